// The social figures of issue 35 against today's in one run (`--compare-social`): each plain run is followed by the
// same run with watchers and phrases; the difference of each pair — the p95 round trip of a move, the memory a room,
// the server's CPU — and what the watchers received.

import type { LoadFigures } from './load.js';

export interface SocialDifference {
  /** The social run's name. */
  readonly name: string;
  /** Social minus plain. */
  readonly rttP95Ms: number;
  readonly kbPerRoom: number;
  readonly serverCpuPct: number;
  /** What the social run's watchers received: all of them over the window, and one a second. */
  readonly watcherMB: number;
  readonly watcherKBps: number;
}

const round = (n: number): number => Math.round(n * 10) / 10;

/** Each social run (watchers or phrases) against the plain run before it with the same rooms, bots and pace. */
export function socialDifferences(runs: readonly LoadFigures[]): SocialDifference[] {
  return runs.flatMap((social, i) => {
    if (social.watchers === 0 && social.phraseEvery === 0) return [];
    const plain = runs
      .slice(0, i)
      .reverse()
      .find(
        (r) =>
          r.watchers === 0 &&
          r.phraseEvery === 0 &&
          r.rooms === social.rooms &&
          r.botRooms === social.botRooms &&
          r.pace === social.pace,
      );
    if (plain === undefined) return [];
    return [
      {
        name: social.name,
        rttP95Ms: round(social.rttMs.p95 - plain.rttMs.p95),
        kbPerRoom: social.kbPerRoom - plain.kbPerRoom,
        serverCpuPct: round(social.serverCpuPct - plain.serverCpuPct),
        watcherMB: social.watcherMB,
        watcherKBps: social.watcherKBps,
      },
    ];
  });
}

/** A difference with its sign. */
export const signed = (n: number): string => (n > 0 ? `+${String(n)}` : String(n));
