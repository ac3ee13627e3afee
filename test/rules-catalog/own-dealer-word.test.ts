// One word for the one who deals, per catalog and language: the regulation's own (the Peruvian texts say
// "dealer", Marbella's rules and Puerto Rico's regulation "croupier"; English says "dealer"). Checked on
// every finding of a simulated log with many faults (so most messages occur, with the words the rules
// fill into them: "el dealer tiene Black Jack" came into Marbella's insurance finding that way) and on
// the catalog's own listing (`veedor rules`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { veedor } from '../cli/run-cli.js';

const EXPECTED: Record<string, { es: string; en: string }> = {
  'pe-pot-luck-black-jack': { es: 'dealer', en: 'dealer' },
  'pe-poker-caribeno': { es: 'dealer', en: 'dealer' },
  'pe-dragon-six-baccarat': { es: 'dealer', en: 'dealer' },
  'es-marbella-black-jack': { es: 'croupier', en: 'dealer' },
  'pr-8669-pai-gow-bonus': { es: 'croupier', en: 'dealer' },
};

// A word on its own: not a part of a rule id or a parameter name (dealer-draws-to-17, dealer_draws_…).
const WORD = /(?<![-_\w])(dealer|crupier|croupier)(?![-_\w])/gi;
export function dealerWords(text: string): string[] {
  return [...new Set([...text.matchAll(WORD)].map((m) => m[1]!.toLowerCase()))].sort();
}

const UNCONTRACTED = /(?<![\p{L}\p{N}])(?:a|de) el(?!\p{L})/u;

const WORK = mkdtempSync(join(tmpdir(), 'veedor-dealer-word-'));
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

describe('each catalog names the dealer with one word per language, and contracts a/de el in Spanish', () => {
  it('finds the words it is for', () => {
    expect(dealerWords('El croupier se pasó; dealer-draws-to-17; dealer_draws; Crupier C-12')).toEqual(['croupier', 'crupier']);
    expect(['la destina a el Punto', 'antes de el dealer', 'sitúa el anuncio', 'excedería el máximo', 'al Punto'].map((m) => UNCONTRACTED.test(m))).toEqual([true, true, false, false, false]);
  });

  for (const [ruleset, words] of Object.entries(EXPECTED)) {
    it(ruleset, () => {
      const log = join(WORK, `${ruleset}.ndjson`);
      const tables = join(WORK, `${ruleset}.tables.json`);
      const sim = veedor(['simulate', '--ruleset', ruleset, '--hands', '3000', '--faults', '0.3', '--seed', '7', '--out', log, '--tables-out', tables]);
      expect(sim.code, sim.stderr).toBe(0);
      for (const lang of ['es', 'en'] as const) {
        const r = veedor(['audit', log, '--tables', tables, '--format', 'json', '--lang', lang]);
        expect(r.code, r.stderr).toBe(1);
        const findings = (JSON.parse(r.stdout) as { findings: { message: string }[] }).findings;
        expect(findings.length).toBeGreaterThan(500);
        // Spanish contracts "a el" and "de el" (al, del): a template fills {a:x}, never "a {x}" (Art. 10º once read "la destina a el Punto").
        if (lang === 'es') expect(findings.map((f) => f.message).filter((m) => UNCONTRACTED.test(m)).slice(0, 3), `${ruleset}: a el / de el`).toEqual([]);
        const said = dealerWords(findings.map((f) => f.message).join('\n'));
        // Dragon Six's and pai gow's findings never name the dealer; the blackjack and poker ones do.
        if (ruleset.includes('black-jack') || ruleset.includes('caribeno')) expect(said, `${ruleset} ${lang} findings`).toEqual([words[lang]]);
        else expect(said.every((w) => w === words[lang]), `${ruleset} ${lang} findings: ${said}`).toBe(true);
        const listing = veedor(['rules', ruleset, '--lang', lang]);
        expect(listing.code).toBe(0);
        expect(dealerWords(listing.stdout).every((w) => w === words[lang]), `${ruleset} ${lang} rules: ${dealerWords(listing.stdout)}`).toBe(true);
      }
    });
  }
});
