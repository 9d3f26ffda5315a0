/**
 * credential_leak: secrets recognised by their shape *and* their context — a provider's documented
 * key format, a PEM private key block, a password between `:` and `@` in a URL, a literal value
 * assigned to a secret-named key, a JSON web token, a service-account key. A long random string
 * alone is never a credential here (hashes, UUIDs and ids are not). Every pattern is linear:
 * character classes with bounded repeats and no nested quantifiers.
 */
import type { Hit, RedactionType } from './codes.js';
import { forgetTakenSpans, scrambledLetters } from './named-secrets.js';
import { dropBuildLineValues } from './build-lines.js';
import { readCredentialKinds } from './credential-readings.js';
import { firstNotBefore } from './halving.js';
import { type AnchorPlaces, literalId, mergedAscending, type Text } from './find.js';
import { lowerCased } from './lower.js';
import { isHexDigit } from './prefixes.js';
import { isPlaceholder, isPlaceholderKey, looksLiteral, meetingPasscode, readsAsSecret, urlPasswordStandIn } from './placeholders.js';
import { looksIssued, moreKeys, type Short } from './more-keys.js';
import { lazy } from './lazy.js';

interface Shape {
  /**
   * Literals one of which every match holds, `at` code units after its start (0 by default); each
   * in lower case is one of find.ts's LITERALS.
   */
  prefix?: string | readonly string[];
  at?: number;
  re: RegExp;
  type: RedactionType;
  /** The capture group that is the secret (0: the whole match). */
  group?: number;
  /** A key shorter than the provider issues it, and how long its prefix is: its body must look random (looksIssued). */
  short?: Short;
}

/** Provider key formats, each with a fixed prefix, so a random string cannot match by chance. */
const PROVIDER_KEYS: Shape[] = [
  { prefix: ['AKIA', 'ASIA', 'ABIA', 'ACCA'], re: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/, type: 'api_key' },
  {
    prefix: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'],
    re: /\bgh[pousr]_[A-Za-z0-9]{20,255}(?![A-Za-z0-9])/,
    type: 'api_key',
    short: { issued: 40, prefix: 4 },
  },
  { prefix: 'github_pat_', re: /\bgithub_pat_[A-Za-z0-9_]{30,255}\b/, type: 'api_key', short: { issued: 71, prefix: 11 } },
  { prefix: 'glpat-', re: /\bglpat-[A-Za-z0-9_-]{20,64}\b/, type: 'api_key' },
  { prefix: 'sk-ant-', re: /\bsk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{32,200}/, type: 'api_key' },
  { prefix: 'sk-', re: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{32,200}/, type: 'api_key' },
  { prefix: 'xox', re: /\bxox[abposr]-[0-9A-Za-z-]{10,200}/, type: 'api_key' },
  // The path is the secret; `https://hooks.slack.com/services/` stays readable.
  {
    prefix: 'https://hooks.slack.com/',
    re: /\bhttps:\/\/hooks\.slack\.com\/services\/([A-Za-z0-9/_-]{20,120})/,
    type: 'secret',
    group: 1,
  },
  // A Discord webhook's token, the part after its id, likewise (also `discordapp.com`, the `ptb.` and `canary.` hosts).
  {
    prefix: 'discord',
    re: /(?<=\/\/(?:ptb\.|canary\.)?)discord(?:app)?\.com\/api\/(?:v\d{1,2}\/)?webhooks\/\d{5,25}\/([A-Za-z0-9_-]{40,100})(?![A-Za-z0-9_-])/,
    type: 'secret',
    group: 1,
  },
  { prefix: ['_live_', '_test_'], at: 2, re: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,200}\b/, type: 'api_key' },
  { prefix: 'AIza', re: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/, type: 'api_key' },
  { prefix: 'SG.', re: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/, type: 'api_key' },
  { prefix: 'npm_', re: /\bnpm_[A-Za-z0-9]{20,36}\b/, type: 'api_key', short: { issued: 40, prefix: 4 } },
  { prefix: 'pypi-', re: /\bpypi-AgE[A-Za-z0-9_-]{50,300}/, type: 'api_key' },
  // Also right after a JSON string's `\n` (a notebook's source lines): no word boundary there.
  { prefix: 'hf_', re: /(?:\b|(?<=\\[nrt]))hf_[A-Za-z0-9]{20,34}\b/, type: 'api_key', short: { issued: 37, prefix: 3 } },
  { prefix: 'dop_v1_', re: /\bdop_v1_[a-f0-9]{64}\b/, type: 'api_key' },
  { prefix: ['shpat_', 'shpca_', 'shppa_', 'shpss_'], re: /\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/, type: 'api_key' },
  { prefix: 'AccountKey=', re: /\bAccountKey=([A-Za-z0-9+/]{60,120}={0,2})/, type: 'secret', group: 1 },
  { prefix: 'Bearer', re: /\bBearer[ \t]+([A-Za-z0-9._~+/-]{24,2000}=*)/, type: 'secret', group: 1 },
  // Also `aws configure set aws_secret_access_key <key>`: a blank for the `=`.
  { re: /\baws_secret_access_key(?:\s*[=:]\s*|[ \t]+)["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/i, type: 'secret', group: 1 },
  // Redshift's `UNLOAD … SECRET_ACCESS_KEY '<key>'`: its quotes bound it (30 to 60 characters).
  { prefix: 'secret', re: /\bsecret_access_key[ \t]{1,4}\\?'([A-Za-z0-9/+]{30,60})\\?'/i, type: 'secret', group: 1 },
  // An access key id's secret written as the next argument (ClickHouse's `s3(url, 'AKIA…', '<secret>')`).
  {
    prefix: ['AKIA', 'ASIA'],
    re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\\?['"][ \t]{0,3},[ \t]{0,3}\\?['"]([A-Za-z0-9/+]{30,60})\\?['"]/,
    type: 'secret',
    group: 1,
  },
];

/**
 * A vendor's documented example key marks itself (AWS: `AKIAIOSFODNN7EXAMPLE`, `wJalrXUtnFrEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`):
 * not a leak, but still replaced by --redact, which replaces every credential-shaped value (docs/content.md).
 */
export const EXAMPLE_KEY = lazy(() => /EXAMPLE/);

const JWT = lazy(() => /\beyJ[A-Za-z0-9_-]{8,2000}\.eyJ[A-Za-z0-9_-]{8,4000}\.[A-Za-z0-9_-]{16,1000}/);

const PEM_BEGIN = lazy(() => /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP |ED25519 )?PRIVATE KEY(?: BLOCK)?-----/);
/** How far into PEM_BEGIN its `PRIVATE KEY` lies at most (`-----BEGIN ENCRYPTED `). */
const PEM_REACH = 21;
/** A key block longer than this is cut: what is redacted runs to here (or to the window's end). */
const PEM_MAX = 16_384;

/**
 * `//user:password@host` after a scheme (the user may be empty: `redis://:pw@host`); the password is group 1. Anchored at
 * `://`. A password may hold an `@` written raw (`user:pa55@word@host`, `user:Secr3t!@@host`): clients split the user
 * information at its last `@`, and so does this (two at most inside; the parts between are disjoint from `@`).
 */
const URL_PASSWORD = lazy(() => /:\/\/[^\s:@/?#"'<>]{0,128}:([^\s@/"'<>]{1,256}(?:@[^\s@/"'<>]{0,64}){0,2})@[^\s@/"'<>]/);

/**
 * A secret-named key with a literal value: `password = "…"`, `"api_key": "…"`, `SECRET_TOKEN=…`, a Wi-Fi
 * network's `psk="…"`, a form's `password_confirmation: '…'`, Go's `password := "…"` (its `:=` tried before `:`).
 * The regex starts at the key word, which ends the key (`db_password`, `clientSecret`); group 1 is a quoted value's
 * quote — escaped too, as in code kept inside a JSON string (a notebook's `token=\"…\"`) —, group 2 the value.
 */
export const ASSIGNMENT = lazy(
  () =>
    /(?:secret[_-]?key|secretkey|secret|passwd|password[_-]?confirmation|password[_-]?confirm|password|passphrase|pwd|api[_-]?key|apikey|access[_-]?key|accesskey|auth[_-]?token|access[_-]?token|refresh[_-]?token|bearer[_-]?token|client[_-]?secret|private[_-]?key|token|psk|secret[_-]?value|pass)["']?[ \t]{0,4}(?:=>|:=|=|:)[ \t]{0,4}(\\?["']|)([^\s"'`,;(){}[\]<>]{1,512})/i,
);

/** The anchors (find.ts LITERALS) every key word of ASSIGNMENT holds one of. */
const ASSIGNMENT_ANCHORS = ['secret', 'pass', 'pwd', 'key', 'token', 'psk'];

/**
 * Where ASSIGNMENT is tried: for each key word (`[_-]?` written out each way: `api_key`,
 * `api-key`, `apikey`), at its first anchor, so many code units before it, where its first letter
 * is. Derived from the pattern itself, so the two cannot drift apart.
 */
export const ASSIGNMENT_PLACES: AnchorPlaces = (() => {
  const source = ASSIGNMENT().source;
  const words = new Set(
    source
      .slice(3, source.indexOf(')'))
      .split('|')
      .flatMap((w) => ['_', '-', ''].map((sep) => w.replace('[_-]?', sep))),
  );
  const places = new Map<string, Map<number, string>>();
  for (const w of words) {
    const anchor = ASSIGNMENT_ANCHORS.find((a) => w.includes(a));
    if (!/^[a-z_-]+$/.test(w) || anchor === undefined) throw new Error(`credentials: key word "${w}" has no anchor`);
    const offsets = places.get(anchor) ?? new Map<number, string>();
    const at = w.indexOf(anchor);
    if (!(offsets.get(at) ?? '').includes(w[0]!)) offsets.set(at, (offsets.get(at) ?? '') + w[0]);
    places.set(anchor, offsets);
  }
  return new Map([...places].map(([a, offsets]) => [a, [...offsets]] as const));
})();

/** ASSIGNMENT_PLACES with each set of first letters as a table by code unit. */
const ASSIGNMENT_TABLES: ReadonlyArray<readonly [string, ReadonlyArray<readonly [number, Uint8Array]>]> = [...ASSIGNMENT_PLACES].map(
  ([anchor, where]) =>
    [
      anchor,
      where.map(([offset, firsts]) => {
        const table = new Uint8Array(128);
        for (let i = 0; i < firsts.length; i++) table[firsts.charCodeAt(i)] = 1;
        return [offset, table] as const;
      }),
    ] as const,
);

/**
 * For each anchor of ASSIGNMENT_PLACES, how far past its end the key words that hold it run at
 * most: the pattern's `=` or `:` comes at most that far, a quote and four blanks more, past it.
 */
const ASSIGNMENT_REACH: ReadonlyMap<string, number> = (() => {
  const source = ASSIGNMENT().source;
  const reach = new Map<string, number>();
  for (const w of source
    .slice(3, source.indexOf(')'))
    .split('|')
    .flatMap((w) => ['_', '-', ''].map((sep) => w.replace('[_-]?', sep)))) {
    const anchor = ASSIGNMENT_ANCHORS.find((a) => w.includes(a))!;
    const tail = w.length - w.indexOf(anchor) - anchor.length;
    reach.set(anchor, Math.max(reach.get(anchor) ?? 0, anchor.length + tail + 5));
  }
  return reach;
})();

/**
 * Where ASSIGNMENT is tried: what Text.findBefore tries for ASSIGNMENT_PLACES, less the anchors
 * with no `=` or `:` within their reach (most of them: a word in prose, a name in code), which
 * no match holds. Null without the shared index.
 */
export function assignmentStarts(t: Text): Float64Array | null {
  const text = t.text;
  const starts: number[] = [];
  for (const [anchor, where] of ASSIGNMENT_TABLES) {
    const at = t.at(anchor);
    if (at === null) return null;
    const reach = ASSIGNMENT_REACH.get(anchor)!;
    for (const a of at) {
      let op = false;
      for (let i = a + anchor.length, last = Math.min(text.length - 1, a + reach); i <= last && !op; i++) {
        const c = text.charCodeAt(i);
        op = c === 61 || c === 58;
      }
      if (!op) continue;
      for (const [offset, firsts] of where) {
        const p = a - offset;
        if (p < 0) continue;
        // Lower case, as the index reads the text (no code unit outside ASCII starts a key word).
        let c = text.charCodeAt(p);
        if (c >= 65 && c <= 90) c += 32;
        if (c < 128 && firsts[c] === 1) starts.push(p);
      }
    }
  }
  // Sorted as numbers natively, not by calling back to compare.
  return Float64Array.from(starts).sort();
}

/** A publishable key's prefix, and a key's name that says it is public. */
const PUBLIC_VALUE = lazy(() => /^(?:pk_(?:live|test)_|pk\.eyJ)/);
const PUBLIC_NAME = lazy(() => /(?:public|publishable)[_-]?$/i);

export const SERVICE_ACCOUNT = lazy(() => /"type\\?"\s*:\s*\\?"service_account\\?"/);
const BLANK = lazy(() => /\s/);

/**
 * Where SERVICE_ACCOUNT can start, ascending: read back from each `service_account` the shared
 * index holds, over `"`, blanks, `:` and blanks, to a `"type"` that ends there (the pattern's one
 * shape, so a match starts at one of these). Without the index: at each `"type"`.
 */
export function serviceAccountStarts(t: Text): number[] {
  const text = t.text;
  const names = t.at('service_account');
  if (names === null) return occurrences(text, '"type"');
  const starts: number[] = [];
  for (const name of names) {
    let p = name - 1;
    if (text.charCodeAt(p) !== 34) continue;
    // Quotes escaped too (`\"type\": \"service_account\"`), as a notebook's cell holds the document.
    if (text.charCodeAt(p - 1) === 92) p--;
    while (p > 0 && BLANK().test(text[p - 1]!)) p--;
    if (text.charCodeAt(--p) !== 58) continue;
    while (p > 0 && BLANK().test(text[p - 1]!)) p--;
    if (p >= 6 && text.startsWith('"type"', p - 6)) starts.push(p - 6);
    else if (p >= 7 && text.startsWith('"type\\"', p - 7)) starts.push(p - 7);
  }
  return starts;
}

/** Where `word` occurs in `text` (case-sensitive), ascending: where a pattern that starts with it is tried. */
function occurrences(text: string, word: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) at.push(i);
  return at;
}

/** Whether the blank-free token holding `at` is an Amazon Resource Name (`arn:partition:service:…`). */
function isInsideArn(text: string, at: number): boolean {
  let p = at;
  for (; p > 0 && at - p < 256; p--) {
    const c = text.charCodeAt(p - 1);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 34 || c === 39 || c === 61 || c === 44) break;
  }
  return text.startsWith('arn:', p);
}

/** Whether `at` follows Cloud Run's `--set-secrets`/`--update-secrets` on its line (within 300 code units). */
function setsSecrets(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 300), at);
  const line = before.slice(Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) + 1);
  return /--(?:set|update)-secrets[ =]/.test(line);
}

/** How far a key word is looked back from, or on to its `@`, to place it in a URL (code units). */
const URL_REACH = 256;

/**
 * Whether `at` is in a URL's user information (`https://x-access-token:ghp_…@github.com/`): after
 * `scheme://` with no `/` between, and before an `@` that comes ahead of any `/`, `?`, `#` or blank.
 * The password there is URL_PASSWORD's, which ends it at the `@`, where an assignment would run on
 * into the host and path; a key after the host (`https://host;ApiKey=…`) is an assignment.
 */
function isInUserInfo(text: string, at: number): boolean {
  let scheme = false;
  for (let p = at - 1; p >= 0 && at - p < URL_REACH; p--) {
    const c = text.charCodeAt(p);
    if (c === 47) {
      scheme = p >= 2 && text.charCodeAt(p - 1) === 47 && text.charCodeAt(p - 2) === 58; // `://` before any other `/`
      break;
    }
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 34 || c === 39 || c === 64 || c === 63 || c === 35) return false;
  }
  if (!scheme) return false;
  for (let p = at; p < text.length && p - at < URL_REACH; p++) {
    const c = text.charCodeAt(p);
    if (c === 64) return true;
    if (c === 47 || c === 63 || c === 35 || c === 32 || c === 9 || c === 10 || c === 13 || c === 34 || c === 39) return false;
  }
  return false;
}

/** Whether the key word at `at` ends a query parameter's name (`?password=`, `&db_password=`). */
function isQueryParameter(text: string, at: number): boolean {
  let p = at;
  for (; p > 0 && at - p < 32; p--) {
    const c = text.charCodeAt(p - 1) | 0x20;
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 0x7f || c === 0x2e || c === 0x2d)) break;
  }
  const c = text[p - 1];
  return c === '?' || c === '&';
}

/**
 * Each shape's prefixes in lower case, as their ids in find.ts's literals, looked up once: lower-casing
 * and looking them up for every text was most of what a short text paid here.
 */
const PREFIX_IDS: number[][] = [];
for (const s of PROVIDER_KEYS) {
  const ids: number[] = [];
  if (s.prefix !== undefined) for (const p of typeof s.prefix === 'string' ? [s.prefix] : s.prefix) ids.push(literalId(p.toLowerCase()));
  PREFIX_IDS.push(ids);
}
const ALL_PREFIX_IDS: readonly number[] = PREFIX_IDS.flat();

export function detectCredentials(t: Text, out: Hit[]): void {
  const own = out.length;
  // The spans spansTaken keeps sorted hold for this pass only: fitToValue moves some after it.
  forgetTakenSpans();
  detectAllCredentials(t, out);
  forgetTakenSpans();
  // A build tool's coordinates or a compiler's type read as a password (build-lines.ts).
  dropBuildLineValues(t.text, out, own);
  for (let k = own; k < out.length; k++) if (out[k]!.code === 'credential_password') fitToValue(t.text, out[k]!);
}

/**
 * A value on a line of its own in a text kept inside a JSON string (`db password:\nKx9…\nthanks`) is read by some
 * readers (written-secrets.ts's stated passwords; an assignment cuts its own value below) with the escaped line breaks
 * around it, and a value that ends a sentence (`token=ghp_…. Done`) with its full stop: its span is cut to the line
 * between them and before the stop, so redaction takes the secret and keeps the text around it. A password of one line
 * holds no `\n`; a key block's lines are private_key's, not this code's.
 */
function fitToValue(text: string, hit: Hit): void {
  let start = hit.start;
  let end = hit.end;
  while (end - start > 2 && text.charCodeAt(start) === 92 && ESCAPED_BREAK.includes(text[start + 1]!)) start += 2;
  for (let i = start; i < end - 1; i++)
    if (text.charCodeAt(i) === 92 && ESCAPED_BREAK.includes(text[i + 1]!) && i > start) {
      end = i;
      break;
    }
  const after = text.charCodeAt(end);
  if (
    end - start > 6 &&
    text.charCodeAt(end - 1) === 46 &&
    (Number.isNaN(after) || after === 32 || after === 10 || after === 13 || after === 34)
  )
    end--;
  hit.start = start;
  hit.end = end;
}
const ESCAPED_BREAK = 'nrt';

const ESCAPE_BEFORE = lazy(() => /%(?:25){0,3}[0-9A-Fa-f]{2}$/);

/** A shape's matches that start right after a percent escape (`%3D`, `%253D`), each read from its start as a text's own. */
function afterEscapes(t: Text, s: Shape, prefixes: readonly number[]): RegExpExecArray[] {
  const text = t.text;
  const found: RegExpExecArray[] = [];
  for (const id of prefixes)
    for (const place of t.atId(id) ?? []) {
      const at = place - (s.at ?? 0);
      // `%3D`, or encoded again (`%253D`, `%25253D`).
      if (!isHexDigit(text.charCodeAt(at - 1)) || !ESCAPE_BEFORE().test(text.slice(Math.max(0, at - 9), at))) continue;
      const m = s.re.exec(text.slice(at, at + 2100));
      if (m === null || m.index !== 0) continue;
      m.index = at;
      found.push(m);
    }
  return found;
}

function detectAllCredentials(t: Text, out: Hit[]): void {
  const text = t.text;
  // Each shape is tried only where one of its prefixes occurs, which finds what a global scan
  // with it would; the shared index of the lower-cased text holds every case of a prefix.
  // Most texts hold no prefix at all: a shape that has one would then be tried at no place, and is passed over.
  const prefixed = t.holdsAny(ALL_PREFIX_IDS);
  for (let k = 0; k < PROVIDER_KEYS.length; k++) {
    const s = PROVIDER_KEYS[k]!;
    let found: RegExpExecArray[];
    if (s.prefix === undefined) found = t.findNear(s.re, ['aws_secret'], 0, 'a');
    else if (!prefixed) continue;
    else {
      // Lists read in a loop: arrays that map and flatMap made took another elements kind in optimised code, which then deopted.
      const prefixes = PREFIX_IDS[k]!;
      const first = t.atId(prefixes[0]!);
      const shift = s.at ?? 0;
      if (first === null) found = t.find(s.re);
      // Most shapes have one prefix at their start: its list is the places, as it is.
      else if (prefixes.length === 1 && shift === 0) found = t.findAt(s.re, first);
      else {
        const lists = [first];
        let places = first.length;
        for (let i = 1; i < prefixes.length; i++) {
          const list = t.atId(prefixes[i]!)!;
          places += list.length;
          lists.push(list);
        }
        // No prefix in the text: findAt finds nothing at no place (most texts hold none).
        found =
          places === 0
            ? []
            : t.findAt(
                s.re,
                Float64Array.from(mergedAscending(lists), (p) => p - shift),
              );
      }
    }
    // A key right after a percent escape (`?u=…%3Fapi_key%3Dsk_live_…`, a redirect's encoded query) has no word edge
    // before it: tried again where it starts, on its own.
    if (prefixed && s.prefix !== undefined) found = found.concat(afterEscapes(t, s, PREFIX_IDS[k]!));
    for (const m of found) {
      const g = s.group ?? 0;
      const start = g === 0 ? m.index : m.index + m[0].indexOf(m[g]!);
      // `ghp_xxxx…`, `AKIAXXXX…`, AWS's documented example key: placeholders. The access key id in
      // a presigned URL's X-Amz-Credential (or a SigV4 header's Credential=) is an id, not a secret.
      if (isPlaceholderKey(m[g]!) || /credential=$/i.test(text.slice(Math.max(0, start - 11), start))) continue;
      if (!looksIssued(m[g]!, s.short)) continue;
      const code = EXAMPLE_KEY().test(m[g]!) ? 'credential_example' : 'credential_api_key';
      out.push({ code, start, end: start + m[g]!.length, redact: s.type });
    }
  }
  for (const [start, end, type] of moreKeys(t)) {
    const key = text.slice(start, end);
    if (!isPlaceholderKey(key))
      out.push({ code: EXAMPLE_KEY().test(key) ? 'credential_example' : 'credential_api_key', start, end, redact: type });
  }
  for (const m of t.findNear(JWT(), ['eyj'], 0, 'e'))
    out.push({ code: 'credential_jwt', start: m.index, end: m.index + m[0].length, redact: 'jwt' });
  for (const m of t.findNear(PEM_BEGIN(), ['private key'], PEM_REACH, '-')) {
    // Searched within PEM_MAX only: many headers without an END must not each scan the rest of the text.
    const found = text.slice(m.index, m.index + PEM_MAX).indexOf('-----END', m[0].length);
    const endAt = found < 0 ? -1 : m.index + found;
    let end: number;
    if (endAt >= 0 && endAt - m.index <= PEM_MAX) {
      const close = text.indexOf('-----', endAt + 8);
      end = close >= 0 && close - endAt < 80 ? close + 5 : endAt + 8;
    } else end = Math.min(text.length, m.index + PEM_MAX);
    // A header alone (documentation, a regex) is not a key: a key block has a body.
    if (end - m.index - m[0].length < 64) continue;
    out.push({ code: 'credential_private_key', start: m.index, end, redact: 'private_key' });
  }
  for (const m of text.includes('@') ? t.findNear(URL_PASSWORD(), ['://'], 0, ':') : []) {
    const pw = m[1]!;
    const start = m.index + m[0].lastIndexOf(`:${pw}@`) + 1;
    if (urlPasswordStandIn(pw)) continue;
    out.push({ code: 'credential_password', start, end: start + pw.length, redact: 'password' });
  }
  const assignments = assignmentStarts(t);
  // Folded: the value (group 2, which ends the match) and the key are read from the text here,
  // for the few matches that get so far, instead of every group of every match being copied.
  for (const m of assignments === null ? t.find(ASSIGNMENT(), true) : t.findAt(ASSIGNMENT(), assignments, true)) {
    const quote = m[1]!;
    const matchEnd = m.index + m[0].length;
    const raw = text.slice(matchEnd - m[2]!.length, matchEnd);
    // An escaped quote is closed by an escaped quote, whose backslash the value class took.
    const whole = quote.length === 2 && raw.endsWith('\\') ? raw.slice(0, -1) : raw;
    let value = whole;
    // A URL query's parameter (`?user=a&password=…&next=/`): its value ends at the next `&` or `#`.
    if (!quote && isQueryParameter(text, m.index)) value = value.replace(/[&#].*$/, '');
    // Inside a JSON string (a file a tool read), an unquoted value ends at an escaped line break or quote.
    if (!quote) value = value.replace(/\\["'nrt].*$/, '').replace(/\\$/, text[matchEnd] === '"' || text[matchEnd] === "'" ? '' : '\\');
    if (value === '') continue;
    // A part of an ARN (`arn:aws:secretsmanager:…:secret:name`) names where a secret is kept.
    if (text[m.index - 1] === ':' && isInsideArn(text, m.index)) continue;
    // gcloud's `--secret=NAME` (`gcloud secrets versions access latest --secret=db-password`) names the secret it reads.
    if (text.startsWith('--secret=', m.index - 2) && !readsAsSecret(value)) continue;
    // A secret's name and its version (Cloud Run's `--set-secrets=DB_PASSWORD=db-password:latest`) is a reference: any
    // `:latest`, a numbered version only after `--set-secrets`/`--update-secrets` (`DB_PASSWORD=s3cretpw:2024` is a value).
    if (/^[a-z][\w.-]{0,200}:(?:latest|\d{1,4})$/.test(value) && (value.endsWith(':latest') || setsSecrets(text, m.index))) continue;
    if (isInUserInfo(text, m.index) || meetingPasscode(text, m.index)) continue;
    const valueStart = matchEnd - raw.length;
    const keyPart = text.slice(m.index, valueStart - quote.length);
    const next = text[matchEnd];
    // A quoted value must close where the class stopped; an unquoted one followed by a call or an index (`hash(password)`) is code.
    if (quote ? !text.startsWith(quote, valueStart + whole.length) : next === '(' || next === '[' || next === '{') continue;
    // A key's prefix before a template's slot (`BREVO_API_KEY=xkeysib-<your-api-key>`) shows where a key goes.
    if ((next === '<' || next === '{') && /[-_]$/.test(value)) continue;
    const passwordKey = /pass|pwd/i.test(keyPart);
    // "bypass: cache-only", "compass: north": a `pass` that ends another word names no password; and a bare `pass`
    // (a CI step's, a test's) holds one only where the value reads as a secret, not a path or a word.
    if (/^pass(?!w)/i.test(keyPart) && (/[A-Za-z]/.test(text[m.index - 1] ?? '') || !readsAsSecret(value))) continue;
    // A password may be short ("password=hunter2"): unquoted, a letter and a digit or a sign, or ten letters scrambled in both cases.
    const literal =
      looksLiteral(value, quote !== '') ||
      (passwordKey && !quote && value.length >= 10 && scrambledLetters(value)) ||
      (passwordKey && !quote && /[A-Za-z]/.test(value) && readsAsSecret(value) && !/^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/.test(value));
    if (!literal || isPlaceholder(value)) continue;
    // Helm's `existingSecret: <name>` names a Secret object; psql's `PASSWORD :'name'` a variable; PowerShell's
    // `$Password = Read-Host …` a cmdlet; `clientSecretKey = "client_secret"` the field a secret is read from.
    if (
      /existing[_-]?$/i.test(text.slice(Math.max(0, m.index - 9), m.index)) ||
      (quote && /[ \t]:$/.test(keyPart)) ||
      (!quote && /^[A-Z][a-z]{2,}-[A-Z][A-Za-z]{2,}$/.test(value)) ||
      (quote && /^[a-z]+(?:_[a-z]+)*_(?:secret|password|token|key)$/.test(value))
    )
      continue;
    // A public or publishable key is meant to be seen: `MAPBOX_PUBLIC_TOKEN=pk.…`, `STRIPE_PUBLISHABLE_KEY=pk_live_…`.
    if (PUBLIC_VALUE().test(value) || PUBLIC_NAME().test(text.slice(Math.max(0, m.index - 13), m.index))) continue;
    // "Reset your password: https://…" names a link; a password inside a URL is URL_PASSWORD's.
    if (/^(?:https?:\/\/|www\.)/i.test(value)) continue;
    // A pagination or CSRF token is not a credential, nor a message's echo or correlation token (a travel message's
    // `EchoToken`: the id its reply carries back).
    if (
      lowerCased(keyPart).startsWith('token') &&
      /(?:page|next|continuation|cursor|sync|csrf|xsrf|echo|correlation)[_-]?$/i.test(text.slice(Math.max(0, m.index - 14), m.index))
    )
      continue;
    const start = valueStart;
    const isPassword = passwordKey;
    const code = EXAMPLE_KEY().test(value) ? 'credential_example' : 'credential_password';
    out.push({ code, start, end: start + value.length, redact: isPassword ? 'password' : 'secret' });
  }
  readCredentialKinds(t, out);
  let keyIds: number[] | undefined;
  for (const m of t.has('service_account') ? t.findAt(SERVICE_ACCOUNT(), serviceAccountStarts(t)) : []) {
    // The key inside is redacted by the PEM rule; this finding names what the document is. A template whose key is a
    // placeholder ("<your key>") holds no key block, so it is no document of a credential.
    const from = Math.max(0, m.index - 4000);
    const to = m.index + 4000;
    if (!out.some((f) => f.code === 'credential_private_key' && f.start >= from && f.start < to)) continue;
    out.push({ code: 'credential_service_account', start: m.index, end: m.index + m[0].length });
    // A key's id names which key leaked (the provider's console lists keys by it): hidden with it.
    // Every id near the document goes, so a list of documents loses each one's.
    keyIds ??= keyIdPlaces(t);
    for (const [start, end] of keyIdsIn(text, keyIds, from, to))
      if (!out.some((f) => f.start === start && f.end === end))
        out.push({ code: 'credential_service_account', start, end, redact: 'secret' });
  }
}

// Its quotes escaped too, as a notebook's cell holds the document.
const KEY_ID = lazy(() => /"private_key_id\\?"\s*:\s*\\?"([0-9a-f]{16,64})\\?"/y);

/** Where the text holds `"private_key_id"`, ascending: read from the shared index's `key` (nine code units in), else searched. */
export function keyIdPlaces(t: Text): number[] {
  const text = t.text;
  const keys = t.at('key');
  if (keys === null) return occurrences(text, '"private_key_id');
  const out: number[] = [];
  for (const k of keys) if (k >= 9 && /^"private_key_id\\?"/.test(text.slice(k - 9, k + 8))) out.push(k - 9);
  return out;
}

/**
 * The spans of the `"private_key_id"` values within [from, to); `ids`: where the text holds
 * `"private_key_id"`, found once for all its documents (a search from each document's `from`
 * would read on to the text's end when no id follows).
 */
function keyIdsIn(text: string, ids: readonly number[], from: number, to: number): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let k = firstNotBefore(ids.length, (i) => ids[i]! < from); k < ids.length && ids[k]! < to; k++) {
    const at = ids[k]!;
    KEY_ID().lastIndex = at;
    const m = KEY_ID().exec(text);
    if (!m) continue;
    const end = at + m[0].length - (m[0].endsWith('\\"') ? 2 : 1);
    spans.push([end - m[1]!.length, end]);
  }
  return spans;
}
