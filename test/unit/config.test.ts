/** The project config: parsing (every fault names its JSON path), the order of sources, the gate's merge. */
import { describe, expect, it } from 'vitest';
import { checkProjectConfig, parseProjectConfig, type ProjectConfig } from '../../src/config/project.js';
import { resolveSettings } from '../../src/config/settings.js';
import { digestOf } from '../../src/canonical/jcs.js';
import { readGateConfig } from '../../src/gate/config.js';
import { UsageError } from '../../src/errors.js';

const WHERE = '/w/.judge/project.json';
const check = (v: unknown) => checkProjectConfig(v, WHERE, (p) => `/w/.judge/${p}`);

function fault(v: unknown): UsageError {
  try {
    check(v);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    expect((err as UsageError).code).toBe('config.invalid');
    return err as UsageError;
  }
  throw new Error('accepted');
}

describe('checkProjectConfig', () => {
  it('reads every key, resolving paths against the folder, with the JCS digest of the file', () => {
    const v = {
      version: 1,
      questions: ['unsafe', 'verdict'],
      questions_file: 'q.json',
      threshold: 0.7,
      set_by: 'policy://t',
      network_scope: ['GitHub.com', '*.npmjs.org'],
      amount_bound: 100,
      gate: { allow: 'allow', on_error: 'deny', strict: true },
      rules: 'rules.json',
    };
    const c = check(v);
    expect(c).toEqual({
      path: WHERE,
      digest: digestOf(v),
      questionKeys: ['unsafe', 'verdict'],
      questionsFile: '/w/.judge/q.json',
      threshold: 0.7,
      setBy: 'policy://t',
      networkScope: ['*.npmjs.org', 'github.com'],
      amountBound: 100,
      gate: { allow: 'allow', on_error: 'deny', strict: true },
      rulesOverlay: '/w/.judge/rules.json',
    });
  });

  it('takes inline question definitions', () => {
    expect(check({ version: 1, questions: { deploys: { type: 'noul', instructions: 'deploys?' } } }).questionDefs).toEqual({
      deploys: { type: 'noul', instructions: 'deploys?' },
    });
  });

  it.each([
    [[], '$'],
    [{}, '$.version'],
    [{ version: '1' }, '$.version'],
    [{ version: 1, threshold: '0.5' }, '$.threshold'],
    [{ version: 1, threshold: 1.5 }, '$.threshold'],
    [{ version: 1, threshold: null }, '$.threshold'],
    [{ version: 1, set_by: '' }, '$.set_by'],
    [{ version: 1, network_scope: 'github.com' }, '$.network_scope'],
    [{ version: 1, network_scope: ['github.com', 'a b'] }, '$.network_scope[1]'],
    [{ version: 1, network_scope: ['a.com,b.com'] }, '$.network_scope[0]'],
    [{ version: 1, amount_bound: -1 }, '$.amount_bound'],
    [{ version: 1, amount_bound: '5' }, '$.amount_bound'],
    [{ version: 1, questions: [] }, '$.questions'],
    [{ version: 1, questions: ['ok', 7] }, '$.questions[1]'],
    [{ version: 1, questions: 'unsafe' }, '$.questions'],
    [{ version: 1, questions: { a: {} }, questions_file: 'q.json' }, '$.questions_file'],
    [{ version: 1, questions_file: '' }, '$.questions_file'],
    [{ version: 1, gate: [] }, '$.gate'],
    [{ version: 1, gate: { allow: 'yes' } }, '$.gate.allow'],
    [{ version: 1, gate: { on_error: 'ALLOW' } }, '$.gate.on_error'],
    [{ version: 1, gate: { strict: 'yes' } }, '$.gate.strict'],
    [{ version: 1, gate: { strict: true, on_error: 'allow' } }, '$.gate.on_error'],
    [{ version: 1, gate: { mode: 'x' } }, '$.gate.mode'],
    [{ version: 1, rules: 5 }, '$.rules'],
    [{ version: 1, extra: 1 }, '$.extra'],
  ])('%j is refused naming %s', (v, path) => {
    expect(fault(v).message).toContain(`${WHERE}: ${path}: `);
  });

  it('refuses bytes that are not JSON, naming the file', () => {
    expect(() => parseProjectConfig(Buffer.from('{"version": 1,'), WHERE, (p) => p)).toThrow(UsageError);
    expect(() => parseProjectConfig(Buffer.from('{"version": 1,'), WHERE, (p) => p)).toThrow(WHERE);
  });
});

describe('resolveSettings: flags, then the environment, then the config, then the defaults', () => {
  const config: ProjectConfig = {
    path: WHERE,
    digest: 'sha256:x',
    gate: {},
    threshold: 0.7,
    setBy: 'policy://t',
    networkScope: ['github.com'],
    amountBound: 10,
    questionKeys: ['unsafe'],
  };

  it('defaults without any source', () => {
    expect(resolveSettings({}, {}, undefined)).toEqual({ threshold: 0.5, setBy: 'default', networkScope: [], amountBound: undefined });
  });

  it('the config over the defaults', () => {
    expect(resolveSettings({}, {}, config)).toEqual({
      threshold: 0.7,
      setBy: 'policy://t',
      networkScope: ['github.com'],
      amountBound: 10,
      questionKeys: ['unsafe'],
    });
    expect(resolveSettings({}, {}, { path: WHERE, digest: 'sha256:x', gate: {}, threshold: 0.6 }).setBy).toBe('config');
  });

  it('the environment over the config', () => {
    const s = resolveSettings({}, { JUDGE_THRESHOLD: '0.2', JUDGE_NETWORK_SCOPE: 'a.com, b.com', JUDGE_BOUND: '3' }, config);
    expect(s).toMatchObject({ threshold: 0.2, setBy: 'JUDGE_THRESHOLD', networkScope: ['a.com', 'b.com'], amountBound: 3 });
    // empty is unset
    expect(resolveSettings({}, { JUDGE_THRESHOLD: ' ', JUDGE_BOUND: '' }, config)).toMatchObject({ threshold: 0.7, amountBound: 10 });
  });

  it('flags over everything; questions come from one source as a whole', () => {
    const s = resolveSettings(
      { threshold: '0.9', setBy: 'me', networkScope: ['c.com'], bound: '4', question: ['verdict'] },
      { JUDGE_THRESHOLD: '0.2', JUDGE_BOUND: '3' },
      config,
    );
    expect(s).toEqual({ threshold: 0.9, setBy: 'me', networkScope: ['c.com'], amountBound: 4, questionKeys: ['verdict'] });
    expect(resolveSettings({ questionsFile: 'q.json' }, {}, config)).toMatchObject({
      questions: { file: 'q.json', from: '--questions-file' },
    });
    expect(resolveSettings({ questionsFile: 'q.json' }, {}, config).questionKeys).toBeUndefined();
  });

  it('a bad variable is a usage error naming the variable', () => {
    expect(() => resolveSettings({}, { JUDGE_THRESHOLD: 'abc' }, config)).toThrow('JUDGE_THRESHOLD');
    expect(() => resolveSettings({}, { JUDGE_BOUND: '-1' }, config)).toThrow('JUDGE_BOUND');
    expect(() => resolveSettings({ threshold: '2' }, {}, config)).toThrow('--threshold');
  });
});

describe('readGateConfig with a project config', () => {
  const project: ProjectConfig = {
    path: WHERE,
    digest: 'sha256:x',
    gate: { allow: 'allow', on_error: 'deny', strict: true },
    threshold: 0.8,
    networkScope: ['github.com'],
    amountBound: 5,
  };

  it('takes the config where the environment is silent', () => {
    const g = readGateConfig({}, { config: project });
    expect(g).toMatchObject({
      threshold: 0.8,
      setBy: 'config',
      allowMode: 'allow',
      onError: 'deny',
      strict: true,
      networkScope: ['github.com'],
      amountBound: 5,
      problems: [],
    });
    expect(g.project).toBe(project);
  });

  it('the environment wins', () => {
    const g = readGateConfig(
      {
        JUDGE_THRESHOLD: '0.1',
        JUDGE_GATE_ALLOW: 'defer',
        JUDGE_GATE_ON_ERROR: 'ask',
        JUDGE_STRICT: 'off',
        JUDGE_BOUND: '1',
        JUDGE_NETWORK_SCOPE: 'a.com',
      },
      { config: project },
    );
    expect(g).toMatchObject({
      threshold: 0.1,
      setBy: 'JUDGE_THRESHOLD',
      allowMode: 'defer',
      onError: 'ask',
      strict: false,
      networkScope: ['a.com'],
      amountBound: 1,
      problems: [],
    });
  });

  it('a config problem is a gate problem; a contradiction across sources names both', () => {
    expect(readGateConfig({}, { problem: 'the project config cannot be used: x' }).problems).toEqual([
      'the project config cannot be used: x',
    ]);
    const g = readGateConfig({ JUDGE_GATE_ON_ERROR: 'allow' }, { config: { ...project, gate: { strict: true } } });
    expect(g.problems).toEqual([`JUDGE_GATE_ON_ERROR=allow contradicts "strict": true in ${WHERE} (unset one of them)`]);
  });
});

describe('schemas/config.json', () => {
  it('names exactly the keys the reader knows', async () => {
    const { default: schema } = await import('../../schemas/config.json', { with: { type: 'json' } });
    expect(Object.keys(schema.properties).sort()).toEqual([
      '$schema',
      'amount_bound',
      'gate',
      'network_scope',
      'questions',
      'questions_file',
      'rules',
      'set_by',
      'threshold',
      'version',
    ]);
    expect(Object.keys(schema.properties.gate.properties).sort()).toEqual(['allow', 'on_error', 'strict']);
    // and the reader refuses any other key
    expect(fault({ version: 1, colour: 'red' }).message).toContain('$.colour');
  });
});
