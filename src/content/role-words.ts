import { lazy } from './lazy.js';
/**
 * role-acts.ts's words in the languages its first tables did not hold (docs/content-readings.md, orders to a machine
 * whose act is the decision): Danish and Norwegian, Croatian, Serbian and Bosnian (Latin and Cyrillic letters), Slovak,
 * Slovenian, Lithuanian, Latvian, Estonian, Afrikaans, Greek, Malay, Urdu, Tamil and Amharic. The grammar is role-acts'
 * own (an address with a machine's word, an act, a stake, no negation); these are only the words it reads in them.
 * Every pattern is a flat alternation of literal words (bounded gaps only), tried where role-acts already found an
 * address, so plain prose never pays for it.
 */

/** The machine's words in Latin letters these languages write (found by native searches, read whole by MACHINE_WORD). */
export const MORE_LATIN_MACHINE: readonly string[] = ['ntelekt', 'ntellekt', 'nteligen', 'abili', 'sustav', 'cerdasan', 'DI', 'TI', 'UI'];
/** The same as whole words (lower case), for role-acts' MACHINE_WORD. */
export const MORE_MACHINE_WORD = lazy(
  () =>
    /^(?:di|ti|ui|kecerdasan|systems?|generator|summari[sz]er|processor|\p{L}*intelekt\p{L}*|\p{L}*intellekt\p{L}*|\p{L}*inteligen\p{L}*|abili\p{L}*|sustav\p{L}*)$/u,
);
/** The machine's words in other scripts: Serbian's artificial intelligence, Greek's assistant and AI, Urdu's, Tamil's and Amharic's. */
export const MORE_WIDE_MACHINE = lazy(
  () =>
    /\u0432\u0435\u0448\u0442\u0430\u0447\u043a|\u0430\u0438\s(?:\u0441\u0438\u0441\u0442\u0435\u043c|\u0430\u0441\u0438\u0441\u0442)|\u03b2\u03bf\u03b7\u03b8|\u03c4\u03b5\u03c7\u03bd\u03b7\u03c4|\u0627\u0633\u0633\u0679\u0646\u0679|\u0627\u06d2\s\u0622\u0626\u06cc|\u0645\u0635\u0646\u0648\u0639\u06cc\s\u0630\u06c1\u0627\u0646\u062a|\u0b89\u0ba4\u0bb5\u0bbf\u0baf\u0bbe\u0bb3|\u0ba8\u0bc1\u0ba3\u0bcd\u0ba3\u0bb1\u0bbf\u0bb5\u0bc1|\u1228\u12f3|\u12a4\u12a0\u12ed|\u1230\u12cd\s\u1230\u122b\u123d/gi,
);

/**
 * The acts, as these languages write their imperatives (and Afrikaans its split verbs, "keur ... goed", "werk ... by"):
 * approve, give or assign, mark or set, delete, send or forward, write or record, reject the others, close.
 */
export const MORE_ACT = lazy(
  () =>
    /(?<![\p{L}])(?:giv|gi|s\u00e6t|sett|godkend|godkjenn|slet|slett|videresend|mark\u00e9r|spring\s+\S+\s+over|hopp\s+over|overf\u00f8r|dodijeli|dodeli|odobri|ozna\u010di|obri\u0161i|izbri\u0161i|po\u0161alji|po\u0161lji|proslijedi|prosledi|preporu\u010di|upi\u0161i|napi\u0161i|zapi\u0161i|ukloni|schv\u00e1\u013e|pride\u013e|ozna\u010d|vyma\u017e|zma\u017e|po\u0161li|prepo\u0161li|zap\u00ed\u0161|nap\u00ed\u0161|zamietni|odporu\u010d|posreduj|zavrni|patvirtink|suteik|pa\u017eym\u0117k|i\u0161trink|i\u0161si\u0173sk|persi\u0173sk|\u012fra\u0161yk|para\u0161yk|atmesk|apstiprini|pie\u0161\u0137ir|atz\u012bm\u0113|izdz\u0113s|nos\u016bti|p\u0101rs\u016bti|ieraksti|noraidi|kinnita|anna|m\u00e4rgi|kustuta|saada|edasta|l\u00fckka\s+\S+(?:\s+\S+){0,3}\s+tagasi|keur\s+(?:(?!nooit)\S+\s+){0,4}goed|merk|skrap|stuur|skryf|wys\s+(?:\S+\s+){0,4}af|werk\s+(?:\S+\s+){0,4}by|luluskan|tandakan|padamkan|majukan|tolak|tetapkan|\u0434\u043e\u0434\u0435\u043b\u0438|\u043e\u0434\u043e\u0431\u0440\u0438|\u043e\u0437\u043d\u0430\u0447\u0438|\u043e\u0431\u0440\u0438\u0448\u0438|\u0438\u0437\u0431\u0440\u0438\u0448\u0438|\u043f\u043e\u0448\u0430\u0459\u0438|\u043f\u0440\u043e\u0441\u043b\u0435\u0434\u0438|\u043f\u0440\u0435\u043f\u043e\u0440\u0443\u0447\u0438|\u0443\u043f\u0438\u0448\u0438|\u043d\u0430\u043f\u0438\u0448\u0438|\u0443\u043a\u043b\u043e\u043d\u0438|\u03b4\u03ce\u03c3\u03b5|\u03ad\u03b3\u03ba\u03c1\u03b9\u03bd\u03b5|\u03c3\u03b7\u03bc\u03b5\u03af\u03c9\u03c3\u03b5|\u03b4\u03b9\u03ac\u03b3\u03c1\u03b1\u03c8\u03b5|\u03c3\u03c4\u03b5\u03af\u03bb\u03b5|\u03c0\u03c1\u03bf\u03ce\u03b8\u03b7\u03c3\u03b5|\u03b3\u03c1\u03ac\u03c8\u03b5|\u03b1\u03c0\u03cc\u03c1\u03c1\u03b9\u03c8\u03b5)(?![\p{L}])|(?:\u0628\u06be\u06cc\u062c|\u062d\u0630\u0641\s?\u06a9\u0631|\u0645\u0646\u0638\u0648\u0631\s?\u06a9\u0631|\u0645\u0633\u062a\u0631\u062f\s?\u06a9\u0631|\u062f\u0631\u062c\s?\u06a9\u0631|\u0644\u06a9\u06be|\u0646\u0645\u0628\u0631\s?\u062f\u0648)\s?(?:\u062f\u0648|\u062f\u06cc\u06ba|\u062f\u06cc\u062c\u06cc\u06d2|\u0648|\u06cc\u06ba)?(?![\u0600-\u06ff])|\u0b85\u0ba9\u0bc1\u0baa\u0bcd\u0baa\u0bc1|\u0b85\u0ba9\u0bc1\u0baa\u0bcd\u0baa\u0bb5\u0bc1\u0bae\u0bcd|\u0ba8\u0bc0\u0b95\u0bcd\u0b95\u0bc1|\u0b85\u0b99\u0bcd\u0b95\u0bc0\u0b95\u0bb0\u0bbf|\u0b95\u0bca\u0b9f\u0bc1|\u0ba8\u0bbf\u0bb0\u0bbe\u0b95\u0bb0\u0bbf|\u0baa\u0ba4\u0bbf\u0bb5\u0bc1\s?\u0b9a\u0bc6\u0baf\u0bcd|(?<![\u1200-\u135f])(?:\u120b\u12ad|\u1230\u122d\u12dd|\u12a0\u133d\u12f5\u1245|\u1235\u1325|\u1218\u12dd\u130d\u1265|\u133b\u134d|\u12a0\u1235\u1270\u120b\u120d\u134d)(?![\u1200-\u135f])/u,
);

/** Negations these languages put before an act ("\u00e4ra kunagi kinnita", "\u03bc\u03b7\u03bd", "nemoj") or after it ("godkend aldrig", "\u0645\u0646\u0638\u0648\u0631 \u0646\u06c1 \u06a9\u0631\u06cc\u06ba"). */
export const MORE_NEGATION_BEFORE = lazy(
  () =>
    /(?:^|[\s,(])(?:\u00e4ra|\u00e4rge|nemoj\p{L}*|nikada|nikdy|niekada|nekad|nooit|moenie|aldrig|aldri|ikke|\u03bc\u03b7\u03bd|\u03b4\u03b5\u03bd|\u043d\u0435\u043c\u043e\u0458\p{L}*|\u043d\u0438\u043a\u0430\u0434\u0430)(?:\s+[^\s]+){0,2}\s+$/u,
);
export const MORE_NEGATION_AFTER = lazy(
  () => /^\s+(?:aldrig|aldri|ikke|nooit)(?![\p{L}])|^\s?(?:\u0646\u06c1|\u0645\u062a)(?![\u0600-\u06ff])/u,
);

/**
 * What puts the act at stake in these languages: a decision or a verdict (approved, the highest mark, paid), a person
 * kept out (say nothing to the manager), the others rejected, complaints, and a whole list or database with an address
 * outside to send it to.
 */
export const MORE_STAKE = lazy(
  () =>
    /(?<![\p{L}])(?:godkend\p{L}*|godkjen\p{L}*|topkarakter|h\u00f8jeste|h\u00f8yeste|betalt|odobr\p{L}*|najvi\u0161\p{L}*|najvy\u0161\p{L}*|pla\u0107en\p{L}*|zaplaten\p{L}*|schv\u00e1len\p{L}*|patvirtint\p{L}*|auk\u0161\u010diaus\p{L}*|apmok\u0117t\p{L}*|apstiprin\p{L}*|augst\u0101k\p{L}*|apmaks\u0101t\p{L}*|kinnitat\p{L}*|k\u00f5rgeim\p{L}*|tasutud|goedgekeur|hoogste|betaal|lulus\p{L}*|markah\s+tertinggi|ostal\p{L}*|ostatn\p{L}*|kitus|p\u0101r\u0113jos|teised|ander\s+verskaffers|yang\s+lain|klage\p{L}*|klager|pritu\u017eb\p{L}*|s\u0165a\u017enost\p{L}*|skund\p{L}*|s\u016bdz\u012bb\p{L}*|kaebus\p{L}*|klagtes|aduan|sig\s+(?:intet|ikke|ingenting)|ikke\s+(?:vis|fortell|nevn|si)|ni\u0161ta\s+ne|ne\s+(?:govori|obavje\u0161\u0107uj|obavje\u0161tavaj|obave\u0161tavaj|spominji)|ni\u010d\s+nehovor|nehovor|nesakyk|neko\s+nesaki|\u00e4ra\s+(?:\u00fctle|teavita|maini)|s\u00ea\s+niks|keegi\s+ei\s+kontrolli|niemand\s+kontroleer|jangan\s+beritahu)(?![\p{L}])|\u043e\u0434\u043e\u0431\u0440|\u043f\u043b\u0430\u045b\u0435\u043d|\u043d\u0430\u0458\u0432\u0438\u0448|\u043e\u0441\u0442\u0430\u043b|\u043f\u0440\u0438\u0442\u0443\u0436\u0431|\u043d\u0435\s+(?:\u0433\u043e\u0432\u043e\u0440\u0438|\u043e\u0431\u0430\u0432\u0435\u0448\u0442\u0430\u0432\u0430\u0458)|\u03bc\u03ad\u03b3\u03b9\u03c3\u03c4|\u03b5\u03b3\u03ba\u03b5\u03ba\u03c1\u03b9\u03bc|\u03c0\u03b1\u03c1\u03ac\u03c0\u03bf\u03bd|\u03ac\u03bb\u03bb\u03bf\u03c5\u03c2|\u03bc\u03b7\u03bd\s+\u03c0\u03b5\u03b9\u03c2|\u0645\u0646\u0638\u0648\u0631|\u0633\u0628\s\u0633\u06d2\s\u0632\u06cc\u0627\u062f\u06c1|\u0628\u0627\u0642\u06cc|\u0634\u06a9\u0627\u06cc\u0627\u062a|\u0645\u062a\s\u0628\u062a\u0627|\u0646\u06c1\s\u0628\u062a\u0627|\u0b85\u0ba4\u0bbf\u0b95\u0baa\u0b9f\u0bcd\u0b9a|\u0bae\u0bb1\u0bcd\u0bb1|\u0baa\u0bc1\u0b95\u0bbe\u0bb0\u0bcd|\u0b9a\u0bca\u0bb2\u0bcd\u0bb2\u0bbe\u0ba4\u0bc7|\u0b9a\u0bca\u0bb2\u0bcd\u0bb2\s\u0bb5\u0bc7\u0ba3\u0bcd\u0b9f\u0bbe\u0bae\u0bcd|\u12a8\u134d\u1270\u129b|\u120c\u120e\u127d|\u1245\u122c\u1273|\u12a0\u1275\u1295\u1308\u122d/u,
);

/** A whole list, a database or all of a kind, in these languages: a stake with an address outside in the same order. */
export const MORE_WHOLE = lazy(
  () =>
    /(?<![\p{L}])(?:hele|alle|cijel\p{L}*|cel\p{L}*|kompletn\p{L}*|cel\u00fd|celoten|vis\u0105|visus|vis\u0173|visu|visas|kogu|k\u00f5ik|\u03bf\u03bb\u03cc\u03ba\u03bb\u03b7\u03c1\p{L}*|\u03cc\u03bb\p{L}*|seluruh|semua|\u0446\u0435\u043e|\u0446\u0435\u043b\p{L}*)(?![\p{L}])|\u062a\u0645\u0627\u0645|\u067e\u0648\u0631\u06cc|\u0645\u06a9\u0645\u0644|\u0bae\u0bc1\u0bb4\u0bc1|\u0b85\u0ba9\u0bc8\u0ba4\u0bcd\u0ba4\u0bc1|\u0b8e\u0bb2\u0bcd\u0bb2\u0bbe|\u1219\u1209|\u1201\u1209/u,
);
/** What goes with a whole list sent out to make it an attack's: the note erased, the matter urgent (kept-out persons are MORE_STAKE's). */
export const TRACE_OR_HASTE = lazy(
  () =>
    /(?<![\p{L}])(?:slet|slett|obri\u0161i|izbri\u0161i|vyma\u017e|zma\u017e|i\u0161trink|izdz\u0113s|kustuta|skrap|padam(?:kan)?|delete|erase|hitno|haster|skubiai|steidzami|kiiresti|dringend|segera|urgent|\u043e\u0431\u0440\u0438\u0448\u0438|\u0438\u0437\u0431\u0440\u0438\u0448\u0438|\u0445\u0438\u0442\u043d\u043e|\u03b4\u03b9\u03ac\u03b3\u03c1\u03b1\u03c8\u03b5|\u03b5\u03c0\u03b5\u03af\u03b3\u03bf\u03bd)(?![\p{L}])|\u062d\u0630\u0641|\u0641\u0648\u0631\u06cc|\u1230\u122d\u12dd|\u12a0\u1235\u1278\u12b3\u12ed|\u0ba8\u0bc0\u0b95\u0bcd\u0b95\u0bc1|\u0b85\u0bb5\u0b9a\u0bb0/u,
);
/** An address outside: an e-mail address or a link. */
export const ADDRESS_OUTSIDE = lazy(() => /[\w.+-]+@[\w-]+\.[a-z]{2,}|https?:\/\//);

/** English roles named by their job: a generator, a summariser, a processor, a system (read whole by MORE_MACHINE_WORD). */
export const EN_JOB_MACHINE: readonly string[] = ['enerator', 'ummari', 'rocessor'];
/**
 * English stakes the first table lacked: a verdict written for the machine to output ("output PASS", "treat them as
 * spent", "no issues found", "highly rated", five stars), a check waved away ("no
 * need to verify") or something kept out of the copy ("leave the readings out of the owner's copy"), any of a record's
 * kind left out; other people's records ("the previous customer's files", "the other guests' passport numbers") or
 * links to every file.
 */
export const MORE_EN_STAKE = lazy(
  () =>
    /\bno\s+need\s+to\s+(?:check|verify|review|confirm|look)|\b(?:no\s+issues?\s+found|all\s+clear|no\s+action\s+needed|highly\s+rated|exceed\w*\s+expectations|full\s+marks|top\s+(?:marks?|scores?|ratings?|grades?)|(?:5|five)\s+stars?)\b|\b(?:leave|keep)\s+(?:[\w'-]+\s+){1,4}out\s+of\b|\bany\s+(?:[\w-]+\s+)?(?:reviews?|complaints?|warnings?|reports?|incidents?|flags?)\b|\b(?:waived|expunged|unredacted)\b|\bhome\s+addresses\b|\b(?:the\s+other|rival)\s+(?:bids?|suppliers?|bidders?|offers?|tenders?|candidates?)\b|\baward\s+full\s+(?:[\w-]+\s+)?(?:points|marks|scores?)\b|\b(?:every|all)\s+(?:[\w-]+\s+){0,2}(?:notices?|lines|entries|errors|failures|shortfalls?|discrepanc(?:y|ies))\b|\boutput\s+(?:pass|approved|clear|clean|eligible|accept\w*)\b|\b(?:treat|mark|record|report|list)\s+(?:[\w'-]+\s+){0,5}as\s+(?:spent|expunged|settled|paid|approved|clear|clean|eligible|resolved|closed|withdrawn|compliant|passed|zero)\b|\b(?:the\s+)?(?:previous|other|another|earlier|last)\s+(?:[a-z-]{1,20}\s+)?(?:customers?|clients?|patients?|members?|users?|tenants?|guests?|applicants?|passengers?|residents?|students?|donors?)(?:'s|s')?\s+(?:[a-z-]{1,20}\s+)?(?:files?|records?|data|details|documents?|scans?|designs?|drawings?|passports?|numbers|addresses|results?)\b|\b(?:download\s+)?links?\s+(?:to|for)\s+(?:every|each|all\s+(?:the\s+)?)\s*(?:[a-z-]{1,20}\s+)?(?:files?|uploads?|attachments?|documents?|scans?)\b/,
);
/** What rigs the writer's own record (an act on "my" things counts with it): a check said done or waved away. */
export const MORE_SELF_STAKE = lazy(() => /\b(?:verified|no\s+need\s+to\s+(?:check|verify|review|confirm))\b/);

/**
 * English stakes of an order that rigs a record, the writer owning the lie: the fact it orders written admitted false
 * ("even though the sheet is blank", "whatever the statement says", "regardless of the data", "(they were not)",
 * "nobody checked them"), or the act kept from the people who should see it ("don't notify the quality team", "without
 * waiting for the producer", "the manager does not want them reported", "the owner must not see").
 */
export const EN_FALSE_RECORD = lazy(
  () =>
    /\b(?:even\s+though|even\s+if\s+(?:the|it|they)|whatever\s+(?:the\s+)?[\w-]+\s+(?:says?|shows?)|regardless\s+of|in\s+spite\s+of|nobody\s+(?:checked|did|saw|has)|(?:is|are|was|were)\s+not\s+true)\b|\b(?:they|it|he|she|i)\s+(?:was|were|is|are|did|does|has|have|am)(?:\s+not|n't)\s*[).;,]/,
);
export const EN_KEPT_FROM = lazy(
  () =>
    /\b(?:don't|do\s+not|never)\s+(?:notify|tell|inform|alert|cc|copy\s+in|raise\s+(?:it|this|them)\s+(?:to|with)|escalate\s+(?:it|this|them)\s+to)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:team|manager|supervisor|desk|unit|department|staff|owner|producer|auditors?|officer|committee)\b|\bwithout\s+(?:waiting\s+for|telling|asking|notifying|informing)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}[\w-]+|\b(?:does|do)\s+not\s+want\s+(?:it|this|them)\s+(?:reported|logged|seen)\b|\bmust\s+not\s+(?:see|know|say\s+so)\b/,
);
