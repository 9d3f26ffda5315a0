import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_EVENT_BYTES, readHookEvent } from '../../src/gate/event.js';

const bytes = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v));

const bashEvent = {
  session_id: 'abc-123',
  transcript_path: '/home/u/.claude/projects/p/abc-123.jsonl',
  cwd: '/home/u/p',
  permission_mode: 'default',
  hook_event_name: 'PreToolUse',
  tool_name: 'Bash',
  tool_input: { command: 'ls -la', description: 'List files' },
};

describe('readHookEvent', () => {
  it('reads the fields the gate uses from a real PreToolUse event', () => {
    const r = readHookEvent(bytes(bashEvent));
    expect(r).toEqual({
      ok: true,
      event: {
        sessionId: 'abc-123',
        cwd: '/home/u/p',
        permissionMode: 'default',
        toolName: 'Bash',
        toolInput: { command: 'ls -la', description: 'List files' },
      },
    });
  });

  it('accepts an event without hook_event_name or session fields', () => {
    const r = readHookEvent(bytes({ tool_name: 'Read', tool_input: { file_path: '/x' } }));
    expect(r).toEqual({ ok: true, event: { toolName: 'Read', toolInput: { file_path: '/x' } } });
  });

  it('reads a SessionEnd event: the session to seal', () => {
    expect(readHookEvent(bytes({ session_id: 'abc-123', cwd: '/home/u/p', hook_event_name: 'SessionEnd', reason: 'exit' }))).toEqual({
      ok: true,
      end: { sessionId: 'abc-123', cwd: '/home/u/p' },
    });
  });

  it('refuses a permission_mode that is not a mode name (it decides whether an ask reaches a person)', () => {
    const r = readHookEvent(bytes({ ...bashEvent, permission_mode: 'bypass Permissions; rm' }));
    expect(r).toMatchObject({ ok: false, problem: { code: 'event.field' } });
  });

  it('ignores fields it does not use, like tool_use_id', () => {
    const r = readHookEvent(bytes({ ...bashEvent, tool_use_id: 'toolu_1', extra: [1, 2] }));
    expect(r.ok).toBe(true);
  });

  const bad: Array<[string, Uint8Array | null, string]> = [
    ['null (over the stdin bound)', null, 'event.too-large'],
    ['empty stdin', Buffer.alloc(0), 'event.empty'],
    ['not JSON', bytes('{"tool_name": "Bash",'), 'event.json'],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0x7d]), 'event.utf8'],
    ['nested 10,000 deep', bytes(`{"tool_name":"Bash","tool_input":${'['.repeat(10_000)}${']'.repeat(10_000)}}`), 'event.too-deep'],
    ['an array', bytes([bashEvent]), 'event.not-object'],
    ['a string', bytes('"Bash"'), 'event.not-object'],
    ['another hook event', bytes({ ...bashEvent, hook_event_name: 'PostToolUse' }), 'event.hook-name'],
    ['hook_event_name not a string', bytes({ ...bashEvent, hook_event_name: 7 }), 'event.hook-name'],
    ['missing tool_name', bytes({ ...bashEvent, tool_name: undefined }), 'event.tool-name'],
    ['empty tool_name', bytes({ ...bashEvent, tool_name: '' }), 'event.tool-name'],
    ['tool_name a number', bytes({ ...bashEvent, tool_name: 3 }), 'event.tool-name'],
    ['missing tool_input', bytes({ ...bashEvent, tool_input: undefined }), 'event.tool-input'],
    ['tool_input an array', bytes({ ...bashEvent, tool_input: ['ls'] }), 'event.tool-input'],
    ['tool_input a string', bytes({ ...bashEvent, tool_input: 'ls' }), 'event.tool-input'],
    ['session_id a number', bytes({ ...bashEvent, session_id: 42 }), 'event.field'],
    ['cwd an object', bytes({ ...bashEvent, cwd: {} }), 'event.field'],
    ['session_id too long', bytes({ ...bashEvent, session_id: 'x'.repeat(5000) }), 'event.field'],
  ];
  it.each(bad)('refuses %s with a named problem', (_name, input, code) => {
    const r = readHookEvent(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.code).toBe(code);
      expect(r.problem.detail).not.toMatch(/\n/);
      expect(r.problem.detail.length).toBeLessThan(300);
    }
  });

  it('refuses an event over the byte bound rather than truncating it', () => {
    const big = bytes({ ...bashEvent, tool_input: { command: 'x'.repeat(MAX_EVENT_BYTES) } });
    const r = readHookEvent(big);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.code).toBe('event.too-large');
  });

  it('never throws on arbitrary bytes or JSON', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 200 }),
          fc.jsonValue().map((v) => bytes(JSON.stringify(v))),
        ),
        (b) => {
          const r = readHookEvent(b);
          expect(typeof r.ok).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });
});
