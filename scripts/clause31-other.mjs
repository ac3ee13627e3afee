#!/usr/bin/env node
// clause31-other: a new examiner's hands for Póker Caribeño, Dragon Six and the pai gow bonus, written from the Spanish
// texts (rules-catalog/<id>/source.txt), docs/spec and docs/interpretations.md before the earlier sets were read.
// LEGAL hands must draw no finding; FAULTY hands exactly the findings listed (article, event, seat/spot, owed to the
// player in currency units: positive owed to him, negative owed by him). Where the text is silent the catalog's
// documented reading is what is expected, and the hand's note names it.
//
// My clause list. Póker Caribeño (1999): Art. 10º five cards each, five rounds, all down but the dealer's last; Art. 11º
// after the deal bet or fold, a fold loses the ante (collected), then the dealer uncovers and compares; Art. 12º a-g the
// tie-breaks inside a combination, then the highest card not in the other hand, else a tie (pushed: reading CS-12º-2);
// Art. 13º below A-K the dealer pays every ante 1 to 1 (whatever the zone holds) and the bets are void (neither paid nor
// collected); Art. 14º ante 1 to 1; bet royal 100, straight flush 50, four 20, full 7, flush 5, straight 4, three 3, two
// pair 2, pair or less 1, «no menor» (more is a warning: reading CS-14º-1); Art. 15º a cap only if posted. The text has
// no side bet or jackpot (none to test). Dragon Six (2008): Art. 3º values, the right digit; Art. 5º the new decks'
// sequence and the burn (reading burn_rule: the first card's value, tens burn 10); Art. 8º Punto 1 to 1, Banca 1 to 1 or
// half when it wins with six, Tie 8 to 1, Punto and Banca returned on a tie (reading tie_returns_punto_banca); Art. 10º
// the first four cards alternate, the rest lost: the standard tableau (reading third_card_tableau), settled on the
// cards as dealt. The text has no Dragon or Six side bet (none to test). Pai gow bonus (Reglamento 8669 Art.
// 10-10.15): (B)(1) with a pai gow wager, before the generator; (B)(3) the number wins, the rest lose; (B)(6) 5½ to 6 as
// printed, rounded to the dollar (a richer payout within 6 a warning: reading bonus_overpaid_within_legal_ratio); (B)(7)
// one dollar minimum, the payout within the table's maximum (max_payout, else max_bet; the maximum may be paid:
// bonus_payout_capped_at_max); no currency is named but the dollar.
// Angles: every pay line at its odds and one unit short, two over; ties decided by the last kicker and true ties; the
// fold; «No hay mano» against a worse zone, a flush, an ante handed back; the tableau at Banca 3-7 against Punto's third
// card on both sides of each boundary, and four breaches of it; naturals against drawn hands; Banca's two-card six;
// a tie paid 9 to 1 and Punto collected on a tie; a new shoe's burn one card short; the bonus paid each way around the
// printed ratio, at the one-dollar minimum and a cent under it, over the maximum paid capped, full and between.
//
//   node scripts/clause31-other.mjs write    writes scripts/clause31-other-hands.ndjson (the data file)
//   node scripts/clause31-other.mjs check    checks the data file is what this script writes, audits it with
//                                             dist/cli/veedor.js (es and en, NDJSON and CSV) and prints every disagreement
import { examiner, runExaminer } from './examiner-other.mjs';

const { hands, expect, P, Q, cs, WIN, LOSE, PUSH, NOHAND, ds, pg } = examiner({ prefix: 'C31', day: 10, dealer: 'D-31' });
const AK = ['As', 'Kd', '8d', '4h', '2c']; // the dealer qualifies with A-K exactly (Art. 13º)
const NO = ['Qs', 'Jd', '8d', '4h', '2c']; // queen high: «No hay mano»
const one = (cards, settle, extra = {}) => ({ seats: [{ seat: 1, ante: 10, cards, settle, ...extra }] });

// =====================================================================================================================
// Póker Caribeño (1999). Zone 1 antes 10 and bets 20 unless said.
// =====================================================================================================================
// --- Art. 14º II: each line at its odds against the dealer's A-K, and one unit short (20 owed each)
const LINES = [
  ['royal flush', 100, ['Ac', 'Kc', 'Qc', 'Jc', 'Tc']],
  ['straight flush', 50, ['9h', '8h', '7h', '6h', '5h']],
  ['four of a kind', 20, ['7s', '7h', '7d', '7c', '3s']],
  ['full house', 7, ['Qs', 'Qh', 'Qd', '5s', '5c']],
  ['flush', 5, ['Jh', '9h', '6h', '3h', '2h']],
  ['straight', 4, ['Tc', '9d', '8c', '7s', '6d']],
  ['three of a kind', 3, ['9s', '9h', '9d', 'Kh', '3c']],
  ['two pair', 2, ['Js', 'Jd', '5h', '5d', '3s']],
  ['one pair', 1, ['Qc', 'Qd', '9h', '6s', '3c']],
  ['ace-king-queen high (un par o menos)', 1, ['Ah', 'Kh', 'Qs', '7c', '3d']],
];
LINES.forEach(([name, line, cards], k) => {
  cs(`L${String(k + 1).padStart(2, '0')}`, `Art. 14º II: ${name} against the dealer's A-K: ante 10, bet 20 × ${line} = ${20 * line}`, { ...one(cards, WIN(10, line)), dealer: AK });
  if (line > 1) cs(`F${String(k + 1).padStart(2, '0')}`, `Art. 14º II: ${name} paid ${line - 1} to 1 (${20 * (line - 1)}): 20 owed`, { ...one(cards, WIN(10, line - 1)), dealer: AK, findings: [P('1.bet', 1, 'bet', 'Art. 14º', 20)] });
});
cs('F11', 'Art. 14º «no menor» (reading CS-14º-1): a full house paid 8 to 1 (160): more than the table, a warning, 20 owed by the player', { ...one(LINES[3][2], WIN(10, 8)), dealer: AK, findings: [P('1.bet', 1, 'bet', 'Art. 14º', -20, { severity: 'warning' })] });
cs('F12', 'Art. 14º I: a pair of queens with the ante paid 2 to 1 (20) and the bet right: a warning, 10 owed by the player', { ...one(LINES[8][2], [['payout', 'ante', 20], ['payout', 'bet', 20]]), dealer: AK, findings: [P('1.ante', 1, 'ante', 'Art. 14º', -10, { severity: 'warning' })] });
// --- Art. 11º: the fold loses the ante
cs('L11', 'Art. 11º: a fold with a pair of queens: the ante collected, no bet', { seats: [{ seat: 1, ante: 10, cards: LINES[8][2], act: 'fold' }], dealer: AK });
cs('F13', 'Art. 11º: a fold with the ante handed back: the player keeps a lost ante, 10 owed by him', { seats: [{ seat: 1, ante: 10, cards: LINES[8][2], act: 'fold', settle: [['return', 'ante', 10]] }], dealer: AK, findings: [P('1.ante', 1, 'ante', 'Art. 11º', -10)] });
// --- Art. 12º: ties and kickers
const TIE = ['Ah', 'Kc', '8s', '4c', '2d']; // the dealer's A-K-8-4-2 in other suits
cs('L12', 'Art. 12º final rule: A-K-8-4-2 against A-K-8-4-2, no card in one hand beats the other: a tie, pushed (reading CS-12º-2)', { ...one(TIE, PUSH(10)), dealer: AK });
cs('F14', 'Art. 12º: the same tie collected as a loss: 10 and 20 owed', { ...one(TIE, LOSE(10)), dealer: AK, findings: [P('1.ante', 1, 'ante', 'Art. 12º', 10), P('1.bet', 1, 'bet', 'Art. 12º', 20)] });
const KICK = ['Ah', 'Kc', '8s', '4c', '3d']; // A-K-8-4-3: beats A-K-8-4-2 on the fifth card
cs('L13', 'Art. 12º final rule: A-K-8-4-3 beats the dealer\'s A-K-8-4-2 on the fifth card: 1 to 1', { ...one(KICK, WIN(10, 1)), dealer: AK });
// My first expectation cited Art. 12º (the tie-break misread). Corrected: Art. 14º is what makes the higher hand «una
// apuesta ganadora» that the explotador «pagará»; both wagers are unpaid winners (as clause28-other C28-CS-F01).
cs('F15', 'Arts. 12º/14º: the same pushed as a tie: two winning wagers unpaid, 10 and 20 owed (Art. 14º)', { ...one(KICK, PUSH(10)), dealer: AK, findings: [P('1.ante', 1, 'ante', 'Art. 14º', 10), P('1.bet', 1, 'bet', 'Art. 14º', 20)] });
cs('L14', 'Art. 12º f: two pair J-J-5-5-9 beats J-J-5-5-8 on the remaining card: 2 to 1', { ...one(['Js', 'Jd', '5h', '5d', '9c'], WIN(10, 2)), dealer: ['Jh', 'Jc', '5s', '5c', '8h'] });
cs('L15', 'Art. 12º g: a pair of queens Q-Q-9-6-3 beats Q-Q-9-6-2 on the last of the other cards: 1 to 1', { ...one(['Qs', 'Qd', '9h', '6s', '3c'], WIN(10, 1)), dealer: ['Qh', 'Qc', '9d', '6c', '2s'] });
cs('F16', 'Art. 12º g: the same collected as a loss (the dealer\'s pair read as higher): 20 and 40 owed', { ...one(['Qs', 'Qd', '9h', '6s', '3c'], LOSE(10)), dealer: ['Qh', 'Qc', '9d', '6c', '2s'], findings: [P('1.ante', 1, 'ante', 'Art. 12º', 20), P('1.bet', 1, 'bet', 'Art. 12º', 40)] });
cs('L16', 'Art. 12º c: flush K-J-9-6-3 beats flush K-J-9-6-2 on the fifth card: 5 to 1', { ...one(['Kh', 'Jh', '9h', '6h', '3h'], WIN(10, 5)), dealer: ['Ks', 'Js', '9s', '6s', '2s'] });
cs('L17', 'Arts. 12º/13º: the dealer qualifies with A-K-4-3-2 and beats A-Q-J-9-7: both collected', { ...one(['Ah', 'Qd', 'Jc', '9s', '7d'], LOSE(10)), dealer: ['As', 'Kd', '4h', '3c', '2c'] });
// --- Art. 13º: «No hay mano»
cs('L18', 'Art. 13º: the dealer\'s Q-high is no hand: a pair of nines gets the ante 1 to 1, the bet handed back', { ...one(['9c', '9h', '7s', '5d', '3c'], NOHAND(10)), dealer: NO });
cs('L19', 'Art. 13º: «pagará los ante a los jugadores que queden en la partida»: J-high, worse than his Q-high, still gets the ante 1 to 1, the bet handed back', { ...one(['Jh', 'Tc', '7d', '5s', '3d'], NOHAND(10)), dealer: NO });
cs('F17', 'Art. 13º: the same J-high collected as compared (the dealer\'s Q-high wins): 20 on the ante, 20 on the bet owed', { ...one(['Jh', 'Tc', '7d', '5s', '3d'], LOSE(10)), dealer: NO, findings: [P('1.ante', 1, 'ante', 'Art. 13º', 20), P('1.bet', 1, 'bet', 'Art. 13º', 20)] });
cs('F18', 'Art. 13º: a flush against no hand, its bet paid 5 to 1 (100): the bet is void, 100 owed by the player', { ...one(['Kh', 'Th', '7h', '5h', '3h'], [['payout', 'ante', 10], ['payout', 'bet', 100]]), dealer: NO, findings: [P('1.bet', 1, 'bet', 'Art. 13º', -100)] });
cs('F19', 'Art. 13º: a pair of nines against no hand, the ante handed back instead of paid: 10 owed', { ...one(['9c', '9h', '7s', '5d', '3c'], [['return', 'ante', 10], ['return', 'bet', 20]]), dealer: NO, findings: [P('1.ante', 1, 'ante', 'Art. 13º', 10)] });

cs('L20', 'Arts. 12º/14º f (reading CS-12º-1): the wheel A-2-3-4-5 is a straight: 4 to 1 against A-K', { ...one(['Ah', '2d', '3c', '4s', '5h'], WIN(10, 4)), dealer: AK });
cs('L21', 'Art. 14º b: A-2-3-4-5 of diamonds is a straight flush, not a royal: 50 to 1', { ...one(['Ad', '2d', '3d', '4d', '5d'], WIN(10, 50)), dealer: ['As', 'Kh', '8c', '4h', '2c'] });
cs('F20', 'Art. 14º «no menor» (reading CS-14º-1): the same steel wheel paid as a royal (2000): more than owed, a warning, 1000 owed by the player', { ...one(['Ad', '2d', '3d', '4d', '5d'], WIN(10, 100)), dealer: ['As', 'Kh', '8c', '4h', '2c'], findings: [P('1.bet', 1, 'bet', 'Art. 14º', -1000, { severity: 'warning' })] });
cs('L22', 'Arts. 12º/13º: the dealer\'s pair of twos qualifies and beats A-K-Q high: both collected', { ...one(['Ah', 'Kh', 'Qs', '8c', '3d'], LOSE(10)), dealer: ['2s', '2d', '9c', '7h', '4d'] });
cs('L23', 'Art. 14º: odd cents, ante 10.05 and bet 20.10 on a flush: 10.05 and 100.50', { seats: [{ seat: 1, ante: 10.05, bet: 20.10, cards: LINES[4][2], settle: [['payout', 'ante', 10.05], ['payout', 'bet', 100.5]] }], dealer: AK });
cs('F21', 'Art. 14º: the same flush bet paid 100.00: 0.50 owed', { seats: [{ seat: 1, ante: 10.05, bet: 20.10, cards: LINES[4][2], settle: [['payout', 'ante', 10.05], ['payout', 'bet', 100]] }], dealer: AK, findings: [P('1.bet', 1, 'bet', 'Art. 14º', 0.5)] });
const Z3 = [
  { seat: 1, ante: 10, cards: ['Jh', 'Th', '7d', '5s', '3d'], act: 'fold' },
  { seat: 2, ante: 20, cards: ['Tc', '9d', '8c', '7s', '6d'] },
  { seat: 3, ante: 15, cards: ['Qc', 'Jc', '9h', '6s', '3c'] },
];
cs('L24', 'Arts. 11º-14º, three zones: zone 1 folds (ante collected), zone 2\'s straight paid 1 and 4 to 1, zone 3\'s Q-high loses to A-K', { seats: [Z3[0], { ...Z3[1], settle: WIN(20, 4) }, { ...Z3[2], settle: LOSE(15) }], dealer: AK });
cs('L25', 'Arts. 11º/13º, three zones against the dealer\'s Q-J-8-4-2, no hand (zone 3\'s K-high beats it, zone 2\'s straight too: no matter): zone 1 folded loses its ante; zones 2 and 3 get the ante 1 to 1, the bets handed back', { seats: [Z3[0], { ...Z3[1], settle: NOHAND(20) }, { ...Z3[2], cards: ['Kc', 'Jc', '9h', '6s', '3c'], settle: NOHAND(15) }], dealer: NO });
cs('F22', 'Arts. 11º/13º: the same, the folded zone 1 paid its ante too: «los jugadores que queden en la partida» only; 20 owed by the player', { seats: [{ ...Z3[0], settle: [['payout', 'ante', 10]] }, { ...Z3[1], settle: NOHAND(20) }, { ...Z3[2], cards: ['Kc', 'Jc', '9h', '6s', '3c'], settle: NOHAND(15) }], dealer: NO, findings: [P('1.ante', 1, 'ante', 'Art. 11º', -20)] });

cs('F23', 'Art. 13º, two zones against no hand: zone 1\'s void bet paid 1 to 1 (-20), zone 2\'s void bet collected (+40); both antes paid right', { seats: [{ seat: 1, ante: 10, cards: ['9c', '9h', '7s', '5d', '3c'], settle: WIN(10, 1) }, { seat: 2, ante: 20, cards: ['Jh', 'Tc', '7d', '5s', '3d'], settle: [['payout', 'ante', 20], ['collect', 'bet', 40]] }], dealer: NO, findings: [P('1.bet', 1, 'bet', 'Art. 13º', -20), P('2.bet', 2, 'bet', 'Art. 13º', 40)] });

// =====================================================================================================================
// Dragon Six (2008). Bets: seat 1 Punto 20; seat 2 Banca 40 and Tie 10; seat 3 Punto 10 and Tie 5; settled on the cards.
// =====================================================================================================================
const coup = (p, b) => ({ p, b });
const TAB = [
  ['Banca 3 stands on Punto\'s third card 8 (3 against 2)', ['Ks', '4h', '8d'], ['3c', 'Qh']],
  ['Banca 3 draws on Punto\'s 9 (8 against 3)', ['Ks', '4h', '9d'], ['3c', 'Qh', '5s']],
  ['Banca 3 draws on Punto\'s 0 (7 against 2)', ['Ks', '2h', 'Kd'], ['3c', 'Qh', '4s']],
  ['Banca 4 stands on Punto\'s ace (Punto 5 against 4)', ['2s', '2h', 'Ad'], ['4c', 'Kh']],
  ['Banca 4 draws on Punto\'s 2 (7 against 4)', ['2s', 'Kh', '2d'], ['4c', 'Qh', '3s']],
  ['Banca 4 stands on Punto\'s 8 (4 against 3)', ['5s', 'Kh', '8d'], ['4c', 'Qh']],
  ['Banca 5 stands on Punto\'s 3 (5 against 3)', ['Ks', 'Qh', '3d'], ['5c', 'Jh']],
  ['Banca 5 draws on Punto\'s 4 (7 against 4)', ['Ks', 'Qh', '4d'], ['5c', 'Jh', '2s']],
  ['Banca 6 stands on Punto\'s 5: Banca wins with a two-card six, paid half', ['Ks', 'Qh', '5d'], ['6c', 'Jh']],
  ['Banca 6 draws on Punto\'s 6: six all, a tie on three cards each side (Punto/Banca returned, Tie 8 to 1)', ['Ks', 'Qh', '6d'], ['6c', 'Jh', 'Kc']],
  ['Banca 6 draws on Punto\'s 7 (9 against 7)', ['Ks', 'Qh', '7d'], ['6c', 'Jh', '3s']],
  ['Banca 6 stands on Punto\'s 8: Punto\'s drawn 8 wins', ['Ks', 'Qh', '8d'], ['6c', 'Jh']],
  ['Banca 7 stands on Punto\'s 6 (7 against 6)', ['Ks', 'Qh', '6d'], ['7c', 'Jh']],
  ['Punto stands on 7, Banca draws on 5 and makes 6: Punto wins', ['3s', '4h'], ['5c', 'Kh', 'Ad']],
  ['Punto 6 and Banca 6 both stand: a two-card tie', ['3s', '3h'], ['6c', 'Kh']],
  ['a natural 8 against Banca\'s 7: no one draws, Punto wins', ['8s', 'Kh'], ['7c', 'Qd']],
  ['a natural 8 against Banca\'s 5: Banca may not draw, Punto wins', ['8s', 'Kh'], ['5c', 'Qd']],
  ['Banca\'s natural 9 beats Punto\'s natural 8', ['8s', 'Kh'], ['9c', 'Qd']],
  ['Punto\'s drawn 9 (4 and a 5) against Banca\'s 7 standing on a 5', ['4s', 'Kh', '5d'], ['7c', 'Qd']],
];
TAB.forEach(([why, p, b], k) => ds(`L${String(k + 1).padStart(2, '0')}`, `Arts. 8º/10º (reading third_card_tableau): ${why}`, { coup: coup(p, b) }));
ds('F01', 'Art. 10º: Banca draws against Punto\'s natural 8 (Banca 5 + 2 = 7): the draw reported, Punto wins on the cards either way', { coup: coup(['8s', 'Kh'], ['5c', 'Qd', '2s']), findings: [Q('Art. 10º', 'b3')] });
ds('F02', 'Art. 10º: Banca 6 draws on Punto\'s 5 (6 + 2 = 8): the draw reported; settled on the cards as dealt, Banca\'s 8 paid 1 to 1', { coup: coup(['Ks', 'Qh', '5d'], ['6c', 'Jh', '2s']), findings: [Q('Art. 10º', 'b3')] });
ds('F03', 'Art. 10º: Banca 3 draws on Punto\'s 8 (3 + A = 4 against 2): the draw reported, Banca wins on the cards', { coup: coup(['Ks', '4h', '8d'], ['3c', 'Qh', 'Ah']), findings: [Q('Art. 10º', 'b3')] });
ds('F04', 'Art. 10º: Banca 5 stands on Punto\'s 4 (it must draw): reported; Banca\'s 5 wins on the cards', { coup: coup(['Ks', 'Qh', '4d'], ['5c', 'Jh']), findings: [Q('Art. 10º', 0, { loose: true })] });
ds('F05', 'Art. 10º: Punto stands on 5 (it must draw): reported; Banca\'s 7 wins on the cards', { coup: coup(['Ks', '5h'], ['Kc', '7d']), findings: [Q('Art. 10º', 0, { loose: true })] });
ds('F06', 'Art. 8º b: Banca\'s two-card six paid in full (40 on 40): 20 owed by the player', {
  coup: coup(['Ks', 'Qh', '5d'], ['6c', 'Jh']),
  settle: [['collect', 1, 'player', 20], ['payout', 2, 'banker', 40], ['collect', 2, 'tie', 10], ['collect', 3, 'player', 10], ['collect', 3, 'tie', 5]],
  findings: [P('2.banker', 2, 'banker', 'Art. 8º', -20)],
});
ds('F07', 'Art. 8º b: Banca wins with 7, paid half (20 on 40): 20 owed', {
  coup: coup(['Ks', 'Qh', '6d'], ['7c', 'Jh']),
  settle: [['collect', 1, 'player', 20], ['payout', 2, 'banker', 20], ['collect', 2, 'tie', 10], ['collect', 3, 'player', 10], ['collect', 3, 'tie', 5]],
  findings: [P('2.banker', 2, 'banker', 'Art. 8º', 20)],
});
ds('F08', 'Art. 8º c: a two-card tie with the Tie of 10 paid 9 to 1 (90): 10 owed by the player', {
  coup: coup(['3s', '3h'], ['6c', 'Kh']),
  settle: [['return', 1, 'player', 20], ['return', 2, 'banker', 40], ['payout', 2, 'tie', 90], ['return', 3, 'player', 10], ['payout', 3, 'tie', 40]],
  findings: [P('2.tie', 2, 'tie', 'Art. 8º', -10)],
});
ds('F09', 'Art. 8º (reading tie_returns_punto_banca): the same tie with both Punto bets collected: 20 and 10 owed', {
  coup: coup(['3s', '3h'], ['6c', 'Kh']),
  settle: [['collect', 1, 'player', 20], ['return', 2, 'banker', 40], ['payout', 2, 'tie', 80], ['collect', 3, 'player', 10], ['payout', 3, 'tie', 40]],
  findings: [P('1.player', 1, 'player', 'Art. 8º', 20), P('3.player', 3, 'player', 'Art. 8º', 10)],
});
ds('L21', 'Art. 8º c: natural 9 against natural 9: a tie, Tie 8 to 1, Punto and Banca returned', { coup: coup(['9s', 'Kh'], ['4c', '5d']) });
ds('L22', 'Art. 8º b: Banca 15 wins with a two-card six: half, 7.50', { coup: coup(['Ks', 'Qh', '5d'], ['6c', 'Jh']), bets: [{ seat: 4, spot: 'banker', amount: 15 }] });
ds('F11', 'Art. 10º: Punto stands on 7 and Banca draws on 6 (it must stand): reported; Banca\'s 6 + 2 = 8 wins on the cards', { coup: coup(['3s', '4h'], ['6c', 'Kh', '2d']), findings: [Q('Art. 10º', 'b3')] });
ds('F12', 'Art. 10º: Punto draws on 6 (it must stand): reported; 6 + K = 6 against Banca\'s 7, Banca wins on the cards', { coup: coup(['3s', '3h', 'Kd'], ['7c', 'Qh']), findings: [Q('Art. 10º', 'p3')] });
ds('F13', 'Art. 8º c: a two-card 6-6 tie with both Tie bets collected: 90 and 45 owed (the stake and 8 to 1)', {
  coup: coup(['3s', '3h'], ['6c', 'Kh']),
  settle: [['return', 1, 'player', 20], ['return', 2, 'banker', 40], ['collect', 2, 'tie', 10], ['return', 3, 'player', 10], ['collect', 3, 'tie', 5]],
  findings: [P('2.tie', 2, 'tie', 'Art. 8º', 90), P('3.tie', 3, 'tie', 'Art. 8º', 45)],
});
// a natural 8 against a drawn 8: Banca draws against Punto's natural (a breach) and reaches 8 as well
const TIE_AS_DEALT = [['return', 1, 'player', 20], ['return', 2, 'banker', 40], ['payout', 2, 'tie', 80], ['return', 3, 'player', 10], ['payout', 3, 'tie', 40]];
const PUNTO_AS_TABLEAU = [['payout', 1, 'player', 20], ['collect', 2, 'banker', 40], ['collect', 2, 'tie', 10], ['payout', 3, 'player', 10], ['collect', 3, 'tie', 5]];
ds('F14', 'Art. 10º: Punto\'s natural 8, Banca 5 draws a 3 (it may not): 8 all as dealt, settled as a tie: the draw reported, the tie settlement on the cards as dealt accepted', { coup: coup(['8s', 'Kh'], ['5c', 'Qd', '3s']), settle: TIE_AS_DEALT, findings: [Q('Art. 10º', 'b3')] });
ds('F15', 'Art. 10º (reading tableau_settlement_accepted): the same settled as the tableau has it, Punto\'s natural 8 over Banca\'s 5: accepted, the draw reported', { coup: coup(['8s', 'Kh'], ['5c', 'Qd', '3s']), settle: PUNTO_AS_TABLEAU, findings: [Q('Art. 10º', 'b3')] });
ds('F16', 'Art. 8º (reading tie_returns_punto_banca): a two-card 6-6 tie with Punto paid 1 to 1: 20 and 10 owed by the players', {
  coup: coup(['3s', '3h'], ['6c', 'Kh']),
  settle: [['payout', 1, 'player', 20], ['return', 2, 'banker', 40], ['payout', 2, 'tie', 80], ['payout', 3, 'player', 10], ['payout', 3, 'tie', 40]],
  findings: [P('1.player', 1, 'player', 'Art. 8º', -20), P('3.player', 3, 'player', 'Art. 8º', -10)],
});
// --- the tableau cell by cell (reading third_card_tableau): Punto 2 draws a third card of each value 0-9 against Banca
// 0-7 (Banca 8-9 is a natural). T: Banca follows the tableau (no finding); X: Banca does the other thing (Art. 10º),
// settled on the cards as dealt (reading tableau_settlement_accepted: the cards' outcome when no more wagers fit the
// tableau's). Banca's third card, when drawn, is a 2.
const V3 = (v) => (v === 0 ? 'Th' : v === 1 ? 'Ah' : `${v}h`);
// Banca draws on these Punto third cards, by Banca's total (the printed Punto Banco tableau; 0-2 always, 7 never)
const DRAWS_ON = { 0: '0123456789', 1: '0123456789', 2: '0123456789', 3: '012345679', 4: '234567', 5: '4567', 6: '67', 7: '' };
const bankerDraws = (bt, v) => DRAWS_ON[bt].includes(String(v));
const B2 = (t) => (t === 0 ? ['Kc', 'Jd'] : [`${t === 1 ? 'A' : t}c`, 'Kd']);
for (let bt = 0; bt <= 7; bt++) {
  for (let v = 0; v <= 9; v++) {
    const p = ['Ks', '2s', V3(v)];
    const draws = bankerDraws(bt, v);
    ds(`T${bt}${v}`, `Art. 10º: Banca ${bt} ${draws ? 'draws' : 'stands'} on Punto's third card ${v}`, { coup: coup(p, draws ? [...B2(bt), '2c'] : B2(bt)) });
    ds(`X${bt}${v}`, `Art. 10º: Banca ${bt} ${draws ? 'stands (it must draw)' : 'draws (it must stand)'} on Punto's third card ${v}: reported; settled on the cards`, {
      coup: coup(p, draws ? B2(bt) : [...B2(bt), '2c']), findings: [draws ? Q('Art. 10º', 0, { loose: true }) : Q('Art. 10º', 'b3')],
    });
  }
}

// --- a new shoe (Art. 5º a-f, and the burn, reading burn_rule: a 5 burns five more)
const NEWSHOE = (burn) => [
  { type: 'procedure', name: 'new_deck', decks: 8 }, { type: 'procedure', name: 'show_cards' }, { type: 'procedure', name: 'turn_cards' },
  { type: 'procedure', name: 'wash' }, { type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut' },
  { type: 'procedure', name: 'place_cut_card', position: 14 }, { type: 'procedure', name: 'load_shoe' }, { type: 'procedure', name: 'burn', cards: burn },
];
const POSTED_BURN = { burn_rule: 'first card\'s baccarat value, tens and figures burn 10' };
ds('L20', 'Art. 5º: a new shoe shown, turned, washed, shuffled, cut, the cut card 14 from the base, loaded; the first card a 5 burns five more (six in all); then a natural 9 for Banca', { pre: NEWSHOE(['5d', '2c', '3c', '4c', '6c', '7c']), table: POSTED_BURN, extra: { shoe_id: 'C31-DS-S1' }, coup: coup(['8s', 'Kh'], ['9c', 'Qd']) });
ds('F10', 'Art. 5º (reading burn_rule): the same new shoe with the 5 followed by four cards only: the burn one card short', { pre: NEWSHOE(['5d', '2c', '3c', '4c', '6c']), table: POSTED_BURN, extra: { shoe_id: 'C31-DS-S2' }, coup: coup(['8s', 'Kh'], ['9c', 'Qd']), findings: [Q('Art. 5º', 9)] });

// =====================================================================================================================
// pai gow bonus, Reglamento 8669 Art. 10-10.15. Printed 5½ to 1 unless said; seat 1's pai gow wager 10.
// =====================================================================================================================
const pays = (number, amount) => [['payout', 1, number, amount]];
pg('L01', '(B)(6): printed 6 to 1, 5 on 3 wins: 30', { table: { bonus_payout: 6 }, paigow: [[1, 10]], bonus: [[1, 3, 5]], rng: 3 });
pg('L02', '(B)(6): 5½ to 1, 7 on 2 wins: 38.50 rounded to the nearest dollar, 39', { paigow: [[1, 10]], bonus: [[1, 2, 7]], rng: 2 });
pg('L03', '(B)(6): 5½ to 1, 9 on 6 wins: 49.50, rounded up (reading bonus_half_dollar_rounding): 50', { paigow: [[1, 10]], bonus: [[1, 6, 9]], rng: 6 });
pg('F01', '(B)(6): 7 on 2 at 5½ paid 38: a dollar owed', { paigow: [[1, 10]], bonus: [[1, 2, 7]], rng: 2, settle: pays(2, 38), findings: [P('s.1.2', 1, 'bonus', 'Art. 10-10.15(B)(6)', 1)] });
pg('F02', '(B)(6) (reading bonus_overpaid_within_legal_ratio): 4 on 5 at a printed 5½ paid 24 (6 to 1, the paragraph\'s top): a warning, 2 owed by the player', { paigow: [[1, 10]], bonus: [[1, 5, 4]], rng: 5, settle: pays(5, 24), findings: [P('s.1.5', 1, 'bonus', 'Art. 10-10.15(B)(6)', -2, { severity: 'warning' })] });
pg('F03', '(B)(6): 4 on 5 at a printed 6 paid 28 (7 to 1, over the paragraph\'s 6): 4 owed by the player', { table: { bonus_payout: 6 }, paigow: [[1, 10]], bonus: [[1, 5, 4]], rng: 5, settle: pays(5, 28), findings: [P('s.1.5', 1, 'bonus', 'Art. 10-10.15(B)(6)', -4)] });
pg('L04', '(B)(7): the one-dollar minimum, losing, collected', { paigow: [[1, 10]], bonus: [[1, 1, 1]], rng: 4 });
pg('F04', '(B)(7): 0.99 on 1, under the dollar, losing and collected: reported; the money is the bet\'s as placed (docs: only a whole return is the remedy)', { paigow: [[1, 10]], bonus: [[1, 1, 0.99]], rng: 4, findings: [Q('Art. 10-10.15(B)(7)', 'bonus.0')] });
pg('F05', '(B)(1): seat 2 bets the bonus with no pai gow wager, loses, collected: reported; the money as placed', { paigow: [[1, 10]], bonus: [[1, 3, 5], [2, 4, 5]], rng: 3, findings: [Q('Art. 10-10.15(B)(1)', 'bonus.1', { seat: 2 })] });
// (B)(7): max_bet 1000 and no max_payout: 200 at 5½ would pay 1100
pg('F06', '(B)(7) (reading bonus_payout_capped_at_max): 200 on 4 pays 1100 over the maximum of 1000: the bet reported, 1000 paid is allowed', { paigow: [[1, 10]], bonus: [[1, 4, 200]], rng: 4, settle: pays(4, 1000), findings: [Q('Art. 10-10.15(B)(7)', 'bonus.0')] });
pg('F07', '(B)(7): the same paid in full, 1100: the bet reported, the ratio\'s payout accepted', { paigow: [[1, 10]], bonus: [[1, 4, 200]], rng: 4, settle: pays(4, 1100), findings: [Q('Art. 10-10.15(B)(7)', 'bonus.0')] });
// My first expectation cited the money under (B)(7). Corrected: (B)(7) limits the bet («el límite máximo de la
// apuesta ... de manera que el pago ... no exceda»), and that is its finding; what a winner is paid is (B)(6)'s, here
// limited by (B)(7)'s maximum (Veedor's requirement says so; oracle-pg says B6 too).
pg('F08', '(B)(6)/(B)(7) (bonus_payout_capped_at_max): the same paid 1050, neither the ratio nor the maximum: the bet reported under (B)(7); the payout judged against the maximum under (B)(6), 50 owed by the player', { paigow: [[1, 10]], bonus: [[1, 4, 200]], rng: 4, settle: pays(4, 1050), findings: [Q('Art. 10-10.15(B)(7)', 'bonus.0'), P('s.1.4', 1, 'bonus', 'Art. 10-10.15(B)(6)', -50)] });
pg('F09', '(B)(7): a posted max_payout of 500: 100 on 1 at 5½ would pay 550; 500 paid: the bet reported only', { table: { max_payout: 500 }, paigow: [[1, 10]], bonus: [[1, 1, 100]], rng: 1, settle: pays(1, 500), findings: [Q('Art. 10-10.15(B)(7)', 'bonus.0')] });

pg('L05', '(B)(6): 2.50 on 5 at 5½ wins: 13.75, rounded to the nearest dollar, 14 (the stake may hold cents)', { paigow: [[1, 10]], bonus: [[1, 5, 2.5]], rng: 5 });
pg('F10', '(B)(6): the same paid 13.75, unrounded: 0.25 owed', { paigow: [[1, 10]], bonus: [[1, 5, 2.5]], rng: 5, settle: pays(5, 13.75), findings: [P('s.1.5', 1, 'bonus', 'Art. 10-10.15(B)(6)', 0.25)] });
pg('L06', '(B)(3)/(B)(6): three seats on the winning 6 at a printed 6 to 1: 1, 3 and 10 paid 6, 18 and 60; a fourth seat on 2 collected', { table: { bonus_payout: 6 }, paigow: [[1, 10], [2, 10], [3, 10], [4, 10]], bonus: [[1, 6, 1], [2, 6, 3], [3, 6, 10], [4, 2, 5]], rng: 6 });
pg('L07', '(B)(1)/(B)(3): one seat on 2, 3 and 4 (5 each), the number 3: 2 and 4 collected, 3 paid 27.50 rounded up, 28', { paigow: [[1, 10]], bonus: [[1, 2, 5], [1, 3, 5], [1, 4, 5]], rng: 3 });
// (reading PG-10-10.15(B)(7)-6, added here): the text's dollar read as the log's currency unit
pg('L08', '(B)(6) in EUR (reading PG-10-10.15(B)(7)-6): 7 on 2 at 5½: 38.50, rounded up to 39', { paigow: [[1, 10]], bonus: [[1, 2, 7]], rng: 2 });
hands.pg[hands.pg.length - 1].currency = 'EUR';
pg('F11', '(B)(6) in EUR: the same paid 38: 1 owed', { paigow: [[1, 10]], bonus: [[1, 2, 7]], rng: 2, settle: pays(2, 38), findings: [P('s.1.2', 1, 'bonus', 'Art. 10-10.15(B)(6)', 1)] });
hands.pg[hands.pg.length - 1].currency = 'EUR';

runExaminer({
  script: 'clause31-other.mjs', data: 'clause31-other-hands.ndjson', hands, expect,
  mayBeUnchecked: (x) => x.ruleset === 'pe-dragon-six-baccarat' && ['Art. 4º', 'Art. 5º', 'Art. 6º'].includes(x.article),
});
