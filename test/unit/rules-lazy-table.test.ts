import { describe, expect, it } from 'vitest';
import { asciiJson, isLazyTable, lazyTable, packTables } from '../../src/rules/lazy-table.js';
import { rulePack } from '../../src/rules/index.js';

describe('lazy command table', () => {
  const tables = rulePack().commands;
  const fresh = () => lazyTable<unknown>(packTables(tables));

  it('reads every table as the plain object holds it', () => {
    const view = fresh();
    for (const name of Object.keys(tables)) {
      expect(Object.hasOwn(view, name), name).toBe(true);
      expect(name in view, name).toBe(true);
      expect(view[name], name).toEqual(tables[name]);
    }
    expect(new Set(Object.keys(view))).toEqual(new Set(Object.keys(tables)));
    expect(Object.fromEntries(Object.entries(fresh()))).toEqual(tables);
  });

  it('parses a table only when it is looked up', () => {
    const packed = packTables({ a: { x: 1 }, b: { y: 2 } });
    const broken = { text: packed.text.slice(0, packed.at.b![0]) + 'not json', at: packed.at };
    const view = lazyTable<unknown>(broken);
    expect(view.a).toEqual({ x: 1 });
    expect(() => view.b).toThrow(SyntaxError);
  });

  it('has no prototype names and refuses writes', () => {
    const view = fresh() as Record<string, unknown>;
    expect(view.constructor).toBeUndefined();
    expect('constructor' in view).toBe(false);
    expect(Object.hasOwn(view, '__proto__')).toBe(false);
    expect(() => {
      view.curl = {};
    }).toThrow(TypeError);
    expect(() => delete view.curl).toThrow(TypeError);
    expect(view.curl).toEqual(tables.curl);
  });

  it('knows its own views', () => {
    expect(isLazyTable(fresh())).toBe(true);
    expect(isLazyTable(tables)).toBe(false);
    expect(isLazyTable(null)).toBe(false);
  });

  it('packs to ASCII text that parses back to the same values', () => {
    const value = { s: 'é ☃ 😀 \u2028', n: [1, 'ü'] };
    const text = asciiJson(value);
    expect([...text].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    expect(JSON.parse(text)).toEqual(value);
    const packed = packTables({ t: value });
    expect(lazyTable<unknown>(packed).t).toEqual(value);
  });
});
