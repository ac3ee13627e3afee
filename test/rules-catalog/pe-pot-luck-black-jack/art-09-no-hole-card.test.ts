import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, bet, deal, hole, P, pay, potLuck, reveal, take } from '../../helpers/bj.js';
import { findingsOf, shape } from '../../helpers/rule-tester.js';
import { describe, expect, it } from 'vitest';

// clause31 (lead 1): a dealer who never deals himself the hole card and asks about surrender once the boxes hold their
// two cards had the one defect reported twice: the missing card (dealer-cards-face, Art. 8º) and the offer «before the
// mandatory dealing had ended» (surrender-offer, Art. 9º), a dealing that could never end. He asked where he closed
// the dealing; the offer is early only if the hole card came after it in that dealing.
const box = [bet(1, 50), deal('seat:1', 'Tc'), deal('dealer', '9h'), deal('seat:1', '9d')];
const all = (hand: Record<string, unknown>) => findingsOf(rs, hand).map(shape);

describe('Pot Luck Art. 8º / 9º: surrender offered in a dealing without the hole card', () => {
  it('the hole card never dealt, the box stands and is paid: the missing card reported once (Art. 8º), no early offer', () => {
    expect(all(potLuck([...box, P('offer_surrender'), act(1, 'stand'), pay(1, 50)]))).toEqual([
      { rule: 'dealer-cards-face', article: 'Art. 8º', event: 6 },
    ]);
  });

  it('the hole card dealt only after the box played: still the one defect, at the late card', () => {
    expect(all(potLuck([...box, P('offer_surrender'), act(1, 'stand'), deal('dealer', '8c'), pay(1, 50)]))).toEqual([
      { rule: 'dealer-cards-face', article: 'Art. 8º', event: 7 },
    ]);
  });

  it('the hole card dealt after the offer, before anyone played: the offer was early', () => {
    expect(all(potLuck([...box, P('offer_surrender'), hole('8c'), act(1, 'stand'), reveal('8c'), pay(1, 50)]))).toEqual([
      { rule: 'surrender-offer', article: 'Art. 9º', event: 5 },
    ]);
  });

  it('a surrender on that offer, the half collected, the hole card never dealt: only the missing card (Art. 8º)', () => {
    const hand = potLuck([bet(1, 50), deal('seat:1', 'Tc'), deal('dealer', '9h'), deal('seat:1', '6d'), P('offer_surrender'), act(1, 'surrender'), take(1, 25)]);
    expect(all(hand)).toEqual([{ rule: 'dealer-cards-face', article: 'Art. 8º', event: 7 }]);
  });

  it('the same against an ace up: the offer and the surrender are judged as made when the dealing closed (ace)', () => {
    const hand = potLuck([bet(1, 50), deal('seat:1', 'Tc'), deal('dealer', 'Ah'), deal('seat:1', '6d'), P('offer_surrender'), act(1, 'surrender'), take(1, 25)]);
    const found = findingsOf(rs, hand).map(shape);
    expect(found).toContainEqual({ rule: 'surrender-offer', article: 'Art. 9º', event: 5 });
    expect(found).toContainEqual({ rule: 'surrender-allowed', article: 'Art. 9º', event: 6, seat: 1, hand: 1 });
    expect(found).toContainEqual({ rule: 'dealer-cards-face', article: 'Art. 8º', event: 7 });
    expect(found.filter((f) => f.rule.startsWith('surrender-'))).toHaveLength(2);
  });
});
