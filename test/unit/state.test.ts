import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalBytes, digestOf } from '../../src/canonical/jcs.js';
import { UsageError } from '../../src/errors.js';
import '../helpers/errors.js';
import { buildState, capabilityOf, parseBound, parseJsonBytes, parseJsonText, parseNetworkScope } from '../../src/state/build.js';
import { answerWithRules, ruleQuestions } from '../../src/rules/index.js';

describe('capability from the tool name (docs/concepts.md)', () => {
  const table: Array<[string, string]> = [
    ['Bash', 'shell.exec'],
    ['Read', 'file.read'],
    ['Grep', 'file.read'],
    ['Glob', 'file.read'],
    ['Write', 'file.write'],
    ['Edit', 'file.write'],
    ['MultiEdit', 'file.write'],
    ['NotebookEdit', 'file.write'],
    ['WebFetch', 'net.fetch'],
    ['WebSearch', 'net.fetch'],
    ['Task', 'agent.spawn'],
    ['Agent', 'agent.spawn'],
    ['mcp__pay__charge', 'mcp.pay.charge'],
    ['Custom', 'tool.Custom'],
    // Names of Object.prototype members are tools like any other.
    ['constructor', 'tool.constructor'],
    ['__proto__', 'tool.__proto__'],
    ['toString', 'tool.toString'],
  ];
  for (const [tool, cap] of table) it(`${tool} → ${cap}`, () => expect(capabilityOf(tool)).toBe(cap));
});

describe('buildState', () => {
  const base = { tool: 'Bash', input: { command: 'ls' }, workspaceRoot: '/work/proj' };
  it('omits absent fields instead of writing null', () => {
    const s = buildState(base);
    expect(s).toEqual({ tool: 'Bash', capability: 'shell.exec', input: { command: 'ls' }, workspace_root: '/work/proj' });
    expect(canonicalBytes(s).toString()).toBe(
      '{"capability":"shell.exec","input":{"command":"ls"},"tool":"Bash","workspace_root":"/work/proj"}',
    );
  });
  it('keeps scope, bound and an explicit capability', () => {
    const s = buildState({ ...base, capability: 'shell.exec.ro', networkScope: ['a.example'], amountBound: 100 });
    expect(s).toMatchObject({ capability: 'shell.exec.ro', network_scope: ['a.example'], amount_bound: 100 });
  });
  it('adds a fresh 128-bit nonce only when asked', () => {
    const a = buildState({ ...base, withNonce: true });
    const b = buildState({ ...base, withNonce: true });
    expect(a.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(a.nonce).not.toBe(b.nonce);
    expect(digestOf(a)).not.toBe(digestOf(b));
  });
  it('refuses a __proto__ key anywhere in the input, naming the path', () => {
    const input = JSON.parse('{"a":{"__proto__":{"x":1}}}');
    expect(() => buildState({ ...base, input })).toThrowJudgeError(UsageError, 'json.proto-key', 'input.a');
  });
  it('refuses input that is not an object', () => {
    expect(() => buildState({ ...base, input: [1] })).toThrowJudgeError(UsageError, 'input.not-object', 'input');
  });
  it('refuses a tool name with odd characters', () => {
    expect(() => buildState({ ...base, tool: 'Ba sh' })).toThrowJudgeError(UsageError, 'tool.invalid', 'tool');
  });
  it('same input, same digest; random JSON never escapes as a non-UsageError (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 6 })), fc.string(), (input, tool) => {
        try {
          const a = digestOf(buildState({ ...base, tool, input }));
          const b = digestOf(buildState({ ...base, tool, input: JSON.parse(JSON.stringify(input)) }));
          return a === b;
        } catch (err) {
          return err instanceof UsageError;
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('untrusted JSON', () => {
  it('names malformed JSON', () => expect(() => parseJsonText('{"a":', '--input')).toThrowJudgeError(UsageError, 'input.json', '--input'));
  it('refuses 10,000 levels of nesting by name', () => {
    expect(() => parseJsonText('['.repeat(10_000) + ']'.repeat(10_000), '--input')).toThrowJudgeError(
      UsageError,
      'json.too-deep',
      '--input',
    );
  });
  it('refuses invalid UTF-8', () => {
    expect(() => parseJsonBytes(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), '--input @f')).toThrowJudgeError(
      UsageError,
      'input.utf8',
      '--input @f',
    );
  });
  it('refuses 10 MB', () => {
    const big = Buffer.from(JSON.stringify({ command: 'a'.repeat(10 * 1024 * 1024) }));
    expect(() => parseJsonBytes(big, '--input @big.json')).toThrowJudgeError(UsageError, 'input.too-large', '--input @big.json');
  });
});

describe('flags', () => {
  it('network scope: exact, *.suffix, *, comma-separated, de-duplicated', () => {
    expect(parseNetworkScope(['API.example.com,*.cdn.example', 'api.example.com', '*'])).toEqual(['*', '*.cdn.example', 'api.example.com']);
    expect(() => parseNetworkScope(['http://x'])).toThrowJudgeError(UsageError, 'network-scope.invalid', 'network_scope');
    expect(() => parseNetworkScope(['a..b'])).toThrowJudgeError(UsageError, 'network-scope.invalid');
  });
  it('bound must be finite and non-negative', () => {
    expect(parseBound('100')).toBe(100);
    for (const bad of ['NaN', 'Infinity', '-1', '', 'x'])
      expect(() => parseBound(bad), bad).toThrowJudgeError(UsageError, 'bound.invalid', 'amount_bound');
  });
});

describe('the home directory in the state', () => {
  const write = (home?: string) =>
    buildState({
      tool: 'Write',
      input: { file_path: '/tmp/h/.ssh/authorized_keys', content: 'ssh-ed25519 AAAA' },
      workspaceRoot: '/tmp/h/project',
      home,
    });
  const verdict = (s: ReturnType<typeof buildState>) => answerWithRules(s, ruleQuestions()).answers.verdict;

  it('is judged by: ~/.ssh under a recorded home outside /home is refused', () => {
    const s = write('/tmp/h');
    expect(s.home).toBe('/tmp/h');
    expect(verdict(s)).toEqual({ choice: 'deny', confidence: 1 });
  });

  it('a state without one (older packages) keeps the inference from the workspace, so it replays as it was judged', () => {
    const s = write();
    expect(s.home).toBeUndefined();
    // Judged then with ~ at the placeholder /home/~, this write was an ordinary one: replay says so still.
    expect(verdict(s)).toEqual({ choice: 'allow', confidence: 1 });
  });

  it('must be an absolute path', () => {
    expect(() => write('relative/home')).toThrowJudgeError(UsageError, 'home.invalid', 'home');
  });
});
