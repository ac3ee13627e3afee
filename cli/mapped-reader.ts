import { existsSync, statSync } from 'node:fs';
import { loadMapping } from '../engine/input/mapping/compile.js';
import { MappedReader } from '../engine/input/mapping/reader.js';
import { UsageError } from './usage-error.js';

/**
 * `--map FILE` for audit, import and map check: the mapping read and checked, and each export's header
 * checked against it, before any hand is read (a MappingError is one line, exit 2).
 */
export async function mappedReader(mapPath: string, files: string[], o: { db?: string | boolean; workers?: string } = {}): Promise<MappedReader> {
  if (!existsSync(mapPath)) throw new UsageError({ es: `--map ${mapPath}: no existe el archivo`, en: `--map ${mapPath}: no such file` });
  if (o.db !== undefined && o.db !== false) {
    throw new UsageError({
      en: '--map with --db: the store re-reads its inputs as hand logs; convert first (veedor import --map … --out log.ndjson), then audit log.ndjson with --db',
      es: '--map con --db: el almacén vuelve a leer sus archivos como registros de manos; convierta primero (veedor import --map … --out log.ndjson) y audite luego log.ndjson con --db',
    });
  }
  if (o.workers !== undefined && o.workers !== '1' && o.workers !== 'auto') throw new UsageError({ es: '--map lee en un solo hilo: --workers debe ser 1 o auto', en: '--map reads on one thread: --workers must be 1 or auto' });
  const reader = new MappedReader(loadMapping(mapPath));
  for (const f of files) if (existsSync(f) && statSync(f).isFile()) await reader.checkHeader(f);
  return reader;
}
