/**
 * credential_leak for a passphrase of words with no digit (`password: correct horse battery staple`,
 * `passphrase = "purple monkey dishwasher"`, a password "is" a quoted phrase): three to eight words of letters alone
 * after a password's or a passphrase's name, none a word prose, a form or a hint puts there. Elsewhere every
 * password reading asks for a digit or a sign (placeholders.ts readsAsSecret), which such a phrase never holds.
 */
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';

/**
 * Words that make a phrase prose, an instruction, a description or a hint rather than a passphrase: function words,
 * where a secret is kept, what a rule or a form says about it ("stored in the team vault", "must contain upper case
 * letters", "same as your email login", "name of first pet").
 */
const NOT_PASSPHRASE = new Set(
  `a an the and or but nor not no yes if then than so as at by for from in into of off on onto out over per to up via with
without within is are was were be been being am has have had do does did done can could may might must shall should will
would this that these those there here where when which what who whom whose why how it its he she him her his they them
their we us our you your yours my me mine i all any both each every few more most less least many much some such only
also just very too same other another own one two three four five six seven eight nine ten first last next new old
see ask use used using set unset none null empty blank leave leaving enter entered type typed change changed reset
expired expires required optional default minimum maximum long length short contain contains containing include
includes letters letter characters character chars digits digit numbers number symbols symbol upper lower case
mixed strong weak random generated hashed encrypted stored store kept keep vault keychain manager file env
environment variable config setting settings field value string text secret secrets password passwords passphrase
passphrases pass passwd pin hint hidden masked redacted unknown available provided given sent send email mail sms
phone login logon account user username admin administrator team engineer call support contact help please ask
name pet street mother maiden city school birthday favorite favourite colour color below above same like please
otherwise instead before after during until while about again already always never ever through underneath beneath
behind since across along among around beside between beyond toward towards upon under example sample`.split(/\s+/),
);
/** A word a policy, a form or a log writes (a participle, an adverb): "rotated quarterly", "posted behind counter". */
const INFLECTED = /^[a-z]{2,}(?:ed|ing|ly)$/i;
/** A line that shows an example of a passphrase ("Example passphrase:", "# never use this example phrase"). */
const EXAMPLE_LINE = /\bexamples?\b|\bsample\b|\be\.g\.|\bfor\s+instance\b|\bsuch\s+as\b/i;

/**
 * Three to eight words of letters, each single blank apart (their first letters may be capitals), or lower-case words
 * joined by hyphens (`glacier-hammock-tulip-orbit`, as generators write them): a passphrase's body.
 */
const WORDS = /(?:[A-Za-z][a-z]{2,11}[ \t]){2,7}[A-Za-z][a-z]{2,11}|(?:[a-z]{3,12}-){2,7}[a-z]{3,12}(?![\w-])/y;

/** Whether `v` is a passphrase of words: three to eight of letters, none of NOT_PASSPHRASE, lower case or each capitalised. */
export function isWordPassphrase(v: string): boolean {
  WORDS.lastIndex = 0;
  const m = WORDS.exec(v);
  if (m === null || m[0].length !== v.length) return false;
  const words = v.split(/[ \t-]/);
  const capitals = words.filter((w) => w.charCodeAt(0) <= 90).length;
  if (capitals !== 0 && capitals !== words.length) return false;
  return words.every((w) => !NOT_PASSPHRASE.has(w.toLowerCase()) && !INFLECTED.test(w) && !fillerWord(w));
}

/** A placeholder's word: one letter repeated (`xxxx`), or letters in the alphabet's order (`abcd`, `efgh`). */
function fillerWord(w: string): boolean {
  const lower = w.toLowerCase();
  let run = true;
  for (let i = 1; i < lower.length && run; i++) run = lower.charCodeAt(i) === lower.charCodeAt(i - 1) + 1;
  return run || /^(.)\1+$/.test(lower);
}

/**
 * After the name: a quote closing it (a JSON key's), then "is" before a quote, "is:" or "is -" (`Is:`, `IS:` too), `:`,
 * `=`, `=>`, `:=`, or "is" alone (then four words at least: BARE_IS); then the opening quote.
 */
const AFTER_NAME =
  /(?:\\?["'])?(?:[ \t]{1,3}(?:is|was)[ \t]{1,3}(?=\\?["'\u201c])|[ \t]{1,3}(?:[iI][sS]|[wW][aA][sS])[ \t]{0,3}[:\u2013-][ \t]{0,3}|[ \t]{0,3}(?:=>|:=|[:=])[ \t]{0,3}|[ \t]{1,3}(?:is|was)[ \t]{1,3})(\\?["'\u201c]|)/y;
/**
 * A dash between blanks, read only after a qualified passphrase (`wifi passphrase - lantern nickel copper`) and before
 * lower-case words: headings, breadcrumbs, commit subjects, changelog bullets and tickets write "Password - Policy
 * Review" or "auth/password - fix modal" (docs/content-readings.md).
 */
const DASH = /[ \t]{1,3}[\u2013-][ \t]{1,3}/y;
/**
 * What a passphrase opens, one blank before the name (`wifi `, `disk `): a word a commit subject puts there ("fix
 * passphrase - restore legacy prompt order") is none.
 */
const QUALIFIED =
  /(?<![\w/.-])(?:wifi|wi-fi|wlan|wireless|network|router|disk|drive|volume|luks|bitlocker|encryption|vault|backup|archive|zip|gpg|pgp|ssh|key|keystore|wallet|laptop|offsite)[ \t]$/i;
/** "is" alone before the phrase, no quote nor colon: prose as often ("the password is long enough"), so read as DASH is. */
const BARE_IS = /^(?:\\?["'])?[ \t]{1,3}(?:is|was)[ \t]{1,3}$/;
/** What closes each opening quote. */
const CLOSING: Readonly<Record<string, string>> = { '"': '"', "'": "'", '\\"': '\\"', "\\'": "\\'", '\u201c': '\u201d' };

/** The line around `at` (its breaks real or written out), at most 200 code units each way. */
function lineAround(text: string, at: number): string {
  const lo = Math.max(0, at - 200);
  const before = text.slice(lo, at);
  const start = lo + Math.max(before.lastIndexOf('\n'), -1) + 1;
  const after = text.slice(at, at + 200);
  const stop = after.search(/\n|\\n/);
  return text.slice(start, stop < 0 ? at + after.length : at + stop);
}

/** Passphrases of words after a password's or a passphrase's name in `t`, into `out`. */
export function detectPassphrases(t: Text, out: Hit[]): void {
  const text = t.text;
  for (const at of placesOf(t, 'pass')) {
    // A name that is a password's (`password`, `passphrase`, `passwd`), not a word that ends in "pass" ("compass").
    const head = text.slice(at, at + 10).toLowerCase();
    const name = head.startsWith('passphrase') ? 10 : head.startsWith('password') ? 8 : head.startsWith('passwd') ? 6 : 0;
    // After a lower-case letter only as a camelCase key's last word (`wifiPassword`), not inside a word ("compass").
    const before = text.charCodeAt(at - 1);
    if (name === 0 || (before >= 97 && before <= 122 && text.charCodeAt(at) !== 80)) continue;
    AFTER_NAME.lastIndex = at + name;
    DASH.lastIndex = at + name;
    const lead = AFTER_NAME.exec(text) ?? (name === 10 && QUALIFIED.test(text.slice(Math.max(0, at - 14), at)) ? DASH.exec(text) : null);
    if (lead === null) continue;
    const dashed = lead[1] === undefined;
    const quote = lead[1] ?? '';
    // "is" alone asks for four words at least: "the password is long enough" is prose.
    const bareIs = quote === '' && BARE_IS.test(lead[0]);
    const from = at + name + lead[0].length;
    WORDS.lastIndex = from;
    const m = WORDS.exec(text);
    if (m === null) continue;
    const end = from + m[0].length;
    // Quoted, the quote closes the phrase; bare, the line ends there, after a full stop at most (a sentence would run on).
    if (quote !== '' ? !text.startsWith(CLOSING[quote]!, end) : !/^\.?[ \t]{0,4}(?:\r?\n|\\[nr]|$)/.test(text.slice(end, end + 8)))
      continue;
    // "is" alone or a dash: a passphrase's name and lower-case words ("the password is orange juice carton lid" is prose
    // as often), four words at least after "is".
    if ((bareIs || dashed) && (name !== 10 || m[0] !== m[0].toLowerCase())) continue;
    if (bareIs && m[0].split(/[ \t-]/).length < 4) continue;
    if (!isWordPassphrase(m[0]) || EXAMPLE_LINE.test(lineAround(text, at))) continue;
    out.push({ code: 'credential_password', start: from, end, redact: 'password' });
  }
}
