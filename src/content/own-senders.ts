/**
 * adversarial_url: whether the text names a firm as its own sender (docs/content-readings.md, "Lure hosts"): "The
 * <Name> team", "invoice from <Name>", a sign-off line "<Name>, customer care". A firm registers its own compound domain
 * beside its brand (`<brand>-rewards.com`, `<brand>-claims.com`) or is a tenant under a billing vendor's domain
 * (`<brand>.billing-portal.io`), and signs its mail with the brand; a record's field that names a firm (`"org": …`, a
 * contact form's heading) is the receiver's, not a sender's. A lure that signs with the brand it wears passes too: the
 * price of not asking about every firm's own mail.
 */

/** A capitalised name of one to four words. */
const NAME = "((?:[A-Z][a-z&'-]{1,30}[ \\t]){0,3}[A-Z][a-z&'-]{1,30})";
const SENDERS = [
  new RegExp(`\\b[Tt]he[ \\t]${NAME}[ \\t]team\\b`, 'g'),
  new RegExp(`\\b(?:invoice|statement|bill|receipt|order|newsletter|reminder|update|message)[ \\t]from[ \\t]${NAME}`, 'g'),
  new RegExp(
    `^[ \\t]{0,8}${NAME},[ \\t]{1,3}(?:customer[ \\t](?:care|service|support)|support|billing|the[ \\t]team|team)[ \\t]*\\r?$`,
    'gm',
  ),
];

/** Whether the text names, as its own sender, a firm whose name run together (lower case) opens with `name`. */
export function signsAs(text: string, name: string): boolean {
  if (name.length < 4) return false;
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
