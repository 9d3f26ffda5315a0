/**
 * adversarial_url: whether the text is a firm's own mail about a link on its own compound domain (docs/content-readings.md,
 * "Lure hosts"). A firm registers its own compound domain beside its brand (`<brand>-rewards.com`, `<brand>-claims.com`)
 * or is a tenant under a billing vendor's domain (`<brand>.billing-portal.io`), and sends from it: a `From:` address on
 * the link's own registered domain clears the link. A firm's name as the sender ("The <Name> team", "invoice from
 * <Name>", "<Name>, customer care", a `From:` display name, an SMS that opens with "<Name>: ") clears it only where the
 * text presses for no haste (within hours, before midnight, on hold, suspended): any lure can sign with the brand it
 * wears, and a lure hurries. A record's field that names a firm (`"org": …`, a contact form's heading) is the
 * receiver's, not a sender's. A calm lure that signs with the brand it wears passes: the price of not asking about every
 * firm's own mail.
 */

import { fromLines } from './mail-from.js';

/** A capitalised name of one to four words. */
const NAME = "((?:[A-Z][a-z&'-]{1,30}[ \\t]){0,3}[A-Z][a-z&'-]{1,30})";
const SENDERS = [
  new RegExp(`\\b[Tt]he[ \\t]${NAME}[ \\t]team\\b`, 'g'),
  new RegExp(`\\b(?:invoice|statement|bill|receipt|order|newsletter|reminder|update|message)[ \\t]from[ \\t]${NAME}`, 'g'),
  new RegExp(
    `^[ \\t]{0,8}${NAME},[ \\t]{1,3}(?:customer[ \\t](?:care|service|support)|support|billing|the[ \\t]team|team)[ \\t]*\\r?$`,
    'gm',
  ),
  new RegExp(`^From:[ \\t]{1,3}"?${NAME}"?[ \\t]{0,3}<`, 'gm'),
  // An SMS opens with its sender's name and a colon.
  new RegExp(`^[ \\t]{0,3}${NAME}:[ \\t]`, 'g'),
];
/** A lure's haste: a claim within hours, before midnight, an account on hold or suspended, action required. */
const HASTE =
  /\bwithin[ \t]{1,3}\d{1,3}[ \t]{1,3}(?:hours?|hrs?|minutes?|mins?)\b|\bbefore[ \t]{1,3}midnight\b|\bimmediately\b|\burgent(?:ly)?\b|\baction[ \t]{1,3}required\b|\bon[ \t]{1,3}hold\b|\b(?:suspended|locked|forfeited)\b|\blast[ \t]{1,3}chance\b|\bexpires?[ \t]{1,3}(?:today|tonight|in)\b/i;

/** Whether a `From:` line sends from `domain` (lower case, a registered domain) or a host under it. */
function sendsFrom(text: string, domain: string): boolean {
  return fromLines(text).some(({ host }) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * Whether the text is the mail of the firm whose name run together (lower case) opens with `name`, about a link on the
 * registered domain `domain`: sent from that domain, or signed with the name and pressing for no haste.
 */
export function signsAs(text: string, name: string, domain: string): boolean {
  if (name.length < 4) return false;
  if (sendsFrom(text, domain)) return true;
  if (HASTE.test(text)) return false;
  for (const re of SENDERS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text))
      if (
        m[1]!
          .toLowerCase()
          .replace(/[^a-z]/g, '')
          .startsWith(name)
      )
        return true;
  }
  return false;
}
