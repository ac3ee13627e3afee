import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runAudit } from '../../../audit/run.js';
import type { Finding } from '../../../audit/findings.js';
import { toUnits } from '../../../engine/core/money.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { tempDir } from '../../helpers/audit-files.js';

// These cases assert the English one-line errors and listings: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

/**
 * fixtures/bad-input/: each <case>.expected.json says what auditing <case>.<ext> (or the
 * listed files) must give: the counts, and every finding in order with the fields it
 * names. See fixtures/bad-input/README.md.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIR = join(ROOT, 'fixtures', 'bad-input');
const CLI = join(ROOT, 'dist', 'cli', 'veedor.js');

interface ExpectedFinding {
  rule: string;
  file?: string;
  line?: number;
  index?: number;
  field?: string;
  hand_id?: string | null;
  event?: number;
  seat?: number;
  dealer_id?: string;
  expected?: number;
  actual?: number;
  reason_matches?: string;
}

interface Expected {
  case: string;
  files?: string[];
  tables?: string;
  generate?: string;
  hands?: number;
  audited?: number;
  rejected?: number;
  findings?: ExpectedFinding[];
  /** The run's not_checked, each entry's rule and hands, in order (compared where given). */
  not_checked?: { rule: string; hands: number }[];
  cli?: { args: string[]; exit: number; stderr_matches: string; stdout?: string };
}

const CASES = readdirSync(DIR).filter((f) => f.endsWith('.expected.json')).sort()
  .map((f) => ({ name: f.replace(/\.expected\.json$/, ''), expected: JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Expected }));

/** The case's log: <case>.<ext>, the one file whose name is the case's plus an extension. */
function caseFiles(name: string, e: Expected): string[] {
  if (e.files) return e.files.map((f) => join(DIR, f));
  const own = readdirSync(DIR).filter((f) => f.startsWith(name + '.') && !f.endsWith('.expected.json') && !f.endsWith('.tables.json'));
  if (own.length !== 1) throw new Error(`case ${name}: expected one log file, found ${own.join(', ') || 'none'}`);
  return [join(DIR, own[0]!)];
}

function tablesOf(e: Expected): Map<string, Record<string, unknown>> | undefined {
  if (!e.tables) return undefined;
  return new Map(Object.entries(JSON.parse(readFileSync(join(DIR, e.tables), 'utf8')).tables as Record<string, Record<string, unknown>>));
}

const scratch = tempDir();
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const POT_LUCK: Record<string, any>[] = JSON.parse(readFileSync(join(ROOT, 'fixtures', 'pe-pot-luck-black-jack', 'clean-examples.json'), 'utf8'));

/** The cases too big to commit, written by the test. */
const GENERATE: Record<string, () => string> = {
  'fifty-mb-single-line': () => {
    const count = JSON.stringify({ type: 'procedure', name: 'count' });
    const n = Math.ceil(50_000_000 / (count.length + 1));
    const huge = JSON.stringify({ ...POT_LUCK[0], hand_id: 'HUGE-LINE', events: [] })
      .replace('"events":[]', `"events":[${`${count},`.repeat(n)}${JSON.stringify(POT_LUCK[0]!['events'][0])}]`);
    const path = join(scratch, 'fifty-mb-single-line.ndjson');
    writeFileSync(path, huge + '\n' + JSON.stringify(POT_LUCK[1]) + '\n');
    return path;
  },
  // Issue 18: a record over the 64 MB limit (a 1 GB one crashed with "Invalid string length") is rejected
  // with its line, unheld, and the read goes on with the next.
  'ndjson-line-over-64-mb': () => {
    const path = join(scratch, 'ndjson-line-over-64-mb.ndjson');
    const pad = 'x'.repeat(65 * 1024 * 1024);
    writeFileSync(path, JSON.stringify(POT_LUCK[1]) + '\n' + JSON.stringify({ ...POT_LUCK[0], hand_id: 'HUGE', pad }) + '\n' + JSON.stringify(POT_LUCK[2]) + '\n');
    return path;
  },
  'json-element-over-64-mb': () => {
    const path = join(scratch, 'json-element-over-64-mb.json');
    const pad = 'x'.repeat(65 * 1024 * 1024);
    writeFileSync(path, '[\n' + JSON.stringify(POT_LUCK[1]) + ',\n' + JSON.stringify({ ...POT_LUCK[0], hand_id: 'HUGE', pad }) + ',\n' + JSON.stringify(POT_LUCK[2]) + '\n]\n');
    return path;
  },
  // A line of 40,000 nested {"table_id":0} objects before the real key (issue 18, case 7): routing it under --workers was quadratic.
  'table-id-decoys': () => {
    const path = join(scratch, 'table-id-decoys.ndjson');
    const { table_id: tableId, ...rest } = POT_LUCK[0]!;
    writeFileSync(path, JSON.stringify({ ...rest, x: Array.from({ length: 40_000 }, () => ({ table_id: 0 })), table_id: tableId }) + '\n');
    return path;
  },
  'ten-thousand-events': () => {
    const padded = (id: string, total: number) => {
      const h = POT_LUCK[0]!;
      const pad = Array.from({ length: total - h['events'].length }, () => ({ type: 'procedure', name: 'count' }));
      return JSON.stringify({ ...h, hand_id: id, shoe_id: undefined, events: [...pad, ...h['events']] });
    };
    const path = join(scratch, 'ten-thousand-events.ndjson');
    writeFileSync(path, padded('EVENTS-10000', 10_000) + '\n' + padded('EVENTS-10001', 10_001) + '\n');
    return path;
  },
};

function shape(f: Finding, want: ExpectedFinding): ExpectedFinding {
  const got: ExpectedFinding = { rule: f.rule };
  const field = f.field;
  const relative = f.source.path.startsWith(DIR) ? f.source.path.slice(DIR.length + 1) : f.source.path;
  // Only the keys the expectation names are compared; a regular expression stands for the message.
  if ('file' in want) got.file = relative;
  if ('line' in want) got.line = f.source.line;
  if ('index' in want) got.index = f.source.index;
  if ('field' in want) got.field = field;
  if ('hand_id' in want) got.hand_id = f.hand_id;
  if ('event' in want) got.event = f.event;
  if ('seat' in want) got.seat = f.seat;
  if ('dealer_id' in want) got.dealer_id = f.dealer_id;
  if ('expected' in want) got.expected = f.expected === undefined ? undefined : toUnits(f.expected);
  if ('actual' in want) got.actual = f.actual === undefined ? undefined : toUnits(f.actual);
  if (want.reason_matches !== undefined) got.reason_matches = new RegExp(want.reason_matches).test(f.message.en) ? want.reason_matches : f.message.en;
  return got;
}

describe('the bad-input corpus (fixtures/bad-input)', () => {
  it('has every case the issue lists', () => {
    expect(CASES.map((c) => c.name)).toEqual(expect.arrayContaining([
      'truncated-json-mid-object', 'json-array-missing-bracket', 'ndjson-garbage-line', 'csv-missing-column', 'csv-row-missing-field',
      'csv-extra-column', 'csv-quoted-newlines', 'csv-semicolon', 'csv-tab-delimited', 'bom-crlf', 'csv-bom-crlf', 'crlf', 'latin1-accents',
      'empty', 'binary', 'fifty-mb-single-line', 'numbers-as-strings', 'amount-1e309', 'amounts-negative-three-decimals', 'bad-cards',
      'card-to-seat-99', 'events-after-settlement', 'ten-thousand-events', 'duplicate-ids-across-files', 'unknown-ruleset', 'tables-not-json',
      // issue 18
      'csv-unterminated-quote', 'json-array-missing-quote', 'json-array-missing-brace', 'json-array-one-line-missing-quote', 'csv-delimiter-change',
      'csv-duplicate-header-column', 'amounts-beyond-15-digits', 'csv-amounts-beyond-15-digits', 'ndjson-line-over-64-mb', 'json-element-over-64-mb',
      'dates-not-dates', 'deep-nesting', 'deep-nesting-6000', 'table-id-decoys',
    ]));
  });

  for (const { name, expected: e } of CASES.filter((c) => !c.expected.cli)) {
    it(`${name}: ${e.case}`, async () => {
      const paths = e.generate ? [GENERATE[e.generate]!()] : caseFiles(name, e);
      const started = performance.now();
      const run = await runAudit({ paths, rulesets: RULESETS, tables: tablesOf(e) });
      const findings: Finding[] = [];
      for await (const f of run.findings()) findings.push(f);
      run.dispose();
      const seconds = (performance.now() - started) / 1000;

      expect(run.summary).toMatchObject({ hands: e.hands, audited: e.audited, rejected: e.rejected });
      expect(run.summary.hands).toBe(run.summary.audited + run.summary.rejected);
      const want = e.findings ?? [];
      expect(findings.map((f, i) => shape(f, want[i] ?? { rule: '' }))).toEqual(want);
      if (e.not_checked) expect(run.notChecked.map((n) => ({ rule: n.rule, hands: n.hands }))).toEqual(e.not_checked);
      // Nothing slow: the 50 MB line takes a few seconds, everything else well under one (generous for a loaded CI machine).
      expect(seconds).toBeLessThan(e.generate === 'fifty-mb-single-line' || e.generate?.endsWith('-64-mb') ? 60 : 15);
    });
  }

  for (const { name, expected: e } of CASES.filter((c) => c.expected.cli)) {
    it(`${name} (command line): ${e.case}`, () => {
      if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build" before the tests`);
      const r = spawnSync(process.execPath, [CLI, ...e.cli!.args], { cwd: DIR, encoding: 'utf8' });
      expect(r.status).toBe(e.cli!.exit);
      expect(r.stderr).toMatch(new RegExp(e.cli!.stderr_matches));
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
      if (e.cli!.stdout !== undefined) expect(r.stdout).toBe(e.cli!.stdout);
    });
  }
});
