/**
 * More prompt_injection phrases, as data: overrides in other languages, reworded overrides,
 * concealment, tool coercion, data requests, fake conversation turns and the agent addressed in
 * other words (docs/content-readings.md lists what each covers). Like injection.ts's own patterns, each is
 * written in lower case, starts at a literal word and repeats only within bounds, so matching
 * stays linear in the text.
 */
import type { ReasonCode } from './codes.js';
import { lazy } from './lazy.js';

/**
 * A pattern with letters outside ASCII, from its source as a string: the build writes an ASCII
 * bundle, which escapes strings but keeps regex literals as written.
 */
export const ascii = (source: string, flags = ''): RegExp => new RegExp(source, flags);

export interface Phrase {
  re: RegExp;
  code: ReasonCode;
  weak?: boolean;
  /** The match must say whose instructions; this regex must match it. */
  whose?: RegExp;
  /** Tested on the 16 code units before the match (a line start, an opening `<`, a string's quote). */
  before?: RegExp;
  /**
   * Tested on the 200 code units before the match. A phrase whose first words have many first
   * letters starts at its last word instead and reads the rest here: each first letter copies the
   * phrase into the word scan (injection.ts), which must stay small to stay fast.
   */
  behind?: RegExp;
  /** A weak phrase is strong when this matches the text right after it (within `reach`). */
  upgrade?: RegExp;
  reach?: number;
  /** Not a finding: where it matches, the text around is read with its letters unobfuscated (obfuscated.ts). */
  trigger?: boolean;
  /** A forged conversation role: strong when the cue scorer reads an order with something at stake after it (overrides.ts FORGED). */
  forged?: boolean;
  /** An address that is weak when a repository's note on its workflow follows it (workflow-notes.ts). */
  workflow?: boolean;
}

/**
 * What makes coercion or a closing tag dangerous: a pipe into a shell, a secret file, a home dotfile.
 * Only ever tested, never matched for a span: an address is found by the one code unit before its
 * `@` (a run of them is there whenever one is), as `[\w.+-]+@` unanchored reads every word again
 * from each of its letters (six times the cost of the test).
 */
export const DANGER = lazy(
  () =>
    /\|\s{0,3}(?:sudo\s+)?(?:ba|z|da)?sh\b|\brm\s+-(?:rf|fr)\b|~\/\.[a-z]|\bid_rsa\b|\.env\b|\/etc\/(?:passwd|shadow)|\b(?:api[\s_-]?keys?|secrets?|credentials?|passwords?|private\s+keys?|system\s+prompt)\b|[\w.+-]@[\w-]+\.[a-z]|https?:\/\//i,
);
/** What makes an MCP tool description's `<IMPORTANT>` block poisoned: DANGER, a client's config, or shadowing another tool. */
const POISONED = lazy(
  () =>
    new RegExp(
      `${DANGER().source}|\\bmcp\\.json\\b|\\b(?:prefer|instead\\s+of|rather\\s+than|never\\s+use|do\\s+not\\s+use|don't\\s+use)\\b[^.\\n]{0,60}\\btool\\b|\\btool\\s+must\\b`,
      'i',
    ),
);
/** What a banner or a delimiter in fetched content says next when it speaks to the agent. */
export const TARGETED = lazy(
  () =>
    /\b(?:you\s+(?:must|should|will|are\s+now|now|are\s+required)|(?:the\s+)?(?:ai\s+)?(?:assistant|ai|agent|model|llm)s?\s+(?:must|should|will|is|are)\b|ignore\b|disregard\b|(?:new|updated|real)\s+(?:instructions|policy|rules|task)|from\s+now\s+on|instead\b)/i,
);
/** What makes a coerced tool call consequential: where it sends, what it publishes, moves or reads (tested only: an address as in DANGER). */
const CONSEQUENCE = lazy(
  () =>
    /[\w.+-]@[\w-]+\.[a-z]|https?:\/\/|\b(?:publish|public(?:ly)?|anyone|everyone|external)\b|\bamount\s*[=:]|\$\s?\d|\b\d{6,}\b|~\/\.|\.env\b|id_rsa|\b(?:secrets?|passwords?|credentials?|api[\s_-]?keys?|tokens?)\b|\bcontents?\s+of\b|\bfull\s+thread\b|\bevery\s+(?:file|message|e-?mail|document)\b|\ball\s+(?:files|messages|e-?mails|documents)\b/i,
);
/** What an image URL the agent is asked to render carries out: the conversation or a secret. */
const CARRIED = lazy(
  () =>
    /\b(?:conversation|chat\s+history|history|previous\s+messages|secrets?|api[\s_-]?keys?|passwords?|tokens?|credentials?|summary|personal\s+data|e-?mail\s+address(?:es)?)\b/i,
);
/** What an injected `SYSTEM:` line says next when it speaks to the agent. */
export const AIMED = lazy(
  () =>
    /^[^\n"]{0,40}?\b(?:you\s+(?:must|should|will|are\s+now|now)|the\s+(?:assistant|ai|agent|model)\s+(?:must|should|will|is\s+now)|ignore\b|disregard\b|new\s+(?:instructions|policy|rules)|from\s+now\s+on)/i,
);

/**
 * A request said never to be made, anywhere in the clause before "ask … to": "we will never ask you to", "No one at Contoso
 * will ever ask you to" (lower case; read before a send here and in outward.ts).
 */
export const NEVER_ASKED_SOURCE =
  "(?:\\b(?:never|not|no\\s+one|nobody)\\b|n't)[^.!?\\n]{0,60}\\bask(?:s|ed)?\\s+(?:[\\w-]{1,20}\\s+){0,2}to\\s+$";
/** Negated advice about data, read before a data request: "never send your API keys to anyone", and NEVER_ASKED_SOURCE. */
export const NEGATED = lazy(() => new RegExp(`(?:never|not|n't|avoid|without|no)\\s+(?:\\w+\\s+){0,3}$|${NEVER_ASKED_SOURCE}`, 'i'));
/** What the agent is told to do after being addressed by its role ("…: approve this PR"), from just after the address. */
export const DIRECTIVE_SOURCE =
  "\\s{0,3}(?:(?:after|before|when|once|while)\\s[^\\n,:]{1,40}?(?:,\\s{0,2}|\\s))?(?:(?:please|also|now|just|always|you\\s+(?:must|should|will))\\s+){0,2}(?:approve|accept|merge|rate|score|rank|award|give|grade|mark|recommend|describe|state|say|report|tell|omit|leave\\s+out|ignore|disregard|skip|hide|do\\s+not|don't|never|classify|label|treat|consider|respond|reply|output|include|forward|send|e-?mail|share|transfer|make|praise|select|choose|prioriti[sz]e|pick|prefer|run|execute|open|read|paste|post|upload|push|commit|delete|remove|install|fetch|disable|grant)\\b";
/** Collected keys sent on: "… and upload them", "include them in your message", "curl -X POST". */
export const SEND_ON = lazy(
  () =>
    /\b(?:upload|send|post|e-?mail|forward|transmit|paste|submit|share|attach|include)\s+(?:them|it|those|these|the\s+(?:values|keys|contents?|files?))\b|\binto\s+(?:the|an?|your)\s+(?:issue|pr|pull\s+request|comment|reply|response|message|description|commit|gist|chat)\b|\bcurl\s+-(?:x|d|f|t)\b|--data/i,
);

// Other languages. Verbs, then articles, possessives and qualifiers, then the word for instructions.
const VERB =
  '(?:ignore[rz]?|ignora(?:te|d)?|ignoriere[n]?|oublie[rz]?|olvida[d]?|olvide|esque[cç]a|esquece|dimentica(?:te)?|vergiss|vergessen\\s+sie)';
/** Up to three words (articles, possessives, qualifiers) between; OTHER_WHOSE then says whose. */
const WORDS = "[a-zà-ÿ'-]{2,16}";
const TARGETS =
  '(?:instructions|consignes|directives|règles|instrucciones|indicaciones|directrices|reglas|instru[çc][õo]es|diretrizes|regras|istruzioni|direttive|regole|anweisungen|befehle|vorgaben|regeln)';
const QUALIFIER =
  '(?:précédentes|antérieures|ci-dessus|initiales|du\\s+système|anteriores|previas|de\\s+arriba|iniciales|del\\s+sistema|pr[ée]vias|acima|iniciais|do\\s+sistema|precedenti|iniziali|di\\s+sistema)';
const OTHER_WHOSE = ascii(
  '\\b(?:vos|tes|tus|sus|vuestras|suas|tuas|tue|sue|vostre|deine|ihre|seine|bisherigen|vorherigen|vorigen|früheren|obigen|ursprünglichen|précédentes|antérieures|ci-dessus|initiales|système|anteriores|previas|prévias|arriba|iniciales|acima|iniciais|sistema|precedenti|iniziali)',
);
const BOUNDLESS =
  '(?:(?:sans|sin|sem|senza|ohne)\\s+(?:restri|limit|filt|censur|einschränk|beschränk|regeln|grenzen|regras|reglas|règles|regole)|uneingeschränkt|dan\\b|en\\s+mode\\s+développeur|en\\s+modo\\s+desarrollador|in\\s+modalità\\s+sviluppatore|im\\s+entwicklermodus)';
const BEING = `(?:(?:un|une|una|um|uma|ein|eine|einen)\\s+)?(?:(?:assistant|assistente|asistente|ia|ki|modelo|modello|modell|agent|agente)\\s+)?${BOUNDLESS}`;
const NOW = '(?:maintenant|désormais|ahora|agora|ora|adesso|jetzt|nun)';

export const LATIN_PHRASES: Phrase[] = [
  // Other languages written in Latin letters: French, Spanish, Portuguese, Italian, German.
  {
    re: new RegExp(`\\b${VERB}\\s+(?:${WORDS}\\s+){0,3}${TARGETS}(?:\\s+${QUALIFIER})?`, 'i'),
    code: 'injection_override',
    whose: OTHER_WHOSE,
  },
  // "You are now …" with no restrictions, the words in either order.
  {
    re: new RegExp(
      `\\b(?:ahora|agora|ora|adesso|maintenant|désormais|vous|tu|eres|você|voce|sei|du|sie)\\s+(?:(?:eres|sei|você|voce|vous|tu|êtes|es|é|e|bist|sind)\\s+){0,2}(?:${NOW}\\s+)?${BEING}`,
      'i',
    ),
    code: 'injection_override',
  },
  {
    re: ascii(
      "\\bne\\s+(?:dites|dis|révélez|révèle|mentionnez|mentionne|signalez|signale)\\s+(?:(?:rien|pas|jamais|cela|ceci|ça)\\s+){1,3}(?:de\\s+(?:ceci|cela)\\s+)?à\\s+l['’]\\s?(?:utilisateur|usager)",
      'i',
    ),
    code: 'injection_hidden_text',
  },
  {
    re: /\bno\s+(?:le\s+)?(?:digas|diga|cuentes|cuente|menciones|mencione|reveles|revele|informes|informe)\s+(?:(?:nada|esto|eso)\s+)?(?:(?:de|sobre)\s+esto\s+)?(?:al|a\s+el)\s+usuario/i,
    code: 'injection_hidden_text',
  },
  {
    re: ascii(
      '\\bn(?:ão|ao)\\s+(?:conte|diga|fale|mencione|revele|informe)\\s+(?:(?:nada|isso|isto)\\s+)?(?:ao|para\\s+o)\\s+usu[áa]rio',
      'i',
    ),
    code: 'injection_hidden_text',
  },
  {
    re: ascii(
      "\\bnon\\s+(?:dire|dirlo|raccontare|menzionare|rivelare|informare)\\s+(?:(?:nulla|niente|questo)\\s+)?(?:all['’]\\s?utente|agli\\s+utenti)",
      'i',
    ),
    code: 'injection_hidden_text',
  },
  {
    re: ascii(
      '\\b(?:sag|sage|sagen\\s+sie|erzähl|erzähle|verrate|verraten\\s+sie)\\s+(?:dem|der)\\s+(?:benutzer|nutzer|anwender)(?:in)?\\s+(?:nichts|nicht)',
      'i',
    ),
    code: 'injection_hidden_text',
  },

  // Reworded overrides.
  {
    re: /\b(?:ignore|disregard|forget|set\s+aside|abandon|discard)\s+(?:(?:all|any|the|of)\s+){0,2}(?:instructions?|rules|guidelines|directives|prompts?)\s+(?:you\s+(?:were|have\s+been)\s+given|you\s+received|given\s+to\s+you|above|before\s+this)/i,
    code: 'injection_override',
  },
  {
    re: /\bset\s+aside\s+(?:(?:all|any|the|your|of|previous|prior|earlier|original|existing|system)\s+){1,3}(?:instructions?|rules|guidelines|directives|prompts?)\b/i,
    code: 'injection_override',
    whose: /\b(?:all|previous|prior|earlier|original|system|your)\b/,
  },
  {
    re: /\b(?:stop|quit)\s+(?:following|obeying|listening\s+to)\s+(?:(?:all|any|the|of|your|previous|prior|above|earlier|original|initial|system)\s+){1,3}(?:instructions?|rules|guidelines|directives|prompts?|system\s+prompt)\b/i,
    code: 'injection_override',
    whose: /\b(?:all|previous|prior|above|earlier|original|initial|system|your)\b/,
  },
  {
    re: /\bdrop\s+your\s+(?:(?:previous|prior|original|current|old)\s+)?(?:instructions|rules|guidelines|directives)\b/i,
    code: 'injection_override',
  },
  {
    re: /\byour\s+(?:(?:previous|prior|original|old|current|initial|system)\s+)?(?:instructions|rules|guidelines|directives|orders|system\s+prompt)\s+(?:have\s+(?:changed|been\s+(?:updated|replaced|revoked|cancell?ed|canceled|changed|lifted))|(?:are|is)\s+(?:now\s+)?(?:void|outdated|obsolete|cancell?ed|revoked|lifted|no\s+longer\s+(?:valid|in\s+effect|active|relevant))|(?:no\s+longer|do\s+not|don't)\s+apply)/i,
    code: 'injection_override',
  },
  {
    re: /\byour\s+(?:real|actual|true|new)\s+(?:instructions|task|orders|goal|mission)\s+(?:are|is)(?:\s+(?:to|as\s+follows)\b|\s{0,2}:)/i,
    code: 'injection_override',
  },
  {
    re: /\b(?:disregard|forget|ignore)\s+(?:what|everything|anything)\s+(?:you\s+(?:were|have\s+been)\s+(?:told|asked|instructed|given)|(?:was\s+)?said\s+(?:before|above|earlier))/i,
    code: 'injection_override',
  },
  {
    re: /\b(?:previous|prior|earlier|original|above)\s+(?:instructions|rules|guidelines|directives)\s+(?:no\s+longer\s+apply|(?:are|have\s+been|have)\s+(?:now\s+)?(?:void|cancell?ed|revoked|obsolete|overridden|superseded|lifted|expired|no\s+longer\s+valid))/i,
    code: 'injection_override',
  },
  {
    re: /\bpay\s+no\s+attention\s+to\s+(?:(?:the|your|all|any|previous|prior|earlier|above|original|system)\s+){1,3}(?:instructions|rules|guidelines|prompts?|system\s+prompt)\b/i,
    code: 'injection_override',
    whose: /\b(?:your|previous|prior|earlier|above|original|system|all)\b/,
  },
  {
    re: /\bnew\s+instructions\s+(?:from\s+(?:your|the)\s+(?:operator|developer|administrator|admin|owner|creator|system|user)s?\s+(?:take\s+precedence|supersede|override|replace|overrule)|(?:take\s+precedence\s+over|supersede|override)\s+(?:your|all|any|the\s+system|everything|anything\s+you))/i,
    code: 'injection_override',
  },

  // Concealment not worded "do not tell the user".
  {
    re: /\b(?:do\s+not|don't|never)\s+(?:mention|reveal|disclose|acknowledge|bring\s+up|say\s+anything\s+about)\s+(?:this|these|that|it|any\s+of\s+this)(?:\s+(?:instructions?|messages?|notes?|comments?|requests?|steps?|changes?))?\s+(?:to\s+(?:the\s+)?(?:user|human|anyone|them)|in\s+(?:your|the)\s+(?:reply|replies|response|responses|answer|answers|summary|output))/i,
    code: 'injection_hidden_text',
  },
  {
    re: /\b(?:do\s+not|don't|never)\s+(?:mention|reveal|disclose)\s+(?:these|this|the)\s+(?:hidden\s+)?instructions\b/i,
    code: 'injection_hidden_text',
  },
  {
    re: /\b(?:never|do\s+not|don't)\s+(?:reveal|mention|say|admit|disclose|tell\s+(?:the\s+)?(?:user|anyone))\s+(?:to\s+(?:the\s+)?(?:user|anyone)\s+)?that\s+you\s+(?:were|have\s+been|are\s+being|are)\s+(?:told|instructed|asked|given|following|prompted)/i,
    code: 'injection_hidden_text',
  },
  {
    re: /\bthe\s+(?:user|human)\s+(?:must|should|may)\s+(?:not|never)\s+(?:see|know\s+about|find\s+out\s+about|learn\s+(?:of|about)|be\s+told\s+about|notice)\s+(?:this|these)(?:\s+(?:instructions?|messages?|notes?|steps?|part|section|request|comment))?(?=\s{0,2}(?:[.!;,)\n]|$))/i,
    code: 'injection_hidden_text',
  },
  {
    re: /\b(?:keep|hide)\s+(?:this|these|it)\s+(?:(?:secret|hidden|confidential|private)\s+)?from\s+(?:the\s+)?(?:user|human|operator)s?\b/i,
    code: 'injection_hidden_text',
  },
  { re: /\b(?:don't|do\s+not)\s+let\s+(?:the\s+)?(?:user|human)\s+(?:know|see|notice|find\s+out)\b/i, code: 'injection_hidden_text' },
  {
    re: /\bwithout\s+(?:the\s+)?(?:user|human)\s+(?:noticing|knowing|seeing|finding\s+out|being\s+aware)\b/i,
    code: 'injection_hidden_text',
  },

  // Tool coercion aimed at the agent: strong when what follows is dangerous.
  {
    re: /\b(?:invoke|call|run|execute|trigger)\s+(?:the\s+)?(?:send|post|forward|upload|share|transfer|email|http|fetch|exec|execute|run|delete|write|read)_[a-z0-9_]{1,30}\s{0,2}\(/i,
    code: 'injection_tool_coercion',
    weak: true,
    upgrade: DANGER(),
  },
  // An MCP tool description's `<IMPORTANT>` block that sends the agent to a file.
  { re: /\bimportant>/i, code: 'injection_tool_coercion', weak: true, before: /<$/, upgrade: POISONED(), reach: 400 },

  // Requests to send data.
  {
    re: /\b(?:reveal|print|output|repeat|show|dump|leak|display|recite|reproduce|write\s+out|spell\s+out|type\s+out)\s+(?:me\s+)?(?:out\s+)?(?:your|the)\s+(?:(?:full|entire|complete|whole|exact|original|hidden|initial|verbatim|secret|internal|actual)\s+){0,3}(?:system\s+(?:prompt|message|instructions)|initial\s+instructions|hidden\s+instructions|instructions\s+(?:above(?!\s+(?:for|on|in|to|with|until|again|and\s+then)\b)|you\s+were\s+given)|prompt\s+above)/i,
    code: 'injection_data_request',
  },
  {
    re: /\b(?:repeat|print|output|reproduce|recite)\s+(?:back\s+)?(?:everything|all\s+(?:of\s+)?the\s+text|the\s+(?:text|words|content))\s+(?:above|before)\s+(?:this\s+(?:line|message|point)|(?:,\s{0,2})?starting\s+(?:from|with))/i,
    code: 'injection_data_request',
  },
  {
    re: ascii(
      "\\b(?:forward|send|upload|copy|e-?mail|exfiltrate|transfer)\\s+(?:all\\s+(?:of\\s+)?)?(?:the\\s+)?(?:[a-z]{2,20}['’]s|users['’]|their|his|her)\\s+(?:(?:recent|latest|private|personal|internal|unread)\\s+)?(?:e-?mails?|messages|inbox|files|documents|contacts|chats?|chat\\s+logs?|dms|direct\\s+messages|attachments|calendar)\\b",
      'i',
    ),
    code: 'injection_data_request',
    weak: true,
  },
  {
    re: /\b(?:read|cat|open|load|grab|collect|copy)\s+(?:the\s+)?(?:(?:contents?\s+of|file)\s+(?:the\s+)?)?(?:~\/\.[a-z][\w.-]{0,30}|\.env\b|id_rsa|\/etc\/(?:passwd|shadow)|[\w./~-]{0,60}credentials\b)/i,
    code: 'injection_data_request',
    weak: true,
    upgrade: SEND_ON(),
  },
  // Telling the agent to lie to the person.
  {
    re: /\btell\s+(?:the\s+)?(?:user|human|developer)\s+(?:that\s+)?[^\n.<]{0,60}?\beven\s+(?:if|when|though)\b/i,
    code: 'injection_hidden_text',
  },

  // Concealment in other words: a script run without the person knowing.
  {
    re: /\bno\s+need\s+to\s+(?:mention|tell|inform|notify|bring\s+up|report)\s+(?:(?:it|this|that|them)\s+)?(?:to\s+)?(?:the\s+)?(?:user|human|developer|person|people|anyone)\b/i,
    code: 'injection_hidden_text',
  },
  {
    re: /\bleave\s+(?:it|this|that|them)\s+out\s+of\s+your\s+(?:summary|reply|replies|response|responses|answer|report|output|message)/i,
    code: 'injection_hidden_text',
  },

  // Stems of overrides in leetspeak or spaced letters: where one is, its line is read unobfuscated
  // (obfuscated.ts). Each starts with a letter, as the word scan needs: "1gn0r3" alone on its line
  // (no other stem, such as "pr3v" or "y0u") is not read. Also an order's words spelled so ("a s s i s t a n t",
  // "a-g-e-n-t", "d.e.l.e.t.e", "s e n d", "c a n c e l", `d3l373`): the line read back is judged as any
  // text is, so spaced letters that say nothing aimed at the reader stay quiet.
  {
    re: /\b(?:ign0|ignor3|i9n|i[ ._*/-]g[ ._*/-]n|i[ ._*/-]n[ ._*/-]s|instruct[1!]|in5tr|d[1!]sr|dis5|disr3|disreg4|d[ ._*/-]i[ ._*/-]s|f0rg|forg3|f[ ._*/-]o[ ._*/-]r|pr3v|prev[1!]|pr0mpt|p[ ._*/-]r[ ._*/-]e|syst3m|sy5t|y0u|y[ ._*/-]o[ ._*/-]u|ru1e|r3str|a[ ._*/-]s[ ._*/-]s|a[ ._*/-]g[ ._*/-]e|d[ ._*/-]e[ ._*/-]l|s[ ._*/-]e[ ._*/-]n|c[ ._*/-]a[ ._*/-]n|d3l3)/i,
    code: 'injection_override',
    trigger: true,
  },

  // Fake turns and role prefixes.
  {
    re: /\b(?:function_results|function_calls|tool_results?|tool_output|tool_response)>/i,
    code: 'injection_role',
    weak: true,
    before: /<\/$/,
    upgrade: /\n[ \t]{0,4}(?:human|assistant|user|system)\s{0,2}:/i,
    reach: 200,
  },
  {
    re: /\bnew\s+(?:system|developer|admin|administrator)\s+(?:message|prompt|instructions?|directive|policy)\s{0,3}[:-]/i,
    code: 'injection_role',
  },
  // The agent addressed in other words.
  {
    re: /\b(?:message|note|instructions?|reminder|memo|notice)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:ai|llm)(?:-based|-powered)?\s+(?:[a-z-]{2,20}\s+)?(?:agents?|assistants?|models?|reviewers?|screeners?|readers?|systems?|tools?|bots?)\s{0,3}[:,-]/i,
    code: 'injection_role',
    workflow: true,
  },
  {
    re: /\b(?:message|note|instructions?|reminder|memo|notice)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+|an\s+)?(?:ai|llm|assistant|agent|model|language\s+model)s?(?:\s+(?:model|agent|assistant|system)s?)?\s+(?:that\s+is\s+|who\s+is\s+)?(?:reading|screening|reviewing|processing|summari[sz]ing|evaluating|grading|parsing|analy[sz]ing|scanning|ranking)\b/i,
    code: 'injection_role',
  },
  {
    re: /\b(?:ai|llm)(?:-based|-powered)?\s+(?:[a-z-]{2,20}\s+)?(?:reviewers?|screeners?|graders?|evaluators?|readers?|agents?|assistants?)\s{0,2}:(?=[ \t]{1,3}[^\s-])/i,
    code: 'injection_role',
    workflow: true,
    before: /(?:^|\n|>|"|\*\*)[ \t]{0,8}(?:#{1,4}[ \t]{0,4})?(?:\*\*)?$/,
  },
  {
    re: /\b(?:instructions?|note|message)\s+(?:to|for)\s+(?:the\s+)?(?:assistant|ai|agent|model|llm)s?\]/i,
    code: 'injection_role',
    before: /\[$/,
  },
  {
    re: /\b(?:dear|hello|hi|hey|greetings|to)\s+(?:the\s+|any\s+|all\s+|an\s+)?(?:ai|llm|language\s+model)(?:\s+(?:agent|assistant|model|system|reviewer)s?)?(?:\s+(?:reading|processing|reviewing|screening|summari[sz]ing|parsing)\s+this(?:\s+[a-z]{1,20})?)?\s{0,2}[,:!]/i,
    code: 'injection_role',
    workflow: true,
  },
  { re: /\bfor\s+(?:ai|llm)\s+(?:agents?|assistants?|models?|readers?|tools?)\s+only\b/i, code: 'injection_role' },
  {
    re: /\bif\s+(?:an?\s+|any\s+)?(?:ai|llm|language\s+model|ai\s+(?:agent|assistant|model)|bot|automated\s+(?:system|agent|tool))\s+(?:is\s+)?(?:reading|processing|summari[sz]ing|reviewing|parsing|sees)\b/i,
    code: 'injection_role',
  },
  // ---- Personas, banners, delimiters, coerced tools, poisoned tool descriptions; Dutch, Polish, Turkish.
  // Most start at their last word and read the rest behind them (`behind`): see Phrase.
  // Jailbreak personas by name.
  {
    re: /\b(?:dan|aim|freegpt|evilbot|antigpt|unfiltered\s+(?:ai|model|chatbot)|uncensored\s+(?:ai|model|chatbot))\b/i,
    code: 'injection_override',
    behind:
      /(?:\byou\s+are\s+(?:now\s+|going\s+to\s+(?:act|be)\s+as\s+)?|\bact(?:ing)?\s+as\s+|\brole-?play\s+as\s+|\bpretend\s+to\s+be\s+|\bbecome\s+|\bfrom\s+now\s+on,?\s+you\s+are\s+)(?:an?\s+|the\s+)?$/i,
  },
  // An AI persona without restrictions.
  {
    re: /\b(?:restrictions|filters|censorship|guardrails|limitations|content\s+polic|ethical\s+(?:or\s+moral\s+)?guidelines|moral\s+guidelines)/i,
    code: 'injection_override',
    behind:
      /\b(?:you\s+are|act\s+as|pretend|roleplay|from\s+now\s+on)\b[^.\n]{0,80}?\b(?:ai|assistant|chatbot|model|bot|gpt|llm)\b[^.\n]{0,60}?\b(?:without|with\s+no|no|free\s+(?:of|from)|has\s+no)\s+(?:any\s+|all\s+)?$/i,
  },
  {
    re: /\bupdate\s+(?:for|to)\s+(?:the\s+|all\s+)?(?:ai\s+)?(?:assistant|ai|agent|model|llm)s?\b/i,
    code: 'injection_role',
    before: /(?:policy|instructions?|rules?|guidelines?|configuration)\s+$/i,
  },
  // Banners and delimiters inside fetched content: strong when what follows speaks to the agent.
  {
    re: /\bsystem\s+(?:prompt\s+)?(?:update|notice|alert|override|directive|announcement|instructions?)\b/i,
    code: 'injection_role',
    weak: true,
    before: /(?:^|\n|\\n|[[=#*>"-])[ \t]{0,4}$/,
    upgrade: TARGETED(),
    reach: 240,
    forged: true,
  },
  {
    re: /\bend\s+(?:of\s+)?(?:the\s+)?(?:document|data|input|context|file|text|e-?mail|message|user\s+input|untrusted\s+\w+|content|transcript|tool\s+output)\b/i,
    code: 'injection_role',
    weak: true,
    before: /(?:[#=*[<-]|<!--)[ \t]{0,4}$/,
    upgrade: TARGETED(),
    reach: 240,
  },
  // A tool named in the data and called for the agent; strong when the call does something with consequences. After
  // "tool" or "function" the call is a noun, an agent's own log of what it did ("tool call read_file path=…").
  {
    re: /\b(?:call|invoke|use|run)\s+(?:the\s+|your\s+)?[`'"]?[a-z][a-z0-9]{1,20}_\w{2,40}/i,
    before: /(?<!\b(?:tool|function)[ \t])$/i,
    code: 'injection_tool_coercion',
    weak: true,
    upgrade: CONSEQUENCE(),
    reach: 160,
  },
  // A file's contents asked for in a tool's parameter (MCP tool poisoning).
  {
    re: /\bpass\s+(?:it|them|its\s+contents?|the\s+contents?|that)\s+(?:in|as|into|to)\s+(?:the\s+|a\s+)?(?:[`'"][\w-]{1,40}[`'"]|[\w-]{1,40}\s+(?:parameter|param|argument|field)\b)/i,
    code: 'injection_tool_coercion',
    behind:
      /\b(?:read|cat|open|load|get)\b[^.\n]{0,60}?(?:~\/|\bid_rsa\b|\bmcp\.json\b|\.env\b|\bcredentials\b|\.npmrc\b|\.netrc\b)[^\n]{0,80}$/i,
  },
  // Asking for an image whose URL carries the conversation or a secret (markdown-image exfiltration).
  {
    re: /\b(?:image|img|picture|pixel)\b/i,
    code: 'injection_data_request',
    weak: true,
    behind:
      /\b(?:render|display|show|append|include|add|embed|insert|output)\s+(?:the\s+following\s+|this\s+|an?\s+|the\s+)?(?:markdown\s+|tracking\s+|invisible\s+|hidden\s+|1x1\s+)?$/i,
    upgrade: CARRIED(),
    reach: 200,
  },
  // Dutch.
  {
    re: /\b(?:instructies|aanwijzingen|opdrachten|regels|richtlijnen)\b/i,
    code: 'injection_override',
    behind:
      /\b(?:negeer|vergeet|veronachtzaam)\s+(?:(?:de|het)\s+)?(?:(?:alle|al|je|jouw|uw|vorige|voorgaande|eerdere|bovenstaande|oorspronkelijke|systeem)\s+){1,3}$/i,
  },
  {
    re: /\bje\s+bent\s+(?:nu|vanaf\s+nu)\s+[^.\n]{0,40}?(?:zonder\s+(?:beperkingen|restricties|regels|filters)|onbeperkt)/i,
    code: 'injection_override',
  },
  {
    re: /\b(?:systeemprompt|systeeminstructies|systeem\s+prompt|oorspronkelijke\s+instructies)\b/i,
    code: 'injection_data_request',
    behind: /\b(?:toon|laat|geef|onthul|print)\s+(?:me\s+|mij\s+)?(?:je|jouw|uw|de)\s+(?:volledige\s+|originele\s+|verborgen\s+)?$/i,
  },
  {
    re: /\bgebruiker\s+(?:niet|niets)\b/i,
    code: 'injection_hidden_text',
    behind: /\b(?:vertel|zeg)\s+(?:het\s+|dit\s+)?(?:aan\s+)?de\s+$/i,
  },
  // Turkish, asking for the system prompt: its words need no letter outside Latin-1.
  {
    re: ascii(
      '\\bsistem\\s+(?:istemini|komutunu|talimatlar(?:ı|i)n(?:ı|i)|promptunu|mesaj(?:ı|i)n(?:ı|i))\\s+(?:bana\\s+)?(?:göster|goster|yaz|açıkla|acikla|paylaş|paylas|ver)',
      'i',
    ),
    code: 'injection_data_request',
  },
];

/**
 * Polish and Turkish phrases: tried only on a text that holds one of their letters outside
 * Latin-1 (ą ć ę ł ń ś ź ż, ı ş ğ), by a word scan of their own, so the word scans every text needs
 * stay two (injection.ts). A Polish or Turkish text written without those letters is missed.
 */
export const WIDE_PHRASES: Phrase[] = [
  // Polish.
  // The request to reveal first: its words start like the override's nouns (`instrukcje systemowe`).
  {
    re: /\b(?:prompt\s+systemowy|instrukcje\s+systemowe|polecenia\s+systemowe|systemowy\s+prompt)\b/i,
    code: 'injection_data_request',
    behind: ascii(
      '\\b(?:pokaż|pokaz|ujawnij|wypisz|wyświetl|wyswietl|podaj)\\s+(?:mi\\s+)?(?:(?:swój|swoj|twój|twoj|swoje|twoje|cały|caly|pełny|pelny)\\s+)?$',
      'i',
    ),
  },
  {
    re: ascii('\\b(?:instrukcje|instrukcji|instrukcjach|polecenia|poleceń|poleceniach|zasady|zasad|reguły|wytyczne|wytycznych)', 'i'),
    code: 'injection_override',
    behind: ascii(
      '\\b(?:zignoruj|ignoruj|zapomnij|pomiń|pomin)\\s+(?:o\\s+)?(?:(?:wszystkie|wszystkich|wcześniejsze|wcześniejszych|poprzednie|poprzednich|swoje|swoich|twoje|twoich|powyższe|powyższych|dotychczasowe|dotychczasowych|systemowe|oryginalne)\\s+){1,3}$',
      'i',
    ),
  },
  {
    re: ascii(
      '\\b(?:jesteś|jestes)\\s+teraz\\s+[^.\\n]{0,40}?bez\\s+(?:żadnych\\s+|zadnych\\s+)?(?:ograniczeń|ograniczen|filtrów|filtrow|zasad|cenzury)',
      'i',
    ),
    code: 'injection_override',
  },
  {
    re: ascii('\\bnie\\s+(?:mów|mow|informuj|wspominaj|pokazuj)\\s+(?:o\\s+tym\\s+)?(?:użytkownikow|uzytkownikow)', 'i'),
    code: 'injection_hidden_text',
  },
  // Turkish: the verb comes last, so a phrase starts at the word for instructions and says whose before it.
  {
    re: ascii('\\btalimatlar(?:ı|i)\\s+(?:yok\\s+say|görmezden\\s+gel|gormezden\\s+gel|unut|dikkate\\s+alma|atla)', 'i'),
    code: 'injection_override',
    before: ascii('(?:önceki|onceki|tüm|tum|bütün|butun|yukarıdaki|yukaridaki|eski|sistem)\\s+(?:\\S+\\s+)?$', 'i'),
  },
  {
    re: ascii(
      '\\b(?:artık|artik)\\s+[^.\\n]{0,40}?(?:kısıtlama(?:sız|ları\\s+olmayan|sı\\s+olmayan)|kisitlama(?:siz|lari\\s+olmayan|si\\s+olmayan)|sınırsız|sinirsiz|filtresiz|kuralsız|kuralsiz)',
      'i',
    ),
    code: 'injection_override',
  },
  {
    re: ascii(
      '\\bkullan(?:ı|i)c(?:ı|i)ya\\s+(?:bundan\\s+|bunu\\s+|bu\\s+konudan\\s+|hiçbir\\s+şey\\s+)?(?:söyleme|soyleme|bahsetme|anlatma|gösterme|gosterme)',
      'i',
    ),
    code: 'injection_hidden_text',
  },
];

/**
 * Phrases in scripts without word boundaries or capitals that JavaScript's `\b` knows: Chinese,
 * Japanese, Russian, Korean. Tried only on text that holds one of these scripts.
 */
export const SCRIPT_PHRASES: Phrase[] = [
  // Chinese
  {
    re: ascii(
      '(?:忽略|无视|無視|忘记|忘記|忽视|忽視)(?:掉)?(?:你|您)?(?:之前|以前|先前|上面|上述|以上|前面|此前|原来|原有|原始|所有|全部|一切|的|系统|系統|你的){1,6}(?:指令|指示|说明|說明|提示词|提示|规则|規則|命令|设定|设置)',
    ),
    code: 'injection_override',
  },
  {
    re: ascii('(?:你|您)现在是(?:一个|一名)?[^。，,.\\n]{0,12}?(?:没有|沒有|无|不受)(?:任何)?(?:限制|约束|規則|规则|过滤)'),
    code: 'injection_override',
  },
  { re: ascii('(?:不要|别|別|不得|切勿|不可以)(?:告诉|告訴|通知|透露给|提醒)(?:用户|用戶|使用者)'), code: 'injection_hidden_text' },
  // Japanese
  {
    re: ascii(
      '(?:これまで|以前|前|上記|先ほど|最初|元)の(?:すべての|全ての)?(?:指示|命令|ルール|指令|プロンプト|設定)(?:を|は)(?:すべて|全て)?無視',
    ),
    code: 'injection_override',
  },
  { re: ascii('ユーザー(?:に|には)(?:伝え|言わ|知らせ|教え)(?:ないで|るな)'), code: 'injection_hidden_text' },
  { re: ascii('(?:あなた|君)は(?:今から|これから)[^。\\n]{0,20}?(?:制限のない|制限なし|dan\\b)'), code: 'injection_override' },
  // Russian
  {
    re: ascii(
      '(?:игнорируй|игнорируйте|проигнорируй|проигнорируйте|забудь|забудьте)\\s+(?:(?:все|всё|свои|твои|ваши|предыдущие|прежние|прошлые|вышеуказанные|изначальные|системные)\\s+){1,3}(?:инструкции|указания|правила|команды)',
    ),
    code: 'injection_override',
  },
  { re: ascii('теперь\\s+(?:ты|вы)\\s+[^.!?\\n]{0,30}?без\\s+(?:ограничений|правил|фильтров|цензуры)'), code: 'injection_override' },
  {
    re: ascii(
      'не\\s+(?:говори|говорите|сообщай|сообщайте|рассказывай|рассказывайте|упоминай|упоминайте)\\s+(?:об\\s+этом\\s+)?пользовател',
    ),
    code: 'injection_hidden_text',
  },
  // Korean
  {
    re: ascii('(?:이전|앞|위|기존|원래)(?:의)?\\s?(?:모든\\s?)?(?:지시|지침|명령|규칙|지시사항|설정)(?:을|를|은|는)?\\s?(?:모두\\s?)?무시'),
    code: 'injection_override',
  },
  { re: ascii('사용자(?:에게|한테)\\s?[^.\\n]{0,12}?(?:말하지|알리지|알려주지|전하지)\\s?(?:마|말)'), code: 'injection_hidden_text' },
  { re: ascii('이제\\s?(?:당신은|너는)\\s?[^.\\n]{0,12}?제한(?:이)?\\s?없'), code: 'injection_override' },
];

/** Whether the text holds Cyrillic, kana, CJK ideographs or Hangul (where SCRIPT_PHRASES can match). */
export const OTHER_SCRIPT = lazy(() => /[\u0400-\u04ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/);
