import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { at, edit, game, isDeal } from './hand.js';

testRule(pokerCaribeno, 'five-cards-each', {
  valid: [{ name: 'five each', hand: game() }],
  invalid: [
    (() => {
      const hand = edit(game(), (ev) => {
        const last = ev.map((e) => e['to']).lastIndexOf('seat:1');
        return ev.filter((_, i) => i !== last);
      });
      // Pointed at the deal's last card (the dealer's fifth), where the deal ended a card short.
      const dealEnd = (hand['events'] as Record<string, unknown>[]).map((e) => e['type']).lastIndexOf('deal') + 1;
      return { name: 'zone 1 skipped in the fifth round', hand, findings: [{ rule: 'five-cards-each', article: 'Art. 10º', event: dealEnd, seat: 1 }] };
    })(),
    (() => {
      const hand = edit(game(), (ev) => {
        const last = ev.map((e) => e['to']).lastIndexOf('dealer');
        return [...ev.slice(0, last + 1), { type: 'deal', to: 'dealer', card: '3s', face: 'down' }, ...ev.slice(last + 1)];
      });
      return { name: 'a sixth card to the dealer', hand, findings: [{ rule: 'five-cards-each', article: 'Art. 10º', event: at(hand, { card: '3s' }) }] };
    })(),
  ],
});

testRule(pokerCaribeno, 'deal-in-five-rounds', {
  valid: [
    { name: 'left to right, dealer last, five rounds', hand: game() },
    { name: 'a short deal is five-cards-each\'s finding, not this one', hand: edit(game(), (ev) => ev.filter((_, i) => i !== ev.map((e) => e['to']).lastIndexOf('seat:1'))) },
  ],
  invalid: [
    (() => {
      // Round 3: seat 2 served before seat 1.
      const hand = edit(game(), (ev) => {
        const deals = ev.map((e, i) => [e, i] as const).filter(([e]) => isDeal(e)).map(([, i]) => i);
        const [a, b] = [deals[6]!, deals[7]!];
        [ev[a], ev[b]] = [ev[b]!, ev[a]!];
        return ev;
      });
      return { name: 'right to left in round 3', hand, findings: [{ rule: 'deal-in-five-rounds', article: 'Art. 10º', event: at(hand, { type: 'deal', to: 'seat:2' }, 3), seat: 2 }] };
    })(),
    (() => {
      // The dealer takes his first card before the players.
      const hand = edit(game(), (ev) => {
        const deals = ev.map((e, i) => [e, i] as const).filter(([e]) => isDeal(e)).map(([, i]) => i);
        const [d] = ev.splice(deals[2]!, 1);
        ev.splice(deals[0]!, 0, d!);
        return ev;
      });
      return { name: 'the dealer served first', hand, findings: [{ rule: 'deal-in-five-rounds', article: 'Art. 10º', event: at(hand, { type: 'deal' }) }] };
    })(),
  ],
});

testRule(pokerCaribeno, 'cards-face-down-but-dealers-last', {
  valid: [{ name: 'all down but the dealer\'s fifth', hand: game() }],
  invalid: [
    (() => {
      const hand = edit(game(), (ev) => ev.map((e) => (isDeal(e) && e['to'] === 'seat:2' ? { ...e, face: 'up' } : e)));
      return { name: 'zone 2 dealt face up (one finding for the zone)', hand, findings: [{ rule: 'cards-face-down-but-dealers-last', article: 'Art. 10º', event: at(hand, { type: 'deal', to: 'seat:2' }), seat: 2 }] };
    })(),
    (() => {
      const hand = edit(game(), (ev) => ev.map((e) => (isDeal(e) && e['to'] === 'dealer' && e['face'] === 'up' ? { ...e, face: 'down' } : e)));
      return { name: 'the dealer\'s last card dealt face down', hand, findings: [{ rule: 'cards-face-down-but-dealers-last', article: 'Art. 10º', event: at(hand, { type: 'deal', to: 'dealer' }, 5) }] };
    })(),
    (() => {
      const hand = edit(game(), (ev) => ev.map((e) => (isDeal(e) && e['card'] === 'As' ? { ...e, face: 'up' } : e)));
      return { name: 'the dealer\'s first card exposed', hand, findings: [{ rule: 'cards-face-down-but-dealers-last', article: 'Art. 10º', event: at(hand, { type: 'deal', card: 'As' }) }] };
    })(),
  ],
});
