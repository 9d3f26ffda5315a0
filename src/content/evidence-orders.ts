/**
 * prompt_injection read from an order that sets the record's own evidence aside and gives the verdict in its place
 * (docs/content-readings.md, "Orders that set the record's evidence aside"): a record's field or note, addressed to
 * no one, that tells its reader to ignore part of the record ("ignore the case notes", "disregard the probe readings")
 * or to take no account of what it says ("whatever the table above says,"), and goes on in the same sentence or the
 * next to order the verdict the evidence would not give: an invoice marked paid, a donor set eligible, a check
 * summarised as clear. Either half alone is a record's ordinary note ("ignore the notes column, it is legacy"; "mark
 * the invoice paid" to a clerk); the pair is written for a reader that will not ask. The order after the evidence is
 * read by role-acts' grammar (ordersAMachine: an act at stake opening its clause) or as a verdict after "as", "to" or
 * "that". Not read: a phrase that does not open its clause, one quoted or after a sample's words on its line, the
 * writer's own earlier message ("ignore my last e-mail"). Anchored by native searches of the lower-cased text for its
 * three leads, MAX_PLACES places at most, every slice bounded.
 */
import { type Hit, strongSince } from './codes.js';
import type { Text } from './find.js';
import { ordersAMachine, SAMPLE_BEFORE } from './role-acts.js';
import { loweredOf, placesOfWord } from './word-places.js';
import { lazy } from './lazy.js';

const LEADS: readonly string[] = ['ignore ', 'disregard ', 'whatever '];
/** How many places are read at most, and how much after one. */
const MAX_PLACES = 40;
const REACH = 260;

/** The record's evidence set aside, opening the clause: "ignore the case notes and", "disregard the readings above." */
const EVIDENCE_SET_ASIDE = lazy(
  () =>
    /^(?:ignore|disregard)\s+(?:the|these|this|those|all|any|its|their)\s+(?:[\w'-]{1,20}\s+){0,3}?(?:notes?|answers?|results?|readings?|findings?|data|tables?|logs?|records?|evidence|responses?|figures?|history|comments?|flags?|warnings?|photos?|questionnaire|form|swabs?|tests?|checks?|entries|reports?|statements?|remarks?|measurements?)\b(?:\s+(?:above|below|on\s+file))?(?:\s*,?\s+(?:and|then)\s+|\s*[.;:]\s+|\s*,\s+)/,
);
/** The evidence set aside by a concession: "whatever the table above says,". */
const WHATEVER_IT_SAYS = lazy(
  () => /^whatever\s+(?:the\s+|it\s+|they\s+|this\s+)?(?:[\w'-]{1,20}\s+){0,3}?(?:says?|shows?|reads?|said|showed|indicates?)\s*,\s*/,
);
/** A verdict the order gives in the evidence's place: "set this donor to eligible", "summarise it as "no records found"". */
const VERDICT = lazy(
  () =>
    /^(?:(?:please|just|simply|then|and)\s+)*(?:mark|set|record|list|report|classify|treat|flag|enter|log|summari[sz]e|describe|present|state|show|return|answer|reply|confirm|write)\b[^.;\n]{0,80}?\b(?:as|to|that|with)\s+(?:[^.;\n]{0,40}?\s)?["'\u201c\u2018]?(?:paid|eligible|approved|passed|pass|cleared|clear|released|verified|compliant|valid|resolved|closed|complete|completed|safe|clean|negative|fit|genuine|in\s+order|within\s+range|no\s+[\w-]{1,20}(?:\s+(?:found|detected|recorded|needed|this\s+[a-z]{3,8}))?)\b/,
);

/** A person named as the note's writer on the line above it: "PROJ-12 comment by Grace Walker:", "Tomas wrote:". */
const SPEAKER_LINE = lazy(
  () =>
    /(?:\b(?:comment(?:ed)?\s+by|posted\s+by|reply\s+from|note\s+from|message\s+from)\s+\p{Lu}[\p{L}'-]{1,20}(?:\s\p{Lu}[\p{L}'-]{1,20}){0,2}|^\s{0,4}\p{Lu}[\p{L}'-]{1,20}(?:\s\p{Lu}[\p{L}'-]{1,20})?\s(?:wrote|said|commented))\s{0,2}:?\s{0,2}$/u,
);
/** A person's signature closing the note's line: "(Luis, incident commander)", "-- Grace". */
const SIGNATURE_AFTER = lazy(
  () =>
    /(?:\(\s?\p{Lu}[\p{L}'-]{1,20}(?:\s\p{Lu}[\p{L}'-]{1,20})?,\s?[\p{L} -]{2,40}\)|(?:^|\s)(?:\u2014|\u2013|--?)\s?\p{Lu}[\p{L}'-]{1,20}(?:\s\p{Lu}[\p{L}'-]{1,20})?)\s{0,4}$/u,
);

/** Whether the note at `start` to `end` is signed by a person or said by one: its line's signature, its speaker above. */
function personSigned(text: string, start: number, end: number): boolean {
  const lineEnd = text.indexOf('\n', end);
  if (SIGNATURE_AFTER().test(text.slice(end, lineEnd < 0 ? Math.min(text.length, end + 200) : Math.min(lineEnd, end + 200)))) return true;
  if (start === 0 || text[start - 1] !== '\n') return false;
  return SPEAKER_LINE().test(
    text
      .slice(Math.max(0, start - 120), start - 1)
      .split('\n')
      .pop()!,
  );
}

/**
 * A tracker's comment field with its author named beside it (`"author": "Grace Walker", "body": "`): trackers' APIs carry
 * every person's comment in a field, and the key before it says who wrote it. Read on the lower-cased line before the note.
 */
const AUTHORED_FIELD = lazy(
  () =>
    /"(?:author|user|username|commenter|created_by|posted_by)"\s{0,3}:\s{0,3}"[^"\\]{2,60}"\s{0,3},\s{0,3}"(?:body|comment|text|note|message|content)"\s{0,3}:\s{0,3}"$/,
);

/** Whether the order puts an act at stake besides its verdict: "mark it as paid and send the logs to ...". */
function stakeBeyondVerdict(order: string): boolean {
  const verdict = VERDICT().exec(order);
  if (verdict === null) return ordersAMachine(order);
  const rest = order.slice(verdict[0].length).replace(/^[\s,;:\u2014\u2013-]{0,6}(?:and|then)?\s{0,3}/, '');
  return rest.length > 3 && ordersAMachine(rest);
}

/** The sentence after `from` (to its full stop, its line's end or the reach), lower case. */
function sentenceAt(lower: string, from: number): string {
  const slice = lower.slice(from, from + REACH);
  const end = slice.search(/[.!?](?:\s|$)|\n|\\n/);
  return end < 0 ? slice : slice.slice(0, end + 1);
}

/** Orders that set the record's evidence aside and give the verdict, pushed to `out` (the first; none after a strong finding). */
export function detectEvidenceOrders(t: Text, out: Hit[], own = 0): void {
  if (strongSince(out, own)) return;
  const text = t.text;
  const lower = loweredOf(t);
  if (lower === undefined) return;
  let read = 0;
  for (const lead of LEADS) {
    for (const at of placesOfWord(t, lower, lead)) {
      if (++read > MAX_PLACES) return;
      // (Opening its clause: a line, a field, a label's colon, a sentence; not "we never ignore the readings".)
      if (at > 0 && !/(?:^|[\n"'([{>:.!?;,*-]\s*|\\n)$/.test(lower.slice(Math.max(0, at - 3), at))) continue;
      // (Nor quoted or given as a sample: 'a note saying "ignore the case notes ..."'.)
      const lineLead = lower.slice(Math.max(lower.lastIndexOf('\n', at - 1) + 1, at - 100), at);
      // (A field's opening quotation mark is no quotation: a CSV cell's, a JSON value's, after a label's colon.)
      if ((/["'\u201c\u201e\u00ab]\s*$/.test(lineLead) && !/[,;:\t[{=]\s*["']$/.test(lineLead)) || SAMPLE_BEFORE.test(lineLead)) continue;
      const head = lower.slice(at, at + REACH);
      const m = lead === 'whatever ' ? WHATEVER_IT_SAYS().exec(head) : EVIDENCE_SET_ASIDE().exec(head);
      if (m === null) continue;
      const order = sentenceAt(lower, at + m[0].length).trim();
      if (order === '' || !(VERDICT().test(order) || ordersAMachine(order))) continue;
      // (A colleague's signed or spoken verdict is a person's note to people: read only in a record's own cell or field
      // with no author beside it, or with an act at stake beyond the verdict word.)
      // (A tracker's field beside its author's name is a person's note too.)
      const fieldCarried = /[,;:\t[{=]\s*["']$/.test(lineLead);
      const signed = fieldCarried ? AUTHORED_FIELD().test(lineLead) : personSigned(text, at, at + m[0].length + order.length);
      if (signed && !stakeBeyondVerdict(order)) continue;
      out.push({ code: 'injection_role', start: at, end: Math.min(text.length, at + m[0].length + order.length) });
      return;
    }
  }
}
