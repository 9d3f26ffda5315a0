/**
 * credential_leak: a secret held as a name/value pair, as deployment tools and their logs write settings — a JSON
 * object whose name field names a secret and whose value field holds it (`{"name": "DB_PASSWORD", "value": "…"}` in an
 * ECS task or a Kubernetes env list, `{"Key": "api_key", "Value": "…"}`, CloudFormation's `ParameterKey` and
 * `ParameterValue`, `aws ssm get-parameter --with-decryption`'s `"Name": "/prod/db/password"` and `"Value"`), and the
 * CLI's `ParameterKey=DBPassword,ParameterValue=…`. The name must end in a secret's name (not `password_hash`,
 * `PasswordPolicy`, a page's token), the value must read as one and look random (no reference, ARN, placeholder, hash,
 * ciphertext of a SecureString). Only the value is redacted. Each reading starts at an indexed literal (`alue"`,
 * `alue\"`, `value=`) and reads a bounded stretch around it.
 */
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';
import { valueLike } from './left-secrets.js';
import { spansTaken } from './named-secrets.js';

/** A value field from its name's `value`: the quote closing the name, a colon, the quoted value. */
const VALUE_FIELD = /value(\\?)"[ \t]{0,3}:[ \t]{0,3}\1"([^"\\\s]{6,128})\1"/iy;
/** A name field in the same object: its quoted name, then the quoted name it gives. */
const NAME_FIELD = /(\\?)"(?:name|key|parameterkey|field|attribute)\1"[ \t]{0,3}:[ \t]{0,3}\1"([^"\\\s]{1,120})\1"/gi;
/** The CLI's pair: `ParameterKey=NAME,ParameterValue=` before a value. */
const CLI_KEY = /ParameterKey=([\w./:-]{1,120}),Parameter$/i;
const CLI_VALUE = /value=([^\s,"'\\]{6,128})(?=[\s,"'\\]|$)/iy;
/** A setting's name that ends in a secret's (its words split at camel humps, `/`, `:`, `_`, `.` or `-`). */
const SECRET_NAME =
  /(?:^|[^a-z])(?:password|passwd|passphrase|pwd|secret|client_secret|secret_key|api_?key|access_key|private_key|auth_token|access_token|api_token|deploy_token|bot_token)$/;
/** How far back and on an object's fields are read from its value field. */
const REACH = 400;

/** Whether a setting's name names a secret: `DBPassword`, `/prod/db/password`, `ConnectionStrings:Default:Password`. */
function namesSecret(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
  return SECRET_NAME.test(words);
}

/**
 * A pair's value: reads as a password, not a reference (`arn:…`, `ssm:/…`), a ciphertext (AWS KMS `AQIC…`, `AQEC…`,
 * `AQIB…`; a sealed secret's `Ag…`; GCP KMS `CiQA…`; Fernet `gAAAAA…`; Ansible Vault) or a publishable key.
 */
const pairValue = (v: string, isPlaceholder: (v: string) => boolean): boolean =>
  valueLike(v) && !isPlaceholder(v) && !CIPHERTEXT.test(v) && !/^[a-z][\w+.-]{0,20}:/i.test(v);
export const CIPHERTEXT = /^(?:AQ[EI][BC]|Ag[A-Z]|CiQA|gAAAAA|\$ANSIBLE_VAULT|pk_(?:live|test)_)/;

/** The pairs above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectPairCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const taken = spansTaken(out);
  const push = (start: number, v: string): void => {
    if (!pairValue(v, isPlaceholder) || taken(start, start + v.length)) return;
    out.push({ code: 'credential_password', start, end: start + v.length, redact: 'password' });
  };
  // Each from its second letter (the index's literals: `alu` starts fewer words of prose than `val`).
  for (const literal of ['alue"', 'alue\\"']) {
    for (const place of placesOf(t, literal)) {
      const at = place - 1;
      VALUE_FIELD.lastIndex = at;
      const m = VALUE_FIELD.exec(text);
      if (m === null) continue;
      // `"value"` or `"ParameterValue"`: a name's quote before it.
      const lead = text.slice(Math.max(0, at - 10), at);
      if (!/(?:^|")(?:parameter)?$/i.test(lead.replace(/\\$/, ''))) continue;
      // The object around it: back to its `{` and on to its `}` (or a stretch of fields where no brace is near).
      let from = at;
      while (from > 0 && at - from < REACH && text[from - 1] !== '{' && text[from - 1] !== '}') from--;
      let to = at + m[0].length;
      while (to < text.length && to - at < REACH && text[to] !== '}' && text[to] !== '{') to++;
      let name: string | undefined;
      let distance = Number.POSITIVE_INFINITY;
      for (const n of text.slice(from, to).matchAll(NAME_FIELD)) {
        const d = Math.abs(from + n.index - at);
        if (d < distance) [name, distance] = [n[2], d];
      }
      if (name !== undefined && namesSecret(name)) push(at + m[0].length - m[2]!.length - m[1]!.length - 1, m[2]!);
    }
  }
  for (const at of placesOf(t, 'value=')) {
    if (!/^parameter$/i.test(text.slice(at - 9, at))) continue;
    const k = CLI_KEY.exec(text.slice(Math.max(0, at - 140), at));
    if (k === null || !namesSecret(k[1]!)) continue;
    CLI_VALUE.lastIndex = at;
    const v = CLI_VALUE.exec(text);
    if (v !== null) push(at + 6, v[1]!);
  }
}
