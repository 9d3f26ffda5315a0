import { build } from 'esbuild';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
const root = new URL('file:///work/wt/content2/');
const out = await build({ stdin: { contents: [
  "export { detectInjection } from './src/content/injection.ts';",
  "export { detectCredentials } from './src/content/credentials.ts';",
  "export { detectCards, detectPersonal } from './src/content/numbers.ts';",
  "export { detectEncoded } from './src/content/encoded.ts';",
  "export { detectHiddenUnicode } from './src/content/unicode.ts';",
  "export { detectUrls } from './src/content/urls.ts';",
  "export { Text } from './src/content/find.ts';",
].join('\n'), resolveDir: root.pathname, loader: 'ts' }, bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'warning' });
writeFileSync('/tmp/prof/d.mjs', out.outputFiles[0].text);
const m = await import('/tmp/prof/d.mjs');
const load = (f) => readFileSync(new URL(`test/corpus-content/${f}`, root), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const fill = (parts) => { let s = ''; for (let i = 0; s.length < 100 * 1024; i++) s += parts[i % parts.length] + '\n'; return s.slice(0, 100 * 1024); };
const srcFiles = readdirSync(new URL('src/cli/commands/', root)).map((f) => readFileSync(new URL(`src/cli/commands/${f}`, root), 'utf8'));
const texts = {
  corpus: fill([...load('frozen.jsonl'), ...load('cases.jsonl')].map((c) => c.text)),
  readme: fill([readFileSync(new URL('README.md', root), 'utf8'), ...srcFiles]),
  prose: fill(['The committee met on Tuesday to review the budget and agreed to revisit the plan in spring.']),
};
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const dets = ['Text', 'detectInjection', 'detectCredentials', 'detectCards', 'detectPersonal', 'detectEncoded', 'detectHiddenUnicode', 'detectUrls'];
for (const [name, text] of Object.entries(texts)) {
  const row = [];
  const t = new m.Text(text);
  for (const d of dets) {
    const f = d === 'Text' ? () => new m.Text(text) : () => m[d](t, []);
    for (let i = 0; i < 20; i++) f();
    const times = [];
    for (let i = 0; i < 31; i++) { const a = cpu(); f(); times.push(cpu() - a); }
    times.sort((a, b) => a - b);
    row.push(`${d.replace('detect', '')} ${times[15].toFixed(2)}`);
  }
  console.log(name.padEnd(8), row.join('  '));
}
