/** Where packages come from: package managers pointed elsewhere for one command through the environment. */
import { nameOf } from '../../facts/cmd.js';
import { clip } from '../../wire/text.js';
import type { Check } from './index.js';
import { writtenTexts } from '../../facts/written.js';

/**
 * `GOPROXY=https://proxy.example go get …`, `PIP_INDEX_URL=… pip install`, `npm_config_registry=…`:
 * an assignment that redirects where the command fetches packages, or turns checksum
 * verification off. The names and the values that stay public are the pack's
 * `registry_env` ("NAME" or "NAME=*pattern*") and `public_registries` sets; the programs that
 * read them are `registry_env_programs`.
 */
export const registryEnv: Check = (f) => {
  const out: string[] = [];
  const names = f.env.pack.sets.registry_env ?? [];
  const publics = f.env.pack.sets.public_registries ?? [];
  for (const c of f.cmds) {
    // Only a package manager reads these; asking the name first keeps the assignments of every other command unread.
    if (!f.env.setHas('registry_env_programs', c.name)) continue;
    const env = c.inv.env;
    for (const k in env) {
      if (!Object.hasOwn(env, k)) continue;
      const v = env[k] ?? null;
      const key = k.toUpperCase();
      if (!names.some((n) => n === key || (n.startsWith(key + '=') && valueMatches(n.slice(key.length + 1), v)))) continue;
      if (v !== null && (v === '' || publics.includes(v) || publics.includes(trimSlashes(v)))) continue;
      out.push(`${nameOf(c)} runs with ${clip(`${k}=${v ?? '<unresolved>'}`, 80)}`);
      break;
    }
  }
  return out;
};

/** `*x*` contains x, `x` equals x; an unresolved value matches. */
function valueMatches(pattern: string, v: string | null): boolean {
  if (v === null) return true;
  if (pattern.length > 1 && pattern.startsWith('*') && pattern.endsWith('*')) return v.includes(pattern.slice(1, -1));
  return v === pattern;
}

/**
 * A registry line written into a package manager's configuration, by a file tool or the shell
 * (a here-document, echo, tee): `registry=`, yarn's `npmRegistryServer:` and `registry "…"`,
 * pip's `index-url`/`extra-index-url`/`find-links`, conda's `channel_alias`, and cargo's
 * `replace-with` (crates.io replaced by another source). The public registries are excepted.
 */
export const registryTextWrite: Check = (f) => {
  const out: string[] = [];
  const publics = f.env.pack.sets.public_registries ?? [];
  for (const w of writtenTexts(f, f.env.classifier.maskOf(['package-config']))) {
    const line = registryLine(w.text, publics);
    if (line !== null) out.push(`${clip(w.raw)} is given ${clip(line, 80)}`);
  }
  return out;
};

const REGISTRY_KEYS: ReadonlySet<string> = new Set([
  'registry',
  'npmregistryserver',
  'index-url',
  'extra-index-url',
  'find-links',
  'channel_alias',
  'replace-with',
]);

/** The first line of a config text naming another registry, or null. Read by hand, line by line: no pattern runs on the text. */
function registryLine(text: string, publics: readonly string[]): string | null {
  const lines = text.split('\n');
  for (let n = 0; n < lines.length && n < 1024; n++) {
    let line = lines[n]!.trim();
    // `@scope:registry=…` names a scope's registry.
    if (line.startsWith('@') && line.includes(':')) line = line.slice(line.indexOf(':') + 1);
    let k = 0;
    while (k < line.length && /[A-Za-z_-]/.test(line[k]!)) k++;
    const key = line.slice(0, k).toLowerCase();
    if (!REGISTRY_KEYS.has(key)) continue;
    let rest = line.slice(k).trim();
    if (rest.startsWith('=') || rest.startsWith(':')) rest = rest.slice(1).trim();
    const value = rest.replace(/^["']/, '').replace(/["']$/, '');
    if (key === 'replace-with' ? value !== '' : value.includes('://') && !publics.includes(trimSlashes(value))) return line;
  }
  return null;
}

/** `https://x/` → `https://x`, by hand: `/\/+$/` rescans a long run of slashes from every start. */
function trimSlashes(s: string): string {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === 47) end--;
  return s.slice(0, end);
}
