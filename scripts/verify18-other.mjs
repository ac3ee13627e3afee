#!/usr/bin/env node
// verify18-other: hands on boundaries clause17-other did not try, for Póker Caribeño, Dragon Six and the pai gow bonus,
// written from the texts (docs/oracles.md, verify18): limits exactly at min/max, odd cents at every ratio and half, the
// largest ratio on the largest stake and posted caps met exactly, several seats where one seat's error must not move
// another's, one player on two zones; `--csv` audits the same hands written as CSV with a tables file. The builders are
// clause17-other's (scripts/examiner-other.mjs).
// Where a text is silent the catalog's documented reading (articles.json «interpretations») is what is expected,
// and the hand's note says so. Complements scripts/oracle15-edge.mjs (different hands, no overlap intended).
//
//   node scripts/verify18-other.mjs OUTDIR            writes OUTDIR/{cs,ds,pg}.ndjson and their *.expect.json
//   node scripts/verify18-other.mjs OUTDIR --compare [--csv]  also audits them (dist/cli/veedor.js) and prints each disagreement
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { compareFile } from './oracle15-hands.mjs';
import { writeCsv } from './verify18-csv.mjs';
import { examiner } from './examiner-other.mjs';

const out = process.argv[2];
// `check` is the blackjack scripts' word (`verify18-bj.mjs check`), not a folder to write into the checkout.
if (!out || out === 'check' || out.startsWith('-')) { console.error('usage: verify18-other.mjs OUTDIR [--compare] [--csv]'); process.exit(2); }
mkdirSync(out, { recursive: true });
// The hand builders, shared with the other examiner's script (scripts/examiner-other.mjs).
const { MIN, hands, expect, add, P, Q, resolve, cs, WIN, LOSE, PUSH, NOHAND, QD, V, tot, bankerDraws, SUITS, suitTurn, card, two, dsCoup, dsSettle, DSBETS, ds, DECK, pg } = examiner({ prefix: 'V18', day: 7, dealer: 'D-18' });

// ===================================================================== Póker Caribeño (verify18)
const QDV = ['Ah', 'Kd', '7c', '4s', '2h']; // qualifies with A-K exactly
cs('01', 'Art. 9º limits: antes at the posted minimum 5 and maximum 500 exactly (bets 10 and 1000), pairs paid 1 to 1', { seats: [{ seat: 1, ante: 5, cards: ['3c', '3d', '9h', '6s', '8c'], settle: WIN(5, 1) }, { seat: 7, ante: 500, bet: 1000, cards: ['Qc', 'Qs', 'Jh', '5d', '9d'], settle: WIN(500, 1, 1000) }], dealer: QDV });
cs('02', 'Art. 9º: an ante of 500.01, a cent over the posted maximum; the player folds (ante collected)', { seats: [{ seat: 1, ante: 500.01, act: 'fold', cards: ['3c', '3d', '9h', '6s', '8c'], settle: [['collect', 'ante', 500.01]] }], dealer: QDV, findings: [Q('Art. 9º', 'ante.1', { loose: true })] });
cs('03', 'Art. 14º: full house 7 to 1 on odd stakes (ante 5.05, bet 10.10 → 70.70)', { seats: [{ seat: 1, ante: 5.05, bet: 10.1, cards: ['9c', '9d', '9h', '4d', '4c'], settle: [['payout', 'ante', 5.05], ['payout', 'bet', 70.7]] }], dealer: QDV });
cs('04', 'Tabla publicada: a posted flush line of 5.5 on 10.10 → 55.55', { table: { bet_paytable: { ...MIN, flush: 5.5 } }, seats: [{ seat: 1, ante: 5.05, bet: 10.1, cards: ['Jc', '8c', '6c', '4c', '3c'], settle: [['payout', 'ante', 5.05], ['payout', 'bet', 55.55]] }], dealer: ['Ah', 'Kd', '7d', '5s', '2h'] });
cs('05', 'seven seats, every line a different outcome; seat 4\'s straight paid 3 to 1: 20 owed on seat 4 alone', { seats: [
  { seat: 1, ante: 10, cards: ['3c', '3d', '9h', '6s', '8c'], settle: WIN(10, 1) },
  { seat: 2, ante: 10, cards: ['Qc', 'Jd', '9c', '6d', '5c'], settle: LOSE(10) },
  { seat: 3, ante: 10, act: 'fold', cards: ['2c', '5d', '8h', 'Ts', '4c'] },
  { seat: 4, ante: 10, cards: ['5h', '6h', '7d', '8d', '9s'], settle: [['payout', 'ante', 10], ['payout', 'bet', 60]] },
  { seat: 5, ante: 10, cards: ['Jc', 'Js', 'Tc', 'Td', '3h'], settle: WIN(10, 2) },
  { seat: 6, ante: 10, cards: ['Kh', 'Qh', 'Jh', 'Th', '4h'], settle: WIN(10, 5) },
  { seat: 7, ante: 10, cards: ['As', 'Ac', 'Ad', '9d', '2s'], settle: WIN(10, 3) }], dealer: QDV,
  findings: [P('4.bet', 4, 'bet', 'Art. 14º', 20)] });
cs('06', 'Art. 15º: a royal flush on the largest bet (1000) capped at the posted 60000; the ante paid in full', { table: { max_payout: 60000 }, seats: [{ seat: 1, ante: 500, bet: 1000, cards: ['Ah', 'Kh', 'Qh', 'Jh', 'Th'], settle: [['payout', 'ante', 500], ['payout', 'bet', 60000]] }], dealer: ['As', 'Kd', '7c', '4s', '2d'] });
cs('07', 'Art. 15º: the same royal paid 59999.99: 0.01 owed', { table: { max_payout: 60000 }, seats: [{ seat: 1, ante: 500, bet: 1000, cards: ['Ah', 'Kh', 'Qh', 'Jh', 'Th'], settle: [['payout', 'ante', 500], ['payout', 'bet', 59999.99]] }], dealer: ['As', 'Kd', '7c', '4s', '2d'], findings: [P('1.bet', 1, 'bet', 'Art. 15º', 0.01)] });
cs('08', 'Art. 14º: a straight flush 50 to 1 on an odd bet 10.02 (ante 5.01) → 501.00', { seats: [{ seat: 1, ante: 5.01, bet: 10.02, cards: ['5c', '6c', '7c', '8c', '9c'], settle: [['payout', 'ante', 5.01], ['payout', 'bet', 501]] }], dealer: ['Ah', 'Kd', '7d', '4s', '2h'] });
cs('09', 'Art. 14º: four of a kind 20 to 1 on 11.10 (222.00) paid 221.99: 0.01 owed', { seats: [{ seat: 1, ante: 5.55, bet: 11.1, cards: ['8c', '8d', '8h', '8s', '2c'], settle: [['payout', 'ante', 5.55], ['payout', 'bet', 221.99]] }], dealer: QDV, findings: [P('1.bet', 1, 'bet', 'Art. 14º', 0.01)] });
cs('10', 'Art. 13º: the dealer A-Q high has no hand: ante paid 1 to 1 but the bet collected (it is handed back): 20 owed', { seats: [{ seat: 1, ante: 10, cards: ['5c', '5d', '9h', '6s', '4c'], settle: [['payout', 'ante', 10], ['collect', 'bet', 20]] }], dealer: ['Ah', 'Qd', 'Jc', '9s', '7d'], findings: [P('1.bet', 1, 'bet', 'Art. 13º', 20)] });
cs('11', 'Art. 14º: a pair paid 2 to 1 (40 on 20): 20 over, allowed by «no menor» only as a warning', { seats: [{ seat: 1, ante: 10, cards: ['3c', '3d', '9h', '6s', '8c'], settle: [['payout', 'ante', 10], ['payout', 'bet', 40]] }], dealer: QDV, findings: [P('1.bet', 1, 'bet', 'Art. 14º', -20, { severity: 'warning' })] });
cs('12', 'Art. 14º: two pair at the maximum (ante 500, bet 1000 at 2 to 1 = 2000), under the posted 60000', { table: { max_payout: 60000 }, seats: [{ seat: 3, ante: 500, bet: 1000, cards: ['Jc', 'Js', 'Tc', 'Td', '3h'], settle: WIN(500, 2, 1000) }], dealer: QDV });
cs('13', 'Art. 14º: two winners; seat 2\'s ante handed back instead of paid (10 owed), seat 1 right', { seats: [{ seat: 1, ante: 10, cards: ['3c', '3d', '9h', '6s', '8c'], settle: WIN(10, 1) }, { seat: 2, ante: 10, cards: ['Qc', 'Qs', 'Jh', '5d', '9d'], settle: [['return', 'ante', 10], ['payout', 'bet', 20]] }], dealer: QDV, findings: [P('2.ante', 2, 'ante', 'Art. 14º', 10)] });
cs('14', 'Art. 12º-13º: the lowest qualifying dealer A-K-4-3-2 beaten by A-K-5-3-2 on the third card: 1 to 1', { seats: [{ seat: 1, ante: 10, cards: ['Ac', 'Kc', '5d', '3h', '2s'], settle: WIN(10, 1) }], dealer: ['Ad', 'Kh', '4c', '3s', '2d'] });
cs('15', 'Art. 12º: A-K-4-3-2 against A-K-4-3-2 is a tie, paid as a win: 10 and 20 not owed', { seats: [{ seat: 1, ante: 10, cards: ['Ac', 'Kc', '4d', '3h', '2s'], settle: WIN(10, 1) }], dealer: ['Ad', 'Kh', '4c', '3s', '2d'], findings: [P('1.ante', 1, 'ante', 'Art. 12º', -10), P('1.bet', 1, 'bet', 'Art. 12º', -20)] });
cs('16', 'Tabla publicada: a posted straight of 4.5 on 20.30 → 91.35', { table: { bet_paytable: { ...MIN, straight: 4.5 } }, seats: [{ seat: 1, ante: 10.15, bet: 20.3, cards: ['5h', '6d', '7c', '8s', '9h'], settle: [['payout', 'ante', 10.15], ['payout', 'bet', 91.35]] }], dealer: ['Ah', 'Kd', 'Tc', '4s', '2h'] });
cs('17', 'Tabla publicada: the posted 4.5 straight on 20.30 paid at the legal 4 (81.20): 10.15 owed, a warning against the posted table', { table: { bet_paytable: { ...MIN, straight: 4.5 } }, seats: [{ seat: 1, ante: 10.15, bet: 20.3, cards: ['5h', '6d', '7c', '8s', '9h'], settle: [['payout', 'ante', 10.15], ['payout', 'bet', 81.2]] }], dealer: ['Ah', 'Kd', 'Tc', '4s', '2h'], findings: [P('1.bet', 1, 'bet', 'Tabla publicada', 10.15, { severity: 'warning' })] });
cs('18', 'Art. 11º: seat 3 folds and its ante of 10 is collected twice (10 owed); seat 5 wins, paid right', { seats: [{ seat: 3, ante: 10, act: 'fold', cards: ['2c', '5d', '8h', 'Ts', '4c'], settle: [['collect', 'ante', 10], ['collect', 'ante', 10]] }, { seat: 5, ante: 10, cards: ['Jc', 'Js', 'Tc', 'Td', '3h'], settle: WIN(10, 2) }], dealer: QDV, findings: [P('3.ante', 3, 'ante', 'Art. 11º', 10)] });
cs('19', 'Art. 15º: four of a kind on 1000 (20 to 1 = 20000) exactly at the posted 20000 cap', { table: { max_payout: 20000 }, seats: [{ seat: 2, ante: 500, bet: 1000, cards: ['8c', '8d', '8h', '8s', '2c'], settle: [['payout', 'ante', 500], ['payout', 'bet', 20000]] }], dealer: QDV });
cs('20', 'Art. 15º on the bet only: a capped royal, the ante paid 400 (the cap read as ante + bet): 100 owed on the ante', { table: { max_payout: 60000 }, seats: [{ seat: 1, ante: 500, bet: 1000, cards: ['Ah', 'Kh', 'Qh', 'Jh', 'Th'], settle: [['payout', 'ante', 400], ['payout', 'bet', 60000]] }], dealer: ['As', 'Kd', '7c', '4s', '2d'], findings: [P('1.ante', 1, 'ante', 'Art. 14º', 100)] });

// ===================================================================== Dragon Six (verify18)
const six = () => dsCoup({ P: two(0), B: two(6), p3v: 5 }); // Punto 0 draws a 5 (5); Banca 6 stands on a 5: Banca wins with six
ds('01', 'limits: Punto bets at the posted minimum 5 and maximum 5000 exactly, Punto 8 natural wins 1 to 1', { coup: dsCoup({ P: two(8), B: two(5) }), bets: [{ seat: 1, spot: 'player', amount: 5 }, { seat: 2, spot: 'player', amount: 5000 }] });
ds('02', 'Art. 8º b: Banca wins with six on 10.01: half is 5.005, paid 5.00 (either cent, reading)', { coup: six(), bets: [{ seat: 1, spot: 'banker', amount: 10.01 }], settle: [['payout', 1, 'banker', 5]] });
ds('03', 'Art. 8º b: Banca six on 10.01 paid 5.02, a cent over the nearer end 5.01', { coup: six(), bets: [{ seat: 1, spot: 'banker', amount: 10.01 }], settle: [['payout', 1, 'banker', 5.02]], findings: [P('1.banker', 1, 'banker', 'Art. 8º', -0.01)] });
ds('04', 'Art. 8º b: a three-card Banca six (3 + a 3 after Punto\'s 2) paid half, 25 on 50', { coup: dsCoup({ P: two(2), B: two(3), p3v: 2, b3v: 3 }), bets: [{ seat: 4, spot: 'banker', amount: 50 }, { seat: 5, spot: 'player', amount: 20 }] });
ds('05', 'Art. 8º c: a tie at the table maximum 5000 paid 8 to 1 = 40000; Punto and Banca handed back', { coup: dsCoup({ P: two(7), B: two(7) }), bets: [{ seat: 1, spot: 'tie', amount: 5000 }, { seat: 2, spot: 'player', amount: 100 }, { seat: 3, spot: 'banker', amount: 100 }] });
ds('06', 'Art. 8º c: a tie on 12.34 paid 98.71 (8 to 1 is 98.72)', { coup: dsCoup({ P: two(7), B: two(7) }), bets: [{ seat: 1, spot: 'tie', amount: 12.34 }], settle: [['payout', 1, 'tie', 98.71]], findings: [P('1.tie', 1, 'tie', 'Art. 8º', 0.01)] });
ds('07', 'four seats: seat 4\'s Punto win paid half (as a Banca six): 10 owed on seat 4 alone', { coup: dsCoup({ P: two(9), B: two(6) }), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'banker', amount: 30 }, { seat: 3, spot: 'tie', amount: 10 }, { seat: 4, spot: 'player', amount: 20 }], settle: [['payout', 1, 'player', 20], ['collect', 2, 'banker', 30], ['collect', 3, 'tie', 10], ['payout', 4, 'player', 10]], findings: [P('4.player', 4, 'player', 'Art. 8º', 10)] });
ds('08', 'Art. 8º: Punto and Tie by one player in one coup (allowed); Punto wins', { coup: dsCoup({ P: two(9), B: two(6) }), bets: [{ seat: 1, spot: 'player', amount: 20, extra: { player: 'P1' } }, { seat: 1, spot: 'tie', amount: 5, extra: { player: 'P1' } }] });
ds('09', 'Art. 8º: one player (P1) bets Punto at zone 1 and Banca at zone 2 in the same coup (a warning; settled right)', { coup: dsCoup({ P: two(9), B: two(6) }), bets: [{ seat: 1, spot: 'player', amount: 20, extra: { player: 'P1' } }, { seat: 2, spot: 'banker', amount: 20, extra: { player: 'P1' } }], findings: [Q('Art. 8º', 'bet.2.banker', { loose: true })] });
ds('10', 'Art. 7º a: a bet behind zone 1 while six zones are free; box and behind paid together', { coup: dsCoup({ P: two(9), B: two(6) }), bets: [{ seat: 1, spot: 'player', amount: 20, extra: { player: 'P1' } }, { seat: 1, spot: 'player', amount: 10, extra: { player: 'P2', behind: true } }], settle: [['payout', 1, 'player', 30]], findings: [Q('Art. 7º', 'bet.1.player', { loose: true })] });
ds('11', 'Art. 7º a: every zone occupied (seven), then a bet behind zone 7: allowed; Punto wins', { coup: dsCoup({ P: two(9), B: two(6) }), bets: [...[1, 2, 3, 4, 5, 6, 7].map((s) => ({ seat: s, spot: 'player', amount: 10, extra: { player: `P${s}` } })), { seat: 7, spot: 'player', amount: 5, extra: { player: 'P8', behind: true } }], settle: [...[1, 2, 3, 4, 5, 6].map((s) => ['payout', s, 'player', 10]), ['payout', 7, 'player', 15]] });
ds('12', 'Art. 8º: a 5 % commission kept on a Banca win of 50 (Dragon Six takes none): 2.50 owed', { coup: dsCoup({ P: two(6), B: two(7) }), bets: [{ seat: 2, spot: 'banker', amount: 50 }], post: [{ type: 'commission', spot: 'banker', amount: 2.5, label: 'comm' }], findings: [P('comm', 2, 'banker', 'Art. 8º', 2.5)] });
ds('13', 'Art. 10º: naturals 9 against 8, nobody draws; Punto wins', { coup: dsCoup({ P: two(9), B: two(8) }), bets: [{ seat: 1, spot: 'player', amount: 15 }, { seat: 2, spot: 'banker', amount: 25 }] });
ds('14', 'Art. 8º b: a Banca win on 7 paid half (20 on 40): 20 owed', { coup: dsCoup({ P: two(6), B: two(7) }), bets: [{ seat: 2, spot: 'banker', amount: 40 }], settle: [['payout', 2, 'banker', 20]], findings: [P('2.banker', 2, 'banker', 'Art. 8º', 20)] });
ds('15', 'Art. 8º: a 6-6 tie: Tie paid 8 to 1, Banca and Punto handed back (reading)', { coup: dsCoup({ P: two(6), B: two(6) }), bets: [{ seat: 1, spot: 'tie', amount: 10 }, { seat: 2, spot: 'banker', amount: 40 }, { seat: 3, spot: 'player', amount: 30 }] });
ds('16', 'Art. 8º: a 6-6 tie read as a Banca six: the Banca bet of 40 paid 20 (it is handed back): 20 not owed', { coup: dsCoup({ P: two(6), B: two(6) }), bets: [{ seat: 2, spot: 'banker', amount: 40 }], settle: [['payout', 2, 'banker', 20]], findings: [P('2.banker', 2, 'banker', 'Art. 8º', -20)] });
ds('17', 'Art. 8º: Banca and Tie at the minimum 5 by one seat; Banca wins with six: 2.50, Tie collected', { coup: six(), bets: [{ seat: 1, spot: 'banker', amount: 5 }, { seat: 1, spot: 'tie', amount: 5 }] });
ds('18', 'Art. 8º b: Banca six on the minimum 5 paid 2.00 (half is 2.50): 0.50 owed', { coup: six(), bets: [{ seat: 1, spot: 'banker', amount: 5 }], settle: [['payout', 1, 'banker', 2]], findings: [P('1.banker', 1, 'banker', 'Art. 8º', 0.5)] });
ds('19', 'Art. 8º b: Banca six on the maximum 5000 paid 2500', { coup: six(), bets: [{ seat: 1, spot: 'banker', amount: 5000 }] });
ds('20', 'Art. 8º: seat 1 Punto paid right; seat 2 Tie paid 8 to 1 on a Punto win (the tie lost): 90 owed by seat 2, nothing on seat 1', { coup: dsCoup({ P: two(9), B: two(6) }), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'tie', amount: 10 }], settle: [['payout', 1, 'player', 20], ['payout', 2, 'tie', 80]], findings: [P('2.tie', 2, 'tie', 'Art. 8º', -90)] });

// ===================================================================== pai gow bonus (verify18)
pg('01', '(B)(7)/(B)(6): a bonus at the $1 minimum, 5½ → 5.50 rounded to 6', { paigow: [[1, 10]], bonus: [[1, 4, 1]], rng: 4 });
pg('02', '(B)(6): the same $1 at 5½ paid 5, the half dollar rounded down: 1 owed (reading up; right under the reading either)', { paigow: [[1, 10]], bonus: [[1, 4, 1]], rng: 4, settle: [['payout', 1, 4, 5]], findings: [P('s.1.4', 1, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 4 })] });
pg('03', '(B)(6): the $1 paid 5.50, not rounded to the dollar: 0.50 short of 6 (reading up; a warning under the reading either)', { paigow: [[1, 10]], bonus: [[1, 4, 1]], rng: 4, settle: [['payout', 1, 4, 5.5]], findings: [P('s.1.4', 1, 'bonus', 'Art. 10-10.15(B)(6)', 0.5, { number: 4 })] });
pg('04', '(B)(7): a bonus of $0.99, under the $1 minimum; lost and collected', { paigow: [[1, 10]], bonus: [[1, 2, 0.99]], rng: 4, findings: [Q('Art. 10-10.15(B)(7)', 'bonus.0', { loose: true })] });
pg('05', '(B)(7): the largest bonus whose 6 to 1 stays within the 1000 maximum ($166 → 996)', { table: { bonus_payout: 6 }, paigow: [[1, 100]], bonus: [[1, 4, 166]], rng: 4 });
pg('06', '(B)(7): $167 at 6 to 1 = 1002 over the 1000 maximum: the bet is reported; paid 1000 (reading capped)', { table: { bonus_payout: 6 }, paigow: [[1, 100]], bonus: [[1, 4, 167]], rng: 4, settle: [['payout', 1, 4, 1000]], findings: [Q('Art. 10-10.15(B)(7)', 'bonus.0', { loose: true })] });
pg('07', '(B)(3)/(B)(6): six seats on the winning number 7, each a half dollar at 5½ ($1, 3, 5, 7, 9, 11 → 6, 17, 28, 39, 50, 61)', { paigow: [[1, 10], [2, 10], [3, 10], [4, 10], [5, 10], [6, 10]], bonus: [[1, 7, 1], [2, 7, 3], [3, 7, 5], [4, 7, 7], [5, 7, 9], [6, 7, 11]], rng: 7 });
pg('08', '(B)(6): three seats; seat 3\'s $4 winner paid 21 (5½ is 22): 1 owed on seat 3 only', { paigow: [[1, 10], [2, 10], [3, 10]], bonus: [[1, 2, 5], [2, 6, 2], [3, 6, 4]], rng: 6, settle: [['collect', 1, 2, 5], ['payout', 2, 6, 11], ['payout', 3, 6, 21]], findings: [P('s.3.6', 3, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 6 })] });
pg('09', '(B)(6): a posted 5.75 on $4 = 23 exactly', { table: { bonus_payout: 5.75 }, paigow: [[1, 10]], bonus: [[1, 3, 4]], rng: 3 });
pg('10', '(B)(6): the posted 5.75 on $4 paid at 5½ (22): 1 owed against the layout\'s table', { table: { bonus_payout: 5.75 }, paigow: [[1, 10]], bonus: [[1, 3, 4]], rng: 3, settle: [['payout', 1, 3, 22]], findings: [P('s.1.3', 1, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 3 })] });
pg('11', '(B)(1)-(B)(6): $1.50 twice on number 2 by one seat is one bet of $3 (16.50 → 17, rounded once)', { paigow: [[1, 10]], bonus: [[1, 2, 1.5], [1, 2, 1.5]], rng: 2, settle: [['payout', 1, 2, 17]] });
pg('12', '(B)(5): a winner paid before the losers were collected', { paigow: [[1, 10], [2, 10]], bonus: [[1, 5, 2], [2, 6, 3]], rng: 5, settle: [['payout', 1, 5, 11], ['collect', 2, 6, 3]], findings: [Q('Art. 10-10.15(B)(5)', undefined, { loose: true })] });
pg('13', '(B)(7): a posted max_payout of 110 met exactly by $20 at 5½', { table: { max_payout: 110 }, paigow: [[1, 20]], bonus: [[1, 1, 20]], rng: 1 });
pg('14', '(B)(7): $20.10 at 5½ (110.55 → 111) over the posted 110: reported; paid 110 (reading capped)', { table: { max_payout: 110 }, paigow: [[1, 20]], bonus: [[1, 1, 20.1]], rng: 1, settle: [['payout', 1, 1, 110]], findings: [Q('Art. 10-10.15(B)(7)', 'bonus.0', { loose: true })] });
pg('15', '(B)(6): $2.50 at a posted 5.75 = 14.375 → 14', { table: { bonus_payout: 5.75 }, paigow: [[1, 10]], bonus: [[1, 5, 2.5]], rng: 5 });
pg('16', '(B)(6): $2.50 at 5.75 paid 15 (14 is the nearest dollar; 15 is within 6 to 1): a warning, 1 over', { table: { bonus_payout: 5.75 }, paigow: [[1, 10]], bonus: [[1, 5, 2.5]], rng: 5, settle: [['payout', 1, 5, 15]], findings: [P('s.1.5', 1, 'bonus', 'Art. 10-10.15(B)(6)', -1, { number: 5, severity: 'warning' })] });
pg('17', '(B)(6): $2.50 at 5.75 paid 13: 1 owed', { table: { bonus_payout: 5.75 }, paigow: [[1, 10]], bonus: [[1, 5, 2.5]], rng: 5, settle: [['payout', 1, 5, 13]], findings: [P('s.1.5', 1, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 5 })] });
pg('18', '(B)(3)-(B)(4): six seats, none on the number 4: every bonus collected', { paigow: [[1, 10], [2, 10], [3, 10], [4, 10], [5, 10], [6, 10]], bonus: [[1, 1, 1], [2, 2, 2], [3, 3, 3], [4, 5, 4], [5, 6, 5], [6, 7, 6]], rng: 4 });
pg('19', '(B)(4): seat 5\'s loser never collected (5 owed by the player); seat 6 collected right', { paigow: [[5, 10], [6, 10]], bonus: [[5, 2, 5], [6, 3, 6]], rng: 4, settle: [['collect', 6, 3, 6]], findings: [P(undefined, 5, 'bonus', 'Art. 10-10.15(B)(4)', -5, { number: 2 })] });
pg('20', '(B)(6): $1 at a posted 6 to 1 = 6 exactly; a second seat $1.25 at 6 = 7.50 paid 8', { table: { bonus_payout: 6 }, paigow: [[1, 10], [2, 10]], bonus: [[1, 6, 1], [2, 6, 1.25]], rng: 6, settle: [['payout', 1, 6, 6], ['payout', 2, 6, 8]] });


for (const cat of ['cs', 'ds', 'pg']) {
  writeFileSync(join(out, `${cat}.ndjson`), hands[cat].map((h) => JSON.stringify(h)).join('\n') + '\n');
  writeFileSync(join(out, `${cat}.expect.json`), JSON.stringify(expect[cat], null, 1) + '\n');
}
if (process.argv.includes('--compare')) {
  let bad = 0;
  for (const cat of ['cs', 'ds', 'pg']) {
    let file = join(out, `${cat}.ndjson`), extra = [];
    if (process.argv.includes('--csv')) {
      writeCsv(hands[cat], join(out, `${cat}.csv`), join(out, `${cat}.tables.json`));
      file = join(out, `${cat}.csv`); extra = ['--tables', join(out, `${cat}.tables.json`)];
    }
    const s = compareFile(file, expect[cat], 'dist/cli/veedor.js', console.log, extra);
    bad += s.counts.disagree;
    console.log(`== ${cat}: ${JSON.stringify(s.counts)}, rejected ${s.rejected}, veedor findings ${s.findings}, expected ${s.expected}`);
  }
  process.exitCode = bad ? 1 : 0;
}
