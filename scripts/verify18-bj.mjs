#!/usr/bin/env node
// verify18-bj: hands on boundaries clause17-bj did not try, for Pot Luck Black Jack (Peru, 2000) and the Marbella
// casino's published blackjack rules, written from the texts (docs/oracles.md, verify18): limits exactly at the posted
// minimum and maximum, odd cents at 3 to 2 and at the halves, the largest ratio on the largest stake, several seats
// where one seat's error must not move another's, one player on two boxes. `check --csv` audits the same hands written
// as CSV (a tables file beside them) and requires the same findings. The skeleton is scripts/examiner-bj.mjs (clause17-bj shares it). Each hand is written from one clause's text: LEGAL hands play the unusual options the clause
// allows (Veedor must report nothing), FAULTY hands break that clause (Veedor must report exactly the findings listed).
//
//   node scripts/verify18-bj.mjs write            writes scripts/verify18-bj-hands.ndjson (the data file)
//   node scripts/verify18-bj.mjs check [-v] [--csv]       audits it with dist/cli/veedor.js and compares with the expectations
//
// An expectation names the rule, the article, the event (a mark on the event the finding must point at), the severity
// and, on money findings, owed_to_player. Every other finding Veedor reports on a hand is a disagreement.
import { award, bet, col, comm, d, down, E, h, MB, MB_TABLE, PL, PL_TABLE, pay, pool, proc, ret, rv, up, x, examinerBj } from './examiner-bj.mjs';

// The skeleton (event builders, the hand's record, write / check) is scripts/examiner-bj.mjs's.
const { hand, legal, faulty, run } = examinerBj({ name: 'verify18-bj.mjs', data: 'verify18-bj-hands.ndjson', tag: '18', date: '2026-12-02' });

// ===================================================================== Pot Luck Black Jack (verify18: new boundaries)
// Art. 8º deal: two up cards to each box, the dealer one up and one down; Art. 13º a Black Jack is paid 3 to 2 at once
// unless the dealer's up card is an ace, a ten or a figure; Art. 15º winners 1 to 1; Art. 17º ties neither win nor lose.
const PT = (seat) => proc('offer_surrender');
legal('PL Arts. 7º-15º', 'boxes at the posted minimum (10) and maximum (2000) exactly, both win 1 to 1', hand('V18-PL-01', PL, [
  bet(1, 10), bet(7, 2000), d(1, 'Th'), d(7, '9h'), up('7c'), d(1, '9d'), d(7, 'Td'), down('Tc'), PT(),
  x(1, 'stand'), x(7, 'stand'), rv('Tc'), pay(1, 10), pay(7, 2000),
]));
legal('PL Art. 13º', 'blackjack at the table maximum 2000 paid 3000 at once against a 9 (the largest ratio on the largest stake)', hand('V18-PL-02', PL, [
  bet(3, 2000), d(3, 'As'), up('9c'), d(3, 'Kh'), down('8h'), PT(), pay(3, 3000), rv('8h'),
]));
legal('PL Art. 13º', 'blackjack on 10.25 (3:2 = 15.375) paid 15.37 at once against a 5, and on 10.25 behind paid 15.38', hand('V18-PL-03', PL, [
  bet(2, 10.25, { player: 'P2' }), bet(2, 10.25, { behind: true, player: 'P9' }), d(2, 'Ad'), up('5c'), d(2, 'Qh'), down('Kh'), PT(),
  pay(2, 15.37), pay(2, 15.38, { behind: true, player: 'P9' }), rv('Kh'),
]));
faulty('PL Art. 13º', 'blackjack on 10.25 paid 15.36: one cent under the nearer end (15.37)', hand('V18-PL-04', PL, [
  bet(2, 10.25), d(2, 'Ad'), up('5c'), d(2, 'Qh'), down('Kh'), PT(), pay(2, 15.36, { m: 'p' }), rv('Kh'),
]), E(null, 'Art. 13º', 'p', 'error', 0.01));
faulty('PL Art. 15º', 'a win at the table maximum paid 1999.99', hand('V18-PL-05', PL, [
  bet(4, 2000), d(4, 'Th'), up('6c'), d(4, '8d'), down('Tc'), PT(), x(4, 'stand'), rv('Tc'), up('9s'), pay(4, 1999.99, { m: 'p' }),
]), E(null, 'Art. 15º', 'p', 'error', 0.01));
faulty('PL Arts. 15º-17º', 'three seats: seat 2 underpaid 5 on a win; seat 1 (win) and seat 3 (push) right: only seat 2 is reported', hand('V18-PL-06', PL, [
  bet(1, 40), bet(2, 45), bet(3, 30), d(1, 'Th'), d(2, 'Kh'), d(3, 'Qh'), up('Tc'), d(1, '9d'), d(2, '9c'), d(3, '8d'), down('8c'), PT(),
  x(1, 'stand'), x(2, 'stand'), x(3, 'stand'), rv('8c'), pay(1, 40), pay(2, 40, { m: 'p' }), ret(3, 30),
]), E(null, 'Art. 15º', 'p', 'error', 5));
faulty('PL Art. 17º', 'one player (P1) on two boxes: box 2 wins paid right, box 3 ties on 19 and is collected: 40 owed on box 3 only', hand('V18-PL-07', PL, [
  bet(2, 50, { player: 'P1' }), bet(3, 40, { player: 'P1' }), d(2, 'Th'), d(3, 'Qh'), up('9c'), d(2, 'Kd'), d(3, '9d'), down('Tc'), PT(),
  x(2, 'stand'), x(3, 'stand'), rv('Tc'), pay(2, 50), col(3, 40, { m: 'c' }),
]), E(null, 'Art. 17º', 'c', 'error', 40));
legal('PL Art. 13º', 'one player on two boxes, a blackjack on each against a 6: both paid 3:2 at once (odd 15 → 22.50)', hand('V18-PL-08', PL, [
  bet(5, 15, { player: 'P5' }), bet(6, 100, { player: 'P5' }), d(5, 'Ac'), d(6, 'Ks'), up('6d'), d(5, 'Jc'), d(6, 'Ah'), down('Th'), PT(),
  pay(5, 22.5), pay(6, 150), rv('Th'), up('5c'),
]));
legal('PL Art. 10º', 'insurance of exactly half an odd stake rounded down (25.05 → 12.52); dealer blackjack: insurance paid 25.04, the box collected', hand('V18-PL-09', PL, [
  bet(1, 25.05), d(1, 'Th'), up('Ac'), d(1, '9h'), down('Kc'), proc('offer_insurance'), x(1, 'insurance', { amount: 12.52 }),
  x(1, 'stand'), rv('Kc'), { type: 'payout', seat: 1, spot: 'insurance', amount: 25.04 }, col(1, 25.05),
]));
faulty('PL Art. 10º', 'insurance of 12.52 won, paid 25.00 (2 to 1 is 25.04)', hand('V18-PL-10', PL, [
  bet(1, 25.05), d(1, 'Th'), up('Ac'), d(1, '9h'), down('Kc'), proc('offer_insurance'), x(1, 'insurance', { amount: 12.52 }),
  x(1, 'stand'), rv('Kc'), { type: 'payout', seat: 1, spot: 'insurance', amount: 25, m: 'p' }, col(1, 25.05),
]), E(null, 'Art. 10º', 'p', 'error', 0.04));
legal('PL Art. 12º', 'a double for less (7.50 on 15) wins: 22.50 paid', hand('V18-PL-11', PL, [
  bet(1, 15), d(1, '6h'), up('6c'), d(1, '5d'), down('Tc'), PT(), x(1, 'double', { amount: 7.5 }), h(1, 1, '9s'), rv('Tc'), up('8s'), pay(1, 22.5),
]));
legal('PL Art. 12º', 'a double for exactly the original at the maximum (2000 + 2000) wins: 4000 paid', hand('V18-PL-12', PL, [
  bet(1, 2000), d(1, '6h'), up('6c'), d(1, '5d'), down('Tc'), PT(), x(1, 'double', { amount: 2000 }), h(1, 1, '9s'), rv('Tc'), up('8s'), pay(1, 4000),
]));
legal('PL Art. 9º', 'surrender at the minimum 10: 5 collected at once', hand('V18-PL-13', PL, [
  bet(1, 10), d(1, 'Th'), up('Tc'), d(1, '6d'), down('7h'), PT(), x(1, 'surrender'), col(1, 5), rv('7h'),
]));
faulty('PL Art. 9º', 'surrender on 10.05 collected 5.04: the half is 5.025, either cent is right, 5.04 one over', hand('V18-PL-14', PL, [
  bet(1, 10.05), d(1, 'Th'), up('Tc'), d(1, '6d'), down('7h'), PT(), x(1, 'surrender'), col(1, 5.04, { m: 'c' }), rv('7h'),
]), E(null, 'Art. 9º', 'c', 'error', 0.01));
legal('PL Art. 18º', 'pool of three 10s, the posted 5 % kept (1.50), 28.50 to the highest hand after the mandatory deal (20)', hand('V18-PL-15', PL, [
  bet(1, 10), bet(2, 10), bet(3, 10), pool(1, 10), pool(2, 10), pool(3, 10),
  d(1, 'Th'), d(2, '9h'), d(3, '7h'), up('7c'), d(1, 'Qd'), d(2, '9d'), d(3, '8d'), down('Tc'), PT(),
  x(1, 'stand'), x(2, 'stand'), x(3, 'stand'), rv('Tc'), pay(1, 10), pay(2, 10), col(3, 10), comm(1.5), award(1, 28.5),
]));
faulty('PL Art. 18º', 'pool of 30 with 3 % posted: 1.50 kept (5 %), the winner paid 28.50 where 29.10 is his', hand('V18-PL-16', PL, [
  bet(1, 10), bet(2, 10), bet(3, 10), pool(1, 10), pool(2, 10), pool(3, 10),
  d(1, 'Th'), d(2, '9h'), d(3, '7h'), up('7c'), d(1, 'Qd'), d(2, '9d'), d(3, '8d'), down('Tc'), PT(),
  x(1, 'stand'), x(2, 'stand'), x(3, 'stand'), rv('Tc'), pay(1, 10), pay(2, 10), col(3, 10), comm(1.5, { m: 'k' }), award(1, 28.5, { m: 'a' }),
], { table: { pool_commission_pct: 3 } }), E(null, 'Art. 18º', 'a', 'error', 0.6));
legal('PL Art. 14º', 'the dealer draws to a hard 17 on five cards (2, 3, 2, 5, 5) and a four-card 18 wins', hand('V18-PL-17', PL, [
  bet(1, 20), d(1, '5h'), up('2c'), d(1, '4d'), down('3h'), PT(), x(1, 'hit'), h(1, 1, '4s'), x(1, 'hit'), h(1, 1, '5c'), x(1, 'stand'),
  rv('3h'), up('2d'), up('5s'), up('5d'), pay(1, 20),
]));
faulty('PL Art. 16º', 'a loser (17 against 18) collected 20.01 on a stake of 20: 0.01 taken beyond it', hand('V18-PL-18', PL, [
  bet(1, 20), d(1, 'Th'), up('8c'), d(1, '7d'), down('Tc'), PT(), x(1, 'stand'), rv('Tc'), col(1, 20.01, { m: 'c' }),
]), E(null, 'Art. 16º', 'c', 'error', 0.01));
legal('PL Art. 11º', 'a split at the posted maximum of three splits: four hands of 8s on 10 each, settled hand by hand', hand('V18-PL-19', PL, [
  bet(1, 10), d(1, '8h'), up('6c'), d(1, '8d'), down('Tc'), PT(),
  x(1, 'split', { amount: 10 }), h(1, 1, '8s'), x(1, 'split', { hand: 1, amount: 10 }), h(1, 1, 'Th'), x(1, 'stand'),
  h(1, 2, '8c'), x(1, 'split', { hand: 2, amount: 10 }), h(1, 2, 'Kd'), x(1, 'stand', { hand: 2 }),
  h(1, 3, '9c'), x(1, 'stand', { hand: 3 }), h(1, 4, 'Qs'), x(1, 'stand', { hand: 4 }),
  rv('Tc'), up('Ks'), pay(1, 10), pay(1, 10, { hand: 2 }), pay(1, 10, { hand: 3 }), pay(1, 10, { hand: 4 }),
]));
faulty('PL Art. 13º', 'dealer blackjack: the box that doubled loses only the original 50, but 100 was collected', hand('V18-PL-20', PL, [
  bet(1, 50), d(1, '6h'), up('Kc'), d(1, '5d'), down('Ah'), PT(), x(1, 'double', { amount: 50 }), h(1, 1, '9s'), rv('Ah'),
  col(1, 100, { m: 'c' }),
]), E(null, 'Art. 13º', 'c', 'error', 50));

// ===================================================================== Marbella (European deal)
legal('MB Jugadores/limits', 'boxes at the posted minimum 5 and maximum 1000 exactly, both win', hand('V18-MB-01', MB, [
  bet(1, 5), bet(7, 1000), d(1, 'Th'), d(7, '9h'), up('7c'), d(1, '9d'), d(7, 'Td'), x(1, 'stand'), x(7, 'stand'), up('Tc'), pay(1, 5), pay(7, 1000),
]));
legal('MB Black Jack', 'blackjack at the minimum 5 paid 7.50 against a 9 once the dealer drew', hand('V18-MB-02', MB, [
  bet(1, 5), d(1, 'As'), up('9c'), d(1, 'Kh'), up('8h'), pay(1, 7.5),
]));
legal('MB Black Jack', 'blackjack on 25.25 (37.875) paid 37.88, another on 25.25 paid 37.87', hand('V18-MB-03', MB, [
  bet(1, 25.25), bet(2, 25.25), d(1, 'As'), d(2, 'Ad'), up('9c'), d(1, 'Kh'), d(2, 'Th'), up('8h'), pay(1, 37.88), pay(2, 37.87),
]));
faulty('MB Black Jack', 'blackjack on 25.25 paid 37.86, a cent under the nearer end', hand('V18-MB-04', MB, [
  bet(1, 25.25), d(1, 'As'), up('9c'), d(1, 'Kh'), up('8h'), pay(1, 37.86, { m: 'p' }),
]), E(null, 'Black Jack', 'p', 'error', 0.01));
legal('MB Black Jack', 'blackjack at the maximum 1000 paid 1500 (largest ratio, largest stake)', hand('V18-MB-05', MB, [
  bet(4, 1000), d(4, 'Ac'), up('5c'), d(4, 'Qh'), up('Th'), up('4d'), pay(4, 1500),
]));
legal('MB Seguro', 'insurance of 12.52 on 25.05 (half rounded down), the dealer makes blackjack: 25.04 paid, box collected', hand('V18-MB-06', MB, [
  bet(1, 25.05), d(1, 'Th'), up('Ac'), d(1, '9h'), proc('offer_insurance'), x(1, 'insurance', { amount: 12.52 }), x(1, 'stand'), up('Kc'),
  { type: 'payout', seat: 1, spot: 'insurance', amount: 25.04 }, col(1, 25.05),
]));
faulty('MB Seguro', 'insurance of 12.53 on 25.05: over the half (12.525); lost, collected whole: the cent beyond the half is no insurance and is owed back', hand('V18-MB-07', MB, [
  bet(1, 25.05), d(1, 'Th'), up('Ac'), d(1, '9h'), proc('offer_insurance'), x(1, 'insurance', { amount: 12.53, m: 'i' }), x(1, 'stand'), up('7c'),
  { type: 'collect', seat: 1, spot: 'insurance', amount: 12.53, m: 'c' }, pay(1, 25.05),
]), E(null, 'Seguro', 'i', 'error'), E('insurance-pays-2-to-1', 'Seguro', 'c', 'error', 0.01));
legal('MB Dobles', 'a double on 11 at the maximum (1000 + 1000) wins 2000', hand('V18-MB-08', MB, [
  bet(1, 1000), d(1, '6h'), up('6c'), d(1, '5d'), x(1, 'double', { amount: 1000 }), h(1, 1, '9s'), up('Tc'), up('8s'), pay(1, 2000),
]));
faulty('MB Dobles', 'four seats: seat 3 doubled on 9 and won, paid only the original 30 (60 owed: 30); the others right', hand('V18-MB-09', MB, [
  bet(1, 20), bet(2, 25), bet(3, 30), bet(4, 10), d(1, 'Th'), d(2, '9h'), d(3, '5h'), d(4, '8h'), up('7c'),
  d(1, 'Qd'), d(2, '9d'), d(3, '4d'), d(4, '8d'), x(1, 'stand'), x(2, 'stand'), x(3, 'double', { amount: 30 }), h(3, 1, 'Ts'), x(4, 'stand'),
  up('Jc'), pay(1, 20), pay(2, 25), pay(3, 30, { m: 'p' }), col(4, 10),
]), E(null, 'Desarrollo del juego', 'p', 'error', 30));
legal('MB Dobles', 'aces split, the second ace draws an ace and is split again; A-K counts 21 (not blackjack) and is paid 1 to 1', hand('V18-MB-10', MB, [
  bet(1, 20), d(1, 'Ah'), up('9c'), d(1, 'Ad'), x(1, 'split', { amount: 20 }), h(1, 1, 'Kd'), h(1, 2, 'As'),
  x(1, 'split', { hand: 2, amount: 20 }), h(1, 2, '8c'), h(1, 3, '9d'), up('8h'), pay(1, 20), pay(1, 20, { hand: 2 }), pay(1, 20, { hand: 3 }),
]));
faulty('MB Dobles', 'a split ace and a ten paid as blackjack 3 to 2: 10 over (21, not blackjack)', hand('V18-MB-11', MB, [
  bet(1, 20), d(1, 'Ah'), up('9c'), d(1, 'Ad'), x(1, 'split', { amount: 20 }), h(1, 1, 'Kd'), h(1, 2, '9s'), up('8h'),
  pay(1, 30, { m: 'p' }), pay(1, 20, { hand: 2 }),
]), E(null, 'Dobles', 'p', 'error', -10));
faulty('MB Black Jack', 'one player on two boxes: box 2 blackjack paid 1 to 1 (25 owed on 50), box 3 right', hand('V18-MB-12', MB, [
  bet(2, 50, { player: 'P1' }), bet(3, 40, { player: 'P1' }), d(2, 'As'), d(3, 'Th'), up('9c'), d(2, 'Kh'), d(3, 'Kd'),
  x(3, 'stand'), up('8h'), pay(2, 50, { m: 'p' }), pay(3, 40),
]), E(null, 'Black Jack', 'p', 'error', 25));
faulty('MB Desarrollo', 'a push on 999.99 handed back 999.98', hand('V18-MB-13', MB, [
  bet(1, 999.99), d(1, 'Th'), up('Tc'), d(1, '8d'), x(1, 'stand'), up('8c'), ret(1, 999.98, { m: 'r' }),
]), E(null, 'Desarrollo del juego', 'r', 'error', 0.01));
legal('MB Black Jack', 'the dealer makes blackjack against a five-card 21 (it loses) and a player blackjack (push)', hand('V18-MB-14', MB, [
  bet(1, 30), bet(2, 40), d(1, '2h'), d(2, 'Ac'), up('Ad'), d(1, '3h'), d(2, 'Kc'), proc('offer_insurance'), x(1, 'hit'), h(1, 1, '4c'),
  x(1, 'hit'), h(1, 1, '5d'), x(1, 'hit'), h(1, 1, '7s'), x(1, 'stand'), up('Qs'), col(1, 30), ret(2, 40),
]));
faulty('MB Black Jack', 'a blackjack against the dealer\'s three-card 21 handed back as a push: 60 owed on 40', hand('V18-MB-15', MB, [
  bet(1, 40), d(1, 'Ac'), up('9d'), d(1, 'Kc'), up('5s'), up('7h'), ret(1, 40, { m: 'r' }),
]), E(null, 'Black Jack', 'r', 'error', 60));
legal('MB Jugadores', 'seven boxes at the minimum, a bet behind on the last one, every box a different outcome', hand('V18-MB-16', MB, [
  ...[1, 2, 3, 4, 5, 6, 7].map((s) => bet(s, 5)), bet(7, 5, { behind: true, player: 'P9' }),
  ...[1, 2, 3, 4, 5, 6, 7].map((s) => d(s, ['Tc', '9c', '8c', 'Ac', '5c', '6c', 'Kc'][s - 1])), up('7d'),
  ...[1, 2, 3, 4, 5, 6, 7].map((s) => d(s, ['9h', '9d', '9s', 'Kh', '5h', 'Th', '7h'][s - 1])),
  x(1, 'stand'), x(2, 'stand'), x(3, 'stand'), x(5, 'hit'), h(5, 1, 'Ts'), x(5, 'stand'), x(6, 'hit'), h(6, 1, 'Qd'), col(6, 5), x(7, 'stand'),
  up('Jd'), pay(1, 5), pay(2, 5), ret(3, 5), pay(4, 7.5), pay(5, 5), ret(7, 5), ret(7, 5, { behind: true, player: 'P9' }),
]));
faulty('MB Jugadores', 'seat 1\'s bet behind paid 1 to 1 on a loss of the box (10 owed by P9), the box itself collected right', hand('V18-MB-17', MB, [
  bet(1, 50, { player: 'P1' }), bet(1, 10, { behind: true, player: 'P9' }), d(1, 'Th'), up('9d'), d(1, '7h'), x(1, 'stand'), up('Tc'),
  col(1, 50), pay(1, 10, { behind: true, player: 'P9', m: 'p' }),
]), E(null, 'Desarrollo del juego', 'p', 'error', -20));
legal('MB Desarrollo', 'the dealer busts on a soft 16 turned hard (A-5-9-7 = 22): the standing 15 paid, the busted hand collected', hand('V18-MB-18', MB, [
  bet(1, 10), bet(2, 10), d(1, 'Th'), d(2, 'Tc'), up('Ad'), d(1, '5h'), d(2, '6c'), proc('offer_insurance'), x(1, 'stand'),
  x(2, 'hit'), h(2, 1, 'Qs'), col(2, 10), up('5d'), up('9s'), up('7c'), pay(1, 10),
]));
faulty('MB Desarrollo', 'the dealer busts, a standing 12 collected: 20 owed (10 wrongly taken and 10 unpaid)', hand('V18-MB-19', MB, [
  bet(1, 10), d(1, 'Th'), up('6d'), d(1, '2h'), x(1, 'stand'), up('Tc'), up('9c'), col(1, 10, { m: 'c' }),
]), E(null, 'Desarrollo del juego', 'c', 'error', 20));
faulty('MB Dobles', 'a split of 50 on a box of 25: the second hand must be staked equal to the first', hand('V18-MB-20', MB, [
  bet(1, 25), d(1, '8h'), up('6c'), d(1, '8d'), x(1, 'split', { amount: 50, m: 's' }), h(1, 1, 'Th'), x(1, 'stand'), h(1, 2, '9c'), x(1, 'stand', { hand: 2 }),
  up('Tc'), up('Ks'), pay(1, 25), pay(1, 25, { hand: 2 }), ret(1, 25, { hand: 2 }),
]), E(null, 'Dobles', 's', 'error'));


// ===================================================================== write / check
await run();
