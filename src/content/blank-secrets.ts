/**
 * credential_leak: an app's secret written as its identifier in prose, a blank, then its value, with no `=` or `:`
 * between them — "client_id …, client_secret …" in minutes or a ticket, "clientSecret …", "webhook_secret …" in a note
 * (docs/content-readings.md, "A secret's identifier and a blank before its value"). The identifier is code's: a word
 * joined to `_secret` by an underscore or to `Secret` by a camel hump, so prose's "the client secret is rotated" is
 * not read. The value must look generated (letters of both cases and a digit, sixteen or more, valueLike), not a
 * placeholder, and end where a word would. What it leaves: a value of words ("client_secret stored in the vault"),
 * masks, references, and a value split by blanks. Only the value is redacted. Each reading starts at the indexed
 * literal `secret` and reads a bounded stretch around it.
 */
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';
import { valueLike } from './left-secrets.js';
import { spansTaken } from './named-secrets.js';

/** The identifier before `secret` at its place: a snake-case word ending `_` or a camel-case word ending in a small letter. */
const IDENTIFIER_BEFORE = /(?<![\w-])(?:[a-z][a-z0-9]{1,15}_(?:[a-z0-9]{1,15}_)?|[a-z][a-z0-9]{1,15})$/;
/** After `secret`: one to three blanks, then the value up to a mark, a blank or the end. */
const VALUE_AFTER = /[ \t]{1,3}([A-Za-z0-9][A-Za-z0-9_+/=~-]{15,127})(?![A-Za-z0-9_+/=~-])/y;

/** The values above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectBlankCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const taken = spansTaken(out);
  for (const at of placesOf(t, 'secret')) {
    const written = text.slice(at, at + 6);
    // `_secret` in small letters, or `Secret` after a small letter (a camel hump).
    const snake = written === 'secret' && text[at - 1] === '_';
    const camel = written === 'Secret' && /[a-z0-9]/.test(text[at - 1] ?? '');
    if (!snake && !camel) continue;
    const before = text.slice(Math.max(0, at - 34), at);
    if (!IDENTIFIER_BEFORE.test(before) || (snake && !before.endsWith('_')) || (camel && before.endsWith('_'))) continue;
    VALUE_AFTER.lastIndex = at + 6;
    const m = VALUE_AFTER.exec(text);
    if (m === null) continue;
    const v = m[1]!;
    if (!/[a-z]/.test(v) || !/[A-Z]/.test(v) || !/[0-9]/.test(v) || !valueLike(v) || isPlaceholder(v)) continue;
    const start = m.index + m[0].length - v.length;
    if (taken(start, start + v.length)) continue;
    out.push({ code: 'credential_password', start, end: start + v.length, redact: 'secret' });
  }
}
