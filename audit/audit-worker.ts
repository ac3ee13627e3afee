// One worker of `veedor audit --workers N` (see parallel.ts for the protocol). It parses and checks
// the records of its tables, holds them while the main thread admits the run's hands in log order,
// replays the admitted ones with its own run state, and hands that state back at the end.
import { parentPort, workerData } from 'node:worker_threads';
import type { HandRecord } from '../engine/core/types.js';
import { parseLine } from '../engine/input/readers.js';
import { RULESETS } from '../rules-catalog/index.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import { parseRecord, judgeRecord } from './record.js';
import type { RunStates } from './judge.js';
import { workerOf } from './route.js';
import { emptyHandFacts, handFacts } from './stats/facts.js';
import { StatsAccumulator } from './stats/accumulator.js';
import { groupKey } from './stats/keys.js';
import type { FromWorker, HeadReply, ToWorker, WorkerSetup } from './parallel-protocol.js';

const setup = workerData as WorkerSetup;
const rulesets = new Map<string, Ruleset>(RULESETS.filter((r) => setup.rulesetIds.includes(r.id)).map((r) => [r.id, r]));
const opts = { tables: setup.tables ? new Map(setup.tables) : undefined, forceRuleset: setup.forceRuleset };
const runStates: RunStates = new Map();
// veedor stats: the counters of this worker's hands, merged by the main thread at the end (stats/run.ts).
const stats = setup.stats && new StatsAccumulator(setup.stats.by, groupKey(setup.stats.shifts), rulesets);
// One facts object for the worker, filled again for each hand: the accumulator has read it before the next.
const reusedFacts = emptyHandFacts();
/** Parsed hands waiting for the main thread's admission, by slot. */
const pending = new Map<number, HandRecord>();
const port = parentPort!;

function post(msg: FromWorker): void {
  port.postMessage(msg);
}

// A message that cannot be copied in (a value too deep to clone) would otherwise be dropped unseen.
port.on('messageerror', (e) => post({ t: 'error', message: `a message could not be read (${e.message})` }));

port.on('message', (msg: ToWorker) => {
  try {
    if (msg.t === 'parse') {
      const heads: HeadReply[] = [];
      for (const item of msg.items) {
        const source = { path: item.path, line: item.line, index: item.index };
        const rec = item.text !== undefined ? parseLine(item.text, item.line, item.index) : { kind: 'hand' as const, value: item.value, texts: item.texts, sound: false, lines: item.lines };
        if (rec.kind === 'unreadable') {
          heads.push({ slot: item.slot, kind: 'unreadable', ...(rec.field !== undefined ? { field: rec.field } : {}), ...(rec.handId !== undefined ? { handId: rec.handId } : {}), reason: rec.reason });
          continue;
        }
        const parsed = parseRecord(rec.value, source, opts, rec.texts, rec.sound, rec.lines);
        if (parsed.kind === 'invalid') {
          heads.push({ slot: item.slot, kind: 'invalid', handId: parsed.handId, finding: parsed.finding });
          continue;
        }
        const owner = workerOf(parsed.hand.table_id, setup.count);
        if (owner !== setup.index && !item.forced) {
          heads.push({ slot: item.slot, kind: 'misrouted', owner });
          continue;
        }
        pending.set(item.slot, parsed.hand);
        heads.push({ slot: item.slot, kind: 'head', hand_id: parsed.hand.hand_id, ruleset: parsed.hand.ruleset, game: parsed.hand.game, table_id: parsed.hand.table_id, started_at: parsed.hand.started_at });
      }
      post({ t: 'heads', items: heads });
    } else if (msg.t === 'decide') {
      const results: Extract<FromWorker, { t: 'results' }>['items'] = [];
      for (let i = 0; i < msg.slots.length; i++) {
        const slot = msg.slots[i]!;
        const hand = pending.get(slot);
        pending.delete(slot);
        const id = msg.rulesets[i];
        if (!hand || id === null || id === undefined) continue;
        const ruleset = rulesets.get(id)!;
        // veedor stats counts the findings: their messages are not written (judge.ts countedFinding); of a stored
        // run, the hands are only replayed (its findings are the store's).
        const result = judgeRecord(hand, ruleset, runStates, !stats ? 'judged' : setup.stats!.replayOnly ? 'replayed' : 'counted');
        // veedor stats: the hand's facts are read here, where its record is, from the audit's own fold (the
        // state after the last event, which is not sent), and counted here.
        if (stats && result.kind === 'audited') {
          const facts = handFacts(hand, ruleset, result.findings, result.final, reusedFacts);
          if (facts) stats.add(facts);
          result.final = undefined;
        }
        results.push({ slot, result });
      }
      post({ t: 'results', items: results });
    } else if (msg.t === 'finish') {
      const done: FromWorker = { t: 'finished' };
      if (stats) done.stats = stats.snapshot();
      post(done);
    }
  } catch (e) {
    post({ t: 'error', message: e instanceof Error ? e.message : String(e) });
  }
});
