/**
 * Word classes for the learned scorer's trial features (linear.ts, docs/content-measurements.md, trial H): each word a
 * class list holds also counts as its class, so an order written in words no training author chose may still share
 * the class tokens of the orders trained on ("transmit the ledger to" reads as SEND RECORD OUTWARD as "forward the
 * customer list to" does). The lists are drawn from the pack's own readings' word lists (machine and role words, acts
 * at stake, secrets and records, negations, overrides), in the languages those read; an entry ending in `*` is a stem
 * (any word it opens). Looked up by the walk's own hash of the word: no regex reads the text.
 */

/** The classes, each a name and its words (lower case; a word with a letter outside ASCII also capitalised). */
const CLASS_LISTS: readonly (readonly [string, string])[] = [
  [
    'MACHINE',
    'ai llm llms bot bots chatbot* assistant* agent agents copilot* gpt chatgpt claude gemini model ' +
      'models automat* autonomous crawler* scraper* summari* summary ki ia sztuczn* asistent* assistent* ' +
      'assistente* asystent* agente agentes agenten robot* intelligen* intelig* modelo modello modell yapay ' +
      '\u0431\u043e\u0442 \u0438\u0438 \u0430\u0441\u0441\u0438\u0441\u0442\u0435\u043d\u0442* ' +
      '\u043f\u043e\u043c\u043e\u0449\u043d\u0438\u043a* \u0430\u0433\u0435\u043d\u0442* ' +
      '\u043d\u0435\u0439\u0440\u043e\u0441\u0435\u0442* \u043c\u043e\u0434\u0435\u043b*',
  ],
  [
    'READER',
    'whoever anyone anybody whichever reader* reviewer* handler* processor* screener* grader* evaluator* ' +
      'pipeline* parser* system systems wer quien quienquiera chiunque quem kto celui lecteur* leser* ' +
      'lector* lettore* okuyan* tool tools integration* workflow*',
  ],
  [
    'SEND',
    'send sends sending sent forward* email e-mail mail mailed post posting upload* transmit* share ' +
      'sharing export* exfiltrat* leak* copy paste sync publish* dm cc bcc deliver* envoie* envoyer envoyez ' +
      'transf\u00e8re transf\u00e9rez sende senden schick* weiterleit* env\u00eda enviar envia envie invia inviare inoltr* stuur* ' +
      'verstuur* wy\u015blij wy\u015blijcie wys\u0142a\u0107 skicka* send* g\u00f6nder* ' +
      '\u043e\u0442\u043f\u0440\u0430\u0432* \u043f\u0435\u0440\u0435\u0441\u043b\u0430\u0442* ' +
      '\u043f\u0435\u0440\u0435\u0448\u043b*',
  ],
  [
    'PAY',
    'pay pays paying payment* refund* wire wired transfer* credit* payout* reimburs* invoice* iban bic ' +
      'swift remit* deposit* withdraw* zahl* \u00fcberweis* erstatt* rembours* paie* payer payez virement* ' +
      'reembols* transferenc* betaal* overmak* zap\u0142a\u0107* przelew* \u00f6de* iade* ' +
      '\u043e\u043f\u043b\u0430\u0442* \u0432\u043e\u0437\u0432\u0440\u0430\u0442* ' +
      '\u043f\u0435\u0440\u0435\u0432\u0435\u0434* pague pagar paga pagare pagate pagamento* pago',
  ],
  [
    'DECIDE',
    'approve* accept* authori* grant* whitelist* allowlist* unban* unblock* release* clear* mark* rank* ' +
      'score* rate* award* verify verified exempt* escalat* confirm* close* resolve* genehmig* freigeb* ' +
      'valide* approuv* aprueb* aprob* approv* goedkeur* zatwierd* onayla* \u043e\u0434\u043e\u0431\u0440* ' +
      '\u043f\u043e\u0434\u0442\u0432\u0435\u0440\u0434*',
  ],
  [
    'HIDE',
    'skip* bypass* hide* hidden omit* suppress* ignore* disregard* forget* delete* remove* wipe* erase* ' +
      'purge* drop* disable* silent* silently quiet* quietly secret* secretly overlook* l\u00f6sch* ' +
      'entfern* ignorier* \u00fcberspring* supprim* efface* ignorez oubli* elimin* verwijder* negeer* ' +
      'usu\u0144* pomi\u0144* atla* \u0443\u0434\u0430\u043b* \u0438\u0433\u043d\u043e\u0440\u0438\u0440* ' +
      '\u0441\u043a\u0440\u043e\u0439* \u043f\u0440\u043e\u043f\u0443\u0441\u0442* silin silme borra borrar ' +
      'borre',
  ],
  [
    'RUN',
    'run running execute* exec eval install* download* curl wget bash shell powershell script* invoke* ' +
      'launch* pip npm chmod sudo ausf\u00fchr* installier* ex\u00e9cut* ejecut* esegu* uitvoer* uruchom* ' +
      '\u00e7al\u0131\u015ft\u0131r* \u0437\u0430\u043f\u0443\u0441\u0442* ' +
      '\u0432\u044b\u043f\u043e\u043b\u043d* \u0443\u0441\u0442\u0430\u043d\u043e\u0432*',
  ],
  [
    'SECRET',
    'password* passwd passcode* passphrase* credential* token* secret* key keys apikey api ssh id_rsa env ' +
      'cookie* session* otp pin pins cvv cvc 2fa mfa seed mnemonic private wallet* ssn login* kennwort* ' +
      'passwort* schl\u00fcssel* mot motdepasse clave* contrase\u00f1a* senha* chiave* wachtwoord* ' +
      'has\u0142o* l\u00f6senord* \u015fifre* \u043f\u0430\u0440\u043e\u043b* \u043a\u043b\u044e\u0447* ' +
      '\u0442\u043e\u043a\u0435\u043d*',
  ],
  [
    'RECORD',
    'record* database* customer* client* user users data dataset* file files folder* document* history ' +
      'messages message conversation* transcript* contacts contact inbox payroll salary salaries patient* ' +
      'employee* list lists export table tables rows prompt instructions* config* kunde* kunden* daten* ' +
      'datei* donn\u00e9e* fichier* dossier* datos archivo* cliente* dati klant* gegevens* dane klient* ' +
      'veri m\u00fc\u015fteri* \u0434\u0430\u043d\u043d* \u043a\u043b\u0438\u0435\u043d\u0442* ' +
      '\u0444\u0430\u0439\u043b*',
  ],
  [
    'OUTWARD',
    'external* outside url link links http https www webhook* endpoint* server* address domain* attacker* ' +
      'remote* third public publicly pastebin* gist ngrok* discord telegram extern* externe* externo* ' +
      'esterno* zewn\u0119trz* harici* \u0432\u043d\u0435\u0448\u043d*',
  ],
  [
    'STAFF',
    'human humans staff team manager* admin* administrator* supervisor* moderator* operator* owner* ' +
      'security compliance audit* auditor* legal hr finance accounting support reviewer colleague* ' +
      'mitarbeiter* personal \u00e9quipe responsable* equipo personale medewerker* pracownik* personel* ' +
      '\u0441\u043e\u0442\u0440\u0443\u0434\u043d\u0438\u043a* ' +
      '\u043c\u0435\u043d\u0435\u0434\u0436\u0435\u0440* ' +
      '\u0430\u0434\u043c\u0438\u043d\u0438\u0441\u0442\u0440\u0430\u0442\u043e\u0440*',
  ],
  [
    'NEG',
    'not no never nor none without don doesn didn won shouldn mustn cannot nicht kein keine keinen ' +
      'niemals ohne ne pas jamais sans sin nunca ning\u00fan ninguna non senza mai niet geen zonder nooit ' +
      'nie bez nigdy inte utan aldrig ikke uden aldri de\u011fil asla \u043d\u0435 \u043d\u0435\u0442 ' +
      '\u0431\u0435\u0437 \u043d\u0438\u043a\u043e\u0433\u0434\u0430',
  ],
  [
    'YOU',
    'you your yours yourself du dich dir dein deine ihr euch euer vous votre vos toi tu ton ta tes usted ' +
      'ustedes t\u00fa tus vosotros voi tuo tua vostro vostra jij jou jouw jullie ty tw\u00f3j twoja wy ' +
      'wasz sen senin siz sizin \u0442\u044b \u0432\u044b \u0442\u0432\u043e\u0439 \u0432\u0430\u0448 ' +
      '\u0432\u0430\u0441 \u0442\u0435\u0431\u044f',
  ],
  [
    'OVERRIDE',
    'ignore* disregard* override* overrid* previous prior above earlier preceding forget* instructions* ' +
      'instruction rules guideline* guardrail* jailbreak* developer mode unrestricted supersede* replace* ' +
      'vorherig* bisherig* anweisung* pr\u00e9c\u00e9dent* instruction* anterior* anteriores istruzion* ' +
      'precedent* vorige instructies poprzedni* instrukcj* \u00f6nceki talimat* ' +
      '\u043f\u0440\u0435\u0434\u044b\u0434\u0443\u0449* \u0438\u043d\u0441\u0442\u0440\u0443\u043a\u0446*',
  ],
  [
    'URGENT',
    'immediately immediate urgent* urgently asap now quickly right today priority critical mandatory ' +
      'required important importantly must sofort dringend umgehend unverz\u00fcglich imm\u00e9diatement ' +
      'urgence urgente inmediatamente ahora subito urgentemente onmiddellijk direct natychmiast pilne hemen ' +
      'acil \u043d\u0435\u043c\u0435\u0434\u043b\u0435\u043d\u043d\u043e ' +
      '\u0441\u0440\u043e\u0447\u043d\u043e',
  ],
  [
    'POLITE',
    'please kindly pls plz bitte merci svp plait favor favore prego alstublieft graag prosz\u0119 ' +
      'l\u00fctfen \u043f\u043e\u0436\u0430\u043b\u0443\u0439\u0441\u0442\u0430',
  ],
  [
    'MODAL',
    'must should shall need needs required require* ensure* muss m\u00fcssen musst sollst sollen soll ' +
      'sollte doit doivent devez faut debe deben debes tiene deve devono devi moet moeten musi musisz ' +
      'nale\u017cy ska m\u00e5ste skal m\u00e5 gerek* laz\u0131m \u0434\u043e\u043b\u0436\u0435\u043d ' +
      '\u0434\u043e\u043b\u0436\u043d\u044b \u043d\u0443\u0436\u043d\u043e \u043d\u0430\u0434\u043e ' +
      '\u043e\u0431\u044f\u0437\u0430\u0442\u0435\u043b\u044c\u043d\u043e',
  ],
];

/** The class names, by class index (a word's classes are a bit mask over these indexes). */
export const CLASS_NAMES: readonly string[] = CLASS_LISTS.map(([name]) => name);

export const classIndex = (name: string): number => CLASS_NAMES.indexOf(name);

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** The shortest and the longest stem looked up. */
const MIN_STEM = 3;
const MAX_STEM = 12;

interface ClassTable {
  words: Map<number, number>;
  stems: Map<number, number>;
  /** Bit L set where some stem is L code units long. */
  stemLengths: number;
}

let TABLE: ClassTable | undefined;

/** The walk's hash of a word as written in a list (each code unit folded by `units`; 0 ends nothing here). */
function hashWord(word: string, units: Uint16Array, length: number): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < length; i++) h = Math.imul(h ^ (units[word.charCodeAt(i)] || word.charCodeAt(i)), FNV_PRIME);
  return h;
}

function build(units: Uint16Array): ClassTable {
  const table: ClassTable = { words: new Map(), stems: new Map(), stemLengths: 0 };
  CLASS_LISTS.forEach(([, list], index) => {
    for (const entry of list.split(' ')) {
      if (entry === '') continue;
      const stem = entry.endsWith('*');
      const word = stem ? entry.slice(0, -1) : entry;
      // A word opening a sentence is capitalised: ASCII folds to lower case in the walk, other letters do not.
      const forms = word.charCodeAt(0) >= 0x80 ? [word, word[0]!.toUpperCase() + word.slice(1)] : [word];
      for (const form of forms) {
        const into = stem ? table.stems : table.words;
        const h = hashWord(form, units, form.length);
        into.set(h, (into.get(h) ?? 0) | (1 << index));
        if (stem) table.stemLengths |= 1 << form.length;
      }
    }
  });
  return table;
}

/**
 * The classes (a bit mask) of the word [start, end) of `text` whose walk hash is `h`: its own, and those of every stem
 * that opens it. `units` is the walk's folding table.
 */
export function classesOf(text: string, start: number, end: number, h: number, units: Uint16Array): number {
  const table = (TABLE ??= build(units));
  let mask = table.words.get(h) ?? 0;
  const longest = Math.min(end - start, MAX_STEM);
  let p = FNV_OFFSET;
  for (let length = 1; length <= longest; length++) {
    p = Math.imul(p ^ units[text.charCodeAt(start + length - 1)]!, FNV_PRIME);
    if (length >= MIN_STEM && (table.stemLengths & (1 << length)) !== 0) mask |= table.stems.get(p) ?? 0;
  }
  return mask;
}

/** A word's classes pair with those of a classed word at most this many words before it. */
const PAIR_WINDOW = 4;
/** Feature ids: a class; a class opening the unit, after a field label (`:`, `=`) or a cell's edge (`,`, `|`, a tab); a pair of classes; the structure's tokens. */
const AT_START = 32;
const AFTER_LABEL = 64;
const AT_CELL = 96;
const PAIRED = 128;
const STRUCTURE = 1 << 11;
/** The structure's tokens (ids from STRUCTURE on). */
const JSON_VALUE = STRUCTURE;
const CELLS = STRUCTURE + 1;
const COMMENT = STRUCTURE + 2;
const ACT_OUTWARD = STRUCTURE + 3;
const ORDER_IN_DATA = STRUCTURE + 4;
const YOU_ACT = STRUCTURE + 5;
const SECRET_OUT = STRUCTURE + 6;
const READER_ACT = STRUCTURE + 7;
/** Every feature id is below this. */
export const FEATURE_IDS = STRUCTURE + 8;

const bit = (name: string): number => 1 << classIndex(name);
const ACTS = bit('SEND') | bit('PAY') | bit('DECIDE') | bit('HIDE') | bit('RUN');
const OUTWARD = bit('OUTWARD');
const YOU = bit('YOU');
const SECRET = bit('SECRET') | bit('RECORD');
const SEND = bit('SEND') | bit('PAY');
const READER = bit('READER') | bit('MACHINE');
const ORDERING = ACTS | bit('MODAL') | bit('POLITE') | bit('OVERRIDE');

/**
 * The class and structure features of one unit, as the walk reads it word by word and mark by mark: feature ids
 * pushed to `ids` (the walk turns each into its bucket).
 */
export class ClassFeatures {
  private words = 0;
  private lastMask = 0;
  private lastWord = -1;
  /** Where the next word stands: 1 the unit's start, 2 after a label, 3 a cell's start, 0 elsewhere. */
  private edge = 1;
  private seen = 0;
  private firstClasses = 0;
  private prevMark = 0;
  private json = false;
  private commas = 0;
  private comment = false;
  private outward = false;
  private marks = false;

  reset(): void {
    this.words = 0;
    this.lastMask = 0;
    this.lastWord = -1;
    this.edge = 1;
    this.seen = 0;
    this.firstClasses = 0;
    this.prevMark = 0;
    this.json = false;
    this.commas = 0;
    this.comment = false;
    this.outward = false;
    this.marks = false;
  }

  /** A word of the unit with its classes (0: none). */
  word(mask: number, ids: number[]): void {
    this.words++;
    this.prevMark = 0;
    if (mask !== 0) {
      if (this.firstClasses === 0) this.firstClasses = mask;
      this.seen |= mask;
      const close = this.lastWord >= 0 && this.words - this.lastWord <= PAIR_WINDOW;
      for (let c = 0, m = mask; m !== 0; c++, m >>>= 1) {
        if ((m & 1) === 0) continue;
        ids.push(c);
        if (this.edge === 1) ids.push(AT_START + c);
        else if (this.edge === 2) ids.push(AFTER_LABEL + c);
        else if (this.edge === 3) ids.push(AT_CELL + c);
        if (close) for (let p = 0, q = this.lastMask; q !== 0; p++, q >>>= 1) if ((q & 1) !== 0) ids.push(PAIRED + p * 32 + c);
      }
      this.lastMask = mask;
      this.lastWord = this.words;
    }
    this.edge = 0;
  }

  /** A mark of the unit (a code unit outside words, not a space), with the code unit after it. */
  mark(c: number, next: number): void {
    if (!this.marks && this.words === 0) {
      // A comment's opening: `//`, `/*`, `#`, `<!--`, `--`, `;`.
      this.comment =
        c === 35 || c === 59 || (c === 47 && (next === 47 || next === 42)) || (c === 60 && next === 33) || (c === 45 && next === 45);
    }
    this.marks = true;
    if (c === 58 || c === 61) {
      if (c === 58 && this.prevMark === 34) this.json = true;
      if (c === 58 && next === 47) this.outward = true;
      else this.edge = 2;
    } else if (c === 44 || c === 124 || c === 9) {
      if (c !== 9) this.commas++;
      this.edge = 3;
    } else if (c === 64) this.outward = true;
    this.prevMark = c;
  }

  /** The unit's structure tokens, once its words are read. */
  finish(ids: number[]): void {
    const seen = this.seen;
    const acts = (seen & ACTS) !== 0;
    const data = this.json || this.commas >= 3 || this.comment;
    if (this.json) ids.push(JSON_VALUE);
    else if (this.commas >= 3) ids.push(CELLS);
    if (this.comment) ids.push(COMMENT);
    if (acts && (this.outward || (seen & OUTWARD) !== 0)) ids.push(ACT_OUTWARD);
    if (data && ((this.firstClasses & ORDERING) !== 0 || (acts && (seen & YOU) !== 0))) ids.push(ORDER_IN_DATA);
    if (acts && (seen & YOU) !== 0) ids.push(YOU_ACT);
    if ((seen & SECRET) !== 0 && (seen & SEND) !== 0 && (this.outward || (seen & OUTWARD) !== 0)) ids.push(SECRET_OUT);
    if ((seen & READER) !== 0 && acts) ids.push(READER_ACT);
  }
}
