#!/usr/bin/env node
// Edge hands (scripts/oracle-pl-edge-hands.ndjson, 130 hands) were written from the text as clean
// settlements unless their id says FAULT; compare with `node scripts/oracle-pl.mjs <log>` and
// `veedor audit <log> --format json`. E04 was written under the first reading of A3 below (hand 1
// returned): under the corrected reading it owes 100 from the player.
// Independent oracle for Peru's Pot Luck Black Jack regulation (El Peruano,
// 11 Aug 2000, Arts. 8º-18º; Arts. 1º-7º are lost). Written from the text
// clause by clause, without reading Veedor's rules, to be compared with
// `veedor audit --format json`.
//
// Usage: node scripts/oracle-pl.mjs <log.ndjson|json> [--json]
// Output: one line per discrepancy: hand_id, kind (money|procedure), wager,
// article, expected, actual (net to the player, minor units shown as units).
//
// Where the text is silent, the assumption taken (marked ASSUMPTION below):
// - A1 soft hands: an ace counts 11 unless that busts (standard); the dealer
//   stands on any 17, soft included (Art. 14º: «un valor total de 17 o más»).
// - A2 a split hand of an ace and a ten is 21, not Black Jack (Art. 13º speaks
//   of «sus dos primeras cartas»; standard practice: only an original hand).
// - A3 dealer Black Jack against a split or doubled box (Art. 13º «sólo perderá
//   su apuesta original»): the box loses its original bet once; an additional
//   (split) hand that busted loses its whole stake on top of it (Art. 11º: «vuela
//   en alguna de sus manos adicionales ... perderá su apuesta en esa mano sin
//   considerar el resultado de la mano del dealer»); a bust of the original hand
//   is the original bet lost. The cap is judged on the box's total.
//   (First version capped the box at the original bet whatever busted: wrong,
//   it ignored Art. 11º's additional hands; corrected after the comparison.)
// - A8 a dealer card drawn on 17 or more is no part of his hand: the wagers
//   are owed against the total he had to stand on (Art. 14º «se plantará»).
//   (First version settled against the cards drawn: corrected.)
// Veedor's further interpretations, not modelled here (the oracle reports
// only the procedure there, Veedor also the money): a stake the text does
// not admit (insurance over half or late, a double over the original or
// after a hit, a split of unequal cards, even money without an ace up or
// after the voluntary stage, a main bet after the cards) is no stake and is
// owed back; the oracle judges such hands only by their procedure finding.
// - A4 pool ties on the highest score: the pool (less commission) is shared
//   equally among the tied seats that bet the pool; only seats with a pool
//   bet can win it; the score is the best value of the two cards of the
//   mandatory deal (A+A = 12, A+K = 21).
// - A9 (review12) a pool bet placed once the round's first card is out (verify17: Veedor's pool_bet_closes, first-card;
//   review12 had it close when the mandatory dealing concluded) is not in the pool and is owed back whole;
//   judged only where the log shows its fate (the table paid out more than the pool, or recorded a return or a
//   collection on it). Money settled on the pool spot other than by an award counts: a payout is given, a return
//   beyond the late stake is given, a collection beyond the seat's chips on the pool is taken.
// - A5 commission: the posted percentage of the pool, rounded down to the
//   minor unit (the text: «hasta ... cinco por ciento como máximo»).
// - A6 3:2 and half-stakes on odd minor units: either rounding accepted.
// - A7 bets behind follow the box's original hand at their own stake (a box's
//   double or split is not followed); a box settled together with its bets
//   behind (no behind flag) is judged on the sum.
// review8-bj (mutation fuzzing, scripts/mutate-bj.mjs) corrected: a return is judged against the stake it hands back
// (one of less keeps the difference), hand by hand even in a box judged whole (A3); one hand's crash no longer
// stops the run; the pool score is the two cards of the mandatory deal (A4), counted until the first decision.
// Differences judged by design there (Veedor's documented readings): a dealer with one card settles nothing (Veedor
// reports the procedure, the money as unresolved); a hand played on after a settlement is judged by Veedor as it
// stood when settled; a stake decision the text does not admit is void (marked kind 'void' in --json output).
// A surrender recorded after the hand drew is settled as played (Veedor's surrender_only_before_play, adopted here in
// review8-bj): edge hand E47-FAULT-SURRENDER-AFTER-HIT now owes the player's other half (16 against 17: -100, not -50).
// compound21: Veedor reads a card a doubled hand or a split ace received beyond its one card (Art. 12º «sólo una carta»,
// Art. 11º «sólo recibirá una carta adicional») as no part of the hand (one_card_extra_cards_count false, as the dealer's
// card past 17); this oracle counts it, as it counts every card. A difference by design (mutate-bj seed 1: PL-01-000244-m1,
// a double's K dealt twice: Veedor 21 wins, owed 0; the oracle 31 bust, -1000).
// interp22: Veedor now reads a card dealt after a stand or after a Black Jack the same way (player_extra_cards_count
// false: Art. 13º «en sus dos primeras cartas», Art. 15º «se plantaron con un valor en cartas de 21 o menos»; it reports
// the card, no-card-after-stand / no-card-after-blackjack); this oracle still counts it. A difference by design
// (scripts/interp22-hands.ndjson I22-PL-STAND-CARD: Veedor no money; the oracle 23 bust, -200).
import fs from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const asJson = args.includes('--json');
const text = fs.readFileSync(file, 'utf8');
let hands;
const t = text.trim();
if (file.endsWith('.ndjson') || file.endsWith('.jsonl')) hands = t.split('\n').filter(Boolean).map((l) => JSON.parse(l));
else {
  const v = JSON.parse(t);
  hands = Array.isArray(v) ? v : v.hands ? v.hands : [v];
}

const m = (x) => Math.round(Number(x) * 100);
const u = (x) => x / 100;
const rankOf = (c) => (c === undefined ? '?' : c.startsWith('10') ? 'T' : c[0].toUpperCase());
const val = (c) => {
  const r = rankOf(c);
  if (r === 'A') return 1;
  if ('TJQK'.includes(r)) return 10;
  return Number(r);
};
const tenish = (c) => val(c) === 10;
function total(cards) {
  let s = 0, aces = 0;
  for (const c of cards) { s += val(c); if (rankOf(c) === 'A') aces++; }
  const soft = aces > 0 && s + 10 <= 21;
  return { total: soft ? s + 10 : s, soft };
}
const isBJ = (cards) => cards.length === 2 && total(cards).total === 21;

const out = [];
function report(h, kind, article, what, extra = {}) {
  out.push({ hand_id: h.hand_id, kind, article, what, ...extra });
}

for (const h of hands) { try {
  if (h.game && h.game !== 'pot-luck-blackjack') continue;
  const ev = h.events;
  const table = h.table ?? {};
  const seats = new Map(); // seat -> {main, hands: Map(idx -> {cards, stake, ...}), behind: [], pool}
  const S = (n) => {
    if (!seats.has(n)) seats.set(n, { seat: n, main: 0, hands: new Map(), behind: [], pool: 0, splits: 0 });
    return seats.get(n);
  };
  const dealer = { cards: [], faces: [], upIdx: 0, revealedAt: -1, lastDealAt: -1 };
  let mandatoryDoneAt = -1; // index of the dealer's second card
  let firstVoluntaryAt = -1; // first hit/stand/double/split decision
  const settlements = []; // {i, seat, spot, hand, behind, player, net}
  let commission = null, commissionAt = -1;
  const awards = [];
  const insurance = new Map(); // seat -> {amount, at}
  const surrender = new Map(); // seat -> at
  const evenMoney = new Map(); // seat -> at
  let firstDealAt = -1;
  const pct = table.pool_commission_pct;
  if (pct !== undefined && pct > 5) report(h, 'procedure', 'Art. 18º', `posted pool commission ${pct}% over 5%`);
  // seat currently being served in the voluntary stage
  let curSeat = null; const finishedSeats = new Set();
  const bustAt = new Map(); // "seat:hand" -> event index

  for (let i = 0; i < ev.length; i++) {
    const e = ev[i]; const pos = i + 1;
    if (e.type === 'bet') {
      const s = S(e.seat);
      if (firstDealAt >= 0) report(h, 'procedure', e.spot === 'pool' ? 'Art. 18º' : 'Art. 7º/8º', `bet ${e.spot} seat ${e.seat} placed after the deal began`, { event: pos });
      // verify18: a main bet on a box that already holds cards is no wager (Art. 12º admits only the increment once the
      // two first cards are dealt; the log format's reading): its chips lie on the spot and are owed back whole. This
      // oracle replaced the box's hand (its cards and stake) with the late bet (PL-04-000001, seed 8081: a 300 loser
      // with a late 10 handed back read as 280 owed). A second bet before the box's cards adds to its stake.
      if (e.spot === 'main' && !e.behind) {
        const h1 = s.hands.get(1);
        if (h1 && h1.cards.length) s.lateMain = (s.lateMain ?? 0) + m(e.amount);
        else if (h1) { s.main += m(e.amount); h1.stake += m(e.amount); h1.orig += m(e.amount); }
        else { s.main += m(e.amount); s.hands.set(1, { cards: [], stake: m(e.amount), orig: m(e.amount), doubled: 0, fromSplit: false, aceSplit: false }); }
      }
      else if (e.spot === 'main' && e.behind) s.behind.push({ player: e.player, amount: m(e.amount) });
      // A9: a pool bet placed once the round's first card is out is not in the pool: it is owed back whole (judged
      // below). Veedor's documented reading (parameters.json pool_bet_closes: first-card; the bettor sees cards that
      // decide the pool). This oracle first closed the pool only when the mandatory dealing concluded (verify17).
      else if (e.spot === 'pool' && firstDealAt >= 0) s.latePool = (s.latePool ?? 0) + m(e.amount);
      else if (e.spot === 'pool') s.pool += m(e.amount);
    } else if (e.type === 'deal') {
      if (firstDealAt < 0) firstDealAt = i;
      if (e.to === 'dealer') {
        dealer.cards.push(e.card); dealer.faces.push(e.face ?? 'up'); dealer.lastDealAt = i;
        if (dealer.cards.length === 2) {
          mandatoryDoneAt = i;
          if ((e.face ?? 'up') === 'up') { dealer.upIdx = 1; report(h, 'procedure', 'Art. 8º', 'dealer second card dealt face up (it becomes the up card)', { event: pos }); }
        }
        if (dealer.cards.length > 2) {
          if (dealer.revealedAt < 0) report(h, 'procedure', 'Art. 14º', 'dealer drew before revealing the hole card', { event: pos });
          const before = total(dealer.cards.slice(0, -1)).total;
          if (before >= 17) report(h, 'procedure', 'Art. 14º', `dealer drew on ${before}`, { event: pos });
        }
      } else {
        const n = Number(e.to.split(':')[1]); const s = S(n);
        const hi = e.hand ?? 1;
        if (!s.hands.has(hi)) s.hands.set(hi, { cards: [], stake: 0, orig: 0, doubled: 0, fromSplit: true });
        const hd = s.hands.get(hi);
        if (mandatoryDoneAt >= 0) {
          // voluntary stage card
          if (curSeat !== null && curSeat !== n) { finishedSeats.add(curSeat); }
          if (finishedSeats.has(n)) report(h, 'procedure', 'Art. 14º', `seat ${n} dealt again after its turn ended`, { event: pos });
          for (const [sn] of seats) if (sn < n && !finishedSeats.has(sn) && sn !== curSeat && seatHasLive(seats.get(sn)) && !seatDone(sn)) {
            // a lower seat never served
          }
          curSeat = n;
          if (hd.aceSplit && hd.cards.length >= 2) report(h, 'procedure', 'Art. 11º', `split ace hand ${hi} seat ${n} got more than one card`, { event: pos });
          if (hd.doubleAt !== undefined && hd.cards.length >= 3) report(h, 'procedure', 'Art. 12º', `doubled hand ${hi} seat ${n} got more than one card`, { event: pos });
          if (hd.doubleAt !== undefined && (e.face ?? 'up') === 'down') report(h, 'procedure', 'Art. 12º', `double card dealt face down`, { event: pos });
          if (total(hd.cards).total > 21) report(h, 'procedure', 'Art. 14º', `card dealt to a busted hand seat ${n}`, { event: pos });
          // split order: an earlier split hand still unfinished
          for (const [k, o] of s.hands) if (k < hi && o.cards.length < 2) report(h, 'procedure', 'Art. 11º', `seat ${n} hand ${hi} served before hand ${k} got its second card`, { event: pos });
          if ((s.maxServed ?? 1) > hi) report(h, 'procedure', 'Art. 11º', `seat ${n} hand ${hi} served after hand ${s.maxServed}`, { event: pos });
          s.maxServed = Math.max(s.maxServed ?? 1, hi);
          hd.cards.push(e.card);
          // A4: a box's card before any decision is still of the mandatory deal, for the pool, though the dealer's second
          // card came early (review8-bj: the first version ended the deal there, scoring the box on one card)
          if (firstVoluntaryAt < 0 && (s.mandatory ?? []).length < 2) (s.mandatory ??= []).push(e.card);
          if (total(hd.cards).total > 21) bustAt.set(`${n}:${hi}`, i);
        } else {
          hd.cards.push(e.card);
          (s.mandatory ??= []).push(e.card);
        }
      }
    } else if (e.type === 'reveal') {
      if (e.to === 'dealer') {
        // turning up the dealer's first card (dealt face down) is not the hole-card reveal (Art. 8º)
        if (dealer.cards[0] === e.card && dealer.faces[0] === 'down') {
          dealer.faces[0] = 'up';
          if (dealer.cards.length < 2) report(h, 'procedure', 'Art. 8º', 'dealer first card turned up before the second card was dealt', { event: pos });
          continue;
        }
        dealer.revealedAt = i;
        // all players must have finished
      }
    } else if (e.type === 'procedure') {
      if (e.name === 'offer_surrender' && mandatoryDoneAt < 0) report(h, 'procedure', 'Art. 9º', 'surrender offered before the mandatory deal ended', { event: pos });
      if (e.name === 'offer_insurance' && mandatoryDoneAt < 0) report(h, 'procedure', 'Art. 10º', 'insurance offered before the mandatory deal ended', { event: pos });
    } else if (e.type === 'decision') {
      const outBefore = out.length;
      const s = S(e.seat); const hi = e.hand ?? 1; const hd = s.hands.get(hi);
      const up = dealer.cards[dealer.upIdx];
      if (e.action === 'surrender') {
        if (mandatoryDoneAt < 0) report(h, 'procedure', 'Art. 9º', 'surrender before the mandatory deal ended', { event: pos });
        if (up && rankOf(up) === 'A') report(h, 'procedure', 'Art. 9º', `surrender against an ace, seat ${e.seat}`, { event: pos });
        if (hd && (hd.cards.length !== 2 || s.hands.size > 1)) report(h, 'procedure', 'Art. 9º', 'surrender on a hand not of its first two cards', { event: pos });
        // review8-bj: a surrender recorded after the hand drew (a hit or double and its card) gives nothing up: Art. 9º
        // «después de haber recibido sus dos primeras cartas»; the hand is settled as played (the procedure is reported)
        if (!(hd && hd.drew && hd.cards.length > 2)) surrender.set(e.seat, i);
      } else if (e.action === 'insurance') {
        if (!up || rankOf(up) !== 'A') report(h, 'procedure', 'Art. 10º', `insurance without a dealer ace, seat ${e.seat}`, { event: pos });
        if (firstVoluntaryAt >= 0) report(h, 'procedure', 'Art. 10º', `insurance after the voluntary stage began, seat ${e.seat}`, { event: pos });
        if (hi !== 1 || s.hands.size > 1) report(h, 'procedure', 'Art. 10º', 'insurance on a hand that is not the original', { event: pos });
        if (e.amount !== undefined && 2 * m(e.amount) > s.main) report(h, 'procedure', 'Art. 10º', `insurance ${e.amount} over half of ${u(s.main)}`, { event: pos });
        insurance.set(e.seat, { amount: m(e.amount ?? 0), at: i });
      } else if (e.action === 'even_money') {
        if (!up || rankOf(up) !== 'A') report(h, 'procedure', 'Art. 13º', 'even money without a dealer ace', { event: pos });
        if (firstVoluntaryAt >= 0) report(h, 'procedure', 'Art. 13º', 'even money after the voluntary stage began', { event: pos });
        if (!hd || !isBJ(hd.cards)) report(h, 'procedure', 'Art. 13º', 'even money without a Black Jack', { event: pos });
        evenMoney.set(e.seat, i);
      } else if (['hit', 'stand', 'double', 'split'].includes(e.action)) {
        if (firstVoluntaryAt < 0) firstVoluntaryAt = i;
        if (mandatoryDoneAt < 0) report(h, 'procedure', 'Art. 14º', `${e.action} before the mandatory deal ended`, { event: pos });
        if (dealer.revealedAt >= 0) report(h, 'procedure', 'Art. 14º', `player decision after the dealer revealed`, { event: pos });
        if (curSeat !== null && curSeat !== e.seat) finishedSeats.add(curSeat);
        if (finishedSeats.has(e.seat)) report(h, 'procedure', 'Art. 14º', `seat ${e.seat} plays after its turn ended`, { event: pos });
        for (const sn of finishedSeats) if (sn > e.seat) { report(h, 'procedure', 'Art. 14º', `seat ${e.seat} played after seat ${sn}`, { event: pos }); break; }
        curSeat = e.seat;
        if (!hd) { report(h, 'procedure', 'Art. 14º', `decision on unknown hand ${hi}`, { event: pos }); continue; }
        if ((e.action === 'hit' || e.action === 'double') && hd.cards.length >= 2) hd.drew = true;
        if (e.action === 'hit' && total(hd.cards).total > 21) report(h, 'procedure', 'Art. 14º', 'hit on a busted hand', { event: pos });
        if (e.action === 'hit' && hd.aceSplit) report(h, 'procedure', 'Art. 11º', 'hit on a split ace', { event: pos });
        if (e.action === 'double') {
          const amt = m(e.amount);
          if (hd.cards.length !== 2) report(h, 'procedure', 'Art. 12º', `double on ${hd.cards.length} cards`, { event: pos });
          if (amt > hd.orig) report(h, 'procedure', 'Art. 12º', `double ${u(amt)} over the original ${u(hd.orig)}`, { event: pos });
          if (hd.aceSplit) report(h, 'procedure', 'Art. 11º', 'double on a split ace', { event: pos });
          hd.stake += amt; hd.doubled += amt; hd.doubleAt = i;
        }
        if (e.action === 'split') {
          const amt = m(e.amount);
          if (hd.cards.length !== 2 || val(hd.cards[0]) !== val(hd.cards[1])) report(h, 'procedure', 'Art. 11º', `split of ${hd.cards.join(' ')} (not two cards of equal value)`, { event: pos });
          if (amt !== hd.orig) report(h, 'procedure', 'Art. 11º', `split stake ${u(amt)} differs from the original ${u(hd.orig)}`, { event: pos });
          s.splits++;
          if (table.max_splits !== undefined && s.splits > table.max_splits) report(h, 'procedure', 'Art. 11º', `split ${s.splits} over max_splits ${table.max_splits}`, { event: pos });
          const ni = Math.max(...s.hands.keys()) + 1;
          const moved = hd.cards.pop();
          const aces = rankOf(moved) === 'A';
          hd.aceSplit = hd.aceSplit || aces; hd.fromSplit = true; hd.fromSplitPending = true;
          s.hands.set(ni, { cards: moved === undefined ? [] : [moved], stake: amt, orig: amt, doubled: 0, fromSplit: true, aceSplit: aces, fromSplitPending: true });
        }
      }
      // a stake decision the text does not admit: Veedor voids the stake (see the header); the money is marked
      if (['insurance', 'even_money', 'double', 'split'].includes(e.action) && out.length > outBefore) s.voidStake = true;
    } else if (e.type === 'payout' || e.type === 'collect' || e.type === 'return') {
      const net = e.type === 'payout' ? m(e.amount) : e.type === 'collect' ? -m(e.amount) : 0;
      settlements.push({ i, type: e.type, seat: e.seat, spot: e.spot, hand: e.hand ?? 1, behind: !!e.behind, player: e.player, net, stake: m(e.amount) });
    } else if (e.type === 'commission') {
      commission = (commission ?? 0) + m(e.amount); commissionAt = i;
    } else if (e.type === 'pool_award') {
      awards.push({ seat: e.seat, amount: m(e.amount), i });
    }
  }
  function seatHasLive() { return true; }
  function seatDone() { return true; }

  // ---- outcomes
  const dUp = dealer.cards[dealer.upIdx];
  const dTwo = dealer.cards.slice(0, 2);
  const dealerBJ = isBJ(dTwo);
  // A8: the dealer's hand stops where he had to stand (17 or more, soft included)
  let dStop = dealer.cards.length;
  for (let k = 2; k < dealer.cards.length; k++) if (total(dealer.cards.slice(0, k)).total >= 17) { dStop = k; break; }
  const dTot = total(dealer.cards.slice(0, dStop)).total;
  // dealer must have drawn to 17
  const liveExists = [...seats.values()].some((s) => [...s.hands.entries()].some(([hi, hd]) => hd.stake > 0 && total(hd.cards).total <= 21 && !(hi === 1 && s.hands.size === 1 && isBJ(hd.cards))) && !surrender.has(s.seat) && !evenMoney.has(s.seat));
  if (dealer.cards.length >= 2 && dTot < 17) report(h, 'procedure', 'Art. 14º', `dealer stood on ${dTot}${liveExists ? '' : ' (no live hand)'}`);
  const finalDealerAt = dealer.lastDealAt;
  if (dealer.revealedAt >= 0 && firstVoluntaryAt >= 0) {
    // any player decision after reveal was already flagged
  }

  const expected = []; // {seat, spot, hand, behind, net, alts?, article}
  for (const s of seats.values()) {
    if (s.main > 0) {
      const surr = surrender.has(s.seat), em = evenMoney.has(s.seat);
      const split = s.hands.size > 1;
      const doubledAny = [...s.hands.values()].some((x) => x.doubled > 0);
      const box = [];
      for (const [hi, hd] of s.hands) {
        const t2 = total(hd.cards).total;
        const bj = hi === 1 && !split && isBJ(hd.cards);
        let net, art, alts;
        if (surr) { net = -hd.stake / 2; art = 'Art. 9º'; if (hd.stake % 2) alts = [-Math.floor(hd.stake / 2), -Math.ceil(hd.stake / 2)]; }
        else if (em) { net = hd.stake; art = 'Art. 13º'; }
        else if (t2 > 21) { net = -hd.stake; art = split ? 'Art. 11º' : 'Art. 14º'; }
        else if (bj) {
          if (dealerBJ) { net = 0; art = 'Art. 13º'; }
          else { net = hd.stake * 1.5; art = 'Art. 13º'; if (hd.stake % 2) alts = [Math.floor(hd.stake * 1.5), Math.ceil(hd.stake * 1.5)]; }
        } else if (dealerBJ) { net = -hd.stake; art = 'Art. 13º'; }
        else if (dTot > 21 || t2 > dTot) { net = hd.stake; art = 'Art. 15º'; }
        else if (t2 < dTot) { net = -hd.stake; art = 'Art. 16º'; }
        else { net = 0; art = 'Art. 17º'; }
        box.push({ seat: s.seat, spot: 'main', hand: hi, net, art, alts, hd, bust: t2 > 21 });
      }
      if (dealerBJ && !surr && !em && (split || doubledAny)) {
        // A3: the box loses only its original bet (busts aside)
        const orig = s.hands.get(1).orig;
        // only a bust of the original hand (hand 1) counts as the original bet lost (A3)
        const bustLoss = Math.min(orig, box.filter((b) => b.bust && b.hand === 1).reduce((a, b) => a - b.net, 0));
        const live = box.filter((b) => !b.bust);
        const capRest = Math.max(0, orig - bustLoss);
        let left = capRest;
        for (const b of live) { const take = Math.min(left, b.hd.stake); b.net = -take; left -= take; b.art = 'Art. 13º'; }
        expected.push({ seat: s.seat, spot: 'main', box: true, net: box.reduce((a, b) => a + b.net, 0), art: 'Art. 13º', hands: box, stake: box.reduce((a, b) => a + b.hd.stake, 0) });
      } else for (const b of box) expected.push(b);
      // bets behind (A7)
      const h1 = box[0];
      for (const bb of s.behind) {
        let net, alts;
        const hd = h1.hd; const t2 = total(hd.cards).total;
        if (surr) { net = -bb.amount / 2; }
        else if (em) net = bb.amount;
        else if (split || doubledAny) {
          // follows the original hand's outcome at its own stake
          const r = h1.net === 0 ? 0 : Math.sign(h1.net);
          net = dealerBJ ? (isBJ(hd.cards) && !split ? 0 : -bb.amount) : r * bb.amount;
        } else if (t2 > 21) net = -bb.amount;
        else if (isBJ(hd.cards)) { net = dealerBJ ? 0 : bb.amount * 1.5; if (bb.amount % 2) alts = [Math.floor(bb.amount * 1.5), Math.ceil(bb.amount * 1.5)]; }
        else net = Math.sign(h1.net) * bb.amount;
        expected.push({ seat: s.seat, spot: 'main', hand: 1, behind: true, player: bb.player, net, alts, art: 'Art. 15º-17º (behind)', stake: bb.amount });
      }
      // insurance
      if (insurance.has(s.seat)) {
        const ins = insurance.get(s.seat);
        expected.push({ seat: s.seat, spot: 'insurance', net: dealerBJ ? 2 * ins.amount : -ins.amount, art: 'Art. 10º', stake: ins.amount });
      }
    }
  }

  // ---- compare money
  // A return hands back the stake: returning less than what is left of it keeps the difference, more pays the
  // excess (review8-bj: the first version counted every return as 0, blind to a push returned short or twice).
  // In log order (verify16, the format's documented reading since net16): a collection takes the chips on the spot,
  // then the player's own; a return hands back chips still on the spot (nothing either way), beyond them money given
  // (a collection undone); once settled, a return leaves the rest of the stake lost. A push of 40 returned and then
  // collected is -40 (the sums, collections first, read 0); where no return precedes a collection the two agree.
  // verify18: late chips (a main bet once the box held cards) lie on the spot too; a return hands them back first, and a
  // return of late chips alone settles nothing: the stake is judged by the other settlements (a winner's stays with
  // him, a surrender's uncollected half too).
  function netOf(got, stake, late = 0) {
    let net = 0, spot = stake + late, returned = false, paid = false, stakeBack = false;
    for (const x of [...got].sort((a, b) => a.i - b.i)) {
      if (x.type === 'payout') { net += x.stake; paid = true; }
      else if (x.type === 'collect') { net -= x.stake; spot -= Math.min(x.stake, spot); }
      else { const back = Math.min(x.stake, spot); spot -= back; net += x.stake - back; returned = true; if (late === 0 || x.stake > late) stakeBack = true; late -= Math.min(x.stake, late); }
    }
    return net - (stakeBack ? spot : 0); // a return of late chips alone settles nothing (PL-01-000202, seed 90210: a surrender with a late 20 handed back)
  }
  const lateOf = (seat, hand) => ((hand ?? 1) === 1 ? seats.get(seat)?.lateMain ?? 0 : 0);
  const used = new Set();
  const settle = (pred) => settlements.filter((x, k) => { if (used.has(k) || !pred(x)) return false; used.add(k); return true; });
  const behindSeats = new Set([...seats.values()].filter((s) => s.behind.length).map((s) => s.seat));
  const anyBehindFlag = settlements.some((x) => x.behind);
  for (const ex of expected) {
    let got;
    if (ex.box) got = settle((x) => x.seat === ex.seat && x.spot === 'main' && !x.behind);
    else if (ex.behind) got = settle((x) => x.seat === ex.seat && x.spot === 'main' && x.behind && (ex.player === undefined || x.player === undefined || x.player === ex.player));
    else if (ex.spot === 'insurance') got = settle((x) => x.seat === ex.seat && x.spot === 'insurance');
    else got = settle((x) => x.seat === ex.seat && x.spot === 'main' && !x.behind && x.hand === ex.hand);
    ex.got = got;
    // a box judged as a whole (A3) is still settled hand by hand: each hand's return against that hand's stake
    ex.actual = ex.box ? ex.hands.reduce((a, b) => a + netOf(got.filter((x) => x.hand === b.hand), b.hd.stake, lateOf(ex.seat, b.hand)), 0) + netOf(got.filter((x) => !ex.hands.some((b) => b.hand === x.hand)), 0)
      : netOf(got, ex.stake ?? ex.hd?.stake ?? 0, ex.spot === 'main' && !ex.behind ? lateOf(ex.seat, ex.hand) : 0);
  }
  // box and its bets behind settled together without a behind flag: judge the sum (A7)
  const finalExp = [];
  for (const ex of expected) {
    if (ex.behind && ex.got.length === 0 && !anyBehindFlag) {
      const boxEx = expected.filter((y) => y.seat === ex.seat && y.spot === 'main' && !y.behind);
      // merge into the first box wager
      boxEx[0].mergedBehind = (boxEx[0].mergedBehind ?? 0) + ex.net; boxEx[0].mergedStake = (boxEx[0].mergedStake ?? 0) + ex.stake; continue;
    }
    finalExp.push(ex);
  }
  for (const ex of finalExp) {
    if (ex.mergedBehind !== undefined) {
      // the seat's main wagers with behind settled together: compare the seat sums
      const all = finalExp.filter((y) => y.seat === ex.seat && y.spot === 'main' && !y.behind);
      if (all[0] !== ex) continue;
      const expSum = all.reduce((a, y) => a + y.net, 0) + ex.mergedBehind;
      const actSum = netOf(all.flatMap((y) => y.got), all.reduce((a, y) => a + (y.stake ?? y.hd?.stake ?? 0), 0) + ex.mergedStake);
      if (expSum !== actSum) report(h, 'money', ex.art, `seat ${ex.seat} main + behind together`, { seat: ex.seat, spot: 'main', expected: u(expSum), actual: u(actSum), voidStake: seats.get(ex.seat)?.voidStake });
      for (const y of all) y.done = true;
      continue;
    }
    if (ex.done) continue;
    const ok = ex.net === ex.actual || (ex.alts && ex.alts.includes(ex.actual));
    const noEvent = ex.got.length === 0;
    if (!ok) report(h, 'money', ex.art, `seat ${ex.seat} ${ex.spot}${ex.box ? ' (box total)' : ' hand ' + (ex.hand ?? 1)}${ex.behind ? ' behind' : ''}${noEvent ? ' (no settlement)' : ''}`, { seat: ex.seat, spot: ex.spot, hand: ex.hand, expected: u(ex.net), actual: u(ex.actual), voidStake: seats.get(ex.seat)?.voidStake });
    else if (noEvent && ex.net === 0 && !ex.box) report(h, 'procedure', ex.art, `seat ${ex.seat} ${ex.spot} hand ${ex.hand ?? 1}: push with no return event`, { seat: ex.seat });
  }
  settlements.forEach((x, k) => { if (!used.has(k) && x.spot !== 'pool') report(h, 'money', '-', `settlement of a wager that does not exist: seat ${x.seat} ${x.spot} hand ${x.hand}${x.behind ? ' behind' : ''}`, { seat: x.seat, spot: x.spot, event: x.i + 1, expected: 0, actual: u(x.type === 'return' ? x.stake : x.net) }); });

  // ---- timing of settlements
  for (const x of settlements) {
    const pos = x.i + 1;
    if (x.spot === 'insurance') {
      if (dealer.revealedAt < 0 || x.i < dealer.revealedAt) report(h, 'procedure', 'Art. 10º', `insurance settled before the dealer revealed`, { event: pos });
      else if (x.type === 'collect' && x.i > dealer.revealedAt) {
        // immediate: before any dealer draw or main settlement after the reveal
        const between = ev.slice(dealer.revealedAt + 1, x.i).some((y) => (y.type === 'deal' && y.to === 'dealer') || ((y.type === 'payout' || y.type === 'collect' || y.type === 'return') && y.spot === 'main'));
        if (between) report(h, 'procedure', 'Art. 10º', `losing insurance not collected immediately`, { event: pos });
      }
    }
    if (x.spot === 'main' && !x.behind) {
      const s = seats.get(x.seat); if (!s) continue;
      const hd = s.hands.get(x.hand);
      if (surrender.has(x.seat)) {
        const at = surrender.get(x.seat);
        const between = ev.slice(at + 1, x.i).some((y) => (y.type === 'decision' && y.seat !== x.seat) || y.type === 'reveal' || (y.type === 'deal' && y.to !== `seat:${x.seat}`));
        if (between) report(h, 'procedure', 'Art. 9º', `surrender half not collected immediately`, { event: pos });
        continue;
      }
      if (evenMoney.has(x.seat)) continue;
      if (!hd) continue;
      const t2 = total(hd.cards).total;
      if (t2 > 21) {
        const b = bustAt.get(`${x.seat}:${x.hand}`);
        if (b !== undefined) {
          const between = ev.slice(b + 1, x.i).some((y) => (y.type === 'decision' && (y.seat !== x.seat || (y.hand ?? 1) !== x.hand)) || y.type === 'reveal' || (y.type === 'deal' && (y.to !== `seat:${x.seat}`)));
          if (between) report(h, 'procedure', 'Art. 14º', `bust not collected immediately, seat ${x.seat} hand ${x.hand}`, { event: pos });
        }
        continue;
      }
      const bj = x.hand === 1 && s.hands.size === 1 && isBJ(hd.cards);
      if (bj && x.type === 'payout') {
        const wait = dUp && (rankOf(dUp) === 'A' || tenish(dUp));
        if (wait && (dealer.revealedAt < 0 || x.i < dealer.revealedAt)) report(h, 'procedure', 'Art. 13º', `Black Jack paid before the dealer revealed (dealer shows ${dUp})`, { event: pos });
        if (!wait && dealer.revealedAt >= 0 && x.i > dealer.revealedAt) report(h, 'procedure', 'Art. 13º', `Black Jack against ${dUp} not paid immediately`, { event: pos });
        continue;
      }
      if (x.i < dealer.revealedAt || dealer.revealedAt < 0 || x.i < finalDealerAt) report(h, 'procedure', 'Art. 14º/15º', `main settled before the dealer finished, seat ${x.seat} hand ${x.hand}`, { event: pos });
    }
  }
  // every player must finish before the reveal: a deal to a seat after the reveal
  if (dealer.revealedAt >= 0) ev.slice(dealer.revealedAt + 1).forEach((y, k) => { if (y.type === 'deal' && y.to !== 'dealer') report(h, 'procedure', 'Art. 14º', 'player dealt after the dealer revealed', { event: dealer.revealedAt + 2 + k }); });
  // BJ not immediately paid when it should have been (dealer up 2-9): no payout at all is a money issue already

  // ---- pool (Art. 18º)
  const poolTotal = [...seats.values()].reduce((a, s) => a + s.pool, 0);
  if (poolTotal === 0) {
    // No stake in the pool: a late stake settled is judged as above, against nothing paid out of a pool.
    for (const s of seats.values()) {
      if (!s.latePool) continue;
      const on = settlements.filter((x) => x.seat === s.seat && x.spot === 'pool');
      const returned = on.reduce((a, x) => (x.type === 'return' ? a + x.stake : a), 0);
      const collected = on.reduce((a, x) => (x.type === 'collect' ? a + x.stake : a), 0);
      if (!on.some((x) => x.type === 'return') && collected === 0) continue;
      const back = Math.min(returned, s.latePool);
      if (back !== s.latePool) report(h, 'money', 'Art. 18º', `late pool stake of seat ${s.seat} not handed back whole`, { seat: s.seat, spot: 'pool', expected: 0, actual: u(back - s.latePool) });
    }
  }
  if (poolTotal > 0) {
    const bettors = [...seats.values()].filter((s) => s.pool > 0);
    // A4: the two cards of the mandatory deal (review8-bj: the first version counted a third card misdealt to the box
    // in that stage, and ranked a 22 or 27 highest)
    const score = (s) => total((s.mandatory ?? []).slice(0, 2)).total;
    let best = -1;
    for (const s of bettors) best = Math.max(best, score(s));
    const winners = bettors.filter((s) => score(s) === best).map((s) => s.seat);
    const p = pct ?? 5;
    const expComm = Math.floor((poolTotal * Math.min(p, 5)) / 100);
    const net = poolTotal - expComm;
    const actualComm = commission ?? 0;
    // A9: the commission kept is measured against every stake on the pool, a late one's too (Veedor's reading: a table
    // that kept its share of a late stake did not keep more than the percentage of what was bet); the award is not.
    const allStakes = poolTotal + [...seats.values()].reduce((a, s) => a + (s.latePool ?? 0), 0);
    if (actualComm * 100 > allStakes * 5) report(h, 'money', 'Art. 18º', `commission ${u(actualComm)} over 5% of ${u(allStakes)}`, { spot: 'pool', expected: u(expComm), actual: u(actualComm) });
    else if (pct !== undefined && actualComm !== expComm && actualComm * 100 > allStakes * pct) report(h, 'money', 'Art. 18º', `commission ${u(actualComm)} over the posted ${pct}% of ${u(allStakes)}`, { spot: 'pool', expected: u(expComm), actual: u(actualComm) });
    const awardBy = new Map();
    for (const a of awards) awardBy.set(a.seat, (awardBy.get(a.seat) ?? 0) + a.amount);
    // A9: money on the pool spot besides the awards: a payout is money given (a winner paid by a payout is paid), a
    // return hands back the seat's late stake first and beyond it is money out of the pool; a collection gathers the
    // seat's own chips (the pot takes them anyway), beyond them it takes the seat's money.
    for (const s of seats.values()) {
      if (s.pool === 0 && !s.latePool) continue;
      const on = settlements.filter((x) => x.seat === s.seat && x.spot === 'pool');
      const sum = (type) => on.reduce((a, x) => (x.type === type ? a + x.stake : a), 0);
      const extra = sum('payout') + Math.max(0, sum('return') - (s.latePool ?? 0)) - Math.max(0, sum('collect') - s.pool - (s.latePool ?? 0));
      if (extra !== 0) awardBy.set(s.seat, (awardBy.get(s.seat) ?? 0) + extra);
    }
    for (const [seat, amt] of awardBy) if (!winners.includes(seat)) report(h, 'money', 'Art. 18º', `pool awarded to seat ${seat} (winner${winners.length > 1 ? 's' : ''}: ${winners.join(',')} with ${best})`, { seat, spot: 'pool', expected: 0, actual: u(amt) });
    const share = Math.floor(net / winners.length);
    for (const w of winners) {
      const got = awardBy.get(w) ?? 0;
      const okShare = winners.length === 1 ? got === net : got === share || got === share + 1;
      if (!okShare) report(h, 'money', 'Art. 18º', `pool winner seat ${w}${winners.length > 1 ? ' (tie ' + winners.join(',') + ')' : ''}`, { seat: w, spot: 'pool', expected: u(winners.length === 1 ? net : net / winners.length), actual: u(got) });
    }
    // A9: a late pool stake is owed back whole where the log shows what became of it: the table paid out more than the
    // pool (it shared the stake out), or recorded a return or a collection on it; what was not handed back is owed.
    // A late stake the table paid nothing out of and recorded nothing on is not judged (its fate is not in the log).
    const paidOut = awards.reduce((a, x) => a + x.amount, 0) + actualComm;
    for (const s of seats.values()) {
      if (!s.latePool) continue;
      const on = settlements.filter((x) => x.seat === s.seat && x.spot === 'pool');
      const returned = on.reduce((a, x) => (x.type === 'return' ? a + x.stake : a), 0);
      const collected = on.reduce((a, x) => (x.type === 'collect' ? a + x.stake : a), 0);
      const judged = paidOut > poolTotal || on.some((x) => x.type === 'return') || collected > s.pool;
      const back = Math.min(returned, s.latePool);
      if (judged && back !== s.latePool) report(h, 'money', 'Art. 18º', `late pool stake of seat ${s.seat} not handed back whole`, { seat: s.seat, spot: 'pool', expected: 0, actual: u(back - s.latePool) });
    }
    // pool stake settlements on the pool spot (collect of losers is fine; it is part of the pot)
    if (awards.length && firstDealAt >= 0 && mandatoryDoneAt >= 0 && awards.some((a) => a.i < mandatoryDoneAt)) report(h, 'procedure', 'Art. 18º', 'pool awarded before the mandatory deal ended');
  }
  function mandatoryCards(s) { return s.mandatory; }
  for (const s of seats.values()) if (s.voidStake) out.push({ hand_id: h.hand_id, kind: 'void', article: '-', what: `seat ${s.seat}: a stake decision the text does not admit`, seat: s.seat });
} catch (err) { out.push({ hand_id: h.hand_id, kind: 'error', article: '-', what: `oracle error: ${err.message}` }); } }

// the mandatory two cards per seat are needed by the pool: recomputed here
// (kept simple: first two cards dealt to the seat, before any split)
// -> implemented by a second light pass
if (asJson) console.log(JSON.stringify(out, null, 1));
else for (const o of out.filter((x) => x.kind !== 'void')) console.log([o.hand_id, o.kind, o.article, o.what, o.expected !== undefined ? `exp=${o.expected} act=${o.actual}` : '', o.event ? `@${o.event}` : ''].join(' | '));
