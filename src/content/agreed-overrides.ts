/**
 * prompt_injection's override findings set aside where the override is the parties' own agreement about documents
 * (docs/content-readings.md, "Agreed overrides"): a contract's entire-agreement clause, "The parties agree to disregard
 * all prior drafts", "Both parties shall ignore all previous versions of this schedule". The phrase tables find
 * "disregard all prior" wherever it stands; here its subject is the parties (they agree, shall or will), and what it sets
 * aside is a document of their dealings (drafts, versions, agreements, understandings, correspondence, proposals,
 * quotes), not the reader's instructions.
 * Set aside: the override finding alone (an act at stake later in the sentence keeps its own finding). Forgeable as any
 * wording: what it lets through is a clause where parties agree to set aside their earlier documents.
 */
import type { Hit } from './codes.js';

/** The parties as the clause's subject, right before the override: "The parties agree to", "Both parties shall". */
const PARTIES =
  /(?:\b(?:the|both|all)\s{1,3}parties|\beach\s{1,3}party|\bthe\s{1,3}[a-z]{2,20}\s{1,3}and\s{1,3}the\s{1,3}[a-z]{2,20})\s{1,3}(?:hereby\s{1,3})?(?:agree|agrees|shall|will|acknowledge|undertake)\s{1,3}(?:to\s{1,3})?$/i;
/** What the override sets aside, right after it: a document of the parties' dealings. */
const DOCUMENT =
  /^\s{1,3}(?:(?:of\s{1,3})?(?:the|their|its|such|any|all|earlier|prior|previous|other)\s{1,3}){0,2}(?:[a-z-]{1,20}\s{1,3}){0,1}(?:drafts?|versions?|agreements?|understandings?|negotiations?|correspondence|proposals?|offers?|quotes?|quotations?|representations?|arrangements?|contracts?|term\s{1,3}sheets?|letters?|schedules?|revisions?|editions?)\b/i;

/** Drops the override findings from `own` on whose subject is the parties and whose object is their documents. */
export function setAsideAgreedOverrides(text: string, out: Hit[], own: number): void {
  let w = own;
  for (let r = own; r < out.length; r++) {
    const h = out[r]!;
    const agreed =
      h.code === 'injection_override' &&
      h.end - h.start <= 60 &&
      PARTIES.test(text.slice(Math.max(0, h.start - 80), h.start)) &&
      DOCUMENT.test(text.slice(h.end, h.end + 80));
    if (!agreed) out[w++] = h;
  }
  out.length = w;
}
