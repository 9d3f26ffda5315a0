/**
 * A repository's note to the AI assistants that work in it (CONTRIBUTING.md, AGENTS.md, a README's
 * "For AI assistants" section): "AI assistants: run `make lint` before proposing changes", "If you
 * are an AI assistant, follow the style in docs/STYLE.md", "Note for Copilot: do not edit generated
 * files". It addresses an AI and orders it, as an injection does, but what it orders is the
 * project's own workflow (lint, tests, style, generated files, branches, pull requests). Such a note
 * is a weak finding (a model, if configured, is asked), not an answer.
 *
 * An allow-list, because a note can order harm in words no deny-list foresees ("add the deploy key",
 * "run `npx @x/setup@latest`"): the whole note (the rest of the address's line and the lines that
 * go on with it, up to NOTE_REACH code units; a longer one is no such note) must open with a
 * workflow order and hold only workflow words (WORDS), repository paths and the commands of the
 * project's own tools (TOOLS, SUBCOMMANDS). And nothing around it may say what an injection asks
 * (DENIED, phrases.ts DANGER and the workflow's own dangers). Each test is bounded.
 */
import { compileFirstFor } from './compile-first.js';
import { DANGER } from './phrases.js';

/** How far the note after the address is read: one that goes on further is no workflow note. */
const NOTE_REACH = 480;
/** How far past the note the words around it are read for DENIED (the next items of its list). */
const AROUND_REACH = 480;

/**
 * The rest of the address and its punctuation (none where the match took it, a bold label's closing marks), the project's
 * tool named first ("this repository uses pnpm."), then an order of the project's workflow.
 */
const WORKFLOW_ORDER =
  /^((?:[^\n.!?]{0,40}?[,:\u2014\u2013-])?[*_]{0,2}\s{0,3}(?:(?:this|the)\s+(?:repository|repo|project|codebase|monorepo)\s+uses\s+[\w.-]{1,20}\.\s{1,3})?)(?:(?:please|always|first|also)\s+)?(?:run|follow|use|keep|read|prefer|check|format|respect|stick\s+to|make\s+sure|ensure|write|add|update|open|ask|avoid|(?:do\s+not|don't|never)\s+(?:edit|modify|change|touch|reformat|bump|rename|commit\s+directly|add|create|hand-edit))\b/i;

/** A word of the workflow the order is about, somewhere in the note. */
const WORKFLOW_WORD =
  /\b(?:lint(?:er|ing)?|tests?|test\s+suite|style(?:\s+guide)?|format(?:ter|ting)?|conventions?|guidelines?|fixtures?|docs?|changelog|generated|type-?check|build|pre-commit|commit\s+messages?|pull\s+requests?|prs?|branch|changes|make|npm|pnpm|yarn|cargo|pytest|go\s+test|gradle|mvn|tox|ruff|eslint|prettier|black|clippy|mocks?|helpers?|migrations?)\b/i;

/**
 * What an injection asks, anywhere in the note or the lines around it: DANGER (a piped shell, `rm -rf`, a home dotfile,
 * a secret, an address), and what a workflow note is dressed up to hide — a package fetched and run, another index or
 * registry, the home directory, raised rights, keys and credentials files, an environment dump, something pasted into
 * the pull request or issue, a scheduled job, another account's profile or cluster, a send.
 */
const DENIED = new RegExp(
  `${DANGER().source}|www\\.|\\bnpx\\b|@latest\\b|\\b(?:pip3?|uv\\s+pip)\\s+install\\b|\\s-i\\s|--(?:extra-)?index-url|registry\\s{0,2}=|\\$\\{?home\\b|~|\\b(?:sudo|doas|chmod|chown|crontab|printenv|authorized_keys|aws_profile|kubeconfig|ssh|scp|rsync|curl|wget|nc|netcat|eval|base64)\\b|\\bdeploy\\s+keys?\\b|\\.(?:netrc|npmrc|pypirc|git\\/config|kube|aws|docker\\/config|gnupg)\\b|\\benv\\b|\\b(?:paste|copy|attach|include|dump|write)\\b[^\\n]{0,80}\\b(?:pr|pull\\s+request|issue|description|comment|reply|thread)\\b|\\b(?:send|upload|post|e-?mail|forward|share|publish|exfiltrat\\w*|transfer|secretly|quietly|silently)\\b`,
  'i',
);

/** The project's own tools, first word of an allowed command. */
const TOOLS = new Set(
  'make npm pnpm yarn cargo go pytest tox ruff mypy eslint prettier black gradle mvn bazel just tsc biome gofmt rustfmt flake8 isort'.split(
    ' ',
  ),
);
/** What an allowed command may run: its lint, tests, format, build, type check, docs or generated code. */
const SUBCOMMANDS = new Set(
  'run lint test tests check fmt format build typecheck type-check clippy vet docs doc codegen gen generate proto e2e unit ci clean coverage warnings'.split(
    ' ',
  ),
);
/** The words a workflow note is written in: its function words and the workflow's verbs and nouns. */
const WORDS = new Set(
  [
    'a an the and or but nor to in on at of for from with without by as into over under than then so if when while before after until once',
    "only also always never not no do does did don't doesn't be is are was were been it its it's this that these those they them their",
    'there here you your we our us one each every any all both either other same new existing own instead first last next just still too',
    'very more less most small smaller large larger big focused such which who what where how can could should must may need needs please',
    'e.g i.e etc via per up unless otherwise locally local directly separate separately consistent rest manually hand whole part',
    'run runs running follow following use uses using keep keeping read prefer check checks checked checking format formats formatted',
    'unformatted respect stick sure ensure write writing add adding added update updates updating open opening ask asking avoid edit',
    'edited editing modify modifying change changes changed changing touch touching reformat bump bumping rename renaming commit commits committing',
    'create creating propose proposing proposed search searching rebase squash split reject rejects rejected pass passes passing fail fails',
    'failing generated generate generating regenerate intended fix fixes fixing review reviewed reviewing',
    'lint linter linters linting test tests testing tested suite suites style styles guide guides guideline guidelines convention conventions',
    'naming name names named fixture fixtures doc docs documentation changelog note file files directory directories folder folders module modules',
    'typecheck type types build builds pre-commit hook hooks message messages pull request requests pr prs branch branches main master develop',
    'helper helpers mock mocks migration migrations maintainer maintainers schema database api apis public behaviour behavior behaviours',
    'behaviors snapshot snapshots ci code warnings errors table driven go rust python typescript javascript feature features bug bugs release',
    'releases dependency dependencies repository repo project source imperative mood topic issue discussion user facing refactor refactors',
    'case cases unit integration e2e one ones time small commit changeset script scripts target targets step steps mode strict',
    'make makefile npm pnpm yarn cargo pytest tox ruff mypy eslint prettier black clippy gradle mvn maven bazel tsc biome gofmt rustfmt',
  ].flatMap((line) => line.split(' ')),
);
/** A repository file's extension: a note names its docs, sources and configs (not a script it would have run). */
const EXTENSION =
  /^(?:md|mdx|txt|rst|adoc|py|pyi|ts|tsx|js|jsx|mjs|cjs|go|rs|rb|java|kt|swift|c|h|cc|cpp|hpp|cs|json|ya?ml|toml|cfg|ini|lock|proto|snap)$/;
/** One segment of a repository path ("docs", "STYLE.md", "<topic>"), not a dotfile. */
const SEGMENT = /^[A-Za-z0-9_<][\w<>-]{0,60}(?:\.([a-z]{1,5}))?$/i;

/** Whether `token` is a relative path in the repository ("docs/STYLE.md", "gen/", "./...", "ARCHITECTURE.md"). */
function isRepoPath(token: string): boolean {
  const parts = token.split('/');
  if (parts.length > 12 || parts[0] === '') return false;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '' ? i !== parts.length - 1 : part !== '.' && part !== '...' && !pathSegment(part)) return false;
  }
  return true;
}
const pathSegment = (part: string): boolean => {
  const m = SEGMENT.exec(part);
  return m !== null && (m[1] === undefined || EXTENSION.test(m[1].toLowerCase()));
};

/** Whether a word of the note's prose is the workflow's: a listed word (each part of a hyphenated one), a flag, a number, a path. */
function isWorkflowToken(raw: string): boolean {
  const token = raw.replace(/^[(["'\u201c\u2018]+/, '').replace(/[)\]"'\u201d\u2019.,;:!?]+$/, '');
  if (token === '' || /^-{1,2}[a-z][\w-]{0,30}$/i.test(token) || /^\d{1,6}$/.test(token)) return true;
  if (/^[a-z]+(?:['\u2019-][a-z0-9]+)*$/i.test(token)) {
    for (const part of token
      .toLowerCase()
      .replace(/\u2019/g, "'")
      .split('-')) {
      if (!WORDS.has(part) && !(part.endsWith('s') && WORDS.has(part.slice(0, -1)))) return false;
    }
    return true;
  }
  return (token.includes('/') || token.includes('.')) && isRepoPath(token);
}

/** Whether a code span is a path, a listed word, or commands of the project's tools (`make lint && make test`). */
function isWorkflowCode(code: string): boolean {
  const commands = code.trim().split(/\s{0,4}(?:&&|\|\||;)\s{0,4}/);
  for (const command of commands) {
    const words = command.split(/\s+/).filter(Boolean);
    if (words.length === 0) return false;
    if (words.length === 1 ? !isWorkflowToken(words[0]!) : !TOOLS.has(words[0]!)) return false;
    for (let i = 1; i < words.length; i++) {
      const w = words[i]!;
      // (Installing what the lock file names, `pnpm install` alone: with a package after it, it fetches another's code.)
      const locked = (w === 'install' || w === 'ci') && i === 1 && words.length === 2;
      const ok = locked || SUBCOMMANDS.has(w) || w === '--' || /^[a-z][\w]{0,30}=(?:0|1|true|false)$/i.test(w) || isWorkflowToken(w);
      if (!ok) return false;
    }
  }
  return true;
}

/** Whether the note holds only workflow words, repository paths and the project's own commands. */
function onlyWorkflow(note: string): boolean {
  let prose = '';
  let at = 0;
  for (;;) {
    const open = note.indexOf('`', at);
    if (open < 0) break;
    const close = note.indexOf('`', open + 1);
    if (close < 0 || !isWorkflowCode(note.slice(open + 1, close))) return false;
    prose += `${note.slice(at, open)} `;
    at = close + 1;
  }
  prose += note.slice(at);
  for (const token of prose.split(/\s+/)) if (token !== '' && !isWorkflowToken(token)) return false;
  return true;
}

/** A line that opens something else: a blank line, a list item, a heading, a quote, a fence, a table, a new label ("Humans:"). */
const OTHER_LINE =
  /^(?:[ \t]*(?:\r?\n|\r?$)|[ \t]{0,8}(?:[-*+][ \t]|\d{1,3}[.)][ \t]|#|>|```|\|)|[^\s:]{1,24}(?:[ \t][^\s:]{1,24}){0,2}:[ \t])/;

/** The note from `end`: the rest of its line and the lines that go on with it; null when it runs past NOTE_REACH. */
function noteAfter(text: string, end: number): string | null {
  const window = text.slice(end, end + NOTE_REACH + 1);
  let stop = window.indexOf('\n');
  while (stop >= 0 && !OTHER_LINE.test(window.slice(stop + 1, stop + 80))) stop = window.indexOf('\n', stop + 1);
  if (stop >= 0) return window.slice(0, stop);
  return end + window.length >= text.length && window.length <= NOTE_REACH ? window : null;
}

/** Whether the address that ends at `end` goes on to a note on the project's workflow and nothing else. */
export function isWorkflowNote(text: string, end: number): boolean {
  const note = noteAfter(text, end);
  return note !== null && workflowNote(text, end, note);
}

/** Whether the address that ends at `end` goes on to a workflow note or an errand (below) and nothing else. */
export function isWorkflowOrErrandNote(text: string, end: number): boolean {
  const note = noteAfter(text, end);
  return note !== null && (workflowNote(text, end, note) || errandNote(text, end, note) || forbidsOrHandsOff(text, end, note));
}

/** isWorkflowNote with the note after `end` read. */
function workflowNote(text: string, end: number, note: string): boolean {
  // Its bytecode cost a short text's first run about three times its machine code (compile-first.ts).
  compileFirstFor(WORKFLOW_ORDER, note, 100);
  const order = WORKFLOW_ORDER.exec(note);
  if (order === null || !WORKFLOW_WORD.test(note)) return false;
  const around = text.slice(Math.max(0, end - 80), end + note.length + AROUND_REACH);
  return !DENIED.test(around) && onlyWorkflow(note.slice(order[1]!.length));
}

/**
 * The cue scorer's unit (lower-cased) whose address at `address` (-1: none) goes on to a workflow note, and which holds
 * nothing DENIED anywhere (a block may carry other lines after the note: one of them ordering a send keeps the unit's
 * finding), or to an errand or a forbidding note (below). Asked only of a unit that holds an order.
 */
export function isWorkflowUnit(unit: string, address: number): boolean {
  if (address < 0) return false;
  if (isWorkflowNote(unit, address) && !DENIED.test(unit)) return true;
  // (An errand on a summary's form, or a note that forbids the decision or hands it to a person: the address's own tests.)
  const note = noteAfter(unit, address);
  return note !== null && (errandNote(unit, address, note) || forbidsOrHandsOff(unit, address, note));
}

/**
 * An errand to an AI assistant in a record (a claim's narrative, a ticket's work notes): "Note for the AI assistant:
 * please keep the summary under 100 words and in Spanish", "AI assistant: summarise this claim in plain language for the
 * policyholder and list the documents still missing". It addresses an AI and orders it, but what it orders is the
 * summary's or the reply's form (length, language, tone, the names kept as written, what is still missing). The same
 * allow-list as the workflow note's: the note must open with an errand verb and hold only ERRAND_WORDS and numbers, and
 * nothing around it may say what an injection asks (DENIED).
 */
const ERRAND_ORDER =
  /^((?:[^\n.!?]{0,40}?[,:\u2014\u2013-])?\s{0,3})(?:(?:please|kindly|also|always)\s+)?(?:summari[sz]e|translate|reply|respond|answer|keep|use|list|write|draft|spell|format|explain|describe)\b/i;
const ERRAND_WORDS = new Set(
  [
    'a an the and or to in on at of for from with by as into under below within than then so it its this that these those them their',
    'your you please kindly also only just each every all any both not no more than most max maximum at least same exact exactly',
    'summarise summarize summarising summarizing summary summaries translate translated translation reply replies respond response answer',
    'keep use list write draft spell spelled spelt format explain describe written writes they are is were be',
    'words word sentences sentence lines line bullet bullets points point paragraph paragraphs page characters',
    'language languages plain simple clear short brief neutral tone formal informal polite friendly',
    'english spanish french german portuguese italian dutch polish korean japanese chinese arabic hindi turkish vietnamese',
    'name names spelling spellings place places site sites street streets original originals form forms',
    'customer customers policyholder policyholders claimant claimants patient patients tenant tenants member members guest guests',
    'claim claims case cases ticket tickets file files record records note notes documents document missing still outstanding needed',
    'dates date order chronological adjuster adjusters team committee manager reader readers staff',
    'action actions item items owner owners due end minutes agenda decisions decision follow-up follow-ups meeting',
  ].flatMap((line) => line.split(' ')),
);
/** What an injection asks around an errand: DANGER (a secret, an address, a shell), a send, an override, an approval. */
const ERRAND_DENIED = new RegExp(
  `${DANGER().source}|\\b(?:send|upload|post|e-?mail|forward|share|publish|exfiltrat\\w*|transfer|pay|refund|secretly|quietly|silently|approv\\w*|ignore|disregard|override|bypass)\\b`,
  'i',
);
/** Whether the address that ends at `end`, followed by `note`, goes on to an errand on a summary's or a reply's form and nothing else. */
function errandNote(text: string, end: number, whole: string): boolean {
  if (whole.length > 240) return false;
  // (A record's next line, opened by a capital, is the record's, not the errand's: "Submitted online".)
  const note = whole.replace(/\n[A-Z][\s\S]*$/, '');
  const order = ERRAND_ORDER.exec(note);
  if (order === null) return false;
  const around = text.slice(Math.max(0, end - 80), end + note.length + AROUND_REACH);
  if (ERRAND_DENIED.test(around)) return false;
  for (const raw of note.slice(order[1]!.length).split(/\s+/)) {
    const token = raw
      .replace(/^[("'\u201c\u2018]+/, '')
      .replace(/[)"'\u201d\u2019.,;:!?]+$/, '')
      .toLowerCase();
    if (token !== '' && !/^\d{1,4}$/.test(token) && !ERRAND_WORDS.has(token.replace(/'s$/, ''))) return false;
  }
  return true;
}

/**
 * A note to an AI that forbids it the record's decision or hands the record to a person (a rule, not an order): "never
 * change a mark yourself; send disputes to the exam office", "do not approve refunds; prepare the file for the duty
 * manager to sign", "please tell a human that I need a ground-floor room". Each of its clauses must forbid an act of
 * deciding (not of telling: "do not tell the nurse" hides) or hand the record to a person or a desk; nothing around it
 * may name an address, a secret or a shell (DANGER), nor the note move a whole list or a credential.
 */
const FORBIDDEN_DECISION =
  /^(?:(?:please|so|and|but)\s+)?(?:do\s+not|don't|never|must\s+not|should\s+not|may\s+not)\s+(?:[a-z]+\s+)?(?:approve|change|alter|edit|decide|refund|pay|issue|grant|close|delete|override|mark|score|grade|overwrite|release|waive|sign|accept|reject)\b/;
const HANDED_TO_PERSON =
  /^(?:(?:please|kindly|instead|just|and|so)\s+){0,2}(?:send|pass|forward|refer|route|leave|hand|prepare|escalate|tell|ask|let|have|get|flag)\b[^;]{0,120}?\b(?:a|the|our|my)\s+(?:[a-z-]+\s+){0,2}(?:human|person|member\s+of\s+staff|staff|manager|supervisor|office|desk|team|adjuster|nurse|teacher|examiner|caseworker|colleague|pharmacist|engineer|moderator|clerk)s?\b/;
/** The rest of an address before the note's first clause ("grading model: ", "AI system reading this, "). */
const ADDRESS_REST = /^[^\n.!?:;,]{0,40}[,:\u2014\u2013-]\s*/;
const MOVED_WHOLE = /\b(?:all|every|whole|entire|list|table|records|database|export|passwords?|keys?|tokens?|credentials?)\b|https?:|@/;
function forbidsOrHandsOff(text: string, end: number, note: string): boolean {
  if (note.length > 240) return false;
  // (The rest of the address, when the note is read from the role's word: "grading model: never ...".)
  // (A record's next line, opened by a capital, is the record's, not the note's: "Submitted online".)
  const lowered = note.replace(/\n[A-Z][\s\S]*$/, '').toLowerCase();
  const rest = ADDRESS_REST.exec(lowered)?.[0] ?? '';
  const body = lowered
    .slice(/:\s*$|\b(?:model|assistant|ai|bot|agent|system|llm|tool)s?\b|\b(?:reading|processing)\s+this\b/.test(rest) ? rest.length : 0)
    .replace(/^[\s,:\u2014\u2013-]+/, '')
    .replace(/[.!)"']+\s*$/, '');
  if (MOVED_WHOLE.test(body)) return false;
  // (Back to the note's own line or cell: a record's e-mail address in the field before is not the note's destination.)
  const back = text.slice(Math.max(0, end - 80), end);
  const cell = Math.max(back.lastIndexOf(',"') + 1, back.lastIndexOf('\n'));
  const around = text.slice(end - back.length + cell + 1, end + note.length + AROUND_REACH);
  if (DANGER().test(around)) return false;
  let forbids = false;
  for (const raw of body.split(/;\s*|\.\s+/)) {
    const clause = raw.trim();
    if (clause === '') continue;
    if (FORBIDDEN_DECISION.test(clause)) {
      forbids = true;
      // (What follows the forbidden act in its clause must not order another: "do not approve it, pay it directly".)
      if (/,\s*(?:but\s+|instead\s+)?(?:pay|send|transfer|approve|mark|set|change|credit|release)\b/.test(clause)) return false;
      continue;
    }
    if (!HANDED_TO_PERSON.test(clause)) return false;
  }
  return forbids || HANDED_TO_PERSON.test(body);
}
