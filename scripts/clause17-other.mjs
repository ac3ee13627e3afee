#!/usr/bin/env node
// clause17-other: an examiner's hands for Póker Caribeño, Dragon Six and the pai gow bonus, written clause by clause
// from the Spanish texts (rules-catalog/<id>/source.txt), the unusual but legal play a simulator does not write (clean: no
// finding expected) and one breach per clause (exactly the finding expected: article, event, seat/spot, owed).
// Where a text is silent the catalog's documented reading (articles.json «interpretations») is what is expected,
// and the hand's note says so. Complements scripts/oracle15-edge.mjs (different hands, no overlap intended).
//
//   node scripts/clause17-other.mjs OUTDIR            writes OUTDIR/{cs,ds,pg}.ndjson and their *.expect.json
//   node scripts/clause17-other.mjs OUTDIR --compare  also audits them (dist/cli/veedor.js) and prints each disagreement
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { compareFile } from './oracle15-hands.mjs';
import { examiner } from './examiner-other.mjs';

const out = process.argv[2];
// `check` is the blackjack scripts' word (`clause17-bj.mjs check`), not a folder to write into the checkout.
if (!out || out === 'check' || out.startsWith('-')) { console.error('usage: clause17-other.mjs OUTDIR [--compare]'); process.exit(2); }
mkdirSync(out, { recursive: true });
// The hand builders, shared with the other examiner's script (scripts/examiner-other.mjs).
const { MIN, hands, expect, add, P, Q, resolve, cs, WIN, LOSE, PUSH, NOHAND, QD, V, tot, bankerDraws, SUITS, suitTurn, card, two, dsCoup, dsSettle, DSBETS, ds, DECK, pg } = examiner({ prefix: 'C17', day: 6, dealer: 'D-17' });

// --- Art. 14º: every line of the table, each on its own edge, against a qualifying dealer (legal)
cs('L01', 'Art. 14º a: royal flush in diamonds, 100 to 1', { seats: [{ seat: 3, ante: 10, cards: ['Ad', 'Qd', 'Td', 'Kd', 'Jd'], settle: WIN(10, 100) }], dealer: ['Ah', 'Kc', '7c', '4s', '2h'] });
cs('L02', 'Art. 14º b: king-high straight flush is not royal, 50 to 1', { seats: [{ seat: 1, ante: 10, cards: ['9s', 'Ks', 'Js', 'Ts', 'Qs'], settle: WIN(10, 50) }], dealer: QD });
cs('L03', 'Art. 14º c: four deuces with an ace kicker, 20 to 1', { seats: [{ seat: 1, ante: 5, cards: ['2c', '2s', 'Ac', '2d', '2h'].map((c) => c), settle: WIN(5, 20) }], dealer: ['As', 'Kd', '7c', '4s', '3h'] });
cs('L04', 'Art. 14º d: the lowest full house (2s over 3s), 7 to 1', { seats: [{ seat: 1, ante: 10, cards: ['2c', '3s', '2d', '3d', '2s'], settle: WIN(10, 7) }], dealer: QD });
cs('L05', 'Art. 14º e: the lowest flush 7-5-4-3-2 of clubs, 5 to 1, against A-K', { seats: [{ seat: 1, ante: 10, cards: ['7c', '5c', '4c', '3c', '2c'], settle: WIN(10, 5) }], dealer: ['Ah', 'Kd', '8d', '6s', '9h'] });
cs('L06', 'Art. 14º f: the wheel A-2-3-4-5 is a straight, 4 to 1 (ace low, reading Art. 3º-4º absent)', { seats: [{ seat: 1, ante: 10, cards: ['Ac', '2d', '3h', '4s', '5c'], settle: WIN(10, 4) }], dealer: ['As', 'Kd', 'Qc', '9s', '8h'] });
cs('L07', 'Art. 14º g: three of a kind, 3 to 1, against a dealer pair', { seats: [{ seat: 1, ante: 10, cards: ['Jc', 'Jd', 'Jh', '4s', '2c'], settle: WIN(10, 3) }], dealer: ['Ks', 'Kd', '8c', '9s', '3h'] });
cs('L08', 'Art. 14º h: two pair against two pair, 2 to 1', { seats: [{ seat: 1, ante: 10, cards: ['Qc', 'Qd', '3h', '3s', '2c'], settle: WIN(10, 2) }], dealer: ['Js', 'Jd', 'Tc', 'Ts', 'Ah'] });
cs('L09', 'Art. 14º i: one pair of deuces against A-K high, 1 to 1 («un par o menos»)', { seats: [{ seat: 1, ante: 10, cards: ['2c', '2d', '9h', '6s', '4c'], settle: WIN(10, 1) }], dealer: ['Ah', 'Kd', 'Qc', 'Js', '8h'] });
cs('L10', 'Art. 14º i: no pair (A-K-Q-J-9) beats A-K-Q-J-8: «o menos», 1 to 1', { seats: [{ seat: 1, ante: 10, cards: ['Ac', 'Kc', 'Qh', 'Js', '9c'], settle: WIN(10, 1) }], dealer: ['Ah', 'Kd', 'Qd', 'Jh', '8h'] });
cs('L11', 'Art. 14º: the steel wheel A-2-3-4-5 suited is a straight flush, 50 to 1', { seats: [{ seat: 2, ante: 10, cards: ['Ah', '2h', '3h', '4h', '5h'], settle: WIN(10, 50) }], dealer: ['Ac', 'Kd', '7c', '4s', '2d'] });
cs('L12', 'Art. 14º with a richer posted table (flush 6, straight 5): paid the posted lines', { table: { bet_paytable: { ...MIN, flush: 6, straight: 5 } }, seats: [{ seat: 1, ante: 10, cards: ['Th', '8h', '6h', '4h', '2h'], settle: WIN(10, 6) }, { seat: 2, ante: 20, cards: ['6c', '7d', '8s', '9c', 'Td'], settle: WIN(20, 5) }], dealer: ['As', 'Kd', 'Qc', 'Js', '3d'] });
// --- Art. 13º: dealer not qualifying; qualifying edges
cs('L13', 'Art. 13º: dealer with a pair of deuces and no ace or king qualifies (a pair is more than A-K)', { seats: [{ seat: 1, ante: 10, cards: ['3c', '3d', '9h', '6s', '4c'], settle: WIN(10, 1) }], dealer: ['2h', '2d', '7c', '5s', '9d'] });
cs('L14', 'Art. 13º: dealer A-Q-J-T-8 (no king): no hand; a player holding two pair gets the ante only, bet void', { seats: [{ seat: 1, ante: 10, cards: ['9c', '9d', '4h', '4s', 'Kc'], settle: NOHAND(10) }], dealer: ['Ah', 'Qd', 'Jc', 'Ts', '8d'] });
cs('L15', 'Art. 13º/11º: dealer has no hand, but the seat that folded lost its ante (only «los jugadores que queden» are paid)', { seats: [{ seat: 1, ante: 10, act: 'fold', cards: ['Kc', 'Kd', '4h', '9s', '7c'] }, { seat: 4, ante: 15, cards: ['5c', '6d', '8h', '9c', 'Js'], settle: NOHAND(15) }], dealer: ['Ah', 'Qd', 'Jc', 'Ts', '3d'] });
cs('L16', 'Art. 11º: a player folds a straight flush against a qualifying dealer: his ante is lost, nothing else', { seats: [{ seat: 2, ante: 10, act: 'fold', cards: ['5s', '6s', '7s', '8s', '9s'] }, { seat: 5, ante: 10, cards: ['Kc', 'Kh', '4d', '3c', '2d'], settle: LOSE(10) }], dealer: ['Ah', 'Ad', '7c', '4s', '2h'] });
cs('L17', 'Art. 13º: the dealer\'s wheel is a straight and qualifies; player two pair loses', { seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kd', '6h', '6s', '9c'], settle: LOSE(10) }], dealer: ['Ah', '2d', '3c', '4s', '5h'] });
// --- Art. 12º: ties at every rank the deck allows, and kickers
cs('L18', 'Art. 12º: pair of nines, all three kickers equal: tie, push (reading tie_settlement)', { seats: [{ seat: 1, ante: 10, cards: ['9c', '9d', 'Ah', 'Ks', '4c'], settle: PUSH(10) }], dealer: ['9h', '9s', 'Ac', 'Kd', '4h'] });
cs('L19', 'Art. 12º g: same pair, first two kickers equal, the third decides (4 beats 3)', { seats: [{ seat: 1, ante: 10, cards: ['9c', '9d', 'Ah', 'Ks', '4c'], settle: WIN(10, 1) }], dealer: ['9h', '9s', 'Ac', 'Kd', '3h'] });
cs('L20', 'Art. 12º f: two pair and the fifth card equal: tie, push', { seats: [{ seat: 1, ante: 10, cards: ['Jc', 'Jd', '5h', '5s', '8c'], settle: PUSH(10) }], dealer: ['Jh', 'Js', '5c', '5d', '8h'] });
cs('L21', 'Art. 12º f: two pair, the second pair decides (J-J-5-5 beats J-J-4-4 with an ace)', { seats: [{ seat: 1, ante: 10, cards: ['Jc', 'Jd', '5h', '5s', '2c'], settle: WIN(10, 2) }], dealer: ['Jh', 'Js', '4c', '4d', 'Ah'] });
cs('L22', 'Art. 12º d: straight against a straight of the same rank: tie, push', { seats: [{ seat: 1, ante: 10, cards: ['8c', '9d', 'Th', 'Js', 'Qc'], settle: PUSH(10) }], dealer: ['8h', '9s', 'Tc', 'Jd', 'Qh'] });
cs('L23', 'Art. 12º d: a six-high straight beats the wheel (ace low: reading), 4 to 1', { seats: [{ seat: 1, ante: 10, cards: ['2c', '3d', '4h', '5s', '6c'], settle: WIN(10, 4) }], dealer: ['Ah', '2d', '3c', '4s', '5h'] });
cs('L24', 'Art. 12º c: flush against flush of the same ranks: tie, push', { seats: [{ seat: 1, ante: 10, cards: ['Ac', 'Jc', '8c', '6c', '3c'], settle: PUSH(10) }], dealer: ['Ah', 'Jh', '8h', '6h', '3h'] });
cs('L25', 'Art. 12º c: flush against flush, the fifth card decides', { seats: [{ seat: 1, ante: 10, cards: ['Ac', 'Jc', '8c', '6c', '3c'], settle: WIN(10, 5) }], dealer: ['Ah', 'Jh', '8h', '6h', '2h'] });
cs('L26', 'Art. 12º: straight flushes of the same rank: tie, push', { seats: [{ seat: 1, ante: 10, cards: ['5c', '6c', '7c', '8c', '9c'], settle: PUSH(10) }], dealer: ['5d', '6d', '7d', '8d', '9d'] });
cs('L27', 'Art. 12º: royal against royal: tie, push (no 100 to 1)', { seats: [{ seat: 1, ante: 10, cards: ['Ac', 'Kc', 'Qc', 'Jc', 'Tc'], settle: PUSH(10) }], dealer: ['As', 'Ks', 'Qs', 'Js', 'Ts'] });
cs('L28', 'Art. 12º e: trips against trips, higher trips', { seats: [{ seat: 1, ante: 10, cards: ['4c', '4d', '4h', 'As', 'Kc'], settle: LOSE(10) }], dealer: ['5h', '5s', '5c', '2d', '3h'] });
cs('L29', 'Art. 12º a: quads against quads, higher quads; a full house loses to the dealer\'s quads', { seats: [{ seat: 1, ante: 10, cards: ['Tc', 'Td', 'Th', 'Ts', '2c'], settle: WIN(10, 20) }, { seat: 2, ante: 10, cards: ['Kc', 'Kd', 'Kh', '3s', '3d'], settle: LOSE(10) }], dealer: ['9c', '9d', '9h', '9s', '2h'] });
// --- Arts. 5º-10º procedures, legal variants
cs('L30', 'Art. 6º: new deck from a box with jokers (count 52 once they are set aside), full sequence, cut by a player with his hand', { pre: [{ type: 'procedure', name: 'new_deck', decks: 1 }, { type: 'procedure', name: 'count', count: 52 }, { type: 'procedure', name: 'show_cards' }, { type: 'procedure', name: 'turn_cards' }, { type: 'procedure', name: 'wash' }, { type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'seat:2' }], seats: [{ seat: 2, ante: 10, cards: ['7c', '7d', '9h', '6s', '4c'], settle: LOSE(10) }], dealer: ['8h', '8d', '2c', '5s', 'Ad'] });
cs('L31', 'Art. 7º: the optional count, show, turn and wash before the shuffle, automatic shuffler', { pre: [{ type: 'procedure', name: 'count', count: 52 }, { type: 'procedure', name: 'show_cards' }, { type: 'procedure', name: 'turn_cards' }, { type: 'procedure', name: 'wash' }, { type: 'procedure', name: 'shuffle', detail: 'automatic shuffler' }, { type: 'procedure', name: 'cut', by: 'dealer' }], seats: [{ seat: 1, ante: 10, cards: ['7c', '7d', '9h', '6s', '4c'], settle: LOSE(10) }], dealer: ['8h', '8d', '2c', '5s', 'Ad'] });
cs('L32', 'Art. 10º: seats 1, 4 and 7 (gaps), dealt left to right, the dealer last with the fifth up; Art. 9º limits at both ends', { seats: [{ seat: 1, ante: 5, cards: ['2c', '5d', '9h', 'Js', '3c'], act: 'fold' }, { seat: 4, ante: 500, bet: 1000, cards: ['Qc', 'Qd', '9c', '6s', '4d'], settle: WIN(500, 1, 1000) }, { seat: 7, ante: 250, cards: ['8c', '8s', '7h', '7d', 'Kc'], settle: WIN(250, 2) }], dealer: ['Ah', 'Kd', 'Tc', '5s', '3d'], table: { max_payout: 60000 } });
cs('L33', 'Art. 11º: every player folds: antes collected, the dealer need not settle anything else', { seats: [{ seat: 2, ante: 10, act: 'fold', cards: ['2c', '5d', '9h', 'Js', '3c'] }, { seat: 3, ante: 20, act: 'fold', cards: ['4c', '6d', '8h', 'Ts', '7c'] }], dealer: ['Ah', 'Kd', 'Tc', '5s', '3d'] });
cs('L34', 'Art. 15º: royal flush on a bet of 100 against a posted max_payout of 5000: paid 5000 (capped); ante paid in full', { table: { max_payout: 5000 }, seats: [{ seat: 1, ante: 50, cards: ['Ah', 'Kh', 'Qh', 'Jh', 'Th'], settle: [['payout', 'ante', 50], ['payout', 'bet', 5000]] }], dealer: ['As', 'Kd', '7c', '4s', '2d'] });
cs('L35', 'Art. 14º: decimals, ante 7.50, bet 15.00, trips 3 to 1 = 45.00', { seats: [{ seat: 1, ante: 7.5, bet: 15, cards: ['6c', '6d', '6h', 'Ks', '2c'], settle: [['payout', 'ante', 7.5], ['payout', 'bet', 45]] }], dealer: QD });

// --- faulty: one clause each
cs('F01', 'Art. 13º: dealer A-Q high has no hand, but the table compared hands and collected both wagers of a pair of fives', { seats: [{ seat: 1, ante: 10, cards: ['5c', '5d', '9h', '6s', '4c'], settle: LOSE(10) }], dealer: ['Ah', 'Qd', 'Jc', 'Ts', '8d'], findings: [P('1.ante', 1, 'ante', 'Art. 13º', 20), P('1.bet', 1, 'bet', 'Art. 13º', 20)] });
cs('F02', 'Art. 13º: dealer no hand; the bet paid 1 to 1 as a win: 20 not owed', { seats: [{ seat: 1, ante: 10, cards: ['5c', '5d', '9h', '6s', '4c'], settle: [['payout', 'ante', 10], ['payout', 'bet', 20]] }], dealer: ['Ah', 'Qd', 'Jc', 'Ts', '8d'], findings: [P('1.bet', 1, 'bet', 'Art. 13º', -20)] });
cs('F03', 'Art. 14º: king-high straight flush paid as a royal (100 to 1): 1000 over on 20, a warning only (Art. 14º «no menor»)', { seats: [{ seat: 1, ante: 10, cards: ['9s', 'Ks', 'Js', 'Ts', 'Qs'], settle: WIN(10, 100) }], dealer: QD, findings: [P('1.bet', 1, 'bet', 'Art. 14º', -1000, { severity: 'warning' })] });
cs('F04', 'Art. 14º: the wheel paid as high card (1 to 1): 60 owed', { seats: [{ seat: 1, ante: 10, cards: ['Ac', '2d', '3h', '4s', '5c'], settle: WIN(10, 1) }], dealer: ['As', 'Kd', 'Qc', '9s', '8h'], findings: [P('1.bet', 1, 'bet', 'Art. 14º', 60)] });
cs('F05', 'Art. 12º: a tie at pair of nines with equal kickers collected as a loss: 30 owed (ante 10 + bet 20)', { seats: [{ seat: 1, ante: 10, cards: ['9c', '9d', 'Ah', 'Ks', '4c'], settle: LOSE(10) }], dealer: ['9h', '9s', 'Ac', 'Kd', '4h'], findings: [P('1.ante', 1, 'ante', 'Art. 12º', 10), P('1.bet', 1, 'bet', 'Art. 12º', 20)] });
cs('F06', 'Art. 12º g: the third kicker wins for the player but the table pushed: 10 ante + 20 bet owed (cited as Art. 14º: a winning wager unpaid)', { seats: [{ seat: 1, ante: 10, cards: ['9c', '9d', 'Ah', 'Ks', '4c'], settle: PUSH(10) }], dealer: ['9h', '9s', 'Ac', 'Kd', '3h'], findings: [P('1.ante', 1, 'ante', 'Art. 14º', 10), P('1.bet', 1, 'bet', 'Art. 14º', 20)] });
cs('F07', 'Art. 11º: a fold with its ante handed back: 10 owed by the player', { seats: [{ seat: 1, ante: 10, act: 'fold', cards: ['2c', '5d', '9h', 'Js', '3c'], settle: [['return', 'ante', 10]] }, { seat: 2, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: WIN(10, 1) }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'], findings: [P('1.ante', 1, 'ante', 'Art. 11º', -10)] });
cs('F08', 'Art. 15º: posted max_payout 5000, royal on 100 paid 4000: 1000 owed', { table: { max_payout: 5000 }, seats: [{ seat: 1, ante: 50, cards: ['Ah', 'Kh', 'Qh', 'Jh', 'Th'], settle: [['payout', 'ante', 50], ['payout', 'bet', 4000]] }], dealer: ['As', 'Kd', '7c', '4s', '2d'], findings: [P('1.bet', 1, 'bet', 'Art. 15º', 1000)] });
cs('F09', 'Art. 8º: the winner\'s cards verified before his settlement (the check must close his participation)', { seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '3c', '2d'], settle: WIN(10, 1) }], dealer: ['Ah', 'Qd', '7c', '4s', '6h'].map((c, i) => (i === 1 ? 'Kd' : c)), edit: (ev) => { const v = ev.pop(); ev.splice(ev.length - 2, 0, v); }, findings: [Q('Art. 8º', undefined, { loose: true })] });
cs('F10', 'Art. 7º: cut before the shuffle (order reversed)', { pre: [{ type: 'procedure', name: 'cut', by: 'dealer' }, { type: 'procedure', name: 'shuffle' }], seats: [{ seat: 1, ante: 10, cards: ['7c', '7d', '9h', '6s', '4c'], settle: LOSE(10) }], dealer: ['8h', '8d', '2c', '5s', 'Ad'], findings: [Q('Art. 7º', undefined, { loose: true })] });
cs('F11', 'Art. 6º: new deck without washing the cards', { pre: [{ type: 'procedure', name: 'new_deck', decks: 1 }, { type: 'procedure', name: 'show_cards' }, { type: 'procedure', name: 'turn_cards' }, { type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'dealer' }], seats: [{ seat: 1, ante: 10, cards: ['7c', '7d', '9h', '6s', '4c'], settle: LOSE(10) }], dealer: ['8h', '8d', '2c', '5s', 'Ad'], findings: [Q('Art. 6º', undefined, { loose: true })] });
cs('F12', 'Art. 5º: the count shows 54 cards (jokers kept in the deck)', { pre: [{ type: 'procedure', name: 'new_deck', decks: 1 }, { type: 'procedure', name: 'count', count: 54 }, { type: 'procedure', name: 'show_cards' }, { type: 'procedure', name: 'turn_cards' }, { type: 'procedure', name: 'wash' }, { type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'dealer' }], seats: [{ seat: 1, ante: 10, cards: ['7c', '7d', '9h', '6s', '4c'], settle: LOSE(10) }], dealer: ['8h', '8d', '2c', '5s', 'Ad'], findings: [Q('Art. 5º', undefined, { loose: true })] });
cs('F13', 'Art. 10º: the dealer\'s fifth card dealt face down', { seats: [{ seat: 1, ante: 10, cards: ['7c', '7d', '9h', '6s', '4c'], settle: LOSE(10) }], dealer: ['8h', '8d', '2c', '5s', 'Ad'], edit: (ev, idx) => { ev[idx['dealer.4'] - 1].face = 'down'; ev.splice(idx['reveal.3'], 0, { type: 'reveal', to: 'dealer', card: 'Ad' }); }, findings: [Q('Art. 10º', 'dealer.4', { loose: true })] });
cs('F14', 'Art. 9º b: one player on two zones', { seats: [{ seat: 1, ante: 10, cards: ['7c', '7d', '9h', '6s', '4c'], settle: LOSE(10) }, { seat: 2, ante: 10, cards: ['2c', '5d', '9c', 'Js', '3c'], act: 'fold' }], dealer: ['8h', '8d', '2h', '5s', 'Ad'], edit: (ev, idx) => { ev[idx['ante.2'] - 1].player = 'P-1'; }, findings: [Q('Art. 9º', 'ante.2', { loose: true })] });
cs('F15', 'Art. 9º e: the ante placed in cash', { seats: [{ seat: 1, ante: 10, betExtra: { medium: 'cash' }, cards: ['7c', '7d', '9h', '6s', '4c'], settle: LOSE(10) }], dealer: ['8h', '8d', '2c', '5s', 'Ad'], findings: [Q('Art. 9º', 'ante.1', { loose: true })] });
cs('F16', 'Art. 14º: full house paid 5 to 1 (the flush line): 40 owed', { seats: [{ seat: 1, ante: 10, cards: ['2c', '3s', '2d', '3d', '2s'], settle: WIN(10, 5) }], dealer: QD, findings: [P('1.bet', 1, 'bet', 'Art. 14º', 40)] });
cs('F17', 'Art. 14º: ante of a winner paid 1 to 2 (5 on 10): 5 owed', { seats: [{ seat: 1, ante: 10, cards: ['Jc', 'Jd', 'Jh', '4s', '2c'], settle: [['payout', 'ante', 5], ['payout', 'bet', 60]] }], dealer: ['Ks', 'Kd', '8c', '9s', '3h'], findings: [P('1.ante', 1, 'ante', 'Art. 14º', 5)] });

// --- round 2: showdown, decisions, limits and odd sizes
const SHOW = (seat, cards) => (ev) => { for (const c of cards) ev.push({ type: 'reveal', to: `seat:${seat}`, card: c }); };
cs('L36', 'Art. 9º d / 11º: after the dealer reveals, the player\'s cards are turned face up for the comparison (not «mostrar sus cartas a los demás» during play)', { seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: WIN(10, 1) }], dealer: ['Ah', 'Qd', '7c', '4s', '6h'].map((c, i) => (i === 1 ? 'Kd' : c)), edit: (ev, idx) => { ev.splice(idx['reveal.3'], 0, { type: 'reveal', to: 'seat:1', card: 'Kc' }, { type: 'reveal', to: 'seat:1', card: 'Kh' }, { type: 'reveal', to: 'seat:1', card: '4d' }, { type: 'reveal', to: 'seat:1', card: '8c' }, { type: 'reveal', to: 'seat:1', card: '2d' }); } });
cs('L37', 'Art. 9º f/11º: a bet of three antes and one of one ante (no ratio posted: the text sets no amount); paid on their own size', { seats: [{ seat: 1, ante: 10, bet: 30, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: WIN(10, 1, 30) }, { seat: 2, ante: 10, bet: 10, cards: ['Qc', 'Qh', 'Qs', '9c', '3d'], settle: WIN(10, 3, 10) }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'] });
cs('L38', 'Art. 9º f (reading limits_apply_to ante): an ante at max_bet 500 with its bet of 1000, dealer no hand', { seats: [{ seat: 1, ante: 500, bet: 1000, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: NOHAND(500, 1000) }], dealer: ['Ah', 'Qd', '7c', '4s', '6h'] });
cs('F18', 'Art. 9º d: a player shows a card to the table before the dealer reveals', { seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: WIN(10, 1) }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'], edit: (ev, idx) => { ev.splice(idx['dec.1'], 0, { type: 'reveal', to: 'seat:1', card: 'Kc' }); }, findings: [Q('Art. 9º', 'dec.1', { loose: true })] });
cs('F19', 'Art. 11º: the bet decided before the player has his five cards (not «después que cada jugador ha examinado sus cartas»)', { seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: WIN(10, 1) }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'], edit: (ev, idx) => { const d = ev.splice(idx['dec.1'] - 1, 1)[0]; ev.splice(idx['dealer.3'], 0, d); }, findings: [Q('Art. 11º', undefined, { loose: true })] });
cs('F20', 'Art. 10º: seat 4 dealt before seat 1 in each round', { seats: [{ seat: 4, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: WIN(10, 1) }, { seat: 1, ante: 10, cards: ['Qc', 'Qh', 'Qs', '9c', '3d'], settle: WIN(10, 3) }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'], findings: [Q('Art. 10º', undefined, { loose: true })] });
cs('F21', 'Art. 8º: the dealer verifies four cards', { seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: WIN(10, 1) }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'], edit: (ev) => { ev[ev.length - 1].count = 4; }, findings: [Q('Art. 8º', undefined, { loose: true })] });
cs('F22', 'Art. 13º: dealer no hand, ante paid 2 to 1 («en proporción 1 a 1»): 10 over', { seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: [['payout', 'ante', 20], ['return', 'bet', 20]] }], dealer: ['Ah', 'Qd', '7c', '4s', '6h'], findings: [P('1.ante', 1, 'ante', 'Art. 13º', -10)] });
cs('F23', 'Art. 11º/13º: the folded seat\'s ante paid when the dealer had no hand: 20 by the player (10 paid, 10 not collected)', { seats: [{ seat: 1, ante: 10, act: 'fold', cards: ['2c', '5d', '9h', 'Js', '3c'], settle: [['payout', 'ante', 10]] }, { seat: 2, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: NOHAND(10) }], dealer: ['Ah', 'Qd', '7c', '4s', '6h'], findings: [P('1.ante', 1, 'ante', 'Art. 11º', -20)] });
cs('F24', 'Art. 9º f: an ante of 4 under the posted minimum of 5', { seats: [{ seat: 1, ante: 4, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: WIN(4, 1) }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'], findings: [Q('Art. 9º', 'ante.1', { loose: true })] });
cs('F25', 'Art. 9º a: a second player betting behind zone 1', { seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: WIN(10, 1) }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'], edit: (ev) => { ev.splice(3, 0, { type: 'bet', seat: 1, spot: 'ante', amount: 10, behind: true, player: 'P-9' }); ev.splice(ev.length - 1, 0, { type: 'return', seat: 1, spot: 'ante', amount: 10, behind: true, player: 'P-9' }); }, findings: [Q('Art. 9º', 4, { loose: true })] });

// --- round 3
cs('L39', 'Art. 13º before Art. 12º: player and dealer tie on K-Q-J-9-7, but the dealer has no hand: ante paid, bet void', { seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Qc', 'Jh', '9s', '7d'], settle: NOHAND(10) }], dealer: ['Kh', 'Qd', 'Jc', '9h', '7s'] });
cs('F26', 'Art. 13º: the same no-hand tie pushed (ante returned): 10 owed', { seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Qc', 'Jh', '9s', '7d'], settle: PUSH(10) }], dealer: ['Kh', 'Qd', 'Jc', '9h', '7s'], findings: [P('1.ante', 1, 'ante', 'Art. 13º', 10)] });
cs('F27', 'Art. 14º: a posted table with royal flush at 50 (below 100): reported once; a royal paid 100 to 1 is right', { table: { bet_paytable: { ...MIN, royal_flush: 50 } }, seats: [{ seat: 1, ante: 10, cards: ['Ad', 'Qd', 'Td', 'Kd', 'Jd'], settle: WIN(10, 100) }], dealer: ['Ah', 'Kc', '7c', '4s', '2h'], findings: [Q('Art. 14º', undefined, { loose: true })] });

// --- round 4: orders the text does not fix
const TWO = { seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: WIN(10, 1) }, { seat: 3, ante: 20, cards: ['Qc', 'Qh', 'Qs', '9c', '3d'], settle: WIN(20, 3) }, { seat: 5, ante: 10, act: 'fold', cards: ['2c', '5d', '9h', 'Js', '3c'], settle: [['collect', 'ante', 10]] }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'] };
cs('L40', 'Arts. 11º/14º: decisions taken right to left (seat 5 folds first), the dealer reveals his cards in another order, settles right to left, the bet before the ante', { ...TWO, edit: (ev) => {
  const at = (f) => ev.findIndex(f);
  const dec = ev.filter((e) => e.type === 'decision' || (e.seat === 5 && e.type !== 'bet') || e.participant === 'seat:5');
  const rest = ev.filter((e) => !dec.includes(e));
  const d5 = dec.filter((e) => e.seat === 5 || e.participant === 'seat:5');
  const dOthers = dec.filter((e) => !d5.includes(e)).reverse();
  const firstReveal = at((e) => e.type === 'reveal');
  const before = rest.slice(0, rest.findIndex((e) => e.type === 'reveal'));
  const reveals = rest.filter((e) => e.type === 'reveal').reverse();
  const after = rest.slice(rest.findIndex((e) => e.type === 'reveal') + 4);
  const s3 = after.filter((e) => e.seat === 3 || e.participant === 'seat:3');
  const s1 = after.filter((e) => e.seat === 1 || e.participant === 'seat:1');
  const swap = (xs) => [xs[1], xs[0], xs[2]];
  ev.length = 0; ev.push(...before, ...d5, ...dOthers, ...reveals, ...swap(s3), ...swap(s1));
  void firstReveal;
} });
cs('L41', 'Art. 8º: a folded player\'s five cards verified right after the fold, his ante collected after (participation ends at the fold)', { seats: [{ seat: 2, ante: 10, act: 'fold', cards: ['2c', '5d', '9h', 'Js', '3c'] }, { seat: 4, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: WIN(10, 1) }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'], edit: (ev) => { const i = ev.findIndex((e) => e.type === 'collect' && e.seat === 2); const c = ev.splice(i, 1)[0]; ev.splice(i + 1, 0, c); } });
cs('L42', 'Art. 10º: the dealer\'s up card turned again with his hole cards (five reveals)', { seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: WIN(10, 1) }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'], edit: (ev, idx) => { ev.splice(idx['reveal.3'], 0, { type: 'reveal', to: 'dealer', card: '6h' }); } });

// --- round 5: nothing settled
cs('F28', 'Art. 14º: a winner (pair of kings over A-K) never settled: 10 ante and 20 bet owed', { seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: [] }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'], findings: [P(undefined, 1, 'ante', 'Art. 14º', 10), P(undefined, 1, 'bet', 'Art. 14º', 20)] });

// --- round 6
cs('L43', 'Art. 11º: the folded ante collected only after the dealer revealed (the text fixes no moment for it)', { seats: [{ seat: 2, ante: 10, act: 'fold', cards: ['2c', '5d', '9h', 'Js', '3c'], settle: [] }, { seat: 4, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: WIN(10, 1) }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'], edit: (ev) => { ev.push({ type: 'collect', seat: 2, spot: 'ante', amount: 10 }); } });
cs('L44', 'Art. 9º/11º: a zone that put up an ante and took it back before the deal (handed back, no cards), beside a player who plays', { seats: [{ seat: 4, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: WIN(10, 1) }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'], edit: (ev) => { const i = ev.findIndex((e) => e.type === 'deal'); ev.splice(i, 0, { type: 'bet', seat: 6, spot: 'ante', amount: 10, player: 'P-6' }, { type: 'return', seat: 6, spot: 'ante', amount: 10 }); } });

// =====================================================================================================
// Dragon Six (2008). Art. 10º's third-card rules are lost from the page: the standard Punto Banco tableau is the
// catalog's reading (third_card_tableau), which every hand below follows; the tableau cells are hence interpretation.
// =====================================================================================================
// every cell of the tableau (legal): Punto 0-5 draws a third card of each value 0-9, Banca at each total 0-7
let cell = 0;
for (let bt = 0; bt <= 7; bt++) {
  for (let v = 0; v <= 9; v++) {
    const pt = (bt + 3) % 6; // a Punto total 0-5 that varies with the cell
    const coup = dsCoup({ P: two(pt), B: two(bt), p3v: v, b3v: (v + bt) % 10 });
    ds(`T${String(++cell).padStart(2, '0')}`, `Art. 10º tableau (reading): Banca ${bt}, Punto ${pt} draws a ${v}: Banca ${bankerDraws(bt, v) ? 'draws' : 'stands'}`, { coup });
  }
}
for (let bt = 0; bt <= 7; bt++) for (const pt of [6, 7]) {
  const coup = dsCoup({ P: two(pt), B: two(bt), b3v: (bt * 3) % 10 });
  ds(`S${bt}${pt}`, `Art. 10º tableau (reading): Punto stands on ${pt}, Banca ${bt} ${bt <= 5 ? 'draws' : 'stands'}`, { coup });
}
// naturals (legal), with the other side at every total: nobody draws
for (const [pt, bt] of [[8, 0], [9, 5], [3, 8], [0, 9], [8, 8], [9, 9], [8, 9], [6, 8], [9, 7]]) {
  const coup = dsCoup({ P: two(pt), B: two(bt) });
  ds(`N${pt}${bt}`, `Art. 10º: natural (Punto ${pt}, Banca ${bt}): no third card`, { coup });
}
// Banca wins with six in each shape that can occur, half paid (Art. 8º b)
ds('B6a', 'Art. 8º b: Banca two-card six stands on Punto\'s third 9, wins 6-4: half', { coup: dsCoup({ P: ['5s', 'Kd'], B: ['4c', '2h'], p3v: 9 }) });
ds('B6b', 'Art. 8º b: Banca draws from 3 to six (3+3), Punto drew to 5: half', { coup: dsCoup({ P: ['2s', '3d'], B: ['Ac', '2h'], p3v: 0, b3v: 3 }) });
ds('B6c', 'Art. 8º b: Banca 0 draws a six after Punto drew to 1: half', { coup: dsCoup({ P: ['Ks', 'Qd'], B: ['Jc', 'Th'], p3v: 1, b3v: 6 }) });
ds('B6d', 'Art. 8º b: Banca six draws on Punto\'s 7 and makes six again (draws a ten), Punto busts to 2: half', { coup: dsCoup({ P: ['4s', 'Ad'], B: ['3c', '3h'], p3v: 7, b3v: 0 }) });
ds('B6e', 'Art. 8º b: Banca five draws an ace to six on Punto\'s third 6: half; odd stake 15 paid 7.50', { coup: dsCoup({ P: ['Ks', '5d'], B: ['2c', '3h'], p3v: 6, b3v: 1 }), bets: [{ seat: 4, spot: 'banker', amount: 15 }, { seat: 4, spot: 'tie', amount: 5 }] });
ds('B6f', 'Art. 8º b: Banca six draws on Punto\'s third 6, draws a ten and wins 6-1: half', { coup: dsCoup({ P: ['Ks', '5d'], B: ['Qc', '6h'], p3v: 6, b3v: 0 }) });
// ties
ds('TIE9', 'Art. 8º c: natural 9 tie; Punto and Banca returned (reading), Tie 8 to 1', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '5h'] }) });
ds('TIE3', 'Art. 8º c: a three-card tie at 7 (Punto drew to 7, Banca drew to 7)', { coup: dsCoup({ P: ['As', 'Kd'], B: ['2c', 'Qh'], p3v: 6, b3v: 5 }) });
// betting behind and a player on Banca and Tie, Punto and Tie (Art. 7º a, 8º)
ds('BEH', 'Art. 7º a: all seven zones occupied, a bettor behind zone 3 (the zone counts as one player)', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), bets: [1, 2, 3, 4, 5, 6, 7].map((s) => ({ seat: s, spot: s % 2 ? 'player' : 'banker', amount: 10 })).concat([{ seat: 3, spot: 'player', amount: 25, extra: { behind: true, player: 'P-B' } }]), settle: [[ 'payout', 1, 'player', 10], ['collect', 2, 'banker', 10], ['payout', 3, 'player', 10], ['collect', 4, 'banker', 10], ['payout', 5, 'player', 10], ['collect', 6, 'banker', 10], ['payout', 7, 'player', 10], ['payout', 3, 'player', 25]], edit: (ev) => { ev[ev.length - 1].behind = true; ev[ev.length - 1].player = 'P-B'; } });
// shoe: a new shoe with burn, the cut card at exactly 12, the cut card out, and the next game prepared by Art. 6º
const SHOE = { table_id: 'DS-SHOE', shoe_id: 'DS-SHOE-1' };
ds('SH1', 'Art. 5º: new 8-deck shoe, every step; the first card a 7 burns seven more (8 cards); cut card at 12', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), pre: [{ type: 'procedure', name: 'new_deck', decks: 8 }, { type: 'procedure', name: 'show_cards' }, { type: 'procedure', name: 'turn_cards' }, { type: 'procedure', name: 'wash' }, { type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'seat:2' }, { type: 'procedure', name: 'place_cut_card', position: 12 }, { type: 'procedure', name: 'load_shoe' }, { type: 'procedure', name: 'burn', cards: ['7d', '2s', '3s', '4s', '5s', '6s', '7s', '8s'] }], extra: SHOE });
ds('SH2', 'Art. 6º: the cut card comes out during this coup; the coup is finished', { coup: dsCoup({ P: ['Ks', '2d'], B: ['5c', '2h'], p3v: 3 }), post: [{ type: 'procedure', name: 'cut_card_out' }], extra: SHOE, table: {} });
ds('SH3', 'Art. 6º: the next game: shuffle, cut, cut card placed (20), shoe loaded, burn (a queen burns ten more: 11 cards); showing and washing first (optional)', { coup: dsCoup({ P: ['As', '7d'], B: ['6c', 'Jh'] }), pre: [{ type: 'procedure', name: 'show_cards' }, { type: 'procedure', name: 'wash' }, { type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'dealer' }, { type: 'procedure', name: 'place_cut_card', position: 20 }, { type: 'procedure', name: 'load_shoe' }, { type: 'procedure', name: 'burn', cards: ['Qd', '2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', 'Tc', 'Jc'] }], extra: { table_id: 'DS-SHOE', shoe_id: 'DS-SHOE-2' } });
ds('RV', 'Art. 5º g with a posted rank-value rule: a queen burns twelve more (13 cards)', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), table: { burn_rule: 'rank-value' }, pre: [{ type: 'procedure', name: 'new_deck', decks: 8 }, { type: 'procedure', name: 'show_cards' }, { type: 'procedure', name: 'turn_cards' }, { type: 'procedure', name: 'wash' }, { type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'dealer' }, { type: 'procedure', name: 'place_cut_card', position: 15 }, { type: 'procedure', name: 'load_shoe' }, { type: 'procedure', name: 'burn', cards: ['Qh', '2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s', 'Ts', 'Js', 'Qs', 'Ks'] }] });

// faulty Dragon Six
ds('FT1', 'Art. 10º: Banca 6 drew on Punto\'s third card 5 (the tableau stands): one finding at the third card', { coup: dsCoup({ P: ['Ks', '2d'], B: ['3c', '3h'], p3v: 5, force: (p, b) => b.push('2c') }), findings: [Q('Art. 10º', 'b3', { loose: true })] });
ds('FT2', 'Art. 10º: Banca 3 stood on Punto\'s third 9 (the tableau draws); settled on the cards as dealt', { coup: dsCoup({ P: ['Ks', '2d'], B: ['Ac', '2h'], p3v: 9, force: (p, b) => b.splice(2) }), findings: [Q('Art. 10º', undefined, { loose: true })] });
ds('FT3', 'Art. 10º: Punto drew on a Banca natural 8', { coup: dsCoup({ P: ['Ks', '2d'], B: ['5c', '3h'], force: (p) => p.push('4d') }), findings: [Q('Art. 10º', 'p3', { loose: true })] });
ds('FT4', 'Art. 8º b: Banca six paid 1 to 1: 20 not owed', { coup: dsCoup({ P: ['5s', 'Kd'], B: ['4c', '2h'], p3v: 9 }), settle: [['collect', 1, 'player', 20], ['payout', 2, 'banker', 40], ['collect', 2, 'tie', 10], ['collect', 3, 'player', 10], ['collect', 3, 'tie', 5]], findings: [P('2.banker', 2, 'banker', 'Art. 8º', -20)] });
ds('FT5', 'Art. 8º: a tie with Punto and Banca collected (reading tie_returns_punto_banca): 20 and 40 owed', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '5h'] }), settle: [['collect', 1, 'player', 20], ['collect', 2, 'banker', 40], ['payout', 2, 'tie', 80], ['collect', 3, 'player', 10], ['payout', 3, 'tie', 40]], findings: [P('1.player', 1, 'player', 'Art. 8º', 20), P('2.banker', 2, 'banker', 'Art. 8º', 40), P('3.player', 3, 'player', 'Art. 8º', 10)] });
ds('FT6', 'Art. 8º c: tie paid 7 to 1: 10 owed on 10', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '5h'] }), bets: [{ seat: 2, spot: 'tie', amount: 10 }], settle: [['payout', 2, 'tie', 70]], findings: [P('2.tie', 2, 'tie', 'Art. 8º', 10)] });
ds('FT7', 'Art. 7º b: a Punto bet placed after the first card: void (reading late_bets_are_void), paid 10 not owed', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), bets: [{ seat: 1, spot: 'player', amount: 10 }], edit: (ev, idx) => { const b = ev.splice(idx['bet.1.player'] - 1, 1)[0]; ev.splice(1, 0, b); }, findings: [Q('Art. 7º', 2, { loose: true }), P(6, 1, 'player', 'Art. 7º', -10)] });
ds('FT8', 'Art. 5º g: a 7 first card but only 5 more burned', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), pre: [{ type: 'procedure', name: 'new_deck', decks: 8 }, { type: 'procedure', name: 'show_cards' }, { type: 'procedure', name: 'turn_cards' }, { type: 'procedure', name: 'wash' }, { type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'dealer' }, { type: 'procedure', name: 'place_cut_card', position: 14 }, { type: 'procedure', name: 'load_shoe' }, { type: 'procedure', name: 'burn', cards: ['7d', '2s', '3s', '4s', '5s', '6s'] }], findings: [Q('Art. 5º', 9, { loose: true })] });
ds('FT9a', 'Art. 6º: the cut card comes out in this coup (legal on its own)', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), post: [{ type: 'procedure', name: 'cut_card_out' }], extra: { table_id: 'DS-CUT', shoe_id: 'DS-CUT-1' } });
ds('FT9b', 'Art. 6º: after the cut card came out, the next game of the same shoe was dealt without any preparation: one finding at its first card', { coup: dsCoup({ P: ['9d', 'Kc'], B: ['4h', '3s'] }), extra: { table_id: 'DS-CUT', shoe_id: 'DS-CUT-1' }, findings: [Q('Art. 6º', 'p1', { loose: true })] });
ds('FTA', 'Art. 7º b: a Banca bet in cash', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), bets: [{ seat: 1, spot: 'banker', amount: 10, extra: { medium: 'cash' } }], findings: [Q('Art. 7º', 1, { loose: true })] });
ds('FTB', 'Art. 8º b: Banca six paid nothing and collected? a Banca six win collected: 10 owed (half on 20) + 20 stake', { coup: dsCoup({ P: ['5s', 'Kd'], B: ['4c', '2h'], p3v: 9 }), bets: [{ seat: 5, spot: 'banker', amount: 20 }], settle: [['collect', 5, 'banker', 20]], findings: [P('5.banker', 5, 'banker', 'Art. 8º', 30)] });

// --- round 2
ds('L2a', 'Art. 8º: Punto and Tie at one seat and Banca and Tie at another, Banca wins with seven after drawing', { coup: dsCoup({ P: ['Ks', '4d'], B: ['2c', 'Qh'], p3v: 2, b3v: 5 }), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 1, spot: 'tie', amount: 5 }, { seat: 2, spot: 'banker', amount: 15.5 }, { seat: 2, spot: 'tie', amount: 5 }] });
ds('L2b', 'Art. 8º b: Banca six on 10.05: half is 5.025, paid 5.02 (the cent below; reading either)', { coup: dsCoup({ P: ['5s', 'Kd'], B: ['4c', '2h'], p3v: 9 }), bets: [{ seat: 1, spot: 'banker', amount: 10.05 }], settle: [['payout', 1, 'banker', 5.02]] });
ds('F2a', 'Art. 7º a: a bet behind zone 1 while zone 5 is free (only «cuando todas las zonas de apuesta se encuentren ocupadas»)', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), bets: [{ seat: 1, spot: 'player', amount: 10 }, { seat: 1, spot: 'player', amount: 10, extra: { behind: true, player: 'P-B' } }], settle: [['payout', 1, 'player', 10], ['payout', 1, 'player', 10]], edit: (ev) => { ev[ev.length - 1].behind = true; ev[ev.length - 1].player = 'P-B'; }, findings: [Q('Art. 7º', 2, { loose: true })] });
ds('F2b', 'Art. 10º: Banca\'s first card before Punto\'s (the first and third are Punto\'s)', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), edit: (ev, idx) => { const a = ev[idx.p1 - 1]; ev[idx.p1 - 1] = ev[idx.b1 - 1]; ev[idx.b1 - 1] = a; }, findings: [Q('Art. 10º', undefined, { loose: true })] });
ds('F2c', 'Art. 8º c: tie paid 9 to 1: 10 not owed', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '5h'] }), bets: [{ seat: 2, spot: 'tie', amount: 10 }], settle: [['payout', 2, 'tie', 90]], findings: [P('2.tie', 2, 'tie', 'Art. 8º', -10)] });
ds('F2d', 'Art. 4º: a ninth ace of spades in an eight-deck shoe', { coup: dsCoup({ P: ['As', 'Kd'], B: ['4c', '3h'], p3v: 0 }), table: { decks: 1 }, pre: [], edit: (ev, idx) => { ev[idx.b1 - 1].card = 'As'; }, findings: [Q('Art. 4º', 'b1', { loose: true })] });
ds('F2e', 'Art. 8º: Punto paid 1 to 1 less 5 % (9.50 on 10): 0.50 owed', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), bets: [{ seat: 1, spot: 'player', amount: 10 }], settle: [['payout', 1, 'player', 9.5]], findings: [P('1.player', 1, 'player', 'Art. 8º', 0.5)] });

// --- round 3: two tables interleaved in one file; a cut card on one says nothing of the other
ds('X1', 'Art. 6º: table X, the cut card comes out', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), post: [{ type: 'procedure', name: 'cut_card_out' }], extra: { table_id: 'DS-X', shoe_id: 'DS-X-1', started_at: '2026-12-07T01:00:00-05:00' } });
ds('Y1', 'Art. 6º: table Y, dealt between X\'s two games from its own shoe, no preparation needed', { coup: dsCoup({ P: ['8s', 'Kd'], B: ['4c', '3h'] }), extra: { table_id: 'DS-Y', shoe_id: 'DS-Y-1', started_at: '2026-12-07T01:00:30-05:00' } });
ds('X2', 'Art. 6º: table X, next game prepared: shuffle, cut, cut card at 30, load, burn (a 4 burns four more)', { coup: dsCoup({ P: ['7s', 'Kd'], B: ['4c', '3h'] }), pre: [{ type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'seat:1' }, { type: 'procedure', name: 'place_cut_card', position: 30 }, { type: 'procedure', name: 'load_shoe' }, { type: 'procedure', name: 'burn', cards: ['4d', 'Ks', '2s', '3s', '5s'] }], extra: { table_id: 'DS-X', shoe_id: 'DS-X-2', started_at: '2026-12-07T01:01:00-05:00' } });
ds('Z1', 'Art. 6º: table Z, the cut card comes out', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), post: [{ type: 'procedure', name: 'cut_card_out' }], extra: { table_id: 'DS-Z', shoe_id: 'DS-Z-1', started_at: '2026-12-07T02:00:00-05:00' } });
ds('Z2', 'Art. 6º: table Z\'s next game comes from a new shoe id without any preparation recorded: one finding', { coup: dsCoup({ P: ['9d', 'Kc'], B: ['4h', '3s'] }), extra: { table_id: 'DS-Z', shoe_id: 'DS-Z-2', started_at: '2026-12-07T02:01:00-05:00' }, findings: [Q('Art. 6º', 'p1', { loose: true })] });
ds('MID', 'a log that starts in the middle of a shoe (no procedures): nothing to say', { coup: dsCoup({ P: ['9d', 'Kc'], B: ['4h', '3s'] }), extra: { table_id: 'DS-M', shoe_id: 'DS-M-7' } });
ds('F3a', 'Art. 5º g: a posted burn rule of none', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), table: { burn_rule: 'none' }, pre: [{ type: 'procedure', name: 'new_deck', decks: 8 }, { type: 'procedure', name: 'show_cards' }, { type: 'procedure', name: 'turn_cards' }, { type: 'procedure', name: 'wash' }, { type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'dealer' }, { type: 'procedure', name: 'place_cut_card', position: 15 }, { type: 'procedure', name: 'load_shoe' }, { type: 'procedure', name: 'burn', cards: ['4d', 'Ks', '2s', '3s', '5s'] }], findings: [Q('Art. 5º', undefined, { loose: true })] });

// --- round 4
ds('L4a', 'Art. 8º: settlements in any order (tie bets first, then Banca, then Punto) after a Banca win with six', { coup: dsCoup({ P: ['5s', 'Kd'], B: ['4c', '2h'], p3v: 9 }), settle: [['collect', 3, 'tie', 5], ['collect', 2, 'tie', 10], ['payout', 2, 'banker', 20], ['collect', 3, 'player', 10], ['collect', 1, 'player', 20]] });
ds('F4b', 'Art. 7º a + 8º: a bettor behind zone 3 on Banca while the zone bets Punto: «por el monto total apostado en una zona de apuesta sólo existe un jugador», so the zone bets Punto and Banca (Art. 8º reading: a warning)', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), bets: [1, 2, 3, 4, 5, 6, 7].map((s_) => ({ seat: s_, spot: 'player', amount: 10 })).concat([{ seat: 3, spot: 'banker', amount: 25, extra: { behind: true, player: 'P-B' } }]), settle: [1, 2, 3, 4, 5, 6, 7].map((s_) => ['payout', s_, 'player', 10]).concat([['collect', 3, 'banker', 25]]), edit: (ev) => { ev[ev.length - 1].behind = true; ev[ev.length - 1].player = 'P-B'; }, findings: [Q('Art. 8º', 8, { severity: 'warning' })] });

// --- round 5
ds('F5a', 'Art. 10º: Banca 6 drew on Punto\'s 5 (tableau: stand), and the table settled as the tableau had it (Punto 7 against Banca 6): only Art. 10º (reading tableau_settlement_accepted)', { coup: dsCoup({ P: ['Ks', '2d'], B: ['3c', '3h'], p3v: 5, force: (p, b) => b.push('2c') }), settle: [['payout', 1, 'player', 20], ['collect', 2, 'banker', 40], ['collect', 2, 'tie', 10], ['payout', 3, 'player', 10], ['collect', 3, 'tie', 5]], findings: [Q('Art. 10º', 'b3', { loose: true })] });
ds('F5b', 'Art. 8º: a Banca winner (7 against 5) never settled: 40 owed', { coup: dsCoup({ P: ['Ks', '5d'], B: ['4c', '3h'], p3v: 0 }), bets: [{ seat: 2, spot: 'banker', amount: 40 }], settle: [], findings: [P(undefined, 2, 'banker', 'Art. 8º', 40)] });

// --- round 6
ds('L6a', 'a coup dealt with no bet on the layout', { coup: dsCoup({ P: ['Ks', '5d'], B: ['4c', '3h'], p3v: 0 }), bets: [] });
ds('L6b', 'Art. 6º: the cut card out and the whole preparation recorded at the end of the same hand (shuffle, cut, cut card at 16, load, burn a 2: three cards)', { coup: dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] }), post: [{ type: 'procedure', name: 'cut_card_out' }, { type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'dealer' }, { type: 'procedure', name: 'place_cut_card', position: 16 }, { type: 'procedure', name: 'load_shoe' }, { type: 'procedure', name: 'burn', cards: ['2d', 'Ks', '3s'] }], extra: { table_id: 'DS-W', shoe_id: 'DS-W-1', started_at: '2026-12-07T03:00:00-05:00' } });
ds('L6c', 'Art. 6º: the next game at that table: nothing more to do', { coup: dsCoup({ P: ['9d', 'Kc'], B: ['4h', '3s'] }), extra: { table_id: 'DS-W', shoe_id: 'DS-W-2', started_at: '2026-12-07T03:01:00-05:00' } });

// --- round 7: cards dealt face down and squeezed (revealed) before the third-card decisions
ds('SQ1', 'Arts. 8º/10º: all four cards dealt face down and turned over by the bettors (squeeze), then Punto\'s third card face down, revealed; Banca 4 draws on a 2', { coup: dsCoup({ P: ['2s', '3d'], B: ['Ac', '3h'], p3v: 2, b3v: 4 }), edit: (ev) => {
  const deals = ev.filter((e) => e.type === 'deal');
  for (const d of deals) d.face = 'down';
  const out = [];
  for (const e of ev) {
    out.push(e);
    if (e === deals[3]) for (const d of deals.slice(0, 4)) out.push({ type: 'reveal', to: d.to, card: d.card });
    if (e.type === 'deal' && deals.indexOf(e) >= 4) out.push({ type: 'reveal', to: e.to, card: e.card });
  }
  ev.length = 0; ev.push(...out);
} });

// =====================================================================================================
// pai gow bonus, Reglamento 8669 Art. 10-10.15. The bonus is a bet on the generator's number 1-7; no pay table of hands
// and no jokers in the text (the main game's cards are out of scope). Rounds: paigow bets, bonus bets, no_more_bets, rng,
// losers collected, winners paid (rounded to the dollar), then the deal of seven cards to each seat and the dealer.
// =====================================================================================================
for (let n = 1; n <= 7; n++) pg(`N${n}`, `(B)(3): number ${n} wins; a bet on every number at seat 1 (one wins, six lose), $2 at 5½ = 11`, { paigow: [[1, 10]], bonus: [1, 2, 3, 4, 5, 6, 7].map((k) => [1, k, 2]), rng: n });
pg('SEV', '(A)/(B)(1): six seats, several numbers each, two winners on the same number at different seats', { paigow: [[1, 10], [2, 20], [3, 5], [4, 100], [5, 15], [6, 25]], bonus: [[1, 3, 5], [2, 3, 10], [2, 6, 1], [3, 1, 1], [4, 7, 100], [5, 2, 3], [6, 3, 4], [6, 4, 4]], rng: 3 });
pg('R25', '(B)(6): $2.50 at 5½ = 13.75 → 14', { paigow: [[1, 10]], bonus: [[1, 5, 2.5]], rng: 5 });
pg('R6', '(B)(6): 6 to 1 posted, $3.25 = 19.50 → 20 (a half dollar rounds up: reading bonus_half_dollar_rounding up); paid 20', { table: { bonus_payout: 6 }, paigow: [[1, 10]], bonus: [[1, 5, 3.25]], rng: 5 });
pg('R575', '(B)(6): 5¾ posted, $1 = 5.75 → 6', { table: { bonus_payout: 5.75 }, paigow: [[1, 10]], bonus: [[1, 2, 1]], rng: 2 });
pg('MIN1', '(B)(7): the $1.00 minimum exactly, on the winning number at 6: 6', { table: { bonus_payout: 6 }, paigow: [[1, 5]], bonus: [[1, 7, 1]], rng: 7 });
pg('MAXP', '(B)(7): a bonus whose payout equals the posted max_payout exactly ($100 at 6 = 600 = 600)', { table: { bonus_payout: 6, max_payout: 600 }, paigow: [[1, 50]], bonus: [[1, 4, 100]], rng: 4 });
pg('PGBEF', '(B)(1): the pai gow wager placed after the bonus bet but before the generator: allowed (reading paigow_wager_required_by rng)', { paigow: [[1, 10]], bonus: [[1, 4, 2]], rng: 4, edit: (ev) => { const b = ev.shift(); ev.splice(1, 0, b); } });
// faulty pai gow
pg('FNOMAIN', '(B)(1): a bonus bet from a seat without a pai gow wager (the text: «todo jugador que haya hecho una apuesta en el juego de Pai Gow Poker»), collected as a loser', { paigow: [[1, 10]], bonus: [[1, 2, 2], [3, 5, 2]], rng: 2, findings: [Q('Art. 10-10.15(B)(1)', 'bonus.1', { loose: true })] });
pg('FVERB', '(B)(2): a verbal bonus bet', { paigow: [[1, 10]], bonus: [[1, 2, 2, { medium: 'verbal' }]], rng: 3, findings: [Q('Art. 10-10.15(B)(2)', 'bonus.0', { loose: true })] });
pg('FLOSEPAID', '(B)(3): a loser on number 5 paid 11 instead of collected: 13 by the player', { paigow: [[1, 10]], bonus: [[1, 5, 2]], rng: 3, settle: [['payout', 1, 5, 11]], findings: [P('s.1.5', 1, 'bonus', 'Art. 10-10.15(B)(3)', -13, { number: 5 })] });
pg('FPAYFIRST', '(B)(5): the winner paid before the losers were collected', { paigow: [[1, 10], [2, 10]], bonus: [[1, 3, 2], [2, 4, 2]], rng: 3, settle: [['payout', 1, 3, 11], ['collect', 2, 4, 2]], findings: [Q('Art. 10-10.15(B)(5)', 's.1.3', { loose: true })] });
pg('FCOLLATE', '(B)(4): a loser collected after the first card', { paigow: [[1, 10]], bonus: [[1, 4, 2]], rng: 3, settle: [], edit: (ev) => { ev.push({ type: 'collect', seat: 1, spot: 'bonus', number: 4, amount: 2 }); }, findings: [Q('Art. 10-10.15(B)(4)', undefined, { loose: true })] });
pg('FSHORT', '(B)(6): $3 at 5½ = 16.50 paid 15: 2 owed (a half dollar rounds up to 17; 1 owed under the reading either)', { paigow: [[1, 10]], bonus: [[1, 6, 3]], rng: 6, settle: [['payout', 1, 6, 15]], findings: [P('s.1.6', 1, 'bonus', 'Art. 10-10.15(B)(6)', 2, { number: 6 })] });
pg('FHALFDOWN', '(B)(6): $3 at 5½ = 16.50 paid 16, the half dollar rounded down: 1 owed (reading up; nothing under either)', { paigow: [[1, 10]], bonus: [[1, 6, 3]], rng: 6, settle: [['payout', 1, 6, 16]], findings: [P('s.1.6', 1, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 6 })] });
pg('FRNG2', '(A): the generator activated twice in the round', { paigow: [[1, 10]], bonus: [[1, 6, 3]], rng: 2, edit: (ev, idx) => { ev.splice(idx.rng, 0, { type: 'rng', value: 6 }); }, findings: [Q('Art. 10-10.15(A)', 5, { loose: true })] });
pg('FLATE', '(B)(1): a bonus bet after «no more bets» (before the number), on a losing number, collected', { paigow: [[1, 10]], bonus: [[1, 6, 3]], rng: 2, edit: (ev, idx) => { const b = ev.splice(idx['bonus.0'] - 1, 1)[0]; ev.splice(idx.nmb - 1, 0, b); }, findings: [Q('Art. 10-10.15(B)(1)', 3, { loose: true })] });
pg('FC', '(C): the pai gow wager of a bonus seat collected with its losing bonus bet, before any card', { paigow: [[1, 10]], bonus: [[1, 6, 3]], rng: 2, edit: (ev, idx) => { ev.splice(idx['s.1.6'], 0, { type: 'collect', seat: 1, spot: 'paigow', amount: 10 }); }, findings: [Q('Art. 10-10.15(C)', 6, { loose: true })] });
pg('FMIN', '(B)(7): a $0.50 bonus bet, collected as a loser', { paigow: [[1, 10]], bonus: [[1, 6, 0.5]], rng: 2, findings: [Q('Art. 10-10.15(B)(7)', 'bonus.0', { loose: true })] });

// --- round 2
pg('L2a', '(C): the pai gow wagers of bonus seats settled after the deal, one won, one lost, one pushed: not the bonus\'s business', { paigow: [[1, 10], [2, 20], [3, 30]], bonus: [[1, 4, 2], [2, 5, 3], [3, 4, 1]], rng: 4, edit: (ev) => { ev.push({ type: 'payout', seat: 1, spot: 'paigow', amount: 9.5 }, { type: 'collect', seat: 2, spot: 'paigow', amount: 20 }, { type: 'return', seat: 3, spot: 'paigow', amount: 30 }); } });
pg('L2b', '(B)(6) reading: chips 5 and 3 placed on number 4 are one bet of 8: 44 at 5½', { paigow: [[1, 10]], bonus: [[1, 4, 5], [1, 4, 3]], rng: 4, settle: [['payout', 1, 4, 44]] });
pg('L2c', '(B)(3)-(B)(5): losers swept without naming numbers at a seat with three bets, the winner then paid', { paigow: [[1, 10]], bonus: [[1, 1, 2], [1, 2, 3], [1, 3, 4]], rng: 3, settle: [], edit: (ev, idx) => { ev.splice(idx.rng, 0, { type: 'collect', seat: 1, spot: 'bonus', amount: 5 }, { type: 'payout', seat: 1, spot: 'bonus', number: 3, amount: 22 }); } });
pg('F2a', '(B)(3): the winning bonus bet handed back: 11 owed', { paigow: [[1, 10]], bonus: [[1, 4, 2]], rng: 4, settle: [['return', 1, 4, 2]], findings: [P('s.1.4', 1, 'bonus', 'Art. 10-10.15(B)(3)', 11, { number: 4 })] });
pg('F2b', '(B)(4): the number shown before the croupier\'s «no more bets»', { paigow: [[1, 10]], bonus: [[1, 4, 2]], rng: 4, edit: (ev, idx) => { const r = ev.splice(idx.rng - 1, 1)[0]; ev.splice(idx.nmb - 1, 0, r); }, findings: [Q('Art. 10-10.15(B)(4)', undefined, { loose: true })] });
pg('F2c', '(B)(1): the bonus bet in the name of another player than the seat\'s pai gow wager', { paigow: [[1, 10]], bonus: [[1, 4, 2, { player: 'P-X' }]], rng: 3, edit: (ev) => { ev[0].player = 'P-1'; }, findings: [Q('Art. 10-10.15(B)(1)', 'bonus.0', { loose: true })] });
pg('F2d', '(B)(6): 5 and 3 on number 4 paid 45 (27.50→28 + 16.50→17): 1 over the one bet of 8 at 5½ (44), within 6 to 1: a warning', { paigow: [[1, 10]], bonus: [[1, 4, 5], [1, 4, 3]], rng: 4, settle: [['payout', 1, 4, 45]], findings: [P('s.1.4', 1, 'bonus', 'Art. 10-10.15(B)(6)', -1, { number: 4, severity: 'warning' })] });

// --- round 3
pg('F3a', '(A): the generator shows 8: reported; the bonus bets handed back are not judged', { paigow: [[1, 10]], bonus: [[1, 4, 2]], rng: 8, settle: [['return', 1, 4, 2]], findings: [Q('Art. 10-10.15(A)', 'rng', { loose: true })] });
pg('F3b', '(B)(7): a $200 bonus at 6 to 1 = 1200 over the table maximum 1000 (max_bet, no max_payout): reported; paid 1000 (reading capped)', { table: { bonus_payout: 6 }, paigow: [[1, 100]], bonus: [[1, 4, 200]], rng: 4, settle: [['payout', 1, 4, 1000]], findings: [Q('Art. 10-10.15(B)(7)', 'bonus.0', { loose: true })] });
pg('L3a', 'a round without any bonus bet', { paigow: [[1, 10], [2, 10]], bonus: [], rng: 6 });

// --- round 5
pg('F5a', '(B)(5): the winner paid after the first card', { paigow: [[1, 10]], bonus: [[1, 4, 2]], rng: 4, settle: [], edit: (ev) => { ev.push({ type: 'payout', seat: 1, spot: 'bonus', number: 4, amount: 11 }); }, findings: [Q('Art. 10-10.15(B)(5)', undefined, { loose: true })] });
pg('F5b', '(B)(5): the winner never paid: 11 owed', { paigow: [[1, 10]], bonus: [[1, 4, 2]], rng: 4, settle: [], findings: [P(undefined, 1, 'bonus', 'Art. 10-10.15(B)(5)', 11, { number: 4 })] });
pg('F5c', '(B)(4): a loser never collected: 2 owed by the player', { paigow: [[1, 10]], bonus: [[1, 5, 2]], rng: 4, settle: [], findings: [P(undefined, 1, 'bonus', 'Art. 10-10.15(B)(4)', -2, { number: 5 })] });

// --- round 8
pg('L8a', '(B)(1): one player on two seats, a pai gow wager and a bonus bet on each (the section forbids nothing of it); settlements without number where a seat has one bet', { paigow: [[2, 10], [3, 10]], bonus: [[2, 4, 2, { player: 'P-1' }], [3, 6, 3, { player: 'P-1' }]], rng: 6, settle: [], edit: (ev, idx) => { ev[0].player = 'P-1'; ev[1].player = 'P-1'; ev.splice(idx.rng, 0, { type: 'collect', seat: 2, spot: 'bonus', amount: 2 }, { type: 'payout', seat: 3, spot: 'bonus', amount: 17 }); } });
pg('F8a', '(B)(7): a posted max_payout of 50 and a $10 bonus at 5½ (55): over the maximum; paid 50 (reading capped)', { table: { max_payout: 50 }, paigow: [[1, 10]], bonus: [[1, 4, 10]], rng: 4, settle: [['payout', 1, 4, 50]], findings: [Q('Art. 10-10.15(B)(7)', 'bonus.0', { loose: true })] });

for (const cat of ['cs', 'ds', 'pg']) {
  writeFileSync(join(out, `${cat}.ndjson`), hands[cat].map((h) => JSON.stringify(h)).join('\n') + '\n');
  writeFileSync(join(out, `${cat}.expect.json`), JSON.stringify(expect[cat], null, 1) + '\n');
}
if (process.argv.includes('--compare')) {
  let bad = 0;
  for (const cat of ['cs', 'ds', 'pg']) {
    const s = compareFile(join(out, `${cat}.ndjson`), expect[cat], 'dist/cli/veedor.js');
    bad += s.counts.disagree;
    console.log(`== ${cat}: ${JSON.stringify(s.counts)}, rejected ${s.rejected}, veedor findings ${s.findings}, expected ${s.expected}`);
  }
  process.exitCode = bad ? 1 : 0;
}
