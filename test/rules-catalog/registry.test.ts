import { describe, expect, it } from 'vitest';
import { CATALOGS, DEFAULT_RULESETS, catalogById, catalogVersions, loadRulesets } from '../../rules-catalog/registry.js';
import { RULESETS } from '../../rules-catalog/index.js';

// The registry an audit loads catalogs from, one at a time (docs/performance.md, startup), holds the
// catalogs RULESETS holds, in its order, and loads the very same objects.
describe('the lazy catalog registry', () => {
  it('names every catalog of RULESETS, in the same order', () => {
    expect(CATALOGS.map((c) => c.id)).toEqual(RULESETS.map((r) => r.id));
    expect(CATALOGS.map((c) => c.id)).toEqual(['pe-pot-luck-black-jack', 'es-marbella-black-jack', 'pe-poker-caribeno', 'pe-dragon-six-baccarat', 'pr-8669-pai-gow-bonus']);
  });

  it('loads each catalog as the object RULESETS holds, once', async () => {
    const loaded = await loadRulesets(CATALOGS);
    loaded.forEach((r, i) => expect(r).toBe(RULESETS[i]));
    expect(await catalogById('pe-poker-caribeno')!.load()).toBe(RULESETS[2]);
    expect(CATALOGS[0]!.load()).toBe(CATALOGS[0]!.load());
  });

  it('gives each game a catalog that audits that game', () => {
    for (const [game, id] of Object.entries(DEFAULT_RULESETS)) {
      expect(RULESETS.find((r) => r.id === id)?.articles.games, `${game} -> ${id}`).toContain(game);
    }
    expect(Object.keys(DEFAULT_RULESETS).sort()).toEqual(['blackjack', 'caribbean-stud', 'dragon-six-baccarat', 'pai-gow-bonus', 'pot-luck-blackjack']);
  });

  it('gives each catalog\'s version as its loaded Ruleset has it, without loading a shipped one', async () => {
    // What an audit into a store records (the attempt key): read from articles.json, the same field the Ruleset's comes from.
    expect(await catalogVersions(CATALOGS)).toEqual(RULESETS.map((r) => [r.id, r.version]));
    expect(await catalogVersions([RULESETS[3]!])).toEqual([['pe-dragon-six-baccarat', '1.0.0']]);
    // A catalog that is not shipped (a test's, a caller's own) is loaded to be asked.
    let loads = 0;
    const own = { id: 'pe-pot-luck-black-jack', load: async () => { loads++; return { ...RULESETS[0]!, version: '9.9.9' }; } };
    expect(await catalogVersions([own])).toEqual([['pe-pot-luck-black-jack', '9.9.9']]);
    expect(loads).toBe(1);
  });

  it('knows no catalog it does not ship', () => {
    expect(catalogById('es-nowhere')).toBeUndefined();
  });
});
