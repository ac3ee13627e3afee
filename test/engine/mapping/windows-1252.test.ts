// export25: an export saved by a Windows program in its "ANSI" code page is Windows-1252, whose bytes 0x80-0x9F are
// letters and marks (’ € “ ” Š Ž), where ISO-8859-1 has control codes. A mapping's "latin-1" read them as the
// controls: a croupier `C-O’Neil` became `C-O` U+0092 `Neil`, another id than in the same casino's UTF-8 export,
// and invisible in every report. Both readers (native and mapped) now read Windows-1252.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/audit-files.js';
import { MAPPINGS, auditFiles } from './helpers.js';

const MB = join(MAPPINGS, 'marbella-spanish-cents');
const MAP = join(MB, 'casino.map.json');
const text = readFileSync(join(MB, 'partidas_MB-02_2026-11-06.csv'), 'latin1');

describe('a Latin-1 export written by Windows (Windows-1252)', () => {
  it('fixture: the croupier C-12 and findings on its hands', async () => {
    expect(text.split(';C-12;').length - 1).toBeGreaterThan(30);
    const { findings } = await auditFiles([join(MB, 'partidas_MB-02_2026-11-06.csv')], MAP);
    expect(findings.filter((f) => f.category !== 'input').map((f) => f.dealer_id)).toContain('C-12');
  });

  it('a croupier written with ’ and “ ” (bytes 0x92, 0x93, 0x94): his findings name him as a UTF-8 export does', async () => {
    const dir = tempDir('cp1252-map');
    const latin = join(dir, 'partidas_MB-02_2026-11-06.csv');
    // Every byte of the export is Latin-1 but the three the croupier's name adds in 0x80-0x9F.
    writeFileSync(latin, Buffer.from(text.replaceAll(';C-12;', ';C-O\x92Neil \x93Chino\x94;'), 'latin1'));
    const { summary, findings } = await auditFiles([latin], MAP);
    const base = await auditFiles([join(MB, 'partidas_MB-02_2026-11-06.csv')], MAP);
    expect([summary.hands, summary.audited, summary.rejected]).toEqual([base.summary.hands, base.summary.audited, base.summary.rejected]);
    const named = findings.filter((f) => f.category !== 'input').map((f) => [f.rule, f.event, f.dealer_id]);
    expect(named).toEqual(base.findings.filter((f) => f.category !== 'input').map((f) => [f.rule, f.event, f.dealer_id === 'C-12' ? 'C-O’Neil “Chino”' : f.dealer_id]));
    expect(named.some(([, , d]) => d === 'C-O’Neil “Chino”')).toBe(true);
  });
});
