// The dispute replay as JSON (`veedor replay LOG HAND --format json`): the same document the text, PDF and HTML lay
// out, for a resolver's tools and for checking the replay against `veedor audit` (scripts/replay-agrees.mjs). Amounts
// are the findings format's: decimal numbers in the hand's currency (`currency`, once at the top: a hand has one),
// `owed_to_player` positive when the table owes the player. Keys in a fixed order: the same hand gives the same bytes.
import { toUnits } from '../../engine/core/money.js';
import type { Money } from '../../engine/core/money.js';
import type { FindingView, ReplayDoc } from './model.js';

/** Replay JSON's shape version: raise it when a key changes meaning or goes. */
export const REPLAY_JSON_VERSION = 1;

const units = (m: Money | undefined) => (m === undefined ? undefined : toUnits(m));

function finding(f: FindingView): Record<string, unknown> {
  return {
    event: f.event,
    rule: f.rule,
    article: f.article,
    category: f.category,
    severity: f.severity,
    seat: f.seat,
    wager: f.wager,
    expected: units(f.expected),
    actual: units(f.actual),
    owed_to_player: units(f.owed),
    message: f.message,
  };
}

export function renderReplayJson(d: ReplayDoc): string {
  const h = d.head;
  const disputed = new Set(d.disputed);
  const doc = {
    replay_format: REPLAY_JSON_VERSION,
    lang: d.lang,
    hand_id: h.handId,
    game: h.game,
    ruleset: { id: h.rulesetId, version: h.rulesetVersion, regulation: h.regulation },
    table_id: h.tableId,
    dealer_id: h.dealerId,
    shoe_id: h.shoeId,
    started_at: h.startedAt,
    currency: h.currency,
    source: h.source,
    sha256: h.sha256,
    posted: h.posted,
    unread: h.unread,
    findings: d.findingCount,
    complies: d.findingCount === 0,
    steps: d.steps.map((s) => ({
      n: s.n,
      type: s.type,
      text: s.text,
      article: s.article,
      article_from_finding: s.articleFromFinding,
      table: s.table,
      findings: s.findings.map(finding),
    })),
    end_findings: d.endFindings.map(finding),
    final_table: d.finalTable,
    wagers: d.wagers.map((w) => ({
      seat: w.seat,
      label: w.label,
      stake: units(w.stake),
      basis: w.basis,
      required: units(w.required),
      also_accepted: units(w.alsoAccepted),
      required_why: w.requiredWhy,
      article: w.article,
      actual: units(w.actual),
      actual_text: w.actualText,
      owed_to_player: units(w.owed),
      wrong: w.wrong,
      no_finding: w.noFinding,
    })),
    counterfactuals: d.counterfactuals.map((c) => ({
      event: c.event,
      article: c.article,
      title: c.title,
      premise: c.premise,
      lines: c.lines.map((l) => ({
        seat: l.seat,
        label: l.label,
        recorded: units(l.recorded),
        recorded_why: l.recordedWhy,
        counterfactual: units(l.counterfactual),
        counterfactual_why: l.counterfactualWhy,
        actual: units(l.actual),
        if_adopted_owed_to_player: units(l.ifAdopted),
      })),
    })),
    balance: {
      currency: h.currency,
      seats: d.balance.seats.map((s) => ({
        seat: s.seat,
        ...(s.player !== undefined ? { behind: true, player: s.player } : {}),
        terms: s.terms.map((t) => ({ article: t.article, label: t.label, expected: units(t.expected), actual: units(t.actual), owed_to_player: units(t.amount), ...(t.allowed ? { allowed_overpayment: true } : {}) })),
        owed_to_player: units(s.total),
      })),
      house_owes_players: units(d.balance.houseOwes),
      house_is_owed_by_players: units(d.balance.houseIsOwed),
      net_owed_to_players: units(d.balance.total),
      players: d.balance.players.length ? d.balance.players.map((g) => ({ player: g.player, seats: g.seats, owed_to_player: units(g.total) })) : undefined,
      not_judged: d.balance.notJudged.length ? d.balance.notJudged.map((w) => ({ seat: w.seat, wager: w.label, actual: units(w.actual) })) : undefined,
    },
    articles: d.articles.map((a) => ({ article: a.article, title: a.title, disputed: disputed.has(a.article), text_es: a.text_es, summary_en: a.summary_en, ...(a.masked ? { masked: true } : {}) })),
    unmapped_note: d.unmappedNote,
    masked_note: d.maskedNote,
  };
  // undefined members are left out (JSON.stringify drops them): a key is present when the replay knows its value.
  return `${JSON.stringify(doc, null, 2)}\n`;
}
