/**
 * The literals handler-orders.ts finds its skipped controls by (docs/content-readings.md, orders to whoever handles a
 * record), each with how many words before the word holding it a skipped control may start: 0 where the literal opens
 * the phrase ("without", "skip"), 1 for "no need", "do not", "ne mettez", 2 for "ne pas ajouter", "non dite nulla".
 * Every phrase of its SKIPPED a Latin-1 text can hold holds one of them (a text with other characters is read whole).
 */
export const HANDLER_SKIP_LEADS: Readonly<Record<string, number>> = {
  // English
  need: 1,
  without: 0,
  don: 0,
  not: 1,
  skip: 0,
  keep: 0,
  leave: 0,
  mark: 0,
  set: 0,
  // Other languages
  antifrode: 0,
  antifraude: 0,
  kontrollen: 0,
  jako: 0,
  goedgekeurd: 1,
  comme: 0,
  ohne: 0,
  informieren: 0,
  keine: 0,
  fung: 0,
  stillschweigend: 0,
  sans: 0,
  inutile: 0,
  mettez: 1,
  ajouter: 2,
  sin: 0,
  hace: 1,
  avise: 1,
  informe: 1,
  deje: 1,
  env: 1,
  senza: 0,
  nulla: 2,
  sem: 0,
  deixem: 1,
  zonder: 0,
  niets: 1,
  notitie: 1,
  bez: 0,
  dodawajcie: 1,
  utan: 0,
  inget: 1,
  skriv: 0,
  uden: 0,
  intet: 1,
  haber: 0,
  geri: 0,
};

/**
 * The literals reader-orders.ts reads an address to the reader around (docs/content-readings.md, orders to the reader
 * by its role), in Latin letters (other scripts are read around their runs of letters): whoever processes the data in
 * English and other languages ("wer ", "quien", "kto ", "den som", "okuyan" ...), which may end at a comma, and the
 * role's nouns, whose address ends at a colon or a modal.
 */
export const READER_WHOEVER_LEADS: readonly string[] = [
  'whoever',
  'anyone',
  'wer ',
  'wie ',
  'chi ',
  'chiunque',
  'quien',
  'quem',
  'kto ',
  'osob',
  'den som',
  'celui',
  'celle',
  'okuyan',
  'leyen ',
];
export const READER_ROLE_LEADS: readonly string[] = [
  'person',
  'assist',
  'asist',
  'asyst',
  'avustaj',
  'asszisz',
  'handler',
  'helper',
  'software',
  'pipeline',
  'processor',
  'reviewer',
  'adjudicat',
  'teko',
];
