/** Where packages come from: package managers pointed elsewhere for one command through the environment. */
import { nameOf } from '../../facts/cmd.js';
import { clip } from '../../wire/text.js';
import type { Check } from './index.js';

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
      if (v !== null && (v === '' || publics.includes(v) || publics.includes(v.replace(/\/+$/, '')))) continue;
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
