#!/usr/bin/env node
// Independent oracle for Peru's Dragon Six Baccarat regulation (El Peruano, 23/05/2008),
// written from the text, article by article, without reading Veedor's rules.
//
// Usage: node scripts/oracle-ds.mjs <log.ndjson|log.json> [--json]
//
// Where the text is silent, the assumption taken is marked SILENT below:
//  - Punto / Banca bets on a tie (Art. 8º a, b only say when they win): returned (standard Punto Banco).
//  - Art. 10º is truncated before the third-card rules: standard Punto Banco tableau.
//  - Art. 5º g / 6º d: "a card that indicates the number of cards to burn": the posted
//    table.burn_rule says how (default: baccarat value, tens and figures burn 10); the first
//    card itself is burned as well (the burn list holds 1 + N cards).
//  - Half of an odd Banca-six stake: exact in minor units; a half cent is rounded down.
//  - Outcome judged on the cards actually dealt (a wrong draw is its own Art. 10º finding).
//  - Number of decks: not in the surviving text; taken from table.decks / new_deck.decks.
//
// Differential mutation fuzzing (review8-cards, scripts/mutate-cards.mjs + scripts/compare-mutations.mjs):
//  - where Veedor differs by design (documented readings, parameters.json): a coup dealt against the tableau and
//    settled as the tableau would have had it with the same cards (tableau_settlement_accepted) is judged on that
//    outcome here too (when most settled wagers fit it, and more than fit the cards); two or more wagers settled on
//    an outcome the cards contradict are an Art. 3º finding in Veedor only (outcome_from_settlements); a
//    cut_card_out logged before this coup's first card opens this coup's preparation in Veedor (Art. 6º checked on
//    the same hand), this oracle only looks at the coup after one logged during the deal.
//  - verify17, brought to Veedor's documented readings of Art. 6º: the coup after the cut card is the table's next
//    game by started_at, not the file's next line (oracle16; a shoe written newest first drew «next coup without
//    new-shoe procedures» on the game before the cut card); a preparation recorded after the last card of the coup in
//    which the cut card came out is the next game's (clause17-other, articles.json Art. 6º). verify18 closed the gap
//    left then (only the first game after the cut card was checked): every game begun before the preparation is one.
//  - corrected in this oracle (marked "review8-cards" below): the box and the bets behind it are one wager for the
//    payment (Art. 7º a, "por el monto total apostado en una zona de apuesta solo existe un jugador"); a commission
//    event (no seat) is charged to the wager on its spot settled last before it; a return where nothing was staked
//    hands the player chips; an unsettled wager owed nothing is no finding; a void late bet's money cites Art. 7º.
import fs from 'node:fs';

const RANKS = 'A23456789TJQK';
function parseCard(c) {
  if (typeof c !== 'string') return null;
  let s = c.trim();
  if (/^10[shdcSHDC]$/.test(s)) s = 'T' + s[2];
  if (!/^[A2-9TJQKatjqk][shdcSHDC]$/.test(s)) return null;
  return s[0].toUpperCase() + s[1].toLowerCase();
}
const bacValue = (c) => { const r = c[0]; if (r === 'A') return 1; if ('TJQK'.includes(r)) return 0; return Number(r); };
const rankValue = (c) => RANKS.indexOf(c[0]) + 1;
const total = (cards) => cards.reduce((a, c) => a + bacValue(c), 0) % 10;
const toMinor = (x) => Math.round(Number(x) * 100);
const fmt = (m) => m / 100;

function burnCount(first, rule) {
  const r = String(rule ?? "first card's baccarat value, tens and figures burn 10").toLowerCase().trim();
  if (r === 'none' || r === '') return null;
  if (r.includes('rank')) return rankValue(first);
  // baccarat value, tens and figures burn 10
  const v = bacValue(first);
  return v === 0 ? 10 : v;
}

// Standard Punto Banco tableau (SILENT: Art. 10º truncated)
function tableau(p2, b2, p3card) {
  const pt = total(p2), bt = total(b2);
  if (pt >= 8 || bt >= 8) return { playerDraws: false, bankerDraws: false };
  const playerDraws = pt <= 5;
  let bankerDraws;
  if (!playerDraws) bankerDraws = bt <= 5;
  else {
    if (p3card == null) return { playerDraws, bankerDraws: null };
    const v = bacValue(p3card);
    if (bt <= 2) bankerDraws = true;
    else if (bt === 3) bankerDraws = v !== 8;
    else if (bt === 4) bankerDraws = v >= 2 && v <= 7;
    else if (bt === 5) bankerDraws = v >= 4 && v <= 7;
    else if (bt === 6) bankerDraws = v === 6 || v === 7;
    else bankerDraws = false;
  }
  return { playerDraws, bankerDraws };
}

function readHands(path) {
  const txt = fs.readFileSync(path, 'utf8');
  if (path.endsWith('.ndjson') || path.endsWith('.jsonl')) return txt.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  const j = JSON.parse(txt);
  return Array.isArray(j) ? j : j.hands ?? [j];
}

export function auditHands(hands) {
  const out = [];
  const shoes = new Map(); // shoe key -> {counts, decks}
  const find = (h, f) => out.push({ hand_id: h.hand_id, ...f });
  // verify17: «otra partida» (Art. 6º) is the table's next game in time, not the next line of the file (Veedor's
  // reading since oracle16, docs/oracles.md): the coup after the cut card is found by started_at (file order between
  // equal times). Read in file order, a shoe written newest first drew «next coup without new-shoe procedures» on the
  // game before the cut card. The shoe's card counts (Art. 4º) stay in file order, as Veedor's stream counts them.
  const at = (h) => { const t = Date.parse(h.started_at ?? ''); return Number.isNaN(t) ? Infinity : t; };
  const cutOutBefore = new Map(); // hand -> the table's previous game in time had its cut card come out during the deal
  const PREP = ['new_deck', 'show_cards', 'turn_cards', 'wash', 'shuffle', 'cut', 'place_cut_card', 'load_shoe', 'burn'];
  const trailingPrep = new Map(); // hand -> its preparation steps recorded after the coup in which the cut card came out
  const carriedPrep = new Map(); // hand -> the previous game's trailing preparation, read as this game's
  {
    const byTable = new Map();
    hands.forEach((h, k) => { if ((h.game ?? '') === 'dragon-six-baccarat') (byTable.get(h.table_id) ?? byTable.set(h.table_id, []).get(h.table_id)).push({ h, k, t: at(h) }); });
    for (const list of byTable.values()) {
      list.sort((a, b) => (a.t - b.t) || (a.k - b.k));
      // verify18 (gap closed, from the text): Art. 6º, «Cuando en una partida aparece el cortador y antes de empezar otra
      // partida, el dealer deberá realizar los siguientes procedimientos»: until they are done, every game the table
      // begins is a game begun without them, not only the first. `pending` holds from the coup in which the cut card
      // came out until a game whose preparation (before its first card, or carried from the coup before) starts a shoe.
      let pending = false; // false, or the shoe_id ('' for none) whose cut card came out
      const START = ['new_deck', 'shuffle', 'load_shoe', 'burn', 'cut', 'place_cut_card'];
      list.forEach((x, j) => {
        const prev = j > 0 ? list[j - 1].h.events ?? [] : [];
        const fd = prev.findIndex((e) => e.type === 'deal');
        if (prev.some((e, i) => e.type === 'procedure' && e.name === 'cut_card_out' && i > fd)) pending = list[j - 1].h.shoe_id ?? '';
        cutOutBefore.set(x.h, pending !== false);
        // a game dealt from another shoe (its `shoe_id` changed) with no preparation is reported once: the games
        // after it are that shoe's, whose preparation is the same one already missing (the text counts no games).
        if (pending !== false && (x.h.shoe_id ?? '') !== pending) pending = false;
        {
          const ev0 = x.h.events ?? [];
          const f0 = ev0.findIndex((e) => e.type === 'deal');
          const own = ev0.some((e, i) => (f0 < 0 || i < f0) && e.type === 'procedure' && START.includes(e.name));
          const carried = (carriedPrep.get(x.h) ?? []).some((y) => START.includes(y.e.name));
          if (own || carried) pending = false;
        }
        // verify17 (Veedor's reading since clause17-other, articles.json Art. 6º): the shoe's preparation recorded
        // after the last card of the coup in which the cut card came out is the next game's preparation, not steps of
        // this coup recorded after its first card. It is carried to the table's next game in time.
        const ev = x.h.events ?? [];
        const fdx = ev.findIndex((e) => e.type === 'deal');
        let last = -1; ev.forEach((e, i) => { if (e.type === 'deal' || e.type === 'reveal') last = i; });
        if (fdx >= 0 && ev.some((e, i) => e.type === 'procedure' && e.name === 'cut_card_out' && i > fdx)) {
          const tail = ev.map((e, i) => ({ e, i })).filter((y) => y.i > last && y.e.type === 'procedure' && PREP.includes(y.e.name));
          if (tail.length) { trailingPrep.set(x.h, new Set(tail.map((y) => y.e))); if (j + 1 < list.length) carriedPrep.set(list[j + 1].h, tail.map((y) => ({ e: y.e, i: -1 }))); }
        }
      });
    }
  }
  for (const h of hands) {
    if ((h.game ?? '') !== 'dragon-six-baccarat') continue;
    const ev = h.events ?? [];
    const table = h.table ?? {};
    let decks = table.decks;
    const shoeKey = h.shoe_id ? `${h.table_id}|${h.shoe_id}` : null;
    const isNewShoe = shoeKey && !shoes.has(shoeKey);
    const procs = ev.map((e, i) => ({ e, i })).filter((x) => x.e.type === 'procedure');
    const newDeck = procs.find((x) => x.e.name === 'new_deck');
    if (newDeck && newDeck.e.decks) decks = newDeck.e.decks;
    const firstDealIdx = ev.findIndex((e) => e.type === 'deal');

    // --- Art. 5º / 6º procedures when a shoe starts
    const hadCutOut = cutOutBefore.get(h);
    const tailSet = trailingPrep.get(h);
    const prep = [...(carriedPrep.get(h) ?? []), ...procs.filter((x) => !tailSet?.has(x.e))];
    const prepNewDeck = prep.find((x) => x.e.name === 'new_deck');
    // a shoe first seen in the log may have started before it: only a hand that records a new deck,
    // a shuffle or a shoe load is a shoe start (plus the coup after the cut card, Art. 6º)
    const shoeStarts = !!prepNewDeck || prep.some((x) => ['shuffle', 'load_shoe', 'burn', 'cut', 'place_cut_card'].includes(x.e.name));
    if (shoeStarts || hadCutOut) {
      const required = prepNewDeck
        ? ['show_cards', 'turn_cards', 'wash', 'shuffle', 'cut', 'place_cut_card', 'load_shoe', 'burn']
        : ['shuffle', 'cut', 'place_cut_card', 'load_shoe', 'burn'];
      const art = prepNewDeck ? 'Art. 5º' : 'Art. 6º';
      const names = prep.filter((x) => x.i < (firstDealIdx < 0 ? ev.length : firstDealIdx)).map((x) => x.e.name);
      let pos = -1;
      for (const r of required) {
        const k = names.indexOf(r, pos + 1);
        if (k < 0) {
          const anywhere = names.indexOf(r);
          find(h, { kind: 'procedure', article: art, what: anywhere < 0 ? `missing ${r}` : `${r} out of order` });
          if (anywhere >= 0) pos = Math.max(pos, anywhere);
        } else pos = k;
      }
      if (hadCutOut && !shoeStarts) find(h, { kind: 'procedure', article: 'Art. 6º', what: 'cut card appeared, next coup without new-shoe procedures' });
    }
    for (const x of procs) {
      if (x.e.name === 'place_cut_card' && typeof x.e.position === 'number' && x.e.position < 12)
        find(h, { kind: 'procedure', article: newDeck ? 'Art. 5º' : 'Art. 6º', event: x.i + 1, what: `cut card ${x.e.position} < 12 from base` });
    }
    // burn count
    for (const x of procs.filter((p) => p.e.name === 'burn')) {
      const cards = (x.e.cards ?? []).map(parseCard);
      if (cards.length === 0 || cards.some((c) => !c)) { find(h, { kind: 'procedure', article: newDeck ? 'Art. 5º' : 'Art. 6º', event: x.i + 1, what: 'burn without readable cards' }); continue; }
      const n = burnCount(cards[0], table.burn_rule);
      if (n != null && cards.length !== 1 + n)
        find(h, { kind: 'procedure', article: newDeck ? 'Art. 5º' : 'Art. 6º', event: x.i + 1, what: `burn ${cards.length - 1} after ${cards[0]}, rule says ${n}` });
    }

    // --- cards in shoe (Art. 4º / integrity)
    if (shoeKey) {
      if (!shoes.has(shoeKey) || newDeck || procs.some((p) => p.e.name === 'shuffle')) shoes.set // revised after step 2: a shuffle brings every card back
       (shoeKey, { counts: new Map(), decks });
      const s = shoes.get(shoeKey);
      if (decks && !s.decks) s.decks = decks;
      const seen = [];
      ev.forEach((e, i) => {
        if (e.type === 'deal') seen.push([parseCard(e.card), i]);
        if (e.type === 'procedure' && e.name === 'burn') for (const c of e.cards ?? []) seen.push([parseCard(c), i]);
      });
      for (const [c, i] of seen) {
        if (!c) continue;
        const n = (s.counts.get(c) ?? 0) + 1;
        s.counts.set(c, n);
        if (s.decks && n > s.decks) find(h, { kind: 'integrity', article: 'Art. 4º', event: i + 1, what: `${c} seen ${n} times in ${s.decks} decks` });
      }
    }

    // --- Art. 10º dealing order and tableau
    const deals = ev.map((e, i) => ({ e, i })).filter((x) => x.e.type === 'deal');
    const P = [], B = [];
    const order = ['player', 'banker', 'player', 'banker'];
    let badCard = false;
    deals.forEach((x, k) => {
      const c = parseCard(x.e.card);
      if (!c) badCard = true;
      if (k < 4 && x.e.to !== order[k]) find(h, { kind: 'procedure', article: 'Art. 10º', event: x.i + 1, what: `card ${k + 1} to ${x.e.to}, should go to ${order[k]}` });
      if (x.e.to === 'player') P.push({ c, i: x.i }); else if (x.e.to === 'banker') B.push({ c, i: x.i });
      else find(h, { kind: 'procedure', article: 'Art. 10º', event: x.i + 1, what: `card to ${x.e.to}` });
    });
    if (badCard) { find(h, { kind: 'input', what: 'unreadable card' }); continue; }
    let outcome = null, bankTotal = null, lastDealIdx = deals.length ? deals[deals.length - 1].i : -1;
    if (P.length >= 2 && B.length >= 2) {
      const t = tableau([P[0].c, P[1].c], [B[0].c, B[1].c], P[2]?.c);
      const wantP = t.playerDraws ? 3 : 2;
      if (P.length !== wantP) find(h, { kind: 'procedure', article: 'Art. 10º', what: `Punto has ${P.length} cards, tableau says ${wantP}` });
      const bd = t.bankerDraws ?? (P.length >= 3 ? tableau([P[0].c, P[1].c], [B[0].c, B[1].c], P[2].c).bankerDraws : null);
      if (bd != null) { const wantB = bd ? 3 : 2; if (B.length !== wantB) find(h, { kind: 'procedure', article: 'Art. 10º', what: `Banca has ${B.length} cards, tableau says ${wantB}` }); }
      // order of third cards: Punto's third before Banca's third
      if (P.length >= 3 && B.length >= 3 && B[2].i < P[2].i) find(h, { kind: 'procedure', article: 'Art. 10º', event: B[2].i + 1, what: 'Banca third card before Punto third card' });
      if (P.length > 3 || B.length > 3) find(h, { kind: 'procedure', article: 'Art. 10º', what: 'more than three cards' });
      const pt = total(P.map((x) => x.c)), bt = total(B.map((x) => x.c));
      outcome = pt > bt ? 'player' : bt > pt ? 'banker' : 'tie';
      bankTotal = bt;
    } else find(h, { kind: 'procedure', article: 'Art. 10º', what: 'fewer than four cards' });

    // --- bets (Art. 7º, 8º)
    const bets = [];
    ev.forEach((e, i) => {
      if (e.type !== 'bet') return;
      bets.push({ e, i });
      if (firstDealIdx >= 0 && i > firstDealIdx) find(h, { kind: 'procedure', article: 'Art. 7º', event: i + 1, seat: e.seat, spot: e.spot, what: 'bet after first card left the shoe' });
      if (e.medium && e.medium !== 'chips') find(h, { kind: 'procedure', article: 'Art. 7º', event: i + 1, seat: e.seat, spot: e.spot, what: `bet in ${e.medium}` });
      if (!['player', 'banker', 'tie'].includes(e.spot)) find(h, { kind: 'procedure', article: 'Art. 8º', event: i + 1, seat: e.seat, spot: e.spot, what: `spot ${e.spot} not a Dragon Six bet` });
    });
    // one player per zone (Art. 7º a)
    const seatPlayers = new Map();
    for (const { e, i } of bets) {
      if (e.behind) continue;
      if (e.player == null) continue;
      const s = seatPlayers.get(e.seat) ?? new Set();
      s.add(e.player);
      seatPlayers.set(e.seat, s);
      if (s.size === 2) find(h, { kind: 'procedure', article: 'Art. 7º', event: i + 1, seat: e.seat, what: 'two players in one zone' });
    }
    // verify18 (gap closed, from the text): Art. 7º a, «No puede haber más de un jugador participando en cada zona de
    // apuesta, sin embargo, cuando todas las zonas de apuesta se encuentren ocupadas [...] cualquier otro usuario podrá
    // participar en la partida adhiriéndose a un jugador»: a bet behind another player while a zone is free breaks it.
    // The zones are the table's posted `seats`, else 7 (the log format's «N = 1..7 unless the table config says more»);
    // a zone is occupied in this coup when a bet of its own (not behind) is placed on it.
    {
      const zones = Number.isInteger(table.seats) && table.seats > 0 ? table.seats : 7;
      const occupied = new Set(bets.filter(({ e }) => !e.behind).map(({ e }) => e.seat));
      if (occupied.size < zones)
        for (const { e, i } of bets)
          if (e.behind) find(h, { kind: 'procedure', article: 'Art. 7º', event: i + 1, seat: e.seat, what: `bet behind with ${occupied.size} of ${zones} zones occupied` });
    }
    // Punto and Banca together (Art. 8º last paragraph allows Banca+Tie or Punto+Tie only)
    // verify18 (gap closed): «Los jugadores podrán apostar a la Banca y al Empate o al Punto y al Empate»: the rule is the
    // player's, so a player named on bets at two zones (or at a zone and behind another) is one player; a bet without
    // `player` is its zone's (or, behind, its zone's unnamed bettor's).
    const seatSpots = new Map();
    for (const { e, i } of bets) {
      const key = e.player != null ? `p:${e.player}` : `${e.seat}|${e.behind ? 'b:' : ''}`;
      const s = seatSpots.get(key) ?? new Set();
      s.add(e.spot);
      seatSpots.set(key, s);
      if (s.has('player') && s.has('banker') && (e.spot === 'player' || e.spot === 'banker') && !s.flagged) { s.flagged = true; find(h, { kind: 'procedure', article: 'Art. 8º', event: i + 1, seat: e.seat, what: 'Punto and Banca in the same coup' }); }
    }
    for (const x of ev.map((e, i) => ({ e, i })).filter((x) => x.e.type === 'commission'))
      find(h, { kind: 'procedure', article: 'Art. 8º', event: x.i + 1, spot: x.e.spot, what: 'commission retained: no commission in Dragon Six' });

    // expected money per wager group (seat, spot, behind/player)
    // review8-cards: Art. 7º a, "para efectos del pago de premios [...] se considerara que por el monto total apostado en una
    // zona de apuesta solo existe un jugador": a box's bets and the bets behind it are one wager for the payment (they were
    // judged apart, so half of two odd stakes, each rounded down, was accepted a cent short of half their total)
    const gkey = (e) => `${e.seat}|${e.spot}||`;
    const groups = new Map();
    for (const { e, i } of bets) {
      const k = gkey(e);
      const late = firstDealIdx >= 0 && i > firstDealIdx; // revised after step 2: Art. 7º b, a bet after the first card is void (returned)
      const g = groups.get(k) ?? { seat: e.seat, spot: e.spot, stakes: [], actual: 0, settled: false, firstSettle: null };
      g.stakes.push(late ? 0 : toMinor(e.amount)); g.lateStake = (g.lateStake ?? 0) + (late ? toMinor(e.amount) : 0);
      groups.set(k, g);
    }
    ev.forEach((e, i) => {
      if (!['payout', 'collect', 'return'].includes(e.type)) return;
      let k = gkey(e);
      // review8-cards: the log names the bets behind when any settlement of that seat's spot says `behind`; only a log
      // that never does settles the box and the bets behind it together (spec 1.1). The oracle used to merge them as
      // soon as the box's own settlement came first, and then found the behind settlement "without a bet".
      const namesBehind = ev.some((x) => ['payout', 'collect', 'return'].includes(x.type) && x.seat === e.seat && x.spot === e.spot && (x.behind || x.player != null));
      if (!e.behind && e.player == null && !namesBehind) {
        // a settlement of the seat/spot without saying which bet: the wagers on that seat's spot are judged together
        const alt = [...groups.keys()].filter((kk) => kk.startsWith(`${e.seat}|${e.spot}|`));
        if (alt.length > 1) {
          const m = { seat: e.seat, spot: e.spot, stakes: [], actual: 0, settled: false, firstSettle: null };
          for (const kk of alt) { const g0 = groups.get(kk); m.stakes.push(...g0.stakes); m.actual += g0.actual; m.lateStake = (m.lateStake ?? 0) + (g0.lateStake ?? 0); m.flows = [...(m.flows ?? []), ...(g0.flows ?? [])]; m.settled ||= g0.settled; if (g0.firstSettle != null) m.firstSettle = Math.min(m.firstSettle ?? 1e9, g0.firstSettle); groups.delete(kk); }
          k = `${e.seat}|${e.spot}||`; groups.set(k, m);
        } else if (alt.length) k = alt[0];
      }
      let g = groups.get(k);
      // review8-cards: a return where nothing was staked hands the player chips (as a return beyond the stake does, below)
      if (!g) { find(h, { kind: 'payout', article: 'Art. 8º', event: i + 1, seat: e.seat, spot: e.spot, what: 'settlement without a bet', expected: 0, actual: (e.type === 'collect' ? -1 : 1) * fmt(toMinor(e.amount)) }); return; }
      const a = toMinor(e.amount);
      // revised after step 2: a return of more than the stake on the table gives the excess to the player
      if (e.type === 'return') { g.returned = (g.returned ?? 0) + a; } else { g.actual += e.type === 'payout' ? a : -a; if (e.type === 'collect') g.collected = (g.collected ?? 0) + a; }
      (g.flows ??= []).push({ type: e.type, a, i });
      g.settled = true;
      if (g.firstSettle == null) g.firstSettle = i;
      if (i < lastDealIdx) g.early = i;
    });
    // revised after step 2: a commission event is money retained from the player (one banker wager: charged to it)
    ev.forEach((x, xi) => {
      if (x.type !== 'commission') return;
      // revised after step 2: a shortfall in the payout of at least the commission already is the commission
      // review8-cards: a commission names no seat; it is charged to the wager on its spot settled last before it, else the
      // first settled after it, else the first wager on the spot (it used to be charged only where one wager was on the spot)
      const gs = [...groups.values()].filter((g) => g.spot === x.spot);
      const settledAt = (g) => ev.map((e, j) => [e, j]).filter(([e]) => ['payout', 'collect', 'return'].includes(e.type) && e.seat === g.seat && e.spot === g.spot).map(([, j]) => j);
      const before = gs.map((g) => [g, Math.max(-1, ...settledAt(g).filter((j) => j < xi))]).filter(([, j]) => j >= 0).sort((a, b) => b[1] - a[1]);
      const after = gs.map((g) => [g, Math.min(Infinity, ...settledAt(g).filter((j) => j > xi))]).filter(([, j]) => j < Infinity).sort((a, b) => a[1] - b[1]);
      const g = before[0]?.[0] ?? after[0]?.[0] ?? gs[0];
      if (g) { g.commission = (g.commission ?? 0) + toMinor(x.amount); g.settled = true; }
    });
    const expOf = (g, oc, bt) => {
      let exp = 0;
      for (const s of g.stakes) {
        if (g.spot === 'player') exp += oc === 'player' ? s : oc === 'tie' ? 0 : -s;
        else if (g.spot === 'banker') exp += oc === 'banker' ? (bt === 6 ? s / 2 : s) : oc === 'tie' ? 0 : -s;
        else if (g.spot === 'tie') exp += oc === 'tie' ? 8 * s : -s;
      }
      return exp;
    };
    for (const g of groups.values()) {
      // review8-cards: what is left on the table is the stake less what was collected of it (a collection then a return)
      // verify16: in log order (net16, the format's documented reading): a collection takes the chips on the table, then
      // the player's own; a return hands back chips still on the table (nothing either way), beyond them money given (a
      // collection undone); a return leaves the rest of the stake lost. A tied Banca of 100 handed back and then
      // collected is -100 (summed, collections first, it read 0); where no return precedes a collection the same.
      if (g.flows?.some((f) => f.type === 'return')) {
        let n = 0, onTable = g.stakes.reduce((a, b) => a + b, 0) + (g.lateStake ?? 0);
        for (const f of [...g.flows].sort((x, y) => x.i - y.i)) {
          if (f.type === 'payout') n += f.a;
          else if (f.type === 'collect') { n -= f.a; onTable -= Math.min(f.a, onTable); }
          else { const back = Math.min(f.a, onTable); onTable -= back; n += f.a - back; }
        }
        g.actual = n - onTable; // revised after step 2: a return short of the stake keeps the rest from the player
      }
      if (g.early != null) find(h, { kind: 'procedure', article: 'Art. 10º', event: g.early + 1, seat: g.seat, spot: g.spot, what: 'settled before the coup ended' });
      if (outcome == null) continue;
      if (g.commission) {
        const stake = g.stakes.reduce((a, b) => a + b, 0);
        const wins = g.spot === 'banker' ? (bankTotal === 6 ? stake / 2 : stake) : g.spot === 'tie' ? 8 * stake : stake;
        const paid = Math.max(0, g.actual);
        const shortfall = Math.max(0, wins - paid);
        g.actual -= Math.max(0, g.commission - (paid > 0 ? shortfall : 0));
      }
    }
    // review8-cards, by Veedor's documented reading (parameter tableau_settlement_accepted; the text breaks off before the
    // third cards): a coup dealt against the tableau may be settled as the tableau would have had it, with the same cards in
    // the order they left the shoe (first two of each side as dealt, each third card the tableau calls for the next one out).
    // The coup is judged on that outcome when most settled wagers fit it, and more than fit the cards as dealt.
    let judged = { outcome, bankTotal, byTableau: false };
    if (outcome != null) {
      const tp = P.slice(0, 2).map((x) => x.c), tb = B.slice(0, 2).map((x) => x.c);
      const firstFour = new Set([...P.slice(0, 2), ...B.slice(0, 2)].map((x) => x.i));
      const queue = deals.filter((x) => !firstFour.has(x.i)).map((x) => parseCard(x.e.card));
      const t0 = tableau(tp, tb, null);
      let known = true, p3 = null;
      if (t0.playerDraws) { p3 = queue.shift(); if (!p3) known = false; else tp.push(p3); }
      if (known) { const t1 = tableau(tp.slice(0, 2), tb, p3); if (t1.bankerDraws) { const c = queue.shift(); if (!c) known = false; else tb.push(c); } }
      if (known) {
        const ptt = total(tp), btt = total(tb); const oc = ptt > btt ? 'player' : btt > ptt ? 'banker' : 'tie';
        if (oc !== outcome || btt !== bankTotal) {
          const settled = [...groups.values()].filter((g) => g.settled && g.stakes.some((x) => x > 0) && ['player', 'banker', 'tie'].includes(g.spot));
          const fitC = settled.filter((g) => Math.abs(expOf(g, outcome, bankTotal) - g.actual) < 1).length;
          const fitT = settled.filter((g) => Math.abs(expOf(g, oc, btt) - g.actual) < 1).length;
          if (fitT > fitC && 2 * fitT > settled.length) judged = { outcome: oc, bankTotal: btt, byTableau: true };
        }
      }
    }
    for (const g of groups.values()) {
      if (outcome == null) continue;
      const exact = expOf(g, judged.outcome, judged.bankTotal);
      // review8-cards: half a cent either way, the money owed measured from the accepted cent nearest what was paid
      // (the half used to stay in the expected amount, so the owed amount came out half a cent off, rounded up)
      const exp = exact % 1 === 0 ? exact : g.actual > Math.ceil(exact) ? Math.ceil(exact) : Math.floor(exact);
      if (!['player', 'banker', 'tie'].includes(g.spot)) continue;
      // review8-cards: a wager placed wholly after the first card is void under Art. 7º b: its money is Art. 7º's
      const art = g.stakes.every((s) => s === 0) && g.lateStake ? 'Art. 7º' : 'Art. 8º';
      // review8-cards: an unsettled wager that is owed nothing (a push, a void late bet) stays the player's: no finding
      if (!g.settled) { if (exp !== 0) find(h, { kind: 'payout', article: art, seat: g.seat, spot: g.spot, expected: fmt(exp), actual: null, what: 'wager never settled' }); }
      else if (Math.abs(exact - g.actual) >= 1) // half a cent either way (revised after step 2)
        find(h, { kind: 'payout', article: art, event: g.firstSettle + 1, seat: g.seat, spot: g.spot, expected: fmt(exp), actual: fmt(g.actual), what: `outcome ${judged.outcome}${judged.outcome === 'banker' ? ' with ' + judged.bankTotal : ''}${judged.byTableau ? ' (by the tableau, as the table settled)' : ''}` });
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2];
  const res = auditHands(readHands(path));
  if (process.argv.includes('--json')) console.log(JSON.stringify(res, null, 1));
  else for (const f of res) console.log([f.hand_id, f.kind, f.article ?? '', f.event ?? '', f.seat ?? '', f.spot ?? '', f.expected ?? '', f.actual ?? '', f.what].join('\t'));
}
