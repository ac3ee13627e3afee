// Hands the Pot Luck rule tests share (one rule-test file per rule module, one copy of each helper here).
import { act, bet, deal, heads, hole, pay, potLuck, reveal } from '../../helpers/bj.js';

/** Class 3: the dealer's first card dealt face down (`up`), turned up as the hole card is dealt when `turned`. */
export const firstDown = (up: string, turned: boolean, after: Record<string, unknown>[]) => potLuck([
  bet(1, 100), deal('seat:1', 'Th'), deal('dealer', up, { face: 'down' }), deal('seat:1', '9d'), hole('8s'), ...(turned ? [reveal(up)] : []), ...after,
]);

/** Class 4: a main bet of 400 added after the box holds K-Q (on a 100 stake), then paid `paid`. */
export const lateMain = (paid: number) => heads(['Kh', 'Qd'], '9c', '8s', 100, [bet(1, 400), act(1, 'stand'), reveal('8s'), pay(1, paid)]);
