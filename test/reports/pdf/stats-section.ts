// Logs for the PDF report's statistics section: 3 Dragon Six tables of 200 coups (fixed seed), BAC-01's dealer
// D-201 settling about one coup in twenty wrongly; every other table clean.
import { writeFileSync } from 'node:fs';
import { simulate } from '../../../simulate/core/run.js';
import { dragonSixSimulator } from '../../../simulate/pe-dragon-six-baccarat/simulate.js';

export function writeFaultedTables(path: string): void {
  const opts = { hands: 600, tables: 3, seed: 5 };
  const clean = [...simulate(dragonSixSimulator, opts)];
  const faulted = [...simulate(dragonSixSimulator, {
    ...opts, faultRate: 0.08, faultKinds: ['punto-win-underpaid', 'banca-win-paid-half', 'banca-six-paid-even', 'punto-loss-returned', 'banca-loss-returned'],
  })];
  const hands = clean.map((s, i) => (s.hand.table_id === 'BAC-01' ? faulted[i]! : s).hand);
  writeFileSync(path, hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
}
