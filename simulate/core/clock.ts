/**
 * Times in the log carry the table's UTC offset ("2026-11-06T20:21:01-05:00").
 * The simulator keeps each table's clock as milliseconds since the epoch and
 * writes it at a fixed offset, never through the machine's own time zone.
 */
export function isoAtOffset(epochMs: number, offset: string): string {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) throw new Error(`bad UTC offset "${offset}"`);
  const minutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  const local = new Date(epochMs + minutes * 60_000).toISOString(); // the wall time at that offset, spelled as UTC
  return local.slice(0, 19) + offset;
}

/** Milliseconds since the epoch of an ISO 8601 date-time with an offset; undefined if it is not one. */
export function parseInstant(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * A round whose started_at, written at the tables' offset, falls outside the years 1900-9999 that the hand-log
 * reader takes (engine/input/normalize.ts): the simulator stops there rather than write a hand its own audit refuses
 * (`--start 9999-12-31T23:59:59-05:00` wrote "+010000-01-01T08:24-05:00" from the second round on; a start in the
 * year 1 wrote "0000-12-31T19:00:00-05:00").
 */
export class ClockRangeError extends Error {
  constructor(readonly round: number, readonly utc: string) {
    super(`round ${round} would start at ${utc}, outside the years 1900-9999 a hand log can hold`);
  }
}

/** Whether a time written by isoAtOffset is in a year the hand-log format reads (1900-9999). */
export function inLogYears(epochMs: number, offset: string): boolean {
  const text = isoAtOffset(epochMs, offset);
  return /^\d{4}-/.test(text) && Number(text.slice(0, 4)) >= 1900;
}
