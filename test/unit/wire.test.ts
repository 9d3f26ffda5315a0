import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { isRecord, jsonDepthExceeds, MAX_JSON_DEPTH, parseJsonBytes, parseJsonText, scanJson } from '../../src/wire/json.js';
import { clip, firstNonVisibleAscii, isPrintableText, isVisibleAscii } from '../../src/wire/text.js';

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as UsageError).code;
  }
  return undefined;
};

describe('wire: untrusted JSON', () => {
  it('parses within the bounds and refuses past them, by code', () => {
    expect(parseJsonText('{"a":[1,{"b":null}]}', 'x')).toEqual({ a: [1, { b: null }] });
    expect(codeOf(() => parseJsonText('{"a":', 'x'))).toBe('input.json');
    expect(codeOf(() => parseJsonText('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1), 'x'))).toBe('json.too-deep');
    expect(parseJsonText('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH), 'x')).toBeInstanceOf(Array);
    expect(codeOf(() => parseJsonText('"' + 'a'.repeat(20) + '"', 'x', 10))).toBe('input.too-large');
    expect(codeOf(() => parseJsonBytes(Buffer.from([0x22, 0xff, 0x22]), 'x'))).toBe('input.utf8');
    expect(codeOf(() => parseJsonBytes(Buffer.alloc(11, 0x20), 'x', 10))).toBe('input.too-large');
  });

  it('counts depth outside strings only', () => {
    expect(jsonDepthExceeds('"' + '['.repeat(100) + '"', 1)).toBe(false);
    expect(jsonDepthExceeds('["\\"", [[]]]', 2)).toBe(true);
    expect(jsonDepthExceeds('["\\"", [[]]]', 3)).toBe(false);
  });

  it('refuses an object key given twice, at any depth, naming its path', () => {
    const dup = (t: string) => scanJson(t, MAX_JSON_DEPTH);
    expect(dup('{"a":1,"a":2}')).toEqual({ fault: 'duplicate-key', path: '$.a' });
    expect(dup('{"x":[{"b":1},{"c":{"d":1, "d" :2}}]}')).toEqual({ fault: 'duplicate-key', path: '$.x[1].c.d' });
    expect(dup('{"a":1,"\\u0061":2}')).toEqual({ fault: 'duplicate-key', path: '$.a' });
    expect(dup('{"a b":{},"a b":0}')).toEqual({ fault: 'duplicate-key', path: '$["a b"]' });
    // Equal keys in different objects, equal strings as values, a key-like string inside a string: fine.
    expect(dup('{"a":{"a":"a"},"b":["a","a"],"c":"\\"a\\":1","d":{"a":1}}')).toBeNull();
    expect(codeOf(() => parseJsonText('{"answers":{"x":{"noul":0,"noul":1}}}', 'response body'))).toBe('json.duplicate-key');
    expect(() => parseJsonText('{"answers":{"x":{"noul":0,"noul":1}}}', 'response body')).toThrow(
      'response body: the key $.answers.x.noul is given twice',
    );
  });

  it('finds a duplicate key exactly when one is there (seeded, against the tree that made the text)', () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0), (seed >>> 8) % n);
    const enc = (k: string) => (rnd(4) === 0 ? `"\\u00${k.charCodeAt(0).toString(16)}${k.slice(1)}"` : JSON.stringify(k));
    const gen = (depth: number): { text: string; dup: boolean } => {
      const kind = depth > 4 ? 3 : rnd(4);
      if (kind === 0) {
        const n = rnd(4);
        const keys = Array.from({ length: n }, () => ['a', 'b', 'c', 'dd', 'e f'][rnd(5)]!);
        const vals = keys.map(() => gen(depth + 1));
        return {
          text: `{${keys.map((k, i) => `${enc(k)} : ${vals[i]!.text}`).join(',')}}`,
          dup: new Set(keys).size < keys.length || vals.some((v) => v.dup),
        };
      }
      if (kind === 1) {
        const vals = Array.from({ length: rnd(4) }, () => gen(depth + 1));
        return { text: `[${vals.map((v) => v.text).join(', ')}]`, dup: vals.some((v) => v.dup) };
      }
      // Strings with escaped quotes and runs of backslashes before a quote, which must not end them early.
      return {
        text: [JSON.stringify('a":{'), '1', 'null', '"a"', JSON.stringify('\\'), JSON.stringify('\\"},"a":'), '"\\\\"'][rnd(7)]!,
        dup: false,
      };
    };
    let dups = 0;
    for (let i = 0; i < 2000; i++) {
      const { text, dup } = gen(0);
      JSON.parse(text);
      dups += dup ? 1 : 0;
      expect(scanJson(text, MAX_JSON_DEPTH)?.fault === 'duplicate-key', text).toBe(dup);
    }
    expect(dups).toBeGreaterThan(100);
  });

  it('isRecord is a JSON object only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    for (const v of [null, [], 'x', 1, undefined, true]) expect(isRecord(v)).toBe(false);
  });
});

describe('wire: text', () => {
  it('visible ASCII: bounded, no spaces or controls', () => {
    expect(isVisibleAscii('abc-1.2_~', 9)).toBe(true);
    expect(isVisibleAscii('abc', 2)).toBe(false);
    expect(isVisibleAscii('', 5)).toBe(false);
    for (const bad of ['a b', 'a\tb', 'a\u007fb', 'é']) expect(isVisibleAscii(bad, 10), bad).toBe(false);
    expect(isVisibleAscii(3, 10)).toBe(false);
    expect(firstNonVisibleAscii('ab c')).toBe(2);
    expect(firstNonVisibleAscii('abc')).toBe(-1);
  });

  it('printable text: spaces and non-ASCII allowed, controls not', () => {
    expect(isPrintableText('judge rules é', 20)).toBe(true);
    for (const bad of ['a\nb', 'a\u0000', '\u007f', '']) expect(isPrintableText(bad, 20), JSON.stringify(bad)).toBe(false);
    expect(isPrintableText('abc', 2)).toBe(false);
  });

  it('clip blanks controls and marks a cut', () => {
    expect(clip('a\nb')).toBe('a b');
    expect(clip('abcdef', 3)).toBe('abc…');
    expect(clip('abc', 3)).toBe('abc');
  });
});
