import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../rules-catalog/index.js';
import { ROOT } from '../helpers/examples.js';

// docs/citations.md is the review of every rule's citation against the regulation's words (cite29). A rule added,
// removed or moved to another article must have its row reviewed there: this holds the record to the catalogs.

/** The rows of the record: `### <catalog>` sections, each with `| \`rule\` | article | ...` table rows. */
function recorded(): { catalog: string; rule: string; article: string; verdict: string }[] {
  const rows: { catalog: string; rule: string; article: string; verdict: string }[] = [];
  let catalog = '';
  for (const line of readFileSync(join(ROOT, 'docs', 'citations.md'), 'utf8').split('\n')) {
    const heading = /^### (\S+)$/.exec(line);
    if (heading) catalog = heading[1]!;
    const row = /^\| `([^`]+)` \| ([^|]+) \| [^|]+ \| ([^|]+) \|/.exec(line);
    if (row && catalog) rows.push({ catalog, rule: row[1]!, article: row[2]!.trim(), verdict: row[3]!.trim() });
  }
  return rows;
}

describe('docs/citations.md records every rule with the article it cites', () => {
  const rows = recorded();

  it('one row per rule of every catalog, with the rule\'s article, and no other row', () => {
    const actual = rows.map((r) => `${r.catalog} ${r.rule} ${r.article}`).sort();
    const catalogs = RULESETS.flatMap((rs) => rs.rules.map((r) => `${rs.id} ${r.id} ${r.article}`)).sort();
    expect(actual).toEqual(catalogs);
  });

  it('every row has a verdict', () => {
    expect(rows.filter((r) => r.verdict === '')).toEqual([]);
    // The count the record was made on (135 rules): a sanity check that the parse read the tables.
    expect(rows.length).toBe(RULESETS.reduce((n, rs) => n + rs.rules.length, 0));
  });
});
