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

/**
 * Every error code, declared once, by class. A constructor accepts only its class's codes, so a
 * code is added here before it is raised (and listed in docs/errors.md, which a test holds to
 * this table); a code no throw site uses any more is removed (a test looks).
 */
export const ERROR_CODES = {
  usage: [
    'bound.invalid',
    'capability.invalid',
    'command.unknown',
    'config.invalid',
    'config.too-large',
    'config.unreadable',
    'content.no-text',
    'content.question-options',
    'content.question-type',
    'content.unknown-question',
    'contract.invalid',
    'cwd.missing',
    'env.home',
    'file.not-file',
    'file.unreadable',
    'flag.conflict',
    'flag.timeout',
    'format.invalid',
    'gate.agent',
    'home.invalid',
    'host.invalid',
    'http.insecure-url',
    'http.max-body',
    'http.timeout',
    'http.token',
    'http.url',
    'http.url-credentials',
    'http.url-scheme',
    'input.json',
    'input.missing',
    'input.not-object',
    'input.too-large',
    'input.utf8',
    'json.lone-surrogate',
    'json.non-finite',
    'json.not-json',
    'json.not-plain',
    'json.proto-key',
    'json.duplicate-key',
    'json.too-deep',
    'judge-key.invalid',
    'judge.path',
    'keys.exists',
    'keys.inside-workspace',
    'keys.system',
    'keys.unknown',
    'keys.uri',
    'log.all-and-session',
    'log.effect',
    'log.no-session',
    'log.outcome',
    'max-body.invalid',
    'max-connections.invalid',
    'network-scope.invalid',
    'out.write',
    'package.file-too-large',
    'package.missing',
    'package.no-receipts',
    'package.none',
    'package.not-dir',
    'package.out-not-dir',
    'package.out-not-empty',
    'package.too-deep',
    'package.too-large',
    'package.too-many-files',
    'passphrase.aborted',
    'passphrase.file',
    'passphrase.mismatch',
    'passphrase.permissions',
    'passphrase.short',
    'passphrase.unavailable',
    'permission-mode.invalid',
    'port.invalid',
    'question.instructions',
    'question.key',
    'question.levels',
    'question.not-object',
    'question.on_yes',
    'question.options',
    'question.threshold',
    'question.type',
    'question.unknown-field',
    'questions-file.empty',
    'questions-file.not-object',
    'receipt.schema',
    'replay.none',
    'request.json',
    'request.shape',
    'request.too-large',
    'resident.dir',
    'resolve.already',
    'resolve.by',
    'resolve.decision',
    'resolve.id',
    'resolve.key-ambiguous',
    'resolve.key-uri',
    'resolve.no-key',
    'resolve.not-a-judgement',
    'resolve.nothing',
    'resolve.raced',
    'resolve.reason',
    'resolve.route',
    'resolve.session-closed',
    'rules.invalid',
    'rules.overlay-digest',
    'rules.overlay-invalid',
    'rules.question-levels',
    'rules.question-options',
    'rules.question-type',
    'rules.unknown-question',
    'rules.unreadable',
    'scan.missing',
    'scan.no-paths',
    'scan.not-file',
    'scan.too-many',
    'scan.unreadable',
    'serve.listen',
    'serve.no-token',
    'session-key.alone',
    'session-key.invalid',
    'session.active',
    'session.id',
    'session.none',
    'set-by.invalid',
    'settings.json',
    'settings.shape',
    'settings.too-large',
    'settings.unreadable',
    'settings.write',
    'since.invalid',
    'source.invalid',
    'state-out.write',
    'states.missing',
    'states.too-large',
    'subject.invalid',
    'threshold.non-finite',
    'threshold.range',
    'threshold.type',
    'timeout.invalid',
    'token-file.permissions',
    'tool.invalid',
    'tool.missing',
    'trust.invalid',
    'trust.missing',
    'verify.id',
    'workers.invalid',
    'workspace.missing',
    'workspace.relative',
  ],
  'judge-unavailable': [
    'content.too-long',
    'http.body-json',
    'http.body-not-answer',
    'http.body-too-deep',
    'http.body-too-large',
    'http.body-utf8',
    'http.status',
    'http.timeout',
    'http.transport',
    'resident.none',
  ],
  'bad-answer': [
    'answer.duplicate-key',
    'answer.invalid',
    'answer.not-object',
    'cosign.invalid',
    'cosign.keyid',
    'cosign.malformed',
    'cosign.missing',
  ],
  store: [
    'key.corrupt',
    'key.missing',
    'key.passphrase',
    'key.permissions',
    'key.unreadable',
    'package.chain-invalid',
    'package.chain-unreadable',
    'package.key-missing',
    'package.overlay-corrupt',
    'package.state-corrupt',
    'package.write',
    'resident.start',
    'resolve.unreadable',
    'session.closed',
    'session.unknown',
    'store.chain-corrupt',
    'store.chain-order',
    'store.corrupt',
    'store.lock',
    'store.disk',
    'store.locked',
    'store.not-initialised',
    'store.unreadable',
    'store.write',
  ],
  verification: ['resolve.judgement-unverified', 'resolve.unknown'],
  internal: [
    'attest.state-digest',
    'attest.threshold',
    'emit.subjects',
    'receipt.signer',
    'rules.facts-state',
    'rules.lock-stale',
    'rules.pack-stripped',
    'serve.worker',
    'verify.verdicts',
  ],
} as const;

export type JudgeErrorKind = keyof typeof ERROR_CODES;
/** The codes of one kind of error (all codes when the kind is not known). */
export type ErrorCode<K extends JudgeErrorKind = JudgeErrorKind> = (typeof ERROR_CODES)[K][number];
export type UsageCode = ErrorCode<'usage'>;
export type JudgeUnavailableCode = ErrorCode<'judge-unavailable'>;
export type BadAnswerCode = ErrorCode<'bad-answer'>;
export type StoreCode = ErrorCode<'store'>;
export type VerificationCode = ErrorCode<'verification'>;
export type InternalCode = ErrorCode<'internal'>;

export interface JudgeErrorOptions {
  cause?: unknown;
  /**
   * What the fault is in, as the raising layer knows it: a parameter or JSON path (`threshold`,
   * `input.command`). A layer below the CLI does not know whether a value came from a flag, an
   * environment variable or a request body; the edge that does renames it with `at`.
   */
  where?: string;
}

export abstract class JudgeError<K extends JudgeErrorKind = JudgeErrorKind> extends Error {
  abstract readonly kind: K;
  /** A stable, machine-readable code such as `input.json` or `store.not-initialised`. */
  readonly code: ErrorCode<K>;
  /** The message without its `where:` prefix. */
  readonly detail: string;
  #where: string | undefined;
  constructor(code: ErrorCode<K>, message: string, options?: JudgeErrorOptions) {
    super(
      options?.where === undefined ? message : `${options.where}: ${message}`,
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.code = code;
    this.detail = message;
    this.#where = options?.where;
  }
  get where(): string | undefined {
    return this.#where;
  }
  /** Names where the fault is as the user supplied it (`--threshold`, `JUDGE_THRESHOLD`). */
  at(where: string): this {
    this.#where = where;
    this.message = `${where}: ${this.detail}`;
    return this;
  }
  /** `JudgeError(usage)`: the bundle is minified without class names, so the kind says it. */
  override get name(): string {
    return `JudgeError(${this.kind})`;
  }
}

/** Bad flags, bad input files, bad JSON, values out of range: the caller's to fix. */
export class UsageError extends JudgeError<'usage'> {
  readonly kind = 'usage' as const;
}

/** The judge could not answer: HTTP failure, timeout, oversize body, no body that is an answer. */
export class JudgeUnavailableError extends JudgeError<'judge-unavailable'> {
  readonly kind = 'judge-unavailable' as const;
}

/** The judge answered, but not with a valid typed answer to every question. */
export class BadAnswerError extends JudgeError<'bad-answer'> {
  readonly kind = 'bad-answer' as const;
  readonly problems: readonly string[];
  constructor(code: BadAnswerCode, message: string, problems: readonly string[] = [], options?: JudgeErrorOptions) {
    super(code, message, options);
    this.problems = problems;
  }
}

/** The store is missing, locked, corrupt, or holds a key that may not be used. */
export class StoreError extends JudgeError<'store'> {
  readonly kind = 'store' as const;
}

/** A receipt, chain or package is missing or did not verify. */
export class VerificationError extends JudgeError<'verification'> {
  readonly kind = 'verification' as const;
}

/** A programmer's mistake inside judge; never the user's fault. */
export class InternalError extends JudgeError<'internal'> {
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
  return err instanceof JudgeError ? exitByKind[(err as JudgeError).kind] : ExitCode.internal;
}
