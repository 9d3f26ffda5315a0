/**
 * The rule engine: compiles the pack's declarative matches once, then evaluates them over
 * the facts of a call. Rules return tagged hits (rule id, question, evidence); nothing is
 * signalled by throwing. Command rules are indexed by command name, so a call pays only for
 * the rules that could apply to the programs it runs.
 */
import type { State } from '../state/types.js';
import { optionValues } from './argv.js';
import { CHECKS, clip, modeKind } from './checks.js';
import { childrenOf, downstreamOf, Facts, pathsOf, programOf, upstreamOf, type Cmd, type Env } from './facts.js';
import { compileGlobs, type Matcher } from './glob.js';
import type { CmdMatch, FileMatch, Pack, PackCommand, PackRule, Severity } from './pack-types.js';
import { PathClassifier } from './paths.js';

/** A decision is a value: which rule fired, for which question, on what evidence. */
export interface RuleHit {
  rule: string;
  question: string;
  evidence: string;
}

interface CompiledCmdRule {
  kind: 'cmd';
  rule: PackRule;
  test: (f: Facts, c: Cmd) => string | null;
}
interface CompiledFileRule {
  kind: 'file';
  rule: PackRule;
  m: FileMatch;
  classes: number;
  except: number;
}
interface CompiledCheckRule {
  kind: 'check';
  rule: PackRule;
  run: (f: Facts) => string[];
}

const MAX_HITS_PER_RULE = 4;

export class Engine {
  readonly pack: Pack;
  readonly env: Env;
  private readonly byName = new Map<string, CompiledCmdRule[]>();
  /** Command rules without a literal name list (globs, unresolved, any command). */
  private readonly anyName: Array<{ names: Matcher | null; r: CompiledCmdRule; unresolvedOnly: boolean }> = [];
  private readonly fileRules: CompiledFileRule[] = [];
  private readonly checkRules: CompiledCheckRule[] = [];
  private readonly sets = new Map<string, Matcher>();

  constructor(pack: Pack) {
    this.pack = pack;
    const classifier = new PathClassifier(pack.path_classes);
    for (const [name, members] of Object.entries(pack.sets)) this.sets.set(name, compileGlobs(members));
    const specs = new Map<string, PackCommand>(Object.entries(pack.commands));
    const empty: PackCommand = {};
    this.env = {
      pack,
      classifier,
      specOf: (name) => {
        if (name === null) return empty;
        const exact = specs.get(name);
        if (exact) return exact;
        // python3.12 → python, pip3 → pip: versioned names share their family's table.
        let k = name.length;
        while (k > 0 && ((name.charCodeAt(k - 1) >= 48 && name.charCodeAt(k - 1) <= 57) || name[k - 1] === '.')) k--;
        return (k < name.length && specs.get(name.slice(0, k))) || empty;
      },
      setHas: (set, name) => {
        if (name === null) return false;
        const m = this.sets.get(set);
        if (!m) throw new Error(`rule pack has no set ${set}`);
        return m(name);
      },
    };
    for (const rule of pack.rules) this.compile(rule);
  }

  /** Expands `@set` references in a name list. */
  private expand(list: readonly string[]): string[] {
    const out: string[] = [];
    for (const x of list) {
      if (x.startsWith('@')) {
        const members = this.pack.sets[x.slice(1)];
        if (!members) throw new Error(`unknown set ${x}`);
        out.push(...members);
      } else out.push(x);
    }
    return out;
  }

  private compile(rule: PackRule): void {
    const m = rule.match;
    if (m.check) {
      const run = CHECKS[m.check];
      if (!run) throw new Error(`rule ${rule.id}: unknown check ${m.check}`);
      this.checkRules.push({ kind: 'check', rule, run });
      return;
    }
    if (m.file) {
      const cl = this.env.classifier;
      this.fileRules.push({ kind: 'file', rule, m: m.file, classes: cl.maskOf(m.file.classes), except: cl.maskOf(m.file.except ?? []) });
      return;
    }
    if (m.cmd) {
      const compiled: CompiledCmdRule = { kind: 'cmd', rule, test: this.compileCmd(m.cmd) };
      const names = m.cmd.names ? this.expand(m.cmd.names) : null;
      if (names && names.every((n) => !n.includes('*') && !n.includes('?'))) {
        for (const n of names) {
          const list = this.byName.get(n);
          if (list) list.push(compiled);
          else this.byName.set(n, [compiled]);
        }
      } else {
        this.anyName.push({ names: names ? compileGlobs(names) : null, r: compiled, unresolvedOnly: m.cmd.unresolved === true });
      }
      return;
    }
    throw new Error(`rule ${rule.id}: match needs cmd, file or check`);
  }

  private compileCmd(m: CmdMatch): (f: Facts, c: Cmd) => string | null {
    const env = this.env;
    // Name lists may reference sets (`@shells`); argument patterns are literal (`@*` is a scoped npm package).
    const g = (list: readonly string[] | undefined): Matcher | null => (list && list.length > 0 ? compileGlobs(this.expand(list)) : null);
    const lit = (list: readonly string[] | undefined): Matcher | null => (list && list.length > 0 ? compileGlobs(list) : null);
    const notNames = g(m.not_names);
    const wrappers = g(m.wrappers);
    const fedBy = g(m.fed_by);
    const feeds = g(m.feeds);
    const childNames = m.child?.names ? g(m.child.names) : null;
    const args = lit(m.args);
    const positional = lit(m.positional);
    const notPositional = lit(m.not_positional);
    const subAny = lit(m.sub_any);
    const subs = m.sub?.map((alt) => alt.map((s) => compileGlobs([s])));
    const optMatch = m.opt_values?.match ? lit(m.opt_values.match) : null;
    const cl = env.classifier;
    const pathClasses = m.paths ? cl.maskOf(m.paths.classes) : 0;
    const pathExcept = m.paths?.except ? cl.maskOf(m.paths.except) : 0;
    return (f, c) => {
      let detail = '';
      if (m.unresolved !== undefined && (c.inv.unresolved !== undefined) !== m.unresolved) return null;
      if (c.name !== null && notNames && notNames(c.name)) return null;
      if (m.context && !m.context.includes(c.inv.context)) return null;
      if (wrappers) {
        const w = c.inv.wrappers.find((x) => wrappers(x));
        if (w === undefined) return null;
        detail += ` (via ${w})`;
      }
      const p = f.parsed(c);
      let subLen = 0;
      if (subs) {
        const alt = subs.find((a) => a.length <= p.positionals.length && a.every((mm, k) => p.positionals[k] !== null && mm(p.positionals[k]!)));
        if (!alt) return null;
        subLen = alt.length;
        detail += ' ' + p.positionals.slice(0, subLen).map((s) => clip(s ?? '', 40)).join(' ');
      }
      if (subAny) {
        const hit = p.positionals.find((s) => s !== null && subAny(s));
        if (hit == null) return null;
        if (!subs) detail += ' ' + clip(hit, 40);
      }
      if (m.flags) {
        for (const group of m.flags) {
          const fl = group.find((x) => f.flag(c, x));
          if (fl === undefined) return null;
          detail += ' ' + fl;
        }
      }
      if (m.not_flags && m.not_flags.some((x) => f.flag(c, x))) return null;
      if (args) {
        const a = c.args.find((x) => x !== null && args(x));
        if (a == null) return null;
        detail += ' ' + clip(a, 60);
      }
      if (positional || notPositional) {
        const rest = p.positionals.slice(subLen);
        const hit = rest.find((x) => x !== null && (!positional || positional(x)) && !(notPositional && notPositional(x)));
        if (hit == null) return null;
        detail += ' ' + clip(hit, 60);
      }
      if (m.no_positional && p.positionals.length > 0) return null;
      if (m.opt_values) {
        const vals = optionValues(p, m.opt_values.opts);
        const v = optMatch ? vals.find((x) => x !== null && optMatch(x)) : vals[0];
        if (v === undefined) return null;
        detail += ` ${m.opt_values.opts[0]} ${clip(v ?? '<unresolved>', 60)}`;
      }
      if (m.mode) {
        const k = modeKind(p.positionals[0] ?? null);
        const ok = m.mode === 'setuid' ? k.setuid : m.mode === 'exec-bit' ? k.exec : m.mode === 'widens' ? k.widens : !k.widens;
        if (!ok) return null;
        detail += ' ' + clip(p.positionals[0] ?? '', 20);
      }
      if (m.program) {
        const prog = programOf(f, c);
        if (prog === null || !m.program.includes(prog)) return null;
      }
      if (fedBy) {
        const u = upstreamOf(f, c).find((x) => x.name !== null && fedBy(x.name));
        if (!u) return null;
        detail = ` fed by ${u.name}` + detail;
      }
      if (feeds) {
        const d = downstreamOf(f, c).find((x) => x.name !== null && feeds(x.name));
        if (!d) return null;
        detail += ` | ${d.name}`;
      }
      if (m.child) {
        const ctx = m.child.context;
        const d = childrenOf(f, c).find((x) => (!ctx || ctx.includes(x.inv.context)) && (!childNames || (x.name !== null && childNames(x.name))));
        if (!d) return null;
        detail += ` with ${d.name ?? '<unresolved>'} inside (${d.inv.context})`;
      }
      if (m.paths) {
        const refs = pathsOf(f, c, m.paths.of);
        const unknownBit = cl.bits.get('unknown')!;
        const r = refs.find((x) => ((x.mask & pathClasses) !== 0 && (x.mask & pathExcept) === 0) || (m.paths!.unresolved === true && (x.raw === null || (x.mask & unknownBit) !== 0)));
        if (!r) return null;
        const named = cl.namesOf(r.mask & (pathClasses | (m.paths.unresolved ? unknownBit : 0)));
        detail += ` ${r.raw === null ? '<unresolved path>' : JSON.stringify(clip(r.raw, 60))} (${named.slice(0, 2).join(', ') || 'unresolved'})`;
      }
      return `${c.name ?? '<unresolved command>'}${detail}`;
    };
  }

  /** Every hit of every rule on one state, in pack order, de-duplicated. */
  evaluate(state: State): RuleHit[] {
    const f = new Facts(state, this.env);
    const perRule = new Map<string, string[]>();
    const add = (rule: PackRule, ev: string): void => {
      const list = perRule.get(rule.id);
      if (!list) perRule.set(rule.id, [ev]);
      else if (list.length < MAX_HITS_PER_RULE && !list.includes(ev)) list.push(ev);
    };
    for (const c of f.cmds) {
      if (c.name !== null) {
        const rules = this.byName.get(c.name);
        if (rules) for (const r of rules) {
          const ev = r.test(f, c);
          if (ev !== null) add(r.rule, ev);
        }
      }
      for (const { names, r, unresolvedOnly } of this.anyName) {
        if (unresolvedOnly && c.inv.unresolved === undefined) continue;
        if (names && (c.name === null || !names(c.name))) continue;
        const ev = r.test(f, c);
        if (ev !== null) add(r.rule, ev);
      }
    }
    for (const r of this.fileRules) {
      for (const file of f.files) {
        if (!r.m.access.includes(file.access)) continue;
        if ((file.mask & r.classes) !== 0 && (file.mask & r.except) === 0) {
          add(r.rule, `${state.tool} ${file.access} ${JSON.stringify(clip(file.raw, 80))} (${this.env.classifier.namesOf(file.mask & r.classes).slice(0, 2).join(', ')})`);
        }
      }
    }
    for (const r of this.checkRules) for (const ev of r.run(f)) add(r.rule, ev);
    const hits: RuleHit[] = [];
    for (const rule of this.pack.rules) {
      const evs = perRule.get(rule.id);
      if (evs) for (const ev of evs) hits.push({ rule: rule.id, question: rule.question, evidence: clip(ev, 200) });
    }
    return hits;
  }

  /** Facts for callers that need them (recent facts, tests). */
  facts(state: State): Facts {
    return new Facts(state, this.env);
  }

  severityOf(rule: PackRule): Severity {
    if (rule.severity) return rule.severity;
    const q = this.pack.questions[rule.question];
    return q?.on_yes === 'deny' ? 'high' : q?.on_yes === 'ask' ? 'medium' : 'low';
  }
}
