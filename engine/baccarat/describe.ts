import { HIDDEN_CARD, cardGlyph } from '../core/cards.js';
import { formatAmount } from '../core/money-text.js';
import type { Money } from '../core/money.js';
import type { Lang } from '../core/engine-types.js';
import type { Words } from '../core/words.js';
import type { BacSettlement, BacSpot, BacState, Side } from './state.js';
import { BAC_SPOTS, wagersOf } from './state.js';
import { baccaratTotal } from './values.js';

const W = {
  es: {
    wager: 'apuesta', noWager: 'sin apuesta',
    paid: 'pagado', collected: 'cobrado', returned: 'devuelto', commission: 'Comisión retenida sobre',
  },
  en: {
    wager: 'wager', noWager: 'no wager',
    paid: 'paid', collected: 'collected', returned: 'returned', commission: 'Commission kept on',
  },
} as const;

/**
 * The coup in plain words, for the dispute replay: Punto's and Banca's cards
 * once dealt (a face-down card as "??") with the total of the cards face up,
 * then each zone's wager on each spot with what was settled on it (money
 * settled on a spot nobody bet is shown too), and any commission kept.
 */
export function describeBaccarat(s: BacState, words: Words, currency?: string): string[] {
  const lang = words.lang;
  const fm = (m: number) => formatAmount(m, currency);
  const w = W[lang];
  // The sides and spots in the words table's (and the catalog's) words.
  const spot = words.spotPhrases as Record<string, string>;
  const lines: string[] = [];
  if (s.deals.length > 0) {
    for (const side of ['player', 'banker'] as Side[]) {
      const deals = s.deals.filter((d) => d.to === side);
      const shown = deals.map((d) => (d.face === 'down' ? HIDDEN_CARD : cardGlyph(d.card)));
      const total = baccaratTotal(deals.filter((d) => d.face === 'up').map((d) => d.card));
      lines.push(`${spot[side]}: ${shown.length ? `${shown.join(' ')} (${total})` : '—'}`);
    }
  }
  const rows: { seat: number; spot: BacSpot; stake?: Money }[] = wagersOf(s).map((x) => ({ seat: x.seat, spot: x.spot, stake: x.stake }));
  for (const x of s.settlements) {
    if (x.seat === undefined || x.type === 'commission' || !(BAC_SPOTS as readonly string[]).includes(x.spot)) continue;
    if (!rows.some((r) => r.seat === x.seat && r.spot === x.spot)) rows.push({ seat: x.seat, spot: x.spot as BacSpot });
  }
  rows.sort((a, b) => a.seat - b.seat || BAC_SPOTS.indexOf(a.spot) - BAC_SPOTS.indexOf(b.spot));
  for (const r of rows) {
    const settled = settledText(s.settlements.filter((x) => x.seat === r.seat && x.spot === r.spot), lang, currency);
    lines.push(`${words.seat.label} ${r.seat}: ${spot[r.spot]}, ${r.stake !== undefined ? `${w.wager} ${fm(r.stake)}` : w.noWager}${settled}`);
  }
  const kept = new Map<string, number>();
  for (const x of s.settlements) if (x.type === 'commission') kept.set(x.spot, (kept.get(x.spot) ?? 0) + x.amount);
  for (const [kind, amount] of kept) lines.push(`${w.commission} ${spot[kind] ?? kind}: ${fm(amount as Money)}`);
  return lines;
}

function settledText(list: readonly BacSettlement[], lang: Lang, currency?: string): string {
  const w = W[lang];
  const parts = list.map((x) => `${x.type === 'payout' ? w.paid : x.type === 'collect' ? w.collected : w.returned} ${formatAmount(x.amount, currency)}`);
  return parts.length ? `; ${parts.join(', ')}` : '';
}
