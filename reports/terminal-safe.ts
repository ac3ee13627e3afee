/**
 * Text from a log made safe to print on a terminal. A hand id, dealer id or
 * player name is the log writer's to choose: ESC and the other C0 and C1
 * control characters could move the cursor, clear the screen, retitle the
 * window or hide a line, and bidirectional overrides could reorder what an
 * inspector reads ("Trojan Source"). Each is shown as a \u escape instead;
 * newlines and tabs in a value too, so a value stays on its line.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Each line of a text report made safe, line breaks kept. */
export function terminalSafeLines(text: string): string {
  return text.split('\n').map(terminalSafe).join('\n');
}
