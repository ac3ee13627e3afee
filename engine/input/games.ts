/** The hand-log format's games and the catalog each one is audited against by default. */
export const DEFAULT_RULESETS: Record<string, string> = {
  'pot-luck-blackjack': 'pe-pot-luck-black-jack',
  'caribbean-stud': 'pe-poker-caribeno',
  'dragon-six-baccarat': 'pe-dragon-six-baccarat',
  'pai-gow-bonus': 'pr-8669-pai-gow-bonus',
  blackjack: 'es-marbella-black-jack',
};
