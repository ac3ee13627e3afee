import type { Lang } from '../../engine/core/engine-types.js';
import { DEFAULT_DB } from '../../store/db.js';
import { publicKeyFromFile } from '../../store/signing.js';
import { verify } from '../../app/verify.js';
import type { InputSource, VerifyResult } from '../../app/verify.js';
import { bundleJson, bundleText, damagedJson, damagedText, verifyJson, verifyText } from '../../reports/listings/verify.js';
import { writeOut } from '../../reports/write.js';
import { UsageError } from '../usage-error.js';

export interface VerifyCliOptions {
  db?: string;
  /** The input files to re-read (only these are opened). */
  input?: string[];
  /** Re-read the inputs at the paths the store holds, under --root (or the audit's directory); never outside it. */
  storedPaths?: boolean;
  root?: string;
  /** The signer's public key (veedor keys new): the run's signature must check with it. */
  key?: string;
  /** Check an exported bundle instead of a store (veedor export). */
  bundle?: string;
  lang: Lang;
  json?: boolean;
}

/** Re-checks a stored run (or an exported bundle); exit 0 verified, 1 something differs, 2 could not run. */
export async function verifyCommand(ref: string | undefined, o: VerifyCliOptions): Promise<number> {
  const publicKey = o.key !== undefined ? publicKeyFromFile(o.key) : undefined;
  const dbPath = o.db ?? DEFAULT_DB;
  let result: VerifyResult;
  if (o.bundle !== undefined) {
    if (ref !== undefined) throw new UsageError({ es: 'verify --bundle CARPETA comprueba la ejecución del propio paquete: no dé ninguna ejecución', en: 'verify --bundle DIR checks the bundle\'s own run: give no run' });
    result = await verify({ bundle: o.bundle, publicKey });
  } else {
    if (ref === undefined) throw new UsageError({ es: 'verify necesita una ejecución (su id, un prefijo único o latest), o --bundle CARPETA', en: 'verify needs a run (its id, a unique prefix, or latest), or --bundle DIR' });
    if (o.input && o.storedPaths) throw new UsageError({ es: '--input y --stored-paths: dé uno (los archivos que releer, o las rutas guardadas bajo --root)', en: '--input and --stored-paths: give one (the files to re-read, or the stored paths under --root)' });
    if (o.root !== undefined && !o.storedPaths) throw new UsageError({ es: '--root dice dónde están las rutas guardadas: úselo con --stored-paths (o nombre los archivos con --input)', en: '--root says where the stored paths are: use it with --stored-paths (or name the files with --input)' });
    const inputs: InputSource = o.input ? { kind: 'named', paths: o.input } : o.storedPaths ? { kind: 'stored', root: o.root } : { kind: 'none' };
    result = await verify({ db: dbPath, run: ref, inputs, publicKey });
  }
  await writeOut(process.stdout, o.json ? JSON.stringify(asJson(result, o.lang), null, 2) + '\n' : asText(result, o.lang, dbPath));
  return result.ok ? 0 : 1;
}

function asJson(r: VerifyResult, lang: Lang): unknown {
  return r.kind === 'bundle' ? bundleJson(r.check) : r.kind === 'damaged' ? damagedJson(r.integrity) : verifyJson(r.report, lang);
}

function asText(r: VerifyResult, lang: Lang, dbPath: string): string {
  return r.kind === 'bundle' ? bundleText(r.check, lang) : r.kind === 'damaged' ? damagedText(r.integrity, lang) : verifyText(r.report, lang, dbPath);
}
