/**
 * The rule engine: compiles the pack's declarative matches once, then evaluates them over
 * the facts of a call. Rules return tagged hits (rule id, question, evidence); nothing is
 * signalled by throwing. Command rules are indexed by command name, so a call pays only for
 * the rules that could apply to the programs it runs.
 */
import { optionValues } from '../facts/argv.js';
import type { Cmd, PathRef } from '../facts/cmd.js';
import { createEnv, type Env } from '../facts/env.js';
import { modeKind } from '../facts/exec.js';
import { Facts } from '../facts/facts.js';
import { outputDiscarded } from '../facts/flow.js';
import { compileGlobs, type Matcher } from '../facts/glob.js';
import { childrenOf, downstreamOf, upstreamOf } from '../facts/pipeline.js';
import { launchedOf, programOf } from '../facts/programs.js';
import { pathsOf } from '../facts/roles.js';
import type { State } from '../state/types.js';
import { CHECKS } from './checks/index.js';
import { clip, redact } from './evidence.js';
import type { CmdMatch, FileMatch, Pack, PackRule, Severity } from './pack-types.js';

/** A decision is a value: which rule fired, for which question, on what evidence. */
export interface RuleHit {
  rule: string;
  question: string;
  evidence: string;
}

interface CompiledCmdRule {
  kind: 'cmd';
  rule: PackRule;
  /** Where its hits go in `evaluate`: the index of the first rule with its id. */
  slot: number;
  /** The rule's name list as the pack writes it (`@set` references unexpanded); null: any name. */
  names: readonly string[] | null;
  test: (f: Facts, c: Cmd) => string | null;
}
interface CompiledFileRule {
  kind: 'file';
  rule: PackRule;
  /** Where its hits go in `evaluate`: the index of the first rule with its id. */
  slot: number;
  m: FileMatch;
  classes: number;
  except: number;
  /** `paths`, lower-cased, against the lower-cased resolved path; null when absent. */
  paths: Matcher | null;
}
interface CompiledCheckRule {
  kind: 'check';
  rule: PackRule;
  /** Where its hits go in `evaluate`: the index of the first rule with its id. */
  slot: number;
  run: (f: Facts) => string[];
}

const MAX_HITS_PER_RULE = 4;
/** Command names whose `anyName` rules are kept (a call may name many programs; past this they are matched each time). */
const MAX_NAMES_KEPT = 1024;

type AnyNameRule = { names: Matcher | null; r: CompiledCmdRule; unresolvedOnly: boolean };

const isWildcard = (name: string): boolean => name.includes('*') || name.includes('?');

const NO_RULES: readonly CompiledCmdRule[] = [];

/** Records one piece of evidence for a rule slot (at most MAX_HITS_PER_RULE, no repeats); makes the map on the first. */
function addHit(perRule: Map<number, string[]> | undefined, slot: number, ev: string): Map<number, string[]> {
  if (perRule === undefined) return new Map([[slot, [ev]]]);
  const list = perRule.get(slot);
  if (!list) perRule.set(slot, [ev]);
  else if (list.length < MAX_HITS_PER_RULE && !list.includes(ev)) list.push(ev);
  return perRule;
}

/**
 * Command rules by literal name, built on demand: a call names a few programs, so the first
 * names are found by scanning the rules' name lists; once a call has named many, the whole
 * index is built in one pass, which bounds the cost on adversarial input.
 */
class NameIndex {
  private readonly memo = new Map<string, readonly CompiledCmdRule[]>();
  private complete = false;

  constructor(
    private readonly rules: readonly CompiledCmdRule[],
    private readonly someName: (list: readonly string[], visit: (name: string) => boolean) => boolean,
  ) {}

  get(name: string): readonly CompiledCmdRule[] {
    const known = this.memo.get(name);
    if (known) return known;
    if (this.complete) return NO_RULES;
    if (this.memo.size >= 16) {
      this.buildAll();
      return this.memo.get(name) ?? NO_RULES;
    }
    const list: CompiledCmdRule[] = [];
    for (let i = 0; i < this.rules.length; i++) {
      const r = this.rules[i]!;
      if (this.someName(r.names!, (x) => x === name && !isWildcard(x))) list.push(r);
    }
    this.memo.set(name, list);
    return list;
  }

  private buildAll(): void {
    this.memo.clear();
    for (const r of this.rules) {
      this.someName(r.names!, (x) => {
        if (isWildcard(x)) return false;
        const list = this.memo.get(x) as CompiledCmdRule[] | undefined;
        if (!list) this.memo.set(x, [r]);
        else if (list[list.length - 1] !== r) list.push(r);
        return false;
      });
    }
    this.complete = true;
  }
}

export class Engine {
  readonly pack: Pack;
  readonly env: Env;
  /** Command rules with a name list, in pack order; `byName` indexes them by name on demand. */
  private readonly named: CompiledCmdRule[] = [];
  private readonly byName = new NameIndex(this.named, (list, visit) => this.someName(list, visit));
  /** Command rules without a literal name list (globs, unresolved, any command). */
  private readonly anyName: AnyNameRule[] = [];
  /** The `anyName` rules whose names a command name matches, in order, by name (bounded); `null`: an unresolved name. */
  private readonly anyByName = new Map<string | null, readonly AnyNameRule[]>();
  /** Rules that also judge what a package runner or interpreter launches (`via_launchers`), by launched name or any name. */
  private readonly launchers: CompiledCmdRule[] = [];
  private readonly byLaunched = new NameIndex(this.launchers, (list, visit) => this.someName(list, visit));
  private readonly anyLaunched: CompiledCmdRule[] = [];
  private readonly fileRules: CompiledFileRule[] = [];
  private readonly checkRules: CompiledCheckRule[] = [];
  /** `uniqueIds`: one rule per id, as a checked pack has; else `slotOf` gives each id's slot (its first rule's index). */
  private readonly slotOf = new Map<string, number>();
  private readonly uniqueIds: boolean;

  // The engine is built on every cold start, for calls that run one or two programs: it
  // compiles and indexes nothing until a call needs it, and allocates little (a young-generation
  // GC during start-up costs more than most rules do).
  constructor(pack: Pack) {
    this.pack = pack;
    this.env = createEnv(pack);
    const rules = pack.rules;
    // A checked pack has one rule per id (a rule's slot is its index); a candidate pack for
    // `judge replay --rules` may not, and then the rules of one id share the first one's slot.
    const ids = rules.map((r) => r.id).sort();
    this.uniqueIds = ids.every((id, i) => i === 0 || id !== ids[i - 1]);
    if (!this.uniqueIds) for (let i = rules.length - 1; i >= 0; i--) this.slotOf.set(rules[i]!.id, i);
    for (let i = 0; i < rules.length; i++) this.compile(rules[i]!, this.uniqueIds ? i : this.slotOf.get(rules[i]!.id)!);
  }

  /** The `anyName` rules a command of this name may hit: the glob lists are matched once per name, not once per command. */
  private anyNameFor(name: string | null): readonly AnyNameRule[] {
    const known = this.anyByName.get(name);
    if (known) return known;
    const list = this.anyName.filter((a) => !a.names || (name !== null && a.names(name)));
    if (this.anyByName.size < MAX_NAMES_KEPT && (name === null || name.length <= 256)) this.anyByName.set(name, list);
    return list;
  }

  /** The members of a name list, `@set` references expanded, each passed to `visit` until it returns true. */
  private someName(list: readonly string[], visit: (name: string) => boolean): boolean {
    for (let i = 0; i < list.length; i++) {
      const x = list[i]!;
      if (x.startsWith('@')) {
        const members = Object.hasOwn(this.pack.sets, x.slice(1)) ? this.pack.sets[x.slice(1)] : undefined;
        if (!members) throw new Error(`unknown set ${x}`);
        for (let k = 0; k < members.length; k++) if (visit(members[k]!)) return true;
      } else if (visit(x)) return true;
    }
    return false;
  }

  /** Expands `@set` references in a name list. */
  private expand(list: readonly string[]): string[] {
    const out: string[] = [];
    this.someName(list, (x) => {
      out.push(x);
      return false;
    });
    return out;
  }

  private compile(rule: PackRule, slot: number): void {
    const m = rule.match;
    if (m.check) {
      const run = CHECKS[m.check];
      if (!run) throw new Error(`rule ${rule.id}: unknown check ${m.check}`);
      this.checkRules.push({ kind: 'check', rule, slot, run });
      return;
    }
    if (m.file) {
      const cl = this.env.classifier;
      this.fileRules.push({
        kind: 'file',
        rule,
        slot,
        m: m.file,
        classes: cl.maskOf(m.file.classes),
        except: cl.maskOf(m.file.except ?? []),
        paths: m.file.paths?.length ? compileGlobs(m.file.paths.map((x) => x.toLowerCase())) : null,
      });
      return;
    }
    if (m.cmd) {
      // Compiled on first use: most calls run a handful of programs, so most rules never run.
      const cmd = m.cmd;
      const names = cmd.names ?? null;
      const compiled: CompiledCmdRule = {
        kind: 'cmd',
        rule,
        slot,
        names,
        test: (f, c) => {
          compiled.test = this.compileCmd(cmd);
          return compiled.test(f, c);
        },
      };
      const wild = names !== null && this.someName(names, isWildcard);
      if (cmd.via_launchers) {
        if (!names) this.anyLaunched.push(compiled);
        else if (wild) throw new Error(`rule ${rule.id}: via_launchers takes literal names`);
        else this.launchers.push(compiled);
      }
      if (names) {
        // Literal names are looked up by name (byName); wildcard names (python3.*, mkfs.*) are tried on the rest.
        this.named.push(compiled);
        if (wild) {
          let matches: Matcher | undefined;
          const wildMatcher = (): Matcher => {
            const all = this.expand(names);
            const lit = new Set(all.filter((n) => !isWildcard(n)));
            const wm = compileGlobs(all.filter(isWildcard));
            return (n) => !lit.has(n) && wm(n);
          };
          this.anyName.push({ names: (n) => (matches ??= wildMatcher())(n), r: compiled, unresolvedOnly: false });
        }
      } else {
        this.anyName.push({ names: null, r: compiled, unresolvedOnly: cmd.unresolved === true });
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
    const childNotArgs = lit(m.child?.not_args);
    const args = lit(m.args);
    const positional = lit(m.positional);
    const notPositional = lit(m.not_positional);
    const subAny = lit(m.sub_any);
    const subs = m.sub?.map((alt) => alt.map((s) => compileGlobs([s])));
    const optMatch = m.opt_values?.match ? lit(m.opt_values.match) : null;
    const optExcept = m.opt_values?.except ? lit(m.opt_values.except) : null;
    const cl = env.classifier;
    const pathClasses = m.paths ? cl.maskOf(m.paths.classes) : 0;
    const pathExcept = m.paths?.except ? cl.maskOf(m.paths.except) : 0;
    const unknownBit = cl.bits.get('unknown')!;
    const alsoUnresolved = m.paths?.unresolved === true;
    // The test runs for every command of every call: plain loops, no closures, detail text
    // built only on the way to a hit.
    // The test reads the match through constants: one test body serves every rule, so reading
    // the pack's match objects (each of its own shape) on every call would be a megamorphic load.
    const {
      unresolved,
      context,
      flags,
      not_flags: notFlags,
      output_kept: outputKept,
      no_positional: noPositional,
      min_operands: minOperands,
      opt_values: optValues,
      mode,
      program,
      child,
      paths,
    } = m;
    return (f, c) => {
      if (unresolved !== undefined && (c.inv.unresolved !== undefined) !== unresolved) return null;
      if (c.name !== null && notNames && notNames(c.name)) return null;
      if (context && !context.includes(c.inv.context)) return null;
      if (outputKept && outputDiscarded(f, c)) return null;
      let detail = '';
      if (wrappers) {
        let w: string | undefined;
        for (const x of c.inv.wrappers)
          if (wrappers(x)) {
            w = x;
            break;
          }
        if (w === undefined) return null;
        detail += ` (via ${w})`;
      }
      const p = f.parsed(c);
      const ops = p.positionals;
      let subLen = 0;
      if (subs) {
        let alt: Matcher[] | undefined;
        for (const a of subs) {
          if (a.length > ops.length) continue;
          let ok = true;
          for (let k = 0; k < a.length; k++) {
            const o = ops[k];
            if (o === null || o === undefined || !a[k]!(o)) {
              ok = false;
              break;
            }
          }
          if (ok) {
            alt = a;
            break;
          }
        }
        if (!alt) return null;
        subLen = alt.length;
        for (let k = 0; k < subLen; k++) detail += ' ' + clip(ops[k] ?? '', 40);
      }
      if (subAny) {
        let hit: string | undefined;
        for (const o of ops)
          if (o !== null && subAny(o)) {
            hit = o;
            break;
          }
        if (hit === undefined) return null;
        if (!subs) detail += ' ' + clip(hit, 40);
      }
      if (flags) {
        for (const group of flags) {
          let fl: string | undefined;
          for (const x of group)
            if (f.flag(c, x)) {
              fl = x;
              break;
            }
          if (fl === undefined) return null;
          detail += ' ' + fl;
        }
      }
      if (notFlags) for (const x of notFlags) if (f.flag(c, x)) return null;
      if (args) {
        let a: string | undefined;
        for (const x of c.args)
          if (x !== null && args(x)) {
            a = x;
            break;
          }
        if (a === undefined) return null;
        detail += ' ' + clip(a, 60);
      }
      if (positional || notPositional) {
        let hit: string | undefined;
        for (let k = subLen; k < ops.length; k++) {
          const x = ops[k];
          if (x !== null && x !== undefined && (!positional || positional(x)) && !(notPositional && notPositional(x))) {
            hit = x;
            break;
          }
        }
        if (hit === undefined) return null;
        detail += ' ' + clip(hit, 60);
      }
      if (noPositional && ops.length > subLen) return null;
      if (minOperands !== undefined && ops.length < minOperands) return null;
      if (optValues) {
        const vals = optionValues(p, optValues.opts);
        if (vals.length === 0) return null;
        let v: string | null | undefined = optMatch || optExcept ? undefined : vals[0];
        if (optMatch || optExcept)
          for (const x of vals)
            if (x === null ? !optMatch : (!optMatch || optMatch(x)) && !(optExcept && optExcept(x))) {
              v = x;
              break;
            }
        if (v === undefined) return null;
        detail += ` ${optValues.opts[0]} ${clip(v ?? '<unresolved>', 60)}`;
      }
      if (mode) {
        const k = modeKind(ops[0] ?? null);
        const ok = mode === 'setuid' ? k.setuid : mode === 'exec-bit' ? k.exec : mode === 'widens' ? k.widens : !k.widens;
        if (!ok) return null;
        detail += ' ' + clip(ops[0] ?? '', 20);
      }
      if (program) {
        const prog = programOf(f, c);
        if (prog === null || !program.includes(prog)) return null;
      }
      if (fedBy) {
        let u: Cmd | undefined;
        for (const x of upstreamOf(f, c))
          if (x.name !== null && fedBy(x.name)) {
            u = x;
            break;
          }
        if (!u) return null;
        detail = ` fed by ${u.name}` + detail;
      }
      if (feeds) {
        let d: Cmd | undefined;
        for (const x of downstreamOf(f, c))
          if (x.name !== null && feeds(x.name)) {
            d = x;
            break;
          }
        if (!d) return null;
        detail += ` | ${d.name}`;
      }
      if (child) {
        const ctx = child.context;
        let d: Cmd | undefined;
        for (const x of childrenOf(f, c)) {
          if (
            (!ctx || ctx.includes(x.inv.context)) &&
            (!childNames || (x.name !== null && childNames(x.name))) &&
            !(childNotArgs && x.args.some((a) => a !== null && childNotArgs(a)))
          ) {
            d = x;
            break;
          }
        }
        if (!d) return null;
        detail += ` with ${d.name ?? '<unresolved>'} inside (${d.inv.context})`;
      }
      if (paths) {
        let r: PathRef | undefined;
        for (const x of pathsOf(f, c, paths.of)) {
          if (
            ((x.mask & pathClasses) !== 0 && (x.mask & pathExcept) === 0) ||
            (alsoUnresolved && (x.raw === null || (x.mask & unknownBit) !== 0))
          ) {
            r = x;
            break;
          }
        }
        if (!r) return null;
        const named = cl.namesOf(r.mask & (pathClasses | (alsoUnresolved ? unknownBit : 0)), 2);
        detail += ` ${r.raw === null ? '<unresolved path>' : JSON.stringify(clip(r.raw, 60))} (${named.join(', ') || 'unresolved'})`;
      }
      return `${c.name ?? '<unresolved command>'}${detail}`;
    };
  }

  /** Every hit of every rule on one state, in pack order, de-duplicated; `f`: the state's facts, when already read. */
  evaluate(state: State, f: Facts = new Facts(state, this.env)): RuleHit[] {
    // Evidence by rule slot: most calls hit a few rules, so the hits are put in pack order by
    // sorting the slots hit rather than by a walk over every rule. Most calls hit none, and
    // then no map is made.
    let perRule: Map<number, string[]> | undefined;
    const cmds = f.cmds;
    for (let i = 0; i < cmds.length; i++) {
      const c = cmds[i]!;
      if (c.name !== null) {
        const rules = this.byName.get(c.name);
        for (let k = 0; k < rules.length; k++) {
          const r = rules[k]!;
          const ev = r.test(f, c);
          if (ev !== null) perRule = addHit(perRule, r.slot, ev);
        }
      }
      const any = this.anyNameFor(c.name);
      for (let k = 0; k < any.length; k++) {
        const a = any[k]!;
        if (a.unresolvedOnly && c.inv.unresolved === undefined) continue;
        const ev = a.r.test(f, c);
        if (ev !== null) perRule = addHit(perRule, a.r.slot, ev);
      }
      if (this.launchers.length > 0 || this.anyLaunched.length > 0) {
        const l = launchedOf(f, c);
        if (l !== null) {
          for (const list of [this.byLaunched.get(l.name!), this.anyLaunched])
            for (let k = 0; k < list.length; k++) {
              const ev = list[k]!.test(f, l);
              if (ev !== null) perRule = addHit(perRule, list[k]!.slot, `${c.name} runs ${ev}`);
            }
        }
      }
    }
    for (const r of this.fileRules) {
      for (const file of f.files) {
        if (!r.m.access.includes(file.access)) continue;
        if ((file.mask & r.except) !== 0) continue;
        if ((file.mask & r.classes) !== 0) {
          perRule = addHit(
            perRule,
            r.slot,
            `${state.tool} ${file.access} ${JSON.stringify(clip(file.raw, 80))} (${this.env.classifier.namesOf(file.mask & r.classes, 2).join(', ')})`,
          );
        } else if (r.paths?.(file.path.toLowerCase()))
          perRule = addHit(perRule, r.slot, `${state.tool} ${file.access} ${JSON.stringify(clip(file.raw, 80))}`);
      }
    }
    for (const r of this.checkRules) {
      const evs = r.run(f);
      for (let k = 0; k < evs.length; k++) perRule = addHit(perRule, r.slot, evs[k]!);
    }
    if (perRule === undefined) return [];
    const hits: RuleHit[] = [];
    const rules = this.pack.rules;
    const hit = (rule: PackRule, evs: readonly string[]): void => {
      for (const ev of evs) hits.push({ rule: rule.id, question: rule.question, evidence: clip(redact(ev), 200) });
    };
    if (this.uniqueIds) {
      const slots = [...perRule.keys()].sort((a, b) => a - b);
      for (const slot of slots) hit(rules[slot]!, perRule.get(slot)!);
    } else {
      for (const rule of rules) {
        const evs = perRule!.get(this.slotOf.get(rule.id)!);
        if (evs) hit(rule, evs);
      }
    }
    return hits;
  }

  /**
   * Times each rule on one state (for the ReDoS test): the facts are built once and warmed by
   * one full pass (so shared, lazily computed facts such as parsed arguments are not charged
   * to whichever rule asks first), then every rule runs over them on its own. `clock` returns
   * milliseconds; the test passes CPU time so a busy machine does not inflate the figures.
   */
  profile(state: State, clock: () => number = () => performance.now()): Array<{ rule: string; ms: number }> {
    const f = new Facts(state, this.env);
    const out: Array<{ rule: string; ms: number }> = [];
    const byRule = new Map<string, () => void>();
    for (const r of this.named) {
      byRule.set(r.rule.id, () => {
        for (const c of f.cmds) if (c.name !== null && this.byName.get(c.name).includes(r)) r.test(f, c);
      });
    }
    for (const a of this.anyName) {
      const prev = byRule.get(a.r.rule.id);
      byRule.set(a.r.rule.id, () => {
        prev?.();
        for (const c of f.cmds)
          if (!(a.unresolvedOnly && c.inv.unresolved === undefined) && !(a.names && (c.name === null || !a.names(c.name)))) a.r.test(f, c);
      });
    }
    const launched = [...new Set([...this.launchers, ...this.anyLaunched])];
    for (const r of launched) {
      const prev = byRule.get(r.rule.id);
      byRule.set(r.rule.id, () => {
        prev?.();
        for (const c of f.cmds) {
          const l = launchedOf(f, c);
          if (l !== null && (this.anyLaunched.includes(r) || this.byLaunched.get(l.name!).includes(r))) r.test(f, l);
        }
      });
    }
    for (const r of this.fileRules)
      byRule.set(r.rule.id, () => f.files.forEach((x) => (x.mask & r.classes) !== 0 || r.paths?.(x.path.toLowerCase())));
    for (const r of this.checkRules) byRule.set(r.rule.id, () => r.run(f));
    for (const run of byRule.values()) run();
    for (const rule of this.pack.rules) {
      const run = byRule.get(rule.id);
      const t = clock();
      run?.();
      out.push({ rule: rule.id, ms: clock() - t });
    }
    return out;
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
