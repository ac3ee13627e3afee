#!/usr/bin/env node
// oracle15 edge hands: Póker Caribeño, Dragon Six and pai gow bonus hands set down clause by clause, each with the
// findings its text requires (the model and its readings: scripts/oracle15-hands.mjs's header).
//
//   node scripts/oracle15-edge.mjs OUTDIR                 writes cs/ds/pg-edge.ndjson and their *.expect.json
//   node scripts/oracle15-hands.mjs compare OUTDIR        compares (the files are named cs.ndjson, ds.ndjson, pg.ndjson)
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const out = process.argv[2];
if (!out) { console.error('usage: oracle15-edge.mjs OUTDIR'); process.exit(2); }
mkdirSync(out, { recursive: true });
const MIN = { royal_flush: 100, straight_flush: 50, four_of_a_kind: 20, full_house: 7, flush: 5, straight: 4, three_of_a_kind: 3, two_pair: 2, one_pair: 1, high_card: 1 };
const hands = { cs: [], ds: [], pg: [] };
const expect = { cs: {}, ds: {}, pg: {} };
function add(cat, id, why, hand, findings = []) {
  const game = { cs: 'caribbean-stud', ds: 'dragon-six-baccarat', pg: 'pai-gow-bonus' }[cat];
  const ruleset = { cs: 'pe-poker-caribeno', ds: 'pe-dragon-six-baccarat', pg: 'pr-8669-pai-gow-bonus' }[cat];
  const hid = `O15E-${cat.toUpperCase()}-${id}`;
  hands[cat].push({ hand_id: hid, game, ruleset, table_id: `${cat.toUpperCase()}-E`, dealer_id: 'D-15', started_at: '2026-12-03T21:00:00-05:00', currency: cat === 'pg' ? 'USD' : 'PEN', ...hand });
  expect[cat][hid] = { kind: 'edge', why, findings };
}

// ---------- Póker Caribeño ----------
// one seat (or several) against the dealer: seats [{seat, ante, cards, act:'bet'|'fold', bet?}], dealer five cards (last up),
// settle: list of [type, seat, spot, amount]
function cs(id, why, { table = {}, seats, dealer, settle, findings = [] }) {
  const ev = [{ type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: `seat:${seats[0].seat}` }];
  for (const s of seats) ev.push({ type: 'bet', seat: s.seat, spot: 'ante', amount: s.ante });
  for (let k = 0; k < 5; k++) {
    for (const s of seats) ev.push({ type: 'deal', to: `seat:${s.seat}`, card: s.cards[k], face: 'down' });
    ev.push({ type: 'deal', to: 'dealer', card: dealer[k], face: k === 4 ? 'up' : 'down' });
  }
  for (const s of seats) {
    if (s.act === 'fold') ev.push({ type: 'decision', seat: s.seat, action: 'fold' }, { type: 'collect', seat: s.seat, spot: 'ante', amount: s.ante }, { type: 'procedure', name: 'verify_card_count', participant: `seat:${s.seat}`, count: 5 });
    else ev.push({ type: 'decision', seat: s.seat, action: 'bet', amount: s.bet ?? Math.round(s.ante * 200) / 100 });
  }
  for (let k = 0; k < 4; k++) ev.push({ type: 'reveal', to: 'dealer', card: dealer[k] });
  const idx = {};
  for (const s of seats) {
    if (s.act === 'fold') continue;
    for (const [type, seat, spot, amount] of settle.filter((x) => x[1] === s.seat)) { ev.push({ type, seat, spot, amount }); idx[`${seat}.${spot}`] = ev.length; }
    ev.push({ type: 'procedure', name: 'verify_card_count', participant: `seat:${s.seat}`, count: 5 });
  }
  for (const f of findings) if (f.at) { f.event = idx[f.at]; delete f.at; }
  add('cs', id, why, { table: { decks: 1, min_bet: 5, max_bet: 500, bet_paytable: { ...MIN }, ...table }, events: ev }, findings);
}
const pay = (seat, spot, n) => ['payout', seat, spot, n];
const col = (seat, spot, n) => ['collect', seat, spot, n];
const ret = (seat, spot, n) => ['return', seat, spot, n];
const P = (at, seat, spot, article, owed, extra = {}) => ({ kind: 'payout', at, seat, spot, article, owed, ...extra });

cs('01', 'Art. 13º: dealer A-Q-J-9-8 holds no A-K: no hand, ante 1 to 1, bet handed back', { seats: [{ seat: 1, ante: 10, cards: ['2h', '2d', '7c', '9s', 'Jd'] }], dealer: ['As', 'Qh', 'Jc', '9d', '8h'], settle: [pay(1, 'ante', 10), ret(1, 'bet', 20)] });
cs('02', 'Art. 13º: dealer K-Q-J-9-7 no ace: no hand; a player holding a worse hand is still paid his ante', { seats: [{ seat: 2, ante: 15, cards: ['Kd', 'Qs', 'Jh', '9c', '6d'] }], dealer: ['Kh', 'Qd', 'Jd', '9h', '7s'], settle: [pay(2, 'ante', 15), ret(2, 'bet', 30)] });
cs('03', 'Art. 13º: a royal flush against no hand is not paid the pay table: ante 1 to 1, bet returned', { seats: [{ seat: 1, ante: 20, cards: ['As', 'Ks', 'Qs', 'Js', 'Ts'] }], dealer: ['Ah', 'Qd', '9c', '5d', '3h'], settle: [pay(1, 'ante', 20), ret(1, 'bet', 40)] });
cs('04', 'Art. 13º/14º: dealer exactly A-K qualifies; player A-K-Q-4-2 beats A-K-J-9-8 on the third card', { seats: [{ seat: 1, ante: 10, cards: ['Ad', 'Kc', 'Qh', '4s', '2d'] }], dealer: ['Ah', 'Kd', 'Jc', '9h', '8s'], settle: [pay(1, 'ante', 10), pay(1, 'bet', 20)] });
cs('05', 'Art. 12º: A-K-5-4-2 loses to A-K-5-4-3 on the last card', { seats: [{ seat: 1, ante: 10, cards: ['Ad', 'Kc', '5h', '4s', '2d'] }], dealer: ['Ah', 'Kd', '5c', '4h', '3s'], settle: [col(1, 'ante', 10), col(1, 'bet', 20)] });
cs('06', 'Art. 12º: the same ranks in other suits: a tie, both wagers handed back (reading tie_settlement push)', { seats: [{ seat: 1, ante: 10, cards: ['Ad', 'Kc', '8h', '6s', '2d'] }], dealer: ['Ah', 'Kd', '8c', '6h', '2s'], settle: [ret(1, 'ante', 10), ret(1, 'bet', 20)] });
cs('07', 'Art. 12º f: the same two pairs, the fifth card decides', { seats: [{ seat: 1, ante: 10, cards: ['9d', '9c', '4h', '4s', 'Qd'] }], dealer: ['9h', '9s', '4c', '4d', 'Jh'], settle: [pay(1, 'ante', 10), pay(1, 'bet', 40)] });
cs('08', 'Art. 12º b: full house by its three cards', { seats: [{ seat: 1, ante: 10, cards: ['3d', '3c', '3h', 'As', 'Ad'] }], dealer: ['4h', '4s', '4c', '2d', '2h'], settle: [col(1, 'ante', 10), col(1, 'bet', 20)] });
cs('09', 'Art. 12º c: flush against flush, the second card decides', { seats: [{ seat: 1, ante: 10, cards: ['Ad', 'Qd', '9d', '6d', '3d'] }], dealer: ['Ac', 'Jc', 'Tc', '8c', '7c'], settle: [pay(1, 'ante', 10), pay(1, 'bet', 100)] });
cs('10', 'Art. 14º: A-K-Q-J-T in two suits is a straight, 4 to 1', { seats: [{ seat: 1, ante: 10, cards: ['As', 'Kd', 'Qs', 'Js', 'Ts'] }], dealer: ['Ah', 'Kc', '9d', '5d', '3h'], settle: [pay(1, 'ante', 10), pay(1, 'bet', 80)] });
cs('11', 'Art. 14º: a five-high straight flush is a straight flush, 50 to 1 (silent: the ace low)', { seats: [{ seat: 1, ante: 5, cards: ['Ah', '2h', '3h', '4h', '5h'] }], dealer: ['As', 'Kc', '9d', '5d', '3c'], settle: [pay(1, 'ante', 5), pay(1, 'bet', 500)] });
cs('12', 'Art. 14º: four of a kind 20 to 1 paid 7 to 1: 130 owed', { seats: [{ seat: 1, ante: 5, cards: ['7h', '7s', '7d', '7c', '2h'] }], dealer: ['As', 'Kc', '9d', '5d', '3c'], settle: [pay(1, 'ante', 5), pay(1, 'bet', 70)], findings: [P('1.bet', 1, 'bet', 'Art. 14º', 130)] });
cs('13', 'Art. 15º: a royal on 20 capped at the posted 500: paid 500, clean', { table: { max_payout: 500 }, seats: [{ seat: 1, ante: 10, cards: ['Ac', 'Kc', 'Qc', 'Jc', 'Tc'] }], dealer: ['As', 'Kd', '9d', '5d', '3h'], settle: [pay(1, 'ante', 10), pay(1, 'bet', 500)] });
cs('14', 'Art. 15º: the cap binds the bet only: a 300 ante on a 500 cap is paid 300 in full', { table: { max_payout: 500 }, seats: [{ seat: 1, ante: 300, cards: ['Qc', 'Qd', '5s', '5h', '2c'] }], dealer: ['As', 'Kd', '9d', '6d', '3h'], settle: [pay(1, 'ante', 300), pay(1, 'bet', 500)] });
cs('15', 'Art. 15º: payout equal to the cap exactly (flush 5 to 1 on 100 = 500)', { table: { max_payout: 500 }, seats: [{ seat: 1, ante: 50, cards: ['2c', '7c', '9c', 'Jc', 'Kc'] }], dealer: ['As', 'Kd', '9d', '6d', '3h'], settle: [pay(1, 'ante', 50), pay(1, 'bet', 500)] });
cs('16', 'Art. 14º in cents: ante 12.35, bet 24.70, flush 5 to 1 = 123.50', { seats: [{ seat: 3, ante: 12.35, cards: ['2c', '7c', '9c', 'Jc', 'Kc'] }], dealer: ['As', 'Kd', '9d', '6d', '3h'], settle: [pay(3, 'ante', 12.35), pay(3, 'bet', 123.5)] });
cs('17', 'posted table: full house at 7.5 on 10.05 = 75.375, the cent below or above (reading fractional_line_rounding either)', { table: { bet_paytable: { ...MIN, full_house: 7.5 } }, seats: [{ seat: 1, ante: 5.03, bet: 10.05, cards: ['3d', '3c', '3h', 'As', 'Ad'] }], dealer: ['As', 'Kd', '9d', '6d', '2h'].map((x, i) => (i === 0 ? 'Ah' : x)), settle: [pay(1, 'ante', 5.03), pay(1, 'bet', 75.37)] });
cs('18', 'posted table: full house at 7.5 paid 75.36, a cent under the range, over Art. 14º\'s 7 to 1: the posted table, 0.01 owed', { table: { bet_paytable: { ...MIN, full_house: 7.5 } }, seats: [{ seat: 1, ante: 5.03, bet: 10.05, cards: ['3d', '3c', '3h', 'As', 'Ad'] }], dealer: ['Ah', 'Kd', '9d', '6d', '2h'], settle: [pay(1, 'ante', 5.03), pay(1, 'bet', 75.36)], findings: [P('1.bet', 1, 'bet', 'Tabla publicada', 0.01)] });
cs('19', 'Art. 13º: no hand, bet collected: 20 owed; ante collected too: 20 owed (10 not paid + 10 taken)', { seats: [{ seat: 1, ante: 10, cards: ['2h', '2d', '7c', '9s', 'Jd'] }], dealer: ['Qs', 'Jh', '8c', '6d', '3h'], settle: [col(1, 'ante', 10), col(1, 'bet', 20)], findings: [P('1.ante', 1, 'ante', 'Art. 13º', 20), P('1.bet', 1, 'bet', 'Art. 13º', 20)] });
cs('20', 'several seats: one folds, one wins two pair, one loses, one ties the dealer\'s A-K', { seats: [
  { seat: 1, ante: 10, act: 'fold', cards: ['2h', '4d', '7s', '9s', 'Jd'] },
  { seat: 3, ante: 25, cards: ['Td', 'Tc', '6h', '6s', '2d'] },
  { seat: 5, ante: 10, cards: ['Ac', 'Qc', '8h', '5s', '4c'] },
  { seat: 7, ante: 40, cards: ['Ad', 'Kc', '8d', '7h', '3s'] }],
  dealer: ['Ah', 'Ks', '8s', '7c', '3d'], settle: [pay(3, 'ante', 25), pay(3, 'bet', 100), col(5, 'ante', 10), col(5, 'bet', 20), ret(7, 'ante', 40), ret(7, 'bet', 80)] });
cs('21', 'Art. 12º: a pair of aces beats a pair of kings; same pair, kickers', { seats: [{ seat: 1, ante: 10, cards: ['Ad', 'Ac', '3h', '4s', '6d'] }, { seat: 2, ante: 10, cards: ['Kh', 'Kd', 'Qc', 'Jh', '9d'] }], dealer: ['Kc', 'Ks', 'Qh', 'Jd', '8h'], settle: [pay(1, 'ante', 10), pay(1, 'bet', 20), pay(2, 'ante', 10), pay(2, 'bet', 20)] });
cs('22', 'Art. 14º: three of a kind paid 2 to 1 (the two-pair line): 20 owed', { seats: [{ seat: 1, ante: 10, cards: ['8d', '8c', '8h', '4s', '6d'] }], dealer: ['Kc', 'Ks', 'Qh', 'Jd', '9h'], settle: [pay(1, 'ante', 10), pay(1, 'bet', 40)], findings: [P('1.bet', 1, 'bet', 'Art. 14º', 20)] });

// ---------- Dragon Six ----------
// coup: cards in shoe order, bets [[seat, spot, amount]], settle [[type, seat, spot, amount]]
function ds(id, why, { cards, to, bets, settle, pre = [], table = {}, findings = [], shoe, lateAfter }) {
  const ev = [...pre];
  for (const [seat, spot, amount] of bets) ev.push({ type: 'bet', seat, spot, amount });
  const order = to ?? ['player', 'banker', 'player', 'banker', 'player', 'banker'];
  cards.forEach((k, i) => {
    ev.push({ type: 'deal', to: order[i], card: k });
    if (lateAfter && lateAfter[0] === i + 1) { const [seat, spot, amount] = lateAfter[1]; ev.push({ type: 'bet', seat, spot, amount }); }
  });
  const idx = {};
  for (const [type, seat, spot, amount] of settle) { ev.push({ type, seat, spot, amount }); idx[`${seat}.${spot}`] = ev.length; }
  for (const f of findings) if (f.at) { f.event = idx[f.at]; delete f.at; }
  add('ds', id, why, { ...(shoe ? { shoe_id: `DS-E-${id}` } : {}), table: { decks: 8, min_bet: 10, max_bet: 5000, ...table }, events: ev }, findings);
}
// tableau boundaries (cards P,B,P,B[,P3][,B3])
ds('01', 'natural 9 against 8: no third card, Punto wins', { cards: ['9h', '8d', 'Kc', 'Qs'], bets: [[1, 'player', 100], [2, 'banker', 100]], settle: [pay(1, 'player', 100), col(2, 'banker', 100)] });
ds('02', 'Punto 6 stands, Banca 6 stands: tie at six, Punto and Banca returned, tie 8 to 1', { cards: ['3h', '2d', '3c', '4s'], bets: [[1, 'banker', 50], [1, 'tie', 10], [2, 'player', 30]], settle: [ret(1, 'banker', 50), pay(1, 'tie', 80), ret(2, 'player', 30)] });
ds('03', 'Punto 5 draws; Banca 3 stands on a third card of 8: a tie at three', { cards: ['2h', 'Kd', '3c', '3s', '8d'], to: ['player', 'banker', 'player', 'banker', 'player'], bets: [[1, 'banker', 100]], settle: [ret(1, 'banker', 100)] });
ds('04', 'Banca 3 draws on a third card of 9, wins with six after three cards: half (any six, Art. 8º b)', { cards: ['2h', 'Kd', '3c', '3s', '9d', '3h'], bets: [[1, 'banker', 100], [2, 'player', 40]], settle: [pay(1, 'banker', 50), col(2, 'player', 40)] });
ds('05', 'Banca 4 stands on an ace third card', { cards: ['Th', '2d', 'Kc', '2s', 'Ad'], to: ['player', 'banker', 'player', 'banker', 'player'], bets: [[1, 'banker', 100]], settle: [pay(1, 'banker', 100)] });
ds('06', 'Banca 4 draws on a 2 third card, wins 6 to 2: half', { cards: ['Th', '2d', 'Kc', '2s', '2d', '2c'], bets: [[1, 'banker', 100]], settle: [pay(1, 'banker', 50)] });
ds('07', 'Banca 5 stands on a 3, draws on a 4', { cards: ['Th', '2d', 'Kc', '3s', '3d'], to: ['player', 'banker', 'player', 'banker', 'player'], bets: [[1, 'banker', 100]], settle: [pay(1, 'banker', 100)] });
ds('08', 'Banca 6 draws on a 7 third card', { cards: ['Th', '3d', 'Kc', '3s', '7d', 'Jc'], bets: [[1, 'banker', 100], [2, 'player', 100]], settle: [col(1, 'banker', 100), pay(2, 'player', 100)] });
ds('09', 'Banca 6 stands on an 8 third card, wins with six: half', { cards: ['2h', '3d', 'Kc', '3s', '8d'], to: ['player', 'banker', 'player', 'banker', 'player'], bets: [[1, 'banker', 100]], settle: [pay(1, 'banker', 50)] });
ds('10', 'Punto stands on 7, Banca 5 draws', { cards: ['4h', '3d', '3c', '2s', 'Kd'], to: ['player', 'banker', 'player', 'banker', 'banker'], bets: [[1, 'player', 100]], settle: [pay(1, 'player', 100)] });
ds('11', 'Punto stands on 6, Banca 6 stands: tie', { cards: ['4h', '3d', '2c', '3s'], bets: [[1, 'tie', 25]], settle: [pay(1, 'tie', 200)] });
ds('12', 'Banca six with an odd cent: 10.01 paid 5.01 (the cent above, reading either)', { cards: ['2h', '3d', 'Kc', '3s', '8d'], to: ['player', 'banker', 'player', 'banker', 'player'], bets: [[1, 'banker', 10.01]], settle: [pay(1, 'banker', 5.01)] });
ds('13', 'Banca six paid in full: 50 not owed', { cards: ['2h', '3d', 'Kc', '3s', '8d'], to: ['player', 'banker', 'player', 'banker', 'player'], bets: [[1, 'banker', 100]], settle: [pay(1, 'banker', 100)], findings: [P('1.banker', 1, 'banker', 'Art. 8º', -50)] });
ds('14', 'a tie at 0: Punto and Banca returned, Tie 8 to 1', { cards: ['Th', 'Kd', 'Qc', 'Js', '5d', '5c'], bets: [[1, 'player', 20], [1, 'tie', 20], [2, 'banker', 20]], settle: [ret(1, 'player', 20), pay(1, 'tie', 160), ret(2, 'banker', 20)] });
ds('15', 'Banca wins with seven: 1 to 1, not half', { cards: ['Th', '4d', 'Kc', '3s', '5d'], to: ['player', 'banker', 'player', 'banker', 'player'], bets: [[1, 'banker', 100]], settle: [pay(1, 'banker', 100)] });
const shoeStart = (burn, pos = 14) => [{ type: 'procedure', name: 'new_deck', decks: 8 }, ...['show_cards', 'turn_cards', 'wash', 'shuffle', 'cut'].map((name) => ({ type: 'procedure', name })), { type: 'procedure', name: 'place_cut_card', position: pos }, { type: 'procedure', name: 'load_shoe' }, { type: 'procedure', name: 'burn', cards: burn }];
ds('16', 'Art. 5º g: a king burns ten more', { shoe: true, pre: shoeStart(['Kh', '2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', 'Tc', 'Jc']), cards: ['9h', '8d', 'Kc', 'Qs'], bets: [[1, 'player', 100]], settle: [pay(1, 'player', 100)] });
ds('17', 'Art. 5º g: an ace burns one more', { shoe: true, pre: shoeStart(['Ah', '2c']), cards: ['9h', '8d', 'Kc', 'Qs'], bets: [[1, 'player', 100]], settle: [pay(1, 'player', 100)] });
ds('18', 'Art. 5º g: a nine burns nine more, seven burned', { shoe: true, pre: shoeStart(['9s', '2c', '3c', '4c', '5c', '6c', '7c', '8c']), cards: ['9h', '8d', 'Kc', 'Qs'], bets: [[1, 'player', 100]], settle: [pay(1, 'player', 100)], findings: [{ kind: 'procedure', article: 'Art. 5º', event: 9 }] });
ds('19', 'Art. 5º e: the cut card at 12 from the base is allowed', { shoe: true, pre: shoeStart(['Ah', '2c'], 12), cards: ['9h', '8d', 'Kc', 'Qs'], bets: [[1, 'player', 100]], settle: [pay(1, 'player', 100)] });
ds('20', 'Art. 5º e: the cut card at 11 from the base', { shoe: true, pre: shoeStart(['Ah', '2c'], 11), cards: ['9h', '8d', 'Kc', 'Qs'], bets: [[1, 'player', 100]], settle: [pay(1, 'player', 100)], findings: [{ kind: 'procedure', article: 'Art. 5º', event: 7 }] });
ds('21', 'Art. 8º: a 5 % commission kept on a Banca win paid 95: 5 owed, once', { cards: ['Th', '4d', 'Kc', '3s', '5d'], to: ['player', 'banker', 'player', 'banker', 'player'], bets: [[1, 'banker', 100]], settle: [pay(1, 'banker', 95), ['commission', undefined, 'banker', 5]], findings: [P('undefined.banker', 1, 'banker', 'Art. 8º', 5)] });
ds('22', 'Art. 8º: Punto and Tie at one seat, Punto wins: tie collected', { cards: ['9h', '8d', 'Kc', 'Qs'], bets: [[4, 'player', 60], [4, 'tie', 15]], settle: [pay(4, 'player', 60), col(4, 'tie', 15)] });

// ---------- pai gow bonus ----------
// bets [[seat, number, amount, extra?]], paigow seats, rng value, settle [[type, seat, number, amount]]
function pg(id, why, { table = {}, paigow, bets, value, settle, findings = [], nmb = true, tableId, late = [] }) {
  const ev = [];
  for (const [seat, amount] of paigow) ev.push({ type: 'bet', seat, spot: 'paigow', amount });
  const bidx = {};
  for (const [seat, number, amount, extra] of bets) { ev.push({ type: 'bet', seat, spot: 'bonus', number, amount, ...(extra ?? {}) }); bidx[`${seat}#${number}`] = ev.length; }
  if (nmb) ev.push({ type: 'procedure', name: 'no_more_bets' });
  ev.push({ type: 'rng', value });
  for (const [seat, number, amount] of late) { ev.push({ type: 'bet', seat, spot: 'bonus', number, amount }); bidx[`${seat}#${number}`] = ev.length; }
  const idx = {};
  for (const [type, seat, number, amount] of settle) { ev.push({ type, seat, spot: 'bonus', number, amount }); idx[`${seat}#${number}`] = ev.length; }
  const suits = 'shdc';
  let n = 0;
  for (const [seat] of [...paigow, ['dealer']]) for (let k = 0; k < 7; k++) { const card = '23456789TJQKA'[n % 13] + suits[Math.floor(n / 13)]; n++; ev.push({ type: 'deal', to: seat === 'dealer' ? 'dealer' : `seat:${seat}`, card, face: 'down' }); }
  for (const f of findings) { if (f.at) { f.event = idx[f.at]; delete f.at; } if (f.bet) { f.event = bidx[f.bet]; delete f.bet; } }
  add('pg', id, why, { ...(tableId ? { table_id: tableId } : {}), table: { min_bet: 5, max_bet: 1000, bonus_payout: 5.5, ...table }, events: ev }, findings);
}
const B6 = 'Art. 10-10.15(B)(6)';
pg('01', '(B)(6): $1 at 5½ is 5.50, a half dollar rounded up (reading bonus_half_dollar_rounding: up; it was either); paid 6', { paigow: [[1, 10]], bets: [[1, 3, 1]], value: 3, settle: [pay(1, 3, 6)].map((x) => x) });
pg('02', '(B)(6): $1 at 5½ paid 5: the dollar below, a dollar short now that a half dollar rounds up (reading bonus_half_dollar_rounding: up; it was accepted under either)', { paigow: [[1, 10]], bets: [[1, 3, 1]], value: 3, settle: [pay(1, 3, 5)], findings: [P('1#3', 1, 'bonus', B6, 1, { number: 3 })] });
pg('03', '(B)(6): $3 at 5¾ = 17.25, to the nearest dollar 17', { table: { bonus_payout: 5.75 }, paigow: [[1, 10]], bets: [[1, 7, 3]], value: 7, settle: [pay(1, 7, 17)] });
pg('04', '(B)(6): $3 at 5¾ paid 17.25 unrounded: 0.25 not owed', { table: { bonus_payout: 5.75 }, paigow: [[1, 10]], bets: [[1, 7, 3]], value: 7, settle: [pay(1, 7, 17.25)], findings: [P('1#7', 1, 'bonus', B6, -0.25, { number: 7 })] });
pg('05', '(B)(7): $0.99 is under the $1 minimum', { paigow: [[1, 10]], bets: [[1, 2, 0.99]], value: 3, settle: [col(1, 2, 0.99)], findings: [{ kind: 'procedure', article: 'Art. 10-10.15(B)(7)', bet: '1#2' }] });
pg('06', '(B)(7): 18.20 at 5½ = 100.10, rounded 100: within a 100 maximum', { table: { max_payout: 100 }, paigow: [[1, 10]], bets: [[1, 4, 18.2]], value: 4, settle: [pay(1, 4, 100)] });
pg('07', '(B)(7): 18.30 at 5½ = 100.65, rounded 101: over a 100 maximum; paid 100 (reading: capped accepted)', { table: { max_payout: 100 }, paigow: [[1, 10]], bets: [[1, 4, 18.3]], value: 4, settle: [pay(1, 4, 100)], findings: [{ kind: 'procedure', article: 'Art. 10-10.15(B)(7)', bet: '1#4' }] });
pg('08', '(B)(6): a posted 5 to 1 is below the range; winners owed 5½ (reading: clamp): 2 on 4 owed', { table: { bonus_payout: 5 }, paigow: [[1, 10]], bets: [[1, 4, 4]], value: 4, settle: [pay(1, 4, 20)], findings: [{ kind: 'procedure', article: B6, event: null, loose: true }, P('1#4', 1, 'bonus', B6, 2, { number: 4 })] });
pg('09', '(B)(6): a posted 6½ is over the range; a winner paid 6½ is overpaid to 6', { table: { bonus_payout: 6.5 }, paigow: [[1, 10]], bets: [[1, 4, 4]], value: 4, settle: [pay(1, 4, 26)], findings: [{ kind: 'procedure', article: B6, event: null, loose: true }, P('1#4', 1, 'bonus', B6, -2, { number: 4 })] });
pg('10', '(B)(1): several numbers at one seat, one wins', { paigow: [[2, 25], [5, 50]], bets: [[2, 1, 5], [2, 2, 5], [2, 7, 10], [5, 7, 2]], value: 7, settle: [col(2, 1, 5), col(2, 2, 5), pay(2, 7, 55), pay(5, 7, 11)] });
pg('11', '(B)(4)-(B)(5): no number wins: every bet collected, nothing paid', { paigow: [[1, 10], [3, 10]], bets: [[1, 1, 5], [3, 2, 5]], value: 6, settle: [col(1, 1, 5), col(3, 2, 5)] });
pg('12', '(B)(1): no «no more bets» logged at a table whose log records no procedure: clean (reading bonus_bets_close_at; needs procedures)', { tableId: 'PG-E-NOPROC', nmb: false, paigow: [[1, 10]], bets: [[1, 3, 5]], value: 3, settle: [pay(1, 3, 28)] });
pg('13', '(B)(6): 6 to 1 table, $7 = 42', { table: { bonus_payout: 6 }, paigow: [[6, 40]], bets: [[6, 5, 7]], value: 5, settle: [pay(6, 5, 42)] });
pg('14', '(B)(6): winner paid 5 to 1 at a 6 to 1 table: 7 owed', { table: { bonus_payout: 6 }, paigow: [[6, 40]], bets: [[6, 5, 7]], value: 5, settle: [pay(6, 5, 35)], findings: [P('6#5', 6, 'bonus', B6, 7, { number: 5 })] });
pg('15', '(C): a seat\'s pai gow wager is not the bonus: bonus 2 at 5½ = 11 paid; nothing else moves', { paigow: [[3, 500]], bets: [[3, 1, 2]], value: 1, settle: [pay(3, 1, 11)] });
pg('16', '(B)(7): no max_payout, the table\'s 1000 maximum (reading fallback max_bet): 200 at 5½ = 1100 over it', { paigow: [[1, 100]], bets: [[1, 2, 200]], value: 2, settle: [pay(1, 2, 1000)], findings: [{ kind: 'procedure', article: 'Art. 10-10.15(B)(7)', bet: '1#2' }] });

pg('17', '(B)(4): at a table whose log records «no more bets», a round without it: Veedor\'s reading (proceduresCheckable shoe/table)', { nmb: false, paigow: [[1, 10]], bets: [[1, 3, 5]], value: 3, settle: [pay(1, 3, 28)], findings: [{ kind: 'procedure', article: 'Art. 10-10.15(B)(4)', event: null }] });
pg('18', '(B)(1): a bet placed after the number, on a losing number, handed back whole: only the procedure (reading late_bonus_bet_is_void)', { paigow: [[1, 10]], bets: [[1, 3, 5]], late: [[1, 4, 5]], value: 3, settle: [pay(1, 3, 28), ret(1, 4, 5)], findings: [{ kind: 'procedure', article: 'Art. 10-10.15(B)(1)', bet: '1#4' }] });
pg('19', '(B)(1): a bet placed after the number on the winning number, paid: void, 33 not owed', { paigow: [[1, 10]], bets: [[1, 3, 5]], late: [[1, 6, 6]], value: 6, settle: [col(1, 3, 5), pay(1, 6, 33)], findings: [{ kind: 'procedure', article: 'Art. 10-10.15(B)(1)', bet: '1#6' }, P('1#6', 1, 'bonus', 'Art. 10-10.15(B)(1)', -33, { number: 6 })] });
ds('23', 'Art. 7º: a Tie bet placed after the first card, the coup a tie, paid 8 to 1: void, 160 not owed', { cards: ['3h', '2d', '3c', '4s'], bets: [[1, 'banker', 50]], settle: [ret(1, 'banker', 50), pay(2, 'tie', 160)], findings: [{ kind: 'procedure', article: 'Art. 7º', event: 3 }, P('2.tie', 2, 'tie', 'Art. 7º', -160)], lateAfter: [1, [2, 'tie', 20]] });
cs('23', 'Art. 15º binds the bet: a cap of 100 under a no-hand ante of 300: the ante paid 300', { table: { max_payout: 100 }, seats: [{ seat: 1, ante: 300, cards: ['2h', '2d', '7c', '9s', 'Jd'] }], dealer: ['Qs', 'Jh', '8c', '6d', '3h'], settle: [pay(1, 'ante', 300), ret(1, 'bet', 600)] });
cs('24', 'Art. 15º: a cap of 10 under an even-money bet of 20: the cap paid (the house may set it, «podrá establecer un pago máximo»)', { table: { max_payout: 10 }, seats: [{ seat: 1, ante: 10, cards: ['Ad', 'Ac', '3h', '4s', '6d'] }], dealer: ['Kc', 'Ks', 'Qh', 'Jd', '8h'], settle: [pay(1, 'ante', 10), pay(1, 'bet', 10)] });

for (const cat of ['cs', 'ds', 'pg']) {
  writeFileSync(join(out, `${cat}.ndjson`), hands[cat].map((h) => JSON.stringify(h)).join('\n') + '\n');
  writeFileSync(join(out, `${cat}.expect.json`), JSON.stringify(expect[cat], null, 1));
  console.log(cat, hands[cat].length, 'edge hands');
}
