import { open } from 'node:fs/promises';
import { reason } from '../../core/reasons.js';
import type { Reason } from '../../core/reasons.js';
import { fileKind } from '../file-kind.js';

/** Reading an export file as the mapping declares it: its head, its header row, its rows' lines, paths inside a record. */

/** The header's names; the first without a byte-order mark, read as UTF-8 (U+FEFF) or, under a Latin-1 mapping, as Latin-1 ('ï»¿'). */
export function headerOf(row: string[]): string[] {
  return row.map((h, i) => (i === 0 ? h.replace(/^(\ufeff|\u00ef\u00bb\u00bf)/, '') : h).trim());
}

/** Whether a CSV header row was read from lines ended by CR alone (an old Mac export): the whole file is one row. */
export function crLineEnds(header: string[]): boolean {
  return header.some((h) => h.includes('\r'));
}

export function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

export function countNewlines(row: string[]): number {
  let n = 0;
  for (const cell of row) for (let i = cell.indexOf('\n'); i >= 0; i = cell.indexOf('\n', i + 1)) n++;
  return n;
}

const PATHS = new Map<string, (string | number)[]>();

/** A value at a path such as `ronda.acciones[2].naipe` (undefined where the path leads nowhere). */
export function valueAt(value: unknown, path: string): unknown {
  let steps = PATHS.get(path);
  if (!steps) {
    steps = [];
    for (const part of path.split('.')) {
      const m = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
      if (!m) { steps.push(part); continue; }
      if (m[1] !== '') steps.push(m[1]!);
      for (const i of m[2]!.matchAll(/\[(\d+)\]/g)) steps.push(Number(i[1]));
    }
    if (PATHS.size < 10_000) PATHS.set(path, steps);
  }
  let v: unknown = value;
  for (const s of steps) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string | number, unknown>)[s];
  }
  return v;
}

/** Whether a file's first bytes are gzip's magic number (an export through a mapping is read uncompressed). */
export function isGzipHead(head: Uint8Array): boolean {
  return head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
}

/** The file's head: binary or empty stops the read; an encoding that does not fit the bytes is a warning. */
export async function sniff(path: string, encoding: 'utf8' | 'latin1'): Promise<{ problem?: Reason; stop?: boolean }> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(65536);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const head = buf.subarray(0, bytesRead);
    // UTF-16 and UTF-32 (a mark, or ASCII text every other byte zero: a Windows export): neither encoding a mapping
    // names reads it, and read as one, its header names no column. Said as what it is, nothing read.
    // A gzip file (its magic bytes): native logs are decompressed, an export through a mapping is not (its encoding and
    // line numbers are the casino system's own): said as what it is, not as "binary", nothing read.
    if (isGzipHead(head)) return { problem: reason('file.gzip-export'), stop: true };
    // An archive, a spreadsheet, a store (file-kind.ts): said as what it is, with what to do, nothing read.
    const kind = fileKind(head);
    if (kind) return { problem: reason('file.kind', { kind }), stop: true };
    const wide = wideEncoding(head);
    if (wide) return { problem: reason('file.utf16-export', { encoding: wide }), stop: true };
    // NUL bytes after a whole first line (zeros a crash left in an export) are the rows' problem, not the file's.
    if (head.includes(0) && !lineBeforeNul(head)) return { problem: reason('file.binary-export'), stop: true };
    // Blank as far as the head reaches is no empty export when more follows (rows after 64 KiB of blank space).
    const text = head.toString(encoding).replace(/^\ufeff/, '');
    if (bytesRead < buf.length && text.trim() === '') return { problem: reason(text.length > 0 ? 'file.blank' : 'file.empty'), stop: true };
    let utf8 = true;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: bytesRead === buf.length });
    } catch {
      utf8 = false;
    }
    const high = head.some((b) => b >= 0x80);
    if (encoding === 'utf8' && !utf8) return { problem: reason('file.mapping-not-utf8') };
    if (encoding === 'latin1' && utf8 && high) return { problem: reason('file.mapping-not-latin1') };
    return {};
  } finally {
    await fh.close();
  }
}

/** 'UTF-16' or 'UTF-32' when a file's head is text in it (a mark, or ASCII with every other byte zero); else undefined. */
export function wideEncoding(h: Buffer): string | undefined {
  if ((h[0] === 0xff && h[1] === 0xfe && h[2] === 0 && h[3] === 0) || (h[0] === 0 && h[1] === 0 && h[2] === 0xfe && h[3] === 0xff)) return 'UTF-32';
  if ((h[0] === 0xff && h[1] === 0xfe) || (h[0] === 0xfe && h[1] === 0xff)) return 'UTF-16';
  const text = (b: number | undefined) => b !== undefined && b >= 0x20 && b <= 0x7e;
  if (h.length >= 4 && ((text(h[0]) && h[1] === 0 && text(h[2]) && h[3] === 0) || (h[0] === 0 && text(h[1]) && h[2] === 0 && text(h[3])))) return 'UTF-16';
  return undefined;
}

/** Whether the head's first line ends before its first NUL byte and holds no other control byte (a tab aside). */
function lineBeforeNul(head: Buffer): boolean {
  const nul = head.indexOf(0);
  for (let i = 0; i < nul; i++) {
    const b = head[i]!;
    if (b === 10 || b === 13) return i > 0;
    if (b < 0x20 && b !== 9) return false;
  }
  return false;
}
