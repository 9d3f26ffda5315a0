// The readings of a text a model could make of it decoded, for the redaction figures of corpora whose secrets are listed
// as they read decoded (cases-54.jsonl): a JSON document's strings, quoted-printable, base64 in either alphabet (a run
// of lines indented or not, or each line alone where lines are padded one by one, a run inside a line or wrapped with
// blanks), escapes unescaped (`\u003d`, `\r\n`), a list of byte values (a Node Buffer's JSON), uuencode, RFC 2047
// encoded-words, and the bytes of each read as UTF-8, UTF-16 and any charset the text names; each reading read again,
// three levels deep. Written apart from the guard's own decoders (src/content/mime*.ts), so a secret the guard maps back
// wrongly shows here as a leak.

const BASE64_LINE = /^[A-Za-z0-9+/_=-]{8,}\r?$/;
/** A base64 block's later line: its last may be short. */
const BASE64_MORE = /^[A-Za-z0-9+/_=-]{2,}\r?$/;
const CHARSETS = /charset\s*=\s*"?([\w.:-]+)/gi;

function decoderOf(name) {
  try {
    return new TextDecoder(name);
  } catch {
    return undefined;
  }
}

/** Bytes read as UTF-8, as UTF-16 either way where zeros say so, and as every charset named in `hints`. */
function readBytes(bytes, hints) {
  const out = [Buffer.from(bytes).toString('utf8')];
  let even = 0;
  let odd = 0;
  for (let i = 0; i + 1 < Math.min(bytes.length, 512); i += 2) {
    if (bytes[i] === 0) even++;
    if (bytes[i + 1] === 0) odd++;
  }
  if (odd > 4 || even > 4) out.push(new TextDecoder('utf-16le').decode(bytes), new TextDecoder('utf-16be').decode(bytes));
  for (const h of hints) {
    const d = decoderOf(h);
    if (d) out.push(d.decode(bytes));
  }
  return out;
}

/** A list of byte values written `[67, 111, …]`. */
const byteList = (s) => Uint8Array.from(s.slice(1, -1).split(','), (v) => Number(v) & 0xff);

function base64Of(s) {
  return Buffer.from(s.replace(/[\s=]/g, '').replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

function uudecode(lines) {
  const out = [];
  for (const line of lines) {
    const n = (line.charCodeAt(0) - 32) & 63;
    if (n === 0) continue;
    const bytes = [];
    for (let i = 1; i + 3 < line.length + 3; i += 4) {
      const c = [0, 1, 2, 3].map((k) => ((line.charCodeAt(i + k) || 32) - 32) & 63);
      bytes.push((c[0] << 2) | (c[1] >> 4), ((c[1] & 15) << 4) | (c[2] >> 2), ((c[2] & 3) << 6) | c[3]);
    }
    out.push(...bytes.slice(0, n));
  }
  return Uint8Array.from(out);
}

function jsonStrings(value, out) {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) jsonStrings(v, out);
}

/** One level of decodings of `text`. */
function decodings(text) {
  const hints = new Set([...text.matchAll(CHARSETS)].map((m) => m[1].toLowerCase()));
  const out = [];
  const t = text.trim();
  if (t.startsWith('{') || t.startsWith('[')) {
    try {
      jsonStrings(JSON.parse(t), out);
    } catch {}
  }
  if (/=[0-9A-Fa-f]{2}|=\r?\n/.test(text)) {
    const bin = text.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
    out.push(...readBytes(Buffer.from(bin, 'latin1'), hints));
  }
  if (text.includes('\x1b$')) out.push(new TextDecoder('iso-2022-jp').decode(Buffer.from(text, 'latin1')));
  for (const m of text.matchAll(/=\?([\w.:-]+)\?([BbQq])\?([^?\s]*)\?=/g)) {
    const bytes =
      m[2].toUpperCase() === 'B'
        ? base64Of(m[3])
        : Buffer.from(
            m[3].replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          );
    out.push(...readBytes(bytes, [...hints, m[1].toLowerCase()]));
  }
  // A program's or a serialiser's escapes (`\u003d` for `=`, `\r\n` in a Python repr or a JSON string): read unescaped.
  if (/\\u00[0-9a-fA-F]{2}|\\[rn]/.test(text))
    out.push(
      text
        .replace(/\\u([0-9a-fA-F]{4})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)))
        .replace(/\\r/g, '\r')
        .replace(/\\n/g, '\n')
        .replace(/\\t/g, '\t')
        .replace(/\\(['"\\/])/g, '$1'),
    );
  // Base64 runs inside a line (an XML element's text, a data: URL, an object's field), and runs wrapped with blanks.
  for (const m of text.matchAll(/[A-Za-z0-9+/_-]{40,}={0,2}/g)) out.push(...readBytes(base64Of(m[0]), hints));
  // Tried only where a run of base64 letters starts: from inside a run it would match nothing more, and each start in
  // a long run without a blank would walk the rest of it (quadratic on a mail of 100 KB).
  for (const m of text.matchAll(/(?<![A-Za-z0-9+/_-])(?:[A-Za-z0-9+/_-]{16,}={0,2} )+[A-Za-z0-9+/_-]{2,}={0,2}/g))
    out.push(...readBytes(base64Of(m[0]), hints));
  // A list of byte values (a Node Buffer's JSON).
  for (const m of text.matchAll(/\[\s*(?:\d{1,3}\s*,\s*){15,}\d{1,3}\s*\]/g)) out.push(...readBytes(byteList(m[0]), hints));
  // Lines read indented too (a YAML block scalar's).
  const lines = text.split('\n').map((l) => l.trim());
  for (let i = 0; i < lines.length; ) {
    if (!BASE64_LINE.test(lines[i])) {
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && BASE64_MORE.test(lines[j])) j++;
    const block = lines.slice(i, j);
    out.push(...readBytes(base64Of(block.join('')), hints));
    // A block that starts after a quote or a tag on the line before, or ends before one on the line after.
    const before = i > 0 ? (/[A-Za-z0-9+/_-]{8,}$/.exec(lines[i - 1])?.[0] ?? '') : '';
    const after = j < lines.length ? (/^[A-Za-z0-9+/_-]+={0,2}/.exec(lines[j])?.[0] ?? '') : '';
    if (before || after) out.push(...readBytes(base64Of(before + block.join('') + after), hints));
    if (block.some((l, k) => k < block.length - 1 && l.endsWith('='))) out.push(...readBytes(Buffer.concat(block.map(base64Of)), hints));
    i = j;
  }
  for (const m of text.matchAll(/^begin [0-7]{3} [^\n]+\n([\s\S]*?)^end\r?$/gm))
    out.push(...readBytes(uudecode(m[1].split(/\r?\n/).filter((l) => l.length > 0 && l !== '`')), hints));
  return out;
}

/** `text` and every reading of it decoded, to three levels. */
export function decodedReadings(text) {
  const all = [text];
  let level = [text];
  for (let depth = 0; depth < 3 && level.length > 0; depth++) {
    const next = [];
    for (const s of level) for (const d of decodings(s)) if (d.length > 0 && !all.includes(d)) next.push(d);
    all.push(...next);
    level = next;
  }
  return all;
}
