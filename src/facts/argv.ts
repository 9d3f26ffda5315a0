/**
 * Reads an invocation's arguments the way its program would (getopt-style), using the
 * per-command option table of the rule pack: which options take a value, whether short
 * options bundle (`-rf`), whether option parsing stops at the first operand.
 */

export interface CommandSpec {
  /** Options that consume a value (`-o FILE`, `--output FILE`, `-oFILE`, `--output=FILE`). */
  value_opts?: string[];
  /** Single-dash words are whole options (`find -delete`, `kill -9`), never bundles. */
  no_bundles?: boolean;
  /** Options end at the first operand (interpreters: the rest belongs to the script). */
  stop_at_operand?: boolean;
}

export interface ParsedArgs {
  /** Short option letters seen in bundles (`-rf` → r, f). */
  shorts: Set<string>;
  /** Long options seen, without their `=value` (`--force`). */
  longs: string[];
  /** Single-dash words seen (`-delete`, `-9`), without `=value`. */
  words: string[];
  /** Operands in order; null where an argument is unresolved. */
  positionals: Array<string | null>;
  /** Values of value-taking options, keyed by the option as written in the spec. */
  values: Map<string, Array<string | null>>;
}

const EMPTY_SPEC: CommandSpec = {};

export function parseArgs(args: ReadonlyArray<string | null>, spec: CommandSpec = EMPTY_SPEC): ParsedArgs {
  const valueOpts = spec.value_opts;
  const takesValue = (o: string): boolean => valueOpts !== undefined && valueOpts.includes(o);
  const out: ParsedArgs = { shorts: new Set(), longs: [], words: [], positionals: [], values: new Map() };
  const record = (opt: string, v: string | null): void => {
    const list = out.values.get(opt);
    if (list) list.push(v);
    else out.values.set(opt, [v]);
  };
  let optionsDone = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === null || optionsDone || a.length < 2 || a.charCodeAt(0) !== 45 /* - */) {
      out.positionals.push(a);
      if (spec.stop_at_operand) optionsDone = true;
      continue;
    }
    if (a === '--') {
      optionsDone = true;
      continue;
    }
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = eq < 0 ? a : a.slice(0, eq);
      out.longs.push(name);
      if (eq >= 0) record(name, a.slice(eq + 1));
      else if (takesValue(name)) record(name, i + 1 < args.length ? args[++i]! : null);
      continue;
    }
    const eq = a.indexOf('=');
    const word = eq < 0 ? a : a.slice(0, eq);
    out.words.push(word);
    if (spec.no_bundles || takesValue(word)) {
      if (eq >= 0) record(word, a.slice(eq + 1));
      else if (takesValue(word)) record(word, i + 1 < args.length ? args[++i]! : null);
      continue;
    }
    // A bundle: letters until one that takes a value; the rest of the word (or the next
    // argument) is that value.
    for (let k = 1; k < a.length; k++) {
      const letter = a[k]!;
      out.shorts.add(letter);
      const opt = '-' + letter;
      if (takesValue(opt)) {
        if (k + 1 < a.length) record(opt, a.slice(k + 1));
        else record(opt, i + 1 < args.length ? args[++i]! : null);
        break;
      }
    }
  }
  return out;
}

/**
 * Whether a flag pattern is present. `-x` (one letter) matches a bundle holding x, `--long`
 * matches itself or an unambiguous abbreviation of at least three letters (`--recur`), and
 * any other `-word` matches that word exactly.
 */
export function hasFlag(p: ParsedArgs, flag: string, noBundles = false): boolean {
  if (flag.startsWith('--')) {
    // An abbreviation stops short of a word boundary never: `--force` is not `--force-with-lease`.
    for (const l of p.longs) if (l === flag || (l.length >= 5 && flag.startsWith(l) && flag[l.length] !== '-')) return true;
    return false;
  }
  if (flag.length === 2 && !noBundles && p.shorts.has(flag[1]!)) return true;
  for (const w of p.words) if (w === flag) return true;
  return false;
}

/** Values given to any of the options. */
export function optionValues(p: ParsedArgs, opts: readonly string[]): Array<string | null> {
  const out: Array<string | null> = [];
  for (const o of opts) {
    const v = p.values.get(o);
    if (v) out.push(...v);
  }
  return out;
}
