/**
 * The static evaluators behind decoded-payload detection: what echo, printf and the usual
 * decoders print for literal input, and null wherever the output is not determined by it.
 */
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base64Decode,
  echoOutput,
  evalStatic,
  hexDecode,
  printfOutput,
  reverseLines,
  trOutput,
} from '../../src/shell/decode.js';
import { decodeAnsiC } from '../../src/shell/parse.js';
import { normalizePath, resolveDir } from '../../src/shell/paths.js';

describe('echo', () => {
  it.each([
    [['a', 'b'], 'a b\n'],
    [['-n', 'x'], 'x'],
    [['-e', 'a\\tb'], 'a\tb\n'],
    [['-e', '\\x72\\x6d'], 'rm\n'],
    [['-e', '\\0162\\0155'], 'rm\n'],
    [['-ne', 'a\\cb'], 'a'],
    [['-E', 'a\\tb'], 'a\\tb\n'],
    [['-x', 'y'], '-x y\n'],
    [['a\\tb'], null], // bash prints it raw, zsh and dash decode it: unknown
  ] as Array<[string[], string | null]>)('%j → %j', (args, out) => {
    expect(echoOutput(args)).toBe(out);
  });
});

describe('printf', () => {
  it.each([
    ['%s-%s\\n', ['a', 'b'], 'a-b\n'],
    ['%s\\n', ['a', 'b', 'c'], 'a\nb\nc\n'],
    ['\\x72\\x6d -rf /', [], 'rm -rf /'],
    ['\\162\\155', [], 'rm'],
    ['%b', ['\\x72m'], 'rm'],
    ['%5s|%-3s|%03d', ['ab', 'c', '7'], '   ab|c  |007'],
    ['%d', ['12x'], null],
    ['%c%c', ['rx', 'my'], 'rm'],
    ['100%%', [], '100%'],
    ['%x %o', ['255', '8'], 'ff 10'],
    ['%q', ['a b'], null],
  ] as Array<[string, string[], string | null]>)('%j %j → %j', (fmt, args, out) => {
    expect(printfOutput(fmt, args)).toBe(out);
  });
});

describe('decoders', () => {
  it('base64', () => {
    expect(base64Decode('cm0gLXJmIC8=\n', false)).toBe('rm -rf /');
    expect(base64Decode('cm0g LXJm\nIC8=', false)).toBe('rm -rf /');
    expect(base64Decode('cm0*gLXJmIC8=', false)).toBeNull();
    expect(base64Decode('cm0*gLXJmIC8=', true)).toBe('rm -rf /');
    expect(base64Decode('cm=0g', false)).toBeNull();
  });
  it('base32', () => {
    expect(base32Decode('OJWSALLSMYQC6===')).toBe('rm -rf /');
    expect(base32Decode('OJW1')).toBeNull();
  });
  it('hex (xxd -r -p)', () => {
    expect(hexDecode('726d202d7266202f')).toBe('rm -rf /');
    expect(hexDecode('72 6d\n20')).toBe('rm ');
    expect(hexDecode('7g')).toBeNull();
  });
  it('rev', () => {
    expect(reverseLines('/ fr- mr\nba\n')).toBe('rm -rf /\nab\n');
  });
  it('tr', () => {
    expect(trOutput(['a-z', 'n-za-m'], 'ez -es /')).toBe('rm -rf /');
    expect(trOutput(['[:lower:]', '[:upper:]'], 'rm')).toBe('RM');
    expect(trOutput(['-d', 'x'], 'rxm')).toBe('rm');
    expect(trOutput(['-s', ' '], 'a  b')).toBeNull();
    expect(trOutput(['[a*3]', 'x'], 'a')).toBeNull();
  });
  it('evalStatic follows the command and its flags', () => {
    expect(evalStatic('base64', ['-d'], 'cm0=', null)).toEqual({ out: 'rm', decoder: true });
    expect(evalStatic('base64', ['--decode', 'file.b64'], 'cm0=', null)).toEqual({ out: null, decoder: true });
    expect(evalStatic('base64', [], 'cm0=', null)).toEqual({ out: null, decoder: true });
    expect(evalStatic('xxd', ['-r', '-p'], '726d', null).out).toBe('rm');
    expect(evalStatic('xxd', ['-rp'], '726d', null).out).toBe('rm');
    expect(evalStatic('openssl', ['enc', '-base64', '-d'], 'cm0=', null).out).toBe('rm');
    expect(evalStatic('cat', [], 'body', null)).toEqual({ out: 'body', decoder: false });
    expect(evalStatic('cat', ['f'], 'body', null).out).toBeNull();
    expect(evalStatic('cat', [], undefined, null).out).toBeNull();
    expect(evalStatic('pwd', [], undefined, '/ws').out).toBe('/ws\n');
    expect(evalStatic('curl', ['x'], undefined, null)).toEqual({ out: null, decoder: false });
    expect(evalStatic('true', [], undefined, null).out).toBe('');
  });
});

describe('mktemp', () => {
  // The name is random, the place is not: a scratch delete of it is judged as under /tmp.
  const out = (args: string[]) => evalStatic('mktemp', args, undefined, '/ws').out;
  it('places a default or -t/-p/--tmpdir template under the temporary directory', () => {
    expect(out([])).toBe('/tmp/tmp.XXXXXXXXXX\n');
    expect(out(['-d'])).toBe('/tmp/tmp.XXXXXXXXXX\n');
    expect(out(['-d', '-t', 'ci.XXXX'])).toBe('/tmp/ci.XXXX\n');
    expect(out(['-dp', '/home/u', 'w.XXXX'])).toBe('/home/u/w.XXXX\n');
    expect(out(['-d', '--tmpdir=/var/tmp'])).toBe('/var/tmp/tmp.XXXXXXXXXX\n');
  });
  it('keeps an explicit template where it points (absolute, or relative to the working directory)', () => {
    expect(out(['-d', '/tmp/render.XXXXXX'])).toBe('/tmp/render.XXXXXX\n');
    expect(out(['-d', 'build.XXXX'])).toBe('build.XXXX\n');
    expect(out(['-p'])).toBeNull();
  });
});

describe("$'…' (ANSI-C quoting)", () => {
  it.each([
    ['a\\nb', 'a\nb'],
    ['\\x72\\x6d', 'rm'],
    ['\\162\\155', 'rm'],
    ['\\u00e9\\U0001F600', 'é😀'],
    ["it\\'s", "it's"],
    ['\\cA', '\x01'],
    ['\\q', '\\q'],
    ['tail\\', 'tail\\'],
  ])('%j → %j', (raw, out) => {
    expect(decodeAnsiC(raw)).toBe(out);
  });
});

describe('paths', () => {
  it.each([
    ['/a/b/../c/./d//', '/a/c/d'],
    ['/..', '/'],
    ['/../../x', '/x'],
    ['~', '~'],
    ['~/a/../b', '~/b'],
    ['~/..', null],
    ['a/../../b', '../b'],
    // Already normal paths come back as they are; the near misses are rebuilt.
    ['/', '/'],
    ['/home/dev/project', '/home/dev/project'],
    ['/.a/..b/...', '/.a/..b/...'],
    ['/a/', '/a'],
    ['/a//b', '/a/b'],
    ['/a/.', '/a'],
    ['/a/..', '/'],
    ['//', '/'],
  ] as Array<[string, string | null]>)('normalizePath(%j) = %j', (p, out) => {
    expect(normalizePath(p)).toBe(out);
  });
  it.each([
    ['/ws', 'sub', '/ws/sub'],
    ['/ws', '..', '/'],
    ['/', '..', '/'],
    ['/ws', '/etc/../tmp', '/tmp'],
    ['/ws', '~root', null],
    [null, 'sub', null],
    [null, '/abs', '/abs'],
    ['/ws', '', '/ws'],
  ] as Array<[string | null, string, string | null]>)('resolveDir(%j, %j) = %j', (cwd, t, out) => {
    expect(resolveDir(cwd, t)).toBe(out);
  });
});
