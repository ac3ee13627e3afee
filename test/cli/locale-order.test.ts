// The findings are the same bytes on every machine (determinism): nothing in them is ordered by the machine's own
// locale. `localeCompare` without a locale takes the process's (LANG, LC_ALL): in Danish "AA" sorts as "Å", after
// "Z", and in Lithuanian "y" sorts beside "i". The tables of the run's options, the money's currencies, the counts by
// article and the articles left unchecked were each ordered so, and a Danish inspector's JSON differed from a
// Spanish one's for the same log (tables "AA-1" and "AB-1": their order in `run.options.tables`, and so the run id).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { veedor, ROOT } from './run-cli.js';
import { tempDir } from '../helpers/temp.js';

const T = '"decks":6,"min_bet":10,"max_bet":2000,"max_splits":3,"pool_commission_pct":5';

describe('findings do not depend on the machine\'s locale', () => {
  const dir = tempDir('locale-order');
  const tables = join(dir, 'tables.json');
  writeFileSync(tables, `{"tables":{"AB-1":{${T}},"AA-1":{${T}},"Z-1":{${T}}}}`);
  const audit = (locale: string) => veedor(
    ['audit', `${ROOT}/fixtures/demo/pot-luck-lima.ndjson`, '--tables', tables, '--format', 'json'],
    { env: { LANG: locale, LC_ALL: locale } },
  );

  it('orders the tables of the run\'s options the same under Danish, Lithuanian and C locales', () => {
    const c = audit('C');
    expect(c.code).toBe(1);
    const doc = JSON.parse(c.stdout) as { run: { id: string; options: { tables: Record<string, unknown> } } };
    expect(Object.keys(doc.run.options.tables)).toEqual(['AA-1', 'AB-1', 'Z-1']);
    for (const locale of ['da_DK.UTF-8', 'lt_LT.UTF-8', 'et_EE.UTF-8']) {
      const other = audit(locale);
      expect(other.code).toBe(1);
      expect(other.stdout, locale).toBe(c.stdout);
    }
  });
});
