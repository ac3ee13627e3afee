import type { Lang } from '../../engine/core/engine-types.js';
import { plainCards } from '../../engine/core/cards.js';
import { capitalize } from '../../engine/core/words.js';
import type { Words } from '../../engine/core/words.js';


/**
 * The PDF uses the standard 14 fonts (Helvetica, Courier), whose encoding is
 * WinAnsi: it holds every letter of Spanish (á é í ó ú ü ñ ¿ ¡ º ª « ») but
 * nothing beyond it. pdfkit writes a character outside it as garbage, so
 * every string goes through `pdfText` first: known characters get a faithful
 * stand-in, anything else its escape (`\\u4e2d`, `\\u{1f600}`, as the terminal
 * report writes a control character): never a silent drop, and never a "?" that
 * makes two dealers `张伟` and `李娜` one (hostile18). The suit glyphs
 * ♠♥♦♣ are not in WinAnsi, so Helvetica cannot print them: a card is written in
 * its plain form ("A♥" → "Ah", "10♠" → "10s", engine/core/cards plainCards);
 * the replay PDF draws its cards instead (reports/replay/pdf-layout).
 */
const WIN_ANSI_EXTRA = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

const STAND_INS: Record<string, string> = {
  '\u2212': '-', // minus sign
  '\u2010': '-', '\u2011': '-', '\u2012': '-',
  '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ',
  '\u2264': '<=', '\u2265': '>=', '\u2192': '->', '\u2190': '<-', '\u00d7': 'x',
  '\u2660': 'picas', '\u2665': 'corazones', '\u2666': 'diamantes', '\u2663': 'tréboles',
  '\u2716': 'x', '\u2713': 'v',
  '\u03c7': 'chi', // χ² of the statistics' uniformity flags: "chi² 24.00" (² is in WinAnsi)
};

export function isWinAnsi(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(c);
}

/**
 * The longest word (a run of characters without a space) the PDF shows whole; a longer one is cut to
 * MAX_PDF_WORD - 1 characters and "…". pdfkit's line wrapper breaks a word wider than its line piece by piece,
 * measuring all that is left of the word for every piece: a word of n characters costs n² / (a line's characters)
 * measures, and a 100,000-character --casino took 5 s. Real words are short (an id is at most 200 characters, a
 * SHA-256 64, a file path a few hundred); the findings and the JSON keep every text whole.
 */
export const MAX_PDF_WORD = 500;
// A space and a line end are the only breaks counted (a no-break space, 0xA0, is none).
const LONG_WORD = new RegExp(`[^ \\n]{${MAX_PDF_WORD + 1},}`, 'g');

/**
 * Text pdfText returns as it is: printable ASCII, Latin-1 and WinAnsi's other characters (— … € and the
 * like: none is changed by NFC or is a card glyph), line ends, and too short to hold a word over
 * MAX_PDF_WORD. Most of what a report shows.
 */
const AS_IS = new RegExp(`^[\\x20-\\x7e\\xa0-\\xff\\n${[...WIN_ANSI_EXTRA].map((c) => `\\u${c.toString(16).padStart(4, '0')}`).join('')}]*$`);
export function isPdfText(text: string): boolean {
  return text.length <= MAX_PDF_WORD && AS_IS.test(text);
}

/** Text the standard fonts can show: stand-ins for a few symbols, escapes for the rest; no word over MAX_PDF_WORD. */
export function pdfText(text: string): string {
  return isPdfText(text) ? text : showable(text);
}

/** pdfText's whole pass (NFC, card glyphs, WinAnsi stand-ins, long words), which gives text isPdfText accepts back as it is. */
export function showable(text: string): string {
  let out = '';
  for (const ch of plainCards(text.normalize('NFC'))) {
    if (ch === '\n' || isWinAnsi(ch)) out += ch;
    else if (ch === '\t' || ch === '\r') out += ' ';
    else out += STAND_INS[ch] ?? escaped(ch);
  }
  return out.length > MAX_PDF_WORD ? out.replace(LONG_WORD, (w) => `${w.slice(0, MAX_PDF_WORD - 1)}…`) : out;
}

/** A character the fonts lack, as text they hold: `\\u4e2d`, `\\u{1f600}` past the BMP (a lone surrogate: its unit). */
function escaped(ch: string): string {
  const c = ch.codePointAt(0)!;
  return c > 0xffff ? `\\u{${c.toString(16)}}` : `\\u${c.toString(16).padStart(4, '0')}`;
}

/** The characters of a text that `pdfText` would not show as written. */
export function unshowable(text: string): string[] {
  return [...new Set([...text.normalize('NFC')].filter((ch) => ch !== '\n' && !isWinAnsi(ch)))];
}

export const LABELS = {
  es: {
    docTitle: 'Informe de auditoría de manos',
    docSubtitle: 'Hallazgos contra el reglamento de cada juego',
    casino: 'Establecimiento', notGiven: 'no indicado', tables: 'Mesas', period: 'Periodo cubierto',
    from: 'desde', to: 'hasta', run: 'Ejecución', runDate: 'Fecha de referencia de la ejecución', noHandDate: 'ninguna: no se auditó ninguna mano', tool: 'Herramienta',
    rulesets: 'Reglamentos aplicados', version: 'versión del catálogo', inputs: 'Archivos auditados',
    path: 'Archivo', sha: 'SHA-256', bytes: 'Bytes', hands: 'Manos', rejected: 'Rechazadas', format: 'Formato',
    digest: 'Resumen SHA-256 de los hallazgos', digestNote:
      'El resumen es el SHA-256 de los hallazgos en su forma canónica (una línea JSON por hallazgo, en orden); ' +
      '«veedor audit --format json» lo reproduce como findings_digest. Cada página lo repite al pie.',
    options: 'Opciones', signature: 'Revisado por (nombre, cargo, firma y fecha)',
    chain: 'Cabeza de la cadena del almacén', chainShort: 'Cadena', signedShort: 'firmada, clave',
    chainNote: 'El resumen SHA-256 del registro de esta ejecución en el almacén de auditoría, enlazado con las anteriores: ' +
      '«veedor verify» lo recalcula de las filas guardadas. Cada página lo repite al pie.',
    chainSignature: 'Firma Ed25519', chainKey: 'Huella de la clave pública (SHA-256)', chainUnsigned: 'sin firma',
    summary: 'Resumen', totals: 'Totales', handsRead: 'Manos leídas', audited: 'Auditadas', withFindings: 'Manos con hallazgos',
    findings: 'Hallazgos', underpaid: 'Debido a los jugadores', overpaid: 'Debido por los jugadores',
    money: 'Dinero', noMoney: 'ningún hallazgo cambia dinero', currency: 'Moneda',
    byArticle: 'Hallazgos por artículo', byCategory: 'Hallazgos por categoría', byTable: 'Hallazgos por mesa',
    byDealer: 'Hallazgos por {dealer}', article: 'Artículo', title: 'Título', count: 'Hallazgos', category: 'Categoría',
    table: 'Mesa', dealer: '{Dealer}', under: 'Debido al jugador', over: 'Debido por el jugador', noDealer: '(sin {dealer})', noTable: '(sin mesa)',
    notChecked: 'No verificable en estos registros', noRows: 'Ninguno.', reason: 'Motivo',
    noLogShows: 'Lo que ningún registro puede mostrar (reglamentos aplicados)', words: 'Palabras', wholeArticle: 'todo el artículo',
    finding: 'Hallazgo', of: 'de', hand: 'Mano', time: 'Fecha y hora', event: 'Evento',
    rule: 'Regla', source: 'Origen', expected: 'Exigido', actual: 'Liquidado',
    owedMoney: 'Dinero debido', owedWhy: 'Exigido - liquidado', amounts: 'Importes', cards: 'Cartas', events: 'Eventos de la mano',
    eventsAround: 'eventos {from}-{to} de {total}', noEvents: 'Sin eventos registrados para esta mano en el informe.',
    quoted: 'Texto del artículo (cita literal)', summaryEn: 'Resumen en inglés', annex: 'Anexo: artículos citados',
    annexNote: 'Cada artículo citado en este informe, una vez, con su texto literal.',
    formatCitation: 'Formato de registro de manos de Veedor, versión 1: el registro no pudo auditarse y no llegó a ninguna regla.',
    page: 'Página', runShort: 'Ejecución', digestShort: 'Hallazgos SHA-256', findingsOnPage: 'hallazgos',
    categories: { payout: 'Pagos', procedure: 'Procedimiento', integrity: 'Integridad', input: 'Registro' },
    severity: { error: 'error', warning: 'advertencia' },
    cover: 'Portada', findingsSection: 'Hallazgos', notAvailable: 'no consta', no: 'n.º',
    evidenceTitle: 'Evidencia no disponible: eventos no mostrados',
    evidenceIntro:
      'Este informe se generó desde el almacén de auditoría. Los eventos de las manos de los archivos siguientes ' +
      'no se muestran, porque el archivo de evidencia no se encuentra o ya no es el que se auditó (nunca se muestran ' +
      'eventos de un archivo modificado). Los hallazgos, importes, resúmenes y SHA-256 de este informe provienen del ' +
      'almacén y no dependen de estos archivos.',
    evidenceMissing: '{path}: NO SE ENCUENTRA (buscado en {resolved})',
    evidenceUnnamed: '{path}: NO SE LEYÓ (no está entre los archivos nombrados con --input)',
    evidenceChanged: '{path}: MODIFICADO desde la auditoría.\nSHA-256 registrado: {stored}\nSHA-256 actual: {now}',
    eventsMissing: 'Los eventos de esta mano no pueden mostrarse: el archivo de evidencia {path} no se encuentra.',
    eventsChanged:
      'Los eventos de esta mano no pueden mostrarse: el archivo de evidencia {path} ha cambiado desde la auditoría ' +
      '(su SHA-256 ya no es el registrado) y nunca se muestran eventos de un archivo modificado.',
    catalogDrift:
      'Catálogo {id}: la ejecución usó la versión {stored}; los textos de artículos citados en este informe son los ' +
      'de la versión {now} de esta herramienta.',
    catalogGone: 'Catálogo {id}: la ejecución usó la versión {stored}, que esta herramienta ya no tiene; sus artículos no se citan.',
    catalogTitle: 'Versiones de catálogo distintas de las de la ejecución',
  },
  en: {
    docTitle: 'Hand audit report',
    docSubtitle: 'Findings against the regulation of each game',
    casino: 'Establishment', notGiven: 'not given', tables: 'Tables', period: 'Period covered',
    from: 'from', to: 'to', run: 'Run', runDate: 'Run reference date', noHandDate: 'none: no hand was audited', tool: 'Tool',
    rulesets: 'Regulations applied', version: 'catalog version', inputs: 'Files audited',
    path: 'File', sha: 'SHA-256', bytes: 'Bytes', hands: 'Hands', rejected: 'Rejected', format: 'Format',
    digest: 'SHA-256 digest of the findings', digestNote:
      'The digest is the SHA-256 of the findings in canonical form (one JSON line per finding, in order); ' +
      '"veedor audit --format json" reproduces it as findings_digest. Every page repeats it in the footer.',
    options: 'Options', signature: 'Reviewed by (name, position, signature and date)',
    chain: 'Chain head in the audit store', chainShort: 'Chain', signedShort: 'signed, key',
    chainNote: 'The SHA-256 digest of this run\'s record in the audit store, linked to the runs before it: ' +
      '"veedor verify" recomputes it from the stored rows. Every page repeats it in the footer.',
    chainSignature: 'Ed25519 signature', chainKey: 'Public key fingerprint (SHA-256)', chainUnsigned: 'unsigned',
    summary: 'Summary', totals: 'Totals', handsRead: 'Hands read', audited: 'Audited', withFindings: 'Hands with findings',
    findings: 'Findings', underpaid: 'Owed to players', overpaid: 'Owed by players',
    money: 'Money', noMoney: 'no finding changes money', currency: 'Currency',
    byArticle: 'Findings by article', byCategory: 'Findings by category', byTable: 'Findings by table',
    byDealer: 'Findings by {dealer}', article: 'Article', title: 'Title', count: 'Findings', category: 'Category',
    table: 'Table', dealer: '{Dealer}', under: 'Owed to player', over: 'Owed by player', noDealer: '(no {dealer})', noTable: '(no table)',
    notChecked: 'Not checkable in these logs', noRows: 'None.', reason: 'Reason',
    noLogShows: 'What no log can show (regulations applied)', words: 'Words', wholeArticle: 'the whole article',
    finding: 'Finding', of: 'of', hand: 'Hand', time: 'Date and time', event: 'Event',
    rule: 'Rule', source: 'Source', expected: 'Required', actual: 'Settled',
    owedMoney: 'Money owed', owedWhy: 'Required - settled', amounts: 'Amounts', cards: 'Cards', events: 'Events of the hand',
    eventsAround: 'events {from}-{to} of {total}', noEvents: 'No events recorded for this hand in the report.',
    quoted: 'Article text (quoted verbatim, Spanish)', summaryEn: 'English summary', annex: 'Annex: articles cited',
    annexNote: 'Every article cited in this report, once, with its verbatim text and its English summary.',
    formatCitation: 'Veedor hand-log format, version 1: the record could not be audited and reached no rule.',
    page: 'Page', runShort: 'Run', digestShort: 'Findings SHA-256', findingsOnPage: 'findings',
    categories: { payout: 'Payout', procedure: 'Procedure', integrity: 'Integrity', input: 'Input' },
    severity: { error: 'error', warning: 'warning' },
    cover: 'Cover', findingsSection: 'Findings', notAvailable: 'not recorded', no: 'no.',
    evidenceTitle: 'Evidence not available: events not shown',
    evidenceIntro:
      'This report was made from the audit store. The events of the hands in the files below are not shown, because ' +
      'the evidence file is missing or is no longer the file that was audited (events from a changed file are never ' +
      'shown). The findings, amounts, summaries and SHA-256 digests in this report come from the store and do not ' +
      'depend on these files.',
    evidenceMissing: '{path}: MISSING (looked for at {resolved})',
    evidenceUnnamed: '{path}: NOT READ (not among the files named with --input)',
    evidenceChanged: '{path}: CHANGED since the audit.\nStored SHA-256: {stored}\nSHA-256 now: {now}',
    eventsMissing: 'The events of this hand cannot be shown: the evidence file {path} is missing.',
    eventsChanged:
      'The events of this hand cannot be shown: the evidence file {path} has changed since the audit ' +
      '(its SHA-256 is no longer the stored one), and events from a changed file are never shown.',
    catalogDrift:
      'Catalog {id}: the run used version {stored}; the article texts quoted in this report are those of this ' +
      'tool\'s version {now}.',
    catalogGone: 'Catalog {id}: the run used version {stored}, which this tool no longer has; its articles are not quoted.',
    catalogTitle: 'Catalog versions that differ from the run\'s',
  },
} as const;


/**
 * The labels that name the one who deals, in the given words (a catalog's own, or the run's): "Croupier",
 * "Hallazgos por croupier", "(sin croupier)" for Marbella; the words table's "Crupier" elsewhere.
 */
export function dealerLabels(lang: Lang, w: Words): { dealer: string; byDealer: string; noDealer: string } {
  // Worded once per language and words (every entry of a report names its dealer).
  const key = `${lang}\u0000${w.dealer}`;
  let labels = dealerWords.get(key);
  if (labels === undefined) {
    const t = LABELS[lang];
    const values = { dealer: w.dealer, Dealer: capitalize(w.dealer) };
    labels = { dealer: fill(t.dealer, values), byDealer: fill(t.byDealer, values), noDealer: fill(t.noDealer, values) };
    if (dealerWords.size > 100) dealerWords.clear();
    dealerWords.set(key, labels);
  }
  return labels;
}
const dealerWords = new Map<string, { dealer: string; byDealer: string; noDealer: string }>();

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (values[k] !== undefined ? String(values[k]) : m));
}
