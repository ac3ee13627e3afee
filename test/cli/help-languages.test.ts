// `--help` speaks the reader's language as the findings and the error lines do (help24): every command's, argument's
// and option's description from cli/help-words.ts, and commander's own words around them (titles, "(default: …)",
// "(choices: …)", [options], -h, -V, `help [command]`) in Spanish, by --lang, else VEEDOR_LANG, else the config
// file's lang, else Spanish. Every command and subcommand is found from the help itself, so a command added later is
// held to the same.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HELP_WORDS } from '../../cli/help-words.js';
import { ROOT, veedor } from './run-cli.js';

const HOME = mkdtempSync(join(tmpdir(), 'veedor-help-'));
afterAll(() => rmSync(HOME, { recursive: true, force: true }));
/** No VEEDOR_LANG (empty reads as unset) and a folder without veedor.config.json: the language is the flag's or the default. */
const PLAIN = { cwd: HOME, env: { VEEDOR_LANG: '' } };

type Lang = 'es' | 'en';
const TITLES: Record<Lang, string[]> = { es: ['Uso:', 'Argumentos:', 'Opciones:', 'Comandos:'], en: ['Usage:', 'Arguments:', 'Options:', 'Commands:'] };
const isTitle = (line: string) => TITLES.es.includes(line) || TITLES.en.includes(line);

interface Item { section: string; term: string; description: string }
interface Parsed { usage: string; description: string; items: Item[] }

/** A help text as commander lays it out: the usage line, the description, then titled sections of "  term  description". */
function parse(text: string): Parsed {
  const lines = text.split('\n');
  const usage = lines[0]!;
  let i = 2;
  const description: string[] = [];
  for (; i < lines.length && !isTitle(lines[i]!); i++) if (lines[i] !== '') description.push(lines[i]!);
  const items: Item[] = [];
  let section = '';
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    if (isTitle(line)) {
      section = line;
      continue;
    }
    const item = /^ {2}(\S.*?)(?: {2,}(\S.*))?$/.exec(line);
    const last = items[items.length - 1];
    // A wrapped description goes on under its own column, deeper than a term starts.
    if (/^ {3,}\S/.test(line) && last) last.description += ` ${line.trim()}`;
    else if (item) items.push({ section, term: item[1]!, description: item[2] ?? '' });
    else throw new Error(`not a help line: ${JSON.stringify(line)}`);
  }
  return { usage, description: description.join(' '), items };
}

function help(words: string[], lang: Lang): Parsed & { text: string } {
  const r = veedor([...words, '--help', '--lang', lang], PLAIN);
  expect({ words, lang, code: r.code, stderr: r.stderr }).toEqual({ words, lang, code: 0, stderr: '' });
  return { text: r.stdout, ...parse(r.stdout) };
}

/** Every command and subcommand, from the commands listed in the root's help and in each group's. */
function commands(): string[][] {
  const found: string[][] = [];
  const walk = (path: string[]) => {
    for (const item of help(path, 'en').items.filter((x) => x.section === 'Commands:')) {
      const name = item.term.split(/[ |]/)[0]!;
      if (name === 'help') continue;
      found.push([...path, name]);
      walk([...path, name]);
    }
  };
  walk([]);
  return found;
}

/** Words only one language writes: an English description left in the Spanish help, or the reverse. */
const ENGLISH = /\b(the|of|and|with|from|instead|when|every|write|read|only|display|output|default|choices|to|at|in|on|for|is|are|or|not|as|this|its|their|be)\b/i;
const SPANISH = /\b(el|la|los|las|del|de|y|o|se|un|una|que|con|para|por|sin|muestra|defecto|valores|posibles)\b|[áéíóúñ¿]/i;
/** A description without commander's "(default: …)", "(choices: …)" after it: the words Veedor gives. */
const own = (text: string) => text.replace(/ \((?:por defecto|valores posibles|default|choices): .*\)$/, '');
/** What stays the same in both: option names, values, file names, ids (the command line's contract). */
const contract = (text: string) => text.replace(/"[^"]*"|`[^`]*`|<[^>]*>|\[[a-z]+\]|--[a-z-]+|\S+\.(?:md|json|ndjson|csv|db|key|pub)\b|\{[^]*\}/g, '');

describe('--help in both languages', () => {
  const all = [[], ...commands()];

  it('finds every command and subcommand', () => {
    expect(all.map((p) => p.join(' '))).toEqual([
      '', 'audit', 'import', 'map', 'map init', 'map check', 'rules', 'validate', 'findings', 'summary', 'stats', 'verify',
      'report', 'export', 'keys', 'keys new', 'runs', 'serve', 'simulate', 'replay',
    ]);
  });

  it.each(all.map((p) => [p.join(' ') || '(root)', p] as const))('%s: the same items in es and en, every description worded in each, none left in the other', (_, path) => {
    const es = help(path, 'es');
    const en = help(path, 'en');
    expect(es.usage).toBe(`Uso: ${en.usage.slice('Usage: '.length).replace('[options]', '[opciones]').replace('[command]', '[comando]')}`);
    expect(es.items.map((x) => [TITLES.en[TITLES.es.indexOf(x.section)], x.term.replace('[opciones]', '[options]').replace('[comando]', '[command]')]))
      .toEqual(en.items.map((x) => [x.section, x.term]));
    expect(en.items.every((x) => TITLES.en.includes(x.section))).toBe(true);
    const bad: string[] = [];
    const pairs: [string, string, string][] = [['(description)', es.description, en.description], ...es.items.map((x, i) => [x.term, x.description, en.items[i]!.description] as [string, string, string])];
    for (const [term, said, english] of pairs) {
      if (said === '' || english === '') bad.push(`${term}: no description (es ${JSON.stringify(said)}, en ${JSON.stringify(english)})`);
      else if (own(said) === own(english)) bad.push(`${term}: the same in es and en: ${said}`);
      if (ENGLISH.test(contract(said))) bad.push(`${term}: English left in es: ${said}`);
      if (SPANISH.test(contract(english))) bad.push(`${term}: Spanish in en: ${english}`);
    }
    expect(bad).toEqual([]);
    expect(es.text).not.toMatch(/Usage:|Options:|Arguments:|Commands:|\(default:|choices:|display help|output the version|\[options\]|\[command\]/);
    expect(en.text).not.toMatch(/Uso:|Opciones:|Argumentos:|Comandos:|por defecto|valores posibles|muestra la ayuda|\[opciones\]|\[comando\]/);
  });

  it('says these lines exactly', () => {
    const lines = (words: string[], lang: Lang) => help(words, lang).text.split('\n');
    const auditEs = lines(['audit'], 'es');
    expect(auditEs.slice(0, 3)).toEqual(['Uso: veedor audit [opciones] <files...>', '', 'audita registros de manos (JSON, NDJSON, CSV); sale con 0 sin hallazgos, 1 con']);
    expect(auditEs).toContain('Argumentos:');
    expect(auditEs).toContain('  --casino <name>    establecimiento que se nombra en la portada del PDF');
    expect(auditEs).toContain('  -h, --help         muestra la ayuda del comando');
    const auditEn = lines(['audit'], 'en');
    expect(auditEn.slice(0, 3)).toEqual(['Usage: veedor audit [options] <files...>', '', 'audit hand logs (JSON, NDJSON, CSV); exit 0 no findings, 1 findings, 2 could not']);
    expect(auditEn).toContain('  --casino <name>    establishment named on the PDF\'s cover');
    expect(auditEn).toContain('  -h, --help         display help for command');

    const summaryEs = lines(['summary'], 'es');
    expect(summaryEs).toContain('  --db <file>        el almacén de auditoría (por defecto: "veedor.db")');
    expect(summaryEs).toContain('  --by <group>       agrupa por (valores posibles: "dealer", "table", "day",');
    expect(summaryEs).toContain('                     "shift", por defecto: "dealer")');
    const summaryEn = lines(['summary'], 'en');
    expect(summaryEn).toContain('  --db <file>        the audit store (default: "veedor.db")');
    expect(summaryEn).toContain('  --by <group>       group by (choices: "dealer", "table", "day", "shift",');

    expect(lines(['keys', 'new'], 'es')).toEqual([
      'Uso: veedor keys new [opciones]', '',
      'escribe un nuevo par de claves: NOMBRE.key (privada) y NOMBRE.pub (pública);', 'nunca sobre un archivo existente', '',
      'Opciones:',
      '  --out <name>   el nombre de los archivos, sin .key/.pub',
      '  --lang <lang>  idioma de los mensajes (por defecto: VEEDOR_LANG; en su',
      '                 defecto, es) (valores posibles: "es", "en")',
      '  -h, --help     muestra la ayuda del comando', '',
    ]);
    expect(lines(['keys', 'new'], 'en')).toEqual([
      'Usage: veedor keys new [options]', '',
      'write a new key pair: NAME.key (private) and NAME.pub (public); never over an', 'existing file', '',
      'Options:',
      '  --out <name>   the files\' name, without .key/.pub',
      '  --lang <lang>  language of messages (default: VEEDOR_LANG, else es) (choices:',
      '                 "es", "en")',
      '  -h, --help     display help for command', '',
    ]);

    const rootEs = lines([], 'es');
    expect(rootEs[0]).toBe('Uso: veedor [opciones] [comando]');
    expect(rootEs).toContain('  -V, --version                             muestra el número de versión');
    expect(rootEs).toContain('  help [comando]                            muestra la ayuda de un comando');
    expect(rootEs).toContain('Comandos:');
    const rootEn = lines([], 'en');
    expect(rootEn).toContain('  -V, --version                            output the version number');
    expect(rootEn).toContain('  help [command]                           display help for command');

    const mapEs = lines(['map'], 'es');
    expect(mapEs[0]).toBe('Uso: veedor map [opciones] [comando]');
    expect(mapEs).toContain('  help [comando]           muestra la ayuda de un comando');
  });

  it('with no flag, no VEEDOR_LANG and no config file it is Spanish; VEEDOR_LANG, the config file and --lang choose as for the notes', () => {
    const first = (args: string[], opts: { cwd?: string; env?: Record<string, string> } = PLAIN) => {
      const r = veedor(args, opts);
      expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
      return r.stdout.split('\n')[0];
    };
    expect(first(['--help'])).toBe('Uso: veedor [opciones] [comando]');
    expect(first([])).toBe('Uso: veedor [opciones] [comando]');
    expect(first(['audit', '--help'])).toBe('Uso: veedor audit [opciones] <files...>');
    expect(first(['map', 'init', '--help'])).toBe('Uso: veedor map init [opciones] <file>');
    expect(first(['keys'])).toBe('Uso: veedor keys [opciones] [comando]');
    expect(first(['help', 'stats'])).toBe('Uso: veedor stats [opciones] [files...]');
    expect(first(['help', 'stats', '--lang', 'en'])).toBe('Usage: veedor stats [options] [files...]');
    expect(first(['--help'], { cwd: HOME, env: { VEEDOR_LANG: 'en' } })).toBe('Usage: veedor [options] [command]');
    expect(first(['audit', '--help', '--lang', 'es'], { cwd: HOME, env: { VEEDOR_LANG: 'en' } })).toBe('Uso: veedor audit [opciones] <files...>');
    const withConfig = mkdtempSync(join(HOME, 'config-'));
    writeFileSync(join(withConfig, 'veedor.config.json'), '{"lang": "en"}');
    expect(first(['--help'], { cwd: withConfig, env: { VEEDOR_LANG: '' } })).toBe('Usage: veedor [options] [command]');
    expect(first(['map', 'check', '--help'], { cwd: withConfig, env: { VEEDOR_LANG: '' } })).toBe('Usage: veedor map check [options] <file>');
    expect(first(['audit', '--help', '--lang', 'es'], { cwd: withConfig, env: { VEEDOR_LANG: '' } })).toBe('Uso: veedor audit [opciones] <files...>');
    expect(first(['--config', join(withConfig, 'veedor.config.json'), 'runs', '--help'])).toBe('Usage: veedor runs [options]');
  });

  it('the table: every entry worded in both languages, differently, and every entry used by the CLI', () => {
    const source = ['cli/veedor.ts', 'cli/help-words.ts'].map((f) => readFileSync(join(ROOT, f), 'utf8')).join('\n');
    const bad: string[] = [];
    for (const [key, words] of Object.entries(HELP_WORDS as Record<string, { es: string; en: string }>)) {
      if (words.es.trim() === '' || words.en.trim() === '' || words.es === words.en) bad.push(`${key}: ${JSON.stringify(words)}`);
      if (!source.includes(`('${key}')`)) bad.push(`${key}: not used`);
    }
    expect(bad).toEqual([]);
    expect(Object.keys(HELP_WORDS).length).toBeGreaterThan(100);
  });
});
