/**
 * Guards the layering. Data flows shell → facts → rules → decision → crypto → receipts →
 * store → package → http → ask → call → gate → cli, and a module imports only its own layer or
 * lower ones, however it imports (static, type, `import()`, `require`). The pure folders do no
 * I/O, so the rules and the arithmetic stay replayable. The picture is in docs/architecture.md.
 *
 * The checker is tested on itself too: a copy of src/ with an upward import, a dynamic upward
 * import, a cycle or I/O planted in a pure folder must fail.
 */
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkArchitecture, readImports, readTree, runtimeClosure, stripComments, type Architecture } from '../helpers/imports.js';

const SRC = new URL('../../src/', import.meta.url).pathname;

const notStoreEntry = (t: string) => t.startsWith('store/') && t !== 'store/index.ts';

export const ARCHITECTURE: Architecture = {
  layers: {
    'errors.ts': 0,
    'time.ts': 0,
    canonical: 0,
    fs: 0,
    wire: 0,
    text: 0,
    shell: 1,
    facts: 2,
    questions: 2,
    state: 2,
    judge: 2,
    rules: 3,
    content: 3,
    decision: 4,
    crypto: 5,
    receipts: 6,
    store: 7,
    package: 8,
    review: 8,
    http: 9,
    ask: 10,
    call: 11,
    // Reading the project config is I/O (docs/configuration.md), beside the pipeline it feeds.
    config: 11,
    gate: 12,
    cli: 13,
  },
  // The process-boundary type every command receives; a leaf, so any layer may use it.
  sharedLeaves: new Set(['cli/io.ts']),
  pure: new Set(['wire', 'text', 'shell', 'facts', 'rules', 'content', 'decision', 'questions', 'judge', 'receipts', 'review']),
  ioModules: [
    'node:fs',
    'node:fs/promises',
    'node:net',
    'node:http',
    'node:https',
    'node:child_process',
    'node:os',
    'node:worker_threads',
    'node:tty',
    'undici',
  ],
  forbidden: [
    // The store keeps bytes; what a call means is the rules' business, handed in as values.
    { name: 'store → rules', from: (f) => f.startsWith('store/'), to: (t) => t.startsWith('rules/') },
    // Commands and gates reach the store through its one entry point.
    { name: 'cli → store internals', from: (f) => f.startsWith('cli/'), to: notStoreEntry },
    { name: 'gate → store internals', from: (f) => f.startsWith('gate/'), to: notStoreEntry },
    // Signing and hashing stay free of files, so receipts are bytes in, bytes out.
    { name: 'crypto → store', from: (f) => f.startsWith('crypto/'), to: (t) => t.startsWith('store/') || t.startsWith('cli/') },
  ],
};

describe('architecture of src/', () => {
  const mods = readTree(SRC);

  it('reads imports of every kind, not those in comments', () => {
    const m = readImports(
      'gate/x.ts',
      [
        "import { a } from '../rules/index.js';",
        "import type { B } from '../state/types.js';",
        "import '../shell/types.js';",
        "// import { c } from '../cli/main.js';",
        "/* await import('../cli/main.js') */",
        "const s = 'import(\\'../cli/fake.js\\')';",
        "const { d } = await import('../store/attest.js');",
        "const tty = process.getBuiltinModule('node:tty');",
        "const r = require('./other.js');",
        'const re = /import\\(/g;',
        'const e = await import(name);',
      ].join('\n'),
    );
    expect(m.edges.map((e) => `${e.kind} ${e.target ?? e.spec}`).sort()).toEqual(
      [
        'builtin node:tty',
        'dynamic store/attest.ts',
        'require gate/other.ts',
        'static rules/index.ts',
        'static shell/types.ts',
        'type state/types.ts',
      ].sort(),
    );
    expect(m.unresolvable).toBe(1);
  });

  it('reads every file of src/ to its end (no string or regex swallows imports)', () => {
    for (const m of mods) {
      const text = readFileSync(join(SRC, m.file), 'utf8');
      const written = [...text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s'[^']+'/gm)].length;
      expect(m.edges.filter((e) => e.kind === 'static' || e.kind === 'type').length, m.file).toBeGreaterThanOrEqual(written);
      // The file's last line of code survives the stripping: nothing opened a string it never closed.
      const last = text.trimEnd().split('\n').at(-1)!.trim();
      const head = /^[\w}{)\];]+/.exec(last)?.[0];
      if (head) expect(stripComments(text).trimEnd().split('\n').at(-1)!.trim().startsWith(head), m.file).toBe(true);
    }
  });

  it('imports only its own layer or lower, does no I/O in the pure folders, has no cycle', () => {
    expect(checkArchitecture(mods, ARCHITECTURE)).toEqual([]);
  });

  it('has no file over 600 lines', () => {
    const long = mods.map((m) => [m.file, readFileSync(join(SRC, m.file), 'utf8').split('\n').length] as const).filter(([, n]) => n > 600);
    expect(long).toEqual([]);
  });
});

describe('the architecture check catches what is planted in a copy of src/', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'judge-arch-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  let n = 0;
  const plant = (file: string, line: string): ReturnType<typeof checkArchitecture> => {
    const dir = join(tmp, String(n++));
    cpSync(SRC, dir, { recursive: true });
    appendFileSync(join(dir, file), `\n${line}\n`);
    return checkArchitecture(readTree(dir), ARCHITECTURE);
  };

  it('an upward static import', () => {
    const v = plant('shell/types.ts', "import { run } from '../cli/main.js';");
    expect(v.some((x) => x.rule === 'upward' && x.file === 'shell/types.ts')).toBe(true);
  });
  it('an upward dynamic import', () => {
    const v = plant('decision/decide.ts', "export const later = () => import('../gate/answer.js');");
    expect(v.some((x) => x.rule === 'upward' && x.file === 'decision/decide.ts' && x.detail.startsWith('dynamic'))).toBe(true);
  });
  it('a cycle', () => {
    const dir = join(tmp, String(n++));
    cpSync(SRC, dir, { recursive: true });
    writeFileSync(join(dir, 'fs', 'loop-a.ts'), "import { b } from './loop-b.js';\nexport const a = () => b;\n");
    writeFileSync(join(dir, 'fs', 'loop-b.ts'), "import { a } from './loop-a.js';\nexport const b = () => a;\n");
    const v = checkArchitecture(readTree(dir), ARCHITECTURE);
    expect(v.filter((x) => x.rule === 'cycle').map((x) => x.detail)).toContainEqual(expect.stringContaining('fs/loop-a.ts'));
  });
  it('I/O in a pure folder, through getBuiltinModule', () => {
    const v = plant('rules/index.ts', "const fsx = process.getBuiltinModule('node:fs');");
    expect(v.some((x) => x.rule === 'io-in-pure' && x.file === 'rules/index.ts')).toBe(true);
  });
  it('the store reaching into the rules', () => {
    const v = plant('store/lock.ts', "import type { RuleId } from '../rules/index.js';");
    expect(v.some((x) => x.rule === 'forbidden' && x.detail.startsWith('store → rules'))).toBe(true);
  });
  it('a command reaching into a store internal', () => {
    const v = plant('cli/render.ts', "export const lazy = () => import('../store/chain.js');");
    expect(v.some((x) => x.rule === 'forbidden' && x.detail.startsWith('cli → store internals'))).toBe(true);
  });
});

describe('start-up budget of the signing side', () => {
  const mods = readTree(SRC);
  it('locate.ts and recent.ts (read before every judged call) load only node:fs, node:path and errors', () => {
    for (const f of ['store/locate.ts', 'store/recent.ts']) {
      const deps = [...runtimeClosure(mods, f, { dynamic: true })].filter((d) => d !== f);
      for (const d of deps) expect(['node:fs', 'node:path', 'errors.ts', 'store/locate.ts'], `${f} → ${d}`).toContain(d);
    }
  });
  it('the attest path loads neither the verifier nor noble Ed25519, zod, undici, chalk, commander', () => {
    const entry = mods.find((m) => m.file === 'store/attest.ts') ? 'store/attest.ts' : 'store/index.ts';
    const deps = [...runtimeClosure(mods, entry, { dynamic: false })];
    const allowed = ['@noble/hashes/sha2.js', '@noble/hashes/utils.js'];
    expect(deps.filter((d) => /noble|zod|undici|chalk|commander/.test(d) && !allowed.includes(d))).toEqual([]);
    expect(deps.filter((d) => /^(package|http|cli)\//.test(d) || d === 'receipts/verify.ts')).toEqual([]);
  });
});
