/**
 * Provider keys beyond credentials.ts's shared table: more providers' formats, found by one scan for
 * their prefixes, and the test for a key shorter than its provider issues it. Pure, linear: each shape
 * is tried (sticky) where a prefix starts.
 */
import { isWordUnit } from './ascii.js';
import type { RedactionType } from './codes.js';
import { isLiteral, literalId, mergedAscending, type Text } from './find.js';
import { lazy } from './lazy.js';

/**
 * A key shorter than its provider issues it, as test fixtures, truncated logs and redacted
 * examples write it, is still that provider's key when the body looks random: a digit, a lower-case
 * and an upper-case letter (`hvs.` and 24 of them). A word after the prefix (`hvs.internal-cluster`) is not, nor
 * a name made of words (`hf_Llama3Finetune8BInstruct`, `npm_Registry2MirrorClientV3`).
 */
export interface Short {
  issued: number;
  prefix: number;
  /** The provider's alphabet has one case (hex, lower-case base36, upper-case base32): two digits and a letter are enough. */
  oneCase?: boolean;
}
export function looksIssued(key: string, short: Short | undefined): boolean {
  if (short === undefined || key.length >= short.issued) return true;
  const body = key.slice(short.prefix);
  // Random letters of one case run long with vowels among them, so words are not looked for: two digits are.
  if (short.oneCase) return /\d.*\d/.test(body) && /[A-Za-z]/.test(body);
  return /\d/.test(body) && /[a-z]/.test(body) && /[A-Z]/.test(body) && !wordLike(body);
}
/** A key of a fixed length whose body must still look random (`random(4)`: after a four-character prefix). */
const random = (prefix: number): Short => ({ issued: Number.POSITIVE_INFINITY, prefix });
const randomOneCase = (prefix: number): Short => ({ issued: Number.POSITIVE_INFINITY, prefix, oneCase: true });
/** Words of three letters or more with a vowel, each capitalised or not: an identifier's parts ("Llama3Finetune8BInstruct"). */
const WORD_PART = lazy(() => /[A-Z]?[a-z]{3,}/g);
const VOWEL = lazy(() => /[aeiouy]/);
/** Whether words cover half of `body` or more: a CamelCase name with a version digit, which a key's random body is not. */
function wordLike(body: string): boolean {
  let covered = 0;
  for (const m of body.matchAll(WORD_PART())) if (VOWEL().test(m[0])) covered += m[0].length;
  return 2 * covered >= body.length;
}

/**
 * More providers' key formats: each prefix is the provider's own, each body its documented length
 * and alphabet. Too rare to earn a place in the shared literal index (every text would pay for
 * them there), they are found by one scan for their prefixes, and each shape is tried (sticky)
 * where a prefix starts; `at`: how far into the key the prefix sits.
 */
const MORE_KEYS: Array<{
  re: RegExp;
  type: RedactionType;
  at?: number;
  short?: Short;
  /** Base64's alphabet: a `+` or `/` before it means the match is inside a longer blob (an image's, a certificate's). */
  b64?: boolean;
  /** For a key with `at`: the literals (lower case) one of which the prefix scan finds there. */
  lead?: readonly string[];
}> = [
  { re: /hv[sb]\.[A-Za-z0-9_-]{20,400}(?![A-Za-z0-9_-])/y, type: 'api_key', short: { issued: 94, prefix: 4 } },
  { re: /dp\.(?:pt|st|sa|ct|scim|audit)\.(?:[a-z0-9_-]{1,40}\.)?[A-Za-z0-9]{40,44}\b/y, type: 'api_key' },
  { re: /lin_api_[A-Za-z0-9]{20,40}\b/y, type: 'api_key', short: { issued: 48, prefix: 8 } },
  { re: /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}\b/y, type: 'secret' },
  { re: /PMAK-[a-f0-9]{24}-[a-f0-9]{34}\b/y, type: 'api_key' },
  { re: /gl(?:ptt-[0-9a-f]{40}|dt-[A-Za-z0-9_-]{20,64}|rt-[A-Za-z0-9_-]{20,64})(?![A-Za-z0-9_-])/y, type: 'api_key' },
  { re: /gl(?:sa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}\b|c_[A-Za-z0-9+/]{32,400}={0,2})/y, type: 'api_key' },
  { re: /ATATT3[A-Za-z0-9_=-]{150,300}(?![A-Za-z0-9_=-])/y, type: 'api_key' },
  { re: /dapi[a-f0-9]{32}(?:-\d)?\b/y, type: 'api_key' },
  { re: /pscale_(?:tkn|pw|oauth)_[A-Za-z0-9=._-]{32,64}(?![A-Za-z0-9=._-])/y, type: 'api_key' },
  { re: /sntry(?:s_[A-Za-z0-9+/=_-]{50,400}|u_[a-f0-9]{64}\b)/y, type: 'api_key' },
  { re: /pul-[a-f0-9]{40}\b/y, type: 'api_key' },
  { re: /[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,80}(?![A-Za-z0-9_=-])/y, type: 'api_key', at: 14, lead: ['.atlasv1.'] },
  { re: /NRAK-[A-Z0-9]{27}\b/y, type: 'api_key' },
  { re: /sbp_[a-f0-9]{40}\b/y, type: 'api_key' },
  { re: /r8_[A-Za-z0-9]{37}\b/y, type: 'api_key' },
  { re: /gsk_[A-Za-z0-9]{52}\b/y, type: 'api_key' },
  { re: /pplx-[A-Za-z0-9]{48}\b/y, type: 'api_key' },
  { re: /xai-[A-Za-z0-9]{80}\b/y, type: 'api_key' },
  { re: /xapp-\d-[A-Z0-9]{9,12}-\d{10,16}-[a-f0-9]{64}\b/y, type: 'api_key' },
  { re: /ya29\.[0-9A-Za-z_-]{50,2000}(?![0-9A-Za-z_-])/y, type: 'api_key' },
  { re: /GOCSPX-[A-Za-z0-9_-]{28}(?![A-Za-z0-9_-])/y, type: 'secret' },
  { re: /sq0(?:atp-[0-9A-Za-z_-]{22}|csp-[0-9A-Za-z_-]{43})(?![0-9A-Za-z_-])/y, type: 'api_key' },
  { re: /ntn_[A-Za-z0-9]{46}\b/y, type: 'api_key' },
  { re: /dckr_pat_[A-Za-z0-9_-]{20,27}(?![A-Za-z0-9_-])/y, type: 'api_key', short: { issued: 36, prefix: 9 } },
  { re: /HRKU-[A-Za-z0-9_-]{60}(?![A-Za-z0-9_-])/y, type: 'api_key' },
  { re: /lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}\b/y, type: 'api_key' },
  { re: /nfp_[A-Za-z0-9]{36}\b/y, type: 'api_key' },
  { re: /pat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b/y, type: 'api_key' },
  { re: /pk_\d{6,10}_[A-Z0-9]{32}\b/y, type: 'api_key' },
  // A marketing provider's private API key: `pk_` and 34 hex (its publishable keys and Stripe's are `pk_live_…`, `pk_test_…`).
  { re: /pk_[a-f0-9]{34}\b/y, type: 'api_key', short: randomOneCase(3) },
  { re: /pcsk_[A-Za-z0-9]{4,8}_[A-Za-z0-9]{40,100}\b/y, type: 'api_key' },
  { re: /EAA[A-Za-z0-9]{80,400}\b/y, type: 'api_key', short: { issued: 1000, prefix: 3 } },
  // Square's access token: `EAAA` and sixty base64url characters (its sandbox's too), a random body (docs/content-readings.md).
  { re: /EAAA[A-Za-z0-9_-]{60}(?![A-Za-z0-9_-])/y, type: 'api_key', short: random(4) },
  { re: /access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32}\b/y, type: 'api_key' },
  // The shapes public secret scanners read (cases-23.jsonl): each a provider's own prefix and documented length.
  { re: /LTAI[A-Za-z0-9]{20}\b/y, type: 'api_key', short: random(4) },
  { re: /AKID[A-Za-z0-9]{32}\b/y, type: 'api_key', short: random(4) },
  { re: /p8e-[A-Za-z0-9]{32}\b/y, type: 'secret', short: random(4) },
  { re: /ops_eyJ[A-Za-z0-9+/]{250,2000}={0,3}/y, type: 'api_key' },
  {
    re: /A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\b/y,
    type: 'secret',
    short: randomOneCase(3),
  },
  { re: /ATBB[A-Za-z0-9]{32,40}\b/y, type: 'api_key', short: random(4) },
  { re: /ATTA[A-Fa-f0-9]{64,72}\b/y, type: 'api_key', short: randomOneCase(4) },
  { re: /bkua_[a-f0-9]{40}\b/y, type: 'api_key' },
  { re: /CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}\b/y, type: 'api_key' },
  { re: /CLOJARS_[A-Za-z0-9]{60}\b/y, type: 'api_key', short: randomOneCase(8) },
  { re: /v1\.0-[a-f0-9]{24}-[a-f0-9]{146}\b/y, type: 'api_key' },
  { re: /CFPAT-[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/y, type: 'api_key' },
  { re: /dnkey-[a-z0-9=_-]{26}-[a-z0-9=_-]{52}(?![a-z0-9=_-])/y, type: 'api_key' },
  { re: /do[or]_v1_[a-f0-9]{64}\b/y, type: 'api_key' },
  { re: /sl\.[A-Za-z0-9_-]{130,152}(?![A-Za-z0-9_-])/y, type: 'api_key', short: random(3) },
  { re: /duffel_(?:test|live)_[A-Za-z0-9_=-]{43}(?![A-Za-z0-9_=-])/y, type: 'api_key' },
  { re: /dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}\b/y, type: 'api_key' },
  { re: /EZ[AT]K[A-Za-z0-9]{54}\b/y, type: 'api_key', short: random(4) },
  { re: /FLWSECK(?:_TEST)?-[a-f0-9]{32}-X\b/y, type: 'secret' },
  { re: /fio-u-[A-Za-z0-9_=-]{64}(?![A-Za-z0-9_=-])/y, type: 'api_key' },
  { re: /pat\.[A-Za-z0-9]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}\b/y, type: 'api_key' },
  { re: /pat-(?:na|eu)\d-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/y, type: 'api_key' },
  { re: /ico-[A-Za-z0-9]{32}\b/y, type: 'api_key', short: random(4) },
  { re: /s-s4t2(?:ud|af)-[a-f0-9]{64}\b/y, type: 'secret' },
  { re: /AKCp[A-Za-z0-9]{69}\b/y, type: 'api_key' },
  { re: /cmVmdGtu[A-Za-z0-9]{56}\b/y, type: 'api_key' },
  { re: /sk\.eyJ[A-Za-z0-9_-]{40,400}\.[A-Za-z0-9_-]{22}(?![A-Za-z0-9_-])/y, type: 'api_key' },
  { re: /NRII-[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])/y, type: 'api_key' },
  { re: /sha256~[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/y, type: 'api_key', short: random(7) },
  { re: /access-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/y, type: 'api_key' },
  { re: /pnu_[A-Za-z0-9]{36}\b/y, type: 'api_key' },
  { re: /rdme_[a-z0-9]{70}\b/y, type: 'api_key' },
  { re: /rubygems_[a-f0-9]{48}\b/y, type: 'api_key' },
  { re: /tk-us-[A-Za-z0-9_-]{48}(?![A-Za-z0-9_-])/y, type: 'api_key' },
  { re: /x(?:keysib|smtpsib)-[a-f0-9]{64}-[A-Za-z0-9]{16}\b/y, type: 'api_key' },
  { re: /sm_(?:pat|aat|sat)_[A-Za-z0-9]{16}\b/y, type: 'api_key', short: randomOneCase(7) },
  { re: /shippo_(?:live|test)_[a-f0-9]{40}\b/y, type: 'api_key' },
  { re: /tfp_[A-Za-z0-9_.=-]{59}(?![A-Za-z0-9_.=-])/y, type: 'api_key' },
  { re: /AQVN[A-Za-z0-9_-]{35,38}(?![A-Za-z0-9_-])/y, type: 'api_key', short: random(4) },
  { re: /sgp_(?:[a-f0-9]{16}_)?[a-f0-9]{40}\b/y, type: 'api_key' },
  { re: /sq[upa]_[a-f0-9]{40}\b/y, type: 'api_key' },
  { re: /tskey-(?:api|auth|client|scim|webhook)-[A-Za-z0-9]{6,20}-[A-Za-z0-9]{20,40}\b/y, type: 'api_key' },
  { re: /fo1_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/y, type: 'api_key' },
  { re: /rnd_[A-Za-z0-9]{32}\b/y, type: 'api_key', short: random(4) },
  { re: /napi_[a-z0-9]{64}\b/y, type: 'api_key' },
  { re: /AVNS_[A-Za-z0-9_-]{23}(?![A-Za-z0-9_-])/y, type: 'password', short: random(5) },
  { re: /fc-[a-f0-9]{32}\b/y, type: 'api_key', short: randomOneCase(3) },
  { re: /tvly-(?:dev-|prod-)?[A-Za-z0-9]{32}\b/y, type: 'api_key', short: random(5) },
  { re: /e2b_[a-f0-9]{40}\b/y, type: 'api_key' },
  { re: /fw_[A-Za-z0-9]{24}\b/y, type: 'api_key', short: random(3) },
  { re: /sk_[a-f0-9]{48}\b/y, type: 'api_key' },
  { re: /re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}\b/y, type: 'api_key', short: random(3) },
  { re: /phx_[A-Za-z0-9]{43}\b/y, type: 'api_key' },
  { re: /hc[ax](?:ik|mk)_[a-z0-9]{58}\b/y, type: 'api_key' },
  // An Azure AD client secret: three characters and a digit before its `Q~`.
  { re: /[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])/y, type: 'secret', at: 4, lead: ['q~'] },
  // A Twitter (X) app's bearer token: its run of A's is 21 to 23 long (a longer run is a binary's base64).
  {
    re: /A{21,23}[B-Za-z0-9%][A-Za-z0-9%]{79,400}(?![A-Za-z0-9%+/=])/y,
    type: 'api_key',
    short: random(23),
    b64: true,
    lead: ['a'.repeat(21)],
  },
  { re: /AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{134}(?![A-Za-z0-9_-])/y, type: 'api_key', at: 11, lead: [':apa91b'] },
  { re: /00[A-Za-z0-9]{13}!A[QR][A-Za-z0-9._]{80,260}(?![A-Za-z0-9._])/y, type: 'api_key', at: 15, lead: ['!aq', '!ar'] },
  { re: /ABSK[A-Za-z0-9+/]{109,269}={0,2}(?![A-Za-z0-9+/=])/y, type: 'api_key', short: random(4), b64: true },
  { re: /SCW[A-Z0-9]{17}\b/y, type: 'api_key', short: randomOneCase(3) },
  { re: /oy2[a-z0-9]{43}\b/y, type: 'api_key', short: randomOneCase(3) },
  { re: /xoxe(?:\.xox[bp]-\d-[A-Za-z0-9]{146,200}|-\d-[A-Za-z0-9]{140,200})\b/y, type: 'api_key' },
  { re: /figd_[A-Za-z0-9_-]{40}(?![A-Za-z0-9_-])/y, type: 'api_key' },
  { re: /secret_[A-Za-z0-9]{43}\b/y, type: 'api_key', short: random(7) },
  { re: /secret-(?:live|test)-[A-Za-z0-9_=-]{36}(?![A-Za-z0-9_=-])/y, type: 'secret', short: random(12) },
  { re: /dG9rO[A-Za-z0-9+/]{30,120}={0,2}(?![A-Za-z0-9+/=])/y, type: 'api_key', b64: true },
  { re: /md-[A-Za-z0-9_-]{22}(?![A-Za-z0-9_-])/y, type: 'api_key', short: random(3) },
  { re: /gl(?:cbt|imt|ft|oas|agent|soat|ffct)-[A-Za-z0-9_-]{20,64}(?![A-Za-z0-9_-])/y, type: 'api_key', short: randomOneCase(5) },
  { re: /aio_[A-Za-z0-9]{28}\b/y, type: 'api_key', short: random(4) },
  { re: /api_org_[A-Za-z0-9]{34}\b/y, type: 'api_key', short: random(8) },
  { re: /cio[A-Za-z0-9]{32}\b/y, type: 'api_key', short: random(3) },
  // Not a ULID request id (`API-01HGW2N7EB…`: a ULID's time starts with 0).
  { re: /API-(?!0)[A-Z0-9]{26}\b/y, type: 'api_key', short: randomOneCase(4) },
  { re: /K00\d[A-Za-z0-9+/]{27}(?![A-Za-z0-9+/=])/y, type: 'secret', short: random(4), b64: true },
  { re: /os_v2_(?:app|org)_[a-z0-9]{100,120}\b/y, type: 'api_key' },
  { re: /xau_[A-Za-z0-9]{32,40}\b/y, type: 'api_key', short: random(4) },
  { re: /pdl_(?:live|sdbx)_apikey_[a-z0-9]{26}_[A-Za-z0-9]{27}\b/y, type: 'api_key' },
  { re: /1000\.[a-f0-9]{32}\.[a-f0-9]{32}\b/y, type: 'api_key' },
  // Not an MD5 named for a region (`…-us2.tar.gz`, `…-us21-list`): nothing of a name goes on after it.
  { re: /[a-f0-9]{32}-us\d{1,2}(?![\w.-])/y, type: 'api_key', at: 32, lead: ['-us'], short: randomOneCase(0) },
  { re: /eyJhIjoi[A-Za-z0-9+/]{100,400}={0,2}(?![A-Za-z0-9+/=])/y, type: 'secret', b64: true },
  { re: /1\/\/0[A-Za-z0-9_-]{60,200}(?![A-Za-z0-9_-])/y, type: 'secret', short: random(4) },
  { re: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:fx(?![\w-])/y, type: 'api_key', at: 36, lead: [':fx'] },
];
const MORE_KEY_PREFIXES = lazy(
  () =>
    /hv[sb]\.|dp\.(?:pt|st|sa|ct|scim|audit)\.|lin_api_|AGE-SECRET-KEY-1|PMAK-|gl(?:ptt|dt|rt)-|gl(?:sa|c)_|ATATT3|dapi[a-f0-9]|pscale_|sntry[su]_|pul-[a-f0-9]|\.atlasv1\.|NRAK-|sbp_|r8_|gsk_|pplx-|xai-|xapp-|ya29\.|GOCSPX-|sq0(?:atp|csp)-|ntn_|dckr_pat_|HRKU-|lsv2_|nfp_|pat[A-Za-z0-9]{14}\.|pk_\d|pk_[a-f0-9]{34}|pcsk_|EAA[A-Za-z0-9]|access_token\$|LTAI|AKID|p8e-|ops_eyJ|A3-[A-Z0-9]{6}-|ATBB|ATTA|bkua_|CCIPAT_|CLOJARS_|v1\.0-|CFPAT-|dnkey-|do[or]_v1_|sl\.[A-Za-z0-9_-]{130}|duffel_|dt0c01\.|EZ[AT]K|FLWSECK|fio-u-|pat\.|pat-(?:na|eu)\d-|ico-|s-s4t2|AKCp|cmVmdGtu|sk\.eyJ|NRII-|sha256~|access-(?:sandbox|development|production)-|pnu_|rdme_|rubygems_|x(?:keysib|smtpsib)-|sm_(?:pat|aat|sat)_|shippo_|tfp_|AQVN|sgp_|sq[upa]_|tskey-|fo1_|rnd_|napi_|AVNS_|fc-[a-f0-9]{32}|tvly-|e2b_|fw_|sk_[a-f0-9]{48}|re_[A-Za-z0-9]{8}_|phx_|hc[ax](?:ik|mk)_|Q~|AAAAAAAAAAAAAAAAAAAAA|:APA91b|!A[QR]|ABSK|SCW[A-Z0-9]{17}|oy2[a-z0-9]{43}|xoxe|figd_|secret_[A-Za-z0-9]{43}|secret-(?:live|test)-|dG9rO|md-[A-Za-z0-9_-]{22}|gl(?:cbt|imt|ft|oas|agent|soat|ffct)-|aio_|api_org_|cio[A-Za-z0-9]{32}|API-[A-Z0-9]{26}|K00\d|os_v2_|xau_|pdl_|1000\.[a-f0-9]{32}\.|-us\d|eyJhIjoi|1\/\/0|:fx/g,
);
/** A key starts at a word boundary, as the provider shapes above do. */
const WORD_CHAR = lazy(() => /[A-Za-z0-9_]/);

/** Set by the build (scripts/build.mjs): prefixLiterals of every source the guard reads them from, as JSON keyed by source. */
declare const JUDGE_PREFIX_LITERALS: string;
let shippedPrefixes: Record<string, string[]> | undefined;
/** What prefixLiterals read from sources in this process, for the build to ship. */
const prefixesRead = new Map<string, string[]>();

/**
 * The literals a match of each alternative of MORE_KEY_PREFIXES starts with, in lower case: its
 * leading characters, with a set (`[sb]`) or a group of plain words (`(?:pt|st)`) spelled out each
 * way, up to the first part that is neither (`[a-f0-9]`). Derived from the pattern, so the two
 * cannot drift apart; each must be one of find.ts's LITERALS (the shared index then says where
 * the prefixes can start, and no pass of their own is needed). Reading the sources cost 5-6 ms of
 * every cold start of `judge content`, so the build reads them and ships the result, as it does
 * the word scans' first symbols (words.ts); a source the build did not see is read here.
 */
export function prefixLiterals(source: string): string[] {
  shippedPrefixes ??= typeof JUDGE_PREFIX_LITERALS === 'string' ? JSON.parse(JUDGE_PREFIX_LITERALS) : {};
  if (Object.hasOwn(shippedPrefixes!, source)) return [...shippedPrefixes![source]!];
  const out = readPrefixLiterals(source);
  prefixesRead.set(source, out);
  return [...out];
}

/** prefixLiterals of every source read so far in this process (the build ships them). */
export function prefixLiteralsRead(): Record<string, string[]> {
  return Object.fromEntries(prefixesRead);
}

function readPrefixLiterals(source: string): string[] {
  const alts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i <= source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (i === source.length || (c === '|' && depth === 0)) {
      alts.push(source.slice(from, i));
      from = i + 1;
    }
  }
  const out: string[] = [];
  for (const alt of alts) {
    let heads = [''];
    for (let i = 0; i < alt.length; ) {
      let options: string[] | null = null;
      let next = i + 1;
      const c = alt[i]!;
      if (c === '\\' && /[^A-Za-z0-9]/.test(alt[i + 1] ?? 'a')) {
        options = [alt[i + 1]!];
        next = i + 2;
      } else if (c === '[') {
        const close = alt.indexOf(']', i);
        const set = alt.slice(i + 1, close);
        if (/^[A-Za-z0-9_]+$/.test(set)) options = [...set];
        next = close + 1;
      } else if (alt.startsWith('(?:', i)) {
        const close = alt.indexOf(')', i);
        const words = alt.slice(i + 3, close).split('|');
        if (words.every((w) => /^[A-Za-z0-9_]+$/.test(w))) options = words;
        next = close + 1;
      } else if (/[A-Za-z0-9_.~!:-]/.test(c)) options = [c];
      // A part followed by a quantifier may be absent: the prefix ends before it.
      if (options === null || /[?*+{]/.test(alt[next] ?? '')) break;
      heads = heads.flatMap((h) => options.map((o) => h + o));
      i = next;
    }
    out.push(...heads.map((h) => h.toLowerCase()));
  }
  return out;
}
const MORE_KEY_ANCHORS = prefixLiterals(MORE_KEY_PREFIXES().source);
for (const a of MORE_KEY_ANCHORS) if (!isLiteral(a)) throw new Error(`more-keys: the key prefix "${a}" is not one of find.ts's LITERALS`);
/** Their ids in find.ts's literals (looked up once, not in every text). */
const MORE_KEY_ANCHOR_IDS: readonly number[] = MORE_KEY_ANCHORS.map(literalId);
const MORE_KEY_PREFIX_AT = lazy(() => new RegExp(MORE_KEY_PREFIXES().source, 'y'));

/**
 * Whether a prefix at `p` can start a key or be the lead a key holds `at` in: not inside a word (`task_`, `store_`,
 * `fix-us`), which no key starts; a lead that is no word's start may (`-us`, `:fx`, `!AQ`, and `Q~` after a key's
 * first four).
 */
function mayStartKey(text: string, p: number): boolean {
  return p === 0 || !isWordUnit(text.charCodeAt(p - 1)) || !isWordUnit(text.charCodeAt(p)) || text.charCodeAt(p + 1) === 126;
}

/**
 * The next match of MORE_KEY_PREFIXES at or after `from`, as a global scan finds it; `starts`:
 * where one can start (ascending), from the shared index, tried there alone (sticky), `k[0]` the
 * first not yet passed. Null `starts`: the text has no index, and is scanned.
 */
function nextPrefix(text: string, from: number, starts: ArrayLike<number> | null, k: [number]): RegExpExecArray | null {
  if (starts === null) {
    for (MORE_KEY_PREFIXES().lastIndex = from; ; MORE_KEY_PREFIXES().lastIndex = from) {
      const m = MORE_KEY_PREFIXES().exec(text);
      if (m === null || mayStartKey(text, m.index)) return m;
      from = m.index + 1;
    }
  }
  for (; k[0] < starts.length; k[0]++) {
    const p = starts[k[0]]!;
    if (p < from || !mayStartKey(text, p)) continue;
    MORE_KEY_PREFIX_AT().lastIndex = p;
    const m = MORE_KEY_PREFIX_AT().exec(text);
    if (m !== null) return m;
  }
  return null;
}

/** Each MORE_KEYS shape's leads: its `lead`, or the literals its own source starts with (none: tried at every prefix). */
const KEY_LEADS: ReadonlyArray<readonly string[]> = MORE_KEYS.map((k) => k.lead ?? prefixLiterals(k.re.source).filter((l) => l !== ''));

/** Whether `text` holds one of `leads` (lower case) at `at`, in any ASCII case; no leads: it may. */
function leadsAt(text: string, at: number, leads: readonly string[]): boolean {
  if (leads.length === 0) return true;
  for (const l of leads) {
    if (at + l.length > text.length) continue;
    let i = 0;
    for (; i < l.length; i++) {
      let c = text.charCodeAt(at + i);
      if (c >= 65 && c <= 90) c += 32;
      if (c !== l.charCodeAt(i)) break;
    }
    if (i === l.length) return true;
  }
  return false;
}

/** The MORE_KEYS in `text`, as [start, end, type]. */
export function moreKeys(t: Text): Array<[number, number, RedactionType]> {
  const text = t.text;
  const found: Array<[number, number, RedactionType]> = [];
  // No anchor in the index: no place to try (most texts).
  if (!t.holdsAny(MORE_KEY_ANCHOR_IDS)) return found;
  const lists: Array<readonly number[] | null> = [];
  for (const id of MORE_KEY_ANCHOR_IDS) lists.push(t.atId(id));
  const starts = lists.some((l) => l === null) ? null : mergedAscending(lists as Array<readonly number[]>);
  if (starts !== null && starts.length === 0) return found;
  const k: [number] = [0];
  let from = 0;
  for (let m = nextPrefix(text, from, starts, k); m !== null; m = nextPrefix(text, from, starts, k)) {
    from = m.index + m[0].length;
    for (let i = 0; i < MORE_KEYS.length; i++) {
      const key = MORE_KEYS[i]!;
      // Only the keys that can start here are tried: each tried would be compiled at its first use, in every process.
      if (!leadsAt(text, m.index, KEY_LEADS[i]!)) continue;
      const start = m.index - (key.at ?? 0);
      if (start < 0 || (start > 0 && WORD_CHAR().test(text[start - 1]!))) continue;
      if (key.b64 && start > 0 && (text[start - 1] === '+' || text[start - 1] === '/')) continue;
      key.re.lastIndex = start;
      const found_ = key.re.exec(text);
      if (found_ === null) continue;
      if (!looksIssued(found_[0], key.short)) continue;
      found.push([start, start + found_[0].length, key.type]);
      from = start + found_[0].length;
      break;
    }
  }
  return found;
}
