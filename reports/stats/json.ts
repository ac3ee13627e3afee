// The statistics JSON document (docs/stats.md names every field). Floating-point figures are written to 10
// significant digits: the same inputs give the same bytes.
import type { Writable } from 'node:stream';
import type { StatsRun } from '../../audit/stats/run.js';
import { TOOL_NAME, TOOL_VERSION } from '../../audit/tool.js';
import { writeOut } from '../write.js';

export const STATS_FORMAT = '1.0';

export function statsDocument(run: StatsRun): Record<string, unknown> {
  const f = run.figures;
  return {
    stats_format: STATS_FORMAT,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    inputs: run.inputs.map((i) => ({ path: i.path, sha256: i.sha256, bytes: i.bytes, format: i.format, hands: i.hands, rejected: i.rejected })),
    hands: run.hands,
    audit_findings: run.audit_findings,
    by: run.by,
    method: { correction: 'benjamini-hochberg', q: f.q_level, min_trials: f.min_trials, tests: f.tests, checks: f.checks, flagged: f.flagged },
    groups: f.groups,
    measures: f.measures,
    findings: f.findings,
  };
}

function round(_key: string, v: unknown): unknown {
  return typeof v === 'number' && !Number.isInteger(v) && Number.isFinite(v) ? Number(v.toPrecision(10)) : v;
}

/** The document's lists that grow with the groups (a shoe a group under --by shoe): written a block at a time. */
const LISTS = ['groups', 'measures', 'findings'] as const;
/** Members a block (about 1 MB of text: a measure is about 460 bytes). */
const BLOCK_MEMBERS = 2000;
/** Text held before it is written. */
const BLOCK_CHARS = 1 << 20;

/**
 * The document as `JSON.stringify(statsDocument(run), round, 2)` writes it, byte for byte, but its long lists a
 * block of members at a time: a month's `--by shoe` is tens of MB of text, which one string would hold whole
 * beside the figures (and past V8's longest string, about 512 MB, could not be made at all). Each block is given
 * to JSON.stringify as the one member of a document like the root (`{"measures": [...block]}`), so its members
 * come out at the depth and indentation they have in the whole document, and the block is that text without the
 * wrapper's first and last lines: one native call per block, not one per member.
 */
export async function writeStatsJson(run: StatsRun, out: Writable): Promise<void> {
  const doc = statsDocument(run);
  const lists = new Map<string, unknown[]>();
  for (const key of LISTS) {
    lists.set(key, doc[key] as unknown[]);
    // A mark no path or name of the head can hold (a NUL): where the list goes.
    doc[key] = `\u0000${key}\u0000`;
  }
  const head = JSON.stringify(doc, round, 2);
  let pending = '';
  const put = async (text: string) => {
    pending += text;
    if (pending.length >= BLOCK_CHARS) {
      const t = pending;
      pending = '';
      await writeOut(out, t);
    }
  };
  let at = 0;
  for (const key of LISTS) {
    const mark = JSON.stringify(doc[key]);
    const i = head.indexOf(mark, at);
    await put(head.slice(at, i));
    at = i + mark.length;
    const list = lists.get(key)!;
    if (list.length === 0) {
      await put('[]');
      continue;
    }
    // `{\n  "key": [\n    ` … `\n  ]\n}`: the wrapper's lines around the block's members.
    const open = `{\n  ${JSON.stringify(key)}: [\n    `;
    const close = '\n  ]\n}';
    await put('[\n    ');
    for (let k = 0; k < list.length; k += BLOCK_MEMBERS) {
      const block = JSON.stringify({ [key]: list.slice(k, k + BLOCK_MEMBERS) }, round, 2);
      await put((k > 0 ? ',\n    ' : '') + block.slice(open.length, block.length - close.length));
    }
    await put('\n  ]');
  }
  await writeOut(out, pending + head.slice(at) + '\n');
}
