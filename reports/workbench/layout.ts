// The workbench's page shell: one stylesheet served from the app itself, no script, a language switch
// that keeps every other parameter of the page's URL. Every string a page shows passes through esc().
import type { Lang } from '../../engine/core/engine-types.js';
import { esc, escAttr, escId } from '../replay/html.js';
import { terminalSafe as visibleId } from '../terminal-safe.js';
import { W } from './words.js';

// A log's ids (hand, table, dealer, shoe) are shown with escId, or visibleId within a title or a link's text: their
// line feeds, tabs and invisible characters as \u escapes, as on the terminal and in the PDF (esc() keeps a line feed).
export { esc, escAttr, escId, visibleId };

/** Query parameters of a page, in the order they are written into its links. */
export type Params = Record<string, string | undefined>;

/** A link to `path` with `params` (empty ones left out), escaped for an attribute. */
export function href(path: string, params: Params = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, v);
  const s = q.toString();
  return escAttr(s ? `${path}?${s}` : path);
}

export function link(path: string, params: Params, text: string, cls?: string): string {
  return `<a href="${href(path, params)}"${cls ? ` class="${cls}"` : ''}>${esc(text)}</a>`;
}

export interface Shell {
  lang: Lang;
  title: string;
  /** The page's own path and parameters (without lang): the language switch links to it. */
  path: string;
  params: Params;
  /** Breadcrumbs: [text, path] pairs before the title. */
  crumbs?: [string, string][];
  /** Extra stylesheets (the replay's). */
  styles?: string[];
  body: string;
}

export function page(s: Shell): string {
  const t = W[s.lang];
  const other: Lang = s.lang === 'es' ? 'en' : 'es';
  const crumbs = (s.crumbs ?? []).map(([text, path]) => `${link(path, { lang: s.lang }, text)} › `).join('');
  const styles = ['/assets/workbench.css', ...(s.styles ?? [])].map((h) => `<link rel="stylesheet" href="${esc(h)}">`).join('\n');
  return `<!doctype html>
<html lang="${s.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${s.title} · Veedor`)}</title>
${styles}
</head>
<body>
<div class="wb-top"><span class="wb-brand">${link('/', { lang: s.lang }, 'Veedor')}</span>
<span class="wb-crumbs">${crumbs}<span class="wb-here">${esc(s.title)}</span></span>
<span class="wb-lang">${esc(t.language)}: <strong>${s.lang}</strong> · <a id="lang-switch" hreflang="${other}" href="${href(s.path, { ...s.params, lang: other })}">${other}</a></span></div>
<div class="wb-page">
${s.body}
</div>
</body>
</html>
`;
}

export function table(head: string[], rows: string[][], cls = ''): string {
  return `<div class="wb-scroll"><table class="wb-table ${cls}"><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>
${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n')}
</tbody></table></div>`;
}

export const WORKBENCH_CSS = `
*{box-sizing:border-box}
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;margin:0;color:#1d1d1f;background:#f4f1ea}
a{color:#1a4f8b}
.wb-top{display:flex;flex-wrap:wrap;gap:6px 16px;align-items:baseline;padding:10px 20px;background:#1d1d1f;color:#eee}
.wb-top a{color:#fff}
.wb-brand{font-weight:700}
.wb-crumbs{flex:1;min-width:0;overflow-wrap:anywhere}
.wb-page{padding:12px 20px 40px;max-width:1280px}
.wb-page h1{font-size:22px;margin:6px 0 10px;overflow-wrap:anywhere}
.wb-page h2{font-size:17px;margin:18px 0 6px}
.wb-scroll{max-width:100%;overflow-x:auto}
.wb-table{border-collapse:collapse;background:#fff;font-size:14px;margin:4px 0 10px}
.wb-table th,.wb-table td{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
.wb-table th{background:#f0ede4;font-size:12px}
.wb-table td.num,.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.wb-replay table.wagers{display:block;max-width:100%;overflow-x:auto}
.wb-replay main{padding:8px 0;max-width:100%}
.wb-sha{font-family:monospace;font-size:12px;overflow-wrap:anywhere}
.wb-ok{color:#1f6b3a;font-weight:600}
.wb-bad{color:#b00020;font-weight:600}
.wb-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,560px),1fr));gap:14px}
.wb-card{background:#fff;border:1px solid #ddd;border-radius:8px;padding:8px 12px;min-width:0}
.wb-card svg{max-width:100%;height:auto}
form.wb-filter{display:flex;flex-wrap:wrap;gap:8px 12px;background:#fff;border:1px solid #ddd;border-radius:8px;padding:10px}
form.wb-filter label{display:flex;flex-direction:column;font-size:12px;color:#444}
form.wb-filter input,form.wb-filter select{font:inherit;padding:3px 6px;max-width:14em}
form.wb-filter button{font:inherit;padding:4px 14px;align-self:flex-end}
.wb-pager{display:flex;flex-wrap:wrap;gap:10px;align-items:center;margin:8px 0}
.wb-msg{max-width:48em;overflow-wrap:anywhere}
blockquote.wb-text{background:#fbf6e6;border-left:3px solid #c9b77a;margin:6px 0;padding:8px 12px;white-space:pre-wrap}
.wb-note{color:#555;font-size:13px;font-style:italic;margin:4px 0 8px}
.wb-facts{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;font-size:14px}
.wb-facts dt{color:#555}
.wb-facts dd{margin:0;overflow-wrap:anywhere}
`;
