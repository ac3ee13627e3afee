import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * One language, all the way (issue 21): every log of the bad-input corpus and the demo logs through
 * the built CLI's `audit` (text and JSON) and `validate`, in Spanish and in English; no line may carry
 * a word of the other language. What the other language may rightly show is taken out first: file
 * paths, hand ids and other log-supplied values (quoted), Node's own JSON parser text (quoted after
 * "JSON válido (" / "no es JSON válido:"), and the hand-log format's own field names.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli', 'veedor.js');
const BAD = join(ROOT, 'fixtures', 'bad-input');
const DEMO = join(ROOT, 'fixtures', 'demo');

const ENGLISH = [/\bthe\b/i, /\bis not\b/i, /\bfile\b/i, /\bhands?\b/i, /\bmust\b/i, /\bcannot\b/i, /\bnot read\b/i, /\bwritten\b/i, /\bmissing\b/i, /\bno such\b/i];
const SPANISH = [/\bmanos?\b/i, /\bno es\b/i, /\barchivo\b/i, /\bdebe\b/i, /\bhallazgos?\b/i, /\bleídas?\b/i, /\brechazadas?\b/i, /\bfalta\b/i, /\bcarta\b/i];

function corpusCases(): { name: string; args: string[] }[] {
  const out: { name: string; args: string[] }[] = [];
  for (const f of readdirSync(BAD).filter((x) => x.endsWith('.expected.json')).sort()) {
    const name = f.replace(/\.expected\.json$/, '');
    const e = JSON.parse(readFileSync(join(BAD, f), 'utf8')) as { files?: string[]; tables?: string; generate?: string; cli?: { args: string[] } };
    if (e.generate) continue;
    const files = e.files ? e.files.map((x) => join(BAD, x))
      : readdirSync(BAD).filter((x) => x.startsWith(name + '.') && !x.endsWith('.expected.json') && !x.endsWith('.tables.json')).map((x) => join(BAD, x));
    const tables = e.cli ? e.cli.args[e.cli.args.indexOf('--tables') + 1] : e.tables;
    out.push({ name, args: [...files, ...(tables ? ['--tables', join(BAD, tables)] : [])] });
  }
  out.push({ name: 'demo', args: readdirSync(DEMO).filter((n) => n.endsWith('.ndjson')).sort().map((n) => join(DEMO, n)) });
  out.push({ name: 'engine-rejections', args: [hostileHands()] });
  return out;
}

// Hands each engine cannot follow (well formed, so they pass the format and reach the replay): the
// first hand of every example log with one more event that family refuses.
const SCRATCH = mkdtempSync(join(tmpdir(), 'veedor-one-language-'));
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));
const EXTRA_EVENTS = [
  { type: 'deal', to: 'seat:9', card: 'Ah' },
  { type: 'decision', seat: 9, hand: 1, action: 'hit' },
  { type: 'payout', seat: 1, spot: 'bonus', amount: 1 },
  { type: 'rng', value: 3 },
  { type: 'reveal', to: 'dealer', card: '2c' },
];
function hostileHands(): string {
  const examples = join(ROOT, 'fixtures', 'examples');
  const lines: string[] = [];
  for (const f of readdirSync(examples).filter((n) => n.endsWith('.ndjson')).sort()) {
    const hand = JSON.parse(readFileSync(join(examples, f), 'utf8').split('\n')[0]!) as { hand_id: string; events: unknown[] };
    EXTRA_EVENTS.forEach((x, i) => lines.push(JSON.stringify({ ...hand, hand_id: `${hand.hand_id}-X${i}`, events: [...hand.events, x] })));
  }
  const path = join(SCRATCH, 'engine-rejections.ndjson');
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
}

/** A line with what either language may show taken out. */
function wordsOnly(line: string): string {
  return line
    .replaceAll(ROOT, '')
    .replaceAll(SCRATCH, ' ')
    .replace(/\S*fixtures\/\S*/g, ' ')
    .replace(/(JSON válido \(|JSON válido: |valid JSON \(|valid JSON: ).*$/, ' ')
    .replace(/"[^"]*"|«[^»]*»|\[[^\]]*\]/g, ' ')
    .replace(/\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\b/g, ' ')
    .replace(/\b(hand_id|hand-log|table_id|dealer_id)\b/g, ' ');
}

function leaks(text: string, words: RegExp[]): string[] {
  return text.split('\n').filter((l) => words.some((w) => w.test(wordsOnly(l))));
}

function run(args: string[], env: Record<string, string> = {}): string {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
  return r.stdout + r.stderr;
}

function messagesOfJson(out: string): string {
  const start = out.indexOf('{');
  // A run that could not start (a tables file that is not JSON) writes its one line, and no JSON.
  if (start < 0) return out;
  const j = JSON.parse(out.slice(start, out.lastIndexOf('}') + 1)) as { findings: { message: string }[] };
  return j.findings.map((f) => f.message).join('\n');
}

describe('one language per report over the bad-input corpus and the demo logs', () => {
  const cases = corpusCases();

  it('the engines\' rejections reach the report (the corpus holds them)', () => {
    const j = JSON.parse(run(['audit', hostileHands(), '--format', 'json', '--lang', 'es'])) as { findings: { rule: string; message: string }[] };
    const rejected = j.findings.filter((f) => f.rule === 'input-not-replayable');
    expect(rejected.length).toBeGreaterThanOrEqual(20);
    expect(rejected[0]!.message).toMatch(/: una carta al asiento 9, que no tiene apuesta$/);
  });
  it('Spanish: no English word in audit (text, JSON messages) or validate', () => {
    const found: string[] = [];
    for (const c of cases) {
      found.push(...leaks(run(['audit', ...c.args, '--lang', 'es', '--no-color']), ENGLISH).map((l) => `${c.name} audit: ${l}`));
      found.push(...leaks(messagesOfJson(run(['audit', ...c.args, '--format', 'json'], { VEEDOR_LANG: 'es' })), ENGLISH).map((l) => `${c.name} json: ${l}`));
      found.push(...leaks(run(['validate', ...c.args, '--lang', 'es']), ENGLISH).map((l) => `${c.name} validate: ${l}`));
    }
    expect(found).toEqual([]);
  }, 600_000);

  it('the summary counts findings by category in the report\'s words', () => {
    const log = join(DEMO, readdirSync(DEMO).filter((n) => n.endsWith('.ndjson')).sort()[0]!);
    const es = run(['audit', log, '--lang', 'es', '--no-color']).split('\n').find((l) => l.startsWith('  Hallazgos: '));
    const en = run(['audit', log, '--lang', 'en', '--no-color']).split('\n').find((l) => l.startsWith('  Findings: '));
    expect(es).toMatch(/^ {2}Hallazgos: \d+ \(pagos \d+, procedimiento \d+, integridad \d+, registro \d+\)$/);
    expect(en).toMatch(/^ {2}Findings: \d+ \(payout \d+, procedure \d+, integrity \d+, input \d+\)$/);
    expect(es!.match(/\d+/g)).toEqual(en!.match(/\d+/g));
  });

  it('English (VEEDOR_LANG=en and --lang en): no Spanish word', () => {
    const found: string[] = [];
    for (const c of cases) {
      found.push(...leaks(run(['audit', ...c.args, '--no-color'], { VEEDOR_LANG: 'en' }), SPANISH).map((l) => `${c.name} audit: ${l}`));
      found.push(...leaks(run(['validate', ...c.args, '--lang', 'en']), SPANISH).map((l) => `${c.name} validate: ${l}`));
    }
    expect(found).toEqual([]);
  }, 600_000);

  it('the flag wins over VEEDOR_LANG, and a wrong VEEDOR_LANG is one line', () => {
    const empty = join(BAD, 'empty.ndjson');
    expect(run(['validate', empty, '--lang', 'en'], { VEEDOR_LANG: 'es' })).toContain('0 hands read, 0 valid, 0 rejected');
    expect(run(['validate', empty], { VEEDOR_LANG: 'es' })).toContain('0 manos leídas, 0 válidas, 0 rechazadas');
    expect(run(['validate', empty], { VEEDOR_LANG: 'fr' })).toBe('veedor: VEEDOR_LANG debe ser es o en, no "fr"\n');
    expect(run(['audit', join(ROOT, 'no-such.ndjson')], { VEEDOR_LANG: 'es' })).toBe(`veedor: no existe el archivo: ${join(ROOT, 'no-such.ndjson')}\n`);
  });
});
