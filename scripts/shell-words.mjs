// A command line as a user can paste it into a POSIX shell (sh, bash, zsh): each argument as it is
// when it holds only characters no shell treats specially, else in single quotes (a quote inside
// written '\''). `--casino "Demo (Veedor fixtures)"` is echoed `--casino 'Demo (Veedor fixtures)'`,
// a path with spaces stays one argument.

/** One argument, quoted for a POSIX shell only when it needs it. */
export function shellWord(arg) {
  if (arg !== '' && /^[A-Za-z0-9_@%+=:,./-]+$/.test(arg)) return arg;
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}

/** A whole command line: its arguments, each quoted as it needs, joined by spaces. */
export function shellLine(args) {
  return args.map(shellWord).join(' ');
}
