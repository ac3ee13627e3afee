import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, bet, deal, hole, pay, potLuck, POT_LUCK_TABLE, reveal } from '../../helpers/bj.js';
import { testRule } from '../../helpers/rule-tester.js';

/** Seat `seat` (T 9 = 19, stands) against the dealer's 8 and 9 (17), paid 100: `extra` bets before the deal. */
const box = (seat: number, table: Record<string, unknown> = POT_LUCK_TABLE, extra: Record<string, unknown>[] = []) => potLuck([
  bet(seat, 100), ...extra, deal(`seat:${seat}`, 'Tc'), deal('dealer', '8h'), deal(`seat:${seat}`, '9c'), hole('9s'), act(seat, 'stand'), reveal('9s'), pay(seat, 100),
], table);

testRule(rs, 'bet-on-a-table-box', {
  valid: [
    { name: 'seat 7, no seats posted (the format\'s seven)', hand: box(7) },
    { name: 'seat 9 on a table posting 9 boxes (the text sets no maximum)', hand: box(9, { ...POT_LUCK_TABLE, seats: 9 }) },
  ],
  invalid: [
    { name: 'seat 8, no seats posted', hand: box(8), findings: [{ rule: 'bet-on-a-table-box', article: 'Art. 14º', event: 1, seat: 8 }] },
    { name: 'seat 6 on a table posting 5 boxes', hand: box(6, { ...POT_LUCK_TABLE, seats: 5 }), findings: [{ rule: 'bet-on-a-table-box', article: 'Art. 14º', event: 1, seat: 6 }] },
    {
      name: 'a pool bet on the same box beyond the table: one finding for the box',
      hand: box(8, POT_LUCK_TABLE, [bet(8, 10, 'pool')]),
      findings: [{ rule: 'bet-on-a-table-box', article: 'Art. 14º', event: 1, seat: 8 }],
    },
  ],
});
