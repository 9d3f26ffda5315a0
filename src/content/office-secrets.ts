/**
 * credential_leak: passwords as office mail, documents, wikis and tickets leave them, in the shapes the other readings
 * do not read — a verb other than "is" in other languages (French "reste / devient", German "bleibt / lautete / hat …
 * gelautet / wird … lauten", Polish "brzmi", Dutch "blijft", Spanish "sigue siendo / queda", Italian "rimane / diventa",
 * Portuguese "continua / passa a ser", Turkish possessives "şifresi …", "parolası …"), a value in brackets or quotes
 * East Asian and typographic texts use (`⟨…⟩`, `【…】`, `「…」`, `『…』`, `‹…›`), a form's blank filled in
 * ("Password: ____ p"), a table's label cell then its value cell after a tab or a pipe, a label an OCR misread
 * ("Passw0rd:", "Pa5sword:", "P assword:"), a meeting's passcode or host key, a Wi-Fi voucher, and recovery codes
 * listed under their name. Each reading starts where its own word stands (a literal the index or one `indexOf` finds)
 * and tries a bounded, sticky pattern there; the value must read as generated (left-secrets.ts valueLike), or, for a
 * passcode, a PIN, a voucher or a recovery code, have the shape those are issued in. Only the value is redacted.
 */
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { aboutElse } from './far-secrets.js';
import { valueLike } from './left-secrets.js';
import { lineEndWithin, lineStartWithin } from './line-bounds.js';
import { joinedWords, spansTaken } from './named-secrets.js';
import { CLOSING, WORDS } from './still-secrets.js';

/** A value after a blank, in quotes maybe: group 2 the quote, group 3 the value (printable ASCII but quotes and brackets). */
export const VALUE = String.raw`[ \t]{1,3}([\x60"'\u00ab\u201e\u201c]?)([!#-&*-;=?-Z^_a-~]{6,64})(?=$|[\s.,;:!?)"'\x60\u00bb\u201c\u201d]|\\[nt])`;
/** Each verb after its own language's name: a sticky pattern from the name's end (group 1 the words between). */
const VERBS: Readonly<Record<string, RegExp>> = {
  // "mot de passe" and "mdp"; "mot de passe temporaire : …" and "… provisoire est …" too.
  fr: new RegExp(
    String.raw`(?:${WORDS}[ \t]{1,3}(?:reste|restera|devient|deviendra|demeure)|()[ \t]{1,3}(?:temporaire|provisoire)(?:[ \t]{1,3}est)?[ \t]{0,3}:?)${VALUE}`,
    'iy',
  ),
  de: new RegExp(
    String.raw`${WORDS}[ \t]{1,3}(?:bleibt|blieb|lautete|lautet)(?:[ \t]{1,3}(?:vorerst|weiterhin|bis[ \t]{1,3}gestern))?${VALUE}`,
    'iy',
  ),
  // "hat … gelautet", "wird … lauten": the value between the auxiliary and the participle.
  deAfter: new RegExp(String.raw`()[ \t]{1,3}(?:hat|hatte|wird)${VALUE}[ \t]{1,3}(?:gelautet|lauten)\b`, 'iy'),
  pl: new RegExp(String.raw`${WORDS}[ \t]{1,3}brzmi(?:a\u0142o|a\u0142)?(?:[ \t]{1,3}teraz)?${VALUE}`, 'iy'),
  nl: new RegExp(String.raw`${WORDS}[ \t]{1,3}(?:blijft|bleef)(?:[ \t]{1,3}(?:gewoon|nog))?${VALUE}`, 'iy'),
  es: new RegExp(String.raw`${WORDS}[ \t]{1,3}(?:sigue[ \t]{1,3}siendo|segu\u00eda[ \t]{1,3}siendo|queda)${VALUE}`, 'iy'),
  it: new RegExp(String.raw`${WORDS}[ \t]{1,3}(?:rimane|diventa|rester\u00e0|diventer\u00e0)${VALUE}`, 'iy'),
  pt: new RegExp(String.raw`${WORDS}[ \t]{1,3}(?:continua|passa[ \t]{1,3}a[ \t]{1,3}ser)${VALUE}`, 'iy'),
  // Turkish possessives carry the copula's place: "şifresi …", "parolası: …", "parolanız … olarak".
  // First-person "şifrem …", "parolam: …", "şifrem şu: …" ("my password [is this]") too; a dash as the copula ("şifresi — …").
  tr: new RegExp(String.raw`()(?:[ \t]{1,3}\u015fu)?[ \t]{0,3}(?::|[\u2014\u2013-](?=[ \t]))?${VALUE}`, 'y'),
};
/** OCR's misreadings of "Password" as literals, each with the label's length ("Pa5sword", "P assword", "Pas sword"). */
const OCR_LABELS: ReadonlyArray<readonly [string, number]> = [
  ['pa5s', 8],
  ['p assword', 9],
  ['pas sword', 9],
];
/** What closes each bracket or quote this module reads. */
const BRACKETS: Readonly<Record<string, string>> = {
  '\u27e8': '\u27e9',
  '\u3008': '\u3009',
  '\u3010': '\u3011',
  '\u300c': '\u300d',
  '\u300e': '\u300f',
  '\u2039': '\u203a',
};
/** A password's name, then maybe a copula or a colon, right before an opening bracket (the line's text up to it). */
const NAME_BEFORE =
  /(?:password|passwort|kennwort|passcode|mot de passe|mdp|contrase(?:\u00f1|n)a|wachtwoord|has(?:\u0142|l)o|senha|\u30d1\u30b9\u30ef\u30fc\u30c9|\u5bc6\u7801|\u5bc6\u78bc|\u53e3\u4ee4)(?:[ \t]{1,3}(?:is|lautet|est|ist|es|\u00e9|\u00e8))?[ \t]{0,3}(?:[:\uff1a=][ \t]{0,3})?(?:\u306f|\u662f|\u4e3a|\u70ba)?[ \t]{0,3}$/i;
/** What may stand before a label at its line's head: a quote's `>`, a table's `|`, a word that says which password. */
const HEAD_AT_LINE = /^[ \t>|]{0,8}(?:(?:temp|temporary|initial|admin|new|neues?)[ \t]{1,3})?$/i;
const HEAD_IN_STRING = /"[ \t>|]{0,8}(?:(?:temp|temporary|initial|admin|new|neues?)[ \t]{1,3})?$/i;
/** Words that say a value is an example (in the languages read here; Japanese and Chinese 例, のような, 比如 too). */
export const EXAMPLE =
  /(?:^|[^.\w-])example\b|e\.g\.|z\.\s?b\.|beispiel|exemple|ejemplo|esempio|exemplo|voorbeeld|przyk\u0142ad|\u00f6rne\u011fin|for instance|such as|\u4f8b|\u306e\u3088\u3046\u306a|\u6bd4\u5982/i;
/** A table's label cell, then a tab or a pipe, then the value cell to the row's end or the next pipe. */
const CELL = /(?:[ \t]|\\t){0,4}(?:\t|\\t|\|)(?:[ \t|]|\\t){0,6}([!#-&*-;=?-Z^_a-{}~]{6,64})(?=[ \t]{0,8}(?:\||$|\r|\n|\\[nrt]|"))/y;
/** A form's blank after the label's colon, then what was written on it (a `_` ends the value: the blank's rest). */
const FORM =
  /[ \t]{0,3}[:\uff1a][ \t]{0,3}(?:_{3,40}|\.{3,40}|\u2026{1,20})[ \t]{0,3}([!#-&*-;=?-^`-~]{6,64})(?=_|[ \t]|$|\r|\n|\\[nrt]|")/y;
/** After a label (an OCR'd one, a passcode's, a PIN's): a colon or a blank, then a value (group 1). */
const AFTER_LABEL = /[ \t]{0,3}[:\uff1a]?[ \t]{1,3}([!#-&*-;=?-Z^_a-~]{4,64}?)(?=[.,;]?(?:$|[\s"'<]|\\[nrt]))/y;
const AFTER_COLON = /[ \t]{0,3}[:\uff1a][ \t]{0,3}([!#-&*-;=?-Z^_a-~]{6,64}?)(?=[.,;]?(?:$|[\s"'<]|\\[nrt]))/y;
/** A passcode as meeting services issue them: 6 to 10 digits, or 6 to 12 letters and digits in both cases or with a digit. */
const PASSCODE =
  /^(?:\d{6,10}|(?=[A-Za-z0-9]{0,11}\d)(?=[A-Za-z0-9]{0,11}[A-Za-z])[A-Za-z0-9]{6,12}|(?=[A-Za-z]{0,11}[a-z])(?=[A-Za-z]{0,11}[A-Z])[A-Za-z]{6,12})$/;
/** A date (`20261210`), a run of one digit or a count up or down (`000000`, `123456`): not an issued code. */
const TRIVIAL = {
  test: (v: string): boolean =>
    /^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/.test(v) ||
    (/^\d+$/.test(v) &&
      [0, 1, 9].some((step) => [...v].every((c, i) => i === 0 || (c.charCodeAt(0) - v.charCodeAt(i - 1) + 10) % 10 === step))),
};
/** A voucher as hotspots print them: 6 to 12 digits (a dash between groups maybe), or letters and digits with a digit (a sign maybe). */
const VOUCHER =
  /^(?:\d{3,6}-?\d{3,6}|\d{6,12}|(?=[A-Za-z0-9#*+$!@%]{0,15}\d)(?=[A-Za-z0-9#*+$!@%]{0,15}[A-Za-z])[A-Za-z0-9#*+$!@%]{6,16})$/;
/** What says a voucher or an access code is a network's: Wi-Fi, WLAN, a hotspot, a guest network. */
const NETWORK = /wi-?fi|wlan|hotspot|guest[ \t]network|g\u00e4ste-?wlan/i;
/** The network named right before the voucher's word ("Wi-Fi voucher", "WLAN-Voucher"). */
const NETWORK_BEFORE = new RegExp(`(?:${NETWORK.source})[ \\t-]{0,2}$`, 'i');
/** A recovery code: groups of lower-case letters and digits, or of digits, a dash or a blank between two maybe. */
const CODE = /(?:\d{4,5}-\d{4,5}|[a-z0-9]{4,6}-[a-z0-9]{4,6}|[A-Z0-9]{4,6}-[A-Z0-9]{4,6}|\d{8,10}|[a-z0-9]{5,10}|[A-Z0-9]{8,10})(?![\w-])/y;
/**
 * Between two codes of a list: a comma, blanks, a break (raw or written out), a list's number, or a chat export's head of
 * a line (a time in brackets, a name and a colon: "[18:04] Ana: ").
 */
const BETWEEN =
  /(?:[ \t]{0,3}[,;][ \t]{0,3}|[ \t]{1,3}|[ \t]{0,3}(?:\r?\n|\\n)[ \t]{0,3}(?:\d{1,2}[.)][ \t]{1,3}|[-*\u2022][ \t]{1,3}|\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]{1,2}[A-Za-z\u00c0-\u024f][\w\u00c0-\u024f .'-]{0,30}:[ \t]{1,2})?)/y;

/**
 * How a reading of passwords by their name reports a value: not where an earlier reading took it, no placeholder, read as
 * a value (`valueLike`, unless its shape was checked: a passcode is digits), and not on a line that says it gives an
 * example (before it or right after it, by any of `examples`), as docs and policies give one.
 */
export function passwordPush(text: string, out: Hit[], isPlaceholder: (v: string) => boolean, examples: readonly RegExp[]): PasswordPush {
  const taken = spansTaken(out);
  const example = (at: number): boolean => {
    const s = lineStartWithin(text, at, 120);
    const line = text.slice(s < 0 ? at - 120 : s, lineEndWithin(text, at, 90));
    return examples.some((re) => re.test(line));
  };
  const push = (at: number, v: string, shaped = false): void => {
    if (taken(at, at + v.length) || isPlaceholder(v) || (!shaped && !valueLike(v)) || example(at)) return;
    out.push({ code: 'credential_password', start: at, end: at + v.length, redact: 'password' });
  };
  return { push, taken, example };
}
interface PasswordPush {
  push: (at: number, v: string, shaped?: boolean) => void;
  /** Whether an earlier reading took the span. */
  taken: (start: number, end: number) => boolean;
  /** Whether the line at `at` says it gives an example. */
  example: (at: number) => boolean;
}

/** The passwords above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectOfficeCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  /**
   * Each closing mark's next place, found once and kept until an opening mark is past it (brackets are read left to
   * right): a text of brackets never closed is searched once, not once per bracket.
   */
  const nextClose = new Map<string, number>();
  const { push, taken, example } = passwordPush(text, out, isPlaceholder, [EXAMPLE]);
  const wordStart = (at: number): boolean =>
    at === 0 || !/[\w\u00c0-\u024f]/.test(text[at - 1]!) || (text[at - 1] === 'n' && text[at - 2] === '\\');
  const wordEnd = (at: number): boolean => at >= text.length || !/[\w\u00c0-\u024f]/.test(text[at]!);
  /** A verb's pattern tried at a name's end: the words between checked, a quote closed, the value pushed. */
  const said = (key: string, end: number): void => {
    const m = execAt(VERBS[key]!, text, end);
    if (m === null) return;
    const words = m[1] ?? m[2] ?? '';
    if (words !== '' && aboutElse(words)) return;
    const open = m[m.length - 2]!;
    const raw = m[m.length - 1]!;
    const v = raw.replace(/[.,;:!?]+$/, '');
    const at = m.index + m[0].length - raw.length;
    if (key === 'deAfter') {
      const vAt = text.indexOf(raw, m.index);
      if (open === '') push(vAt, v);
      return;
    }
    if (open !== '' && !(CLOSING[open] ?? open).includes(text[at + v.length] ?? '')) return;
    push(at, v);
  };
  /** The line's text before `at` (up to `reach` code units; '' past a longer line). */
  const before = (at: number, reach: number): string => {
    const s = lineStartWithin(text, at, reach);
    return s < 0 ? text.slice(at - reach, at) : text.slice(s, at);
  };

  // Cells, forms and OCR'd labels start a line (a quote's `>`, a table's `|` before them maybe).
  const lineHead = (at: number): boolean => {
    const s = lineStartWithin(text, at, 24);
    // A line's head, or a JSON string's start (a cell of an export written as JSON).
    return s >= 0 ? HEAD_AT_LINE.test(text.slice(s, at)) : HEAD_IN_STRING.test(text.slice(Math.max(0, at - 24), at));
  };
  /** A label cell at `at` to `end`, then its value cell. */
  const cellAt = (at: number, end: number): void => {
    if (!lineHead(at) || !wordEnd(end)) return;
    const cell = execAt(CELL, text, end);
    if (cell !== null) push(cell.index + cell[0].length - cell[1]!.length, cell[1]!);
  };

  // Verbs after each language's name.
  for (const at of placesOf(t, 'pass')) {
    const word = text.slice(at, at + 8).toLowerCase();
    if (word.startsWith('passe') && wordEnd(at + 5) && /mot[ \t]de[ \t]$/i.test(text.slice(Math.max(0, at - 7), at))) said('fr', at + 5);
    else if (word === 'passwort' && wordEnd(at + 8)) {
      said('de', at + 8);
      said('deAfter', at + 8);
    } else if (word === 'password' && wordEnd(at + 8) && wordStart(at)) said('it', at + 8);
  }
  for (const at of placesOf(t, 'kennwort'))
    if (wordEnd(at + 8)) {
      said('de', at + 8);
      said('deAfter', at + 8);
    }
  for (const at of placesOf(t, 'mdp'))
    if (/^(?:mdp|MDP|Mdp)$/.test(text.slice(at, at + 3)) && wordStart(at) && wordEnd(at + 3)) said('fr', at + 3);
  for (const at of placesOf(t, 'wachtwoord')) if (wordEnd(at + 10)) said('nl', at + 10);
  for (const at of placesOf(t, 'contrase')) if (wordStart(at)) said('es', at + 10);
  for (const at of placesOf(t, 'enha')) if (wordEnd(at + 4) && /^s$/i.test(text[at - 1] ?? '') && wordStart(at - 1)) said('pt', at + 4);
  for (const at of placesOf(t, 'haslo')) if (wordStart(at)) said('pl', at + 5);
  if (t.wide) {
    const runs = t.wideRuns();
    for (let r = 0; r < runs.length; r += 2)
      for (let i = runs[r]!; i < runs[r + 1]!; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x142 && /^has$/i.test(text.slice(i - 3, i)) && wordStart(i - 3) && /^o\b/i.test(text.slice(i + 1, i + 3))) {
          said('pl', i + 2);
          cellAt(i - 3, i + 2);
        } else if ((c === 0x15f || c === 0x15e) && /^ifresi$/i.test(text.slice(i + 1, i + 7)) && wordEnd(i + 7)) said('tr', i + 7);
        else if ((c === 0x15f || c === 0x15e) && /^ifrem$/i.test(text.slice(i + 1, i + 6)) && wordEnd(i + 6)) said('tr', i + 6);
        else if (c === 0x131 && /parolas$/i.test(text.slice(Math.max(0, i - 7), i)) && wordEnd(i + 1)) said('tr', i + 1);
        else if (c === 0x131 && /parolan$/i.test(text.slice(Math.max(0, i - 7), i)) && text[i + 1] === 'z' && wordEnd(i + 2))
          said('tr', i + 2);
        else if (BRACKETS[text[i]!] !== undefined) bracketed(i);
      }
  }

  /** A value in one of BRACKETS' pairs at `at`, after a password's name on its line. */
  function bracketed(at: number): void {
    const closer = BRACKETS[text[at]!]!;
    let close = nextClose.get(closer);
    if (close === undefined || (close >= 0 && close <= at)) nextClose.set(closer, (close = text.indexOf(closer, at + 1)));
    if (close < 0 || close - at > 67) return;
    const inner = text.slice(at + 1, close);
    const v = inner.replace(/^[ \t]/, '').replace(/[ \t]$/, '');
    if (!/^[!-~]{6,64}$/.test(v) || !NAME_BEFORE.test(before(at, 60))) return;
    push(at + 1 + inner.indexOf(v), v);
  }

  const cellNames: Array<[string, RegExp]> = [
    ['pass', /^(?:password|passwort)\b/i],
    ['kennwort', /^kennwort\b/i],
    ['wachtwoord', /^wachtwoord\b/i],
    ['contrase', /^contrase(?:\u00f1|n)a/i],
    ['haslo', /^haslo\b/i],
  ];
  for (const [literal, name] of cellNames)
    for (const at of placesOf(t, literal)) {
      const n = name.exec(text.slice(at, at + 11));
      if (n === null || !lineHead(at)) continue;
      const end = at + n[0].length;
      const cell = execAt(CELL, text, end);
      if (cell !== null) push(cell.index + cell[0].length - cell[1]!.length, cell[1]!);
      const form = execAt(FORM, text, end);
      if (form !== null) push(form.index + form[0].length - form[1]!.length, form[1]!);
    }
  for (const at of placesOf(t, 'parola')) {
    cellAt(at, at + 6);
    if ((text[at + 6] === 'm' || text[at + 6] === 'M') && wordStart(at) && wordEnd(at + 7)) said('tr', at + 7);
  }
  for (const at of placesOf(t, 'pass'))
    if (/^passe$/i.test(text.slice(at, at + 5)) && /mot[ \t]de[ \t]$/i.test(text.slice(Math.max(0, at - 7), at)) && lineHead(at - 7)) {
      let end = at + 5;
      const q = /^[ \t]{1,3}(?:provisoire|temporaire)/i.exec(text.slice(end, end + 16));
      if (q !== null) end += q[0].length;
      const cell = execAt(CELL, text, end);
      if (cell !== null) push(cell.index + cell[0].length - cell[1]!.length, cell[1]!);
    }
  // OCR's misreadings of "Password" (a digit for a letter, "vv" for "w", a blank or a soft hyphen inside), at a line's head.
  for (const [literal, end] of OCR_LABELS)
    for (const at of placesOf(t, literal)) {
      if (
        !text
          .slice(at + literal.length, at + end)
          .toLowerCase()
          .endsWith('word'.slice(0, end - literal.length)) ||
        !lineHead(at)
      )
        continue;
      const m = execAt(AFTER_COLON, text, at + end);
      if (m !== null) push(m.index + m[0].length - m[1]!.length, m[1]!);
    }
  for (const at of placesOf(t, 'pass')) {
    const o = /^pass(?:w0rd|vvord|\u00adword)/i.exec(text.slice(at, at + 10));
    if (o === null || !lineHead(at)) continue;
    const m = execAt(AFTER_COLON, text, at + o[0].length);
    if (m !== null) push(m.index + m[0].length - m[1]!.length, m[1]!);
  }

  // A handover's second line inside a JSON string ("user: x\\npass: y"), the other readings read at a raw line's head;
  // German "Kennw." at a line's head.
  const afterColon = (end: number): void => {
    const m = execAt(AFTER_COLON, text, end);
    if (m !== null) push(m.index + m[0].length - m[1]!.length, m[1]!);
  };
  for (const word of ['pass', 'mdp'])
    for (const at of placesOf(t, word))
      if (text[at - 1] === 'n' && text[at - 2] === '\\' && wordEnd(at + word.length)) afterColon(at + word.length);
  for (const at of placesOf(t, 'kennw.')) if (lineHead(at)) afterColon(at + 6);

  // A meeting's passcode, its host key, a leader's or a moderator's PIN.
  const passcode = (end: number, colon: boolean): void => {
    const m = execAt(colon ? AFTER_COLON : AFTER_LABEL, text, end);
    if (m === null) return;
    const v = m[1]!;
    if (PASSCODE.test(v) && !/^(?:[a-z]+|[A-Z][a-z]+)$/.test(v) && !(/^[A-Za-z]+$/.test(v) && joinedWords(v)) && !TRIVIAL.test(v))
      push(m.index + m[0].length - v.length, v, true);
  };
  for (const at of placesOf(t, 'pass'))
    if (/^passcode\b/i.test(text.slice(at, at + 9)) && wordStart(at))
      passcode(at + 8, !/zoom[ \t]$/i.test(text.slice(Math.max(0, at - 5), at)));
  for (const word of ['kenncode', 'code secret', 'meeting password']) for (const at of placesOf(t, word)) passcode(at + word.length, true);
  for (const at of placesOf(t, 'host ')) if (/^host (?:key|pin)\b/i.test(text.slice(at, at + 9)) && wordStart(at)) pin(at + 8);
  for (const word of ['leader pin', 'moderator pin', 'chairperson pin'])
    for (const at of placesOf(t, word)) if (wordStart(at) && wordEnd(at + word.length)) pin(at + word.length);
  /** A host key or a PIN: 6 to 10 digits after a colon. */
  function pin(end: number): void {
    const m = execAt(AFTER_COLON, text, end);
    if (m !== null && /^\d{6,10}$/.test(m[1]!) && !TRIVIAL.test(m[1]!)) push(m.index + m[0].length - m[1]!.length, m[1]!, true);
  }

  // A Wi-Fi voucher or a hotspot's access code, its network named right before it ("Wi-Fi voucher", "WLAN access code")
  // or in its label ("voucher for the guest network:"): a network named elsewhere on the line or the one before is a
  // hotel's or a café's text beside a discount or a breakfast voucher.
  const voucher = (end: number, named: string): void => {
    const m = /^(?:[ \t]{1,3}code)?(?:[ \t]{1,3}(?:f\u00fcr|for)[ \t][^:\n]{1,30}:|[ \t]{0,3}:|[ \t]{1,3}is)?[ \t]{1,3}/i.exec(
      text.slice(end, end + 60),
    );
    if (m === null || !(NETWORK_BEFORE.test(named) || NETWORK.test(m[0]))) return;
    const rest = /^[!#-&*-;=?-Z^_a-~]{6,20}?(?=[.,;]?(?:$|[\s"'<]|\\[nrt]))/.exec(text.slice(end + m[0].length, end + m[0].length + 24));
    if (rest !== null && VOUCHER.test(rest[0])) push(end + m[0].length, rest[0], true);
  };
  for (const at of placesOf(t, 'voucher')) if (wordEnd(at + 7)) voucher(at + 7, before(at, 24));
  for (const at of placesOf(t, 'access code')) voucher(at + 11, before(at, 24));

  // Recovery codes under their name: three or more of one shape, most with a digit.
  for (const word of ['recovery code', 'backup code', 'wiederherstellungscode'])
    for (const at of placesOf(t, word)) {
      let i = at + word.length + (text[at + word.length] === 's' ? 1 : 0);
      const label = /^[^:\n\\]{0,80}:|^[ \t]{0,3}(?:\r?\n|\\n){1,2}/.exec(text.slice(i, i + 82));
      if (label === null || (label[0].endsWith(':') && /\b(?:format|left|remaining|are|were|is)\b/i.test(label[0]))) continue;
      // Codes a log or an inventory lists under the same words: error codes seen, key ids, tapes.
      if (/\b(?:ids?|errors?|seen|common|failed|logged|tapes?)\b/i.test(before(at, 60) + label[0])) continue;
      i += label[0].length;
      const codes: Array<[number, string]> = [];
      for (let n = 0; n < 20; n++) {
        const sep = execAt(BETWEEN, text, i);
        if (sep === null && n > 0) break;
        const c = execAt(CODE, text, i + (sep?.[0].length ?? 0));
        if (c === null) break;
        codes.push([c.index, c[0]]);
        i = c.index + c[0].length;
      }
      if (codes.length < 3 || new Set(codes.map(([, c]) => c.length)).size > 1) continue;
      if (codes.filter(([, c]) => /\d/.test(c)).length * 2 < codes.length) continue;
      // Numbers of five to seven digits are a list of error codes, ids or amounts as often.
      if (codes.every(([, c]) => /^\d{1,7}$/.test(c))) continue;
      // Issued codes are random: a shared head (`0x8007…`, `TAPE00…`) makes them numbers in a series.
      if (codes.every(([, c]) => c.slice(0, 3).toLowerCase() === codes[0]![1].slice(0, 3).toLowerCase())) continue;
      // A list's codes are short (five letters and digits): isPlaceholder reads those as words; the list's shape says more.
      for (const [cAt, c] of codes)
        if (!taken(cAt, cAt + c.length) && !/^(.)\1+$/.test(c.replace(/-/g, '')) && !example(cAt))
          out.push({ code: 'credential_password', start: cAt, end: cAt + c.length, redact: 'password' });
    }
}
