/** The literals the text index finds for the readings of whole mails kept in a field (mail-shapes.ts, mime.ts). */

/**
 * Where mail-shapes.ts reads a JSON field that keeps a whole mail (its names lower-cased, as the index finds them, from
 * their opening quote: a name with `raw` last has its own).
 */
export const RAW_MAIL_FIELD_LEADS: readonly string[] = [
  '"raw',
  '_raw"',
  '"mime',
  '"eml',
  '"rfc822',
  '"contentbytes',
  '"source',
  '"body-mime',
  '"content',
  '"data',
  // Its own names in single quotes (a Python dict's repr).
  "'raw",
  "_raw'",
  "'mimecontent",
  "'mime_content",
  "'emlcontent",
  "'eml_content",
  "'rfc822",
  "'contentbytes",
];
/** Where mail-shapes.ts reads a key that keeps a whole mail unquoted (a JavaScript object printed, YAML). */
export const RAW_MAIL_KEY_LEADS: readonly string[] = [
  'raw:',
  'rawmessage:',
  'raw_message:',
  'rawemail:',
  'raw_email:',
  'rawmime:',
  'raw_mime:',
  'rawsource:',
  'raw_source:',
  'mimecontent:',
  'mime_content:',
  'rfc822:',
];
/** Where mail-carriers.ts reads a mail: an EWS MimeContent element, a Node Buffer's JSON, a data: URL of a mail. */
export const MAIL_CARRIER_LEADS: readonly string[] = ['mimecontent', '"buffer"', 'rfc822;'];
