import { DEFAULT_SHIFTS } from '../store/summary.js';
import { UsageError } from './usage-error.js';

/** "6,14,22" → [6, 14, 22]: the hours (0-23, local time of the hand) at which shifts start (`summary` and `stats` --shifts). */
export function parseShifts(text: string | undefined): number[] {
  if (text === undefined) return DEFAULT_SHIFTS;
  const hours = text.split(',').map((s) => s.trim());
  if (hours.length === 0 || hours.some((h) => !/^\d{1,2}$/.test(h) || Number(h) > 23)) {
    throw new UsageError({ es: `--shifts ${text}: se esperaban las horas a las que empiezan los turnos, 0-23, separadas por comas (p. ej. 6,14,22)`, en: `--shifts ${text}: expected the hours shifts start at, 0-23, comma-separated (e.g. 6,14,22)` });
  }
  return hours.map(Number);
}
