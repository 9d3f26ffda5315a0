/**
 * `judge keys list | new URI | export [URI…]`. The store key signs as system://judge; a person
 * gets a key of their own, kept encrypted in their user key folder outside the workspace,
 * with only its public half registered in the store (docs/receipts.md).
 */
import { encodeBase64 } from '../../crypto/base64.js';
import { ExitCode, UsageError } from '../../errors.js';
import { isUri } from '../../receipts/build.js';
import {
  loadPublicKeys,
  readConfig,
  writePublicKey,
  requireStore,
  readPassphrase,
  assertOutsideWorkspace,
  createUserKey,
  listUserKeys,
  userKeysDir,
} from '../../store/index.js';
import type { Io } from '../io.js';
import { outputFormat } from '../format.js';

export interface KeysOptions {
  action: 'list' | 'new' | 'export';
  uri?: string;
  /** `export`: the URIs whose keys to print; none means every key of the store. */
  uris?: readonly string[];
  format?: string;
}

function assertUri(uri: string | undefined): string {
  if (!isUri(uri)) throw new UsageError('keys.uri', `${JSON.stringify(String(uri ?? '').slice(0, 80))} is not a URI (e.g. human://alice)`);
  return uri;
}

export async function run(opts: KeysOptions, io: Io): Promise<number> {
  const format = outputFormat(opts.format, ['text', 'json']);
  const store = requireStore(io.cwd, io.env);
  const config = readConfig(store);

  if (opts.action === 'list') {
    const dir = userKeysDir(io.env);
    const userKeys = listUserKeys(dir);
    const rows = [...loadPublicKeys(store).values()].map((k) => {
      const own = userKeys.find((u) => u.file.keyid === k.keyid);
      const holder = k.keyid === config.keyid ? 'store (system key)' : own ? `user folder ${own.path}` : 'public key only';
      return { keyid: k.keyid, uri: k.uri, private_key: holder };
    });
    for (const u of userKeys) {
      if (!rows.some((r) => r.keyid === u.file.keyid))
        rows.push({ keyid: u.file.keyid, uri: u.file.uri, private_key: `user folder ${u.path} (not registered in this store)` });
    }
    if (format === 'json') io.stdout.write(`${JSON.stringify({ keys: rows })}\n`);
    else for (const r of rows) io.stdout.write(`${r.keyid}  ${r.uri}  ${r.private_key}\n`);
    return ExitCode.ok;
  }

  if (opts.action === 'export') {
    // The trust file format itself (docs/verification.md "Trust pins"), so the output goes to
    // `package verify --trust` unchanged.
    const uris = (opts.uris ?? []).map(assertUri);
    const all = [...loadPublicKeys(store).values()];
    for (const uri of uris) {
      if (!all.some((k) => k.uri === uri))
        throw new UsageError('keys.unknown', `the store has no key for ${uri} (see \`judge keys list\`)`);
    }
    const keys = (uris.length > 0 ? all.filter((k) => uris.includes(k.uri)) : all).sort(
      (a, b) => a.uri.localeCompare(b.uri) || a.keyid.localeCompare(b.keyid),
    );
    io.stdout.write(
      `${JSON.stringify({ keys: keys.map((k) => ({ keyid: k.keyid, uri: k.uri, alg: 'ed25519', public_key: encodeBase64(k.publicKey) })) }, null, 2)}\n`,
    );
    return ExitCode.ok;
  }

  const uri = assertUri(opts.uri);

  // action 'new'
  if (uri === config.signer) throw new UsageError('keys.system', `${uri} is the store's own signer; its key is made by \`judge init\``);
  const dir = userKeysDir(io.env);
  assertOutsideWorkspace(dir, store.workspace);
  const passphrase = await readPassphrase(io, `new passphrase for ${uri}: `, { confirm: true });
  const { path, file } = createUserKey(dir, uri, passphrase);
  const publicKey = Buffer.from(file.public_key, 'base64');
  writePublicKey(store, { keyid: file.keyid, uri, publicKey: new Uint8Array(publicKey) });
  if (format === 'json') io.stdout.write(`${JSON.stringify({ keyid: file.keyid, uri, path })}\n`);
  else {
    io.stdout.write(
      `created key ${file.keyid} for ${uri}\n` +
        `private key: ${path} (0600, encrypted under your passphrase, outside the workspace)\n` +
        `public key registered in ${store.dir}/keys\n`,
    );
  }
  return ExitCode.ok;
}
