#!/usr/bin/env node
// oracle15: Póker Caribeño (Peru 1999), Dragon Six Baccarat (Peru 2008) and the pai gow bonus bet (Puerto Rico,
// Reglamento 8669, Art. 10-10.15) hands written from the regulation texts, each with the findings the text
// requires, and a comparison with Veedor (the approach of scripts/oracle14-bj-hands.mjs).
//
//   node scripts/oracle15-hands.mjs gen OUTDIR [--seed N] [--hands N]   writes cs/ds/pg.ndjson and *.expect.json
//   node scripts/oracle15-hands.mjs edge OUTDIR                          hand-written edge hands (oracle15-edge.mjs)
//   node scripts/oracle15-hands.mjs compare OUTDIR [--veedor dist/cli/veedor.js] [--only cs,ds,pg]
//
// The model below was written from the texts alone, before reading the catalogs' rules.
// Póker Caribeño: Art. 7º shuffle and cut before each game; Art. 8º the five cards verified once a player's part
// ends; Art. 9º e the ante to play, f the room's limits (posted min/max, read as the ante's); Art. 10º five rounds
// from the dealer's left, the dealer last, his last card up; Art. 11º bet or fold (the ante collected at once);
// Art. 12º ties between equal hands; Art. 13º dealer under A-K: antes paid 1 to 1, bets neither collected nor paid
// (returned); Art. 14º ante 1 to 1, the bet by its category (100, 50, 20, 7, 5, 4, 3, 2, 1, 1 to 1) or the richer
// posted line; Art. 15º the posted maximum payout caps the bet's payout.
// Dragon Six: Art. 3º values (tens and figures 0, the last digit of the sum); Art. 5º new decks: show, turn, wash,
// shuffle, cut, the other cut card at no less than 12 from the base, load the shoe, burn (the first card says how
// many); Art. 6º at the cut card: shuffle, cut, load, burn; Art. 7º bets with chips, until the first card leaves the
// shoe; Art. 8º Punto 1 to 1, Banca 1 to 1 but half (50 %) when Banca wins with six, Tie 8 to 1; Banca+Tie and
// Punto+Tie allowed; Art. 10º P, B, P, B (the rest of the article is cut off).
// Pai gow bonus: (A) numbers 1 to 7; (B)(1) only a player with a pai gow wager, before the generator; several
// numbers allowed; (B)(2) chips on the layout; (B)(3) the number shown wins, the others lose; (B)(4) losers
// collected at once after the number; (B)(5) winners paid right after, before any card; (B)(6) 5½ to 6 to 1 at the
// posted ratio, rounded to the nearest dollar; (B)(7) $1 minimum, the payout within the table's maximum.
// Where the texts are silent the choice made here is named where it is made ("silent:"); those that are Veedor's
// documented readings (parameters.json `interpretation`) are marked "reading:".
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const c = (x) => Math.round(x * 100);
const u = (cents) => Math.round(cents) / 100;

export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r, xs) => xs[Math.floor(r() * xs.length)];
const int = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
const SUITS = ['s', 'h', 'd', 'c'];
function deck(n = 1) {
  const d = [];
  for (let k = 0; k < n; k++) for (const rk of RANKS) for (const s of SUITS) d.push(rk + s);
  return d;
}
function shuffle(r, d) {
  for (let i = d.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [d[i], d[j]] = [d[j], d[i]];
  }
  return d;
}

// ======================= Póker Caribeño =======================
const CATS = ['high_card', 'one_pair', 'two_pair', 'three_of_a_kind', 'straight', 'flush', 'full_house', 'four_of_a_kind', 'straight_flush', 'royal_flush'];
const MIN_TABLE = { royal_flush: 100, straight_flush: 50, four_of_a_kind: 20, full_house: 7, flush: 5, straight: 4, three_of_a_kind: 3, two_pair: 2, one_pair: 1, high_card: 1 };
const rv = (card) => RANKS.indexOf(card[0]) + 2;
export function evalPoker(cards) {
  const vs = cards.map(rv).sort((a, b) => b - a);
  const flush = new Set(cards.map((k) => k[1])).size === 1;
  const cnt = new Map();
  for (const v of vs) cnt.set(v, (cnt.get(v) ?? 0) + 1);
  const groups = [...cnt.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const uniq = [...new Set(vs)];
  let straightTop = 0;
  if (uniq.length === 5) {
    if (uniq[0] - uniq[4] === 4) straightTop = uniq[0];
    // silent (Arts. 3º-4º are not on the published page): A-2-3-4-5 is a straight, the ace low, five high
    else if (uniq[0] === 14 && uniq[1] === 5) straightTop = 5;
  }
  const key = groups.map((g) => g[0]);
  if (straightTop && flush) return { cat: straightTop === 14 ? 'royal_flush' : 'straight_flush', key: [straightTop] };
  if (groups[0][1] === 4) return { cat: 'four_of_a_kind', key };
  if (groups[0][1] === 3 && groups[1][1] === 2) return { cat: 'full_house', key };
  if (flush) return { cat: 'flush', key: vs };
  if (straightTop) return { cat: 'straight', key: [straightTop] };
  if (groups[0][1] === 3) return { cat: 'three_of_a_kind', key };
  if (groups[0][1] === 2 && groups[1][1] === 2) return { cat: 'two_pair', key };
  if (groups[0][1] === 2) return { cat: 'one_pair', key };
  return { cat: 'high_card', key: vs };
}
export function cmpPoker(a, b) {
  const d = CATS.indexOf(a.cat) - CATS.indexOf(b.cat);
  if (d) return Math.sign(d);
  for (let i = 0; i < Math.max(a.key.length, b.key.length); i++) if ((a.key[i] ?? 0) !== (b.key[i] ?? 0)) return Math.sign(a.key[i] - b.key[i]);
  return 0;
}
// Art. 13º: «una combinación menor a un As ("A") y una "K"»: no pair or better and not both an ace and a king
export const qualifies = (cards) => evalPoker(cards).cat !== 'high_card' || (cards.some((k) => k[0] === 'A') && cards.some((k) => k[0] === 'K'));

// a five-card hand of a category, from the cards left in `pool` (null when they are not there)
function handOf(r, cat, pool) {
  const has = (k) => pool.includes(k);
  const R = (v) => RANKS[v - 2];
  const suit = () => pick(r, SUITS);
  const distinct = (n, avoid = []) => {
    const out = [];
    let g = 0;
    while (out.length < n && g++ < 200) { const v = int(r, 2, 14); if (!out.includes(v) && !avoid.includes(v)) out.push(v); }
    return out;
  };
  let cards;
  for (let tries = 0; tries < 300; tries++) {
    const s = suit();
    switch (cat) {
      case 'royal_flush': cards = [14, 13, 12, 11, 10].map((v) => R(v) + s); break;
      case 'straight_flush': { const top = int(r, 5, 13); cards = [0, 1, 2, 3, 4].map((k) => (top - k === 1 ? 'A' : R(top - k)) + s); break; }
      case 'four_of_a_kind': { const [q, k] = distinct(2); cards = SUITS.map((x) => R(q) + x).concat(R(k) + suit()); break; }
      case 'full_house': { const [t, p] = distinct(2); const ss = shuffle(r, [...SUITS]); const s2 = shuffle(r, [...SUITS]); cards = [R(t) + ss[0], R(t) + ss[1], R(t) + ss[2], R(p) + s2[0], R(p) + s2[1]]; break; }
      case 'flush': cards = distinct(5).map((v) => R(v) + s); break;
      case 'straight': { const top = int(r, 5, 14); cards = [0, 1, 2, 3, 4].map((k) => (top - k === 1 ? 'A' : R(top - k)) + suit()); break; }
      case 'three_of_a_kind': { const [t, a, b] = distinct(3); const ss = shuffle(r, [...SUITS]); cards = [R(t) + ss[0], R(t) + ss[1], R(t) + ss[2], R(a) + suit(), R(b) + suit()]; break; }
      case 'two_pair': { const [p, q, k] = distinct(3); const ss = shuffle(r, [...SUITS]); const s2 = shuffle(r, [...SUITS]); cards = [R(p) + ss[0], R(p) + ss[1], R(q) + s2[0], R(q) + s2[1], R(k) + suit()]; break; }
      case 'one_pair': { const [p, a, b, k] = distinct(4); const ss = shuffle(r, [...SUITS]); cards = [R(p) + ss[0], R(p) + ss[1], R(a) + suit(), R(b) + suit(), R(k) + suit()]; break; }
      case 'high_card': cards = distinct(5).map((v) => R(v) + suit()); break;
      case 'ak': { const [a, b, k] = distinct(3, [14, 13]); cards = [R(14) + suit(), R(13) + suit(), R(a) + suit(), R(b) + suit(), R(k) + suit()]; break; }
      case 'nohand': cards = (r() < 0.5 ? distinct(4, [14, 13]).concat(14) : distinct(5)).map((v) => R(v) + suit()); break;
      default: throw new Error(cat);
    }
    if (new Set(cards).size !== 5 || !cards.every(has)) continue;
    const e = evalPoker(cards);
    const want = cat === 'ak' ? 'high_card' : cat === 'nohand' ? 'high_card' : cat;
    if (e.cat !== want) continue;
    if (cat === 'nohand' && qualifies(cards)) continue;
    if (cat === 'ak' && !qualifies(cards)) continue;
    for (const k of cards) pool.splice(pool.indexOf(k), 1);
    return shuffle(r, cards);
  }
  return null;
}

const CS_KINDS = ['plain', 'multi', 'nohand', 'fold', 'tie', 'rank', 'cap', 'cents', 'richer', 'ak-edge'];
function csRound(r, kind) {
  const pool = shuffle(r, deck(1));
  const nSeats = kind === 'multi' ? int(r, 4, 7) : int(r, 1, 5);
  const seatNos = shuffle(r, [1, 2, 3, 4, 5, 6, 7]).slice(0, nSeats).sort((a, b) => a - b);
  const table = { decks: 1, min_bet: 5, max_bet: 500, bet_paytable: { ...MIN_TABLE } };
  if (kind === 'richer') { table.bet_paytable.flush = 6; table.bet_paytable.full_house = 8; table.bet_paytable.straight = 5; table.bet_paytable.three_of_a_kind = 4; }
  if (kind === 'cap' || r() < 0.2) table.max_payout = pick(r, [500, 1000, 2500, 5000]);
  const seats = seatNos.map((n) => ({ seat: n, ante: kind === 'cents' ? u(int(r, 500, 9999)) : 5 * int(r, 1, 20) }));
  // dealer's hand
  let dealer;
  if (kind === 'nohand') dealer = handOf(r, 'nohand', pool);
  else if (kind === 'ak-edge') dealer = handOf(r, r() < 0.5 ? 'ak' : 'nohand', pool);
  else if (kind === 'tie') dealer = handOf(r, pick(r, ['one_pair', 'high_card', 'ak', 'two_pair']), pool);
  else dealer = null;
  for (const s of seats) {
    if (kind === 'rank' || kind === 'richer' || kind === 'cap') s.cards = handOf(r, pick(r, CATS.slice(kind === 'cap' ? 5 : 0)), pool);
    if (kind === 'tie' && s === seats[0] && dealer) {
      // same ranks, other suits, when the deck still holds them
      const want = dealer.map((k) => k[0]);
      const got = [];
      for (const rk of want) { const k = pool.find((x) => x[0] === rk && !got.includes(x) && !dealer.includes(x)); if (k) got.push(k); }
      if (got.length === 5 && cmpPoker(evalPoker(got), evalPoker(dealer)) === 0) { for (const k of got) pool.splice(pool.indexOf(k), 1); s.cards = got; }
    }
  }
  if (!dealer) dealer = pool.splice(0, 5);
  for (const s of seats) if (!s.cards) s.cards = pool.splice(0, 5);
  if (kind === 'cap') for (const s of seats) s.ante = 5 * int(r, 10, 40);
  // decisions: silent (Art. 11º sets no amount): the bet is two antes. Fold on a weak hand sometimes.
  for (const s of seats) {
    const e = evalPoker(s.cards);
    s.fold = kind === 'fold' ? r() < 0.6 : e.cat === 'high_card' && !s.cards.some((k) => k[0] === 'A') && r() < 0.5;
    if (kind === 'tie' && s === seats[0]) s.fold = false;
    s.bet = c(s.ante) * 2;
  }
  if (kind === 'fold' && seats.every((s) => s.fold) && r() < 0.5) seats[0].fold = false;
  const ev = [];
  const push = (e) => { ev.push(e); return e; };
  const settle = [];
  const add = (e, meta) => { push(e); settle.push({ ev: e, ...meta }); return e; };
  push({ type: 'procedure', name: 'shuffle' });
  push({ type: 'procedure', name: 'cut', by: `seat:${seats[0].seat}` });
  for (const s of seats) push({ type: 'bet', seat: s.seat, spot: 'ante', amount: s.ante, player: `P${s.seat}` });
  for (let k = 0; k < 5; k++) {
    for (const s of seats) push({ type: 'deal', to: `seat:${s.seat}`, card: s.cards[k], face: 'down' });
    push({ type: 'deal', to: 'dealer', card: dealer[k], face: k === 4 ? 'up' : 'down' });
  }
  for (const s of seats) {
    if (s.fold) {
      push({ type: 'decision', seat: s.seat, action: 'fold' });
      // Art. 11º: «el ante apostado será recogido por el dealer»
      add({ type: 'collect', seat: s.seat, spot: 'ante', amount: s.ante }, { seat: s.seat, spot: 'ante', net: -c(s.ante), article: 'Art. 11º', outcome: 'fold' });
      s.verify = push({ type: 'procedure', name: 'verify_card_count', participant: `seat:${s.seat}`, count: 5 });
    } else {
      s.betEv = push({ type: 'decision', seat: s.seat, action: 'bet', amount: u(s.bet) });
    }
  }
  for (let k = 0; k < 4; k++) push({ type: 'reveal', to: 'dealer', card: dealer[k] });
  const dq = qualifies(dealer);
  const de = evalPoker(dealer);
  const notes = [];
  for (const s of seats) {
    if (s.fold) continue;
    const a = c(s.ante);
    const pe = evalPoker(s.cards);
    s.cat = pe.cat;
    if (!dq) {
      // Art. 13º: antes 1 to 1; the bets «nulas», neither collected nor paid: handed back
      add({ type: 'payout', seat: s.seat, spot: 'ante', amount: u(a) }, { seat: s.seat, spot: 'ante', net: a, article: 'Art. 13º', outcome: 'nohand-ante' });
      add({ type: 'return', seat: s.seat, spot: 'bet', amount: u(s.bet) }, { seat: s.seat, spot: 'bet', net: 0, article: 'Art. 13º', outcome: 'nohand-bet', stake: s.bet });
    } else {
      const cmp = cmpPoker(pe, de);
      if (cmp > 0) {
        add({ type: 'payout', seat: s.seat, spot: 'ante', amount: u(a) }, { seat: s.seat, spot: 'ante', net: a, article: 'Art. 14º', outcome: 'win-ante' });
        const line = table.bet_paytable[pe.cat];
        let pay = Math.round(s.bet * line);
        let art = 'Art. 14º';
        let capped = false;
        if (table.max_payout !== undefined && pay > c(table.max_payout)) { pay = c(table.max_payout); art = 'Art. 15º'; capped = true; }
        add({ type: 'payout', seat: s.seat, spot: 'bet', amount: u(pay) }, { seat: s.seat, spot: 'bet', net: pay, article: art, outcome: 'win-bet', cat: pe.cat, line, capped, stake: s.bet, full: Math.round(s.bet * line) });
      } else if (cmp === 0) {
        // reading: tie_settlement push (Art. 12º names the tie, not its settlement)
        notes.push(`seat ${s.seat} ties the dealer (${pe.cat})`);
        add({ type: 'return', seat: s.seat, spot: 'ante', amount: u(a) }, { seat: s.seat, spot: 'ante', net: 0, article: 'Art. 12º', outcome: 'tie', stake: a });
        add({ type: 'return', seat: s.seat, spot: 'bet', amount: u(s.bet) }, { seat: s.seat, spot: 'bet', net: 0, article: 'Art. 12º', outcome: 'tie', stake: s.bet });
      } else {
        // silent: a hand beaten by the dealer's loses both wagers (the text names only the winners); the article cited
        // is Art. 12º, the comparison that decides it (first written here as Art. 14º; Veedor's citation kept)
        add({ type: 'collect', seat: s.seat, spot: 'ante', amount: u(a) }, { seat: s.seat, spot: 'ante', net: -a, article: 'Art. 12º', outcome: 'loss' });
        add({ type: 'collect', seat: s.seat, spot: 'bet', amount: u(s.bet) }, { seat: s.seat, spot: 'bet', net: -s.bet, article: 'Art. 12º', outcome: 'loss' });
      }
    }
    s.verify = push({ type: 'procedure', name: 'verify_card_count', participant: `seat:${s.seat}`, count: 5 });
  }
  return { events: ev, settle, notes, table, seats, dealerQualifies: dq };
}

const CS_DOUBLE = ['ante-underpaid', 'bet-1to1', 'nohand-bet-collected', 'nohand-ante-returned', 'loss-returned', 'tie-collected', 'fold-returned', 'win-pushed', 'bet-overpaid', 'dealer-up-first', 'deal-order', 'bet-after-reveal'];
const CS_MUTS = ['dealer-up-first', 'deal-order', 'bet-after-reveal', 'double', 'double', 'ante-underpaid', 'bet-1to1', 'bet-over-cap', 'bet-under-cap', 'nohand-bet-collected', 'nohand-bet-paid', 'nohand-ante-returned', 'loss-returned', 'tie-collected', 'fold-returned', 'win-pushed', 'reorder-neutral', 'no-verify', 'ante-over-max', 'no-shuffle', 'richer-paid-minimum', 'bet-overpaid'];
const CS_MUT_KIND = { 'bet-over-cap': 'cap', 'bet-under-cap': 'cap', 'nohand-bet-collected': 'nohand', 'nohand-bet-paid': 'nohand', 'nohand-ante-returned': 'nohand', 'tie-collected': 'tie', 'fold-returned': 'fold', 'richer-paid-minimum': 'richer' };
function payoutFinding(s, newNet, article) {
  s.touched = true;
  return { kind: 'payout', article: article ?? s.article, ref: s.ev, seat: s.seat, spot: s.spot, number: s.number, expected: u(s.net), actual: u(newNet), owed: u(s.net - newNet) };
}
function setKind(s, type, net) {
  s.ev.type = type;
  s.ev.amount = u(Math.abs(net));
}
function csMutate(round, mk, r) {
  const S = (f) => { const xs = round.settle.filter((x) => !x.touched && f(x)); return xs.length ? pick(r, xs) : null; };
  const exp = [];
  let s;
  switch (mk) {
    case 'ante-underpaid': {
      s = S((x) => x.spot === 'ante' && x.net > 0); if (!s) return null;
      const pay = Math.max(0, s.net - c(pick(r, [1, 5, 0.5, 2.5]))); if (pay === s.net) return null;
      s.ev.amount = u(pay); exp.push(payoutFinding(s, pay)); break;
    }
    case 'bet-1to1': {
      s = S((x) => x.outcome === 'win-bet' && x.line > 1); if (!s) return null;
      const pay = s.stake; s.ev.amount = u(pay);
      // reading: a shortfall that still pays the hand's minimum line breaks the posted table, not Art. 14º
      exp.push(payoutFinding(s, pay, s.capped ? 'Art. 15º' : pay >= s.stake * MIN_TABLE[s.cat] ? 'Tabla publicada' : 'Art. 14º')); break;
    }
    case 'bet-over-cap': {
      s = S((x) => x.outcome === 'win-bet' && x.capped); if (!s) return null;
      s.ev.amount = u(s.full); exp.push(payoutFinding(s, s.full, 'Art. 15º')); break;
    }
    case 'bet-under-cap': {
      s = S((x) => x.outcome === 'win-bet' && x.capped); if (!s) return null;
      const pay = s.net - c(100); if (pay < 0) return null; s.ev.amount = u(pay); exp.push(payoutFinding(s, pay, 'Art. 15º')); break;
    }
    case 'bet-overpaid': {
      s = S((x) => x.outcome === 'win-bet' && !x.capped); if (!s) return null;
      const pay = s.net + s.stake; s.ev.amount = u(pay); exp.push(payoutFinding(s, pay)); break;
    }
    case 'nohand-bet-collected': {
      s = S((x) => x.outcome === 'nohand-bet'); if (!s) return null;
      setKind(s, 'collect', -s.stake); exp.push(payoutFinding(s, -s.stake)); break;
    }
    case 'nohand-bet-paid': {
      s = S((x) => x.outcome === 'nohand-bet'); if (!s) return null;
      setKind(s, 'payout', s.stake); exp.push(payoutFinding(s, s.stake)); break;
    }
    case 'nohand-ante-returned': {
      s = S((x) => x.outcome === 'nohand-ante'); if (!s) return null;
      setKind(s, 'return', 0); s.ev.amount = u(s.net); exp.push(payoutFinding(s, 0)); break;
    }
    case 'loss-returned': {
      s = S((x) => x.outcome === 'loss'); if (!s) return null;
      s.ev.type = 'return'; exp.push(payoutFinding(s, 0)); break;
    }
    case 'tie-collected': {
      s = S((x) => x.outcome === 'tie'); if (!s) return null;
      s.ev.type = 'collect'; exp.push(payoutFinding(s, -s.stake)); break;
    }
    case 'fold-returned': {
      s = S((x) => x.outcome === 'fold'); if (!s) return null;
      s.ev.type = 'return'; exp.push(payoutFinding(s, 0)); break;
    }
    case 'win-pushed': {
      s = S((x) => x.outcome === 'win-bet'); if (!s) return null;
      setKind(s, 'return', 0); s.ev.amount = u(s.stake); exp.push(payoutFinding(s, 0)); break;
    }
    case 'richer-paid-minimum': {
      s = S((x) => x.outcome === 'win-bet' && x.line > MIN_TABLE[x.cat] && !x.capped); if (!s) return null;
      const pay = s.stake * MIN_TABLE[s.cat]; s.ev.amount = u(pay); exp.push(payoutFinding(s, pay, 'Tabla publicada')); break;
    }
    case 'reorder-neutral': {
      // a winner's ante and bet payouts swapped: nothing owed changes
      const i = round.events.findIndex((e, k) => e.type === 'payout' && e.spot === 'ante' && round.events[k + 1]?.type === 'payout' && round.events[k + 1].spot === 'bet');
      if (i < 0) return null;
      [round.events[i], round.events[i + 1]] = [round.events[i + 1], round.events[i]];
      break;
    }
    case 'no-verify': {
      const st = pick(r, round.seats);
      round.events.splice(round.events.indexOf(st.verify), 1);
      exp.push({ kind: 'procedure', article: 'Art. 8º', event: null, seat: st.seat });
      break;
    }
    case 'ante-over-max': {
      const st = pick(r, round.seats);
      if (!st.fold || round.table.max_bet > 500) return null;
      // a folded ante over the posted maximum: collected as it lay
      const bev = round.events.find((e) => e.type === 'bet' && e.seat === st.seat);
      const sv = round.settle.find((x) => x.seat === st.seat && x.outcome === 'fold');
      bev.amount = 600; sv.ev.amount = 600;
      exp.push({ kind: 'procedure', article: 'Art. 9º', ref: bev });
      break;
    }
    case 'no-shuffle': {
      if (round.events[0].name !== 'shuffle') return null;
      round.events.splice(0, 1);
      exp.push({ kind: 'procedure', article: 'Art. 7º', event: null });
      break;
    }
    case 'dealer-up-first': {
      // Art. 10º: only the dealer's last card is dealt face up
      const ds = round.events.filter((e) => e.type === 'deal' && e.to === 'dealer');
      if (round.touchedDeal) return null;
      round.touchedDeal = true;
      ds[0].face = 'up'; ds[4].face = 'down';
      // the first dealer card is up: it needs no reveal; the last one does
      const rv = round.events.find((e) => e.type === 'reveal' && e.card === ds[0].card);
      rv.card = ds[4].card;
      exp.push({ kind: 'procedure', article: 'Art. 10º', event: null, loose: true });
      break;
    }
    case 'deal-order': {
      // a round dealt dealer first: Art. 10º «de su izquierda a su derecha ... La última carta que se reparte en cada ronda corresponde al dealer»
      if (round.touchedDeal) return null;
      round.touchedDeal = true;
      const E = round.events;
      const k = int(r, 0, 3);
      const ds = E.filter((e) => e.type === 'deal' && e.to === 'dealer')[k];
      const i = E.indexOf(ds);
      const first = i - round.seats.length;
      E.splice(i, 1);
      E.splice(first, 0, ds);
      exp.push({ kind: 'procedure', article: 'Art. 10º', event: null, loose: true });
      break;
    }
    case 'bet-after-reveal': {
      // Art. 11º: the bets are made, then the dealer shows his cards; reading bet_closes_at dealer-reveal: a bet made
      // once he began to reveal is no wager: only handing it back is right
      const st = round.seats.filter((x) => !x.fold && round.dealerQualifies);
      if (!st.length || round.seats.some((x) => x.lateBet)) return null;
      const t = pick(r, st);
      t.lateBet = true;
      const E = round.events;
      E.splice(E.indexOf(t.betEv), 1);
      const firstReveal = E.findIndex((e) => e.type === 'reveal');
      E.splice(firstReveal + 1, 0, t.betEv);
      const sb = round.settle.find((x) => x.seat === t.seat && x.spot === 'bet');
      if (sb.touched) return null;
      exp.push({ kind: 'procedure', article: 'Art. 11º', ref: t.betEv, loose: true });
      if (sb.ev.type !== 'return') exp.push({ ...payoutFinding(sb, sb.net, 'Art. 11º'), expected: 0, actual: u(sb.net), owed: u(-sb.net) });
      break;
    }
    default: return null;
  }
  return exp;
}

// ======================= Dragon Six Baccarat =======================
const bv = (card) => ('TJQK'.includes(card[0]) ? 0 : card[0] === 'A' ? 1 : Number(card[0]));
const btot = (cards) => cards.reduce((a, k) => a + bv(k), 0) % 10;
// Art. 10º is cut off after the first four cards; reading: the standard Punto Banco tableau completes it
export function baccaratCoup(next) {
  const P = [next(), null];
  const B = [null, null];
  B[0] = next(); P[1] = next(); B[1] = next();
  const order = ['player', 'banker', 'player', 'banker'];
  const p2 = btot(P);
  const b2 = btot(B);
  if (p2 >= 8 || b2 >= 8) return { P, B, order };
  let p3 = null;
  if (p2 <= 5) { p3 = next(); P.push(p3); order.push('player'); }
  const b = btot(B);
  let draw;
  if (p3 === null) draw = b <= 5;
  else {
    const v = bv(p3);
    draw = b <= 2 || (b === 3 && v !== 8) || (b === 4 && v >= 2 && v <= 7) || (b === 5 && v >= 4 && v <= 7) || (b === 6 && (v === 6 || v === 7));
  }
  if (draw) { B.push(next()); order.push('banker'); }
  return { P, B, order };
}
const burnCount = (card) => (bv(card) === 0 ? 10 : bv(card)); // reading: baccarat value, tens and figures burn 10

const DS_KINDS = ['plain', 'banker-six', 'tie', 'natural', 'shoe-start', 'reshuffle', 'combos', 'cents', 'multi'];
function dsRound(r, kind) {
  const table = { decks: 8, min_bet: 10, max_bet: 5000 };
  let shoe;
  let coup;
  const want = kind === 'banker-six' ? (co) => btot(co.B) === 6 && btot(co.B) > btot(co.P)
    : kind === 'tie' ? (co) => btot(co.B) === btot(co.P)
      : kind === 'natural' ? (co) => co.P.length === 2 && co.B.length === 2 && (btot(co.P) >= 8 || btot(co.B) >= 8)
        : () => true;
  const start = kind === 'shoe-start' || kind === 'reshuffle' || r() < 0.15;
  let burn = null;
  for (let g = 0; g < 5000; g++) {
    shoe = shuffle(r, deck(8));
    let i = 0;
    if (start) { const first = shoe[0]; burn = shoe.slice(0, 1 + burnCount(first)); i = burn.length; }
    const co = baccaratCoup(() => shoe[i++]);
    if (want(co)) { coup = co; coup.used = i; break; }
  }
  const ev = [];
  const push = (e) => { ev.push(e); return e; };
  const settle = [];
  const add = (e, meta) => { push(e); settle.push({ ev: e, ...meta }); return e; };
  const proc = {};
  if (start) {
    if (kind === 'reshuffle') {
      // Art. 6º: the cut card came out in the last coup: shuffle, cut, place the cut card, load the shoe, burn
      for (const n of ['shuffle', 'cut']) push({ type: 'procedure', name: n });
    } else {
      push({ type: 'procedure', name: 'new_deck', decks: 8 });
      for (const n of ['show_cards', 'turn_cards', 'wash', 'shuffle', 'cut']) push({ type: 'procedure', name: n });
    }
    proc.cut = push({ type: 'procedure', name: 'place_cut_card', position: int(r, 12, 30) });
    push({ type: 'procedure', name: 'load_shoe' });
    proc.burn = push({ type: 'procedure', name: 'burn', cards: burn });
    proc.art = kind === 'reshuffle' ? 'Art. 6º' : 'Art. 5º';
  }
  const nSeats = kind === 'multi' ? int(r, 5, 7) : int(r, 1, 5);
  const seatNos = shuffle(r, [1, 2, 3, 4, 5, 6, 7]).slice(0, nSeats).sort((a, b) => a - b);
  const amt = () => (kind === 'cents' || r() < 0.1 ? u(int(r, 1000, 30000) + (r() < 0.5 ? 1 : 0)) : 5 * int(r, 2, 100));
  const bets = [];
  for (const n of seatNos) {
    // Art. 8º: Banca+Tie or Punto+Tie allowed in one coup
    const combo = pick(r, kind === 'combos' ? [['banker', 'tie'], ['player', 'tie']] : [['banker'], ['player'], ['tie'], ['banker', 'tie'], ['player', 'tie'], ['banker'], ['player']]);
    for (const spot of combo) bets.push({ seat: n, spot, amount: amt() });
  }
  for (const b of bets) b.ev = push({ type: 'bet', seat: b.seat, spot: b.spot, amount: b.amount });
  const Pc = [...coup.P];
  const Bc = [...coup.B];
  const deals = [];
  for (const to of coup.order) deals.push(push({ type: 'deal', to, card: (to === 'player' ? Pc : Bc).shift() }));
  const pt = btot(coup.P);
  const bt = btot(coup.B);
  const winner = pt > bt ? 'player' : bt > pt ? 'banker' : 'tie';
  for (const b of bets) {
    const a = c(b.amount);
    const meta = { seat: b.seat, spot: b.spot, article: 'Art. 8º', stake: a, bet: b };
    if (b.spot === 'tie') {
      if (winner === 'tie') add({ type: 'payout', seat: b.seat, spot: 'tie', amount: u(a * 8) }, { ...meta, net: a * 8, outcome: 'tie-win' });
      else add({ type: 'collect', seat: b.seat, spot: 'tie', amount: b.amount }, { ...meta, net: -a, outcome: 'loss' });
    } else if (winner === 'tie') {
      // reading: tie_returns_punto_banca (the text is silent)
      add({ type: 'return', seat: b.seat, spot: b.spot, amount: b.amount }, { ...meta, net: 0, outcome: 'tie-push' });
    } else if (winner === b.spot) {
      const six = b.spot === 'banker' && bt === 6;
      // Art. 8º b: half the stake when Banca wins with six; an odd cent: reading half_payout_rounding either (paid the cent below)
      const pay = six ? Math.floor(a / 2) : a;
      add({ type: 'payout', seat: b.seat, spot: b.spot, amount: u(pay) }, { ...meta, net: pay, outcome: six ? 'banker-six' : 'win', oddCent: six && a % 2 === 1 });
    } else add({ type: 'collect', seat: b.seat, spot: b.spot, amount: b.amount }, { ...meta, net: -a, outcome: 'loss' });
  }
  return { events: ev, settle, table, coup, deals, proc, bets, winner, pt, bt, shoe, start, notes: [] };
}

const DS_DOUBLE = ['six-paid-full', 'banker-half-not-six', 'tie-1to1', 'tie-pb-collected', 'loss-returned', 'win-pushed', 'commission-on-top', 'commission-inside', 'burn-short', 'cut-under-12', 'cash-bet', 'player-underpaid', 'tie-9to1'];
const DS_MUTS = ['player-extra-card', 'settled-early', 'cash-bet', 'rank-burn-rule', 'double', 'double', 'six-paid-full', 'banker-half-not-six', 'tie-1to1', 'tie-pb-collected', 'loss-returned', 'win-pushed', 'commission-on-top', 'commission-inside', 'banker-extra-card', 'banker-missed-draw', 'burn-short', 'burn-long', 'cut-under-12', 'late-bet', 'reorder-neutral', 'pb-together', 'tie-9to1', 'player-underpaid'];
const DS_MUT_KIND = { 'six-paid-full': 'banker-six', 'tie-1to1': 'tie', 'tie-pb-collected': 'tie', 'tie-9to1': 'tie', 'burn-short': 'shoe-start', 'burn-long': 'reshuffle', 'cut-under-12': 'shoe-start' };
// verify18: Art. 3º gives the cards' values and the totals; where two or more wagers are settled wrongly and every
// settlement of the coup fits one outcome the cards contradict, the table counted the totals wrong: an Art. 3º finding
// for the coup (reading outcome_from_settlements, parameters.json), each wager's money still Art. 8º's. Two settlement
// faults of a double mutation can line up so (O15-DS-18-0252: a Punto win handed back and a Banca loss handed back,
// the only two wagers, both read a tie); this script had no such expectation. Judged by direction: a payout wins the
// spot, a collection loses it (a Tie bet collected fits either side), a return is a tie.
function dsMiscounted(round) {
  const fits = (x) => {
    const t = x.ev.type; const sp = x.spot;
    if (sp === 'tie') return t === 'payout' ? ['tie'] : t === 'collect' ? ['player', 'banker'] : [];
    if (t === 'return') return ['tie'];
    return t === 'payout' ? [sp] : t === 'collect' ? [sp === 'player' ? 'banker' : 'player'] : [];
  };
  const xs = round.settle.filter((x) => round.events.includes(x.ev) && ['payout', 'collect', 'return'].includes(x.ev.type));
  if (!xs.length) return null;
  const wrong = xs.filter((x) => !fits(x).includes(round.winner));
  if (wrong.length < 2) return null;
  const common = ['player', 'banker', 'tie'].filter((o) => o !== round.winner && xs.every((x) => fits(x).includes(o)));
  return common.length ? { kind: 'procedure', article: 'Art. 3º', event: null, loose: true } : null;
}
function dsMutate(round, mk, r) {
  const S = (f) => { const xs = round.settle.filter((x) => !x.touched && f(x)); return xs.length ? pick(r, xs) : null; };
  const exp = [];
  let s;
  const E = round.events;
  switch (mk) {
    case 'six-paid-full': {
      s = S((x) => x.outcome === 'banker-six'); if (!s) return null; s.ev.amount = u(s.stake);
      // reading half_payout_rounding either: with an odd cent, the overpayment is measured from the cent above
      const f = payoutFinding(s, s.stake);
      if (s.oddCent) { f.expected = u(s.net + 1); f.owed = u(s.net + 1 - s.stake); }
      exp.push(f); break;
    }
    case 'banker-half-not-six': { s = S((x) => x.outcome === 'win' && x.spot === 'banker' && x.stake % 2 === 0); if (!s) return null; s.ev.amount = u(s.stake / 2); exp.push(payoutFinding(s, s.stake / 2)); break; }
    case 'player-underpaid': { s = S((x) => x.outcome === 'win' && x.spot === 'player'); if (!s) return null; const p = s.net - c(5); if (p < 0) return null; s.ev.amount = u(p); exp.push(payoutFinding(s, p)); break; }
    case 'tie-1to1': { s = S((x) => x.outcome === 'tie-win'); if (!s) return null; s.ev.amount = u(s.stake); exp.push(payoutFinding(s, s.stake)); break; }
    case 'tie-9to1': { s = S((x) => x.outcome === 'tie-win'); if (!s) return null; s.ev.amount = u(s.stake * 9); exp.push(payoutFinding(s, s.stake * 9)); break; }
    case 'tie-pb-collected': { s = S((x) => x.outcome === 'tie-push'); if (!s) return null; s.ev.type = 'collect'; exp.push(payoutFinding(s, -s.stake)); break; }
    case 'loss-returned': { s = S((x) => x.outcome === 'loss'); if (!s) return null; s.ev.type = 'return'; exp.push(payoutFinding(s, 0)); break; }
    case 'win-pushed': { s = S((x) => x.net > 0); if (!s) return null; s.ev.type = 'return'; s.ev.amount = u(s.stake); exp.push(payoutFinding(s, 0)); break; }
    case 'commission-on-top':
    case 'commission-inside': {
      s = S((x) => x.outcome === 'win' && x.spot === 'banker' && x.stake % 20 === 0); if (!s) return null;
      const com = s.stake / 20; // 5 %
      const paid = mk === 'commission-inside' ? s.net - com : s.net;
      s.ev.amount = u(paid);
      const ce = { type: 'commission', spot: 'banker', amount: u(com) };
      E.splice(E.indexOf(s.ev) + 1, 0, ce);
      // Art. 8º pays with no commission; reading commission_inside_shortfall: the money once, com owed either way
      exp.push({ ...payoutFinding(s, s.net - com), ref: null, event: null, evRefs: [s.ev, ce] });
      break;
    }
    case 'banker-extra-card': {
      const co = round.coup;
      if (co.P.length !== 2 || co.B.length !== 2 || btot(co.P) >= 8 || btot(co.B) >= 8) return null; // both stood on 6/7
      const k = round.shoe[co.used];
      const newB = [...co.B, k];
      const de = { type: 'deal', to: 'banker', card: k };
      E.splice(E.indexOf(round.deals.at(-1)) + 1, 0, de);
      // the table settled the coup on the cards it dealt: the deal is the fault (Art. 10º), and the wagers are
      // judged on those cards, reading tableau_settlement_accepted: the tableau's own result is accepted too
      const pt = btot(co.P); const bt = btot(newB);
      const w2 = pt > bt ? 'player' : bt > pt ? 'banker' : 'tie';
      resettle(round, w2, bt);
      exp.push({ kind: 'procedure', article: 'Art. 10º', ref: de });
      break;
    }
    case 'banker-missed-draw': {
      const co = round.coup;
      if (co.B.length !== 3) return null;
      const de = round.deals.at(-1);
      E.splice(E.indexOf(de), 1);
      const newB = co.B.slice(0, 2);
      const pt = btot(co.P); const bt = btot(newB);
      const w2 = pt > bt ? 'player' : bt > pt ? 'banker' : 'tie';
      resettle(round, w2, bt);
      exp.push({ kind: 'procedure', article: 'Art. 10º', event: null });
      break;
    }
    case 'burn-short':
    case 'burn-long': {
      if (!round.proc.burn) return null;
      const cards = round.proc.burn.cards;
      if (mk === 'burn-short') cards.pop(); else cards.push(round.shoe[round.shoe.length - 1]);
      exp.push({ kind: 'procedure', article: round.proc.art, ref: round.proc.burn });
      break;
    }
    case 'cut-under-12': {
      if (!round.proc.cut) return null;
      round.proc.cut.position = int(r, 3, 11);
      exp.push({ kind: 'procedure', article: round.proc.art, ref: round.proc.cut });
      break;
    }
    case 'late-bet': {
      // a bet placed after the first card left the shoe, settled on the cards
      s = S(() => true); if (!s) return null;
      const b = s.bet;
      if (round.bets.filter((x) => x.seat === b.seat).length > 1) return null;
      E.splice(E.indexOf(b.ev), 1);
      E.splice(E.indexOf(round.deals[0]) + 1, 0, b.ev);
      // Art. 7º b «hasta que se extrae la primera carta»; reading late_bets_are_void: handed back whole is the only right settlement
      exp.push({ kind: 'procedure', article: 'Art. 7º', ref: b.ev });
      if (s.ev.type !== 'return') exp.push({ kind: 'payout', article: 'Art. 7º', ref: s.ev, seat: s.seat, spot: s.spot, expected: 0, actual: u(s.net), owed: u(-s.net) });
      break;
    }
    case 'player-extra-card': {
      const co = round.coup;
      if (co.P.length !== 2 || co.B.length !== 2 || btot(co.P) >= 8 || btot(co.B) >= 8) return null; // player stood on 6/7
      const k = round.shoe[co.used];
      const de = { type: 'deal', to: 'player', card: k };
      E.splice(E.indexOf(round.deals.at(-1)) + 1, 0, de);
      const pt = btot([...co.P, k]); const bt = btot(co.B);
      resettle(round, pt > bt ? 'player' : bt > pt ? 'banker' : 'tie', bt);
      exp.push({ kind: 'procedure', article: 'Art. 10º', ref: de });
      // the banker's stand is then judged on the player's third card as dealt: a second Art. 10º finding where the
      // tableau has the banker draw on it (Veedor's; first left out here)
      const v = bv(k);
      if (bt <= 2 || (bt === 3 && v !== 8) || (bt === 4 && v >= 2 && v <= 7) || (bt === 5 && v >= 4 && v <= 7) || (bt === 6 && (v === 6 || v === 7))) exp.push({ kind: 'procedure', article: 'Art. 10º', event: null, loose: true });
      break;
    }
    case 'settled-early': {
      // a wager settled before the third card: reading settle_after_coup_complete
      if (round.deals.length < 5) return null;
      s = S(() => true); if (!s) return null;
      E.splice(E.indexOf(s.ev), 1);
      E.splice(E.indexOf(round.deals[4]), 0, s.ev);
      exp.push({ kind: 'procedure', article: 'Art. 10º', event: null, loose: true });
      break;
    }
    case 'cash-bet': {
      // Art. 7º b «Las apuestas se harán sólo con fichas»
      const b = pick(r, round.bets);
      b.ev.medium = 'cash';
      exp.push({ kind: 'procedure', article: 'Art. 7º', ref: b.ev });
      break;
    }
    case 'rank-burn-rule': {
      // the table posts the rank rule (ace 1 ... king 13) and burned by baccarat value
      if (!round.proc.burn) return null;
      const first = round.proc.burn.cards[0];
      const rank = RANKS.indexOf(first[0]) + 2 === 14 ? 1 : RANKS.indexOf(first[0]) + 2;
      if (rank === burnCount(first)) return null;
      round.table.burn_rule = 'rank-value';
      exp.push({ kind: 'procedure', article: round.proc.art, ref: round.proc.burn });
      break;
    }
    case 'pb-together': {
      const b = round.bets.find((x) => (x.spot === 'banker' || x.spot === 'player') && round.bets.filter((y) => y.seat === x.seat).length === 1);
      if (!b) return null;
      const other = b.spot === 'banker' ? 'player' : 'banker';
      const nb = { type: 'bet', seat: b.seat, spot: other, amount: b.amount };
      E.splice(E.indexOf(b.ev) + 1, 0, nb);
      const a = c(b.amount);
      const first = E.findIndex((e) => ['payout', 'collect', 'return'].includes(e.type));
      let se;
      if (round.winner === 'tie') se = { type: 'return', seat: b.seat, spot: other, amount: b.amount };
      else if (round.winner === other) se = { type: 'payout', seat: b.seat, spot: other, amount: u(other === 'banker' && round.bt === 6 ? Math.floor(a / 2) : a) };
      else se = { type: 'collect', seat: b.seat, spot: other, amount: b.amount };
      E.splice(first, 0, se);
      // reading punto_and_banca_together: not among the allowed combinations; reported as a warning
      exp.push({ kind: 'procedure', article: 'Art. 8º', event: null, seat: b.seat, loose: true });
      break;
    }
    case 'reorder-neutral': {
      const st = round.settle;
      if (st.length < 2) return null;
      const i = E.indexOf(st[0].ev);
      const j = E.indexOf(st[1].ev);
      [E[i], E[j]] = [E[j], E[i]];
      break;
    }
    default: return null;
  }
  return exp;
}
function resettle(round, w, bt) {
  for (const s of round.settle) {
    const a = s.stake;
    let net;
    if (s.spot === 'tie') net = w === 'tie' ? a * 8 : -a;
    else if (w === 'tie') net = 0;
    else if (w === s.spot) net = s.spot === 'banker' && bt === 6 ? Math.floor(a / 2) : a;
    else net = -a;
    s.net = net;
    s.ev.type = net > 0 ? 'payout' : net < 0 ? 'collect' : 'return';
    s.ev.amount = u(net === 0 ? a : Math.abs(net));
  }
}

// ======================= pai gow bonus =======================
// (B)(6): the posted ratio, rounded to the nearest dollar; reading bonus_half_dollar_rounding up: an exact half dollar
// rounds up (the catalog's default since 2026-12-07; before, either dollar was accepted)
export const bonusPay = (stake, ratio) => Math.round(stake * ratio / 100) * 100;
const PG_KINDS = ['plain', 'several-numbers', 'cents', 'ratio-6', 'ratio-mid', 'cap', 'all-lose', 'winner'];
function pgRound(r, kind) {
  const ratio = kind === 'ratio-6' ? 6 : kind === 'ratio-mid' ? pick(r, [5.75, 5.6, 5.9]) : pick(r, [5.5, 6, 5.5]);
  const table = { min_bet: 5, max_bet: 1000, bonus_payout: ratio };
  if (kind === 'cap' || r() < 0.15) table.max_payout = pick(r, [100, 200, 500]);
  // silent: seven hands of seven cards, the dealer's included, from one deck: six players at most
  const nSeats = int(r, 1, 6);
  const seatNos = shuffle(r, [1, 2, 3, 4, 5, 6, 7]).slice(0, nSeats).sort((a, b) => a - b);
  const value = int(r, 1, 7);
  const ev = [];
  const push = (e) => { ev.push(e); return e; };
  const settle = [];
  const add = (e, meta) => { push(e); settle.push({ ev: e, ...meta }); return e; };
  const seats = seatNos.map((n) => ({ seat: n, paigow: 5 * int(r, 1, 40) }));
  for (const s of seats) s.pgEv = push({ type: 'bet', seat: s.seat, spot: 'paigow', amount: s.paigow });
  const bets = [];
  for (const s of seats) {
    if (kind !== 'several-numbers' && r() < 0.3) continue;
    const k = kind === 'several-numbers' ? int(r, 2, 4) : r() < 0.25 ? 2 : 1;
    const nums = shuffle(r, [1, 2, 3, 4, 5, 6, 7]).slice(0, k);
    if (kind === 'winner' && s === seats[0] && !nums.includes(value)) nums[0] = value;
    if (kind === 'all-lose') for (let i = 0; i < nums.length; i++) if (nums[i] === value) nums[i] = (value % 7) + 1;
    for (const n of [...new Set(nums)]) {
      const cents = kind === 'cents' || r() < 0.1 ? int(r, 100, 5000) : 100 * (kind === 'cap' ? int(r, 20, 150) : int(r, 1, 50));
      bets.push({ seat: s.seat, number: n, stake: cents });
    }
  }
  if (!bets.length) bets.push({ seat: seats[0].seat, number: kind === 'all-lose' ? (value % 7) + 1 : value, stake: 100 * int(r, 1, 25) });
  for (const b of bets) b.ev = push({ type: 'bet', seat: b.seat, spot: 'bonus', number: b.number, amount: u(b.stake) });
  // (B)(7): the bet's maximum is set «de manera que el pago de dicha apuesta no exceda el máximo correspondiente»: a bet
  // whose payout at the posted ratio (rounded) would pass the table's maximum is itself out of the limit, won or lost.
  // reading bonus_max_payout_fallback: without max_payout, the table's max_bet is that maximum
  const limitExp = [];
  const capOf = () => (table.max_payout !== undefined ? c(table.max_payout) : c(table.max_bet));
  for (const b of bets) if (bonusPay(b.stake, ratio) > capOf()) limitExp.push({ kind: 'procedure', article: 'Art. 10-10.15(B)(7)', ref: b.ev, seat: b.seat });
  const nmb = push({ type: 'procedure', name: 'no_more_bets' });
  const rngEv = push({ type: 'rng', value });
  const notes = [];
  // (B)(4) losers first, at once; (B)(5) then the winners, before any card
  for (const b of bets) if (b.number !== value) add({ type: 'collect', seat: b.seat, spot: 'bonus', number: b.number, amount: u(b.stake) }, { seat: b.seat, spot: 'bonus', number: b.number, net: -b.stake, stake: b.stake, article: 'Art. 10-10.15(B)(3)', outcome: 'loss', bet: b });
  for (const b of bets) {
    if (b.number !== value) continue;
    let pay = bonusPay(b.stake, ratio);
    const exact = b.stake * ratio;
    const half = Math.abs((exact % 100) - 50) < 1e-9;
    if (half) notes.push(`seat ${b.seat}: ${u(b.stake)} at ${ratio} is ${u(exact)}, a half dollar (reading: rounded up)`);
    let capped = false;
    // (B)(7) «de manera que el pago de dicha apuesta no exceda el máximo correspondiente»
    const cap = table.max_payout !== undefined ? c(table.max_payout) : c(table.max_bet);
    if (pay > cap) { pay = cap; capped = true; notes.push(`seat ${b.seat}: payout capped at ${u(cap)}`); }
    add({ type: 'payout', seat: b.seat, spot: 'bonus', number: b.number, amount: u(pay) }, { seat: b.seat, spot: 'bonus', number: b.number, net: pay, stake: b.stake, article: 'Art. 10-10.15(B)(6)', outcome: 'win', half, capped, exact, bet: b });
  }
  const dealFrom = shuffle(r, deck(1));
  let firstDeal = null;
  for (const s of seats) for (let k = 0; k < 7; k++) { const e = push({ type: 'deal', to: `seat:${s.seat}`, card: dealFrom.pop(), face: 'down' }); firstDeal ??= e; }
  for (let k = 0; k < 7; k++) push({ type: 'deal', to: 'dealer', card: dealFrom.pop(), face: 'down' });
  return { events: ev, settle, table, seats, bets, value, ratio, nmb, rngEv, firstDeal, notes, baseExp: limitExp };
}
const PG_DOUBLE = ['winner-5to1', 'winner-7to1', 'loser-returned', 'winner-collected', 'verbal', 'winner-short-dollar', 'cap-paid-short', 'half-unrounded', 'rng-twice', 'bet-after-nmb'];
const PG_MUTS = ['rng-twice', 'cap-paid-full', 'cap-paid-short', 'half-unrounded', 'half-paid-down', 'bet-after-nmb', 'losers-after-cards', 'no-number-neutral', 'double', 'double', 'winner-5to1', 'winner-7to1', 'winner-unrounded', 'winner-within-range', 'loser-returned', 'loser-not-collected', 'winner-collected', 'late-bet-paid', 'late-bet-collected', 'winner-before-losers', 'paid-after-cards', 'no-paigow-wager', 'verbal', 'under-min', 'reorder-neutral', 'winner-short-dollar'];
const PG_MUT_KIND = { 'cap-paid-full': 'cap', 'cap-paid-short': 'cap', 'half-unrounded': 'cents', 'half-paid-down': 'cents', 'winner-5to1': 'winner', 'winner-7to1': 'winner', 'winner-unrounded': 'cents', 'winner-within-range': 'winner', 'winner-collected': 'winner', 'winner-before-losers': 'winner', 'paid-after-cards': 'winner', 'winner-short-dollar': 'winner' };
function pgMutate(round, mk, r) {
  const S = (f) => { const xs = round.settle.filter((x) => !x.touched && f(x)); return xs.length ? pick(r, xs) : null; };
  const exp = [];
  let s;
  const E = round.events;
  const ok = (x) => x.outcome === 'win' && !x.half && !x.capped;
  switch (mk) {
    case 'winner-5to1': { s = S(ok); if (!s) return null; const p = bonusPay(s.stake, 5); if (p === s.net) return null; s.ev.amount = u(p); exp.push(payoutFinding(s, p)); break; }
    case 'winner-short-dollar': { s = S(ok); if (!s) return null; const p = s.net - 100; s.ev.amount = u(p); exp.push(payoutFinding(s, p)); break; }
    case 'winner-7to1': { s = S(ok); if (!s) return null; const p = bonusPay(s.stake, 7); if (p > c(round.table.max_payout ?? round.table.max_bet)) return null; s.ev.amount = u(p); exp.push(payoutFinding(s, p)); break; }
    case 'winner-unrounded': {
      s = S((x) => ok(x) && x.exact % 100 !== 0); if (!s) return null;
      const p = Math.round(s.exact); if (Math.abs(p - s.exact) > 1e-9) return null; // whole cents only
      s.ev.amount = u(p); exp.push(payoutFinding(s, p)); break;
    }
    case 'winner-within-range': {
      // reading bonus_overpaid_within_legal_ratio: paid 6 to 1 at a 5½ table: a warning under (B)(6)
      s = S((x) => ok(x) && round.ratio < 6); if (!s) return null;
      const p = bonusPay(s.stake, 6); if (p === s.net || p > c(round.table.max_payout ?? round.table.max_bet)) return null;
      s.ev.amount = u(p); exp.push({ ...payoutFinding(s, p), severity: 'warning' }); break;
    }
    case 'loser-returned': { s = S((x) => x.outcome === 'loss'); if (!s) return null; s.ev.type = 'return'; exp.push(payoutFinding(s, 0)); break; }
    case 'loser-not-collected': {
      s = S((x) => x.outcome === 'loss'); if (!s) return null;
      E.splice(E.indexOf(s.ev), 1);
      // silent which paragraph: (B)(4) «recogerá de inmediato todas las apuestas adicionales perdedoras» (Veedor's; first written here as (B)(3))
      exp.push({ ...payoutFinding(s, 0, 'Art. 10-10.15(B)(4)'), ref: null, event: null });
      break;
    }
    // silent which paragraph: a winner taken as a loser is the outcome of (B)(3) misread (Veedor's; first written here as (B)(6))
    case 'winner-collected': { s = S(ok); if (!s) return null; s.ev.type = 'collect'; s.ev.amount = u(s.stake); exp.push(payoutFinding(s, -s.stake, 'Art. 10-10.15(B)(3)')); break; }
    case 'late-bet-paid':
    case 'late-bet-collected': {
      // a bonus bet placed once the number shows, settled as if it had been on time
      const st = pick(r, round.seats);
      const num = mk === 'late-bet-paid' ? round.value : (round.value % 7) + 1;
      if (round.bets.some((b) => b.seat === st.seat && b.number === num)) return null;
      const stake = 100 * int(r, 1, 20);
      const be = { type: 'bet', seat: st.seat, spot: 'bonus', number: num, amount: u(stake) };
      E.splice(E.indexOf(round.rngEv) + 1, 0, be);
      let se;
      let net;
      if (mk === 'late-bet-paid') { net = bonusPay(stake, round.ratio); se = { type: 'payout', seat: st.seat, spot: 'bonus', number: num, amount: u(net) }; }
      else { net = -stake; se = { type: 'collect', seat: st.seat, spot: 'bonus', number: num, amount: u(stake) }; }
      if (mk === 'late-bet-paid' && net > c(round.table.max_payout ?? round.table.max_bet)) return null;
      E.splice(E.indexOf(round.firstDeal), 0, se);
      exp.push({ kind: 'procedure', article: 'Art. 10-10.15(B)(1)', ref: be });
      if (bonusPay(stake, round.ratio) > c(round.table.max_payout ?? round.table.max_bet)) exp.push({ kind: 'procedure', article: 'Art. 10-10.15(B)(7)', ref: be, seat: st.seat });
      // reading late_bonus_bet_is_void: handed back is the only right settlement
      exp.push({ kind: 'payout', article: 'Art. 10-10.15(B)(1)', ref: se, seat: st.seat, spot: 'bonus', number: num, expected: 0, actual: u(net), owed: u(-net) });
      break;
    }
    case 'winner-before-losers': {
      s = S((x) => x.outcome === 'win');
      if (!s || !round.settle.some((x) => x.outcome === 'loss')) return null;
      E.splice(E.indexOf(s.ev), 1);
      E.splice(E.indexOf(round.rngEv) + 1, 0, s.ev);
      exp.push({ kind: 'procedure', article: 'Art. 10-10.15(B)(5)', ref: s.ev });
      break;
    }
    case 'paid-after-cards': {
      s = S((x) => x.outcome === 'win'); if (!s) return null;
      E.splice(E.indexOf(s.ev), 1);
      E.push(s.ev);
      exp.push({ kind: 'procedure', article: 'Art. 10-10.15(B)(5)', ref: s.ev });
      break;
    }
    case 'no-paigow-wager': {
      // a seat with bonus bets only: (B)(1) «todo jugador que haya hecho una apuesta en el juego de Pai Gow Poker»
      const b = pick(r, round.bets);
      if (round.seats.length < 2) return null;
      const st = round.seats.find((x) => x.seat === b.seat);
      E.splice(E.indexOf(st.pgEv), 1);
      for (const e of E.filter((e) => e.type === 'deal' && e.to === `seat:${b.seat}`)) E.splice(E.indexOf(e), 1);
      for (const bb of round.bets.filter((x) => x.seat === b.seat)) exp.push({ kind: 'procedure', article: 'Art. 10-10.15(B)(1)', ref: bb.ev });
      break;
    }
    case 'rng-twice': {
      // (A): one number per round; the first shown is the round's
      const e2 = { type: 'rng', value: (round.value % 7) + 1 };
      E.splice(E.indexOf(round.rngEv) + 1, 0, e2);
      exp.push({ kind: 'procedure', article: 'Art. 10-10.15(A)', ref: e2, loose: true });
      break;
    }
    case 'cap-paid-full': {
      // reading bonus_payout_capped_at_max: the cap or the full payout, both accepted
      s = S((x) => x.outcome === 'win' && x.capped && !x.half); if (!s) return null;
      s.ev.amount = u(bonusPay(s.stake, round.ratio));
      break;
    }
    case 'cap-paid-short': {
      s = S((x) => x.outcome === 'win' && x.capped); if (!s) return null;
      const p = s.net - 500; s.ev.amount = u(p); exp.push(payoutFinding(s, p)); break;
    }
    case 'half-unrounded': {
      // reading bonus_half_dollar_rounding up: 16.50 is half a dollar short of 17 (under "either", a warning)
      s = S((x) => x.outcome === 'win' && x.half && !x.capped); if (!s) return null;
      const p = Math.round(s.exact); s.ev.amount = u(p);
      exp.push(payoutFinding(s, p)); break;
    }
    case 'half-paid-down': {
      // reading bonus_half_dollar_rounding up: the lower dollar is a dollar short (under "either", right)
      s = S((x) => x.outcome === 'win' && x.half && !x.capped); if (!s) return null;
      const p = s.net - 100; s.ev.amount = u(p); exp.push(payoutFinding(s, p)); break;
    }
    case 'bet-after-nmb': {
      // a bonus bet after «No más apuestas» and before the number: reading bonus_bets_close_at no_more_bets; it is
      // late, not void (the number was not known): settled as placed
      const b = pick(r, round.bets);
      b.disallowed = true;
      E.splice(E.indexOf(b.ev), 1);
      E.splice(E.indexOf(round.nmb) + 1, 0, b.ev);
      exp.push({ kind: 'procedure', article: 'Art. 10-10.15(B)(1)', ref: b.ev });
      break;
    }
    case 'losers-after-cards': {
      s = S((x) => x.outcome === 'loss');
      if (!s || round.settle.some((x) => x.outcome === 'win')) return null;
      E.splice(E.indexOf(s.ev), 1);
      E.push(s.ev);
      s.touched = true;
      exp.push({ kind: 'procedure', article: 'Art. 10-10.15(B)(4)', ref: s.ev, loose: true });
      break;
    }
    case 'no-number-neutral': {
      // settlements without `number` on a seat with one bonus bet: nothing changes
      const one = round.settle.filter((x) => round.bets.filter((b) => b.seat === x.seat).length === 1);
      if (!one.length) return null;
      for (const x of one) delete x.ev.number;
      break;
    }
    case 'verbal': {
      const b = pick(r, round.bets);
      b.ev.medium = 'verbal';
      b.disallowed = true;
      exp.push({ kind: 'procedure', article: 'Art. 10-10.15(B)(2)', ref: b.ev });
      break;
    }
    case 'under-min': {
      s = S((x) => x.outcome === 'loss'); if (!s) return null;
      s.bet.ev.amount = 0.5; s.ev.amount = 0.5; s.bet.disallowed = true;
      round.baseExp = round.baseExp.filter((x) => x.ref !== s.bet.ev);
      exp.push({ kind: 'procedure', article: 'Art. 10-10.15(B)(7)', ref: s.bet.ev });
      break;
    }
    case 'reorder-neutral': {
      const ls = round.settle.filter((x) => x.outcome === 'loss');
      if (ls.length < 2) return null;
      const i = E.indexOf(ls[0].ev); const j = E.indexOf(ls[1].ev);
      [E[i], E[j]] = [E[j], E[i]];
      break;
    }
    default: return null;
  }
  return exp;
}

// ======================= driver =======================
const CAT = {
  cs: { game: 'caribbean-stud', ruleset: 'pe-poker-caribeno', currency: 'PEN', table: 'CS-15', kinds: CS_KINDS, muts: CS_MUTS, double: CS_DOUBLE, mutKind: CS_MUT_KIND, round: csRound, mutate: csMutate },
  ds: { game: 'dragon-six-baccarat', ruleset: 'pe-dragon-six-baccarat', currency: 'PEN', table: 'D6-15', kinds: DS_KINDS, muts: DS_MUTS, double: DS_DOUBLE, mutKind: DS_MUT_KIND, round: dsRound, mutate: dsMutate },
  pg: { game: 'pai-gow-bonus', ruleset: 'pr-8669-pai-gow-bonus', currency: 'USD', table: 'PG-15', kinds: PG_KINDS, muts: PG_MUTS, double: PG_DOUBLE, mutKind: PG_MUT_KIND, round: pgRound, mutate: pgMutate },
};

export function handObject(cat, hid, round, extra = {}) {
  const K = CAT[cat];
  return {
    hand_id: hid, game: K.game, ruleset: K.ruleset, table_id: K.table, dealer_id: 'D-15',
    ...(round.start ? { shoe_id: `${hid}-S` } : {}), started_at: '2026-12-02T21:00:00-05:00', currency: K.currency,
    table: round.table, events: round.events, ...extra,
  };
}
export function resolveRefs(round, exp) {
  for (const x of exp) {
    if (x.ref) x.event = round.events.indexOf(x.ref) + 1;
    if (x.evRefs) { x.events = x.evRefs.map((e) => round.events.indexOf(e) + 1); delete x.evRefs; }
    delete x.ref;
    if (x.number === undefined) delete x.number;
  }
  return exp;
}

function gen(outDir, seed, n, only) {
  mkdirSync(outDir, { recursive: true });
  for (const cat of only) {
    const K = CAT[cat];
    const r = rng(seed * 7919 + cat.charCodeAt(0) * 31 + cat.charCodeAt(1));
    const lines = [];
    const expect = {};
    let i = 0;
    let guard = 0;
    while (lines.length < n && guard++ < n * 40) {
      const mutated = i % 2 === 1;
      const mk = mutated ? pick(r, K.muts) : null;
      const kind = mutated && K.mutKind[mk] && r() < 0.7 ? K.mutKind[mk] : mutated ? pick(r, K.kinds) : K.kinds[Math.floor(i / 2) % K.kinds.length];
      const round = K.round(r, kind);
      let exp = [];
      if (mutated) {
        let m;
        if (mk === 'double') {
          const a = pick(r, K.double);
          const b = pick(r, K.double.filter((x) => x !== a));
          const m1 = K.mutate(round, a, r);
          const m2 = m1 && K.mutate(round, b, r);
          m = m1 && m2 ? m1.concat(m2) : null;
          if (m) round.notes.push(`double: ${a} + ${b}`);
          if (m && cat === 'ds') { const f = dsMiscounted(round); if (f) m.push(f); }
        } else m = K.mutate(round, mk, r);
        if (!m) continue;
        exp = m;
      }
      exp = [...(round.baseExp ?? []), ...exp];
      // reading disallowed_bonus_bet_returned_whole: a bonus bet the text does not allow, placed before the number
      // (verbal, after «no más apuestas», under $1), handed back whole is not judged for its money
      for (const x of round.settle) if (x.bet?.disallowed && x.ev.type === 'return') exp = exp.filter((f) => !(f.kind === 'payout' && f.ref === x.ev));
      const hid = `O15-${cat.toUpperCase()}-${seed}-${String(lines.length + 1).padStart(4, '0')}`;
      resolveRefs(round, exp);
      i++;
      lines.push(JSON.stringify(handObject(cat, hid, round)));
      expect[hid] = { kind, mutation: mk, findings: exp, notes: round.notes };
    }
    writeFileSync(join(outDir, `${cat}.ndjson`), lines.join('\n') + '\n');
    writeFileSync(join(outDir, `${cat}.expect.json`), JSON.stringify(expect, null, 1));
    console.log(cat, lines.length, 'hands,', Object.values(expect).filter((e) => e.findings.length).length, 'with expected findings');
  }
}

export function compareFile(file, expect, veedor, out = console.log, extraArgs = []) {
  let res;
  let txt;
  try { txt = execFileSync('node', [veedor, 'audit', file, ...extraArgs, '--format', 'json', '--lang', 'en'], { maxBuffer: 1 << 30 }).toString(); } catch (e) { txt = e.stdout.toString(); }
  res = JSON.parse(txt);
  const by = new Map();
  for (const f of res.findings) { if (!by.has(f.hand_id)) by.set(f.hand_id, []); by.get(f.hand_id).push(f); }
  const counts = { hands: 0, agree: 0, disagree: 0 };
  const tally = {};
  for (const [hid, e] of Object.entries(expect)) {
    counts.hands++;
    const got = [...(by.get(hid) ?? [])];
    const problems = [];
    for (const x of e.findings) {
      let j;
      if (x.kind === 'payout') {
        j = got.findIndex((f) => f.owed_to_player !== undefined && f.seat === x.seat && (f.spot ?? '') === x.spot && Math.abs(f.owed_to_player - x.owed) < 0.001 && (x.number === undefined || f.number === undefined || f.number === x.number));
        if (j < 0) { problems.push(`MISSING ${JSON.stringify(x)}`); continue; }
        const f = got[j];
        const diffs = [];
        if (f.article !== x.article) diffs.push(`article ${f.article} (mine ${x.article})`);
        if (x.event && f.event !== x.event) diffs.push(`event ${f.event} (mine ${x.event})`);
        if (x.events && !x.events.includes(f.event)) diffs.push(`event ${f.event} (mine one of ${x.events})`);
        if (x.severity && f.severity !== x.severity) diffs.push(`severity ${f.severity} (mine ${x.severity})`);
        if (diffs.length) problems.push(`DETAIL seat ${x.seat} ${x.spot}${x.number ? ' #' + x.number : ''}: ${diffs.join('; ')}`);
      } else {
        j = got.findIndex((f) => f.article === x.article && (!x.event || f.event === x.event) && (x.seat === undefined || f.seat === undefined || f.seat === x.seat) && f.owed_to_player === undefined);
        if (j < 0 && x.loose) j = got.findIndex((f) => f.article === x.article && f.owed_to_player === undefined);
        if (j < 0) { problems.push(`MISSING ${JSON.stringify(x)}`); continue; }
      }
      got.splice(j, 1);
    }
    for (const f of got) problems.push(`EXTRA ${f.rule} ${f.article} ev${f.event} seat ${f.seat} ${f.spot ?? ''}${f.number ? ' #' + f.number : ''} ${f.severity} exp ${f.expected} act ${f.actual} owed ${f.owed_to_player} | ${f.message}`);
    if (problems.length) {
      counts.disagree++;
      const key = `${e.kind}/${e.mutation ?? '-'}`;
      tally[key] = (tally[key] ?? 0) + 1;
      out(`${hid} [${e.kind}${e.mutation ? ' / ' + e.mutation : ''}]${e.notes?.length ? ' NOTE ' + e.notes.join('; ') : ''}${e.why ? ' — ' + e.why : ''}`);
      for (const p of problems) out('   ' + p);
    } else counts.agree++;
  }
  const rejected = res.summary.rejected;
  return { counts, tally, rejected, findings: res.findings.length, expected: Object.values(expect).reduce((a, e) => a + e.findings.length, 0) };
}

function compare(outDir, veedor, only) {
  let bad = 0;
  for (const cat of only) {
    let expect;
    try { expect = JSON.parse(readFileSync(join(outDir, `${cat}.expect.json`), 'utf8')); } catch { continue; }
    const s = compareFile(join(outDir, `${cat}.ndjson`), expect, veedor);
    bad += s.counts.disagree;
    console.log(`== ${cat}: ${JSON.stringify(s.counts)}, rejected ${s.rejected}, veedor findings ${s.findings}, expected ${s.expected}${Object.keys(s.tally).length ? ', by kind ' + JSON.stringify(s.tally) : ''}`);
  }
  return bad;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [cmd, dir, ...rest] = process.argv.slice(2);
  const opt = (name, d) => { const i = rest.indexOf(name); return i >= 0 ? rest[i + 1] : d; };
  const only = opt('--only', 'cs,ds,pg').split(',');
  if (cmd === 'gen') gen(dir, Number(opt('--seed', 15)), Number(opt('--hands', 300)), only);
  else if (cmd === 'compare') process.exitCode = compare(dir, opt('--veedor', 'dist/cli/veedor.js'), only) ? 1 : 0;
  else { console.error('usage: gen OUTDIR [--seed N] [--hands N] [--only cs,ds,pg] | compare OUTDIR [--veedor PATH] [--only ...]'); process.exitCode = 2; }
}
