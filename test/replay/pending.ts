// Rulesets whose dispute replay is not finished yet (engine describe, governs.json, golden cases):
// they replay with the generic narration. Listed so the gap is visible and tested, not skipped.
export const REPLAY_PENDING = new Set([]);
