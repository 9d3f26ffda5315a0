/**
 * Where one code unit (a line break, a colon) stands in a text, found once per text and shared: several readings each
 * walked the whole text from one of them to the next by native searches (`indexOf` from each place on), and on a text
 * dense with them (a table, a log, the content corpus) the call per place, not the search, was the cost; a reading
 * now reads the places found by the first that asked. Kept for the last long text asked about only (a short one, such
 * as a decoded payload read in between, is walked as before and leaves them kept).
 */

let lastText: string | undefined;
const lastPlaces = new Map<number, readonly number[]>();

/** Every place of the code unit `unit` in `text`, ascending. */
export function unitPlaces(text: string, unit: number): readonly number[] {
  // A short text (most decoded payloads, read between the readings of the text they came from) is walked and not kept.
  if (text.length < KEPT_FROM) return placesIn(text, unit);
  // Strings compare by identity first: the same text is one comparison; another of the same length, rare, is compared.
  if (text !== lastText) {
    lastText = text;
    lastPlaces.clear();
  }
  let places = lastPlaces.get(unit);
  if (places === undefined) {
    places = placesIn(text, unit);
    lastPlaces.set(unit, places);
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
  lastText = undefined;
  lastPlaces.clear();
}
