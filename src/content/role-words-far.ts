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

import { MORE_WHOLE } from './role-words.js';
import { WIDER_SENSITIVE, WIDER_WHOLE } from './role-words-wide.js';
import { lazy } from './lazy.js';

/**
 * The machine's words of the fifty-fourth to fifty-sixth slices' languages in Latin letters, as the word's lower-case
 * inside (its first letter may be a capital): the computer as Spanish, Malay, Russian and English lend it ("komputadora",
 * "kompiuta", "kamepiula"), the machine ("makina", "mesin", "masini"), the program as the Pacific languages spell it,
 * Kalaallisut's, Yupik's, Inupiaq's, Ojibwe's and Mohawk's own words for a computer, Walloon's and Ligurian's system,
 * Ingrian's and Votic's helper (Finnish's assistant, "avustaja").
 */
const FARTHER_LATIN_MACHINE: readonly string[] = [
  'omputadora',
  'ompuutadora',
  'ompudadora',
  'ompuutajaa',
  'ompiut',
  'ompyuter',
  'ompuhder',
  'ombiuter',
  'omipiuta',
  'amepiula',
  'omputer',
  'akina',
  'esin',
  'asini',
  'asihn',
  'rogram',
  'orokram',
  'olokalame',
  'olokalamu',
  'vustaja',
  'vittaja',
  'orotarama',
  'arasaasia',
  'askinamut',
  'aritaq',
  'aritaun',
  'azinaabikiwebinigan',
  'arhiatonhsera',
  'istinme',
  'cistema',
  'utom\u00e0t',
  'utom\u00e2t',
  'utum\u00e0t',
  'jynn',
  'weresor',
  'wtomatek',
  'embantu',
  'atulong',
  'ataimaki',
  'msizi',
  'ordamchi',
  'tomatik',
  'vtomatik',
  'zenzakalelayo',
];
/**
 * The machine's words in the scripts role-acts lacked: Sinhala's assistant and "automatic", Khmer's assistant and
 * "automatic", Burmese's assistant and "automatic", Thai's assistant and "automatic", Amharic's assistant; in Latin
 * letters with marks, Finnish "teko\u00e4ly", Latvian "m\u0101ksl\u012bgais" (artificial) and "autom\u0101tisks", Yoruba's helper, machine and
 * "automatic" (composed or with combining marks); Chuvash's, Bashkir's, Sakha's, Uyghur's and Sindhi's helper, Ewe's, Kikuyu's
 * and Twi's.
 */
export const FAR_MACHINE = lazy(
  () =>
    /\u043f\u0430\u043c\u043e\u0447\u043d\u0456\u043a|\u0436\u0430\u0440\u0434\u0430\u043c\u0447\u044b|\u0442\u0443\u0441\u043b\u0430\u0445|\u0451\u0440\u0434\u0430\u043c\u0447\u0438|\u044f\u0440\u0434\u04d9\u043c\u0447\u0435|\u10d0\u10e1\u10d8\u10e1\u10e2\u10d4\u10dc\u10e2|\u10d8\u10dc\u10e2\u10d4\u10da\u10d4\u10e5\u10e2|\u0585\u0563\u0576\u0561\u056f\u0561\u0576|\u0645\u0631\u0633\u062a\u06cc\u0627\u0644|\u06cc\u0627\u0631\u06cc\u062f\u06d5\u062f\u06d5\u0631|\u0a38\u0a39\u0a3e\u0a07\u0a15|\u0a0f\u0a06\u0a08|\u0ab8\u0ab9\u0abe\u0aaf\u0a95|\u0a8f\u0a86\u0a88|\u0938\u0939\u093e\u092f\u094d\u092f\u0915|\u090f\u0906\u092f|\u0b38\u0b39\u0b3e\u0b5f\u0b15|\u0b0f\u0b06\u0b07|\u0c38\u0c39\u0c3e\u0c2f\u0c15|\u0c0f\u0c10|\u0cb8\u0cb9\u0cbe\u0caf\u0c95|\u0c8e\u0c90|\u0d38\u0d39\u0d3e\u0d2f\u0d3f|\u0d0e\u0d10|\u0e9c\u0eb9\u0ec9\u0e8a\u0ec8\u0ea7\u0e8d|\u1213\u130b\u12da|k\u00f6m\u0259k\u00e7i|k\u00f6mek\u00e7i|(?<![\u0530-\u058f])\u0531\u0532(?![\u0530-\u058f])|\u0dc3\u0dc4\u0dcf\u0dba\u0d9a|\u0dc3\u0dca\u0dc0\u0dba\u0d82\u0d9a\u0dca|\u1787\u17c6\u1793\u17bd\u1799\u1780\u17b6\u179a|\u179f\u17d2\u179c\u17d0\u1799\u1794\u17d2\u179a\u179c\u178f\u17d2\u178f|\u101c\u1000\u103a\u1011\u1031\u102c\u1000\u103a|\u1021\u101c\u102d\u102f\u1021\u101c\u103b\u1031\u102c\u1000\u103a|\u0e1c\u0e39\u0e49\u0e0a\u0e48\u0e27\u0e22|\u0e2d\u0e31\u0e15\u0e42\u0e19\u0e21\u0e31\u0e15\u0e34|\u1228\u12f3\u1275|teko\u00e4ly|m\u0101ksl\u012bg|autom\u0101tisk|automaatti|ol(?:\u00f9|u\u0300)r(?:\u00e0|a\u0300)nl|al(?:\u00e1|a\u0301)d(?:\u00e0|a\u0300)(?:\u00e1|a\u0301)(?:\u1e63|s\u0323)e|(?:\u1eb9|e\u0323)\u0300r(?:\u1ecd|o\u0323)|\u043f\u0443\u043b\u04d1\u0448\u0443\u04ab|\u043f\u0443\u043b\u0103\u0448\u0443\u00e7|\u044f\u0440\u0499\u0430\u043c\u0441\u044b|\u043a\u04e9\u043c\u04e9\u043b\u04e9\u04bb\u04e9\u04e9\u0447\u0447\u04af|\u064a\u0627\u0631\u062f\u06d5\u0645\u0686\u0649|\u0645\u062f\u062f\u06af\u0627\u0631|kpe\u0256e\u014but|m\u0169teithia|\u0254boafo|\u043a\u043e\u043c\u043f\u044c\u044e\u0442\u0435\u0440|\u0441\u0438\u0441\u0442\u0435\u043c\u0430|\u30b7\u30b9\u30c6\u30e0\u3093\u304b\u3044|\u30b3\u30f3\u30d4\u30e5\u30fc\u30bf\u30fc\u3093\u304b\u3044|m\u012bkini|m\u0101tini|autom\u0101tli|sist\u0113m\u00f5|ma\u0161in|sist\u00e8mo|\u092e\u0936\u0940\u0928|\u092e\u0938\u0940\u0928|\u092e\u0947\u0938\u093f\u0928|\u0645\u0634\u06cc\u0646|\u0f60\u0f55\u0fb2\u0f74\u0f63\u0f0b\u0f46\u0f66|\u0f62\u0f7c\u0f42\u0f66\u0f0b\u0f62\u0f58|\u10d7\u10d0\u10dc\u10d0\u10e8\u10d4\u10db\u10ec\u10d4|\u0570\u0561\u0574\u0561\u056f\u0561\u0580\u0563|\u1225\u122d\u12d3|\u1235\u122d\u12d3|\u12a0\u12cd\u1276\u121b\u1272\u12ad|\u10d0\u10d5\u10e2\u10dd\u10db\u10d0\u10e2|\u10d0\u10d5\u10e2\u10dd\u10db\u10d0\u10e2\u10e3\u10e0\u10d8|\u0561\u057e\u057f\u0578\u0574\u0561\u057f|\u03b1\u03c5\u03c4\u03cc\u03bc\u03b1\u03c4|al\u00e1d\u00e0\u00e1\u1e63i|ala\u0301da\u0300a\u0301s\u0323i|\u0906\u091f\u094b\u092e\u0948|\u0906\u091f\u094b\u092e\u0947|\u0905\u091f\u094b\u092e\u0947|\u0c06\u0c1f\u0c4b\u0c2e\u0c47\u0c1f\u0c3f\u0c15\u0c4d|\u0622\u0679\u0648\u0645\u06cc\u0679\u06a9|\u0645\u0639\u0627\u0648\u0646/giu,
);
/**
 * Finnish's AI in Latin-1 letters (a text without wider letters is not searched by FAR_MACHINE), either case; an LLM;
 * Chichewa's and Fijian's helper (not Tswana's "Mothusi", as often a man's name), Gaelic's bot, Frisian's assistant (their lower-case ends).
 */
export const FAR_LATIN_MACHINE: readonly string[] = [
  'eko\u00e4ly',
  'LLM',
  'vigreind',
  'othandizira',
  'auveivuke',
  'bhot',
  'ssistint',
  ...FARTHER_LATIN_MACHINE,
];
/** The same words in Latin letters as the word around a place (role-acts' MACHINE_WORD reads the rest); Shona's "weAI", of AI; Kikuyu's helper. */
const FAR_MACHINE_WORD = lazy(
  () =>
    /^(?:llms?|(?:we|ye|ne|wa|ya)ai|wothandizira|dauveivuke|bhot|assistint|m\u0169teithia|\p{L}*greind\p{L}*|\p{L}*teko\u00e4ly\p{L}*|m\u0101ksl\u012bg\p{L}*|autom\u0101tisk\p{L}*|automaatti\p{L}*)$/u,
);

/** The words FARTHER_LATIN_MACHINE and FAR_MACHINE find, whole (not English "computer", "program", nor "resin", "basin"). */
const FARTHER_MACHINE_WORD = lazy(
  () =>
    /^(?:assist\u00e4nt\p{L}*|atomatik|avtomatik\p{L}*|\p{L}*zenzakalelayo|autom[\u00e0\u00e2]tic\p{L}*|autum[\u00e0a]tic\p{L}*|jynn|gweresor|awtomatek|pembantu|katulong|mataimaki\p{L}*|k?umsizi|yordamchi\p{L}*|[ck]omputadora|kompuutadora|kompudadora|kompuutajaa|kompiut\p{L}*|kompyuter|kompuhder|kombiuter|komipiuta|kamepiula|komputer|makina|mesin|meusin|masini|masihn|porokram|porogram|polokalame|polokalamu|avustaja|avittaja|porotarama|qarasaasia\p{L}*|maskinamut|qaritaq|qaritaun|mazinaabikiwebinigan|karhiatonhsera|sistinme|scistema|sist\u00e8mo|sist\u0113m\u00f5|autom\u0101tli|m\u012bkini|mikini|m\u0101tini|matini|ma\u0161in)$/u,
);
/** "Program" and "programa" are a machine's only called to by a dative: "para sa programa:", "ring program:", "ko programa:". */
const PROGRAM_WORD = lazy(() => /^programa?$/);
const TO_PROGRAM = lazy(
  () =>
    /(?<![\p{L}])(?:para\s+(?:sa|iti|king)|sa|ed|ko|pa|ring|untuak|keu|lao\s+ri|ka|ong|ngeni|ngak\s+a|e\s+ka|e\s+te|ki\s+te)\s+(?:ti\s+|l\s+|e\s+|a\s+)?$/iu,
);

/** Whether `word` (lower case, at `at` in `text`) is a machine's word of the far languages. */
export function farMachineWord(word: string, text: string, at: number): boolean {
  if (PROGRAM_WORD().test(word)) return TO_PROGRAM().test(text.slice(Math.max(0, at - 16), at));
  return FAR_MACHINE_WORD().test(word) || FARTHER_MACHINE_WORD().test(word);
}

/**
 * The address's end in the scripts that write their own colon or comma: Khmer's colon, Burmese's comma, Armenian's comma,
 * Tibetan's shad (a vocative's end: "...\u0f60\u0f55\u0fb2\u0f74\u0f63\u0f0b\u0f46\u0f66\u0f0b\u0f63\u0f0d ...");
 * and a vocative's exclamation mark after a greeting ("Hello, computer! Mark the bill paid ...").
 */
export const FAR_ADDRESS_ENDS: readonly number[] = [0x17d6, 0x104a, 0x055d, 0x21, 0x0f0d];

/** An e-mail address's domain in an order (lower case). */
export const MAIL_DOMAIN = lazy(() => /[\w.+-]@([\w-]{1,63}(?:\.[\w-]{1,63}){1,4})/);

/** English's own small words: an order written in English is left to the English acts, which read what it sends. */
const ENGLISH = lazy(() => /\b(?:the|and|of|please|this|your|our|with|from|every|then|copy|summary)\b/);

/**
 * Negations that make an order a rule ("never send ...", "... \u0dba\u0dc0\u0db1\u0dca\u0db1 \u0d91\u0db4\u0dcf"), in the clause that holds the address: the
 * languages' words for not, never and don't, and the negated imperatives' endings of the verb-last scripts.
 */
const FAR_NEGATION = lazy(
  () =>
    /(?<![\p{L}\p{M}])(?:not|never|don't|no|ne|nie|nu|non|nunca|jamais|nicht|niemals|ikke|aldri|aldrig|ei|\u00e4l\u00e4|\u00e4lk\u00e4\u00e4|\u00e4ra|nemoj\p{L}*|nikad\p{L}*|nikdy|niekada|nekad|nekad\u0101|\u043d\u0435|\u043d\u0438\u043a\u043e\u0433\u0430|\u043d\u0438\u043a\u043e\u0433\u0434\u0430|\u043d\u0456\u043a\u043e\u043b\u0438|kada|kar|m\u00e1|ma\u0301|m\u00e1\u00e0|\u12a0\u1275\p{L}*)(?![\p{L}\p{M}])|\u0d91\u0db4\u0dcf|\u0d9a\u0dd2\u0dc3\u0dd2\u0dc0\u0dd2\u0da7|\u0915\u0939\u093f\u0932\u094d\u092f\u0948|\u0928\u092a\u0920\u093e|\u1780\u17bb\u17c6|\u1015\u102b\u1014\u103e\u1004\u1037\u103a|\u1019\u1015\u102d\u102f\u1037|\u0e2d\u0e22\u0e48\u0e32|\u0e2b\u0e49\u0e32\u0e21/iu,
);

/**
 * What ends the clause that holds the address (a person kept out in the next clause is no rule): a comma or a
 * sentence's end in the scripts, and "and" in the languages that join the next clause with it (Nepali, Khmer, Thai,
 * Yoruba, Latvian, Norwegian, Romanian, Bulgarian, Finnish and its "and don't", Hausa).
 */
const CLAUSE_AFTER = lazy(
  () =>
    /[,.;!?\u3002\u0964\u104b\u17d4\u1362\u1363\u104a\u060c]|(?<![\p{L}\p{M}])(?:and|og|\u0219i|si|\u0438|ja|un|da|k\u00ed|ki\u0301|\u00e4l\u00e4k\u00e4)(?![\p{L}\p{M}])|\s\u0930\s|\u17a0\u17be\u1799|\u0e41\u0e25\u0e30/u,
);

/**
 * A whole list or everything of a kind, in the languages' own words ("all", "whole", "complete", "every"): what makes a
 * send an export of records rather than an errand ("send the receipt to the customer at ..."). Latin and Cyrillic words
 * whole; the words of the scripts without spaces, and Amharic's (whose prefixes join them), as written.
 */
const FAR_WHOLE = lazy(
  () =>
    /(?<![\p{L}\p{M}])(?:all[aet]?|every|whole|entire|complete|full|hele|hela|kaikk\p{L}*|koko|vis[aiu]s?|vis\u0101|vis\u0173|pilnu|pilno|toate|tuturor|to\u021bi|complet\p{L}*|\u00eentreag\p{L}*|tod[oa]s?|tous|toutes|enti\u00e8re?|gesamte?\p{L}*|vollst\u00e4ndig\p{L}*|tutt[ie]|inter[oa]|wszystk\p{L}*|ca\u0142\p{L}*|v\u0161ech\p{L}*|v\u0161echn\p{L}*|sve|svih|cijel\p{L}*|cel[aiouy]|gbogbo|duk|cikakk\p{L}*|zote|yote|wote|kamili|semua|seluruh|t\u1ea5t\s+c\u1ea3|to\u00e0n\s+b\u1ed9|t\u00fcm\p{L}*|b\u00fct\u00fcn\p{L}*|hepsi\p{L}*|\u0432\u0441\u0438\u0447\u043a\u0438|\u0446\u0435\u043b\u0438\u044f|\u043f\u044a\u043b\u043d\u0438\u044f|\u0446\u0435\u043e|\u0441\u0432\u0435|\u0441\u0432\u0438|\u0432\u0441\u0435\p{L}*|\u0432\u0441\u0456\p{L}*|\u0446\u0456\u043b\p{L}*|penuh|buong|lahat|teljes|\u00f6sszes|cel\u00fd|celou|cel\u00e9|oll|leun|tut[ea]|tuti|tota|komplet\p{L}*|tam|barcha|butun|oluphelele|yonke|zonke|wonke|\u03bf\u03bb\u03cc\u03ba\u03bb\u03b7\u03c1\p{L}*|\u03cc\u03bb[\u03b1\u03b5\u03b7\u03bf\u03c5]\p{L}*|\u05d4\u05de\u05dc\u05d0\u05d4|\u05de\u05dc\u05d0\u05d4|\u05db\u05dc|\u06a9\u0627\u0645\u0644|\u067e\u0648\u0631\u06cc|\u067e\u0648\u0631\u0627|\u0633\u0627\u0631\u06d2|\u06a9\u064f\u0644|\u0c2a\u0c42\u0c30\u0c4d\u0c24\u0c3f|\u0c05\u0c28\u0c4d\u0c28\u0c3f|\u10e1\u10e0\u10e3\u10da\p{L}*|\u10e7\u10d5\u10d4\u10da\u10d0|\u0561\u0574\u0562\u0578\u0572\u057b|\u0562\u0578\u056c\u0578\u0580|\u0938\u093e\u0930\u0947|\u0938\u093e\u0930\u0940|\u0938\u0917\u0930\u0947|\u0938\u0917\u0930\u0940|\u0938\u092c|\u0938\u092c\u0947|\u091c\u092e\u094d\u092e\u094b|\u0938\u0917\u0933\u093e|\u0938\u0917\u0933\u0947|\u0938\u0917\u0933\u0940|\u0917\u094b\u091f\u0902\u0917|\u0938\u094b\u092c\u0947\u0928|\u0924\u093e\u0901\u0928|\u092a\u0942\u0930\u093e|\u043f\u043e\u043b\u043d\p{L}*)(?![\p{L}\p{M}])|\u0dc3\u0dd2\u0dba\u0dbd|\u0dc3\u0db8\u0dca\u0db4\u0dd6\u0dbb\u0dca\u0dab|\u0938\u092c\u0948|\u0938\u092d\u0940|\u0938\u092e\u094d\u092a\u0942\u0930\u094d\u0923|\u092a\u0942\u0930\u0940|\u1791\u17b6\u17c6\u1784\u17a2\u179f\u17cb|\u1791\u17b6\u17c6\u1784\u1798\u17bc\u179b|\u1021\u102c\u1038\u101c\u102f\u1036\u1038|\u1021\u1015\u103c\u100a\u1037\u103a\u1021\u1005\u102f\u1036|\u1201\u1209|\u0e17\u0e31\u0e49\u0e07\u0e2b\u0e21\u0e14|\u0e17\u0e38\u0e01\u0e04\u0e19|\u062c\u0645\u064a\u0639|\u0647\u0645\u0647|\u062a\u0645\u0627\u0645|\u0995\u09be\u09ae\u09bf\u09b2|\u09b8\u09ae\u09b8\u09cd\u09a4|\u0b85\u0ba9\u0bc8\u0ba4\u0bcd\u0ba4\u0bc1|\uc804\uccb4|\ubaa8\ub4e0|\u5168\u90e8|\u6240\u6709|\u3059\u3079\u3066|\u05db\u05dc|\u0bae\u0bc1\u0bb4\u0bc1|\u1219\u1209|\u0f5a\u0f44\u0f0b\u0f58/u,
);

/**
 * People's records in the order: customers or clients, staff, their addresses, phones, pay or bank details, in Latin
 * and Cyrillic stems (read without marks: "t\u0101lru\u0146", "\u00f2\u1e63\u00ec\u1e63\u1eb9\u0301") and in the scripts' own words. A whole list of
 * them sent out is an export of records; all the month's invoices sent to an accountant is an errand.
 */
const FAR_PEOPLE_BARE = lazy(
  () =>
    /(?<![\p{L}])(?:client|klient|kund|asiakka|onibaara|abokan|adres|direcci|adiresi|adireshi|osoit|telefon|talrun|puhelin|foonu|waya|salari|lonn|palk|alg[au]|atlyginim|albashi|owo-osu|nomin|plat[ae]|platn|plac|bank|banc|emplead|angajat|ansatt|darbinie|darbuotoj|henkilost|tyontekij|osise|ma'aikata|zaposlen|\u043a\u043b\u0438\u0435\u043d\u0442|\u043a\u043b\u0456\u0454\u043d\u0442|\u0430\u0434\u0440\u0435\u0441|\u0442\u0435\u043b\u0435\u0444\u043e\u043d|\u0437\u0430\u043f\u043b\u0430\u0442|\u0437\u0430\u0440\u043f\u043b\u0430\u0442|\u0431\u0430\u043d\u043a|\u0441\u043b\u0443\u0436\u0438\u0442\u0435\u043b|\u0441\u043e\u0442\u0440\u0443\u0434\u043d\u0438\u043a|\u043f\u0440\u0430\u0446\u0456\u0432\u043d\u0438\u043a|\u043f\u0435\u0440\u0441\u043e\u043d\u0430\u043b|membr|member|miembr|miyembro|mambob|ahli|anggota|eseli|soci|volunt|telefono|telefunu|telepono|pellgowser|nummari|tagok|tagjai|uzvler|mijoz|musteri|amalungu|ocingo|omo egbe|\u03bc\u03b5\u03bb|\u03c4\u03b7\u03bb\u03b5\u03c6\u03c9\u03bd|\u03c0\u03b5\u03bb\u03b1\u03c4)/u,
);
const FAR_PEOPLE_SCRIPTS = lazy(
  () =>
    /\u0d9c\u0db1\u0dd4\u0daf\u0dd9\u0db1\u0dd4\u0d9a\u0dbb\u0dd4|\u0dbd\u0dd2\u0db4\u0dd2\u0db1|\u0daf\u0dd4\u0dbb\u0d9a\u0dae\u0db1|\u0dc0\u0dd0\u0da7\u0dd4\u0db4\u0dca|\u0db6\u0dd0\u0d82\u0d9a\u0dd4|\u0dc3\u0dda\u0dc0\u0d9a|\u0917\u094d\u0930\u093e\u0939\u0915|\u0920\u0947\u0917\u093e\u0928\u093e|\u092b\u094b\u0928|\u0924\u0932\u092c|\u092c\u0948\u0902\u0915|\u0915\u0930\u094d\u092e\u091a\u093e\u0930\u0940|\u17a2\u178f\u17b7\u1790\u17b7\u1787\u1793|\u17a2\u17b6\u179f\u1799\u178a\u17d2\u178b\u17b6\u1793|\u1791\u17bc\u179a\u179f\u17d0\u1796\u17d2\u1791|\u1794\u17d2\u179a\u17b6\u1780\u17cb\u1781\u17c2|\u1792\u1793\u17b6\u1782\u17b6\u179a|\u1794\u17bb\u1782\u17d2\u1782\u179b\u17b7\u1780|\u1016\u1031\u102c\u1000\u103a\u101e\u100a\u103a|\u101c\u102d\u1015\u103a\u1005\u102c|\u1016\u102f\u1014\u103a\u1038|\u101c\u1005\u102c|\u1018\u100f\u103a|\u101d\u1014\u103a\u1011\u1019\u103a\u1038|\u0e25\u0e39\u0e01\u0e04\u0e49\u0e32|\u0e17\u0e35\u0e48\u0e2d\u0e22\u0e39\u0e48|\u0e42\u0e17\u0e23|\u0e40\u0e07\u0e34\u0e19\u0e40\u0e14\u0e37\u0e2d\u0e19|\u0e18\u0e19\u0e32\u0e04\u0e32\u0e23|\u0e1e\u0e19\u0e31\u0e01\u0e07\u0e32\u0e19|\u12f0\u1295\u1260\u129b|\u12f0\u1295\u1260\u129e|\u12a0\u12f5\u122b\u123b|\u1235\u120d\u12ad|\u12f0\u121e\u12dd|\u1263\u1295\u12ad|\u1230\u122b\u1270\u129b|\u05d7\u05d1\u05e8\u05d9\u05dd|\u05d8\u05dc\u05e4\u05d5\u05df|\u05dc\u05e7\u05d5\u05d7\u05d5\u05ea|\u05de\u05e0\u05d5\u05d9\u05d9\u05dd|\u0627\u0639\u0636\u0627|\u062a\u0644\u0641\u0646|\u0645\u0634\u062a\u0631\u06cc|\u0645\u0645\u0628\u0631|\u0641\u0648\u0646|\u06af\u0627\u06c1\u06a9|\u0646\u0645\u0628\u0631|\u0b89\u0bb1\u0bc1\u0baa\u0bcd\u0baa\u0bbf\u0ba9\u0bb0\u0bcd|\u0ba4\u0bca\u0bb2\u0bc8\u0baa\u0bc7\u0b9a\u0bbf|\u0bb5\u0bbe\u0b9f\u0bbf\u0b95\u0bcd\u0b95\u0bc8\u0baf\u0bbe\u0bb3\u0bb0\u0bcd|\u0c38\u0c2d\u0c4d\u0c2f\u0c41\u0c32|\u0c2b\u0c4b\u0c28\u0c4d|\u0c15\u0c38\u0c4d\u0c1f\u0c2e\u0c30\u0c4d|\u10ec\u10d4\u10d5\u10e0|\u10e2\u10d4\u10da\u10d4\u10e4\u10dd\u10dc|\u10d9\u10da\u10d8\u10d4\u10dc\u10e2|\u10d0\u10d1\u10dd\u10dc\u10d4\u10dc\u10e2|\u0561\u0576\u0564\u0561\u0574|\u0570\u0565\u057c\u0561\u056d\u0578\u057d|\u0570\u0561\u0573\u0561\u056d\u0578\u0580\u0564|\u0562\u0561\u056a\u0561\u0576\u0578\u0580\u0564|\u12a0\u1263\u120b|\u12a0\u1263\u120d|\u0935\u093e\u0932\u0902\u091f\u093f\u092f\u0930|\u092d\u094b\u0932\u0928\u094d\u091f\u093f\u092f\u0930|\u092e\u0947\u092e\u094d\u092c\u0930|\u092e\u0948\u0902\u092c\u0930|\u0938\u0926\u0938\u094d\u092f|\u0928\u0902\u092c\u0930|\u0928\u092e\u094d\u092c\u0930|\u0f41\u0f0b\u0f54\u0f62|\u0f63\u0f66\u0f0b\u0f62\u0f7c\u0f42\u0f66/,
);

/** A sentence's end before the address (a full stop only before a space: "j.doe@" is one address). */
const SENTENCE_END = lazy(() => /[;!?\u0964\u104b\u17d4\u1362\u3002]|\.\s/gu);
/** The datives that make the people the recipients: "send to all customers ...", "\u043d\u0430 \u0432\u0441\u0438\u0447\u043a\u0438 ...", Nepali's "-\u0932\u093e\u0908", Sinhala's "-\u0da7". */
const TO_WORD = lazy(() => /^(?:to|a|al|\u00e0|aux|an|til|till|do|ke|kepada|para|\u043d\u0430|\u0434\u043e)$/u);
const DATIVE_END = lazy(() => /(?:\u0932\u093e\u0908|\u0da7)$/u);

/**
 * `clause` without the people it is sent to: "verb to all customers ..." drops through the people word, and a word in a
 * dative's ending is dropped. What is left names what is sent.
 */
function sentPart(clause: string): string {
  const words = clause.trim().split(/\s+/);
  if (words.length > 3 && TO_WORD().test(words[1]!) && FAR_WHOLE().test(words[2]!)) {
    for (let j = 2; j < Math.min(words.length, 6); j++) if (namesPeople(words[j]!)) return words.slice(j + 1).join(' ');
  }
  return words.filter((word) => !(DATIVE_END().test(word) && namesPeople(word))).join(' ');
}

/** Whether `clause` names people's records (FAR_PEOPLE_BARE read without marks). */
function namesPeople(clause: string): boolean {
  return FAR_PEOPLE_SCRIPTS().test(clause) || FAR_PEOPLE_BARE().test(clause.normalize('NFD').replace(/\p{M}/gu, ''));
}

/**
 * Whether `order` (lower case, after an address to a machine) is written in a language the English acts do not read and
 * sends a whole list of people's records (FAR_WHOLE, namesPeople) to an e-mail address whose domain `text` names nowhere else,
 * with no negation in its clause; the list is read in the address's sentence, after its recipients. A copy sent to the
 * record's own desk names a domain the record names elsewhere (its header, its sender, its contact field).
 */
export function sendsOutsideUnread(order: string, text: string): boolean {
  const mail = MAIL_DOMAIN().exec(order);
  if (mail === null) return false;
  const domain = mail[1]!;
  const afterMail = order.slice(mail.index + mail[0].length);
  const rest = CLAUSE_AFTER().exec(afterMail);
  const clauseEnd = mail.index + mail[0].length + (rest === null ? afterMail.length : rest.index);
  const clause = order.slice(0, clauseEnd);
  // (An e-mail address's words are no language's: "copy-of-records@..." is not English.)
  const words = clause.replace(/[\w.+-]+@[\w.-]+/g, ' ');
  if (ENGLISH().test(words) || FAR_NEGATION().test(words)) return false;
  // (What is sent is read in the sentence that holds the address, without its recipients: "send all customers the price
  // list; replies to sales@..." sends no list of people there.)
  let local = mail.index;
  while (local > 0 && /[\w.+-]/.test(order[local - 1]!)) local--;
  let start = 0;
  for (const end of order.slice(0, local).matchAll(SENTENCE_END())) start = end.index + end[0].length;
  const sent = sentPart(order.slice(start, clauseEnd));
  if (!FAR_WHOLE().test(sent) || !namesPeople(sent)) return false;
  return namedOnce(domain, text.toLowerCase());
}

/** Whether `domain` stands in `text` once only: an address the order alone names, not the record's own desk or sender. */
export function namedOnce(domain: string, text: string): boolean {
  let seen = 0;
  for (let i = text.indexOf(domain); i >= 0 && seen < 2; i = text.indexOf(domain, i + domain.length)) seen++;
  return seen < 2;
}

/**
 * One document of the writer's errand in the languages whose send verbs reader-orders.ts reads: a summary or an invoice
 * ("po\u0161li toto shrnut\u00ed m\u00e9 kolegyni ...", "stuur de factuur door naar onze boekhouder ...").
 */
const ERRAND_DOCUMENT = lazy(
  () =>
    /(?<!\p{L})(?:shrnut|resumen|resumo|ringkasan|samenvatting|podsumowani|rezumat|zusammenfassung|\u00f6sszefoglal|riassunto|sammanfattning|yhteenveto|\u00f6zet|muhtasari|factur|factuur|fatur|faktur|rechnung|sz\u00e1ml\u00e1|fattura|lasku|\u0440\u0435\u0437\u044e\u043c\u0435|\u0441\u0447\u0451\u0442|\u0441\u0447\u0435\u0442)/u,
);
/** A secret or a record kept from an errand's document: passwords, keys, cards, accounts. */
const ERRAND_SECRET = lazy(
  () =>
    /pass|has\u0142|heslo|contrase|senha|parol|jelsz|\u043f\u0430\u0440\u043e\u043b|token|key|kl\u00ed\u010d|klucz|card|kart|tarjet|iban|konto|account|cuent|conta\b/u,
);

/**
 * Whether the words before an e-mail address (lower case, its sentence) send one document of the writer's errand, a
 * summary or an invoice, with no whole list, no people's records and no secret: an errand, not an export of records.
 */
export function sendsAnErrand(before: string): boolean {
  return ERRAND_DOCUMENT().test(before) && !FAR_WHOLE().test(before) && !namesPeople(before) && !ERRAND_SECRET().test(before);
}

/**
 * Whether an order (lower case) sends a whole list or file with people's bank, medical, passport or call records to an
 * e-mail address outside the record: its domain named nowhere else in `text` (a mail's own sender, a letterhead's
 * address). An order to send the whole list to the record's own desk, or a list of names to a caterer, is an errand.
 * (role-acts.ts reads it; kept here beside namedOnce.)
 */
export function wholeSentOutside(order: string, text: string): boolean {
  if (!(WIDER_WHOLE().test(order) || MORE_WHOLE().test(order)) || !WIDER_SENSITIVE().test(order)) return false;
  const domain = /@([\w-]{1,63}(?:\.[\w-]{1,63}){1,4})/.exec(order)?.[1];
  if (domain === undefined) return false;
  // (The domain as the order writes it, lower-cased: a record writes its own addresses in lower case too.)
  return namedOnce(domain, text);
}
