/**
 * Loading a held-out content slice (test/corpus-content/NAME.jsonl, NAME-files/, NAME-files.json)
 * for the tests that check it is well formed, and the facts about instruction files they share.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { contentPack, contentQuestions } from '../../src/content/pack.js';

export interface SliceCase {
  id: string;
  yes: string[];
  source: string;
  text: string;
  secrets?: string[];
}
export interface SliceFileLabel {
  yes: string[];
  effect: string;
}

const DIR = fileURLToPath(new URL('../corpus-content/', import.meta.url));
const SEVERITY = ['allow', 'warn', 'ask', 'deny'];
const SCANNED = new Set(['SKILL.md', 'CLAUDE.md', 'AGENTS.md', '.cursorrules', '.mcp.json']);

export function loadSlice(name: string): { cases: SliceCase[]; index: Record<string, SliceFileLabel>; filesDir: string } {
  const cases = readFileSync(join(DIR, `${name}.jsonl`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as SliceCase);
  // A slice of content cases alone (peer3) has no instruction files and no index.
  const indexFile = join(DIR, `${name}-files.json`);
  const index = existsSync(indexFile) ? (JSON.parse(readFileSync(indexFile, 'utf8')) as Record<string, SliceFileLabel>) : {};
  return { cases, index, filesDir: join(DIR, `${name}-files`) };
}

/** Every file under dir, as a path relative to it with forward slashes, sorted. */
export function filesUnder(dir: string): string[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  return walk(dir)
    .map((f) => relative(dir, f).split('\\').join('/'))
    .sort();
}

/** A name `judge scan` walks for. */
export function isScannedName(path: string): boolean {
  return SCANNED.has(basename(path)) || /(^|\/)\.claude\/settings(\.[a-z]+)?\.json$/.test(path);
}

/** The effect a file labelled with these questions must have: the most severe on_yes. */
export function expectedEffect(yes: readonly string[]): string {
  const known = contentQuestions();
  return yes.map((q) => known[q]!.on_yes ?? 'allow').reduce((a, b) => (SEVERITY.indexOf(b) > SEVERITY.indexOf(a) ? b : a), 'allow');
}

/**
 * The checks every slice's content cases share, as tests of the calling describe block: the
 * corpus fields, a known source, default questions only (sorted, unique, never the verdict), and
 * every default question labelled in at least 8 cases.
 */
export function itChecksSliceCases(cases: readonly SliceCase[]): void {
  it('label with default questions only, sorted and unique, from a known source', () => {
    const defaults = contentPack().default_questions;
    for (const c of cases) {
      expect(
        Object.keys(c).every((k) => ['id', 'yes', 'source', 'text', 'secrets'].includes(k)),
        c.id,
      ).toBe(true);
      expect(['tool_output', 'web', 'file', 'prompt'], c.id).toContain(c.source);
      expect(typeof c.text === 'string' && c.text.length > 0, c.id).toBe(true);
      expect(c.yes, c.id).toEqual([...new Set(c.yes)].sort());
      for (const q of c.yes) expect(defaults, c.id).toContain(q);
      expect(c.yes, c.id).not.toContain('verdict');
    }
  });

  it('cover every default question', () => {
    for (const q of contentPack().default_questions.filter((k) => k !== 'verdict')) {
      expect(cases.filter((c) => c.yes.includes(q)).length, q).toBeGreaterThanOrEqual(8);
    }
  });
}

/**
 * The checks every slice's instruction files share, as tests of the calling describe block: names
 * the scan walks for, labels whose effect is the most severe on_yes, files that parse.
 */
export function itChecksSliceFiles(index: Record<string, SliceFileLabel>, filesDir: string): void {
  const paths = Object.keys(index);
  it('have names the scan walks for, and labels whose effect is the most severe on_yes', () => {
    const scan = contentPack().scan_questions;
    for (const p of paths) {
      expect(isScannedName(p), p).toBe(true);
      const { yes, effect } = index[p]!;
      expect(yes, p).toEqual([...new Set(yes)].sort());
      for (const q of yes) expect(scan, p).toContain(q);
      expect(effect, p).toBe(expectedEffect(yes));
    }
  });

  it('parse: JSON configs are JSON, skills have front matter with a name and a description', () => {
    for (const p of paths) {
      const full = join(filesDir, p);
      expect(existsSync(full), p).toBe(true);
      const text = readFileSync(full, 'utf8');
      expect(text.length, p).toBeGreaterThan(0);
      if (p.endsWith('.json')) expect(() => JSON.parse(text), p).not.toThrow();
      if (basename(p) === 'SKILL.md') expect(text, p).toMatch(/^---\nname: [a-z0-9-]+\ndescription: [^\n]+\n(?:[^\n]*\n)*?---\n/);
    }
  });
}

const LEAKS = ['credential_leak', 'card_number', 'personal_data'];

/**
 * The checks the peer slices' content cases share: at least `min` cases, about half benign, ids
 * unique and naming their class (`<prefix>-ok-…` exactly for the benign ones), and secrets that
 * occur in their text in every case that leaks one.
 */
export function itChecksClassesAndSecrets(cases: readonly SliceCase[], prefix: string, min: number): void {
  it(`are at least ${min}, about half benign, with unique ids that name their class`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(min);
    const benign = cases.filter((c) => c.yes.length === 0).length;
    expect(benign / cases.length).toBeGreaterThan(0.4);
    expect(benign / cases.length).toBeLessThan(0.6);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      expect(c.id, c.id).toMatch(new RegExp(`^${prefix}-[a-z0-9]+(?:-[a-z0-9]+)*-\\d+$`));
      // A benign case says so in its id, a positive one does not, so results read by class.
      expect(c.id.startsWith(`${prefix}-ok-`), c.id).toBe(c.yes.length === 0);
    }
  });

  it('mark secrets that occur in their text, in every case that leaks one', () => {
    for (const c of cases) {
      if (c.yes.includes('credential_leak') || c.yes.includes('card_number')) expect(c.secrets, c.id).toBeDefined();
      if (!c.secrets) continue;
      expect(c.secrets.length, c.id).toBeGreaterThan(0);
      expect(
        c.yes.some((q) => LEAKS.includes(q)),
        c.id,
      ).toBe(true);
      for (const s of c.secrets) {
        expect(s.length, c.id).toBeGreaterThanOrEqual(6);
        expect(c.text, c.id).toContain(s);
      }
    }
  });
}

/** At least `min` instruction files, about half benign, every file on disk indexed and every indexed file on disk. */
export function itCountsSliceFiles(index: Record<string, SliceFileLabel>, filesDir: string, min: number): void {
  it(`are at least ${min}, about half benign, every file on disk indexed and every indexed file on disk`, () => {
    const paths = Object.keys(index);
    expect(paths.length).toBeGreaterThanOrEqual(min);
    const benign = paths.filter((p) => index[p]!.yes.length === 0).length;
    expect(benign / paths.length).toBeGreaterThan(0.4);
    expect(benign / paths.length).toBeLessThan(0.6);
    for (const p of paths) expect(existsSync(join(filesDir, p)), p).toBe(true);
    expect(filesUnder(filesDir)).toEqual([...paths].sort());
  });
}

/** The Luhn check digit test, written here apart from src/ so the slice is checked independently. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Every card_number case lists a card among its secrets, and each passes Luhn: a card case is a card. */
export function itChecksCardsPassLuhn(cases: readonly SliceCase[]): void {
  it('label every card secret with a number that passes Luhn, so a card case is a card', () => {
    for (const c of cases.filter((x) => x.yes.includes('card_number'))) {
      const cards = c.secrets!.map((s) => s.replace(/[ -]/g, '')).filter((s) => /^\d{13,19}$/.test(s));
      expect(cards.length, c.id).toBeGreaterThan(0);
      for (const d of cards) expect(luhn(d), c.id).toBe(true);
    }
  });
}
