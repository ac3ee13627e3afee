import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, veedor } from './run-cli.js';

// dispute18: a coup in which no one bet. The replay's "What should have happened" heading stood over nothing, in
// every form, as if a part were missing; it now says there was no wager to settle.
describe('replay of a hand with no wagers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'veedor-no-wagers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const hand = JSON.parse(readFileSync(join(ROOT, 'fixtures', 'demo', 'dragon-six-lima.ndjson'), 'utf8').split('\n')[0]!);
  hand.events = hand.events.filter((e: { type: string }) => !['bet', 'payout', 'collect', 'return', 'commission'].includes(e.type));
  const log = join(dir, 'no-bets.ndjson');
  writeFileSync(log, `${JSON.stringify(hand)}\n`);

  it('says no one bet, in es and en, in the text and the HTML; nothing owed; complies when the audit finds nothing', () => {
    const audit = JSON.parse(veedor(['audit', log, '--format', 'json', '--quiet']).stdout);
    const en = veedor(['replay', log, hand.hand_id, '--lang', 'en']);
    expect(en.code).toBe(audit.summary.findings > 0 ? 1 : 0);
    expect(en.stdout).toContain('WHAT SHOULD HAVE HAPPENED (wager by wager, given the cards and decisions recorded)\n  No one bet in this hand: there is no wager to settle and no money owed on one.\n');
    const es = veedor(['replay', log, hand.hand_id, '--lang', 'es']);
    expect(es.stdout).toContain('LO QUE DEBIÓ OCURRIR (por apuesta, según las cartas y decisiones registradas)\n  Nadie apostó en esta mano: no hay apuesta que liquidar ni dinero que deber por ella.\n');
    const html = join(dir, 'h.html');
    veedor(['replay', log, hand.hand_id, '--lang', 'en', '--html', html]);
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('<p class="no-wagers">No one bet in this hand: there is no wager to settle and no money owed on one.</p>');
    expect(page).not.toContain('<table class="wagers">');
    const json = JSON.parse(veedor(['replay', log, hand.hand_id, '--format', 'json']).stdout);
    expect(json.wagers).toEqual([]);
    expect(json.balance.net_owed_to_players).toBe(0);
  });
});
