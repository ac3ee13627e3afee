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

export async function writeStatsJson(run: StatsRun, out: Writable): Promise<void> {
  await writeOut(out, JSON.stringify(statsDocument(run), round, 2) + '\n');
}
