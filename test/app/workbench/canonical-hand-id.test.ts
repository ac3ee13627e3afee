// inspector19: the hand page of the workbench looked a hand up by exact code points, as `replay --db` did: a log whose
// hand is written `Cafe\u0301-1` (decomposed) and whose later record `Caf\u00e9-1` (composed) the audit rejects as its
// repeat listed the repeat's finding with a link to /hands/Café-1 (composed), and that page said "no hand" (404); the
// decomposed hand's page did not show the repeat. The page now takes either canonical form, as `replay LOG HAND` and
// `replay --db` do: the log's hand, with its repeat's finding on it.
import { describe, expect, it } from 'vitest';
import { cloneHands } from '../../store/helpers.js';
import { serveHands } from '../../helpers/workbench.js';

const NFD = 'Cafe\u0301-1';
const NFC = 'Caf\u00e9-1';

describe('the workbench hand page, by an id in either canonical form', () => {
  it('opens the log\'s hand with its repeat\'s finding, whichever form the address carries', async () => {
    const hands = cloneHands(3);
    hands[0]!['hand_id'] = NFD;
    hands[2]!['hand_id'] = NFC;
    const { runId, served } = await serveHands('canonical-wb', hands);
    try {
      for (const id of [NFC, NFD]) {
        const page = await served.get(`/runs/${runId}/hands/${encodeURIComponent(id)}?lang=en`);
        expect(page.statusCode, id === NFC ? 'composed' : 'decomposed').toBe(200);
        expect(page.body).toContain('input-duplicate-hand-id');
        expect(page.body).toContain('Unicode');
      }
      expect((await served.get(`/runs/${runId}/hands/Cafe-1?lang=en`)).statusCode).toBe(404);
    } finally {
      await served.close();
    }
  });
});
