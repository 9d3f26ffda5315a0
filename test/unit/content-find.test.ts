/**
 * Text.findNear and Text.findAt try a pattern only near its anchors; they must find exactly what
 * a global scan (Text.find) finds whenever every match holds an anchor within reach. Checked on
 * random texts built from the pattern's own pieces, so matches touch, overlap and nest.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Hit } from '../../src/content/codes.js';
import { detectCredentials } from '../../src/content/credentials.js';
import { prefixLiterals } from '../../src/content/more-keys.js';
import { LITERALS, placesOf, Text } from '../../src/content/find.js';
import { READER_NOUNS, SETUP_LEADS } from '../../src/content/literals.js';

const pieces = [
  'secret',
  'pass',
  'key',
  'token',
  '=',
  ': ',
  '"',
  ' ',
  'a1',
  'Zz9',
  '\n',
  'İ',
  'x',
  '://',
  'http',
  'wss',
  'KEY',
  'api_',
  'Api',
  '\u212a',
  'é',
  '—',
];
let seed = 7;
const rnd = (n: number): number => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
};
const text = (): string => Array.from({ length: 5 + rnd(60) }, () => pieces[rnd(pieces.length)]).join('');
const spans = (ms: RegExpExecArray[]) => ms.map((m) => [m.index, m[0], ...m.slice(1)]);

describe('Text.findNear finds what a global scan finds', () => {
  const cases: Array<[string, RegExp, string[], number, string]> = [
    [
      'keys with values',
      /(?:secret|pass|api[_-]?key|token)["']?[ \t]{0,4}(?:=|:)[ \t]{0,4}(["']?)([^\s"']{1,20})/i,
      ['secret', 'pass', 'key', 'token'],
      4,
      'spat',
    ],
    ['schemes', /\b(?:https?|wss?):\/\/[^\s"]{1,40}/i, ['://'], 5, 'hw'],
  ];
  for (const [name, re, anchors, reach, firsts] of cases) {
    it(name, () => {
      for (let i = 0; i < 3000; i++) {
        const s = text();
        const t = new Text(s);
        expect(spans(t.findNear(re, anchors, reach, firsts)), s).toEqual(spans(t.find(re)));
      }
    });
  }

  it('findBefore finds what a global scan finds, with the anchors at their places', () => {
    const re = /(?:api[_-]?key|secret|pass)["']?[ \t]{0,4}(?:=|:)[ \t]{0,4}(["']?)([^\s"']{1,20})/i;
    const places = new Map([
      [
        'key',
        [
          [4, 'a'],
          [3, 'a'],
        ] as const,
      ],
      ['secret', [[0, 's']] as const],
      ['pass', [[0, 'p']] as const],
    ]);
    for (let i = 0; i < 3000; i++) {
      const s = text();
      const t = new Text(s);
      expect(spans(t.findBefore(re, places)), s).toEqual(spans(t.find(re)));
    }
  });

  it('matches the same whether the text is lower-cased first or not (Latin-1, wider, U+212A, U+0130)', () => {
    const re = /(?:secret|pass|key)\s*[=:]\s*(\w+)/i;
    for (const extra of ['', '\u2014', '\u212a', '\u0130']) {
      const t = new Text(`Secret = Abc ${extra} PASS: xY KEY=z`);
      expect(spans(t.find(re))).toEqual([
        [0, 'Secret = Abc', 'Abc'],
        [14 + extra.length, 'PASS: xY', 'xY'],
        [23 + extra.length, 'KEY=z', 'z'],
      ]);
    }
    // U+212A lower-cases to `k`, so it reads as one, as it did when every text was lower-cased.
    expect(spans(new Text('\u212aey = abc \u2014').find(re))).toEqual([[0, '\u212aey = abc', 'abc']]);
  });

  it('findAt with every position is a global scan; at() lists every occurrence, overlapping and shorter ones too', () => {
    const re = /pass(?:pass)?/;
    const t = new Text('passpasspass');
    expect(spans(t.findAt(re, [0, 1, 2, 3, 4, 5, 6, 7, 8]))).toEqual(spans(t.find(re)));
    expect(new Text('xoxoxox').at('xox')).toEqual([0, 2, 4]);
    expect(new Text('SK-ANT-x sk-').at('sk-')).toEqual([0, 9]); // inside the longer 'sk-ant-', and in any case
    expect(() => new Text('x').at('nope')).toThrow(RangeError);
    expect(new Text('İ pass').at('pass')).toBeNull(); // lower-casing changes the length: no index
  });
});

describe('Text.holdsAtWordStart says what a test of the whole text says', () => {
  const words = [
    'Model',
    'AI',
    'ai',
    'said',
    'agent',
    'reagent',
    'whoever',
    'you',
    'YOUR',
    'hidden',
    'secret',
    ' ',
    '  ',
    '\t',
    '\n',
    '\u00a0',
    '\u2003',
    'reads',
    'of',
    'this',
    'These',
    'were',
    'have',
    'setup',
    'makers',
    'ma\u212aers',
    '_',
    '9',
    'x',
    'é',
    '\u212a',
    '\u0130',
    '—',
  ];
  const cases: Array<[RegExp, readonly string[]]> = [
    [/\b(?:model|assistant|ai|bot|llm|reader|system|tool|agent|whoever|whatever)\s+(?:reads?|of)\s+(?:this|these)\b/i, READER_NOUNS],
    [/\byou\s+(?:were|have)\b|\byour\s+(?:makers?|agents?)\b|\b(?:hidden|secret)\s+(?:setup|this)/i, [...SETUP_LEADS, 'secret']],
  ];
  it('reads the text as written: U+212A is no `k` there, and no word’s code unit', () => {
    const [reader, setup] = cases.map(
      ([re, anchors]) =>
        (s: string) =>
          new Text(s).holdsAtWordStart(re, anchors),
    );
    expect(reader!('\u212aai reads this \u2014')).toBe(true);
    expect(reader!('kai reads this \u2014')).toBe(false);
    expect(setup!('your ma\u212aers')).toBe(false);
    expect(setup!('your maKers')).toBe(true);
    expect(setup!('\u0130 your makers')).toBe(true); // no index: the whole text is searched
  });
  it('on random texts of the patterns’ words, in any case, wider than Latin-1 and without an index', () => {
    let held = 0;
    for (const [re, anchors] of cases)
      for (let i = 0; i < 4000; i++) {
        const s = Array.from({ length: 2 + rnd(12) }, () => words[rnd(words.length)]).join(rnd(3) === 0 ? '' : ' ');
        const t = new Text(s);
        const holds = re.test(s);
        expect([s, t.holdsAtWordStart(re, anchors)]).toEqual([s, holds]);
        if (holds) held++;
      }
    // The texts hold a match often enough for the comparison to mean something.
    expect(held).toBeGreaterThan(50);
  });
});

describe('Text.at lists every occurrence of every literal', () => {
  // Literals, pieces of them and what surrounds them, in any case: occurrences touch, overlap and
  // nest ('://' inside the Slack hook, 'sk-' inside 'sk-ant-'), and some end the text.
  const parts = [
    'https://hooks.slack.com/',
    'SK-ANT-',
    'sk-',
    'S',
    'k',
    'K',
    'ey',
    'Ey',
    'eyJ',
    '<|',
    '<',
    '|',
    '[INST]',
    'dp.st.',
    'Dp.',
    'data:',
    ':',
    '//',
    'private key',
    'Pass',
    'wd',
    'rOle',
    ' ',
    '\n',
    '\u212a',
    '\u2014',
    'é',
    'x',
  ];
  const reference = (s: string, literal: string): number[] | null => {
    const lowered = !/[^\x00-\xff]/.test(s) || s.includes('\u212a') || s.includes('\u0130');
    const subject = lowered ? s.toLowerCase() : s;
    if (subject.length !== s.length) return null;
    // Every place the literal matches, case-insensitively, overlapping ones too: a look-ahead tried at each place in
    // turn (a global search steps one code unit past each empty match), as a sticky search tried at every place would.
    let re = searches.get(literal);
    if (!re) searches.set(literal, (re = new RegExp(`(?=${literal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')})`, 'gi')));
    return [...subject.matchAll(re)].map((m) => m.index);
  };
  const searches = new Map<string, RegExp>();
  it('in a text of every literal, finds each where a search does (more first pairs than a byte counts)', () => {
    const s = LITERALS.join(' \u00b7 ');
    const t = new Text(s);
    for (const literal of LITERALS) expect([literal, t.at(literal)]).toEqual([literal, reference(s, literal)]);
  });
  it('as a case-insensitive search for each literal alone finds them (random texts)', () => {
    for (let n = 0; n < 300; n++) {
      const s = Array.from({ length: 1 + rnd(40) }, () => parts[rnd(parts.length)]).join('');
      const t = new Text(s);
      // Each text's literals found otherwise than by the search, asserted none (one expect per text, not per literal).
      const differ = LITERALS.filter((literal) => !isDeepStrictEqual(t.at(literal), reference(s, literal)));
      expect(differ.map((literal) => [s, literal, t.at(literal), reference(s, literal)])).toEqual([]);
    }
    expect(new Text('').at('key')).toEqual([]);
    expect(new Text('<').at('<|')).toEqual([]);
    expect(new Text('x<|').at('<|')).toEqual([1]);
  });
  it('wideRuns lists the runs of code units outside Latin-1, as a scan for them finds them', () => {
    for (let n = 0; n < 300; n++) {
      const s = Array.from({ length: 1 + rnd(40) }, () => parts[rnd(parts.length)]).join('');
      const expected = [...s.matchAll(/[^\x00-\xff]+/g)].flatMap((m) => [m.index, m.index + m[0].length]);
      expect([s, new Text(s).wideRuns()]).toEqual([s, expected]);
    }
    expect(new Text('é\u2014\u2014x\u{e0041}').wideRuns()).toEqual([1, 3, 4, 6]);
  });
});

describe('the more providers’ key prefixes, found through the shared index', () => {
  it('are derived from the prefix pattern, each set and group of words spelled out', () => {
    expect(prefixLiterals(String.raw`hv[sb]\.|dp\.(?:pt|st)\.|dapi[a-f0-9]|AGE-X|r8_`)).toEqual([
      'hvs.',
      'hvb.',
      'dp.pt.',
      'dp.st.',
      'dapi',
      'age-x',
      'r8_',
    ]);
    expect(prefixLiterals('ab?c|x(?:y|z)*w')).toEqual(['a', 'x']);
  });

  it('find the keys a scan of the whole text finds', () => {
    const keyPieces = [
      'hvs.',
      'hvb.',
      'dp.pt.',
      'glptt-',
      'glc_',
      'GLC_',
      'ATATT3',
      'dapi',
      'pul-',
      'AGE-SECRET-KEY-1',
      'x.atlasv1.',
      'abcdefghijklmn',
      'ya29.',
      'sq0csp-',
      'xapp-1-',
      'A1b2C3d4E5f6G7h8I9j0',
      '0123456789abcdef0123456789abcdef',
      'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L',
      ' ',
      '\n',
      '_',
      '-',
      '\u212a',
    ];
    let found = 0;
    for (let i = 0; i < 3000; i++) {
      const s = Array.from({ length: 3 + rnd(30) }, () => keyPieces[rnd(keyPieces.length)]).join('');
      const indexed: Hit[] = [];
      const scanned: Hit[] = [];
      detectCredentials(new Text(s), indexed);
      detectCredentials(new Text(s, false), scanned);
      expect(indexed, s).toEqual(scanned);
      if (indexed.length > 0) found++;
    }
    // The texts hold keys often enough for the comparison to mean something.
    expect(found).toBeGreaterThan(100);
  });
});

describe('placesOf a word that is no literal, read from a literal inside it', () => {
  it('finds what a global case-blind pattern finds in a text wider than Latin-1 (apart, not overlapping)', () => {
    const words = ['password', 'passcode', 'passphrase', 'passpass', 'keykey-', 'hotspot'];
    const wordPieces = [
      'pass',
      'PASS',
      'Pass',
      'word',
      'WORD',
      'code',
      'phrase',
      'key',
      'KEY',
      'keykey-',
      'ss',
      ' ',
      '-',
      'é',
      '\u017f',
      '—',
    ];
    let found = 0;
    for (let i = 0; i < 2000; i++) {
      // A code unit outside Latin-1 (the dash), and no U+212A or U+0130: no lower-cased copy, the index runs on the text itself.
      const s = `${Array.from({ length: 3 + rnd(40) }, () => wordPieces[rnd(wordPieces.length)]).join('')}—`;
      const t = new Text(s);
      for (const w of words) {
        const re = new RegExp(w, 'gi');
        const expected: number[] = [];
        for (let m = re.exec(s); m !== null; m = re.exec(s)) expected.push(m.index);
        expect(placesOf(t, w), `${w} in ${JSON.stringify(s)}`).toEqual(expected);
        found += expected.length;
      }
    }
    expect(found).toBeGreaterThan(1000);
  });
});
