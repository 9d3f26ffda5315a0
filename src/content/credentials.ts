/**
 * credential_leak: secrets recognised by their shape *and* their context — a provider's documented
 * key format, a PEM private key block, a password between `:` and `@` in a URL, a literal value
 * assigned to a secret-named key, a JSON web token, a service-account key. A long random string
 * alone is never a credential here (hashes, UUIDs and ids are not). Every pattern is linear:
 * character classes with bounded repeats and no nested quantifiers.
 */
import type { Hit, RedactionType } from './codes.js';

interface Shape {
  re: RegExp;
  type: RedactionType;
  /** The capture group that is the secret (0: the whole match). */
  group?: number;
}

/** Provider key formats, each with a fixed prefix, so a random string cannot match by chance. */
const PROVIDER_KEYS: Shape[] = [
  { re: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g, type: 'api_key' },
  { re: /\bgh[pousr]_[A-Za-z0-9]{36,255}\b/g, type: 'api_key' },
  { re: /\bgithub_pat_[A-Za-z0-9_]{60,255}\b/g, type: 'api_key' },
  { re: /\bglpat-[A-Za-z0-9_-]{20,64}\b/g, type: 'api_key' },
  { re: /\bsk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{32,200}/g, type: 'api_key' },
  { re: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{32,200}/g, type: 'api_key' },
  { re: /\bxox[abposr]-[0-9A-Za-z-]{10,200}/g, type: 'api_key' },
  { re: /\bhttps:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]{20,120}/g, type: 'secret' },
  { re: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,200}\b/g, type: 'api_key' },
  { re: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g, type: 'api_key' },
  { re: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/g, type: 'api_key' },
  { re: /\bnpm_[A-Za-z0-9]{36}\b/g, type: 'api_key' },
  { re: /\bpypi-AgE[A-Za-z0-9_-]{50,300}/g, type: 'api_key' },
  { re: /\bhf_[A-Za-z]{34}\b/g, type: 'api_key' },
  { re: /\bdop_v1_[a-f0-9]{64}\b/g, type: 'api_key' },
  { re: /\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/g, type: 'api_key' },
  { re: /\bAccountKey=([A-Za-z0-9+/]{60,120}={0,2})/g, type: 'secret', group: 1 },
  { re: /\bBearer[ \t]+([A-Za-z0-9._~+/-]{24,2000}=*)/g, type: 'secret', group: 1 },
  { re: /\baws_secret_access_key\s*[=:]\s*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/gi, type: 'secret', group: 1 },
];

const JWT = /\beyJ[A-Za-z0-9_-]{8,2000}\.eyJ[A-Za-z0-9_-]{8,4000}\.[A-Za-z0-9_-]{16,1000}/g;

const PEM_BEGIN = /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP |ED25519 )?PRIVATE KEY(?: BLOCK)?-----/g;
/** A key block longer than this is cut: what is redacted runs to here (or to the window's end). */
const PEM_MAX = 16_384;

/** `scheme://user:password@host`; the password is group 1. */
const URL_PASSWORD = /\b[a-zA-Z][a-zA-Z0-9+.-]{1,20}:\/\/[^\s:@/?#"'<>]{1,128}:([^\s@/?#"'<>]{1,256})@[^\s@/"'<>]/g;

/**
 * A secret-named key with a literal value: `password = "…"`, `"api_key": "…"`, `SECRET_TOKEN=…`.
 * The regex starts at the key word, which ends the key (`db_password`, `clientSecret`); group 1
 * is a quoted value's quote, group 2 the value.
 */
const ASSIGNMENT =
  /(?:secret[_-]?key|secretkey|secret|passwd|password|passphrase|pwd|api[_-]?key|apikey|access[_-]?key|accesskey|auth[_-]?token|access[_-]?token|refresh[_-]?token|bearer[_-]?token|client[_-]?secret|private[_-]?key|token)["']?[ \t]{0,4}(?:=|:|:=|=>)[ \t]{0,4}(["']?)([^\s"'`,;)}\]<>]{1,512})/gi;

const SERVICE_ACCOUNT = /"type"\s*:\s*"service_account"/g;

/** Values that stand for a secret rather than being one. */
function isPlaceholder(v: string): boolean {
  if (v.length < 6) return true;
  const c = v[0]!;
  if (c === '$' || c === '<' || c === '{' || c === '%' || c === '[' || c === '(' || c === '*' || c === '&' || c === '@') return true;
  const lower = v.toLowerCase();
  if (/^(?:x+|\*+|\.+|-+|_+|0+|1234\d*)$/.test(lower)) return true;
  if (/(?:^|[_-])(?:your|my|example|sample|placeholder|changeme|change[_-]?me|replace|redacted|dummy|fake|test|none|null|undefined|todo|xxx)(?:[_-]|$)/.test(lower)) return true;
  if (lower.startsWith('process.env') || lower.startsWith('os.environ') || lower.startsWith('env.') || lower.startsWith('getenv') || lower.startsWith('os.getenv') || lower.startsWith('config.') || lower.startsWith('settings.') || lower.startsWith('secrets.') || lower.startsWith('vault:') || lower.startsWith('ref+') || lower.startsWith('arn:')) return true;
  if (lower.includes('redacted')) return true;
  return false;
}

/** An unquoted assignment value must look like a literal, not code (`password = getPassword()`). */
function looksLiteral(v: string, quoted: boolean): boolean {
  let letters = 0;
  let digits = 0;
  let other = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters++;
    else if (c >= 48 && c <= 57) digits++;
    else other++;
  }
  if (quoted) return letters + digits >= 6;
  // Unquoted: identifiers and calls (`user.password`, `get_secret(`) are code; a value mixes
  // classes (letters with digits or symbols) the way generated secrets and real passwords do.
  if (/^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*\(?$/.test(v) && digits === 0) return false;
  return letters > 0 && (digits > 0 || other > 0) && v.length >= 8;
}

export function detectCredentials(text: string, out: Hit[]): void {
  for (const s of PROVIDER_KEYS) {
    s.re.lastIndex = 0;
    for (let m = s.re.exec(text); m; m = s.re.exec(text)) {
      const g = s.group ?? 0;
      const start = g === 0 ? m.index : m.index + m[0].indexOf(m[g]!);
      out.push({ code: 'credential_api_key', start, end: start + m[g]!.length, redact: s.type });
    }
  }
  JWT.lastIndex = 0;
  for (let m = JWT.exec(text); m; m = JWT.exec(text)) {
    out.push({ code: 'credential_jwt', start: m.index, end: m.index + m[0].length, redact: 'jwt' });
  }
  PEM_BEGIN.lastIndex = 0;
  for (let m = PEM_BEGIN.exec(text); m; m = PEM_BEGIN.exec(text)) {
    const endAt = text.indexOf('-----END', m.index + m[0].length);
    let end: number;
    if (endAt >= 0 && endAt - m.index <= PEM_MAX) {
      const close = text.indexOf('-----', endAt + 8);
      end = close >= 0 && close - endAt < 80 ? close + 5 : endAt + 8;
    } else end = Math.min(text.length, m.index + PEM_MAX);
    // A header alone (documentation, a regex) is not a key: a key block has a body.
    if (end - m.index - m[0].length < 64) continue;
    out.push({ code: 'credential_private_key', start: m.index, end, redact: 'private_key' });
    PEM_BEGIN.lastIndex = end;
  }
  URL_PASSWORD.lastIndex = 0;
  for (let m = URL_PASSWORD.exec(text); m; m = URL_PASSWORD.exec(text)) {
    const pw = m[1]!;
    const start = m.index + m[0].lastIndexOf(`:${pw}@`) + 1;
    URL_PASSWORD.lastIndex = start + pw.length;
    if (isPlaceholder(pw.length >= 8 ? pw : `${pw}________`.slice(0, 8)) || /^(?:pass(?:word)?|pwd|secret|\*+|x+)$/i.test(pw)) continue;
    out.push({ code: 'credential_password', start, end: start + pw.length, redact: 'password' });
  }
  ASSIGNMENT.lastIndex = 0;
  for (let m = ASSIGNMENT.exec(text); m; m = ASSIGNMENT.exec(text)) {
    const quote = m[1]!;
    const value = m[2]!;
    const keyPart = m[0].slice(0, m[0].length - value.length - quote.length);
    // The key word must end the key: `passwordless: true` and `tokenizer = …` are not secrets.
    const before = m.index > 0 ? text.charCodeAt(m.index - 1) : 32;
    if (before === 36 /* $ */) continue;
    // A quoted value ends at its quote; an unquoted one at the class's end.
    if (quote && text[m.index + m[0].length] !== quote) {
      // The value ran into a character the class stops at before its quote closed: not a literal.
      continue;
    }
    if (isPlaceholder(value) || !looksLiteral(value, quote !== '')) continue;
    const start = m.index + m[0].length - value.length;
    const isPassword = /pass|pwd/i.test(keyPart);
    out.push({ code: 'credential_password', start, end: start + value.length, redact: isPassword ? 'password' : 'secret' });
  }
  SERVICE_ACCOUNT.lastIndex = 0;
  for (let m = SERVICE_ACCOUNT.exec(text); m; m = SERVICE_ACCOUNT.exec(text)) {
    // The key inside is redacted by the PEM rule; this finding names what the document is.
    const key = text.indexOf('"private_key"', Math.max(0, m.index - 4000));
    if (key >= 0 && key - m.index < 4000) out.push({ code: 'credential_service_account', start: m.index, end: m.index + m[0].length });
  }
}
