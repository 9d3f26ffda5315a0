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
  const setMemo = new Map<string, Map<string, boolean>>();
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
      // Set membership is asked many times per call with few distinct names: memoise it.
      let memo = setMemo.get(set);
      if (!memo) setMemo.set(set, (memo = new Map()));
      let v = memo.get(name);
      if (v === undefined) {
        v = setMatcher(set)(name);
        if (memo.size < 4096) memo.set(name, v);
      }
      return v;
    },
  };
}
