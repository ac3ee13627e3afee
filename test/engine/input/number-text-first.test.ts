// A format number that JSON.parse reads inexactly is judged by its text before the schema judges the double it
// became: `"seat": 1e400` was refused as "null must be <= 999" (ajv quoting Infinity as JSON, null), and the
// amount -9007199254740993 as "amount -9007199254740992 is negative", a number the log never wrote.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLine } from '../../../engine/input/readers.js';
import { parseRecord } from '../../../audit/record.js';
import { renderReason } from '../../../engine/core/reasons.js';
import { ROOT } from '../../cli/run-cli.js';

const line = readFileSync(`${ROOT}/fixtures/bad-input/repeated-keys.ndjson`, 'utf8').split('\n')[2]!;
const bet = '{"type":"bet","seat":1,"spot":"main","amount":65}';

function problem(text: string) {
  const rec = parseLine(text, 1, 0);
  if (rec.kind !== 'hand') throw new Error(`unreadable: ${JSON.stringify(rec)}`);
  const r = parseRecord(rec.value, { path: 'x.ndjson', line: 1, index: 0 }, {}, rec.texts, rec.sound);
  if (r.kind !== 'invalid') throw new Error('audited');
  return { field: r.problem.field, reason: renderReason(r.problem.reason, 'en') };
}

describe('numbers judged by their text before the schema', () => {
  it('the fixture line still writes its first bet as expected', () => expect(line).toContain(bet));

  it('a seat of 1e400 names its text, not "null"', () => {
    expect(problem(line.replace(bet, bet.replace('"seat":1', '"seat":1e400')))).toEqual({ field: 'events[2].seat', reason: '1e400 is not a finite number' });
  });

  it('a negative amount beyond 2^53 is quoted as written', () => {
    expect(problem(line.replace(bet, bet.replace('"amount":65', '"amount":-9007199254740993')))).toEqual({
      field: 'events[2].amount', reason: 'amount -9007199254740993 has too many digits to be exact',
    });
  });

  it('an amount of 1e400 is still "not a finite number" naming the amount', () => {
    expect(problem(line.replace(bet, bet.replace('"amount":65', '"amount":1e400')))).toEqual({
      field: 'events[2].amount', reason: 'amount is not a finite number (1e400)',
    });
  });
});
