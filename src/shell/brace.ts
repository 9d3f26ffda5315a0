/**
 * Brace expansion (`{rm,-rf,/}`, `a{b,c}`, `{1..3}`) as bash does it: on unquoted text only,
 * before any other expansion. Matching braces are found with one stack pass, so each
 * expansion step is linear; the number of results and the recursion are capped, and a
 * capped expansion is reported by the caller.
 */
import type { Part } from './ast.js';
import { MAX_BRACE_DEPTH, MAX_BRACE_RESULTS, MAX_SEQUENCE, MAX_SEQUENCE_TEXT } from './limits.js';

/** One unquoted character (brace syntax applies) or an opaque quoted/expansion part. */
type Atom = string | Part;

export interface BraceOutcome {
  variants: Part[][];
  /** True when a bound cut the expansion short. */
  capped: boolean;
}

export function hasUnquotedBrace(parts: readonly Part[]): boolean {
  return parts.some((p) => p.kind === 'lit' && !p.quoted && p.text.includes('{'));
}

function toAtoms(parts: readonly Part[]): Atom[] {
  const atoms: Atom[] = [];
  for (const p of parts) {
    if (p.kind === 'lit' && !p.quoted) for (const ch of p.text) atoms.push(ch);
    else atoms.push(p);
  }
  return atoms;
}

function toParts(atoms: readonly Atom[]): Part[] {
  const parts: Part[] = [];
  let buf = '';
  for (const a of atoms) {
    if (typeof a === 'string') buf += a;
    else {
      if (buf) parts.push({ kind: 'lit', text: buf, quoted: false });
      buf = '';
      parts.push(a);
    }
  }
  if (buf) parts.push({ kind: 'lit', text: buf, quoted: false });
  return parts;
}

/** `{a..e}`, `{1..10}`, `{1..10..2}`, `{01..10}`: the items, or null when not a sequence. */
function sequence(inner: readonly Atom[]): string[] | null {
  if (inner.length > MAX_SEQUENCE_TEXT || inner.some((a) => typeof a !== 'string')) return null;
  const text = inner.join('');
  const m = /^(-?\d+|[A-Za-z])\.\.(-?\d+|[A-Za-z])(?:\.\.(-?\d+))?$/.exec(text);
  if (!m) return null;
  const [, a, b, stepText] = m as unknown as [string, string, string, string | undefined];
  const step = Math.abs(Number(stepText ?? '1')) || 1;
  const out: string[] = [];
  if (/\d/.test(a) && /\d/.test(b)) {
    const from = Number(a);
    const to = Number(b);
    const padded = (x: string): boolean => x.replace('-', '').startsWith('0') && x.length > 1;
    const width = padded(a) || padded(b) ? Math.max(a.length, b.length) : 0;
    const dir = from <= to ? 1 : -1;
    for (let v = from; dir > 0 ? v <= to : v >= to; v += dir * step) {
      out.push(width ? String(v).padStart(width, '0') : String(v));
      if (out.length > MAX_SEQUENCE) return null;
    }
    return out;
  }
  if (/\d/.test(a) || /\d/.test(b)) return null;
  const from = a.charCodeAt(0);
  const to = b.charCodeAt(0);
  const dir = from <= to ? 1 : -1;
  for (let v = from; dir > 0 ? v <= to : v >= to; v += dir * step) out.push(String.fromCharCode(v));
  return out;
}

/** Finds the first brace pair that expands: its bounds and alternatives (one linear pass). */
function firstExpansion(atoms: readonly Atom[]): { open: number; close: number; alts: Atom[][] } | null {
  const closeOf = new Int32Array(atoms.length).fill(-1);
  const comma = new Uint8Array(atoms.length);
  const stack: number[] = [];
  for (let i = 0; i < atoms.length; i++) {
    const a = atoms[i];
    if (a === '{') stack.push(i);
    else if (a === ',' && stack.length) comma[stack[stack.length - 1]!] = 1;
    else if (a === '}' && stack.length) closeOf[stack.pop()!] = i;
  }
  for (let open = 0; open < atoms.length; open++) {
    const close = closeOf[open]!;
    if (close < 0) continue;
    if (comma[open]) {
      const alts: Atom[][] = [];
      let depth = 0;
      let from = open + 1;
      for (let i = open + 1; i < close; i++) {
        const a = atoms[i];
        if (a === '{') depth++;
        else if (a === '}') depth--;
        else if (a === ',' && depth === 0) {
          alts.push(atoms.slice(from, i));
          from = i + 1;
        }
      }
      alts.push(atoms.slice(from, close));
      return { open, close, alts };
    }
    const seq = sequence(atoms.slice(open + 1, close));
    if (seq) return { open, close, alts: seq.map((x) => [...x]) };
  }
  return null;
}

export function braceExpand(parts: readonly Part[], charge: (n: number) => boolean): BraceOutcome {
  const results: Atom[][] = [];
  let capped = false;
  const walk = (atoms: Atom[], depth: number): void => {
    if (capped) return;
    if (!charge(atoms.length)) {
      capped = true;
      return;
    }
    const found = depth < MAX_BRACE_DEPTH ? firstExpansion(atoms) : null;
    if (depth >= MAX_BRACE_DEPTH) capped = true;
    if (!found) {
      if (results.length >= MAX_BRACE_RESULTS) capped = true;
      else results.push(atoms);
      return;
    }
    const pre = atoms.slice(0, found.open);
    const post = atoms.slice(found.close + 1);
    for (const alt of found.alts) {
      walk([...pre, ...alt, ...post], depth + 1);
      if (capped) return;
    }
  };
  walk(toAtoms(parts), 0);
  return { variants: results.map(toParts), capped };
}
