import type { RunSummary } from '../audit/findings.js';

/** The findings format's exit status: 0 no findings, 1 findings (2 is the CLI's own failure). */
export function exitCode(summary: RunSummary): 0 | 1 {
  return summary.findings > 0 ? 1 : 0;
}
