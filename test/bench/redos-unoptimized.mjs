// Every content-redos input's detectors timed in this process (CPU ms, one run each): run it twice, once with
// `node --no-regexp-optimization` (as a long-lived process compiles its patterns once V8 has generated much pattern
// code), and compare the two outputs with `--compare A.json B.json`. `--only SUBSTRING` keeps the inputs named so;
// `--json FILE` writes the times.
import { readFileSync, writeFileSync } from 'node:fs';
import { arg, contentRedosInputs, importFromSource } from './lib.mjs';

if (process.argv.includes('--compare')) {
  const i = process.argv.indexOf('--compare');
  const [opt, unopt] = [process.argv[i + 1], process.argv[i + 2]].map((f) => JSON.parse(readFileSync(f, 'utf8')));
  const ratio = Number(arg('ratio', '3'));
  for (const [name, times] of Object.entries(unopt))
    for (const [d, ms] of Object.entries(times)) {
      const base = opt[name]?.[d];
      if (base !== undefined && ms >= 20 && ms / Math.max(base, 1) >= ratio)
        console.log(
          `${(ms / Math.max(base, 1)).toFixed(1).padStart(5)}x  ${ms.toFixed(0).padStart(6)} / ${base.toFixed(0).padStart(5)} ms  ${d}  ${name}`,
        );
    }
  process.exit(0);
}

const inputs = await contentRedosInputs();

const m = await importFromSource(`
export { Text } from './src/content/find.ts';
export { detectCapability } from './src/content/capability.ts';
export { detectCredentials } from './src/content/credentials.ts';
export { detectDisguised } from './src/content/disguise.ts';
export { detectEncoded } from './src/content/encoded.ts';
export { detectOutward } from './src/content/outward.ts';
export { detectTurns } from './src/content/turns.ts';
export { detectSetupText } from './src/content/setup-text.ts';
export { detectThirdPerson } from './src/content/third-person.ts';
export { detectProcessorOrders } from './src/content/processor-orders.ts';
export { detectHandlerOrders } from './src/content/handler-orders.ts';
export { detectReaderOrders } from './src/content/reader-orders.ts';
export { detectRoleActs } from './src/content/role-acts.ts';
export { detectInjection } from './src/content/injection.ts';
export { detectCards } from './src/content/cards.ts';
export { detectPersonal } from './src/content/numbers.ts';
export { detectSupplyChain } from './src/content/supply.ts';
export { detectHiddenUnicode } from './src/content/unicode.ts';
export { detectUrls } from './src/content/urls.ts';
`);
const withZero = new Set([
  'detectDisguised',
  'detectOutward',
  'detectSetupText',
  'detectThirdPerson',
  'detectProcessorOrders',
  'detectHandlerOrders',
  'detectReaderOrders',
  'detectRoleActs',
]);
const detectors = Object.entries(m).filter(([k]) => k.startsWith('detect') && (!arg('detector') || k === arg('detector')));
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const only = arg('only');
const out = {};
for (const [name, text] of Object.entries(inputs)) {
  if (only && !name.includes(only)) continue;
  const t = new m.Text(text);
  out[name] = {};
  for (const [d, detect] of detectors) {
    const started = cpu();
    if (withZero.has(d)) detect(t, [], 0);
    else detect(t, []);
    out[name][d] = cpu() - started;
  }
  const top = Object.entries(out[name]).sort((a, b) => b[1] - a[1])[0];
  console.log(
    `${name}: ${Object.values(out[name])
      .reduce((a, b) => a + b, 0)
      .toFixed(0)} ms, most ${top[0]} ${top[1].toFixed(0)}`,
  );
}
if (arg('json')) writeFileSync(arg('json'), JSON.stringify(out));
