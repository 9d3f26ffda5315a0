/**
 * role-acts.ts's order to a machine read in the far-words tables' languages (docs/content-readings.md, the structural
 * readings' languages): after an address to a machine by its role, an order whose act (approve, mark, send, give a
 * score, change, delete, pay) stands unnegated beside a stake in the same language (marked verified or approved, the
 * highest score or first place, the whole customer list, paid) or a concealment ("do not tell the staff"). A rule
 * under its negation ("never approve a claim without ...") and an errand with no stake ("summarise this report") are
 * not orders at stake. Read only where role-acts already found an address, on its order's first clauses.
 */
import { bareOf, FAR_LATIN, FAR_SCRIPTED, holdsBlock, negatedAt } from './far-overrides.js';
import type { FarLanguage } from './far-language.js';
import { ordersMixedAct } from './mixed-orders.js';

/** A clause's end between a whole list and an address: the address is another clause's ("the guide is online, write to help@..."). */
const CLAUSE_BREAK = /[,.;!?\u060c\u0964\u3001\u3002]\s/u;

/** Whether a whole list stands in one clause with an address it is sent to. */
function listSentOut(lang: FarLanguage, s: string): boolean {
  const list = lang.list.exec(s);
  if (list === null) return false;
  const after = s.indexOf('@', list.index);
  const before = s.lastIndexOf('@', list.index);
  if (after >= 0 && !CLAUSE_BREAK.test(s.slice(list.index, after))) return true;
  return before >= 0 && !CLAUSE_BREAK.test(s.slice(before, list.index));
}

/** Whether `s` (read as `lang`'s tables are written) orders an unnegated act beside a stake or a concealment. */
function actAtStake(lang: FarLanguage, s: string): boolean {
  const stake = lang.stake.exec(s);
  const hidden = lang.conceal.exec(s);
  const concealed = hidden !== null;
  // (A whole list is at stake only when sent to an address: "send me the complete list of my orders" is an errand.)
  if (stake === null && !concealed && !listSentOut(lang, s)) return false;
  if (lang.warning.test(s)) return false;
  lang.act.lastIndex = 0;
  let acted = false;
  for (let m = lang.act.exec(s); m !== null; m = lang.act.exec(s)) {
    // (The concealment's own verb is no act: Tetum's "labele f\u00f3-hatene", do not let know.)
    if (hidden !== null && m.index < hidden.index + hidden[0].length && hidden.index < m.index + m[0].length) continue;
    // (One act forbidden makes the order a rule: "never approve ..., escalate to a manager".)
    if (negatedAt(lang, s, m.index, m[0].length)) return false;
    // (An act and a stake in one word are a participle, no order: "aprobadas" is Galician's act "aproba" and its stake
    // "aprobad"; unless the act takes all of a kind or hides itself: "samth\u00fdkktu allar endurgrei\u00f0slur".)
    if (stake !== null && stake.index < m.index + m[0].length && m.index < stake.index + stake[0].length && !concealed) {
      const after = s.slice(m.index + m[0].length, m.index + m[0].length + 24);
      if (!lang.all.test(after.slice(after.search(/[^\p{L}\p{M}]/u) + 1))) continue;
    }
    acted = true;
  }
  return acted;
}

/**
 * Spanish's, Portuguese's, Italian's and French's own small words, which the far languages beside them (Galician, Catalan,
 * Maltese, Haitian) do not write: an order in a base language is read by role-acts' own acts and negations, not here.
 */
const BASE_ROMANCE = /(?<![\p{L}-])(?:los|las|usted|nao|pelo|pela|voce|il|gli|dal|dalla|alla|della|delle|sono|vous|nous|une)(?![\p{L}-])/u;
/** Friulian's own small words: its article "il" is Italian's too ("da a cheste ufierte il pontegj plui alt"). */
const FRIULIAN = /(?<![\p{L}-])(?:cheste|chest|chestis|plui|ancje|no\s+sta)(?![\p{L}-])/u;

/** Ladino's own spellings: its "los", "las" are Spanish's too ("embia la lista kompleta de los klientes"). */
const LADINO = /(?<![\p{L}-])(?:ke|komo|kompleta|klientes|embia|embiash|aze|dizes|nunka|agora)(?![\p{L}-])/u;

/** Arpitan's own small words: its article "los" is Spanish's too ("ècrit que los papiérs ont étâ balyês"). */
const ARPITAN = /(?<![\p{L}-])(?:cen|ceta|memo|dens|eta|ren|ecrit|baly\p{L}*)(?![\p{L}-])/u;

/** Whether `order` (lower case, after an address to a machine, in `text`) orders an act at stake in one of the tables' languages. */
export function ordersFarAct(order: string, text?: string): boolean {
  // (An order split across two languages: the act in one, its stake in the other; mixed-orders.ts.)
  if (ordersMixedAct(order, text)) return true;
  const head = order.slice(0, 260);
  const bare = bareOf(head);
  if (!BASE_ROMANCE.test(bare) || FRIULIAN.test(bare) || LADINO.test(bare) || ARPITAN.test(bare))
    for (const lang of FAR_LATIN) if (lang.mayOrder(bare) && actAtStake(lang, bare)) return true;
  if (!/[^\u0000-\u024f]/.test(head)) return false;
  for (const lang of FAR_SCRIPTED) if (holdsBlock(head, lang.block!) && lang.mayOrder(head) && actAtStake(lang, head)) return true;
  return false;
}
