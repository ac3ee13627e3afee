import { formatAmount, formatSignedAmount, owedArithmetic, owedLine, owedPhrase } from '../../engine/core/money-text.js';
import type { Money } from '../../engine/core/money.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { WORDS } from '../../engine/core/words.js';
import type { SeatWords } from '../../engine/core/words.js';
import type { Balance, ReplayDoc, WagerView } from './model.js';
import { terminalSafe } from '../terminal-safe.js';
import { behindWords } from '../behind-words.js';

/** The words every replay renderer shares, in both languages. */
export const L = {
  es: {
    title: 'Reproducción de la mano', regulation: 'Reglamento', catalog: 'catálogo', table: 'Mesa',
    shoe: 'zapato', amountsIn: 'importes en', noCurrency: 'el registro no indica la moneda de la mano: los importes se dan sin ella', source: 'Registro', findings: 'Hallazgos', none: 'ninguno', atSteps: 'pasos', atStep: 'paso',
    timeline: 'Desarrollo de la mano', governs: 'Rige', byFinding: 'hallazgo', tableNow: 'Mesa', unchanged: 'sin cambios', empty: 'vacía',
    finding: 'HALLAZGO', warning: 'AVISO', required: 'exigido', settled: 'liquidado', tableDid: 'la mesa',
    endOfHand: 'Al final de la mano', finalTable: 'Mesa final',
    should: 'Lo que debió ocurrir', shouldSub: 'por apuesta, según las cartas y decisiones registradas',
    noWagers: 'Nadie apostó en esta mano: no hay apuesta que liquidar ni dinero que deber por ella.',
    stake: 'apuesta', rule: 'Reglamento', owedTitle: 'Dinero debido', correct: 'correcto', wrong: 'la mesa se equivocó',
    wrongInSum: 'la mesa se equivocó: la suma cuadra, pero no lo de cada jugador (lo debido a cada uno, en el saldo)',
    cf: 'Contrafáctico', cfSub: 'no es un hallazgo ni entra en el saldo', recorded: 'con las cartas registradas',
    whatIf: 'contrafáctico', unchangedCf: 'sin cambio', ifAdopted: 'si la mediación adopta el contrafáctico',
    balance: 'Saldo', balanceSub: 'a partir de los hallazgos',
    allowedOverpayment: 'pago de más que el texto permite: no se le debe a la casa, fuera del total', nothingOwed:
      'Nada que pagar ni devolver: ningún hallazgo cambia el dinero de esta mano.',
    nothingOwedJudged: 'Ningún hallazgo cambia el dinero de las apuestas que este catálogo juzga.',
    notJudged: 'Sin juzgar en este catálogo (el balance no dice nada de este dinero: ni que se deba ni que se liquidara bien)',
    total: 'Total de la mano, jugador por jugador', articles: 'Artículos', disputed: 'En disputa (texto del reglamento)',
    alsoGoverning: 'Rigen también otros pasos de la mano', original: 'Texto original', logSha: 'SHA-256 del registro',
    posted: 'Configuración publicada de la mesa', postedNone: 'ninguna (ni el registro ni un archivo de mesas la traen): rigen los parámetros del catálogo',
    unread: 'campos que el formato no define y Veedor no lee',
    summaryEn: 'Resumen en inglés (de Veedor, no es el texto del reglamento)',
    step: 'Paso', of: 'de', prev: 'Anterior', next: 'Siguiente', summary: 'Liquidación', summaryStep: 'Liquidación de la mano',
    noArticle: 'Ningún artículo conservado del reglamento rige este paso.', page: 'Página',
    colWager: 'Apuesta', colRequired: 'Exige el reglamento', colTable: 'Hizo la mesa', colDiff: 'Dinero debido (exigido - liquidado)',
  },
  en: {
    title: 'Replay of hand', regulation: 'Regulation', catalog: 'catalog', table: 'Table',
    shoe: 'shoe', amountsIn: 'amounts in', noCurrency: 'the log names no currency for the hand: amounts are given without one', source: 'Log record', findings: 'Findings', none: 'none', atSteps: 'steps', atStep: 'step',
    timeline: 'How the hand went', governs: 'Governed by', byFinding: 'finding', tableNow: 'Table', unchanged: 'unchanged', empty: 'empty',
    finding: 'FINDING', warning: 'WARNING', required: 'required', settled: 'settled', tableDid: 'table',
    endOfHand: 'At the end of the hand', finalTable: 'Final table',
    should: 'What should have happened', shouldSub: 'wager by wager, given the cards and decisions recorded',
    noWagers: 'No one bet in this hand: there is no wager to settle and no money owed on one.',
    stake: 'stake', rule: 'Regulation', owedTitle: 'Money owed', correct: 'correct', wrong: 'the table got it wrong',
    wrongInSum: 'the table got it wrong: the sum is right, but not each player\'s share (what each is owed, in the balance)',
    cf: 'Counterfactual', cfSub: 'not a finding, and not part of the balance', recorded: 'with the cards recorded',
    whatIf: 'counterfactual', unchangedCf: 'no change', ifAdopted: 'if the mediation adopts the counterfactual',
    balance: 'Balance', balanceSub: 'from the findings',
    allowedOverpayment: 'an over-payment the text allows: not owed back to the house, outside the total', nothingOwed:
      'Nothing to pay or return: no finding changes the money of this hand.',
    nothingOwedJudged: 'No finding changes the money of the wagers this catalog judges.',
    notJudged: 'Not judged by this catalog (the balance says nothing of this money, neither owed nor settled right)',
    total: 'Hand total, player by player', articles: 'Articles', disputed: 'In dispute (the regulation\'s text)',
    alsoGoverning: 'Also governing steps of this hand', original: 'Spanish original', logSha: 'SHA-256 of the log',
    posted: 'Posted table configuration', postedNone: 'none (neither the log nor a tables file gives one): the catalog\'s parameters govern',
    unread: 'fields the format does not define, which Veedor does not read',
    summaryEn: 'English summary (Veedor\'s, not the regulation\'s text)',
    step: 'Step', of: 'of', prev: 'Previous', next: 'Next', summary: 'Settlement', summaryStep: 'Settlement of the hand',
    noArticle: 'No surviving article of the regulation governs this step.', page: 'Page',
    colWager: 'Wager', colRequired: 'The regulation requires', colTable: 'The table did', colDiff: 'Money owed (required - settled)',
  },
} as const;

/**
 * Who owes whom, in the words every report uses: "debido al jugador del
 * asiento 1 PEN 50.00", "owed by the player on seat 2 PEN 30.00"; without a
 * seat, the players of the hand.
 */
export function owedSentence(amount: Money, seat: number | undefined, lang: Lang, currency?: string, seatWords: SeatWords = WORDS[lang].seat): string {
  if (seat !== undefined || amount === 0) return owedPhrase(amount, currency, lang, seat, seatWords.at);
  const es = lang === 'es';
  const m = formatAmount(Math.abs(amount), currency);
  if (amount > 0) return es ? `debido a los jugadores ${m}` : `owed to the players ${m}`;
  return es ? `debido por los jugadores ${m}` : `owed by the players ${m}`;
}

/**
 * The balance as lines of arithmetic: each term (owed to the player, expected
 * - actual), each seat's sum and who owes whom; with several seats, each
 * player's net again, then the house's: money owed to one player is never
 * netted against money owed by another.
 */
export function balanceLines(b: Balance, lang: Lang, currency?: string, seatWords: SeatWords = WORDS[lang].seat): string[] {
  const t = L[lang];
  // Money moved on a wager the catalog does not judge: named, never covered by a "nothing to pay or return".
  const notJudged = b.notJudged.map((w) => `  ${w.label}: ${w.actualText} (${formatSignedAmount(w.actual, currency)})`);
  const notJudgedLines = notJudged.length ? [`${t.notJudged}:`, ...notJudged] : [];
  if (b.seats.length === 0) return notJudged.length ? [t.nothingOwedJudged, ...notJudgedLines] : [t.nothingOwed];
  const out: string[] = [];
  const signed = (m: number) => formatSignedAmount(m, currency);
  // A player whose terms are all over-payments the text allows owes nothing: said of him by name, not a bare "nothing owed".
  const nothing = (seat: number, player: string | undefined) => {
    const who = playerPlace(seat, player, lang, seatWords);
    return lang === 'es' ? `nada debido al jugador ${who} ni por él` : `nothing owed to or by the player ${who}`;
  };
  const groupOwed = (s: Balance['seats'][number]) => s.total === 0 && s.seat !== undefined ? nothing(s.seat, s.player)
    : s.player !== undefined && s.seat !== undefined
    ? behindOwedSentence(s.total, s.seat, s.player, lang, currency, seatWords)
    : owedSentence(s.total, s.seat, lang, currency, seatWords);
  for (const s of b.seats) {
    const name = s.seat === undefined ? t.table : s.player !== undefined ? behindName(s.seat, s.player, lang, seatWords) : `${seatWords.label} ${s.seat}`;
    out.push(`${name}:`);
    for (const term of s.terms) {
      const detail = term.expected !== undefined && term.actual !== undefined
        ? `: ${t.required} - ${t.settled}: ${owedArithmetic(term.expected, term.actual, currency)}`
        : '';
      out.push(`  ${signed(term.amount)}  ${term.article}  ${term.label}${detail}${term.allowed ? ` (${t.allowedOverpayment})` : ''}`);
    }
    const counted = s.terms.filter((x) => !x.allowed);
    const sum = counted.length > 1 ? `${sumText(counted.map((x) => x.amount), currency)} = ` : '';
    out.push(`  = ${sum}${signed(s.total)}: ${groupOwed(s)}.`);
  }
  if (b.seats.length > 1) {
    // One player on several boxes is one entry of the hand's total: his net, with each box's part.
    const items: string[] = [];
    const told = new Set<string>();
    for (const s of b.seats) {
      const g = s.player === undefined && s.seat !== undefined ? b.players.find((x) => x.seats.includes(s.seat!)) : undefined;
      if (!g) { items.push(groupOwed(s)); continue; }
      if (told.has(g.player)) continue;
      told.add(g.player);
      items.push(playerNetSentence(g, b, lang, currency, seatWords));
    }
    out.push(`${t.total}: ${items.join('; ')}.`);
    out.push(houseLine(b, lang, currency));
  }
  out.push(...notJudgedLines);
  return out;
}

/**
 * "Seat 1, the bet behind the box (P2)": a player betting behind a box, named as his balance group and as the label of
 * the wager a finding judges on its own (app/replay-document.ts).
 */
export function behindName(seat: number, player: string, lang: Lang, seatWords: SeatWords): string {
  return `${seatWords.label} ${seat}, ${behindWords(player, lang)}`;
}

/** Whose player: "on seat 1" / "del asiento 1", or one betting behind the box: "behind seat 1 (P2)" / "de detrás del asiento 1 (P2)". */
function playerPlace(seat: number, player: string | undefined, lang: Lang, seatWords: SeatWords): string {
  if (player === undefined) return `${seatWords.at} ${seat}`;
  const who = player === '' ? '' : ` (${player})`;
  return lang === 'es' ? `de detrás ${seatWords.at} ${seat}${who}` : `behind ${seatWords.noun} ${seat}${who}`;
}

/** "owed by the player behind seat 1 (P2) EUR 5.00": what a player betting behind a box is owed, or owes. */
function behindOwedSentence(amount: Money, seat: number, player: string, lang: Lang, currency: string | undefined, seatWords: SeatWords): string {
  if (amount === 0) return owedSentence(amount, seat, lang, currency, seatWords);
  const m = formatAmount(Math.abs(amount), currency);
  if (lang === 'es') return `${amount > 0 ? 'debido al jugador' : 'debido por el jugador'} ${playerPlace(seat, player, lang, seatWords)} ${m}`;
  return `${amount > 0 ? 'owed to the player' : 'owed by the player'} ${playerPlace(seat, player, lang, seatWords)} ${m}`;
}

/** "La casa: debe PEN 80.00 a jugadores y le deben PEN 30.00; neto de la casa: paga PEN 50.00." */
function houseLine(b: Balance, lang: Lang, currency?: string): string {
  const m = (x: number) => formatAmount(x, currency);
  const net = b.houseOwes - b.houseIsOwed;
  if (lang === 'es') {
    const netText = net > 0 ? `paga ${m(net)}` : net < 0 ? `cobra ${m(-net)}` : 'cero';
    return `La casa: debe ${m(b.houseOwes)} a jugadores y le deben ${m(b.houseIsOwed)}; neto de la casa: ${netText}.`;
  }
  const netText = net > 0 ? `it pays ${m(net)}` : net < 0 ? `it collects ${m(-net)}` : 'zero';
  return `The house: owes ${m(b.houseOwes)} to players and is owed ${m(b.houseIsOwed)}; the house's net: ${netText}.`;
}

/**
 * "the player P1 (Seat 1, Seat 3): owed by him PEN 30.00 net (Seat 1 PEN +10.00, Seat 3 PEN -40.00)": one player's net
 * over the boxes the log names him on.
 */
function playerNetSentence(g: Balance['players'][number], b: Balance, lang: Lang, currency: string | undefined, seatWords: SeatWords): string {
  const es = lang === 'es';
  const who = g.player;
  const boxes = g.seats.map((n) => `${seatWords.label} ${n}`).join(', ');
  const parts = g.seats.map((n) => `${seatWords.label} ${n} ${formatSignedAmount(b.seats.find((s) => s.seat === n && s.player === undefined)!.total, currency)}`).join(', ');
  const m = formatAmount(Math.abs(g.total), currency);
  const net = g.total > 0 ? (es ? `debido a él ${m} en neto` : `owed to him ${m} net`)
    : g.total < 0 ? (es ? `debido por él ${m} en neto` : `owed by him ${m} net`)
    : (es ? 'nada debido a él ni por él en neto' : 'nothing owed to or by him net');
  return es ? `el jugador ${who} (${boxes}): ${net} (${parts})` : `the player ${who} (${boxes}): ${net} (${parts})`;
}

/** Beside the balance, never in it: what each what-if would move if the mediation adopted it. */
export function counterfactualNotes(d: ReplayDoc): string[] {
  const out: string[] = [];
  for (const c of d.counterfactuals) {
    const bySeat = new Map<number, number>();
    for (const l of c.lines) if (l.ifAdopted) bySeat.set(l.seat, (bySeat.get(l.seat) ?? 0) + l.ifAdopted);
    // One sentence per what-if, every seat it moves in it.
    const moves = [...bySeat].filter(([, amount]) => amount !== 0).map(([seat, amount]) => owedSentence(amount as Money, seat, d.lang, d.head.currency, d.words.seat));
    if (moves.length === 0) continue;
    // What adopting it leaves owed replaces the balance, it is not added to it; where the findings already judge the
    // hand on that outcome (a coup settled as the tableau would have had it), it is the balance itself.
    const same = d.balance.seats.length === bySeat.size && d.balance.seats.every((b) => b.seat !== undefined && bySeat.get(b.seat) === b.total);
    // Said before the amounts, so that it covers every seat of the list, not only the last one.
    const list = moves.join('; ');
    out.push(d.lang === 'es'
      ? same
        ? `Aparte, el contrafáctico «${c.title}» (paso ${c.event}) da lo mismo que el saldo de arriba: ${list}; si la mediación lo adopta, no se suma a él.`
        : `Aparte, el contrafáctico «${c.title}» (paso ${c.event}): si la mediación lo adopta, reemplaza el saldo de arriba (no se suma a él): ${list}.`
      : same
        ? `Separately, the counterfactual "${c.title}" (step ${c.event}) comes to the same as the balance above: ${list}; if the mediation adopts it, it is not added to it.`
        : `Separately, the counterfactual "${c.title}" (step ${c.event}): if the mediation adopts it, it replaces the balance above (it is not added to it): ${list}.`);
  }
  return out;
}

/** What a counterfactual line would make owed, with its arithmetic: "debido al jugador del asiento 1 PEN 50.00 (contrafáctico - liquidado: …)". */
export function ifAdoptedText(l: { seat: number; counterfactual: Money; actual: Money; ifAdopted: Money }, lang: Lang, currency?: string, seatWords: SeatWords = WORDS[lang].seat): string {
  const t = L[lang];
  return `${owedSentence(l.ifAdopted, l.seat, lang, currency, seatWords)} (${t.whatIf} - ${t.settled}: ${owedArithmetic(l.counterfactual, l.actual, currency)})`;
}

/** A finding's money, the same on every replay surface: "debido al jugador PEN 50.00 (exigido - liquidado: …)". */
export function findingMoney(f: { expected: Money; actual: Money; owed: Money }, lang: Lang, currency?: string): string {
  return owedLine(f, currency, lang);
}

/**
 * What a wager's settlement leaves owed, with its verdict: "debido al jugador PEN 50.00
 * (exigido - liquidado: PEN +150.00 - PEN +100.00 = PEN +50.00) — la mesa se equivocó";
 * undefined when the replay cannot say what was required.
 */
export function wagerOwedText(w: WagerView, d: ReplayDoc): string | undefined {
  if (w.required === undefined || w.noFinding) return undefined;
  const t = L[d.lang];
  // Measured as the rules measure it: from the accepted amount nearest to what the table did (nearestRequired).
  const expected = nearestRequired(w.actual, w.required, w.alsoAccepted);
  // Right in sum, wrong player by player (a box paid short and the bet behind it paid over by as much): said so.
  const verdict = !w.wrong ? t.correct : expected === w.actual ? t.wrongInSum : t.wrong;
  return `${owedLine({ expected, actual: w.actual }, d.head.currency, d.lang)} — ${verdict}`;
}

/**
 * Whether a settlement is one the rules accept: the requirement, or `alsoAccepted` — the other rounding of a ratio
 * that leaves part of a cent, above `required`, every amount between them accepted too (a sum of stakes each rounded
 * on its own: 75.14 to 75.16) — or the one other amount a catalog accepts (a pool's remainder on another tied seat).
 */
export function isAccepted(actual: Money, required: Money, alsoAccepted: Money | undefined): boolean {
  return nearestRequired(actual, required, alsoAccepted) === actual;
}

/**
 * The accepted amount a settlement is measured from, as the rules measure it (framework/net.ts nearestAccepted): an
 * overpayment from the highest, an underpayment from the lowest, an amount in between from itself.
 */
export function nearestRequired(actual: Money, required: Money, alsoAccepted: Money | undefined): Money {
  if (alsoAccepted === undefined) return required;
  if (actual === alsoAccepted) return alsoAccepted;
  if (alsoAccepted < required) return required;
  return Math.min(Math.max(actual, required), alsoAccepted) as Money;
}

/** A sum people can check, every term with its currency: "PEN +14.25 + PEN 14.25 - PEN 27.90". */
export function sumText(amounts: Money[], currency?: string): string {
  return amounts.map((a, i) => (i === 0 ? formatSignedAmount(a, currency) : a < 0 ? `- ${formatAmount(-a, currency)}` : `+ ${formatAmount(a, currency)}`)).join(' ');
}

/** "Mesa PL-03 · dealer D-311 · zapato S-1 · 2026-… · importes en PEN" */
/**
 * The posted table the hand was judged against, in one line: "Posted table configuration: decks 1 · max_payout 300".
 * `pairJoin` goes between a field and its value (the text report glues them, so that a wrapped line never leaves a
 * value alone at the start of the next: "pool_commission_pct" / "5").
 */
/** The posted fields that are money (app/replay-document.ts postedTable writes them as formatMoney does: "5", "37.50"). */
const POSTED_MONEY = new Set(['min_bet', 'max_bet', 'max_payout']);

/** "37.50" → 3750, exactly: an amount as postedTable wrote it, at most two decimals. */
function cents(v: string): number {
  const [whole, frac = ''] = v.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export function postedLine(d: ReplayDoc, pairJoin = ' '): string {
  const t = L[d.lang];
  const { posted, unread } = d.head;
  // An amount posted is money like any other figure of the replay: with the hand's currency ("max_bet PEN 500.00"); the
  // document (and the JSON replay) keeps the value as posted, percentages and ratios stay as posted.
  const value = (p: { field: string; value: string }) => (POSTED_MONEY.has(p.field) && /^\d+(?:\.\d{1,2})?$/.test(p.value) ? formatAmount(cents(p.value), d.head.currency) : p.value);
  const body = posted.length === 0 ? t.postedNone : posted.map((p) => `${p.field}${pairJoin}${value(p)}`).join(`${pairJoin}· `);
  return `${t.posted}: ${body}${unread.length > 0 ? ` · ${t.unread}: ${unread.join(', ')}` : ''}`;
}

export function headLine(d: ReplayDoc): string {
  const t = L[d.lang];
  const h = d.head;
  // The log's ids with their line breaks and invisible characters as \u escapes (terminalSafe), in every replay:
  // the HTML's esc() and the text's line-by-line escape keep a line feed, which split `T\n1` over two lines.
  return [
    `${t.table} ${terminalSafe(h.tableId)}`,
    h.dealerId !== undefined ? `${d.words.dealer} ${terminalSafe(h.dealerId)}` : '',
    h.shoeId !== undefined ? `${t.shoe} ${terminalSafe(h.shoeId)}` : '',
    h.startedAt,
    // Without it every amount below is a bare number: the reader is told why, not left to guess the currency.
    h.currency !== undefined ? `${t.amountsIn} ${h.currency}` : t.noCurrency,
  ].filter(Boolean).join(' · ');
}

/** "2 (pasos 15, 17)" / "3 (paso 2; 1 al final de la mano)" / "1 (al final de la mano)" / "ninguno" */
export function findingsLine(d: ReplayDoc): string {
  const t = L[d.lang];
  if (d.findingCount === 0) return t.none;
  const steps = [...new Set(d.steps.filter((s) => s.findings.length > 0).map((s) => s.n))];
  // Findings listed at the end (about the whole hand, or after its last event) are said apart: "(paso 2)" alone
  // would put them at that step.
  const end = d.endFindings.length;
  const atEnd = d.lang === 'es' ? 'al final de la mano' : 'at the end of the hand';
  const parts = [
    ...(steps.length ? [`${steps.length > 1 ? t.atSteps : t.atStep} ${steps.join(', ')}`] : []),
    ...(end ? [steps.length ? `${end} ${atEnd}` : atEnd] : []),
  ];
  return `${d.findingCount}${parts.length ? ` (${parts.join('; ')})` : ''}`;
}

/**
 * An article with its title, said once: "Art. 14º — De la entrega voluntaria de cartas"; a house's
 * heading that is its own title ("Jugadores") or that the title repeats ("Dobles (doblar y separar)")
 * is not said twice. `paren`: "Art. 8º (title)".
 */
export function articleHeading(article: string, title: string | undefined, form: 'dash' | 'paren' = 'dash'): string {
  if (!title || title === article) return article;
  if (title.startsWith(article)) return title;
  return form === 'dash' ? `${article} — ${title}` : `${article} (${title})`;
}
