// The dispute replay as a PDF for the dispute file: one or two A4 pages, the
// timeline with cards drawn as small cards, the table at each step where the
// table went wrong, the money, and the articles in dispute quoted. Only the
// PDF standard fonts are used (nothing embedded), the cards are vector
// drawings, and the document's dates come from the hand, so the same replay
// gives the same bytes.
import { Writable } from 'node:stream';
import { formatAmount } from '../../engine/core/money-text.js';
import { TOOL_NAME, TOOL_VERSION } from '../../audit/tool.js';
import { L, articleHeading, balanceLines, counterfactualNotes, findingsLine, headLine, ifAdoptedText, postedLine, wagerOwedText } from './labels.js';
import type { ArticleView, ReplayDoc } from './model.js';
import { pdfText } from '../pdf/text.js';
import { terminalSafe } from '../terminal-safe.js';
import { Frame, openPdf } from '../pdf/frame.js';
import { GREY, INK, RED, REPLAY_PAGE, Writer } from './pdf-layout.js';
import { instantMs } from '../../engine/core/instant.js';


/** The type sizes tried, largest first: the type shrinks before a hand takes another page. */
const SCALES = [1, 0.92, 0.85, 0.78, 0.72];
/** The least a last page may hold, in points (about five lines): a page is never spent on a line or two. */
export const MIN_LAST_PAGE = 60;
/** The smallest type a hand is shrunk to for one page instead of two (below it, two pages read better). */
const ONE_PAGE_SCALE = 0.85;

export interface ReplayPdfLayout {
  bytes: Buffer;
  pages: number;
  scale: number;
  /** How far down its last page the content reaches, in points from the top margin. */
  lastPageFill: number;
}

/** Renders the PDF (replayPdfLayout's choice). */
export async function renderReplayPdf(d: ReplayDoc): Promise<Buffer> {
  return (await replayPdfLayout(d)).bytes;
}

/**
 * The largest type at which the hand takes one page, else two pages whose second holds more than a
 * line or two (MIN_LAST_PAGE): a hand that fits one page at a slightly smaller type (down to
 * ONE_PAGE_SCALE) is never split over two, and no page holds a stray two lines. A hand too long for that at the smallest type takes the
 * fewest pages it can, at the largest type that gives them.
 */
export async function replayPdfLayout(d: ReplayDoc): Promise<ReplayPdfLayout> {
  const tried: ReplayPdfLayout[] = [];
  for (const scale of SCALES) {
    const r = await renderAt(d, scale);
    if (r.pages === 1 || (r.pages === 2 && r.lastPageFill >= MIN_LAST_PAGE)) {
      // One page at this size; or two: take one page instead if a smaller type gives it.
      if (r.pages === 1) return r;
      for (const smaller of SCALES.filter((s) => s < scale && s >= ONE_PAGE_SCALE)) {
        const one = await renderAt(d, smaller);
        if (one.pages === 1) return one;
      }
      return r;
    }
    tried.push(r);
  }
  const fewest = Math.min(...tried.map((r) => r.pages));
  const atFewest = tried.filter((r) => r.pages === fewest);
  return atFewest.find((r) => r.lastPageFill >= MIN_LAST_PAGE) ?? atFewest[0]!;
}

/** The replay at one type size, as laid out (replayPdfLayout chooses among them; tests look at one). */
export async function renderAt(d: ReplayDoc, scale: number): Promise<ReplayPdfLayout> {
  const t = L[d.lang];
  const tool = `${TOOL_NAME} ${TOOL_VERSION}`;
  const chunks: Buffer[] = [];
  const out = new Writable({ write(chunk: Buffer, _enc, cb) { chunks.push(chunk); cb(); } });
  const { doc, done } = openPdf(out, {
    lang: d.lang,
    title: pdfText(`${t.title} ${terminalSafe(d.head.handId)}`),
    author: tool,
    subject: pdfText(d.head.regulation),
    creator: tool,
    producer: tool,
    date: fixedDate(d.head.startedAt),
  });
  // The audit report's frame: it breaks the pages and writes "page N of total" in every footer, with the hand it replays.
  // Every footer names the evidence too (the log's SHA-256): a second page torn out still says what it was read from.
  const frame = new Frame(doc, out, {
    labels: { page: t.page, of: t.of, findingsOnPage: '' }, right: `${terminalSafe(d.head.handId)} · ${tool}`,
    ...(d.head.sha256 ? { digest: { label: t.logSha, value: d.head.sha256 } } : {}),
  }, REPLAY_PAGE);
  frame.newPage();
  const w = new Writer(frame, scale);

  // Heading.
  w.para(`${t.title} ${terminalSafe(d.head.handId)}`, { font: 'Helvetica-Bold', size: 15 });
  w.para(`${d.head.regulation} (${t.catalog} ${d.head.rulesetId} ${d.head.rulesetVersion})`, { size: 9, color: GREY });
  w.para(terminalSafe(headLine(d)), { size: 9, color: GREY });
  w.para(postedLine(d), { size: 8, color: GREY });
  w.para(`${t.source}: ${d.head.source}   ·   ${t.findings}: ${findingsLine(d)}`, { size: 9, color: GREY });
  if (d.head.sha256) w.para(`${t.logSha}: ${d.head.sha256}`, { size: 8, color: GREY });
  w.gap(6);

  // The timeline: number, what happened, the article that governs it.
  w.heading(t.timeline);
  for (const s of d.steps) {
    const bad = s.findings.length > 0;
    w.row(String(s.n), s.text, s.article ?? '', { size: 8.5, color: bad ? RED : INK, bold: bad });
    if (bad) {
      for (const f of s.findings) w.finding(f, d);
      w.table(s.table, t.tableNow);
    }
  }
  if (d.endFindings.length > 0) {
    w.para(t.endOfHand, { size: 8.5, font: 'Helvetica-Bold', indent: 24 });
    for (const f of d.endFindings) w.finding(f, d);
  }
  w.table(d.finalTable, t.finalTable);
  w.gap(4);

  // What the regulation required, wager by wager.
  w.heading(`${t.should} (${t.shouldSub})`);
  if (d.wagers.length === 0) w.para(t.noWagers, { size: 8.5, indent: 12 });
  for (const x of d.wagers) {
    const stake = x.stake !== undefined && x.stake > 0 ? ` (${t.stake} ${formatAmount(x.stake, d.head.currency)})` : '';
    w.para(`${x.label}${stake}`, { size: 8.5, font: 'Helvetica-Bold', color: x.wrong ? RED : INK, keepWith: 2 });
    if (x.requiredWhy !== undefined) w.para(`${t.rule}${x.article ? ` (${x.article})` : ''}: ${x.requiredWhy}`, { size: 8.5, indent: 12 });
    const owed = wagerOwedText(x, d);
    const tail = owed !== undefined ? `   ·   ${t.owedTitle}: ${owed}` : '';
    w.para(`${cap(t.tableDid)}: ${x.actualText}${tail}`, { size: 8.5, indent: 12, color: x.wrong ? RED : INK });
  }
  w.gap(4);

  // The counterfactual, boxed and labelled as such.
  for (const c of d.counterfactuals) {
    w.boxed(() => {
      w.para(`${t.cf.toUpperCase()}: ${c.title}${c.article ? ` (${c.article})` : ''} — ${t.cfSub}`, { size: 9, font: 'Helvetica-Bold', color: '#5a3ea0' });
      w.para(c.premise, { size: 8.5 });
      for (const l of c.lines) {
        if (l.counterfactual === l.recorded && l.counterfactualWhy === l.recordedWhy) {
          w.para(`${l.label}: ${t.unchangedCf} (${l.recordedWhy})`, { size: 8.5, indent: 8 });
          continue;
        }
        w.para(`${l.label}: ${t.recorded}: ${l.recordedWhy}; ${t.whatIf}: ${l.counterfactualWhy}`, { size: 8.5, indent: 8 });
        if (l.ifAdopted !== undefined && l.actual !== undefined) {
          w.para(`${t.ifAdopted}: ${ifAdoptedText({ ...l, actual: l.actual, ifAdopted: l.ifAdopted }, d.lang, d.head.currency, d.words.seat)}`, { size: 8.5, indent: 16, font: 'Helvetica-Bold' });
        }
      }
    });
  }

  // The balance, with its arithmetic.
  w.heading(`${t.balance} (${t.balanceSub})`);
  for (const line of balanceLines(d.balance, d.lang, d.head.currency, d.words.seat)) w.para(line, { size: 8.5, font: /^\s*=|^(Total|Hand total|La casa|The house)/.test(line) ? 'Helvetica-Bold' : 'Helvetica', indent: 8 });
  for (const line of counterfactualNotes(d)) w.para(line, { size: 8.5, indent: 8, color: '#5a3ea0' });
  w.gap(4);

  // The articles: those in dispute quoted in full, the others by title.
  w.heading(t.articles);
  const disputed = d.articles.filter((a) => d.disputed.includes(a.article));
  const others = d.articles.filter((a) => !d.disputed.includes(a.article));
  for (const a of disputed) quoteArticle(w, a, d);
  if (others.length > 0) w.para(`${t.alsoGoverning}: ${others.map((a) => articleHeading(a.article, a.title, 'paren')).join('; ')}.`, { size: 8, color: GREY });
  if (d.unmappedNote) w.para(d.unmappedNote, { size: 7.5, color: GREY });
  if (d.maskedNote && disputed.some((a) => a.masked)) w.para(d.maskedNote, { size: 7.5, color: GREY });

  const pages = frame.pageNo;
  const lastPageFill = frame.y - REPLAY_PAGE.top;
  frame.finish();
  await done;
  return { bytes: Buffer.concat(chunks), pages, scale, lastPageFill };
}

function quoteArticle(w: Writer, a: ArticleView, d: ReplayDoc): void {
  const t = L[d.lang];
  w.para(articleHeading(a.article, a.title), { size: 8.5, font: 'Helvetica-Bold', keepWith: 2 });
  if (d.lang === 'en') {
    w.para(`${t.summaryEn}: ${a.summary_en}`, { size: 8, indent: 8 });
    w.para(`${t.original}: «${a.text_es}»`, { size: 7.5, indent: 8, color: '#333333', font: 'Helvetica-Oblique' });
  } else {
    w.para(`«${a.text_es}»`, { size: 7.5, indent: 8, color: '#333333', font: 'Helvetica-Oblique' });
  }
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The hand's own time, so the document's dates (and its /ID) never depend on when it was made. */
function fixedDate(iso: string): Date {
  const ms = instantMs(iso);
  return new Date(Number.isFinite(ms) ? ms : 0);
}
