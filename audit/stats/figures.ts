// The figures of a statistics run, from the accumulated counters: for every group and measure the observed
// value against what the game gives, its standard error, a z-score or an exact p-value, the Benjamini-Hochberg
// q-value over every test of the run (all groups, all measures), and a flag where q ≤ the chosen level.
import type { GroupBy, GroupCounters, StatsAccumulator } from './accumulator.js';
import { CATEGORIES, NO_GROUP } from './accumulator.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { WORDS, capitalize } from '../../engine/core/words.js';
import { playerBinProbabilities } from './expected.js';
import { PLAYER_BINS } from './facts.js';
import { benjaminiHochberg, binomialTwoSided, chiSquarePValue, normalTwoSided, poissonRateTest, uniformityTest } from './significance.js';

/** `check`: a figure the rules fix exactly (a burn's count from its first card): any departure flags it, no test. */
export type TestName = 'binomial' | 'poisson-rate' | 'z' | 'chi-square' | 'check';

/** One figure of one group. Rates are shares (0-1) except `errors*`, which are per 1,000 hands. */
export interface Measure {
  by: GroupBy;
  group: string;
  measure: string;
  ruleset: string | null;
  detail: string | null;
  currency: string | null;
  test: TestName;
  n: number;
  observed: number;
  expected: number;
  rate: number;
  expected_rate: number;
  se: number;
  z: number | null;
  p: number;
  q: number;
  flagged: boolean;
  /** hold: 95 % interval of the observed hold (share of the stakes). */
  ci95?: [number, number];
  /** chi-square: the statistic's degrees of freedom. */
  dof?: number;
}

export interface GroupRow {
  by: GroupBy;
  group: string;
  hands: number;
  findings: number;
  per_thousand: number;
  by_category: Record<string, number>;
  /** Per currency code: hands, stakes, the house's net (currency units) and its hold. */
  money: Record<string, { hands: number; staked: number; house_net: number; hold: number | null }>;
  /**
   * Hands that name no currency (neither the hand nor its table): their money is in no figure, since two such hands
   * may be in two currencies (the findings format: money is never added across currencies). Absent when none.
   */
  money_hands_without_currency?: number;
}

export interface StatisticalFinding {
  category: 'statistical';
  severity: 'warning';
  rule: string;
  article: string | null;
  ruleset: string | null;
  by: GroupBy;
  group: string;
  currency: string | null;
  p: number;
  q: number;
  message: { es: string; en: string };
}

export interface StatsFigures {
  q_level: number;
  min_trials: number;
  tests: number;
  /** Figures checked exactly (`check`), outside the correction. */
  checks: number;
  /** Tested figures with q ≤ the level, and checked figures with a departure. */
  flagged: number;
  groups: GroupRow[];
  measures: Measure[];
  findings: StatisticalFinding[];
}

export interface FigureOptions {
  /** The false-discovery level (Benjamini-Hochberg), default 0.05. */
  q: number;
  /** Fewest trials (hands) a measure needs to be tested; fewer are reported untested (p = 1). */
  minTrials: number;
  /** Article of the process a measure concerns, where the catalog has one (pai gow's generator). */
  articleOf?(ruleset: string, measure: string): string | null;
  /** A catalog's own word for the one who deals (articles.json `words`), for its measures' words. */
  dealerOf?(ruleset: string, lang: Lang): string;
  /** The run's word for the one who deals (its catalogs', when they agree), for the groups' names. */
  dealer?: { es: string; en: string };
}

const MINOR = 100;

/**
 * A measure's p or q not set yet (1 where it stays untested, set at the end): null, not a number, so that the
 * fields are made as fields of any value. Made with a whole 1 they were small-integer fields, and the first q-value
 * written (a double) changed the layout of every measure already made, migrating each (cold, about 2 µs a measure:
 * 10-30 ms on a run's 5,000 to 12,000 measures); made with a double they hold boxed doubles, which the JSON
 * document then reads more slowly. Never read before it is set: the Measure's type says number.
 */
const UNSET = null as unknown as number;

const CATEGORY_MEASURES = Object.fromEntries(CATEGORIES.map((c) => [c, `errors_${c}`])) as Record<(typeof CATEGORIES)[number], string>;

export function computeFigures(acc: StatsAccumulator, o: FigureOptions): StatsFigures {
  const groups = [...acc.groups.values()].sort(compareGroups);
  const measures: Measure[] = [];
  const tested: Measure[] = [];
  const checked: Measure[] = [];
  const total = acc.total;
  const totalFindings = CATEGORIES.reduce((s, c) => s + total.findings[c], 0);
  // The run's articles (`ruleset \0 article`), split once for every group's rows.
  const articles = [...total.articles.keys()].sort(cmp).map((key) => {
    const [ruleset, article] = key.split('\u0000') as [string, string | undefined];
    return [key, ruleset, article ?? null] as const;
  });
  for (const g of groups) {
    // Outcome frequencies: exact binomial against the game's probability.
    for (const b of [...g.binomial.values()].sort((x, y) => cmp(x.ruleset, y.ruleset) || cmp(x.measure, y.measure) || cmp(x.detail, y.detail))) {
      const se = Math.sqrt((b.p * (1 - b.p)) / b.n);
      const m: Measure = {
        by: g.by, group: g.key, measure: b.measure, ruleset: b.ruleset, detail: b.detail, currency: null, test: 'binomial',
        n: b.n, observed: b.k, expected: b.n * b.p, rate: b.k / b.n, expected_rate: b.p, se,
        z: se > 0 ? (b.k / b.n - b.p) / se : null, p: UNSET, q: UNSET, flagged: false,
      };
      if (b.n >= o.minTrials) {
        m.p = binomialTwoSided(b.k, b.n, b.p);
        tested.push(m);
      }
      measures.push(m);
    }
    // The generator's numbers: Pearson's chi-square against a uniform spread (the catalog's own test).
    for (const [ruleset, t] of [...g.rng].sort((x, y) => cmp(x[0], y[0]))) {
      const u = uniformityTest(t.counts);
      const bins = t.counts.length;
      const m: Measure = {
        by: g.by, group: g.key, measure: 'rng_uniformity', ruleset, detail: `${t.min} to ${t.min + bins - 1}`, currency: null, test: 'chi-square',
        n: u.n, observed: u.statistic, expected: u.dof, rate: u.statistic, expected_rate: u.dof, se: Math.sqrt(2 * u.dof),
        z: null, p: UNSET, q: UNSET, flagged: false, dof: u.dof,
      };
      // Pearson's approximation wants about five expected in every bin.
      if (u.n >= Math.max(o.minTrials, 5 * bins)) {
        m.p = u.p;
        tested.push(m);
      }
      measures.push(m);
    }
    // The burn (Art. 5º g, 6º d of Dragon Six): the first card drawn orders how many to burn. Each burn is a
    // check, not a test: the count the first card orders is exact, so one departure is certain and flags the
    // group whatever its size (the catalog's rule reports it in the hand too; here it is counted per shoe,
    // dealer, table). The first cards themselves are a draw from the full shoe: each rank 1/13 (chi-square,
    // 12 dof, from 65 burns on): a dealer who chooses the card that sets the burn shows there.
    for (const [ruleset, b] of [...g.burns].sort((x, y) => cmp(x[0], y[0]))) {
      const m: Measure = {
        by: g.by, group: g.key, measure: 'burn_count', ruleset, detail: 'cards burned against the first card', currency: null, test: 'check',
        n: b.n, observed: b.wrong, expected: 0, rate: b.wrong / b.n, expected_rate: 0, se: 0, z: null,
        // A departure is certain, not probable: p and q 0 where the check fails, 1 where it holds.
        p: b.wrong > 0 ? 0 : 1, q: b.wrong > 0 ? 0 : 1, flagged: b.wrong > 0,
      };
      checked.push(m);
      measures.push(m);
      const u = uniformityTest(b.firstRanks);
      const first: Measure = {
        by: g.by, group: g.key, measure: 'burn_first_card', ruleset, detail: 'ace to king', currency: null, test: 'chi-square',
        n: u.n, observed: u.statistic, expected: u.dof, rate: u.statistic, expected_rate: u.dof, se: Math.sqrt(2 * u.dof),
        z: null, p: UNSET, q: UNSET, flagged: false, dof: u.dof,
      };
      if (u.n >= Math.max(o.minTrials, 5 * 13)) {
        first.p = u.p;
        tested.push(first);
      }
      measures.push(first);
    }
    // Caribbean players' hands against the exact share of each category (every five-card hand counted). The
    // seats of a hand share one deck, so their hands are not independent: Pearson's statistic is a close model.
    for (const [ruleset, bins] of [...g.categories].sort((x, y) => cmp(x[0], y[0]))) {
      const n = bins.reduce((a, b) => a + b, 0);
      const probs = playerBinProbabilities();
      let x2 = 0;
      bins.forEach((k, i) => (x2 += (k - n * probs[i]!) ** 2 / (n * probs[i]!)));
      const dof = bins.length - 1;
      const m: Measure = {
        by: g.by, group: g.key, measure: 'player_categories', ruleset, detail: PLAYER_BINS.join(', '), currency: null, test: 'chi-square',
        n, observed: x2, expected: dof, rate: x2, expected_rate: dof, se: Math.sqrt(2 * dof), z: null, p: UNSET, q: UNSET, flagged: false, dof,
      };
      // Five expected in the rarest bin (three of a kind or better, 2.87 %): 175 hands.
      if (n >= Math.max(o.minTrials, 5 / Math.min(...probs))) {
        m.p = chiSquarePValue(x2, dof);
        tested.push(m);
      }
      measures.push(m);
    }
    // A shoe's cards against its composition: each rank is 4 × decks of the 52 × decks cards.
    if (g.shoe && g.shoe.decks !== null && !g.shoe.shuffledMidway) {
      const n = g.shoe.ranks.reduce((a, b) => a + b, 0);
      const size = 52 * g.shoe.decks;
      if (n > 0 && n < size) {
        const e = n / 13;
        let x2 = 0;
        for (const o of g.shoe.ranks) x2 += ((o - e) * (o - e)) / e;
        // Drawn without replacement: Pearson's statistic is (N - n)/(N - 1) times a chi-square (the
        // multivariate hypergeometric's covariance), so it is scaled back before the test.
        const statistic = (x2 * (size - 1)) / (size - n);
        const m: Measure = {
          by: g.by, group: g.key, measure: 'card_ranks', ruleset: null, detail: `first ${n} of ${size} cards, ${g.shoe.decks} decks`, currency: null,
          test: 'chi-square', n, observed: statistic, expected: 12, rate: statistic, expected_rate: 12, se: Math.sqrt(24),
          z: null, p: UNSET, q: UNSET, flagged: false, dof: 12,
        };
        if (n >= Math.max(o.minTrials, 5 * 13)) {
          m.p = chiSquarePValue(statistic, 12);
          tested.push(m);
        }
        measures.push(m);
      }
    }
    // Runs of Banca and Punto wins in a shoe (Wald-Wolfowitz): too few runs are streaks, too many alternation.
    const r = g.shoe?.runs;
    if (r && r.banca > 0 && r.punto > 0) {
      const n = r.banca + r.punto;
      const two = 2 * r.banca * r.punto;
      const mean = 1 + two / n;
      const sd = Math.sqrt((two * (two - n)) / (n * n * (n - 1)));
      const m: Measure = {
        by: g.by, group: g.key, measure: 'win_runs', ruleset: null, detail: `${r.banca} Banca, ${r.punto} Punto`, currency: null, test: 'z',
        n, observed: r.runs, expected: mean, rate: r.runs / n, expected_rate: mean / n, se: sd,
        z: sd > 0 ? (r.runs - mean) / sd : null, p: UNSET, q: UNSET, flagged: false,
      };
      if (n >= o.minTrials && m.z !== null) {
        m.p = normalTwoSided(m.z);
        tested.push(m);
      }
      measures.push(m);
    }
    // Error rates: the group's findings against the run-wide rate, exact given the run's total.
    // [measure, ruleset, article, count, run's count, group's hands, run's hands]
    const rows: [string, string | null, string | null, number, number, number, number][] = [['errors', null, null, CATEGORIES.reduce((s, c) => s + g.findings[c], 0), totalFindings, g.hands, total.hands]];
    for (const c of CATEGORIES) rows.push([CATEGORY_MEASURES[c], null, null, g.findings[c], total.findings[c], g.hands, total.hands]);
    // Per article of the run's findings (ruleset, article), per hand of that catalog: which dealer makes which
    // mistake. Only groups with hands of the catalog: a baccarat dealer is not tested on blackjack's articles. Not
    // per shoe: a shoe is no one who errs (its own figures are its cards'), and its few dozen hands give an article's
    // rate no power, while each such test would make the correction stricter for every other (a month's shoes times
    // the run's articles: 5,368 of 12,408 tests on 20,000 Pot Luck hands). Its errors by category stay.
    if (g.by !== 'shoe') for (const [key, ruleset, article] of articles) {
      const hands = g.rulesetHands.get(ruleset) ?? 0;
      if (hands > 0) rows.push(['errors_article', ruleset, article, g.articles.get(key) ?? 0, total.articles.get(key)!, hands, total.rulesetHands.get(ruleset)!]);
    }
    for (const [measure, ruleset, article, count, all, hands, allHands] of rows) {
      if (all === 0) continue;
      const runRate = all / allHands;
      const expected = hands * runRate;
      const m: Measure = {
        by: g.by, group: g.key, measure, ruleset, detail: article, currency: null, test: 'poisson-rate',
        n: hands, observed: count, expected, rate: (1000 * count) / hands, expected_rate: 1000 * runRate,
        se: (1000 * Math.sqrt(expected)) / hands, z: expected > 0 ? (count - expected) / Math.sqrt(expected) : null,
        p: UNSET, q: UNSET, flagged: false,
      };
      // A group that is the whole run (of its catalog's hands) has nothing to be compared with.
      if (hands >= o.minTrials && hands < allHands) {
        m.p = poissonRateTest(count, hands, all, allHands);
        tested.push(m);
      }
      measures.push(m);
    }
    // Hold against theory, per currency, where the wagers' expectation is exact.
    for (const [currency, mc] of [...g.money].sort((x, y) => cmp(x[0], y[0]))) {
      // Hands that name no currency are in no money figure (groupRow).
      if (currency === '' || mc.theoryHands === 0 || mc.theoryStaked === 0) continue;
      const theory = mc.theory + mc.theory7 / 7;
      const sd = Math.sqrt(mc.deviation2);
      const z = sd > 0 ? (mc.theoryNet - theory) / sd : null;
      const m: Measure = {
        by: g.by, group: g.key, measure: 'hold', ruleset: null, detail: null, currency, test: 'z',
        n: mc.theoryHands, observed: mc.theoryNet / MINOR, expected: theory / MINOR,
        rate: mc.theoryNet / mc.theoryStaked, expected_rate: theory / mc.theoryStaked, se: sd / MINOR, z, p: UNSET, q: UNSET, flagged: false,
        ci95: [(mc.theoryNet - 1.96 * sd) / mc.theoryStaked, (mc.theoryNet + 1.96 * sd) / mc.theoryStaked],
      };
      if (mc.theoryHands >= o.minTrials && z !== null) {
        m.p = normalTwoSided(z);
        tested.push(m);
      }
      measures.push(m);
    }
  }
  const q = benjaminiHochberg(tested.map((m) => m.p));
  for (let i = 0; i < tested.length; i++) {
    const m = tested[i]!;
    m.q = q[i]!;
    m.flagged = m.q <= o.q;
  }
  // Untested: p and q 1.
  for (const m of measures) {
    if (m.p === UNSET) m.p = 1;
    if (m.q === UNSET) m.q = 1;
  }
  const flagged = measures.filter((m) => m.flagged);
  return {
    q_level: o.q,
    min_trials: o.minTrials,
    tests: tested.length,
    checks: checked.length,
    flagged: flagged.length,
    groups: groups.map(groupRow),
    measures,
    findings: flagged.map((m) => statisticalFinding(m, o)),
  };
}

function groupRow(g: GroupCounters): GroupRow {
  const findings = CATEGORIES.reduce((s, c) => s + g.findings[c], 0);
  const money: GroupRow['money'] = {};
  for (const [c, m] of [...g.money].sort((x, y) => cmp(x[0], y[0]))) {
    if (c === '') continue;
    money[c] = { hands: m.hands, staked: m.staked / MINOR, house_net: m.houseNet / MINOR, hold: m.staked > 0 ? m.houseNet / m.staked : null };
  }
  const row: GroupRow = {
    by: g.by, group: g.key, hands: g.hands, findings, per_thousand: (1000 * findings) / g.hands,
    by_category: { ...g.findings }, money,
  };
  const unpriced = g.money.get('')?.hands ?? 0;
  if (unpriced > 0) row.money_hands_without_currency = unpriced;
  return row;
}

const BY_ORDER: readonly GroupBy[] = ['dealer', 'table', 'shift', 'day', 'shoe'];

function compareGroups(a: GroupCounters, b: GroupCounters): number {
  return BY_ORDER.indexOf(a.by) - BY_ORDER.indexOf(b.by) || cmp(a.key, b.key);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Each measure in words, in both languages (the flags' messages, the PDF's statistics section); `{dealer}`
 * is the catalog's own word for the one who deals (measureWords).
 */
export const MEASURE_WORDS: Record<string, { es: string; en: string }> = {
  banca_wins: { es: 'Banca gana', en: 'Banca wins' },
  punto_wins: { es: 'Punto gana', en: 'Punto wins' },
  tie: { es: 'empate', en: 'tie' },
  banca_wins_on_six: { es: 'Banca gana con seis', en: 'Banca wins with six' },
  dealer_bust: { es: 'el {dealer} se pasa', en: 'the {dealer} busts' },
  dealer_blackjack: { es: 'el {dealer} tiene Black Jack', en: 'the {dealer} has Black Jack' },
  dealer_qualifies: { es: 'el {dealer} califica', en: 'the {dealer} qualifies' },
  rng_uniformity: { es: 'uniformidad del generador', en: 'the generator\'s uniformity' },
  win_runs: { es: 'rachas de Banca y Punto', en: 'runs of Banca and Punto wins' },
  burn_count: { es: 'quemas que no son las que manda la primera carta', en: 'burns other than the first card orders' },
  burn_first_card: { es: 'rangos de la primera carta de la quema frente a un zapato completo', en: 'the ranks of the burn\'s first card against a full shoe' },
  card_ranks: { es: 'rangos de las cartas del zapato frente a su composición', en: 'the shoe\'s card ranks against its composition' },
  errors: { es: 'hallazgos por 1.000 manos', en: 'findings per 1,000 hands' },
  errors_payout: { es: 'hallazgos de pago por 1.000 manos', en: 'payout findings per 1,000 hands' },
  errors_procedure: { es: 'hallazgos de procedimiento por 1.000 manos', en: 'procedure findings per 1,000 hands' },
  errors_integrity: { es: 'hallazgos de integridad por 1.000 manos', en: 'integrity findings per 1,000 hands' },
  errors_article: { es: 'hallazgos por 1.000 manos del artículo', en: 'findings per 1,000 hands under the article' },
  player_categories: { es: 'categorías de las manos de los jugadores frente a sus frecuencias exactas', en: 'the players\' hand categories against their exact frequencies' },
  hold: { es: 'retención de la casa', en: 'the house\'s hold' },
};

/** A measure in words, with the catalog's own word for the one who deals ("el dealer se pasa", "el croupier se pasa"). */
export function measureWords(measure: string, lang: Lang, dealer: string = WORDS[lang].dealer): string {
  return (MEASURE_WORDS[measure]?.[lang] ?? measure).replace('{dealer}', dealer);
}

const GROUP_WORD: Record<Exclude<GroupBy, 'dealer'>, { es: string; en: string }> = {
  table: { es: 'Mesa', en: 'Table' }, shift: { es: 'Turno', en: 'Shift' }, day: { es: 'Día', en: 'Day' }, shoe: { es: 'Zapato', en: 'Shoe' },
};

/** A grouping's name, capitalized ("Mesa", "Dealer"): the one who deals in the run's own word (StatsRun.dealer). */
export function groupWord(by: GroupBy, lang: Lang, dealer: string = WORDS[lang].dealer): string {
  return by === 'dealer' ? capitalize(dealer) : GROUP_WORD[by][lang];
}

export function formatFigure(m: Measure, value: 'observed' | 'expected', lang: Lang): string {
  const r = value === 'observed' ? m.rate : m.expected_rate;
  if (m.test === 'check') return value === 'observed' ? `${m.observed}/${m.n}` : '0';
  if (m.test === 'chi-square') return value === 'observed' ? `χ² ${m.observed.toFixed(2)}` : `${m.dof} ${lang === 'es' ? 'g.l.' : 'dof'}`;
  if (m.measure.startsWith('errors')) return r.toFixed(2);
  return `${(100 * r).toFixed(2)} %`;
}

function statisticalFinding(m: Measure, o: FigureOptions): StatisticalFinding {
  const dealer = (lang: Lang) => (m.ruleset && o.dealerOf ? o.dealerOf(m.ruleset, lang) : o.dealer?.[lang] ?? WORDS[lang].dealer);
  const what = { es: measureWords(m.measure, 'es', dealer('es')), en: measureWords(m.measure, 'en', dealer('en')) };
  const g = { es: groupWord(m.by, 'es', o.dealer?.es), en: groupWord(m.by, 'en', o.dealer?.en) };
  const detail = (lang: Lang) => (m.detail ? ` (${detailWords(m.detail, lang)})` : '');
  const group = (lang: Lang) => groupWords(m.group, lang);
  const cur = m.currency ? ` ${m.currency}` : '';
  const obs = formatFigure(m, 'observed', 'en');
  const exp = (lang: Lang) => formatFigure(m, 'expected', lang);
  const p = m.p.toExponential(2);
  const q = m.q.toExponential(2);
  const article = m.measure === 'errors_article' ? m.detail : m.ruleset && o.articleOf ? o.articleOf(m.ruleset, m.measure) : null;
  if (m.test === 'check') {
    return {
      category: 'statistical', severity: 'warning', rule: `stats-${m.measure}`, article,
      ruleset: m.ruleset, by: m.by, group: m.group, currency: m.currency, p: m.p, q: m.q,
      message: {
        es: `${g.es} ${group('es')}: ${what.es}: ${m.observed} de ${m.n} quemas registran otro número de cartas que el que ordena su primera carta${article ? ` (${article})` : ''}. Es una comprobación exacta, no una prueba: la auditoría informa cada una en su mano.`,
        en: `${g.en} ${group('en')}: ${what.en}: ${m.observed} of ${m.n} burns record another number of cards than their first card orders${article ? ` (${article})` : ''}. This is an exact check, not a test: the audit reports each in its hand.`,
      },
    };
  }
  return {
    category: 'statistical', severity: 'warning', rule: `stats-${m.measure}`,
    // An article's error rate concerns that article; the generator's uniformity, the article its rule cites.
    article,
    ruleset: m.ruleset, by: m.by, group: m.group, currency: m.currency, p: m.p, q: m.q,
    message: {
      es: `${g.es} ${group('es')}: ${what.es}${detail('es')}${cur} ${obs} en ${m.n} manos, se esperaba ${exp('es')} (p = ${p}, q = ${q} ≤ ${o.q}). Es una señal estadística para examinar, no una infracción de ninguna mano.`,
      en: `${g.en} ${group('en')}: ${what.en}${detail('en')}${cur} ${obs} over ${m.n} hands, against ${exp('en')} expected (p = ${p}, q = ${q} ≤ ${o.q}). This is a statistical signal to look into, not a breach in any hand.`,
    },
  };
}

/**
 * A measure's detail in the reader's words. The figures keep `detail` as the run computed it (a stable
 * key in the JSON and CSV, English); whatever a person reads goes through here.
 */
export function detailWords(detail: string | null, lang: Lang): string | null {
  if (detail === null || lang === 'en') return detail;
  const decks = (n: string) => `${n} ${n === '1' ? 'baraja' : 'barajas'}`;
  let x: RegExpMatchArray | null;
  if ((x = detail.match(/^(\d+) decks$/))) return decks(x[1]!);
  if ((x = detail.match(/^up card (\w+), (\d+) decks$/))) return `carta descubierta ${x[1]}, ${decks(x[2]!)}`;
  if ((x = detail.match(/^first (\d+) of (\d+) cards, (\d+|null) decks$/))) {
    return `primeras ${x[1]} de ${x[2]} cartas${x[3] === 'null' ? '' : `, ${decks(x[3]!)}`}`;
  }
  if ((x = detail.match(/^(\d+) to (\d+)$/))) return `${x[1]} a ${x[2]}`;
  const fixed: Record<string, string> = {
    'ace-king or better': 'as-rey o mejor',
    'cards burned against the first card': 'cartas quemadas según la primera carta',
    'ace to king': 'del as al rey',
    [PLAYER_BINS.join(', ')]: 'carta alta, un par, doble par, trío o mejor',
  };
  return fixed[detail] ?? detail;
}

/** A group's name in the reader's words: a hand without a dealer or a shoe is in the group "(none)". */
export function groupWords(group: string, lang: Lang): string {
  return group.endsWith(NO_GROUP) ? group.slice(0, -NO_GROUP.length) + (lang === 'es' ? '(ninguno)' : NO_GROUP) : group;
}
