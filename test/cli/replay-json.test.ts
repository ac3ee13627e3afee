import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, ROOT, veedor } from './run-cli.js';

// dispute18: the resolver's replay as JSON (`--format json`), and scripts/replay-agrees.mjs, which checks that every
// replay says what `veedor audit` says of its hand (findings with article, event and amounts; the balance per seat
// and currency; complying hands; the same amounts in es and en).
describe('veedor replay --format json', () => {
  it('names each finding with its article, event and amounts, and the balance in the hand\'s currency', () => {
    const r = veedor(['replay', DEMO, 'PL-A14-DEALER-17', '--format', 'json', '--lang', 'en']);
    expect(r.code).toBe(1);
    const d = JSON.parse(r.stdout);
    expect(d).toMatchObject({ replay_format: 1, lang: 'en', hand_id: 'PL-A14-DEALER-17', currency: 'PEN', findings: 3, complies: false });
    const at18 = d.steps.find((s: { n: number }) => s.n === 18);
    expect(at18.article).toBe('Art. 15º');
    expect(at18.findings).toEqual([expect.objectContaining({ event: 18, rule: 'win-pays-1-to-1', article: 'Art. 15º', seat: 3, expected: 60, actual: -60, owed_to_player: 120 })]);
    expect(d.balance).toEqual({
      currency: 'PEN',
      seats: [{ seat: 3, terms: [{ article: 'Art. 15º', label: 'Seat 3, the main bet', expected: 60, actual: -60, owed_to_player: 120 }], owed_to_player: 120 }],
      house_owes_players: 120, house_is_owed_by_players: 0, net_owed_to_players: 120,
    });
    // The same bytes twice, and the Spanish document the same numbers.
    expect(veedor(['replay', DEMO, 'PL-A14-DEALER-17', '--format', 'json', '--lang', 'en']).stdout).toBe(r.stdout);
    const es = JSON.parse(veedor(['replay', DEMO, 'PL-A14-DEALER-17', '--format', 'json', '--lang', 'es']).stdout);
    expect(es.balance.seats[0].owed_to_player).toBe(120);
    expect(es.steps.find((s: { n: number }) => s.n === 18).findings[0].message).toMatch(/PEN 120\.00/);
  });

  it('a hand without findings: complies, nothing owed, exit 0; --format json beside --html writes both', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veedor-replay-json-'));
    try {
      const clean = veedor(['audit', DEMO, '--format', 'json', '--quiet']);
      const withFindings = new Set(JSON.parse(clean.stdout).findings.map((f: { hand_id: string }) => f.hand_id));
      const ids = readFileSync(DEMO, 'utf8').trim().split('\n').map((l) => JSON.parse(l).hand_id as string);
      const id = ids.find((h) => !withFindings.has(h))!;
      const r = veedor(['replay', DEMO, id, '--format', 'json', '--html', join(dir, 'h.html')]);
      expect(r.code).toBe(0);
      const d = JSON.parse(r.stdout);
      expect(d).toMatchObject({ hand_id: id, findings: 0, complies: true });
      expect(d.balance.seats).toEqual([]);
      expect(d.balance.net_owed_to_players).toBe(0);
      expect(d.wagers.every((w: { wrong: boolean; owed_to_player: number }) => !w.wrong && w.owed_to_player === 0)).toBe(true);
      expect(readFileSync(join(dir, 'h.html'), 'utf8')).toMatch(/^<!DOCTYPE html>/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('scripts/replay-agrees.mjs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'veedor-agrees-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const script = join(ROOT, 'scripts', 'replay-agrees.mjs');
  const log = join(dir, 'ds.ndjson');
  const tables = join(dir, 'ds.tables.json');

  it('a small simulated log with faults: every replay agrees with the audit, some through the CLI', () => {
    expect(veedor(['simulate', '--ruleset', 'pe-dragon-six-baccarat', '--hands', '60', '--faults', '0.3', '--seed', '18', '--out', log, '--tables-out', tables]).code).toBe(0);
    const r = spawnSync(process.execPath, [script, log, '--tables', tables, '--cli', '2', '--clean', '5', '--json'], { encoding: 'utf8', timeout: 110_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.hands).toBe(60);
    expect(out.disputed).toBeGreaterThan(10);
    expect(out.replayed).toBe(out.disputed + 5);
    expect(out.cli).toBe(2);
    expect(out.problems).toEqual({});
  });

  it('a repeated hand_id and a record the format rejects: the repeat named by the replay, the rejection refused with its reason', () => {
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    const bad = JSON.parse(lines[4]!);
    bad.hand_id = 'REJECTED-1';
    bad.currency = 'PENX';
    const edge = join(dir, 'edge.ndjson');
    writeFileSync(edge, [...lines.slice(0, 4), lines[1], JSON.stringify(bad)].join('\n') + '\n');
    const r = spawnSync(process.execPath, [script, edge, '--tables', tables, '--cli', '2', '--clean', '2', '--json'], { encoding: 'utf8', timeout: 110_000 });
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ hands: 4, rejected: 1, problems: {} });
  });

  it('an audit the replay does not match is reported, by class (the checks bite)', () => {
    const audit = JSON.parse(veedor(['audit', log, '--tables', tables, '--format', 'json', '--quiet']).stdout);
    const f = audit.findings.find((x: { owed_to_player?: number }) => x.owed_to_player !== undefined && x.owed_to_player !== 0);
    f.owed_to_player += 1;
    const tampered = join(dir, 'tampered.json');
    writeFileSync(tampered, JSON.stringify(audit));
    const r = spawnSync(process.execPath, [script, log, '--tables', tables, '--audit', tampered, '--cli', '0', '--clean', '0', '--json'], { encoding: 'utf8', timeout: 110_000 });
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.problems['audit finding missing from the replay (or with other article/event/amounts)']).toHaveLength(2);
    expect(out.problems['balance net differs from the audit']).toEqual([
      expect.stringContaining(`${f.hand_id} es:`), expect.stringContaining(`${f.hand_id} en:`),
    ]);
    expect(Object.keys(out.problems)).toContain('audit summary money differs from its findings');
  });
});
