/**
 * card_number's look-alike in developers' notes and fetched payment docs: a processor's published test number
 * (Stripe's 4242 4242 4242 4242, Visa's 4111 1111 1111 1111, …) that the text itself says is for test mode only or no
 * real card (docs/content-readings.md, "card_number: documented test cards"). No bank issues these numbers to anyone:
 * setting one aside lets through no person's card. Set aside after the card readings ran, only where a cue on its line,
 * near it, says so: "test mode", "only valid/works in test…", "not/never a real card", "documented/published test card"
 * (or a network's name for "card"), "from the payment/processor docs", "never use real cards", "real cards are never used".
 * Left found: any number outside the list whatever the words beside it; a listed number with no such cue (a fixture, a
 * CI log's checkout, "sandbox card …": the labels of earlier slices call those cards, docs/content-readings.md).
 */
import { dropFindings, type Hit } from './codes.js';

/** Processors' published test numbers, digits only (Stripe, Adyen, Braintree, Visa, Mastercard, Amex, Discover, JCB…). */
const PUBLISHED = new Set([
  '4242424242424242',
  '4111111111111111',
  '4000056655665556',
  '4012888888881881',
  '4222222222222',
  '4000000000000002',
  '4000000000000077',
  '4000000000009995',
  '4000002500003155',
  '4000000000003220',
  '4917610000000000',
  '5555555555554444',
  '5105105105105100',
  '5200828282828210',
  '5454545454545454',
  '2223003122003222',
  '2222420000001113',
  '378282246310005',
  '371449635398431',
  '378734493671000',
  '6011111111111117',
  '6011000990139424',
  '3056930009020009',
  '30569309025904',
  '38520000023237',
  '36227206271667',
  '3566002020360505',
  '3530111333300000',
  '6200000000000005',
]);
/** What says, near the number, that it works in test mode only or is no real card. */
const TEST_ONLY =
  /\btest[ -]mode\b|\bonly (?:valid|works?|accepted) (?:in|with|on) (?:the )?test|\b(?:not|never|isn't|is not) a real (?:card|number|one)\b|\b(?:documented|published|official) test (?:card|number|visa|mastercard|amex|american express|discover|jcb|diners)s?\b|\bfrom the (?:payment|processor(?:'s)?|gateway(?:'s)?|stripe|adyen|braintree) docs\b|\b(?:never|don't|do not) use real cards\b|\breal cards are (?:never|not) used\b/i;
/** How far on its line a cue is looked for, each way. */
const REACH = 160;

/** Drops the card_number findings from `from` on that are a published test number a cue on its line calls one. */
export function clearDocumentedTestCards(text: string, out: Hit[], from: number): void {
  dropFindings(out, from, (h) => h.code === 'card_number' && documented(text, h));
}

function documented(text: string, h: Hit): boolean {
  if (h.end - h.start > 40 || !PUBLISHED.has(text.slice(h.start, h.end).replace(/[^0-9]/g, ''))) return false;
  const lineStart = Math.max(text.lastIndexOf('\n', h.start - 1) + 1, h.start - REACH);
  let lineEnd = text.indexOf('\n', h.end);
  if (lineEnd < 0 || lineEnd > h.end + REACH) lineEnd = Math.min(text.length, h.end + REACH);
  return TEST_ONLY.test(text.slice(lineStart, h.start)) || TEST_ONLY.test(text.slice(h.end, lineEnd));
}
