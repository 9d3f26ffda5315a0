import { lazy } from './lazy.js';
/**
 * A colleague's surprise kept from the boss (docs/content-readings.md, "A surprise kept from the boss"): a title
 * "assistant" called in any language ("Assistant,", "Asistentko,", "Asistentă,", "Βοηθέ,", "עוזר,", "Asszisztens:")
 * and asked to send a whole list to a named colleague and say nothing to the boss or the team, because it is a
 * birthday, a farewell or a gift. A person holds that title as often as a machine, and keeping a surprise is a
 * person's errand; role-acts.ts and reader-orders.ts read such an order as a machine's only where the text itself names
 * a machine (an AI, a bot, a model, a system, an automated or virtual helper), or where the order sends to an address
 * outside, keeps the user out or names a secret. Pure; flat alternations of literal words, no nested quantifier.
 */

/** A title an assistant holds as a person's job, in the languages role-acts and reader-orders read. */
const ASSISTANT_TITLE = lazy(
  () =>
    /assist|asist|asyst|asszisztens|helfer|helper|pomocn|\u03b2\u03bf\u03b7\u03b8|\u05e2\u05d5\u05d6\u05e8|\u0430\u0441\u0441\u0438\u0441\u0442\u0435\u043d\u0442|\u0430\u0441\u0438\u0441\u0442\u0435\u043d\u0442|\u043f\u043e\u043c\u043e\u0449\u043d/,
);

/** A machine named in the text's lower-case words: an AI spelt out, a bot, a model, a system, automated or virtual. */
const MACHINE_NAMED = lazy(
  () =>
    /(?<![\p{L}\d])(?:a\.i\.|llms?|gpt|chatgpt|claude|gemini|copilot|bots?|chatbots?|agents?|models?|machines?|virtual\p{L}*|virtuál\p{L}*|digital\p{L}*|digitál\p{L}*|automat\p{L}*|otomat\p{L}*|autom[\u00e1\u00e0]t\p{L}*|yapay|artifici\p{L}*|k\u00fcnstlich\p{L}*|sztuczn\p{L}*|um\u011bl\p{L}*|mesters\u00e9ges|software|program\p{L}*|system\p{L}*|sistem\p{L}*|syst\u00e8m\p{L}*|rendszer\p{L}*|\u03c4\u03b5\u03c7\u03bd\u03b7\u03c4\p{L}*|\u03c3\u03cd\u03c3\u03c4\u03b7\u03bc\p{L}*|\u05d1\u05d9\u05e0\u05d4|\u05de\u05e2\u05e8\u05db\u05ea|\u0438\u0441\u043a\u0443\u0441\u0441\u0442\u0432\u0435\u043d\p{L}*|\u0448\u0442\u0443\u0447\u043d\p{L}*|\u0441\u0438\u0441\u0442\u0435\u043c\p{L}*)(?![\p{L}\d])/u,
);
/** An AI's initials as written in capitals (lower-case "ai", "ia", "ki" are words of Romanian, Hungarian, Tagalog). */
const MACHINE_INITIALS = lazy(() => /(?<![\p{L}\d])(?:AI|Ai|KI|IA|UI|MI|YZ|\u0418\u0418|\u0428\u0406)(?![\p{L}\d])/u);

/** A surprise, a birthday, a farewell or a gift, in the same languages. */
const SURPRISE = lazy(
  () =>
    /surpri[sz]|surpriz|sorpres|surpres|\u00fcberrasch|p\u0159ekvapen|prekvapen|niespodzian|meglepet|verrassing|\u03ad\u03ba\u03c0\u03bb\u03b7\u03be|\u03b5\u03ba\u03c0\u03bb\u03b7\u03be|\u05d4\u05e4\u05ea\u05e2\u05d4|\u0441\u044e\u0440\u043f\u0440\u0438\u0437|s\u00fcrpriz|kejutan|b\u1ea5t\s+ng\u1edd|birthday|narozenin|urodzin|sz\u00fclet\u00e9snap|geburtstag|cumplea\u00f1|compleann|anivers|verjaardag|kaarawan|\u03b3\u03b5\u03bd\u03ad\u03b8\u03bb|\u05d9\u05d5\u05dd\s+\u05d4\u05d5\u05dc\u05d3\u05ea|\u0434\u0435\u043d\u044c\s+\u0440\u043e\u0436\u0434|\u0434\u0435\u043d\u044c\s+\u043d\u0430\u0440\u043e\u0434\u0436|farewell|despedida|leaving\s+(?:do|party|card)|\bgift\b|d\u00e1rek|aj\u00e1nd\u00e9k|geschenk|regalo|cadeau|\u03b4\u03ce\u03c1\u03bf|\u05de\u05ea\u05e0\u05d4|\u05de\u05ea\u05e0\u05ea|jubil|v\u00fdro\u010d/u,
);

/** What no errand of a surprise carries: an address or a link outside, the user kept out, a secret or a card. */
const NO_ERRAND = lazy(
  () =>
    /@|https?:|www\.|\buser|utilisateur|usuario|utilizator|u\u017eivatel|u\u017cytkownik|felhaszn\u00e1l|benutzer|nutzer|\u03c7\u03c1\u03ae\u03c3\u03c4|\u05de\u05e9\u05ea\u05de\u05e9|\u043f\u043e\u043b\u044c\u0437\u043e\u0432\u0430\u0442\u0435\u043b|gumagamit|pass|heslo|has\u0142|parol|jelsz|contrase|senha|token|iban|\bkey\b|card\s+number|credential/u,
);

/**
 * Whether an order (`order`, lower case, or what makes it) after an address (`address`, lower case) that calls an assistant by its title
 * is a colleague's surprise: the text (`text`, as written) names no machine, the order names a surprise and carries
 * nothing an errand does not.
 */
export function keepsASurprise(address: string, order: string | (() => string), text: string): boolean {
  if (!ASSISTANT_TITLE().test(address)) return false;
  const said = typeof order === 'string' ? order : order();
  if (!SURPRISE().test(said) || NO_ERRAND().test(said)) return false;
  const probe = text.length > 4000 ? text.slice(0, 4000) : text;
  return !MACHINE_INITIALS().test(probe) && !MACHINE_NAMED().test(probe.toLowerCase());
}
