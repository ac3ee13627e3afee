import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, veedor } from './run-cli.js';

// hostile17: a hand id given on the command line was echoed whole into the error ("hand LLLL… is not in FILE"): a
// pasted 100,000-character id made a 100 KB line. No log can hold it (hand_id is at most 200 characters: the
// format's schema), so it is refused at once, quoted clipped, in one line.
const LOG = join(ROOT, 'fixtures', 'demo', 'pot-luck-lima.ndjson');

describe('replay of a hand id longer than the format admits', () => {
  it('refused in one short line, exit 2, in both languages; 200 characters is still looked for', () => {
    const long = 'L'.repeat(100_000);
    const en = veedor(['replay', LOG, long, '--lang', 'en']);
    expect(en.code).toBe(2);
    expect(en.stdout).toBe('');
    expect(en.stderr).toBe(`veedor: '${'L'.repeat(60)}…' (100000 characters) cannot be a hand_id: the format admits at most 200\n`);
    const es = veedor(['replay', LOG, long, '--lang', 'es']);
    expect(es.code).toBe(2);
    expect(es.stderr).toBe(`veedor: «${'L'.repeat(60)}…» (100000 caracteres) no puede ser un hand_id: el formato admite hasta 200\n`);
    const edge = veedor(['replay', LOG, 'M'.repeat(200), '--lang', 'en']);
    expect(edge.code).toBe(2);
    expect(edge.stderr).toMatch(/^veedor: hand M{200} is not in .*pot-luck-lima\.ndjson \(42 hand records read\)/);
  });
});
