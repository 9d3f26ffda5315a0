/**
 * The closed list of reason codes the content guard reports (docs/content.md). A finding's code
 * is always one of these, never free text, so a reason can never repeat the content it describes.
 * rules/content.json lists each question's codes; test/unit/content-pack.test.ts keeps the two equal.
 */
export const CONTENT_QUESTIONS = [
  'adversarial_url',
  'capability',
  'card_number',
  'credential_leak',
  'encoded_payload',
  'hidden_unicode',
  'personal_data',
  'prompt_injection',
  'supply_chain',
] as const;
export type ContentQuestion = (typeof CONTENT_QUESTIONS)[number];

export const REASON_CODES = {
  prompt_injection: [
    'injection_override',
    'injection_role',
    'injection_hidden_text',
    'injection_tool_coercion',
    'injection_data_request',
    'injection_learned',
    'injection_weak',
  ],
  credential_leak: [
    'credential_api_key',
    'credential_private_key',
    'credential_password',
    'credential_jwt',
    'credential_service_account',
    'credential_example',
  ],
  card_number: ['card_number'],
  personal_data: ['personal_iban', 'personal_ssn', 'personal_national_id'],
  encoded_payload: ['encoded_script', 'encoded_executable', 'encoded_instructions'],
  hidden_unicode: ['unicode_tag', 'unicode_bidi', 'unicode_zero_width'],
  adversarial_url: ['url_metadata_endpoint', 'url_credential_query', 'url_exfiltration', 'url_lookalike_host', 'url_numeric_host'],
  supply_chain: ['supply_pipe_to_shell', 'supply_remote_install', 'supply_download_execute'],
  capability: ['capability_unrestricted_shell', 'capability_skip_prompts', 'capability_hook_command'],
} as const satisfies Record<ContentQuestion, readonly string[]>;

export type ReasonCode = (typeof REASON_CODES)[ContentQuestion][number];

/**
 * Codes that are signals, not findings: they change no answer and leave the question unsure.
 * `credential_example` is a vendor's documented example key (AWS's `…EXAMPLE`): not a leak, but
 * redacted like any credential-shaped value.
 */
export const WEAK_CODES: ReadonlySet<ReasonCode> = new Set<ReasonCode>(['injection_weak', 'credential_example']);

/** What a redaction marker names: `[REDACTED:<type>]`. */
export const REDACTION_TYPES = [
  'api_key',
  'private_key',
  'password',
  'secret',
  'jwt',
  'card_number',
  'iban',
  'ssn',
  'national_id',
] as const;
export type RedactionType = (typeof REDACTION_TYPES)[number];

/** One detection: a half-open span [start, end) of UTF-16 code units into the text it was found in. */
export interface Hit {
  code: ReasonCode;
  start: number;
  end: number;
  /** Set on secrets and personal data: the span is masked in excerpts, and replaced by --redact. */
  redact?: RedactionType;
}

const QUESTION_OF = new Map<string, ContentQuestion>(CONTENT_QUESTIONS.flatMap((q) => REASON_CODES[q].map((c) => [c, q] as const)));

/** Removes, in place and in order, the findings of `out` from `from` on for which `drop` holds (a set-aside's pass). */
export function dropFindings(out: Hit[], from: number, drop: (h: Hit) => boolean): void {
  let w = from;
  for (let r = from; r < out.length; r++) {
    const h = out[r]!;
    if (!drop(h)) out[w++] = h;
  }
  out.length = w;
}

/**
 * Whether a reading at `out`'s end finds a finding stronger than a weak order among the hits from `own` on (the
 * readings run in order, each only where those before it found nothing strong).
 */
export function strongSince(out: readonly Hit[], own: number): boolean {
  for (let i = own; i < out.length; i++) if (out[i]!.code !== 'injection_weak') return true;
  return false;
}

/** The question a code answers; every code belongs to exactly one. */
export function questionOf(code: ReasonCode): ContentQuestion {
  return QUESTION_OF.get(code)!;
}
