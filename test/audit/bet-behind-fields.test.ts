// leads22: a finding on a bet behind a box told it from the box's own only in its message («Seat 1, the bet behind the
// box (P-8)...»): the JSON, the CSV, the store, the terminal and the PDF gave both the same seat, hand and spot, so a
// program (or a filter) could not tell which player a finding concerns. A finding on a bet behind now carries
// `behind: true` and `player` (the log's), after `number`; the box's own finding is unchanged, byte for byte.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { bet, deal, hole, act, reveal, pay, potLuck } from '../helpers/bj.js';
import { veedor, STACK } from '../cli/run-cli.js';
import { tempDir } from '../helpers/temp.js';
import { auditToPdf } from '../reports/pdf/render-helpers.js';
import { extractPages } from '../reports/pdf/extract.js';
import { cloneHands } from '../store/helpers.js';

/**
 * Seat 1 (T T = 20) bets 100, P-8 bets 50 behind it; the dealer's 9 and 8 (17): both win 1 to 1 (Art. 15º). The box
 * is paid 90 (event 9: owed 10), the bet behind 25 (event 10: owed 25).
 */
const HAND = {
  ...potLuck([
    bet(1, 100, 'main', { player: 'P-1' }), bet(1, 50, 'main', { player: 'P-8', behind: true }),
    deal('seat:1', 'Th'), deal('dealer', '9c'), deal('seat:1', 'Td'), hole('8s'),
    act(1, 'stand'), reveal('8s'),
    pay(1, 90), pay(1, 25, { behind: true, player: 'P-8' }),
  ], undefined, 'BH-1'),
  currency: 'PEN',
};

const dir = tempDir('bet-behind-fields');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const log = join(dir, 'behind.ndjson');
writeFileSync(log, JSON.stringify(HAND) + '\n');

describe('a finding on a bet behind names it (behind, player)', () => {
  it('JSON: the box\'s finding has neither field; the bet behind\'s has both, after the wager\'s place', () => {
    const r = veedor(['audit', log, '--format', 'json', '--lang', 'en']);
    expect(r.stderr).not.toMatch(STACK);
    expect(r.code).toBe(1);
    const findings = (JSON.parse(r.stdout) as { findings: Record<string, unknown>[] }).findings;
    expect(findings.map((f) => [f['rule'], f['event'], f['seat'], f['hand'], f['spot'], f['behind'], f['player'], f['expected'], f['actual'], f['owed_to_player']])).toEqual([
      ['win-pays-1-to-1', 9, 1, 1, 'main', undefined, undefined, 100, 90, 10],
      ['win-pays-1-to-1', 10, 1, 1, 'main', true, 'P-8', 50, 25, 25],
    ]);
    expect(findings.map((f) => f['article'])).toEqual(['Art. 15º', 'Art. 15º']);
    expect(Object.keys(findings[0]!)).not.toContain('behind');
    expect(Object.keys(findings[0]!)).not.toContain('player');
    expect(Object.keys(findings[1]!).slice(8, 14)).toEqual(['seat', 'hand', 'spot', 'behind', 'player', 'currency']);
    expect(findings[1]!['message']).toMatch(/^Seat 1, the bet behind the box \(P-8\)/);
  });

  it('CSV: two columns at the end, every column before in its place', () => {
    const r = veedor(['audit', log, '--format', 'csv', '--lang', 'en']);
    expect(r.stderr).not.toMatch(STACK);
    const [header, box, behind] = r.stdout.split('\r\n');
    const cols = header!.split(',');
    expect(cols.slice(-5)).toEqual(['table_id', 'dealer_id', 'started_at', 'behind', 'player']);
    expect(cols.indexOf('hand_id')).toBe(0);
    expect(cols.indexOf('started_at')).toBe(23);
    expect(box!.endsWith(',2026-11-28T21:00:00-05:00,,')).toBe(true);
    expect(behind!.endsWith(',2026-11-28T21:00:00-05:00,true,P-8')).toBe(true);
  });

  it('terminal: the bet behind beside the seat and the hand', () => {
    const r = veedor(['audit', log, '--lang', 'en', '--no-color']);
    expect(r.stderr).not.toMatch(STACK);
    const lines = r.stdout.split('\n').filter((l) => l.includes('[payout/win-pays-1-to-1]'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/event 9, seat 1, hand 1$/);
    expect(lines[1]).toMatch(/event 10, seat 1, hand 1, the bet behind the box \(P-8\)$/);
    const es = veedor(['audit', log, '--lang', 'es', '--no-color']);
    expect(es.stdout.split('\n').filter((l) => l.includes('[payout/win-pays-1-to-1]'))[1]).toMatch(/, apuesta de detrás de la casilla \(P-8\)$/);
  });

  it('the store keeps both fields: findings read back as audited, the digest verifies', () => {
    const db = join(dir, 'audit.db');
    const a = veedor(['audit', log, '--db', db, '--format', 'json', '--lang', 'en']);
    expect(a.stderr).not.toMatch(STACK);
    const audited = JSON.parse(a.stdout) as { findings: unknown[]; findings_digest: string };
    const stored = veedor(['findings', '--db', db, '--format', 'json', '--lang', 'en']);
    expect(stored.stderr).not.toMatch(STACK);
    const back = JSON.parse(stored.stdout) as { findings: Record<string, unknown>[] };
    expect(back.findings.map((f) => [f['event'], f['behind'], f['player']])).toEqual([[9, undefined, undefined], [10, true, 'P-8']]);
    // The seal covers the new columns, and the stored findings give the audit's digest; a re-audit gives the same.
    const v = veedor(['verify', 'latest', '--db', db, '--input', log, '--lang', 'en']);
    expect(v.stderr).not.toMatch(STACK);
    expect(v.code).toBe(0);
    expect(v.stdout).toContain(`2 stored findings match the stored SHA-256 digest (${audited.findings_digest.slice(0, 16)}`);
    expect(v.stdout).toContain('findings identical to the stored ones');
    expect(audited.findings).toHaveLength(2);
  });

  it('PDF: the entry\'s seat / hand cell names the bet behind', async () => {
    const r = await auditToPdf([log], 'en');
    expect(r.findings.map((f) => [f.behind, f.player])).toEqual([[undefined, undefined], [true, 'P-8']]);
    const text = (await extractPages(r.pdf)).map((p) => p.text).join('\n');
    expect(text).toContain('the bet behind the box (P-8)');
  });
});

describe('a store from before schema 6 (no behind, player columns)', () => {
  it('is read as it is, read-only: its findings read back and verify', () => {
    // Hands 0 and 4 under-paid, no bet behind: dropping the two columns (NULL in every row) leaves every seal as it was.
    const old = join(dir, 'old.ndjson');
    writeFileSync(old, cloneHands(5, { prefix: 'O', underpayEvery: 4 }).map((h) => JSON.stringify(h)).join('\n') + '\n');
    const db = join(dir, 'old.db');
    expect(veedor(['audit', old, '--db', db]).code).toBe(1);
    const raw = new Database(db);
    raw.exec("ALTER TABLE findings DROP COLUMN player; ALTER TABLE findings DROP COLUMN behind; DELETE FROM schema_migrations WHERE version = 6; PRAGMA user_version = 5");
    raw.close();
    const found = veedor(['findings', '--db', db, '--format', 'json', '--lang', 'en']);
    expect(found.stderr).not.toMatch(STACK);
    const back = (JSON.parse(found.stdout) as { findings: Record<string, unknown>[] }).findings;
    expect(back.map((f) => [f['hand_id'], f['article'], f['owed_to_player'], 'behind' in f, 'player' in f])).toEqual([
      ['O-0000000', 'Art. 15º', 10, false, false], ['O-0000004', 'Art. 15º', 10, false, false],
    ]);
    const v = veedor(['verify', 'latest', '--db', db, '--lang', 'en']);
    expect(v.stderr).not.toMatch(STACK);
    expect(v.code).toBe(0);
    // Read-only: the store is still of schema 5.
    const after = new Database(db, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(5);
    after.close();
  });
});

describe('a bet behind a zone (Póker Caribeño Art. 9º)', () => {
  it('the finding names it, and the PDF says zone, not box', async () => {
    const path = new URL('../../fixtures/pe-poker-caribeno/clause-r9-hands.json', import.meta.url).pathname;
    const en = await auditToPdf([path], 'en');
    const behind = en.findings.filter((f) => f.behind === true);
    expect(behind.map((f) => [f.rule, f.article, f.event, f.seat, f.player])).toEqual([['one-player-per-zone', 'Art. 9º', 4, 1, 'P2']]);
    expect((await extractPages(en.pdf)).map((p) => p.text).join('\n')).toContain('the bet behind the zone (P2)');
    const es = await auditToPdf([path], 'es');
    const text = (await extractPages(es.pdf)).map((p) => p.text).join('\n');
    expect(text).toContain('apuesta detrás de la zona (P2)');
    expect(text).not.toContain('casilla');
  });
});
