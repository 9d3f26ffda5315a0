/**
 * Package verify on all cores: the signature checks — most of the work — run in worker threads
 * while the main thread is still parsing, then the report is completed as usual.
 *
 * Only OpenSSL's verify runs in the workers (self-contained code over node:crypto, so no module
 * has to be found at run time, bundled or not). The main thread keeps the acceptance rule of
 * crypto/ed25519-fast.ts: the prechecks before a job is sent, and noble strict for every
 * signature OpenSSL rejected. So the verdicts are exactly those of the synchronous verifier.
 */
import { verify as nodeVerify } from 'node:crypto';
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
/**
 * Small batches, so the worker starts on the first receipts while the rest are still parsed,
 * and the two threads finish together (the last batch taken is at most this much work).
 */
const BATCH = 64;

// A batch is claimed once, by a worker (1) or the calling thread (2), through its slot in a
// shared Int32Array: the worker takes batches in the order they are sent while the calling
// thread parses; once it has parsed everything, the calling thread takes what is left from the
// end, so neither waits for the other.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createPublicKey, verify } = require('node:crypto');
const PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const keys = new Map();
let claims = null;
parentPort.on('message', (m) => {
  if (m.type === 'claims') { claims = m.claims; return; }
  if (m.type === 'key') {
    try { keys.set(m.id, createPublicKey({ key: Buffer.concat([PREFIX, Buffer.from(m.raw)]), format: 'der', type: 'spki' })); }
    catch { keys.set(m.id, null); }
    return;
  }
  if (Atomics.compareExchange(claims, m.batch, 0, 1) !== 0) return;
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

interface Batch {
  /** Messages and signatures packed back to back, in shared memory: read by whoever claims it. */
  data: Uint8Array;
  offsets: Uint32Array;
  keys: VerifyKey[];
  /** Job index of each signature. */
  indexes: number[];
}

class Pool {
  private readonly workers: Worker[];
  private readonly keyIds = new Map<VerifyKey, number>();
  private readonly claims: Int32Array;
  private readonly batches: Batch[] = [];
  private readonly results: Array<Uint8Array | undefined> = [];
  private readonly waiting = new Map<number, (r: Uint8Array) => void>();
  private queue: Array<{ index: number; job: SignatureJob }> = [];
  private failed = false;

  /** `lines`: lines of receipts.jsonl; slots for two signatures each (batches past them are checked here). */
  constructor(size: number, lines: number) {
    this.claims = new Int32Array(new SharedArrayBuffer(4 * (Math.ceil((2 * lines) / BATCH) + 1)));
    this.workers = Array.from({ length: size }, () => {
      const w = new Worker(WORKER_SOURCE, { eval: true });
      w.postMessage({ type: 'claims', claims: this.claims });
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

  /** Packs the queued jobs into one batch and offers it to a worker (unless there is no slot to claim it by). */
  flush(): void {
    if (this.queue.length === 0) return;
    const batch = this.batches.length;
    const items = this.queue;
    this.queue = [];
    let size = 0;
    for (const { job } of items) size += job.message.length + 64;
    const data = new Uint8Array(new SharedArrayBuffer(size));
    const offsets = new Uint32Array(new SharedArrayBuffer(4 * (items.length + 1)));
    const ids = new Uint32Array(items.length);
    let at = 0;
    items.forEach(({ job }, i) => {
      let id = this.keyIds.get(job.key);
      if (id === undefined) {
        id = this.keyIds.size;
        this.keyIds.set(job.key, id);
        // Keys go to every worker before any batch that needs them (messages keep their order).
        for (const w of this.workers) w.postMessage({ type: 'key', id, raw: job.key.raw });
      }
      ids[i] = id;
      data.set(job.message, at);
      data.set(job.signature, at + job.message.length);
      at += job.message.length + 64;
      offsets[i + 1] = at;
    });
    this.batches.push({ data, offsets, keys: items.map((x) => x.job.key), indexes: items.map((x) => x.index) });
    if (batch < this.claims.length) {
      const worker = this.workers[batch % this.workers.length]!;
      worker.postMessage({ type: 'batch', batch, data, offsets, keys: ids }, [ids.buffer]);
    }
  }

  /** OpenSSL's answer for every job, by job index. */
  async drain(count: number): Promise<Uint8Array> {
    this.flush();
    const out = new Uint8Array(count);
    const take = (batch: number, r: Uint8Array): void => this.batches[batch]!.indexes.forEach((jobIndex, i) => (out[jobIndex] = r[i] ?? 0));
    // What no worker has claimed yet is checked here, from the last batch back.
    for (let b = this.batches.length - 1; b >= 0; b--) {
      if (b >= this.claims.length || Atomics.compareExchange(this.claims, b, 0, 2) === 0) take(b, verifyHere(this.batches[b]!));
    }
    await Promise.all(
      this.batches.map((_, batch) =>
        batch >= this.claims.length || Atomics.load(this.claims, batch) !== 1
          ? undefined
          : new Promise<void>((resolve) => {
              const done = (r: Uint8Array): void => {
                take(batch, r);
                resolve();
              };
              const ready = this.results[batch];
              if (ready) done(ready);
              else if (this.failed) done(new Uint8Array(0));
              else this.waiting.set(batch, done);
            }),
      ),
    );
    return out;
  }

  /** Stops the workers without waiting for their threads to end (tens of milliseconds on a busy machine): nothing they do can matter now. */
  close(): void {
    this.failed = true; // from here on, exits are ours
    for (const w of this.workers) {
      w.unref();
      void w.terminate();
    }
  }
}

/** OpenSSL's answers for one batch, on this thread: what a worker would have sent back. */
function verifyHere(b: Batch): Uint8Array {
  const out = new Uint8Array(b.keys.length);
  for (let i = 0; i < b.keys.length; i++) {
    const end = b.offsets[i + 1]!;
    const key = b.keys[i]!.keyObject;
    try {
      out[i] = key && nodeVerify(null, b.data.subarray(b.offsets[i]!, end - 64), key, b.data.subarray(end - 64, end)) ? 1 : 0;
    } catch {
      out[i] = 0;
    }
  }
  return out;
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
 * one per core but this one, which takes its share once it has parsed everything). The pool is
 * started first, when the packages hold at least PARALLEL_MIN_SIGNATURES lines, so its threads
 * boot while this one still loads what `opts` needs (given as a promise: the CLI loads the
 * rules judges for the replay meanwhile) and parses; smaller packages are verified on the
 * calling thread, each signature as it is met.
 */
export async function verifyPackagesParallel(
  inputs: readonly PackageInput[],
  opts: VerifyOptions | PromiseLike<VerifyOptions>,
  threads: { workers?: number; minSignatures?: number } = {},
): Promise<VerifyReport> {
  // This thread checks signatures too once it has parsed everything: one worker per other core.
  const workers = threads.workers ?? availableParallelism() - 1;
  const minSignatures = threads.minSignatures ?? PARALLEL_MIN_SIGNATURES;
  const expected = expectedSignatures(inputs);
  const pool = workers >= 1 && expected >= minSignatures ? new Pool(workers, expected) : null;
  /** Jobs OpenSSL will see, minus their bytes (re-read should noble strict be needed). */
  const sent: Array<SignatureJob | undefined> = [];
  /** Verdicts settled on this thread: prechecks failed, no pool, or a key OpenSSL would not load. */
  const settled: boolean[] = [];
  try {
    const run = beginVerify(inputs, await opts, (job, index) => {
      // The prechecks of the rule stay here; only what passes them is worth a worker's time.
      if (!pool || job.key.keyObject === null || !precheckEd25519(job.key, job.signature)) {
        settled[index] = verifyEd25519(job.key, job.message, job.signature);
        return;
      }
      sent[index] = { ...job, message: NO_BYTES };
      pool.add(job, index);
    });
    const count = run.count();
    // While the worker is still checking signatures, this thread runs the checks that come after.
    if (pool) run.foresee();
    const openssl = pool ? await pool.drain(count) : new Uint8Array(count);
    const verdicts: boolean[] = [];
    for (let i = 0; i < count; i++) {
      const job = sent[i];
      verdicts.push(job === undefined ? settled[i]! : openssl[i] === 1 || verifyEd25519(job.key, job.reread(), job.signature));
    }
    return run.complete(verdicts);
  } finally {
    pool?.close();
  }
}
