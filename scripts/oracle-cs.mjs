#!/usr/bin/env node
// Independent oracle for Peru's Póker Caribeño regulation (1999), written from the
// regulation's text alone (not from Veedor's rules). Reads an NDJSON hand log and
// prints one JSON line per discrepancy: {hand_id, kind, article, event?, seat?, spot?,
// expected?, actual?, note}. Money in minor units (cents).
//
// Where the text is silent (marked SILENT below) the standard practice assumed is stated.
//
// Usage: node scripts/oracle-cs.mjs LOG.ndjson   (one JSON line per discrepancy; kind "interp" = a silent point)
// It is a cross-check, not part of the audit. Known differences from Veedor, judged in review (branch review6-cs):
//  - by Veedor's documented readings (parameters.json): limits_apply_to = ante (this oracle also checks the bet
//    against max_bet), bet_closes_at (a bet after the dealer's reveal is void here only in Veedor),
//    ante_closes_at and behind antes (summed into the stake here), verify_card_count_timing (after settlement),
//    fractional_line_rounding = either (this oracle rounded half up until review8-cards; now either, like Veedor), bet_to_ante_ratio (checked here at 2x);
//  - gaps of this oracle, where Veedor is right: the deck count of Art. 5º (54 = jokers), washing between the
//    shuffle and the cut (Art. 7º); a return of chips that were never staked and partial returns (closed in
//    review8-cards: a return now moves what it hands back against the stake on the spot, a return of 0 included);
//  - review8-cards (mutation fuzzing, scripts/compare-mutations.mjs): a wager settled the wrong way round is Art. 12º's
//    in Veedor (settlement-follows-comparison) and Art. 14º's (15º over a cap) here; a posted line above the minimum
//    is Veedor's "Tabla publicada" (bet-paid-per-posted-line); an unsettled wager owed nothing (a void bet left on
//    the table) is no longer reported here; a reveal of a card the dealer was never dealt makes Veedor reject the
//    hand (input-not-replayable), this oracle judges the rest.
// clause31-other (lead 1): a dealer dealt more or fewer than five cards (one deal doubled) has his up card at his fifth
// or his last place, whichever leaves fewer cards wrong: the count is Art. 10º's finding once, not the face as well.
import fs from 'node:fs';
import readline from 'node:readline';

const RANKS = '23456789TJQKA';
const CATS = ['high_card', 'one_pair', 'two_pair', 'three_of_a_kind', 'straight', 'flush',
  'full_house', 'four_of_a_kind', 'straight_flush', 'royal_flush'];
// Art. 14º II minimum ratios ("Un par o menos: 1 a 1").
const MIN = { royal_flush: 100, straight_flush: 50, four_of_a_kind: 20, full_house: 7, flush: 5,
  straight: 4, three_of_a_kind: 3, two_pair: 2, one_pair: 1, high_card: 1 };

const cents = (x) => Math.round(Number(x) * 100);
function parseCard(c) {
  if (typeof c !== 'string') return null;
  let s = c.trim();
  if (s.startsWith('10')) s = 'T' + s.slice(2);
  if (s.length !== 2) return null;
  const r = RANKS.indexOf(s[0].toUpperCase());
  const u = 'shdc'.indexOf(s[1].toLowerCase());
  if (r < 0 || u < 0) return null;
  return { r: r + 2, s: 'shdc'[u], id: RANKS[r] + 'shdc'[u] };
}

// 5-card evaluator: returns {cat, key[]} with key compared lexicographically.
export function evaluate(cards) {
  const rs = cards.map((c) => c.r).sort((a, b) => b - a);
  const flush = cards.every((c) => c.s === cards[0].s);
  const uniq = [...new Set(rs)];
  let straightHigh = 0;
  if (uniq.length === 5) {
    if (rs[0] - rs[4] === 4) straightHigh = rs[0];
    // SILENT (Art. 3º/4º not in the published excerpt): A-2-3-4-5 taken as the lowest straight (5 high).
    else if (rs[0] === 14 && rs[1] === 5 && rs[4] === 2) straightHigh = 5;
  }
  const counts = new Map();
  for (const r of rs) counts.set(r, (counts.get(r) || 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const byGroup = groups.map((g) => g[0]);
  if (straightHigh && flush) return { cat: straightHigh === 14 ? 'royal_flush' : 'straight_flush', key: [straightHigh] };
  if (groups[0][1] === 4) return { cat: 'four_of_a_kind', key: byGroup };
  if (groups[0][1] === 3 && groups[1][1] === 2) return { cat: 'full_house', key: byGroup };
  if (flush) return { cat: 'flush', key: rs };
  if (straightHigh) return { cat: 'straight', key: [straightHigh] };
  if (groups[0][1] === 3) return { cat: 'three_of_a_kind', key: byGroup };
  if (groups[0][1] === 2 && groups[1][1] === 2) return { cat: 'two_pair', key: byGroup };
  if (groups[0][1] === 2) return { cat: 'one_pair', key: byGroup };
  return { cat: 'high_card', key: rs };
}
export function compare(a, b) {
  const d = CATS.indexOf(a.cat) - CATS.indexOf(b.cat);
  if (d) return Math.sign(d);
  for (let i = 0; i < Math.max(a.key.length, b.key.length); i++) {
    const x = a.key[i] || 0, y = b.key[i] || 0;
    if (x !== y) return Math.sign(x - y);
  }
  return 0; // Art. 12º last paragraph: equal after the rules -> empate (suits never break ties)
}
// Art. 13º: "una combinación menor a un As y una K" -> no hand. Qualifies: any pair or better, or A and K.
export function qualifies(ev, cards) {
  if (ev.cat !== 'high_card') return true;
  const rs = cards.map((c) => c.r);
  return rs.includes(14) && rs.includes(13);
}

function auditHand(h, out) {
  const F = (o) => out.push({ hand_id: h.hand_id, ...o });
  const ev = h.events || [];
  const table = h.table || {};
  const idxOf = (pred) => { for (let i = 0; i < ev.length; i++) if (pred(ev[i])) return i + 1; return 0; };

  // ---- Art. 14º / 15º: posted pay table not below the minimum
  const posted = table.bet_paytable || {};
  for (const c of CATS) {
    if (posted[c] !== undefined && Number(posted[c]) < MIN[c])
      F({ kind: 'config', article: 'Art. 14º', note: `posted ${c} ${posted[c]} < minimum ${MIN[c]}` });
  }
  const ratio = (c) => Math.max(posted[c] !== undefined ? Number(posted[c]) : MIN[c], MIN[c]);
  const maxPay = table.max_payout !== undefined ? cents(table.max_payout) : null;

  // ---- Collect structure
  const firstDeal = idxOf((e) => e.type === 'deal');
  const deals = [];
  const antes = new Map(); // seat -> {amount, idx}
  const players = new Map();
  const decisions = new Map(); // seat -> [{action, amount, idx}]
  const reveals = [];
  const settles = [];
  const seen = new Set();
  ev.forEach((e, i) => {
    const n = i + 1;
    if (e.type === 'bet') {
      if (e.spot !== 'ante') F({ kind: 'procedure', article: 'Art. 9º', event: n, seat: e.seat, spot: e.spot, note: `wager on spot ${e.spot}: the regulation has only ante and bet` });
      else {
        const prevA = antes.get(e.seat);
        if (prevA && (!e.player || !prevA.player || e.player !== prevA.player)) F({ kind: 'procedure', article: 'Art. 9º', event: n, seat: e.seat, note: 'second ante on one zone (a.)' });
        antes.set(e.seat, { amount: (prevA ? prevA.amount : 0) + cents(e.amount), idx: prevA ? prevA.idx : n, player: e.player });
      }
      if (firstDeal && n > firstDeal) F({ kind: 'procedure', article: 'Art. 11º', event: n, seat: e.seat, note: 'wager placed after the deal began (SILENT: antes before the deal, standard)' });
      if (e.medium && e.medium !== 'chips') F({ kind: 'procedure', article: 'Art. 9º', event: n, seat: e.seat, note: `wager in ${e.medium}: e. "sólo con fichas"` });
      if (e.player) {
        const prev = players.get(e.player);
        if (prev !== undefined && prev !== e.seat) F({ kind: 'procedure', article: 'Art. 9º', event: n, seat: e.seat, note: `player ${e.player} on two zones (b.)` });
        players.set(e.player, e.seat);
      }
      if (e.behind) F({ kind: 'procedure', article: 'Art. 9º', event: n, seat: e.seat, note: 'bet behind: a. one player per zone' });
      const a = cents(e.amount);
      if (table.min_bet !== undefined && a < cents(table.min_bet)) F({ kind: 'procedure', article: 'Art. 9º', event: n, seat: e.seat, spot: e.spot, note: `below min ${table.min_bet}` });
      if (table.max_bet !== undefined && a > cents(table.max_bet)) F({ kind: 'procedure', article: 'Art. 9º', event: n, seat: e.seat, spot: e.spot, note: `above max ${table.max_bet}` });
    } else if (e.type === 'deal') {
      const c = parseCard(e.card);
      if (!c) { F({ kind: 'input', event: n, note: `bad card ${e.card}` }); return; }
      if (seen.has(c.id)) F({ kind: 'integrity', article: 'Art. 5º', event: n, note: `card ${c.id} dealt twice (one deck)` });
      seen.add(c.id);
      deals.push({ to: e.to, card: c, face: e.face || 'up', idx: n });
    } else if (e.type === 'decision') {
      if (!decisions.has(e.seat)) decisions.set(e.seat, []);
      decisions.get(e.seat).push({ action: e.action, amount: e.amount !== undefined ? cents(e.amount) : undefined, idx: n });
    } else if (e.type === 'reveal') {
      reveals.push({ to: e.to, card: e.card, idx: n });
    } else if (['payout', 'collect', 'return'].includes(e.type)) {
      settles.push({ ...e, idx: n });
    }
  });

  // ---- Art. 6º / 7º procedures before the first deal, in order
  const before = ev.slice(0, firstDeal ? firstDeal - 1 : ev.length).map((e, i) => ({ ...e, n: i + 1 })).filter((e) => e.type === 'procedure');
  const names = before.map((e) => e.name);
  const isNew = names.includes('new_deck');
  const required = isNew ? ['show_cards', 'turn_cards', 'wash', 'shuffle', 'cut'] : ['shuffle', 'cut'];
  const art = isNew ? 'Art. 6º' : 'Art. 7º';
  let pos = -1;
  const startAt = isNew ? names.indexOf('new_deck') : -1;
  pos = startAt;
  for (const r of required) {
    const j = names.indexOf(r, pos + 1);
    if (j < 0) { F({ kind: 'procedure', article: art, event: firstDeal || undefined, note: `${r} missing or out of order before the deal` }); }
    else pos = j;
  }
  for (const p of before) if (p.name === 'cut' && p.by && !(p.by === 'dealer' || /^seat:\d+$/.test(p.by)))
    F({ kind: 'procedure', article: art, event: p.n, note: `cut by ${p.by}` });
  // Art. 6º/7º: after the cut, no other shuffle-type procedure before the deal (the cut ends the sequence)
  const cutN = before.filter((p) => p.name === 'cut').map((p) => p.n);
  if (cutN.length) {
    const lastCut = Math.max(...cutN);
    for (const p of before) if (p.n > lastCut && ['shuffle', 'wash', 'show_cards', 'turn_cards', 'count'].includes(p.name))
      F({ kind: 'procedure', article: art, event: p.n, note: `${p.name} after the cut` });
  }

  // ---- Art. 9º: at least one player with an ante
  const seats = [...antes.keys()].sort((a, b) => a - b);
  if (!seats.length) F({ kind: 'procedure', article: 'Art. 9º', note: 'no ante: no player in the hand' });

  // ---- Art. 10º: five rounds, seats left to right, dealer last; all down except dealer's last up
  const expectOrder = [];
  for (let r = 0; r < 5; r++) { for (const s of seats) expectOrder.push(`seat:${s}`); expectOrder.push('dealer'); }
  for (let k = 0; k < Math.max(deals.length, expectOrder.length); k++) {
    const d = deals[k];
    if (!d) { F({ kind: 'procedure', article: 'Art. 10º', note: `deal ${k + 1} (${expectOrder[k]}) missing` }); break; }
    if (d.to !== expectOrder[k]) { F({ kind: 'procedure', article: 'Art. 10º', event: d.idx, note: `deal to ${d.to}, expected ${expectOrder[k] || 'none'}` }); break; }
  }
  const hands = new Map();
  for (const d of deals) { if (!hands.has(d.to)) hands.set(d.to, []); hands.get(d.to).push(d); }
  for (const [to, ds] of hands) {
    // «la última carta que corresponda al dealer» goes up: his fifth; dealt more or fewer than five (the count is its
    // own finding), his fifth or his last, whichever reading leaves fewer cards wrong (the fifth on a tie), so that
    // one card too many or too few is not a second Art. 10º finding (clause31-other lead 1).
    const wrongIfUpAt = (upAt) => ds.filter((d, i) => d.face !== (to === 'dealer' && i === upAt ? 'up' : 'down'));
    let wrong = wrongIfUpAt(4);
    if (to === 'dealer' && ds.length !== 5 && wrongIfUpAt(ds.length - 1).length < wrong.length) wrong = wrongIfUpAt(ds.length - 1);
    for (const d of wrong) {
      const i = ds.indexOf(d);
      if (d.face !== 'up') F({ kind: 'procedure', article: 'Art. 10º', event: d.idx, note: "dealer's last card not face up" });
      else F({ kind: 'procedure', article: 'Art. 10º', event: d.idx, note: `${to} card ${i + 1} dealt face up` });
    }
    if (to.startsWith('seat:') && !antes.has(Number(to.slice(5)))) F({ kind: 'procedure', article: 'Art. 9º', event: ds[0].idx, note: `${to} dealt in without an ante (e.)` });
  }
  const lastDeal = deals.length ? deals[deals.length - 1].idx : 0;

  // ---- Art. 11º: decisions after the deal, before the dealer shows his cards
  const firstReveal = reveals.length ? reveals[0].idx : 0;
  const dealerCards = (hands.get('dealer') || []).map((d) => d.card);
  // dealer reveals: the four down cards
  const dealerDown = (hands.get('dealer') || []).filter((d) => d.face === 'down').map((d) => d.card.id);
  const revealed = new Set(reveals.filter((r) => r.to === 'dealer').map((r) => (parseCard(r.card) || {}).id));
  const seatOutcome = new Map();
  let lastDecision = 0;
  for (const s of seats) {
    const ds = decisions.get(s) || [];
    if (ds.length > 1) F({ kind: 'procedure', article: 'Art. 11º', event: ds[1].idx, seat: s, note: 'more than one decision' });
    const d = ds[0];
    if (!d) { F({ kind: 'procedure', article: 'Art. 11º', seat: s, note: 'no decision (bet or fold) for an anted seat' }); seatOutcome.set(s, { action: 'none' }); continue; }
    lastDecision = Math.max(lastDecision, d.idx);
    if (d.idx < lastDeal) F({ kind: 'procedure', article: 'Art. 11º', event: d.idx, seat: s, note: 'decision before the deal was complete' });
    if (firstReveal && d.idx > firstReveal) F({ kind: 'procedure', article: 'Art. 11º', event: d.idx, seat: s, note: 'decision after the dealer began showing his cards' });
    if (d.action === 'bet') {
      const A = antes.get(s).amount;
      // SILENT: the text never sets the bet's size. Standard Caribbean Stud: twice the ante. Reported as an interpretation.
      if (d.amount !== 2 * A) F({ kind: 'interp', article: 'Art. 11º', event: d.idx, seat: s, spot: 'bet', note: `bet ${d.amount / 100} is not twice the ante ${A / 100} (SILENT: standard 2x)` });
      if (table.min_bet !== undefined && d.amount < cents(table.min_bet)) F({ kind: 'procedure', article: 'Art. 9º', event: d.idx, seat: s, spot: 'bet', note: `bet below min ${table.min_bet}` });
      if (table.max_bet !== undefined && d.amount > cents(table.max_bet)) F({ kind: 'procedure', article: 'Art. 9º', event: d.idx, seat: s, spot: 'bet', note: `bet above max ${table.max_bet}` });
    } else if (d.action !== 'fold') F({ kind: 'procedure', article: 'Art. 11º', event: d.idx, seat: s, note: `action ${d.action}` });
    seatOutcome.set(s, { action: d.action, amount: d.amount, idx: d.idx });
  }
  for (const [s] of decisions) if (!antes.has(s)) F({ kind: 'procedure', article: 'Art. 9º', seat: s, note: 'decision by a seat with no ante' });
  const anyBet = [...seatOutcome.values()].some((o) => o.action === 'bet');
  for (const r of reveals) {
    if (r.to !== 'dealer') continue;
    if (r.idx < lastDecision) F({ kind: 'procedure', article: 'Art. 11º', event: r.idx, note: 'dealer card shown before every player had decided' });
  }
  const lastReveal = reveals.filter((r) => r.to === 'dealer').reduce((m, r) => Math.max(m, r.idx), 0);
  for (const st of settles) if ((seatOutcome.get(st.seat) || {}).action === 'bet' && st.idx < lastReveal)
    F({ kind: 'procedure', article: 'Art. 11º', event: st.idx, seat: st.seat, note: 'wager of a staying player settled before the dealer showed all his cards' });
  if (anyBet) for (const id of dealerDown) if (!revealed.has(id)) F({ kind: 'procedure', article: 'Art. 11º', note: `dealer card ${id} never shown though a bet stands` });

  // ---- Art. 8º: card count of 5 verified for every player after his participation
  const verifies = ev.map((e, i) => ({ ...e, n: i + 1 })).filter((e) => e.type === 'procedure' && e.name === 'verify_card_count');
  for (const s of seats) {
    const vs = verifies.filter((v) => v.participant === `seat:${s}`);
    const o = seatOutcome.get(s);
    if (!vs.length) F({ kind: 'procedure', article: 'Art. 8º', seat: s, note: 'no verification of the five cards' });
    else {
      if (o && o.idx && vs[0].n < o.idx) F({ kind: 'procedure', article: 'Art. 8º', event: vs[0].n, seat: s, note: 'verification before the player concluded' });
      if (Number(vs[0].count) !== 5) F({ kind: 'integrity', article: 'Art. 8º', event: vs[0].n, seat: s, note: `count ${vs[0].count}` });
    }
  }

  // ---- Settlement
  const dealerEv = dealerCards.length === 5 ? evaluate(dealerCards) : null;
  const dq = dealerEv ? qualifies(dealerEv, dealerCards) : null;
  const net = new Map(); // `${seat}|${spot}` -> {net, n, idx}
  const noAnteLayout = new Map(); // `${seat}|${spot}` of a zone without an ante -> its chips still on the layout
  for (const st of settles) {
    const k = `${st.seat}|${st.spot}`;
    if (!net.has(k)) net.set(k, { net: 0, n: 0, idx: st.idx, ret: 0, col: 0, anyRet: false, flows: [] });
    const x = net.get(k);
    const a = cents(st.amount);
    if (st.type === 'payout') x.net += a; else if (st.type === 'collect') { x.net -= a; x.col += a; } else { x.ret += a; x.anyRet = true; }
    x.flows.push({ type: st.type, a });
    x.n++; x.last = st.idx;
    if (st.spot !== 'ante' && st.spot !== 'bet') F({ kind: 'payout', article: 'Art. 14º', event: st.idx, seat: st.seat, spot: st.spot, note: `settlement on spot ${st.spot}` });
    // review8-cards: a return where nothing was staked hands the player chips (it was counted as nothing moved)
    // verify18: but chips the zone did put on the layout (a bet decision without an ante, void under Art. 9º) are
    // handed back by a return with no money (CS-01-000204, seed 8081: a void bet of 800 handed back read as 800 given);
    // a collection takes them first (nothing owed for those), a return hands back what is left of them first.
    if (!antes.has(st.seat)) {
      const lk = `${st.seat}|${st.spot}`;
      if (!noAnteLayout.has(lk)) noAnteLayout.set(lk, (decisions.get(st.seat) || []).filter((d) => d.action === 'bet' && st.spot === 'bet').reduce((t, d) => t + d.amount, 0));
      const left = noAnteLayout.get(lk);
      const take = st.type === 'payout' ? 0 : Math.min(a, left);
      noAnteLayout.set(lk, left - take);
      const moved = st.type === 'payout' ? a : st.type === 'collect' ? -a : a - take;
      if (moved !== 0 || st.type === 'collect') F({ kind: 'payout', article: 'Art. 9º', event: st.idx, seat: st.seat, spot: st.spot, expected: 0, actual: moved / 100, note: 'settlement for a seat without an ante' });
    }
    if (st.spot === 'ante' && st.idx < (firstDeal || 0)) F({ kind: 'procedure', article: 'Art. 11º', event: st.idx, seat: st.seat, note: 'ante settled before the deal' });
  }
  const expect = (s, spot, exp, why, art) => {
    const x = net.get(`${s}|${spot}`);
    const stake = spot === 'ante' ? antes.get(s).amount : (seatOutcome.get(s) || {}).amount || 0;
    // review8-cards: a return hands the player what it returns; beyond the stake on the spot it is chips he never staked,
    // short of it the rest stays with the table (the header's gap "a return of chips that were never staked, partial
    // returns", closed; it used to count every return as nothing moved)
    // a return of 0 hands back nothing; a return is measured against what is left on the spot after the collections
    // verify16: in log order (net16, the format's documented reading): a collection takes the chips on the spot, then
    // the player's own; a return hands back chips still on the spot (nothing either way), beyond them money given (a
    // collection undone); a return leaves the rest of the stake lost. A tied ante of 20 handed back and then collected
    // is -20 (summed, collections first, it read 0); where no return precedes a collection the sums gave the same.
    const inOrder = (flows) => {
      let n = 0, spotLeft = stake, returned = false;
      for (const f of flows) {
        if (f.type === 'payout') n += f.a;
        else if (f.type === 'collect') { n -= f.a; spotLeft -= Math.min(f.a, spotLeft); }
        else { const back = Math.min(f.a, spotLeft); spotLeft -= back; n += f.a - back; returned = true; }
      }
      return n - (returned ? spotLeft : 0);
    };
    const actual = x ? inOrder(x.flows) : 0;
    if (actual !== exp) F({ kind: 'payout', article: art, event: x ? x.idx : undefined, seat: s, spot, expected: exp / 100, actual: actual / 100, note: why });
    else if (x && exp === 0 && x.ret !== stake) F({ kind: 'payout', article: art, event: x.idx, seat: s, spot, expected: 0, actual: 0, note: `return ${x.ret / 100} != stake ${stake / 100}` });
    // review8-cards: a wager owed nothing (void, a push) and never settled stays the player's: nothing to report
    else if (!x && stake && exp !== 0) F({ kind: 'unsettled', article: art, seat: s, spot, expected: exp / 100, note: `no settlement event (${why})` });
  };
  for (const s of seats) {
    const A = antes.get(s).amount;
    const o = seatOutcome.get(s);
    const pc = (hands.get(`seat:${s}`) || []).map((d) => d.card);
    if (o.action === 'fold' || o.action === 'none') {
      // Art. 11º: "se retiran perdiendo su ante ... recogido por el dealer". SILENT for no decision: taken as not continuing.
      expect(s, 'ante', -A, o.action === 'fold' ? 'fold loses the ante' : 'no bet: ante lost (not continuing)', 'Art. 11º');
      if (net.has(`${s}|bet`)) expect(s, 'bet', 0, 'no bet placed', 'Art. 11º');
      continue;
    }
    if (o.action !== 'bet') continue;
    const B = o.amount;
    if (!dealerEv || pc.length !== 5) { F({ kind: 'note', seat: s, note: 'cannot evaluate (not 5 cards)' }); continue; }
    if (!dq) {
      expect(s, 'ante', A, 'dealer no hand: ante 1 to 1', 'Art. 13º');
      expect(s, 'bet', 0, 'dealer no hand: bet void', 'Art. 13º');
      continue;
    }
    const pe = evaluate(pc);
    const cmp = compare(pe, dealerEv);
    if (cmp > 0) {
      expect(s, 'ante', A, 'ante wins 1 to 1', 'Art. 14º');
      // integer ratios: exact; SILENT on fractional posted ratios: review8-cards, either cent accepted (Veedor's
      // fractional_line_rounding = either), the money owed measured from the one nearest what was paid (was: half up)
      const raw = B * ratio(pe.cat), paidNow = (net.get(`${s}|bet`) || { net: 0 }).net;
      let w = Number.isInteger(Math.round(raw * 1e6) / 1e6) ? Math.round(raw) : paidNow > Math.ceil(raw) ? Math.ceil(raw) : paidNow >= Math.floor(raw) && paidNow <= Math.ceil(raw) ? paidNow : Math.floor(raw);
      let art = 'Art. 14º';
      if (maxPay !== null && w > maxPay) { w = maxPay; art = 'Art. 15º'; }
      expect(s, 'bet', w, `bet wins ${pe.cat} at ${ratio(pe.cat)}`, art);
    } else if (cmp < 0) {
      // SILENT: losing wagers collected (implicit in Art. 14º: only winning wagers are paid)
      expect(s, 'ante', -A, `player ${pe.cat} loses to dealer ${dealerEv.cat}`, 'Art. 14º');
      expect(s, 'bet', -B, `player ${pe.cat} loses to dealer ${dealerEv.cat}`, 'Art. 14º');
    } else {
      // SILENT: Art. 12º declares "empate" but never settles it; standard practice: both wagers push.
      expect(s, 'ante', 0, 'tie: push', 'Art. 12º');
      expect(s, 'bet', 0, 'tie: push', 'Art. 12º');
    }
  }
}

async function main() {
  const file = process.argv[2];
  const rl = readline.createInterface({ input: fs.createReadStream(file) });
  const out = [];
  for await (const line of rl) {
    if (!line.trim()) continue;
    const h = JSON.parse(line);
    if (h.game !== 'caribbean-stud') continue;
    auditHand(h, out);
  }
  for (const o of out) console.log(JSON.stringify(o));
}
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) main();
