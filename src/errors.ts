/**
 * Typed errors with a closed list of codes. Each class is raised where the fault is and
 * rendered once, at the CLI edge, through `exitCodeOf`. Messages name what was wrong and
 * where (flag, file, JSON path) and never carry secrets.
 */

/**
 * Exit codes, one meaning each, listed in `judge --help` and the README. A receipt named by id
 * that the store does not hold is 6 wherever it is named (`verify`, `--resolve`): its bytes may
 * have changed, and with them its id.
 */
export const ExitCode = {
  ok: 0,
  usage: 2,
  judgeUnavailable: 3,
  badAnswer: 4,
  store: 5,
  verificationFailed: 6,
  enforceDeny: 10,
  enforceAsk: 11,
  internal: 70,
} as const;
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

export type JudgeErrorKind =
  | 'usage'
  | 'judge-unavailable'
  | 'bad-answer'
  | 'store'
  | 'verification'
  | 'internal';

export abstract class JudgeError extends Error {
  abstract readonly kind: JudgeErrorKind;
  /** A stable, machine-readable code such as `input.json` or `store.not-initialised`. */
  readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
  /** `JudgeError(usage)`: the bundle is minified without class names, so the kind says it. */
  override get name(): string {
    return `JudgeError(${this.kind})`;
  }
}

/** Bad flags, bad input files, bad JSON, values out of range: the caller's to fix. */
export class UsageError extends JudgeError {
  readonly kind = 'usage' as const;
}

/** The judge could not answer: HTTP failure, timeout, oversize body, no body that is an answer. */
export class JudgeUnavailableError extends JudgeError {
  readonly kind = 'judge-unavailable' as const;
}

/** The judge answered, but not with a valid typed answer to every question. */
export class BadAnswerError extends JudgeError {
  readonly kind = 'bad-answer' as const;
  readonly problems: readonly string[];
  constructor(code: string, message: string, problems: readonly string[] = [], options?: { cause?: unknown }) {
    super(code, message, options);
    this.problems = problems;
  }
}

/** The store is missing, locked, corrupt, or holds a key that may not be used. */
export class StoreError extends JudgeError {
  readonly kind = 'store' as const;
}

/** A receipt, chain or package is missing or did not verify. */
export class VerificationError extends JudgeError {
  readonly kind = 'verification' as const;
}

/** A programmer's mistake inside judge; never the user's fault. */
export class InternalError extends JudgeError {
  readonly kind = 'internal' as const;
}

const exitByKind: Record<JudgeErrorKind, ExitCodeValue> = {
  usage: ExitCode.usage,
  'judge-unavailable': ExitCode.judgeUnavailable,
  'bad-answer': ExitCode.badAnswer,
  store: ExitCode.store,
  verification: ExitCode.verificationFailed,
  internal: ExitCode.internal,
};

export function exitCodeOf(err: unknown): ExitCodeValue {
  return err instanceof JudgeError ? exitByKind[err.kind] : ExitCode.internal;
}
