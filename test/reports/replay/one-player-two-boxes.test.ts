import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Money } from '../../../engine/core/money.js';
import { renderReplayJson } from '../../../reports/replay/json.js';
import { balanceLines } from '../../../reports/replay/labels.js';
import { tempDir } from '../../helpers/audit-files.js';
import { replayOf } from '../../helpers/replay.js';

// dispute27: one player (the log names him, P1) on boxes 1 and 3; box 1's 19 against 17 paid 40 on 50 (owed 10), box
// 3's tie on 17 paid 40 (he owes 40). The balance's "Hand total, player by player" named him twice, as "the player on
// seat 1" and "the player on seat 3", as if two people: he is one, and owes 30 net. Each box's terms stay as they were.
const m = (units: number) => Math.round(units * 100) as Money;

function hand(player3: string | undefined): string {
  const p = (seat: number) => (seat === 1 ? { player: 'P1' } : player3 === undefined ? {} : { player: player3 });
  const events = [
    { type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'seat:1' },
    { type: 'bet', seat: 1, spot: 'main', amount: 50, ...p(1) }, { type: 'bet', seat: 3, spot: 'main', amount: 40, ...p(3) },
    { type: 'deal', to: 'seat:1', card: 'Th' }, { type: 'deal', to: 'seat:3', card: '9h' }, { type: 'deal', to: 'dealer', card: '7c' },
    { type: 'deal', to: 'seat:1', card: '9d' }, { type: 'deal', to: 'seat:3', card: '8d' }, { type: 'deal', to: 'dealer', card: 'Tc', face: 'down' },
    { type: 'procedure', name: 'offer_surrender' },
    { type: 'decision', seat: 1, hand: 1, action: 'stand', ...p(1) }, { type: 'decision', seat: 3, hand: 1, action: 'stand', ...p(3) },
    { type: 'reveal', to: 'dealer', card: 'Tc' },
    { type: 'payout', seat: 1, spot: 'main', hand: 1, amount: 40 }, { type: 'payout', seat: 3, spot: 'main', hand: 1, amount: 40 },
  ];
  const h = {
    hand_id: 'D27-BOXES', game: 'pot-luck-blackjack', ruleset: 'pe-pot-luck-black-jack', table_id: 'PL-27', dealer_id: 'D-271',
    started_at: '2026-12-07T20:00:00-05:00', currency: 'PEN', table: { decks: 6, min_bet: 10, max_bet: 2000, max_splits: 3, pool_commission_pct: 5 }, events,
  };
  const log = join(tempDir(), 'boxes.ndjson');
  writeFileSync(log, `${JSON.stringify(h)}\n`);
  return log;
}

describe('one player on two boxes, in the balance', () => {
  it('his net over both boxes is one entry of the hand total (es, en, JSON); each box keeps its own terms', async () => {
    const log = hand('P1');
    const en = await replayOf(log, 'D27-BOXES', 'en');
    expect(en.balance.seats.map((s) => [s.seat, s.total])).toEqual([[1, m(10)], [3, m(-40)]]);
    expect(en.balance.players).toEqual([{ player: 'P1', seats: [1, 3], total: m(-30) }]);
    const lines = balanceLines(en.balance, 'en', 'PEN');
    expect(lines).toContain('  = PEN +10.00: owed to the player on seat 1 PEN 10.00.');
    expect(lines).toContain('  = PEN -40.00: owed by the player on seat 3 PEN 40.00.');
    expect(lines).toContain('Hand total, player by player: the player P1 (Seat 1, Seat 3): owed by him PEN 30.00 net (Seat 1 PEN +10.00, Seat 3 PEN -40.00).');
    const es = await replayOf(log, 'D27-BOXES', 'es');
    expect(balanceLines(es.balance, 'es', 'PEN')).toContain('Total de la mano, jugador por jugador: el jugador P1 (Asiento 1, Asiento 3): debido por él PEN 30.00 en neto (Asiento 1 PEN +10.00, Asiento 3 PEN -40.00).');
    const json = JSON.parse(renderReplayJson(en)).balance;
    expect(json.players).toEqual([{ player: 'P1', seats: [1, 3], owed_to_player: -30 }]);
    expect([json.net_owed_to_players, json.house_owes_players, json.house_is_owed_by_players]).toEqual([-30, 10, 40]);
  });

  it('two players (P1, P2), or a box that names no one: two entries, never netted', async () => {
    for (const other of ['P2', undefined]) {
      const en = await replayOf(hand(other), 'D27-BOXES', 'en');
      expect(en.balance.players).toEqual([]);
      expect(balanceLines(en.balance, 'en', 'PEN')).toContain('Hand total, player by player: owed to the player on seat 1 PEN 10.00; owed by the player on seat 3 PEN 40.00.');
    }
  });
});
