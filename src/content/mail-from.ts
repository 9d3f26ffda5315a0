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

/** A mail's `From:` among its first lines: the name before the address (lower case) and the address's domain. */
export function mailSender(text: string): { name: string; domain: string } | null {
  const m = /^From:([^\n<@]{0,120})<?[^\s<>@]{1,64}@([\w.-]{3,120})>?[ \t]*$/im.exec(text.slice(0, 4000));
  return m === null ? null : { name: m[1]!.toLowerCase(), domain: domainOf(m[2]!.toLowerCase()) };
}

/** The domain of a mail's `From:` address, among its first lines (lower case), or null. */
export function senderDomain(text: string): string | null {
  const m = /^From:[^\n@]{0,120}@([\w.-]{3,120})>?[ \t]*$/im.exec(text.slice(0, 4000));
  return m === null ? null : domainOf(m[1]!.toLowerCase());
}
