#!/usr/bin/env node
// Random mutations of clean simulated hands, for differential fuzzing of Veedor against the independent
// oracles (review8-cards). Dragon Six Baccarat, Póker Caribeño and pai gow bonus.
//
// Usage: node scripts/mutate-cards.mjs IN.ndjson OUT.ndjson MANIFEST.ndjson [--seed N] [--rate 0.9] [--mutations K]
// Every hand of IN is written to OUT, in order and with its hand_id, either untouched (a control, kind
// "none") or with one random mutation the simulator's fault list does not make: a settlement's amount moved
// up or down, a settlement on the wrong side, seat or spot, a settlement dropped or doubled, card events
// dropped, doubled or reordered, a third card changed, the dealer's and a player's cards swapped, a Caribbean
// hand set to a category boundary (A-2-3-4-5, A-K qualification, equal hands split by kickers), a posted pay
// table or cap at its edge, pai gow bonus stakes, numbers and ratios at the ends of their ranges, a commission.
// A "benign" mutation (kind ends in "~") changes the log without changing what is owed or how the hand was
// run (a payout split in two, settlements of one kind reordered): it must draw no finding.
// The hands stay schema-valid. MANIFEST has one line per hand: {hand_id, kind, note}.
// Compare with `node scripts/compare-mutations.mjs OUT MANIFEST` (the oracles beside `veedor audit`).
import fs from 'node:fs';
import { evaluate as csEvaluate, compare as csCompare, qualifies as csQualifies } from './oracle-cs.mjs';

const args = process.argv.slice(2);
const [inPath, outPath, manPath] = args;
const opt = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };
let seed = Number(opt('--seed', 1)) >>> 0;
const rate = Number(opt('--rate', 0.9));
const perHand = Number(opt('--mutations', 1)); // mutations applied one after the other to a mutated hand
function rnd() { seed = (seed + 0x6d2b79f5) >>> 0; let t = seed; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }
const ri = (n) => Math.floor(rnd() * n);
const pick = (xs) => xs[ri(xs.length)];
const cents = (x) => Math.round(Number(x) * 100);
const units = (c) => Math.round(c) / 100;
const clone = (x) => JSON.parse(JSON.stringify(x));
const SETTLE = ['payout', 'collect', 'return'];
const RANKS = 'A23456789TJQK';
const SUITS = 'shdc';

const idx = (h, pred) => h.events.map((e, i) => [e, i]).filter(([e]) => pred(e)).map(([, i]) => i);
const settlements = (h) => idx(h, (e) => SETTLE.includes(e.type));
const deals = (h) => idx(h, (e) => e.type === 'deal');

// ---------- mutations common to the three games (money) ----------
function amtDelta(h) {
  const s = settlements(h); if (!s.length) return null;
  const i = pick(s), e = h.events[i], a = cents(e.amount);
  const up = rnd() < 0.5;
  const d = pick([1, 50, 100, 500, Math.max(1, Math.round(a / 2)), Math.max(1, ri(a + 1)), a || 100]);
  const n = up ? a + d : Math.max(0, a - d);
  if (n === a) return null;
  e.amount = units(n);
  return { kind: up ? 'amount-up' : 'amount-down', note: `ev${i + 1} ${e.type} ${a / 100} -> ${n / 100}` };
}
function flipSide(h) {
  const s = settlements(h).filter((i) => h.events[i].type !== 'return'); if (!s.length) return null;
  const i = pick(s), e = h.events[i]; const was = e.type;
  e.type = was === 'payout' ? 'collect' : 'payout';
  return { kind: 'wrong-side', note: `ev${i + 1} ${was} -> ${e.type} ${e.amount}` };
}
function toReturn(h) {
  const s = settlements(h).filter((i) => h.events[i].type !== 'return'); if (!s.length) return null;
  const i = pick(s), e = h.events[i];
  const bet = h.events.find((b) => (b.type === 'bet' || (b.type === 'decision' && b.action === 'bet')) && b.seat === e.seat && (b.spot === e.spot || (e.spot === 'bet' && b.type === 'decision')) && (e.number == null || b.number === e.number));
  const was = e.type; e.type = 'return'; if (bet) e.amount = bet.amount;
  return { kind: 'settled-as-return', note: `ev${i + 1} ${was} -> return ${e.amount}` };
}
function returnToPayout(h) {
  const s = settlements(h).filter((i) => h.events[i].type === 'return'); if (!s.length) return null;
  const i = pick(s), e = h.events[i]; e.type = pick(['payout', 'collect']);
  return { kind: 'return-settled', note: `ev${i + 1} return -> ${e.type} ${e.amount}` };
}
function dropSettlement(h) {
  const s = settlements(h); if (!s.length) return null;
  const i = pick(s); const e = h.events.splice(i, 1)[0];
  return { kind: 'settlement-dropped', note: `ev${i + 1} ${e.type} s${e.seat} ${e.spot} ${e.amount}` };
}
function dupSettlement(h) {
  const s = settlements(h); if (!s.length) return null;
  const i = pick(s); h.events.splice(i + 1, 0, clone(h.events[i]));
  return { kind: 'settlement-doubled', note: `ev${i + 1} ${h.events[i].type} s${h.events[i].seat} ${h.events[i].spot} ${h.events[i].amount}` };
}
function wrongSeat(h) {
  const s = settlements(h); if (!s.length) return null;
  const i = pick(s), e = h.events[i]; const was = e.seat;
  e.seat = pick([1, 2, 3, 4, 5, 6, 7].filter((x) => x !== was));
  return { kind: 'wrong-seat', note: `ev${i + 1} ${e.type} seat ${was} -> ${e.seat}` };
}
function wrongSpot(h, spots) {
  const s = settlements(h).filter((i) => spots.includes(h.events[i].spot)); if (!s.length) return null;
  const i = pick(s), e = h.events[i]; const was = e.spot;
  e.spot = pick(spots.filter((x) => x !== was));
  return { kind: 'wrong-spot', note: `ev${i + 1} ${e.type} ${was} -> ${e.spot}` };
}
function splitPayout(h) { // benign: one settlement in two events with the same sum
  const s = settlements(h).filter((i) => cents(h.events[i].amount) >= 2); if (!s.length) return null;
  const i = pick(s), e = h.events[i], a = cents(e.amount), x = 1 + ri(a - 1);
  const f = clone(e); e.amount = units(x); f.amount = units(a - x); h.events.splice(i + 1, 0, f);
  return { kind: 'split-settlement~', note: `ev${i + 1} ${e.type} ${a / 100} = ${x / 100} + ${(a - x) / 100}` };
}
function reorderSameType(h) { // benign: two settlements of one kind, one after the other, change places
  const s = settlements(h);
  const pairs = s.filter((i) => s.includes(i + 1) && h.events[i].type === h.events[i + 1].type);
  if (!pairs.length) return null;
  const i = pick(pairs); [h.events[i], h.events[i + 1]] = [h.events[i + 1], h.events[i]];
  return { kind: 'settlements-swapped~', note: `ev${i + 1} <-> ev${i + 2} (${h.events[i].type})` };
}
function dropDeal(h) { const d = deals(h); if (!d.length) return null; const i = pick(d); const e = h.events.splice(i, 1)[0]; return { kind: 'deal-dropped', note: `ev${i + 1} ${e.to} ${e.card}` }; }
function dupDeal(h) { const d = deals(h); if (!d.length) return null; const i = pick(d); h.events.splice(i + 1, 0, clone(h.events[i])); return { kind: 'deal-doubled', note: `ev${i + 1} ${h.events[i].to} ${h.events[i].card}` }; }
function swapDealOrder(h) {
  const d = deals(h).filter((i, k, a) => a.includes(i + 1) && h.events[i].to !== h.events[i + 1].to); if (!d.length) return null;
  const i = pick(d); [h.events[i], h.events[i + 1]] = [h.events[i + 1], h.events[i]];
  return { kind: 'deals-reordered', note: `ev${i + 1} <-> ev${i + 2}` };
}
function moveDealLate(h) { // a card event moved after the settlements
  const d = deals(h); if (!d.length) return null; const i = pick(d); const e = h.events.splice(i, 1)[0]; h.events.push(e);
  return { kind: 'deal-moved-last', note: `ev${i + 1} ${e.to} ${e.card} -> end` };
}

// ---------- Dragon Six Baccarat ----------
const bv = (c) => { const r = c[0]; return r === 'A' ? 1 : 'TJQK'.includes(r) ? 0 : Number(r); };
const cardOf = (r) => r + pick([...SUITS]);
function dsThirdCard(h) {
  const d = deals(h); if (d.length < 4) return null;
  if (d.length > 4 && rnd() < 0.7) { const i = pick(d.slice(4)); const was = h.events[i].card; h.events[i].card = cardOf(pick([...RANKS].filter((r) => r !== was[0]))); return { kind: 'third-card-changed', note: `ev${i + 1} ${was} -> ${h.events[i].card}` }; }
  if (d.length === 4 || rnd() < 0.5) { const to = pick(['player', 'banker']); const at = d[d.length - 1] + 1; h.events.splice(at, 0, { type: 'deal', to, card: cardOf(pick([...RANKS])) }); return { kind: 'third-card-added', note: `ev${at + 1} to ${to}` }; }
  const i = pick(d.slice(4)); const e = h.events.splice(i, 1)[0]; return { kind: 'third-card-removed', note: `ev${i + 1} ${e.to} ${e.card}` };
}
function dsFirstCard(h) {
  const d = deals(h).slice(0, 4); if (d.length < 4) return null; const i = pick(d); const was = h.events[i].card;
  h.events[i].card = cardOf(pick([...RANKS].filter((r) => bv(r + 's') !== bv(was)))); return { kind: 'first-card-changed', note: `ev${i + 1} ${was} -> ${h.events[i].card}` };
}
function dsSwapSides(h) {
  const d = deals(h); if (d.length < 4) return null;
  for (const i of d) h.events[i].to = h.events[i].to === 'player' ? 'banker' : 'player';
  return { kind: 'sides-swapped', note: 'every card dealt to the other side (first card to Banca)' };
}
function dsSwapHands(h) { // the two sides' cards exchanged, the dealing order kept
  const d = deals(h).slice(0, 4); if (d.length < 4) return null;
  const c = d.map((i) => h.events[i].card); h.events[d[0]].card = c[1]; h.events[d[1]].card = c[0]; h.events[d[2]].card = c[3]; h.events[d[3]].card = c[2];
  return { kind: 'hands-swapped', note: 'first two cards of Punto and Banca exchanged' };
}
function dsBancaSix(h) { // Banca wins with six: cards set, settlements kept or made right
  const d = deals(h); if (d.length < 4) return null;
  const setTo = (i, c) => { h.events[i].card = c; };
  // Punto 0+5 = 5 draws a ten (stays 5); Banca 3+3 = 6 stands on a ten (Banca 6 stands on 0... draws only on 6,7)
  const rest = d.slice(4); for (const i of rest.reverse()) h.events.splice(i, 1);
  const d2 = deals(h); setTo(d2[0], cardOf('K')); setTo(d2[1], cardOf('3')); setTo(d2[2], cardOf('5')); setTo(d2[3], cardOf('3'));
  h.events.splice(d2[3] + 1, 0, { type: 'deal', to: 'player', card: cardOf(pick(['T', 'J', 'Q', 'K'])) });
  const fix = rnd() < 0.5;
  if (fix) resettleDS(h, 'banker', 6, pick(['exact', 'half-up', 'half-down']));
  return { kind: fix ? 'banca-six-resettled' : 'banca-six-cards', note: 'Punto 5, Banca 6 wins' + (fix ? ' (settled right)' : '') };
}
function resettleDS(h, outcome, bankTotal, rounding) {
  const settleAt = h.events.findIndex((e) => SETTLE.includes(e.type));
  h.events = h.events.filter((e) => !SETTLE.includes(e.type) && e.type !== 'commission');
  const at = settleAt < 0 ? h.events.length : Math.min(settleAt, h.events.length);
  const out = [];
  for (const b of h.events.filter((e) => e.type === 'bet')) {
    const s = cents(b.amount); const base = { seat: b.seat, spot: b.spot, ...(b.behind ? { behind: true, player: b.player } : {}) };
    if (outcome === 'tie' && b.spot !== 'tie') out.push({ type: 'return', ...base, amount: units(s) });
    else if (b.spot === outcome) {
      let w = b.spot === 'tie' ? 8 * s : b.spot === 'banker' && bankTotal === 6 ? s / 2 : s;
      if (w % 1) w = rounding === 'half-up' ? Math.ceil(w) : Math.floor(w);
      out.push({ type: 'payout', ...base, amount: units(w) });
    } else out.push({ type: 'collect', ...base, amount: units(s) });
  }
  out.sort((a, b) => (a.type === 'payout') - (b.type === 'payout'));
  h.events.splice(at, 0, ...out);
}
function dsOddStake(h) { // a Banca stake with odd cents, Banca winning with six, settled at half rounded either way
  const r = dsBancaSix(h); if (!r) return null;
  const b = h.events.filter((e) => e.type === 'bet' && e.spot === 'banker');
  if (!b.length) { const at = h.events.findIndex((e) => e.type === 'deal'); h.events.splice(at, 0, { type: 'bet', seat: 1 + ri(7), spot: 'banker', amount: 10.01 }); }
  else for (const e of b) e.amount = units(cents(e.amount) + pick([1, 3, 5, 99]));
  // keep only one bet per seat/spot simple
  const rounding = pick(['half-up', 'half-down']);
  resettleDS(h, 'banker', 6, rounding);
  return { kind: 'banca-six-odd-stake', note: `half of odd cents rounded ${rounding}` };
}
function dsCommission(h) {
  const pays = idx(h, (e) => e.type === 'payout' && e.spot === 'banker'); if (!pays.length) return null;
  const i = pick(pays), e = h.events[i]; const c = Math.round(cents(e.amount) * 0.05);
  const reduce = rnd() < 0.5; if (reduce) e.amount = units(cents(e.amount) - c);
  h.events.splice(i + 1, 0, { type: 'commission', spot: 'banker', amount: units(c) });
  return { kind: reduce ? 'commission-deducted' : 'commission-logged', note: `ev${i + 2} commission ${c / 100}${reduce ? ' taken from the payout' : ''}` };
}
function dsCommissionAnywhere(h) { // a commission on any settled wager's spot: a loss, a push, a Punto or Tie win
  const st = settlements(h); if (!st.length) return null; const i = pick(st), e = h.events[i];
  const c = pick([1, 50, Math.max(1, Math.round(cents(e.amount) * 0.05))]);
  h.events.splice(i + 1, 0, { type: 'commission', spot: e.spot, amount: units(c) });
  return { kind: 'commission-on-' + e.type, note: `ev${i + 2} commission ${c / 100} on ${e.spot} after a ${e.type}` };
}
function dsOutcome(h) { // the outcome from the cards as dealt
  const P = [], B = []; for (const i of deals(h)) (h.events[i].to === 'player' ? P : B).push(h.events[i].card);
  const tot = (cs) => cs.reduce((a, c) => a + bv(c), 0) % 10; const p = tot(P), b = tot(B);
  return { outcome: p > b ? 'player' : b > p ? 'banker' : 'tie', bank: b };
}
function dsCardsResettled(h) { // a card changed (the tableau perhaps broken), then every wager settled on the cards as dealt
  const r = rnd() < 0.5 ? dsFirstCard(h) : dsThirdCard(h); if (!r) return null;
  const { outcome, bank } = dsOutcome(h); resettleDS(h, outcome, bank, pick(['half-up', 'half-down']));
  return { kind: r.kind + '-resettled', note: r.note + ' (settled on the cards as dealt)' };
}
function dsBehindOdd(h) { // a bet behind a box on the same spot, both with odd cents, Banca winning with six, halves rounded apart
  const b = h.events.filter((e) => e.type === 'bet' && !e.behind); if (!b.length) return null;
  const box = pick(b); const at = h.events.indexOf(box) + 1;
  box.amount = units(cents(box.amount) + 1);
  h.events.splice(at, 0, { type: 'bet', seat: box.seat, spot: box.spot, amount: units(pick([1001, 2503, 5005])), behind: true, player: 'B-1' });
  const r = dsBancaSix(h); if (!r) return null;
  const { outcome, bank } = dsOutcome(h); const rounding = pick(['half-up', 'half-down']); resettleDS(h, outcome, bank, rounding);
  return { kind: 'behind-odd-stakes', note: `s${box.seat} ${box.spot} box and behind with odd cents, halves rounded ${rounding} apart` };
}
function dsLateBet(h) {
  const d = deals(h); if (!d.length) return null; const at = d[0] + 1 + ri(d.length);
  const spot = pick(['player', 'banker', 'tie']); const seat = 1 + ri(7);
  if (h.events.some((e) => e.type === 'bet' && e.seat === seat)) return null;
  h.events.splice(at, 0, { type: 'bet', seat, spot, amount: 10 });
  const mode = pick(['unsettled', 'returned', 'paid', 'collected']);
  if (mode !== 'unsettled') h.events.push({ type: mode === 'returned' ? 'return' : mode === 'paid' ? 'payout' : 'collect', seat, spot, amount: mode === 'paid' && spot === 'tie' ? 80 : 10 });
  return { kind: 'late-bet-' + mode, note: `ev${at + 1} s${seat} ${spot}` };
}
function dsBetAmount(h) {
  const b = idx(h, (e) => e.type === 'bet'); if (!b.length) return null; const i = pick(b); const was = h.events[i].amount;
  h.events[i].amount = units(Math.max(1, cents(was) + pick([-1, 1, 50, -50, 1000]))); return { kind: 'stake-changed', note: `ev${i + 1} ${was} -> ${h.events[i].amount}` };
}

// ---------- Póker Caribeño ----------
const pcard = (r, s) => r + s;
function csParticipants(h) { const m = new Map(); for (const i of deals(h)) { const e = h.events[i]; (m.get(e.to) ?? m.set(e.to, []).get(e.to)).push(i); } return m; }
// give participant `to` exactly these cards (ranks+suits), keeping the deck a deck: a card held elsewhere is swapped
function csAssign(h, to, cards) {
  const m = csParticipants(h); const mine = m.get(to); if (!mine || mine.length !== 5) return false;
  const rename = new Map();
  const swap = (a, b) => { // every occurrence (deal, reveal) of card a becomes b and b becomes a
    for (const e of h.events) if ((e.type === 'deal' || e.type === 'reveal') && (e.card === a || e.card === b)) e.card = e.card === a ? b : a;
  };
  cards.forEach((c, k) => { const cur = h.events[mine[k]].card; if (cur !== c) swap(cur, c); });
  return !rename.size;
}
function randomOthers(ranks, suits) { return ranks.map((r, k) => r + (suits ? suits[k] : pick([...SUITS]))); }
const BOUNDARY = {
  wheel: () => ['A', '2', '3', '4', '5'].map((r, k) => r + 'shdcs'[k]),
  wheelFlush: () => ['A', '2', '3', '4', '5'].map((r) => r + 'h'),
  sixHigh: () => ['2', '3', '4', '5', '6'].map((r, k) => r + 'dhcsd'[k]),
  broadway: () => ['T', 'J', 'Q', 'K', 'A'].map((r, k) => r + 'cdhsc'[k]),
  royal: () => ['T', 'J', 'Q', 'K', 'A'].map((r) => r + 's'),
  akHigh: () => randomOthers(['A', 'K', pick(['2', '3', '4']), pick(['5', '6', '7']), pick(['8', '9'])], 'sdhcs'),
  akQHigh: () => randomOthers(['A', 'K', 'Q', 'J', '9'], 'shdcc'),
  aqHigh: () => randomOthers(['A', 'Q', 'J', pick(['9', '8']), '2'], 'hdcss'),
  kqHigh: () => randomOthers(['K', 'Q', 'J', '9', '7'], 'dchsd'),
  lowPair: () => randomOthers(['2', '2', '7', '5', '3'], 'cdshh'),
  aceLowNotStraight: () => randomOthers(['A', '2', '3', '4', '6'], 'shdcc'),
  kaQueenWrap: () => randomOthers(['Q', 'K', 'A', '2', '3'], 'shdcs'),
};
function csBoundary(h) {
  const m = csParticipants(h); const seats = [...m.keys()].filter((k) => k.startsWith('seat:') && m.get(k).length === 5);
  if (!m.get('dealer') || m.get('dealer').length !== 5 || !seats.length) return null;
  const who = rnd() < 0.5 ? 'dealer' : pick(seats); const name = pick(Object.keys(BOUNDARY));
  csAssign(h, who, BOUNDARY[name]());
  return { kind: 'boundary-hand', note: `${who} gets ${name}` };
}
function csDealerNoHand(h) {
  const m = csParticipants(h); if (!m.get('dealer') || m.get('dealer').length !== 5) return null;
  const name = pick(['aqHigh', 'kqHigh', 'akHigh', 'aceLowNotStraight']); csAssign(h, 'dealer', BOUNDARY[name]());
  return { kind: 'dealer-qualification', note: `dealer gets ${name} (settlements kept)` };
}
function csSwapDealerPlayer(h) {
  const m = csParticipants(h); const seats = [...m.keys()].filter((k) => k.startsWith('seat:') && m.get(k).length === 5);
  if (!seats.length || m.get('dealer')?.length !== 5) return null;
  const s = pick(seats); const dc = m.get('dealer').map((i) => h.events[i].card), pc = m.get(s).map((i) => h.events[i].card);
  m.get('dealer').forEach((i, k) => { h.events[i].card = pc[k]; }); m.get(s).forEach((i, k) => { h.events[i].card = dc[k]; });
  // the reveals name the dealer's new face-down cards
  const rev = idx(h, (e) => e.type === 'reveal' && e.to === 'dealer'); const downs = m.get('dealer').filter((i) => h.events[i].face === 'down').map((i) => h.events[i].card);
  rev.forEach((i, k) => { if (downs[k]) h.events[i].card = downs[k]; });
  return { kind: 'dealer-player-swapped', note: `dealer <-> ${s}` };
}
function csKicker(h) { // player and dealer in one category, split only by a kicker (or not at all)
  const m = csParticipants(h); const seats = [...m.keys()].filter((k) => k.startsWith('seat:') && m.get(k).length === 5);
  if (!seats.length || m.get('dealer')?.length !== 5) return null;
  const s = pick(seats);
  const pairs = [
    [['K', 'K', '9', '7', '4'], ['K', 'K', '9', '7', '3']], [['K', 'K', '9', '7', '4'], ['K', 'K', '9', '7', '4']],
    [['8', '8', '5', '5', 'A'], ['8', '8', '5', '5', 'Q']], [['8', '8', '5', '5', 'Q'], ['8', '8', '4', '4', 'A']],
    [['A', 'K', 'Q', 'J', '9'], ['A', 'K', 'Q', 'J', '8']], [['A', 'K', '9', '6', '3'], ['A', 'K', '9', '6', '2']],
    [['A', 'K', 'Q', '5', '3'], ['A', 'K', 'Q', '5', '3']], [['9', '9', '9', 'A', '2'], ['9', '9', '9', 'K', 'Q']],
    [['5', '4', '3', '2', 'A'], ['6', '5', '4', '3', '2']], [['5', '4', '3', '2', 'A'], ['5', '4', '3', '2', 'A']],
    [['Q', 'Q', 'A', '3', '2'], ['Q', 'Q', 'K', 'J', '9']], [['7', '7', '7', '7', '2'], ['7', '7', '7', '7', '3']],
  ];
  const [a, b] = pick(pairs); const [pa, da] = rnd() < 0.5 ? [a, b] : [b, a];
  // suits: dealer and player use disjoint suits for equal ranks; no flushes
  const used = new Set(); const mk = (ranks, pref) => ranks.map((r, k) => { for (const su of pref(k)) { if (!used.has(r + su)) { used.add(r + su); return r + su; } } return null; });
  const dc = mk(da, (k) => (k % 2 ? 'hscd' : 'sdhc')), pc = mk(pa, (k) => (k % 2 ? 'chsd' : 'dcsh'));
  if (dc.includes(null) || pc.includes(null)) return null;
  csAssign(h, 'dealer', dc); csAssign(h, s, pc);
  return { kind: 'kicker-hands', note: `${s} ${pa.join('')} vs dealer ${da.join('')}` };
}
function csPaytable(h) {
  const t = h.table ?? (h.table = {}); const pt = t.bet_paytable ?? (t.bet_paytable = {});
  const mode = pick(['line-up', 'line-frac', 'cap-tight', 'cap-exact']);
  if (mode === 'line-up') { const k = pick(Object.keys(pt).length ? Object.keys(pt) : ['one_pair']); pt[k] = Number(pt[k] ?? 1) + 1; return { kind: 'paytable-line-up', note: `${k} posted ${pt[k]}` }; }
  if (mode === 'line-frac') { const k = pick(['two_pair', 'three_of_a_kind', 'straight', 'flush']); pt[k] = Number(pt[k] ?? 2) + 0.5; return { kind: 'paytable-line-frac', note: `${k} posted ${pt[k]}` }; }
  const pays = idx(h, (e) => e.type === 'payout' && e.spot === 'bet'); if (!pays.length) return null;
  const p = h.events[pick(pays)]; const a = cents(p.amount);
  t.max_payout = units(mode === 'cap-exact' ? a : Math.max(1, a - pick([1, 100, Math.round(a / 3)])));
  return { kind: 'paytable-' + mode, note: `max_payout ${t.max_payout} beside a payout of ${a / 100}` };
}
function csRaise(h) {
  const d = idx(h, (e) => e.type === 'decision' && e.action === 'bet'); if (!d.length) return null;
  const i = pick(d); const e = h.events[i]; const was = e.amount;
  const mode = pick(['fold', 'amount']);
  if (mode === 'fold') { e.action = 'fold'; delete e.amount; return { kind: 'bet-became-fold', note: `ev${i + 1} seat ${e.seat}` }; }
  e.amount = units(cents(was) + pick([1, -1, 100, -100])); return { kind: 'raise-changed', note: `ev${i + 1} ${was} -> ${e.amount}` };
}
function csFoldToBet(h) {
  const d = idx(h, (e) => e.type === 'decision' && e.action === 'fold'); if (!d.length) return null;
  const i = pick(d); const e = h.events[i]; const ante = h.events.find((b) => b.type === 'bet' && b.seat === e.seat && b.spot === 'ante');
  e.action = 'bet'; e.amount = units(2 * cents(ante?.amount ?? 10)); return { kind: 'fold-became-bet', note: `ev${i + 1} seat ${e.seat}` };
}

// Settle every Caribbean seat again as the regulation has it (Arts. 11º-15º: a fold loses the ante; a dealer without
// ace-king: antes 1 to 1, bets returned; else compare: ante 1 to 1 and the bet by the posted line, capped at max_payout;
// a loss collected; a tie both returned), the settlement events written just before each seat's verification. A
// fractional line's odd cent goes up or down (`rounding`). Used by the "...-resettled" kinds: the hand must stay clean.
function csResettle(h, rounding) {
  const parse = (c) => ({ r: '23456789TJQKA'.indexOf(c[0]) + 2, s: c[1], id: c });
  const m = csParticipants(h); const dc = (m.get('dealer') ?? []).map((i) => parse(h.events[i].card));
  if (dc.length !== 5) return false;
  const de = csEvaluate(dc), dq = csQualifies(de, dc);
  const t = h.table ?? {}; const pt = t.bet_paytable ?? {};
  const MIN = { royal_flush: 100, straight_flush: 50, four_of_a_kind: 20, full_house: 7, flush: 5, straight: 4, three_of_a_kind: 3, two_pair: 2, one_pair: 1, high_card: 1 };
  const cap = t.max_payout != null ? cents(t.max_payout) : null;
  h.events = h.events.filter((e) => !SETTLE.includes(e.type));
  for (const [to, idxs] of csParticipants(h)) {
    if (!to.startsWith('seat:')) continue; const seat = Number(to.slice(5));
    const ante = h.events.filter((e) => e.type === 'bet' && e.seat === seat && e.spot === 'ante').reduce((a, e) => a + cents(e.amount), 0);
    const d = h.events.find((e) => e.type === 'decision' && e.seat === seat); if (!ante || !d) continue;
    const out = [];
    if (d.action === 'fold') out.push({ type: 'collect', seat, spot: 'ante', amount: units(ante) });
    else {
      const bet = cents(d.amount); const pc = idxs.map((i) => parse(h.events[i].card)); if (pc.length !== 5) return false;
      if (!dq) out.push({ type: 'payout', seat, spot: 'ante', amount: units(ante) }, { type: 'return', seat, spot: 'bet', amount: units(bet) });
      else {
        const pe = csEvaluate(pc); const c = csCompare(pe, de);
        if (c > 0) {
          const ratio = Math.max(Number(pt[pe.cat] ?? MIN[pe.cat]), MIN[pe.cat]); const raw = bet * ratio;
          let w = rounding === 'up' ? Math.ceil(raw - 1e-9) : Math.floor(raw + 1e-9); if (cap != null && w > cap) w = cap;
          out.push({ type: 'payout', seat, spot: 'ante', amount: units(ante) }, { type: 'payout', seat, spot: 'bet', amount: units(w) });
        } else if (c < 0) out.push({ type: 'collect', seat, spot: 'ante', amount: units(ante) }, { type: 'collect', seat, spot: 'bet', amount: units(bet) });
        else out.push({ type: 'return', seat, spot: 'ante', amount: units(ante) }, { type: 'return', seat, spot: 'bet', amount: units(bet) });
      }
    }
    const v = h.events.findIndex((e) => e.type === 'procedure' && e.name === 'verify_card_count' && e.participant === to);
    h.events.splice(v < 0 ? h.events.length : v, 0, ...out);
  }
  return true;
}
const resettled = (f, rounding) => (h) => { const r = f(h); if (!r || !csResettle(h, rounding ?? pick(['up', 'down']))) return null; return { kind: r.kind + '-resettled', note: r.note + ' (settled as the text has it)' }; };
function csOddStakes(h) { // antes with odd cents, the bet at the posted twice, a fractional line posted
  const t = h.table ?? (h.table = {}); const pt = t.bet_paytable ?? (t.bet_paytable = {});
  const k = pick(['one_pair', 'two_pair', 'three_of_a_kind', 'straight', 'flush', 'high_card']); pt[k] = Number(pt[k] ?? 1) + pick([0.5, 0.25, 0.33, 1.01]);
  for (const e of h.events) if (e.type === 'bet' && e.spot === 'ante') e.amount = units(cents(e.amount) + pick([1, 3, 7, 33]));
  for (const e of h.events) if (e.type === 'decision' && e.action === 'bet') { const a = h.events.find((b) => b.type === 'bet' && b.seat === e.seat && b.spot === 'ante'); e.amount = units(2 * cents(a.amount)); }
  return { kind: 'odd-stakes', note: `${k} posted ${pt[k]}, antes with odd cents` };
}

// ---------- pai gow bonus ----------
function pgBonusBets(h) { return idx(h, (e) => e.type === 'bet' && e.spot === 'bonus'); }
function pgResettle(h, rounding) {
  const ratio = h.table?.bonus_payout ?? 5.5; const rngI = h.events.findIndex((e) => e.type === 'rng'); if (rngI < 0) return;
  const v = h.events[rngI].value; const cap = h.table?.max_payout != null ? cents(h.table.max_payout) : null;
  h.events = h.events.filter((e) => !(SETTLE.includes(e.type) && e.spot === 'bonus'));
  const r2 = h.events.findIndex((e) => e.type === 'rng'); const bets = h.events.filter((e) => e.type === 'bet' && e.spot === 'bonus');
  const col = [], pay = [];
  for (const b of bets) {
    const s = cents(b.amount);
    if (b.number === v) {
      const raw = s * ratio; let p = Math.floor(raw / 100) * 100; const rem = raw - p;
      if (rem > 50 || (rem === 50 && rounding === 'up')) p += 100;
      if (cap != null && p > cap) p = cap;
      pay.push({ type: 'payout', seat: b.seat, spot: 'bonus', number: b.number, amount: units(p) });
    } else col.push({ type: 'collect', seat: b.seat, spot: 'bonus', number: b.number, amount: units(s) });
  }
  h.events.splice(r2 + 1, 0, ...col, ...pay);
}
function pgRng(h) {
  const r = idx(h, (e) => e.type === 'rng'); if (!r.length) return null; const e = h.events[r[0]]; const was = e.value;
  e.value = pick([1, 2, 3, 4, 5, 6, 7].filter((x) => x !== was)); return { kind: 'rng-changed', note: `${was} -> ${e.value} (settlements kept)` };
}
function pgEdgeStake(h) {
  const b = pgBonusBets(h); if (!b.length) return null; const i = pick(b); const e = h.events[i]; const was = e.amount;
  e.amount = pick([1, 0.99, 1.01, 3, 5, 7, 9, 11, 1.5, 2.5, 4.2, 1.09, 1.1]);
  const rngI = h.events.findIndex((x) => x.type === 'rng'); const hit = rnd() < 0.6; if (rngI >= 0 && hit) h.events[rngI].value = e.number;
  const rounding = pick(['up', 'down']); pgResettle(h, rounding);
  return { kind: 'edge-stake', note: `ev${i + 1} ${was} -> ${e.amount} on ${e.number}${hit ? ' (wins)' : ''}, settled rounding ${rounding}` };
}
function pgRatio(h) {
  const t = h.table ?? (h.table = {}); const was = t.bonus_payout;
  const r = pick([5.5, 6, 5.75, 5.6, 'absent']); if (r === 'absent') delete t.bonus_payout; else t.bonus_payout = r;
  const b = pgBonusBets(h); const rngI = h.events.findIndex((x) => x.type === 'rng');
  if (b.length && rngI >= 0 && rnd() < 0.7) h.events[rngI].value = h.events[pick(b)].number;
  const resettle = rnd() < 0.5 && r !== 'absent'; if (resettle) pgResettle(h, pick(['up', 'down']));
  return { kind: resettle ? 'ratio-resettled' : 'ratio-changed', note: `bonus_payout ${was} -> ${r}` };
}
function pgCap(h) {
  const b = pgBonusBets(h); const rngI = h.events.findIndex((x) => x.type === 'rng'); if (!b.length || rngI < 0) return null;
  const e = h.events[pick(b)]; h.events[rngI].value = e.number; e.amount = pick([20, 50, 100, 180, 200]);
  const ratio = h.table?.bonus_payout ?? 5.5; const full = Math.round(e.amount * ratio);
  const t = h.table ?? (h.table = {}); t.max_payout = pick([full - 1, full, full + 1, Math.round(full / 2), 1000]);
  const how = pick(['capped', 'full']); if (how === 'capped') pgResettle(h, 'up'); else { const cap = t.max_payout; delete t.max_payout; pgResettle(h, 'up'); t.max_payout = cap; }
  return { kind: 'cap-' + how, note: `stake ${e.amount} on ${e.number} wins, max_payout ${t.max_payout}, paid ${how}` };
}
function pgNumberEdge(h) {
  const b = pgBonusBets(h); if (!b.length) return null; const i = pick(b); const e = h.events[i]; const was = e.number;
  e.number = pick([1, 7, 8]); const rngI = h.events.findIndex((x) => x.type === 'rng');
  if (rngI >= 0 && rnd() < 0.5) h.events[rngI].value = pick([1, 7]);
  for (const s of h.events) if (SETTLE.includes(s.type) && s.spot === 'bonus' && s.seat === e.seat && s.number === was) s.number = e.number;
  const resettle = rnd() < 0.5; if (resettle) pgResettle(h, 'up');
  return { kind: resettle ? 'number-edge-resettled' : 'number-edge', note: `ev${i + 1} number ${was} -> ${e.number}` };
}
function pgAddBonus(h) { // a second bonus bet at a seat, on another number
  const b = pgBonusBets(h); if (!b.length) return null; const e = h.events[pick(b)]; const n = pick([1, 2, 3, 4, 5, 6, 7].filter((x) => x !== e.number));
  const at = h.events.indexOf(e) + 1; h.events.splice(at, 0, { ...clone(e), number: n, amount: pick([1, 2, 5]) });
  const rngI = h.events.findIndex((x) => x.type === 'rng'); if (rngI >= 0 && rnd() < 0.5) h.events[rngI].value = n;
  const resettle = rnd() < 0.6; if (resettle) pgResettle(h, 'up');
  return { kind: resettle ? 'second-number-resettled' : 'second-number', note: `seat ${e.seat} also on ${n}` };
}
function pgDropNumber(h) { // settlements that do not name the number
  const s = idx(h, (e) => SETTLE.includes(e.type) && e.spot === 'bonus'); if (!s.length) return null;
  for (const i of s) delete h.events[i].number; return { kind: 'settlement-without-number~', note: 'number removed from every bonus settlement' };
}

const MUT = {
  'dragon-six-baccarat': [amtDelta, flipSide, toReturn, returnToPayout, dropSettlement, dupSettlement, wrongSeat, (h) => wrongSpot(h, ['player', 'banker', 'tie']), splitPayout, reorderSameType,
    dropDeal, dupDeal, swapDealOrder, moveDealLate, dsThirdCard, dsThirdCard, dsFirstCard, dsSwapSides, dsSwapHands, dsBancaSix, dsOddStake, dsCommission, dsLateBet, dsBetAmount,
    dsCommissionAnywhere, dsCardsResettled, dsCardsResettled, dsBehindOdd],
  'caribbean-stud': [amtDelta, flipSide, toReturn, returnToPayout, dropSettlement, dupSettlement, wrongSeat, (h) => wrongSpot(h, ['ante', 'bet']), splitPayout, reorderSameType,
    dropDeal, dupDeal, swapDealOrder, csBoundary, csBoundary, csBoundary, csDealerNoHand, csDealerNoHand, csSwapDealerPlayer, csKicker, csKicker, csKicker, csPaytable, csRaise, csFoldToBet,
    resettled(csBoundary), resettled(csBoundary), resettled(csDealerNoHand), resettled(csKicker), resettled(csKicker), resettled(csSwapDealerPlayer), resettled(csOddStakes), resettled(csOddStakes), resettled(csPaytable)],
  'pai-gow-bonus': [amtDelta, flipSide, toReturn, returnToPayout, dropSettlement, dupSettlement, wrongSeat, splitPayout, reorderSameType,
    pgRng, pgEdgeStake, pgEdgeStake, pgRatio, pgCap, pgCap, pgNumberEdge, pgAddBonus, pgDropNumber],
};

const lines = fs.readFileSync(inPath, 'utf8').split('\n').filter((l) => l.trim());
const out = [], man = [];
for (const l of lines) {
  const h = JSON.parse(l); const fns = MUT[h.game];
  let r = null;
  if (fns && rnd() < rate) {
    const done = [];
    for (let n = 0; n < perHand; n++) {
      let one = null;
      for (let t = 0; t < 8 && !one; t++) { const c = clone(h); const res = pick(fns)(c); if (res) { one = res; Object.assign(h, c); for (const k of Object.keys(h)) if (!(k in c)) delete h[k]; } }
      if (one) done.push(one);
    }
    if (done.length) r = { kind: done.map((x) => x.kind).join('+'), note: done.map((x) => x.note).join(' / ') };
  }
  out.push(JSON.stringify(h)); man.push(JSON.stringify({ hand_id: h.hand_id, kind: r ? r.kind : 'none', note: r ? r.note : '' }));
}
fs.writeFileSync(outPath, out.join('\n') + '\n'); fs.writeFileSync(manPath, man.join('\n') + '\n');
