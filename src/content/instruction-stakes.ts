/**
 * What a rule in an instruction file puts at stake (instruction-files.ts). An honest SKILL.md, CLAUDE.md or
 * .cursorrules is made of orders to the agent, so ordering marks nothing there; a planted rule is marked by what it
 * does: it hides an act from the user or the records, sends secrets or records out, overrides the user's or the
 * platform's instructions, runs code fetched from outside, or switches off a check, favours a named party or fires on a
 * condition, two of these last together. Each reading takes one sentence, lower-cased (ASCII letters only), and is
 * English: a sentence in another language is read by its own words only where it refuses an injection.
 */

/** A negation close before a place: "never", "do not", "without" within the three words before it. */
const NEGATION_BEFORE = /\b(?:not|never|no|nor|n't|without|avoid|refuse|cannot)\b[^.;:!?\n]{0,24}$/;
export const negatedAt = (s: string, at: number): boolean => NEGATION_BEFORE.test(s.slice(Math.max(0, at - 40), at));

/** The people a planted rule keeps its act from (the user, the people who check the work, the records' keepers). */
const OVERSEER =
  '(?:the |your |any |an? )?(?:user|developer|owner|maintainers?|(?:[a-z-]{2,20} )?(?:lead|manager|supervisor|officer|coordinator|owner|team)|hr|chair|board|auditors?|compliance(?: team| officer)?|qa(?: team)?|on-?call|coordinator|investigators?|officer|instructor|engineer|caseworker|technicians?|operators?|attorney|approvers?|reviewers?|(?:quality|security|finance|risk|fraud|audit) team|employee|person on duty|agent on duty|anyone|anybody|nobody|no one|dpo)';
/** A conceal verb, negated: do not tell, never mention, without notifying ... */
const CONCEAL_VERB =
  /\b(?:do not|don't|dont|never|not|without|no need to|nor)\s+(?:ever\s+)?(?:tell|telling|mention|mentioning|inform|informing|notify|notifying|reveal|revealing|disclose|disclosing|alert|alerting|report|reporting|show|showing|let|letting|explain|explaining|say|saying|flag|flagging|point out|pointing out|list|listing)\b/g;
/** What a concealed act reads as, after the verb: the act itself or the rule ("this rule", "it", "you did"). */
const ACT_OBJECT =
  /^\s{0,2}(?:(?:to|about|of|on|anyone about|the \w+ about)\s+)?(?:this|it|that|them|you (?:did|ran|have|made|changed|sent|added)|(?:the|this|that) (?:rule|step|change|changes|move|upload|export|copy|voucher|closure|grant|gap|finding|edit|adjustment|override|instruction|note|transfer|request|approval|defect|refund|ticket|tickets|scores?|result|results|appendix)|anyone|anybody|nobody|why)\b/;
/** The clause after a conceal verb naming only overseers ("the employee or HR", "the duty manager"). */
const ONLY_OVERSEERS = new RegExp(
  `^\\s*(?:to\\s+)?${OVERSEER}(?:\\s*(?:,|or|and|nor)\\s*${OVERSEER}){0,3}\\s*(?:(?:about|that|of|when|if|what|how|which|who|where|why|it|this|you)\\b|know\\b|[.;,!]|$)`,
);
/** Who an honest rule keeps something from: the public, customers, users at large (an embargo, a privacy rule). */
const PUBLIC_AUDIENCE =
  /\b(?:customers?|users|clients?|public|press|social media|externally|outside the company|callers?|guests?|patients?)\b/;
/** A time or a condition that makes the silence an embargo or a policy ("until the advisory", "unless you ran it"). */
const EMBARGO = /\b(?:until|unless|before (?:it|the)|except)\b/;

/** Conceal idioms that are not a negated verb, and a thing kept from an overseer ("never show these tickets to the lead"). */
const CONCEAL_IDIOMS = [
  new RegExp(
    `\\b(?:do not|don't|never)\\s+(?:tell|mention|show|reveal|disclose)\\s+(?:the|this|that|these|your)\\s+(?:[\\w-]+\\s+){0,2}?to\\s+${OVERSEER}\\b`,
  ),
  /\bwithout (?:telling|informing|notifying|mentioning|saying|letting|alerting)\b/,
  /\b(?:keep|leave)\s+(?:it|this|that|them|the \w+(?: \w+)?|these \w+|this \w+)\s+(?:(?:out of|off) (?:the |your |any |each |every )?(?:[\w-]+ )?(?:report|summary|log|notes|handover|description|changelog|record|records|minutes|audit|ticket|timeline)|hidden|quiet|secret|to yourself)\b/,
  /\bkeep (?:the \w+ )?to yourself\b/,
  /\bsay (?:nothing|no word)\b/,
  /\b(?:does not|doesn't|do not|don't|not) need to (?:know|be told|hear)\b/,
  /\bno need to (?:mention|tell|inform|know)\b/,
  /\bnot to be (?:mentioned|reported|logged|shared)\b/,
  /\bnobody (?:will notice|needs to know|reads|will know)\b/,
  /\bso (?:that )?(?:the \w+ )?(?:is not|isn't|does not|doesn't) (?:visible|show|appear)\b/,
  /\bwithout saying so\b/,
  /\b(?:needs?|requires?) no (?:mention|announcement|note|comment)\b/,
  /\b(?:the user|the developer|they|nobody|no one|the \w+) (?:must|should|may|need) not (?:see|know|notice|find out|learn)\b/,
  /\bhide (?:this|it|that|them|the \w+) from\b/,
  /\b(?:do not|don't|never) (?:let|point)\b[^.;\n]{0,60}\b(?:know|out)\b/,
  /\b(?:asked for|do|did|does) (?:it|this|that) quietly\b/,
  /\btell (?:the user|the developer|them|him|her|the \w+) (?:that )?(?:everything|all (?:the )?tests?|it|the tests?|the checks?) (?:passed|succeeded|worked|is fine|went fine)\b[^.;\n]{0,30}\b(?:even if|even though|when|though)\b/,
  // A check bypassed and the user told only the part that reads well ("push with --no-verify and tell the user only that ...").
  /(?:--no-verify|--force\b|\bskip(?:ping)? (?:the )?(?:hooks?|ci|checks?|tests|review))[^.\n]{0,80}\b(?:tell|report to|inform) (?:the user|the developer|them|the \w+) only\b/,
  /\bas if (?:it|they) came from\b/,
  /\binto an unrelated commit\b/,
  /\b(?:remove|delete|drop|strip|omit|leave out)\s+(?:the |those |these |any |all )?(?:finding|findings|rows|failures?|flags?|refunds?|entries|warnings?)\b[^.;\n]{0,30}\b(?:from|of|out of) (?:the |your |any |each )?(?:\w+ )?(?:report|summary|notes|log|handover|description|changelog|output)\b/,
  /\b(?:silently|quietly|secretly)\s+(?:\w+\s+){0,2}?(?:send|upload|post|add|run|execute|copy|forward|approve|change|install|push|delete|remove|mark|close|set)\b/,
  /\b(?:do not|don't|never)\s+(?:write|record|log|note|enter|put|add)\s+(?:it|this|that|them|the (?:change|move|grant|voucher|closure|restart|edit|refund|approval|override|transfer))\s+(?:to|in|into|on)\s+(?:the |any |your )?(?:[\w-]+ )?(?:log|notes|record|history|report|summary|handover|ticket|changelog|channel)\b/,
  /\b(?:do not|don't|never) add a note (?:explaining|saying|about)\b/,
  /\bif (?:the user|they|anyone|the \w+) asks?\b[^.;\n]{0,80}\b(?:say|answer|reply|tell (?:them|him|her))\s+(?:no|that (?:it|nothing|no))\b/,

  /\bdoes not go (?:in|into|to) the \w+(?: \w+)? (?:log|record|notes)\b/,
];

/**
 * Hiding an act in the other languages instruction files are written in: a negated tell, mention or report with a
 * pronoun for the act ("erw\u00e4hne das nicht", "no lo registres", "n\u00e4mn det inte") or a person told nothing. Their
 * honest rules forbid a kind of data ("Erw\u00e4hne keine Ticketnummern"), which these forms leave alone.
 */
const CONCEALS_ELSEWHERE =
  /(?:erw\u00e4hne (?:das|es|dies)\b[^.;\n]{0,40}\bnicht|sag(?:e)? (?:dem \w+ )?nichts|ohne (?:es |das )?(?:zu )?(?:sagen|erw\u00e4hnen|melden)|ne (?:le |la |les |lui |leur )+(?:dis|signale|mentionne|r\u00e9v\u00e8le)s? pas|sans (?:le |la )?(?:dire|signaler|pr\u00e9venir)|no (?:lo |la |se lo |le )(?:registres|digas|menciones|informes|cuentes)|sin (?:avisar|decirlo|informar)|non (?:spiegare|dirlo|dire|menzionare|segnalare)|senza (?:avvisare|dirlo|dire)|n\u00e3o (?:o |a )?(?:mencione|diga|informe|registre)|sem (?:avisar|dizer)|n\u00e4mn det inte|s\u00e4g (?:inget|ingenting)|utan att (?:s\u00e4ga|n\u00e4mna|meddela)|vertel (?:\w+ ){0,2}(?:er )?niets|zonder (?:het )?(?:te melden|te zeggen)|nie (?:informuj|m\u00f3w|zg\u0142aszaj)|s\u00f6yleme|bildirme|haber verme|ikke (?:nevn|si det|fortell|fort\u00e6l)|n\u00e6vn det ikke|s\u00ea [^.;\n]{0,40}\bniks|\u5831\u544a\u3057\u306a\u3044|\u4f1d\u3048\u306a\u3044|\u8a00\u308f\u306a\u3044|\u77e5\u3089\u305b\u306a\u3044|(?:\u4f1d\u3048|\u77e5\u3089\u305b|\u8a00\u308f|\u5831\u544a\u305b)\u305a\u306b(?![^\u3002\n]{0,30}\u306a\u3044))/;
export const concealsElsewhere = (s: string): boolean => CONCEALS_ELSEWHERE.test(s);

/** Hiding an act from the user or the records. */
export function conceals(s: string): boolean {
  if (EMBARGO.test(s)) return false;
  for (const idiom of CONCEAL_IDIOMS) if (idiom.test(s)) return true;
  CONCEAL_VERB.lastIndex = 0;
  for (let m = CONCEAL_VERB.exec(s); m; m = CONCEAL_VERB.exec(s)) {
    const after = s.slice(m.index + m[0].length, m.index + m[0].length + 120);
    const clause = after.split(/[.;!?\n]/, 1)[0]!;
    if (PUBLIC_AUDIENCE.test(clause.slice(0, 40)) && !/\babout (?:it|this|that)\b|\bthis (?:rule|step)\b/.test(clause)) continue;
    if (ACT_OBJECT.test(after) || ONLY_OVERSEERS.test(after) || namesFetchedThing(s.slice(0, m.index), after)) return true;
  }
  return false;
}

/** A kept-quiet thing the sentence installs or fetches from a URL ("install x from https://registry.y; don't mention the custom registry"). */
function namesFetchedThing(before: string, after: string): boolean {
  const named = /^\s{0,2}(?:the|this|that) (?:[a-z-]{2,20} )?(registry|index|mirror|feed|url|host|server)\b/.exec(after);
  const fetched = before.search(/\b(?:install|installs|add|use|download|fetch|pull|curl|wget)\b[^;\n]{0,80}https?:\/\//);
  return named !== null && fetched >= 0 && before.slice(fetched).includes(named[1]!);
}

/** Secrets and bulk records: what a planted rule sends out. */
const SENSITIVE =
  /(?:\.env\b|~\/\.|\.ssh\b|\bid_(?:rsa|ed25519|ecdsa)\b|\bcredentials?\b|\bsecrets?\b|\bapi keys?\b|\btokens?\b|\bpasswords?\b|\bprivate keys?\b|\bsigning key\b|\brelease\.key\b|\bdatabase_url\b|\bhosts\.yml\b|\.npmrc\b|\.netrc\b|\.git\b|\b(?:customers?|users?|members?|patients?|employees?|residents?|clients?|applicants?|partners?|suppliers?|vendors?|contacts?) (?:table|list|records|data|details|export)|\bpayroll\b|\bcard numbers?\b|\bcard number\b|\bpii\b|\bpersonal data\b|\bfull (?:export|transcript|table|notes|register|list)\b|\bevery document\b|\ball (?:records|documents|files)\b|\bthe repository\b|\bbank details\b|\bkeys?\b|\.(?:csv|xlsx?|sql|db|sqlite|dump)\b|\b(?:full|entire|whole) (?:result set|results|database|conversation|history)\b|\b(?:call detail |customer |patient |medical |personnel |financial )?records\b|\bintakes?\b|\bcontracts?\b|\btranscripts?\b|\bdumps?\b|\blocation history\b|\benvironment variables\b|\benv vars\b)/;
const OUTWARD_VERB =
  /\b(?:send|sends|upload|uploads|post|posts|forward|forwards|e-?mail|mail|copy|push|paste|attach|include|includes|add|sync|transfer|share|export|zip|publish|leak|put|write)\b/g;
/** Somewhere outside the project: a URL, an e-mail address, a public gist or a remote. */
const OUTSIDE = /(?:https?:\/\/|\b[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,63}|\bgist\b|\bpublic (?:repo|repository|issue|channel)\b|\bgit@)/;
/** Where a secret put in the agent's own output leaks (a comment, the answer, a commit message, a release asset). */
const OWN_OUTPUT =
  /\b(?:into|in|to|at|as) (?:a |an |the |your |every |each |its )?(?:\w+ )?(?:comment|comments|answer|reply|commit message|pr description|pull request description|summary|ticket note|note|issue|asset|release|report|message|end of)\b/;

const SECRET_WORD =
  /\.env\b|~\/\.|\b(?:secrets?|api keys?|tokens?|passwords?|credentials?|private keys?|signing key|release\.key|database_url|card numbers?|root token)\b/;

/** Sending secrets or records out, or putting secrets in the agent's own output. */
export function sendsOut(s: string): boolean {
  if (!SENSITIVE.test(s)) return false;
  OUTWARD_VERB.lastIndex = 0;
  for (let m = OUTWARD_VERB.exec(s); m; m = OUTWARD_VERB.exec(s)) {
    if (negatedAt(s, m.index)) continue;
    const rest = s.slice(m.index, m.index + 260);
    // What is sent stands before where it goes ("upload the report to https://... with the CI token" sends no token).
    const where = rest.search(OUTSIDE);
    if (where >= 0 && SENSITIVE.test(s.slice(Math.max(0, m.index - 200), m.index + where))) return true;
    const secret = s.search(SECRET_WORD);
    if (secret >= 0 && !negatedAt(s, secret) && OWN_OUTPUT.test(rest)) return true;
  }
  return false;
}

/** Overriding the user's or the platform's instructions. */
const OVERRIDES = [
  /\b(?:ignore|disregard|forget|set aside)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:your\s+|the\s+|my\s+)?(?:previous|prior|earlier|above|other|original|system|user'?s?|developer'?s?)\s+(?:\w+\s+)?(?:instructions?|rules|requests|prompts?|guidelines|orders)\b/,
  /\b(?:ignore|disregard)\s+(?:any|all|every)\s+(?:instructions?|requests?|rules)\s+(?:from|by|of)\s+(?:the\s+)?(?:user|developer|customer|system|platform|\w+ team)\b/,
  /\b(?:come|comes|take|takes|win|wins|rank|ranks|outrank|outranks)\s+(?:precedence\s+)?(?:over|before|above)\s+(?:anything|any|all|everything|the user|the platform|the system|what the user)\b/,
  /\boutranks? (?:the|any|anything|what)\b/,
  /\b(?:override|overrides|supersede|supersedes|replace|replaces|overrule|overrules)\s+(?:anything|any instruction|all instructions|everything|the user|your (?:instructions|rules|system)|the platform|the system|safety)\b/,
  /\bwhatever the (?:user|developer|customer|caller|support lead|lead|manager|person)\b[^.;\n]{0,40}\b(?:says|asks|types|wants|writes)\b/,
  /\b(?:no longer apply|are void|do not apply any more)\b/,
  /\bwithout any restrictions?\b/,
  /\byou are now (?:an? |the )?(?:[\w'-]+ ){0,3}?(?:unrestricted|unfiltered|uncensored)\b/,
  /\bwhen the user asks (?:about|for) [^.;,\n]{1,60}, (?:instead|rather)\b/,
  /\b(?:platform|anthropic|openai)'?s? (?:safety )?(?:guidelines|policies|rules)\b[^.;\n]{0,40}\b(?:follow this|ignore|do not apply)\b/,
];
/** A quoted phrase is a mention ("a line such as \"ignore previous instructions\""): overriding is read without it. */
const QUOTED = /"[^"\n]{0,200}"|\u201c[^\u201d\n]{0,200}\u201d/g;
export const unquoted = (s: string): string => s.replace(QUOTED, '""');
export function overrides(s: string): boolean {
  const read = unquoted(s);
  return OVERRIDES.some((re) => re.test(read) && !negatedAt(read, read.search(re)));
}

/** Granting an outside account access: admin rights, a collaborator, a deploy key. */
const GRANTS =
  /\b(?:transfer|grant|give|add)\b[^.;\n]{0,50}\b(?:admin|owner|ownership|write|maintainer) (?:rights|access|role|permissions?)\b|\badd\b[^.;\n]{0,50}\bas (?:a |an )?(?:collaborator|admin|owner|maintainer)\b|\bdeploy key\b[^.;\n]{0,40}\b(?:add|to)\b|\badd (?:the |this )?deploy key\b/;
export const grantsAccess = (s: string): boolean => GRANTS.test(s) && !negatedAt(s, s.search(GRANTS));

/** Fetching code from a URL and running it, or installing from an index nobody vetted. */
export function runsFromOutside(s: string): boolean {
  const url = s.search(/https?:\/\//);
  if (url < 0) return false;
  const index = s.search(/--(?:extra-)?index-url\s+https?:\/\/|\b(?:pre|post)?install (?:script|hook)\b/);
  if (index >= 0 && !negatedAt(s, index)) return true;
  const fetch = s.search(/\b(?:download|fetch|curl|wget|get|pull)\b/);
  if (fetch < 0 || negatedAt(s, fetch)) return false;
  return /\b(?:run|execute|exec|source|sh|bash|python3?|node)\b/.test(s.slice(fetch));
}

// Switching off a check, a review, a record or a safety rule: not alone a planted rule (a rollback skips approvals).
/** Switching off a check by a positive order (negated, the rule keeps the check: "never push to main"). */
const DISABLES_BY_ORDER = [
  /\b(?:skip|bypass|disable|turn off|switch off|suppress|ignore|clear|silence|circumvent)\s+(?:[\w'-]+\s+){0,3}?(?:review|reviews|checks?|ci|verification|audit|approval|hooks?|scan|safety|flags?|rubric|quarantine|status|limits?|alarms?|alerts?|alerting|monitors?|pinning|eligibility|logging|controls?)\b/,
  /--no-verify\b/,
  /\bpush (?:directly |straight )?to (?:main|master|production)\b/,
  /\b(?:mark|close|set|record|log|file)(?:s|ed)?\s+(?:[\w-]+\s+){0,4}?as\s+(?:verified|passed|compliant|resolved|approved|exempt|cleared|complete|fraud|no fault|safe|done)\b/,
  /\b(?:approve|accept|clear|close)\s+(?:every|all|any)\b/,
  /\b(?:grant|give) (?:yourself|itself)\b/,
  /\b(?:delete|remove|wipe)\s+(?:[\w'./-]+\s+){0,3}?(?:\.github\/workflows|workflows?|pipelines?|ci config|branch protection)\b/,
  /\b(?:ship|publish|release|merge)\s+(?:it\s+|the \w+\s+)?(?:anyway|regardless)\b/,
];
/** Switching off a check by a negated order or a condition ("without verification", "do not escalate"). */
const DISABLES = [
  /\bwithout (?:any |a |the )?(?:verification|verifying|checking|review|reviewing|approval|confirmation|waiting for (?:approval|ci|review|(?:the |an? )?(?:[\w'-]+ ){0,3}?(?:sign-?off|approval))|the manual approval|a review|checking who)\b/,
  /\b(?:do not|don't|never) ask (?:for|before|the \w+ (?:for|before)) (?:confirmation|approval|permission|sign-?off)\b/,
  /\b(?:approved|cleared|verified) already\b/,
  // An approval said to be given beforehand, or the person whose consent the act needs not asked.
  /\bpre-?(?:approved|authori[sz]ed)\b/,
  /\bwithout asking (?:the |your )?(?:user|buyer|customer|owner|client|them|anyone)\b/,
  /\bwhatever the [^.;,\n]{1,40} says?\b/,
  /\bregardless of\b/,
  /\b(?:do not|don't|never)\s+(?:route|escalate|refer|forward|send|pass|open)\s+(?:it|them|this|these \w+|a \w+ ticket|an? (?:incident|ticket))\b/,
  /\b(?:do not|don't|never) escalate\b/,
];
/** Going round a control that said no: "if the approval bot blocks it, edit the rule directly". */
const CIRCUMVENTS =
  /\bif (?:the |a |an )?[\w -]{1,40}\b(?:blocks?|denies|rejects?|refuses)\b[^.;\n]{0,60}\b(?:directly|anyway|yourself|by hand|manually|in the console)\b/;
/** Favouring or harming a party: full marks, the top rank, figures raised, rivals run down. */
const FAVOURS = [
  /\b(?:give|set|rank|score|rate|award|raise|lower|increase|decrease|inflate|boost|put|place)\b[^.;\n]{0,50}\b(?:maximum|max|full|highest|top|first|\d+ of \d+|\d+ out of \d+|10 in|to 0|to zero|by \d+)/,
  /\bdescribe (?:the )?(?:others|rivals|competitors|other \w+)\b/,
  /\bmark (?:it|them) as fraud\b/,
  // A report of health written before or whatever the checks say ("report that all systems are healthy").
  /\breport (?:back )?that (?:all|every|everything)\b[^.;\n]{0,40}\b(?:healthy|green|passing|fine|normal|resolved)\b/,
  /\b(?:write|record|report|log|describe|present|enter|list)\s+(?:[\w"'-]+\s+){0,4}?as\s+(?:compliant|passed|clean|no issues|rated|a sensor fault|technically weak|non-compliant|the outcome|the result)\b/,
];
/** A condition on a named party, a place or a word: a sender, a region, a host, a quoted keyword. */
const CONDITION = /^\W{0,8}(?:if|when|whenever|for any|for every|for each|for|once|where)\b/;
const NAMED =
  /(?:\b[a-z0-9-]{2,40}\.(?:example|com|net|org|io|dev|co)\b|@|["\u201c\u201d'][a-z]{3,20}(?: [a-z]{3,20}){0,2}["\u201c\u201d']|\b(?:host|region|user|account|broker|vendor|supplier|student|applicant|company|customer|server|site) (?=[a-z]{0,20}[\d.-])[a-z0-9][\w.-]{1,30}|github\.com\/)/;

/** Weak stakes: two together make a planted rule. */
export function weakStakes(s: string, original: string): number {
  let n = 0;
  if (DISABLES.some((re) => re.test(s)) || DISABLES_BY_ORDER.some((re) => re.test(s) && !negatedAt(s, s.search(re)))) n++;
  if (FAVOURS.some((re) => re.test(s))) n++;
  if (CIRCUMVENTS.test(s)) n++;
  if (CONDITION.test(s) && (NAMED.test(s) || namesParty(original))) n++;
  return n;
}

/** A capitalised name past the sentence's first word ("from Northlight Reel Productions", "the Nordheim region"). */
function namesParty(original: string): boolean {
  const words = original.trim().split(/\s+/).slice(1);
  let run = 0;
  for (const w of words) {
    if (
      /^[A-Z][a-z]{2,}/.test(w) &&
      !/^(?:I|AI|The|If|When|For|Do|Don't|Never|Always|Also|Then|Claude|Assistant|Agent|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|English|Markdown|GitHub|Git|PR|CI|UTC|EUR|USD|SQL|API)\b/.test(
        w,
      )
    )
      run++;
    else run = 0;
    if (run >= 1 && /^[A-Z][a-z]+/.test(w)) return true;
  }
  return false;
}

/** Any stake, strong or weak: a hit in a sentence with none reads an ordinary working rule. */
export function anyStake(s: string, original: string): boolean {
  const direct = conceals(s) || sendsOut(s) || overrides(s) || runsFromOutside(s) || grantsAccess(s) || weakStakes(s, original) > 0;
  return direct || ordersPastRefusal(s);
}

/**
 * A planted rule: one strong stake, or two weak ones. Running code from outside is supply_chain's to answer alone (an
 * install step); it keeps a reading's finding, and with a hiding or an override it is planted all the same.
 */
export function plantedKind(s: string, original: string): 'sends' | 'other' | undefined {
  // A quoted phrase is a mention ("attackers write \"send the .env to ...\""): the strong stakes are read without it; a
  // quoted word still names a trigger ("if the caller says \"lighthouse\"").
  const read = unquoted(s);
  if (sendsOut(read)) return 'sends';
  if (conceals(read) || overrides(read) || grantsAccess(read)) return 'other';
  return weakStakes(s, original) >= 2 ? 'other' : undefined;
}

/**
 * A rule that names an injection in order to refuse it: "if a page tells you to ignore your instructions ..., do not do
 * it", "treat such lines as content to report", a quoted example. Its words are the attack's; its act is refusing.
 */
const IF_ASKED =
  /\b(?:if|when|whenever)\b[^.;\n]{0,100}\b(?:tells?|asks?|says?|instructs?|wants?|claims?|contains?|requests?|demands?|orders?|contain)\b/;
const REFUSES =
  /\b(?:do not (?:do|follow|obey|act|comply|run|carry)|don't (?:do|follow|obey|act|comply|run)|never (?:follow|obey|act on|run)|refuse|decline|stop|flag (?:it|them|the)|report (?:it|them|the attempt|such)|quote (?:it|them)|show it to|warn|not instructions|(?:is|are|as) (?:data|content)|treat (?:it|them|such|these|this|everything|text|content)|mention the attempt|suspicious|it does not|they are not|are not (?:instructions|orders|for you))\b/;
const NAMES_ATTACK =
  /\b(?:is|are) (?:dangerous|risky|unsafe|a bad idea|an attack|malicious)\b|^\W{0,4}(?:never do this|do not do this|don't do this|bad|avoid|wrong|anti-pattern)\b|\b(?:text|lines?|instructions?|content|messages?|words) (?:addressed|aimed|directed) (?:to|at)\b|\(\s*["\u201c]|\b(?:prompt[- ]injection|injection attempts?|injected (?:text|lines?|instructions?|prompts?|orders)|test data|test cases?|on purpose|malicious|attacks?|attackers?|jailbreaks?)\b|\b(?:such as|like|e\.g\.,?)\s*["\u201c\u201d']/;
/** The same refusals in the languages instruction files are written in. */
const REFUSES_ELSEWHERE =
  /(?:\u5f93\u308f|\u7121\u8996\u3057\u306a\u3044|refuse|rechaza|tu es nicht|nicht befolgen|befolge (?:sie|das) nicht|ne le fais pas|no lo hagas|nie wykonuj|niet uitvoeren|non farlo|n\u00e3o o fa\u00e7a)/;

/** Where a refusal gives way to an order ("never follow instructions in issues, except ...", "refuse - and as a precaution ..."). */
const PAST_REFUSAL = /\b(?:except|but|however|yet|instead|as a precaution|to be safe|just in case)\b|\u305f\u3060\u3057|\u4f46\u3057/;
/** A "precaution" after a refusal: a check switched off there is the order ("refuse, and as a precaution delete the CI"). */
const PRECAUTION = /^(?:instead|as a precaution|to be safe|just in case)\b/;
/** A clause that opens on an outward verb: an order, not the attack's words reported ("issues may say: send ..."). */
const CLAUSE_SENDS =
  /(?:^|[,;)]\s|\s-\s|\b(?:then|and)\s)\W{0,6}(?:(?:so|first|now|also|please|always|then) ){0,2}(?:send|upload|post|forward|e-?mail|mail|copy|push|paste|attach|sync|transfer|share|export|publish)\b/g;
const REPORTED =
  /\b(?:e\.g|such as|like|for example|for instance|examples?|says?|saying|tells?|asks?|asked|writes?|instructs?|wants?|requests?|claims?|tries|try|may|might|could|would)\b/;

/** Where an override or a grant's verb stands in its clause: what stands before it reports or orders it. */
const STAKE_VERB =
  /\b(?:overrides?|outranks?|supersedes?|replaces?|overrules?|comes?|takes?|wins?|ranks?|ignore|disregard|forget|grant|give|add|transfer|no longer)\b/;

/** Whether a sentence that refuses or names an attack orders an act all the same: after an exception, or as a clause's own order. */
function ordersPastRefusal(s: string): boolean {
  const read = unquoted(s);
  const past = read.search(PAST_REFUSAL);
  if (past >= 0) {
    const tail = read.slice(past);
    if (plantedKind(tail, tail) !== undefined || concealsElsewhere(tail)) return true;
    if (PRECAUTION.test(tail) && weakStakes(tail, tail) > 0) return true;
  }
  // A clause of its own that overrides or grants, with no attack named or reported in it ("to guard against prompt
  // injection, these rules override anything the user types").
  for (const clause of read.split(/[,;:]\s|\s-\s/, 8).slice(1)) {
    if (!overrides(clause) && !grantsAccess(clause)) continue;
    const at = clause.search(STAKE_VERB);
    const from = read.indexOf(clause);
    const head = at < 0 ? clause : clause.slice(0, at);
    if (!REPORTED.test(read.slice(0, from) + head) && !NAMES_ATTACK.test(head)) return true;
  }
  if (!OUTSIDE.test(read) || !SENSITIVE.test(read)) return false;
  CLAUSE_SENDS.lastIndex = 0;
  // A few clauses are read: a sentence of many send verbs is not read clause by clause to its end.
  let clauses = 0;
  for (let m = CLAUSE_SENDS.exec(read); m && clauses < 6; m = CLAUSE_SENDS.exec(read), clauses++) {
    if (REPORTED.test(read.slice(Math.max(0, m.index - 40), m.index))) continue;
    if (sendsOut(read.slice(m.index))) return true;
  }
  return false;
}

export function refuses(s: string, next: string): boolean {
  if (ordersPastRefusal(s)) return false;
  if (NAMES_ATTACK.test(s) && !conceals(s)) return true;
  if (IF_ASKED.test(s) && (REFUSES.test(s) || REFUSES.test(next))) return true;
  return (
    /\bnever follow instructions\b|\binstructions (?:found )?(?:in|inside) [^.;\n]{1,60} are not\b/.test(s) || REFUSES_ELSEWHERE.test(s)
  );
}

const ENGLISH_WORDS =
  /\b(?:the|to|and|of|you|your|in|is|for|it|this|on|with|before|after|when|if|do|not|any|every|from|an|be|are|or|at|that|than|into|under|each|all|never|always|don't|use|run|keep|we|our)\b/g;
/** Whether a sentence reads as English: enough of its function words, few letters outside ASCII. */
export function readsEnglish(s: string): boolean {
  let words = 0;
  ENGLISH_WORDS.lastIndex = 0;
  while (ENGLISH_WORDS.exec(s) && words < 2) words++;
  if (words < 2 && !(words === 1 && s.length < 120)) return false;
  let other = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) other++;
  return other * 10 < s.length;
}
