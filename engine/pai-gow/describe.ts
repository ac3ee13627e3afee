import { HIDDEN_CARD, cardGlyph } from '../core/cards.js';
import { formatAmount } from '../core/money-text.js';
import type { Money } from '../core/money.js';
import type { Lang } from '../core/engine-types.js';
import { capitalize } from '../core/words.js';
import type { Words } from '../core/words.js';
import type { PgSettlement, PgState } from './state.js';

const W = {
  es: {
    rng: 'Número del generador', again: 'activado de nuevo', seat: 'Asiento', none: 'sin cartas', wager: 'apuesta',
    noPaigow: 'sin apuesta de pai gow', bonus: 'apuesta adicional al número', drawn: 'el del generador', orphan: 'apuesta adicional que nadie apostó',
    number: 'número', paid: 'pagado', collected: 'cobrado', returned: 'devuelto', commission: 'Comisión retenida sobre el pai gow',
  },
  en: {
    rng: 'Random number', again: 'activated again', seat: 'Seat', none: 'no cards', wager: 'wager',
    noPaigow: 'no pai gow wager', bonus: 'bonus on number', drawn: 'the generator\'s', orphan: 'bonus nobody bet',
    number: 'number', paid: 'paid', collected: 'collected', returned: 'returned', commission: 'Commission kept on the pai gow',
  },
} as const;

/**
 * The round in plain words, for the dispute replay: the random number, then
 * each seat's cards (face down as "??") with its pai gow wager, each bonus
 * wager with what was settled on it (a settlement that leaves its number out
 * is shown on the wager the engine tied it to), the dealer's cards.
 */
export function describePaiGow(s: PgState, words: Words, currency?: string): string[] {
  const lang = words.lang;
  const fm = (m: number) => formatAmount(m, currency);
  const w = W[lang];
  const lines: string[] = [];
  const [drawn, ...more] = s.rng;
  if (drawn) lines.push(`${w.rng}: ${drawn.value}${more.length ? ` (${w.again}: ${more.map((r) => r.value).join(', ')})` : ''}`);
  const cardsOf = (kind: 'seat' | 'dealer', seat = 0) =>
    s.dealt.filter((d) => d.to.kind === kind && (kind === 'dealer' || d.to.seat === seat)).map((d) => (d.face === 'down' ? HIDDEN_CARD : cardGlyph(d.card)));
  const seatNumbers = new Set<number>();
  for (const x of s.paigow) seatNumbers.add(x.seat);
  for (const x of s.bonus) seatNumbers.add(x.seat);
  for (const d of s.dealt) if (d.to.kind === 'seat') seatNumbers.add(d.to.seat);
  for (const x of s.settlements) if (x.seat !== undefined) seatNumbers.add(x.seat);
  for (const seat of [...seatNumbers].sort((a, b) => a - b)) {
    const name = `${w.seat} ${seat}`;
    const pg = s.paigow.find((x) => x.seat === seat);
    const cards = cardsOf('seat', seat);
    const pgSettled = s.settlements.filter((x) => x.seat === seat && x.spot === 'paigow' && x.type !== 'commission');
    if (pg || cards.length || pgSettled.length) {
      const wager = pg ? `pai gow, ${w.wager} ${fm(pg.amount)}` : w.noPaigow;
      lines.push(`${name}: ${cards.length ? cards.join(' ') : w.none}; ${wager}${settledText(pgSettled, lang, currency)}`);
    }
    for (const b of s.bonus.filter((x) => x.seat === seat).sort((a, c) => a.number - c.number)) {
      const mark = drawn && b.number === drawn.value ? ` (${w.drawn})` : '';
      const settled = s.settlements.filter((x) => x.spot === 'bonus' && x.seat === seat && x.number === b.number && x.attributed !== 'none');
      lines.push(`${name}: ${w.bonus} ${b.number}${mark}, ${w.wager} ${fm(b.amount)}${settledText(settled, lang, currency)}`);
    }
    const orphans = s.settlements.filter((x) => x.spot === 'bonus' && x.seat === seat && x.attributed === 'none');
    if (orphans.length) {
      const numbers = [...new Set(orphans.flatMap((x) => (x.number === undefined ? [] : [x.number])))];
      lines.push(`${name}: ${w.orphan}${numbers.length ? ` (${w.number} ${numbers.join(', ')})` : ''}${settledText(orphans, lang, currency)}`);
    }
  }
  const dealer = cardsOf('dealer');
  if (dealer.length) lines.push(`${capitalize(words.dealer)}: ${dealer.join(' ')}`);
  const commission = s.settlements.filter((x) => x.type === 'commission').reduce((a, x) => a + x.amount, 0);
  if (commission > 0) lines.push(`${w.commission}: ${fm(commission as Money)}`);
  return lines;
}

function settledText(list: readonly PgSettlement[], lang: Lang, currency?: string): string {
  const w = W[lang];
  const parts = list.map((x) => `${x.type === 'payout' ? w.paid : x.type === 'collect' ? w.collected : w.returned} ${formatAmount(x.amount, currency)}`);
  return parts.length ? `; ${parts.join(', ')}` : '';
}
