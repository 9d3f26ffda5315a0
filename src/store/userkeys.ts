/**
 * A person's signing key (docs/receipts.md). The agent being judged has a shell in the
 * workspace, so a person's key never lives there: it sits in the user's own key folder
 * (`$JUDGE_USER_KEYS`, else `$XDG_CONFIG_HOME/judge/keys`, else `~/.config/judge/keys`), 0600 in
 * a 0700 folder, its seed encrypted under a passphrase: scrypt (N=2^17, r=8, p=1, from
 * @noble/hashes) → AES-256-GCM, with the key's identity (keyid, uri, KDF parameters) as
 * additional data so a file edited to claim another URI no longer decrypts.
 * Only the public half is copied into the store, for verifiers.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative, resolve, isAbsolute } from 'node:path';
import { scrypt } from '@noble/hashes/scrypt.js';
import { canonicalBytes } from '../canonical/jcs.js';
import { decodeBase64, encodeBase64 } from '../crypto/base64.js';
import { PUBLIC_KEY_BYTES, SEED_BYTES, newSeed, publicKeyOf } from '../crypto/sign.js';
import { keyIdOf } from '../crypto/ids.js';
import { StoreError, UsageError } from '../errors.js';
import type { SigningKey } from '../receipts/envelope.js';
import { ensurePrivateDir, writeFileAtomic } from './fsutil.js';
import { readPrivateFile } from './keys.js';

export const SCRYPT_DEFAULT = { N: 2 ** 17, r: 8, p: 1 } as const;
/** Bounds on parameters read from a key file, so a crafted file cannot ask for gigabytes. */
const SCRYPT_MIN_N = 2 ** 15;
const SCRYPT_MAX_N = 2 ** 20;
export const MIN_PASSPHRASE_LENGTH = 8;

interface KdfParams {
  name: 'scrypt';
  N: number;
  r: number;
  p: number;
  salt: string;
}

export interface UserKeyFile {
  version: 1;
  keyid: string;
  uri: string;
  alg: 'ed25519';
  public_key: string;
  kdf: KdfParams;
  cipher: { name: 'aes-256-gcm'; iv: string; tag: string };
  ciphertext: string;
}

/** The user's key folder, outside any workspace. */
export function userKeysDir(env: NodeJS.ProcessEnv): string {
  if (env.JUDGE_USER_KEYS) return resolve(env.JUDGE_USER_KEYS);
  if (env.XDG_CONFIG_HOME) return join(resolve(env.XDG_CONFIG_HOME), 'judge', 'keys');
  return join(env.HOME || homedir(), '.config', 'judge', 'keys');
}

const isInside = (child: string, parent: string): boolean => {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/** Refuses a user key folder inside the workspace, where the judged agent's shell could read it. */
export function assertOutsideWorkspace(dir: string, workspace: string): void {
  if (isInside(resolve(dir), resolve(workspace))) {
    throw new UsageError(
      'keys.inside-workspace',
      `${dir} is inside the workspace ${workspace}, where the agent being judged can read it; keep personal keys outside it (set JUDGE_USER_KEYS or XDG_CONFIG_HOME elsewhere)`,
    );
  }
}

function additionalData(f: Pick<UserKeyFile, 'keyid' | 'uri' | 'alg' | 'public_key' | 'kdf'>): Buffer {
  return canonicalBytes({ keyid: f.keyid, uri: f.uri, alg: f.alg, public_key: f.public_key, kdf: f.kdf });
}

function deriveKey(passphrase: string, kdf: KdfParams): Uint8Array {
  const salt = decodeBase64(kdf.salt);
  if (!salt || salt.length < 16) throw new StoreError('key.corrupt', 'kdf.salt: expected at least 16 bytes of base64');
  return scrypt(Buffer.from(passphrase.normalize('NFC'), 'utf8'), salt, { N: kdf.N, r: kdf.r, p: kdf.p, dkLen: 32 });
}

export function assertPassphrase(passphrase: string): void {
  if ([...passphrase].length < MIN_PASSPHRASE_LENGTH) {
    throw new UsageError('passphrase.short', `the passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters`);
  }
}

/** Encrypts a seed into a key file object (pure apart from randomness). */
export function sealUserKey(seed: Uint8Array, uri: string, passphrase: string, params = SCRYPT_DEFAULT): UserKeyFile {
  const publicKey = publicKeyOf(seed);
  const head = {
    keyid: keyIdOf(publicKey),
    uri,
    alg: 'ed25519' as const,
    public_key: encodeBase64(publicKey),
    kdf: { name: 'scrypt' as const, N: params.N, r: params.r, p: params.p, salt: encodeBase64(randomBytes(16)) },
  };
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(passphrase, head.kdf), iv);
  cipher.setAAD(additionalData(head));
  const ciphertext = Buffer.concat([cipher.update(seed), cipher.final()]);
  return {
    version: 1,
    ...head,
    cipher: { name: 'aes-256-gcm', iv: encodeBase64(iv), tag: encodeBase64(cipher.getAuthTag()) },
    ciphertext: encodeBase64(ciphertext),
  };
}

/** Decrypts a key file object; a wrong passphrase or an edited file is the same refusal. */
export function openUserKey(f: UserKeyFile, passphrase: string, where: string): SigningKey {
  const { N, r, p } = f.kdf;
  if (!Number.isInteger(N) || N < SCRYPT_MIN_N || N > SCRYPT_MAX_N || (N & (N - 1)) !== 0 || r !== 8 || p !== 1) {
    throw new StoreError('key.corrupt', `${where}: scrypt parameters outside N=2^15..2^20, r=8, p=1`);
  }
  const iv = decodeBase64(f.cipher.iv);
  const tag = decodeBase64(f.cipher.tag);
  const ct = decodeBase64(f.ciphertext);
  if (!iv || iv.length !== 12 || !tag || tag.length !== 16 || !ct || ct.length !== SEED_BYTES) {
    throw new StoreError('key.corrupt', `${where}: cipher fields are not AES-256-GCM of a 32-byte seed`);
  }
  let seed: Buffer;
  try {
    const d = createDecipheriv('aes-256-gcm', deriveKey(passphrase, f.kdf), iv);
    d.setAAD(additionalData(f));
    d.setAuthTag(tag);
    seed = Buffer.concat([d.update(ct), d.final()]);
  } catch (err) {
    throw new StoreError('key.passphrase', `${where}: wrong passphrase, or the key file was altered`, { cause: err });
  }
  const publicKey = publicKeyOf(new Uint8Array(seed));
  if (keyIdOf(publicKey) !== f.keyid) throw new StoreError('key.corrupt', `${where}: the seed does not match keyid ${f.keyid}`);
  return { keyid: f.keyid, uri: f.uri, publicKey, seed: new Uint8Array(seed) };
}

/** Parses a user key file's JSON; its public fields are checked against each other. */
export function parseUserKeyFile(text: string, where: string): UserKeyFile {
  let f: UserKeyFile;
  try {
    f = JSON.parse(text) as UserKeyFile;
  } catch (err) {
    throw new StoreError('key.corrupt', `${where}: not JSON`, { cause: err });
  }
  const pk = typeof f?.public_key === 'string' ? decodeBase64(f.public_key) : null;
  if (
    f?.version !== 1 ||
    f.alg !== 'ed25519' ||
    typeof f.uri !== 'string' ||
    !pk ||
    pk.length !== PUBLIC_KEY_BYTES ||
    f.kdf?.name !== 'scrypt' ||
    f.cipher?.name !== 'aes-256-gcm' ||
    typeof f.ciphertext !== 'string' ||
    typeof f.kdf.salt !== 'string' ||
    typeof f.cipher.iv !== 'string' ||
    typeof f.cipher.tag !== 'string'
  ) {
    throw new StoreError('key.corrupt', `${where}: not an encrypted judge key file`);
  }
  if (keyIdOf(pk) !== f.keyid) throw new StoreError('key.corrupt', `${where}: keyid does not match its public key`);
  return f;
}

/** Writes a new encrypted key into `dir` (0700), refusing a second key for the same URI. */
export function createUserKey(dir: string, uri: string, passphrase: string): { path: string; file: UserKeyFile } {
  assertPassphrase(passphrase);
  const existing = listUserKeys(dir).filter((k) => k.file.uri === uri);
  if (existing.length > 0) {
    throw new UsageError('keys.exists', `${uri} already has a key: ${existing[0]!.path}; move it away first to make a new one`);
  }
  const file = sealUserKey(newSeed(), uri, passphrase);
  ensurePrivateDir(dir);
  const path = join(dir, `${file.keyid}.key`);
  writeFileAtomic(path, `${JSON.stringify(file, null, 2)}\n`, 0o600);
  return { path, file };
}

/** The key files in a user key folder (public fields only; nothing decrypted). */
export function listUserKeys(dir: string): { path: string; file: UserKeyFile }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.key'))
    .sort()
    .map((n) => {
      const path = join(dir, n);
      return { path, file: parseUserKeyFile(readFileSync(path, 'utf8'), path) };
    });
}

/** Reads a user key file for signing: refuses group/other access before anything else. */
export function readUserKeyFile(path: string): UserKeyFile {
  return parseUserKeyFile(readPrivateFile(path).toString('utf8'), path);
}
