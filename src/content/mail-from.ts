/**
 * A mail's sender as its `From:` line writes it, and the registrable domain of a host: what the link readings compare
 * to tell a firm's own links from a lure's (spelled-lures.ts, worn-services.ts, tracking-links.ts).
 */

/** A registrable domain, roughly: the last two labels, three under a short second-level one (`co.uk`, `org.uk`). */
export function domainOf(host: string): string {
  const labels = host.split('.');
  const n = labels.length >= 3 && labels[labels.length - 2]!.length <= 3 && labels[labels.length - 1]!.length === 2 ? 3 : 2;
  return labels.slice(-n).join('.');
}

/**
 * A `From:` line: the name before the address (lower case, as written; the address's local part when no name is
 * written) and the address's host (lower case).
 */
export interface FromLine {
  name: string;
  host: string;
}

/**
 * A `From:` line: a name (or nothing), then an address, bracketed or bare; whatever follows the host (`>`, a comment)
 * is not read. The one reading of a sender for every link reading: a mail's own, a forwarded one's, a pasted one's.
 */
const FROM_LINE = /^From:([^\n<@]{0,120}?)<?([^\s<>@]{1,64})@([\w.-]{3,120})/gim;

/**
 * A host without the full stops after it (a sentence's end after a bare address), in one pass: `/\.+$/` would try every
 * dot of a long run again.
 */
export function withoutEndingDots(host: string): string {
  let end = host.length;
  while (end > 0 && host.charCodeAt(end - 1) === 0x2e) end--;
  return host.slice(0, end);
}

/** Every `From:` line of the text, in order. */
export function fromLines(text: string): FromLine[] {
  const lines: FromLine[] = [];
  if (!/from:/i.test(text)) return lines;
  FROM_LINE.lastIndex = 0;
  for (let m = FROM_LINE.exec(text); m !== null; m = FROM_LINE.exec(text)) {
    // A sentence's full stop after a bare address is not the host's.
    const host = withoutEndingDots(m[3]!.toLowerCase());
    const name = m[1]!.trim() === '' ? m[2]! : m[1]!;
    lines.push({ name: name.toLowerCase(), host });
  }
  return lines;
}

/** A mail's sender: its first `From:` line among the first 4,000 characters, with the host's registrable domain. */
export function mailSender(text: string): { name: string; domain: string } | null {
  const first = fromLines(text.slice(0, 4000))[0];
  return first === undefined ? null : { name: first.name, domain: domainOf(first.host) };
}

/** The registrable domain of a mail's sender (lower case), or null. */
export function senderDomain(text: string): string | null {
  return mailSender(text)?.domain ?? null;
}
