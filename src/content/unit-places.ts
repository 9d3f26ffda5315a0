/**
 * Where one code unit (a line break, a colon) stands in a text, found once per text and shared: several readings each
 * walked the whole text from one of them to the next by native searches (`indexOf` from each place on), and on a text
 * dense with them (a table, a log, the content corpus) the call per place, not the search, was the cost; a reading
 * now reads the places found by the first that asked. Kept for the last few long texts asked about only (a short one,
 * such as a decoded payload read in between, is walked as before and leaves them kept).
 */

/** The last long texts asked about, newest last, each with its units' places. */
const kept: Array<{ text: string; places: Map<number, readonly number[]> }> = [];
/**
 * How many long texts are kept: a reading may alternate between a text and a copy of it (lower-cased, flattened), and
 * one kept text would then be searched whole again at each call.
 */
const KEPT_TEXTS = 4;

/** Every place of the code unit `unit` in `text`, ascending. */
export function unitPlaces(text: string, unit: number): readonly number[] {
  // A short text (most decoded payloads, read between the readings of the text they came from) is walked and not kept.
  if (text.length < KEPT_FROM) return placesIn(text, unit);
  // Strings compare by identity first: the same text is one comparison; another of the same length, rare, is compared.
  let entry = kept.find((e) => e.text === text);
  if (entry === undefined) {
    entry = { text, places: new Map() };
    kept.push(entry);
    if (kept.length > KEPT_TEXTS) kept.shift();
  }
  let places = entry.places.get(unit);
  if (places === undefined) {
    places = placesIn(text, unit);
    entry.places.set(unit, places);
  }
  return places;
}
/** The length from which a text's places are kept. */
const KEPT_FROM = 4096;

function placesIn(text: string, unit: number): number[] {
  const found: number[] = [];
  const mark = String.fromCharCode(unit);
  for (let i = text.indexOf(mark); i >= 0; i = text.indexOf(mark, i + 1)) found.push(i);
  return found;
}

/** The first index of `places` (ascending) whose place is at least `from`; `places.length` where none is. */
export function firstPlaceFrom(places: ArrayLike<number>, from: number): number {
  let lo = 0;
  let hi = places.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (places[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Drops the last text's places (guard calls it when a judgement ends, so no text is kept past it). */
export function forgetUnitPlaces(): void {
  kept.length = 0;
}
