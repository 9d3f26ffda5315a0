/**
 * The detectors' candidate searches against the plain scans they stand for (docs/content-measurements.md,
 * the content guard's speed): each tries a pattern only where a match can start, and must find
 * what a global scan of the whole text finds, in the same order, over random texts made of the
 * characters and words the patterns turn on.
 */
import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT,
  ASSIGNMENT_PLACES,
  assignmentStarts,
  keyIdPlaces,
  SERVICE_ACCOUNT,
  serviceAccountStarts,
} from '../../src/content/credentials.js';
import { Text } from '../../src/content/find.js';
import { runBytes } from '../../src/content/encoded.js';
import { lowerCased } from '../../src/content/lower.js';
import { URL_RE, urlEnd, urlMatches } from '../../src/content/urls.js';
import { cardMatches } from '../../src/content/cards.js';
import { ssnMatches } from '../../src/content/numbers.js';
import { detectEscapedUnicode } from '../../src/content/unicode.js';
import type { Hit } from '../../src/content/codes.js';
import { prng } from '../helpers/prng.js';

/** `count` texts of up to `length` pieces drawn from `pieces`. */
function texts(pieces: readonly string[], seed: number, count: number, length: number): string[] {
  const next = prng(seed);
  const out: string[] = [];
  for (let n = 0; n < count; n++) {
    let s = '';
    const size = Math.floor(next() * length);
    for (let i = 0; i < size; i++) s += pieces[Math.floor(next() * pieces.length)]!;
    out.push(s);
  }
  return out;
}

/** Every match of `source` (flags `flags` plus g) over the whole text, as [index, text]. */
function globalScan(source: string, flags: string, text: string): Array<[number, string]> {
  const re = new RegExp(source, `${flags}g`);
  const out: Array<[number, string]> = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) re.lastIndex++;
    else out.push([m.index, m[0]]);
  }
  return out;
}

const spans = (ms: readonly RegExpExecArray[]): Array<[number, string]> => ms.map((m) => [m.index, m[0]]);

/** The card pattern as it was scanned over every position (cards.ts CARD reads the same, its lookbehinds moved). */
const GAP = String.raw`(?:\t| {2,3})`;
const CARD_REFERENCE = String.raw`(?<![0-9A-Za-z_\-])(?<!(?<![Nn][Oo])\.)[0-9](?:(?:[ -]?[0-9]){12,18}|[0-9]{3}${GAP}(?:[0-9]{6}${GAP}[0-9]{4,5}|[0-9]{4}${GAP}[0-9]{4}${GAP}[0-9]{4}(?:${GAP}[0-9]{3})?))(?![0-9A-Za-z_]|[.-][0-9])`;
const SSN_REFERENCE = '(?<![0-9A-Za-z-])([0-9]{3})-([0-9]{2})-([0-9]{4})(?![0-9A-Za-z]|-[0-9])';

describe('card numbers', () => {
  const digitsMostly = [
    '4',
    '1',
    '5',
    '0',
    '9',
    '7',
    '3',
    '4',
    '1',
    ' ',
    ' ',
    '-',
    '  ',
    '.',
    '/',
    'a',
    'Z',
    '_',
    '\n',
    '4111',
    '1111 ',
    '-1-',
    'x ',
    'No.',
    '\t',
    '   ',
    '4111\t',
    '1111  ',
  ];
  it.each([
    ['digits, blanks and dashes', digitsMostly, 1, 600, 160],
    [
      'long numbers in prose',
      ['4111 1111 1111 1111', '5555-5555-5555-4444', ' ', 'word ', '. ', '3782822463', '10005', '/', 'no.', '  '],
      2,
      400,
      30,
    ],
    ['groups apart by tabs and blanks', ['4111', '1111', '378282', '\t', '  ', '   ', ' ', '-', '5', 'a'], 5, 400, 40],
    ['blanks with a number now and then', [' ', ' ', ' ', ' ', '  ', '7', '-', '\t', '4111 1111 1111 1111'], 3, 400, 200],
  ])('%s: what a scan of every position finds', (_, pieces, seed, count, length) => {
    let found = 0;
    for (const text of texts(pieces, seed, count, length)) {
      const want = globalScan(CARD_REFERENCE, '', text);
      expect(spans(cardMatches(text)), JSON.stringify(text)).toEqual(want);
      found += want.length;
    }
    // Not passed by finding nothing on both sides.
    expect(found).toBeGreaterThan(count / 20);
  });
});

describe('social security numbers', () => {
  it('what a scan of every position finds', () => {
    let found = 0;
    for (const text of texts(['1', '2', '3', '0', '-', '-', '--', ' ', 'a', '123-45-6789', '078-05-1120-', '9', '\n'], 4, 500, 60)) {
      const want = globalScan(SSN_REFERENCE, '', text);
      expect(spans(ssnMatches(text)), JSON.stringify(text)).toEqual(want);
      found += want.length;
    }
    expect(found).toBeGreaterThan(100);
  });
});

describe('base64 runs decoded in place', () => {
  it("gives Node's decoder's bytes for either alphabet, any length and padding", () => {
    const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_';
    const next = prng(6);
    for (let n = 0; n < 3000; n++) {
      const length = n % 100 === 0 ? 4090 + Math.floor(next() * 20) : Math.floor(next() * 90);
      let run = '';
      for (let i = 0; i < length; i++) run += digits[Math.floor(next() * digits.length)];
      run += '='.repeat(Math.floor(next() * 4));
      const text = `"${run}"`;
      const want = Buffer.from(run.slice(0, 4096), 'base64');
      expect(Buffer.from(runBytes(text, 1, 1 + run.length)).equals(want), run).toBe(true);
    }
  });
});

describe('URLs', () => {
  const pieces = [
    'http://',
    'https://',
    'HTTPS://',
    'ws://',
    'wss://',
    'ftp://',
    'xhttp://',
    '://',
    'a.b/c',
    '?q=1&r=2',
    '\\u00e9',
    '\\U0041',
    '\\u12',
    '\\',
    ' ',
    '\n',
    '"',
    '<',
    '|',
    '\u00a0',
    '\u3000',
    '\u00e9',
    'x',
    '.',
    ')',
  ];
  it('where URL_START matches, to urlEnd: what the search for URL_RE finds, with the index and without', () => {
    let found = 0;
    for (const text of texts(pieces, 7, 800, 24)) {
      for (const indexed of [true, false]) {
        const t = new Text(text, indexed);
        const want = spans(t.findNear(URL_RE, ['://'], 5, 'hwf', true)).map(([at, m]) => [at, at + m.length]);
        const got = urlMatches(t);
        const pairs: number[][] = [];
        for (let k = 0; k < got.length; k += 2) pairs.push([got[k]!, got[k + 1]!]);
        expect(pairs, JSON.stringify(text)).toEqual(want);
        found += want.length;
      }
    }
    expect(found).toBeGreaterThan(500);
  });
  it('reads every code unit as the pattern does, and stops at its 4096th unit', () => {
    const body = new RegExp(`^(?:${URL_RE.source.slice(URL_RE.source.indexOf('(?:[^'), URL_RE.source.lastIndexOf('{'))})`, 'i');
    for (let c = 0; c < 0x10000; c++) {
      const s = `${String.fromCharCode(c)}`;
      expect(urlEnd(s, 0) === 1, `U+${c.toString(16)}`).toBe(body.test(s));
    }
    const long = `http://${'a'.repeat(5000)}`;
    expect(urlEnd(long, 7)).toBe(7 + 4096);
    const escaped = `http://${'\\u0041'.repeat(5000)}`;
    expect(urlEnd(escaped, 7)).toBe(7 + 6 * 4096);
    // A URL cut at its 4096th unit, and one that starts right after the cut (and one inside before it).
    const again = `http://${'a'.repeat(4000)}/http://x/${'a'.repeat(90)}/http://b`;
    const t = new Text(again);
    const want = spans(t.findNear(URL_RE, ['://'], 5, 'hwf', true)).map(([at, m]) => [at, at + m.length]);
    expect(want.length).toBe(2);
    expect(urlMatches(t)).toEqual(want.flat());
  });
});

describe('lower case', () => {
  it('lowerCased is toLowerCase, ASCII or not', () => {
    for (const s of texts(['a', 'Z', 'k', '\u212a', '\u0130', '\u00c9', '\u00e9', '-', '.', '0', 'ß', '\u0416', 'host'], 8, 500, 12))
      expect(lowerCased(s), JSON.stringify(s)).toBe(s.toLowerCase());
  });
});

describe('escaped hidden characters', () => {
  const reference = (text: string): Hit[] => {
    const out: Hit[] = [];
    const kinds = [
      ['unicode_tag', String.raw`(?:\\u[dD][bB]40\\u[dD][cC][0-7][0-9a-fA-F])+`],
      ['unicode_bidi', String.raw`\\u(?:202[a-eA-E]|206[6-9])`],
      ['unicode_zero_width', String.raw`(?:\\u(?:200[bBcCdD]|2060|[fF][eE][fF][fF])){3,}`],
    ] as const;
    const all = new RegExp(kinds.map(([, s]) => `(${s})`).join('|'), 'g');
    const found: Hit[] = [];
    for (let m = all.exec(text); m; m = all.exec(text)) {
      const k = m[1] !== undefined ? 0 : m[2] !== undefined ? 1 : 2;
      found.push({ code: kinds[k]![0], start: m.index, end: m.index + m[0].length });
    }
    for (const [code] of kinds) for (const h of found) if (h.code === code) out.push(h);
    return out;
  };
  it('what a scan of every position finds', () => {
    const pieces = [
      '\\u',
      '\\udb40',
      '\\udc41',
      '\\uDC7f',
      '\\u202e',
      '\\u2066',
      '\\u200b',
      '\\u200B',
      '\\ufeff',
      '\\u2060',
      'a',
      '\\',
      'u',
      '0',
    ];
    let found = 0;
    for (const text of texts(pieces, 5, 500, 30)) {
      const out: Hit[] = [];
      detectEscapedUnicode(text, out);
      const want = reference(text);
      expect(out, JSON.stringify(text)).toEqual(want);
      found += want.length;
    }
    expect(found).toBeGreaterThan(100);
  });
});

describe('credential candidates', () => {
  const words = ['password', 'api_key', 'API-KEY', 'secret', 'client_secret', 'token', 'auth_token', 'passphrase', 'pwd', 'key', 'Key'];
  const pieces = [...words, '=', ':', ' = ', ': ', '"', "'", '\\"', ' ', '    ', '\t', 'abc123XYZ', 's3cr3t!', '_', '-', '\n', 'x'];
  it('a key word tried where an = or : is within reach finds what Text.findBefore finds', () => {
    let found = 0;
    for (const text of texts(pieces, 6, 600, 14)) {
      const t = new Text(text);
      const starts = assignmentStarts(t);
      expect(starts, JSON.stringify(text)).not.toBeNull();
      const want = spans(t.findBefore(ASSIGNMENT(), ASSIGNMENT_PLACES));
      expect(spans(t.findAt(ASSIGNMENT(), starts!)), JSON.stringify(text)).toEqual(want);
      found += want.length;
    }
    expect(found).toBeGreaterThan(100);
  });

  it('service-account documents and their key ids, read from the index, are what a search finds', () => {
    const doc = [
      '"type"',
      ': ',
      ':',
      ' ',
      '\n',
      '"service_account"',
      '"Service_Account"',
      '"',
      'service_account',
      '"private_key_id"',
      '"key"',
      'x',
      '"type": "service_account"',
      '"type" :\n "service_account"',
    ];
    let found = 0;
    for (const text of texts(doc, 7, 600, 12)) {
      const t = new Text(text);
      const want = globalScan(SERVICE_ACCOUNT().source, '', text);
      expect(spans(t.findAt(SERVICE_ACCOUNT(), serviceAccountStarts(t))), JSON.stringify(text)).toEqual(want);
      found += want.length;
      const ids: number[] = [];
      for (let i = text.indexOf('"private_key_id"'); i >= 0; i = text.indexOf('"private_key_id"', i + 1)) ids.push(i);
      expect(keyIdPlaces(t), JSON.stringify(text)).toEqual(ids);
    }
    expect(found).toBeGreaterThan(20);
  });
});
