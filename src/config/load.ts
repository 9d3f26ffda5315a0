/**
 * Finding and reading the project configuration (docs/configuration.md, "Where it is read
 * from"): the file named by `--config` or JUDGE_CONFIG, else `project.json` in the workspace's
 * store folder (the `.judge/` JUDGE_HOME names or the one found walking up, as for the store),
 * else `<workspace>/.judge/project.json`. No file: no configuration, every setting its default.
 * A file that is named but missing, unreadable or wrong is a usage error naming it.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { locateStore, STORE_DIR_NAME, type StoreLocation } from '../store/index.js';
import { checkOverlay, rulesWithOverlay, type RuleSet } from '../rules/index.js';
import { MAX_JSON_BYTES, parseJsonBytes } from '../wire/json.js';
import { parseProjectConfig, PROJECT_CONFIG_FILE, RULES_OVERLAY_FILE, type ProjectConfig } from './project.js';

export interface ConfigLookup {
  /** The workspace the call is about. */
  workspaceRoot: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** `--config FILE`, when given. */
  flag?: string;
  /** The workspace's store when the caller has already located it (null: none), so it is not searched for again. */
  store?: StoreLocation | null;
}

/**
 * Reads a file of at most `maxBytes`, or null when it does not exist (and `optional`). Opens once
 * and reads from the descriptor, so the file checked is the file read.
 */
export function readSmallFile(path: string, where: string, optional: boolean, maxBytes = MAX_JSON_BYTES): Buffer | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (optional && (code === 'ENOENT' || code === 'ENOTDIR')) return null;
    throw new UsageError('config.unreadable', `${where}: ${code === 'ENOENT' ? 'no such file' : `cannot read (${code ?? 'error'})`}`);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new UsageError('config.unreadable', `${where}: not a regular file`);
    if (st.size > maxBytes) throw new UsageError('config.too-large', `${where}: over the ${maxBytes / (1024 * 1024)} MiB limit`);
    const buf = Buffer.alloc(st.size);
    let at = 0;
    while (at < buf.length) {
      const n = readSync(fd, buf, at, buf.length - at, at);
      if (n === 0) break;
      at += n;
    }
    return buf.subarray(0, at);
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError('config.unreadable', `${where}: cannot read (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  } finally {
    closeSync(fd);
  }
}

/** Where the project config of a workspace is, and whether it was named explicitly (then it must exist). */
function projectConfigPath(o: ConfigLookup): { path: string; named: string | undefined } {
  if (o.flag !== undefined) {
    if (o.flag.trim() === '') throw new UsageError('config.invalid', '--config: must name a file');
    return { path: resolve(o.cwd, o.flag), named: `--config ${o.flag}` };
  }
  const fromEnv = o.env.JUDGE_CONFIG;
  if (fromEnv !== undefined && fromEnv.trim() !== '') return { path: resolve(o.cwd, fromEnv), named: `JUDGE_CONFIG=${fromEnv}` };
  const store = o.store !== undefined ? o.store : locateStore(o.workspaceRoot, o.env);
  const dir = store?.dir ?? join(o.workspaceRoot, STORE_DIR_NAME);
  return { path: join(dir, PROJECT_CONFIG_FILE), named: undefined };
}

/**
 * The workspace's project config and rule overlay, the path looked up once (the store search
 * walks up the folders). Either may be undefined: no config, or the built-in pack alone.
 * Throws UsageError (exit 2) naming the file and field.
 */
export function loadProject(o: ConfigLookup): { config: ProjectConfig | undefined; rules: RuleSet | undefined } {
  const { path, named } = projectConfigPath(o);
  const bytes = readSmallFile(path, named ?? path, named === undefined);
  const base = dirname(path);
  const config = bytes === null ? undefined : parseProjectConfig(bytes, path, (p) => resolve(base, p));
  return { config, rules: loadRulesOverlay(join(base, RULES_OVERLAY_FILE), config) };
}

/**
 * The rule overlay (docs/configuration.md, "Rule overlay"): the file the config's `rules` names
 * (it must exist), else `besideConfig` (rules.json where the config is looked for), when present.
 * A bad overlay is a UsageError naming the rule and field.
 */
function loadRulesOverlay(besideConfig: string, config: ProjectConfig | undefined): RuleSet | undefined {
  const path = config?.rulesOverlay ?? besideConfig;
  const named = config?.rulesOverlay !== undefined;
  const where = named ? `${config!.path}: $.rules ${path}` : path;
  const bytes = readSmallFile(path, where, !named);
  if (bytes === null) return undefined;
  return rulesWithOverlay(checkOverlay(parseJsonBytes(bytes, path), path));
}

/** The overlays a package carries (`rules/<hex>.json`), each checked and named by its digest. */
export function overlaysOf(files: ReadonlyMap<string, Uint8Array>, where: string): RuleSet[] {
  const out: RuleSet[] = [];
  for (const [name, bytes] of files) {
    const m = /^rules\/([0-9a-f]{64})\.json$/.exec(name);
    if (!m) continue;
    const checked = checkOverlay(parseJsonBytes(bytes, `${where}/${name}`), `${where}/${name}`);
    if (checked.digest !== `sha256:${m[1]}`)
      throw new UsageError(
        'rules.overlay-digest',
        `${where}/${name}: holds an overlay of digest ${checked.digest}, not the one its name claims`,
      );
    out.push(rulesWithOverlay(checked));
  }
  return out;
}
