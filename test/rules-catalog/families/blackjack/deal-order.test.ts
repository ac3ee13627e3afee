import { potLuckBlackJack as potLuckRs } from '../../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, back, bet, deal, hole, pay, potLuck, reveal, take } from '../../../helpers/bj.js';
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../../../audit/judge.js';
import { toRecord } from '../../../helpers/hand.js';
import { testRule } from '../../../helpers/rule-tester.js';

testRule(potLuckRs, 'deal-order', {
  valid: [{ name: 'seat 1, seat 3, dealer, seat 1, seat 3, dealer', hand: potLuck([bet(1, 10), bet(3, 10), deal('seat:1', '2h'), deal('seat:3', '3h'), deal('dealer', '9c'), deal('seat:1', 'Th'), deal('seat:3', 'Tc'), hole('8s'), act(1, 'stand'), act(3, 'stand'), reveal('8s'), take(1, 10), take(3, 10)]) }],
  invalid: [
    {
      name: 'seat 3 before seat 1 in the first round',
      hand: potLuck([bet(1, 10), bet(3, 10), deal('seat:3', '3h'), deal('seat:1', '2h'), deal('dealer', '9c'), deal('seat:1', 'Th'), deal('seat:3', 'Tc'), hole('8s'), act(1, 'stand'), act(3, 'stand'), reveal('8s'), take(1, 10), take(3, 10)]),
      findings: [{ rule: 'deal-order', article: 'Art. 8º', event: 3 }],
    },
    {
      name: 'a player card dealt face down',
      hand: potLuck([bet(1, 25), deal('seat:1', 'Th', { face: 'down' }), deal('dealer', 'Qd'), deal('seat:1', '9c'), hole('8h'), act(1, 'stand'), reveal('8h'), pay(1, 25)]),
      findings: [{ rule: 'deal-order', article: 'Art. 8º', event: 2, seat: 1 }],
    },
    {
      // A log cut short (or a round abandoned) during the mandatory dealing: no outcome, so no settlement rule can
      // judge the wager; the unfinished dealing is said, with the box whose money nothing settled.
      name: 'the hand ends after three of the four cards, the wager never settled',
      hand: potLuck([bet(1, 25), deal('seat:1', 'Th'), deal('dealer', 'Qd'), deal('seat:1', '9c')]),
      findings: [{ rule: 'deal-order', article: 'Art. 8º', event: undefined, seat: 1 }],
    },
    {
      name: 'two boxes, the log ends after the first round: both named, no seat of its own',
      hand: potLuck([bet(1, 25), bet(3, 10), deal('seat:1', 'Th'), deal('seat:3', '5c'), deal('dealer', 'Qd')]),
      findings: [{ rule: 'deal-order', article: 'Art. 8º', event: undefined, seat: undefined }],
    },
  ],
});

describe('deal-order: an unfinished mandatory dealing', () => {
  it('is worded with the cards dealt, the one due next and the boxes left unsettled, in both languages', () => {
    const out = judgeHand(toRecord(potLuck([bet(1, 25), bet(3, 10), deal('seat:1', 'Th'), deal('seat:3', '5c'), deal('dealer', 'Qd')])), potLuckRs, new Map());
    if (out.kind !== 'audited') throw new Error('not audited');
    const f = out.findings.find((x) => x.rule === 'deal-order')!;
    expect(f.message.en).toBe('The hand ends with the mandatory dealing unfinished: 3 of its 6 cards, the next one due to seat 1 (Art. 8º); nothing settled the wagers on seat 1 and seat 3.');
    expect(f.message.es).toBe('La mano termina con el reparto obligatorio a medias: 3 de sus 6 cartas, y la siguiente correspondía al asiento 1 (Art. 8º); nada liquidó lo apostado en el asiento 1 y el asiento 3.');
  });

  it('says nothing of a round abandoned with every wager handed back', () => {
    const out = judgeHand(toRecord(potLuck([bet(1, 25), deal('seat:1', 'Th'), deal('dealer', 'Qd'), back(1, 25)])), potLuckRs, new Map());
    expect(out.kind === 'audited' && out.findings.map((x) => x.rule)).toEqual([]);
  });
});
