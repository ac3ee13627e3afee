// meta23: what is incidental to a log's representation must not change its findings. The fastest relations of
// scripts/meta23.mjs on small simulated logs with dealer errors, for the five catalogs: keys in another order,
// a BOM and CRLF, {"hands": [...]}, the ids renamed, the tables' hands interleaved otherwise, the instant written at
// another offset, amounts as 100.00 and cards as 10d / TD. Each transform's findings, mapped back, are the base's.
import { beforeAll, describe, expect, it } from 'vitest';
import { runAudit } from '../../audit/run.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { writeJson } from '../../reports/json.js';
import { simulate } from '../../simulate/core/run.js';
import { SIMULATORS } from '../../simulate/registry.js';
import { writeFiles } from '../helpers/audit-files.js';
import { Sink } from '../helpers/sink.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Hand = { [k: string]: Json } & { events: { [k: string]: Json }[] };
interface Finding { [k: string]: Json }

async function findings(files: Record<string, string>, lang: 'en' | 'es' = 'en'): Promise<Finding[]> {
  const run = await runAudit({ paths: writeFiles(files), rulesets: RULESETS });
  const out = new Sink();
  await writeJson(run, out, lang);
  run.dispose();
  return (JSON.parse(out.text()) as { findings: Finding[] }).findings;
}
/** Writes a value with its object keys in the order `keys` gives, and numbers as `num` writes them. */
function write(v: Json, o: { keys?: (k: string[]) => string[]; num?: (key: string | undefined, n: number) => string }, key?: string): string {
  if (typeof v === 'number') return o.num ? o.num(key, v) : String(v);
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map((x) => write(x, o, key)).join(',')}]`;
  const ks = o.keys ? o.keys(Object.keys(v)) : Object.keys(v);
  return `{${ks.map((k) => `${JSON.stringify(k)}:${write(v[k]!, o, k)}`).join(',')}}`;
}
const ndjson = (hands: Hand[], o = {}) => hands.map((h) => write(h, o)).join('\n') + '\n';
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
/** The finding without where it was read: for relations that move records between lines. */
const placeless = (f: Finding) => { const g = copy(f); const s = g['source'] as { [k: string]: Json }; delete s['line']; delete s['index']; s['path'] = 'LOG'; return g; };
const withPath = (f: Finding) => { const g = copy(f); (g['source'] as { [k: string]: Json })['path'] = 'LOG'; return g; };
const instant = (f: Finding) => ({ ...f, started_at: Date.parse(f['started_at'] as string) });

const LOGS = SIMULATORS.map((sim) => ({
  ruleset: sim.ruleset,
  hands: [...simulate(sim, { hands: 160, tables: 3, seed: 23, faultRate: 0.25 })].map((h) => h.hand as unknown as Hand),
}));

describe.each(LOGS)('$ruleset: a simulated log with dealer errors', ({ hands }) => {
  let base: Finding[];
  beforeAll(async () => { base = await findings({ 'log.ndjson': ndjson(hands) }); });
  it('has findings to compare', () => {
    expect(base.filter((f) => f['category'] !== 'input').length).toBeGreaterThan(5);
  });

  it('R1: every object\'s keys in reverse order give byte-identical findings', async () => {
    expect((await findings({ 'log.ndjson': ndjson(hands, { keys: (k: string[]) => [...k].reverse() }) })).map(withPath)).toEqual(base.map(withPath));
  });

  it('R2: a BOM, CRLF and {"hands": [...]} give the same findings, but for their lines', async () => {
    const text = '\uFEFF{"hands": [\r\n' + hands.map((h) => JSON.stringify(h)).join(',\r\n') + '\r\n]}\r\n';
    expect((await findings({ 'log.json': text })).map(placeless)).toEqual(base.map(placeless));
  });

  it('R3: ids renamed (their order reversed) give the same findings in the same order, named back', async () => {
    const names = new Map<string, string>();
    const rename = (v: Json | undefined) => {
      if (typeof v !== 'string') return v;
      if (!names.has(v)) names.set(v, `ZID${String(99999 - names.size).padStart(5, '0')}q`);
      return names.get(v)!;
    };
    const renamed = hands.map((h0) => {
      const h = copy(h0);
      for (const k of ['hand_id', 'table_id', 'dealer_id', 'shoe_id']) if (k in h) h[k] = rename(h[k])!;
      for (const e of h.events) if ('player' in e) e['player'] = rename(e['player'])!;
      return h;
    });
    const back = new Map([...names].map(([a, b]) => [b, a]));
    const got = (await findings({ 'log.ndjson': ndjson(renamed) })).map((f) => JSON.parse(JSON.stringify(f).replace(/ZID\d{5}q/g, (n) => back.get(n)!)) as Finding);
    expect(got.map(withPath)).toEqual(base.map(withPath));
  });

  it('R4: each table\'s hands together, tables in reverse order: the same findings, as a set', async () => {
    const tables = new Map<Json, Hand[]>();
    for (const h of hands) tables.set(h['table_id']!, [...(tables.get(h['table_id']!) ?? []), h]);
    const grouped = [...tables.values()].reverse().flat();
    const key = (f: Finding) => JSON.stringify(placeless(f));
    expect((await findings({ 'log.ndjson': ndjson(grouped) })).map(key).sort()).toEqual(base.map(key).sort());
  });

  it('R5: the same instants written at other offsets (Z, +05:45, -09:30, +14:00): the same findings', async () => {
    const offsets = [0, 345, -570, 840];
    const moved = hands.map((h0, i) => {
      const h = copy(h0);
      const off = offsets[i % offsets.length]!;
      const d = new Date(Date.parse(h['started_at'] as string) + off * 60000).toISOString().slice(0, 19);
      const a = Math.abs(off);
      h['started_at'] = off === 0 ? `${d}Z` : `${d}${off < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
      return h;
    });
    expect((await findings({ 'log.ndjson': ndjson(moved) })).map(withPath).map(instant)).toEqual(base.map(withPath).map(instant));
  });

  it('R6: amounts written 100.00, cards 10d and TD: the same findings', async () => {
    const num = (key: string | undefined, n: number) => (key === 'amount' || key === 'min_bet' || key === 'max_bet' ? n.toFixed(2) : String(n));
    const cards = hands.map((h0, i) => {
      const h = copy(h0);
      const f = (c: string) => (i % 2 ? c.replace(/^T/, '10') : c.toUpperCase());
      for (const e of h.events) {
        if (typeof e['card'] === 'string') e['card'] = f(e['card']);
        if (Array.isArray(e['cards'])) e['cards'] = e['cards'].map((c) => (typeof c === 'string' ? f(c) : c));
      }
      return h;
    });
    expect((await findings({ 'log.ndjson': ndjson(cards, { num }) })).map(withPath)).toEqual(base.map(withPath));
  });

  it('R7: a payout moved by one cent, on a hand with findings or a seat with several wagers: exactly one more finding', async () => {
    // Hands whose money is not judged, as documented, are left out: a pai gow round with no valid number, a coup or
    // a deal short of its cards, a Dragon Six coup whose third card broke the tableau (its reading is a count of the
    // wagers that fit); so is the pai gow wager, which Reglamento 8669 does not regulate.
    const UNJUDGED = new Set(['rng-result-valid', 'bonus-requires-rng', 'five-cards-each', 'first-four-cards-alternate', 'third-card-tableau']);
    const picks: { hi: number; ei: number }[] = [];
    hands.forEach((h, hi) => {
      const own = base.filter((f) => f['hand_id'] === h['hand_id']);
      if (own.some((f) => f['category'] === 'input' || UNJUDGED.has(f['rule'] as string))) return;
      const wagers = new Map<Json, number>();
      for (const e of h.events) if (e['type'] === 'bet' || (e['type'] === 'decision' && e['amount'] !== undefined)) wagers.set(e['seat']!, (wagers.get(e['seat']!) ?? 0) + 1);
      h.events.forEach((e, ei) => {
        if (e['type'] !== 'payout' || e['spot'] === 'paigow' || (e['amount'] as number) < 0.02 || picks.some((p) => p.hi === hi)) return;
        if (own.some((f) => f['seat'] === e['seat'])) return; // a wager already judged wrong: one more finding is not the claim
        if (own.length > 0 || (wagers.get(e['seat']!) ?? 0) > 1) picks.push({ hi, ei });
      });
    });
    expect(picks.length).toBeGreaterThan(3);
    const chosen = picks.slice(0, 12);
    for (const sign of [1, -1]) {
      const moved = hands.map((h, hi) => {
        const p = chosen.find((x) => x.hi === hi);
        if (!p) return h;
        const c = copy(h);
        c.events[p.ei]!['amount'] = (Math.round((c.events[p.ei]!['amount'] as number) * 100) + sign) / 100;
        return c;
      });
      const got = await findings({ 'log.ndjson': ndjson(moved) });
      const key = (f: Finding) => JSON.stringify(withPath(f));
      const rest = got.map(key);
      for (const f of base) { const i = rest.indexOf(key(f)); expect(i, `base finding kept: ${key(f)}`).toBeGreaterThanOrEqual(0); rest.splice(i, 1); }
      const added = rest.map((t) => JSON.parse(t) as Finding);
      // Each moved payout drew one finding, or none where the cent stays inside a ratio's two accepted cents; in
      // the other direction then it draws one.
      for (const f of added) {
        const p = chosen.find((x) => hands[x.hi]!['hand_id'] === f['hand_id']);
        expect(p, `a finding on a hand not moved: ${JSON.stringify(f)}`).toBeDefined();
        const e = hands[p!.hi]!.events[p!.ei]!;
        expect({ event: f['event'], category: f['category'], seat: f['seat'], spot: f['spot'], difference: f['difference'], owed: f['owed_to_player'] })
          .toEqual({ event: p!.ei + 1, category: 'payout', seat: e['seat'], spot: e['spot'], difference: sign * 0.01, owed: -sign * 0.01 });
      }
      expect(new Set(added.map((f) => f['hand_id'])).size).toBe(added.length);
      expect(added.length).toBeGreaterThanOrEqual(Math.floor(chosen.length / 2));
    }
  });
});
