/**
 * adversarial_url readings of a data warehouse's export statements (docs/content-readings.md, cases-62.jsonl): BigQuery's
 * `EXPORT DATA OPTIONS(uri='gs://…') AS SELECT …` and `bq extract`, Snowflake's `COPY INTO 's3://…' FROM …`, Redshift's
 * `UNLOAD ('…') TO 's3://…'`, ClickHouse's `INSERT INTO FUNCTION url(…)`/`s3(…)` and DuckDB's `COPY … TO 'https://…'`,
 * read where they ship people's records or a whole table to a place named as outside: a bucket named personal, a
 * request catcher or a tunnel, a raw public address, or a bucket reached with access keys written into the statement
 * (a team's own account unloads by its role). The same statements to the team's buckets, an aggregate anywhere, and
 * documentation's placeholders are not read.
 */
import { CATCHER, isPublicAddress } from './carried.js';
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';

/** The most of a statement's query read (a warehouse's export statement is one screen at most). */
const QUERY_MAX = 1200;

// Between a statement's clauses: `(?:[ \t\r\n]|\\[nrt]){1,40}`, spaces, tabs and line breaks raw or escaped in a JSON
// string (`\n    FROM`, `\n\tfrom`), as an indented statement or a query log holds them.
/** BigQuery: `EXPORT DATA [WITH CONNECTION …] OPTIONS(…) AS <query>`: group 1 the options, group 2 the query. */
const EXPORT_DATA =
  /export(?:[ \t\r\n]|\\[nrt]){1,40}data\b[^;()]{0,200}\boptions(?:[ \t\r\n]|\\[nrt]){0,40}\(([^()]{0,600})\)(?:[ \t\r\n]|\\[nrt]){0,40}as(?:[ \t\r\n]|\\[nrt]){1,40}([^;]{1,1200})/iy;
/** An option's destination: `uri = 'gs://…'` (group 1). */
const URI_OPTION = /\buri\s{0,2}=\s{0,2}\\?["']([^"'\\\s]{1,300})/i;
/** `bq extract [flags] SOURCE DESTINATION`: the line after `extract` (group 1). */
const BQ_EXTRACT = /extract\b([^\n;]{1,400})/iy;
/** What stands before `extract` in `bq extract`: `bq` and its global flags (`bq --location=EU extract`). */
const BQ_BEFORE = /(?:^|[^\w.-]|\\[nrt])bq(?:[ \t]{1,4}--?[\w.=:/-]{1,80}){0,8}[ \t]{1,4}$/i;
/** Snowflake: `COPY INTO '<location>' FROM <table or (query)>`: group 1 the location, group 2 what is copied. */
const COPY_INTO =
  /copy(?:[ \t\r\n]|\\[nrt]){1,40}into(?:[ \t\r\n]|\\[nrt]){1,40}\\?["']((?:s3|gcs|azure|gs):\/\/[^"'\\\s]{1,300})\\?["'](?:[ \t\r\n]|\\[nrt]){1,40}from(?:[ \t\r\n]|\\[nrt]){1,40}([^;]{1,1200})/iy;
/** Redshift: `UNLOAD ('<query>') TO 's3://…' <options>`: group 1 the query, group 2 the location, group 3 the options. */
const UNLOAD =
  /unload(?:[ \t\r\n]|\\[nrt]){0,40}\((?:[ \t\r\n]|\\[nrt]){0,40}\\?'((?:[^'\\]|''|\\.){1,1200})'(?:[ \t\r\n]|\\[nrt]){0,40}\)(?:[ \t\r\n]|\\[nrt]){0,40}to(?:[ \t\r\n]|\\[nrt]){1,40}\\?'(s3:\/\/[^'\\\s]{1,300})\\?'([^;]{0,600})/iy;
/**
 * ClickHouse: `INSERT INTO FUNCTION url('…', …) <query>`, also `s3(…)`, `gcs(…)`: group 1 the address, group 2 the
 * function's other arguments (`'AKIA…', 'secret'`), group 3 the query.
 */
const INTO_FUNCTION =
  /into(?:[ \t\r\n]|\\[nrt]){1,40}function(?:[ \t\r\n]|\\[nrt]){1,40}(?:url|s3|s3cluster|gcs|azureBlobStorage)\s{0,2}\(\s{0,2}\\?'([^'\\\s]{1,300})\\?'([^()]{0,400})\)(?:[ \t\r\n]|\\[nrt]){0,40}([^;]{1,1200})/iy;
/** DuckDB: `COPY <table or (query)> TO '<scheme>://…'`: group 1 what is copied, group 2 the location. */
const DUCK_COPY =
  /copy(?:[ \t\r\n]|\\[nrt]){1,40}(\([^;()]{1,1200}\)|[\w."`]{1,100})(?:[ \t\r\n]|\\[nrt]){1,40}to(?:[ \t\r\n]|\\[nrt]){1,40}\\?'((?:https?|s3|gs|gcs|r2|az|abfss):\/\/[^'\\\s]{1,300})\\?'/iy;

/**
 * The words of a bucket's name that say it is someone's own or a drop (`jdoe-personal-backup`, `exfil-drop-77`,
 * `loot-5`), when only OWN_COPY's words or numbers follow them: `personal-banking-analytics`, `fjordbank-personal-lending`,
 * `gamestudio-loot-tables` and `ci-stash-cache` are a business's buckets.
 */
const PERSONAL_WORDS = new Set(['personal', 'private', 'loot', 'stash']);
/** The words a personal bucket's name goes on with: what it holds is a copy. */
const OWN_COPY = new Set([
  'backup',
  'drive',
  'backups',
  'bak',
  'copy',
  'copies',
  'dump',
  'dumps',
  'drop',
  'bucket',
  'archive',
  'files',
  'stuff',
  'tmp',
  'temp',
  'data',
  'store',
]);
/** A random suffix: five to eight letters with one vowel at most (`lgxoh`, `kncwn`), which no word of a business is. */
const RANDOM_SUFFIX = /^(?=[a-z]{5,8}$)[^aeiouy]*[aeiouy]?[^aeiouy]*$/;
/** An AWS access key id written into a statement (`aws_access_key_id=AKIA…`, `AWS_KEY_ID = 'AKIA…'`); AWS's documented `AKIAIOSFODNN7EXAMPLE` is none. */
const WRITTEN_KEY = /\b(?:AKIA|ASIA)[A-Z2-7]{16}\b(?<!EXAMPLE)/;

/** Whether a bucket's or a host's first label names itself someone's own or a drop (PERSONAL_WORDS, `exfil`). */
function personalName(name: string): boolean {
  const words = name.split(/[-_.]/);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.replace(/\d+$/, '');
    if (word === 'exfil') return true;
    if (!PERSONAL_WORDS.has(word)) continue;
    const rest = words.slice(i + 1);
    // Copy words and numbers, or a random suffix last (`contractor-personal-lgxoh`: a bucket's name is global).
    if (rest.every((w, k) => /^\d*$/.test(w) || OWN_COPY.has(w) || (k === rest.length - 1 && RANDOM_SUFFIX.test(w)))) return true;
  }
  return false;
}

/** Where a location is: its bucket (or a host's first label) and its host. */
function placeOf(location: string): { bucket: string; host: string } {
  const rest = location.slice(location.indexOf('://') + 3);
  const slash = rest.indexOf('/');
  const host = (slash < 0 ? rest : rest.slice(0, slash)).toLowerCase().replace(/:\d{1,5}$/, '');
  const dot = host.indexOf('.');
  return { bucket: dot < 0 ? host : host.slice(0, dot), host };
}

/** A location named as outside the team: a personal bucket or drop, a request catcher or a tunnel, a raw public address. */
function outside(location: string): boolean {
  const { bucket, host } = placeOf(location);
  return personalName(bucket) || CATCHER.test(host) || isPublicAddress(host);
}

/** A count or a sum: an aggregate in the select list, or a grouping (a report's numbers, not people's rows). */
const AGGREGATE =
  /\bgroup\s{1,3}by\b|\bselect\s{1,3}(?:[\w.`"]{1,60}\s{0,2}(?:as\s{1,3}\w{1,40}\s{0,2})?,\s{0,2}){0,3}(?:count|sum|avg|min|max|countif|uniq)\s{0,2}\(/i;
/** Every column, or columns of people's records, in a select list. */
const PEOPLE_COLUMNS =
  /\bselect\s{1,3}(?:distinct\s{1,3})?\*|\b(?:e_?mail|phone|ssn|social_security|address|home_address|date_of_birth|dob|birth_?date|full_name|first_name|last_name|passport|salary|card_number|iban)\b/i;
/** Tables of people's records. */
const PEOPLE_TABLE =
  /\b(?:from|table)\s{1,3}[\w.`"-]{0,80}?\b(?:users|customers|patients|employees|members|contacts|payroll|subscribers|clients|leads)\b/i;

/** Whether a query ships people's records or every row of a table, not an aggregate. */
function shipsRecords(query: string): boolean {
  const q = query.slice(0, QUERY_MAX);
  if (AGGREGATE.test(q)) return false;
  return PEOPLE_COLUMNS.test(q) || PEOPLE_TABLE.test(q);
}

/** What is copied when it is a table's name rather than a query: the whole table (a name alone, or `FROM table`). */
function wholeTable(copied: string): boolean {
  const s = copied.trim();
  return !s.startsWith('(') || shipsRecords(s);
}

/** The words the statements start with, as the lower-cased text holds them. */
const STARTS = ['export data', 'extract', 'copy', 'unload', 'into function'] as const;

/** An export of people's records or a whole table to a place named as outside (`url_exfiltration`). */
export function detectWarehouseExports(t: Text, out: Hit[]): void {
  // Every statement names its destination with a scheme (`gs://`, `s3://`, `https://`).
  if (!t.has('://')) return;
  const text = t.text;
  for (const word of STARTS) {
    // Where the last statement found ends: a statement's own query (`… from copy into …`) is not read again.
    let read = -1;
    for (const at of placesOf(t, word)) {
      if (at < read) continue;
      const found = readExport(text, at, word);
      if (found > 0) {
        out.push({ code: 'url_exfiltration', start: at, end: found });
        read = found;
      }
    }
  }
}

/** Where the export statement starting at `at` with `word` ends, when it ships records outside; 0 otherwise. */
function readExport(text: string, at: number, word: (typeof STARTS)[number]): number {
  if (word === 'export data') {
    EXPORT_DATA.lastIndex = at;
    const m = EXPORT_DATA.exec(text);
    const uri = m === null ? null : URI_OPTION.exec(m[1]!);
    return m !== null && uri !== null && outside(uri[1]!) && shipsRecords(m[2]!) ? at + m[0].length : 0;
  }
  if (word === 'extract') {
    // `bq [global flags] extract`: a whole table to a bucket.
    if (!BQ_BEFORE.test(text.slice(Math.max(0, at - 200), at))) return 0;
    BQ_EXTRACT.lastIndex = at;
    const m = BQ_EXTRACT.exec(text);
    if (m === null) return 0;
    const gs = /\bgs:\/\/[^\s'"\\]{1,300}/.exec(m[1]!);
    return gs !== null && outside(gs[0]) ? at + m[0].length : 0;
  }
  if (word === 'unload') {
    UNLOAD.lastIndex = at;
    const m = UNLOAD.exec(text);
    return m !== null && (outside(m[2]!) || WRITTEN_KEY.test(m[3]!)) && shipsRecords(m[1]!) ? at + m[0].length : 0;
  }
  if (word === 'into function') {
    INTO_FUNCTION.lastIndex = at;
    const m = INTO_FUNCTION.exec(text);
    return m !== null && (outside(m[1]!) || WRITTEN_KEY.test(m[2]!)) && shipsRecords(m[3]!) ? at + m[0].length : 0;
  }
  // `copy`: Snowflake's `COPY INTO '<location>'`, else DuckDB's `COPY … TO '<location>'`.
  COPY_INTO.lastIndex = at;
  const into = COPY_INTO.exec(text);
  if (into !== null) {
    const copied = into[2]!;
    return (outside(into[1]!) || WRITTEN_KEY.test(copied)) && wholeTable(copied) ? at + into[0].length : 0;
  }
  DUCK_COPY.lastIndex = at;
  const duck = DUCK_COPY.exec(text);
  return duck !== null && outside(duck[2]!) && wholeTable(duck[1]!) ? at + duck[0].length : 0;
}
