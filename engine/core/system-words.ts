// A system error's reason (ENOENT, ENOSPC, EACCES…) in the reader's language: the store, the readers and
// the command line name a file they cannot read or write the same way.

/** The system's words without the temporary file's name ("ENOSPC: no space left on device"). */
export function systemWords(e: Error): string {
  return e.message.replace(/, (open|write|fsync|close|rename|link|stat|lstat) .*$/, '').replace(/, (write|fsync|close)$/, '');
}

/** The system's reasons a file cannot be written, in Spanish (the code stays: it is what a search finds). */
const ERRNO_ES: Record<string, string> = {
  ENOSPC: 'no queda espacio en el dispositivo',
  EDQUOT: 'se superó la cuota de disco',
  EACCES: 'permiso denegado',
  EPERM: 'operación no permitida',
  EROFS: 'sistema de archivos de solo lectura',
  ENOENT: 'no existe el archivo o la carpeta',
  ENOTDIR: 'una parte de la ruta no es una carpeta',
  EISDIR: 'es una carpeta',
  EEXIST: 'el archivo ya existe',
  EIO: 'error de entrada/salida',
  ELOOP: 'demasiados enlaces simbólicos (un bucle)',
  EFBIG: 'archivo demasiado grande',
  EPIPE: 'nadie lee del otro lado de la tubería',
  ENXIO: 'ningún proceso lee de esa FIFO',
  EMFILE: 'demasiados archivos abiertos',
  ENAMETOOLONG: 'nombre de archivo demasiado largo',
  EADDRINUSE: 'la dirección ya está en uso',
  EADDRNOTAVAIL: 'la dirección no está disponible en esta máquina',
};

/** A system error's reason in both languages: "ENOSPC: no space left on device" / "ENOSPC: no queda espacio en el dispositivo". */
export function systemWordsIn(e: Error): { es: string; en: string } {
  const en = systemWords(e);
  const code = (e as NodeJS.ErrnoException).code;
  const es = code !== undefined && ERRNO_ES[code] !== undefined ? `${code}: ${ERRNO_ES[code]}` : en;
  return { es, en };
}
