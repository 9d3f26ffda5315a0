import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { isRecord, jsonDepthExceeds, MAX_JSON_DEPTH, parseJsonBytes, parseJsonText } from '../../src/wire/json.js';
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
