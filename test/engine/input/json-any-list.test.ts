// split25: a JSON log is a list of any JSON values, and the splitter must read it as JSON.parse does. A multi-line
// array, string or scalar element where the hands start was taken for what a broken hand leaves (a "stray"):
// JSON.stringify([hand, [1, [2, 3]], 5, 'x', null, true, {}, [], hand2], null, 2) counted 4 records, the inner `],`
// read as the list's close, and the same list in {"hands": [...]} lost hand2, a valid hand, as "text after the end of
// the JSON document". The property: for any well-formed list, in any layout a serialiser writes, the splitter gives
// exactly the list's elements, in order, each with the line it starts on, and says nothing else.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SplitItem } from '../../../engine/input/json-splitter.js';
import { propertySeed } from '../../helpers/seed.js';
import { RUNS } from '../../fuzz/arbitraries.js';
import { cutAt, splitChunks } from '../../helpers/json-split.js';

const HANDS = JSON.parse(readFileSync(new URL('../../../fixtures/pe-pot-luck-black-jack/clean-examples.json', import.meta.url), 'utf8')) as Record<string, unknown>[];

/** Strings that hold what a splitter must not take for structure: brackets, braces, quotes, escapes, separators. */
const trickyString = fc.string({
  unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', '\\"', ',', ':', ' ', '\n', '\t', '\r', 'a', 'hand_id', '"hands": [', '\u2028', 'é', '😀'),
  maxLength: 12,
});

const scalar = fc.oneof(
  trickyString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(true, false, null, 0, -1, 1e21, 1.5e-7, '', 'x'),
);

/** Any JSON value, hands among them (whole, or inside lists and objects), empty lists and objects too. */
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: scalar },
    { weight: 2, arbitrary: fc.constantFrom(...HANDS) },
    { weight: 2, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 2, arbitrary: fc.dictionary(fc.constantFrom('a', 'hand_id', 'hands', 'b c', '"q"', '[', '{'), tie('value'), { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom([], {}, [[]], [{}], { a: [] }) },
  ),
}));

/** The list: hands and other values, never empty (an empty list is said as such, json-documents.test.ts). */
const list = fc.array(fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...HANDS) }, { weight: 3, arbitrary: value }), { minLength: 1, maxLength: 8 });

/** A member beside "hands" in the wrapper: a scalar, an object or a list (a list is said not to be read). */
const member = fc.tuple(fc.constantFrom('source', 'meta', 'older', 'count', 'note', 'x y'), value);

type Layout = 0 | 1 | 2 | 4 | '\t' | 'unindented' | 'crlf';

/** The text as a serialiser writes it: JSON.stringify at an indent, or pretty-printed then CRLF line ends. */
function write(doc: unknown, layout: Layout): string {
  if (layout === 'crlf') return JSON.stringify(doc, null, 2).replace(/\n/g, '\r\n');
  // Split at \n alone: `^` with the m flag also matches after U+2028, which JSON.stringify leaves raw inside strings.
  if (layout === 'unindented') return JSON.stringify(doc, null, 1).split('\n').map((l) => l.replace(/^ +/, '')).join('\n');
  return JSON.stringify(doc, null, layout);
}

/**
 * Where each element of the list starts in the text, read by a small reference scanner of its own (not the
 * splitter's rules): skips one JSON value at `at`, strings with their escapes, brackets nested.
 */
function skipValue(text: string, at: number): number {
  const c = text[at];
  if (c === '"') {
    for (let i = at + 1; ; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '"') return i + 1;
    }
  }
  if (c === '[' || c === '{') {
    let i = skipSpace(text, at + 1);
    if (text[i] === ']' || text[i] === '}') return i + 1;
    for (;;) {
      if (c === '{') i = skipSpace(text, skipSpace(text, skipValue(text, i)) + 1); // key, then `:`
      i = skipSpace(text, skipValue(text, i));
      if (text[i] === ',') i = skipSpace(text, i + 1);
      else return i + 1;
    }
  }
  let i = at;
  while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
  return i;
}

function skipSpace(text: string, at: number): number {
  while (at < text.length && /\s/.test(text[at]!)) at++;
  return at;
}

/** The start offsets of the elements of the list that starts (its `[`) at `at`. */
function elementStarts(text: string, at: number): number[] {
  const out: number[] = [];
  let i = skipSpace(text, at + 1);
  if (text[i] === ']') return out;
  for (;;) {
    out.push(i);
    i = skipSpace(text, skipValue(text, i));
    if (text[i] !== ',') return out;
    i = skipSpace(text, i + 1);
  }
}

/** The wrapper's members' keys with the offsets of their keys and values, in order. */
function members(text: string): { key: string; keyAt: number; valueAt: number }[] {
  const out: { key: string; keyAt: number; valueAt: number }[] = [];
  let i = skipSpace(text, 1);
  while (text[i] === '"') {
    const keyEnd = skipValue(text, i);
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    const valueAt = skipSpace(text, skipSpace(text, keyEnd) + 1);
    out.push({ key, keyAt: i, valueAt });
    i = skipSpace(text, skipValue(text, valueAt));
    if (text[i] === ',') i = skipSpace(text, i + 1);
  }
  return out;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** The text in chunks: whole, in pieces of one size (1 byte up), or cut at random points. */
function chunks(text: string, cut: { size: number } | { at: number[] } | 'whole'): string[] {
  if (cut === 'whole') return [text];
  if ('at' in cut) return cutAt(text, cut.at);
  const out: string[] = [];
  for (let i = 0; i < text.length; i += cut.size) out.push(text.slice(i, i + cut.size));
  return out;
}

const layout = fc.constantFrom<Layout>(0, 1, 2, 4, '\t', 'unindented', 'crlf');
const cut = fc.oneof(
  fc.constant('whole' as const),
  fc.integer({ min: 1, max: 64 }).map((size) => ({ size })),
  fc.array(fc.nat(), { minLength: 1, maxLength: 8 }).map((at) => ({ at })),
);
const seed = propertySeed();
// 400 cases a property under `npm test` (each splits a few hands' text, at worst a character at a time); FUZZ_RUNS under `npm run fuzz`.
const params = { numRuns: process.env['FUZZ_RUNS'] ? RUNS : 400, ...(seed !== undefined ? { seed } : {}), endOnFailure: true };

describe('a JSON list of any values, in any layout and any chunking, splits into exactly its elements', () => {
  it('bare list: each element parses to the list\'s element, in order, on the line it starts, and nothing else is said', () => {
    fc.assert(fc.property(list, layout, cut, (elements, lay, c) => {
      const text = write(elements, lay);
      const items = splitChunks(chunks(text, c));
      const starts = elementStarts(text, 0);
      expect(items.filter((x) => x.kind === 'problem')).toEqual([]);
      expect(items.map((x) => (x.kind === 'element' ? JSON.parse(x.text) : x))).toEqual(JSON.parse(text));
      expect(items.map((x) => [x.index, x.line])).toEqual(starts.map((st, i) => [i, lineAt(text, st)]));
    }), params);
  });

  it('{"hands": [...]} with members before and after it: the hands list\'s elements, and a note for each member that is a list', () => {
    fc.assert(fc.property(fc.array(member, { maxLength: 3 }), list, fc.array(member, { maxLength: 3 }), layout, cut, (before, elements, after, lay, c) => {
      const doc: Record<string, unknown> = {};
      for (const [k, v] of before) doc[k] = v;
      doc['hands'] = elements;
      for (const [k, v] of after) if (!(k in doc)) doc[k] = v;
      const text = write(doc, lay);
      const items = splitChunks(chunks(text, c));
      const ms = members(text);
      const hands = ms.find((m) => m.key === 'hands')!;
      const starts = elementStarts(text, hands.valueAt);
      // The elements, then (when the wrapper closes) one note per other member whose value is a list, on its key's line.
      expect(items.filter((x) => x.kind === 'element').map((x) => JSON.parse((x as { text: string }).text))).toEqual(JSON.parse(JSON.stringify(elements)));
      expect(items.filter((x) => x.kind === 'element').map((x) => [x.index, x.line])).toEqual(starts.map((st, i) => [i, lineAt(text, st)]));
      const lists = ms.filter((m) => m.key !== 'hands' && text[m.valueAt] === '[');
      expect(items.filter((x) => x.kind === 'problem').map((x) => [(x as { reason: { code: string } }).reason.code, x.line]))
        .toEqual(lists.map((m) => ['json.wrapper-member', lineAt(text, m.keyAt)]));
    }), params);
  });
});

/** What the splitter gives, shortly: an element's index, line and whether it parses; a problem's line and code. */
function brief(items: SplitItem[]): (string | number | boolean)[][] {
  return items.map((x) => (x.kind === 'element' ? ['element', x.index, x.line, parsesJson(x.text)] : ['problem', x.line, x.reason.code, x.record]));
}

function parsesJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const pretty = (ids: string[]) => JSON.stringify(ids.map((id, i) => ({ ...HANDS[i % HANDS.length]!, hand_id: id })), null, 2).split('\n');

describe('broken lists: a list among the hands is read as one, damage inside a hand is not', () => {
  it('a hand missing its closing brace, then a list over several lines: the hand cut where the list starts, the list an element', () => {
    const lines = pretty(['B-0', 'B-1', 'B-2']);
    const close = lines.indexOf('  },', lines.indexOf('  },') + 1); // B-1's `},`, the second
    lines.splice(close, 1, '  ,', '  [', '    1,', '    2', '  ],');
    expect(brief(splitChunks([lines.join('\n')]))).toEqual([
      ['element', 0, 2, true], ['element', 1, lines.indexOf('    "hand_id": "B-1",'), false], ['element', 2, close + 2, true],
      ['element', 3, lines.indexOf('    "hand_id": "B-2",'), true],
    ]);
  });

  // The `[` read as the start of a list among the hands only where the text from it is one, closed under it: a `[`
  // line put inside a hand (or one replacing a line's start) is damage to that hand; the next hand is read from its
  // `{`, as before split25 (which cut the hand at the `[` and read the rest of its events as 17 records).
  it('a line starting with `[` where the hands start, inside a hand: that hand refused, the next read from its own line', () => {
    const inserted = pretty(['I-0', 'I-1', 'I-2']);
    inserted.splice(inserted.findIndex((l, k) => k > 160 && l === '    "events": [') + 1, 0, '  [');
    const replaced = pretty(['I-0', 'I-1', 'I-2']);
    replaced[replaced.findIndex((l, k) => k > 200 && l === '      {')] = '  [';
    for (const lines of [inserted, replaced]) {
      expect(brief(splitChunks([lines.join('\n')]))).toEqual([
        ['element', 0, 2, true], ['element', 1, lines.indexOf('    "hand_id": "I-1",'), false], ['element', 2, lines.indexOf('    "hand_id": "I-2",'), true],
      ]);
    }
  });

  it('`],` where the list seems to close, then a value and a hand: the value is an element (it was skipped with the comma, uncounted)', () => {
    const hand = (id: string) => JSON.stringify({ ...HANDS[0]!, hand_id: id }, null, 2).replace(/\n/g, '\n  ');
    const text = `[\n  ${hand('C-0')}\n  ],\n  5,\n  ${hand('C-1')}\n]\n`;
    const at = text.split('\n').indexOf('  ],') + 1;
    expect(brief(splitChunks([text]))).toEqual([
      ['element', 0, 2, true], ['problem', at, 'json.array-closes-early', false], ['element', 1, at + 1, true], ['element', 2, at + 2, true],
    ]);
  });
});

/** The lines of a JSON.stringify'd value with no indentation at all, as Python's json.dumps(indent=0) writes it. */
const unindentedLines = (v: unknown) => JSON.stringify(v, null, 1).split('\n').map((l) => l.replace(/^ +/, ''));
const handsNamed = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ ...HANDS[i % HANDS.length]!, hand_id: `${prefix}${i}` }));

// split27: with no indentation a list's objects start their lines where the hands start, so that layout proves
// nothing; a list is read by its brackets and read again as a stray (as before) only where the text shows itself broken.
describe('broken lists with no indentation: read again as a stray only where the text is broken, in any chunks', () => {
  const both = (text: string) => {
    const whole = brief(splitChunks([text]));
    expect(brief(splitChunks(chunks(text, { size: 1 })))).toEqual(whole);
    expect(brief(splitChunks(chunks(text, { size: 7 })))).toEqual(whole);
    return whole;
  };

  it('a `[` line put before a hand (the list of hands then ends with the list\'s `]`): the `[` skipped, every hand read, bare or in the wrapper with a member after the hands', () => {
    for (const doc of ['bare', 'wrapper', 'wrapper-member'] as const) {
      const hands = handsNamed('U-', 3);
      const lines = unindentedLines(doc === 'bare' ? hands : doc === 'wrapper' ? { hands } : { hands, count: 3 });
      const at = lines.indexOf('"hand_id": "U-1",') - 1; // U-1's `{`
      lines.splice(at, 0, '[');
      const first = lines.indexOf('"hand_id": "U-0",');
      // The `[` is on line at + 1: said skipped up to U-1's `{` on the next; U-2 where its own `{` is.
      expect(both(lines.join('\n') + '\n')).toEqual([
        ['element', 0, first, true], ['problem', at + 1, 'json.skipped', false], ['element', 1, at + 2, true],
        ['element', 2, lines.indexOf('"hand_id": "U-2",'), true],
      ]);
    }
  });

  it('a `[` put at the start of a hand\'s line, one hand a line: that hand refused, the hands after it read', () => {
    const lines = ['[', ...handsNamed('L-', 4).map((h, i) => JSON.stringify(h) + (i < 3 ? ',' : '')), ']'];
    lines[2] = '[' + lines[2];
    expect(both(lines.join('\n') + '\n')).toEqual([
      ['element', 0, 2, true], ['problem', 3, 'json.not-hand-start', true], ['element', 2, 4, true], ['element', 3, 5, true],
    ]);
  });

  it('a list of hands among the hands that lost its `]` (the list of hands\' own `]` closes it): its `[` skipped, its hands and the one after read', () => {
    const lines = unindentedLines([handsNamed('M-', 1)[0], handsNamed('N-', 2), { ...HANDS[2]!, hand_id: 'M-1' }]);
    const close = lines.findIndex((l, k) => l === '],' && lines[k - 1] === '}'); // the inner list's `],`
    lines[close] = ',';
    const open = lines.indexOf('"hand_id": "N-0",') - 2; // the inner list's `[`
    expect(lines[open]).toBe('[');
    expect(both(lines.join('\n') + '\n')).toEqual([
      ['element', 0, 2, true], ['problem', open + 1, 'json.skipped', false], ['element', 1, open + 2, true],
      ['element', 2, lines.indexOf('"hand_id": "N-1",'), true], ['element', 3, lines.indexOf('"hand_id": "M-1",'), true],
    ]);
  });

  it('the same lists whole: each one element, its hands not read as the log\'s', () => {
    const lines = unindentedLines([handsNamed('M-', 1)[0], handsNamed('N-', 2), { ...HANDS[2]!, hand_id: 'M-1' }]);
    const open = lines.indexOf('"hand_id": "N-0",') - 2;
    expect(both(lines.join('\n') + '\n')).toEqual([
      ['element', 0, 2, true], ['element', 1, open + 1, true], ['element', 2, lines.indexOf('"hand_id": "M-1",'), true],
    ]);
  });
});
