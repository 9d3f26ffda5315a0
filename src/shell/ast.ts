/**
 * The syntax tree the parser builds and the walk reads, and the few readings of it both need:
 * what a shell name is, whether a word is a bare keyword, whether it is an assignment.
 */
import type { RedirectOp } from './types.js';

export type Part =
  /** Literal text; `quoted` when it came from quotes or a backslash (no splitting, globbing, braces). */
  | { kind: 'lit'; text: string; quoted: boolean }
  /** `$name`, `${name}`, `${name op arg}`; op '' for a plain reference. */
  | { kind: 'param'; name: string; op: string; arg: Part[] | null; quoted: boolean }
  | { kind: 'cmdsub'; body: Script; quoted: boolean }
  | { kind: 'arith'; parts: Part[]; quoted: boolean }
  | { kind: 'procsub'; dir: '<' | '>'; body: Script };

export interface Word {
  parts: Part[];
  /** The source text of the word, quotes included. */
  raw: string;
  /** Elements of a compound assignment `name=(a b c)`. */
  array?: Word[];
}

export interface Script {
  items: ListItem[];
}
export interface ListItem {
  andOr: AndOr;
  background: boolean;
}
export interface AndOr {
  head: Pipeline;
  tail: Array<{ op: '&&' | '||'; pipeline: Pipeline }>;
}
export interface Pipeline {
  negated: boolean;
  commands: Command[];
}

export interface HeredocNode {
  delimiter: string;
  /** A quoted delimiter makes the body literal; otherwise `$…` and backticks in it expand. */
  quoted: boolean;
  stripTabs: boolean;
  body: string;
  /** The body parsed as expandable text (unquoted heredocs only). */
  parts: Part[] | null;
  complete: boolean;
}

export interface RedirNode {
  op: RedirectOp;
  fd: number | undefined;
  target: Word | null;
  heredoc?: HeredocNode;
}

export interface Assign {
  name: string;
  value: Word | null;
  append: boolean;
  array: Word[] | null;
}

export interface SimpleCommand {
  kind: 'simple';
  assigns: Assign[];
  words: Word[];
  redirects: RedirNode[];
}
export interface SubshellCommand {
  kind: 'subshell';
  body: Script;
  redirects: RedirNode[];
}
export interface GroupCommand {
  kind: 'group';
  body: Script;
  redirects: RedirNode[];
}
export interface IfCommand {
  kind: 'if';
  clauses: Array<{ cond: Script; body: Script }>;
  elseBody: Script | null;
  redirects: RedirNode[];
}
export interface LoopCommand {
  kind: 'loop';
  until: boolean;
  cond: Script;
  body: Script;
  redirects: RedirNode[];
}
export interface ForCommand {
  kind: 'for';
  /** The loop variable; null for the arithmetic form `for ((…))`. */
  name: string | null;
  items: Word[] | null;
  head: Part[] | null;
  body: Script;
  redirects: RedirNode[];
}
export interface CaseCommand {
  kind: 'case';
  word: Word | null;
  arms: Array<{ patterns: Word[]; body: Script }>;
  redirects: RedirNode[];
}
export interface FunctionDef {
  kind: 'function';
  name: string;
  body: Command | null;
}
export interface ArithCommand {
  kind: 'arith';
  parts: Part[];
  redirects: RedirNode[];
}
export interface TestCommand {
  kind: 'test';
  words: Word[];
  redirects: RedirNode[];
}

export type Command =
  | SimpleCommand
  | SubshellCommand
  | GroupCommand
  | IfCommand
  | LoopCommand
  | ForCommand
  | CaseCommand
  | FunctionDef
  | ArithCommand
  | TestCommand;

// ---------------------------------------------------------------------------------------------
// Names, keywords and assignments

export function isNameStart(c: string | undefined): boolean {
  return c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_');
}
export function isNameChar(c: string | undefined): boolean {
  return isNameStart(c) || (c !== undefined && c >= '0' && c <= '9');
}
export function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

export function isValidName(s: string): boolean {
  if (!isNameStart(s[0])) return false;
  for (let i = 1; i < s.length; i++) if (!isNameChar(s[i])) return false;
  return true;
}

/** The text of a word made only of unquoted literal text (a possible keyword), else null. */
export function plainText(w: Word): string | null {
  if (w.array) return null;
  if (w.parts.length !== 1) return null;
  const p = w.parts[0]!;
  return p.kind === 'lit' && !p.quoted ? p.text : null;
}

/** `NAME=` or `NAME+=` at the start of a word, or null. */
function assignmentPrefix(w: Word): { name: string; append: boolean; rest: string } | null {
  const p = w.parts[0];
  if (!p || p.kind !== 'lit' || p.quoted) return null;
  const eq = p.text.indexOf('=');
  if (eq <= 0) return null;
  const append = p.text[eq - 1] === '+';
  const name = p.text.slice(0, append ? eq - 1 : eq);
  if (!isValidName(name)) return null;
  return { name, append, rest: p.text.slice(eq + 1) };
}

export function toAssign(w: Word): Assign | null {
  const pre = assignmentPrefix(w);
  if (!pre) return null;
  if (w.array) return { name: pre.name, value: null, append: pre.append, array: w.array };
  const parts: Part[] = [];
  if (pre.rest) parts.push({ kind: 'lit', text: pre.rest, quoted: false });
  parts.push(...w.parts.slice(1));
  return { name: pre.name, value: { parts, raw: w.raw.slice(w.raw.indexOf('=') + 1) }, append: pre.append, array: null };
}
