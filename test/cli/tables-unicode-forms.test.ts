// hostile28: a table id written in two Unicode forms that print alike (`Mesa-Peña` with ñ, U+00F1, or with n + U+0303),
// one in the log and the other in the tables file. The hand keeps its table_id in the canonical form (NFC, hostile18)
// but its posted configuration was looked up as the log wrote it: a log in the decomposed form missed the tables
// file's table, was audited with no configuration (a false "no commission posted", Art. 18º, and the commission
// judged against none) and no note said so, since the tables file "listed" the table. A tables file posting the table
// under both forms, with two configurations, was read with whichever matched the log's bytes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp.js';
import { DEMO, STACK, veedor } from './run-cli.js';

const NFC = 'Mesa-Pe\u00f1a';
const NFD = 'Mesa-Pen\u0303a';

interface Doc {
  summary: { hands: number; audited: number; rejected: number; findings: number };
  findings: { rule: string; hand_id: string | null; event?: number; expected?: number; actual?: number; table_id?: string }[];
}

/** The demo's pot luck hands of table PL-03 (pool bets among them), their inline table taken out, at table `id`. */
function logAt(dir: string, name: string, id: string): { path: string; config: Record<string, unknown> } {
  const hands = readFileSync(DEMO, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((h) => h['table_id'] === 'PL-03');
  const config = hands[0]!['table'] as Record<string, unknown>;
  const path = join(dir, name);
  writeFileSync(path, hands.map(({ table: _table, ...h }) => JSON.stringify({ ...h, table_id: id, shoe_id: `${id}-S1` }) + '\n').join(''));
  return { path, config };
}

function audit(log: string, tables: string): Doc {
  const r = veedor(['audit', log, '--tables', tables, '--format', 'json', '--lang', 'en']);
  expect(r.stderr).not.toMatch(STACK);
  return JSON.parse(r.stdout) as Doc;
}

const shape = (d: Doc) => d.findings.map((f) => [f.rule, f.hand_id, f.event ?? null, f.expected ?? null, f.actual ?? null]);

describe('a table id in two Unicode forms, one in the log and one in the tables file', () => {
  it('the log decomposed, the tables file composed (and the reverse): the posted configuration is the table\'s, as with one form', () => {
    const dir = tempDir();
    const same = logAt(dir, 'same.ndjson', NFC);
    const decomposed = logAt(dir, 'decomposed.ndjson', NFD);
    const composedTables = join(dir, 'composed.tables.json');
    writeFileSync(composedTables, JSON.stringify({ tables: { [NFC]: same.config } }));
    const decomposedTables = join(dir, 'decomposed.tables.json');
    writeFileSync(decomposedTables, JSON.stringify({ tables: { [NFD]: same.config } }));
    const base = audit(same.path, composedTables);
    expect(base.summary.hands).toBeGreaterThan(3);
    expect(base.summary.audited).toBe(base.summary.hands);
    // The posted configuration read: no "commission not posted", no table missing from the tables file.
    expect(base.findings.map((f) => f.rule)).not.toContain('pool-commission-posted');
    expect(base.findings.map((f) => f.rule)).not.toContain('input-file');
    for (const [log, tables] of [[decomposed.path, composedTables], [same.path, decomposedTables], [decomposed.path, decomposedTables]] as const) {
      const d = audit(log, tables);
      expect(d.summary, `${log} ${tables}`).toEqual(base.summary);
      expect(shape(d), `${log} ${tables}`).toEqual(shape(base));
      expect(d.findings.map((f) => f.rule)).not.toContain('pool-commission-posted');
    }
  });

  it('the same log audited with --workers: the same findings', () => {
    const dir = tempDir();
    const decomposed = logAt(dir, 'decomposed.ndjson', NFD);
    const tables = join(dir, 'composed.tables.json');
    writeFileSync(tables, JSON.stringify({ tables: { [NFC]: decomposed.config } }));
    const one = audit(decomposed.path, tables);
    const r = veedor(['audit', decomposed.path, '--tables', tables, '--workers', '2', '--format', 'json', '--lang', 'en']);
    expect(shape(JSON.parse(r.stdout) as Doc)).toEqual(shape(one));
    expect(one.findings.map((f) => f.rule)).not.toContain('pool-commission-posted');
  });

  it('a tables file posting the table under both forms: exit 2, one line showing the two forms apart, in both languages', () => {
    const dir = tempDir();
    const { path: log, config } = logAt(dir, 'decomposed.ndjson', NFD);
    const both = join(dir, 'both.tables.json');
    writeFileSync(both, JSON.stringify({ tables: { [NFC]: config, [NFD]: { ...config, pool_commission_pct: 2 } } }));
    const en = veedor(['audit', log, '--tables', both, '--lang', 'en']);
    expect(en).toMatchObject({ code: 2, stdout: '' });
    expect(en.stderr).toBe(`veedor: the tables file ${both} posts table "${NFC}" twice, its id written in two Unicode forms that look alike ("Mesa-Pe\\u00f1a" and "Mesa-Pen\\u0303a"): post it once\n`);
    const es = veedor(['audit', log, '--tables', both, '--lang', 'es']);
    expect(es.code).toBe(2);
    expect(es.stderr).toBe(`veedor: el archivo de mesas ${both} publica la mesa "${NFC}" dos veces, con su id escrito en dos formas Unicode que se ven iguales ("Mesa-Pe\\u00f1a" y "Mesa-Pen\\u0303a"): publíquela una vez\n`);
  });
});
