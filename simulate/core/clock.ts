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
