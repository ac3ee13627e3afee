import { closeSync, fsyncSync, linkSync, lstatSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { forgetTemp, removeAtExit, removeStaleTemps, tempStem } from '../../engine/core/temp-files.js';
import { kindOf, kindWords } from '../../engine/core/regular-file.js';
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
  checkPrefix(o.out);
  const priv = `${o.out}.key`;
  const pub = `${o.out}.pub`;
  checkFolder('--out', o.out, dirname(resolve(priv)));
  // lstat: a symbolic link there (even one to nothing) is a name taken, as a file is.
  for (const f of [priv, pub]) if (taken(f)) throw new UsageError({ es: `${f} ya existe: una clave nunca se reemplaza (elija otro --out)`, en: `${f} already exists: a key is never replaced (choose another --out)` });
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

/**
 * NAME names the two files, as every other output option names its file: "keys/" or "." named a folder and
 * wrote the hidden keys/.key and keys/.pub (or "..key"); a folder or a device ("--out /dev/null") as NAME wrote
 * new files beside it, /dev/null.key among them; "-" wrote "-.key"; "inspector.key" wrote inspector.key.key. Each is
 * refused in one line; a missing folder is one too (checkFolder), never created. The name of an existing file
 * (a log, "notes.txt") is a name like any other: NAME.key and NAME.pub are new files, NAME itself is not touched.
 */
function checkPrefix(out: string): void {
  const hint = { es: 'dé un nombre para las claves, p. ej. --out carpeta/inspector (escribe inspector.key e inspector.pub)', en: 'give a name for the keys, e.g. --out folder/inspector (writes inspector.key and inspector.pub)' };
  if (out === '') throw new UsageError({ es: '--out necesita un nombre para las claves', en: '--out needs a name for the keys' });
  const last = basename(out);
  if (out.endsWith('/') || out.endsWith(sep) || last === '.' || last === '..') {
    throw new UsageError({ es: `--out ${out} nombra una carpeta: ${hint.es}`, en: `--out ${out} names a folder: ${hint.en}` });
  }
  // "-" is the standard output elsewhere: keys are two files, never printed (it wrote "-.key" and "-.pub").
  if (out === '-') throw new UsageError({ es: `--out - no puede ser la salida estándar: ${hint.es}`, en: `--out - cannot be the standard output: ${hint.en}` });
  // "--out inspector.key" wrote inspector.key.key and inspector.key.pub, and no inspector.key to sign with.
  const ext = /\.(key|pub)$/i.exec(last)?.[0];
  if (ext !== undefined) {
    const stem = out.slice(0, -ext.length);
    throw new UsageError({
      es: `--out ${out} escribiría ${out}.key y ${out}.pub: dé el nombre sin ${ext} (--out ${stem} escribe ${stem}.key y ${stem}.pub)`,
      en: `--out ${out} would write ${out}.key and ${out}.pub: give the name without ${ext} (--out ${stem} writes ${stem}.key and ${stem}.pub)`,
    });
  }
  let st;
  try {
    st = statSync(out, { throwIfNoEntry: false });
  } catch {
    return; // a folder on the way that is not one, a loop: checkFolder says it in its words
  }
  if (st === undefined || st.isFile()) return;
  const what = kindWords(kindOf(st));
  throw new UsageError({ es: `--out ${out} es ${what.es}: ${hint.es}`, en: `--out ${out} is ${what.en}: ${hint.en}` });
}

function taken(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false; // cannot be looked at: the write says why
  }
}

/**
 * Written to a temp file, flushed to disk, then linked into place: it appears whole (a power cut never leaves an
 * empty key under the name), and never over a file that exists (link, unlike rename, refuses one). The temp file
 * goes in every case: at once on failure, at exit on a signal (temp-files.ts), by the next run after a kill -9.
 */
function writeNew(out: string, path: string, text: string, mode: number): void {
  const tmp = join(dirname(path), `${tempStem(basename(path))}.${process.pid}.partial`);
  removeStaleTemps(dirname(path), basename(path));
  let fd: number | undefined;
  try {
    fd = openSync(tmp, 'wx', mode);
    removeAtExit(tmp);
    writeSync(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    linkSync(tmp, path);
  } catch (e) {
    const why = systemWordsIn(e as Error);
    throw new UsageError({ es: `no se puede escribir --out ${out} (${path}): ${why.es}`, en: `cannot write --out ${out} (${path}): ${why.en}` });
  } finally {
    if (fd !== undefined) closeSync(fd);
    // Never a second error over the first: a temporary file that cannot be removed now goes at exit (temp-files.ts).
    try {
      rmSync(tmp, { force: true });
      forgetTemp(tmp);
    } catch {
      // left to the exit handler
    }
  }
}
