// The findings page: the filter form (every filter in the query string), one page of findings, the pager and the exports.
import type { Lang } from '../../engine/core/engine-types.js';
import { formatAmount } from '../../engine/core/money-text.js';
import type { Finding } from '../../audit/findings.js';
import type { FindingsPage, FindingSort } from '../../store/browse.js';
import { FINDING_SORTS } from '../../store/browse.js';
import { FORM_FIELDS } from '../../store/finding-filter.js';
import type { FilterFieldSpec, FilterName } from '../../store/finding-filter.js';
import { esc, escAttr, escId, href, link, page, table, visibleId } from './layout.js';
import type { Params } from './layout.js';
import { runDealer, runPath } from './runs.js';
import { W } from './words.js';
import { capitalize } from '../../engine/core/words.js';
import type { CompleteRun } from '../../store/runs.js';

export interface FindingsView {
  /** The run: its id, and its catalogs for their word for the dealer (the filter, the column, the sort). */
  run: CompleteRun;
  /** The filters as given (checked), for the form and the links. */
  filters: Partial<Record<FilterName, string>>;
  sort: FindingSort;
  desc: boolean;
  page: number;
  per: number;
  result: FindingsPage;
}

function field(f: FilterFieldSpec<FilterName>, value: string | undefined, lang: Lang, dealer: string): string {
  const t = W[lang];
  // The dealer filter says the run's catalogs' word («Dealer» for Peru's, «Croupier» for Marbella's), as the column.
  const label = f.name === 'dealer' ? capitalize(dealer) : f.label?.[lang] ?? f.name;
  if (typeof f.value === 'object') {
    const opts = [`<option value="">${esc(t.any)}</option>`, ...f.value.choices.map((c) => `<option value="${escAttr(c)}"${c === value ? ' selected' : ''}>${esc(t.values[c] ?? c)}</option>`)];
    return `<label>${esc(label)}<select name="${f.name}">${opts.join('')}</select></label>`;
  }
  const type = f.value === 'date' ? 'date' : 'text';
  return `<label>${esc(label)}<input type="${type}" name="${f.name}" value="${escAttr(value ?? '')}"></label>`;
}

function handLink(runId: string, f: Finding, lang: Lang): string {
  if (f.hand_id === null) return '—';
  // The hand's log too: hand_id is unique within a log, and two of a run's logs may each hold a hand of the id.
  return link(`${runPath(runId)}/hands/${encodeURIComponent(f.hand_id)}`, { lang, log: f.source.path }, visibleId(f.hand_id));
}

export function renderFindings(v: FindingsView, lang: Lang): string {
  const t = W[lang];
  const runId = v.run.id;
  const dealer = runDealer(v.run, lang);
  const path = `${runPath(runId)}/findings`;
  const params: Params = { ...v.filters, sort: v.sort === 'seq' ? undefined : v.sort, dir: v.desc ? 'desc' : undefined, per: v.per === 50 ? undefined : String(v.per) };
  const pages = Math.max(1, Math.ceil(v.result.total / v.per));
  const sortSelect = `<label>${esc(t.sort)}<select name="sort">${(Object.keys(FINDING_SORTS) as FindingSort[]).map((s) =>
    `<option value="${s}"${s === v.sort ? ' selected' : ''}>${esc(s === 'dealer' ? dealer : t.sorts[s])}</option>`).join('')}</select></label>
<label>${esc(t.dir)}<select name="dir"><option value="asc"${v.desc ? '' : ' selected'}>${esc(t.asc)}</option><option value="desc"${v.desc ? ' selected' : ''}>${esc(t.desc)}</option></select></label>`;
  const form = `<form class="wb-filter" method="get" action="${esc(path)}">
${FORM_FIELDS.map((f) => field(f, v.filters[f.name], lang, dealer)).join('\n')}
${sortSelect}
<input type="hidden" name="lang" value="${lang}">
<button type="submit">${esc(t.filter)}</button> ${link(path, { lang }, t.clear)}
</form>`;
  const rows = v.result.findings.map((f) => [
    `<span class="num">${f.seq}</span>`,
    handLink(runId, f, lang),
    esc(f.started_at ?? ''),
    escId(f.table_id ?? ''),
    escId(f.dealer_id ?? ''),
    `${link(`${runPath(runId)}/article`, { ruleset: f.ruleset, article: f.article, lang }, f.article)}<br><small>${esc(f.ruleset)}</small>`,
    esc(`${f.category}/${f.rule}`),
    esc(W[lang].values[f.severity] ?? f.severity),
    `<span class="wb-msg">${esc(f.message[lang])}</span>`,
    `<span class="num">${f.owed_to_player !== undefined ? esc(formatAmount(f.owed_to_player, f.currency)) : ''}</span>`,
  ]);
  const pager = `<div class="wb-pager"><span id="match-count">${esc(`${v.result.total} ${t.shown}`)}</span>
<span>${esc(`${t.page} ${v.page} ${t.of} ${pages}`)}</span>
${v.page > 1 ? link(path, { ...params, page: String(v.page - 1), lang }, t.prev, 'wb-prev') : ''}
${v.page < pages ? link(path, { ...params, page: String(v.page + 1), lang }, t.next, 'wb-next') : ''}
<a id="export-csv" href="${href(`${path}.csv`, { ...v.filters, lang })}">${esc(t.exportCsv)}</a>
<a id="export-pdf" href="${href(`${path}.pdf`, { ...v.filters, lang })}">${esc(t.exportPdf)}</a></div>`;
  const body = `<h1>${esc(`${t.findings} · ${runId}`)}</h1>
${form}
${pager}
${v.result.findings.length === 0 ? `<p>${esc(t.none)}</p>` : table(['#', t.hand, t.date, t.tableId, capitalize(dealer), t.article, t.category, t.severity, t.message, t.owed], rows, 'wb-findings')}`;
  return page({ lang, title: `${t.findings} · ${runId}`, path, params: { ...params, page: v.page > 1 ? String(v.page) : undefined },
    crumbs: [[t.runs, '/'], [runId, runPath(runId)]], body });
}
