import type { BjState } from '../../../engine/blackjack/state.js';
import { defineRuleFor } from '../../framework/types.js';

/** `defineRule` for the blackjack family's rules: their handlers observe a `BjState`. */
export const defineRule = defineRuleFor<BjState>();
