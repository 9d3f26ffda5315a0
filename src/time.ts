/**
 * Timestamps as `Date.prototype.toISOString` writes them (`2026-11-29T18:40:00.000Z`), from the
 * clock alone. V8 sets up its time-zone cache on the first toISOString of a process, about a
 * millisecond of a cold start, and a UTC timestamp has no use for it.
 */
const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00Z: from there on toISOString writes six-digit years. */
const YEAR_10000_MS = 253_402_300_800_000;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The UTC timestamp of `ms` (default: now), exactly as `new Date(ms).toISOString()`. */
export function isoTime(ms: number = Date.now()): string {
  // Before 1970 or past 9999 (never the clock's answer), Date itself does it, errors included.
  if (!Number.isInteger(ms) || ms < 0 || ms >= YEAR_10000_MS) return new Date(ms).toISOString();
  const days = Math.floor(ms / DAY_MS);
  const inDay = ms - days * DAY_MS;
  // Days since 1970-01-01 to a civil date (H. Hinnant's days_from_civil, inverted), in
  // 400-year eras of 146097 days starting on March 1st.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const h = Math.floor(inDay / 3_600_000);
  const min = Math.floor((inDay % 3_600_000) / 60_000);
  const s = Math.floor((inDay % 60_000) / 1000);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(h, 2)}:${pad(min, 2)}:${pad(s, 2)}.${pad(inDay % 1000, 3)}Z`;
}
