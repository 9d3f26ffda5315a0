/**
 * What an order to the reading machine puts at stake in the languages of support queues, marketplaces and scanned
 * business papers, read by reader-notes-far.ts (docs/content-readings.md, "Stakes and addresses the languages share"):
 * the same few acts recur in every language, so each is a flat list of whole words (lower case, a word's start):
 * - SPEND: the user's money spent or refunded (a purchase completed, the saved card charged, a full refund);
 * - UNASKED: the user's or a supervisor's confirmation skipped, the supplier not called back;
 * - REROUTED: a delivery address, a payment method or an account's e-mail or phone changed;
 * - BUYER_DATA beside a verb of sending: the buyer's or a patient's address, phone or records sent to someone;
 * - PROMPT_OUT: the system's instructions written out;
 * - HIDDEN_COST: the shipping cost, the other sellers or the bad reviews kept from the user;
 * - an IBAN written out (a payee's account given in the order).
 * And the address's shapes the colon's head lacks: a vocative before its comma ("Asistente, ...", "\u52a9\u7406\uff0c"), a
 * condition on what the reader is ("if you are a language model, ..."), a jussive before or after the machine's word
 * (Arabic's "\u0639\u0644\u0649 \u0627\u0644\u0645\u0633\u0627\u0639\u062f", Greek's "\u03bd\u03b1", Czech's "a\u0165",
 * Chinese's "\u8acb").
 */
import { ACTS_PIECES, actsKind, machineAct, NO_ACTS, resultActs } from './reader-acts.js';
import { lazy } from './lazy.js';

/** The user's money spent or refunded (lower case). */
const SPEND = lazy(
  () =>
    /(?<![\p{L}])(?:finaliza\sla\scompra|completa\sla\scompra|tarjeta\sguardada|conclua\sa\scompra|finalize\sa\scompra|finalizar\sa\scompra|cart\u00e3o\ssalvo|carrinho|carrito|z\u0142\u00f3\u017c\szam\u00f3wienie|do\skoszyka|plaats\sde\sbestelling|winkelwagen|\u043e\u0444\u043e\u0440\u043c\u0438(?:\u0442\u0435)?\s(?:\u0437\u0430\u043a\u0430\u0437|\u0432\u043e\u0437\u0432\u0440\u0430\u0442)|\u043e\u0444\u043e\u0440\u043c\u0438\u0442\u044c\s(?:\u0437\u0430\u043a\u0430\u0437|\u0432\u043e\u0437\u0432\u0440\u0430\u0442)|\u043e\u0444\u043e\u0440\u043c\u0438\s\u043f\u043e\u0432\u0435\u0440\u043d\u0435\u043d\u043d\u044f|kadi\siliyohifadhiwa|kamilisha\sununuzi|kartu\stersimpan|selesaikan\spembelian|kay\u0131tl\u0131\skartla|sipari\u015fi\stamamla|reembolsa|reembolse|reembolsen|reembolso\s(?:total|completo|integral)|rembourse[rz]?|remboursement\sint\u00e9gral|rimborsa|rimborsate|rimborso\s(?:totale|completo)|terugbetalen|betaal\s\p{L}{1,12}\sterug|vra\u0165te|vra\u0165|t\u00e9r\u00edtsd\svissza|iade\set|iadeyi|pulangkan\sbayaran|i-refund|vr\u00e1cen\u00ed\spen\u011bz|ho\u00e0n\sti\u1ec1n|refund)(?![\p{L}])|\u03b5\u03c0\u03b9\u03c3\u03c4\u03c1\u03ad\u03c8\u03c4\u03b5\s(?:\p{L}{1,12}\s)?(?:\u03cc\u03bb\u03bf|\u03bf\u03bb\u03cc\u03ba\u03bb\u03b7\u03c1\u03bf)|\u03b5\u03c0\u03b9\u03c3\u03c4\u03c1\u03bf\u03c6\u03ae\s\u03c7\u03c1\u03b7\u03bc\u03ac\u03c4\u03c9\u03bd|\u03b1\u03c0\u03bf\u03b8\u03b7\u03ba\u03b5\u03c5\u03bc\u03ad\u03bd\u03b7\s\u03ba\u03ac\u03c1\u03c4\u03b1|\u0627\u0633\u062a\u0631\u062f|\u0627\u0633\u062a\u0631\u062f\u0627\u062f|\u0623\u0639\u062f\s\u0627\u0644\u0645\u0628\u0644\u063a|\u05d1\u05e6\u05e2\s\u05d0\u05ea\s\u05d4\u05d4\u05d6\u05de\u05e0\u05d4|\u5168\u984d\u9000\u6b3e|\u5168\u989d\u9000\u6b3e|\u9000\u6b3e(?:\u81f3|\u5230)|\u6c7a\u6e08\u3092\u5b8c\u4e86|\u30ab\u30fc\u30c8\u306b|\u6ce8\u6587\u3092\u78ba\u5b9a|\u767b\u9332\u6e08\u307f\u30ab\u30fc\u30c9|\uacb0\uc81c\ub97c\s?\uc644\ub8cc|\ud658\ubd88(?:\ud574|\uc744\s?\uc2b9\uc778)|\u0e04\u0e37\u0e19\u0e40\u0e07\u0e34\u0e19|\u0b9a\u0bc6\u0bb2\u0bc1\u0ba4\u0bcd\u0ba4\u0bc1\u0b99\u0bcd\u0b95\u0bb3\u0bcd|\u0930\u093f\u092b\u0902\u0921\s\u0915\u0930|\u099f\u09be\u0995\u09be\s\u09ab\u09c7\u09b0\u09a4/u,
);

/** The user's, a supervisor's or the supplier's confirmation skipped (lower case). */
const UNASKED = lazy(
  () =>
    /(?<![\p{L}])(?:sin\s(?:pedir|solicitar)\s(?:\p{L}{1,12}\s)?confirmaci\u00f3n|sin\sconsultar|sem\s(?:pedir\s)?confirma\u00e7\u00e3o|n\u00e3o\spergunte|zonder\sde\sgebruiker|bez\spytania|bez\spotwierdzenia|\u0431\u0435\u0437\s\u043f\u043e\u0434\u0442\u0432\u0435\u0440\u0436\u0434\u0435\u043d\u0438\u044f|\u0431\u0435\u0437\s\u0437\u0432\u043e\u043d\u043a\u0430|\u0431\u0435\u0437\s\u0441\u0432\u0435\u0440\u043a\u0438|bila\skumuuliza|tanpa\skonfirmasi|tanpa\sbertanya|kullan\u0131c\u0131ya\ssormadan|sormadan|aramadan|aramay\u0131n|gerek\syok|ohne\s(?:r\u00fcckruf|r\u00fcckfrage)|r\u00fcckruf\s(?:\S+\s){0,3}nicht\sn\u00f6tig|sans\scontre-appel|sans\sconfirmation|senza\s(?:conferma|avvisare|il\scontrollo)|verifica\stelefonica\snon|uten\s\u00e5\sringe|soittamatta|ilman\s(?:vahvistusta|soittoa)|\u03c7\u03c9\u03c1\u03af\u03c2\s(?:\u03bd\u03b1\s\u03c1\u03c9\u03c4\u03ae\u03c3\p{L}{1,3}|\u03ad\u03b3\u03ba\u03c1\u03b9\u03c3\u03b7)|bez\ssouhlasu|bez\sschv\u00e1len\u00ed|nem\s{1,3}kell\s\u00e9rtes\u00edteni|nie\spytaj|no\s(?:le\s|les\s)?pidas\s(?:\p{L}{1,12}\s)?confirmaci\u00f3n|n\u00e3o\s(?:lhe\s)?pe\u00e7a\sconfirma\u00e7\u00e3o|nic\snehl\u00e1s\p{L}{1,3}|no\sla\scompare|sin\scotejar|au\srapprochement|uten\savstemming|ohne\sabgleich|salta\sil\scontrollo|ilman\s\p{L}{1,20}\st\u00e4sm\u00e4ytyst\u00e4|\u03c7\u03c9\u03c1\u03af\u03c2\s\u03bd\u03b1\s\u03b5\u03bd\u03b7\u03bc\u03b5\u03c1\u03ce\u03c3\p{L}{1,3}|\u03c0\u03b1\u03c1\u03b1\u03bb\u03b5\u03af\u03c8\u03c4\u03b5\s\u03c4\u03b7\u03bd\s\u03b5\u03c0\u03b1\u03bb\u03ae\u03b8\u03b5\u03c5\u03c3\u03b7|otp\s\u0928|otp\s\u09aa\u09be\u09a0\u09be\u09ac\u09c7\u09a8\s\u09a8\u09be)(?![\p{L}])|\u062f\u0648\u0646\s(?:\u0627\u0644\u0631\u062c\u0648\u0639|\u0627\u0644\u062a\u062d\u0642\u0642|\u0627\u0644\u0627\u062a\u0635\u0627\u0644|\u0645\u0637\u0627\u0628\u0642\u0629|\u0645\u0648\u0627\u0641\u0642\u0629|\u0625\u0628\u0644\u0627\u063a)|\u05d5?\u05d0\u05dc\s\u05ea\u05e9\u05d0\u05dc|\u062a\u062c\u0627\u0648\u0632\s\u062e\u0637\u0648\u0629\s\u0627\u0644\u062a\u062d\u0642\u0642|\u0b9a\u0bb0\u0bbf\u0baa\u0bbe\u0bb0\u0bcd\u0baa\u0bcd\u0baa\u0bc8\u0ba4\u0bcd\s\u0ba4\u0bb5\u0bbf\u0bb0\u0bcd|\u65e7\u30a2\u30c9\u30ec\u30b9\u306b\u9001\u3089\u306a\u3044|\u0e44\u0e21\u0e48\u0e15\u0e49\u0e2d\u0e07|\u7121\u9808|\u65e0\u9700|\u4e0d\u8981\u554f|\u78ba\u8a8d\u305b\u305a|\u78ba\u8a8d\u306f\u4e0d\u8981|\ud655\uc778\s?\uc5c6\uc774|\uc54c\ub9ac\uc9c0\s?\ub9c8|\u091c\u093c?\u0930\u0942\u0930\u0924\s\u0928\u0939\u0940\u0902|\u09a6\u09b0\u0995\u09be\u09b0\s\u09a8\u09c7\u0987|\u0ba4\u0bc7\u0bb5\u0bc8\u0baf\u0bbf\u0bb2\u0bcd\u0bb2\u0bc8|\u0b9a\u0bca\u0bb2\u0bcd\u0bb2\s\u0bb5\u0bc7\u0ba3\u0bcd\u0b9f\u0bbe\u0bae\u0bcd/u,
);

/** A person or the user kept out in the plural or polite forms and the languages the tables lacked (lower case). */
const QUIET = lazy(
  () =>
    /(?<![\p{L}])(?:\u03bc\u03b7\u03bd\s\u03b1\u03bd\u03b1\u03c6\u03ad\u03c1\u03b5\u03c4\u03b5|stuur\s(?:\S+\s){0,3}geen\smelding|ne\ssz\u00f3lj|nikomu\snezmi\u0148ujte|kimseye\sg\u00f6sterme|onay\u0131\sbeklemeden|n\u00e3o\savisem|no\sles?\savisen|kada\ska\ssanar|\u043d\u0435\s\u043f\u043e\u0432\u0456\u0434\u043e\u043c\u043b\u044f\u0439|\u043d\u0435\s\u0443\u0432\u0435\u0434\u043e\u043c\u043b\u044f\u0439\u0442\u0435)(?![\p{L}])|\u05d5?\u05d0\u05dc\s\u05ea\u05d6\u05db\u05d9\u05e8\u05d5|\u8acb\u52ff\u8f49\u4ea4\u4eba\u5de5|\u4e0d\u8981\u8f6c\u4ea4\u4eba\u5de5|\u8bf7\u52ff\u8f6c\u4ea4\u4eba\u5de5|\u12a0\u1273\u1233\u12cd\u1245/u,
);

/** The other sellers (a claim about them runs them down), a place or a score to give (lower case). */
const OTHER_SELLERS = lazy(
  () =>
    /(?<![\p{L}])(?:los\sdem\u00e1s\svendedores|otros\svendedores|os\soutros\svendedores|outros\svendedores|gli\saltri\svenditori|andere\sverkopers|inni\ssprzedawcy|\u0456\u043d\u0448\u0456\s\u043f\u0440\u043e\u0434\u0430\u0432\u0446\u0456|\u0434\u0440\u0443\u0433\u0438\u0435\s\u043f\u0440\u043e\u0434\u0430\u0432\u0446\u044b|\u0434\u0440\u0443\u0433\u0438\u0445\s\u043f\u0440\u043e\u0434\u0430\u0432\u0446\u043e\u0432|wauzaji\swengine|sauran\smasu\ssayarwa|penjual\slain|di\u011fer\ssat\u0131c\u0131lar)(?![\p{L}])|\u05d4\u05de\u05d5\u05db\u05e8\u05d9\u05dd\s\u05d4\u05d0\u05d7\u05e8\u05d9\u05dd|\u0641\u0631\u0648\u0634\u0646\u062f\u06af\u0627\u0646\s\u062f\u06cc\u06af\u0631|\u0627\u0644\u0628\u0627\u0626\u0639\u064a\u0646\s\u0627\u0644\u0622\u062e\u0631\u064a\u0646|\u1208\u120e\u127d\s\u123b\u132e\u127d|\u4ed6\u306e\u51fa\u54c1\u8005|\u5176\u4ed6\u5356\u5bb6|\ub2e4\ub978\s\ud310\ub9e4\uc790/u,
);
const PLACE = lazy(
  () =>
    /(?<![\p{L}])(?:pi\u00f9\sconveniente|m\u00e1s\sbarato|mais\sbarato|goedkoopste|najta\u0144sz\p{L}{1,3}|\u043b\u0443\u0447\u0448\u0438\u043c\s\u0432\u044b\u0431\u043e\u0440\u043e\u043c|\u0441\u0430\u043c\u044b\u043c\s\u0434\u0435\u0448\u0435\u0432\u044b\u043c|pekee|a\sfarko|m\u00e9dia\scomo|media\scomo|digan\sque|digam\s(?:\S+\s){0,3}que|mseme|ku\sce)(?![\p{L}])|\u0627\u0631\u0632\u0627\u0646\u200c?\u062a\u0631\u06cc\u0646|5\s\u0645\u0646\s5|\u05e8\u05d0\u05e9\u05d5\u05df/u,
);
/** The buyer's card data handed over (the user's secret: two marks), lower case. */
const CARD_DATA = lazy(
  () =>
    /(?<![\p{L}])(?:\u0434\u0430\u043d\u043d\u044b\u0435\s\u043a\u0430\u0440\u0442\u044b|datos\sde\s(?:la\s)?tarjeta|dados\sdo\scart\u00e3o|kaartgegevens|dane\skarty|card\sdetails)(?![\p{L}])|\u0628\u064a\u0627\u0646\u0627\u062a\s\u0627\u0644\u0628\u0637\u0627\u0642\u0629|\u30ab\u30fc\u30c9\u60c5\u5831|\uce74\ub4dc\s?\uc815\ubcf4/u,
);
/** To the seller (the buyer's data sent to the other side of the sale), lower case. */
const TO_SELLER = lazy(
  () =>
    /(?<![\p{L}])(?:al\svendedor|ao\svendedor|aan\sde\sverkoper|\u043f\u0440\u043e\u0434\u0430\u0432\u0446\u0443|kwa\smuuzaji|muuzaji|kepada\spenjual|ga\smai\ssayarwa)(?![\p{L}])|\u0644\u0644\u0628\u0627\u0626\u0639|\u0625\u0644\u0649\s\u0627\u0644\u0628\u0627\u0626\u0639|\u0628\u0631\u0627\u06cc\s\u0641\u0631\u0648\u0634\u0646\u062f\u0647|\u51fa\u54c1\u8005\u306b|\ud310\ub9e4\uc790\uc5d0\uac8c|\u1208\u123b\u1329/u,
);

/** A SIM's word and a word of approving or swapping it: a number taken over (lower case). */
const SIM = lazy(
  () =>
    /(?<![\p{L}])sim(?![\p{L}])|\u0938\u093f\u092e|\u0b9a\u0bbf\u0bae\u0bcd|\u09b8\u09bf\u09ae|\u0e0b\u0e34\u0e21|\u0634\u0631\u064a\u062d\u0629/u,
);
const SIM_ACT = lazy(
  () =>
    /\u627f\u8a8d|\u6838\u51c6|\u518d\u767a\u884c|\u88dc\u767c|\uc2b9\uc778|\u0e2d\u0e19\u0e38\u0e21\u0e31\u0e15\u0e34|\u092e\u0902\u091c\u093c?\u0942\u0930|\u0b85\u0b99\u0bcd\u0b95\u0bc0\u0b95\u0bb0\u0bbf|\u0985\u09a8\u09c1\u09ae\u09cb\u09a6\u09a8|\u0627\u0644\u0645\u0648\u0627\u0641\u0642\u0629|\u0627\u0633\u062a\u0628\u062f\u0627\u0644|onayla|de\u011fi\u015fim|\u03b5\u03b3\u03ba\u03c1\u03af\u03bd|\u03b1\u03bb\u03bb\u03b1\u03b3\u03ae|j\u00f3v\u00e1|csere|schv\u00e1l|v\u00fdm\u011bn|approve|swap|aprueb|aprova|\u0437\u0430\u043c\u0435\u043d|\u092c\u0926\u0932|\u0bae\u0bbe\u0bb1\u0bcd\u0bb1|\u09aa\u09b0\u09bf\u09ac\u09b0\u09cd\u09a4\u09a8|\u0e40\u0e1b\u0e25\u0e35\u0e48\u0e22\u0e19/u,
);

/** A delivery address, a payment method or an account's e-mail or phone changed (lower case). */
const REROUTED = lazy(
  () =>
    /(?<![\p{L}])(?:direcci\u00f3n\sde\s(?:env\u00edo|entrega)|endere\u00e7o\sde\sentrega|afleveradres|bezorgadres|adres\sdostawy|metod\p{L}\sp\u0142atno\u015bci|\u0430\u0434\u0440\u0435\u0441\p{L}?\s\u0434\u043e\u0441\u0442\u0430\u0432\u043a\u0438|anwani\sya\s(?:kupeleka|usafirishaji)|adireshin\sisarwa|alamat\spengiriman|indirizzo\sdi\s(?:consegna|spedizione)|lieferadresse|adresse\sde\slivraison)(?![\p{L}])|\u0639\u0646\u0648\u0627\u0646\s\u0627\u0644\u0634\u062d\u0646|\u05db\u05ea\u05d5\u05d1\u05ea\s\u05d4\u05de\u05e9\u05dc\u05d5\u05d7|\u914d\u9001\u5148|\ubc30\uc1a1\uc9c0|\u12e8\u1218\u120b\u12ad\u12eb\s\u12a0\u12f5\u122b\u123b|\u0908\u092e\u0947\u0932\s\p{L}{0,20}\s?\u092c\u0926\u0932|\u0987\u09ae\u09c7\u09b2\s\p{L}{0,20}|\u0e40\u0e1b\u0e25\u0e35\u0e48\u0e22\u0e19\u0e2d\u0e35\u0e40\u0e21\u0e25|\u0bae\u0bbf\u0ba9\u0bcd\u0ba9\u0b9e\u0bcd\u0b9a\u0bb2\u0bc8|\u6ce8\u518c\u90ae\u7bb1|\u767b\u9332\u30e1\u30fc\u30eb\u30a2\u30c9\u30ec\u30b9|\u03b1\u03bb\u03bb\u03ac\u03be\u03c4\u03b5\s\u03c4\u03bf\semail/u,
);

/** A new account to pay into (a payee changed), lower case. */
const NEW_ACCOUNT = lazy(
  () =>
    /(?<![\p{L}])(?:neue[sn]?\skonto|neue\sbankverbindung|nouveau\scompte|nueva\scuenta|nova\sconta|nuovo\sconto|nye\skontoen|nya\skontot|nieuwe\srekening|nowy\srachunek|nowe\skonto|uudelle\stilille|yeni\shesab\p{L}{0,3}|\u043d\u043e\u0432\p{L}{1,3}\s\u0441\u0447(?:\u0451|\u0435)\u0442\p{L}{0,2}|\u043d\u043e\u0432\p{L}{1,3}\s\u0440\u0435\u043a\u0432\u0438\u0437\u0438\u0442\p{L}{0,2})(?![\p{L}])|\u0627\u0644\u062d\u0633\u0627\u0628\s\u0627\u0644\u062c\u062f\u064a\u062f|\u65b0\u8d26\u6237|\u65b0\u5e33\u6236|\u65b0\u3057\u3044\u53e3\u5ea7|\uc0c8\s?\uacc4\uc88c/u,
);
/** An account's e-mail or phone number, and a verb of changing it (lower case): an account taken over. */
const CONTACT = lazy(
  () =>
    /(?<![\p{L}])(?:e-?mail|correo|\u0435\u043c\u0435\u0439\u043b|\u043f\u043e\u0447\u0442\p{L}{1,2}|telefon\p{L}{0,4}|tel\u00e9fono|telefone|\u0442\u0435\u043b\u0435\u0444\u043e\u043d\p{L}{0,2}|\u03ba\u03b9\u03bd\u03b7\u03c4\u03cc)(?![\p{L}])|\u0908\u092e\u0947\u0932|\u092e\u094b\u092c\u093e\u0907\u0932\s\u0928\u0902\u092c\u0930|\u0987\u09ae\u09c7\u09b2|\u09ab\u09cb\u09a8\s\u09a8\u09ae\u09cd\u09ac\u09b0|\u0e2d\u0e35\u0e40\u0e21\u0e25|\u0e40\u0e1a\u0e2d\u0e23\u0e4c\u0e42\u0e17\u0e23|\u0627\u0644\u0628\u0631\u064a\u062f\s\u0627\u0644\u0625\u0644\u0643\u062a\u0631\u0648\u0646\u064a|\u0631\u0642\u0645\s\u0627\u0644\u062c\u0648\u0627\u0644|\u30e1\u30fc\u30eb\u30a2\u30c9\u30ec\u30b9|\u96fb\u8a71\u756a\u53f7|\uc774\uba54\uc77c|\uc804\ud654\s?\ubc88\ud638|\u96fb\u5b50\u90f5\u4ef6|\u624b\u6a5f|\u0bae\u0bbf\u0ba9\u0bcd\u0ba9\u0b9e\u0bcd\u0b9a\u0bb2|\u0b95\u0bc8\u0baa\u0bc7\u0b9a\u0bbf/u,
);
const CHANGE = lazy(
  () =>
    /(?<![\p{L}])(?:cambia|cambie|altere|altera|change|zmie\u0144|\u0437\u043c\u0456\u043d\p{L}{0,3}|\u0438\u0437\u043c\u0435\u043d\p{L}{0,3}|\u0441\u043c\u0435\u043d\p{L}{0,3}|ubah|badilisha|canza|de\u011fi\u015ftir\p{L}{0,3}|\u03b1\u03bb\u03bb\u03ac\u03be\u03c4\u03b5|\u03ac\u03bb\u03bb\u03b1\u03be\u03b5|wijzig|\u00e4ndere|\u00e4ndern|modifiez|modifie)(?![\p{L}])|\u092c\u0926\u0932|\u09ac\u09a6\u09b2|\u0e40\u0e1b\u0e25\u0e35\u0e48\u0e22\u0e19|\u063a\u064a\u0651?\u0631|\u5909\u66f4|\u66f4\u6539|\ubcc0\uacbd|\u0bae\u0bbe\u0bb1\u0bcd\u0bb1/u,
);

/** The buyer's, a customer's, a patient's or the other passengers' data (lower case). */
const BUYER_DATA = lazy(
  () =>
    /(?<![\p{L}])(?:comprador\p{L}{0,2}|pokupatel\p{L}{0,3}|\u043f\u043e\u043a\u0443\u043f\u0430\u0442\u0435\u043b\p{L}{0,3}|\u043f\u043e\u043a\u0443\u043f\u0446\p{L}{0,3}|mnunuzi|pembeli|kupuj\u0105c\p{L}{0,3}|koper|pasientjournal\p{L}{0,2}|potilaan|hasta\p{L}{0,6}|yolcu\p{L}{0,6}|m\u00fc\u015fteri\p{L}{0,6}|mai\ssaye|patient\p{L}{0,2}|paciente\p{L}{0,2})(?![\p{L}])|\u0627\u0644\u0645\u0634\u062a\u0631\u064a|\u0627\u0644\u0645\u0631\u064a\u0636|\u0627\u0644\u0631\u0643\u0627\u0628|\u062e\u0631\u06cc\u062f\u0627\u0631|\u05d4\u05e7\u05d5\u05e0\u05d4|\u8cfc\u5165\u8005|\u60a3\u8005|\u5ba2\u6236|\u4e58\u5ba2|\uad6c\ub9e4\uc790|\uac00\uc785\uc790|\u12e8\u1308\u12e2\u12cd|\u0e1c\u0e39\u0e49\u0e42\u0e14\u0e22\u0e2a\u0e32\u0e23|\u092f\u093e\u0924\u094d\u0930\u093f\u092f\u094b\u0902|\u0917\u094d\u0930\u093e\u0939\u0915|\u09af\u09be\u09a4\u09cd\u09b0\u09c0\u09a6\u09c7\u09b0|\u03b5\u03c0\u03b9\u03b2\u03b1\u03c4\u03ce\u03bd|el\u0151fizet\u0151/u,
);
/** A verb of sending, passing or writing out (lower case): the data sent to someone. */
const SEND = lazy(
  () =>
    /(?<![\p{L}])(?:env\u00eda\p{L}{0,3}|envia\p{L}{0,2}|manda|mande|send|stuur|wy\u015blij|\u043e\u0442\u043f\u0440\u0430\u0432\p{L}{1,4}|\u043f\u0435\u0440\u0435\u0434\u0430\p{L}{1,4}|\u043d\u0430\u0434\u0456\u0448\u043b\p{L}{1,3}|mtumie|tuma|kirimkan|kirim|g\u00f6nder\p{L}{0,3}|ekle|l\u00e4het\u00e4|\u03c3\u03c4\u03b5\u03af\u03bb\p{L}{1,3}|\u03b3\u03c1\u03ac\u03c8\u03b5|k\u00fcldd|p\u0159edej|bhejo|ka\sba|ku\saika)(?![\p{L}])|\u0623\u0631\u0633\u0644|\u0627\u0631\u0633\u0644|\u0625\u0631\u0633\u0627\u0644|\u0627\u0646\u0633\u062e|\u0628\u0641\u0631\u0633\u062a|\u05e9\u05dc\u05d7|\u9001\u4fe1|\u9001\u3063\u3066|\u9001\u3063|\u56de\u8986|\u56de\u590d|\ubcf4\ub0b4|\uc801\uc5b4|\u0e2a\u0e48\u0e07|\u0e04\u0e31\u0e14\u0e25\u0e2d\u0e01|\u092d\u0947\u091c|\u09aa\u09be\u09a0\u09be\u0993|\u09b2\u09bf\u0996\u09c7|\u12ab\u1275|\u0bae\u0bc1\u0b95\u0bb5\u0bb0\u0bbf\u0b95\u0bcd\u0b95\u0bc1|\u12b5\u12b5|\u1209\u12ad/u,
);
/** What of theirs is sent: an address, a phone number, records, card data (lower case). */
const DATA_WORD = lazy(
  () =>
    /(?<![\p{L}])(?:direcci\u00f3n|endere\u00e7o|adres\p{L}{0,2}|\u0430\u0434\u0440\u0435\u0441\p{L}{0,2}|anwani|alamat|adireshin|tel\u00e9fono|telefone|\u0442\u0435\u043b\u0435\u0444\u043e\u043d\p{L}{0,2}|namba\sya\ssimu|nomor\stelepon|lambar\swaya|journal\p{L}{0,2}|e-?mailadres|bestellingen|records|hoitokertomus|kay\u0131tlar\u0131\p{L}{0,4}|\u0434\u0430\u043d\u043d\u044b\u0435\s\u043a\u0430\u0440\u0442\u044b|\u03c4\u03b7\u03bb\u03ad\u03c6\u03c9\u03bd\u03b1|\u03bf\u03bd\u03cc\u03bc\u03b1\u03c4\u03b1|nev\u00e9t)(?![\p{L}])|\u0639\u0646\u0648\u0627\u0646|\u0647\u0627\u062a\u0641|\u0647\u0648\u0627\u062a\u0641|\u0627\u0644\u0633\u062c\u0644|\u0634\u0645\u0627\u0631\u0647|\u0646\u0634\u0627\u0646\u06cc|\u05db\u05ea\u05d5\u05d1\u05ea|\u4f4f\u6240|\u96fb\u8a71\u756a\u53f7|\u8a3a\u7642\u8a18\u9332|\u59d3\u540d|\u9580\u865f|\u5730\u5740|\uc774\ub984|\uc8fc\uc18c|\u0e40\u0e1a\u0e2d\u0e23\u0e4c\u0e42\u0e17\u0e23|\u092b\u093c?\u094b\u0928\s\u0928\u0902\u092c\u0930|\u092a\u0924\u093e|\u0930\u093f\u0915\u0949\u0930\u094d\u0921|\u09ab\u09cb\u09a8\s\u09a8\u09ae\u09cd\u09ac\u09b0|\u12a0\u12f5\u122b\u123b|\u1235\u120d\u12ad|\u0ba4\u0bca\u0bb2\u0bc8\u0baa\u0bc7\u0b9a\u0bbf|\u0baa\u0ba4\u0bbf\u0bb5\u0bc1/u,
);

/** The system's or the assistant's own instructions (to be written out), lower case. */
const PROMPT_OUT = lazy(
  () =>
    /(?<![\p{L}])(?:instrucciones\sdel\ssistema|instru\u00e7\u00f5es\sdo\ssistema|istruzioni\sdi\ssistema|systeeminstructies|instrukcje\ssystemowe|\u0441\u0438\u0441\u0442\u0435\u043c\u043d\p{L}{1,3}\s(?:\u0438\u043d\u0441\u0442\u0440\u0443\u043a\u0446\p{L}{1,3}|\u043f\u0440\u043e\u043c\u043f\u0442\p{L}{0,2})|sistem\stalimat\p{L}{0,8}|rendszerutas\u00edt\u00e1s\p{L}{0,4}|syst\u00e9mov\p{L}{1,2}\spokyn\p{L}{0,2}|\u03bf\u03b4\u03b7\u03b3\u03af\u03b5\u03c2\s\u03c3\u03c5\u03c3\u03c4\u03ae\u03bc\u03b1\u03c4\u03bf\u03c2|h\u01b0\u1edbng\sd\u1eabn\sn\u1ed9i\sb\u1ed9|arahan\ssistem|instruksi\ssistem|maagizo\sya\smfumo)(?![\p{L}])|\u062a\u0639\u0644\u064a\u0645\u0627\u062a\s\u0627\u0644\u0646\u0638\u0627\u0645|\u062f\u0633\u062a\u0648\u0631\u0627\u0644\u0639\u0645\u0644\u200c?\u0647\u0627\u06cc\s\u0633\u06cc\u0633\u062a\u0645|\u05d4\u05d5\u05e8\u05d0\u05d5\u05ea\s\u05d4\u05de\u05e2\u05e8\u05db\u05ea|\u5167\u90e8\u6307\u793a|\u5185\u90e8\u6307\u793a|\u7cfb\u7edf\u63d0\u793a|\u7cfb\u7d71\u63d0\u793a|\u30b7\u30b9\u30c6\u30e0\u6307\u793a|\u30b7\u30b9\u30c6\u30e0\u30d7\u30ed\u30f3\u30d7\u30c8|\uc2dc\uc2a4\ud15c\s\uc9c0\uce68|\u0e04\u0e33\u0e2a\u0e31\u0e48\u0e07\u0e23\u0e30\u0e1a\u0e1a|\u0938\u093f\u0938\u094d\u091f\u092e\s\u0928\u093f\u0930\u094d\u0926\u0947\u0936|\u09b8\u09bf\u09b8\u09cd\u099f\u09c7\u09ae\s\u09a8\u09bf\u09b0\u09cd\u09a6\u09c7\u09b6|\u0b95\u0ba3\u0bbf\u0ba9\u0bbf\s\u0bb5\u0bb4\u0bbf\u0bae\u0bc1\u0bb1\u0bc8/u,
);

/** A thing kept from the user's eyes: the shipping cost, the other sellers' offers, the bad reviews (lower case). */
const HIDDEN_COST = lazy(
  () =>
    /(?<![\p{L}])(?:non\smostrate\sle\sspese|no\smuestren\s(?:los\s)?(?:gastos|costos)|n\u00e3o\smostrem\s(?:o\s)?(?:frete|custo)|\u043d\u0435\s\u043f\u043e\u043a\u0430\u0437\u044b\u0432\u0430\u0439\u0442\u0435\s\u043f\u0440\u0435\u0434\u043b\u043e\u0436\u0435\u043d\u0438\u044f|\u043d\u0435\s\u043f\u043e\u043a\u0430\u0437\u044b\u0432\u0430\u0439\u0442\u0435\s\u0441\u0442\u043e\u0438\u043c\u043e\u0441\u0442\u044c|hide\sthe\sdelivery\sfee|desconsidere\s(?:todas\s)?as\s(?:notas|avalia\u00e7\u00f5es)|ignoren\s(?:las\s)?rese\u00f1as)(?![\p{L}])|\u0647\u0632\u06cc\u0646\u0647\u0654?\s\u0627\u0631\u0633\u0627\u0644\s\u0631\u0627\s\u0646\u0634\u0627\u0646\s\u0646\u062f\u0647|\u0648\u062a\u062c\u0627\u0647\u0644\u0648\u0627\s\u0627\u0644\u0634\u0643\u0627\u0648\u0649|\u05d5?\u05d0\u05dc\s\u05ea\u05d6\u05db\u05d9\u05e8\u05d5\s\u05d0\u05ea\s\u05d1\u05d9\u05e7\u05d5\u05e8\u05d5\u05ea/u,
);

/** An IBAN written out (a payee's account given in the order), upper case as printed. */
const IBAN = lazy(() => /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}(?:\s?[A-Z0-9]{1,4})?(?![A-Za-z0-9])/);

/** The stakes in `body` (lower case) and in `raw` (as written, for an IBAN's capitals). */
export interface Stakes {
  /** Money spent, refunded or paid to a written account. */
  money: boolean;
  unasked: boolean;
  rerouted: boolean;
  /** The buyer's or a patient's data sent. */
  outward: boolean;
  /** The system's instructions written out or the buyer's card handed over (the machine's or the user's alone: two marks). */
  prompt: boolean;
  /** A person kept out (a notice withheld, nobody told). */
  quiet: boolean;
  /** A place or a score to give, or the other sellers run down. */
  place: boolean;
  others: boolean;
  hidden: boolean;
  /** The reader's result rigged: rows dropped, a score or a status given (reader-acts.ts). */
  rigged: boolean;
  /** A figure given whatever the data shows: counted once, twice with the figure in digits. */
  fixed: boolean;
}

export function stakesOf(body: string, raw: string, weak = false): Stakes {
  const send = SEND().test(body);
  // (What the order does to the reader's result, a record sent out, a calendar changed: reader-acts.ts. Under a
  // person's job word they count only beside an act that person is not asked for: machineAct.)
  const found = resultActs(body, send);
  const acts = weak && !machineAct(found) ? NO_ACTS : found;
  return {
    money: SPEND().test(body) || NEW_ACCOUNT().test(body) || IBAN().test(raw),
    unasked: UNASKED().test(body) || acts.skipped,
    quiet: QUIET().test(body) || acts.quiet,
    place: PLACE().test(body) || acts.first,
    others: OTHER_SELLERS().test(body),
    rerouted:
      REROUTED().test(body) || (CONTACT().test(body) && CHANGE().test(body)) || (SIM().test(body) && SIM_ACT().test(body)) || acts.calendar,
    outward: (BUYER_DATA().test(body) && DATA_WORD().test(body) && (send || TO_SELLER().test(body))) || acts.sent,
    prompt: PROMPT_OUT().test(body) || (CARD_DATA().test(body) && (send || TO_SELLER().test(body))) || acts.rules,
    hidden: HIDDEN_COST().test(body),
    rigged: acts.rigged || (acts.against && acts.figure),
    fixed: acts.against || acts.verdict,
  };
}

/**
 * The machine's words the head's tables lacked, read at a word's start (sticky): the automated system, AI spelled out
 * (Arabic's with no article too).
 */
const STAKES_STRONG = lazy(
  () =>
    /\u0e23\u0e30\u0e1a\u0e1a\u0e2d\u0e31\u0e15\u0e42\u0e19\u0e21\u0e31\u0e15\u0e34|\u0938\u094d\u0935\u091a\u093e\u0932\u093f\u0924|\u0ba4\u0bbe\u0ba9\u0bbf\u0baf\u0b99\u0bcd\u0b95\u0bbf|\u09b8\u09cd\u09ac\u09af\u09bc\u0982\u0995\u09cd\u09b0\u09bf\u09af\u09bc|(?:\u0644\u0644|\u0627\u0644)\u0646\u0638\u0627\u0645\s\u0627\u0644\u0622\u0644\u064a|\u0630\u0643\u0627\u0621\s\u0627\u0635\u0637\u0646\u0627\u0639\u064a|yapay\szek[a\u00e2]|mesters\u00e9ges\sintelligenci|\u0645\u062f\u0644\s\u0632\u0628\u0627\u0646\u06cc|model\sbahasa|\u8a00\u8a9e\u30e2\u30c7\u30eb|\u1230\u12cd\s\u1230\u122b\u123d|\u12e8\u124b\u1295\u124b\s\u121e\u12f4\u120d|mataimakan|wasaidizi/iuy,
);
/** An assistant's spellings the tables lacked (a person's job too). */
const STAKES_WEAK = lazy(
  () =>
    /\u0905\u0938\u093f\u0938\u094d\u091f\u0947\u0902\u091f|\u09b8\u09b9\u0995\u09be\u09b0\u09c0|tr\u1ee3\sl\u00fd|\u03b2\u03bf\u03b7\u03b8|\u05e2\u05d5\u05d6\u05e8|\u1228\u12f3\u1276\u127d|\u0e1c\u0e39\u0e49\u0e0a\u0e48\u0e27\u0e22/iuy,
);
/** Which of these words starts at `at` in `text`: 2 the machine's kind, 1 an assistant's, 0 neither. */
export function stakesKind(text: string, at: number): number {
  STAKES_STRONG().lastIndex = at;
  if (STAKES_STRONG().test(text)) return 2;
  STAKES_WEAK().lastIndex = at;
  return STAKES_WEAK().test(text) ? 1 : actsKind(text, at);
}
/** Their pieces for the native search (in the text's own case). */
export const STAKES_PIECES: readonly string[] = [
  '\u0e23\u0e30\u0e1a\u0e1a\u0e2d\u0e31\u0e15',
  '\u0938\u094d\u0935\u091a\u093e\u0932\u093f\u0924',
  '\u0ba4\u0bbe\u0ba9\u0bbf\u0baf\u0b99\u0bcd\u0b95\u0bbf',
  '\u09b8\u09cd\u09ac\u09af\u09bc\u0982',
  '\u0627\u0644\u0622\u0644\u064a',
  '\u0630\u0643\u0627\u0621 \u0627\u0635\u0637\u0646\u0627\u0639',
  'yapay zek',
  'mesters\u00e9ges',
  '\u0645\u062f\u0644 \u0632\u0628\u0627\u0646',
  'model bahasa',
  '\u8a00\u8a9e\u30e2\u30c7\u30eb',
  '\u1230\u12cd \u1230\u122b\u123d',
  '\u121e\u12f4\u120d',
  'mataimakan',
  'wasaidizi',
  '\u0905\u0938\u093f\u0938\u094d\u091f\u0947\u0902\u091f',
  '\u09b8\u09b9\u0995\u09be\u09b0\u09c0',
  'Tr\u1ee3 l\u00fd',
  '\u0392\u03bf\u03b7\u03b8',
  '\u1228\u12f3\u1276\u127d',
  '\u0e1c\u0e39\u0e49\u0e0a\u0e48\u0e27\u0e22',
  ...ACTS_PIECES,
];

/**
 * A condition on what the reader is ("si eres un agente", "if you are a language model", "kama wewe ni modeli"), lower
 * case: its clause ends at the first comma (or Japanese's "\u306a\u3089"), the order after it; a list's mark may open it.
 */
const IF_YOU_ARE = lazy(
  () =>
    /^(?:[-*\u2022]\s{1,3})?(?:si\s(?:eres|es\susted|usted\ses)|se\s(?:voc\u00ea\s\u00e9|\u00e9s|sei)|als\s(?:je|u)\s(?:een\s)?|je\u015bli\sjeste\u015b|\u0435\u0441\u043b\u0438\s(?:\u0442\u044b|\u0432\u044b)|\u044f\u043a\u0449\u043e\s(?:\u0442\u0438|\u0432\u0438)|kama\s(?:wewe|ninyi)\sni|jika\s(?:anda|kamu)|kung\sikaw\say|e\u011fer\s|\u0627\u06af\u0631\s|\u0625\u0630\u0627\s\u0643\u0646\u062a|\u0627\u0630\u0627\s\u0643\u0646\u062a|\u05d0\u05dd\s\u05d0\u05ea\u05d4|\u3042\u306a\u305f\u304c|\u0e16\u0e49\u0e32\u0e04\u0e38\u0e13|n\u1ebfu\sb\u1ea1n|\u0905\u0917\u0930\s\u0906\u092a|\u092f\u0926\u093f\s\u0906\u092a|\u12a8\u1206\u1295\u12ad|idan\s\u0199?)/u,
);
/** A vocative's comma right after the machine's word (and at most three words, "AI", "virtual", "\u01a1i"). */
const VOCATIVE = lazy(
  () =>
    /^[^\s,\uff0c\u060c\u3001:.!?\u3002"\u201c\u201d]{0,16}(?:\s[^\s,\uff0c\u060c\u3001:.!?\u3002"\u201c\u201d]{1,12}){0,3}\s?[,\uff0c\u060c\u3001]\s?/u,
);
/** A department of the office after an assistant's word in its vocative (lower case): a sales or an office assistant. */
const STAFF_TITLE = lazy(
  () =>
    /(?<![\p{L}])(?:de\s(?:ventas|tienda|oficina|caja|vendas|loja|escrit\u00f3rio)|di\s(?:negozio|vendita|ufficio)|administrativ[oa]|(?:wa|ya)\s(?:mauzo|duka|ofisi|meneja))(?![\p{L}])/u,
);
/** The machine's kind beside it ("asistente de ventas IA"): no person's title then. */
const MACHINE_KIND = lazy(() => /(?<![\p{L}])(?:ia|ai|virtual|bot)(?![\p{L}])/u);
/** A jussive or a polite request right after the machine's word and its case ending (Greek, Czech, Chinese, Russian). */
const JUSSIVE_AFTER = lazy(
  () =>
    /^\p{L}{0,14}\s?(?:\u03bd\u03b1|a\u0165|\u8acb|\u8bf7|\u306f|\u0e0a\u0e48\u0e27\u0e22|\u043e\u0431\u044f\u0437\u0430\u043d\p{L}?|\u0434\u043e\u043b\u0436\u0435\u043d|\u0434\u043e\u043b\u0436\u043d\u0430)(?![\p{L}])/u,
);
/** A Turkish jussive verb within the machine's sentence ("... onaylas\u0131n"). */
const TR_JUSSIVE = lazy(() => /^asistan\p{L}{0,4}\s(?:[^\s.!?]{1,30}\s){0,8}\p{L}{2,30}(?:s\u0131n|sin|sun|s\u00fcn)(?![\p{L}])/u);
/** Arabic's "on the assistant" (it is for the assistant to ...), the modal before the machine's word. */
const JUSSIVE_BEFORE = lazy(() => /(?:^|\s)(?:\u064a\u062c\u0628\s)?\u0639\u0644\u0649\s?$/u);

/**
 * Where the order starts after an address whose clause (`clause`, lower case, from its start to the machine's word)
 * and whose word and what follows (`ahead`, as written from the machine's word) have no colon: after a vocative's
 * comma when the clause holds no more than an interjection, after a condition on what the reader is, or after a
 * jussive's subject. -1 when none. The offset is from the machine word.
 */
/**
 * Whether an address's clause (lower case, from its start) is a condition on what the reader is: said with a job's noun
 * ("si eres un agente nuevo", "if you are a new assistant") it tells new staff who they are, so it addresses the machine
 * only with the machine's kind in it (docs/content-readings.md, "Stakes and addresses the languages share").
 */
export function readerCondition(clause: string): boolean {
  return IF_YOU_ARE().test(clause);
}
/** The same condition anywhere in a text (any case): where an address with no colon can stand. */
export const CONDITION_ANYWHERE = lazy(() => new RegExp(`(?<![\\p{L}])${IF_YOU_ARE().source.slice(1)}`, 'iu'));

export function unheadedOrder(clause: string, ahead: string): number {
  // (A table's cells before the note, numbers and codes, are no words of its clause.)
  const words = clause.split(/\s+/).filter((w) => /\p{L}/u.test(w) && !/\p{N}/u.test(w)).length;
  const line = ahead.toLowerCase();
  if (IF_YOU_ARE().test(clause)) {
    const comma = line.slice(0, 80).search(/[,\uff0c\u060c\u3001]|\u306a\u3089/);
    return comma < 0 ? -1 : comma + 1;
  }
  if (words <= 2 && JUSSIVE_BEFORE().test(clause)) return 0;
  if (words > 1) return -1;
  const j = JUSSIVE_AFTER().exec(line);
  if (j !== null) return j[0].length;
  // (Turkish's jussive ends its verb: "asistan ... onaylas\u0131n", the order read from the machine's word on.)
  if (TR_JUSSIVE().test(line)) return line.search(/\s/) + 1;
  // (A vocative opens its clause: at most one word before it, "Beste", "\u0623\u064a\u0647\u0627", "Dear".)
  const v = VOCATIVE().exec(line);
  // (A title naming the office's department, "Asistente de ventas,", "Msaidizi wa mauzo,", is a person's job.)
  return v === null || (STAFF_TITLE().test(v[0]) && !MACHINE_KIND().test(v[0])) ? -1 : v[0].length;
}

/** A line's end that ends nothing: no sentence's or head's mark before it. */
const OPEN_END = lazy(() => /[^\s.!?:;\u3002\uff1a|>]$/u);
/** A line that goes on the sentence: it opens with a lower-case letter or an uncased script's, and is no field's head. */
const GOES_ON = lazy(() => /^[ \t]{0,3}(?:\p{Ll}|\p{Lo})/u);
const FIELD_HEAD = lazy(() => /^[ \t]{0,3}[^\s:\uff1a]{1,24}(?:\s[^\s:\uff1a]{1,24}){0,2}[:\uff1a]/u);

/**
 * Whether the line break at `i` in `text` was put by a scanner inside a sentence (docs/content-readings.md, "Stakes and
 * addresses the languages share"): the line before it ends with no mark, the next opens with a lower-case letter or an
 * uncased script's and is no field's head.
 */
export function brokenLine(text: string, i: number): boolean {
  if (text[i] !== '\n') return false;
  const before = text.slice(Math.max(0, i - 2), i);
  if (!OPEN_END().test(before)) return false;
  const next = text.slice(i + 1, i + 60);
  return GOES_ON().test(next) && !FIELD_HEAD().test(next);
}
