import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The clean example logs of the hand-log format, one per ruleset (a copy of the public spec's examples). */
export const EXAMPLES = join(ROOT, 'fixtures', 'examples');

/** The clean example log of one ruleset: every hand in it audits with no finding. */
export function exampleLog(rulesetId: string): string {
  return join(EXAMPLES, `${rulesetId}.ndjson`);
}
