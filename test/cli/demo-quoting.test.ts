// The demo echoes commands a user can paste (issue 21): each argument quoted for a POSIX shell where
// it needs it (--casino 'Demo (Veedor fixtures)'), and it runs from a folder whose path has spaces.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './run-cli.js';

// A plain script beside the demo (scripts/ is not compiled): its two functions, typed here.
const { shellLine, shellWord } = (await import(join(ROOT, 'scripts', 'shell-words.mjs'))) as {
  shellLine(args: string[]): string;
  shellWord(arg: string): string;
};

/** What a POSIX shell makes of a command line: its arguments (printed NUL-separated, so a newline in one stays in it). */
function shellArgs(line: string): string[] {
  const r = spawnSync('sh', ['-c', `printf '%s\\0' ${line}`], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.split('\0').slice(0, -1);
}

describe('shell quoting', () => {
  it('a plain argument as it is; anything a shell reads specially in single quotes, a quote in it kept', () => {
    expect(shellWord('out/demo.db')).toBe('out/demo.db');
    expect(shellWord('--lang=es')).toBe('--lang=es');
    expect(shellWord('Demo (Veedor fixtures)')).toBe("'Demo (Veedor fixtures)'");
    expect(shellWord('')).toBe("''");
    const hostile = ['Demo (Veedor fixtures)', "O'Brien's", 'a b', '$HOME', '`id`', '*.ndjson', 'x;y', 'tab\there', 'new\nline', '', 'ñandú €'];
    expect(shellArgs(shellLine(hostile))).toEqual(hostile);
  });
});

describe('npm run demo', () => {
  it('echoes pasteable commands, and runs in a folder whose path has spaces', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'veedor-demo-')), 'a folder with spaces');
    try {
      mkdirSync(dir);
      symlinkSync(join(ROOT, 'dist'), join(dir, 'dist'));
      symlinkSync(join(ROOT, 'fixtures'), join(dir, 'fixtures'));
      const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'demo.mjs')], { cwd: dir, encoding: 'utf8', env: { ...process.env, VEEDOR_LANG: 'en' } });
      expect(r.status, r.stderr).toBe(0);
      const echoed = r.stdout.split('\n').filter((l) => l.startsWith('$ ')).map((l) => l.slice(2));
      expect(echoed).toHaveLength(5);
      for (const line of echoed) expect(shellArgs(line).slice(0, 2)).toEqual(['npx', 'veedor']);
      const pdfStep = shellArgs(echoed[3]!);
      expect(pdfStep.slice(pdfStep.indexOf('--casino'))).toEqual(['--casino', 'Demo (Veedor fixtures)']);
      expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('Written: out/demo-findings.json, out/demo-findings.csv, out/demo-report.pdf, out/demo.db');
      expect(readdirSync(join(dir, 'out')).sort()).toEqual(['demo-findings.csv', 'demo-findings.json', 'demo-report.pdf', 'demo.db']);
    } finally {
      rmSync(dirname(dir), { recursive: true, force: true });
    }
  });
});
