// Bundles TypeScript from src/ with esbuild and imports the result, so the build and the
// benchmarks can run the code as it stands, without dist/. esbuild is loaded on the first call.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `options`: esbuild's input (`entryPoints`, or `stdin` with a `resolveDir`, and `nodePaths`).
 * `onText`: given the bundle's text before it is imported (a profile maps samples back to lines).
 */
export async function importBundled(options, onText) {
  const { build } = await import('esbuild');
  const out = await build({
    ...options,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  // Imported from a file, not a data: URL, so the bundle's own import.meta.url is a real path.
  const dir = mkdtempSync(join(tmpdir(), 'judge-ts-'));
  const file = join(dir, 'bundle.mjs');
  onText?.(out.outputFiles[0].text);
  writeFileSync(file, out.outputFiles[0].text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
