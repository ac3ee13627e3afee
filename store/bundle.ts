import { constants as bufferConstants } from 'node:buffer';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, opendirSync, readSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { basename, dirname, join, resolve } from 'node:path';
import { SEALED_TABLES, SEAL_COLUMNS, recordOf, requireSealed, rowDigest, sha256, tableDigest, tableRows, typedHex } from './chain.js';
import type { SealedTable } from './chain.js';
import { StoreError } from './db.js';
import { removeStaleTemps, tempStem } from '../engine/core/temp-files.js';
import { startsLikeFormula } from '../engine/core/spreadsheet-formula.js';
import type { Db } from './db.js';
import { rowToFinding } from './rows.js';
import type { FindingRow } from './rows.js';
import type { CompleteRun } from './runs.js';
import { checkSignature } from './signing.js';
import type { SignatureCheck } from './signing.js';
import { FindingsDigest } from './verify.js';
import { jsonSyntaxReason, reason, renderReason } from '../engine/core/reasons.js';
import type { Reason } from '../engine/core/reasons.js';
import { systemWordsIn } from '../engine/core/system-words.js';
import { FileTooLargeError, NotRegularFileError, openRegularFileSync, readSmallRegularFile } from '../engine/core/regular-file.js';

/**
 * A run exported for a regulator: files that prove themselves without the
 * store. `manifest.json` holds the run row, its inputs, every table's digest,
 * the record digest (the chain head after the run), the previous run's and
 * the signature; `findings.ndjson` every finding row with all its columns;
 * `hands.csv` the hand index of the hands it audited; `run_hands.csv` which
 * hands those were. `verify --bundle DIR` recomputes the record digest from
 * the files and checks the signature.
 */

export const BUNDLE_FORMAT = 'veedor-bundle/2';
/**
 * The formats verify --bundle reads. Version 1 wrote every text cell as it was stored; version 2 writes a cell that
 * starts like a spreadsheet formula, or with an apostrophe, with one apostrophe more (csvField), taken off on reading.
 */
const READ_FORMATS = ['veedor-bundle/1', BUNDLE_FORMAT];

/** Where each sealed table goes in the bundle (runs, run_inputs and inputs are in the manifest). */
const FILES: Partial<Record<SealedTable, string>> = { findings: 'findings.ndjson', hands: 'hands.csv', run_hands: 'run_hands.csv' };

export interface Manifest {
  format: string;
  run_id: string;
  record_digest: string;
  prev_digest: string | null;
  signature: string | null;
  public_key: string | null;
  /** Per sealed table: rows, digest, and the first 8 bytes of each row's digest (base64), as the seal holds them. */
  tables: Record<string, { rows: number; digest: string; row_hashes: string }>;
  /** The rows of the small tables, every column. */
  runs: Record<string, unknown>[];
  run_inputs: Record<string, unknown>[];
  inputs: Record<string, unknown>[];
  /** The files of the bundle beside the manifest: SHA-256 and size. */
  files: Record<string, { sha256: string; bytes: number; rows: number }>;
}

/**
 * CSV as the bundle writes it: text always quoted, integers bare, NULL an empty bare field (so NULL and '' differ).
 * hands.csv holds the log's ids, the log writer's to choose: a text that starts like a formula (a dealer_id
 * `=cmd|' /C calc'!A0`) gets a leading apostrophe, so a spreadsheet opening the bundle shows it and never runs it
 * (OWASP CSV injection, as every CSV Veedor writes); so does a text that starts with an apostrophe, so that the
 * reader (fromCsv) takes exactly one off every text starting with one and gives back the stored value.
 */
function csvField(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  const text = String(v);
  const marked = text.startsWith("'") || startsLikeFormula(text) ? `'${text}` : text;
  return `"${marked.replace(/"/g, '""')}"`;
}

export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  return [columns.map(csvField), ...rows.map((r) => columns.map((c) => csvField(r[c])))].map((l) => l.join(',')).join('\r\n') + '\r\n';
}

/**
 * The inverse of toCsv: quoted fields are text, bare digits integers, a bare empty field NULL. `marked` (format 2 on):
 * a text starting with an apostrophe was written with one more (csvField), which is taken off.
 */
export function fromCsv(text: string, marked = true): Record<string, unknown>[] {
  // The piece-fed reader (csvRows) given the whole text at once: one CSV reader for the bundle, whole or streamed.
  const rows: Record<string, unknown>[] = [];
  const parser = csvRows(marked, (row) => rows.push(row));
  parser.push(text);
  parser.end();
  return rows;
}

/**
 * Writes the bundle of a sealed run to `out`, which must not exist: built in
 * a temporary folder beside it and renamed into place, so a bundle is whole
 * or absent. The run's rows must match their seal first.
 */
export function exportRun(db: Db, run: CompleteRun, out: string): Manifest {
  requireSealed(db, run);
  const target = resolve(out);
  if (existsSync(target)) throw new StoreError({ es: `--out ${out} ya existe: export escribe una carpeta nueva, nunca sobre nada`, en: `--out ${out} already exists: export writes a new folder, never over anything` });
  if (!existsSync(dirname(target)) || !statSync(dirname(target)).isDirectory()) throw new StoreError({ es: `--out ${out}: no existe la carpeta ${dirname(target)}`, en: `--out ${out}: no such folder ${dirname(target)}` });
  const seals = new Map(SEALED_TABLES.map((t) => [t, tableDigest(db, t, run.seq)]));
  const rows = (t: SealedTable) => [...tableRows(db, t, run.seq)];
  const tmp = join(dirname(target), `.${tempStem(basename(target))}.${process.pid}.partial`);
  rmSync(tmp, { recursive: true, force: true });
  removeStaleTemps(dirname(target), basename(target));
  try {
    mkdirSync(tmp);
    // Each file written as SQLite gives its rows, a block at a time, its SHA-256 and size taken on the way: the
    // hands of a run are millions of rows, never held as rows or as one text (memory23).
    const files: Manifest['files'] = {};
    for (const [table, name] of Object.entries(FILES) as [SealedTable, string][]) {
      const file = new BlockFile(join(tmp, name));
      try {
        if (name.endsWith('.ndjson')) for (const r of tableRows(db, table, run.seq)) file.row(JSON.stringify(r) + '\n');
        else {
          const columns = columnsOfRows(db, table);
          file.add(csvLine(columns, Object.fromEntries(columns.map((c) => [c, c]))));
          for (const r of tableRows(db, table, run.seq)) file.row(csvLine(columns, r));
        }
      } finally {
        files[name] = file.close();
      }
    }
    const manifest: Manifest = {
      format: BUNDLE_FORMAT,
      run_id: run.id,
      record_digest: run.record_digest!,
      prev_digest: run.prev_digest,
      signature: run.signature,
      public_key: run.public_key,
      tables: Object.fromEntries([...seals.values()].map((t) => [t.table, { rows: t.rows, digest: t.digest, row_hashes: t.rowHashes.toString('base64') }])),
      runs: rows('runs'),
      run_inputs: rows('run_inputs'),
      inputs: rows('inputs'),
      files,
    };
    writeFileSync(join(tmp, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n', { flag: 'wx' });
    if (existsSync(target)) throw new StoreError({ es: `--out ${out} apareció mientras se escribía el paquete: no se reemplazó nada`, en: `--out ${out} appeared while the bundle was written: nothing replaced` });
    renameSync(tmp, target);
    return manifest;
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    // A full disk or a read-only folder: one line naming the output, as every other output says it.
    const sys = e as NodeJS.ErrnoException;
    if (!(e instanceof StoreError) && typeof sys.code === 'string' && typeof sys.syscall === 'string') {
      const why = systemWordsIn(sys);
      throw new StoreError({ es: `no se puede escribir --out ${out}: ${why.es}`, en: `cannot write --out ${out}: ${why.en}` });
    }
    throw e;
  }
}

/** One CSV line of the bundle: its cells as csvField writes them, ended by CRLF (toCsv's lines, one at a time). */
function csvLine(columns: string[], row: Record<string, unknown>): string {
  return columns.map((c) => csvField(row[c])).join(',') + '\r\n';
}

/**
 * A bundle file written as its text comes: up to BLOCK characters gathered, then written and hashed, so the file's
 * SHA-256, size and rows are those of the whole text without it ever being one string.
 */
const BLOCK = 1 << 20;
class BlockFile {
  private readonly fd: number;
  private readonly hash = createHash('sha256');
  private parts: string[] = [];
  private pending = 0;
  private bytes = 0;
  private rows = 0;
  private closed = false;

  constructor(path: string) {
    this.fd = openSync(path, 'wx');
  }

  /** Text that is no row (the CSV header). */
  add(text: string): void {
    this.parts.push(text);
    this.pending += text.length;
    if (this.pending >= BLOCK) this.flush();
  }

  row(text: string): void {
    this.rows++;
    this.add(text);
  }

  private flush(): void {
    if (this.parts.length === 0) return;
    const buf = Buffer.from(this.parts.join(''), 'utf8');
    this.parts = [];
    this.pending = 0;
    this.hash.update(buf);
    for (let at = 0; at < buf.length;) at += writeSync(this.fd, buf, at, buf.length - at);
    this.bytes += buf.length;
  }

  /** Writes what is left and closes the file (always, even after a failed write): its entry in the manifest. */
  close(): { sha256: string; bytes: number; rows: number } {
    if (this.closed) throw new Error('BlockFile closed twice');
    this.closed = true;
    try {
      this.flush();
    } finally {
      closeSync(this.fd);
    }
    return { sha256: this.hash.digest('hex'), bytes: this.bytes, rows: this.rows };
  }
}

function columnsOfRows(db: Db, table: string): string[] {
  return (db.prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid').pluck().all(table) as string[]);
}

export interface BundleCheck {
  dir: string;
  runId: string | null;
  recordDigest: string | null;
  ok: boolean;
  /** The English wording of `reasons` (verify --bundle --json's field). */
  problems: string[];
  signature: SignatureCheck & { keyGiven: boolean };
  findings: number;
  /** What breaks, as codes and data (renderReason words them in the reader's language). */
  reasons: Reason[];
}

/** Checks a bundle without any store: each file's SHA-256, each table's rows against the record digest, the findings digest, the signature. */
const MAX_STRING_LENGTH = bufferConstants.MAX_STRING_LENGTH;

export function verifyBundle(dir: string, opts: { publicKey?: string } = {}): BundleCheck {
  // Each file opened as every input is (engine/core/regular-file.ts): a file of the bundle replaced by a link to
  // /dev/zero was read until the process died (std::bad_alloc), by a FIFO waited on forever, deaf to Ctrl-C. Bounded
  // by the longest string a file's text can become.
  const read = (name: string): string => {
    try {
      return readSmallRegularFile(join(dir, name), MAX_STRING_LENGTH).toString('utf8');
    } catch (e) {
      const why = e instanceof NotRegularFileError || e instanceof FileTooLargeError ? e.words : systemWordsIn(e as Error);
      throw new StoreError({ es: `el paquete ${dir} no tiene un ${name} legible: ${why.es}`, en: `the bundle ${dir} has no readable ${name}: ${why.en}` });
    }
  };
  let m: Manifest;
  try {
    m = JSON.parse(read('manifest.json')) as Manifest;
  } catch (e) {
    if (e instanceof StoreError) throw e;
    const file = join(dir, 'manifest.json');
    throw new StoreError({ es: `${file} no es JSON: no es un paquete de Veedor, o fue modificado`, en: `${file} is not JSON: not a Veedor bundle, or altered` });
  }
  if (!READ_FORMATS.includes(m?.format)) throw new StoreError({ es: `${join(dir, 'manifest.json')}: no es un manifiesto ${BUNDLE_FORMAT}`, en: `${join(dir, 'manifest.json')}: not a ${BUNDLE_FORMAT} manifest` });
  const problems: Reason[] = [];
  // The manifest is the bundle's too, as hostile as its files: a small table that is not a list of objects, or a seal
  // whose row_hashes is not text, is said as such (each was an internal error and a stack: "5 is not iterable").
  const small = { runs: manifestRows(m, 'runs', problems), run_inputs: manifestRows(m, 'run_inputs', problems), inputs: manifestRows(m, 'inputs', problems) };
  // Its texts are texts or null: a value nested 200,000 deep there was written out (String, JSON.stringify) until the
  // stack ran out, an internal error.
  const head = {
    run_id: manifestText(m, 'run_id', problems), record_digest: manifestText(m, 'record_digest', problems),
    prev_digest: manifestText(m, 'prev_digest', problems), signature: manifestText(m, 'signature', problems), public_key: manifestText(m, 'public_key', problems),
  };
  const seals = new Map(SEALED_TABLES.map((t) => [t, manifestSeal(m, t, problems)]));
  // Every table's rows hashed as they are read, the bundle's files a block at a time: a run's hands are millions of
  // rows, never held at once (memory23). The checks, their order and their words are those of the whole files.
  const checks = new Map(SEALED_TABLES.map((t) => [t, new TableCheck(t, seals.get(t))]));
  for (const table of ['runs', 'run_inputs', 'inputs'] as const) for (const row of small[table]) checks.get(table)!.add(row);
  let findingsDigest: FindingsDigest | undefined = new FindingsDigest();
  const addFinding = (row: Record<string, unknown>): void => {
    try {
      findingsDigest?.add(rowToFinding(row as unknown as FindingRow));
    } catch {
      findingsDigest = undefined;
    }
  };
  const missing = new Set<SealedTable>();
  for (const [table, name] of Object.entries(FILES) as [SealedTable, string][]) {
    const check = checks.get(table)!;
    const onRow = table === 'findings' ? (row: Record<string, unknown>) => { check.add(row); addFinding(row); } : (row: Record<string, unknown>) => check.add(row);
    const read = readBundleFile(dir, name, name.endsWith('.ndjson') ? ndjsonRows(onRow) : csvRows(m.format !== 'veedor-bundle/1', onRow));
    if (read.missing) {
      missing.add(table);
      const sealed: unknown = isObject(m.files) && Object.hasOwn(m.files, name) ? m.files[name] : undefined;
      problems.push(reason('bundle.missing-file', { file: name, rows: isObject(sealed) && typeof sealed['rows'] === 'number' ? sealed['rows'] : '?' }));
      continue;
    }
    if (read.error !== undefined) {
      problems.push(reason('bundle.unreadable', { file: name, detail: read.error }));
      check.reset();
      if (table === 'findings') findingsDigest = new FindingsDigest();
    }
    const want: unknown = isObject(m.files) && Object.hasOwn(m.files, name) ? m.files[name] : undefined;
    const got = { sha256: read.sha256, bytes: read.bytes, rows: check.rows };
    const same = isObject(want) && Object.keys(want).join() === 'sha256,bytes,rows' && want['sha256'] === got.sha256 && want['bytes'] === got.bytes && want['rows'] === got.rows;
    if (!same) problems.push(reason('bundle.not-named-file', { file: name, sha: got.sha256.slice(0, 16), rows: got.rows }));
  }
  const named = new Set(Object.values(FILES));
  for (const extra of isObject(m.files) ? Object.keys(m.files) : []) if (!named.has(extra)) problems.push(reason('bundle.extra-file', { file: extra }));
  problems.push(...unsealedEntries(dir));
  const tables = SEALED_TABLES.map((table) => {
    const check = checks.get(table)!;
    const digest = check.digest();
    const sealed = seals.get(table);
    // A missing file's rows are said missing once (bundle.missing-file), not again as a count.
    if (!missing.has(table) && (!sealed || sealed.digest !== digest || sealed.rows !== check.rows || !check.sameHashes())) {
      const at = check.firstChanged;
      const where = FILES[table] ?? `manifest.json ${table}`;
      problems.push(at >= 0 ? reason('bundle.row-changed', { file: where, n: at + 1 }) : reason('bundle.row-count', { file: where, rows: check.rows, sealed: sealed?.rows ?? '?' }));
    }
    return { table, rows: check.rows, digest };
  });
  const recordDigest = sha256(recordOf(head.prev_digest, tables));
  const run = small.runs[0] ?? {};
  if (recordDigest !== head.record_digest || run['record_digest'] !== head.record_digest) {
    problems.push(reason('bundle.record-digest', { now: recordDigest.slice(0, 16), was: String(head.record_digest).slice(0, 16) }));
  }
  // Every other field of the manifest is a copy of the run row's: any difference is an edit.
  for (const k of ['prev_digest', 'signature', 'public_key'] as const) {
    if ((run[k] ?? null) !== head[k]) problems.push(reason('bundle.field-copy', { field: k }));
  }
  if (run['id'] !== head.run_id) problems.push(reason('bundle.field-copy', { field: 'run_id' }));
  if (small.runs.length !== 1) problems.push(reason('bundle.run-rows', { n: small.runs.length }));
  const known = new Set(['format', 'run_id', 'record_digest', 'prev_digest', 'signature', 'public_key', 'tables', 'runs', 'run_inputs', 'inputs', 'files']);
  for (const k of Object.keys(m)) if (!known.has(k)) problems.push(reason('bundle.unknown-field', { field: k }));
  for (const t of isObject(m.tables) ? Object.keys(m.tables) : []) if (!(SEALED_TABLES as readonly string[]).includes(t)) problems.push(reason('bundle.unsealed-table', { table: t }));
  let findings = 0;
  const d = (findingsDigest as FindingsDigest | undefined)?.result();
  if (d) {
    findings = d.count;
    if (d.digest !== run['findings_digest']) problems.push(reason('bundle.findings-digest'));
  } else problems.push(reason('bundle.not-findings'));
  const signature = { ...checkSignature({ record_digest: head.record_digest ?? '', signature: head.signature, public_key: head.public_key }, opts.publicKey),
    keyGiven: opts.publicKey !== undefined };
  if (signature.keyGiven ? signature.status !== 'valid' : signature.status === 'invalid') problems.push(reason('bundle.signature', { status: signature.status }));
  return { dir, runId: head.run_id, recordDigest: head.record_digest, ok: problems.length === 0,
    problems: problems.map((p) => renderReason(p, 'en')), signature, findings, reasons: problems };
}

/** How many files of the folder the manifest does not seal are named one by one; the rest are counted. */
const UNSEALED_NAMED = 20;

/**
 * What the bundle's folder holds beside manifest.json and the files it seals. `export` writes nothing else, so a file
 * put there later (a note, a second findings file, a folder) is not in the bundle that was sealed: it verified as if
 * it were. Named in order of their names, the first UNSEALED_NAMED, the rest counted (a folder of 100,000 strays is
 * one line more, not 100,000).
 */
function unsealedEntries(dir: string): Reason[] {
  const sealed = new Set(['manifest.json', ...Object.values(FILES)]);
  const first: string[] = [];
  let count = 0;
  const folder = opendirSync(dir);
  try {
    for (let e = folder.readSync(); e !== null; e = folder.readSync()) {
      if (sealed.has(e.name)) continue;
      count++;
      first.push(e.isDirectory() ? `${e.name}/` : e.name);
      if (first.length > 2 * UNSEALED_NAMED) first.sort().splice(UNSEALED_NAMED);
    }
  } finally {
    folder.closeSync();
  }
  const out = first.sort().slice(0, UNSEALED_NAMED).map((file) => reason('bundle.unsealed-file', { file }));
  if (count > UNSEALED_NAMED) out.push(reason('bundle.unsealed-more', { n: count - UNSEALED_NAMED }));
  return out;
}

type Row = Record<string, unknown>;
type Seal = { rows: number; digest: string; row_hashes: string };

function isObject(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A row as the store holds it: an object whose values are texts, numbers or null (no column holds a list or object). */
function isRow(v: unknown): v is Row {
  if (!isObject(v)) return false;
  for (const k in v) {
    const x = v[k];
    if (x !== null && typeof x !== 'string' && typeof x !== 'number') return false;
  }
  return true;
}

/** One of the manifest's texts: a text, null where absent or null; anything else said, and taken as null. */
function manifestText(m: Manifest, field: 'run_id' | 'record_digest' | 'prev_digest' | 'signature' | 'public_key', problems: Reason[]): string | null {
  const v: unknown = (m as unknown as Row)[field];
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return v;
  problems.push(reason('bundle.manifest-text', { field }));
  return null;
}

/** A small table of the manifest: its rows where it is a list of objects (absent: none); else said, and none. */
function manifestRows(m: Manifest, field: 'runs' | 'run_inputs' | 'inputs', problems: Reason[]): Row[] {
  const rows: unknown = (m as unknown as Row)[field];
  if (rows === undefined || rows === null) return [];
  if (Array.isArray(rows) && rows.every(isRow)) return rows;
  problems.push(reason('bundle.manifest-rows', { field }));
  return [];
}

/** A table's seal in the manifest: rows, digest and row_hashes of their types; absent, or said and taken as absent. */
function manifestSeal(m: Manifest, table: SealedTable, problems: Reason[]): Seal | undefined {
  const tables: unknown = m.tables;
  if (!isObject(tables) || !Object.hasOwn(tables, table)) return undefined;
  const seal = tables[table];
  if (isObject(seal) && typeof seal['rows'] === 'number' && typeof seal['digest'] === 'string' && typeof seal['row_hashes'] === 'string') return seal as Seal;
  problems.push(reason('bundle.manifest-seal', { table }));
  return undefined;
}

/**
 * One sealed table's rows as a bundle gives them, hashed one at a time: the whole digest, the rows, and the first row
 * whose short hash is not the seal's (`row_hashes`, the manifest's), as the whole rows were once compared.
 */
class TableCheck {
  private whole = createHash('sha256');
  rows = 0;
  firstChanged = -1;
  private readonly was: Buffer;

  constructor(private readonly table: SealedTable, private readonly sealed: { row_hashes: string } | undefined) {
    this.was = Buffer.from(sealed?.row_hashes ?? '', 'base64');
  }

  add(row: Record<string, unknown>): void {
    const values = Object.entries(row).filter(([c]) => this.table !== 'runs' || !SEAL_COLUMNS.includes(c))
      .map(([c, v]): [string, string, string] => [c, ...typedHex(v)]);
    const d = rowDigest(this.table, values);
    this.whole.update(d);
    const i = this.rows++;
    if (this.firstChanged < 0 && !d.subarray(0, 8).equals(this.was.subarray(i * 8, i * 8 + 8))) this.firstChanged = i;
  }

  /** No rows (a file that could not be read is taken as none). */
  reset(): void {
    this.whole = createHash('sha256');
    this.rows = 0;
    this.firstChanged = -1;
  }

  digest(): string {
    return this.whole.digest('hex');
  }

  /** Whether the rows' short hashes, one after another, are the seal's `row_hashes` text. */
  sameHashes(): boolean {
    return this.firstChanged < 0 && this.was.length === this.rows * 8 && this.was.toString('base64') === this.sealed?.row_hashes;
  }
}

/** Why a bundle file's text does not parse, in both languages (V8's JSON words are English only). */
class BundleParseError extends Error {
  constructor(readonly why: Reason) {
    super(renderReason(why, 'en'));
  }
}

/** A parser fed a file's text a piece at a time; `end` once it is all given. */
interface RowParser {
  push(text: string): void;
  end(): void;
}

/**
 * A bundle file read a block at a time into `parser`: the SHA-256 and size of its text (as UTF-8, what the whole
 * text's were), and the parser's first error, after which the file is still read to its end for its digest. Opened
 * as every input is (a link to /dev/zero or a FIFO refused: engine/core/regular-file.ts).
 */
function readBundleFile(dir: string, name: string, parser: RowParser): { sha256: string; bytes: number; error?: Reason; missing?: true } {
  let fd: number;
  try {
    fd = openRegularFileSync(join(dir, name));
  } catch (e) {
    // A sealed file taken out of the bundle is what it differs by (exit 1, with the rest it breaks), not a bundle
    // that could not be checked: it was "has no readable run_hands.csv: ENOENT", exit 2, as a folder that is no bundle.
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { sha256: '', bytes: 0, missing: true };
    const why = e instanceof NotRegularFileError ? e.words : systemWordsIn(e as Error);
    throw new StoreError({ es: `el paquete ${dir} no tiene un ${name} legible: ${why.es}`, en: `the bundle ${dir} has no readable ${name}: ${why.en}` });
  }
  const hash = createHash('sha256');
  let bytes = 0;
  let error: Reason | undefined;
  const failed = (e: unknown): Reason => e instanceof BundleParseError ? e.why : reason('json.syntax-other', { text: String((e as Error)?.message ?? e).split('\n')[0]! });
  const decoder = new StringDecoder('utf8');
  const take = (text: string): void => {
    if (error !== undefined || text === '') return;
    try {
      parser.push(text);
    } catch (e) {
      error = failed(e);
    }
  };
  try {
    const block = Buffer.allocUnsafe(1 << 16);
    // The file's SHA-256 and size are its bytes' (a byte that is not UTF-8 read as U+FFFD hashed as U+FFFD's three
    // bytes: a file whose bytes were not the manifest's passed as the one it names).
    for (let r; (r = readSync(fd, block, 0, block.length, null)) > 0;) {
      hash.update(block.subarray(0, r));
      bytes += r;
      take(decoder.write(block.subarray(0, r)));
    }
    take(decoder.end());
    if (error === undefined) {
      try {
        parser.end();
      } catch (e) {
        error = failed(e);
      }
    }
  } catch (e) {
    const why = systemWordsIn(e as Error);
    throw new StoreError({ es: `el paquete ${dir} no tiene un ${name} legible: ${why.es}`, en: `the bundle ${dir} has no readable ${name}: ${why.en}` });
  } finally {
    closeSync(fd);
  }
  return { sha256: hash.digest('hex'), bytes, error };
}

/**
 * findings.ndjson's rows: one JSON object a line, empty lines skipped. A line's pieces are kept apart until its
 * newline comes and joined once: the text held joined to each new piece and split again took a 100 MB line 64 s and
 * a gigabyte (each block scanned the whole line again). A line that is not JSON, or not an object, stops the read with its number.
 */
export function ndjsonRows(onRow: (row: Record<string, unknown>) => void): RowParser {
  let pieces: string[] = [];
  let line = 0;
  const parse = (text: string): void => {
    line++;
    if (text === '') return;
    let row: unknown;
    try {
      row = JSON.parse(text);
    } catch (e) {
      throw new BundleParseError(reason('bundle.line-not-json', { line, detail: jsonSyntaxReason(e) }));
    }
    if (!isRow(row)) throw new BundleParseError(reason('bundle.line-not-object', { line }));
    onRow(row);
  };
  return {
    push(text) {
      let from = 0;
      for (let nl; (nl = text.indexOf('\n', from)) >= 0; from = nl + 1) {
        const piece = text.slice(from, nl);
        if (pieces.length === 0) parse(piece);
        else {
          pieces.push(piece);
          const whole = pieces.join('');
          pieces = [];
          parse(whole);
        }
      }
      if (from < text.length) pieces.push(text.slice(from));
    },
    end() {
      const whole = pieces.join('');
      pieces = [];
      if (whole !== '') parse(whole);
    },
  };
}

/**
 * The bundle's CSV fed a piece at a time (fromCsv feeds it whole): each record parsed once its text is whole (a record cut by the end of a piece waits
 * for the next, parsed again only once the text held has doubled), the first the header, then one row per record.
 */
export function csvRows(marked: boolean, onRow: (row: Record<string, unknown>) => void): RowParser {
  let rest = '';
  let wait = 0;
  /** Lines wholly read before `rest` (a CRLF, a CR or an LF each ends one), for the line a parse error names. */
  let lines = 0;
  let header: unknown[] | undefined;
  const record = (r: unknown[]): void => {
    if (!header) header = r;
    else onRow(Object.fromEntries((header as string[]).map((c, k) => [c, r[k] ?? null])));
  };
  const parse = (eof: boolean): void => {
    const text = rest;
    let at = 0;
    try {
      while (at < text.length) {
        const r = csvRecord(text, at, eof, marked, header ? header.length : MAX_COLUMNS);
        if (r === undefined) break;
        if (r.row && header && r.row.length !== header.length) throw new CsvFault('bundle.csv-too-narrow', at, { n: r.row.length, columns: header.length });
        if (r.row) record(r.row);
        at = r.next;
      }
    } catch (e) {
      if (e instanceof CsvFault) throw new BundleParseError(reason(e.code, { line: lines + lineBreaks(text, e.at) + 1, ...e.data }));
      throw e;
    }
    lines += lineBreaks(text, at);
    rest = text.slice(at);
    wait = 2 * rest.length;
  };
  return {
    push(text) {
      rest += text;
      if (rest.length >= wait) parse(false);
    },
    end() {
      parse(true);
    },
  };
}

/** The most columns a bundle's CSV header may have (its tables have about twenty). */
const MAX_COLUMNS = 1000;

/** The lines ended in text[0, end): CRLF, CR and LF each end one. */
function lineBreaks(text: string, end: number): number {
  let n = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) n++;
  }
  return n;
}

/** A CSV record that breaks the bundle's CSV, at `at` in the text parsed (csvRows names its line). */
class CsvFault extends Error {
  constructor(readonly code: 'bundle.csv-unclosed' | 'bundle.csv-bare' | 'bundle.csv-too-wide' | 'bundle.csv-too-narrow', readonly at: number, readonly data: Record<string, string | number> = {}) {
    super(code);
  }
}

/**
 * One record of fromCsv's CSV from `i`: its values and where the next begins; `row` undefined for a record the text
 * ends in after a comma (fromCsv drops it); undefined where the text ends before the record does and more may come.
 */
function csvRecord(text: string, i: number, eof: boolean, marked: boolean, maxCells: number): { row?: unknown[]; next: number } | undefined {
  const n = text.length;
  const start = i;
  const row: unknown[] = [];
  for (;;) {
    let value: unknown;
    if (text[i] === '"') {
      // The closing quote found first, the field taken as one slice: a character at a time, a 100 MB field was 100
      // million joined strings (4 GB resident).
      const open = i;
      let doubled = false;
      let q = i + 1;
      for (;;) {
        q = text.indexOf('"', q);
        if (q < 0) {
          if (!eof) return undefined;
          throw new CsvFault('bundle.csv-unclosed', open);
        }
        if (q + 1 >= n && !eof) return undefined;
        if (text[q + 1] !== '"') break;
        doubled = true;
        q += 2;
      }
      const s = doubled ? text.slice(i + 1, q).replaceAll('""', '"') : text.slice(i + 1, q);
      i = q + 1;
      value = marked && s.startsWith("'") ? s.slice(1) : s;
    } else {
      let j = i;
      while (j < n && text[j] !== ',' && text[j] !== '\r' && text[j] !== '\n') j++;
      if (j >= n && !eof) return undefined;
      const bare = text.slice(i, j);
      i = j;
      if (bare === '') value = null;
      else if (/^-?\d+$/.test(bare)) value = Number(bare);
      else throw new CsvFault('bundle.csv-bare', i - bare.length, { text: bare.slice(0, 40) });
    }
    row.push(value);
    // A row is as wide as the header: cells past it were dropped unread (data no seal covers, passed as verified),
    // and 150 MB of commas were a list of 150 million cells, then V8 out of memory (hostile24).
    if (row.length > maxCells) throw new CsvFault('bundle.csv-too-wide', start, { columns: maxCells });
    if (i >= n && !eof) return undefined;
    if (text[i] === ',') {
      i++;
      if (i >= n) {
        if (!eof) return undefined;
        return { next: i };
      }
      continue;
    }
    if (text[i] === '\r') {
      i++;
      if (i >= n && !eof) return undefined;
    }
    if (text[i] === '\n') i++;
    return { row, next: i };
  }
}
