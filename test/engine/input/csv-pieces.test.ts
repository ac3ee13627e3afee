// A CSV log's chunks are tokenized a piece at a time (csv-rows.ts `piece`, 64 K characters in the audit)
// so that a chunk's rows never live all at once; the rows must be exactly those of the whole chunks:
// on every CSV fixture (broken quotes, a quoted cell running on, CRLF, a delimiter changed, a BOM), on
// random texts of quotes, delimiters and line ends, and where a quoted cell's span passes
// MAX_QUOTED_SPAN (decided at the input's own chunk ends, as before).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_QUOTED_SPAN, csvRows } from '../../../engine/input/csv-rows.js';
import type { CsvRow } from '../../../engine/input/csv-rows.js';

async function rows(chunks: string[], piece?: number): Promise<CsvRow[]> {
  const out: CsvRow[] = [];
  async function* input() {
    yield* chunks;
  }
  for await (const batch of csvRows(input(), { delimiter: ',' }, piece)) for (const r of batch) out.push(r);
  return out;
}

/** The text cut into chunks of `size` characters. */
function cut(text: string, size: number): string[] {
  const out: string[] = [];
  for (let at = 0; at < text.length; at += size) out.push(text.slice(at, at + size));
  return out;
}

const dir = new URL('../../../fixtures/bad-input/', import.meta.url);
const csvFixtures = readdirSync(dir).filter((f) => /\.(csv|tsv)$/.test(f));

describe('CSV tokenized in pieces of a chunk', () => {
  it('gives the same rows on every CSV fixture, at chunk and piece sizes from 1 character', async () => {
    expect(csvFixtures.length).toBeGreaterThan(10);
    for (const f of csvFixtures) {
      const text = readFileSync(new URL(f, dir), 'utf8');
      for (const size of [7, 64, 1 << 20]) {
        const whole = await rows(cut(text, size));
        for (const piece of [1, 3, 16]) expect(await rows(cut(text, size), piece), `${f}: chunks ${size}, pieces ${piece}`).toEqual(whole);
      }
    }
  });

  it('gives the same rows on random texts of quotes, delimiters and line ends', async () => {
    let seed = 8;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x80000000;
    };
    const atoms = ['"', '""', ',', ';', '\n', '\r\n', '\r', 'a', 'hand_id', 'type', ' ', 'é'];
    for (let c = 0; c < 400; c++) {
      let text = 'hand_id,type,amount\n';
      for (let i = Math.floor(rnd() * 80); i > 0; i--) text += atoms[Math.floor(rnd() * atoms.length)];
      const chunks = cut(text, 1 + Math.floor(rnd() * 30));
      expect(await rows(chunks, 1 + Math.floor(rnd() * 7))).toEqual(await rows(chunks));
    }
  });

  it('a quoted cell spanning more than MAX_QUOTED_SPAN is judged at the whole chunks\' ends, as before', async () => {
    // The quote opens on row 2 and closes well 1.2 M characters later, inside the second 1 MB chunk: at
    // the first chunk's end the span was still under the limit, so the cell is data (checked at every
    // 64 K piece it would have passed the limit first and been taken as a stray quote).
    const filler = 'x,y,1\n'.repeat(Math.ceil((MAX_QUOTED_SPAN * 1.2) / 6));
    const text = 'hand_id,type,amount\nh1,"bet\n' + filler + 'end",5\nh2,bet,9\n';
    const chunks = cut(text, 1 << 20);
    const whole = await rows(chunks);
    expect(await rows(chunks, 1 << 16)).toEqual(whole);
    expect(whole.length).toBe(3);
    expect(whole[1]).toEqual(['h1', 'bet\n' + filler + 'end', '5']);
    // Past the limit at a chunk's end, the quote is a stray one, in pieces as in whole chunks.
    const longer = 'hand_id,type,amount\nh1,"bet\n' + filler + filler + 'end",5\nh2,bet,9\n';
    const broken = await rows(cut(longer, 1 << 20));
    expect(await rows(cut(longer, 1 << 20), 1 << 16)).toEqual(broken);
    expect(broken[1]).toMatchObject({ cells: ['h1', 'bet'], problem: { code: 'csv.quote-runs-on' } });
    expect(broken[2]).toEqual(['x', 'y', '1']);
  });
});
