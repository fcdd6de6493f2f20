// Replaying a game log through the engine's machine: the first deal dealt from the seed with the rules, every move
// sent to the actor, each later deal from the end of the one before (`nextDeal`), and each deal's end checked against
// the log — the final scores and the final state's hash. Progress is told through a callback (the simulator prints
// it); a refused move or another end is a `ReplayError` naming the deal and the move.

import {
  type FinalScores,
  type GameState,
  type Move,
  IllegalMoveError,
  createGameActor,
  finalScores,
  isMatchOver,
  newGame,
  nextDeal,
  quoteInput,
  sendMove,
} from '@birimba/engine';
import { ReplayError } from './errors.js';
import type { DealNote, GameLog, LoggedDeal } from './format.js';
import { stateSha256 } from './write.js';

/** What a replay has done, as it goes: a deal `dealt`, a `move` made (with the log's notes on it), the deal `over`
 * (its end is checked next), its end `verified` as logged. `deal` is the deal's index in the log's `deals`, `index`
 * the move's in its `moves` (both from 0). */
export type ReplayEvent =
  | { readonly kind: 'dealt'; readonly deal: number; readonly state: GameState }
  | {
      readonly kind: 'move';
      readonly deal: number;
      readonly index: number;
      readonly move: Move;
      readonly before: GameState;
      readonly after: GameState;
      readonly notes: readonly DealNote[];
    }
  | { readonly kind: 'over'; readonly deal: number; readonly state: GameState; readonly scores: FinalScores }
  | { readonly kind: 'verified'; readonly deal: number; readonly state: GameState; readonly stateSha256: string };

/**
 * Replays `log` (read with `parseGameLog` or `checkGameLog`, or built with `buildGameLog`) and returns each deal's
 * final state. Throws a `ReplayError` at the first difference: a move the engine refuses (`move-refused`), moves
 * after the deal is over (`moves-after-end`) or too few (`moves-missing`), other final scores (`wrong-scores`) or
 * the same scores but another final state (`wrong-state`), a match over before its last logged deal
 * (`deals-after-match`) or not over after it (`deals-missing`), a note naming a seat that did not make its move
 * (`wrong-note`).
 */
export function replayGameLog(log: GameLog, onProgress: (event: ReplayEvent) => void = () => undefined): GameState[] {
  const ends: GameState[] = [];
  // A log that names no derivation was written before deals were derived by HMAC.
  let start = newGame({ seed: log.seed, rules: log.rules, shuffle: log.shuffle ?? 'continued' });
  log.deals.forEach((deal, round) => {
    onProgress({ kind: 'dealt', deal: round, state: start });
    const end = replayDeal(start, deal, round, onProgress);
    ends.push(end);
    if (round + 1 < log.deals.length) {
      if (isMatchOver(end))
        throw new ReplayError(
          'deals-after-match',
          `the match is over after deal ${String(round + 1)} but the log has ${String(log.deals.length)} deals`,
          round,
        );
      start = nextDeal(end);
    } else if (!isMatchOver(end)) {
      throw new ReplayError(
        'deals-missing',
        `the log's ${String(log.deals.length)} deal(s) end before the match does`,
        round,
      );
    }
  });
  return ends;
}

function replayDeal(
  initial: GameState,
  logged: LoggedDeal,
  round: number,
  onProgress: (event: ReplayEvent) => void,
): GameState {
  const where = round === 0 ? '' : ` of deal ${String(round + 1)}`;
  const actor = createGameActor({ state: initial });
  let state = initial;
  try {
    logged.moves.forEach((move, i) => {
      if (state.phase === 'over') {
        throw new ReplayError(
          'moves-after-end',
          `the game ended after move ${String(i)}${where} but the log has ${String(logged.moves.length)} moves`,
          round,
          i,
        );
      }
      const before = state;
      try {
        state = sendMove(actor, move);
      } catch (e) {
        // Whatever the engine throws at a move it refuses (a typed error or not) is the log's fault, said in one line.
        const why =
          e instanceof IllegalMoveError
            ? e.message
            : `the engine could not take it (${e instanceof Error ? e.message : String(e)})`;
        throw new ReplayError(
          'move-refused',
          `move ${String(i + 1)}${where} of the log (${quoteInput(move, 80)}) is refused by the engine: ${why}`,
          round,
          i,
        );
      }
      const notes = (logged.notes ?? []).filter((n) => n.move === i);
      for (const note of notes) {
        if (note.seat !== before.turn)
          throw new ReplayError(
            'wrong-note',
            `a note${where} says seat ${String(note.seat)} made move ${String(i + 1)} (${note.note}), but seat ${String(before.turn)} did`,
            round,
            i,
          );
      }
      onProgress({ kind: 'move', deal: round, index: i, move, before, after: state, notes });
    });
  } finally {
    actor.stop();
  }
  if (state.phase !== 'over')
    throw new ReplayError(
      'moves-missing',
      `the log's ${String(logged.moves.length)} moves${where} end before the deal does`,
      round,
    );
  const scores = finalScores(state);
  onProgress({ kind: 'over', deal: round, state, scores });
  if (!sameJson(scores, logged.final.scores)) {
    const t = logged.final.scores.teams;
    throw new ReplayError(
      'wrong-scores',
      `the replay does not reproduce the logged game${where}: it ends ${scores.teams.map((s) => String(s.total)).join(' to ')}, the log says ${t.map((s) => String(s.total)).join(' to ')}`,
      round,
    );
  }
  const sha = stateSha256(state);
  if (sha !== logged.final.stateSha256) {
    throw new ReplayError(
      'wrong-state',
      `the replay does not reproduce the logged game${where}: same scores but a different final state (sha256 ${sha.slice(0, 12)}…, logged ${logged.final.stateSha256.slice(0, 12)}…)`,
      round,
    );
  }
  onProgress({ kind: 'verified', deal: round, state, stateSha256: sha });
  return state;
}

/** Whether two values are the same JSON (objects compared key by key in any order). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = (o: object): string[] => Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined);
  const [ka, kb] = [keys(a), keys(b)];
  return (
    ka.length === kb.length &&
    ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}
