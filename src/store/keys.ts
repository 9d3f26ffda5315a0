/**
 * Keys of the store (docs/FORMAT.md): the system key that signs as `system://judge`
 * (`keys/<keyid>.key`, 0600 in a 0700 folder) and the public half of every key the store
 * knows (`keys/<keyid>.pub.json`), which is what verifiers and packages use.
 * A key file that group or others can read is refused: a signing key anyone else on the
 * machine can copy is not evidence of anything.
 */
import { closeSync, fstatSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeBase64, encodeBase64 } from '../crypto/base64.js';
import { PUBLIC_KEY_BYTES, SEED_BYTES, publicKeyOf } from '../crypto/sign.js';
import { isKeyId, keyIdOf } from '../crypto/ids.js';
import { StoreError } from '../errors.js';
import type { PublicKeyInfo, SigningKey } from '../receipts/envelope.js';
import { SYSTEM_SIGNER } from '../receipts/types.js';
import { ensurePrivateDir, errnoOf, writeFileAtomic } from './fsutil.js';
import { storePaths, type StoreLocation } from './locate.js';

export interface StoreConfig {
  version: 1;
  signer: string;
  keyid: string;
}

export interface PublicKeyFile {
  keyid: string;
  uri: string;
  alg: 'ed25519';
  public_key: string;
}

/** Reads a file only if its mode keeps group and others out; the message says how to fix it. */
export function readPrivateFile(path: string): Buffer {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (err) {
    if (errnoOf(err) === 'ENOENT') throw new StoreError('key.missing', `${path}: key file not found`, { cause: err });
    throw new StoreError('key.unreadable', `${path}: cannot open the key file`, { cause: err });
  }
  try {
    const mode = fstatSync(fd).mode & 0o777;
    if ((mode & 0o077) !== 0) {
      throw new StoreError(
        'key.permissions',
        `${path}: key file mode is ${mode.toString(8).padStart(4, '0')}, open to group or others; refusing to sign with it. Fix: chmod 600 ${path}`,
      );
    }
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function readConfig(store: StoreLocation): StoreConfig {
  const path = storePaths.config(store);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new StoreError('store.corrupt', `${path}: cannot be read as JSON`, { cause: err });
  }
  const c = value as Partial<StoreConfig>;
  if (c?.version !== 1 || typeof c.signer !== 'string' || !isKeyId(c.keyid)) {
    throw new StoreError('store.corrupt', `${path}: expected {"version":1,"signer","keyid"}`);
  }
  return c as StoreConfig;
}

export const systemKeyPath = (store: StoreLocation, keyid: string): string => join(storePaths.keys(store), `${keyid}.key`);
export const publicKeyPath = (store: StoreLocation, keyid: string): string => join(storePaths.keys(store), `${keyid}.pub.json`);

interface SystemKeyFile extends PublicKeyFile {
  version: 1;
  seed: string;
}

/** Makes the system key files (private 0600, public) and returns the key. */
export function createSystemKey(store: StoreLocation, seed: Uint8Array, uri = SYSTEM_SIGNER): SigningKey {
  const publicKey = publicKeyOf(seed);
  const keyid = keyIdOf(publicKey);
  ensurePrivateDir(storePaths.keys(store));
  const file: SystemKeyFile = { version: 1, keyid, uri, alg: 'ed25519', public_key: encodeBase64(publicKey), seed: encodeBase64(seed) };
  writeFileAtomic(systemKeyPath(store, keyid), `${JSON.stringify(file)}\n`, 0o600);
  writePublicKey(store, { keyid, uri, publicKey });
  return { keyid, uri, publicKey, seed };
}

/** Records a public key in the store so verifiers can check what it signed. */
export function writePublicKey(store: StoreLocation, key: PublicKeyInfo): void {
  const file: PublicKeyFile = { keyid: key.keyid, uri: key.uri, alg: 'ed25519', public_key: encodeBase64(key.publicKey) };
  ensurePrivateDir(storePaths.keys(store));
  writeFileAtomic(publicKeyPath(store, key.keyid), `${JSON.stringify(file)}\n`, 0o644);
}

/** The store's signing key (the config names it), after the permission check and a keyid check. */
export function loadSystemKey(store: StoreLocation): SigningKey {
  const config = readConfig(store);
  const path = systemKeyPath(store, config.keyid);
  const bytes = readPrivateFile(path);
  let f: Partial<SystemKeyFile>;
  try {
    f = JSON.parse(bytes.toString('utf8')) as Partial<SystemKeyFile>;
  } catch (err) {
    throw new StoreError('key.corrupt', `${path}: not a key file`, { cause: err });
  }
  const seed = typeof f.seed === 'string' ? decodeBase64(f.seed) : null;
  if (!seed || seed.length !== SEED_BYTES) throw new StoreError('key.corrupt', `${path}: "seed" is not 32 bytes of base64`);
  const publicKey = publicKeyOf(seed);
  if (keyIdOf(publicKey) !== config.keyid) {
    throw new StoreError('key.corrupt', `${path}: the key derives id ${keyIdOf(publicKey)}, not ${config.keyid} named in config.json`);
  }
  return { keyid: config.keyid, uri: config.signer, publicKey, seed };
}

/** Parses a public key file, re-deriving its key id from the key bytes (never trusting the name). */
export function parsePublicKeyFile(text: string, where: string): PublicKeyInfo {
  let f: Partial<PublicKeyFile>;
  try {
    f = JSON.parse(text) as Partial<PublicKeyFile>;
  } catch (err) {
    throw new StoreError('key.corrupt', `${where}: not JSON`, { cause: err });
  }
  const publicKey = typeof f.public_key === 'string' ? decodeBase64(f.public_key) : null;
  if (!publicKey || publicKey.length !== PUBLIC_KEY_BYTES || f.alg !== 'ed25519' || typeof f.uri !== 'string') {
    throw new StoreError('key.corrupt', `${where}: expected {"keyid","uri","alg":"ed25519","public_key"}`);
  }
  const keyid = keyIdOf(publicKey);
  if (f.keyid !== keyid) throw new StoreError('key.corrupt', `${where}: keyid ${String(f.keyid)} does not match its public key (${keyid})`);
  return { keyid, uri: f.uri, publicKey };
}

/** Every public key the store knows, by key id. */
export function loadPublicKeys(store: StoreLocation): Map<string, PublicKeyInfo> {
  const dir = storePaths.keys(store);
  const out = new Map<string, PublicKeyInfo>();
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (err) {
    throw new StoreError('store.unreadable', `${dir}: cannot list keys`, { cause: err });
  }
  for (const name of names.sort()) {
    if (!name.endsWith('.pub.json')) continue;
    const path = join(dir, name);
    const key = parsePublicKeyFile(readFileSync(path, 'utf8'), path);
    out.set(key.keyid, key);
  }
  return out;
}
