/**
 * A bet behind named on a finding (the findings format's `behind`, `player`): `behind` and whose, where the log names
 * him; nothing for a wager of the box's (the zone's) own. Spread into a report beside its seat and hand.
 */
export function behindPlace(behind: boolean, player: string | undefined): { behind?: true; player?: string } {
  if (!behind) return {};
  return player ? { behind: true, player } : { behind: true };
}
