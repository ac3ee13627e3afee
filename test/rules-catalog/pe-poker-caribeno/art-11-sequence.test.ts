import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { at, edit, game, isDeal } from './hand.js';

testRule(pokerCaribeno, 'decide-then-reveal-then-compare', {
  valid: [
    { name: 'fold (its ante collected before the reveal), bet, reveal, settle', hand: game() },
  ],
  invalid: [
    (() => {
      // Seat 1 folds in the middle of the deal.
      const hand = edit(game(), (ev) => {
        const i = ev.findIndex((e) => e['type'] === 'decision' && e['seat'] === 1);
        const moved = ev.splice(i, 3); // fold, collect, verify
        const mid = ev.findIndex((e, j) => isDeal(e) && e['to'] === 'dealer' && j > 10);
        ev.splice(mid + 1, 0, ...moved);
        return ev;
      });
      return { name: 'a fold before the fifth round', hand, findings: [{ rule: 'decide-then-reveal-then-compare', article: 'Art. 11º', event: at(hand, { type: 'decision', seat: 1 }), seat: 1 }] };
    })(),
    (() => {
      // The dealer turns his cards before seat 2 has bet.
      const hand = edit(game(), (ev) => {
        const i = ev.findIndex((e) => e['type'] === 'decision' && e['seat'] === 2);
        const [d] = ev.splice(i, 1);
        const lastReveal = ev.map((e) => e['type']).lastIndexOf('reveal');
        ev.splice(lastReveal + 1, 0, d!);
        return ev;
      });
      return { name: 'the dealer revealed before seat 2 decided', hand, findings: [{ rule: 'decide-then-reveal-then-compare', article: 'Art. 11º', event: at(hand, { type: 'reveal' }) }] };
    })(),
    (() => {
      const hand = edit(game(), (ev) => ev.filter((e) => !(e['type'] === 'decision' && e['seat'] === 2)));
      // Pointed at the dealer's reveal, before which the decision was due.
      return { name: 'seat 2 neither bet nor folded', hand, findings: [{ rule: 'decide-then-reveal-then-compare', article: 'Art. 11º', event: at(hand, { type: 'reveal' }), seat: 2 }] };
    })(),
    (() => {
      // Seat 2 undecided and its ante paid before the dealer turns his cards: the settlement came first.
      const hand = edit(game(), (ev) => {
        const kept = ev.filter((e) => !(e['type'] === 'decision' && e['seat'] === 2));
        const pay = kept.findIndex((e) => e['type'] === 'payout' && e['seat'] === 2 && e['spot'] === 'ante');
        const [moved] = kept.splice(pay, 1);
        kept.splice(kept.findIndex((e) => e['type'] === 'reveal'), 0, moved!);
        return kept;
      });
      return {
        name: 'seat 2 undecided, its ante paid before the reveal',
        hand,
        findings: [{ rule: 'decide-then-reveal-then-compare', article: 'Art. 11º', event: at(hand, { type: 'payout', seat: 2, spot: 'ante' }), seat: 2 }],
      };
    })(),
    (() => {
      // Seat 2 paid before the dealer turned his cards.
      const hand = edit(game(), (ev) => {
        const reveals = ev.filter((e) => e['type'] === 'reveal');
        const rest = ev.filter((e) => e['type'] !== 'reveal');
        return [...rest, ...reveals];
      });
      return { name: 'paid before the reveal', hand, findings: [{ rule: 'decide-then-reveal-then-compare', article: 'Art. 11º', event: at(hand, { type: 'payout', seat: 2 }), seat: 2 }] };
    })(),
  ],
});
