/**
 * Finds destructive SQL in text handed to a database client: DROP, TRUNCATE, DELETE or
 * UPDATE without WHERE, ALTER … DROP. A one-pass tokenizer skips string literals, quoted
 * identifiers and comments, so `SELECT 'drop table x'` is not a DROP.
 */

export interface SqlFinding {
  /** `DROP TABLE`, `DELETE without WHERE`, … (no identifiers or values: evidence only). */
  kind: string;
}

const MAX_SQL = 256 * 1024;

/** Upper-cased words of each statement, literals and comments removed. */
function statements(text: string): string[][] {
  const out: string[][] = [];
  let cur: string[] = [];
  const n = Math.min(text.length, MAX_SQL);
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 39 || c === 34 || c === 96) {
      // 'string' "ident" `ident`; a doubled quote is an escaped quote.
      const q = c;
      i++;
      while (i < n) {
        if (text.charCodeAt(i) === q) {
          if (text.charCodeAt(i + 1) === q) {
            i += 2;
            continue;
          }
          break;
        }
        if (text.charCodeAt(i) === 92 && q === 39) i++;
        i++;
      }
      i++;
      cur.push("'");
      continue;
    }
    if (c === 45 && text.charCodeAt(i + 1) === 45) {
      while (i < n && text.charCodeAt(i) !== 10) i++;
      continue;
    }
    if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
      continue;
    }
    if (c === 59) {
      if (cur.length) out.push(cur);
      cur = [];
      i++;
      continue;
    }
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95) {
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if ((d >= 65 && d <= 90) || (d >= 97 && d <= 122) || (d >= 48 && d <= 57) || d === 95 || d === 46 || d === 36) j++;
        else break;
      }
      cur.push(text.slice(i, j).toUpperCase());
      i = j;
      continue;
    }
    i++;
  }
  if (cur.length) out.push(cur);
  return out;
}

const DROPPABLE = new Set([
  'TABLE',
  'DATABASE',
  'SCHEMA',
  'VIEW',
  'INDEX',
  'USER',
  'ROLE',
  'COLLECTION',
  'KEYSPACE',
  'TABLESPACE',
  'OWNED',
  'MATERIALIZED',
  'SEQUENCE',
  'FUNCTION',
  'TRIGGER',
  'EXTENSION',
  'TYPE',
]);

export function destructiveSql(text: string): SqlFinding[] {
  const found: SqlFinding[] = [];
  for (const words of statements(text)) {
    // Skip a leading EXPLAIN: it plans, it does not run.
    if (words[0] === 'EXPLAIN' && !words.includes('ANALYZE')) continue;
    // The verb leads the statement (after a WITH … clause at most): `ON DELETE CASCADE`,
    // `GRANT DELETE` and `DO UPDATE SET` are not destructive statements.
    const isVerb = (w: string): boolean => w === 'DROP' || w === 'TRUNCATE' || w === 'DELETE' || w === 'UPDATE' || w === 'ALTER';
    let w0 = isVerb(words[0]!) ? 0 : -1;
    if (w0 < 0 && words[0] === 'WITH') w0 = words.findIndex((w, k) => k > 0 && isVerb(w) && words[k - 1] !== 'DO' && words[k - 1] !== 'ON');
    if (w0 < 0) continue;
    const head = words[w0]!;
    const rest = words.slice(w0 + 1);
    if (head === 'DROP' && rest[0] !== undefined && DROPPABLE.has(rest[0])) found.push({ kind: `DROP ${rest[0]}` });
    else if (head === 'TRUNCATE') found.push({ kind: 'TRUNCATE' });
    else if (head === 'DELETE' && rest.includes('FROM') && !rest.includes('WHERE')) found.push({ kind: 'DELETE without WHERE' });
    else if (head === 'UPDATE' && rest.includes('SET') && !rest.includes('WHERE')) found.push({ kind: 'UPDATE without WHERE' });
    else if (head === 'ALTER' && rest.includes('DROP')) found.push({ kind: 'ALTER … DROP' });
  }
  return found;
}

/** MongoDB shell, Redis: the destructive calls by name. */
export function destructiveNoSql(text: string): SqlFinding[] {
  const found: SqlFinding[] = [];
  const n = Math.min(text.length, MAX_SQL);
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95) {
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if ((d >= 65 && d <= 90) || (d >= 97 && d <= 122) || (d >= 48 && d <= 57) || d === 95) j++;
        else break;
      }
      const word = text.slice(i, j);
      const lower = word.toLowerCase();
      if (lower === 'dropdatabase' || lower === 'flushall' || lower === 'flushdb') found.push({ kind: word });
      else if ((word === 'drop' || word === 'deleteMany' || word === 'remove') && text.charCodeAt(j) === 40) {
        // .drop() always; deleteMany({}) / remove({}) only with an empty filter.
        if (word === 'drop') found.push({ kind: 'drop()' });
        else {
          let k = j + 1;
          while (k < n && text.charCodeAt(k) === 32) k++;
          if (text.charCodeAt(k) === 41 || (text.charCodeAt(k) === 123 && skipSpaces(text, k + 1, n) === 125))
            found.push({ kind: `${word}({})` });
        }
      }
      i = j;
      continue;
    }
    i++;
  }
  return found;
}

function skipSpaces(text: string, k: number, n: number): number {
  while (k < n && text.charCodeAt(k) === 32) k++;
  return text.charCodeAt(k);
}
