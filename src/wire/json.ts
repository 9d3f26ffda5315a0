/**
 * The one reader for untrusted JSON: bounded in size (bytes) and nesting depth before it is
 * parsed, decoded as strict UTF-8, and returned as `unknown` for the caller to check field by
 * field. A fault is a UsageError naming the source (`where`: a flag, a file, stdin, a body).
 */
import { UsageError } from '../errors.js';

/** Default bound on untrusted JSON, in bytes; a bigger document is refused, not truncated. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** Deepest nesting accepted. */
export const MAX_JSON_DEPTH = 64;

/** Scans JSON text for nesting depth before parsing, so a hostile depth is refused by name, not by a stack overflow. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/**
 * Decodes and parses untrusted JSON bytes. `where` names the source (flag or file) in errors.
 * Invalid UTF-8, oversize, too deep, or malformed input is a UsageError.
 */
export function parseJsonBytes(bytes: Uint8Array, where: string, maxBytes = MAX_JSON_BYTES): unknown {
  if (bytes.byteLength > maxBytes) {
    throw new UsageError('input.too-large', `${formatBytes(bytes.byteLength)} is over the ${formatBytes(maxBytes)} limit`, { where });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new UsageError('input.utf8', `not valid UTF-8`, { where });
  }
  return parseJsonText(text, where, maxBytes);
}

export function parseJsonText(text: string, where: string, maxBytes = MAX_JSON_BYTES): unknown {
  if (text.length > maxBytes) throw new UsageError('input.too-large', `${formatBytes(Buffer.byteLength(text))} is over the ${formatBytes(maxBytes)} limit`, { where });
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw new UsageError('json.too-deep', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`, { where });
  try {
    return JSON.parse(text);
  } catch (err) {
    const msg = err instanceof Error ? err.message.replace(/\s+/g, ' ').slice(0, 120) : 'malformed';
    throw new UsageError('input.json', `not valid JSON (${msg})`, { where });
  }
}

function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MiB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${n} bytes`;
}

/** A JSON object (not null, not an array): what every reader checks before reading fields. */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
