/**
 * The instant a `started_at` text names, in milliseconds since 1970 (NaN for no instant). Date.parse reads every
 * extended-form text but a leap second's, `2016-12-31T23:59:60Z` (RFC 3339 allows it; the hand-log reader accepts
 * one where it was inserted): that second is read as the first of the next minute, as POSIX time counts it, so
 * the newest, the first and the last hand order it right after 23:59:59.
 */
export function instantMs(text: string): number {
  const ms = Date.parse(text);
  if (!Number.isNaN(ms)) return ms;
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:)60([.,]\d+)?(.*)$/.exec(text);
  if (!m) return NaN;
  const before = Date.parse(`${m[1]}59${m[2] ?? ''}${m[3]}`);
  return Number.isNaN(before) ? NaN : before + 1000;
}
