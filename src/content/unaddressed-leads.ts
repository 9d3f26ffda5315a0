/**
 * The literal index's words (literals.ts) for set-aside.ts and task-orders.ts: each reading runs only where one of its
 * words occurs, so plain prose pays the index's one pass and nothing else. Lower-case ASCII, each starting with three
 * letters rare at English words' starts.
 */

/** Verbs of setting aside in Latin letters (set-aside.ts): the shared stem and each language's own. */
export const SET_ASIDE_LEADS: readonly string[] = [
  'ignor',
  'zaborav',
  'zanemar',
  'zabudn',
  'pozabi',
  'prezri',
  'nepaisy',
  'aizmirs',
  'unusta',
  'vergeet',
  'verontag',
  'obazir',
  'hunsa',
  'injora',
  'se bort fra',
  'glem ',
  'eira ',
];
/** The reader's task, the evidence set aside and a tool's write (task-orders.ts). */
export const TASK_ORDER_LEADS: readonly string[] = [
  'summari',
  'condense',
  'ingested',
  'digested',
  'turned into',
  'read by',
  'ranking',
  'scoring',
  'evaluating',
  'triaging',
  'processed',
  'even if',
  'even when',
  'even though',
  'regardless',
  'no matter',
];
