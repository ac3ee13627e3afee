import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHandInLog } from '../../audit/find-hand.js';
import { parseCard } from '../../engine/core/cards.js';
import type { Card } from '../../engine/core/cards.js';
import type { Money } from '../../engine/core/money.js';
import type { HandEvent } from '../../engine/core/types.js';
import { RULESETS, rulesetById } from '../../rules-catalog/index.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import { buildReplayDocument } from '../../app/replay-document.js';
import { narrateEvent } from '../../reports/replay/narrate.js';
import { WORDS } from '../../engine/core/words.js';
import { renderReplayText } from '../../reports/replay/text.js';
import { nearestRequired } from '../../reports/replay/labels.js';
import { renderReplayHtml } from '../../reports/replay/html.js';
import { tempDir } from '../helpers/audit-files.js';
import { fixtureLogs } from '../helpers/golden.js';
import { act, back, bet, deal, hole, pay, potLuck, reveal, take } from '../helpers/bj.js';
import { ROOT, replayOf, rulesetsCountingDealerExtraCards } from '../helpers/replay.js';

const m = (units: number) => Math.round(units * 100) as Money;

/** Every hand of every ruleset's golden fixtures, with the log it is in. */
function fixtureHands(): { log: string; hand: string }[] {
  const out: { log: string; hand: string }[] = [];
  for (const rs of RULESETS) {
    const dir = join('fixtures', rs.id);
    for (const name of fixtureLogs(rs.id)) {
      const doc = JSON.parse(readFileSync(join(ROOT, dir, name), 'utf8')) as unknown;
      const hands = (Array.isArray(doc) ? doc : (doc as { hands?: unknown[] }).hands ?? [doc]) as { hand_id: string }[];
      for (const h of hands) out.push({ log: join(dir, name), hand: h.hand_id });
    }
  }
  return out;
}

function writeLog(hands: Record<string, unknown>[]): string {
  const path = join(tempDir(), 'log.ndjson');
  writeFileSync(path, hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
  return path;
}

describe('replay of every fixture hand', () => {
  for (const { log, hand } of fixtureHands()) {
    it(`${hand} (${log})`, async () => {
      process.chdir(ROOT);
      const found = await findHandInLog(log, hand, { rulesets: RULESETS });
      expect(found.kind).toBe('found');
      if (found.kind !== 'found') return;
      for (const lang of ['es', 'en'] as const) {
        const d = buildReplayDocument(found, lang);
        expect(d.steps.map((s) => s.n)).toEqual(found.hand.events.map((e) => e.index));
        // Each finding shown exactly once: at its step, or at the end of the hand.
        const shown = d.steps.reduce((a, s) => a + s.findings.length, 0) + d.endFindings.length;
        expect(shown).toBe(found.findings.length);
        // The family's requirement and the rules agree on every wager's money.
        for (const w of d.wagers) {
          if (w.required === undefined || w.noFinding) continue;
          // Measured from the accepted amount nearest to what the table did, as the findings are.
          expect(w.owed, `${hand} ${w.label}`).toBe(nearestRequired(w.actual, w.required, w.alsoAccepted) - w.actual);
        }
        // The balance is the audit's money, to the cent; an over-payment the text allows (a warning) is listed, marked,
        // and outside the total (no debt of the player).
        const allowed = (f: { severity: string; owed_to_player?: number }) => f.severity === 'warning' && (f.owed_to_player ?? 0) < 0;
        const owed = found.findings.reduce((a, f) => a + (allowed(f) ? 0 : f.owed_to_player ?? 0), 0);
        expect(d.balance.total).toBe(owed);
        const marked = d.balance.seats.flatMap((s) => s.terms).filter((t) => t.allowed).map((t) => t.amount).sort((a, b) => a - b);
        expect(marked).toEqual(found.findings.filter(allowed).map((f) => f.owed_to_player).sort((a, b) => a! - b!));
        // No event fell through to the generic words.
        for (const s of d.steps) expect(s.text, s.text).not.toMatch(/^(Procedimiento|Procedure|Evento|Event) |decide[s]? [«"]/);
        expect(renderReplayText(d).length).toBeGreaterThan(500);
      }
    });
  }
});

describe('odd-cent stakes: the replay measures money as the findings do (review12b)', () => {
  const mb = 'fixtures/es-marbella-black-jack/clause-r12b-odd-stakes-rounded-each.json';
  const m = (x: number) => Math.round(x * 100) as Money;

  it('a box and a bet behind of 25.05 each, paid 75.14 together: accepted (75.14 to 75.16), nothing owed', async () => {
    const en = await replayOf(mb, 'R12B-MB-TOGETHER-EACH-DOWN', 'en');
    expect(en.wagers.map((w) => ({ required: w.required, alsoAccepted: w.alsoAccepted, actual: w.actual, owed: w.owed, wrong: w.wrong })))
      .toEqual([{ required: m(75.14), alsoAccepted: m(75.16), actual: m(75.14), owed: 0, wrong: false }]);
    expect(en.wagers[0]!.requiredWhy).toContain('3 to 2 on EUR 50.10 = EUR +75.15 (accepted: EUR +75.14 to EUR +75.16, the cent rounded down or up on each stake)');
    const es = await replayOf(mb, 'R12B-MB-TOGETHER-EACH-DOWN', 'es');
    expect(es.wagers[0]!.requiredWhy).toContain('(se acepta de EUR +75.14 a EUR +75.16: el céntimo por defecto o por exceso, en cada apuesta por separado)');
    expect(renderReplayText(en)).toContain('nothing owed (required - settled: EUR +75.14 - EUR +75.14 = EUR 0.00) — correct');
  });

  it('25.05 paid 40.00 for a blackjack: owed back from 37.58, the cent above, in the wager and the balance alike', async () => {
    const en = await replayOf(mb, 'R12B-MB-ODD-OVERPAID', 'en');
    expect(en.wagers.map((w) => ({ required: w.required, alsoAccepted: w.alsoAccepted, actual: w.actual, owed: w.owed, wrong: w.wrong })))
      .toEqual([{ required: m(37.57), alsoAccepted: m(37.58), actual: m(40), owed: m(-2.42), wrong: true }]);
    expect(en.balance.total).toBe(m(-2.42));
    const text = renderReplayText(en);
    expect(text).toContain('owed by the player EUR 2.42 (required - settled: EUR +37.58 - EUR +40.00 = EUR');
    expect(text).not.toContain('2.43');
  });
});

describe('a bet behind the box: the balance names its player as the finding does', () => {
  it('the player named on the bet only (its payout names none): P9 owed 10.00 in the balance, apart from the box (es, en)', async () => {
    // Box 100 and P9's 40 behind it, 20 against the dealer's 19: P9's bet paid 30, its payout naming no player. The
    // finding names P9 (behind, player from the bet); the balance read the player off the payout and called him nobody.
    const hand = {
      hand_id: 'BH-P9', game: 'blackjack', ruleset: 'es-marbella-black-jack', table_id: 'MB-1', dealer_id: 'C-1',
      started_at: '2026-11-12T23:30:00+01:00', currency: 'EUR', table: { decks: 6, min_bet: 5, max_bet: 1000 },
      events: [
        { type: 'bet', spot: 'main', seat: 1, amount: 100, player: 'P1' },
        { type: 'bet', behind: true, player: 'P9', spot: 'main', seat: 1, amount: 40 },
        { type: 'deal', to: 'seat:1', card: 'Ts' }, { type: 'deal', to: 'dealer', card: '9h' },
        { type: 'deal', to: 'seat:1', card: 'Qd' }, { type: 'deal', to: 'dealer', card: 'Th', face: 'down' },
        { type: 'decision', seat: 1, hand: 1, action: 'stand' }, { type: 'reveal', to: 'dealer', card: 'Th' },
        { type: 'payout', seat: 1, spot: 'main', amount: 100, hand: 1 },
        { type: 'payout', seat: 1, spot: 'main', amount: 30, hand: 1, behind: true },
      ],
    };
    const log = join(tempDir(), 'behind.ndjson');
    writeFileSync(log, JSON.stringify(hand) + '\n');
    const en = await replayOf(log, 'BH-P9', 'en');
    expect(en.balance.seats.map((s) => ({ seat: s.seat, player: s.player, total: s.total }))).toEqual([{ seat: 1, player: 'P9', total: 1000 }]);
    expect(renderReplayText(en)).toContain('= EUR +10.00: owed to the player behind seat 1 (P9) EUR 10.00.');
    const es = await replayOf(log, 'BH-P9', 'es');
    expect(renderReplayText(es)).toContain('= EUR +10.00: debido al jugador de detrás del asiento 1 (P9) EUR 10.00.');
  });
});

describe('the posted table the hand was judged against (heading)', () => {
  const cs = 'fixtures/pe-poker-caribeno/clause-r11-five-seats-posted-paytable-cap.json';

  it('names every posted field as the format names it, amounts as posted, in both languages', async () => {
    const en = await replayOf(cs, 'R11-CS-FIVE-SEATS-POSTED-TABLE', 'en');
    expect(en.head.posted).toEqual([
      { field: 'decks', value: '1' }, { field: 'min_bet', value: '5' }, { field: 'max_bet', value: '100' }, { field: 'max_payout', value: '300' },
      { field: 'bet_paytable', value: 'royal_flush 200, straight_flush 60, four_of_a_kind 25, full_house 8, flush 6, straight 5, three_of_a_kind 3, two_pair 2, one_pair 1, high_card 1' },
      { field: 'bet_to_ante_ratio', value: '2' },
    ]);
    expect(en.head.unread).toEqual([]);
    expect(renderReplayText(en).replace(/\n {2}(?=\S)/g, ' ')).toContain('Posted table configuration: decks 1 · min_bet PEN 5.00 · max_bet PEN 100.00 · max_payout PEN 300.00 ·');
    const es = await replayOf(cs, 'R11-CS-FIVE-SEATS-POSTED-TABLE', 'es');
    expect(renderReplayText(es).replace(/\n {2}(?=\S)/g, ' ')).toContain('Configuración publicada de la mesa: decks 1 · min_bet PEN 5.00 · max_bet PEN 100.00 · max_payout PEN 300.00 ·');
    expect(renderReplayHtml(es)).toContain('<span id="posted">Configuración publicada de la mesa: decks 1 · min_bet PEN 5.00 ·');
  });

  it('a hand judged with no posted table says so: the catalog\'s parameters govern (a tables file left off the replay is seen)', async () => {
    const doc = JSON.parse(readFileSync(join(ROOT, cs), 'utf8')) as Record<string, any>[];
    const { table: _posted, ...bare } = doc[0]!;
    const log = writeLog([{ ...bare, hand_id: 'NO-TABLE' }]);
    const en = await replayOf(log, 'NO-TABLE', 'en');
    expect(en.head.posted).toEqual([]);
    expect(renderReplayText(en).replace(/\n\s+/g, ' ')).toContain('Posted table configuration: none (neither the log nor a tables file gives one): the catalog\'s parameters govern');
    // Judged without the posted cap and pay table: the four of a kind capped at 300 is now owed 20 to 1 (Art. 14º).
    expect(en.findingCount).toBe(3);
    const es = await replayOf(log, 'NO-TABLE', 'es');
    expect(renderReplayText(es).replace(/\n\s+/g, ' ')).toContain('Configuración publicada de la mesa: ninguna (ni el registro ni un archivo de mesas la traen): rigen los parámetros del catálogo');
  });

  it('fields the format does not define are listed as not read, never silently dropped; ratios and percentages as posted', async () => {
    const doc = JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/clause-r11-six-seats-posted-commission-splits.json'), 'utf8')) as Record<string, any>[];
    const hand = { ...doc[1]!, hand_id: 'UNREAD', table: { ...doc[1]!.table, pool_commission_pct: 2.5, blackjack_payout: '6:5', currency: 'PEN' } };
    const en = await replayOf(writeLog([hand]), 'UNREAD', 'en');
    expect(en.head.posted).toContainEqual({ field: 'pool_commission_pct', value: '2.5' });
    expect(en.head.posted).toContainEqual({ field: 'currency', value: 'PEN' });
    expect(en.head.unread).toEqual(['blackjack_payout "6:5"']);
    expect(renderReplayText(en).replace(/\n\s+/g, ' ')).toContain('· fields the format does not define, which Veedor does not read: blackjack_payout "6:5"');
    const es = await replayOf(writeLog([hand]), 'UNREAD', 'es');
    expect(renderReplayText(es).replace(/\n\s+/g, ' ')).toContain('· campos que el formato no define y Veedor no lee: blackjack_payout "6:5"');
  });
  it('a field the catalog reads by name (dealer_blackjack_takes_table_flag) is shown as posted, not as unread', async () => {
    const rulesets = RULESETS.map((rs) => {
      if (rs.id !== 'es-marbella-black-jack') return rs;
      const flag = rs.parameters['dealer_blackjack_takes_table_flag']!;
      return { ...rs, parameters: { ...rs.parameters, dealer_blackjack_takes_table_flag: { ...flag, value: 'house_obo' } } };
    });
    const doc = JSON.parse(readFileSync(join(ROOT, 'fixtures/es-marbella-black-jack/clause-r11-five-boxes-no-hole-original-bets-only.json'), 'utf8')) as Record<string, any>[];
    const { original_bets_only: _obo, ...table } = doc[1]!.table;
    const log = writeLog([{ ...doc[1]!, hand_id: 'HOUSE-FLAG', table: { ...table, house_obo: true, house_note: 'x' } }]);
    const d = await replayOf(log, 'HOUSE-FLAG', 'en', rulesets);
    expect(d.head.posted).toContainEqual({ field: 'house_obo', value: 'true' });
    expect(d.head.unread).toEqual(['house_note "x"']);
    // The flag is read: the split hands and the double lose only the original wagers, settled so: no money finding.
    expect(d.balance.total).toBe(0);
  });
});

describe('what should have happened', () => {
  it('an insurance over half the original wager: required on the lawful part, the excess owed back (insurance_only_as_allowed)', async () => {
    // PL-A10-OVER: seat 4 insured 60 on 100 and was paid 2 to 1 on the 60 (120); Art. 10º admits 50: 100 required.
    const d = await replayOf('fixtures/pe-pot-luck-black-jack/art10-insurance-over-half.json', 'PL-A10-OVER', 'en');
    const ins = d.wagers.find((w) => w.label.includes('insurance'))!;
    expect(ins).toMatchObject({ stake: m(60), required: m(100), actual: m(120), owed: m(-20), wrong: true, article: 'Art. 10º' });
    expect(ins.requiredWhy).toBe('PEN 10.00 over the limit is no stake and is handed back; the dealer has blackjack: insurance wins 2 to 1 on PEN 50.00 = PEN +100.00');
  });

  it('a split box whose one original wager the table took from hand 2 against the dealer\'s blackjack: settled as required, nothing owed', async () => {
    // Pot Luck Art. 13º: 8 8 split on 50, the dealer's A T: the box loses 50 once; the table returned hand 1 and took hand 2.
    const log = writeLog([potLuck([
      bet(1, 50), deal('seat:1', '8h'), deal('dealer', 'Tc'), deal('seat:1', '8d'), hole('As'),
      act(1, 'split', { amount: 50 }), deal('seat:1', '3h', { hand: 1 }), act(1, 'stand'), deal('seat:1', 'Kc', { hand: 2 }),
      act(1, 'stand', { hand: 2 }), reveal('As'), back(1, 50), take(1, 50, { hand: 2 }),
    ], undefined, 'SPLIT-BJ')]);
    const d = await replayOf(log, 'SPLIT-BJ', 'en');
    expect(d.wagers.map((w) => ({ label: w.label, required: w.required, actual: w.actual, owed: w.owed, wrong: w.wrong }))).toEqual([
      { label: 'Seat 1, hand 1, the main bet', required: 0, actual: 0, owed: 0, wrong: false },
      { label: 'Seat 1, hand 2, the main bet', required: m(-50), actual: m(-50), owed: 0, wrong: false },
    ]);
    expect(d.wagers[0]!.requiredWhy).toContain('the split box loses only the original wager, once for the box');
    expect(d.balance.total).toBe(0);
  });

  describe('the pool bet (Pot Luck Art. 18º): who won it, on what score, and the award at the posted commission', () => {
    const six = 'fixtures/pe-pot-luck-black-jack/clause-r11-six-seats-posted-commission-splits.json';
    const pools = (d: Awaited<ReturnType<typeof replayOf>>) => d.wagers.filter((w) => w.key.split('|')[1] === 'pool');

    it('six seats, 3 % posted: the winner is owed the pool less 3 %, every other pool bet nothing, with the scores', async () => {
      // Seats 1-5 bet 1 each on the pool; seat 1's Black Jack is the highest score; 5.00 less 3 % (0.15) = 4.85; the
      // table kept 0.25 and awarded 4.75 (pool-award, step 57: 0.10 owed).
      const en = await replayOf(six, 'R11-PL-SIX-SEATS-POSTED-3PCT-ONE-SPLIT', 'en');
      expect(pools(en).map((w) => ({ seat: w.seat, basis: w.basis, stake: w.stake, required: w.required, actual: w.actual, owed: w.owed, wrong: w.wrong, article: w.article }))).toEqual([
        { seat: 1, basis: 'award', stake: m(1), required: m(4.85), actual: m(4.75), owed: m(0.1), wrong: true, article: 'Art. 18º' },
        ...[2, 3, 4, 5].map((seat) => ({ seat, basis: 'award', stake: m(1), required: 0, actual: 0, owed: 0, wrong: false, article: 'Art. 18º' })),
      ]);
      expect(pools(en)[0]!.requiredWhy).toBe('the highest score when the mandatory dealing concluded is 21 (seat 1): it wins every stake on the pool bet, less the commission (3 % posted at the table): pool PEN 5.00 - commission PEN 0.15 = PEN 4.85');
      expect(pools(en)[1]!.requiredWhy).toBe('the highest score when the mandatory dealing concluded is 21 (seat 1), not this seat\'s (16): its stake is part of the pool that seat wins; nothing is owed from the pool bet (PEN 0.00)');
      const es = await replayOf(six, 'R11-PL-SIX-SEATS-POSTED-3PCT-ONE-SPLIT', 'es');
      expect(pools(es)[0]!.requiredWhy).toBe('la mayor puntuación al concluir la entrega obligatoria es 21 (el asiento 1): gana lo apostado al pool bet por todos, menos la comisión (3 % publicado en la mesa): pozo PEN 5.00 - comisión PEN 0.15 = PEN 4.85');
      expect(pools(es)[3]!.requiredWhy).toBe('la mayor puntuación al concluir la entrega obligatoria es 21 (el asiento 1), no la de este asiento (20): su apuesta es parte del pozo que gana aquel; nada le corresponde del pool bet (PEN 0.00)');
      // Seat 2's third hand came from a split past the posted max_splits 1 (clause31: split_max_posted_voids, PL-11º-5):
      // no hand, its 50.10 paid is owed back by the player (-50.10), beside the 0.13 the table owes on the pool and main.
      expect(en.balance.total).toBe(m(0.13 - 50.1));
    });

    it('a posting over the article\'s 5 % is reckoned at 5 %; a tie shares the award', async () => {
      // PL-A18-POOL: the table posts 7 %; seats 1 and 2 tie on 19; 30 less 5 % = 28.50, 14.25 each; the table awarded seat 4 the pool less 7 % (27.90).
      const d = await replayOf('fixtures/pe-pot-luck-black-jack/art18-pool-wrong-winner-commission-over-5.json', 'PL-A18-POOL', 'en');
      const [one, two, four] = pools(d);
      expect([one, two, four].map((w) => [w!.seat, w!.required, w!.actual, w!.owed])).toEqual([[1, m(14.25), 0, m(14.25)], [2, m(14.25), 0, m(14.25)], [4, 0, m(27.9), m(-27.9)]]);
      expect(one!.requiredWhy).toBe('the highest score when the mandatory dealing concluded is 19 (seats 1, 2, tied): they win every stake on the pool bet, less the commission (the table posts 7 %, over the 5 % Art. 18º allows: reckoned at 5 %): pool PEN 30.00 - commission PEN 1.50 = PEN 28.50, shared by 2: PEN 14.25 is this seat\'s');
      const es = await replayOf('fixtures/pe-pot-luck-black-jack/art18-pool-wrong-winner-commission-over-5.json', 'PL-A18-POOL', 'es');
      expect(pools(es)[2]!.requiredWhy).toContain('no la de este asiento (');
      expect(pools(es)[2]!.requiredWhy).toContain('su apuesta es parte del pozo que ganan aquellos');
      expect(pools(es)[0]!.requiredWhy).toContain('(la mesa publica 7 %, más del 5 % que permite el Art. 18º: se calcula al 5 %)');
    });

    it('no commission posted: the award is the pool less what was kept, up to 5 %', async () => {
      const doc = JSON.parse(readFileSync(join(ROOT, six), 'utf8')) as Record<string, any>[];
      const hand = { ...doc[1]!, hand_id: 'UNPOSTED', table: { ...doc[1]!.table } };
      delete hand.table.pool_commission_pct;
      const d = await replayOf(writeLog([hand]), 'UNPOSTED', 'en');
      expect(pools(d)[0]).toMatchObject({ seat: 1, required: m(4.85), actual: m(4.85), owed: 0, wrong: false });
      expect(pools(d)[0]!.requiredWhy).toContain('(the table posts no commission: what was kept, up to 5 %): pool PEN 5.00 - commission PEN 0.15 = PEN 4.85');
    });
  });

  it('a late pool stake (Art. 18º): judged where the log settles it, said not judged where it shows nothing', async () => {
    // clause-r12-late-pool-settled: seat 2 bets 10 on the pool after the mandatory dealing; the pool (seats 1 and 3,
    // 20.00) is seat 1's on 16: 19.00. Handed back 5: owed 5. Left alone (the table paid out no more than the pool):
    // not judged, and the line says why instead of "no finding" or nothing. Seat 1 paid by a payout on the pool: paid.
    const log = 'fixtures/pe-pot-luck-black-jack/clause-r12-late-pool-settled.json';
    const pools = (d: Awaited<ReturnType<typeof replayOf>>) => d.wagers.filter((w) => w.key.split('|')[1] === 'pool');
    const half = pools(await replayOf(log, 'PL-R12-LATE-POOL-HALF-BACK', 'en'));
    expect(half.map((w) => [w.seat, w.stake, w.required, w.actual, w.owed, w.wrong])).toEqual([
      [1, m(10), m(19), m(19), 0, false], [2, m(10), 0, m(-5), m(5), true], [3, m(10), 0, 0, 0, false],
    ]);
    expect(half[1]!.requiredWhy).toBe('PEN 10.00 bet after the mandatory dealing concluded is not in the pool and is handed back whole (PEN 0.00)');
    const alone = await replayOf(log, 'PL-R12-LATE-POOL-LEFT-ALONE', 'en');
    const late = pools(alone).find((w) => w.seat === 2)!;
    expect([late.required, late.actual, late.owed, late.wrong, late.noFinding]).toEqual([undefined, 0, 0, false, false]);
    expect(late.requiredWhy).toBe('PEN 10.00 bet after the mandatory dealing concluded is not in the pool and is handed back whole, but the log does not say what became of it (no return nor collection, and the table paid out no more than the pool): not judged');
    const es = pools(await replayOf(log, 'PL-R12-LATE-POOL-LEFT-ALONE', 'es')).find((w) => w.seat === 2)!;
    expect(es.requiredWhy).toBe('PEN 10.00 apostado después de concluida la entrega obligatoria no entra en el pozo y se devuelve entero, pero el registro no dice qué se hizo con él (ninguna devolución ni cobro, y la mesa no pagó más que el pozo): no se juzga');
    const payout = pools(await replayOf(log, 'PL-R12-POOL-PAID-BY-PAYOUT', 'en'));
    expect(payout[0]).toMatchObject({ seat: 1, required: m(19), actual: m(19), owed: 0, wrong: false });
  });

  it('Caribbean Stud, a hand that cannot be valued: each wager said unresolved and not judged, not "no finding" (es, en)', async () => {
    // clause-r12-unjudged-and-late-ante: the dealer dealt himself four cards; zone 1 holds four in the other hand.
    const log = 'fixtures/pe-poker-caribeno/clause-r12-unjudged-and-late-ante.json';
    const dealer = await replayOf(log, 'CS-R12-DEALER-FOUR-CARDS', 'en');
    expect(dealer.wagers.map((w) => [w.seat, w.key.split('|')[1], w.stake, w.actual, w.required, w.noFinding, w.owed])).toEqual([
      [1, 'ante', m(40), m(40), undefined, false, 0], [1, 'bet', m(80), 0, undefined, false, 0],
      [2, 'ante', m(30), m(-30), undefined, false, 0], [2, 'bet', m(60), m(-60), undefined, false, 0],
    ]);
    expect(dealer.wagers[0]!.requiredWhy).toBe('unresolved: the dealer has 4 cards recorded, not five (Art. 10º): his hand cannot be valued, so what the rules require is not known; the audit does not judge this settlement');
    const es = await replayOf(log, 'CS-R12-DEALER-FOUR-CARDS', 'es');
    expect(es.wagers[0]!.requiredWhy).toBe('sin resolver: el dealer tiene 4 cartas registradas, no cinco (Art. 10º): su mano no puede valorarse, así que no se sabe qué exige el reglamento; la auditoría no juzga esta liquidación');
    const zone = await replayOf(log, 'CS-R12-ZONE-FOUR-CARDS', 'en');
    expect(zone.wagers.map((w) => [w.seat, w.key.split('|')[1], w.required, w.noFinding])).toEqual([
      [1, 'ante', undefined, false], [1, 'bet', undefined, false], [2, 'ante', m(30), false], [2, 'bet', 0, false],
    ]);
    expect(zone.wagers[1]!.requiredWhy).toBe('unresolved: the zone has 4 cards recorded, not five (Art. 10º): its hand cannot be valued, so what the rules require is not known; the audit does not judge this settlement');
    expect((await replayOf(log, 'CS-R12-ZONE-FOUR-CARDS', 'es')).wagers[0]!.requiredWhy).toContain('sin resolver: la zona tiene 4 cartas registradas, no cinco (Art. 10º)');
    expect(renderReplayText(dealer)).not.toContain('no finding (the audit found nothing wrong');
  });

  it('Caribbean Stud, the same card twice: valued with two decks, unresolved with one, saying the card, its count and the decks (es, en)', async () => {
    // clause29-other: the zone's Ah Ah Kh Qh 2h. With two decks posted it is a flush (5 to 1); with one, the replay said
    // «A♥ appears twice among the zone's five cards» whatever the decks, and the two-deck hand was not judged at all.
    const hand = (id: string, decks: number) => ({
      hand_id: id, game: 'caribbean-stud', ruleset: 'pe-poker-caribeno', table_id: 'T', dealer_id: 'D', started_at: '2026-03-06T18:02:05-05:00', currency: 'PEN',
      table: { decks, min_bet: 5, max_bet: 500 },
      events: [
        { type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'dealer' },
        { type: 'bet', seat: 1, spot: 'ante', amount: 10 },
        ...['Ah', 'Ah', 'Kh', 'Qh', '2h'].flatMap((c, i) => [{ type: 'deal', to: 'seat:1', card: c, face: 'down' }, { type: 'deal', to: 'dealer', card: ['As', 'Kd', '7c', '4s', '2c'][i], face: i === 4 ? 'up' : 'down' }]),
        { type: 'decision', seat: 1, action: 'bet', amount: 20 },
        ...['As', 'Kd', '7c', '4s'].map((c) => ({ type: 'reveal', to: 'dealer', card: c })),
        { type: 'payout', seat: 1, spot: 'ante', amount: 10 }, { type: 'payout', seat: 1, spot: 'bet', amount: 20 },
      ],
    });
    const log = join(tempDir(), 'repeated.ndjson');
    writeFileSync(log, [hand('TWO', 2), hand('ONE', 1)].map((h) => JSON.stringify(h)).join('\n') + '\n');
    const two = await replayOf(log, 'TWO', 'en');
    expect(two.wagers.map((w) => [w.key.split('|')[1], w.required, w.actual, w.owed])).toEqual([['ante', m(10), m(10), 0], ['bet', m(100), m(20), m(80)]]);
    expect(two.wagers[1]!.requiredWhy).toContain('flush (A♥ A♥ K♥ Q♥ 2♥)');
    const one = await replayOf(log, 'ONE', 'en');
    expect(one.wagers[0]!.requiredWhy).toBe('unresolved: A♥ appears 2 times among the zone\'s and the dealer\'s cards and one deck is in play (Art. 5º): the hands cannot be compared, so what the rules require is not known; the audit does not judge this settlement');
    expect((await replayOf(log, 'ONE', 'es')).wagers[0]!.requiredWhy).toBe('sin resolver: la carta A♥ aparece 2 veces entre las cartas de la zona y las del dealer y hay una sola baraja en juego (Art. 5º): las manos no pueden compararse, así que no se sabe qué exige el reglamento; la auditoría no juzga esta liquidación');
  });

  it('Dragon Six, a coup with no result: wagers on it said not judged; a late bet judged void all the same (es, en)', async () => {
    // clause-r12-no-result-late-bet: Punto 9♠ K♦, Banca 2♥ only; seat 1's Banca bet handed back, seat 4's late 50 collected.
    const log = 'fixtures/pe-dragon-six-baccarat/clause-r12-no-result-late-bet.json';
    const en = await replayOf(log, 'D6-R12-NO-RESULT-LATE-BET-COLLECTED', 'en');
    expect(en.wagers.map((w) => [w.seat, w.stake, w.required, w.actual, w.owed, w.noFinding])).toEqual([
      [1, m(10), undefined, 0, 0, false], [4, m(50), 0, m(-50), m(50), false],
    ]);
    expect(en.wagers[0]!.requiredWhy).toBe('no result: Punto has 2 cards and Banca 1 card (Art. 10º deals two to each first): the coup has no result, so what the rules require is not known; the audit does not judge this settlement');
    expect(en.wagers[1]!.requiredWhy).toBe('bet made after the first card (Art. 7º): no wager, with a result or without one; it is handed back whole, PEN 50.00 (PEN 0.00)');
    expect(en.wagers[1]!.article).toBe('Art. 7º');
    const es = await replayOf(log, 'D6-R12-NO-RESULT-LATE-BET-COLLECTED', 'es');
    expect(es.wagers[0]!.requiredWhy).toBe('sin resultado: Punto tiene 2 cartas y Banca 1 carta (el Art. 10º reparte primero dos a cada uno): la partida no tiene resultado, así que no se sabe qué exige el reglamento; la auditoría no juzga esta liquidación');
    expect(es.wagers[1]!.requiredWhy).toBe('apuesta hecha después de la primera carta (Art. 7º): no es apuesta, con resultado o sin él; se devuelve entera, PEN 50.00 (PEN 0.00)');
    expect(en.balance.total).toBe(m(50));
  });

  it('a bet behind a box with no bet of its own, nothing settled: said not judged, not "no finding" (es, en)', async () => {
    // MB-JUG-EMPTY: P-5 bets 100 behind seat 5, which holds no bet; the table settled nothing on it.
    const log = 'fixtures/es-marbella-black-jack/jugadores-behind-over-max-and-empty-box.json';
    const en = (await replayOf(log, 'MB-JUG-EMPTY', 'en')).wagers.find((w) => w.seat === 5)!;
    expect([en.stake, en.required, en.actual, en.owed, en.noFinding]).toEqual([m(100), undefined, 0, 0, false]);
    expect(en.requiredWhy).toBe('a bet behind a box with no bet of its own: there is no hand to follow, it is no wager and is handed back whole; the table recorded no settlement of it, and the audit judges no settlement that was not made');
    const es = (await replayOf(log, 'MB-JUG-EMPTY', 'es')).wagers.find((w) => w.seat === 5)!;
    expect(es.requiredWhy).toBe('apuesta de detrás de una casilla sin apuesta propia: no hay mano que seguir, no es apuesta y se devuelve entera; la mesa no registró su liquidación, y la auditoría no juzga una liquidación que no se hizo');
  });

  it('a pai gow wager settled naming a bonus number is one line, the pai gow wager, not a second "no finding" line', async () => {
    // FX-PG-C-02: seat 3's pai gow payout of 20 names number 2 (bonus-independent-of-paigow reports it, Art. 10-10.15(C)).
    const d = await replayOf('fixtures/pr-8669-pai-gow-bonus/c-independent.json', 'FX-PG-C-02', 'en');
    expect(d.wagers.map((w) => [w.label, w.actual, w.noFinding])).toEqual([
      ['Seat 3, the bonus bet, number 2', m(30), false], ['Seat 3, the pai gow bet', m(20), false],
    ]);
  });

  it('a hand the dealer never completed is not judged: the replay does not call its settlement wrong (the audit has no money on it)', async () => {
    // Pot Luck: the dealer's up card, no hole card ever dealt; seat 1 stood on 13 and was paid 100. No rule judges an
    // unresolved hand (mainOutcome 'unresolved'); the replay once required 0 of it: "owed by the player 100 — the
    // table got it wrong" above a balance with nothing owed.
    const log = writeLog([potLuck([
      bet(1, 100), deal('seat:1', '3s'), deal('dealer', '9c'), deal('seat:1', 'Kc'), act(1, 'stand'), pay(1, 100),
    ], undefined, 'UNRESOLVED')]);
    const en = await replayOf(log, 'UNRESOLVED', 'en');
    expect(en.wagers).toHaveLength(1);
    expect(en.wagers[0]).toMatchObject({ label: 'Seat 1, the main bet', stake: m(100), actual: m(100), owed: 0, wrong: false });
    expect(en.wagers[0]!.required).toBeUndefined();
    expect(en.wagers[0]!.requiredWhy).toBe('unresolved: the dealer never completed his hand, so what the rules require is not known; the audit does not judge this settlement');
    expect(en.balance.total).toBe(0);
    expect(renderReplayText(en)).not.toContain('the table got it wrong');
    const es = await replayOf(log, 'UNRESOLVED', 'es');
    expect(es.wagers[0]!.requiredWhy).toBe('sin resolver: el dealer no completó su mano, así que no se sabe qué exige el reglamento; la auditoría no juzga esta liquidación');
    expect(renderReplayText(es)).not.toContain('la mesa se equivocó');
  });

  it('a bet behind one box settled on another: the money the table moved on no wager is on that box\'s line, as the balance has it', async () => {
    // P9 bet 20 behind seat 2; the dealer busted and the table paid P9's 20 on seat 1 (behind: true, player P9), where
    // no one bet behind. settled-without-wager: seat 1 owes 20; win-pays-1-to-1: P9 behind seat 2 is owed 20. The replay
    // once showed seat 1 as "nothing owed (+100 - +100) — the table got it wrong" while its balance charged 20.
    const log = writeLog([potLuck([
      bet(1, 100), bet(2, 50), bet(2, 20, 'main', { behind: true, player: 'P9' }),
      deal('seat:1', 'Th'), deal('seat:2', '9h'), deal('dealer', '6c'), deal('seat:1', '8d'), deal('seat:2', '9d'), hole('Ts'),
      act(1, 'stand'), act(2, 'stand'), reveal('Ts'), deal('dealer', '8s'),
      pay(1, 100), pay(2, 50), pay(1, 20, { behind: true, player: 'P9' }),
    ], undefined, 'BEHIND-ELSEWHERE')]);
    const en = await replayOf(log, 'BEHIND-ELSEWHERE', 'en');
    expect(en.wagers.map((w) => ({ label: w.label, required: w.required, actual: w.actual, owed: w.owed, wrong: w.wrong }))).toEqual([
      { label: 'Seat 1, the main bet', required: m(100), actual: m(120), owed: m(-20), wrong: true },
      { label: 'Seat 2, the main bet', required: m(70), actual: m(50), owed: m(20), wrong: true },
    ]);
    expect(en.wagers[0]!.requiredWhy).toBe('the dealer busted on 24: wins 1 to 1 on 100.00 = +100.00; the bet behind the box (P9): no such wager on the layout: nothing to settle (0.00)');
    expect(en.balance.total).toBe(0);
    const es = await replayOf(log, 'BEHIND-ELSEWHERE', 'es');
    expect(es.wagers[0]!.requiredWhy).toBe('el dealer se pasó con 24: gana 1 a 1 sobre 100.00 = +100.00; apuesta de detrás de la casilla (P9): no hay una apuesta así sobre el tapete: nada que liquidar (0.00)');
  });

  it('a bonus bet the text does not allow, handed back whole: what should have happened is said, with its paragraph (not "no finding")', async () => {
    // clause-r11 pai gow: seat 5 bet 0.99 on 3, under (B)(7)'s $1.00 minimum, and was handed it back; the number was 3.
    const pg = 'fixtures/pr-8669-pai-gow-bonus/clause-r11-six-seats-posted-ratio-cap.json';
    const en = await replayOf(pg, 'R11-PG-SIX-SEATS-POSTED-5.75-SETTLED-RIGHT', 'en');
    const five = en.wagers.find((w) => w.seat === 5 && w.key.split('|')[1] === 'bonus')!;
    expect(five).toMatchObject({ stake: m(0.99), required: 0, actual: 0, owed: 0, wrong: false, noFinding: false, article: 'Art. 10-10.15(B)(7)' });
    expect(five.requiredWhy).toBe('below (B)(7)\'s minimum of USD 1.00: not admitted, and handed back whole, USD 0.99 (USD 0.00)');
    const es = await replayOf(pg, 'R11-PG-SIX-SEATS-POSTED-5.75-SETTLED-RIGHT', 'es');
    expect(es.wagers.find((w) => w.seat === 5 && w.key.split('|')[1] === 'bonus')!.requiredWhy).toBe('por debajo del mínimo de USD 1.00 del (B)(7): no está admitida y se devuelve entera, USD 0.99 (USD 0.00)');
    // The same hand with seat 4's bet on 7 made in cash and handed back whole: (B)(2).
    const doc = JSON.parse(readFileSync(join(ROOT, pg), 'utf8')) as Record<string, any>[];
    const hand = { ...doc[1]!, hand_id: 'CASH-BONUS', events: doc[1]!.events.map((e: Record<string, unknown>, i: number) => (
      i === 8 ? { ...e, medium: 'cash' } : i === 15 ? { type: 'return', seat: 4, spot: 'bonus', amount: 1, number: 7 } : e)) };
    const cash = await replayOf(writeLog([hand]), 'CASH-BONUS', 'en');
    const seven = cash.wagers.find((w) => w.seat === 4 && w.key.split('|')[3] === '7')!;
    expect(seven).toMatchObject({ required: 0, actual: 0, owed: 0, wrong: false, article: 'Art. 10-10.15(B)(2)' });
    expect(seven.requiredWhy).toBe('not made in chips ((B)(2): no verbal or cash bonus bets): handed back whole, USD 1.00 (USD 0.00)');
  });

  it('a bonus round with no random number: each bonus bet is said not to be judged, not "no finding"', async () => {
    const doc = JSON.parse(readFileSync(join(ROOT, 'fixtures/pr-8669-pai-gow-bonus/clause-r11-six-seats-posted-ratio-cap.json'), 'utf8')) as Record<string, any>[];
    const hand = { ...doc[1]!, hand_id: 'NO-RNG', events: doc[1]!.events.filter((e: { type: string }) => e.type !== 'rng') };
    const en = await replayOf(writeLog([hand]), 'NO-RNG', 'en');
    const bonus = en.wagers.filter((w) => w.key.split('|')[1] === 'bonus');
    expect(bonus.map((w) => [w.seat, w.key.split('|')[3], w.actual, w.required, w.noFinding, w.owed])).toEqual([
      [1, '3', m(19), undefined, false, 0], [1, '5', m(-2), undefined, false, 0], [2, '3', m(58), undefined, false, 0], [3, '3', m(150), undefined, false, 0],
      [4, '3', m(6), undefined, false, 0], [4, '7', m(-1), undefined, false, 0], [5, '3', 0, undefined, false, 0],
    ]);
    expect(bonus[0]!.requiredWhy).toBe('no valid random number is recorded for the round: the bet\'s result cannot be known, and it is not judged (the round\'s findings say why)');
    const es = await replayOf(writeLog([hand]), 'NO-RNG', 'es');
    expect(es.wagers.find((w) => w.key.split('|')[1] === 'bonus')!.requiredWhy).toBe('no consta un número válido del generador para la ronda: el resultado de la apuesta no puede saberse y no se juzga (los hallazgos de la ronda dicen por qué)');
    expect(en.findingCount).toBeGreaterThan(0);
  });

  it('a blackjack paid 1 to 1: the requirement, what the table did, what is owed, with the article', async () => {
    const d = await replayOf('fixtures/pe-pot-luck-black-jack/art13-blackjack-paid-1-to-1.json', 'PL-A13-BJ', 'en');
    expect(d.wagers).toHaveLength(1);
    expect(d.wagers[0]).toMatchObject({ label: 'Seat 1, the main bet', stake: m(100), required: m(150), actual: m(100), owed: m(50), wrong: true, article: 'Art. 13º' });
    expect(d.balance).toEqual({ seats: [{ seat: 1, total: m(50), terms: [{ amount: m(50), article: 'Art. 13º', label: 'Seat 1, the main bet', expected: m(150), actual: m(100) }] }], total: m(50), houseOwes: m(50), houseIsOwed: 0, notJudged: [], players: [] });
    expect(d.steps[8]).toMatchObject({ n: 9, article: 'Art. 13º', articleFromFinding: true });
    expect(d.disputed).toEqual(['Art. 13º']);
  });

  it('a doubled hand against the dealer\'s blackjack: the whole stake where the house takes all, the original where it posts original_bets_only', async () => {
    // Marbella: seat 1 bet 100 and doubled; the croupier's Black Jack takes all 200 (the table collected 100).
    const all = await replayOf('fixtures/es-marbella-black-jack/blackjack-dealer-blackjack-takes-all.json', 'MB-BJ-DEALER', 'es');
    expect(all.wagers[0]).toMatchObject({ label: 'Asiento 1, la apuesta principal', stake: m(200), required: m(-200), actual: m(-100), owed: m(-100), wrong: true });
    expect(all.wagers[0]!.requiredWhy).toBe('Black Jack del croupier: pierde todo lo apostado en la mano, lo doblado incluido, EUR -200.00');
    const allEn = await replayOf('fixtures/es-marbella-black-jack/blackjack-dealer-blackjack-takes-all.json', 'MB-BJ-DEALER', 'en');
    expect(allEn.wagers[0]!.requiredWhy).toBe('dealer blackjack: everything staked on the hand is lost, the double included, EUR -200.00');
    // The same hand where the table posts original_bets_only: only the 100 bet before the double.
    const obo = await replayOf('fixtures/es-marbella-black-jack/blackjack-dealer-blackjack-original-bets-only.json', 'MB-BJ-OBO', 'en');
    expect(obo.wagers[0]).toMatchObject({ required: m(-100), actual: m(-200), owed: m(100) });
    expect(obo.wagers[0]!.requiredWhy).toBe('dealer blackjack: only the original wager is lost, EUR -100.00');
  });

  it('a pool paid to the wrong seat: three seats, who owes whom, the hand total', async () => {
    const d = await replayOf('fixtures/pe-pot-luck-black-jack/art18-pool-wrong-winner-commission-over-5.json', 'PL-A18-POOL', 'es');
    expect(d.balance.seats.map((s) => [s.seat, s.total])).toEqual([[1, m(14.25)], [2, m(14.25)], [4, m(-27.9)]]);
    expect(d.balance.total).toBe(m(0.6));
    // Never netted between players: each seat's money, then the house's, apart.
    expect([d.balance.houseOwes, d.balance.houseIsOwed]).toEqual([m(28.5), m(27.9)]);
    const text = renderReplayText(d);
    expect(text).toContain('debido al jugador del asiento 1 PEN 14.25; debido al');
    expect(text).toContain('La casa: debe PEN 28.50 a jugadores y le deben PEN 27.90; neto de la casa: paga PEN 0.60.');
    expect(text).not.toMatch(/Total de la mano.*= [+-]?(PEN )?0\.60/);
    expect(d.endFindings.map((f) => f.rule)).toEqual(['pool-commission-posted']);
    // The heading counts the finding listed at the end apart from the steps' four.
    expect(text).toContain('\nHallazgos: 5 (pasos 27, 28; 1 al final de la mano)\n');
  });

  it('the heading says where each finding is: at its steps, or at the end of the hand', async () => {
    // FX-PG-B4-01 (demo): a losing bonus bet collected short at step 7, and one never settled (no event to point at).
    const es = renderReplayText(await replayOf('fixtures/demo/pai-gow-san-juan.ndjson', 'FX-PG-B4-01', 'es'));
    expect(es).toContain('\nHallazgos: 2 (paso 7; 1 al final de la mano)\n');
    const en = renderReplayText(await replayOf('fixtures/demo/pai-gow-san-juan.ndjson', 'FX-PG-B4-01', 'en'));
    expect(en).toContain('\nFindings: 2 (step 7; 1 at the end of the hand)\n');
  });
});

describe('articles in dispute are quoted in full', () => {
  it('with the pieces the official page prints out of place (Dragon Six Art. 5º, item g: burning cards)', async () => {
    // FX-A5-1: the new-deck order Art. 5º requires ends in "burn cards", item g, which the page prints before Art. 6º.
    const d = await replayOf('fixtures/demo/dragon-six-lima.ndjson', 'FX-A5-1', 'es');
    expect(d.disputed).toContain('Art. 5º');
    const art5 = d.articles.find((a) => a.article === 'Art. 5º')!;
    expect(art5.text_es).toMatch(/^Articulo 5º\.- De los procedimientos obligatorios cuando se emplean barajas nuevas: /);
    expect(art5.text_es).toMatch(/ \[…\] g\.- Quemar cartas: MORDAZA de iniciar la partida, el dealer procedera a sacar una carta la cual indicara el numero de cartas que tendra que quemar\.$/);
    expect(renderReplayText(d).replace(/\s+/g, ' ')).toContain('[…] g.- Quemar cartas: MORDAZA de iniciar la partida');
  });
});

describe('settlements the log does not tie to a wager', () => {
  it('a bonus settlement without its number is shown on the wager the catalog ties it to (pai gow)', async () => {
    // Collects of 100 and 1 and a payout of 30, none naming its number, on bets on 2 (1), 5 (5) and 6 (100); the number is 5.
    const d = await replayOf('fixtures/pr-8669-pai-gow-bonus/clean.json', 'FX-PG-CL-04', 'en');
    expect(d.wagers.map((w) => [w.label, w.stake, w.required, w.actual, w.wrong])).toEqual([
      ['Seat 1, the bonus bet, number 2', m(1), m(-1), m(-1), false],
      ['Seat 1, the bonus bet, number 5', m(5), m(30), m(30), false],
      ['Seat 1, the bonus bet, number 6', m(100), m(-100), m(-100), false],
      ['Seat 1, the pai gow bet', m(40), undefined, 0, false],
    ]);
    expect(d.wagers[3]!.requiredWhy).toMatch(/^not judged by this catalog/);
    expect(d.finalTable).toContain('Seat 1: bonus on number 6, wager USD 100.00; collected USD 100.00');
  });

  it('the winner collected without its number: the requirement and the money owed (FX-PG-B3-01)', async () => {
    const d = await replayOf('fixtures/pr-8669-pai-gow-bonus/b3-outcome.json', 'FX-PG-B3-01', 'es');
    expect(d.wagers[0]).toMatchObject({ label: 'Asiento 1, la apuesta adicional, número 5', required: m(60), actual: m(-10), owed: m(70), article: 'Art. 10-10.15(B)(3)' });
    expect(d.balance.total).toBe(m(70));
  });
});

describe('money moved on a wager never placed', () => {
  it('pai gow: a number nobody bet, and a seat with no bonus bet at all, each required 0 in its own words', async () => {
    const named = await replayOf('fixtures/pr-8669-pai-gow-bonus/b3-no-wager.json', 'FX-PG-B3-NW-1', 'en');
    expect(named.wagers.find((w) => w.label === 'Seat 1, the bonus bet, number 5')).toMatchObject({ required: m(0), actual: m(22), owed: m(-22), requiredWhy: 'nobody bet on that number: there is nothing to settle (USD 0.00)' });
    const seat = await replayOf('fixtures/pr-8669-pai-gow-bonus/b3-no-wager.json', 'FX-PG-B3-NW-2', 'es');
    expect(seat.wagers.find((w) => w.label === 'Asiento 4, la apuesta adicional')).toMatchObject({ required: m(0), actual: m(-10), owed: m(10), requiredWhy: 'el asiento no hizo ninguna apuesta adicional: no hay nada que liquidar (USD 0.00)' });
  });

  it('Póker Caribeño: a zone with no ante collected, and seat 9 (no ante, no card) paid, each required 0 under Art. 9º', async () => {
    const collected = await replayOf('fixtures/pe-poker-caribeno/art-09-settled-without-ante.json', 'CS-09-NA-1', 'en');
    expect(collected.wagers.find((w) => w.label.startsWith('Zone 2, the ante'))).toMatchObject({ required: m(0), actual: m(-10), owed: m(10), article: 'Art. 9º' });
    const seat9 = await replayOf('fixtures/pe-poker-caribeno/art-09-settled-without-ante.json', 'CS-09-NA-4', 'es');
    expect(seat9.wagers.find((w) => w.label.startsWith('Zona 9'))).toMatchObject({ required: m(0), actual: m(10), owed: m(-10), article: 'Art. 9º' });
    expect(seat9.balance.total).toBe(m(-10));
  });
});

describe('counterfactual: the dealer drew on 17', () => {
  // Pot Luck settles against the hand the dealer had to stand on (Art. 14º «se plantará»), where no what-if is
  // offered; the what-if is for a catalog that counts every card he took: Pot Luck read that way.
  const extraCounted = rulesetsCountingDealerExtraCards();

  it('is not offered where the catalog already settles on the hand he had to stand on (Pot Luck Art. 14º)', async () => {
    const d = await replayOf('fixtures/pe-pot-luck-black-jack/art14-dealer-draws-on-17.json', 'PL-A14-DEALER-17', 'es');
    expect(d.counterfactuals).toEqual([]);
    // The 18 collected against the 17 he had to stand on is a finding, and owed.
    expect(d.balance.total).toBe(m(120));
  });

  it('is labelled apart from the findings and says what standing would have changed', async () => {
    const d = await replayOf('fixtures/pe-pot-luck-black-jack/art14-dealer-draws-on-17.json', 'PL-A14-DEALER-17', 'es', extraCounted);
    expect(d.counterfactuals).toHaveLength(1);
    const c = d.counterfactuals[0]!;
    expect(c).toMatchObject({ event: 17, article: 'Art. 14º', title: 'Si el dealer se hubiera plantado con 17' });
    expect(c.lines.map((l) => [l.seat, l.recorded, l.counterfactual, l.actual, l.ifAdopted])).toEqual([
      [1, m(-30), m(-30), m(-30), 0],
      [3, m(-60), m(60), m(-60), m(120)],
    ]);
    // Not a finding, not in the balance.
    expect(d.balance.total).toBe(0);
    expect(renderReplayText(d)).toContain('CONTRAFÁCTICO (no es un hallazgo ni entra en el saldo)');
  });

  it('cuts both ways: had the dealer stood, a player paid on the dealer\'s bust would have lost', async () => {
    const log = writeLog([potLuck([
      bet(1, 40), deal('seat:1', 'Th'), deal('dealer', 'Td'), deal('seat:1', '6c'), hole('7s'),
      act(1, 'stand'), reveal('7s'), deal('dealer', 'Kc'), pay(1, 40),
    ], undefined, 'CF-BUST')]);
    const d = await replayOf(log, 'CF-BUST', 'en', extraCounted);
    expect(d.counterfactuals[0]!.lines).toEqual([expect.objectContaining({
      seat: 1, recorded: m(40), counterfactual: m(-40), actual: m(40), ifAdopted: m(-80),
      counterfactualWhy: '16 against 17: the wager is lost, -40.00',
    })]);
    expect(renderReplayText(d)).toContain('if the mediation adopts the counterfactual: owed by the player on seat 1 80.00 (counterfactual -');
  });

  it('is not offered when the dealer stood where he had to (a soft 17 stands here)', async () => {
    const log = writeLog([potLuck([
      bet(1, 40), deal('seat:1', 'Th'), deal('dealer', '6d'), deal('seat:1', '8c'), hole('As'),
      act(1, 'stand'), reveal('As'), take(1, 40),
    ], undefined, 'CF-NONE')]);
    expect((await replayOf(log, 'CF-NONE', 'es', extraCounted)).counterfactuals).toEqual([]);
  });
});

describe('counterfactual: a third card against the tableau (baccarat)', () => {
  const d6 = (id: string, events: Record<string, unknown>[]) =>
    ({ hand_id: id, game: 'dragon-six-baccarat', table_id: 'BAC-9', dealer_id: 'D-1', started_at: '2026-03-06T22:00:00-05:00', table: { decks: 8 }, events });
  const bac = (seat: number, spot: string, amount: number) => ({ type: 'bet', seat, spot, amount });
  const to = (side: 'player' | 'banker', card: string) => ({ type: 'deal', to: side, card });
  const settle = (type: string, seat: number, spot: string, amount: number) => ({ type, seat, spot, amount });

  it('re-deals the same cards in shoe order by the tableau: Punto\'s wrong third card would have been Banca\'s', async () => {
    // Punto 4♠ 3♦ (7) must stand, Banca 2♥ K♣ (2) must then draw. Punto drew 5♣ (2) and Banca 4♥ (6): Banca wins with six.
    // By the tableau Punto stands on 7 and Banca draws the next card out, 5♣: 7 against 7, a tie; 4♥ stays in the shoe.
    const log = writeLog([d6('CF-BAC', [
      bac(1, 'player', 20), bac(2, 'tie', 10), bac(3, 'banker', 30),
      to('player', '4s'), to('banker', '2h'), to('player', '3d'), to('banker', 'Kc'), to('player', '5c'), to('banker', '4h'),
      settle('collect', 1, 'player', 20), settle('collect', 2, 'tie', 10), settle('payout', 3, 'banker', 15),
    ])]);
    const d = await replayOf(log, 'CF-BAC', 'en');
    expect(d.findingCount).toBe(1);
    expect(d.steps[7]!.findings.map((f) => f.rule)).toEqual(['third-card-tableau']);
    expect(d.counterfactuals).toHaveLength(1);
    const c = d.counterfactuals[0]!;
    expect(c).toMatchObject({ event: 8, article: 'Art. 10º', title: 'If the third cards had followed the tableau' });
    expect(c.premise).toContain('Punto 4♠ 3♦ (7), Banca 2♥ K♣ 5♣ (7): a tie. 4♥ would not have left the shoe');
    expect(c.lines.map((l) => [l.seat, l.recorded, l.counterfactual, l.actual, l.ifAdopted])).toEqual([
      [1, m(-20), 0, m(-20), m(20)],
      [2, m(-10), m(80), m(-10), m(90)],
      [3, m(15), 0, m(15), m(-15)],
    ]);
    expect(d.balance.total).toBe(0);
  });

  it('says which card was owed, with no wager\'s what-if, when the tableau calls for a card that never left the shoe', async () => {
    // Punto 3♠ 2♦ (5) and Banca K♥ Q♣ (0) both had to draw; nobody did.
    const log = writeLog([d6('CF-NONE-BAC', [
      bac(1, 'banker', 10), to('player', '3s'), to('banker', 'Kh'), to('player', '2d'), to('banker', 'Qc'), settle('collect', 1, 'banker', 10),
    ])]);
    const d = await replayOf(log, 'CF-NONE-BAC', 'en');
    expect(d.steps.flatMap((s) => s.findings).map((f) => f.rule)).toEqual(['third-card-tableau', 'third-card-tableau']);
    expect(d.counterfactuals).toHaveLength(1);
    const c = d.counterfactuals[0]!;
    expect(c).toMatchObject({ event: 6, article: 'Art. 10º', title: 'If the third-card tableau had been followed', lines: [] });
    expect(c.premise).toBe(
      'Punto had 5 (Banca 0) and the tableau completing Art. 10º has it draw a third card, which never left the shoe: the log does not say what it would have been nor what Banca would have done against it, and there is no outcome to set against the one recorded. With the cards recorded: Punto 3♠ 2♦ (5), Banca K♥ Q♣ (0): Punto wins; every wager is judged so.',
    );
    expect(d.balance.total).toBe(0);
  });

  it('a missing Banca third card: which values of it would have given which result', async () => {
    // Punto 10♠ 3♦ (3) draws 4♥ (7); Banca K♥ 4♣ (4) must draw against a 4 and did not. Punto wins 7 to 4 as dealt.
    const log = writeLog([d6('CF-NO-BANCA', [
      bac(1, 'player', 50), bac(2, 'banker', 40),
      to('player', 'Ts'), to('banker', 'Kh'), to('player', '3d'), to('banker', '4c'), to('player', '4h'),
      settle('payout', 1, 'player', 50), settle('collect', 2, 'banker', 40),
    ])]);
    const d = await replayOf(log, 'CF-NO-BANCA', 'en');
    expect(d.counterfactuals).toHaveLength(1);
    const c = d.counterfactuals[0]!;
    expect(c).toMatchObject({ event: 8, article: 'Art. 10º', lines: [] });
    expect(c.premise).toContain('Against Punto\'s 7, with a third card worth 4, 5: Banca wins; worth 3: a tie; worth 0, 1, 2, 6, 7, 8, 9: Punto wins');
    expect(d.wagers.map((w) => [w.seat, w.required, w.actual, w.article])).toEqual([[1, m(50), m(50), 'Art. 8º'], [2, m(-40), m(-40), 'Art. 8º']]);
    expect(d.balance.total).toBe(0);
  });

  it('a coup settled as the tableau has it judges its unsettled wager on that outcome too', async () => {
    // Punto 5♠ 2♦ (7) stands, Banca K♥ 6♣ (6) stands; Punto drew 9♥ (6): a tie as dealt, Punto wins by the tableau.
    // Seats 1-3 settled as Punto wins; seat 4's Banca 20 left on the table: by the tableau it is lost (-20), not returned.
    const log = writeLog([d6('CF-TAB-OPEN', [
      bac(1, 'player', 50), bac(2, 'banker', 40), bac(3, 'tie', 10), bac(4, 'banker', 20),
      to('player', '5s'), to('banker', 'Kh'), to('player', '2d'), to('banker', '6c'), to('player', '9h'),
      settle('payout', 1, 'player', 50), settle('collect', 2, 'banker', 40), settle('collect', 3, 'tie', 10),
    ])]);
    const d = await replayOf(log, 'CF-TAB-OPEN', 'en');
    expect(d.wagers.map((w) => [w.seat, w.required, w.actual, w.article])).toEqual([
      [1, m(50), m(50), 'Art. 10º'], [2, m(-40), m(-40), 'Art. 10º'], [3, m(-10), m(-10), 'Art. 10º'], [4, m(-20), 0, 'Art. 8º'],
    ]);
    expect(d.wagers[3]!.requiredWhy).toBe(
      'the third card went against the tableau (Art. 10º) and the table settled the coup as the tableau would have had it; on that outcome, Punto 7, Banca 6: Punto wins: the Banca bet loses, -20.00',
    );
    expect(d.balance.total).toBe(m(-20));
    // The what-if still sets the cards as dealt against the tableau, wager by wager.
    expect(d.counterfactuals[0]!.lines.map((l) => [l.seat, l.recorded, l.counterfactual])).toEqual([
      [1, 0, m(50)], [2, 0, m(-40)], [3, m(80), m(-10)], [4, 0, m(-20)],
    ]);
  });

  it('a wager placed after the first card and handed back whole is void, not wrong (Art. 7º)', async () => {
    const log = writeLog([d6('LATE-BAC', [
      bac(1, 'player', 10), to('player', '9s'), bac(2, 'banker', 20), to('banker', '2h'), to('player', 'Kd'), to('banker', '3c'),
      settle('payout', 1, 'player', 10), settle('return', 2, 'banker', 20),
    ])]);
    const d = await replayOf(log, 'LATE-BAC', 'en');
    expect(d.wagers.map((w) => [w.label, w.required, w.actual, w.wrong, w.article])).toEqual([
      ['Zone 1, Punto', m(10), m(10), false, 'Art. 8º'],
      ['Zone 2, Banca', 0, 0, false, 'Art. 7º'],
    ]);
    expect(d.wagers[1]!.requiredWhy).toBe('placed after the first card (Art. 7º): it is no wager, handed back whole (0.00)');
  });

  it('a commission kept on a Banca win is inside the wager\'s one balance line, and said where it went', async () => {
    // Punto 3♠ 3♥ (6), Banca 4♦ 4♣ (8): Banca wins. Paid in full, then 5 kept: net 95, owed 5 once.
    const log = writeLog([d6('COMM-BAC', [
      bac(1, 'banker', 100), to('player', '3s'), to('banker', '4d'), to('player', '3h'), to('banker', '4c'),
      settle('payout', 1, 'banker', 100), { type: 'commission', spot: 'banker', amount: 5 },
    ])]);
    const d = await replayOf(log, 'COMM-BAC', 'en');
    expect(d.wagers.map((w) => [w.label, w.required, w.actual, w.owed, w.article])).toEqual([['Zone 1, Banca', m(100), m(95), m(5), 'Art. 8º']]);
    expect(d.wagers[0]!.requiredWhy).toContain('the table also kept a commission of 5.00 (the article allows none), counted in what it settled: +100.00 from payouts');
    expect(d.balance.total).toBe(m(5));
  });

  it('wagers settled on totals the cards contradict cite Art. 8º, as their money findings do (Art. 3º is the coup\'s procedure finding)', async () => {
    const d = await replayOf('fixtures/pe-dragon-six-baccarat/art-03-outcome-contradicts-cards.json', 'FX-A3-1', 'es');
    expect(d.wagers.map((w) => [w.seat, w.article, w.owed])).toEqual([[1, 'Art. 8º', m(-200)], [2, 'Art. 8º', m(100)]]);
    expect(d.steps[7]!.findings.map((f) => [f.rule, f.article])).toEqual([['totals-from-cards', 'Art. 3º'], ['punto-bet-settlement', 'Art. 8º']]);
    expect(d.balance.total).toBe(m(-100));
  });
});

describe('a ruleset with no replay knowledge still replays (generic fallback)', () => {
  const full = rulesetById('pe-pot-luck-black-jack')!;
  // What a new family's catalog looks like before anyone writes describe, phase, governs or hooks.
  const bare: Ruleset = {
    ...full,
    engine: { family: full.engine.family, init: full.engine.init, step: full.engine.step },
    governs: undefined,
    governsNote: undefined,
    replay: undefined,
  };

  it('tells the table from the events, cites the findings\' articles, lists every wager', async () => {
    const d = await replayOf('fixtures/pe-pot-luck-black-jack/art14-dealer-draws-on-17.json', 'PL-A14-DEALER-17', 'es', [bare]);
    expect(d.steps[9]!.table).toEqual([
      'Asiento 1: 10♥ 5♣',
      'Asiento 3: 9♥ 9♠',
      'Dealer: Q♦ ??',
      'Asiento 1, la apuesta principal: PEN 30.00',
      'Asiento 3, la apuesta principal: PEN 60.00',
    ]);
    expect(d.steps.filter((s) => s.article).map((s) => [s.n, s.article])).toEqual([[15, 'Art. 14º'], [17, 'Art. 14º'], [18, 'Art. 15º']]);
    expect(d.wagers.map((w) => [w.label, w.actual, w.noFinding])).toEqual([
      ['Asiento 1, la apuesta principal', m(-30), true],
      ['Asiento 3, la apuesta principal', m(-60), false],
    ]);
    expect(d.steps[15]!.table[2]).toBe('Dealer: Q♦ 7♥');
    expect(d.counterfactuals).toEqual([]);
    expect(renderReplayText(d)).toContain('HALLAZGO Art. 14º (procedure/dealer-draws-to-17)');
  });

  it('takes a wager\'s requirement from its finding', async () => {
    const d = await replayOf('fixtures/pe-pot-luck-black-jack/art13-blackjack-paid-1-to-1.json', 'PL-A13-BJ', 'en', [bare]);
    expect(d.wagers[0]).toMatchObject({ required: m(150), actual: m(100), owed: m(50), article: 'Art. 13º', requiredWhy: 'PEN +150.00 (finding at step 9)' });
    expect(d.balance.total).toBe(m(50));
  });
});

describe('narration', () => {
  const card = (t: string) => (parseCard(t) as { card: Card }).card;
  const seat = (n: number) => ({ kind: 'seat' as const, seat: n });
  const procedures = ['new_deck', 'count', 'show_cards', 'turn_cards', 'wash', 'shuffle', 'cut', 'place_cut_card', 'load_shoe', 'burn',
    'verify_card_count', 'no_more_bets', 'offer_insurance', 'offer_surrender', 'cut_card_out'] as const;
  const actions = ['hit', 'stand', 'double', 'split', 'surrender', 'insurance', 'even_money', 'decline_insurance', 'bet', 'fold'] as const;
  const events: HandEvent[] = [
    ...procedures.map((name, i) => ({ type: 'procedure', name, index: i + 1, by: seat(2), decks: 8, position: 70, cards: [card('Ah')], participant: seat(1), count: 2 }) as HandEvent),
    ...actions.map((action, i) => ({ type: 'decision', seat: 3, hand: 2, action, amount: 2500, index: 20 + i }) as HandEvent),
    { type: 'bet', seat: 4, spot: 'bonus', number: 5, amount: 1000 as Money, medium: 'cash', behind: false, player: 'P-9', index: 40 },
    { type: 'bet', seat: 4, spot: 'main', amount: 1000 as Money, medium: 'chips', behind: true, index: 41 },
    { type: 'deal', to: { kind: 'banker', seat: 0 }, card: card('Td'), face: 'up', index: 42 },
    { type: 'reveal', to: { kind: 'dealer', seat: 0 }, card: card('9c'), index: 43 },
    { type: 'rng', value: 6, index: 44 },
    { type: 'payout', seat: 1, spot: 'tie', amount: 80000 as Money, index: 45 },
    { type: 'collect', seat: 1, spot: 'ante', amount: 1250 as Money, index: 46 },
    { type: 'return', seat: 1, spot: 'paigow', amount: 1000 as Money, index: 47 },
    { type: 'commission', spot: 'pool', amount: 150 as Money, index: 48 },
    { type: 'pool_award', seat: 2, amount: 2850 as Money, index: 49 },
  ];

  it('has words for every event of the hand-log format, in Spanish and English', () => {
    for (const e of events) {
      for (const lang of ['es', 'en'] as const) {
        const text = narrateEvent(e, WORDS[lang]);
        expect(text, JSON.stringify(e)).toMatch(/^[A-ZÁÉÍÓÚ0-9].*\.$/u);
        expect(text).not.toMatch(/^(Procedimiento|Procedure|Evento|Event) |decide[s]? [«"]/);
      }
    }
    expect(narrateEvent(events[9]!, WORDS.es)).toBe('Se quema 1 carta: A♥.');
    expect(narrateEvent(events[18]!, WORDS.en)).toBe('Seat 3, hand 2, splits: a new hand with 25.00.');
    expect(narrateEvent(events[25]!, WORDS.es)).toBe('El asiento 4 (el jugador P-9) apuesta 10.00 en efectivo en la apuesta de bono al número 5.');
    expect(narrateEvent(events[26]!, WORDS.en)).toBe('A player bets 10.00 behind seat 4, on the main bet.');
    expect(narrateEvent(events[27]!, WORDS.es)).toBe('Banca recibe 10♦, descubierta.');
    expect(narrateEvent(events[30]!, WORDS.en)).toBe('The table pays seat 1 800.00 on Tie.');
  });

  // inspector19: a step was read as "The table pays seat 7 150 on the main bet" — a seat number and an amount side by
  // side, no currency, whole units where every other line of the report says "PEN 150.00". Every amount of a step now
  // carries the hand's currency, two decimals always (money-text's one way), in both languages and every money event.
  it('gives every amount of a step with the hand\'s currency and two decimals', () => {
    const at = (i: number, lang: 'es' | 'en') => narrateEvent(events.find((e) => e.index === i)!, WORDS[lang], 'PEN');
    expect(at(40, 'es')).toBe('El asiento 4 (el jugador P-9) apuesta PEN 10.00 en efectivo en la apuesta de bono al número 5.');
    expect(at(41, 'en')).toBe('A player bets PEN 10.00 behind seat 4, on the main bet.');
    expect(at(45, 'en')).toBe('The table pays seat 1 PEN 800.00 on Tie.');
    expect(at(45, 'es')).toBe('La mesa paga PEN 800.00 al asiento 1 por Empate.');
    expect(at(46, 'en')).toBe('The table collects PEN 12.50 from seat 1\'s ante.');
    expect(at(47, 'es')).toMatch(/^La mesa devuelve PEN 10\.00 al asiento 1 /);
    expect(at(48, 'en')).toMatch(/^The house keeps PEN 1\.50 commission on /);
    expect(at(49, 'es')).toMatch(/^El asiento 2 recibe PEN 28\.50 /);
    expect(narrateEvent(events[18]!, WORDS.es, 'PEN')).toBe('El asiento 3, mano 2, separa sus cartas: una nueva mano con PEN 25.00.');
    for (const e of events) for (const lang of ['es', 'en'] as const) {
      // No bare amount is left: every figure with a decimal point follows the currency code.
      const text = narrateEvent(e, WORDS[lang], 'PEN');
      for (const figure of text.match(/\S*\d+\.\d\d\b/g) ?? []) expect(text, text).toContain(`PEN ${figure}`);
    }
  });

  it('keeps control characters and bidi overrides from a log out of every string of the document (the one sanitizer)', async () => {
    const evil = 'P\u001b[2J1\u202e9';
    const hand: Record<string, unknown> = { ...potLuck([bet(1, 10, 'main', { player: evil }), deal('seat:1', '9h'), deal('dealer', '7c'), deal('seat:1', '9s'), hole('Kd'), act(1, 'stand'), reveal('Kd'), pay(1, 10)]), dealer_id: `D\u2066${evil}` };
    const found = await findHandInLog(writeLog([hand]), String(hand['hand_id']), { rulesets: RULESETS });
    if (found.kind !== 'found') throw new Error(found.kind);
    const doc = buildReplayDocument(found, 'en');
    expect(doc.steps[0]!.text).toBe('Seat 1 (player P\\u001b[2J1\\u202e9) bets 10.00 on the main bet.');
    expect(doc.head.dealerId).toBe('D\\u2066P\\u001b[2J1\\u202e9');
    // JSON.stringify writes a raw ESC as the six characters \u001b, a sanitized one as \\u001b.
    expect(JSON.stringify(doc)).not.toMatch(/[\u202e\u2066]|[^\\]\\u001b/);
    expect(renderReplayText(doc)).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u202a-\u202e\u2066-\u2069]/);
  });
});

describe('finding the hand in a log', () => {
  const good = (id: string) => potLuck([bet(1, 10), deal('seat:1', '9h'), deal('dealer', '7c'), deal('seat:1', '9s'), hole('Kd'), act(1, 'stand'), reveal('Kd'), pay(1, 10)], undefined, id);

  it('finds the hand after bad records; the first of a repeated id wins', async () => {
    const repeat = { ...good('H-2'), dealer_id: 'D-REPEAT' };
    const log = writeLog([{ hand_id: 'BAD', game: 'pot-luck-blackjack' }, good('H-1'), good('H-2'), repeat]);
    const found = await findHandInLog(log, 'H-2', { rulesets: RULESETS });
    expect(found.kind).toBe('found');
    if (found.kind === 'found') {
      expect(found.hand.source.line).toBe(3);
      expect(found.hand.dealer_id).toBe('D-1');
      // The repeat is not replayed, but the audit's finding on it is the hand id's too (dispute18).
      expect(found.findings.map((f) => [f.rule, f.source.line])).toEqual([['input-duplicate-hand-id', 4]]);
    }
  });

  it('says when the hand is not there, and why a hand cannot be replayed', async () => {
    const log = writeLog([good('H-1'), { ...good('H-9'), events: [deal('seat:4', 'Ah')] }]);
    expect(await findHandInLog(log, 'NOPE', { rulesets: RULESETS })).toEqual({ kind: 'not-found', hands: 2 });
    const r = await findHandInLog(log, 'H-9', { rulesets: RULESETS });
    expect(r.kind).toBe('rejected');
    if (r.kind === 'rejected') expect(r.finding.rule).toBe('input-not-replayable');
  });
});

describe('a split box whose settlements name no hand, wrong in sum (fix13)', () => {
  const mb = 'fixtures/es-marbella-black-jack/clause-s12-split-settled-without-hand.json';
  const m = (x: number) => Math.round(x * 100) as Money;

  it('150 and 100 on two winning hands of 100: one line holds the box (200 against 250, 50 owed back), the other says so', async () => {
    const en = await replayOf(mb, 'S12-MB-SPLIT-UNNAMED-OVERPAID', 'en');
    expect(en.wagers.map((w) => ({ required: w.required, actual: w.actual, owed: w.owed })))
      .toEqual([{ required: m(200), actual: m(250), owed: m(-50) }, { required: undefined, actual: 0, owed: 0 }]);
    expect(en.balance.total).toBe(m(-50));
    expect(en.wagers[0]!.requiredWhy).toContain('the box is judged once, in sum, here: its hands require EUR +100.00 + EUR +100.00, and the table settled EUR +250.00 in all');
    expect(en.wagers[1]!.requiredWhy).toContain('this hand is judged with the box\'s others, in sum, on the line of hands 1 and 2 together');
    const es = await replayOf(mb, 'S12-MB-SPLIT-UNNAMED-OVERPAID', 'es');
    expect(es.wagers[0]!.requiredWhy).toContain('la casilla se juzga una vez, en suma, aquí: sus manos exigen EUR +100.00 + EUR +100.00, y la mesa liquidó EUR +250.00 en total');
    expect(es.wagers[1]!.requiredWhy).toContain('esta mano se juzga con las demás de la casilla, en suma, en la línea de las manos 1 y 2 juntas');
    // The box's line, and its finding in the balance, name both hands (not "hand 1" with the box's stake of 200).
    expect(en.wagers.map((w) => [w.label, w.stake])).toEqual([['Seat 1, hands 1 and 2 together, the main bet', m(200)], ['Seat 1, hand 2, the main bet', m(100)]]);
    expect(en.balance.seats[0]!.terms.map((t) => t.label)).toEqual(['Seat 1, hands 1 and 2 together, the main bet']);
    expect(es.wagers[0]!.label).toBe('Asiento 1, manos 1 y 2 juntas, la apuesta principal');
  });
});

describe('a pai gow seat\'s losers settled with no number, judged together (read13)', () => {
  const pg = 'fixtures/pr-8669-pai-gow-bonus/b4-losers-swept-short.json';
  const m = (x: number) => Math.round(x * 100) as Money;

  it('one line names both numbers and holds their 12; the bets judged on it are not told again as unjudged', async () => {
    const en = await replayOf(pg, 'FX-PG-B4-SWEPT-SHORT', 'en');
    // Before, lines for number 2 (showing the whole 10 collected) and number 3 (no settlement) said "no finding".
    expect(en.wagers.map((w) => [w.label, w.stake, w.required, w.actual, w.owed])).toEqual([
      ['Seat 1, the bonus bet, numbers 2 and 3 together', m(12), m(-12), m(-10), m(-2)],
      ['Seat 1, the bonus bet, number 4', m(5), m(30), m(30), 0],
      ['Seat 1, the pai gow bet', m(25), undefined, 0, 0],
    ]);
    expect(en.wagers.some((w) => w.noFinding)).toBe(false);
    expect(en.wagers[0]!.requiredWhy).toBe('the generator gave 4: the bets of USD 5.00 on number 2 and of USD 7.00 on number 3 lose and are collected, USD -12.00 in all; the table settled them with no number to tell which is which, and they are judged together');
    expect(en.balance.seats[0]!.terms.map((t) => [t.label, t.amount])).toEqual([['Seat 1, the bonus bet, numbers 2 and 3 together', m(-2)]]);
    expect(en.steps.flatMap((s) => s.findings)[0]!.message).toBe('Seat 1, bonus bets of USD 5.00 on number 2 and of USD 7.00 on number 3, losers settled with no number to tell which is which and judged together (random number: 4): the table settled a collection of USD 10.00; Art. 10-10.15(B)(4) requires the losing bets collected, USD 12.00 in all; owed by the player USD 2.00.');
    const es = await replayOf(pg, 'FX-PG-B4-SWEPT-SHORT', 'es');
    expect(es.wagers[0]!.label).toBe('Asiento 1, la apuesta adicional, números 2 y 3 juntos');
    expect(es.steps.flatMap((s) => s.findings)[0]!.message).toBe('Asiento 1, apuestas adicionales de USD 5.00 al número 2 y de USD 7.00 al número 3, perdedoras liquidadas sin número que diga cuál es cuál y juzgadas juntas (número del generador: 4): la mesa liquidó el cobro de USD 10.00; el Art. 10-10.15(B)(4) exige recoger las apuestas perdedoras, USD 12.00 en total; debido por el jugador USD 2.00.');
  });
});

describe('compound21: the balance keeps the box\'s player and each player betting behind it apart', () => {
  // C21-MB-08: the box (P1) paid 1 to 1 on its blackjack (owed 50.00), the bet behind it (P2) paid 80.00 for 75.00
  // (P2 owes 5.00). Two people: the house owes P1 50.00 and is owed 5.00 by P2; netting them told "owed to the player
  // on seat 1 EUR 45.00".
  it('Marbella: a box under-paid, the bet behind it over-paid', async () => {
    const en = await replayOf('scripts/compound21-bj-hands.ndjson', 'C21-MB-08', 'en');
    expect(en.balance.seats.map((s) => [s.seat, s.player, s.total])).toEqual([[1, undefined, m(50)], [1, 'P2', m(-5)]]);
    expect([en.balance.houseOwes, en.balance.houseIsOwed, en.balance.total]).toEqual([m(50), m(5), m(45)]);
    const text = renderReplayText(en).replace(/\s+/g, ' ');
    expect(text).toContain('Seat 1, the bet behind the box (P2): EUR -5.00 Black Jack Seat 1, the bet behind the box (P2):');
    expect(text).toContain('Hand total, player by player: owed to the player on seat 1 EUR 50.00; owed by the player behind seat 1 (P2) EUR 5.00.');
    expect(text).toContain('The house: owes EUR 50.00 to players and is owed EUR 5.00');
    const es = renderReplayText(await replayOf('scripts/compound21-bj-hands.ndjson', 'C21-MB-08', 'es')).replace(/\s+/g, ' ');
    expect(es).toContain('debido al jugador del asiento 1 EUR 50.00; debido por el jugador de detrás del asiento 1 (P2) EUR 5.00.');
    expect(es).toContain('La casa: debe EUR 50.00 a jugadores y le deben EUR 5.00');
  });
  // C21-PL-17: the box's bust collected twice (owed 100.00 to P1), the bet behind it (P2) paid 40 and collected 40
  // where it lost (P2 owes 40.00).
  it('Pot Luck: a box over-collected, the bet behind it never lost', async () => {
    const d = await replayOf('scripts/compound21-bj-hands.ndjson', 'C21-PL-17', 'es');
    expect(d.balance.seats.map((s) => [s.seat, s.player, s.total])).toEqual([[1, undefined, m(100)], [1, 'P2', m(-40)], [2, undefined, 0]].filter((x) => x[2] !== 0));
    expect([d.balance.houseOwes, d.balance.houseIsOwed]).toEqual([m(100), m(40)]);
  });
});
