/**
 * far-language.ts reads a Latin-script language's patterns only in a text that holds one of its keys within the bounds
 * its pattern holds the word in: a key "da" is the word "da", not the start of "data". Which tables a plain English tool
 * output and a short French mail let the guard read (not how long it takes: the machine's timing is no test).
 */
import { describe, expect, it } from 'vitest';
import { anyLatinVerb, bareOf, FAR_LATIN } from '../../src/content/far-overrides.js';

const TOOL = bareOf(
  [
    '$ npm test',
    '> app@1.0.0 test',
    '> vitest run',
    ' \u2713 test/unit/file.test.ts (12 tests) 35ms',
    'Reading data from path /tmp/data/file.json ... done',
    "Error: ENOENT: no such file or directory, open 'config/pa.json'",
    '    at Object.openSync (node:fs:601:3)',
    'Tests: 12 passed, 12 total',
    'TODO: fix the flaky test, send a PR and mark the issue as done; see the list of failing files and the da logs',
  ].join('\n'),
);

const MAIL = bareOf(
  'Bonjour Marie,\n\nMerci pour votre message. Je vous envoie le compte rendu de la r\u00e9union d\u2019hier : le d\u00e9ploiement ' +
    'est pr\u00e9vu vendredi \u00e0 14 h, apr\u00e8s la revue du code. Pourriez-vous v\u00e9rifier les acc\u00e8s \u00e0 la base de ' +
    'donn\u00e9es avant jeudi ? N\u2019h\u00e9sitez pas \u00e0 me rappeler si besoin.\n\nBien cordialement,\n\u00c9lodie',
);

const overriding = (s: string): string[] => FAR_LATIN.filter((l) => l.mayOverride(s)).map((l) => l.code);
const ordering = (s: string): string[] => FAR_LATIN.filter((l) => l.mayOrder(s)).map((l) => l.code);

describe('the far tables a text makes the guard read', () => {
  it('an English tool output: no override table; of the orders only Luo’s, whose act "or" and list "list mar…" it holds', () => {
    expect(overriding(TOOL)).toEqual([]);
    expect(ordering(TOOL)).toEqual(['luo']);
  });

  it('a short French mail: none', () => {
    expect(overriding(MAIL)).toEqual([]);
    expect(ordering(MAIL)).toEqual([]);
  });

  it('a key inside a longer word is not the word ("fi" in "file", "da" in "data", "pa" in "path")', () => {
    const yoruba = FAR_LATIN.find((l) => l.code === 'yo')!;
    expect(yoruba.mayOrder('file data path gbogbo')).toBe(false);
    expect(yoruba.mayOrder('fi gbogbo')).toBe(true);
  });
});

describe('the Latin-script tables’ verbs in one pattern', () => {
  it('write the word-start look-behind once, before all of them (a table with no verbs adds nothing)', () => {
    const source = anyLatinVerb().source;
    expect(source.startsWith('(?<![\\p{L}\\p{M}])(?:')).toBe(true);
    expect(source.split('(?<![\\p{L}\\p{M}])').length - 1).toBe(1);
    expect(FAR_LATIN.some((l) => l.verbSource === null)).toBe(true);
  });
});
