/**
 * The store's one entry point (docs/FORMAT.md describes what it holds): finding a store, the
 * session's remembered calls, signing a call or a note into it, sessions, keys, and the
 * receipts already written. Everything above the store (the call pipeline, the gates, the
 * CLI) goes through here, never into the store's own modules.
 */
export { STORE_DIR_NAME, currentSessionId, locateStore, requireStore, storeDirFor, storePaths, type StoreLocation } from './locate.js';
export { RECENT_LIMIT, readRecent, withRecentCall } from './recent.js';
export { withLock } from './lock.js';
export { assertSubject, attestCall, attestUnjudged, emit, type AttestCall, type AttestResult, type UnjudgedCall } from './attest.js';
export { attestContent, type AttestContent } from './attest-content.js';
export { readChain, readSessionInfo, type ChainRecord, type SessionInfo } from './chain.js';
export { allReceipts, findReceipt, listSessionIds, resolutionsOf, type Located } from './find.js';
export { initStore, type InitResult } from './init.js';
export { loadPublicKeys, loadSystemKey, readConfig, writePublicKey } from './keys.js';
export { readPassphrase } from './passphrase.js';
export { closeSession, sessionStatus, startSession, type SessionStatus } from './session.js';
export { assertOutsideWorkspace, createUserKey, listUserKeys, openUserKey, readUserKeyFile, userKeysDir } from './userkeys.js';
export { boundSessionOf, closeBoundSession, openBoundSession } from './bound.js';
