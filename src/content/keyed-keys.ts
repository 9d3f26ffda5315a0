/**
 * credential_leak: keys that no prefix marks, read where public secret scanners read them — beside the name their
 * provider gives them (`DD_APP_KEY`, `ALGOLIA_ADMIN_KEY`, `RAILS_MASTER_KEY`, `Ocp-Apim-Subscription-Key`, `TS_AUTHKEY`,
 * Laravel's `APP_KEY`), after the command that takes them (`ngrok config add-authtoken`, `wandb login`), in a
 * `kaggle.json`, as an Azure DevOps token's `AZDO` signature inside it, and as the path or query of a webhook URL that
 * is its only secret (Zapier, IFTTT, Make, Feishu/Lark, WeCom). The value must be long and look random: a keyword
 * beside a word, a name or a short value is not read. Every pattern is sticky at a literal and bounded.
 */
import { isAlnum } from './ascii.js';
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';

/**
 * A key's name that the shared assignment reading (credentials.ts) does not take, with a value of twenty characters
 * or more; group 1 the value's quote, group 2 the value.
 */
const KEYED =
  /(?:application|subscription|master|admin|app|sdk|auth)[_-]?key["']?[ \t]{0,4}[=:][ \t]{0,4}(["']?)([A-Za-z0-9+/=:_~.-]{20,200})/iy;
/** How far before its `key` a KEYED name starts at most (`subscription-`). */
const KEYED_REACH = 13;
/** Names of keys meant to be seen: Pusher's app key, a search-only or public key, a site key. */
const PUBLIC_KEY_NAME = /(?:pusher|search|public|publishable|site|client)[_-]?(?:only[_-]?)?$/i;

/** A kaggle.json's key: 32 hex digits after the file's `"username"`. */
const KAGGLE = /"key"[ \t]*:[ \t]*"([0-9a-f]{32})"/y;
const KAGGLE_USER = /"username"[ \t]*:[ \t]*"[^"\n]{1,64}"[ \t]*,[ \t]*$/;

/** `ngrok authtoken T`, `ngrok config add-authtoken T` (the `token` of `authtoken`, then the token). */
const NGROK = /token[ \t]+(\d[A-Za-z0-9]{20,30}_[A-Za-z0-9]{15,30})\b/y;
/** `wandb login KEY`, also with `--relogin`. */
const WANDB = /wandb[ \t]+login[ \t]+(?:--relogin[ \t]+)?([a-f0-9]{40})\b/y;

/** Webhook URLs whose path or query is the secret; one group per provider (the `://` is the anchor). */
const WEBHOOK =
  /:\/\/(?:hooks\.zapier\.com\/hooks\/catch\/(\d{4,12}\/[A-Za-z0-9]{5,12})|maker\.ifttt\.com\/trigger\/[A-Za-z0-9_.-]{1,64}\/with\/key\/([A-Za-z0-9_-]{20,40})|hook\.(?:eu|us)\d\.make\.com\/([a-z0-9]{32})|open\.(?:feishu\.cn|larksuite\.com)\/open-apis\/bot\/v2\/hook\/([0-9a-f-]{36})|qyapi\.weixin\.qq\.com\/cgi-bin\/webhook\/send\?key=([0-9a-f-]{36}))/y;

/** Whether the word at `p` starts a camelCase name's part (`ddAppKey`): a lower-case letter, then it in upper case. */
const isCamel = (text: string, p: number): boolean => {
  const a = text.charCodeAt(p - 1);
  const b = text.charCodeAt(p);
  return a >= 97 && a <= 122 && b >= 65 && b <= 90;
};
/**
 * A value as generated keys are written: no path, resource, reference or cache key (`/`, `:` but Laravel's `base64:`,
 * `.`), no words joined by `_` or `-` (`sub_2024_premium_monthly_eur`, `tenant_0042_region_eu1`), no type-prefixed id
 * (`price_1Oa…`), no zeroed UUID. An app's key only as Laravel (`base64:…`) or Datadog (hex) write it: JPush's, Umeng's
 * and Reverb's are sent to clients (an independent review found those and the rest flagged).
 */
function randomValue(value: string, name: string): boolean {
  const body = value.startsWith('base64:') ? value.slice(7) : value;
  if (/^app[_-]?key/i.test(name) && !value.startsWith('base64:') && !/^[0-9a-f]{32,}$/.test(value)) return false;
  if (/[/:.]/.test(body.replace(/=+$/, '')) && !/^[A-Za-z0-9+/]+=*$/.test(body)) return false;
  // Words: parts of three letters or more, not all of them hex digits (a UUID's `edea` is no word).
  const words = body.split(/[_-]/).filter((w) => /^[a-z]{3,}$/i.test(w) && /[g-z]/i.test(w)).length;
  if (words >= 2 || /^[a-z]{2,12}_[A-Za-z0-9]/.test(body)) return false;
  return !/0{16}/.test(body.replace(/-/g, ''));
}

/** A digit and a letter: what a generated value holds and a word or a name does not. */
const mixed = (v: string): boolean => /\d/.test(v) && /[A-Za-z]/.test(v);

/** The credentials above in `t`, into `out`; `isPlaceholder`: credentials.ts's test (passed in: no cycle). */
export function detectKeyedCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const push = (value: string, start: number, redact: 'secret' | 'api_key'): void => {
    if (!isPlaceholder(value)) out.push({ code: 'credential_api_key', start, end: start + value.length, redact });
  };
  const keys = placesOf(t, 'key');
  let last = -1;
  for (const k of keys) {
    // `key`, maybe a quote, blanks, then `=` or `:`: what KEYED and KAGGLE both need (most keys in a text are words).
    let q = k + 3;
    if (text.charCodeAt(q) === 34 || text.charCodeAt(q) === 39) q++;
    while (q < k + 8 && (text.charCodeAt(q) === 32 || text.charCodeAt(q) === 9)) q++;
    if (text.charCodeAt(q) !== 61 && text.charCodeAt(q) !== 58) continue;
    for (let p = Math.max(last + 1, k - KEYED_REACH); p <= k; p++) {
      const c = text.charCodeAt(p) | 0x20;
      if ((c !== 97 && c !== 109 && c !== 115) || (p > 0 && isAlnum(text.charCodeAt(p - 1)) && !isCamel(text, p))) continue;
      KEYED.lastIndex = p;
      const m = KEYED.exec(text);
      if (m === null) continue;
      last = p + m[0].length;
      const quote = m[1]!;
      let value = m[2]!;
      const valueStart = p + m[0].length - value.length;
      if (quote !== '') {
        if (!value.endsWith(quote) && text[valueStart + value.length] !== quote) break;
      } else value = value.replace(/[.:]+$/, '');
      if (
        !mixed(value) ||
        value.length < 20 ||
        PUBLIC_KEY_NAME.test(text.slice(Math.max(0, p - 16), p)) ||
        !randomValue(value, text.slice(p, p + 14))
      )
        break;
      push(value, valueStart, 'secret');
      break;
    }
    KAGGLE.lastIndex = k - 1;
    const kaggle = k > 0 ? KAGGLE.exec(text) : null;
    if (kaggle !== null && KAGGLE_USER.test(text.slice(Math.max(0, k - 100), k - 1)) && mixed(kaggle[1]!))
      push(kaggle[1]!, k - 1 + kaggle[0].length - 33, 'api_key');
  }
  for (const p of placesOf(t, 'token')) {
    if (p < 4 || (text.charCodeAt(p - 1) | 0x20) !== 104 || text.slice(p - 4, p).toLowerCase() !== 'auth') continue;
    NGROK.lastIndex = p;
    const m = NGROK.exec(text);
    if (m !== null && /[a-z]/.test(m[1]!) && /[A-Z]/.test(m[1]!)) push(m[1]!, p + m[0].length - m[1]!.length, 'api_key');
  }
  for (const p of placesOf(t, 'wandb')) {
    WANDB.lastIndex = p;
    const m = WANDB.exec(text);
    if (m !== null && mixed(m[1]!)) push(m[1]!, p + m[0].length - 40, 'api_key');
  }
  for (const p of placesOf(t, 'azdo')) {
    // An Azure DevOps token of the current format: 84 letters and digits that hold `AZDO`.
    if (!text.startsWith('AZDO', p)) continue;
    let a = p;
    while (a > 0 && p - a < 84 && isAlnum(text.charCodeAt(a - 1))) a--;
    let b = p + 4;
    while (b < text.length && b - a <= 84 && isAlnum(text.charCodeAt(b))) b++;
    const token = text.slice(a, b);
    if (token.length === 84 && /[a-z]/.test(token) && /[A-Z]/.test(token) && /\d/.test(token)) push(token, a, 'api_key');
  }
  for (const p of placesOf(t, '://')) {
    // The hosts start with h, m, o or q.
    const c = text.charCodeAt(p + 3);
    if (c !== 104 && c !== 109 && c !== 111 && c !== 113) continue;
    WEBHOOK.lastIndex = p;
    const m = WEBHOOK.exec(text);
    if (m === null) continue;
    const secret = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]!;
    if (!mixed(secret) || /x{4}/i.test(secret)) continue;
    push(secret, p + m[0].length - secret.length, 'secret');
  }
}
