/**
 * Package verify on all cores: the signature checks — most of the work — run in worker threads
 * while the main thread is still parsing, then the report is completed as usual.
 *
 * Only OpenSSL's verify runs in the workers (self-contained code over node:crypto, so no module
 * has to be found at run time, bundled or not). The main thread keeps the acceptance rule of
 * crypto/ed25519-fast.ts: the prechecks before a job is sent, and noble strict for every
 * signature OpenSSL rejected. So the verdicts are exactly those of the synchronous verifier.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { precheckEd25519, verifyEd25519, type VerifyKey } from '../crypto/ed25519-fast.js';
import { RECEIPTS_FILE, type PackageInput, type SignatureJob, type VerifyOptions, type VerifyReport } from './types.js';
import { beginVerify } from './verify.js';

const NO_BYTES = new Uint8Array(0);

/**
 * Below this many receipts, starting workers costs more than it saves: a worker boots in a few
 * tens of milliseconds, about what one core needs for a few hundred signatures.
 */
export const PARALLEL_MIN_SIGNATURES = 500;
/** Small batches, so the workers start on the first receipts while the rest are still parsed. */
const BATCH = 256;

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createPublicKey, verify } = require('node:crypto');
const PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const keys = new Map();
parentPort.on('message', (m) => {
  if (m.type === 'key') {
    try { keys.set(m.id, createPublicKey({ key: Buffer.concat([PREFIX, Buffer.from(m.raw)]), format: 'der', type: 'spki' })); }
    catch { keys.set(m.id, null); }
    return;
  }
  const data = Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength);
  const out = new Uint8Array(m.keys.length);
  for (let i = 0; i < m.keys.length; i++) {
    const key = keys.get(m.keys[i]);
    const msg = data.subarray(m.offsets[i], m.offsets[i + 1] - 64);
    const sig = data.subarray(m.offsets[i + 1] - 64, m.offsets[i + 1]);
    try { out[i] = key && verify(null, msg, key, sig) ? 1 : 0; } catch { out[i] = 0; }
  }
  parentPort.postMessage({ batch: m.batch, out }, [out.buffer]);
});
`;

class Pool {
  private readonly workers: Worker[];
  private readonly keyIds = new Map<VerifyKey, number>();
  private readonly results: Array<Uint8Array | undefined> = [];
  private readonly waiting = new Map<number, (r: Uint8Array) => void>();
  private queue: Array<{ index: number; job: SignatureJob }> = [];
  /** Job indexes of each batch sent, by batch number. */
  private readonly batchIndexes: number[][] = [];
  private batches = 0;
  private failed = false;

  constructor(size: number) {
    this.workers = Array.from({ length: size }, () => {
      const w = new Worker(WORKER_SOURCE, { eval: true });
      w.on('message', (m: { batch: number; out: Uint8Array }) => {
        this.results[m.batch] = m.out;
        this.waiting.get(m.batch)?.(m.out);
      });
      // A worker that fails leaves its jobs unanswered (0): the main thread then checks them
      // itself, so a lost worker costs time, never a wrong verdict.
      const giveUp = (): void => {
        this.failed = true;
        for (const resolve of this.waiting.values()) resolve(new Uint8Array(0));
        this.waiting.clear();
      };
      w.on('error', giveUp);
      w.on('exit', giveUp);
      return w;
    });
  }

  add(job: SignatureJob, index: number): void {
    this.queue.push({ job, index });
    if (this.queue.length >= BATCH) this.flush();
  }

  /** Sends the queued jobs as one batch: messages and signatures packed in one transferred buffer. */
  flush(): void {
    if (this.queue.length === 0) return;
    const batch = this.batches++;
    const worker = this.workers[batch % this.workers.length]!;
    const items = this.queue;
    this.queue = [];
    let size = 0;
    for (const { job } of items) size += job.message.length + 64;
    const data = new Uint8Array(size);
    const offsets = new Uint32Array(items.length + 1);
    const keys = new Uint32Array(items.length);
    let at = 0;
    items.forEach(({ job }, i) => {
      let id = this.keyIds.get(job.key);
      if (id === undefined) {
        id = this.keyIds.size;
        this.keyIds.set(job.key, id);
        // Keys go to every worker before any batch that needs them (messages keep their order).
        for (const w of this.workers) w.postMessage({ type: 'key', id, raw: job.key.raw });
      }
      keys[i] = id;
      data.set(job.message, at);
      data.set(job.signature, at + job.message.length);
      at += job.message.length + 64;
      offsets[i + 1] = at;
    });
    this.batchIndexes.push(items.map((x) => x.index));
    worker.postMessage({ type: 'batch', batch, data, offsets, keys }, [data.buffer, offsets.buffer, keys.buffer]);
  }

  /** OpenSSL's answer for every job, by job index. */
  async drain(count: number): Promise<Uint8Array> {
    this.flush();
    const out = new Uint8Array(count);
    await Promise.all(
      this.batchIndexes.map(
        (indexes, batch) =>
          new Promise<void>((resolve) => {
            const take = (r: Uint8Array): void => {
              indexes.forEach((jobIndex, i) => (out[jobIndex] = r[i] ?? 0));
              resolve();
            };
            const ready = this.results[batch];
            if (ready) take(ready);
            else if (this.failed) take(new Uint8Array(0));
            else this.waiting.set(batch, take);
          }),
      ),
    );
    return out;
  }

  async close(): Promise<void> {
    this.failed = true; // from here on, exits are ours
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** Signatures the packages will hand out, counted cheaply before anything is parsed: one per line. */
function expectedSignatures(inputs: readonly PackageInput[]): number {
  let n = 0;
  for (const input of inputs) {
    const bytes = input.files.get(RECEIPTS_FILE);
    if (!bytes) continue;
    for (let at = bytes.indexOf(0x0a); at >= 0; at = bytes.indexOf(0x0a, at + 1)) n++;
  }
  return n;
}

/**
 * Same report as `verifyPackages`, with the signatures checked on `workers` threads (default:
 * one per core). The pool is started before the first envelope is parsed (its threads boot
 * while this one reads), when the packages hold at least PARALLEL_MIN_SIGNATURES lines;
 * smaller packages are verified on the calling thread, each signature as it is met.
 */
export async function verifyPackagesParallel(
  inputs: readonly PackageInput[],
  opts: VerifyOptions,
  threads: { workers?: number; minSignatures?: number } = {},
): Promise<VerifyReport> {
  const workers = threads.workers ?? availableParallelism();
  const minSignatures = threads.minSignatures ?? PARALLEL_MIN_SIGNATURES;
  const pool = workers >= 1 && expectedSignatures(inputs) >= minSignatures ? new Pool(workers) : null;
  /** Jobs OpenSSL will see, minus their bytes (re-read should noble strict be needed). */
  const sent: Array<SignatureJob | undefined> = [];
  /** Verdicts settled on this thread: prechecks failed, no pool, or a key OpenSSL would not load. */
  const settled: boolean[] = [];
  try {
    const run = beginVerify(inputs, opts, (job, index) => {
      // The prechecks of the rule stay here; only what passes them is worth a worker's time.
      if (!pool || job.key.keyObject === null || !precheckEd25519(job.key, job.signature)) {
        settled[index] = verifyEd25519(job.key, job.message, job.signature);
        return;
      }
      sent[index] = { ...job, message: NO_BYTES };
      pool.add(job, index);
    });
    const count = run.count();
    const openssl = pool ? await pool.drain(count) : new Uint8Array(count);
    const verdicts: boolean[] = [];
    for (let i = 0; i < count; i++) {
      const job = sent[i];
      verdicts.push(job === undefined ? settled[i]! : openssl[i] === 1 || verifyEd25519(job.key, job.reread(), job.signature));
    }
    return run.complete(verdicts);
  } finally {
    if (pool) await pool.close();
  }
}
