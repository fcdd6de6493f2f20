// Errors the command line shows as one line: bad input (exit status 2). (A replay that does not match is
// @birimba/game-log's ReplayError, exit status 1.)

/** Bad input from the user: an unknown bot or option, a bad number, a missing or malformed file. Exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  readonly exitCode = 2;
}

/** The message of anything thrown, without a stack. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A message from elsewhere (a bot module's error) as one line of at most `max` characters. */
export function oneLine(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
