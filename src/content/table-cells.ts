/**
 * The cells of a table's row as exports write them (CSV, TSV, `;`- or `|`-parted, a markdown table): read by the
 * readings of a column under its header (numbers.ts for SSNs, national-ids.ts for national ids).
 */
/** A cell without the blanks and quotes around it (read by hand: a pattern anchored at the end retries at every blank). */
export function bareCell(c: string): string {
  const edge = (k: number): boolean => {
    const x = c.charCodeAt(k);
    return x === 32 || x === 9 || x === 13 || x === 34 || x === 39;
  };
  let i = 0;
  let j = c.length;
  while (i < j && edge(i)) i++;
  while (j > i && edge(j - 1)) j--;
  return c.slice(i, j);
}

/** A row's cells apart by `sep`, a double-quoted cell holding it whole (its quotes kept: bareCell drops them). */
export function cellsOf(row: string, sep: string): string[] {
  if (!row.includes('"')) return row.split(sep);
  const cells: string[] = [];
  let from = 0;
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const c = row[i];
    if (c === '"') quoted = !quoted;
    else if (c === sep && !quoted) {
      cells.push(row.slice(from, i));
      from = i + 1;
    }
  }
  cells.push(row.slice(from));
  return cells;
}
