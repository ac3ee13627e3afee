// What the workbench's pages show (app/workbench reads it from the store; reports/workbench renders it).
import type { Finding, MoneyTotals } from '../../audit/findings.js';
import type { Article, Ruleset } from '../../rules-catalog/framework/types.js';
import type { CompleteRun, StoredInput, StoredRun } from '../../store/runs.js';
import type { GroupBy, Summary } from '../../store/summary.js';
import type { HandPlace, HandRef } from '../../store/browse.js';
import type { InputCheck } from '../../store/verify.js';
import type { SignatureStatus } from '../../store/signing.js';
import type { ReplayDoc } from '../replay/model.js';

/** What the runs page shows of a run: the row, its inputs, money by currency, and whether it verifies. */
export interface RunEntry {
  run: StoredRun;
  inputs: StoredInput[];
  money: Record<string, MoneyTotals>;
  /** Findings that change money in hands naming no currency: counted, in no total (RunSummary.unpriced). */
  unpriced: number;
  /** sealed: its rows are as sealed; altered: they are not; incomplete: an interrupted audit (no seal yet). */
  seal: 'sealed' | 'altered' | 'incomplete';
  signature: SignatureStatus;
}

export interface RunOverview {
  run: CompleteRun;
  entry: RunEntry;
  byCategory: { key: string; n: number }[];
  bySeverity: { key: string; n: number }[];
  byArticle: { key: string; ruleset?: string; n: number }[];
  groups: Record<GroupBy, Summary>;
}

export type HandView =
  | { kind: 'replayed'; doc: ReplayDoc; place: HandPlace; findings: Finding[]; prev?: HandRef; next?: HandRef; input: InputCheck }
  /** The hand is in the run, but its log is not the audited bytes any more (or not found): the stored facts only. */
  | { kind: 'unavailable'; place: HandPlace; findings: Finding[]; prev?: HandRef; next?: HandRef; input: InputCheck };

export interface ArticleView {
  ruleset: Ruleset;
  article: Article;
  rules: string[];
}
