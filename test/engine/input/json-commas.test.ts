// Commas JSON does not allow between the hands (a trailing comma, two commas in a row): the splitter reads the hands
// element by element, so it must say so itself (JSON.parse never sees those commas). The hands are read and the file
// gets one note per kind, on the comma's line, however the text is chunked. Inside a hand JSON.parse judges.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';
import { splitChunks } from '../../helpers/json-split.js';

const HANDS = JSON.parse(readFileSync(new URL('../../../fixtures/pe-pot-luck-black-jack/clean-examples.json', import.meta.url), 'utf8')) as Record<string, any>[];
const h = (i: number, id: string) => JSON.stringify({ ...HANDS[i]!, hand_id: id });

async function run(text: string) {
  const [p] = writeFiles({ 'log.json': text });
  const r = await audit([p!]);
  return {
    counts: [r.summary.hands, r.summary.audited, r.summary.rejected],
    input: r.findings.filter((f) => f.category === 'input').map((f) => ({ rule: f.rule, severity: f.severity, line: f.source.line, en: f.message.en, es: f.message.es })),
  };
}

const TRAILING = { en: 'a comma with nothing after it before the list or object closes, which JSON does not allow: the hands around it are read', es: 'una coma sin nada tras ella antes de cerrarse la lista o el objeto, que JSON no admite: se leen las manos de alrededor' };
const EMPTY = { en: 'two commas with nothing between them (or a comma right after the opening bracket), which JSON does not allow: no hand is there, the hands around it are read', es: 'dos comas sin nada entre ellas (o una coma justo tras el corchete de apertura), que JSON no admite: ahí no hay mano, se leen las de alrededor' };

describe('commas JSON does not allow between the hands', () => {
  it('a trailing comma after the last hand: both hands audited, one note on the comma\'s line, in both languages', async () => {
    const r = await run(`[\n${h(0, 'A')},\n${h(1, 'B')},\n]\n`);
    expect(r.counts).toEqual([2, 2, 0]);
    expect(r.input).toEqual([{ rule: 'input-file', severity: 'warning', line: 3, en: expect.stringContaining(TRAILING.en), es: expect.stringContaining(TRAILING.es) }]);
  });

  it('the { "hands": [...] } wrapper with a comma after the list too: said once', async () => {
    const r = await run(`{"hands": [\n${h(0, 'A')},\n],\n}\n`);
    expect(r.counts).toEqual([1, 1, 0]);
    expect(r.input.map((f) => [f.line, f.en])).toEqual([[2, expect.stringContaining(TRAILING.en)]]);
  });

  it('two commas in a row, and a comma right after [: no hand there, the others read', async () => {
    const r = await run(`[\n${h(0, 'A')},\n,\n${h(1, 'B')}\n]\n`);
    expect(r.counts).toEqual([2, 2, 0]);
    expect(r.input.map((f) => [f.line, f.en])).toEqual([[3, expect.stringContaining(EMPTY.en)]]);
    const first = await run(`[,\n${h(0, 'A')}\n]\n`);
    expect(first.counts).toEqual([1, 1, 0]);
    expect(first.input.map((f) => [f.line, f.en])).toEqual([[1, expect.stringContaining(EMPTY.en)]]);
  });

  it('a trailing comma inside a hand is that hand\'s own JSON error: the hand rejected with its line, no file note', async () => {
    const r = await run(`[\n${h(0, 'A').replace(/\}$/, ',}')},\n${h(1, 'B')}\n]\n`);
    expect(r.counts).toEqual([2, 1, 1]);
    expect(r.input.map((f) => [f.rule, f.line])).toEqual([['input-unreadable', 2]]);
    expect(r.input[0]!.en).toContain('hand is not valid JSON');
  });

  it('valid JSON draws no comma note', async () => {
    const r = await run(`[\n${h(0, 'A')},\n${h(1, 'B')}\n]\n`);
    expect(r.input).toEqual([]);
  });

  it('the same items however the text is chunked', () => {
    const text = `{"hands": [\n${h(0, 'A')},\n,\n${h(1, 'B')},\n],\n}\n`;
    const whole = splitChunks([text]);
    for (const size of [1, 2, 7, 64]) {
      const chunks: string[] = [];
      for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
      expect(splitChunks(chunks)).toEqual(whole);
    }
    expect(whole.filter((x) => x.kind === 'problem').map((x) => [x.line, (x as { reason: { code: string } }).reason.code])).toEqual([[3, 'json.empty-element'], [4, 'json.trailing-comma']]);
  });

  // A comma missing between two hands was read without a word (issue found by the hostile corpus review): the
  // splitter starts the next hand at its brace whatever came before it.
  const MISSING = { en: 'a hand starts right after the one before it with no comma between them, which JSON does not allow: both are read', es: 'una mano empieza justo tras la anterior sin una coma entre ambas, que JSON no admite: se leen las dos' };

  it('no comma between two hands, on one line or on two, in an array or the hands wrapper: all read, one note on the second hand\'s line', async () => {
    const sameLine = await run(`[\n${h(0, 'A')} ${h(1, 'B')},\n${h(2, 'C')}\n]\n`);
    expect(sameLine.counts).toEqual([3, 3, 0]);
    expect(sameLine.input).toEqual([{ rule: 'input-file', severity: 'warning', line: 2, en: expect.stringContaining(MISSING.en), es: expect.stringContaining(MISSING.es) }]);
    const lines = await run(`{"hands": [\n${h(0, 'A')}\n${h(1, 'B')}\n${h(2, 'C')}\n]}\n`);
    expect(lines.counts).toEqual([3, 3, 0]);
    expect(lines.input.map((f) => [f.line, f.en.endsWith(MISSING.en)])).toEqual([[3, true]]);
  });

  it('commas everywhere JSON wants them: no note', async () => {
    const r = await run(`[\n${h(0, 'A')},\n${h(1, 'B')}\n]\n`);
    expect([r.counts, r.input]).toEqual([[2, 2, 0], []]);
  });
});
