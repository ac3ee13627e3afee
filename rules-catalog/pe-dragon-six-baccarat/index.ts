import { baccaratEngine } from '../../engine/baccarat/step.js';
import { defineRuleset } from '../framework/ruleset.js';
import { baccaratReplay } from './replay.js';
import { rules } from './rules/index.js';
import { dragonSixStats } from './stats.js';

export const dragonSixBaccarat = defineRuleset(import.meta.url, {
  rules,
  engine: baccaratEngine,
  proceduresCheckable: 'shoe',
  seatsOfTable: 'format',
  stats: dragonSixStats,
  replay: baccaratReplay,
});
