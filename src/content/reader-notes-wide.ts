import { lazy } from './lazy.js';
/**
 * The words reader-notes-far.ts reads in the languages of knowledge bases, phones and code review (docs/content-readings.md,
 * "Orders to the reading machine in the wider languages"): the machine named by a bot's, a model's, an
 * agent's word or by artificial intelligence in its own script; and the marks of an order on the reader's output, the
 * user's data, money or an account, each a flat list of whole words (lower case, a word's start):
 * - a claim to make (a verb of saying before the language's "that", or the East Asian languages' quotative);
 * - the note, the chat or a person kept out (a negated verb of telling, the message erased), typed with or without accents;
 * - a code sent to a phone number, or the conversation sent to an e-mail address;
 * - an account changed, a bill marked paid (a record rigged);
 * - a review skipped, a secret pasted (a key's file, the CI's environment, a token, the system's instructions), a user
 *   made an administrator.
 * Phones drop accents, so every Latin word is written both ways where they differ.
 */

/**
 * The pieces a native search finds for the machine's words here (beside reader-notes-far's): bots, robots, agents,
 * models, AI in its own script. In a text in ASCII alone only the Latin ones are searched.
 */
export const WIDE_ASCII_PIECES: readonly string[] = ['bot', 'robo', 'agen', 'otomat', 'msaidizi', 'oluranlowo', 'tro ly'];
export const WIDE_PIECES: readonly string[] = [
  ...WIDE_ASCII_PIECES,
  ...WIDE_ASCII_PIECES.map((p) => p[0]!.toUpperCase() + p.slice(1)),
  'mod\u00e8l',
  'syst\u00e8m',
  '\u0441\u0438\u0441\u0442\u0435\u043c',
  '\u0421\u0438\u0441\u0442\u0435\u043c',
  '\u7cfb\u7edf',
  '\u7cfb\u7d71',
  '\u30b7\u30b9\u30c6\u30e0',
  '\uc2dc\uc2a4\ud15c',
  'tr\u1ee3 l\u00fd',
  '\u0428\u0406',
  '\u043d\u0435\u0439\u0440\u043e\u0441\u0435\u0442',
  '\u041d\u0435\u0439\u0440\u043e\u0441\u0435\u0442',
  '\u0430\u0433\u0435\u043d\u0442',
  '\u0410\u0433\u0435\u043d\u0442',
  '\u041c\u043e\u0434\u0435\u043b',
  'Mod\u00e8l',
  'prachmodell',
  '\u0627\u0644\u0630\u0643\u0627\u0621',
  '\u0628\u0648\u062a',
  '\u0645\u0633\u0627\u0639\u062f',
  '\u0647\u0648\u0634',
  '\u0639\u0627\u0645\u0644',
  '\u05d1\u05d9\u05e0\u05d4',
  '\u05e1\u05d5\u05db',
  '\u0e1a\u0e2d\u0e17',
  '\u4eba\u5de5\u667a\u80fd',
  '\u6a21\u578b',
  '\u52a9\u624b',
  '\u52a9\u7406',
  '\u81ea\u52a8\u5316',
  '\u81ea\u52d5\u5316',
  '\u6a5f\u5668\u4eba',
  '\u673a\u5668\u4eba',
  '\u4ee3\u7406',
  '\u30a2\u30b7\u30b9\u30bf\u30f3\u30c8',
  '\u30a8\u30fc\u30b8\u30a7\u30f3\u30c8',
  '\u30dc\u30c3\u30c8',
  '\uc5b4\uc2dc\uc2a4\ud134\ud2b8',
  '\uc5d0\uc774\uc804\ud2b8',
  '\ubaa8\ub378',
  '\ucc57\ubd07',
  '\uc790\ub3d9\ud654',
];

/**
 * The machine's words read at a word's start (sticky): a bot, a robot, an automated agent, a model, artificial
 * intelligence, "AI" joined to an East Asian word (AI\u52a9\u624b). The assistants' spellings of these scripts are a person's
 * job too (WIDE_WEAK), as an agent and a helper are.
 */
export const WIDE_STRONG = lazy(
  () =>
    /(?:chat)?bot(?:s|u|ot|ok)?(?![\p{L}])|otomat(?:is|ik)(?![\p{L}])|robo(?:t|ti|tu)?(?![\p{L}])|mod(?:el|\u00e8l)(?:o|e|lo|l|u|a|i|y|s|os)?(?![\p{L}])|AI(?=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])|\u0428\u0406(?![\p{L}])|\u043d\u0435\u0439\u0440\u043e\u0441\u0435\u0442|\u043c\u043e\u0434\u0435\u043b|(?:\u0648|\u0644|\u0644\u0644)?(?:\u0627\u0644)?\u0630\u0643\u0627\u0621\s\u0627\u0644\u0627\u0635\u0637\u0646\u0627\u0639\u064a|(?:\u0644\u0644|\u0627\u0644|\u0644)?\u0628\u0648\u062a(?![\u0600-\u06ff])|\u0647\u0648\u0634\s\u0645\u0635\u0646\u0648\u0639\u06cc|\u0639\u0627\u0645\u0644\s\u062e\u0648\u062f\u06a9\u0627\u0631|\u05d1\u05d9\u05e0\u05d4\s\u05de\u05dc\u05d0\u05db\u05d5\u05ea\u05d9\u05ea|[\u05dc\u05d4]?\u05d4?\u05e1\u05d5\u05db[\u05e0\u05df]\p{L}{0,3}\s\u05d4?\u05d0\u05d5\u05d8\u05d5\u05de\u05d8\u05d9|sprachmodell|\u0e1a\u0e2d\u0e17|\u4eba\u5de5\u667a\u80fd|\u6a21\u578b|\u81ea\u52a8\u5316|\u81ea\u52d5\u5316|\u6a5f\u5668\u4eba|\u673a\u5668\u4eba|\u30a8\u30fc\u30b8\u30a7\u30f3\u30c8|\u30dc\u30c3\u30c8|\uc5d0\uc774\uc804\ud2b8|\ubaa8\ub378|\ucc57\ubd07|\uc790\ub3d9\ud654/iuy,
);
export const WIDE_WEAK = lazy(
  () =>
    /agen(?:t|te|tes|ti|ten|ts)?(?![\p{L}])|sist[e\u00e8]m[ai]?(?![\p{L}])|syst[e\u00e8]m(?:e|et|s)?(?![\p{L}])|\u0441\u0438\u0441\u0442\u0435\u043c\p{L}{0,3}|\u7cfb\u7edf|\u7cfb\u7d71|\u30b7\u30b9\u30c6\u30e0|\uc2dc\uc2a4\ud15c|\u0430\u0433\u0435\u043d\u0442|msaidizi|oluranlowo|tro\sly|tr\u1ee3\sl\u00fd|(?:\u0644\u0644|\u0627\u0644|\u0644|\u064a\u0627\s)?\u0645\u0633\u0627\u0639\u062f|\u52a9\u624b|\u52a9\u7406|\u4ee3\u7406|\u30a2\u30b7\u30b9\u30bf\u30f3\u30c8|\uc5b4\uc2dc\uc2a4\ud134\ud2b8/iuy,
);

/**
 * A verb of reading, summarising, retrieving or processing in an address ("the assistant that reads this page", "if
 * you retrieve this passage"): a person's assistant is asked to do things, the reading machine is named by what it does
 * to the text. Lower case.
 */
export const READING = lazy(
  () =>
    /(?<![\p{L}])(?:liest|lesen|zusammenfasst|abruft|verarbeitet|auswertet|lit|lisent|r\u00e9sume|r\u00e9sument|r\u00e9cup\u00e8re|r\u00e9cup\u00e8rent|traite|traitent|legge|leggono|riassume|riassumono|elabora|elaborano|recupera|recuperi|lee|lea|leen|lees|resume|resuma|resumen|recuperas|procesa|procese|l\u00ea|ler|resumir|processa|processar|leest|lezen|samenvat|ophaalt|verwerkt|l\u00e4ser|sammanfattar|h\u00e4mtar|bearbetar|czyta|czytaj\u0105c\p{L}{0,2}|streszcza|odczyta|przetwarza|\u0447\u0438\u0442\u0430\u0435\u0442|\u0447\u0438\u0442\u0430|\u0447\u0435\u0442\u0435|\u010dita|skaito|skaitan\u010di\p{L}{0,2}|loeb|t\u00f6\u00f6tleb|(?:sem|som)\s(?:les|lesa)|l\u00e6ser|cite\u0219te|irakurtzen|llegeix|(?:que|qui|che)\s(?:redacta|redige|r\u00e9dige|prepara)|\u0433\u043e\u0442\u043e\u0432\u044f\u0449\p{L}{1,3}|\u043f\u043e\u043b\u0443\u0447\u0438\u0432\u0448\p{L}{1,3}|\u043e\u0431\u0440\u0430\u0431\u0430\u0442\u044b\u0432\u0430\u0435\u0442|\u0447\u0438\u0442\u0430\u0454|\u043e\u0431\u0440\u043e\u0431\u043b\u044f\u0454|okuyan|\u00f6zetleyen|i\u015fleyen|membaca|baca|merangkum|anayesoma|inayosoma|inayofupisha|nagbabasa|\u0111ang\s\u0111\u1ecdc|dang\sdoc|\u0111ang\st\u00f3m\st\u1eaft|dang\stom\stat|\u0111ang\sx\u1eed\sl\u00fd)(?![\p{L}])|\u9605\u8bfb|\u8bfb\u53d6|\u8b80\u53d6|\u8655\u7406|\u5904\u7406|\u68c0\u7d22|\u6aa2\u7d22|\u8aad\u3080|\u8981\u7d04\u3059\u308b|\uc77d\ub294|\uc694\uc57d\ud558\ub294|\ucc98\ub9ac\ud558\ub294|\uac80\uc0c9\ud55c|\u064a\u0642\u0631\u0623|\u064a\u0642\u0631\u0627|\u0628\u064a\u0642\u0631\u0627|\u062a\u0639\u0627\u0644\u062c|\u064a\u0639\u0627\u0644\u062c|\u064a\u0644\u062e\u0635|\u0628\u064a\u0644\u062e\u0635|\u067e\u0631\u062f\u0627\u0632\u0634|\u05e9\u05de\u05e2\u05d1\u05d3|\u05e9\u05e7\u05d5\u05e8\u05d0|\u092a\u0922\u093c\u0928\u0947|\u0e17\u0e35\u0e48\u0e2a\u0e23\u0e38\u0e1b|\u0e17\u0e35\u0e48\u0e2d\u0e48\u0e32\u0e19|k\sap\s(?:li|rezime)|to\sn\ska/u,
);

/** A condition on the reader in the Romance languages ("si un assistant IA ...", "se il modello ..."), lower case. */
export const WIDE_WHEN = lazy(() => /^(?:si|se|falls|\u0435\u0441\u043b\u0438|\u044f\u043a\u0449\u043e|e\u011fer|jika|kung|n\u1ebfu)\s/u);
/** A modal after such a condition: must, shall (lower case, whole words). */
export const WIDE_MODAL = lazy(
  () =>
    /(?<![\p{L}])(?:soll|sollen|sollte|muss|m\u00fcssen|doit|doivent|deve|devono|devem|debe|deben|\u0434\u043e\u043b\u0436\u0435\u043d|\u0434\u043e\u043b\u0436\u043d\u0430|\u0434\u043e\u043b\u0436\u043d\u044b|\u043f\u043e\u0432\u0438\u043d\u0435\u043d|harus)(?![\p{L}])/u,
);

const GAP = '(?:[\\s,]{1,3}[^\\s.,;:!?]{1,30}){0,7}?[\\s,]{1,3}';
const SAY: readonly (readonly [string, string])[] = [
  [
    'sag|sage|sagen|schreib|schreibe|schreiben|mitteilen|angeben|teile|teilen|antworte|antworten|best\u00e4tige|best\u00e4tigen|behaupte|erkl\u00e4re|gib|vermerke',
    'dass',
  ],
  [
    'dis|dites|\u00e9cris|ecris|\u00e9crivez|ecrivez|indique|indiquez|r\u00e9ponds|reponds|r\u00e9pondez|repondez|affirme|affirmez|confirme|confirmez|pr\u00e9cise|pr\u00e9cisez|dire|affirmer|indiquer|r\u00e9pondre|confirmer|\u00e9crire',
    "que|qu'\\p{L}+|qu\u2019\\p{L}+",
  ],
  ["di'|d\u00ec|dite|scrivi|scrivete|indica|indicate|rispondi|rispondete|afferma|affermate|conferma|confermate|comunica", 'che'],
  [
    'responde|responda|afirma|afirme|confirma|confirme|pon|escribe|escriba|diga|diz|escreva|escreve|informe|indique|fala|avisa|coloca|anota|decir|afirmar|responder|confirmar|indicar|escribir|dizer|informar|escrever',
    'que|q',
  ],
  [
    '\u0441\u043a\u0430\u0436\u0438|\u043d\u0430\u043f\u0438\u0448\u0438|\u043e\u0442\u0432\u0435\u0442\u044c|\u043f\u043e\u0434\u0442\u0432\u0435\u0440\u0434\u0438|\u0441\u043e\u043e\u0431\u0449\u0438|\u0443\u043a\u0430\u0436\u0438|\u0441\u043a\u0430\u0436\u0438\u0442\u0435|\u043d\u0430\u043f\u0438\u0448\u0438\u0442\u0435|\u043e\u0442\u0432\u0435\u0442\u044c\u0442\u0435|\u043f\u043e\u0434\u0442\u0432\u0435\u0440\u0434\u0438\u0442\u0435|\u043f\u0456\u0434\u0442\u0432\u0435\u0440\u0434\u0438|\u043f\u043e\u0432\u0456\u0434\u043e\u043c',
    '\u0447\u0442\u043e|\u0449\u043e',
  ],
  ['antwoord|bevestig|svara|bekr\u00e4fta|odpowiedz|potwierd\u017a|potwierdz', 'dat|att|\u017ce|ze'],
  ['ghi|vi\u1ebft|viet|n\u00f3i|noi|b\u00e1o|bao', 'l\u00e0|la|r\u1eb1ng|rang'],
  ['bilang|tulis|katakan|andika|sema|eleza|ekri|make|di', 'kalau|bahwa|kwamba|ke|kom'],
  [
    '\u0623\u062e\u0628\u0631|\u0627\u062e\u0628\u0631|\u0627\u0643\u062a\u0628|\u0642\u0644|\u0642\u0648\u0644',
    '\u0623\u0646|\u0627\u0646|\u0625\u0646|\u0628\u0623\u0646',
  ],
  ['\u05ea\u05d2\u05d9\u05d3|\u05db\u05ea\u05d5\u05d1|\u05e1\u05de\u05df', '\u05e9\\p{L}+|\u05db\\p{L}+'],
  ['\u092c\u0924\u093e\u0913|\u092c\u0924\u093e\u090f\u0902|\u0932\u093f\u0916\u094b|\u0915\u0939\u094b', '\u0915\u093f'],
  ['so', 'pe|p\u00e9'],
];
/** A claim to make: the pairs above, and the East Asian languages' quotative or "tell the user". */
export const WIDE_CLAIM = lazy(
  () =>
    new RegExp(
      SAY.map(([verb, that]) => `(?<![\\p{L}])(?:${verb})${GAP}(?:${that})(?![\\p{L}])`).join('|') +
        '|\u8bf7(?:\u544a\u8bc9|\u544a\u77e5|\u56de\u7b54|\u56de\u590d|\u5199)|\u8acb(?:\u544a\u8a34|\u544a\u77e5|\u56de\u7b54|\u56de\u8986)|\u544a\u8bc9\u7528\u6237|\u544a\u77e5\u7528\u6237|\u544a\u77e5\u4f7f\u7528\u8005|\u3068\u4f1d\u3048|\u3068\u7b54\u3048|\u3068\u56de\u7b54|\u3068\u8a18\u8f09|(?:\ub2e4|\ub77c)\uace0\\s?(?:\ub2f5|\ub9d0|\uc804\ud558|\uc4f0|\uc548\ub0b4)|\u0e43\u0e2b\u0e49\u0e1a\u0e31\u0e19\u0e17\u0e36\u0e01\u0e27\u0e48\u0e32|\u0e1a\u0e2d\u0e01\u0e27\u0e48\u0e32',
      'u',
    ),
);

/** The note or the act kept out: a negated verb of telling or showing, typed with or without accents (lower case). */
export const WIDE_CONCEAL = lazy(
  () =>
    new RegExp(
      '(?<![\\p{L}])(?:' +
        [
          'erw\u00e4hne\\s(?:\\S+\\s){0,4}nicht|erw\u00e4hnen\\s(?:\\S+\\s){0,4}nicht|nicht\\s(?:erw\u00e4hnen|erw\u00e4hnt|melden|informieren)|verweise\\snicht|sag\\s(?:\\S+\\s){0,3}nichts|sage\\s(?:\\S+\\s){0,3}nichts|vermerke\\snichts|ohne\\s(?:\\S+\\s){0,3}zu\\s(?:informieren|erw\u00e4hnen|melden|sagen)',
          "ne\\s(?:le\\s|les\\s|lui\\s|leur\\s)?(?:mentionnez|mentionne|dites|dis|signalez|signale|pr\u00e9venez|prevenez)|n'en\\sparlez|dis\\srien|dites\\srien|sans\\s(?:le\\s|en\\s)?(?:signaler|dire|pr\u00e9venir|prevenir|mentionner|avertir)",
          'non\\s(?:lo\\s|gli\\s|le\\s)?(?:menzionare|menzionate|citare|citate|dire|dite|segnalare|segnalatelo|segnalarlo|avvisare|avvisate|informare|informate)|senza\\s(?:dirlo|segnalarlo|avvisare|dire|informare)',
          'no\\s(?:le\\s|les\\s|lo\\s|se\\s(?:lo\\s)?)?(?:digas|diga|avises|avise|informes|informe|muestres|cuentes|menciones|mencione|cites|cite)|sin\\s(?:dec\\p{L}{0,6}|avisar|mencionar|informar)',
          'n(?:\u00e3|a)o\\s(?:lhe\\s|o\\s)?(?:mencione|mencionar|cite|citar|diga|conte|conta|fala|fale|mostra|mostre|avise|avisa|informe)|sem\\s(?:avisar|falar|contar|dizer|mencionar|informar)',
          'nu\\s(?:ii|\u00eei|le|i)\\sspune|nu\\sspune',
          '\u043d\u0435\\s(?:\u0443\u043f\u043e\u043c\u0438\u043d\u0430\u0439|\u0443\u043f\u043e\u043c\u0438\u043d\u0430\u0439\u0442\u0435|\u0433\u043e\u0432\u043e\u0440\u0438|\u0441\u043e\u043e\u0431\u0449\u0430\u0439|\u0441\u043e\u043e\u0431\u0449\u0430\u0439\u0442\u0435|\u043f\u043e\u043a\u0430\u0437\u044b\u0432\u0430\u0439|\u0443\u0432\u0435\u0434\u043e\u043c\u043b\u044f\u0439|\u043a\u0430\u0436\u0438|\u043f\u043e\u043a\u0430\u0437\u0443\u0439|\u043f\u043e\u0432\u0456\u0434\u043e\u043c\u043b\u044f\u0439|\u0437\u0433\u0430\u0434\u0443\u0439)',
          '\u0111\u1eebng\\s(?:b\u00e1o|n\u00f3i)|dung\\s(?:bao|noi)|kh\u00f4ng\\sb\u00e1o|khong\\sbao',
          'jangan\\s(?:bilang|kasih\\stahu|sebut)|jgn\\s(?:bilang|kasih\\stau|sebut)|usimwambie|usiwaambie|usiseme|pa\\sdi|ma\\sso\\sfun',
          'visa\\sinte|vis\\sikke|wag\\s(?:sabihin|ipaalam)|huwag\\s(?:sabihin|ipaalam)|mat\\sbatana|mat\\sbatao|nahi\\sbatana',
        ].join('|') +
        ')(?![\\p{L}])|' +
        '(?<![\\u0600-\\u06ff])(?:\u0648?\u0644\u0627\\s(?:\u062a\u062e\u0628\u0631|\u062a\u0630\u0643\u0631|\u062a\u0628\u0644\u063a|\u062a\u064f\u0628\u0644\u063a|\u062a\u0642\u0644)|\u0645\u0646\\s\u063a\u064a\u0631\\s\u0645\u0627\\s\u062a\u0642\u0648\u0644|\u0628\u062f\u0648\u0646\\s\u0645\u0627\\s\u062a\u0642\u0648\u0644|\u0645\u062a\\s\u0628\u062a\u0627\u0646\u0627|\u0646\u06af\u0648)(?![\\u0600-\\u06ff])|' +
        '\u05d0\u05dc\\s(?:\u05ea\u05e2\u05d3\u05db[\u05e0\u05df]|\u05ea\u05d5\u05d3\u05d9\u05e2|\u05ea\u05e1\u05e4\u05e8|\u05ea\u05d2\u05d9\u05d3)|' +
        '\u4e0d\u8981(?:\u544a\u77e5|\u63d0\u53ca|\u544a\u8bc9|\u544a\u8a34|\u901a\u77e5|\u63d0|\u5411)|\u522b\u544a\u8bc9|\u52ff(?:\u63d0\u53ca|\u544a\u77e5)|' +
        '(?:\u89e6\u308c|\u4f1d\u3048|\u8a00\u308f|\u77e5\u3089\u305b|\u8a18\u8f09\u3057)\u306a\u3044\u3067|(?:\uc5b8\uae09\ud558\uc9c0|\uc54c\ub9ac\uc9c0|\ub9d0\ud558\uc9c0)\\s?\ub9c8|' +
        '\u0e2d\u0e22\u0e48\u0e32(?:\u0e41\u0e08\u0e49\u0e07|\u0e1a\u0e2d\u0e01)|(?:\u091c\u093c\u093f\u0915\u094d\u0930|\u091c\u093f\u0915\u094d\u0930)\\s\u092e\u0924|\u092e\u0924\\s\u092c\u0924\u093e|\u0928\\s\u092c\u0924\u093e',
      'u',
    ),
);

/** The chat or the message erased (the note kept out by its own deletion), lower case. */
export const ERASED = lazy(
  () =>
    new RegExp(
      '(?<![\\p{L}])(?:emsa7|emsah|ems7|borra|borre|apaga|apague|efface|effacez|supprime|supprimez|cancella|l\u00f6sche|l\u00f6schen|\u0443\u0434\u0430\u043b\u0438|\u0432\u0438\u0434\u0430\u043b\u0438|hapus|futa|efase|xoa|x\u00f3a|sterge|\u0219terge|burahin|delete)(?![\\p{L}])|' +
        '(?<![\\u0600-\\u06ff])\u0648?(?:\u0627\u0645\u0633\u062d|\u0627\u062d\u0630\u0641)|\u0688\u06cc\u0644\u06cc\u0679',
      'u',
    ),
);

/** A person a note is kept from in these languages: the owner, a parent, the boss, the team, nobody (lower case). */
export const WIDE_KEPT = lazy(
  () =>
    /(?<![\p{L}])(?:nutzer\p{L}{0,2}|benutzer\p{L}{0,2}|utilisateur\p{L}{0,2}|utente|usuario\p{L}{0,2}|usu\u00e1rio\p{L}{0,2}|utilizador\p{L}{0,2}|\u043f\u043e\u043b\u044c\u0437\u043e\u0432\u0430\u0442\u0435\u043b\p{L}{0,3}|\u043a\u043e\u0440\u0438\u0441\u0442\u0443\u0432\u0430\u0447\p{L}{0,3}|hinweis\p{L}{0,2}|notiz|anmerkung|note|notes|notizia|notita|nota|\u0437\u0430\u043c\u0435\u0442\u043a\p{L}{0,2}|\u043f\u0440\u0438\u043c\u0435\u0447\u0430\u043d\u0438\p{L}{0,2}|\u043d\u043e\u0442\u0430\u0442\u043a\p{L}{0,2}|\u043f\u043e\u0432\u0456\u0434\u043e\u043c\u043b\u0435\u043d\u043d\p{L}{0,2}|\u0441\u043e\u043e\u0431\u0449\u0435\u043d\u0438\p{L}{0,2}|ninguem|ningu\u00e9m|nadie|personne|nessuno|niemand|nichts|rien|anyen|\u043d\u0438\u043a\u043e\u043c\u0443|\u043d\u0456\u043a\u043e\u043c\u0443|\u043d\u0438\u0447\u0435\u0433\u043e|\u043d\u0456\u0447\u043e\u0433\u043e|\u0432\u043b\u0430\u0441\u043d\u0438\p{L}{0,3}|\u0432\u043b\u0430\u0434\u0435\u043b\p{L}{0,3}|\u0434\u0435\u0436\u0443\u0440\p{L}{0,3}|dona|dono|due\u00f1o|due\u00f1a|jefa|jefe|chefe|chef|patron|patwon|ch\u1ee7|chu|mama|mam\u00e1|m\u00e3e|mae|maman|manman|papa|pap\u00e1|pai|baba|ammi|abbu|abu|nanay|tatay|bapak|ibu|team|\u00e9quipe|equipe|squadra|equipo|\u043a\u043e\u043c\u0430\u043d\u0434\p{L}{0,2}|underwriter|experte?|gestor|gestore|mwenye|oni|\u0111\u1ed9i|doi)(?![\p{L}])|\u7528\u6237|\u4f7f\u7528\u8005|\u8aac\u660e|\u8bf4\u660e|\u30e6\u30fc\u30b6\u30fc|\u6ce8\u8a18|\uc0ac\uc6a9\uc790|\uba54\ubaa8|\u0627\u0644\u0645\u0633\u062a\u062e\u062f\u0645|\u0627\u0644\u0645\u0644\u0627\u062d\u0638\u0629|\u0627\u0644\u0645\u0633\u0624\u0648\u0644|\u0644\u062d\u062f|\u06a9\u0627\u0631\u0628\u0631|\u0686\u06cc\u0632\u06cc|\u0645\u0647\u0646\u062f\u0633|\u062a\u06cc\u0645|\u05d4\u05de\u05e9\u05ea\u05de\u05e9|\u05e6\u05d5\u05d5\u05ea|\u0909\u092a\u092f\u094b\u0917\u0915\u0930\u094d\u0924\u093e|\u0928\u094b\u091f|\u0e40\u0e08\u0e49\u0e32\u0e02\u0e2d\u0e07/u,
);

/** A code or a one-time password, and a phone number: a code sent to a number is the user's data sent out. */
export const CODE = lazy(
  () =>
    /(?<![\p{L}])(?:code|codes|codigo|c\u00f3digo|codice|kod|kode|koodu|kod\p{L}{0,2}|codul|otp|pin|bankid|tan|m\u00e3|ma\s(?:otp|xac)|nambari\sya\s(?:siri|uthibitisho)|\u043a\u043e\u0434\p{L}{0,2})(?![\p{L}])|\u0643\u0648\u062f|\u0631\u0645\u0632|\u06a9\u0648\u0688|\u9a8c\u8bc1\u7801|\u9a57\u8b49\u78bc|\u8a8d\u8a3c\u30b3\u30fc\u30c9|\uc778\uc99d\ubc88\ud638|\u0e23\u0e2b\u0e31\u0e2a/u,
);
export const PHONE = lazy(() => /\+\d{1,3}[\s\d]{7,16}/);
/** The conversation or its history: sent to an e-mail address, it is the user's data sent out. */
export const CONVERSATION = lazy(
  () =>
    /(?<![\p{L}])(?:conversa|conversation|conversaci\u00f3n|conversacion|conversazione|konversation\p{L}{0,2}|unterhaltung|verlauf|chatverlauf|historique|historial|hist\u00f3rico|historico|cronologia|gesprek|rozmow\p{L}{0,2}|\u043f\u0435\u0440\u0435\u043f\u0438\u0441\u043a\p{L}{0,2}|\u0440\u0430\u0437\u0433\u043e\u0432\u043e\u0440\p{L}{0,2}|\u0440\u043e\u0437\u043c\u043e\u0432\p{L}{0,2}|percakapan)(?![\p{L}])|\u5bf9\u8bdd|\u5c0d\u8a71|\u4f1a\u8bdd|\u4f1a\u8a71|\ub300\ud654|\u0627\u0644\u0645\u062d\u0627\u062f\u062b\u0629|\u06af\u0641\u062a\u06af\u0648|\u05e9\u05d9\u05d7\u05d4/u,
);

/** An account's word (a payee's or a bank's details to change), lower case. */
export const ACCOUNT = lazy(
  () =>
    /(?<![\p{L}])(?:kontonummer|bankverbindung|num\u00e9ro\sde\scompte|rib|coordonn\u00e9es\sbancaires|conto\scorrente|cuenta\sde\s(?:cobro|pago|banco)|n\u00famero\sde\scuenta|numero\sde\scuenta|conta\spra\snova|conta\sde\srecebimento|\u0440\u0435\u043a\u0432\u0438\u0437\u0438\u0442\p{L}{0,2}|\u0440\u0430\u0445\u0443\u043d\u043e\u043a|\u0440\u0430\u0445\u0443\u043d\u043a\u0443|\u043d\u043e\u043c\u0435\u0440\s\u0441\u0447\u0435\u0442\u0430|s\u1ed1\st\u00e0i\skho\u1ea3n|so\stai\skhoan|nambari\sya\sakaunti|numero\sde\skont|rekening|rachunek|rachunku|numer\skonta)(?![\p{L}])|\u0631\u0642\u0645\s\u0627\u0644\u062d\u0633\u0627\u0628|\u0634\u0645\u0627\u0631\u0647\s\u062d\u0633\u0627\u0628|\u05de\u05e1\u05e4\u05e8\s\u05d7\u05e9\u05d1\u05d5\u05df|\u6536\u6b3e\u8d26\u6237|\u9280\u884c\u53e3\u5ea7|\uacc4\uc88c|\u0e1a\u0e31\u0e0d\u0e0a\u0e35/u,
);

/** A case marked checked, verified or approved (a record rigged, or a premise claimed), lower case. */
export const APPROVED = lazy(
  () =>
    /(?<![\p{L}])(?:gepr\u00fcft|genehmigt|freigegeben|verifiziert|valid\u00e9e?|v\u00e9rifi\u00e9e?|approuv\u00e9e?|verificat\p{L}|approvat\p{L}|validat\p{L}|verificad\p{L}|aprobad\p{L}|aprovad\p{L}|validad\p{L}|\u043f\u0440\u043e\u0432\u0435\u0440\u0435\u043d\p{L}{0,2}|\u043e\u0434\u043e\u0431\u0440\u0435\u043d\p{L}{0,2}|\u0441\u0445\u0432\u0430\u043b\u0435\u043d\p{L}{0,2}|goedgekeurd|geverifieerd|godk\u00e4nd|verifierad|zweryfikowan\p{L}|zatwierdzon\p{L})(?![\p{L}])|\u5df2\u590d\u6838|\u590d\u6838\u901a\u8fc7|\u5df2\u6838\u5b9e|\u5df2\u9a8c\u8bc1|\u5df2\u6279\u51c6|\u5df2\u7d93\u7c3d\u7f72|\u5df2\u7ecf\u7b7e\u7f72|\u627f\u8a8d\u6e08|\u78ba\u8a8d\u6e08|\u062a\u0645\u062a\s\u0645\u0631\u0627\u062c\u0639\u062a\u0647\u0627|\u062a\u0645\u062a\s\u0627\u0644\u0645\u0648\u0627\u0641\u0642\u0629|\u062a\u0627\u06cc\u06cc\u062f\s\u0634\u062f|\u05d0\u05d5\u05e9\u05e8/u,
);
/**
 * A bill or an order paid (lower case): an order's mark only beside a verb of marking (MARKING), a receipt's state
 * otherwise.
 */
export const PAID = lazy(
  () =>
    /(?<![\p{L}])(?:betaald|betald|op\u0142acon\p{L}|pagado|pagada|pago|pagou|pay\u00e9|pay\u00e9e|paye|pagata|pagato|bezahlt|\u043e\u043f\u043b\u0430\u0447\u0435\u043d\p{L}{0,3}|\u043e\u043f\u043b\u0430\u0442\u0443|\u0441\u043f\u043b\u0430\u0447\u0435\u043d\p{L}{0,2}|thanh\sto\u00e1n|thanh\stoan|imelipwa|ti\ssan|peye|dibayar|lunas|bayad\sna)(?![\p{L}])|\u0627\u062a\u062f\u0641\u0639\u062a|\u0645\u062f\u0641\u0648\u0639|\u067e\u0631\u062f\u0627\u062e\u062a\s\u0634\u062f|\u05db\u05de\u05e9\u05d5\u05dc\u05de|\u05e9\u05d5\u05dc\u05de|\u5df2\u4ed8|\u652f\u6255\u6e08|\uacb0\uc81c\s?\uc644\ub8cc|\u0e08\u0e48\u0e32\u0e22\u0e41\u0e25\u0e49\u0e27/u,
);

/** A review or a check skipped, lower case. */
export const UNREVIEWED = lazy(
  () =>
    /(?<![\p{L}])(?:sem\sressalvas|sin\sreservas|sans\sr\u00e9serve|senza\sriserve|ohne\svorbehalt|\u0431\u0435\u0437\s\u043e\u0433\u043e\u0432\u043e\u0440\u043e\u043a|(?:sans|sin|sem|senza|ohne|zonder|utan|bez|\u0431\u0435\u0437)\s(?:autre|aucune|aucun|otra|otro|outra|outro|altra|altro|weitere|verdere|ytterligare|dalszej|dalszych|\u0434\u043e\u043f\u043e\u043b\u043d\u0438\u0442\u0435\u043b\u044c\u043d\u043e\u0439)\s(?:relecture|revue|v\u00e9rification|contr\u00f4le|revisi\u00f3n|verificaci\u00f3n|control|revis\u00e3o|verifica\u00e7\u00e3o|controle|revisione|verifica|controllo|pr\u00fcfung|kontrolle|controle|kontroll|granskning|weryfikacji|\u043f\u0440\u043e\u0432\u0435\u0440\u043a\u0438)|sans\s(?:relecture|revue|v\u00e9rification|contr\u00f4le)|sin\s(?:revisar|revisi\u00f3n|revision|verificar)|sem\s(?:revis\u00e3o|revisao|revisar|verificar)|senza\s(?:revisione|verifica|controllo)|ohne\s(?:review|pr\u00fcfung|freigabe)|zonder\s(?:review|controle)|utan\s(?:granskning|kontroll)|bez\s(?:przegl\u0105du|weryfikacji)|\u0431\u0435\u0437\s(?:\u0440\u0435\u0432\u044c\u044e|\u043f\u0440\u043e\u0432\u0435\u0440\u043a\u0438|\u0441\u043e\u0433\u043b\u0430\u0441\u043e\u0432\u0430\u043d\u0438\u044f)|tanpa\s(?:review|tinjauan)|incelemeden)(?![\p{L}])|(?:\u65e0\u9700|\u7121\u9700|\u65e0\u987b|\u7121\u9808|\u4e0d\u5fc5)(?:\u5ba1\u67e5|\u5be9\u67e5|\u53c2\u8003|\u53c3\u8003|\u68c0\u67e5|\u6aa2\u67e5|\u786e\u8ba4|\u78ba\u8a8d|\u6838\u5b9e|\u6838\u5be6)|\u7121\u9700\u5be9\u67e5|\u4e0d\u7ecf\u5ba1\u67e5|\u30ec\u30d3\u30e5\u30fc(?:\u306a\u3057|\u305b\u305a)|(?:\ub9ac\ubdf0|\uac80\ud1a0)\s?\uc5c6\uc774|\u0628\u062f\u0648\u0646\s\u0628\u0627\u0632\u0628\u06cc\u0646\u06cc|\u05d1\u05dc\u05d9\s(?:\u05dc\u05e7\u05e8\u05d5\u05d0|\u05e1\u05e7\u05d9\u05e8\u05d4)/u,
);

/** A secret pasted or handed over: a key's file, the CI's environment, a token, the system's instructions (lower case). */
export const SECRET_WORDS = lazy(
  () =>
    /~\/\.(?:aws|ssh|kube|docker)|kubeconfig|id_rsa|\.env(?![\p{L}])|(?<![\p{L}])(?:credentials|token|tokens|passphrase|umgebungsvariablen|variables\sd'environnement|variables\sde\sentorno|variabili\sd'ambiente|vari\u00e1veis\sde\sambiente|\u043f\u0435\u0440\u0435\u043c\u0435\u043d\u043d\p{L}{1,3}\s\u043e\u043a\u0440\u0443\u0436\u0435\u043d\u0438\u044f|\u0441\u0438\u0441\u0442\u0435\u043c\u043d\p{L}{1,3}\s\u0438\u043d\u0441\u0442\u0440\u0443\u043a\u0446\u0438\p{L}{1,2}|\u0442\u043e\u043a\u0435\u043d\p{L}{0,2}|variabel\slingkungan|bi\u1ebfn\sm\u00f4i\str\u01b0\u1eddng)(?![\p{L}])|\u73af\u5883\u53d8\u91cf|\u74b0\u5883\u8b8a\u6578|\u74b0\u5883\u5909\u6570|\ud658\uacbd\s?\ubcc0\uc218|\ud1a0\ud070|\u062a\u0648\u06a9\u0646|\u05d8\u05d5\u05e7\u05df/u,
);

/** A place to give in these languages: the only one, the highest mark (lower case). */
export const WIDE_RANK = lazy(
  () =>
    /(?<![\p{L}])(?:\u00fanica|\u00fanico|unica|unico|seule|seul|einzige\p{L}{0,2}|\u0435\u0434\u0438\u043d\u0441\u0442\u0432\u0435\u043d\p{L}{0,3}|m\u00e1xima|maxima|maximale|massima|massimo|h\u00f6chst\p{L}{0,3}|volle\spunktzahl|\u043c\u0430\u043a\u0441\u0438\u043c\u0430\u043b\u044c\u043d\p{L}{0,3}|satu-satunya|duy\snh\u1ea5t|uitsluitend|exclusivamente|uniquement|esclusivamente|ausschlie\u00dflich)(?![\p{L}])|\u552f\u4e00|\u6700\u9ad8\u5206|\u6ee1\u5206|\u6700\u9ad8\u70b9|\u6e80\u70b9|\ucd5c\uace0\uc810|\uc720\uc77c|\u0627\u0644\u0648\u062d\u064a\u062f|\u0623\u0639\u0644\u0649\s\u062f\u0631\u062c\u0629|\u062a\u0646\u0647\u0627|\u05d4\u05d9\u05d7\u05d9\u05d3|\u0905\u0927\u093f\u0915\u0924\u092e|\u090f\u0915\u092e\u093e\u0924\u094d\u0930/u,
);

/** The other results, sources or offers set aside: a verb of ignoring or discarding, then "the others" (lower case). */
export const DISMISS = lazy(
  () =>
    new RegExp(
      '(?<![\\p{L}])(?:descarta|descarte|descartar|ignora|ignore|ignorez|ignoriere|ignorieren|negeer|negeren|ignorera|zignoruj|\u0438\u0433\u043d\u043e\u0440\u0438\u0440\u0443\u0439|\u0456\u0433\u043d\u043e\u0440\u0443\u0439|abaikan|b\u1ecf\\squa)' +
        GAP +
        '(?:dem\u00e1s|demais|otros|outros|autres|altri|altre|anderen|andere|andra|pozosta\u0142\\p{L}{0,3}|\u0434\u0440\u0443\u0433\\p{L}{0,3}|\u0456\u043d\u0448\\p{L}{0,3}|lain|kh\u00e1c)(?![\\p{L}])|' +
        '(?:\u5ffd\u7565|\u7121\u8996|\u65e0\u89c6)(?:\u5176\u4ed6|\u5176\u5b83|\u4ed6\u306e)|\ub2e4\ub978\\s\\S{1,12}\\s(?:\\S{1,12}\\s)?\ubb34\uc2dc|\u062a\u062c\u0627\u0647\u0644\\s\\S{1,12}\\s\u0627\u0644\u0623\u062e\u0631\u0649',
      'u',
    ),
);

/** A thing to present as something ("cite this document as the policy", "describe the figures as original"). */
export const STATE_AS = lazy(
  () =>
    new RegExp(
      '(?<![\\p{L}])(?:gib|stelle|behandle|pr\u00e9sente|pr\u00e9sentez|d\u00e9cris|d\u00e9crivez|citez|cite|presenta|presente|descrivi|descrivete|describe|describa|descreva|trate|tratta|citeer|beschrijf|behandel|presenteer|beskriv|presentera|przedstaw|opisz|\u043f\u0440\u0435\u0434\u0441\u0442\u0430\u0432\u044c|\u043e\u043f\u0438\u0448\u0438)' +
        GAP +
        '(?:als|comme|come|como|jako|\u043a\u0430\u043a|som)(?![\\p{L}])',
      'u',
    ),
);

/** A comment or a thread (a secret put there is handed out), lower case. */
export const POSTED = lazy(
  () =>
    /(?<![\p{L}])(?:commentaire|comentario|coment\u00e1rio|comentariu|commento|kommentar|comment|\u043a\u043e\u043c\u043c\u0435\u043d\u0442\u0430\u0440\u0438\p{L}{0,2}|\u043a\u043e\u043c\u0435\u043d\u0442\u0430\u0440\p{L}{0,2}|b\u00ecnh\slu\u1eadn|binh\sluan|komentar|yorum\p{L}{0,3})(?![\p{L}])|\u8bc4\u8bba|\u8a55\u8ad6|\u30b3\u30e1\u30f3\u30c8|\ub313\uae00|\u0646\u0638\u0631|\u05ea\u05d2\u05d5\u05d1\u05d4/u,
);

/** A verb of pasting, copying or leaving a thing in a place (lower case). */
export const PASTE = lazy(
  () =>
    /(?<![\p{L}])(?:collez|colle|copiez|copie|copia|copiar|copy|paste|pega|pegue|incolla|incollate|kopiere|einf\u00fcgen|plak|kopieer|klistra|wklej|skopiuj|\u0432\u0441\u0442\u0430\u0432\u044c|\u0432\u0441\u0442\u0430\u0432\u044c\u0442\u0435|\u0441\u043a\u043e\u043f\u0438\u0440\u0443\u0439|salin|tempel|d\u00e1n|yap\u0131\u015ft\u0131r)(?![\p{L}])|\u8d34|\u8cbc|\u30da\u30fc\u30b9\u30c8|\ubd99\uc5ec|\ub0a8\uaca8|\u0628\u06af\u0630\u0627\u0631|\u0642\u0631\u0627\u0631\s\u0628\u062f\u0647|\u05d4\u05d3\u05d1\u05e7/u,
);

/** A user made an administrator or a maintainer, rights or an unlimited quota given (lower case). */
export const ADMIN = lazy(
  () =>
    /(?<![\p{L}])(?:\p{L}{0,15}rechten|\p{L}{0,15}rechte|droits|diritti|derechos|direitos|r\u00e4ttigheter|uprawnienia|\u043f\u0440\u0430\u0432\u0430\u043c\u0438|unbegrenzt|unbeschr\u00e4nkt|illimit\u00e9e?|ilimitad\p{L}|illimitat\p{L}|\u0431\u0435\u0437\u043b\u0438\u043c\u0438\u0442\p{L}{0,3}|\u043d\u0435\u043e\u0433\u0440\u0430\u043d\u0438\u0447\u0435\u043d\p{L}{0,3}|admin|admin-rechte|administrat\p{L}{0,6}|beheerder|maintainers|\u0430\u0434\u043c\u0438\u043d\u0438\u0441\u0442\u0440\u0430\u0442\u043e\u0440\p{L}{0,3}|yetkili)(?![\p{L}])|\u7ba1\u7406\u5458|\u7ba1\u7406\u8005|\uad00\ub9ac\uc790|\u05db\u05de\u05e0\u05d4\u05dc|\u0645\u062f\u06cc\u0631|\u6743\u9650|\u6b0a\u9650|\u6a29\u9650|\uad8c\ud55c|\u05d4\u05e8\u05e9\u05d0\u05d5\u05ea|\u062f\u0633\u062a\u0631\u0633\u06cc|\u65e0\u9650|\u7121\u5236\u9650|\ubb34\uc81c\ud55c|\u0646\u0627\u0645\u062d\u062f\u0648\u062f/u,
);

/** A warning's, a sample's or a summary notice's words before an address in these languages (the note told of). */
export const WIDE_WARNED = lazy(
  () =>
    /(?<![\p{L}])(?:arnaque|golpe|golpistas|truffa|betrug|\u043c\u043e\u0448\u0435\u043d\u043d\p{L}{0,4}|\u0448\u0430\u0445\u0440\u0430\p{L}{0,4}|c\u1ea3nh\sb\u00e1o|canh\sbao|l\u1eeba\s\u0111\u1ea3o|lua\sdao|onyo|uongo|atansyon|penipuan|beispiel|esempio|ejemplo|contoh|v\u00ed\sd\u1ee5)(?![\p{L}])|\u793a\u4f8b|\u8a50\u6b3a|\u8bc8\u9a97|\uc608\uc2dc|\u0645\u062b\u0627\u0644|\u0627\u062d\u062a\u064a\u0627\u0644|\u05d3\u05d5\u05d2\u05de\u05d4|\u0909\u0926\u093e\u0939\u0930\u0923/u,
);

/** An act on a repository or a ticket: a change merged or approved, a user added, a ticket closed (lower case). */
export const ACT = lazy(
  () =>
    /(?<![\p{L}])(?:fusionnez|fusionne|fusionner|approuvez|approuve|mergen?|merge|mergt|zusammenf\u00fchren|genehmige|genehmigen|aprueben|aprueba|apruebe|aprobar|fusiona|fusionar|aprove|aprovem|aprovar|mescle|mesclar|approva|approvate|approvare|unisci|keur\p{L}{0,3}\sgoed|godk\u00e4nn|zatwierd\u017a|scal|\u043e\u0434\u043e\u0431\u0440\u0438|\u043e\u0434\u043e\u0431\u0440\u0438\u0442\u0435|\u0441\u043c\u0435\u0440\u0436\u0438|\u0441\u043c\u0435\u0440\u0436\u0438\u0442\u0435|\u0434\u043e\u0431\u0430\u0432\u044c\u0442\u0435|\u0434\u043e\u0431\u0430\u0432\u044c|f\u00fcge|ajoutez|ajoute|agrega|agregue|a\u00f1ade|adicione|adiciona|aggiungi|aggiungete|voeg|dodaj|onayla|birle\u015ftir|setujui|gabungkan|tambahkan)(?![\p{L}])|\u5408\u5e76|\u5408\u4f75|\u6279\u51c6|\u30de\u30fc\u30b8|\u627f\u8a8d\u3057|\ubcd1\ud569|\uc2b9\uc778\ud558|\u05de\u05d6\u05d2\u05d5|\u05d0\u05e9\u05e8\u05d5|\u05d4\u05d5\u05e1\u05e3|\u0627\u062f\u063a\u0627\u0645|\u062a\u0627\u06cc\u06cc\u062f\s\u06a9\u0646/u,
);

/** A discount given beside a percentage (money given away), lower case. */
export const DISCOUNT = lazy(
  () =>
    /(?<![\p{L}])(?:sconto|descuento|desconto|remise|rabatt|korting|rabat|\u0441\u043a\u0438\u0434\u043a\p{L}{0,2}|indirim|diskon)(?![\p{L}])|\u6298\u6263|\u5272\u5f15|\ud560\uc778|\u062a\u062e\u0641\u06cc\u0641|\u062e\u0635\u0645|\u05d4\u05e0\u05d7\u05d4/u,
);

/**
 * An order to send or forward (lower case): the imperative only, so a service's report of a code it sent ("we sent the
 * code to +...", "kode dikirim ke", a Chinese "already sent to") is no order to send one (docs/content-readings.md, "Orders to the reading
 * machine in the wider languages").
 */
export const SEND_ORDER = lazy(
  () =>
    new RegExp(
      '(?<![\\p{L}])(?:send|forward|text|reply|ranse|manda|mande|m\u00e1ndalo|mandalo|env\u00eda|envia|env\u00ede|envie|env\u00edalo|envialo|reenv\u00eda|reenvia|reenv\u00ede|reenvie|encaminha|encaminhe|repassa|repasse|envoie|envoyez|renvoie|renvoyez|transf\u00e8re|transfere|transf\u00e9rez|transferez|invia|inviate|inoltra|inoltrate|mandate|schick|schicke|schickt|sende|sendet|leite|leitet|stuur|verstuur|skicka|vidarebefordra|wy\u015blij|wyslij|prze\u015blij|przeslij|\u043e\u0442\u043f\u0440\u0430\u0432\u044c|\u043e\u0442\u043f\u0440\u0430\u0432\u044c\u0442\u0435|\u043f\u0435\u0440\u0435\u0448\u043b\u0438|\u043f\u0435\u0440\u0435\u0448\u043b\u0438\u0442\u0435|\u043f\u0440\u0438\u0448\u043b\u0438|\u0441\u043a\u0438\u043d\u044c|\u043d\u0430\u0434\u0456\u0448\u043b\u0438|\u043d\u0430\u0434\u0456\u0448\u043b\u0456\u0442\u044c|\u0432\u0456\u0434\u043f\u0440\u0430\u0432|g\u00f6nder|gonder|g\u00f6nderin|ilet|yolla|kirim|kirimkan|kirimin|teruskan|ipadala|ipasa|tuma|tumeni|peleka|voye|trimite|trimite\u021bi|trimiteti|ebaat|eb3at|ab3at|bhej|bhejo|\u092d\u0947\u091c\u094b|\u092d\u0947\u091c|\u0627\u0631\u0633\u0644|\u0623\u0631\u0633\u0644|\u0627\u0628\u0639\u062a|\u0627\u0628\u0639\u062b|\u0631\u062f|\u0628\u06be\u06cc\u062c|\u0628\u0641\u0631\u0633\u062a|\u05e9\u05dc\u05d7|\u05d4\u05e2\u05d1\u05e8|\u05ea\u05e2\u05d1\u05d9\u05e8)(?![\\p{L}])|' +
        '(?<!(?:\u0111\u00e3|da|\u0111\u01b0\u1ee3c|duoc|v\u1eeba|vua)\\s)(?<![\\p{L}])g(?:\u1eedi|ui)(?![\\p{L}])|' +
        '(?<!\u5df2|\u5df2\u7ecf|\u5df2\u7d93|\u88ab)(?:\u53d1\u9001|\u767c\u9001|\u53d1\u5230|\u767c\u5230|\u53d1\u7ed9|\u767c\u7d66|\u8f6c\u53d1|\u8f49\u767c)|' +
        '(?:\u9001|\u9001\u4fe1|\u8ee2\u9001)\u3057?\u3066(?:\u304f\u3060\u3055\u3044|\u304f\u308c|\u307b\u3057\u3044)?(?!\u3044|\u304a)|\ubcf4\ub0b4(?:\uc918|\uc8fc\uc138\uc694|\ub77c|\uc138\uc694)|\uc804\uc1a1\ud574(?:\uc918|\uc8fc\uc138\uc694)|\u0e2a\u0e48\u0e07(?!\u0e41\u0e25\u0e49\u0e27)',
      'u',
    ),
);

/**
 * A verb of marking, setting or confirming a record (lower case, imperatives): "paid" or "approved" is an order's mark
 * only as an act on a record ("mark the bill as paid"); as a state it is a receipt's.
 */
export const MARKING = lazy(
  () =>
    new RegExp(
      '(?<![\\p{L}])(?:mark|set|flag|confirm|marca|marque|marcala|pon|ponga|registra|registre|reg\u00edstrela|registrela|registrala|registratela|confirma|confirme|coloca|coloque|deixa|deja|p\u00f5e|poe|marquez|indique|indiquez|confirmez|passe|passez|mets|mettez|note|notez|segna|segnate|metti|mettete|conferma|confermate|imposta|markiere|markiert|setze|setzt|vermerke|best\u00e4tige|best\u00e4tigt|trage|stelle|markeer|zet|bevestig|markera|bekr\u00e4fta|s\u00e4tt|oznacz|potwierd\u017a|potwierdz|ustaw|\u043e\u0442\u043c\u0435\u0442\u044c|\u043e\u0442\u043c\u0435\u0442\u044c\u0442\u0435|\u043f\u043e\u043c\u0435\u0442\u044c|\u043f\u043e\u0434\u0442\u0432\u0435\u0440\u0434\u0438|\u043f\u043e\u0434\u0442\u0432\u0435\u0440\u0434\u0438\u0442\u0435|\u043f\u043e\u0441\u0442\u0430\u0432\u044c|\u0443\u043a\u0430\u0436\u0438|\u043f\u043e\u0437\u043d\u0430\u0447|\u043f\u0456\u0434\u0442\u0432\u0435\u0440\u0434\u0438|\u043f\u0456\u0434\u0442\u0432\u0435\u0440\u0434\u0456\u0442\u044c|\u043f\u043e\u0441\u0442\u0430\u0432|i\u015faretle|isaretle|onayla|tandai|konfirmasi|catat|ubah|bikin|buat|ghi|\u0111\u00e1nh\\sd\u1ea5u|danh\\sdau|x\u00e1c\\snh\u1eadn|xac\\snhan|\u0111\u1ed5i|doi|markahan|ilagay|weka|thibitisha|andika|make|mete|marcheaz\u0103|marcheaza|confirm\u0103|pune|\u0636\u0639|\u0627\u0643\u062a\u0628|\u0623\u0643\u062f|\u0627\u0643\u062f|\u0633\u062c\u0644|\u05e1\u05de\u05df|\u05d0\u05e9\u05e8|\u05e8\u05e9\u05d5\u05dd)(?![\\p{L}])|' +
        '\u6807\u8bb0|\u6a19\u8a18|\u6807\u4e3a|\u6a19\u70ba|\u6539\u4e3a|\u6539\u70ba|\u6539\u6210|\u8bbe\u4e3a|\u8a2d\u70ba|\u8bb0\u4e3a|\u8a18\u70ba|\u30de\u30fc\u30af\u3057\u3066|\u306b\u5909\u66f4\u3057\u3066|\u6e08\u307f\u306b\u3057\u3066|\ud45c\uc2dc\ud574|\ucc98\ub9ac\ud574|\ub85c\\s?\ubc14\uafd4|\u062b\u0628\u062a\\s\u06a9\u0646|\u062a\u0627\u06cc\u06cc\u062f\\s\u06a9\u0646',
      'u',
    ),
);

/** The kinds of the wider marks in a lower-cased body (each a kind of its own beside reader-notes-far's). */
export interface WideMarks {
  claim: boolean;
  /** 2 the note, the user or the chat kept out, 1 a person, 0 none. */
  kept: number;
  outward: boolean;
  money: boolean;
  paid: boolean;
  unreviewed: boolean;
  secret: boolean;
  /** A place to give (the only one, the highest mark). */
  rank: boolean;
  /** The others set aside. */
  dismiss: boolean;
  /** The conversation sent to an e-mail address or a code to a phone number (the user's data and an outside place at once). */
  exfil: boolean;
  /** A change merged or approved, a user added. */
  act: boolean;
  admin: boolean;
}

/** The wider marks of an order in `body` (lower case). */
export function wideMarks(body: string, email: boolean): WideMarks {
  let kept = 0;
  const m = WIDE_CONCEAL().exec(body);
  if (m !== null) {
    const around = body.slice(Math.max(0, m.index - 40), m.index + m[0].length + 50);
    kept = WIDE_KEPT().test(around) ? 2 : 1;
  }
  if (ERASED().test(body)) kept = 2;
  const secret = SECRET_WORDS().test(body);
  // (A code and a phone are the user's data sent out only under an order to send: a service reports the code it sent.)
  const code = PHONE().test(body) && CODE().test(body) && SEND_ORDER().test(body);
  const exfil = (email && CONVERSATION().test(body)) || code;
  return {
    claim: WIDE_CLAIM().test(body) || STATE_AS().test(body),
    rank: WIDE_RANK().test(body),
    dismiss: DISMISS().test(body),
    exfil,
    kept,
    outward: exfil || (secret && POSTED().test(body) && PASTE().test(body)),
    money: ACCOUNT().test(body) || (DISCOUNT().test(body) && /\d\s?%/.test(body)),
    act: ACT().test(body),
    paid: APPROVED().test(body) || (PAID().test(body) && MARKING().test(body)),
    unreviewed: UNREVIEWED().test(body),
    secret,
    admin: ADMIN().test(body),
  };
}

/**
 * A speaker's turn opening a line: at most three words, the first a letter's, before a colon, then the turn's words on
 * the same line (a byline, "mlin commented:", heads the next line's comment and is no turn; a time, "12:13", a log's
 * "--- PASS:" and a numbered source, "[2] Preprint:", are no speaker).
 */
const LINE_HEAD = lazy(() => /^[ \t]{0,4}\p{L}[^\s:\uff1a]{0,19}(?:[ \t][^\s:\uff1a]{1,20}){0,2}(?::[ \t]{1,4}|\uff1a[ \t]{0,4})[^\s]/u);
/** A model's word heading a product's field ("Modelo:", "Model:"). */
const MODEL_HEAD = lazy(() => /^mod[e\u00e8]l/i);
/** A product's code or size within the field's first two words ("UR-200", "iPhone 13"). */
const PRODUCT = lazy(() => /^\s{0,3}(?:[^\s\d]{1,20}\s)?[^\s]{0,12}\d/u);

/**
 * Whether the address whose machine word starts at `at` and whose head ends at `from` is a transcript's turn or a
 * listing's field, not an address to the reader: the machine word opens its line and the line just before or after
 * opens with another speaker's head ("Cliente:", "\u7528\u6237\uff1a"), or a model's word heads a product's code
 * (docs/content-readings.md, "Orders to the reading machine in the wider languages").
 */
export function turnOrField(text: string, at: number, from: number): boolean {
  if (MODEL_HEAD().test(text.slice(at, at + 6)) && PRODUCT().test(text.slice(from, from + 40))) return true;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  if (text.slice(lineStart, at).trim() !== '') return false;
  if (lineStart > 0) {
    const prev = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
    // (A line under a field's head ending in its colon, "Reason given:", is the field's value, no turn.)
    if (/[:\uff1a]\s*$/.test(prev)) return false;
    if (LINE_HEAD().test(prev)) return true;
  }
  const end = text.indexOf('\n', from);
  return end >= 0 && LINE_HEAD().test(text.slice(end + 1, end + 80));
}
