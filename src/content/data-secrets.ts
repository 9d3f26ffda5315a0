/**
 * credential_leak: passwords and keys in the shapes the other readings leave and data work carries — a value aligned
 * under its label with four or more blanks or a tab (`Password:      …`), a French label with a no-break space before
 * its colon (`Mot de passe\u00a0: …`), a password input in a component's syntax (`<Input type="password"
 * defaultValue="…"/>`, `:value="'…'"`, `[value]="'…'"`, `value={"…"}`), `--requirepass=…`, Apex and XML forms of a
 * CRM's `…_Password__c` field, a Spark or Hadoop secret key (`spark.hadoop.fs.s3a.secret.key`, `fs.azure.account.key.…`)
 * and a pandas frame's column headed by a password's or a token's name. Each reading starts where its own literal of
 * the index stands (a no-break space: one `indexOf`, only in a text that holds one) and reads a bounded stretch; the
 * value must read as generated (left-secrets.ts valueLike) and be no placeholder. Only the value is redacted.
 */
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { lastWithin, lineEndWithin, lineStartWithin, nextLineAfter } from './line-bounds.js';
import { EXAMPLE, passwordPush } from './office-secrets.js';
import { WORD_UNIT } from './prefixes.js';

/** A value's characters: printable ASCII but blanks, quotes, `<`, `>`, brackets and backslash. */
const V = '[!#-&*-;=?-Z^_a-~]{6,64}';
/** A label's name then blanks: four or more, or a tab; the value runs to the line's end. */
const ALIGNED = new RegExp(String.raw`[ \t]{0,2}:?(?:[ ]{0,3}\t[ \t]{0,40}|[ ]{4,40})(${V})[ \t]{0,8}(?=\r?\n|$)`, 'y');
/** The password names read aligned, whole words (the literal found is their start or their inside). */
const ALIGNED_NAME = /^(?:password|passwort|passwd|pass|kennwort|wachtwoord|contrase(?:\u00f1|n)a|senha)$/i;
/** What may stand before the name on its line: a list's mark and up to two short words ("DB", "Admin", "VPN"). */
const ALIGNED_HEAD = /^[ \t>*-]{0,4}(?:[A-Za-z]{1,12}[ \t]){0,2}$/;
/** A French label before a no-break space and a colon. */
const FRENCH_LABEL =
  /(?:^|[\s>*])(?:mot[ \t]de[ \t]passe(?:[ \t](?:provisoire|temporaire|wi-?fi|admin|du[ \t]wi-?fi))?|mdp|cl\u00e9[ \t](?:wi-?fi|wpa2?|r\u00e9seau))$/i;
/** After the no-break space's colon: blanks (no-break ones too), then the value to a blank or the line's end. */
const AFTER_NBSP = new RegExp(String.raw`[ \t\u00a0\u202f]{0,3}(${V})(?=$|[\s.,;]|\\[nt])`, 'y');
/** An attribute that sets an input's value, then the literal it sets (a bound expression holds a quoted string). */
const ATTRIBUTE =
  /(?:^|[\s"'])(?:defaultValue|value|:value|v-bind:value|\[value\]|model-value|:model-value|ngModel|\[ngModel\]|bind:value|android:text)=(?:"'|'"|\{["'`]|["'])([!#-&*-;=?-Z^_a-~]{6,64})(?=["'`])/g;
/** An Android view that is a password's field by its attributes (`android:password="true"`, `inputType="textPassword"`). */
const ANDROID_PASSWORD = /\sandroid:(?:password="true"|inputType="[\w|]{0,40}(?:textPassword|numberPassword|textWebPassword))/;
/** A component's tag that is a password's input by its own name (`<PasswordInput`, `<el-password`). */
const PASSWORD_TAG = /^<[\w.:-]{0,24}password[\w.:-]{0,24}(?=[\s/>])/i;
/** `--requirepass=…`: the value after the sign. */
const SIGN_VALUE = new RegExp(String.raw`=(["']?)(${V})(?=$|[\s"']|\\[nt])`, 'y');
/** A CRM field's value in Apex (`= '…'`, `put('…', '…')`, a constructor's `F__c='…'`) or XML (`>…</`). */
const FIELD_VALUE = new RegExp(String.raw`(?:[ \t]{0,3}=[ \t]{0,3}'|'[ \t]{0,3},[ \t]{0,3}'|>)(${V})(?='|</)`, 'iy');
/** A secret key's setting in Spark or Hadoop: the rest of its name, then `", "`, `=`, or blanks, then the value. */
const SPARK_VALUE =
  /(?:\.[\w.-]{1,80}?)?(?:["'][ \t]{0,3},[ \t]{0,3}["']|[ \t]{0,3}=[ \t]{0,3}["']?|[ \t]{1,8}["']?)([A-Za-z0-9+/=_-]{16,128})(?=["'\s]|$)/y;
/** A Hadoop `*-site.xml` property: the name's end, then its value element. */
const XML_VALUE = /<\/name>[ \t\r\n]{0,40}<value>([A-Za-z0-9+/=_-]{16,128})<\/value>/y;
/** Before `key`: a Spark or Hadoop store's secret (`fs.s3a.secret.`, `fs.azure.account.`). */
const SPARK_KEY = /(?:fs\.s3[an]?\.secret\.|fs\.azure\.account\.|fs\.obs\.secret\.|fs\.oss\.access|fs\.cosn\.userinfo\.secret)$/i;
/** A pandas frame's header: blanks, then names two or more blanks apart. */
const FRAME_HEADER = /^[ \t]{1,12}[\w.-]{1,32}(?:[ \t]{2,40}[\w.-]{1,32}){1,15}[ \t]*$/;
/** The column names that hold a secret in a frame. */
const FRAME_NAME = /^(?:password|passwd|pwd|plain_password|api_token|api_key|access_token|secret|client_secret|api_secret|secret_key)$/i;
/** A password field's text set in Android code (`passwordField.setText("…")`, `binding.etPassword.setText("…")`). */
const SET_TEXT = /pass(?:word|wd)?\w{0,20}\.setText\([ \t]{0,3}\\?["']([!#-&*-;=?-Z^_a-~]{6,64})\\?["'][ \t]{0,3}\)/iy;
/** Flutter's text field's starting value (its call holds `obscureText: true`, a password's field). */
const INITIAL_VALUE = /initialValue:[ \t]{0,3}(["'])([!#-&*-;=?-Z^_a-~]{6,64})\1/;
/** SwiftUI's password field bound to a constant: `SecureField("…", text: .constant("…"))`. */
const SECURE_CONSTANT = /SecureField\([^()]{0,80}text:[ \t]{0,3}\.constant\([ \t]{0,3}"([!#-&*-;=?-Z^_a-~]{6,64})"[ \t]{0,3}\)/y;

/** Jetpack Compose's state that holds a password from the start: `var password by remember { mutableStateOf("…") }`. */
const REMEMBERED =
  /pass(?:word|wd)?\w{0,20}[ \t]{1,3}(?:by|=)[ \t]{1,3}remember(?:Saveable)?[ \t]{0,3}\{[ \t]{0,3}mutableStateOf\([ \t]{0,3}"([!#-&*-;=?-Z^_a-~]{6,64})"[ \t]{0,3}\)/iy;
/**
 * Whether the word `name` stands in `s` as an argument or a value (after `(`, `=` or `,`, three blanks at most between):
 * sought by plain searches, not by a pattern built for each state.
 */
function passedIn(s: string, name: string): boolean {
  for (let i = s.indexOf(name); i >= 0; i = s.indexOf(name, i + 1)) {
    if (/\w/.test(s.charAt(i + name.length))) continue;
    let j = i;
    while (j > 0 && i - j < 3 && (s[j - 1] === ' ' || s[j - 1] === '\t')) j--;
    if (j > 0 && '(=,'.includes(s[j - 1]!)) return true;
  }
  return false;
}
/** The name a Compose state is kept in, before its `remember { mutableStateOf(`. */
const STATE_NAME = /va[lr][ \t]{1,3}(\w{1,40})[ \t]{1,3}(?:by|=)[ \t]{1,3}remember(?:Saveable)?[ \t]{0,3}\{[ \t]{0,3}$/;
/** A Compose field that is a password's: its visual transformation, its keyboard, a password field's own call. */
const COMPOSE_PASSWORD = /PasswordVisualTransformation|KeyboardType\.Password|PasswordField\(/;
/** A Compose text field's literal value. */
const COMPOSE_VALUE = /(?:^|[\s(,])value[ \t]{0,3}=[ \t]{0,3}"([!#-&*-;=?-Z^_a-~]{6,64})"/;
/** React's state that holds a password from the start: `const [password, setPassword] = useState('…')`. */
const USE_STATE =
  /pass(?:word|wd)?\w{0,20}[ \t]{0,3},[ \t]{0,3}set\w{1,30}[ \t]{0,3}\][ \t]{0,3}=[ \t]{0,3}(?:React\.)?useState(?:<\w{1,20}>)?\([ \t]{0,3}(["'`])([!#-&*-;=?-Z^_a-~]{6,64})\1[ \t]{0,3}\)/iy;
/** A React Native input's literal value: `value="…"`, `defaultValue="…"`, `value={"…"}`. */
const INPUT_VALUE = /\b(?:value|defaultValue)[ \t]{0,3}=[ \t]{0,3}(?:\{[ \t]{0,3})?(["'])([!#-&*-;=?-Z^_a-~]{6,64})\1/;

/** The values above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectDataCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const { push } = passwordPush(text, out, isPlaceholder, [EXAMPLE]);
  /** `re` tried at `at`, its last group pushed; `labelled`: a value under a bare label, which a setting is not. */
  const at1 = (re: RegExp, at: number, labelled = false): void => {
    const m = execAt(re, text, at);
    if (m === null) return;
    const v = m[m.length - 1]!;
    // A policy's or a setting's own line (`MinLength:12`, `PasswordExpired=False`) is no value of the label above it.
    if (labelled && (v.includes('=') || v.includes(':'))) return;
    push(m.index + m[0].lastIndexOf(v), v);
  };

  for (const word of ['pass', 'kennwort', 'wachtwoord', 'contrase', 'enha']) {
    for (const found of placesOf(t, word)) {
      if (word === 'pass') passAt(found);
      const from = word === 'enha' ? found - 1 : found;
      // Plain string tests first (no pattern compiled on a short text's first judgement): a name's start, then its end.
      if (from > 0 && WORD_UNIT[text.charCodeAt(from - 1)] === 1) continue;
      if (
        word === 'pass' &&
        !['word', 'wort', 'wd'].some((w) => text.startsWith(w, found + 4) || text.startsWith(w.toUpperCase(), found + 4)) &&
        WORD_UNIT[text.charCodeAt(found + 4)] === 1
      )
        continue;
      const name = /^[\w\u00f1]{1,12}/.exec(text.slice(from, from + 12));
      if (name === null || !ALIGNED_NAME.test(name[0]) || (from > 0 && /[\w-]/.test(text[from - 1]!))) continue;
      const end = from + name[0].length;
      const s = lineStartWithin(text, from, 40);
      // A bare "pass" only before a colon: a test's result column reads "PASS" too.
      if (s < 0 || !ALIGNED_HEAD.test(text.slice(s, from)) || (name[0].length === 4 && !/^[ \t]{0,2}:/.test(text.slice(end, end + 3))))
        continue;
      at1(ALIGNED, end, true);
    }
  }

  /** `pass` as `--requirepass=…`, in a CRM's `…_Password__c` field, and in a tag that is a password input. */
  function passAt(found: number): void {
    if (text[found + 4] === '=' && text.slice(found - 9, found + 4).toLowerCase() === '--requirepass') at1(SIGN_VALUE, found + 4);
    if (text.slice(found, found + 48).includes('.setText(')) at1(SET_TEXT, found);
    const after = text.slice(found, found + 60);
    if (after.includes('remember')) at1(REMEMBERED, found);
    if (after.includes('useState')) at1(USE_STATE, found);
    // A CRM field named otherwise (`Portal_Pass__c`).
    if (text.slice(found, found + 7).toLowerCase() === 'pass__c' && text[found - 1] === '_') crmFieldAt(found + 7);
    if (text[found + 8] === '_' && text.slice(found, found + 11).toLowerCase() === 'password__c') crmFieldAt(found + 11);
    // The tag's `<` at most 25 code units before a name that holds "password" (`<PasswordInput`, `<el-password`).
    // Sought in those 25 alone: from every "pass" back to the text's start it was quadratic (a review's 800 KB: 50-65 s).
    const lt = text.slice(Math.max(0, found - 25), found + 1).lastIndexOf('<');
    const named = lt >= 0 && PASSWORD_TAG.test(text.slice(Math.max(0, found - 25) + lt, found + 30));
    if (
      named ||
      (text
        .slice(found - 8, found)
        .toLowerCase()
        .includes('type=') &&
        /type=\\?["']?$/i.test(text.slice(found - 8, found))) ||
      (text[found - 1] === ':' && text.slice(found - 8, found) === 'android:') ||
      (text[found - 1] !== ' ' && /inputType="[\w|]{0,40}(?:text|number|textWeb)$/i.test(text.slice(Math.max(0, found - 50), found)))
    )
      inputAt(found);
  }
  /** A CRM field's value set after its name's end `end` (Apex or XML). */
  function crmFieldAt(end: number): void {
    if (WORD_UNIT[text.charCodeAt(end)] === 1) return;
    const m = execAt(FIELD_VALUE, text, end);
    // A Salesforce record id (15 or 18 letters and digits, a run of zeros after its prefix) is no password.
    if (m !== null && !/^[a-zA-Z0-9]{3,7}0{4}[a-zA-Z0-9]{4,11}$/.test(m[1]!)) push(m.index + m[0].lastIndexOf(m[1]!), m[1]!);
  }
  /** The tag around `found` (its `<` at most 200 code units before, its `>` within 400): a literal value set on it. */
  function inputAt(found: number): void {
    const before = text.slice(Math.max(0, found - 200), found);
    const k = before.lastIndexOf('<');
    if (k < 0 || before.indexOf('>', k) >= 0) return;
    const open = found - before.length + k;
    const close = text.slice(found, found + 400).search(/\/?>/);
    if (close < 0) return;
    const tag = text.slice(open, found + close);
    // The tag's own type says password, or its name does (`<PasswordInput`).
    if (!/\stype=\\?["']?password(?![\w-])/i.test(tag) && !PASSWORD_TAG.test(tag) && !ANDROID_PASSWORD.test(tag)) return;
    ATTRIBUTE.lastIndex = 0;
    for (let m = ATTRIBUTE.exec(tag); m !== null; m = ATTRIBUTE.exec(tag)) push(open + m.index + m[0].lastIndexOf(m[1]!), m[1]!);
  }

  // Flutter's `TextFormField(obscureText: true, initialValue: '…')`: the call's stretch around its `obscureText`.
  // Both fields' calls end in "Field(": one search of the text for it before any other (no literal of the index: a literal
  // more costs every text its index).
  const fields = text.indexOf('Field(') >= 0;
  for (let at = fields ? text.indexOf('obscureText:') : -1; at >= 0; at = text.indexOf('obscureText:', at + 12)) {
    if (!/^obscureText:[ \t]{0,3}true/.test(text.slice(at, at + 20))) continue;
    // Sought in the 300 code units before only (`lastWithin`): back to the text's start it would be quadratic.
    const call = Math.max(lastWithin(text, 'TextFormField(', at, 300), lastWithin(text, 'TextField(', at, 300));
    if (call < 0) continue;
    const m = INITIAL_VALUE.exec(text.slice(call, at + 300));
    if (m !== null) push(call + m.index + m[0].indexOf(m[2]!), m[2]!);
  }
  // Jetpack Compose: a text field whose value is a literal, in a call that makes it a password's field; a state that starts
  // as a literal, kept under a name a password's field takes (`PasswordField(state = pin)`). Each call's stretch ends
  // where the next field's starts.
  for (let at = fields ? text.indexOf('TextField(') : -1; at >= 0; at = text.indexOf('TextField(', at + 10)) {
    let call = text.slice(at, at + 500);
    const next = call.indexOf('TextField(', 10);
    if (next >= 0) call = call.slice(0, next);
    if (!COMPOSE_PASSWORD.test(call)) continue;
    const m = COMPOSE_VALUE.exec(call);
    if (m !== null) push(at + m.index + m[0].lastIndexOf(m[1]!), m[1]!);
  }
  for (let at = fields ? text.indexOf('mutableStateOf("') : -1; at >= 0; at = text.indexOf('mutableStateOf("', at + 16)) {
    const name = STATE_NAME.exec(text.slice(Math.max(0, at - 80), at))?.[1];
    const m = /^mutableStateOf\("([!#-&*-;=?-Z^_a-~]{6,64})"\)/.exec(text.slice(at, at + 90));
    if (name === undefined || m === null) continue;
    const rest = text.slice(at, at + 400);
    if (COMPOSE_PASSWORD.test(rest) && passedIn(rest.slice(m[0].length), name)) push(at + 16, m[1]!);
  }
  // React Native's `<TextInput secureTextEntry … value="…">`: the tag around each `secureTextEntry`.
  for (const at of placesOf(t, 'securetextentry')) {
    const open = lastWithin(text, '<TextInput', at, 400);
    if (open < 0) continue;
    // The tag's end within 600 code units (sought in that stretch only: a text of inputs never closed is read once each).
    const close = text.slice(at, at + 600).indexOf('>');
    const tag = text.slice(open, close < 0 ? at + 600 : at + close);
    const m = INPUT_VALUE.exec(tag);
    if (m !== null) push(open + m.index + m[0].lastIndexOf(m[2]!), m[2]!);
  }
  // SwiftUI's `SecureField("Password", text: .constant("…"))`.
  for (let at = fields ? text.indexOf('SecureField(') : -1; at >= 0; at = text.indexOf('SecureField(', at + 12)) at1(SECURE_CONSTANT, at);

  // Redis's `--masterauth=…` (a replica's password for its primary) as `--requirepass=…`.
  for (const at of placesOf(t, 'masterauth')) if (text[at + 10] === '=' && text.slice(at - 2, at) === '--') at1(SIGN_VALUE, at + 10);
  // CRM fields named `…_Pwd__c` and `…_Secret__c`.
  for (const word of ['pwd', 'secret'])
    for (const at of placesOf(t, word))
      if (text[at - 1] === '_' && text.slice(at + word.length, at + word.length + 3).toLowerCase() === '__c')
        crmFieldAt(at + word.length + 3);

  // A no-break space before a French colon.
  if (text.indexOf('\u00a0') >= 0 || (t.wide && text.indexOf('\u202f') >= 0))
    for (const space of ['\u00a0:', '\u202f:'])
      for (let at = text.indexOf(space); at >= 0; at = text.indexOf(space, at + 2)) {
        const s = lineStartWithin(text, at, 40);
        if (FRENCH_LABEL.test(text.slice(s < 0 ? Math.max(0, at - 40) : s, at))) at1(AFTER_NBSP, at + 2, true);
      }

  // A Spark or Hadoop store's secret key.
  for (const at of placesOf(t, 'key')) {
    if (!SPARK_KEY.test(text.slice(Math.max(0, at - 25), at))) continue;
    // Aliyun's `fs.oss.accessKeySecret`: the name runs on past `Key`.
    const end = /^secret/i.test(text.slice(at + 3, at + 9)) ? at + 9 : at + 3;
    at1(SPARK_VALUE, end);
    at1(XML_VALUE, end);
  }

  // A pandas frame's column headed by a secret's name: rows under it start with their index.
  // Each header is read once, however many of the names it holds.
  let header0 = -1;
  for (const word of ['pass', 'pwd', 'token']) for (const at of placesOf(t, word)) frameAt(at);
  // "secret" only as a column's whole name after blanks (`secret`, `client_secret`): plain tests before the line's read.
  for (const at of placesOf(t, 'secret')) if (/[ \t_]/.test(text[at - 1] ?? '') && /^[ \t\r\n]?$/.test(text[at + 6] ?? '')) frameAt(at);
  function frameAt(at: number): void {
    const s = lineStartWithin(text, at, 400);
    if (s < 0 || s === header0 || (text[s] !== ' ' && text[s] !== '\t')) return;
    const e = lineEndWithin(text, at, 400);
    if (e >= text.length) return;
    header0 = s;
    const header = text.slice(s, e);
    if (!FRAME_HEADER.test(header)) return;
    const names = header.trim().split(/[ \t]+/);
    const col = names.findIndex((n) => FRAME_NAME.test(n));
    if (col < 0) return;
    let row = nextLineAfter(text, e);
    for (let n = 0; n < 50 && row < text.length; n++) {
      const end = lineEndWithin(text, row, 400);
      const line = text.slice(row, end);
      const cells = /^\d{1,6}(?:[ \t]+\S+)+[ \t]*$/.test(line) ? line.trim().split(/[ \t]+/) : [];
      if (cells.length !== names.length + 1) return;
      // The cell's place: the row's cells are found in order, each after the one before.
      let p = row;
      for (let c = 0; c <= col; c++) p = text.indexOf(cells[c]!, p) + cells[c]!.length;
      push(text.indexOf(cells[col + 1]!, p), cells[col + 1]!);
      if (end >= text.length) return;
      row = nextLineAfter(text, end);
    }
  }
}
