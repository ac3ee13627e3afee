import type { HandIdentity, HandRecord } from '../engine/core/types.js';
import { foldOf } from '../engine/core/engine-types.js';
import { handCurrency } from './findings.js';
import type { Finding } from './findings.js';
import { formatAmount, owedPhrase } from '../engine/core/money-text.js';
import type { Bilingual, CompiledHandlers, Report, Rule, RuleContext, Ruleset } from '../rules-catalog/framework/types.js';
import { fillTemplate, moneyValues } from '../rules-catalog/framework/messages.js';
import { dataInOwnWords, messagesInOwnWords } from '../rules-catalog/framework/ruleset.js';
import { MoneyRangeError, assertExact, sub } from '../engine/core/money.js';
import type { Money } from '../engine/core/money.js';
import { reason } from '../engine/core/reasons.js';
import { checkShoeContinuity } from './shoe-continuity.js';
import { instantMs } from '../engine/core/instant.js';
import { checkSeatsOfTable } from './seats-of-table.js';
import type { Reason } from '../engine/core/reasons.js';

/** A rule that ran on a hand but could not check it (RuleContext.notChecked): the run's not_checked counts it. */
export interface UncheckedNote {
  rule: string;
  reason: Bilingual;
}

export type HandOutcome =
  | { kind: 'audited'; findings: Finding[]; skippedProcedureRules: boolean; unchecked?: UncheckedNote[]; final: unknown }
  | { kind: 'rejected'; event?: number; field?: string; reason: Reason };

/**
 * Folds one hand through its engine while every rule of the ruleset observes
 * each step; returns the findings, or why the hand cannot be replayed.
 */
/** Cross-hand state of each rule for the run, keyed by `ruleset/rule` (two catalogs may share a rule id). */
export type RunStates = Map<string, Map<string, unknown>>;

const STATE_KEYS = new WeakMap<Rule, string>();

export function runStateOf(runStates: RunStates, ruleset: Ruleset, rule: Rule): Map<string, unknown> {
  let key = STATE_KEYS.get(rule);
  if (key === undefined) STATE_KEYS.set(rule, (key = `${ruleset.id}/${rule.id}`));
  let state = runStates.get(key);
  if (!state) runStates.set(key, (state = new Map()));
  return state;
}

/**
 * A catalog's rules as one run judges its hands (per `RunStates`, catalog and `counted`; a worker thread has its
 * own run states, so its own): each compiled rule's handlers and context made once, and the handlers sorted by
 * event type once, in two tables (the procedure rules in or out: `needs: 'procedures'`). A rule not compiled
 * (`create` alone) is still set up per hand; while a catalog has one, its handlers are sorted per hand.
 */
class CompiledRules {
  /** Per rule: its compiled handlers, or undefined for a rule set up per hand. */
  readonly handlers: (CompiledHandlers<unknown> | undefined)[];
  readonly contexts: (RunContext | undefined)[];
  readonly perHand: boolean;
  private readonly tables: (Dispatch | undefined)[] = [undefined, undefined];
  /** The hand being judged, read by every compiled rule's context. */
  private readonly slot = new HandSlot();

  constructor(
    readonly ruleset: Ruleset,
    readonly states: Map<string, unknown>[],
    readonly counted: boolean,
  ) {
    const rules = ruleset.rules;
    this.handlers = new Array(rules.length);
    this.contexts = new Array(rules.length);
    let perHand = false;
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i]!;
      if (!rule.compile) {
        perHand = true;
        continue;
      }
      const ctx = new RunContext(ruleset, rule, states[i]!, counted, this.slot);
      this.contexts[i] = ctx;
      this.handlers[i] = rule.compile(ctx);
    }
    this.perHand = perHand;
  }

  /** The hand every compiled rule's context now reads, and where its findings go. */
  begin(hand: HandRecord, findings: Finding[], unchecked: UncheckedNote[]): void {
    // One object for the catalog's contexts (each reads it), not four fields written on every rule's context per
    // hand: those contexts live for the run (V8's old generation), and each write of a new hand's objects into
    // them went through the write barrier's remembered set.
    const slot = this.slot;
    slot.hand = hand;
    slot.table = hand.table;
    slot.currency = handCurrency(hand);
    slot.findings = findings;
    slot.unchecked = unchecked;
  }

  /** The handlers for this hand: the table built once, or, while a rule is set up per hand, sorted for this hand. */
  dispatch(hand: HandRecord, findings: Finding[], unchecked: UncheckedNote[], proceduresCheckable: boolean): Dispatch {
    if (this.perHand) return this.sort(proceduresCheckable, hand, findings, unchecked);
    const i = proceduresCheckable ? 1 : 0;
    return (this.tables[i] ??= this.sort(proceduresCheckable, hand, findings, unchecked));
  }

  private sort(proceduresCheckable: boolean, hand: HandRecord, findings: Finding[], unchecked: UncheckedNote[]): Dispatch {
    const on: Dispatch = { byType: new Map(), everyEvent: [], ends: [], starts: [], skippedProcedureRules: false };
    // Every-event handlers in rule order, each with the types it is called for (undefined: every type).
    const every: { fn: Handler; types: readonly string[] | undefined }[] = [];
    const rules = this.ruleset.rules;
    let amount: ((m: Money) => string) | undefined;
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i]!;
      if (rule.needs === 'procedures' && !proceduresCheckable) {
        on.skippedProcedureRules = true;
        continue;
      }
      let handlers = this.handlers[i] as Record<string, unknown> | undefined;
      if (handlers === undefined) {
        if (amount === undefined) {
          const currency = handCurrency(hand);
          amount = (m: Money) => formatAmount(m, currency);
        }
        handlers = rule.create(new HandContext(hand, this.ruleset, rule, this.states[i]!, findings, unchecked, amount, this.counted)) as Record<string, unknown>;
      }
      for (const type in handlers) {
        const fn = handlers[type];
        if (typeof fn !== 'function') continue;
        if (type === 'handEnd') on.ends.push(fn as (s: unknown) => void);
        else if (type === 'handStart') on.starts.push(fn as () => void);
        else if (type === 'event') {
          const types = (handlers as { eventTypes?: unknown })['eventTypes'];
          every.push({ fn: fn as Handler, types: Array.isArray(types) ? (types as string[]) : undefined });
        }
        else {
          let list = on.byType.get(type);
          if (!list) on.byType.set(type, (list = []));
          list.push(fn as Handler);
        }
      }
    }
    // Each type's list goes on with the every-event handlers called for it, in rule order, as they are called after
    // it: one list per event type. A type no rule names gets the handlers of every type (everyEvent).
    for (const e of every) {
      if (e.types === undefined) on.everyEvent.push(e.fn);
      else for (const t of e.types) if (!on.byType.has(t)) on.byType.set(t, []);
    }
    for (const [type, list] of on.byType) {
      for (const e of every) if (e.types === undefined || e.types.includes(type)) list.push(e.fn);
    }
    return on;
  }
}

interface Dispatch {
  /** By event type: its handlers in rule order, then the every-event handlers (everyEvent) in rule order. */
  byType: Map<string, Handler[]>;
  /** The every-event handlers (`event`) called for any type, for a type no rule handles or names on its own. */
  everyEvent: Handler[];
  ends: ((s: unknown) => void)[];
  /** The compiled rules' `handStart`s, in rule order. */
  starts: (() => void)[];
  skippedProcedureRules: boolean;
}

/** Each run's compiled catalogs: [judged, counted]. */
const COMPILED = new WeakMap<RunStates, Map<Ruleset, [CompiledRules | undefined, CompiledRules | undefined]>>();

function compiledRulesOf(runStates: RunStates, ruleset: Ruleset, counted: boolean): CompiledRules {
  let byRuleset = COMPILED.get(runStates);
  if (!byRuleset) COMPILED.set(runStates, (byRuleset = new Map()));
  let pair = byRuleset.get(ruleset);
  if (!pair) byRuleset.set(ruleset, (pair = [undefined, undefined]));
  const i = counted ? 1 : 0;
  // A rule that throws in compile leaves nothing kept: its hand is rejected, and the next hand compiles again.
  return (pair[i] ??= new CompiledRules(ruleset, ruleset.rules.map((rule) => runStateOf(runStates, ruleset, rule)), counted));
}

/**
 * Forgets a run's compiled rules (their run states stay): the next hand compiles them again. For tests that hold
 * a rule compiled once to what it finds compiled afresh for every hand (its per-hand state reset).
 */
export function forgetCompiledRules(runStates: RunStates): void {
  COMPILED.delete(runStates);
}

/**
 * `counted`: the findings are only counted (`veedor stats`: by category and article), so their messages are not written
 * (`countedFinding`); which findings there are, and which hands are rejected, is the same.
 */
export function judgeHand(hand: HandRecord, ruleset: Ruleset, runStates: RunStates, counted = false): HandOutcome {
  const findings: Finding[] = [];
  const unchecked: UncheckedNote[] = [];
  let skippedProcedureRules = false;
  let final: unknown;
  const proceduresCheckable = ruleset.proceduresCheckable === 'shoe' ? shoeRecordsProcedures(hand, ruleset, runStates) : hand.hasProcedures;
  const engine = ruleset.engine;
  try {
    // Inside the try: a rule that throws while it compiles or sets up (create) rejects this hand only, as one
    // that throws in a handler does; the next hand starts from each rule's handStart.
    const compiled = compiledRulesOf(runStates, ruleset, counted);
    compiled.begin(hand, findings, unchecked);
    const on = compiled.dispatch(hand, findings, unchecked, proceduresCheckable);
    skippedProcedureRules = on.skippedProcedureRules;
    for (const start of on.starts) start();
    // One state for the hand, changed in place; the rules read it, and the state before the event, as views.
    const fold = foldOf(engine, hand);
    for (const event of hand.events) {
      const rejected = fold.advance(event);
      if (rejected) return { kind: 'rejected', event: rejected.eventIndex, field: rejected.field, reason: rejected.reason };
      const { before, after } = fold;
      const list = on.byType.get(event.type) ?? on.everyEvent;
      for (let i = 0; i < list.length; i++) list[i]!(event, before, after);
    }
    final = fold.after;
    for (const end of on.ends) end(final);
    if (ruleset.shoeContinuity !== undefined) checkShoeContinuity(hand, ruleset, runStates, findings, unchecked);
    if (ruleset.seatsOfTable === 'format') checkSeatsOfTable(hand, ruleset, findings);
  } catch (e) {
    return thrown(e);
  }
  // `final`: the state after the last event (the engine's own, changed in place by the next hand's fold): what
  // `veedor stats` reads a hand's facts from, right after its audit, instead of a second replay.
  return {
    kind: 'audited', findings: applyOverrides(findings, ruleset), skippedProcedureRules, ...(unchecked.length > 0 ? { unchecked } : {}), final,
  };
}

/**
 * A hand replayed through its engine alone, no rule observing it: `veedor stats` of a stored run, whose findings
 * are the store's (the hand's facts are read from `final`). A hand the engine cannot follow is rejected as the
 * audit rejects it.
 */
export function replayHand(hand: HandRecord, ruleset: Ruleset): HandOutcome {
  try {
    const fold = foldOf(ruleset.engine, hand);
    for (const event of hand.events) {
      const rejected = fold.advance(event);
      if (rejected) return { kind: 'rejected', event: rejected.eventIndex, field: rejected.field, reason: rejected.reason };
    }
    return { kind: 'audited', findings: [], skippedProcedureRules: false, final: fold.after };
  } catch (e) {
    return thrown(e);
  }
}

/** A hand whose replay threw: set aside with the reason. */
function thrown(e: unknown): HandOutcome {
  if (e instanceof MoneyRangeError) {
    return { kind: 'rejected', reason: reason('judge.too-large', { detail: e.message }) };
  }
  // A rule or engine bug must not take the run down or lose the hand: the hand is set aside, visibly.
  const msg = e instanceof Error ? e.message : String(e);
  return { kind: 'rejected', reason: reason('judge.internal', { detail: msg }) };
}

type Handler = (e: unknown, b: unknown, a: unknown) => void;

/** Each catalog's key of its shoes in the run states, made once (it was a string made per hand). */
const SHOES_KEYS = new WeakMap<Ruleset, string>();

/**
 * Whether the procedure articles are checkable on this hand. Checkability belongs to the shoe, not to
 * the hand: once a shoe's log (a table's, for logs without shoe ids) records procedures, every later
 * hand of that shoe is checked, and a procedure missing there is the violation (a game dealt on after
 * the cut card came out, with nothing recorded, must not pass as "not checkable"). The run state holds
 * one entry per table, its shoe whose log records procedures (null: the table's log has no shoe ids),
 * so it stays as small as the number of tables, and a table's hands all go to one worker (--workers).
 * Where the catalog names its evidence (`shoeProcedureEvidence`), only those procedures carry it over.
 * A shoe whose log recorded its cut card coming out (`cut_card_out`) hands checkability on to the next
 * shoe at its table: that log records how the table's shoes end, so the next shoe's first game is where
 * its preparation must show (Dragon Six Art. 6º, «antes de empezar otra partida»), recorded or not. Not
 * where the catalog names its evidence: a cut card says nothing of whether the log records offers.
 * «Later» is by `started_at`, as the shoe count reads it (docs/spec, shoe continuity), never by the file's order: a
 * hand that started before the shoe's first hand recording procedures is not made checkable by it, wherever the file
 * puts it (clause30-other: the Caribbean demo log judged CS-CLEAN-05, 20:05, by a hand of its table that started at
 * 20:19 and came first in the file: 37 findings, 35 with the file reversed). Read newest first, a hand is checkable
 * once a hand of its shoe that started no later has been read; before that it is in the run's not_checked.
 */
function shoeRecordsProcedures(hand: HandRecord, ruleset: Ruleset, runStates: RunStates): boolean {
  let key = SHOES_KEYS.get(ruleset);
  if (key === undefined) SHOES_KEYS.set(ruleset, (key = `${ruleset.id}/#procedure-shoes`));
  let shoes = runStates.get(key) as Map<string, ProcedureShoe> | undefined;
  if (!shoes) runStates.set(key, (shoes = new Map()));
  const shoe = hand.shoe_id ?? null;
  const entry = shoes.get(hand.table_id);
  const at = instantMs(hand.started_at);
  if (hand.hasProcedures) {
    const evidence = ruleset.shoeProcedureEvidence;
    // The cut card is evidence of a log that records the shoes' preparation, not of one that records what a
    // catalog's evidence names (blackjack's offers): only a catalog without named evidence hands checkability on.
    const cutCardOut = !evidence && hand.events.some((e) => e.type === 'procedure' && e.name === 'cut_card_out');
    if (!evidence || hand.events.some((e) => e.type === 'procedure' && evidence.includes(e.name))) {
      const same = entry?.shoe === shoe;
      shoes.set(hand.table_id, { shoe, ended: cutCardOut || (same && entry!.ended), since: same ? Math.min(entry!.since, at) : at });
    }
    return true;
  }
  if (!entry) return false;
  // A hand that started before the shoe's earliest hand recording procedures (NaN compares false: no time, no
  // order to read) is not shown to belong to a log that records them.
  if (at < entry.since) return false;
  if (entry.shoe === shoe) return true;
  if (!entry.ended) return false;
  shoes.set(hand.table_id, { shoe, ended: false, since: at });
  return true;
}

/**
 * A table's shoe whose log records procedures, whether its cut card came out (the shoe ended), and the start of its
 * earliest hand read so far that records them (ms since 1970).
 */
interface ProcedureShoe {
  shoe: string | null;
  ended: boolean;
  since: number;
}

/** The hand a catalog's compiled rules are judging: its record, table, currency, and where its findings go. */
class HandSlot {
  hand: HandRecord = undefined as unknown as HandRecord;
  table: HandRecord['table'] = undefined as unknown as HandRecord['table'];
  currency: string | undefined = undefined;
  findings: Finding[] = [];
  unchecked: UncheckedNote[] = [];
}

/**
 * What a compiled rule sees (RuleContext): one object per rule for the run, its hand, table, currency and
 * findings those of the hand being judged (its catalog's HandSlot, set by CompiledRules.begin).
 */
class RunContext implements RuleContext {
  /** The hand's amounts as messages word them; one function for the run, reading the hand's currency. */
  readonly amount = (m: Money): string => formatAmount(m, this.slot.currency);

  constructor(
    private readonly ruleset: Ruleset,
    private readonly rule: Rule,
    readonly runState: Map<string, unknown>,
    private readonly counted: boolean,
    private readonly slot: HandSlot,
  ) {}

  get hand(): HandRecord {
    return this.slot.hand;
  }

  get table(): HandRecord['table'] {
    return this.slot.table;
  }

  param<T>(name: string): T {
    if (!this.rule.params.includes(name)) throw new Error(`rule ${this.rule.id} reads parameter ${name} without declaring it (params)`);
    return paramOf<T>(this.ruleset, name);
  }

  report(r: Report): void {
    const slot = this.slot;
    slot.findings.push(this.counted ? countedFinding(slot.hand, this.ruleset, this.rule, r) : toFinding(slot.hand, this.ruleset, this.rule, r));
  }

  notChecked(reason: Bilingual): void {
    this.slot.unchecked.push({ rule: this.rule.id, reason });
  }
}

/** What a rule set up per hand sees of it (RuleContext): one object per rule and hand, its methods shared. */
class HandContext implements RuleContext {
  readonly table: HandRecord['table'];

  constructor(
    readonly hand: HandRecord,
    private readonly ruleset: Ruleset,
    private readonly rule: Rule,
    readonly runState: Map<string, unknown>,
    private readonly findings: Finding[],
    private readonly unchecked: UncheckedNote[],
    /** The hand's amounts as messages word them (one function per hand, shared by its rules). */
    readonly amount: (m: Money) => string,
    private readonly counted: boolean,
  ) {
    this.table = hand.table;
  }

  param<T>(name: string): T {
    // The compiler holds a rule to its declared params; this holds a rule built around the compiler.
    if (!this.rule.params.includes(name)) throw new Error(`rule ${this.rule.id} reads parameter ${name} without declaring it (params)`);
    return paramOf<T>(this.ruleset, name);
  }

  report(r: Report): void {
    this.findings.push(this.counted ? countedFinding(this.hand, this.ruleset, this.rule, r) : toFinding(this.hand, this.ruleset, this.rule, r));
  }

  notChecked(reason: Bilingual): void {
    this.unchecked.push({ rule: this.rule.id, reason });
  }
}

export function paramOf<T>(ruleset: Ruleset, name: string): T {
  const p = ruleset.parameters[name];
  if (!p) throw new Error(`ruleset ${ruleset.id} has no parameter ${name}`);
  return p.value as T;
}

export type FindingHand = Pick<HandIdentity, 'hand_id' | 'table_id' | 'started_at' | 'dealer_id' | 'currency'> &
  Pick<HandRecord, 'source'> & { table?: { extra: Record<string, unknown> } };

export function toFinding(hand: FindingHand, ruleset: Ruleset, rule: Rule, r: Report): Finding {
  const message = (ruleset.messages?.get(rule) ?? messagesInOwnWords(rule, ruleset.articles.words))[r.messageId];
  if (!message) throw new Error(`rule ${rule.id} has no message ${r.messageId}`);
  const difference = r.expected !== undefined && r.actual !== undefined ? sub(r.actual, r.expected) : undefined;
  const owed = difference === undefined ? undefined : ((r.direction === 'from-player' ? difference : -difference) as Money);
  const currency = handCurrency(hand);
  // Money beyond the exact range would be reported wrong: the hand is rejected instead (see judgeHand).
  assertExact({ expected: r.expected, actual: r.actual, difference, ...r.money });
  const money = { ...r.money };
  if (r.expected !== undefined) money['expected'] = r.expected;
  if (r.actual !== undefined) money['actual'] = r.actual;
  if (difference !== undefined) money['difference'] = difference;
  const values: Record<string, string | number> = {
    article: rule.article,
    seat: r.seat ?? '',
    hand: r.hand ?? '',
    ...r.data,
    ...moneyValues(money, currency),
  };
  const phrase = ruleset.articles.article_in_messages;
  const articleIn = (lang: 'es' | 'en'): Record<string, string> => (phrase ? { article: fillTemplate(phrase[lang], { article: rule.article }) } : {});
  // {owed}: the money owed on the wager in the words every report uses ("owed to the player PEN 50.00").
  const owedIn = (lang: 'es' | 'en'): Record<string, string> => (owed === undefined ? {} : { owed: owedPhrase(owed, currency, lang) });
  const f: Finding = {
    hand_id: hand.hand_id,
    ruleset: ruleset.id,
    rule: rule.id,
    article: rule.article,
    citation: `${ruleset.articles.citation}, ${rule.article}`,
    category: rule.category,
    severity: r.severity ?? rule.severity ?? 'error',
    message: {
      es: fillTemplate(message.es, { ...owedIn('es'), ...values, ...articleIn('es'), ...dataInOwnWords(r.dataByLang?.es, 'es', ruleset.articles.words) }),
      en: fillTemplate(message.en, { ...owedIn('en'), ...values, ...articleIn('en'), ...dataInOwnWords(r.dataByLang?.en, 'en', ruleset.articles.words) }),
    },
    source: hand.source,
    table_id: hand.table_id,
  };
  f.messageId = r.messageId;
  if (r.data !== undefined) f.data = { ...r.data };
  if (r.event !== undefined) f.event = r.event;
  if (r.seat !== undefined) f.seat = r.seat;
  if (r.hand !== undefined) f.hand = r.hand;
  if (r.spot !== undefined) f.spot = r.spot;
  if (r.number !== undefined) f.number = r.number;
  if (r.behind === true) {
    f.behind = true;
    if (r.player !== undefined) f.player = r.player;
  }
  if (currency !== undefined) f.currency = currency;
  if (r.expected !== undefined) f.expected = r.expected;
  if (r.actual !== undefined) f.actual = r.actual;
  if (difference !== undefined) {
    f.difference = difference;
    f.owed_to_player = owed!;
  }
  if (hand.dealer_id !== undefined) f.dealer_id = hand.dealer_id;
  f.started_at = hand.started_at;
  return f;
}

/**
 * A finding as `veedor stats` counts it: what says which finding it is (rule, article, category, where on the
 * hand: what overrides and the order of findings read), without its messages, which stats never shows. The
 * money is still held to the exact range, so a hand toFinding would reject is rejected here too.
 */
export function countedFinding(hand: FindingHand, ruleset: Ruleset, rule: Rule, r: Report): Finding {
  const difference = r.expected !== undefined && r.actual !== undefined ? sub(r.actual, r.expected) : undefined;
  assertExact({ expected: r.expected, actual: r.actual, difference, ...r.money });
  // One shape for every counted finding (where on the hand always present, undefined where the report says
  // nothing): what counts them reads one hidden class, and the audit's loop, which the counting is compiled
  // into, is not thrown out and compiled again each time a rule reports a new combination of places.
  return {
    hand_id: hand.hand_id, ruleset: ruleset.id, rule: rule.id, article: rule.article, citation: '', category: rule.category,
    severity: r.severity ?? rule.severity ?? 'error', message: COUNTED_MESSAGE, source: hand.source,
    event: r.event, seat: r.seat, hand: r.hand, spot: r.spot, number: r.number,
    behind: r.behind === true ? true : undefined, player: r.behind === true ? r.player : undefined,
  };
}

const COUNTED_MESSAGE: Finding['message'] = Object.freeze({ es: '', en: '' });

/** A rule that overrides another drops the other's finding on the same wager. */
function applyOverrides(findings: Finding[], ruleset: Ruleset): Finding[] {
  if (findings.length < 2) return sortFindings(findings);
  const overriding = ruleset.rules.filter((r) => r.overrides && r.overrides.length > 0);
  if (overriding.length === 0) return sortFindings(findings);
  // The wager: its place, and a bet behind the box apart from the box's own (and each player's behind it apart).
  const key = (f: Finding) => `${f.seat}|${f.hand}|${f.spot}|${f.number}|${f.behind === true ? `b:${f.player ?? ''}` : ''}`;
  const dropped = new Set<Finding>();
  for (const rule of overriding) {
    const mine = new Set(findings.filter((f) => f.rule === rule.id).map(key));
    for (const f of findings) if (rule.overrides!.includes(f.rule) && mine.has(key(f))) dropped.add(f);
  }
  return sortFindings(findings.filter((f) => !dropped.has(f)));
}

function sortFindings(findings: Finding[]): Finding[] {
  // Most hands have no finding or one: already in order.
  if (findings.length < 2) return findings;
  // Stable: by event position; findings about the whole hand (no event) last.
  return findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => (a.f.event ?? 1e9) - (b.f.event ?? 1e9) || a.i - b.i)
    .map((x) => x.f);
}
