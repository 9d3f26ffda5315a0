/**
 * The words of the whole-text gates literal-gates.ts asks of the literal index instead of a pattern's pass over the
 * text: each gate's pattern starts every match, in lower case, with one of its words here (the test of literal gates
 * checks it). Words only: this module imports nothing, as literals.ts reads it while the index's tables are made.
 */

/** lured-urls.ts's request catchers' names (CATCHER_HINTS). */
export const CATCHER_LEADS: readonly string[] = [
  'webhook.site',
  'pipedream.net',
  'oast',
  'requestcatcher',
  'requestbin',
  'requestrepo',
  'hookbin',
  'beeceptor',
  'interact',
  'burpcollaborator',
  'postb.in',
  'putsreq',
  'dnslog',
  'ceye.io',
];

/** lettered-ids.ts's labels of the national ids that start with a letter (ANY_LABEL), but its Chinese ones. */
export const LETTERED_ID_LEADS: readonly string[] = ['nric', 'hki', 'hong kong', 'roc id', 'taiwan', 'fin'];

/** The words above that are no other reading's literal (far-password-names.ts's stems already are). */
export const GATE_LEADS: readonly string[] = [...CATCHER_LEADS, ...LETTERED_ID_LEADS];
