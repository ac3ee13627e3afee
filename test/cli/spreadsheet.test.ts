// CSV a spreadsheet opens right and a summary that fits the terminal (issue 21): amounts with two
// decimals always; --excel for a Spanish-locale Excel (byte-order mark, ";", decimal comma, CRLF);
// the text summary within 80 columns on a pipe, its columns aligned.
process.env['VEEDOR_LANG'] = 'en';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, ROOT, veedor } from './run-cli.js';

let dir: string;
const DEMO_DIR = join(ROOT, 'fixtures', 'demo');
const ALL_DEMO = ['black-jack-marbella.ndjson', 'dragon-six-lima.ndjson', 'pai-gow-san-juan.ndjson', 'poker-caribeno-lima.ndjson', 'pot-luck-lima.ndjson']
  .map((f) => join(DEMO_DIR, f));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'veedor-csv-'));
  writeFileSync(join(dir, 'lima.ndjson'), readFileSync(DEMO));
  expect(veedor(['audit', ...ALL_DEMO, '--db', join(dir, 'all.db')]).code).toBe(1);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('CSV for spreadsheets', () => {
  it('plain CSV: ",", decimal point, two decimals on every amount, CRLF, no byte-order mark', () => {
    const r = veedor(['audit', DEMO, '--format', 'csv']);
    expect(r.code).toBe(1);
    expect(r.stdout.startsWith('hand_id,event,ruleset,')).toBe(true);
    expect(r.stdout.split('\r\n').length).toBeGreaterThan(40);
    expect(r.stdout.replace(/\r\n/g, '')).not.toContain('\n');
    const pl = r.stdout.split('\r\n').find((l) => l.startsWith('PL-A13-BJ,'))!;
    // 3 to 2 on 100.00 is 150.00; the table paid 100.00: 50.00 owed to the player.
    expect(pl).toMatch(/,PEN,150\.00,100\.00,-50\.00,50\.00,/);
  });

  it('--excel: byte-order mark, ";" between cells, the decimal comma, CRLF; the same cells as the plain CSV', () => {
    const plain = veedor(['audit', DEMO, '--format', 'csv']).stdout.split('\r\n');
    const r = veedor(['audit', DEMO, '--excel']);
    expect(r.code).toBe(1);
    expect(r.stdout.startsWith('\uFEFFhand_id;event;ruleset;')).toBe(true);
    const lines = r.stdout.slice(1).split('\r\n');
    expect(lines.length).toBe(plain.length);
    const pl = lines.find((l) => l.startsWith('PL-A13-BJ;'))!;
    expect(pl).toMatch(/;PEN;150,00;100,00;-50,00;50,00;/);
    // Text with a comma is quoted in both dialects, so no cell spills into the next column.
    expect(lines.filter((l) => l.includes(';"')).length).toBeGreaterThan(0);
    // --excel with --format csv is the same; with --format json it is one line, exit 2.
    expect(veedor(['audit', DEMO, '--excel', '--format', 'csv']).stdout).toBe(r.stdout);
    const json = veedor(['audit', DEMO, '--excel', '--format', 'json']);
    expect({ code: json.code, stderr: json.stderr }).toEqual({ code: 2, stderr: 'veedor: --excel writes CSV: it cannot go with --format json\n' });
    const es = veedor(['audit', DEMO, '--excel', '--format', 'json', '--lang', 'es']);
    expect(es.stderr).toBe('veedor: --excel escribe CSV: no puede ir con --format json\n');
  });

  it('findings and summary take --excel too; the summary CSV has only the articles that occur', () => {
    const db = join(dir, 'all.db');
    const found = veedor(['findings', '--db', db, '--excel', '--article', 'Art. 13º']);
    expect(found.code).toBe(0);
    expect(found.stdout.startsWith('\uFEFFrun_id;hand_id;')).toBe(true);
    expect(found.stdout).toMatch(/;PL-A13-BJ;9;.*;PEN;150,00;100,00;-50,00;50,00;/);
    const sum = veedor(['summary', '--db', db, '--excel']);
    expect(sum.code).toBe(0);
    const rows = sum.stdout.slice(1).split('\r\n');
    expect(rows[0]!.split(';').slice(0, 4)).toEqual(['dealer', 'hands', 'findings', 'per_1000']);
    expect(rows.find((l) => l.startsWith('D-205;'))).toMatch(/^D-205;37;35;945,946;0,00;0,00;0,00;1780,00;210,00;1570,00;/);
    const plain = veedor(['summary', '--db', db, '--format', 'csv']).stdout.split('\r\n');
    expect(plain.find((l) => l.startsWith('D-205,'))).toMatch(/^D-205,37,35,945\.946,0\.00,0\.00,0\.00,1780\.00,210\.00,1570\.00,/);
    // 45 articles have findings in the demo run, of the five catalogs' many more.
    const articleColumns = plain[0]!.split(',').filter((h) => h.startsWith('per_1000 '));
    expect(articleColumns).toHaveLength(45);
  });
});

describe('the text summary fits the terminal', () => {
  it('a hand that names no dealer: its row is named in the reader\'s language, with its money', () => {
    const demoHand = JSON.parse(readFileSync(DEMO, 'utf8').split('\n').find((l) => l.includes('"PL-A13-BJ"'))!) as Record<string, unknown>;
    delete demoHand['dealer_id'];
    writeFileSync(join(dir, 'no-dealer.ndjson'), JSON.stringify(demoHand) + '\n');
    const db = join(dir, 'no-dealer.db');
    expect(veedor(['audit', join(dir, 'no-dealer.ndjson'), '--db', db]).code).toBe(1);
    // Art. 13º: the Black Jack paid 100.00 where 3 to 2 is 150.00.
    expect(veedor(['summary', '--db', db]).stdout).toMatch(/\n\(no dealer\) +1 +1 +1000\.0 +PEN 50\.00 +PEN 0\.00 +PEN 50\.00\n/);
    expect(veedor(['summary', '--db', db, '--lang', 'es']).stdout).toMatch(/\n\(sin dealer\) +1 +1 +1000\.0 +PEN 50\.00 +PEN 0\.00 +PEN 50\.00\n/);
  });

  it('on a pipe: 80 columns, numbers right-aligned under their heads, one ruleset column', () => {
    const r = veedor(['summary', '--db', join(dir, 'all.db')]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    for (const l of lines) expect([...l].length, l).toBeLessThanOrEqual(80);
    expect(r.stdout).toMatch(/\nD-205 +37 +35 +945\.9 +PEN 1780\.00 +PEN 210\.00 +PEN 1570\.00\n/);
    // The heads' last line sits just above the values; a long head is broken at its spaces.
    const head = lines.findIndex((l) => l.startsWith('dealer  '));
    expect(lines[head]).toMatch(/^dealer +hands +findings +1,000 +players +players +players$/);
    expect(lines[head + 1]).toMatch(/^C-12 +31 +37 +1193\.5 +EUR 350\.50 +EUR 860\.00 +EUR -509\.50$/);
    // The article table: the ruleset in its column, the article left-aligned, the group named once.
    expect(r.stdout).toMatch(/\nD-205 +pe-poker-caribeno +Art\. 5º +2 +54\.1\n +pe-poker-caribeno +Art\. 6º +1 +27\.0\n/);
    // In Spanish, five catalogs with their own words for the dealer: the shared word heads the column.
    expect(veedor(['summary', '--db', join(dir, 'all.db'), '--lang', 'es']).stdout).toMatch(/\ncrupier +manos +hallazgos +mil +jugadores +jugadores +a jugadores\nC-12 +31 +37 +1193\.5 /);
  });
});

describe('the CSV columns are documented', () => {
  it('the README lists the findings CSV columns, in order', async () => {
    const { CSV_FINDING_COLUMNS } = await import('../../reports/csv.js');
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(`the columns \`${CSV_FINDING_COLUMNS.join(', ')}\``);
  });
});
