// lang23: what the mechanical sweep of every command in --lang es and --lang en (scripts/lang23.mjs) found in one
// language's words inside the other's output, fixed at the source; each asserted in both languages, exactly.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { veedor } from '../cli/run-cli.js';
import { describe, expect, it } from 'vitest';
import { chartSpecs } from '../../reports/stats/charts.js';
import { statsCharts } from '../../reports/stats/svg.js';
import type { StatsRun } from '../../audit/stats/run.js';
import type { Measure } from '../../audit/stats/figures.js';
import { NO_GROUP } from '../../audit/stats/accumulator.js';
import { servedDataset } from '../helpers/workbench.js';
import { formatStats } from '../../simulate/core/stats.js';
import type { SpotStats } from '../../simulate/core/stats.js';
import { rulesetById } from '../../rules-catalog/index.js';

const measure = (group: string, extra: Partial<Measure>): Measure => ({
  by: 'shoe', group, measure: 'errors', ruleset: null, detail: null, currency: null, test: 'poisson-rate', n: 100,
  observed: 0, expected: 0, rate: 0, expected_rate: 0, se: 0, z: null, p: 1, q: 1, flagged: false, ...extra,
});

/** A run grouped by shoe: one hand of BAC-01 had no shoe_id (the group "BAC-01 (none)"), the other shoe S1. */
function run(): StatsRun {
  const none = `BAC-01 ${NO_GROUP}`;
  const groups = [
    { by: 'shoe' as const, group: none, hands: 100, findings: 0, per_thousand: 0, by_category: {}, money: {} },
    { by: 'shoe' as const, group: 'BAC-01 S1', hands: 100, findings: 0, per_thousand: 0, by_category: {}, money: {} },
  ];
  const outcome = (group: string) => measure(group, {
    measure: 'banca_wins_on_six', ruleset: 'pe-dragon-six-baccarat', detail: '8 decks', test: 'binomial', rate: 0.05, expected_rate: 0.0539, se: 0.02,
  });
  const hold = (group: string) => measure(group, { measure: 'hold', currency: 'PEN', test: 'z', rate: 0.01, expected_rate: 0.0106, ci95: [0, 0.02] });
  return {
    inputs: [], hands: { read: 200, audited: 200, rejected: 0 }, audit_findings: { payout: 0, procedure: 0, integrity: 0, input: 0 }, by: ['shoe'],
    dealer: { es: 'dealer', en: 'dealer' }, dealers: new Map(),
    figures: {
      q_level: 0.05, min_trials: 30, tests: 4, checks: 0, flagged: 0, findings: [], groups,
      measures: [measure(none, {}), measure('BAC-01 S1', {}), hold(none), hold('BAC-01 S1'), outcome(none), outcome('BAC-01 S1')],
    },
  } as unknown as StatsRun;
}

describe('lang23: the statistics charts (SVG and PDF) in one language', () => {
  it('an outcome chart: its title in the figures\' words (not the measure id), its key with a decimal point in both', () => {
    const c = chartSpecs(run()).find((x) => x.kind === 'outcome')!;
    expect(c.title).toEqual({
      es: 'Banca gana con seis (8 barajas), por zapato: pe-dragon-six-baccarat',
      en: 'Banca wins with six (8 decks), by shoe: pe-dragon-six-baccarat',
    });
    // Was "± 1,96" in Spanish, where every other number of the report has a decimal point (only --excel writes a comma).
    expect(c.unit).toEqual({
      es: 'tasa, %: punto; gris: lo esperado ± 1.96 errores típicos; rojo: señalado',
      en: 'rate, %: point; grey: expected ± 1.96 standard errors; red: flagged',
    });
  });

  it('a group without a shoe (or a dealer) is "(ninguno)" in Spanish on every chart, as in the tables; "(none)" in English', () => {
    const specs = chartSpecs(run());
    expect(specs.map((c) => c.kind)).toEqual(['errors', 'hold', 'outcome']);
    expect(specs.map((c) => c.bars[0]!.labels)).toEqual([
      { es: 'BAC-01 (ninguno)', en: 'BAC-01 (none)' },
      { es: 'BAC-01 (ninguno) PEN', en: 'BAC-01 (none) PEN' },
      { es: 'BAC-01 (ninguno)', en: 'BAC-01 (none)' },
    ]);
    const es = statsCharts(run(), 'es');
    const en = statsCharts(run(), 'en');
    expect(es[0]!.svg).toContain('text-anchor="end">BAC-01 (ninguno)</text>');
    expect(es[1]!.svg).toContain('text-anchor="end">BAC-01 (ninguno) PEN</text>');
    expect(es.map((c) => c.svg).join('')).not.toContain('(none)');
    expect(en[0]!.svg).toContain('text-anchor="end">BAC-01 (none)</text>');
    expect(en[2]!.svg).toContain('>Banca wins with six (8 decks), by shoe: pe-dragon-six-baccarat</text>');
  });
});

describe('lang23: the catalogs\' interpretations write numbers as the rest of the output does', () => {
  it('a decimal point in the Spanish texts (was 25,05 → 12,525 beside "PEN 25.05" in the same report)', () => {
    const interps = (id: string) => (JSON.parse(readFileSync(new URL(`../../rules-catalog/${id}/articles.json`, import.meta.url), 'utf8')) as {
      articles: { article: string; interpretations?: { es: string; en: string }[] }[];
    }).articles.flatMap((a) => (a.interpretations ?? []).map((i) => ({ article: a.article, ...i })));
    const ids = ['pe-pot-luck-black-jack', 'pe-poker-caribeno', 'pe-dragon-six-baccarat', 'pr-8669-pai-gow-bonus', 'es-marbella-black-jack'];
    for (const id of ids) for (const i of interps(id)) expect({ id, article: i.article, comma: i.es.match(/(?<![\w,.])\d+,\d+(?!\d)/g) }).toEqual({ id, article: i.article, comma: null });
    const surrender = interps('pe-pot-luck-black-jack').find((i) => i.article === 'Art. 9º' && i.es.includes('céntimos impares'))!;
    expect(surrender.es).toContain('sobre una apuesta de céntimos impares (25.05 → 12.525) el texto no dice cómo redondear; se acepta la mitad redondeada al céntimo por defecto o por exceso (12.52 o 12.53)');
    expect(surrender.en).toContain('on a wager of odd cents (25.05 → 12.525) the text does not say how to round; the half rounded to the cent down or up (12.52 or 12.53)');
    const ratio = interps('pe-poker-caribeno').find((i) => i.es.includes('7.5 a 1'))!;
    expect(ratio.es).toContain('(7.5 a 1 sobre 0.05: 0.375)');
    const dollar = interps('pr-8669-pai-gow-bonus').find((i) => i.es.includes('3 × 5½'))!;
    expect(dollar.es).toContain('(p. ej. 3 × 5½ = 16.50 → 17); pagar 16 es pagar de menos, y el pago sin redondear, 16.50, también');
  });
});

describe('lang23: the workbench\'s error pages give their reason in the page\'s language', () => {
  const ds = servedDataset();
  const why = (body: string) => /<h1>([^<]*)<\/h1><p><strong>([^<]*):<\/strong> ([^<]*)<\/p>/.exec(body)!.slice(1).join(' | ');

  it('404: a page, a run, a hand, an article', async () => {
    const cases: [string, string, string][] = [
      ['/nope', '404 · No encontrado | Motivo | no existe esa página', '404 · Not found | Why | no such page'],
      ['/runs/R-0123456789abcdef', '404 · No encontrado | Motivo | no hay ninguna ejecución completa R-0123456789abcdef', '404 · Not found | Why | no complete run R-0123456789abcdef'],
      [`/runs/${ds.nov}/hands/NO-SUCH`, `404 · No encontrado | Motivo | la ejecución ${ds.nov} no tiene la mano NO-SUCH`, `404 · Not found | Why | no hand NO-SUCH in run ${ds.nov}`],
      [`/runs/${ds.nov}/article?ruleset=pe-pot-luck-black-jack&article=Art.+99`, '404 · No encontrado | Motivo | el catálogo pe-pot-luck-black-jack no tiene el artículo Art. 99', '404 · Not found | Why | no article Art. 99 in catalog pe-pot-luck-black-jack'],
    ];
    for (const [url, es, en] of cases) {
      const a = await ds.get(url);
      const b = await ds.get(url + (url.includes('?') ? '&' : '?') + 'lang=en');
      expect([url, a.statusCode, why(a.body)]).toEqual([url, 404, es]);
      expect([url, b.statusCode, why(b.body)]).toEqual([url, 404, en]);
    }
  });

  it('400: a filter out of its bounds, named, in either language', async () => {
    const cases: [string, string, string][] = [
      ['findings?category=nope', '400 · Petición no válida | Motivo | category debe ser uno de payout, procedure, integrity, input', '400 · Bad request | Why | category must be one of payout, procedure, integrity, input'],
      ['findings?from=2026-02-30', '400 · Petición no válida | Motivo | from debe ser una fecha, AAAA-MM-DD', '400 · Bad request | Why | from must be a date, YYYY-MM-DD'],
      ['findings?from=2026-02-02&to=2026-02-01', '400 · Petición no válida | Motivo | from es posterior a to', '400 · Bad request | Why | from is after to'],
      ['findings?per=7', '400 · Petición no válida | Motivo | per debe ser uno de 25, 50, 100, 200', '400 · Bad request | Why | per must be one of 25, 50, 100, 200'],
      ['findings?hand=a&hand=b', '400 · Petición no válida | Motivo | el parámetro hand se da más de una vez', '400 · Bad request | Why | the parameter hand is given more than once'],
      ['article?ruleset=pe-pot-luck-black-jack', '400 · Petición no válida | Motivo | hacen falta ruleset y article', '400 · Bad request | Why | ruleset and article are both needed'],
    ];
    for (const [tail, es, en] of cases) {
      const url = `/runs/${ds.nov}/${tail}`;
      const a = await ds.get(url);
      const b = await ds.get(`${url}&lang=en`);
      expect([tail, a.statusCode, why(a.body)]).toEqual([tail, 400, es]);
      expect([tail, b.statusCode, why(b.body)]).toEqual([tail, 400, en]);
    }
  });
});

describe('lang23: simulate --stats names each wager in the catalog\'s words, never an English id on a Spanish table', () => {
  const row = (spot: string): SpotStats => ({ spot, wagers: 2, initial: 2000, staked: 2000, net: -1000, settled: true, sumNet2: 100, sumNetInit: 100, sumInit2: 400, rounds: 2 } as SpotStats);
  const first = (text: string) => text.trim().split('\n').slice(3).map((l) => l.split(/\s{2,}/)[0]);
  it('Marbella: the bet behind a box settled by name is "detrás" in Spanish (was "behind"), "behind" in English', () => {
    const words = rulesetById('es-marbella-black-jack')!.articles.words;
    const head = { ruleset: 'es-marbella-black-jack', hands: 2, seed: 1, words };
    expect(first(formatStats([row('main'), row('behind'), row('insurance')], { ...head, lang: 'es' }))).toEqual(['principal', 'detrás', 'seguro']);
    expect(first(formatStats([row('main'), row('behind'), row('insurance')], { ...head, lang: 'en' }))).toEqual(['main', 'behind', 'insurance']);
  });
  it('Pot Luck: the pool wager is the regulation\'s "pool bet" in Spanish as in its replay (was "pozo"); "pool" in English', () => {
    const words = rulesetById('pe-pot-luck-black-jack')!.articles.words;
    const head = { ruleset: 'pe-pot-luck-black-jack', hands: 2, seed: 1, words };
    expect(first(formatStats([row('main'), row('pool')], { ...head, lang: 'es' }))).toEqual(['principal', 'pool bet']);
    expect(first(formatStats([row('main'), row('pool')], { ...head, lang: 'en' }))).toEqual(['main', 'pool bet']);
  });
});

describe('lang23: a config file\'s lang holds for commander\'s own refusals too (they come before any command runs)', () => {
  it('veedor.config.json {"lang": "en"}: the unknown option, the missing argument, the unknown command in English; a flag or VEEDOR_LANG still wins', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lang23-'));
    try {
      writeFileSync(join(dir, 'veedor.config.json'), '{"lang": "en"}');
      const env = { VEEDOR_LANG: '' };
      const line = (args: string[], extra: Record<string, string> = env) => veedor(args, { cwd: dir, env: extra });
      // Were: "opción desconocida '--bogus'", "falta el argumento obligatorio 'files'", "comando desconocido 'audti'".
      expect(line(['audit', 'x.ndjson', '--bogus'])).toMatchObject({ code: 2, stderr: "veedor: unknown option '--bogus' (veedor audit --help)\n" });
      expect(line(['audit'])).toMatchObject({ code: 2, stderr: "veedor: missing required argument 'files' (veedor audit --help)\n" });
      expect(line(['audti'])).toMatchObject({ code: 2, stderr: "veedor: unknown command 'audti' (did you mean audit?) (veedor --help)\n" });
      expect(line(['audit', '--lang', 'es'])).toMatchObject({ code: 2, stderr: "veedor: falta el argumento obligatorio 'files' (veedor audit --help)\n" });
      expect(line(['audit'], { VEEDOR_LANG: 'es' })).toMatchObject({ code: 2, stderr: "veedor: falta el argumento obligatorio 'files' (veedor audit --help)\n" });
      // --config names another file: its lang, not the folder's.
      writeFileSync(join(dir, 'es.json'), '{"lang": "es"}');
      expect(line(['audit', '--config', 'es.json'])).toMatchObject({ code: 2, stderr: "veedor: falta el argumento obligatorio 'files' (veedor audit --help)\n" });
      // A config that is not JSON: the command's own line about it, in the language found without it (Spanish).
      writeFileSync(join(dir, 'veedor.config.json'), '{');
      expect(line(['rules'])).toMatchObject({ code: 2, stderr: 'veedor: el archivo de configuración veedor.config.json no es JSON válido: se esperaba un nombre de propiedad o \'}\' en la posición 1: un archivo de configuración es un objeto JSON con cualquiera de lang, tables, db, casino, ruleset\n' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
