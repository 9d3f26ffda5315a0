/**
 * prompt_injection by markdown: an image (or a link) whose URL's query carries the conversation
 * or a secret out when the agent's reply is rendered: a placeholder the agent is to fill
 * (`?d={conversation}`, `?k=$SECRET`, `<secrets>`). Data already written into such a URL is
 * adversarial_url's (urls.ts). A badge, a screenshot or a template's `{package}` carries nothing.
 */
import type { Hit } from './codes.js';

/** The URL of `](…)`, from its `(` on; a `[…]` in it may hold spaces (`?k=[INSERT API KEY HERE]`). */
const TARGET = /\((https?:\/\/(?:[^\s()<>[]|\[[^()<>\]\n]{0,60}\]){1,2000}(?:\([^\s()]{0,200}\)[^\s()<>]{0,200})?)\)/y;
/** A placeholder in a query value: `{name}`, `{{name}}`, `<name>`, `$NAME`, `[NAME]`, `=CHAT_HISTORY`, `__NAME__`; the name is group 1–6. */
const PLACEHOLDER =
  /\{\{?\s{0,2}([A-Za-z_ .-]{1,40}?)\s{0,2}\}\}?|<([A-Za-z_ -]{1,40})>|\$\{?([A-Z_]{3,40})\}?|\[([A-Z][A-Z_ ]{2,40})\]|=([A-Z]{2,20}_[A-Z_]{2,30})(?=[&#]|$)|__([A-Za-z][A-Za-z_]{1,38}?)__/g;
/** What a placeholder's name says it stands for: something of the conversation or a secret. */
const CARRIED_NAME =
  /conversation|chat|history|messages?|secret|key|token|password|credential|summary|context|memory|data|e-?mail|env|session|cookie|prompt|info|answer|reply/i;

function carriesData(query: string): boolean {
  PLACEHOLDER.lastIndex = 0;
  for (let m = PLACEHOLDER.exec(query); m; m = PLACEHOLDER.exec(query)) {
    if (CARRIED_NAME.test(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? '')) return true;
  }
  return false;
}

export function detectImageExfiltration(text: string, out: Hit[]): void {
  for (let i = text.indexOf(']('); i >= 0; i = text.indexOf('](', i + 2)) {
    TARGET.lastIndex = i + 1;
    const m = TARGET.exec(text);
    if (m === null) continue;
    const url = m[1]!;
    const q = url.indexOf('?');
    if (q < 0 || !carriesData(url.slice(q + 1).replace(/#.*$/, ''))) continue;
    // From the `![` or `[` that opens the alt text or label, when it is near.
    const lo = Math.max(0, i - 200);
    const back = text.slice(lo, i).lastIndexOf('[');
    const open = back < 0 ? -1 : lo + back;
    const start = open < 0 ? i : text[open - 1] === '!' ? open - 1 : open;
    out.push({ code: 'injection_data_request', start, end: TARGET.lastIndex });
    i = TARGET.lastIndex - 2;
  }
}
