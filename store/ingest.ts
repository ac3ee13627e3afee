import { resolve } from 'node:path';
import type { RunAuditOptions } from '../audit/run.js';
import { fileDigest } from '../audit/digest.js';
import { formatOf } from '../engine/input/readers.js';
import type { PlannedInput } from './writer.js';

/** Hashes every input before the audit reads it: the run is on record, with its files, before its first hand. */
export async function planInputs(paths: string[], format: RunAuditOptions['format'], cwd = process.cwd()): Promise<PlannedInput[]> {
  const out: PlannedInput[] = [];
  for (const path of paths) {
    const d = await fileDigest(path);
    out.push({ path, absPath: resolve(cwd, path), format: formatOf(path, format), sha256: d.sha256, bytes: d.bytes });
  }
  return out;
}
