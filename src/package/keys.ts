/**
 * Public keys as a package carries them (`keys/<keyid>.json`, docs/FORMAT.md) and trust pins
 * (`--trust FILE`). Pure: bytes in, typed keys or problems out.
 */
import { decodeBase64 } from '../crypto/base64.js';
import { isKeyId, keyIdOf } from '../crypto/ids.js';
import { isUri } from '../receipts/build.js';
import { isRecord } from '../wire/json.js';

export interface PackageKey {
  keyid: string;
  uri: string;
  publicKey: Uint8Array;
}

/** A pinned key: receipts signed as `uri` must be signed by exactly this key. */
export interface TrustPin {
  uri: string;
  keyid: string;
  publicKey: Uint8Array;
}
export type TrustPins = readonly TrustPin[];

/**
 * Reads `{keyid, uri, alg: "ed25519", public_key: base64}`: the key id must be the one the key
 * derives, so a key file cannot claim another key's id.
 */
export function parseKeyObject(raw: unknown, where: string): { key: PackageKey } | { problem: string } {
  if (!isRecord(raw)) return { problem: `${where}: expected {keyid, uri, alg, public_key}` };
  if (raw.alg !== 'ed25519') return { problem: `${where}.alg: expected "ed25519"` };
  if (!isUri(raw.uri)) return { problem: `${where}.uri: expected a URI such as system://judge` };
  const pk = typeof raw.public_key === 'string' ? decodeBase64(raw.public_key) : null;
  if (!pk || pk.length !== 32) return { problem: `${where}.public_key: expected base64 of a 32-byte Ed25519 key` };
  const derived = keyIdOf(pk);
  if (raw.keyid !== undefined && raw.keyid !== derived) {
    return { problem: `${where}.keyid: ${isKeyId(raw.keyid) ? raw.keyid : 'value'} is not the id of this key (${derived})` };
  }
  return { key: { keyid: derived, uri: raw.uri, publicKey: pk } };
}

/** Parses one `keys/<keyid>.json` file of a package; the file name must be the key's id. */
export function parseKeyFile(path: string, bytes: Uint8Array): { key: PackageKey } | { problem: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return { problem: `${path}: not JSON` };
  }
  if (!isRecord(raw) || raw.keyid === undefined) return { problem: `${path}: expected {keyid, uri, alg, public_key}` };
  const r = parseKeyObject(raw, path);
  if ('key' in r && path !== `keys/${r.key.keyid}.json`)
    return { problem: `${path}: holds key ${r.key.keyid}, so its name should be keys/${r.key.keyid}.json` };
  return r;
}

/**
 * Parses a trust file: `{"keys": [{"uri", "public_key", "keyid"?, "alg": "ed25519"}, …]}` — what
 * `judge keys export` prints — or a bare array of the same objects, so a package's own
 * `keys/*.json`, copied from a machine you trust, can be pasted in unchanged; or one key object
 * per line, what older versions of `keys export` printed. Throws nothing; the caller turns
 * problems into a usage error.
 */
export function parseTrustFile(text: string): { pins: TrustPin[] } | { problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    try {
      raw = lines.length > 1 ? lines.map((l) => JSON.parse(l) as unknown) : undefined;
    } catch {
      raw = undefined;
    }
    if (raw === undefined) return { problems: ['not JSON'] };
  }
  if (isRecord(raw) && raw.public_key !== undefined) raw = [raw];
  const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.keys) ? raw.keys : null;
  if (!list) return { problems: ['expected {"keys": [{uri, public_key, alg}, …]} or an array of such keys'] };
  const pins: TrustPin[] = [];
  const problems: string[] = [];
  list.forEach((entry, i) => {
    const r = parseKeyObject(entry, `keys[${i}]`);
    if ('problem' in r) problems.push(r.problem);
    else pins.push({ uri: r.key.uri, keyid: r.key.keyid, publicKey: r.key.publicKey });
  });
  if (problems.length === 0 && pins.length === 0) problems.push('pins no key');
  return problems.length > 0 ? { problems } : { pins };
}
