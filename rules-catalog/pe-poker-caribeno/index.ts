import { caribbeanEngine } from '../../engine/caribbean/step.js';
import { defineRuleset } from '../framework/ruleset.js';
import { caribbeanReplay } from './replay.js';
import { rules } from './rules/index.js';

export const pokerCaribeno = defineRuleset(import.meta.url, {
  rules,
  engine: caribbeanEngine,
  proceduresCheckable: 'shoe',
  seatsOfTable: 'format',
  replay: caribbeanReplay,
});
