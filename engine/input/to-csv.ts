import { CSV_COLUMNS } from './csv-hands.js';

/** Writes hands in the hand-log CSV layout (one row per event); the table config goes to a tables file. */
export function handsToCsv(hands: Record<string, any>[]): string {
  const rows = [CSV_COLUMNS.join(',')];
  for (const h of hands) {
    (h['events'] as Record<string, any>[]).forEach((e, i) => {
      const row = CSV_COLUMNS.map((c) => {
        let v: unknown;
        if (c in e) v = c === 'cards' ? (e[c] as string[]).join(' ') : e[c];
        else if (i === 0 && c in h) v = h[c];
        return cell(v);
      });
      rows.push(row.join(','));
    });
  }
  return rows.join('\n') + '\n';
}

function cell(v: unknown): string {
  if (v === undefined || v === null) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}
