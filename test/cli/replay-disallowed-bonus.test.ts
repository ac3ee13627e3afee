import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { veedor } from './run-cli.js';

// dispute18: a pai gow bonus bet the text does not admit ((B)(1): the seat had no pai gow wager), which the table
// collected as a loser. The catalog judges such a bet as placed unless it was handed back whole (its reading,
// parameter disallowed_bonus_bet_returned_whole), so the replay's line read "the bet loses and is collected —
// correct" beside a finding that the bet was not allowed: it now says the text does not admit it, and the reading.
describe('replay of a pai gow bonus bet the text does not admit, not handed back', () => {
  const dir = mkdtempSync(join(tmpdir(), 'veedor-disallowed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const log = join(dir, 'pg.ndjson');
  const tables = join(dir, 'pg.tables.json');

  it('says (B)(1) does not admit it and that it is judged as placed, in es and en', () => {
    expect(veedor(['simulate', '--ruleset', 'pr-8669-pai-gow-bonus', '--hands', '30', '--faults', '1', '--fault-kinds', 'bonus-without-paigow', '--seed', '3', '--out', log, '--tables-out', tables]).code).toBe(0);
    const audit = JSON.parse(veedor(['audit', log, '--tables', tables, '--format', 'json', '--quiet']).stdout);
    const f = audit.findings.find((x: { rule: string }) => x.rule === 'bonus-needs-paigow-wager');
    expect(f).toBeDefined();
    const en = JSON.parse(veedor(['replay', log, f.hand_id, '--tables', tables, '--format', 'json', '--lang', 'en']).stdout);
    const es = JSON.parse(veedor(['replay', log, f.hand_id, '--tables', tables, '--format', 'json', '--lang', 'es']).stdout);
    const line = (d: { wagers: { seat: number; label: string; required_why: string }[] }, word: string) =>
      d.wagers.filter((w) => w.seat === f.seat && w.label.includes(word));
    const notAdmitted = line(en, 'bonus').filter((w) => w.required_why.includes('paragraph (B)(1) does not admit it'));
    expect(notAdmitted.length).toBeGreaterThan(0);
    expect(notAdmitted[0]!.required_why).toContain("The seat had no pai gow wager when the generator was activated: paragraph (B)(1) does not admit it; the text does not say what becomes of it: handing it back whole would have been the remedy; settled otherwise, it is judged as placed (Veedor's reading)");
    expect(line(es, 'adicional').some((w) => w.required_why.includes('El asiento no tenía apuesta de Pai Gow al activarse el generador: el párrafo (B)(1) no la admite; el texto no dice qué pasa con ella'))).toBe(true);
    // A seat with a pai gow wager: its bonus lines say nothing of the kind.
    const others = en.wagers.filter((w: { seat: number; label: string }) => w.seat !== f.seat && w.label.includes('bonus'));
    expect(others.every((w: { required_why?: string }) => !(w.required_why ?? '').includes('does not admit'))).toBe(true);
  });
});
