import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dragonSixBaccarat } from '../../../rules-catalog/pe-dragon-six-baccarat/index.js';
import { findingsOf } from '../../helpers/rule-tester.js';
import { fixtureDir } from '../../helpers/golden.js';
import { bet, coup, hand, payout } from './hands.js';

// Art. 7º has two lettered rules: a.- one player per betting zone (betting behind only with every zone occupied and
// «si el explotador lo permite»), b.- bets with chips only and until the first card leaves the shoe. A finding cited
// «Art. 7º» says which (docs/citations.md); before, the messages paraphrased the clause without its letter.
const CLAUSE: Record<string, string> = {
  'one-player-per-zone': 'a',
  'bets-with-chips': 'b',
  'no-bet-after-first-card': 'b',
  'late-bet-is-void': 'b',
};

describe('Dragon Six Art. 7º: each finding names its clause', () => {
  const art7 = dragonSixBaccarat.rules.filter((r) => r.article === 'Art. 7º');

  it('every Art. 7º rule is listed here (a new one must say its clause)', () => {
    expect(art7.map((r) => r.id).sort()).toEqual(Object.keys(CLAUSE).sort());
  });

  for (const rule of art7) {
    it(`${rule.id}: every message, in both languages, cites Art. 7º ${CLAUSE[rule.id]}`, () => {
      for (const [id, m] of Object.entries(rule.messages)) {
        expect(m.es, id).toContain(`{article} ${CLAUSE[rule.id]}`);
        expect(m.en, id).toContain(`{article} ${CLAUSE[rule.id]}`);
      }
    });
  }

  it('the fixture art-07-participants reads the clause in its findings (es and en)', () => {
    const hands = JSON.parse(readFileSync(join(fixtureDir('pe-dragon-six-baccarat'), 'art-07-participants.json'), 'utf8')) as Record<string, unknown>[];
    const said = hands.flatMap((h) => findingsOf(dragonSixBaccarat, h)).filter((f) => f.article === 'Art. 7º')
      .map((f) => `${f.rule} ${f.message.en.match(/Art\. 7º [ab]\b/)?.[0]} ${f.message.es.match(/Art\. 7º [ab]\b/)?.[0]}`);
    expect(said.length).toBeGreaterThan(0);
    for (const s of said) {
      const rule = s.split(' ')[0]!;
      expect(s).toBe(`${rule} Art. 7º ${CLAUSE[rule]} Art. 7º ${CLAUSE[rule]}`);
    }
    expect(new Set(said.map((s) => s.split(' ')[0]))).toEqual(new Set(Object.keys(CLAUSE)));
  });
});

// The posted limits (clause30-other's lead 5). The surviving page has no article on a minimum or a maximum bet: Art. 7º
// b says chips, and before the first card. A bet outside the posted min_bet/max_bet draws no finding (no article is
// invented, docs/oracles.md T22-DS-08), and the catalog says so where the articles are listed (veedor rules, the
// replay's article pages): Art. 7º's note, marked as the catalog's reading.
describe('Dragon Six: bets outside the posted limits are governed by no article of the text', () => {
  const limits = { min_bet: 10, max_bet: 500 };
  const winsPunto = coup(['9s', 'Kh'], ['3d', 'Kc']);
  it('a Punto bet of 5 under the posted 10 and one of 600 over the posted 500, both paid right: no finding', () => {
    const h = hand([bet(1, 'player', 5), bet(2, 'player', 600), ...winsPunto, payout(1, 'player', 5), payout(2, 'player', 600)], { table: { decks: 8, ...limits } });
    expect(findingsOf(dragonSixBaccarat, h)).toEqual([]);
  });
  it('Art. 7º says the limits are not judged, in es and en, naming min_bet and max_bet', () => {
    const art7 = dragonSixBaccarat.articles.articles.find((a) => a.article === 'Art. 7º')!;
    const note = art7.interpretations!.find((i) => i.en.includes('min_bet'))!;
    expect(note.en).toContain('no article of the text governs it and none is invented');
    expect(note.es).toContain('ningún artículo del texto la rige y no se inventa uno');
    expect(note.es).toContain('max_bet');
  });
});
