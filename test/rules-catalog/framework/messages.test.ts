import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../../audit/judge.js';
import { fillTemplate, placeholders, withPreposition } from '../../../rules-catalog/framework/messages.js';
import { describeNet } from '../../../rules-catalog/framework/money-words.js';
import type { Money } from '../../../engine/core/money.js';
import { reasonText } from '../../../engine/core/reasons.js';
import { toRecord } from '../../helpers/hand.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { D6, bet, cards, hand } from '../pe-dragon-six-baccarat/hands.js';

// Issue 21, "Spanish as an inspector writes it": the contractions come from the template and the value's
// own article, never from a rewrite of the finished sentence (which would also rewrite the log's values).

describe('Spanish prepositions in templates', () => {
  it('{a:x} contracts with the article "el" and with nothing else', () => {
    expect(fillTemplate('fue {a:to}', { to: 'el asiento 3' })).toBe('fue al asiento 3');
    expect(fillTemplate('fue {a:to}', { to: 'el dealer' })).toBe('fue al dealer');
    expect(fillTemplate('fue {a:to}', { to: 'la mano 2' })).toBe('fue a la mano 2');
    expect(fillTemplate('fue {a:to}', { to: 'Punto' })).toBe('fue a Punto');
  });

  it('{de:x} gives "del", "de la", "de"', () => {
    expect(withPreposition('de', 'el dealer')).toBe('del dealer');
    expect(withPreposition('de', 'la banca')).toBe('de la banca');
    expect(withPreposition('de', 'Banca')).toBe('de Banca');
    expect(withPreposition('de', 'elena')).toBe('de elena');
  });

  it('a preposition placeholder names the same value as the plain one', () => {
    expect(placeholders('fue {a:actualTo}; correspondía {de:expectedTo} y {seat}')).toEqual(['actualTo', 'expectedTo', 'seat']);
    expect(fillTemplate('{a:missing}', {})).toBe('{a:missing}');
  });

  it('"nothing" carries its negation: the table "no liquidó nada", and a settlement "liquidó" it', () => {
    expect(fillTemplate('la mesa {actualText}', { actualText: describeNet(0 as Money, false).es })).toBe('la mesa no liquidó nada (ninguna liquidación registrada)');
    expect(fillTemplate('la mesa {actualText}', { actualText: describeNet(1000 as Money, true, (m) => `PEN ${m}`).es })).toBe('la mesa liquidó un pago de PEN 1000');
    expect(describeNet(0 as Money, false).en).toBe('nothing (no settlement recorded)');
  });
});

describe('plurals built from the data', () => {
  it('{n|one|many} is the singular for 1 and the plural for any other count, in both languages', () => {
    const es = '{dealt} {dealt|carta repartida|cartas repartidas}';
    expect(fillTemplate(es, { dealt: 1 })).toBe('1 carta repartida');
    expect(fillTemplate(es, { dealt: 0 })).toBe('0 cartas repartidas');
    expect(fillTemplate(es, { dealt: 3 })).toBe('3 cartas repartidas');
    expect(fillTemplate('{n|this seat|these seats} had decided: {seats}', { n: 1, seats: '3' })).toBe('this seat had decided: 3');
    expect(fillTemplate('{n|this seat|these seats} had decided: {seats}', { n: 2, seats: '3, 4' })).toBe('these seats had decided: 3, 4');
    expect(fillTemplate('{n|uno|varios}', {})).toBe('{n|uno|varios}');
    expect(placeholders('{n} {n|carta|cartas} a {de:who}')).toEqual(['n', 'n', 'who']);
  });

  it('no catalog message writes a plural mark such as "carta(s)" or "ganador(es)": the count picks the word', () => {
    const marked: string[] = [];
    for (const rs of RULESETS) {
      for (const rule of rs.rules) {
        for (const [id, m] of Object.entries(rule.messages)) {
          for (const lang of ['es', 'en'] as const) if (/\p{L}\((?:s|es)\)/u.test(m[lang])) marked.push(`${rs.id} ${rule.id}.${id} ${lang}`);
        }
      }
    }
    expect(marked).toEqual([]);
  });
});

describe('a log value is quoted as written', () => {
  it('players named "el 5" and "a el 2" keep their names in the finding (no "del 5", no "al 2")', () => {
    const raw = hand([bet(1, 'banker', 10, { player: 'a el 2' }), bet(1, 'tie', 5, { player: 'el 5' }), ...cards]);
    const out = judgeHand(toRecord(raw), D6, new Map());
    if (out.kind !== 'audited') throw new Error(`rejected: ${reasonText(out.reason)}`);
    const f = out.findings.find((x) => x.rule === 'one-player-per-zone')!;
    expect(f.message.es).toBe('Zona 1: apuesta de el 5 en la zona donde ya apuesta a el 2; el Art. 7º admite un solo jugador por zona.');
    expect(f.message.en).toBe('Zone 1: a bet by el 5 on the zone where a el 2 already bets; Art. 7º allows one player per zone.');
  });
});
