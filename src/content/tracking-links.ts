/**
 * A mail platform's campaign and subscriber ids in a link's query (docs/content-readings.md, "What a coding agent reads:
 * published values and stand-ins"): HubSpot's `_hsenc=p2ANqtz-…` and `_hsmi=`, Salesforce Marketing Cloud's `qs=<hex>`,
 * Marketo's `mkt_tok=`, Eloqua's `elqTrackId=`, Mailchimp's, MailerLite's, ConvertKit's, Omeda's ids. Long and varied by
 * design, they name the campaign and the subscriber to the sender's own platform; a link a mail holds as written carries
 * nothing of the reader's. A value that holds an address or decodes to readable text is no such id and stays read
 * (urls.ts): data smuggled under a tracking parameter's name.
 */
import { domainOf, senderDomain } from './mail-from.js';

/** Each parameter's name (lower case) and the shape its platform gives the id. */
const CAMPAIGN_PARAMS: ReadonlyMap<string, RegExp> = new Map([
  ['_hsenc', /^p2ANqtz-[A-Za-z0-9_-]{20,400}$/],
  ['_hsmi', /^\d{4,14}$/],
  ['qs', /^[0-9a-f]{32,512}$/],
  ['mkt_tok', /^[A-Za-z0-9_-]{20,400}$/],
  ['elqtrackid', /^[0-9a-f]{32}$/i],
  ['elq', /^[0-9a-f]{32}$/i],
  ['mc_cid', /^[0-9a-f]{10}$/],
  ['ml_subscriber_hash', /^[0-9a-z]{4,64}$/i],
  ['ck_subscriber_id', /^\d{1,14}$/],
  ['oly_enc_id', /^[0-9A-Z]{8,40}$/],
  ['vero_id', /^[A-Za-z0-9_-]{4,120}$/],
  ['_bta_tid', /^[A-Za-z0-9_-]{20,400}$/],
]);

/** Whether the bytes are mostly printable ASCII: text written out, not an id's random bytes. */
function readable(bytes: Buffer): boolean {
  if (bytes.length < 8) return false;
  let printable = 0;
  for (const b of bytes) if ((b >= 32 && b < 127) || b === 10 || b === 9) printable++;
  return printable * 10 >= bytes.length * 8;
}

/** What a link's id decodes to (as hex or base64) when that is mostly printable text, or null. */
function decodedText(value: string): string | null {
  let bytes: Buffer | null = null;
  if (/^[0-9a-f]+$/i.test(value) && value.length % 2 === 0) bytes = Buffer.from(value, 'hex');
  else {
    const body = value.replace(/%3D/gi, '=');
    if (/^[A-Za-z0-9+/_-]{12,}={0,2}$/.test(body)) bytes = Buffer.from(body, 'base64');
  }
  return bytes !== null && readable(bytes) ? bytes.toString('latin1') : null;
}

/** Whether the query parameter `name` (lower case) holds a mail platform's campaign or subscriber id (see above). */
export function campaignId(name: string, value: string): boolean {
  const shape = CAMPAIGN_PARAMS.get(name);
  if (shape === undefined || !shape.test(value)) return false;
  if (/^[0-9a-f]+$/i.test(value) && value.length % 2 === 0) return !readable(Buffer.from(value, 'hex'));
  const body = value.startsWith('p2ANqtz-') ? value.slice(8) : value;
  if (body.length >= 12 && /^[A-Za-z0-9_-]+$/.test(body)) return !readable(Buffer.from(body, 'base64url'));
  return true;
}

/**
 * Mail platforms' click-tracking hosts (by their domain): the link id in the path or the query is the platform's own
 * record of which message and which link, and the reader lands on the sender's page (SendGrid, Mandrill, Mailchimp,
 * Salesforce Marketing Cloud, Customer.io, ConvertKit, Postmark, Amazon SES, HubSpot, SparkPost, Mailjet, Brevo,
 * Klaviyo, Constant Contact, Campaign Monitor, Iterable, Intercom, Pardot, MailerLite).
 */
const PLATFORM_DOMAINS = new Set([
  'sendgrid.net',
  'mandrillapp.com',
  'list-manage.com',
  'mailchi.mp',
  'exct.net',
  'customeriomail.com',
  'convertkit-mail.com',
  'convertkit-mail2.com',
  'pstmrk.it',
  'awstrack.me',
  'hubspotlinks.com',
  'hubspotemail.net',
  'sparkpostmail.com',
  'mjt.lu',
  'sendibt2.com',
  'sendibt3.com',
  'sendibm1.com',
  'klaviyomail.com',
  'klclick.com',
  'klclick1.com',
  'rs6.net',
  'createsend1.com',
  'cmail19.com',
  'cmail20.com',
  'iterable.com',
  'intercom-clicks.com',
  'pardot.com',
  'mlsend.com',
  // Mail security's link wrappers (Proofpoint, Microsoft Safe Links, Mimecast): the wrapped link is read as the link.
  'proofpoint.com',
  'urldefense.com',
  'outlook.com',
  'mimecast.com',
]);

/** The first label of a host a sender points at its mail platform (`click.e.example.com`, `links.example.com`, `email.mg.example.com`). */
const CLICK_LABEL = /^(?:click|clicks|link|links|email|e|em|go|t|tr|track|trk|url|r|ls|mail)\d{0,2}\./;

/**
 * A mail platform's click path on a sender's own branded host (SendGrid's `/ls/click?upn=`, Mailgun's `/c/…`, Amazon
 * SES's `/L0/`, Mailchimp's `/track/click`, HubSpot's `/Ctc/`, SparkPost's `/f/a/`, Customer.io's `/e/c/`, Mandrill's
 * `/track/click/`): with a click label first, the platform's link whatever domain it is on.
 */
const PLATFORM_PATH = /^\/(?:ls\/click|c\/[\w-]{20}|track\/click|ctc\/|f\/a\/|cl0\/|l0\/|e\/c\/|wf\/click|ss\/c\/)/i;

/**
 * Whether a link to `host` (lower case) at `path` is a mail's click-tracking link: a mail platform's host or link
 * wrapper, a click label over a platform's click path, or a click label on the domain the mail is sent from (its `From:`);
 * and `value`, the id read there, opaque. Its opaque ids are not read as data carried out (urls.ts); what decodes
 * to a person's record or a secret still is.
 */
export function mailClickHost(text: string, host: string, path: string, value: string): boolean {
  const domain = domainOf(host);
  // An id is opaque: what decodes to readable text (a person's name and address in base64) is data, whatever the host;
  // but a mail platform's own link record (JSON or the target's URL, no address in it) is its id.
  const decoded = decodedText(value);
  if (decoded !== null && !(PLATFORM_DOMAINS.has(domain) && /^(?:\{|https?:)/.test(decoded) && !decoded.includes('@'))) return false;
  // Outlook's own hosts are a mail service's; only its Safe Links wrapper is a link's.
  if (PLATFORM_DOMAINS.has(domain) && (domain !== 'outlook.com' || host.endsWith('.safelinks.protection.outlook.com'))) return true;
  if (!CLICK_LABEL.test(host)) return false;
  if (PLATFORM_PATH.test(path)) return true;
  const sender = senderDomain(text);
  return sender !== null && domain === sender;
}
