#!/usr/bin/env node
// oracle14: edge hands written clause by clause from the regulation texts, each with the findings the text
// requires. Writes OUTDIR/pl.ndjson, mb.ndjson and *.expect.json; compare with
//   node scripts/oracle14-bj-hands.mjs compare OUTDIR
// An expectation marked `open` is one the text does not settle: the compare prints what Veedor reports there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PL_TABLE = { decks: 6, min_bet: 10, max_bet: 2000, max_splits: 3, pool_commission_pct: 5 };
const MB_TABLE = { decks: 6, min_bet: 5, max_bet: 1000, dealer_hole_card: false };

// a tiny builder: events get 1-based indices; `mark(name)` remembers the index of the last event
function hand(id, cat, table = cat === 'pl' ? PL_TABLE : MB_TABLE) {
  const ev = [{ type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'seat:1' }];
  const marks = {};
  const b = {
    ev, marks,
    e(x, name) { ev.push(x); if (name) marks[name] = ev.length; return b; },
    bet: (seat, amount, extra = {}, name) => b.e({ type: 'bet', seat, spot: 'main', amount, ...extra }, name),
    pool: (seat, amount) => b.e({ type: 'bet', seat, spot: 'pool', amount }),
    d: (to, card, extra = {}, name) => b.e({ type: 'deal', to: typeof to === 'number' ? `seat:${to}` : to, card, ...extra }, name),
    hole: (card) => b.e({ type: 'deal', to: 'dealer', card, face: 'down' }),
    reveal: (card, name) => b.e({ type: 'reveal', to: 'dealer', card }, name),
    proc: (name) => b.e({ type: 'procedure', name }),
    act: (seat, hand_, action, amount, name) => b.e({ type: 'decision', seat, hand: hand_, action, ...(amount !== undefined ? { amount } : {}) }, name),
    pay: (seat, hand_, amount, spot = 'main', name, extra = {}) => b.e({ type: 'payout', seat, spot, ...(hand_ ? { hand: hand_ } : {}), amount, ...extra }, name),
    col: (seat, hand_, amount, spot = 'main', name, extra = {}) => b.e({ type: 'collect', seat, spot, ...(hand_ ? { hand: hand_ } : {}), amount, ...extra }, name),
    ret: (seat, hand_, amount, spot = 'main', name, extra = {}) => b.e({ type: 'return', seat, spot, ...(hand_ ? { hand: hand_ } : {}), amount, ...extra }, name),
    json: () => ({
      hand_id: id, game: cat === 'pl' ? 'pot-luck-blackjack' : 'blackjack', ruleset: cat === 'pl' ? 'pe-pot-luck-black-jack' : 'es-marbella-black-jack',
      table_id: cat === 'pl' ? 'PL-14' : 'MB-14', dealer_id: 'D-14', shoe_id: `${id}-S`, started_at: '2026-12-02T21:00:00-05:00',
      currency: cat === 'pl' ? 'PEN' : 'EUR', table, events: ev,
    }),
  };
  return b;
}
const P = (article, event, seat, hand_, spot, expected, actual) => ({ kind: 'payout', article, event, seat, hand: hand_, spot, expected, actual, owed: Math.round((expected - actual) * 100) / 100 });
const PR = (article, event) => ({ kind: 'procedure', article, event });

const cases = { pl: [], mb: [] };
const add = (cat, b, findings, note) => cases[cat].push({ hand: b.json(), findings, note });

// ---------------- Pot Luck ----------------
{ // Art. 10º: «Está permitida la separación de cartas de igual valor de una apuesta asegurada»
  const b = hand('O14E-PL-INSURED-THEN-SPLIT', 'pl');
  b.bet(1, 100).bet(2, 50).d(1, '8h').d(2, 'Tc').d('dealer', 'Ac').d(1, '8d').d(2, '9c').hole('9s').proc('offer_insurance')
    .act(1, 1, 'insurance', 50).act(2, 1, 'insurance', 25).act(1, 1, 'split', 100).d(1, 'Th', { hand: 1 }).act(1, 1, 'stand')
    .d(1, '9d', { hand: 2 }).act(1, 2, 'stand').act(2, 1, 'stand').reveal('9s')
    .col(1, undefined, 50, 'insurance').col(2, undefined, 25, 'insurance').col(1, 1, 100).col(1, 2, 100).col(2, 1, 50);
  add('pl', b, []);
}
{ // Art. 13º: with a ten up the blackjack must wait for the hole card; here it is paid at once and the dealer has none
  const b = hand('O14E-PL-BJ-PAID-EARLY-VS-TEN', 'pl');
  b.bet(1, 100).bet(2, 50).d(1, 'Ah').d(2, '9c').d('dealer', 'Ts').d(1, 'Kd').d(2, '7d').hole('7c').proc('offer_surrender')
    .pay(1, 1, 150, 'main', 'pay').act(2, 1, 'stand').reveal('7c').col(2, 1, 50);
  add('pl', b, [PR('Art. 13º', b.marks.pay)]);
}
{ // … and the dealer has Black Jack: the blackjack was a push (Art. 13º), 150 over-paid
  const b = hand('O14E-PL-BJ-PAID-EARLY-VS-TEN-DEALER-BJ', 'pl');
  b.bet(1, 100).bet(2, 50).d(1, 'Ah').d(2, '9c').d('dealer', 'Ts').d(1, 'Kd').d(2, '7d').hole('Ac').proc('offer_surrender')
    .pay(1, 1, 150, 'main', 'pay').act(2, 1, 'stand').reveal('Ac').col(2, 1, 50);
  add('pl', b, [P('Art. 13º', b.marks.pay, 1, 1, 'main', 0, 150)], 'procedure finding for the early payment may come too');
}
{ // Art. 9º: «El retiro no procede cuando la primera carta del dealer es un "As"»
  const b = hand('O14E-PL-SURRENDER-VS-ACE', 'pl');
  b.bet(1, 100).d(1, 'Th').d('dealer', 'Ad').d(1, '6d').hole('7c').proc('offer_insurance')
    .act(1, 1, 'surrender', undefined, 'sur').col(1, 1, 50, 'main', 'col').reveal('7c');
  add('pl', b, [PR('Art. 9º', b.marks.sur)], 'open: what the refused surrender owes (16 vs a soft 18: the hand would lose 100; 50 taken)');
}
{ // Art. 9º: a surrender after the hand drew
  const b = hand('O14E-PL-SURRENDER-AFTER-HIT', 'pl');
  b.bet(1, 100).d(1, '5c').d('dealer', '9s').d(1, '4d').hole('8h').proc('offer_surrender')
    .act(1, 1, 'hit').d(1, '7c', { hand: 1 }).act(1, 1, 'surrender', undefined, 'sur').col(1, 1, 50).reveal('8h');
  add('pl', b, [PR('Art. 9º', b.marks.sur)], 'open: the money of a surrender after a hit');
}
{ // Art. 14º: the dealer stands on 16
  const b = hand('O14E-PL-DEALER-STANDS-16', 'pl');
  b.bet(1, 100).d(1, 'Th').d('dealer', 'Ts').d(1, '8d').hole('6c').proc('offer_surrender').act(1, 1, 'stand')
    .reveal('6c', 'rev').pay(1, 1, 100);
  add('pl', b, [PR('Art. 14º', null)], 'open: the card the dealer should have drawn is unknown: no money is certain');
}
{ // Art. 11º + Art. 13º: a split box with a busted hand against a dealer Black Jack (no peek in Pot Luck)
  // Art. 11º: the busted hand is lost «sin considerar el resultado de la mano del dealer»; Art. 13º: the player
  // «sólo perderá su apuesta original» — the original (hand 1) is gone to the bust, the split wager goes back.
  const b = hand('O14E-PL-SPLIT-BUST-VS-DEALER-BJ', 'pl');
  b.bet(1, 100).d(1, '8s').d('dealer', 'Ts').d(1, '8d').hole('Ac').proc('offer_surrender')
    .act(1, 1, 'split', 100).d(1, '5c', { hand: 1 }).act(1, 1, 'hit').d(1, 'Tc', { hand: 1 }).col(1, 1, 100)
    .d(1, '9d', { hand: 2 }).act(1, 2, 'stand').reveal('Ac').ret(1, 2, 100);
  add('pl', b, [], 'open: reading: hand 2 handed back (the original already lost to the bust)');
}
{ // the same box with hand 2 busted: hand 1 holds the original and loses it to the Black Jack, hand 2 lost to the bust
  const b = hand('O14E-PL-SPLIT-HAND2-BUST-VS-DEALER-BJ', 'pl');
  b.bet(1, 100).d(1, '8s').d('dealer', 'Ts').d(1, '8d').hole('Ac').proc('offer_surrender')
    .act(1, 1, 'split', 100).d(1, '9c', { hand: 1 }).act(1, 1, 'stand')
    .d(1, '5d', { hand: 2 }).act(1, 2, 'hit').d(1, 'Kd', { hand: 2 }).col(1, 2, 100).reveal('Ac').col(1, 1, 100);
  add('pl', b, [], 'open: reading: both lost (hand 2 to its bust, hand 1 the original to the Black Jack)');
}
{ // Art. 13º: a five-card 21 against a dealer Black Jack loses; the table handed it back
  const b = hand('O14E-PL-FIVE-CARD-21-VS-DEALER-BJ-PUSHED', 'pl');
  b.bet(1, 100).bet(3, 75).d(1, '2c').d(3, 'Th').d('dealer', 'Ks').d(1, '3d').d(3, '9h').hole('Ah').proc('offer_surrender')
    .act(1, 1, 'hit').d(1, '4h', { hand: 1 }).act(1, 1, 'hit').d(1, '5s', { hand: 1 }).act(1, 1, 'hit').d(1, '7d', { hand: 1 })
    .act(3, 1, 'stand').reveal('Ah').ret(1, 1, 100, 'main', 'r1').col(3, 1, 75);
  add('pl', b, [P('Art. 13º', b.marks.r1, 1, 1, 'main', -100, 0)]);
}
{ // Art. 13º: even money only against an ace; taken against a ten it settles nothing, the blackjack is paid 3 to 2
  const b = hand('O14E-PL-EVEN-MONEY-VS-TEN', 'pl');
  b.bet(1, 100).d(1, 'Ah').d('dealer', 'Ts').d(1, 'Kd').hole('7c').proc('offer_surrender')
    .act(1, 1, 'even_money', undefined, 'em').pay(1, 1, 100, 'main', 'pay').reveal('7c');
  add('pl', b, [PR('Art. 13º', b.marks.em), P('Art. 13º', b.marks.pay, 1, 1, 'main', 150, 100)]);
}
{ // Art. 10º: insurance over half the original; the excess is no wager (lost insurance collected whole)
  const b = hand('O14E-PL-INSURANCE-OVER-HALF', 'pl');
  b.bet(1, 100).d(1, 'Tc').d('dealer', 'Ad').d(1, '9h').hole('8c').proc('offer_insurance').act(1, 1, 'insurance', 60, 'ins')
    .act(1, 1, 'stand').reveal('8c').col(1, undefined, 60, 'insurance', 'ci').ret(1, 1, 100);
  add('pl', b, [PR('Art. 10º', b.marks.ins), P('Art. 10º', b.marks.ci, 1, undefined, 'insurance', -50, -60)]);
}
{ // Art. 12º: increase for less (40 on 100) and an increase on 12 (any total)
  const b = hand('O14E-PL-DOUBLE-FOR-LESS-AND-ON-12', 'pl');
  b.bet(1, 100).bet(2, 50).d(1, '6c').d(2, '7h').d('dealer', '9s').d(1, '5d').d(2, '5h').hole('7h').proc('offer_surrender')
    .act(1, 1, 'double', 40).d(1, 'Th', { hand: 1 }).act(2, 1, 'double', 50).d(2, '8c', { hand: 1 })
    .reveal('7h').d('dealer', 'Kc').pay(1, 1, 140).pay(2, 1, 100);
  add('pl', b, []);
}
{ // Art. 12º: an increase beyond the original; the excess is no wager (Veedor's reading: handed back)
  const b = hand('O14E-PL-DOUBLE-OVER-ORIGINAL', 'pl');
  b.bet(1, 100).d(1, '6c').d('dealer', '9s').d(1, '5d').hole('7h').proc('offer_surrender')
    .act(1, 1, 'double', 150, 'dbl').d(1, 'Th', { hand: 1 }).reveal('7h').d('dealer', 'Kc').pay(1, 1, 250, 'main', 'pay');
  add('pl', b, [PR('Art. 12º', b.marks.dbl), P('Art. 15º', b.marks.pay, 1, 1, 'main', 200, 250)]);
}
{ // Art. 11º: a fourth split where the table posts max_splits 3 (three splits are four hands)
  const b = hand('O14E-PL-FOURTH-SPLIT', 'pl');
  b.bet(1, 20).d(1, '8c').d('dealer', '6s').d(1, '8d').hole('Tc').proc('offer_surrender')
    .act(1, 1, 'split', 20).d(1, '8h', { hand: 1 }).act(1, 1, 'split', 20).d(1, '8s', { hand: 1 }).act(1, 1, 'split', 20)
    .d(1, '8c', { hand: 1 }).act(1, 1, 'split', 20, 'fourth').d(1, 'Tc', { hand: 1 }).act(1, 1, 'stand')
    .d(1, 'Td', { hand: 2 }).act(1, 2, 'stand').d(1, 'Th', { hand: 3 }).act(1, 3, 'stand').d(1, 'Ts', { hand: 4 }).act(1, 4, 'stand')
    .d(1, 'Kc', { hand: 5 }).act(1, 5, 'stand').reveal('Tc').d('dealer', '9h')
    .pay(1, 1, 20).pay(1, 2, 20).pay(1, 3, 20).pay(1, 4, 20).pay(1, 5, 20);
  add('pl', b, [PR('Art. 11º', b.marks.fourth)], 'open: the money of the fifth hand');
}
{ // Art. 18º: the best score belongs to a seat without a pool bet; the best pool bettor wins
  const b = hand('O14E-PL-POOL-BEST-SCORE-NOT-IN-POOL', 'pl');
  b.bet(1, 100).bet(2, 50).pool(2, 20).bet(3, 50).pool(3, 10).d(1, 'Ah').d(2, 'Tc').d(3, '9c').d('dealer', '5s').d(1, 'Kd').d(2, '8c').d(3, '6d').hole('Tc')
    .proc('offer_surrender').pay(1, 1, 150).act(2, 1, 'stand').act(3, 1, 'stand').reveal('Tc').d('dealer', '7d')
    .pay(2, 1, 50).pay(3, 1, 50).e({ type: 'commission', spot: 'pool', amount: 1.5 }).e({ type: 'pool_award', seat: 2, amount: 28.5 });
  add('pl', b, []);
}
{ // Art. 18º: the pool to the seat with the best score of the *mandatory* dealing, not the best final hand
  const b = hand('O14E-PL-POOL-TO-FINAL-HAND', 'pl');
  b.bet(1, 50).pool(1, 10).bet(2, 50).pool(2, 10).d(1, '9c').d(2, '5c').d('dealer', '6s').d(1, '9d').d(2, '6d').hole('Tc')
    .proc('offer_surrender').act(1, 1, 'stand').act(2, 1, 'hit').d(2, 'Td', { hand: 1 }).reveal('Tc').d('dealer', '2h')
    .ret(1, 1, 50).pay(2, 1, 50).e({ type: 'commission', spot: 'pool', amount: 1 }).e({ type: 'pool_award', seat: 2, amount: 19 }, 'aw');
  add('pl', b, [{ kind: 'payout', article: 'Art. 18º', event: null, seat: 1, spot: 'pool', owed: 19 }, { kind: 'payout', article: 'Art. 18º', event: null, seat: 2, spot: 'pool', owed: -19 }]);
}
{ // Arts. 13º, 17º: a blackjack against the dealer's three-card 21 is paid 3 to 2 (only a dealer Black Jack ties it); odd stake
  const b = hand('O14E-PL-BJ-VS-21-ODD-STAKE', 'pl');
  b.bet(1, 35).bet(2, 45).d(1, 'As').d(2, '7c').d('dealer', 'Ac').d(1, 'Qh').d(2, '7d').hole('5h').proc('offer_insurance')
    .act(2, 1, 'split', 45).d(2, 'Ah', { hand: 1 }).act(2, 1, 'stand').d(2, '4d', { hand: 2 }).act(2, 2, 'hit').d(2, 'Tc', { hand: 2 })
    .reveal('5h').d('dealer', '5c').pay(1, 1, 52.5).col(2, 1, 45).ret(2, 2, 45);
  add('pl', b, []);
}

// ---------------- Marbella ----------------
{ // Dobles: «Si sus dos primeras cartas suman un total de 9, 10 u 11»: A-8 counts 9 («Ases: 1 u 11 … según le sea más conveniente»)
  const b = hand('O14E-MB-SOFT-9-DOUBLED', 'mb');
  b.bet(1, 100).d(1, 'Ah').d('dealer', '6s').d(1, '8d').act(1, 1, 'double', 100).d(1, '2c', { hand: 1 })
    .d('dealer', 'Tc').d('dealer', '2d').pay(1, 1, 200);
  add('mb', b, [], 'open: a soft 9 (A-8) doubled');
}
{ // Seguro: insurance after the first third card is closed; the stake is no wager, owed back
  const b = hand('O14E-MB-INSURANCE-AFTER-THIRD-CARD', 'mb');
  b.bet(1, 100).bet(2, 60).d(1, '5c').d(2, 'Tc').d('dealer', 'Ac').d(1, '6d').d(2, '9h').proc('offer_insurance')
    .act(1, 1, 'hit').d(1, '9c', { hand: 1 }).act(2, 1, 'insurance', 30, 'ins').act(1, 1, 'stand').act(2, 1, 'stand')
    .d('dealer', '7s').col(2, undefined, 30, 'insurance', 'ci').pay(1, 1, 100).pay(2, 1, 60);
  add('mb', b, [PR('Seguro', b.marks.ins), P('Seguro', b.marks.ci, 2, undefined, 'insurance', 0, -30)]);
}
{ // Dobles: split aces, an ace again is split again («se repetirá el procedimiento»), a ten on a split ace is 21, not Black Jack
  const b = hand('O14E-MB-RESPLIT-ACES-21-NOT-BJ', 'mb');
  b.bet(1, 50).d(1, 'As').d('dealer', '9s').d(1, 'Ad').act(1, 1, 'split', 50).d(1, 'Ah', { hand: 1 }).act(1, 1, 'split', 50)
    .d(1, 'Kc', { hand: 1 }).d(1, '9d', { hand: 2 }).d(1, 'Qs', { hand: 3 }).d('dealer', 'Tc')
    .pay(1, 1, 75, 'main', 'p1').pay(1, 2, 50).pay(1, 3, 50);
  add('mb', b, [P('Dobles', b.marks.p1, 1, 1, 'main', 50, 75)]);
}
{ // Black Jack «gana a cualquier otra combinación»: against the dealer's three-card 21, 3 to 2; odd stake 7.5 -> 11.25
  const b = hand('O14E-MB-BJ-VS-THREE-CARD-21', 'mb');
  b.bet(1, 7.5).bet(2, 20).d(1, 'Ah').d(2, 'Tc').d('dealer', 'Ac').d(1, 'Jd').d(2, 'Qd').proc('offer_insurance')
    .act(2, 1, 'stand').d('dealer', '4s').d('dealer', '6h').pay(1, 1, 11.25).col(2, 1, 20, 'main', 'c2');
  add('mb', b, []);
}
{ // Dobles: a double on 12 is not admitted; the doubled chips are no wager
  const b = hand('O14E-MB-DOUBLE-ON-12', 'mb');
  b.bet(1, 100).d(1, '7c').d('dealer', 'Ts').d(1, '5d').act(1, 1, 'double', 100, 'dbl').d(1, '4c', { hand: 1 })
    .d('dealer', '9c').col(1, 1, 200, 'main', 'col');
  add('mb', b, [PR('Dobles', b.marks.dbl), P('Desarrollo del juego', b.marks.col, 1, 1, 'main', -100, -200)]);
}
{ // Black Jack: no clause limits what a dealer Black Jack takes: a doubled and a split box lose every wager
  const b = hand('O14E-MB-DEALER-BJ-TAKES-ALL', 'mb');
  b.bet(1, 100).bet(2, 40).bet(3, 25).d(1, '6c').d(2, '8c').d(3, 'Ah').d('dealer', 'Ks').d(1, '4d').d(2, '8d').d(3, 'Qc')
    .act(1, 1, 'double', 100).d(1, '9c', { hand: 1 }).act(2, 1, 'split', 40).d(2, '3h', { hand: 1 }).act(2, 1, 'double', 40).d(2, '7s', { hand: 1 })
    .d(2, 'Th', { hand: 2 }).act(2, 2, 'stand').d('dealer', 'Ad').col(1, 1, 200).col(2, 1, 80).col(2, 2, 40).ret(3, 1, 25);
  add('mb', b, []);
}
{ // Jugadores: a bet behind over the table maximum, and a full table of seven boxes with bets behind
  const b = hand('O14E-MB-SEVEN-BOXES-BEHIND', 'mb');
  for (let s = 1; s <= 7; s++) b.bet(s, 100, { player: `P${s}` });
  b.bet(2, 1500, { behind: true, player: 'B2' }, 'over').bet(4, 25, { behind: true, player: 'B4' });
  const c1 = ['Tc', '9c', '8c', '7c', 'Ac', '6c', '5c'];
  const c2 = ['Td', '9d', '8d', 'Kd', 'Ad', 'Th', '5d'];
  c1.forEach((k, i) => b.d(i + 1, k));
  b.d('dealer', '7s');
  c2.forEach((k, i) => b.d(i + 1, k));
  b.act(1, 1, 'stand').act(2, 1, 'stand').act(3, 1, 'stand').act(4, 1, 'stand').act(5, 1, 'split', 100)
    .d(5, '9h', { hand: 1 }).d(5, '2h', { hand: 2 }).act(6, 1, 'stand').act(7, 1, 'double', 100).d(7, 'Qs', { hand: 1 })
    .d('dealer', 'Ks')
    .pay(1, 1, 100).pay(2, 1, 100).pay(2, 1, 1500, 'main', 'pb', { behind: true, player: 'B2' }).col(3, 1, 100).ret(4, 1, 100)
    .ret(4, 1, 25, 'main', undefined, { behind: true, player: 'B4' }).pay(5, 1, 100).col(5, 2, 100).col(6, 1, 100).pay(7, 1, 200);
  add('mb', b, [PR('Jugadores', b.marks.over)], 'open: the money of the bet behind over the maximum');
}
{ // Seguro: even money where the dealer's first card is a ten: not offered; the blackjack is owed 3 to 2
  const b = hand('O14E-MB-EVEN-MONEY-VS-TEN', 'mb');
  b.bet(1, 100).d(1, 'Ah').d('dealer', 'Ts').d(1, 'Kd').act(1, 1, 'even_money', undefined, 'em').pay(1, 1, 100, 'main', 'pay').d('dealer', '8c');
  add('mb', b, [PR('Seguro', b.marks.em), P('Black Jack', b.marks.pay, 1, 1, 'main', 150, 100)]);
}
{ // Desarrollo del juego: a soft 17 stands («deberá contarlo como once puntos si con este valor alcanza 17»); five-card 18 wins
  const b = hand('O14E-MB-SOFT-17-STANDS-FIVE-CARD-WIN', 'mb');
  b.bet(3, 50).d(3, '2c').d('dealer', 'Ah').d(3, '3c').proc('offer_insurance').act(3, 1, 'hit').d(3, '4h', { hand: 1 }).act(3, 1, 'hit')
    .d(3, '2d', { hand: 1 }).act(3, 1, 'hit').d(3, '7s', { hand: 1 }).act(3, 1, 'stand').d('dealer', '6d').pay(3, 1, 50);
  add('mb', b, []);
}
{ // Conviene saber: a bet below the posted minimum: no article of the published rules sets a minimum
  const b = hand('O14E-MB-BET-UNDER-MINIMUM', 'mb');
  b.bet(1, 2).d(1, 'Tc').d('dealer', '9s').d(1, 'Td').act(1, 1, 'stand').d('dealer', '8c').pay(1, 1, 2);
  add('mb', b, [], 'open: a bet under the posted minimum');
}

const out = process.argv[2];
mkdirSync(out, { recursive: true });
for (const cat of ['pl', 'mb']) {
  writeFileSync(join(out, `${cat}.ndjson`), cases[cat].map((x) => JSON.stringify(x.hand)).join('\n') + '\n');
  writeFileSync(join(out, `${cat}.expect.json`), JSON.stringify(Object.fromEntries(cases[cat].map((x) => [x.hand.hand_id, { kind: 'edge', findings: x.findings, notes: x.note ? [x.note] : [] }])), null, 1));
  console.log(cat, cases[cat].length, 'edge hands');
}
