/**
 * Provider keys beyond credentials.ts's shared table: more providers' formats, found by one scan for
 * their prefixes, and the test for a key shorter than its provider issues it. Pure, linear: each shape
 * is tried (sticky) where a prefix starts.
 */
import type { RedactionType } from './codes.js';
import { literalId, LITERALS, mergedAscending, type Text } from './find.js';

/**
 * A key shorter than its provider issues it, as test fixtures, truncated logs and redacted
 * examples write it, is still that provider's key when the body looks random: a digit, a lower-case
 * and an upper-case letter (`hvs.` and 24 of them). A word after the prefix (`hvs.internal-cluster`) is not, nor
 * a name made of words (`hf_Llama3Finetune8BInstruct`, `npm_Registry2MirrorClientV3`).
 */
export interface Short {
  issued: number;
  prefix: number;
}
export function looksIssued(key: string, short: Short | undefined): boolean {
  if (short === undefined || key.length >= short.issued) return true;
  const body = key.slice(short.prefix);
  return /\d/.test(body) && /[a-z]/.test(body) && /[A-Z]/.test(body) && !wordLike(body);
}
/** Words of three letters or more with a vowel, each capitalised or not: an identifier's parts ("Llama3Finetune8BInstruct"). */
const WORD_PART = /[A-Z]?[a-z]{3,}/g;
const VOWEL = /[aeiouy]/;
/** Whether words cover half of `body` or more: a CamelCase name with a version digit, which a key's random body is not. */
function wordLike(body: string): boolean {
  let covered = 0;
  for (const m of body.matchAll(WORD_PART)) if (VOWEL.test(m[0])) covered += m[0].length;
  return 2 * covered >= body.length;
}

/**
 * More providers' key formats: each prefix is the provider's own, each body its documented length
 * and alphabet. Too rare to earn a place in the shared literal index (every text would pay for
 * them there), they are found by one scan for their prefixes, and each shape is tried (sticky)
 * where a prefix starts; `at`: how far into the key the prefix sits.
 */
const MORE_KEYS: Array<{ re: RegExp; type: RedactionType; at?: number; short?: Short }> = [
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
  { re: /[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,80}(?![A-Za-z0-9_=-])/y, type: 'api_key', at: 14 },
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
  { re: /pcsk_[A-Za-z0-9]{4,8}_[A-Za-z0-9]{40,100}\b/y, type: 'api_key' },
  { re: /EAA[A-Za-z0-9]{80,400}\b/y, type: 'api_key', short: { issued: 1000, prefix: 3 } },
  { re: /access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32}\b/y, type: 'api_key' },
];
const MORE_KEY_PREFIXES =
  /hv[sb]\.|dp\.(?:pt|st|sa|ct|scim|audit)\.|lin_api_|AGE-SECRET-KEY-1|PMAK-|gl(?:ptt|dt|rt)-|gl(?:sa|c)_|ATATT3|dapi[a-f0-9]|pscale_|sntry[su]_|pul-[a-f0-9]|\.atlasv1\.|NRAK-|sbp_|r8_|gsk_|pplx-|xai-|xapp-|ya29\.|GOCSPX-|sq0(?:atp|csp)-|ntn_|dckr_pat_|HRKU-|lsv2_|nfp_|pat[A-Za-z0-9]{14}\.|pk_\d|pcsk_|EAA[A-Za-z0-9]|access_token\$/g;
/** A key starts at a word boundary, as the provider shapes above do. */
const WORD_CHAR = /[A-Za-z0-9_]/;

/**
 * The literals a match of each alternative of MORE_KEY_PREFIXES starts with, in lower case: its
 * leading characters, with a set (`[sb]`) or a group of plain words (`(?:pt|st)`) spelled out each
 * way, up to the first part that is neither (`[a-f0-9]`). Derived from the pattern, so the two
 * cannot drift apart; each must be one of find.ts's LITERALS (the shared index then says where
 * the prefixes can start, and no pass of their own is needed).
 */
export function prefixLiterals(source: string): string[] {
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
      } else if (/[A-Za-z0-9_.-]/.test(c)) options = [c];
      // A part followed by a quantifier may be absent: the prefix ends before it.
      if (options === null || /[?*+{]/.test(alt[next] ?? '')) break;
      heads = heads.flatMap((h) => options.map((o) => h + o));
      i = next;
    }
    out.push(...heads.map((h) => h.toLowerCase()));
  }
  return out;
}
const MORE_KEY_ANCHORS = prefixLiterals(MORE_KEY_PREFIXES.source);
for (const a of MORE_KEY_ANCHORS)
  if (!LITERALS.includes(a)) throw new Error(`more-keys: the key prefix "${a}" is not one of find.ts's LITERALS`);
/** Their ids in find.ts's literals (looked up once, not in every text). */
const MORE_KEY_ANCHOR_IDS: readonly number[] = MORE_KEY_ANCHORS.map(literalId);
const MORE_KEY_PREFIX_AT = new RegExp(MORE_KEY_PREFIXES.source, 'y');

/**
 * The next match of MORE_KEY_PREFIXES at or after `from`, as a global scan finds it; `starts`:
 * where one can start (ascending), from the shared index, tried there alone (sticky), `k[0]` the
 * first not yet passed. Null `starts`: the text has no index, and is scanned.
 */
function nextPrefix(text: string, from: number, starts: ArrayLike<number> | null, k: [number]): RegExpExecArray | null {
  if (starts === null) {
    MORE_KEY_PREFIXES.lastIndex = from;
    return MORE_KEY_PREFIXES.exec(text);
  }
  for (; k[0] < starts.length; k[0]++) {
    const p = starts[k[0]]!;
    if (p < from) continue;
    MORE_KEY_PREFIX_AT.lastIndex = p;
    const m = MORE_KEY_PREFIX_AT.exec(text);
    if (m !== null) return m;
  }
  return null;
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
    for (const key of MORE_KEYS) {
      const start = m.index - (key.at ?? 0);
      if (start < 0 || (start > 0 && WORD_CHAR.test(text[start - 1]!))) continue;
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
