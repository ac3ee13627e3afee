// The place a wager is made on, in the catalog's own word (wording20): Caribbean Stud's and Dragon Six's regulations
// say «zona de apuesta» (Art. 9º of each), and their messages said "Zona" for Art. 9º and "Asiento" for settlements of
// the same place. Every finding message, replay (text, PDF's lines) and terminal position of the two now says
// "Zona"/"Zone"; the other catalogs keep "Asiento"/"Seat".
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../rules-catalog/index.js';
import { buildReplayDocument } from '../../../app/replay-document.js';
import { renderReplayText } from '../../../reports/replay/text.js';
import { runAudit } from '../../../audit/run.js';
import { writeTerminal } from '../../../reports/terminal.js';
import { ROOT, handsOf } from '../../helpers/replay.js';
import { Sink } from '../../helpers/sink.js';

const ZONE = ['pe-poker-caribeno', 'pe-dragon-six-baccarat'];
// Not a rule id (seat-beyond-table) nor the format's field named in brackets, "(seats)".
const SEAT_WORD = /(?<![\w/(-])(?:[Aa]sientos?|[Ss]eats?)(?![\w)-])/;
const ZONE_WORD = /\b(?:[Zz]onas?|[Zz]ones?)\b/;

/** The timeline down to the articles: the heading names the log's file and posted fields (`seats`), and the regulation is quoted as it is. */
const told = (text: string) => text.split(/\n(?:ARTICLES|ARTÍCULOS)\n/)[0]!.split(/\n(?:HOW THE HAND WENT|DESARROLLO DE LA MANO)\n/)[1]!;

describe('Caribbean Stud and Dragon Six name the place a wager is made on as their regulations do', () => {
  for (const id of ZONE) {
    it(`${id}: every fixture hand's replay and findings say zona/zone, never asiento/seat (es, en)`, async () => {
      const dir = join(ROOT, 'fixtures', id);
      const seat: string[] = [];
      let zones = 0;
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
        for (const found of await handsOf(join('fixtures', id, file))) {
          const ruleset = RULESETS.find((r) => r.id === found.hand.ruleset)!;
          for (const lang of ['es', 'en'] as const) {
            const text = told(renderReplayText(buildReplayDocument({ ...found, ruleset }, lang)));
            if (ZONE_WORD.test(text)) zones++;
            for (const line of text.split('\n')) if (SEAT_WORD.test(line)) seat.push(`${file} ${found.hand.hand_id} ${lang}: ${line.trim()}`);
          }
        }
      }
      expect(seat).toEqual([]);
      expect(zones).toBeGreaterThan(20);
    }, 120_000);
  }

  it('the terminal report says "zona 1" on a Caribbean finding and "asiento 1" on a Pot Luck one', async () => {
    const run = await runAudit({ paths: [join(ROOT, 'fixtures/pe-poker-caribeno/art-14-payouts.json'), join(ROOT, 'fixtures/pe-pot-luck-black-jack/art13-blackjack-paid-1-to-1.json')], rulesets: RULESETS });
    const out = new Sink();
    await writeTerminal(run, out, { lang: 'es', color: false, rulesets: RULESETS });
    run.dispose();
    const lines = out.text().split('\n');
    expect(lines.some((l) => /\[payout\/winning-wagers-paid-per-table\] evento \d+, zona 1\b/.test(l))).toBe(true);
    expect(lines.some((l) => /\[payout\/blackjack-pays-3-to-2\] evento \d+, asiento 1\b/.test(l))).toBe(true);
    expect(lines.filter((l) => /^\s+Zona 1, (?:ante|bet)/.test(l)).length).toBeGreaterThan(0);
  });

  it('the other catalogs keep their seat: Pot Luck "Asiento 1", "Seat 1"', async () => {
    const [found] = await handsOf('fixtures/pe-pot-luck-black-jack/art13-blackjack-paid-1-to-1.json');
    const ruleset = RULESETS.find((r) => r.id === found!.hand.ruleset)!;
    expect(renderReplayText(buildReplayDocument({ ...found!, ruleset }, 'es'))).toMatch(/Asiento 1, la apuesta principal/);
    expect(renderReplayText(buildReplayDocument({ ...found!, ruleset }, 'en'))).toMatch(/Seat 1, the main bet/);
  });
});
