// What a file that is no log is, by its first bytes (its magic number): the archive a month of logs was shipped
// in, the spreadsheet a log was kept in, a store, a report. Such a file is refused whole either way; saying what
// it is tells the inspector what to do (extract the log, save the sheet as CSV, open the store with --db) where
// "binary" told him only that nothing was read.
export type FileKind = 'tar' | 'zip' | 'xlsx' | 'ods' | 'xls' | '7z' | 'rar' | 'xz' | 'bzip2' | 'zstd' | 'gzip' | 'sqlite' | 'pdf';

const startsWith = (head: Uint8Array, bytes: readonly number[]): boolean =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The kind of file `head` (a file's first bytes) starts as, or undefined: none of these (a log, or other bytes). */
export function fileKind(head: Uint8Array): FileKind | undefined {
  // A zip (its local file header `PK\3\4`, or the end record of an empty one); an Office Open XML workbook and an
  // OpenDocument spreadsheet are zips whose first entries name them.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    const names = Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, 4096)).toString('latin1');
    if (names.includes('application/vnd.oasis.opendocument.spreadsheet')) return 'ods';
    if (names.includes('[Content_Types].xml') || names.includes('xl/')) return 'xlsx';
    return 'zip';
  }
  // The compound file of Excel 97-2003 (and every old Office document).
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return '7z';
  if (startsWith(head, ascii('Rar!\x1a\x07'))) return 'rar';
  if (startsWith(head, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return 'xz';
  // `BZh`, the block size 1-9, then the first block's magic (π's digits): no text starts so.
  if (startsWith(head, ascii('BZh')) && head[3]! >= 0x31 && head[3]! <= 0x39 && startsWith(head.subarray(4), [0x31, 0x41, 0x59, 0x26, 0x53, 0x59])) return 'bzip2';
  if (startsWith(head, [0x28, 0xb5, 0x2f, 0xfd])) return 'zstd';
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(head, ascii('SQLite format 3\x00'))) return 'sqlite';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  // A tar archive (a `.tar.gz` is one once decompressed): POSIX and GNU tar write `ustar` at byte 257 of each header.
  if (startsWith(head.subarray(257), ascii('ustar'))) return 'tar';
  return undefined;
}
