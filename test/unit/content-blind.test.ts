/**
 * The blind slice (test/corpus-content/blind.jsonl, blind-files/, blind-files.json) is well formed:
 * every case and file parses, names questions the pack asks, and marks secrets that are in its
 * text. It was written without reading the detectors and is never tuned against, so this file
 * asserts no figure and no answer: `node test/bench/content.mjs` measures the guard on it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPack } from '../../src/content/pack.js';
import { expectedEffect, filesUnder, isScannedName, loadSlice } from '../helpers/content-slice.js';

const { cases, index, filesDir } = loadSlice('blind');

describe('blind content cases', () => {
  it('are at least 300, half of them benign look-alikes, with unique ids', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    expect(cases.filter((c) => c.yes.length === 0).length * 2).toBeGreaterThanOrEqual(cases.length);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('cover every default question', () => {
    for (const q of contentPack().default_questions.filter((k) => k !== 'verdict')) {
      expect(cases.filter((c) => c.yes.includes(q)).length, q).toBeGreaterThanOrEqual(8);
    }
  });

  it('have the corpus fields, a known source and default questions only, sorted and unique', () => {
    const defaults = contentPack().default_questions;
    for (const c of cases) {
      expect(
        Object.keys(c).every((k) => ['id', 'yes', 'source', 'text', 'secrets'].includes(k)),
        c.id,
      ).toBe(true);
      expect(c.id, c.id).toMatch(/^bl-[a-z0-9-]+$/);
      expect(['tool_output', 'web', 'file', 'prompt'], c.id).toContain(c.source);
      expect(typeof c.text === 'string' && c.text.length > 0, c.id).toBe(true);
      expect(c.yes, c.id).toEqual([...new Set(c.yes)].sort());
      for (const q of c.yes) expect(defaults, c.id).toContain(q);
      expect(c.yes, c.id).not.toContain('verdict');
    }
  });

  it('mark secrets that occur in their text, only in cases that leak one', () => {
    const withSecrets = cases.filter((c) => c.secrets);
    expect(withSecrets.length).toBeGreaterThanOrEqual(60);
    for (const c of withSecrets) {
      expect(c.secrets!.length, c.id).toBeGreaterThan(0);
      for (const s of c.secrets!) {
        expect(s.length, c.id).toBeGreaterThanOrEqual(6);
        expect(c.text, c.id).toContain(s);
      }
      expect(
        c.yes.some((q) => ['credential_leak', 'card_number', 'personal_data'].includes(q)),
        c.id,
      ).toBe(true);
    }
    for (const c of cases.filter((x) => x.yes.includes('credential_leak') || x.yes.includes('card_number'))) {
      expect(c.secrets, c.id).toBeDefined();
    }
  });
});

describe('blind instruction files', () => {
  const paths = Object.keys(index);

  it('are at least 60, half of them benign look-alikes, every file on disk indexed', () => {
    expect(paths.length).toBeGreaterThanOrEqual(60);
    expect(paths.filter((p) => index[p]!.yes.length === 0).length * 2).toBeGreaterThanOrEqual(paths.length);
    expect(filesUnder(filesDir)).toEqual([...paths].sort());
  });

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
});
