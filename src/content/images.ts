/**
 * prompt_injection by markdown: an image (or a link) whose URL's query carries the conversation
 * or a secret out when the agent's reply is rendered: a placeholder the agent is to fill
 * (`?d={conversation}`, `?k=$SECRET`, `<secrets>`). Data already written into such a URL is
 * adversarial_url's (urls.ts). A badge, a screenshot or a template's `{package}` carries nothing. A bare URL the reader is
 * ordered to open ("open https://…?d={conversation}") carries the same.
 */
import type { Hit } from './codes.js';
import { toldBefore } from './cues.js';

/** The URL of `](…)`, from its `(` on; a `[…]` in it may hold spaces (`?k=[INSERT API KEY HERE]`), a `<NAME>` is a placeholder. */
const TARGET = /\((https?:\/\/(?:[^\s()<>[]|\[[^()<>\]\n]{0,60}\]|<[A-Za-z_ -]{1,40}>){1,2000}(?:\([^\s()]{0,200}\)[^\s()<>]{0,200})?)\)/y;
/** A placeholder in a query value: `{name}`, `{{name}}`, `<name>`, `$NAME`, `[NAME]`, `=CHAT_HISTORY`, `__NAME__`; the name is group 1–6. */
const PLACEHOLDER =
  /\{\{?\s{0,2}([A-Za-z_ .-]{1,40}?)\s{0,2}\}\}?|<([A-Za-z_ -]{1,40})>|\$\{?([A-Z_]{3,40})\}?|\[([A-Z][A-Z_ ]{2,40})\]|=([A-Z]{2,20}_[A-Z_]{2,30})(?=[&#]|$)|__([A-Za-z][A-Za-z_]{1,38}?)__/g;
/** What a placeholder's name says it stands for: something of the conversation or a secret. */
const CARRIED_NAME =
  /conversation|chat|history|messages?|secret|key|token|password|credential|summary|context|memory|data|e-?mail|env|session|cookie|prompt|info|answer|reply/i;

/** A badge's image (shields, a coverage service's `badge.svg`): its `?token={…}` is a README template's, filled by a person. */
const BADGE = /^https?:\/\/(?:img\.shields\.io|[^/?#]{1,80}\/[^?#]{0,200}badge)/i;
/** What a bare URL's placeholder must stand for to carry the conversation or a secret: API templates' `{token}`, `{data}` do not. */
const CARRIED_BARE = /conversation|chat|history|summary|memory|context|prompt|secret|password|credential|^env$|cookie|api_?key/i;

/** Whether a query holds a placeholder whose name `names` reads as something carried out. */
function carriesData(query: string, names: RegExp): boolean {
  PLACEHOLDER.lastIndex = 0;
  for (let m = PLACEHOLDER.exec(query); m; m = PLACEHOLDER.exec(query)) {
    if (names.test(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? '')) return true;
  }
  return false;
}

/** What ends a URL's host and path before its query: a blank, a quote, a bracket. */
const PATH_BREAK = /[\s"'()<>]/;
/** A bare URL's query, from `?` to a blank, a quote or a closing bracket (a placeholder's own brackets kept). */
const BARE_QUERY = /\?(?:[^\s"'()\]<>]|<[A-Za-z_ -]{1,40}>|\[[A-Z][A-Z_ ]{2,40}\]){1,600}/y;
/** An order to open the URL after it, where a clause starts: "open", "visit", "fetch", "load", "call", "ping", "go to". */
const OPEN_ORDER =
  /(?:^|[\n.:;!?,"'>(]|\\n|\b(?:please|first|then|also|and|now|just))\s{0,3}(?:open|visit|fetch|load|request|call|ping|curl|get|go\s+to|navigate\s+to|browse\s+to|hit)\s{1,3}(?:the\s+(?:url|link|page)\s{1,3})?$/i;

/**
 * A bare URL the reader is ordered to open with the conversation or a secret in a placeholder of its query ("before
 * answering, open https://…?d={conversation}"): `injection_data_request` from the order's verb. API documentation's URL
 * templates (`?limit={limit}`, `?thread={thread_id}`) name nothing carried.
 */
function detectOpenedExfiltration(text: string, out: Hit[]): void {
  // The next `?` after each URL's scheme, found once for all the URLs before it (a text's `?`s are few).
  let q = -1;
  for (let i = text.indexOf('://'); i >= 0; i = text.indexOf('://', i + 3)) {
    if (q < i + 3) q = text.indexOf('?', i + 3);
    if (q < 0) return;
    if (q - i > 300 || PATH_BREAK.test(text.slice(i + 3, q))) continue;
    BARE_QUERY.lastIndex = q;
    const m = BARE_QUERY.exec(text);
    if (m === null || !/[{<$[]/.test(m[0]) || !carriesData(m[0].slice(1), CARRIED_BARE)) continue;
    let scheme = i;
    while (scheme > 0 && i - scheme < 8 && /[a-z]/i.test(text[scheme - 1]!)) scheme--;
    const before = text.slice(Math.max(0, scheme - 40), scheme);
    if (!OPEN_ORDER.test(before) || toldBefore(text, scheme)) continue;
    out.push({ code: 'injection_data_request', start: Math.max(0, scheme - 12), end: BARE_QUERY.lastIndex });
    i = BARE_QUERY.lastIndex - 3;
  }
}

export function detectImageExfiltration(text: string, out: Hit[]): void {
  detectOpenedExfiltration(text, out);
  for (let i = text.indexOf(']('); i >= 0; i = text.indexOf('](', i + 2)) {
    TARGET.lastIndex = i + 1;
    const m = TARGET.exec(text);
    if (m === null) continue;
    const url = m[1]!;
    const q = url.indexOf('?');
    if (q < 0 || BADGE.test(url.slice(0, q)) || !carriesData(url.slice(q + 1).replace(/#.*$/, ''), CARRIED_NAME)) continue;
    // Angle brackets are a write-up's way to show a placeholder too ("the attacker made the model render …?d=<chat>").
    if (url.includes('<') && toldBefore(text, i)) continue;
    // From the `![` or `[` that opens the alt text or label, when it is near.
    const lo = Math.max(0, i - 200);
    const back = text.slice(lo, i).lastIndexOf('[');
    const open = back < 0 ? -1 : lo + back;
    const start = open < 0 ? i : text[open - 1] === '!' ? open - 1 : open;
    out.push({ code: 'injection_data_request', start, end: TARGET.lastIndex });
    i = TARGET.lastIndex - 2;
  }
}
