// leads22: the HTML outputs escaped a log's ids with esc(), which keeps a line feed (and a tab, a carriage return)
// for prose: a table `T\n1` showed as `T 1` beside the table `T 1`, a dealer `D\n1` as `D 1`, two ids telling
// apart nowhere on the page. The terminal and the PDF show an id's every control and invisible character as its \u
// escape (terminalSafe); the workbench's pages and `replay --html` (and the text replay's head line) now do the same.
import { describe, expect, it } from 'vitest';
import { cloneHands } from '../../store/helpers.js';
import { serveHands } from '../../helpers/workbench.js';
import { veedor, STACK } from '../../cli/run-cli.js';

const HAND = 'H\n1';
const TABLE = 'T\n1';
const DEALER = 'D\n1';
const SHOE = 'S\u200b\n1';

describe('ids with a line feed in HTML', () => {
  it('the hand page, the findings page, the run page and the replays show them escaped, apart from their look-alikes', async () => {
    // Hands 0 and 4 are copies of the first example, under-paid: one Art. 15º finding each.
    const hands = cloneHands(5, { underpayEvery: 1 });
    Object.assign(hands[0]!, { hand_id: HAND, table_id: TABLE, dealer_id: DEALER, shoe_id: SHOE });
    Object.assign(hands[4]!, { table_id: 'T 1', dealer_id: 'D 1' });
    const { log, runId, served } = await serveHands('line-feed-ids', hands);
    try {
      const hand = await served.get(`/runs/${runId}/hands/${encodeURIComponent(HAND)}?lang=en`);
      expect(hand.statusCode).toBe(200);
      expect(hand.body).toContain('<title>Hand H\\u000a1 · Veedor</title>');
      expect(hand.body).toContain('<h1>Hand H\\u000a1</h1>');
      expect(hand.body).toContain('<dd>T\\u000a1</dd>');
      expect(hand.body).toContain('<dd>S\\u200b\\u000a1</dd>');
      expect(hand.body).toContain('<dd>D\\u000a1</dd>');
      for (const id of [HAND, TABLE, DEALER, SHOE]) expect(hand.body).not.toContain(id);

      const all = await served.get(`/runs/${runId}/findings?lang=en`);
      expect(all.statusCode).toBe(200);
      expect(all.body).toContain('<td>T\\u000a1</td><td>D\\u000a1</td>');
      expect(all.body).toContain('<td>T 1</td><td>D 1</td>');
      // The link to the hand carries the id percent-encoded, exactly; its text shows it escaped.
      expect(all.body).toContain(`/hands/${encodeURIComponent(HAND)}?`);
      expect(all.body).toContain('>H\\u000a1</a>');
      for (const id of [HAND, TABLE, DEALER]) expect(all.body).not.toContain(id);

      // The run's groups by dealer and by table: each id a row of its own, told apart.
      const run = await served.get(`/runs/${runId}?lang=en`);
      expect(run.statusCode).toBe(200);
      expect(run.body).toContain('>T\\u000a1</a>');
      expect(run.body).toContain('>T 1</a>');
      expect(run.body).toContain('>D\\u000a1</a>');
      for (const id of [TABLE, DEALER]) expect(run.body).not.toContain(id);
    } finally {
      await served.close();
    }
    const html = veedor(['replay', log, HAND, '--format', 'html', '--lang', 'en']);
    expect(html.stderr).not.toMatch(STACK);
    expect(html.stdout).toContain('<title>Replay of hand H\\u000a1</title>');
    expect(html.stdout).toContain('<span id="hand-id">H\\u000a1</span>');
    expect(html.stdout).toContain('Table T\\u000a1 · dealer D\\u000a1 · shoe S\\u200b\\u000a1 ·');
    for (const id of [HAND, TABLE, DEALER, SHOE]) expect(html.stdout).not.toContain(id);

    // The text replay: the title and the head line each on one line, as the PDF shows them.
    const text = veedor(['replay', log, HAND, '--lang', 'en']);
    expect(text.stderr).not.toMatch(STACK);
    const lines = text.stdout.split('\n');
    expect(lines[0]).toBe('REPLAY OF HAND H\\u000a1');
    expect(lines[2]).toMatch(/^Table T\\u000a1 · dealer D\\u000a1 · shoe S\\u200b\\u000a1 · /);
  });
});
