// Wagers with nothing to judge them against are not checked, and the run says so (meta23's lead): a Dragon Six coup
// short of its first four cards, a Caribbean zone that bet on cards that cannot be valued, a pai gow round with no
// valid number. Each such hand has its own finding (Art. 10º, Arts. 5º/10º, (A)), but its wagers' money went
// unjudged while not_checked said nothing and the summary claimed every article checked.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../audit/run.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { writeJson } from '../../reports/json.js';
import { Sink } from '../helpers/sink.js';
import { ROOT } from '../helpers/replay.js';

async function doc(fixture: string, lang: 'es' | 'en' = 'en') {
  const run = await runAudit({ paths: [join(ROOT, 'fixtures', fixture)], rulesets: RULESETS });
  const out = new Sink();
  await writeJson(run, out, lang);
  run.dispose();
  return JSON.parse(out.text()) as { not_checked: { rule: string; article: string; hands: number; reason: string }[]; summary: { all_articles_checked: boolean; audited: number } };
}

const notes = (d: Awaited<ReturnType<typeof doc>>, rules: string[]) =>
  d.not_checked.filter((n) => rules.includes(n.rule)).map(({ rule, article, hands, reason }) => ({ rule, article, hands, reason }));

describe('wagers with no result to judge them against are listed as not checked', () => {
  it('Dragon Six, coups of three cards: each spot\'s rule, the hands with a bet on it placed in time (a late one is judged)', async () => {
    const d = await doc('pe-dragon-six-baccarat/clause-r12-no-result-late-bet.json');
    const reason = 'the game had no result (fewer than four cards): the bets on this spot are not judged';
    // Three coups with Banca bets in time; Punto: D6-R12-NO-RESULT's zone 2 (the other two hands' Punto bet is late).
    expect(notes(d, ['punto-bet-settlement', 'banca-bet-settlement', 'tie-bet-settlement'])).toEqual([
      { rule: 'banca-bet-settlement', article: 'Art. 8º', hands: 3, reason },
      { rule: 'punto-bet-settlement', article: 'Art. 8º', hands: 1, reason },
      { rule: 'tie-bet-settlement', article: 'Art. 8º', hands: 1, reason },
    ]);
    expect(d.summary.all_articles_checked).toBe(false);
  });

  it('Póker Caribeño, a dealer of four cards and a hand with a card twice: Art. 12º on 2 of 3 hands (es, en)', async () => {
    const en = await doc('pe-poker-caribeno/clause-r12-unjudged-and-late-ante.json');
    expect(notes(en, ['settlement-follows-comparison'])).toEqual([{
      rule: 'settlement-follows-comparison', article: 'Art. 12º', hands: 2,
      reason: 'a zone bet and its hand or the dealer\'s cannot be valued or compared (cards missing, or a card more often than the decks in play hold it): its wagers are not judged',
    }]);
    expect(en.summary).toMatchObject({ all_articles_checked: false, audited: 3 });
    const es = await doc('pe-poker-caribeno/clause-r12-unjudged-and-late-ante.json', 'es');
    expect(notes(es, ['settlement-follows-comparison'])[0]!.reason)
      .toBe('una zona apostó y su mano o la del dealer no se puede valorar o comparar (cartas que faltan, o una carta más veces de las que tienen las barajas en juego): sus apuestas no se juzgan');
  });

  it('pai gow bonus, rounds with no number and with a number out of range: (B)(3) on those 2 of 4 rounds', async () => {
    const d = await doc('pr-8669-pai-gow-bonus/a-rng.json');
    expect(notes(d, ['bonus-wins-on-its-number'])).toEqual([{
      rule: 'bonus-wins-on-its-number', article: 'Art. 10-10.15(B)(3)', hands: 2,
      reason: 'the round has no valid random number: its bonus bets are not judged as won or lost',
    }]);
  });

  it('a clean example of each catalog: none of these notes', async () => {
    for (const r of ['pe-dragon-six-baccarat', 'pe-poker-caribeno', 'pr-8669-pai-gow-bonus']) {
      const d = await doc(`examples/${r}.ndjson`);
      expect({ r, notes: notes(d, ['punto-bet-settlement', 'banca-bet-settlement', 'tie-bet-settlement', 'settlement-follows-comparison', 'bonus-wins-on-its-number']) }).toEqual({ r, notes: [] });
    }
  });
});
