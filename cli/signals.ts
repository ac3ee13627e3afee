import { constants } from 'node:os';

/**
 * Every signal whose default action ends the process and that a Node program can catch: each becomes an exit
 * through process.exit (status 128 + its number, as a shell reports a death by it), so the 'exit' handlers run and
 * remove the temporary files (the outputs' `.partial` files, engine/core/temp-files.ts; the audit's spills).
 * SIGABRT (`kill -ABRT`), SIGQUIT, SIGUSR2, SIGALRM and the rest ended the process where it stood and left them.
 *
 * Not here, and why (docs/architecture.md, "Signals"):
 * - SIGKILL and SIGSTOP: no process can catch them. What a kill -9 leaves is removed by the next run that writes
 *   the same output (removeStaleTemps: only a dead process's files, by the process id in the name).
 * - An abort inside V8 or Node (a fatal out-of-memory, a failed internal check): abort() raises SIGABRT and, the
 *   handler having returned, raises it again with its default action; no JavaScript runs in between. Likewise a
 *   real SIGSEGV, SIGBUS, SIGFPE or SIGILL: Node's documentation warns a JavaScript listener can hang the process.
 * - SIGPIPE: Node ignores it (a closed pipe is an EPIPE error, cli/veedor.ts). SIGUSR1: Node's own, it starts the
 *   inspector. SIGPROF: V8's CPU profiler (--cpu-prof) samples with it; a listener would take it over.
 */
const CAUGHT = [
  'SIGHUP', 'SIGINT', 'SIGQUIT', 'SIGTRAP', 'SIGABRT', 'SIGUSR2', 'SIGALRM', 'SIGTERM', 'SIGSTKFLT',
  'SIGXCPU', 'SIGXFSZ', 'SIGVTALRM', 'SIGIO', 'SIGPWR', 'SIGSYS',
] as const;

/** The signals caught on this system (some are Linux's only), with the exit status each ends the process with. */
export function caughtSignals(): [NodeJS.Signals, number][] {
  const numbers = constants.signals as Record<string, number | undefined>;
  return CAUGHT.flatMap((s) => (numbers[s] === undefined ? [] : [[s, 128 + numbers[s]!] as [NodeJS.Signals, number]]));
}

/** Turns each caught signal into process.exit(128 + its number); a signal this platform cannot watch is skipped. */
export function exitOnSignals(): void {
  for (const [signal, code] of caughtSignals()) {
    try {
      process.once(signal, () => process.exit(code));
    } catch {
      // Windows watches few signals (SIGINT, SIGHUP, SIGBREAK): the others are not sent there.
    }
  }
}
