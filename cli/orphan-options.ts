import type { Command } from 'commander';
import { UsageError } from './usage-error.js';
import type { Words } from './usage-error.js';

/**
 * An option that means something only beside another, given on the command line without it: dropped silently,
 * the line said something the command did not do. `audit --casino X` without --pdf named no cover; `stats FILE
 * --run R` and `replay FILE H --root DIR` read no stored run; `--shifts H` without grouping by shift grouped by
 * none. Checked once for every command (cli/veedor.ts's preAction hook), on the flags the command line gave: a
 * config file's value is a default (its casino applies to a PDF when there is one), never an option given alone.
 * A command's own checks of this kind (audit --stats without --pdf, stats --root without --db) stay in it.
 */
interface Orphan {
  command: string;
  option: string;
  /** Whether what the option goes with is there. */
  with: (cmd: Command) => boolean;
  words: Words;
}

const given = (cmd: Command, key: string): boolean => cmd.getOptionValue(key) !== undefined && cmd.getOptionValue(key) !== false;
const SHIFTS: Words = { es: '--shifts fija las horas en que empiezan los turnos: úselo con --by shift', en: '--shifts sets the hours shifts start at: use it with --by shift' };
const byShift = (cmd: Command): boolean => {
  const by: unknown = cmd.getOptionValue('by');
  return Array.isArray(by) ? by.includes('shift') : by === 'shift';
};

const ORPHANS: readonly Orphan[] = [
  {
    command: 'audit', option: 'casino', with: (cmd) => given(cmd, 'pdf'),
    words: { es: '--casino nombra el establecimiento en la portada del PDF: dé también --pdf ARCHIVO', en: '--casino names the establishment on the PDF\'s cover: give --pdf FILE too' },
  },
  {
    command: 'stats', option: 'run', with: (cmd) => given(cmd, 'db'),
    words: { es: '--run elige una ejecución guardada: úselo con --db', en: '--run picks a stored run: use it with --db' },
  },
  {
    command: 'replay', option: 'root', with: (cmd) => given(cmd, 'db'),
    words: { es: '--root dice dónde están ahora los registros de una ejecución guardada: úselo con --db', en: '--root says where a stored run\'s logs are now: use it with --db' },
  },
  { command: 'summary', option: 'shifts', with: byShift, words: SHIFTS },
  { command: 'stats', option: 'shifts', with: byShift, words: SHIFTS },
];

export function refuseOrphanOptions(cmd: Command): void {
  for (const o of ORPHANS) {
    if (o.command !== cmd.name() || cmd.getOptionValueSource(o.option) !== 'cli') continue;
    if (!o.with(cmd)) throw new UsageError(o.words);
  }
}
