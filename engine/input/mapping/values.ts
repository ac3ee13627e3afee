import { Bad, quotedCell } from './errors.js';
import type { Fail } from './errors.js';
import { reason } from '../../core/reasons.js';
import { parseAmountText } from '../../core/money.js';
import { readsAsThousands } from '../record-text.js';

export interface AmountsSpec {
  scale?: 'units' | 'cents';
  decimal?: '.' | ',';
  thousands?: '' | '.' | ',' | ' ' | "'";
}

/**
 * An export's amount as the hand-log writes it (a decimal number in currency units), read as text so
 * nothing passes through binary floating point: "1.234,50" with decimal "," and thousands "." is
 * 1234.5; "12350" in cents is 123.5. A grouping separator is read only where it groups: every group
 * after the first has three digits ("1,5" with thousands "," is not 15, "4.2.0.0.0" not 42000). A
 * mapping whose thousands separator is its decimal separator is refused: "1.000" would be read
 * one way and may mean the other. A text with more digits than a double holds ("205.000000000000000001")
 * is judged by its digits, never rounded to 205. What the result may still break (three decimals, a
 * negative stake) is the hand-log format's to refuse, with the export's line and column.
 */
export class AmountReader {
  private readonly cents: boolean;
  private readonly pattern: RegExp;
  private readonly grouped?: RegExp;

  constructor(private readonly spec: AmountsSpec, fail?: Fail) {
    this.cents = spec.scale === 'cents';
    const decimal = spec.decimal ?? '.';
    if (spec.thousands && spec.thousands === decimal && !this.cents) {
      fail?.('amounts.thousands', {
        es: `"${spec.thousands}" es también el separador decimal (amounts.decimal): "1${decimal}000" se leería de dos maneras`,
        en: `"${spec.thousands}" is also the decimal separator (amounts.decimal): "1${decimal}000" would read two ways`,
      });
    }
    const dec = decimal === ',' ? ',' : '\\.';
    this.pattern = this.cents ? /^(-?)(\d+)$/ : new RegExp(`^(-?)(\\d+)(?:${dec}(\\d+))?$`);
    if (spec.thousands) {
      const sep = spec.thousands.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const tail = this.cents ? '' : `(?:${dec}\\d+)?`;
      this.grouped = new RegExp(`^-?\\d{1,3}(?:${sep}\\d{3})+${tail}$`);
    }
  }

  read(raw: unknown): number | Bad {
    if (typeof raw === 'number') {
      if (!this.cents) return raw;
      if (!Number.isSafeInteger(raw)) return new Bad(reason('map.not-cents', { text: String(raw) }));
      return this.fromCents(raw < 0 ? '-' : '', String(Math.abs(raw)), String(raw));
    }
    let text = String(raw).trim();
    if (this.spec.thousands && text.includes(this.spec.thousands)) {
      // Dropped only where it groups thousands; anywhere else the text is not an amount of this export.
      text = this.grouped!.test(text) ? text.split(this.spec.thousands).join('') : '';
    }
    const m = this.pattern.exec(text);
    if (!m) {
      const text = quotedCell(raw);
      return new Bad(this.cents ? reason('map.not-cents', { text }) : reason('map.not-separator', { text, separator: this.spec.decimal ?? '.' }));
    }
    if (this.cents) return this.fromCents(m[1]!, m[2]!, String(raw));
    return this.exact(m[1]!, m[2]!, m[3], String(raw));
  }

  /**
   * The amount as a number in units. Up to 15 significant digits a double gives back the decimal
   * exactly (three decimals stay three, for the format to refuse); beyond, the text is judged by its
   * digits: trailing zeros aside, more than two decimals or more digits than money holds is refused here.
   */
  private exact(sign: string, whole: string, frac: string | undefined, raw: string): number | Bad {
    const text = `${sign}${whole}${frac !== undefined ? '.' + frac : ''}`;
    // `1.200` (or `1,200` where the decimal is a comma) reads two ways: 1200 with a thousands separator the mapping does
    // not name, or 1.2, which the format would pass (its third decimal a zero). Refused, saying both (export25).
    if (frac !== undefined && frac.endsWith('0') && readsAsThousands(`${whole}.${frac}`) && !this.cents) {
      return new Bad(reason('amount.thousands-like', { text: quotedCell(raw), grouped: `${sign}${whole}${frac}`, short: text.replace(/0+$/, '').replace(/\.$/, '') }));
    }
    if ((whole + (frac ?? '')).replace(/^0+/, '').length <= 15) return Number(text);
    const trimmed = frac === undefined ? text : `${sign}${whole}.${frac.replace(/0+$/, '')}`.replace(/\.$/, '');
    const read = parseAmountText(trimmed, true);
    if (!read.ok) return new Bad({ code: read.reason.code, data: { ...(read.reason.data ?? {}), text: quotedCell(raw) } });
    return read.value / 100;
  }

  private fromCents(sign: string, digits: string, raw: string): number | Bad {
    const padded = digits.padStart(3, '0');
    return this.exact(sign, padded.slice(0, -2), padded.slice(-2), raw);
  }
}

export interface TimestampsSpec {
  format: string;
  time_zone?: string;
}

const TOKENS: [token: string, pattern: string, part: keyof Wall][] = [
  ['YYYY', '(\\d{4})', 'year'], ['MM', '(\\d{2})', 'month'], ['DD', '(\\d{2})', 'day'], ['HH', '(\\d{2})', 'hour'],
  ['mm', '(\\d{2})', 'minute'], ['ss', '(\\d{2})', 'second'], ['SSS', '(\\d{1,3})', 'ms'],
  ['M', '(\\d{1,2})', 'month'], ['D', '(\\d{1,2})', 'day'], ['H', '(\\d{1,2})', 'hour'],
];

interface Wall { year: number; month: number; day: number; hour: number; minute: number; second: number; ms: number }

/** The parts a format must have, as a Spanish message names them. */
const WALL_ES: Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> = { year: 'año', month: 'mes', day: 'día', hour: 'hora', minute: 'minuto' };

const ISO_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

/**
 * An export's timestamp as ISO 8601 with the offset the table's zone had at that moment (Intl, from
 * the IANA database Node carries). A local time that does not exist (the hour skipped when clocks go
 * forward) is refused; one that happens twice (the hour repeated when they go back) is read as the
 * first, and the docs say so.
 */
export class TimestampReader {
  private readonly iso: boolean;
  private readonly pattern?: RegExp;
  private readonly parts: (keyof Wall)[] = [];
  private readonly zone?: Intl.DateTimeFormat;
  /** Offsets by local hour: hands come in time order, so nearly every lookup is a hit. */
  private readonly offsets = new Map<number, number>();

  constructor(spec: TimestampsSpec, fail: Fail) {
    this.iso = spec.format === 'iso';
    if (!this.iso) {
      let source = '';
      let rest = spec.format;
      while (rest.length > 0) {
        const tok = TOKENS.find(([t]) => rest.startsWith(t));
        if (tok) {
          source += tok[1];
          this.parts.push(tok[2]);
          rest = rest.slice(tok[0].length);
        } else {
          source += rest[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          rest = rest.slice(1);
        }
      }
      for (const need of ['year', 'month', 'day', 'hour', 'minute'] as const) {
        if (!this.parts.includes(need)) fail('timestamps.format', { es: `"${spec.format}" no tiene ${WALL_ES[need]} (YYYY MM DD HH mm)`, en: `"${spec.format}" has no ${need} (YYYY MM DD HH mm)` });
      }
      this.pattern = new RegExp(`^${source}$`);
    }
    if (spec.time_zone !== undefined) {
      try {
        this.zone = new Intl.DateTimeFormat('en-US', { timeZone: spec.time_zone, timeZoneName: 'longOffset', year: 'numeric' });
      } catch {
        fail('timestamps.time_zone', {
          es: `"${spec.time_zone}" no es una zona horaria IANA (p. ej. America/Lima, Europe/Madrid)`,
          en: `"${spec.time_zone}" is not an IANA time zone (e.g. America/Lima, Europe/Madrid)`,
        });
      }
    } else if (!this.iso) {
      fail('timestamps.time_zone', { es: `las horas locales ("${spec.format}") necesitan la zona horaria IANA de la mesa`, en: `local times ("${spec.format}") need the table's IANA time zone` });
    }
  }

  read(raw: unknown): string | Bad {
    const text = String(raw).trim();
    let wall: Wall;
    if (this.iso) {
      if (ISO_OFFSET.test(text)) return text;
      const m = ISO_LOCAL.exec(text);
      if (!m) return new Bad(reason('map.not-iso-date', { text: quotedCell(text) }));
      wall = {
        year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]!, second: m[6] ? +m[6] : 0, ms: m[7] ? +m[7].padEnd(3, '0') : 0,
      };
      if (!this.zone) return new Bad(reason('map.no-offset', { text: quotedCell(text) }));
    } else {
      const m = this.pattern!.exec(text);
      if (!m) return new Bad(reason('map.not-timestamp', { text: quotedCell(text) }));
      wall = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, ms: 0 };
      for (let i = 0; i < this.parts.length; i++) {
        const part = this.parts[i]!;
        wall[part] = part === 'ms' ? Number(m[i + 1]!.padEnd(3, '0')) : Number(m[i + 1]);
      }
    }
    const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.ms);
    const back = new Date(asUtc);
    if (back.getUTCDate() !== wall.day || back.getUTCMonth() !== wall.month - 1 || wall.hour > 23 || wall.minute > 59 || wall.second > 59) {
      return new Bad(reason('map.not-time-of-day', { text: quotedCell(text) }));
    }
    const offset = this.offsetOf(asUtc);
    if (offset === null) return new Bad(reason('map.skipped-hour', { text: quotedCell(text) }));
    return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${wall.ms ? '.' + pad(wall.ms, 3) : ''}${offsetText(offset)}`;
  }

  /** The zone's offset in minutes for a wall time (given as if it were UTC); null when that wall time does not exist there. */
  private offsetOf(wallAsUtc: number): number | null {
    const hourKey = Math.floor(wallAsUtc / 3_600_000);
    const known = this.offsets.get(hourKey);
    if (known !== undefined) return known;
    // The offsets the zone uses 12 h either side (no zone changes twice in a day); the wall time's
    // offset is one whose instant reads back as it.
    const candidates = new Set([this.zoneOffset(wallAsUtc - 43_200_000), this.zoneOffset(wallAsUtc + 43_200_000)]);
    let best: number | null = null;
    for (const o of candidates) {
      if (this.zoneOffset(wallAsUtc - o * 60_000) === o && (best === null || o > best)) best = o; // larger offset: the earlier instant
    }
    // Only an hour with no change of offset near it is remembered.
    if (candidates.size === 1 && best !== null && this.offsets.size < 100_000) this.offsets.set(hourKey, best);
    return best;
  }

  private zoneOffset(utcMs: number): number {
    const name = this.zone!.formatToParts(utcMs).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  }
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
