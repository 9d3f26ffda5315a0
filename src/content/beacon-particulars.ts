/**
 * adversarial_url: a beacon's query (an image's path, or a collector's short last segment: beacon-records.ts) that
 * carries two or more kinds of a person's particulars — a phone, a home address, a passport or national number, a
 * birth date, a mail address, a card's or an account's digits, a person's name — in its parameters or in one
 * parameter's percent-encoded record (`data=order%3D…%2Cemail%3D…`) (docs/content-readings.md, "Beacon particulars").
 * An image needs none of them to be drawn: a static map's centre, an avatar's size, a campaign pixel's ids name one
 * kind at most.
 */
import { isBeacon } from './beacon-records.js';

const PHONE = /^(?:phone|tel|telephone|mobile|msisdn|cell|whatsapp)$/;
const ADDRESS = /^(?:addr|address|home_?address|street|postcode|post_?code|zip|zip_?code|postal_?code)$/;
const DOCUMENT = /^(?:passport(?:_?no)?|ssn|national_?id|nin|nhs(?:_?(?:no|number))?|id_?number|licen[cs]e_?no)$/;
const BIRTH = /^(?:dob|birth_?date|birthday|date_?of_?birth)$/;
const MAIL = /^(?:e?mail|email_?address)$/;
const MONEY = /^(?:card_?(?:no|number|last_?4|last4)?|last4|iban|acct(?:_?no)?|account_?(?:no|number)|sort_?code|bank(?:_?account)?)$/;
const NAMED = /^(?:name|full_?name|customer|guest|patient|applicant|member|holder|client|tenant|insured)$/;
/** Two or three capitalised words apart by `+`, `%20` or a blank. */
const PERSON = /^[A-Z][a-z]{1,20}(?:(?:\+|%20| )[A-Z][a-z'-]{1,20}){1,2}$/;

/** Which kind of particular `name` = `value` is (a bit), or 0. */
function kindOf(name: string, value: string): number {
  const n = name.toLowerCase();
  if (value.length < 3 || value.length > 80 || /[{}<>]|%7B|%3C|(?:@|%40)example\.|redacted|xxx/i.test(value)) return 0;
  const digits = value.replace(/\D/g, '').length;
  if (PHONE.test(n)) return digits >= 7 ? 1 : 0;
  if (ADDRESS.test(n)) return /[A-Za-z]/.test(value) && /\d/.test(value) ? 2 : 0;
  if (DOCUMENT.test(n)) return digits >= 5 ? 4 : 0;
  if (BIRTH.test(n)) return digits >= 6 ? 8 : 0;
  if (MAIL.test(n)) return /@|%40/i.test(value) ? 16 : 0;
  if (MONEY.test(n)) return digits >= 4 ? 32 : 0;
  if (NAMED.test(n)) return PERSON.test(value) ? 64 : 0;
  return 0;
}

/** A parameter's percent-encoded value decoded, or undefined where its escapes are broken (no record read from it). */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The fields of a query, and of a parameter's percent-encoded `k=v` record apart by `,`, `;`, `|` or `&`. */
function kinds(query: string, depth: number): number {
  let bits = 0;
  for (const pair of query.split(depth === 0 ? '&' : /[,;|&]/)) {
    const eq = pair.indexOf('=');
    if (eq < 1) continue;
    const value = pair.slice(eq + 1);
    bits |= kindOf(pair.slice(0, eq), value);
    if (depth === 0 && /%3D/i.test(value)) {
      const inner = decoded(value);
      if (inner !== undefined) bits |= kinds(inner, 1);
    }
  }
  return bits;
}

/** Whether a link of `path` (no query) carries two kinds or more of a person's particulars in its `query`. */
export function carriesParticulars(path: string, query: string): boolean {
  const bits = isBeacon(path) ? kinds(query, 0) : packedKinds(query, FORM_PAGE.test(path));
  // Two bits set or more.
  return (bits & (bits - 1)) !== 0;
}

/** A form's own page (`/register`, `/rsvp`, `/signup`), and a parameter that fills its fields in (`prefill=`, `autofill=`). */
const FORM_PAGE =
  /\/(?:register|registration|signup|sign-up|rsvp|apply|application|form|enrol|enroll|join|subscribe|checkout|booking)\/?$/i;
const PREFILL = /^(?:prefill|prefilled|pre-fill|autofill|auto-fill|fill|defaults)$/i;

/**
 * On any path, the kinds one parameter's percent-encoded record carries (`?d=ref%3D…%26email%3D…%26phone%3D…`): a page's
 * own form writes its fields as parameters; a record packed into one value is carried somewhere. A value that encodes a
 * path or a link to return to (`next=%2Faccount%3F…`) is the site's own; so is a form's page filled in from the link
 * (`/register?prefill=name%3D…%26email%3D…`): the record goes to the page it is typed in (`form`: the path is a form's).
 */
function packedKinds(query: string, form: boolean): number {
  if (!query.includes('%3D') && !query.includes('%3d')) return 0;
  let bits = 0;
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const value = pair.slice(eq + 1);
    if (eq < 1 || !/%3D/i.test(value) || /^(?:%2F|\/|https?)/i.test(value)) continue;
    if (form && PREFILL.test(pair.slice(0, eq))) continue;
    const inner = decoded(value);
    if (inner !== undefined) bits |= kinds(inner, 1);
  }
  return bits;
}
