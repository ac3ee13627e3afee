// A tables file is read as a hand's inline `table` is: a table posted twice (`"PL-03"` as two keys, JSON.parse kept the
// second: a 50 % commission reported against a table whose first posting said 5 %), a commission of
// 4.9999999999999999999 (read as 5 and accepted, where the same inline value is refused) and a max_bet of 2e3 (an
// exponent, refused inline) each stop the run, exit 2 with one line naming the table and field; so do a line with three
// decimals, a pay table key the format does not name, crossed limits and a fraction where the table posts CLP (tables22).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { veedor, ROOT, STACK } from './run-cli.js';
import { tempDir } from '../helpers/temp.js';

const LOG = `${ROOT}/fixtures/bad-input/csv-missing-column.csv`;
const T = '"decks":6,"min_bet":10,"max_bet":2000,"max_splits":3';

describe('the tables file, judged by its text', () => {
  const dir = tempDir('tables-text');
  const run = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return veedor(['validate', LOG, '--tables', path, '--lang', 'en']);
  };

  it.each([
    ['dup.json', `{"tables":{"PL-03":{${T},"pool_commission_pct":5},"PL-03":{${T},"pool_commission_pct":50}}}`,
      'dup.json, tables.PL-03: the key "PL-03" is written twice in one object'],
    ['dup-field.json', `{"tables":{"PL-03":{${T},"pool_commission_pct":5,"pool_commission_pct":50}}}`,
      'dup-field.json, tables.PL-03.pool_commission_pct: the key "pool_commission_pct" is written twice in one object'],
    ['inexact.json', `{"tables":{"PL-03":{${T},"pool_commission_pct":4.9999999999999999999}}}`,
      'inexact.json: table "PL-03", pool_commission_pct: amount 4.9999999999999999999 has more than two decimals'],
    ['exponent.json', `{"tables":{"PL-03":{"decks":6,"max_bet":2e3}}}`,
      'exponent.json: table "PL-03", max_bet: 2e3 is written with an exponent'],
    // tables22: values of the right JSON type that an inline table is refused for all the same (normalizeTable), in a
    // table no hand of the log uses: they were refused hand by hand, or never said where no hand used the table
    ['ratio.json', `{"tables":{"CS-09":{"bet_to_ante_ratio":2.125}}}`,
      'ratio.json: table "CS-09", bet_to_ante_ratio: amount 2.125 has more than two decimals'],
    ['paytable-key.json', `{"tables":{"CS-06":{"bet_paytable":{"royalflush":100}}}}`,
      'paytable-key.json: table "CS-06", bet_paytable.royalflush: "royalflush" is not a hand category of the pay table'],
    ['crossed.json', `{"tables":{"PL-03":{${T.replace('"min_bet":10', '"min_bet":3000')}}}}`,
      'crossed.json: table "PL-03", min_bet: the posted minimum bet 3000 is over the posted maximum 2000'],
    ['clp.json', `{"tables":{"CS-11":{"currency":"CLP","min_bet":500.5,"max_bet":100000}}}`,
      'clp.json: table "CS-11", min_bet: amount 500.50 has decimals, and CLP has no minor unit'],
  ])('%s: exit 2, one line', (name, text, words) => {
    const r = run(name, text);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toMatch(STACK);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`veedor: the tables file ${join(dir, words)}`);
  });

  it('a table whose amounts are whole where it posts CLP, and limits that meet, are read', () => {
    const r = run('clp-ok.json', `{"tables":{"CS-11":{"currency":"CLP","min_bet":500,"max_bet":500},"CS-12":{"currency":"KWD","min_bet":5.25}}}`);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
  });

  it('the same tables written plainly are read', () => {
    const r = run('ok.json', `{"tables":{"PL-03":{${T},"pool_commission_pct":5},"PL-02":{${T},"pool_commission_pct":4.99}}}`);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1); // the log's own problem (no "type" column), not the tables'
  });
});
