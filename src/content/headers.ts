/**
 * credential_leak in HTTP: a credential after an `Authorization` scheme other than Bearer and Basic
 * (`Token`, `SSWS`, `Bot`, `Splunk`, `DeepL-Auth-Key`, any scheme's word; credentials.ts and secrets.ts read those
 * two; Digest, Negotiate, NTLM and signed requests — AWS's, Azure's SharedKey, any HMAC scheme — carry no
 * reusable secret). Only the
 * credential is redacted; the header's name and scheme stay. A signed URL's signature is no leak
 * (docs/content-readings.md): it opens one object for a while, as the link it was made to be.
 */
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';
import { readsAsSecret } from './placeholders.js';

/**
 * `Authorization: Token …` and its kin, in a header, a JSON object, a code literal (quotes escaped too), an index
 * (`headers["Authorization"] = "Token …"`) or a call (`setRequestHeader('Authorization', 'Token …')`).
 */
const AUTH_SCHEME =
  /authorization(?:\\?["']\]?[ \t]{0,4}[:=,]|\]?[ \t]{0,4}[:=])[ \t]{0,4}\\?["']?[ \t]{0,4}(?!(?:basic|bearer|digest|negotiate|ntlm|aws|hmac|sharedkey(?:lite)?|signature)\b|[\w-]{0,20}(?:hmac|sha\d))[A-Za-z][\w.-]{1,30}[ \t]{1,4}([A-Za-z0-9._~+/=:-]{8,512})/iy;

/** The credentials above in `t`, into `out`; `isPlaceholder`: credentials.ts's test (passed in: no cycle). */
export function detectHeaderCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const push = (re: RegExp, at: number): void => {
    re.lastIndex = at;
    const m = re.exec(text);
    if (m === null || isPlaceholder(m[1]!) || !readsAsSecret(m[1]!)) return;
    // A scheme's parameters (`OAuth oauth_consumer_key="…", oauth_signature="…"`) are a signed request's, not a reusable secret.
    if (/=[^=]|=$/.test(m[1]!) && text.charCodeAt(m.index + m[0].length) === 34) return;
    const start = m.index + m[0].length - m[1]!.length;
    out.push({ code: 'credential_api_key', start, end: start + m[1]!.length, redact: 'secret' });
  };
  for (const i of placesOf(t, 'authorization')) push(AUTH_SCHEME, i);
}
