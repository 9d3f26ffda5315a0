/** What a command runs or makes runnable, and what a chmod mode grants. */
import type { Cmd } from './cmd.js';
import type { Facts } from './facts.js';
import { resolvePath } from './paths.js';
import { programOf } from './programs.js';

/** Files a command runs, or makes runnable (chmod +x). */
export function executesOf(f: Facts, c: Cmd): { runs: string[]; chmods: string[] } {
  const runs: string[] = [];
  const chmods: string[] = [];
  const path = c.inv.path;
  if (path !== null && path.includes('/')) runs.push(resolvePath(path, c.cwd, f.ctx));
  const prog = programOf(f, c);
  const p = f.parsed(c);
  if (prog === 'file') {
    const first = p.positionals[0];
    if (first) runs.push(resolvePath(first, c.cwd, f.ctx));
  }
  if ((c.name === 'source' || c.name === '.') && p.positionals[0]) runs.push(resolvePath(p.positionals[0], c.cwd, f.ctx));
  if (c.name === 'chmod' && modeKind(p.positionals[0] ?? null).exec) {
    for (const a of p.positionals.slice(1)) if (a) chmods.push(resolvePath(a, c.cwd, f.ctx));
  }
  return { runs, chmods };
}

/** Reads a chmod mode: setuid/setgid bits, execute bits, and whether it widens write access. */
export function modeKind(mode: string | null): { setuid: boolean; exec: boolean; widens: boolean } {
  if (mode === null) return { setuid: false, exec: false, widens: true };
  let numeric = mode.length > 0;
  for (let i = 0; i < mode.length; i++) if (mode.charCodeAt(i) < 48 || mode.charCodeAt(i) > 55) numeric = false;
  if (numeric) {
    const digits = mode.padStart(4, '0');
    const special = digits.length > 4 ? Number(digits[digits.length - 4]) : Number(digits[0]);
    const perms = digits.slice(-3);
    const groupOther = perms.slice(1);
    return {
      setuid: (special & 6) !== 0,
      exec: [...perms].some((d) => (Number(d) & 1) !== 0),
      widens: (special & 6) !== 0 || [...groupOther].some((d) => (Number(d) & 2) !== 0),
    };
  }
  // Symbolic: clauses like u+s, g=rwxs, +x, a+rx separated by commas.
  let setuid = false;
  let exec = false;
  let widens = false;
  let known = true;
  for (const clause of mode.split(',')) {
    let k = 0;
    while (k < clause.length && 'ugoa'.includes(clause[k]!)) k++;
    const who = clause.slice(0, k);
    const op = clause[k];
    if (op !== '+' && op !== '=' && op !== '-') {
      known = false;
      continue;
    }
    if (op === '-') continue;
    const perms = clause.slice(k + 1);
    if (perms.includes('s')) setuid = true;
    if (perms.includes('x')) exec = true;
    if (perms.includes('w') && (who === '' || who.includes('g') || who.includes('o') || who.includes('a'))) widens = true;
  }
  return { setuid, exec, widens: widens || setuid || !known };
}
