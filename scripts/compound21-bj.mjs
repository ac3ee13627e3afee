#!/usr/bin/env node
// compound21-bj: Pot Luck Black Jack (Peru) and Marbella blackjack hands with SEVERAL breaches at once (two seats each
// short, one seat over and under on two wagers, a procedure error before a wrong payout, the side bet beside the main
// bet, an extra card then a settlement by the wrong total, a settlement missing beside one made twice...). Each hand
// lists every finding Veedor must report, with its rule, article, event, seat, hand, spot, expected, actual and
// owed_to_player; any other finding on the hand is a disagreement (a cascade, a double count).
//
//   node scripts/compound21-bj.mjs write            writes scripts/compound21-bj-hands.ndjson (the data file)
//   node scripts/compound21-bj.mjs check [-v] [--es]  audits it with dist/cli/veedor.js (--format json) and compares;
//                                                   then checks summary.money (per currency) against the expectations
//                                                   and replays every hand (text and JSON, en and es): each finding
//                                                   narrated, in event order, and the balance owed.
//
// Readings used where the hands' breaches interact (docs/oracles.md, "compound21"):
// - the wagers are judged on the hand the text entitles the player to (a card the dealer or a player was not entitled
//   to is no part of the hand; player_extra_cards_count / dealer_extra_cards_count false), not on the cards as dealt;
// - chips the text does not admit (a double beyond the original, an insurance beyond half, a late bet) are no wager:
//   owed back whole; a payout on them is money not owed, reported once, on the wager it was paid on;
// - a procedure error that does not change what the player holds (an early settlement, a missing offer, a dealer
//   standing short) is reported alone, and the money judged on the hand as it stood.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { award, bet, col, comm, d, down, h, MB, PL, pay, pool, proc, ret, rv, up, x, examinerBj } from './examiner-bj.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const DATA = join(here, 'compound21-bj-hands.ndjson');
const { hand, CASES } = examinerBj({ name: 'compound21-bj.mjs', data: 'compound21-bj-hands.ndjson', tag: '21', date: '2026-12-06' });

// expectation: rule, article, mark (the event; null: no event), seat, hand, spot, money [expected, actual, owed] or null
const F = (rule, article, mark, seat, hnd, spot, money = null, severity = 'error') => ({ rule, article, mark, seat, hand: hnd, spot, money, severity });
const W = (rule, article, mark, seat, hnd, spot) => F(rule, article, mark, seat, hnd, spot, null, 'warning');
const compound = (cat, note, hnd, ...expect) => CASES.push({ clause: cat, kind: 'compound', note, hand: hnd, expect });
const insP = (seat, amount, o = {}) => ({ type: 'payout', seat, spot: 'insurance', amount, ...o });
const insC = (seat, amount, o = {}) => ({ type: 'collect', seat, spot: 'insurance', amount, ...o });

// ===================================================================== Pot Luck Black Jack (PEN)
compound('PL', 'two seats each underpaid: a win paid 90 on 100, a blackjack paid 1 to 1 on 50', hand('C21-PL-01', PL, [
  bet(1, 100), bet(2, 50), d(1, 'Th'), d(2, 'Ah'), up('9c'), d(1, '9d'), d(2, 'Kd'), down('7h'), proc('offer_surrender'),
  x(1, 'stand'), pay(2, 50, { m: 'b' }), rv('7h'), up('2c'), pay(1, 90, { m: 'p' }),
]), F('blackjack-pays-3-to-2', 'Art. 13º', 'b', 2, 1, 'main', [75, 50, 25]),
F('win-pays-1-to-1', 'Art. 15º', 'p', 1, 1, 'main', [100, 90, 10]));

compound('PL', 'one seat, two split hands: one over-paid 20, the other under-paid 20', hand('C21-PL-02', PL, [
  bet(1, 100), d(1, '8s'), up('6d'), d(1, '8h'), down('Th'), proc('offer_surrender'), x(1, 'split', { amount: 100 }),
  h(1, 1, 'Tc'), x(1, 'stand'), h(1, 2, 'Td'), x(1, 'stand', { hand: 2 }), rv('Th'), up('9c'),
  pay(1, 120, { m: 'a' }), pay(1, 80, { hand: 2, m: 'b' }),
]), F('win-pays-1-to-1', 'Art. 15º', 'a', 1, 1, 'main', [100, 120, -20]),
F('win-pays-1-to-1', 'Art. 15º', 'b', 1, 2, 'main', [100, 80, 20]));

compound('PL', 'a double for more than the original (procedure), then the win paid short of the lawful double', hand('C21-PL-03', PL, [
  bet(1, 100), d(1, '5h'), up('9s'), d(1, '6d'), down('9c'), proc('offer_surrender'),
  x(1, 'double', { amount: 150, m: 'x' }), h(1, 1, 'Tc'), rv('9c'), pay(1, 180, { m: 'p' }),
]), F('double-allowed', 'Art. 12º', 'x', 1, 1, undefined),
F('win-pays-1-to-1', 'Art. 15º', 'p', 1, 1, 'main', [200, 180, 20]));

compound('PL', 'the pool award short and the main win short, on the same seat', hand('C21-PL-04', PL, [
  bet(1, 100), pool(1, 10), bet(2, 50), pool(2, 10), d(1, 'Th'), d(2, '9d'), up('6h'), d(1, 'Kd'), d(2, '8c'), down('Tc'),
  proc('offer_surrender'), x(1, 'stand'), x(2, 'stand'), rv('Tc'), up('2s'),
  pay(1, 90, { m: 'p' }), col(2, 50), comm(1), award(1, 17, { m: 'a' }),
]), F('win-pays-1-to-1', 'Art. 15º', 'p', 1, 1, 'main', [100, 90, 10]),
F('pool-award', 'Art. 18º', 'a', 1, undefined, 'pool', [19, 17, 2]));

compound('PL', 'the dealer draws past 17 and busts; a 16 is paid as if he had', hand('C21-PL-05', PL, [
  bet(1, 100), bet(2, 100), d(1, 'Tc'), d(2, 'Th'), up('7d'), d(1, '6c'), d(2, '9s'), down('Kh'), proc('offer_surrender'),
  x(1, 'stand'), x(2, 'stand'), rv('Kh'), up('5c', { m: 'e' }), pay(1, 100, { m: 'p' }), pay(2, 100),
]), F('dealer-draws-to-17', 'Art. 14º', 'e', undefined, undefined, undefined),
F('loss-collected', 'Art. 16º', 'p', 1, 1, 'main', [-100, 100, -200]));

compound('PL', "one seat's win never paid, another seat's loss collected twice", hand('C21-PL-06', PL, [
  bet(1, 100), bet(2, 50), d(1, 'Th'), d(2, 'Tc'), up('7d'), d(1, '9c'), d(2, '5s'), down('Ts'), proc('offer_surrender'),
  x(1, 'stand'), x(2, 'stand'), rv('Ts'), col(2, 50), col(2, 50, { m: 'c' }),
]), F('win-pays-1-to-1', 'Art. 15º', undefined, 1, 1, 'main', [100, 0, 100]),
F('loss-collected', 'Art. 16º', 'c', 2, 1, 'main', [-50, -100, 50]));

compound('PL', 'insurance beyond half paid on all of it; another seat\'s lawful insurance collected though the dealer has blackjack', hand('C21-PL-07', PL, [
  bet(1, 100), bet(2, 50), d(1, '9h'), d(2, 'Tc'), up('Ah'), d(1, '8d'), d(2, 'Qd'), down('Kd'), proc('offer_insurance'),
  x(1, 'insurance', { amount: 60, m: 'i' }), x(2, 'insurance', { amount: 25 }), x(1, 'stand'), x(2, 'stand'), rv('Kd'),
  insP(1, 120, { m: 'p' }), insC(2, 25, { m: 'q' }), col(1, 100), col(2, 50),
]), F('insurance-allowed', 'Art. 10º', 'i', 1, undefined, undefined),
F('insurance-pays-2-to-1', 'Art. 10º', 'p', 1, undefined, 'insurance', [100, 120, -20]),
F('insurance-pays-2-to-1', 'Art. 10º', 'q', 2, undefined, 'insurance', [50, -25, 75]));

compound('PL', 'a surrender collected in full at one seat, a blackjack paid 1 to 1 at another', hand('C21-PL-08', PL, [
  bet(1, 100), bet(2, 40), d(1, 'Th'), d(2, 'Ac'), up('Ts'), d(1, '6d'), d(2, 'Kh'), down('7h'), proc('offer_surrender'),
  x(1, 'surrender'), col(1, 100, { m: 'c' }), rv('7h'), pay(2, 40, { m: 'b' }),
]), F('surrender-half-collected', 'Art. 9º', 'c', 1, 1, 'main', [-50, -100, 50]),
F('blackjack-pays-3-to-2', 'Art. 13º', 'b', 2, 1, 'main', [60, 40, 20]));

compound('PL', 'a blackjack against a ten paid before the reveal, and 1 to 1', hand('C21-PL-09', PL, [
  bet(1, 100), bet(2, 50), d(1, 'Ah'), d(2, 'Tc'), up('Ts'), d(1, 'Kd'), d(2, '9c'), down('7h'), proc('offer_surrender'),
  pay(1, 100, { m: 'b' }), x(2, 'stand'), rv('7h'), pay(2, 50),
]), F('blackjack-payment-timing', 'Art. 13º', 'b', 1, 1, undefined),
F('blackjack-pays-3-to-2', 'Art. 13º', 'b', 1, 1, 'main', [150, 100, 50]));

compound('PL', 'a blackjack against a ten paid 3 to 2 before the reveal; the dealer has blackjack (a push)', hand('C21-PL-10', PL, [
  bet(1, 100), bet(2, 50), d(1, 'Ah'), d(2, 'Tc'), up('Ts'), d(1, 'Kd'), d(2, '9c'), down('As'), proc('offer_surrender'),
  pay(1, 150, { m: 'b' }), x(2, 'stand'), rv('As'), col(2, 50),
]), F('blackjack-payment-timing', 'Art. 13º', 'b', 1, 1, undefined),
F('blackjack-pays-3-to-2', 'Art. 13º', 'b', 1, 1, 'main', [0, 150, -150]));

compound('PL', 'chips added to the box after its cards, paid on; the pool paid to a seat that bet none, the pool winner unpaid', hand('C21-PL-11', PL, [
  bet(1, 100), pool(1, 10), pool(2, 10), bet(2, 50), bet(3, 50), d(1, 'Th'), d(2, '9c'), d(3, 'Tc'), up('6d'), d(1, '8h'),
  bet(1, 50, { m: 'l' }), d(2, '8d'), d(3, 'Ah'), down('Td'), proc('offer_surrender'), x(1, 'stand'), x(2, 'stand'),
  pay(3, 75), rv('Td'), up('8c'), pay(1, 150, { m: 'p' }), pay(2, 50), comm(1), award(3, 19, { m: 'a' }),
]), F('main-bet-after-cards', 'Art. 12º', 'l', 1, undefined, undefined),
F('win-pays-1-to-1', 'Art. 15º', 'p', 1, 1, 'main', [100, 150, -50]),
F('pool-award', 'Art. 18º', 'a', 3, undefined, 'pool', [0, 19, -19]),
F('pool-award', 'Art. 18º', undefined, 1, undefined, 'pool', [19, 0, 19]));

compound('PL', 'the dealer stands on 16; one winner paid half', hand('C21-PL-12', PL, [
  bet(1, 100), bet(2, 100), d(1, 'Th'), d(2, 'Tc'), up('9d'), d(1, '8h'), d(2, '5c'), down('7s'), proc('offer_surrender'),
  x(1, 'stand'), x(2, 'stand'), rv('7s', { m: 'r' }), pay(1, 50, { m: 'p' }), col(2, 100),
]), F('dealer-draws-to-17', 'Art. 14º', 'r', undefined, undefined, undefined),
F('win-pays-1-to-1', 'Art. 15º', 'p', 1, 1, 'main', [100, 50, 50]));

compound('PL', 'a split ace given a second card, then paid as 21 where its one card made 16', hand('C21-PL-13', PL, [
  bet(1, 50), d(1, 'As'), up('7d'), d(1, 'Ah'), down('Th'), proc('offer_surrender'), x(1, 'split', { amount: 50 }),
  h(1, 1, '5c'), h(1, 1, '5d', { m: 'e' }), h(1, 2, '9c'), rv('Th'), pay(1, 50, { m: 'p' }), pay(1, 50, { hand: 2 }),
]), F('split-aces-one-card', 'Art. 11º', 'e', 1, 1, undefined),
F('loss-collected', 'Art. 16º', 'p', 1, 1, 'main', [-50, 50, -100]));

compound('PL', 'dealer blackjack: a doubled box collected whole, and both hands of a split collected', hand('C21-PL-14', PL, [
  bet(1, 100), bet(2, 100), d(1, '5h'), d(2, '8s'), up('Td'), d(1, '6d'), d(2, '8d'), down('As'), proc('offer_surrender'),
  x(1, 'double', { amount: 100 }), h(1, 1, '9c'), x(2, 'split', { amount: 100 }), h(2, 1, 'Tc'), x(2, 'stand'),
  h(2, 2, 'Kc'), x(2, 'stand', { hand: 2 }), rv('As'), col(1, 200, { m: 'a' }), col(2, 100), col(2, 100, { hand: 2, m: 'b' }),
]), F('dealer-blackjack-takes', 'Art. 13º', 'a', 1, 1, 'main', [-100, -200, 100]),
F('dealer-blackjack-takes', 'Art. 13º', 'b', 2, 2, 'main', [0, -100, 100]));

compound('PL', 'even money taken against a 9 (not offered), the blackjack then paid 1 to 1', hand('C21-PL-15', PL, [
  bet(1, 100), d(1, 'Ah'), up('9c'), d(1, 'Kd'), down('7h'), proc('offer_surrender'), x(1, 'even_money', { m: 'x' }),
  pay(1, 100, { m: 'p' }), rv('7h'),
]), F('even-money-allowed', 'Art. 13º', 'x', 1, 1, undefined),
F('blackjack-pays-3-to-2', 'Art. 13º', 'p', 1, 1, 'main', [150, 100, 50]));

compound('PL', 'the surrender question never asked, and a winner paid short', hand('C21-PL-16', PL, [
  bet(1, 100), bet(2, 60), d(1, 'Th'), d(2, '7c'), up('9d'), d(1, '9h'), d(2, '9s'), down('7s'),
  x(1, 'stand', { m: 'o' }), x(2, 'stand'), rv('7s'), up('2d'), pay(1, 95, { m: 'p' }), col(2, 60),
]), F('surrender-offer', 'Art. 9º', 'o', undefined, undefined, undefined),
F('win-pays-1-to-1', 'Art. 15º', 'p', 1, 1, 'main', [100, 95, 5]));

compound('PL', 'a bust collected twice, the second time after the reveal; the box behind paid where it lost', hand('C21-PL-17', PL, [
  bet(1, 100, { player: 'P1' }), bet(1, 40, { behind: true, player: 'P2' }), bet(2, 50), d(1, 'Tc'), d(2, 'Th'), up('8d'),
  d(1, '6h'), d(2, '9s'), down('9h'), proc('offer_surrender'), x(1, 'hit', { player: 'P1' }), h(1, 1, 'Qc'),
  col(1, 100), col(1, 40, { behind: true, player: 'P2' }), x(2, 'stand'), rv('9h'), col(1, 100, { m: 'c' }),
  pay(1, 40, { behind: true, player: 'P2', m: 'b' }), pay(2, 50),
]), F('bust-loses-wager', 'Art. 14º', 'c', 1, 1, 'main', [-100, -200, 100]),
F('bust-loses-wager', 'Art. 14º', 'b', 1, 1, 'main', [-40, 0, -40]));

compound('PL', 'a resplit hand doubled for more than the original and paid on all of it; another split hand collected where it won', hand('C21-PL-18', PL, [
  bet(1, 20), d(1, '8s'), up('7d'), d(1, '8h'), down('Th'), proc('offer_surrender'), x(1, 'split', { amount: 20 }), h(1, 1, '8c'),
  x(1, 'split', { amount: 20 }), h(1, 1, '2d'), x(1, 'double', { amount: 30, m: 'x' }), h(1, 1, 'Ac'), h(1, 3, 'Ks'), x(1, 'stand', { hand: 3 }),
  h(1, 2, 'Tc'), x(1, 'stand', { hand: 2 }), rv('Th'), pay(1, 50, { m: 'a' }), pay(1, 20, { hand: 3 }), col(1, 20, { hand: 2, m: 'b' }),
]), F('double-allowed', 'Art. 12º', 'x', 1, 1, undefined),
F('win-pays-1-to-1', 'Art. 15º', 'a', 1, 1, 'main', [40, 50, -10]),
F('win-pays-1-to-1', 'Art. 15º', 'b', 1, 2, 'main', [20, -20, 40]));

compound('PL', 'a box and the bet behind it paid together short; another seat over-paid', hand('C21-PL-19', PL, [
  bet(1, 100, { player: 'P1' }), bet(1, 50, { behind: true, player: 'P2' }), bet(2, 60), d(1, 'Th'), d(2, 'Tc'), up('9d'),
  d(1, 'Kd'), d(2, '9s'), down('8c'), proc('offer_surrender'), x(1, 'stand', { player: 'P1' }), x(2, 'stand'), rv('8c'),
  pay(1, 120, { m: 'a' }), pay(2, 70, { m: 'b' }),
]), F('win-pays-1-to-1', 'Art. 15º', 'a', 1, 1, 'main', [150, 120, 30]),
F('win-pays-1-to-1', 'Art. 15º', 'b', 2, 1, 'main', [60, 70, -10]));

// Pot Luck after compound21 (one_card_extra_cards_count false): a doubled 13 dealt a card it had no right to is no
// bust; collecting it before the reveal settles a standing hand early (as Marbella's test holds), with no money where
// the 13 lost anyway; and a hand that busts on its own card is still collected at once.
compound('PL', 'a doubled 13 dealt a K it had no right to, collected as bust before the reveal (it lost to 17 anyway)', hand('C21-PL-20', PL, [
  bet(1, 100), bet(2, 50), d(1, '6h'), d(2, 'Tc'), up('9c'), d(1, '5d'), d(2, '6s'), down('8s'), proc('offer_surrender'),
  x(1, 'double', { amount: 100 }), h(1, 1, '2c'), h(1, 1, 'Kc', { m: 'e' }), col(1, 200, { m: 'c' }), x(2, 'hit'), h(2, 1, '9h'),
  col(2, 50), rv('8s'),
]), F('double-one-card', 'Art. 12º', 'e', 1, 1, undefined),
F('settled-before-hand-ended', 'Art. 14º', 'c', 1, 1, undefined));

// ===================================================================== Marbella (EUR, European deal)
compound('MB', 'two seats each underpaid: a win paid 90 on 100, a blackjack paid 1 to 1 on 50', hand('C21-MB-01', MB, [
  bet(1, 100), bet(2, 50), d(1, 'Th'), d(2, 'Ah'), up('9c'), d(1, '9d'), d(2, 'Kd'), x(1, 'stand'), pay(2, 50, { m: 'b' }),
  up('7h'), up('2c'), pay(1, 90, { m: 'p' }),
]), F('blackjack-pays-3-to-2', 'Black Jack', 'b', 2, 1, 'main', [75, 50, 25]),
F('win-pays-1-to-1', 'Desarrollo del juego', 'p', 1, 1, 'main', [100, 90, 10]));

compound('MB', 'one seat, two split hands: one over-paid 20, the other under-paid 20', hand('C21-MB-02', MB, [
  bet(1, 100), d(1, '8s'), up('6d'), d(1, '8h'), x(1, 'split', { amount: 100 }), h(1, 1, 'Tc'), x(1, 'stand'),
  h(1, 2, 'Td'), x(1, 'stand', { hand: 2 }), up('Th'), up('9c'), pay(1, 120, { m: 'a' }), pay(1, 80, { hand: 2, m: 'b' }),
]), F('win-pays-1-to-1', 'Desarrollo del juego', 'a', 1, 1, 'main', [100, 120, -20]),
F('win-pays-1-to-1', 'Desarrollo del juego', 'b', 1, 2, 'main', [100, 80, 20]));

compound('MB', 'a double on 12 (void) paid on the doubled stake; another seat doubled for less and paid short', hand('C21-MB-03', MB, [
  bet(1, 100), bet(2, 50), d(1, '7h'), d(2, '6c'), up('6s'), d(1, '5d'), d(2, '5c'), x(1, 'double', { amount: 100, m: 'x' }),
  h(1, 1, '8c'), x(2, 'double', { amount: 25 }), h(2, 1, '9h'), up('Td'), up('2c'), pay(1, 200, { m: 'p' }), pay(2, 70, { m: 'q' }),
]), F('double-allowed', 'Dobles', 'x', 1, 1, undefined),
F('win-pays-1-to-1', 'Desarrollo del juego', 'p', 1, 1, 'main', [100, 200, -100]),
F('win-pays-1-to-1', 'Desarrollo del juego', 'q', 2, 1, 'main', [75, 70, 5]));

compound('MB', 'insurance beyond half paid on all of it; another seat\'s lawful insurance collected though the dealer has blackjack', hand('C21-MB-04', MB, [
  bet(1, 100), bet(2, 50), d(1, '9h'), d(2, 'Tc'), up('Ah'), d(1, '8d'), d(2, 'Qd'), proc('offer_insurance'),
  x(1, 'insurance', { amount: 60, m: 'i' }), x(2, 'insurance', { amount: 25 }), x(1, 'stand'), x(2, 'stand'), up('Kd'),
  insP(1, 120, { m: 'p' }), insC(2, 25, { m: 'q' }), col(1, 100), col(2, 50),
]), F('insurance-allowed', 'Seguro', 'i', 1, undefined, undefined),
F('insurance-pays-2-to-1', 'Seguro', 'p', 1, undefined, 'insurance', [100, 120, -20]),
F('insurance-pays-2-to-1', 'Seguro', 'q', 2, undefined, 'insurance', [50, -25, 75]));

compound('MB', 'the dealer draws past 17 and busts; a 16 is paid as if he had', hand('C21-MB-05', MB, [
  bet(1, 100), bet(2, 100), d(1, 'Tc'), d(2, 'Th'), up('7d'), d(1, '6c'), d(2, '9s'), x(1, 'stand'), x(2, 'stand'),
  up('Kh'), up('5c', { m: 'e' }), pay(1, 100, { m: 'p' }), pay(2, 100),
]), F('dealer-draws-to-17', 'Desarrollo del juego', 'e', undefined, undefined, undefined),
F('loss-collected', 'Desarrollo del juego', 'p', 1, 1, 'main', [-100, 100, -200]));

compound('MB', "one seat's win never paid, another seat's loss collected twice", hand('C21-MB-06', MB, [
  bet(1, 100), bet(2, 50), d(1, 'Th'), d(2, 'Tc'), up('7d'), d(1, '9c'), d(2, '5s'), x(1, 'stand'), x(2, 'stand'),
  up('Ts'), col(2, 50), col(2, 50, { m: 'c' }),
]), F('win-pays-1-to-1', 'Desarrollo del juego', undefined, 1, 1, 'main', [100, 0, 100]),
F('loss-collected', 'Desarrollo del juego', 'c', 2, 1, 'main', [-50, -100, 50]));

compound('MB', 'a card dealt after the stand, then the stood 18 collected as bust after the dealer stood on 17', hand('C21-MB-07', MB, [
  bet(1, 100), d(1, 'Th'), up('7d'), d(1, '8c'), x(1, 'stand'), h(1, 1, 'Kc', { m: 'e' }), up('Ts'), col(1, 100, { m: 'c' }),
]), F('no-card-after-stand', 'Desarrollo del juego', 'e', 1, 1, undefined),
F('win-pays-1-to-1', 'Desarrollo del juego', 'c', 1, 1, 'main', [100, -100, 200]));

compound('MB', 'box blackjack paid 1 to 1, the bet behind it paid 80 for 75', hand('C21-MB-08', MB, [
  bet(1, 100, { player: 'P1' }), bet(1, 50, { behind: true, player: 'P2' }), d(1, 'Ah'), up('9c'), d(1, 'Kd'),
  pay(1, 100, { m: 'a' }), pay(1, 80, { behind: true, player: 'P2', m: 'b' }), up('7h'),
]), F('blackjack-pays-3-to-2', 'Black Jack', 'a', 1, 1, 'main', [150, 100, 50]),
F('blackjack-pays-3-to-2', 'Black Jack', 'b', 1, 1, 'main', [75, 80, -5]));

compound('MB', 'a bet added after the first card, paid on with the rest', hand('C21-MB-09', MB, [
  bet(1, 100), d(1, 'Th'), bet(1, 50, { m: 'l' }), up('6d'), d(1, '9c'), x(1, 'stand'), up('Tc'), up('7s'), pay(1, 150, { m: 'p' }),
]), F('no-bets-after-first-card', 'Conviene saber', 'l', 1, undefined, undefined),
F('win-pays-1-to-1', 'Desarrollo del juego', 'p', 1, 1, 'main', [100, 150, -50]));

compound('MB', 'a split hand left on its one card, and paid though its 9 lost to 17', hand('C21-MB-10', MB, [
  bet(1, 50), d(1, '9s'), up('7d'), d(1, '9h'), x(1, 'split', { amount: 50 }), h(1, 1, 'Tc'), x(1, 'stand'),
  up('Th'), pay(1, 50), pay(1, 50, { hand: 2, m: 'p' }),
]), F('split-hand-dealt', 'Dobles', 'p', 1, 2, undefined),
F('loss-collected', 'Desarrollo del juego', 'p', 1, 2, 'main', [-50, 50, -100]));

compound('MB', 'a blackjack against a ten paid 3 to 2 before the dealer\'s second card; the dealer has blackjack', hand('C21-MB-11', MB, [
  bet(1, 100), bet(2, 50), d(1, 'Ah'), d(2, 'Tc'), up('Ts'), d(1, 'Kd'), d(2, 'Qc'), pay(1, 150, { m: 'b' }), x(2, 'stand'),
  up('As'), col(2, 50),
]), F('blackjack-settled-before-dealer-second-card', 'Black Jack', 'b', 1, 1, undefined),
F('blackjack-pays-3-to-2', 'Black Jack', 'b', 1, 1, 'main', [0, 150, -150]));

compound('MB', 'a surrender the house does not provide, half collected; another seat paid short', hand('C21-MB-12', MB, [
  bet(1, 100), bet(2, 50), d(1, 'Th'), d(2, 'Tc'), up('Ts'), d(1, '6d'), d(2, '9c'), x(1, 'surrender', { m: 's' }), col(1, 50),
  x(2, 'stand'), up('7h'), pay(2, 45, { m: 'p' }),
]), W('surrender-not-provided', 'Desarrollo del juego', 's', 1, 1, undefined),
F('win-pays-1-to-1', 'Desarrollo del juego', 'p', 2, 1, 'main', [50, 45, 5]));

compound('MB', 'dealer blackjack: a doubled box collected only its original, a split box one hand handed back', hand('C21-MB-13', MB, [
  bet(1, 100), bet(2, 100), d(1, '5h'), d(2, '8s'), up('Td'), d(1, '6d'), d(2, '8d'), x(1, 'double', { amount: 100 }), h(1, 1, '9c'),
  x(2, 'split', { amount: 100 }), h(2, 1, 'Tc'), x(2, 'stand'), h(2, 2, 'Kc'), x(2, 'stand', { hand: 2 }), up('As'),
  col(1, 100), ret(1, 100, { m: 'a' }), col(2, 100), ret(2, 100, { hand: 2, m: 'b' }),
]), F('dealer-blackjack-takes', 'Black Jack', 'a', 1, 1, 'main', [-200, -100, -100]),
F('dealer-blackjack-takes', 'Black Jack', 'b', 2, 2, 'main', [-100, 0, -100]));

compound('MB', 'even money paid, then the blackjack paid 3 to 2 as well', hand('C21-MB-14', MB, [
  bet(1, 100), bet(2, 50), d(1, 'Ah'), d(2, 'Th'), up('Ac'), d(1, 'Kd'), d(2, '9d'), proc('offer_insurance'), x(1, 'even_money'),
  pay(1, 100), x(2, 'decline_insurance'), x(2, 'stand'), up('7h'), pay(1, 150, { m: 'p' }), pay(2, 50),
]), F('even-money-pays-1-to-1', 'Seguro', 'p', 1, 1, 'main', [100, 250, -150]));

compound('MB', 'a doubled hand given two cards and paid on the second; another seat\'s tie collected', hand('C21-MB-15', MB, [
  bet(1, 50), bet(2, 40), d(1, '6s'), d(2, 'Th'), up('9s'), d(1, '4d'), d(2, '9c'), x(1, 'double', { amount: 50 }), h(1, 1, '2c'),
  h(1, 1, '9c', { m: 'e' }), x(2, 'stand'), up('Jh'), pay(1, 100, { m: 'p' }), col(2, 40, { m: 'c' }),
]), F('double-one-card', 'Dobles', 'e', 1, 1, undefined),
F('loss-collected', 'Desarrollo del juego', 'p', 1, 1, 'main', [-100, 100, -200]),
F('tie-returned', 'Desarrollo del juego', 'c', 2, 1, 'main', [0, -40, 40]));

compound('MB', 'even money right at one seat; a lost insurance paid at another; a third seat\'s win paid short', hand('C21-MB-16', MB, [
  bet(1, 100), bet(2, 50), bet(3, 40), d(1, 'Ah'), d(2, 'Tc'), d(3, 'Td'), up('Ac'), d(1, 'Kd'), d(2, '9d'), d(3, 'Qh'),
  proc('offer_insurance'), x(1, 'even_money'), pay(1, 100), x(2, 'insurance', { amount: 25 }), x(3, 'decline_insurance'),
  x(2, 'stand'), x(3, 'stand'), up('7h'), insP(2, 50, { m: 'q' }), pay(2, 50), pay(3, 30, { m: 'p' }),
]), F('insurance-pays-2-to-1', 'Seguro', 'q', 2, undefined, 'insurance', [-25, 50, -75]),
F('win-pays-1-to-1', 'Desarrollo del juego', 'p', 3, 1, 'main', [40, 30, 10]));

// Marbella: a card after a blackjack or a stand is no part of the hand (player_extra_cards_count false). A stood hand
// the table collected as bust on such a card, before the dealer finished, was a standing hand settled early: the card,
// the early settlement and the money are three breaches of three clauses (the settled-early test holds the middle one).
compound('MB', 'a blackjack dealt a card, paid 1 to 1; a stood 18 dealt a card, collected as bust before the dealer drew, tied', hand('C21-MB-17', MB, [
  bet(1, 100), bet(2, 50), d(1, 'Ah'), d(2, 'Th'), up('9c'), d(1, 'Kd'), d(2, '8c'), h(1, 1, '5s', { m: 'e' }), pay(1, 100, { m: 'p' }),
  x(2, 'stand'), h(2, 1, 'Kc', { m: 'k' }), col(2, 50, { m: 'c' }), up('7h'), up('2d'),
]), F('no-play-on-blackjack', 'Desarrollo del juego', 'e', 1, 1, undefined),
F('blackjack-pays-3-to-2', 'Black Jack', 'p', 1, 1, 'main', [150, 100, 50]),
F('no-card-after-stand', 'Desarrollo del juego', 'k', 2, 1, undefined),
F('settled-before-hand-ended', 'Desarrollo del juego', 'c', 2, 1, undefined),
F('tie-returned', 'Desarrollo del juego', 'c', 2, 1, 'main', [0, -50, 50]));

// ===================================================================== write / check
const strip = (hnd) => {
  const marks = {};
  const events = hnd.events.map((e, i) => { const { m, ...rest } = e; if (m) marks[m] = i + 1; return rest; });
  return { hand: { ...hnd, events }, marks };
};
const veedor = (args) => {
  try { return execFileSync('node', [join(here, '..', 'dist/cli/veedor.js'), ...args], { maxBuffer: 1 << 28 }).toString(); }
  catch (e) { if (e.status === 1) return e.stdout.toString(); throw e; }
};
const cents = (v) => Math.round(v * 100);
const cmd = process.argv[2];
if (cmd === 'write') {
  writeFileSync(DATA, CASES.map((c) => JSON.stringify(strip(c.hand).hand)).join('\n') + '\n');
  console.log(`${CASES.length} hands -> ${DATA}`);
} else if (cmd === 'check') {
  const verbose = process.argv.includes('-v');
  const lang = process.argv.includes('--es') ? 'es' : 'en';
  const doc = JSON.parse(veedor(['audit', DATA, '--format', 'json', '--lang', lang]));
  const byHand = new Map();
  for (const f of doc.findings) (byHand.get(f.hand_id) ?? byHand.set(f.hand_id, []).get(f.hand_id)).push(f);
  let agree = 0;
  const money = {}; // currency -> {under, over} from the expectations
  const fails = [];
  for (const c of CASES) {
    const { marks } = strip(c.hand);
    const got = [...(byHand.get(c.hand.hand_id) ?? [])];
    const missing = [];
    for (const e of c.expect) {
      const ev = e.mark === undefined ? undefined : e.mark === null ? null : marks[e.mark];
      const i = got.findIndex((f) => f.rule === e.rule && f.article === e.article && f.severity === e.severity &&
        (ev === undefined || (f.event ?? null) === ev) && (e.seat === undefined || f.seat === e.seat) &&
        (e.hand === undefined || f.hand === e.hand) && (e.spot === undefined || f.spot === e.spot) &&
        (e.money === null ? f.owed_to_player === undefined
          : f.expected === e.money[0] && f.actual === e.money[1] && f.owed_to_player === e.money[2] && f.difference === -e.money[2]));
      if (e.money) {
        const cur = c.hand.currency;
        const m = (money[cur] ??= { under: 0, over: 0 });
        if (e.money[2] > 0) m.under += cents(e.money[2]); else m.over += cents(-e.money[2]);
      }
      if (i >= 0) got.splice(i, 1);
      else missing.push(`${e.rule} ${e.article} ev${ev ?? '-'} seat ${e.seat ?? '-'} hand ${e.hand ?? '-'} ${e.spot ?? '-'} ${e.severity}${e.money ? ` exp ${e.money[0]} act ${e.money[1]} owed ${e.money[2]}` : ''}`);
    }
    // the replay (JSON and text): every finding narrated once, at its event, in event order; the balance adds up
    const replayNotes = [];
    const rj = JSON.parse(veedor(['replay', DATA, c.hand.hand_id, '--format', 'json', '--lang', lang]));
    const rt = veedor(['replay', DATA, c.hand.hand_id, '--lang', lang]);
    const found = byHand.get(c.hand.hand_id) ?? [];
    const told = [...rj.steps.flatMap((s) => s.findings.map((f) => ({ ...f, step: s.n }))), ...rj.end_findings.map((f) => ({ ...f, step: null }))];
    if (rj.findings !== found.length || told.length !== found.length) replayNotes.push(`replay: ${rj.findings} findings, ${told.length} narrated; the audit ${found.length}`);
    for (const f of found) {
      const t = told.find((r) => r.message === f.message && r.rule === f.rule);
      if (!t) replayNotes.push(`replay lacks: ${f.message}`);
      else if ((t.step ?? null) !== (f.event ?? null)) replayNotes.push(`replay tells ${f.rule} at step ${t.step}, the audit at event ${f.event}`);
      else if ((t.owed_to_player ?? null) !== (f.owed_to_player ?? null)) replayNotes.push(`replay owes ${t.owed_to_player} on ${f.rule}, the audit ${f.owed_to_player}`);
    }
    const steps = told.filter((t) => t.step != null).map((t) => t.step);
    if (steps.some((n, i) => i > 0 && n < steps[i - 1])) replayNotes.push('replay findings out of event order');
    // money: the balance per seat is the findings' per seat, each figure in the text; a seat's box player and the
    // players betting behind it are different people: their money must not be netted into one "player on seat N"
    const bySeat = new Map();
    // An over-payment the text allows (a warning) is listed in the balance, outside its sums: no debt of the player.
    for (const f of found) if (f.owed_to_player && !(f.severity === 'warning' && f.owed_to_player < 0)) {
      const who = /\(the bet behind the box, ([^)]+)\)|bet behind the box \(([^)]+)\)|detrás de la casilla(?:, | \()([^)]+)\)/.exec(f.message);
      const player = who ? (who[1] ?? who[2] ?? who[3]) : '(box)';
      const m = (bySeat.get(f.seat) ?? bySeat.set(f.seat, new Map()).get(f.seat));
      m.set(player, (m.get(player) ?? 0) + cents(f.owed_to_player));
    }
    const flat = rt.replace(/\s+/g, ' ');
    const seen = new Set();
    for (const s of rj.balance?.seats ?? []) {
      const player = s.behind ? s.player : '(box)';
      seen.add(`${s.seat}|${player}`);
      const want = bySeat.get(s.seat)?.get(player) ?? 0;
      if (cents(s.owed_to_player) !== want) replayNotes.push(`replay balance seat ${s.seat} ${player}: ${s.owed_to_player}, findings ${want / 100}`);
      if (s.owed_to_player !== 0 && !flat.includes(Math.abs(s.owed_to_player).toFixed(2))) replayNotes.push(`replay text lacks seat ${s.seat}'s ${s.owed_to_player}`);
    }
    for (const [seat, players] of bySeat) for (const [player, v] of players) {
      if (v !== 0 && !seen.has(`${seat}|${player}`)) replayNotes.push(`replay balance nets seat ${seat}'s ${player} (${v / 100}) into another player's money`);
    }
    const owes = [...bySeat.values()].flatMap((p) => [...p.values()]);
    if (rj.balance && (cents(rj.balance.house_owes_players) !== owes.filter((v) => v > 0).reduce((a, v) => a + v, 0) ||
      cents(rj.balance.house_is_owed_by_players) !== -owes.filter((v) => v < 0).reduce((a, v) => a + v, 0))) replayNotes.push('replay house owes / is owed is not the players\' money');
    const ok = missing.length === 0 && got.length === 0 && replayNotes.length === 0;
    if (ok) agree++;
    if (!ok || verbose) {
      console.log(`${ok ? 'AGREE   ' : 'DISAGREE'} ${c.hand.hand_id}: ${c.note}`);
      for (const m of missing) console.log(`    missing: ${m}`);
      for (const f of got) console.log(`    extra:   ${f.rule} ${f.article} ev${f.event ?? '-'} seat ${f.seat ?? '-'} hand ${f.hand ?? '-'} ${f.spot ?? '-'} ${f.severity} exp ${f.expected ?? '-'} act ${f.actual ?? '-'} owed ${f.owed_to_player ?? '-'} | ${f.message}`);
      for (const n of replayNotes) console.log(`    ${n}`);
      if (!ok) fails.push(c.hand.hand_id);
    }
  }
  // summary money per currency
  const sm = doc.summary.money ?? {};
  for (const [cur, m] of Object.entries(money)) {
    const s = sm[cur] ?? {};
    const under = cents(s.underpaid_to_players ?? 0), over = cents(s.overpaid_to_players ?? 0);
    const okm = under === m.under && over === m.over;
    console.log(`${okm ? 'AGREE   ' : 'DISAGREE'} summary.money.${cur}: underpaid ${under / 100} (expected ${m.under / 100}), overpaid ${over / 100} (expected ${m.over / 100})`);
    if (!okm) fails.push(`money ${cur}`);
  }
  const fsum = {};
  for (const f of doc.findings) if (f.owed_to_player !== undefined) {
    const m = (fsum[f.currency] ??= { under: 0, over: 0 });
    if (f.owed_to_player > 0) m.under += cents(f.owed_to_player); else m.over += cents(-f.owed_to_player);
  }
  for (const [cur, m] of Object.entries(fsum)) {
    const s = sm[cur] ?? {};
    if (cents(s.underpaid_to_players ?? 0) !== m.under || cents(s.overpaid_to_players ?? 0) !== m.over) {
      console.log(`DISAGREE summary.money.${cur} is not the sum of its findings (${m.under / 100} / ${m.over / 100})`);
      fails.push(`sum ${cur}`);
    }
  }
  console.log(`${agree}/${CASES.length} hands agree (--lang ${lang}); rejected: ${doc.summary.by_category?.input ?? 0}; audited ${doc.summary.audited}`);
  process.exitCode = fails.length ? 1 : 0;
} else {
  console.error('usage: compound21-bj.mjs write | check [-v] [--es]');
  process.exitCode = 2;
}
