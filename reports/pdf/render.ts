import type { Writable } from 'node:stream';
import type { Lang } from '../../engine/core/engine-types.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import { ArticleIndex } from './articles.js';
import { maskedNote } from '../../rules-catalog/framework/masked.js';
import { drawCover, heading } from './cover.js';
import { drawEntry, drawQuote } from './entry.js';
import { Frame, MUTED, PAGE, CONTENT_WIDTH, openPdf } from './frame.js';
import type { ChainSeal, PdfReportModel } from './model.js';
import { drawStatsSection } from './stats.js';
import { drawSummary, rollups } from './summary.js';
import { LABELS } from './text.js';
import { ReportWords } from './words.js';
import { instantMs } from '../../engine/core/instant.js';

export interface PdfOptions {
  lang: Lang;
  /** The catalogs, for article titles and texts. */
  rulesets: Ruleset[];
}

/**
 * Writes the findings report as a PDF to `out`, page by page, and resolves
 * when the last byte is written. The same model gives the same bytes: the
 * dates come from the run, and pdfkit's file ID is a hash of those.
 */
export async function writePdfReport(m: PdfReportModel, out: Writable, opts: PdfOptions): Promise<void> {
  const t = LABELS[opts.lang];
  const articles = new ArticleIndex(opts.rulesets);
  const words = new ReportWords(opts.lang, opts.rulesets, Object.keys(m.run.rulesets).sort());
  const date = new Date(instantMs(m.run.started_at));
  const when = Number.isNaN(date.getTime()) ? new Date(0) : date;
  const { doc, done } = openPdf(out, {
    lang: opts.lang,
    title: `${t.docTitle} ${m.run.id}`,
    author: `${m.tool.name} ${m.tool.version}`,
    subject: `${t.digest}: ${m.findingsDigest}`,
    keywords: `${m.run.id} ${m.findingsDigest} ${Object.keys(m.run.rulesets).sort().join(' ')}`,
    creator: `${m.tool.name} ${m.tool.version}`,
    producer: 'PDFKit 0.17',
    date: when,
  });

  const frame = new Frame(doc, out, {
    labels: t,
    right: `${m.tool.name} ${m.tool.version} · ${t.runShort} ${m.run.id}`,
    header: { left: t.docTitle, right: `${t.runShort} ${m.run.id}` },
    digest: { label: t.digestShort, value: m.findingsDigest },
    ...(m.chain ? { chain: chainLine(m.chain, t) } : {}),
  });
  frame.setFindingCount(m.summary.findings);

  drawCover(frame, m, opts.lang, opts.rulesets, words.run);
  const rolled = await rollups(m.findings());
  drawSummary(frame, m, opts.lang, articles, rolled, words.run);
  if (m.stats) drawStatsSection(frame, m.stats, opts.lang);

  if (m.summary.findings > 0) {
    frame.startSection(t.findingsSection);
    heading(frame, t.findingsSection, 14);
    const quoteHeights = new Map<string, number>();
    let n = 0;
    for await (const f of m.findings()) {
      n++;
      const hand = await m.handOf(f);
      drawEntry({
        frame, lang: opts.lang, number: n, total: m.summary.findings, finding: f, hand,
        article: articles.get(f.ruleset, f.article), words: words.of(f.ruleset), quoteHeights,
      });
      await frame.drain();
    }
  }

  const cited = articles.cited(rolled.byArticle);
  if (cited.length > 0) {
    frame.startSection(t.annex);
    heading(frame, t.annex, 14);
    frame.y += frame.text(t.annexNote, PAGE.left, frame.y, CONTENT_WIDTH, { size: 8, color: MUTED }) + 8;
    // Once per catalog whose cited articles hold the official copy's masking word («MORDAZA»).
    const masked = [...new Set(cited.map((c) => c.ruleset))].flatMap((r) => maskedNote(r.articles, cited.filter((c) => c.ruleset === r).map((c) => c.article), opts.lang) ?? []);
    for (const note of masked) frame.y += frame.text(note, PAGE.left, frame.y, CONTENT_WIDTH, { size: 8, color: MUTED }) + 8;
    for (const c of cited) {
      const h = drawQuote(frame, opts.lang, c, 0, false);
      frame.ensure(h + 10);
      drawQuote(frame, opts.lang, c, frame.y, true);
      frame.y += h + 10;
      await frame.drain();
    }
  }

  frame.finish();
  await done;
}

/** The footer's third line for a run in the audit store. */
function chainLine(c: ChainSeal, t: (typeof LABELS)[Lang]): string {
  return `${t.chainShort}: ${c.head}` + (c.fingerprint ? ` · ${t.signedShort} ${c.fingerprint.slice(0, 16)}` : '');
}
