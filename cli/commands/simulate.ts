import { ClockRangeError, inLogYears, isoAtOffset, parseInstant } from '../../simulate/core/clock.js';
import { parseSeed } from '../../simulate/core/rng.js';
import { formatStats } from '../../simulate/core/stats.js';
import { simulate } from '../../app/simulate.js';
import { tablesFileText } from '../../reports/simulated-log.js';
import { SIMULATORS, simulatorFor } from '../../simulate/registry.js';
import { rulesetById } from '../../rules-catalog/index.js';
import { UsageError } from '../usage-error.js';
import { checkOutputs, outputTarget } from '../output-paths.js';
import { abortAll, openOutputs } from '../output-file.js';
import { writeOut } from '../../reports/write.js';
import { noteWrote } from '../say.js';
import type { Lang } from '../../engine/core/engine-types.js';

export interface SimulateCliOptions {
  ruleset?: string;
  hands?: string;
  tables?: string;
  seed?: string;
  faults?: string;
  faultKinds?: string;
  format?: 'ndjson' | 'json' | 'csv';
  out?: string;
  key?: string;
  tablesOut?: string;
  stats?: boolean;
  start?: string;
  listFaults?: boolean;
  stackedShoes?: string;
  /** The language of --stats and --list-faults (the command line always gives one: --lang, VEEDOR_LANG, else es). */
  lang?: Lang;
}

/** `veedor simulate`: correct hands under a ruleset, optionally with dealer errors and their answer key. */
export async function simulateCommand(o: SimulateCliOptions): Promise<number> {
  const available = SIMULATORS.map((s) => s.ruleset).join(', ');
  if (!o.ruleset) throw new UsageError({ es: `--ruleset es obligatorio (reglamentos con simulador: ${available})`, en: `--ruleset is required (rulesets with a simulator: ${available})` });
  const sim = simulatorFor(o.ruleset);
  if (!sim) throw new UsageError({ es: `no hay simulador para el reglamento ${o.ruleset} (reglamentos con simulador: ${available})`, en: `no simulator for ruleset ${o.ruleset} (rulesets with a simulator: ${available})` });
  if (o.listFaults) {
    await writeOut(process.stdout, sim.faults.map((f) => [f.id, f.rule, f.article, f.description[o.lang ?? 'es']].join('\t')).join('\n') + '\n');
    return 0;
  }
  const hands = wholeNumber(o.hands, '--hands', undefined);
  const tables = wholeNumber(o.tables, '--tables', 1);
  if (hands < 1) throw new UsageError({ es: '--hands debe ser al menos 1', en: '--hands must be at least 1' });
  if (hands > MAX_HANDS) throw new UsageError({ es: `--hands debe ser como mucho ${MAX_HANDS}, no "${o.hands}"`, en: `--hands must be at most ${MAX_HANDS}, not "${o.hands}"` });
  if (tables < 1 || tables > 999) throw new UsageError({ es: '--tables debe estar entre 1 y 999', en: '--tables must be 1 to 999' });
  const seed = o.seed === undefined ? 1 : parseSeed(o.seed);
  if (seed === undefined) throw new UsageError({ es: `--seed debe ser un número entero de 0 a 4294967295, no "${o.seed}"`, en: `--seed must be a whole number from 0 to 4294967295, not "${o.seed}"` });
  const faultRate = o.faults === undefined ? 0 : Number(o.faults);
  if (o.faults !== undefined && (!/^\d*\.?\d+$/.test(o.faults.trim()) || !(faultRate >= 0 && faultRate <= 1))) {
    throw new UsageError({ es: `--faults es la proporción de rondas con un error, de 0 a 1 (p. ej. 0.05), no "${o.faults}"`, en: `--faults is the share of rounds given an error, from 0 to 1 (e.g. 0.05), not "${o.faults}"` });
  }
  const faultKinds = o.faultKinds?.split(',').map((s) => s.trim()).filter(Boolean);
  // `--fault-kinds ,` named no kind: every round would be played clean whatever --faults asked.
  if (faultKinds !== undefined && faultKinds.length === 0) {
    throw new UsageError({ en: '--fault-kinds needs at least one fault kind (see --list-faults)', es: '--fault-kinds necesita al menos un tipo de error (vea --list-faults)' });
  }
  for (const id of faultKinds ?? []) {
    if (!sim.faults.some((f) => f.id === id)) throw new UsageError({ es: `${sim.ruleset} no tiene el tipo de error "${id}" (vea --list-faults)`, en: `${sim.ruleset} has no fault kind "${id}" (see --list-faults)` });
  }
  const stackedShoes = o.stackedShoes?.split(',').map((s) => s.trim()).filter(Boolean);
  if (o.stackedShoes !== undefined && stackedShoes!.length === 0) {
    throw new UsageError({ en: '--stacked-shoes needs at least one shoe_id (e.g. BAC-01-S002)', es: '--stacked-shoes necesita al menos un shoe_id (p. ej., BAC-01-S002)' });
  }
  if (stackedShoes && !sim.stacksShoes) {
    throw new UsageError({ en: `${sim.ruleset}'s simulator cannot stack a shoe (--stacked-shoes)`, es: `el simulador de ${sim.ruleset} no puede preparar un zapato (--stacked-shoes)` });
  }
  if (o.start !== undefined && parseInstant(o.start) === undefined) throw new UsageError({ es: `--start debe ser una fecha y hora ISO 8601 con su desfase horario, no "${o.start}"`, en: `--start must be an ISO 8601 date-time with an offset, not "${o.start}"` });
  const startMs = o.start === undefined ? undefined : parseInstant(o.start)!;
  if (startMs !== undefined && !inLogYears(startMs, sim.utcOffset)) {
    // The hands are written at the tables' offset: a start in the year 1, or 1900-01-01T00:00Z at -05:00, is a year the
    // hand-log format does not read (engine/input/normalize.ts), and every hand would be refused by veedor audit.
    const local = isoAtOffset(startMs, sim.utcOffset);
    throw new UsageError({
      es: `--start ${o.start} es ${local} en el desfase de las mesas de ${sim.ruleset} (${sim.utcOffset}): un registro de manos lee los años 1900 a 9999`,
      en: `--start ${o.start} is ${local} at ${sim.ruleset}'s table offset (${sim.utcOffset}): a hand log reads the years 1900 to 9999`,
    });
  }
  const named = formatFromName(o.out);
  // The log's name is how veedor audit picks its reader: a CSV written as x.ndjson would have every line refused.
  if (o.format !== undefined && named !== undefined && o.format !== named) {
    throw new UsageError({
      es: `--format ${o.format} no corresponde a --out ${o.out} (el nombre dice ${named}, y así lo leería veedor audit): dé un nombre .${o.format} o --format ${named}`,
      en: `--format ${o.format} does not match --out ${o.out} (its name says ${named}, and veedor audit would read it so): name it .${o.format} or give --format ${named}`,
    });
  }
  const format = o.format ?? named ?? 'ndjson';
  // A CSV log posts one configuration per table (its tables file): a kind whose error is one round's own posting
  // cannot be written in it, and a key naming it would expect a finding the log cannot show.
  const ownPosting = (faultKinds ?? []).filter((id) => sim.faults.find((f) => f.id === id)!.postsItsOwnTable);
  if (format === 'csv' && ownPosting.length > 0) {
    throw new UsageError({
      es: `${ownPosting.join(', ')}: el error está en la tabla publicada de una sola ronda, y un CSV publica una configuración por mesa (su archivo de mesas); use --format ndjson o json`,
      en: `${ownPosting.join(', ')}: the error is one round's own posted table, and a CSV log posts one configuration per table (its tables file); use --format ndjson or json`,
    });
  }
  let tablesOut = o.tablesOut;
  if (format === 'csv' && !tablesOut) {
    // Beside a regular --out file only: never "/dev/stdout.tables.json".
    if (!o.out || outputTarget('--out', o.out).kind !== 'file') {
      throw new UsageError({ es: 'un CSV no puede llevar la configuración de las mesas: dé --tables-out ARCHIVO (o --out ARCHIVO, y va a su lado)', en: 'CSV cannot carry the table configuration: give --tables-out FILE (or --out FILE, and it goes beside it)' });
    }
    tablesOut = o.out.replace(/\.csv$/i, '') + '.tables.json';
  }

  const targets = checkOutputs([{ option: '--out', path: o.out }, { option: '--key', path: o.key }, { option: '--tables-out', path: tablesOut }], []);
  const outputs = openOutputs(targets);
  try {
    // With --stats and no --out the hands are only counted, not printed.
    const out = outputs.get('--out')?.stream ?? (o.stats ? undefined : process.stdout);
    const keyFile = outputs.get('--key')?.stream;
    const played = await simulate(
      { simulator: sim, hands, tables, seed, faultRate, faultKinds, start: o.start, format, stats: o.stats, ...(stackedShoes ? { stackedShoes } : {}) },
      { hands: out, ...(keyFile ? { key: { out: keyFile, csv: /\.csv$/i.test(o.key!) } } : {}) },
    ).catch((e: unknown) => {
      // The clock ran past 9999-12-31 at the tables' offset: no file takes its name (the rounds before it, written to
      // the standard output, are each a hand the format reads).
      if (!(e instanceof ClockRangeError)) throw e;
      throw new UsageError({
        es: `--start ${o.start}: la ronda ${e.round} empezaría el ${e.utc}, después del año 9999 que un registro de manos puede tener; dé un --start anterior o menos --hands`,
        en: `--start ${o.start}: round ${e.round} would start at ${e.utc}, past the year 9999 a hand log can hold; give an earlier --start or fewer --hands`,
      });
    });
    // A named shoe no round dealt from is a mistyped id or too few hands: no log that claims a stacked shoe it lacks.
    if (played.unplayedStackedShoes) {
      const ids = played.unplayedStackedShoes.join(', ');
      throw new UsageError({ en: `--stacked-shoes: no round dealt from ${ids} (shoe ids are TABLE-Snnn, e.g. BAC-01-S002; more --hands reach later shoes)`, es: `--stacked-shoes: ninguna ronda se repartió de ${ids} (los shoe_id son MESA-Snnn, p. ej., BAC-01-S002; más --hands llegan a zapatos posteriores)` });
    }
    const tablesFile = outputs.get('--tables-out');
    if (tablesFile) await tablesFile.write((t) => writeOut(t, tablesFileText(played.tables)));
    // Every file is complete: only now do they take their names.
    for (const option of ['--out', '--key']) await outputs.get(option)?.commit();
    for (const t of targets) if (t.kind === 'file') noteWrote(t.given);
    if (played.stats) await writeOut(process.stdout, formatStats(played.stats.rows(), { ruleset: sim.ruleset, hands: played.stats.hands, seed, lang: o.lang ?? 'es', words: rulesetById(sim.ruleset)?.articles.words }));
    return 0;
  } finally {
    abortAll(outputs);
  }
}

function formatFromName(path: string | undefined): 'ndjson' | 'json' | 'csv' | undefined {
  if (!path) return undefined;
  const p = path.toLowerCase();
  if (p.endsWith('.csv')) return 'csv';
  if (p.endsWith('.json')) return 'json';
  if (p.endsWith('.ndjson') || p.endsWith('.jsonl')) return 'ndjson';
  return undefined;
}

/** The most rounds one run plays (nine digits, as --hands always took). */
const MAX_HANDS = 999_999_999;

function wholeNumber(text: string | undefined, name: string, fallback: number | undefined): number {
  if (text === undefined) {
    if (fallback === undefined) throw new UsageError({ es: `${name} es obligatorio`, en: `${name} is required` });
    return fallback;
  }
  if (/^-\d+$/.test(text.trim())) throw new UsageError({ es: `${name} debe ser positivo (al menos 1), no "${text}"`, en: `${name} must be positive (at least 1), not "${text}"` });
  if (!/^\d+$/.test(text.trim())) throw new UsageError({ es: `${name} debe ser un número entero, no "${text}"`, en: `${name} must be a whole number, not "${text}"` });
  // Ten digits or more is a whole number too, past every bound (each caller says its own): never "not a whole number".
  return Number(text.trim());
}
