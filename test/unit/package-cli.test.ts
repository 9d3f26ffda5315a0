/**
 * `judge package verify` as a command: flags, reading folders, exit codes, the two formats, and
 * the commander declaration (lazy import, options reaching the subcommand even when the root
 * program declares an option of the same name, as main.ts does with --format).
 */
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { Command, Option } from 'commander';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import '../helpers/errors.js';
import { runVerify } from '../../src/cli/commands/package.js';
import { streamInput, type Io } from '../../src/cli/io.js';
import { registerPackageCommands } from '../../src/cli/register-package.js';
import { storePaths } from '../../src/store/locate.js';
import { TEST_RULES_DIGEST, buildPackage, testReplay } from '../helpers/package-store.js';

function memoryIo(cwd: string): Io & { out: () => string } {
  const stdout = new PassThrough();
  const chunks: Buffer[] = [];
  stdout.on('data', (c: Buffer) => chunks.push(c));
  return {
    stdout,
    stderr: new PassThrough(),
    stdin: streamInput(new PassThrough()),
    env: {},
    cwd,
    out: () => Buffer.concat(chunks).toString('utf8'),
  };
}

let built: Awaited<ReturnType<typeof buildPackage>>;
beforeAll(async () => {
  built = await buildPackage({ calls: 6, withStates: false });
});
afterEach(() => {
  process.exitCode = undefined;
});

describe('runVerify', () => {
  it('prints one row per check and exits 0 for a sealed package', async () => {
    const io = memoryIo(built.store.workspace);
    const code = await runVerify([built.dir], {}, io, { replay: testReplay });
    expect(code).toBe(0);
    const out = io.out();
    for (const check of ['envelopes', 'ids', 'signatures', 'chain', 'close', 'judgements', 'replay'])
      expect(out).toMatch(new RegExp(`^  ${check}\\s+(pass|warn)\\s+\\S`, 'm'));
    expect(out).toMatch(/^verified: 1 package, 19 receipts, with warnings in replay$/m);
  });

  it('--states DIR replays; --strict without it fails with exit 6; json has a verdict', async () => {
    const states = storePaths.sessionStates(built.store, built.sessionId);
    const io = memoryIo(built.store.workspace);
    expect(await runVerify([built.dir], { states, format: 'json' }, io, { replay: testReplay })).toBe(0);
    const json = JSON.parse(io.out());
    expect(json.verdict).toBe('verified');
    expect(json.replay).toMatchObject({ rules_receipts: 18, replayed: 18 });
    const strict = memoryIo(built.store.workspace);
    expect(await runVerify([built.dir], { strict: true, format: 'json' }, strict, { replay: testReplay })).toBe(6);
    const s = JSON.parse(strict.out());
    expect(s.verdict).toBe('failed');
    expect(s.checks.find((c: { check: string }) => c.check === 'replay').status).toBe('fail');
  });

  it('with the built-in rules judge, receipts of other rules are named as not replayable here', async () => {
    const states = storePaths.sessionStates(built.store, built.sessionId);
    const io = memoryIo(built.store.workspace);
    expect(await runVerify([built.dir], { states }, io)).toBe(0);
    expect(io.out()).toContain(`18 rules receipts name rules ${TEST_RULES_DIGEST}, which this build does not carry: not replayable here`);
  });

  it('a tampered folder exits 6 with no success word; a missing folder is a usage error', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'judge-pkg-copy-'));
    for (const name of readdirSync(built.dir, { recursive: true }) as string[]) {
      const from = join(built.dir, name);
      try {
        writeFileSync(join(copy, name), (await import('node:fs')).readFileSync(from));
      } catch {
        mkdirSync(join(copy, name), { recursive: true });
      }
    }
    writeFileSync(join(copy, 'receipts.jsonl'), '');
    const io = memoryIo(copy);
    expect(await runVerify(['.'], {}, io, { replay: testReplay })).toBe(6);
    expect(io.out()).not.toMatch(/\bverified\b/i);
    expect(io.out()).toMatch(/^FAILED: /m);
    await expect(runVerify([join(copy, 'nope')], {}, memoryIo(copy), { replay: testReplay })).rejects.toThrowJudgeError(
      UsageError,
      'package.missing',
    );
    await expect(
      runVerify([built.dir], { trust: join(copy, 'nope.json') }, memoryIo(copy), { replay: testReplay }),
    ).rejects.toThrowJudgeError(UsageError, 'trust.missing');
    writeFileSync(join(copy, 'trust.json'), '{"keys": []}');
    await expect(
      runVerify([built.dir], { trust: join(copy, 'trust.json') }, memoryIo(copy), { replay: testReplay }),
    ).rejects.toThrowJudgeError(UsageError, 'trust.invalid');
    await expect(runVerify([built.dir], { format: 'yaml' }, memoryIo(copy), { replay: testReplay })).rejects.toThrowJudgeError(
      UsageError,
      'format.invalid',
    );
  });

  it('a symlink inside a package is never followed and fails the package', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'judge-pkg-link-'));
    const fs = await import('node:fs');
    fs.cpSync(built.dir, dir, { recursive: true });
    symlinkSync('/etc/passwd', join(dir, 'passwd'));
    const io = memoryIo(dir);
    expect(await runVerify([dir], {}, io, { replay: testReplay })).toBe(6);
    expect(io.out()).toContain('passwd is not a regular file');
  });
});

describe('registerPackageCommands', () => {
  it('declares package verify with its flags, even beside a root --format option', async () => {
    const io = memoryIo(built.store.workspace);
    const program = new Command('judge').exitOverride().addOption(new Option('--format <fmt>').choices(['text', 'json']).default('text'));
    registerPackageCommands(program, io);
    await program.parseAsync(['node', 'judge', 'package', 'verify', built.dir, '--format', 'json', '--strict']);
    expect(process.exitCode).toBe(6);
    const json = JSON.parse(io.out());
    expect(json.strict).toBe(true);
    expect(json.verdict).toBe('failed');
  });
});
