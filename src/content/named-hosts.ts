/**
 * adversarial_url: an international host that spells the name the same message gives its sender with one letter
 * changed into an accented other (a message from "Harbor Lane Bank" linking `h\u00e9rborlanebank.example`, an accented
 * `e` for the `a`). A person reads the host as the name just read; a business whose name holds such a letter writes
 * its name with it too (`Caf\u00e9 M\u00fcller` and `m\u00fcller.example`), so a host written as the message writes the
 * name is not read.
 */
import { domainToUnicode } from 'node:url';

/** How far before a URL the sender's name is looked for. */
const NAME_REACH = 600;
/** Most words joined into one name (`Northwind Parcels` as `northwindparcels`). */
const NAME_WORDS = 3;
/** A word of letters, bounded (the window is bounded too). */
const WORD = /\p{L}{1,40}/gu;

/** A label as read without its accents, lower-cased. */
function plain(label: string): string {
  return label.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * Whether `a` and `b`, of one length, differ in exactly one place. An accent alone is not read: a name written in ASCII
 * by a sender whose own domain holds the accent (`Muller` and `m\u00fcller.example`) is as likely.
 */
function oneOff(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length && diff < 2; i++) if (a[i] !== b[i]) diff++;
  return diff === 1;
}

/**
 * Whether the punycode host (ASCII, lower-cased) before which `text` has its message at `start` spells a name written
 * in the message's last NAME_REACH code units with a letter changed: its non-ASCII label, accents dropped, is one
 * letter off one to three of the words there joined, and none of those names is written as the label.
 */
export function spellsNamedSender(text: string, start: number, host: string): boolean {
  if (!host.includes('xn--')) return false;
  const unicode = domainToUnicode(host);
  if (unicode === '') return false;
  const labels = unicode.split('.').filter((l) => /[^\x00-\x7f]/.test(l) && l.length >= 5);
  if (labels.length === 0) return false;
  const words = (text.slice(Math.max(0, start - NAME_REACH), start).match(WORD) ?? []).map((w) => w.toLowerCase());
  for (const label of labels) {
    const bare = plain(label).replace(/-/g, '');
    const written = label.replace(/-/g, '');
    let near = false;
    for (let i = 0; i < words.length; i++) {
      let name = '';
      for (let k = i; k < words.length && k < i + NAME_WORDS; k++) {
        name += words[k]!;
        if (name === written) return false;
        if (!near && name.length === bare.length && oneOff(plain(name), bare)) near = true;
      }
    }
    if (near) return true;
  }
  return false;
}

/** Second-level labels under a country's code (`co.uk`, `com.au`): the registered label stands before them. */
export const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'ne', 'or']);
/** Shorter registered labels are as often an honest pair (`web1` and `webl`) as a look-alike. */
const SHORTEST = 5;

/**
 * The label a host registers (lower case): the one before its top-level label, or before a country's second level
 * (`secondLevel`'s labels).
 */
export function registeredLabel(host: string, secondLevel: ReadonlySet<string> = SECOND_LEVEL): string {
  const labels = host.split('.');
  const n = labels.length;
  if (n < 2) return '';
  return labels[n > 2 && labels[n - 1]!.length === 2 && secondLevel.has(labels[n - 2]!) ? n - 3 : n - 2]!;
}

const isLabelUnit = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45;
const isLower = (c: number): boolean => c >= 97 && c <= 122;

/**
 * The registered labels (lower case, SHORTEST or longer) of the hosts `text` names, in a URL, a mail address or alone:
 * from each dot before a top-level label (two to twelve letters, no letter, digit, dash or dot after), the label before
 * it, or the one before a country's second level. One pass over the text's dots, no pattern.
 */
function registeredLabels(text: string): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  for (let dot = lower.indexOf('.'); dot >= 0; dot = lower.indexOf('.', dot + 1)) {
    let end = dot + 1;
    while (end < lower.length && end - dot <= 13 && isLower(lower.charCodeAt(end))) end++;
    const top = end - dot - 1;
    if (top < 2 || top > 12 || (end < lower.length && (isLabelUnit(lower.charCodeAt(end)) || lower.charCodeAt(end) === 46))) continue;
    let start = dot;
    while (start > 0 && dot - start < 63 && isLabelUnit(lower.charCodeAt(start - 1))) start--;
    let label = lower.slice(start, dot);
    // Under a country's second level (`co.uk`): the label before it.
    if (top === 2 && SECOND_LEVEL.has(label) && lower.charCodeAt(start - 1) === 46) {
      let before = start - 1;
      while (before > 0 && start - 1 - before < 63 && isLabelUnit(lower.charCodeAt(before - 1))) before--;
      label = lower.slice(before, start - 1);
    }
    if (label.length >= SHORTEST) out.push(label);
  }
  return out;
}

/** The last text read, and its hosts' registered labels by their look-alike reading (read once a text). */
let namedIn: string | undefined;
let namedByFold = new Map<string, Set<string>>();

/**
 * Whether the host's registered label is a look-alike of another host's the same text names: written otherwise, it
 * reads the same once look-alikes are read as the letters they pass for (`wrenfieid` beside `forum.wrenfield…`,
 * `harbourIine` beside `harbourline`, `c0pperfen` beside `copperfen`). A business names its own hosts one way.
 * `fold` is hosts.ts's look-alike reading (passed in: no cycle).
 */
export function spellsNamedHost(text: string, host: string, fold: (label: string) => string): boolean {
  const label = registeredLabel(host);
  if (label.length < SHORTEST) return false;
  if (namedIn !== text) {
    namedIn = text;
    namedByFold = new Map();
    for (const named of registeredLabels(text)) {
      const key = fold(named);
      let set = namedByFold.get(key);
      if (set === undefined) namedByFold.set(key, (set = new Set()));
      set.add(named);
    }
  }
  const same = namedByFold.get(fold(label));
  if (same === undefined) return false;
  for (const other of same) if (other !== label) return true;
  return false;
}
