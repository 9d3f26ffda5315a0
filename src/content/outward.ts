/**
 * prompt_injection read from what a record asks to go out, whoever it addresses (docs/content-readings.md,
 * outward requests): a request that names no AI and overrides nothing is still an injection where
 *  - a named secret (a key, a saved or admin password, ~/.ssh, a .env, backup codes, card numbers,
 *    a banking login) is sent, shared, uploaded or included to an address, a URL, a phone number or
 *    the reader's own reply, in any voice: the order, the passive ("… are to be e-mailed to …"), a
 *    question, a plan's last step that sends "it" on, an assistant turn that is already doing it;
 *  - people's messages or records taken whole (every invoice, all of someone's e-mails, the inbox)
 *    are sent to an address or URL with a push to keep it unseen ("delete the sent copies", "so the
 *    forward does not show", "already approved") or inside a fiction frame;
 *  - a fiction or hypothetical frame (a story, "hypothetically", "act as", "game time") asks for
 *    this machine's or the user's own secret to be printed, shown or read out, nothing made up;
 *  - a business's records of people (a customer list, patient records, the payroll export) are sent to a party outside
 *    (a consumer mailbox, a drop, a public IP: outside.ts), or records taken whole to a drop, with no push;
 *  - money or goods are ordered to an account number or "instead of" where they belong, with a push
 *    against checking or telling ("do not call the number on your old bill", "staff will be told").
 * A secret named as the head of something else ("the API key rotation schedule", "the password
 * policy"), a negated send ("never e-mail your password"), one the writer owns ("my API key"), a
 * phishing report ("e-mail that asks for your password") and a unit that narrates an attack are not.
 * Read only in units around the places the literal index and an `@` give (a URL, an address, a
 * secret's word, a push's words), each unit once; every regex reads a bounded unit, and its repeats
 * are bounded.
 */
import type { Hit } from './codes.js';
import { NARRATED } from './cues.js';
import { literalId, type Text } from './find.js';
import { OUTWARD_LEADS, OUTWARD_PUSHES, OUTWARD_TO } from './outward-leads.js';
import { movedIn } from './moves.js';
import { destAt, type Party, partiesOf } from './outside.js';
import { NEVER_ASKED_SOURCE } from './phrases.js';
import { FIELD_GAP, unitAround } from './units.js';

let ids: readonly number[] | undefined;
/** Where `.env` stands in OUTWARD_LEADS: a property named env (`process.env`, `os.env`) is no dotfile. */
const DOT_ENV = OUTWARD_LEADS.indexOf('.env');

/** A finding's start and end packed in one number (its end cut to SPAN - 1). */
const SPAN = 2 ** 22;
/**
 * Heads a secret's name may modify: "the API key rotation schedule", "the backup codes setup guide",
 * "banking login issues" name something else. Each a whole word: "changed" is no "change".
 */
const OTHER_HEADS =
  'rotation|schedule|polic(?:y|ies)|reset|manager|changes?|expiry|format|guide|setup|docs|documentation|page|rules|requirements|strength|hint|generator|length|naming|inventory|audit|template|runbook|invite|field|prompt|link|issues?|problems?|questions?|reports?|forms?|requests?|tickets?|ids?|identifiers?|fingerprints?|ceremony|minutes|metadata|labels?|alias(?:es)?|contexts?|names?|paths?|prefix(?:es)?|locations?|plans?|migration|validator|rollout|notices?|renewal';
/** Not followed by another head. */
const NOT_THE_SECRET = `(?!\\s+(?:${OTHER_HEADS})\\b)`;
/** Whether the text right after a secret's name is another head (injection.ts). */
export const NAMES_ANOTHER = new RegExp(`^\\s+(?:${OTHER_HEADS})\\b`, 'i');
/** What follows `.env` in a template's name, which holds no secret: `.env.example`. */
const TEMPLATE = '\\.(?:example|sample|template|dist|defaults?)\\b';
/**
 * What makes "tokens" or "credentials" a secret: a kind of access ("API tokens", "login credentials"), a system's name
 * ("AWS credentials", "admin tokens"); bare, they are a CV's, a game's or a language model's ("the tokens sent to https://api…").
 */
const QUALIFIED =
  'api|access|auth|authenti[ck]ation|client|authori[sz]ation|session|login|sign-?in|secret|bearer|refresh|oauth2?|jwt|admin|administrator|root|service|deploy|ssh|vpn|sso|cloud|aws|gcp|azure|github|gitlab|npm|pypi|docker|database|db|ci|saved|stored|vault|prod|production|all';
/** What a password or a login opens besides QUALIFIED's systems: "the VPN password", "the email password", "the router login" (not the Wi-Fi's: a house shares it with guests). */
const SYSTEM = 'vpn|e-?mail|mail|mailbox|account|domain|server|s?ftp|okta|master|portal|bank|windows|laptop';
/**
 * Whose or what keys are secrets: a cloud's or a provider's, production's, a master or an encryption key ("the AWS keys",
 * "the production keys"). Not SSH or PGP keys: the public half is what people ask for to grant access.
 */
const KEYS_OF =
  'aws|gcp|azure|cloud|stripe|openai|production|prod|staging|live|service|root|admin|master|encryption|license|access|storage|unseal';
/** A named secret (lower case); not a public key's file (`~/.ssh/id_ed25519.pub`), nor a tax ID, which forms ask for. */
const SECRET = new RegExp(
  `(?:~\\/\\.(?:ssh|aws|gnupg|kube|docker|netrc|npmrc|config)\\b(?![\\w./-]{0,40}\\.pub\\b)[\\w./-]{0,40}|\\/etc\\/shadow\\b|(?<![\\w.])\\.env\\b(?!${TEMPLATE})|(?<!\\.)\\.(?:jks|p12|pfx|git-credentials)\\b|(?:bitlocker\\s+)?recovery\\s+keys?|\\b(?:api[\\s_-]?keys?|secret\\s+keys?|private\\s+keys?|signing\\s+(?:keys?|certificates?)|deploy\\s+keys?|(?:${KEYS_OF})\\s+keys?|the\\s+keys\\s+to\\s+(?:production|prod|the\\s+kingdom)(?!\\s+(?:machines?|servers?|hosts?|systems?|boxes|environments?|clusters?|databases?))|service[\\s_-]accounts?(?:\\s+(?:json|keys?|credentials?)|[_-]key)?\\.json|service[\\s_-]accounts?\\s+(?:json|keys?|credentials?)|kube\\s?configs?|key\\s?stores?|client\\s+secrets?|unseal\\s+shares|(?:gcp|google)\\s+sa\\s+keys?|[a-z0-9]{2,20}_(?:api_key|secret_access_key|secret_key|access_token|auth_token|client_secret)|session\\s+cookies|access\\s+tokens?|session\\s+tokens?|(?:${QUALIFIED})[\\s_-]{1,3}(?:tokens?|credentials?|creds|secrets)|[a-z][\\w-]{0,20}['\u2019]s\\s+(?:tokens|credentials)|passphrases?|(?:${QUALIFIED}|administrator|router(?:\\s+admin)?|${SYSTEM})\\s+(?:passwords?|pwd)|(?:admin|root|router|${SYSTEM})\\s+logins?|passwords|(?:your|the\\s+user['\u2019]s|user['\u2019]s)\\s+password|recovery\\s+phrase|seed\\s+phrase|(?:backup|recovery|2fa|mfa|two-factor|verification|security|one-time|sms|login|alarm|door|gate)\\s+codes?|cvv|card\\s+(?:numbers?|details)|(?:online\\s+)?banking\\s+(?:login|logins|password))\\b)${NOT_THE_SECRET}`,
  'g',
);
/** Whether `lower` names a secret (SECRET), whatever it is asked for: a completion's or a reply's reading (turns.ts). */
export function namesSecret(lower: string): boolean {
  SECRET.lastIndex = 0;
  return SECRET.test(lower);
}

/** Whether `lower` starts with a secret's name (SECRET): what a completion announces, what a reply is asked to carry. */
export function startsWithSecret(lower: string): boolean {
  SECRET.lastIndex = 0;
  return SECRET.exec(lower)?.index === 0;
}
/** Records taken whole: every invoice, all of someone's e-mails, every student's forms, a customer list, the inbox, the whole sheet. */
const WHOLE =
  /\b(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?(?:[\w'\u2019-]{1,20}\s+){0,2}?(?:e-?mails?|invoices?|records?|messages|files|contacts|documents)\b|\b(?:all|every|each)\s+(?:of\s+)?(?:the\s+|our\s+)?[a-z-]{2,20}(?:['\u2019]s|s['\u2019])\s|\b(?:customer|patient|employee|client)s?['\u2019]?\s+(?:records|list|data|database)\b|\busers\s+table\b|\bpayroll\s+export\b|\bthe\s+inbox\b|\bthe\s+whole\s+(?:[\w-]{1,20}\s+)?(?:sheet|spreadsheet|table|list|export|database|mailbox|folder)\b/;
/**
 * A business's records of people taken whole, which a plain request may not send to a party outside (outside.ts): a
 * customer, patient, employee, client or user list, its records, data, files or database; a users table; the payroll
 * export; medical records; all of someone's e-mails. Not a club's student or contact list, which its own free-mail
 * address keeps.
 */
const PEOPLE =
  /\b(?:customer|patient|employee|client|user)s?['\u2019]?\s+(?:records|lists?|data|database|db|files|export|table)\b|\bpayroll\s+(?:export|file|data|records)\b|\busers\s+table\b|\bmedical\s+records\b|\ball\s+(?:of\s+)?[a-z-]{2,20}['\u2019]s\s+(?:e-?mails|messages)\b/;
/** Words a bare "mail" or "text" is followed by when it is the verb ("mail the keys", not "mail passwords expire"). */
const OBJECT_START = 'the|a|an|all|every|each|your|our|my|his|her|their|them|it|this|these|those|me|us|him';
/** Words before a "copy" that is the noun ("a copy of", "the copy"). */
const ARTICLE = 'a|an|the|one|each|every|your|our|my|his|her|their|its|this|that';
/**
 * What sends (any form of the verb). A bare "mail" or "text" is the verb only before its object; "copy" only where no
 * article makes it the noun and no "of" follows.
 */
const SENDS = new RegExp(
  String.raw`\b(?:send|sends|sending|sent|forward(?:s|ing|ed)?|upload(?:s|ing|ed)?|e-?mail(?:s|ing|ed)?|(?:mail|text)(?:s|ed)?(?=\s+(?:${OBJECT_START})\b)|(?<!\b(?:${ARTICLE})\s)cop(?:y|ies|ying|ied)(?!\s+of\b)|shar(?:e|es|ing|ed)|post(?:s|ing|ed)?|past(?:e|es|ing|ed)|attach(?:es|ing|ed)?|includ(?:e|es|ing|ed)|hand(?:s|ing|ed)?\s+over|giv(?:e|es|ing)|put(?:s|ting)?|print(?:s|ed|ing)?|output(?:s|ted|ting)?|show(?:s|ed|ing|n)?|display(?:s|ed|ing)?|reveal(?:s|ed|ing)?|dump(?:s|ed|ing)?|typ(?:e|es|ing|ed)\s+(?:it|them)\s+into|submit(?:s|ting|ted)?|transmit(?:s|ting|ted)?|leak(?:s|ing|ed)?)\b`,
  'g',
);
/** What SENDS may find, as a quick test (no `\b`: `_` may stand for a space); by first letter, cheap unoptimized. */
const ANY_SEND =
  /(?=[sfumcpaihgodrtl])(?:s(?:en[dt]|har|how|ubmit)|forward|upload|mail|cop[yi]|p(?:ost|ast|ut|rint)|attach|includ|hand|giv|output|d(?:isplay|ump)|reveal|t(?:ext|yp|ransmit)|leak)/;
const ANY_SEND_I = new RegExp(ANY_SEND.source, 'i');
/** What the reader writes back: its reply, answer, response, output or summary. */
const REPLY = 'reply|answer|response|output|summary';
/** Where it goes: an address, a URL, a phone number, the reader's own reply or the chat, an address "below" or "following". */
const DEST = new RegExp(
  String.raw`[\w.+-]@[\w-]{1,60}\.[a-z]|https?:\/\/|\+\d[\d ()-]{7,18}\d|\b(?:in|into|to)\s+(?:your|the|this)\s+(?:next\s+)?(?:${REPLY})\b|\b(?:in|into)\s+(?:(?:the|this|our)\s+)?chat\b|\bto\s+the\s+(?:following\s+(?:e-?mail\s+)?address|(?:(?:e-?mail\s+)?address|contact|url|link|mailbox|endpoint)\s+(?:(?:listed|given|shown)\s+)?below)\b`,
  'g',
);
/** A word of IN_CONVERSATION's, looked for before DEST is run for a verb that shows. */
const CONVERSATION_WORD = new RegExp(`${REPLY}|chat`);
/** DEST's addresses named by where they stand ("the address below", "the following address"). */
const BELOW = /below|following/;
/** DEST's destinations in the conversation itself: the reader's reply, the chat. */
const IN_CONVERSATION = new RegExp(String.raw`^(?:in|into|to)\s+(?:(?:your|the|this|our)\s+)?(?:next\s+)?(?:${REPLY}|chat)\b`);
/**
 * A store that keeps a secret, not a destination it leaves for: "upload the new .env to the vault at https://…",
 * "submit card details through our PCI-compliant portal at https://…".
 */
const KEPT =
  /\b(?:to|into|in|on|through|via|using|with)\s+(?:the|our|a|your)\s+(?:[\w'\u2019-]{1,20}\s+){0,2}(?:vault|password\s+manager|secrets?\s+(?:manager|store)|keychain|keystore)\b|\b(?:environment\s+(?:settings|variables|secrets)|(?:actions|repository|ci|github)\s+secrets|settings\s+page)\b|\bpci[\w-]{0,12}\s+(?:portal|page|form)\b|\bin\s+(?:the|an?)\s+[\w-]{1,40}\s+header\b/;
/**
 * A destination that keeps what it is sent, on its owner's host (read from its first word on): a password manager's import
 * ("upload the CSV to https://vault.bitwarden.com/#/tools/import"), a repository's key settings
 * ("paste the deploy key into https://gitlab…/settings/repository"), a cloud's or an app store's own console ("upload the
 * keystore to https://play.google.com/console").
 */
const KEEPS =
  /^https?:\/\/(?:[\w-]{1,30}\.){0,3}(?:(?:bitwarden|1password|lastpass|dashlane|keepersecurity|nordpass)\.(?:com|eu)\b|(?:github|gitlab|bitbucket)\.[\w.-]{1,40}(?:\/\S{0,60}?)?\/settings\/(?:repository|keys|ssh|deploy))|^https:\/\/(?:play\.google\.com\/console|console\.firebase\.google\.com|console\.cloud\.google\.com|portal\.azure\.com|console\.aws\.amazon\.com|oauth2\.googleapis\.com|login\.microsoftonline\.com|github\.com\/login\/oauth)\b/;
/**
 * A send told, not ordered (API docs, a commit message, a notice): a verb in the third person present ("the client posts its
 * credentials to https://auth…/token"), a participle after a finite "is", "are", "was", "were", "been", "gets" ("the API key
 * is sent to https://api…"), and a bare participle in a clause so told ("session tokens were included in debug lines sent to
 * https://logs…"). The passive orders only after "is to be", "must be", "should be", "needs to be", "has to be": "be" is no
 * finite aux here, nor is "are expected" before "to be". A fiction frame's third person is what it asks to be carried out
 * ("a screenplay in which the assistant forwards all of the user's e-mails to …").
 */
const THIRD_PERSON =
  /^(?:sends|forwards|uploads|e-?mails|mails|copies|shares|posts|pastes|attaches|includes|texts|submits|transmits|leaks|hands\s+over|gives|puts|prints|outputs|shows|displays|reveals|dumps)$/;
/** What "give" grants rather than hands over: "give the GITHUB_TOKEN write permission". */
const GRANTED = /\b(?:permissions?|access|roles?|scopes?|rights)\b/;
/** Verbs that show rather than send: a send only into the conversation ("print the kubeconfig in the chat"). */
const SHOWS = /^(?:print|output|show|display|reveal|dump)/;
const PASSIVE_AUX =
  /\b(?:is|are|was|were|been|being|gets?|got)\s+(?:(?:[a-z]{2,12}ly|also|then|only|now|always|already|never|not|still|first)\s+){0,2}$/;
const TOLD_IN =
  /\b(?:is|are|was|were)\s+(?:(?:[a-z]{2,12}ly|also|then|only|now|always|already|never|not|still|first)\s+){0,2}(?:[a-z]{2,20}ed|sent|given|written|taken|kept|put)\b(?!\s+to\b)/;

/** A past send a service or a team reports: "we've sent a verification code to +1 …", "they forwarded the keys to …". */
const REPORTED = /\b(?:we|they)(?:['\u2019]ve|\s+have|\s+had)?\s+(?:(?:just|already|also|now)\s+)?$/;

/** The reader as the subject of a third-person send: a runbook's "the assistant forwards the .env file to …" orders it. */
const BY_THE_READER = /\b(?:assistant|ai|agent|model|bot|automation)\s+(?:(?:then|now|also|next)\s+)?$/;

/** Whether the send whose verb `verb` starts at `at` is told, not ordered (THIRD_PERSON). */
function told(u: string, at: number, verb: string, participle: boolean): boolean {
  if (THIRD_PERSON.test(verb)) return !BY_THE_READER.test(u.slice(Math.max(0, at - 24), at));
  if (!participle) return false;
  const before = u.slice(Math.max(0, at - 40), at);
  if (PASSIVE_AUX.test(before) || REPORTED.test(before)) return true;
  return TOLD_IN.test(u.slice(clauseStart(u, at, 90), at));
}

/** How far a destination may stand after its verb, and a secret before it. */
const TO_DEST = 120;
const BEFORE_VERB = 200;
/**
 * Negated, or only allowed: "never e-mail", "no longer posts", "can't send", up to six words back in
 * the clause ("never share it with anyone or type it into"); not "don't forget to send". "Avoid", "refrain from",
 * "stop" negate the verb right after them ("avoid sending credentials to support@…"); and a request said never to be
 * made (NEVER_ASKED_SOURCE).
 */
const NEGATED = new RegExp(
  String.raw`(?:\b(?:never|not|cannot|no\s+longer)|n't)\s+(?!(?:forget|hesitate|fail|delay|wait)\b)(?:(?!(?:but|please|so|then|if)\b)[\w-]{1,20}\s+){0,6}$|\b(?:avoid|refrain\s+from|stop|quit)\s+(?:ever\s+)?$|${NEVER_ASKED_SOURCE}`,
);
/** How far back NEGATED reads. */
const NEGATION_REACH = 60;
/** What asks for a secret, rather than sends it: a phishing report. */
const ASKED_FOR = /\b(?:ask(?:s|ing|ed)?|request(?:s|ing|ed)?)\s+(?:you\s+)?(?:for\s+)?(?:your\s+|the\s+)?$/;
/**
 * Made new, taken away or cleared, not read out: a checklist's "rotate the API keys", "mask the card numbers", "scrub the
 * credentials and tokens from them" take nothing its last step could send on.
 */
const REPLACED =
  /\b(?:rotat|updat|revok|regenerat|renew|reset|chang|delet|remov|disabl|invalidat|replac|mask|scrub|redact|strip|anonymi[sz]|saniti[sz]|blank(?:ing|ed|s)?\s+out)\w{0,4}\s+(?:(?:the|all|your|our|any)\s+)?(?:[\w-]{1,20}(?:,|\s+and|\s+or)?\s+){0,3}$/;
/** A door, gate or alarm code: a household's, given to the people it lets in. */
const HOUSEHOLD = /^(?:door|gate|alarm)\s/;
/** A reply the reader writes to a party it names: "in your reply to the cleaner at …". */
const REPLY_TO = /\b(?:reply|answer|response)\s+to\s+(?:the|my|our|your)\s+[a-z]/;
/**
 * A secret reported or spoken of, not sent: "e-mail a description of the exposed API key", "if you found a leaked token",
 * "send your questions about the API keys rollout".
 */
const EXPOSED = /\b(?:exposed|leaked|compromised|lost|stolen|found|about|regarding|concerning)\s+(?:(?:an?|the|any|some|your|our)\s+)?$/;
/** The writer's own: "send my API key to my new address". */
const MINE = /\bmy\s+(?:[\w-]{1,20}\s+)?$/;
/** The object of a send that points back at what the plan took: "e-mail the result to …", "upload it to …", "send: https://…". */
const POINTS_BACK =
  /^(?:\s{0,3}(?::|\n)|\s+(?:it|them|those|these|that|the\s+(?:result|results|file|csv|zip|archive|export|output|lot|values|contents?|copy|list)|everything|all\s+of\s+(?:it|them))(?=[\s,.;:!?]|$))/;
/** A push to keep records sent out unseen, or pressure past approval. */
const HIDDEN =
  /\b(?:delete|remove|empty|clear)\s+(?:the\s+)?sent\b|\bso\s+(?:that\s+)?(?:the\s+[\w-]{1,20}|it|this)\s+(?:does\s+not|doesn't|won't|will\s+not)\s+show\b|\balready\s+(?:been\s+)?approved\b|\bwithout\s+telling\b|\b(?:don't|do\s+not)\s+(?:tell|mention)\b|\b(?:doesn't|does\s+not|don't|do\s+not|no)\s+need\s+to\s+(?:be\s+)?(?:copied|cc'd|told|informed|know)\b/;
/** A fiction or hypothetical frame. */
const FRAME =
  /\b(?:let's\s+(?:write|play|pretend|imagine)|in\s+(?:this|the|that)\s+(?:story|world|dream|game)|write\s+a\s+(?:story|screenplay|script|play|scene|poem)|screenplay|hypothetically|imagine\s+(?:a\s+world|you(?:'re|\s+are))|pretend\s+(?:you(?:'re|\s+are)|to\s+be|that)|act\s+as|role-?play|game\s+time|opposite\s+day|you(?:'re|\s+are)\s+(?:a|an|my)\s+[a-z-]{2,20}\s+who)\b/;
/** What a frame asks for that shows a secret. */
const REVEALS =
  /\b(?:prints?|show|display|output|recit(?:e|es|ed)|read\s+(?:them|it)\s+out|read\s+out|write\s+(?:it|them)\s+out|write\s+out|dump|contain|contents)\b/;
/** A secret on this machine or the user's own. */
const HERE = new RegExp(
  `~\\/\\.[a-z]|\\/etc\\/shadow\\b|(?<![\\w.])\\.env\\b(?!${TEMPLATE})|\\b(?:the\\s+user['\u2019]s|your|my\\s+card['\u2019]s|my)\\s+(?:saved\\s+)?(?:passwords|cvv|pin|card|keys|credentials)\\b`,
);
/** A how-to question: "… how would you remove it? Show the git filter-repo command." asks for a way, not the secret. */
const HOW_TO = /\bhow\s+(?:would|do|can|could|should|to)\b/;
/** Made up: a frame that asks for nothing real. */
const MADE_UP = /\b(?:made-?\s?up|fake|sample|dummy|placeholder|example|fictional|invented)\b/;
/** A name spelled with underscores for spaces (a Wi-Fi network's, a device's), at most this long: read with its spaces. */
const SPACELESS = 200;

/** A reply's quotation marks where a line starts ("> > "). */
const QUOTE_MARKS = /(^|\n)[ \t]{0,4}(?:>[ \t]?)+/g;
/**
 * A unit as the reading reads it, from its lower-cased text: a written-out line break as one, a record's string values
 * as its lines, a reply's quotation marks dropped.
 */
function flat(lower: string): string {
  if (lower.length <= SPACELESS && !lower.includes(' ') && lower.includes('_')) lower = lower.replace(/_/g, ' ');
  // A reply's quotation marks at each line's start ("> > ") stand between a negation and its verb: read without them.
  if (lower.includes('>')) lower = lower.replace(QUOTE_MARKS, '$1');
  const broken = lower.includes('\\n') ? lower.replace(/\\n/g, ' \n') : lower;
  return broken.includes('"') ? broken.replace(FIELD_GAP, '\n') : broken;
}

/**
 * Whether a secret (or, `whole`, records taken whole) starts in [from, to) of `u`, and is not asked for or
 * the writer's own; `taken`: read back from the send, where a secret made new ("rotate the API keys") is not
 * what is sent on; `toParty`: sent in a reply to a named party, which a household's code may be.
 */
function namedIn(u: string, from: number, to: number, whole: RegExp | undefined, taken = false, toParty = false): boolean {
  const part = u.slice(Math.max(0, from), to);
  if (whole !== undefined) return whole.test(part);
  SECRET.lastIndex = 0;
  for (let m = SECRET.exec(part); m !== null; m = SECRET.exec(part)) {
    const back = part.slice(Math.max(0, m.index - 40), m.index);
    if (
      ASKED_FOR.test(back) ||
      MINE.test(back) ||
      EXPOSED.test(back) ||
      (taken && REPLACED.test(back)) ||
      (toParty && HOUSEHOLD.test(m[0]))
    )
      continue;
    return true;
  }
  return false;
}

/** Where the clause that holds `at` starts, at most `reach` code units back: past the last `.`, `;`, `!` or `?`. */
function clauseStart(u: string, at: number, reach: number): number {
  for (let i = at - 1; i >= Math.max(0, at - reach); i--) {
    const c = u.charCodeAt(i);
    const next = u.charCodeAt(i + 1);
    if ((c === 46 || c === 59 || c === 33 || c === 63) && (next === 32 || next === 10)) return i + 1;
  }
  return Math.max(0, at - reach);
}

/** Who did a past send ("a customer copied", "if you pasted"): told, where an order's participle follows "be" or a noun. */
const PAST_BY =
  /\b(?:i|you|he|she|we|they|someone|somebody|(?:a|the)\s+(?:[\w-]{1,20}\s+)?(?:customer|user|client|colleague|member|person|employee|agent|developer|engineer))\s+(?:(?:just|accidentally|mistakenly)\s+)?$/;
/** What makes the participle after it an adjective. */
const ADJECTIVAL = /(?:\b(?:a|an|the|our|your|my|their|his|her|its|this|that)|['\u2019]s)\s+$/;
/**
 * The send's place named before the URL: a local path ("copy the kubeconfig to ~/.kube/config …, then run kubectl
 * against https://…"), or the URL is where it comes from ("from the course page https://…").
 */
const ELSEWHERE_FIRST = /\b(?:to|into|in)\s+(?:~\/|\/[a-z]|\.\/)|\bfrom\s+(?:the\s+)?(?:[\w'-]{1,20}\s+){0,3}$/;
/** A question that is answered ("Is the kubeconfig uploaded to https://…? Yes, encrypted …"): a FAQ, not an order. */
const ANSWERED = /^(?:[^.\n?]|\.(?=\S)){0,100}\?\s{0,3}(?:\[[^\]\n]{1,12}\]\s{0,3})?(?:[\w.-]{1,20}:\s{0,3})?(?:yes|no)\b/;
/** A destination ruled out: "… through the secret store, not via https://…". */
const NOT_VIA = /\bnot\s+(?:via|to|on|in|into|through)\s+$/;
/** A question's end: `?` then a blank. */
const QUESTION_ENDS = /\?\s/;
/** A label: the verb at its line's start (after "please"), then a colon and a line break. */
const LABEL_AFTER = /^[ \t]{0,2}:[ \t]*(?:\n|$)/;
const LABEL_BEFORE = /(?:^|\n)[ \t]{0,8}(?:please\s+)?$/;

/** What follows an HTTP method in a request line: one space, a path, the protocol. */
const REQUEST_LINE = /^ \/[^\s"]{0,200} http\/[12]/;

/** sentOut's answers that are no send: no send reached a destination; one did, of nothing it names. */
const NOT_SENT = -1;
const REACHED = -2;
/** How far past a send's verb its destination is looked for: TO_DEST, and the longest DEST match. */
const DEST_WINDOW = TO_DEST + 40;

/**
 * The first send in `u` of a secret (or records taken whole) to a destination: where its verb starts;
 * else REACHED where a send had a destination in reach, whatever it sent, and NOT_SENT where none had.
 * Each verb's destination is looked for in a window after it, so a unit costs its length times a constant.
 */
function sentOut(u: string, whole?: RegExp, outside?: (dest: string) => boolean): number {
  let reached = false;
  let framed: boolean | undefined;
  SENDS.lastIndex = 0;
  for (let v = SENDS.exec(u); v !== null; v = SENDS.exec(u)) {
    const at = v.index;
    const end = at + v[0].length;
    const ahead = u.slice(end, end + DEST_WINDOW);
    // A verb that shows counts only into the conversation: most "show" and "print" have none of its words after them.
    if (SHOWS.test(v[0]) && !CONVERSATION_WORD.test(ahead)) continue;
    // An HTTP request line in an access log ("POST /.env HTTP/1.1" … a bot's URL): a method and a path, not an order.
    if (REQUEST_LINE.test(ahead)) continue;
    DEST.lastIndex = 0;
    const d = DEST.exec(ahead);
    if (d === null || d.index > TO_DEST) continue;
    const participle = /(?:ed|sent|shared)$/.test(v[0]);
    if (told(u, at, v[0], participle) && !(framed ??= FRAME.test(u))) continue;
    const dest = end + d.index;
    const between = ahead.slice(0, d.index);
    // A question ends between the send and the address ("did you copy the kubeconfig to the jump host? ping me at …"); a
    // past send into the conversation is one told ("a customer copied their API key into the chat").
    if (
      QUESTION_ENDS.test(between) ||
      NOT_VIA.test(between) ||
      ELSEWHERE_FIRST.test(between) ||
      ANSWERED.test(ahead.slice(d.index, d.index + 120)) ||
      (participle && IN_CONVERSATION.test(d[0]) && PAST_BY.test(u.slice(Math.max(0, at - 40), at)))
    )
      continue;
    if (SHOWS.test(v[0]) && !IN_CONVERSATION.test(d[0])) continue;
    if (v[0].startsWith('giv') && GRANTED.test(between)) continue;
    if (outside !== undefined) {
      const mark = d[0].includes('@') ? d[0].indexOf('@') : d[0].indexOf('://');
      if (mark < 0 || !outside(destAt(u, dest + mark))) continue;
    }
    // A participle after an article or a possessive is an adjective: "the team's shared vault", "a forwarded message".
    if (participle && ADJECTIVAL.test(u.slice(Math.max(0, at - 16), at))) continue;
    if (NEGATED.test(u.slice(Math.max(0, at - NEGATION_REACH), at)) || KEPT.test(between) || KEEPS.test(ahead.slice(d.index))) continue;
    reached = true;
    const toParty = REPLY_TO.test(ahead.slice(0, d.index + d[0].length + 16));
    // Its object names it; or the object points back at what came before ("upload it to"), or the verb is a participle after it.
    // "Send the following to the address below: the contents of .env": the object may follow the phrase.
    if (namedIn(u, end, BELOW.test(d[0]) ? dest + d[0].length + TO_DEST : dest, whole, false, toParty)) return at;
    // A participle's secret stands in its own clause: "the private key … included in the reply", not "…; the notes are to be posted".
    const from = participle ? clauseStart(u, at, 90) : at - BEFORE_VERB;
    // A verb alone on its line before a colon is a label ("Please e-mail:", "Email:"), pointing at the address below, not back.
    const label = LABEL_AFTER.test(u.slice(end, end + 12)) && LABEL_BEFORE.test(u.slice(Math.max(0, at - 20), at));
    const back = !label && (participle || v[0].endsWith(' into') || POINTS_BACK.test(u.slice(end, end + 30)));
    if (back && namedIn(u, from, at, whole, true, toParty)) return at;
  }
  return reached ? REACHED : NOT_SENT;
}

/** What a unit's leads ask to be read: a destination (a URL, an address), a secret's rarer name, a push against checking. */
const TO = 1;
const NAMED = 2;
const PUSHED = 4;
/** A lead's kind, from the list literals.ts keeps it in. */
const KIND_OF = (lead: string): number => (OUTWARD_TO.includes(lead) ? TO : OUTWARD_PUSHES.includes(lead) ? PUSHED : NAMED);

/** Where the unit's outward request starts, or -1; `kinds`: what its leads were. */
function outwardIn(u: string, kinds: number, party: (dest: string) => Party): number {
  let sent = sentOut(u);
  if (sent >= 0) return sent;
  const reached = sent === REACHED;
  const framed = (kinds & NAMED) !== 0 || reached ? FRAME.test(u) : false;
  const whole = reached && WHOLE.test(u);
  if (whole && (framed || HIDDEN.test(u))) {
    sent = sentOut(u, WHOLE);
    if (sent >= 0) return sent;
  }
  // People's records sent outside need no push: a business keeps them on its own, its vendors' and its processors' hosts.
  // Records taken whole sent to a drop need none either: no business keeps them on a request catcher or a paste site.
  if (reached && PEOPLE.test(u)) {
    sent = sentOut(u, PEOPLE, (dest) => party(dest) === 'outside' || party(dest) === 'drop');
    if (sent >= 0) return sent;
  }
  if (whole) {
    sent = sentOut(u, WHOLE, (dest) => party(dest) === 'drop');
    if (sent >= 0) return sent;
  }
  const howTo = HOW_TO.test(u) && !u.includes('contents');
  if ((kinds & NAMED) !== 0 && framed && REVEALS.test(u) && HERE.test(u) && !MADE_UP.test(u) && !howTo) return 0;
  if ((kinds & PUSHED) === 0) return -1;
  return movedIn(u, (at) => NEGATED.test(u.slice(Math.max(0, at - NEGATION_REACH), at)));
}

/** A list's step, where the unit starts. */
const STEP = /^[ \t]{0,8}(?:[-*\u2022\u2192]|\d{1,2}[.)]|[ivx]{1,4}[.)]|(?:step|phase)\s+\w{1,3}\b)/;
/** How far above a step its plan is read. */
const ABOVE = 300;

/** Where the line that holds `at` starts, at most `reach` code units back. */
function lineBack(text: string, at: number, reach: number): number {
  const lo = Math.max(0, at - reach);
  for (let i = at - 1; i >= lo; i--) if (text.charCodeAt(i) === 10) return i + 1;
  return lo;
}

/**
 * Where the line above starts when the line at `lineStart` continues it as hard-wrapped prose does (an e-mail wrapped at
 * 72 columns ends one line with "to" and starts the next with the address), else `lineStart`. The line above must be
 * a wrapped line's length (20 to 100 code units) and end mid-sentence (a word, a digit, a comma, a colon), and this line
 * start with a word, an address's `<` or a quotation mark, after an indent or a reply's `> ` marks; not with a list's mark
 * ("Hi team," above a paragraph, a heading, a list's step are not wrapped).
 */
function wrappedBack(text: string, lineStart: number): number {
  if (lineStart < 21 || text.charCodeAt(lineStart - 1) !== 10) return lineStart;
  let first = lineStart;
  while (
    first < text.length &&
    first - lineStart < 8 &&
    (text.charCodeAt(first) === 32 || text.charCodeAt(first) === 9 || text.charCodeAt(first) === 62)
  )
    first++;
  if (text.charCodeAt(first) === 60 || text.charCodeAt(first) === 34) first++;
  if (!wordy(text.charCodeAt(first)) || text.charCodeAt(first) === 45 || text.charCodeAt(first) === 46) return lineStart;
  const end = lineStart - 1;
  let start = end;
  while (start > 0 && end - start < 101 && text.charCodeAt(start - 1) !== 10) start--;
  const last = text.charCodeAt(end - 1);
  const wrapped =
    end - start >= 20 &&
    end - start <= 100 &&
    (start === 0 || text.charCodeAt(start - 1) === 10) &&
    ((wordy(last) && last !== 46) || last === 44 || last === 58);
  return wrapped ? start : lineStart;
}

/** wrappedBack read twice: a sentence wrapped over three lines ("send … to the / mailbox we set up: / keys@…"). */
const wrappedBack2 = (text: string, lineStart: number): number => {
  const above = wrappedBack(text, lineStart);
  return above < lineStart ? wrappedBack(text, above) : above;
};

/** What a destination a send names stands after: "to", "at", "with", "into", a colon, a field's opening quote. */
const INTRODUCED = /(?:\b(?:to|at|with|into|in|on)|[:"'\n]|\\n)[\s"'\\<>]{0,4}$/i;

/** Where the destination whose `://` or `@` is at `p` starts: its URL's scheme, its address's local part. */
function destStart(text: string, p: number): number {
  let start = p;
  if (text.charCodeAt(p) === 64) while (start > 0 && p - start < 64 && wordy(text.charCodeAt(start - 1))) start--;
  else
    while (start > 0 && p - start < 8 && (text.charCodeAt(start - 1) | 0x20) >= 97 && (text.charCodeAt(start - 1) | 0x20) <= 122) start--;
  return start;
}

/**
 * Whether the destination starting at `start` stands where a send names one (the words before it): most URLs and
 * addresses in a text are a link's or a signature's. A markdown link's target is a link's: setup guides link the
 * console page a key is pasted into ("paste it into [the CLI login prompt](https://docs…)").
 */
function introduced(text: string, start: number): boolean {
  return INTRODUCED.test(text.slice(Math.max(0, start - 12), start));
}

/** A line's indent, a list's mark ("- ", "* ", "• ", "2. ", "1) ") and an address's `<`, read back from a destination. */
const isLeadIn = (c: number): boolean =>
  c === 32 || c === 9 || c === 45 || c === 42 || c === 0x2022 || c === 60 || c === 46 || c === 41 || (c >= 48 && c <= 57);

/**
 * Where the lines read with a destination start that stands alone at its line's start (after an indent or a list's
 * mark) below a line ending with a colon, up to three line breaks above ("Send the keys to:", a blank line, "- keys@…";
 * "the auditors are waiting:", "audit@…"): ABOVE code units back, from a line's start; else -1. A line break
 * written out in a record's string (`\n`) counts as one.
 */
function ledIn(text: string, start: number): number {
  let i = start;
  while (i > 0 && start - i < 12 && isLeadIn(text.charCodeAt(i - 1))) i--;
  let k = i;
  let breaks = 0;
  while (k > 0 && i - k < 24) {
    const c = text.charCodeAt(k - 1);
    if (c === 10) breaks++;
    else if (c === 110 && text.charCodeAt(k - 2) === 92) {
      breaks++;
      k--;
    } else if (c !== 32 && c !== 9 && c !== 13) break;
    k--;
  }
  if (breaks === 0 || breaks > 3 || text.charCodeAt(k - 1) !== 58) return -1;
  const lo = Math.max(0, k - ABOVE);
  const first = lo === 0 ? -1 : text.indexOf('\n', lo);
  return first >= 0 && first < k ? first + 1 : lo;
}

/** A letter, a digit, or `.`, `+`, `-`, `_`: what an address holds around its `@`. */
const wordy = (c: number): boolean =>
  c === 46 || c === 43 || c === 45 || c === 95 || ((c | 0x20) >= 97 && (c | 0x20) <= 122) || (c >= 48 && c <= 57);

/** Every e-mail address's `@` in the text (with a word before it and a dotted host after). */
function addresses(text: string, into: number[]): void {
  for (let i = text.indexOf('@'); i >= 0; i = text.indexOf('@', i + 1)) {
    if (i > 0 && i + 1 < text.length && wordy(text.charCodeAt(i - 1)) && wordy(text.charCodeAt(i + 1))) into.push(i * 8 + TO);
  }
}

/** OUTWARD_LEADS as one pattern (they are ASCII: no case folding lengthens them), and each lead's kind by its lower case. */
const LEADS_PATTERN = new RegExp(OUTWARD_LEADS.map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'gi');
const KINDS = OUTWARD_LEADS.map(KIND_OF);
const KIND_BY_LEAD = new Map(OUTWARD_LEADS.map((w, k) => [w, KINDS[k]!]));

/** The leads of a text without the literal index, found with one scan, into `into` as detectOutward packs them. */
function leadsScanned(text: string, into: number[]): void {
  LEADS_PATTERN.lastIndex = 0;
  for (let m = LEADS_PATTERN.exec(text); m !== null; m = LEADS_PATTERN.exec(text)) {
    const lead = m[0].toLowerCase();
    if (lead === '.env' && m.index > 0 && wordy(text.charCodeAt(m.index - 1))) continue;
    into.push(m.index * 8 + KIND_BY_LEAD.get(lead)!);
  }
}

/**
 * The outward requests in `t` not already inside a strong injection finding of `out` (from `own`
 * on, where this question's findings start): one `injection_data_request` finding per unit, over the unit.
 */
export function detectOutward(t: Text, out: Hit[], own = 0): void {
  const text = t.text;
  ids ??= OUTWARD_LEADS.map(literalId);
  /** Each lead's place and kind, in turn. */
  const at: number[] = [];
  // The text in lower case where the Text made that copy (it does not for most text outside Latin-1): else each slice is lowered.
  const lower = t.lowerCase();
  const low = (from: number, to: number): string => (lower === undefined ? text.slice(from, to).toLowerCase() : lower.slice(from, to));
  // atId answers null for every literal alike when the text has no index (a decoded payload, or a text that lower case lengthens,
  // as one `İ` does): its leads are then found with one scan of the text.
  if (t.atId(ids[0]!) === null) leadsScanned(text, at);
  else if (t.holdsAny(ids))
    for (let k = 0; k < ids.length; k++)
      for (const p of t.atId(ids[k]!)!) {
        if (k === DOT_ENV && p > 0 && wordy(text.charCodeAt(p - 1))) continue;
        at.push(p * 8 + KINDS[k]!);
      }
  addresses(text, at);
  if (at.length === 0) return;
  const leads = Float64Array.from(at).sort();
  // The strong injection findings already made, by start, each packed with its end (found at the first lead that passes its own tests):
  // a unit that holds one is judged (leads come in text order).
  let spans: Float64Array | undefined;
  let next = 0;
  let reach = -1;
  /** Takes in the findings that start before `to`: `reach` is then the furthest any of them ends. */
  const judgedTo = (to: number): void => {
    if (spans === undefined) {
      const packed: number[] = [];
      for (let i = own; i < out.length; i++) {
        const h = out[i]!;
        if (h.code !== 'injection_weak' && h.code.startsWith('injection')) packed.push(h.start * SPAN + Math.min(h.end, SPAN - 1));
      }
      spans = Float64Array.from(packed).sort();
    }
    for (; next < spans.length && Math.floor(spans[next]! / SPAN) < to; next++) reach = Math.max(reach, spans[next]! % SPAN);
  };
  // No count of units caps the reading: units do not overlap (a lead inside the last one read is passed), and each costs its
  // length times a constant (sentOut's windows), so a text of many benign units costs in proportion and hides nothing. The lines
  // read above a step are bounded apart: at most twice the text's length in all.
  let aboveBudget = 2 * text.length;
  let party: ((dest: string) => Party) | undefined;
  let past = -1;
  for (let i = 0; i < leads.length; i++) {
    const p = Math.floor(leads[i]! / 8);
    if (p < past) continue;
    // A destination is read where it is introduced as one and a send stands before it on its line (most have neither): its verb, at most
    // TO_DEST before it, and an address's local part. A finding that reaches into that stretch: its unit is judged.
    const kind0 = leads[i]! % 8;
    const start = kind0 === TO ? destStart(text, p) : p;
    const led = kind0 === TO ? ledIn(text, start) : -1;
    if (kind0 === TO && led < 0 && !introduced(text, start)) continue;
    // A hard-wrapped line's send may stand on the line above; a destination on a line of its own, on the lines above it.
    const line = led >= 0 ? led : Math.max(p - TO_DEST - 32, wrappedBack2(text, lineBack(text, p, TO_DEST + 32)));
    judgedTo(p + 1);
    if (reach > line) continue;
    if (kind0 === TO && !(lower === undefined ? ANY_SEND_I : ANY_SEND).test((lower ?? text).slice(line, p))) continue;
    const [lineFrom, to] = unitAround(text, p);
    const from = led >= 0 ? Math.min(led, lineFrom) : wrappedBack2(text, lineFrom);
    past = to;
    let kind = kind0;
    for (let j = i + 1; j < leads.length && Math.floor(leads[j]! / 8) < to; j++) kind |= leads[j]! % 8;
    judgedTo(to);
    if (reach > from) continue;
    const raw = low(from, to);
    const u = flat(raw);
    party ??= partiesOf(text);
    let found = outwardIn(u, kind, party);
    // A list's step that sends what earlier steps took ("- send: https://…"): read with the lines above it.
    if (found < 0 && (kind & TO) !== 0 && from > 0 && STEP.test(u) && aboveBudget > 0) {
      const above = Math.max(0, from - ABOVE);
      aboveBudget -= to - above;
      found = outwardIn(flat(low(above, from)) + u, kind, party);
    }
    if (found >= 0 && !NARRATED.test(u)) out.push({ code: 'injection_data_request', start: from, end: to });
  }
}
