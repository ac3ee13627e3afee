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
