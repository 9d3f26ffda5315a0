/**
 * personal_data: a national id whose kind a sibling field of its record names, not a label before it on its line \u2014 a
 * JSON record's `"id_type": "PESEL", "id_value": "\u2026"`, a YAML document's `document_type: NIR` above `document_number:`,
 * an XML pair `<idType>SNILS</idType><idValue>\u2026</idValue>`, a form's "ID type: personnummer" line above "ID number: \u2026".
 * Read only for a number that already passed a kind's check (national-ids.ts asks), so it costs nothing where no id is:
 * the number's own key must say it holds a value or a number, and a field saying a type, a kind or a scheme must hold
 * exactly an id's label a little before it, in the same record.
 */
import type { NationalIdKind } from './national-id-checks.js';
import { LABEL_GROUPS, LABELS, UPPER_ONLY } from './national-id-labels.js';

/** How far before the number the type's field may stand (a record of a few fields). */
const REACH = 200;
/**
 * The number's own key right before it: a JSON or YAML key, an element's opening tag, a form's label, whose last word
 * says it holds the value (`id_value`, `document_number`, `idValue`, `ID number`, `nr`).
 */
const VALUE_KEY =
  /(?:value|number|num|no|nr|nummer|numero|n\u00famero|code|id)(?:["'][ \t]{0,2}[:=][ \t]{0,3}["']?|[ \t]{0,2}[:=][ \t]{0,3}["']?|>)$/i;
/**
 * A sibling field naming the kind: its key ends in type, kind, scheme or document (`id_type`, `idType`, `document`,
 * `ID type`), then its value in quotes, after a colon, or inside the element; group 1 the value.
 */
const TYPE_FIELD =
  /(?:type|kind|scheme|document)(?:["'][ \t]{0,2}:[ \t]{0,3}["']([^"'\n]{2,40})["']|[ \t]{0,2}:[ \t]{0,3}["']?([^"'\n:,;]{2,40}?)["']?[ \t]*(?=\r?\n|[,;]|$)|>([^<\n]{2,40})<\/)/gi;
/** The key of another thing's number (`phone_number`, `Order no`, `ticket_id`) right before the value. */
const OTHER_NUMBER =
  /(?:phone|tel|mobile|fax|order|invoice|ticket|tracking|account|policy|reference|booking|parcel)[\w -]{0,12}(?:["'][ \t]{0,2})?[:=>][ \t]{0,3}["']?$/i;
/** What ends a record: a closing brace or bracket, a blank line. */
const RECORD_END = /[}\]]|\n[ \t]*\n/g;

let WHOLE_LABEL: RegExp | undefined;

/** The kinds an id's label names, the whole of `value` (lower-cased as the labels are; an acronym only in capitals). */
function kindsNamed(value: string): readonly NationalIdKind[] | undefined {
  const lower = value.trim().toLowerCase();
  WHOLE_LABEL ??= new RegExp(`^(?:${LABEL_GROUPS})$`, 'u');
  const m = WHOLE_LABEL.exec(lower);
  if (m === null) return undefined;
  for (let g = 1; g <= LABELS.length; g++) {
    const label = m[g];
    if (label === undefined) continue;
    if (UPPER_ONLY.has(label) && value.trim() !== label.toUpperCase()) return undefined;
    return LABELS[g - 1]![1];
  }
  return undefined;
}

/**
 * Two ids' labels joined before the number (`RUT/CPF:`, `CPF ou RUT`, `DNI / NIE`): the label search finds one of them
 * and may name the wrong kind for the number; both are read. Group 1 and 2 the labels.
 */
const PAIRED =
  /([A-Za-z.]{2,24})[ \t]{0,2}(?:\/|\bo\b|\bou\b|\bor\b|\by\b|\be\b)[ \t]{0,2}([A-Za-z.]{2,24})["']?[ \t]{0,2}[:#=]?[ \t]{0,3}["']?$/;

/** The kinds a sibling field of the record names for the number at `from`, or two ids' labels joined before it, or undefined. */
export function siblingKinds(text: string, from: number): readonly NationalIdKind[] | undefined {
  const head = text.slice(Math.max(0, from - 40), from);
  // A phone's, an order's or a ticket's number beside the record's id type is that thing's, not the id.
  if (OTHER_NUMBER.test(head)) return undefined;
  const paired = PAIRED.exec(head);
  if (paired !== null) {
    const kinds = [...(kindsNamed(paired[1]!) ?? []), ...(kindsNamed(paired[2]!) ?? [])];
    if (kinds.length > 0) return kinds;
  }
  if (!VALUE_KEY.test(head)) return undefined;
  let window = text.slice(Math.max(0, from - REACH), from);
  // Only the record the number is in: after the last closing brace or blank line.
  RECORD_END.lastIndex = 0;
  let cut = -1;
  for (let m = RECORD_END.exec(window); m !== null; m = RECORD_END.exec(window)) cut = m.index + m[0].length;
  if (cut > 0) window = window.slice(cut);
  let kinds: readonly NationalIdKind[] | undefined;
  TYPE_FIELD.lastIndex = 0;
  for (let m = TYPE_FIELD.exec(window); m !== null; m = TYPE_FIELD.exec(window)) {
    const named = kindsNamed(m[1] ?? m[2] ?? m[3] ?? '');
    if (named !== undefined) kinds = named;
  }
  return kinds;
}
