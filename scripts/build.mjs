// Bundles the CLI into dist/ with esbuild. Heavy paths (signing, HTTP, packages) are
// dynamic imports, so code splitting keeps them out of the start-up chunk.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// The rules digest ships precomputed in rules/pack.lock.json: refuse to build a stale one.
execFileSync(process.execPath, [fileURLToPath(new URL('../rules/lock.mjs', import.meta.url)), '--check'], { stdio: 'inherit' });

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
// JSON data (the rule pack, schemas) is embedded as a string for JSON.parse: V8 parses JSON
// text several times faster than the same data written as a JavaScript object literal.
const jsonAsText = {
  name: 'json-as-text',
  setup(b) {
    b.onLoad({ filter: /\.json$/ }, (args) => {
      const text = JSON.stringify(JSON.parse(readFileSync(args.path, 'utf8')));
      return { contents: `export default JSON.parse(${JSON.stringify(text)});`, loader: 'js' };
    });
  },
};

await build({
  plugins: [jsonAsText],
  entryPoints: { judge: 'src/cli/bin.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: false,
  minify: true,
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  // commander is CommonJS: give the ESM bundle a require for its node: built-ins.
  banner: { js: "import { createRequire as __judgeCreateRequire } from 'node:module';\nconst require = __judgeCreateRequire(import.meta.url);" },
  define: { JUDGE_VERSION: JSON.stringify(version) },
});
