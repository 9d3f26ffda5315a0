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
    const g = globalOf(re, onLower);
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
      const groups = m.indices!.map((span) => (span ? this.text.slice(span[0], span[1]) : undefined));
      const view = Object.assign(groups, { index: m.index, input: this.text, groups: undefined }) as unknown as RegExpExecArray;
      out.push(view);
    }
    return out;
  }

  /** Whether any of `words` (lower case) occurs; true when there is no lower-cased copy. */
  has(...words: string[]): boolean {
    if (this.lower === null) return true;
    return words.some((w) => this.lower!.includes(w));
  }
}

const globals = new WeakMap<RegExp, [RegExp | undefined, RegExp | undefined]>();
function globalOf(re: RegExp, onLower: boolean): RegExp {
  let pair = globals.get(re);
  if (!pair) {
    pair = [undefined, undefined];
    globals.set(re, pair);
  }
  const at = onLower ? 1 : 0;
  const base = re.flags.replace(/[gyd]/g, '');
  pair[at] ??= new RegExp(re.source, onLower ? `${base.replace('i', '')}gd` : `${base}g`);
  return pair[at]!;
}
