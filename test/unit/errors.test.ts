/**
 * The error codes are a closed list per class (src/errors.ts): these tests keep that list honest
 * — every code raised somewhere, every code documented — and hold the matcher the other tests
 * use to failing when it should.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BadAnswerError,
  ERROR_CODES,
  ExitCode,
  InternalError,
  JudgeUnavailableError,
  StoreError,
  UsageError,
  VerificationError,
  exitCodeOf,
  type JudgeErrorKind,
} from '../../src/errors.js';
import { ROOT } from '../helpers/cli.js';
import '../helpers/errors.js';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const KINDS = Object.keys(ERROR_CODES) as JudgeErrorKind[];

describe('the closed lists of error codes', () => {
  it('no code is dead: each is written, quoted, in src/ outside the list itself', () => {
    const files = sources(join(ROOT, 'src')).filter((f) => relative(ROOT, f).split('\\').join('/') !== 'src/errors.ts');
    expect(files.length).toBeGreaterThan(50);
    const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');
    const dead = KINDS.flatMap((k) => ERROR_CODES[k].filter((code) => !text.includes(`'${code}'`)).map((code) => `${k}: ${code}`));
    expect(dead).toEqual([]);
  });

  it('no class lists a code twice, and every code reads area.what', () => {
    for (const k of KINDS) {
      const codes: readonly string[] = ERROR_CODES[k];
      expect(new Set(codes).size, k).toBe(codes.length);
      for (const code of codes) expect(code, k).toMatch(/^[a-z][a-z0-9-]*\.[a-z][a-z0-9_-]*$/);
    }
  });

  it('docs/errors.md lists exactly the codes of each class, under its exit code', () => {
    const doc = readFileSync(join(ROOT, 'docs/errors.md'), 'utf8');
    const sections = new Map<string, { exit: number; codes: string[] }>();
    for (const part of doc.split(/^## /m).slice(1)) {
      const head = /^(\w+) \(exit (\d+)\)/.exec(part);
      expect(head, part.slice(0, 40)).not.toBeNull();
      sections.set(head![1]!, { exit: Number(head![2]), codes: [...part.matchAll(/`([a-z][a-z0-9_.-]*)`/g)].map((m) => m[1]!) });
    }
    const classes = {
      usage: UsageError,
      'judge-unavailable': JudgeUnavailableError,
      'bad-answer': BadAnswerError,
      store: StoreError,
      verification: VerificationError,
      internal: InternalError,
    };
    expect([...sections.keys()].sort()).toEqual(
      Object.values(classes)
        .map((c) => c.name)
        .sort(),
    );
    for (const k of KINDS) {
      const cls = classes[k] as unknown as new (code: string, message: string) => Error;
      const section = sections.get(cls.name)!;
      expect(section.codes.sort(), cls.name).toEqual([...ERROR_CODES[k]].sort());
      expect(section.exit, cls.name).toBe(exitCodeOf(new cls(ERROR_CODES[k][0]!, 'x')));
    }
  });

  it('each class has its exit code; anything else is internal', () => {
    expect(exitCodeOf(new UsageError('input.json', 'x'))).toBe(ExitCode.usage);
    expect(exitCodeOf(new JudgeUnavailableError('http.timeout', 'x'))).toBe(ExitCode.judgeUnavailable);
    expect(exitCodeOf(new BadAnswerError('answer.invalid', 'x'))).toBe(ExitCode.badAnswer);
    expect(exitCodeOf(new StoreError('store.locked', 'x'))).toBe(ExitCode.store);
    expect(exitCodeOf(new VerificationError('resolve.unknown', 'x'))).toBe(ExitCode.verificationFailed);
    expect(exitCodeOf(new InternalError('serve.worker', 'x'))).toBe(ExitCode.internal);
    expect(exitCodeOf(new Error('x'))).toBe(ExitCode.internal);
  });
});

describe('where an error is', () => {
  it('prefixes the message, and the edge may rename it without losing the rest', () => {
    const err = new UsageError('bound.invalid', '-1 is negative', { where: 'amount_bound', cause: 'c' });
    expect([err.message, err.where, err.detail, err.cause]).toEqual([
      'amount_bound: -1 is negative',
      'amount_bound',
      '-1 is negative',
      'c',
    ]);
    expect(err.at('--bound').message).toBe('--bound: -1 is negative');
    expect(err.where).toBe('--bound');
    expect(new UsageError('input.json', 'no where').message).toBe('no where');
  });
});

describe('toThrowJudgeError', () => {
  const boom = () => {
    throw new UsageError('bound.invalid', 'x', { where: 'amount_bound' });
  };
  it('passes on class, code and where, and fails on any of them wrong', () => {
    expect(boom).toThrowJudgeError(UsageError);
    expect(boom).toThrowJudgeError(UsageError, 'bound.invalid', 'amount_bound');
    expect(boom).not.toThrowJudgeError(StoreError);
    expect(boom).not.toThrowJudgeError(UsageError, 'input.json');
    expect(boom).not.toThrowJudgeError(UsageError, 'bound.invalid', '--bound');
    expect(() => undefined).not.toThrowJudgeError(UsageError);
    expect(() => {
      throw new Error('plain');
    }).not.toThrowJudgeError(UsageError);
    expect(() => expect(boom).toThrowJudgeError(UsageError, 'input.json')).toThrow(
      /expected UsageError input\.json, got UsageError bound\.invalid/,
    );
  });
  it('reads a rejection through .rejects, and refuses a promise handed to it directly', async () => {
    await expect(Promise.reject(new StoreError('store.locked', 'x'))).rejects.toThrowJudgeError(StoreError, 'store.locked');
    expect(() => expect(() => Promise.reject(new StoreError('store.locked', 'x'))).toThrowJudgeError(StoreError)).toThrow(
      /use expect\(promise\)\.rejects/,
    );
  });
});
