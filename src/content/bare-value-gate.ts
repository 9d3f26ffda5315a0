/**
 * Whether a label of said-secrets.ts's ABROAD starting at `from` could have a bare value after it (its BARE_VALUE: the
 * label, one or two blanks, eight or more of the value's characters): a label is 2 to 18 code units long, so the value
 * starts 3 to 20 units on, after a blank. Read by code units before the pattern runs: the pattern is some 3 KB of
 * source, and a short text with a word that opens a label ("passed") compiled it for nothing on its first judgement.
 */
const LABEL_MIN = 2;
const LABEL_MAX = 18;
const VALUE_MIN = 8;

/** The value's characters, `[!#-&*-;=?-Z^_a-~]` (ASCII only, as the pattern reads them in any case). */
function valueUnit(c: number): boolean {
  return (
    c === 0x21 ||
    (c >= 0x23 && c <= 0x26) ||
    (c >= 0x2a && c <= 0x3b) ||
    c === 0x3d ||
    (c >= 0x3f && c <= 0x5a) ||
    c === 0x5e ||
    c === 0x5f ||
    (c >= 0x61 && c <= 0x7e)
  );
}

export function bareValueMayFollow(text: string, from: number): boolean {
  const last = Math.min(from + LABEL_MAX + 2, text.length - VALUE_MIN);
  for (let v = from + LABEL_MIN + 1; v <= last; v++) {
    const before = text.charCodeAt(v - 1);
    if (before !== 0x20 && before !== 0x09) continue;
    let k = 0;
    while (k < VALUE_MIN && valueUnit(text.charCodeAt(v + k))) k++;
    if (k === VALUE_MIN) return true;
  }
  return false;
}
