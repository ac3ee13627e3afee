import type { Lang } from '../../engine/core/engine-types.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import type { Words } from '../../engine/core/words.js';
import { stamp } from './entry.js';
import { NO_HAND_DATE } from '../../audit/findings.js';
import type { Frame } from './frame.js';
import { CONTENT_WIDTH, MUTED, PAGE, RULE, SHADE } from './frame.js';
import type { PdfReportModel } from './model.js';
import { drawTable, tableLead } from './table.js';
import type { Column } from './table.js';
import { drawSubset } from './subset.js';
import { LABELS, fill } from './text.js';
import type { TextStyle } from './frame.js';

const X = PAGE.left;
const W = CONTENT_WIDTH;

/**
 * The cover: what was audited (establishment, tables, dates, files and their hashes), with what, and the digest;
 * `words` the run's (a filtered export names its dealer filter in them).
 */
export function drawCover(frame: Frame, m: PdfReportModel, lang: Lang, rulesets: Ruleset[], words: Words): void {
  const t = LABELS[lang];
  frame.startSection(t.cover);
  frame.y += 10;
  frame.y += frame.text(t.docTitle, X, frame.y, W, { font: 'Helvetica-Bold', size: 20 }) + 2;
  frame.y += frame.text(t.docSubtitle, X, frame.y, W, { size: 10, color: MUTED }) + 12;

  const c = m.coverage;
  const period = c.first && c.last ? `${t.from} ${stamp(c.first)} ${t.to} ${stamp(c.last)}` : t.notAvailable;
  const facts: [string, string][] = [
    [t.casino, c.casino ?? t.notGiven],
    [`${t.tables} (${c.tables.length})`, c.tables.length ? c.tables.join(', ') : t.notAvailable],
    [t.period, period],
    [t.run, m.run.id],
    [t.runDate, m.run.started_at === NO_HAND_DATE ? t.noHandDate : stamp(m.run.started_at)],
    [t.tool, `${m.tool.name} ${m.tool.version}`],
  ];
  const options = m.run.options && Object.keys(m.run.options).length ? JSON.stringify(m.run.options) : '';
  if (options) facts.push([t.options, options]);
  keyValues(frame, facts);
  frame.y += 10;
  drawWarnings(frame, m, lang);
  drawSubset(frame, m, lang, words.dealer);

  const ids = Object.keys(m.run.rulesets).sort();
  headedTable(frame, t.rulesets, [
    { title: 'ID', width: 3 }, { title: t.title, width: 6 }, { title: t.version, width: 1.6 },
  ], ids.map((id) => {
    const r = rulesets.find((x) => x.id === id);
    return [id, r ? `${r.articles.title[lang]} (${r.articles.citation})` : '', m.run.rulesets[id]!];
  }));
  frame.y += 12;

  headedTable(frame, t.inputs, [
    // Wide enough for the 64 hex digits of a SHA-256 on one line (Courier 6.2: 238 points).
    { title: t.path, width: 2.8 }, { title: t.sha, width: 6.4, style: { font: 'Courier', size: 6.2 } },
    { title: t.bytes, width: 1.3, align: 'right' }, { title: t.hands, width: 1.1, align: 'right' }, { title: t.rejected, width: 1.4, align: 'right' },
  ], m.inputs.map((f) => [f.path + (f.format ? ` (${f.format})` : ''), f.sha256, String(f.bytes), String(f.hands), String(f.rejected)]));
  frame.y += 12;

  const dh = 22;
  // The heading goes with its box and note: never alone at the foot of a page, the digest on the next. The digest, the
  // chain head (with --db) and the reviewer's signature line are one block, on one page: the reviewer signs for the
  // findings the digest names and the stored run the chain head names. With a dozen logs and --db the digest stayed at
  // the foot of page 1 and the signature went to page 2 under the chain head alone, apart from the findings it signs.
  const digestH = HEADING_H + dh + 5 + frame.measure(t.digestNote, W, { size: 7.5 });
  frame.ensure(digestH + DIGEST_AFTER + (m.chain ? chainHeight(frame, m.chain, lang) - CHAIN_OVERLAP : 0) + SIGNATURE_H);
  heading(frame, t.digest);
  frame.box(X, frame.y, W, dh, SHADE);
  frame.line(m.findingsDigest, X + 8, frame.y + 7, { font: 'Courier-Bold', size: 9.2 });
  frame.y += dh + 5;
  frame.y += frame.text(t.digestNote, X, frame.y, W, { size: 7.5, color: MUTED }) + DIGEST_AFTER;
  if (m.chain) drawChain(frame, m.chain, lang);
  drawSignatureLine(frame, lang);
}

/** The space left under the digest's note, before the chain or the signature line. */
const DIGEST_AFTER = 26;
/** What drawSignatureLine takes of the page: the space to sign in, the rule and its label. */
const SIGNATURE_H = 28 + 4 + 14;

/**
 * The reviewer signs under the cover's last block, on its page: a signature line alone on a page of its own (a cover
 * with a dozen logs and a chain head) signs nothing a reader can see. The last block keeps room for it.
 */
function drawSignatureLine(frame: Frame, lang: Lang): void {
  frame.ensure(SIGNATURE_H);
  frame.y += 28;
  frame.rule(frame.y, '#374151', X, X + 300, 0.7);
  frame.y += 4;
  frame.line(LABELS[lang].signature, X, frame.y, { size: 7.5, color: MUTED });
  frame.y += 14;
}

/** A run in the audit store: its chain head and, when signed, the signature and the key's fingerprint. */
function drawChain(frame: Frame, c: NonNullable<PdfReportModel['chain']>, lang: Lang): void {
  const t = LABELS[lang];
  frame.y -= CHAIN_OVERLAP;
  const dh = CHAIN_BOX;
  const { sig, key, mono } = chainLines(c, lang);
  // The heading, the head, its note, its signature and the reviewer's signature line together: a cover that runs onto
  // a second page (several logs and catalogs) left the heading alone at the foot of the first, and the chain head it
  // names on the next; or, with a dozen logs, the reviewer's line alone on the second page. (The digest before it has
  // already kept room for all of this on its own page: drawCover.)
  frame.ensure(chainHeight(frame, c, lang) + SIGNATURE_H);
  heading(frame, t.chain);
  frame.box(X, frame.y, W, dh, SHADE);
  frame.line(c.head, X + 8, frame.y + 7, { font: 'Courier-Bold', size: 9.2 });
  frame.y += dh + 5;
  frame.y += frame.text(t.chainNote, X, frame.y, W, { size: 7.5, color: MUTED }) + 4;
  frame.y += frame.text(sig, X, frame.y, W, mono) + 2;
  if (key) frame.y += frame.text(key, X, frame.y, W, mono) + 2;
  frame.y += CHAIN_AFTER;
}

const CHAIN_AFTER = 20;
/** How far the chain head's block starts above the space left under the digest's note. */
const CHAIN_OVERLAP = 16;
const CHAIN_BOX = 22;

function chainLines(c: NonNullable<PdfReportModel['chain']>, lang: Lang): { sig: string; key: string; mono: TextStyle } {
  const t = LABELS[lang];
  return {
    sig: `${t.chainSignature}: ${c.signature && c.fingerprint ? c.signature : t.chainUnsigned}`,
    key: c.fingerprint ? `${t.chainKey}: ${c.fingerprint}` : '',
    mono: { font: 'Courier', size: 6.5 },
  };
}

/** The chain head's block, heading to the space after it (not the signature line). */
function chainHeight(frame: Frame, c: NonNullable<PdfReportModel['chain']>, lang: Lang): number {
  const t = LABELS[lang];
  const { sig, key, mono } = chainLines(c, lang);
  return HEADING_H + CHAIN_BOX + 5 + frame.measure(t.chainNote, W, { size: 7.5 }) + 4 + frame.measure(sig, W, mono) + 2
    + (key ? frame.measure(key, W, mono) + 2 : 0) + CHAIN_AFTER;
}

const WARN = '#b91c1c';

/**
 * A stored run's report whose evidence could not all be used, or whose
 * catalogs are not the versions the run used: said first, in a box, before
 * anything else on the cover. A fresh audit never has either.
 */
function drawWarnings(frame: Frame, m: PdfReportModel, lang: Lang): void {
  const t = LABELS[lang];
  const evidence = m.evidence ?? [];
  const drift = m.catalogDrift ?? [];
  if (evidence.length === 0 && drift.length === 0) return;
  const title: TextStyle = { font: 'Helvetica-Bold', size: 9.5, color: WARN };
  const body: TextStyle = { size: 8 };
  const item: TextStyle = { font: 'Helvetica-Bold', size: 8 };
  const blocks: { text: string; style: TextStyle }[] = [];
  if (evidence.length > 0) {
    blocks.push({ text: t.evidenceTitle, style: title }, { text: t.evidenceIntro, style: body });
    for (const e of evidence) {
      blocks.push({
        text: e.status === 'missing' ? fill(e.unnamed ? t.evidenceUnnamed : t.evidenceMissing, { path: e.path, resolved: e.resolved })
          : fill(t.evidenceChanged, { path: e.path, stored: e.storedSha256, now: e.sha256 ?? '?' }),
        style: item,
      });
    }
  }
  if (drift.length > 0) {
    blocks.push({ text: t.catalogTitle, style: title });
    for (const d of drift) {
      blocks.push({ text: fill(d.now ? t.catalogDrift : t.catalogGone, { id: d.id, stored: d.stored, now: d.now ?? '' }), style: item });
    }
  }
  const inner = W - 14;
  for (const b of blocks) {
    const h = frame.measure(b.text, inner, b.style);
    frame.ensure(h + 4);
    frame.box(X, frame.y - 2, 3, h + 4, WARN);
    frame.text(b.text, X + 12, frame.y, inner, b.style);
    frame.y += h + 4;
  }
  frame.y += 10;
}

/** What heading() takes of the page at its default size: the line, the rule and the space after. */
const HEADING_H = 11 + 16;

/**
 * A section's heading and its rule. `keep`: the height of what it heads that must start on its page (a table's
 * header and first row, a chart), so the heading is never left alone at the foot of a page.
 */
export function heading(frame: Frame, text: string, size = 11, keep = 0): void {
  frame.ensure(Math.max(size + 40, frame.measure(text, W, { font: 'Helvetica-Bold', size }) + 8 + keep));
  frame.y += frame.text(text, X, frame.y, W, { font: 'Helvetica-Bold', size }) + 3;
  frame.rule(frame.y, RULE);
  frame.y += 5;
}

/**
 * A heading and its table, the heading on the page where the table starts. A table with no row is `none`
 * under its heading («Ninguno.»), not a header over nothing.
 */
export function headedTable(frame: Frame, title: string, columns: Column[], rows: string[][], none?: string): void {
  if (rows.length === 0 && none !== undefined) {
    const style = { size: 8.5, color: MUTED };
    heading(frame, title, 11, frame.measure(none, W, style));
    frame.y += frame.text(none, X, frame.y, W, style) + 4;
    return;
  }
  heading(frame, title, 11, tableLead(frame, columns, rows));
  drawTable(frame, columns, rows);
}

/** Label on the left, value wrapping on the right. */
export function keyValues(frame: Frame, rows: [string, string][], labelWidth = 150): void {
  for (const [k, v] of rows) {
    const h = Math.max(frame.measure(k, labelWidth - 8, { size: 8.5 }), frame.measure(v, W - labelWidth, { size: 8.5 }));
    frame.ensure(h + 4);
    frame.text(k, X, frame.y, labelWidth - 8, { size: 8.5, color: MUTED });
    frame.text(v, X + labelWidth, frame.y, W - labelWidth, { size: 8.5 });
    frame.y += h + 4;
  }
}
