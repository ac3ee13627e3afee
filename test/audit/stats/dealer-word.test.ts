// The statistics name the one who deals in the regulation's own word, as the audit's reports do: the
// Peruvian catalogs' "dealer", Marbella's "croupier" (articles.json `words`); a run over catalogs that
// disagree falls back to the words table's "crupier".
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stats } from '../../../app/stats.js';
import { groupWord, measureWords } from '../../../audit/stats/figures.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { simulate } from '../../../simulate/core/run.js';
import { simulatorFor } from '../../../simulate/registry.js';
import { chartSpecs } from '../../../reports/stats/charts.js';
import { tempDir } from '../../helpers/temp.js';

function log(ruleset: string, hands: number): string {
  const path = join(tempDir('dealer-word'), `${ruleset}.ndjson`);
  writeFileSync(path, [...simulate(simulatorFor(ruleset)!, { hands, tables: 4, seed: 7 })].map((s) => JSON.stringify(s.hand)).join('\n') + '\n');
  return path;
}

describe('the word for the one who deals in the statistics', () => {
  it('fills a measure\'s and a grouping\'s words with the word given', () => {
    expect(measureWords('dealer_bust', 'es', 'dealer')).toBe('el dealer se pasa');
    expect(measureWords('dealer_bust', 'es', 'croupier')).toBe('el croupier se pasa');
    expect(measureWords('dealer_qualifies', 'en')).toBe('the dealer qualifies');
    expect(measureWords('tie', 'es', 'dealer')).toBe('empate');
    expect(groupWord('dealer', 'es', 'croupier')).toBe('Croupier');
    expect(groupWord('dealer', 'es')).toBe('Crupier');
    expect(groupWord('table', 'es', 'dealer')).toBe('Mesa');
  });

  it('a pot luck run says "dealer", a Marbella run "croupier", both at once the table\'s "crupier"', async () => {
    const potLuck = log('pe-pot-luck-black-jack', 400);
    const marbella = log('es-marbella-black-jack', 400);
    const pl = await stats({ paths: [potLuck], rulesets: RULESETS, by: ['dealer'], minTrials: 1 });
    expect(pl.dealer).toEqual({ es: 'dealer', en: 'dealer' });
    const mb = await stats({ paths: [marbella], rulesets: RULESETS, by: ['dealer'], minTrials: 1 });
    expect(mb.dealer).toEqual({ es: 'croupier', en: 'dealer' });
    const both = await stats({ paths: [potLuck, marbella], rulesets: RULESETS, by: ['dealer'], minTrials: 1 });
    expect(both.dealer).toEqual({ es: 'crupier', en: 'dealer' });
    // Each catalog's own measures keep its own word, in a run of both.
    expect(both.dealers.get('pe-pot-luck-black-jack')?.es).toBe('dealer');
    expect(both.dealers.get('es-marbella-black-jack')?.es).toBe('croupier');
    // The charts' titles: Marbella's dealer-bust chart by croupier.
    const titles = chartSpecs(mb).map((c) => c.title.es);
    // A title starts with a capital (pdf27).
    expect(titles.some((t) => t.startsWith('El croupier se pasa') && t.includes('por croupier'))).toBe(true);
    expect(titles.join('\n')).not.toMatch(/crupier|\bdealer\b/);
  });
});
