// Bundles the CLI into dist/ with esbuild, as one CommonJS file that bin/judge loads through
// V8's code cache (see bin/load.cjs). Lazy paths (signing, HTTP, packages) stay behind dynamic
// imports, which esbuild turns into lazily-run module bodies, so start-up never runs them.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = (p) => fileURLToPath(new URL(`../${p}`, import.meta.url));
const { version } = JSON.parse(readFileSync(root('package.json'), 'utf8'));

// The rules digest ships precomputed in rules/pack.lock.json: refuse to build a stale one.
execFileSync(process.execPath, [root('rules/lock.mjs'), '--check'], { stdio: 'inherit' });

rmSync(root('dist'), { recursive: true, force: true });

// JSON data (the rule pack, schemas) is embedded as a string for JSON.parse: V8 parses JSON
// text several times faster than the same data written as a JavaScript object literal.
// The rule pack loses what only people and tests read (each rule's description and examples,
// half its size); its digest is still the one rules/pack.lock.json holds for the whole pack.
const forPeopleOnly = new Set(['description', 'examples']);
const jsonAsText = {
  name: 'json-as-text',
  setup(b) {
    b.onLoad({ filter: /\.json$/ }, (args) => {
      const data = JSON.parse(readFileSync(args.path, 'utf8'));
      if (args.path === root('rules/pack.json')) {
        data.rules = data.rules.map((rule) => Object.fromEntries(Object.entries(rule).filter(([key]) => !forPeopleOnly.has(key))));
      }
      const text = JSON.stringify(data);
      return { contents: `module.exports = JSON.parse(${JSON.stringify(text)});`, loader: 'js' };
    });
  },
};

// undici (half a megabyte) is only needed by the HTTP judge: it gets a bundle of its own,
// required on that path only. commander requires child_process for a feature judge does not
// use (executable subcommands): give it a stand-in that loads the module on first use.
const lazyModules = {
  name: 'lazy-modules',
  setup(b) {
    b.onResolve({ filter: /^undici$/ }, () => ({ path: './vendor/undici.cjs', external: true }));
    b.onResolve({ filter: /^node:child_process$/ }, (args) =>
      args.importer.includes(`${'node_modules'}/commander/`) ? { path: 'lazy-child-process', namespace: 'lazy' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy' }, () => ({
      contents: "module.exports = new Proxy({}, { get: (_, key) => require('node:child_process')[key] });",
      loader: 'js',
    }));
  },
};

const common = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  charset: 'ascii',
  minify: true,
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
};

await build({ ...common, entryPoints: { 'vendor/undici': 'undici' }, outdir: root('dist'), outExtension: { '.js': '.cjs' } });
await build({
  ...common,
  plugins: [jsonAsText, lazyModules],
  entryPoints: { judge: root('src/cli/bin.ts') },
  outdir: root('dist'),
  outExtension: { '.js': '.cjs' },
  // Wrapped as CommonJS does it, so bin/load.cjs compiles the file exactly as it is on disk.
  banner: { js: '(function (exports, require, module, __filename, __dirname) {' },
  footer: { js: '})' },
  define: { JUDGE_VERSION: JSON.stringify(version) },
});

// bin/load.cjs reads the bundle as latin1, which is exact only for ASCII.
const bundle = readFileSync(root('dist/judge.cjs'));
if (bundle.some((byte) => byte > 0x7f)) throw new Error('dist/judge.cjs is not ASCII: bin/load.cjs would misread it');

// Warm the code cache on the hot path; its output is not wanted, only the compiled functions.
execFileSync(process.execPath, [root('scripts/code-cache.cjs'), '--tool', 'Bash', '--input', '{"command":"ls"}'], { stdio: 'ignore', cwd: root('.') });
