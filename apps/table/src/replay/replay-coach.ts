// The coach on a replay: the turns a seat played in a deal (each play phase — its view as the phase began and the moves
// made in it), asked of the coach one after the other on demand (the AI's `coachTurn`, in the coach's worker), and the
// marks it leaves on the turns it flags. A turn in which a birimbaki was picked up brought cards its start did not
// know: it is not judged (as at the table); nor is a turn the log notes as not the person's — the server's when their
// time ran out, a bot's standing in for them.

import type { CoachVerdict } from '@birimba/ai';
import { type Move, type PlayerView, type Seat, viewFor } from '@birimba/engine';
import type { CoachFn } from '../controllers/coach.js';
import { type ReplayModel, noteAt } from './replay-model.js';

/** One play phase of a seat: its moves are `deal`'s moves `first` .. `last` (indexes in its `moves`). */
export interface PlayedTurn {
  readonly deal: number;
  readonly first: number;
  readonly last: number;
  readonly view: PlayerView;
  readonly played: readonly Move[];
}

/** A turn the coach judged, and its verdict. */
export interface CoachMark {
  readonly turn: PlayedTurn;
  readonly verdict: CoachVerdict;
}

/** The play phases `seat` played in deal `deal`, in order, the ones with a birimbaki picked up in them left out, and
 * those the log notes (a move of the turn, its draw included, made by the server or a stand-in). */
export function turnsOf(model: ReplayModel, deal: number, seat: Seat): PlayedTurn[] {
  const replayed = model.deals[deal];
  if (replayed === undefined) return [];
  const { states, moves } = replayed;
  const turns: PlayedTurn[] = [];
  let i = 0;
  while (i < moves.length) {
    const start = states[i];
    if (start === undefined || start.turn !== seat || start.phase !== 'play') {
      i++;
      continue;
    }
    const known = new Set((start.hands[seat] ?? []).map((c) => c.id));
    let j = i;
    let unknown = false;
    while (j < moves.length && states[j]?.turn === seat && states[j]?.phase === 'play') {
      if ((states[j + 1]?.hands[seat] ?? []).some((c) => !known.has(c.id))) unknown = true;
      j++;
    }
    // The turn's draw is the move before its play phase, when that was this seat's too.
    const from = states[i - 1]?.turn === seat ? i - 1 : i;
    let noted = false;
    for (let k = from; k < j; k++) if (noteAt(model, deal, k) !== null) noted = true;
    if (!unknown && !noted)
      turns.push({ deal, first: i, last: j - 1, view: viewFor(start, seat), played: moves.slice(i, j) });
    i = j;
  }
  return turns;
}

/** The coach's work on one deal seen from one seat: how far it is, its marks, whether it failed. */
export interface CoachRun {
  readonly deal: number;
  readonly seat: Seat;
  readonly total: number;
  readonly done: number;
  readonly marks: readonly CoachMark[];
  readonly failed: boolean;
}

/**
 * Asks `coach` about every turn of `seat` in `deal`, one after the other, telling each step through `progress`;
 * `stopped()` true drops the rest (another deal or seat was asked for, the replay closed).
 */
export async function coachDeal(
  model: ReplayModel,
  deal: number,
  seat: Seat,
  coach: CoachFn,
  progress: (run: CoachRun) => void,
  stopped: () => boolean,
): Promise<void> {
  const turns = turnsOf(model, deal, seat);
  let run: CoachRun = { deal, seat, total: turns.length, done: 0, marks: [], failed: false };
  progress(run);
  for (const turn of turns) {
    let verdict: CoachVerdict;
    try {
      verdict = await coach(turn.view, turn.played, 0x5eed + turn.first * 7919);
    } catch {
      if (!stopped()) progress({ ...run, failed: true });
      return;
    }
    if (stopped()) return;
    run = { ...run, done: run.done + 1, marks: verdict.flagged ? [...run.marks, { turn, verdict }] : run.marks };
    progress(run);
  }
}

/** The coach's mark on the turn the position `move` of `deal` is in or just after, if it flagged one. */
export function markAt(run: CoachRun | null, deal: number, move: number): CoachMark | null {
  if (run === null || run.deal !== deal) return null;
  return run.marks.find((m) => move > m.turn.first && move <= m.turn.last + 1) ?? null;
}
