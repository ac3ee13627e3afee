import type { CsState } from '../../../engine/caribbean/state.js';
import { defineRuleFor } from '../../framework/types.js';

/** `defineRule` for the caribbean family's rules: their handlers observe a `CsState`. */
export const defineRule = defineRuleFor<CsState>();
