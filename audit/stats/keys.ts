// The group a hand belongs to in each --by dimension (`veedor stats`), and the shifts its hours fall in: the
// same keys on one thread and in each worker (audit-worker.ts), and the audit store's summary's shifts.
import type { KeyOf } from './accumulator.js';
import { NO_GROUP } from './accumulator.js';

/** Shift start hours in the hand's local time: 06-14, 14-22, 22-06 (the night shift belongs to the day it began). */
export const DEFAULT_SHIFTS = [6, 14, 22];

/**
 * A hand's group in each dimension. Day and shift are read from the hand's own local time (the date and
 * hour `started_at` is written in), as the audit store's summary reads them. Each dimension remembers the
 * last hand's key and what it was made of: a log's hands come a table, a shoe, an hour at a time, so most
 * hands get the same string as the one before (no key built, and the accumulator finds the group by identity).
 */
export function groupKey(shifts: number[]): KeyOf {
  const starts = [...new Set(shifts)].sort((a, b) => a - b);
  // The shift's key is a function of the first 13 characters of `started_at` (date and hour), the day's of its
  // first 10: a memo holds only while that many were there to compare.
  let shiftOf = '';
  let shift = '';
  let dayOf = '';
  let day = '';
  let shoeTable: string | undefined;
  let shoeId: string | undefined;
  let shoe = '';
  return (f, by) => {
    switch (by) {
      case 'dealer': return f.dealer_id ?? NO_GROUP;
      case 'table': return f.table_id;
      case 'day':
        if (dayOf.length !== 10 || !f.started_at.startsWith(dayOf)) day = dayOf = f.started_at.slice(0, 10);
        return day;
      case 'shift':
        if (shiftOf.length !== 13 || !f.started_at.startsWith(shiftOf)) {
          shiftOf = f.started_at.slice(0, 13);
          shift = shiftKey(`${f.started_at.slice(0, 10)} ${Number(f.started_at.slice(11, 13))}`, starts);
        }
        return shift;
      case 'shoe':
        if (shoe === '' || f.table_id !== shoeTable || f.shoe_id !== shoeId) {
          shoeTable = f.table_id;
          shoeId = f.shoe_id;
          shoe = f.shoe_id === undefined ? `${f.table_id} ${NO_GROUP}` : `${f.table_id} ${f.shoe_id}`;
        }
        return shoe;
    }
  };
}

/** "2026-11-06 3" (local date and hour) → "2026-11-05 22-06" with the default shifts. */
export function shiftKey(dateHour: string, starts: number[]): string {
  const [date = '', hourText = '0'] = dateHour.split(' ');
  const hour = Number(hourText);
  let i = -1;
  for (let j = 0; j < starts.length; j++) if (starts[j]! <= hour) i = j;
  let day = date;
  if (i < 0) {
    // Before the first start: the last shift of the day before, which runs past midnight.
    i = starts.length - 1;
    day = previousDay(date);
  }
  const from = starts[i]!;
  const to = starts[(i + 1) % starts.length]!;
  return `${day} ${pad(from)}-${pad(to)}`;
}

function previousDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

function pad(h: number): string {
  return String(h).padStart(2, '0');
}
