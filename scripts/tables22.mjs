#!/usr/bin/env node
// tables22: hands that sit on the POSTED TABLE CONFIGURATION (docs/oracles.md, "tables22"). Earlier examiners wrote
// their hands against each catalog's default table; here every field a table can post (decks, min_bet/max_bet,
// max_splits, pool_commission_pct, max_payout, bet_paytable, bonus_payout, burn_rule, dealer_hole_card,
// original_bets_only, seats, bet_to_ante_ratio, currency) is given non-default values and its boundaries, each hand
// written from the regulation's text (rules-catalog/<ruleset>/source.txt) and docs/spec/hand-log-format.md, with
// every finding it must draw (rule where it matters, article, event, seat, spot, number, expected, actual, owed,
// severity, or an input refusal's field) and no other.
//
// Each configuration is given three ways, and the findings must be the same:
//   inline  scripts/tables22-hands/hands.ndjson, each hand's `table` inline;
//   file    the same hands without `table`, the configurations in a tables file (--tables), by table_id;
//   csv     the same hands as CSV (scripts/verify18-csv.mjs: CSV has no inline table) with a tables file.
// And the cases of the tables file itself (scripts/tables22-hands/extra.*): a field of the wrong type inline and in
// the file, a table in the file no hand uses, a hand's inline table overriding the file's.
//
//   node scripts/tables22.mjs [--es] [-v]     writes scripts/tables22-hands/, audits with dist/cli/veedor.js and
//                                             compares; exit 1 on any disagreement. --es: also audits with --lang es
//                                             and holds its findings, field for field, to the English ones.
import { writeFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { examiner } from './examiner-other.mjs';
import { bet, col, comm, d, down, h, pay, pool, proc, ret, rv, up, x, award, MB, PL, examinerBj } from './examiner-bj.mjs';
import { writeCsv } from './verify18-csv.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, 'tables22-hands');
mkdirSync(OUT, { recursive: true });
const { MIN, hands, expect, P, Q, cs, ds, pg } = examiner({ prefix: 'T22', day: 9, dealer: 'D-22' });
const I = (field) => ({ kind: 'input', field });

// ===================================================================== Póker Caribeño (PEN; builder table: decks 1, 5-500, minimum pay table)
// QD: the dealer qualifies with A-K (Art. 13º). Art. 14º II: the bet is paid «Sujeto a la limitación de pago máximo
// previsto en el Artículo 15º»; Art. 15º: «el explotador podrá establecer un pago máximo» for «las bet ganadoras»: a
// cap on each winning bet's payout (not the ante's, not the hand's, not the player's).
const QD = ['Ah', 'Kd', '7c', '4s', '2h'];
const ROYAL = ['As', 'Ks', 'Qs', 'Js', 'Ts'];
cs('01', 'max_payout 1000: a royal flush on a bet of 20 (100 to 1 = 2000) paid the posted maximum 1000, the ante 10: legal', {
  table: { max_payout: 1000 }, seats: [{ seat: 1, ante: 10, cards: ROYAL, settle: [['payout', 'ante', 10], ['payout', 'bet', 1000]] }], dealer: QD });
cs('02', 'max_payout 1000: the royal flush paid 900 (100 owed under the cap, Art. 15º)', {
  table: { max_payout: 1000 }, seats: [{ seat: 1, ante: 10, cards: ROYAL, settle: [['payout', 'ante', 10], ['payout', 'bet', 900]] }], dealer: QD,
  findings: [P('1.bet', 1, 'bet', 'Art. 15º', 100, { exp: 1000, act: 900 })] });
cs('03', 'max_payout 1000 per bet, two zones: a royal on 20 and a straight flush on 40 (2000 each) each paid 1000 (2000 in the coup, no cap on the coup): legal', {
  table: { max_payout: 1000 }, seats: [{ seat: 1, ante: 10, cards: ROYAL, settle: [['payout', 'ante', 10], ['payout', 'bet', 1000]] },
    { seat: 2, ante: 20, cards: ['9h', '8h', '7h', '6h', '5h'], settle: [['payout', 'ante', 20], ['payout', 'bet', 1000]] }], dealer: QD });
cs('04', 'max_payout 1000 on the boundary: a straight flush on 20 (50 to 1 = 1000 exactly) paid 1000 and its ante 10 (1010 to the zone: the cap is the bet\'s): legal', {
  table: { max_payout: 1000 }, seats: [{ seat: 1, ante: 10, cards: ['9h', '8h', '7h', '6h', '5h'], settle: [['payout', 'ante', 10], ['payout', 'bet', 1000]] }], dealer: QD });
cs('05', 'max_payout 1000: a full house on 150 (7 to 1 = 1050) paid in full: 50 above the posted cap (a warning: Art. 14º «no menor»)', {
  table: { max_payout: 1000 }, seats: [{ seat: 1, ante: 75, bet: 150, cards: ['9c', '9d', '9s', '5c', '5d'], settle: [['payout', 'ante', 75], ['payout', 'bet', 1050]] }], dealer: QD,
  findings: [P('1.bet', 1, 'bet', 'Art. 15º', -50, { exp: 1000, act: 1050, severity: 'warning' })] });
cs('06', 'bet_paytable above the minimum (flush 6): a flush on 20 paid 120: legal', {
  table: { bet_paytable: { ...MIN, flush: 6 } }, seats: [{ seat: 1, ante: 10, cards: ['Jc', '9c', '6c', '5c', '3c'], settle: [['payout', 'ante', 10], ['payout', 'bet', 120]] }], dealer: QD });
cs('07', 'bet_paytable one line below the minimum (straight 3 where Art. 14º II f says 4): the posting is a finding; a straight on 20 paid at the posted 3 (60) is owed the minimum 80 (20 owed)', {
  table: { bet_paytable: { ...MIN, straight: 3 } }, seats: [{ seat: 1, ante: 10, cards: ['8c', '9d', 'Th', 'Js', 'Qc'], settle: [['payout', 'ante', 10], ['payout', 'bet', 60]] }], dealer: QD,
  findings: [Q('Art. 14º'), P('1.bet', 1, 'bet', 'Art. 14º', 20, { exp: 80, act: 60 })] });
cs('08', 'bet_to_ante_ratio 2: zone 1 bets 20 on 10 (legal, a pair paid 10 and 20); zone 2 bets 30 on 10 (Art. 9º), loses, collected as placed', {
  table: { bet_to_ante_ratio: 2 }, seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '3d'], settle: [['payout', 'ante', 10], ['payout', 'bet', 20]] },
    { seat: 2, ante: 10, bet: 30, cards: ['5c', '6d', '8h', '9c', 'Jd'], settle: [['collect', 'ante', 10], ['collect', 'bet', 30]] }], dealer: QD,
  findings: [Q('Art. 9º', 'dec.2', { seat: 2 })] });
cs('09', 'bet_to_ante_ratio 1: zone 1 bets 10 on 10, two pair paid 10 and 20 (legal); zone 2 bets the usual 20 on 10 (Art. 9º: not the posted 1), two pair paid 10 and 40', {
  table: { bet_to_ante_ratio: 1 }, seats: [{ seat: 1, ante: 10, bet: 10, cards: ['Qc', 'Qd', '3h', '3s', '8c'], settle: [['payout', 'ante', 10], ['payout', 'bet', 20]] },
    { seat: 2, ante: 10, bet: 20, cards: ['Jc', 'Jd', '5h', '5s', '9c'], settle: [['payout', 'ante', 10], ['payout', 'bet', 40]] }], dealer: QD,
  findings: [Q('Art. 9º', 'dec.2', { seat: 2 })] });
cs('10', 'bet_to_ante_ratio 2.5: 25 on 10 (a pair: 10 and 25) and 12.50 on 5 (two pair: 5 and 25): legal', {
  table: { bet_to_ante_ratio: 2.5 }, seats: [{ seat: 1, ante: 10, bet: 25, cards: ['Kc', 'Kh', '4d', '8c', '3d'], settle: [['payout', 'ante', 10], ['payout', 'bet', 25]] },
    { seat: 2, ante: 5, bet: 12.5, cards: ['Qc', 'Qd', '3h', '3s', '9c'], settle: [['payout', 'ante', 5], ['payout', 'bet', 25]] }], dealer: QD });
cs('11', 'CLP (no minor unit), limits 500-100000: ante 1000, bet 2000, a flush paid 1000 and 10000: legal', {
  table: { currency: 'CLP', min_bet: 500, max_bet: 100000 }, seats: [{ seat: 1, ante: 1000, cards: ['Jc', '9c', '6c', '5c', '3c'], settle: [['payout', 'ante', 1000], ['payout', 'bet', 10000]] }], dealer: QD });
cs('12', 'CLP: an ante of 1000.50 is no CLP amount: refused naming events[2].amount', {
  table: { currency: 'CLP', min_bet: 500, max_bet: 100000 }, seats: [{ seat: 1, ante: 1000.5, bet: 2001, cards: ['Jc', '9c', '6c', '5c', '3c'], settle: [['payout', 'ante', 1000.5], ['payout', 'bet', 10005]] }], dealer: QD,
  findings: [I('events[2].amount')] });
cs('13', 'KWD (three decimals, read to two): ante 10.50, bet 21, a pair paid 10.50 and 21: legal', {
  table: { currency: 'KWD' }, seats: [{ seat: 1, ante: 10.5, cards: ['Kc', 'Kh', '4d', '8c', '3d'], settle: [['payout', 'ante', 10.5], ['payout', 'bet', 21]] }], dealer: QD });
cs('14', 'KWD: a posted min_bet of 5.125 (a third decimal) is refused naming table.min_bet', {
  table: { currency: 'KWD', min_bet: 5.125 }, seats: [{ seat: 1, ante: 10.5, cards: ['Kc', 'Kh', '4d', '8c', '3d'], settle: [['payout', 'ante', 10.5], ['payout', 'bet', 21]] }], dealer: QD,
  findings: [I('table.min_bet')] });
cs('15', 'decks 1: the dealer\'s 7c dealt again to zone 1 (its fifth card, event 12): a faulty deck (Art. 5º)', {
  table: { decks: 1 }, seats: [{ seat: 1, ante: 10, cards: ['Qc', 'Qd', '3h', '3s', '7c'], settle: [['payout', 'ante', 10], ['payout', 'bet', 40]] }], dealer: QD,
  findings: [Q('Art. 5º', 12)] });
cs('16', 'decks 2: the same 7c twice is what two decks hold: legal', {
  table: { decks: 2 }, seats: [{ seat: 1, ante: 10, cards: ['Qc', 'Qd', '3h', '3s', '7c'], settle: [['payout', 'ante', 10], ['payout', 'bet', 40]] }], dealer: QD });
cs('17', 'min_bet 5 / max_bet 500 on the ante (limits_apply_to "ante", an interpretation: Art. 9º f leaves the limits to the room): ante 4 under the minimum (Art. 9º); ante 300 with a bet of 600 is within the posting', {
  seats: [{ seat: 1, ante: 4, cards: ['5c', '6d', '8h', '9c', 'Jd'], settle: [['collect', 'ante', 4], ['collect', 'bet', 8]] },
    { seat: 2, ante: 300, cards: ['Kc', 'Kh', '4d', '8c', '3d'], settle: [['payout', 'ante', 300], ['payout', 'bet', 600]] }], dealer: QD,
  findings: [Q('Art. 9º', 'ante.1', { seat: 1 })] });
cs('21', 'seats 3 and a zone 4 (the Caribbean text numbers no zones): the format\'s seat-beyond-table at the zone\'s ante; zone 4 judged as recorded (a pair paid right)', {
  table: { seats: 3 }, seats: [{ seat: 1, ante: 10, cards: ['5c', '6d', '8h', '9c', 'Jd'], settle: [['collect', 'ante', 10], ['collect', 'bet', 20]] },
    { seat: 4, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '3d'], settle: [['payout', 'ante', 10], ['payout', 'bet', 20]] }], dealer: QD,
  findings: [{ kind: 'procedure', rule: 'seat-beyond-table', article: 'Formato v1', at: 'ante.4', seat: 4 }] });
cs('18', 'max_payout 10, under the 1 to 1 of a pair on 20: Art. 15º «No obstante las proporciones de pago mínimas»: the pair\'s bet paid 10 (capped), its ante 10: legal', {
  table: { max_payout: 10 }, seats: [{ seat: 1, ante: 10, cards: ['Kc', 'Kh', '4d', '8c', '3d'], settle: [['payout', 'ante', 10], ['payout', 'bet', 10]] }], dealer: QD });
cs('19', 'a posted royal line of 200 and max_payout 1000: a royal on 10 (2000 at the posted line) paid 1000: legal; the same on zone 2 paid 900 (100 owed: Art. 15º)', {
  table: { max_payout: 1000, bet_paytable: { ...MIN, royal_flush: 200 } }, seats: [{ seat: 1, ante: 5, bet: 10, cards: ROYAL, settle: [['payout', 'ante', 5], ['payout', 'bet', 1000]] },
    { seat: 2, ante: 5, bet: 10, cards: ['Ac', 'Kc', 'Qc', 'Jc', 'Tc'], settle: [['payout', 'ante', 5], ['payout', 'bet', 900]] }], dealer: QD,
  findings: [P('2.bet', 2, 'bet', 'Art. 15º', 100, { exp: 1000, act: 900 })] });
cs('20', 'bet_to_ante_ratio 2.5 on an ante of 5.01: 12.525 is no cent amount; a bet of 12.52 or 12.53 is the posting to the nearest cent (legal, both zones lose)', {
  table: { bet_to_ante_ratio: 2.5 }, seats: [{ seat: 1, ante: 5.01, bet: 12.52, cards: ['5c', '6d', '8h', '9c', 'Jd'], settle: [['collect', 'ante', 5.01], ['collect', 'bet', 12.52]] },
    { seat: 2, ante: 5.01, bet: 12.53, cards: ['5s', '6h', '8d', '9s', 'Jc'], settle: [['collect', 'ante', 5.01], ['collect', 'bet', 12.53]] }], dealer: QD });
cs('22', 'CLP, bet_to_ante_ratio 2.5 on an ante of 1001 (2502.5 pesos): 2502 and 2503 are the posting in whole pesos (legal); 2504 is not (Art. 9º)', {
  table: { currency: 'CLP', min_bet: 500, max_bet: 100000, bet_to_ante_ratio: 2.5 }, seats: [{ seat: 1, ante: 1001, bet: 2502, cards: ['5c', '6d', '8h', '9c', 'Jd'], settle: [['collect', 'ante', 1001], ['collect', 'bet', 2502]] },
    { seat: 2, ante: 1001, bet: 2503, cards: ['5s', '6h', '8d', '9s', 'Jc'], settle: [['collect', 'ante', 1001], ['collect', 'bet', 2503]] },
    { seat: 3, ante: 1001, bet: 2504, cards: ['5h', '6s', '8s', '9h', 'Jh'], settle: [['collect', 'ante', 1001], ['collect', 'bet', 2504]] }], dealer: QD,
  findings: [Q('Art. 9º', 'dec.3', { seat: 3 })] });
cs('23', 'CLP, a posted flush line of 5.5 on a bet of 1001 (5505.5 pesos): paid 5505 (legal); zone 2 paid 5500 on the same (5 owed: a warning under the posted table, above the minimum 5 to 1)', {
  table: { currency: 'CLP', min_bet: 500, max_bet: 100000, bet_paytable: { ...MIN, flush: 5.5 } }, seats: [{ seat: 1, ante: 500, bet: 1001, cards: ['Jc', '9c', '6c', '5c', '3c'], settle: [['payout', 'ante', 500], ['payout', 'bet', 5505]] },
    { seat: 2, ante: 500, bet: 1001, cards: ['Jd', '9d', '6d', '5d', '3d'], settle: [['payout', 'ante', 500], ['payout', 'bet', 5500]] }], dealer: QD,
  findings: [P('2.bet', 2, 'bet', 'Tabla publicada', 5, { exp: 5505, act: 5500, severity: 'warning' })] });
for (const h0 of hands.cs) if (h0.table.currency) h0.currency = h0.table.currency;

// ===================================================================== Dragon Six (PEN; builder table: decks 8, 5-5000)
// Fixed coups: Punto 8 (8s Kh) against Banca 7 (7d Qc): naturals, Punto wins. A tie 8-8 for the decks cases.
const NAT = { p: ['8s', 'Kh'], b: ['7d', 'Qc'] };
const B1 = [{ seat: 1, spot: 'player', amount: 20 }];
const prep = (burn) => [proc('shuffle'), proc('cut', { by: 'seat:1' }), proc('place_cut_card', { position: 16 }), proc('load_shoe'), proc('burn', { cards: burn })];
const tail = (first, n) => [first, ...['2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', 'Tc', 'Jc', 'Qc', 'Kc', 'Ac'].slice(0, n)];
ds('01', 'burn_rule "rank-value" posted: a king drawn burns 13 (14 cards with the king): legal', { coup: NAT, bets: B1, pre: prep(tail('Ks', 13)), table: { burn_rule: 'rank-value' } });
ds('02', 'no burn_rule posted: the catalog\'s reading (baccarat value, tens and figures burn 10): a king and 13 burned is 3 too many (Art. 6º d, the reshuffle\'s burn)', {
  coup: NAT, bets: B1, pre: prep(tail('Ks', 13)), findings: [Q('Art. 6º', 5)] });
ds('03', 'burn_rule "none" posted: against Art. 5º g (the posting is a finding); the burn (a king and 10) judged by the catalog\'s reading: right', {
  coup: NAT, bets: B1, pre: prep(tail('Ks', 10)), table: { burn_rule: 'none' }, findings: [Q('Art. 5º')] });
ds('04', 'burn_rule posted in words Veedor does not know ("dealer decides"): a warning (Art. 5º); the burn judged by the catalog\'s reading: right', {
  coup: NAT, bets: B1, pre: prep(tail('Ks', 10)), table: { burn_rule: 'dealer decides' }, findings: [Q('Art. 5º', undefined, { severity: 'warning' })] });
ds('05', 'decks 1: Banca\'s first card the 8s Punto already holds (event 2): more than one deck holds (Art. 4º); the tie 8-8 settled right', {
  coup: { p: ['8s', 'Kh'], b: ['8s', 'Tc'] }, bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'tie', amount: 10 }], table: { decks: 1 },
  findings: [Q('Art. 4º', 'b1')] });
ds('06', 'decks 8: the same two 8s are what eight decks hold: legal', {
  coup: { p: ['8s', 'Kh'], b: ['8s', 'Tc'] }, bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'tie', amount: 10 }], table: { decks: 8 } });
ds('07', 'seats 3 and a bet on seat 4: the regulation numbers no zones, so the format\'s integrity finding seat-beyond-table (first event naming seat 4); the wager judged as recorded (paid right)', {
  coup: NAT, bets: [{ seat: 1, spot: 'player', amount: 20 }, { seat: 4, spot: 'player', amount: 10 }], table: { seats: 3 },
  findings: [{ kind: 'procedure', rule: 'seat-beyond-table', article: 'Formato v1', at: 'bet.4.player', seat: 4 }] });
ds('09', 'decks 6 posted, new decks counted 312 (6 × 52): legal', {
  coup: NAT, bets: B1, pre: [proc('new_deck'), proc('count', { count: 312 }), proc('show_cards'), proc('turn_cards'), proc('wash'), ...prep(tail('5s', 5))], table: { decks: 6 } });
ds('10', 'decks 8 posted, new decks counted 312: 104 missing (Art. 4º, at the count)', {
  coup: NAT, bets: B1, pre: [proc('new_deck'), proc('count', { count: 312 }), proc('show_cards'), proc('turn_cards'), proc('wash'), ...prep(tail('5s', 5))], table: { decks: 8 },
  findings: [Q('Art. 4º', 2)] });
ds('11', 'CLP, a Banca win on six on 15 (half: 7.5 pesos) paid 7, and another on 15 paid 8: legal (either whole peso)', {
  coup: { p: ['2s', '3h', 'Tc'], b: ['4d', '2c'] }, bets: [{ seat: 1, spot: 'banker', amount: 15 }, { seat: 2, spot: 'banker', amount: 15 }], table: { currency: 'CLP', min_bet: 5, max_bet: 50000 },
  settle: [['payout', 1, 'banker', 7], ['payout', 2, 'banker', 8]] });
ds('12', 'CLP, a Banca win on six on 15 paid 6: 1 peso short of 7 (Art. 8º)', {
  coup: { p: ['2s', '3h', 'Tc'], b: ['4d', '2c'] }, bets: [{ seat: 1, spot: 'banker', amount: 15 }], table: { currency: 'CLP', min_bet: 5, max_bet: 50000 },
  settle: [['payout', 1, 'banker', 6]], findings: [P('1.banker', 1, 'banker', 'Art. 8º', 1, { exp: 7, act: 6 })] });
for (const h0 of hands.ds) if (h0.table.currency) h0.currency = h0.table.currency;
ds('08', 'min_bet 5 / max_bet 100 posted: a Punto bet of 150 and a Tie of 4, both settled right. The Dragon Six text sets no limits and cites none (Art. 7º b: «sólo con fichas y hasta que se extrae la primera carta»): the posting is not read and no article is invented', {
  coup: NAT, bets: [{ seat: 1, spot: 'player', amount: 150 }, { seat: 2, spot: 'tie', amount: 4 }], table: { max_bet: 100 } });

// ===================================================================== pai gow bonus (USD; builder table: 5-1000, bonus_payout 5.5)
// (B)(6) «no menor de 5½ a 1 y no mayor de 6 a 1, y a tenor con las proporciones de pago impresas ... se redondearán al
// dólar más cercano»; (B)(7) «El límite máximo de la apuesta lo determinará el máximo autorizado en la mesa operada, de
// manera que el pago de dicha apuesta no exceda el máximo correspondiente».
const B6 = 'Art. 10-10.15(B)(6)', B7 = 'Art. 10-10.15(B)(7)';
pg('01', 'bonus_payout 5.5, odd stakes: $3 on 4 paid 17 (16.50 has two nearest dollars: 16 and 17), $7 paid 38 (38.50: 38 or 39), $5 paid 28 (27.50: 27 or 28): legal', {
  table: { bonus_payout: 5.5 }, paigow: [[1, 10], [2, 10], [3, 10]], bonus: [[1, 4, 3], [2, 4, 7], [3, 4, 5]], rng: 4, settle: [['payout', 1, 4, 17], ['payout', 2, 4, 38], ['payout', 3, 4, 28]] });
pg('02', 'bonus_payout 5.5: $3 paid 16.50 (not a whole dollar: a warning, 0.50 owed against 17); $9 paid 49 (49.50: 49 or 50): legal', {
  table: { bonus_payout: 5.5 }, paigow: [[1, 10], [2, 10]], bonus: [[1, 4, 3], [2, 4, 9]], rng: 4, settle: [['payout', 1, 4, 16.5], ['payout', 2, 4, 49]],
  findings: [P('s.1.4', 1, 'bonus', B6, 0.5, { number: 4, exp: 17, act: 16.5, severity: 'warning' })] });
pg('03', 'bonus_payout 6: $3 paid 18 (legal); $7 paid 41 (42: 1 owed)', {
  table: { bonus_payout: 6 }, paigow: [[1, 10], [2, 10]], bonus: [[1, 2, 3], [2, 2, 7]], rng: 2, settle: [['payout', 1, 2, 18], ['payout', 2, 2, 41]],
  findings: [P('s.2.2', 2, 'bonus', B6, 1, { number: 2, exp: 42, act: 41 })] });
pg('04', 'bonus_payout 6: $3 paid 17 (16.50 rounded up: the 5½ line) where 6 is printed (18: 1 owed)', {
  table: { bonus_payout: 6 }, paigow: [[1, 10]], bonus: [[1, 2, 3]], rng: 2, settle: [['payout', 1, 2, 17]],
  findings: [P('s.1.2', 1, 'bonus', B6, 1, { number: 2, exp: 18, act: 17 })] });
pg('05', 'bonus_payout 6.5 posted (over (B)(6)\'s 6 to 1): the posting is a finding; $2 paid at it (13) is 1 over 6 to 1 (12): an error', {
  table: { bonus_payout: 6.5 }, paigow: [[1, 10]], bonus: [[1, 5, 2]], rng: 5, settle: [['payout', 1, 5, 13]],
  findings: [Q(B6), P('s.1.5', 1, 'bonus', B6, -1, { number: 5, exp: 12, act: 13 })] });
pg('06', 'bonus_payout 5 posted (under 5½): the posting is a finding; $2 paid at it (10) is owed 11 (1 owed)', {
  table: { bonus_payout: 5 }, paigow: [[1, 10]], bonus: [[1, 5, 2]], rng: 5, settle: [['payout', 1, 5, 10]],
  findings: [Q(B6), P('s.1.5', 1, 'bonus', B6, 1, { number: 5, exp: 11, act: 10 })] });
pg('07', 'max_payout 100: $20 at 6 (120) is a bet whose payout passes the maximum ((B)(7)); paid the maximum 100 (bonus_payout_capped_at_max: accepted)', {
  table: { bonus_payout: 6, max_payout: 100 }, paigow: [[1, 50]], bonus: [[1, 3, 20]], rng: 3, settle: [['payout', 1, 3, 100]],
  findings: [Q(B7, 'bonus.0', { seat: 1 })] });
pg('08', 'max_payout 100: $16 at 6 (96) is within it, paid 96: legal; $17 (102) passes it ((B)(7)), paid 102 in full (accepted)', {
  table: { bonus_payout: 6, max_payout: 100 }, paigow: [[1, 50], [2, 50]], bonus: [[1, 3, 16], [2, 3, 17]], rng: 3, settle: [['payout', 1, 3, 96], ['payout', 2, 3, 102]],
  findings: [Q(B7, 'bonus.1', { seat: 2 })] });
pg('10', 'bonus_payout 5.75 (inside 5½-6): $4 paid 23; $2 paid 12 (11.50: 11 or 12): legal', {
  table: { bonus_payout: 5.75 }, paigow: [[1, 10], [2, 10]], bonus: [[1, 1, 4], [2, 1, 2]], rng: 1, settle: [['payout', 1, 1, 23], ['payout', 2, 1, 12]] });
pg('11', 'no max_payout, max_bet 1000: $182 at 5.5 (1001) passes it by 1 ((B)(7)), paid 1000 (accepted); $181 (995.50: 995 or 996) is within it, paid 996', {
  table: { bonus_payout: 5.5 }, paigow: [[1, 500], [2, 500]], bonus: [[1, 6, 182], [2, 6, 181]], rng: 6, settle: [['payout', 1, 6, 1000], ['payout', 2, 6, 996]],
  findings: [Q(B7, 'bonus.0', { seat: 1 })] });
pg('12', 'seats 3 and a seat 4 (the pai gow bonus text numbers no seats): the format\'s seat-beyond-table at its pai gow bet; its bonus judged as recorded (paid right)', {
  table: { seats: 3 }, paigow: [[1, 10], [4, 10]], bonus: [[1, 2, 5], [4, 2, 5]], rng: 2, settle: [['payout', 1, 2, 28], ['payout', 4, 2, 27]],
  findings: [{ kind: 'procedure', rule: 'seat-beyond-table', article: 'Formato v1', at: 'pg.4', seat: 4 }] });
pg('09', 'no max_payout, max_bet 1000 (bonus_max_payout_fallback "max_bet", an interpretation of «el máximo autorizado en la mesa»): $200 at 5.5 (1100) passes it ((B)(7)); paid 1000', {
  table: { bonus_payout: 5.5 }, paigow: [[1, 500]], bonus: [[1, 6, 200]], rng: 6, settle: [['payout', 1, 6, 1000]],
  findings: [Q(B7, 'bonus.0', { seat: 1 })] });

// ===================================================================== Pot Luck Black Jack (PEN) and Marbella (EUR)
const bj = examinerBj({ name: 'tables22.mjs', data: 'tables22-hands/bj.ndjson', tag: '22', date: '2026-12-09' });
const bjCases = [];
const F = (rule, article, mark, seat, hnd, spot, money, severity = 'error') => ({ rule, article, mark, seat, hand: hnd, spot, money, severity });
let n = 0;
function B(cat, note, ruleset, events, o, ...exp) {
  n++;
  const id = `T22-${cat}-${String(n).padStart(2, '0')}`;
  bjCases.push({ note, hand: bj.hand(id, ruleset, events, { tableId: `${cat}-${String(n).padStart(2, '0')}`, ...o }), expect: exp });
}
// the pool coup: seat 1 Th Kd (20) and seat 2 9d 8c (17) after the mandatory deal (Art. 18º: seat 1 wins the pool);
// the dealer 6h Tc 2s = 18: seat 1 paid 100, seat 2 collected 50.
const POOLCOUP = (c, a, o = {}) => [bet(1, 100), pool(1, 10), bet(2, 50), pool(2, 10), bet(3, 50), pool(3, 10), d(1, 'Th'), d(2, '9d'), d(3, '7c'), up('6h'), d(1, 'Kd'), d(2, '8c'), d(3, '9s'), down('Tc'),
  proc('offer_surrender'), x(1, 'stand'), x(2, 'stand'), x(3, 'stand'), rv('Tc'), up('2s'), pay(1, 100), col(2, 50), col(3, 50), comm(c, { m: 'c' }), award(1, a, { m: 'a', ...o })];
B('PL', 'pool_commission_pct 0: the three pool stakes (30) awarded whole: legal', PL, POOLCOUP(0, 30), { table: { pool_commission_pct: 0 } });
B('PL', 'pool_commission_pct 0: 1.50 kept (5 %) where the table posts 0: the winner short 1.50 (Art. 18º)', PL, POOLCOUP(1.5, 28.5), { table: { pool_commission_pct: 0 } },
  F('pool-award', 'Art. 18º', 'a', 1, undefined, 'pool', [30, 28.5, 1.5]));
B('PL', 'pool_commission_pct 4.5: 1.35 kept of 30, 28.65 awarded: legal', PL, POOLCOUP(1.35, 28.65), { table: { pool_commission_pct: 4.5 } });
B('PL', 'pool_commission_pct 5 (the text\'s maximum): 1.50 kept, 28.50 awarded: legal', PL, POOLCOUP(1.5, 28.5), { table: { pool_commission_pct: 5 } });
B('PL', 'pool_commission_pct 5.5 posted (over «hasta el cinco por ciento como máximo»): the posting is a finding; 1.65 kept is over the 1.50 the text allows (the commission event), and 28.35 awarded is 0.15 short (the money, once: on the award)', PL, POOLCOUP(1.65, 28.35), { table: { pool_commission_pct: 5.5 } },
  F(undefined, 'Art. 18º', null, undefined, undefined, undefined), F('pool-commission-kept', 'Art. 18º', 'c', undefined, undefined, undefined), F('pool-award', 'Art. 18º', 'a', 1, undefined, 'pool', [28.5, 28.35, 0.15]));
// max_splits: Art. 11º «Cada explotador determinará el máximo de separación de cartas permitido por cada postura
// original». A split beyond the posting is reported; the hands it made are played and settled as staked (the catalog's
// split_only_as_allowed: «The posted max_splits is reported, not read into the money»).
const SPLIT1 = (extra) => [bet(1, 100), d(1, '8s'), up('6d'), d(1, '8h'), down('Th'), proc('offer_surrender'), x(1, 'split', { amount: 100, m: 's1' }),
  h(1, 1, 'Tc'), x(1, 'stand'), h(1, 2, 'Td'), x(1, 'stand', { hand: 2 }), rv('Th'), up('9c'), pay(1, 100), pay(1, 100, { hand: 2 }), ...extra];
B('PL', 'max_splits 0: a split (Art. 11º); the two hands of 18 against a dealer bust paid 100 each', PL, SPLIT1([]), { table: { max_splits: 0 } },
  F('split-allowed', 'Art. 11º', 's1', 1, 1, undefined));
B('PL', 'max_splits 1: one split: legal', PL, SPLIT1([]), { table: { max_splits: 1 } });
const SPLIT3 = [bet(1, 100), d(1, '8s'), up('6d'), d(1, '8h'), down('Th'), proc('offer_surrender'), x(1, 'split', { amount: 100 }),
  h(1, 1, '8d'), x(1, 'split', { amount: 100, m: 's2' }), h(1, 1, '8c'), x(1, 'split', { amount: 100, m: 's3' }), h(1, 1, 'Tc'), x(1, 'stand'),
  h(1, 2, 'Td'), x(1, 'stand', { hand: 2 }), h(1, 3, 'Ts'), x(1, 'stand', { hand: 3 }), h(1, 4, 'Kh'), x(1, 'stand', { hand: 4 }),
  rv('Th'), up('9c'), pay(1, 100), pay(1, 100, { hand: 2 }), pay(1, 100, { hand: 3 }), pay(1, 100, { hand: 4 })];
B('PL', 'max_splits 1: three splits of eights: the second and the third beyond the posting (Art. 11º); four hands of 18 paid against a bust', PL, SPLIT3, { table: { max_splits: 1 } },
  F('split-allowed', 'Art. 11º', 's2', 1, 1, undefined), F('split-allowed', 'Art. 11º', 's3', 1, 1, undefined));
B('PL', 'max_splits 3: the same three splits: legal', PL, SPLIT3, { table: { max_splits: 3 } });
B('PL', 'seats 3 and a bet on box 4 (Art. 14º: the table\'s boxes); paid right', PL, [bet(1, 100), bet(4, 50, { m: 'b4' }), d(1, 'Th'), d(4, '9c'), up('6h'), d(1, '9d'), d(4, 'Tc'), down('Ts'), proc('offer_surrender'),
  x(1, 'stand'), x(4, 'stand'), rv('Ts'), up('8h'), pay(1, 100), pay(4, 50)], { table: { seats: 3 } },
  F('bet-on-a-table-box', 'Art. 14º', 'b4', 4, undefined, undefined));
B('PL', 'dealer_hole_card false posted on Pot Luck: ignored (Art. 8º prescribes the hole card); a standard deal: legal', PL, [bet(1, 100), d(1, 'Th'), up('6h'), d(1, '9d'), down('Ts'), proc('offer_surrender'),
  x(1, 'stand'), rv('Ts'), up('8h'), pay(1, 100)], { table: { dealer_hole_card: false } });
// decks and one shoe: two hands of shoe S-22 (the second not reshuffled) each dealing the Ah
const SHOE_A = [bet(1, 100), d(1, 'Ah'), up('6h'), d(1, '9d'), down('Ts'), proc('offer_surrender'), x(1, 'stand'), rv('Ts'), up('8h'), pay(1, 100)];
const SHOE_B = (m) => [bet(1, 100), d(1, 'Ah', m ? { m } : {}), up('7h'), d(1, '9c'), down('Td'), proc('offer_surrender'), x(1, 'stand'), rv('Td'), pay(1, 100)];
B('PL', 'decks 1, shoe S-22A, first hand: the Ah', PL, SHOE_A, { table: { decks: 1 }, shoe: 'S-22A', tableId: 'PL-SHOE1' });
B('PL', 'decks 1, shoe S-22A, second hand, no reshuffle: the Ah again (shoe-continuity, the format\'s: Pot Luck has no article on it)', PL, SHOE_B('a'), { table: { decks: 1 }, shoe: 'S-22A', tableId: 'PL-SHOE1', noShuffle: true },
  F('shoe-continuity', 'Formato v1', 'a', undefined, undefined, undefined));
B('PL', 'decks 8, shoe S-22B, first hand: the Ah', PL, SHOE_A, { table: { decks: 8 }, shoe: 'S-22B', tableId: 'PL-SHOE8' });
B('PL', 'decks 8, shoe S-22B, second hand: the Ah again, as eight decks hold it: legal', PL, SHOE_B(), { table: { decks: 8 }, shoe: 'S-22B', tableId: 'PL-SHOE8', noShuffle: true });

// Marbella: no hole card (MB_TABLE dealer_hole_card false). A doubled 11 (100 + 100) against a dealer ace who then draws a
// king: Black Jack. The published text has no «original bets only» clause: a dealer Black Jack takes every wager
// (200); where the house posts original_bets_only true, it takes the 100 staked first and the double goes back.
const DBL = (settle) => [bet(1, 100), d(1, '5h'), up('Ah'), d(1, '6d'), proc('offer_insurance'), x(1, 'double', { amount: 100 }), h(1, 1, '9c', { face: 'down' }), up('Kd'), ...settle];
B('MB', 'original_bets_only false: the doubled box collected 200 by a dealer Black Jack: legal', MB, DBL([col(1, 200)]), { table: { original_bets_only: false } });
B('MB', 'original_bets_only true: 100 collected, the double (100) handed back: legal', MB, DBL([col(1, 100), ret(1, 100)]), { table: { original_bets_only: true } });
B('MB', 'original_bets_only true: 200 collected where the posting takes only the original 100: 100 owed', MB, DBL([col(1, 200, { m: 'c' })]), { table: { original_bets_only: true } },
  F('dealer-blackjack-takes', 'Black Jack', 'c', 1, 1, 'main', [-100, -200, 100]));
B('MB', 'original_bets_only false: 100 collected, 100 handed back: the double was lost too (100 by the player)', MB, DBL([col(1, 100), ret(1, 100, { m: 'r' })]), { table: { original_bets_only: false } },
  F('dealer-blackjack-takes', 'Black Jack', 'r', 1, 1, 'main', [-200, -100, -100]));
B('MB', 'dealer_hole_card true: the dealer takes a hole card at the deal (a 7: 17) and the box\'s 19 is paid: legal', MB, [bet(1, 100), d(1, 'Th'), up('Ts'), d(1, '9d'), down('7h'), x(1, 'stand'), rv('7h'), pay(1, 100)], { table: { dealer_hole_card: true } });
B('MB', 'seats 3 and a bet on box 4 (Jugadores: the table\'s boxes); paid right', MB, [bet(1, 100), bet(4, 50, { m: 'b4' }), d(1, 'Th'), d(4, '9c'), up('6h'), d(1, '9d'), d(4, 'Tc'),
  x(1, 'stand'), x(4, 'stand'), up('Ts'), up('8h'), pay(1, 100), pay(4, 50)], { table: { seats: 3 } },
  F('boxes-limit', 'Jugadores', 'b4', 4, undefined, undefined));
B('MB', 'max_bet 1000: a bet of 1500 over the posted maximum (Jugadores); paid right', MB, [bet(1, 1500, { m: 'b' }), d(1, 'Th'), up('6h'), d(1, '9d'),
  x(1, 'stand'), up('Ts'), up('8h'), pay(1, 1500)], {},
  F(undefined, 'Jugadores', 'b', 1, undefined, undefined));

// ---------------------------------------------------------------- second round: the boundaries between fields
B('MB', 'original_bets_only true, a split box against a dealer Black Jack: the original 100 (hand 1) collected, the split stake (hand 2) handed back: legal', MB, [bet(1, 100), d(1, '8s'), up('Ah'), d(1, '8h'), proc('offer_insurance'),
  x(1, 'split', { amount: 100 }), h(1, 1, 'Tc'), x(1, 'stand'), h(1, 2, '9c'), x(1, 'stand', { hand: 2 }), up('Kd'), col(1, 100), ret(1, 100, { hand: 2 })], { table: { original_bets_only: true } });
B('MB', 'original_bets_only true, the split box\'s two hands both collected: the split stake (hand 2) was not the dealer\'s to take (100 owed)', MB, [bet(1, 100), d(1, '8s'), up('Ah'), d(1, '8h'), proc('offer_insurance'),
  x(1, 'split', { amount: 100 }), h(1, 1, 'Tc'), x(1, 'stand'), h(1, 2, '9c'), x(1, 'stand', { hand: 2 }), up('Kd'), col(1, 100), col(1, 100, { hand: 2, m: 'c' })], { table: { original_bets_only: true } },
  F('dealer-blackjack-takes', 'Black Jack', 'c', 1, 2, 'main', [0, -100, 100]));
B('MB', 'seats 9 posted where «cuya cifra máxima es de 7» (Jugadores): the posting is a finding, and the bet on box 8 is beyond the layout\'s seven', MB, [bet(1, 100), bet(8, 50, { m: 'b8' }), d(1, 'Th'), d(8, '9c'), up('6h'), d(1, '9d'), d(8, 'Tc'),
  x(1, 'stand'), x(8, 'stand'), up('Ts'), up('8h'), pay(1, 100), pay(8, 50)], { table: { seats: 9 } },
  F('boxes-limit', 'Jugadores', null, undefined, undefined, undefined), F('boxes-limit', 'Jugadores', 'b8', 8, undefined, undefined));
B('PL', 'seats 9 posted (the Pot Luck text numbers no maximum): a bet on box 8 is one of the table\'s boxes: legal', PL, [bet(1, 100), bet(8, 50), d(1, 'Th'), d(8, '9c'), up('6h'), d(1, '9d'), d(8, 'Tc'), down('Ts'), proc('offer_surrender'),
  x(1, 'stand'), x(8, 'stand'), rv('Ts'), up('8h'), pay(1, 100), pay(8, 50)], { table: { seats: 9 } });
// 4.5 % of a pool of 35 is 1.575: no cent amount. «hasta el cinco por ciento como máximo» and the posted 4.5 % («el
// porcentaje que cobra») are ceilings on what is kept: 1.57 is the most a table can keep in cents; 1.58 passes the
// posting by half a cent, which is the winner's (the catalog's pool_commission_rounding: down to the cent).
const POOL35 = (c, a) => [bet(1, 100), pool(1, 10), bet(2, 50), pool(2, 10), bet(3, 50), pool(3, 15), d(1, 'Th'), d(2, '9d'), d(3, '7c'), up('6h'), d(1, 'Kd'), d(2, '8c'), d(3, '9s'), down('Tc'),
  proc('offer_surrender'), x(1, 'stand'), x(2, 'stand'), x(3, 'stand'), rv('Tc'), up('2s'), pay(1, 100), col(2, 50), col(3, 50), comm(c), award(1, a, { m: 'a' })];
B('PL', 'pool_commission_pct 4.5 on a pool of 35 (1.575): 1.57 kept, 33.43 awarded: legal', PL, POOL35(1.57, 33.43), { table: { pool_commission_pct: 4.5 } });
B('PL', 'pool_commission_pct 4.5 on a pool of 35 (1.575): 1.58 kept, 33.42 awarded: half a cent over the posting, the winner short 0.01', PL, POOL35(1.58, 33.42), { table: { pool_commission_pct: 4.5 } },
  F('pool-award', 'Art. 18º', 'a', 1, undefined, 'pool', [33.43, 33.42, 0.01]));
B('PL', 'pool_commission_pct 4.5 on a pool of 35: 1.60 kept, 33.40 awarded: 0.03 short of 33.43', PL, POOL35(1.6, 33.4), { table: { pool_commission_pct: 4.5 } },
  F('pool-award', 'Art. 18º', 'a', 1, undefined, 'pool', [33.43, 33.4, 0.03]));
B('PL', 'dealer_hole_card false posted on Pot Luck, and the dealer\'s second card dealt after the boxes played (no hole card): Art. 8º prescribes the hole card at the mandatory deal, the posting does not change it; the surrender offered while the dealer held one card came before the mandatory dealing ended (Art. 9º: a second act, at its own event)', PL, [bet(1, 100), d(1, 'Th'), up('6h'), d(1, '9d'), proc('offer_surrender', { m: 'o' }),
  x(1, 'stand'), up('Ts', { m: 'u' }), up('8h'), pay(1, 100)], { table: { dealer_hole_card: false } },
  F(undefined, 'Art. 8º', undefined, undefined, undefined, undefined), F('surrender-offer', 'Art. 9º', 'o', undefined, undefined, undefined));
B('MB', 'dealer_hole_card false and a second dealer card at the deal (face down) before the box played: the dealer began his hand (event 7) while seat 1 was still to play (Desarrollo del juego: the player decides, then the croupier draws), reported at the box\'s decision', MB, [bet(1, 100), d(1, 'Th'), up('Ts'), d(1, '9d'), down('7h'), x(1, 'stand', { m: 's' }), rv('7h'), pay(1, 100)], { table: { dealer_hole_card: false } },
  F('dealer-after-players', 'Desarrollo del juego', 's', 1, undefined, undefined));
B('MB', 'dealer_hole_card true and no hole card (the second card after the box played): the Marbella text prescribes no hole card, so the posting sets how the deal is read and is no article of its own: legal', MB, [bet(1, 100), d(1, 'Th'), up('Ts'), d(1, '9d'), x(1, 'stand'), up('7h'), pay(1, 100)], { table: { dealer_hole_card: true } });
// ---------------------------------------------------------------- third round: currencies without a minor unit
// The format: «In a currency without a minor unit (JPY, CLP...) an amount is whole». A ratio that does not divide a
// whole stake leaves part of a unit: a table can only pay the whole units beside it, as a cent currency pays the cents
// beside a half cent (the catalogs accept either where the text does not say, and round a commission down).
const JPY = { currency: 'JPY', min_bet: 100, max_bet: 200000 };
const POOLJPY = (c, a) => [bet(1, 1000), pool(1, 100), bet(2, 500), pool(2, 100), bet(3, 500), pool(3, 100), d(1, 'Th'), d(2, '9d'), d(3, '7c'), up('6h'), d(1, 'Kd'), d(2, '8c'), d(3, '9s'), down('Tc'),
  proc('offer_surrender'), x(1, 'stand'), x(2, 'stand'), x(3, 'stand'), rv('Tc'), up('2s'), pay(1, 1000), col(2, 500), col(3, 500), comm(c), award(1, a, { m: 'a' })];
B('PL', 'JPY, pool_commission_pct 4.5 on a pool of 300 (13.5 yen): 13 kept, 287 awarded (a commission rounded down to the yen): legal', PL, POOLJPY(13, 287), { table: { ...JPY, pool_commission_pct: 4.5 } });
B('PL', 'JPY, the same pool: 14 kept, 286 awarded: the winner short 1 yen', PL, POOLJPY(14, 286), { table: { ...JPY, pool_commission_pct: 4.5 } },
  F('pool-award', 'Art. 18º', 'a', 1, undefined, 'pool', [287, 286, 1]));
const BJJPY = (p) => [bet(1, 105), d(1, 'Ah'), up('9c'), d(1, 'Kd'), down('8s'), pay(1, p, { m: 'p' }), proc('offer_surrender'), rv('8s')];
B('PL', 'JPY, a Black Jack on 105 (3 to 2: 157.5 yen) paid 157: legal', PL, BJJPY(157), { table: JPY });
B('PL', 'JPY, a Black Jack on 105 paid 158: legal (the yen above half a yen: either, as half a cent is)', PL, BJJPY(158), { table: JPY });
B('PL', 'JPY, a Black Jack on 105 paid 156: 1 yen short of 157', PL, BJJPY(156), { table: JPY },
  F('blackjack-pays-3-to-2', 'Art. 13º', 'p', 1, 1, 'main', [157, 156, 1]));
const SURJPY = (c) => [bet(1, 105), d(1, 'Th'), up('Ts'), d(1, '6d'), down('7h'), proc('offer_surrender'), x(1, 'surrender'), col(1, c, { m: 'c' }), rv('7h')];
B('PL', 'JPY, a surrender of 105 (half: 52.5 yen) collected 52: legal', PL, SURJPY(52), { table: JPY });
B('PL', 'JPY, a surrender of 105 collected 53: legal', PL, SURJPY(53), { table: JPY });
B('MB', 'JPY, Marbella, a Black Jack on 105 paid 158: legal', MB, [bet(1, 105), d(1, 'Ah'), up('9c'), d(1, 'Kd'), x(1, 'stand'), up('8s'), pay(1, 158)], { table: { ...JPY, dealer_hole_card: false } });
// ===================================================================== all hands, in one expectation shape
function bjExpect(c) {
  const marks = {};
  c.hand.events.forEach((e, i) => { if (e.m) marks[e.m] = i + 1; });
  return c.expect.map((e) => {
    const o = { kind: e.money ? 'payout' : 'procedure', rule: e.rule, article: e.article, seat: e.seat, hand: e.hand, spot: e.spot, severity: e.severity };
    if (e.mark) o.event = marks[e.mark];
    if (e.mark === null) o.event = null;
    if (e.money) [o.exp, o.act, o.owed] = e.money;
    return o;
  });
}
const ALL = [];
for (const cat of ['cs', 'ds', 'pg']) for (const h0 of hands[cat]) ALL.push({ hand: h0, why: expect[cat][h0.hand_id].why, findings: expect[cat][h0.hand_id].findings });
for (const c of bjCases) if (c.hand.table.currency) c.hand.currency = c.hand.table.currency;
for (const c of bjCases) ALL.push({ hand: { ...c.hand, events: c.hand.events.map(({ m, ...r }) => r) }, why: c.note, findings: bjExpect(c) });
// a table no tables file can hold (README: the run stops): inline only here, the file and CSV ways below
for (const c of ALL) if (c.hand.hand_id === 'T22-CS-14') c.tableRefused = true;

// ===================================================================== fields of the wrong type, values the format refuses
// Each a copy of a legal hand above with one field of its table changed: the record is refused naming the field
// (docs/spec/hand-log-format.md: a value the format does not admit is an input error naming `table.<field>`; a tables
// file's value cites the hand's first row), the same inline, from the tables file and for a CSV hand.
function variant(baseId, id, why, { table, hand: edit, findings, ofTheHand = false }) {
  const base = ALL.find((c) => c.hand.hand_id === baseId).hand;
  const h0 = JSON.parse(JSON.stringify(base));
  h0.hand_id = id; h0.table_id = id.replace(/^T22-/, '');
  h0.table = table(h0.table);
  if (edit) edit(h0);
  // ofTheHand: the value is wrong only for this hand (its currency), not for the table: a tables file holding it is read
  ALL.push({ hand: h0, why, findings, tableRefused: !ofTheHand });
}
variant('T22-PL-03', 'T22-X-01', 'decks "6" (a string): refused naming table.decks', { table: (t) => ({ ...t, decks: '6' }), findings: [I('table.decks')] });
variant('T22-PL-03', 'T22-X-02', 'decks 0: no deck (the schema\'s minimum 1): refused naming table.decks', { table: (t) => ({ ...t, decks: 0 }), findings: [I('table.decks')] });
variant('T22-PL-03', 'T22-X-03', 'max_splits 1.5: refused naming table.max_splits', { table: (t) => ({ ...t, max_splits: 1.5 }), findings: [I('table.max_splits')] });
variant('T22-PL-03', 'T22-X-04', 'pool_commission_pct -1: refused naming table.pool_commission_pct', { table: (t) => ({ ...t, pool_commission_pct: -1 }), findings: [I('table.pool_commission_pct')] });
variant('T22-PL-03', 'T22-X-05', 'pool_commission_pct "4.5" (a string): refused naming table.pool_commission_pct', { table: (t) => ({ ...t, pool_commission_pct: '4.5' }), findings: [I('table.pool_commission_pct')] });
variant('T22-PL-03', 'T22-X-06', 'seats 0: refused naming table.seats', { table: (t) => ({ ...t, seats: 0 }), findings: [I('table.seats')] });
variant('T22-MB-17', 'T22-X-07', 'original_bets_only "true" (a string, which must not read as true): refused naming table.original_bets_only', { table: (t) => ({ ...t, original_bets_only: 'true' }), findings: [I('table.original_bets_only')] });
variant('T22-MB-17', 'T22-X-08', 'dealer_hole_card 1 (a number): refused naming table.dealer_hole_card', { table: (t) => ({ ...t, dealer_hole_card: 1 }), findings: [I('table.dealer_hole_card')] });
variant('T22-CS-08', 'T22-X-09', 'bet_to_ante_ratio 0: not a positive number: refused naming table.bet_to_ante_ratio', { table: (t) => ({ ...t, bet_to_ante_ratio: 0 }), findings: [I('table.bet_to_ante_ratio')] });
variant('T22-CS-08', 'T22-X-10', 'bet_to_ante_ratio 2.125 (three decimals): refused naming table.bet_to_ante_ratio', { table: (t) => ({ ...t, bet_to_ante_ratio: 2.125 }), findings: [I('table.bet_to_ante_ratio')] });
variant('T22-CS-06', 'T22-X-11', 'bet_paytable key royalflush (a typo): refused naming table.bet_paytable.royalflush', { table: (t) => ({ ...t, bet_paytable: { ...t.bet_paytable, royalflush: 100 } }), findings: [I('table.bet_paytable.royalflush')] });
variant('T22-CS-06', 'T22-X-12', 'bet_paytable.flush "6" (a string): refused naming table.bet_paytable.flush', { table: (t) => ({ ...t, bet_paytable: { ...t.bet_paytable, flush: '6' } }), findings: [I('table.bet_paytable.flush')] });
variant('T22-PG-03', 'T22-X-13', 'bonus_payout "6" (a string): refused naming table.bonus_payout', { table: (t) => ({ ...t, bonus_payout: '6' }), findings: [I('table.bonus_payout')] });
variant('T22-PG-03', 'T22-X-14', 'max_payout -100: refused naming table.max_payout', { table: (t) => ({ ...t, max_payout: -100 }), findings: [I('table.max_payout')] });
variant('T22-DS-01', 'T22-X-15', 'burn_rule 13 (a number): refused naming table.burn_rule', { table: (t) => ({ ...t, burn_rule: 13 }), findings: [I('table.burn_rule')] });
variant('T22-CS-11', 'T22-X-16', 'the hand names no currency; its table posts CLP: an ante of 1000.50 is refused naming events[2].amount', { table: (t) => t, hand: (h0) => { delete h0.currency; h0.events[2].amount = 1000.5; }, findings: [I('events[2].amount')], ofTheHand: true });
variant('T22-CS-11', 'T22-X-17', 'the hand names PEN, its table posts CLP: refused naming currency (the limits and the wagers cannot be compared)', { table: (t) => t, hand: (h0) => { h0.currency = 'PEN'; }, findings: [I('currency')], ofTheHand: true });
variant('T22-CS-11', 'T22-X-18', 'table.currency "clp": refused naming table.currency', { table: (t) => ({ ...t, currency: 'clp' }), hand: (h0) => { delete h0.currency; }, findings: [I('table.currency')] });
variant('T22-CS-11', 'T22-X-19', 'CLP posted with a min_bet of 500.50: refused naming table.min_bet', { table: (t) => ({ ...t, min_bet: 500.5 }), findings: [I('table.min_bet')] });
variant('T22-CS-06', 'T22-X-21', 'min_bet 10 = max_bet 10 (limits met, not crossed) and an ante of 10: legal', { table: (t) => ({ ...t, min_bet: 10, max_bet: 10 }), hand: (h0) => { h0.events[2].amount = 10; }, findings: [] , ofTheHand: true });
variant('T22-CS-11', 'T22-X-20', 'min_bet 2000 over max_bet 1000 (crossed limits): refused naming table.min_bet', { table: (t) => ({ ...t, min_bet: 2000, max_bet: 1000 }), findings: [I('table.min_bet')] });

const inline = ALL.map((c) => c.hand);
const filed = ALL.filter((c) => !c.tableRefused).map((c) => c.hand);
writeFileSync(join(OUT, 'hands.ndjson'), inline.map((h0) => JSON.stringify(h0)).join('\n') + '\n');
writeFileSync(join(OUT, 'expect.json'), JSON.stringify(Object.fromEntries(ALL.map((c) => [c.hand.hand_id, { why: c.why, findings: c.findings }])), null, 1) + '\n');
// the file way: no inline table, the tables file by table_id (hands of one table post one configuration)
const tables = {};
for (const h0 of filed) {
  if (tables[h0.table_id] && JSON.stringify(tables[h0.table_id]) !== JSON.stringify(h0.table)) throw new Error(`${h0.table_id}: two configurations`);
  tables[h0.table_id] = h0.table;
}
writeFileSync(join(OUT, 'file.ndjson'), filed.map(({ table, ...r }) => JSON.stringify(r)).join('\n') + '\n');
writeFileSync(join(OUT, 'tables.json'), JSON.stringify({ tables }, null, 1) + '\n');
writeCsv(filed, join(OUT, 'hands.csv'), join(OUT, 'csv-tables.json'), { keepTableIds: true });

// ===================================================================== audit and compare
const VEEDOR = process.env.VEEDOR_BIN ?? join(here, '..', 'dist/cli/veedor.js'); // VEEDOR_BIN: another build, to compare
const run = (args) => { try { return execFileSync('node', [VEEDOR, ...args], { maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'] }).toString(); } catch (e) { if (e.status === 2) throw new Error(`veedor ${args.join(' ')}: ${e.stderr}`); return e.stdout.toString(); } };
const near = (a, b) => a !== undefined && b !== undefined && Math.abs(a - b) < 0.001;
const verbose = process.argv.includes('-v');
const problems = [];

function compare(mode, doc, exp) {
  const by = new Map();
  for (const f of doc.findings) { if (!by.has(f.hand_id)) by.set(f.hand_id, []); by.get(f.hand_id).push(f); }
  let agree = 0;
  for (const [hid, e] of Object.entries(exp)) {
    const say = (m) => problems.push(`[${mode}] ${hid}: ${m}`);
    const before = problems.length;
    const got = [...(by.get(hid) ?? [])];
    // the expectations that name their event first: one that names none takes what is left
    for (const x0 of [...e.findings].sort((a, b) => (a.event === undefined) - (b.event === undefined))) {
      let j;
      if (x0.kind === 'input') {
        j = got.findIndex((f) => f.category === 'input' && f.field === x0.field);
      } else if (x0.kind === 'payout') {
        j = got.findIndex((f) => f.owed_to_player !== undefined && f.seat === x0.seat && (f.spot ?? '') === x0.spot && near(f.owed_to_player, x0.owed) && (x0.number === undefined || f.number === x0.number) && (x0.hand === undefined || f.hand === x0.hand));
      } else {
        j = got.findIndex((f) => f.owed_to_player === undefined && f.category !== 'input' && f.article === x0.article && (x0.event === undefined || (x0.event === null ? f.event === undefined : f.event === x0.event)) && (x0.seat === undefined || f.seat === x0.seat) && (x0.rule === undefined || f.rule === x0.rule));
      }
      if (j < 0) { say(`MISSING ${JSON.stringify(x0)}`); continue; }
      const f = got[j];
      const dd = [];
      if (x0.kind !== 'input') {
        if (f.article !== x0.article) dd.push(`article ${f.article} (mine ${x0.article})`);
        if (x0.rule !== undefined && f.rule !== x0.rule) dd.push(`rule ${f.rule} (mine ${x0.rule})`);
        if (x0.event !== undefined && x0.event !== null && f.event !== x0.event) dd.push(`event ${f.event} (mine ${x0.event})`);
        if (x0.exp !== undefined && !near(f.expected, x0.exp)) dd.push(`expected ${f.expected} (mine ${x0.exp})`);
        if (x0.act !== undefined && !near(f.actual, x0.act)) dd.push(`actual ${f.actual} (mine ${x0.act})`);
        if (f.severity !== (x0.severity ?? 'error')) dd.push(`severity ${f.severity} (mine ${x0.severity ?? 'error'})`);
      }
      if (dd.length) say(`DETAIL ${f.rule} seat ${f.seat ?? '-'}: ${dd.join('; ')}`);
      got.splice(j, 1);
    }
    for (const f of got) say(`EXTRA ${f.rule} ${f.article} ev${f.event} seat ${f.seat ?? '-'} ${f.spot ?? ''}${f.number ? ' #' + f.number : ''} ${f.severity} exp ${f.expected} act ${f.actual} owed ${f.owed_to_player} ${f.field ?? ''} | ${f.message}`);
    if (problems.length === before) agree++;
  }
  return agree;
}
const key = (f) => JSON.stringify(['hand_id', 'event', 'rule', 'article', 'category', 'severity', 'seat', 'hand', 'spot', 'number', 'expected', 'actual', 'owed_to_player', 'currency', 'field'].map((k) => f[k]));
const exp = JSON.parse(readFileSync(join(OUT, 'expect.json'), 'utf8'));
const langs = process.argv.includes('--es') ? ['en', 'es'] : ['en'];
const modes = {
  inline: [join(OUT, 'hands.ndjson')],
  file: [join(OUT, 'file.ndjson'), '--tables', join(OUT, 'tables.json')],
  csv: [join(OUT, 'hands.csv'), '--tables', join(OUT, 'csv-tables.json')],
};
const docs = {};
for (const [mode, args] of Object.entries(modes)) {
  for (const lang of langs) {
    const doc = JSON.parse(run(['audit', ...args, '--format', 'json', '--lang', lang]));
    docs[`${mode}.${lang}`] = doc;
    const mine = mode === 'inline' ? exp : Object.fromEntries(Object.entries(exp).filter(([hid]) => !ALL.find((c) => c.hand.hand_id === hid).tableRefused));
    if (lang === 'en') console.log(`== ${mode}: ${compare(mode, doc, mine)}/${Object.keys(mine).length} hands agree; findings ${doc.findings.length}; rejected ${doc.summary.rejected}`);
  }
}
// the three ways draw the same findings (the source line and the message may differ: the format's words do)
for (const lang of langs) {
  const a = docs[`inline.${lang}`].findings.filter((f) => !ALL.find((c) => c.hand.hand_id === f.hand_id).tableRefused).map(key);
  for (const mode of ['file', 'csv']) {
    const b = docs[`${mode}.${lang}`].findings.map(key);
    if (a.join('\n') !== b.join('\n')) {
      const sa = new Set(a), sb = new Set(b);
      for (const k of a) if (!sb.has(k)) problems.push(`[${mode} vs inline, ${lang}] only inline: ${k}`);
      for (const k of b) if (!sa.has(k)) problems.push(`[${mode} vs inline, ${lang}] only ${mode}: ${k}`);
      if (a.length === b.length && [...sa].every((k) => sb.has(k))) problems.push(`[${mode} vs inline, ${lang}] same findings in another order`);
    }
  }
}
// --es: the same findings, field for field, with Spanish messages
if (langs.includes('es')) {
  for (const mode of Object.keys(modes)) {
    const en = docs[`${mode}.en`].findings, es = docs[`${mode}.es`].findings;
    if (en.length !== es.length) problems.push(`[${mode} es] ${es.length} findings (en ${en.length})`);
    en.forEach((f, i) => {
      const g = es[i] ?? {};
      if (key(f) !== key(g)) problems.push(`[${mode} es] finding ${i}: ${key(g)} (en ${key(f)})`);
      if (!g.message || g.message === f.message) problems.push(`[${mode} es] finding ${i} message not in Spanish: ${g.message}`);
    });
  }
}

// ===================================================================== the tables file itself
// README (exit status): a tables file «with a value a hand's inline `table` could not have» stops the run, exit 2,
// one line naming the table and the field: the run, not only the hands of that table (a table no hand uses too).
const runRaw = (args) => { try { return { code: 0, stdout: execFileSync('node', [VEEDOR, ...args], { maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'] }).toString(), stderr: '' }; } catch (e) { return { code: e.status, stdout: e.stdout.toString(), stderr: e.stderr.toString() }; } };
{
  const tmp = mkdtempSync(join(tmpdir(), 'tables22-'));
  let agree = 0, total = 0;
  const check = (label, ok, m) => { total++; if (ok) agree++; else problems.push(`[tables file] ${label}: ${m}`); };
  for (const c of ALL.filter((c0) => c0.tableRefused)) {
    const { table, ...bare } = c.hand;
    const field = c.findings[0].field.replace(/^table\./, '');
    const words = `table "${c.hand.table_id}", ${field}:`;
    writeFileSync(join(tmp, 'one.ndjson'), JSON.stringify(bare) + '\n');
    writeFileSync(join(tmp, 'one-tables.json'), JSON.stringify({ tables: { [c.hand.table_id]: table } }));
    writeCsv([c.hand], join(tmp, 'one.csv'), join(tmp, 'one-csv-tables.json'), { keepTableIds: true });
    for (const [way, args] of [['file', [join(tmp, 'one.ndjson'), '--tables', join(tmp, 'one-tables.json')]], ['csv', [join(tmp, 'one.csv'), '--tables', join(tmp, 'one-csv-tables.json')]]]) {
      const r = runRaw(['audit', ...args, '--format', 'json', '--lang', 'en']);
      check(`${c.hand.hand_id} ${way}`, r.code === 2 && r.stdout === '' && r.stderr.trimEnd().split('\n').length === 1 && r.stderr.includes(words), `exit ${r.code}, stderr ${JSON.stringify(r.stderr.trim())} (mine: exit 2, one line with «${words}»)`);
    }
  }
  // a table in the file that no hand uses: a sound one changes nothing; an unsound one stops the run all the same
  const filedTables = JSON.parse(readFileSync(join(OUT, 'tables.json'), 'utf8')).tables;
  const base = docs['file.en'].findings.map(key).join('\n');
  writeFileSync(join(tmp, 'unused.json'), JSON.stringify({ tables: { ...filedTables, 'UNUSED-1': { decks: 2, min_bet: 1, max_bet: 3, pool_commission_pct: 5 } } }));
  let r = runRaw(['audit', join(OUT, 'file.ndjson'), '--tables', join(tmp, 'unused.json'), '--format', 'json', '--lang', 'en']);
  check('a sound table no hand uses', r.code === 1 && JSON.parse(r.stdout).findings.map(key).join('\n') === base, `exit ${r.code}, findings differ from the file way's`);
  writeFileSync(join(tmp, 'unused-bad.json'), JSON.stringify({ tables: { ...filedTables, 'UNUSED-2': { decks: 6, bet_paytable: { ...MIN, royalflush: 100 } } } }));
  r = runRaw(['audit', join(OUT, 'file.ndjson'), '--tables', join(tmp, 'unused-bad.json'), '--format', 'json', '--lang', 'en']);
  check('an unsound table no hand uses', r.code === 2 && r.stderr.includes('table "UNUSED-2", bet_paytable.royalflush:'), `exit ${r.code}, stderr ${JSON.stringify(r.stderr.trim())}`);
  // a hand's inline table wins over the file's (README: «a hand's inline `table` wins»), whole
  const over = (id, fileTable) => {
    const h0 = ALL.find((c) => c.hand.hand_id === id).hand;
    writeFileSync(join(tmp, 'over.ndjson'), JSON.stringify(h0) + '\n');
    writeFileSync(join(tmp, 'over.json'), JSON.stringify({ tables: { [h0.table_id]: fileTable } }));
    const doc = JSON.parse(runRaw(['audit', join(tmp, 'over.ndjson'), '--tables', join(tmp, 'over.json'), '--format', 'json', '--lang', 'en']).stdout);
    const mine = docs['inline.en'].findings.filter((f) => f.hand_id === id).map(key).join('\n');
    check(`${id}: inline ${JSON.stringify(h0.table)} over the file's ${JSON.stringify(fileTable)}`, doc.findings.map(key).join('\n') === mine, `findings ${doc.findings.map((f) => f.rule).join(', ') || 'none'} (inline alone: ${mine ? mine : 'none'})`);
  };
  over('T22-PL-02', { decks: 6, min_bet: 10, max_bet: 2000, max_splits: 3, pool_commission_pct: 5 }); // inline 0 %: 1.50 kept is owed
  over('T22-PL-04', { decks: 6, min_bet: 10, max_bet: 2000, max_splits: 3, pool_commission_pct: 0 }); // inline 5 %: legal
  over('T22-MB-18', { decks: 6, min_bet: 5, max_bet: 1000, dealer_hole_card: false, original_bets_only: false }); // inline true: 100 owed
  over('T22-CS-02', { decks: 1, min_bet: 5, max_bet: 500 }); // inline max_payout 1000: 100 owed
  console.log(`== tables file cases: ${agree}/${total} agree`);
}

for (const p of problems) console.log('   ' + p);
console.log(problems.length ? `${problems.length} disagreements` : 'all agree');
process.exitCode = problems.length ? 1 : 0;
