/**
 * A mapping that cannot be used: a missing column, a vocabulary target that is not a hand-log value,
 * an impossible card notation. Raised before any hand is read; the CLI prints it as one line, exit 2,
 * in the language of the command (`words`); `message` is the English line.
 * `field` is where in the mapping file the problem is (e.g. `event.amount`, `vocabularies.type.PAGO`).
 */
import { reason } from '../../core/reasons.js';
import type { Reason } from '../../core/reasons.js';

/** What is wrong, in both languages. */
export interface Detail {
  es: string;
  en: string;
}

/** How a mapping's checks stop: the field, and what is wrong with it. */
export type Fail = (field: string, detail: Detail) => never;

export class MappingError extends Error {
  constructor(readonly mapFile: string, readonly field: string, readonly detail: Detail) {
    super(`${mapFile}: ${field}${field ? ': ' : ''}${detail.en}`);
    this.name = 'MappingError';
  }

  /** The line in both languages. */
  get words(): Detail {
    return { es: `${this.mapFile}: ${this.field}${this.field ? ': ' : ''}${this.detail.es}`, en: this.message };
  }
}

/** The most of an export's cell a message quotes (as the hand-log schema's refusals quote the log's text). */
const CELL_SHOWN = 60;

/**
 * An export's text as a message shows it: cut at 60 characters and '…'. A cell is as long as the export makes it,
 * and a megabyte cell quoted whole was a megabyte on its finding's line in every report (the PDF spent minutes on it).
 */
export function clippedCell(text: string): string {
  return text.length > CELL_SHOWN ? text.slice(0, CELL_SHOWN) + '…' : text;
}

/** An export's value in the mapping's messages' quotes, clipped (`clippedCell`). */
export function quotedCell(v: unknown): string {
  return `"${clippedCell(String(v))}"`;
}

/** A value of one record that the mapping cannot convert: an input finding for that record, not a stop. */
export class Bad {
  constructor(readonly reason: Reason) {}
}

/** A word the vocabulary does not list: an input finding naming the word and the vocabulary. */
export class UnknownWord extends Bad {
  constructor(readonly word: string, readonly vocabulary: string, known: string) {
    super(reason('map.unknown-word', { word: quotedCell(word), vocabulary, known }));
  }
}
