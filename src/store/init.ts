/** `judge init`: the store folders (0700), config.json and the system key (0600). */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { newSeed } from '../crypto/sign.js';
import { SYSTEM_SIGNER } from '../receipts/types.js';
import { ensurePrivateDir, writeFileAtomic } from './fsutil.js';
import { createSystemKey } from './keys.js';
import { storePaths, type StoreLocation } from './locate.js';

export interface InitResult {
  store: StoreLocation;
  created: boolean;
  keyid: string | null;
}

/**
 * Everything in the store is ignored by git but the project config and the rule overlay, which a
 * team keeps with the workspace (docs/configuration.md); a team that shares packages copies them out.
 */
export const STORE_GITIGNORE =
  '# written by judge init: keys, states and sessions stay out of version control\n*\n!project.json\n!rules.json\n';

/** Creates the store at `dir`; an existing store is left exactly as it is. */
export function initStore(dir: string): InitResult {
  const store: StoreLocation = { dir, workspace: dirname(dir) };
  if (existsSync(storePaths.config(store))) return { store, created: false, keyid: null };
  ensurePrivateDir(dir);
  for (const sub of [storePaths.keys(store), storePaths.sessions(store), storePaths.loose(store), storePaths.looseStates(store)]) {
    ensurePrivateDir(sub);
  }
  // Private keys and recorded states must never reach a repository through `git add .`; the
  // public side (receipts, packages, public keys) is what a team shares, on purpose.
  writeFileAtomic(join(dir, '.gitignore'), STORE_GITIGNORE, 0o600);
  const key = createSystemKey(store, newSeed(), SYSTEM_SIGNER);
  // config.json last: its presence is what makes the folder a store, so a crash before here
  // leaves something `judge init` simply redoes.
  writeFileAtomic(storePaths.config(store), `${JSON.stringify({ version: 1, signer: SYSTEM_SIGNER, keyid: key.keyid })}\n`, 0o600);
  return { store, created: true, keyid: key.keyid };
}
