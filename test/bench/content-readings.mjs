// What each reading of the rules content guard spends on one of the bench's 100 KB texts, and what it finds: every
// statement `detectX(t, out…);` in the files that call the readings one after the other (the secrets', the injection
// side's, the encodings', the links', the numbers') is timed (CPU) and its new findings counted, in a copy of src/
// instrumented so; the guard judges the text whole, as `judge content` does, after warm-up. A reading that finds
// nothing on a text still pays for seeking its cues there: the sum of those is what a gate could win on that text.
// Readings run on a text's parts too (a mail's parts, a string's escaped lines): those calls are shown apart.
//   node test/bench/content-readings.mjs [dense|readme|prose] [--runs N] [--top N]
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg, benchTextsByName, importFromSource } from './lib.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const FILES = [
  'credentials',
  'credential-readings',
  'secrets',
  'configs',
  'injection-readings',
  'encoded-orders',
  'urls',
  'numbers',
  'cards',
];
const which = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'dense';
const copy = mkdtempSync(join(tmpdir(), 'judge-bench-readings-'));
let m;
try {
  for (const d of ['src', 'rules']) cpSync(join(ROOT, d), join(copy, d), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(copy, 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  for (const f of FILES) {
    const path = join(copy, 'src/content', `${f}.ts`);
    const timed = readFileSync(path, 'utf8').replace(
      /^( +)(detect\w+)\((t, out[^;]*)\);$/gm,
      (_, indent, name, args) =>
        `${indent}{ const k$ = (globalThis as any).readingsDone$; const s$ = process.cpuUsage(); const n$ = out.length; ${name}(${args}); ` +
        `(globalThis as any).readingTimed$('${f}:${name}', t.text.length, s$, out.length - n$, k$); }`,
    );
    writeFileSync(path, timed);
  }
  m = await importFromSource("export { guard } from './src/content/guard.ts';", copy);
} finally {
  rmSync(copy, { recursive: true, force: true });
}

const text = benchTextsByName()[which];
const spent = new Map();
let counting = false;
globalThis.readingsDone$ = 0;
globalThis.readingTimed$ = (name, length, since, found, doneBefore) => {
  const u = process.cpuUsage(since);
  // A reading that others finished inside is a container (its time holds theirs).
  const container = globalThis.readingsDone$ !== doneBefore;
  globalThis.readingsDone$++;
  if (!counting) return;
  const key = length === text.length ? name : `${name} (on a part)`;
  const row = spent.get(key) ?? { ms: 0, found: 0, calls: 0, container };
  row.container ||= container;
  row.ms += (u.user + u.system) / 1000;
  row.found += found;
  row.calls++;
  spent.set(key, row);
};
const questions = [
  'adversarial_url',
  'card_number',
  'credential_leak',
  'encoded_payload',
  'hidden_unicode',
  'personal_data',
  'prompt_injection',
];
for (let i = 0; i < 20; i++) m.guard(text, questions);
const runs = Number(arg('runs', '40'));
counting = true;
for (let i = 0; i < runs; i++) m.guard(text, questions);
counting = false;
const rows = [...spent].sort((a, b) => b[1].ms - a[1].ms);
console.log(`${which}: ${runs} judgements; CPU ms per judgement, findings added, calls (a reading inside another is counted in both)`);
for (const [name, r] of rows.slice(0, Number(arg('top', '60'))))
  console.log(
    `${(r.ms / runs).toFixed(3).padStart(8)} ms ${String(r.found / runs).padStart(6)} found ${String(r.calls / runs).padStart(4)} calls  ${name}${r.container ? ' (holds others)' : ''}`,
  );
// The readings that hold no other timed reading, on the whole text: each of their times is its own.
const own = rows.filter(([name, r]) => !r.container && !name.endsWith('(on a part)'));
const nothing = own.filter(([, r]) => r.found === 0);
const msOf = (list) => (list.reduce((s, [, r]) => s + r.ms, 0) / runs).toFixed(2);
console.log(
  `innermost readings on the whole text: ${own.length}, ${msOf(own)} ms; of them found nothing: ${nothing.length}, ${msOf(nothing)} ms`,
);
