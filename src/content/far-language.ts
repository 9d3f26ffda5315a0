/**
 * The far-words tables' languages as the readings use them (far-overrides.ts, role-acts-far.ts): each pattern made a
 * RegExp when a reading first asks for it, then kept. The tables hold about two thousand patterns, most opening with a
 * word's start written with Unicode property classes; making one costs V8 a tenth of a millisecond or more, and making
 * them all when the guard loaded was most of a content judgement's start-up (docs/design-and-performance.md, "The
 * content guard's cold start"). A text is read by a language's patterns only where it holds that language's letters
 * (its script's block) and, for its verbs, nouns, acts and stakes, one of their keys (far-words.ts FarWords.keys) with
 * the bounds its pattern holds it within: a key "da" stands for the word "da", not for "data", so an English tool
 * result reads none of the Latin-script tables (test/unit/far-language.test.ts).
 */
import { FAR_FLAGS, type FarWords } from './far-words.js';
import { lazy } from './lazy.js';

/** What no text holds. */
export const NEVER = lazy(() => /(?!)/);

/** The key lists a language's readings test a text against before reading it: a list of null may be held anywhere. */
type Keys = readonly [verb: Keys1, noun: Keys1, act: Keys1, stake: Keys1];
type Keys1 = readonly Key[] | null;
/** A key, and whether the text holds it only after a non-letter (lead) and only before one (trail). */
type Key = readonly [text: string, lead: boolean, trail: boolean];

/** One language's words, its patterns made when first read. */
export class FarLanguage {
  readonly code: string;
  /** The script's block [from, to), or undefined for Latin letters. */
  readonly block: readonly [number, number] | undefined;
  /** Whether modifiers stand before the noun (a topic may stand before the earlier word). */
  readonly modifiersFirst: boolean;
  readonly #words: FarWords;
  #keys: Keys | undefined;
  readonly #made = new Map<keyof typeof FAR_FLAGS, RegExp>();

  constructor(words: FarWords) {
    this.#words = words;
    this.code = words.code;
    this.block = words.block;
    this.modifiersFirst = words.modifiersFirst;
  }

  #pattern(name: keyof typeof FAR_FLAGS): RegExp {
    let re = this.#made.get(name);
    if (re === undefined) {
      const source = this.#words[name];
      re = source === null ? NEVER() : new RegExp(source, FAR_FLAGS[name]);
      this.#made.set(name, re);
    }
    return re;
  }

  get verb(): RegExp {
    return this.#pattern('verb');
  }
  get noun(): RegExp {
    return this.#pattern('noun');
  }
  get all(): RegExp {
    return this.#pattern('all');
  }
  get earlier(): RegExp {
    return this.#pattern('earlier');
  }
  /** A negation in the two words before the verb or an act. */
  get negation(): RegExp {
    return this.#pattern('negation');
  }
  /** A negation right after the verb or an act (the languages that negate it there), anchored at its end. */
  get negationAfter(): RegExp {
    return this.#pattern('negationAfter');
  }
  /** A topic named right after the noun and its earlier word: a correction of instructions on a matter. */
  get topic(): RegExp {
    return this.#pattern('topic');
  }
  /** A warning's, a sample's or a report's words: the phrase after them is quoted. */
  get warning(): RegExp {
    return this.#pattern('warning');
  }
  /** A conditional lead ("if") before the phrase in its sentence and a refusal ("do not follow it") after it: a policy's warning. */
  get conditional(): RegExp {
    return this.#pattern('conditional');
  }
  get refuse(): RegExp {
    return this.#pattern('refuse');
  }
  get act(): RegExp {
    return this.#pattern('act');
  }
  get stake(): RegExp {
    return this.#pattern('stake');
  }
  get conceal(): RegExp {
    return this.#pattern('conceal');
  }
  /** A whole list: a stake only where the order sends it to an address it names. */
  get list(): RegExp {
    return this.#pattern('list');
  }

  /** The verbs' source (one pattern of every Latin-script table's verbs is made of them), without making the verbs. */
  get verbSource(): string | null {
    return this.#words.verb;
  }

  #keyLists(): Keys {
    if (this.#keys === undefined) {
      const lists = this.#words.keys.split(';').map((list) =>
        list === '*'
          ? null
          : list
              .split('|')
              .filter((k) => k !== '')
              .map(keyOf),
      );
      this.#keys = [lists[0] ?? null, lists[1] ?? null, lists[2] ?? null, lists[3] ?? null];
    }
    return this.#keys;
  }

  /**
   * False when the verbs or the nouns cannot match in `s`: it holds no key of one of them. (True does not say they
   * match: the readings then read it.)
   */
  mayOverride(s: string): boolean {
    const [verb, noun] = this.#keyLists();
    return holdsAny(s, noun) && holdsAny(s, verb);
  }

  /** False when no act, or neither a stake nor a concealment nor a list, can match in `s`. */
  mayOrder(s: string): boolean {
    const [, , act, stake] = this.#keyLists();
    return holdsAny(s, stake) && holdsAny(s, act);
  }
}

/** A key as the tables write it: '<' before it where the text holds it after a non-letter, '>' after it where before one. */
function keyOf(k: string): Key {
  const lead = k.startsWith('<');
  const trail = k.endsWith('>') && k.length > 1;
  return [k.slice(lead ? 1 : 0, trail ? -1 : k.length), lead, trail];
}

/** Whether `s` holds one of `keys` within its bounds (null: may hold anything). */
function holdsAny(s: string, keys: Keys1): boolean {
  if (keys === null) return true;
  for (const [k, lead, trail] of keys) {
    for (let i = s.indexOf(k); i >= 0; i = s.indexOf(k, i + 1)) {
      if (lead && letterEnds(s, i)) continue;
      if (trail && letterStarts(s, i + k.length)) continue;
      return true;
    }
  }
  return false;
}

const LETTER_END = lazy(() => /[\p{L}\p{M}]$/u);
const LETTER_START = lazy(() => /^[\p{L}\p{M}]/u);

/** Whether a letter or a mark ends `s` before `i` (as the patterns' `(?<![\p{L}\p{M}])` reads it). */
function letterEnds(s: string, i: number): boolean {
  if (i === 0) return false;
  const c = s.charCodeAt(i - 1);
  if (c < 0x80) return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
  return LETTER_END().test(s.slice(Math.max(0, i - 2), i));
}

/** Whether a letter or a mark starts `s` at `i` (as the patterns' `(?![\p{L}\p{M}])` reads it). */
function letterStarts(s: string, i: number): boolean {
  if (i >= s.length) return false;
  const c = s.charCodeAt(i);
  if (c < 0x80) return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
  return LETTER_START().test(s.slice(i, i + 2));
}
