/** Amounts in a tool call's input against the declared bound. */
import { clip } from '../../wire/text.js';
import type { Check } from './index.js';

export const amountAboveBound: Check = (f) => {
  const bound = f.state.amount_bound;
  if (bound === undefined) return [];
  const out: string[] = [];
  const spec = f.env.pack.amount_fields;
  let budget = 10_000;
  const report = (p: string, n: number | null, what = ''): void => {
    if (n !== null && n > bound && out.length < 4) out.push(`${clip(p.slice(1), 60)}${what} = ${n} is above the bound ${bound}`);
  };
  const walk = (v: unknown, path: string, depth: number, inAmount: boolean): void => {
    if (budget-- <= 0 || depth > 16 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length && budget > 0; i++) walk(v[i], `${path}.${i}`, depth + 1, inAmount);
      return;
    }
    const obj = v as Record<string, unknown>;
    let unit: number | null = null;
    let qty: number | null = null;
    for (const k of Object.keys(obj)) {
      const x = obj[k];
      const p = `${path}.${k}`;
      const key = normKey(k);
      // {amount: {value: 500, currency: "usd"}}: the number sits one level down.
      if (isAmountKey(key, spec) || (inAmount && AMOUNT_INNER.has(key))) {
        const n = amountValue(x);
        report(p, n);
        if (n !== null && (key.endsWith('price') || key === 'amount' || key.endsWith('cost'))) unit ??= n;
      }
      if (QUANTITY_KEYS.has(key)) qty = amountValue(x);
      walk(x, p, depth + 1, isAmountKey(key, spec));
    }
    // A line of an order: price × quantity is what is spent.
    if (unit !== null && qty !== null && qty > 1) report(path, unit * qty, ' (price × quantity)');
  };
  walk(f.state.input, '', 0, false);
  return out;
};

const AMOUNT_INNER = new Set(['value', 'units', 'amount', 'total', 'number', 'major', 'decimal']);
const QUANTITY_KEYS = new Set(['quantity', 'qty', 'count', 'units', 'numberofitems']);

function normKey(k: string): string {
  let norm = '';
  for (let i = 0; i < k.length && i < 64; i++) {
    const c = k[i]!.toLowerCase();
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) norm += c;
  }
  return norm;
}

function isAmountKey(norm: string, spec: { names: string[]; prefixes: string[]; suffixes: string[] }): boolean {
  if (spec.names.includes(norm)) return true;
  return spec.prefixes.some((p) => norm.startsWith(p)) || spec.suffixes.some((s) => norm.endsWith(s));
}

/** A number, or a string that is plainly one (`"250"`, `"$1,200.50"`, `"150 USD"`). */
function amountValue(x: unknown): number | null {
  if (typeof x === 'number') return Number.isFinite(x) ? x : null;
  if (typeof x !== 'string' || x.length === 0 || x.length > 40) return null;
  // Currency signs and codes around the number: $, €, £, ¥, USD, eur …
  let a = 0;
  let b = x.length;
  const skip = (ch: string): boolean =>
    ch === ' ' || ch === '$' || ch === '€' || ch === '£' || ch === '¥' || (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z');
  while (a < b && skip(x[a]!)) a++;
  while (b > a && skip(x[b - 1]!)) b--;
  if (b - a < 1 || (a > 0 && b < x.length && x.slice(0, a).trim() !== '' && x.slice(b).trim() !== '')) return null;
  const s = x.slice(a, b);
  let digits = '';
  let dot = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c >= '0' && c <= '9') digits += c;
    else if (c === ',' && !dot) continue;
    else if (c === '.' && !dot) {
      dot = true;
      digits += c;
    } else return null;
  }
  if (digits === '' || digits === '.') return null;
  const n = Number(digits);
  return Number.isFinite(n) ? n : null;
}
