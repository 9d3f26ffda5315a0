/**
 * `judge package verify DIR… [--states DIR] [--trust FILE] [--strict] [--format text|json]`
 * (docs/verification.md): the I/O around the pure verifier — read the package folders, the states and the
 * trust pins, run `verifyPackages`, print one row per check. Exit 0 only when verified, 6
 * otherwise; 2 for a folder or file that cannot be read at all.
 */
import { lstatSync, readdirSync, readFileSync, type Stats } from 'node:fs';
import { join, resolve } from 'node:path';
import { ExitCode, UsageError } from '../../errors.js';
import { parseTrustFile, type TrustPins } from '../../package/keys.js';
import { renderJson, renderText } from '../../package/report.js';
import { loadRulesModels, loadRulesReplay } from '../../package/rules-replay.js';
import { verifyPackagesParallel } from '../../package/parallel.js';
import { statesByDigest } from '../../package/states.js';
import type { PackageInput, ReplayFn } from '../../package/verify.js';
import type { Io } from '../io.js';
import { outputFormat } from '../format.js';

/** Bounds on what is read from disk; past them the command refuses instead of reading on. */
export const READ_LIMITS = {
  maxFiles: 2_000_000,
  maxFileBytes: 1024 * 1024 * 1024,
  maxTotalBytes: 4 * 1024 * 1024 * 1024,
  maxDepth: 8,
} as const;

export interface PackageVerifyFlags {
  states?: string;
  trust?: string;
  strict?: boolean;
  format?: string;
}

export interface Budget {
  files: number;
  bytes: number;
}

export function readPackage(dir: string, name: string, budget: Budget): PackageInput {
  let st: Stats;
  try {
    st = lstatSync(dir);
  } catch {
    throw new UsageError('package.missing', `${name}: no such package folder`);
  }
  if (!st.isDirectory())
    throw new UsageError('package.not-dir', `${name}: not a folder (a package is the folder judge session close wrote)`);
  const files = new Map<string, Uint8Array>();
  const irregular: string[] = [];
  const walk = (abs: string, rel: string, depth: number): void => {
    if (depth > READ_LIMITS.maxDepth)
      throw new UsageError('package.too-deep', `${name}/${rel}: nested deeper than ${READ_LIMITS.maxDepth} folders`);
    for (const entry of readdirSync(abs).sort()) {
      const a = join(abs, entry);
      const r = rel === '' ? entry : `${rel}/${entry}`;
      const s = lstatSync(a);
      if (s.isDirectory()) walk(a, r, depth + 1);
      else if (!s.isFile()) irregular.push(r);
      else {
        if (++budget.files > READ_LIMITS.maxFiles)
          throw new UsageError('package.too-many-files', `${name}: more than ${READ_LIMITS.maxFiles} files`);
        if (s.size > READ_LIMITS.maxFileBytes)
          throw new UsageError('package.file-too-large', `${name}/${r}: larger than ${READ_LIMITS.maxFileBytes} bytes`);
        budget.bytes += s.size;
        if (budget.bytes > READ_LIMITS.maxTotalBytes)
          throw new UsageError('package.too-large', `${name}: more than ${READ_LIMITS.maxTotalBytes} bytes in all`);
        files.set(r, readFileSync(a));
      }
    }
  };
  walk(dir, '', 0);
  return { name, files, irregular };
}

/** Every regular file among `names` in `dir`, in name order, counted against the read limits. */
export function readRegularFiles(dir: string, names: string[], budget: Budget, what: string): Uint8Array[] {
  const files: Uint8Array[] = [];
  for (const entry of [...names].sort()) {
    const p = join(dir, entry);
    const s = lstatSync(p);
    if (!s.isFile()) continue;
    if (
      ++budget.files > READ_LIMITS.maxFiles ||
      s.size > READ_LIMITS.maxFileBytes ||
      (budget.bytes += s.size) > READ_LIMITS.maxTotalBytes
    ) {
      throw new UsageError('states.too-large', `${what}: more than the read limits allow`);
    }
    files.push(readFileSync(p));
  }
  return files;
}

/** `--states DIR`: every regular file in it, keyed by the digest of its bytes (any name will do). */
export function readStates(dir: string, name: string, budget: Budget): Map<string, Uint8Array> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    throw new UsageError('states.missing', `--states ${name}: not a readable folder`);
  }
  return statesByDigest(readRegularFiles(dir, names, budget, `--states ${name}`));
}

function readTrust(path: string, name: string): TrustPins {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError('trust.missing', `--trust ${name}: cannot be read`);
  }
  const r = parseTrustFile(text);
  if ('problems' in r) throw new UsageError('trust.invalid', `--trust ${name}: ${r.problems.slice(0, 3).join('; ')}`);
  return r.pins;
}

/** The rule overlays the packages carry, to replay their receipts with (docs/configuration.md). */
async function packageOverlays(inputs: ReadonlyArray<{ name: string; files: ReadonlyMap<string, Uint8Array> }>) {
  if (!inputs.some((i) => [...i.files.keys()].some((k) => k.startsWith('rules/')))) return [];
  const { overlaysOf } = await import('../../config/load.js');
  return inputs.flatMap((i) => overlaysOf(i.files, i.name));
}

/** The rules judges to replay with: the built-in pack's, and each carried overlay's, its model named too. */
async function rulesJudges(
  inputs: ReadonlyArray<{ name: string; files: ReadonlyMap<string, Uint8Array> }>,
): Promise<[ReplayFn, Map<string, string>]> {
  const [overlays, models] = await Promise.all([packageOverlays(inputs), loadRulesModels()]);
  for (const o of overlays) models.set(o.identity.rules_digest!, o.identity.model);
  return [await loadRulesReplay(overlays), models];
}

export async function runVerify(
  dirs: readonly string[],
  flags: PackageVerifyFlags,
  io: Io,
  deps: { replay?: ReplayFn } = {},
): Promise<number> {
  const format = outputFormat(flags.format, ['text', 'json']);
  if (dirs.length === 0) throw new UsageError('package.none', 'package verify: name at least one package folder');
  const budget: Budget = { files: 0, bytes: 0 };
  const inputs = dirs.map((d) => readPackage(resolve(io.cwd, d), d, budget));
  const states = flags.states !== undefined ? readStates(resolve(io.cwd, flags.states), flags.states, budget) : undefined;
  const trust = flags.trust !== undefined ? readTrust(resolve(io.cwd, flags.trust), flags.trust) : undefined;
  // The rules judges load while the verifier's worker threads start.
  const judges: Promise<[ReplayFn, Map<string, string> | undefined]> = deps.replay
    ? Promise.resolve([deps.replay, undefined])
    : rulesJudges(inputs);
  const report = await verifyPackagesParallel(
    inputs,
    judges.then(([replay, rulesModels]) => ({
      replay,
      strict: flags.strict === true,
      ...(rulesModels ? { rulesModels } : {}),
      ...(states ? { states } : {}),
      ...(trust ? { trust } : {}),
    })),
  );
  io.stdout.write(format === 'json' ? renderJson(report) : renderText(report));
  return report.verified ? ExitCode.ok : ExitCode.verificationFailed;
}
