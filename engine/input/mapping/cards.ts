import { RANKS, SUITS, parseCard } from '../../core/cards.js';
import type { Fail } from './errors.js';

/** The card notations a mapping can declare (mapping.schema.json, `cards`). */
export interface CardsSpec {
  notation: 'rank-suit-symbols' | 'suit-rank-symbols' | 'suit-rank-letters' | 'rank-suit-letters' | 'number' | 'rank-suit' | 'suit-rank';
  ranks?: Record<string, string>;
  suits?: Record<string, string>;
  order?: { suits: string[]; ranks?: string[]; by: 'suit' | 'rank'; first?: 0 | 1 };
  case_sensitive?: boolean;
  list_separator?: string;
}

const NATIVE_RANKS: Record<string, string> = Object.fromEntries([...RANKS.map((r) => [r, r]), ['10', 'T']]);
const SYMBOL_SUITS: Record<string, string> = { '♠': 's', '♥': 'h', '♦': 'd', '♣': 'c', '♤': 's', '♡': 'h', '♢': 'd', '♧': 'c' };
const LETTER_SUITS: Record<string, string> = { S: 's', H: 'h', D: 'd', C: 'c' };

/** Reads one export's card spellings into the hand-log's (`Ah`, `Td`): a table built once, a lookup per card. */
export class CardNotation {
  private readonly table = new Map<string, string>();
  private readonly fold: boolean;

  /** Throws a message naming the mapping field (`cards.suits`) when the notation cannot be read unambiguously. */
  constructor(spec: CardsSpec, fail: Fail) {
    this.fold = !spec.case_sensitive;
    if (spec.notation === 'number') {
      this.buildNumbers(spec, fail);
      return;
    }
    const suitFirst = spec.notation.startsWith('suit-');
    const presetSuits = spec.notation.endsWith('-symbols') ? SYMBOL_SUITS : spec.notation.endsWith('-letters') ? LETTER_SUITS : {};
    const presetRanks = spec.notation === 'rank-suit' || spec.notation === 'suit-rank' ? {} : NATIVE_RANKS;
    const ranks = this.spellings('ranks', { ...presetRanks, ...spec.ranks }, RANKS, fail);
    const suits = this.spellings('suits', { ...presetSuits, ...spec.suits }, SUITS, fail);
    for (const [rs, r] of ranks) {
      for (const [ss, s] of suits) {
        const key = this.key(suitFirst ? ss + rs : rs + ss);
        const card = r + s;
        const seen = this.table.get(key);
        if (seen !== undefined && seen !== card) {
          fail('cards', {
            es: `"${key}" se leería a la vez como ${seen} y como ${card}: las grafías de los valores y de los palos se solapan`,
            en: `"${key}" would read as both ${seen} and ${card}: the rank and suit spellings overlap`,
          });
        }
        this.table.set(key, card);
      }
    }
  }

  /** The hand-log spelling of an export's card, or undefined when the notation has no such card. */
  read(text: string | number): string | undefined {
    return this.table.get(this.key(String(text).trim()));
  }

  /** Example spellings (the first few), for messages. */
  examples(n = 3): string[] {
    return [...this.table.keys()].slice(0, n);
  }

  private key(s: string): string {
    return this.fold ? s.toUpperCase() : s;
  }

  private spellings(field: 'ranks' | 'suits', table: Record<string, string>, natives: readonly string[], fail: Fail): [string, string][] {
    const out: [string, string][] = [];
    const covered = new Set<string>();
    for (const [spelling, target] of Object.entries(table)) {
      const native = field === 'ranks' ? NATIVE_RANKS[target.toUpperCase()] : SUITS.find((s) => s === target.toLowerCase());
      if (native === undefined) fail(`cards.${field}.${spelling}`, field === 'ranks' ? notARank(target) : notASuit(target));
      if (spelling === '') fail(`cards.${field}`, { es: 'una grafía vacía', en: 'an empty spelling' });
      out.push([spelling, native]);
      covered.add(native);
    }
    const missing = natives.filter((n) => !covered.has(n));
    if (missing.length > 0) {
      fail(`cards.${field}`, { es: `ninguna grafía para ${missing.join(' ')}: la notación no puede escribir todas las cartas`, en: `no spelling for ${missing.join(' ')}: the notation cannot write every card` });
    }
    return out;
  }

  private buildNumbers(spec: CardsSpec, fail: Fail): void {
    const order = spec.order;
    if (!order) {
      fail('cards.order', {
        es: 'la notación number necesita el orden en que su sistema numera las cartas (palos, valores, por palo o por valor)',
        en: 'the number notation needs the order its system numbers the cards in (suits, ranks, by suit or by rank)',
      });
    }
    const suits = order.suits.map((s, i) => {
      const native = SUITS.find((n) => n === s.toLowerCase());
      if (native === undefined) fail(`cards.order.suits[${i}]`, notASuit(s));
      return native;
    });
    if (new Set(suits).size !== 4 || suits.length !== 4) fail('cards.order.suits', { es: 'debe nombrar una vez cada uno de los cuatro palos s h d c', en: 'must name each of the four suits s h d c once' });
    const ranks = (order.ranks ?? [...RANKS]).map((r, i) => {
      const native = NATIVE_RANKS[r.toUpperCase()];
      if (native === undefined) fail(`cards.order.ranks[${i}]`, notARank(r));
      return native;
    });
    if (new Set(ranks).size !== 13 || ranks.length !== 13) fail('cards.order.ranks', { es: 'debe nombrar una vez cada uno de los trece valores', en: 'must name each of the thirteen ranks once' });
    const first = order.first ?? 1;
    for (let i = 0; i < 52; i++) {
      const suit = order.by === 'suit' ? suits[Math.floor(i / 13)]! : suits[i % 4]!;
      const rank = order.by === 'suit' ? ranks[i % 13]! : ranks[Math.floor(i / 4)]!;
      const card = rank + suit;
      if (!parseCard(card).ok) fail('cards.order', { es: `la carta ${i + first} sería ${card}`, en: `card ${i + first} would be ${card}` });
      this.table.set(String(i + first), card);
      if (i + first < 10) this.table.set(`0${i + first}`, card);
    }
  }
}

const notARank = (text: string) => ({ es: `"${text}" no es un valor (A 2-9 T J Q K)`, en: `"${text}" is not a rank (A 2-9 T J Q K)` });
const notASuit = (text: string) => ({ es: `"${text}" no es un palo (s h d c)`, en: `"${text}" is not a suit (s h d c)` });
