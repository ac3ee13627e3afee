// The skeleton of the blackjack examiners' scripts (scripts/clause17-bj.mjs, scripts/verify18-bj.mjs): event
// builders (`m`: a mark an expectation points at), one hand's record, and `write` / `check`: the data file written,
// then audited with dist/cli/veedor.js (`--csv`: the same hands as CSV with a tables file, verify18-csv.mjs) and each
// hand's findings held against its expectations (rule, article, marked event, severity, owed_to_player). Every other
// finding Veedor reports on a hand is a disagreement.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
// ---------- event builders (m: a mark an expectation points at) ----------
export const bet = (seat, amount, o = {}) => ({ type: 'bet', seat, spot: 'main', amount, ...o });
export const pool = (seat, amount, o = {}) => ({ type: 'bet', seat, spot: 'pool', amount, ...o });
export const d = (to, card, o = {}) => ({ type: 'deal', to: typeof to === 'number' ? `seat:${to}` : to, card, ...o });
export const h = (seat, hand, card, o = {}) => ({ type: 'deal', to: `seat:${seat}`, hand, card, ...o });
export const up = (card, o = {}) => ({ type: 'deal', to: 'dealer', card, ...o });
export const down = (card, o = {}) => ({ type: 'deal', to: 'dealer', card, face: 'down', ...o });
export const rv = (card, o = {}) => ({ type: 'reveal', to: 'dealer', card, ...o });
export const x = (seat, action, o = {}) => ({ type: 'decision', seat, hand: 1, action, ...o });
export const pay = (seat, amount, o = {}) => ({ type: 'payout', seat, spot: 'main', hand: 1, amount, ...o });
export const col = (seat, amount, o = {}) => ({ type: 'collect', seat, spot: 'main', hand: 1, amount, ...o });
export const ret = (seat, amount, o = {}) => ({ type: 'return', seat, spot: 'main', hand: 1, amount, ...o });
export const proc = (name, o = {}) => ({ type: 'procedure', name, ...o });
export const insP = (seat, amount, o = {}) => ({ type: 'payout', seat, spot: 'insurance', amount, ...o });
export const insC = (seat, amount, o = {}) => ({ type: 'collect', seat, spot: 'insurance', amount, ...o });
/** A bet or settlement behind the box, by `player`. */
export const B = (player) => ({ behind: true, player });
/** A hand in Chilean pesos (ISO 4217 minor unit 0). */
export const clp = (hnd) => ({ ...hnd, currency: 'CLP' });
export const comm = (amount, o = {}) => ({ type: 'commission', spot: 'pool', amount, ...o });
export const award = (seat, amount, o = {}) => ({ type: 'pool_award', seat, amount, ...o });

export const PL_TABLE = { decks: 6, min_bet: 10, max_bet: 2000, max_splits: 3, pool_commission_pct: 5 };
export const MB_TABLE = { decks: 6, min_bet: 5, max_bet: 1000, dealer_hole_card: false };
export const PL = 'pe-pot-luck-black-jack';
export const MB = 'es-marbella-black-jack';
// expectation: [rule, article, mark, severity, owed_to_player?]
export const E = (rule, article, mark, severity = 'error', owed) => ({ rule, article, mark, severity, owed });

const cents = (v) => (v == null ? v : Math.round(v * 100));
/** A hand as written (events without their marks, the table without the settings set undefined) and its marks' events. */
function strip(hnd) {
  const marks = {};
  const events = hnd.events.map((e, i) => {
    const { m, ...rest } = e;
    if (m) marks[m] = i + 1;
    return rest;
  });
  const table = Object.fromEntries(Object.entries(hnd.table).filter(([, v]) => v !== undefined));
  return { hand: { ...hnd, table, events }, marks };
}

/**
 * One examiner: its hands' tables and dealers tagged `tag` (17: PL-17, D-171, MB-17, C-17), started on `date`, kept in
 * scripts/`data`; `name` its script's, for the usage line.
 */
export function examinerBj({ name, data, tag, date }) {
  const DATA = join(here, data);
  let clock = 0;
  function hand(id, ruleset, events, o = {}) {
    const pl = ruleset === 'pe-pot-luck-black-jack';
    clock += 1;
    const mm = String(clock % 60).padStart(2, '0');
    const hh = String(20 + Math.floor(clock / 60)).padStart(2, '0');
    return {
      hand_id: id,
      game: pl ? 'pot-luck-blackjack' : 'blackjack',
      ruleset,
      table_id: o.tableId ?? (pl ? `PL-${tag}` : `MB-${tag}`),
      dealer_id: o.dealer ?? (pl ? `D-${tag}1` : `C-${tag}`),
      ...(o.shoe ? { shoe_id: o.shoe } : {}),
      started_at: pl ? `${date}T${hh}:${mm}:00-05:00` : `${date}T${hh}:${mm}:00+01:00`,
      currency: pl ? 'PEN' : 'EUR',
      table: { ...(pl ? PL_TABLE : MB_TABLE), ...(o.table ?? {}) },
      events: o.noShuffle ? events : [proc('shuffle'), proc('cut', { by: 'seat:1' }), ...events],
    };
  }
  const CASES = [];
  const legal = (clause, note, hnd) => CASES.push({ clause, kind: 'legal', note, hand: hnd, expect: [] });
  const faulty = (clause, note, hnd, ...expect) => CASES.push({ clause, kind: 'faulty', note, hand: hnd, expect });
  /** `write` or `check`, as the command line says. */
  async function run() {
    const cmd = process.argv[2];
    if (cmd === 'write') {
      writeFileSync(DATA, CASES.map((c) => JSON.stringify(strip(c.hand).hand)).join('\n') + '\n');
      console.log(`${CASES.length} hands -> ${DATA}`);
    } else if (cmd === 'check') {
      const verbose = process.argv.includes('-v');
      const lang = process.argv.includes('--es') ? 'es' : 'en';
      let out;
      // --csv: the same hands written as CSV with a tables file (verify18-csv.mjs); the findings must be the same
      const csv = process.argv.includes('--csv');
      const args = [DATA];
      if (csv) {
        const { writeCsv } = await import('./verify18-csv.mjs');
        const dir = mkdtempSync(join(tmpdir(), 'examiner-bj-'));
        writeCsv(CASES.map((c) => strip(c.hand).hand), join(dir, 'hands.csv'), join(dir, 'tables.json'));
        args.splice(0, 1, join(dir, 'hands.csv'), '--tables', join(dir, 'tables.json'));
      }
      try {
        out = execFileSync('node', [join(here, '..', 'dist/cli/veedor.js'), 'audit', ...args, '--format', 'json', '--lang', lang], { maxBuffer: 1 << 28 }).toString();
      } catch (e) {
        out = e.stdout.toString();
      }
      const doc = JSON.parse(out);
      const byHand = new Map();
      for (const f of doc.findings) (byHand.get(f.hand_id) ?? byHand.set(f.hand_id, []).get(f.hand_id)).push(f);
      let agree = 0;
      for (const c of CASES) {
        const { marks } = strip(c.hand);
        const got = [...(byHand.get(c.hand.hand_id) ?? [])];
        const missing = [];
        // An expectation names its rule, article, event (its mark) and severity; seat, hand, player and the money owed
        // where it gives them (clause28 and later examiners do).
        for (const e of c.expect) {
          const i = got.findIndex((f) => (e.rule == null || f.rule === e.rule) && (e.article == null || f.article === e.article) &&
            f.event === marks[e.mark] && f.severity === e.severity && (e.seat == null || f.seat === e.seat) &&
            (e.hand == null || (f.hand ?? 1) === e.hand) && (e.player == null || f.player === e.player) && (e.owed === undefined || cents(f.owed_to_player) === cents(e.owed)));
          if (i >= 0) got.splice(i, 1);
          else missing.push(`${e.rule ?? '*'} ${e.article} ev${marks[e.mark]} seat ${e.seat ?? '*'} hand ${e.hand ?? '*'}${e.player ? ` player ${e.player}` : ''} ${e.severity}${e.owed !== undefined ? ' owed ' + e.owed : ''}`);
        }
        const ok = missing.length === 0 && got.length === 0;
        if (ok) agree++;
        if (ok && !verbose) continue;
        console.log(`${ok ? 'AGREE   ' : 'DISAGREE'} ${c.clause} ${c.kind} ${c.hand.hand_id}: ${c.note}`);
        for (const m of missing) console.log(`    missing: ${m}`);
        for (const f of got) console.log(`    extra:   ${f.rule} ${f.article} ev${f.event} seat ${f.seat ?? '-'} hand ${f.hand ?? '-'}${f.player ? ` player ${f.player}` : ''} ${f.severity} owed=${f.owed_to_player ?? '-'} | ${f.message}`);
      }
      console.log(`${agree}/${CASES.length} hands agree${csv ? ' (read as CSV)' : ''}; rejected records: ${doc.summary.rejected ?? 0}; audited ${doc.summary.audited}`);
      process.exitCode = agree === CASES.length && !doc.summary.rejected ? 0 : 1;
    } else {
      console.error(`usage: ${name} write | check [-v] [--es] [--csv]`);
      process.exitCode = 2;
    }

  }
  return { hand, CASES, legal, faulty, run };
}
