/**
 * A whole-text gate asked of the literal index (literal-gates.ts) must say what the pattern's pass over the whole text
 * says: checked on random texts built from the patterns' own pieces in every case, beside letters that lower-case to
 * ASCII or change the text's length (no index), characters outside Latin-1 and the Chinese labels.
 */
import { describe, expect, it } from 'vitest';
import { ASCII_GATE } from '../../src/content/far-password-names.js';
import { Text } from '../../src/content/find.js';
import { CATCHER_LEADS, LETTERED_ID_LEADS, MACHINE_WORD_PARTS, NINO_NAMES } from '../../src/content/gate-leads.js';
import { ANY_LABEL } from '../../src/content/lettered-ids.js';
import { literalGate } from '../../src/content/literal-gates.js';
import { CATCHER_HINTS } from '../../src/content/lured-urls.js';
import { nativePlaces } from '../../src/content/native-places.js';
import { NAME_GATE } from '../../src/content/uk-nino.js';
import { placesOfWord } from '../../src/content/word-places.js';

const GATES: ReadonlyArray<readonly [string, RegExp, readonly string[], string]> = [
  ['request catchers', CATCHER_HINTS, CATCHER_LEADS, ''],
  ['lettered ids', ANY_LABEL, LETTERED_ID_LEADS, '\u8eab'],
  ['password stems', ASCII_GATE, ['jelsz', 'parol', 'pass'], ''],
  ['national insurance names', NAME_GATE, NINO_NAMES, ''],
];

const PIECES = [
  'webhook.site',
  'pipedream.net',
  'oast.',
  'oastify',
  'oast',
  'requestcatcher',
  'requestbin',
  'requestrepo',
  'request',
  'hookbin',
  'beeceptor',
  'interact.sh',
  'interactsh',
  'interact',
  'burpcollaborator',
  'postb.in',
  'postbin',
  'putsreq',
  'dnslog',
  'ceye.io',
  'nric',
  'hkid',
  'hkic',
  'hki',
  'hong kong i',
  'hong kong',
  'roc id',
  'roc',
  'taiwan',
  'fin',
  '\u8eab\u4efd\u8b49',
  '\u8eab\u5206\u8b49',
  '\u8eab',
  'jelsz',
  'parol',
  'passwort',
  'insurance',
  'nat',
  'nat.',
  ' ins',
  'ni',
  '_',
  'nino',
  'n',
  'pass',
  ' ',
  '.',
  '-',
  '\n',
  'x',
  '\u212a',
  '\u0130',
  '\u00e9',
  '\u200b',
  '\u017f',
];

let seed = 7;
const rand = (n: number): number => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
};
const cased = (s: string): string => {
  const k = rand(3);
  if (k === 0) return s;
  if (k === 1) return s.toUpperCase();
  return [...s].map((c) => (rand(2) === 0 ? c.toUpperCase() : c)).join('');
};

describe('literal gates', () => {
  for (const [name, pattern, words, wide] of GATES)
    it(`${name}: the same answer as the pattern over the whole text`, () => {
      const gate = literalGate(pattern, words, wide);
      let held = 0;
      for (let i = 0; i < 4000; i++) {
        let text = '';
        for (let k = rand(12); k >= 0; k--) text += cased(PIECES[rand(PIECES.length)]!);
        const expected = pattern.test(text);
        if (expected) held++;
        expect([text, gate(new Text(text))]).toEqual([text, expected]);
      }
      expect(held).toBeGreaterThan(100);
    });
});

describe('words read from an indexed part (word-places.ts)', () => {
  const words = [
    ...MACHINE_WORD_PARTS,
    'whatever',
    'whatever ',
    'ignore ',
    'engine',
    'optimi',
    'anything pars',
    'nything read',
    'disregard ',
    'machine',
    'Machine',
    'KI',
    'reader',
    'computer',
    'you are now ',
  ];
  const pieces = [...words, 'what', 'ever', 'ign', 'ore', ' ', 'a', 'e', 'x', '\u212a', '\u0130', '\u00e9', '\u200b'];
  it('finds every place a native search from each place on finds, as written and lower-cased, at both strides', () => {
    for (let i = 0; i < 300; i++) {
      let text = '';
      for (let k = rand(14); k >= 0; k--) text += cased(pieces[rand(pieces.length)]!);
      const t = new Text(text);
      const lower = text.toLowerCase();
      for (const word of words)
        for (const [subject, sought] of [
          [text, word],
          ...(lower.length === text.length ? [[lower, word.toLowerCase()] as const] : []),
        ] as const)
          for (const stride of [1, sought.length])
            expect([text, sought, stride, placesOfWord(t, subject, sought, stride)]).toEqual([
              text,
              sought,
              stride,
              nativePlaces(subject, sought, stride),
            ]);
    }
  });
});
