#!/usr/bin/env node
// oracle16: procedures between and across hands (shuffles, burns, the cut card, new decks, shoe changes, dealer
// changes, a shoe continuing across hands, hands out of time order, one table in two currencies), each variant of a
// clean simulated log with the findings my reading of the texts expects, compared with `veedor audit`.
//
//   node scripts/oracle16-procedures.mjs OUTDIR [--veedor dist/cli/veedor.js] [-v]
//
// What the texts say, and what a log can show:
// - Dragon Six Art. 4º: complete decks («esten completas»); a card dealt or burned more often than the shoe's decks
//   hold it shows they were not (shoe-card-limit). Art. 5º (new decks): show, turn, wash, shuffle, cut, the other cut
//   card «a no menos de 12 cartas de la base», load the shoe, then (g) burn as the first card says. Art. 6º (the cut
//   card appears «y antes de empezar otra partida»): shuffle, cut, load, burn again (the article's list is cut off in
//   the published text; Veedor reads it as Art. 5º's sequence without the new-deck steps: reshuffle_follows_art_6).
//   Art. 9º (passing and rotating the shoe) is not checkable from a log.
// - Pot Luck: the published text starts in Art. 8º: it has no shuffling article, so nothing between hands is an
//   article's; a card seen more often than the table's decks hold it within one shoe_id is the format's own
//   integrity finding (shoe-continuity), a shuffle or new_deck bringing every card back.
// - Marbella: its rules say nothing of the shuffle; shoe continuity as for Pot Luck.
// - Póker Caribeño Art. 7º: shuffle and cut before every game (one deck: every card once per game).
// - The format: hands are audited as they come; nothing says a log is in time order. Each hand's own started_at
//   says when it was played; a hand's findings must not change with the order of the hands in the file, except
//   where the text ties a hand to the one before it at the same table (Dragon Six Art. 6º: «antes de empezar otra
//   partida»), which is the order of play, i.e. of started_at.
// - A dealer change is no procedure of any text: no finding. Money is never added across currencies.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const args = process.argv.slice(2);
const dir = args[0];
if (!dir) { console.error('usage: oracle16-procedures.mjs OUTDIR [--veedor FILE] [-v]'); process.exit(2); }
const vi = args.indexOf('--veedor');
const veedor = vi >= 0 ? args[vi + 1] : join(root, 'dist/cli/veedor.js');
const verbose = args.includes('-v');
mkdirSync(dir, { recursive: true });

const readNd = (p) => readFileSync(p, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
const clone = (x) => JSON.parse(JSON.stringify(x));
function simulate(ruleset, hands, seed, extra = []) {
  const out = join(dir, `${ruleset}-${seed}.ndjson`);
  execFileSync('node', [veedor, 'simulate', '--ruleset', ruleset, '--hands', String(hands), '--tables', '1', '--seed', String(seed), '--out', out, '--tables-out', join(dir, `${ruleset}-${seed}.tables.json`), ...extra], { stdio: 'ignore' });
  return readNd(out);
}
function audit(name, hands, tables) {
  const file = join(dir, `${name}.ndjson`);
  writeFileSync(file, hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
  let out;
  try { out = execFileSync('node', [veedor, 'audit', file, '--format', 'json', '--lang', 'en', ...(tables ? ['--tables', tables] : [])], { maxBuffer: 1 << 28 }).toString(); } catch (e) { out = e.stdout.toString(); }
  return JSON.parse(out);
}
const brief = (f) => `${f.hand_id} ${f.rule} ${f.article ?? ''} ev${f.event ?? '-'}${f.owed_to_player !== undefined ? ` owed ${f.owed_to_player} ${f.currency}` : ''}`;

let failures = 0;
function check(name, doc, want) {
  const got = doc.findings.map(brief);
  const problems = want(doc);
  const ok = problems.length === 0;
  if (!ok) failures++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${doc.summary.hands} hands, ${doc.findings.length} findings${problems.length ? '\n       ' + problems.join('\n       ') : ''}`);
  if (verbose || !ok) for (const g of got.slice(0, 12)) console.log(`       | ${g}`);
  if (verbose && doc.not_checked.length) for (const n of doc.not_checked) console.log(`       not checked: ${n.ruleset} ${n.article} ${n.rule} (${n.hands} hands): ${n.reason}`);
}
const none = (doc) => (doc.findings.length ? [`expected no finding, got ${doc.findings.length}`] : []);
const exactly = (list) => (doc) => {
  const got = doc.findings.map((f) => `${f.hand_id} ${f.rule}`).sort();
  const want = list.slice().sort();
  return JSON.stringify(got) === JSON.stringify(want) ? [] : [`expected ${JSON.stringify(want)}`, `got      ${JSON.stringify(got)}`];
};
const sameFindings = (base) => (doc) => {
  const key = (f) => `${f.hand_id} ${f.rule} ${f.event} ${f.owed_to_player ?? ''}`;
  const a = base.findings.map(key).sort();
  const b = doc.findings.map(key).sort();
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [`findings depend on the file's order: in order ${a.length}, here ${b.length}`, ...b.filter((x) => !a.includes(x)).slice(0, 5).map((x) => `+ ${x}`), ...a.filter((x) => !b.includes(x)).slice(0, 5).map((x) => `- ${x}`)];
};
const proc = (h, name) => h.events.findIndex((e) => e.type === 'procedure' && e.name === name);

// ---------------- Dragon Six: one table, two shoes (the cut card comes out in the first) ----------------
const ds = simulate('pe-dragon-six-baccarat', 120, 3);
const dsT = join(dir, 'pe-dragon-six-baccarat-3.tables.json');
const cutAt = ds.findIndex((h) => proc(h, 'cut_card_out') >= 0);
const nextShoe = cutAt + 1;
check('ds clean', audit('ds-clean', ds, dsT), none);
check('ds hands in reverse file order (time order intact)', audit('ds-reversed', ds.slice().reverse(), dsT), none);
{
  // a seeded shuffle of the file's order
  let a = 7;
  const r = () => ((a = (a * 1103515245 + 12345) >>> 0) / 4294967296);
  const order = ds.map((h) => [r(), h]).sort((x, y) => x[0] - y[0]).map((x) => x[1]);
  check('ds hands in shuffled file order', audit('ds-shuffled', order, dsT), none);
}
{
  // the next shoe's preparation left out: Art. 6º at the next game
  const v = clone(ds);
  v[nextShoe].events = v[nextShoe].events.filter((e) => !(e.type === 'procedure' && ['show_cards', 'wash', 'shuffle', 'cut', 'place_cut_card', 'load_shoe', 'burn'].includes(e.name)));
  const doc = audit('ds-no-reshuffle', v, dsT);
  check('ds cut card out, next game with no preparation (Art. 6º)', doc, (d) => (d.findings.some((f) => f.hand_id === ds[nextShoe].hand_id && f.article === 'Art. 6º') ? [] : ['no Art. 6º finding at the next game']));
  // Newest first, the game after the cut card is read before the cut card: the stream cannot tell it followed it (the
  // rule's header); what must hold is that no other game is accused.
  check('ds the same, hands in reverse file order (the unprepared game, read before its cut card, is not seen)', audit('ds-no-reshuffle-rev', v.slice().reverse(), dsT), none);
}
{
  // the shoe goes on past the cut card: the next hands keep the first shoe's id, no preparation
  const v = clone(ds);
  for (let i = nextShoe; i < v.length; i++) v[i].shoe_id = ds[0].shoe_id;
  v[nextShoe].events = v[nextShoe].events.filter((e) => !(e.type === 'procedure' && e.name !== 'no_more_bets'));
  const doc = audit('ds-past-cut-card', v, dsT);
  check('ds shoe dealt on past the cut card (Art. 6º; Art. 4º where a card passes 8 copies)', doc, (d) => (d.findings.some((f) => f.hand_id === ds[nextShoe].hand_id && f.article === 'Art. 6º') ? [] : ['no Art. 6º finding at the game after the cut card']));
}
{
  // the first hand's burn one card short of what its first card says
  const v = clone(ds);
  const b = v[0].events[proc(v[0], 'burn')];
  b.cards = b.cards.slice(0, -1);
  check('ds new shoe burned one card short (Art. 5º g)', audit('ds-burn-short', v, dsT), exactly([`${ds[0].hand_id} new-deck-procedures`]));
}
{
  // a new-deck hand with its show/turn/wash left out
  const v = clone(ds);
  v[0].events = v[0].events.filter((e) => !(e.type === 'procedure' && ['show_cards', 'turn_cards', 'wash'].includes(e.name)));
  check('ds new decks not shown, turned, washed (Art. 5º a-c)', audit('ds-new-deck-short', v, dsT), (d) => (d.findings.some((f) => f.hand_id === ds[0].hand_id && f.article === 'Art. 5º') ? [] : ['no Art. 5º finding']));
}
{
  // the cut card placed at 11 from the base
  const v = clone(ds);
  v[0].events[proc(v[0], 'place_cut_card')].position = 11;
  check('ds cut card 11 from the base (Art. 5º e, «no menos de 12»)', audit('ds-cut-11', v, dsT), (d) => (d.findings.some((f) => f.hand_id === ds[0].hand_id && f.article === 'Art. 5º') ? [] : ['no Art. 5º finding']));
}
{
  // a dealer change in mid shoe: no article
  const v = clone(ds);
  for (let i = 40; i < v.length; i++) v[i].dealer_id = 'D-999';
  check('ds dealer change in mid shoe (no article)', audit('ds-dealer-change', v, dsT), none);
}
{
  // the second shoe's cards written under the first shoe's id with its preparation removed: the same cards again
  // without a shuffle; 8 decks hold each card 8 times, so Art. 4º only once some card passes 8 copies
  const v = clone(ds);
  const second = v.slice(nextShoe).map((h) => ({ ...h, shoe_id: ds[0].shoe_id, events: h.events.filter((e) => !(e.type === 'procedure' && e.name !== 'no_more_bets')) }));
  const all = [...v.slice(0, nextShoe), ...second, ...second.map((h) => ({ ...clone(h), hand_id: h.hand_id + '-again', started_at: h.started_at.replace('T2', 'T2') }))];
  const counts = new Map();
  let over = 0;
  for (const h of all) for (const e of h.events) for (const c of e.type === 'deal' ? [e.card] : e.type === 'procedure' && e.name === 'burn' ? e.cards : []) {
    const k = c.replace('10', 'T').toUpperCase();
    counts.set(k, (counts.get(k) ?? 0) + 1);
    if (counts.get(k) > 8) over++;
  }
  // Art. 4º reports every copy past the shoe's (a card «has now appeared 10 times»), where the format's own
  // shoe-continuity reports once per card and shoe: each copy is another card the complete decks do not hold
  check(`ds a shoe dealt on with no shuffle: ${over} copies past 8 (Art. 4º shoe-card-limit, one per copy)`, audit('ds-overdealt', all, dsT), (d) => {
    const n = d.findings.filter((f) => f.rule === 'shoe-card-limit').length;
    return n === over ? [] : [`shoe-card-limit ${n}, copies past 8: ${over}`];
  });
}
{
  // one table in two currencies: the first shoe in PEN, the second in USD, one wrong settlement in each
  const v = clone(ds);
  for (let i = nextShoe; i < v.length; i++) v[i].currency = 'USD';
  const bump = (h) => { const e = h.events.find((x) => x.type === 'payout'); e.amount = Math.round(e.amount * 100 + 100) / 100; return h.hand_id; };
  const a = bump(v.find((h, i) => i < nextShoe && h.events.some((x) => x.type === 'payout')));
  const b = bump(v.find((h, i) => i >= nextShoe && h.events.some((x) => x.type === 'payout')));
  check('ds one table, two currencies, a payout 1.00 over in each', audit('ds-two-currencies', v, dsT), (d) => {
    const m = d.summary.money ?? {};
    const p = [];
    if (m.PEN?.overpaid_to_players !== 1 || m.USD?.overpaid_to_players !== 1) p.push(`summary.money ${JSON.stringify(m)}`);
    for (const [id, cur] of [[a, 'PEN'], [b, 'USD']]) if (!d.findings.some((f) => f.hand_id === id && f.currency === cur && f.owed_to_player === -1)) p.push(`${id}: no finding owed -1 ${cur}`);
    return p;
  });
}

// ---------------- Pot Luck and Marbella: a six-deck shoe across hands ----------------
for (const rs of ['pe-pot-luck-black-jack', 'es-marbella-black-jack']) {
  const hs = simulate(rs, 80, 5);
  const t = join(dir, `${rs}-5.tables.json`);
  const short = rs.startsWith('pe') ? 'pl' : 'mb';
  check(`${short} clean`, audit(`${short}-clean`, hs, t), none);
  check(`${short} reverse file order`, audit(`${short}-rev`, hs.slice().reverse(), t), none);
  const shuffles = hs.filter((h) => proc(h, 'shuffle') >= 0).length;
  // every shuffle and new deck taken out of one shoe: the cards come back before a shuffle
  const v = clone(hs).map((h) => ({ ...h, shoe_id: 'ONE-SHOE', events: h.events.filter((e) => !(e.type === 'procedure' && (e.name === 'shuffle' || e.name === 'new_deck'))) }));
  const keep = proc(hs[0], 'shuffle') >= 0;
  if (keep) v[0].events = hs[0].events;
  const decks = hs[0].table?.decks ?? JSON.parse(readFileSync(t, 'utf8')).tables[hs[0].table_id].decks;
  const counts = new Map();
  let over = 0;
  for (const h of v) for (const e of h.events) if (e.type === 'deal') {
    const k = e.card.replace('10', 'T').toUpperCase();
    counts.set(k, (counts.get(k) ?? 0) + 1);
    if (counts.get(k) === decks + 1) over++;
  }
  check(`${short} ${hs.length} hands on one shoe_id, the ${shuffles} shuffles removed: ${over} cards past ${decks} copies (format shoe-continuity)`, audit(`${short}-no-shuffle`, v, t), (d) => {
    const n = d.findings.filter((f) => f.rule === 'shoe-continuity').length;
    return n === over ? [] : [`shoe-continuity ${n}, expected ${over}`];
  });
  check(`${short} the same, reverse file order`, audit(`${short}-no-shuffle-rev`, v.slice().reverse(), t), (d) => {
    const n = d.findings.filter((f) => f.rule === 'shoe-continuity').length;
    return n === over ? [] : [`shoe-continuity ${n}, expected ${over} (once per card and shoe)`];
  });
}

// ---------------- Póker Caribeño: one deck, shuffled every game ----------------
{
  const hs = simulate('pe-poker-caribeno', 40, 5);
  const t = join(dir, 'pe-poker-caribeno-5.tables.json');
  check('cs clean', audit('cs-clean', hs, t), none);
  const v = clone(hs);
  const i = v.findIndex((h, j) => j > 0 && proc(h, 'shuffle') >= 0);
  v[i].events = v[i].events.filter((e) => !(e.type === 'procedure' && e.name === 'shuffle'));
  check('cs a game dealt without a shuffle (Art. 7º)', audit('cs-no-shuffle', v, t), (d) => (d.findings.some((f) => f.hand_id === hs[i].hand_id && f.article === 'Art. 7º') ? [] : ['no Art. 7º finding']));
}

console.log(failures ? `\n${failures} check(s) failed` : '\nall checks agree');
process.exitCode = failures ? 1 : 0;
