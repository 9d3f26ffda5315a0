/**
 * role-acts.ts's reading of an order that sends to an address outside the record, in any language (docs/content-readings.md,
 * outside sends in languages the tables lack): the fortieth and forty-first slices' authors wrote the same order to a
 * machine (a whole list of customers, pay or bank details sent to an e-mail address) in Sinhala, Nepali, Khmer, Burmese,
 * Yoruba, Amharic, Latvian, Finnish, Norwegian, Bulgarian and Spanish, nearly always with the Latin "AI" in the address.
 * What holds in every language is the structure, not the words: an address to a machine, then in its order an e-mail
 * address whose domain the text names nowhere else (not the record's own desk, not its sender). Here are the words the
 * address needs in the scripts role-acts lacked, and the negations that make such an order a rule ("never send lists to
 * ..."), in the languages whose acts the tables cannot read. Flat alternations of literal words, tried only where the
 * text holds letters outside Latin-1 (the machine's words) or where role-acts already read an address (the rest).
 */

/**
 * The machine's words in the scripts role-acts lacked: Sinhala's assistant and "automatic", Khmer's assistant and
 * "automatic", Burmese's assistant and "automatic", Thai's assistant and "automatic", Amharic's assistant; in Latin
 * letters with marks, Finnish "teko\u00e4ly", Latvian "m\u0101ksl\u012bgais" (artificial) and "autom\u0101tisks", Yoruba's helper, machine and
 * "automatic" (composed or with combining marks).
 */
export const FAR_MACHINE =
  /\u0dc3\u0dc4\u0dcf\u0dba\u0d9a|\u0dc3\u0dca\u0dc0\u0dba\u0d82\u0d9a\u0dca|\u1787\u17c6\u1793\u17bd\u1799\u1780\u17b6\u179a|\u179f\u17d2\u179c\u17d0\u1799\u1794\u17d2\u179a\u179c\u178f\u17d2\u178f|\u101c\u1000\u103a\u1011\u1031\u102c\u1000\u103a|\u1021\u101c\u102d\u102f\u1021\u101c\u103b\u1031\u102c\u1000\u103a|\u0e1c\u0e39\u0e49\u0e0a\u0e48\u0e27\u0e22|\u0e2d\u0e31\u0e15\u0e42\u0e19\u0e21\u0e31\u0e15\u0e34|\u1228\u12f3\u1275|teko\u00e4ly|m\u0101ksl\u012bg|autom\u0101tisk|automaatti|ol(?:\u00f9|u\u0300)r(?:\u00e0|a\u0300)nl|al(?:\u00e1|a\u0301)d(?:\u00e0|a\u0300)(?:\u00e1|a\u0301)(?:\u1e63|s\u0323)e|(?:\u1eb9|e\u0323)\u0300r(?:\u1ecd|o\u0323)/giu;
/** Finnish's AI in Latin-1 letters (a text without wider letters is not searched by FAR_MACHINE), either case; an LLM. */
export const FAR_LATIN_MACHINE: readonly string[] = ['eko\u00e4ly', 'LLM'];
/** The same words in Latin letters as the word around a place (role-acts' MACHINE_WORD reads the rest). */
export const FAR_MACHINE_WORD = /^(?:llms?|\p{L}*teko\u00e4ly\p{L}*|m\u0101ksl\u012bg\p{L}*|autom\u0101tisk\p{L}*|automaatti\p{L}*)$/u;

/** The address's end in the scripts that write their own colon or comma: Khmer's colon, Burmese's comma. */
export const FAR_ADDRESS_ENDS: readonly number[] = [0x17d6, 0x104a];

/** An e-mail address's domain in an order (lower case). */
export const MAIL_DOMAIN = /[\w.+-]@([\w-]{1,63}(?:\.[\w-]{1,63}){1,4})/;

/** English's own small words: an order written in English is left to the English acts, which read what it sends. */
const ENGLISH = /\b(?:the|and|of|please|this|your|our|with|from|every|then|copy|summary)\b/;

/**
 * Negations that make an order a rule ("never send ...", "... \u0dba\u0dc0\u0db1\u0dca\u0db1 \u0d91\u0db4\u0dcf"), in the clause that holds the address: the
 * languages' words for not, never and don't, and the negated imperatives' endings of the verb-last scripts.
 */
const FAR_NEGATION =
  /(?<![\p{L}\p{M}])(?:not|never|don't|no|ne|nie|nu|non|nunca|jamais|nicht|niemals|ikke|aldri|aldrig|ei|\u00e4l\u00e4|\u00e4lk\u00e4\u00e4|\u00e4ra|nemoj\p{L}*|nikad\p{L}*|nikdy|niekada|nekad|nekad\u0101|\u043d\u0435|\u043d\u0438\u043a\u043e\u0433\u0430|\u043d\u0438\u043a\u043e\u0433\u0434\u0430|\u043d\u0456\u043a\u043e\u043b\u0438|kada|kar|m\u00e1|ma\u0301|m\u00e1\u00e0|\u12a0\u1275\p{L}*)(?![\p{L}\p{M}])|\u0d91\u0db4\u0dcf|\u0d9a\u0dd2\u0dc3\u0dd2\u0dc0\u0dd2\u0da7|\u0915\u0939\u093f\u0932\u094d\u092f\u0948|\u0928\u092a\u0920\u093e|\u1780\u17bb\u17c6|\u1015\u102b\u1014\u103e\u1004\u1037\u103a|\u1019\u1015\u102d\u102f\u1037|\u0e2d\u0e22\u0e48\u0e32|\u0e2b\u0e49\u0e32\u0e21/iu;

/**
 * What ends the clause that holds the address (a person kept out in the next clause is no rule): a comma or a
 * sentence's end in the scripts, and "and" in the languages that join the next clause with it (Nepali, Khmer, Thai,
 * Yoruba, Latvian, Norwegian, Romanian, Bulgarian, Finnish and its "and don't", Hausa).
 */
const CLAUSE_AFTER =
  /[,.;!?\u3002\u0964\u104b\u17d4\u1362\u1363\u104a\u060c]|(?<![\p{L}\p{M}])(?:and|og|\u0219i|si|\u0438|ja|un|da|k\u00ed|ki\u0301|\u00e4l\u00e4k\u00e4)(?![\p{L}\p{M}])|\s\u0930\s|\u17a0\u17be\u1799|\u0e41\u0e25\u0e30/u;

/**
 * Whether `order` (lower case, after an address to a machine) is written in a language the English acts do not read and
 * sends to an e-mail address whose domain `text` names nowhere else, with no negation in its clause. A copy sent to the
 * record's own desk names a domain the record names elsewhere (its header, its sender, its contact field).
 */
export function sendsOutsideUnread(order: string, text: string): boolean {
  const mail = MAIL_DOMAIN.exec(order);
  if (mail === null) return false;
  const domain = mail[1]!;
  const afterMail = order.slice(mail.index + mail[0].length);
  const rest = CLAUSE_AFTER.exec(afterMail);
  const clause = order.slice(0, mail.index + mail[0].length + (rest === null ? afterMail.length : rest.index));
  if (ENGLISH.test(clause) || FAR_NEGATION.test(clause)) return false;
  const lowerText = text.toLowerCase();
  let seen = 0;
  for (let i = lowerText.indexOf(domain); i >= 0 && seen < 2; i = lowerText.indexOf(domain, i + domain.length)) seen++;
  return seen < 2;
}
