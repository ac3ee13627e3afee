/** A problem with how the command was called (exit status 2), as opposed to findings in the logs. */
export class UsageError extends Error {}
