/**
 * prompt_injection read from a note to the machine that reads a page or a mailbox, in the languages of Europe and of
 * office mail (docs/content-readings.md, "Orders to the reading machine across languages"). What such notes share
 * across languages is their shape, not their words: an address to the AI, the language model, the automated reader or
 * the assistant, often as a relative clause or a participle ("Anmärkning till AI-assistenter som sammanfattar sidan:",
 * "Pastaba DI asistentams, apibendrinantiems šį puslapį:", "For automated readers of this page:") or as a condition on
 * it ("When a language model compares suppliers using this page, it must ..."), then an order on the reader's output or
 * the user's data. The order is read by marks every such language writes in its own words, each a flat list:
 * - RANK: a place to give (first, top, best, the only one);
 * - CLAIM: a claim to make ("write that", "say that", a verb of saying before the language's "that");
 * - CONCEAL: the note or the act kept from the user ("do not mention this note", "tell the user nothing");
 * - OUTWARD: the user's data sent to an e-mail address, or anything sent to "the external address";
 * - MONEY: a bank account or an IBAN to change;
 * - PARTY: the other side of a case (a summary sent to the opposing party's lawyer).
 * Two marks of different kinds make the order, one of them more than the output's wording (a concealment that keeps the
 * note, everything or a person out, data or money moved, the other side, the others run down): an AI policy's note
 * ("do not mention guests' names; the best reviews come first", "write that prices include VAT") is a site's rule,
 * and an office's errand ("Note for the assistant: put the new price list first and tell the clients that the old one
 * expired") is a person's. Not read: a body in English (the English readings read it), an address
 * after a warning's or a sample's words, an address inside a quotation. Gated by a native search for the machine
 * words' pieces; each place once, MAX_TRIES at most, every slice bounded.
 */
import { type Hit, strongSince } from './codes.js';
import { placesOf, type Text } from './find.js';
import {
  READING,
  WIDE_ASCII_PIECES,
  WIDE_MODAL,
  WIDE_PIECES,
  WIDE_STRONG,
  WIDE_WARNED,
  WIDE_WEAK,
  WIDE_WHEN,
  turnOrField,
  wideMarks,
} from './reader-notes-wide.js';
import { HEAD_COLON, personsJob, piecesSource, SUBJECT_NEGATED } from './reader-acts.js';
import { brokenLine, CONDITION_ANYWHERE, readerCondition, STAKES_PIECES, stakesKind, stakesOf, unheadedOrder } from './reader-stakes.js';

/**
 * The pieces a text in ASCII alone is searched for: the languages written without marks (Dutch, Afrikaans, Tagalog,
 * Malay, Basque, isiZulu) name the machine by these; every piece is a pass over the text, which plain English
 * prose pays.
 */
const ASCII_PIECES: readonly string[] = ['IA', 'KI', 'AA', '-eredu', 'msizi', 'ehisintel', 'aguntzaile', 'utomatie', 'zenzakalel'];
/** The wider languages' Latin pieces (bots, agents, the automated), one pass in any case, only where a colon stands. */
const WIDE_ASCII_RE = new RegExp(WIDE_ASCII_PIECES.join('|'), 'gi');
/**
 * The pieces the shared literal index holds (find.ts LITERALS, in any case): their places cost no pass of their own.
 * "autom" stands for every spelling of the automated reader ("geautomatiseerde", "automātiskajiem", "automàtics").
 */
const INDEXED_PIECES: readonly string[] = ['ai', 'sist', 'syst', 'autom', 'odel'];
/**
 * A letter outside ASCII (not a curly quote, a dash, a no-break space or a symbol, which English writes too): the text
 * may be in one of the languages that write marks, searched for every piece.
 */
const NOT_ASCII = /[\u00c0-\u1fff\u2c00-\ud7ff\uf900-\uffef]/;

/** Pieces of the machine's words a native search finds (then MACHINE reads the word around each). */
const PIECES: readonly string[] = [
  'IA',
  'KI',
  'MI',
  'DI',
  'UI',
  'AA',
  'IS',
  '\u0418\u0418',
  'jazykov',
  'jezi',
  'nyelvi',
  'kalbos',
  'valodas',
  'hizkuntza',
  '\u03b3\u03bb\u03c9\u03c3\u03c3',
  '\u0435\u0437\u0438\u043a',
  'mudel',
  'malli',
  '-eredu',
  'samhail',
  'l\u00edkan',
  '\u03bc\u03bf\u03bd\u03c4\u03ad\u03bb',
  '\u043c\u043e\u0434\u0435\u043b',
  'teko\u00e4ly',
  'tehisintel',
  'gervigreind',
  '\u03c4\u03b5\u03c7\u03bd\u03b7\u03c4',

  '\u043e\u043c\u0430\u0442',
  '\u03cc\u03bc\u03b1\u03c4',
  'sj\u00e1lfvirk',
  'uathoibr',
  'sziszt',
  'avustaj',
  'a\u00f0sto\u00f0',
  'c\u00fant\u00f3ir',
  'laguntzaile',
  '\u03b2\u03bf\u03b7\u03b8',
  '\u0441\u0438\u0441\u0442',
  '\u05e2\u05d5\u05d6\u05e8',
  '\u062f\u0633\u062a\u06cc\u0627\u0631',
  '\u0627\u0633\u0633\u0679\u0646\u0679',
  '\u1228\u12f3\u1275',
  '\u1228\u12f3\u1271',
  'mataimaki',
  'ol\u00f9r\u00e0nl',
  '\u0b89\u0ba4\u0bb5\u0bbf\u0baf\u0bbe\u0bb3',
  '\u0c05\u0c38\u0c3f\u0c38\u0c4d\u0c1f\u0c46\u0c02\u0c1f',
  '\u0938\u0939\u093e\u092f\u0915',
  'msizi',
  ...WIDE_PIECES,
  ...STAKES_PIECES,
];

/**
 * The machine's words, read at the start of the word holding a piece: the acronyms the languages write for AI (DI, MI,
 * UI, AA, IS, ИИ), artificial intelligence, a language model, an automated reader, and the assistants' spellings (the
 * last group, WEAK: a person's job too).
 */
const ACRONYM = /(?:AI|IA|KI|MI|DI|UI|AA|IS|\u0418\u0418)(?![\p{L}\p{N}])/uy;
const STRONG_MACHINE =
  /teko\u00e4ly|tehisintellekt|gervigreind|\u03c4\u03b5\u03c7\u03bd\u03b7\u03c4|spr\u00e5kmodell|sprogmodel|taalmodel|kielimalli|keelemudel|m\u00e1ll\u00edkan|model\p{L}{0,3}\s+(?:j\u0119zykow|de\s+limbaj|de\s+llenguatge|de\s+linguaxe)|jazykov\p{L}{1,3}\s+model|jezi\p{L}{1,6}\s+model|nyelvi\s+modell|kalbos\s+model|valodas\s+model|hizkuntza-eredu|samhail\s+teanga|\u03b3\u03bb\u03c9\u03c3\u03c3\u03b9\u03ba\p{L}{1,3}\s+\u03bc\u03bf\u03bd\u03c4\u03ad\u03bb|\u0435\u0437\u0438\u043a\u043e\u0432\p{L}{0,3}\s+\u043c\u043e\u0434\u0435\u043b|(?:ge)?automat\p{L}{0,12}|autom[\u00e0\u00e1]t|automaat|autom\u0101t|\u0430\u0443\u0442\u043e\u043c\u0430\u0442|\u0430\u0432\u0442\u043e\u043c\u0430\u0442|\u03b1\u03c5\u03c4\u03cc\u03bc\u03b1\u03c4|sj\u00e1lfvirk|uathoibr/iuy;
const WEAK_MACHINE =
  /ass?[iy]st[ae]n|asszisztens|avustaj|a\u00f0sto\u00f0arm|c\u00fant\u00f3ir|ch\u00fant\u00f3ir|laguntzaile|\u03b2\u03bf\u03b7\u03b8|\u0430\u0441\u0438\u0441\u0442\u0435\u043d\u0442|\u0430\u0441\u0441\u0438\u0441\u0442\u0435\u043d\u0442|\u05e2\u05d5\u05d6\u05e8|\u062f\u0633\u062a\u06cc\u0627\u0631|\u0627\u0633\u0633\u0679\u0646\u0679|\u1228\u12f3\u1275|\u1228\u12f3\u1271|mataimaki|ol\u00f9r\u00e0nl|\u0b89\u0ba4\u0bb5\u0bbf\u0baf\u0bbe\u0bb3|\u0c05\u0c38\u0c3f\u0c38\u0c4d\u0c1f\u0c46\u0c02\u0c1f|\u0938\u0939\u093e\u092f\u0915|(?:ku|u)?msizi/iuy;

/** How far back a piece's word start is looked for, and how many places and addresses are read at most. */
const WORD_BACK = 16;
const MAX_PLACES = 3000;
const MAX_TRIES = 60;
/** How far back the address's clause may start, how far ahead its colon or its condition's comma may stand. */
const HEAD_BACK = 140;
const HEAD_AHEAD = 110;
const HEAD_WORDS = 14;
/** How much after the address is read for the order. */
const BODY_REACH = 420;

/** What opens a field or a clause before an address: a line, a tag's end, a quotation mark opening a field, a cell. */
const FIELD_OPEN = new Set(['\n', '\t', '>', '"', '|', '{', '[']);
/** What ends the address's search ahead (a field's or a sentence's end). */
const HEAD_STOP = /[\n\t<>"|!?;]|\.(?!\s[\u0561-\u0587])/;
/** What ends the body: a field's end (a line, a tag, an unescaped quotation mark, a comment's end, a cell). */
const BODY_STOP = /[\n\t|<]|(?<!\\)"(?=[,}\]\n>;]|\s*$|\s+[\w:-]{1,40}=)|-->/;
/** A quotation opened inside a sentence before the address: a quoted specimen, not a field. */
const QUOTE_OPEN = /[\u201e\u201c\u00ab\u201a\u2018\u2039]/;

/** A warning's, a sample's or a report's words before the address in its field (the note is told of, not given). */
const WARNED =
  /(?<![\p{L}.@/-])(?:varning|advarsel|varoitu|waarschuwing|upozorn|figyelmeztet|avertisment|\u03c0\u03c1\u03bf\u03b5\u03b9\u03b4\u03bf\u03c0\u03bf\u03af\u03b7\u03c3|\u043f\u0440\u0435\u0434\u0443\u043f\u0440\u0435\u0436\u0434|upozorenj|opozorilo|\u012fsp\u0117j|br\u012bdin\u0101j|hoiatus|abisua|rabhadh|vi\u00f0v\u00f6run|warning|scam|phishing|fraud|oszu|podvod|huijau|csal|\u00een\u0219el|\u03b1\u03c0\u03ac\u03c4|\u0438\u0437\u043c\u0430\u043c|prevar|suk\u010d|kr\u0101p|pettu|estafa|iruzur|calaois|svik|bedrog|bedr\u00e4g|svindel|example|exempel|eksempel|voorbeeld|esimerk|przyk\u0142ad|p\u0159\u00edklad|p\u00e9ld|exemplu|\u03c0\u03b1\u03c1\u03ac\u03b4\u03b5\u03b9\u03b3\u03bc|\u043f\u0440\u0438\u043c\u0435\u0440|primjer|pavyzd|piem\u0113r|n\u00e4ide|exemple|exemplo|adibide|sampla|d\u00e6mi)/iu;

/** English's function words no other language writes the same: a body where they are common is English's. */
const ENGLISH = new Set(
  'the and you your this that these with from please is are was were of for not it we our they their must should will would its into which could has have been can any'.split(
    ' ',
  ),
);
const ENGLISH_SHARE = 0.12;

/** A clause's start word of a condition on the reader ("when a language model compares ..."), lower case. */
const WHEN =
  /^(?:wanneer|als|n\u00e4r|n\u00e5r|kun|gdy|kiedy|kdy\u017e|ke\u010f|amikor|ha|c\u00e2nd|\u03cc\u03c4\u03b1\u03bd|\u043a\u043e\u0433\u0430\u0442\u043e|\u043a\u0430\u0434\u0430|kada|ko|kai|kad|kui|quan|cando|cuando|nuair\s+a|\u00feegar|if|wenn|quand|quando)\s/u;
/** Basque writes the condition as a verb's ending before the clause's comma: "... alderatzen dituenean,". */
const WHEN_AFTER = /\p{L}(?:nean|enean)$/u;
/** A modal of obligation in the main clause after a condition (lower case): "moet", "ska", "musi", "kell", "jā-". */
const MODAL =
  /(?<![\p{L}])(?:moet|moeten|ska|skall|skal|m\u00e5ste|t\u00e4ytyy|on\s+\p{L}{2,20}(?:ttava|tt\u00e4v\u00e4)|musi|mus\u00ed|musia|kell|trebuie|\u03c0\u03c1\u03ad\u03c0\u03b5\u03b9|\u0442\u0440\u044f\u0431\u0432\u0430|\u043c\u043e\u0440\u0430|mora|moraju|turi|peab|ha\s+de|han\s+de|ha\s+d(?=['\u2019])|han\s+d(?=['\u2019])|debe|deben|behar\s+(?:du|dute)|n\u00ed\s+m\u00f3r|ver\u00f0ur|j\u0101\p{L}{3,20})(?![\p{L}])/u;
/** A sentence's end inside a condition's sentence (not "d.o.o. c\u00e9get", an abbreviation before a lower-case word). */
const SENTENCE_STOP = /[.!?]\s+(?=\p{Lu})|[\n<>"|;]/u;
const CONDITION_REACH = 220;

/** A place to give: first, top, best, the only one (lower case, a word's start). */
const RANK =
  /(?<![\p{L}])(?:f\u00f6rst|f\u00f6rsta|\u00f8verst|\u00f6verst|efst|fremst|ensimm\u00e4ise|parhaa|pierwsz|najlepsz|prvn|prv[\u00e9eo]\s|nejlep\u0161|najlep\u0161|els\u0151|legjobb|primul|cel\s+mai\s+bun|\u03c0\u03c1\u03ce\u03c4|\u03ba\u03b1\u03bb\u03cd\u03c4\u03b5\u03c1|\u043f\u044a\u0440\u0432|\u043d\u0430\u0439-\u0434\u043e\u0431\u0440|\u043f\u0440\u0432\u043e|prvo|najbolj|najbolj\u0161|pirm|geriaus|lab\u0101k|esimese|parim|primer\s+lloc|primeiro\s+lugar|primer\s+lugar|millor|mellor|lehenengo|onena|ar\s+dt\u00fas|is\s+fearr|bovenaan|eerste|beste|b\u00e4sta|bedste|enige|enda|eneste|ainoa|jedyn|jedin|egyetlen|singur|\u03bc\u03cc\u03bd\u03b7|\u03bc\u03cc\u03bd\u03bf|\u03b5\u03b4\u03b9\u03bd|\u0435\u0434\u0438\u043d\u0441\u0442\u0432\u0435\u043d|\u0458\u0435\u0434\u0438\u043d|edin[aoi]|vienintel|vien\u012bg|ainsa|ainus|\u00fanic|bakarr|t-aon|sem\s+eina|besta)/u;

/** A claim to make: a verb of saying or writing, then the language's "that" within a few words (lower case). */
const GAP = '(?:[\\s,]{1,3}[^\\s.,;:!?]{1,30}){0,7}?[\\s,]{1,3}';
const SAY_THAT: readonly (readonly [string, string])[] = [
  ['skriv|s\u00e4g|s\u00e4ga|skriva|uppge|ange|p\u00e5st\u00e5|sig|sige|skrive|angiv|oplys|si|fortell|oppgi', 'att|at'],
  ['schrijf|zeg|zeggen|schrijven|meld|vermeld|skryf|s\u00ea', 'dat'],
  ['kerro|kirjoita|sano|sanottava|sanoa|kerrottava|mainitse', 'ett\u00e4'],
  [
    'napisz|powiedz|napisa\u0107|powiedzie\u0107|podaj|napi\u0161|uve\u010f|uv\u00e9st|\u0159ekni|napsat|nap\u00ed\u0161|povedz|uvies\u0165',
    '\u017ce|\u017ee',
  ],
  ['\u00edrd|\u00edrja|\u00edrnia|mondd|k\u00f6z\u00f6ld|\u00e1ll\u00edtsd', 'hogy'],
  ['scrie|spune|spun\u0103|scrie\u021bi|afirm\u0103|men\u021bioneaz\u0103', 'c\u0103'],
  [
    '\u03b3\u03c1\u03ac\u03c8\u03b5|\u03c0\u03b5\u03c2|\u03c0\u03b5\u03b9|\u03b3\u03c1\u03ac\u03c8\u03b5\u03b9|\u03b1\u03bd\u03ac\u03c6\u03b5\u03c1\u03b5|\u03b4\u03ae\u03bb\u03c9\u03c3\u03b5',
    '\u03cc\u03c4\u03b9|\u03c0\u03c9\u03c2',
  ],
  [
    '\u043d\u0430\u043f\u0438\u0448\u0438|\u043a\u0430\u0436\u0438|\u043a\u0430\u0436\u0435|\u043d\u0430\u043f\u0438\u0448\u0435|\u043f\u043e\u0441\u043e\u0447\u0438|\u0440\u0435\u0446\u0438|\u043d\u0430\u0432\u0435\u0434\u0438|\u043f\u0440\u0438\u043a\u0430\u0436\u0438|\u043f\u043e\u043a\u0430\u0436\u0438|\u0443\u043a\u0430\u0436\u0438\u0442\u0435|\u0443\u043a\u0430\u0436\u0438|\u0441\u043e\u043e\u0431\u0449\u0438\u0442\u0435',
    '\u0447\u0435|\u0434\u0430|\u0447\u0442\u043e',
  ],
  ['napi\u0161i|napisi|reci|re\u010di|ka\u017ee|kaze|navedi|navesti|povej|prika\u017ei|poka\u017ei', 'da'],
  [
    'para\u0161ykite|nurodykite|ra\u0161ykite|sakykite|para\u0161yk|pasakyk|teigti|nurodyk|ra\u0161yk|sakyk|uzraksti|saki|j\u0101saka|nor\u0101di|raksti',
    'kad|ka',
  ],
  ['kirjuta|\u00fctle|\u00fctlema|teata', 'et'],
  ['digues|escriu|dir|indica|di|escribe|dicir|decir|diga|indiquez|\u00e9crivez|informa|indique', 'que'],
  ['abair|scr\u00edobh|a\\s+r\u00e1|luaigh', 'go|gur|nach'],
  ['seg\u00f0u|skrifa\u00f0u|segja|skrifa|nefndu', 'a\u00f0'],
  ['tulis|katakan|nyatakan|isulat|sabihin', 'bahawa|bahwa|na'],
  ['\u05db\u05ea\u05d5\u05d1|\u05ea\u05db\u05ea\u05d5\u05d1|\u05e6\u05d9\u05d9\u05df|\u05d0\u05de\u05d5\u05e8', '\u05e9\\p{L}+'],
  [
    '\u0628\u0646\u0648\u06cc\u0633|\u0628\u06af\u0648|\u0644\u06a9\u06be\u0648|\u0628\u062a\u0627\u0624|\u0644\u06a9\u06be\\s\u062f\u0648',
    '\u06a9\u0647|\u06a9\u06c1',
  ],
];
const CLAIM = new RegExp(
  SAY_THAT.map(([verb, that]) => '(?<![\\p{L}])(?:' + verb + ')' + GAP + '(?:' + that + ')(?![\\p{L}])').join('|') +
    '|' +
    // Verb-last and suffixed "that": Basque's "-la esan", Turkish's "-diğini yaz", Tamil's, Telugu's, Amharic's quotative
    // before "write", Nepali's participle before it, isiZulu's, Hausa's and Yoruba's "write that".
    '(?<![\\p{L}])esan(?:[\\s,]{1,3}[^\\s.,;:!?]{1,30}){1,8}?la(?![\\p{L}])|\\p{L}{2,30}la\\s{1,3}esan(?![\\p{L}])|' +
    '\\p{L}{2,30}(?:di\u011fini|d\u0131\u011f\u0131n\u0131|du\u011funu|d\u00fc\u011f\u00fcn\u00fc|ti\u011fini|t\u0131\u011f\u0131n\u0131|tu\u011funu|t\u00fc\u011f\u00fcn\u00fc)(?:\\s{1,3}\\S{1,30}){0,2}?\\s{1,3}(?:yaz|belirt|s\u00f6yle)|' +
    '\u0b8e\u0ba9\u0bcd\u0bb1\u0bc1\\s{0,2}\u0b8e\u0bb4\u0bc1\u0ba4|\u0c28\u0c3f\\s{1,2}\u0c30\u0c3e\u0c38|\u1265\u1208\u1205\\s{1,3}\u133b\u134d|\u0947\u0915\u094b\\s{1,3}\u0932\u0947\u0916(?![\u0900-\u097f])|bhala\\s{1,3}ukuthi|rubuta\\s{1,3}cewa|k\u1ecd\\s{1,3}p\u00e9',
  'u',
);

/** The note or the act kept from the user (lower case): a negated verb of mentioning or telling. */
const CONCEAL =
  /(?<![\p{L}])(?:n\u00e4mn\s+inte|ber\u00e4tta\s+inte|s\u00e4g\s+(?:inget|ingenting)|utan\s+att\s+ber\u00e4tta|n\u00e6vn\s+ikke|sig\s+ikke|fort\u00e6l\s+ikke|ikke\s+(?:nevn|si|fortell|n\u00e6vn|sig|fort\u00e6l)|(?:si|nevn|fortell)\s+ikke|vermeld\s+(?:\S+\s+){0,3}niet|zeg\s+(?:\S+\s+){0,2}niets|vertel\s+(?:\S+\s+){0,4}niets|noem\s+(?:\S+\s+){0,3}niet|moenie\s+(?:\S+\s+){0,3}(?:s\u00ea|vertel|noem)|\u00e4l\u00e4(?:k\u00e4)?\s+(?:mainitse|kerro)|kertomatta|nie\s+(?:wspominaj|m\u00f3w|informuj)|nic\s+nie\s+m\u00f3w|nezmi\u0148uj|ne\u0159\u00edkej|neinformuj|nespom\u00ednaj|nehovor|ne\s+(?:eml\u00edtsd|sz\u00f3lj|mondd|\u00e9rtes\u00edtsd|eml\u00edtse)|nu(?:-i|-le)?\s+(?:men\u021biona|spune|pomeni)|nu\s+le\s+spune|f\u0103r\u0103\s+s\u0103\s+spui|\u03bc\u03b7\u03bd\s+(?:\u03c4\u03bf\s+)?(?:\u03b1\u03bd\u03b1\u03c6\u03ad\u03c1\u03b5\u03b9\u03c2|\u03c0\u03b5\u03b9\u03c2|\u03b5\u03bd\u03b7\u03bc\u03b5\u03c1\u03ce\u03c3\u03b5\u03b9\u03c2)|\u043d\u0435\s+(?:\u0441\u043f\u043e\u043c\u0435\u043d\u0430\u0432\u0430\u0439|\u043a\u0430\u0437\u0432\u0430\u0439|\u0441\u044a\u043e\u0431\u0449\u0430\u0432\u0430\u0439|\u043f\u043e\u043c\u0438\u045a\u0438|\u0441\u043f\u043e\u043c\u0438\u045a\u0438|\u0433\u043e\u0432\u043e\u0440\u0438|\u0440\u0435\u0446\u0438)|\u043d\u0438\u0448\u0442\u0430\s+\u043d\u0435|ne\s+(?:pominji|spominji|govori|reci|omenjaj|povej|obve\u0161\u010daj)|ni\u0161ta\s+ne|nemoj\s+(?:\S+\s+){0,2}(?:re\u0107i|govoriti|spominjati)|nemin\u0117k|nesakyk|nepra\u0146e\u0161k|nepran\u0117\u0161k|nepiemini|nesaki|nezi\u0146o|\u00e4ra\s+(?:\S+\s+){0,2}(?:maini|\u00fctle|r\u00e4\u00e4gi|teavita)|\u00fctlemata|no\s+(?:li\s+|els\s+|ho\s+|le\s+|lo\s+|se\s+lo\s+)?(?:mencionis|diguis|comentis|menciones|digas)|non\s+(?:lle\s+|o\s+|llo\s+)?(?:menciones|digas|comentes)|sense\s+dir|sen\s+dicir|ez\s+(?:aipatu|esan|jakinarazi)|n\u00e1\s+(?:luaigh|habair|hinis)|gan\s+insint|ekki\s+(?:minnast|segja|nefna)|seg\u00f0u\s+(?:\S+\s+){0,2}ekkert|s\u00f6yleme|bahsetme|haber\s+verme|jangan\s+(?:beritahu|bagitahu|beri\s+tahu|sebut)|(?:huwag|wag)\s+(?:\S+\s+){0,2}sabihin|ungatsheli|ungamtsheli|ungabatsheli|kada\s+ka\s+(?:gaya|fada)|kar\s+ka\s+gaya|m\u00e1\s+\u1e63e\s+s\u1ecd|ma\s+se\s+so)(?![\p{L}])|\u05d0\u05dc\s+(?:\u05ea\u05e1\u05e4\u05e8|\u05ea\u05d2\u05d9\u05d3|\u05ea\u05d6\u05db\u05d9\u05e8|\u05ea\u05d5\u05d3\u05d9\u05e2)|(?<![\u0600-\u06ff])(?:\u0646\u06af\u0648|\u0627\u0637\u0644\u0627\u0639\s\u0646\u062f\u0647|\u0645\u062a\s\u0628\u062a\u0627\u0646\u0627|\u0645\u062a\s\u0628\u062a\u0627\u0624|\u0646\u06c1\s\u0628\u062a\u0627\u0646\u0627)(?![\u0600-\u06ff])|\u12a0\u1275\u1295\u1308\u122d|\u12a0\u1275\u1293\u1308\u122d|\u0b9a\u0bca\u0bb2\u0bcd\u0bb2\u0bbe\u0ba4\u0bc7|\u0b9a\u0bca\u0bb2\u0bcd\u0bb2\s\u0bb5\u0bc7\u0ba3\u0bcd\u0b9f\u0bbe\u0bae\u0bcd|\u0c1a\u0c46\u0c2a\u0c4d\u0c2a\u0c35\u0c26\u0c4d\u0c26\u0c41|\u0c1a\u0c46\u0c2a\u0c4d\u0c2a\u0c15\u0c41|\u0928\u092d\u0928/u;

/** A user's word (the user's data sent out beside an e-mail address), lower case. */
const USER =
  /(?<![\p{L}])(?:gebruiker|anv\u00e4ndar|bruger|bruker|k\u00e4ytt\u00e4j|u\u017cytkownik|u\u017eivatel|pou\u017e\u00edvate\u013e|felhaszn\u00e1l\u00f3|utilizator|\u03c7\u03c1\u03ae\u03c3\u03c4|\u043f\u043e\u0442\u0440\u0435\u0431\u0438\u0442\u0435\u043b|\u043a\u043e\u0440\u0438\u0441\u043d\u0438\u043a|korisnik|uporabnik|vartotoj|naudotoj|lietot\u0101j|kasutaja|usuari|\u00fas\u00e1ideoir|notand|erabiltzaile|kullan\u0131c\u0131|pengguna|gumagamit)/u;
const EMAIL = /[\w.+-]@[\w-]{1,63}\.[\w.-]{2,40}/;
/** "The external address" in the languages of office mail (lower case). */
const EXTERNAL =
  /externe?\s+(?:e-?mail)?adres|extern\u00ed\s+adres|extern\u00fa\s+adres|adresa\s+extern|k\u00fcls\u0151\s+c\u00edm|d\u0131\u015f\s+adres|\u03b5\u03be\u03c9\u03c4\u03b5\u03c1\u03b9\u03ba\u03ae\s+\u03b4\u03b9\u03b5\u03cd\u03b8\u03c5\u03bd\u03c3\u03b7|\u0432\u044a\u043d\u0448\u0435\u043d\s+\u0430\u0434\u0440\u0435\u0441|eksterne\s+adres|alamat\s+luar|panlabas\s+na\s+address|\u05d4\u05db\u05ea\u05d5\u05d1\u05ea\s+\u05d4\u05d7\u05d9\u05e6\u05d5\u05e0\u05d9\u05ea|\u05db\u05ea\u05d5\u05d1\u05ea\s+\u05d7\u05d9\u05e6\u05d5\u05e0\u05d9\u05ea|\u0622\u062f\u0631\u0633\s+(?:\u0628\u06cc\u0631\u0648\u0646\u06cc|\u062e\u0627\u0631\u062c\u06cc)|\u0628\u06cc\u0631\u0648\u0646\u06cc\s+\u067e\u062a\u06d2|\u0628\u0627\u06c1\u0631\s+\u06a9\u06d2\s+\u067e\u062a\u06d2|\u0c2c\u0c2f\u0c1f\u0c3f\s+\u0c1a\u0c3f\u0c30\u0c41\u0c28\u0c3e\u0c2e|\u0bb5\u0bc6\u0bb3\u0bbf\s+\u0bae\u0bc1\u0b95\u0bb5\u0bb0\u0bbf|\u092c\u093e\u0939\u093f\u0930\u0940\s+\u0920\u0947\u0917\u093e\u0928\u093e|\u00e0d\u00edr\u1eb9\u0301s\u00ec\s+\u00ecta|\u00e0d\u00edr\u1eb9\u0301s\u00ec\s+\u00ect\u00e0|adireshin\s+waje|\u12e8\u12cd\u132d\s+\u12a0\u12f5\u122b\u123b/u;
/** A bank account or an IBAN (lower case). */
const MONEY =
  /bankrekening|bankkonto|pankkitili|rachun\p{L}{0,3}\s+bankow|bankovn\u00ed\s+\u00fa\u010d|bankov\u00fd\s+\u00fa\u010d|banksz\u00e1ml|cont(?:ul)?\s+bancar|\u03c4\u03c1\u03b1\u03c0\u03b5\u03b6\u03b9\u03ba\u03cc\s+\u03bb\u03bf\u03b3\u03b1\u03c1\u03b9\u03b1\u03c3\u03bc|\u0431\u0430\u043d\u043a\u043e\u0432\p{L}{0,3}\s+\u0441\u043c\u0435\u0442\u043a|bankovn\p{L}{0,2}\s+ra\u010dun|banko\s+s\u0105skait|bankas\s+kont|pangakont|compte\s+bancari|conta\s+banc\u00e1ria|banku\s+kontu|cuntas\s+bainc|bankareikning|banka\s+hesab|akaun\s+bank|rekening\s+bank|bank\s+account|iban|\u05d7\u05e9\u05d1\u05d5\u05df\s+(?:\u05d4)?\u05d1\u05e0\u05e7|\u062d\u0633\u0627\u0628\s+\u0628\u0627\u0646\u06a9\u06cc|\u0628\u06cc\u0646\u06a9\s+\u0627\u06a9\u0627\u0624\u0646\u0679|\u0c2c\u0c4d\u0c2f\u0c3e\u0c02\u0c15\u0c4d\s+\u0c16\u0c3e\u0c24|\u0bb5\u0b99\u0bcd\u0b95\u0bbf\s+\u0b95\u0ba3\u0b95\u0bcd\u0b95|\u092c\u0948\u0902\u0915\s+\u0916\u093e\u0924\u093e|\u12e8\u1263\u1295\u12ad\s+\u1202\u1233\u1265|\u00e0k\u00e1nt\u00ec\s+b\u00e1\u0144k\u00ec|asusun\s+banki|akhawunti\s+yasebhange/u;
/** The other side of a case (a summary sent to the opposing party), lower case. */
const PARTY =
  /tegenpartij|wederpartij|protistran|kar\u015f\u0131\s+taraf|m\u00e1sik\s+f\u00e9l|ellen\u00e9rdek\u0171|p\u0103r\u021bii\s+adverse|partea\s+advers\u0103|kabilang\s+panig|\u03b1\u03bd\u03c4\u03af\u03b4\u03b9\u03ba|\u03b1\u03bd\u03c4\u03af\u03c0\u03b1\u03bb\p{L}{1,3}\s+\u03c0\u03bb\u03b5\u03c5\u03c1|teenparty|\u043d\u0430\u0441\u0440\u0435\u0449\u043d\u0430\u0442\u0430\s+\u0441\u0442\u0440\u0430\u043d\u0430|\u05d4\u05e6\u05d3\s+\u05d4\u05e9\u05e0\u05d9|\u05e6\u05d3\s+\u05e9\u05e0\u05d9|\u0637\u0631\u0641\s+\u0645\u0642\u0627\u0628\u0644|\u0645\u062e\u0627\u0644\u0641\s+\u0641\u0631\u06cc\u0642|\u0b8e\u0ba4\u0bbf\u0bb0\u0bcd\u0ba4\u0bcd\u0ba4\u0bb0\u0baa\u0bcd\u0baa\u0bc1|\u0c2a\u0c4d\u0c30\u0c24\u0c3f\u0c2a\u0c15\u0c4d\u0c37|\u0935\u093f\u092a\u0915\u094d\u0937\u0940|\u1270\u1243\u122b\u1292\s+\u12c8\u1308\u1295|\u0257ayan\s+\u0253angaren|\u1eb9gb\u1eb9\u0301\s+kej\u00ec|wohlangothi\s+oluphikisayo/u;

/** Whether `c` is a letter of a cased script, a mark or a digit (a word goes on). */
const WORDISH = /[\p{L}\p{M}\p{N}-]/u;

/** The start of the word holding the piece at `at`, or -1 when it is more than WORD_BACK letters back. */
function wordStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && WORDISH.test(text[i - 1]!)) {
    i--;
    if (at - i > WORD_BACK) return -1;
  }
  return i;
}

/**
 * A tool's, a model's, a system's or an assistant's word beside an acronym that names a team too (MI, DI, UI, AA, IS:
 * "DI asistentas", "uirlisí IS", "MI-asszisztens"): the acronym alone heads a department's note ("Voor het UI-team:").
 */
const AMBIGUOUS = /(?:MI|DI|UI|AA|IS)(?![\p{L}\p{N}])/uy;
const TOOLISH =
  /ass?[iy]st|asszisztens|avustaj|c\u00fant\u00f3ir|ch\u00fant\u00f3ir|laguntzaile|\u03b2\u03bf\u03b7\u03b8|\u0430\u0441\u0438\u0441\u0442|\u0430\u0441\u0441\u0438\u0441\u0442|verktyg|v\u00e6rkt\u00f8j|verkt\u00f8y|ty\u00f6kalu|narz\u0119dzi|n\u00e1stroj|eszk\u00f6z|instrument|\u03b5\u03c1\u03b3\u03b1\u03bb\u03b5\u03af|\u0438\u043d\u0441\u0442\u0440\u0443\u043c\u0435\u043d\u0442|orodj|\u012frank|r\u012bk|t\u00f6\u00f6riist|tresn|uirlis|hulpmiddel|model|mudel|malli|agent|chatbot|bot|sistem|system|sustav|rendszer|j\u00e4rjestelm|tool/iuy;

/** Whether a tool's or an assistant's word stands right after the acronym ending at `end` or right before `at`. */
function besideTool(text: string, at: number, end: number): boolean {
  const next = text[end] === ' ' || text[end] === '-' || text[end] === '\u00a0' ? end + 1 : -1;
  if (next > 0) {
    TOOLISH.lastIndex = next;
    if (TOOLISH.test(text)) return true;
  }
  if (at < 2 || (text[at - 1] !== ' ' && text[at - 1] !== '\u00a0')) return false;
  const prev = wordStart(text, at - 1);
  if (prev < 0) return false;
  TOOLISH.lastIndex = prev;
  return TOOLISH.test(text);
}

/** An agent's or a system's word, English prose's in a text in ASCII alone (read there only in the other languages). */
const ENGLISH_WEAK = /^(?:agent|syst)/i;

/** Which machine word starts at `at`: 2 strong, 1 an assistant's (a person's job too), 0 none. */
function machineAt(text: string, at: number, wideWeak = true): number {
  AMBIGUOUS.lastIndex = at;
  if (AMBIGUOUS.test(text)) return besideTool(text, at, at + 2) ? 2 : 0;
  ACRONYM.lastIndex = at;
  STRONG_MACHINE.lastIndex = at;
  if (ACRONYM.test(text) || STRONG_MACHINE.test(text)) return 2;
  WIDE_STRONG().lastIndex = at;
  if (WIDE_STRONG().test(text)) return 2;
  const stakes = stakesKind(text, at);
  if (stakes === 2) return 2;
  WEAK_MACHINE.lastIndex = at;
  if (stakes === 1 || WEAK_MACHINE.test(text)) return 1;
  WIDE_WEAK().lastIndex = at;
  if (!WIDE_WEAK().test(text)) return 0;
  return wideWeak || !ENGLISH_WEAK.test(text.slice(at, at + 5)) ? 1 : 0;
}

/** The start of the field or sentence holding `at`, HEAD_BACK at most, or -1 (and whether a quotation opened it). */
function clauseStart(text: string, at: number): number {
  const from = Math.max(0, at - HEAD_BACK);
  for (let i = at - 1; i >= from; i--) {
    const c = text[i]!;
    if (QUOTE_OPEN.test(c)) return -1;
    if (FIELD_OPEN.has(c)) return i + 1;
    // (A line break escaped in a JSON string, "\\n", opens a field as the line break does.)
    if (c === 'n' && text[i - 1] === '\\' && text[i - 2] !== '\\') return i + 1;
    if ((c === '.' || c === '!' || c === '?' || c === ':' || c === ';') && (text[i + 1] === ' ' || text[i + 1] === '\u00a0')) return i + 1;
    if (c === '-' && text.startsWith('<!--', i - 3)) return i + 1;
  }
  return from === 0 ? 0 : -1;
}

/** The body after an address ending at `from`: its field, BODY_REACH at most. */
function bodyOf(text: string, from: number): string {
  const rest = text.slice(from, from + BODY_REACH);
  let end = 0;
  // (A line a scanner broke inside the sentence goes on, twice at most: reader-stakes.ts brokenLine.)
  for (let joins = 0; joins < 3; joins++) {
    const stop = rest.slice(end).search(BODY_STOP);
    if (stop < 0) return rest;
    end += stop;
    if (joins === 2 || !brokenLine(text, from + end)) break;
    end++;
  }
  return rest.slice(0, end);
}

/** A sentence's end inside a body (the next sentence may be the page's own English). */
const BODY_SENTENCE = /[.!?\u3002](?:\s+|$)/g;

/** The body's leading sentences up to the first that reads as English (the note's own sentences, not the page's). */
function ownSentences(body: string): string {
  BODY_SENTENCE.lastIndex = 0;
  let kept = 0;
  for (let m = BODY_SENTENCE.exec(body); m !== null; m = BODY_SENTENCE.exec(body)) {
    const end = m.index + m[0].length;
    if (kept > 0 && english(body.slice(kept, end))) return body.slice(0, kept);
    kept = end;
  }
  return kept > 0 && kept < body.length && english(body.slice(kept)) ? body.slice(0, kept) : body;
}

/** Whether `s` reads as English (its function words common among its words). */
function english(s: string): boolean {
  let words = 0;
  let en = 0;
  for (const w of s.toLowerCase().split(/[^\p{L}']+/u)) {
    if (w === '') continue;
    words++;
    if (ENGLISH.has(w)) en++;
  }
  return words === 0 || en > words * ENGLISH_SHARE;
}

/**
 * What a concealment keeps from whom: the note itself ("this note"), nothing said ("say nothing"), or a person (the
 * user, the partner, the manager, the client). "Do not mention guests' names" is a privacy rule, no concealment.
 */
const KEPT_NOTE =
  /(?<![\p{L}])(?:anm\u00e4rkning\p{L}{0,2}|bem\u00e6rkning\p{L}{0,2}|merknad\p{L}{0,2}|huomautu\p{L}{0,5}|uwa[gd]\p{L}{0,3}|notat[kc]\p{L}{0,3}|pozn\u00e1m[kc]\p{L}{0,3}|megjegyz\u00e9s\p{L}{0,3}|not\u0103|nota|\u03c3\u03b7\u03bc\u03b5\u03af\u03c9\u03c3\p{L}{0,2}|\u03c3\u03b7\u03bc\u03b5\u03af\u03c9\u03bc\p{L}{0,2}|\u0431\u0435\u043b\u0435\u0436\u043a\p{L}{0,2}|\u0437\u0430\u0431\u0435\u043b\u0435\u0436\u043a\p{L}{0,2}|\u043d\u0430\u043f\u043e\u043c\u0435\u043d\p{L}{0,2}|napomen\p{L}{0,2}|opomb\p{L}{0,2}|pastab\p{L}{0,3}|piez\u012bm\p{L}{0,2}|m\u00e4rkus\p{L}{0,2}|teade|teadet|ohar\p{L}{0,2}|n\u00f3ta|athugasemd\p{L}{0,2}|opmerking|notitie|besked\p{L}{0,2}|viesti\p{L}{0,3}|meddelande\p{L}{0,2}|notering\p{L}{0,2}|av\u00eds|aviso|denna|detta|denne|dette|deze|dit|daar|t\u00e4t\u00e4|t\u00e4st\u00e4|tej|tego|tym|tuto|tohle|t\u00fato|tohto|o\s+tom|ezt|err\u0151l|aceast\u0103|acest|aceasta|\u03b1\u03c5\u03c4\u03ae|\u03b1\u03c5\u03c4\u03cc|\u03c4\u03b7\u03bd|\u03c4\u03b1\u03b6\u03b9|\u0442\u0430\u0437\u0438|\u0442\u043e\u0437\u0438|\u0442\u043e\u0432\u0430|\u043e\u0432\u0443|\u043e\u0432\u043e|ovu|ovo|to|tega|te|\u0161ios|\u0161io|\u0161o|to|seda|sellest|aquest|aquesta|aix\u00f2|este|esta|isto|iso|hau|seo|\u00feessa|\u00feessu|\u00fev\u00ed|bu|bunu|bundan|ini|ito)(?![\p{L}])/u;
/** Nothing said, or a person (the partner, the manager, the client): kept from someone, a person's errand may keep it too. */
const KEPT_OTHER =
  /(?<![\p{L}])(?:niets|ingenting|inget|intet|noget|noe|mit\u00e4\u00e4n|nic|ni\u010d|semmit|nimic|\u03c4\u03af\u03c0\u03bf\u03c4\u03b1|\u043d\u0438\u0449\u043e|\u043d\u0438\u0448\u0442\u0430|ni\u0161ta|nieko|neko|midagi|res|nada|ezer|tada|ekkert|hi\u00e7bir|apa-apa|anuman|partner\p{L}{0,4}|vennoot|partener\p{L}{0,4}|mened\u017eer\p{L}{0,3}|manager\p{L}{0,3}|bestuurder|vedouc\p{L}{0,3}|vezet\u0151\p{L}{0,3}|m\u00fcd\u00fcr\p{L}{0,3}|\u03b4\u03b9\u03b5\u03c5\u03b8\u03c5\u03bd\u03c4\p{L}{0,3}|pengurus|klient\p{L}{0,3}|client\p{L}{0,3}|cli\u00ebnt|kliyente|pelanggan)(?![\p{L}])|\u05dc\u05e9\u05d5\u05ea\u05e3|\u05dc\u05de\u05e0\u05d4\u05dc|\u05e9\u05d5\u05ea\u05e3|\u05de\u05e0\u05d4\u05dc|\u0645\u062f\u06cc\u0631|\u0634\u0631\u06cc\u06a9|\u067e\u0627\u0631\u0679\u0646\u0631|\u0645\u06cc\u0646\u06cc\u062c\u0631|\u0c2d\u0c3e\u0c17\u0c38\u0c4d\u0c35\u0c3e\u0c2e|\u0b95\u0bc2\u0b9f\u0bcd\u0b9f\u0bbe\u0bb3|\u0938\u093e\u091d\u0947\u0926\u093e\u0930|\u12a0\u130b\u122d|ab\u00f3kin|al\u00e1b\u00e0\u00e1\u1e63i\u1e63\u1eb9\u0301|umlingani|abokin/u;

/**
 * Whether a concealment in `body` keeps something out: 2 the note or the user (a machine's stake: whoever is addressed,
 * a note kept from the user it serves is no errand), 1 everything or a person (a surprise kept from a colleague, a
 * person's errand too), 0 none.
 */
function concealed(body: string): number {
  const m = CONCEAL.exec(body);
  if (m === null) return 0;
  const around = body.slice(Math.max(0, m.index - 30), m.index + m[0].length + 50);
  if (KEPT_NOTE.test(around) || USER.test(around)) return 2;
  return KEPT_OTHER.test(around) ? 1 : 0;
}

/** "The others" (the other hotels, suppliers, offers): a claim made about them runs the others down. */
const OTHERS =
  /(?<![\p{L}])(?:andra|\u00f6vriga|andre|\u00f8vrige|andere|anderen|muut|muilla|muiden|pozosta[\u0142l]\p{L}{0,3}|ostatn\p{L}{0,3}|ostatn\u00e9|t\u00f6bbi\p{L}{0,6}|ceilal\u021bi|celelalte|\u03ac\u03bb\u03bb\p{L}{0,3}|\u0434\u0440\u0443\u0433\p{L}{0,3}|\u043e\u0441\u0442\u0430\u043b\p{L}{0,3}|ostal\p{L}{0,3}|drug\p{L}{0,3}|kiti|kit\u0173|p\u0101r\u0113j\p{L}{0,3}|citi|citiem|teised|teistel|altres|outros|otros|besteek|beste\s+\p{L}{2,20}ek|eile|hinir|a\u00f0rir|di\u011fer\p{L}{0,3})(?![\p{L}])/u;

/** The only one (a place that runs the others down by itself): enige, enda, ainoa, jedyny, egyetlen, \u03bc\u03cc\u03bd\u03b7, \u00fanica. */
const ONLY =
  /(?<![\p{L}])(?:enige|enda|eneste|ainoa|jedyn|jedin|egyetlen|singur|\u03bc\u03cc\u03bd\u03b7|\u03bc\u03cc\u03bd\u03bf|\u03bc\u03cc\u03bd\u03bf\u03c2|\u0435\u0434\u0438\u043d\u0441\u0442\u0432\u0435\u043d|\u0458\u0435\u0434\u0438\u043d|edin[aoi]|vienintel|vien\u012bg|ainsa|ainus|\u00fanic|bakarr|t-aon|sem\s+eina)/u;

/**
 * The marks of an order on the reader's output or the user's data in `body` (lower case): how many kinds, and whether
 * one of them is more than an output's wording (a concealment, data or money moved, the other side, the others run down).
 * Under an assistant's word (`weak`, a person's job too) a place to give is an office's word ("the first draft", "order
 * the cake first") and a concealment counts only where it keeps the note or the user out, or hides money or data moved:
 * a surprise kept from a colleague, a draft for the other side's lawyer or a supplier's account changed is a person's
 * errand.
 */
function marksOf(body: string, weak: boolean, raw: string, person = weak): { count: number; strong: boolean } {
  const email = EMAIL.test(body);
  // (Money spent, a confirmation skipped, an address rerouted, data sent: reader-stakes.ts.)
  const st = stakesOf(body, raw, person);
  // (The wider languages' marks: docs/content-readings.md, "Orders to the reading machine in the wider languages"; a
  // bill marked paid is a claim.)
  const wide = wideMarks(body, email);
  const rank = !weak && (RANK.test(body) || wide.rank);
  const claim = CLAIM.test(body) || wide.claim || wide.paid;
  const kept = Math.max(concealed(body), wide.kept);
  const outward = (email && USER.test(body)) || EXTERNAL.test(body) || wide.outward || st.outward;
  const money = MONEY.test(body) || wide.money || st.money;
  // (Money moved or data sent out and kept from the manager is no errand, whoever is asked.)
  const conceal = weak ? kept === 2 || (kept === 1 && (money || outward)) : kept > 0;
  const party = PARTY.test(body);
  const others = (claim || rank) && (OTHERS.test(body) || ONLY.test(body));
  const acts =
    wide.unreviewed ||
    wide.secret ||
    wide.admin ||
    wide.dismiss ||
    st.unasked ||
    st.rerouted ||
    st.hidden ||
    st.rigged ||
    st.fixed ||
    st.prompt ||
    st.quiet ||
    st.others;
  // (The conversation sent to an outside address is the user's data and the outside at once: two marks.)
  const count = [
    rank,
    claim,
    conceal,
    outward,
    money,
    party,
    wide.unreviewed,
    wide.secret,
    wide.admin,
    wide.dismiss,
    wide.act,
    wide.exfil && !weak,
    st.unasked,
    st.rerouted,
    st.hidden,
    st.rigged,
    st.fixed,
    st.prompt,
    st.prompt || (st.outward && !weak),
    st.quiet && !conceal,
    !rank && !weak && st.place,
    !weak && st.others,
  ].filter(Boolean).length;
  return { count, strong: conceal || outward || money || party || others || acts };
}

/**
 * Where the address opened at `start` (a clause holding a machine word at `at`) ends and the order starts: after the
 * address's colon, or after a condition's comma whose main clause opens with a modal. -1 when neither.
 */
function orderStart(text: string, start: number, at: number): number {
  const clause = text.slice(start, at).trimStart().toLowerCase();
  // A condition on the reader: its clause opens with "when" (or its verb ends with Basque's "-nean"), then a modal.
  const sentence = text.slice(at, at + CONDITION_REACH);
  const end = sentence.search(SENTENCE_STOP);
  const rest = (end < 0 ? sentence : sentence.slice(0, end)).toLowerCase();
  const comma = rest.indexOf(', ');
  if (WHEN.test(clause) || WIDE_WHEN().test(clause) || (comma >= 0 && WHEN_AFTER.test(rest.slice(0, comma)))) {
    const modal = MODAL.exec(rest) ?? WIDE_MODAL().exec(rest);
    // (The order starts after the condition's comma when the modal stands after it, the verb-last languages' order
    // before their modal: "..., X aukera bakarra dela esan behar du".)
    if (modal !== null) return at + (comma >= 0 && comma < modal.index ? comma + 2 : modal.index);
  }
  const ahead = text.slice(at, at + HEAD_AHEAD);
  let stop = ahead.search(HEAD_STOP);
  // (A head a scanner broke goes on past its line's end, once.)
  if (stop >= 0 && brokenLine(text, at + stop)) {
    const next = ahead.slice(stop + 1).search(HEAD_STOP);
    stop = next < 0 ? -1 : stop + 1 + next;
  }
  const span = stop < 0 ? ahead : ahead.slice(0, stop);
  const colon = span.search(HEAD_COLON);
  if (colon < 0) {
    // A vocative, a condition on what the reader is, a jussive's subject (reader-stakes.ts).
    const unheaded = unheadedOrder(clause, span);
    if (unheaded >= 0) return at + unheaded;
    // The machine as the subject of a modal ("O modelo que processar esta página deve enviar ..."): at most three words
    // before it in its clause, the order after the modal, within the head's reach.
    if (clause.split(/\s+/).filter((w) => w !== '').length > 3) return -1;
    const modal = MODAL.exec(rest) ?? WIDE_MODAL().exec(rest);
    if (modal === null || modal.index >= HEAD_AHEAD) return -1;
    // (A rule that no machine may act, "aucun assistant ne doit fusionner", "der Bot darf nicht", is no order.)
    const near = `${clause} ${rest.slice(0, modal.index + modal[0].length + 12)}`;
    return SUBJECT_NEGATED.test(near) ? -1 : at + modal.index;
  }
  const words = `${clause} ${span.slice(0, colon)}`.split(/\s+/).filter((w) => w !== '').length;
  return words <= HEAD_WORDS ? at + colon + 1 : -1;
}

/** The pieces outside the shared index, in one pass (a text with letters outside ASCII is searched for every piece). */
const PIECES_RE = new RegExp(piecesSource(PIECES), 'gu');
/**
 * What every address needs somewhere in the text: a colon ending a head, or a condition's word opening one (the
 * languages' "when" or "if you are", Basque's "-nean,"). A text with letters outside ASCII and none is not searched for
 * the languages' own words (a text in ASCII alone pays five native searches, fewer than this gate).
 */
const WHEN_ANYWHERE = new RegExp(`(?<![\\p{L}])${WHEN.source.slice(1)}|\\p{L}nean,`, 'iu');

/** A machine word's start and kind (2 strong, 1 an assistant's). */
interface MachineWord {
  at: number;
  kind: number;
}

/**
 * The machine's words in `t`, in the text's order, each once: every piece's place is read (a bounded look back and one
 * sticky match), and only the places that hold a machine word count toward MAX_PLACES, so lines padded with pieces
 * that are no machine's word cannot spend the bound before a real note.
 */
function machineWords(t: Text): MachineWord[] {
  const text = t.text;
  const words: MachineWord[] = [];
  const seen = new Set<number>();
  // (In a text in ASCII alone an agent's or a system's word is English prose's far more often than a note's.)
  const wideWeak = NOT_ASCII.test(text);
  const visit = (place: number): boolean => {
    const at = wordStart(text, place);
    if (at < 0 || seen.has(at)) return words.length < MAX_PLACES;
    // (A script that joins a preposition to the word, Hebrew's "\u05dc\u05e2\u05d5\u05d6\u05e8", is read from the piece too.)
    let kind = machineAt(text, at, wideWeak);
    let from = at;
    if (kind === 0 && (text.charCodeAt(place) >= 0x0590 || (place > 0 && text.charCodeAt(place - 1) >= 0x0590))) {
      kind = machineAt(text, place, wideWeak);
      from = place;
    }
    if (kind === 0) return true;
    seen.add(at);
    words.push({ at: from, kind });
    return words.length < MAX_PLACES;
  };
  for (const piece of INDEXED_PIECES) {
    for (const at of placesOf(t, piece)) {
      // ("ai" in any case: the acronym only as written, AI.)
      if (piece === 'ai' && text.charCodeAt(at) !== 65) continue;
      if (!visit(at)) break;
    }
  }
  if (NOT_ASCII.test(text)) {
    // (The languages' own words, only where an address can stand: a colon or a condition's word.)
    if (!HEAD_COLON.test(text) && !WHEN_ANYWHERE.test(text) && !CONDITION_ANYWHERE().test(text)) return words.sort((a, b) => a.at - b.at);
    PIECES_RE.lastIndex = 0;
    for (let m = PIECES_RE.exec(text); m !== null && words.length < MAX_PLACES; m = PIECES_RE.exec(text)) visit(m.index);
  } else {
    for (const piece of ASCII_PIECES) {
      for (let at = text.indexOf(piece); at >= 0 && words.length < MAX_PLACES; at = text.indexOf(piece, at + piece.length)) visit(at);
    }
    if (HEAD_COLON.test(text)) {
      WIDE_ASCII_RE.lastIndex = 0;
      for (let m = WIDE_ASCII_RE.exec(text); m !== null && words.length < MAX_PLACES; m = WIDE_ASCII_RE.exec(text)) visit(m.index);
    }
  }
  return words.sort((a, b) => a.at - b.at);
}

/** Notes to the machine reading a page or a mailbox with an order on its output or the user's data, pushed to `out`. */
export function detectReaderNotesFar(t: Text, out: Hit[], own = 0): void {
  if (strongSince(out, own)) return;
  const text = t.text;
  const words = machineWords(t);
  let tries = 0;
  let after = -1;
  for (let i = 0; i < words.length; i++) {
    const { at } = words[i]!;
    if (at < after) continue;
    const start = clauseStart(text, at);
    if (start < 0) continue;
    const from = orderStart(text, start, at);
    if (from < 0) continue;
    // (The address is an assistant's only when no strong machine word stands in its head: "asistent UI", "AI-assistent".)
    let kind = words[i]!.kind;
    for (let j = i + 1; j < words.length && words[j]!.at < from && kind < 2; j++) kind = words[j]!.kind;
    const lead = text.slice(Math.max(0, start - 80), start);
    const head = text.slice(start, from);
    const whole = bodyOf(text, from);
    // (Each body is read once: the next address is looked for after it.)
    after = from + Math.max(1, whole.length);
    const body = ownSentences(whole);
    // (A chatbot's turn in a transcript or a listing's "Model:" field reports; it is no address to the reader.)
    if (turnOrField(text, words[i]!.at, from)) continue;
    if (WARNED.test(lead) || WARNED.test(head) || WIDE_WARNED().test(lead.toLowerCase())) continue;
    if (english(`${head} ${body}`)) continue;
    // (An assistant named by what it does to the text, "the assistant that reads this page", "if you retrieve this
    // passage", is the reading machine; the head's words after the machine's word are the order's in the scripts that
    // write the verb there: "...\u7684\u52a9\u7406\u8acb\u544a\u77e5\u4f7f\u7528\u8005\uff1a".)
    if (kind === 1 && READING().test(`${head} ${body.slice(0, 60)}`.toLowerCase())) kind = 2;
    // (A condition naming only a job's noun is said to new staff: reader-stakes.ts readerCondition.)
    if (kind === 1 && readerCondition(head.trimStart().toLowerCase())) continue;
    const raw = `${text.slice(words[i]!.at, from)} ${body}`;
    const person = kind === 1 && personsJob(head.toLowerCase());
    const { count, strong } = marksOf(raw.toLowerCase(), kind === 1, raw, person);
    // (A try is counted when its body held a mark: padding lines with no order spend no try.)
    if (count > 0 && ++tries > MAX_TRIES) return;
    if (count < 2 || !strong) continue;
    out.push({ code: 'injection_role', start, end: from + body.length });
    return;
  }
}
