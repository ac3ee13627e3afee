// hostile20: the workbench and `replay --html` wrote a log's ids into HTML as they are: a hand id `H<U+202E>2` (the
// right-to-left override) retitled its page «Mano H‮2 · Veedor», the override reversing what followed it, and a
// dealer `D<U+200B>1` (a zero-width space) showed as `D1` beside the dealer `D1`, as the terminal and the PDF no longer
// do (hostile18). Shown text now carries each control or invisible format character as its \u escape; a form field
// keeps the value exactly, so filtering by that dealer still finds his findings.
import { describe, expect, it } from 'vitest';
import { cloneHands } from '../../store/helpers.js';
import { serveHands } from '../../helpers/workbench.js';
import { veedor, STACK } from '../../cli/run-cli.js';

const RLO = 'H\u202e2';
const ZWSP = 'D\u200b1';

describe('ids with invisible characters in HTML', () => {
  it('the hand page, the findings page and replay --html show them escaped; the dealer filter keeps the value', async () => {
    // Hands 0 and 4 are copies of the first example, under-paid: one Art. 15º finding each.
    const hands = cloneHands(5, { underpayEvery: 1 });
    hands[0]!['hand_id'] = RLO;
    hands[0]!['dealer_id'] = ZWSP;
    hands[4]!['dealer_id'] = 'D1';
    const { log, runId, served } = await serveHands('invisible-ids', hands);
    try {
      const hand = await served.get(`/runs/${runId}/hands/${encodeURIComponent(RLO)}?lang=en`);
      expect(hand.statusCode).toBe(200);
      expect(hand.body).not.toMatch(/[\u202e\u200b]/);
      expect(hand.body).toContain('<title>Hand H\\u202e2 · Veedor</title>');
      expect(hand.body).toContain('D\\u200b1');

      const all = await served.get(`/runs/${runId}/findings?lang=en`);
      expect(all.body).not.toMatch(/[\u202e\u200b]/);
      // The link to the hand carries the id percent-encoded, exactly.
      expect(all.body).toContain(`/hands/${encodeURIComponent(RLO)}?`);

      const filtered = await served.get(`/runs/${runId}/findings?dealer=${encodeURIComponent(ZWSP)}&lang=en`);
      expect(filtered.statusCode).toBe(200);
      // The field holds the dealer exactly (the form sends it back as typed); the page shows it escaped.
      expect(filtered.body).toContain(`name="dealer" value="${ZWSP}"`);
      expect(filtered.body).toMatch(/>1 findings? match/);
      expect(filtered.body).toContain(`/hands/${encodeURIComponent(RLO)}?`);
      const d1 = await served.get(`/runs/${runId}/findings?dealer=D1&lang=en`);
      expect(d1.body).toMatch(/>1 findings? match/);
      expect(d1.body).not.toContain(`/hands/${encodeURIComponent(RLO)}?`);
    } finally {
      await served.close();
    }
    const html = veedor(['replay', log, RLO, '--format', 'html', '--lang', 'en']);
    expect(html.stderr).not.toMatch(STACK);
    expect(html.stdout).toContain('H\\u202e2');
    expect(html.stdout).not.toMatch(/[\u202e\u200b]/);
  });
});
