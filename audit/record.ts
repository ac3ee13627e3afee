import type { HandEvent, HandIdentity, HandRecord, SourceRef } from '../engine/core/types.js';
import { normalizeHand, postedTable, tableDifference } from '../engine/input/normalize.js';
import type { InputProblem } from '../engine/input/normalize.js';
import { catalogById, defaultRulesetOf } from '../rules-catalog/registry.js';
import type { NumberTexts } from '../engine/input/record-text.js';
import { lineOfField } from '../engine/input/readers.js';
import type { RecordLines } from '../engine/input/readers.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import { handCurrency } from './findings.js';
import type { Finding } from './findings.js';
import { inputFinding } from './input-findings.js';
import { reason } from '../engine/core/reasons.js';
import { judgeHand, replayHand } from './judge.js';
import type { RunStates, UncheckedNote } from './judge.js';

/** The hand's identity and whereabouts: what the audit store indexes and reports roll up by. */
export interface HandHeader extends HandIdentity {
  source: SourceRef;
  /** The hand's events, carried only for hands with findings (the PDF shows the events around a fault). */
  events?: HandEvent[];
  /** The byte where the hand's record starts in its file, where the reader knows it (an NDJSON line read as bytes). */
  byteOffset?: number;
}

export interface ParseOptions {
  tables?: Map<string, Record<string, unknown>>;
  forceRuleset?: string;
}

/** A record after the format checks: a hand ready to replay, or why not. */
export type ParsedRecord =
  | { kind: 'hand'; hand: HandRecord }
  | { kind: 'invalid'; handId?: string; problem: InputProblem; finding: Finding };

/**
 * `texts`: the source text of numbers JSON.parse may have read inexactly (engine/input/record-text.ts);
 * `sound`: the reader found no escape and no lone surrogate in the record's text (engine/input/readers.ts);
 * `lines`: a CSV hand's rows, so that a rejection cites the line of the row that holds the field.
 */
export function parseRecord(value: unknown, source: SourceRef, opts: ParseOptions, texts?: NumberTexts, sound = false, lines?: RecordLines): ParsedRecord {
  const n = normalizeHand(value, source, {
    tables: opts.tables,
    defaultRuleset: (game) => opts.forceRuleset ?? defaultRulesetOf(game),
  }, texts, sound);
  if (!n.ok) {
    const line = lineOfField(lines, n.problem.field);
    const at = line !== undefined ? { ...source, line } : source;
    return {
      kind: 'invalid',
      handId: n.handId,
      problem: n.problem,
      finding: inputFinding({ rule: 'input-schema', source: at, handId: n.handId, ruleset: namedCatalog(value, opts), field: n.problem.field, reason: n.problem.reason }),
    };
  }
  if (opts.forceRuleset) n.hand.ruleset = opts.forceRuleset;
  if (lines) n.hand.eventLines = lines.events;
  // A tables file that does not list the hand's table (`PL-01     ` from a CHAR(10) column, `pl-01`): said once a table.
  if (opts.tables) {
    const inline = (value as Record<string, unknown>)['table'];
    const posted = postedTable(opts.tables, n.hand.table_id);
    if (posted === undefined && inline == null) n.hand.tablesListed = [...opts.tables.keys()];
    const differs = posted !== undefined && inline != null ? tableDifference(inline, posted) : undefined;
    if (differs) n.hand.tableDiffers = differs;
  }
  return { kind: 'hand', hand: n.hand };
}

/**
 * The catalog a record that failed the format would have been audited against, where it names one Veedor has: the
 * run's --ruleset, else the record's own `ruleset`, else its game's default. Its input finding says so (`ruleset`),
 * as a rule's finding does; a record that names none, or an unknown one, has none ('').
 */
function namedCatalog(value: unknown, opts: ParseOptions): string | undefined {
  if (opts.forceRuleset !== undefined) return opts.forceRuleset;
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (v['ruleset'] !== undefined) return typeof v['ruleset'] === 'string' && catalogById(v['ruleset']) ? v['ruleset'] : undefined;
  return defaultRulesetOf(v['game']);
}

export type JudgedRecord =
  | {
    kind: 'audited'; header: HandHeader; findings: Finding[]; skippedProcedureRules: boolean;
    /** The rules that ran on the hand but could not check it, and why (judge.ts UncheckedNote). */
    unchecked?: UncheckedNote[];
    /** Counted findings only (`veedor stats`): the engine's state after the last event, to read the hand's facts from. */
    final?: unknown;
  }
  | { kind: 'rejected'; finding: Finding };

/**
 * How a hand is replayed: `judged` by its rules (the audit); `counted`, its findings only counted (`veedor stats`:
 * their messages not written); `replayed` through its engine alone (`veedor stats` of a stored run: the findings
 * are the store's).
 */
export type JudgeMode = 'judged' | 'counted' | 'replayed';

/** Replays an admitted hand; a hand the engine cannot follow becomes an input finding. */
export function judgeRecord(hand: HandRecord, ruleset: Ruleset, runStates: RunStates, mode: JudgeMode = 'judged'): JudgedRecord {
  const counted = mode !== 'judged';
  const outcome = mode === 'replayed' ? replayHand(hand, ruleset) : judgeHand(hand, ruleset, runStates, counted);
  if (outcome.kind === 'rejected') {
    // A CSV hand's event is a row of its own: the rejection cites that row's line.
    const line = outcome.event !== undefined ? hand.eventLines?.[outcome.event - 1] : undefined;
    return {
      kind: 'rejected',
      finding: inputFinding({
        rule: 'input-not-replayable', source: line !== undefined ? { ...hand.source, line } : hand.source, handId: hand.hand_id, ruleset: ruleset.id,
        field: outcome.event !== undefined ? `events[${outcome.event - 1}]${outcome.field ? '.' + outcome.field : ''}` : outcome.field,
        event: outcome.event, reason: outcome.reason,
      }),
    };
  }
  // Judged and counted alike (veedor stats counts it among the audit's input findings, as a stored run holds it); a
  // replay for facts alone takes the stored run's findings.
  const unlisted = mode !== 'replayed' ? unlistedTableNote(hand, runStates) ?? tableDiffersNote(hand, runStates) : undefined;
  if (unlisted) outcome.findings.unshift(unlisted);
  const header = headerOf(hand);
  // Counted findings (veedor stats) are never shown, nor the events around them.
  if (outcome.findings.length > 0 && !counted) header.events = hand.events;
  return {
    kind: 'audited', header, findings: outcome.findings, skippedProcedureRules: outcome.skippedProcedureRules,
    ...(outcome.unchecked ? { unchecked: outcome.unchecked } : {}), final: counted ? outcome.final : undefined,
  };
}

/**
 * The note for the first hand of a table whose inline configuration differs from the tables file's (once a table a
 * run, as the unlisted table's note). A file note, no hand's: the hand is audited, with its own table.
 */
function tableDiffersNote(hand: HandRecord, runStates: RunStates): Finding | undefined {
  const d = hand.tableDiffers;
  if (!d) return undefined;
  let said = runStates.get('input/table-differs');
  if (!said) runStates.set('input/table-differs', (said = new Map()));
  if (said.has(hand.table_id)) return undefined;
  said.set(hand.table_id, true);
  const why = reason('tables.inline-differs', { table: JSON.stringify(hand.table_id), field: d.field, inline: d.inline, posted: d.posted });
  return inputFinding({ rule: 'input-file', source: hand.source, ruleset: hand.ruleset, reason: why, severity: 'warning' });
}

export function headerOf(hand: HandRecord): HandHeader {
  const h: HandHeader = {
    hand_id: hand.hand_id, game: hand.game, ruleset: hand.ruleset, table_id: hand.table_id,
    started_at: hand.started_at, source: hand.source,
  };
  if (hand.dealer_id !== undefined) h.dealer_id = hand.dealer_id;
  if (hand.shoe_id !== undefined) h.shoe_id = hand.shoe_id;
  const currency = handCurrency(hand);
  if (currency !== undefined) h.currency = currency;
  return h;
}

/**
 * The note for the first hand of a table the tables file does not list (once a run: a table's hands all go to one
 * worker, route.ts, so its run states see each of them). A file note, no hand's: the hand is audited.
 */
function unlistedTableNote(hand: HandRecord, runStates: RunStates): Finding | undefined {
  if (!hand.tablesListed) return undefined;
  let said = runStates.get('input/table-unlisted');
  if (!said) runStates.set('input/table-unlisted', (said = new Map()));
  if (said.has(hand.table_id)) return undefined;
  said.set(hand.table_id, true);
  const listed = hand.tablesListed;
  const fold = (id: string) => id.trim().toLowerCase();
  const near = listed.find((id) => fold(id) === fold(hand.table_id));
  const shown = listed.slice(0, 8).map((id) => JSON.stringify(id)).join(', ') + (listed.length > 8 ? ` … (${listed.length})` : '');
  const table = JSON.stringify(hand.table_id);
  const why = near !== undefined ? reason('tables.unlisted-near', { table, listed: shown, near: JSON.stringify(near) }) : reason('tables.unlisted', { table, listed: shown });
  return inputFinding({ rule: 'input-file', source: hand.source, ruleset: hand.ruleset, reason: why, severity: 'warning' });
}
