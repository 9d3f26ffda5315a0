/** Reaching for credentials: printing the environment, searching the disk for secrets. */
import { optionValues } from '../../facts/argv.js';
import { nameOf } from '../../facts/cmd.js';
import { envDumpOf, outputDiscarded, secretWord } from '../../facts/flow.js';
import { clip } from '../../wire/text.js';
import type { Check } from './index.js';

export const envDump: Check = (f) => {
  const out: string[] = [];
  for (const c of f.cmds) if (envDumpOf(f, c)) out.push(`${nameOf(c)} prints the environment`);
  for (const note of f.inlineNotes) if (note.action.kind === 'env-dump') out.push(`inline code prints ${note.action.via}`);
  // `set -a; . ./.env; echo $DATABASE_URL`: once a secret file is sourced, a variable printed later in the call is its content.
  const secret = f.env.classifier.maskOf(['secret']);
  const sourced = f.cmds.find(
    (c) => (c.name === 'source' || c.name === '.') && typeof c.args[0] === 'string' && (f.ref(c.args[0], c.cwd).mask & secret) !== 0,
  );
  if (sourced) {
    for (const c of f.cmds) {
      if (c.i > sourced.i && (c.name === 'echo' || c.name === 'printf') && c.args.some((a) => a === null) && !outputDiscarded(f, c))
        out.push(`${nameOf(c)} prints a variable sourced from ${clip(sourced.args[0] ?? '')}`);
    }
  }
  return out;
};

/**
 * Searching for credentials beyond the project: find by a secret file name, or grep/rg for a
 * secret-sounding pattern, over a home directory, the root or anywhere outside the
 * workspace; and the Grep/Glob tools doing the same.
 */
export const credentialHunt: Check = (f) => {
  const out: string[] = [];
  const cl = f.env.classifier;
  const wide = cl.maskOf(['root', 'home', 'workspace-ancestor', 'outside-workspace', 'home-top', 'system-top']);
  const narrow = cl.maskOf(['temp', 'cache', 'inside-workspace', 'workspace-root']);
  const secret = cl.maskOf(['secret']);
  const isWide = (mask: number): boolean => (mask & wide) !== 0 && (mask & narrow) === 0;
  for (const c of f.cmds) {
    if (c.name === 'find') {
      const p = f.parsed(c);
      const names = optionValues(p, c.spec.name_opts ?? []);
      const starts: Array<string | null> = [];
      for (const a of c.args) {
        if (a !== null && (a.startsWith('-') || a === '(' || a === '!')) break;
        starts.push(a);
      }
      if (starts.length === 0) starts.push('.');
      const wideRoot = starts.find((r) => isWide(f.ref(r, c.cwd, c.remote === true).mask));
      if (wideRoot === undefined) continue;
      const hit = names.find((nm) => nm !== null && (f.ref(`/x/${nm.slice(nm.lastIndexOf('/') + 1)}`, '/').mask & secret) !== 0);
      if (hit) out.push(`find searches ${clip(wideRoot ?? '')} for ${clip(hit ?? '', 40)}`);
    } else if (c.name === 'grep' || c.name === 'egrep' || c.name === 'rg' || c.name === 'ag' || c.name === 'ack') {
      const p = f.parsed(c);
      const explicit = optionValues(p, c.spec.pattern_opts ?? []);
      const pats = explicit.length > 0 ? explicit : p.positionals.slice(0, 1);
      const files = explicit.length > 0 ? p.positionals : p.positionals.slice(1);
      if (!pats.some((x) => x !== null && secretWord(f, x))) continue;
      const recursive = c.spec.recursive_flags === undefined || c.spec.recursive_flags.some((fl) => f.flag(c, fl));
      const wideFile = files.find((x) => recursive && isWide(f.ref(x, c.cwd, c.remote === true).mask));
      if (wideFile !== undefined) out.push(`${c.name} searches ${clip(wideFile ?? '')} for credentials`);
    }
  }
  if (f.state.tool === 'Grep' || f.state.tool === 'Glob') {
    const input = f.state.input;
    const pattern = typeof input.pattern === 'string' ? input.pattern : '';
    const root = f.files.find((x) => x.raw === input.path);
    if (root && isWide(root.mask)) {
      if (f.state.tool === 'Grep' && secretWord(f, pattern)) out.push(`Grep searches ${clip(root.raw)} for credentials`);
      if (f.state.tool === 'Glob' && (f.ref(`/x/${pattern.slice(pattern.lastIndexOf('/') + 1)}`, '/').mask & secret) !== 0)
        out.push(`Glob searches ${clip(root.raw)} for ${clip(pattern, 40)}`);
    }
  }
  return out;
};
