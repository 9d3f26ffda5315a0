// Where one detector spends its time over content-redos's inputs (all, or those whose name holds `--only`), under
// V8's sampling profiler, in process: self time per function and per pattern (a pattern's own code is its frame),
// and the heaviest source lines. Run it with `node --no-regexp-optimization` to see a long-lived process's costs.
//   node test/bench/redos-profile.mjs --detector detectReaderOrders [--only NAME] [--runs N] [--top N]
import { Session } from 'node:inspector/promises';
import { arg, contentRedosInputs, importFromSource, ROOT, selfTimes } from './lib.mjs';

const inputs = await contentRedosInputs();

const detector = arg('detector', 'detectReaderOrders');
const files = {
  detectCredentials: 'credentials.ts',
  detectInjection: 'injection.ts',
  detectReaderOrders: 'reader-orders.ts',
  detectUrls: 'urls.ts',
  detectHandlerOrders: 'handler-orders.ts',
  detectProcessorOrders: 'processor-orders.ts',
  detectRoleActs: 'role-acts.ts',
  detectOutward: 'outward.ts',
  detectPersonal: 'numbers.ts',
  detectCards: 'cards.ts',
  detectEncoded: 'encoded.ts',
};
let bundleText = '';
const m = await importFromSource(
  `export { Text } from './src/content/find.ts';\nexport { ${detector} } from './src/content/${files[detector]}';`,
  ROOT,
  (t) => {
    bundleText = t;
  },
);
const fileOfLine = [];
const bundleLines = bundleText.split('\n');
for (let i = 0, f = ''; i < bundleLines.length; i++) {
  const h = /^\/\/ (src\/\S+)$/.exec(bundleLines[i]);
  if (h) f = h[1].replace('src/content/', '');
  fileOfLine.push(f);
}
const withZero = /Orders|RoleActs|Outward/.test(detector);
const detect = m[detector];
const only = arg('only');
const chosen = Object.entries(inputs).filter(([name]) => !only || name.includes(only));
const runs = Number(arg('runs', '1'));

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const t0 = process.cpuUsage();
for (let r = 0; r < runs; r++)
  for (const [, text] of chosen) {
    const t = new m.Text(text);
    if (withZero) detect(t, [], 0);
    else detect(t, []);
  }
const used = process.cpuUsage(t0);
const { profile } = await session.post('Profiler.stop');
session.disconnect();

const where = (f) => (f.url.endsWith('/bundle.mjs') ? `${fileOfLine[f.lineNumber]}:${f.lineNumber + 1}` : f.url);
const { total, fns, lines } = selfTimes(profile, where, 110);
const top = Number(arg('top', '30'));
console.log(
  `${detector} over ${chosen.length} inputs x ${runs}: ${((used.user + used.system) / 1000).toFixed(0)} ms CPU, ${total} samples`,
);
for (const [k, c] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${((100 * c) / total).toFixed(1).padStart(5)} %  ${k}`);
console.log('heaviest lines:');
for (const [l, c] of [...lines].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`${String(c).padStart(6)}  ${fileOfLine[l - 1]}:${l}  ${bundleLines[l - 1].trim().slice(0, 120)}`);
