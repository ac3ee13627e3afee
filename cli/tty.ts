/**
 * What a terminal gets that a pipe or a file never does: colours (unless NO_COLOR is set to anything
 * but the empty string, https://no-color.org) and the progress line (never with --quiet).
 */
export function noColorEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NO_COLOR !== undefined && env.NO_COLOR !== '';
}

/** Colours for a report written to stdout: `--no-color` or NO_COLOR wins; otherwise only on a TTY. */
export function colorWanted(flag: boolean | undefined, toFile: boolean): boolean {
  if (flag === false || noColorEnv()) return false;
  return !toFile && process.stdout.isTTY === true;
}

/** Columns a text report is laid out for: the terminal's width on a TTY, else 80 (a pipe, a file, a log). */
export const DEFAULT_WIDTH = 80;

export function terminalWidth(out: { isTTY?: boolean; columns?: number }, toFile = false): number {
  if (toFile || out.isTTY !== true || !out.columns || out.columns < 40) return DEFAULT_WIDTH;
  return out.columns;
}
