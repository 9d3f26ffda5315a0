import { describe, expect, it } from 'vitest';
import { readGateConfig, strictOf } from '../../src/gate/config.js';

describe('readGateConfig', () => {
  it('defaults: not strict, bar 0.5, rules judge, defer an allow to Claude Code, ask a person when the judge cannot answer', () => {
    expect(readGateConfig({})).toEqual({
      strict: false,
      threshold: 0.5,
      allowMode: 'defer',
      onError: 'ask',
      setBy: 'default',
      problems: [],
    });
  });

  it('reads JUDGE_GATE_ALLOW=allow and JUDGE_GATE_ON_ERROR (any case, blanks ignored)', () => {
    expect(readGateConfig({ JUDGE_GATE_ALLOW: ' Allow ', JUDGE_GATE_ON_ERROR: 'DENY' })).toMatchObject({
      allowMode: 'allow',
      onError: 'deny',
      problems: [],
    });
    expect(readGateConfig({ JUDGE_GATE_ON_ERROR: 'allow' })).toMatchObject({ onError: 'allow', problems: [] });
  });

  it('failing open contradicts JUDGE_STRICT: a problem, not a choice between them', () => {
    expect(readGateConfig({ JUDGE_GATE_ON_ERROR: 'allow', JUDGE_STRICT: '1' }).problems[0]).toMatch(
      /JUDGE_GATE_ON_ERROR=allow contradicts JUDGE_STRICT/,
    );
  });

  it('reads JUDGE_THRESHOLD, JUDGE_BOUND, JUDGE_URL and JUDGE_GATE_ALLOW', () => {
    const c = readGateConfig({
      JUDGE_THRESHOLD: '0.8',
      JUDGE_BOUND: '250',
      JUDGE_URL: ' https://judge.example/v1 ',
      JUDGE_GATE_ALLOW: 'defer',
    });
    expect(c).toMatchObject({ threshold: 0.8, amountBound: 250, judgeUrl: 'https://judge.example/v1', allowMode: 'defer', problems: [] });
  });

  it('treats empty values as unset', () => {
    expect(
      readGateConfig({
        JUDGE_THRESHOLD: '',
        JUDGE_BOUND: ' ',
        JUDGE_URL: '',
        JUDGE_GATE_ALLOW: '',
        JUDGE_GATE_ON_ERROR: ' ',
        JUDGE_NETWORK_SCOPE: '',
      }),
    ).toEqual(readGateConfig({}));
  });

  it('reads JUDGE_NETWORK_SCOPE as the --network-scope list', () => {
    expect(readGateConfig({ JUDGE_NETWORK_SCOPE: 'GitHub.com, *.npmjs.org' }).networkScope).toEqual(['*.npmjs.org', 'github.com']);
  });

  it.each([
    ['JUDGE_THRESHOLD', 'NaN'],
    ['JUDGE_THRESHOLD', '1.5'],
    ['JUDGE_THRESHOLD', '-0.1'],
    ['JUDGE_THRESHOLD', 'Infinity'],
    ['JUDGE_THRESHOLD', 'half'],
    ['JUDGE_BOUND', '-1'],
    ['JUDGE_BOUND', 'lots'],
    ['JUDGE_GATE_ALLOW', 'yes'],
    ['JUDGE_GATE_ALLOW', 'dfer'],
    ['JUDGE_GATE_ON_ERROR', 'alow'],
    ['JUDGE_GATE_ON_ERROR', 'proceed'],
    ['JUDGE_NETWORK_SCOPE', 'exa mple.com'],
  ])('names a bad %s=%s as a problem instead of guessing', (name, value) => {
    const c = readGateConfig({ [name]: value });
    expect(c.problems).toHaveLength(1);
    expect(c.problems[0]).toContain(name);
  });
});

describe('JUDGE_STRICT', () => {
  it.each([undefined, '', '0', 'false', 'FALSE', 'no', 'off', ' 0 '])('%j is off', (v) => expect(strictOf(v)).toBe(false));
  it.each(['1', 'true', 'yes', 'on', 'strict', 'ture', '2'])('%j is on (anything but an off word fails closed)', (v) =>
    expect(strictOf(v)).toBe(true),
  );
});
