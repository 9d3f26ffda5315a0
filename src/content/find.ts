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
   * `i` flag must be written in lower case (its literals, not its classes).
   */
  find(re: RegExp): RegExpExecArray[] {
    const out: RegExpExecArray[] = [];
    const onLower = re.flags.includes('i') && this.lower !== null;
    const g = variantOf(re, 'g', onLower);
    const subject = onLower ? this.lower! : this.text;
    g.lastIndex = 0;
    for (let m = g.exec(subject); m; m = g.exec(subject)) {
      if (m[0].length === 0) {
        g.lastIndex++;
        continue;
      }
      if (!onLower) {
        out.push(m);
        continue;
      }
      // Groups from the original text, at the indices the lower-cased match found.
      out.push(this.view(m));
    }
    return out;
  }

  /**
   * Where `literal` (lower case) occurs in the lower-cased text, ascending, overlapping ones too;
   * null when there is no lower-cased copy (then the caller scans the whole text). Kept, so the
   * detectors that look for the same word share one search. A search for one literal is fast
   * (V8 skips through the text); an alternation of many literals tries every position.
   */
  at(literal: string): readonly number[] | null {
    if (this.lower === null) return null;
    this.index ??= new Map();
    let found = this.index.get(literal);
    if (found === undefined) {
      found = [];
      for (let i = this.lower.indexOf(literal); i >= 0; i = this.lower.indexOf(literal, i + 1)) found.push(i);
      this.index.set(literal, found);
    }
    return found;
  }

  /**
   * What `find(re)` returns, for a pattern every match of which starts at most `reach` code units
   * before an occurrence of one of `anchors` (lower case): the pattern is tried only there (sticky),
   * in text order, each try from the end of the last match on — as a global scan would find them,
   * without trying the pattern at every position of the text. `firsts` (lower case) holds every
   * code unit a match can start with: other positions are not tried.
   */
  findNear(re: RegExp, anchors: readonly string[], reach: number, firsts: string): RegExpExecArray[] {
    if (this.lower === null) return this.find(re);
    const at = anchors.length === 1 ? this.at(anchors[0]!)! : anchors.flatMap((a) => this.at(a)!).sort((a, b) => a - b);
    if (at.length === 0) return [];
    const starts: number[] = [];
    let last = -1;
    for (const anchor of at) {
      for (let p = Math.max(last + 1, anchor - reach); p <= anchor; p++) if (firsts.includes(this.lower[p]!)) starts.push(p);
      last = Math.max(last, anchor);
    }
    return this.findAt(re, starts);
  }

  /**
   * What `find(re)` returns, for a pattern that can only match at one of `starts` (ascending): the
   * pattern is tried there alone (sticky), each try from the end of the last match on, so the
   * matches are those a global scan finds.
   */
  findAt(re: RegExp, starts: readonly number[]): RegExpExecArray[] {
    const out: RegExpExecArray[] = [];
    if (starts.length === 0) return out;
    const onLower = re.flags.includes('i') && this.lower !== null;
    const y = variantOf(re, 'y', onLower);
    const subject = onLower ? this.lower! : this.text;
    let from = 0;
    for (const p of starts) {
      if (p < from) continue;
      y.lastIndex = p;
      const m = y.exec(subject);
      if (!m || m[0].length === 0) continue;
      out.push(onLower ? this.view(m) : m);
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
    return words.some((w) => (this.index?.get(w)?.length ?? (this.lower!.includes(w) ? 1 : 0)) > 0);
  }
}

/** `re` compiled once per flag ('g' or 'y') and subject: on the lower-cased copy it drops `i` and adds `d`. */
const variants = new WeakMap<RegExp, Array<RegExp | undefined>>();
function variantOf(re: RegExp, flag: 'g' | 'y', onLower: boolean): RegExp {
  let slots = variants.get(re);
  if (!slots) {
    slots = [];
    variants.set(re, slots);
  }
  const at = (flag === 'y' ? 2 : 0) + (onLower ? 1 : 0);
  const base = re.flags.replace(/[gyd]/g, '');
  slots[at] ??= new RegExp(re.source, onLower ? `${base.replace('i', '')}${flag}d` : `${base}${flag}`);
  return slots[at]!;
}
