import { DEFAULT_DB } from '../../store/db.js';
import { storedRuns } from '../../app/runs.js';
import { runsText } from '../../reports/listings/runs.js';

/** Lists the stored runs, complete and incomplete, with their inputs. */
export function runsCommand(o: { db?: string; json?: boolean }): string {
  return runsText(storedRuns(o.db ?? DEFAULT_DB), Boolean(o.json));
}
