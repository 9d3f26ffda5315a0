/**
 * Words the literal index finds (literals.ts) because a reading sought them in every text with a pass of its own: the
 * whole-text gates literal-gates.ts asks of the index instead of a pattern's pass (each gate's pattern starts every
 * match, in lower case, with one of its words here: the test of literal gates checks it), and words word-places.ts
 * searched natively for want of an indexed part. Words only: this module imports nothing, as literals.ts reads it
 * while the index's tables are made.
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

/**
 * role-acts.ts's machine words in many languages, read inside longer words (word-places.ts): each had no part of it in
 * the index and cost a native search of the whole text (13-36 microseconds of 100 KB of prose each, some sixty). Each
 * is here whole, or its part whose first letters start fewer English words ("tever" of "whatever", "chine" of
 * "machine"); the words outside ASCII, the capitals' two letters ("KI", "IA") and words added since are still
 * searched natively, as before.
 */
export const MACHINE_WORD_PARTS: readonly string[] = [
  ...['wtomati', 'saidizi', 'othandizira', 'auveivuke', 'bhot', 'ssistint', 'omputadora', 'ompuutadora', 'ompudadora'],
  ...['ompuutajaa', 'ompiut', 'ompyuter', 'ompuhder', 'ombiuter', 'omipiuta', 'amepiula', 'omputer', 'akina', 'asini'],
  ...['asihn', 'rogram', 'orokram', 'olokalame', 'olokalamu', 'vustaja', 'vittaja', 'orotarama', 'askinamut', 'aritaq'],
  ...['aritaun', 'azinaabikiwebinigan', 'arhiatonhsera', 'istinme', 'cistema', 'jynn', 'weresor', 'wtomatek', 'embantu'],
  ...['atulong', 'ataimaki', 'msizi', 'ordamchi', 'tomatik', 'vtomatik', 'zenzakalelayo', 'hoever', 'tever', 'eader'],
  ...['chine', 'ipeline'],
];

/** uk-nino.ts's names of the national insurance number (NAME_GATE), in lower case. */
export const NINO_NAMES: readonly string[] = ['insurance', 'nat ins', 'nat. ins', 'ni_n', 'ni n', 'ni-n', 'nino'];

/** kept-out-orders.ts's job words of a machine (NATIVE_WORDS: "engine", "optimi", "anything pars"), searched natively too. */
export const JOB_WORD_PARTS: readonly string[] = ['ngine', 'ptimi', 'nything'];

/** The words above, which are no other reading's literal (far-password-names.ts's stems already are). */
export const GATE_LEADS: readonly string[] = [
  ...CATCHER_LEADS,
  ...LETTERED_ID_LEADS,
  ...NINO_NAMES,
  ...MACHINE_WORD_PARTS,
  ...JOB_WORD_PARTS,
];
