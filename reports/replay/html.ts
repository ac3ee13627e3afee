// The dispute replay as one self-contained HTML page: every step is rendered
// here (all log text escaped), and a few lines of inline script show one step
// at a time with previous/next buttons, a slider and the arrow keys. A
// Content-Security-Policy forbids every network request. Without script the
// page shows all steps one after another, which is also how it prints.
import { CARD_GLYPH_PATTERN, HIDDEN_CARD } from '../../engine/core/cards.js';
import { formatAmount } from '../../engine/core/money-text.js';
import { L, articleHeading, balanceLines, counterfactualNotes, findingMoney, findingsLine, headLine, ifAdoptedText, postedLine, wagerOwedText } from './labels.js';
import type { ArticleView, FindingView, ReplayDoc, ReplayStep } from './model.js';
import { terminalSafe } from '../terminal-safe.js';

/**
 * Escapes text for HTML content (and attribute values that are shown, not sent back). A control character or an
 * invisible format character (Unicode's Cf) from a log is shown as its \u escape, as on the terminal and in the PDF:
 * a hand id `H<U+202E>2` retitled the page "Mano H‮2 · Veedor" (the override reversed what followed it, « Veedor · 2»
 * read backwards) and `x<U+200B>1` showed as `x1` (hostile20). Tab, line feed and carriage return stay as they are.
 */
export function esc(text: string): string {
  return escAttr(text.replace(INVISIBLE, visibleEscape));
}

/**
 * A log's id (hand, table, dealer, shoe) escaped for HTML content: every control character, the line feed, tab and
 * carriage return included, and every invisible format character shown as its \u escape, as the terminal and the PDF
 * show ids (terminalSafe). esc() keeps a line feed for prose, so a table `T\n1` showed as `T 1`, beside a table
 * `T 1` (leads22). A page title or link that holds an id takes `terminalSafe(id)` within its text.
 */
export function escId(id: string): string {
  return esc(terminalSafe(id));
}

/** Escapes a value for an attribute that must hold it exactly (a form field's value, an href), invisible characters included. */
export function escAttr(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cf}]/gu;

function visibleEscape(c: string): string {
  const code = c.codePointAt(0)!;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Text with its card glyphs drawn as cards; everything else escaped. */
export function withCards(text: string, lang: 'es' | 'en'): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(CARD_GLYPH_PATTERN)) {
    out += esc(text.slice(last, m.index));
    const g = m[0];
    if (g === HIDDEN_CARD) out += `<span class="card back" title="${lang === 'es' ? 'carta cubierta' : 'face-down card'}">${HIDDEN_CARD}</span>`;
    else {
      const red = /[♥♦]/u.test(g);
      out += `<span class="card${red ? ' red' : ''}">${esc(g)}</span>`;
    }
    last = m.index! + g.length;
  }
  return out + esc(text.slice(last));
}

export function renderReplayHtml(d: ReplayDoc): string {
  const t = L[d.lang];
  const art = new Map(d.articles.map((a) => [a.article, a]));
  const total = d.steps.length + 1;
  const chips = [
    ...d.steps.map((s, i) => `<button type="button" class="chip${s.findings.length ? ' bad' : ''}" data-go="${i + 1}" title="${esc(`${t.step} ${s.n}`)}">${s.n}</button>`),
    `<button type="button" class="chip end" data-go="${total}" title="${esc(t.summaryStep)}">Σ</button>`,
  ].join('');
  const sections = [
    ...d.steps.map((s, i) => stepSection(s, i + 1, d, art)),
    summarySection(d, total),
  ].join('\n');
  return `<!doctype html>
<html lang="${d.lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${t.title} ${terminalSafe(d.head.handId)}`)}</title>
<style>${CSS}</style>
</head>
<body data-label-step="${esc(t.step)}" data-label-of="${esc(t.of)}">
<header>
<h1>${esc(t.title)} <span id="hand-id">${escId(d.head.handId)}</span></h1>
<p class="reg">${esc(`${d.head.regulation} (${t.catalog} ${d.head.rulesetId} ${d.head.rulesetVersion})`)}</p>
<p class="meta">${esc(headLine(d))}<br><span id="posted">${esc(postedLine(d))}</span><br><span id="source">${esc(`${t.source}: ${d.head.source}`)}</span><br>${d.head.sha256 ? `<span id="log-sha256">${esc(`${t.logSha}: `)}<code class="sha">${esc(d.head.sha256)}</code></span><br>` : ''}${esc(`${t.findings}: ${findingsLine(d)}`)}</p>
</header>
<nav id="controls" aria-label="${esc(t.timeline)}">
<div class="row"><button type="button" id="prev">◀ ${esc(t.prev)}</button>
<input type="range" id="slider" min="1" max="${total}" value="1" step="1" aria-label="${esc(t.step)}">
<button type="button" id="next">${esc(t.next)} ▶</button>
<span id="counter">${esc(`${t.step} 1 ${t.of} ${total}`)}</span></div>
<div class="chips">${chips}</div>
</nav>
<main>
${sections}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

function stepSection(s: ReplayStep, i: number, d: ReplayDoc, art: Map<string, ArticleView>): string {
  const t = L[d.lang];
  const table = s.table.length === 0
    ? `<p class="empty">${esc(t.empty)}</p>`
    : s.table.map((line) => tableLine(line, d.lang)).join('');
  return `<section class="step${s.findings.length ? ' has-findings' : ''}" data-step="${i}" data-event="${s.n}">
<h2><span class="n">${esc(`${t.step} ${s.n}`)}</span></h2>
<p class="narration">${withCards(s.text, d.lang)}</p>
<div class="grid">
<div class="felt" aria-label="${esc(t.tableNow)}">${table}</div>
${articleBox(s.article, s.articleFromFinding, d, art)}
</div>
${s.findings.map((f) => findingBox(f, d)).join('\n')}
</section>`;
}

function tableLine(line: string, lang: 'es' | 'en'): string {
  const at = line.indexOf(': ');
  if (at < 0) return `<div class="who">${withCards(line, lang)}</div>`;
  return `<div class="who"><span class="label">${esc(line.slice(0, at + 1))}</span> ${withCards(line.slice(at + 2), lang)}</div>`;
}

function articleBox(id: string | undefined, byFinding: boolean, d: ReplayDoc, art: Map<string, ArticleView>): string {
  const t = L[d.lang];
  const a = id ? art.get(id) : undefined;
  if (!id) return `<aside class="article none"><p>${esc(t.noArticle)}</p>${d.unmappedNote ? `<p class="note">${esc(d.unmappedNote)}</p>` : ''}</aside>`;
  const tag = byFinding ? ` <span class="tag">${esc(t.byFinding)}</span>` : '';
  if (!a) return `<aside class="article"><h3>${esc(`${t.governs}: ${id}`)}${tag}</h3></aside>`;
  return `<aside class="article"><h3>${esc(`${t.governs}: ${articleHeading(a.article, a.title)}`)}${tag}</h3>${quote(a, d)}${maskedP(a, d)}</aside>`;
}

/** The note that the official copy masks words, under an article whose text holds the masking word. */
function maskedP(a: ArticleView, d: ReplayDoc): string {
  return a.masked && d.maskedNote ? `<p class="note">${esc(d.maskedNote)}</p>` : '';
}

function quote(a: ArticleView, d: ReplayDoc): string {
  const t = L[d.lang];
  // The English summary is Veedor's paraphrase, labelled so: only the Spanish text is the regulation's.
  if (d.lang === 'en') return `<p class="summary"><span class="orig">${esc(t.summaryEn)}:</span> ${esc(a.summary_en)}</p><blockquote lang="es"><span class="orig">${esc(t.original)}:</span> «${esc(a.text_es)}»</blockquote>`;
  return `<blockquote lang="es">«${esc(a.text_es)}»</blockquote>`;
}

function findingBox(f: FindingView, d: ReplayDoc): string {
  const t = L[d.lang];
  const money = f.expected !== undefined && f.actual !== undefined && f.owed !== undefined
    ? `<p class="money">${esc(findingMoney({ expected: f.expected, actual: f.actual, owed: f.owed }, d.lang, d.head.currency))}</p>`
    : '';
  return `<div class="finding ${f.severity}"><p><strong>${esc(f.severity === 'error' ? t.finding : t.warning)} ${esc(f.article)}</strong> <code>${esc(`${f.category}/${f.rule}`)}</code></p><p>${withCards(f.message, d.lang)}</p>${money}</div>`;
}

function summarySection(d: ReplayDoc, i: number): string {
  const t = L[d.lang];
  const rows = d.wagers.map((w) => {
    const owed = wagerOwedText(w, d);
    return `<tr class="${w.wrong ? 'bad' : 'ok'}"><td>${esc(w.label)}${w.stake !== undefined && w.stake > 0 ? `<br><small>${esc(`${t.stake} ${formatAmount(w.stake, d.head.currency)}`)}</small>` : ''}</td>`
      + `<td>${w.requiredWhy !== undefined ? withCards(w.requiredWhy, d.lang) : ''}${w.article ? ` <small>(${esc(w.article)})</small>` : ''}</td>`
      + `<td>${esc(w.actualText)}</td>`
      + `<td class="num">${owed !== undefined ? esc(owed) : ''}</td></tr>`;
  }).join('\n');
  const cfs = d.counterfactuals.map((c) => `<div class="counterfactual"><h3>${esc(`${t.cf}: ${c.title}`)}${c.article ? ` <small>(${esc(c.article)})</small>` : ''}</h3>
<p class="label-cf">${esc(t.cfSub)}</p><p>${withCards(c.premise, d.lang)}</p><ul>${c.lines.map((l) => {
    if (l.counterfactual === l.recorded && l.counterfactualWhy === l.recordedWhy) return `<li>${esc(`${l.label}: ${t.unchangedCf}`)} (${withCards(l.recordedWhy, d.lang)})</li>`;
    const adopted = l.ifAdopted !== undefined && l.actual !== undefined
      ? `<br>${esc(`${t.ifAdopted}: ${ifAdoptedText({ ...l, actual: l.actual, ifAdopted: l.ifAdopted }, d.lang, d.head.currency, d.words.seat)}`)}`
      : '';
    return `<li><strong>${esc(l.label)}</strong><br>${esc(t.recorded)}: ${withCards(l.recordedWhy, d.lang)}<br>${esc(t.whatIf)}: ${withCards(l.counterfactualWhy, d.lang)}${adopted}</li>`;
  }).join('')}</ul></div>`).join('\n');
  const disputed = d.articles.filter((a) => d.disputed.includes(a.article));
  const others = d.articles.filter((a) => !d.disputed.includes(a.article));
  return `<section class="step summary" data-step="${i}" data-event="end">
<h2><span class="n">${esc(t.summaryStep)}</span></h2>
${d.endFindings.length ? `<h3>${esc(t.endOfHand)}</h3>${d.endFindings.map((f) => findingBox(f, d)).join('\n')}` : ''}
<h3>${esc(t.finalTable)}</h3>
<div class="felt">${d.finalTable.map((line) => tableLine(line, d.lang)).join('')}</div>
<h3>${esc(`${t.should} (${t.shouldSub})`)}</h3>
${d.wagers.length === 0 ? `<p class="no-wagers">${esc(t.noWagers)}</p>` : `<div class="wagers-wrap"><table class="wagers"><thead><tr><th>${esc(t.colWager)}</th><th>${esc(t.colRequired)}</th><th>${esc(t.colTable)}</th><th>${esc(t.colDiff)}</th></tr></thead><tbody>
${rows}
</tbody></table></div>`}
${cfs}
<h3>${esc(`${t.balance} (${t.balanceSub})`)}</h3>
<pre class="balance" id="balance">${esc([...balanceLines(d.balance, d.lang, d.head.currency, d.words.seat), ...counterfactualNotes(d)].join('\n'))}</pre>
<h3>${esc(t.articles)}</h3>
${disputed.length ? `<h4>${esc(t.disputed)}</h4>${disputed.map((a) => `<div class="article-full"><h5>${esc(articleHeading(a.article, a.title))}</h5>${quote(a, d)}</div>`).join('\n')}` : ''}
${others.length ? `<h4>${esc(t.alsoGoverning)}</h4><ul>${others.map((a) => `<li>${esc(articleHeading(a.article, a.title))}</li>`).join('')}</ul>` : ''}
${d.unmappedNote ? `<p class="note">${esc(d.unmappedNote)}</p>` : ''}
${d.maskedNote && disputed.some((a) => a.masked) ? `<p class="note">${esc(d.maskedNote)}</p>` : ''}
</section>`;
}

const CSS = `
*{box-sizing:border-box}
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;margin:0;color:#1d1d1f;background:#f4f1ea}
header{padding:16px 24px 8px;background:#fff;border-bottom:1px solid #ddd}
h1{font-size:22px;margin:0 0 4px}
.reg,.meta{margin:2px 0;color:#444}
nav{position:sticky;top:0;background:#fbfaf7;border-bottom:1px solid #ddd;padding:8px 24px;z-index:1}
nav .row{display:flex;flex-wrap:wrap;align-items:center;gap:8px 10px}
nav button{font:inherit;padding:6px 12px;border:1px solid #999;border-radius:6px;background:#fff;cursor:pointer}
nav button:disabled{opacity:.4;cursor:default}
#slider{flex:1 1 8em;min-width:6em}
#counter{min-width:9em;text-align:right;font-variant-numeric:tabular-nums}
header,main,section.step{overflow-wrap:anywhere}
code.sha{font-size:12px;overflow-wrap:anywhere;word-break:break-all}
.wagers-wrap{overflow-x:auto}
.chips{display:flex;flex-wrap:wrap;gap:3px;margin-top:6px}
.chip{font-size:11px !important;padding:2px 6px !important;min-width:2.2em;border-radius:10px !important}
.chip.bad{border-color:#b00020 !important;color:#b00020;font-weight:bold}
.chip.current{background:#1d1d1f !important;color:#fff !important}
main{padding:16px 24px 40px;max-width:1100px}
section.step{background:#fff;border:1px solid #ddd;border-radius:10px;padding:12px 18px;margin-bottom:16px}
section.step.has-findings{border-color:#b00020;box-shadow:0 0 0 2px #f6d6dc}
h2{font-size:16px;margin:0 0 6px;color:#555}
.narration{font-size:19px;margin:4px 0 12px}
.grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:14px}
@media (max-width:760px){.grid{grid-template-columns:1fr}}
.felt{background:#1f6b3a;color:#f3f3f3;border-radius:12px;padding:12px 14px;min-height:60px}
.felt .who{margin:5px 0}
.felt .label{font-weight:600;color:#fff}
.felt .empty{opacity:.7;margin:0}
.card{display:inline-block;min-width:2.1em;padding:2px 4px;margin:0 1px;border-radius:5px;background:#fff;color:#111;border:1px solid #bbb;text-align:center;font-weight:700;font-size:16px;line-height:1.3;box-shadow:0 1px 1px rgba(0,0,0,.3)}
.narration .card,.finding .card,.wagers .card,.counterfactual .card{font-size:15px}
.card.red{color:#c8102e}
.card.back{background:repeating-linear-gradient(45deg,#24408e,#24408e 4px,#3a5cc0 4px,#3a5cc0 8px);color:transparent}
.article{background:#fbf6e6;border:1px solid #e2d6ae;border-radius:10px;padding:10px 14px;font-size:14px;min-width:0;overflow-wrap:anywhere}
.article h3{font-size:15px;margin:0 0 6px}
.article.none{color:#666}
blockquote{margin:6px 0;padding-left:10px;border-left:3px solid #c9b77a;color:#333}
.orig{font-style:italic;color:#666}
.tag{font-size:11px;background:#b00020;color:#fff;border-radius:8px;padding:1px 6px;vertical-align:middle}
.finding{border-left:5px solid #b00020;background:#fdf0f2;margin:12px 0 0;padding:6px 12px;border-radius:4px}
.finding.warning{border-color:#b26a00;background:#fff6e6}
.finding p{margin:4px 0}
.money{font-weight:600}
table.wagers{border-collapse:collapse;width:100%;font-size:14px}
.wagers td,.wagers th{border-top:1px solid #ddd;padding:6px 8px;vertical-align:top;text-align:left}
.wagers th{font-size:12px;color:#555;border-top:0}
.wagers tr.bad td{background:#fdf0f2}
.wagers td.num{white-space:nowrap;font-variant-numeric:tabular-nums}
.counterfactual{border:2px dashed #7a5cc0;border-radius:10px;padding:8px 14px;margin:12px 0;background:#f6f2ff}
.label-cf{font-weight:700;color:#5a3ea0;text-transform:uppercase;font-size:12px;margin:0}
pre.balance{background:#f6f6f6;border:1px solid #ddd;border-radius:6px;padding:10px;white-space:pre-wrap;font-size:14px}
.note{color:#666;font-size:13px}
/* A phone (420 px): narrower margins, the step counter on its own line; last, so it wins over the rules above. */
@media (max-width:520px){
header,nav,main{padding-left:10px;padding-right:10px}
section.step{padding:10px}
#counter{min-width:0;flex-basis:100%;text-align:left}
.grid{grid-template-columns:1fr}
table.wagers{font-size:13px}
.wagers td,.wagers th{padding:4px 5px}
}
@media print{nav{display:none}section.step{display:block !important;break-inside:avoid}}
`;

/** The page's stylesheet, for a page that shows the replay's content without its script (the workbench's hand page). */
export const REPLAY_CSS = CSS;

// Shows one section at a time. Plain ES5 so any browser a mediator has will run it.
const SCRIPT = `
(function(){
var steps=[].slice.call(document.querySelectorAll('section.step'));
var slider=document.getElementById('slider'),prev=document.getElementById('prev'),next=document.getElementById('next');
var counter=document.getElementById('counter'),chips=[].slice.call(document.querySelectorAll('.chip'));
var word=document.body.getAttribute('data-label-step'),of=document.body.getAttribute('data-label-of');
var cur=1;
function show(i){
i=Math.max(1,Math.min(steps.length,i|0));cur=i;
for(var k=0;k<steps.length;k++){steps[k].hidden=(k+1!==i);}
for(var c=0;c<chips.length;c++){chips[c].className=chips[c].className.replace(/ current/g,'')+(c+1===i?' current':'');}
slider.value=String(i);counter.textContent=word+' '+i+' '+of+' '+steps.length;
prev.disabled=(i===1);next.disabled=(i===steps.length);
}
prev.addEventListener('click',function(){show(cur-1);});
next.addEventListener('click',function(){show(cur+1);});
slider.addEventListener('input',function(){show(Number(slider.value));});
for(var c=0;c<chips.length;c++){chips[c].addEventListener('click',function(e){show(Number(e.currentTarget.getAttribute('data-go')));});}
document.addEventListener('keydown',function(e){if(e.target===slider)return;if(e.key==='ArrowRight')show(cur+1);else if(e.key==='ArrowLeft')show(cur-1);});
show(1);
})();
`;
