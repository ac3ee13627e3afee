import { formatMoney, formatSigned } from '../../engine/core/money.js';
import type { Money } from '../../engine/core/money.js';
import type { Lang } from '../../engine/core/engine-types.js';
import type { Balance, ReplayDoc } from './model.js';

/** The words every replay renderer shares, in both languages. */
export const L = {
  es: {
    title: 'Reproducción de la mano', regulation: 'Reglamento', catalog: 'catálogo', table: 'Mesa', dealer: 'dealer',
    shoe: 'zapato', amountsIn: 'importes en', source: 'Registro', findings: 'Hallazgos', none: 'ninguno', atSteps: 'pasos', atStep: 'paso',
    timeline: 'Desarrollo de la mano', governs: 'Rige', byFinding: 'hallazgo', tableNow: 'Mesa', unchanged: 'sin cambios', empty: 'vacía',
    finding: 'HALLAZGO', warning: 'AVISO', required: 'exigido', tableDid: 'la mesa', owed: 'debido al jugador',
    endOfHand: 'Al final de la mano', finalTable: 'Mesa final',
    should: 'Lo que debió ocurrir', shouldSub: 'por apuesta, según las cartas y decisiones registradas',
    stake: 'apuesta', rule: 'Reglamento', difference: 'Diferencia', correct: 'correcto', wrong: 'la mesa se equivocó',
    cf: 'Contrafáctico', cfSub: 'no es un hallazgo ni entra en el saldo', recorded: 'con las cartas registradas',
    whatIf: 'contrafáctico', unchangedCf: 'sin cambio', ifAdopted: 'si la mediación adopta el contrafáctico',
    balance: 'Saldo', balanceSub: 'según las cartas registradas, a partir de los hallazgos', nothingOwed:
      'Nada que pagar ni devolver: ningún hallazgo cambia el dinero de esta mano.',
    total: 'Total de la mano', articles: 'Artículos', disputed: 'En disputa (texto del reglamento)',
    alsoGoverning: 'Rigen también otros pasos de la mano', original: 'Texto original',
    step: 'Paso', of: 'de', prev: 'Anterior', next: 'Siguiente', summary: 'Liquidación', summaryStep: 'Liquidación de la mano',
    noArticle: 'Ningún artículo conservado del reglamento rige este paso.', page: 'Página',
    colWager: 'Apuesta', colRequired: 'Exige el reglamento', colTable: 'Hizo la mesa', colDiff: 'Diferencia',
  },
  en: {
    title: 'Replay of hand', regulation: 'Regulation', catalog: 'catalog', table: 'Table', dealer: 'dealer',
    shoe: 'shoe', amountsIn: 'amounts in', source: 'Log record', findings: 'Findings', none: 'none', atSteps: 'steps', atStep: 'step',
    timeline: 'How the hand went', governs: 'Governed by', byFinding: 'finding', tableNow: 'Table', unchanged: 'unchanged', empty: 'empty',
    finding: 'FINDING', warning: 'WARNING', required: 'required', tableDid: 'table', owed: 'owed to the player',
    endOfHand: 'At the end of the hand', finalTable: 'Final table',
    should: 'What should have happened', shouldSub: 'wager by wager, given the cards and decisions recorded',
    stake: 'stake', rule: 'Regulation', difference: 'Difference', correct: 'correct', wrong: 'the table got it wrong',
    cf: 'Counterfactual', cfSub: 'not a finding, and not part of the balance', recorded: 'with the cards recorded',
    whatIf: 'counterfactual', unchangedCf: 'no change', ifAdopted: 'if the mediation adopts the counterfactual',
    balance: 'Balance', balanceSub: 'on the cards recorded, from the findings', nothingOwed:
      'Nothing to pay or return: no finding changes the money of this hand.',
    total: 'Hand total', articles: 'Articles', disputed: 'In dispute (the regulation\'s text)',
    alsoGoverning: 'Also governing steps of this hand', original: 'Spanish original',
    step: 'Step', of: 'of', prev: 'Previous', next: 'Next', summary: 'Settlement', summaryStep: 'Settlement of the hand',
    noArticle: 'No surviving article of the regulation governs this step.', page: 'Page',
    colWager: 'Wager', colRequired: 'The regulation requires', colTable: 'The table did', colDiff: 'Difference',
  },
} as const;

/** Who owes whom, in words: "la casa debe 50 al jugador del asiento 1". */
export function owedSentence(amount: Money, seat: number | undefined, lang: Lang): string {
  const es = lang === 'es';
  const who = seat === undefined ? (es ? 'a los jugadores' : 'the players') : es ? `al jugador del asiento ${seat}` : `the player on seat ${seat}`;
  const whoFrom = seat === undefined ? (es ? 'los jugadores deben' : 'the players owe') : es ? `el jugador del asiento ${seat} debe` : `the player on seat ${seat} owes`;
  if (amount > 0) return es ? `la casa debe ${formatMoney(amount)} ${who}` : `the house owes ${formatMoney(amount)} to ${who}`;
  if (amount < 0) return es ? `${whoFrom} ${formatMoney(-amount as Money)} a la casa` : `${whoFrom} ${formatMoney(-amount as Money)} to the house`;
  return es ? 'nadie debe nada' : 'nobody owes anything';
}

/** The balance as lines of arithmetic: each term, each seat's sum and who owes whom, the hand's total. */
export function balanceLines(b: Balance, lang: Lang): string[] {
  const t = L[lang];
  if (b.seats.length === 0) return [t.nothingOwed];
  const out: string[] = [];
  for (const s of b.seats) {
    const name = s.seat === undefined ? t.table : lang === 'es' ? `Asiento ${s.seat}` : `Seat ${s.seat}`;
    out.push(`${name}:`);
    for (const term of s.terms) {
      const detail = term.expected !== undefined && term.actual !== undefined
        ? `: ${t.required} ${formatSigned(term.expected)}, ${t.tableDid} ${formatSigned(term.actual)}`
        : '';
      out.push(`  ${formatSigned(term.amount)}  ${term.article}  ${term.label}${detail}`);
    }
    const sum = s.terms.length > 1 ? `${sumText(s.terms.map((x) => x.amount))} = ` : '';
    out.push(`  = ${sum}${formatSigned(s.total)}: ${owedSentence(s.total, s.seat, lang)}.`);
  }
  if (b.seats.length > 1) {
    out.push(`${t.total}: ${sumText(b.seats.map((s) => s.total))} = ${formatSigned(b.total)}: ${owedSentence(b.total, undefined, lang)}.`);
  }
  return out;
}

/** Beside the balance, never in it: what each what-if would move if the mediation adopted it. */
export function counterfactualNotes(d: ReplayDoc): string[] {
  const out: string[] = [];
  for (const c of d.counterfactuals) {
    const bySeat = new Map<number, number>();
    for (const l of c.lines) if (l.ifAdopted) bySeat.set(l.seat, (bySeat.get(l.seat) ?? 0) + l.ifAdopted);
    // One sentence per what-if, every seat it moves in it.
    const moves = [...bySeat].filter(([, amount]) => amount !== 0).map(([seat, amount]) => owedSentence(amount as Money, seat, d.lang));
    if (moves.length === 0) continue;
    out.push(d.lang === 'es'
      ? `Aparte, el contrafáctico «${c.title}» (paso ${c.event}): si la mediación lo adopta, ${moves.join('; ')}.`
      : `Separately, the counterfactual "${c.title}" (step ${c.event}): if the mediation adopts it, ${moves.join('; ')}.`);
  }
  return out;
}

/** A sum people can check: "+14.25 + 14.25 - 27.90". */
export function sumText(amounts: Money[]): string {
  return amounts.map((a, i) => (i === 0 ? formatSigned(a) : a < 0 ? `- ${formatMoney(-a as Money)}` : `+ ${formatMoney(a)}`)).join(' ');
}

/** "Mesa PL-03 · dealer D-311 · zapato S-1 · 2026-… · importes en PEN" */
export function headLine(d: ReplayDoc): string {
  const t = L[d.lang];
  const h = d.head;
  return [
    `${t.table} ${h.tableId}`,
    h.dealerId !== undefined ? `${t.dealer} ${h.dealerId}` : '',
    h.shoeId !== undefined ? `${t.shoe} ${h.shoeId}` : '',
    h.startedAt,
    h.currency !== undefined ? `${t.amountsIn} ${h.currency}` : '',
  ].filter(Boolean).join(' · ');
}

/** "2 (pasos 15, 17)" / "ninguno" */
export function findingsLine(d: ReplayDoc): string {
  const t = L[d.lang];
  if (d.findingCount === 0) return t.none;
  const steps = [...new Set(d.steps.filter((s) => s.findings.length > 0).map((s) => s.n))];
  return `${d.findingCount}${steps.length ? ` (${steps.length > 1 ? t.atSteps : t.atStep} ${steps.join(', ')})` : ''}`;
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
