/**
 * Every bound on the work one analysis may do, beside SHELL_LIMITS (types.ts), which callers
 * see. A bound hit is reported as an issue and the parse goes on as `partial`; the rules treat
 * a partial parse as dangerous, so no bound can turn a command into an allow. The tests of the
 * bounds are in test/unit/shell-bounds.test.ts.
 */
import { SHELL_LIMITS, type ParseIssue, type ParseIssueCode } from './types.js';

/** Total work for expansions and re-parsing, in characters, relative to the longest line read. */
export const EXPANSION_BUDGET = 4 * SHELL_LIMITS.maxLength;
/** Most issues kept: past it, more of the same tells the reader nothing. */
export const MAX_ISSUES = 64;
/** Most digits read as a redirection's descriptor (`123>f`); a longer number is a word. */
export const MAX_FD_DIGITS = 9;
/** Most variables (and aliases) tracked per line; more are unknown (keeps state copies small). */
export const MAX_VARS = 128;
/** Most items taken from a static xargs/parallel input. */
export const MAX_ITEMS = 64;
/** Most commands run from an xargs `-I` or parallel template, one per input item. */
export const MAX_TEMPLATE_RUNS = 16;
/** Most wrappers peeled off one command (`sudo env nice timeout … cmd`). */
export const MAX_WRAPPERS = 64;
/** Budget charged for expanding one function call. */
export const CALL_COST = 1024;
/** Longest word brace-expanded (real ones are short; longer ones stay literal, with an issue). */
export const MAX_BRACE_WORD = 4096;
/** Most words one brace expansion yields, braces nested, and items in one `{a..z}` sequence. */
export const MAX_BRACE_RESULTS = 256;
export const MAX_BRACE_DEPTH = 32;
export const MAX_SEQUENCE = 256;
/** Longest `{a..b..c}` text read as a sequence. */
export const MAX_SEQUENCE_TEXT = 40;
/** Times printf reuses its format for arguments left over, and its largest width or precision. */
export const MAX_PRINTF_ROUNDS = 64;
export const MAX_PRINTF_WIDTH = 4096;
/** Longest `a-z` range in a tr set, and most characters in one set. */
export const MAX_TR_RANGE = 4096;
export const MAX_TR_SET = 8192;
/** Most tokens in a `$((…))` evaluated; a longer expression is unknown. */
export const MAX_ARITH_TOKENS = 256;
/** `${x#pat}` with a glob tries every split: only values and patterns this short. */
export const MAX_GLOB_TRIM_VALUE = 256;
export const MAX_GLOB_TRIM_PATTERN = 64;

/** A work allowance shared by one analysis, so expansions and re-parses stay linear-bounded. */
export class Budget {
  used = 0;
  exhausted = false;
  /** Commands and substitutions parsed so far, across every nested parse of one analysis. */
  commands = 0;
  constructor(readonly limit: number) {}
  /** Spend `n` units; false (and exhausted from then on) once the allowance is gone. */
  charge(n: number): boolean {
    if (this.exhausted) return false;
    this.used += n;
    if (this.used > this.limit) this.exhausted = true;
    return !this.exhausted;
  }
}

/** What every parse of one analysis shares: where issues go, the budget, and whether to stop. */
export interface ParseState {
  issues: ParseIssue[];
  budget: Budget;
  /** Set when a bound is hit: the rest of this text is not parsed. */
  aborted: boolean;
}

/** Records an issue once (the same code and detail twice is one issue), up to MAX_ISSUES. */
export function addIssue(issues: ParseIssue[], code: ParseIssueCode, detail: string): void {
  if (issues.length >= MAX_ISSUES) return;
  for (const i of issues) if (i.code === code && i.detail === detail) return;
  issues.push({ code, detail });
}
