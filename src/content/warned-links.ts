/**
 * adversarial_url: a link a warning names as what phishing looks like ("links like https://paypa1-login... are fake",
 * "hosts such as http://2130706433/ are phishing signs - report them"). Security training, a club's notice and a help
 * desk's bulletin show the disguise to warn of it; a look-alike's or a raw address's host so named is shown, not offered.
 * Only the sentence around the link is read: a "like" or "such as" right before it (other links listed between), and
 * right after it, in the same sentence, a copula and what the links are (fake, phishing, a scam, not ours).
 */

/** Right before the link: "like", "such as", "e.g.", "for example", other links or schemes listed before it maybe. */
const SHOWN_BEFORE =
  /\b(?:like|such[ \t]as|e\.g\.|for[ \t]example|for[ \t]instance)[ \t]{1,3}(?:\S{1,80}[ \t]{1,3}(?:or|and|,)[ \t]{1,3}){0,3}$/i;
/** Right after it, in its sentence: other links listed maybe, then "are fake", "are phishing signs", "is a scam", "are not ours". */
const WARNED_AFTER =
  /^[^.;!?\n]{0,80}?\b(?:are|is|look|looks)[ \t]{1,3}(?:always[ \t]{1,3})?(?:fake|phishing|phish|scams?|fraud(?:ulent)?|malicious|not[ \t]{1,3}(?:ours|us|real|genuine|legitimate)|(?:a[ \t]{1,3})?(?:scam|fake|phishing)\b|(?:common[ \t]{1,3}|typical[ \t]{1,3})?(?:phishing|scam|warning)[ \t]{1,3}signs?)/i;

/** The findings of a link's host such a warning shows: a look-alike's, a raw address's. */
export const SHOWN_CODES: ReadonlySet<string> = new Set(['url_lookalike_host', 'url_numeric_host']);

/** Whether the link from `start` to `end` in `text` is one a warning shows as phishing's shape. */
export function warnedAgainst(text: string, start: number, end: number): boolean {
  const window = text.slice(Math.max(0, start - 160), start);
  const before = window.slice(window.lastIndexOf('\n') + 1);
  return SHOWN_BEFORE.test(before) && WARNED_AFTER.test(text.slice(end, end + 120));
}

/** warnedAgainst for one link, asked only when a finding it would drop is made, and read once. */
export function warnedOnce(text: string, start: number, end: number): () => boolean {
  let warned: boolean | undefined;
  return () => (warned ??= warnedAgainst(text, start, end));
}
