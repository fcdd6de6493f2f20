// What the commands print — results on stdout, notes as `birimba-sim: …` lines on stderr — and the statuses they
// exit with.

/** Exit statuses: 0 done; 1 some game failed (the rest is reported), or a replay differs from its log; 2 bad input;
 * 130 interrupted by Ctrl-C. */
export const EXIT_FAILED_GAMES = 1;
export const EXIT_REPLAY_MISMATCH = 1;
export const EXIT_INTERRUPTED = 130;

/** The status of a run: interrupted first, then failed games. */
export const exitOf = (outcome: { interrupted: boolean; failed: number }): number =>
  outcome.interrupted ? EXIT_INTERRUPTED : outcome.failed > 0 ? EXIT_FAILED_GAMES : 0;

/** A result on stdout, ending with one newline. */
export const out = (text: string): void => {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
};

/** A note on stderr: what is being done, or what went wrong. */
export const note = (text: string): void => {
  process.stderr.write(`birimba-sim: ${text}\n`);
};

export const workerCount = (n: number): string => `${String(n)} worker${n === 1 ? '' : 's'}`;

/** `, shard i/n` in a run's first note, or nothing. */
export const shardNote = (shard: { index: number; count: number } | null): string =>
  shard ? `, shard ${String(shard.index)}/${String(shard.count)}` : '';
