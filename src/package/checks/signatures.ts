/**
 * "signatures": every signature is by a key the package holds, for the signer the statement
 * names, by the pinned key when a trust file pins that signer, and checks out over the PAE bytes.
 *
 * Everything but the curve arithmetic is decided here as the envelopes are read; the arithmetic
 * is handed out as a job (`onJob`), so it can run elsewhere (worker threads, ../parallel.ts),
 * and its verdicts come back to `settle`.
 */
import { prepareKey, type VerifyKey } from '../../crypto/ed25519-fast.js';
import { InternalError } from '../../errors.js';
import { Findings, plural } from '../findings.js';
import type { PackageKey, TrustPins } from '../keys.js';
import type { Row, SignatureJob } from '../types.js';
import { paeAgain, type Entry, type ParsedPackage } from './read.js';

export interface SignaturesResult {
  row: Row;
  /** Every signature present was checked against a package key and checked out. */
  held: boolean;
}

export class SignatureCheck {
  private readonly findings = new Findings();
  private readonly keys = new Map<string, VerifyKey>();
  private readonly unpinned = new Set<string>();
  /** The keys each URI signed with, across every package (a URI with two is reported). */
  private readonly keysOfUri = new Map<string, Set<string>>();
  /** The keys that signed each package's close record: the store that sealed it. */
  private readonly sealers = new Map<ParsedPackage, Set<string>>();
  private total = 0;
  private good = 0;
  /** The prepared key of each package key object, so a receipt costs no lookup by bytes. */
  private readonly prepared = new Map<PackageKey, VerifyKey>();
  /** Per job: the entry it vouches for and the key that signed it (the message is written only on failure). */
  private readonly pending: Array<{ entry: Entry; key: PackageKey }> = [];

  constructor(
    private readonly pins: TrustPins,
    private readonly onJob: (job: SignatureJob, index: number) => void,
    private readonly strict = false,
  ) {}

  /** Key files of the package that could not be read: failures of this row. */
  admitKeys(pkg: ParsedPackage): void {
    for (const p of pkg.keyProblems) this.findings.fail(`${pkg.label}${p}`);
  }

  /** Checks the signatures of one entry as far as can be done without the curve, and hands out the rest. */
  vouch(entry: Entry): void {
    const { env, where, pkg } = entry;
    const L = pkg.label;
    if (!env.pae) return;
    entry.signed = env.signatures.length > 0;
    for (const s of env.signatures) {
      this.total++;
      const key = pkg.keys.get(s.keyid);
      if (!key) {
        this.refuse(entry, `${L}${where}: signed by ${s.keyid || '(no keyid)'}, a key the package does not hold`);
        continue;
      }
      if (env.statement && env.statement.signer !== key.uri) {
        this.refuse(entry, `${L}${where}: says it is signed by ${env.statement.signer}, but key ${key.keyid} belongs to ${key.uri}`);
        continue;
      }
      if (this.pins.length > 0) {
        const pinned = this.pins.filter((p) => p.uri === key.uri);
        if (pinned.length === 0) this.unpinned.add(key.uri);
        else if (!pinned.some((p) => p.keyid === key.keyid && Buffer.from(p.publicKey).equals(Buffer.from(key.publicKey)))) {
          this.refuse(
            entry,
            `${L}${where}: ${key.uri} is pinned to ${[...new Set(pinned.map((p) => p.keyid))].join(' or ')}, but this was signed by ${key.keyid}`,
          );
          continue;
        }
      }
      let used = this.keysOfUri.get(key.uri);
      if (!used) this.keysOfUri.set(key.uri, (used = new Set()));
      used.add(key.keyid);
      if (entry === pkg.close) {
        let sealers = this.sealers.get(pkg);
        if (!sealers) this.sealers.set(pkg, (sealers = new Set()));
        sealers.add(key.keyid);
      }
      if (!s.sig) {
        this.refuse(entry, mismatch(entry, key));
        continue;
      }
      this.pending.push({ entry, key });
      this.onJob({ key: this.keyFor(key), message: env.pae, signature: s.sig, reread: () => paeAgain(entry) }, this.pending.length - 1);
    }
    // Checked or handed over: holding these would pin whole Buffer pools for the whole run.
    env.signatures = [];
    env.pae = null;
  }

  /** Jobs handed out so far. */
  count(): number {
    return this.pending.length;
  }

  /** Takes the verdicts of the jobs (true = verifies), in job order; marks the entries they fail. */
  settle(verdicts: readonly boolean[]): void {
    if (verdicts.length !== this.pending.length)
      throw new InternalError('verify.verdicts', `${verdicts.length} verdicts for ${this.pending.length} signatures`);
    verdicts.forEach((ok, i) => {
      const { entry, key } = this.pending[i]!;
      if (ok) this.good++;
      else this.refuse(entry, mismatch(entry, key));
    });
  }

  /**
   * Whether two packages come from one store, as far as the verifier can tell: sealed by a
   * common key, or each sealed only by keys the trust file pins (docs/verification.md).
   */
  related(a: ParsedPackage, b: ParsedPackage): boolean {
    if (a === b) return true;
    const sa = this.sealers.get(a) ?? new Set<string>();
    const sb = this.sealers.get(b) ?? new Set<string>();
    if ([...sa].some((k) => sb.has(k))) return true;
    const pinned = (k: string) => this.pins.some((p) => p.keyid === k);
    return sa.size > 0 && sb.size > 0 && [...sa, ...sb].every(pinned);
  }

  result(pkgs: readonly ParsedPackage[]): SignaturesResult {
    for (const uri of [...this.unpinned].sort()) this.findings.warn(`${uri} is not pinned by the trust file`);
    // One person, one key: a second key for a URI is what anyone with the user's shell can make.
    // A rotation is recorded by pinning every key the URI may use (--trust).
    for (const [uri, keys] of [...this.keysOfUri].sort(([a], [b]) => a.localeCompare(b))) {
      if (keys.size < 2 || this.pins.some((p) => p.uri === uri)) continue;
      this.findings.strictly(
        this.strict,
        `${uri} signs with ${keys.size} keys (${[...keys].sort().join(', ')}): pin the ones you trust with --trust`,
      );
    }
    const keys = new Set(pkgs.flatMap((p) => [...p.keys.keys()])).size;
    const pinned = [...new Set(this.pins.map((p) => p.uri))].sort();
    const detail = `${this.good} of ${plural(this.total, 'signature')} check out against the package keys (${plural(keys, 'key')})${this.pins.length > 0 ? `, trust pins for ${pinned.join(', ')}` : ''}`;
    return {
      row: this.findings.row('signatures', detail),
      held: this.total > 0 && this.good === this.total && this.findings.failCount === 0,
    };
  }

  private refuse(entry: Entry, failure: string): void {
    this.findings.fail(failure);
    entry.signed = false;
  }

  private keyFor(k: PackageKey): VerifyKey {
    let vk = this.prepared.get(k);
    if (vk) return vk;
    const cacheKey = Buffer.from(k.publicKey).toString('hex');
    vk = this.keys.get(cacheKey);
    if (!vk) this.keys.set(cacheKey, (vk = prepareKey(k.publicKey)));
    this.prepared.set(k, vk);
    return vk;
  }
}

const mismatch = (entry: Entry, key: PackageKey): string =>
  `${entry.pkg.label}${entry.where}: the signature by ${key.keyid} (${key.uri}) does not match the bytes signed`;
