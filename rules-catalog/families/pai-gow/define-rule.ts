import type { PgState } from '../../../engine/pai-gow/state.js';
import { defineRuleFor } from '../../framework/types.js';

/** `defineRule` for the pai-gow family's rules: their handlers observe a `PgState`. */
export const defineRule = defineRuleFor<PgState>();
