/**
 * A team's rule overlay (`.judge/rules.json`, docs/configuration.md "Rule overlay"): rules, sets
 * and path classes in the pack's own shape, added to the built-in pack. An overlay only adds: it
 * cannot redefine a pack rule, set, path class or question, so the pack's protections stay whole.
 *
 * Checked field by field before the engine sees it; a fault names the rule id (or set, or
 * class) and the field. Pure: the overlay arrives as a parsed value.
 */
import { canonicalBytes, digestBytes, digestOf } from '../canonical/jcs.js';
import { UsageError } from '../errors.js';
import { BUILTIN_CLASSES } from '../facts/paths.js';
import { CHECKS } from './checks/index.js';
import { PACK, RULES_DIGEST } from './pack.js';
import { SEVERITIES, type Pack, type PackRule } from './pack-types.js';

export interface Overlay {
  rules: PackRule[];
  sets: Record<string, string[]>;
  path_classes: Pack['path_classes'];
}

export interface CheckedOverlay {
  overlay: Overlay;
  /** sha256 over the JCS bytes of the overlay file's JSON. */
  digest: string;
  /** Those JCS bytes: what a session keeps and a package carries (`rules/<hex>.json`). */
  bytes: Uint8Array;
  /** The effective rules_digest of pack + overlay: sha256 of JCS {pack, overlay} digests. */
  rulesDigest: string;
}

/** The effective rules digest of the built-in pack extended by an overlay of `overlayDigest`. */
export function combinedRulesDigest(packDigest: string, overlayDigest: string): string {
  return digestOf({ pack: packDigest, overlay: overlayDigest });
}

const TOP_KEYS = new Set(['$schema', 'description', 'rules', 'sets', 'path_classes']);
const RULE_KEYS = new Set(['id', 'question', 'severity', 'description', 'why', 'match', 'examples']);
const CMD_LISTS = [
  'names',
  'not_names',
  'wrappers',
  'context',
  'sub_any',
  'not_flags',
  'args',
  'positional',
  'not_positional',
  'fed_by',
  'feeds',
] as const;
const CMD_KEYS = new Set<string>([
  ...CMD_LISTS,
  'sub',
  'flags',
  'no_positional',
  'min_operands',
  'opt_values',
  'paths',
  'program',
  'mode',
  'child',
  'unresolved',
  'via_launchers',
  'output_kept',
]);
const CLASS_KEYS = new Set([
  'description',
  'exact',
  'under',
  'below',
  'basename',
  'glob',
  'contains',
  'except_basename',
  'except_under',
  'except_exact',
]);
const PATH_ROLES = new Set(['operands', 'after-first', 'last', 'all-but-last', 'read', 'written', 'deleted', 'find-targets', 'mounted']);
const PROGRAMS = new Set(['stdin', 'inline', 'file', 'module']);
const MODES = new Set(['setuid', 'exec-bit', 'widens', 'narrows']);
/** Questions computed from the others: no rule answers them. */
const DERIVED_QUESTIONS = new Set(['risk', 'verdict']);
/** The path classifier has 31 bits; the built-in classes and the pack's take the rest. */
const MAX_CLASSES = 31;
const MAX_RULES = 1000;
const MAX_LIST = 1024;
const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const NAME = /^[a-z][a-z0-9_-]{0,63}$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (v: unknown) => JSON.stringify(v)?.slice(0, 60) ?? String(v);

/** Checks a parsed overlay against the pack it extends; throws UsageError `rules.overlay-invalid`. */
export function checkOverlay(value: unknown, where: string): CheckedOverlay {
  const bad = (at: string, what: string): never => {
    throw new UsageError('rules.overlay-invalid', `${where}: ${at}: ${what}`);
  };
  const strings = (v: unknown, at: string, min = 0): string[] => {
    if (!Array.isArray(v) || v.length < min || v.length > MAX_LIST)
      bad(at, `expected a list of ${min > 0 ? 'at least one ' : ''}string${min > 0 ? '' : 's'}`);
    (v as unknown[]).forEach((s, i) => {
      if (typeof s !== 'string' || s.length === 0 || s.length > 1024) bad(`${at}[${i}]`, `expected a non-empty string, got ${shown(s)}`);
    });
    return v as string[];
  };
  if (!isObject(value)) bad('$', 'expected an object {rules, sets, path_classes}');
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v))
    if (!TOP_KEYS.has(key)) bad(`$.${key.slice(0, 60)}`, 'unknown key (known: rules, sets, path_classes, description)');

  const sets: Record<string, string[]> = {};
  if (v.sets !== undefined) {
    if (!isObject(v.sets)) bad('$.sets', 'expected an object {name: [names]}');
    for (const [name, list] of Object.entries(v.sets as Record<string, unknown>)) {
      if (!NAME.test(name)) bad(`set ${shown(name)}`, 'a set name is a lowercase letter, then a-z 0-9 _ -');
      if (Object.hasOwn(PACK.sets, name))
        bad(`set ${name}`, 'the pack already defines this set (an overlay adds sets, it does not change them)');
      sets[name] = strings(list, `set ${name}`, 1);
    }
  }
  const classes: Pack['path_classes'] = {};
  if (v.path_classes !== undefined) {
    if (!isObject(v.path_classes)) bad('$.path_classes', 'expected an object {name: {under, basename, …}}');
    const free = MAX_CLASSES - BUILTIN_CLASSES.length - Object.keys(PACK.path_classes).length;
    const entries = Object.entries(v.path_classes as Record<string, unknown>);
    for (const [name, def] of entries) {
      if (!NAME.test(name)) bad(`path class ${shown(name)}`, 'a class name is a lowercase letter, then a-z 0-9 _ -');
      if (Object.hasOwn(PACK.path_classes, name) || (BUILTIN_CLASSES as readonly string[]).includes(name))
        bad(`path class ${name}`, 'the pack already defines this class');
      if (Object.keys(classes).length >= free)
        bad(
          `path class ${name}`,
          `the path classifier has room for ${free} more class${free === 1 ? '' : 'es'} beside this pack's (docs/configuration.md)`,
        );
      if (!isObject(def)) bad(`path class ${name}`, 'expected an object {under, basename, …}');
      const d = def as Record<string, unknown>;
      for (const [key, list] of Object.entries(d)) {
        if (!CLASS_KEYS.has(key)) bad(`path class ${name}: ${key.slice(0, 60)}`, `unknown key (known: ${[...CLASS_KEYS].join(', ')})`);
        if (key === 'description') {
          if (typeof list !== 'string') bad(`path class ${name}: description`, 'expected a string');
        } else strings(list, `path class ${name}: ${key}`);
      }
      classes[name] = d as Pack['path_classes'][string];
    }
  }
  const classKnown = (c: string) =>
    (BUILTIN_CLASSES as readonly string[]).includes(c) || Object.hasOwn(PACK.path_classes, c) || Object.hasOwn(classes, c);
  const setKnown = (s: string) => Object.hasOwn(PACK.sets, s) || Object.hasOwn(sets, s);

  if (!Array.isArray(v.rules) || v.rules.length === 0 || v.rules.length > MAX_RULES)
    bad('$.rules', `expected a list of 1 to ${MAX_RULES} rules`);
  const ids = new Set(PACK.rules.map((r) => r.id));
  const rules = (v.rules as unknown[]).map((raw, i) => {
    const id = isObject(raw) && typeof raw.id === 'string' ? raw.id : undefined;
    const at = id !== undefined ? `rule ${id.slice(0, 64)}` : `$.rules[${i}]`;
    if (!isObject(raw)) return bad(at, 'expected an object {id, question, description, why, match, examples}');
    for (const key of Object.keys(raw))
      if (!RULE_KEYS.has(key)) bad(`${at}: ${key.slice(0, 60)}`, `unknown key (known: ${[...RULE_KEYS].join(', ')})`);
    if (id === undefined || !ID.test(id)) bad(`${at}: id`, 'expected a rule id (a-z 0-9 -, at most 64)');
    if (ids.has(id!))
      bad(`${at}: id`, PACK.rules.some((r) => r.id === id) ? 'the pack already has a rule with this id' : 'a second rule with this id');
    ids.add(id!);
    const q = raw.question;
    if (typeof q !== 'string' || !Object.hasOwn(PACK.questions, q) || DERIVED_QUESTIONS.has(q)) {
      bad(
        `${at}: question`,
        `${shown(q)} is not a question a rule answers (one of ${Object.keys(PACK.questions)
          .filter((k) => !DERIVED_QUESTIONS.has(k))
          .sort()
          .join(', ')})`,
      );
    }
    if (raw.severity !== undefined && !(SEVERITIES as readonly unknown[]).includes(raw.severity))
      bad(`${at}: severity`, `${shown(raw.severity)} is not one of ${SEVERITIES.join(', ')}`);
    for (const key of ['description', 'why'] as const) {
      if (typeof raw[key] !== 'string' || (raw[key] as string).trim() === '' || (raw[key] as string).length > 2000)
        bad(`${at}: ${key}`, 'expected a non-empty string');
    }
    checkMatch(raw.match, `${at}: match`, bad, strings, classKnown, setKnown);
    checkExamples(raw.examples, `${at}: examples`, bad);
    return raw as unknown as PackRule;
  });
  const overlay: Overlay = { rules, sets, path_classes: classes };
  const bytes = canonicalBytes(v);
  const digest = digestBytes(bytes);
  return { overlay, digest, bytes, rulesDigest: combinedRulesDigest(RULES_DIGEST, digest) };
}

type Bad = (at: string, what: string) => never;
type Strings = (v: unknown, at: string, min?: number) => string[];

function checkMatch(
  m: unknown,
  at: string,
  bad: Bad,
  strings: Strings,
  classKnown: (c: string) => boolean,
  setKnown: (s: string) => boolean,
): void {
  if (!isObject(m)) bad(at, 'expected an object with one of cmd, file, check');
  const match = m as Record<string, unknown>;
  const kinds = ['cmd', 'file', 'check'].filter((k) => match[k] !== undefined);
  for (const key of Object.keys(match))
    if (!['cmd', 'file', 'check'].includes(key)) bad(`${at}.${key.slice(0, 60)}`, 'unknown key (known: cmd, file, check)');
  if (kinds.length !== 1) bad(at, 'expected exactly one of cmd, file, check');
  const names = (list: string[], where: string) =>
    list.forEach((n, i) => {
      if (n.startsWith('@') && !setKnown(n.slice(1))) bad(`${where}[${i}]`, `no set ${shown(n.slice(1))} in the pack or the overlay`);
    });
  const classList = (v: unknown, where: string) =>
    strings(v, where).forEach((c, i) => {
      if (!classKnown(c)) bad(`${where}[${i}]`, `no path class ${shown(c)} in the pack or the overlay`);
    });
  if (match.check !== undefined) {
    if (typeof match.check !== 'string' || !Object.hasOwn(CHECKS, match.check))
      bad(`${at}.check`, `${shown(match.check)} is not one of ${Object.keys(CHECKS).join(', ')}`);
    return;
  }
  if (match.file !== undefined) {
    if (!isObject(match.file)) bad(`${at}.file`, 'expected an object {access, classes, except}');
    const f = match.file as Record<string, unknown>;
    for (const key of Object.keys(f))
      if (!['access', 'classes', 'except', 'paths'].includes(key))
        bad(`${at}.file.${key.slice(0, 60)}`, 'unknown key (known: access, classes, except, paths)');
    strings(f.access, `${at}.file.access`, 1).forEach((a, i) => {
      if (!['read', 'write', 'list'].includes(a)) bad(`${at}.file.access[${i}]`, `${shown(a)} is not one of read, write, list`);
    });
    classList(f.classes, `${at}.file.classes`);
    if (f.except !== undefined) classList(f.except, `${at}.file.except`);
    if (f.paths !== undefined) strings(f.paths, `${at}.file.paths`, 1);
    return;
  }
  if (!isObject(match.cmd)) bad(`${at}.cmd`, 'expected an object {names, sub, flags, …}');
  const c = match.cmd as Record<string, unknown>;
  for (const key of Object.keys(c))
    if (!CMD_KEYS.has(key)) bad(`${at}.cmd.${key.slice(0, 60)}`, `unknown key (known: ${[...CMD_KEYS].join(', ')})`);
  for (const key of CMD_LISTS) if (c[key] !== undefined) strings(c[key], `${at}.cmd.${key}`);
  for (const key of ['names', 'not_names', 'wrappers', 'fed_by', 'feeds'] as const)
    if (c[key] !== undefined) names(c[key] as string[], `${at}.cmd.${key}`);
  for (const key of ['sub', 'flags'] as const) {
    if (c[key] === undefined) continue;
    if (!Array.isArray(c[key]) || (c[key] as unknown[]).length === 0) bad(`${at}.cmd.${key}`, 'expected a list of lists of strings');
    (c[key] as unknown[]).forEach((alt, i) => strings(alt, `${at}.cmd.${key}[${i}]`, 1));
  }
  for (const key of ['no_positional', 'unresolved', 'via_launchers', 'output_kept'] as const) {
    if (c[key] !== undefined && typeof c[key] !== 'boolean') bad(`${at}.cmd.${key}`, 'expected true or false');
  }
  if (c.min_operands !== undefined && !(Number.isInteger(c.min_operands) && (c.min_operands as number) >= 0))
    bad(`${at}.cmd.min_operands`, 'expected a whole number ≥ 0');
  if (c.opt_values !== undefined) {
    const o = c.opt_values;
    if (!isObject(o) || Object.keys(o).some((k) => k !== 'opts' && k !== 'match' && k !== 'except'))
      bad(`${at}.cmd.opt_values`, 'expected an object {opts, match, except}');
    strings((o as Record<string, unknown>).opts, `${at}.cmd.opt_values.opts`, 1);
    if ((o as Record<string, unknown>).match !== undefined) strings((o as Record<string, unknown>).match, `${at}.cmd.opt_values.match`);
    if ((o as Record<string, unknown>).except !== undefined) strings((o as Record<string, unknown>).except, `${at}.cmd.opt_values.except`);
  }
  if (c.paths !== undefined) {
    const p = c.paths;
    if (!isObject(p) || Object.keys(p).some((k) => !['of', 'classes', 'except', 'unresolved'].includes(k)))
      bad(`${at}.cmd.paths`, 'expected an object {of, classes, except, unresolved}');
    const pp = p as Record<string, unknown>;
    if (typeof pp.of !== 'string' || !PATH_ROLES.has(pp.of))
      bad(`${at}.cmd.paths.of`, `${shown(pp.of)} is not one of ${[...PATH_ROLES].join(', ')}`);
    classList(pp.classes, `${at}.cmd.paths.classes`);
    if (pp.except !== undefined) classList(pp.except, `${at}.cmd.paths.except`);
    if (pp.unresolved !== undefined && typeof pp.unresolved !== 'boolean') bad(`${at}.cmd.paths.unresolved`, 'expected true or false');
  }
  if (c.program !== undefined) {
    strings(c.program, `${at}.cmd.program`, 1).forEach((x, i) => {
      if (!PROGRAMS.has(x)) bad(`${at}.cmd.program[${i}]`, `${shown(x)} is not one of ${[...PROGRAMS].join(', ')}`);
    });
  }
  if (c.mode !== undefined && (typeof c.mode !== 'string' || !MODES.has(c.mode)))
    bad(`${at}.cmd.mode`, `${shown(c.mode)} is not one of ${[...MODES].join(', ')}`);
  if (c.child !== undefined) {
    const ch = c.child;
    if (!isObject(ch) || Object.keys(ch).some((k) => k !== 'names' && k !== 'context' && k !== 'not_args'))
      bad(`${at}.cmd.child`, 'expected an object {names, context, not_args}');
    const chh = ch as Record<string, unknown>;
    if (chh.names !== undefined) names(strings(chh.names, `${at}.cmd.child.names`), `${at}.cmd.child.names`);
    if (chh.context !== undefined) strings(chh.context, `${at}.cmd.child.context`);
    if (chh.not_args !== undefined) strings(chh.not_args, `${at}.cmd.child.not_args`);
  }
}

function checkExamples(e: unknown, at: string, bad: Bad): void {
  if (!isObject(e)) bad(at, 'expected an object {positive, negative}');
  const ex = e as Record<string, unknown>;
  for (const key of Object.keys(ex))
    if (key !== 'positive' && key !== 'negative') bad(`${at}.${key.slice(0, 60)}`, 'unknown key (known: positive, negative)');
  for (const side of ['positive', 'negative'] as const) {
    const list = ex[side];
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_LIST)
      bad(`${at}.${side}`, 'expected a list of at least one example call {tool, input}');
    (list as unknown[]).forEach((call, i) => {
      const w = `${at}.${side}[${i}]`;
      if (!isObject(call)) bad(w, 'expected an example call {tool, input, state}');
      const c = call as Record<string, unknown>;
      for (const key of Object.keys(c))
        if (!['tool', 'input', 'state'].includes(key)) bad(`${w}.${key.slice(0, 60)}`, 'unknown key (known: tool, input, state)');
      if (typeof c.tool !== 'string' || c.tool.length === 0) bad(`${w}.tool`, 'expected a tool name');
      if (!isObject(c.input)) bad(`${w}.input`, 'expected an object');
      if (c.state !== undefined && !isObject(c.state))
        bad(`${w}.state`, 'expected an object {workspace_root, network_scope, amount_bound, recent}');
    });
  }
}

/** The pack the engine reads with an overlay: the pack's knowledge and rules, then the overlay's. */
export function extendPack(pack: Pack, overlay: Overlay): Pack {
  return {
    ...pack,
    sets: { ...pack.sets, ...overlay.sets },
    path_classes: { ...pack.path_classes, ...overlay.path_classes },
    rules: [...pack.rules, ...overlay.rules],
  };
}
