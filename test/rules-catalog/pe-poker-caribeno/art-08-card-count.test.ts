import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { DEALER_AK, FLUSH, JACK_HIGH, at, csHand, edit } from './hand.js';

const twoSeats = (verify = true) => csHand({
  seats: {
    1: { ante: 10, cards: JACK_HIGH, decision: 'fold' },
    2: { ante: 10, cards: FLUSH.replace('Th', 'Qh'), decision: 'bet', settle: [{ type: 'payout', spot: 'ante', amount: 10 }, { type: 'payout', spot: 'bet', amount: 100 }] },
  },
  dealer: DEALER_AK,
  verify,
});

testRule(pokerCaribeno, 'cards-verified-before-discard', {
  valid: [
    { name: 'each zone verified after the fold or the settlement', hand: twoSeats() },
  ],
  invalid: [
    (() => {
      const hand = edit(twoSeats(), (ev) => ev.filter((e) => !(e['name'] === 'verify_card_count' && e['participant'] === 'seat:2')));
      // Pointed at the zone's last settlement, where its participation ended and the verification was due.
      return { name: 'the winner\'s cards never verified', hand, findings: [{ rule: 'cards-verified-before-discard', article: 'Art. 8º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 2 }] };
    })(),
    (() => {
      // Seat 2's verification moved before its settlement.
      const hand = edit(twoSeats(), (ev) => {
        const v = ev.findIndex((e) => e['name'] === 'verify_card_count' && e['participant'] === 'seat:2');
        const [moved] = ev.splice(v, 1);
        const pay = ev.findIndex((e) => e['type'] === 'payout');
        ev.splice(pay, 0, moved!);
        return ev;
      });
      return { name: 'verified before the zone was settled', hand, findings: [{ rule: 'cards-verified-before-discard', article: 'Art. 8º', event: at(hand, { name: 'verify_card_count', participant: 'seat:2' }), seat: 2 }] };
    })(),
  ],
});

testRule(pokerCaribeno, 'verified-count-is-five', {
  valid: [{ name: 'five', hand: twoSeats() }],
  invalid: [
    (() => {
      const hand = edit(twoSeats(), (ev) => ev.map((e) => (e['participant'] === 'seat:1' ? { ...e, count: 4 } : e)));
      return { name: 'the verification found four', hand, findings: [{ rule: 'verified-count-is-five', article: 'Art. 8º', event: at(hand, { participant: 'seat:1' }), seat: 1 }] };
    })(),
  ],
});
