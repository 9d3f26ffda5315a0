// Bundles the CLI into dist/ with esbuild. Heavy paths (signing, HTTP, packages) are
// dynamic imports, so code splitting keeps them out of the start-up chunk.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
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
  minify: false,
  legalComments: 'none',
  logLevel: 'warning',
  // commander is CommonJS: give the ESM bundle a require for its node: built-ins.
  banner: { js: "import { createRequire as __judgeCreateRequire } from 'node:module';\nconst require = __judgeCreateRequire(import.meta.url);" },
  define: { JUDGE_VERSION: JSON.stringify(version) },
});
