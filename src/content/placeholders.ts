/**
 * What a credential-shaped value looks like when it holds no secret: a placeholder, an elided or
 * templated value, a reference to where the secret is kept, a key shape filled with words, or code
 * rather than a literal (credentials.ts, secrets.ts and configs.ts ask before they report).
 */

import { lowerCased } from './lower.js';

const PLACEHOLDER_KEY = /x{8}|X{8}|\*{6}|0{16}|a{16}/;
/**
 * A key shape filled with words rather than random characters (`xoxb-your-token-here`,
 * `sk_live_REPLACE_ME_WITH_KEY`): a generated key has no separator-delimited English word in it.
 */
const PLACEHOLDER_WORDS = /(?:^|[_-])(?:your|here|replace|placeholder|changeme|dummy|fake|insert|sample)(?=[_-]|$)/i;
export const isPlaceholderKey = (key: string): boolean => PLACEHOLDER_KEY.test(key) || PLACEHOLDER_WORDS.test(key);

/**
 * A provider key masked for display: its prefix, four or more mask characters (in up to three parts, as a dashboard
 * masks a Slack token's `xoxb-****-****-k3qz`), at most the last four shown.
 */
const MASKED_KEY =
  /^(?:(?:sk|pk|rk)(?:_live|_test)?|sk-proj|sk-ant|ghp|gho|ghu|ghs|ghr|github_pat|glpat|xox[abprs]|npm|hf|whsec)[-_][*\u2022\u25cf]{4,64}(?:[-_.][*\u2022\u25cf]{4,64}){0,2}[-_.]?[a-z0-9]{0,4}$/;

/** The shapes of a stored password's hash (Postgres keeps `md5` and 32 hex digits, or `SCRAM-SHA-256$…`). */
const PASSWORD_HASH =
  /^(?:\$(?:2[abxy]?|1|5|6|7|y|gy|sha1|md5|argon2(?:id|i|d)?|scrypt|pbkdf2[\w-]{0,12})\$|pbkdf2_sha\d{1,3}\$|(?:bcrypt|argon2|scrypt)\$|md5[0-9a-f]{32}$|scram-sha-256\$)/i;

/** Values that stand for a secret rather than being one. */
export function isPlaceholder(v: string): boolean {
  if (v.length < 6) return true;
  const c = v[0]!;
  // A password's hash is no credential (bcrypt `$2b$…`, crypt's `$6$…`, argon2, Django's `pbkdf2_sha256$…`).
  if (PASSWORD_HASH.test(v)) return true;
  // `$NAME`, `${…}`, `$(…)`, PowerShell's `$env:NAME` are references; "$ecr3tP4ss!" is a password that starts with a dollar sign.
  if (c === '$') return /^\$(?:[{(]|env:|[A-Za-z_][A-Za-z0-9_]*$)/i.test(v);
  if (c === '<' || c === '{' || c === '%' || c === '[' || c === '(' || c === '&' || c === '@') return true;
  // A mask's bullets written as a JSON string's escapes (`sk_live_\u2022\u2022...3kQz` in a tool's raw output) read as the bullets.
  const lower = v.includes('\\u') ? lowerCased(v).replace(/\\u(?:2022|25cf)/g, '\u2022') : lowerCased(v);
  if (/^(?:x+|\*+|\.+|-+|_+|0+|1234\d*)$/.test(lower)) return true;
  // The word itself (`password: "password"` in a seed file, a fixture, a local compose file): a default anyone can guess, kept
  // where nothing real is, not a secret that leaks.
  if (lower === 'password') return true;
  // PayPal's checkout and billing-agreement ids (`EC-...`, `BA-...`: seventeen capitals and digits) name an order in a link.
  if (/^(?:ec|ba)-[0-9a-z]{17}$/.test(lower) && !/[a-z]/.test(v.slice(3))) return true;
  // A payment processor's object ids (a card token `tok_…`, a payment method `pm_…`, a card `card_…`, a source `src_…`, a bank
  // token `btok_…`) in an export or a log: references the processor resolves only with the merchant's secret key
  // (docs/content-readings.md, "The seventy-second to seventy-fourth slices' label questions").
  if (/^(?:b?tok|pm|card|src)_[a-z0-9]{14,32}$/.test(lower)) return true;
  // A key's shape filled with `x` or zeros after its prefix (`napi_xxxx…`, `7bf2fdb1-xxxx-xxxx-…:fx`, `rubygems_0000…`),
  // or a prefix and a mask alone (`e2b_****…`): a generated key holds no such run.
  if (/0{16}/.test(lower) || /^[a-z][a-z0-9]{0,11}[-_][*\u2022\u25cf]{8,}$/.test(lower) || isXFilled(lower)) return true;
  // A key masked part by part, as a startup log prints a key it found set (`SG.****.****`, `sk_live_****.****`).
  if (/^[a-z][a-z0-9]{0,11}(?:_[a-z0-9]{1,8})?(?:[._-][*\u2022\u25cf]{4,}){2,3}$/.test(lower)) return true;
  // A documented example's counting sequence (kubeadm's `abcdef.0123456789abcdef`).
  if (/0123456789|abcdefgh/.test(lower) && /abcdef|012345/.test(lower)) return true;
  // A mask, maybe with the last four shown (`****4f2a`); a password that only starts with a star is still one.
  if (/^[*\u2022\u25cf]{3,}[a-z0-9]{0,4}$/.test(lower)) return true;
  // The same in groups, as a card's or a key's display masks it (`****-****-****-41ab`).
  if (/^(?:[*\u2022\u25cf]{3,8}[-.]){1,7}[a-z0-9]{0,4}$/.test(lower)) return true;
  // Its first two characters shown and the rest masked, as teller shows a value (`Xk*****`).
  if (/^[a-z0-9]{1,4}[*\u2022\u25cf]{4,}$/.test(lower)) return true;
  // A masked value, as `gh auth status` prints one: a provider key's prefix, the mask, at most four characters shown
  // (`ghp_****`, `sk-proj-****4f2a`); any other prefix is a password's, and stars inside a password do not hide it.
  if (MASKED_KEY.test(lower)) return true;
  // An elided value (`sk-...your-key-here...`, `ghp_…`, `...4f2a`) shows where a secret goes, not the secret: the dots
  // end it, open it or follow a key's prefix (`sk-`, `ghp_`); a password with dots inside is still a password.
  const dots = lower.indexOf('...');
  const ellipsis = lower.indexOf('\u2026');
  const elided = dots < 0 ? ellipsis : ellipsis < 0 ? dots : Math.min(dots, ellipsis);
  if (elided >= 0 && (/^(?:[a-z0-9]{1,7}[-_])?$/.test(lower.slice(0, elided)) || lower.endsWith('...') || lower.endsWith('\u2026')))
    return true;
  if (
    /(?:^|[._-])(?:your|my|example|sample|placeholder|changeme|change[_-]?me|replace|redacted|dummy|fake|test|none|null|undefined|todo|xxx)(?:[._-]|$)/.test(
      lower,
    )
  )
    return true;
  if (
    lower.startsWith('process.env') ||
    lower.startsWith('os.environ') ||
    lower.startsWith('env.') ||
    lower.startsWith('getenv') ||
    lower.startsWith('os.getenv') ||
    lower.startsWith('config.') ||
    lower.startsWith('settings.') ||
    lower.startsWith('secrets.') ||
    lower.startsWith('vault:') ||
    // A 1Password secret reference (`op://Vault/Item/field`): `op run` fills it in.
    lower.startsWith('op://') ||
    lower.startsWith('ref+') ||
    // AWS's references to a parameter or a secret that a deploy tool fills in (`ssm:/prod/db_password`).
    lower.startsWith('ssm:') ||
    lower.startsWith('secretsmanager:') ||
    lower.startsWith('arn:')
  )
    return true;
  if (lower.includes('redacted')) return true;
  return false;
}

/** Whether eight or more of a value's letters and digits are `x` and they make two fifths of them or more. */
function isXFilled(lower: string): boolean {
  let xs = 0;
  let alnum = 0;
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (c === 120) xs++;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) alnum++;
  }
  return xs >= 8 && 5 * xs >= 2 * alnum;
}

/** An unquoted assignment value must look like a literal, not code (`password = getPassword()`). */
export function looksLiteral(v: string, quoted: boolean): boolean {
  let letters = 0;
  let digits = 0;
  let other = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters++;
    else if (c >= 48 && c <= 57) digits++;
    else other++;
  }
  if (quoted) return letters + digits >= 6;
  // Unquoted: identifiers and calls (`user.password`, `get_secret(`) are code; a value mixes
  // classes (letters with digits or symbols) the way generated secrets and real passwords do.
  if (/^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*\(?$/.test(v) && digits === 0) return false;
  // And a member read before a logical operator, as minified scripts write it (CODE_READ).
  if (CODE_READ.test(v)) return false;
  return letters > 0 && (digits > 0 || other > 0) && v.length >= 8;
}

/**
 * Whether a value given after a secret's name where a word or a name could stand as well (an option's argument, an
 * XML setting) reads as a secret: a digit or a sign a password holds, not a word ("string", "TEXT", "default",
 * "requires"), an environment variable's name (`DATABASE_URL`), a reference (`env:NAME`, `file:PATH`, `#{Name}#`), a
 * URL or a path, a slug or a resource's path that names one.
 */
export function readsAsSecret(v: string): boolean {
  if (v.length < 6 || !/[\d!#$%&*+=?@^~]/.test(v) || !/[A-Za-z]/.test(v)) return false;
  // A YAML tag that fetches or decrypts the value elsewhere: `!secret name`, `!vault |`, `!GetAtt …`.
  if (/^![A-Za-z]/.test(v)) return false;
  // A name (`db-password-v2`, `postgres_password_v2`) or a resource's path (`alias/reports-kms-2024`, `projects/acme/…`).
  if (/^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$/.test(v) || /^[a-z][\w.-]*\/[\w./-]+$/.test(v)) return false;
  // A key's id or fingerprint in upper-case hex (`--signing-key 3AA5C34371567BD2`) names a public key.
  if (/^(?:0x)?(?:[0-9A-F]{8}|[0-9A-F]{16}|[0-9A-F]{40})$/.test(v)) return false;
  if (
    /^[A-Z][A-Z0-9]*_[A-Z0-9_]*$/.test(v) ||
    /^[A-Z]+$/.test(v) ||
    /^[a-z]{2,8}:/i.test(v) ||
    /[{}]/.test(v) ||
    /^(?:\.{0,2}\/|~\/)/.test(v)
  )
    return false;
  return true;
}

/** A Zoom join link up to a query parameter's start (`https://us02web.zoom.us/j/812\u2026?pwd=`, the 160 code units before it). */
const MEETING_LINK = /:\/\/(?:[\w-]{1,30}\.)?zoom\.(?:us|com)\/[^\s?#]{1,80}\?(?:[^\s?#&]{0,200}&){0,4}$/i;
/**
 * Whether the `pwd=` at `at` is a Zoom join link's: the meeting's passcode, which Zoom writes into every invitation it
 * sends (urls.ts spares the link's `pwd=` too), no secret leaked.
 */
export const meetingPasscode = (text: string, at: number): boolean =>
  (text[at - 1] === '?' || text[at - 1] === '&') &&
  /^pwd=/i.test(text.slice(at, at + 4)) &&
  MEETING_LINK.test(text.slice(Math.max(0, at - 160), at));

/**
 * Whether a URL's password (`scheme://user:PASSWORD@host`) stands for one: a placeholder, a word, a mask. A leading `%`
 * that escapes nothing and opens no template slot (`%DB_PASS%`, `%(password)s`, `%{…}`, `%2A`) is the password's first
 * sign when a random body follows it: a digit and both cases (docs/content-readings.md, "A URL's password starting with a
 * percent sign").
 */
export function urlPasswordStandIn(pw: string): boolean {
  if (pw[0] === '%' && !/^%(?:[0-9A-Fa-f]{2}|[({]|[A-Za-z_][A-Za-z0-9_]{0,64}%)/.test(pw)) {
    const body = pw.slice(1);
    if (body.length >= 6 && /\d/.test(body) && /[a-z]/.test(body) && /[A-Z]/.test(body) && !/[%{}]/.test(body)) return false;
  }
  return isPlaceholder(pw.length >= 6 ? pw : `${pw}______`) || /^(?:pass(?:word)?|pwd|secret|\*+|x+|\d{1,5}\?.*)$/i.test(pw);
}

/**
 * An unquoted value after a secret's name that is code reading one: a member chain before a logical operator, as minified
 * scripts write it (`var token=window.__CSRF__||"";`, `password=e.target.value&&`, `auth_token=cfg.authToken??`).
 */
const CODE_READ = /^[A-Za-z_$][\w$]{0,40}(?:\.[A-Za-z_$][\w$]{0,40}){1,6}(?:\|\||&&|\?\?)/;
