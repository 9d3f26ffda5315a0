/**
 * Loading a held-out content slice (test/corpus-content/NAME.jsonl, NAME-files/, NAME-files.json)
 * for the tests that check it is well formed, and the facts about instruction files they share.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentQuestions } from '../../src/content/pack.js';

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
  const index = JSON.parse(readFileSync(join(DIR, `${name}-files.json`), 'utf8')) as Record<string, SliceFileLabel>;
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
