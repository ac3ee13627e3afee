import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf } from '../../helpers/rule-tester.js';
import { fixtureDir } from '../../helpers/golden.js';

// Art. 9º has a paragraph and six lettered rules (a.- to f.-): a finding cited «Art. 9º» says which one it breaks
// (docs/citations.md). Before, most of these messages named no clause at all (and most no article).
const CLAUSE: Record<string, string> = {
  'one-player-per-zone': 'a', // «No puede haber más de un jugador participando en cada zona de apuesta.»
  'one-zone-per-player': 'b', // «Un jugador no puede participar en dos o más zonas de apuesta ...»
  'players-do-not-show-cards': 'd', // «... o mostrar sus cartas a los demás.»
  'ante-before-cards': 'e', // «Para participar los jugadores deben colocar el ante.»
  'settled-without-ante': 'e',
  'chips-only': 'e', // «Las apuestas se harán sólo con fichas.»
  'bets-within-limits': 'f', // «... de acuerdo a los límites establecidos por la sala de juego.»
  'bet-at-posted-ratio': 'f',
};

describe('Póker Caribeño Art. 9º: each finding names its clause', () => {
  const art9 = pokerCaribeno.rules.filter((r) => r.article === 'Art. 9º');

  it('every Art. 9º rule is listed here (a new one must say its clause)', () => {
    expect(art9.map((r) => r.id).sort()).toEqual([...Object.keys(CLAUSE), 'at-least-one-player'].sort());
  });

  for (const rule of art9) {
    it(`${rule.id}: every message, in both languages, cites Art. 9º ${CLAUSE[rule.id] ?? '(its opening paragraph)'}`, () => {
      for (const [id, m] of Object.entries(rule.messages)) {
        for (const text of [m.es, m.en]) {
          const clause = CLAUSE[rule.id];
          // The opening paragraph («debe existir cuando menos un jugador») has no letter: the article itself.
          if (clause === undefined) expect(text, id).toMatch(/\{article\} (requires|exige)/);
          else expect(text, id).toContain(`{article} ${clause}`);
        }
      }
    });
  }

  it('the fixture art-09-participants reads the clause in its findings (es and en)', () => {
    const hands = JSON.parse(readFileSync(join(fixtureDir('pe-poker-caribeno'), 'art-09-participants.json'), 'utf8')) as Record<string, unknown>[];
    const said = hands.flatMap((h) => findingsOf(pokerCaribeno, h)).filter((f) => f.article === 'Art. 9º')
      .map((f) => [f.hand_id, f.rule, f.message.en.match(/Art\. 9º(?: [a-f]\b)?/)?.[0], f.message.es.match(/Art\. 9º(?: [a-f]\b)?/)?.[0]]);
    expect(said).toEqual([
      ['CS-09-01', 'one-player-per-zone', 'Art. 9º a', 'Art. 9º a'],
      ['CS-09-02', 'one-zone-per-player', 'Art. 9º b', 'Art. 9º b'],
      ['CS-09-03', 'chips-only', 'Art. 9º e', 'Art. 9º e'],
      ['CS-09-04', 'bets-within-limits', 'Art. 9º f', 'Art. 9º f'],
      ['CS-09-05', 'ante-before-cards', 'Art. 9º e', 'Art. 9º e'],
      // The opening paragraph, no letter: «Para el desarrollo de una partida debe existir cuando menos un jugador».
      ['CS-09-06', 'at-least-one-player', 'Art. 9º', 'Art. 9º'],
    ]);
    const one = findingsOf(pokerCaribeno, hands[0]!).find((f) => f.rule === 'one-player-per-zone')!;
    expect(one.message.en).toBe('Zone 1: player P-9 bets where P-1 already bet (event 3); Art. 9º a allows no more than one player in each betting zone.');
  });
});
