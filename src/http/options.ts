/**
 * Builds the HTTP judge from CLI flags and the environment (docs/http.md). The token comes
 * from JUDGE_TOKEN or --token-file, never from argv (argv is visible to every local user); the
 * token file, like a key file, must not be readable by group or others.
 */
import { readFileSync, statSync, type Stats } from 'node:fs';
import { decodeBase64 } from '../crypto/base64.js';
import { keyIdOf } from '../crypto/ids.js';
import { UsageError, type UsageCode } from '../errors.js';
import { HttpJudge } from './client.js';
import { firstNonVisibleAscii } from '../wire/text.js';

export interface HttpJudgeFlags {
  judgeUrl?: string;
  timeout?: string;
  maxBody?: string;
  allowInsecureUrl?: boolean;
  tokenFile?: string;
  judgeKey?: string;
}

const MAX_SMALL_FILE = 64 * 1024;

/**
 * A bare `--timeout` below this is refused: `--timeout 2` almost always means two seconds, and
 * read as 2 ms it would make every call "judge unavailable". Units say it either way.
 */
export const MIN_BARE_TIMEOUT_MS = 50;

/**
 * `--timeout`: `2s`, `1.5s`, `500ms`, or a bare whole number of milliseconds of at least
 * MIN_BARE_TIMEOUT_MS. The range (at most 10 minutes) is the client's to check.
 */
export function parseTimeout(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  const bad = (why: string) => new UsageError('timeout.invalid', `--timeout: ${JSON.stringify(value.slice(0, 40))} ${why}`);
  // Linear, anchored patterns: digits, an optional fraction for seconds, a unit.
  const m = /^(\d{1,9})(?:\.(\d{1,3}))?(ms|s)?$/.exec(text);
  if (!m) throw bad('is not a duration (write 2s, 1.5s or 500ms)');
  const [, whole, fraction, unit] = m;
  if (fraction !== undefined && unit !== 's') throw bad('has a fraction of a millisecond (write 1.5s, or whole ms such as 1500ms)');
  if (unit === 's') return Number(whole) * 1000 + Math.round(Number(`0.${fraction ?? '0'}`) * 1000);
  const ms = Number(whole);
  if (unit === undefined && ms < MIN_BARE_TIMEOUT_MS) {
    throw bad(`is read as milliseconds, too short to be meant: write ${ms}s for seconds (or ${ms}ms if you mean it)`);
  }
  return ms;
}

function parseIntFlag(value: string | undefined, flag: string, code: UsageCode): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  let digits = trimmed.length > 0 && trimmed.length <= 12;
  for (let i = 0; i < trimmed.length && digits; i++) digits = trimmed.charCodeAt(i) >= 48 && trimmed.charCodeAt(i) <= 57;
  if (!digits || Number(trimmed) <= 0)
    throw new UsageError(code, `${flag}: expected a positive whole number, got ${JSON.stringify(value.slice(0, 40))}`);
  return Number(trimmed);
}

function readSmallFile(path: string, flag: string, secret: boolean): Buffer {
  let st: Stats;
  try {
    st = statSync(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError('file.unreadable', `${flag} ${path}: ${code === 'ENOENT' ? 'no such file' : `cannot read (${code ?? 'error'})`}`);
  }
  if (!st.isFile()) throw new UsageError('file.not-file', `${flag} ${path}: not a regular file`);
  if (st.size > MAX_SMALL_FILE) throw new UsageError('input.too-large', `${flag} ${path}: over ${MAX_SMALL_FILE} bytes`);
  if (secret && process.platform !== 'win32' && (st.mode & 0o077) !== 0) {
    throw new UsageError('token-file.permissions', `${flag} ${path}: readable by group or others; run chmod 600 ${path}`);
  }
  try {
    return readFileSync(path);
  } catch (err) {
    throw new UsageError('file.unreadable', `${flag} ${path}: cannot read (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/** Reads the bearer token: --token-file wins over JUDGE_TOKEN; one trailing newline is dropped. */
export function readToken(tokenFile: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  let text: string | undefined;
  let where: string;
  if (tokenFile !== undefined) {
    text = readSmallFile(tokenFile, '--token-file', true).toString('utf8');
    where = `--token-file ${tokenFile}`;
  } else {
    text = env.JUDGE_TOKEN;
    where = 'JUDGE_TOKEN';
  }
  if (text === undefined) return undefined;
  if (text.endsWith('\r\n')) text = text.slice(0, -2);
  else if (text.endsWith('\n')) text = text.slice(0, -1);
  if (text.length === 0) {
    if (tokenFile === undefined) return undefined; // an empty JUDGE_TOKEN is the same as none
    throw new UsageError('http.token', `${where}: the token is empty`);
  }
  const bad = firstNonVisibleAscii(text);
  if (bad >= 0)
    throw new UsageError('http.token', `${where}: the token holds a character that cannot go in an HTTP header (at offset ${bad})`);
  return text;
}

/**
 * Reads `--judge-key FILE|KEY`: a file holding a public key record `{"alg":"ed25519",
 * "public_key":"<base64>"}` (the `keys/<keyid>.pub.json` form of docs/FORMAT.md) or bare base64,
 * or the base64 key itself on the command line (a public key is no secret).
 */
export function readJudgeKey(spec: string): Uint8Array {
  let fileExists = false;
  try {
    fileExists = statSync(spec).isFile();
  } catch {
    fileExists = false;
  }
  if (!fileExists) {
    const key = decodeBase64(spec.trim());
    if (key && key.length === 32) return key;
    throw new UsageError(
      'judge-key.invalid',
      `--judge-key: ${JSON.stringify(spec.slice(0, 80))} is neither a readable file nor a base64 Ed25519 public key`,
    );
  }
  const text = readSmallFile(spec, '--judge-key', false).toString('utf8').trim();
  let b64 = text;
  let keyid: unknown;
  if (text.startsWith('{')) {
    let rec: unknown;
    try {
      rec = JSON.parse(text);
    } catch {
      throw new UsageError('judge-key.invalid', `--judge-key ${spec}: not valid JSON`);
    }
    const r = rec as { alg?: unknown; public_key?: unknown; keyid?: unknown };
    if (typeof rec !== 'object' || rec === null || typeof r.public_key !== 'string' || (r.alg !== undefined && r.alg !== 'ed25519')) {
      throw new UsageError('judge-key.invalid', `--judge-key ${spec}: expected {"alg": "ed25519", "public_key": "<base64>"}`);
    }
    b64 = r.public_key;
    keyid = r.keyid;
  }
  const key = decodeBase64(b64);
  if (!key || key.length !== 32) throw new UsageError('judge-key.invalid', `--judge-key ${spec}: public_key is not 32 bytes of base64`);
  if (keyid !== undefined && keyid !== keyIdOf(key)) {
    throw new UsageError(
      'judge-key.invalid',
      `--judge-key ${spec}: keyid ${String(keyid).slice(0, 60)} does not match its public key (${keyIdOf(key)})`,
    );
  }
  return key;
}

/** The one call the CLI makes for `--judge-url`. */
export async function httpJudgeFromFlags(flags: HttpJudgeFlags, env: NodeJS.ProcessEnv): Promise<HttpJudge> {
  if (!flags.judgeUrl) throw new UsageError('http.url', '--judge-url: required');
  const timeoutMs = parseTimeout(flags.timeout);
  const maxBodyBytes = parseIntFlag(flags.maxBody, '--max-body', 'max-body.invalid');
  const token = readToken(flags.tokenFile, env);
  const judgeKey = flags.judgeKey !== undefined ? readJudgeKey(flags.judgeKey) : undefined;
  return new HttpJudge({ url: flags.judgeUrl, timeoutMs, maxBodyBytes, allowInsecure: Boolean(flags.allowInsecureUrl), token, judgeKey });
}
