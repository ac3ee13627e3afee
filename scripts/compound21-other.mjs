#!/usr/bin/env node
// compound21-other: hands with SEVERAL breaches at once for Póker Caribeño, Dragon Six and the pai gow bonus
// (docs/oracles.md, compound21). Earlier examiners (clause17, verify18) wrote one breach per hand; here two or three
// coexist: two zones each underpaid, one zone over- and under-paid on two wagers, a procedure breach before a payout
// breach, the side bet and the main bet, an extra card then a settlement, a settlement missing beside one made twice.
// Each hand states every finding it must draw, and only those (no cascade: one wrong card or settlement judged again by
// other rules; no double count: the same shortfall owed twice): article, rule where it matters, event, seat, spot,
// number, expected, actual, owed, severity. The hands are written with scripts/examiner-other.mjs's builders.
//
// Checked per hand, beyond clause17's compare (scripts/oracle15-hands.mjs compareFile):
//   - each expected finding once, with its event, expected/actual/owed (exactly), severity; nothing else;
//   - `--lang es` draws the same findings, field for field, in the same order, with Spanish messages;
//   - the summary's money per currency equals the findings' owed summed (under and over), and by_category adds up;
//   - `veedor replay FILE HAND --format json` (en and es) carries every finding of the hand, in event order, and its
//     balance (house owes / is owed / net) is the findings' owed summed; the text replay's last balance line
//     names that net.
//
//   node scripts/compound21-other.mjs OUTDIR            writes OUTDIR/{cs,ds,pg}.ndjson and their *.expect.json
//   node scripts/compound21-other.mjs OUTDIR --compare  also audits them (dist/cli/veedor.js) and prints each disagreement
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { examiner } from './examiner-other.mjs';

const out = process.argv[2];
// `check` is the blackjack scripts' word (`compound21-bj.mjs check`), not a folder to write into the checkout.
if (!out || out === 'check' || out.startsWith('-')) { console.error('usage: compound21-other.mjs OUTDIR [--compare]'); process.exit(2); }
mkdirSync(out, { recursive: true });
const { MIN, hands, expect, P: P0, Q: Q0, cs, WIN, LOSE, PUSH, NOHAND, QD, dsCoup, ds, pg } = examiner({ prefix: 'C21', day: 8, dealer: 'D-21' });
// P(at, seat, spot, article, owed, {exp, act, severity, number, rule}); Q(article, at, {seat, rule, severity})
const P = (at, seat, spot, article, owed, extra = {}) => P0(at, seat, spot, article, owed, extra);
const Q = (article, at, extra = {}) => Q0(article, at, extra);
const CSPRE = [{ type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'dealer' }];

// ===================================================================== Póker Caribeño
// QD qualifies with A-K. Seat 1: two pair (2 to 1); seat 2: flush (5 to 1).
cs('01', 'two zones each underpaid: zone 1 two pair paid 1 to 1 on the bet (20 owed), zone 2 flush paid 4 to 1 (the straight line; 20 owed)', {
  seats: [{ seat: 1, ante: 10, cards: ['Qc', 'Qd', '3h', '3s', '8c'], settle: WIN(10, 1) }, { seat: 2, ante: 10, cards: ['Jh', '9h', '6h', '5h', '4h'], settle: WIN(10, 4) }], dealer: QD,
  findings: [P('1.bet', 1, 'bet', 'Art. 14º', 20, { exp: 40, act: 20 }), P('2.bet', 2, 'bet', 'Art. 14º', 20, { exp: 100, act: 80 })] });
cs('02', 'one zone over-paid on the ante (20 on 10: a warning, Art. 14º «no menor») and under-paid on the bet (trips 2 to 1: 20 owed)', {
  seats: [{ seat: 1, ante: 10, cards: ['Jc', 'Jd', 'Jh', '4s', '2c'], settle: [['payout', 'ante', 20], ['payout', 'bet', 40]] }], dealer: ['Ks', 'Kd', '8c', '9s', '3h'],
  findings: [P('1.ante', 1, 'ante', 'Art. 14º', -10, { exp: 10, act: 20, severity: 'warning' }), P('1.bet', 1, 'bet', 'Art. 14º', 20, { exp: 60, act: 40 })] });
cs('03', 'procedure then payout: the cut before the shuffle (Art. 7º) and then a pair paid nothing on the bet (bet handed back: 20 owed)', {
  pre: [{ type: 'procedure', name: 'cut', by: 'dealer' }, { type: 'procedure', name: 'shuffle' }],
  seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: [['payout', 'ante', 10], ['return', 'bet', 20]] }], dealer: ['Ah', 'Qd', '7c', '4s', '6h'].map((c, i) => (i === 1 ? 'Kd' : c)),
  findings: [Q('Art. 7º'), P('1.bet', 1, 'bet', 'Art. 14º', 20, { exp: 20, act: 0 })] });
cs('04', 'a fold handed its ante back (Art. 11º, 10 by the player) beside a tie collected on another zone (Art. 12º, 30 owed)', {
  seats: [{ seat: 1, ante: 10, act: 'fold', cards: ['2c', '5d', '8h', 'Js', '3c'], settle: [['return', 'ante', 10]] }, { seat: 2, ante: 10, cards: ['9c', '9d', 'Ah', 'Ks', '4c'], settle: LOSE(10) }], dealer: ['9h', '9s', 'Ac', 'Kd', '4h'],
  findings: [P('1.ante', 1, 'ante', 'Art. 11º', -10, { exp: -10, act: 0 }), P('2.ante', 2, 'ante', 'Art. 12º', 10, { exp: 0, act: -10 }), P('2.bet', 2, 'bet', 'Art. 12º', 20, { exp: 0, act: -20 })] });
cs('05', 'dealer no hand (Art. 13º): ante and bet collected (30 owed) and the zone\'s card count never verified (Art. 8º)', {
  seats: [{ seat: 1, ante: 10, cards: ['5c', '5d', '9h', '6s', '4c'], settle: LOSE(10) }], dealer: ['Ah', 'Qd', 'Jc', 'Ts', '8d'],
  edit: (ev) => { ev.pop(); },
  findings: [P('1.ante', 1, 'ante', 'Art. 13º', 20, { exp: 10, act: -10 }), P('1.bet', 1, 'bet', 'Art. 13º', 20, { exp: 0, act: -20 }), Q('Art. 8º', undefined, { seat: 1 })] });
cs('06', 'a missing settlement beside a doubled one: zone 1\'s ante never paid (10 owed), its bet (two pair, 40) paid twice (40 by the player: a warning, «no menor»)', {
  seats: [{ seat: 1, ante: 10, cards: ['Qc', 'Qd', '3h', '3s', '8c'], settle: [['payout', 'bet', 40], ['payout', 'bet', 40]] }], dealer: QD,
  findings: [P(undefined, 1, 'ante', 'Art. 14º', 10, { exp: 10, act: 0 }), P('1.bet', 1, 'bet', 'Art. 14º', -40, { exp: 40, act: 80, severity: 'warning' })] });
cs('07', 'one zone\'s payout put on its neighbour: zone 2 (a loser) collected its wagers but also got zone 1\'s bet payout; zone 1 never paid its bet (20 owed), zone 2 over by 20', {
  seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: [['payout', 'ante', 10]] }, { seat: 2, ante: 10, cards: ['5c', '6d', '8h', '9c', 'Js'], settle: [['collect', 'ante', 10], ['collect', 'bet', 20], ['payout', 'bet', 20]] }], dealer: ['Ah', 'Qd', '7c', '4s', '6h'].map((c, i) => (i === 1 ? 'Kd' : c)),
  findings: [P(undefined, 1, 'bet', 'Art. 14º', 20, { exp: 20, act: 0 }), P('2.bet', 2, 'bet', 'Art. 12º', -20, { exp: -20, act: 0 })] });
cs('08', 'Art. 15º beside Art. 14º: posted max_payout 5000, a royal on a bet of 100 paid 10000 in full (5000 over the cap) and the ante paid 25 of 50 (25 owed)', {
  table: { max_payout: 5000 }, seats: [{ seat: 1, ante: 50, cards: ['Ah', 'Kh', 'Qh', 'Jh', 'Th'], settle: [['payout', 'ante', 25], ['payout', 'bet', 10000]] }], dealer: ['As', 'Kd', '7c', '4s', '2d'],
  findings: [P('1.ante', 1, 'ante', 'Art. 14º', 25, { exp: 50, act: 25 }), P('1.bet', 1, 'bet', 'Art. 15º', -5000, { exp: 5000, act: 10000, severity: 'warning' })] });
cs('09', 'an ante over the posted maximum (600 > 500, Art. 9º) on a winner whose bet is paid short (a pair on 1200: 1200 owed, 200 paid: 1000 owed, judged on the ante as placed)', {
  seats: [{ seat: 1, ante: 600, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: [['payout', 'ante', 600], ['payout', 'bet', 200]] }], dealer: ['Ah', 'Qd', '7c', '4s', '6h'].map((c, i) => (i === 1 ? 'Kd' : c)),
  findings: [Q('Art. 9º', 'ante.1', { seat: 1 }), P('1.bet', 1, 'bet', 'Art. 14º', 1000, { exp: 1200, act: 200 })] });
cs('10', 'three breaches: no shuffle (Art. 7º), zone 2\'s card count 4 (Art. 8º), zone 1\'s straight paid 1 to 1 (60 owed) and zone 2 (a loser) handed back its bet (20 by the player)', {
  pre: [{ type: 'procedure', name: 'cut', by: 'dealer' }],
  seats: [{ seat: 1, ante: 10, cards: ['8c', '9d', 'Th', 'Js', 'Qc'], settle: WIN(10, 1) }, { seat: 2, ante: 10, cards: ['5c', '6d', '8h', '9c', '3s'], settle: [['collect', 'ante', 10], ['return', 'bet', 20]] }], dealer: QD,
  edit: (ev) => { ev[ev.length - 1].count = 4; },
  findings: [Q('Art. 7º'), P('1.bet', 1, 'bet', 'Art. 14º', 60, { exp: 80, act: 20 }), P('2.bet', 2, 'bet', 'Art. 12º', -20, { exp: -20, act: 0 }), Q('Art. 8º', 'vcc.2', { seat: 2 })] });
cs('11', 'a bet decided after the dealer began to reveal (no wager: bet_closes_at) and then paid as a winner (40 not owed), while the ante is paid short (5 owed)', {
  seats: [{ seat: 1, ante: 10, cards: ['Qc', 'Qd', '3h', '3s', '8c'], settle: [['payout', 'ante', 5], ['payout', 'bet', 40]] }], dealer: QD,
  edit: (ev, idx) => { const d = ev.splice(idx['dec.1'] - 1, 1)[0]; ev.splice(idx['reveal.1'] - 1, 0, d); },
  findings: [Q('Art. 11º'), P('1.ante', 1, 'ante', 'Art. 14º', 5, { exp: 10, act: 5 }), P('1.bet', 1, 'bet', 'Art. 11º', -40, { exp: 0, act: 40 })] });
cs('12', 'a sixth card dealt to zone 1 (Art. 10º) with the zone then paid on its best five (flush) and zone 2 underpaid', {
  seats: [{ seat: 1, ante: 10, cards: ['Jh', '9h', '6h', '5h', '2h'], settle: WIN(10, 5) }, { seat: 2, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: [['payout', 'ante', 10], ['payout', 'bet', 10]] }], dealer: ['Ah', 'Qd', '7c', '4s', '6s'].map((c, i) => (i === 1 ? 'Kd' : c)),
  edit: (ev, idx) => { ev.splice(idx['dealer.4'], 0, { type: 'deal', to: 'seat:1', card: '3c', face: 'down' }); },
  findings: [Q('Art. 10º'), P(31, 2, 'bet', 'Art. 14º', 10, { exp: 20, act: 10 })] }); // event 31: the sixth card moved every later event by one

cs('13', 'a late ante (zone 2 placed after the first card: Art. 9º e reading ante_closes_at, void) paid as a winner (10 and 20 not owed: no wager, so no game), beside zone 1\'s winner underpaid on the ante (5 owed)', {
  seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: [['payout', 'ante', 5], ['payout', 'bet', 20]] }, { seat: 2, ante: 10, cards: ['Qc', 'Qs', '3h', '9s', '5d'], settle: WIN(10, 1) }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'],
  edit: (ev, idx) => { const b = ev.splice(idx['ante.2'] - 1, 1)[0]; ev.splice(idx['deal.first'] - 1, 0, b); },
  findings: [Q('Art. 11º', 5, { seat: 2 }), P(26, 1, 'ante', 'Art. 14º', 5, { exp: 10, act: 5 }), P(29, 2, 'ante', 'Art. 11º', -10, { exp: 0, act: 10 }), P(30, 2, 'bet', 'Art. 11º', -20, { exp: 0, act: 20 })] });
cs('14', 'three zones, three kinds: zone 1 a fold whose ante was paid (20 by the player), zone 2 a loser paid as a winner (both wagers: 20 and 40 by the player), zone 3 a winner never settled (10 and 20 owed)', {
  seats: [{ seat: 1, ante: 10, act: 'fold', cards: ['2c', '5d', '8h', 'Js', '3c'], settle: [['payout', 'ante', 10]] }, { seat: 2, ante: 10, cards: ['5c', '6d', '8c', '9c', 'Jd'], settle: WIN(10, 1) }, { seat: 3, ante: 10, cards: ['Kc', 'Kh', '4d', '8d', '2d'], settle: [] }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'],
  findings: [P('1.ante', 1, 'ante', 'Art. 11º', -20, { exp: -10, act: 10 }), P('2.ante', 2, 'ante', 'Art. 12º', -20, { exp: -10, act: 10 }), P('2.bet', 2, 'bet', 'Art. 12º', -40, { exp: -20, act: 20 }), P(undefined, 3, 'ante', 'Art. 14º', 10, { exp: 10, act: 0 }), P(undefined, 3, 'bet', 'Art. 14º', 20, { exp: 20, act: 0 })] });

cs('15', 'one player on two zones (Art. 9º b) with both zones mis-settled: zone 1 a winner paid its ante only (20 owed on the bet), zone 2 a loser whose bet was never collected (20 by the player)', {
  seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: [['payout', 'ante', 10]] }, { seat: 2, ante: 10, cards: ['5c', '6d', '8h', '9c', 'Jd'], settle: [['collect', 'ante', 10]] }], dealer: ['Ah', 'Kd', '7c', '4s', '6h'],
  edit: (ev, idx) => { ev[idx['ante.2'] - 1].player = 'P-1'; },
  findings: [Q('Art. 9º', 'ante.2'), P(undefined, 1, 'bet', 'Art. 14º', 20, { exp: 20, act: 0 }), P(undefined, 2, 'bet', 'Art. 12º', -20, { exp: -20, act: 0 })] });
cs('16', 'the cap of Art. 15º on two zones at once (max_payout 1000): zone 1 four of a kind on 100 (2000, capped 1000) paid 900, zone 2 a straight flush on 40 (2000, capped 1000) paid 1000 and its ante paid twice (20 by the player, a warning: «no menor»; at the second payout, event 30)', {
  table: { max_payout: 1000 }, seats: [{ seat: 1, ante: 50, bet: 100, cards: ['9c', '9d', '9h', '9s', '2c'], settle: [['payout', 'ante', 50], ['payout', 'bet', 900]] }, { seat: 2, ante: 20, bet: 40, cards: ['5s', '6s', '7s', '8s', '4s'], settle: [['payout', 'ante', 20], ['payout', 'ante', 20], ['payout', 'bet', 1000]] }], dealer: ['Ah', 'Kd', '7c', '4d', '2h'],
  findings: [P('1.bet', 1, 'bet', 'Art. 15º', 100, { exp: 1000, act: 900 }), P(30, 2, 'ante', 'Art. 14º', -20, { exp: 20, act: 40, severity: 'warning' })] });

cs('17', 'dealer no hand with three zones wrong three ways: zone 1 folded and its ante paid (20 by the player: 10 paid, 10 not collected), zone 2\'s ante handed back instead of paid (10 owed), zone 3\'s void bet collected (20 owed)', {
  seats: [{ seat: 1, ante: 10, act: 'fold', cards: ['2c', '5d', '8h', 'Js', '3c'], settle: [['payout', 'ante', 10]] }, { seat: 2, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: PUSH(10) }, { seat: 3, ante: 10, cards: ['9c', '7d', '6d', '5s', '4c'], settle: [['payout', 'ante', 10], ['collect', 'bet', 20]] }], dealer: ['Ah', 'Qd', '7c', '4s', '6h'],
  findings: [P('1.ante', 1, 'ante', 'Art. 11º', -20, { exp: -10, act: 10 }), P('2.ante', 2, 'ante', 'Art. 13º', 10, { exp: 10, act: 0 }), P('3.bet', 3, 'bet', 'Art. 13º', 20, { exp: 0, act: -20 })] });
cs('18', 'a tie whose bet was collected twice (framework/net.ts: the second collection takes the player\'s own chips: 40 owed, one finding at the last settlement) and whose ante was handed back (right)', {
  seats: [{ seat: 1, ante: 10, cards: ['9c', '9d', 'Ah', 'Ks', '4c'], settle: [['return', 'ante', 10], ['collect', 'bet', 20], ['collect', 'bet', 20]] }], dealer: ['9h', '9s', 'Ac', 'Kd', '4h'],
  findings: [P(21, 1, 'bet', 'Art. 12º', 40, { exp: 0, act: -40 })] });
cs('19', 'a richer posted flush line (6) paid at the minimum 5 (10 owed: a warning under the posted table) and the same zone\'s ante paid 5 of 10 (5 owed: an error): both owed to the player, the balance adds them', {
  table: { bet_paytable: { ...MIN, flush: 6 } }, seats: [{ seat: 1, ante: 5, bet: 10, cards: ['Jh', '9h', '6h', '5h', '3h'], settle: [['payout', 'ante', 2.5], ['payout', 'bet', 50]] }], dealer: QD,
  findings: [P('1.ante', 1, 'ante', 'Art. 14º', 2.5, { exp: 5, act: 2.5 }), P('1.bet', 1, 'bet', 'Tabla publicada', 10, { exp: 60, act: 50, severity: 'warning' })] });

cs('20', 'dealer no hand and a late ante on zone 2 (void: handed back would be right) paid 1 to 1 with its bet handed back (10 by the player), beside zone 1\'s no-hand ante paid 5 (5 owed)', {
  seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '2d'], settle: [['payout', 'ante', 5], ['return', 'bet', 20]] }, { seat: 2, ante: 10, cards: ['Qc', 'Qs', '3h', '9s', '5d'], settle: NOHAND(10) }], dealer: ['Ah', 'Qd', '7c', '4s', '6h'],
  edit: (ev, idx) => { const b = ev.splice(idx['ante.2'] - 1, 1)[0]; ev.splice(idx['deal.first'] - 1, 0, b); },
  findings: [Q('Art. 11º', 5, { seat: 2 }), P(26, 1, 'ante', 'Art. 13º', 5, { exp: 10, act: 5 }), P(29, 2, 'ante', 'Art. 11º', -10, { exp: 0, act: 10 })] });

cs('21', 'a bet behind zone 1 (Art. 9º a: no wager) handed back (right), zone 1\'s ante in cash (Art. 9º e) and its winning bet paid 1 to 1 on two pair (20 owed)', {
  seats: [{ seat: 1, ante: 10, betExtra: { medium: 'cash' }, cards: ['Qc', 'Qd', '3h', '3s', '8c'], settle: WIN(10, 1) }], dealer: QD,
  edit: (ev) => { ev.splice(3, 0, { type: 'bet', seat: 1, spot: 'ante', amount: 10, behind: true, player: 'P-9' }); ev.splice(ev.length - 1, 0, { type: 'return', seat: 1, spot: 'ante', amount: 10, behind: true, player: 'P-9' }); },
  findings: [Q('Art. 9º', 3, { seat: 1 }), Q('Art. 9º', 4), P(21, 1, 'bet', 'Art. 14º', 20, { exp: 40, act: 20 })] });

// ===================================================================== Dragon Six
// Punto 9 (natural) against Banca 7: Punto wins; every zone settled by dsSettle unless overridden.
const NAT = () => dsCoup({ P: ['9s', 'Kd'], B: ['4c', '3h'] });
const TIE = () => dsCoup({ P: ['9s', 'Kd'], B: ['4c', '5h'] });
const SIX = () => dsCoup({ P: ['5s', 'Kd'], B: ['4c', '2h'], p3v: 9 }); // Punto 4 after a 9; Banca 6 stands on a 9: Banca wins with six
ds('01', 'two zones each underpaid: zone 1\'s Punto paid half (10 owed on 20), zone 3\'s Punto paid 5 of 10 (5 owed)', {
  coup: NAT(), settle: [['payout', 1, 'player', 10], ['collect', 2, 'banker', 40], ['collect', 2, 'tie', 10], ['payout', 3, 'player', 5], ['collect', 3, 'tie', 5]],
  findings: [P('1.player', 1, 'player', 'Art. 8º', 10, { exp: 20, act: 10 }), P('3.player', 3, 'player', 'Art. 8º', 5, { exp: 10, act: 5 })] });
ds('02', 'one zone, two wagers, both wrong on a tie: Banca collected (40 owed, tie_returns_punto_banca) and Tie paid 7 to 1 (10 owed)', {
  coup: TIE(), bets: [{ seat: 2, spot: 'banker', amount: 40 }, { seat: 2, spot: 'tie', amount: 10 }], settle: [['collect', 2, 'banker', 40], ['payout', 2, 'tie', 70]],
  findings: [P('2.banker', 2, 'banker', 'Art. 8º', 40, { exp: 0, act: -40 }), P('2.tie', 2, 'tie', 'Art. 8º', 10, { exp: 80, act: 70 })] });
ds('03', 'one zone over and under: Banca six paid in full (20 not owed) and its Tie bet (a loser) handed back (10 by the player)', {
  coup: SIX(), bets: [{ seat: 2, spot: 'banker', amount: 40 }, { seat: 2, spot: 'tie', amount: 10 }], settle: [['payout', 2, 'banker', 40], ['return', 2, 'tie', 10]],
  findings: [P('2.banker', 2, 'banker', 'Art. 8º', -20, { exp: 20, act: 40 }), P('2.tie', 2, 'tie', 'Art. 8º', -10, { exp: -10, act: 0 })] });
ds('04', 'a late Punto bet (after the first card: void) paid 10, and zone 2\'s Banca six paid in full', {
  coup: SIX(), bets: [{ seat: 1, spot: 'player', amount: 10 }, { seat: 2, spot: 'banker', amount: 40 }], settle: [['payout', 1, 'player', 10], ['payout', 2, 'banker', 40]],
  edit: (ev, idx) => { const b = ev.splice(idx['bet.1.player'] - 1, 1)[0]; ev.splice(2, 0, b); },
  findings: [Q('Art. 7º', 3), P(8, 1, 'player', 'Art. 7º', -10, { exp: 0, act: 10 }), P(9, 2, 'banker', 'Art. 8º', -20, { exp: 20, act: 40 })] });
ds('05', 'a commission kept on a Banca win (95 paid, 5 kept: 5 owed, once) beside a Punto loser handed back on zone 1 (20 by the player)', {
  coup: dsCoup({ P: ['4s', '3d'], B: ['9c', 'Kh'] }), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'banker', amount: 100 }], settle: [['return', 1, 'player', 20], ['payout', 2, 'banker', 95]],
  post: [{ type: 'commission', seat: 2, spot: 'banker', amount: 5, label: 'comm' }],
  findings: [P('1.player', 1, 'player', 'Art. 8º', -20, { exp: -20, act: 0 }), P('comm', 2, 'banker', 'Art. 8º', 5, { exp: 100, act: 95 })] }); // the commission's event (oracle15: reported once, there)
ds('06', 'a missing settlement beside a doubled one: zone 1\'s Punto win never paid (20 owed), zone 3\'s Punto paid twice (10 by the player)', {
  coup: NAT(), settle: [['collect', 2, 'banker', 40], ['collect', 2, 'tie', 10], ['payout', 3, 'player', 10], ['payout', 3, 'player', 10], ['collect', 3, 'tie', 5]],
  findings: [P(undefined, 1, 'player', 'Art. 8º', 20, { exp: 20, act: 0 }), P(13, 3, 'player', 'Art. 8º', -10, { exp: 10, act: 20 })] }); // the second payout
ds('07', 'an extra card: Punto drew on 6 (Art. 10º), 6+4 = 0 against Banca 7; the table settled on the cards as dealt (Banca wins): only Art. 10º', {
  coup: dsCoup({ P: ['6s', 'Kd'], B: ['4c', '3h'], force: (p) => p.push('4d') }), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'banker', amount: 40 }],
  settle: [['collect', 1, 'player', 20], ['payout', 2, 'banker', 40]],
  findings: [Q('Art. 10º', 'p3')] });
ds('08', 'an extra card then a settlement by the wrong total: Punto drew on 6 (Art. 10º) to 0; Banca 7 wins either way (with or without the card: 6 < 7), but Banca is paid half as if six (20 owed)', {
  coup: dsCoup({ P: ['6s', 'Kd'], B: ['4c', '3h'], force: (p) => p.push('4d') }), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'banker', amount: 40 }],
  settle: [['collect', 1, 'player', 20], ['payout', 2, 'banker', 20]],
  findings: [Q('Art. 10º', 'p3'), P('2.banker', 2, 'banker', 'Art. 8º', 20, { exp: 40, act: 20 })] });
ds('09', 'settled before the coup was complete (Banca paid before Punto\'s third card) and the Tie of zone 3 paid 8 to 1 on a Punto win (45 by the player: 40 paid and 5 not collected)', {
  coup: dsCoup({ P: ['2s', 'Kd'], B: ['Tc', 'Kh'], p3v: 5 }), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'banker', amount: 40 }, { seat: 3, spot: 'tie', amount: 5 }],
  settle: [['payout', 1, 'player', 20], ['collect', 2, 'banker', 40], ['payout', 3, 'tie', 40]],
  edit: (ev, idx) => { const c = ev.splice(idx['2.banker'] - 1, 1)[0]; ev.splice(idx.p3 - 1, 0, c); },
  findings: [Q('Art. 10º', 9), P(12, 3, 'tie', 'Art. 8º', -45, { exp: -5, act: 40 })] }); // events: bets 1-3, cards 4-7, Banca collected 8, third cards 9-10, Punto 11, Tie 12; Art. 10º at the card after the settlement
ds('10', 'Punto and Banca on one zone (Art. 8º reading: a warning) with both mis-settled as a tie (Art. 3º: two wagers fitting one outcome the cards contradict, outcome_from_settlements): Punto 9 wins, Punto paid nothing (handed back: 20 owed), Banca handed back (40 by the player)', {
  coup: NAT(), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 1, spot: 'banker', amount: 40 }], settle: [['return', 1, 'player', 20], ['return', 1, 'banker', 40]],
  findings: [Q('Art. 3º', 7), Q('Art. 8º', undefined, { severity: 'warning' }), P('1.player', 1, 'player', 'Art. 8º', 20, { exp: 20, act: 0 }), P('1.banker', 1, 'banker', 'Art. 8º', -40, { exp: -40, act: 0 })] });
ds('11', 'three wagers settled as a Banca win on a Punto 9 and zone 3\'s Tie (a loser) paid 8 to 1: each wager\'s money once under Art. 8º; no Art. 3º (reading outcome_from_settlements: every settled wager must fit the one outcome, the Tie payout fits none)', {
  coup: NAT(), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'banker', amount: 40 }, { seat: 3, spot: 'player', amount: 10 }, { seat: 3, spot: 'tie', amount: 5 }],
  settle: [['collect', 1, 'player', 20], ['payout', 2, 'banker', 40], ['collect', 3, 'player', 10], ['payout', 3, 'tie', 40]],
  findings: [P('1.player', 1, 'player', 'Art. 8º', 40, { exp: 20, act: -20 }), P('2.banker', 2, 'banker', 'Art. 8º', -80, { exp: -40, act: 40 }), P('3.player', 3, 'player', 'Art. 8º', 20, { exp: 10, act: -10 }), P('3.tie', 3, 'tie', 'Art. 8º', -45, { exp: -5, act: 40 })] });
ds('12', 'a cash bet (Art. 7º) on Banca, then that Banca loser handed back (40 by the player)', {
  coup: NAT(), bets: [{ seat: 2, spot: 'banker', amount: 40, extra: { medium: 'cash' } }], settle: [['return', 2, 'banker', 40]],
  findings: [Q('Art. 7º', 1), P('2.banker', 2, 'banker', 'Art. 8º', -40, { exp: -40, act: 0 })] });
ds('13', 'a burn short (Art. 5º: a 7 then 5 cards) in the new shoe\'s first coup, then a Tie underpaid (10 owed)', {
  coup: TIE(), bets: [{ seat: 2, spot: 'tie', amount: 10 }], settle: [['payout', 2, 'tie', 70]],
  pre: [{ type: 'procedure', name: 'new_deck', decks: 8 }, { type: 'procedure', name: 'show_cards' }, { type: 'procedure', name: 'turn_cards' }, { type: 'procedure', name: 'wash' }, { type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'dealer' }, { type: 'procedure', name: 'place_cut_card', position: 14 }, { type: 'procedure', name: 'load_shoe' }, { type: 'procedure', name: 'burn', cards: ['7d', '2s', '3s', '4s', '5s', '6s'] }],
  findings: [Q('Art. 5º', 9), P('2.tie', 2, 'tie', 'Art. 8º', 10, { exp: 80, act: 70 })] });

ds('14', 'an extra card settled by the tableau (Banca 6 drew on Punto\'s 5: Art. 10º; zones 1-2 settled as the tableau had it, Punto 7 over Banca 6, accepted: tableau_settlement_accepted) and zone 3\'s Punto paid half (5 owed, judged on the same outcome)', {
  coup: dsCoup({ P: ['Ks', '2d'], B: ['3c', '3h'], p3v: 5, force: (p, b) => b.push('2c') }), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'banker', amount: 40 }, { seat: 3, spot: 'player', amount: 10 }],
  settle: [['payout', 1, 'player', 20], ['collect', 2, 'banker', 40], ['payout', 3, 'player', 5]],
  findings: [Q('Art. 10º', 'b3'), P('3.player', 3, 'player', 'Art. 8º', 5, { exp: 10, act: 5 })] });
ds('15', 'three breaches: Punto and Banca on one zone (warning), a Tie bet in cash (Art. 7º) on zone 4, and a Banca six paid in full on zone 2 (20 not owed)', {
  coup: SIX(), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 1, spot: 'banker', amount: 20 }, { seat: 2, spot: 'banker', amount: 40 }, { seat: 4, spot: 'tie', amount: 5, extra: { medium: 'cash' } }],
  settle: [['collect', 1, 'player', 20], ['payout', 1, 'banker', 10], ['payout', 2, 'banker', 40], ['collect', 4, 'tie', 5]],
  findings: [Q('Art. 8º', undefined, { severity: 'warning' }), Q('Art. 7º', 4), P('2.banker', 2, 'banker', 'Art. 8º', -20, { exp: 20, act: 40 })] });

ds('16', 'commissions on two Banca wins: zone 2 paid 95 with 5 kept (5 owed, once), zone 5 paid 85 with 5 kept (15 owed, once: the shortfall covers the commission)', {
  coup: dsCoup({ P: ['4s', '3d'], B: ['9c', 'Kh'] }), bets: [{ seat: 2, spot: 'banker', amount: 100 }, { seat: 5, spot: 'banker', amount: 100 }], settle: [['payout', 2, 'banker', 95], ['payout', 5, 'banker', 85]],
  post: [{ type: 'commission', seat: 2, spot: 'banker', amount: 5, label: 'comm2' }, { type: 'commission', seat: 5, spot: 'banker', amount: 5, label: 'comm5' }],
  findings: [P('comm2', 2, 'banker', 'Art. 8º', 5, { exp: 100, act: 95 }), P('comm5', 5, 'banker', 'Art. 8º', 15, { exp: 100, act: 85 })] }); // each at its own commission (both were zone 5's before the fix: 10 kept, zone 2's event the payout's)
ds('19', 'commissions on two Banca wins recorded after both payouts: zone 2 paid in full with 5 kept (5 owed), zone 5 paid 90 with 5 kept (10 owed, the commission inside the shortfall); before the fix both commissions were zone 5\'s and zone 2\'s 5 went unowed', {
  coup: dsCoup({ P: ['4s', '3d'], B: ['9c', 'Kh'] }), bets: [{ seat: 2, spot: 'banker', amount: 100 }, { seat: 5, spot: 'banker', amount: 100 }], settle: [['payout', 2, 'banker', 100], ['payout', 5, 'banker', 90]],
  post: [{ type: 'commission', spot: 'banker', amount: 5, label: 'comm2' }, { type: 'commission', spot: 'banker', amount: 5, label: 'comm5' }],
  findings: [P('comm2', 2, 'banker', 'Art. 8º', 5, { exp: 100, act: 95 }), P('comm5', 5, 'banker', 'Art. 8º', 10, { exp: 100, act: 90 })] });
ds('17', 'a tie whose Tie bet was never paid (80 owed) and whose Punto bet was collected (20 owed), while a late Banca bet (after the first card) was handed back (right: no finding but Art. 7º)', {
  coup: TIE(), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 1, spot: 'tie', amount: 10 }, { seat: 2, spot: 'banker', amount: 40 }], settle: [['collect', 1, 'player', 20], ['return', 2, 'banker', 40]],
  edit: (ev, idx) => { const b = ev.splice(idx['bet.2.banker'] - 1, 1)[0]; ev.splice(3, 0, b); },
  findings: [Q('Art. 7º', 4), P(8, 1, 'player', 'Art. 8º', 20, { exp: 0, act: -20 }), P(undefined, 1, 'tie', 'Art. 8º', 80, { exp: 80, act: 0 })] });
ds('18', 'every valid wager settled as a Banca win on a Punto 9 (Art. 3º), and a late Punto bet (void) collected with them (10 owed back: Art. 7º)', {
  coup: NAT(), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'banker', amount: 40 }, { seat: 3, spot: 'player', amount: 10 }],
  settle: [['collect', 1, 'player', 20], ['payout', 2, 'banker', 40], ['collect', 3, 'player', 10]],
  edit: (ev, idx) => { const b = ev.splice(idx['bet.3.player'] - 1, 1)[0]; ev.splice(3, 0, b); },
  findings: [Q('Art. 7º', 4), Q('Art. 3º', 8), P(8, 1, 'player', 'Art. 8º', 40, { exp: 20, act: -20 }), P(9, 2, 'banker', 'Art. 8º', -80, { exp: -40, act: 40 }), P(10, 3, 'player', 'Art. 7º', 10, { exp: 0, act: -10 })] });

ds('20', 'a Banca six paid 1 to 1 less 5 % (95) with the 5 recorded as kept: half (50) was owed; the commission is on top of no shortfall (the payout is over): 95 - 5 = 90 net, 40 by the player, in one finding', {
  coup: SIX(), bets: [{ seat: 2, spot: 'banker', amount: 100 }], settle: [['payout', 2, 'banker', 95]], post: [{ type: 'commission', spot: 'banker', amount: 5, label: 'comm' }],
  findings: [P('comm', 2, 'banker', 'Art. 8º', -40, { exp: 50, act: 90 })] });
ds('21', 'Banca 3 stood on Punto\'s third 9 (the tableau draws: Art. 10º, a card missing) and the table settled on the cards as dealt (Punto Ks 2d + a 9 = 1 against Banca 3: Banca wins); zone 3\'s Punto also paid (20 by the player)', {
  coup: dsCoup({ P: ['Ks', '2d'], B: ['Ac', '2h'], p3v: 9, force: (p, b) => b.splice(2) }), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'banker', amount: 40 }, { seat: 3, spot: 'player', amount: 10 }],
  settle: [['collect', 1, 'player', 20], ['payout', 2, 'banker', 40], ['payout', 3, 'player', 10]],
  findings: [Q('Art. 10º'), P('3.player', 3, 'player', 'Art. 8º', -20, { exp: -10, act: 10 })] });
ds('22', 'a payout to zone 6, which bet nothing (money on no wager: 10 by the player), beside zone 2\'s Tie paid 7 to 1 (10 owed)', {
  coup: TIE(), bets: [{ seat: 2, spot: 'tie', amount: 10 }], settle: [['payout', 2, 'tie', 70], ['payout', 6, 'player', 10]],
  findings: [P('2.tie', 2, 'tie', 'Art. 8º', 10, { exp: 80, act: 70 }), P('6.player', 6, 'player', 'Art. 8º', -10, { exp: 0, act: 10 })] });

ds('23', 'one player on Punto in zone 1 and on Banca in zone 4 (Art. 8º across zones: a warning) and both settled wrong: Punto 9 wins, Punto paid 10 of 20 (10 owed), Banca handed back (40 by the player)', {
  coup: NAT(), bets: [{ seat: 1, spot: 'player', amount: 20, extra: { player: 'P-7' } }, { seat: 4, spot: 'banker', amount: 40, extra: { player: 'P-7' } }], settle: [['payout', 1, 'player', 10], ['return', 4, 'banker', 40]],
  findings: [Q('Art. 8º', undefined, { severity: 'warning' }), P('1.player', 1, 'player', 'Art. 8º', 10, { exp: 20, act: 10 }), P('4.banker', 4, 'banker', 'Art. 8º', -40, { exp: -40, act: 0 })] });
ds('24', 'two Banca bets lost to Punto, each collected, and then two commissions kept (nothing won to withhold them from: 5 more lost each, one finding per zone)', {
  coup: NAT(), bets: [{ seat: 2, spot: 'banker', amount: 40 }, { seat: 5, spot: 'banker', amount: 60 }], settle: [['collect', 2, 'banker', 40], ['collect', 5, 'banker', 60]],
  post: [{ type: 'commission', spot: 'banker', amount: 5, label: 'c2' }, { type: 'commission', spot: 'banker', amount: 5, label: 'c5' }],
  findings: [P('c2', 2, 'banker', 'Art. 8º', 5, { exp: -40, act: -45 }), P('c5', 5, 'banker', 'Art. 8º', 5, { exp: -60, act: -65 })] });

ds('25', 'settled before the coup was complete AND every settlement on the outcome before the third card (Banca 7 over Punto 2; the third card made Punto 7 against Banca 7: a tie): Art. 10º once, no Art. 3º (an early settlement is not a miscount), each wager judged against the final cards (a tie: Punto collected 20 owed, Banca paid 40 not owed)', {
  coup: dsCoup({ P: ['2s', 'Kd'], B: ['7c', 'Kh'], p3v: 5 }), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'banker', amount: 40 }],
  settle: [['collect', 1, 'player', 20], ['payout', 2, 'banker', 40]],
  edit: (ev, idx) => { const p3 = ev.splice(idx.p3 - 1, 1)[0]; ev.push(p3); },
  findings: [Q('Art. 10º', 9), P(7, 1, 'player', 'Art. 8º', 20, { exp: 0, act: -20 }), P(8, 2, 'banker', 'Art. 8º', -40, { exp: 0, act: 40 })] });

ds('26a', 'the cut card comes out in this coup (legal), and zone 1\'s Punto is paid short (10 owed)', {
  coup: NAT(), bets: [{ seat: 1, spot: 'player', amount: 20 }], settle: [['payout', 1, 'player', 10]], post: [{ type: 'procedure', name: 'cut_card_out' }], extra: { table_id: 'DS-C21CUT', shoe_id: 'DS-C21CUT-1' },
  findings: [P('1.player', 1, 'player', 'Art. 8º', 10, { exp: 20, act: 10 })] });
ds('26b', 'the next game of that shoe dealt without the Art. 6º preparation, and its Banca six paid in full (20 not owed): Art. 6º at the first card, Art. 8º for the money', {
  coup: SIX(), bets: [{ seat: 2, spot: 'banker', amount: 40 }], settle: [['payout', 2, 'banker', 40]], extra: { table_id: 'DS-C21CUT', shoe_id: 'DS-C21CUT-1' },
  findings: [Q('Art. 6º', 'p1'), P('2.banker', 2, 'banker', 'Art. 8º', -20, { exp: 20, act: 40 })] });

ds('27', 'an extra Banca card (Art. 10º) and a mixed settlement: zones 2 and 3 on the cards as dealt (Banca 8 wins), zone 1 on the tableau\'s outcome (Punto paid): the coup is not settled as the tableau would have had it, so every wager is judged on the cards as dealt (tableau_settlement_accepted needs the whole coup): zone 1 owes 40', {
  coup: dsCoup({ P: ['Ks', '2d'], B: ['3c', '3h'], p3v: 5, force: (p, b) => b.push('2c') }), bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'banker', amount: 40 }, { seat: 3, spot: 'player', amount: 10 }],
  settle: [['payout', 1, 'player', 20], ['payout', 2, 'banker', 40], ['collect', 3, 'player', 10]],
  findings: [Q('Art. 10º', 'b3'), P('1.player', 1, 'player', 'Art. 8º', -40, { exp: -20, act: 20 })] });

// ===================================================================== pai gow bonus (ratio 5½ unless posted)
pg('01', 'two seats each underpaid: seat 1 $2 on 4 paid 10 (11: 1 owed), seat 2 $4 on 4 paid 20 (22: 2 owed)', {
  paigow: [[1, 10], [2, 10]], bonus: [[1, 4, 2], [2, 4, 4]], rng: 4, settle: [['payout', 1, 4, 10], ['payout', 2, 4, 20]],
  findings: [P('s.1.4', 1, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 4, exp: 11, act: 10 }), P('s.2.4', 2, 'bonus', 'Art. 10-10.15(B)(6)', 2, { number: 4, exp: 22, act: 20 })] });
pg('02', 'one seat over and under: its loser on 5 handed back (2 by the player) and its winner on 4 paid 10 (1 owed)', {
  paigow: [[1, 10]], bonus: [[1, 5, 2], [1, 4, 2]], rng: 4, settle: [['return', 1, 5, 2], ['payout', 1, 4, 10]],
  findings: [P('s.1.5', 1, 'bonus', 'Art. 10-10.15(B)(3)', -2, { number: 5, exp: -2, act: 0 }), P('s.1.4', 1, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 4, exp: 11, act: 10 })] });
pg('03', 'a bonus bet after the number (void: late_bonus_bet_is_void) paid 11, and seat 1\'s winner paid 10', {
  paigow: [[1, 10], [2, 10]], bonus: [[1, 4, 2], [2, 4, 2]], rng: 4, settle: [['payout', 1, 4, 10], ['payout', 2, 4, 11]],
  edit: (ev, idx) => { const b = ev.splice(idx['bonus.1'] - 1, 1)[0]; ev.splice(idx.rng - 1, 0, b); },
  findings: [Q('Art. 10-10.15(B)(1)', 6, { seat: 2 }), P('s.1.4', 1, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 4, exp: 11, act: 10 }), P('s.2.4', 2, 'bonus', 'Art. 10-10.15(B)(1)', -11, { number: 4, exp: 0, act: 11 })] });
pg('04', 'the winner paid before the losers were collected ((B)(5)) and paid short (1 owed)', {
  paigow: [[1, 10], [2, 10]], bonus: [[1, 3, 2], [2, 4, 2]], rng: 3, settle: [['payout', 1, 3, 10], ['collect', 2, 4, 2]],
  findings: [Q('Art. 10-10.15(B)(5)', 's.1.3'), P('s.1.3', 1, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 3, exp: 11, act: 10 })] });
pg('05', 'a missing settlement beside a doubled one: seat 1\'s loser never collected (2 by the player), seat 2\'s winner paid twice (11 by the player)', {
  paigow: [[1, 10], [2, 10]], bonus: [[1, 5, 2], [2, 4, 2]], rng: 4, settle: [['payout', 2, 4, 11], ['payout', 2, 4, 11]],
  findings: [P(undefined, 1, 'bonus', 'Art. 10-10.15(B)(4)', -2, { number: 5, exp: -2, act: 0 }), P(8, 2, 'bonus', 'Art. 10-10.15(B)(6)', -11, { number: 4, exp: 11, act: 22 })] });
pg('06', 'a verbal bet ((B)(2), handed back whole: not judged), a $0.50 bet ((B)(7), handed back whole) and a winner paid 16.50 unrounded ((B)(6): 0.50 short of 17, a half dollar rounded up; a warning under the reading either) on three seats', {
  paigow: [[1, 10], [2, 10], [3, 10]], bonus: [[1, 2, 2, { medium: 'verbal' }], [2, 3, 0.5], [3, 6, 3]], rng: 6,
  settle: [['return', 1, 2, 2], ['return', 2, 3, 0.5], ['payout', 3, 6, 16.5]],
  findings: [Q('Art. 10-10.15(B)(2)', 'bonus.0', { seat: 1 }), Q('Art. 10-10.15(B)(7)', 'bonus.1', { seat: 2 }), P('s.3.6', 3, 'bonus', 'Art. 10-10.15(B)(6)', 0.5, { number: 6, exp: 17, act: 16.5 })] });
pg('07', 'no «no more bets» is a procedure only where the log records procedures; here the generator runs twice ((A)) and a winner on the first number is paid short (1 owed)', {
  paigow: [[1, 10]], bonus: [[1, 6, 2]], rng: 6, settle: [['payout', 1, 6, 10]],
  edit: (ev, idx) => { ev.splice(idx.rng, 0, { type: 'rng', value: 2 }); },
  findings: [Q('Art. 10-10.15(A)', 5), P(6, 1, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 6, exp: 11, act: 10 })] });
pg('08', 'a bonus bet with no pai gow wager ((B)(1)) that wins and is paid (reading: judged as the bet, owed as a winner: no money finding) beside seat 1\'s winner paid 5 to 1 (1 owed)', {
  paigow: [[1, 10]], bonus: [[1, 4, 2], [3, 4, 2]], rng: 4, settle: [['payout', 1, 4, 10], ['payout', 3, 4, 11]],
  findings: [Q('Art. 10-10.15(B)(1)', 'bonus.1', { seat: 3 }), P('s.1.4', 1, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 4, exp: 11, act: 10 })] });
pg('09', 'a capped winner (max_payout 50, $10 at 5½ = 55: (B)(7)) paid 45 (5 owed of the cap) and a loser of another seat handed back (3 by the player)', {
  table: { max_payout: 50 }, paigow: [[1, 10], [2, 10]], bonus: [[1, 4, 10], [2, 2, 3]], rng: 4, settle: [['return', 2, 2, 3], ['payout', 1, 4, 45]],
  findings: [Q('Art. 10-10.15(B)(7)', 'bonus.0', { seat: 1 }), P('s.2.2', 2, 'bonus', 'Art. 10-10.15(B)(3)', -3, { number: 2, exp: -3, act: 0 }), P('s.1.4', 1, 'bonus', 'Art. 10-10.15(B)(6)', 5, { number: 4, exp: 50, act: 45 })] });
pg('10', 'the pai gow wager collected with the losing bonus bet before any card ((C)) and the bonus winner of seat 2 collected as a loser (13 owed)', {
  paigow: [[1, 10], [2, 10]], bonus: [[1, 6, 3], [2, 2, 2]], rng: 2, settle: [['collect', 1, 6, 3], ['collect', 2, 2, 2]],
  edit: (ev, idx) => { ev.splice(idx['s.1.6'], 0, { type: 'collect', seat: 1, spot: 'paigow', amount: 10 }); },
  findings: [Q('Art. 10-10.15(C)', 8), P(9, 2, 'bonus', 'Art. 10-10.15(B)(3)', 13, { number: 2, exp: 11, act: -2 })] });

pg('11', 'the generator activated twice ((A)); the table settled on the second number (2) instead of the first (6): the bet on 6 collected (13 owed), the bet on 2 paid (13 by the player), each judged on the round\'s number, the first', {
  paigow: [[1, 10], [2, 10]], bonus: [[1, 6, 2], [2, 2, 2]], rng: 6, settle: [['collect', 1, 6, 2], ['payout', 2, 2, 11]],
  edit: (ev, idx) => { ev.splice(idx.rng, 0, { type: 'rng', value: 2 }); },
  findings: [Q('Art. 10-10.15(A)', 7), P(8, 1, 'bonus', 'Art. 10-10.15(B)(3)', 13, { number: 6, exp: 11, act: -2 }), P(9, 2, 'bonus', 'Art. 10-10.15(B)(3)', -13, { number: 2, exp: -2, act: 11 })] });
pg('12', 'one seat, three numbers, three errors: the winner on 4 paid 12 (a warning within 6 to 1: 1 over), the loser on 5 paid 11 (13 by the player), the loser on 6 never collected (3 by the player)', {
  paigow: [[1, 20]], bonus: [[1, 4, 2], [1, 5, 2], [1, 6, 3]], rng: 4, settle: [['payout', 1, 5, 11], ['payout', 1, 4, 12]],
  findings: [P('s.1.5', 1, 'bonus', 'Art. 10-10.15(B)(3)', -13, { number: 5, exp: -2, act: 11 }), P('s.1.4', 1, 'bonus', 'Art. 10-10.15(B)(6)', -1, { number: 4, exp: 11, act: 12, severity: 'warning' }), P(undefined, 1, 'bonus', 'Art. 10-10.15(B)(4)', -3, { number: 6, exp: -3, act: 0 })] });

pg('13', 'two bets on one number from one seat (5 and 3 on 4, one bet of 8 at 5½: 44) paid 40 naming the number (4 owed, once), beside a late bonus bet of seat 2 (after «no more bets», before the number) collected as a loser', {
  paigow: [[1, 10], [2, 10]], bonus: [[1, 4, 5], [1, 4, 3], [2, 6, 2]], rng: 4, settle: [['collect', 2, 6, 2], ['payout', 1, 4, 40]],
  edit: (ev, idx) => { const b = ev.splice(idx['bonus.2'] - 1, 1)[0]; ev.splice(idx.nmb - 1, 0, b); },
  findings: [Q('Art. 10-10.15(B)(1)', 6, { seat: 2 }), P(9, 1, 'bonus', 'Art. 10-10.15(B)(6)', 4, { number: 4, exp: 44, act: 40 })] });
pg('14', 'a posted ratio of 7 to 1 (out of range: (B)(6) clamps to 6) with two winners paid at 7 (2 and 1 dollars over the 6 to 1: errors) and the winners paid before the losers ((B)(5), once per winner paid early: each payout is its own act)', {
  table: { bonus_payout: 7 }, paigow: [[1, 10], [2, 10], [3, 10]], bonus: [[1, 4, 2], [2, 4, 1], [3, 5, 2]], rng: 4, settle: [['payout', 1, 4, 14], ['payout', 2, 4, 7], ['collect', 3, 5, 2]],
  findings: [Q('Art. 10-10.15(B)(6)'), Q('Art. 10-10.15(B)(5)', 's.1.4', { seat: 1 }), Q('Art. 10-10.15(B)(5)', 's.2.4', { seat: 2 }), P('s.1.4', 1, 'bonus', 'Art. 10-10.15(B)(6)', -2, { number: 4, exp: 12, act: 14 }), P('s.2.4', 2, 'bonus', 'Art. 10-10.15(B)(6)', -1, { number: 4, exp: 6, act: 7 })] });

pg('15', 'a bonus bet after the number (void) collected (2 owed back) and the round\'s winner paid after the first card ((B)(5)) and short (1 owed)', {
  paigow: [[1, 10], [2, 10]], bonus: [[1, 4, 2], [2, 5, 2]], rng: 4, settle: [['collect', 2, 5, 2]],
  edit: (ev, idx) => { const b = ev.splice(idx['bonus.1'] - 1, 1)[0]; ev.splice(idx.rng - 1, 0, b); ev.push({ type: 'payout', seat: 1, spot: 'bonus', number: 4, amount: 10 }); },
  findings: [Q('Art. 10-10.15(B)(1)', 6, { seat: 2 }), P(7, 2, 'bonus', 'Art. 10-10.15(B)(1)', 2, { number: 5, exp: 0, act: -2 }), Q('Art. 10-10.15(B)(5)', 29, { seat: 1 }), P(29, 1, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 4, exp: 11, act: 10 })] });
pg('16', 'seat 1 bet 2 on 4 and 3 on 5, settled without numbers: 2 collected (the loser, right) and 11 paid (the winner, right), while seat 2\'s winner on 4 was collected (13 owed)', {
  paigow: [[1, 10], [2, 10]], bonus: [[1, 4, 2], [1, 5, 3], [2, 4, 2]], rng: 4, settle: [],
  edit: (ev, idx) => { ev.splice(idx.rng, 0, { type: 'collect', seat: 1, spot: 'bonus', amount: 3 }, { type: 'collect', seat: 2, spot: 'bonus', number: 4, amount: 2 }, { type: 'payout', seat: 1, spot: 'bonus', amount: 11 }); },
  findings: [P(9, 2, 'bonus', 'Art. 10-10.15(B)(3)', 13, { number: 4, exp: 11, act: -2 })] });

pg('17', 'seat 1 bet 2 on 4 (wins) and 2 on 5 (loses), settled without numbers: the payout short (10: 1 owed) and the loser handed back (2 by the player)', {
  paigow: [[1, 10]], bonus: [[1, 4, 2], [1, 5, 2]], rng: 4, settle: [],
  edit: (ev, idx) => { ev.splice(idx.rng, 0, { type: 'return', seat: 1, spot: 'bonus', amount: 2 }, { type: 'payout', seat: 1, spot: 'bonus', amount: 10 }); },
  findings: [P(7, 1, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 4, exp: 11, act: 10 }), P(6, 1, 'bonus', 'Art. 10-10.15(B)(3)', -2, { number: 5, exp: -2, act: 0 })] });
pg('18', 'two bets on 4 from one seat (2 and 3: one bet of 5 at 5½ = 27.50, rounded up to 28) paid separately 11 and 16 (27: 1 owed at the last payment; right under the reading either) and a third seat\'s loser paid (13 by the player)', {
  paigow: [[1, 10], [3, 10]], bonus: [[1, 4, 2], [1, 4, 3], [3, 6, 2]], rng: 4, settle: [['payout', 3, 6, 11], ['payout', 1, 4, 11], ['payout', 1, 4, 16]],
  findings: [P(8, 3, 'bonus', 'Art. 10-10.15(B)(3)', -13, { number: 6, exp: -2, act: 11 }), P(10, 1, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 4, exp: 28, act: 27 })] });

pg('19', 'a $0.50 bonus bet ((B)(7), under the $1 minimum) that wins and is paid 3 (judged as the bet: 0.50 at 5½ = 2.75, rounded 3: right), beside seat 1\'s winner paid 10 (1 owed)', {
  paigow: [[1, 10], [2, 10]], bonus: [[1, 4, 2], [2, 4, 0.5]], rng: 4, settle: [['payout', 1, 4, 10], ['payout', 2, 4, 3]],
  findings: [Q('Art. 10-10.15(B)(7)', 'bonus.1', { seat: 2 }), P('s.1.4', 1, 'bonus', 'Art. 10-10.15(B)(6)', 1, { number: 4, exp: 11, act: 10 })] });

pg('20', 'a bonus bet between two activations of the generator (after the round\'s number: void, (B)(1)), paid on the second number (11 not owed), and the generator\'s second activation ((A))', {
  paigow: [[1, 10], [2, 10]], bonus: [[1, 6, 2], [2, 3, 2]], rng: 6, settle: [['payout', 1, 6, 11], ['payout', 2, 3, 11]],
  edit: (ev, idx) => { const b = ev.splice(idx['bonus.1'] - 1, 1)[0]; ev.splice(idx.rng - 1, 0, b, { type: 'rng', value: 3 }); },
  findings: [Q('Art. 10-10.15(B)(1)', 6, { seat: 2 }), Q('Art. 10-10.15(A)', 7), P(9, 2, 'bonus', 'Art. 10-10.15(B)(1)', -11, { number: 3, exp: 0, act: 11 })] });

// =====================================================================================================================
for (const cat of ['cs', 'ds', 'pg']) {
  writeFileSync(join(out, `${cat}.ndjson`), hands[cat].map((h) => JSON.stringify(h)).join('\n') + '\n');
  writeFileSync(join(out, `${cat}.expect.json`), JSON.stringify(expect[cat], null, 1) + '\n');
}

const VEEDOR = 'dist/cli/veedor.js';
const run = (args) => { try { return execFileSync('node', [VEEDOR, ...args], { maxBuffer: 1 << 30 }).toString(); } catch (e) { if (e.status === 2) throw new Error(`veedor ${args.join(' ')}: ${e.stderr}`); return e.stdout.toString(); } };
const near = (a, b) => a !== undefined && b !== undefined && Math.abs(a - b) < 0.001;
const cur = (c) => c;
const round2 = (x) => Math.round(x * 100) / 100;

function compareCat(cat) {
  const file = join(out, `${cat}.ndjson`);
  const en = JSON.parse(run(['audit', file, '--format', 'json', '--lang', 'en']));
  const es = JSON.parse(run(['audit', file, '--format', 'json', '--lang', 'es']));
  const problems = [];
  const open = [];
  const say = (hid, m) => problems.push(`${hid}: ${m}`);
  // --- es against en, finding by finding
  if (en.findings.length !== es.findings.length) say('*', `en ${en.findings.length} findings, es ${es.findings.length}`);
  en.findings.forEach((f, i) => {
    const g = es.findings[i] ?? {};
    for (const k of ['hand_id', 'event', 'rule', 'article', 'category', 'severity', 'seat', 'spot', 'number', 'expected', 'actual', 'difference', 'owed_to_player', 'currency'])
      if (JSON.stringify(f[k]) !== JSON.stringify(g[k])) say(f.hand_id, `es finding ${i} ${k} ${JSON.stringify(g[k])} (en ${JSON.stringify(f[k])})`);
    if (!g.message || g.message === f.message) say(f.hand_id, `es finding ${i} message not in Spanish: ${g.message}`);
  });
  // --- summary money per currency and counts
  const money = {};
  const bycat = { payout: 0, procedure: 0, integrity: 0, input: 0 };
  for (const f of en.findings) {
    bycat[f.category] = (bycat[f.category] ?? 0) + 1;
    if (f.owed_to_player === undefined) continue;
    const m = (money[f.currency] ??= { underpaid_to_players: 0, overpaid_to_players: 0 });
    if (f.owed_to_player > 0) m.underpaid_to_players = round2(m.underpaid_to_players + f.owed_to_player);
    else m.overpaid_to_players = round2(m.overpaid_to_players - f.owed_to_player);
    if (!near(f.difference, -f.owed_to_player) || !near(f.owed_to_player, f.expected - f.actual)) say(f.hand_id, `owed ${f.owed_to_player} expected ${f.expected} actual ${f.actual} difference ${f.difference} do not add up`);
  }
  for (const [cur, m] of Object.entries(money)) for (const k of Object.keys(m)) if (!near(en.summary.money?.[cur]?.[k], m[k])) say('summary', `${cur} ${k} ${en.summary.money?.[cur]?.[k]} (findings sum ${m[k]})`);
  for (const [k, v] of Object.entries(bycat)) if ((en.summary.by_category[k] ?? 0) !== v) say('summary', `by_category.${k} ${en.summary.by_category[k]} (findings ${v})`);
  if (en.summary.findings !== en.findings.length) say('summary', `findings ${en.summary.findings} (listed ${en.findings.length})`);
  // --- each hand against its expectation
  const by = new Map();
  for (const f of en.findings) { if (!by.has(f.hand_id)) by.set(f.hand_id, []); by.get(f.hand_id).push(f); }
  let agree = 0;
  for (const [hid, e] of Object.entries(expect[cat])) {
    const before = problems.length;
    const got = [...(by.get(hid) ?? [])];
    for (const x of e.findings) {
      let j;
      if (x.kind === 'payout') {
        j = got.findIndex((f) => f.owed_to_player !== undefined && f.seat === x.seat && (f.spot ?? '') === x.spot && near(f.owed_to_player, x.owed) && (x.number === undefined || f.number === x.number));
        if (j < 0) { say(hid, `MISSING ${JSON.stringify(x)}`); continue; }
        const f = got[j];
        const d = [];
        if (f.article !== x.article) d.push(`article ${f.article} (mine ${x.article})`);
        if (x.event !== undefined && f.event !== x.event) d.push(`event ${f.event} (mine ${x.event})`);
        if (x.exp !== undefined && !near(f.expected, x.exp)) d.push(`expected ${f.expected} (mine ${x.exp})`);
        if (x.act !== undefined && !near(f.actual, x.act)) d.push(`actual ${f.actual} (mine ${x.act})`);
        if (f.severity !== (x.severity ?? 'error')) d.push(`severity ${f.severity} (mine ${x.severity ?? 'error'})`);
        if (d.length) say(hid, `DETAIL seat ${x.seat} ${x.spot}${x.number ? ' #' + x.number : ''}: ${d.join('; ')}`);
      } else {
        j = got.findIndex((f) => f.owed_to_player === undefined && f.article === x.article && (x.event === undefined || f.event === x.event) && (x.seat === undefined || f.seat === x.seat));
        if (j < 0) { say(hid, `MISSING ${JSON.stringify(x)}`); continue; }
        if (x.severity && got[j].severity !== x.severity) say(hid, `DETAIL ${x.article}: severity ${got[j].severity} (mine ${x.severity})`);
      }
      got.splice(j, 1);
    }
    for (const f of got) say(hid, `EXTRA ${f.rule} ${f.article} ev${f.event} seat ${f.seat} ${f.spot ?? ''}${f.number ? ' #' + f.number : ''} ${f.severity} exp ${f.expected} act ${f.actual} owed ${f.owed_to_player} | ${f.message}`);
    // --- the replay, en and es: every finding, in event order; the balance is the findings' sum
    const mine = by.get(hid) ?? [];
    // An over-payment the text allows (a warning) is listed in the balance, outside its sums: no debt of the player.
    const allowed = (f) => f.severity === 'warning' && f.owed_to_player < 0;
    const net = round2(mine.reduce((a, f) => a + (allowed(f) ? 0 : f.owed_to_player ?? 0), 0));
    for (const lang of ['en', 'es']) {
      const r = JSON.parse(run(['replay', file, hid, '--format', 'json', '--lang', lang]));
      const listed = [...r.steps.flatMap((s) => s.findings.map((f) => ({ ...f, n: s.n }))), ...r.end_findings];
      if (r.findings !== mine.length || listed.length !== mine.length) say(hid, `replay ${lang}: ${r.findings} findings, ${listed.length} listed (audit ${mine.length})`);
      const key = (f) => `${f.rule}|${f.article}|${f.seat}|${f.owed_to_player}`;
      const a = mine.map(key).sort().join(';'), b = listed.map(key).sort().join(';');
      if (a !== b) say(hid, `replay ${lang}: findings ${b} (audit ${a})`);
      const stepEvents = r.steps.flatMap((s) => s.findings.map(() => s.n));
      if (stepEvents.some((n, k) => k && n < stepEvents[k - 1])) say(hid, `replay ${lang}: findings out of order ${stepEvents}`);
      const owe = mine.filter((f) => f.owed_to_player !== undefined);
      if (owe.length) {
        const bal = r.balance ?? {};
        if (!near(bal.net_owed_to_players, net)) say(hid, `replay ${lang}: balance net ${bal.net_owed_to_players} (findings ${net})`);
        const seatNet = new Map();
        for (const f of owe) seatNet.set(f.seat ?? -1, round2((seatNet.get(f.seat ?? -1) ?? 0) + (allowed(f) ? 0 : f.owed_to_player)));
        const pos = round2([...seatNet.values()].filter((v) => v > 0).reduce((x, v) => x + v, 0));
        const neg = round2([...seatNet.values()].filter((v) => v < 0).reduce((x, v) => x - v, 0));
        if (!near(bal.house_owes_players, pos) || !near(bal.house_is_owed_by_players, neg)) say(hid, `replay ${lang}: balance owes ${bal.house_owes_players} / owed ${bal.house_is_owed_by_players} (seat nets ${pos} / ${neg})`);
        const flagged = (bal.seats ?? []).flatMap((s) => s.terms).filter((t) => t.allowed_overpayment).length;
        if (flagged !== owe.filter(allowed).length) say(hid, `replay ${lang}: ${flagged} balance terms marked allowed_overpayment (findings ${owe.filter(allowed).length})`);
        const terms = (bal.seats ?? []).flatMap((s) => s.terms);
        if (terms.length !== owe.length) say(hid, `replay ${lang}: balance has ${terms.length} terms (findings with money ${owe.length})`);
        const txt = run(['replay', file, hid, '--lang', lang]);
        const seg = txt.slice(txt.search(lang === 'en' ? /^BALANCE/m : /^SALDO/m));
        for (const s of bal.seats ?? []) {
          const amt = Math.abs(s.owed_to_player).toFixed(2);
          if (s.owed_to_player === 0) {
            // A zone whose terms are all over-payments the text allows: nothing owed, said of its player.
            const none = lang === 'en' ? 'nothing owed to or by the player' : 'nada debido al jugador';
            if (!seg.replace(/\n\s+/g, ' ').includes(none)) say(hid, `replay ${lang} text: seat ${s.seat}'s «${none}» not stated`);
            continue;
          }
          const line = lang === 'en' ? (s.owed_to_player >= 0 ? 'owed to the player' : 'owed by the player') : (s.owed_to_player >= 0 ? 'debido al jugador' : 'debido por el jugador');
          if (!new RegExp(`${line}[^\\n]*? ${cur(r.currency)} ${amt.replace('.', '\\.')}\\.`).test(seg.replace(/\n\s+/g, ' '))) say(hid, `replay ${lang} text: seat ${s.seat}'s total «${line} ... ${amt}» not stated`);
        }
      }
    }
    if (problems.length === before) agree++;
  }
  return { hands: Object.keys(expect[cat]).length, agree, findings: en.findings.length, expected: Object.values(expect[cat]).reduce((a, e) => a + e.findings.length, 0), problems, open };
}

if (process.argv.includes('--compare')) {
  let bad = 0;
  for (const cat of ['cs', 'ds', 'pg']) {
    const s = compareCat(cat);
    for (const p of s.problems) console.log('   ' + p);
    for (const p of s.open) console.log('   OPEN ' + p);
    bad += s.problems.length;
    console.log(`== ${cat}: hands ${s.hands}, agree ${s.agree}, veedor findings ${s.findings}, expected ${s.expected}`);
  }
  process.exitCode = bad ? 1 : 0;
}
