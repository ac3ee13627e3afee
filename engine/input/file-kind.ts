import { isPreambleLine } from './record-text.js';

// What a file that is no log is, by its first bytes (its magic number): the archive a month of logs was shipped
// in, the spreadsheet a log was kept in, a store, a report. Such a file is refused whole either way; saying what
// it is tells the inspector what to do (extract the log, save the sheet as CSV, open the store with --db) where
// "binary" told him only that nothing was read.
export type FileKind = 'tar' | 'zip' | 'xlsx' | 'ods' | 'xls' | '7z' | 'rar' | 'xz' | 'bzip2' | 'zstd' | 'gzip' | 'sqlite' | 'pdf';

const startsWith = (head: Uint8Array, bytes: readonly number[]): boolean =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The kind of file `head` (a file's first bytes) starts as, or undefined: none of these (a log, or other bytes). */
export function fileKind(head: Uint8Array): FileKind | undefined {
  // A zip (its local file header `PK\3\4`, or the end record of an empty one); an Office Open XML workbook and an
  // OpenDocument spreadsheet are zips whose first entries name them.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    const names = Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, 4096)).toString('latin1');
    if (names.includes('application/vnd.oasis.opendocument.spreadsheet')) return 'ods';
    if (names.includes('[Content_Types].xml') || names.includes('xl/')) return 'xlsx';
    return 'zip';
  }
  // The compound file of Excel 97-2003 (and every old Office document).
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return '7z';
  if (startsWith(head, ascii('Rar!\x1a\x07'))) return 'rar';
  if (startsWith(head, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return 'xz';
  // `BZh`, the block size 1-9, then the first block's magic (π's digits): no text starts so.
  if (startsWith(head, ascii('BZh')) && head[3]! >= 0x31 && head[3]! <= 0x39 && startsWith(head.subarray(4), [0x31, 0x41, 0x59, 0x26, 0x53, 0x59])) return 'bzip2';
  if (startsWith(head, [0x28, 0xb5, 0x2f, 0xfd])) return 'zstd';
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(head, ascii('SQLite format 3\x00'))) return 'sqlite';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  // A tar archive (a `.tar.gz` is one once decompressed): POSIX and GNU tar write `ustar` at byte 257 of each header.
  if (startsWith(head.subarray(257), ascii('ustar'))) return 'tar';
  return undefined;
}

// What a text file given as a log is when it is one of Veedor's own documents (its findings, statistics, summary,
// replay, answer key, bundle) or a file read beside a log (a tables file, a mapping, the format's JSON schema). Read
// as a log, each was "required field hand_id is missing", or "CSV header lacks the column type", or a rejected record
// per line, which tells the inspector nothing of the mix-up; saying what it is tells him which file to give instead.
// Each is known by what Veedor writes first (its format key, its header), which no hand log's head holds.
export type DocumentKind =
  | 'findings-json' | 'findings-csv' | 'findings-ndjson' | 'stats-json' | 'stats-csv' | 'summary-json' | 'summary-csv'
  | 'replay-json' | 'answer-key' | 'bundle-manifest' | 'bundle-hands' | 'bundle-run-hands' | 'tables' | 'mapping' | 'json-schema';

/** A top-level member of the first JSON object: its key, and its value's text where it is short and whole in the head. */
interface Member {
  key: string;
  value?: string;
}

/** The longest value text kept of a member (a "tool" or "run" object is far shorter). */
const VALUE_CHARS = 4096;

/**
 * The kind of Veedor document `text` (a file's head, decoded, its byte-order mark removed) starts as, or undefined:
 * none (a hand log, or other text). A head that is cut off says only what it shows; a tables file longer than the
 * head is not known (its "hands" may follow, as a log's wrapper's would).
 */
export function documentKind(text: string): DocumentKind | undefined {
  const start = text.trimStart();
  if (start.startsWith('{')) return jsonKind(start);
  if (start.startsWith('[')) return undefined;
  return csvKind(start);
}

/**
 * What a file given as a tables file or a mapping is, where it is not one: one of the documents above, or a hand log
 * (a log given with --tables or --map in place of the file beside it, the arguments swapped). Asked only of a file
 * already refused, to say what it is rather than which JSON token or member it lacks.
 */
export function fileIsInstead(text: string): DocumentKind | 'hand-log' | RecordsKind | undefined {
  const start = text.replace(/^\ufeff/, '').trimStart();
  const kind = documentKind(start);
  if (kind) return kind;
  const keysOf = (json: string) => topMembers(json).members.map((m) => m.key);
  if (start.startsWith('{')) {
    const keys = keysOf(start);
    if (keys.includes('hand_id') || keys.includes('hands')) return 'hand-log';
    // One object a line, twice or more: a file of records (a casino system's NDJSON export), not one document.
    const lines = start.split(/\r\n|\r|\n/, 3).filter((l) => l.trim() !== '');
    return lines.length >= 2 && lines.every((l) => l.trimStart().startsWith('{')) ? 'ndjson-records' : undefined;
  }
  if (start.startsWith('[')) {
    const first = start.slice(1).trimStart();
    return first.startsWith('{') && keysOf(first).includes('hand_id') ? 'hand-log' : undefined;
  }
  const [line1, line2] = start.split(/\r\n|\r|\n/, 2);
  const header = isPreambleLine(line1!) ? line2 ?? '' : line1!;
  const cells = header.split(/[,;\t|]/).map((c) => c.trim().replace(/^"(.*)"$/, '$1').trim().toLowerCase());
  if (cells.includes('hand_id')) return 'hand-log';
  // A header of named columns: a table of records (a casino system's CSV export), not JSON.
  return cells.length >= 2 && cells.every((c) => c !== '') ? 'csv-records' : undefined;
}

/** A file of records that is no document of Veedor's nor a hand log: most likely a casino system's export. */
export type RecordsKind = 'csv-records' | 'ndjson-records';

/**
 * Whether a head is a hand log in the format itself, by the fields the format requires together: a first hand (or
 * the first of a list) naming hand_id, game and events; a CSV header naming hand_id, game and type. A casino's own
 * export may call a column hand_id; it does not also write the format's events.
 */
export function isNativeLogHead(text: string): boolean {
  let start = text.replace(/^\ufeff/, '').trimStart();
  if (start.startsWith('[')) start = start.slice(1).trimStart();
  if (start.startsWith('{')) {
    const keys = topMembers(start).members.map((m) => m.key);
    return ['hand_id', 'game', 'events'].every((k) => keys.includes(k));
  }
  const [line1, line2] = start.split(/\r\n|\r|\n/, 2);
  const header = isPreambleLine(line1!) ? line2 ?? '' : line1!;
  const cells = header.split(/[,;\t|]/).map((c) => c.trim().replace(/^"(.*)"$/, '$1').trim().toLowerCase());
  return ['hand_id', 'game', 'type'].every((c) => cells.includes(c));
}

function jsonKind(text: string): DocumentKind | undefined {
  const { members, closed } = topMembers(text);
  const keys = members.map((m) => m.key);
  const has = (k: string) => keys.includes(k);
  const value = (k: string) => members.find((m) => m.key === k)?.value;
  const names = (v: string | undefined, re: RegExp) => v !== undefined && re.test(v);
  if (has('stats_format')) return 'stats-json';
  if (has('replay_format')) return 'replay-json';
  if (has('veedor_mapping')) return 'mapping';
  if (names(value('format'), /^"veedor-bundle\//)) return 'bundle-manifest';
  // Past the format keys above, which are Veedor's own: a hand (its "events"; a hand may carry fields of its
  // producer's) or a log's wrapper ("hands", beside which it may hold other members) is never taken for a document.
  // The stats' and the summary's "hands" are counts, said above or below by their other keys.
  if (has('events') || (has('hands') && !(keys[0] === 'run' && names(value('run'), /"as_of"/)))) return undefined;
  if (keys[0] === 'tool' && has('run') && names(value('tool'), /"name"\s*:\s*"veedor"/)) return 'findings-json';
  if (keys[0] === 'run' && has('by') && has('groups') && names(value('run'), /"as_of"/)) return 'summary-json';
  // Findings as the bundle (veedor export) and the store write them, one a line.
  if (keys[0] === 'run_seq' && keys[1] === 'seq' && has('rule') && has('article')) return 'findings-ndjson';
  if (keys.length === 4 && keys.join(',') === 'hand_id,fault,rule,article') return 'answer-key';
  if (closed && keys.length > 0 && has('tables') && keys.every((k) => k === 'tables' || k.startsWith('$')) && value('tables')?.startsWith('{')) return 'tables';
  if (names(value('$schema'), /^"https?:\/\/json-schema\.org\//) && !has('hand_id') && !has('events')) return 'json-schema';
  return undefined;
}

/**
 * The top-level members of the JSON object `text` starts with, as far as the text goes; `closed` when its `}` is in
 * it. Not a parser: enough to read keys and skip values (strings, nesting), stopping at anything unexpected.
 */
function topMembers(text: string): { members: Member[]; closed: boolean } {
  const members: Member[] = [];
  const n = text.length;
  let i = 1;
  const blank = () => {
    while (i < n && /\s/.test(text[i]!)) i++;
  };
  // Past a string's closing quote; false where the text ends first.
  const skipString = (): boolean => {
    for (i++; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x5c) i++;
      else if (c === 0x22) {
        i++;
        return true;
      }
    }
    return false;
  };
  const string = (): string | undefined => {
    const from = i;
    if (!skipString()) return undefined;
    try {
      return JSON.parse(text.slice(from, i)) as string;
    } catch {
      return undefined;
    }
  };
  for (;;) {
    blank();
    if (i >= n) return { members, closed: false };
    if (text[i] === '}') return { members, closed: true };
    if (text[i] === ',') {
      i++;
      blank();
    }
    if (text[i] !== '"') return { members, closed: false };
    const key = string();
    if (key === undefined) return { members, closed: false };
    blank();
    if (text[i] !== ':') return { members, closed: false };
    i++;
    blank();
    const from = i;
    let depth = 0;
    for (; i < n; i++) {
      const c = text[i]!;
      if (c === '"') {
        if (!skipString()) break;
        i--;
      } else if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') {
        if (depth === 0) break;
        depth--;
      } else if (c === ',' && depth === 0) break;
    }
    const whole = i < n;
    members.push(whole && i - from <= VALUE_CHARS ? { key, value: text.slice(from, i).trim() } : { key });
    if (!whole) return { members, closed: false };
  }
}

/** The header a Veedor CSV starts with (its first cells, lower case): the document it is. */
const CSV_HEADERS: readonly [readonly string[], DocumentKind][] = [
  [['hand_id', 'event', 'ruleset', 'rule', 'article', 'citation'], 'findings-csv'],
  [['hand_id', 'fault', 'rule', 'article'], 'answer-key'],
  [['by', 'group', 'measure', 'ruleset'], 'stats-csv'],
  [['input_id', 'format', 'idx', 'line', 'hand_id'], 'bundle-hands'],
  [['run_seq', 'input_pos', 'idx'], 'bundle-run-hands'],
];

function csvKind(text: string): DocumentKind | undefined {
  const [line1, line2] = text.split(/\r\n|\r|\n/, 2);
  // Below Excel's `sep=;` line or PowerShell's `#TYPE …` line (a findings CSV opened and saved again), the second.
  const header = isPreambleLine(line1!) ? line2 ?? '' : line1!;
  const cells = header.split(/[,;\t|]/).map((c) => c.trim().replace(/^"(.*)"$/, '$1').trim().toLowerCase());
  for (const [first, kind] of CSV_HEADERS) if (first.every((c, k) => cells[k] === c)) return kind;
  // The summary's first column is what it groups by (dealer, table, day, shift): the three after it say what it is.
  if (cells.length >= 4 && cells[1] === 'hands' && cells[2] === 'findings' && cells[3] === 'per_1000') return 'summary-csv';
  return undefined;
}
