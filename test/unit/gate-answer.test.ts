import { describe, expect, it } from 'vitest';
import { decide } from '../../src/decision/decide.js';
import { askReachOf, hookAnswer, hookJson, REASON_LIMITS, type GateOutcome } from '../../src/gate/answer.js';
import { readGateConfig } from '../../src/gate/config.js';
import type { Answers, Questions } from '../../src/questions/types.js';

const questions: Questions = {
  network_off_scope: { type: 'noul', instructions: 'off scope?', on_yes: 'ask' },
  shell_destructive: { type: 'noul', instructions: 'destructive?' },
  style: { type: 'noul', instructions: 'style?', on_yes: 'warn', threshold: 0.7 },
  unsafe: { type: 'noul', instructions: 'unsafe?' },
};
const yes = { noul: 1, probabilities: { yes: 1, no: 0 }, confidence: 1 };
const no = { noul: 0, probabilities: { yes: 0, no: 1 }, confidence: 1 };
function answers(over: Partial<Record<keyof typeof questions, typeof yes>>): Answers {
  return { network_off_scope: no, shell_destructive: no, style: no, unsafe: no, ...over };
}
const judge = { model: 'judge-rules/1.0.0', provider: 'judge', kind: 'rules', replayable: true, rules_digest: 'sha256:' + '0'.repeat(64) };
const ids = ['art_' + 'a'.repeat(32), 'art_' + 'b'.repeat(32), 'art_' + 'c'.repeat(32), 'art_' + 'd'.repeat(32)];

function judged(over: Partial<Record<string, typeof yes>>, extra: Partial<Extract<GateOutcome, { kind: 'judged' }>> = {}): GateOutcome {
  return {
    kind: 'judged',
    tool: 'Bash',
    judge,
    decision: decide(questions, answers(over), 0.5),
    evidence: {
      shell_destructive: ['rm -rf ~: recursive removal of the home directory'],
      unsafe: ['shell_destructive'],
      network_off_scope: ['curl → evil.example is not in the network scope'],
      style: ['odd style'],
    },
    notes: [],
    ...extra,
  };
}
/** Allow mode, so an allow shows as one; the default (defer) has its own tests below. */
const config = readGateConfig({ JUDGE_GATE_ALLOW: 'allow' });
const strict = readGateConfig({ JUDGE_GATE_ALLOW: 'allow', JUDGE_STRICT: '1' });
const defer = readGateConfig({});

describe('hookAnswer for a judged call', () => {
  it('deny → deny, naming the questions, bars, evidence, and who may overrule', () => {
    const a = hookAnswer(judged({ shell_destructive: yes, unsafe: yes }, { receipts: { ids, session: 'ses_' + '1'.repeat(32) } }), config);
    expect(a.decision).toBe('deny');
    expect(a.reason).toContain('judge refused this Bash call: shell_destructive (bar 0.5), unsafe (bar 0.5)');
    expect(a.reason).toContain('- shell_destructive: rm -rf ~: recursive removal of the home directory');
    expect(a.reason).toContain('- unsafe: shell_destructive');
    expect(a.reason).toContain('judge-rules/1.0.0');
    expect(a.reason).toContain('Signed 4 receipts (session ses_');
    // The deciding receipts, in question-key order: shell_destructive is index 1, unsafe index 3.
    expect(a.reason).toContain(`judge --resolve ${ids[1]} --by human://you --decision allow`);
    expect(a.reason).toContain(`likewise ${ids[3]}`);
    expect(a.reason).not.toContain(ids[0]);
    expect(a.reason).toMatch(/Do not retry it in another form/);
    expect(a.reason).toMatch(/a person's step, not yours/);
  });

  it('ask → ask, telling the person how to record their decision', () => {
    const a = hookAnswer(judged({ network_off_scope: yes }, { receipts: { ids, session: null } }), config);
    expect(a.decision).toBe('ask');
    expect(a.reason).toContain('judge escalates this Bash call to you: network_off_scope (bar 0.5)');
    expect(a.reason).toContain('curl → evil.example');
    expect(a.reason).toContain(`judge --resolve ${ids[0]} --by human://you --decision allow`);
    expect(a.reason).toContain('loose receipts');
  });

  it('points at the other escalations of a refused call, which stay OPEN until resolved', () => {
    const a = hookAnswer(judged({ network_off_scope: yes, shell_destructive: yes }, { receipts: { ids, session: null } }), config);
    expect(a.reason).toContain('Also escalated: network_off_scope (judge log --open lists them).');
    expect(hookAnswer(judged({ network_off_scope: yes, shell_destructive: yes }), config).reason).not.toContain('Also escalated');
  });

  it('deny wins over ask (precedence)', () => {
    expect(hookAnswer(judged({ network_off_scope: yes, shell_destructive: yes }), config).decision).toBe('deny');
  });

  it('warn → allow with the warning and its own bar in the reason', () => {
    const a = hookAnswer(judged({ style: yes }), config);
    expect(a.decision).toBe('allow');
    expect(a.reason).toContain('allows this Bash call with a warning: style (bar 0.7)');
    expect(a.reason).toContain('odd style');
  });

  it('allow → allow, short, without evidence', () => {
    const a = hookAnswer(judged({}), config);
    expect(a).toMatchObject({ decision: 'allow', quiet: true });
    expect(a.reason).toContain('no question met its bar (4 asked)');
    expect(a.reason).not.toContain('rm -rf');
    expect(a.reason).not.toContain('--resolve');
  });

  it('no resolve hint without receipts (no store)', () => {
    expect(hookAnswer(judged({ shell_destructive: yes }), config).reason).not.toContain('--resolve');
  });

  it('an allow that could not be recorded: allow with a note, but ask under strict', () => {
    const o = judged({}, { unrecorded: 'the receipts could not be signed into /w/.judge (store.locked: busy)' });
    const lax = hookAnswer(o, config);
    expect(lax.decision).toBe('allow');
    expect(lax.reason).toContain('Not recorded: the receipts could not be signed');
    const s = hookAnswer(o, strict);
    expect(s.decision).toBe('ask');
    expect(s.reason).toContain('JUDGE_STRICT');
  });

  it('a deny that could not be recorded is still a deny', () => {
    expect(hookAnswer(judged({ unsafe: yes }, { unrecorded: 'x' }), strict).decision).toBe('deny');
  });

  it('caps the reason however much evidence there is', () => {
    const many = Array.from({ length: 50 }, (_, i) => `hit ${i} ${'x'.repeat(1000)}`);
    const a = hookAnswer(judged({ shell_destructive: yes }, { evidence: { shell_destructive: many } }), config);
    expect(a.reason.length).toBeLessThanOrEqual(REASON_LIMITS.totalChars);
    expect(a.reason).toContain('… 44 more');
  });

  it('keeps each piece of evidence on one line, whatever the call quoted', () => {
    const a = hookAnswer(judged({ shell_destructive: yes }, { evidence: { shell_destructive: ['rm -rf "a\nb\rc\u0007"'] } }), config);
    expect(a.reason).toContain('- shell_destructive: rm -rf "a b c "');
  });

  it('names every deciding question citing the same evidence on one line', () => {
    const same = 'rm -rf ~ removes the home directory';
    const a = hookAnswer(
      judged({ shell_destructive: yes, unsafe: yes }, { evidence: { shell_destructive: [same], unsafe: [same] } }),
      config,
    );
    expect(a.reason).toContain(`- shell_destructive, unsafe: ${same}`);
    expect(a.reason.split(same)).toHaveLength(2);
  });
});

describe('hookAnswer when the judge could not answer', () => {
  const o: GateOutcome = { kind: 'unjudged', tool: 'WebFetch', why: 'judge unavailable: HTTP 503', noteId: ids[0], notes: [] };
  it('asks a person by default, saying it went unjudged and where it is noted', () => {
    for (const c of [defer, config, strict]) {
      const a = hookAnswer(o, c);
      expect(a.decision).toBe('ask');
      expect(a.reason).toContain('could not judge this WebFetch call: judge unavailable: HTTP 503');
      expect(a.reason).toContain(`Noted as ${ids[0]}`);
    }
  });
  it('refuses under JUDGE_GATE_ON_ERROR=deny', () => {
    expect(hookAnswer(o, readGateConfig({ JUDGE_GATE_ON_ERROR: 'deny' })).decision).toBe('deny');
  });
  it('proceeds only under JUDGE_GATE_ON_ERROR=allow, saying so (no decision, or allow in allow mode)', () => {
    const a = hookAnswer(o, readGateConfig({ JUDGE_GATE_ON_ERROR: 'allow' }));
    expect(a.decision).toBeNull();
    expect(a.reason).toContain('proceeds unjudged: JUDGE_GATE_ON_ERROR=allow');
    expect(hookAnswer(o, readGateConfig({ JUDGE_GATE_ON_ERROR: 'allow', JUDGE_GATE_ALLOW: 'allow' })).decision).toBe('allow');
  });
});

describe('hookAnswer for settings the gate cannot read', () => {
  it('denies, naming the setting, to the model and to the person', () => {
    const c = readGateConfig({ JUDGE_THRESHOLD: 'abc' });
    const a = hookAnswer({ kind: 'misconfigured', tool: 'Bash', problems: c.problems, notes: [] }, c);
    expect(a.decision).toBe('deny');
    expect(a.reason).toContain('JUDGE_THRESHOLD');
    expect(a.message).toContain('JUDGE_THRESHOLD');
    expect(JSON.parse(hookJson(a)).systemMessage).toContain('JUDGE_THRESHOLD');
  });
});

describe('hookAnswer for input the gate cannot read', () => {
  it('asks where a person is asked, strict or not: never an allow', () => {
    const o: GateOutcome = { kind: 'refused-input', why: 'tool_name: "Ba/sh" holds "/"', notes: [] };
    for (const c of [config, strict, defer]) expect(hookAnswer(o, c).decision).toBe('ask');
  });
});

describe('hookAnswer where nobody is asked', () => {
  const nobody = askReachOf('bypassPermissions');
  it('knows which modes ask a person', () => {
    for (const m of ['default', 'acceptEdits', 'plan', undefined]) expect(askReachOf(m).person).toBe(true);
    for (const m of ['bypassPermissions', 'dontAsk', 'somethingNew']) expect(askReachOf(m).person).toBe(false);
  });
  it('turns every ask into a deny that says how a person allows it', () => {
    const asks: GateOutcome[] = [
      judged({ network_off_scope: yes }, { receipts: { ids, session: null }, reach: nobody }),
      { kind: 'unjudged', tool: 'Bash', why: 'judge unavailable', notes: [], reach: nobody },
      { kind: 'refused-input', tool: 'Bash', why: 'tool_input: bad', notes: [], reach: nobody },
    ];
    for (const o of asks) {
      const a = hookAnswer(o, defer);
      expect(a.decision).toBe('deny');
      expect(a.reason).toContain('"bypassPermissions" mode, where nobody is asked');
      expect(a.reason).toMatch(/switches Claude Code to a mode that asks/);
    }
    expect(hookAnswer(asks[0]!, defer).reason).toContain(`judge --resolve ${ids[0]}`);
  });
  it('leaves deny and allow as they are', () => {
    expect(hookAnswer(judged({ unsafe: yes }, { reach: nobody }), defer).decision).toBe('deny');
    expect(hookAnswer(judged({}, { reach: nobody }), defer).decision).toBeNull();
  });
});

describe('JUDGE_GATE_ALLOW=defer (the default)', () => {
  it('leaves allowed calls to Claude Code, but never softens deny or ask', () => {
    expect(hookAnswer(judged({}), defer).decision).toBeNull();
    expect(hookAnswer(judged({ style: yes }), defer).decision).toBeNull();
    expect(hookAnswer(judged({ unsafe: yes }), defer).decision).toBe('deny');
    expect(hookAnswer(judged({ network_off_scope: yes }), defer).decision).toBe('ask');
  });
});

describe('hookJson', () => {
  it('is the PreToolUse hookSpecificOutput shape', () => {
    const out = JSON.parse(hookJson({ decision: 'deny', reason: 'why' }));
    expect(out).toEqual({
      hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'why' },
    });
  });
  it('without a decision: nothing, or a message to the person', () => {
    expect(JSON.parse(hookJson({ decision: null, reason: 'fine', quiet: true }))).toEqual({});
    expect(JSON.parse(hookJson({ decision: null, reason: 'warned' }))).toEqual({ systemMessage: 'warned' });
  });
});
