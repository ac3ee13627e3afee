// Blank space is not a hand log, and not an empty file either: each is said as what it is. The reader looks at
// the first 64 KiB of a file to tell binary and empty files; blank space that long is no proof of an empty file
// (hands after it were dropped with «the file is empty»), and a file of blank space longer than that was read
// as zero hands without a word.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';

const HAND = JSON.parse(readFileSync(new URL('../../../fixtures/pe-pot-luck-black-jack/clean-examples.json', import.meta.url), 'utf8'))[0] as Record<string, unknown>;
const ONE = JSON.stringify(HAND);
const PAD = ' '.repeat(70_000) + '\n';

async function run(name: string, text: string) {
  const [p] = writeFiles({ [name]: text });
  const r = await audit([p!]);
  return {
    counts: [r.summary.hands, r.summary.audited, r.summary.rejected],
    input: r.findings.filter((f) => f.category === 'input').map((f) => ({ rule: f.rule, en: f.message.en, es: f.message.es })),
  };
}

const BLANK = {
  en: 'the file holds only blank space (spaces, tabs, line ends): no hands',
  es: 'el archivo solo contiene espacio en blanco (espacios, tabuladores, saltos de línea): ninguna mano',
};

describe('blank files and blank heads', () => {
  it('a hand after 70,000 characters of blank space is read (NDJSON and JSON), with no note', async () => {
    for (const [name, text] of [['log.ndjson', `${PAD}${ONE}\n`], ['log.json', `${PAD}[${ONE}]\n`]] as const) {
      const r = await run(name, text);
      expect(r.counts, name).toEqual([1, 1, 0]);
      expect(r.input, name).toEqual([]);
    }
  });

  it('a small file of blank space: said as blank space, in both languages, for each format', async () => {
    for (const name of ['log.ndjson', 'log.json', 'log.csv']) {
      const r = await run(name, ' \n\t\r\n  ');
      expect(r.counts, name).toEqual([0, 0, 0]);
      expect(r.input, name).toEqual([{ rule: 'input-file', en: expect.stringContaining(BLANK.en), es: expect.stringContaining(BLANK.es) }]);
    }
  });

  it('blank space past the head (70,000 characters): still said, never a quiet zero hands', async () => {
    for (const name of ['log.ndjson', 'log.json']) {
      const r = await run(name, PAD.repeat(2));
      expect(r.counts, name).toEqual([0, 0, 0]);
      expect(r.input.map((f) => f.en), name).toEqual([expect.stringContaining(BLANK.en)]);
    }
    const csv = await run('log.csv', '\n'.repeat(70_000));
    expect(csv.input.map((f) => f.en)).toEqual([expect.stringContaining('the first line, where the CSV header goes, is blank: no hand can be read (the header must be line 1)')]);
  });

  it('a file of no bytes is empty, not blank', async () => {
    for (const name of ['log.ndjson', 'log.json', 'log.csv']) {
      const r = await run(name, '');
      expect(r.input.map((f) => f.en), name).toEqual([expect.stringContaining('the file is empty: no hands')]);
    }
  });
});
