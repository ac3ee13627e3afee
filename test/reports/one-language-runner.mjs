// Runs many `veedor` command lines in this one process, each exactly as `node dist/cli/veedor.js ARGS`
// would: process.argv set, the built CLI's entry module evaluated afresh (a new URL query makes a new
// module instance; the commands it loads stay cached, as they are stateless between runs), stdout and
// stderr captured. One Node start for a hundred commands instead of a hundred (each about 0.5 s of CPU):
// the one-language test runs every command and output form in both languages inside CI's budget.
//
//   node one-language-runner.mjs JOBS.json RESULTS.json
//   JOBS.json: [{ "args": [...], "env": { "VEEDOR_LANG": "en" } }, ...]
//   RESULTS.json: [{ "stdout": "...", "stderr": "...", "code": 0 }, ...]
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [jobsFile, resultsFile, cli] = process.argv.slice(2);
const jobs = JSON.parse(readFileSync(jobsFile, 'utf8'));
const entry = pathToFileURL(cli).href;
// Each run adds the entry module's signal and stream listeners once more.
process.setMaxListeners(0);
process.stdout.setMaxListeners(0);
process.stderr.setMaxListeners(0);

const realOut = process.stdout.write.bind(process.stdout);
const realErr = process.stderr.write.bind(process.stderr);
const results = [];
const baseArgv = process.argv.slice(0, 1);
const baseEnv = { ...process.env };
let n = 0;
for (const job of jobs) {
  let stdout = '';
  let stderr = '';
  const capture = (add) => (chunk, enc, cb) => {
    add(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    const done = typeof enc === 'function' ? enc : cb;
    if (done) queueMicrotask(() => done());
    return true;
  };
  process.stdout.write = capture((s) => { stdout += s; });
  process.stderr.write = capture((s) => { stderr += s; });
  for (const k of Object.keys(process.env)) if (!(k in baseEnv)) delete process.env[k];
  Object.assign(process.env, baseEnv, job.env ?? {});
  process.argv = [...baseArgv, cli, ...job.args];
  process.exitCode = undefined;
  const t0 = process.hrtime.bigint();
  try {
    await import(`${entry}?run=${n++}`);
  } catch (e) {
    stderr += `runner: ${e?.stack ?? e}\n`;
  }
  process.stdout.write = realOut;
  process.stderr.write = realErr;
  results.push({ stdout, stderr, code: process.exitCode ?? 0, ms: Number(process.hrtime.bigint() - t0) / 1e6 });
}
process.exitCode = 0;
writeFileSync(resultsFile, JSON.stringify(results));
