// The fault kinds' descriptions in both languages: `veedor simulate --list-faults` prints the reader's.
// The Spanish is worded, not left English, and calls the one who deals as the catalog's regulation does
// (the Peruvian texts "dealer", Marbella's house rules and Puerto Rico's regulation "croupier").
import { describe, expect, it } from 'vitest';
import { rulesetById } from '../../rules-catalog/index.js';
import { SIMULATORS } from '../../simulate/registry.js';
import { wordsFor } from '../../engine/core/words.js';
import { veedor } from '../cli/run-cli.js';

const DEALER_WORD: Record<string, 'dealer' | 'croupier'> = {
  'pe-pot-luck-black-jack': 'dealer',
  'pe-poker-caribeno': 'dealer',
  'pe-dragon-six-baccarat': 'dealer',
  'es-marbella-black-jack': 'croupier',
  'pr-8669-pai-gow-bonus': 'croupier',
};

/** English a Spanish description has no place for ("bet" and "pool" are not here: the Peruvian texts use them). */
const ENGLISH = ['the', 'and', 'of', 'is', 'not', 'with', 'without', 'paid', 'hand', 'hands', 'seat', "dealer's", 'player', 'players', 'wager',
  'stake', 'round', 'box', 'card', 'cards', 'to', 'on', 'at', 'after', 'before', 'collected', 'returned', 'dealt', 'face', 'down', 'half',
  'twice', 'warning', 'shoe', 'deck', 'decks', 'insurance', 'surrender', 'split', 'double', 'tie', 'win', 'winning', 'losing', 'winner', 'or'];
/** Spanish an English description has no place for. */
const SPANISH = ['la', 'el', 'los', 'las', 'del', 'de', 'y', 'con', 'sin', 'por', 'que', 'mano', 'asiento', 'carta', 'cartas', 'apuesta', 'pagado', 'cobrado', 'crupier'];

const wordsIn = (text: string, words: readonly string[]) => {
  // A quoted announcement («No hay mano») is the table's own words, in either language.
  const t = text.replace(/«[^»]*»|"[^"]*"/g, ' ');
  return words.filter((w) => new RegExp(`(?<![\\p{L}'])${w}(?![\\p{L}'])`, 'iu').test(t));
};

describe('fault kinds in both languages', () => {
  it('every catalog with a simulator has its dealer word here, and it is the one its articles.json gives', () => {
    expect(Object.keys(DEALER_WORD).sort()).toEqual(SIMULATORS.map((s) => s.ruleset).sort());
    for (const sim of SIMULATORS) expect(wordsFor('es', rulesetById(sim.ruleset)!.articles.words).dealer, sim.ruleset).toBe(DEALER_WORD[sim.ruleset]);
  });

  for (const sim of SIMULATORS) {
    describe(sim.ruleset, () => {
      it('each kind has a Spanish and an English description, and they differ', () => {
        expect(sim.faults.length).toBeGreaterThan(20);
        for (const f of sim.faults) {
          expect(f.description.es.trim().length, f.id).toBeGreaterThan(10);
          expect(f.description.en.trim().length, f.id).toBeGreaterThan(10);
          expect(f.description.es, f.id).not.toBe(f.description.en);
        }
      });

      it('the Spanish has no English word, the English no Spanish word', () => {
        const es = sim.faults.map((f) => [f.id, wordsIn(f.description.es, ENGLISH)] as const).filter(([, w]) => w.length > 0);
        const en = sim.faults.map((f) => [f.id, wordsIn(f.description.en, SPANISH)] as const).filter(([, w]) => w.length > 0);
        expect(es).toEqual([]);
        expect(en).toEqual([]);
      });

      it(`the Spanish says "${DEALER_WORD[sim.ruleset]}" for the one who deals, never the other word`, () => {
        const own = DEALER_WORD[sim.ruleset]!;
        const others = ['crupier', 'croupier', 'dealer'].filter((w) => w !== own);
        const wrong = sim.faults.filter((f) => others.some((w) => new RegExp(`\\b${w}\\b`, 'i').test(f.description.es))).map((f) => f.id);
        expect(wrong).toEqual([]);
      });
    });
  }

  it('the catalogs that name the one who deals name him in Spanish as their regulation does', () => {
    const potLuck = SIMULATORS.find((s) => s.ruleset === 'pe-pot-luck-black-jack')!.faults.find((f) => f.id === 'dealer-stands-on-16')!;
    const marbella = SIMULATORS.find((s) => s.ruleset === 'es-marbella-black-jack')!.faults.find((f) => f.id === 'dealer-stands-on-16')!;
    expect(potLuck.description).toEqual({ es: 'el dealer se planta con 16 o menos (liquidado según las cartas)', en: 'the dealer stands on 16 or less (settled by the cards)' });
    expect(marbella.description).toEqual({ es: 'el croupier se planta con 16 o menos (liquidado según las cartas)', en: 'the dealer stands on 16 or less (settled by the cards)' });
  });
});

describe('veedor simulate --list-faults (the built CLI)', () => {
  const list = (ruleset: string, args: string[], env: Record<string, string> = {}) => {
    const r = veedor(['simulate', '--ruleset', ruleset, '--list-faults', ...args], { env: { VEEDOR_LANG: '', ...env } });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    return r.stdout.trimEnd().split('\n').map((l) => l.split('\t'));
  };

  it('--lang es prints the Spanish descriptions, --lang en the English, one kind a line: id, rule, article, description', () => {
    const sim = SIMULATORS.find((s) => s.ruleset === 'pe-pot-luck-black-jack')!;
    const es = list(sim.ruleset, ['--lang', 'es']);
    const en = list(sim.ruleset, ['--lang', 'en']);
    expect(es).toEqual(sim.faults.map((f) => [f.id, f.rule, f.article, f.description.es]));
    expect(en).toEqual(sim.faults.map((f) => [f.id, f.rule, f.article, f.description.en]));
    expect(es[0]).toEqual(['deal-order-swapped', 'deal-order', 'Art. 8º', 'dos cartas contiguas de la entrega obligatoria repartidas en el orden equivocado']);
    expect(en[0]).toEqual(['deal-order-swapped', 'deal-order', 'Art. 8º', 'two neighbouring cards of the mandatory dealing dealt in the wrong order']);
  });

  it('Spanish by default, English from VEEDOR_LANG; Marbella\'s Spanish says "croupier"', () => {
    const byDefault = list('es-marbella-black-jack', []);
    const fromEnv = list('es-marbella-black-jack', [], { VEEDOR_LANG: 'en' });
    const row = (rows: string[][]) => rows.find((r) => r[0] === 'dealer-draws-on-17')!;
    expect(row(byDefault)).toEqual(['dealer-draws-on-17', 'dealer-draws-to-17', 'Desarrollo del juego', 'el croupier pide carta con 17 o más, 17 blando incluido (liquidado contra la mano con la que debía plantarse)']);
    expect(row(fromEnv)).toEqual(['dealer-draws-on-17', 'dealer-draws-to-17', 'Desarrollo del juego', 'the dealer draws on 17 or more, a soft 17 included (settled against the hand he had to stand on)']);
  });
});
