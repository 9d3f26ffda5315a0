/**
 * A judged call whose flags are plain long options is parsed without commander (src/cli/root.ts).
 * That must never change what a command line means: whenever the plain parser accepts argv,
 * commander must read the same flags from it.
 */
import { Readable } from 'node:stream';
import fc from 'fast-check';
import '../helpers/errors.js';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { streamInput, type Io } from '../../src/cli/io.js';
import { outputFormat } from '../../src/cli/format.js';
import { buildProgram } from '../../src/cli/program.js';
import { parsePlainRoot, ROOT_OPTIONS } from '../../src/cli/root.js';

function quietIo(): Io {
  return { stdout: { write: () => true }, stderr: { write: () => true }, stdin: streamInput(Readable.from([])), env: {}, cwd: '/' };
}

/** What commander makes of argv: the root action's arguments, or the error it raised. */
async function commanderReads(args: string[]): Promise<unknown> {
  const program = buildProgram(quietIo());
  let seen: unknown = 'no root action';
  program.action((extra: string[], flags: Record<string, unknown>) => {
    seen = { extra, flags: { ...flags } };
  });
  try {
    await program.parseAsync(['node', 'judge', ...args]);
  } catch (err) {
    return { error: (err as { code?: string }).code };
  }
  return seen;
}

const plain = (args: string[]) => parsePlainRoot(['node', 'judge', ...args]);

describe('plain root command lines', () => {
  it.each([
    [['--tool', 'Bash', '--input', '{"command":"ls"}']],
    [['--tool', 'Bash', '--input', '@-', '--format', 'json', '--enforce', '--question', 'a', '--question', 'b']],
    [['--tool', 'Bash', '--input', '{}', '--network-scope', 'a.example,b.example', '--network-scope', '*.c.example']],
    [['--tool=Bash', '--input=@f.json', '--threshold', '0.7', '--set-by', 'policy://x', '--attest', '--subject', 'art_1']],
    [['--resolve', 'art_x', '--by', 'human://a', '--decision', 'route', '--route', 'security']],
    [['--tool', 'Bash', '--input', '{}', '--format', 'text', '--format', 'json']],
  ])('%j is read without commander, as commander reads it', async (args) => {
    const flags = plain(args);
    expect(flags).not.toBeNull();
    expect(await commanderReads(args)).toEqual({ extra: [], flags });
  });

  it.each([
    [[]],
    [['--help']],
    [['--tool', 'Bash', '-h']],
    [['-V']],
    [['init']],
    [['--tool', 'Bash', 'stray']],
    [['--tool']],
    [['--tool', 'Bash', '--nope']],
    [['--tool', 'Bash', '--format', 'yaml']],
    [['--tool', 'Bash', '--bound', '-5']],
    [['--tool', 'Bash', '--enforce=yes']],
    [['--tool', 'Bash', '--', '--input']],
    [['--format', 'json']],
    [['--tool', 'Bash', '--format <fmt>']],
    [['--tool', 'Bash', '--input <json>', '{}']],
  ])('%j goes to commander', (args) => {
    expect(plain(args)).toBeNull();
  });

  it('agrees with commander on random command lines', async () => {
    const valued = ROOT_OPTIONS.filter((o) => o.flags.includes(' '));
    const switches = ROOT_OPTIONS.filter((o) => !o.flags.includes(' ')).map((o) => o.flags);
    const tricky = fc.constantFrom('', '-x', '--', '-h', '--help', 'yaml', 'init', 'log', ...ROOT_OPTIONS.map((o) => o.flags));
    const ordinary = fc.constantFrom('Bash', '{"command":"ls"}', '@-', 'json', 'text', 'allow', 'route', '0.5', 'human://a');
    // Mostly option-value pairs with a fitting value (so many lines are plain), now and then a
    // value outside the choices, a value that looks like an option, or a stray token.
    const pair = fc.tuple(fc.constantFrom(...valued), fc.boolean(), fc.nat(9), ordinary, tricky).map(([o, joined, dice, v, t]) => {
      const long = o.flags.split(' ')[0]!;
      const val = dice === 0 ? t : o.choices ? o.choices[dice % o.choices.length]! : v;
      return joined ? [`${long}=${val}`] : [long, val];
    });
    const piece = fc.oneof(
      { weight: 6, arbitrary: pair },
      { weight: 2, arbitrary: fc.constantFrom(...switches).map((l) => [l]) },
      { weight: 1, arbitrary: fc.oneof(tricky, ordinary).map((v) => [v]) },
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 6 }), async (pieces) => {
        const args = pieces.flat();
        const flags = plain(args);
        if (flags === null) return;
        accepted++;
        expect(await commanderReads(args)).toEqual({ extra: [], flags });
      }),
      { numRuns: 600 },
    );
    expect(accepted).toBeGreaterThan(30);
  });
});

describe('--format', () => {
  it('defaults to the first format and accepts each one the command writes', () => {
    expect(outputFormat(undefined, ['text', 'json'])).toBe('text');
    expect(outputFormat('json', ['text', 'json'])).toBe('json');
    expect(outputFormat('sarif', ['text', 'json', 'sarif'])).toBe('sarif');
  });
  it('refuses any other, naming the formats and (bounded) what was given', () => {
    expect(() => outputFormat('yaml', ['text', 'json'])).toThrowJudgeError(UsageError, 'format.invalid');
    expect(() => outputFormat('yaml', ['text', 'json'])).toThrow('--format: expected text or json, got "yaml"');
    expect(() => outputFormat('xml', ['text', 'json', 'html'])).toThrow('expected text, json or html');
    expect(() => outputFormat('x'.repeat(500), ['text', 'json'])).toThrow(`got "${'x'.repeat(40)}"`);
  });
});
