/**
 * Text from a log made safe to print on a terminal. A hand id, dealer id or
 * player name is the log writer's to choose: ESC and the other C0 and C1
 * control characters could move the cursor, clear the screen, retitle the
 * window or hide a line, and bidirectional overrides could reorder what an
 * inspector reads ("Trojan Source"). Each is shown as a \u escape instead;
 * newlines and tabs in a value too, so a value stays on its line.
 */
// Invisible format characters too (Unicode's Cf: U+200B zero-width space, U+2060 word joiner, U+FEFF, U+00AD soft
// hyphen, the tags U+E0001…): `x<U+200B>1` printed as the hand `x1` beside it (hostile18).
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\p{Cf}]/gu;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.codePointAt(0)!;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Each line of a text report made safe, line breaks kept. */
export function terminalSafeLines(text: string): string {
  return text.split('\n').map(terminalSafe).join('\n');
}
