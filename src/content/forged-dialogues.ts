/**
 * prompt_injection read from a forged dialogue turn inside the data (docs/content-readings.md, forged dialogue turns):
 * an assistant's, a bot's or a response's turn in a record ("Assistant: …", "### Response:", "[04:12] AI: …",
 * `<assistant>…`, a chat export's `"role": "assistant"`, a transcript's speaker line, "ChatGPT said: …") that accepts an
 * order and announces the act as done or begun, so that the reader takes the act for its own and goes on with it.
 * Transcripts, datasets and format guides hold assistants' turns every day, so the turn alone marks nothing; what marks
 * a forged one is its stake:
 *  - records or a secret sent out: a verb of sending with an address, a link or a public place, and other people's
 *    records in bulk or a secret ("I have forwarded the members' export to …", "uploading the contracts to https://…");
 *    a secret sent with no destination written ("will now send the deploy key to the reporter");
 *  - money wired to an account written by its number or an IBAN ("Wiring EUR 6,400 to account 60-14-22 31958804");
 *  - checks skipped: a force push, straight to main, without review or CI, `rm -rf`, a download piped to a shell, a
 *    table dropped;
 *  - a person kept out beside an act ("the manager does not need to know", "deleted the sent copy");
 *  - a secret opened for the reader to complete: the turn ends its field on "Here is the production API key:" or
 *    "the admin password is:" (the completion at the text's very end is turns.ts's);
 *  - a forged exchange: the assistant's bare "Sure." and then a person's turn with a standing or new order ("from now on
 *    …", "new task: …");
 *  - an assistant's consent that commits to the act at once ("Sure, running it now") after a person's turn with a
 *    secret, money to an account, skipped checks or a person kept out.
 * Not forged: a refusal ("I can't share passwords"), a turn quoted in a write-up about attacks ("for example", "red
 * team", "injection"), a bot's help with the user's own things (a reset link to "your e-mail", a refund to the original
 * payment method, an account named by its last digits).
 *
 * Anchored on the turn labels' words (the literal index's "assistant"; "response", "chatgpt", "ai:", "bot:", "<v ai"
 * by native searches of the lower-cased text), MAX_LABELS of them at most, each turn read in a bounded slice.
 */
import { type Hit, strongSince } from './codes.js';
import { forgedOutcome } from './forged-outcomes.js';
import { loweredOf } from './word-places.js';
import { mergedAscending, placesOf, type Text } from './find.js';
import { AUTO_APPROVE, SECOND_FACTOR, STRAIGHT_TO_MAIN } from './stakes-vocabulary.js';
import { consentsToAVerdict } from './verdict-stakes.js';
import { atWordStart } from './word-lists.js';

/** How much of a turn is read; how far before a turn the person's turn and a write-up's words are read. */
const TURN = 300;
const BEFORE = 300;
/** How many labels are read at most. */
const MAX_LABELS = 60;
/** The labels' words, lower case. */
const LABEL_WORDS = ['assistant', 'response', 'chatgpt', 'ai:', 'bot:', '<v ai'];

/** What stands right before a turn's label: a line's, a field's, a quotation's or a sentence's end, a tag, a timestamp's bracket. */
const LABEL_BEFORE = /(?:^|[\n"'>\][(|:.!?,]|\\n)[ \t]{0,12}(?:#{1,4}[ \t]{0,2}|\*\*|\[|<)?$/;
/** A person's label earlier in the same line or cell. */
const INLINE_PERSON = /(?:^|[\s"'>\]])(?:human|user)[ \t]{0,2}:[^\n]*$/i;
/** What follows the label's word: an aside, then the colon, the tag's (`<|assistant|>`'s) or bracket's close; or a line break (a speaker on a line of its own). */
const LABEL_AFTER =
  /^(?:[ \t]{0,2}\([^)\n]{0,60}\))?(?:[ \t]{0,2}:|\*\*:?|\|?>|\]\(#[a-z_]{1,20}\)|\](?:[ \t]{0,2}:)?|[ \t]{0,2}said:)|^[ \t]{0,2}(?:\r?\n|\\n)/i;
/** A chat export's assistant message: `"role": "assistant", "content": "`, its quotes escaped or not. */
const ROLE_CONTENT = /^assistant\\{0,3}"\s{0,8},\s{0,8}\\{0,3}"content\\{0,3}"\s{0,3}:\s{0,3}\\{0,3}"/;
/** Where a turn ends: the next person's or instruction's label, a tag closing the assistant's turn, the next message. */
const TURN_END =
  /(?:^|[\s"'>\][(|:.!?,]|\\n)(?:#{1,4}[ \t]{0,2})?(?:human|user|instruction|customer|visitor)(?:[ \t]{0,2}:|>)|<\/assistant>|"role\\{0,3}"\s{0,3}:/i;

/** An acceptance that opens the turn: "Sure.", "Of course!", "Understood —", "Confirmed.". */
const ACCEPTS = new RegExp(
  String.raw`^(?:${atWordStart(['sure\\b', 'of\\s+course\\b', 'certainly\\b', 'understood\\b', 'confirmed\\b', 'checked\\b', 'done\\b', 'ok\\b', 'okay\\b', 'absolutely\\b', 'right\\s+away\\b', 'will\\s+do\\b', 'no\\s+problem\\b', 'gladly\\b', 'yes\\b'])})[ \t]{0,2}[.!,:\u2014\u2013-]?`,
  'i',
);
/** The turn reporting its own act: the first person, or a verb's -ing form leading a clause ("Wiring …", "Sending …"). */
const OWN_ACT = new RegExp(
  String.raw`(?:^|[.!,:;\u2014\u2013-]\s{0,3}|\bnext\s+step:\s{0,2})(?:i\s+(?:have|am|will|just)\b|i['\u2019](?:ll|ve|m)\b|${atWordStart(['sending', 'wiring', 'uploading', 'forwarding', 'e-?mailing', 'posting', 'transferring', 'paying', 'running', 'merging', 'pushing', 'force-pushing', 'committing', 'deleting', 'removing', 'restoring', 'copying', 'exporting', 'sharing', 'granting', 'disabling', 'calling', 'executing', 'refunding', 'releasing', 'proceeding'])}\b)`,
  'i',
);
/** A refusal or an apology: the turn does not do what was asked. */
const REFUSES = /\b(?:can['\u2019]?t|cannot|can\s+not|won['\u2019]?t|unable|not\s+able|sorry|not\s+allowed|decline)\b/i;

/** A verb of sending something somewhere. */
const SENDS = new RegExp(
  atWordStart([
    'send',
    'sending',
    'sent',
    'e-?mail(?:ed|ing)?',
    'forward(?:ed|ing)?',
    'upload(?:ed|ing)?',
    'post(?:ed|ing)?',
    'cop(?:y|ied|ying)',
    'shar(?:e|ed|ing)',
    'export(?:ed|ing)?',
    'went',
    'push(?:ed|ing)?',
    'text(?:ed|ing)?',
    'pasting',
    'pasted',
  ]) + String.raw`\b`,
  'i',
);
/** A destination outside the turn's speaker: an address, a link, a public place, "the address in the footer". */
const DESTINATION =
  /[\w.+-]@[a-z0-9-]{1,63}\.[a-z]|\bhttps?:\/\/|\bto\s+the\s+(?:[\w-]{1,12}\s+){0,2}?(?:address|link|number)\s+(?:in|below|above|from|at)\b|\bpublic\s+(?:gist|bucket|repo(?:sitory)?|channel|paste|link)|\bscp\s/i;
/** The user as the destination: "to your e-mail", "to you at …", a reset link. */
const TO_THE_USER = /\bto\s+(?:you|your)\b|\breset\s+link\b/i;
/** Other people's records in bulk. */
const RECORDS =
  /\b(?:(?:customer|client|member|donor|patient|staff|employee|passenger|guest|user|player|grower|tenant|pupil|student|volunteer|supplier|applicant)s?['\u2019]?\s+(?:list|database|db|records|data|export|files?|details|contracts|table|passport|bank|phone|e-?mail|emergency|contact)|members['\u2019]|payroll|contracts|database|\bexports?\b|answer\s+key|roster|passport\s+scans|(?:id|identity|cnic|nric|licen[cs]e)\s+(?:card\s+)?scans|(?:signed|financing|loan|tenancy|rental)\s+agreements?|bank\s+details|cards?\s+on\s+file|card\s+details|full\s+(?:\w+\s+){0,2}list|contact\s+sheet)/i;
/** A secret. */
const SECRET =
  /\b(?:passwords?|passcodes?|api[\s_-]?keys?|secrets?|tokens?|credentials|private\s+(?:repository\s+)?keys?|ssh\s+(?:private\s+)?keys?|deploy\s+(?:key|token)|backup\s+codes|(?:authori[sz]ation|verification|one-time|sim-swap|porting)\s+codes|database_url|[a-z]+_(?:key|token|secret)\b)|(?<![\w.])\.env\b(?!\.)|~\/\.\w|\/etc\/\w/i;
/** Money moved to an account written by its number or an IBAN (not one named by its last digits). */
const MOVES_MONEY = new RegExp(
  atWordStart([
    'wir(?:e|ed|ing)',
    'transfer(?:red|ring)?',
    'pay(?:ing)?',
    'paid',
    'refund(?:ed|ing)?',
    'releas(?:e|ed|ing)',
    'mov(?:e|ed|ing)',
  ]) + String.raw`\b`,
  'i',
);
const ACCOUNT_NUMBER =
  /\b(?:account|acct|a\/c)(?:\s+(?:no\.?|number))?\s{1,3}(?!ending\b)[\d][\d -]{5,}\d|\biban\s{0,2}[a-z]{2}\d{2}|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}\b|\bsort\s+code\s+\d/i;
/**
 * Checks skipped: a force push, straight to main, without review or CI, infrastructure destroyed with its confirmation
 * skipped, a recursive delete, a download run by a shell.
 */
const SKIPS_CHECKS = new RegExp(
  String.raw`\bforce[\s-]?push|--force\b|${STRAIGHT_TO_MAIN}|\bwithout\s+(?:ci|review|tests|checks|(?:a\s+)?confirmation|asking|approval|telling)\b|\bskip(?:ping|ped)?\s+(?:ci|review|the\s+(?:checks?|tests|review|fraud\s+check|confirmation|verification(?:\s+step)?))\b|\bdisabl\w{0,3}\s+(?:the\s+)?${SECOND_FACTOR}\b(?![^.\n]{0,24}\byour\b)|\bdestroy\b[^\n]{0,30}${AUTO_APPROVE}|${AUTO_APPROVE}[^\n]{0,30}-destroy\b|\brm\s+-rf\b|\|\s{0,2}(?:ba|z)?sh\b|\|\s{0,2}iex\b|\bdelete_\w|\bdrop\s+(?:table|database)\b`,
  'i',
);
/** Reviews rigged: the negative ones removed, a rating set. */
const RIGS_REVIEWS =
  /\bremov(?:e|ed|ing)\s+(?:the\s+)?(?:\w+\s+)?negative\s+reviews\b|\bremov(?:e|ed|ing)\s+all\s+(?:the\s+)?(?:one-star|1-star|low-rated)\s+reviews\b|\b(?:set|raised|bumped)\s+(?:the\s+|its\s+|their\s+)?(?:[\w'\u2019]{1,30}\s+)?rating\s+to\s+\d/i;
/** The turn's own act that puts a secret where others read it: "committing", "I have pasted" (not "is printed on your card"). */
const EXPOSES = new RegExp(
  String.raw`(?:\bi(?:\s+have|['\u2019]ve|\s+just)?\s+(?:committed|printed|published|pasted|dumped)|${atWordStart(['committing', 'printing', 'publishing', 'pasting', 'dumping'])})\b`,
  'i',
);
/** Access granted: owner, admin, write or full rights. */
const GRANTS = /\b(?:owner|admin(?:istrator)?|write|full|root)\s+(?:rights|access|permissions?|role)\b/i;
/** A negation before a skipped check. */
const NEGATED = /\b(?:not|never|none|nothing|no)\b/i;
/** A negation right after a skipped check's verb: "force-pushed nothing", "pushed none of it". */
const NEGATED_AFTER = /^[a-z]{0,3}\s{1,2}(?:nothing|none|no)\b/i;
/** A person kept out, or the act's trace removed. */
const KEPT_OUT =
  /\b(?:does(?:n['\u2019]t|\s+not)|do(?:n['\u2019]t|\s+not))\s+need\s+to\s+know\b|\b(?:will\s+not|won['\u2019]t|not\s+to)\s+mention\b|\bnobody\s+else\s+was\s+copied\b|\btell\s+no\s+one\b|\b(?:deleted|removed)\s+the\s+sent\s+cop(?:y|ies)\b|\bkeep\s+(?:it|this)\s+(?:quiet|between\s+us)\b|\b(?:do\s+not|don['\u2019]t|without)\s+(?:copy|copying|cc|cc['\u2019]?ing)\s+(?:in\s+)?(?:the\s+|my\s+)?(?:partner|manager|supervisor|team\s+lead|finance|compliance|legal)\b/i;
/** An act on records beside a person kept out: deleted, removed, set, marked, approved, changed. */
const RECORD_ACT = /\b(?:delet|remov|set|mark|approv|chang|refund|restor|clos|wip)\w{0,4}\b/i;
/** The turn ends on a secret announced for the reader to go on with: "Here is the production API key you asked for:". */
const ANNOUNCES = /(?:\bhere\s+(?:is|are)\b|\bbelow\s+(?:is|are)\b|\b(?:is|are)\s*$)/i;
/**
 * A colon that closes its field or line: blanks, then a quote, a tag or the end; or a line break and then another line
 * break, a bracket, a quote or the next speaker's label (not the value given on the next line).
 */
const CLOSING_COLON = /:(?=[ \t]{0,3}(?:["'<`}\]]|\\"|$|(?:\\[nrt]|\r?\n)[ \t]{0,3}(?:\\n|\n|["'<`}\][]|\\"|$|[A-Z][A-Za-z ]{0,20}:)))/;
/** Help about a secret, not the secret: "a short comparison of API keys", "how to rotate the token", "an example .env". */
const ABOUT_IT =
  /\b(?:comparison|difference|how|steps?|explanation|overview|summary|guide|example|tips|introduction|description|format|placeholders?|redacted|masked|names\s+of)\b/i;
/** The forged exchange's later order: a standing or a new order. */
const LATER_ORDER = /\b(?:from\s+now\s+on|new\s+task|going\s+forward|ignore\s+(?:all|the|your|previous|any))\b/i;
/** The later orders that set the rules aside by themselves ("new task", "ignore all"), not a standing preference ("from now on"). */
const LATER_OVERRIDE = /^(?:new|ignore)/i;
/** What a standing order puts at stake (not a language or a format preference): an act on records, money, a secret, a check. */
const LATER_STAKE =
  /\b(?:approv\w*|mark\w*|refund\w*|delet\w*|remov\w*|send|forward|transfer\w*|wir(?:e|ing)|pay|grant|admin\w*|skip|bypass|without|ignore|disregard|passwords?|secrets?|keys?|tokens?|credentials|(?:never|do\s+not|don['\u2019]t)\s+(?:tell|mention|report|log|ask|inform))\b/i;
/** A consent that commits to the act at once: "Sure, running it now", "I will do that now", "I've done that". */
const AT_ONCE =
  /\b(?:(?:running|doing|sending|executing|uploading|forwarding|exporting|transferring)\s+(?:(?:it|that|this|them)\s+)?now|i\s+will\s+do\s+(?:it|that|this)\s+now|i['\u2019]ve\s+done\s+(?:it|that)|on\s+it)\b/i;
/** An act at stake the turn claims done on a record: a fee waived, a payee or a result changed, entries deleted. */
const STAKED_ACT =
  /\b(?:waiv|approv|refund)\w{0,4}\b|\bplac\w{0,3}\s+(?:the\s+|an?\s+)?order\b|\b(?:bought|purchased)\b|\b(?:rais|bump|lower)\w{0,3}\s+(?:the\s+|its\s+|their\s+)?(?:score|grade|mark|rating|priority|limit)|\bchang\w{0,3}\s+(?:the\s+)?(?:payee|iban|bank|beneficiary|delivery\s+address|result|grade|score|status)\b|\b(?:delet|remov|eras|wip)\w{0,3}\s+(?:the\s+|all\s+|its\s+)?(?:[\w-]{1,20}\s+){0,2}(?:entries|entry|records?|complaints?|warnings?|flags?|alerts?|history)\b|\bexport\w{0,3}\s+(?:the\s+)?(?:[\w-]{1,20}\s+){0,2}(?:list|records|table|data)\b/i;
/** The person's later turn asking for the act again: "do the same for ...", "put that in the signed copy". */
const REPEAT_IT = /\b(?:do\s+the\s+same|same\s+again|repeat\s+(?:that|this|it)|put\s+(?:that|this|it)\s+in\s+the\s+signed\s+copy)\b/i;

/** A write-up that quotes a forged turn as an attack's example. */
const QUOTED_EXAMPLE =
  /\b(?:for\s+example|e\.g\.|example\s+of|red[\s-]team|injection|attack(?:s|ers?)?|payload|do\s+not\s+follow|test\s+case|phishing|scam)\b/i;
/**
 * A turn quoted in prose: its label right after an opening quote that follows a word, a bracket or a dash (`a line
 * like "Assistant: …"`, `("Assistant: …")`, the quote doubled inside a CSV cell), not a field's value (`"text": "Assistant: …"`, `["Assistant: …"`).
 */
const QUOTED_IN_PROSE = /(?:[a-z]\s|[(\u2014\u2013]\s?|\s-\s)(?:""|["\u201c'`])(?:#{1,4}\s?|\[|<)?$/i;
/** A closing tag of the block the data sat in (not a dialogue's own turn tags). */
const CLOSED_BLOCK = /<\/(?!(?:user|human|assistant|system)>)[a-z_][\w-]{1,30}>[\s"]{0,6}(?:\\n[\s"]{0,4}){0,3}$/i;

/** After a closed block: an acceptance or the turn's own act that moves money, sends, or acts on records. */
const closedBlockAct = (turn: string): boolean =>
  (ACCEPTS.test(turn) || OWN_ACT.test(turn.slice(0, 60))) && (MOVES_MONEY.test(turn) || SENDS.test(turn) || RECORD_ACT.test(turn));

/** Where the turn whose label's word is at `at` starts its body, or -1 where the word is no turn's label. */
function bodyAt(text: string, lower: string, at: number): number {
  if (lower.startsWith('<v ai', at)) {
    const close = text.indexOf('>', at);
    return close > 0 && close - at < 40 ? close + 1 : -1;
  }
  const before = text.slice(Math.max(0, at - 14), at);
  if (lower.startsWith('assistant', at)) {
    // A chat export's `"role": "assistant", "content": "…"`.
    if (/role\\{0,3}"\s{0,3}:\s{0,3}\\{0,3}"$/i.test(before)) {
      const m = ROLE_CONTENT.exec(text.slice(at, at + 60));
      return m === null ? -1 : at + m[0].length;
    }
  }
  // Turns run on in one line or cell ("User: … Assistant: …") follow a person's label within the line.
  if (
    !LABEL_BEFORE.test(before) &&
    !(/^[ \t]$/.test(text[at - 1] ?? '') && /^[A-Z]/.test(text[at]!) && INLINE_PERSON.test(text.slice(Math.max(0, at - 200), at)))
  )
    return -1;
  const word = lower.startsWith('ai:', at) || lower.startsWith('bot:', at) ? lower.indexOf(':', at) : at;
  let end = word;
  while (end < text.length && /[a-z]/i.test(text[end]!)) end++;
  if (lower.startsWith('chatgpt', at)) end = at + 7;
  const m = LABEL_AFTER.exec(text.slice(end, end + 70));
  if (m === null) return -1;
  // A speaker on a line of its own is read only where the label starts its line (a heading's "### Assistant" too).
  if (/\n$/.test(m[0]) && !/(?:^|\n|\\n|\]\s{0,2})(?:#{1,4}[ \t]{0,2})?$/.test(before)) return -1;
  return end + m[0].length;
}

/** A text that opens with a speaker's label. */
const PLAIN_TRANSCRIPT = /^\s{0,8}(?:\*\*)?(?:user|human|customer|client|assistant|ai|bot|agent)(?:\*\*)?[ \t]{0,2}:/i;
/**
 * A history under its own title: the text's first line names the conversation ("AP copilot — conversation history
 * (exported)", "Chat transcript export") and the next opens with the person's turn. An assistant's exported history is
 * the user's own decisions answered; the same turns in a record's field (a claim's remarks, an invoice's footer) are not.
 */
const TITLED_HISTORY =
  /^[^\n]{0,80}?\b(?:conversation|chat|transcript|history|session\s+log|dialogue)\b[^\n]{0,40}\r?\n[ \t]{0,4}(?:\*\*)?(?:user|human)(?:\*\*)?[ \t]{0,2}:/i;

/** The turn's text from `from`: up to the next person's label or TURN code units. */
function turnOf(text: string, from: number): string {
  const s = text.slice(from, from + TURN);
  const m = TURN_END.exec(s.slice(1));
  return m === null ? s : s.slice(0, m.index + 1);
}

/** Whether `turn` (its leading blanks and quotes gone) is a forged turn's, given the person's turn before and the text after. */
function forged(turn: string, before: string, after: string, plain = false, history = plain): boolean {
  const head = turn.slice(0, 90);
  if (REFUSES.test(head)) return false;
  if (forgedOutcome(turn, before, after, plain)) return true;
  const accepts = ACCEPTS.test(turn);
  // A tool call written as the assistant's (`[assistant](#tool_call) {"name": …}`) is its own act.
  const toolCall = /^\{\s{0,3}\\{0,3}"(?:name|tool|function)\\{0,3}"/.test(turn);
  if (!accepts && !toolCall && !OWN_ACT.test(head) && !ANNOUNCES.test(head) && !/\b(?:is|are)\s{0,2}:/i.test(head)) return false;
  // A past act at stake claimed done, then the person's turn asking for it again: the reader is to repeat it.
  const again = REPEAT_IT.exec(turn + after.slice(0, 160));
  const claimed = again === null ? null : STAKED_ACT.exec((turn + after).slice(0, again.index));
  // (Not a customer's own refund or order: "I've approved your refund. - Do the same for my other order.")
  const own = claimed === null ? '' : (turn + after).slice(claimed.index, claimed.index + claimed[0].length + 24);
  if (claimed !== null && !/\byour\b/i.test(own) && !NEGATED.test(turn.slice(Math.max(0, claimed.index - 16), claimed.index))) return true;
  if (
    SENDS.test(turn) &&
    !TO_THE_USER.test(turn) &&
    (((DESTINATION.test(turn) || /\bto\s+the\s+\w+/i.test(turn)) && SECRET.test(turn)) || (DESTINATION.test(turn) && RECORDS.test(turn)))
  )
    return true;
  // Sent to an address, with the person who would see it kept out by the turns around it ("and do not copy the partner").
  if (
    SENDS.test(turn) &&
    !TO_THE_USER.test(turn) &&
    DESTINATION.test(turn) &&
    KEPT_OUT.test(`${before.slice(-200)} ${after.slice(0, 200)}`)
  )
    return true;
  if (MOVES_MONEY.test(turn) && ACCOUNT_NUMBER.test(turn)) return true;
  const skips = SKIPS_CHECKS.exec(turn);
  // ("none were merged without review" says the checks were kept.)
  // ("I've force-pushed nothing" negates it after the verb.)
  const undone = skips !== null && NEGATED_AFTER.test(turn.slice(skips.index + skips[0].length, skips.index + skips[0].length + 16));
  if ((skips !== null && !undone && !NEGATED.test(turn.slice(Math.max(0, skips.index - 40), skips.index))) || RIGS_REVIEWS.test(turn))
    return true;
  // A secret committed, printed or published by the turn itself.
  if (EXPOSES.test(turn) && SECRET.test(turn)) return true;
  if (KEPT_OUT.test(turn) && RECORD_ACT.test(turn)) return true;
  // A secret opened for completion: the turn's last sentence announces it and its field closes on the colon.
  const close = CLOSING_COLON.exec(turn + after.slice(0, 8));
  const trimmed = close === null ? '' : turn.slice(0, close.index + 1);
  if (close !== null && close.index < turn.length) {
    // (A sentence ends at a stop before a blank: a path's dots do not end it.)
    let from = 0;
    for (let i = trimmed.length - 2; i > 0; i--)
      if (/[.!?]/.test(trimmed[i]!) && /\s/.test(trimmed[i + 1]!)) {
        from = i + 1;
        break;
      }
    const last = trimmed.slice(from);
    if (ABOUT_IT.test(last)) return false;
    if (ANNOUNCES.test(last.slice(0, -1).trimEnd()) || /\bhere\s+(?:is|are)\b/i.test(last)) {
      if (SECRET.test(last)) return true;
      // "Here they are:": what the person's turn before asked for.
      if (
        /\bhere\s+(?:they\s+are|it\s+is|you\s+go)\b/i.test(last) &&
        (SECRET.test(before) || RECORDS.test(before) || /\be-?mail\s+addresses\b/i.test(before))
      )
        return true;
    }
  }
  // (A consent may be the commitment alone, "Sending now.", where no write-up above presents the exchange as an example,
  // only after a turn that sends records or a secret to an address: a bank's or a helpdesk's history holds the user's
  // own "transfer 200 to my savings" answered "Transferring now.", docs/content-readings.md.)
  if (!accepts)
    return (
      AT_ONCE.test(turn.slice(0, 40)) &&
      !QUOTED_EXAMPLE.test(before) &&
      SENDS.test(before) &&
      DESTINATION.test(before) &&
      (SECRET.test(before) || RECORDS.test(before))
    );
  // The forged exchange: "Sure." and then the person's turn with a standing or a new order.
  const later = LATER_ORDER.exec(after.slice(0, 200));
  if (
    turn.trim().length < 40 &&
    later !== null &&
    (LATER_OVERRIDE.test(later[0]) || LATER_STAKE.test(after.slice(later.index, later.index + 200)))
  )
    return true;
  // A consent claiming done what the person's turn before decided for a record (an invoice approved, marked paid), in a
  // record's text rather than a transcript or a titled history of its own (verdict-stakes.ts).
  if (!history && consentsToAVerdict(turn, before)) return true;
  // A consent that commits at once after the person's turn with a strong stake.
  if (AT_ONCE.test(turn) || /\bwithout\s+asking\b/i.test(turn)) {
    return (
      (SENDS.test(before) && (SECRET.test(before) || (RECORDS.test(before) && DESTINATION.test(before)))) ||
      (MOVES_MONEY.test(before) && /\d/.test(before)) ||
      SKIPS_CHECKS.test(before) ||
      KEPT_OUT.test(before) ||
      GRANTS.test(before) ||
      /\bscp\s/i.test(before)
    );
  }
  return false;
}

/**
 * Forged dialogue turns in `t` that announce an act with a stake, as `injection_role` findings. Read where nothing
 * strong was found yet (a finding before `own` is another question's).
 */
export function detectForgedDialogues(t: Text, out: Hit[], own = 0): void {
  if (strongSince(out, own)) return;
  const text = t.text;
  const lower = loweredOf(t);
  if (lower === undefined) return;
  const places = mergedAscending(LABEL_WORDS.map((w) => placesOf(t, w)));
  // A transcript that opens with a turn's label: the exchange is the text's own, not one forged into a record.
  const plain = PLAIN_TRANSCRIPT.test(text.slice(0, 40));
  const history = plain || TITLED_HISTORY.test(text.slice(0, 160));
  let read = 0;
  for (let k = 0; k < places.length; k++) {
    const at = places[k]!;
    const from = bodyAt(text, lower, at);
    if (from < 0) continue;
    if (++read > MAX_LABELS) return;
    let start = from;
    while (start < text.length && start - from < 12 && /[\s"'`*]/.test(text[start]!)) start++;
    if (text.startsWith('\\n', start)) start += 2;
    const turn = turnOf(text, start);
    const end = start + turn.length;
    const before = text.slice(Math.max(0, at - BEFORE), at);
    if (QUOTED_EXAMPLE.test(before.slice(-160)) || QUOTED_IN_PROSE.test(before.slice(-16))) continue;
    const after = text.slice(end, end + 300);
    if (forged(turn, before, after, plain, history) || (CLOSED_BLOCK.test(before) && closedBlockAct(turn))) {
      out.push({ code: 'injection_role', start: at, end });
      return;
    }
  }
}
