import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Money } from '../../../engine/core/money.js';
import { renderReplayJson } from '../../../reports/replay/json.js';
import { balanceLines } from '../../../reports/replay/labels.js';
import { renderReplayText } from '../../../reports/replay/text.js';
import { tempDir } from '../../helpers/audit-files.js';
import { replayOf } from '../../helpers/replay.js';

// dispute27: a pai gow player whose pai gow wager the table collected during the bonus settlement, before a card was
// dealt, read in the replay's balance "Nothing to pay or return: no finding changes the money of this hand". The
// catalog does not judge the pai gow wager (other sections of Reglamento 8669 settle it; the wager line says so), so
// the balance cannot say nothing is owed on it: it now names that money as not judged, in every renderer.
const m = (units: number) => Math.round(units * 100) as Money;

/** One pai gow hand (USD, 5½ to 1): seat 2's pai gow wager of 10 collected with the losing bonus bet on 2, the number 6. */
function collectedBeforeTheCards(): string {
  const cards = ['Ah', 'Jh', '2c', '3d', '4s', '5h', '9d'];
  const hand = {
    hand_id: 'D27-PG-01', game: 'pai-gow-bonus', table_id: 'PG-27', dealer_id: 'D-327', started_at: '2026-12-07T20:00:00-04:00',
    currency: 'USD', table: { min_bet: 5, max_bet: 1000, bonus_payout: 5.5 },
    events: [
      { type: 'bet', seat: 2, spot: 'paigow', amount: 10 }, { type: 'bet', seat: 2, spot: 'bonus', number: 2, amount: 22 },
      { type: 'procedure', name: 'no_more_bets' }, { type: 'rng', value: 6 },
      { type: 'collect', seat: 2, spot: 'bonus', number: 2, amount: 22 }, { type: 'collect', seat: 2, spot: 'paigow', amount: 10 },
      ...cards.map((card) => ({ type: 'deal', to: 'seat:2', card, face: 'down' })),
      ...['Kc', 'Kd', '7s', '8s', '2d', '3c', '6c'].map((card) => ({ type: 'deal', to: 'dealer', card, face: 'down' })),
    ],
  };
  const log = join(tempDir(), 'pg.ndjson');
  writeFileSync(log, `${JSON.stringify(hand)}\n`);
  return log;
}

describe('money on a wager the catalog does not judge, in the balance', () => {
  it('a pai gow wager collected during the bonus settlement: named as not judged, never "nothing to pay or return"', async () => {
    const log = collectedBeforeTheCards();
    const en = await replayOf(log, 'D27-PG-01', 'en');
    // The finding is the procedure one (Art. 10-10.15(C)), with no money: the balance owes no one anything it judges.
    expect(en.steps[5]!.findings.map((f) => [f.rule, f.article, f.owed])).toEqual([['bonus-independent-of-paigow', 'Art. 10-10.15(C)', undefined]]);
    expect(en.balance.seats).toEqual([]);
    expect(en.balance.notJudged).toEqual([{ seat: 2, label: 'Seat 2, the pai gow bet', actual: m(-10), actualText: 'collected USD 10.00' }]);
    expect(balanceLines(en.balance, 'en', 'USD')).toEqual([
      'No finding changes the money of the wagers this catalog judges.',
      'Not judged by this catalog (the balance says nothing of this money, neither owed nor settled right):',
      '  Seat 2, the pai gow bet: collected USD 10.00 (USD -10.00)',
    ]);
    const es = await replayOf(log, 'D27-PG-01', 'es');
    expect(balanceLines(es.balance, 'es', 'USD')).toEqual([
      'Ningún hallazgo cambia el dinero de las apuestas que este catálogo juzga.',
      'Sin juzgar en este catálogo (el balance no dice nada de este dinero: ni que se deba ni que se liquidara bien):',
      '  Asiento 2, la apuesta de pai gow: cobró USD 10.00 (USD -10.00)',
    ]);
    expect(renderReplayText(en)).not.toContain('Nothing to pay or return');
    expect(JSON.parse(renderReplayJson(en)).balance.not_judged).toEqual([{ seat: 2, wager: 'Seat 2, the pai gow bet', actual: -10 }]);
  });

  it('a pai gow wager paid 20 with the bonus payout (FX-PG-C-02): the 20 named beside the balance', async () => {
    const d = await replayOf('fixtures/pr-8669-pai-gow-bonus/c-independent.json', 'FX-PG-C-02', 'en');
    expect(d.balance.notJudged).toEqual([{ seat: 3, label: 'Seat 3, the pai gow bet', actual: m(20), actualText: 'paid USD 20.00' }]);
    expect(balanceLines(d.balance, 'en', 'USD').at(-1)).toBe('  Seat 3, the pai gow bet: paid USD 20.00 (USD +20.00)');
  });

  it('a pai gow wager with no settlement (the catalog leaves it to the hands) adds nothing: the balance as before', async () => {
    const d = await replayOf('fixtures/pr-8669-pai-gow-bonus/clean.json', 'FX-PG-CL-04', 'en');
    expect(d.wagers.some((w) => w.label.endsWith('the pai gow bet') && w.actual === 0)).toBe(true);
    expect(d.balance.notJudged).toEqual([]);
    expect(balanceLines(d.balance, 'en', 'USD')).toEqual(['Nothing to pay or return: no finding changes the money of this hand.']);
  });
});
