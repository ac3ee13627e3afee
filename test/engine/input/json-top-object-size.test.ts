// The top-level object of a JSON log (one hand, or the `{ "hands": [...] }` wrapper before its hands) was kept whole,
// with no bound: a wrapper member of 700 MB beside the hands (`{"source": "<700 MB>", "hands": [...]}`) stopped
// `veedor audit` with "internal error: RangeError: Invalid string length" (exit 2, a stack; 590 MB resident on the
// way), and so did a single hand of 700 MB; one of 65 MB was parsed and audited where an NDJSON line or an array's
// hand that long is refused. The wrapper's member now costs nothing, and a hand alone over the record limit is refused
// with its line, as in the other forms.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JsonSplitter } from '../../../engine/input/json-splitter.js';
import { tempDir } from '../../helpers/audit-files.js';
import { ROOT, veedor } from '../../cli/run-cli.js';

const HAND = readFileSync(join(ROOT, 'fixtures', 'pe-pot-luck-black-jack', 'clean-examples.json'), 'utf8');
const hands = JSON.parse(HAND) as Record<string, unknown>[];

describe('the top-level object of a JSON log', () => {
  it('a wrapper member of 540 million characters before "hands": the hands are read, nothing of the member held', () => {
    const sp = new JsonSplitter();
    const chunk = 'a'.repeat(1 << 20);
    const items = sp.push('{"source":"');
    // Past V8's longest string (2^29 - 24 characters): gathered whole, it threw RangeError here.
    for (let i = 0; i < 540; i++) items.push(...sp.push(chunk));
    items.push(...sp.push('","hands":[{"hand_id":"A"},\n{"hand_id":"B"}]}\n'), ...sp.end());
    expect(items.map((x) => (x.kind === 'element' ? x.text : x.kind))).toEqual(['{"hand_id":"A"}', '{"hand_id":"B"}']);
  }, 120_000);

  it('over the record limit (VEEDOR_MAX_RECORD_MB=1): a hand alone is refused with its line; a wrapper member is not read, its hands are', () => {
    const dir = tempDir();
    const big = 'x'.repeat(3 << 20);
    writeFileSync(join(dir, 'hand.json'), JSON.stringify({ ...hands[0], note: big }));
    writeFileSync(join(dir, 'wrapper.json'), `{"source":"${big}",\n"hands":${JSON.stringify(hands)}}\n`);
    writeFileSync(join(dir, 'small.json'), JSON.stringify(hands[0]));
    const env = { VEEDOR_MAX_RECORD_MB: '1' };
    const json = (file: string) => {
      const r = veedor(['audit', file, '--format', 'json', '--lang', 'en'], { cwd: dir, env });
      const out = JSON.parse(r.stdout) as { summary: { hands: number; audited: number; rejected: number }; findings: { rule: string; source: { line: number }; message: string }[] };
      return { code: r.code, stderr: r.stderr, counts: [out.summary.hands, out.summary.audited, out.summary.rejected], findings: out.findings.map((f) => [f.rule, f.source.line, f.message]) };
    };
    expect(json('hand.json')).toEqual({
      code: 1, stderr: '', counts: [1, 0, 1],
      findings: [['input-unreadable', 1, 'Unreadable record (hand.json:1): the hand is longer than 1 MB, the most a record may hold: not read']],
    });
    expect(json('wrapper.json')).toEqual({ code: 0, stderr: '', counts: [hands.length, hands.length, 0], findings: [] });
    expect(json('small.json')).toEqual({ code: 0, stderr: '', counts: [1, 1, 0], findings: [] });
  }, 60_000);
});
