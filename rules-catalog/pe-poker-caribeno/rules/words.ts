import type { Participant, ProcedureName } from '../../../engine/core/types.js';

type Lang = 'es' | 'en';

/** The regulation's words for the dealing-room procedures (Arts. 6º-7º). */
const PROCEDURE: Partial<Record<ProcedureName, { es: string; en: string }>> = {
  new_deck: { es: 'baraja nueva', en: 'new deck' },
  count: { es: 'contar', en: 'count' },
  show_cards: { es: 'mostrar', en: 'show' },
  turn_cards: { es: 'voltear', en: 'turn' },
  wash: { es: 'revolver', en: 'wash' },
  shuffle: { es: 'barajar', en: 'shuffle' },
  cut: { es: 'cortar', en: 'cut' },
};

export function procedureWord(name: ProcedureName, lang: Lang): string {
  return PROCEDURE[name]?.[lang] ?? name;
}

export function procedureList(names: readonly ProcedureName[], lang: Lang): string {
  if (names.length === 0) return lang === 'es' ? 'ninguno' : 'none';
  return names.map((n) => procedureWord(n, lang)).join(', ');
}

export function participantWord(p: Participant, lang: Lang): string {
  // A seat is the regulation's «zona de apuesta» (Art. 9º a, b): "zona 2" / "zone 2", as every message of the catalog says.
  if (p.kind === 'seat') return `${lang === 'es' ? 'zona' : 'zone'} ${p.seat}`;
  return p.kind;
}

/** "a la zona 2" / "to zone 2", "al dealer" / "to the dealer": where a card went. */
export function toParticipant(p: Participant, lang: Lang): string {
  if (lang === 'es') return p.kind === 'seat' ? `a la zona ${p.seat}` : `al ${p.kind}`;
  return p.kind === 'seat' ? `to zone ${p.seat}` : `to the ${p.kind}`;
}

/** A message's words in both languages, for `dataByLang`. */
export function both(f: (lang: Lang) => Record<string, string>): { es: Record<string, string>; en: Record<string, string> } {
  return { es: f('es'), en: f('en') };
}
