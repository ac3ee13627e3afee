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

/** The dealer's deal of `card` recorded twice, the copy right after it (dealt face down, as the first was). */
const dealerDealDoubled = (card: string) => edit(game(), (ev) => {
  const i = ev.findIndex((e) => isDeal(e) && e['card'] === card);
  ev.splice(i + 1, 0, { ...ev[i]! });
  return ev;
});

testRule(pokerCaribeno, 'cards-face-down-but-dealers-last', {
  valid: [
    { name: 'all down but the dealer\'s fifth', hand: game() },
    // Six cards to the dealer, his last up: «la última carta que corresponda al dealer» went up. The fifth of six is
    // down; reading the up card on the fifth place made the one extra card two Art. 10º findings.
    { name: 'the dealer\'s second card dealt twice, his last (the sixth) up: five-cards-each\'s finding only', hand: dealerDealDoubled('Kd') },
    { name: 'a sixth card to the dealer after his fifth, dealt up, went down', hand: edit(game(), (ev) => {
      const last = ev.map((e) => e['to']).lastIndexOf('dealer');
      return [...ev.slice(0, last + 1), { type: 'deal', to: 'dealer', card: '3s', face: 'down' }, ...ev.slice(last + 1)];
    }) },
    // His 8♦ never dealt nor turned over: four cards, the last of them up.
    { name: 'the dealer dealt four, the last of them up: five-cards-each\'s finding only', hand: edit(game(), (ev) => ev.filter((e) => e['card'] !== '8d')) },
  ],
  invalid: [
    (() => {
      // Six cards, the fifth and the sixth both up: one up card too many, whichever place is his last.
      const hand = edit(dealerDealDoubled('Kd'), (ev) => ev.map((e) => (isDeal(e) && e['card'] === '4h' ? { ...e, face: 'up' } : e)));
      return { name: 'six cards to the dealer, two of them up', hand, findings: [{ rule: 'cards-face-down-but-dealers-last', article: 'Art. 10º', event: at(hand, { type: 'deal', card: '2c' }) }] };
    })(),
    (() => {
      // Six cards, none up: the up card never dealt, reported at his fifth.
      const hand = edit(dealerDealDoubled('Kd'), (ev) => ev.map((e) => (isDeal(e) && e['card'] === '2c' ? { ...e, face: 'down' } : e)));
      return { name: 'six cards to the dealer, none up', hand, findings: [{ rule: 'cards-face-down-but-dealers-last', article: 'Art. 10º', event: at(hand, { type: 'deal', card: '4h' }) }] };
    })(),
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
