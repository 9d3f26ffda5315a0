/**
 * Finding receipts anywhere in the store: session chains and loose receipts. Ids are always
 * the re-derived ones (a loose file's name is only where to look). Nothing here verifies.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isReceiptId, isSessionId } from '../crypto/ids.js';
import type { ResolutionPayload } from '../receipts/types.js';
import { readChain, readRecord, type ChainRecord } from './chain.js';
import { storePaths, type StoreLocation } from './locate.js';

export type Where = { kind: 'session'; sessionId: string; index: number } | { kind: 'loose'; path: string };

export interface Located {
  record: ChainRecord;
  where: Where;
}

export function listSessionIds(store: StoreLocation): string[] {
  const dir = storePaths.sessions(store);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter(isSessionId).sort();
}

function looseFiles(store: StoreLocation): string[] {
  const dir = storePaths.loose(store);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json') && isReceiptId(n.slice(0, -5)))
    .sort()
    .map((n) => join(dir, n));
}

function readLoose(path: string): ChainRecord {
  return readRecord(readFileSync(path, 'utf8').replace(/\n$/, ''), 1);
}

/** Every receipt in the store with where it is: sessions (chain order) first, then loose ones. */
export function allReceipts(store: StoreLocation): Located[] {
  const out: Located[] = [];
  for (const sessionId of listSessionIds(store)) {
    readChain(store, sessionId).records.forEach((record, index) => out.push({ record, where: { kind: 'session', sessionId, index } }));
  }
  for (const path of looseFiles(store)) out.push({ record: readLoose(path), where: { kind: 'loose', path } });
  return out;
}

/**
 * Finds the receipt whose re-derived id is `id`. A loose file named `id` whose content no
 * longer hashes to it is returned too (its record.id differs), so the caller can say so.
 */
export function findReceipt(store: StoreLocation, id: string, preferSession?: string | null): Located | null {
  const sessions = listSessionIds(store);
  const order = preferSession ? [preferSession, ...sessions.filter((s) => s !== preferSession)] : sessions;
  for (const sessionId of order) {
    const records = readChain(store, sessionId).records;
    const index = records.findIndex((r) => r.id === id);
    if (index >= 0) return { record: records[index]!, where: { kind: 'session', sessionId, index } };
  }
  const path = join(storePaths.loose(store), `${id}.json`);
  if (isReceiptId(id) && existsSync(path)) return { record: readLoose(path), where: { kind: 'loose', path } };
  return null;
}

/** The resolutions in the store that name `judgementId`. */
export function resolutionsOf(all: readonly Located[], judgementId: string): Located[] {
  return all.filter(
    (l) =>
      l.record.statement?.kind === 'judgement.resolution.v1' && (l.record.statement.payload as ResolutionPayload).judgement === judgementId,
  );
}
