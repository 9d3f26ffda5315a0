/**
 * The one escape table behind `$'…'`, `echo -e`/`printf %b`, printf formats and `tr` sets: each
 * dialect's reading of every escape that differs between them, then the same escapes seen
 * through the commands that use them, so a change to the table shows up in both uses.
 */
import { describe, expect, it } from 'vitest';
import { echoOutput, printfOutput, trOutput } from '../../src/shell/decode.js';
import { decodeEscapes, readEscape, type EscapeDialect } from '../../src/shell/escapes.js';
import { analyzeShell } from '../../src/shell/index.js';

describe('the escape table, dialect by dialect', () => {
  // [escaped text, $'…', echo -e, printf format, tr set]
  const rows: Array<[string, string, string, string, string]> = [
    ['\\n\\t\\\\', '\n\t\\', '\n\t\\', '\n\t\\', '\n\t\\'],
    ['\\a\\b\\f\\r\\v', '\x07\b\f\r\v', '\x07\b\f\r\v', '\x07\b\f\r\v', '\x07\b\f\r\v'],
    ['\\e\\E', '\x1b\x1b', '\x1b\x1b', '\x1b\x1b', 'eE'],
    ["\\'", "'", "\\'", "'", "'"],
    ['\\"', '"', '\\"', '"', '"'],
    ['\\?', '?', '\\?', '\\?', '?'],
    ['\\x41\\x4a2', 'AJ2', 'AJ2', 'AJ2', 'x41x4a2'],
    ['\\xg', '\\xg', '\\xg', '\\xg', 'xg'],
    ['\\u00e9\\U0001F600', 'é😀', 'é😀', 'é😀', 'u00e9U0001F600'],
    ['\\U7fffffff', '\ufffd', '\ufffd', '\ufffd', 'U7fffffff'],
    ['\\101\\1012', 'AA2', '\\101\\1012', 'AA2', 'AA2'],
    ['\\0101', '\b1', 'A', '\b1', '\b1'],
    ['\\777', '\xff', '\\777', '\xff', '\u01ff'],
    ['\\cA', '\x01', '', '\\cA', 'cA'],
    ['\\q\\8', '\\q\\8', '\\q\\8', '\\q\\8', 'q8'],
    ['tail\\', 'tail\\', 'tail\\', 'tail\\', 'tail\\'],
  ];
  const dialects: EscapeDialect[] = ['ansiC', 'echo', 'printf', 'tr'];
  for (const [text, ...want] of rows) {
    it.each(dialects.map((d, k) => [d, want[k]!] as const))(`${JSON.stringify(text)} as %s → %j`, (dialect, out) => {
      expect(decodeEscapes(text, dialect).text).toBe(out);
    });
  }

  it("stops at echo's \\c and nowhere else", () => {
    expect(decodeEscapes('a\\cb', 'echo')).toEqual({ text: 'a', stop: true });
    for (const d of ['ansiC', 'printf', 'tr'] as const) expect(decodeEscapes('a\\cb', d).stop).toBe(false);
  });

  it('reads one escape and says where it ends', () => {
    expect(readEscape('\\x414', 0, 'printf')).toEqual({ text: 'A', end: 4, stop: false });
    expect(readEscape('\\1234', 0, 'ansiC')).toEqual({ text: 'S', end: 4, stop: false });
    expect(readEscape('\\', 0, 'ansiC')).toEqual({ text: '\\', end: 1, stop: false });
  });
});

describe('the table as the commands use it', () => {
  const names = (command: string): Array<string | null> => analyzeShell(command, { cwd: '/w' }).invocations.map((i) => i.name);

  it("decodes $'…' in a command name and echo -e output fed to a shell the same way", () => {
    expect(names("$'\\x72\\x6d' -rf /")).toEqual(['rm']);
    expect(names("echo -e '\\x72\\x6d -rf /' | bash")).toEqual(['echo', 'bash', 'rm']);
    expect(names("printf '\\162\\155 -rf /' | sh")).toEqual(['printf', 'sh', 'rm']);
  });

  it('keeps the dialect differences in the commands', () => {
    expect(echoOutput(['-e', "it\\'s"])).toBe("it\\'s\n");
    expect(printfOutput("it\\'s", [])).toBe("it's");
    expect(printfOutput('%b|\\c', ['a\\cb'])).toBe('a');
    expect(trOutput(['\\e', 'x'], 'e\x1b')).toBe('x\x1b');
  });
});
