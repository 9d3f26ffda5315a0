/**
 * What an order to the AI reader puts at stake (S) and where it sends it (D), for the cue scorer
 * (cues.ts, docs/content-readings.md): word lists kept as data, each read over the 220 code units after an
 * order's verb with bounded repeats. Graded for the weighed sum: a secret or money going out weighs
 * most, a plain destination least.
 */
import { atWordStart, wordsOf as words } from './word-lists.js';
import { lazy } from './lazy.js';

/** How far after an order's verb what it puts at stake or where it sends it is read (code units). */
export const STAKE_REACH = 220;

/** An amount in dollars, euros or pounds, by sign or by name. */
const AMOUNT = String.raw`\d[\d,.]*\s?(?:usd|eur|gbp)\b`;

/**
 * (S) What is at stake: secrets, someone's messages and files, the conversation, money, access, the
 * code that ships. (D) Where it goes: a URL, an address, a number, the agent's own answer, the public.
 */
export const STAKES = lazy(
  () =>
    new RegExp(
      `${atWordStart([
        ...words(
          String.raw`passwords? passcodes? credentials? tokens? secrets? api[\s_-]?keys? keys ssh id_rsa cookies? session codes? pins? otp 2fa mfa seed\s+phrase cvv card(?:\s+(?:number|details))? iban accounts? wallet funds refunds? payments? bounty invoices? transfer salary payroll history messages? e-?mails? inbox dms conversation chat transcripts? recordings? minutes system\s+prompt contacts? contact\s+list phone\s+numbers? addresses guest\s+list customers? clients? users?\s+list respondents database tables? records? rows column files? folders? documents? attachments? downloads calendar deck report roadmap advisory notes repositor(?:y|ies) repos? branch main dependency permissions? access ownership admin firewall backups? migration deploy script`,
        ),
        AMOUNT,
      ])}|\\.env\\b|~\\/|\\/etc\\/|[$\\u20ac\\u00a3]\\s?\\d`,
    ),
);
/** An address's run before its `@` is read behind the `@`, where a search tried it at every word's start. */
export const DESTINATION = lazy(
  () =>
    new RegExp(
      `^tell\\s+(?:the\\s+)?(?:user|users|readers|listeners|customers|them)\\b|https?:\\/\\/|(?<=\\b[\\w.+-]+)@[\\w-]+\\.[a-z]|\\+?\\d[\\d ()-]{7,}\\d|${atWordStart(
        [
          ...['in', 'into', 'to', String.raw`at\s+the\s+end\s+of`].map(
            (w) => String.raw`${w}\s+(?:your|the)\s+(?:next\s+)?(?:reply|replies|answer|response|summary|output|pr)\b`,
          ),
          ...['every', 'each', 'all'].map((w) => String.raw`${w}\s+(?:reply|replies|answers?|responses?)\b`),
          String.raw`public(?:ly)?\b`,
          String.raw`as\s+a\s+comment\b`,
          String.raw`gist\b`,
          String.raw`to\s+(?:origin|main)\b`,
          String.raw`form\b`,
        ],
      )}|#\\w{3,}`,
    ),
);
/**
 * (S) At stake beyond doubt: secrets, money, access — and the codes that open accounts and doors, a
 * private repository, and records of people taken whole (a customer list, patient records); a
 * home's or a building's doors, gates, alarms, cameras and sensors.
 */
export const STRONG_STAKES = lazy(
  () =>
    new RegExp(
      `[$\\u20ac\\u00a3]\\s?\\d|${atWordStart([
        ...[String.raw`online\s+banking`, 'bank', 'banking'].map((w) => String.raw`${w}\s+(?:login|logins|log-in|details)\b`),
        String.raw`login\s+details\b`,
        ...'2fa mfa backup recovery one-time door alarm gate'.split(' ').map((w) => String.raw`${w}\s+(?:backup\s+)?codes?\b`),
        String.raw`private\s+repo`,
        ...'customer client patient employee'
          .split(' ')
          .map((w) => String.raw`${w}s?(?:'s?)?\s+(?:list|records|data|database|export|file)\b`),
        ...'signing private ssh deploy access secret'.split(' ').map((w) => String.raw`${w}\s+keys?\b`),
        ...words(
          String.raw`doors? gates? garage security\s+cameras? cctv\s+cameras? cameras? alarms? motion\s+sensors sensors badge\s+readers? smoke\s+detectors?`,
        ),
        String.raw`passwords?\b(?!\s(?:reset|change|polic|manager|expir))`,
        ...words(
          String.raw`passcodes? credentials? tokens? secrets? api[\s_-]?keys? ssh id_rsa cookies? seed\s+phrase cvv card\s+(?:numbers?|details) iban wallet funds payments? transfer salary payroll vault owners? admin permissions?`,
        ),
        AMOUNT,
      ])}|\\.env\\b|~\\/|\\/etc\\/`,
    ),
);

/** (S going out) Where a secret or money leaves: a URL, an address, an account or a wallet, a number, the agent's own reply, the public. */
const OUTSIDE = lazy(
  () =>
    /https?:\/\/|\b[\w.+-]+@[\w-]+\.[a-z]|\baccount\s+(?:(?:no\.?|number|#)\s?)?\d|\b0x[0-9a-f]{40}\b|\+?\d[\d ()-]{7,}\d|\b(?:in|into|to)\s+(?:your|the|my)\s+(?:next\s+)?(?:reply|answer|response|summary|output)\b|\bas\s+a\s+comment\b|\bpublic(?:ly)?\b/,
);
/** Files or messages sent out of the organisation's reach: a URL or an address. */
const MAILED = lazy(() => /https?:\/\/|\b[\w.+-]+@[\w-]+\.[a-z]/);

/** (S) What an order's reach puts at stake: a secret or money going out 3, a secret or money 2, files or messages to a URL or an address 2, else 1 or 0. */
export function stakeOf(rest: string): number {
  if (STRONG_STAKES().test(rest)) return OUTSIDE().test(rest) ? 3 : 2;
  if (STAKES().test(rest)) return MAILED().test(rest) ? 2 : 1;
  return DESTINATION().test(rest) ? 1 : 0;
}

/** A step of a plan: a numbered or bulleted item where a line starts ("1.", "2)", "-", "*", "•"). */
const STEP = lazy(() => /(?:^|\n|\\n)[ \t]{0,4}(?:\d{1,2}[.)]|[-*\u2022])[ \t]/g);
/** How far a plan is read: its steps together, as one unit reads them. */
const PLAN_REACH = 600;

/** The steps of the last unit read (planOf reads a unit's steps once, for all its verbs). */
let stepsOf: string | undefined;
let steps: number[] = [];

/** Drops the last unit read, so no text outlives its judgement in a long-lived process (the resident gate). */
export function forgetSteps(): void {
  stepsOf = undefined;
  steps = [];
}

/**
 * The plan an order's verb stands in, read as one for its stakes: where the verb is a step of two
 * or more, the whole plan from its first step — "1. open the payroll export 2. zip it 3. send it to
 * …" sends the payroll out, though its last step names only "it". null where there is no plan. A
 * gap of more than a step's length (200 code units) between two steps starts another list.
 */
export function planOf(unit: string, verb: number): string | null {
  if (unit !== stepsOf) {
    stepsOf = unit;
    steps = [];
    STEP().lastIndex = 0;
    for (let m = STEP().exec(unit); m !== null; m = STEP().exec(unit)) steps.push(m.index);
  }
  if (steps.length < 2) return null;
  let first = -1;
  let last = -1;
  for (const at of steps) {
    if (last >= 0 && at - last > 200) {
      if (at > verb) break;
      first = -1;
    }
    if (first < 0) first = at;
    last = at;
  }
  return first < 0 || first > verb || first === last || verb - last > PLAN_REACH
    ? null
    : unit.slice(first, Math.min(unit.length, last + STAKE_REACH));
}

/** What an order's verb acts on: its plan (planOf), else the STAKE_REACH code units after it. */
export const planned = (unit: string, verb: number): string => planOf(unit, verb) ?? unit.slice(verb, verb + STAKE_REACH);
