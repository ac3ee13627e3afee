// The CLI as people expect a command-line tool to behave (issue 21): one-line argument errors with the
// help to read, a bare `veedor` that prints its help, NO_COLOR, one article read whole.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CLI, DEMO, veedor } from './run-cli.js';

const ESC = /\x1b\[/;

describe('argument errors: one line and the help to read', () => {
  it('a missing argument, an unknown option, a missing required option, an unknown command', () => {
    const cases: [string[], string][] = [
      [['audit'], "veedor: falta el argumento obligatorio 'files' (veedor audit --help)\n"],
      [['audit', DEMO, '--bogus'], "veedor: opción desconocida '--bogus' (veedor audit --help)\n"],
      [['map', 'check', DEMO], "veedor: falta la opción obligatoria '--map <file>' (veedor map check --help)\n"],
      [['frobnicate'], "veedor: comando desconocido 'frobnicate' (veedor --help)\n"],
      [['audit', DEMO, '--formt', 'json'], "veedor: opción desconocida '--formt' (¿quiso decir --format?) (veedor audit --help)\n"],
      [['audit', DEMO, '--formt', 'json', '--lang', 'en'], "veedor: unknown option '--formt' (did you mean --format?) (veedor audit --help)\n"],
      [['rules', 'a', 'b', 'c'], "veedor: demasiados argumentos para 'rules': se esperaban 2 y se recibieron 3 (veedor rules --help)\n"],
      [['audit', DEMO, '--lang', 'fr'], "veedor: el valor 'fr' de la opción '--lang <lang>' no es válido; valores posibles: es, en (veedor audit --help)\n"],
      [['help', 'frobnicate'], "veedor: comando desconocido 'frobnicate' (veedor --help)\n"],
      [['help', 'frobnicate', '--lang', 'en'], "veedor: unknown command 'frobnicate' (veedor --help)\n"],
      [['replay', '-', 'PL-A13-BJ'], 'veedor: replay lee un registro por su nombre, no la entrada estándar (-): guárdelo en un archivo y dé su nombre\n'],
      [['replay', '-', 'PL-A13-BJ', '--lang', 'en'], 'veedor: replay reads a log by its name, not the standard input (-): save it to a file and give its name\n'],
      [['rules', 'pe-pot-luck-black-jack', '13', '--article', '14'], 'veedor: se dieron dos artículos, 13 y --article 14: dé uno\n'],
      [['rules', 'pe-pot-luck-black-jack', '13', '--article', '14', '--lang', 'en'], 'veedor: two articles given, 13 and --article 14: give one\n'],
    ];
    for (const [args, stderr] of cases) {
      const r = veedor(args);
      expect({ args, code: r.code, stderr: r.stderr, stdout: r.stdout }).toEqual({ args, code: 2, stderr, stdout: '' });
    }
  });

  it('a bare veedor map or veedor keys prints its help on stdout, exit 0, as a bare veedor does (it went to stderr)', () => {
    for (const group of ['map', 'keys']) {
      const r = veedor([group]);
      expect({ group, code: r.code, stderr: r.stderr }).toEqual({ group, code: 0, stderr: '' });
      expect(r.stdout).toMatch(new RegExp(`^Uso: veedor ${group} \\[opciones\\] \\[comando\\]`));
    }
  });

  it('a bare veedor prints the help on stdout, exit 0', () => {
    const r = veedor([]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Uso: veedor \[opciones\] \[comando\]/);
    expect(r.stdout).toContain('audit [opciones] <files...>');
  });
});

describe('colours', () => {
  it('never on a pipe, and never with NO_COLOR (even when forced by FORCE_COLOR)', () => {
    const piped = veedor(['audit', DEMO]);
    expect(piped.code).toBe(1);
    expect(piped.stdout).not.toMatch(ESC);
    const noColor = veedor(['audit', DEMO], { env: { NO_COLOR: '1', FORCE_COLOR: '1' } });
    expect(noColor.stdout).toBe(piped.stdout);
  });
});

describe('veedor rules <ruleset> <article>', () => {
  it('prints the article whole: text, English summary, status, rules, interpretations, parameters', () => {
    const r = veedor(['rules', 'pe-pot-luck-black-jack', '13', '--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Art. 13º — Blackjack for a player or the dealer  [enforced]');
    expect(r.stdout).toContain("The regulation's text (Spanish):\n  «Artículo 13º.- De la obtención de un Black Jack");
    expect(r.stdout).toContain('English summary (a paraphrase, not the text):\n  Blackjack is an ace and a ten or figure');
    expect(r.stdout).toContain('  blackjack-pays-3-to-2: ');
    expect(r.stdout).toMatch(/\(parameter\s+blackjack_after_split\)/);
    expect(r.stdout).toContain('  blackjack_ratio = "3:2"\n');
    expect(r.stdout).toContain('  blackjack_after_split = false (interpretation)\n');
    // Art. 12º is not among them: only this article's rules.
    expect(r.stdout).not.toContain('Art. 12º');
  });

  it('accepts 13, 13º, Art. 13º, --article and a heading; JSON as well', () => {
    const forms = [['13'], ['13º'], ['Art. 13º'], ['art 13'], ['--article', '13']];
    const texts = forms.map((f) => veedor(['rules', 'pe-pot-luck-black-jack', ...f]).stdout);
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toContain('Art. 13º — De la obtención de un Black Jack');
    expect(texts[0]).toContain('Texto del reglamento:');
    const heading = JSON.parse(veedor(['rules', 'es-marbella-black-jack', 'Dobles', '--json']).stdout);
    expect(heading).toMatchObject({ article: 'Dobles', catalog: { id: 'es-marbella-black-jack' } });
    expect(heading.text_es.length).toBeGreaterThan(20);
  });

  it('says once, in the reader\'s language, that the official copy masks words (Dragon Six Art. 4º)', () => {
    const es = veedor(['rules', 'pe-dragon-six-baccarat', '4', '--lang', 'es']);
    const en = veedor(['rules', 'pe-dragon-six-baccarat', '4', '--lang', 'en']);
    expect(es.code).toBe(0);
    expect(en.code).toBe(0);
    expect(es.stdout.split('«MORDAZA» tapa una palabra en la copia oficial publicada.').length - 1).toBe(1);
    expect(en.stdout.split('"MORDAZA" masks a word in the published official copy.').length - 1).toBe(1);
    expect(es.stdout).not.toContain('masks a word');
    expect(en.stdout).not.toContain('tapa una palabra');
    // The text itself keeps the masks verbatim (six in Art. 4º), and so do the words of it no log can show (one: «sin
    // manchas, MORDAZA u otras imperfecciones»); an article without one carries no note.
    expect(en.stdout.split('MORDAZA').length - 1).toBe(8);
    expect(JSON.parse(veedor(['rules', 'pe-dragon-six-baccarat', '4', '--json', '--lang', 'en']).stdout).masked_note).toBe('"MORDAZA" masks a word in the published official copy.');
    expect(veedor(['rules', 'pe-dragon-six-baccarat', '3', '--lang', 'en']).stdout).not.toContain('masks a word');
  });

  it('an article the catalog does not have: one line with its articles, exit 2', () => {
    const r = veedor(['rules', 'pe-pot-luck-black-jack', '99', '--lang', 'en']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('veedor: pe-pot-luck-black-jack has no article 99; its articles: Art. 8º, Art. 9º, Art. 10º, Art. 11º, Art. 12º, Art. 13º, Art. 14º, Art. 15º, Art. 16º, Art. 17º, Art. 18º\n');
  });
});

describe('standard input and compressed logs', () => {
  it('audit - with --db is refused in one line, in the reader\'s language (the store must re-read its inputs from files)', () => {
    const bytes = readFileSync(DEMO);
    for (const [lang, words] of [['es', 'veedor: - (la entrada estándar) con --db: el almacén vuelve a leer sus archivos de entrada'], ['en', 'veedor: - (the standard input) with --db: the store re-reads its inputs from their files']] as const) {
      const r = spawnSync(process.execPath, [CLI, 'audit', '-', '--db', join(tmpdir(), 'never-made.db')], { input: bytes, encoding: 'utf8', env: { ...process.env, VEEDOR_LANG: lang } });
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(words);
    }
  });

  it('audit - reads the standard input, named <stdin>, its digest that of the bytes read; a .gz log gives the same findings', () => {
    const bytes = readFileSync(DEMO);
    const dir = mkdtempSync(join(tmpdir(), 'veedor-gz-'));
    try {
      const gz = join(dir, 'pot-luck-lima.ndjson.gz');
      writeFileSync(gz, gzipSync(bytes));
      const plain = JSON.parse(veedor(['audit', DEMO, '--format', 'json']).stdout);
      const piped = spawnSync(process.execPath, [CLI, 'audit', '-', '--format', 'json'], { input: bytes, encoding: 'utf8' });
      expect(piped.status).toBe(1);
      const fromStdin = JSON.parse(piped.stdout);
      expect(fromStdin.inputs).toEqual([{ ...plain.inputs[0], path: '<stdin>' }]);
      expect(fromStdin.inputs[0].sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(fromStdin.findings.map((f: { source: { path: string } }) => f.source.path)).toEqual(plain.findings.map(() => '<stdin>'));
      expect(fromStdin.findings.map((f: { message: string }) => f.message)).toEqual(plain.findings.map((f: { message: string }) => f.message));
      const zipped = JSON.parse(veedor(['audit', gz, '--format', 'json']).stdout);
      // The digest of a .gz is that of the compressed file, as it is kept.
      expect(zipped.inputs[0]).toMatchObject({ path: gz, format: 'ndjson', hands: 42, sha256: createHash('sha256').update(readFileSync(gz)).digest('hex') });
      expect(zipped.findings.length).toBe(plain.findings.length);
      expect(zipped.findings.map((f: { hand_id: string }) => f.hand_id)).toEqual(plain.findings.map((f: { hand_id: string }) => f.hand_id));
      // Cut short: the hands before the damage are read, the one the cut falls in rejected with its line (as the
      // same text in a plain file; it was counted nowhere), then the problem, and validate says 1.
      const cut = join(dir, 'cut.ndjson.gz');
      writeFileSync(cut, readFileSync(gz).subarray(0, 1500));
      const v = veedor(['validate', cut, '--lang', 'en']);
      expect(v.code).toBe(1);
      expect(v.stdout).toMatch(/cut\.ndjson\.gz:15: line is not valid JSON/);
      expect(v.stdout).toMatch(/cut\.ndjson\.gz: the compressed file is damaged or cut short \(unexpected end of file\)/);
      expect(v.stdout).toMatch(/cut\.ndjson\.gz: 15 hands read, 14 valid, 1 rejected/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('validate agrees with audit on an empty file: exit 1', () => {
    const empty = spawnSync(process.execPath, [CLI, 'validate', '-', '--lang', 'en'], { input: '', encoding: 'utf8' });
    expect({ code: empty.status, out: empty.stdout }).toEqual({ code: 1, out: '<stdin>: the file is empty: no hands\n<stdin>: 0 hands read, 0 valid, 0 rejected\n' });
  });
});

describe('the config file', () => {
  it('veedor.config.json in the working folder or --config sets defaults; a flag wins; a bad key is one line, exit 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veedor-config-'));
    try {
      writeFileSync(join(dir, 'veedor.config.json'), '{"lang": "en"}');
      writeFileSync(join(dir, 'es.json'), '{"lang": "es"}');
      writeFileSync(join(dir, 'bad.json'), '{"colour": "red"}');
      const head = (args: string[]) => veedor(['rules', 'pe-pot-luck-black-jack', '13', ...args], { cwd: dir }).stdout.split('\n')[3];
      expect(head([])).toBe('Art. 13º — Blackjack for a player or the dealer  [enforced]');
      expect(head(['--lang', 'es'])).toBe('Art. 13º — De la obtención de un Black Jack por un jugador o por el dealer  [verificado]');
      expect(head(['--config', 'es.json'])).toBe('Art. 13º — De la obtención de un Black Jack por un jugador o por el dealer  [verificado]');
      const bad = veedor(['rules', '--config', 'bad.json'], { cwd: dir });
      expect({ code: bad.code, stderr: bad.stderr }).toEqual({ code: 2, stderr: 'veedor: el archivo de configuración bad.json: clave desconocida "colour" (conocidas: lang, tables, db, casino, ruleset)\n' });
      // The config's lang reaches the error lines too, of rules and of export (which took no --lang before).
      expect(veedor(['rules', 'nope'], { cwd: dir }).stderr).toMatch(/^veedor: unknown ruleset nope; available: /);
      expect(veedor(['export', 'latest', '--db', 'none.db', '--out', 'b'], { cwd: dir }).stderr).toBe('veedor: no audit store at none.db (create one with: veedor audit FILES --db none.db)\n');
      expect(veedor(['rules', 'nope', '--config', 'es.json'], { cwd: dir }).stderr).toMatch(/^veedor: reglamento desconocido nope; disponibles: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('replay by run', () => {
  it('replay latest <hand> --db: the store names the log and line; the log is checked against its SHA-256', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veedor-replay-run-'));
    try {
      writeFileSync(join(dir, 'lima.ndjson'), readFileSync(DEMO));
      expect(veedor(['audit', 'lima.ndjson', '--db', 'audits.db'], { cwd: dir }).code).toBe(1);
      const byRun = veedor(['replay', 'latest', 'PL-A14-DEALER-17', '--db', 'audits.db', '--lang', 'en'], { cwd: dir });
      const byFile = veedor(['replay', join(dir, 'lima.ndjson'), 'PL-A14-DEALER-17', '--lang', 'en'], { cwd: dir });
      expect(byRun.code).toBe(1);
      expect(byRun.stdout).toBe(byFile.stdout);
      expect(byRun.stdout).toContain(`Log record: ${join(dir, 'lima.ndjson')}:19`);
      // The log as the run names it (lima.ndjson), not where it was found (an absolute path): ux14.
      expect(byRun.stderr).toMatch(/^veedor: hand PL-A14-DEALER-17 is in lima\.ndjson, line 19 \(run R-[0-9a-f]{16}, SHA-256 checked\)\n$/);
      writeFileSync(join(dir, 'lima.ndjson'), readFileSync(DEMO).subarray(1));
      const changed = veedor(['replay', 'latest', 'PL-A14-DEALER-17', '--db', 'audits.db'], { cwd: dir });
      expect(changed.code).toBe(2);
      expect(changed.stderr).toMatch(new RegExp(`^veedor: lima\\.ndjson ha cambiado desde que la ejecución R-[0-9a-f]{16} lo leyó \\(SHA-256 en ${join(dir, 'lima.ndjson').replace(/[.]/g, '\\.')} [0-9a-f]{16}…, guardado [0-9a-f]{16}…\\): no se reproduce\n$`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('replay by run, two logs holding the hand', () => {
  it('both lines name the logs as the run names them, as --log takes them (the first named an absolute path)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veedor-replay-names-'));
    try {
      mkdirSync(join(dir, 'a'));
      mkdirSync(join(dir, 'b'));
      writeFileSync(join(dir, 'a', 'lima.ndjson'), readFileSync(DEMO));
      // Another file (another SHA-256) with the same ids, a month later: other hands (the same hands, their starts too,
      // are repeats: same-hand-two-logs.test.ts).
      writeFileSync(join(dir, 'b', 'lima.ndjson'), readFileSync(DEMO, 'utf8').replaceAll('"started_at": "2026-11-', '"started_at": "2026-12-'));
      expect(veedor(['audit', 'a/lima.ndjson', 'b/lima.ndjson', '--db', 'audits.db'], { cwd: dir }).code).toBe(1);
      const r = veedor(['replay', 'latest', 'PL-A14-DEALER-17', '--db', 'audits.db', '--lang', 'en'], { cwd: dir });
      expect(r.code).toBe(1);
      expect(r.stderr.replace(/R-[0-9a-f]{16}/, 'R-…')).toBe('veedor: hand PL-A14-DEALER-17 is in a/lima.ndjson, line 19 (run R-…, SHA-256 checked)\n' +
        'veedor: other logs of the run hold a hand PL-A14-DEALER-17 of their own: b/lima.ndjson (--log LOG picks one)\n');
      // Where it was read: the replay's own head says it.
      expect(r.stdout).toContain(`Log record: ${join(dir, 'a', 'lima.ndjson')}:19`);
      const b = veedor(['replay', 'latest', 'PL-A14-DEALER-17', '--db', 'audits.db', '--log', 'b/lima.ndjson', '--lang', 'en'], { cwd: dir });
      expect(b.code).toBe(1);
      expect(b.stderr.replace(/R-[0-9a-f]{16}/, 'R-…')).toBe('veedor: hand PL-A14-DEALER-17 is in b/lima.ndjson, line 19 (run R-…, SHA-256 checked)\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('replay by run, the log outside the run\'s directory', () => {
  it('says to name the log (replay\'s --input is a format, not a path), and naming it replays the hand', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veedor-replay-outside-'));
    try {
      mkdirSync(join(dir, 'audit'));
      writeFileSync(join(dir, 'lima.ndjson'), readFileSync(DEMO));
      expect(veedor(['audit', '../lima.ndjson', '--db', 'audits.db'], { cwd: join(dir, 'audit') }).code).toBe(1);
      const log = join(dir, 'lima.ndjson');
      const en = veedor(['replay', 'latest', 'PL-A14-DEALER-17', '--db', 'audits.db', '--lang', 'en'], { cwd: join(dir, 'audit') });
      expect(en.code).toBe(2);
      expect(en.stderr).toMatch(new RegExp(`^veedor: run R-[0-9a-f]{16} read \\.\\./lima\\.ndjson: ${log} \\(outside ${join(dir, 'audit')}\\), which --db does not open; replay the log itself: veedor replay ${log} PL-A14-DEALER-17\\n$`));
      const es = veedor(['replay', 'latest', 'PL-A14-DEALER-17', '--db', 'audits.db'], { cwd: join(dir, 'audit') });
      expect(es.stderr).toContain(`(fuera de ${join(dir, 'audit')}), que --db no abre; reprodúzcalo nombrando el registro: veedor replay ${log} PL-A14-DEALER-17`);
      expect(es.stderr).not.toContain('--input');
      // The command it names works.
      const named = veedor(['replay', log, 'PL-A14-DEALER-17', '--lang', 'en'], { cwd: join(dir, 'audit') });
      expect(named.code).toBe(1);
      expect(named.stdout).toContain(`Log record: ${log}:19`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('small things', () => {
  it('--tables nope.json and simulate --hands -5: one line each, exit 2', () => {
    const tables = veedor(['validate', DEMO, '--tables', 'nope.json']);
    expect({ code: tables.code, stderr: tables.stderr }).toEqual({ code: 2, stderr: 'veedor: el archivo de mesas nope.json no existe\n' });
    const hands = veedor(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '-5']);
    expect({ code: hands.code, stderr: hands.stderr }).toEqual({ code: 2, stderr: 'veedor: --hands debe ser positivo (al menos 1), no "-5"\n' });
  });
});
