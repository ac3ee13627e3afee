import type { Lang } from '../../engine/core/engine-types.js';
import { DEFAULT_DB } from '../../store/db.js';
import { storedRuns } from '../../app/runs.js';
import { runsText } from '../../reports/listings/runs.js';

/** Lists the stored runs, complete and incomplete, with their inputs. */
export function runsCommand(o: { db?: string; json?: boolean; lang?: Lang }): string {
  return runsText(storedRuns(o.db ?? DEFAULT_DB), Boolean(o.json), o.lang ?? 'es');
}
