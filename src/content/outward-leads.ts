/**
 * The literals an order to send something out is read at (outward.ts: a unit's destination, a secret's rarer names,
 * a push against checking; turns.ts: a reply asked to carry a secret, a standing order to copy mail). The text index
 * finds them with the others (literals.ts LITERALS).
 */
/** outward.ts's leads that are a destination: a URL's scheme mark, the reader's own reply (an address's `@` it finds itself). */
export const OUTWARD_TO: readonly string[] = ['://', 'your reply', 'your answer', 'your response'];
/**
 * outward.ts's leads that are a push against checking, telling or recording, where money, goods or access move, or
 * the words of such a move (moves.ts reads them).
 */
export const OUTWARD_PUSHES: readonly string[] = [
  'do not call',
  "don't call",
  'will be told',
  'instead of',
  'out of it',
  'out of the loop',
  'need to log',
  'need to record',
  'need for a',
  'two-factor',
  '2fa',
  'mfa',
  'skip the',
  'skip review',
  'skip approval',
  'bypass the',
  'without approval',
  'without asking',
  'branch protection',
  'between us',
  'dark',
  'bank details',
  'banking details',
  'bank account',
  'payment details',
  'payout account',
  'remittance',
  'ach info',
  'ach details',
  'payment instructions',
  'oop in',
  'cket needed',
  'a ticket',
  'quietly',
  // moves.ts's words of discretion, by letters rare where a word starts ("nfidential", not "confidential")
  'one else',
  'body else',
  'o know',
  'ld know',
  'st know',
  'off the record',
  'scuss',
  'bring it up',
  'bring this up',
  'radar',
  'yone notices',
  'nfidential',
];
/**
 * Where turns.ts reads a reply asked to carry a secret: inside the verb before "with" ("reply with", "respond with",
 * "answer with", "reply to this message with"), so the index's first letters are rare ones.
 */
export const REPLY_LEADS: readonly string[] = [
  'ply with',
  'ply only with',
  'ply to th',
  'spond with',
  'spond only with',
  'spond to th',
  'swer with',
  'swer only with',
];
/** Where turns.ts reads a standing order to copy mail: its verbs, by letters rare where a word starts ("rward"). */
export const COPY_LEADS: readonly string[] = ['cc ', 'copy', 'rward', 'mirror'];
/**
 * outward.ts's leads, in the order its kinds are read: destinations, a secret's rarer names and destinations a send
 * names in words (the chat, an address below: read as a name is, with no destination's place to check), pushes.
 * Chosen so their first three letters are rare in prose ("chat", not "the chat"): the index compares each literal
 * wherever its first three letters occur.
 */
export const OUTWARD_LEADS: readonly string[] = [
  ...OUTWARD_TO,
  'chat',
  'address below',
  'ntact below',
  'address listed',
  'following address',
  '~/.',
  '/etc/shadow',
  '.env',
  'cvv',
  'saved password',
  'recovery phrase',
  'seed phrase',
  'backup code',
  'alarm code',
  ...OUTWARD_PUSHES,
];
