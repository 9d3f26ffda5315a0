/**
 * credential_leak: a key's or a secret's name in prose right before its value, no colon or copula between ("client secret
 * VW7G…, tenant …", "API key Xk9…"), or with a scheme's or an environment's name in brackets before the colon ("API token
 * (SSWS): 00a…"), docs/content-readings.md, "Keys named bare in prose". The name is two words (api, access, auth, client,
 * secret, private or app before key, token or secret) and the value long and random: 24 to 128 characters of a key's
 * alphabet with a digit and both cases, not joined words, not a placeholder, not on an example's line. Only the value is
 * redacted. And a password's, a PIN's or a passcode's name, a comma, then "it's" and a value that reads as generated
 * ("the admin PIN, it's …, is that normal?"). And Russian's "пароль от / для" and a word or two, then a dash as the
 * copula ("Пароль от почты — …"), before a value that reads as generated. Each place starts at an indexed literal and one sticky pattern is tried there.
 */
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { lineEndWithin, lineStartWithin } from './line-bounds.js';
import { valueLike } from './left-secrets.js';
import { joinedWords, spansTaken } from './named-secrets.js';
import { EXAMPLE } from './office-secrets.js';

/** The word before the key's own: "API key", "client secret", "access token". */
const FIRST_WORD = /(?:^|[^\w-])(?:api|access|auth|client|secret|private|app)[ \t]$/i;
/** From the name's end: a bracketed scheme or environment and a colon maybe, then the value (group 1). */
const AFTER =
  /(?:[ \t]{1,2}\([A-Za-z0-9 ._-]{1,16}\)[ \t]{0,2}:)?[ \t]{1,2}([A-Za-z0-9_~+/=-]{24,128}|[A-Za-z0-9_~+/=-][A-Za-z0-9_~.+/=-]{22,126}[A-Za-z0-9_~+/=-])(?![\w~.+/=-])/y;

/** From a password's name's end: a comma, "it's", the value (group 1). */
const ITS = /,[ \t]{1,2}it['\u2019]s[ \t]{1,2}([!#-&*-+\--;=?-Z^_a-~]{6,64}?)(?=[.,;!?]?(?:$|[\s"']|\\[nt]))/iy;

/** From Russian's "пароль": "от" or "для" and one or two words, a dash, the value (group 1). */
const RU_DASH =
  /[ \t]{1,2}(?:\u043e\u0442|\u0434\u043b\u044f)(?:[ \t]{1,2}[\p{L}-]{1,20}){1,3}?[ \t]{1,2}[\u2014\u2013-][ \t]{1,2}([!#-&*-+\--;=?-Z^_a-~]{6,64}?)(?=[.,;!?]?(?:$|[\s"']|\\[nt]))/uy;

export function detectBareKeys(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const taken = spansTaken(out);
  for (const word of ['key', 'token', 'secret'])
    for (const at of placesOf(t, word)) {
      const end = at + word.length;
      if (/[\w-]/.test(text[end] ?? '') || !FIRST_WORD.test(text.slice(Math.max(0, at - 9), at))) continue;
      const m = execAt(AFTER, text, end);
      if (m === null) continue;
      const v = m[1]!;
      const start = m.index + m[0].length - v.length;
      if (!/\d/.test(v) || !/[a-z]/.test(v) || !/[A-Z]/.test(v) || joinedWords(v) || isPlaceholder(v) || taken(start, start + v.length))
        continue;
      const s = lineStartWithin(text, at, 120);
      if (EXAMPLE.test(text.slice(s < 0 ? at - 120 : s, lineEndWithin(text, end, 90)))) continue;
      out.push({ code: 'credential_api_key', start, end: start + v.length, redact: 'secret' });
    }
  for (const word of ['password', 'passcode', 'pin', 'passphrase'])
    for (const at of placesOf(t, word)) {
      const end = at + word.length;
      if (/\w/.test(text[end] ?? '') || /\w/.test(text[at - 1] ?? '')) continue;
      const m = execAt(ITS, text, end);
      if (m === null) continue;
      const v = m[1]!;
      const start = m.index + m[0].length - v.length;
      if (valueLike(v) && !isPlaceholder(v) && !taken(start, start + v.length))
        out.push({ code: 'credential_password', start, end: start + v.length, redact: 'password' });
    }
  for (const at of placesOf(t, '\u043f\u0430\u0440\u043e\u043b\u044c')) {
    if (/[\p{L}]/u.test(text[at - 1] ?? '')) continue;
    const m = execAt(RU_DASH, text, at + 6);
    if (m === null) continue;
    const v = m[1]!;
    const start = m.index + m[0].length - v.length;
    if (valueLike(v) && !isPlaceholder(v) && !taken(start, start + v.length))
      out.push({ code: 'credential_password', start, end: start + v.length, redact: 'password' });
  }
}
