/**
 * adversarial_url: a `javascript:` link offered in a sentence or a field's value rather than in markup - "open it here:
 * javascript:fetch('...'+document.cookie)", `note="see javascript:..."` - which a renderer that links bare schemes, or
 * a reader who pastes it, runs. Read only where the scheme starts a word (after a blank or a line's start: not inside an
 * attribute, a string or code, which links.ts reads), its body reads the page's cookies, domain or storage, or sends
 * or moves the page; not on a line that quotes it as a payload to block, strip or test, nor a bookmarklet's.
 */
import type { Hit } from './codes.js';
import { lineEndWithin, lineStartWithin } from './line-bounds.js';
import { firstPlaceFrom, unitPlaces } from './unit-places.js';

/** What a script does that harms its reader: reads cookies, the domain or storage; sends a request; moves the page. */
const HARMS =
  /document\.(?:cookie|domain)|localStorage|sessionStorage|sendBeacon|new\s?Image|(?:document\.|window\.)?location(?:\.href)?\s?=|fetch\(|XMLHttpRequest|eval\(|atob\(/;
/** A line that quotes the scheme as a payload, a test, a rule or an example, or installs a bookmarklet. */
const QUOTED =
  /\b(?:xss|payloads?|saniti[sz](?:e|es|ed|er|ing)|strip(?:s|ped)?|escap(?:e|es|ed|ing)|block(?:s|ed)?|reject(?:s|ed)?|filter(?:s|ed)?|csp|lint(?:er|s)?|tests?|tested|e\.g\.|for\s+example|an\s+example|examples?\s?:|such\s+as|must\s+not|never|flags?|flagged|bookmarklets?|bookmarks?\s+bar|favou?rites\s+bar|vulnerab\w{0,6})\b/i;

/** The `javascript:` links offered in prose in `text`, into `out`. */
export function detectProseScripts(text: string, out: Hit[]): void {
  const colons = unitPlaces(text, 58);
  for (let k = firstPlaceFrom(colons, 10); k < colons.length; k++) {
    const colon = colons[k]!;
    const at = colon - 10;
    if (text.slice(at, colon).toLowerCase() !== 'javascript') continue;
    // The scheme starts a word: a blank or a line's start before it (a JSON string's `\n` too).
    const before = text.charCodeAt(at - 1);
    if (at > 0 && before !== 32 && before !== 9 && before !== 10 && !(before === 110 && text.charCodeAt(at - 2) === 92)) continue;
    let end = colon + 1;
    while (end < text.length && end - colon < 400 && !/[\s<>]/.test(text[end]!)) end++;
    // The script may hold blanks (`new Image().src=...`): read to the line's end, the link reported to its first blank.
    const lineEnd = lineEndWithin(text, end, 300);
    if (!HARMS.test(text.slice(colon + 1, lineEnd))) continue;
    // The words around the link, not its own code (`escape(document.cookie)`), say whether it is quoted.
    const ls = lineStartWithin(text, at, 300);
    if (QUOTED.test(text.slice(ls < 0 ? Math.max(0, at - 300) : ls, at)) || QUOTED.test(text.slice(end, lineEnd))) continue;
    out.push({ code: 'url_exfiltration', start: at, end });
  }
}
