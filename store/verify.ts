import { createHash } from 'node:crypto';
import { existsSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { fileDigest } from '../audit/digest.js';
import { serializeFinding } from '../audit/serialize.js';
import type { Finding } from '../audit/findings.js';
import { StoreError } from './db.js';
import type { Db } from './db.js';
import type { ChainCheck, RunSealCheck } from './chain.js';
import type { SignatureCheck } from './signing.js';
import type { CompleteRun, StoredInput } from './runs.js';
import type { FindingsDiff } from './diff.js';
import type { Reason } from '../engine/core/reasons.js';

export interface InputCheck {
  input: StoredInput;
  /** Where the file was read (a path the user named), or why it was not. */
  resolved: string;
  /**
   * ok: the stored bytes (SHA-256 and size); changed: other bytes; missing: not found, or not among the
   * files named; outside: a stored path outside the root (never opened); not-checked: no input was named.
   */
  status: 'ok' | 'missing' | 'changed' | 'outside' | 'not-checked';
  sha256?: string;
  bytes?: number;
  /** With status outside: the root it lies outside, and whether a symbolic link under the root led there. */
  outside?: { root: string; link: boolean };
  /** With status missing: not looked for at any path, because the files named with --input leave it out. */
  unnamed?: true;
}

/** Why an input outside the root was not read, in the reader's words ("fuera de /r: nómbrelo con --input"). */
export function outsideNote(check: InputCheck): { es: string; en: string } {
  const o = check.outside;
  if (!o) return { es: check.resolved, en: check.resolved };
  return o.link
    ? { es: `${check.resolved} (un enlace fuera de ${o.root}: nómbrelo con --input)`, en: `${check.resolved} (a link outside ${o.root}: name it with --input)` }
    : { es: `${check.resolved} (fuera de ${o.root}: nómbrelo con --input)`, en: `${check.resolved} (outside ${o.root}: name it with --input)` };
}

/** Which files `verify` and `report` may read: only paths the user names (--input), or the stored paths under a root (--stored-paths). */
export type InputSource = { kind: 'none' } | { kind: 'named'; paths: string[] } | { kind: 'stored'; root?: string };

export interface ReauditCheck {
  runId: string;
  findingsDigest: string;
  findings: number;
  /** Catalog or tool versions that differ from the stored run's: the findings may differ for that reason alone. */
  versionNotes: Reason[];
  /** Per-input counts of hands read and rejected that differ. */
  countNotes: Reason[];
  diff: FindingsDiff;
}

export interface VerifyReport {
  run: CompleteRun;
  /** PRAGMA integrity_check: "ok", or SQLite's first complaints. */
  integrity: { ok: boolean; messages: string[] };
  /** The whole chain recomputed: each sealed run's rows, links and positions. */
  chain: ChainCheck;
  /** This run's own seal. */
  seal: RunSealCheck;
  signature: SignatureCheck & { keyGiven: boolean };
  /** The stored findings still give the stored findings digest (the digest the PDF and --format json print). */
  store: { rows: number; digest: string; ok: boolean };
  source: InputSource['kind'];
  root: string;
  inputs: InputCheck[];
  /** Files named with --input that are none of the run's inputs. */
  unmatched: { path: string; sha256: string; bytes: number }[];
  reaudit: ReauditCheck | { skipped: Reason };
  ok: boolean;
}

/** SHA-256 of the canonical findings JSON lines, as runAudit computes `findingsDigest`. */
export function digestOf(findings: Iterable<Finding>): { digest: string; count: number } {
  const d = new FindingsDigest();
  for (const f of findings) d.add(f);
  return d.result();
}

/** digestOf fed one finding at a time (a bundle's findings as they are read). */
export class FindingsDigest {
  private readonly h = createHash('sha256');
  private count = 0;

  add(f: Finding): void {
    this.h.update(JSON.stringify(serializeFinding(f, 'en')) + '\n');
    this.count++;
  }

  result(): { digest: string; count: number } {
    return { digest: this.h.digest('hex'), count: this.count };
  }
}

/** SQLite's own check of every page and index; the first complaints when it fails. */
export function integrityOf(db: Db): { ok: boolean; messages: string[] } {
  let rows: { integrity_check: string }[];
  try {
    rows = db.pragma('integrity_check(20)', { simple: false }) as { integrity_check: string }[];
  } catch (e) {
    // So damaged that SQLite cannot even walk it.
    if ((e as { code?: string }).code?.startsWith('SQLITE_CORRUPT') || (e as { code?: string }).code === 'SQLITE_NOTADB') {
      return { ok: false, messages: [String((e as Error).message).split('\n')[0]!] };
    }
    throw e;
  }
  const messages = rows.map((r) => r.integrity_check);
  return { ok: messages.length === 1 && messages[0] === 'ok', messages: messages[0] === 'ok' ? [] : messages };
}

/** Where a run's relative input paths are looked up with --stored-paths: --root, else the directory the audit ran in, else here. */
export function inputRoot(run: Pick<CompleteRun, 'cwd'>, root?: string): string {
  return resolve(root ?? (existsSync(run.cwd) ? run.cwd : process.cwd()));
}

/**
 * The run's inputs, found only where the user said: among the files named
 * (matched by SHA-256 and size, the rest paired in order, so a changed file
 * shows both hashes), or at their stored paths under `root`, refusing any
 * that would lead outside it (an edited store naming /etc/passwd is never opened).
 */
export async function locateInputs(stored: StoredInput[], source: InputSource, root: string):
  Promise<{ inputs: InputCheck[]; unmatched: VerifyReport['unmatched'] }> {
  if (source.kind === 'none') return { inputs: stored.map((input) => ({ input, resolved: '', status: 'not-checked' })), unmatched: [] };
  if (source.kind === 'stored') return { inputs: await checkInputFiles(stored, root), unmatched: [] };
  const named: { path: string; sha256: string; bytes: number }[] = [];
  for (const path of source.paths) {
    if (!existsSync(path) || !statSync(path).isFile()) throw new StoreError({ es: `--input ${path}: no existe el archivo`, en: `--input ${path}: no such file` });
    named.push({ path, ...(await fileDigest(path)) });
  }
  // The same bytes named more often than the run read them (a file twice, a file and its link or copy): the one left
  // over was paired with another input and reported as that input CHANGED, its stored hash beside this file's
  // (hostile18): a log said altered that was never named. One line instead.
  const times = (list: { sha256: string; bytes: number }[], x: { sha256: string; bytes: number }) => list.filter((y) => y.sha256 === x.sha256 && y.bytes === x.bytes).length;
  for (const n of named) {
    const same = named.filter((y) => y.sha256 === n.sha256 && y.bytes === n.bytes);
    if (same.length > 1 && same.length > times(stored, n)) {
      const names = same.map((y) => y.path).join(', ');
      throw new StoreError({
        es: `--input ${names}: los mismos bytes nombrados ${same.length} veces, y la ejecución los leyó ${times(stored, n)}: nombre cada entrada una vez`,
        en: `--input ${names}: the same bytes named ${same.length} times, and the run read them ${times(stored, n)}: name each input once`,
      });
    }
  }
  const free = new Set(named.map((_, i) => i));
  const inputs: (InputCheck | undefined)[] = stored.map((input) => {
    const i = [...free].find((j) => named[j]!.sha256 === input.sha256 && named[j]!.bytes === input.bytes);
    if (i === undefined) return undefined;
    free.delete(i);
    return { input, resolved: named[i]!.path, status: 'ok', sha256: named[i]!.sha256, bytes: named[i]!.bytes };
  });
  const rest = [...free];
  const pairs = inputs.filter((x) => x === undefined).length === rest.length;
  const out = inputs.map((c, k): InputCheck => {
    if (c) return c;
    const input = stored[k]!;
    if (!pairs) return { input, resolved: '(not among the files named with --input)', status: 'missing', unnamed: true };
    const n = named[rest.shift()!]!;
    return { input, resolved: n.path, status: 'changed', sha256: n.sha256, bytes: n.bytes };
  });
  return { inputs: out, unmatched: pairs ? [] : rest.map((i) => named[i]!) };
}

/**
 * Finds each stored input under `root` and checks its SHA-256 and size; a path that leads outside `root` is not opened.
 * `hash: false` checks the size only: for a caller that reads the whole file anyway and holds the SHA-256 of the
 * bytes it read against the stored one (`veedor stats --db`), instead of reading it twice.
 */
export async function checkInputFiles(stored: StoredInput[], root: string, { hash = true }: { hash?: boolean } = {}): Promise<InputCheck[]> {
  const inputs: InputCheck[] = [];
  const realRoot = existsSync(root) ? realpathSync(root) : root;
  for (const input of stored) {
    const resolved = resolve(root, input.path);
    if (!inside(root, resolved)) {
      inputs.push({ input, resolved, status: 'outside', outside: { root, link: false } });
      continue;
    }
    if (!existsSync(resolved) || !statSync(resolved).isFile()) {
      inputs.push({ input, resolved, status: 'missing' });
      continue;
    }
    if (!inside(realRoot, realpathSync(resolved))) {
      inputs.push({ input, resolved, status: 'outside', outside: { root, link: true } });
      continue;
    }
    // Unhashed, a file of the stored size is taken as it is (its reader hashes it); one of another size has changed,
    // and is hashed for the message that says so.
    const d = hash || statSync(resolved).size !== input.bytes ? await fileDigest(resolved) : { sha256: input.sha256, bytes: input.bytes };
    const same = d.sha256 === input.sha256 && d.bytes === input.bytes;
    inputs.push({ input, resolved, status: same ? 'ok' : 'changed', sha256: d.sha256, bytes: d.bytes });
  }
  return inputs;
}

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}
