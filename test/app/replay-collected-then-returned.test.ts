// veedor replay: a wager collected and then handed back was told «returned the stake (0)», hiding the collection; on a
// loser whose collection the table undid, beside «owed by the player 55.00», the words contradicted the money. The
// table's settlements are told in the order made, with the net beside them, and what is owed on its own line.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderReplayText } from '../../reports/replay/text.js';
import { replayOf, ROOT } from '../helpers/replay.js';
import { tempDir } from '../helpers/temp.js';

const TIE = 'fixtures/pe-pot-luck-black-jack/art17-tie-returned-then-collected.json';

// The clean example's first hand, seat 1's losing 55 collected (step 21) and then handed back (step 22).
function undoneLoss(): string {
  const doc = JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/clean-examples.json'), 'utf8'));
  const hand = (Array.isArray(doc) ? doc : doc.hands)[0];
  const i = hand.events.findIndex((e: { type: string; seat?: number }) => e.type === 'collect' && e.seat === 1);
  hand.events.splice(i + 1, 0, { type: 'return', seat: 1, spot: 'main', hand: 1, amount: 55 });
  const path = join(tempDir(), 'undone-loss.ndjson');
  writeFileSync(path, JSON.stringify(hand) + '\n');
  return path;
}

describe('replay: a collection and then a return, told in that order', () => {
  it('a tie of 35.50 collected and then handed back: both told, net 0, nothing owed (es, en)', async () => {
    const en = renderReplayText(await replayOf(TIE, 'PL-A17-RC', 'en'));
    expect(en).toContain('    Table: collected PEN 35.50, then returned PEN 35.50 (PEN 0.00)\n    Money owed: nothing owed');
    expect(en).not.toContain('returned the stake (0)');
    const es = renderReplayText(await replayOf(TIE, 'PL-A17-RC', 'es'));
    expect(es).toContain('    La mesa: cobró PEN 35.50 y luego devolvió PEN 35.50 (PEN 0.00)\n    Dinero debido: nada debido');
    expect(es).not.toContain('devolvió la apuesta (0)');
  });

  it('a loser of 55 collected and then handed back: what the table did, and 55 owed by the player (es, en)', async () => {
    const path = undoneLoss();
    const en = await replayOf(path, 'EX-PLBJ-000014', 'en');
    const seat1 = en.wagers.find((w) => w.label === 'Seat 1, the main bet')!;
    expect([seat1.actualText, seat1.actual, seat1.required, seat1.wrong]).toEqual(['collected PEN 55.00, then returned PEN 55.00', 0, -5500, true]);
    expect(renderReplayText(en).replace(/\n +/g, ' ')).toContain('Table: collected PEN 55.00, then returned PEN 55.00 (PEN 0.00) Money owed: owed by the player PEN 55.00');
    const es = await replayOf(path, 'EX-PLBJ-000014', 'es');
    expect(renderReplayText(es).replace(/\n +/g, ' ')).toContain('La mesa: cobró PEN 55.00 y luego devolvió PEN 55.00 (PEN 0.00) Dinero debido: debido por el jugador PEN 55.00');
  });
});
