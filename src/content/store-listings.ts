/**
 * credential_leak: secrets in the documents and tables secret stores print for one secret, where no name says what the
 * value is but the store's own field does — AWS SSM's decrypted `SecureString` parameter in `--output table`, `text` and
 * `yaml` (its `Value`), AWS Secrets Manager's `SecretString` (a JSON document's string, a line of `--output text`), and a
 * Bitwarden item's hidden custom field (`"type": 1`). Each starts at a literal (`securestring`, `secretstring`,
 * `secretsmanager:` in an ARN, a `"fields"` key) and reads a bounded stretch after it; a value is no ciphertext (KMS's `AQICAH…`
 * when the parameter was not decrypted), no placeholder, and reads as a password or a generated secret. Only the value
 * is redacted.
 */
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { lineEndWithin, nextLineAfter } from './line-bounds.js';
import { EXAMPLE, passwordPush } from './office-secrets.js';
import { CIPHERTEXT } from './pair-secrets.js';
import { printedSecret } from './store-secrets.js';

/** A value as a store prints it: no blank, no quote, no backslash. */
const V = '[!#-&*-;=?-Z^_a-~]{6,512}';
/** `--output text`'s tab after SecureString, then the value and the version. */
const TEXT_VALUE = new RegExp(String.raw`\t(${V})\t\d{1,6}[ \t]*(?=$|\r|\n|\\[nr]|")`, 'y');
/** `--output yaml`'s next line: `Value: …`. */
const YAML_VALUE = new RegExp(String.raw`^[ \t]{0,12}Value:[ \t]{1,3}['"]?(${V})['"]?[ \t]*$`);
/** `--output table`'s row: `||  Value   |  …  ||`. */
const TABLE_VALUE = new RegExp(String.raw`^\|\|[ \t]{1,4}Value[ \t]{1,40}\|[ \t]{1,4}(${V})[ \t]{0,400}\|\|[ \t]*$`);
/** A JSON `"SecretString": "…"` pair whose value is no JSON document (a JSON one is read by its own names). */
const SECRET_STRING = new RegExp(String.raw`\\?"[ \t]{0,3}:[ \t]{0,3}\\?"(${V.replace('{6,512}', '{6,4096}')})\\?"`, 'y');
/**
 * `get-secret-value --output text`'s line: the ARN, the date, the name, the secret, the version's id, its stages (the
 * fields sorted by name).
 */
const SECRET_LINE = new RegExp(
  String.raw`arn:aws:secretsmanager:[\w:/+=,.@-]{1,300}\t[\w:.+-]{1,40}\t[\w/+=.@-]{1,300}\t(${V})\t[0-9a-fA-F-]{32,40}\t`,
  'y',
);
/** A Bitwarden custom field whose type is 1 (hidden): its name, its value, then its type. */
const HIDDEN_FIELD =
  /\\?"value\\?"[ \t]{0,3}:[ \t]{0,3}\\?"([^"\\\r\n]{6,512})\\?"[ \t]{0,3},(?:[ \t\r\n]|\\[nrt]){0,24}\\?"type\\?"[ \t]{0,3}:[ \t]{0,3}1(?![\d.])/y;

/** A Bitwarden item's own keys (`"object": "item"`, `"revisionDate"`, `"organizationId"`, `"folderId"`) or its `bw` command. */
const BITWARDEN_ITEM =
  /\\?"object\\?"[ \t]{0,3}:[ \t]{0,3}\\?"item\\?"|\\?"(?:revisionDate|organizationId|folderId)\\?"[ \t]{0,3}:|(?:^|[\s$#%>])bw[ \t]{1,3}(?:get|list)[ \t]/;

/** The values above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectStoreListings(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const { push } = passwordPush(text, out, isPlaceholder, [EXAMPLE]);
  /** A value the store's field says is its secret: pushed unless it is ciphertext or a JSON document. */
  const pushStored = (at: number, v: string): void => {
    if (!CIPHERTEXT.test(v) && !v.startsWith('{')) push(at, v, printedSecret(v, true));
  };
  /** The next line from `end` (a line's end), or -1 at the text's end. */
  const lineAfter = (end: number): number => (end >= text.length ? -1 : nextLineAfter(text, end));

  // AWS SSM's SecureString parameter, decrypted: its value on the same line (`--output text`), on the next (`yaml`), or
  // in the table's `Value` row within the next two (`table`: its rows sorted, Type then Value).
  for (const at of placesOf(t, 'securestring')) {
    const end = at + 12;
    if (text.slice(at, end) !== 'SecureString') continue;
    const m = execAt(TEXT_VALUE, text, end);
    if (m !== null) {
      pushStored(end + 1, m[1]!);
      continue;
    }
    const lineEnd = lineEndWithin(text, end, 400);
    let row = lineAfter(lineEnd);
    for (let n = 0; n < 2 && row >= 0; n++) {
      const rowEnd = lineEndWithin(text, row, 800);
      const line = text.slice(row, rowEnd);
      const v = (n === 0 ? YAML_VALUE.exec(line) : null) ?? TABLE_VALUE.exec(line);
      if (v !== null) {
        pushStored(row + v[0].indexOf(v[1]!), v[1]!);
        break;
      }
      row = lineAfter(rowEnd);
    }
  }

  // Secrets Manager's SecretString as JSON, and its line in `--output text`.
  for (const at of placesOf(t, 'secretstring')) {
    if (text.slice(at, at + 12) !== 'SecretString') continue;
    const m = execAt(SECRET_STRING, text, at + 12);
    if (m !== null) pushStored(m.index + m[0].lastIndexOf(m[1]!), m[1]!);
  }
  for (const at of placesOf(t, 'secretsmanager:')) {
    if (!text.startsWith('arn:aws:', at - 8)) continue;
    const m = execAt(SECRET_LINE, text, at - 8);
    if (m !== null) pushStored(m.index + m[0].lastIndexOf(`\t${m[1]!}\t`) + 1, m[1]!);
  }

  // A Bitwarden item's hidden custom fields: each `"value"` in its `"fields"` list (the next 2 KB) typed 1, where the
  // item's own keys or the `bw` command are near (a form's or an API's `"fields"` with a `"type": 1` is no item), and the
  // value reads as a secret (no city's name, no order's number).
  let readTo = -1;
  for (const at of placesOf(t, '"fields')) {
    if (at < readTo || (text[at + 7] !== '"' && text[at + 7] !== '\\')) continue;
    readTo = at + 2048;
    if (!BITWARDEN_ITEM.test(text.slice(Math.max(0, at - 2048), readTo))) continue;
    const stretch = text.slice(at, readTo);
    for (let i = stretch.indexOf('"value'); i >= 0; i = stretch.indexOf('"value', i + 6)) {
      const from = at + i - (text[at + i - 1] === '\\' ? 1 : 0);
      const m = execAt(HIDDEN_FIELD, text, from);
      if (m !== null && !CIPHERTEXT.test(m[1]!)) push(m.index + m[0].indexOf(m[1]!), m[1]!, printedSecret(m[1]!, true));
    }
  }
}
