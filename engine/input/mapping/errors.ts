/**
 * A mapping that cannot be used: a missing column, a vocabulary target that is not a hand-log value,
 * an impossible card notation. Raised before any hand is read; the CLI prints it as one line, exit 2.
 * `field` is where in the mapping file the problem is (e.g. `event.amount`, `vocabularies.type.PAGO`).
 */
import { reason } from '../../core/reasons.js';
import type { Reason } from '../../core/reasons.js';
export class MappingError extends Error {
  constructor(readonly mapFile: string, readonly field: string, readonly detail: string) {
    super(`${mapFile}: ${field}${field ? ': ' : ''}${detail}`);
    this.name = 'MappingError';
  }
}

/** A value of one record that the mapping cannot convert: an input finding for that record, not a stop. */
export class Bad {
  constructor(readonly reason: Reason) {}
}

/** A word the vocabulary does not list: an input finding naming the word and the vocabulary. */
export class UnknownWord extends Bad {
  constructor(readonly word: string, readonly vocabulary: string, known: string) {
    super(reason('map.unknown-word', { word: `"${word}"`, vocabulary, known }));
  }
}
