/**
 * Two places where prompt_injection's phrases are data, not instructions (docs/content.md): the
 * attack strings of a prompt-injection guard's unit tests (`expect(guard("Ignore all previous
 * instructions")).toBe("deny")`), and the special tokens of a tokenizer or model configuration
 * (`"chat_template": "{% … %}<|im_start|>…"`, an Ollama Modelfile's TEMPLATE). Both are narrow on
 * purpose: a phrase merely inside a code block, or a role token in a page that only names a
 * tokenizer key, is still judged.
 */

/** A call or statement that makes a line test code: `it(`, `expect(`, `assert …`, `assert!(`, `assertEquals(`. */
const TEST_CALL = /\b(?:it|test|describe|expect|assert[a-z_]*|should|verify|refute)\s{0,2}!?\(|\bassert\s/i;
/** What makes a text a test file, for a bare string in a table of inputs (a parametrize list). */
const TEST_FILE =
  /\bdef\s+test_|\b(?:describe|it|test)\s{0,2}\(\s{0,2}["'`]|@pytest\b|#\[test\]|\bimport\s+pytest\b|\bunittest\b|@Test\b|\bfunc\s+Test[A-Z]/;

/**
 * Whether the phrase at `start` sits in a string literal opened on its own line, and that line is
 * a test's call or assertion — or the string is an item of a list in a test file.
 */
export function isTestData(text: string, start: number): boolean {
  // Back to the line's start (at most 240 code units), noting the last quote on the way.
  const lo = Math.max(0, start - 240);
  let q = -1;
  let from = lo;
  for (let i = start - 1; i >= lo; i--) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      from = i + 1;
      break;
    }
    if (q < 0 && (c === 34 || c === 39 || c === 96)) q = i;
  }
  if (q < 0) return false;
  // The last quote opens the phrase's string when it occurs an odd number of times on the line.
  let count = 0;
  for (let i = from; i <= q; i++) if (text.charCodeAt(i) === text.charCodeAt(q)) count++;
  if (count % 2 === 0) return false;
  const head = text.slice(from, q);
  if (TEST_CALL.test(head)) return true;
  return /^\s{0,16}[[(]?\s{0,4}$/.test(head) && TEST_FILE.test(text.slice(Math.max(0, start - 1500), start + 1500));
}

/** The keys and lines of a tokenizer config or a model file. */
const MODEL_CONFIG =
  /"(?:chat_template|added_tokens|additional_special_tokens|bos_token|eos_token|pad_token|unk_token|special_tokens_map|tokenizer_class)"|TEMPLATE\s{1,4}"""|\{\{-?\s{0,2}(?:if\s+)?\.System\b|PARAMETER\s+stop\b/;
/** How far from a role token the config's keys are looked for (a tokenizer config is small). */
const CONFIG_REACH = 4000;

/** A role token (`<|im_start|>`, `[INST]`, `<<SYS>>`, `<|system|>`): what isModelTemplate may excuse. */
export const isRoleToken = (matched: string): boolean => /^(?:<\||\[\/?inst\]|<<\/?sys>>)/i.test(matched);

/**
 * Whether a role token at `start` is part of a model's chat template or special-token list: the
 * text around it (CONFIG_REACH) is a tokenizer config or a model file, and the token sits in a
 * template (`{{ … }}` or `{% … %}` around it) or in a quoted string on its line.
 */
export function isModelTemplate(text: string, start: number): boolean {
  if (!MODEL_CONFIG.test(text.slice(Math.max(0, start - CONFIG_REACH), start + CONFIG_REACH))) return false;
  const around = text.slice(Math.max(0, start - 200), start + 200);
  if (around.includes('{{') || around.includes('{%')) return true;
  // The line up to the token, at most 400 code units back (a line-less text is not searched to its start).
  const back = text.slice(Math.max(0, start - 400), start);
  const line = back.slice(back.lastIndexOf('\n') + 1);
  let quotes = 0;
  for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) === 34 && line.charCodeAt(i - 1) !== 92) quotes++;
  return quotes % 2 === 1;
}
