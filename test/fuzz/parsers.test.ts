import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseAmount, parseAmountText } from '../../engine/core/money.js';
import { cardText, parseCard } from '../../engine/core/cards.js';
import { csvRowsToHands } from '../../engine/input/csv-hands.js';
import { CsvTokenizer } from '../../engine/input/csv-rows.js';
import type { CsvRow } from '../../engine/input/csv-rows.js';
import { normalizeHand } from '../../engine/input/normalize.js';
import { DEFAULT_RULESETS } from '../../rules-catalog/index.js';
import { readFileSync } from 'node:fs';
import { fixtureHands, fuzzParams, RUNS } from './arbitraries.js';
import { Auditor } from '../../audit/auditor.js';
import type { Finding } from '../../audit/findings.js';
import { handsToCsv } from '../../engine/input/to-csv.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { reasonText } from '../../engine/core/reasons.js';
import { cutAt, splitChunks } from '../helpers/json-split.js';

const SEEDS = fixtureHands();

/** The 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

const split = splitChunks;

// Text made of JSON's own punctuation, so random strings look like broken logs rather than prose.
const jsonish = fc.string({
  unit: fc.constantFrom('{', '}', '[', ']', '"', '\\', ',', ':', ' ', '\n', '\r', 'a', '1', 'hands', 'null', '\ufeff', 'é'),
  maxLength: 60,
});

describe('fuzz: parsers never throw and never depend on how the stream is chunked', () => {
  it('parseAmount: any value gives an exact safe integer or a reason; a decimal text round-trips', () => {
    const decimal = fc.tuple(fc.boolean(), fc.stringMatching(/^\d{1,17}$/), fc.option(fc.stringMatching(/^\d{1,3}$/), { nil: undefined }))
      .map(([neg, w, f]) => `${neg ? '-' : ''}${w}${f !== undefined ? '.' + f : ''}`);
    fc.assert(fc.property(
      fc.oneof(decimal, fc.string({ maxLength: 20 }), fc.double(), fc.integer(), fc.constantFrom(1e309, -0, 1e21, 1e-7, '1e309', ' 5 ', '')),
      (v) => {
        const m = parseAmount(v, { allowNegative: true });
        if (!m.ok) {
          expect(reasonText(m.reason).length).toBeGreaterThan(0);
          return;
        }
        expect(Number.isSafeInteger(m.value)).toBe(true);
        expect(Math.abs(m.value)).toBeLessThan(1e15);
        if (typeof v === 'string') {
          // The exact value, by integer arithmetic on the digits.
          const [, sign, whole, frac = ''] = /^(-?)(\d+)(?:\.(\d+))?$/.exec(v.trim())!;
          const exact = BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'));
          expect(BigInt(m.value)).toBe(sign === '-' ? -exact : exact);
        }
        const again = parseAmount(formatMoney(m.value), { allowNegative: true });
        expect(again).toEqual({ ok: true, value: m.value });
      },
    ), fuzzParams());
  });

  it('parseAmount: a number reads exactly as its decimal text does (the fast path agrees with the reference)', () => {
    const cents = fc.oneof(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 2 ** 53 - 1 }), fc.constantFrom(1, 5, 10, 99, 1999999999999, 1e15 - 1, 1e15));
    const amounts = fc.oneof(
      cents.map((c) => c / 100), fc.double({ noNaN: true }), fc.double({ min: 0, max: 1e14, noNaN: true }),
      fc.constantFrom(-0, 0.1, 0.3, 0.29, 1.005, 1e-300, 1e13 - 0.01, 1e13, 9999999999999.99, -5.25),
    );
    fc.assert(fc.property(amounts, (n) => {
      expect(parseAmount(n)).toStrictEqual(parseAmountText(n, false));
    }), fuzzParams());
    expect(parseAmount(0.29)).toEqual({ ok: true, value: 29 });
    expect(parseAmount(1.005).ok).toBe(false);
    expect(parseAmount(9999999999999.99)).toEqual({ ok: true, value: 999999999999999 });
    const zero = parseAmount(-0);
    expect(zero.ok && Object.is(zero.value, 0)).toBe(true);
  });

  it('parseCard: accepts exactly rank-then-suit, and a card reads back as itself', () => {
    fc.assert(fc.property(
      fc.oneof(fc.string({ maxLength: 4 }), fc.string({ unit: fc.constantFrom('A', 'K', 'a', 't', '1', '0', 'T', 's', 'H', 'z', ' ', '\u0000'), maxLength: 4 }), fc.anything()),
      (v) => {
        const c = parseCard(v);
        expect(c.ok).toBe(typeof v === 'string' && /^(10|[2-9TJQKA])[shdcSHDC]$/.test(v));
        if (c.ok) expect(parseCard(cardText(c.card))).toEqual(c);
      },
    ), fuzzParams());
  });

  it('JsonSplitter: garbage in any chunking gives the same items as in one piece, and never throws', () => {
    fc.assert(fc.property(jsonish, fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
      expect(split(cutAt(text, cuts))).toEqual(split([text]));
    }), fuzzParams());
  });

  it('JsonSplitter: a real log cut anywhere keeps every complete hand, with its line, and loses at most the one cut', () => {
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 0, max: SEEDS.length - 1 }), { minLength: 1, maxLength: 3 }),
      fc.constantFrom('array', 'wrapper'),
      fc.constantFrom(0, 1, 2),
      fc.nat(),
      fc.array(fc.nat(), { maxLength: 4 }),
      (picks, shape, indent, end, cuts) => {
        const hands = picks.map((i) => SEEDS[i]!);
        const text = JSON.stringify(shape === 'array' ? hands : { source: 'x', hands }, null, indent || undefined);
        // Uncut: exactly the hands, each on the line it starts on.
        const whole = split(cutAt(text, cuts)).filter((x) => x.kind === 'element');
        expect(whole.map((x) => JSON.parse(x.text))).toEqual(hands);
        // Where each hand's text ends in the file.
        const ends: number[] = [];
        let from = 0;
        for (const x of whole) {
          const at = text.indexOf((x as { text: string }).text, from);
          ends.push(at + (x as { text: string }).text.length);
          from = ends[ends.length - 1]!;
        }
        // Cut: every hand that ends before the cut survives intact; a hand cut in the middle is one rejected record.
        const c = end % (text.length + 1);
        const items = split(cutAt(text.slice(0, c), cuts));
        const elements = items.filter((x) => x.kind === 'element');
        const records = items.filter((x) => x.kind === 'problem' && x.record);
        const completeBefore = ends.filter((e) => e <= c).length;
        expect(elements.map((x) => JSON.parse((x as { text: string }).text))).toEqual(hands.slice(0, completeBefore));
        const starts = whole.map((x, i) => ends[i]! - (x as { text: string }).text.length);
        // Each hand's line is the line its text starts on.
        expect(whole.map((x) => x.line)).toEqual(starts.map((st) => lineAt(text, st)));
        const cutInside = starts.some((st, i) => st < c && c < ends[i]!);
        // A `{` cut before its "hands": [ could be a single hand as well as a wrapper: one truncated record.
        const cutOpenObject = shape === 'wrapper' && c > 0 && c <= text.indexOf('[');
        expect(records.length).toBe(cutInside || cutOpenObject ? 1 : 0);
      },
    ), fuzzParams());
  });

  it('CSV rows: quotes, broken or not, in any chunking give the same rows as in one piece, and never throw', () => {
    // `#TYPE x` (PowerShell's first line: the delimiter is told from the line after it) and `\N` (an empty cell unquoted).
    const csvish = fc.string({ unit: fc.constantFrom('a', ',', ';', '"', '""', '\n', '\r\n', '\r', ' ', 'hand_id,type', 'hand_id;type', '\ufeff', 'é', '#TYPE x', '\\N'), maxLength: 80 });
    const rowsOf = (chunks: string[]) => {
      const t = new CsvTokenizer({ delimiter: ',' });
      const out: CsvRow[] = [];
      for (const c of chunks) out.push(...t.push(c));
      out.push(...t.end());
      return out;
    };
    fc.assert(fc.property(csvish, fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
      expect(rowsOf(cutAt(text, cuts))).toEqual(rowsOf([text]));
    }), fuzzParams());
  });

  it('CSV rows: any cells written as RFC 4180 writes them (quoted, quotes doubled) read back as the same cells, in any chunking', () => {
    // A `""` inside a quoted cell once lost both quotes (issue 18, found comparing with papaparse).
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', ',', ';', '"', '\n', '\r\n', ' ', 'é', '5'), maxLength: 12 });
    const rowsArb = fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 });
    const quote = (c: string) => (/[",\n\r]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
    fc.assert(fc.property(rowsArb, fc.array(fc.nat(), { maxLength: 6 }), (rows, cuts) => {
      const text = ['h1,h2', ...rows.map((r) => r.map(quote).join(','))].join('\n') + '\n';
      const t = new CsvTokenizer({ delimiter: ',', fixed: true });
      const out: CsvRow[] = [];
      for (const c of cutAt(text, cuts)) out.push(...t.push(c));
      out.push(...t.end());
      expect(out).toEqual([['h1', 'h2'], ...rows]);
    }), fuzzParams());
  });

  it('CSV rows to hands: any rows give hands or reasons, one record per hand, nothing thrown', async () => {
    const cell = fc.oneof(fc.constantFrom('', 'H-1', 'H-2', 'deal', 'bet', 'seat:1', 'Ah', '10', '1.5', 'x', 'true', '=1+1', 'NULL'), fc.string({ maxLength: 5 }));
    const header = fc.shuffledSubarray(['hand_id', 'type', 'game', 'table_id', 'started_at', 'to', 'card', 'seat', 'amount', 'spot', 'cards', 'behind', 'extra'], { minLength: 0 });
    await fc.assert(fc.asyncProperty(header, fc.array(fc.array(cell, { maxLength: 14 }), { maxLength: 8 }), fc.integer({ min: 1, max: 9 }), async (head, rows, size) => {
      // The rows arrive in batches of any size (as papaparse's chunks fall): the hands must not depend on it.
      const all = [head, ...rows];
      async function* source(n: number) {
        for (let i = 0; i < all.length; i += n) yield all.slice(i, i + n);
      }
      const out = [];
      for await (const rec of csvRowsToHands(source(size))) out.push(rec);
      const oneByOne = [];
      for await (const rec of csvRowsToHands(source(1))) oneByOne.push(rec);
      expect(out).toEqual(oneByOne);
      const records = out.filter((r) => r.kind !== 'file-problem');
      // Indices are 0, 1, 2, ... and lines increase: the reject report can point at each.
      expect(records.map((r) => (r as { index: number }).index)).toEqual(records.map((_, i) => i));
      for (const r of records) {
        if (r.kind === 'hand') normalizeHand(r.value, { path: 'x', line: r.line }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
      }
      if (!head.includes('hand_id') || !head.includes('type')) expect(records).toEqual([]);
    }), fuzzParams());
  });

  it('normalizeHand: any JSON value is a hand or a reason, never an exception', () => {
    const seedish = fc.integer({ min: 0, max: SEEDS.length - 1 }).chain((i) => fc.record({
      key: fc.constantFrom('hand_id', 'game', 'table_id', 'started_at', 'events', 'table', 'currency', 'ruleset', 'dealer_id'),
      value: fc.jsonValue({ maxDepth: 2 }),
    }).map(({ key, value }) => ({ ...SEEDS[i], [key]: value })));
    fc.assert(fc.property(fc.oneof(fc.jsonValue({ maxDepth: 3 }), seedish, fc.anything({ maxDepth: 2 })), (v) => {
      const n = normalizeHand(v, { path: 'x', line: 1 }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
      if (!n.ok) expect(reasonText(n.problem.reason).length).toBeGreaterThan(0);
    }), fuzzParams());
  });
});

describe('fuzz: one stray quote, brace or delimiter in a valid log (issue 18)', () => {
  const CLEAN = JSON.parse(readFileSync(new URL('../../fixtures/pe-pot-luck-black-jack/clean-examples.json', import.meta.url), 'utf8')) as Record<string, any>[];
  const HANDS: Record<string, any>[] = Array.from({ length: 6 }, (_, i) => ({ ...CLEAN[i % CLEAN.length]!, hand_id: `H-0${i + 1}` }));
  const TABLES = new Map<string, Record<string, unknown>>(CLEAN.map((h) => [h['table_id'], h['table']]));

  /** The log in a format, and where each hand's text starts and ends in it. */
  function log(format: 'ndjson' | 'json' | 'csv'): { text: string; spans: [number, number][]; body: [number, number] } {
    const spans: [number, number][] = [];
    if (format === 'csv') {
      const rows = handsToCsv(HANDS).split('\n');
      let at = rows[0]!.length + 1;
      let r = 1;
      for (const h of HANDS) {
        const start = at;
        for (let k = 0; k < h['events'].length; k++) at += rows[r++]!.length + 1;
        spans.push([start, at - 1]);
      }
      const text = rows.join('\n');
      return { text, spans, body: [rows[0]!.length + 1, text.length - 1] };
    }
    const lines = HANDS.map((h) => JSON.stringify(h));
    const head = format === 'json' ? '[\n' : '';
    let at = head.length;
    for (const l of lines) {
      spans.push([at, at + l.length]);
      at += l.length + (format === 'json' ? 2 : 1);
    }
    const text = format === 'json' ? head + lines.join(',\n') + '\n]\n' : lines.join('\n') + '\n';
    // The body: from the first hand to the end of the last (a character after the last line break would be a line of its own).
    return { text, spans, body: [head.length, format === 'json' ? text.length - 3 : text.length - 1] };
  }

  const damage = fc.record({
    format: fc.constantFrom('ndjson' as const, 'json' as const, 'csv' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
    c: fc.constantFrom('"', '{', '}', '[', ']', ','),
  });

  it('the hands before the damage are audited, the damage has a line, and every hand is counted; none after it lost', async () => {
    await fc.assert(fc.asyncProperty(damage, async ({ format, at, c }) => {
      // A brace or bracket is text in a CSV cell (a hand_id with a brace is another hand_id): CSV takes the quote and the delimiter.
      if (format === 'csv' && c !== '"' && c !== ',') c = at < 0.5 ? '"' : ',';
      const { text, spans, body } = log(format);
      // Anywhere among the hands, between two characters (the document's own first and last lines aside).
      const pos = body[0] + Math.floor(at * (body[1] - body[0] + 1));
      // The hand the damage fell in (a line break between two hands belongs to the one before it).

      const hit = spans.findIndex(([s, e], i) => s <= pos && pos <= (spans[i + 1]?.[0] ?? e + 1) - 1);
      const broken = text.slice(0, pos) + c + text.slice(pos);
      const damageLine = text.slice(0, pos).split('\n').length;
      const audited: string[] = [];
      const findings: Finding[] = [];
      const auditor = new Auditor({ rulesets: RULESETS, tables: TABLES }, { handAudited: (h) => { audited.push(h.hand_id); }, finding: (f) => findings.push(f) });
      const r = await auditor.auditBytes(`damaged.${format}`, Buffer.from(broken, 'utf8'));
      const rejections = findings.filter((f) => f.category === 'input' && f.rule !== 'input-file');

      expect(r.hands).toBe(audited.length + r.rejected);
      expect(r.hands).toBe(HANDS.length);
      HANDS.forEach((h, i) => {
        // Every hand but the one the damage fell in is audited: before it, and (resynchronised) after it.
        if (i !== hit) expect(audited).toContain(h['hand_id']);
      });
      for (const f of rejections) {
        expect(f.source.line).toBeGreaterThanOrEqual(1);
        expect(f.source.line).toBeLessThanOrEqual(damageLine);
      }
      if (audited.length < HANDS.length) expect(rejections.length).toBeGreaterThan(0);
      for (const f of findings) expect(f.message.en).not.toMatch(/internal error/);
    }), { ...fuzzParams(), numRuns: Math.min(RUNS, 600) });
  }, 120_000);
});
