/**
 * The literals the index (find.ts) compares where the hash of a place's first three code units lands: a slot's entries,
 * each a literal's first three code units (ASCII folded to lower case, 7 bits each; a literal of two with its third
 * masked off) and its place in LITERALS. Most places the hash names hold none of the slot's literals (another three code
 * units hashed there, or a pair's literals with another third): the index turns a slot of one entry away there by
 * comparing the three code units it has read already, without a call (the literals were compared at 10,000 places of
 * the dense bench text and 5,500 of prose, by a list of those with the same first two, and found at 2,600 and none).
 */

export interface LiteralSlots {
  /** The slot of each hash (0: none). */
  slotOf: Uint16Array;
  /** Slot k's entries run from from[k] to from[k + 1]. */
  from: Int32Array;
  head: Int32Array;
  mask: Int32Array;
  /** The entry's literal, by its place in the literals. */
  id: Int32Array;
}

/**
 * The slots of `literals` (lower-case ASCII, two or more), hashed by `hash`; `mark`: told each slot that holds one.
 * Built in two passes over typed arrays (count each slot's entries, then place them), numbering slots in the order
 * their first literal comes, each slot's entries in the literals' order: a map of lists cost the start of every
 * `judge content` 5 to 10 ms (docs/design-and-performance.md).
 */
export function literalSlots(literals: readonly string[], hash: (head: number) => number, mark: (slot: number) => void): LiteralSlots {
  const SLOTS = 1 << 16;
  const count = new Int32Array(SLOTS);
  /** The last literal given an entry in each slot (a literal of two lands in a slot once, whatever its thirds). */
  const last = new Int32Array(SLOTS).fill(-1);
  /** The slots in the order their first literal comes. */
  const order: number[] = [];
  let entries = 0;
  // Each entry's slot, in the literals' order.
  const slotOfEntry: number[] = [];
  const headOf: number[] = [];
  const maskOf: number[] = [];
  const idOf: number[] = [];
  for (let id = 0; id < literals.length; id++) {
    const l = literals[id]!;
    if (l.length < 2 || !/^[\x20-\x7e]+$/.test(l) || l !== l.toLowerCase())
      throw new Error(`find.ts: literal "${l}" must be lower-case ASCII, two or more`);
    const pair = (l.charCodeAt(0) << 7) | l.charCodeAt(1);
    const head = l.length > 2 ? (pair << 7) | l.charCodeAt(2) : pair << 7;
    const mask = l.length > 2 ? 0x1fffff : 0x1fff80;
    // A literal of two takes any third: an entry in each slot its pair's thirds hash to, once a slot.
    const from = l.length > 2 ? l.charCodeAt(2) : 0;
    const to = l.length > 2 ? from + 1 : 128;
    for (let third = from; third < to; third++) {
      const slot = hash((pair << 7) | third);
      mark(slot);
      if (last[slot] === id) continue;
      last[slot] = id;
      if (count[slot] === 0) order.push(slot);
      count[slot]!++;
      slotOfEntry.push(slot);
      headOf.push(head);
      maskOf.push(mask);
      idOf.push(id);
      entries++;
    }
  }
  if (order.length + 1 >= SLOTS) throw new Error('find.ts: more slots of literals than a slot number holds');
  const slots: LiteralSlots = {
    slotOf: new Uint16Array(SLOTS),
    from: new Int32Array(order.length + 2),
    head: new Int32Array(entries),
    mask: new Int32Array(entries),
    id: new Int32Array(entries),
  };
  // Where each slot's next entry goes.
  const next = new Int32Array(SLOTS);
  let e = 0;
  for (let k = 0; k < order.length; k++) {
    const slot = order[k]!;
    slots.slotOf[slot] = k + 1;
    slots.from[k + 1] = e;
    next[slot] = e;
    e += count[slot]!;
  }
  slots.from[order.length + 1] = e;
  for (let i = 0; i < entries; i++) {
    const slot = slotOfEntry[i]!;
    const at = next[slot]!;
    next[slot] = at + 1;
    slots.head[at] = headOf[i]!;
    slots.mask[at] = maskOf[i]!;
    slots.id[at] = idOf[i]!;
  }
  return slots;
}
