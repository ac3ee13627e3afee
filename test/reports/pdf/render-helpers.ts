import { readFileSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { runAudit } from '../../../audit/run.js';
import type { AuditRun } from '../../../audit/run.js';
import type { Finding } from '../../../audit/findings.js';
import type { Lang } from '../../../engine/core/engine-types.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { HandCapture } from '../../../reports/pdf/hand-capture.js';
import { fromAuditRun } from '../../../reports/pdf/model.js';
import { writePdfReport } from '../../../reports/pdf/render.js';

export const DEMO = new URL('../../../fixtures/pdf/demo.ndjson', import.meta.url).pathname;

export interface Rendered {
  pdf: Buffer;
  findings: Finding[];
  run: Pick<AuditRun, 'run' | 'findingsDigest' | 'summary'>;
}

/** Audits the logs and renders the PDF in memory, as `veedor audit --pdf` does. */
export async function auditToPdf(paths: string[], lang: Lang = 'es', casino?: string): Promise<Rendered> {
  const capture = new HandCapture(casino);
  const run = await runAudit({ paths, rulesets: RULESETS, onHand: capture.onHand });
  try {
    await capture.close();
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        chunks.push(chunk);
        cb();
      },
    });
    await writePdfReport(fromAuditRun(run, capture), sink, { lang, rulesets: RULESETS });
    const findings: Finding[] = [];
    for await (const f of run.findings()) findings.push(f);
    return { pdf: Buffer.concat(chunks), findings, run: { run: run.run, findingsDigest: run.findingsDigest, summary: run.summary } };
  } finally {
    run.dispose();
    capture.dispose();
  }
}

/**
 * A bigger log from the demo's hands: `copies` rounds of them under new ids,
 * tables and dealers, plus one crowded hand (seven seats, splits, a long
 * dealer id) to push the cells and the card rows to their limits.
 */
export function writeBigLog(path: string, copies: number): void {
  const hands = readFileSync(DEMO, 'utf8').split('\n').filter((l) => l.startsWith('{') && l.endsWith('}'))
    .map((l) => JSON.parse(l) as Record<string, any>)
    .filter((h) => !JSON.stringify(h).includes('"1x"'));
  const out: string[] = [];
  for (let i = 0; i < copies; i++) {
    for (const h of hands) {
      out.push(JSON.stringify({ ...h, hand_id: `${h['hand_id']}-${String(i).padStart(4, '0')}`, table_id: `PL-${10 + (i % 7)}`, dealer_id: `D-${100 + (i % 13)}` }));
    }
  }
  out.push(JSON.stringify(crowdedHand()));
  writeFileSync(path, out.join('\n') + '\n');
}

function crowdedHand(): Record<string, unknown> {
  const ev: Record<string, unknown>[] = [];
  const cards = [['Ts', '9s'], ['8h', '8d'], ['Qc', '7h'], ['5d', '6c'], ['Ad', '7s'], ['9h', '9c'], ['Kd', '2h']];
  for (let s = 1; s <= 7; s++) ev.push({ type: 'bet', seat: s, spot: 'main', amount: 1000 + s * 111.25 });
  for (let s = 1; s <= 7; s++) ev.push({ type: 'deal', to: `seat:${s}`, card: cards[s - 1]![0] });
  ev.push({ type: 'deal', to: 'dealer', card: '6h' });
  for (let s = 1; s <= 7; s++) ev.push({ type: 'deal', to: `seat:${s}`, card: cards[s - 1]![1] });
  ev.push({ type: 'deal', to: 'dealer', card: '4c', face: 'down' });
  ev.push({ type: 'decision', seat: 1, hand: 1, action: 'stand' });
  ev.push({ type: 'decision', seat: 2, hand: 1, action: 'split', amount: 1222.5 });
  ev.push({ type: 'deal', to: 'seat:2', hand: 1, card: '3c' });
  ev.push({ type: 'decision', seat: 2, hand: 1, action: 'hit' });
  ev.push({ type: 'deal', to: 'seat:2', hand: 1, card: '2d' });
  ev.push({ type: 'decision', seat: 2, hand: 1, action: 'hit' });
  ev.push({ type: 'deal', to: 'seat:2', hand: 1, card: '4s' });
  ev.push({ type: 'decision', seat: 2, hand: 1, action: 'stand' });
  ev.push({ type: 'deal', to: 'seat:2', hand: 2, card: 'Jh' });
  ev.push({ type: 'decision', seat: 2, hand: 2, action: 'stand' });
  for (let s = 3; s <= 7; s++) ev.push({ type: 'decision', seat: s, hand: 1, action: 'stand' });
  ev.push({ type: 'reveal', to: 'dealer', card: '4c' });
  ev.push({ type: 'deal', to: 'dealer', card: '5h' });
  ev.push({ type: 'deal', to: 'dealer', card: '2s' });
  // Dealer 17. Every box is settled wrong by 0.01, so each gets a finding.
  const settle: [number, number, string, number][] = [
    [1, 1, 'payout', 1111.24], [2, 1, 'payout', 1222.49], [2, 2, 'payout', 1222.49], [3, 1, 'payout', 1333.74], [4, 1, 'return', 1444.99],
    [5, 1, 'return', 1555.24], [6, 1, 'payout', 1666.49], [7, 1, 'payout', 0.01],
  ];
  for (const [seat, hand, type, amount] of settle) ev.push({ type, seat, hand, spot: 'main', amount });
  return {
    hand_id: 'CROWDED-HAND-WITH-A-RATHER-LONG-IDENTIFIER-0000000001', game: 'pot-luck-blackjack', table_id: 'PL-99-SALA-PRIVADA-SEGUNDO-PISO',
    dealer_id: 'D-99999-NOMBRE-DE-TURNO-NOCHE-LARGO', started_at: '2026-11-07T03:59:59-05:00', currency: 'PEN',
    table: { decks: 6, min_bet: 10, max_bet: 2000, max_splits: 3 }, events: ev,
  };
}
