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

/** A stream a command writes text to: the process's own, or (in the simulator's tests) one that collects it. */
export interface Output {
  write(text: string): unknown;
  /** A terminal: progress is a redrawn bar rather than a line now and then. */
  readonly isTTY?: boolean;
  /** Its width, when it is a terminal (for --help). */
  readonly columns?: number;
}

/** Where a command writes: its results on `stdout`, its notes and progress on `stderr`. */
export interface Io {
  readonly stdout: Output;
  readonly stderr: Output;
}

/** How a command prints: results and notes, on the streams it was given. */
export interface Terminal {
  /** A result on stdout, ending with one newline. */
  readonly out: (text: string) => void;
  /** A note on stderr: what is being done, or what went wrong. */
  readonly note: (text: string) => void;
  /** For a progress display. */
  readonly stderr: Output;
}

export function terminal(io: Io): Terminal {
  return {
    out: (text) => void io.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
    note: (text) => void io.stderr.write(`birimba-sim: ${text}\n`),
    stderr: io.stderr,
  };
}

export const workerCount = (n: number): string => `${String(n)} worker${n === 1 ? '' : 's'}`;

/** `, shard i/n` in a run's first note, or nothing. */
export const shardNote = (shard: { index: number; count: number } | null): string =>
  shard ? `, shard ${String(shard.index)}/${String(shard.count)}` : '';
