import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Auditor } from '../../audit/auditor.js';
import type { Finding } from '../../audit/findings.js';
import { handsToCsv } from '../../engine/input/to-csv.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { fixtureHands, fuzzParams, mutate, mutationArb } from './arbitraries.js';
import type { Mutation } from './arbitraries.js';

const SEEDS = fixtureHands();

type Piece =
  | { kind: 'hand'; seed: number; mutations: Mutation[] }
  | { kind: 'garbage'; text: string }
  | { kind: 'truncated'; seed: number; cut: number };

const piece: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('hand' as const), seed: fc.nat(SEEDS.length - 1), mutations: fc.array(mutationArb, { maxLength: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('garbage' as const), text: fc.string({ unit: fc.constantFrom('{', '}', '[', ']', '"', ',', 'x', '1', ' ', ';', 'é'), minLength: 1, maxLength: 20 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncated' as const), seed: fc.nat(SEEDS.length - 1), cut: fc.nat() }) },
);

let n = 0;

function build(pieces: Piece[]): { hands: Record<string, any>[]; texts: string[] } {
  const hands: Record<string, any>[] = [];
  const texts = pieces.map((p) => {
    if (p.kind === 'garbage') return p.text.replace(/[\r\n]/g, ' ');
    const h = mutate(SEEDS[p.seed]!, p.kind === 'hand' ? p.mutations : [], `PF-${++n}`);
    hands.push(h);
    const t = JSON.stringify(h);
    return p.kind === 'truncated' ? t.slice(0, 1 + (p.cut % (t.length - 1))) : t;
  });
  return { hands, texts };
}

describe('fuzz: whole files through the auditor', () => {
  it('any mix of hands, mutated hands, garbage and cut hands, as NDJSON, JSON or CSV: nothing thrown, counts reconcile', async () => {
    // One auditor for the whole run, as for a run over many files (hand ids are unique across cases).
    let findings: Finding[] = [];
    let audited = 0;
    const tables = new Map<string, Record<string, unknown>>();
    const auditor = new Auditor({ rulesets: RULESETS, tables }, {
      handAudited: () => { audited++; },
      finding: (f) => findings.push(f),
    });
    await fc.assert(fc.asyncProperty(
      fc.array(piece, { minLength: 1, maxLength: 2 }),
      fc.constantFrom('ndjson', 'json', 'csv'),
      fc.boolean(), fc.boolean(),
      async (pieces, format, bom, crlf) => {
        const { hands, texts } = build(pieces);
        const eol = crlf ? '\r\n' : '\n';
        let body: string;
        if (format === 'ndjson') body = texts.join(eol) + eol;
        else if (format === 'json') body = '[' + eol + texts.join(',' + eol) + eol + ']' + eol;
        else body = handsToCsv(hands).replace(/\n/g, eol);
        const bytes = Buffer.from((bom ? '\ufeff' : '') + body, 'utf8');

        findings = [];
        audited = 0;
        tables.clear();
        for (const h of hands) if (h['table']) tables.set(h['table_id'], h['table']);
        // In memory: the same readers as a file, without 10,000 files (a file costs milliseconds of stream set-up).
        const r = await auditor.auditBytes(`case.${format}`, bytes);

        const rejections = findings.filter((f) => f.category === 'input' && f.rule !== 'input-file');
        expect(r.hands).toBe(audited + r.rejected);
        expect(rejections.length).toBe(r.rejected);
        for (const f of rejections) expect(f.source.line).toBeGreaterThanOrEqual(1);
        for (const f of findings) expect(f.message.en).not.toMatch(/internal error/);
        // NDJSON that starts as a JSON document does ([, or { alone on its line) is read as JSON (readers.ts readAs).
        const jsonDocument = /^\s*(\[|\{[ \t]*(\r|\n|$))/.test(body);
        if (format === 'ndjson' && !jsonDocument) expect(r.hands).toBe(texts.filter((t) => t.trim() !== '').length);
        if (format === 'ndjson' && jsonDocument) expect(findings.some((f) => f.rule === 'input-file' && f.source.line === 1 && /holds a JSON document/.test(f.message.en))).toBe(true);
        if (format === 'json' && pieces.every((p) => p.kind === 'hand')) expect(r.hands).toBe(pieces.length);
        if (format === 'csv') expect(r.hands).toBe(new Set(hands.filter((h) => h['events'].length > 0).map((h) => h['hand_id'])).size);
      },
    ), fuzzParams());
  });
});
