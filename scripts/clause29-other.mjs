#!/usr/bin/env node
// clause29-other: a new examiner's hands for Póker Caribeño (most of them), Dragon Six and the pai gow bonus, written
// from the Spanish texts (rules-catalog/<id>/source.txt) clause by clause, on angles the earlier sets (clause17-other,
// verify18-other, compound21-other, clause28-other, oracle15, dispute27) did not try: a two-deck table where one zone
// holds the same card twice (a flush A-A-K-Q-2, a pair, a straight the repeat breaks, a flush with a repeated rank
// against a flush of distinct cards), «No hay mano» called on a dealer who qualifies and the reverse (Art. 13º), the
// seven zones all playing, Art. 15º's cap on the largest stake, a dealer card dealt face up early (Art. 10º); Dragon
// Six's half on an odd Banca stake; the pai gow bonus's half dollar (rounded up, bonus_half_dollar_rounding), the
// printed 6 to 1, a number the generator did not give on a second number of the same seat, the order of (B)(4)-(5).
// LEGAL hands must draw no finding; FAULTY hands exactly the findings listed (article, event, seat/spot, owed to the
// player in currency units: positive owed to him, negative owed by him). Where the text is silent the catalog's
// documented reading (articles.json, docs/interpretations.md) is what is expected, and the hand's note says so.
//
//   node scripts/clause29-other.mjs write    writes scripts/clause29-other-hands.ndjson (the data file)
//   node scripts/clause29-other.mjs check    checks the data file is what this script writes, audits it with
//                                             dist/cli/veedor.js (es and en) and prints every disagreement (exit 1 on any)
import { examiner, runExaminer } from './examiner-other.mjs';

const { MIN, hands, expect, P, Q, cs, WIN, LOSE, PUSH, NOHAND, QD, ds, pg } = examiner({ prefix: 'C29', day: 8, dealer: 'D-29' });
const TWO = { decks: 2 };
const QS = ['As', 'Kd', '7c', '4s', '2c']; // a dealer who qualifies with A-K exactly, no heart: beside a zone of hearts

// =====================================================================================================================
// Póker Caribeño (1999)
// =====================================================================================================================
// --- two decks posted (Art. 5º, reading CS-5º-2): one zone may hold the same card twice; poker names combinations by
// ranks and suits (Arts. 3º-4º lost, reading CS-12º-1), so the repeat is a card of its rank and suit
cs('L01', 'Arts. 12º/14º e, two decks: Ah Ah Kh Qh 2h is five hearts, a flush (not only a pair of aces): 5 to 1 against the dealer\'s A-K', { table: TWO, seats: [{ seat: 1, ante: 10, cards: ['Ah', 'Ah', 'Kh', 'Qh', '2h'], settle: WIN(10, 5) }], dealer: QS });
cs('L02', 'Art. 12º g, two decks: Ah Ah Kd Qs 2c is a pair of aces: beats the dealer\'s pair of kings, 1 to 1', { table: TWO, seats: [{ seat: 1, ante: 10, cards: ['Ah', 'Ah', 'Kd', 'Qs', '2c'], settle: WIN(10, 1) }], dealer: ['Ks', 'Kc', '9c', '5s', '3d'] });
cs('L03', 'Art. 12º, two decks: 9h 9h Th Jc Qd is no straight (the repeat breaks it), a pair of nines: loses to the dealer\'s pair of tens', { table: TWO, seats: [{ seat: 1, ante: 10, cards: ['9h', '9h', 'Th', 'Jc', 'Qd'], settle: LOSE(10) }], dealer: ['Ts', 'Td', '4c', '3s', '2d'] });
cs('L04', 'Art. 12º c and final rule, two decks: flush K-K-3-2-2 beats flush K-Q-J-9-8 (the second card: K over Q), 5 to 1', { table: TWO, seats: [{ seat: 1, ante: 10, cards: ['Kh', 'Kh', '3h', '2h', '2h'], settle: WIN(10, 5) }], dealer: ['Ks', 'Qs', 'Js', '9s', '8s'] });
cs('L05', 'Art. 12º, two decks: the same five cards to the zone and the dealer (A-K-9-5-3): a tie, pushed (reading CS-12º-2)', { table: TWO, seats: [{ seat: 1, ante: 10, cards: ['Ah', 'Kh', '9c', '5d', '3s'], settle: PUSH(10) }], dealer: ['Ah', 'Kh', '9c', '5d', '3s'] });
cs('F01', 'Art. 14º e, two decks: the flush A-A-K-Q-2 paid as a pair (20 on 20): 80 owed', { table: TWO, seats: [{ seat: 1, ante: 10, cards: ['Ah', 'Ah', 'Kh', 'Qh', '2h'], settle: WIN(10, 1) }], dealer: QS, findings: [P('1.bet', 1, 'bet', 'Art. 14º', 80)] });
cs('F02', 'Art. 12º, two decks: flush K-K-3-2-2 against flush K-Q-J-9-8 collected as a loss: 20 on the ante, 120 on the bet owed', { table: TWO, seats: [{ seat: 1, ante: 10, cards: ['Kh', 'Kh', '3h', '2h', '2h'], settle: LOSE(10) }], dealer: ['Ks', 'Qs', 'Js', '9s', '8s'], findings: [P('1.ante', 1, 'ante', 'Art. 12º', 20), P('1.bet', 1, 'bet', 'Art. 12º', 120)] });
cs('F03', 'Art. 13º, two decks: the dealer\'s Kh Kh 7c 4d 2s is a pair of kings (he qualifies), yet «No hay mano»: ante paid and bet handed back on A-K-Q high; -20 and -20', { table: TWO, seats: [{ seat: 1, ante: 10, cards: ['As', 'Kd', 'Qc', '9h', '3s'], settle: NOHAND(10) }], dealer: ['Kh', 'Kh', '7c', '4d', '2s'], findings: [P('1.ante', 1, 'ante', 'Art. 13º', -20), P('1.bet', 1, 'bet', 'Art. 13º', -20)] });
cs('F04', 'Art. 5º (reading default_decks: one deck): Ah twice in one zone is a faulty deck; the comparison is not made', { seats: [{ seat: 1, ante: 10, cards: ['Ah', 'Ah', 'Kh', 'Qh', '2h'], settle: WIN(10, 5) }], dealer: QS, findings: [Q('Art. 5º', 6)] });
// --- Art. 13º: the dealer's qualification and the payment that follows
cs('F05', 'Art. 13º: «No hay mano» called on the dealer\'s A-K-7-4-2 (exactly ace-king: he qualifies) who beats Q-J high: ante paid, bet handed back; -20 and -20', { seats: [{ seat: 2, ante: 10, cards: ['Qc', 'Jd', '9h', '6s', '3c'], settle: NOHAND(10) }], dealer: QD, findings: [P('2.ante', 2, 'ante', 'Art. 13º', -20), P('2.bet', 2, 'bet', 'Art. 13º', -20)] });
cs('F06', 'Art. 13º: the reverse: the dealer\'s A-Q-J-8-4 is no hand, yet compared and the zone\'s K-high collected: 20 on the ante, 20 on the bet', { seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Jd', '9h', '6s', '3c'], settle: LOSE(10) }], dealer: ['As', 'Qd', 'Jc', '8s', '4h'], findings: [P('1.ante', 1, 'ante', 'Art. 13º', 20), P('1.bet', 1, 'bet', 'Art. 13º', 20)] });
cs('F07', 'Art. 13º: the dealer\'s A-Q high is no hand, yet the zone\'s pair of twos was paid as a winner (ante 10, bet 20): the bet is void, -20', { seats: [{ seat: 1, ante: 10, cards: ['2c', '2d', '9h', '6s', '3c'], settle: WIN(10, 1) }], dealer: ['As', 'Qd', 'Jc', '8s', '4h'], findings: [P('1.bet', 1, 'bet', 'Art. 13º', -20)] });
// --- the seven zones all playing (Art. 10º's five rounds), one deck
cs('L06', 'Arts. 10º-14º: seven zones all playing against the dealer\'s A-K: a fold, a loss, a push, wins at 1, 2, 3 and 5 to 1', {
  seats: [
    { seat: 1, ante: 5, act: 'fold', cards: ['2c', '5d', '7h', '9d', 'Jc'] },
    { seat: 2, ante: 10, cards: ['Qc', 'Jd', '8h', '6s', '3c'], settle: LOSE(10) },
    { seat: 3, ante: 15, cards: ['As', 'Kh', '7d', '4c', '2d'], settle: PUSH(15) },
    { seat: 4, ante: 20, cards: ['Tc', 'Td', '9c', '8d', '5h'], settle: WIN(20, 1) },
    { seat: 5, ante: 25, cards: ['Jh', 'Js', '3d', '3h', '6c'], settle: WIN(25, 2) },
    { seat: 6, ante: 30, cards: ['Qs', 'Qh', 'Qd', '5c', '8c'], settle: WIN(30, 3) },
    { seat: 7, ante: 50, cards: ['Ks', '9s', '6d', '5s', '3s'], act: 'bet', settle: [] },
  ],
  dealer: QD,
  edit: (ev) => { /* seat 7's cards are not a flush: 6d breaks it; it loses to A-K */ const i = ev.findIndex((e) => e.type === 'procedure' && e.name === 'verify_card_count' && e.participant === 'seat:7'); ev.splice(i, 0, { type: 'collect', seat: 7, spot: 'ante', amount: 50 }, { type: 'collect', seat: 7, spot: 'bet', amount: 100 }); },
});
cs('F08', 'Art. 14º with seven zones: zone 6\'s trips paid 1 to 1 on the bet (60 of 180): 120 owed; the other six right', {
  seats: [
    { seat: 1, ante: 5, act: 'fold', cards: ['2c', '5d', '7h', '9d', 'Jc'] },
    { seat: 2, ante: 10, cards: ['Qc', 'Jd', '8h', '6s', '3c'], settle: LOSE(10) },
    { seat: 3, ante: 15, cards: ['As', 'Kh', '7d', '4c', '2d'], settle: PUSH(15) },
    { seat: 4, ante: 20, cards: ['Tc', 'Td', '9c', '8d', '5h'], settle: WIN(20, 1) },
    { seat: 5, ante: 25, cards: ['Jh', 'Js', '3d', '3h', '6c'], settle: WIN(25, 2) },
    { seat: 6, ante: 30, cards: ['Qs', 'Qh', 'Qd', '5c', '8c'], settle: WIN(30, 1) },
    { seat: 7, ante: 50, cards: ['Ks', '9s', '6d', '5s', '3s'], settle: LOSE(50) },
  ],
  dealer: QD, findings: [P('6.bet', 6, 'bet', 'Art. 14º', 120)],
});
// --- Art. 15º: the cap on the largest stake
cs('L07', 'Art. 15º: the largest ante (500) and bet (1000) with a royal flush: 100 to 1 = 100000, capped at the posted 60000; the ante 500', { table: { max_payout: 60000 }, seats: [{ seat: 1, ante: 500, cards: ['Ac', 'Kc', 'Qc', 'Jc', 'Tc'], settle: [['payout', 'ante', 500], ['payout', 'bet', 60000]] }], dealer: QD });
cs('F09', 'Art. 15º: the same royal paid 50000, under the posted cap of 60000: 10000 owed', { table: { max_payout: 60000 }, seats: [{ seat: 1, ante: 500, cards: ['Ac', 'Kc', 'Qc', 'Jc', 'Tc'], settle: [['payout', 'ante', 500], ['payout', 'bet', 50000]] }], dealer: QD, findings: [P('1.bet', 1, 'bet', 'Art. 15º', 10000)] });
cs('F10', 'Art. 15º / Art. 14º: the cap (60000) applied to the ante too: a straight flush on the largest stake (ante 500 paid 500, bet 1000 paid 50000 = 50 to 1, under the cap) is right; the ante cut to 0 is 500 owed under Art. 14º', { table: { max_payout: 60000 }, seats: [{ seat: 1, ante: 500, cards: ['9c', 'Kc', 'Qc', 'Jc', 'Tc'], settle: [['return', 'ante', 500], ['payout', 'bet', 50000]] }], dealer: QD, findings: [P('1.ante', 1, 'ante', 'Art. 14º', 500)] });
// --- Art. 10º: the dealer's cards face down but the last
cs('F11', 'Art. 10º: the dealer\'s second card dealt face up (only the last goes up): a procedure finding at that deal; the money is right', { seats: [{ seat: 1, ante: 10, cards: ['Qc', 'Qd', '9h', '6s', '4c'], settle: WIN(10, 1) }], dealer: QD, edit: (ev, idx) => { ev[idx['dealer.1'] - 1].face = 'up'; }, findings: [Q('Art. 10º', 'dealer.1')] });
// --- round 2
cs('F12', 'Art. 14º (Art. 13º not applying): «No hay mano» called on the dealer\'s A-K who loses to a pair of queens: the ante\'s 1 to 1 is right, the bet handed back is a winning bet unpaid: 20 owed', { seats: [{ seat: 1, ante: 10, cards: ['Qc', 'Qd', '9h', '6s', '3c'], settle: NOHAND(10) }], dealer: QD, findings: [P('1.bet', 1, 'bet', 'Art. 14º', 20)] });
cs('F13', 'Art. 9º f: an ante of 600 above the posted maximum of 500 (reading CS-9º-1: the posted limits are the ante\'s); settled right as placed', { seats: [{ seat: 1, ante: 600, cards: ['Qc', 'Qd', '9h', '6s', '3c'], settle: WIN(600, 1) }], dealer: QD, findings: [Q('Art. 9º', 'ante.1')] });
cs('L08', 'Art. 13º with two decks: the dealer\'s Ah Ah Kd 7c 2s is a pair of aces, not «ace-king high»: he qualifies; the zone\'s pair of kings loses', { table: TWO, seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Ks', '9h', '6d', '3c'], settle: LOSE(10) }], dealer: ['Ah', 'Ah', 'Kd', '7c', '2s'] });
cs('F15', 'Art. 13º: «No hay mano» called on a tie with the dealer\'s A-K-9-5-2 (he qualifies): the ante paid is 10 by the player (a tie is pushed, reading CS-12º-2); the bet handed back is right', { seats: [{ seat: 3, ante: 10, cards: ['Ac', 'Kc', '9d', '5h', '2s'], settle: NOHAND(10) }], dealer: ['Ah', 'Kd', '9c', '5s', '2d'], findings: [P('3.ante', 3, 'ante', 'Art. 13º', -10)] });
cs('F14', 'Art. 13º, two decks: the dealer\'s Qh Qh 9h 5h 3h is a flush (he qualifies with no ace nor king), yet «No hay mano» on a losing pair of aces: -20 and -20', { table: TWO, seats: [{ seat: 1, ante: 10, cards: ['Ac', 'Ad', '9c', '6d', '3c'], settle: NOHAND(10) }], dealer: ['Qh', 'Qh', '9h', '5h', '3h'], findings: [P('1.ante', 1, 'ante', 'Art. 13º', -20), P('1.bet', 1, 'bet', 'Art. 13º', -20)] });

// =====================================================================================================================
// Dragon Six (2008). Default bets: seat 1 Punto 20; seat 2 Banca 40 and Tie 10; seat 3 Punto 10 and Tie 5.
// =====================================================================================================================
const SIX3 = { p: ['2s', '3h', 'Kd'], b: ['3c', 'Qh', '3d'] }; // Punto 5 draws a ten; Banca 3 draws a 3: Banca wins with six
ds('L01', 'Art. 8º b: Banca wins with six on an odd stake of 25: half is 12.50, paid 12.50', { coup: SIX3, bets: [{ seat: 5, spot: 'banker', amount: 25 }], settle: [['payout', 5, 'banker', 12.5]] });
ds('F01', 'Art. 8º b: the same half of 25 paid 12: 0.50 owed', { coup: SIX3, bets: [{ seat: 5, spot: 'banker', amount: 25 }], settle: [['payout', 5, 'banker', 12]], findings: [P('5.banker', 5, 'banker', 'Art. 8º', 0.5)] });
ds('F02', 'Art. 8º b/c: Banca\'s six and a Tie bet on the same coup: the Tie loses (collected), Banca half; the Tie paid 8 to 1 instead: -90', { coup: SIX3, bets: [{ seat: 2, spot: 'banker', amount: 40 }, { seat: 2, spot: 'tie', amount: 10 }], settle: [['payout', 2, 'banker', 20], ['payout', 2, 'tie', 80]], findings: [P('2.tie', 2, 'tie', 'Art. 8º', -90)] });
ds('L02', 'Art. 8º a/c: a 7-7 tie: Tie 8 to 1, Punto and Banca handed back (reading)', { coup: { p: ['7s', 'Kh'], b: ['7c', 'Qd'] } });
ds('F03', 'Art. 8º b: Banca wins with seven (no six) and the table kept a 5 % commission: 38 paid on 40, 2 owed (the article pays 1 to 1, no commission)', { coup: { p: ['2s', '4h'], b: ['3c', '4d'] }, bets: [{ seat: 2, spot: 'banker', amount: 40 }], settle: [['payout', 2, 'banker', 38]], findings: [P('2.banker', 2, 'banker', 'Art. 8º', 2)] });
ds('F04', 'Art. 7º b: a Punto bet of 20 placed after the first card, paid when Punto wins: reported, and the 20 paid on no wager is owed back (reading late_bets_are_void)', { coup: { p: ['9s', 'Kh'], b: ['3d', 'Kc'] }, bets: [{ seat: 4, spot: 'player', amount: 20 }], settle: [['payout', 4, 'player', 20]], edit: (ev, idx) => { const [b] = ev.splice(idx['bet.4.player'] - 1, 1); ev.splice(1, 0, b); idx['bet.4.player'] = 2; }, findings: [Q('Art. 7º', 2), P('4.player', 4, 'player', 'Art. 7º', -20)] });
ds('L03', 'Art. 8º b: Banca\'s two-card six stands against Punto\'s third card ten (5): Banca wins with six, half (20 on 40)', { coup: { p: ['2s', '3h', 'Kd'], b: ['4c', '2h'] }, bets: [{ seat: 2, spot: 'banker', amount: 40 }, { seat: 1, spot: 'player', amount: 20 }] });

// =====================================================================================================================
// pai gow bonus, Reglamento 8669 Art. 10-10.15 (bonus_half_dollar_rounding: up)
// =====================================================================================================================
pg('L01', '(B)(6): a $3 bonus at the printed 5½ to 1 is 16.50, rounded to the nearest dollar, a half up (reading): 17', { paigow: [[1, 10]], bonus: [[1, 4, 3]], rng: 4, settle: [['payout', 1, 4, 17]] });
pg('F01', '(B)(6): the same paid 16: a dollar owed (reading bonus_half_dollar_rounding up)', { paigow: [[1, 10]], bonus: [[1, 4, 3]], rng: 4, settle: [['payout', 1, 4, 16]], findings: [P('s.1.4', 1, 'bonus', 'Art. 10-10.15(B)(6)', 1)] });
pg('L02', '(B)(1)/(B)(3): one seat on two numbers: the 2 loses (collected), the 5 wins 5½ to 1 on 10 = 55', { paigow: [[2, 25]], bonus: [[2, 2, 5], [2, 5, 10]], rng: 5 });
pg('F02', '(B)(6): the layout prints 6 to 1; a $7 winner paid 5½ (38.50, rounded 39): 42 owed, 3 short', { table: { bonus_payout: 6 }, paigow: [[1, 10]], bonus: [[1, 3, 7]], rng: 3, settle: [['payout', 1, 3, 39]], findings: [P('s.1.3', 1, 'bonus', 'Art. 10-10.15(B)(6)', 3)] });
pg('F03', '(B)(5): a winner paid before the losers are collected: a procedure finding at the payout; the money is right', { paigow: [[1, 10], [2, 10]], bonus: [[1, 6, 2], [2, 1, 4]], rng: 6, settle: [['payout', 1, 6, 11], ['collect', 2, 1, 4]], findings: [Q('Art. 10-10.15(B)(5)', 's.1.6')] });
pg('F04', '(B)(7): a bonus of $0.50, under the dollar minimum: reported; it lost and was collected as placed', { paigow: [[1, 10]], bonus: [[1, 2, 0.5]], rng: 6, findings: [Q('Art. 10-10.15(B)(7)', 'bonus.0')] });
pg('F05', '(B)(7): a bonus of $200 at 6 to 1 would pay 1200, over the table\'s maximum of 1000: reported; it won and was paid the 1000 maximum (accepted)', { table: { bonus_payout: 6 }, paigow: [[1, 100]], bonus: [[1, 5, 200]], rng: 5, settle: [['payout', 1, 5, 1000]], findings: [Q('Art. 10-10.15(B)(7)', 'bonus.0')] });
pg('F06', '(B)(1): a bonus bet by seat 3, which made no pai gow wager: reported; lost and collected as placed', { paigow: [[1, 10]], bonus: [[3, 2, 5]], rng: 6, findings: [Q('Art. 10-10.15(B)(1)', 'bonus.0')] });
pg('F07', '(B)(5): the winner paid after the first card was dealt: reported at the payout; the amount right (28 on 5 at 5½: 27.50 up to 28)', { paigow: [[1, 10]], bonus: [[1, 4, 5]], rng: 4, settle: [], edit: (ev, idx) => { ev.splice(idx['deal.first'], 0, { type: 'payout', seat: 1, spot: 'bonus', number: 4, amount: 28 }); idx.late = idx['deal.first'] + 1; }, findings: [Q('Art. 10-10.15(B)(5)', 'late')] });
pg('F08', '(B)(2): a bonus placed in cash (medium cash): reported; lost and collected as placed', { paigow: [[1, 10]], bonus: [[1, 2, 5, { medium: 'cash' }]], rng: 6, findings: [Q('Art. 10-10.15(B)(2)', 'bonus.0')] });
pg('F09', '(B)(6): $2.50 at 5½ is 13.75, to the nearest dollar 14; paid 13.75 unrounded: 0.25 owed', { paigow: [[1, 10]], bonus: [[1, 2, 2.5]], rng: 2, settle: [['payout', 1, 2, 13.75]], findings: [P('s.1.2', 1, 'bonus', 'Art. 10-10.15(B)(6)', 0.25)] });
pg('F10', '(B)(3): the winner on 2 handed back instead of paid: 22 owed (5½ on 4)', { paigow: [[1, 10]], bonus: [[1, 2, 4]], rng: 2, settle: [['return', 1, 2, 4]], findings: [P('s.1.2', 1, 'bonus', 'Art. 10-10.15(B)(3)', 22)] });
pg('F11', '(B)(5): the winner on 2 never paid (no settlement): 22 owed', { paigow: [[1, 10]], bonus: [[1, 2, 4]], rng: 2, settle: [], findings: [P(undefined, 1, 'bonus', 'Art. 10-10.15(B)(5)', 22)] });

// =====================================================================================================================
// Every hand is meant to be judged whole, but F04 (a faulty one-deck deal: no comparison to judge) and Dragon Six's
// Arts. 4º-6º (the shoe's procedures, which single coups do not record).
runExaminer({
  script: 'clause29-other.mjs', data: 'clause29-other-hands.ndjson', hands, expect,
  mayBeUnchecked: (x) => (x.ruleset === 'pe-dragon-six-baccarat' && ['Art. 4º', 'Art. 5º', 'Art. 6º'].includes(x.article))
    || (x.ruleset === 'pe-poker-caribeno' && x.article === 'Art. 12º' && x.hands === 1),
});
