// How many times the rules content guard visits each code unit of one of the bench's 100 KB texts,
// and which readings do: String.prototype.charCodeAt calls on the text (or its lower-cased copy),
// the code units regular expressions scan in it (exec from lastIndex to the match's end, or to the
// text's end when it fails, for global and sticky patterns; the whole text for others), and
// whole-text string methods. One judgement, instrumented (slow); callers named by a stack sampled
// every few calls. A count of work, not of time: a native search's call costs far more than the code
// units it reads, so the calls are counted too. NEEDLES=1: the searches (`indexOf`, `includes`) by
// what they seek and who asks.
//   node test/bench/content-passes.mjs [dense|readme|prose] [--top N]
import { arg, contentGuardForProfile } from './lib.mjs';

const which = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'dense';
const { fileOfLine, text, once } = await contentGuardForProfile(which);
const fileOf = (line) => fileOfLine[line - 1] ?? '?';
once();
const N = text.length;
const lower = text.toLowerCase();
const isOurs = (s) => typeof s === 'string' && s.length === N && (s === text || s === lower);
// Units charged per caller: the caller is read from a stack taken every SAMPLE units charged.
const SAMPLE = 512;
const byCaller = new Map();
const byKind = new Map();
let pending = 0;
const callerOf = () => {
  const lines = new Error().stack.split('\n').slice(3);
  const frames = [];
  for (const l of lines) {
    if (!/bundle\.mjs/.test(l)) continue;
    const name = /at (?:new )?([^\s(]+) \(/.exec(l)?.[1] ?? '(anonymous)';
    const line = /:(\d+):\d+\)?$/.exec(l)?.[1] ?? '?';
    frames.push(`${name}@${fileOf(Number(line))}`);
    if (frames.length === 3) break;
  }
  return frames.join(' < ');
};
let counting = false;
const needles = new Map();
const callsByKind = new Map();
const charge = (kind, units) => {
  byKind.set(kind, (byKind.get(kind) ?? 0) + units);
  callsByKind.set(kind, (callsByKind.get(kind) ?? 0) + 1);
  pending += units;
  if (pending >= SAMPLE) {
    const c = `${kind}: ${callerOf()}`;
    byCaller.set(c, (byCaller.get(c) ?? 0) + pending);
    pending = 0;
  }
};
const cca = String.prototype.charCodeAt;
String.prototype.charCodeAt = function (i) {
  if (counting && isOurs(this)) charge('charCodeAt', 1);
  return cca.call(this, i);
};
const plainIndexOf = String.prototype.indexOf;
const exec = RegExp.prototype.exec;
RegExp.prototype.exec = function (s) {
  if (!counting || !isOurs(s)) return exec.call(this, s);
  const from = this.global || this.sticky ? this.lastIndex : 0;
  const r = exec.call(this, s);
  const to = r ? r.index + r[0].length : this.sticky ? from + 1 : N;
  charge(`regex${this.sticky ? '/y' : this.global ? '/g' : ''}`, Math.max(1, to - from));
  return r;
};
for (const name of [
  'indexOf',
  'lastIndexOf',
  'includes',
  'toLowerCase',
  'toUpperCase',
  'split',
  'normalize',
  'codePointAt',
  'slice',
  'substring',
  'startsWith',
  'endsWith',
  'search',
  'match',
  'matchAll',
  'replace',
  'replaceAll',
]) {
  const orig = String.prototype[name];
  String.prototype[name] = function (...a) {
    if (counting && isOurs(this)) {
      const r = orig.apply(this, a);
      let units = N;
      const from = a[1] ?? 0;
      if (name === 'indexOf' || name === 'includes') {
        const at = plainIndexOf.call(this, a[0], from);
        units = (at < 0 ? N : at + String(a[0]).length) - from;
      } else if (name === 'lastIndexOf') units = (a[1] ?? N) - Math.max(r, 0);
      else if (name === 'codePointAt') units = 1;
      else if (name === 'slice' || name === 'substring') units = Math.max(0, (a[1] ?? N) - (a[0] ?? 0));
      else if (name === 'startsWith' || name === 'endsWith') units = String(a[0]).length;
      charge(name, Math.max(1, units));
      if (process.env.NEEDLES && (name === 'indexOf' || name === 'includes')) {
        const k = `${JSON.stringify(String(a[0]).slice(0, 12))} ${callerOf().split(' < ')[0]}`;
        const e = needles.get(k) ?? [0, 0];
        e[0]++;
        e[1] += units;
        needles.set(k, e);
      }
      return r;
    }
    return orig.apply(this, a);
  };
}
counting = true;
once();
counting = false;
const top = Number(arg('top', '60'));
console.log(`${which}: ${N} code units; units visited per code unit, and calls, by kind:`);
for (const [k, v] of [...byKind].sort((a, b) => b[1] - a[1]))
  console.log(`  ${(v / N).toFixed(2).padStart(7)} ${String(callsByKind.get(k)).padStart(8)}  ${k}`);
console.log('by caller (sampled):');
for (const [k, v] of [...byCaller].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${(v / N).toFixed(3).padStart(7)}  ${k}`);
if (process.env.NEEDLES) {
  console.log('indexOf and includes by needle and caller: calls, units per code unit');
  for (const [k, [c, u]] of [...needles].sort((a, b) => b[1][1] - a[1][1]).slice(0, top))
    console.log(`  ${String(c).padStart(6)} ${(u / N).toFixed(3).padStart(7)}  ${k}`);
}
