// `--stats`: the players' net result per wager type, checked where the expectation can be computed
// exactly: the pai gow bonus (a number 1-7, each with probability 1/7), the pot luck pool (the
// house keeps exactly the commission), and Caribbean Stud (each wager's net recomputed from the
// cards dealt; the dealer qualifying as often as ace-king or better comes in five cards).
import { describe, expect, it, vi } from 'vitest';
import { simulate } from '../../simulate/core/run.js';
import { StatsCollector, edge, formatStats } from '../../simulate/core/stats.js';
import type { LogHand } from '../../simulate/core/types.js';
import { simulateCommand } from '../../cli/commands/simulate.js';
import { potLuckSimulator } from '../../simulate/pe-pot-luck-black-jack/simulate.js';
import { paiGowSimulator } from '../../simulate/pr-8669-pai-gow-bonus/simulate.js';
import { caribenoSimulator } from '../../simulate/pe-poker-caribeno/simulate.js';
import { categoryOf, evaluate5, evaluateHand, isAceKingOrBetter, parseCard } from '../../engine/poker/evaluator.js';

const cents = (x: unknown) => Math.round(Number(x) * 100);

/** A winner's payout at `ratio` (hundredths) rounded to the dollar, half up: worked out here again. */
function payout(stakeCents: number, ratio: number): number {
  const exact = (stakeCents * ratio) / 100; // cents, possibly fractional
  const dollars = Math.floor(exact / 100);
  return (exact - dollars * 100 >= 50 ? dollars + 1 : dollars) * 100;
}

/** E[net] of a bonus bet: wins 1 time in 7, loses the stake 6 times in 7. */
function expectedNet(stakeCents: number, ratio: number): number {
  return (payout(stakeCents, ratio) - 6 * stakeCents) / 7;
}

describe('--stats: pai gow bonus bet', () => {
  it('the edge formula: at 5½ to 1 on a stake with an exact payout, (5.5 - 6) / 7 per unit; at 6 to 1, fair', () => {
    expect(expectedNet(200, 550) / 200).toBeCloseTo((5.5 - 6) / 7, 12);
    expect((5.5 - 6) / 7).toBeCloseTo(-0.0714286, 6);
    expect(expectedNet(1000, 600)).toBe(0);
    // Rounding to the dollar favours odd stakes at 5½: $1 pays $6 (5.5 rounded up), a fair bet.
    expect(expectedNet(100, 550)).toBe(0);
  });

  const SCALE = Math.max(1, Number(process.env['VEEDOR_SIM_SCALE'] ?? 1));
  const hands = [...simulate(paiGowSimulator, { hands: 24_000 * SCALE, tables: 6, seed: 2026 })].map((h) => h.hand);

  it('the net per payout is exactly what each round\'s number makes of its stakes (recomputed here)', () => {
    const stats = new StatsCollector();
    let net = 0;
    for (const hand of hands) {
      stats.add(hand);
      const ratio = cents(hand.table!['bonus_payout']);
      const drawn = hand.events.find((e) => e.type === 'rng')!['value'];
      for (const e of hand.events) {
        if (e.type !== 'bet' || e['spot'] !== 'bonus') continue;
        net += e['number'] === drawn ? payout(cents(e['amount']), ratio) : -cents(e['amount']);
      }
    }
    expect(stats.rows().find((r) => r.spot === 'bonus')!.net).toBe(net);
  });

  it('agrees with the exact expectation for its stakes, per posted payout and overall (within 4 standard errors)', () => {
    const groups = new Map<number | 'all', { stats: StatsCollector; expected: number }>();
    const group = (k: number | 'all') => {
      let g = groups.get(k);
      if (!g) groups.set(k, (g = { stats: new StatsCollector(), expected: 0 }));
      return g;
    };
    for (const hand of hands) {
      const ratio = cents(hand.table!['bonus_payout']);
      for (const g of [group(ratio), group('all')]) {
        g.stats.add(hand);
        for (const e of hand.events) if (e.type === 'bet' && e['spot'] === 'bonus') g.expected += expectedNet(cents(e['amount']), ratio);
      }
    }
    expect([...groups.keys()].filter((k) => k !== 'all').sort()).toEqual([550, 575, 600]);
    for (const [k, g] of groups) {
      const bonus = g.stats.rows().find((r) => r.spot === 'bonus')!;
      const e = edge(bonus);
      const expectedPerUnit = g.expected / bonus.initial;
      expect(bonus.wagers, `${k}`).toBeGreaterThan(5000);
      expect(Math.abs(e.perInitial - expectedPerUnit), `${k}: ${e.perInitial} vs ${expectedPerUnit} ± ${e.standardError}`).toBeLessThan(4 * e.standardError);
      if (k === 550) {
        // Between the even-stake edge (-7.14 %) and fair: odd stakes round up.
        expect(expectedPerUnit).toBeGreaterThan(-0.0715);
        expect(expectedPerUnit).toBeLessThan(-0.05);
      }
      if (k === 600) expect(expectedPerUnit).toBe(0);
    }
  });
});

describe('--stats: pot luck', () => {
  const hands: LogHand[] = [...simulate(potLuckSimulator, { hands: 3000, tables: 4, seed: 5 })].map((h) => h.hand);
  const stats = new StatsCollector();
  for (const h of hands) stats.add(h);
  const rows = new Map(stats.rows().map((r) => [r.spot, r]));
  const sum = (ok: (e: Record<string, unknown>) => boolean) =>
    hands.flatMap((h) => h.events).filter(ok).reduce((a, e) => a + cents(e['amount']), 0);

  it('the pool: the players lose exactly the commissions the house kept', () => {
    const commission = sum((e) => e['type'] === 'commission');
    expect(commission).toBeGreaterThan(0);
    expect(rows.get('pool')!.net).toBe(-commission);
    expect(rows.get('pool')!.initial).toBe(sum((e) => e['type'] === 'bet' && e['spot'] === 'pool'));
  });

  it('main: initial stakes are the bets, total staked adds doubles and splits; net is payouts less collections', () => {
    const main = rows.get('main')!;
    expect(main.initial).toBe(sum((e) => e['type'] === 'bet' && e['spot'] === 'main'));
    expect(main.staked).toBe(main.initial + sum((e) => e['type'] === 'decision' && (e['action'] === 'double' || e['action'] === 'split')));
    expect(main.net).toBe(sum((e) => e['type'] === 'payout' && e['spot'] === 'main') - sum((e) => e['type'] === 'collect' && e['spot'] === 'main'));
    expect(rows.get('insurance')!.initial).toBe(sum((e) => e['type'] === 'decision' && e['action'] === 'insurance'));
  });

  it('prints one row per wager type', () => {
    const text = formatStats(stats.rows(), { ruleset: potLuckSimulator.ruleset, hands: 3000, seed: 5, lang: 'en' });
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('Players\' net result per wager type: pe-pot-luck-black-jack, 3000 rounds, seed 5');
    expect(lines.slice(3).map((l) => l.split(/\s+/)[0])).toEqual(['main', 'insurance', 'pool']);
    expect(lines[3]).toMatch(/%$/);
  });

  it('keeps every heading apart from the one before it and over its own column, in both languages', () => {
    for (const lang of ['es', 'en'] as const) {
      const lines = formatStats(stats.rows(), { ruleset: potLuckSimulator.ruleset, hands: 3000, seed: 5, lang }).trim().split('\n');
      const heading = lines[2]!;
      // The Spanish headings once ran together: "neto jugadorespor unidad inicial".
      const words = lang === 'es'
        ? ['casilla', 'apuestas', 'apostado inicial', 'apostado total', 'neto jugadores', 'por unidad inicial', '± 95 %', 'por unidad total']
        : ['spot', 'wagers', 'initial stakes', 'total staked', 'net to players', 'per unit initial', '± 95 %', 'per unit staked'];
      expect(heading.split(/\s{2,}/)).toEqual(words);
      // Each right-aligned heading ends in the column its figures end in (the main row's cells).
      const main = lines[3]!;
      for (const h of words.slice(1)) {
        const end = heading.indexOf(h) + h.length;
        expect(main[end - 1], `${lang} ${h}`).not.toBe(' ');
        expect(main[end] ?? ' ', `${lang} ${h}`).toBe(' ');
      }
    }
  });
});

describe('--stats: Caribbean Stud', () => {
  const SCALE = Math.max(1, Number(process.env['VEEDOR_SIM_SCALE'] ?? 1));
  const ROUNDS = 20_000 * SCALE;
  const hands = [...simulate(caribenoSimulator, { hands: ROUNDS, tables: 3, seed: 99 })].map((h) => h.hand);
  const dealerOf = (hand: LogHand) => hand.events.filter((e) => e.type === 'deal' && e['to'] === 'dealer').map((e) => parseCard(String(e['card'])));

  it('each wager\'s net is what the cards make of it (Arts. 11º-15º, recomputed here with the evaluator)', () => {
    const stats = new StatsCollector();
    const net = { ante: 0, bet: 0 };
    const staked = { ante: 0, bet: 0 };
    const cases = new Map<string, number>();
    for (const hand of hands) {
      stats.add(hand);
      const table = hand.table as { bet_paytable: Record<string, number>; max_payout?: number };
      const dealer = evaluateHand(dealerOf(hand));
      for (const bet of hand.events.filter((e) => e.type === 'bet')) {
        const seat = bet['seat'];
        const ante = cents(bet['amount']);
        const decision = hand.events.find((e) => e.type === 'decision' && e['seat'] === seat)!;
        staked.ante += ante;
        let c: string;
        if (decision['action'] === 'fold') {
          net.ante -= ante;
          c = 'fold';
        } else {
          const raise = cents(decision['amount']);
          expect(raise).toBe(2 * ante);
          staked.bet += raise;
          const player = evaluateHand(hand.events.filter((e) => e.type === 'deal' && e['to'] === `seat:${seat}`).map((e) => parseCard(String(e['card']))));
          if (!isAceKingOrBetter(dealer)) {
            net.ante += ante;
            c = 'no hand';
          } else if (player < dealer) {
            net.ante -= ante;
            net.bet -= raise;
            c = 'loss';
          } else if (player === dealer) {
            c = 'tie';
          } else {
            const full = raise * table.bet_paytable[categoryOf(player)]!;
            const cap = table.max_payout === undefined ? Infinity : cents(table.max_payout);
            net.ante += ante;
            net.bet += Math.min(full, cap);
            c = full > cap ? 'capped win' : 'win';
          }
        }
        cases.set(c, (cases.get(c) ?? 0) + 1);
      }
    }
    const rows = new Map(stats.rows().map((r) => [r.spot, r]));
    expect([...rows.keys()]).toEqual(['ante', 'bet']);
    expect(rows.get('ante')!.net).toBe(net.ante);
    expect(rows.get('bet')!.net).toBe(net.bet);
    expect(rows.get('ante')!.initial).toBe(staked.ante);
    expect(rows.get('bet')!.initial).toBe(staked.bet);
    // Every case occurs, so each branch above was compared against the log.
    for (const c of ['fold', 'no hand', 'loss', 'win', 'capped win']) expect(cases.get(c) ?? 0, c).toBeGreaterThan(50);
  });

  it('the dealer qualifies as often as ace-king or better comes in five cards from 52 (within 3 standard errors)', () => {
    // Exact by enumeration of the 2,598,960 hands, and by counting: every hand but the high-card ones
    // (1,277 rank sets that are no straight, 4^5 - 4 suitings that are no flush), plus the high-card
    // ones holding an ace and a king (C(11,3) - 1 rank sets without A-K-Q-J-T).
    let qualifying = 0;
    for (let a = 0; a < 48; a++) for (let b = a + 1; b < 49; b++) for (let c = b + 1; c < 50; c++) for (let d = c + 1; d < 51; d++) for (let e = d + 1; e < 52; e++) {
      if (isAceKingOrBetter(evaluate5(a, b, c, d, e))) qualifying++;
    }
    expect(qualifying).toBe(2_598_960 - 1_277 * 1_020 + 164 * 1_020);
    const p = qualifying / 2_598_960;
    expect(p).toBeCloseTo(0.563187, 6);
    const seen = hands.filter((h) => isAceKingOrBetter(evaluateHand(dealerOf(h)))).length;
    const se = Math.sqrt((p * (1 - p)) / hands.length);
    expect(Math.abs(seen / hands.length - p), `${seen} of ${hands.length}`).toBeLessThan(3 * se);
  });

  it('prints the ante and the bet', () => {
    const stats = new StatsCollector();
    for (const h of hands.slice(0, 2000)) stats.add(h);
    const lines = formatStats(stats.rows(), { ruleset: caribenoSimulator.ruleset, hands: 2000, seed: 99, lang: 'en' }).trim().split('\n');
    expect(lines.slice(3).map((l) => l.split(/\s+/)[0])).toEqual(['ante', 'bet']);
  });
});

describe('--stats: the standard error takes the round as its unit', () => {
  const round = (id: string, events: Record<string, unknown>[]): LogHand =>
    ({ hand_id: id, game: 'dragon-six-baccarat', table_id: 'T', started_at: '2026-01-05T20:00:00-05:00', events: events as LogHand['events'] }) as LogHand;
  const bet = (seat: number, amount: number) => ({ type: 'bet', seat, spot: 'banker', amount });
  const win = (seat: number, amount: number) => ({ type: 'payout', seat, spot: 'banker', amount });
  const lose = (seat: number, amount: number) => ({ type: 'collect', seat, spot: 'banker', amount });

  it('two seats on one coup\'s Banca are one observation of twice the stake, not two independent ones', () => {
    const split = new StatsCollector();
    const joint = new StatsCollector();
    split.add(round('a', [bet(1, 10), bet(2, 10), win(1, 10), win(2, 10)]));
    split.add(round('b', [bet(1, 10), bet(2, 10), lose(1, 10), lose(2, 10)]));
    split.add(round('c', [bet(1, 10), bet(2, 10), win(1, 5), win(2, 5)]));
    joint.add(round('a', [bet(1, 20), win(1, 20)]));
    joint.add(round('b', [bet(1, 20), lose(1, 20)]));
    joint.add(round('c', [bet(1, 20), win(1, 10)]));
    const [s, j] = [edge(split.rows()[0]!), edge(joint.rows()[0]!)];
    expect(s.perInitial).toBeCloseTo(1 / 6, 12);
    expect(s.standardError).toBeCloseTo(j.standardError, 12);
    // Per wager, the same three coups would have looked like six and claimed an error 1/√2 as large.
    expect(s.standardError).toBeGreaterThan(0.4);
  });

  it('a push counts its stake and no money; a commission kept on a spot is lost', () => {
    const c = new StatsCollector();
    c.add(round('a', [bet(1, 10), { type: 'return', seat: 1, spot: 'banker', amount: 10 }]));
    c.add(round('b', [bet(1, 10), win(1, 10), { type: 'commission', spot: 'banker', amount: 0.5 }]));
    const r = c.rows()[0]!;
    expect([r.wagers, r.initial, r.net, r.settled]).toEqual([2, 2000, 950, true]);
  });
});

describe('veedor simulate --stats', () => {
  it('prints the table and, without --out, writes no hands', async () => {
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await simulateCommand({ ruleset: 'pr-8669-pai-gow-bonus', hands: '500', stats: true, seed: '3', lang: 'en' })).toBe(0);
      const printed = spy.mock.calls.map((c) => String(c[0])).join('');
      expect(printed).toMatch(/^Players' net result per wager type: pr-8669-pai-gow-bonus, 500 rounds, seed 3\n/);
      expect(printed).toMatch(/\npai gow\s+\d+\s+[\d.]+\s+[\d.]+\s+not settled\n/);
      expect(printed).toMatch(/\nbonus\s+\d+/);
      expect(printed).not.toContain('"hand_id"');
    } finally {
      spy.mockRestore();
    }
  });
});
