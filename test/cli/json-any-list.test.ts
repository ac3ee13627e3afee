// split25: `veedor audit` of a JSON list that holds values other than hands, over several lines (fixtures/bad-input:
// json-mixed-list-pretty, json-mixed-list-wrapped, json-missing-brace-before-list). Every element is one record, as on
// one line; each value that is no hand is refused with the line it starts on and the reason NDJSON gives it, in
// Spanish and English. Before: 6, 1 and 3 records for 11, 11 and 4 elements.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, STACK, veedor } from './run-cli.js';
import { tempDir, writeFiles } from '../helpers/audit-files.js';

const DIR = join(ROOT, 'fixtures', 'bad-input');

interface Doc {
  summary: { hands: number; audited: number; rejected: number };
  inputs: { hands: number; rejected: number }[];
  findings: { category: string; rule: string; hand_id: string | null; message: string; source: { line: number; index: number } }[];
}

function audit(path: string, lang: 'es' | 'en'): Doc {
  const r = veedor(['audit', path, '--format', 'json', '--lang', lang]);
  expect(r.stderr).not.toMatch(STACK);
  expect(r.code).toBe(1);
  return JSON.parse(r.stdout) as Doc;
}

/** Each input finding: rule, line, index, and its message after the file and line it names. */
function rejections(doc: Doc): [string, number, number, string][] {
  return doc.findings.filter((f) => f.category === 'input').map((f) => [f.rule, f.source.line, f.source.index, f.message.replace(/^[^(]*\([^)]*\)/, '')]);
}

const NOT_OBJECT = { en: ': record is not a JSON object (a hand)', es: ': el registro no es un objeto JSON (una mano)' };
/** A list holding `hands` hands among its `n` values (hostile30: said as a list of hands, none read). */
const LIST_OF_HANDS = (n: number, hands: number) => ({
  en: `${NOT_OBJECT.en} but a list of ${n} values, ${hands} with a hand_id: none of them read; a log holds each hand as its own record (in NDJSON, one a line)`,
  es: `${NOT_OBJECT.es} sino una lista de ${n} valores, ${hands} con hand_id: no se leyó ninguno; un registro de manos lleva cada mano como un registro propio (en NDJSON, una por línea)`,
});
const NO_HAND_ID = { en: ': required field hand_id is missing', es: ': falta el campo obligatorio hand_id' };
const SCHEMA = { en: 'Record does not match the format', es: 'Registro fuera de formato' };

/** The eight refusals of the mixed list whose [1,[2,3]] starts on line `at`: the scalars one a line after its 7 lines. */
function mixedRefusals(at: number, lang: 'es' | 'en'): [string, number, number, string][] {
  const lines = [at, at + 7, at + 8, at + 9, at + 10, at + 11, at + 12, at + 184];
  // Indexes 1-7 ([1,[2,3]], 5, "x", null, true, {}, []) and 9 (the list of strings); {} lacks hand_id.
  return lines.map((line, k) => ['input-schema', line, k === 7 ? 9 : k + 1, k === 5 ? NO_HAND_ID[lang] : NOT_OBJECT[lang]]);
}

describe('veedor audit: a JSON list of hands and other values, over many lines', () => {
  for (const lang of ['es', 'en'] as const) {
    it(`pretty-printed (indent 2) and wrapped (tabs): 11 records, 3 audited, each other value refused on its line (${lang})`, () => {
      for (const [file, at] of [['json-mixed-list-pretty.json', 155], ['json-mixed-list-wrapped.json', 157]] as const) {
        const doc = audit(join(DIR, file), lang);
        expect([doc.summary.hands, doc.summary.audited, doc.summary.rejected]).toEqual([11, 3, 8]);
        expect([doc.inputs[0]!.hands, doc.inputs[0]!.rejected]).toEqual([11, 8]);
        expect(rejections(doc)).toEqual(mixedRefusals(at, lang));
        for (const f of doc.findings.filter((x) => x.category === 'input')) expect(f.message.startsWith(SCHEMA[lang])).toBe(true);
        expect(doc.findings.filter((f) => f.category !== 'input')).toEqual([]); // the three hands are clean
      }
    });

    it(`the same list on one line, and its values as NDJSON lines: the same rule and reason for each (${lang})`, () => {
      const list = JSON.parse(readFileSync(join(DIR, 'json-mixed-list-pretty.json'), 'utf8')) as unknown[];
      const [compact, ndjson] = writeFiles({ 'one-line.json': JSON.stringify(list) + '\n', 'lines.ndjson': list.map((v) => JSON.stringify(v)).join('\n') + '\n' });
      const pretty = rejections(audit(join(DIR, 'json-mixed-list-pretty.json'), lang)).map(([rule, , index, reason]) => [rule, index, reason]);
      expect(rejections(audit(compact!, lang)).map(([rule, line, index, reason]) => [rule, line, index, reason])).toEqual(pretty.map(([rule, index, reason]) => [rule, 1, index, reason]));
      expect(rejections(audit(ndjson!, lang)).map(([rule, line, index, reason]) => [rule, index, reason, line])).toEqual(pretty.map(([rule, index, reason]) => [rule, index, reason, (index as number) + 1]));
    });

    it(`a hand missing its closing brace before a list over several lines: the hand refused, the list refused on its own line, the hands around audited (${lang})`, () => {
      const doc = audit(join(DIR, 'json-missing-brace-before-list.json'), lang);
      expect([doc.summary.hands, doc.summary.audited, doc.summary.rejected]).toEqual([4, 2, 2]);
      const [hand, list] = rejections(doc);
      expect(hand!.slice(0, 3)).toEqual(['input-unreadable', 155, 1]);
      expect(hand![3]).toMatch(lang === 'en' ? /^: hand is not valid JSON \(/ : /^: la mano no es JSON válido \(/);
      expect(list).toEqual(['input-schema', 326, 2, NOT_OBJECT[lang]]);
      expect(doc.findings.filter((f) => f.category !== 'input')).toEqual([]);
    });
  }

  // A value over the record limit ended by a comma was given with its last chunk's text alone (what was held of it
  // had been dropped): refused as JSON that does not parse, the limit unsaid. It is refused as a hand that long is.
  it('a string element over the record limit (VEEDOR_MAX_RECORD_MB=1), on one line or its own: refused with its line, unheld; the hand after it audited', () => {
    const dir = tempDir();
    const hand = JSON.parse(readFileSync(join(ROOT, 'fixtures', 'pe-pot-luck-black-jack', 'clean-examples.json'), 'utf8'))[0] as Record<string, unknown>;
    const big = JSON.stringify('x'.repeat(3 << 20));
    writeFileSync(join(dir, 'one-line.json'), `[${big},${JSON.stringify(hand)}]\n`);
    writeFileSync(join(dir, 'pretty.json'), `[\n  ${JSON.stringify(hand)},\n  ${big},\n  ${JSON.stringify({ ...hand, hand_id: 'after' })}\n]\n`);
    for (const [file, counts, line, index] of [['one-line.json', [2, 1, 1], 1, 0], ['pretty.json', [3, 2, 1], 3, 1]] as const) {
      const r = veedor(['audit', file, '--format', 'json', '--lang', 'en'], { cwd: dir, env: { VEEDOR_MAX_RECORD_MB: '1' } });
      expect(r.stderr).toBe('');
      const doc = JSON.parse(r.stdout) as Doc;
      expect([doc.summary.hands, doc.summary.audited, doc.summary.rejected]).toEqual(counts);
      expect(rejections(doc)).toEqual([['input-unreadable', line, index, ': the hand is longer than 1 MB, the most a record may hold: not read']]);
    }
  }, 60_000);
});

// split27: lists of hands among the hands written with no indentation at all (Python's json.dumps(indent=0), every
// line at column 0; fixtures/bad-input json-indent0-lists-of-hands, and json-indent0-lists-wrapped with separators
// (',', ':')): the lists' objects start their lines where the hands start. Before: 7 records for 5 (the hands inside
// the lists audited as the log's, four notes of text skipped) and 3 (the two lists and the hand after them neither
// audited nor rejected).
describe('veedor audit: lists of hands among the hands, written with no indentation (indent=0)', () => {
  for (const lang of ['es', 'en'] as const) {
    it(`each list one record refused on the line of its \`[\`, the three hands audited; as at indent 2 and on one line (${lang})`, () => {
      for (const [file, lines] of [['json-indent0-lists-of-hands.json', [155, 720]], ['json-indent0-lists-wrapped.json', [157, 722]]] as const) {
        const doc = audit(join(DIR, file), lang);
        expect([doc.summary.hands, doc.summary.audited, doc.summary.rejected]).toEqual([5, 3, 2]);
        expect([doc.inputs[0]!.hands, doc.inputs[0]!.rejected]).toEqual([5, 2]);
        expect(rejections(doc)).toEqual([['input-schema', lines[0], 1, LIST_OF_HANDS(2, 2)[lang]], ['input-schema', lines[1], 3, LIST_OF_HANDS(2, 1)[lang]]]);
        expect(doc.findings.filter((f) => f.category !== 'input')).toEqual([]); // IZ-01, IZ-02, IZ-03 are clean
      }
      const list = JSON.parse(readFileSync(join(DIR, 'json-indent0-lists-of-hands.json'), 'utf8')) as unknown[];
      const [indented, compact] = writeFiles({ 'indent2.json': JSON.stringify(list, null, 2) + '\n', 'one-line.json': JSON.stringify(list) + '\n' });
      for (const path of [indented!, compact!]) {
        const doc = audit(path, lang);
        expect([doc.summary.hands, doc.summary.audited, doc.summary.rejected]).toEqual([5, 3, 2]);
        expect(rejections(doc).map(([rule, , index, reason]) => [rule, index, reason])).toEqual([['input-schema', 1, LIST_OF_HANDS(2, 2)[lang]], ['input-schema', 3, LIST_OF_HANDS(2, 1)[lang]]]);
      }
    });
  }
});
