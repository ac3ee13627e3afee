// A two-hand CSV log's rows for the tests of lines written above a CSV header (Excel's `sep=;`, PowerShell's
// `#TYPE`): each hand unsettled and its last card not a card, so its findings fall on rows' own lines.
import type { audit } from './audit-files.js';

export const HEAD = ['hand_id', 'game', 'table_id', 'started_at', 'currency', 'type', 'name', 'seat', 'spot', 'to', 'card', 'amount'];

export const handRows = (id: string): string[][] => [
  [id, 'pot-luck-blackjack', 'PL-03', '2026-11-06T20:21:01-05:00', 'PEN', 'procedure', 'shuffle', '', '', '', '', ''],
  ['', '', '', '', '', 'bet', '', '1', 'main', '', '', '50'],
  ['', '', '', '', '', 'deal', '', '', '', 'seat:1', 'Th', ''],
  ['', '', '', '', '', 'deal', '', '', '', 'dealer', '9c', ''],
  ['', '', '', '', '', 'deal', '', '', '', 'seat:1', 'x', ''],
];

/** Each finding's rule, hand, line and field: where the audit placed it. */
export const placed = (r: Awaited<ReturnType<typeof audit>>) => r.findings.map((f) => [f.rule, f.hand_id, f.source?.line, f.field ?? null]);
