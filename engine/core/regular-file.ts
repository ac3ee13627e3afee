import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';

/**
 * Every input (a log, a tables file, a stored run's input) is opened here. A
 * path checked with stat before it is opened may by then be a FIFO (a read
 * waits for a writer forever, and a process whose thread pool is blocked in
 * read() cannot even exit on Ctrl-C) or a device (/dev/zero, /dev/urandom
 * never end). So the file is opened with O_NONBLOCK, which makes opening a
 * FIFO return at once and changes nothing for a regular file, and the check
 * is made on the descriptor itself: what is read is what was checked.
 */
const FLAGS = constants.O_RDONLY | constants.O_NONBLOCK;

/** A path that is not a regular file (a FIFO, a device, a folder, a socket): a mistake the user can make, exit 2. */
export class NotRegularFileError extends Error {
  constructor(readonly path: string, readonly kind: string) {
    super(`${path} is ${kind}, not a regular file: nothing read from it`);
  }

  /** The message in both languages. */
  get words(): { es: string; en: string } {
    return { es: `${this.path} es ${kindWords(this.kind).es}, no un archivo normal: no se leyó nada de él`, en: this.message };
  }
}

/** A file over the size its reader accepts (a tables file), exit 2. */
export class FileTooLargeError extends Error {
  constructor(readonly words: { es: string; en: string }) {
    super(words.en);
  }
}

/**
 * A log that was there when the command looked at its arguments and is gone when it comes to be read: removed or
 * renamed while the command ran (a log rotated, a folder cleaned). It was "ENOENT: no such file or directory, open
 * 'x.ndjson'", which says neither that the file had been there nor what to do. Exit 2, one line.
 */
export class FileGoneError extends Error {
  readonly code = 'ENOENT';

  constructor(readonly path: string) {
    super(`${path} is gone: it was there when the command started and was removed or renamed while it ran (ENOENT); ` +
      'nothing more was read from it: put it back and run the command again');
  }

  /** The message in both languages. */
  get words(): { es: string; en: string } {
    return {
      es: `${this.path} ya no está: estaba cuando empezó el comando y se borró o se renombró mientras se ejecutaba (ENOENT); ` +
        'no se leyó nada más de él: vuelva a ponerlo en su lugar y ejecute el comando otra vez',
      en: this.message,
    };
  }
}

/** A log opened for reading (the command line checked it is there: one missing now is gone, FileGoneError). */
export async function openRegularFile(path: string): Promise<FileHandle> {
  const fh = await open(path, FLAGS).catch((e: unknown) => {
    throw (e as NodeJS.ErrnoException)?.code === 'ENOENT' ? new FileGoneError(path) : e;
  });
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw new NotRegularFileError(path, kindOf(st));
    return fh;
  } catch (e) {
    await fh.close();
    throw e;
  }
}

/** A regular file opened for reading as openRegularFile opens it (a FIFO or a device refused), synchronously: its descriptor. */
export function openRegularFileSync(path: string): number {
  const fd = openSync(path, FLAGS);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new NotRegularFileError(path, kindOf(st));
    return fd;
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}

/** The whole of a small regular file, refused beyond `maxBytes` (read to one byte past the limit, never further). */
export function readSmallRegularFile(path: string, maxBytes: number): Buffer {
  const fd = openSync(path, FLAGS);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new NotRegularFileError(path, kindOf(st));
    if (st.size > maxBytes) throw new FileTooLargeError({ es: `${path} tiene ${st.size} bytes, más que el límite de ${maxBytes}`, en: `${path} is ${st.size} bytes, over the limit of ${maxBytes}` });
    // Room for the size the file has, one byte more to see it grow, and more as it grows, up to the limit and one
    // byte: never the limit itself up front (a bundle's limit is half a gigabyte).
    let buf = Buffer.alloc(st.size + 1);
    let n = 0;
    for (let r; (r = readSync(fd, buf, n, buf.length - n, null)) > 0;) {
      n += r;
      if (n < buf.length) continue;
      if (buf.length > maxBytes) break;
      const more = Buffer.alloc(Math.min(maxBytes + 1, buf.length * 2));
      buf.copy(more, 0, 0, n);
      buf = more;
    }
    if (n > maxBytes) throw new FileTooLargeError({ es: `${path} pasó de ${maxBytes} bytes mientras se leía`, en: `${path} grew past ${maxBytes} bytes while it was read` });
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

export function kindOf(st: { isDirectory(): boolean; isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): string {
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a FIFO or pipe';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

const KIND_ES: Record<string, string> = {
  'a folder': 'una carpeta',
  'a FIFO or pipe': 'una FIFO o tubería',
  'a character device': 'un dispositivo de caracteres',
  'a block device': 'un dispositivo de bloques',
  'a socket': 'un socket',
  'not a regular file': 'algo que no es un archivo normal',
};

/** What kindOf named, in both languages ("a folder" / "una carpeta"). */
export function kindWords(kind: string): { es: string; en: string } {
  return { es: KIND_ES[kind] ?? kind, en: kind };
}
