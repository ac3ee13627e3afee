import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './audit-files.js';
import { bet, deal, hole, pay, potLuck, reveal } from './bj.js';

/** A hand whose ids and player name try to inject markup and script into the replay page. */
export function hostileHandLog() {
  const strings = {
    handId: '"><script>window.pwned=true;alert(3)</script>',
    dealerId: '<script>alert(1)</script>',
    player: '<img src=x onerror="window.pwned=true;alert(2)">',
  };
  const hand = {
    ...potLuck([
      bet(1, 100, 'main', { player: strings.player }),
      bet(2, 50),
      deal('seat:1', 'Ah'), deal('seat:2', '9d'), deal('dealer', '9c'), deal('seat:1', 'Kd'), deal('seat:2', '9h'), hole('8s'),
      pay(1, 100), reveal('8s'), pay(2, 50),
    ]),
    hand_id: strings.handId,
    dealer_id: strings.dealerId,
    table_id: '</style><script>alert(4)</script>',
  };
  const path = join(tempDir(), 'hostile.json');
  writeFileSync(path, JSON.stringify(hand));
  return { path, hand: strings.handId, strings };
}
