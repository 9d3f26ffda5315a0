/**
 * credential_leak's readings beyond the key formats and the assignments credentials.ts reads itself, in the order the
 * guard runs them: each reads one way a secret is written (configs, command lines, headers, prose in many languages,
 * cells, stores, labels borrowed from another language, keys named bare), and pushes what it finds to `out`. A new
 * reading joins this list, not another reading's body.
 */
import type { Hit } from './codes.js';
import type { Text } from './find.js';
import { detectApartCredentials } from './apart-secrets.js';
import { detectBareKeys } from './bare-keys.js';
import { detectBlankCredentials } from './blank-secrets.js';
import { detectBorrowedCredentials } from './borrowed-secrets.js';
import { detectCellCredentials } from './cell-secrets.js';
import { detectChatCredentials } from './chat-secrets.js';
import { detectCommandLineCredentials } from './command-lines.js';
import { detectConfigCredentials } from './configs.js';
import { detectDataCredentials } from './data-secrets.js';
import { detectFarCredentials } from './far-secrets.js';
import { detectFarPasswordNames } from './far-password-names.js';
import { detectHeaderCredentials } from './headers.js';
import { detectKeyedCredentials } from './keyed-keys.js';
import { detectLabelCredentials } from './label-secrets.js';
import { detectLeftCredentials } from './left-secrets.js';
import { detectMoreCredentials } from './secrets.js';
import { detectNamedCredentials } from './named-secrets.js';
import { detectOfficeCredentials } from './office-secrets.js';
import { detectOpsCredentials } from './ops-secrets.js';
import { detectPairCredentials } from './pair-secrets.js';
import { detectPassphrases } from './passphrases.js';
import { detectPromptAnswers } from './prompts.js';
import { detectQualifiedCredentials } from './qualified-secrets.js';
import { detectRespectiveCredentials } from './respective-secrets.js';
import { detectRunOnPasswords } from './run-on-passwords.js';
import { detectSaidCredentials } from './said-secrets.js';
import { detectSpokenCredentials } from './spoken-secrets.js';
import { detectStillCredentials } from './still-secrets.js';
import { detectStoreCredentials } from './store-secrets.js';
import { detectStoreListings } from './store-listings.js';
import { detectWrittenCredentials } from './written-secrets.js';
import { isPlaceholder } from './placeholders.js';

/** Every reading of this list, in order, over `t` (credentials.ts calls it after its own). */
export function readCredentialKinds(t: Text, out: Hit[]): void {
  detectMoreCredentials(t, out, isPlaceholder);
  detectConfigCredentials(t, out, isPlaceholder);
  detectCommandLineCredentials(t, out, isPlaceholder);
  detectHeaderCredentials(t, out, isPlaceholder);
  detectWrittenCredentials(t, out, isPlaceholder);
  detectPromptAnswers(t, out, isPlaceholder);
  detectPassphrases(t, out);
  detectKeyedCredentials(t, out, isPlaceholder);
  detectNamedCredentials(t, out, isPlaceholder);
  detectSaidCredentials(t, out, isPlaceholder);
  detectCellCredentials(t, out, isPlaceholder);
  detectLeftCredentials(t, out, isPlaceholder);
  detectPairCredentials(t, out, isPlaceholder);
  detectBlankCredentials(t, out, isPlaceholder);
  detectFarCredentials(t, out, isPlaceholder);
  detectFarPasswordNames(t, out, isPlaceholder);
  detectRunOnPasswords(t, out, isPlaceholder);
  detectStillCredentials(t, out, isPlaceholder);
  detectOfficeCredentials(t, out, isPlaceholder);
  detectSpokenCredentials(t, out, isPlaceholder);
  detectDataCredentials(t, out, isPlaceholder);
  detectOpsCredentials(t, out, isPlaceholder);
  detectLabelCredentials(t, out, isPlaceholder);
  detectStoreCredentials(t, out, isPlaceholder);
  detectStoreListings(t, out, isPlaceholder);
  detectApartCredentials(t, out, isPlaceholder);
  detectQualifiedCredentials(t, out, isPlaceholder);
  detectBorrowedCredentials(t, out, isPlaceholder);
  detectBareKeys(t, out, isPlaceholder);
  detectRespectiveCredentials(t, out, isPlaceholder);
  detectChatCredentials(t, out, isPlaceholder);
}
