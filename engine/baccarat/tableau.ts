/**
 * The standard Punto Banco drawing tableau, on totals and card values (0-9).
 * Pure game knowledge: the engine never applies it to judge a hand; rules
 * compare what was dealt with what it says.
 */

/** A two-card total of 8 or 9. */
export function isNatural(total: number): boolean {
  return total >= 8;
}

/** Whether Punto takes a third card: never against a natural, else on 0-5 (stands on 6-7). */
export function puntoDraws(puntoTotal: number, bancaTotal: number): boolean {
  if (isNatural(puntoTotal) || isNatural(bancaTotal)) return false;
  return puntoTotal <= 5;
}

/**
 * Whether Banca takes a third card. `puntoThird` is the value of Punto's third
 * card, or undefined when Punto stood on two cards.
 */
export function bancaDraws(bancaTotal: number, puntoTotal: number, puntoThird: number | undefined): boolean {
  if (isNatural(puntoTotal) || isNatural(bancaTotal)) return false;
  if (puntoThird === undefined) return bancaTotal <= 5;
  switch (bancaTotal) {
    case 0: case 1: case 2: return true;
    case 3: return puntoThird !== 8;
    case 4: return puntoThird >= 2 && puntoThird <= 7;
    case 5: return puntoThird >= 4 && puntoThird <= 7;
    case 6: return puntoThird === 6 || puntoThird === 7;
    default: return false;
  }
}
