// Two NDJSON files joined with cat, each saved with a byte-order mark (Notepad, Excel): the second file's first
// hand starts with U+FEFF and was refused as 'line is not valid JSON (Unexpected token '﻿', ...)', an invisible
// character quoted. Each NDJSON line is a JSON text, which a parser may read past its mark (RFC 8259 8.1).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLine } from '../../../engine/input/readers.js';
import { ROOT } from '../../cli/run-cli.js';
import { audit, writeFiles } from '../../helpers/audit-files.js';

const HAND = JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/clean-examples.json'), 'utf8'))[0] as Record<string, unknown>;
const text = (id: string) => JSON.stringify({ ...HAND, hand_id: id });

describe('a byte-order mark at the start of an NDJSON line', () => {
  it('two files joined, each with its mark: every hand audited, nothing said against a clean log', async () => {
    const mark = Buffer.from([0xef, 0xbb, 0xbf]);
    const bytes = Buffer.concat([mark, Buffer.from(`${text('A')}\n${text('B')}\n`), mark, Buffer.from(`${text('C')}\n`)]);
    const r = await audit(writeFiles({ 'joined.ndjson': bytes }));
    expect([r.summary.hands, r.summary.audited, r.summary.rejected, r.findings.length]).toEqual([3, 3, 0, 0]);
  });

  it('one mark is read past; a second one, or a mark inside the line, is no JSON', () => {
    const one = parseLine('\ufeff' + text('A'), 4, 3);
    expect(one.kind === 'hand' && [(one.value as { hand_id: string }).hand_id, one.line, one.index]).toEqual(['A', 4, 3]);
    expect(parseLine('\ufeff\ufeff' + text('A'), 4, 3)).toMatchObject({ kind: 'unreadable', line: 4, reason: { code: 'json.line' } });
    expect(parseLine(' \ufeff' + text('A'), 4, 3)).toMatchObject({ kind: 'unreadable', line: 4, reason: { code: 'json.line' } });
  });
});
