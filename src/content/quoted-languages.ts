/**
 * What quoted-specimens.ts reads in the languages pages about prompt injection are written in besides English
 * (docs/content-readings.md, "Quoted specimens in other languages"): their quotation marks, the words that introduce a
 * quoted text before it ("zum Beispiel", "par exemple", "na przykład", "t.ex.", "the text said" as each language says
 * it) or after it (Korean, Japanese, Turkish, Hindi: `"…"와 같은`, `「…」のような`, `"…" gibi`, `"…" जैसे`), a headline
 * or a list item made of the quotation, and the languages' words for the attack. Data only, read where a quotation is.
 */
import { stickyOf, testAtWordStarts } from './word-start-tests.js';
import { lazy } from './lazy.js';

/** Opening marks besides `"`, `“` and `«` (read by quoted-specimens.ts), each with the marks that close it. */
const CLOSERS: ReadonlyMap<number, readonly number[]> = new Map([
  [0x201e, [0x201c, 0x201d]], // „…“ (de cs is), „…” (pl ro hu nl)
  [0x201d, [0x201d]], // ”…” (sv fi)
  [0x00bb, [0x00ab]], // »…« (da de)
  [0x300c, [0x300d]], // 「…」 (ja zh)
  [0x300e, [0x300f]], // 『…』
  [0x05f4, [0x05f4]], // ״…״ (he)
]);

/**
 * Whether the text holds one of the other languages' opening marks (the cheap gate). `wideRuns`: the text's runs of code
 * units outside Latin-1 (find.ts, Text.wideRuns): the marks outside Latin-1 are read there, not searched for in the whole text.
 */
export function hasOtherMarks(text: string, wideRuns?: readonly number[]): boolean {
  for (const c of CLOSERS.keys()) if ((wideRuns === undefined || c <= 0xff) && text.indexOf(String.fromCharCode(c)) >= 0) return true;
  if (wideRuns === undefined) return false;
  for (let k = 0; k < wideRuns.length; k += 2)
    for (let i = wideRuns[k]!; i < wideRuns[k + 1]!; i++) if (CLOSERS.has(text.charCodeAt(i))) return true;
  return false;
}

/**
 * Whether the mark at `at` opens a quotation in another language's marks. `”` and `»` close quotations elsewhere (English
 * `“…”`, French `« … »`): they open one only where a word follows at once and, for `”`, no word stands right before.
 */
export function opensOther(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (!CLOSERS.has(c)) return false;
  if (c !== 0x201d && c !== 0x00bb) return true;
  if (!/[\p{L}\p{N}]/u.test(text.charAt(at + 1))) return false;
  return c === 0x00bb || at === 0 || /[\s([>]/.test(text.charAt(at - 1));
}

/** Whether `c` closes a quotation opened by `open` in another language's marks. */
export function closesOther(open: number, c: number): boolean {
  const closers = CLOSERS.get(open);
  return closers !== undefined && closers.includes(c);
}

/** Not a letter or digit of any script: where a word starts (`\b` reads ASCII only). */
const B = '(?<![\\p{L}\\p{N}])';
/** The nouns for an example, in the languages (stems). */
const EXAMPLE_NOUNS =
  'exemp|eksemp|esimerk|przyk\u0142ad|p\u0159\u00edklad|pr\u00edklad|ejempl|esemp|adibide|sampla|d\u00e6mi|beispiel|voorbeeld|p\u00e9ld|\u043f\u0440\u0438\u043c\u0435\u0440|\u043f\u0440\u0438\u043a\u043b\u0430\u0434|\u05d3\u05d5\u05d2\u05de|\u00f6rnek|\u0909\u0926\u093e\u0939\u0930\u0923|\uc608\uc2dc|example|sample';
/** Adverbs and verbs that introduce a quoted text right before it ("for example", "writes", "the text said"). */
const INTRO_WORDS = [
  'till exempel|t\\.\\s?ex\\.|skriver|stod det|st\u00e5r det|lyder|l\u00f6d',
  'for eksempel|f\\.\\s?eks\\.|skriver|l\u00f8d|stod der',
  'esimerkiksi|esim\\.|kirjoittavat|kirjoittaa|luki|lukee|kuten',
  'na przyk\u0142ad|np\\.|pisz\u0105|pisze|brzmia\u0142[ao]?|brzmi|typu',
  'nap\u0159\u00edklad|nap\u0159\\.|napr\u00edklad|napr\\.|p\u00ed\u0161ou|p\u00ed\u0161\u00ed|p\u00ed\u0161e|zn\u011bl[aoy]?|zn\u00ed|p\u00ed\u0161u',
  'de exemplu|scriu|scrie|spunea|spune',
  'per exemple|escriuen|deia|diu',
  'adibidez|idazten dute|idazten du|zioen|dio',
  'por exemplo|por ejemplo|p\\.\\s?ej\\.|escrevem|escriben|escreben|dizia|dec\u00eda|dic\u00eda|dice|diz',
  'mar shampla|scr\u00edobhann|d\u00fairt|is ea',
  'til d\u00e6mis|t\\.\\s?d\\.|skrifa|st\u00f3\u00f0',
  'par exemple|p\\.\\s?ex\\.|\u00e9crivent|\u00e9crit|disait|du type',
  'zum beispiel|z\\.\\s?b\\.|etwa|schreiben|schreibt|lautete|lautet|stand|hie\u00df',
  'bijvoorbeeld|bv\\.|schrijven|schrijft|luidde|luidt|stond|zoals',
  'ad esempio|per esempio|ad es\\.|scrivono|scrive|diceva',
  'p\u00e9ld\u00e1ul|pl\\.|\u00edrj\u00e1k|\u00edgy sz\u00f3lt|sz\u00f3lt',
  '\u043d\u0430\u043f\u0440\u0438\u043c\u0435\u0440|\u043f\u0438\u0448\u0443\u0442|\u0433\u043b\u0430\u0441\u0438\u043b[\u0430\u0438]?|\u0433\u043b\u0430\u0441\u0438\u0442|\u0432\u0440\u043e\u0434\u0435|\u043d\u0430\u043f\u0440\u0438\u043a\u043b\u0430\u0434|\u043f\u0438\u0448\u0443\u0442\u044c|\u0431\u0443\u043b\u043e \u043d\u0430\u043f\u0438\u0441\u0430\u043d\u043e',
  '\u05dc\u05d3\u05d5\u05d2\u05de\u05d4|\u05dc\u05de\u05e9\u05dc|\u05db\u05d5\u05ea\u05d1\u05d9\u05dd|\u05d0\u05de\u05e8|\u05e0\u05db\u05ea\u05d1',
  '\u00f6rne\u011fin|mesela|\u0909\u0926\u093e\u0939\u0930\u0923 \u0915\u0947 \u0932\u093f\u090f|\uc608\ub97c \ub4e4\uc5b4|\uc608\ucee8\ub300',
  // Tagalog's "saying", "that says", "like"; Indonesian's and Malay's "like", "reading", "containing", "for example".
  'nagsasabing|nagsasabi|sinasabi|tulad ng|gaya ng|seperti|berbunyi|berisi|misalnya|contohnya',
  // "the text", "the message" (the English list's text, message): "tickets con el texto '…'".
  'texto|texte|testo|mensaje|mensagem|messaggio|teks|pesan',
  // "such as", "like" (the English list's "like", "as"): "frases como «…»", "Sätze wie „…“".
  'como|comme|come|wie|zoals|kuten|jak|jako|\u043a\u0430\u043a|\u05db\u05de\u05d5|gibi|such as',
  // "contained" and "the sentence", "the phrase", "the text" (the English list's line, sentence, text, message).
  'inneh\u00f6ll|indeholdt|inneholdt|sis\u00e4lsi|zawiera\u0142[ao]?|zdanie|obsahoval[ao]?|v\u011bta|v\u011btu|con\u021binea|fraza|conteneva|conten\u00eda|contenait|cont\u00e9m|continha|frase|phrase|enthielt|enth\u00e4lt|satz|bevatte|zin|tartalmazta|mondat|\u0441\u043e\u0434\u0435\u0440\u0436\u0430\u043b[\u0430\u0438]?|\u0444\u0440\u0430\u0437\u0430|\u0444\u0440\u0430\u0437\u0443|\u043c\u0456\u0441\u0442\u0438\u0432|\u043c\u0456\u0441\u0442\u0438\u043b\u0430|\u05de\u05db\u05d9\u05dc|\u05d4\u05db\u05d9\u05dc|\u05de\u05e9\u05e4\u05d8|i\u00e7eriyordu|c\u00fcmle',
].join('|');
/**
 * The words before a quotation that introduce it: an introducing word or verb with at most three words after it
 * ("Dúirt an téacs folaithe", "Atakujący piszą na przykład"), or an example's noun with at most three ("Ein typisches
 * Beispiel ist", "Типичный пример —"), then at most a colon, a comma or a dash. Chinese and Japanese with no spaces:
 * "例如", "比如", "写着", "例子是", "例えば".
 */
export const INTRO_BEFORE = lazy(
  () =>
    new RegExp(
      `(?:${B}(?:${INTRO_WORDS}|(?:${EXAMPLE_NOUNS})\\p{L}{0,12})(?:[\\s,]{1,3}[^\\s"\\u201c\\u201d\\u201e\\u00ab\\u00bb]{1,24}){0,3}|\u4f8b\u5982|\u6bd4\u5982|\u5199\u7740|\u5199\u9053|\u5beb\u8457|\u4f8b\u5b50\u662f|\u4f8b\u3048\u3070|\u305f\u3068\u3048\u3070)[\\s:,\\u2014\\u2013\\uff1a\\uff0c-]{0,4}$`,
      'iu',
    ),
);
/** INTRO_BEFORE tried where a word starts (word-start-tests.ts): each of its matches starts on a word or a CJK one. */
const INTRO_BEFORE_AT = stickyOf(INTRO_BEFORE());
/** The words right after a quotation that introduce it where the language puts them after (ko, ja, tr, hi). */
const INTRO_AFTER = lazy(
  () =>
    /^\s{0,2}(?:\uc640\s?\uac19\uc740|\uacfc\s?\uac19\uc740|\uac19\uc740|\ub77c\ub294|\uc774\ub77c\ub294|\ub77c\uace0|\uc774\ub77c\uace0|\ub294\s?(?:\ubb38\uad6c|\ubb38\uc7a5|\ub9d0)|\ub4f1\uc758|\ucc98\ub7fc|\u306e\u3088\u3046\u306a|\u306e\u3088\u3046\u306b|\u3068\u3044\u3046|\u3068\u3044\u3063\u305f|\u3068\u66f8|\u306a\u3069\u306e|\u306a\u3069|gibi|diye|\u015feklinde|t\u00fcr\u00fcnden|ifadesi|c\u00fcmlesi|\u091c\u0948\u0938\u0947|\u091c\u0948\u0938\u093e|\u091c\u0948\u0938\u0940|\u0915\u0940 \u0924\u0930\u0939|\u0935\u093e\u0932\u0947|\u0932\u093f\u0916\u093e)/u,
);
/**
 * A headline made of the quotation: a heading's start before it, and after it a dash or a colon and the headline's
 * words, or the heading's end (a title that is only the quotation).
 */
const HEADLINE_HEAD = lazy(() => /(?:<h[1-6][^<>]{0,40}>|<title>|^#{1,6}[ \t]{1,3}|^)[ \t]{0,3}$/i);
const HEADLINE_REST = lazy(() => /^[\s.]{0,2}(?:(?:[\u2013\u2014:|]|-(?=\s))\s{1,3}\S|<\/(?:h[1-6]|title)>)/i);
/** A list item that is only the quotation (`- „…“`), under a line naming examples and ending with a colon. */
const BARE_ITEM = lazy(() => /^[ \t]{0,8}(?:[-*+\u2022]|\d{1,3}[.)])[ \t]{1,4}$/);
const EXAMPLES_HEADING = lazy(
  () => new RegExp(`(?:${EXAMPLE_NOUNS}|\u793a\u4f8b|\u4f8b\u5b50|\u4f8b)[^\\n]{0,80}[:\\uff1a][ \\t]*\\n`, 'iu'),
);
/** The attack's names in the languages, and their words for an attack or an attacker. */
export const ATTACK_WORDS = lazy(
  () =>
    /prompt[\s-]?inj|promptinj|inje[c\u00e7]\u00e7?[a\u00e3]o|injec[c\u021b]i|inyecci|iniezion|inxecci|injekzio|injekci|injektio|injektion|injectie|wstrzykiw|vkl\u00e1d\u00e1n\u00ed|innsp\u00fdting|instealladh|enjeksiyon|\u043f\u0440\u043e\u043c\u043f\u0442|\u0438\u043d\u044a\u0435\u043a\u0446|\u0456\u043d['\u2019\u02bc]?\u0454\u043a\u0446|\u05d4\u05d6\u05e8\u05e7|\u0907\u0902\u091c\u0947\u0915\u094d\u0936\u0928|\uc778\uc81d\uc158|\u30a4\u30f3\u30b8\u30a7\u30af\u30b7\u30e7\u30f3|\u6ce8\u5165|jailbreak|angriff|angreifer|attaqu|ataque|atacant|atacator|atak|\u00fatok|\u00fato\u010d|hy\u00f6kk\u00e4|angrip|angreb|angrib|attacc|t\u00e1mad|aanval|\u0430\u0442\u0430\u043a|\u0437\u043b\u043e\u0443\u043c\u044b\u0448\u043b\u0435\u043d|\u05ea\u05d5\u05e7\u05e4|\u05de\u05ea\u05e7\u05e4|eraso|ionsa\u00ed|\u00e1r\u00e1s|sald\u0131r|\u0939\u092e\u0932\u093e|\uacf5\uaca9|\u653b\u6483|\u653b\u51fb/iu,
);

/**
 * Whether a quotation [open, close] of `text` is introduced the way another language introduces one: words before it
 * (`head`, the stretch of its line before), words after it (`rest`, the stretch after), a headline it makes, or a list
 * item it is under a heading naming examples.
 */
export function introducedInLanguage(text: string, head: string, rest: string, lineStart: number): boolean {
  if (testAtWordStarts(INTRO_BEFORE_AT, head.slice(-80)) || INTRO_AFTER().test(rest)) return true;
  if (HEADLINE_HEAD().test(head) && HEADLINE_REST().test(rest)) return true;
  return BARE_ITEM().test(head) && EXAMPLES_HEADING().test(text.slice(Math.max(0, lineStart - 300), lineStart));
}
