import type { Writable } from 'node:stream';
import type { AuditRun } from '../audit/run.js';
import { currenciesOf } from '../audit/findings.js';
import { formatAmount, owedLine } from '../engine/core/money-text.js';
import { checkedStatement, unpricedStatement } from './checked.js';
import type { Lang } from '../engine/core/engine-types.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import { writeOut } from './write.js';
import { NOUNS, count } from '../engine/core/plural.js';
import { terminalSafe as safe } from './terminal-safe.js';
import { ArticleCounter } from './article-counts.js';
import type { ArticleCount } from './article-counts.js';
import { table, wrapLine } from './text-table.js';
import { wordsFor } from '../engine/core/words.js';
import { behindWords } from './behind-words.js';

const T = {
  es: {
    title: 'Veedor — auditoría', run: 'Ejecución', file: 'Archivo', hands: 'manos', rejected: 'rechazadas',
    hand: 'Mano', summary: 'Resumen',
    read: 'Manos leídas', audited: 'auditadas', withFindings: 'Manos con hallazgos', findings: 'Hallazgos',
    byArticle: 'Por artículo', notChecked: 'No verificable en este registro',
    money: 'Dinero, por moneda (nunca sumado entre monedas)', noMoney: 'Dinero: ningún hallazgo cambia dinero.',
    under: 'debido a los jugadores', over: 'debido por los jugadores', fileLevel: 'Archivo', event: 'evento',
    handNo: 'mano', rulesets: 'Reglamentos', currency: 'moneda',
    categories: { payout: 'pagos', procedure: 'procedimiento', integrity: 'integridad', input: 'registro' },
  },
  en: {
    title: 'Veedor — audit', run: 'Run', file: 'File', hands: 'hands', rejected: 'rejected',
    hand: 'Hand', summary: 'Summary',
    read: 'Hands read', audited: 'audited', withFindings: 'Hands with findings', findings: 'Findings',
    byArticle: 'By article', notChecked: 'Not checkable in this log',
    money: 'Money, by currency (never added across currencies)', noMoney: 'Money: no finding changes money.',
    under: 'owed to players', over: 'owed by players', fileLevel: 'File', event: 'event',
    handNo: 'hand', rulesets: 'Rulesets', currency: 'currency',
    categories: { payout: 'payout', procedure: 'procedure', integrity: 'integrity', input: 'input' },
  },
} as const;

export interface TerminalOptions {
  lang: Lang;
  color: boolean;
  rulesets: Ruleset[];
  /** Columns the summary is laid out for (cli/tty.ts: the terminal's, else 80). */
  width?: number;
}

/**
 * The readable report: its header first (the run, each input with its whole SHA-256, the rulesets and
 * their versions), then the findings grouped by hand, then a summary by article that reconciles the counts.
 */
export async function writeTerminal(run: AuditRun, out: Writable, opts: TerminalOptions): Promise<void> {
  const t = T[opts.lang];
  const c = colors(opts.color);
  const width = opts.width ?? 80;
  const w = (s: string) => writeOut(out, s + '\n');
  const wrapped = async (text: string, indent: string, sep = ' ') => {
    for (const line of wrapLine(text, width - indent.length, '  ', sep)) await w(indent + line);
  };
  await w(c.bold(`${t.title}  ${run.run.id}`) + `  (${run.tool.name} ${run.tool.version})`);
  for (const f of run.inputs) {
    await w(`  ${t.file}: ${safe(f.path)}  ${count(f.hands, NOUNS.hand, opts.lang)}, ${count(f.rejected, NOUNS.rejected, opts.lang)}`);
    await w(c.dim(`    SHA-256 ${f.sha256}`));
  }
  const rulesets = Object.entries(run.run.rulesets).map(([id, v]) => `${id} ${v}`).join(', ');
  if (rulesets) await wrapped(`${t.rulesets}: ${rulesets}`, '  ', ', ');
  await w('');
  let current: string | undefined;
  const seatWords = (id: string) => wordsFor(opts.lang, opts.rulesets.find((r) => r.id === id)?.articles.words).seat;
  const byArticle = new ArticleCounter();
  for await (const f of run.findings()) {
    byArticle.add(f);
    const key = safe(f.hand_id === null ? `${t.fileLevel} ${f.source.path}` : `${t.hand} ${f.hand_id}`);
    if (key !== current) {
      current = key;
      const where = safe([f.table_id, f.dealer_id, f.started_at].filter(Boolean).join(' · '));
      await w(c.bold(key) + (where ? c.dim(`  ${where}`) : '') + c.dim(`  ${safe(f.source.path)}${f.source.line ? ':' + f.source.line : ''}`));
    }
    const sev = f.severity === 'error' ? c.red('✖') : c.yellow('!');
    const pos = [
      f.event !== undefined ? `${t.event} ${f.event}` : '',
      // The place as the finding's regulation calls it: "asiento 3", Caribbean Stud's and Dragon Six's "zona 3".
      f.seat !== undefined ? `${seatWords(f.ruleset).noun} ${f.seat}` : '',
      f.hand !== undefined ? `${t.handNo} ${f.hand}` : '',
      // A bet behind the box, told from the box's own (the player's id escaped as every id from the log).
      f.behind === true ? safe(behindWords(f.player, opts.lang, seatWords(f.ruleset))) : '',
    ].filter(Boolean).join(', ');
    await w(`  ${sev} ${c.cyan(f.article)} ${c.dim(`[${f.category}/${f.rule}]`)}${pos ? ' ' + pos : ''}`);
    await w(`    ${safe(f.message[opts.lang])}`);
    if (f.expected !== undefined && f.actual !== undefined) await w(c.dim(`    ${owedLine({ expected: f.expected, actual: f.actual, owed: f.owed_to_player }, f.currency, opts.lang)}`));
  }
  const claims = checkedStatement(run.summary, run.notChecked, opts.lang);
  if (run.summary.findings === 0) await w(c.green(claims[0]!));
  await w('');
  await w(c.bold(t.summary));
  const s = run.summary;
  await w(`  ${t.read}: ${s.hands} = ${count(s.audited, NOUNS.audited, opts.lang)} + ${count(s.rejected, NOUNS.rejected, opts.lang)}`);
  await w(`  ${t.withFindings}: ${s.hands_with_findings}`);
  await w(`  ${t.findings}: ${s.findings} ` +
    `(${(['payout', 'procedure', 'integrity', 'input'] as const).map((k) => `${t.categories[k]} ${s.by_category[k]}`).join(', ')})`);
  const currencies = currenciesOf(s.money);
  if (currencies.length === 0 && s.unpriced === 0) await w(`  ${t.noMoney}`);
  else {
    await w(`  ${t.money}:`);
    const rows = currencies.map((cur) => {
      const m = s.money[cur]!;
      return [cur, formatAmount(m.underpaid, cur), formatAmount(m.overpaid, cur)];
    });
    if (rows.length > 0) for (const line of table([t.currency, t.under, t.over], rows, width - 4).split('\n')) await w(`    ${line}`);
    if (s.unpriced > 0) for (const line of wrapLine(unpricedStatement(s.unpriced, opts.lang), width - 4, '')) await w(`    ${line}`);
  }
  const articles = byArticle.rows();
  if (articles.length > 0) {
    await w(`  ${t.byArticle}:`);
    // One heading per ruleset, then its articles: count, article and title in columns, a title cut
    // with "…" where it would run past the width (the article names it whole: veedor rules ID ARTICLE).
    const nw = Math.max(...articles.map((a) => String(a.findings).length));
    const aw = Math.max(...articles.map((a) => a.article.length));
    let ruleset: string | undefined;
    for (const a of articles) {
      if (a.ruleset !== undefined && a.ruleset !== ruleset) await w(`    ${(ruleset = a.ruleset)}`);
      const indent = a.ruleset !== undefined ? '      ' : '    ';
      const head = `${indent}${String(a.findings).padStart(nw)}  ${a.article.padEnd(aw)}`;
      const title = titleOf(a, opts);
      await w(title && title !== a.article ? fit(`${head}  ${title}`, width) : head.trimEnd());
    }
  }
  if (run.notChecked.length > 0) {
    await w(`  ${t.notChecked}:`);
    for (const n of run.notChecked) await wrapped(`${n.ruleset} ${n.article} (${n.rule}): ${count(n.hands, NOUNS.hand, opts.lang)} — ${n.reason[opts.lang]}`, '    ');
    for (const line of claims.slice(run.summary.findings === 0 ? 1 : 0)) await wrapped(line, '  ');
  }
}

/** A line cut to `width` with "…" (a label only: evidence is never cut). */
function fit(line: string, width: number): string {
  return line.length <= width ? line : line.slice(0, width - 1).trimEnd() + '…';
}

function titleOf(c: ArticleCount, opts: TerminalOptions): string {
  const rs = opts.rulesets.find((r) => r.id === c.ruleset);
  const a = rs?.articles.articles.find((x) => x.article === c.article);
  return a ? a.title[opts.lang] : '';
}

function colors(on: boolean) {
  const wrap = (code: string) => (s: string) => (on ? `\x1b[${code}m${s}\x1b[0m` : s);
  return { bold: wrap('1'), dim: wrap('2'), red: wrap('31'), green: wrap('32'), yellow: wrap('33'), cyan: wrap('36') };
}
