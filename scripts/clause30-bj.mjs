#!/usr/bin/env node
// clause30-bj: a fourth examiner's clause-by-clause hands for Pot Luck Black Jack (Peru, 2000) and the Marbella casino's
// published blackjack rules, written from the two texts (clause list below) before reading the earlier hand files, on
// what clause17-bj, verify18-bj, compound21-bj, oracle14-bj, dispute27, clause28-bj and clause29-bj did not try: a
// dealer drawing past a soft 17 (two and three cards) and standing short on a hard or soft 16, both catalogs; a surrender
// after a hit, and on odd cents; insurance against a king or a ten (no ace up), collected or paid; even money taken
// against a king, and paid 3 to 2 at Marbella; a double on a soft 13 and on a soft 20 at Marbella; a split ace's ace-king
// paid as Black Jack, and tied with a dealer's three-card 21; a pool bet nobody is awarded (carried), won by a box that
// did not bet on it, a posted 3 % commission kept at 5 %; posted limits other than the defaults (max_bet 500, min_bet 25,
// max_splits 1); a currency with three decimals (KWD) at 3 to 2 and at half; a dealer who never deals himself the hole
// card; chips with no lawful stake (a bet after the cards, a split of unequal cards) paid.
//
// Clause list (the examiner's, from the texts):
//   PL Art. 8º   the dealer's up card and hole card end the mandatory dealing (a hand settled without the hole card).
//   PL Art. 9º   surrender after the first two cards and the mandatory dealing, half the wager; not against an ace.
//   PL Art. 10º  insurance only against an ace up, up to half, 2 to 1; collected at once when lost.
//   PL Art. 11º  split of equal value; max splits posted by the operator; split aces one card.
//   PL Art. 12º  increase after two cards, one card, up to the original; (reading) no bet once the box holds cards.
//   PL Art. 13º  Black Jack = first two cards; 3 to 2; even money only against an ace, before voluntary dealing.
//   PL Art. 14º  dealer stands on 17 or more (soft 17 included), draws on 16 or less.
//   PL Arts. 15º-17º  1 to 1, loss, tie.   PL Art. 18º  pool: highest score after the mandatory dealing, commission
//                posted, at most 5 %.
//   MB Desarrollo del juego  the croupier stands at 17 (an ace counts 11 when that reaches 17 to 21), no surrender
//                in the options.   MB Black Jack  3 to 2.   MB Seguro  insurance against an ace up, half, 2 to 1.
//   MB Dobles    double on 9, 10, 11; split of equal value; a ten on a split ace is 21.   MB Jugadores  table limits.
//   MB Conviene saber  no bet after the first card.
//
//   node scripts/clause30-bj.mjs write        writes scripts/clause30-bj-hands.ndjson (the data file)
//   node scripts/clause30-bj.mjs check [-v] [--es] [--csv]
//                                             audits it with dist/cli/veedor.js (--format json) and compares each
//                                             hand's findings with the expected ones: rule (where named), article,
//                                             event (1-based, the marked event), seat, hand, player, severity and
//                                             owed_to_player (printed as amounts, compared to the cent). Any other
//                                             finding on a hand is a disagreement. Exit 1 on any.
//                                             --csv: the same hands as CSV with a tables file (verify18-csv.mjs).
//
// Where the text is silent the hands follow Veedor's documented readings (articles.json interpretations); such a hand
// says so in its note. Judgements of the disagreements first seen are in docs/oracles.md («clause30»).
import { award, B, bet, col, comm, d, down, h, insC, insP, MB, PL, pay, pool, proc, ret, rv, up, x, examinerBj } from './examiner-bj.mjs';

const { hand, legal, faulty, run } = examinerBj({ name: 'clause30-bj.mjs', data: 'clause30-bj-hands.ndjson', tag: '30', date: '2026-12-07' });

// expectation: article, mark, { rule, seat, hand, player, severity, owed }
const E = (article, mark, o = {}) => ({ article, mark, severity: 'error', ...o });
/** A hand in Kuwaiti dinars (ISO 4217 minor unit 3: fils). */
const kwd = (hnd) => ({ ...hnd, currency: 'KWD' });

// ===================================================================== Pot Luck (PEN unless said; hole card)
// ---- Art. 14º: «si tuviere un valor total de "17" o más puntos en sus cartas se plantará» — a soft 17 is 17.
legal('PL Art. 14º', 'the dealer\'s A-6 (soft 17) stands; the box\'s 18 paid', hand('C30-PL-14-L1', PL, [
  bet(1, 50), d(1, 'Tc'), up('Ah'), d(1, '8d'), down('6s'), proc('offer_insurance'), x(1, 'decline_insurance'), x(1, 'stand'), rv('6s'), pay(1, 50),
]));
faulty('PL Art. 14º', 'the dealer\'s 6-A (soft 17) draws a 3 (20); the box\'s 18, a winner against 17, collected', hand('C30-PL-14-F1', PL, [
  bet(1, 50), d(1, 'Tc'), up('6h'), d(1, '8d'), down('As'), proc('offer_surrender'), x(1, 'stand'), rv('As'), up('3c', { m: 'k' }), col(1, 50, { m: 'c' }),
// Documented (dealer_extra_cards_count = false): the card past the stand total is no part of his hand; settled against 17.
]), E('Art. 14º', 'k', { rule: 'dealer-draws-to-17', severity: 'error' }), E('Art. 15º', 'c', { rule: 'win-pays-1-to-1', seat: 1, owed: 100 }));
faulty('PL Art. 14º', 'three-card soft 17 (4, 2, then an ace) draws a 9 (16) and a 5 (21); the box\'s 19 collected', hand('C30-PL-14-F2', PL, [
  bet(1, 40), d(1, 'Tc'), up('4h'), d(1, '9d'), down('2s'), proc('offer_surrender'), x(1, 'stand'), rv('2s'), up('Ac'), up('9c', { m: 'k' }), up('5d'),
  col(1, 40, { m: 'c' }),
]), E('Art. 14º', 'k', { rule: 'dealer-draws-to-17' }), E('Art. 15º', 'c', { rule: 'win-pays-1-to-1', seat: 1, owed: 80 }));
faulty('PL Art. 14º', 'the dealer stands on a hard 16 (T-6); the box\'s 15 collected (the loss stands against his 16)', hand('C30-PL-14-F3', PL, [
  bet(1, 40), d(1, '9c'), up('Th'), d(1, '6d'), down('6s'), proc('offer_surrender'), x(1, 'stand'), rv('6s', { m: 'r' }), col(1, 40),
// EXPECTATION CORRECTED (first run): reported at the reveal, where his 16 showed and he stood, not at the settlement.
]), E('Art. 14º', 'r', { rule: 'dealer-draws-to-17' }));

// ---- Art. 9º: «después de haber recibido sus dos primeras cartas»; «debe pagar la mitad de su apuesta».
faulty('PL Art. 9º', 'a surrender after a hit (9-3, then a 4: 16) and half collected; the dealer\'s 20: the hand as played loses its 40', hand('C30-PL-09-F1', PL, [
  bet(1, 40), d(1, '9c'), up('Th'), d(1, '3d'), down('Ks'), proc('offer_surrender'), x(1, 'hit'), h(1, 1, '4c'), x(1, 'surrender', { m: 's' }), col(1, 20, { m: 'c' }), rv('Ks'),
// Documented (surrender_only_before_play): no half is collected, the hand is settled as played: 16 against 20 loses 40.
]), E('Art. 9º', 's', { rule: 'surrender-allowed', seat: 1 }), E('Art. 16º', 'c', { seat: 1, owed: -20 }));
legal('PL Art. 9º', 'a surrender of 25.05 against a ten: 12.53 collected at once (half rounded up, accepted)', hand('C30-PL-09-L1', PL, [
  bet(1, 25.05), d(1, 'Tc'), up('Td'), d(1, '6d'), down('8h'), proc('offer_surrender'), x(1, 'surrender'), col(1, 12.53), rv('8h'),
]));
faulty('PL Art. 9º', 'the same, 12.51 collected: a cent short of the half rounded down', hand('C30-PL-09-F2', PL, [
  bet(1, 25.05), d(1, 'Tc'), up('Td'), d(1, '6d'), down('8h'), proc('offer_surrender'), x(1, 'surrender'), col(1, 12.51, { m: 'c' }), rv('8h'),
]), E('Art. 9º', 'c', { seat: 1, owed: -0.01 }));

// ---- Art. 10º: «Cuando el dealer obtiene en su carta descubierta un "As"».
faulty('PL Art. 10º', 'insurance of 20 on 40 against a king up; no dealer Black Jack; the insurance collected', hand('C30-PL-10-F1', PL, [
  bet(1, 40), d(1, 'Tc'), up('Kh'), d(1, '9d'), down('7s'), proc('offer_surrender'), x(1, 'insurance', { amount: 20, m: 'i' }), x(1, 'stand'), rv('7s'),
  insC(1, 20, { m: 'c' }), pay(1, 40),
// Documented (insurance_only_as_allowed): an insurance without an ace up is no wager, owed back whole.
]), E('Art. 10º', 'i', { rule: 'insurance-allowed', seat: 1 }), E('Art. 10º', 'c', { rule: 'insurance-pays-2-to-1', seat: 1, owed: 20 }));
faulty('PL Art. 10º', 'the same against a king with an ace underneath (dealer Black Jack): the insurance paid 40', hand('C30-PL-10-F2', PL, [
  bet(1, 40), d(1, 'Tc'), up('Kh'), d(1, '9d'), down('As'), proc('offer_surrender'), x(1, 'insurance', { amount: 20, m: 'i' }), x(1, 'stand'), rv('As'),
  insP(1, 40, { m: 'p' }), col(1, 40),
]), E('Art. 10º', 'i', { rule: 'insurance-allowed', seat: 1 }), E('Art. 10º', 'p', { rule: 'insurance-pays-2-to-1', seat: 1, owed: -40 }));

// ---- Art. 13º: even money only «en los casos en los que un jugador tiene un Black Jack y el dealer obtiene en su primera carta un "As"».
faulty('PL Art. 13º', 'even money taken against a king up, paid 1 to 1 after the reveal (a 7): the Black Jack is owed 3 to 2', hand('C30-PL-13-F1', PL, [
  bet(1, 50), d(1, 'Ah'), up('Kd'), d(1, 'Kc'), down('7s'), proc('offer_surrender'), x(1, 'even_money', { m: 'e' }), rv('7s'), pay(1, 50, { m: 'p' }),
]), E('Art. 13º', 'e', { rule: 'even-money-allowed', seat: 1 }), E('Art. 13º', 'p', { rule: 'blackjack-pays-3-to-2', seat: 1, owed: 25 }));
legal('PL Art. 13º', 'even money of 25.05 against an ace, paid 25.05 at once', hand('C30-PL-13-L1', PL, [
  bet(1, 25.05), d(1, 'Ah'), up('Ad'), d(1, 'Qc'), down('9s'), proc('offer_insurance'), x(1, 'even_money'), pay(1, 25.05), rv('9s'),
]));

// ---- Arts. 11º/13º: «Se considera Black Jack ... en sus dos primeras cartas» (documented: not a split hand's).
faulty('PL Arts. 11º/13º', 'split aces; hand 1 ace-king paid 3 to 2 (75 on 50) against the dealer\'s 19; hand 2 (A-8, 19) pushed', hand('C30-PL-11-F1', PL, [
  bet(1, 50), d(1, 'Ah'), up('9h'), d(1, 'Ad'), down('Ts'), proc('offer_surrender'), x(1, 'split', { amount: 50 }), h(1, 1, 'Kc'), h(1, 2, '8c'),
  rv('Ts'), pay(1, 75, { m: 'p' }), ret(1, 50, { hand: 2 }),
]), E('Art. 15º', 'p', { rule: 'win-pays-1-to-1', seat: 1, hand: 1, owed: -25 }));
legal('PL Arts. 11º/17º', 'split aces; hand 1 ace-king (21) against the dealer\'s three-card 21: a tie; hand 2 (A-5, 16) loses', hand('C30-PL-11-L1', PL, [
  bet(1, 50), d(1, 'Ah'), up('9h'), d(1, 'Ad'), down('5s'), proc('offer_surrender'), x(1, 'split', { amount: 50 }), h(1, 1, 'Kc'), h(1, 2, '5c'),
  rv('5s'), up('7d'), ret(1, 50), col(1, 50, { hand: 2 }),
]));
faulty('PL Art. 11º', 'a posted max_splits 1: 8s split, then split again; every hand paid as staked (the third is no hand)', hand('C30-PL-11-F2', PL, [
  bet(1, 30), d(1, '8h'), up('6h'), d(1, '8d'), down('Ts'), proc('offer_surrender'), x(1, 'split', { amount: 30 }), h(1, 1, '8c'), x(1, 'split', { amount: 30, m: 's' }),
  h(1, 1, 'Tc'), x(1, 'stand'), h(1, 2, 'Td'), x(1, 'stand', { hand: 2 }), h(1, 3, 'Th'), x(1, 'stand', { hand: 3 }), rv('Ts'), up('9c'),
  pay(1, 30), pay(1, 30, { hand: 2 }), pay(1, 30, { hand: 3, m: 'p3' }),
// EXPECTATION CORRECTED (clause31, split_max_posted_voids): Art. 11º makes the posted maximum the one «permitido»; the
// second split makes no hand, hand 3's 30 is handed back and the 30 paid on it is owed by the player.
], { table: { max_splits: 1 } }), E('Art. 11º', 's', { rule: 'split-allowed', seat: 1 }), E('Art. 11º', 'p3', { rule: 'void-split-handed-back', seat: 1, hand: 3, owed: -30 }));
faulty('PL Art. 11º', 'a 9 and an 8 split (not equal value); hand 2\'s 50 is no wager but paid as a winner', hand('C30-PL-11-F3', PL, [
  bet(1, 50), d(1, '9h'), up('6h'), d(1, '8d'), down('Ts'), proc('offer_surrender'), x(1, 'split', { amount: 50, m: 's' }), h(1, 1, 'Tc'), x(1, 'stand'),
  h(1, 2, 'Kc'), x(1, 'stand', { hand: 2 }), rv('Ts'), up('9d'), pay(1, 50), pay(1, 50, { hand: 2, m: 'p' }),
// First run, before clause30's fix: cited Art. 15º (win-pays-1-to-1) for a hand Art. 11º makes void.
]), E('Art. 11º', 's', { rule: 'split-allowed', seat: 1 }), E('Art. 11º', 'p', { rule: 'void-split-handed-back', seat: 1, hand: 2, owed: -50 }));

// ---- Art. 12º (reading): a bet once the box holds cards is no wager.
faulty('PL Art. 12º', 'seat 2 bets 40 after its two cards; both stand on 18 and 19 against the dealer\'s 17: all paid', hand('C30-PL-12-F1', PL, [
  bet(1, 50), d(1, 'Tc'), d(2, '9c'), up('7h'), d(1, '8d'), d(2, 'Ts'), down('Ts'), bet(2, 40, { m: 'b' }), proc('offer_surrender'), x(1, 'stand'), x(2, 'stand'),
  rv('Ts'), pay(1, 50), pay(2, 40, { m: 'p' }),
// Documented (main_bet_closes). First run, before clause30's fix: the payout cited Art. 15º with Art. 12º's words.
]), E('Art. 12º', 'b', { rule: 'main-bet-after-cards', seat: 2 }), E('Art. 12º', 'p', { rule: 'late-bet-handed-back', seat: 2, owed: -40 }));
legal('PL Art. 12º', 'a double after a split (8s split, hand 1 8-3 doubled by 30) and the second hand 18: both against the dealer\'s 17', hand('C30-PL-12-L1', PL, [
  bet(1, 30), d(1, '8h'), up('7h'), d(1, '8d'), down('Ts'), proc('offer_surrender'), x(1, 'split', { amount: 30 }), h(1, 1, '3c'), x(1, 'double', { amount: 30 }),
  h(1, 1, 'Tc'), h(1, 2, 'Td'), x(1, 'stand', { hand: 2 }), rv('Ts'), pay(1, 60), pay(1, 30, { hand: 2 }),
]));

// ---- Art. 8º: «...la entrega de una carta descubierta y otra cubierta al dealer concluye la etapa».
faulty('PL Art. 8º', 'a Black Jack paid 3 to 2 at once against a 9; the dealer never deals himself the hole card', hand('C30-PL-08-F1', PL, [
  bet(1, 50), d(1, 'Ah'), up('9h'), d(1, 'Kd'), pay(1, 75, { m: 'p' }),
// First run: no finding (lead 2). Fixed: dealer-cards-face at the first settlement.
]), E('Art. 8º', 'p', { rule: 'dealer-cards-face' }));
faulty('PL Art. 8º', 'the dealer holds one card; the box hits 16 and busts, collected', hand('C30-PL-08-F2', PL, [
  bet(1, 50), d(1, 'Tc'), up('9h'), d(1, '6d'), x(1, 'hit', { m: 'h' }), h(1, 1, 'Kc'), col(1, 50),
// First run: dealer-cards-face at the hit and deal-order at the hit's card («card 4 ... belonged to the dealer»): one
// breach twice. Fixed: deal-order's mandatory cards end at the first decision.
]), E('Art. 8º', 'h', { rule: 'dealer-cards-face' }));

// ---- Art. 18º: the pool to «aquel jugador que hubiera obtenido la mayor puntuación», less the posted commission.
faulty('PL Art. 18º', 'seats 1 and 2 bet 10 on the pool; seat 1\'s 20 beats 19; no award recorded (the pool carried over)', hand('C30-PL-18-F1', PL, [
  bet(1, 20), pool(1, 10), bet(2, 20), pool(2, 10), d(1, 'Tc'), d(2, '9d'), up('7d'), d(1, 'Qc'), d(2, 'Tc'), down('Ts'), proc('offer_surrender'),
  x(1, 'stand'), x(2, 'stand'), rv('Ts'), pay(1, 20), pay(2, 20, { m: 'last' }),
]), E('Art. 18º', undefined, { rule: 'pool-award', seat: 1, owed: 19 }));
legal('PL Art. 18º', 'one pool bettor alone wins his own 10 less 5 %: 9.50, commission 0.50', hand('C30-PL-18-L1', PL, [
  bet(1, 20), pool(1, 10), d(1, 'Tc'), up('7d'), d(1, '5c'), down('Ts'), proc('offer_surrender'), x(1, 'stand'), rv('Ts'), col(1, 20), comm(0.5), award(1, 9.5),
]));
faulty('PL Art. 18º', 'seat 2 (no pool bet) holds 20, the pool bettors 19 (seat 1) and 18 (seat 3): the award paid to seat 2', hand('C30-PL-18-F2', PL, [
  bet(1, 20), pool(1, 10), bet(2, 20), bet(3, 20), pool(3, 10), d(1, 'Tc'), d(2, 'Tc'), d(3, 'Tc'), up('7d'), d(1, '9c'), d(2, 'Qc'), d(3, '8c'), down('Ts'),
  proc('offer_surrender'), x(1, 'stand'), x(2, 'stand'), x(3, 'stand'), rv('Ts'), pay(1, 20), pay(2, 20), pay(3, 20), comm(1), award(2, 19, { m: 'a' }),
// EXPECTATION CORRECTED (first run): seat 1's missing award is reported at the table's last pool settlement (the award
// to seat 2), not at no event.
]), E('Art. 18º', 'a', { rule: 'pool-award', seat: 2, owed: -19 }), E('Art. 18º', 'a', { rule: 'pool-award', seat: 1, owed: 19 }));
faulty('PL Art. 18º', 'a posted 3 % commission: three pools of 10, the table keeps 5 % (1.50) and awards 28.50 (owed 29.10)', hand('C30-PL-18-F3', PL, [
  bet(1, 20), pool(1, 10), bet(2, 20), pool(2, 10), bet(3, 20), pool(3, 10), d(1, 'Tc'), d(2, '9c'), d(3, '8c'), up('7d'), d(1, 'Qc'), d(2, 'Tc'), d(3, 'Tc'), down('Ts'),
  proc('offer_surrender'), x(1, 'stand'), x(2, 'stand'), x(3, 'stand'), rv('Ts'), pay(1, 20), pay(2, 20), pay(3, 20), comm(1.5, { m: 'k' }), award(1, 28.5, { m: 'a' }),
], { table: { pool_commission_pct: 3 } }), E('Art. 18º', 'a', { rule: 'pool-award', seat: 1, owed: 0.6 }));

// ---- A currency with three decimals (KWD). EXPECTATION CORRECTED (first run): the format reads every amount to two
// decimals in any currency (docs/spec/hand-log-format.md, «A currency with three decimals (BHD, KWD) is read to two»):
// KWD 10.125 was refused naming the file, line and field (events[2].amount), as documented. The hands now stake two
// decimals, and 3 to 2 leaves half a unit of the second decimal either way.
legal('PL Art. 13º (KWD)', 'a Black Jack of KWD 10.25 against a 9: 3 to 2 is 15.375; 15.38 paid at once (rounded up, accepted)', kwd(hand('C30-PL-13-L2', PL, [
  bet(1, 10.25), d(1, 'Ah'), up('9h'), d(1, 'Kd'), down('8s'), proc('offer_surrender'), pay(1, 15.38), rv('8s'),
])));
faulty('PL Art. 13º (KWD)', 'the same paid 15.40: two over the highest accepted', kwd(hand('C30-PL-13-F2', PL, [
  bet(1, 10.25), d(1, 'Ah'), up('9h'), d(1, 'Kd'), down('8s'), proc('offer_surrender'), pay(1, 15.4, { m: 'p' }), rv('8s'),
])), E('Art. 13º', 'p', { rule: 'blackjack-pays-3-to-2', seat: 1, owed: -0.02 }));

// ===================================================================== Marbella (EUR; no hole card)
// ---- Desarrollo del juego: «deberá contarlo como once puntos si con este valor alcanza 17 o más» — stands on soft 17.
legal('MB Desarrollo', 'the croupier\'s 6 then an ace (soft 17) stands; the box\'s 18 paid', hand('C30-MB-DE-L1', MB, [
  bet(1, 40), d(1, 'Tc'), up('6h'), d(1, '8d'), x(1, 'stand'), up('Ad'), pay(1, 40),
]));
faulty('MB Desarrollo', 'the croupier\'s soft 17 (6, A) draws a 4 (21); the box\'s 18 collected', hand('C30-MB-DE-F1', MB, [
  bet(1, 40), d(1, 'Tc'), up('6h'), d(1, '8d'), x(1, 'stand'), up('Ad'), up('4c', { m: 'k' }), col(1, 40, { m: 'c' }),
]), E('Desarrollo del juego', 'k', { rule: 'dealer-draws-to-17' }), E('Desarrollo del juego', 'c', { rule: 'win-pays-1-to-1', seat: 1, owed: 80 }));
faulty('MB Desarrollo', 'the croupier stands on a soft 16 (A-5); the box\'s 17 paid', hand('C30-MB-DE-F2', MB, [
  bet(1, 40), d(1, 'Tc'), up('Ah'), d(1, '7d'), proc('offer_insurance'), x(1, 'decline_insurance'), x(1, 'stand'), up('5d', { m: 'k' }), pay(1, 40),
// EXPECTATION CORRECTED (first run): reported at the card on which he stood (his 16), not at the settlement; and the
// hand first lacked the insurance offer an ace up requires (an examiner's slip).
]), E('Desarrollo del juego', 'k', { rule: 'dealer-draws-to-17' }));
faulty('MB Desarrollo', 'a surrender (no retirada in the rules), half collected', hand('C30-MB-DE-F3', MB, [
  bet(1, 40), d(1, 'Tc'), up('Th'), d(1, '6d'), x(1, 'surrender', { m: 's' }), col(1, 20), up('7c'),
// Documented: a warning; the settlement of a surrender the rules do not provide is not judged.
]), E('Desarrollo del juego', 's', { rule: 'surrender-not-provided', severity: 'warning' }));

// ---- Seguro: «Cuando el primer naipe del croupier sea un As».
faulty('MB Seguro', 'insurance of 20 on 40 against a ten up; the second card an ace (Black Jack); paid 40', hand('C30-MB-SE-F1', MB, [
  bet(1, 40), d(1, '9c'), up('Th'), d(1, '9d'), x(1, 'insurance', { amount: 20, m: 'i' }), x(1, 'stand'), up('Ad'), insP(1, 40, { m: 'p' }), col(1, 40),
]), E('Seguro', 'i', { rule: 'insurance-allowed', seat: 1 }), E('Seguro', 'p', { rule: 'insurance-pays-2-to-1', seat: 1, owed: -40 }));
faulty('MB Seguro', 'even money on a Black Jack against an ace, paid 3 to 2 (60 on 40) when the croupier has no Black Jack', hand('C30-MB-SE-F2', MB, [
  bet(1, 40), d(1, 'Ac'), up('Ah'), d(1, 'Kd'), proc('offer_insurance'), x(1, 'even_money'), up('7c'), pay(1, 60, { m: 'p' }),
]), E('Seguro', 'p', { rule: 'even-money-pays-1-to-1', seat: 1, owed: -20 }));
legal('MB Seguro', 'even money against an ace, paid 1 to 1 though the croupier\'s second card makes Black Jack', hand('C30-MB-SE-L1', MB, [
  bet(1, 40), d(1, 'Ac'), up('Ah'), d(1, 'Kd'), proc('offer_insurance'), x(1, 'even_money'), up('Qc'), pay(1, 40),
]));

// ---- Dobles: «Si sus dos primeras cartas suman un total de 9, 10 u 11» (an ace counts 1 or 11, as suits).
faulty('MB Dobles', 'a double on A-2 (3 or 13); the hand ends 20 and is paid 80 on 40 doubled', hand('C30-MB-DO-F1', MB, [
  bet(1, 40), d(1, 'Ac'), up('9h'), d(1, '2d'), x(1, 'double', { amount: 40, m: 'x' }), h(1, 1, '7c'), up('8d'), pay(1, 80, { m: 'p' }),
]), E('Dobles', 'x', { rule: 'double-allowed', seat: 1 }), E('Desarrollo del juego', 'p', { rule: 'win-pays-1-to-1', seat: 1, owed: -40 }));
legal('MB Dobles', 'a double on A-9 (10 or 20: documented, the ace counts as suits): the hand ends 21 (A-9-A), paid 80', hand('C30-MB-DO-L1', MB, [
  bet(1, 40), d(1, 'Ac'), up('9h'), d(1, '9d'), x(1, 'double', { amount: 40 }), h(1, 1, 'Ad'), up('8d'), pay(1, 80),
]));
faulty('MB Dobles', 'split tens; hand 2 draws an ace: 21, not Black Jack; paid 3 to 2 (60 on 40) against the croupier\'s 19', hand('C30-MB-DO-F2', MB, [
  bet(1, 40), d(1, 'Tc'), up('9h'), d(1, 'Kd'), x(1, 'split', { amount: 40 }), h(1, 1, '9c'), x(1, 'stand'), h(1, 2, 'Ad'), x(1, 'stand', { hand: 2 }), up('Td'),
  ret(1, 40), pay(1, 60, { hand: 2, m: 'p' }),
]), E('Dobles', 'p', { rule: 'split-21-not-blackjack', seat: 1, hand: 2, owed: -20 }));

// ---- Jugadores / posted limits: a table posting max_bet 500 and min_bet 25.
faulty('MB Jugadores (posted)', 'a table posting max_bet 500: a box of 600', hand('C30-MB-JU-F1', MB, [
  bet(1, 600, { m: 'b' }), d(1, 'Tc'), up('9h'), d(1, '8d'), x(1, 'stand'), up('Tc'), col(1, 600),
], { table: { max_bet: 500 } }), E('Jugadores', 'b', { rule: 'box-bet-limit', seat: 1 }));
legal('MB Jugadores (posted)', 'the same table: a box of 500 exactly', hand('C30-MB-JU-L1', MB, [
  bet(1, 500), d(1, 'Tc'), up('9h'), d(1, '8d'), x(1, 'stand'), up('Tc'), col(1, 500),
], { table: { max_bet: 500 } }));
// EXPECTATION CORRECTED (first run): the text names only «los límites de las apuestas máximas»; no clause of the
// Marbella rules sets a minimum, so a box under the posted min_bet breaks none (Veedor reads max_bet only).
legal('MB Jugadores (posted)', 'a table posting min_bet 25: a box of 20 (no clause names a minimum)', hand('C30-MB-JU-L2', MB, [
  bet(1, 20), d(1, 'Tc'), up('9h'), d(1, '8d'), x(1, 'stand'), up('Tc'), col(1, 20),
], { table: { min_bet: 25 } }));

// ---- Conviene saber: a bet after the first card, the whole box's.
faulty('MB Conviene saber', 'seat 2 bets only after the first card; its 17 loses to 18 and is collected (the chips are owed back whole)', hand('C30-MB-CS-F1', MB, [
  bet(1, 40), d(1, 'Tc'), bet(2, 30, { m: 'b' }), d(2, '9c'), up('9h'), d(1, '9d'), d(2, '8c'), x(1, 'stand'), x(2, 'stand'), up('9s'),
  pay(1, 40), col(2, 30, { m: 'c' }),
]), E('Conviene saber', 'b', { rule: 'no-bets-after-first-card', seat: 2 }), E('Conviene saber', 'c', { rule: 'late-bet-handed-back', seat: 2, owed: 30 }));
faulty('MB Black Jack (KWD)', 'a Black Jack of KWD 7.15 against a 9: 3 to 2 is 10.725 (10.72 or 10.73); paid 10.70', kwd(hand('C30-MB-BJ-F1', MB, [
  bet(1, 7.15), d(1, 'Ah'), up('9h'), d(1, 'Kd'), up('8c'), pay(1, 10.7, { m: 'p' }),
])), E('Black Jack', 'p', { rule: 'blackjack-pays-3-to-2', seat: 1, owed: 0.02 }));

// ===================================================================== second batch
// ---- PL Art. 18º: the pool is decided «una vez concluída la etapa de entrega obligatoria»: a later bust keeps it.
faulty('PL Art. 18º', 'seat 1 (14) and seat 2 (12) bet 10 on the pool; seat 1 then hits and busts; the award goes to seat 2', hand('C30-PL-18-F4', PL, [
  bet(1, 20), pool(1, 10), bet(2, 20), pool(2, 10), d(1, '9c'), d(2, '7c'), up('7d'), d(1, '5c'), d(2, '5d'), down('Ts'), proc('offer_surrender'),
  x(1, 'hit'), h(1, 1, 'Kc'), col(1, 20), x(2, 'stand'), rv('Ts'), col(2, 20), comm(1), award(2, 19, { m: 'a' }),
]), E('Art. 18º', 'a', { rule: 'pool-award', seat: 2, owed: -19 }), E('Art. 18º', 'a', { rule: 'pool-award', seat: 1, owed: 19 }));
faulty('PL Art. 18º', 'a pool of 20 (commission 1.00) awarded 25.00: 5.00 «carried» from an earlier hand added', hand('C30-PL-18-F5', PL, [
  bet(1, 20), pool(1, 10), bet(2, 20), pool(2, 10), d(1, 'Tc'), d(2, '9d'), up('7d'), d(1, 'Qc'), d(2, 'Tc'), down('Ts'), proc('offer_surrender'),
  x(1, 'stand'), x(2, 'stand'), rv('Ts'), pay(1, 20), pay(2, 20), comm(1), award(1, 25, { m: 'a' }),
]), E('Art. 18º', 'a', { rule: 'pool-award', seat: 1, owed: -6 }));

// ---- Stand totals: a hard 17 drawn on.
faulty('MB Desarrollo', 'the croupier\'s 7 then a ten (hard 17) draws a 2 (19); the box\'s 18 collected', hand('C30-MB-DE-F4', MB, [
  bet(1, 40), d(1, 'Tc'), up('7h'), d(1, '8d'), x(1, 'stand'), up('Td'), up('2c', { m: 'k' }), col(1, 40, { m: 'c' }),
]), E('Desarrollo del juego', 'k', { rule: 'dealer-draws-to-17' }), E('Desarrollo del juego', 'c', { rule: 'win-pays-1-to-1', seat: 1, owed: 80 }));

// ---- PL Art. 13º: even money «hasta antes de iniciarse la etapa de entrega voluntaria de cartas».
faulty('PL Art. 13º', 'seat 1 hits (the voluntary dealing begins); seat 2\'s Black Jack then takes even money, paid 40 on 40; no dealer Black Jack', hand('C30-PL-13-F3', PL, [
  bet(1, 30), bet(2, 40), d(1, '9c'), d(2, 'Ah'), up('Ad'), d(1, '3d'), d(2, 'Kh'), down('7s'), proc('offer_insurance'), x(1, 'decline_insurance'),
  x(1, 'hit'), h(1, 1, '8c'), x(1, 'stand'), x(2, 'even_money', { m: 'e' }), pay(2, 40, { m: 'p' }), rv('7s'), pay(1, 30),
// Documented (even_money_only_when_offered, even_money_closes): the Black Jack is settled 3 to 2, owed 20 more.
]), E('Art. 13º', 'e', { rule: 'even-money-allowed', seat: 2 }), E('Art. 13º', 'p', { rule: 'blackjack-pays-3-to-2', seat: 2, owed: 20 }));

// ---- PL Art. 12º: «hasta por un máximo de la apuesta original» — for less is within it; any total.
legal('PL Art. 12º', 'a double for less (20 on 50) on a hard 12; the hand ends 20 against the dealer\'s 18: paid 70', hand('C30-PL-12-L2', PL, [
  bet(1, 50), d(1, '7c'), up('8h'), d(1, '5d'), down('Ts'), proc('offer_surrender'), x(1, 'double', { amount: 20 }), h(1, 1, '8c'), rv('Ts'), pay(1, 70),
]));
// ---- PL Art. 13º: «cuando el dealer obtiene un Black Jack y un jugador ... incrementó su apuesta, el jugador sólo perderá su apuesta original».
faulty('PL Art. 13º', 'a double of 50 on 11 (20 made); the dealer\'s hole card makes Black Jack; the table collects all 100', hand('C30-PL-13-F4', PL, [
  bet(1, 50), d(1, '6c'), up('Ah'), d(1, '5d'), down('Ks'), proc('offer_insurance'), x(1, 'decline_insurance'), x(1, 'double', { amount: 50 }), h(1, 1, '9c'),
  rv('Ks'), col(1, 100, { m: 'c' }),
]), E('Art. 13º', 'c', { rule: 'dealer-blackjack-takes', seat: 1, owed: 50 }));
// ---- MB Black Jack (documented reading: a croupier's Black Jack takes every wager, no original_bets_only posted).
faulty('MB Black Jack', 'a double of 40 on 11 before the croupier\'s second card, which makes his Black Jack; only 40 collected', hand('C30-MB-BJ-F2', MB, [
  bet(1, 40), d(1, '6c'), up('Ah'), d(1, '5d'), proc('offer_insurance'), x(1, 'decline_insurance'), x(1, 'double', { amount: 40 }), h(1, 1, '9c'),
  up('Kc'), col(1, 40, { m: 'c' }),
]), E('Black Jack', 'c', { rule: 'dealer-blackjack-takes', seat: 1, owed: -40 }));
legal('MB Black Jack', 'the same at a table posting original_bets_only: 40 collected, the double\'s 40 returned', hand('C30-MB-BJ-L1', MB, [
  bet(1, 40), d(1, '6c'), up('Ah'), d(1, '5d'), proc('offer_insurance'), x(1, 'decline_insurance'), x(1, 'double', { amount: 40 }), h(1, 1, '9c'),
  up('Kc'), col(1, 40), ret(1, 40),
], { table: { original_bets_only: true } }));

// ===================================================================== write / check (examiner-bj.mjs)
await run();
