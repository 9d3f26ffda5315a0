/**
 * The one reader for untrusted JSON: bounded in size (bytes) and nesting depth before it is
 * parsed, decoded as strict UTF-8, refused when an object gives one key twice, and returned as `unknown` for the caller to check field by
 * field. A fault is a UsageError naming the source (`where`: a flag, a file, stdin, a body).
 */
import { UsageError } from '../errors.js';

/** Default bound on untrusted JSON, in bytes; a bigger document is refused, not truncated. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** Deepest nesting accepted. */
export const MAX_JSON_DEPTH = 64;

/** Scans JSON text for nesting depth before parsing, so a hostile depth is refused by name, not by a stack overflow. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  return scanJson(text, limit)?.fault === 'too-deep';
}

/** What the pre-parse scan found wrong, if anything: a nesting past the limit, or an object key given twice (`path` names it, e.g. `$.answers.risk`). */
export type JsonScanFault = { fault: 'too-deep' } | { fault: 'duplicate-key'; path: string };

interface Level {
  /** The keys read so far; null for an array. Searched in place while few (most objects are small). */
  keys: string[] | null;
  /** The same keys once there are many. */
  many?: Set<string>;
  /** The last key read (object), for naming a path. */
  key: string;
  /** The element index (array), for naming a path. */
  index: number;
}

/**
 * One pass over JSON text, before JSON.parse: depth, and object keys given twice at any depth.
 * JSON.parse keeps the last of two equal keys silently, so a body could show one value to a
 * reader that keeps the first and another to us; such a body is refused instead. Keys are
 * compared decoded (`"a"` and `"\u0061"` are one key). Malformed text is left to JSON.parse.
 * Linear: each character is looked at once, and each key once more to slice it.
 */
export function scanJson(text: string, depthLimit: number): JsonScanFault | null {
  const stack: Level[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // Most of a document's bytes are inside strings: jump from quote to quote natively, and
      // take a quote as the close when an even run of backslashes (none, or escaped ones) is before it.
      let end = text.indexOf('"', i + 1);
      while (end >= 0 && oddBackslashesBefore(text, end)) end = text.indexOf('"', end + 1);
      if (end < 0) return null; // unterminated: JSON.parse will say so
      const next = closeString(text, end, stack, i);
      if (next < 0) return { fault: 'duplicate-key', path: pathOf(stack) };
      i = next;
    } else if (c === 123 || c === 91) {
      if (stack.length >= depthLimit) return { fault: 'too-deep' };
      stack.push({ keys: c === 123 ? [] : null, key: '', index: 0 });
    } else if (c === 125 || c === 93) stack.pop();
    else if (c === 44) {
      const top = stack[stack.length - 1];
      if (top && top.keys === null) top.index++;
    }
  }
  return null;
}

/** Whether the quote at `at` is escaped. The run stops at the string's opening quote at the latest. */
function oddBackslashesBefore(text: string, at: number): boolean {
  let n = 0;
  while (text.charCodeAt(at - 1 - n) === 92) n++;
  return n % 2 === 1;
}

/**
 * At the closing quote `end` of a string: when it is an object key (the next non-blank is `:`),
 * records it in its object. Returns the index to go on from, or -1 for a key given twice.
 */
function closeString(text: string, end: number, stack: Level[], start: number): number {
  const top = stack[stack.length - 1];
  if (!top || top.keys === null) return end;
  let j = end + 1;
  while (j < text.length) {
    const d = text.charCodeAt(j);
    if (d !== 32 && d !== 9 && d !== 10 && d !== 13) break;
    j++;
  }
  if (text.charCodeAt(j) !== 58) return end;
  let key = text.slice(start + 1, end);
  if (key.includes('\\')) {
    try {
      key = JSON.parse(text.slice(start, end + 1)) as string;
    } catch {
      return end; // malformed: JSON.parse will say so
    }
  }
  top.key = key;
  if (top.many) {
    if (top.many.has(key)) return -1;
    top.many.add(key);
  } else {
    if (top.keys.includes(key)) return -1;
    top.keys.push(key);
    if (top.keys.length > 16) top.many = new Set(top.keys);
  }
  return j;
}

function pathOf(stack: readonly Level[]): string {
  let path = '$';
  for (const l of stack)
    path += l.keys === null ? `[${l.index}]` : /^[A-Za-z_$][\w$]*$/.test(l.key) ? `.${l.key}` : `[${JSON.stringify(l.key.slice(0, 64))}]`;
  return path;
}

/** Strict UTF-8; one decoder for every call, since a whole-input decode keeps no state between calls. */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Decodes and parses untrusted JSON bytes. `where` names the source (flag or file) in errors.
 * Invalid UTF-8, oversize, too deep, or malformed input is a UsageError.
 */
export function parseJsonBytes(bytes: Uint8Array, where: string, maxBytes = MAX_JSON_BYTES): unknown {
  return parseJsonText(decodeJsonBytes(bytes, where, maxBytes), where, maxBytes);
}

/** The text of untrusted JSON bytes, bounded and strict UTF-8 (parseJsonBytes' first half). */
export function decodeJsonBytes(bytes: Uint8Array, where: string, maxBytes = MAX_JSON_BYTES): string {
  if (bytes.byteLength > maxBytes) {
    throw new UsageError('input.too-large', `${formatBytes(bytes.byteLength)} is over the ${formatBytes(maxBytes)} limit`, { where });
  }
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new UsageError('input.utf8', `not valid UTF-8`, { where });
  }
}

export function parseJsonText(text: string, where: string, maxBytes = MAX_JSON_BYTES): unknown {
  if (text.length > maxBytes)
    throw new UsageError('input.too-large', `${formatBytes(Buffer.byteLength(text))} is over the ${formatBytes(maxBytes)} limit`, {
      where,
    });
  const fault = scanJson(text, MAX_JSON_DEPTH);
  if (fault?.fault === 'too-deep') throw new UsageError('json.too-deep', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`, { where });
  if (fault?.fault === 'duplicate-key') throw new UsageError('json.duplicate-key', `the key ${fault.path} is given twice`, { where });
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
