import type { Db } from './db.js';
import { jsonColumn } from './runs.js';
import type { CompleteRun } from './runs.js';
import { NO_CURRENCY } from '../audit/findings.js';
import type { MoneyTotals } from '../audit/findings.js';
import type { Money } from '../engine/core/money.js';

export type GroupBy = 'dealer' | 'table' | 'day' | 'shift';

import { DEFAULT_SHIFTS, shiftKey } from '../audit/stats/keys.js';

export { DEFAULT_SHIFTS, shiftKey };

export interface Money2 {
  /** Owed to players (the table paid too little or took too much), minor units. */
  underpaid: number;
  /** Paid to players beyond what the rules give them, minor units. */
  overpaid: number;
}

export interface SummaryRow {
  key: string;
  hands: number;
  findings: number;
  /** Findings per 1,000 hands audited (null when no hand was audited in the group). */
  perThousand: number | null;
  byArticle: Record<string, number>;
  /** By currency code: never added across currencies. */
  money: Record<string, Money2>;
  /** Findings that change money in hands naming no currency: counted, never totalled (RunSummary.unpriced). */
  unpriced: number;
}

export interface Summary {
  run: CompleteRun;
  by: GroupBy;
  shifts: number[];
  articles: string[];
  currencies: string[];
  rows: SummaryRow[];
  total: SummaryRow;
  /** Hands read but not audited (each has an input finding), and those input findings. */
  rejected: number;
  inputFindings: number;
}

export const NO_KEY = '(none)';

const HAND_KEY: Record<GroupBy, string> = {
  dealer: 'h.dealer_id', table: 'h.table_id', day: 'h.local_date', shift: "h.local_date || ' ' || h.local_hour",
};
const FINDING_KEY: Record<GroupBy, string> = {
  dealer: 'dealer_id', table: 'table_id', day: 'local_date', shift: "local_date || ' ' || local_hour",
};

/**
 * Rolls one run up by dealer, table, day or shift: hands audited, findings per
 * 1,000 hands (by article) and the money under- and over-paid to players.
 * Input findings (records that could not be audited) are counted apart.
 */
export function summarize(db: Db, run: CompleteRun, by: GroupBy, shifts: number[] = DEFAULT_SHIFTS): Summary {
  const starts = [...new Set(shifts)].sort((a, b) => a - b);
  const keyOf = (raw: string | null): string => (raw === null ? NO_KEY : by === 'shift' ? shiftKey(raw, starts) : raw);
  const rows = new Map<string, SummaryRow>();
  const row = (key: string) => {
    let r = rows.get(key);
    if (!r) rows.set(key, (r = { key, hands: 0, findings: 0, perThousand: null, byArticle: dict(), money: dict(), unpriced: 0 }));
    return r;
  };
  const hands = db.prepare(`SELECT ${HAND_KEY[by]} AS k, count(*) AS n FROM run_hands rh
    JOIN run_inputs ri ON ri.run_seq = rh.run_seq AND ri.position = rh.input_pos
    JOIN hands h ON h.input_id = ri.input_id AND h.format = ri.format AND h.idx = rh.idx
    WHERE rh.run_seq = ? GROUP BY k`).all(run.seq) as { k: string | null; n: number }[];
  for (const h of hands) row(keyOf(h.k)).hands += h.n;

  const multi = Object.keys(jsonColumn<object | null>(run, 'rulesets') ?? {}).length > 1;
  // context_currency: the currency schema 1 kept beside a finding that did not carry one itself.
  const findings = db.prepare(`SELECT ${FINDING_KEY[by]} AS k, ruleset, article, coalesce(currency, context_currency, '') AS cur,
      count(*) AS n, coalesce(sum(max(owed_to_player, 0)), 0) AS under, coalesce(sum(max(-owed_to_player, 0)), 0) AS over,
      coalesce(sum(owed_to_player <> 0), 0) AS moving
    FROM findings WHERE run_seq = ? AND category <> 'input' GROUP BY k, ruleset, article, cur`)
    .all(run.seq) as { k: string | null; ruleset: string; article: string; cur: string; n: number; under: number; over: number; moving: number }[];
  const articles = new Set<string>();
  const currencies = new Set<string>();
  for (const f of findings) {
    const r = row(keyOf(f.k));
    const article = multi ? `${f.ruleset} ${f.article}` : f.article;
    articles.add(article);
    r.findings += f.n;
    r.byArticle[article] = (r.byArticle[article] ?? 0) + f.n;
    // A hand that names no currency: its money is counted, never totalled.
    if (f.cur === NO_CURRENCY) r.unpriced += f.moving;
    else if (f.under !== 0 || f.over !== 0) {
      currencies.add(f.cur);
      const m = (r.money[f.cur] ??= { underpaid: 0, overpaid: 0 });
      m.underpaid += f.under;
      m.overpaid += f.over;
    }
  }
  const total: SummaryRow = { key: 'total', hands: 0, findings: 0, perThousand: null, byArticle: dict(), money: dict(), unpriced: 0 };
  const sorted = [...rows.values()].sort((a, b) => compareKeys(a.key, b.key));
  for (const r of sorted) {
    r.perThousand = rate(r.findings, r.hands);
    total.hands += r.hands;
    total.findings += r.findings;
    total.unpriced += r.unpriced;
    for (const [a, n] of Object.entries(r.byArticle)) total.byArticle[a] = (total.byArticle[a] ?? 0) + n;
    for (const [c, m] of Object.entries(r.money)) {
      const t = (total.money[c] ??= { underpaid: 0, overpaid: 0 });
      t.underpaid += m.underpaid;
      t.overpaid += m.overpaid;
    }
  }
  total.perThousand = rate(total.findings, total.hands);
  const input = db.prepare("SELECT count(*) AS n FROM findings WHERE run_seq = ? AND category = 'input'").get(run.seq) as { n: number };
  return {
    run, by, shifts: starts, rows: sorted, total,
    articles: [...articles].sort((a, b) => a.localeCompare(b, 'es', { numeric: true })),
    currencies: [...currencies].sort(),
    rejected: run.rejected ?? 0,
    inputFindings: input.n,
  };
}

/**
 * A stored run's money by currency, as the audit summed it: the `money`
 * column (schema 2), or for a run stored before it, summed again from its
 * findings (the old underpaid/overpaid columns added currencies together).
 */
export function runMoney(db: Db, run: CompleteRun): Record<string, MoneyTotals> {
  const money = dict<MoneyTotals>();
  // Money of hands that name no currency is in no total (a run stored before that kept one under ''): unpricedFindings.
  if (run.money) {
    for (const [k, v] of Object.entries(jsonColumn<Record<string, MoneyTotals>>(run, 'money') ?? {})) if (k !== NO_CURRENCY) money[k] = v;
    return money;
  }
  const rows = db.prepare(`SELECT coalesce(currency, context_currency, '') AS cur, sum(max(owed_to_player, 0)) AS under,
      sum(max(-owed_to_player, 0)) AS over FROM findings WHERE run_seq = ? AND owed_to_player <> 0 AND cur <> '' GROUP BY cur ORDER BY cur`)
    .all(run.seq) as { cur: string; under: number; over: number }[];
  for (const r of rows) money[r.cur] = { underpaid: r.under as Money, overpaid: r.over as Money };
  return money;
}

/** A stored run's findings that change money in hands naming no currency (RunSummary.unpriced): counted, never totalled. */
export function unpricedFindings(db: Db, run: CompleteRun): number {
  const row = db.prepare(`SELECT count(*) AS n FROM findings WHERE run_seq = ? AND owed_to_player <> 0
      AND coalesce(currency, context_currency, '') = ''`).get(run.seq) as { n: number };
  return row.n;
}

/** A map keyed by text from the logs (a currency, an article): no prototype, so "__proto__" is a key like any other. */
function dict<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}

export function rate(findings: number, hands: number): number | null {
  return hands === 0 ? null : (findings * 1000) / hands;
}

function compareKeys(a: string, b: string): number {
  if (a === NO_KEY) return b === NO_KEY ? 0 : 1;
  if (b === NO_KEY) return -1;
  return a.localeCompare(b, 'en', { numeric: true });
}
