#!/usr/bin/env node
// oracle14: blackjack hands written from the regulation texts (Pot Luck Black Jack, Peru 2000; Casino Nueva
// Andalucía Marbella's published rules), each with the findings the text requires, and a comparison with Veedor.
//
//   node scripts/oracle14-bj-hands.mjs gen OUTDIR [--seed N] [--hands N]   writes pl.ndjson, mb.ndjson and *.expect.json
//   node scripts/oracle14-bj-hands.mjs compare OUTDIR [--veedor dist/cli/veedor.js] [-v]
//
// The settlement model below was written from the texts alone (before reading the catalogs' rules):
// Pot Luck: Art. 9º surrender = half the wager, not against an ace up; Art. 10º insurance up to half the original,
// 2 to 1, settled at the hole card; Art. 11º pairs by value, split aces one card, bust on a split hand lost at once;
// Art. 12º increase up to the original (for less allowed), one card, after a split too; Art. 13º blackjack 3 to 2,
// paid at once unless the up card is an ace or a ten, even money 1 to 1 before the voluntary dealing, a dealer
// blackjack takes every wager but a blackjack's (push) and only the original of a split or doubled box; Art. 14º the
// dealer stands on 17 or more (a soft 17 counts 17); Arts. 15º-17º 1 to 1, loss, push whatever the cards; Art. 18º
// pool: highest two-card score among pool bettors, pool less the posted commission (rounded down to the cent).
// Marbella: no surrender; insurance on a first-card ace up to half, 2 to 1, before the first third card; doubles on
// 9, 10, 11 only, one card; splits by value, split aces one card, resplit on a new ace, a ten on a split ace is 21;
// blackjack 3 to 2 and beats a three-card 21; a dealer blackjack takes every wager (no clause limits it); soft 17
// stands; bets behind within the table maximum; no bet after the first card.
// Where the texts are silent the choice made here is named where it is made ("silent:").
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// ---------- money in cents ----------
const c = (x) => Math.round(x * 100);
const u = (cents) => cents / 100;

const bj32 = (cents) => Math.floor((cents * 3) / 2); // silent on half cents: rounded down here

// ---------- rng ----------
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------- cards ----------
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const SUITS = ['s', 'h', 'd', 'c'];
const val = (card) => {
  const r = card[0];
  if (r === 'A') return 1;
  if ('TJQK'.includes(r)) return 10;
  return Number(r);
};
function total(cards) {
  let s = 0;
  let ace = false;
  for (const k of cards) {
    s += val(k);
    if (k[0] === 'A') ace = true;
  }
  const soft = ace && s + 10 <= 21;
  return { t: soft ? s + 10 : s, soft };
}
const isBJ = (cards) => cards.length === 2 && total(cards).t === 21;

class Shoe {
  constructor(r, decks) {
    this.cards = [];
    for (let d = 0; d < decks; d++) for (const rk of RANKS) for (const s of SUITS) this.cards.push(rk + s);
    for (let i = this.cards.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [this.cards[i], this.cards[j]] = [this.cards[j], this.cards[i]];
    }
  }
  // take a card of rank `want` (a rank letter, or 'X' for any ten-value card), else the next card
  take(want) {
    if (!want) return this.cards.pop();
    const ok = (k) => (want === 'X' ? val(k) === 10 : k[0] === want);
    const i = this.cards.findLastIndex(ok);
    return this.cards.splice(i, 1)[0];
  }
}

// ---------- one round ----------
// sc: { cat:'pl'|'mb', seats:[{seat, bet, pool?, behind?:[{player,amount}], first?:[r,r], policy?:{}}],
//       up?, hole?, dealerDraws?:[r...], table, holeCard (mb), seed }
function playRound(sc, r) {
  const pl = sc.cat === 'pl';
  const shoe = new Shoe(r, 6);
  const ev = [];
  const push = (e) => { ev.push(e); return ev.length; }; // 1-based index
  const settle = []; // {idx, seat, hand, spot, behind, player, net(cents), outcome, article}
  const add = (e, meta) => { const i = push(e); settle.push({ idx: i, ...meta, ev: e }); return i; };
  push({ type: 'procedure', name: 'shuffle' });
  push({ type: 'procedure', name: 'cut', by: 'seat:1' });
  for (const s of sc.seats) {
    push({ type: 'bet', seat: s.seat, spot: 'main', amount: s.bet, player: `P${s.seat}` });
    if (pl && s.pool) push({ type: 'bet', seat: s.seat, spot: 'pool', amount: s.pool, player: `P${s.seat}` });
    for (const b of s.behind ?? []) push({ type: 'bet', seat: s.seat, spot: 'main', amount: b.amount, behind: true, player: b.player });
  }
  const hands = new Map(); // seat -> [{cards, wager(c), orig(c), doubled, split, aces, done, bust, sur, em, bj}]
  for (const s of sc.seats) hands.set(s.seat, [{ cards: [], wager: c(s.bet), orig: c(s.bet), dbl: 0, fromSplit: false, splitAce: false }]);
  const dealer = [];
  for (const s of sc.seats) { const k = shoe.take(s.first?.[0]); hands.get(s.seat)[0].cards.push(k); push({ type: 'deal', to: `seat:${s.seat}`, card: k }); }
  const up = shoe.take(sc.up); dealer.push(up); push({ type: 'deal', to: 'dealer', card: up });
  for (const s of sc.seats) { const k = shoe.take(s.first?.[1]); hands.get(s.seat)[0].cards.push(k); push({ type: 'deal', to: `seat:${s.seat}`, card: k }); }
  let hole = null;
  if (pl || sc.holeCard) { hole = shoe.take(sc.hole); dealer.push(hole); push({ type: 'deal', to: 'dealer', card: hole, face: 'down' }); }
  const upV = val(up);
  const upAce = up[0] === 'A';
  const upTen = upV === 10;
  // the dealer's second card, known in advance so the whole round is consistent
  const dealerSecond = hole ?? shoe.take(sc.hole);
  const dealerBJ = isBJ([up, dealerSecond]);

  // pool (Art. 18º): highest score of the mandatory dealing among pool bettors
  const poolInfo = [];
  if (pl) for (const s of sc.seats) if (s.pool) poolInfo.push({ seat: s.seat, amount: c(s.pool), score: total(hands.get(s.seat)[0].cards).t });

  const art = pl
    ? { win: 'Art. 15º', loss: 'Art. 16º', push: 'Art. 17º', bj: 'Art. 13º', ins: 'Art. 10º', sur: 'Art. 9º', dealer: 'Art. 14º', pool: 'Art. 18º', dbj: 'Art. 13º', bust: 'Art. 14º' }
    : { win: 'Desarrollo del juego', loss: 'Desarrollo del juego', push: 'Desarrollo del juego', bj: 'Black Jack', ins: 'Seguro', dealer: 'Desarrollo del juego', dbj: 'Black Jack', bust: 'Desarrollo del juego' };
  const notes = [];

  // ---- offers: surrender (pl, not against an ace), insurance / even money (ace up) ----
  const ins = new Map(); // seat -> cents
  if (pl && !upAce) push({ type: 'procedure', name: 'offer_surrender' });
  if (upAce) push({ type: 'procedure', name: 'offer_insurance' }); // Seguro: «El croupier propondrá este seguro»
  for (const s of sc.seats) {
    const h = hands.get(s.seat)[0];
    const pol = s.policy ?? {};
    if (upAce && isBJ(h.cards) && pol.evenMoney) {
      push({ type: 'decision', seat: s.seat, hand: 1, action: 'even_money', player: `P${s.seat}` });
      add({ type: 'payout', seat: s.seat, spot: 'main', hand: 1, amount: s.bet }, { seat: s.seat, hand: 1, spot: 'main', net: c(s.bet), outcome: 'even', article: art.ins === 'Seguro' ? 'Seguro' : 'Art. 13º' });
      h.done = true; h.em = true;
      continue;
    }
    if (upAce && pol.insure) {
      const amt = pol.insure; // in units
      ins.set(s.seat, c(amt));
      push({ type: 'decision', seat: s.seat, hand: 1, action: 'insurance', amount: amt, player: `P${s.seat}` });
    }
  }
  if (pl && !upAce) {
    for (const s of sc.seats) {
      const h = hands.get(s.seat)[0];
      if (s.policy?.surrender && !isBJ(h.cards)) {
        push({ type: 'decision', seat: s.seat, hand: 1, action: 'surrender', player: `P${s.seat}` });
        add({ type: 'collect', seat: s.seat, spot: 'main', hand: 1, amount: u(h.wager / 2) }, { seat: s.seat, hand: 1, spot: 'main', net: -h.wager / 2, outcome: 'surrender', article: art.sur });
        for (const b of s.behind ?? []) add({ type: 'collect', seat: s.seat, spot: 'main', hand: 1, amount: b.amount / 2, behind: true, player: b.player }, { seat: s.seat, hand: 1, spot: 'main', behind: b.player, net: -c(b.amount) / 2, outcome: 'surrender', article: art.sur });
        h.done = true; h.sur = true;
      }
    }
  }

  // ---- the players' turns ----
  const maxSplits = sc.table.max_splits ?? 3;
  for (const s of sc.seats) {
    const hs = hands.get(s.seat);
    const pol = s.policy ?? {};
    let splits = 0;
    const h0 = hs[0];
    if (h0.done) continue;
    if (isBJ(h0.cards)) {
      h0.bj = true; h0.done = true;
      if (!upAce && !upTen) {
        // Art. 13º: paid at once (silent on where exactly: here, at the box's turn)
        if ((h0.wager * 3) % 2) notes.push(`seat ${s.seat}: 3 to 2 on ${u(h0.wager)} has a half cent (silent: paid rounded down)`);
        add({ type: 'payout', seat: s.seat, spot: 'main', hand: 1, amount: u(bj32(h0.wager)) }, { seat: s.seat, hand: 1, spot: 'main', net: bj32(h0.wager), outcome: 'bj', article: art.bj });
        for (const b of s.behind ?? []) add({ type: 'payout', seat: s.seat, spot: 'main', hand: 1, amount: b.amount * 3 / 2, behind: true, player: b.player }, { seat: s.seat, hand: 1, spot: 'main', behind: b.player, net: c(b.amount) * 3 / 2, outcome: 'bj', article: art.bj });
        h0.paid = true;
      }
      continue;
    }
    const queue = [0];
    let first = true;
    while (queue.length) {
      const hi = queue.shift();
      const h = hs[hi];
      const hn = hi + 1;
      if (h.cards.length === 1) {
        // a split hand receives its second card when its turn comes (Art. 11º)
        const k = shoe.take(h.forceNext);
        h.cards.push(k);
        push({ type: 'deal', to: `seat:${s.seat}`, hand: hn, card: k });
      }
      first = false;
      // split?
      const pair = h.cards.length === 2 && val(h.cards[0]) === val(h.cards[1]);
      const canResplitAce = !h.splitAce || !pl; // Marbella: «se repetirá el procedimiento»
      if (pair && splits < maxSplits && (pol.split ?? 0) > splits && canResplitAce && !(pl && h.splitAce)) {
        splits++;
        const amt = u(h.orig);
        push({ type: 'decision', seat: s.seat, hand: hn, action: 'split', amount: amt, player: `P${s.seat}` });
        const moved = h.cards.pop();
        const ace = moved[0] === 'A';
        hs.push({ cards: [moved], wager: h.orig, orig: h.orig, dbl: 0, fromSplit: true, splitAce: ace, forceNext: (pol.splitDraws ?? [])[hs.length] });
        h.fromSplit = true; h.splitAce = ace;
        // new hand played after this one and those already waiting
        queue.unshift(hi);
        queue.push(hs.length - 1);
        queue.sort((a, b) => a - b);
        h.forceNext = (pol.splitDraws ?? [])[hi];
        h.cards.length === 1 && (h.needCard = true);
        continue;
      }
      if (h.splitAce) { h.done = true; continue; } // one card on a split ace, no decision
      // double?
      const tt = total(h.cards);
      const dblOK = h.cards.length === 2 && (pl ? true : [9, 10, 11].includes(tt.t) && !tt.soft || (!pl && [9, 10, 11].includes(tt.t)));
      const wantD = pol.double && h.cards.length === 2 && (pl ? [9, 10, 11].includes(tt.t) || pol.doubleAny : [9, 10, 11].includes(tt.t));
      if ((wantD && dblOK) || (pol.forceDouble && h.cards.length === 2 && hi === 0)) {
        const add_ = pol.doubleLess ? Math.round(h.orig / 2) : h.orig; // double for less: half (integers here)
        push({ type: 'decision', seat: s.seat, hand: hn, action: 'double', amount: u(add_), player: `P${s.seat}` });
        h.wager += add_; h.dbl = add_;
        const k = shoe.take(pol.doubleCard);
        h.cards.push(k);
        push({ type: 'deal', to: `seat:${s.seat}`, hand: hn, card: k });
        if (total(h.cards).t > 21) {
          h.bust = true;
          add({ type: 'collect', seat: s.seat, spot: 'main', hand: hn, amount: u(h.wager) }, { seat: s.seat, hand: hn, spot: 'main', net: -h.wager, outcome: 'bust', article: art.bust });
        }
        h.done = true;
        continue;
      }
      // hit to a threshold
      const stop = pol.stop ?? 17;
      let draws = pol.draws ? [...pol.draws] : [];
      while (total(h.cards).t < stop || (pol.minCards && h.cards.length < pol.minCards && total(h.cards).t < 21)) {
        push({ type: 'decision', seat: s.seat, hand: hn, action: 'hit', player: `P${s.seat}` });
        const k = shoe.take(draws.shift());
        h.cards.push(k);
        push({ type: 'deal', to: `seat:${s.seat}`, hand: hn, card: k });
      }
      if (total(h.cards).t > 21) {
        h.bust = true;
        add({ type: 'collect', seat: s.seat, spot: 'main', hand: hn, amount: u(h.wager) }, { seat: s.seat, hand: hn, spot: 'main', net: -h.wager, outcome: 'bust', article: art.bust });
        if (hi === 0 && hs.length === 1) for (const b of s.behind ?? []) add({ type: 'collect', seat: s.seat, spot: 'main', hand: hn, amount: b.amount, behind: true, player: b.player }, { seat: s.seat, hand: hn, spot: 'main', behind: b.player, net: -c(b.amount), outcome: 'bust', article: art.bust });
      } else if (total(h.cards).t < 21) {
        push({ type: 'decision', seat: s.seat, hand: hn, action: 'stand', player: `P${s.seat}` });
      }
      h.done = true;
    }
  }

  // ---- the dealer ----
  const dIdx = {};
  if (hole) dIdx.reveal = push({ type: 'reveal', to: 'dealer', card: hole });
  else { dealer.push(dealerSecond); dIdx.second = push({ type: 'deal', to: 'dealer', card: dealerSecond }); }
  // insurance settled on the second card (Art. 10º / Seguro)
  for (const s of sc.seats) {
    const a = ins.get(s.seat);
    if (a === undefined) continue;
    if (dealerBJ) add({ type: 'payout', seat: s.seat, spot: 'insurance', amount: u(a * 2) }, { seat: s.seat, spot: 'insurance', net: a * 2, outcome: 'ins-win', article: art.ins });
    else add({ type: 'collect', seat: s.seat, spot: 'insurance', amount: u(a) }, { seat: s.seat, spot: 'insurance', net: -a, outcome: 'ins-loss', article: art.ins });
  }
  const forced = [...(sc.dealerDraws ?? [])];
  let standIdx = null;
  if (!dealerBJ) {
    while (total(dealer).t < 17) {
      const k = shoe.take(forced.shift());
      dealer.push(k);
      push({ type: 'deal', to: 'dealer', card: k });
    }
  }
  const dealerHand = [...dealer];
  // mutation support: dealer draws beyond 17 (soft 17 hit)
  if (sc.dealerHitsSoft17 && !dealerBJ && total(dealer).t === 17 && total(dealer).soft) {
    const k = shoe.take(forced.shift());
    dealer.push(k);
    push({ type: 'deal', to: 'dealer', card: k }); standIdx = ev[ev.length - 1];
    while (total(dealer).t < 17) { const k2 = shoe.take(forced.shift()); dealer.push(k2); push({ type: 'deal', to: 'dealer', card: k2 }); }
  }
  const dTrue = total(dealerHand).t; // what the text says the dealer holds
  const dTable = total(dealer).t; // what the table settled on
  const outcome = (h, dt, dbj) => {
    const p = total(h.cards).t;
    if (h.bj) return dbj ? 'push' : 'bj';
    if (dbj) return 'dbj';
    if (dt > 21) return 'win';
    if (p > dt) return 'win';
    if (p === dt) return 'push';
    return 'loss';
  };
  const netOf = (o, wager, stake) => ({ bj: bj32(stake), win: wager, push: 0, loss: -wager }[o]);
  const artOf = (o, h) => (h.bj ? art.bj : !pl && h.fromSplit && isBJ(h.cards) ? 'Dobles' : { bj: art.bj, win: art.win, push: art.push, loss: art.loss }[o]);
  for (const s of sc.seats) {
    const hs = hands.get(s.seat);
    const multi = hs.length > 1 || hs[0].dbl > 0;
    hs.forEach((h, i) => {
      const hn = i + 1;
      if (h.sur || h.em || h.bust || h.paid) return;
      const oT = outcome(h, dTable, dealerBJ);
      const oR = outcome(h, dTrue, dealerBJ);
      const riders = i === 0 && hs.length === 1 ? s.behind ?? [] : [];
      if (oT === 'dbj') {
        // Art. 13º (pl): only the original wager of a split or doubled box; Marbella: every wager (silent: no clause)
        const lose = pl ? (i === 0 ? h.orig : 0) : h.wager;
        const back = h.wager - lose;
        if (lose > 0) add({ type: 'collect', seat: s.seat, spot: 'main', hand: hn, amount: u(lose) }, { seat: s.seat, hand: hn, spot: 'main', net: -lose, outcome: 'dbj', article: art.dbj, pair: back > 0 });
        if (back > 0) add({ type: 'return', seat: s.seat, spot: 'main', hand: hn, amount: u(back) }, { seat: s.seat, hand: hn, spot: 'main', net: 0, outcome: 'dbj', article: art.dbj, pairedWith: lose > 0 });
        for (const b of riders) add({ type: 'collect', seat: s.seat, spot: 'main', hand: hn, amount: b.amount, behind: true, player: b.player }, { seat: s.seat, hand: hn, spot: 'main', behind: b.player, net: -c(b.amount), outcome: 'dbj', article: art.dbj });
        if (pl && multi && hs.some((x) => x.bust)) notes.push(`seat ${s.seat}: split/doubled box with a bust vs dealer blackjack (ambiguous)`);
        return;
      }
      const emit = (o, amt, meta) => {
        const type = o === 'win' || o === 'bj' ? 'payout' : o === 'push' ? 'return' : 'collect';
        return add({ type, seat: s.seat, spot: 'main', hand: hn, amount: u(Math.abs(amt) || meta.stake), ...(meta.behind ? { behind: true, player: meta.behind } : {}) }, meta);
      };
      const tNet = netOf(oT, h.wager, h.orig);
      if ((oT === 'bj' || oR === 'bj') && (h.orig * 3) % 2) notes.push(`seat ${s.seat}: 3 to 2 on ${u(h.orig)} has a half cent (silent: paid rounded down)`);
      emit(oT, tNet, { seat: s.seat, hand: hn, spot: 'main', net: netOf(oR, h.wager, h.orig), tableNet: tNet, outcome: oR, article: artOf(oR, h), stake: h.wager });
      for (const b of riders) {
        const bn = netOf(oT, c(b.amount), c(b.amount));
        emit(oT, bn, { seat: s.seat, hand: hn, spot: 'main', behind: b.player, net: netOf(oR, c(b.amount), c(b.amount)), tableNet: bn, outcome: oR, article: artOf(oR, h), stake: c(b.amount) });
      }
    });
  }
  // pool
  if (pl && poolInfo.length) {
    const pot = poolInfo.reduce((a, p) => a + p.amount, 0);
    const pct = sc.table.pool_commission_pct ?? 5;
    const com = Math.floor((pot * pct) / 100);
    const best = Math.max(...poolInfo.map((p) => p.score));
    const winners = poolInfo.filter((p) => p.score === best);
    push({ type: 'commission', spot: 'pool', amount: u(com) });
    const share = Math.floor((pot - com) / winners.length);
    let rest = pot - com - share * winners.length;
    for (const w of winners) {
      const amt = share + (rest > 0 ? 1 : 0);
      rest = Math.max(0, rest - 1);
      add({ type: 'pool_award', seat: w.seat, amount: u(amt) }, { seat: w.seat, spot: 'pool', net: amt, outcome: 'pool', article: art.pool, pot, com });
    }
  }
  return { events: ev, settle, dealerBJ, standIdx, dTrue, dTable, notes, up, hands };
}

// ---------- scenarios ----------
const pick = (r, xs) => xs[Math.floor(r() * xs.length)];
const STAKES_PL = [10, 20, 25, 35, 50, 55, 75, 100, 125, 150, 215, 250, 375, 500, 1000, 15, 45, 65];
const STAKES_MB = [5, 10, 15, 25, 35, 50, 75, 100, 125, 205, 260, 300, 425, 1000, 7.5, 12.5];

function scenario(cat, r, kind, i) {
  const pl = cat === 'pl';
  const table = pl
    ? { decks: 6, min_bet: 10, max_bet: 2000, max_splits: pick(r, [1, 2, 3, 3]), pool_commission_pct: pick(r, [5, 5, 3, 4]) }
    : { decks: 6, min_bet: 5, max_bet: 1000, dealer_hole_card: r() < 0.3 };
  const nSeats = 1 + Math.floor(r() * 6);
  const seatNos = [1, 2, 3, 4, 5, 6, 7].sort(() => r() - 0.5).slice(0, nSeats).sort((a, b) => a - b);
  const seats = seatNos.map((seat) => ({
    seat,
    bet: pick(r, pl ? STAKES_PL : STAKES_MB),
    pool: pl && r() < 0.5 ? pick(r, [10, 10, 20, 5]) : undefined,
    policy: { stop: pick(r, [12, 13, 15, 17, 17, 17]), split: r() < 0.5 ? 3 : 1, double: r() < 0.7, doubleLess: r() < 0.15 },
  }));
  const sc = { cat, seats, table, holeCard: table.dealer_hole_card };
  const S = (k) => seats[k % seats.length];
  switch (kind) {
    case 'split-resplit':
      for (const s of seats) if (r() < 0.6) { const rk = pick(r, ['8', '7', '9', '2', '3', '6', 'T', 'K']); s.first = [rk, rk === 'T' ? 'Q' : rk]; s.policy.split = 3; s.policy.splitDraws = [rk, rk === 'T' ? 'J' : rk]; }
      break;
    case 'split-aces':
      for (const s of seats) if (r() < 0.7) { s.first = ['A', 'A']; s.policy.split = 3; s.policy.splitDraws = pl ? ['X', undefined] : ['A', 'X', undefined]; }
      break;
    case 'double':
      for (const s of seats) { s.first = pick(r, [['5', '4'], ['6', '4'], ['7', '4'], ['3', '6'], ['A', '8'], ['A', '9'], ['9', '2'], ['5', '6']]); s.policy.double = true; }
      break;
    case 'das':
      for (const s of seats) { const rk = pick(r, ['5', '4', '3']); s.first = [rk, rk]; s.policy.split = 1; s.policy.splitDraws = ['6', '5']; s.policy.double = true; }
      break;
    case 'insurance':
      sc.up = 'A';
      for (const s of seats) { if (r() < 0.6) s.policy.insure = Math.floor(s.bet / 2) || s.bet / 2; if (r() < 0.3) { s.first = ['A', 'X']; s.policy.evenMoney = r() < 0.5; } }
      sc.hole = r() < 0.5 ? 'X' : undefined;
      break;
    case 'surrender':
      if (pl) { sc.up = pick(r, ['T', '9', '6', 'K']); for (const s of seats) if (r() < 0.5) { s.first = ['T', pick(r, ['5', '6'])]; s.policy.surrender = true; } }
      break;
    case 'dealer-bj':
      sc.up = pick(r, ['A', 'T', 'K']); sc.hole = sc.up === 'A' ? 'X' : 'A';
      for (const s of seats) { if (r() < 0.3) s.first = ['A', 'X']; else if (r() < 0.4) { s.first = ['5', '5']; s.policy.split = 0; s.policy.double = true; s.policy.forceDouble = true; s.policy.doubleCard = pick(r, ['T', '9', '2']); } else if (r() < 0.4) { s.first = ['8', '8']; s.policy.split = 1; s.policy.splitDraws = ['2', '3']; s.policy.stop = 12; } if (sc.up === 'A' && r() < 0.4) s.policy.insure = s.bet / 2; }
      break;
    case 'bj-vs-21':
      sc.up = pick(r, ['7', '6', 'T', 'A', '9']); sc.hole = sc.up === 'A' ? '5' : sc.up === 'T' ? '4' : '4';
      sc.dealerDraws = sc.up === '7' ? ['T'] : sc.up === '6' ? ['A'] : sc.up === 'T' ? ['7'] : sc.up === 'A' ? ['5'] : ['8'];
      S(0).first = ['A', 'X']; if (seats.length > 1) { S(1).first = ['9', '5']; S(1).policy.stop = 21; }
      break;
    case 'five-cards':
      for (const s of seats) { s.first = pick(r, [['2', '3'], ['2', '2'], ['3', '4'], ['A', '2']]); s.policy.stop = 19; s.policy.minCards = 5; s.policy.draws = ['2', '3', 'A', '4', '2']; s.policy.split = 0; }
      break;
    case 'soft17':
      sc.up = pick(r, ['A', '6']); sc.hole = sc.up === 'A' ? '6' : 'A';
      break;
    case 'behind':
      for (const s of seats) if (r() < 0.7) { s.behind = [{ player: `B${s.seat}a`, amount: pick(r, pl ? [10, 25, 50] : [5, 25, 50, 15]) }]; if (r() < 0.3) s.behind.push({ player: `B${s.seat}b`, amount: pick(r, [20, 35]) }); s.policy.split = 0; s.policy.double = false; if (pl && r() < 0.3) s.policy.surrender = true; }
      break;
    case 'odd-stakes':
      for (const s of seats) { s.bet = pick(r, pl ? [15, 25, 35, 45, 55, 65, 75, 12.5, 17.5, 10.5, 10.25, 12.35] : [5, 7.5, 12.5, 15, 25, 35, 17.5, 10.5, 5.5, 5.05, 7.25]); if (r() < 0.5) s.first = ['A', 'X']; }
      sc.up = pick(r, ['5', '9', '8']);
      break;
    case 'limits':
      for (const s of seats) s.bet = pick(r, pl ? [5, 2500, 10, 2000] : [2, 1500, 5, 1000]);
      break;
    case 'pool':
      for (const s of seats) s.pool = pick(r, [10, 10, 20, 15]);
      if (r() < 0.4 && seats.length > 1) { seats[0].first = ['T', 'Q']; seats[1].first = ['K', 'J']; }
      break;
    default:
      break;
  }
  if (!pl) for (const s of seats) { delete s.pool; s.policy.surrender = false; }
  return sc;
}

// ---------- mutations: each returns expected findings ----------
// finding expectation: {article, event, seat, hand, spot, expected, actual, owed} (payout) or {article, event, kind:'procedure'}
function mutate(cat, round, kind, r) {
  const ev = round.events;
  const S = round.settle;
  const exp = [];
  const payoutF = (s, actual) => ({ kind: 'payout', article: s.article, ref: s.ev, seat: s.seat, hand: s.hand, spot: s.spot, behind: s.behind, expected: u(s.net), actual: u(actual), owed: u(s.net - actual) });
  const pickS = (f) => { const xs = S.filter(f); return xs.length ? xs[Math.floor(r() * xs.length)] : null; };
  let s;
  switch (kind) {
    case 'underpay-win':
      s = pickS((x) => x.outcome === 'win' && x.ev.type === 'payout' && x.tableNet === x.net);
      if (!s) return null;
      { const d = pick(r, [c(5), c(10), c(0.5), c(1)]); if (d >= s.net) return null; s.ev.amount = u(s.net - d); exp.push(payoutF(s, s.net - d)); }
      break;
    case 'overpay-win':
      s = pickS((x) => x.outcome === 'win' && x.ev.type === 'payout' && x.tableNet === x.net);
      if (!s) return null;
      s.ev.amount = u(s.net + c(10)); exp.push(payoutF(s, s.net + c(10)));
      break;
    case 'bj-1to1':
      s = pickS((x) => x.outcome === 'bj');
      if (!s) return null;
      { const a = Math.floor((s.net * 2) / 3); s.ev.amount = u(a); exp.push(payoutF(s, a)); }
      break;
    case 'push-collected':
      s = pickS((x) => x.outcome === 'push' && x.ev.type === 'return' && x.tableNet === 0);
      if (!s) return null;
      s.ev.type = 'collect'; exp.push(payoutF(s, -c(s.ev.amount)));
      break;
    case 'loss-returned':
      s = pickS((x) => x.outcome === 'loss' && x.ev.type === 'collect' && x.tableNet === x.net);
      if (!s) return null;
      s.ev.type = 'return'; exp.push(payoutF(s, 0));
      break;
    case 'win-pushed':
      s = pickS((x) => x.outcome === 'win' && x.ev.type === 'payout' && x.tableNet === x.net);
      if (!s) return null;
      s.ev.type = 'return'; s.ev.amount = u(s.net); exp.push(payoutF(s, 0));
      break;
    case 'insurance-1to1':
      s = pickS((x) => x.outcome === 'ins-win');
      if (!s) return null;
      s.ev.amount = u(s.net / 2); exp.push(payoutF(s, s.net / 2));
      break;
    case 'insurance-lost-returned':
      s = pickS((x) => x.outcome === 'ins-loss');
      if (!s) return null;
      s.ev.type = 'return'; exp.push(payoutF(s, 0));
      break;
    case 'surrender-full':
      s = pickS((x) => x.outcome === 'surrender' && !x.behind);
      if (!s) return null;
      s.ev.amount = u(-s.net * 2); exp.push(payoutF(s, s.net * 2));
      break;
    case 'even-money-3to2':
      s = pickS((x) => x.outcome === 'even');
      if (!s) return null;
      s.ev.amount = u((s.net * 3) / 2); exp.push(payoutF(s, (s.net * 3) / 2));
      break;
    case 'dbj-takes-double': // pl: the table takes the doubled part too; mb: the table hands the double back
      if (cat === 'pl') {
        s = pickS((x) => x.outcome === 'dbj' && x.ev.type === 'collect' && x.pair);
        if (!s) return null;
        const ri = S.findIndex((x) => x.idx === s.idx + 1 && x.ev.type === 'return');
        if (ri < 0) return null;
        const back = c(S[ri].ev.amount);
        S[ri].ev.type = 'collect';
        exp.push({ kind: 'payout', article: s.article, event: null, seat: s.seat, hand: s.hand, spot: 'main', expected: u(s.net), actual: u(s.net - back), owed: u(back) });
      } else {
        s = pickS((x) => x.outcome === 'dbj' && x.ev.type === 'collect' && !x.behind);
        if (!s) return null;
        const h = round.hands.get(s.seat)[s.hand - 1];
        if (!h.dbl) return null;
        s.ev.amount = u(h.orig); s.ev.type = 'collect';
        exp.push({ kind: 'payout', article: s.article, ref: s.ev, seat: s.seat, hand: s.hand, spot: 'main', expected: u(s.net), actual: u(-h.orig), owed: u(s.net + h.orig) });
      }
      break;
    case 'pool-short':
      s = pickS((x) => x.outcome === 'pool');
      if (!s) return null;
      s.ev.amount = u(s.net - c(1)); exp.push({ kind: 'payout', article: 'Art. 18º', ref: s.ev, seat: s.seat, spot: 'pool', owed: 1 });
      break;
    case 'behind-underpaid':
      s = pickS((x) => x.behind && x.ev.type === 'payout' && x.tableNet === x.net);
      if (!s) return null;
      s.ev.amount = u(s.net - c(5)); exp.push(payoutF(s, s.net - c(5)));
      break;
    case 'reorder-neutral': { // the final settlements in reverse seat order: no clause orders them
      const lastDealer = round.events.reduce((a, e, k) => (e.to === 'dealer' ? k : a), -1);
      const fin = S.filter((x) => x.spot === 'main' && round.events.indexOf(x.ev) > lastDealer).map((x) => x.ev);
      if (fin.length < 2 || new Set(fin.map((e) => e.seat)).size < 2) return null;
      const at = round.events.indexOf(fin[0]);
      for (const e of fin) round.events.splice(round.events.indexOf(e), 1);
      round.events.splice(at, 0, ...fin.reverse());
      break;
    }
    case 'bj-paid-late': { // Art. 13º «debe inmediatamente pagar»: a blackjack against 2-9 paid in the dealer's turn
      if (cat !== 'pl') return null;
      s = pickS((x) => x.outcome === 'bj' && !x.behind && !['A', 'T', 'J', 'Q', 'K'].includes(round.up[0]));
      if (!s) return null;
      const rv = round.events.findIndex((e) => e.type === 'reveal');
      round.events.splice(round.events.indexOf(s.ev), 1);
      round.events.splice(round.events.findIndex((e) => e.type === 'reveal') + 1, 0, s.ev);
      exp.push({ kind: 'procedure', article: 'Art. 13º', ref: s.ev });
      break;
    }
    case 'settle-early': { // a standing hand settled before the dealer's hand is complete
      s = pickS((x) => ['win', 'loss', 'push'].includes(x.outcome) && !x.behind && x.tableNet === x.net && x.ev.type !== undefined);
      if (!s) return null;
      const at = round.events.findIndex((e) => e.to === 'dealer' && (e.type === 'reveal' || (e.type === 'deal' && round.events.filter((y, k) => y.to === 'dealer' && y.type === 'deal' && k < round.events.indexOf(e)).length >= (cat === 'pl' || round.events.some((y) => y.face === 'down') ? 2 : 1))));
      if (at < 0 || round.events.indexOf(s.ev) < at) return null;
      round.events.splice(round.events.indexOf(s.ev), 1);
      round.events.splice(at, 0, s.ev);
      exp.push({ kind: 'procedure', article: cat === 'pl' ? 'Art. 14º' : 'Desarrollo del juego', ref: s.ev, loose: true });
      break;
    }
    case 'insurance-over-half': {
      s = pickS((x) => x.outcome === 'ins-win' || x.outcome === 'ins-loss');
      if (!s) return null;
      const dec = round.events.find((e) => e.type === 'decision' && e.action === 'insurance' && e.seat === s.seat);
      const bet = round.events.find((e) => e.type === 'bet' && e.seat === s.seat && e.spot === 'main' && !e.behind);
      const half = c(bet.amount) / 2;
      if (half % 1) return null;
      const amt = half + c(5);
      dec.amount = u(amt);
      exp.push({ kind: 'procedure', article: cat === 'pl' ? 'Art. 10º' : 'Seguro', ref: dec });
      if (s.outcome === 'ins-win') { s.ev.amount = u(amt * 2); exp.push({ kind: 'payout', article: s.article, ref: s.ev, seat: s.seat, spot: 'insurance', expected: u(half * 2), actual: u(amt * 2), owed: u(half * 2 - amt * 2) }); }
      else { s.ev.amount = u(amt); exp.push({ kind: 'payout', article: s.article, ref: s.ev, seat: s.seat, spot: 'insurance', expected: u(-half), actual: u(-amt), owed: u(amt - half) }); }
      break;
    }
    default:
      return null;
  }
  return exp;
}

const CLEAN_KINDS = ['plain', 'split-resplit', 'split-aces', 'double', 'das', 'insurance', 'surrender', 'dealer-bj', 'bj-vs-21', 'five-cards', 'soft17', 'behind', 'odd-stakes', 'limits', 'pool'];
const MUTS = {
  pl: ['underpay-win', 'overpay-win', 'bj-1to1', 'push-collected', 'loss-returned', 'win-pushed', 'insurance-1to1', 'insurance-lost-returned', 'surrender-full', 'even-money-3to2', 'dbj-takes-double', 'pool-short', 'behind-underpaid', 'reorder-neutral', 'bj-paid-late', 'settle-early', 'insurance-over-half'],
  mb: ['underpay-win', 'overpay-win', 'bj-1to1', 'push-collected', 'loss-returned', 'win-pushed', 'insurance-1to1', 'insurance-lost-returned', 'even-money-3to2', 'dbj-takes-double', 'behind-underpaid', 'reorder-neutral', 'settle-early', 'insurance-over-half'],
};
const MUT_KIND_FOR = { 'insurance-1to1': 'insurance', 'insurance-lost-returned': 'insurance', 'surrender-full': 'surrender', 'even-money-3to2': 'insurance', 'dbj-takes-double': 'dealer-bj', 'pool-short': 'pool', 'behind-underpaid': 'behind', 'bj-1to1': 'odd-stakes', 'insurance-over-half': 'insurance', 'bj-paid-late': 'odd-stakes' };

function gen(outDir, seed, n) {
  mkdirSync(outDir, { recursive: true });
  for (const cat of ['pl', 'mb']) {
    const r = rng(seed * 7919 + (cat === 'pl' ? 1 : 2));
    const lines = [];
    const expect = {};
    let i = 0;
    let guard = 0;
    while (lines.length < n && guard++ < n * 20) {
      const mutated = i % 2 === 1;
      const mk = mutated ? pick(r, MUTS[cat]) : null;
      const kind = mutated ? (r() < 0.6 && MUT_KIND_FOR[mk] ? MUT_KIND_FOR[mk] : pick(r, CLEAN_KINDS)) : CLEAN_KINDS[Math.floor(i / 2) % CLEAN_KINDS.length];
      const sc = scenario(cat, r, kind, i);
      if (kind === 'soft17' && r() < 0.5) sc.dealerHitsSoft17 = true;
      const round = playRound(sc, r);
      const hid = `O14-${cat.toUpperCase()}-${String(lines.length + 1).padStart(4, '0')}`;
      let exp = [];
      for (const s of round.settle) if (s.tableNet !== undefined && s.tableNet !== s.net) exp.push({ kind: 'payout', article: s.article, ref: s.ev, seat: s.seat, hand: s.hand, spot: s.spot, behind: s.behind, expected: u(s.net), actual: u(s.tableNet), owed: u(s.net - s.tableNet) });
      if (round.standIdx) exp.push({ kind: 'procedure', article: cat === 'pl' ? 'Art. 14º' : 'Desarrollo del juego', ref: round.standIdx });
      if (cat === 'mb') sc.seats.forEach((s, k) => { if (s.bet > sc.table.max_bet) exp.push({ kind: 'procedure', article: 'Jugadores', event: 3 + k + sc.seats.slice(0, k).reduce((a, x) => a + (x.behind?.length ?? 0), 0) }); });
      if (mutated) {
        const m = mutate(cat, round, mk, r);
        if (!m) { continue; }
        exp = exp.concat(m);
      }
      for (const x of exp) if (x.ref) { x.event = round.events.indexOf(x.ref) + 1; delete x.ref; }
      i++;
      const hand = {
        hand_id: hid, game: cat === 'pl' ? 'pot-luck-blackjack' : 'blackjack', ruleset: cat === 'pl' ? 'pe-pot-luck-black-jack' : 'es-marbella-black-jack',
        table_id: cat === 'pl' ? 'PL-14' : 'MB-14', dealer_id: 'D-14', shoe_id: `${hid}-S`, started_at: '2026-12-01T21:00:00-05:00', currency: cat === 'pl' ? 'PEN' : 'EUR',
        table: sc.table, events: round.events,
      };
      lines.push(JSON.stringify(hand));
      expect[hid] = { kind, mutation: mk, findings: exp, notes: round.notes };
    }
    writeFileSync(join(outDir, `${cat}.ndjson`), lines.join('\n') + '\n');
    writeFileSync(join(outDir, `${cat}.expect.json`), JSON.stringify(expect, null, 1));
    console.log(cat, lines.length, 'hands,', Object.values(expect).filter((e) => e.findings.length).length, 'with expected findings');
  }
}

function compare(outDir, veedor, verbose) {
  let bad = 0;
  for (const cat of ['pl', 'mb']) {
    const file = join(outDir, `${cat}.ndjson`);
    const expect = JSON.parse(readFileSync(join(outDir, `${cat}.expect.json`), 'utf8'));
    let out;
    try { out = execFileSync('node', [veedor, 'audit', file, '--format', 'json', '--lang', 'en'], { maxBuffer: 1 << 28 }).toString(); } catch (e) { out = e.stdout.toString(); }
    const res = JSON.parse(out);
    const by = new Map();
    for (const f of res.findings) { if (!by.has(f.hand_id)) by.set(f.hand_id, []); by.get(f.hand_id).push(f); }
    const counts = { hands: 0, agree: 0, disagree: 0 };
    for (const [hid, e] of Object.entries(expect)) {
      counts.hands++;
      const got = [...(by.get(hid) ?? [])];
      const problems = [];
      for (const x of e.findings) {
        let j;
        if (x.kind === 'payout') {
          j = got.findIndex((f) => f.owed_to_player !== undefined && f.seat === x.seat && (f.spot ?? 'main') === x.spot && Math.abs(f.owed_to_player - x.owed) < 0.001 && (x.hand === undefined || f.hand === undefined || f.hand === x.hand));
          if (j < 0) { problems.push(`MISSING ${JSON.stringify(x)}`); continue; }
          const f = got[j];
          const diffs = [];
          if (f.article !== x.article) diffs.push(`article ${f.article} (mine ${x.article})`);
          if (x.event && f.event !== x.event) diffs.push(`event ${f.event} (mine ${x.event})`);
          if (x.expected !== undefined && (f.expected !== x.expected || f.actual !== x.actual)) diffs.push(`exp/act ${f.expected}/${f.actual} (mine ${x.expected}/${x.actual})`);
          if (diffs.length) problems.push(`DETAIL seat ${x.seat} h${x.hand} ${x.spot}: ${diffs.join('; ')}`);
        } else {
          j = got.findIndex((f) => f.article === x.article && (x.event === null || f.event === x.event) && f.owed_to_player === undefined);
          if (j < 0 && x.loose) j = got.findIndex((f) => f.owed_to_player === undefined);
          if (j < 0) { problems.push(`MISSING ${JSON.stringify(x)}`); continue; }
        }
        got.splice(j, 1);
      }
      for (const f of got) problems.push(`EXTRA ${f.rule} ${f.article} ev${f.event} seat ${f.seat} h${f.hand} ${f.spot ?? ''} exp ${f.expected} act ${f.actual} owed ${f.owed_to_player} | ${f.message}`);
      if (problems.length) {
        counts.disagree++;
        bad++;
        console.log(`${hid} [${e.kind}${e.mutation ? ' / ' + e.mutation : ''}]${e.notes?.length ? ' NOTE ' + e.notes.join('; ') : ''}`);
        for (const p of problems) console.log('   ' + p);
      } else counts.agree++;
    }
    console.log(`== ${cat}: ${JSON.stringify(counts)}, veedor findings ${res.findings.length}, expected ${Object.values(expect).reduce((a, e) => a + e.findings.length, 0)}`);
  }
  return bad;
}

const [cmd, dir, ...rest] = process.argv.slice(2);
const opt = (name, d) => { const i = rest.indexOf(name); return i >= 0 ? rest[i + 1] : d; };
if (cmd === 'gen') gen(dir, Number(opt('--seed', 14)), Number(opt('--hands', 200)));
else if (cmd === 'compare') process.exitCode = compare(dir, opt('--veedor', 'dist/cli/veedor.js'), rest.includes('-v')) ? 1 : 0;
else { console.error('usage: gen OUTDIR [--seed N] [--hands N] | compare OUTDIR [--veedor PATH]'); process.exitCode = 2; }
