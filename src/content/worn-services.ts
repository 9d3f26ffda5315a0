/**
 * adversarial_url: a signing, sharing, payment or office service's name worn by another's host under a link that asks
 * what lures ask (docs/content-readings.md, "Worn services"): the name joined by hyphens to a lure's words or a number
 * in a label (`microsoft-365.<other>.com/login`, `stripe-billing-update.co/update-card`; not a brand's own joined names,
 * `paypal-community.com`, `cdn-apple.com`), or alone as a label over a registered
 * label that holds a lure's words (`docusign.nda-review-<firm>.com/sign`; a name no firm's own subdomain takes). The service's own domains (`sharepoint.com`,
 * `docusign.net`) register its name alone; a firm's own `stripe.<firm>.com` wears it over no lure's words, and hosting
 * platforms' subdomains are developers' demos as often as lures, and are left. A firm's own host is left too: the
 * domain its mail comes from (`From:`) under a sender who does not write the service's name (the firm's IT desk, not
 * "Microsoft 365"), and a subdomain naming the product of a service a firm's page takes (`apple-pay.<shop>` where the
 * text writes "Apple Pay") over a registered label of no lure's words.
 */
import { registeredLabel } from './named-hosts.js';
import { domainOf, mailSender } from './mail-from.js';
import { asksWhatLuresAsk } from './spelled-lures.js';

/** Services whose mail asks to sign, view a shared file, pay or sign in. */
const SERVICES = new Set([
  ...['docusign', 'dropbox', 'sharepoint', 'onedrive', 'wetransfer', 'adobe', 'stripe', 'paypal', 'office365', 'microsoft'],
  ...['outlook', 'office', 'google', 'gmail', 'icloud', 'apple', 'amazon', 'zoom', 'teams', 'okta'],
]);
/** Of SERVICES, names no firm's own subdomain is called (`teams.`, `office.`, `zoom.` are): read alone as a label. */
const DISTINCT = new Set([
  'docusign',
  'dropbox',
  'sharepoint',
  'onedrive',
  'wetransfer',
  'paypal',
  'stripe',
  'office365',
  'microsoft',
  'okta',
]);
/** Words of a registered label a lure's host joins to a service's name. */
const LURE_LABEL_WORDS = new Set([
  ...['review', 'docs', 'doc', 'documents', 'share', 'shared', 'files', 'file', 'secure', 'verify', 'login', 'signin'],
  ...['account', 'billing', 'update', 'portal', 'support', 'auth', 'sign', 'esign', 'nda', 'invoice', 'payment', 'pay'],
  ...['payout', 'payouts', 'download', 'refund', 'claim'],
]);
/** A signing or sharing service's own pages: sign, view, open a shared file. */
const SERVICE_PATH = /\/(?:sign|esign|envelope|view|share|shared|download|docs?|documents?)(?:[/?#.-]|$)/i;
/** Hosting platforms whose subdomains developers name after the services they demo. */
const PLATFORMS = new Set(['vercel', 'netlify', 'github', 'herokuapp', 'pages', 'glitch', 'onrender', 'fly', 'web', 'firebaseapp']);

/** Whether the mail comes from `host`'s own domain under a sender's name that names none of the services. */
function sentFromOwnDomain(text: string, host: string): boolean {
  const sender = mailSender(text);
  if (sender === null || sender.domain !== domainOf(host)) return false;
  return !sender.name.split(/[^a-z0-9]+/).some((word) => SERVICES.has(word));
}

/**
 * Whether the text writes a subdomain label's words as a name (`apple-pay` as "Apple Pay", `office-portal` as "office
 * portal"): the page of a product the firm's own site takes, not a service's name put on for a lure.
 */
function namesProduct(text: string, parts: readonly string[]): boolean {
  const phrase = parts.join(' ');
  return text
    .slice(0, 20_000)
    .toLowerCase()
    .replace(/[ \t]+/g, ' ')
    .includes(phrase);
}

/** Whether a plain host (lower case) wears a service's name as above, under a lure's or a service's path. */
export function wornService(host: string, rest: string, text: string): boolean {
  if (!/^[a-z0-9.-]+$/.test(host)) return false;
  const own = registeredLabel(host);
  if (own === '' || SERVICES.has(own) || PLATFORMS.has(own)) return false;
  const labels = host.split('.');
  const at = labels.lastIndexOf(own);
  let worn = false;
  for (let i = 0; i <= at && !worn; i++) {
    const parts = labels[i]!.split('-');
    if (!parts.some((p) => SERVICES.has(p))) continue;
    // Joined to a lure's words or a number (`-365`): a brand's own joined names (`paypal-community`, `cdn-apple`) are not.
    if (parts.length > 1) {
      worn = parts.some((p) => LURE_LABEL_WORDS.has(p) || /^\d+$/.test(p));
      // A common word's service (`apple`, `office`) in a subdomain the text names as a product, over no lure's words.
      if (
        worn &&
        i < at &&
        !parts.some((p) => DISTINCT.has(p)) &&
        !own.split('-').some((p) => LURE_LABEL_WORDS.has(p)) &&
        namesProduct(text, parts)
      )
        worn = false;
    } else if (i < at && DISTINCT.has(parts[0]!) && own.split('-').some((p) => LURE_LABEL_WORDS.has(p))) worn = true;
  }
  return worn && (asksWhatLuresAsk(rest) || SERVICE_PATH.test(rest)) && !sentFromOwnDomain(text, host);
}
