import type { CardsSpec } from './cards.js';
import type { AmountsSpec, TimestampsSpec } from './values.js';

/** A mapping file as written (mapping.schema.json): what `compileMapping` checks and compiles. */
export type Form = 'csv-row-per-event' | 'csv-row-per-hand' | 'json' | 'ndjson';
export type FieldSpec = string | {
  from?: string | string[]; value?: string | number | boolean; template?: string; file_name?: string;
  vocabulary?: string | Record<string, unknown>; match?: string; as?: string; types?: string[];
};
export type EventSpec = Record<string, FieldSpec>;
export interface GeneratorSpec {
  repeat?: { name: string; values: (string | number)[] };
  when?: string;
  event?: EventSpec;
  deal_cards?: { from: string; to?: string; to_separator?: string; to_vocabulary?: string | Record<string, unknown>; face?: 'up' | 'down' };
}
export interface MappingSpec {
  veedor_mapping: 1;
  form: Form;
  encoding?: 'utf-8' | 'latin-1';
  delimiter?: string;
  hand: Record<string, FieldSpec> & { table?: Record<string, unknown> };
  group?: { by: 'hand_id' } | { by: 'change'; of: string[] };
  events_path?: string;
  event?: EventSpec;
  events?: GeneratorSpec[];
  vocabularies?: Record<string, Record<string, unknown>>;
  cards?: CardsSpec;
  amounts?: AmountsSpec;
  timestamps?: TimestampsSpec;
}
