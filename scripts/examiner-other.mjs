// The hand builders of the examiner's scripts for Póker Caribeño, Dragon Six and the pai gow bonus
// (scripts/clause17-other.mjs, scripts/verify18-other.mjs): each hand written event by event from a short description,
// its expected findings' events named by labels and resolved to 1-based event indexes. One examiner per script: its
// hand ids' prefix (C17, V18), the December day its hands start on and its dealer. `runExaminer` is the data file's
// write/check of the scripts that keep their hands in one (clause29-other, clause30-other).
import { writeFileSync, readFileSync, mkdtempSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { compareFile } from './oracle15-hands.mjs';
import { writeCsv } from './verify18-csv.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export function examiner({ prefix, day, dealer }) {
  const MIN = { royal_flush: 100, straight_flush: 50, four_of_a_kind: 20, full_house: 7, flush: 5, straight: 4, three_of_a_kind: 3, two_pair: 2, one_pair: 1, high_card: 1 };
  const hands = { cs: [], ds: [], pg: [] };
  const expect = { cs: {}, ds: {}, pg: {} };
  let clock = 0;
  function add(cat, id, why, hand, findings = []) {
    const game = { cs: 'caribbean-stud', ds: 'dragon-six-baccarat', pg: 'pai-gow-bonus' }[cat];
    const ruleset = { cs: 'pe-poker-caribeno', ds: 'pe-dragon-six-baccarat', pg: 'pr-8669-pai-gow-bonus' }[cat];
    const hid = `${prefix}-${cat.toUpperCase()}-${id}`;
    clock++;
    const t = new Date(Date.UTC(2026, 11, day, 20, 0, 0) + clock * 60000).toISOString().replace('.000Z', '-05:00');
    hands[cat].push({ hand_id: hid, game, ruleset, table_id: hand.table_id ?? `${cat.toUpperCase()}-${id}`, dealer_id: dealer, started_at: hand.started_at ?? t, currency: cat === 'pg' ? 'USD' : 'PEN', ...hand });
    expect[cat][hid] = { kind: findings.length ? 'faulty' : 'legal', why, findings };
  }
  const P = (at, seat, spot, article, owed, extra = {}) => ({ kind: 'payout', at, seat, spot, article, owed, ...extra });
  const Q = (article, at, extra = {}) => ({ kind: 'procedure', article, at, ...extra });
  // resolve `at` (an event index given as a label or a number) to the 1-based event index
  function resolve(findings, idx) {
    for (const f of findings) {
      if (f.at === undefined) continue;
      const e = typeof f.at === 'number' ? f.at : idx[f.at];
      if (e === undefined) throw new Error(`no event labelled ${f.at}`);
      f.event = e; delete f.at;
    }
  }

  // =====================================================================================================
  // Póker Caribeño (1999). seats [{seat, ante, cards, act:'bet'|'fold', bet?, settle:[[type,spot,amount],...]}],
  // dealer: five cards, the fifth dealt up (Art. 10º). pre: procedures before the bets (default shuffle, cut).
  // Labels: `S.spot` the settlement of seat S on spot; `dec.S` seat S's decision; `deal.first`; `vcc.S`.
  // =====================================================================================================
  function cs(id, why, { table = {}, pre, seats, dealer, findings = [], edit }) {
    const ev = [];
    const idx = {};
    const push = (e, label) => { ev.push(e); if (label) idx[label] = ev.length; };
    for (const p of pre ?? [{ type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'dealer' }]) push(p);
    for (const s of seats) push({ type: 'bet', seat: s.seat, spot: 'ante', amount: s.ante, player: `P-${s.seat}`, ...(s.betExtra ?? {}) }, `ante.${s.seat}`);
    for (let k = 0; k < 5; k++) {
      for (const s of seats) push({ type: 'deal', to: `seat:${s.seat}`, card: s.cards[k], face: 'down' }, k === 0 && s === seats[0] ? 'deal.first' : undefined);
      push({ type: 'deal', to: 'dealer', card: dealer[k], face: k === 4 ? 'up' : 'down' }, `dealer.${k}`);
    }
    for (const s of seats) {
      if (s.act === 'fold') {
        push({ type: 'decision', seat: s.seat, action: 'fold' }, `dec.${s.seat}`);
        for (const [type, spot, amount] of s.settle ?? [['collect', 'ante', s.ante]]) push({ type, seat: s.seat, spot, amount }, `${s.seat}.${spot}`);
        push({ type: 'procedure', name: 'verify_card_count', participant: `seat:${s.seat}`, count: 5 }, `vcc.${s.seat}`);
      } else push({ type: 'decision', seat: s.seat, action: 'bet', amount: s.bet ?? s.ante * 2 }, `dec.${s.seat}`);
    }
    for (let k = 0; k < 4; k++) push({ type: 'reveal', to: 'dealer', card: dealer[k] }, `reveal.${k}`);
    for (const s of seats) {
      if (s.act === 'fold') continue;
      for (const [type, spot, amount] of s.settle) push({ type, seat: s.seat, spot, amount }, `${s.seat}.${spot}`);
      push({ type: 'procedure', name: 'verify_card_count', participant: `seat:${s.seat}`, count: 5 }, `vcc.${s.seat}`);
    }
    if (edit) edit(ev, idx);
    resolve(findings, idx);
    add('cs', id, why, { table: { decks: 1, min_bet: 5, max_bet: 500, bet_paytable: { ...MIN }, ...table }, events: ev }, findings);
  }
  // settlement helpers: a winner paid ante 1:1 and bet at `line`; a loser collected; a push returned; no hand (Art. 13º)
  const WIN = (ante, line, bet = ante * 2) => [['payout', 'ante', ante], ['payout', 'bet', bet * line]];
  const LOSE = (ante, bet = ante * 2) => [['collect', 'ante', ante], ['collect', 'bet', bet]];
  const PUSH = (ante, bet = ante * 2) => [['return', 'ante', ante], ['return', 'bet', bet]];
  const NOHAND = (ante, bet = ante * 2) => [['payout', 'ante', ante], ['return', 'bet', bet]];
  const QD = ['Ah', 'Kd', '7c', '4s', '2h']; // a dealer who qualifies with A-K exactly (Art. 13º)

  // =====================================================================================================
  // Dragon Six (2008). Art. 10º's third-card rules are lost from the page: the standard Punto Banco tableau is the
  // catalog's reading (third_card_tableau), which every hand below follows; the tableau cells are hence interpretation.
  // =====================================================================================================
  const V = (c) => { const r = c[0]; return r === 'A' ? 1 : 'TJQK'.includes(r) ? 0 : Number(r); };
  const tot = (cs_) => cs_.reduce((a, c) => a + V(c), 0) % 10;
  function bankerDraws(b, p3) { // the standard tableau (reading third_card_tableau)
    if (p3 === null) return b <= 5;
    if (b <= 2) return true;
    if (b === 3) return p3 !== 8;
    if (b === 4) return p3 >= 2 && p3 <= 7;
    if (b === 5) return p3 >= 4 && p3 <= 7;
    if (b === 6) return p3 === 6 || p3 === 7;
    return false;
  }
  const SUITS = ['s', 'h', 'd', 'c'];
  let suitTurn = 0;
  const card = (v) => `${v === 0 ? 'TJQK'[suitTurn % 4] : v === 1 ? 'A' : v}${SUITS[(suitTurn++) % 4]}`;
  const two = (t) => (t === 0 ? [card(0), card(0)] : t === 1 ? [card(0), card(1)] : [card(t - 1 > 9 ? 9 : t - 1 === 0 ? 0 : t - 1), card(1)]);
  // ds: P, B the first two cards each; p3/b3 the third cards the tableau calls for (or forced); bets [{seat, spot, amount}]
  // settle: computed from the final totals by Art. 8º (Punto 1:1, Banca 1:1 or half on six, Tie 8:1, P/B returned on a tie:
  // reading tie_returns_punto_banca); override via `settle`.
  function dsCoup({ P, B, p3v, b3v, force }) {
    const p = [...P], b = [...B];
    const natural = tot(p) >= 8 || tot(b) >= 8;
    let p3 = null;
    if (!natural && tot(p) <= 5) { p.push(p3v !== undefined ? card(p3v) : card(0)); p3 = V(p[2]); }
    if (!natural && bankerDraws(tot(b), p3)) b.push(card(b3v ?? 0));
    if (force) force(p, b);
    return { p, b };
  }
  function dsSettle(bets, pt, bt) {
    const s = [];
    for (const x of bets) {
      const win = pt > bt ? 'player' : bt > pt ? 'banker' : 'tie';
      if (x.spot === 'tie') s.push(win === 'tie' ? ['payout', x.seat, 'tie', x.amount * 8] : ['collect', x.seat, 'tie', x.amount]);
      else if (win === 'tie') s.push(['return', x.seat, x.spot, x.amount]);
      else if (win !== x.spot) s.push(['collect', x.seat, x.spot, x.amount]);
      else s.push(['payout', x.seat, x.spot, x.spot === 'banker' && bt === 6 ? x.amount / 2 : x.amount]);
    }
    return s;
  }
  const DSBETS = [{ seat: 1, spot: 'player', amount: 20 }, { seat: 2, spot: 'banker', amount: 40 }, { seat: 2, spot: 'tie', amount: 10 }, { seat: 3, spot: 'player', amount: 10 }, { seat: 3, spot: 'tie', amount: 5 }];
  function ds(id, why, { coup, bets = DSBETS, pre = [], post = [], settle, table = {}, findings = [], edit, extra = {} }) {
    const { p, b } = coup;
    const ev = [];
    const idx = {};
    const push = (e, l) => { ev.push(e); if (l) idx[l] = ev.length; };
    for (const x of pre) push(x);
    for (const x of bets) push({ type: 'bet', seat: x.seat, spot: x.spot, amount: x.amount, ...(x.extra ?? {}) }, `bet.${x.seat}.${x.spot}`);
    push({ type: 'deal', to: 'player', card: p[0] }, 'p1'); push({ type: 'deal', to: 'banker', card: b[0] }, 'b1');
    push({ type: 'deal', to: 'player', card: p[1] }, 'p2'); push({ type: 'deal', to: 'banker', card: b[1] }, 'b2');
    if (p[2]) push({ type: 'deal', to: 'player', card: p[2] }, 'p3');
    if (b[2]) push({ type: 'deal', to: 'banker', card: b[2] }, 'b3');
    for (const [type, seat, spot, amount] of settle ?? dsSettle(bets, tot(p), tot(b))) push({ type, seat, spot, amount }, `${seat}.${spot}`);
    for (const { label, ...x } of post) push(x, label); // the label is no field of the log
    if (edit) edit(ev, idx);
    resolve(findings, idx);
    add('ds', id, why, { table: { decks: 8, min_bet: 5, max_bet: 5000, ...table }, events: ev, ...extra }, findings);
  }

  // =====================================================================================================
  // pai gow bonus, Reglamento 8669 Art. 10-10.15. The bonus is a bet on the generator's number 1-7; no pay table of hands
  // and no jokers in the text (the main game's cards are out of scope). Rounds: paigow bets, bonus bets, no_more_bets, rng,
  // losers collected, winners paid (rounded to the dollar), then the deal of seven cards to each seat and the dealer.
  // =====================================================================================================
  const DECK = [];
  for (const s of 'shdc') for (const r of 'A23456789TJQK') DECK.push(r + s);
  function pg(id, why, { table = {}, paigow, bonus, rng, settle, findings = [], edit, procedures = true }) {
    const ev = [];
    const idx = {};
    const push = (e, l) => { ev.push(e); if (l) idx[l] = ev.length; };
    for (const [seat, amount] of paigow) push({ type: 'bet', seat, spot: 'paigow', amount }, `pg.${seat}`);
    bonus.forEach(([seat, number, amount, extra], k) => push({ type: 'bet', seat, spot: 'bonus', number, amount, ...(extra ?? {}) }, `bonus.${k}`));
    if (procedures) push({ type: 'procedure', name: 'no_more_bets' }, 'nmb');
    push({ type: 'rng', value: rng }, 'rng');
    const ratio = table.bonus_payout ?? 5.5;
    const s = settle ?? [
      ...bonus.filter((b) => b[1] !== rng).map(([seat, number, amount]) => ['collect', seat, number, amount]),
      ...bonus.filter((b) => b[1] === rng).map(([seat, number, amount]) => ['payout', seat, number, Math.round(amount * ratio)]),
    ];
    s.forEach(([type, seat, number, amount], k) => push({ type, seat, spot: 'bonus', number, amount }, `s.${seat}.${number}`));
    let d = 0;
    for (const seat of [...paigow.map((x) => x[0]), 'dealer']) for (let k = 0; k < 7; k++) push({ type: 'deal', to: seat === 'dealer' ? 'dealer' : `seat:${seat}`, card: DECK[d++], face: 'down' }, d === 1 ? 'deal.first' : undefined);
    if (edit) edit(ev, idx);
    resolve(findings, idx);
    add('pg', id, why, { table: { min_bet: 5, max_bet: 1000, bonus_payout: ratio, ...table }, events: ev }, findings);
  }
  return { MIN, hands, expect, add, P, Q, resolve, cs, WIN, LOSE, PUSH, NOHAND, QD, V, tot, bankerDraws, SUITS, suitTurn, card, two, dsCoup, dsSettle, DSBETS, ds, DECK, pg };
}

/**
 * `write` or `check`, as the command line says, for an examiner whose hands live in `data` (scripts/<data>): write puts
 * the examiner's hands there; check checks the file is what the script writes, audits it with dist/cli/veedor.js and
 * prints every disagreement (compareFile), then the same findings in Spanish and in the CSV layout (a tables file
 * beside it), and every article the run could not check but those `mayBeUnchecked(note)` allows (exit 1 on any).
 */
export function runExaminer({ script, data, hands, expect, mayBeUnchecked = () => false }) {
  const DATA = join(here, data);
  const lines = [...hands.cs, ...hands.ds, ...hands.pg].map((h) => JSON.stringify(h)).join('\n') + '\n';
  const expected = { ...expect.cs, ...expect.ds, ...expect.pg };
  const cmd = process.argv[2];
  if (cmd === 'write') {
    writeFileSync(DATA, lines);
    console.log(`${Object.keys(expected).length} hands -> ${DATA}`);
  } else if (cmd === 'check') {
    let onDisk = '';
    try { onDisk = readFileSync(DATA, 'utf8'); } catch { /* reported below */ }
    if (onDisk !== lines) { console.error(`${DATA} is not what this script writes: run \`node scripts/${script} write\``); process.exit(2); }
    const veedor = join(here, '..', 'dist/cli/veedor.js');
    const s = compareFile(DATA, expected, veedor);
    let bad = s.counts.disagree;
    console.log(`== ${JSON.stringify(s.counts)}, rejected ${s.rejected}, veedor findings ${s.findings}, expected ${s.expected}`);
    // the same findings in Spanish (the default language): exit 1 is the audit's "findings reported", its JSON on stdout
    const audit = (args) => {
      try { return JSON.parse(execFileSync('node', [veedor, 'audit', ...args, '--format', 'json'], { maxBuffer: 1 << 28 }).toString()); } catch (e) { return JSON.parse(e.stdout.toString()); }
    };
    const key = (doc) => doc.findings.map((f) => [f.hand_id, f.rule, f.article, f.event, f.seat, f.spot, f.owed_to_player, f.severity].join('|')).join('\n');
    const en = audit([DATA, '--lang', 'en']);
    if (key(en) !== key(audit([DATA]))) { console.log('the findings differ between --lang en and the default (es)'); bad++; }
    // The same hands in the CSV layout (one row an event, the tables file beside it): the same findings, hand by hand.
    // Each hand keeps its table id: the hands of one table post one configuration, and what is judged across a table's
    // hands (its shoe, whether its log records procedures) stays as in the NDJSON log.
    const dir = mkdtempSync(join(tmpdir(), `${script.replace(/\.mjs$/, '')}-`));
    writeCsv(lines.trim().split('\n').map((l) => JSON.parse(l)), join(dir, 'hands.csv'), join(dir, 'tables.json'), { keepTableIds: true });
    const csv = audit([join(dir, 'hands.csv'), '--tables', join(dir, 'tables.json'), '--lang', 'en']);
    if (key(csv) !== key(en) || csv.summary.rejected !== 0) { console.log(`the CSV layout's findings differ from the NDJSON's (rejected ${csv.summary.rejected})`); bad++; }
    else console.log(`CSV layout: the same ${csv.findings.length} findings`);
    for (const x of en.not_checked ?? []) {
      if (mayBeUnchecked(x)) continue;
      console.log(`not checked: ${x.ruleset} ${x.article} on ${x.hands} hands (${x.reason})`);
      bad++;
    }
    process.exitCode = bad ? 1 : 0;
  } else {
    console.error(`usage: ${script} write | check`);
    process.exitCode = 2;
  }
}
