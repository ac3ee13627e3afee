import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cloneHands, tempDir, writeNdjson } from './helpers.js';

// These cases assert the English notes: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

describe('audit --db on the command line', () => {
  it('a plain audit writes no file; --db alone writes ./veedor.db', () => {
    const logs = tempDir('logs');
    const log = writeNdjson(join(logs, 'a.ndjson'), cloneHands(8, { underpayEvery: 4 }));
    const cwd = tempDir('cwd');
    const plain = cli(['audit', log], cwd);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toBe('');
    expect(readdirSync(cwd)).toEqual([]);
    const stored = cli(['audit', log, '--db'], cwd);
    expect(stored.code).toBe(1);
    expect(stored.stdout).toBe(plain.stdout);
    expect(stored.stderr).toMatch(/^veedor: stored run R-[0-9a-f]{16} in veedor\.db \(8 hands, 2 findings\)\n$/);
    expect(readdirSync(cwd)).toContain('veedor.db');
    expect(cli(['audit', log, '--db'], cwd).stderr).toMatch(/run R-[0-9a-f]{16} is already in veedor\.db; nothing written/);
  });

  it('mistakes are exit 2 with a message, not a stack trace', () => {
    const dir = tempDir('cli');
    const log = writeNdjson(join(dir, 'a.ndjson'), cloneHands(4));
    const asStore = cli(['audit', '--db', 'a.ndjson', 'a.ndjson'], dir);
    expect(asStore).toMatchObject({ code: 2, stderr: expect.stringMatching(/--db a\.ndjson: that is a hand log's name/) });
    const notDir = cli(['audit', log, '--db', join(dir, 'no', 'x.db')], dir);
    expect(notDir).toMatchObject({ code: 2, stderr: expect.stringMatching(/^veedor: --db .*x\.db: no such directory \(the folder .*no does not exist\)\n$/) });
    const notStore = cli(['audit', log, '--db', 'b.db'], dir);
    expect(notStore.code).toBe(0);
    expect(cli(['summary', '--db', 'a.ndjson'], dir)).toMatchObject({ code: 2, stderr: expect.stringMatching(/not an audit store/) });
    for (const r of [asStore, notDir]) expect(r.stderr).not.toMatch(/internal error|at .*\.js:\d+/);
  });
  it('the stored-run note speaks the reader\'s language, its counts agreeing', () => {
    const dir = tempDir('cli');
    const log = writeNdjson(join(dir, 'a.ndjson'), cloneHands(1, { underpayEvery: 1 }));
    process.env['VEEDOR_LANG'] = 'es';
    try {
      expect(cli(['audit', log, '--db', 's.db'], dir).stderr).toMatch(/^veedor: se guardó la ejecución R-[0-9a-f]{16} en s\.db \(1 mano, 1 hallazgo\)\n$/);
      expect(cli(['audit', log, '--db', 's.db'], dir).stderr).toMatch(/^veedor: la ejecución R-[0-9a-f]{16} ya está en s\.db; no se escribió nada\n$/);
    } finally {
      process.env['VEEDOR_LANG'] = 'en';
    }
  });
});
