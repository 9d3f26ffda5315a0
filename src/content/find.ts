/**
 * Matching over a text and its lower-cased copy. A case-insensitive pattern runs as a
 * case-sensitive one over the lower-cased text (irregexp's quick checks on literal first
 * characters work far better without the `i` flag), with its groups read back from the original
 * text by their indices. When lower-casing changes the length (a few characters such as U+0130
 * do), offsets would drift, so the pattern runs with `i` over the original instead.
 */
export class Text {
  readonly text: string;
  private readonly lower: string | null;
  private index: Map<string, number[]> | undefined;
  constructor(text: string) {
    this.text = text;
    const lower = text.toLowerCase();
    this.lower = lower.length === text.length ? lower : null;
  }

  /**
   * Every match of `re` in text order (as a global regex would find them). A pattern with the
   * `i` flag must be written in lower case (its literals, not its classes). `folded`: the
   * matches of a case-insensitive pattern are read from the lower-cased copy as they are (their
   * text and groups lower-cased), which spares reading the groups back from the original — for
   * callers that use only where a match is and which group took part.
   */
  find(re: RegExp, folded = false): RegExpExecArray[] {
    const out: RegExpExecArray[] = [];
    const onLower = this.lower !== null && isCaseless(re);
    const g = variantOf(re, 'g', onLower, folded);
    const subject = onLower ? this.lower! : this.text;
    g.lastIndex = 0;
    for (let m = g.exec(subject); m; m = g.exec(subject)) {
      if (m[0].length === 0) {
        g.lastIndex++;
        continue;
      }
      if (!onLower || folded) {
        out.push(m);
        continue;
      }
      // Groups from the original text, at the indices the lower-cased match found.
      out.push(this.view(m));
    }
    return out;
  }

  /**
   * Where `literal` (one of LITERALS) occurs in the lower-cased text, ascending; null when there is
   * no lower-cased copy (then the caller scans the whole text). The first call finds every literal
   * in one pass, so the detectors share it instead of each searching the text for its own words.
   */
  at(literal: string): readonly number[] | null {
    if (this.lower === null) return null;
    if (this.index === undefined) {
      const index = new Map<string, number[]>();
      for (const l of LITERALS) index.set(l, []);
      const re = LITERALS_RE;
      re.lastIndex = 0;
      // Each start position once, so overlapping occurrences are all found; the alternation takes
      // the longest literal at a position, and the ones it starts with occur there too.
      for (let m = re.exec(this.lower); m; m = re.exec(this.lower)) {
        for (const l of SHORTER.get(m[0])!) index.get(l)!.push(m.index);
        re.lastIndex = m.index + 1;
      }
      this.index = index;
    }
    const found = this.index.get(literal);
    if (found === undefined) throw new RangeError(`Text.at: "${literal}" is not one of the literals`);
    return found;
  }

  /**
   * What `find(re)` returns, for a pattern every match of which starts at most `reach` code units
   * before an occurrence of one of `anchors` (LITERALS): the pattern is tried only there (sticky),
   * in text order, each try from the end of the last match on — as a global scan would find them,
   * without trying the pattern at every position of the text. `firsts` (lower case) holds every
   * code unit a match can start with: other positions are not tried.
   */
  findNear(re: RegExp, anchors: readonly string[], reach: number, firsts: string, folded = false): RegExpExecArray[] {
    if (this.lower === null) return this.find(re, folded);
    const at = anchors.length === 1 ? this.at(anchors[0]!)! : anchors.flatMap((a) => this.at(a)!).sort((a, b) => a - b);
    if (at.length === 0) return [];
    const starts: number[] = [];
    let last = -1;
    for (const anchor of at) {
      for (let p = Math.max(last + 1, anchor - reach); p <= anchor; p++) if (firsts.includes(this.lower[p]!)) starts.push(p);
      last = Math.max(last, anchor);
    }
    return this.findAt(re, starts, folded);
  }

  /**
   * What `find(re)` returns, for a pattern that can only match at one of `starts` (ascending): the
   * pattern is tried there alone (sticky), each try from the end of the last match on, so the
   * matches are those a global scan finds.
   */
  findAt(re: RegExp, starts: readonly number[], folded = false): RegExpExecArray[] {
    const out: RegExpExecArray[] = [];
    if (starts.length === 0) return out;
    const onLower = this.lower !== null && isCaseless(re);
    const y = variantOf(re, 'y', onLower, folded);
    const subject = onLower ? this.lower! : this.text;
    let from = 0;
    for (const p of starts) {
      if (p < from) continue;
      y.lastIndex = p;
      const m = y.exec(subject);
      if (!m || m[0].length === 0) continue;
      out.push(onLower && !folded ? this.view(m) : m);
      from = p + m[0].length;
    }
    return out;
  }

  /** A match on the lower-cased text with its groups read from the original, at the same indices. */
  private view(m: RegExpExecArray): RegExpExecArray {
    const groups = m.indices!.map((span) => (span ? this.text.slice(span[0], span[1]) : undefined));
    return Object.assign(groups, { index: m.index, input: this.text, groups: undefined }) as unknown as RegExpExecArray;
  }

  /** Whether any of `words` (lower case) occurs; true when there is no lower-cased copy. */
  has(...words: string[]): boolean {
    if (this.lower === null) return true;
    return words.some((w) => (LITERAL_SET.has(w) ? this.at(w)!.length > 0 : this.lower!.includes(w)));
  }
}

/**
 * `re` compiled once per flag ('g' or 'y') and subject: on the lower-cased copy it drops `i`, and
 * adds `d` unless the match is read folded (the indices serve only to read groups back).
 */
const variants = new WeakMap<RegExp, Array<RegExp | undefined>>();
function variantOf(re: RegExp, flag: 'g' | 'y', onLower: boolean, folded: boolean): RegExp {
  let slots = variants.get(re);
  if (!slots) {
    slots = [];
    variants.set(re, slots);
  }
  const at = (flag === 'y' ? 4 : 0) + (onLower ? (folded ? 2 : 1) : 0);
  let v = slots[at];
  if (v === undefined) {
    const base = re.flags.replace(/[gyd]/g, '');
    v = new RegExp(re.source, onLower ? `${base.replace('i', '')}${flag}${folded ? '' : 'd'}` : `${base}${flag}`);
    slots[at] = v;
  }
  return v;
}

const caseless = new WeakMap<RegExp, boolean>();
function isCaseless(re: RegExp): boolean {
  let c = caseless.get(re);
  if (c === undefined) {
    c = re.flags.includes('i');
    caseless.set(re, c);
  }
  return c;
}

/**
 * Where a role marker that does not start with a word can begin (injection.ts tries its
 * patterns only there): each is one of LITERALS, `role` one code unit in, after a quote.
 */
export const ROLE_MARKER_ANCHORS: readonly string[] = [
  '<|',
  '[inst]',
  '[/inst]',
  '<<sys>>',
  '<</sys>>',
  '<system',
  '</system',
  '<developer',
  '</developer',
  '<admin',
  '</admin',
  'role',
];
/**
 * The words the detectors look for first (lower case): a credential's prefix, a secret-named
 * key, the marks of a URL, a data: URI, a key block, a JSON web token. Text.at finds them all in
 * one pass. Single characters are left out: frequent ones would cost a match each.
 */
export const LITERALS: readonly string[] = [
  // credentials.ts: provider prefixes (lower-cased; the shapes themselves are case-sensitive), secret-named keys
  'https://hooks.slack.com/',
  'github_pat_',
  'accountkey=',
  'sk-ant-',
  'sk-',
  'dop_v1_',
  'glpat-',
  '_live_',
  '_test_',
  'bearer',
  'pypi-',
  'akia',
  'asia',
  'abia',
  'acca',
  'aiza',
  'npm_',
  'xox',
  'sg.',
  'hf_',
  'ghp_',
  'gho_',
  'ghu_',
  'ghs_',
  'ghr_',
  'shpat_',
  'shpca_',
  'shppa_',
  'shpss_',
  'aws_secret',
  'secret',
  'pass',
  'pwd',
  'key',
  'token',
  'eyj',
  'private key',
  'service_account',
  // urls.ts
  '://',
  '169.254.',
  'metadata.',
  '100.100.100.200',
  'fd00:ec2',
  // encoded.ts
  'data:',
  // injection.ts: the role markers that do not start with a word
  ...ROLE_MARKER_ANCHORS,
];
const LITERAL_SET = new Set(LITERALS);
/** For each literal, itself and the literals it starts with ('sk-' in 'sk-ant-'). */
const SHORTER = new Map(LITERALS.map((l) => [l, LITERALS.filter((k) => l.startsWith(k))]));

/**
 * The literals as one alternation grouped by first character, longest first within a group: a
 * position tries only the literals that start with its character (irregexp does not merge the
 * common first characters of plain alternatives).
 */
export function literalAlternation(literals: readonly string[]): string {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const groups = new Map<string, string[]>();
  for (const l of literals) groups.set(l[0]!, [...(groups.get(l[0]!) ?? []), l.slice(1)]);
  return [...groups]
    .map(
      ([c, rests]) =>
        `${esc(c)}(?:${rests
          .sort((a, b) => b.length - a.length)
          .map(esc)
          .join('|')})`,
    )
    .join('|');
}
const LITERALS_RE = new RegExp(literalAlternation(LITERALS), 'g');
