// hostile30: one log file named twice on the command line (the same name, `./a.ndjson` beside its absolute path, a
// symbolic or a hard link to it) was read twice: every hand of the second reading rejected as a repeated hand_id, a
// clean log reported with as many input findings as hands and exit 1 ("already appeared earlier in the log", with no
// word of the file having been given twice); `--db` stored that run. It is refused now, one line naming both
// spellings, es and en, exit 2, nothing written; the same for validate, stats and `-` when the standard input is that
// file. A copy of the bytes (another file) is still read, its hands repeats (validate-repeats.test.ts).
import { existsSync, linkSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI, DEMO, ROOT, STACK, veedor } from './run-cli.js';
import { tempDir } from '../helpers/temp.js';

const REL = 'fixtures/demo/pot-luck-lima.ndjson';
const tail = {
  en: 'each log is read once (read again, every hand would be a repeated hand_id); give each file once',
  es: 'cada registro se lee una vez (leído de nuevo, cada mano sería un hand_id repetido); dé cada archivo una sola vez',
};

describe('a log file named twice', () => {
  const dir = tempDir('same-file-twice');
  const sym = join(dir, 'sym.ndjson');
  const hard = join(dir, 'hard.ndjson');
  symlinkSync(DEMO, sym);
  linkSync(DEMO, hard);
  const db = join(dir, 's.db');

  it.each([
    [['audit', REL, REL], 'en', `${REL} is given twice: ${tail.en}`],
    [['audit', REL, REL], 'es', `${REL} se dio dos veces: ${tail.es}`],
    [['audit', REL, `./${REL}`, '--format', 'json'], 'en', `./${REL} is the same file as ${REL}: ${tail.en}`],
    [['audit', DEMO, 'fixtures/demo/dragon-six-lima.ndjson', REL, '--workers', '2'], 'es', `${REL} es el mismo archivo que ${DEMO}: ${tail.es}`],
    [['audit', REL, sym, '--db', db], 'en', `${sym} is the same file as ${REL}: ${tail.en}`],
    [['validate', hard, REL], 'es', `${REL} es el mismo archivo que ${hard}: ${tail.es}`],
    [['stats', REL, REL], 'en', `${REL} is given twice: ${tail.en}`],
    [['stats', sym, DEMO], 'es', `${DEMO} es el mismo archivo que ${sym}: ${tail.es}`],
  ])('%j --lang %s: one line, exit 2, nothing written', (args, lang, line) => {
    const r = veedor([...args, '--lang', lang]);
    expect(r.stderr).not.toMatch(STACK);
    expect([r.code, r.stderr, r.stdout]).toEqual([2, `veedor: ${line}\n`, '']);
    expect(existsSync(db)).toBe(false);
  });

  it('- when the standard input is that file (`veedor audit - a.ndjson < a.ndjson`)', () => {
    for (const [cmd, lang, line] of [['audit', 'en', `- (the standard input) is the same file as ${REL}: ${tail.en}`], ['validate', 'es', `- (la entrada estándar) es el mismo archivo que ${REL}: ${tail.es}`]] as const) {
      const r = spawnSync('sh', ['-c', `"${process.execPath}" "${CLI}" ${cmd} - ${REL} --lang ${lang} < ${REL}`], { cwd: ROOT, encoding: 'utf8' });
      expect([r.status, r.stderr, r.stdout]).toEqual([2, `veedor: ${line}\n`, '']);
    }
  });

  it('each named once, or a pipe of its bytes beside it, is read as before', () => {
    const one = veedor(['audit', REL, '--format', 'json', '--lang', 'en']);
    const doc = JSON.parse(one.stdout) as { summary: { hands: number; audited: number; rejected: number } };
    expect([one.code, doc.summary.hands, doc.summary.audited, doc.summary.rejected]).toEqual([1, 42, 42, 0]);
    // A pipe is another reading of the same bytes: the copy's hands are repeats (validate-repeats.test.ts), not refused.
    const piped = spawnSync(process.execPath, [CLI, 'audit', '-', REL, '--format', 'json', '--lang', 'en'], { cwd: ROOT, input: readFileSync(DEMO), encoding: 'utf8' });
    const both = JSON.parse(piped.stdout) as { summary: { hands: number; audited: number; rejected: number } };
    expect([piped.status, both.summary.hands, both.summary.audited, both.summary.rejected]).toEqual([1, 84, 42, 42]);
  });
});
