import { cardText } from '../../engine/core/cards.js';
import type { Card } from '../../engine/core/cards.js';
import { parseAmount, toUnits } from '../../engine/core/money.js';
import type { Money } from '../../engine/core/money.js';
import type { LogEvent } from './types.js';
import { reasonText } from '../../engine/core/reasons.js';

/** A card as the log writes it: "Ah", "Td". */
export function cardOut(c: Card): string {
  return cardText(c);
}

/** Money as the log writes it: a decimal number in currency units (150, 37.5). */
export function amountOut(m: Money): number {
  if (!Number.isSafeInteger(m) || m < 0) throw new Error(`a log amount is a non-negative whole number of minor units, not ${m}`);
  return toUnits(m);
}

/** The amount of a log event, exactly, in minor units. */
export function amountIn(e: LogEvent): Money {
  const m = parseAmount(e['amount']);
  if (!m.ok) throw new Error(`simulated event has a bad amount: ${reasonText(m.reason)}`);
  return m.value;
}

/** Moves the event at `from` to just before the event now at `to` (indexes in the list before the move). */
export function moveEvent(events: LogEvent[], from: number, to: number): void {
  const [e] = events.splice(from, 1);
  events.splice(to > from ? to - 1 : to, 0, e!);
}
