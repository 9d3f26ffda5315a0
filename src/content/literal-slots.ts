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

/** The slots of `literals` (lower-case ASCII, two or more), hashed by `hash`; `mark`: told each slot that holds one. */
export function literalSlots(literals: readonly string[], hash: (head: number) => number, mark: (slot: number) => void): LiteralSlots {
  const bySlot = new Map<number, Array<[head: number, mask: number, id: number]>>();
  literals.forEach((l, id) => {
    if (l.length < 2 || !/^[\x20-\x7e]+$/.test(l) || l !== l.toLowerCase())
      throw new Error(`find.ts: literal "${l}" must be lower-case ASCII, two or more`);
    const pair = (l.charCodeAt(0) << 7) | l.charCodeAt(1);
    const head = l.length > 2 ? (pair << 7) | l.charCodeAt(2) : pair << 7;
    const mask = l.length > 2 ? 0x1fffff : 0x1fff80;
    // A literal of two takes any third: an entry in each slot its pair's thirds hash to, once a slot.
    for (const third of l.length > 2 ? [l.charCodeAt(2)] : Array.from({ length: 128 }, (_, c) => c)) {
      const slot = hash((pair << 7) | third);
      mark(slot);
      const list = bySlot.get(slot);
      if (list === undefined) bySlot.set(slot, [[head, mask, id]]);
      else if (!list.some((e) => e[2] === id)) list.push([head, mask, id]);
    }
  });
  if (bySlot.size + 1 >= 1 << 16) throw new Error('find.ts: more slots of literals than a slot number holds');
  const entries = [...bySlot.values()].reduce((n, list) => n + list.length, 0);
  const slots: LiteralSlots = {
    slotOf: new Uint16Array(1 << 16),
    from: new Int32Array(bySlot.size + 2),
    head: new Int32Array(entries),
    mask: new Int32Array(entries),
    id: new Int32Array(entries),
  };
  let k = 1;
  let e = 0;
  for (const [slot, list] of bySlot) {
    slots.slotOf[slot] = k;
    slots.from[k] = e;
    for (const [h, m, i] of list) {
      slots.head[e] = h;
      slots.mask[e] = m;
      slots.id[e++] = i;
    }
    slots.from[++k] = e;
  }
  return slots;
}
