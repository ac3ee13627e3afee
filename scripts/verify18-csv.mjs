// verify18: writes hands (the JSON model) as the CSV layout of docs/spec/hand-log-format.md ("CSV layout"): one row
// per event, hand-level columns on every row, `cards` space-separated, and the tables file {"tables": {...}} beside it.
// Each hand gets its own table id (`<table_id>~<hand_id>`) so that hands of one table posting different limits keep them.
import { writeFileSync } from 'node:fs';

const COLS = ['hand_id', 'game', 'ruleset', 'table_id', 'dealer_id', 'shoe_id', 'started_at', 'currency', 'type', 'name', 'by', 'to',
  'seat', 'hand', 'spot', 'card', 'face', 'action', 'amount', 'number', 'value', 'cards', 'count', 'medium', 'player', 'participant',
  'decks', 'position', 'behind'];
const cell = (v) => {
  if (v === undefined || v === null) return '';
  const s = Array.isArray(v) ? v.join(' ') : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
// keepTableIds: each hand keeps its table_id (the hands of one table post one configuration; shoe continuity, which is
// judged per table and shoe, stays as in the JSON log).
export function writeCsv(hands, csvPath, tablesPath, { keepTableIds = false } = {}) {
  const rows = [COLS.join(',')];
  const tables = {};
  for (const h of hands) {
    const table_id = keepTableIds ? h.table_id : `${h.table_id}~${h.hand_id}`;
    if (h.table) tables[table_id] = h.table;
    for (const e of h.events) {
      const known = new Set(COLS);
      for (const k of Object.keys(e)) if (!known.has(k)) throw new Error(`${h.hand_id}: field ${k} has no CSV column`);
      rows.push(COLS.map((c) => cell(c in e ? e[c] : c === 'table_id' ? table_id : ['hand_id', 'game', 'ruleset', 'dealer_id', 'shoe_id', 'started_at', 'currency'].includes(c) ? h[c] : undefined)).join(','));
    }
  }
  writeFileSync(csvPath, rows.join('\n') + '\n');
  writeFileSync(tablesPath, JSON.stringify({ tables }, null, 1) + '\n');
}
