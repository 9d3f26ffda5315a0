/**
 * The rule pack's command tables, parsed one at a time on first lookup. A call runs one or two
 * programs of the 150 the pack describes, and parsing them all cost a cold start more than the
 * rules do. The tables are packed into one JSON text with each table's offsets
 * (`packTables`): the build does it ahead of time (scripts/build.mjs runs this module), source
 * does it on load (src/rules/pack.ts), and both read them through the same view (`lazyTable`).
 */

export interface PackedTables {
  /** The tables' JSON texts, one after another, ASCII only. */
  text: string;
  /** Each table's start and end offset in `text`. */
  at: Record<string, [number, number]>;
}

/**
 * JSON text with every non-ASCII character escaped: one character above U+00FF would make V8
 * hold the whole bundled text as a two-byte string, and parse it on the slower two-byte path.
 */
export function asciiJson(value: unknown): string {
  const json = JSON.stringify(value);
  let out = '';
  let from = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c < 0x80) continue;
    out += json.slice(from, i) + `\\u${c.toString(16).padStart(4, '0')}`;
    from = i + 1;
  }
  return from === 0 ? json : out + json.slice(from);
}

export function packTables(tables: Readonly<Record<string, unknown>>): PackedTables {
  let text = '';
  const at: Record<string, [number, number]> = {};
  for (const [name, table] of Object.entries(tables)) {
    const json = asciiJson(table);
    at[name] = [text.length, text.length + json.length];
    text += json;
  }
  return { text, at };
}

const views = new WeakSet<object>();

/** True for a view made by `lazyTable` (the bundle's pack arrives with its tables already behind one). */
export function isLazyTable(x: unknown): boolean {
  return typeof x === 'object' && x !== null && views.has(x);
}

/**
 * A read-only view over packed tables that parses a table on its first lookup. It reads as a
 * plain object does (get, in, Object.hasOwn, Object.keys), except that key order follows the
 * lookups made so far and that prototype names (`constructor`) are absent; writing throws in
 * strict code.
 */
export function lazyTable<T>(packed: PackedTables): Readonly<Record<string, T>> {
  const { text, at } = packed;
  const loaded: Record<string, T> = Object.create(null);
  const load = (name: string | symbol): void => {
    if (typeof name === 'string' && !Object.hasOwn(loaded, name) && Object.hasOwn(at, name)) {
      const [from, to] = at[name]!;
      Object.defineProperty(loaded, name, { value: JSON.parse(text.slice(from, to)), enumerable: true });
    }
  };
  const view = new Proxy(loaded, {
    get: (t, name) => (load(name), Reflect.get(t, name)),
    has: (t, name) => (load(name), Reflect.has(t, name)),
    getOwnPropertyDescriptor: (t, name) => (load(name), Reflect.getOwnPropertyDescriptor(t, name)),
    ownKeys: (t) => (Object.keys(at).forEach(load), Reflect.ownKeys(t)),
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
  views.add(view);
  return view;
}
