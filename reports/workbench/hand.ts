// A hand's page (the dispute replay's own page content, reused) and an article's page.
import type { Lang } from '../../engine/core/engine-types.js';
import { formatAmount } from '../../engine/core/money-text.js';
import type { Finding } from '../../audit/findings.js';
import { renderReplayHtml } from '../replay/html.js';
import type { ReplayDoc } from '../replay/model.js';
import { esc, escId, link, page, table, visibleId } from './layout.js';
import type { ArticleView, HandView } from './model.js';
import { runDealer, runPath } from './runs.js';
import { capitalize } from '../../engine/core/words.js';
import type { CompleteRun } from '../../store/runs.js';
import { W } from './words.js';
import { maskedNote } from '../../rules-catalog/framework/masked.js';

/**
 * The replay page's content: the `<main>` of `veedor replay --html`'s page, whose every log string that
 * page has escaped (so no `</main>` from a log can end it early), shown without its stepping script:
 * every step one after another, as the page shows itself without script and prints.
 */
export function replayContent(doc: ReplayDoc): string {
  const html = renderReplayHtml(doc);
  const start = html.indexOf('<main>');
  const end = html.lastIndexOf('</main>');
  return html.slice(start, end + '</main>'.length);
}

function findingRows(runId: string, fs: Finding[], lang: Lang): string[][] {
  return fs.map((f) => [
    f.event === undefined ? '—' : `<span class="num">${f.event}</span>`,
    link(`${runPath(runId)}/article`, { ruleset: f.ruleset, article: f.article, lang }, f.article),
    esc(`${f.category}/${f.rule}`),
    `<span class="wb-msg">${esc(f.message[lang])}</span>`,
    `<span class="num">${f.owed_to_player !== undefined ? esc(formatAmount(f.owed_to_player, f.currency)) : ''}</span>`,
  ]);
}

export function renderHand(run: CompleteRun, v: HandView, lang: Lang): string {
  const t = W[lang];
  const runId = run.id;
  // The hand's catalog's word for the one who deals; a hand that cannot be replayed, the run's catalogs' word.
  const dealer = capitalize(v.kind === 'replayed' ? v.doc.words.dealer : runDealer(run, lang));
  const p = v.place;
  const handPath = (id: string) => `${runPath(runId)}/hands/${encodeURIComponent(id)}`;
  const nav = `<p class="wb-pager">${v.prev ? link(handPath(v.prev.handId), { lang, log: v.prev.path }, t.prevHand, 'wb-prev-hand') : ''} ${v.next ? link(handPath(v.next.handId), { lang, log: v.next.path }, t.nextHand, 'wb-next-hand') : ''}</p>`;
  const facts = `<dl class="wb-facts">
<dt>${esc(t.file)}</dt><dd>${esc(p.path)}</dd><dt>${esc(t.line)}</dt><dd>${p.line}</dd><dt>${esc(t.sha)}</dt><dd class="wb-sha">${esc(p.sha256)}</dd>
<dt>${esc(t.tableId)}</dt><dd>${escId(p.tableId)}</dd><dt>${esc(t.shoe)}</dt><dd>${p.shoeId == null ? '—' : escId(p.shoeId)}</dd>
<dt>${esc(dealer)}</dt><dd>${p.dealerId == null ? '—' : escId(p.dealerId)}</dd><dt>${esc(t.date)}</dt><dd>${esc(p.startedAt)}</dd></dl>`;
  const findings = `<h2>${esc(t.findingsOnHand)}</h2>${v.findings.length ? table([t.event, t.article, t.category, t.message, t.owed], findingRows(runId, v.findings, lang)) : `<p>${esc(t.none)}</p>`}`;
  let replay: string;
  if (v.kind === 'replayed') {
    const texts = v.doc.articles.map((a) => `<div class="wb-card wb-article-text"><h3>${esc(`${a.article} · ${a.title}`)}</h3><blockquote class="wb-text" lang="es">${esc(a.text_es)}</blockquote>${lang === 'en' ? `<p>${esc(a.summary_en)}</p>` : ''}</div>`).join('\n');
    const masked = v.doc.maskedNote && v.doc.articles.some((a) => a.masked) ? `<p class="wb-note">${esc(v.doc.maskedNote)}</p>` : '';
    replay = `<div class="wb-replay">${replayContent(v.doc)}</div><h2>${esc(t.articleTexts)}</h2>${texts}${masked}`;
  } else {
    const why = v.input.status === 'changed' ? t.changed : v.input.status === 'outside' ? t.outside : t.missing;
    replay = `<p class="wb-bad">${esc(`${t.unavailable} ${p.path} ${why}.`)}</p>`;
  }
  const body = `<h1>${esc(`${t.handTitle} ${visibleId(p.handId)}`)}</h1>${nav}${facts}${findings}${replay}${nav}`;
  return page({ lang, title: `${t.handTitle} ${visibleId(p.handId)}`, path: handPath(p.handId), params: { log: p.path }, styles: v.kind === 'replayed' ? ['/assets/replay.css'] : [],
    crumbs: [[t.runs, '/'], [runId, runPath(runId)]], body });
}

export function renderArticle(runId: string, v: ArticleView, citing: Finding[], total: number, lang: Lang): string {
  const t = W[lang];
  const a = v.article;
  const path = `${runPath(runId)}/article`;
  const params = { ruleset: v.ruleset.id, article: a.article };
  const status = a.status === 'enforced' ? t.enforced : `${t.notCheckable}${a.reason ? `: ${a.reason[lang]}` : ''}`;
  const interp = (a.interpretations ?? []).map((i) => `<li>${esc(i[lang])}</li>`).join('');
  const parts = (a.not_checkable_parts ?? []).map((p) => `<li><span lang="es">«${esc(p.words)}»</span>: ${esc(p.reason[lang])}</li>`).join('');
  const masked = maskedNote(v.ruleset.articles, [a], lang);
  const rows = citing.map((f) => [
    f.hand_id === null ? '—' : link(`${runPath(runId)}/hands/${encodeURIComponent(f.hand_id)}`, { lang, log: f.source.path }, visibleId(f.hand_id)),
    esc(`${f.category}/${f.rule}`), `<span class="wb-msg">${esc(f.message[lang])}</span>`,
  ]);
  const body = `<h1>${esc(`${a.article} · ${a.title[lang]}`)}</h1>
<p>${esc(`${v.ruleset.articles.citation} (${v.ruleset.id} ${v.ruleset.version})`)}</p>
<h2>${esc(t.text)}</h2><blockquote class="wb-text" lang="es" id="article-text">${esc(a.text_es)}</blockquote>
${masked ? `<p class="wb-note" id="article-masked">${esc(masked)}</p>` : ''}
<h2>${esc(t.summaryEn)}</h2><p lang="en">${esc(a.summary_en)}</p>
<p><strong>${esc(t.status)}:</strong> ${esc(status)}</p>
<p><strong>${esc(t.rules)}:</strong> ${esc(v.rules.join(', ') || t.noRules)}</p>
${parts ? `<h2>${esc(t.noLogShows)}</h2><ul id="article-not-checkable">${parts}</ul>` : ''}
${interp ? `<h2>${esc(t.interpretations)}</h2><ul>${interp}</ul>` : ''}
<h2>${esc(`${t.citing} (${total})`)}</h2>
<p>${link(`${runPath(runId)}/findings`, { ...params, lang }, t.allFindings)}</p>
${rows.length ? table([t.hand, t.category, t.message], rows) : `<p>${esc(t.none)}</p>`}`;
  return page({ lang, title: `${a.article} · ${v.ruleset.id}`, path, params, crumbs: [[t.runs, '/'], [runId, runPath(runId)]], body });
}

export function renderProblem(status: 400 | 404 | 500 | 503, lang: Lang, why: string): string {
  const t = W[lang];
  const title = status === 404 ? t.notFound : status === 400 ? t.badRequest : t.error;
  return page({ lang, title, path: '/', params: {}, body: `<h1>${esc(`${status} · ${title}`)}</h1><p><strong>${esc(t.why)}:</strong> ${esc(why)}</p>` });
}

/** The page of a run whose rows are not as sealed (a 409): said in the reader's language, nothing of the run shown. */
export function renderAltered(runId: string, lang: Lang): string {
  const t = W[lang];
  return page({ lang, title: t.alteredTitle, path: runPath(runId), params: {}, crumbs: [[t.runs, '/']],
    body: `<h1>${esc(`409 · ${t.alteredTitle}`)}</h1><p class="wb-bad" id="altered">${esc(t.alteredWhy(runId))}</p>` });
}
