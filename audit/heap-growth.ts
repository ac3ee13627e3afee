import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what was alive after a full collection, in percent, while an
 * audit runs. V8 sets it itself, at every full collection, anywhere from 10 % to 300 % (a factor 1.1 to 4)
 * from how fast it collects against how fast the program allocates, so the same audit's peak memory
 * depended on the machine's load and crept up over a long log: an audit keeps about 10 MB alive whatever the
 * log's length (docs/performance.md, "perf17"), and with the factor near 4 the old generation was let grow to
 * 45-55 MB before it was collected, and further the longer the run. At 100 % it is collected at about twice what
 * is alive, so the peak follows what is alive, not the run's length or the load.
 *
 * A V8 flag read at every full collection: it takes effect when set at run time (the heap's other limits, such as
 * the young generation's size, are fixed when the process starts and would need a flag to node itself). V8's
 * flags are the process's, so worker threads started after it have it too. A value given to node itself
 * (`--heap-growing-percent`, on its command line or in NODE_OPTIONS) is left as it is.
 *
 * Set by runAudit, and by the CLI before any command runs (memory23): `stats`, `replay`, `validate`, `report` and
 * `verify` read whole logs too, and with V8's own factor their peak crept with the log (replay of a hand at the end
 * of 100,000 Pot Luck hands: 199 MB, 177 MB with the factor bound).
 */
export const HEAP_GROWING_PERCENT = 100;

let set = false;

export function boundHeapGrowth(): void {
  if (set) return;
  set = true;
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((a) => /heap[-_]growing[-_]percent/.test(a));
  if (!given) setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
