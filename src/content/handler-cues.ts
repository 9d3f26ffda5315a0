/**
 * What makes a skipped control an order to whoever handles a record (docs/content-readings.md, orders to whoever
 * handles a record): the sentence holding it gives an order, by a "please", an imperative at the head of a clause, or
 * an address to the handler or the AI, in the seventeen languages handler-orders.ts reads. A sentence that only
 * describes a process ("refunds under $20 are issued without approval"), reports what happened ("you charged me twice
 * without any confirmation") or forbids the act without the control ("transfers are never released without a
 * call-back") gives no order. Every pattern here is tried on one sentence (a bounded slice), never on the whole text.
 */

/** How far back and on from a skipped control its sentence is read. */
const SENTENCE_REACH = 300;

/** Whether the code unit at `i` of `text` ends a sentence: . ! ? ; before a space or the end, a line break, CJK stops. */
function endsSentence(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c === 10 || c === 13 || c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff1b) return true;
  if (c === 92) return text.charCodeAt(i + 1) === 110 || text.charCodeAt(i + 1) === 114;
  if (c !== 46 && c !== 33 && c !== 63 && c !== 59) return false;
  const n = text.charCodeAt(i + 1);
  // "kr. til", "e.g. the": a stop before a lower-case word is an abbreviation's
  if (c === 46 && n === 32 && isLowerLatin(text.charCodeAt(i + 2)) && shortWordEndsAt(text, i)) return false;
  return Number.isNaN(n) || n === 32 || n === 9 || n === 10 || n === 13 || n === 34 || n === 92;
}

/** Whether the word ending at `i` (before a stop) has at most two letters, as an abbreviation's has. */
function shortWordEndsAt(text: string, i: number): boolean {
  let k = i;
  while (k > 0 && i - k <= 2 && text.charCodeAt(k - 1) > 32 && text.charCodeAt(k - 1) !== 46) k--;
  return i - k <= 2 && (k === 0 || text.charCodeAt(k - 1) <= 32 || text.charCodeAt(k - 1) === 46);
}

function isLowerLatin(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** Where the sentence holding `at` starts (within SENTENCE_REACH before it). */
export function sentenceStart(text: string, at: number): number {
  const limit = Math.max(0, at - SENTENCE_REACH);
  let i = at;
  while (i > limit && !endsSentence(text, i - 1)) i--;
  return i;
}

/** Where the sentence holding `at` ends (within SENTENCE_REACH after it). */
export function sentenceEnd(text: string, at: number): number {
  const limit = Math.min(text.length, at + SENTENCE_REACH);
  let i = at;
  while (i < limit && !endsSentence(text, i)) i++;
  return i;
}

/** A clause's head: the sentence's start, or after a colon, comma or dash (where an address ends). */
const HEAD = '(?:^|[:,\\u2014\\u2013\\uff1a\\uff0c]|\\s-)[\'"*\\s]*(?:(?:and|then|also)\\s+)?';

/**
 * An order in a sentence: a "please", an imperative at a clause's head, or an address to the handler or the AI.
 * ("please note" and its kin introduce information, not an order.)
 */
const ORDER = new RegExp(
  [
    // English
    '\\b(?:please|pls|kindly)\\b(?!\\s+(?:note|be\\s+aware|see|read|refer))|\\bjust\\s+(?:apply|do|send|pay|release|refund|close|change|approve)\\b|\\bgo\\s+ahead\\b',
    '\\bwhoever\\b|\\b(?:dear|to)\\s+(?:the\\s+)?(?:case\\s+)?(?:handler|agent|reviewer|team\\s+member|person|anyone|ai|assistant)\\b|\\bnote\\s+(?:to|for)\\s+(?:the\\s+)?(?:whoever|support|agent|team|ai|assistant|handler|person|seller)',
    '\\b(?:handler|agent|agente|assistant|reviewer|support|desk|ai|ia|ki|bot)\\s*[:,\\u2014\\uff1a-]|\\b(?:any|an|the)\\s+(?:ai|assistant|agent|bot)\\s+(?:that|who|reading|processing)\\b|\\bif\\s+(?:an?|the)\\s+(?:ai|assistant|agent|bot)\\s+is\\s+reading',
    HEAD +
      "(?:please\\s+)?(?:(?:apply|send|set|close|pay|release|waive|change|reset|add|move|switch|credit|refund|process|mark|approve|transfer|wire|issue|update|e-?mail|reimburse)\\s+(?:the|my|me|this|it|all|every|a|an|our|out|\\d|[$\\u20ac\\u00a3])|(?:don'?t|do\\s+not|skip|keep|leave)\\b)",
    // German, French, Spanish, Italian, Portuguese
    '\\bbitte\\b(?!\\s+beachten)|\\bwer\\s+(?:dieses|das|diese|diesen|den)\\b|\\ban\\s+(?:die|den)\\s+(?:person|sachbearbeiter|bearbeiter|ki)|\\bassistent|' +
      HEAD +
      '[a-z\\u00e4\\u00f6\\u00fc]+en\\s+sie\\b',
    "\\bveuillez\\b(?!\\s+noter)|\\bmerci\\s+(?:de|\\u00e0\\s+la\\s+personne)|\\bs'il\\s+vous\\s+pla|\\bpersonne\\s+qui|\\b(?:conseill\\u00e8re?|agent)\\s+qui|\\u00e0\\s+qui\\s+(?:pr\\u00e9pare|traite|g\\u00e8re|emballe|exp\\u00e9die)\\b|\\bqui\\s+s'occupe|\\bne\\s+mettez|" +
      HEAD +
      '[a-z\\u00e9\\u00e8]+ez\\b',
    '\\bpor\\s+favor\\b|\\bquien\\s+(?:gestione|lea|procese|tramite|revise|prepare|empaquete)|\\b(?:persona|agente)\\s+que|\\bagente\\s+de\\s+ia|\\bno\\s+(?:avise|avises|informe|deje|env\\u00ede)\\b|' +
      HEAD +
      '(?:exporte|apruebe|reenv\\u00ede|procese|emita|abone|ingrese|deposite|cambie|reembolse|marque|env\\u00ede|haga|aplique|transfiera|devuelva|pague|libere|cierre)n?\\b',
    '\\bper\\s+favore\\b|\\ba\\s+chi\\b|\\bper\\s+chi\\b|\\boperatore\\s+che|\\bassistente\\s+ia|\\bnon\\s+(?:scrivete|dite|avvisate)\\b|' +
      HEAD +
      '(?:esportate|approvate|inoltrate|bonificate|versate|rimborsate|cambiate|segnate|mandate|inviate|chiudete|pagate|applicate|accreditate|modificate|sbloccate)(?:mi)?\\b',
    '\\bpara\\s+(?:quem|a\\s+ia)|\\b(?:pessoa|atendente)\\s+que|\\bn\\u00e3o\\s+(?:informe|avise|deixem)\\b|' +
      HEAD +
      '(?:exportem|aprovem|reembolsem|alterem|marquem|enviem|apliquem|fechem|liberem|paguem|mudem|transfiram|devolvam|fa\\u00e7am|cancelem)(?:-me)?\\b',
    // Dutch, Polish, Swedish, Danish
    '\\balsjeblieft\\b|\\b(?:aan|voor)\\s+(?:degene|wie)\\b|\\bmedewerker\\s+die\\b|\\bbericht\\s+voor|' +
      HEAD +
      '(?:betaal|zet|markeer|stuur|wijzig|maak|exporteer|keur)\\b',
    '\\bprosz\\u0119|\\b(?:do|dla)\\s+osoby|\\bkto\\s+rozpatruje|\\bkto\\s+to\\b|\\bdla\\s+asystenta|\\bnie\\s+dodawajcie|' +
      HEAD +
      '(?:wyeksportujcie|zatwierd\\u017acie|zwr\\u00f3\\u0107cie|zmie\\u0144cie|oznaczcie|wy\\u015blijcie|przelejcie|zap\\u0142a\\u0107cie|zamknijcie|dodajcie)\\b',
    '\\btill\\s+(?:den|ai|handl\\u00e4ggaren)\\b|\\bden\\s+som\\s+(?:l\\u00e4ser|tar|hanterar)|\\bsn\\u00e4lla\\b|\\bv\\u00e4nligen\\b|\\bs\\u00e4g\\s+inget|\\bskriv\\s+ingen|' +
      HEAD +
      '(?:betala|byt|markera|skicka|\\u00e4ndra|exportera|godk\\u00e4nn)\\b',
    '\\btil\\s+(?:den|ai)|\\bvenligst\\b|' + HEAD + '(?:udbetal|skift|marker|send|sig)\\b',
    // Turkish, Russian, Czech, Romanian
    'i\\u015fleyen\\s+ki\\u015fiye|temsilciye[\\s:]|arkada\\u015fa[\\s:]|g\\u00f6nderin\\b|yat\\u0131r\\u0131n|onaylay\\u0131n|aktar\\u0131n|iletin\\b|\\u00f6deyin|atlay\\u0131n|\\bl\\u00fctfen\\b|asistan\\u0131na|yazmay\\u0131n|yap\\u0131n\\b|edin\\b|de\\u011fi\\u015ftirin|i\\u015faretleyin',
    '\\u0442\\u043e\\u043c\\u0443,?\\s*\\u043a\\u0442\\u043e|\\u043f\\u043e\\u0436\\u0430\\u043b\\u0443\\u0439\\u0441\\u0442\\u0430|\\u0430\\u0441\\u0441\\u0438\\u0441\\u0442\\u0435\\u043d\\u0442|(?<![\\u0430-\\u044f])[\\u0430-\\u044f]+(?:\\u0438\\u0442\\u0435|\\u0439\\u0442\\u0435|\\u044c\\u0442\\u0435)(?![\\u0430-\\u044f])',
    '\\btomu,?\\s*kdo|\\bpros\\u00edm\\b|\\bpro\\s+ai|\\bnepi\\u0161te|' +
      HEAD +
      '(?:vra\\u0165te|zm\\u011b\\u0148te|ozna\\u010dte|po\\u0161lete|zapla\\u0165te|p\\u0159eve\\u010fte|zru\\u0161te|uzav\\u0159ete)\\b',
    '\\bpentru\\s+(?:persoana|asistentul)|\\bv\\u0103\\s+rog|\\bnu\\s+l\\u0103sa\\u021bi|' +
      HEAD +
      '(?:rambursa|schimba|marca|trimite|pl\\u0103ti|\\u00eenchide|transfera)\\u021bi\\b',
    // Japanese, Chinese, Korean: "…へ：", "ください", "请", "致…", "주세요", "마세요", "…께:"
    '\\u3078[\\uff1a:]|\\u69d8[\\uff1a:]|\\u7684\\u4eba[\\uff1a:]|\\u8d1f\\u8d23[\\u4e00-\\u9fff]{1,10}[\\uff1a:]|\\u304f\\u3060\\u3055\\u3044|\\u304a\\u9858\\u3044|\\u306a\\u3044\\u3067|\\u8bf7|\\u81f4|\\u9ebb\\u70e6|\\u52a1\\u5fc5|\\u5e2e\\u5fd9|\\u4eba\\u5458[\\uff1a:]|\\uc8fc\\uc138\\uc694|\\ub9c8\\uc138\\uc694|\\uc5d0\\uac8c[\\uff1a:]|\\uaed8[\\uff1a:]|\\ud558\\uc138\\uc694',
  ].join('|'),
  'i',
);

/**
 * A rule forbidding the act without the control, before the skipped control in its sentence: "never", "may not",
 * "no longer", and the same in the other sixteen languages.
 */
const FORBIDDING = new RegExp(
  [
    "\\b(?:never|must\\s+not|may\\s+not|cannot|can't|no\\s+longer|not\\s+allowed|under\\s+no)\\b",
    '\\b(?:niemals|nie|nicht|keinesfalls|d\\u00fcrfen\\s+nicht)\\b|\\bjamais\\b|\\bne\\s+(?:\\S+\\s+)?(?:pas|plus|jamais)\\b',
    '\\b(?:nunca|jam\\u00e1s|prohibido|no\\s+(?:se\\s+)?(?:puede|debe|permite))\\b|\\b(?:mai|non\\s+si|vietato)\\b|\\b(?:proibido|n\\u00e3o\\s+(?:se\\s+)?(?:pode|deve))\\b',
    '\\b(?:nooit|niet|mag\\s+niet)\\b|\\b(?:nigdy|nie\\s+wolno|nie)\\b|\\b(?:aldrig|inte|ikke)\\b',
    '\\basla\\b|\\u043d\\u0438\\u043a\\u043e\\u0433\\u0434\\u0430|\\u043d\\u0435\\u043b\\u044c\\u0437\\u044f|\\bnikdy\\b|\\bnesm\\u00ed|\\bnici\\s*odat\\u0103|\\bniciodat\\u0103|\\bnu\\s+(?:se\\s+)?(?:poate|are\\s+voie)',
    '\\u7d76\\u5bfe|\\u7981\\u6b62|\\u4e0d\\u5f97|\\u51b3\\u4e0d|\\u7edd\\u4e0d|\\u4e0d\\u80fd|\\uc808\\ub300|\\uae08\\uc9c0',
  ].join('|'),
  'i',
);

/**
 * A standing rule's condition in the skipped control's sentence ("skip the inspection for returns of sealed items",
 * "don't escalate refunds under $10", "…の場合"): a workflow step, not an order about this record.
 */
const CONDITIONED = new RegExp(
  [
    '\\b(?:if(?!\\s+(?:an?\\s+|the\\s+)?(?:ai|assistant|agent|bot|it)\\b)|when|whenever|unless|only\\s+(?:for|if|when)|(?:under|below)\\s+[$\\u20ac\\u00a3]?\\d+|for\\s+(?:all\\s+)?(?:returns|orders|transactions|requests|items|accounts|customers|refunds))\\b',
    '\\b(?:wenn|falls|lorsque|quand|cuando|quando|indien|je\\u015bli|je\\u017celi|hvis|e\\u011fer|pokud)\\b|\\bdac\\u0103|\\u0435\\u0441\\u043b\\u0438|\\u5834\\u5408|\\u5982\\u679c|\\uacbd\\uc6b0',
  ].join('|'),
  'i',
);

/** Whether `sentence` gives an order, the part before the skipped control (`before`) forbidding nothing. */
export function ordersInSentence(sentence: string, before: string): boolean {
  return ORDER.test(sentence) && !FORBIDDING.test(before) && !CONDITIONED.test(sentence);
}

/** Whether the skipped control's sentence neither forbids the act without it nor states a rule's condition. */
export function skipStandsFree(sentence: string, before: string): boolean {
  return !FORBIDDING.test(before) && !CONDITIONED.test(sentence);
}

/**
 * A sentence stating a duty ("the holder must be informed of any change") or reporting what happened ("I asked for a
 * refund three times"): a rule or a report, not an act asked for.
 */
const DUTY =
  /\b(?:asked|was|were|got|received|came|arrived|had|did|nobody|must|mandatory|required\s+to|muss|m\u00fcssen|doit|doivent|debe|deben|deve|devono|moet|musi|m\u00e5ste|skal|zorunlu|mus\u00ed|trebuie)\b|\u0434\u043e\u043b\u0436\u0435\u043d/i;

/**
 * Whether the act at stake (`isAct`) is asked for on `line` around the skipped control at `at`: in the control's
 * sentence when that one gives an order (`ordered`); in the sentence before or after it when that one gives an order,
 * or in the one before (the context the order follows) stating no rule, the control's sentence ordering; or, the control's sentence ordering, in any ordering sentence of
 * the line ("Please update the e-mail on the account. I'm her husband. Don't send the confirmation to the old
 * address"). A described skip ("refunds are issued without approval") needs an ordered act next to it.
 */
export function actOrdered(line: string, at: number, ordered: boolean, isAct: (s: string) => boolean): boolean {
  const from = sentenceStart(line, at);
  const to = sentenceEnd(line, at);
  if (ordered && isAct(line.slice(from, to))) return true;
  const gives = (s: string) => ORDER.test(s) && !FORBIDDING.test(s) && !CONDITIONED.test(s);
  const previous = from > 0 ? line.slice(sentenceStart(line, from - 1), from) : '';
  const next = to < line.length ? line.slice(to + 1, sentenceEnd(line, to + 1)) : '';
  if (isAct(previous) && (gives(previous) || (ordered && !DUTY.test(previous) && !CONDITIONED.test(previous)))) return true;
  if (isAct(next) && gives(next)) return true;
  if (!ordered) return false;
  for (let s = 0; s < line.length; ) {
    const e = sentenceEnd(line, s);
    const sentence = line.slice(s, e);
    if (isAct(sentence) && gives(sentence)) return true;
    s = e + 1;
  }
  return false;
}

/** Whether the sentence before `from` or after `to` in `text` gives an order (a described skip's neighbour). */
export function neighbourOrders(text: string, from: number, to: number): boolean {
  const previous = from > 0 ? text.slice(sentenceStart(text, from - 1), from) : '';
  const next = to < text.length ? text.slice(to + 1, sentenceEnd(text, to + 1)) : '';
  return ORDER.test(previous) || ORDER.test(next);
}
