/**
 * credential_leak for a value written apart from the name that says it is a secret: a TOML multi-line string
 * (`password = """` and the value on the next line, or `'''`), and a JSON object of a name and a value as Bitwarden's
 * custom fields are (`{"name": "api secret", "value": "…"}`, what `bw get item X | jq .fields` prints). The name must say
 * it holds a secret (ops-secrets.ts secretName, its blanks read as underscores, or a passphrase's), the value reads as
 * one (store-secrets.ts printedSecret, or a passphrase of words) and is no placeholder. Only the value is redacted.
 */
import { isLetter, isWordUnit } from './ascii.js';
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { lineStartWithin } from './line-bounds.js';
import { EXAMPLE, passwordPush } from './office-secrets.js';
import { secretName } from './ops-secrets.js';
import { CIPHERTEXT } from './pair-secrets.js';
import { isWordPassphrase } from './passphrases.js';
import { printedSecret } from './store-secrets.js';

/** A TOML key's code unit: a letter, a digit, `_`, `.` (a dotted key), `-`. */
const isKeyUnit = (c: number): boolean => isWordUnit(c) || c === 46 || c === 45;

/**
 * The TOML key and its `=` just before a multi-line string's opening quotes at `at`, read back from them and not
 * before `lineStart`: blanks, `=`, blanks, then the key's last 64 units at most, from a letter or `_`. A straight scan:
 * a regex over the line would be tried at every quote of a run.
 */
function tomlKeyBefore(text: string, at: number, lineStart: number): string | undefined {
  let i = at;
  for (let n = 0; n < 3 && i > lineStart && (text.charCodeAt(i - 1) === 32 || text.charCodeAt(i - 1) === 9); n++) i--;
  if (i <= lineStart || text.charCodeAt(i - 1) !== 61) return undefined;
  i--;
  for (let n = 0; n < 3 && i > lineStart && (text.charCodeAt(i - 1) === 32 || text.charCodeAt(i - 1) === 9); n++) i--;
  const end = i;
  while (i > lineStart && end - i < 64 && isKeyUnit(text.charCodeAt(i - 1))) i--;
  // The key starts at its first letter or `_` (a digit, `.` or `-` cannot start one).
  while (i < end && !isLetter(text.charCodeAt(i)) && text.charCodeAt(i) !== 95) i++;
  return i < end ? text.slice(i, end) : undefined;
}
/**
 * After the opening quotes: a break maybe, the value (no blank, no quote; or words of letters one blank apart, a
 * passphrase's), a break maybe, the closing quotes.
 */
const TOML_BODY =
  /(?:\r?\n)?[ \t]{0,8}([!#-&(-[\]-~]{6,256}|(?:[A-Za-z][a-z]{2,11} ){2,7}[A-Za-z][a-z]{2,11})(?:\r?\n)?[ \t]{0,8}(?:"""|''')/y;
/** A field's name then its value, in one JSON object (its quotes escaped maybe). */
const NAME_VALUE =
  /"name\\?"[ \t]{0,3}:[ \t]{0,3}\\?"([^"\\\r\n]{1,64})\\?"[ \t]{0,3},(?:[ \t\r\n]|\\n){0,40}\\?"value\\?"[ \t]{0,3}:[ \t]{0,3}\\?"([^"\\\r\n]{6,256})\\?"/y;

/** Whether a name (blanks as underscores) says it holds a secret: a password's, a token's, a passphrase's. */
const fieldNamesSecret = (name: string): boolean => {
  const n = name.trim().replace(/[ \t]+/g, '_');
  return secretName(n) || /(?:^|_)(?:pass)?phrase$/i.test(n);
};

/** The values above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectApartCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const { push } = passwordPush(text, out, isPlaceholder, [EXAMPLE]);
  // A ciphertext (Fernet's `gAAAAA…`, KMS's) or a publishable key is no secret: pair-secrets.ts's list.
  const pushValue = (at: number, v: string): void => {
    if (CIPHERTEXT.test(v)) return;
    if (/[ \t]/.test(v)) {
      if (isWordPassphrase(v)) push(at, v, true);
    } else if (printedSecret(v, true)) push(at, v, true);
  };
  for (const quotes of ['"""', "'''"]) {
    const q = quotes.charCodeAt(0);
    let readTo = 0;
    // A run of quotes is read once, at its start (not at each of its places): past three, the value would start with a
    // quote, which none does.
    for (let at = text.indexOf(quotes); at >= 0; at = text.indexOf(quotes, readTo)) {
      readTo = at + 3;
      while (text.charCodeAt(readTo) === q) readTo++;
      if (readTo - at !== 3) continue;
      const s = lineStartWithin(text, at, 100);
      if (s < 0) continue;
      const key = tomlKeyBefore(text, at, s);
      if (key === undefined || !fieldNamesSecret(key)) continue;
      const m = execAt(TOML_BODY, text, at + 3);
      if (m === null) continue;
      readTo = m.index + m[0].length;
      pushValue(m.index + m[0].indexOf(m[1]!), m[1]!);
    }
  }
  for (const at of placesOf(t, '"name')) {
    const m = execAt(NAME_VALUE, text, at);
    if (m === null || !fieldNamesSecret(m[1]!)) continue;
    const v = m[2]!;
    pushValue(m.index + m[0].lastIndexOf(v), v);
  }
}
