/**
 * Text a call writes into files, and where: a file tool's new content (Write, Edit, MultiEdit,
 * NotebookEdit) and a shell's echo/printf, `cat`/`tee` fed a here-document or here-string, and
 * `echo … | tee -a FILE`. What the text says matters for some files: a registry line in a
 * package manager's config, a download piped into a shell in a start-up file.
 */
import type { Cmd } from './cmd.js';
import type { Facts } from './facts.js';
import { upstreamOf } from './pipeline.js';

export interface WrittenText {
  raw: string;
  /** The path classes of the file written. */
  mask: number;
  text: string;
}

/** Input fields of file tools that carry new file content. */
const CONTENT_KEYS = ['content', 'new_string', 'new_source', 'file_text', 'new_str', 'insert_text'] as const;

/** Every text the call writes into a file whose classes meet `classes` (at most 32 texts of at most 64 KiB each are read). */
export function writtenTexts(f: Facts, classes: number): WrittenText[] {
  const out: WrittenText[] = [];
  if (f.kind === 'write') {
    const input = f.state.input ?? {};
    const texts: string[] = [];
    for (const k of CONTENT_KEYS) if (typeof input[k] === 'string') texts.push(input[k] as string);
    if (Array.isArray(input.edits)) {
      for (const e of input.edits.slice(0, 32) as unknown[]) {
        const next = e !== null && typeof e === 'object' ? (e as Record<string, unknown>).new_string : undefined;
        if (typeof next === 'string') texts.push(next);
      }
    }
    for (const file of f.files) {
      if (file.access !== 'write' || (file.mask & classes) === 0) continue;
      for (const text of texts) out.push({ raw: file.raw, mask: file.mask, text: text.slice(0, 65536) });
    }
    return out.slice(0, 32);
  }
  for (const c of f.cmds) {
    if (c.name !== 'echo' && c.name !== 'printf' && c.name !== 'cat' && c.name !== 'tee') continue;
    const targets: Array<string | null> = [];
    for (const r of c.inv.redirects) if (r.op === '>' || r.op === '>>' || r.op === '>|') targets.push(r.target);
    if (c.name === 'tee') targets.push(...f.parsed(c).positionals);
    if (targets.length === 0) continue;
    const text = textOf(f, c);
    if (text === null) continue;
    for (const t of targets) {
      if (t === null) continue;
      const ref = f.ref(t, c.cwd, c.remote === true);
      if ((ref.mask & classes) !== 0) out.push({ raw: t, mask: ref.mask, text });
    }
    if (out.length >= 32) break;
  }
  return out;
}

/** What echo/printf print (escapes of printf and `echo -e` read), or the here-document or piped text cat/tee pass on. */
function textOf(f: Facts, c: Cmd): string | null {
  if (c.name === 'echo' || c.name === 'printf') return printed(f, c);
  const body = c.inv.redirects.find((r) => r.body !== undefined)?.body;
  if (body !== undefined) return body;
  const up = upstreamOf(f, c)[0];
  return up && (up.name === 'echo' || up.name === 'printf') ? printed(f, up) : null;
}

function printed(f: Facts, c: Cmd): string | null {
  const words = f.parsed(c).positionals.filter((w): w is string => w !== null);
  if (words.length === 0) return null;
  const escapes = c.name === 'printf' || c.args.includes('-e');
  const text = words.join(' ');
  return escapes ? text.replaceAll('\\n', '\n').replaceAll('\\t', '\t') : text;
}
