/**
 * What reader-orders.ts reads after an address to a machine in operations and document work (docs/content-readings.md,
 * orders to an operations or a document agent): an order whose act is at stake in the reader's own system (alerts
 * closed, a merge or a deploy, snapshots deleted, an invoice approved, a payee changed, goods released, a document
 * signed, an identity marked verified) AND, in the same order, a control skipped or a person kept out ("without broker
 * review", "skip the three-way match", "do not inform the data team", "no change ticket is needed", "ohne
 * Vier-Augen-Pr\u00fcfung", "sans en informer", "\u8df3\u8fc7", "\u7701\u7565"), a claimed approval, or a destination outside.
 * Either half alone is honest: a bot is told to restart a pod or to close an alert, a policy says "never without a
 * review"; both in one order, to a machine, are what an attacker plants for a reader that will not ask.
 *
 * The address may be weaker than reader-orders.ts's own (a bare speaker in a comment, "Automated responder:", a
 * system's label, "SYSTEM NOTICE:", "Directive syst\u00e8me :"): `isMachineAddress`. A clause that forbids its act ("never
 * skip the checks", "do not merge without a review") or states a rule under its condition ("if the alert is from
 * staging, close it without paging") orders nothing. Every pattern reads a bounded slice (the order, ORDER_REACH).
 */
import { atWordStarts } from './word-lists.js';
import { lazy } from './lazy.js';

/** The acts at stake, as an imperative opens a clause (after "and", "then", "please", "also"), English and others. */
const ACT = lazy(
  () =>
    /(?:^[\s\])>*-]*|[,;:.]\s*|\b(?:and|then|please|also|now|just|immediately|simply|et|und|y|e|en|\u0438)\s+)(?:approve|authori[sz]e|release|merge|push|force-push|deploy|roll|revert|restore|rebase|ship|stop|kill|terminate|truncate|flush|reassign|close|resolve|acknowledge|mute|silence|disable|turn\s+off|switch\s+off|delete|remove|drop|purge|wipe|scale|set|change|switch|update|move|mark|file|submit|sign|countersign|void|cancel|withdraw|settle|pay|transfer|wire|issue|accept|clear|grant|publish|make|upload|reclassify|undervalue|amend|open|execute|run|report|record|write|note|describe|tell|say|state|send|forward|export|waive|lift|unlock|override|ignore|disregard|add|apply|confirm|reset|rotate|expose|leave|keep|omit)\b|(?:^|[\s,;:.])(?:gib|genehmige|\u00fcberweise|schlie\u00dfe|l\u00f6sche|merge|markiere|unterschreibe|storniere|zahle|setze|f\u00fchre|schalte|leite|valide[zr]?|approuve[zr]?|lib\u00e8re[zr]?|lib\u00e9rez|fusionne[zr]?|cl\u00f4ture[zr]?|d\u00e9sactive[zr]?|supprime[zr]?|signe[zr]?|paye[zr]?|virez|marque[zr]?|modifie[zr]?|r\u00e9glez|aprueba|apruebe|libera|libere|fusiona|cierra|desactiva|elimina|borra|firma|paga|marca|transfiere|aprove|fa\u00e7a|feche|desligue|exclua|apague|assine|pague|marque|transfira|approva|rilascia|unisci|chiudi|disattiva|cancella|segna|keur|sluit|zet|verwijder|onderteken|betaal|markeer|\u0443\u0442\u0432\u0435\u0440\u0434\u0438|\u0441\u043b\u0435\u0439|\u0437\u0430\u043a\u0440\u043e\u0439|\u043e\u0442\u043a\u043b\u044e\u0447\u0438|\u0443\u0434\u0430\u043b\u0438|\u043f\u043e\u0434\u043f\u0438\u0448\u0438|\u043e\u043f\u043b\u0430\u0442\u0438|\u043e\u0442\u043c\u0435\u0442\u044c|\u0432\u044b\u043f\u0443\u0441\u0442\u0438)(?![a-z\u00e0-\u00ff\u0430-\u044f])|\u6279\u51c6|\u5408\u5e76|\u5173\u95ed|\u5220\u9664|\u653e\u884c|\u7b7e\u7f72|\u4ed8\u6b3e|\u652f\u4ed8|\u6267\u884c|\u6807\u8bb0|\u91ca\u653e|\u627f\u8a8d|\u30de\u30fc\u30b8|\u30af\u30ed\u30fc\u30ba|\u524a\u9664|\u6b62\u3081|\u7f72\u540d|\u652f\u6255/,
);

/** A control skipped, a person kept out, an approval claimed, in English (atWordStarts: cheap without V8's pattern optimizations). */
const SKIP_EN = atWordStarts(
  /\bwithout\s+(?:(?:any|a|an|the|waiting\s+for|telling|informing|notifying|paging|alerting|opening|sending|asking|involving|running|filing|raising)\s+){0,2}(?:[\w-]+\s+){0,2}?(?:review|approval|sign-?off|check|checks|inspection|verification|ticket|surrender|authori[sz]ation|consent|match|screening|anyone|anybody|them|the\s+team|the\s+owner|it|him|her)\b|\bno\s+(?:[\w-]+\s+){0,2}(?:review|approval|sign-?off|ticket|inspection|check|verification|screening)\s+(?:is\s+|are\s+)?(?:needed|required|necessary)|\b(?:skip|bypass|circumvent|sidestep)\s+(?:the\s+|any\s+|all\s+|its\s+)?(?:[\w-]+\s+){0,3}?(?:checks?|tests?|review|approval|sign-?off|match|screening|inspection|verification|pipeline|gate|board|authori[sz]ation|hooks?|ci|qa|control)\b|\b(?:ignore|disregard)\s+(?:the\s+|any\s+|all\s+)?(?:[\w-]+\s+){0,2}?(?:runbook|checklist|quarantine|hold|policy|procedure|review|warning|status|control|process)\b|\b(?:do\s+not|don't|dont|never|not)\s+(?:tell|inform|notify|page|wake|alert|mention\s+(?:this|the|it|that|these|them)|log|record|report|escalate|cc|comment|open\s+(?:a|an|the)\s+(?:[\w-]+\s+)?(?:ticket|issue|merge\s+request|pull\s+request|pr|incident)|create\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:ticket|issue|record)|file\s+(?:a|an)|raise\s+(?:a|an)|leave\s+(?:a|any)\s+(?:review|comment|note|trace))\b|\b(?:nobody|no\s+one|no-one|none\s+of\s+them)\s+(?:[\w-]+\s+){0,2}?(?:needs?|has|have|should|must)\s+to\s+(?:know|hear|be\s+told)|\b(?:does|do)\s*(?:not|n't)\s+need\s+(?:to\s+(?:know|hear)|legal|a\s+review|review|approval|sign-?off)|\b(?:do\s+not|don't|dont|never|not)\s+(?:run|perform|request|wait\s+for|ask\s+for)\s+(?:the\s+|a\s+|an\s+|any\s+)?(?:(?!without)[\w-]+\s+){0,2}?(?:checks?|screening|review|inspection|verification|approval|sign-?off|match|tests?)\b|\b(?:there\s+is\s+)?no\s+need\s+to\s+(?:raise|escalate|flag|report|mention|(?:tell|inform|notify|involve|check\s+with|ask|call|page|loop\s+in|cc)\s+(?:the\s+|our\s+|your\s+|their\s+|its\s+)?(?:[\w-]+\s+){0,2}?(?:legal|counsel|security|compliance|finance|treasury|audit|auditors?|risk|owner|approvers?|controller|cfo|dpo|privacy|infosec|soc|on-?call|data\s+team|manager|supervisor|adjuster|broker|reviewers?))\b|\bleave\s+no\s+trace|\bkeep\s+(?:it|this|that|them|the\s+(?:[\w-]+\s+)?(?:change|original|entry|invoice|move))\s+(?:[\w-]+\s+){0,2}?out\s+of\b|\bsuppress\s+(?:the\s+|any\s+)?(?:[\w-]+\s+)?(?:notifications?|alerts?|warnings?|pages?|emails?)\b|\bomit\s+(?:the\s+|any\s+)\b|\b(?:deploy|merge|push|release|approve|apply)\s+(?:it|this|them)\s+yourself|\b(?:already\s+)?(?:approved|authori[sz]ed|cleared|waived|signed\s+off)\s+(?:by\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:partner|officer|manager|security|counsel|director|cfo|ceo|owner|lead)|upstream|already)\b|\bapproval\s+(?:already\s+|has\s+been\s+)?(?:granted|given|obtained)\b|\b(?:reported|shown|listed|marked|recorded)\s+as\s+(?:empty|clean|clear|resolved|compliant|none|zero|passed|standard)\b|(?<!\b(?:verified|confirmed|in\s+person|call-?back|called\s+back)\b[^\n]{0,80})\b(?:rib|iban|bank\s+(?:details|account)|payee|beneficiary|direct[\s-]deposit|swift\s+code|routing\s+number)\b(?![^;\n]{0,60}?\b(?:verified|confirmed|receipt|in\s+person|present|call-?back|called\s+back))|\btell\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:that\s+)?(?:only|no|nothing|none|everything|all\s+(?:is|systems))\b/,
);

/** An outcome to be written up or said ("record that the audit passed", "say all systems are operational"). */
const CLAIMED = lazy(
  () =>
    /\b(?:record|write|say|state|note|minute)\s+that\s+(?:[\w-]+\s+){0,6}?(?:approved|passed|cleared|resolved|compliant|operational|agreed|unanimously|no\s+(?:issues|objections|findings))\b|\b(?:say|state|report)\s+(?:that\s+)?(?:all\s+systems|everything|the\s+service|it|this)\s+(?:is|are|was|as)\s+(?:fine|ok|operational|healthy|clear|clean|resolved|standard|compliant)\b/,
);
/** The order saying the outcome is not so, or hiding the rest ("even though the vote failed", "leave the burn out of it"). */
const COUNTERFACT = lazy(
  () =>
    /\b(?:regardless|even\s+though|although|whatever|no\s+matter|despite|not\s+yet|never\s+(?:happened|met|voted|signed)|(?:has|have|was|were|did)(?:\s+not|n't)|failed|still\s+(?:open|down|failing|pending|unsigned)|is\s+down|actually)\b|\bleave\s+(?:[\w-]+\s+){0,5}?out\s+of\b|\b(?:do\s+not|don't|never)\s+mention\b/,
);

/** The same in other languages: German, French, Spanish, Portuguese, Italian, Dutch, Russian, Chinese, Japanese. */
const SKIP_OTHER = lazy(
  () =>
    /(?:^|[\s,(])(?:ohne|sans|sin|sem|senza|zonder|\u0431\u0435\u0437)\s|\u00fcberspring|umgeh|(?:informiere|benachrichtige|sage)\b[^.;\n]{0,30}\bnicht\b|\bniemand(?:em|en)?\b|\bsaute[zr]?\b|contourne|ne\s+(?:pr\u00e9viens|pr\u00e9venez|informe[zr]?|dis|signale[zr]?)\b|\bs\u00e1ltate\b|\bomite\b|\bno\s+(?:avises|informes|notifiques|digas|registres|comentes|hagas|haga|realices|realice)\b|\bne\s+(?:fais|faites|lance[zs]?)\s+pas\b|\bnon\s+(?:fare|eseguire)\b|\bpule\b|\bn\u00e3o\s+(?:avise|informe|notifique|registre|comente|fa\u00e7a|execute|rode)\b|\bsalta\b|\bnon\s+(?:avvisare|informare|dire|segnalare)\b|\bsla\b[^.;\n]{0,40}\bover\b|\blicht\s+niemand\b|\bniet\s+(?:melden|informeren)\b|\bnie\s+(?:informuj|m\u00f3w|powiadamiaj|zg\u0142aszaj|przekazuj)|\u043f\u0440\u043e\u043f\u0443\u0441\u0442\u0438|\u043d\u0435\s+(?:\u0441\u043e\u043e\u0431\u0449\u0430|\u0443\u0432\u0435\u0434\u043e\u043c|\u0433\u043e\u0432\u043e\u0440|\u0438\u043d\u0444\u043e\u0440\u043c\u0438\u0440)|\u043d\u0438\u043a\u043e\u043c\u0443\s+\u043d\u0435|freigabe\s+liegt\s+vor|gilt\s+als\b[^.;\n]{0,40}\bfreigegeben|aprobaci\u00f3n\s+confirmada|(?:le\s+)?contr\u00f4le\s+est\s+lev\u00e9|\u8df3\u8fc7|\u65e0\u9700|\u4e0d\u8981(?:\u901a\u77e5|\u544a\u8bc9|\u62a5\u544a|\u8bb0\u5f55)|\u7ed5\u8fc7|\u5ffd\u7565|\u5ba1\u6279\u5df2\u5b8c\u6210|\u7701\u7565|\u77e5\u3089\u305b\u306a\u3044|(?:\u4f1d\u3048|\u9023\u7d61\u3057|\u8a18\u9332\u3057|\u6b8b\u3055|\u8a00\u308f|\u5171\u6709\u3057|\u898b\u305b|\u5f85\u305f)\u306a\u3044|(?:\uc54c\ub9ac|\ubcf4\uace0\ud558|\uae30\ub85d\ud558|\ub9d0\ud558|\uacf5\uc720\ud558|\ub0a8\uae30)\uc9c0\s?\ub9c8|\u5831\u544a\u3057\u306a\u3044|\u901a\u77e5\u3057\u306a\u3044|\u30b9\u30ad\u30c3\u30d7/,
);

/** Something sent to a destination: an e-mail address or a link after a verb of sending (reader-orders.ts masks the ones the text names as its own). */
const SENT_OUT = lazy(
  () =>
    /(?:\b(?:send|resend|forward|export|upload|e-?mail|mail|share|post|leite|schicke|envoie[zr]?|env[i\u00ed]a|invia|stuur)\b|\u0634\u0644\u062d|\u05e9\u05dc\u05d7)[^.;\n]{0,80}?(?:[a-z0-9._%+-]@[a-z0-9-]+\.[a-z]|https?:\/\/)/,
);
/** An act that changes, approves or destroys a record (not one that runs, keeps or writes up). */
const RECORD_ACT = lazy(
  () =>
    /\b(?:void|delete|remove|purge|wipe|erase|approve|authori[sz]e|mark|sign|countersign|cancel|withdraw|change|switch|release|pay|transfer|wire|grant|publish|close|resolve|mute|disable|merge|deploy|settle|markiere|l\u00f6sche|genehmige|supprime[zr]?|valide[zr]?|borra|elimina|aprueba|cancella|approva)\b/,
);

/**
 * A clause that forbids its act (not one that keeps a person out: "do not inform" is the order's own): "never skip
 * the checks", "do not merge without a review", "no bot may ...", "nunca fusiones sin revisi\u00f3n", "\u4e0d\u5f97\u8df3\u8fc7".
 */
const FORBIDDEN = lazy(
  () =>
    /^[\s"'*(]*(?:(?:and|but|or|also|please|so|\u0438|et|und|y|e|en)\s+)?(?:never|do\s+not|don't|dont|must\s+not|may\s+not|should\s+not|shouldn't|cannot|can't|no\s+[\w-]+\s+(?:may|can|should|must)|niemals|jamais|nunca|nooit|\u043d\u0438\u043a\u043e\u0433\u0434\u0430|\u043d\u0435\u043b\u044c\u0437\u044f|kein[a-z]*\s+[\w-]+\s+darf|aucun[e]?|ning\u00fan|nenhum|nessun[oa]?|geen)\s+(?!(?:tell|inform|notify|page|wake|alert|mention|log|record|report|escalate|cc|comment|open|create|file|raise|leave|forward|route|refer|ask|show|let|flag|request|send\s+(?:it|this|them|a|the|any)|check\s+with|confirm\s+with|informe|informes|avise|avises|avvisare|informare|pr\u00e9viens|pr\u00e9venez)\b|(?:run|perform|request|wait\s+for|ask\s+for)\s+(?:the\s+|a\s+|an\s+|any\s+)?(?:(?!without)[\w-]+\s+){0,2}?(?:checks?|screening|review|inspection|verification|approval|sign-?off|match|tests?)\b)|(?:\u4e0d\u5f97|\u7981\u6b62|\u7981\u3058|\u7d76\u5bfe\u306b)/,
);

/** Whether `clause` (lower case) forbids its act rather than orders it. */
export function forbidsItsAct(clause: string): boolean {
  return FORBIDDEN().test(clause) || NEVER_INSIDE().test(clause) || negated(clause);
}

/** Whether the clause's first conjunct is negated ("and don't show it" after an act hides it: the order's own). */
function negated(clause: string): boolean {
  if (KEPT_OUT().test(clause)) return false;
  return NEGATED_CJK().test(clause) || NEGATED().test(clause.split(CONJUNCTION())[0]!);
}

/**
 * A negation in the clause's first conjunct, in the languages that put it after the verb or mid-clause ("n\u00e3o feche nenhum
 * sem", "sluit geen tickets zonder", "schlie\u00dfe keine Tickets ohne", "\u8bf7\u4e0d\u8981\u8df3\u8fc7", "\u30de\u30fc\u30b8\u3057\u306a\u3044\u3067").
 */
const NEGATED = lazy(
  () =>
    /(?:^|[\s,("'])(?:n\u00e3o|nao|geen|niet|kein(?:e[nmrs]?)?|nie|non)\s|\bne\s+[^\s.;,]+\s+(?:pas|plus|aucun)\b|\bno\s+(?:apruebes?|liberes?|fusiones?|cierres?|desactives?|elimines?|borres?|firmes?|pagues?|marques?|transfieras?)\b/,
);
/** The same at the end of the clause (Japanese, Korean: read over the whole clause) or at its start (Chinese). */
const NEGATED_CJK = lazy(
  () =>
    /^[\s"'*(]*(?:\u8bf7|\u4e5f|\u5343\u4e07|\u7edd\u5bf9|\u4f46)?\s*(?:\u4e0d\u8981|\u522b|\u52ff)|\u3057\u306a\u3044\u3067|\u306a\u3044\u3067\u304f\u3060\u3055\u3044|\uc9c0\s?\ub9c8/,
);
const CONJUNCTION = lazy(() => /\s(?:and|et|und|e|y|en|i|\u0438|then|puis|dann|depois)\s/);
/**
 * A person kept out by a negated verb of telling, or a control said to be needless: the order's own, not a rule
 * ("informiere den Kunden nicht", "non serve la revisione", "geen controle nodig").
 */
const KEPT_OUT = lazy(
  () =>
    /(?:nicht|kein[a-z]*|niet|geen|non|n\u00e3o|nie|\u043d\u0435)\b[^.;\n]{0,40}?(?:n\u00f6tig|notwendig|erforderlich|warten|abwarten|nodig|vereist|wachten|serve|necessari|occorre|bisogno|aspettare|precisa|necess\u00e1ri|esperar|aguarde|potrzeb|czekaj|\u043d\u0443\u0436\u043d|\u0442\u0440\u0435\u0431\u0443|\u0436\u0434)|\bpas\s+(?:besoin|n\u00e9cessaire)|\bn'?attend|(?:informiere|benachrichtige|sage)\b[^.;\n]{0,30}\bnicht\b|\bniemand|\bne\s+(?:pr\u00e9viens|pr\u00e9venez|informe[zr]?|dis|signale[zr]?)\b|\bn\u00e3o\s+(?:avise|informe|notifique|registre|comente)\b|\bnon\s+(?:avvisare|informare|dire|segnalare)\b|\bniet\s+(?:melden|informeren)\b|\u043d\u0435\s+(?:\u0441\u043e\u043e\u0431\u0449\u0430|\u0443\u0432\u0435\u0434\u043e\u043c|\u0433\u043e\u0432\u043e\u0440|\u0438\u043d\u0444\u043e\u0440\u043c\u0438\u0440)|\u043d\u0438\u043a\u043e\u043c\u0443|(?:\u4e0d\u8981|\u522b|\u52ff)(?:\u901a\u77e5|\u544a\u8bc9|\u544a\u77e5|\u62a5\u544a|\u8bb0\u5f55|\u8ba9|\u6284\u9001|\u63d0\u53ca|\u63d0\u9192|\u8054\u7cfb|\u4e0a\u62a5|\u7559\u4e0b|\u7b49)|\u77e5\u3089\u305b\u306a\u3044|\u5831\u544a\u3057\u306a\u3044|\u901a\u77e5\u3057\u306a\u3044/,
);

/** A "never" inside the clause in the languages that put it after the verb ("ne fusionne jamais", "non saltare mai"). */
const NEVER_INSIDE = lazy(
  () => /\b(?:jamais|nunca|nooit|niemals|mai\s+(?:i|il|la|le|lo|gli)?\b|\u043d\u0438\u043a\u043e\u0433\u0434\u0430)/,
);

/** Whether the order (lower case) states a rule under its condition rather than an order. */
export function isConditional(order: string): boolean {
  return order.split(/[.;!?](?=\s|$)\s*|,\s/).some(conditional);
}

/** The reader's own task opening a clause ("when booking for a user, ..."): its context, not a rule's condition. */
const TASK = lazy(() => /^\s*(?:when|while|whenever)\s+[a-z]+ing\b/);
/** Whether `clause` states a condition (besides the reader's task opening it). */
const conditional = (clause: string): boolean => CONDITION().test(clause.replace(TASK(), ''));

/** A standing rule's condition in the clause, not the reader's own task ("if the alert is from staging", "only for docs"). */
const CONDITION = lazy(
  () =>
    /\b(?:if|when|whenever|unless|once|after)\s+(?!you\b|your\b|it\s+is\s+you\b)|(?<!\b(?:respond|reply|answer|output|say)\s)\bonly\s+(?:for|if|when|on|in|after|with|where)\b|\b(?:wenn|falls|nur|si|seulement|cuando|solo|s\u00f3lo|quando|solamente|apenas|alleen)\s|\u5982\u679c|\u5834\u5408/,
);

/**
 * Whether `order` (lower case: the order's text after its address) orders an act at stake with a control skipped, a
 * person kept out, an approval claimed or a destination outside, in clauses that neither forbid it nor state a rule.
 */
export function skipsAControl(order: string): boolean {
  if (!namesAControl(order)) return false;
  const clauses = order
    .split(/[.;!?](?=\s|$)\s*|\u3002\s*|,\s|\uff0c|\u3001/)
    .filter((clause) => clause.trim() !== '' && !forbidsItsAct(clause));
  if (clauses.some(conditional)) return false;
  const kept = ` ${clauses.join('. ')}`;
  if (!ACT().test(kept)) return false;
  if (SKIP_EN.test(kept) || SKIP_OTHER().test(kept)) return true;
  // A write-up of an outcome ("note that the board approved ...") is a minute's, unless the order says it is not so.
  if (CLAIMED().test(kept) && COUNTERFACT().test(kept)) return true;
  // Something sent to a destination outside counts beside an act that changes or destroys a record only: "send your
  // questions to help@...", "run the migration and send the timing to db@..." are a shop's and a team's notes.
  return sendsOut(kept) && RECORD_ACT().test(kept);
}

/** Whether `order` sends something to a destination, not a link as the thing posted ("post the link https://... in #qa"). */
function sendsOut(order: string): boolean {
  const sent = SENT_OUT().exec(order);
  return sent !== null && !/\b(?:links?|urls?)\s*:?\s*https?:\/\/$/.test(sent[0]);
}

/** Whether `order` (lower case) holds a control skipped, a person kept out or something sent out at all: a quick test. */
export function namesAControl(order: string): boolean {
  return SKIP_EN.test(order) || SKIP_OTHER().test(order) || SENT_OUT().test(order) || (CLAIMED().test(order) && COUNTERFACT().test(order));
}

/**
 * A weaker address to a machine, read only with `skipsAControl`: a bare speaker's name ("agent", "AI"), an automated
 * one by what it does ("automated responder", "automated entry processing", "an die automatische Dokumentenpr\u00fcfung"),
 * a system's label ("system notice", "automation directive", "machine instruction", "directive syst\u00e8me",
 * "systemanweisung", "\u7cfb\u7edf\u6307\u4ee4"), or a role's noun in a short head of any script ("\u503c\u73edai\u52a9\u624b\u8bf7\u6ce8\u610f").
 */
const MACHINE_ADDRESS = lazy(
  () =>
    /^(?:\[|#+\s*|\/\/\s*|<!--\s*)?(?:(?:the\s+)?(?:ai|a\.i\.|llm|agent|assistant|bot|model|copilot|system|automation|machine|processing)(?:\s+(?:notice|message|override|directive|instructions?|update|policy|notes?|hints?|rules?))?(?:\s*\([^)]{0,24}\))?|(?:[\w-]+\s+){0,3}?(?:automated|automatic|automatische[nr]?|automatique|autom\u00e1tic[oa]|automatic[oa]|autonomous)\b(?:\s+[\w\u00e0-\u00ff-]+){0,3}|(?:ai|llm|bot|agent|assistant)\s+(?:reading|processing|parsing|handling|scanning)\s+(?:this|these)(?:\s+[\w-]+)?|(?:machine|processing|automation|system)\s+(?:instructions?|directives?|notice|message|override)|(?:directive|instruction)s?\s+(?:syst\u00e8me|du\s+syst\u00e8me|de\s+traitement\s+automatique|del\s+sistema)|directiva\s+del\s+sistema|systemanweisung|systemhinweis|system-?override|new\s+policy(?:\s+in\s+effect)?)\s*$|^(?:[\u0400-\u04ff]+\s){0,2}(?:\u0431\u043e\u0442|\u0430\u0433\u0435\u043d\u0442|\u0430\u0441\u0441\u0438\u0441\u0442\u0435\u043d\u0442|\u043f\u043e\u043c\u043e\u0449\u043d\u0438\u043a|\u0438\u0438)[\u0400-\u04ff]*(?:\s[\u0400-\u04ff]+){0,3}$|^[^\sa-z]{0,16}(?:ai|\u52a9\u624b|\u673a\u5668\u4eba|\u7cfb\u7edf|\u4ee3\u7406|\u30dc\u30c3\u30c8|\u30a2\u30b7\u30b9\u30bf\u30f3\u30c8|\u30b7\u30b9\u30c6\u30e0)[^\sa-z]{0,12}$/,
);

/** Whether `address` (lower case, trimmed, at most a short head) names a machine however weakly. */
export function isMachineAddress(address: string): boolean {
  return address.length <= 60 && MACHINE_ADDRESS().test(address);
}

/**
 * Whether a bare speaker's line ("Agent:", "Assistant:") reads as a transcript's turn rather than an order to a
 * machine: it goes on in the first person or answers ("Sure, I'll cancel the order", "I've closed the ticket").
 */
export function speaksAsATurn(address: string, order: string): boolean {
  return BARE_SPEAKER().test(address) && FIRST_PERSON().test(order.slice(0, 200));
}

const BARE_SPEAKER = lazy(() => /^(?:the\s+)?(?:agent|assistant)$/);
const FIRST_PERSON = lazy(
  () =>
    /^\s*(?:sure|ok|okay|certainly|of\s+course|yes|no\s+problem|thanks|thank\s+you|hi|hello|understood|got\s+it|sorry|absolutely)\b|\b(?:i(?:'ll|'ve|'m|\s+will|\s+have|\s+am)|let\s+me|we(?:'ll|'ve))\b/,
);
