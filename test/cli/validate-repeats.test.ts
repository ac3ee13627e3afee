// The format makes hand_id unique within the log (a repeat is an input error), and the audit rejects a repeat
// (input-duplicate-hand-id). `veedor validate` read the same log as "every record valid", exit 0: a log that
// validates clean then lost hands at the audit. It now rejects the repeat as the audit does, and a record that failed
// the format still claims its id. A log is one file (the format: «A log is one of: a JSON file …, an NDJSON file …,
// a CSV file»): the same id in another file is another log's hand, read and audited (both had rejected it, so a
// month of daily files each numbering its hands from 1 lost all but the first day); the same file named twice is one
// log. An unreadable record's field is listed too.
import { describe, expect, it } from 'vitest';
import { veedor, ROOT, STACK } from './run-cli.js';

const DIR = `${ROOT}/fixtures/bad-input`;

describe('veedor validate and repeated hand_ids', () => {
  it('a repeat within a file is rejected with its line and field, exit 1, as the audit counts it; another file\'s same ids are its own hands', () => {
    const files = [`${DIR}/duplicate-ids-across-files/a.ndjson`, `${DIR}/duplicate-ids-across-files/b.ndjson`];
    const v = veedor(['validate', ...files, '--lang', 'en']);
    expect(v.code).toBe(1);
    expect(v.stderr).not.toMatch(STACK);
    expect(v.stdout.trimEnd().split('\n').map((l) => l.replace(`${DIR}/`, ''))).toEqual([
      'duplicate-ids-across-files/a.ndjson: 2 hands read, 2 valid, 0 rejected',
      'duplicate-ids-across-files/b.ndjson:4: EX-PLBJ-000008 [hand_id] hand_id "EX-PLBJ-000008" already appeared earlier in the log; this repeat is not audited',
      'duplicate-ids-across-files/b.ndjson: 4 hands read, 3 valid, 1 rejected',
    ]);
    for (const workers of ['1', '2']) {
      const a = JSON.parse(veedor(['audit', ...files, '--format', 'json', '--lang', 'en', '--workers', workers]).stdout) as { inputs: { hands: number; rejected: number }[] };
      expect(a.inputs.map((i) => [i.hands, i.rejected])).toEqual([[2, 0], [4, 1]]);
    }
  });

  it('the same file named twice: every hand of the second reading is a repeat', () => {
    const f = `${DIR}/duplicate-ids-across-files/a.ndjson`;
    const v = veedor(['validate', f, f, '--lang', 'en']);
    expect(v.code).toBe(1);
    expect(v.stdout.trim().split('\n').slice(-1)[0]).toBe(`${f}: 2 hands read, 0 valid, 2 rejected`);
  });

  it('an unreadable record names its field (a key written twice)', () => {
    const v = veedor(['validate', `${DIR}/repeated-keys.ndjson`, '--lang', 'en']);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain('repeated-keys.ndjson:1: RK-AMOUNT [events[19].amount] the key "amount" is written twice in one object');
    expect(v.stdout).toContain('repeated-keys.ndjson:2: [hand_id] the key "hand_id" is written twice in one object');
    expect(v.stdout).toContain('repeated-keys.ndjson: 3 hands read, 1 valid, 2 rejected');
  });
});
