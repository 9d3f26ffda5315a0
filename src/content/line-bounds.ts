/**
 * A line's bounds in a text that may be a JSON string's contents: a line breaks at a raw `\n` or `\r`, or at `\n` or
 * `\r` written out (a backslash and the letter). Each search is bounded, so a reading that asks at every place of a
 * long line reads a fixed stretch, not the line.
 */
import { firstPlaceFrom, unitPlaces } from './unit-places.js';

/** Where `s` last starts at or before `at` and within `reach` code units of it (-1: not there). */
export function lastWithin(text: string, s: string, at: number, reach: number): number {
  const from = Math.max(0, at - reach);
  const i = text.slice(from, at + s.length).lastIndexOf(s);
  return i < 0 ? -1 : from + i;
}

/** Where `s` first starts at or after `at` and within `reach` code units of it (-1: not there). */
export function firstWithin(text: string, s: string, at: number, reach: number): number {
  const i = text.slice(at, at + reach + s.length).indexOf(s);
  return i < 0 ? -1 : at + i;
}

/**
 * How far a line's bound is sought code unit by code unit in a long text before its breaks' places are read instead
 * (unit-places.ts, found once per text): a reading that asks at each of thousands of places of one long line would read
 * its whole reach at each.
 */
const SCANNED = 64;
const LONG_TEXT = 4096;
const LF = 10;
const CR = 13;
const BACKSLASH = 92;

/** Where the line holding `at` starts (0 at the text's start); -1 when no break is within `reach` code units before it. */
export function lineStartWithin(text: string, at: number, reach: number): number {
  const scanned = text.length < LONG_TEXT || reach <= SCANNED ? reach : SCANNED;
  for (let i = at; i > 0; i--) {
    if (at - i >= scanned) return scanned === reach ? -1 : lineStartByPlaces(text, at, reach);
    const c = text.charCodeAt(i - 1);
    if (c === LF || c === CR || ((c === 110 || c === 114) && text.charCodeAt(i - 2) === BACKSLASH)) return i;
  }
  return 0;
}

/** lineStartWithin's answer read from the places of the text's breaks: the last start in (at - reach, at]. */
function lineStartByPlaces(text: string, at: number, reach: number): number {
  const lowest = Math.max(1, at - reach + 1);
  let best = 0;
  for (const unit of [LF, CR]) {
    const places = unitPlaces(text, unit);
    const k = firstPlaceFrom(places, at) - 1;
    if (k >= 0 && places[k]! + 1 >= lowest) best = Math.max(best, places[k]! + 1);
  }
  const slashes = unitPlaces(text, BACKSLASH);
  for (let k = firstPlaceFrom(slashes, at - 1) - 1; k >= 0 && slashes[k]! + 2 >= lowest && slashes[k]! + 2 > best; k--) {
    const next = text.charCodeAt(slashes[k]! + 1);
    if (next === 110 || next === 114) {
      best = slashes[k]! + 2;
      break;
    }
  }
  if (best > 0) return best;
  return at <= reach ? 0 : -1;
}

/** Where the line from `at` ends: at its break, or `most` code units on. */
export function lineEndWithin(text: string, at: number, most: number): number {
  const scanned = text.length < LONG_TEXT || most <= SCANNED ? most : SCANNED;
  let i = at;
  while (i < text.length && i - at < most) {
    if (i - at >= scanned) return lineEndByPlaces(text, at, most);
    const c = text.charCodeAt(i);
    if (c === LF || c === CR || (c === BACKSLASH && (text.charCodeAt(i + 1) === 110 || text.charCodeAt(i + 1) === 114))) break;
    i++;
  }
  return i;
}

/** lineEndWithin's answer read from the places of the text's breaks: the first break in [at, at + most). */
function lineEndByPlaces(text: string, at: number, most: number): number {
  let end = Math.min(text.length, at + most);
  for (const unit of [LF, CR]) {
    const places = unitPlaces(text, unit);
    const k = firstPlaceFrom(places, at);
    if (k < places.length && places[k]! < end) end = places[k]!;
  }
  const slashes = unitPlaces(text, BACKSLASH);
  for (let k = firstPlaceFrom(slashes, at); k < slashes.length && slashes[k]! < end; k++) {
    const next = text.charCodeAt(slashes[k]! + 1);
    if (next === 110 || next === 114) {
      end = slashes[k]!;
      break;
    }
  }
  return end;
}

/** Where the line after the one ending at `end` (lineEndWithin's answer) starts: past `\r\n`, raw or written out. */
export function nextLineAfter(text: string, end: number): number {
  const c = text.charCodeAt(end);
  if (c === 13) return text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
  if (c === 92) return text.startsWith('\\r\\n', end) ? end + 4 : end + 2;
  return end + 1;
}

/** What follows the last raw `\n` or JSON-escaped `\n` in `s` (both code units of an escaped one): `s` whole when none. */
export function afterLastBreak(s: string): string {
  const raw = s.lastIndexOf('\n');
  const escaped = s.lastIndexOf('\\n');
  if (raw < 0 && escaped < 0) return s;
  return s.slice(raw > escaped ? raw + 1 : escaped + 2);
}

/** What precedes the first raw `\n` or JSON-escaped `\n` in `s`: `s` whole when none. */
export function beforeFirstBreak(s: string): string {
  const raw = s.indexOf('\n');
  const escaped = s.indexOf('\\n');
  const cut = raw < 0 ? escaped : escaped < 0 ? raw : Math.min(raw, escaped);
  return cut < 0 ? s : s.slice(0, cut);
}

/**
 * The stretches of the raw line beside the span from `start` to `end`: up to `reach` code units before it and after it,
 * each cut at a raw `\n` only (a reading of the words a link or a number stands among on its line).
 */
export function rawLineSides(text: string, start: number, end: number, reach: number): [before: string, after: string] {
  const before = text.slice(Math.max(0, start - reach), start);
  const after = text.slice(end, end + reach);
  const nl = after.indexOf('\n');
  return [before.slice(before.lastIndexOf('\n') + 1), nl < 0 ? after : after.slice(0, nl)];
}
