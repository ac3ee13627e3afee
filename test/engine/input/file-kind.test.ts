// A file given as a log that is no text at all, said as what it is (engine/input/file-kind.ts): the zip a month of
// logs was mailed in, the Excel workbook a log was kept in, a Veedor store, a PDF report, a log compressed under a
// name without .gz. Each was "the file is binary (it contains NUL bytes)" (a PDF without NUL bytes in its head: "not a
// hand log ... give --input", exit 2), which told the inspector nothing was read but not what to do.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fileKind } from '../../../engine/input/file-kind.js';
import { writeFiles } from '../../helpers/audit-files.js';
import { DEMO, STACK, veedor } from '../../cli/run-cli.js';
import { join } from 'node:path';
import { MAPPINGS } from '../mapping/helpers.js';

const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

/** A zip's first local file header (PK 3 4, version, flags, method, time, date, CRC, sizes, name length) and its entry's name. */
function zipHead(name: string, data = 'x'): Buffer {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt32LE(data.length, 18);
  h.writeUInt32LE(data.length, 22);
  h.writeUInt16LE(name.length, 26);
  return Buffer.concat([h, Buffer.from(name, 'latin1'), Buffer.from(data, 'latin1')]);
}

/** A tar archive's first header (its entry's name, `ustar` at byte 257) and the entry's bytes. */
function tarHead(name: string, data: Buffer): Buffer {
  const h = Buffer.alloc(512);
  h.write(name, 0, 'latin1');
  h.write('ustar\u000000', 257, 'latin1');
  return Buffer.concat([h, data]);
}

const KINDS: [string, Buffer, string][] = [
  ['a tar of logs', tarHead('enero/PL-01.ndjson', Buffer.from('{"hand_id":"H-1"}\n')), 'tar'],
  ['a zip of logs', zipHead('enero/PL-01.ndjson', '{"hand_id":'), 'zip'],
  ['an Excel workbook', zipHead('[Content_Types].xml', '<?xml version="1.0"?>'), 'xlsx'],
  ['an Excel workbook whose first entry is its sheet', zipHead('xl/worksheets/sheet1.xml'), 'xlsx'],
  ['an OpenDocument spreadsheet', zipHead('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'), 'ods'],
  ['an Excel 97-2003 workbook', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]), 'xls'],
  ['a 7-Zip archive', bytes([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]), '7z'],
  ['a RAR archive', bytes('Rar!\x1a\x07\x01\x00'), 'rar'],
  ['xz data', bytes([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, 0x00, 0x04]), 'xz'],
  ['bzip2 data', bytes('BZh91AY&SY', [0x12, 0x00]), 'bzip2'],
  ['Zstandard data', bytes([0x28, 0xb5, 0x2f, 0xfd, 0x04, 0x00]), 'zstd'],
  ['gzip data', gzipSync('{"hand_id":"H-1"}\n'), 'gzip'],
  ['a SQLite database (a Veedor store)', bytes('SQLite format 3\x00', [0x10, 0x00]), 'sqlite'],
  ['a PDF report', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n'), 'pdf'],
];

describe('fileKind: what a file that is no log is, by its first bytes', () => {
  it.each(KINDS)('%s', (_what, head, kind) => {
    expect(fileKind(head)).toBe(kind);
  });

  it('a log of each format, and text that starts with the same letters as a magic number, is none of them', () => {
    const logs = [
      readFileSync(DEMO).subarray(0, 4096),
      Buffer.from('[\n  {"hand_id": "H-1"}\n]\n'),
      Buffer.from('hand_id,game,table_id\nH-1,blackjack,PL-01\n'),
      // CSV headers and ids that begin with the letters of a magic number, without its bytes.
      Buffer.from('PK,hand_id,game\n1,H-1,blackjack\n'),
      Buffer.from('BZh9,hand_id\n1,H-1\n'),
      Buffer.from('Rar,hand_id\n'),
      Buffer.from('SQLite format 3,hand_id\n'),
      Buffer.from('%PDF,hand_id\n'),
      Buffer.alloc(0),
    ];
    for (const head of logs) expect(fileKind(head), head.toString('latin1', 0, 20)).toBeUndefined();
  });
});

describe('audit, validate and map init of such a file: what it is and what to do, in both languages', () => {
  const demo = readFileSync(DEMO);
  const [zip, xlsx, store, pdf, gzUnnamed, gzNamed] = writeFiles({
    'enero.zip': Buffer.concat([zipHead('enero/pot-luck.ndjson'), demo]),
    'manos.xlsx': Buffer.concat([zipHead('[Content_Types].xml', '<?xml version="1.0"?>'), Buffer.alloc(200)]),
    'veedor.db': Buffer.concat([bytes('SQLite format 3\x00'), Buffer.alloc(4000)]),
    'informe.pdf': bytes('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
    'pot-luck.ndjson': gzipSync(demo),
    'pot-luck.ndjson.gz': gzipSync(demo),
    'enero.tar.gz': gzipSync(tarHead('enero/pot-luck.ndjson', demo)),
  });
  const tarGz = gzNamed!.replace(/pot-luck\.ndjson\.gz$/, 'enero.tar.gz');

  it('audit: one input-file finding naming the kind and the way out, nothing read, exit 1 (es and en)', () => {
    const cases: [string, string, string][] = [
      // A month's logs as a .tar.gz: decompressed by its name, then said as the tar it is.
      [tarGz, 'the file is not text but a tar archive: nothing read; extract the files it holds (tar -xf) and read those', 'el archivo no es texto sino un archivo tar: no se leyó nada; extraiga los archivos que contiene (tar -xf) y lea esos'],
      [zip!, 'the file is not text but a zip archive: nothing read; extract the files it holds and read those', 'el archivo no es texto sino un archivo zip: no se leyó nada; extraiga los archivos que contiene y lea esos'],
      [xlsx!, 'the file is not text but an Excel workbook (.xlsx): nothing read; save the sheet as CSV (UTF-8) and read that', 'el archivo no es texto sino un libro de Excel (.xlsx): no se leyó nada; guarde la hoja como CSV (UTF-8) y lea ese archivo'],
      [store!, 'the file is not text but a SQLite database: nothing read; a Veedor store is read with --db (veedor findings, summary, stats, replay)', 'el archivo no es texto sino una base de datos SQLite: no se leyó nada; un almacén de Veedor se lee con --db (veedor findings, summary, stats, replay)'],
      [pdf!, 'the file is not text but a PDF document: nothing read; a report is no log: read the JSON, NDJSON or CSV file the table system wrote', 'el archivo no es texto sino un documento PDF: no se leyó nada; un informe no es un registro: lea el archivo JSON, NDJSON o CSV que escribió el sistema de la mesa'],
      [gzUnnamed!, 'the file is gzip-compressed data under a name that does not end in .gz: nothing read; name it with .gz at the end (a compressed log is read by that name) or decompress it', 'el archivo son datos comprimidos con gzip bajo un nombre que no termina en .gz: no se leyó nada; póngale .gz al final del nombre (un registro comprimido se lee con ese nombre) o descomprímalo'],
    ];
    for (const [file, en, es] of cases) {
      for (const [lang, words] of [['en', en], ['es', es]] as const) {
        const r = veedor(['audit', file, '--format', 'json', '--lang', lang]);
        expect(r.code, `${file} ${lang}: ${r.stderr}`).toBe(1);
        const doc = JSON.parse(r.stdout);
        expect(doc.summary).toMatchObject({ hands: 0, audited: 0, rejected: 0, findings: 1 });
        expect(doc.inputs[0]).toMatchObject({ hands: 0, rejected: 0 });
        expect(doc.findings).toHaveLength(1);
        expect(doc.findings[0]).toMatchObject({ rule: 'input-file', category: 'input', hand_id: null });
        expect(doc.findings[0].message).toContain(words);
      }
    }
  });

  it('the same gzip bytes named .gz are read: every hand of the log', () => {
    const plain = JSON.parse(veedor(['audit', DEMO, '--format', 'json']).stdout);
    const r = veedor(['audit', gzNamed!, '--format', 'json']);
    expect(JSON.parse(r.stdout).summary.hands).toBe(plain.summary.hands);
    expect(plain.summary.hands).toBeGreaterThan(10);
  });

  it('validate says it on the file\'s line; map init refuses to draft a mapping from it', () => {
    const v = veedor(['validate', xlsx!, '--lang', 'en']);
    expect(v.code).toBe(1);
    expect(v.stdout + v.stderr).toContain('the file is not text but an Excel workbook (.xlsx): nothing read; save the sheet as CSV (UTF-8) and read that');
    const m = veedor(['map', 'init', xlsx!, '--lang', 'es']);
    expect(m.code).toBe(2);
    expect(m.stderr).toContain('el archivo no es texto sino un libro de Excel (.xlsx): no se leyó nada; guarde la hoja como CSV (UTF-8) y lea ese archivo');
  });

  it('audit --map of an export kept as an Excel workbook: the same words, nothing read', () => {
    const map = join(MAPPINGS, 'dragon-six-row-per-hand', 'casino.map.json');
    const r = veedor(['audit', '--map', map, xlsx!, '--format', 'json', '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toMatch(STACK);
    const doc = JSON.parse(r.stdout);
    expect(doc.summary.hands).toBe(0);
    expect(doc.findings.map((f: { rule: string; message: string }) => [f.rule, f.message.includes('the file is not text but an Excel workbook (.xlsx): nothing read; save the sheet as CSV (UTF-8) and read that')])).toEqual([['input-file', true]]);
  });
});
