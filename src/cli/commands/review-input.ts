/**
 * What `judge stats` and `judge replay` read (docs/review.md): packages (read as package verify
 * reads them), the workspace store, and state files — into one de-duplicated ledger plus the
 * states at hand, keyed by the digest of their bytes. Reading only: nothing here verifies
 * signatures (that is `judge package verify`).
 */
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { digestBytes } from '../../canonical/jcs.js';
import { UsageError } from '../../errors.js';
import { parseEnvelope } from '../../package/parse.js';
import { statesByDigest } from '../../package/states.js';
import { RECEIPTS_FILE } from '../../package/types.js';
import type { Questions } from '../../questions/types.js';
import { addEnvelope, emptyLedger, type JudgementEntry, type Ledger } from '../../review/ledger.js';
import { allReceipts, listSessionIds, requireStore, storePaths } from '../../store/index.js';
import type { Io } from '../io.js';
import { READ_LIMITS, readPackage, readRegularFiles, readStates, type Budget } from './package.js';

export interface ReviewInput {
  ledger: Ledger;
  /** States at hand (package states/, the store's, state files, --states), by digest. */
  states: Map<string, Uint8Array>;
  /** State files given by name, in order, with their digests. */
  stateFiles: Array<{ name: string; digest: string }>;
}

export function emptyInput(): ReviewInput {
  return { ledger: emptyLedger(), states: new Map(), stateFiles: [] };
}

function addLines(input: ReviewInput, text: string, where: string): void {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] === '') continue;
    addEnvelope(input.ledger, parseEnvelope(lines[i]!, `${where}:${i + 1}`), `${where}:${i + 1}`);
  }
}

/** A package folder: its receipts and any states it carries. */
export function addPackage(input: ReviewInput, path: string, name: string, budget: Budget): void {
  const pkg = readPackage(path, name, budget);
  const receipts = pkg.files.get(RECEIPTS_FILE);
  if (!receipts)
    throw new UsageError('package.no-receipts', `${name}: no ${RECEIPTS_FILE} (a package is the folder judge session close wrote)`);
  addLines(input, Buffer.from(receipts).toString('utf8'), `${name}/${RECEIPTS_FILE}`);
  const states = [...pkg.files].filter(([p]) => p.startsWith('states/')).map(([, b]) => b);
  for (const [d, b] of statesByDigest(states)) input.states.set(d, b);
}

function readFiles(dir: string, budget: Budget, what: string): Uint8Array[] {
  return existsSync(dir) ? readRegularFiles(dir, readdirSync(dir), budget, what) : [];
}

/** The workspace store: every session's receipts and loose ones, and the states it kept. */
export function addStore(input: ReviewInput, io: Io, budget: Budget): void {
  const store = requireStore(io.cwd, io.env);
  for (const l of allReceipts(store)) {
    const where = l.where.kind === 'session' ? `${l.where.sessionId}/${RECEIPTS_FILE}` : l.where.path;
    addEnvelope(input.ledger, parseEnvelope(l.record.text, where), where);
  }
  const dirs = [...listSessionIds(store).map((id) => storePaths.sessionStates(store, id)), storePaths.looseStates(store)];
  for (const dir of dirs) for (const [d, b] of statesByDigest(readFiles(dir, budget, dir))) input.states.set(d, b);
}

/** `--states DIR`: every regular file in it, by digest. */
export function addStatesDir(input: ReviewInput, dir: string, name: string, budget: Budget): void {
  try {
    if (!lstatSync(dir).isDirectory()) throw new Error('not a folder');
  } catch {
    throw new UsageError('states.missing', `--states ${name}: not a readable folder`);
  }
  for (const [d, b] of readStates(dir, name, budget)) input.states.set(d, b);
}

/** A state file (e.g. written by --state-out), under any name. */
export function addStateFile(input: ReviewInput, path: string, name: string, budget: Budget): void {
  const s = lstatSync(path);
  if (s.size > READ_LIMITS.maxFileBytes || (budget.bytes += s.size) > READ_LIMITS.maxTotalBytes)
    throw new UsageError('states.too-large', `${name}: larger than the read limits allow`);
  const bytes = readFileSync(path);
  const digest = digestBytes(bytes);
  input.states.set(digest, bytes);
  input.stateFiles.push({ name, digest });
}

/** Each path given: a folder is a package; a file is a state file when `files` allows, else a usage error. */
export function addPaths(input: ReviewInput, paths: readonly string[], io: Io, budget: Budget, files: boolean): void {
  for (const name of paths) {
    const abs = resolve(io.cwd, name);
    let dir: boolean;
    try {
      const s = lstatSync(abs);
      dir = s.isDirectory();
      if (!dir && !s.isFile()) throw new Error('irregular');
    } catch {
      throw new UsageError('package.missing', `${name}: no such package folder${files ? ' or state file' : ''}`);
    }
    if (dir) addPackage(input, abs, name, budget);
    else if (files) addStateFile(input, abs, name, budget);
    else throw new UsageError('package.not-dir', `${name}: not a folder (a package is the folder judge session close wrote)`);
  }
}

/** A call's questions and bars rebuilt from its receipts, when they are whole (one per index). */
export function questionsOfCall(list: readonly JudgementEntry[]): { questions: Questions; bars: Record<string, number> } | null {
  const count = list[0]!.j.payload.call.count;
  if (list.length !== count || list.some((e, i) => e.j.payload.call.index !== i)) return null;
  const questions: Questions = {};
  const bars: Record<string, number> = {};
  for (const e of list) {
    questions[e.j.payload.question.key] = e.j.question;
    bars[e.j.payload.question.key] = e.j.payload.threshold.value;
  }
  return { questions, bars };
}

/** A state's bytes as JSON, or null. */
export function parseState(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
