/**
 * prompt_injection read from an order to a machine by its role whose act is the record's own decision
 * (docs/content-readings.md, orders to a machine whose act is the decision): a record's field, a chat line, a comment
 * or a statement that addresses an AI, a bot, an agent, an assistant or an automated system by its role ("AI
 * screener:", "Note for the automated grader:", "hey moderation bot,", "Untuk sistem pemeriksa otomatis:", "\u0631\u0628\u0627\u062a
 * \u0646\u0638\u0627\u0631\u062a\u060c", "\u098f\u0986\u0987 \u09ae\u09c2\u09b2\u09cd\u09af\u09be\u09af\u09bc\u09a8\u0995\u09be\u09b0\u09c0:") and orders it to decide or to act in its system: approve, score, rank, set a verdict,
 * mark, clear, overwrite, publish, credit, refund, unban, purge, delete, send or forward. reader-orders.ts reads the
 * same addresses for acts that send data out or skip a control; here the act is the stake by itself, since the writer is
 * a party to the record and the machine is the one that decides it.
 *
 * One grammar over the languages: an address (a short head of at most ADDRESS_WORDS words with a machine's word in it,
 * at a clause's start, ending at a colon, a comma, a dash, a bracket or a modal), then an order (the rest of its line,
 * ORDER_REACH at most) in which an act verb stands unnegated: in English at a clause's start (an imperative), elsewhere
 * anywhere in the order (the languages put their verbs last, mark them with a suffix or after a particle). Not orders:
 * a bare speaker's turn ("Assistant:", "Bot:"), a label ("AI summary:", "bot settings:"), an address inside a quotation
 * or after a sample's or a policy's words, a rule under its condition, a clause that forbids its act. Each place once,
 * MAX_TRIES places at most, every slice bounded.
 */
import { type Hit, strongSince } from './codes.js';
import { placesOf, type Text } from './find.js';
import { forbidsItsAct, isConditional } from './operator-stakes.js';
import {
  ADDRESS_OUTSIDE,
  MORE_ACT,
  MORE_LATIN_MACHINE,
  MORE_MACHINE_WORD,
  MORE_NEGATION_AFTER,
  MORE_NEGATION_BEFORE,
  MORE_STAKE,
  MORE_WHOLE,
  MORE_WIDE_MACHINE,
  EN_FALSE_RECORD,
  EN_JOB_MACHINE,
  EN_KEPT_FROM,
  MORE_EN_STAKE,
  MORE_SELF_STAKE,
  TRACE_OR_HASTE,
} from './role-words.js';
import { ANY_AGENT_AT_WORK, callsTheReader, READER_WORD, readsThis } from './reader-calls.js';
import { headingEnd, headingOrder } from './heading-calls.js';
import { RIG_ACT, riggedReport } from './rigged-reports.js';
import { riggedInRecordWords } from './rigged-stakes.js';
import { placesOfWord } from './word-places.js';
import {
  WIDER_ACT,
  WIDER_DECIDED,
  WIDER_SURPRISE,
  WIDER_EN_ACT,
  WIDER_EN_STAKE,
  WIDER_LATIN_MACHINE,
  WIDER_MACHINE,
  WIDER_MACHINE_WORD,
  WIDER_NEGATION_AFTER,
  WIDER_NEGATION_BEFORE,
  WIDER_RESULT,
  WIDER_STAKE,
  WIDER_TRACE,
  WIDER_WHOLE,
  PEOPLE_CONFIRMED,
  TO_ANSWERS_OF_A_KIND,
} from './role-words-wide.js';
import { keepsASurprise } from './person-errands.js';
import { ordersFarAct } from './role-acts-far.js';
import { READS_THIS_MIXED } from './mixed-orders.js';
import { quotedOnItsOwn, SAMPLE_AFTER, SAMPLE_BEFORE, SAMPLE_KEY } from './role-samples.js';

/** The sample's words the other readings of orders share (role-samples.ts). */
export { SAMPLE_BEFORE, SAMPLE_KEY };
import {
  FAR_ADDRESS_ENDS,
  FAR_LATIN_MACHINE,
  FAR_MACHINE,
  farMachineWord,
  sendsOutsideUnread,
  wholeSentOutside,
} from './role-words-far.js';
import { lazy } from './lazy.js';

/** How many words an address may hold, how far its end may stand after the machine's word, how far back its clause starts. */
const ADDRESS_WORDS = 9;
const ADDRESS_REACH = 48;
const CLAUSE_REACH = 56;
/** How much of the text after the address is read for the order. */
const ORDER_REACH = 260;
/** How many addresses are read at most. */
const MAX_TRIES = 120;

/** The machine's words the literal index holds (find.ts LITERALS). */
const INDEXED_MACHINE_WORDS: readonly string[] = ['assistant', 'agent', 'bot', 'autom', 'otomat', 'tool'];

/**
 * The machine's other words in Latin letters, as written, found where the literal index holds their lower case's end
 * (word-places.ts; a native search each where it holds none): AI, KI, IA, MI as words of their own, a model,
 * assistants in other spellings ("asisten", "asystent", "assistente", "asszisztens"), "yapay zek\u00e2". MACHINE_WORD
 * then reads the word around each.
 */
const LATIN_MACHINE: readonly string[] = [
  'AI',
  'KI',
  'IA',
  'MI',
  'odel',
  'ODEL',
  'sist',
  'syst',
  'ssziszt',
  'apay',
  ...MORE_LATIN_MACHINE,
  ...WIDER_LATIN_MACHINE,
  ...EN_JOB_MACHINE,
  ...FAR_LATIN_MACHINE,
];
/(?<![A-Za-z0-9])(?:AI|KI|IA|MI|A\.I\.)(?![A-Za-z0-9])|[Aa]ss?ist[a-z]*|(?<![A-Za-z])[Mm]odels?(?![A-Za-z])|MODEL|[Aa]syst[a-z]*|[Aa]ssziszt|[Yy]apay\s+zek/g;

/** The letters of the generic reader's words (reader-calls.ts READER_WORD), found by a native search each. */
const READER_LETTERS: readonly string[] = ['hoever', 'hatever', 'eader', 'achine', 'ipeline'];

/** The machine's words in other scripts and in Latin letters with marks (read where the text holds such letters). */
const WIDE_MACHINE =
  /\u0431\u043e\u0442|\u0448\u0456|\u0438\u0438|\u0430\u0432\u0442\u043e\u043c\u0430\u0442|\u0430\u0441\u0438\u0441\u0442\u0435\u043d\u0442|\u0430\u0441\u0441\u0438\u0441\u0442\u0435\u043d\u0442|\u043f\u043e\u043c\u0456\u0447\u043d\u0438\u043a|\u043f\u043e\u043c\u043e\u0449\u043d\u0438\u043a|\u0631\u0628\u0627\u062a|\u062f\u0633\u062a\u06cc\u0627\u0631|\u0647\u0648\u0634\s\u0645\u0635\u0646\u0648\u0639\u06cc|\u062e\u0648\u062f\u06a9\u0627\u0631|\u0628\u0627\u0632\u0628\u06cc\u0646\s\u062e\u0648\u062f\u06a9\u0627\u0631|\u0630\u0643\u0627\u0621|\u0627\u0644\u0622\u0644\u064a|\u0622\u0644\u06cc|\u098f\u0986\u0987|\u09ac\u099f|\u09b8\u09cd\u09ac\u09af\u09bc\u0982\u0995\u09cd\u09b0\u09bf\u09af\u09bc|\u09b8\u09b9\u0995\u09be\u09b0\u09c0|\u090f\u0906\u0908|\u092c\u0949\u091f|\u0938\u094d\u0935\u091a\u093e\u0932\u093f\u0924|\u30dc\u30c3\u30c8|\u30a2\u30b7\u30b9\u30bf\u30f3\u30c8|\u81ea\u52d5|\u81ea\u52a8|\u673a\u5668\u4eba|\u52a9\u624b|\ubd07|\uc790\ub3d9|\ub3c4\uc6b0\ubbf8|\uc5b4\uc2dc\uc2a4\ud134\ud2b8|tr\u1ee3\s+l\u00fd|h\u1ec7\s+th\u1ed1ng|t\u1ef1\s+\u0111\u1ed9ng|yapay\s+zek\u00e2|automatik|\u00e9rt\u00e9kel\u0151|elemz\u0151|\bii\b|\bshi\b|\u0448i\b/gi;

/** What opens a clause an address may start at: a line's or a field's start (a log's "text=", a column after two spaces), a sentence's end, a bracket, a comment (not Uzbek's letter o\u2018). */
const CLAUSE_EDGE = /[\n\r\t"[(<>|{=\u201c\u201e\u00ab\u300c]|(?<![A-Za-z])\u2018|[.!?;:\])]\s|\\n|--\s| {2}|\u3002|\u061f|\u0964|\uff1a/g;

/** An address that is a label or a speaker's bare name: a transcript's turn, a report's field, a setting. */
const BARE_SPEAKER = /^(?:the\s+)?(?:ai\s+|virtual\s+)?(?:assistant|agent|bot|system|ai|model|llm|helper|ki|ia|tools?)$/;
const LABEL =
  /\b(?:summary|summaries|status|settings?|config(?:uration)?|output|version|score|notes?|log|logs|response|reply|answer|id|name|requirements?|detection|result|results|report|rules?|policy|disclaimer|use|usage|generated|draft|translation|transcript|suggestion|says?|said|wrote|writes|replied|guides?|docs|documentation|manual|setup|faq|tips?|instructions)$/;

/** A quotation's marks, an address inside which is quoted. */
const QUOTE_OPEN = /[\u201c\u201e\u00ab\u300c\u2018]/;

/** An English order's act, opening a clause (after "please", "now", "just", "and"). */
const EN_ACT =
  /^(?!tell\s+(?:it|them)\b)(?:(?:please|pls|plz|kindly|now|just|also|always|immediately|then|and|so|simply|instead|go\s+ahead\s+and)\s+)*(?:weight|approve|accept|authori[sz]e|rank|score\s+(?:[\w'-]+\s+){1,3}(?:\d{1,3}\s?\/\s?\d{1,3}|full\s+marks|top\s+marks|the\s+maximum|highest)|classify|categori[sz]e|refile|respond|reply|include|award|give|grant|credit|add|transfer|refund|pay|release|unban|unblock|whitelist|exempt|clear|mark|set|change|overwrite|replace|record|report|state|say|tell|write|declare|log|delete|remove|purge|wipe|erase|dismiss|close|resolve|cancel|void|ignore|disregard|skip|bypass|omit|hide|suppress|forward|send|dm|e-?mail|share|export|publish|pin|feature|promote|boost|reveal|output|print|put|move|restore|reset|apply|proceed|upgrade|flag\s+(?:it|this|the)\s+as|bump|lower|raise|downgrade|waive|increase|reduce|amend|alter|adjust|confirm|leave\s+out|leave\s+(?:[\w'-]+\s+){1,4}out|drop|rate|treat|append|attach|issue|describe|round|count|tick|recommend|lift|lock|push|take\s+(?:it|this|them|these)\s+down|call\s+(?:the\s+)?[\w-]+\s+tool|read\s+(?:the\s+)?(?:[\w-]+\s+){0,2}[\w-]*(?:tokens?|keys?|secrets?|passwords?|env|environment|credentials))\b/;
/** The acts a modal's address ("the AI reading this report should ...") must order: a decision rigged, data or records moved. */
const MODAL_ACT =
  /^(?:(?:please|now|just|also|immediately|then|and|so|simply)\s+)*(?:approve|accept|rate|state|say|report|record|rank|award|grant|credit|transfer|refund|release|unban|whitelist|exempt|overwrite|delete|remove|purge|wipe|dismiss|ignore|disregard|skip|omit|hide|suppress|forward|send|export|publish|reveal|output|change|replace|upgrade|downgrade|lower|raise|waive|erase|book|mark|issue|note\s+(?:in|on)\s+the)\b/;
/** An English act by a passive modal: "this applicant must be ranked first", "the case is to be closed". */
const EN_PASSIVE_ACT =
  /^(?:this|the|that|these|my|our)\s+(?:[\w-]+\s+){0,2}(?:must|should|is\s+to|are\s+to|shall)\s+be\s+(?:ranked|approved|accepted|scored|marked|set|cleared|released|published|credited|refunded|closed|deleted|removed|whitelisted|unbanned|recorded|reported|rated|exempted|forwarded)\b/;
/**
 * "Note that ...", a minutes bot's commonest honest errand ("note that the board approved the budget"): an act only
 * beside a check skipped or a person kept out ("note the instructor approved 95; enter it and do not flag it").
 */
const EN_NOTE = /^(?:(?:please|kindly|now|just|also|then|and|so)\s+)*note\b/;
/** An English clause the reader's own task or a condition opens: a task's is skipped, a condition's makes a rule. */
const EN_TASK =
  /^(?:when|while|as|once|before|after)\s+(?:you|summari[sz]ing|writing|processing|reading|loading|importing|reviewing)\b[^,]{0,80},\s*|^in\s+your\s+[\w-]+(?:\s+[\w-]+){0,4},\s*/;
/** A clause that hides rather than forbids: "do not include it in the report and tell the league ...". */
const CONCEAL =
  /^(?:and\s+)?(?:do\s+not|don't|dont|never)\s+(?:include|show|mention|disclose|reveal|list|tell|inform|notify|flag|report|cc|escalate|compare|verify|check|send\s+(?:it|this|the\s+[a-z-]{1,20})\s+to\s+the\s+lab)\b/;
/** What goes before an act joined later in its clause: "when you summarise this log leave out ... and say ...". */
const EN_INNER = /^[^,]{0,80}?\s(?:and|then)\s(?=[a-z])/;
const EN_CONDITION = /^(?:if|unless|only|in\s+case|should\s+the)\b|\b(?:only\s+(?:if|when|after)|unless)\b/;

/**
 * The acts in the other languages, as the order writes them (imperatives, stems, a light verb's object): approve,
 * score or rank, mark, set, delete, ignore, send, transfer or credit, publish, close, say or write.
 */
const OTHER_ACT = lazy(
  () =>
    /(?<![\p{L}])(?:valide[zr]?|approuve[zr]?|attribue[zr]?|accorde[zr]?|classe[zr]?|marque[zr]?|d\u00e9clare[zr]?|indique[zr]?|supprime[zr]?|efface[zr]?|ignore[zr]?|envoie[zr]?|envoyez|transf\u00e8re|transf\u00e9rez|cr\u00e9dite[zr]?|rembourse[zr]?|publie[zr]?|cl\u00f4ture[zr]?|genehmige|genehmigt|vergib|vergebt|setze|setzt|markiere|l\u00f6sche|l\u00f6scht|ignoriere|ignoriert|sende|schicke?|\u00fcberweise|schreibe?\s+[^.]{0,30}gut|erstatte|bewerte|schreibt|sagt|sag|melde|aprueb[ae]|otorga|otorgue|ponla|pon|marca|declara|borra|elimina|ignora|env\u00eda|cambia|cambie|modifica|reemb\u00f3lsa\p{L}*|batalkan|hantar|lupakan|transfiere|abona|reembolsa|publica|cierra|aprove|aprova|d\u00ea|coloque|marque|apague|exclua|envie|transfira|credite|reembolse|publique|feche|zatwierd\u017a|przyznaj|ustaw|oznacz|usu\u0144|zignoruj|ignoruj|wy\u015blij|przelej|dopisz|zwr\u00f3\u0107|opublikuj|zamknij|pomi\u0144|zmie\u0144|aprob\u0103|acord\u0103|pune|marcheaz\u0103|\u0219terge|sterge|ignor\u0103|trimite|transfer\u0103|adaug\u0103|raporteaz\u0103|ramburseaz\u0103|public\u0103|\u00eenchide|hagyd\s+j\u00f3v\u00e1|fogadd\s+el|\u00e1ll\u00edtsd|jel\u00f6ld|t\u00f6r\u00f6ld|k\u00fcldd|utald|tedd|add\s+meg|\u00edrj\s+j\u00f3v\u00e1|z\u00e1rd\s+le|yaz(?!ma)|s\u00f6yle|bildir(?!me)|onayla(?!ma)|i\u015faretle|sil(?!me)|kald\u0131r|yok\s+say|g\u00f6rmezden\s+gel|g\u00f6nder|aktar|ekle|yay\u0131nla|kapat|ver(?!me)|setujui|berikan|beri|tandai|hapus|abaikan|kirim(?:kan)?|transfer(?:kan)?|tambahkan|terbitkan|tutup|loloskan|ubah|taruh|aprubahan|i-approve|markahan|burahin|tanggalin|ipadala|ipasa|ilipat|i-unban|ibigay|magdagdag|pakisend|i-send|ch\u1ea1y\s+l\u1ec7nh|d\u00e1n|ph\u00ea\s+duy\u1ec7t|duy\u1ec7t|\u0111\u00e1nh\s+d\u1ea5u|x\u00f3a|xo\u00e1|b\u1ecf\s+qua|g\u1eedi|chuy\u1ec3n|c\u1ed9ng|\u0111\u01b0a\s+(?:v\u00e0o|l\u00ean)|cho\s+(?:h\u1ed3\s+s\u01a1|\u0111\u01a1n|t\u00e0i\s+kho\u1ea3n)|\u0437\u0430\u0442\u0432\u0435\u0440\u0434\u0438|\u0441\u0445\u0432\u0430\u043b\u0438|\u043f\u043e\u0441\u0442\u0430\u0432|\u043f\u043e\u0437\u043d\u0430\u0447|\u0432\u0438\u0434\u0430\u043b\u0438|\u0456\u0433\u043d\u043e\u0440\u0443\u0439|\u043d\u0430\u0434\u0456\u0448\u043b\u0438|\u043f\u0435\u0440\u0435\u043a\u0430\u0436\u0438|\u043d\u0430\u0440\u0430\u0445\u0443\u0439|\u0434\u043e\u0434\u0430\u0439|\u043f\u0440\u0438\u0439\u043c\u0438|\u0437\u0430\u043a\u0440\u0456\u043f\u0438|\u043e\u043f\u0443\u0431\u043b\u0456\u043a\u0443\u0439|\u0443\u0442\u0432\u0435\u0440\u0434\u0438|\u043e\u0434\u043e\u0431\u0440\u0438|\u043e\u0442\u043c\u0435\u0442\u044c|\u0443\u0434\u0430\u043b\u0438|\u0438\u0433\u043d\u043e\u0440\u0438\u0440\u0443\u0439|\u043e\u0442\u043f\u0440\u0430\u0432\u044c|\u043f\u0435\u0440\u0435\u0432\u0435\u0434\u0438|\u0434\u043e\u0431\u0430\u0432\u044c|\u043d\u0430\u0447\u0438\u0441\u043b\u0438)(?![\p{L}])|(?:\u062a\u0623\u06cc\u06cc\u062f|\u062a\u0627\u06cc\u06cc\u062f|\u062d\u0630\u0641|\u0627\u0636\u0627\u0641\u0647|\u0627\u0631\u0633\u0627\u0644|\u0645\u0646\u062a\u0642\u0644|\u067e\u0631\u062f\u0627\u062e\u062a|\u0627\u0639\u0644\u0627\u0645|\u0645\u0646\u0638\u0648\u0631|\u062a\u063a\u06cc\u06cc\u0631)\s(?:\u06a9\u0646|\u06a9\u0646\u06cc\u062f|\u0628\u062f\u0647|\u06a9\u0631\u0648|\u06a9\u0631\u06cc\u06ba)(?![\u0600-\u06ff])|(?<![\u0600-\u06ff])(?:\u0628\u062f\u0647|\u0628\u06af\u0648|\u0628\u0646\u0648\u06cc\u0633|\u0628\u0641\u0631\u0633\u062a|\u0628\u06af\u0630\u0627\u0631|\u0646\u0627\u062f\u06cc\u062f\u0647\s\u0628\u06af\u06cc\u0631|\u0628\u0628\u0646\u062f)(?![\u0600-\u06ff])|(?:\u0985\u09a8\u09c1\u09ae\u09cb\u09a6\u09a8|\u09af\u09cb\u0997|\u09ac\u09be\u09a6)\s(?:\u0995\u09b0\u09cb|\u0995\u09b0\u09c1\u09a8|\u09a6\u09be\u0993|\u09a6\u09bf\u09a8)|(?:\u09a6\u09be\u0993|\u09a6\u09bf\u09a8|\u09b0\u09be\u0996\u09cb|\u09aa\u09be\u09a0\u09be\u0993|\u09ae\u09c1\u099b\u09c7\s\u09ab\u09c7\u09b2\u09cb|\u099c\u09be\u09a8\u09be\u0993|\u09b2\u09c7\u0996\u09cb|\u09ac\u09b2\u09cb|\u0989\u09aa\u09c7\u0995\u09cd\u09b7\u09be)(?![\u0980-\u09ff])|(?:\u627f\u8a8d|\u524a\u9664|\u9664\u5916|\u5831\u544a|\u7121\u8996|\u9001\u4fe1|\u8ffd\u52a0|\u5909\u66f4|\u516c\u958b|\u4ed8\u4e0e|\u89e3\u9664|\u5224\u5b9a)(?:\u3057\u3066|\u3057\u308d|\u305b\u3088|\u3057(?=\u3001))|(?:\u9001\u3063\u3066|\u66f8\u3044\u3066|\u4f1d\u3048\u3066|\u6d88\u3057\u3066)|(?:\uc2b9\uc778|\uc810\uc218|\uc0ad\uc81c|\ucd94\uac00|\ubcf4\ub0b4|\uc804\ub2ec|\ubb34\uc2dc|\ubcc0\uacbd|\uac8c\uc2dc|\uc9c0\uae09|\ud658\ubd88|\uae30\ub85d|\ucc98\ub9ac)/u,
);
/** The acts of every language role-acts reads, one alternation (compiled once). */
const ANY_OTHER_ACT = new RegExp(`${OTHER_ACT().source}|${MORE_ACT().source}|${WIDER_ACT().source}`, 'gu');
/** An imperative's ending in Korean (read with OTHER_ACT's Korean stems) and a negated one. */
const KO_IMPERATIVE = /(?:\uc138\uc694|\ud558\ub77c|\ud574\ub77c|\ud558\uc2dc\uc624|\ud574\s?\uc918|\uc8fc\uc138\uc694)/;
const KO_NEGATED = /\uc9c0\s?(?:\ub9c8|\ub9d0)/;
/** A negation before an act (within two words) or right after it (Bengali, Persian, Korean): the act is forbidden. */
const NEGATION_BEFORE =
  /(?:^|[\s,(])(?:not|never|ne|nie|nu|non|no|n\u00e3o|nunca|jamais|nicht|keine?|niemals|nigdy|nicio?dat\u0103|soha|asla|jangan|huwag|\u0111\u1eebng|kh\u00f4ng|\u043d\u0435|\u043d\u0456\u043a\u043e\u043b\u0438|\u043d\u0438\u043a\u043e\u0433\u0434\u0430|\u0647\u0631\u06af\u0632|\u0995\u0996\u09a8\u09cb|\uc808\ub300)(?:\s+[^\s]+){0,2}\s+$/iu;
const NEGATION_AFTER =
  /^\s+(?:niemals|nie|nicht|keine?[nmrs]?|jamais|pas|plus|aucun)(?![\p{L}])|^\s?(?:\u09a8\u09be|\u0995\u09cb\u09b0\u09cb\s\u09a8\u09be|\ub9c8|\ud558\uc9c0\s?\ub9c8|\uc9c0\s?\ub9c8|me\b|ma\b)|^[^\s]{0,3}\s?\u0646\u06a9\u0646/u;

/** An act negated in the languages that negate the verb itself (Persian, Bengali, Korean, Turkish): a rule's. */
const NEGATED_ACT =
  /(?:\u062a\u0623\u06cc\u06cc\u062f|\u062a\u0627\u06cc\u06cc\u062f|\u062d\u0630\u0641|\u0627\u0636\u0627\u0641\u0647|\u0627\u0631\u0633\u0627\u0644|\u067e\u0631\u062f\u0627\u062e\u062a)\s\u0646(?:\u06a9\u0646|\u06a9\u0646\u06cc\u062f|\u062f\u0647)|(?:\u0985\u09a8\u09c1\u09ae\u09cb\u09a6\u09a8|\u09af\u09cb\u0997)\s(?:\u0995\u09cb\u09b0\u09cb|\u0995\u09b0\u09ac\u09c7|\u0995\u09b0\u09cb)\s\u09a8\u09be|\u09ae\u09c1\u099b(?:\u09ac\u09c7|\u09cb)\s\u09a8\u09be|(?:\u627f\u8a8d|\u524a\u9664|\u9664\u5916|\u5831\u544a|\u7121\u8996|\u9001\u4fe1|\u8ffd\u52a0|\u5909\u66f4|\u516c\u958b|\u4ed8\u4e0e)(?:\u3057\u306a\u3044\u3067|\u3059\u308b\u306a)|(?:\u9001\u3089|\u66f8\u304b|\u4f1d\u3048)\u306a\u3044\u3067|(?:\uc2b9\uc778|\uc0ad\uc81c|\ucd94\uac00|\ubcc0\uacbd|\uc9c0\uae09|\ud658\ubd88)\ud558\uc9c0\s?(?:\ub9c8|\ub9d0)|(?<![\p{L}])(?:onaylama|silme|kald\u0131rma|g\u00f6nderme)(?![\p{L}])/u;
/** An act whose object is a person of the record's owner (an escalation): "pass them to a person", "\u00e0 une personne". */
const HUMAN_TARGET =
  /(?<![\p{L}])(?:a\s+(?:person|human)|a\s+member\s+of\s+staff|une\s+personne|einen\s+menschen|una\s+persona|uma\s+pessoa|cz\u0142owiekowi|unui\s+om|egy\s+embernek|bir\s+insana|petugas|isang\s+tao|nh\u00e2n\s+vi\u00ean|\u043b\u044e\u0434\u0438\u043d\u0456|\u0447\u0435\u043b\u043e\u0432\u0435\u043a\u0443|\u06a9\u0627\u0631\u0645\u0646\u062f|\u0995\u09b0\u09cd\u09ae\u09c0|\ub2f4\ub2f9\uc790)(?![\p{L}])/u;

/** A machine's word as a whole word (not "both", "agenda"): the word around a place found by its letters. */
const MACHINE_WORD =
  /^(?:\p{L}*bot(?:s|a|u|e|y|ok|ule|ul|ot|ovi)?|ai|ki|ia|mi|a\.i|\p{L}*assistant\p{L}*|\p{L}*assistent\p{L}*|asist\p{L}*|asyst\p{L}*|asszisztens\p{L}*|\p{L}*automat\p{L}*|\p{L}*otomat\p{L}*|automatikus|agents?|models?|tools?|yapay|ii|shi)$/u;
/**
 * "Agent" is a person's job as often as a machine's (support agents, phone agents, a booking agent): a machine's only
 * beside another machine's word or a participle ("the summarising agent"), or opened in a comment, a bracket or a dash.
 */
const AGENT_QUALIFIED =
  /\b(?:ai|ia|ki|llm|automated|automatic|automatique|automatico|automatisch|autonomous|bot|software|coding|digital)\b|\bautom\u00e1tico\b|\b\w+ing\s+agents?\b/;
/** An address whose head is a person ("Home Assistant users:") or a condition about the reader ("if you use an AI assistant,"). */
const PERSON_HEAD =
  /\b(?:users?|customers?|staff|team|owners?|people|developers?|members?|admins?|humans?|colleagues?|readers?)$|^(?:if|when|whether)\s+you\b|\b(?:teaching|research|lab|dental|medical|nursing|physician|personal|legal|administrative|admin|executive|shop|sales|store|editorial|graduate|care)\s+assistants?\b|\bassistants?\s+(?:principal|manager|professor|director|editor|coach|teacher|head|secretary|to)\b|\bsystems?\s+(?:administrators?|admins?|analysts?|owners?|engineers?|architects?|operators?|managers?|integrators?)\b|\b(?:can|will|is|are|was|were|has|have|had|does|did|may|could|would|always|never)\b/;

/**
 * What puts the act at stake, in any of the languages: a decision or a verdict (approved, the maximum score, clean, first,
 * free), a person or a rule kept out (do not mention, ignore the rules, without a check), value (an amount, points, a
 * prize), or everything of a kind (all the complaints, every region, the list of accounts). An act without one of these
 * is an errand ("skip this track", "add milk to the list").
 */
const STAKE = lazy(
  () =>
    /\d{3}\s?(?:coins?|gems?|gemmes|diamonds?|elmas|jetons|m\u00fcnzen|monedas|moedas|koin|\u043c\u043e\u043d\u0435\u0442|\u0430\u043b\u043c\u0430\u0437)|\d\s?%|[\u20ac$\u00a3]|\b(?:eur|usd|gbp|chf|jpy|inr|pln|huf|idr|vnd|rub|uah|brl|krw|cny|gems?|points?|credits?|currency|prize|payout|refund\w*|approv\w*|accept\w*|agreed|verdict|(?:was|is|as|be|were|=)\s*clean|whitelist\w*|unban\w*|exempt\w*|score|scores|marks|rank\w*|top\s+of\s+the\s+(?:list|shortlist|ranking|queue)|first\s+place|maximum|highest|tier|free\s+(?:of\s+charge|upgrade|premium|access|nights?|stays?|months?|subscription)|(?:root|admin|administrator|owner|superuser)\s+(?:role|access|rights|privileges?)|hide\s+(?:[\w-]+\s+){0,3}from|for\s+free|verified|passed|keys?|tokens?|passwords?|credentials|secrets?|(?:all|every|entire|the\s+other|other)\s+(?:(?:the|of|its|this|their|[\w-]+)\s+){0,2}(?:complaints?|reports?|logs?|evidence|flags?|warnings?|records?|history|accounts?|users|members|e-?mails|contacts|applicants|candidates|reviews?|reviewers?|criteri\w*|regions?|bans?|strikes?|incidents?|alerts?|drafts?|manuscripts?|passports?|documents?|marks|points)|list\s+of|ignore|disregard|(?:skip|bypass)\s+(?:the\s+|any\s+|all\s+)?(?:[\w-]+\s+)?(?:review|reviews|checks?|verification|requirements?|approval|tests?|rules?|queue|identity|panel|committee|moderation)(?!\s+(?:for|on)\s+(?:all\s+|every\s+)?(?!this\b|that\b|the\b|my\b|our\b|your\b)[\w-]{2,20}\s+(?:prs?|pull\s+requests?|commits?|branches|bumps|releases)\b)|without\s+(?:(?:a|an|any|valid|photo|proper)\s+(?:valid\s+|photo\s+)?)?id(?=\s{0,2}[.,;!)]|\s+(?:checks?|verification|proof)\b)|without\s+(?:[\w-]+ing\b|(?:(?:a|an|the|any|further|human|manual|second)\s+){0,2}(?:[\w'-]+\s+)?(?:checks?|reviews?|approvals?|verification|tests?|sign-?off|confirmation|evidence|proof|delay|escalation|tickets?|mfa|2fa|questions?|notice|look|oversight|audit|consent|inspections?|quarantine|identification|supervision|authori[sz]ation|clearance|signatures?|countersignature)\b)|in\s+(?:our|my|his|her|their)\s+favou?r|overwrite(?!\s+(?:last|old|the\s+old|previous|yesterday's)\b)|omit|suppress|do\s+not\s+(?:mention|tell|disclose|show|include|inform|notify)|don't\s+(?:mention|tell|disclose|show|include)|nobody|no\s+one)\b|(?:aprob|aprue|aprov|approuv|valid|baneo|sanci\u00f3n|sanciones|interdic\u021bi|avertisment|plainte|signalement|beschwerde|queja|reclama|skarg|panasz|\u015fik\u00e2yet|keluhan|reklamo|khi\u1ebfu\s+n\u1ea1i|\u0441\u043a\u0430\u0440\u0433|\u0634\u06a9\u0627\u06cc\u062a|\u0627\u0628\u0644\u0627\u063a|\u0985\u09ad\u09bf\u09af\u09cb\u0997|\uc2e0\uace0|\u82e6\u60c5|\u901a\u5831|\u63a1\u629e|\u89e6\u308c\u306a\u3044\u3067|\u30b8\u30a7\u30e0|\u30b3\u30a4\u30f3|\uc82c|\ucf54\uc778|genehm|zatwierd|j\u00f3v\u00e1|onay|setuj|aprub|duy\u1ec7t|\u0437\u0430\u0442\u0432\u0435\u0440\u0434|\u0441\u0445\u0432\u0430\u043b|\u0442\u0430\u06cc\u06cc\u062f|\u062a\u0623\u06cc\u06cc\u062f|\u062a\u0627\u06cc\u06cc\u062f|\u0985\u09a8\u09c1\u09ae\u09cb\u09a6\u09a8|\uc2b9\uc778|\u627f\u8a8d|m\u00e1xim|maximal|h\u00f6chst|maksymal|maxim|legmagasabb|en\s+y\u00fcksek|tertinggi|pinakamataas|cao\s+nh\u1ea5t|\u043d\u0430\u0439\u0432\u0438\u0449|\u0628\u0627\u0644\u0627\u062a\u0631\u06cc\u0646|\u09b8\u09b0\u09cd\u09ac\u09cb\u099a\u09cd\u099a|\ucd5c\uace0|\u6700\u9ad8|ignor|abaikan|huwag\s+(?:pansinin|sundin)|b\u1ecf\s+qua|\u0456\u0433\u043d\u043e\u0440|\u0438\u0433\u043d\u043e\u0440|\u0646\u0627\u062f\u06cc\u062f\u0647|\u0989\u09aa\u09c7\u0995\u09cd\u09b7\u09be|\ubb34\uc2dc|\u7121\u8996|g\u00f6rmezden|yok\s+say|sans\s+(?:v\u00e9rif|contr\u00f4le|validation|approbation)|ohne|sin\s|sem\s+(?:verifica|revis|aprova|confer)|senza|bez\s|tanpa|nang\s+walang|kh\u00f4ng\s+c\u1ea7n|\u0431\u0435\u0437\s|\u0628\u062f\u0648\u0646|\u099b\u09be\u09a1\u09bc\u09be|\uc5c6\uc774|\u306a\u3057\u3067|mentionn|menciones|mencione|registres|digas|erw\u00e4hn|wspominaj|men\u021biona|eml\u00edtsd|anma|sebutkan|banggitin|nh\u1eafc|\u0437\u0433\u0430\u0434\u0443\u0439|\u0627\u0634\u0627\u0631\u0647|\u0989\u09b2\u09cd\u09b2\u09c7\u0996|\uc5b8\uae09|propre|sauber|limpi|czyst|curat|tiszt|temiz|bersih|malinis|s\u1ea1ch|\u0447\u0438\u0441\u0442|\u067e\u0627\u06a9|\u092a\u0930\u093f\u0937\u094d\u0915\u0943\u0924)/iu,
);
/** The writer's own things: an act on them is an errand of the writer's, unless a decision or a person kept out goes with it. */
const SELF =
  /\b(?:my|me|mine|mich|mir|moi|mon|ma|mes|mi|mis|m\u00edo|meu|minha|m\u00f3j|moje|mnie|saya|aku|ko|ako|t\u00f4i|m\u00ecnh)\b|\u043c\u0435\u043d\u0435|\u043c\u0456\u0439|\u043c\u043e\u0457|\u0645\u0631\u0627|\u0645\u0646\s|\u0986\u09ae\u09be\u09b0|\ub0b4\s|\u79c1\u306e/iu;
const SELF_STAKE =
  /[\u20ac$\u00a3]|\b(?:approv\w*|verdict|clean|whitelist\w*|unban\w*|score|rank\w*|maximum|highest|ignore|disregard|without|list\s+of|emails|nobody|no\s+one|do\s+not\s+(?:mention|tell|disclose))\b|nada\s+al|no\s+le\s+digas|ignor|abaikan|huwag\s+(?:pansinin|sundin)|\u0456\u0433\u043d\u043e\u0440|\u0646\u0627\u062f\u06cc\u062f\u0647|\u0989\u09aa\u09c7\u0995\u09cd\u09b7\u09be|\ubb34\uc2dc|i-unban|\u0431\u0430\u043d/iu;

/**
 * A decision people took, told in the order: "accepted by two moderators", "agreed in the mod meeting", "the vote
 * passed", "signed by the secretary", "\uc6b4\uc601\ud300\uc774 \uc2b9\uc778\ud55c"; or the rest left to a person ("the others wait for the data steward").
 */
const DECIDED_BY_PEOPLE =
  /\b(?:approved|accepted|agreed|decided|adopted)\s+(?:on\s+)?(?:by|in|at)\s+(?:the\s+|two\s+|three\s+|both\s+|all\s+)?(?:[\w-]+\s+){0,2}?(?:moderators?|mods|producer|committee|board|cab|panel|council|meeting|steward|jury|judges|editors?|teachers?|secretary|chair)\b|\b(?:vote|motion|resolution)\s+(?:[\w-]+\s+){0,2}?passed\b|\b(?:both|the)\s+parties\s+agreed\b|\bsigned\s+by\s+the\b|\bconfirmed\s+(?:[\w-]+\s+){0,2}?by\s+(?:phone|e-?mail|letter|post)\b|\bwait\s+for\s+(?:the\s+|a\s+)?(?:[\w-]+\s+)?(?:steward|human|person|owner)\b|\ud300\uc774\s?\uc2b9\uc778\ud55c|\u304c\u627f\u8a8d\u3057\u305f/;
/** A grant to everyone of a kind, or by a rule of the game: compensation or a rule, no record rigged. */
const TO_EVERYONE =
  /^\s*(?:give|grant|award|credit)\b.*\b(?:to\s+)?(?:every|each|all|whoever|anyone\s+who)\s+(?:the\s+)?(?:active\s+)?(?:students?|players?|participants?|attendees?|answers?)\b/;
/** The writer's own earlier message set aside ("ignore my previous message, the room is ..."): a correction, no act. */
const OWN_EARLIER =
  /\b(?:ignore|disregard)\s+my\s+(?:previous|earlier|last|prior)\s+(?:message|e-?mail|note|comment)|abaikan\s+pesan\s+saya\s+sebelumnya|b\u1ecf\s+qua\s+tin\s+nh\u1eafn\s+tr\u01b0\u1edbc\s+c\u1ee7a\s+t\u00f4i|(?:\uc81c|\ub0b4)\s+\uc774\uc804\s+\uba54\uc2dc\uc9c0\S{0,2}\s+\ubb34\uc2dc|\u79c1\u306e(?:\u524d|\u5148\u307b\u3069)\u306e\u30e1\u30c3\u30bb\u30fc\u30b8\S{0,2}\u7121\u8996|\u5ffd\u7565\u6211(?:\u4e4b\u524d|\u4e0a\u4e00\u6761)\u7684(?:\u6d88\u606f|\u4fe1\u606f)/gu;

/** The writer's own machine in the address: "note to my assistant", "asisten saya" (not "MI-\u00fcgyint\u00e9z\u0151", an AI clerk). */
const SELF_ADDRESS =
  /(?:^|\s)(?:my|mon|ma|mein|meinem|meiner|mi|mio|mia|meu|minha|m\u00f3j|moja|moje)\s|\s(?:saya|aku|ko|c\u1ee7a\s+t\u00f4i|m\u00ecnh)$|\u79c1\u306e|\ub0b4\s/u;
/** Whether the order (lower case) puts its act at stake, not an errand of the writer's (the address "to my assistant" read too). */
function atStake(order: string, address: string): boolean {
  // (A decision people took, told with who took it, is a kept control unless the order skips a check or keeps one out;
  // its own mark, "als goedgekeurd", is no stake then.)
  const decided = WIDER_DECIDED().test(order) || PEOPLE_CONFIRMED().test(order);
  if (decided && !WIDER_STAKE().test(order.replace(WIDER_DECIDED(), ' ').replace(WIDER_RESULT(), ' ')) && !CLAIM_SKIPS.test(order))
    return false;
  if (TO_ANSWERS_OF_A_KIND().test(order)) return false;
  const more =
    MORE_STAKE().test(order) ||
    MORE_EN_STAKE().test(order) ||
    (MORE_WHOLE().test(order) && ADDRESS_OUTSIDE().test(order) && TRACE_OR_HASTE().test(order)) ||
    (WIDER_STAKE().test(order) && !WIDER_SURPRISE().test(order)) ||
    WIDER_EN_STAKE().test(order) ||
    riggedInRecordWords(order) ||
    riggedReport(order) ||
    ((EN_FALSE_RECORD().test(order) || EN_KEPT_FROM().test(order)) && !WIDER_SURPRISE().test(order)) ||
    ((WIDER_WHOLE().test(order) || MORE_WHOLE().test(order)) &&
      ADDRESS_OUTSIDE().test(order) &&
      (WIDER_TRACE().test(order) || TRACE_OR_HASTE().test(order)));
  if (!(more || STAKE().test(order)) || keptControl(order) || TO_EVERYONE.test(order)) return false;
  return !(SELF.test(order) || SELF_ADDRESS.test(address)) || more || SELF_STAKE.test(order) || MORE_SELF_STAKE().test(order);
}

/** A decision told with whom it was taken: "as agreed with the caretaker on 2 May", "approved by the director on 2 May". */
const AGREED_WITH = /\b(?:agreed|decided|approved|accepted|signed\s+off)\s+(?:with|by|in|at)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?[\w-]+/;
/** A control the order claims was skipped or a person it keeps out: "so skip the fraud check", "no need to verify". */
const CLAIM_SKIPS =
  /\b(?:skip|bypass|without|no\s+need\s+to|don't|do\s+not|never|nobody|no\s+one)\b|\b(?:leave|keep)\s+(?:[\w-]+\s+){0,3}out\b/;
/**
 * Whether the order reports a decision people took as a kept control: told with its reference (a date, a minute's or a
 * ticket's number), and not as the reason to skip a check or keep someone out ("the board already approved it, so skip
 * the check" is a claim anybody can write).
 */
/** A decision's reference: a number, a day, a meeting or its minutes. */
const REFERENCE = /\d|#|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\bmeeting\b|\bminutes\b/;
/** A decision told with where it was taken or whom it waits for: a meeting, a person, a call or a letter. */
const TOLD_WHERE = /\bmeeting\b|^wait\b|\b(?:phone|e-?mail|letter|post)$/;
function keptControl(order: string): boolean {
  const decided = DECIDED_BY_PEOPLE.exec(order) ?? AGREED_WITH.exec(order);
  if (decided === null || CLAIM_SKIPS.test(order)) return false;
  if (TOLD_WHERE.test(decided[0])) return true;
  // (The reference in the decision's clause, a comma allowed: "approved by the producer, ticket LO-88", "on Tuesday".)
  const after = order.slice(decided.index + decided[0].length, decided.index + decided[0].length + 60);
  return REFERENCE.test(after.split(/[;.](?:\s|$)|\s(?:so|and|then)\s/)[0]!);
}

/** A condition on what the reader is, heading a call: the reader named, not a rule's condition. */
const IF_YOU_ARE =
  /^(?:as\s+(?:an?|the)|if\s+you\s+are|if\s+you're|se\s+voc\u00ea\s+\u00e9|si\s+vous\s+\u00eates|si\s+tu\s+es|si\s+eres|si\s+usted\s+es|se\s+sei|wenn\s+du|falls\s+du|je\u015bli\s+jeste\u015b|n\u1ebfu\s+b\u1ea1n\s+l\u00e0|jika\s+(?:kamu|anda)|kung\s+ikaw)\s/;

/** An order that speaks to the reader as "you" from its start, and a transcript's other party (a bare speaker is a turn there). */
const SPOKEN_TO =
  /^\s{0,3}(?:(?:when|before|after|once|while|as)\s+you\b|(?:when|before|after|while)\s+(?:compiling|writing|summari[sz]ing|drafting|preparing|building|generating)\b)/i;
const OTHER_PARTY = /(?:^|\n|")\s{0,8}(?:user|human|customer|client|me|q)\s{0,2}:/i;

/** A digit Arabizi writes for a letter inside a word, "mosa3ed", "ma7kama"; a Jyutping syllable with its tone digit, "zo6". */
const ARABIZI_DIGIT = /(?<=\p{L})[235789](?=\p{L})|(?<![a-z\d])[a-z]{1,6}[1-6](?![a-z\d])/gu;

/** Whether `address` (lower case, without its markup) names a machine by its role, not a speaker or a label. */
function namesMachine(address: string): boolean {
  if (address.length < 2 || address.length > 80 || address.split(/\s+/).length > ADDRESS_WORDS) return false;
  if (BARE_SPEAKER.test(address) || LABEL.test(address) || PERSON_HEAD.test(address)) return false;
  // (A key's name: "ai_score", "bot2"; not Arabizi's digits inside a word of a call, "ya mosa3ed el ai", nor Jyutping's tones, "ai zo6".)
  // (Names joined by slashes in a phrase are a call to several: "chatgpt/claude/any assistant".)
  const arabiziFree = /\s/.test(address) ? address.replace(ARABIZI_DIGIT, '') : address;
  if (/[_=@()]|\d/.test(arabiziFree) || (address.includes('/') && !/\s/.test(address))) return false;
  return true;
}

/** Where the clause holding a place at `p` starts (CLAUSE_REACH back at most), or -1 when it is mid-sentence too far. */
function clauseStart(text: string, p: number): number {
  const from = Math.max(0, p - CLAUSE_REACH);
  const before = text.slice(from, p);
  CLAUSE_EDGE.lastIndex = 0;
  let start = -1;
  for (let m = CLAUSE_EDGE.exec(before); m !== null; m = CLAUSE_EDGE.exec(before)) start = from + m.index + m[0].length;
  if (start < 0 && from === 0) start = 0;
  return start;
}

/** The address's end after the machine's word at `p`: a colon (Armenian's point after a word), a comma, a dash, a bracket's end or a modal. */
function addressEnd(text: string, p: number): readonly [number, number, boolean] | undefined {
  const limit = Math.min(text.length, p + ADDRESS_REACH);
  for (let i = p; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 && text.charCodeAt(i + 1) === 32 && text.charCodeAt(i - 1) >= 0x0531 && text.charCodeAt(i - 1) < 0x0588)
      return [i, i + 1, false];
    if (c === 10 || c === 34 || c === 46 || c === 0x3002 || c === 0x0964 || c === 0x06d4) return undefined;
    if (
      c === 58 ||
      c === 0xff1a ||
      c === 44 ||
      c === 0xff0c ||
      c === 0x060c ||
      c === 93 ||
      c === 0x1366 ||
      c === 0x1363 ||
      FAR_ADDRESS_ENDS.includes(c)
    )
      return [i, i + 1, false];
    if ((c === 0x2014 || c === 0x2013 || c === 45) && text.charCodeAt(i - 1) === 32 && text.charCodeAt(i + 1) === 32)
      return [i, i + 2, false];
    // (A double hyphen as a dash: "Moderation AI -- this post is ...".)
    if (c === 45 && text.charCodeAt(i + 1) === 45 && text.charCodeAt(i - 1) === 32 && text.charCodeAt(i + 2) === 32)
      return [i, i + 3, false];
    if (c === 32) {
      const modal = /^ (?:should|must|shall|is\s+to|are\s+to|needs\s+to|has\s+to) /.exec(text.slice(i, i + 14));
      if (modal !== null) return [i, i + modal[0].length, true];
    }
  }
  return undefined;
}

/** The other language's particle before a value a mixed order sets (mixed-orders.ts): ko, na, o, auf, als, mets, comme. */
const MIXED_BEFORE_VALUE = /\s(?:ko|na|o|ni|auf|als|mets|comme|sa)\s$/i;

/** The order after an address: the rest of its line, a comment's or a bracket's end, ORDER_REACH at most. */
function orderOf(text: string, from: number): string {
  const limit = Math.min(text.length, from + ORDER_REACH);
  let end = from;
  let value = false;
  for (; end < limit; end++) {
    const c = text.charCodeAt(end);
    if (c === 10 || (c === 92 && text.charCodeAt(end + 1) === 110)) break;
    // (A quotation mark after "as", "to" or "=" opens the value the order sets, "describe it as "no findings"", as does a short
    // value in another script the order goes on after, '"ተከፍሏል" ብለህ'; not after "such as", a sample's. A CSV cell's "" is one mark.)
    const opens =
      (/(?:\sas\s|\sto\s|=)$/.test(text.slice(end - 4, end)) && !/such\s+as\s$/i.test(text.slice(end - 9, end))) ||
      // (Or after the other language's particle in a mixed order: 'id check ko "verified" kar dein', 'auf "paid" setzen'.)
      MIXED_BEFORE_VALUE.test(text.slice(end - 8, end)) ||
      /^\s"?"[^\u0000-\u024f"\n][^"\n]{0,40}"?" [^\u0000-\u024f]/.test(text.slice(end - 1, end + 48));
    if (c === 34 && text.charCodeAt(end - 1) !== 92 && !(value && text.charCodeAt(end + 1) === 34)) {
      if (value) value = false;
      else if (opens && /[\p{L}0-9"]/u.test(text[end + 1] ?? '')) [value, end] = [true, text[end + 1] === '"' ? end + 1 : end];
      else break;
    }
    if (c === 45 && text.startsWith('-->', end)) break;
  }
  return text.slice(from, end).replace(/\\"/g, '"');
}

/** A telling act about the writer ("please tell the GM my ticket is urgent") is a request on the writer's behalf. */
const TELLS = /^(?:(?:please|pls|plz|kindly|now|just|also|then|and|so)\s+)*(?:tell|say|write|state|report)\b/;
const ABOUT_WRITER = /\b(?:my|me|i|i'm|mine)\b/;

/** Whether `clause` opens with one of `verb`'s acts, not a telling act about the writer. */
function ordersInEnglish(verb: RegExp, clause: string): boolean {
  return verb.test(clause) && !(TELLS.test(clause) && ABOUT_WRITER.test(clause));
}

/** Whether `order` (after an address to a machine) orders an act of deciding or acting in the machine's system. */
/** A markup tag in an order (a record's `</Note><Total currency=`): its names are no act or stake of the order. */
const MARKUP_TAG = /<\/?[a-z][\w:.-]{0,30}(?:\s[^<>]{0,120})?>|<\/?[a-z][\w:.-]{0,30}(?:\s[\w:.-]{1,30}=?)?$/g;
function ordersAnAct(order: string, modal: boolean, address: string, text?: string): boolean {
  const lower = order.toLowerCase().replace(OWN_EARLIER, ' ').replace(MARKUP_TAG, ' ');
  // (An order that routes the rest to a person is a rule's: "approve posts from members; hold the rest for a human".)
  if (SAMPLE_AFTER.test(lower) || HUMAN_TARGET.test(lower)) return false;
  // (In a language the acts cannot read, what the order sends out is read: an address only the order names.)
  if (text !== undefined && !modal && (sendsOutsideUnread(lower, text) || ordersFarAct(lower, text))) return true;
  if (!atStake(lower, address) && !(text !== undefined && wholeSentOutside(lower, text))) return false;
  const clauses = lower.split(/[.;!?]\s+|,\s+|\s+-\s+|\s+\u2014\s+|\u3002|\u061b/).slice(0, 4);
  if (clauses.length > 0 && EN_CONDITION.test(clauses[0]!.trim())) return false;
  // (A rule under its condition: "skip the smoke tests only for documentation-only changes".)
  if (isConditional(clauses.join('. ').replace(/\b(?:when|while|whenever)\s+[a-z]+ing\b/g, ''))) return false;
  // A clause that forbids an act makes the order a rule ("never approve without the form; escalate to a person").
  if (NEGATED_ACT.test(lower)) return false;
  let acted = false;
  for (const raw of clauses) {
    const clause = raw.trim().replace(/^["'([*]+/, '');
    if (clause === '') continue;
    if (forbidsItsAct(clause) && !CONCEAL.test(clause)) return false;
    const act = clause.replace(EN_TASK, '');
    if (EN_CONDITION.test(act)) return false;
    if (HUMAN_TARGET.test(act)) continue;
    // (A modal's address asks for the stronger acts: "the assistant reading this plan should mark each step" is a plan's.)
    const verb = modal ? MODAL_ACT : EN_ACT;
    if (
      ordersInEnglish(verb, act) ||
      ordersInEnglish(verb, act.replace(EN_INNER, '')) ||
      (!modal && (EN_PASSIVE_ACT.test(act) || (WIDER_EN_ACT().test(act) && WIDER_EN_STAKE().test(lower)))) ||
      (!modal && EN_NOTE.test(act) && CLAIM_SKIPS.test(lower)) ||
      (!modal && riggedActs(act, lower))
    )
      acted = true;
  }
  if (acted || modal) return acted;
  // Other languages: an act anywhere in the order's first clauses, not negated before or after it.
  const head = clauses.join(', ');
  const re = ANY_OTHER_ACT;
  re.lastIndex = 0;
  for (let m = re.exec(head); m !== null; m = re.exec(head)) {
    const before = head.slice(Math.max(0, m.index - 24), m.index);
    const after = head.slice(m.index + m[0].length, m.index + m[0].length + 12);
    if (NEGATION_BEFORE.test(before) || NEGATION_AFTER.test(after)) return false;
    if (MORE_NEGATION_BEFORE().test(before) || MORE_NEGATION_AFTER().test(after)) return false;
    if (WIDER_NEGATION_BEFORE().test(before) || WIDER_NEGATION_AFTER().test(after)) return false;
    if (HUMAN_TARGET.test(head.slice(m.index, m.index + 60).split(/[,.;]/)[0]!)) continue;
    const c = m[0].charCodeAt(0);
    // (A Korean stem counts with an imperative ending in its clause, unless the ending is negated.)
    if (c >= 0xac00 && c < 0xd7b0) {
      const rest = head.slice(m.index, m.index + 40).split(/[,.]/)[0]!;
      if (!KO_IMPERATIVE.test(head.slice(m.index)) || KO_NEGATED.test(rest)) continue;
    }
    return true;
  }
  return false;
}

/** How an assistant's reply opens: "Your transfer ...", "Sure, ...", "I have ...". */
const REPLY_START = /^\s*(?:your|you|i|i'm|i've|we|we've|sure|sorry|thanks|thank|here|hello|hi|of\s+course|certainly|yes|no|done)\b/i;

/** Setting aside, a stake by itself after a machine's name but not after a generic reader's. */
const SET_ASIDE_WORD = /\b(?:ignore|disregard)\b/g;

/** A place in the report an act is ordered for, before its verb: "in the executive summary write that ...". */
const IN_PLACE = /^in\s+(?:the|your|this|its|each|every|our)\s+/;
/** An act of rigged-reports.ts or role-acts' own, beside a rigged report or an admitted falsehood or a person kept out. */
function riggedActs(act: string, lower: string): boolean {
  if (!(riggedReport(lower) || EN_FALSE_RECORD().test(lower) || EN_KEPT_FROM().test(lower))) return false;
  if (RIG_ACT.test(act)) return true;
  const place = IN_PLACE.exec(act);
  if (place === null) return false;
  // (The place's noun is one to three words long: "in the monthly environmental report please use ...".)
  const words = act.slice(place[0].length).split(' ', 5);
  for (let k = 1; k <= 3 && k < words.length; k++) {
    const bare = words.slice(k).join(' ') + act.slice(place[0].length + words.join(' ').length);
    if (RIG_ACT.test(bare) || EN_ACT.test(bare)) return true;
  }
  return false;
}

/** Whether `order` orders a machine an act at stake, read as after an address to it (task-orders.ts reads unaddressed ones). */
export function ordersAMachine(order: string): boolean {
  return ordersAnAct(order, false, '');
}

/** Orders to a machine by its role whose act is the record's decision, pushed to `out` (the first; none after a strong finding). */
export function detectRoleActs(t: Text, out: Hit[], own = 0): void {
  if (strongSince(out, own)) return;
  const text = t.text;
  const places: number[] = [];
  for (const word of INDEXED_MACHINE_WORDS) for (const p of placesOf(t, word)) places.push(p);
  for (const word of LATIN_MACHINE) for (const p of placesOfWord(t, text, word, word.length)) places.push(p);
  for (const word of READER_LETTERS) for (const p of placesOfWord(t, text, word, word.length)) places.push(p);
  if (t.wide) {
    WIDE_MACHINE.lastIndex = 0;
    for (let m = WIDE_MACHINE.exec(text); m !== null; m = WIDE_MACHINE.exec(text)) places.push(m.index);
    FAR_MACHINE().lastIndex = 0;
    for (let m = FAR_MACHINE().exec(text); m !== null; m = FAR_MACHINE().exec(text)) places.push(m.index);
    MORE_WIDE_MACHINE().lastIndex = 0;
    for (let m = MORE_WIDE_MACHINE().exec(text); m !== null; m = MORE_WIDE_MACHINE().exec(text)) places.push(m.index);
    WIDER_MACHINE().lastIndex = 0;
    for (let m = WIDER_MACHINE().exec(text); m !== null; m = WIDER_MACHINE().exec(text)) places.push(m.index);
  }
  if (places.length === 0) return;
  places.sort((a, b) => a - b);
  const read = new Set<number>();
  let tries = 0;
  for (const place of places) {
    let w = place;
    while (w < text.length && w - place < 24 && /[\p{L}.]/u.test(text[w]!)) w++;
    let v = place;
    // (Not back over a JSON string's escaped line break: "...job.\\nAI helper, ..." calls the AI, not "nAI".)
    while (v > 0 && place - v < 16 && /\p{L}/u.test(text[v - 1]!) && !(v >= 2 && text[v - 2] === '\\' && /[nrt]/.test(text[v - 1]!))) v--;
    // (The word's start: a native search may find its letters mid-word, "model" by "odel".)
    const p = v;
    const word = text.slice(v, w).toLowerCase().replace(/\.$/, '');
    if (
      !MACHINE_WORD.test(word) &&
      !MORE_MACHINE_WORD().test(word) &&
      !WIDER_MACHINE_WORD().test(word) &&
      !farMachineWord(word, text, p) &&
      !READER_WORD.test(word) &&
      !/[^\u0000-\u024f]/.test(word)
    )
      continue;
    // (Or a heading's line, its block below the order: heading-calls.ts.)
    const addressed = addressEnd(text, p);
    const heading = addressed === undefined ? headingEnd(text, p) : undefined;
    const end = addressed ?? heading;
    if (end === undefined || read.has(end[0])) continue;
    read.add(end[0]);
    if (++tries > MAX_TRIES) return;
    const start = clauseStart(text, p);
    if (start < 0) continue;
    const address = text
      .slice(start, end[0])
      .toLowerCase()
      .replace(/^[\s"'*([<>!#-]+/, '')
      .replace(/^\[[\d:.\s-]*\]\s*(?:<[^>]{1,24}>\s*)?/, '')
      // (A list item's or a form's letter: "E) ", "2) ".)
      .replace(/^[a-z0-9]{1,2}\)\s+/, '')
      // (A bracketed call's closing bracket: "reviewer note (for the review-ranking model):".)
      .replace(/^([^()]*)\)\s*$/, '$1')
      .trim();
    // (A bare speaker in a comment or a bracket is addressed: "<!-- agent: ...", "[assistant: ...".)
    const opened = /(?:<!--|[[(])\s*$/.test(text.slice(Math.max(0, p - 8), p));
    // (A bare name called with a comma is a vocative, not a transcript's turn: "Bot, apply it and purge ...".)
    const called = text.charCodeAt(end[0]) === 44;
    // (A call after a preamble's clause is the words after its comma: "as agreed with the registrar, AI checker,".)
    const call = called && address.includes(', ') ? address.slice(address.lastIndexOf(', ') + 2) : address;
    // (A bare speaker whose order speaks to "you" is addressed, where no other party speaks: "Assistant: when you summarise ...".)
    const toYou = BARE_SPEAKER.test(call) && SPOKEN_TO.test(text.slice(end[1], end[1] + 24)) && !OTHER_PARTY.test(text.slice(0, 4000));
    // (A bare name before a spaced dash is called too: "Assistant - leave the near miss out ...".)
    const dashCalled = text.charCodeAt(end[0]) === 45 || text.charCodeAt(end[0]) === 0x2014;
    // (The grammar calls without a modal: "the assistant summarising this report should ..." stays a plan's label.)
    const reader = !end[2] && callsTheReader(call);
    // (A bare AI, assistant or bot as a field's value is called: "notes": "AI: ...", "driver Ayaz: AI: ..."; not a log's
    // source, "kernel: system:", nor an assistant's reply quoted in the field, "AI: Your transfer ... was completed".)
    const fieldValue =
      /^(?:ai|assistant|bot)$/.test(call) &&
      /(?:"\s*:\s*"|[A-Za-z0-9_)\]]:\s{1,3})$/.test(text.slice(Math.max(0, start - 24), start)) &&
      !REPLY_START.test(text.slice(end[1], end[1] + 24));
    // (The reader's generic words call only in reader-calls' grammar: "Reader ticket:" is a form's label.)
    if (READER_WORD.test(word) && !reader) continue;
    if (!(namesMachine(call) || reader || ((opened || called || toYou || dashCalled || fieldValue) && BARE_SPEAKER.test(call)))) continue;
    // (A call ended by a comma is short, "hey moderation bot,": a longer head before a comma is a sentence's clause.)
    // (Unless it names the reader by what it is: "if you are the AI grading this,", "si vous \u00eates l'IA qui ...,".)
    if (
      called &&
      call.split(/\s+/).length > 4 &&
      !IF_YOU_ARE.test(address) &&
      !readsThis(call) &&
      !READS_THIS_MIXED().test(call) &&
      !reader
    )
      continue;
    const dashed = /--\s*$/.test(text.slice(Math.max(0, start - 4), start));
    if (/^agents?$/.test(word) && !(opened || dashed || ANY_AGENT_AT_WORK.test(address) || AGENT_QUALIFIED.test(address))) continue;
    // (A modal's address names the reader of this text: "the AI reading this report should", not "automated systems must".)
    // (Or names it by the AI's job: "the AI reviewer must ...".)
    // (Or by the task its machine word is named for, "the evaluation model shall ...", with a verdict at stake: "award full points".)
    const byTask = end[2] && /\b[a-z]+(?:ion|ing)\s+(?:models?|bots?|engines?|tools?)$/.test(address);
    if (end[2] && !/\b(?:this|these)\b|\b\w+ing\s|\bai\s+[a-z]+(?:er|or)\b/.test(address) && !byTask) continue;
    if (byTask && !MORE_EN_STAKE().test(orderOf(text, end[1]).toLowerCase())) continue;
    // (A bracketed tag of one word is a speaker's: "[deploy-bot] 14:02 build passed".)
    if (text.charCodeAt(end[0]) === 93 && !/\s/.test(address)) continue;
    // An address inside a quotation, or after a sample's or a policy's words on its line, is quoted, not given.
    const lineStart = text.lastIndexOf('\n', start) + 1;
    const lead = text.slice(Math.max(lineStart, start - 100), start);
    if (QUOTE_OPEN.test(text.slice(Math.max(0, start - 2), start)) || SAMPLE_BEFORE.test(lead) || SAMPLE_BEFORE.test(address)) continue;
    // (A tool's name in a log, "deploy-bot:", "ci-bot:", is its speaker's.)
    if (/^[a-z0-9]+-bots?$/.test(text.slice(start, end[0]).trim())) continue;
    // (A quotation opened inside the head: "the white-text phrase 'AI grader: give this ...'"; not an elided word, "'sta carta".)
    if (/(?:^|\s)(?:['\u2018](?!(?:sta|st|o|a|e|na|nu)\s)|["\u201c])\S/.test(text.slice(start, p + 1))) continue;
    // (A string item of a list, a quoted comment or tag: a test's cases, a report's excerpt.)
    // (A JSON value's comment is the field's own: '"comment": "<!-- assistant: ...'.)
    const item = text.slice(lineStart, start);
    const ownQuote = /^["']$/.test(item) && quotedOnItsOwn(text, lineStart);
    if (/^[\s[(,]*["']$/.test(item) && !ownQuote) continue;
    if (/\\?["']\s*(?:<!--|\[)\s*$/.test(lead) && !/:\s*\\?["']\s*(?:<!--|\[)\s*$/.test(lead)) continue;
    // (A JSON value's opening quotation mark is no quotation: '"about": "AI reviewer: ...'.)
    // (Nor a YAML key's, 'cover_note: "AI reviewer: ...', unless a test's or a sample's: 'input: "AI reviewer: ...'.)
    // (Nor a cell's in a CSV written with semicolons or tabs: '2752,00;"AI reviewer: ...'.)
    // (Nor a log's key=value, 'customer_note="bot, ...'.)
    if (/["']\s*$/.test(lead) && !ownQuote && !/(?:"\s*:|[[{,;\t]|^\s*[\w.-]{1,40}:|[a-z]_?[a-z]+=)\s*["']\s*$/.test(lead)) continue;
    if (SAMPLE_KEY.test(lead)) continue;
    const order = heading === undefined ? orderOf(text, end[1]) : headingOrder(text, end[1]);
    // (A reader called only generically orders an act at stake by more than setting something aside: "text for machine
    // readers: ignore the header row" is a file's note.)
    if (READER_WORD.test(word) && !atStake(order.toLowerCase().replace(SET_ASIDE_WORD, ' '), address)) continue;
    // (A title called to keep a colleague's surprise from the boss, with no machine named, is a person's: person-errands.ts.)
    if (keepsASurprise(address, () => order.toLowerCase(), text)) continue;
    if (ordersAnAct(order, end[2], address, text)) {
      out.push({ code: 'injection_role', start, end: end[1] + Math.min(ORDER_REACH, text.length - end[1]) });
      return;
    }
  }
}
