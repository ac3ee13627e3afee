import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../../audit/judge.js';
import { runAudit } from '../../../audit/run.js';
import type { Finding } from '../../../audit/findings.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { potLuckBlackJack } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { heads, pay, reveal } from '../../helpers/bj.js';
import { fixtureDir, fixtureLogs } from '../../helpers/golden.js';
import { toRecord } from '../../helpers/hand.js';
import { reasonText } from '../../../engine/core/reasons.js';

// Issue 15: every amount inside a finding's message reads with its currency and two decimals, in both
// languages ("un pago de PEN 100.00", not "un pago de 100").

function audited(raw: Record<string, unknown>): Finding[] {
  const out = judgeHand(toRecord(raw), potLuckBlackJack, new Map());
  if (out.kind !== 'audited') throw new Error(`rejected: ${reasonText(out.reason)}`);
  return out.findings;
}

describe('amounts in catalog messages', () => {
  it('a blackjack paid 1 to 1 on PEN 100: every amount of the message with PEN and two decimals', () => {
    const f = audited({ ...heads(['As', 'Kh'], '9c', '7d', 100, [pay(1, 100), reveal('7d')]), currency: 'PEN' })
      .find((x) => x.rule === 'blackjack-pays-3-to-2')!;
    expect([f.currency, f.expected, f.actual]).toEqual(['PEN', 15000, 10000]);
    expect(f.message.es).toBe('Asiento 1, mano 1 (Black Jack contra 16 del dealer): la mesa liquidó un pago de PEN 100.00; el Art. 13º exige 3 a 2 sobre PEN 100.00 = PEN 150.00; debido al jugador PEN 50.00.');
    expect(f.message.en).toBe('Seat 1, hand 1 (Black Jack against the dealer\'s 16): the table settled a payout of PEN 100.00; Art. 13º requires 3 to 2 on PEN 100.00 = PEN 150.00; owed to the player PEN 50.00.');
  });

  it('a hand that names no currency: two decimals all the same', () => {
    const f = audited(heads(['As', 'Kh'], '9c', '7d', 100, [pay(1, 100), reveal('7d')])).find((x) => x.rule === 'blackjack-pays-3-to-2')!;
    expect(f.currency).toBeUndefined();
    expect(f.message.en).toContain('a payout of 100.00; Art. 13º requires 3 to 2 on 100.00 = 150.00;');
  });

  it('every catalog\'s settlement wording, over every golden fixture: what the table did is said with the currency', async () => {
    const wording = /(un pago de|el cobro de|a payout of|a collection of) (\S+ )?(-?\d+(\.\d+)?)/g;
    let checked = 0;
    for (const rs of RULESETS) {
      const run = await runAudit({ paths: fixtureLogs(rs.id).map((n) => join(fixtureDir(rs.id), n)), rulesets: RULESETS });
      for await (const f of run.findings()) {
        for (const text of [f.message.es, f.message.en]) {
          for (const m of text.matchAll(wording)) {
            checked++;
            expect(`${m[2] ?? ''}${m[3]}`, `${f.rule}: ${text}`).toBe(`${f.currency ? `${f.currency} ` : ''}${m[3]}`);
            expect(m[3], `${f.rule}: ${text}`).toMatch(/\.\d\d$/);
          }
        }
      }
      run.dispose();
    }
    // Settlements are worded in every catalog's payout findings: the sweep saw many of them.
    expect(checked).toBeGreaterThan(50);
  }, 120_000);
});
