// Test stub, preloaded with `node --import`: in the audit worker VEEDOR_KILL_WORKER (its index), once
// it has been sent VEEDOR_KILL_AFTER batches of records to parse, the worker dies mid-run:
// VEEDOR_KILL_HOW=exit ends its thread (process.exit in a worker ends that thread, code 9), =throw
// throws an uncaught error there (the thread's 'error' event). The main thread is left untouched, so
// what the test sees is the CLI's own handling of a worker that is gone.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

if (!isMainThread && parentPort && workerData?.index === Number(process.env.VEEDOR_KILL_WORKER ?? 0)) {
  const after = Number(process.env.VEEDOR_KILL_AFTER ?? 2);
  let batches = 0;
  parentPort.on('message', (m) => {
    if (m?.t !== 'parse' || ++batches < after) return;
    if (process.env.VEEDOR_KILL_HOW === 'throw') setImmediate(() => { throw new Error('killed by the test'); });
    else process.exit(9);
  });
}
