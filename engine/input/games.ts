/** The games the hand-log format names (its `game` field). Which catalog audits each by default is the catalog registry's choice (rules-catalog/index.ts). */
export const GAMES: readonly string[] = ['pot-luck-blackjack', 'caribbean-stud', 'dragon-six-baccarat', 'pai-gow-bonus', 'blackjack'];
