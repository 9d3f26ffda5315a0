/**
 * Shell arithmetic, as far as the walk needs it: the value of a `$((…))` over integers and
 * variables known in the line, and the names an arithmetic expression assigns (`((i++))`,
 * `let x=1`), which become unknown.
 */
import { MAX_ARITH_TOKENS } from './limits.js';

/** Minimal `$((…))` evaluation: integers, + - * / % and parentheses; null otherwise. */
export function evalArith(text: string, lookup: (name: string) => string | null | undefined): string | null {
  const toks = text.match(/\d+|[A-Za-z_][A-Za-z0-9_]*|\*\*|[-+*/%()]|\S/g) ?? [];
  if (toks.length > MAX_ARITH_TOKENS) return null;
  let i = 0;
  const bad = { v: false };
  const atom = (): number => {
    const t = toks[i++];
    if (t === undefined) {
      bad.v = true;
      return 0;
    }
    if (t === '(') {
      const v = sum();
      if (toks[i++] !== ')') bad.v = true;
      return v;
    }
    if (t === '-') return -atom();
    if (t === '+') return atom();
    if (/^\d+$/.test(t)) return Number(t);
    if (/^[A-Za-z_]/.test(t)) {
      const v = lookup(t);
      if (v === '') return 0;
      if (v === undefined) {
        bad.v = true; // not assigned in the line: unknown
        return 0;
      }
      if (v === null || !/^-?\d+$/.test(v.trim())) {
        bad.v = true;
        return 0;
      }
      return Number(v.trim());
    }
    bad.v = true;
    return 0;
  };
  const product = (): number => {
    let v = atom();
    for (;;) {
      const t = toks[i];
      if (t !== '*' && t !== '/' && t !== '%') return v;
      i++;
      const r = atom();
      if ((t === '/' || t === '%') && r === 0) {
        bad.v = true;
        return 0;
      }
      v = t === '*' ? v * r : t === '/' ? Math.trunc(v / r) : v % r;
    }
  };
  function sum(): number {
    let v = product();
    for (;;) {
      const t = toks[i];
      if (t !== '+' && t !== '-') return v;
      i++;
      const r = product();
      v = t === '+' ? v + r : v - r;
    }
  }
  const v = sum();
  if (bad.v || i !== toks.length || !Number.isSafeInteger(v)) return null;
  return String(v);
}

/** Names assigned by an arithmetic expression (`x=1`, `x+=2`, `x++`, `--x`); a hand scanner, linear. */
export function arithAssigned(text: string): string[] {
  const out: string[] = [];
  const isStart = (c: string | undefined): boolean => c !== undefined && /[A-Za-z_]/.test(c);
  const isChar = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9_]/.test(c);
  let i = 0;
  while (i < text.length) {
    if (!isStart(text[i]) || isChar(text[i - 1])) {
      i++;
      continue;
    }
    let j = i + 1;
    while (isChar(text[j])) j++;
    let k = j;
    while (text[k] === ' ' || text[k] === '\t') k++;
    const a = text[k];
    const b = text[k + 1];
    let b2 = i - 1;
    while (text[b2] === ' ' || text[b2] === '\t') b2--;
    const pre = text.slice(Math.max(0, b2 - 1), b2 + 1);
    if (
      (a === '+' && b === '+') ||
      (a === '-' && b === '-') ||
      (a === '=' && b !== '=') ||
      (a !== undefined && '+-*/%&|^'.includes(a) && b === '=') ||
      ((a === '<' || a === '>') && b === a && text[k + 2] === '=') ||
      pre === '++' ||
      pre === '--'
    ) {
      out.push(text.slice(i, j));
    }
    i = j;
  }
  return out;
}
