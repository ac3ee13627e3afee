import { ClockRangeError, inLogYears, isoAtOffset, parseInstant } from './clock.js';
import { Rng } from './rng.js';
import { expectationsOf } from './types.js';
import type { Expectation, FaultKind, LogHand, Played, RulesetSimulator, SimTable } from './types.js';

export interface SimulateOptions {
  hands: number;
  tables: number;
  seed: number;
  /** Share of rounds (0..1) given one dealer error each. */
  faultRate?: number;
  /** Only these fault kinds (ids); default every kind of the simulator. */
  faultKinds?: readonly string[];
  /** The first round's started_at (ISO 8601 with offset); default 2026-01-05 20:00 at the tables' offset. */
  start?: string;
  /**
   * Shoes to stack (their shoe_id, e.g. "BAC-01-S002"): prearranged rather than shuffled, as the simulator's
   * `stacksShoes` says. Every hand of a stacked shoe follows the rules; only the order of its cards is not random.
   */
  stackedShoes?: readonly string[];
  /**
   * Every round of a table posts the table's one configuration (a CSV log, whose tables file holds one per table):
   * kinds that change one round's posting (`postsItsOwnTable`) are passed over, the round's other kinds tried in
   * the same order, so every other round is the same as in a log that can carry them.
   */
  onePostingPerTable?: boolean;
}

/** One line of the answer key: a fault put into a hand, and each finding it must draw. */
export interface InjectedFault {
  hand_id: string;
  fault: string;
  expects: Expectation[];
}

export interface SimulatedHand {
  hand: LogHand;
  fault?: InjectedFault;
}

// Independent streams of the seed: the play, the tables' set-up, and one per hand for faults,
// so the same seed plays the same cards with or without --faults.
const PLAY = 1;
const TABLES = 2;
const FAULTS = 3;

/** Plays `hands` rounds round-robin over `tables` tables; deterministic in the options. */
export function* simulate<M>(sim: RulesetSimulator<M>, opts: SimulateOptions): Generator<SimulatedHand> {
  const kinds = selectKinds(sim, opts.faultKinds);
  if (opts.onePostingPerTable && kinds.length > 0 && kinds.every((k) => k.postsItsOwnTable)) {
    throw new Error(`${kinds.map((k) => k.id).join(', ')}: changes one round's posted table, which a log with one posting per table cannot carry`);
  }
  const rate = opts.faultRate ?? 0;
  if (!(rate >= 0 && rate <= 1)) throw new Error(`fault rate must be within 0..1, not ${rate}`);
  for (const { played, i, table } of rounds(sim, opts)) {
    if (rate > 0 && kinds.length > 0) {
      const rng = faultRng(opts.seed, i);
      if (rng.below(rate)) {
        const faulted = injectAny(kinds, played, rng, opts.onePostingPerTable);
        if (faulted) {
          yield faulted;
          // Before the table's next round is played (the generator resumes here).
          kinds.find((k) => k.id === faulted.fault.fault)!.leaves?.(table);
          continue;
        }
      }
    }
    yield { hand: played.hand };
  }
}

/** The clean rounds of a run, each with the simulator's model of it (what faults work on). */
export function* rounds<M>(sim: RulesetSimulator<M>, opts: Pick<SimulateOptions, 'hands' | 'tables' | 'seed' | 'start' | 'stackedShoes'>): Generator<{ played: Played<M>; i: number; table: SimTable }> {
  const start = parseInstant(opts.start ?? `2026-01-05T20:00:00${sim.utcOffset}`);
  if (start === undefined) throw new Error(`bad start time ${opts.start}`);
  const stacked = opts.stackedShoes && opts.stackedShoes.length > 0 ? new Set(opts.stackedShoes) : undefined;
  if (stacked && !sim.stacksShoes) throw new Error(`${sim.ruleset}'s simulator cannot stack a shoe`);
  const play = Rng.from(opts.seed, PLAY);
  const tables = Array.from({ length: opts.tables }, (_, n) => sim.openTable(Rng.from(opts.seed, TABLES, n), n));
  if (stacked) for (const t of tables) t.stackedShoes = stacked;
  // Tables open a few minutes apart, so their rounds interleave in time as they do in the output.
  const clocks = tables.map((_, n) => start + n * 97_000);
  const count = tables.map(() => 0);
  for (let i = 0; i < opts.hands; i++) {
    const t = i % tables.length;
    const table = tables[t]!;
    if (!inLogYears(clocks[t]!, sim.utcOffset)) throw new ClockRangeError(i + 1, new Date(clocks[t]!).toISOString());
    const handId = `${table.id}-${String(++count[t]!).padStart(6, '0')}`;
    const played = sim.play(play, table, handId, isoAtOffset(clocks[t]!, sim.utcOffset));
    clocks[t]! += sim.roundSeconds(play, played) * 1000;
    yield { played, i, table };
  }
}

/** The random stream that decides and shapes round i's fault. */
export function faultRng(seed: number, i: number): Rng {
  return Rng.from(seed, FAULTS, i);
}

/**
 * Tries the kinds in a random order and applies the first that the round gives an occasion for; with
 * `onePostingPerTable`, passing over the kinds that change the round's own posting (the order drawn the same).
 */
export function injectAny<M>(kinds: readonly FaultKind<M>[], played: Played<M>, rng: Rng, onePostingPerTable = false): Required<SimulatedHand> | undefined {
  for (const kind of rng.shuffle([...kinds])) {
    if (onePostingPerTable && kind.postsItsOwnTable) continue;
    const faulted = inject(kind, played, rng);
    if (faulted) return faulted;
  }
  return undefined;
}

/** Applies one kind of fault to a copy of the round; undefined when the round gives no occasion for it. */
export function inject<M>(kind: FaultKind<M>, played: Played<M>, rng: Rng): Required<SimulatedHand> | undefined {
  const hand = kind.apply(structuredClone(played), rng);
  if (!hand) return undefined;
  return { hand, fault: { hand_id: hand.hand_id, fault: kind.id, expects: expectationsOf(kind) } };
}

function selectKinds<M>(sim: RulesetSimulator<M>, ids: readonly string[] | undefined): readonly FaultKind<M>[] {
  if (!ids) return sim.faults;
  return ids.map((id) => {
    const k = sim.faults.find((f) => f.id === id);
    if (!k) throw new Error(`${sim.ruleset} has no fault kind "${id}" (kinds: ${sim.faults.map((f) => f.id).join(', ')})`);
    return k;
  });
}
