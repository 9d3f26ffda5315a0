/**
 * credential_leak: passwords, passcodes and vouchers under labels the other readings do not know (docs/content-readings.md,
 * "Borrowed labels, meeting passcodes and Wi-Fi vouchers"):
 * - English "password" borrowed into another language's sentence, that language's words after it before the colon
 *   ("Password bilong portal bilong yu: …", "Na password ni nomu akaude: …", "I portal password tawp chhung atan: …");
 *   Latvian's "parole" with a dative after it ("Parole sistēmai: …", "Parole kontam: …");
 * - a meeting's passcode beside its meeting (a meeting's id, Zoom, Webex, Teams named before it), of letters alone
 *   scrambled in both cases too ("Meeting ID 845 …, Passcode: QwTrbLkA", "(passcode UhuDyApdR)");
 * - a Wi-Fi's or a hotspot's guest voucher or access code under its label ("Wi-Fi guest voucher for today: …",
 *   "Code Wi-Fi du jour : …", "Código wifi de hoy: …").
 * Each is read only where the value reads as generated (left-secrets.ts valueLike, or mixed cases with digits; a
 * passcode's letters scrambled), never a placeholder, a word, a pointer or an example's; a phrase that says the line is
 * about a rule, a hash, a reset or a field is left. Only the value is redacted. Each reading starts at an indexed literal
 * and tries a bounded, sticky pattern there.
 */
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { lineStartWithin } from './line-bounds.js';
import { valueLike } from './left-secrets.js';
import { EXAMPLE, passwordPush, VALUE as OFFICE_VALUE } from './office-secrets.js';
import { readsAsSecret } from './placeholders.js';

/** A value after blanks (office-secrets.ts VALUE), its end an element's closing tag too (`…: Xy7…</p>`); qualified-secrets.ts reads it too. */
export const VALUE_OR_TAG = `${OFFICE_VALUE.slice(0, -1)}|<\\/)`;

/**
 * A value a generator made that valueLike takes for joined words (`74Ojs6L7Nf`, `QuQZOyusl5`: short parts with a vowel
 * read as words and acronyms): after these labels, eight or more letters and digits, both cases, a digit, and either a
 * digit between letters or three changes of case — not a word with a number after it (`ProjectX7`, `Remit2026`).
 */
export function mixedRandom(v: string): boolean {
  if (v.length < 8 || !/^[A-Za-z0-9!#$%&*+=?@^~_.-]+$/.test(v) || !/\d/.test(v) || !/[a-z]/.test(v) || !/[A-Z]/.test(v)) return false;
  return (caseChanges(v) >= 3 || /[A-Za-z]\d+[A-Za-z]/.test(v)) && readsAsSecret(v);
}

/** How many times a value's letters change case from one to the next. */
function caseChanges(v: string): number {
  let changes = 0;
  for (let i = 1; i < v.length; i++) {
    const a = v[i - 1]!;
    const b = v[i]!;
    if (/[a-z]/.test(a) ? /[A-Z]/.test(b) : /[A-Z]/.test(a) && /[a-z]/.test(b)) changes++;
  }
  return changes;
}

/**
 * Letters alone drawn at random in both cases, as meeting services issue passcodes (`QwTrbLkA`): six to sixteen, three
 * changes of case or more, not words in camel case (`HarvestFestival`), not one letter repeated.
 */
function scrambledCode(v: string): boolean {
  return (
    /^[A-Za-z]{6,16}$/.test(v) &&
    /[a-z]/.test(v) &&
    /[A-Z]/.test(v) &&
    caseChanges(v) >= 3 &&
    !/^(?:[A-Z][a-z]{2,})+$/.test(v) &&
    !/^(.)\1+$/i.test(v) &&
    readsAsSecret(v)
  );
}

/** After "password": one to eight words of letters (another language's), then a colon and the value. Group 1 the words. */
const BORROWED = new RegExp(
  String.raw`[ \t]{1,2}((?:[A-Za-z\u00c0-\u024f'\u2019-]{1,20}[ \t]{1,2}){0,7}[A-Za-z\u00c0-\u024f'\u2019-]{1,20})[ \t]{0,2}[:\uff1a]${VALUE_OR_TAG}`,
  'iy',
);
/**
 * Words that say a phrase is English or about something else than the value (a rule, a hash, a reset, a field, a
 * manager): English's phrases after "password" are read by the English readings, these not at all.
 */
const PHRASE_ELSE =
  /^(?:the|a|an|for|of|to|on|in|at|by|with|from|is|was|are|be|been|has|have|must|should|will|can|your|my|our|their|his|her|this|that|new|old|and|or|not|no|hash\w*|digest|salt|polic\w*|rules?|length|hint|format\w*|reset\w*|forgot\w*|requirements?|expir\w*|field|column|type|manager|change\w*|strength|last|history|age|min\w*|max\w*|complexity|prompt|protect\w*|generator|example|sample|placeholder|template|label|input|box|required|optional|set|sent|see|via|ids?|ref|reference|refs|ticket|run|job|item|numbers?|nr|num|vault|request|record|entry|sync|rotation)$/i;
/** Latvian's dative after "parole" (one to three words): "sistēmai", "kontam", "e-pastam", "jaunajam kontam". */
const LATVIAN_DATIVE = new RegExp(
  String.raw`[ \t]{1,2}((?:[a-z\u00c0-\u024f-]{1,20}(?:am|ai|ei|iem|\u0101m|\u0113m)[ \t]{1,2}){0,2}[a-z\u00c0-\u024f-]{1,20}(?:am|ai|ei|iem|\u0101m|\u0113m))[ \t]{0,2}:${VALUE_OR_TAG}`,
  'iy',
);
/** English words that end as a Latvian dative does ("Parole program:", "Parole team:"). */
const ENGLISH_DATIVE = /(?:^|[ \t])(?:program|team|exam|stream|diagram|spam|cam|dream|gram|scam|beam|tram|jam|slam)$/i;

/** A meeting named before a passcode: its id, its service, or a call's words. */
const MEETING =
  /meeting|zoom|webex|microsoft[ \t]teams|teams[ \t](?:link|id|call|invite)|webinar|livestream|conference|(?:video|conference|dial-?in|bridge|zoom|teams)[ \t]call\b|call[ \t](?:id|link|number)\b|google[ \t]meet/i;
/** "passcode" or "pass code", then a colon, "=" or "is" maybe, then the value. */
const PASSCODE = new RegExp(String.raw`pass[ \t]?code(?:[ \t]{0,3}(?::|=|[ \t]is))?${VALUE_OR_TAG}`, 'iy');

/** A network before a voucher's or a code's word, the words between ("Wi-Fi guest voucher for today: …"). */
const VOUCHER = new RegExp(
  String.raw`(?:wi-?fi|wlan|hotspot)(?:[ \t][^\s:]{1,20}){0,2}?[ \t](?:voucher|access[ \t]code|code|pin|gutschein|zugangscode)(?:[ \t][^\s:]{1,20}){0,3}?[ \t]{0,2}:${VALUE_OR_TAG}`,
  'iy',
);
/** A code's word before the network ("Code Wi-Fi du jour : …", "Código wifi de hoy: …", "codice Wi-Fi di oggi: …"). */
const CODE_BEFORE = /(?:^|[^A-Za-z\u00c0-\u024f])(?:code|c\u00f3digo|codigo|codice|kod|kode)[ \t]{1,2}(?:d[eu][ \t]|del[ \t])?$/i;
/** After the network, when a code's word stood before it: up to three words, then a colon and the value. */
const AFTER_NETWORK = new RegExp(String.raw`(?:wi-?fi|wlan)(?:[ \t][^\s:]{1,20}){0,3}?[ \t]{0,2}:${VALUE_OR_TAG}`, 'iy');

/** The passwords above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectBorrowedCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const { push } = passwordPush(text, out, isPlaceholder, [EXAMPLE]);
  const wordStart = (at: number): boolean => at === 0 || !/[\w\u00c0-\u024f]/.test(text[at - 1]!) || text.slice(at - 2, at) === '\\n';
  /** A match's value (its last group) pushed where it reads as generated. */
  const take = (m: RegExpExecArray | null, letters = false): void => {
    if (m === null) return;
    const v = m[m.length - 1]!;
    const at = m.index + m[0].length - v.length;
    if (letters && scrambledCode(v)) push(at, v, true);
    else push(at, v, !valueLike(v) && mixedRandom(v));
  };
  for (const at of placesOf(t, 'pass')) {
    if (!wordStart(at)) continue;
    const word = text.slice(at, at + 9).toLowerCase();
    if (word.startsWith('password') && !/[\w-]/.test(text[at + 8] ?? '')) {
      const m = execAt(BORROWED, text, at + 8);
      if (m !== null && !m[1]!.split(/[ \t]+/).some((w) => PHRASE_ELSE.test(w))) take(m);
    } else if (/^pass[ \t]?code/.test(word) && !/[\w-]/.test(text[at + (word[4] === 'c' ? 8 : 9)] ?? '')) {
      const s = lineStartWithin(text, at, 200);
      const before = text.slice(Math.max(0, (s < 0 ? at - 200 : s) - 160), at);
      if (MEETING.test(before)) take(execAt(PASSCODE, text, at), true);
    }
  }
  for (const at of placesOf(t, 'parole')) {
    if (!wordStart(at)) continue;
    const m = execAt(LATVIAN_DATIVE, text, at + 6);
    if (m !== null && !ENGLISH_DATIVE.test(m[1]!)) take(m);
  }
  for (const word of ['wifi', 'wi-fi', 'wlan', 'hotspot'])
    for (const at of placesOf(t, word)) {
      if (!wordStart(at)) continue;
      const v = execAt(VOUCHER, text, at);
      // (The network's name or a code name for it is no voucher: "Wi-Fi SSID code name: …".)
      if (v === null || !/\b(?:ssid|name|network)\b/i.test(v[0].slice(0, v[0].lastIndexOf(':')))) take(v);
      if (word !== 'hotspot' && CODE_BEFORE.test(text.slice(Math.max(0, at - 12), at))) take(execAt(AFTER_NETWORK, text, at));
    }
}
