// What the commands print — results on stdout, notes as `birimba-sim: …` lines on stderr — and the statuses they
// exit with.

import { constants } from 'node:os';

/**
 * Exit statuses: 0 done; 1 some game failed (the rest is reported), or a replay differs from its log; 2 bad input;
 * 3 the run gave up (1000 failed games); 4 a file could not be written (a full disk, a folder gone: the rest is
 * written, the records kept); 128 + the signal's number when stopped by a signal (130 Ctrl-C, 143 SIGTERM, 129
 * SIGHUP), what finished written.
 */
export const EXIT_FAILED_GAMES = 1;
export const EXIT_REPLAY_MISMATCH = 1;
export const EXIT_GAVE_UP = 3;
export const EXIT_OUTPUT = 4;

/** The status of a process stopped by `signal` after writing what it had: 128 + its number, as a shell reports. */
export const exitOfSignal = (signal: NodeJS.Signals): number => 128 + constants.signals[signal];

/** How a run ended early, if it did. */
export type StopReason = NodeJS.Signals | 'failures' | 'output';

/**
 * The status of a run: a signal first (someone asked it to stop), then a file not written, a run given up, failed
 * games.
 */
export function exitOf(outcome: { stoppedBy: StopReason | null; failed: number }, outputsWritten: boolean): number {
  const stop = outcome.stoppedBy;
  if (stop !== null && stop !== 'failures' && stop !== 'output') return exitOfSignal(stop);
  if (!outputsWritten || stop === 'output') return EXIT_OUTPUT;
  if (stop === 'failures') return EXIT_GAVE_UP;
  return outcome.failed > 0 ? EXIT_FAILED_GAMES : 0;
}

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
