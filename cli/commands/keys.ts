import { existsSync, linkSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { removeStaleTemps } from '../../engine/core/temp-files.js';
import { newKeyPair } from '../../store/signing.js';
import { systemWordsIn } from '../output-file.js';
import { UsageError } from '../usage-error.js';
import { noteWrote } from '../say.js';
import { checkFolder } from '../output-paths.js';

/**
 * `veedor keys new --out NAME`: an Ed25519 key pair, NAME.key (private,
 * readable by its owner only) and NAME.pub. Neither may exist already: a
 * key is never replaced (the runs it signed would no longer check).
 */
export function keysNewCommand(o: { out: string }): number {
  const priv = `${o.out}.key`;
  const pub = `${o.out}.pub`;
  const dir = dirname(resolve(priv));
  checkFolder('--out', o.out, dir);
  for (const f of [priv, pub]) if (existsSync(f)) throw new UsageError({ es: `${f} ya existe: una clave nunca se reemplaza (elija otro --out)`, en: `${f} already exists: a key is never replaced (choose another --out)` });
  const pair = newKeyPair();
  writeNew(o.out, priv, pair.privatePem, 0o600);
  try {
    writeNew(o.out, pub, pair.publicPem, 0o644);
  } catch (e) {
    rmSync(priv, { force: true });
    throw e;
  }
  noteWrote(priv, {
    es: `la clave privada (guárdela; firme con audit --db ARCHIVO --sign ${priv}), y ${pub}, la pública (verify --key ${pub}); huella ${pair.fingerprint}`,
    en: `the private key (keep it; sign with audit --db FILE --sign ${priv}), and ${pub}, the public one (verify --key ${pub}); fingerprint ${pair.fingerprint}`,
  });
  return 0;
}

/** Written to a temp file, then linked into place: it appears whole, and never over a file that exists. */
function writeNew(out: string, path: string, text: string, mode: number): void {
  const tmp = `${path}.${process.pid}.partial`;
  removeStaleTemps(dirname(path), basename(path));
  try {
    // A failed write (a full disk) leaves no partial key behind: the temp file goes in every case.
    writeFileSync(tmp, text, { mode, flag: 'wx' });
    linkSync(tmp, path);
  } catch (e) {
    const why = systemWordsIn(e as Error);
    throw new UsageError({ es: `no se puede escribir --out ${out} (${path}): ${why.es}`, en: `cannot write --out ${out} (${path}): ${why.en}` });
  } finally {
    rmSync(tmp, { force: true });
  }
}
