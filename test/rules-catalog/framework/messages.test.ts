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
    expect(fillTemplate('la mesa {actualText}', { actualText: describeNet(1000 as Money, true, (m) => `PEN ${m}`, { payout: 1000 as Money }).es })).toBe('la mesa liquidó un pago de PEN 1000');
    expect(describeNet(0 as Money, false).en).toBe('nothing (no settlement recorded)');
  });
});

describe('describeNet says what the table did, not only its net', () => {
  const pen = (m: Money) => `PEN ${m}`;
  const words = (net: number, moved: Record<string, number> | undefined) => describeNet(net as Money, true, pen, moved as never);

  it('a payout of 0 is a payout of 0, not the stake returned', () => {
    expect(words(0, { payout: 0 })).toEqual({ es: 'liquidó un pago de PEN 0', en: 'a payout of PEN 0' });
  });

  it('a return of part of the stake names the return and what it kept, not a collection', () => {
    expect(words(-4000, { return: 6000 })).toEqual({
      es: 'liquidó una devolución de PEN 6000, reteniendo PEN 4000 de la apuesta',
      en: 'a return of PEN 6000, keeping PEN 4000 of the stake',
    });
  });

  it('a return of more than the stake, and a return on a spot nobody bet, say so', () => {
    expect(words(5000, { return: 15000 })).toEqual({ es: 'liquidó una devolución de PEN 15000, PEN 5000 más que la apuesta', en: 'a return of PEN 15000, PEN 5000 more than the stake' });
    expect(words(2000, { return: 2000 })).toEqual({ es: 'liquidó una devolución de PEN 2000, sin nada en la casilla que devolver', en: 'a return of PEN 2000, with nothing on the spot to return' });
  });

  it('the whole stake handed back is the stake returned', () => {
    expect(words(0, { return: 10000 })).toEqual({ es: 'liquidó la devolución de la apuesta', en: 'the stake returned' });
  });

  it('settlements of several kinds are each named, then their net', () => {
    expect(words(-10000, { collect: 10000, return: 10000 })).toEqual({
      es: 'liquidó el cobro de PEN 10000 y una devolución de PEN 10000 (en neto, PEN 10000 en contra del jugador)',
      en: 'a collection of PEN 10000 and a return of PEN 10000 (net, PEN 10000 from the player)',
    });
    expect(words(0, { payout: 500, collect: 500 })).toEqual({
      es: 'liquidó un pago de PEN 500 y el cobro de PEN 500 (en neto, nada a favor ni en contra del jugador)',
      en: 'a payout of PEN 500 and a collection of PEN 500 (net, nothing either way)',
    });
  });

  it('where only the net is known (a commission counted in it), the words say it is a net', () => {
    expect(words(0, undefined)).toEqual({ es: 'liquidó la apuesta sin ganancia ni pérdida neta para el jugador', en: 'no net gain or loss to the player' });
    expect(words(-300, undefined)).toEqual({ es: 'liquidó en neto el cobro de PEN 300', en: 'a net collection of PEN 300' });
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
    expect(f.message.es).toBe('Zona 1: apuesta de el 5 en la zona donde ya apuesta a el 2; el Art. 7º a admite un solo jugador por zona.');
    expect(f.message.en).toBe('Zone 1: a bet by el 5 on the zone where a el 2 already bets; Art. 7º a allows one player per zone.');
  });
});
