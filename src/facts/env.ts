/**
 * Lookups into the pack's knowledge that every call makes: a program's table by name, set
 * membership, path classes. Built once per engine; nothing is compiled until a call asks.
 */
import { compileGlobs, type Matcher } from './glob.js';
import type { Knowledge, ProgramSpec } from './knowledge.js';
import { PathClassifier } from './paths.js';

export interface Env {
  pack: Knowledge;
  classifier: PathClassifier;
  specOf(name: string | null): ProgramSpec;
  setHas(set: string, name: string | null): boolean;
}

const EMPTY: ProgramSpec = {};

export function createEnv(pack: Knowledge): Env {
  const commands = pack.commands;
  // Own tables only: `python -m constructor` must not find Object.prototype's.
  const specNamed = (name: string): ProgramSpec | undefined => (Object.hasOwn(commands, name) ? commands[name] : undefined);
  const sets = new Map<string, Matcher>();
  // Set membership by name: one record per name, one byte per set (0 not asked yet, 1 no, 2 yes).
  let setIndex: Map<string, number> | undefined;
  const membership = new Map<string, Uint8Array>();
  const specMemo = new Map<string, ProgramSpec>();
  const setMatcher = (set: string): Matcher => {
    let m = sets.get(set);
    if (!m) {
      const members = Object.hasOwn(pack.sets, set) ? pack.sets[set] : undefined;
      if (!members) throw new Error(`rule pack has no set ${set}`);
      sets.set(set, (m = compileGlobs(members)));
    }
    return m;
  };
  return {
    pack,
    classifier: new PathClassifier(pack.path_classes),
    specOf: (name) => {
      if (name === null) return EMPTY;
      // Every command of every call asks: one map lookup, not a walk through the lazy table's traps.
      let spec = specMemo.get(name);
      if (spec === undefined) {
        spec = specNamed(name);
        if (!spec) {
          // python3.12 → python, pip3 → pip: versioned names share their family's table.
          let k = name.length;
          while (k > 0 && ((name.charCodeAt(k - 1) >= 48 && name.charCodeAt(k - 1) <= 57) || name[k - 1] === '.')) k--;
          spec = (k < name.length && specNamed(name.slice(0, k))) || EMPTY;
        }
        if (specMemo.size < 4096) specMemo.set(name, spec);
      }
      return spec;
    },
    setHas: (set, name) => {
      if (name === null) return false;
      // Asked many times per call with few distinct names: memoised, one map lookup per ask.
      setIndex ??= new Map(Object.keys(pack.sets).map((k, i) => [k, i]));
      const i = setIndex.get(set);
      if (i === undefined) return setMatcher(set)(name);
      let rec = membership.get(name);
      if (rec === undefined) {
        rec = new Uint8Array(setIndex.size);
        if (membership.size < 4096 && name.length <= 256) membership.set(name, rec);
      }
      let v = rec[i]!;
      if (v === 0) rec[i] = v = setMatcher(set)(name) ? 2 : 1;
      return v === 2;
    },
  };
}
