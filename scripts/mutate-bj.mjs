#!/usr/bin/env node
// Differential mutation fuzzing of the two blackjack catalogs (Pot Luck, Marbella) against their oracles.
// Written in review8-bj. Not part of the audit or of the test suite; run `npm run build` first.
//
//   node scripts/mutate-bj.mjs gen RULESET CLEAN.ndjson OUT.ndjson [--seed N] [--per K]
//     Mutates every hand of CLEAN (a clean simulated log) at random, K mutants a hand (default 1), each with one
//     to three mutations drawn from the list below, keeping the log schema-valid. Writes OUT and OUT.key.ndjson
//     (hand_id -> the mutations applied, and `neutral: true` where no mutation changed what is owed or lawful).
//   node scripts/mutate-bj.mjs compare RULESET OUT.ndjson [--show N]
//     Runs `veedor audit --format json` and the catalog's oracle (scripts/oracle-pl.mjs or oracle-mb.mjs) on OUT and
//     compares, hand by hand and seat by seat, the money each says is owed (net to the player, direction included),
//     the hands Veedor rejects (a replayable hand must never be rejected), crashes (exit 2, stderr), and findings on
//     neutral mutants (a hand where nothing is wrong must never get a finding). Prints a summary grouped by the
//     mutation kinds involved, and the first N disagreements in full.
//
// Mutations (one to three per mutant): a settlement amount changed up or down; a win turned into a push, a loss into
// a push, a push into a win or loss, a payout into a collect; a settlement dropped, duplicated, moved to another
// seat or hand; a card event dropped, duplicated, moved earlier or later; two seats' cards swapped; a player's card,
// the dealer's up card or hole card changed after the settlements were made; the dealer's draw deleted; a draw added
// where the dealer stood; a double / split / insurance / surrender / even money / hit / stand inserted at an odd
// moment; the dealer given a Black Jack over a hand with splits and doubles. Neutral mutations: the order of two
// final settlements of different seats swapped, a shuffle / cut procedure dropped, the hand renamed.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const [, , cmd, ruleset, a1, a2, ...rest] = process.argv;
// `compare` takes one path, so its options may start at a2: they are looked for there too.
const opts = [a2, ...rest];
const opt = (name, dflt) => { const i = opts.indexOf(name); return i >= 0 ? opts[i + 1] : dflt; };

// ---- deterministic PRNG (mulberry32)
function rng(seed) { let t = seed >>> 0; return () => { t += 0x6d2b79f5; let r = Math.imul(t ^ (t >>> 15), 1 | t); r ^= r + Math.imul(r ^ (r >>> 7), 61 | r); return ((r ^ (r >>> 14)) >>> 0) / 4294967296; }; }
let R = rng(1);
const ri = (n) => Math.floor(R() * n);
const pick = (xs) => xs[ri(xs.length)];

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const SUITS = ['s', 'h', 'd', 'c'];
const randCard = () => pick(RANKS) + pick(SUITS);
const rankOf = (c) => (c.startsWith('10') ? 'T' : c[0].toUpperCase());
const tenCard = () => pick(['T', 'J', 'Q', 'K']) + pick(SUITS);
const cents = (x) => Math.round(Number(x) * 100);
const units = (c) => c / 100;
const isSettle = (e) => e.type === 'payout' || e.type === 'collect' || e.type === 'return';
const idxs = (ev, f) => ev.map((e, i) => (f(e, i) ? i : -1)).filter((i) => i >= 0);

// Each mutator returns a short description, or null if it does not apply to the hand.
const M = {
  amount(h) {
    const s = idxs(h.events, isSettle); if (!s.length) return null;
    const i = pick(s); const e = h.events[i]; const c = cents(e.amount);
    let d = pick([1, 50, 100, 500, Math.max(1, Math.floor(c / 2)), c, ri(c + 1) + 1]);
    if (R() < 0.5 && c - d > 0) d = -d;
    e.amount = units(c + d); return `amount@${i + 1} ${units(c)}->${e.amount}`;
  },
  winToPush(h) {
    const s = idxs(h.events, (e) => e.type === 'payout' && e.spot === 'main'); if (!s.length) return null;
    const i = pick(s); h.events[i].type = 'return'; return `win->push@${i + 1}`;
  },
  lossToPush(h) {
    const s = idxs(h.events, (e) => e.type === 'collect'); if (!s.length) return null;
    const i = pick(s); h.events[i].type = 'return'; return `loss->push@${i + 1}`;
  },
  pushToOther(h) {
    const s = idxs(h.events, (e) => e.type === 'return'); if (!s.length) return null;
    const i = pick(s); const t = pick(['payout', 'collect']); h.events[i].type = t; return `push->${t}@${i + 1}`;
  },
  flipWinLoss(h) {
    const s = idxs(h.events, (e) => e.type === 'payout' || e.type === 'collect'); if (!s.length) return null;
    const i = pick(s); const e = h.events[i]; e.type = e.type === 'payout' ? 'collect' : 'payout'; return `flip->${e.type}@${i + 1}`;
  },
  dropSettle(h) {
    const s = idxs(h.events, (e) => isSettle(e) || e.type === 'pool_award' || e.type === 'commission'); if (!s.length) return null;
    const i = pick(s); h.events.splice(i, 1); return `drop-settle@${i + 1}`;
  },
  dupSettle(h) {
    const s = idxs(h.events, isSettle); if (!s.length) return null;
    const i = pick(s); h.events.splice(i + 1, 0, { ...h.events[i] }); return `dup-settle@${i + 1}`;
  },
  settleOtherSeat(h) {
    const s = idxs(h.events, isSettle); if (!s.length) return null;
    const seats = [...new Set(h.events.filter((e) => e.type === 'bet').map((e) => e.seat))];
    const i = pick(s); const e = h.events[i]; const o = seats.filter((x) => x !== e.seat);
    if (!o.length) return null; e.seat = pick(o); return `settle-seat@${i + 1}->${e.seat}`;
  },
  settleOtherHand(h) {
    const s = idxs(h.events, (e) => isSettle(e) && e.spot === 'main'); if (!s.length) return null;
    const i = pick(s); const e = h.events[i]; e.hand = (e.hand ?? 1) === 1 ? 2 : 1; return `settle-hand@${i + 1}->${e.hand}`;
  },
  dropCard(h) {
    const s = idxs(h.events, (e) => e.type === 'deal'); if (!s.length) return null;
    const i = pick(s); const e = h.events[i]; h.events.splice(i, 1); return `drop-card@${i + 1}(${e.to} ${e.card})`;
  },
  dupCard(h) {
    const s = idxs(h.events, (e) => e.type === 'deal'); if (!s.length) return null;
    const i = pick(s); const e = { ...h.events[i] }; if (R() < 0.5) e.card = randCard(); h.events.splice(i + 1, 0, e); return `dup-card@${i + 1}(${e.to} ${e.card})`;
  },
  moveEvent(h) {
    const s = idxs(h.events, (e) => e.type !== 'bet'); if (!s.length) return null;
    const i = pick(s); const d = (R() < 0.5 ? -1 : 1) * (1 + ri(3)); const j = Math.max(0, Math.min(h.events.length - 1, i + d));
    if (i === j) return null; const [e] = h.events.splice(i, 1); h.events.splice(j, 0, e); return `move@${i + 1}->${j + 1}(${e.type}${e.action ? ' ' + e.action : ''})`;
  },
  swapSeatCards(h) {
    const s = idxs(h.events, (e) => e.type === 'deal' && e.to.startsWith('seat:')); if (s.length < 2) return null;
    const i = pick(s); const o = s.filter((j) => h.events[j].to !== h.events[i].to); if (!o.length) return null;
    const j = pick(o); const c = h.events[i].card; h.events[i].card = h.events[j].card; h.events[j].card = c; return `swap-cards@${i + 1},${j + 1}`;
  },
  changePlayerCard(h) {
    const s = idxs(h.events, (e) => e.type === 'deal' && e.to.startsWith('seat:')); if (!s.length) return null;
    const i = pick(s); const old = h.events[i].card; h.events[i].card = randCard(); return `player-card@${i + 1} ${old}->${h.events[i].card}`;
  },
  changeDealerCard(h) {
    const s = idxs(h.events, (e) => e.type === 'deal' && e.to === 'dealer'); if (!s.length) return null;
    const k = ri(Math.min(2, s.length)); const i = s[k]; const old = h.events[i].card; const nc = R() < 0.4 ? pick(['A', 'T', 'K']) + pick(SUITS) : randCard();
    h.events[i].card = nc; for (const e of h.events) if (e.type === 'reveal' && e.to === 'dealer' && e.card === old) e.card = nc;
    return `dealer-card${k + 1}@${i + 1} ${old}->${nc}`;
  },
  dropDealerDraw(h) {
    const s = idxs(h.events, (e) => e.type === 'deal' && e.to === 'dealer').slice(2); if (!s.length) return null;
    const n = 1 + ri(s.length); for (const i of s.slice(-n).reverse()) h.events.splice(i, 1); return `drop-dealer-draw x${n}`;
  },
  addDealerDraw(h) {
    const s = idxs(h.events, (e) => e.type === 'deal' && e.to === 'dealer'); if (!s.length) return null;
    const i = s[s.length - 1]; h.events.splice(i + 1, 0, { type: 'deal', to: 'dealer', card: randCard() }); return `add-dealer-draw@${i + 2}`;
  },
  insertDecision(h) {
    const bets = h.events.filter((e) => e.type === 'bet' && e.spot === 'main' && !e.behind); if (!bets.length) return null;
    const b = pick(bets); const action = pick(['double', 'split', 'insurance', 'surrender', 'even_money', 'hit', 'stand']);
    const d = { type: 'decision', seat: b.seat, hand: 1, action };
    if (action === 'double' || action === 'split') d.amount = b.amount;
    if (action === 'insurance') d.amount = units(Math.floor(cents(b.amount) / 2)) || b.amount;
    const firstDeal = h.events.findIndex((e) => e.type === 'deal');
    const i = firstDeal + ri(h.events.length - firstDeal + 1); h.events.splice(i, 0, d); return `insert-${action}@${i + 1} seat ${b.seat}`;
  },
  dealerBlackjack(h) {
    // the dealer's two first cards become an ace and a ten (up card kept if it is one of them); settlements untouched
    const s = idxs(h.events, (e) => e.type === 'deal' && e.to === 'dealer'); if (s.length < 2) return null;
    const up = rankOf(h.events[s[0]].card); const [c1, c2] = up === 'A' ? [h.events[s[0]].card, tenCard()] : ['TJQK'.includes(up) ? h.events[s[0]].card : tenCard(), 'A' + pick(SUITS)];
    const olds = [h.events[s[0]].card, h.events[s[1]].card]; h.events[s[0]].card = c1; h.events[s[1]].card = c2;
    for (const e of h.events) if (e.type === 'reveal' && e.to === 'dealer') { if (e.card === olds[0]) e.card = c1; else if (e.card === olds[1]) e.card = c2; }
    for (const i of s.slice(2).reverse()) h.events.splice(i, 1);
    return `dealer-BJ ${c1} ${c2}`;
  },
};
const NEUTRAL = {
  swapFinalSettlements(h) {
    // two adjacent settlements of main stakes of different seats, after the dealer's last card, neither a bust nor a Black Jack
    const lastDealer = Math.max(...idxs(h.events, (e) => e.type === 'deal' || e.type === 'reveal'));
    const s = idxs(h.events, (e, i) => i > lastDealer && isSettle(e) && e.spot === 'main' && !e.behind);
    const pairs = s.filter((i) => s.includes(i + 1) && h.events[i].seat !== h.events[i + 1].seat);
    if (!pairs.length) return null; const i = pick(pairs);
    const t = h.events[i]; h.events[i] = h.events[i + 1]; h.events[i + 1] = t; return `swap-final-settles@${i + 1}`;
  },
  dropProcedure(h) {
    const s = idxs(h.events, (e) => e.type === 'procedure' && (e.name === 'shuffle' || e.name === 'cut')); if (!s.length) return null;
    const i = pick(s); h.events.splice(i, 1); return `drop-proc@${i + 1}`;
  },
};

function readNd(f) { return fs.readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)); }

if (cmd === 'gen') {
  R = rng(Number(opt('--seed', 1)));
  const per = Number(opt('--per', 1));
  const out = []; const key = [];
  const names = Object.keys(M);
  for (const h0 of readNd(a1)) {
    for (let k = 0; k < per; k++) {
      const h = structuredClone(h0); h.hand_id = `${h0.hand_id}-m${k}`;
      // Each mutant on its own shoe: --per copies of a hand, and cards a mutation adds, would otherwise count against
      // one shoe's decks (shoe continuity, an integrity finding the compare reads as a rejection).
      if (h.shoe_id !== undefined) h.shoe_id = `${h0.shoe_id}/${h.hand_id}`;
      const muts = [];
      let neutral = false;
      if (R() < 0.12) { neutral = true; const f = pick(Object.keys(NEUTRAL)); const d = NEUTRAL[f](h); if (d) muts.push(d); }
      else { const n = 1 + (R() < 0.3 ? ri(3) : 0); for (let t = 0; t < n * 4 && muts.length < n; t++) { const d = M[pick(names)](h); if (d) muts.push(d); } }
      if (!muts.length) continue;
      out.push(JSON.stringify(h)); key.push(JSON.stringify({ hand_id: h.hand_id, muts, neutral }));
    }
  }
  fs.writeFileSync(a2, out.join('\n') + '\n'); fs.writeFileSync(a2 + '.key.ndjson', key.join('\n') + '\n');
  console.log(`${out.length} mutants -> ${a2}`);
} else if (cmd === 'compare') {
  const file = a1; const show = Number(opt('--show', 20));
  const key = new Map(readNd(file + '.key.ndjson').map((k) => [k.hand_id, k]));
  const hands = new Map(readNd(file).map((h) => [h.hand_id, h]));
  let vj; let stderr = '';
  try { vj = JSON.parse(execFileSync('node', ['dist/cli/veedor.js', 'audit', file, '--format', 'json'], { maxBuffer: 1e9, stdio: ['ignore', 'pipe', 'pipe'] }).toString()); }
  catch (e) { stderr = e.stderr?.toString() ?? ''; if (e.status !== 1) { console.log(`VEEDOR EXIT ${e.status}: ${stderr}`); process.exit(2); } vj = JSON.parse(e.stdout.toString()); }
  if (stderr.trim()) console.log('veedor stderr:', stderr.trim().slice(0, 500));
  const vOwed = new Map(); const vArts = new Map(); const vAny = new Map(); const rejected = new Map();
  const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
  for (const f of vj.findings) {
    add(vAny, f.hand_id, 1);
    if (f.category === 'input' || f.category === 'integrity') rejected.set(f.hand_id, `${f.category} ${f.rule}: ${f.message.slice(0, 160)}`);
    if (f.category !== 'payout') continue;
    const cls = f.spot === 'insurance' ? 'ins' : f.spot === 'pool' ? 'pool' : 'main';
    const k = `${f.hand_id}|${f.seat ?? '-'}|${cls}`;
    add(vOwed, k, cents(f.owed_to_player)); vArts.set(k, [...(vArts.get(k) ?? []), f.article]);
  }
  const oOwed = new Map(); const oArts = new Map(); const oErr = new Map();
  const voidSeats = new Set(); // seats where the oracle saw a stake decision the text does not admit (Veedor voids it)
  if (ruleset === 'pe-pot-luck-black-jack') {
    const o = JSON.parse(execFileSync('node', ['scripts/oracle-pl.mjs', file, '--json'], { maxBuffer: 1e9 }).toString());
    for (const x of o) {
      if (x.kind === 'error') { oErr.set(x.hand_id, x.what); continue; }
      if (x.kind === 'void') { for (const c of ['main', 'ins']) voidSeats.add(`${x.hand_id}|${x.seat}|${c}`); continue; }
      if (x.kind !== 'money') continue;
      const cls = x.spot === 'insurance' ? 'ins' : x.spot === 'pool' ? 'pool' : 'main';
      let seat = x.seat;
      if (seat === undefined) { const m = /seat (\d+)/.exec(x.what); seat = m ? Number(m[1]) : '-'; }
      // an unmatched settlement is reported by the oracle with the seat in its text
      const k = `${x.hand_id}|${seat}|${cls}`; add(oOwed, k, cents(x.expected) - cents(x.actual)); oArts.set(k, [...(oArts.get(k) ?? []), x.article]);
      if (x.voidStake) voidSeats.add(k);
    }
  } else {
    const lines = execFileSync('node', ['scripts/oracle-mb.mjs', file], { maxBuffer: 1e9 }).toString().trim().split('\n').map((l) => JSON.parse(l));
    for (const o of lines) {
      if (o.error) { oErr.set(o.hand_id, o.error); continue; }
      for (const m of o.money) {
        const [seat, second] = m.wager.split(':'); const cls = second === 'ins' ? 'ins' : 'main';
        add(oOwed, `${o.hand_id}|${seat}|${cls}`, cents(m.expected) - cents(m.actual));
      }
      for (const n of o.voidSeats ?? []) for (const c of ['main', 'ins']) voidSeats.add(`${o.hand_id}|${n}|${c}`);
    }
  }
  const diffs = [];
  for (const k of new Set([...vOwed.keys(), ...oOwed.keys()])) {
    const v = vOwed.get(k) ?? 0; const o = oOwed.get(k) ?? 0;
    if (v !== o) { const [hid, seat, cls] = k.split('|'); if (rejected.has(hid)) continue; diffs.push({ hid, seat, cls, void: voidSeats.has(k) || undefined, veedor: units(v), oracle: units(o), vArts: vArts.get(k), oArts: oArts.get(k), muts: key.get(hid)?.muts }); }
  }
  const falseAcc = [...key.values()].filter((k) => k.neutral && vAny.get(k.hand_id));
  const bucket = new Map();
  for (const d of diffs) { const b = (d.muts ?? []).map((m) => m.split(/[@ ]/)[0]).sort().join('+') + ` ${d.cls}${d.void ? ' (void stake)' : ''} ${Math.sign(d.veedor - d.oracle) > 0 ? 'V>O' : 'V<O'}`; add(bucket, b, 1); }
  console.log(`${ruleset}: ${hands.size} mutants, veedor audited ${vj.summary.audited}, rejected ${vj.summary.rejected}, findings ${vj.summary.findings}; money disagreements ${diffs.length} (hands ${new Set(diffs.map((d) => d.hid)).size}); oracle errors ${oErr.size}; findings on neutral mutants ${falseAcc.length}`);
  for (const [b, n] of [...bucket].sort((x, y) => y[1] - x[1])) console.log(`  ${String(n).padStart(4)}  ${b}`);
  for (const [hid, why] of [...rejected].slice(0, 10)) console.log(`  REJECTED ${hid} [${key.get(hid)?.muts.join('; ')}] ${why}`);
  for (const [hid, e] of oErr) console.log(`  ORACLE ERROR ${hid} ${e}`);
  for (const k of falseAcc.slice(0, 10)) console.log(`  NEUTRAL WITH FINDING ${k.hand_id} [${k.muts.join('; ')}]`);
  for (const d of diffs.slice(0, show)) console.log('  ' + JSON.stringify(d));
  if (opt('--dump')) fs.writeFileSync(opt('--dump'), diffs.map((d) => JSON.stringify(d)).join('\n') + '\n');
} else {
  console.error('usage: node scripts/mutate-bj.mjs gen|compare RULESET ...'); process.exit(2);
}
