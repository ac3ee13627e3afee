// A key written twice in one object of a record (`"amount": 55, "amount": 5`) is not a value: JSON.parse keeps the
// last silently, so the record was audited on the 5 and a payout finding (PEN 50 owed by the player) was invented
// from an ambiguous line. The reader refuses the record instead, naming the repeated member's path, in every
// reader (NDJSON, a JSON array) and on worker threads alike.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLine } from '../../../engine/input/readers.js';
import { memberCount, repeatedKey } from '../../../engine/input/record-text.js';
import { veedor, ROOT } from '../../cli/run-cli.js';
import { tempDir } from '../../helpers/temp.js';

const hand = readFileSync(`${ROOT}/fixtures/bad-input/repeated-keys.ndjson`, 'utf8').split('\n');

describe('a key written twice in one object', () => {
  it('the text pass finds the first repeat and its path; escapes are read as the key they spell', () => {
    expect(repeatedKey('{"a":1,"b":{"c":[{"x":1},{"x":2,"y":3,"x":4}]}}')).toEqual({ key: 'x', path: 'b.c[1].x' });
    expect(repeatedKey('{"amount":1,"am\\u006funt":2}')).toEqual({ key: 'amount', path: 'amount' });
    expect(repeatedKey('{"a":{"k":1},"b":{"k":2},"s":"\\"k\\":"}')).toBeUndefined();
    expect(memberCount(JSON.parse('{"a":[{"b":1,"c":2}],"d":{"a":1,"a":2}}'))).toBe(5);
  });

  it('a line with a repeated amount or hand_id is unreadable, naming the field; keys repeated across objects are fine', () => {
    expect(parseLine('{"hand_id":"A","events":[{"amount":55,"amount":5}]}', 3, 2)).toEqual({
      kind: 'unreadable', line: 3, index: 2, field: 'events[0].amount', handId: 'A', reason: { code: 'json.repeated-key', data: { key: '"amount"' } },
    });
    const twice = parseLine('{"hand_id":"A","hand_id":"B"}', 1, 0);
    expect(twice).toMatchObject({ kind: 'unreadable', field: 'hand_id' });
    expect(twice).not.toHaveProperty('handId');
    expect(parseLine('{"__proto__":{"amount":1},"events":[{"amount":1},{"amount":2}]}', 1, 0)).toMatchObject({ kind: 'hand' });
  });

  it('the audit rejects it as input, never as a payout finding, the same with --workers 2 and from a JSON array', () => {
    const dir = tempDir('repeated-keys');
    const json = join(dir, 'hands.json');
    writeFileSync(json, `[\n${hand.filter((l) => l).join(',\n')}\n]\n`);
    const ndjson = `${ROOT}/fixtures/bad-input/repeated-keys.ndjson`;
    const runs = [[ndjson], [ndjson, '--workers', '2'], [json]].map((files) => {
      const r = veedor(['audit', ...files, '--format', 'json', '--lang', 'en']);
      expect(r.code).toBe(1);
      const doc = JSON.parse(r.stdout) as { summary: { hands: number; audited: number; rejected: number; by_category: Record<string, number> }; findings: { rule: string; hand_id: string | null; field: string; source: { line: number } }[] };
      return { summary: doc.summary, findings: doc.findings.map((f) => [f.rule, f.hand_id, f.field, f.source.line]) };
    });
    for (const r of runs) {
      expect(r.summary).toMatchObject({ hands: 3, audited: 1, rejected: 2, by_category: { payout: 0, procedure: 0, integrity: 0, input: 2 } });
    }
    expect(runs[0]!.findings).toEqual([['input-unreadable', 'RK-AMOUNT', 'events[19].amount', 1], ['input-unreadable', null, 'hand_id', 2]]);
    expect(runs[1]!.findings).toEqual(runs[0]!.findings);
    expect(runs[2]!.findings).toEqual([['input-unreadable', 'RK-AMOUNT', 'events[19].amount', 2], ['input-unreadable', null, 'hand_id', 3]]);
  });

  it('the dispute replay of that hand says why it cannot replay it, not that the log lacks it', () => {
    const r = veedor(['replay', `${ROOT}/fixtures/bad-input/repeated-keys.ndjson`, 'RK-AMOUNT', '--lang', 'en']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^veedor: hand RK-AMOUNT in .*repeated-keys\.ndjson cannot be replayed: .*\[events\[19\]\.amount\]\): the key "amount" is written twice/);
  });

  it('a record refused for a repeated key still claims its hand_id: a later hand with that id is a repeat', () => {
    const dir = tempDir('repeated-keys-claim');
    const path = join(dir, 'claim.ndjson');
    writeFileSync(path, `${hand[0]}\n${hand[0]!.replace('"amount":55,"amount":5}', '"amount":55}')}\n`);
    const doc = JSON.parse(veedor(['audit', path, '--format', 'json', '--lang', 'en']).stdout) as { findings: { rule: string; hand_id: string }[] };
    expect(doc.findings.map((f) => [f.rule, f.hand_id])).toEqual([['input-unreadable', 'RK-AMOUNT'], ['input-duplicate-hand-id', 'RK-AMOUNT']]);
  });

  it('the claim is made in log order under --workers too: a hand before it with that id is audited, not a "repeat"', () => {
    const dir = tempDir('repeated-keys-order');
    const path = join(dir, 'order.json');
    // A JSON array: its records are parsed on the main thread, the refused one at once, the good one by a worker.
    writeFileSync(path, `[\n${hand[0]!.replace('"amount":55,"amount":5}', '"amount":55}')},\n${hand[0]}\n]\n`);
    for (const workers of [[], ['--workers', '2']]) {
      const doc = JSON.parse(veedor(['audit', path, ...workers, '--format', 'json', '--lang', 'en']).stdout) as { summary: { audited: number }; findings: { rule: string; hand_id: string }[] };
      expect({ workers, audited: doc.summary.audited, findings: doc.findings.map((f) => [f.rule, f.hand_id]) }).toEqual({ workers, audited: 1, findings: [['input-unreadable', 'RK-AMOUNT']] });
    }
  });

  it('a casino export read through a mapping (--map, nested NDJSON): the record is refused naming the export\'s path', () => {
    const dir = tempDir('repeated-keys-map');
    const m = `${ROOT}/fixtures/mappings/caribbean-nested-ndjson`;
    const first = readFileSync(`${m}/rondas_2026-03-07.ndjson`, 'utf8').split('\n')[0]!;
    const paid = '"zona": "SUBIDA", "monto": "20,00"}';
    expect(first).toContain(paid);
    const path = join(dir, 'rondas.ndjson');
    writeFileSync(path, first.replace(paid, '"zona": "SUBIDA", "monto": "20,00", "monto": "0,00"}') + '\n');
    const r = veedor(['audit', '--map', `${m}/casino.map.json`, path, '--format', 'json', '--lang', 'en']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as { summary: { hands: number; rejected: number; by_category: Record<string, number> }; findings: { rule: string; field: string }[] };
    expect(doc.summary).toMatchObject({ hands: 1, rejected: 1, by_category: { payout: 0, input: 1 } });
    expect(doc.findings.map((f) => [f.rule, f.field])).toEqual([['input-unreadable', 'acciones[19].monto']]);
  });
});
