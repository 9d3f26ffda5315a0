/**
 * role-acts.ts's order to a machine read in the far-words tables' languages (docs/content-readings.md, the structural
 * readings' languages): after an address to a machine by its role, an order whose act (approve, mark, send, give a
 * score, change, delete, pay) stands unnegated beside a stake in the same language (marked verified or approved, the
 * highest score or first place, the whole customer list, paid) or a concealment ("do not tell the staff"). A rule
 * under its negation ("never approve a claim without ...") and an errand with no stake ("summarise this report") are
 * not orders at stake. Read only where role-acts already found an address, on its order's first clauses.
 */
import { bareOf, FAR_LATIN, FAR_SCRIPTED, holdsBlock, negatedAt } from './far-overrides.js';
import type { FarLanguage } from './far-words.js';

/** Whether `s` (read as `lang`'s tables are written) orders an unnegated act beside a stake or a concealment. */
function actAtStake(lang: FarLanguage, s: string): boolean {
  // (A whole list is at stake only when sent to an address: "send me the complete list of my orders" is an errand.)
  if (!lang.stake.test(s) && !lang.conceal.test(s) && !(lang.list.test(s) && s.includes('@'))) return false;
  if (lang.warning.test(s)) return false;
  lang.act.lastIndex = 0;
  let acted = false;
  for (let m = lang.act.exec(s); m !== null; m = lang.act.exec(s)) {
    // (One act forbidden makes the order a rule: "never approve ..., escalate to a manager".)
    if (negatedAt(lang, s, m.index, m[0].length)) return false;
    acted = true;
  }
  return acted;
}

/** Whether `order` (lower case, after an address to a machine) orders an act at stake in one of the tables' languages. */
export function ordersFarAct(order: string): boolean {
  const head = order.slice(0, 260);
  const bare = bareOf(head);
  for (const lang of FAR_LATIN) if (actAtStake(lang, bare)) return true;
  if (!/[^\u0000-\u024f]/.test(head)) return false;
  for (const lang of FAR_SCRIPTED) if (holdsBlock(head, lang.block!) && actAtStake(lang, head)) return true;
  return false;
}
