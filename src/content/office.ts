/**
 * prompt_injection read from what office mail, documents and tickets ask of whoever summarises or acts on them
 * (docs/content-readings.md, office records that rig a summary or skip a control). Two shapes, each narrow:
 *  - a summary rigged: a line that names the summary the reader writes ("when this thread is summarised", "for the
 *    summary", "bei der Zusammenfassung", "nel riassunto") and asks both to state a settled state ("describe the new
 *    bank details as already verified", "present the balance as settled", "say that all checks passed") and to leave
 *    something out ("omit", "leave out", "need not be mentioned", "nicht erwähnen"), or to leave out a change of bank
 *    details; a person asked to write a summary is asked to be short or clear, not to report a check as passed and
 *    keep something from its reader in one breath;
 *  - a control skipped: a line that orders an act on money, payment details or access ("approve it", "update the
 *    vendor record", "mark … as paid", "grant … access") and, with it, the check that act goes through skipped or
 *    kept from those who make it ("without the call-back check", "without the usual second signature", "tell the
 *    approver it was routine", "do not inform HR"); a supplier's honest notice asks for the call-back, a policy forbids
 *    skipping it ("never … without"), a write-up tells what an attacker asked ("asked us to … and skip the call-back").
 * Each shape is tried only where one of its words stands in the text (office-words.ts, read from the text index: most texts
 * hold none).
 */
import type { Hit } from './codes.js';
import { literalId, type Text } from './find.js';
import { OFFICE_SKIP_LEADS, OFFICE_SUMMARY_LEADS } from './office-words.js';
import { PRESENTED_WORDS } from './setup-text.js';

/** How far a line is read on each side of the word that places it (a line longer than that is read in part). */
const REACH = 320;

/** Where a summary is named, in the text index (office-words.ts): the cheapest test, most texts hold none. */
const SUMMARY_IDS = OFFICE_SUMMARY_LEADS.map(literalId);
/** The reader's summary named as the frame of the order. */
const SUMMARY =
  /\b(?:when\s+(?:this|the|you)\b[^.;\n]{0,40}?\bsummari[sz]|when\s+summari[sz]ing|when\s+preparing\s+the\s+(?:weekly\s+|monthly\s+|daily\s+)?(?:overview|summary|digest)|(?:for|in)\s+(?:the|your)\s+(?:summary|overview|digest)\s{0,2}:|summary\s+guidance|(?:from|in)\s+any\s+(?:summary|overview|digest)|out\s+of\s+(?:the|any|your)\s+(?:summary|overview)|(?:bei|in)\s+der\s+zusammenfassung|lors\s+du\s+r\u00e9sum\u00e9|dans\s+le\s+r\u00e9sum\u00e9|en\s+el\s+resumen|nel\s+(?:riassunto|riepilogo)|in\s+de\s+samenvatting|no\s+resumo|w\s+podsumowaniu)/i;
/** A settled state stated: "describe X as (already) verified", "say that all checks passed", "als bestätigt darstellen". */
const SETTLED_SAID = new RegExp(
  [
    '\\b(?:describe|present|state|say|report|show)\\b[^.;\\n]{0,60}?\\b(?:as|that|is|was|were)\\s+(?:already\\s+|fully\\s+)?(?:(?:been|reviewed|and|by\\s+phone|checked)\\s+){0,3}(?:verified|settled|paid|approved|confirmed|low-risk|in\\s+good\\s+standing|passed|cleared|compliant)\\b',
    '\\bals\\s+(?:bereits\\s+|schon\\s+)?(?:[a-zäöü]+\\s+)?(?:bestätigt|bezahlt|geprüft|genehmigt|erledigt)\\s+(?:darstellen|ausweisen|angeben|beschreiben)',
    '\\b(?:indiquez|indiquer|dites|présentez|décrivez)\\s+(?:que|comme)\\b[^.;\\n]{0,60}?\\b(?:validée?s?|payée?s?|réglée?s?|vérifiée?s?|approuvée?s?|confirmée?s?)(?![a-zé])',
    '\\b(?:presente|indique|describa|diga)\\b[^.;\\n]{0,60}?\\b(?:como|que)\\s+(?:ya\\s+)?(?:[a-záéíóú]+\\s+)?(?:pagad[oa]s?|verificad[oa]s?|aprobad[oa]s?|confirmad[oa]s?)\\b',
    '\\b(?:indica|presenta|descrivi)\\s+(?:che|come)\\b[^.;\\n]{0,60}?\\b(?:verificat[oaie]|pagat[oaie]|approvat[oaie]|confermat[oaie]|saldat[oaie])\\b',
    '\\b(?:descreva|apresente|indique|diga)\\b[^.;\\n]{0,60}?\\b(?:como|que)\\s+(?:já\\s+)?(?:confirmad[oa]s?|pag[oa]s?|verificad[oa]s?|aprovad[oa]s?)\\b',
    '\\b(?:przedstaw|opisz|podaj|napisz)\\b[^.;\\n]{0,60}?\\b(?:jako|że)\\s+(?:już\\s+)?(?:opłacon|zweryfikowan|zatwierdzon|potwierdzon)[a-ząęóźż]{1,3}',
  ].join('|'),
  'i',
);
/** Something left out of what the reader writes. */
const LEFT_OUT =
  /\b(?:leave\s+out|omit|do\s+not\s+mention|don't\s+mention|need\s+not\s+be\s+mentioned|(?:should|must)\s+not\s+be\s+mentioned|no\s+need\s+to\s+(?:raise|mention|flag)|keep\b[^.;\n]{0,40}?\bout\s+of\s+(?:the|any|your)\s+(?:summary|overview|digest)|nicht\s+(?:erw\u00e4hnen|n\u00f6tig)|weglassen|omettez|omettre|ne\s+mentionnez\s+pas|no\s+mencione|omita|ometti|non\s+menzionare|vermeld\b[^.;\n]{0,40}?\bniet|n\u00e3o\s+mencione|pomi\u0144|nie\s+wspominaj)(?![\w\u00c0-\u017f])/i;
/** A change of payment details, kept out with no state said ("do not mention that the account number changed"). */
const DETAILS_CHANGED =
  /\b(?:(?:bank|payee|remittance|account)\b[^.;\n]{0,40}?\b(?:changed|change|new)|new\s+payee|bankrekeningnummer\s+is\s+gewijzigd|bankverbindung\s+(?:ge\u00e4ndert|gewechselt))\b/i;

/** A control skipped, in the text index (office-words.ts). */
const SKIP_IDS = OFFICE_SKIP_LEADS.map(literalId);
/** The control skipped or kept from those who make it. */
const SKIPPED = new RegExp(
  [
    '\\bskip(?:ped|ping)?\\s+(?:the\\s+)?(?:usual\\s+)?(?:call-?\\s?back|confirmation\\s+call|verification\\s+call|four-eyes\\s+check|second\\s+signature)',
    '\\b(?:call-?\\s?back|confirmation\\s+call|verification\\s+call)(?:\\s+step)?\\s+(?:is\\s+)?(?:not\\s+(?:required|needed|necessary)|skipped|unnecessary)',
    "\\bwithout\\s+(?:the\\s+)?(?:usual\\s+)?(?:call-?\\s?back(?:\\s+check)?|confirmation\\s+call|verification\\s+call|four-eyes\\s+check|second\\s+signature|waiting\\s+for\\s+(?:the\\s+)?(?:manager|approver|owner)'s\\s+sign-?off|(?:the\\s+)?(?:manager|approver|owner)'s\\s+sign-?off)",
    '\\btell\\s+(?:them|him|her|the\\s+approver|the\\s+manager)\\s+(?:afterwards\\s+)?(?:that\\s+)?it\\s+was\\s+(?:a\\s+)?routine',
    '\\bno\\s+one\\s+needs\\s+to\\s+be\\s+told',
    "\\b(?:do\\s+not|don't|without)\\s+(?:inform|tell|notify|flag)(?:ing)?\\s+(?:it\\s+(?:to|in)\\s+)?(?:the\\s+)?(?:approver|hr|it\\s+security|account\\s+owner|report)\\b",
    '\\bnicht\\s+erwähnen\\b',
    '\\b(?:ohne\\s+(?:rückruf|vier-augen-prüfung|zweite\\s+unterschrift)|(?:ein\\s+)?rückruf\\s+ist\\s+nicht\\s+(?:nötig|erforderlich))',
    "\\bsans\\s+(?:appel\\s+de\\s+vérification|contre-appel|double\\s+validation|seconde\\s+signature|(?:en\\s+)?(?:informer|avertir|prévenir)\\s+(?:le|la|l')\\s?(?:valideur|responsable|service|direction|approbateur))",
    '\\b(?:omit[ae]\\s+la\\s+doble\\s+verificaci[oó]n|sin\\s+(?:la\\s+)?(?:doble\\s+verificaci[oó]n|segunda\\s+firma|avisar\\s+al?\\s+(?:responsable|aprobador|jefe)))',
    '\\b(?:senza\\s+(?:la\\s+)?(?:seconda\\s+firma|doppia\\s+verifica|avvisare\\s+il\\s+(?:responsabile|manager))|non\\s+lo\\s+segnali)',
    '\\bzonder\\s+(?:overleg|terugbelcontrole|tweede\\s+handtekening)',
    '\\bnão\\s+informe\\s+o\\s+(?:aprovador|gestor|responsável)',
    '\\bbez\\s+(?:informowania|powiadamiania)\\s+(?:przełożonego|kierownika|zatwierdzającego)',
  ].join('|'),
  'i',
);
/** A word's edges where its letters may be Latin-1 or Latin Extended-A ones (`\b` reads ASCII letters only). */
const W = '(?<![\\w\\u00c0-\\u017f])';
const E = '(?![\\w\\u00c0-\\u017f])';
/** The act on money, payment details or access, as an order (an imperative or a request for one). */
const ACT = new RegExp(
  [
    '(?:^|[:;]\\s{0,3}|\\b(?:please|kindly|and|then|also|should|to)\\s+|(?:^|[.!]\\s{1,3}))(?:approve|pay|mark|set|update|change|save|grant|give|create|add)\\s',
    '\\b(?:can|may)\\s+be\\s+(?:updated|approved|paid|changed|saved)\\s+(?:straight\\s+away|right\\s+away|directly|now|today|immediately)\\b',
    `\\bals\\s+bezahlt\\s+markieren|${W}(?:freigeben|genehmigen|überweisen|ändern)${E}`,
    `${W}(?:modifier|valider|payer|approuver|mettre\\s+à\\s+jour|accorder)${E}`,
    '\\b(?:guarde|conceda|apruebe|pague|marque|cambie|actualice)\\b',
    '\\b(?:approvi|paghi|segni|modifichi|aggiorni|conceda|approva|paga)\\b',
    '\\b(?:zet|keur|betaal|wijzig|markeer|geef)\\b',
    '\\b(?:marque|aprove|pague|altere|atualize|conceda)\\b',
    `${W}(?:nadaj|zatwierdź|zapłać|oznacz|zmień|zaktualizuj)${E}`,
  ].join('|'),
  'i',
);
/** What the act is on: this record, payment details, access. */
const AT_STAKE =
  /\b(?:(?:this|it|these)\b|the\s+attached|above|below|paid|bank|payroll|payee|remittance|vendor|supplier|refund|access|rights|user|admin|approval|order|invoice|rechnung|fatura|factura|fattura|faktur|rib|bestelling|betalings|ordine|dost\u0119p|acceso|acc\u00e8s|approvi|rekening|bancari|proveedor|fornitore|fornecedor|lieferant|fournisseur|leverancier|dostawc)/i;
/** A negation right before the act: a policy's "never approve … without the call-back". */
const NEVER =
  /\b(?:never|not|no|don't|cannot|can't|nie|nigdy|nunca|jamais|niemals|nicht|mai|non|nooit|niet|n\u00e3o)\s+(?:\w+\s+){0,2}\w+$/i;
/** A negation right after it, where the language puts it there: "wir ändern keine …", "nous ne modifions jamais". */
const NEVER_AFTER = /^\s{1,3}(?:kein\w{0,3}|nicht|nie|niemals|pas|jamais|niet|nooit|geen)\b/i;
/** An example, a warning or a report anywhere before the order in its line ("Phishing example:", "fraudsters write"). */
const EXAMPLE_BEFORE =
  /\b(?:examples?|e\.g\.|phishing|fraud(?:sters?)?|scam(?:mers?|s)?|attack(?:ers?|s)?|injections?|such\s+as|like:|training|awareness|beispiel|exemple|ejemplo|esempio|voorbeeld|exemplo|przyk\u0142ad|betr\u00fcger|fraudeurs?|estafadores|truffatori|oszu\u015bci)/i;
/** What is left out or said falsely bears on money, a check or a risk (not "omit personal names"). */
const AT_RISK =
  /\b(?:clause|finding|audit|overdue|legal|hold|warning|comment|change|bank|payee|penalt|indemnit|reminder|call-?back|verif|check|dispute|discrepanc|risk|r\u00fcckruf|mahnung|pr\u00fcf|p\u00e9nalit|avocat|abogado|aviso|rilievi|wezwani|zaleg\u0142|aanmaning|advogado|lembrete)/i;
/** The skip itself forbidden: "do not skip the call-back", "never without the second signature". */
const NOT_SKIPPED = /\b(?:not|never|don't|cannot|can't|must\s+not)\s+(?:\w+\s+)?$/i;
/** A skip a policy allows: "as the policy allows for amounts under 500", "below the threshold". */
const ALLOWED =
  /\b(?:polic(?:y|ies)|allowed|allows|permitted|permits|threshold|(?:under|below|up\s+to)\s+(?:\u00a3|\u20ac|\$|eur\s|usd\s|gbp\s)?\d)/i;
/** A quotation opened before the order, not a value's (`: "`, `= "`, a CSV cell's `,"`). */
const QUOTE_BEFORE = /(?<![:=,]\s{0,2})["\u201c\u201e\u00ab]/;

/** The line around `at`, at most REACH code units on each side (read no further: a line may be the whole text). */
function lineAround(text: string, at: number): [number, number] {
  let lo = at;
  const floor = Math.max(0, at - REACH);
  while (lo > floor && text.charCodeAt(lo - 1) !== 10) lo--;
  let hi = at;
  const ceiling = Math.min(text.length, at + REACH);
  while (hi < ceiling && text.charCodeAt(hi) !== 10) hi++;
  return [lo, hi];
}

/** Presented as an example or a report in the clause before `at`, or quoted anywhere before it in its line. */
function presented(line: string, at: number): boolean {
  const before = line.slice(0, at);
  let clause = before.length;
  while (clause > 0 && !CLAUSE_END.includes(before[clause - 1]!)) clause--;
  return PRESENTED_WORDS.test(before.slice(clause)) || QUOTE_BEFORE.test(before) || EXAMPLE_BEFORE.test(before);
}
/** What ends a clause before an order. */
const CLAUSE_END = '.;:!?';

/** Office records that rig the reader's summary or skip a control, in `t` (none when a strong finding from `own` on is made). */
export function detectOffice(t: Text, out: Hit[], own = 0): void {
  for (let i = own; i < out.length; i++) if (out[i]!.code !== 'injection_weak') return;
  const text = t.text;
  if (t.holdsAny(SUMMARY_IDS) && rigged(text, out)) return;
  if (t.holdsAny(SKIP_IDS)) skipped(text, out);
}

/** The global forms the scans below step through (their lastIndex set before each use). */
const SUMMARY_ALL = new RegExp(SUMMARY.source, 'gi');
const SKIPPED_ALL = new RegExp(SKIPPED.source, 'gi');
const ACT_ALL = new RegExp(ACT.source, 'gi');

/** A summary rigged: its line found and reported. */
function rigged(text: string, out: Hit[]): boolean {
  const re = SUMMARY_ALL;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const [lo, hi] = lineAround(text, m.index);
    // Each stretch of a line is read once: the next frame is looked for past it.
    re.lastIndex = Math.max(re.lastIndex, hi);
    const line = text.slice(lo, hi);
    if (presented(line, m.index - lo)) continue;
    if (!LEFT_OUT.test(line) || !AT_RISK.test(line)) continue;
    if (!SETTLED_SAID.test(line) && !DETAILS_CHANGED.test(line)) continue;
    out.push({ code: 'injection_role', start: lo, end: hi });
    return true;
  }
  return false;
}

/** A control skipped: its line found and reported. */
function skipped(text: string, out: Hit[]): void {
  const re = SKIPPED_ALL;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (NOT_SKIPPED.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    const [lo, hi] = lineAround(text, m.index);
    re.lastIndex = Math.max(re.lastIndex, hi);
    const line = text.slice(lo, hi);
    if (!AT_STAKE.test(line) || ALLOWED.test(line)) continue;
    // Any act in the line that is an order: not negated, not presented as what someone asked.
    const acts = ACT_ALL;
    acts.lastIndex = 0;
    for (let a = acts.exec(line); a !== null; a = acts.exec(line)) {
      const at = a.index + a[0].trimEnd().length;
      if (NEVER.test(line.slice(Math.max(0, at - 40), at)) || NEVER_AFTER.test(line.slice(at, at + 16)) || presented(line, at)) continue;
      out.push({ code: 'injection_role', start: lo, end: hi });
      return;
    }
  }
}
