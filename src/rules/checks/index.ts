/**
 * The engine predicates a rule can name with `"check"`: judgements that need more than a
 * declarative match over one invocation (data flowing between commands, hosts against the
 * scope, SQL text, amounts). Each returns evidence strings; none throws. One module per topic.
 */
import type { Facts } from '../../facts/facts.js';
import type { CheckName } from '../pack-types.js';
import { amountAboveBound } from './amounts.js';
import { sqlDestructive } from './destructive.js';
import { decodedExec, downloadExec, forkBomb, inlineFetchExec, outputSubstitutionExec, persistedFetchExec } from './execution.js';
import {
  inlineSecretSend,
  remoteCopy,
  secretIntoNetwork,
  secretVariableIntoNetwork,
  socketSend,
  transferScript,
  upload,
} from './exfiltration.js';
import { registryEnv, registryTextWrite } from './install.js';
import { hostsOffScope, metadataEndpoint, reverseShell } from './network.js';
import { credentialHunt, envDump } from './secrets.js';
import { partialParse, unresolved } from './unreadable.js';

export type Check = (f: Facts) => string[];

export const CHECKS: Record<CheckName, Check> = {
  unresolved,
  'partial-parse': partialParse,
  'download-exec': downloadExec,
  'fork-bomb': forkBomb,
  'sql-destructive': sqlDestructive,
  upload,
  'remote-copy': remoteCopy,
  'socket-send': socketSend,
  'secret-into-network': secretIntoNetwork,
  'secret-variable-into-network': secretVariableIntoNetwork,
  'reverse-shell': reverseShell,
  'hosts-off-scope': hostsOffScope,
  'amount-above-bound': amountAboveBound,
  'env-dump': envDump,
  'inline-fetch-exec': inlineFetchExec,
  'inline-secret-send': inlineSecretSend,
  'credential-hunt': credentialHunt,
  'metadata-endpoint': metadataEndpoint,
  'decoded-exec': decodedExec,
  'transfer-script': transferScript,
  'output-substitution-exec': outputSubstitutionExec,
  'registry-env': registryEnv,
  'registry-text-write': registryTextWrite,
  'persisted-fetch-exec': persistedFetchExec,
};
