// The one words table: what every surface (the audit PDF's events, the
// dispute replay's narration, its tables and money lines) calls the roles at
// a table and the wagers, per language. A catalog may override a word with
// its regulation's own (articles.json `words`): the Peruvian texts say
// "dealer", the Marbella house rules and Puerto Rico's regulation "croupier",
// Dragon Six names baccarat's sides Punto and Banca in both languages.
import type { Lang } from './engine-types.js';
import type { Spot } from './types.js';

export interface Words {
  lang: Lang;
  /** The one who deals, lower case ("crupier", "dealer"); capitalized where it heads a line. */
  dealer: string;
  /** Baccarat's sides as participants: who a card goes to. */
  player: string;
  banker: string;
  /**
   * The place at the table a wager is made on (the hand-log's `seat`), as the regulation calls it: "asiento" / "seat",
   * or Caribbean Stud's and Dragon Six's «zona de apuesta», "zona" / "zone". Its forms in a sentence: `label` heads a
   * line ("Zona 1: ..."), `noun` after a word ("zona 1"), `the` as a subject ("la zona 1" / "zone 1"), `to` after a
   * verb of giving ("a la zona 1" / "zone 1"), `of` after "de"/"from" ("de la zona 1" / "zone 1"), `at` whose player
   * ("del asiento 1" / "on seat 1").
   */
  seat: SeatWords;
  /** A wager's spot as a short label: "principal", "pozo". */
  spots: Record<Spot, string>;
  /** The same wager as a noun phrase in a sentence: "la apuesta principal", "el pozo". */
  spotPhrases: Record<Spot, string>;
}

export interface SeatWords {
  label: string;
  noun: string;
  the: string;
  to: string;
  of: string;
  at: string;
}

/** A catalog's own words, where its regulation names a role or a wager otherwise (articles.json `words`). */
export type WordsOverride = Partial<Record<Lang, {
  dealer?: string;
  player?: string;
  banker?: string;
  seat?: SeatWords;
  spots?: Partial<Record<Spot, string>>;
  spotPhrases?: Partial<Record<Spot, string>>;
}>>;

export const WORDS: Record<Lang, Words> = {
  es: {
    lang: 'es',
    dealer: 'crupier',
    player: 'Punto',
    banker: 'Banca',
    seat: { label: 'Asiento', noun: 'asiento', the: 'el asiento', to: 'al asiento', of: 'del asiento', at: 'del asiento' },
    spots: {
      main: 'principal', pool: 'pozo', ante: 'ante', player: 'Punto', banker: 'Banca', tie: 'empate',
      paigow: 'pai gow', bonus: 'bono', insurance: 'seguro', bet: 'apuesta',
    },
    spotPhrases: {
      main: 'la apuesta principal', pool: 'el pozo', ante: 'el ante', player: 'Punto', banker: 'Banca', tie: 'Empate',
      paigow: 'la apuesta de pai gow', bonus: 'la apuesta de bono', insurance: 'el seguro', bet: 'la apuesta (bet)',
    },
  },
  en: {
    lang: 'en',
    dealer: 'dealer',
    player: 'Player',
    banker: 'Banker',
    seat: { label: 'Seat', noun: 'seat', the: 'seat', to: 'seat', of: 'seat', at: 'on seat' },
    spots: {
      main: 'main', pool: 'pool', ante: 'ante', player: 'Player', banker: 'Banker', tie: 'tie',
      paigow: 'pai gow', bonus: 'bonus', insurance: 'insurance', bet: 'bet',
    },
    spotPhrases: {
      main: 'the main bet', pool: 'the pool bet', ante: 'the ante', player: 'Player', banker: 'Banker', tie: 'Tie',
      paigow: 'the pai gow bet', bonus: 'the bonus bet', insurance: 'insurance', bet: 'the bet (raise)',
    },
  },
};

/** The words of one language, with a catalog's own words where it has them. */
export function wordsFor(lang: Lang, override?: WordsOverride): Words {
  const base = WORDS[lang];
  const o = override?.[lang];
  if (!o) return base;
  return {
    ...base,
    ...(o.dealer !== undefined ? { dealer: o.dealer } : {}),
    ...(o.player !== undefined ? { player: o.player } : {}),
    ...(o.banker !== undefined ? { banker: o.banker } : {}),
    ...(o.seat !== undefined ? { seat: o.seat } : {}),
    spots: { ...base.spots, ...o.spots },
    spotPhrases: { ...base.spotPhrases, ...o.spotPhrases },
  };
}

/**
 * The word for the one who deals on a surface that speaks for several catalogs at once (a statistics
 * run, a summary): their own word when they all say the same, else the table's.
 */
export function sharedDealer(lang: Lang, overrides: readonly (WordsOverride | undefined)[]): string {
  const said = new Set(overrides.map((o) => wordsFor(lang, o).dealer));
  return said.size === 1 ? [...said][0]! : WORDS[lang].dealer;
}

/** A spot's short label; a spot the table does not know is named as the log names it. */
export function spotLabel(spot: string, w: Words): string {
  return (w.spots as Record<string, string>)[spot] ?? spot;
}

/** A spot as a noun phrase; a spot the table does not know is named as the log names it. */
export function spotPhrase(spot: string, w: Words): string {
  return (w.spotPhrases as Record<string, string>)[spot] ?? spot;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
