/**
 * What quoted-specimens.ts reads in the languages pages about prompt injection are written in besides English
 * (docs/content-readings.md, "Quoted specimens in other languages"): their quotation marks, the words that introduce a
 * quoted text before it ("zum Beispiel", "par exemple", "na przykład", "t.ex.", "the text said" as each language says
 * it) or after it (Korean, Japanese, Turkish, Hindi: `"…"와 같은`, `「…」のような`, `"…" gibi`, `"…" जैसे`), a headline
 * or a list item made of the quotation, and the languages' words for the attack. Data only, read where a quotation is.
 */

/** Opening marks besides `"`, `“` and `«` (read by quoted-specimens.ts), each with the marks that close it. */
const CLOSERS: ReadonlyMap<number, readonly number[]> = new Map([
  [0x201e, [0x201c, 0x201d]], // „…“ (de cs is), „…” (pl ro hu nl)
  [0x201d, [0x201d]], // ”…” (sv fi)
  [0x00bb, [0x00ab]], // »…« (da de)
  [0x300c, [0x300d]], // 「…」 (ja zh)
  [0x300e, [0x300f]], // 『…』
  [0x05f4, [0x05f4]], // ״…״ (he)
]);

/** Whether the text holds one of the other languages' opening marks (the cheap gate). */
export function hasOtherMarks(text: string): boolean {
  for (const c of CLOSERS.keys()) if (text.indexOf(String.fromCharCode(c)) >= 0) return true;
  return false;
}

/**
 * Whether the mark at `at` opens a quotation in another language's marks. `”` and `»` close quotations elsewhere (English
 * `“…”`, French `« … »`): they open one only where a word follows at once and, for `”`, no word stands right before.
 */
export function opensOther(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (!CLOSERS.has(c)) return false;
  if (c !== 0x201d && c !== 0x00bb) return true;
  if (!/[\p{L}\p{N}]/u.test(text.charAt(at + 1))) return false;
  return c === 0x00bb || at === 0 || /[\s([>]/.test(text.charAt(at - 1));
}

/** Whether `c` closes a quotation opened by `open` in another language's marks. */
export function closesOther(open: number, c: number): boolean {
  const closers = CLOSERS.get(open);
  return closers !== undefined && closers.includes(c);
}

/** Not a letter or digit of any script: where a word starts (`\b` reads ASCII only). */
const B = '(?<![\\p{L}\\p{N}])';
/** The nouns for an example, in the languages (stems). */
const EXAMPLE_NOUNS =
  'exemp|eksemp|esimerk|przykład|příklad|príklad|ejempl|esemp|adibide|sampla|dæmi|beispiel|voorbeeld|péld|пример|приклад|דוגמ|örnek|उदाहरण|예시|example|sample';
/** Adverbs and verbs that introduce a quoted text right before it ("for example", "writes", "the text said"). */
const INTRO_WORDS = [
  'till exempel|t\\.\\s?ex\\.|skriver|stod det|står det|lyder|löd',
  'for eksempel|f\\.\\s?eks\\.|skriver|lød|stod der',
  'esimerkiksi|esim\\.|kirjoittavat|kirjoittaa|luki|lukee|kuten',
  'na przykład|np\\.|piszą|pisze|brzmiał[ao]?|brzmi|typu',
  'například|např\\.|napríklad|napr\\.|píšou|píší|píše|zněl[aoy]?|zní|píšu',
  'de exemplu|scriu|scrie|spunea|spune',
  'per exemple|escriuen|deia|diu',
  'adibidez|idazten dute|idazten du|zioen|dio',
  'por exemplo|por ejemplo|p\\.\\s?ej\\.|escrevem|escriben|escreben|dizia|decía|dicía|dice|diz',
  'mar shampla|scríobhann|dúirt|is ea',
  'til dæmis|t\\.\\s?d\\.|skrifa|stóð',
  'par exemple|p\\.\\s?ex\\.|écrivent|écrit|disait|du type',
  'zum beispiel|z\\.\\s?b\\.|etwa|schreiben|schreibt|lautete|lautet|stand|hieß',
  'bijvoorbeeld|bv\\.|schrijven|schrijft|luidde|luidt|stond|zoals',
  'ad esempio|per esempio|ad es\\.|scrivono|scrive|diceva',
  'például|pl\\.|írják|így szólt|szólt',
  'например|пишут|гласил[аи]?|гласит|вроде|наприклад|пишуть|було написано',
  'לדוגמה|למשל|כותבים|אמר|נכתב',
  'örneğin|mesela|उदाहरण के लिए|예를 들어|예컨대',
  // "such as", "like" (the English list's "like", "as"): "frases como «…»", "Sätze wie „…“".
  'como|comme|come|wie|zoals|kuten|jak|jako|как|כמו|gibi|such as',
  // "contained" and "the sentence", "the phrase", "the text" (the English list's line, sentence, text, message).
  'innehöll|indeholdt|inneholdt|sisälsi|zawierał[ao]?|zdanie|obsahoval[ao]?|věta|větu|conținea|fraza|conteneva|contenía|contenait|contém|continha|frase|phrase|enthielt|enthält|satz|bevatte|zin|tartalmazta|mondat|содержал[аи]?|фраза|фразу|містив|містила|מכיל|הכיל|משפט|içeriyordu|cümle',
].join('|');
/**
 * The words before a quotation that introduce it: an introducing word or verb with at most three words after it
 * ("Dúirt an téacs folaithe", "Atakujący piszą na przykład"), or an example's noun with at most three ("Ein typisches
 * Beispiel ist", "Типичный пример —"), then at most a colon, a comma or a dash. Chinese and Japanese with no spaces:
 * "例如", "比如", "写着", "例子是", "例えば".
 */
const INTRO_BEFORE = new RegExp(
  `(?:${B}(?:${INTRO_WORDS}|(?:${EXAMPLE_NOUNS})\\p{L}{0,12})(?:[\\s,]{1,3}[^\\s"\\u201c\\u201d\\u201e\\u00ab\\u00bb]{1,24}){0,3}|例如|比如|写着|写道|寫著|例子是|例えば|たとえば)[\\s:,\\u2014\\u2013\\uff1a\\uff0c-]{0,4}$`,
  'iu',
);
/** The words right after a quotation that introduce it where the language puts them after (ko, ja, tr, hi). */
const INTRO_AFTER =
  /^\s{0,2}(?:와\s?같은|과\s?같은|같은|라는|이라는|라고|이라고|는\s?(?:문구|문장|말)|등의|처럼|のような|のように|という|といった|と書|などの|など|gibi|diye|şeklinde|türünden|ifadesi|cümlesi|जैसे|जैसा|जैसी|की तरह|वाले|लिखा)/u;
/**
 * A headline made of the quotation: a heading's start before it, and after it a dash or a colon and the headline's
 * words, or the heading's end (a title that is only the quotation).
 */
const HEADLINE_HEAD = /(?:<h[1-6][^<>]{0,40}>|<title>|^#{1,6}[ \t]{1,3}|^)[ \t]{0,3}$/i;
const HEADLINE_REST = /^[\s.]{0,2}(?:(?:[\u2013\u2014:|]|-(?=\s))\s{1,3}\S|<\/(?:h[1-6]|title)>)/i;
/** A list item that is only the quotation (`- „…“`), under a line naming examples and ending with a colon. */
const BARE_ITEM = /^[ \t]{0,8}(?:[-*+\u2022]|\d{1,3}[.)])[ \t]{1,4}$/;
const EXAMPLES_HEADING = new RegExp(`(?:${EXAMPLE_NOUNS}|示例|例子|例)[^\\n]{0,80}[:\\uff1a][ \\t]*\\n`, 'iu');
/** The attack's names in the languages, and their words for an attack or an attacker. */
export const ATTACK_WORDS =
  /prompt[\s-]?inj|promptinj|inje[cç]ç?[aã]o|injec[cț]i|inyecci|iniezion|inxecci|injekzio|injekci|injektio|injektion|injectie|wstrzykiw|vkládání|innspýting|instealladh|enjeksiyon|промпт|инъекц|ін['’ʼ]?єкц|הזרק|इंजेक्शन|인젝션|インジェクション|注入|jailbreak|angriff|angreifer|attaqu|ataque|atacant|atacator|atak|útok|útoč|hyökkä|angrip|angreb|angrib|attacc|támad|aanval|атак|злоумышлен|תוקפ|מתקפ|eraso|ionsaí|árás|saldır|हमला|공격|攻撃|攻击/iu;

/**
 * Whether a quotation [open, close] of `text` is introduced the way another language introduces one: words before it
 * (`head`, the stretch of its line before), words after it (`rest`, the stretch after), a headline it makes, or a list
 * item it is under a heading naming examples.
 */
export function introducedInLanguage(text: string, head: string, rest: string, lineStart: number): boolean {
  if (INTRO_BEFORE.test(head.slice(-80)) || INTRO_AFTER.test(rest)) return true;
  if (HEADLINE_HEAD.test(head) && HEADLINE_REST.test(rest)) return true;
  return BARE_ITEM.test(head) && EXAMPLES_HEADING.test(text.slice(Math.max(0, lineStart - 300), lineStart));
}
