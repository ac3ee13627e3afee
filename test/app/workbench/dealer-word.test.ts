// The workbench names the one who deals in the run's catalogs' own word on every page: the findings filter, the
// findings column and sort, and a hand's facts (ux14: the filter said «Crupier» on a Peruvian run whose regulation and
// every other page say «dealer»).
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../audit/findings.js';
import { renderFindings } from '../../../reports/workbench/findings.js';
import { renderHand } from '../../../reports/workbench/hand.js';
import type { CompleteRun, StoredInput } from '../../../store/runs.js';

function runOf(rulesets: string[]): CompleteRun {
  return {
    seq: 1, id: 'R-0123456789abcdef', attempt_key: 'k', status: 'complete', attempts: 1, tool_name: 'veedor', tool_version: '0.1.0',
    catalogs: '{}', rulesets: JSON.stringify(Object.fromEntries(rulesets.map((r) => [r, '1.0.0']))), options: '{}', cwd: '/tmp',
    as_of: '2026-11-06T20:10:00Z', started_at: '2026-11-06T20:10:00Z', finished_at: null, hands: 1, audited: 1, rejected: 0,
    hands_with_findings: 1, findings: 1, findings_payout: 1, findings_procedure: 0, findings_integrity: 0, findings_input: 0,
    underpaid: null, overpaid: null, money: null, by_article: null, not_checked: null, findings_digest: '0'.repeat(64),
    chain_pos: null, prev_digest: null, record_digest: null, signature: null, public_key: null,
  };
}

const finding = { seq: 1, hand_id: 'H-1', started_at: '2026-11-06T20:10:00Z', table_id: 'BJ-1', dealer_id: 'D-311', ruleset: 'pe-pot-luck-black-jack',
  article: 'Art. 15º', category: 'payout', rule: 'r', severity: 'error', message: { es: 'm', en: 'm' }, source: { path: 'a.ndjson' } } as unknown as Finding & { seq: number };

function findingsPage(rulesets: string[], lang: 'es' | 'en'): string {
  return renderFindings({ run: runOf(rulesets), filters: {}, sort: 'seq', desc: false, page: 1, per: 50, result: { total: 1, findings: [finding] } }, lang);
}

/** The hand page of a hand whose log is gone: only the stored facts, the word from the run's catalogs. */
function lostHandPage(rulesets: string[], lang: 'es' | 'en'): string {
  const input = { position: 0, path: 'a.ndjson', abs_path: '/tmp/a.ndjson', format: 'ndjson', sha256: 'f'.repeat(64), bytes: 10 } as StoredInput;
  return renderHand(runOf(rulesets), {
    kind: 'unavailable', findings: [], input: { input, resolved: '/tmp/a.ndjson', status: 'missing' },
    place: { inputPos: 0, idx: 0, line: 1, handId: 'H-1', tableId: 'BJ-1', shoeId: null, dealerId: 'D-311', startedAt: '2026-11-06T20:10:00Z',
      path: 'a.ndjson', format: 'ndjson', sha256: 'f'.repeat(64), byteOffset: null, byteLength: null },
  } as Parameters<typeof renderHand>[1], lang);
}

describe('the workbench says the catalog\'s word for the dealer', () => {
  const cases: [string, string[], 'es' | 'en', string][] = [
    ['Pot Luck, Spanish (the regulation says «dealer»)', ['pe-pot-luck-black-jack'], 'es', 'Dealer'],
    ['Marbella, Spanish (its house rules say «croupier»)', ['es-marbella-black-jack'], 'es', 'Croupier'],
    ['Puerto Rico, Spanish', ['pr-8669-pai-gow-bonus'], 'es', 'Croupier'],
    ['Marbella, English (no English override)', ['es-marbella-black-jack'], 'en', 'Dealer'],
    ['Pot Luck and Marbella together (their words differ: the table\'s)', ['pe-pot-luck-black-jack', 'es-marbella-black-jack'], 'es', 'Crupier'],
  ];
  for (const [name, rulesets, lang, word] of cases) {
    it(`findings page and a hand's facts: ${name} → ${word}`, () => {
      const html = findingsPage(rulesets, lang);
      expect(html).toContain(`<label>${word}<input type="text" name="dealer" value=""></label>`);
      expect(html).toContain(`<th>Table</th><th>${word}</th>`.replace('Table', lang === 'es' ? 'Mesa' : 'Table'));
      expect(html).toContain(`<option value="dealer">${word.toLowerCase()}</option>`);
      for (const other of ['Crupier', 'Croupier', 'Dealer'].filter((w) => w !== word)) expect(html).not.toContain(`>${other}<`);
      expect(lostHandPage(rulesets, lang)).toContain(`<dt>${word}</dt><dd>D-311</dd>`);
    });
  }
});
