// The hand-log format's betting zones (format 1.1, Participants: «`seat:N` — betting zone N, numbered from the
// dealer's left (N = 1..7 unless the table config says more)») for the catalogs whose texts number no zones (Dragon
// Six, Póker Caribeño, the pai gow bonus): a seat beyond the table's zones is an integrity finding citing the
// format, the hand still audited. Before, a wager on seat 999 of a Dragon Six, Caribbean or pai gow table was
// audited clean, with no word of a zone the table does not have (the blackjack catalogs report it under their own
// article: Pot Luck Art. 14º, Marbella's Jugadores).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../audit/judge.js';
import type { Finding } from '../../audit/findings.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { toRecord } from '../helpers/hand.js';

const example = (ruleset: string): Record<string, any> =>
  JSON.parse(readFileSync(new URL(`../../fixtures/examples/${ruleset}.ndjson`, import.meta.url), 'utf8').split('\n')[0]!);

/** The example hand with every mention of seat `from` moved to seat `to`. */
function moved(h: Record<string, any>, from: number, to: number): Record<string, any> {
  const g = structuredClone(h);
  for (const e of g['events'] as Record<string, unknown>[]) {
    if (e['seat'] === from) e['seat'] = to;
    for (const k of ['to', 'by', 'participant']) if (e[k] === `seat:${from}`) e[k] = `seat:${to}`;
  }
  return g;
}

function judged(h: Record<string, unknown>): Finding[] {
  const rs = RULESETS.find((r) => r.id === h['ruleset'])!;
  const out = judgeHand(toRecord(h), rs, new Map());
  if (out.kind !== 'audited') throw new Error('rejected');
  return out.findings;
}

describe('a seat beyond the table\'s zones, where the text numbers none', () => {
  it('Dragon Six: seat 1\'s bet and payout moved to seat 999 — one integrity finding at the bet (event 10), the hand still judged (its payout clean)', () => {
    const f = judged(moved(example('pe-dragon-six-baccarat'), 1, 999));
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ rule: 'seat-beyond-table', category: 'integrity', severity: 'error', article: 'Formato v1', citation: 'Veedor hand-log format, version 1', event: 10, seat: 999, currency: 'PEN', table_id: 'BAC-02' });
    expect(f[0]!.message.en).toBe('The log names zone 999, but table BAC-02 has no betting zone 999: it posts no number of zones (seats), and the log format numbers 7 (the log format\'s participants; the rules do not number the zones). The hand is audited as recorded.');
    expect(f[0]!.message.es).toBe('El registro nombra la zona 999, pero la mesa BAC-02 no tiene zona de apuesta 999: no publica sus zonas (seats) y el formato del registro numera 7 (formato del registro, participantes; el reglamento no numera las zonas). La mano se audita tal como se registró.');
  });

  it('Dragon Six at a table posting 3 zones: seats 4 and 6 each reported once, at their bets (events 12, 13); seat 7 with none posted is a zone', () => {
    const h = example('pe-dragon-six-baccarat');
    const f = judged({ ...h, table: { ...h['table'], seats: 3 } });
    expect(f.map((x) => [x.rule, x.event, x.seat])).toEqual([['seat-beyond-table', 12, 4], ['seat-beyond-table', 13, 6]]);
    expect(f[0]!.message.en).toContain('table BAC-02 has no betting zone 4: it posts 3 zones');
    expect(judged(moved(h, 1, 7))).toEqual([]);
    expect(judged({ ...moved(h, 1, 12), table: { ...h['table'], seats: 12 } })).toEqual([]);
  });

  it('Póker Caribeño: seat 2 moved to seat 8 — reported once, at its ante (event 6), beside the deal\'s own finding', () => {
    const f = judged(moved(example('pe-poker-caribeno'), 2, 8));
    expect(f.filter((x) => x.rule === 'seat-beyond-table').map((x) => [x.event, x.seat])).toEqual([[8, 8]]);
  });

  it('pai gow bonus: seat 1 moved to seat 12 — reported at its first event (1)', () => {
    const f = judged(moved(example('pr-8669-pai-gow-bonus'), 1, 12));
    expect(f.map((x) => [x.rule, x.event, x.seat])).toEqual([['seat-beyond-table', 1, 12]]);
  });

  it('the blackjack catalogs judge their boxes under their own article, not this check', () => {
    const f = judged(moved(example('pe-pot-luck-black-jack'), 4, 999));
    expect(f.map((x) => x.rule)).not.toContain('seat-beyond-table');
    expect(f.map((x) => x.rule)).toContain('bet-on-a-table-box');
  });
});
