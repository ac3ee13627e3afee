import type { BacState } from '../../../engine/baccarat/state.js';
import { defineRuleFor } from '../../framework/types.js';

/** `defineRule` for the baccarat family's rules: their handlers observe a `BacState`. */
export const defineRule = defineRuleFor<BacState>();
