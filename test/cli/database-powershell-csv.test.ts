// Two export habits through the CLI, in both languages (export26): a database's NULL written `\N` (MySQL INTO OUTFILE,
// PostgreSQL COPY, bcp), or as the word NULL; and PowerShell's `#TYPE …` first line above the header. Before, the
// first fixture was 10 records for 5 hands, every one refused, and the second nothing read ("CSV header lacks the
// columns hand_id, type"); from a pipe or under a .log name the same; `veedor import` stopped: no column "MESA".
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { CLI, ROOT, STACK, veedor } from './run-cli.js';

const BAD = join(ROOT, 'fixtures', 'bad-input');
const MAP = join(ROOT, 'fixtures', 'mappings', 'marbella-spanish-cents');

describe('veedor audit of a CSV with \\N and NULL cells', () => {
  it('es and en: 5 hands = 3 audited + 2 refused, the NULL hand_id said on its line in the reader\'s language', () => {
    const said = {
      es: ['Manos leídas: 5 = 3 auditadas + 2 rechazadas', 'Registro ilegible (csv-sql-null.csv:19 [hand_id]): hand_id dice "NULL" en una fila que no dice nada más de una mano: ¿el NULL de una base de datos escrito como texto?', 'Mano SN-2  BJ-07 · D-7 · 2026-11-28T21:11:03-05:00  csv-sql-null.csv:10'],
      en: ['Hands read: 5 = 3 audited + 2 rejected', 'Unreadable record (csv-sql-null.csv:19 [hand_id]): hand_id reads "NULL" on a row that says nothing else of a hand: a database\'s NULL written as text?', 'Hand SN-2  BJ-07 · D-7 · 2026-11-28T21:11:03-05:00  csv-sql-null.csv:10'],
    };
    for (const lang of ['es', 'en'] as const) {
      const r = veedor(['audit', 'csv-sql-null.csv', '--lang', lang], { cwd: BAD });
      expect([r.code, r.stderr]).toEqual([1, '']);
      for (const line of said[lang]) expect(r.stdout).toContain(line);
      expect(r.stdout).not.toMatch(STACK);
    }
  });

  it('veedor import of an export whose empty cells are \\N: the same hand log as the export with empty cells', () => {
    const dir = tempDir();
    const text = readFileSync(join(MAP, 'partidas_MB-02_2026-11-06.csv')).toString('latin1');
    const nulls = text.split('\r\n').map((l, i) => (i === 0 || l === '' ? l : l.split(';').map((c) => (c === '' ? '\\N' : c)).join(';'))).join('\r\n');
    writeFileSync(join(dir, 'partidas.csv'), Buffer.from(nulls, 'latin1'));
    for (const lang of ['es', 'en']) {
      const a = veedor(['import', join(MAP, 'partidas_MB-02_2026-11-06.csv'), '--map', join(MAP, 'casino.map.json'), '--out', join(dir, `plain-${lang}.ndjson`), '--lang', lang]);
      const b = veedor(['import', join(dir, 'partidas.csv'), '--map', join(MAP, 'casino.map.json'), '--out', join(dir, `nulls-${lang}.ndjson`), '--lang', lang]);
      expect([a.code, b.code]).toEqual([0, 0]);
      expect(b.stderr.replace(join(dir, 'partidas.csv'), 'X')).toEqual(a.stderr.replace(join(MAP, 'partidas_MB-02_2026-11-06.csv'), 'X').replace(`plain-${lang}`, `nulls-${lang}`).replace(MAP, dir));
      const hands = readFileSync(join(dir, `nulls-${lang}.ndjson`), 'utf8');
      expect(hands).toEqual(readFileSync(join(dir, `plain-${lang}.ndjson`), 'utf8'));
      expect(hands.trim().split('\n')).toHaveLength(2);
    }
  });
});

describe('veedor audit of a CSV below PowerShell\'s #TYPE line', () => {
  it('es and en, from a pipe and under a .log name: 3 hands, findings on the file\'s own lines', () => {
    const dir = tempDir();
    const bytes = readFileSync(join(BAD, 'csv-powershell-type-line.csv'));
    writeFileSync(join(dir, 'turno.log'), bytes);
    const said = {
      es: ['Manos leídas: 3 = 2 auditadas + 1 rechazada', ':23 [events[4].card]): "K" no es una carta', ':11\n  ✖ Art. 13º [payout/blackjack-pays-3-to-2] evento 7'],
      en: ['Hands read: 3 = 2 audited + 1 rejected', ':23 [events[4].card]): "K" is not a card', ':11\n  ✖ Art. 13º [payout/blackjack-pays-3-to-2] event 7'],
    };
    for (const lang of ['es', 'en'] as const) {
      const piped = spawnSync(process.execPath, [CLI, 'audit', '-', '--lang', lang], { input: bytes, encoding: 'utf8', timeout: 60_000 });
      const named = veedor(['audit', 'turno.log', '--lang', lang], { cwd: dir });
      for (const r of [{ code: piped.status, stdout: piped.stdout, stderr: piped.stderr }, named]) {
        expect([r.code, r.stderr]).toEqual([1, '']);
        for (const line of said[lang]) expect(r.stdout).toContain(line);
      }
    }
  });

  it('veedor import of a mapped export below the line: the same hand log', () => {
    const dir = tempDir();
    const original = readFileSync(join(MAP, 'partidas_MB-02_2026-11-06.csv'));
    writeFileSync(join(dir, 'partidas.csv'), Buffer.concat([Buffer.from('#TYPE System.Data.DataRow\r\n', 'latin1'), original]));
    for (const lang of ['es', 'en']) {
      const a = veedor(['import', join(MAP, 'partidas_MB-02_2026-11-06.csv'), '--map', join(MAP, 'casino.map.json'), '--out', join(dir, `plain-${lang}.ndjson`), '--lang', lang]);
      const b = veedor(['import', join(dir, 'partidas.csv'), '--map', join(MAP, 'casino.map.json'), '--out', join(dir, `typed-${lang}.ndjson`), '--lang', lang]);
      expect([a.code, b.code]).toEqual([0, 0]);
      const hands = readFileSync(join(dir, `typed-${lang}.ndjson`), 'utf8');
      expect(hands).toEqual(readFileSync(join(dir, `plain-${lang}.ndjson`), 'utf8'));
      expect(hands.trim().split('\n')).toHaveLength(2);
    }
  });
});
