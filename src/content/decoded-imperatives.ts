import { lazy } from './lazy.js';
/**
 * prompt_injection / encoded_payload: an order's verb in decoded prose addressed to a machine, in the languages its heads
 * are read in (decoded-orders.ts `addressedToMachine`; docs/content-readings.md, "Encoded orders at stake"). Under any
 * head the sentence must tell the machine what to do, as an English one must: an imperative opening a clause of a
 * sentence that is no question (`keur … goed`, `markiere …`, `aprueba …`, `skicka …`, `supprime …`, `удали …`), a
 * Turkish one closing its clause (`… onayla ve`), an order not to tell (`no se lo digas`, `nie informuj`). A polite
 * question to a person (`wil je vrijdag … reserveren?`, `kan du boka … och skicka …?`), a status line (`Système :
 * maintenance programmée …`) and a note about a call have none. The words are the imperatives of what ENGLISH_ORDER
 * (and Hindi's, Arabic's) names (tell, recommend, approve, send, hide, delete, mark, change, pay, transfer, close, write, ignore, confirm …);
 * a word that is also a common noun at a status line's start (French `cache`, Spanish `cierre`, `pago`) is left out.
 */

/** Imperatives, by language, as words of their own. */
const IMPERATIVES = [
  // Spanish
  'finaliza|finalice|completa|complete|dile|digan?|recomienda|recomiende|aprueba|apruebe|valida|confirma|confirme|env[i\u00ed]a|env[i\u00ed]e|reenv[i\u00ed]a|oculta|oculte|borra|borre|elimina|elimine|escribe|escriba|ignora|marque|cambia|cambie|pague|cierra|transfiere|transfiera|responde|acepta|ofrece|ofrezca|comparte|descarga|instala|ejecuta|cancela|desactiva|exporta|reembolsa|otorga|omite|sube',
  // Portuguese
  'finalize|conclua|complete|recomende|aprove|valide|envie|reenvie|encaminhe|esconda|apague|exclua|escreva|ignore|altere|mude|feche|transfira|responda|aceite|ofere\u00e7a|compartilhe|baixe|instale|execute|cancele|desative|exporte|reembolse|conceda|pule',
  // French
  'dis|cl\u00f4ture|recommande|approuve|confirme|envoie|transf\u00e8re|transmets|masque|supprime|efface|\u00e9cris|ignore|modifie|r\u00e9ponds|accepte|propose|partage|t\u00e9l\u00e9charge|installe|ex\u00e9cute|annule|d\u00e9sactive|exporte|rembourse|accorde|saute|valide',
  // German
  'sag|sage|empfiehl|genehmige|best\u00e4tige|sende|schicke|schick|leite|verstecke|verbirg|l\u00f6sche|schreibe|schreib|ignoriere|markiere|\u00e4ndere|zahle|\u00fcberweise|schlie\u00dfe|antworte|akzeptiere|biete|lade|installiere|f\u00fchre|storniere|deaktiviere|exportiere|erstatte|gew\u00e4hre|\u00fcberspringe|gib|setze|entferne',
  // Italian
  'raccomanda|consiglia|approva|convalida|conferma|invia|inoltra|nascondi|elimina|cancella|scrivi|ignora|segna|cambia|modifica|chiudi|trasferisci|rispondi|accetta|offri|condividi|scarica|installa|esegui|annulla|disattiva|esporta|rimborsa|concedi|salta|d\u00ec|di\u2019|rimuovi',
  // Dutch
  'zeg|vertel|raad|keur|bevestig|stuur|verstuur|verberg|verwijder|schrijf|negeer|markeer|wijzig|verander|betaal|sluit|antwoord|accepteer|bied|download|installeer|voer|annuleer|schakel|exporteer|verleen|sla|zet|maak',
  // Swedish, Norwegian, Danish
  's\u00e4g|sig|rekommendera|anbefal|godk\u00e4nn|godkjenn|godkend|bekr\u00e4fta|bekreft|skicka|send|d\u00f6lj|skjul|radera|slett|slet|skriv|ignorera|ignorer|markera|marker|\u00e4ndra|endre|betala|betal|st\u00e4ng|lukk|\u00f6verf\u00f6r|overf\u00f8r|ber\u00e4tta|svara|acceptera|erbjud|dela|installera|k\u00f6r|avbryt|inaktivera|exportera|ta[ \\t]bort',
  // Polish, Czech
  'powiedz|pole\u0107|zatwierd\u017a|potwierd\u017a|wy\u015blij|prze\u015blij|ukryj|usu\u0144|napisz|zignoruj|oznacz|zmie\u0144|zap\u0142a\u0107|zamknij|przelej|odpowiedz|zaakceptuj|zaoferuj|udost\u0119pnij|pobierz|zainstaluj|uruchom|anuluj|wy\u0142\u0105cz|wyeksportuj|zwr\u00f3\u0107|przyznaj|pomi\u0144|\u0159ekni|schval|potvr\u010f|po\u0161li|skryj|sma\u017e|napi\u0161|ozna\u010d|zm\u011b\u0148|zapla\u0165|zav\u0159i|p\u0159eve\u010f',
  // Russian, Ukrainian
  '\u0441\u043a\u0430\u0436\u0438|\u043f\u043e\u0440\u0435\u043a\u043e\u043c\u0435\u043d\u0434\u0443\u0439|\u0440\u0435\u043a\u043e\u043c\u0435\u043d\u0434\u0443\u0439|\u043e\u0434\u043e\u0431\u0440\u0438|\u043f\u043e\u0434\u0442\u0432\u0435\u0440\u0434\u0438|\u043e\u0442\u043f\u0440\u0430\u0432\u044c|\u043f\u0435\u0440\u0435\u0448\u043b\u0438|\u0441\u043a\u0440\u043e\u0439|\u0443\u0434\u0430\u043b\u0438|\u043d\u0430\u043f\u0438\u0448\u0438|\u0438\u0433\u043d\u043e\u0440\u0438\u0440\u0443\u0439|\u043e\u0442\u043c\u0435\u0442\u044c|\u0438\u0437\u043c\u0435\u043d\u0438|\u043e\u043f\u043b\u0430\u0442\u0438|\u0437\u0430\u043a\u0440\u043e\u0439|\u043f\u0435\u0440\u0435\u0432\u0435\u0434\u0438|\u043e\u0442\u0432\u0435\u0442\u044c|\u043f\u0440\u0438\u043c\u0438|\u043f\u0440\u0435\u0434\u043b\u043e\u0436\u0438|\u0441\u043a\u0430\u0447\u0430\u0439|\u0443\u0441\u0442\u0430\u043d\u043e\u0432\u0438|\u0437\u0430\u043f\u0443\u0441\u0442\u0438|\u043e\u0442\u043c\u0435\u043d\u0438|\u043e\u0442\u043a\u043b\u044e\u0447\u0438|\u0432\u044b\u0433\u0440\u0443\u0437\u0438|\u0432\u0435\u0440\u043d\u0438|\u0434\u0430\u0439|\u043f\u0440\u043e\u043f\u0443\u0441\u0442\u0438|\u0432\u0438\u0434\u0430\u043b\u0438|\u043d\u0430\u0434\u0456\u0448\u043b\u0438|\u0441\u0445\u0432\u0430\u043b\u0438|\u043f\u0456\u0434\u0442\u0432\u0435\u0440\u0434\u0438',
  // Infinitives, as French, Spanish, Italian and Portuguese write an order in a note (`valider le paiement …`)
  'valider|approuver|envoyer|supprimer|payer|rembourser|confirmer|transf\u00e9rer|masquer|ignorer|finaliser|cl\u00f4turer|accepter',
  'aprobar|enviar|eliminar|borrar|pagar|reembolsar|confirmar|transferir|ocultar|ignorar|finalizar|cerrar|aceptar|validar',
  'approvare|inviare|eliminare|pagare|rimborsare|confermare|trasferire|nascondere|ignorare|finalizzare|chiudere|accettare',
  'aprovar|excluir|apagar|finalizar|fechar|aceitar',
  // Russian: rate, put
  '\u043f\u043e\u0441\u0442\u0430\u0432\u044c|\u043e\u0446\u0435\u043d\u0438',
].join('|');
/** Where a clause opens: the sentence's start, a comma, a colon or a conjunction. */
const OPENS = `(?:^|[,:][ \\t]{0,3}|[ \\t](?:und|y|e|et|en|och|og|i|oraz|a|ve|dann|puis|luego|poi|daarna|potem|\u0438|\u0430|\u0437\u0430\u0442\u0435\u043c|\u043f\u043e\u0442\u043e\u043c)[ \\t]{1,3})`;
const OPENING_ORDER = lazy(() => new RegExp(`${OPENS}(?:${IMPERATIVES})(?![\\p{L}\\p{M}])`, 'iu'));
/** Turkish puts its verb last: an imperative closing its clause. */
const TURKISH_ORDER = lazy(
  () =>
    /(?:^|[ \t])(?:onayla|g\u00f6nder|ilet|gizle|sil|yaz|i\u015faretle|de\u011fi\u015ftir|\u00f6de|kapat|aktar|yan\u0131tla|s\u00f6yle|\u00f6ner|kabul[ \t]et|indir|kur|\u00e7al\u0131\u015ft\u0131r|iptal[ \t]et|atla|ver|kald\u0131r)(?:[ \t]{0,2}(?:[,.;!]|ve[ \t])|[ \t]{0,2}$)/iu,
);
/** German writes a note's order as an infinitive closing its clause (`die Zahlung freigeben und …`). */
const GERMAN_INFINITIVE = lazy(
  () =>
    /(?:^|[ \t])(?:freigeben|genehmigen|best\u00e4tigen|l\u00f6schen|\u00fcberweisen|erstatten|zahlen|senden|abschlie\u00dfen|verbergen|entfernen)(?:[ \t]{0,2}(?:[,.;!]|und[ \t])|[ \t]{0,2}$)/iu,
);
/** An order not to tell or to show, anywhere in the sentence. */
const KEEP_OUT = lazy(
  () =>
    /(?:^|[^\p{L}])(?:no[ \t](?:(?:se[ \t]lo|se[ \t]la|le|les|lo)[ \t])?(?:muestres|digas|informes|menciones|avises|notifiques)|n\u00e3o[ \t](?:mostre|diga|informe|mencione|avise|notifique)|n'en[ \t]parle|n(?:e[ \t]|['\u2019])(?:dis|pr\u00e9viens|avertis)|non[ \t](?:dire|menzionare|informare|mostrare|avvisare)|(?:erw\u00e4hne|sag|sage|zeige)[ \t](?:(?:das|es|dies)[ \t])?nicht|nie[ \t](?:informuj|m\u00f3w|wspominaj|pokazuj|powiadamiaj)|(?:zeg|vertel|meld)[ \t](?:(?:het|dit)[ \t])?niet|(?:s\u00e4g|ber\u00e4tta|n\u00e4mn)[ \t]inte|\u043d\u0435[ \t](?:\u0441\u043e\u043e\u0431\u0449\u0430\u0439|\u0433\u043e\u0432\u043e\u0440\u0438|\u0443\u043f\u043e\u043c\u0438\u043d\u0430\u0439|\u043f\u043e\u043a\u0430\u0437\u044b\u0432\u0430\u0439|\u0443\u0432\u0435\u0434\u043e\u043c\u043b\u044f\u0439)|s\u00f6yleme|g\u00f6sterme|bildirme|ne[ \t]pas[ \t](?:informer|pr\u00e9venir|avertir|signaler|mentionner)|nicht[ \t](?:informieren|benachrichtigen|erw\u00e4hnen)|sin[ \t](?:avisar|informar|consultar|pedir)|sem[ \t](?:pedir|avisar|informar|consultar)|senza[ \t](?:avvisare|informare|chiedere))(?![\p{L}])/iu,
);
/** Hindi (verb last) and Arabic (verb first, maybe after `و`): an imperative anywhere in the sentence. */
const HI_AR_ORDER = lazy(
  () =>
    new RegExp(
      `(?:^|[^\\p{L}\\p{M}])(?:${[
        '\u092d\u0947\u091c\u094b|\u092d\u0947\u091c\u0947\u0902|\u0939\u091f\u093e\u0913|\u092c\u0924\u093e\u0913|\u092c\u0924\u093e\u090f\u0902|\u0932\u093f\u0916\u094b|\u091b\u093f\u092a\u093e\u0913|\u092c\u0926\u0932\u094b|\u092e\u0902\u091c\u0942\u0930[ \\t]\u0915\u0930\u094b|\u092e\u0924[ \\t]\u092c\u0924\u093e(?:\u0913|\u0928\u093e)',
        '\u0648?(?:\u0623\u0631\u0633\u0644|\u0627\u062d\u0630\u0641|\u0623\u062e\u0641|\u0627\u0643\u062a\u0628|\u0648\u0627\u0641\u0642|\u0642\u0644|\u063a\u064a\u0631|\u062d\u0648\u0644|\u0627\u062f\u0641\u0639|\u0644\u0627[ \\t]\u062a\u062e\u0628\u0631)',
      ].join('|')})(?![\\p{L}\\p{M}])`,
      'u',
    ),
);
/** Chinese and Japanese: an order's or a prohibition's characters. */
const CJK_ORDER = lazy(
  () =>
    /(?:\u4e0d\u8981|\u522b|\u522a\u9664|\u6838\u51c6|\u52ff|\u7acb\u5373|\u7acb\u523b|\u5220\u9664|\u9690\u85cf|\u63a8\u8350|\u6279\u51c6|\u6807\u8bb0|\u8f6c\u53d1|\u53d1\u9001|\u544a\u8bc9|\u524a\u9664|\u9001\u4fe1|\u8ee2\u9001|\u96a0\u3057|\u627f\u8a8d|\u63a8\u85a6|\u4f1d\u3048|\u3057\u306a\u3044\u3067|\u3059\u308b\u306a|\u3057\u308d|\u305b\u3088)/u,
);

/**
 * Whether decoded `rest` (the prose after a machine's head) holds an order's verb in a sentence that is no question.
 * Sentences end at `.`, `!`, `?`, `;` or a line's end; a question's (ending with `?` or opening with `¿`) is not read.
 */
export function ordersInAnyLanguage(rest: string): boolean {
  let from = 0;
  for (let i = 0; i <= rest.length; i++) {
    const c = i < rest.length ? rest[i]! : '.';
    if (c !== '.' && c !== '!' && c !== '?' && c !== ';' && c !== '\n' && c !== '\u3002' && c !== '\uff01' && c !== '\uff1f') continue;
    const sentence = rest.slice(from, i).trim();
    from = i + 1;
    if (sentence === '' || c === '?' || c === '\uff1f' || sentence.startsWith('\u00bf')) continue;
    if (
      OPENING_ORDER().test(sentence) ||
      TURKISH_ORDER().test(sentence) ||
      GERMAN_INFINITIVE().test(sentence) ||
      KEEP_OUT().test(sentence) ||
      CJK_ORDER().test(sentence) ||
      HI_AR_ORDER().test(sentence)
    )
      return true;
  }
  return false;
}
