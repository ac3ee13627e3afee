#!/usr/bin/env node
// clause30-other: a new examiner's hands for Póker Caribeño, Dragon Six and the pai gow bonus, written from the Spanish
// texts (rules-catalog/<id>/source.txt) and docs/spec, on what the earlier sets (clause17-other, verify18-other,
// compound21-other, clause28-other, clause29-other, oracle15, dispute27) did not try: a dealer card recorded twice (the
// deal doubled, or the same card twice in five) and a card turned over that the deal never recorded (Póker Caribeño Arts.
// 5º, 10º, 11º); a table whose log records procedures only from a later hand, read first (Art. 7º, by started_at); the
// posted limits at Dragon Six (no article); a late Tie bet on a tie and a half cent at Banca six; chips added to a bonus
// bet after the number and settled with it (pai gow (B)(1)); the one-dollar bonus at 5½ to 1.
// LEGAL hands must draw no finding; FAULTY hands exactly the findings listed (article, event, seat/spot, owed to the
// player in currency units: positive owed to him, negative owed by him). Where the text is silent the catalog's
// documented reading (articles.json, docs/interpretations.md) is what is expected, and the hand's note says so.
//
// My clause list (before reading the earlier sets). Póker Caribeño: Art. 5º a complete deck, no jokers, change a faulty
// one; Art. 6º new decks: show, turn, wash, shuffle, cut, in order; Art. 7º each game: shuffle then cut (count, show,
// turn, wash optional before); Art. 8º five cards verified after a player's participation; Art. 9º one player at least, a
// one per zone, b one zone per player, c stays (not in a log), d shows no card, e the ante, chips only, f the room's
// limits; Art. 10º five cards each, left to right, five rounds, the dealer last each round, all down but his last;
// Art. 11º bet or fold after the deal (a fold loses the ante), then the dealer uncovers and compares; Art. 12º the
// tie-breaks; Art. 13º below A-K: antes 1 to 1, bets void; Art. 14º ante 1 to 1, bet per table, «no menor»; Art. 15º the
// posted cap. Dragon Six: Art. 4º complete decks; Arts. 5º-6º the shoe's preparation; Art. 7º a one player per zone
// (behind when all are taken), b chips, until the first card; Art. 8º Punto 1:1, Banca 1:1 or half on six, Tie 8:1,
// Banca+Tie or Punto+Tie; Art. 10º the first four cards alternate (the rest of the page lost). No article on limits.
// Pai gow bonus (B)(1) before the generator, with a pai gow wager, on several numbers; (B)(2) chips on the number; (B)(3)
// the number wins; (B)(4) losers collected at once after «no más apuestas» and the number; (B)(5) winners paid after,
// before any card; (B)(6) 5½ to 6 as printed, rounded to the dollar; (B)(7) a dollar minimum, the payout within the
// table's maximum; (C) independent of the pai gow wager.
//
//   node scripts/clause30-other.mjs write    writes scripts/clause30-other-hands.ndjson (the data file)
//   node scripts/clause30-other.mjs check    checks the data file is what this script writes, audits it with
//                                             dist/cli/veedor.js (es and en, NDJSON and CSV) and prints every disagreement
import { examiner, runExaminer } from './examiner-other.mjs';

const { hands, expect, P, Q, cs, WIN, LOSE, NOHAND, ds, pg } = examiner({ prefix: 'C30', day: 9, dealer: 'D-30' });
const AK = ['As', 'Kd', '8d', '4h', '2c']; // the dealer qualifies with A-K exactly (Art. 13º)
const QQ = ['Qc', 'Qd', '9h', '6s', '3c']; // a pair of queens: beats AK, 1 to 1
const AA = ['Ac', 'Ad', '9h', '6s', '3c']; // a pair of aces: beats AK and a pair of kings
const at = (ev, m, nth = 1) => { let n = 0; for (let i = 0; i < ev.length; i++) if (Object.entries(m).every(([k, v]) => ev[i][k] === v) && ++n === nth) return i + 1; throw new Error(`no event ${JSON.stringify(m)}`); };
/** The hand just added, its events (to place a finding by what the event is, after an edit). */
const last = (cat) => hands[cat][hands[cat].length - 1];
/** Sets the expected finding's event once the hand is built (`edit` runs before `resolve`, labels shift). */
const fix = (cat, n, f) => { const h = last(cat); expect[cat][h.hand_id].findings[n].event = f(h.events); };

// =====================================================================================================================
// Póker Caribeño (1999)
// =====================================================================================================================
// --- a dealer card recorded twice. One deck (reading CS-5º-2): the second K♦ is Art. 5º's faulty deck; the comparison
// of Art. 12º is not made (a card more often than the deck holds it), so no settlement is judged.
// (clause31-other: the face finding on the fifth of six, kept here at first, was the one extra card accused twice; his
// last card went up as the text asks, so Art. 10º once, for the six cards.)
cs('F01', 'Arts. 5º/10º: the deal of the dealer\'s K♦ recorded twice (six cards to him, one deck): the repeated card (Art. 5º), six cards and not five (Art. 10º); his last card went up as the text asks (no face finding); no Art. 11º for the copy his reveal of K♦ shows', {
  seats: [{ seat: 1, ante: 10, cards: QQ, settle: WIN(10, 1) }], dealer: AK,
  edit: (ev, idx) => { const i = idx['dealer.1'] - 1; ev.splice(i + 1, 0, { ...ev[i] }); },
  findings: [Q('Art. 5º', 0), Q('Art. 10º', 0)],
});
fix('cs', 0, (ev) => at(ev, { type: 'deal', card: 'Kd' }, 2));
fix('cs', 1, (ev) => at(ev, { type: 'deal', card: '2c' }));
cs('F02', 'Art. 5º: five cards to the dealer holding K♦ twice (one deck), each card name revealed once: the repeated card only (his reveal of K♦ shows both copies; the comparison is not made)', {
  seats: [{ seat: 1, ante: 10, cards: AA, settle: WIN(10, 1) }], dealer: ['As', 'Kd', 'Kd', '4h', '2c'],
  edit: (ev) => { const i = ev.findIndex((e) => e.type === 'reveal' && e.card === 'Kd'); ev.splice(i + 1, 1); },
  findings: [Q('Art. 5º', 0)],
});
fix('cs', 0, (ev) => at(ev, { type: 'deal', card: 'Kd' }, 2));
cs('F03', 'Art. 11º, two decks: the dealer\'s two K♦ are two cards; one reveal of K♦ leaves the other face down when zone 1 is paid (its pair of aces beats his pair of kings, paid right)', {
  table: { decks: 2 }, seats: [{ seat: 1, ante: 10, cards: AA, settle: WIN(10, 1) }], dealer: ['As', 'Kd', 'Kd', '4h', '2c'],
  edit: (ev) => { const i = ev.findIndex((e) => e.type === 'reveal' && e.card === 'Kd'); ev.splice(i + 1, 1); },
  findings: [Q('Art. 11º', 0, { seat: 1 })],
});
fix('cs', 0, (ev) => at(ev, { type: 'payout', spot: 'ante' }));
cs('L01', 'Arts. 5º/11º/12º, two decks: the dealer\'s K♦ twice revealed twice: his pair of kings loses to the pair of aces, 1 to 1', {
  table: { decks: 2 }, seats: [{ seat: 1, ante: 10, cards: AA, settle: WIN(10, 1) }], dealer: ['As', 'Kd', 'Kd', '4h', '2c'],
});
// --- a card turned over that the deal never recorded (docs/spec: a reveal turns over a face-down card the
// participant holds): the hand holds it as shown; Art. 10º reports the missing deal; the settlements are judged
cs('F04', 'Art. 10º: the deal of the dealer\'s K♦ missing from the record, its reveal kept: the deal the record lacks, once, at the reveal; his A-K qualifies and the pair of queens paid 1 to 1 is right', {
  seats: [{ seat: 1, ante: 10, cards: QQ, settle: WIN(10, 1) }], dealer: AK,
  edit: (ev, idx) => { ev.splice(idx['dealer.1'] - 1, 1); },
  findings: [Q('Art. 10º', 0)],
});
fix('cs', 0, (ev) => at(ev, { type: 'reveal', card: 'Kd' }));
cs('F05', 'Arts. 10º/14º: the same missing deal, and the bet paid 10 of 20: 10 owed (the comparison made on the cards he showed)', {
  seats: [{ seat: 1, ante: 10, cards: QQ, settle: [['payout', 'ante', 10], ['payout', 'bet', 10]] }], dealer: AK,
  edit: (ev, idx) => { ev.splice(idx['dealer.1'] - 1, 1); },
  findings: [Q('Art. 10º', 0), P(0, 1, 'bet', 'Art. 14º', 10)],
});
fix('cs', 0, (ev) => at(ev, { type: 'reveal', card: 'Kd' }));
fix('cs', 1, (ev) => at(ev, { type: 'payout', spot: 'bet' }));
cs('F06', 'Arts. 10º/12º: zone 2\'s third card (a queen) missing from the deal and turned over before its settlement: the deal the record lacks (zone 2); its pair of queens beat A-K and was collected: 20 and 40 owed', {
  seats: [{ seat: 1, ante: 10, cards: ['Jh', 'Th', '7d', '5s', '3d'], settle: LOSE(10) }, { seat: 2, ante: 20, cards: ['Qc', '9c', 'Qd', '6d', '3h'], settle: LOSE(20) }], dealer: AK,
  edit: (ev) => {
    ev.splice(at(ev, { type: 'deal', card: 'Qd' }) - 1, 1);
    ev.splice(at(ev, { type: 'collect', seat: 2, spot: 'ante' }) - 1, 0, { type: 'reveal', to: 'seat:2', card: 'Qd' });
  },
  findings: [Q('Art. 10º', 0, { seat: 2 }), P(0, 2, 'ante', 'Art. 12º', 40), P(0, 2, 'bet', 'Art. 12º', 80)],
});
fix('cs', 0, (ev) => at(ev, { type: 'reveal', card: 'Qd' }));
fix('cs', 1, (ev) => at(ev, { type: 'collect', seat: 2, spot: 'ante' }));
fix('cs', 2, (ev) => at(ev, { type: 'collect', seat: 2, spot: 'bet' }));
cs('L04', 'Arts. 10º/11º (docs/spec, a reveal): the dealer\'s up card shown again with his four down cards turns nothing over; the pair of queens paid 1 to 1', {
  seats: [{ seat: 1, ante: 10, cards: QQ, settle: WIN(10, 1) }], dealer: AK,
  edit: (ev, idx) => { ev.splice(idx['reveal.3'], 0, { type: 'reveal', to: 'dealer', card: AK[4] }); },
});
cs('F08', 'Art. 10º: zone 1\'s third card missing from the deal and never turned over: four cards, not five; its hand cannot be valued (Art. 12º not checked), its wagers unjudged', {
  seats: [{ seat: 1, ante: 10, cards: QQ, settle: WIN(10, 1) }], dealer: AK,
  edit: (ev) => { ev.splice(at(ev, { type: 'deal', card: QQ[2] }) - 1, 1); },
  findings: [Q('Art. 10º', 0, { seat: 1 })],
});
fix('cs', 0, (ev) => at(ev, { type: 'deal', card: AK[4] }));
// --- procedures recorded from a later hand on (docs/spec: the count and the checks follow started_at, never the
// file's order). Table CS-30-ORD: the 20:19 hand records its shuffle, cut and checks and comes first in the file; the
// 20:05 hand records no procedure at all: the log is not shown to record them yet, nothing to say (it was judged by the
// 20:19 hand read before it: the Caribbean demo's CS-CLEAN-05). The 20:40 hand, after it, records none: Art. 7º's
// shuffle and cut and Art. 8º's check of the zone's five cards are missing.
const noProcedures = (ev) => { for (let i = ev.length - 1; i >= 0; i--) if (ev[i].type === 'procedure') ev.splice(i, 1); };
const onTable = (time) => { const h = last('cs'); h.table_id = 'CS-30-ORD'; h.started_at = `2026-12-09T${time}:00-05:00`; };
cs('L02', 'Arts. 7º/8º: the table\'s first hand recording procedures (20:19), read first: shuffle, cut, checks; a pair of queens paid 1 to 1', { seats: [{ seat: 1, ante: 10, cards: QQ, settle: WIN(10, 1) }], dealer: AK });
onTable('20:19');
cs('L03', 'Arts. 7º/8º: the same table at 20:05, read after the 20:19 hand, no procedure recorded: not checkable (the log records them from 20:19), nothing to say', { seats: [{ seat: 1, ante: 10, cards: QQ, settle: WIN(10, 1) }], dealer: AK, edit: noProcedures });
onTable('20:05');
cs('F07', 'Arts. 7º/8º: the same table at 20:40, after the 20:19 hand, no procedure recorded: no shuffle and cut before the deal, zone 1\'s five cards never checked', { seats: [{ seat: 1, ante: 10, cards: QQ, settle: WIN(10, 1) }], dealer: AK, edit: noProcedures, findings: [Q('Art. 7º', 0, { loose: true }), Q('Art. 8º', 0, { seat: 1, loose: true })] });
onTable('20:40');

// =====================================================================================================================
// Dragon Six (2008). Default bets: seat 1 Punto 20; seat 2 Banca 40 and Tie 10; seat 3 Punto 10 and Tie 5.
// =====================================================================================================================
ds('L01', 'Arts. 7º/8º: the posted limits are 10 to 500; a Punto bet of 5 and one of 600, both paid 1 to 1: no article of the surviving page sets limits (docs/interpretations.md DS-7º-5), nothing to say', {
  table: { min_bet: 10, max_bet: 500 }, coup: { p: ['9s', 'Kh'], b: ['3d', 'Kc'] }, bets: [{ seat: 1, spot: 'player', amount: 5 }, { seat: 2, spot: 'player', amount: 600 }],
});
ds('F01', 'Art. 7º b: a Tie bet of 10 placed after the first card, the coup a 7-7 tie, paid 8 to 1: the late chips are no wager (reading late_bets_are_void), 80 owed back by the player', {
  coup: { p: ['7s', 'Kh'], b: ['7c', 'Qd'] }, bets: [{ seat: 4, spot: 'tie', amount: 10 }],
  edit: (ev, idx) => { const [b] = ev.splice(idx['bet.4.tie'] - 1, 1); ev.splice(1, 0, b); },
  findings: [Q('Art. 7º', 2), P(0, 4, 'tie', 'Art. 7º', -80)],
});
fix('ds', 1, (ev) => at(ev, { type: 'payout', seat: 4 }));
ds('L02', 'Art. 8º b: Banca wins with six on a stake of 0.05: half is 0.025, 0.02 paid (reading half_payout_rounding: either cent)', { table: { min_bet: 0.05 }, coup: { p: ['2s', '3h', 'Kd'], b: ['3c', 'Qh', '3d'] }, bets: [{ seat: 5, spot: 'banker', amount: 0.05 }], settle: [['payout', 5, 'banker', 0.02]] });
ds('F02', 'Art. 8º b: the same half of 0.05 paid 0.01: 0.01 owed (to the nearer accepted cent, 0.02)', { table: { min_bet: 0.05 }, coup: { p: ['2s', '3h', 'Kd'], b: ['3c', 'Qh', '3d'] }, bets: [{ seat: 5, spot: 'banker', amount: 0.05 }], settle: [['payout', 5, 'banker', 0.01]], findings: [P('5.banker', 5, 'banker', 'Art. 8º', 0.01)] });

// =====================================================================================================================
// pai gow bonus, Reglamento 8669 Art. 10-10.15
// =====================================================================================================================
const addLate = (seat, number, amount) => (ev, idx) => { ev.splice(idx.rng, 0, { type: 'bet', seat, spot: 'bonus', number, amount }); };
pg('F01', '(B)(1): 5 on 4 before the number, 5 more on 4 after it showed 4, paid 55 (5½ on 10): the late chips are void (reading late_bonus_bet_is_void): reported when placed, and the 27 paid on them owed back, under (B)(1) (5½ on 5 = 27.50, 28)', {
  paigow: [[1, 10]], bonus: [[1, 4, 5]], rng: 4, settle: [['payout', 1, 4, 55]], edit: addLate(1, 4, 5),
  findings: [Q('Art. 10-10.15(B)(1)', 0), P(0, 1, 'bonus', 'Art. 10-10.15(B)(1)', -27)],
});
fix('pg', 0, (ev) => at(ev, { type: 'bet', spot: 'bonus' }, 2));
fix('pg', 1, (ev) => at(ev, { type: 'payout', spot: 'bonus' }));
pg('F02', '(B)(1): 5 on 2 before the number, 5 more on 2 after it showed 6, 10 collected: the late 5 is void and owed back, under (B)(1)', {
  paigow: [[1, 10]], bonus: [[1, 2, 5]], rng: 6, settle: [['collect', 1, 2, 10]], edit: addLate(1, 2, 5),
  findings: [Q('Art. 10-10.15(B)(1)', 0), P(0, 1, 'bonus', 'Art. 10-10.15(B)(1)', 5)],
});
fix('pg', 0, (ev) => at(ev, { type: 'bet', spot: 'bonus' }, 2));
fix('pg', 1, (ev) => at(ev, { type: 'collect', spot: 'bonus' }));
pg('F03', '(B)(1): the same late 5 on 4 handed back and the 5 placed in time paid 28: the money right, the late bet reported', {
  paigow: [[1, 10]], bonus: [[1, 4, 5]], rng: 4, settle: [['payout', 1, 4, 28], ['return', 1, 4, 5]], edit: addLate(1, 4, 5),
  findings: [Q('Art. 10-10.15(B)(1)', 0)],
});
fix('pg', 0, (ev) => at(ev, { type: 'bet', spot: 'bonus' }, 2));
pg('L01', '(B)(6)/(B)(7): the minimum bonus of one dollar on the winning number at 5½ to 1: 5.50, a half dollar, rounded up (reading bonus_half_dollar_rounding): 6', { paigow: [[1, 10]], bonus: [[1, 7, 1]], rng: 7, settle: [['payout', 1, 7, 6]] });
pg('F04', '(B)(6): the same dollar paid 5: a dollar owed', { paigow: [[1, 10]], bonus: [[1, 7, 1]], rng: 7, settle: [['payout', 1, 7, 5]], findings: [P('s.1.7', 1, 'bonus', 'Art. 10-10.15(B)(6)', 1)] });

// =====================================================================================================================
// F01 and F02 (a card more often than one deck holds it) and F08 (a zone of four cards): no comparison to judge
// (Art. 12º); aside from them every hand is judged
// whole; Dragon Six's Arts. 4º-6º (the shoe's procedures) are not recorded by single coups, and L03 is not checkable
// on Arts. 5º-8º (its table records procedures from a later hand on).
runExaminer({
  script: 'clause30-other.mjs', data: 'clause30-other-hands.ndjson', hands, expect,
  mayBeUnchecked: (x) => (x.ruleset === 'pe-dragon-six-baccarat' && ['Art. 4º', 'Art. 5º', 'Art. 6º'].includes(x.article))
    || (x.ruleset === 'pe-poker-caribeno' && x.article === 'Art. 12º' && x.hands === 3)
    || (x.ruleset === 'pe-poker-caribeno' && ['Art. 5º', 'Art. 6º', 'Art. 7º', 'Art. 8º'].includes(x.article) && x.hands === 1),
});
