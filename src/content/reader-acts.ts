/**
 * What an order to the reading machine does to the machine's own result, in the languages of data exports, job
 * applications and meeting invitations, read by reader-notes-far.ts through reader-stakes.ts (docs/content-readings.md,
 * "Acts on the reader's result across languages"). An analysis, a screening and a set of minutes are what the reader
 * hands back, and the orders planted in what it reads change them the same way in every language:
 * - DROPPED: rows or records left out of what it computes (a rows' noun beside a verb of removing);
 * - AGAINST_DATA: a figure given whatever the data shows ("regardless of", "although it was not discussed");
 * - a score or a rating given in digits (a score's noun beside a digit of any script);
 * - FIRST_PLACE: the candidate put first (the languages the rank's table lacked);
 * - a check skipped (a check's noun beside a verb of skipping);
 * - RECORD beside an e-mail address and a verb of sending: the whole table, transcript or mail sent out;
 * - CALENDAR: a meeting accepted or declined for everyone, an organizer added;
 * - KEEP_QUIET: the act kept from a person, in the languages the concealment's table lacked.
 * And the machine's words those languages write: the automated system and artificial intelligence spelled out in the
 * Indic, Caucasian and Baltic languages (strong), the assistant's and the system's words (weak: a person's job, or a
 * service's voice). Every list is a flat alternation of whole words or stems; gaps between two words are bounded.
 * Under the weak words alone (a person's job) a send, a calendar act, a check skipped or rows deleted is an office's
 * errand: those count only beside an act a person is not asked for (machineAct).
 */
import { destAt, partiesOf } from './outside.js';

/** Rows or records of a table (lower case, a word's start). */
const ROWS =
  /(?<![\p{L}])(?:r\u00e6kke\p{L}{0,4}|rader\p{L}{0,2}|rad(?:erna|en)|ra\u00f0ir|r\u00f6\u00f0um|l\u00ednu\p{L}{0,3}|l\u00ednur|read|ridu|rida|rind\p{L}{1,3}|eilu\p{L}{1,5}|r\u00e2nd\p{L}{1,6}|\u0440\u0435\u0434\u043e\u0432\p{L}{0,3}|\u0440\u0435\u0434\u043e\u0432\u0435|retk\p{L}{1,2}|redov\p{L}{0,2}|redak\p{L}{0,2}|riad\p{L}{1,4}|vrstic\p{L}{0,3}|les\s+files|filas|s\u0259tir\p{L}{0,6}|linhas|zeilen|lignes|righe|rijen|wiersz\p{L}{0,3}|\u0159\u00e1dk\p{L}{0,3}|errenkad\p{L}{0,4}|\u0441\u0442\u0440\u043e\u043a\p{L}{0,2}|\u0437\u0430\u043f\u0438\u0441\p{L}{0,3})(?![\p{L}])/u;
/** A verb of removing or leaving out (lower case). */
const REMOVE =
  /(?<![\p{L}])(?:fjern|udelad|slet|ta\s+bort|utel\u00e4mna|exkludera|fjarl\u00e6g\u00f0u|slepptu|eyddu|eemalda|kustuta|j\u00e4ta(?:\s+\S{1,30}){0,5}\s+v\u00e4lja|izsl\u0113dz|iz\u0146em|izdz\u0113s|dz\u0113s|pa\u0161alink|i\u0161mesk|i\u0161trink|elimin\u0103|elimin\u0103\u021bi|exclude|\u0219terge|\u043f\u0440\u0435\u043c\u0430\u0445\u043d\u0438|\u0438\u0437\u043a\u043b\u044e\u0447\u0438|\u0438\u0437\u0442\u0440\u0438\u0439|\u0438\u0437\u0431\u0430\u0446\u0438|\u0443\u043a\u043b\u043e\u043d\u0438|\u043e\u0431\u0440\u0438\u0448\u0438|\u0443\u0434\u0430\u043b\u0438|\u0438\u0441\u043a\u043b\u044e\u0447\u0438|izbaci|ukloni|obri\u0161i|sil|vyra\u010f|odstr\u00e1\u0148|vyma\u017e|vy\u0159a\u010f|sma\u017e|izpusti|odstrani|izbri\u0161i|treu|exclou|elimina|quita|excl\u00fae|excluye|excluya|elimine|exclua|remova|kendu|ezabatu|baztertu|entferne|l\u00f6sche|supprime[rz]?|retire[rz]?|escludi|rimuovi|verwijder|usu\u0144)(?![\p{L}])/u;

/** A figure given whatever the data shows or the meeting said (lower case). */
const AGAINST_DATA =
  /(?<![\p{L}])(?:oavsett|uanset|\u00f3h\u00e1\u00f0|sama\s+hva\u00f0|olenemata|neatkar\u012bgi|nepaisant|nesvarbu|indiferent\s+de|\u043d\u0435\u0437\u0430\u0432\u0438\u0441\u0438\u043c\u043e|\u0431\u0435\u0437\s+\u043e\u0433\u043b\u0435\u0434|\u0431\u0435\u0437\s+\u043e\u0431\u0437\u0438\u0440\u0430|bez\s+obzira|bez\s+oh\u013eadu|bez\s+ohledu|ne\s+glede\s+na|independentment|independentemente|independientemente|sin\s+importar|kontuan\s+hartu\s+gabe|edozein\s+dela|unabh\u00e4ngig\s+davon|quel\s+que\s+soit|peu\s+importe|indipendentemente|ongeacht|riippumatta|niezale\u017cnie|f\u00fcggetlen\u00fcl|\u0445\u043e\u0442\u044f\s+(?:\S{1,20}\s+){0,2}\u043d\u0435)(?![\p{L}])|\u0628\u063a\u0636\s\u0627\u0644\u0646\u0638\u0631|\u0628\u0635\u0631\u0641\s\u0627\u0644\u0646\u0638\u0631|\u4e0d\u7ba1|\u65e0\u8bba|\u7121\u8ad6|\u306b\u95a2\u4fc2\u306a\u304f|\uc640\s?\uc0c1\uad00\uc5c6\uc774/u;

/** A score's or a rating's noun (lower case); a digit of any script beside it gives the value. */
const SCORE =
  /(?<![\p{L}])(?:score|sk\u00f3re|scor\p{L}{0,4}|skor\p{L}{0,3}|pontsz\u00e1m|hinnang\p{L}{0,3}|v\u0113rt\u0113jum\p{L}{0,2}|\u012fvertinim\p{L}{0,3}|einkunn|risikovurdering\p{L}{0,2}|riskbed\u00f6mning\p{L}{0,2}|\u043e\u0446\u0435\u043d\u043a\p{L}{0,2}|\u0440\u0435\u0439\u0442\u0438\u043d\u0433\p{L}{0,2}|puntuaci\p{L}{1,3}|puntuazio\p{L}{0,3}|pontua\u00e7\u00e3o|satisfac\p{L}{1,6}|n\u00f6jdhet\p{L}{0,2}|tilfredshed|telling|punte|dhibco|akara|\u00e0m\u00ec|amaphuzu)(?![\p{L}])|\u0905\u0902\u0915|\u0917\u0941\u0923|\u0938\u094d\u0915\u094b\u0930|\u0a97\u0ac1\u0aa3|\u0ab8\u0acd\u0a95\u0acb\u0ab0|\u0c85\u0c82\u0c95|\u0c38\u0c4d\u0c15\u0c4b\u0c30|\u0d38\u0d4d\u0d15\u0d4b\u0d7c|\u0a38\u0a15\u0a4b\u0a30|\u0dbd\u0d9a\u0dd4\u0dab\u0dd4|\u0627\u0633\u06a9\u0648\u0631|\u1796\u17b7\u1793\u17d2\u1791\u17bb/u;
/** A digit of any script (the score's value). */
const DIGIT = /\p{Nd}/u;
/** A verb of setting or changing a value (lower case): a rating changed. */
const SET =
  /(?<![\p{L}])(?:maini|nomaini|nastav|nastavi|s\u00e6t|\u00e4ndra|breyttu|muuda|pakeisk|schimb\u0103|seteaz\u0103|\u043f\u0440\u043e\u043c\u0435\u043d\u0438|\u043f\u0440\u043e\u043c\u0438\u0458\u0435\u043d\u0438|promijeni|zme\u0148|spremeni|canvia|cambia|aldatu|muda|altere|change|\u00e4ndere|setze|\u0438\u0437\u043c\u0435\u043d\u0438|\u0443\u0441\u0442\u0430\u043d\u043e\u0432\u0438)(?![\p{L}])/u;
/** What was said or found left out of the minutes or the report (lower case). */
const OMITTED =
  /(?<![\p{L}])(?:omite\s+todo|omita\s+tudo|omitir\s+todo|deja\s+fuera|laissez\s+de\s+c\u00f4t\u00e9|omettez|lass\s+(?:\S{1,20}\s+){0,4}weg|\u043d\u0435\s+\u0432\u043a\u043b\u044e\u0447\u0430\u0439)(?![\p{L}])/u;
/** A status given: verified, approved, cleared (lower case). */
const VERDICT =
  /(?<![\p{L}])(?:overen\p{L}{0,3}|ov\u011b\u0159en\p{L}{1,3}|preverjen\p{L}{0,3}|provjeren\p{L}{0,3}|\u043f\u0440\u043e\u0432\u0435\u0440\u0435\u043d\p{L}{0,3}|verificad\p{L}{1,2}|verificat\p{L}{0,3}|v\u00e9rifi\u00e9\p{L}{0,2}|verifiziert|verifierad|verificeret|patvirtint\p{L}{1,4}|p\u0101rbaud\u012bt\p{L}{1,3}|kontrollitud|godkend\p{L}{0,2}|godk\u00e4nd|aprobat\p{L}{0,3}|egiaztatu\p{L}{0,3}|\u043e\u0434\u043e\u0431\u0440\u0435\u043d\p{L}{0,3}|odobren\p{L}{0,3}|schv\u00e1len\p{L}{1,3})(?![\p{L}])/u;

/** The candidate put first, in the languages the rank's table lacked (lower case). */
const FIRST_PLACE =
  /\u092a\u0939\u093f\u0932\u094d\u092f\u093e\s\u0938\u094d\u0925\u093e\u0928|\u092a\u0939\u093f\u0932\u094b\s\u0938\u094d\u0925\u093e\u0928|\u092a\u094d\u0930\u0925\u092e\s\u0938\u094d\u0925\u093e\u0928|\u092a\u0939\u0932\u0947\s\u0938\u094d\u0925\u093e\u0928|\u0aaa\u0acd\u0ab0\u0aa5\u0aae\s\u0ab8\u0acd\u0aa5\u0abe\u0aa8|\u0cae\u0cca\u0ca6\u0cb2\s\u0cb8\u0ccd\u0ca5\u0cbe\u0ca8|\u0c2e\u0c4a\u0c26\u0c1f\u0c3f\s\u0c38\u0c4d\u0c25\u0c3e\u0c28|\u0d12\u0d28\u0d4d\u0d28\u0d3e\u0d02\s\u0d38\u0d4d\u0d25\u0d3e\u0d28|\u0a2a\u0a39\u0a3f\u0a32\u0a47\s\u0a38\u0a25\u0a3e\u0a28|\u0db4\u0dc5\u0db8\u0dd4\s\u0dc3\u0dca\u0dae\u0dcf\u0db1|\u067e\u06c1\u0644\u06d2\s\u0646\u0645\u0628\u0631|\u1791\u17b8\u1798\u17bd\u1799|(?<![\p{L}])(?:kan\s+koowaad|\u1ecdn\u1ecdd\u1ee5\s+mb\u1ee5|ip\u00f2\s+k\u00ec\u00edn\u00ed|isikhundla\s+sokuqala|eerste\s+op\s+die|eerste\s+plek)(?![\p{L}])/u;

/** A check's noun and a verb of skipping it (lower case): the screening's check skipped. */
const CHECK =
  /\u091c\u093e\u0901\u091a|\u091c\u093e\u0902\u091a|\u0924\u092a\u093e\u0938\u0923\u0940|\u0a9a\u0a95\u0abe\u0ab8\u0aa3\u0ac0|\u0caa\u0cb0\u0cbf\u0cb6\u0cc0\u0cb2\u0ca8|\u0c24\u0c28\u0c3f\u0c16\u0c40|\u0d2a\u0d30\u0d3f\u0d36\u0d4b\u0d27\u0d28|\u0a1c\u0a3e\u0a02\u0a1a|\u0db4\u0dbb\u0dd3\u0d9a\u0dca\u0dc2|\u062c\u0627\u0646\u0686|\u178f\u17d2\u179a\u17bd\u178f\u1796\u17b7\u1793\u17b7\u178f\u17d2\u1799|(?<![\p{L}])(?:hubin\p{L}{0,4}|nyocha|\u00e0y\u1eb9\u0300w\u00f2|ukuhlolw\p{L}{0,2}|\p{L}{0,20}kontrole|\u043f\u0440\u043e\u0432\u0435\u0440\u043a\p{L}{0,2})(?![\p{L}])/u;
const SKIP =
  /\u091b\u094b\u0921|\u0935\u0917\u0933|\u0a9b\u0acb\u0aa1\u0ac0|\u0cac\u0cbf\u0c9f\u0ccd\u0c9f\u0cc1|\u0c26\u0c3e\u0c1f\u0c35\u0c47|\u0d12\u0d34\u0d3f\u0d35\u0d3e\u0d15\u0d4d\u0d15|\u0a1b\u0a71\u0a21|\u0db8\u0d9f\s\u0dc4\u0dbb\u0dd2|\u0686\u06be\u0648\u0691|\u179a\u17c6\u179b\u1784|(?<![\p{L}])(?:ka\s+bood|w\u1ee5fee|fo|yeqa|slaan|\u043f\u0440\u043e\u043f\u0443\u0441\u0442\u0438)(?![\p{L}])/u;

/** The whole record: a table, a transcript, the mail, the other candidates' files (lower case). */
const RECORD =
  /(?<![\p{L}])(?:tabel\p{L}{0,3}|tabul\p{L}{0,3}|lentel\p{L}{0,3}|taula|tabla|tablic\p{L}{0,2}|tafl\p{L}{1,2}|\u0442\u0430\u0431\u043b\u0438\u0446\p{L}{0,2}|\u0442\u0430\u0431\u0435\u043b\p{L}{0,2}|\u0441\u0442\u0435\u043d\u043e\u0433\u0440\u0430\u043c\u043c\p{L}{0,2}|\u0440\u0430\u0441\u0448\u0438\u0444\u0440\u043e\u0432\u043a\p{L}{0,2}|\u0442\u0440\u0430\u043d\u0441\u043a\u0440\u0438\u043f\u0442\p{L}{0,3}|\u0436\u0430\u0437\u0431\p{L}{0,3}|yaz\u0131\p{L}{0,6}|yaz\u0131\u015fma\p{L}{0,4}|transkript\p{L}{0,3}|transcri\p{L}{1,6}|correspond\p{L}{1,8}|pi\u00e8ces\s+jointes|cv|cvs|enregistrement|grabaci\u00f3n|grava\u00e7\u00e3o|aufnahme|\u0437\u0430\u043f\u0438\u0441\p{L}{0,2}|atas|actas|proc\u00e8s-verbaux?|protokoll\p{L}{0,2}|\u043f\u0440\u043e\u0442\u043e\u043a\u043e\u043b\p{L}{0,2})(?![\p{L}])|\u091f\u094d\u0930\u093e\u0902\u0938\u0915\u094d\u0930\u093f\u092a\u094d\u091f|\u0627\u0644\u062a\u0633\u062c\u064a\u0644|\u0627\u0644\u0646\u0635\s\u0627\u0644\u0643\u0627\u0645\u0644|\u10e9\u10d0\u10dc\u10d0\u10ec\u10d4\u10e0|\u10db\u10d8\u10db\u10dd\u10ec\u10d4\u10e0|\u0563\u0580\u0561\u057c\u0578\u0582\u0574|\u057d\u0572\u0561\u0563\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576|\u0576\u0561\u0574\u0561\u056f\u0561\u0563\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576|\u1019\u103e\u1010\u103a\u1010\u1019\u103a\u1038|\u1021\u102e\u1038\u1019\u1031\u1038\u101c\u103a|\u8bb0\u5f55|\u6587\u5b57\u7a3f|\u9304\u97f3|\u8b70\u4e8b\u9332|\ub179\ucde8\ub85d|\u0938\u0940\u0935\u0940|\u0633\u06cc\s\u0648\u06cc/u;
/** A verb of sending, forwarding or uploading (lower case), the languages reader-stakes' SEND lacked. */
const SEND_OUT =
  /(?<![\p{L}])(?:saada|nos\u016bti|i\u0161si\u0173sk|\u0438\u0437\u043f\u0440\u0430\u0442\u0438|\u043f\u043e\u0448\u0430\u0459\u0438|po\u0161alji|po\u0161li|po\u0161lji|trimite|envoyez|transf\u00e9rez|encaminhe|reenv\u00eda|bidali|\u0436\u0456\u0431\u0435\u0440|g\u00f6nd\u0259r|y\u00f6nl\u0259ndir|zipu|thumela|yavanna|fi\s+ran\u1e63\u1eb9\u0301|senden|schicke|schicken|weiterleiten|leite|\u00fcbermittle)(?![\p{L}])|\u10d2\u10d0\u10e3\u10d2\u10d6\u10d0\u10d5\u10dc|\u0578\u0582\u0572\u0561\u0580\u056f\u056b\u0580|\u0583\u0578\u056d\u0561\u0576\u0581\u056b\u0580|\u1015\u102d\u102f\u1037|\u53d1\u9001|\u8f6c\u53d1|\u4e0a\u4f20|\u8ee2\u9001|\uc5c5\ub85c\ub4dc|\u092a\u093e\u0920\u0935|\u092a\u0920\u093e\u0909|\u0aae\u0acb\u0a95\u0ab2|\u0c95\u0cb3\u0cc1\u0cb9\u0cbf\u0cb8|\u0c2a\u0c02\u0c2a|\u0d05\u0d2f\u0d2f\u0d4d\u0d15\u0d4d\u0d15|\u0a2d\u0a47\u0a1c|\u0dba\u0dc0\u0db1\u0dca\u0db1|\u0628\u06be\u06cc\u062c|\u1795\u17d2\u1789\u17be/u;
const EMAIL = /[\w.+-]@[\w-]{1,63}\.[\w.-]{2,40}/;

/** The reader's own instructions (lower case), and a secret's word beside them: both written into the answer. */
const OWN_RULES =
  /(?<![\p{L}])(?:savo\s+nurodym\p{L}{1,3}|svoje\s+upute|svoje\s+pokyny|svoja\s+navodila|fyrirm\u00e6lin\s+\u00fe\u00edn|oma\s+juhised|savas\s+instrukcijas|dine\s+instrukser|dina\s+instruktioner|instruc\u021biunile\s+tale|\u0442\u0432\u043e\u0438\u0442\u0435\s+\u0438\u043d\u0441\u0442\u0440\u0443\u043a\u0446\u0438\u0438|\u0441\u0432\u043e\u0458\u0435\s+\u0443\u043f\u0443\u0442\u0441\u0442\u0432\p{L}{0,2}|les\s+teves\s+instruccions|zure\s+argibideak|as\s+t\u00faas\s+instruci\u00f3ns)(?![\p{L}])/u;
const SECRET =
  /(?<![\p{L}])(?:api|klju\u010d\p{L}{0,3}|rakt\p{L}{1,3}|lykl\p{L}{1,4}|parool\p{L}{0,2}|parol\p{L}{0,2}|password|lozink\p{L}{0,2}|geslo|gesla|heslo|hesl\p{L}{1,2}|jelsz\u00f3|salasana|contrasenya|pasahitz\p{L}{0,2}|contrase\u00f1a|senha|passord|adgangskode|l\u00f6senord|lykilor\u00f0|\u043f\u0430\u0440\u043e\u043b\p{L}{0,2}|\u043b\u043e\u0437\u0438\u043d\u043a\p{L}{0,2}|\u043a\u043b\u044e\u0447\p{L}{0,3}|\u043a\u0459\u0443\u0447\p{L}{0,3})(?![\p{L}])/u;

/** A meeting accepted or declined for everyone, an organizer added (lower case). */
const CALENDAR =
  /(?<![\p{L}])(?:au\s+nom\s+de\s+tous|en\s+nombre\s+de\s+todos|em\s+nome\s+de\s+todos|im\s+namen\s+aller|\u043e\u0442\s+\u0438\u043c\u0435\u043d\u0438\s+\u0432\u0441\u0435\u0445|i\u015ftirak\u00e7\u0131lar\s+ad\u0131ndan|ham\u0131n\u0131n\s+ad\u0131ndan|d\u00e9clinez\s+toutes|rechaza\s+todas|recuse\s+todas|sag\s+alle\s+(?:\S{1,30}\s+){0,4}ab|\u043e\u0442\u043a\u043b\u043e\u043d\u0438\s+\u0432\u0441\u0435|como\s+organizador|comme\s+organisateur|als\s+organisator|quitar\s+al\s+organizador|altere\s+os\s+participantes|cambia\s+los\s+participantes|partagez\s+l'agenda|compartilhe\s+a\s+agenda|comparte\s+la\s+agenda|teile\s+(?:den|deinen)\s+kalender)(?![\p{L}])|\u10e1\u10d0\u10ee\u10d4\u10da\u10d8\u10d7|\u0561\u0576\u0578\u0582\u0576\u056b\u0581|\u1000\u102d\u102f\u101a\u103a\u1005\u102c\u1038|\u4ee3\u8868\u6240\u6709|\u5168\u54e1\u3092\u4ee3\u8868|\u8f9e\u9000\u3057/u;

/**
 * Whom or what the act is kept from when it is no colleague: the user, the participants, or the reader's own output
 * (the summary, the minutes, the report), lower case.
 */
const KEPT_FROM =
  /(?<![\p{L}])(?:user|benutzer|nutzer|utilisateur|usuari|usuario|utente|korisnik|istifad\u0259\u00e7i|i\u015ftirak\u00e7\u0131|teilnehmer|participant|participante|u\u010desni|sudionik|x\u00fclas\u0259|hesabat|zusammenfassung|bericht|r\u00e9sum\u00e9|compte\s+rendu|rapport|resumen|informe|resumo|relat\u00f3rio|izve\u0161taj|izvje\u0161taj|sa\u017eet|\u043f\u043e\u043b\u044c\u0437\u043e\u0432\u0430\u0442\u0435\u043b|\u0443\u0447\u0430\u0441\u0442\u043d\u0438\u043a|\u043a\u043e\u0440\u0438\u0441\u043d\u0438\u043a|\u043f\u0430\u0439\u0434\u0430\u043b\u0430\u043d\u0443\u0448\u044b|\u049b\u0430\u0442\u044b\u0441\u0443\u0448\u044b|\u049b\u043e\u0440\u044b\u0442\u044b\u043d\u0434\u044b|\u0440\u0435\u0437\u044e\u043c\u0435|\u0441\u0432\u043e\u0434\u043a|\u043e\u0442\u0447\u0435\u0442|\u043e\u0442\u0447\u0451\u0442|\u0438\u0437\u0432\u0435\u0448\u0442\u0430\u0458)|\u10db\u10dd\u10db\u10ee\u10db\u10d0\u10e0\u10d4\u10d1|\u10db\u10dd\u10dc\u10d0\u10ec\u10d8\u10da|\u10e8\u10d4\u10ef\u10d0\u10db\u10d4\u10d1|\u10dd\u10e5\u10db\u10e8\u10d8|\u0585\u0563\u057f\u0561\u057f\u0565\u0580|\u0585\u0563\u057f\u0561\u057f\u056b\u0580|\u0574\u0561\u057d\u0576\u0561\u056f\u056b\u0581|\u0561\u0574\u0583\u0578\u0583|\u0570\u0561\u0577\u057e\u0565\u057f\u057e|\u0909\u092a\u092f\u094b\u0917\u0915\u0930\u094d\u0924\u093e|\u092a\u094d\u0930\u0924\u093f\u092d\u093e\u0917\u0940|\u0938\u093e\u0930\u093e\u0902\u0936|\u0930\u093f\u092a\u094b\u0930\u094d\u091f|\u0627\u0644\u0645\u0633\u062a\u062e\u062f\u0645|\u0627\u0644\u0645\u0634\u0627\u0631\u0643|\u0627\u0644\u0645\u0644\u062e\u0635|\u0627\u0644\u0645\u062d\u0636\u0631|\u0627\u0644\u062a\u0642\u0631\u064a\u0631|\u7528\u6237|\u53c2\u4f1a\u8005|\u53c2\u4e0e\u8005|\u7eaa\u8981|\u6458\u8981|\u62a5\u544a|\u30e6\u30fc\u30b6\u30fc|\u53c2\u52a0\u8005|\u8b70\u4e8b\u9332|\u8981\u7d04|\uc0ac\uc6a9\uc790|\ucc38\uc11d\uc790|\uc694\uc57d|\ud68c\uc758\ub85d|\u1021\u1014\u103e\u1005\u103a\u1001\u103b\u102f\u1015\u103a|\u1021\u101e\u102f\u1036\u1038\u1015\u103c\u102f\u101e\u1030/u;
/** A calendar's organizer or its participants changed, the calendar shared (CALENDAR's acts no assistant is asked for). */
const ORGANIZER =
  /(?<![\p{L}])(?:como\s+organizador|comme\s+organisateur|als\s+organisator|quitar\s+al\s+organizador|altere\s+os\s+participantes|cambia\s+los\s+participantes|partagez\s+l'agenda|compartilhe\s+a\s+agenda|comparte\s+la\s+agenda|teile\s+(?:den|deinen)\s+kalender)(?![\p{L}])/u;

/** The act kept from a person, in the languages the concealment's table lacked (lower case). */
const KEEP_QUIET =
  /(?<![\p{L}])(?:n\u00e6vn\s+(?:\S{1,12}\s+){0,2}ikke|skriv\s+intet|seg\u00f0u\s+engum|ekki\s+minnast|neinform\u0113|nera\u0161yk|nemin\u0117k|\u043d\u0435\s+\u0433\u043e\s+\u0441\u043f\u043e\u043c\u0435\u043d\u0430\u0432\u0430\u0439|\u043d\u0435\s+\u043a\u0430\u0437\u0432\u0430\u0439|\u043d\u0435\s+\u043f\u043e\u043c\u0438\u045a\u0438|nespom\u00ednaj|ne\s+omenjaj|nu\s+men\u021biona|ne\s+pominji|ne\s+spominji|no\s+(?:ho\s+)?mencionis|non\s+o\s+menciones|ez\s+aipatu|\u043d\u0435\s+\u0443\u043f\u043e\u043c\u0438\u043d\u0430\u0439|\u043d\u0435\s+\u0443\u043f\u043e\u043c\u0438\u043d\u0430\u0442\u044c|\u043d\u0435\s+\u0441\u043e\u043e\u0431\u0449\u0430\u0439|\u0430\u0439\u0442\u043f\u0430|qeyd\s+etm\u0259|m\u0259lumat\s+verm\u0259|informiere\s+(?:\S{1,20}\s+){0,3}nicht|nicht\s+erw\u00e4hnen|ne\s+pr\u00e9venez\s+pas|sans\s+pr\u00e9venir|ne\s+le\s+mentionnez\s+pas|no\s+avises|no\s+menciones|n\u00e3o\s+conte|n\u00e3o\s+mencione|ha\s+u\s+sheegin|agwala|m\u00e1\s+s\u00ec\s+s\u1ecd|moenie\s+(?:\S{1,20}\s+){0,6}vertel|hana\s+u\s+sheegin|retirez\s+ce\s+paragraphe|supprimez\s+ce\s+paragraphe|borra\s+este\s+p\u00e1rrafo|apague\s+este\s+par\u00e1grafo|entferne\s+diesen\s+absatz)(?![\p{L}])|\u0938\u093e\u0902\u0917\u0942\s\u0928\u0915\u093e|\u0928\u092d\u0928\u094d\u0928\u0941\u0939\u094b\u0938\u094d|\u0c1a\u0c46\u0c2a\u0c4d\u0c2a\u0c35\u0c26\u0c4d\u0c26\u0c41|\u0a9c\u0aa3\u0abe\u0ab5\u0ab6\u0acb\s\u0aa8\u0ab9\u0ac0\u0a82|\u0ca4\u0cbf\u0cb3\u0cbf\u0cb8\u0cac\u0cc7\u0ca1\u0cbf|\u0caa\u0cb0\u0cbf\u0ca6\u0cbf\u0cb0\u0cc1\u0c95\u0ccd\u0c95\u0cc1|\u0d2a\u0d31\u0d2f\u0d30\u0d41\u0d24\u0d4d|\u0a28\u0a3e\s\u0a26\u0a71\u0a38\u0a4b|\u0db1\u0ddc\u0d9a\u0dd2\u0dba\u0db1\u0dca\u0db1|\u0646\u06c1\s\u0628\u062a\u0627\u0626\u06cc\u06ba|\u1780\u17bb\u17c6\u1794\u17d2\u179a\u17b6\u1794\u17cb|\u091c\u093c?\u093f\u0915\u094d\u0930\s\u0928\s\u0915\u0930\u0947\u0902|\u0909\u0932\u094d\u0932\u0947\u0916\s\u0928\s\u0915\u0930\u0947\u0902|\u0648?\u0644\u0627\s\u062a\u0630\u0643\u0631|\u10d0\u10e0\s\u10d0\u10ee\u10e1\u10d4\u10dc\u10dd|\u10dc\u10e3\s\u10d4\u10e2\u10e7\u10d5\u10d8|\u0574\u056b\s\u0576\u0577\u056b\u0580|\u0574\u056b\s\u057f\u0565\u0572\u0565\u056f\u0561\u0581\u0580\u0578\u0582|\u1019\u1015\u103c\u1031\u102c\u1015\u102b\u1014\u103e\u1004\u1037\u103a|\u1011\u100a\u1037\u103a\u1019\u101b\u1031\u1038\u1015\u102b\u1014\u103e\u1004\u1037\u103a|\u4e0d\u8981(?:\u5728\u7eaa\u8981\u4e2d)?\u63d0\u53ca|\u65e0\u9700(?:\u5728\u7eaa\u8981\u4e2d)?\u63d0\u53ca|\u77e5\u3089\u305b\u306a\u3044\u3067|\u901a\u77e5\u3057\u306a\u3044\u3067|\u4f1d\u3048\u306a\u3044\u3067|\uc5b8\uae09\ud558\uc9c0\s?\ub9c8|\uc0dd\ub7b5\ud560\s?\uac83/u;

/** The acts on the reader's result in `body` (lower case). */
export interface ResultActs {
  /** Rows or what was said dropped, a score given in digits or changed: the result rigged. */
  rigged: boolean;
  /** An act a person in the weak words' job is not asked for (machineAct). */
  machine: boolean;
  /** A status given (verified, approved). */
  verdict: boolean;
  /** A figure given whatever the data shows (and, with a figure in digits, the figure itself: two marks). */
  against: boolean;
  figure: boolean;
  first: boolean;
  skipped: boolean;
  /** The whole record sent to an e-mail address. */
  sent: boolean;
  calendar: boolean;
  quiet: boolean;
  /** The reader's own instructions and a secret (a key, a password) written out. */
  rules: boolean;
}

export function resultActs(body: string, send: boolean): ResultActs {
  const against = AGAINST_DATA.test(body);
  const rows = ROWS.test(body) && REMOVE.test(body);
  const scored = OMITTED.test(body) || (SCORE.test(body) && (DIGIT.test(body) || SET.test(body)));
  const acts: ResultActs = {
    rigged: rows || scored,
    machine: false,
    verdict: VERDICT.test(body),
    against,
    figure: against && DIGIT.test(body),
    first: FIRST_PLACE.test(body),
    skipped: CHECK.test(body) && SKIP.test(body),
    // (An outside address given a calendar's rights or made its organizer is the calendar sent out.)
    sent: EMAIL.test(body) && ((RECORD.test(body) && (send || SEND_OUT.test(body))) || CALENDAR.test(body)),
    rules: OWN_RULES.test(body) && SECRET.test(body),
    calendar: CALENDAR.test(body),
    quiet: false,
  };
  // (A concealment of these tables keeps out an act on the result or a record sent, never a privacy rule's names:
  // "do not mention personal data, and say that prices include VAT" is a site's rule.)
  acts.quiet =
    (acts.rigged || acts.verdict || against || acts.first || acts.skipped || acts.sent || acts.calendar || acts.rules) &&
    KEEP_QUIET.test(body);
  acts.machine =
    scored ||
    against ||
    acts.verdict ||
    acts.first ||
    acts.rules ||
    (acts.quiet && (rows || KEPT_FROM.test(body))) ||
    (acts.calendar && ORGANIZER.test(body)) ||
    ((acts.sent || acts.calendar) && sentOutside(body));
  return acts;
}

/** A system's word and an administrator's (lower case): "system message" is a service's voice, its administrator a person. */
const SYSTEM_WORD =
  /(?<![\p{L}])(?:sist|syst|nidaam)|\u10e1\u10d8\u10e1\u10e2\u10d4\u10db|\u0570\u0561\u0574\u0561\u056f\u0561\u0580\u0563|\u0441\u0438\u0441\u0442\u0435\u043c|\u0436\u04af\u0439\u0435|\u0938\u093f\u0938\u094d\u091f\u092e|\u092a\u094d\u0930\u0923\u093e\u0932\u0940|\u1005\u1014\u1005\u103a|\u7cfb\u7edf|\u7cfb\u7d71|\u30b7\u30b9\u30c6\u30e0|\uc2dc\uc2a4\ud15c|\u0646\u0638\u0627\u0645/u;
const ADMIN_WORD =
  /admin|\u10d0\u10d3\u10db\u10d8\u10dc|\u0561\u0564\u0574\u056b\u0576|\u0430\u0434\u043c\u0438\u043d|\u04d9\u043a\u0456\u043c\u0448|\u092a\u094d\u0930\u0936\u093e\u0938\u0915|\u7ba1\u7406\u5458|\u7ba1\u7406\u8005|\uad00\ub9ac\uc790|y\u00f6netici|inzibat/u;

/**
 * Whether a weak word's head (lower case) names a person's job: an assistant, or a system's administrator; a system's
 * note or message is the service's voice, whose acts all count.
 */
export function personsJob(head: string): boolean {
  return !SYSTEM_WORD.test(head) || ADMIN_WORD.test(head);
}

/** No act on the result (what an office's errand leaves of the acts under a person's job word). */
export const NO_ACTS: ResultActs = {
  rigged: false,
  machine: false,
  verdict: false,
  against: false,
  figure: false,
  first: false,
  skipped: false,
  sent: false,
  calendar: false,
  quiet: false,
  rules: false,
};

/**
 * Whether the acts hold one a person in the job the weak words name is not asked for (`machine`): the record or the
 * calendar sent to a consumer mailbox or a drop, a score, a figure, a status or the minutes rigged, a candidate put
 * first, the reader's instructions written out, a calendar's organizer changed, rows dropped and the drop kept quiet,
 * or an act kept from the user, the participants or the reader's own summary. A manager's note to an assistant or a
 * system administrator sends the minutes to a colleague, accepts an invitation for the team, keeps a surprise from a
 * colleague and deletes a test period's rows: an address at a company's domain is not read as outside
 * (docs/content-readings.md, "Acts on the reader's result across languages").
 */
export function machineAct(acts: ResultActs): boolean {
  return acts.machine;
}

/** An address or a link in `body` (lower case) at a consumer mailbox or a drop (the first few looked at). */
function sentOutside(body: string): boolean {
  const party = partiesOf(body);
  let seen = 0;
  for (let at = body.indexOf('@'); at >= 0 && seen < 8; at = body.indexOf('@', at + 1), seen++) {
    const p = party(destAt(body, at));
    if (p === 'outside' || p === 'drop') return true;
  }
  for (let at = body.indexOf('://'); at >= 0 && seen < 16; at = body.indexOf('://', at + 3), seen++) {
    if (party(destAt(body, at)) === 'drop') return true;
  }
  return false;
}

/**
 * The machine's words these languages write, read at a word's start (sticky, any case): the automated system and
 * artificial intelligence spelled out.
 */
export const ACTS_STRONG =
  /\u0938\u094d\u0935\u092f\u0902\u091a\u0932\u093f\u0924|\u0ab8\u0acd\u0ab5\u0aaf\u0a82\u0a9a\u0abe\u0ab2\u0abf\u0aa4|\u0cb8\u0ccd\u0cb5\u0caf\u0c82\u0c9a\u0cbe\u0cb2\u0cbf\u0ca4|\u0c38\u0c4d\u0c35\u0c2f\u0c02\u0c1a\u0c3e\u0c32\u0c15|\u0d13\u0d1f\u0d4d\u0d1f\u0d4b\u0d2e\u0d47\u0d31\u0d4d\u0d31\u0d21\u0d4d|\u0a38\u0a35\u0a48\u0a1a\u0a3e\u0a32\u0a3f\u0a24|\u0dc3\u0dca\u0dc0\u0dba\u0d82\u0d9a\u0dca\u200d?\u0dbb\u0dd3\u0dba|\u062e\u0648\u062f\u06a9\u0627\u0631|(?:\u1794\u17d2\u179a\u1796\u17d0\u1793\u17d2\u1792)?\u179f\u17d2\u179c\u17d0\u1799\u1794\u17d2\u179a\u179c\u178f\u17d2\u178f\u17b7|\u0627\u06d2\s\u0622\u0626\u06cc|automa\u00e7\u00e3o|tooska\s+ah|akpaaka|al\u00e1d\u00e0\u00e1\u1e63e|(?:olu|o|e)?zenzakalel\p{L}{0,4}|outomatie\p{L}{0,3}|samodejn\p{L}{1,3}|m\u0101ksl\u012bg\p{L}{0,6}\s+intelekt|dirbtin\p{L}{0,6}\s+intelekt|\u0438\u0437\u043a\u0443\u0441\u0442\u0432\u0435\u043d\p{L}{0,3}\s+\u0438\u043d\u0442\u0435\u043b\u0435\u043a\u0442|\u0432\u0435\u0448\u0442\u0430\u0447\u043a\p{L}{0,3}\s+\u0438\u043d\u0442\u0435\u043b\u0438\u0433\u0435\u043d\u0446|umjetn\p{L}{0,3}\s+inteligenc|\u0436\u0430\u0441\u0430\u043d\u0434\u044b\s+\u0438\u043d\u0442\u0435\u043b\u043b\u0435\u043a\u0442|\u10ee\u10d4\u10da\u10dd\u10d5\u10dc\u10e3\u10e0\p{L}{0,3}\s\u10d8\u10dc\u10e2\u10d4\u10da\u10d4\u10e5\u10e2|\u0561\u0580\u0570\u0565\u057d\u057f\u0561\u056f\u0561\u0576\s\u0562\u0561\u0576\u0561\u056f\u0561\u0576|s\u00fcni\s+intellekt/iuy;
/** The assistant's and the system's words these languages write (a person's job, or a service's voice, too). */
export const ACTS_WEAK =
  /\u10d0\u10e1\u10d8\u10e1\u10e2\u10d4\u10dc\u10e2|\u10e1\u10d8\u10e1\u10e2\u10d4\u10db\u10e3\u10e0|\u0585\u0563\u0576\u0561\u056f\u0561\u0576|\u0570\u0561\u0574\u0561\u056f\u0561\u0580\u0563\u0561\u0575\u056b\u0576|k\u00f6m\u0259k\u00e7i|\u043a\u04e9\u043c\u0435\u043a\u0448\u0456|\u0436\u04af\u0439\u0435\u043b\u0456\u043a|\u0441\u0438\u0441\u0442\u0435\u043c\u043d\p{L}{1,3}|\u0938\u093f\u0938\u094d\u091f\u092e|\u0ab8\u0abf\u0ab8\u0acd\u0a9f\u0aae|\u0a38\u0a3f\u0a38\u0a1f\u0a2e|\u0cb5\u0ccd\u0caf\u0cb5\u0cb8\u0ccd\u0ca5\u0cc6|\u0c35\u0c4d\u0c2f\u0c35\u0c38\u0c4d\u0c25|\u0d38\u0d02\u0d35\u0d3f\u0d27\u0d3e\u0d28|\u0db4\u0daf\u0dca\u0db0\u0dad\u0dd2|\u092a\u094d\u0930\u0923\u093e\u0932\u0940|\u1794\u17d2\u179a\u1796\u17d0\u1793\u17d2\u1792|\u1005\u1014\u1005\u103a|nidaam\p{L}{0,3}|sistemu|\u062a\u0639\u0644\u064a\u0645\u0627\u062a\s\u0627\u0644\u0646\u0638\u0627\u0645/iuy;
/** Their pieces for the native search (lower case and capitalized: a note's first word). */
export const ACTS_PIECES: readonly string[] = withCapitals([
  '\u0938\u094d\u0935\u092f\u0902\u091a',
  '\u0ab8\u0acd\u0ab5\u0aaf\u0a82',
  '\u0cb8\u0ccd\u0cb5\u0caf\u0c82',
  '\u0c38\u0c4d\u0c35\u0c2f\u0c02',
  '\u0d13\u0d1f\u0d4d\u0d1f\u0d4b',
  '\u0a38\u0a35\u0a48\u0a1a',
  '\u0dc3\u0dca\u0dc0\u0dba\u0d82',
  '\u062e\u0648\u062f\u06a9\u0627\u0631',
  '\u179f\u17d2\u179c\u17d0\u1799',
  'tooska',
  'akpaaka',
  'al\u00e1d\u00e0\u00e1',
  'zenzakalel',
  'outomati',
  'samodejn',
  'm\u0101ksl\u012bg',
  'dirbtin',
  '\u0438\u0437\u043a\u0443\u0441\u0442\u0432',
  '\u0432\u0435\u0448\u0442\u0430\u0447\u043a',
  'umjetn',
  '\u0436\u0430\u0441\u0430\u043d\u0434\u044b',
  '\u10ee\u10d4\u10da\u10dd\u10d5\u10dc',
  '\u0561\u0580\u0570\u0565\u057d\u057f',
  's\u00fcni',
  '\u10d0\u10e1\u10d8\u10e1\u10e2',
  '\u10e1\u10d8\u10e1\u10e2\u10d4\u10db',
  '\u0585\u0563\u0576\u0561\u056f',
  '\u0570\u0561\u0574\u0561\u056f\u0561\u0580\u0563',
  'k\u00f6m\u0259k\u00e7i',
  '\u043a\u04e9\u043c\u0435\u043a',
  '\u0436\u04af\u0439\u0435',
  '\u0441\u0438\u0441\u0442\u0435\u043c\u043d',
  '\u0938\u093f\u0938\u094d\u091f\u092e',
  '\u0ab8\u0abf\u0ab8\u0acd\u0a9f',
  '\u0a38\u0a3f\u0a38\u0a1f',
  '\u0cb5\u0ccd\u0caf\u0cb5\u0cb8\u0ccd\u0ca5',
  '\u0c35\u0c4d\u0c2f\u0c35\u0c38\u0c4d\u0c25',
  '\u0d38\u0d02\u0d35\u0d3f\u0d27',
  '\u0db4\u0daf\u0dca\u0db0\u0dad\u0dd2',
  '\u092a\u094d\u0930\u0923\u093e\u0932\u0940',
  '\u1794\u17d2\u179a\u1796\u17d0\u1793\u17d2\u1792',
  '\u1005\u1014\u1005\u103a',
  'nidaam',
  '\u0627\u06d2 \u0622\u0626\u06cc',
  '\u062a\u0639\u0644\u064a\u0645\u0627\u062a \u0627\u0644\u0646\u0638\u0627\u0645',
  'sistemu',
]);

/** Which of these words starts at `at` in `text`: 2 the machine's kind, 1 an assistant's or a system's, 0 neither. */
export function actsKind(text: string, at: number): number {
  ACTS_STRONG.lastIndex = at;
  if (ACTS_STRONG.test(text)) return 2;
  ACTS_WEAK.lastIndex = at;
  return ACTS_WEAK.test(text) ? 1 : 0;
}

/** A negation beside a machine's modal (lower case): no machine, not, never. */
export const SUBJECT_NEGATED =
  /(?<![\p{L}])(?:ne|n'|no|non|n\u00e3o|nao|nie|\u043d\u0435|nicht|kein\p{L}{0,2}|aucun\p{L}{0,2}|ning\u00fan|ninguna|nenhum\p{L}{0,2}|nessun\p{L}{0,2}|nunca|jamais|mai|niemals|never|not|\u043d\u0438\u043a\u043e\u0433\u0434\u0430)(?![\p{L}])/u;

/**
 * A head's colon: ASCII's before a space, the full-width one, Ethiopic's, Khmer's, Armenian's point between two
 * Armenian words (Armenian ends its sentence with its own mark and writes a head's colon as a point) and Burmese's dash.
 */
export const HEAD_COLON =
  /:(?:\s|$)|[\uff1a\u1366\u17d6]|(?<=[\u0561-\u0587])\.(?=\s[\u0561-\u0587])|(?<=[\u1000-\u109f]) - (?=[\u1000-\u109f])/;

/** Pieces with their capitalized forms beside them (a cased script's note opens with a capital). */
export function withCapitals(pieces: readonly string[]): string[] {
  const out = new Set<string>();
  for (const p of pieces) {
    out.add(p);
    out.add(p[0]!.toUpperCase() + p.slice(1));
  }
  return [...out];
}

/** An alternation of the pieces and their capitalized forms, each escaped (for a native search over a text). */
export function piecesSource(pieces: readonly string[]): string {
  return withCapitals(pieces)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
}
