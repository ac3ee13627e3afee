// Builds the dispute replay of one audited hand: the engine's fold gives the
// table after each event, the narration gives the words, the catalog's
// governs map (and a finding, which takes precedence) gives the article, the
// findings give the money, and the ruleset's optional replay hooks add what
// only its game family knows. Nothing here names a game or a catalog.
import { EngineRejection } from '../engine/core/engine-types.js';
import type { Lang } from '../engine/core/engine-types.js';
import { wordsFor } from '../engine/core/words.js';
import type { Words } from '../engine/core/words.js';
import { formatAmount, formatSignedAmount } from '../engine/core/money-text.js';
import { formatMoney } from '../engine/core/money.js';
import type { Money } from '../engine/core/money.js';
import type { HandEvent, HandRecord, TableConfig } from '../engine/core/types.js';
import { handCurrency } from '../audit/findings.js';
import type { Finding } from '../audit/findings.js';
import type { ReplayContext, Ruleset, WagerRequirement } from '../rules-catalog/framework/types.js';
import { paramOf } from '../audit/judge.js';
import { narrateEvent, spotName, wagerLabel } from '../reports/replay/narrate.js';
import { behindName, isAccepted } from '../reports/replay/labels.js';
import { terminalSafe } from '../reports/terminal-safe.js';
import { describeLedger, emptyLedger, ledgerStep, returnedFirst, tableNet, wagerKey } from './replay-ledger.js';
import type { Ledger, LedgerWager } from './replay-ledger.js';
import type { Balance, CounterfactualView, FindingView, ReplayDoc, ReplayStep, WagerView } from '../reports/replay/model.js';
import { reasonText } from '../engine/core/reasons.js';
import { maskedNote } from '../rules-catalog/framework/masked.js';

export interface ReplayInput {
  hand: HandRecord;
  ruleset: Ruleset;
  findings: Finding[];
}

/**
 * The posted table the hand was judged against, as the person resolving a dispute must see it: a tables file given
 * to the audit is not in the log, and the same hand judged without it is judged by the catalog's parameters alone.
 * Field by field in the format's names; amounts, percentages and ratios as posted (read exactly).
 */
export function postedTable(table: TableConfig, ruleset: Ruleset): { posted: { field: string; value: string }[]; unread: string[] } {
  // A catalog may read a field the format does not define, named by a parameter (dealer_blackjack_takes_table_flag).
  const readByCatalog = new Set(Object.entries(ruleset.parameters)
    .filter(([name, p]) => name.endsWith('_table_flag') && typeof p.value === 'string').map(([, p]) => p.value as string));
  const posted: { field: string; value: string }[] = [];
  const add = (field: string, value: string | undefined) => { if (value !== undefined) posted.push({ field, value }); };
  const amount = (m: Money | number | undefined) => (m === undefined ? undefined : formatMoney(m as Money));
  // A percentage or a ratio in hundredths, as a table posts it: 5.5, not 5.50.
  const number = (h: number | undefined) => amount(h)?.replace(/(\.\d)0$/, '$1');
  add('decks', table.decks?.toString());
  add('seats', table.seats?.toString());
  add('min_bet', amount(table.min_bet));
  add('max_bet', amount(table.max_bet));
  add('max_splits', table.max_splits?.toString());
  add('pool_commission_pct', number(table.pool_commission_hundredths));
  add('max_payout', amount(table.max_payout));
  if (table.bet_paytable) add('bet_paytable', Object.entries(table.bet_paytable).map(([k, v]) => `${k} ${v}`).join(', '));
  add('bonus_payout', number(table.bonus_payout_hundredths));
  add('bet_to_ante_ratio', number(table.bet_to_ante_ratio_hundredths));
  add('burn_rule', table.burn_rule);
  add('dealer_hole_card', table.dealer_hole_card?.toString());
  add('original_bets_only', table.original_bets_only?.toString());
  const unread: string[] = [];
  for (const [k, v] of Object.entries(table.extra)) {
    if ((k === 'currency' && typeof v === 'string') || readByCatalog.has(k)) add(k, typeof v === 'string' ? v : JSON.stringify(v));
    else unread.push(`${k} ${JSON.stringify(v)}`);
  }
  return { posted, unread };
}

export function buildReplayDocument(input: ReplayInput, lang: Lang): ReplayDoc {
  const { hand, ruleset, findings } = input;
  const engine = ruleset.engine;
  // The catalog's own words for roles and wagers, where its regulation has them.
  const words = wordsFor(lang, ruleset.articles.words);
  const ctx: ReplayContext = {
    hand,
    table: hand.table,
    param: <T>(name: string) => paramOf<T>(ruleset, name),
    hasParam: (name: string) => Object.prototype.hasOwnProperty.call(ruleset.parameters, name),
    words: { es: wordsFor('es', ruleset.articles.words), en: wordsFor('en', ruleset.articles.words) },
    ...(handCurrency(hand) !== undefined ? { currency: handCurrency(hand) } : {}),
  };

  // The fold: the engine's state and the generic ledger after every event.
  const states: unknown[] = [engine.init(hand)];
  const ledgers: Ledger[] = [emptyLedger()];
  for (const e of hand.events) {
    const before = states[states.length - 1];
    const next = engine.step(before, e);
    // The hand was audited, so its engine followed it; a rejection here is a bug, not an input problem.
    if (next instanceof EngineRejection) throw new Error(`hand ${hand.hand_id} does not replay at event ${next.eventIndex}: ${reasonText(next.reason)}`);
    states.push(next);
    // A settlement goes to the wager the family ties it to (the rules judge it there), else to the one it names.
    const target = e.type === 'payout' || e.type === 'collect' || e.type === 'return'
      ? ruleset.replay?.settlementWager?.(e, before, next, ctx)
      : undefined;
    ledgers.push(ledgerStep(ledgers[ledgers.length - 1]!, e, target));
  }
  const final = states[states.length - 1];
  const finalLedger = ledgers[ledgers.length - 1]!;
  const catalogDescribe = ruleset.replay?.describe;
  const describe = (i: number) => (catalogDescribe
    ? catalogDescribe(states[i], words, ctx)
    : engine.describe ? engine.describe(states[i], words, ctx.currency) : describeLedger(ledgers[i]!, words, ctx.currency));

  const views = findings.map((f) => findingView(f, words));
  const steps: ReplayStep[] = [];
  let previous: string[] = [];
  hand.events.forEach((e, i) => {
    const at = views.filter((f) => f.event === e.index);
    const governed = governingArticle(ruleset, e, states[i], states[i + 1], final, ctx);
    const table = describe(i + 1);
    steps.push({
      n: e.index,
      type: e.type,
      text: narrateEvent(e, words, handCurrency(hand)),
      article: at[0]?.article ?? governed,
      articleFromFinding: at.length > 0,
      table,
      tableChanged: table.join('\n') !== previous.join('\n'),
      findings: at,
    });
    previous = table;
  });
  const last = hand.events.length;
  const endFindings = views.filter((f) => f.event === undefined || f.event < 1 || f.event > last);

  const wagers = wagerViews(finalLedger, ruleset.replay?.wagers?.(final, ctx) ?? [], findings, ruleset, words, handCurrency(hand));
  const counterfactuals: CounterfactualView[] = (ruleset.replay?.counterfactuals?.(final, ctx) ?? []).map((c) => ({
    event: c.event,
    article: articleOf(ruleset, c.governs),
    title: c.title[lang],
    premise: c.premise[lang],
    lines: c.wagers.map((w) => {
      const table = wagers.find((x) => x.key === wagerKey(w));
      const line: CounterfactualView['lines'][number] = {
        label: table?.label ?? wagerLabel(w, words), seat: w.seat, recorded: w.recorded, recordedWhy: w.recordedWhy[lang],
        counterfactual: w.counterfactual, counterfactualWhy: w.counterfactualWhy[lang],
      };
      if (table && table.basis === 'net') {
        line.actual = table.actual;
        line.ifAdopted = (w.counterfactual - table.actual) as Money;
      }
      return line;
    }),
  }));

  const byArticle = new Map(ruleset.articles.articles.map((a, i) => [a.article, { a, i }]));
  const mentioned = new Set<string>();
  const disputed = new Set<string>();
  for (const s of steps) if (s.article) mentioned.add(s.article);
  for (const f of views) disputed.add(f.article);
  for (const w of wagers) {
    if (w.article) mentioned.add(w.article);
    if (w.wrong && w.article) disputed.add(w.article);
  }
  for (const c of counterfactuals) if (c.article) disputed.add(c.article);
  for (const a of disputed) mentioned.add(a);
  const order = (a: string) => byArticle.get(a)?.i ?? 1e9;
  const articles = [...mentioned].filter((a) => byArticle.has(a)).sort((x, y) => order(x) - order(y)).map((id) => {
    const a = byArticle.get(id)!.a;
    const masked = maskedNote(ruleset.articles, [a], lang) !== undefined;
    // The whole article: pieces the official page prints out of place (text_es_continued, verbatim too) follow
    // the rest after "[…]", so an article in dispute is quoted in full (Dragon Six Art. 5º's item g, burning cards).
    const continued = (a as { text_es_continued?: string[] }).text_es_continued ?? [];
    const text = [a.text_es, ...continued].join(' […] ');
    return { article: a.article, title: a.title[lang], text_es: text, summary_en: a.summary_en, ...(masked ? { masked: true as const } : {}) };
  });

  const head: ReplayDoc['head'] = {
    handId: hand.hand_id,
    game: hand.game,
    tableId: hand.table_id,
    startedAt: hand.started_at,
    rulesetId: ruleset.id,
    rulesetVersion: ruleset.version,
    regulation: ruleset.articles.citation,
    source: `${hand.source.path}${hand.source.line !== undefined ? `:${hand.source.line}` : ''}`,
    ...postedTable(hand.table, ruleset),
  };
  if (hand.dealer_id !== undefined) head.dealerId = hand.dealer_id;
  if (hand.shoe_id !== undefined) head.shoeId = hand.shoe_id;
  const currency = handCurrency(hand);
  if (currency !== undefined) head.currency = currency;

  const doc: ReplayDoc = {
    lang,
    words,
    head,
    steps,
    endFindings,
    finalTable: describe(hand.events.length),
    wagers,
    counterfactuals,
    balance: balanceOf(findings, views, wagers, hand.events, words),
    articles,
    disputed: [...disputed].sort((x, y) => order(x) - order(y)),
    findingCount: findings.length,
  };
  if (ruleset.governsNote && steps.some((s) => !s.article)) doc.unmappedNote = ruleset.governsNote[lang];
  const masked = maskedNote(ruleset.articles, ruleset.articles.articles.filter((a) => mentioned.has(a.article)), lang);
  if (masked) doc.maskedNote = masked;
  return safeText(doc);
}

/**
 * Every string of the document through the one sanitizer (reports/terminal-safe.ts): ids, names
 * and messages carry the log writer's text, and whatever surface shows the document (a terminal,
 * the PDF, the HTML page) shows control characters and bidirectional overrides as \u escapes.
 */
function safeText<T>(value: T): T {
  if (typeof value === 'string') return terminalSafe(value) as T;
  if (Array.isArray(value)) return value.map(safeText) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, safeText(v)])) as T;
  }
  return value;
}

/** The detail a governs key can name: procedure, action, spot, or who a card went to. */
function detailOf(e: HandEvent): string | undefined {
  switch (e.type) {
    case 'procedure': return e.name;
    case 'decision': return e.action;
    case 'bet': case 'payout': case 'collect': case 'return': case 'commission': return e.spot;
    case 'deal': case 'reveal': return e.to.kind;
    default: return undefined;
  }
}

/** The catalog's article for a step: the family's specific keys first, then type:detail@phase down to type. */
export function governingArticle(ruleset: Ruleset, e: HandEvent, before: unknown, after: unknown, final: unknown, ctx: ReplayContext): string | undefined {
  const map = ruleset.governs;
  if (!map) return undefined;
  const keys = [...(ruleset.replay?.governsKeys?.(e, before, after, final, ctx) ?? [])];
  const detail = detailOf(e);
  const phase = ruleset.engine.phase?.(before, e, after);
  if (detail !== undefined && phase !== undefined) keys.push(`${e.type}:${detail}@${phase}`);
  if (phase !== undefined) keys.push(`${e.type}@${phase}`);
  if (detail !== undefined) keys.push(`${e.type}:${detail}`);
  keys.push(e.type);
  for (const k of keys) if (map[k] !== undefined) return map[k];
  return undefined;
}

/** The article of a hook's governs key (or of the first key of a list the catalog maps). */
function articleOf(ruleset: Ruleset, keys: string | readonly string[] | undefined): string | undefined {
  if (keys === undefined || !ruleset.governs) return undefined;
  for (const k of typeof keys === 'string' ? [keys] : keys) if (ruleset.governs[k] !== undefined) return ruleset.governs[k];
  return undefined;
}

function findingView(f: Finding, words: Words): FindingView {
  const v: FindingView = { rule: f.rule, article: f.article, category: f.category, severity: f.severity, message: f.message[words.lang] };
  if (f.event !== undefined) v.event = f.event;
  if (f.seat !== undefined) v.seat = f.seat;
  if (f.seat !== undefined || f.spot !== undefined) v.wager = wagerLabel(f, words);
  if (f.expected !== undefined) v.expected = f.expected;
  if (f.actual !== undefined) v.actual = f.actual;
  if (f.owed_to_player !== undefined) v.owed = f.owed_to_player;
  return v;
}

/**
 * Every wager of the hand: what the table did (the ledger), what the
 * regulation requires (the family hook, else the finding's expected amount),
 * and what the findings say is owed on it.
 */
function wagerViews(ledger: Ledger, required: WagerRequirement[], findings: Finding[], ruleset: Ruleset, words: Words, currency: string | undefined): WagerView[] {
  const lang = words.lang;
  const es = lang === 'es';
  const pool = words.spots.pool;
  const money = findings.filter((f) => f.owed_to_player !== undefined && f.seat !== undefined);
  const keys: string[] = [];
  const add = (k: string) => { if (!keys.includes(k)) keys.push(k); };
  for (const w of ledger.wagers) add(wagerKey(w));
  for (const r of required) add(wagerKey(r));
  for (const f of money) add(wagerKey(f));
  // Bets a line judges together (WagerRequirement.numbers) are told on that line only: their own lines would show the
  // settlements without number, which the engine ties to one of them, as that bet's, and say no finding beside the
  // line that has it.
  const inTogether = new Set(required.flatMap((r) => (r.numbers ?? []).map((number) => wagerKey({ seat: r.seat, spot: r.spot, hand: r.hand, number }))));
  const out: WagerView[] = [];
  for (const key of keys) {
    if (inTogether.has(key)) continue;
    const l = ledger.wagers.find((w) => wagerKey(w) === key);
    const r = required.find((w) => wagerKey(w) === key);
    const fs = money.filter((f) => wagerKey(f) === key);
    const where = l ?? r ?? fs[0]!;
    const basis = where.spot === 'pool' ? 'award' : 'net';
    const owed = fs.reduce((a, f) => a + f.owed_to_player!, 0) as Money;
    const label = wagerLabel({ seat: where.seat, hand: showHand(ledger, where) ? where.hand ?? 1 : undefined, hands: r?.hands, spot: where.spot, number: where.number, numbers: r?.numbers }, words);
    const actual = r ? r.actual : l ? tableNet(l) : fs[0]!.actual!;
    const settled = r ? r.settled : l ? l.settled : true;
    const v: WagerView = {
      key, label, basis, actual, owed,
      actualText: actualText(actual, settled, basis, words, currency, l),
      // A line that sums several players' wagers (a box and the bets behind it, judged apart) is wrong when any of
      // them was settled wrong, though what one is owed and another owes cancel in the sum (clause29).
      wrong: owed !== 0 || fs.some((f) => f.owed_to_player !== 0), noFinding: false,
    };
    if (where.seat !== undefined) v.seat = where.seat;
    if (r) {
      v.stake = r.stake;
      if (r.required !== undefined) v.required = r.required;
      if (r.alsoAccepted !== undefined) v.alsoAccepted = r.alsoAccepted;
      v.requiredWhy = r.why[lang];
      const article = articleOf(ruleset, r.governs);
      if (article) v.article = article;
      if (r.required !== undefined && !isAccepted(r.actual, r.required, r.alsoAccepted)) v.wrong = true;
      // A pool told net of a stake the table kept in it (a stake not in the pool): what it awarded, and what it kept.
      if (basis === 'award' && l && l.awarded > 0 && r.actual < l.awarded) {
        const kept = formatAmount(l.awarded - r.actual, currency);
        v.actualText = es
          ? `entregó ${formatAmount(l.awarded, currency)} del ${pool} y retuvo la apuesta de ${kept}: en neto ${formatSignedAmount(r.actual, currency)}`
          : `awarded ${formatAmount(l.awarded, currency)} from the ${pool} and kept the ${kept} stake: net ${formatSignedAmount(r.actual, currency)}`;
      }
    } else if (fs.length === 1 && fs[0]!.expected !== undefined) {
      const f = fs[0]!;
      v.required = f.expected;
      v.article = f.article;
      const step = f.event !== undefined ? (es ? ` del paso ${f.event}` : ` at step ${f.event}`) : '';
      v.requiredWhy = basis === 'award'
        ? f.expected === 0
          ? (es ? `no le corresponde nada del ${pool} (hallazgo${step})` : `nothing is owed from the ${pool} (finding${step})`)
          : (es ? `le corresponden ${formatAmount(f.expected!, currency)} del ${pool} (hallazgo${step})` : `${formatAmount(f.expected!, currency)} is owed from the ${pool} (finding${step})`)
        : (es ? `${formatSignedAmount(f.expected!, currency)} (hallazgo${step})` : `${formatSignedAmount(f.expected!, currency)} (finding${step})`);
      if (l) v.stake = l.stake;
      if (basis === 'award') v.actual = fs[0]!.actual!;
      v.actualText = actualText(v.actual, settled, basis, words, currency, l);
    } else {
      if (l) v.stake = l.stake;
      v.noFinding = fs.length === 0;
    }
    if (fs[0] && !v.article) v.article = fs[0].article;
    if (v.noFinding) v.requiredWhy = es ? 'sin hallazgo (la auditoría no encontró diferencia en esta liquidación)' : 'no finding (the audit found nothing wrong with this settlement)';
    out.push(v);
  }
  // Seat by seat; on a seat the main hands first, in order, then side spots.
  const spotRank = (k: string) => ['main', 'insurance', 'pool'].indexOf(k.split('|')[1]!) >>> 0;
  const part = (k: string, i: number) => Number(k.split('|')[i] || 0);
  return out.sort((a, b) => part(a.key, 0) - part(b.key, 0) || spotRank(a.key) - spotRank(b.key)
    || a.key.split('|')[1]!.localeCompare(b.key.split('|')[1]!, 'en') || part(a.key, 2) - part(b.key, 2) || part(a.key, 3) - part(b.key, 3));
}

/** Hands are named when a seat has more than one on a spot, or a hook or finding names one above 1. */
function showHand(ledger: Ledger, w: { seat?: number; spot?: string; hand?: number }): boolean {
  if ((w.hand ?? 1) > 1) return true;
  return ledger.wagers.some((x: LedgerWager) => x.seat === w.seat && x.spot === w.spot && x.hand > 1);
}

function actualText(net: Money, settled: boolean, basis: 'net' | 'award', words: Words, currency: string | undefined, l?: LedgerWager): string {
  const es = words.lang === 'es';
  const pool = words.spots.pool;
  const m = (x: number) => formatAmount(x, currency);
  if (basis === 'award') {
    // Net of what the seat got back against what it staked, where a stake not in the pool was kept in it.
    if (net < 0) return es ? `retuvo ${m(-net)} en el ${pool}` : `kept ${m(-net)} in the ${pool}`;
    return net > 0 ? (es ? `entregó ${m(net)} del ${pool}` : `awarded ${m(net)} from the ${pool}`) : (es ? `no entregó nada del ${pool}` : `awarded nothing from the ${pool}`);
  }
  if (!settled) return es ? 'no registró liquidación' : 'recorded no settlement';
  // A return before a collection: told in that order, which is what makes the net (the stake handed back, then the
  // player's own chips taken: "returned 20.00, then collected 20.00 (-20.00)", not "collected 20.00").
  if (l && returnedFirst(l)) {
    const paid = l.paid > 0 ? (es ? `pagó ${m(l.paid)}, ` : `paid ${m(l.paid)}, `) : '';
    return es ? `${paid}devolvió ${m(l.returned)} y luego cobró ${m(l.collected)}` : `${paid}returned ${m(l.returned)}, then collected ${m(l.collected)}`;
  }
  // A collection and then a return (the loss undone, or part of it): told in that order too, never "returned the stake
  // (0)", which hid that the stake was first taken (the net and what is owed are beside it).
  if (l && l.collected > 0 && l.returned > 0) {
    const paid = l.paid > 0 ? (es ? `pagó ${m(l.paid)}, ` : `paid ${m(l.paid)}, `) : '';
    return es ? `${paid}cobró ${m(l.collected)} y luego devolvió ${m(l.returned)}` : `${paid}collected ${m(l.collected)}, then returned ${m(l.returned)}`;
  }
  if (net > 0) return es ? `pagó ${m(net)}` : `paid ${m(net)}`;
  if (net < 0) return es ? `cobró ${m(-net)}` : `collected ${m(-net)}`;
  const zero = formatSignedAmount(0, currency);
  return es ? `devolvió la apuesta (${zero})` : `returned the stake (${zero})`;
}

/**
 * The player betting behind the box whose wager a finding judges on its own: the finding says so (`behind`, and
 * `player` where the log names him, on the bet or on its settlement); a finding without those fields (a store written
 * before they were) by the settlement it points at (format 1.1 `behind`, `player`). Undefined for the box's own, and
 * where the box and the bets behind it were settled together (one sum: the log does not split it).
 */
function behindPlayerOf(f: Finding, events: readonly HandEvent[]): string | undefined {
  if (f.behind === true) return f.player ?? '';
  const e = f.event === undefined ? undefined : events[f.event - 1];
  if (!e || (e.type !== 'payout' && e.type !== 'collect' && e.type !== 'return') || e.behind !== true || e.seat !== f.seat) return undefined;
  return e.player ?? '';
}

/**
 * The money the findings say is owed, player by player (a seat's box player, and apart each player betting behind it
 * whose wager a finding judges on its own), with the terms that make it up.
 */
function balanceOf(findings: Finding[], views: FindingView[], wagers: WagerView[], events: readonly HandEvent[], words: Words): Balance {
  const bySeat = new Map<string, Balance['seats'][number]>();
  let total = 0;
  for (const [i, f] of views.entries()) {
    if (f.owed === undefined || f.owed === 0) continue;
    const player = f.seat === undefined ? undefined : behindPlayerOf(findings[i]!, events);
    const key = player === undefined ? `${f.seat ?? -1}` : `${f.seat}|${player}`;
    let s = bySeat.get(key);
    if (!s) {
      s = { terms: [], total: 0 as Money };
      if (f.seat !== undefined) s.seat = f.seat;
      if (player !== undefined) s.player = player;
      bySeat.set(key, s);
    }
    // A player behind the box's term on another spot than the main bet (his insurance) names the spot too (clause28).
    const spot = findings[i]!.spot;
    const label = player !== undefined ? `${behindName(f.seat!, player, words.lang, words.seat)}${spot !== undefined && spot !== 'main' ? `, ${spotName(spot, words)}` : ''}`
      : wagers.find((w) => w.key === wagerKey(findings[i]!))?.label ?? f.wager ?? '';
    const term: Balance['seats'][number]['terms'][number] = { amount: f.owed, article: f.article, label };
    if (f.expected !== undefined) term.expected = f.expected;
    if (f.actual !== undefined) term.actual = f.actual;
    s.terms.push(term);
    // An over-payment the text allows (a warning) is the house's loss, not the player's debt: listed, not netted
    // against what he is owed (compound21: a royal flush paid above a posted cap beside an ante paid short).
    if (findings[i]!.severity === 'warning' && f.owed < 0) {
      term.allowed = true;
      continue;
    }
    s.total = (s.total + f.owed) as Money;
    total += f.owed;
  }
  // Seat by seat, the box's player first, then those behind it in the order their money first appears.
  const seats = [...bySeat.values()].sort((a, b) => (a.seat ?? 1e9) - (b.seat ?? 1e9) || (a.player === undefined ? 0 : 1) - (b.player === undefined ? 0 : 1));
  const houseOwes = seats.reduce((a, x) => a + Math.max(x.total, 0), 0) as Money;
  const houseIsOwed = seats.reduce((a, x) => a + Math.max(-x.total, 0), 0) as Money;
  // A wager the catalog's hook says it does not judge (no requirement, though the hook knows the wager), on which the
  // table moved money and no finding puts a figure: the balance cannot vouch for that money either way.
  const notJudged = wagers
    .filter((w) => w.required === undefined && !w.noFinding && w.owed === 0 && w.actual !== 0)
    .map((w) => ({ ...(w.seat !== undefined ? { seat: w.seat } : {}), label: w.label, actual: w.actual, actualText: w.actualText }));
  return { seats, total: total as Money, houseOwes, houseIsOwed, notJudged, players: playersOnSeveralBoxes(seats, events) };
}

/**
 * The players the log names on two or more boxes with money in the balance: a box is a player's when every bet of
 * its own (not a bet behind it) names him; a box with an unnamed bet, or bets naming two players, is no one's.
 */
function playersOnSeveralBoxes(seats: Balance['seats'], events: readonly HandEvent[]): Balance['players'] {
  const boxPlayer = new Map<number, string | null>();
  for (const e of events) {
    if (e.type !== 'bet' || e.behind) continue;
    const p = e.player ?? null;
    boxPlayer.set(e.seat, boxPlayer.has(e.seat) && boxPlayer.get(e.seat) !== p ? null : p);
  }
  const byPlayer = new Map<string, Balance['players'][number]>();
  for (const s of seats) {
    if (s.seat === undefined || s.player !== undefined) continue;
    const p = boxPlayer.get(s.seat);
    if (typeof p !== 'string') continue;
    const g = byPlayer.get(p) ?? { player: p, seats: [], total: 0 as Money };
    g.seats.push(s.seat);
    g.total = (g.total + s.total) as Money;
    byPlayer.set(p, g);
  }
  return [...byPlayer.values()].filter((g) => g.seats.length > 1);
}
