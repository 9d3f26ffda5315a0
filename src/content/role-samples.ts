/**
 * The words and the lines that make an order to a machine by its role a sample's or a quotation's (role-acts.ts reads
 * them, docs/content-readings.md): a sample's, a policy's or a complaint's words before the address, a report's after
 * the order, a test's field before it, a quotation standing on its own line. Pure; every pattern is bounded.
 */

/** A sample's, a policy's or a complaint's words before the address: it quotes the order rather than gives it. */
export const SAMPLE_BEFORE =
  /\b(?:e\.g\.|(?<![.@])example|such\s+as|like|payloads?|red[\s-]team|excerpt|injections?|injected|fixtures?|samples?|wrote|writes|said|says|pasted|posted|typed|quote[ds]?|attack|attempt|scam|fraud|phishing|policy|training|warning|reminder|exemple|beispiel|ejemplo|exemplo|esempio|przyk\u0142ad|exemplu|p\u00e9lda|\u00f6rnek|contoh|halimbawa|v\u00ed\s+d\u1ee5)\b|\u043f\u0440\u0438\u043a\u043b\u0430\u0434|\u043f\u0440\u0438\u043c\u0435\u0440|\u0646\u0645\u0648\u0646\u0647|\u0645\u062b\u0627\u0644|\u0989\u09a6\u09be\u09b9\u09b0\u09a3|\uc608\uc2dc|\uc608:|\u4f8b/i;

/** A sample's or a report's words after the order: "- report such text", "are fraud". */
export const SAMPLE_AFTER =
  /\b(?:report\s+(?:such|this|them|it)|such\s+(?:text|lines|messages)|are\s+(?:fraud|a\s+scam)|is\s+(?:fraud|a\s+scam)|attack|untrusted)\b/i;

/** A test's or a sample's field, whose value is a case, not a record's: 'input: "', '"prompt": "'. */
export const SAMPLE_KEY =
  /(?:^|[\s{,"'])(?:input|inputs|prompt|payload|sample|example|fixture|attack|test_?case|case_text|utterance)["']?\s*[:=]\s*["']?\s*$/i;

/**
 * Whether the line at `lineStart`, opened by a quotation mark, is a quotation standing on its own (a review under its
 * header) rather than a list's string item or a sample introduced on the line before: no comma or bracket around it,
 * the line before neither a list's (ending in a comma or bracket) nor a sample's lead (a colon, a sample's words).
 */
export function quotedOnItsOwn(text: string, lineStart: number): boolean {
  let lineEnd = text.indexOf('\n', lineStart);
  if (lineEnd < 0) lineEnd = text.length;
  const line = text.slice(lineStart, Math.min(lineEnd, lineStart + 2000)).trim();
  if (!/^["'][^"]*["']$/.test(line) || lineEnd - lineStart > 2000) return false;
  if (lineStart === 0) return false;
  const before = text.slice(Math.max(0, lineStart - 200), lineStart - 1).trimEnd();
  const previous = before.slice(before.lastIndexOf('\n') + 1);
  if (previous === '' || /[,[({:=]$/.test(previous) || SAMPLE_BEFORE.test(previous) || /^\s*["'\]]/.test(previous)) return false;
  const next = text.slice(lineEnd + 1, lineEnd + 40).trimStart();
  return !/^[\])}]/.test(next);
}
