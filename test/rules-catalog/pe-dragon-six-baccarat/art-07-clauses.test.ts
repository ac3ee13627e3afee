import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dragonSixBaccarat } from '../../../rules-catalog/pe-dragon-six-baccarat/index.js';
import { findingsOf } from '../../helpers/rule-tester.js';
import { fixtureDir } from '../../helpers/golden.js';

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
