import { cardText } from '../core/cards.js';
import { formatMoney } from '../core/money.js';
import type { Lang } from '../core/engine-types.js';
import type { PgState } from './state.js';

/** The round in plain words (for the dispute replay): the random number, then each seat's wagers and cards. */
export function describePaiGow(s: PgState, lang: Lang): string[] {
  const es = lang === 'es';
  const lines: string[] = [];
  const drawn = s.rng[0];
  if (drawn) lines.push(`${es ? 'Número del generador' : 'Random number'}: ${drawn.value}`);
  const seats = [...new Set([...s.paigow.map((w) => w.seat), ...s.bonus.map((w) => w.seat)])].sort((a, b) => a - b);
  for (const seat of seats) {
    const pg = s.paigow.find((w) => w.seat === seat);
    const parts: string[] = [];
    if (pg) parts.push(`pai gow ${formatMoney(pg.amount)}`);
    for (const w of s.bonus.filter((x) => x.seat === seat)) parts.push(`${es ? 'adicional' : 'bonus'} #${w.number} ${formatMoney(w.amount)}`);
    const cards = s.dealt.filter((d) => d.to.kind === 'seat' && d.to.seat === seat).map((d) => cardText(d.card));
    if (cards.length) parts.push(cards.join(' '));
    lines.push(`${es ? 'Asiento' : 'Seat'} ${seat}: ${parts.join('; ')}`);
  }
  const dealer = s.dealt.filter((d) => d.to.kind === 'dealer').map((d) => cardText(d.card));
  if (dealer.length) lines.push(`Dealer: ${dealer.join(' ')}`);
  return lines;
}
