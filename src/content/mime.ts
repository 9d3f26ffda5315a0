/**
 * Raw e-mails' text parts written in a transfer encoding (docs/content-readings.md, Raw e-mails): a part whose headers
 * say `Content-Transfer-Encoding: quoted-printable` (`=3D` for `=`, `=C3=A9` for `é`, a soft break `=` at the end of
 * every line past 76 characters) or `base64`, and whose type is text (`text/plain`, `text/html`, or none said). A model
 * reads through both encodings, so the guard reads each such part decoded, with the asked questions' readings, and maps
 * each finding back onto the encoded characters it came from: `--redact` replaces those, and the text around them
 * stays. A part of another type (a PDF's, an image's bytes) is not decoded.
 */
import { type ContentQuestion, type Hit, WEAK_CODES } from './codes.js';
import { classifyDecoded } from './encoded.js';
import { readEncodedWords } from './encoded-words.js';
import { addUncovered, overlapsSpans, spansByQuestion } from './escaped-breaks.js';
import { holdsAsWritten, Text } from './find.js';
import { MAIL_CARRIER_LEADS, RAW_MAIL_FIELD_LEADS, RAW_MAIL_KEY_LEADS } from './mail-leads.js';
import { type MailBudget, mailBudget } from './mail-carriers.js';
import { type MailLeads, readMailShapes } from './mail-shapes.js';
import {
  base64Bytes,
  decodeBytes,
  decodedQuestions,
  mapBack,
  PROGRAM_EXTENSIONS,
  quotedPrintableBytes,
  readingOf,
  readsAsText,
} from './mime-bytes.js';

/**
 * A part's transfer encoding, on a header line of its own: its value maybe on the next line (folded), in quotes, in
 * capitals, or followed by a `;` or a comment, as some gateways write it.
 */
const ENCODING =
  /^content-transfer-encoding[ \t]*:[ \t]*(?:\r?\n[ \t]+)?"?(quoted-printable|base64)"?[ \t]*(?:;[ \t]*|\([^()\n]{0,80}\)[ \t]*)?\r?$/gim;
/** A part's type (its value maybe on the next line), among the same headers. */
const TYPE = /^content-type[ \t]*:[ \t]*(?:\r?\n[ \t]+)?([\w.+-]+\/[\w.+-]+)/im;
/** A mail sent as a file (`*.eml`, whatever type it is given): read as a forwarded mail is. */
const MAIL_NAME = /\b(?:file)?name\*?[ \t]*=[ \t]*"?[^"\n;]{0,200}\.eml"?[ \t]*(?:;|\r?$)/im;
/** A file's text that starts as a mail: a header line first, and a transfer encoding among its first headers. */
const MAIL_FILE =
  /^(?:content-type|mime-version|from|to|subject|date|received|return-path|message-id)[ \t]*:[^\n]*\n(?:[^\n]+\n){0,30}content-transfer-encoding[ \t]*:/i;
/** A part sent as a file: a name or a filename given, or an attachment's disposition. */
const NAMED = /^content-disposition[ \t]*:[ \t]*attachment|\b(?:file)?name\*?[ \t]*=/im;
/**
 * Types whose bytes are not text whatever they hold: images, sound, video, fonts, PDFs, signatures, encrypted mail,
 * archives and office files (zipped). Their first bytes are still read for an executable's.
 */
const BINARY =
  /^(?:image|audio|video|font|model)\/|^application\/(?:pdf|pkcs7|x-pkcs7|pkcs10|pgp|zip|gzip|x-zip|x-gzip|x-7z|x-rar|vnd\.|msword|ms-tnef)/;
/** A file's type or name that says it is a program or a script (Windows runs most of these names when opened). */
const PROGRAM =
  /^(?:application|text)\/(?:x-)?(?:sh|shellscript|bat|msdos-program|msdownload|dosexec|executable|javascript|ecmascript|jscript|vbscript|hta|powershell|python|perl|ruby)$/;
const PROGRAM_NAME = new RegExp(
  String.raw`\b(?:file)?name\*?[ \t]*=[ \t]*"?[^"\n;]{0,200}\.(?:${PROGRAM_EXTENSIONS})"?[ \t]*(?:;|\r?$)`,
  'im',
);
/** How many of an attachment's first bytes are read for what it is (encoded.ts reads 4 KB of a run's characters). */
const PAYLOAD_BYTES = 3072;
/** A character of a base64 body: its digits (either alphabet), padding, blanks and line breaks. */
const BASE64_BODY = /[\w+/=\s-]/;
/** How deep a forwarded mail inside a forwarded mail is read. */
const DEPTH = 3;
const CHARSET = /charset[ \t]*=[ \t]*"?([\w.:-]+)/i;
/** How much of a part is decoded: the windows' limit bounds the text anyway. */
const MOST = 1 << 20;
/** How far before and after its encoding's line a part's headers are read. */
const HEADERS = 8192;

/** A MIME boundary's line: `--` and the boundary (no blank inside it, not dashes alone), `--` after it maybe. */
const BOUNDARY_LINE = /^--(?=[^\n]*[^\s-])[\w'()+,./:=?-]{1,76}\r?$/;

/**
 * Where the body from `start` ends: at the next boundary line, or at the text's end. A signature's `-- `, a quoted mail's
 * `-----Original Message-----`, a comment's `-->` or a rule of dashes alone is the body's own line. Parts come in the
 * text's order, so the last answer stands for every start up to it: a text of parts and no boundary is searched once,
 * not from every part to its end.
 */
function boundaries(text: string): (start: number) => number {
  let searchedFrom = Number.POSITIVE_INFINITY;
  let found = -1;
  // The next mbox `From ` line, sought apart and kept as the boundary is: a text of parts and neither is searched once.
  let fromSearchedFrom = Number.POSITIVE_INFINITY;
  let fromFound = -1;
  return (start) => {
    if (!(start >= searchedFrom && start - 1 <= found)) {
      searchedFrom = start;
      found = text.length;
      for (let at = text.indexOf('\n--', start - 1); at >= 0; at = text.indexOf('\n--', at + 3)) {
        const nl = text.indexOf('\n', at + 1);
        if (BOUNDARY_LINE.test(text.slice(at + 1, nl < 0 ? text.length : nl))) {
          found = at;
          break;
        }
      }
    }
    if (!(start >= fromSearchedFrom && start - 1 <= fromFound)) {
      fromSearchedFrom = start;
      fromFound = mboxFrom(text, start - 1);
    }
    return Math.min(found, fromFound);
  };
}

/**
 * An mbox file's separating line: `From `, an address or a name, then a weekday's date, then on the next line the next
 * message's first header. A From line with no header after it is a part's own text: one written inside an encoded part
 * must not end it and leave the rest undecoded.
 */
const MBOX_FROM = /^From [^\s@]{1,64}(?:@[^\s]{1,255})? +(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) [^\n]{0,120}\r?\n[A-Za-z][\w-]{0,40}:[ \t]/;

/** Where the first mbox `From ` line after a blank line from `from` starts (its break before it), or the text's end. */
function mboxFrom(text: string, from: number): number {
  for (let at = text.indexOf('\n\nFrom ', from); at >= 0; at = text.indexOf('\n\nFrom ', at + 7))
    if (MBOX_FROM.test(text.slice(at + 2, at + 400))) return at + 1;
  return text.length;
}

type Detect = (t: Text, questions: ReadonlySet<ContentQuestion>, out: Hit[]) => void;

/**
 * What an attachment in base64 is, from its first bytes, as encoded.ts reads a run (an executable, a Windows shortcut, a
 * script, instructions): a line of a base64 body is 57 bytes, too few to read an executable's header or a script whose
 * commands a line break splits.
 */
function readPayload(text: string, start: number, end: number, program: boolean, base64: boolean, found: Hit[]): void {
  // Its digits run from its start: the first character that is none of base64's (a `-- ` line, text after a body with
  // no boundary) ends what is read, so a part costs its own length, not the rest of the text's.
  let stop = start;
  const most = Math.min(end, start + PAYLOAD_BYTES * (base64 ? 2 : 3));
  if (base64) while (stop < most && BASE64_BODY.test(text[stop]!)) stop++;
  const qp = base64 ? undefined : quotedPrintableBytes(text, start, most, false);
  const b = qp ?? base64Bytes(text, start, stop, PAYLOAD_BYTES);
  if (qp !== undefined) qp.bytes.length = Math.min(qp.bytes.length, PAYLOAD_BYTES);
  const bytes = Uint8Array.from(b.bytes);
  // UTF-16 bytes are read as such by classifyDecoded (its zeros at odd places); a big-endian part is turned first.
  if (readingOf('', b) === 'utf16be' || (bytes[0] === 0 && bytes[2] === 0 && bytes[1] !== 0))
    for (let i = 0; i + 1 < bytes.length; i += 2) [bytes[i], bytes[i + 1]] = [bytes[i + 1]!, bytes[i]!];
  // A part's transfer encoding hides nothing: an errand from its first word is a person's (decoded-orders.ts).
  for (const code of classifyDecoded(bytes, false)) {
    // A note that shows a command is not a script: only a file named or typed as one, or that starts as one, is.
    if (code === 'encoded_script' && !program && !(bytes[0] === 0x23 && bytes[1] === 0x21)) continue;
    // Quoted-printable text is read as such by the part's own reading: only what its bytes are is this one's.
    if (!base64 && code !== 'encoded_script' && code !== 'encoded_executable') continue;
    found.push({ code, start, end });
    if (code === 'encoded_instructions') found.push({ code: 'injection_hidden_text', start, end });
  }
}

/**
 * The findings in each part of `text` written quoted-printable or base64, read decoded, mapped onto the characters of
 * `text` they came from; a forwarded mail's (`message/rfc822`) parts and headers too, to DEPTH.
 */
function partsOf(
  text: string,
  questions: ReadonlySet<ContentQuestion>,
  detect: Detect,
  depth: number,
  budget: MailBudget,
  holds?: MailLeads,
): Hit[] {
  const found: Hit[] = [];
  readEncodedWords(text, questions, detect, found);
  if (depth < DEPTH) readMailShapes(text, questions, (t, qs, how) => readMail(t, qs, how, detect, depth + 1, budget), found, holds, budget);
  // Most texts hold no such header: the whole text's index says so (a native search costs a pass of the text even where
  // the header is absent); a decoded part's, not indexed, is sought each way of writing it.
  const headers =
    holds?.transfer ??
    (text.indexOf('ransfer-Encoding') >= 0 || text.indexOf('ransfer-encoding') >= 0 || text.indexOf('RANSFER-ENCODING') >= 0);
  if (!headers) return found;
  /** Where the last part read ends: a header inside it is its text, not another part's (each code unit decoded once). */
  let consumed = 0;
  // The blank lines, found by one scan forward shared by every header: where the last before a header ends, and the
  // first after it (a text of headers and no blank line is read once, not from every header).
  const blanks = /\r?\n\r?\n/g;
  let lastBlankEnd = 0;
  let nextBlank: RegExpExecArray | null | undefined;
  const blankAfter = (at: number): RegExpExecArray | null => {
    for (;;) {
      if (nextBlank === undefined) nextBlank = blanks.exec(text);
      if (nextBlank === null || nextBlank.index >= at) return nextBlank;
      lastBlankEnd = nextBlank.index + nextBlank[0].length;
      nextBlank = undefined;
    }
  };
  const boundaryAfter = boundaries(text);
  /** Where the last header block read ends: a block that says its encoding twice is read once. */
  let headersRead = -1;
  let payloadReadTo = 0;
  // A pattern of this call's own: a forwarded mail's parts are read inside the loop (partsOf again, which would reset a
  // shared pattern's place and make this loop walk every header before it again: quadratic in a mail's parts).
  const encoding = new RegExp(ENCODING.source, ENCODING.flags);
  for (let m = encoding.exec(text); m !== null; m = encoding.exec(text)) {
    if (m.index < consumed) continue;
    // The part's headers: from the blank line before them (at most HEADERS back) to the blank line that ends them.
    const gap = blankAfter(m.index);
    if (gap === null || gap.index - m.index > HEADERS) continue;
    const headersTo = gap.index;
    if (headersTo === headersRead) continue;
    headersRead = headersTo;
    const headers = text.slice(Math.max(lastBlankEnd, m.index - HEADERS), headersTo);
    const type = (TYPE.exec(headers)?.[1] ?? '').toLowerCase();
    const base64 = m[1]!.toLowerCase() === 'base64';
    const start = headersTo + gap[0].length;
    const end = Math.min(boundaryAfter(start), start + MOST);
    // A text part of the mail's own (no name, no attachment) is read as its text; anything else sent as a file too,
    // for what its bytes are.
    const body = (type === '' || type.startsWith('text/')) && !NAMED.test(headers);
    const message = type.startsWith('message/') || MAIL_NAME.test(headers);
    const program = PROGRAM.test(type) || PROGRAM_NAME.test(headers);
    if (base64 && !body && !message) readPayload(text, start, end, program, true, found);
    // A quoted-printable file is read for what it is where its name or type says a program (its body has no end but the
    // next boundary: a part whose start an earlier one's reading covered is not read again).
    else if (!base64 && !body && !message && program && start >= payloadReadTo) {
      readPayload(text, start, end, true, false, found);
      payloadReadTo = Math.min(end, start + PAYLOAD_BYTES * 3);
    }
    if (!body && !message && BINARY.test(type)) continue;
    consumed = end;
    const charset = CHARSET.exec(headers)?.[1] ?? 'utf-8';
    // UTF-8 unless another charset is named: a single-byte one (ISO-8859-*, windows-125*) keeps ASCII as it is, UTF-16
    // is read by its byte-order mark or its zeros.
    const decode = (to: number) => {
      const bytes = base64 ? base64Bytes(text, start, to) : quotedPrintableBytes(text, start, to, /^utf-?8$/i.test(charset));
      return decodeBytes(bytes, readingOf(charset, bytes));
    };
    // A file of another type is read only when its first bytes read as text (most are an archive's or a program's).
    if (!body && !message && !readsAsText(decode(Math.min(end, start + 4096)).text)) continue;
    const decoded = decode(end);
    if (decoded.text.length === 0 || decoded.text === text.slice(start, end) || !readsAsText(decoded.text)) continue;
    let hits: Hit[] = [];
    const read = decodedQuestions(questions, base64);
    detect(new Text(decoded.text), read, hits);
    // A forwarded mail is a mail: its own parts and headers are read in turn; so is a file whose text starts as a mail
    // with encoded parts (a `.eml` sent as `application/octet-stream` with no name).
    if ((message || (!body && MAIL_FILE.test(decoded.text.slice(0, 2048)))) && depth < DEPTH)
      merge(partsOf(decoded.text, read, detect, depth + 1, budget), read, hits);
    // The learned scorer was trained on text, not on the files a mail carries (a script's lines read as orders).
    if (!body && !message) hits = hits.filter((h) => h.code !== 'injection_learned' && h.code !== 'injection_weak');
    mapBack(decoded, hits, found);
    // Base64 that decodes to an order is an encoded payload too, as encoded.ts reads a run of it: the whole part.
    if (base64 && hits.some((h) => h.code.startsWith('injection_') && h.code !== 'injection_weak'))
      found.push({ code: 'encoded_instructions', start, end });
  }
  return found;
}

/** A decoded text's findings: its parts' (partsOf), its own text's, or both (the parts' merged into the text's). */
function readMail(
  text: string,
  questions: ReadonlySet<ContentQuestion>,
  how: 'parts' | 'text' | 'both',
  detect: Detect,
  depth: number,
  budget: MailBudget,
): Hit[] {
  if (how === 'parts') return partsOf(text, questions, detect, depth, budget);
  const hits: Hit[] = [];
  detect(new Text(text), questions, hits);
  if (how === 'both') merge(partsOf(text, questions, detect, depth, budget), questions, hits);
  return hits;
}

/**
 * Adds to `out` each finding of `found` of one of `questions` that no finding of its question in `out` overlaps. A
 * secret read decoded is the secret itself: where a reading of the encoded text took it with its encoding's marks
 * (`DB_PASSWORD=3D8ke4…` read as `3D8ke4…`), the decoded finding replaces that one, so --redact keeps the `=3D`.
 */
function merge(found: Hit[], questions: ReadonlySet<ContentQuestion>, out: Hit[]): void {
  // Each finding kept or not by a binary search of the secrets' spans, and `out` compacted once (a text of thousands of
  // secrets read both ways is not compared pair by pair).
  const secrets = spansByQuestion(found, questions, (f) => f.redact !== undefined);
  if (secrets.size > 0) {
    let kept = 0;
    for (const o of out) if (o.redact === undefined || !overlapsSpans(secrets, o)) out[kept++] = o;
    out.length = kept;
  }
  // A weak finding over the encoded text (a line the learned scorer half trusts) does not stand for what the decoded
  // text says plainly.
  const strong = out.filter((o) => !WEAK_CODES.has(o.code));
  const before = strong.length;
  addUncovered(found, questions, strong);
  for (let k = before; k < strong.length; k++) out.push(strong[k]!);
}

/**
 * Runs `detect` (the asked questions' readings) over each part of the text that is written quoted-printable or base64,
 * decoded, and over its headers' encoded-words, and adds to `out` each finding of one of `questions`, mapped onto the
 * encoded characters it came from, that no finding of its question in `out` overlaps.
 */
export function readMimeParts(t: Text, questions: ReadonlySet<ContentQuestion>, detect: Detect, out: Hit[]): void {
  const holds = {
    rawField: t.has(...RAW_MAIL_FIELD_LEADS),
    rawKey: t.has(...RAW_MAIL_KEY_LEADS),
    carrier: t.has(...MAIL_CARRIER_LEADS),
    transfer: t.has('transfer-encoding'),
    uu: holdsAsWritten(t, 'begin ', 'begin '),
  };
  // One budget of decoding work for the whole text, every carrier and level of it.
  merge(partsOf(t.text, questions, detect, 0, mailBudget(t.text.length), holds), questions, out);
}
