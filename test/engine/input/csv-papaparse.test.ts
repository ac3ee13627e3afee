// Why the CSV reader tokenizes on its own (engine/input/csv-rows.ts) instead of with papaparse, the
// project's streaming CSV parser: three behaviours of papaparse 5.7 that would lose or hide records,
// each shown here next to what csv-rows.ts does with the same text. If papaparse ever changes on all
// three, this test fails and the choice should be made again.
import Papa from 'papaparse';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvTokenizer } from '../../../engine/input/csv-rows.js';
import { reasonText } from '../../../engine/core/reasons.js';

const ours = (text: string) => new CsvTokenizer({ delimiter: ',', fixed: true }).push(text).map((r) => (Array.isArray(r) ? r : { cells: r.cells, problem: reasonText(r.problem) }));
function oursAll(text: string) {
  const t = new CsvTokenizer({ delimiter: ',', fixed: true });
  // A broken row's problem as its English words.
  return [...t.push(text), ...t.end()].map((r) => (Array.isArray(r) ? r : { cells: r.cells, problem: reasonText(r.problem) }));
}
const papa = (text: string) => Papa.parse<string[]>(text, { delimiter: ',' });

describe('papaparse cannot be the tokenizer: the behaviours that rule it out', () => {
  it('1. a quote inside an unquoted cell is no error, and reads exactly like a well-quoted cell: the broken row cannot be told apart', () => {
    const broken = papa('a,b\n1,x"y\n');
    const good = papa('a,b\n1,"x""y"\n');
    expect(broken.errors).toEqual([]);
    expect(broken.data).toEqual(good.data);
    expect(broken.data[1]).toEqual(['1', 'x"y']);
    // Ours: the broken row is marked, with its line; the well-quoted one is not.
    expect(oursAll('a,b\n1,x"y\n')[1]).toEqual({ cells: ['1', 'x"y'], problem: 'a quote inside a cell on line 2 that does not start with one (such a cell must be quoted, its quotes doubled)' });
    expect(oursAll('a,b\n1,"x""y"\n')[1]).toEqual(['1', 'x"y']);
  });

  it('2. an unterminated quote: every later row is one cell, known only at the end of the file (streaming, the rest held and re-read chunk by chunk)', async () => {
    const text = 'a,b\n1,"xy\n' + Array.from({ length: 5 }, (_, i) => `${i + 2},z`).join('\n') + '\n';
    const rows: string[][] = [];
    const errors: string[] = [];
    await new Promise<void>((resolve) => Papa.parse<string[]>(Readable.from([text.slice(0, 8), text.slice(8, 20), text.slice(20)]), {
      delimiter: ',',
      chunk: (r) => { rows.push(...r.data); errors.push(...r.errors.map((e) => e.code)); },
      complete: () => resolve(),
    }));
    expect(rows).toEqual([['a', 'b'], ['1', 'xy\n2,z\n3,z\n4,z\n5,z\n6,z\n']]);
    expect(errors).toEqual(['MissingQuotes']);
    // Ours: that row broken, every later row read.
    const mine = oursAll(text);
    expect(mine[1]).toEqual({ cells: ['1', 'xy'], problem: 'a quote opened on line 2 is not closed (its cell would run on past the next lines): the row is not read' });
    expect(mine.slice(2, 7)).toEqual([['2', 'z'], ['3', 'z'], ['4', 'z'], ['5', 'z'], ['6', 'z']]);
  });

  it('3. a quote closed by text (a stray opening quote): the cell runs on to the next quote, swallowing the rows between', () => {
    const text = 'a,b\n1,"x"y,q\n2,z\n3,"w"\n4,v\n';
    const r = papa(text);
    expect(r.data.slice(1, 3)).toEqual([['1', 'x"y,q\n2,z\n3,"w'], ['4', 'v']]);
    expect(r.errors.map((e) => e.code)).toEqual(['InvalidQuotes', 'InvalidQuotes']);
    // Ours: row 1 broken, rows 2, 3 and 4 read.
    expect(ours(text).slice(1)).toEqual([
      { cells: ['1', 'xy', 'q'], problem: 'a quote in a cell on line 2 is not doubled (write "" inside a quoted cell)' },
      ['2', 'z'], ['3', 'w'], ['4', 'v'],
    ]);
  });
});
