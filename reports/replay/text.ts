import { formatAmount, formatSignedAmount } from '../../engine/core/money-text.js';
import { L, articleHeading, balanceLines, counterfactualNotes, findingMoney, findingsLine, headLine, ifAdoptedText, postedLine, wagerOwedText } from './labels.js';
import type { ArticleView, FindingView, ReplayDoc, WagerView } from './model.js';
import { terminalSafe, terminalSafeLines } from '../terminal-safe.js';

const WIDTH = 100;

/** The dispute replay as plain text: the numbered timeline, then the money, then the articles quoted. */
export function renderReplayText(d: ReplayDoc): string {
  const t = L[d.lang];
  const out: string[] = [];
  const art = new Map(d.articles.map((a) => [a.article, a]));
  const cite = (id: string) => articleHeading(id, art.get(id)?.title);

  out.push(`${t.title.toUpperCase()} ${terminalSafe(d.head.handId)}`);
  out.push(`${d.head.regulation} (${t.catalog} ${d.head.rulesetId} ${d.head.rulesetVersion})`);
  out.push(headLine(d));
  // Each field beside its value: wrapped only between the pairs (a NUL holds each pair's space while wrapping).
  out.push(...wrap(postedLine(d, '\u0000'), '  ').map((l) => l.replaceAll('\u0000', ' ')));
  out.push(`${t.source}: ${d.head.source}`);
  if (d.head.sha256) out.push(`${t.logSha}: ${d.head.sha256}`);
  out.push(`${t.findings}: ${findingsLine(d)}`);
  out.push('');

  out.push(t.timeline.toUpperCase());
  const num = String(d.steps.length).length;
  const pad = ' '.repeat(num + 4);
  for (const s of d.steps) {
    out.push(...wrap(`${String(s.n).padStart(num + 2)}. ${s.text}`, pad));
    if (s.article) out.push(...wrap(`${pad}${t.governs}: ${cite(s.article)}${s.articleFromFinding ? ` [${t.byFinding}]` : ''}`, pad + '  '));
    if (s.table.length === 0) out.push(`${pad}${t.tableNow}: ${t.empty}`);
    else if (!s.tableChanged) out.push(`${pad}${t.tableNow}: ${t.unchanged}`);
    else s.table.forEach((line, i) => out.push(...wrap(`${pad}${i === 0 ? `${t.tableNow}: ` : ' '.repeat(t.tableNow.length + 2)}${line}`, pad + '    ')));
    for (const f of s.findings) out.push(...findingLines(f, pad, d));
  }
  if (d.endFindings.length > 0) {
    out.push(`${' '.repeat(num + 2)}  ${t.endOfHand}:`);
    for (const f of d.endFindings) out.push(...findingLines(f, pad, d));
  }
  out.push('');

  out.push(`${t.should.toUpperCase()} (${t.shouldSub})`);
  for (const w of d.wagers) out.push(...wagerLines(w, d));
  if (d.wagers.length === 0) out.push(...wrap(`  ${t.noWagers}`, '  '));
  out.push('');

  for (const c of d.counterfactuals) {
    out.push(`${t.cf.toUpperCase()} (${t.cfSub})`);
    out.push(...wrap(`  ${c.title}${c.article ? ` — ${c.article}` : ''}`, '    '));
    out.push(...wrap(`  ${c.premise}`, '  '));
    for (const l of c.lines) {
      if (l.counterfactual === l.recorded && l.counterfactualWhy === l.recordedWhy) {
        out.push(...wrap(`  ${l.label}: ${t.unchangedCf} (${l.recordedWhy})`, '    '));
        continue;
      }
      out.push(`  ${l.label}:`);
      out.push(...wrap(`    ${t.recorded}: ${l.recordedWhy}`, '      '));
      out.push(...wrap(`    ${t.whatIf}: ${l.counterfactualWhy}`, '      '));
      if (l.ifAdopted !== undefined && l.actual !== undefined) {
        out.push(...wrap(`    ${t.ifAdopted}: ${ifAdoptedText({ ...l, actual: l.actual, ifAdopted: l.ifAdopted }, d.lang, d.head.currency, d.words.seat)}`, '      '));
      }
    }
    out.push('');
  }

  out.push(`${t.balance.toUpperCase()} (${t.balanceSub})`);
  for (const line of balanceLines(d.balance, d.lang, d.head.currency, d.words.seat)) out.push(...wrap(`  ${line}`, '      '));
  for (const line of counterfactualNotes(d)) out.push(...wrap(`  ${line}`, '  '));
  out.push('');

  out.push(t.articles.toUpperCase());
  const disputed = d.articles.filter((a) => d.disputed.includes(a.article));
  const others = d.articles.filter((a) => !d.disputed.includes(a.article));
  if (disputed.length > 0) {
    out.push(`  ${t.disputed}:`);
    for (const a of disputed) out.push(...articleLines(a, d));
  }
  if (others.length > 0) {
    out.push(`  ${t.alsoGoverning}:`);
    for (const a of others) out.push(...wrap(`    ${articleHeading(a.article, a.title)}`, '      '));
  }
  if (d.unmappedNote) out.push(...wrap(`  ${d.unmappedNote}`, '  '));
  if (d.maskedNote && disputed.some((a) => a.masked)) out.push(...wrap(`  ${d.maskedNote}`, '  '));
  // The document's strings are already through the sanitizer; the terminal gets nothing else.
  return terminalSafeLines(out.join('\n')) + '\n';
}

function findingLines(f: FindingView, pad: string, d: ReplayDoc): string[] {
  const t = L[d.lang];
  const mark = f.severity === 'error' ? `✖ ${t.finding}` : `! ${t.warning}`;
  const out = wrap(`${pad}${mark} ${f.article} (${f.category}/${f.rule}): ${f.message}`, pad + '  ');
  if (f.expected !== undefined && f.actual !== undefined && f.owed !== undefined) {
    out.push(...wrap(`${pad}  ${findingMoney({ expected: f.expected, actual: f.actual, owed: f.owed }, d.lang, d.head.currency)}`, pad + '    '));
  }
  return out;
}

function wagerLines(w: WagerView, d: ReplayDoc): string[] {
  const t = L[d.lang];
  const cur = d.head.currency;
  const out = [`  ${w.label}${w.stake !== undefined && w.stake > 0 ? ` (${t.stake} ${formatAmount(w.stake, cur)})` : ''}`];
  if (w.requiredWhy !== undefined) out.push(...wrap(`    ${t.rule}${w.article ? ` (${w.article})` : ''}: ${w.requiredWhy}`, '      '));
  out.push(`    ${capital(t.tableDid)}: ${w.actualText}${w.basis === 'net' && !w.actualText.endsWith(`(${formatSignedAmount(0, cur)})`) ? ` (${formatSignedAmount(w.actual, cur)})` : ''}`);
  const owed = wagerOwedText(w, d);
  if (owed) out.push(...wrap(`    ${t.owedTitle}: ${owed}`, '      '));
  return out;
}

function articleLines(a: ArticleView, d: ReplayDoc): string[] {
  const t = L[d.lang];
  const out = wrap(`    ${articleHeading(a.article, a.title)}`, '      ');
  if (d.lang === 'en') {
    out.push(...wrap(`      ${a.summary_en}`, '      '));
    out.push(...wrap(`      ${t.original}: «${a.text_es}»`, '       '));
  } else {
    out.push(...wrap(`      «${a.text_es}»`, '       '));
  }
  return out;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Wraps a line at WIDTH columns on spaces; continuation lines start with `indent`. */
/** The space at `i` joins a currency code to its amount ("PEN +38.40", "USD 0.50"). */
function amountSpace(text: string, i: number): boolean {
  return /(?:^|[^A-Za-z])[A-Z]{3}$/.test(text.slice(Math.max(0, i - 4), i)) && /^[+-]?\d/.test(text.slice(i + 1, i + 3));
}

export function wrap(line: string, indent: string): string[] {
  if ([...line].length <= WIDTH) return [line];
  const out: string[] = [];
  let rest = line;
  while ([...rest].length > WIDTH) {
    const chars = [...rest];
    const head = chars.slice(0, WIDTH + 1).join('');
    let cut = head.lastIndexOf(' ');
    // An amount stays beside its currency ("PEN +38.40"): a line that begins "+38.40)" names money without it.
    while (cut > indent.length && amountSpace(rest, cut)) cut = head.lastIndexOf(' ', cut - 1);
    if (cut <= indent.length) {
      cut = rest.indexOf(' ', WIDTH);
      while (cut >= 0 && amountSpace(rest, cut)) cut = rest.indexOf(' ', cut + 1);
    }
    if (cut < 0) break;
    out.push(rest.slice(0, cut).trimEnd());
    rest = indent + rest.slice(cut + 1).trimStart();
  }
  out.push(rest);
  return out;
}
