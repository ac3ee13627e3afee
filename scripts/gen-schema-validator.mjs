// Writes engine/input/hand-log-validate.generated.ts: the hand-log schema compiled by ajv into
// standalone code (https://ajv.js.org/standalone.html), so a run loads a module instead of compiling
// the schema (about 170 ms of every start). Options must stay those normalize.ts validated with.
// `node scripts/gen-schema-validator.mjs` rewrites the file; `--check` exits 1 when it is stale
// (test/engine/input/schema-validator.test.ts runs the same comparison).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedValidatorSource } from './schema-validator-source.mjs';

const target = fileURLToPath(new URL('../engine/input/hand-log-validate.generated.ts', import.meta.url));
const source = generatedValidatorSource();
if (process.argv.includes('--check')) {
  const now = readFileSync(target, 'utf8');
  if (now !== source) {
    process.stderr.write(`${target} is stale: run node scripts/gen-schema-validator.mjs\n`);
    process.exit(1);
  }
} else {
  writeFileSync(target, source);
}
