import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, veedor } from './run-cli.js';

// dispute18: a hand whose log names no currency. Every amount of its replay is a bare number ("owed to the player on
// seat 3 120.00") and the heading, which says "amounts in PEN" when there is one, said nothing: the reader was left
// to guess. It now says the log names none, in es and en, on every surface (the heading line is shared).
describe('replay of a hand whose log names no currency', () => {
  const dir = mkdtempSync(join(tmpdir(), 'veedor-no-currency-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const hand = JSON.parse(readFileSync(DEMO, 'utf8').split('\n').find((l) => l.includes('"PL-A14-DEALER-17"'))!);
  delete hand.currency;
  if (hand.table) delete hand.table.currency;
  const log = join(dir, 'no-currency.ndjson');
  writeFileSync(log, `${JSON.stringify(hand)}\n`);

  it('says so in the heading; the money is the same, without a currency', () => {
    const en = veedor(['replay', log, 'PL-A14-DEALER-17', '--lang', 'en']);
    expect(en.code).toBe(1);
    expect(en.stdout.split('\n')[2]).toBe('Table PL-03 · dealer D-311 · shoe PL-03-S001 · 2026-11-06T21:00:00-05:00 · the log names no currency for the hand: amounts are given without one');
    expect(en.stdout).toContain('= +120.00: owed to the player on seat 3 120.00.');
    const es = veedor(['replay', log, 'PL-A14-DEALER-17', '--lang', 'es']);
    expect(es.stdout.replace(/\s+/g, ' ')).toContain('el registro no indica la moneda de la mano: los importes se dan sin ella');
    const html = join(dir, 'h.html');
    veedor(['replay', log, 'PL-A14-DEALER-17', '--lang', 'en', '--html', html]);
    expect(readFileSync(html, 'utf8')).toContain('the log names no currency for the hand: amounts are given without one');
    const json = JSON.parse(veedor(['replay', log, 'PL-A14-DEALER-17', '--format', 'json']).stdout);
    expect(json.currency).toBeUndefined();
    expect(json.balance.net_owed_to_players).toBe(120);
  });
});
