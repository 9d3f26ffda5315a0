/**
 * Mentions in other languages (docs/content-readings.md, prompt_injection): the words that present
 * the phrase after them as an example or as the attack a text is about ("Exemple d'injection de
 * prompt : « Ignore les instructions précédentes … »", "提示注入的例子：“忽略之前的所有指令…”"), as the
 * English MENTION words of injection.ts do. Read only at the end of the text before a phrase, by
 * `endsWith` over a short tail: no regex reads the text.
 */

/** The words, lower case, NFC: "example", "for example" and "(prompt) injection" in each language. */
const WORDS = [
  ...['exemple', "d'injection", 'de prompt', 'ejemplo', 'inyección', 'exemplo', 'injeção', 'injecção', 'esempio'],
  ...['iniezione', 'di prompt', 'beispiel', 'injektion', 'voorbeeld', 'injectie', 'exempel', 'eksempel', 'injeksjon', 'promptinjektion'],
  ...['esimerkki', 'przykład', 'wstrzyknięcia', 'örneği', 'örnek', 'enjeksiyonu', 'příklad', 'пример', 'например'],
  ...['инъекции', 'инъекция', 'приклад', 'наприклад', '例子', '示例', '例如', '比如', '注入', '例', '例えば'],
  ...['インジェクション', '예시', '인젝션', 'مثال', 'उदाहरण'],
].map((w) => w.normalize('NFC'));

/** The longest word, in code units: how much of the tail is read. */
const LONGEST = Math.max(...WORDS.map((w) => w.length));

/**
 * What may stand between such a word and the phrase: blanks, ASCII punctuation but `.`, `!` and `?`
 * (a sentence that ended), and other scripts' quotes, colons, commas and brackets.
 */
const GAP = new Set([
  ...' \t\n\r"\'`*_([:,-\u00a0',
  ...'\u00ab\u00bb\u201c\u201d\u2018\u2019\u201e\u300c\u300d\u300e\u300f\uff1a\uff08\uff0c\u3001',
]);

/** Whether the code unit is a letter of a script written with blanks between words (Latin, Greek, Cyrillic). */
const spacedLetter = (c: number): boolean => ((c | 0x20) >= 97 && (c | 0x20) <= 122) || (c >= 0xc0 && c < 0x530);

/** Whether `before` (the text right before a phrase) ends with one of the words, up to six gap code units after it. */
export function mentionedInOtherLanguage(before: string): boolean {
  let end = before.length;
  while (end > 0 && before.length - end < 6 && GAP.has(before[end - 1]!)) end--;
  const tail = before
    .slice(Math.max(0, end - LONGEST - 1), end)
    .toLowerCase()
    .normalize('NFC');
  for (const w of WORDS) {
    if (!tail.endsWith(w)) continue;
    // A word of a spaced script must start a word ("contre-exemple" still does; "Gegenbeispiel" does not).
    const at = tail.length - w.length;
    if (at > 0 && spacedLetter(w.charCodeAt(0)) && spacedLetter(tail.charCodeAt(at - 1))) continue;
    return true;
  }
  return false;
}
