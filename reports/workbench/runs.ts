// The runs page and a run's overview.
import type { Lang } from '../../engine/core/engine-types.js';
import { formatAmount } from '../../engine/core/money-text.js';
import { barChart } from '../stats/svg.js';
import type { ChartBar } from '../stats/charts.js';
import type { GroupBy } from '../../store/summary.js';
import type { StoredRun } from '../../store/runs.js';
import { esc, escId, link, page, table, visibleId } from './layout.js';
import type { RunEntry, RunOverview } from './model.js';
import { W } from './words.js';
import { NO_HAND_DATE, currenciesOf } from '../../audit/findings.js';
import { unpricedStatement } from '../checked.js';
import { sharedDealer } from '../../engine/core/words.js';
import { catalogWords } from '../../rules-catalog/registry.js';
import { jsonColumn } from '../../store/runs.js';

export function runPath(id: string): string {
  return `/runs/${encodeURIComponent(id)}`;
}

/**
 * The one who deals in a run's catalogs' own word, as `veedor summary` says it ("dealer" for Peru's regulations,
 * "croupier" for Marbella's and Puerto Rico's), lower case: every workbench page of the run names the role so, not
 * with the table's generic word.
 */
export function runDealer(run: StoredRun, lang: Lang): string {
  return sharedDealer(lang, Object.keys(jsonColumn<Record<string, string> | null>(run, 'rulesets') ?? {}).map((id) => catalogWords(id)));
}

function moneyText(money: RunEntry['money'], unpriced: number, lang: Lang): string {
  const t = W[lang];
  const lines = currenciesOf(money).map((c) => {
    const m = money[c]!;
    return `${esc(formatAmount(m.underpaid, c))} ${esc(t.underpaid)}; ${esc(formatAmount(m.overpaid, c))} ${esc(t.overpaid)}`;
  });
  // Money of hands that name no currency is in no total: how many findings it is, in words.
  if (unpriced > 0) lines.push(esc(unpricedStatement(unpriced, lang)));
  return lines.length ? lines.join('<br>') : '—';
}

export function verification(e: RunEntry, lang: Lang): string {
  const t = W[lang];
  if (e.seal === 'incomplete') return `<span class="wb-bad">${esc(t.unsealed)}</span>`;
  const seal = e.seal === 'sealed' ? `<span class="wb-ok">${esc(t.sealed)}</span>` : `<span class="wb-bad">${esc(t.altered)}</span>`;
  const sig = e.signature === 'unsigned' ? esc(t.unsigned) : e.signature === 'invalid' ? `<span class="wb-bad">${esc(t.signedBad)}</span>` : `<span class="wb-ok">${esc(t.signedOk)}</span>`;
  return `${seal}; ${sig}`;
}

function inputsCell(e: RunEntry): string {
  return e.inputs.map((i) => `${esc(i.path)}<br><span class="wb-sha">${esc(i.sha256)}</span>`).join('<br>');
}

export function renderRuns(entries: RunEntry[], lang: Lang): string {
  const t = W[lang];
  const rows = entries.map((e) => {
    const r = e.run;
    // An altered run is listed, marked so, and opens nothing.
    const id = r.id && r.status === 'complete' ? (e.seal === 'sealed' ? link(runPath(r.id), { lang }, r.id) : esc(r.id)) : esc(r.attempt_key.slice(0, 18));
    const counts = r.status === 'complete'
      ? `${r.hands ?? 0} (${r.audited ?? 0} ${esc(t.audited)}, ${r.rejected ?? 0} ${esc(t.rejected)})` : '—';
    const pdf = r.id && r.status === 'complete' && e.seal === 'sealed' ? link(`${runPath(r.id)}/report.pdf`, { lang }, t.pdf) : '—';
    return [id, esc(r.status === 'complete' ? t.complete : t.incomplete),
      // A run that audited no hand has no date of its own (audit/run.ts NO_HAND_DATE).
      r.started_at === NO_HAND_DATE ? '—' : esc(r.started_at), inputsCell(e), counts,
      `<span class="num">${r.findings ?? '—'}</span>`, moneyText(e.money, e.unpriced, lang), verification(e, lang), pdf];
  });
  const body = `<h1>${esc(t.runs)}</h1>
${entries.length === 0 ? `<p>${esc(t.noRuns)}</p>` : table([t.run, t.status, t.started, `${t.inputs} (${t.sha})`, t.hands, t.findings, t.money, t.verification, t.pdf], rows, 'wb-runs')}`;
  return page({ lang, title: t.runs, path: '/', params: {}, body });
}

/** The filter a group's link sets: a dealer, a table or a shift by its key, a day as from=to=that day. */
function groupParams(by: GroupBy, key: string): Record<string, string> | undefined {
  if (key === '(none)') return undefined;
  if (by === 'day') return { from: key, to: key };
  return { [by]: key };
}

export function renderOverview(o: RunOverview, lang: Lang): string {
  const t = W[lang];
  const id = o.run.id;
  const findingsPath = `${runPath(id)}/findings`;
  const counts = (rows: { key: string; n: number }[], param: string) => table([t.group, t.count],
    rows.map((r) => [link(findingsPath, { [param]: r.key, lang }, t.values[r.key] ?? r.key), `<span class="num">${r.n}</span>`]));
  const articles = table([t.ruleset, t.article, t.count], o.byArticle.map((r) => [
    esc(r.ruleset ?? ''),
    `${link(findingsPath, { ruleset: r.ruleset, article: r.key, lang }, r.key)} · ${link(`${runPath(id)}/article`, { ruleset: r.ruleset, article: r.key, lang }, '§')}`,
    `<span class="num">${r.n}</span>`,
  ]));
  const dealer = runDealer(o.run, lang);
  const groups = (['dealer', 'table', 'shift', 'day'] as GroupBy[]).map((by) => {
    const s = o.groups[by];
    const bars = s.rows.map((r) => {
      const p = groupParams(by, r.key);
      const bar: ChartBar = { label: r.key, value: r.perThousand ?? 0, flagged: false, tested: true };
      if (p) bar.href = `${findingsPath}?${new URLSearchParams({ ...p, lang }).toString()}`;
      return bar;
    });
    const words = (text: string) => ({ es: text, en: text });
    const chart = barChart({ kind: 'errors', by, name: `errors-by-${by}.svg`, title: words(by === 'dealer' ? t.chartTitleDealer(dealer) : t.chartTitle[by]), unit: words(t.chartUnit), bars, line: s.total.perThousand ?? 0 }, lang);
    const rows = s.rows.map((r) => {
      const p = groupParams(by, r.key);
      // A group's key is a dealer's or a table's id from the log: shown escaped as ids are.
      return [p ? link(findingsPath, { ...p, lang }, visibleId(r.key)) : escId(r.key), `<span class="num">${r.hands}</span>`, `<span class="num">${r.findings}</span>`,
        `<span class="num">${r.perThousand === null ? '—' : r.perThousand.toFixed(1)}</span>`];
    });
    return `<section class="wb-card" id="by-${by}"><h2>${esc(by === 'dealer' ? t.byDealer(dealer) : t.by[by])}</h2>
<div class="wb-chart">${chart}</div>
${table([t.group, t.hands, t.findings, t.perThousand], rows)}</section>`;
  }).join('\n');
  const r = o.run;
  const body = `<h1>${esc(`${t.run} ${id}`)}</h1>
<p>${esc(`${r.hands ?? 0} ${t.hands.toLowerCase()} (${r.audited ?? 0} ${t.audited}, ${r.rejected ?? 0} ${t.rejected}); ${r.findings} ${t.findings.toLowerCase()}`)} ·
${verification(o.entry, lang)} · ${link(findingsPath, { lang }, t.allFindings)} · ${link(`${runPath(id)}/report.pdf`, { lang }, t.report)}</p>
<p>${moneyText(o.entry.money, o.entry.unpriced, lang)}</p>
<div class="wb-grid">
<section class="wb-card" id="by-article"><h2>${esc(t.byArticle)}</h2>${articles}</section>
<section class="wb-card" id="by-category"><h2>${esc(t.byCategory)}</h2>${counts(o.byCategory, 'category')}<h2>${esc(t.bySeverity)}</h2>${counts(o.bySeverity, 'severity')}</section>
${groups}
</div>`;
  return page({ lang, title: `${t.run} ${id}`, path: runPath(id), params: {}, crumbs: [[t.runs, '/']], body });
}
