// The game flow as an xstate v5 machine: dealing, each turn's draw → play → discard, the birimbaki transitions
// and the end. Its guards and actions are the rule functions `applyMove` uses; nothing here decides a rule.

import { type Actor, type SnapshotFrom, assign, createActor, setup } from 'xstate';
import { IllegalMoveError, SnapshotError } from './errors.js';
import { type CheckedMove, type Move, checkMove } from './moves.js';
import { type GameState, type NewGameOptions, newGame } from './state.js';
import {
  closeGame,
  discardCard,
  drawFromStock,
  emptiesHand,
  endTurn,
  handOutcome,
  pickUpBirimbaki,
  playCards,
  takeDiscardPile,
} from './turnRules.js';
import { validateGameState } from './validate.js';

/** A refused move, kept as plain data so the snapshot stays JSON. */
export interface RejectedMove {
  readonly code: IllegalMoveError['code'];
  readonly message: string;
}

export interface GameContext {
  readonly game: GameState;
  /** Why the last event was refused; null after an accepted move. */
  readonly error: RejectedMove | null;
}

/** Start from a new deal, or from a state (e.g. a later deal of a match, or a position to study). */
export type GameMachineInput = NewGameOptions | { readonly state: GameState };

/** Moves are the events. Anything else sent is refused as malformed. */
export type GameEvent = Move;

// A guard and the action after it see the same event: check once, remember the answer for that event.
const checked = new WeakMap<object, { game: GameState; result: CheckedMove | IllegalMoveError }>();
function check(game: GameState, event: GameEvent): CheckedMove | IllegalMoveError {
  const hit = checked.get(event);
  if (hit !== undefined && hit.game === game) return hit.result;
  const result = checkMove(game, event);
  checked.set(event, { game, result });
  return result;
}
function accepted<T extends CheckedMove['type']>(game: GameState, event: GameEvent): CheckedMove & { type: T } {
  const result = check(game, event);
  if (result instanceof IllegalMoveError) throw result;
  return result as CheckedMove & { type: T };
}

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as GameMachineInput,
  },
  guards: {
    moveIsLegal: ({ context, event }) => !(check(context.game, event) instanceof IllegalMoveError),
    // The common case, taken in one step: a legal play or discard that leaves cards in hand (and, for a discard,
    // not on the last turn). The rest goes through the birimbaki / closing / end states below.
    legalAndKeepsCards: ({ context, event }) => {
      const result = check(context.game, event);
      return !(result instanceof IllegalMoveError) && !emptiesHand(context.game, result);
    },
    legalDiscardNotLastTurn: ({ context, event }) => {
      const result = check(context.game, event);
      return !(result instanceof IllegalMoveError) && !emptiesHand(context.game, result) && !context.game.lastTurn;
    },
    isDrawPhase: ({ context }) => context.game.phase === 'draw',
    isPlayPhase: ({ context }) => context.game.phase === 'play',
    isOver: ({ context }) => context.game.phase === 'over',
    handEmptiedWithBirimbakiLeft: ({ context }) => handOutcome(context.game) === 'pickUpBirimbaki',
    handEmptiedAndTeamCloses: ({ context }) => handOutcome(context.game) === 'close',
    stockRanOut: ({ context }) => context.game.lastTurn,
  },
  actions: {
    drawFromStock: assign(({ context }) => ({ game: drawFromStock(context.game), error: null })),
    takeDiscardPile: assign(({ context }) => ({ game: takeDiscardPile(context.game), error: null })),
    playCards: assign(({ context, event }) => ({
      game: playCards(context.game, accepted<'meld' | 'layOff'>(context.game, event)),
      error: null,
    })),
    discardCard: assign(({ context, event }) => ({
      game: discardCard(context.game, accepted<'discard'>(context.game, event).card),
      error: null,
    })),
    discardCardAndEndTurn: assign(({ context, event }) => ({
      game: endTurn(discardCard(context.game, accepted<'discard'>(context.game, event).card)),
      error: null,
    })),
    pickUpBirimbaki: assign(({ context }) => ({ game: pickUpBirimbaki(context.game) })),
    closeGame: assign(({ context }) => ({ game: closeGame(context.game) })),
    endTurn: assign(({ context }) => ({ game: endTurn(context.game) })),
    rejectMove: assign(({ context, event }) => {
      const result = check(context.game, event);
      return { error: result instanceof IllegalMoveError ? { code: result.code, message: result.message } : null };
    }),
  },
}).createMachine({
  id: 'birimba',
  context: ({ input }) => ({ game: 'state' in input ? input.state : newGame(input), error: null }),
  initial: 'dealing',
  states: {
    dealing: {
      always: [
        { guard: 'isOver', target: 'over' },
        { guard: 'isPlayPhase', target: 'turn.play' },
        { target: 'turn.draw' },
      ],
    },
    turn: {
      initial: 'draw',
      states: {
        draw: {
          on: {
            draw: [{ guard: 'moveIsLegal', actions: 'drawFromStock', target: 'play' }, { actions: 'rejectMove' }],
            takePile: [{ guard: 'moveIsLegal', actions: 'takeDiscardPile', target: 'play' }, { actions: 'rejectMove' }],
            '*': { actions: 'rejectMove' },
          },
        },
        play: {
          on: {
            meld: [
              { guard: 'legalAndKeepsCards', actions: 'playCards' },
              { guard: 'moveIsLegal', actions: 'playCards', target: 'handCheck' },
              { actions: 'rejectMove' },
            ],
            layOff: [
              { guard: 'legalAndKeepsCards', actions: 'playCards' },
              { guard: 'moveIsLegal', actions: 'playCards', target: 'handCheck' },
              { actions: 'rejectMove' },
            ],
            discard: [
              { guard: 'legalDiscardNotLastTurn', actions: 'discardCardAndEndTurn', target: 'draw' },
              { guard: 'moveIsLegal', actions: 'discardCard', target: 'discarded' },
              { actions: 'rejectMove' },
            ],
            '*': { actions: 'rejectMove' },
          },
        },
        // The hand emptied while playing: take the birimbaki and go on, or close (rules §6).
        handCheck: {
          always: [
            { guard: 'handEmptiedWithBirimbakiLeft', actions: 'pickUpBirimbaki', target: 'play' },
            { guard: 'handEmptiedAndTeamCloses', actions: 'closeGame', target: '#birimba.over' },
            { target: 'play' },
          ],
        },
        // The hand emptied by the discard: close, or take the birimbaki and end the turn.
        discarded: {
          always: [
            { guard: 'handEmptiedAndTeamCloses', actions: 'closeGame', target: '#birimba.over' },
            { guard: 'handEmptiedWithBirimbakiLeft', actions: 'pickUpBirimbaki', target: 'turnEnd' },
            { target: 'turnEnd' },
          ],
        },
        // The player who drew the last stock card has finished: the deal ends; otherwise the next seat draws.
        turnEnd: {
          always: [
            { guard: 'stockRanOut', actions: 'endTurn', target: '#birimba.over' },
            { actions: 'endTurn', target: 'draw' },
          ],
        },
      },
    },
    over: { type: 'final' },
  },
});

export type GameActor = Actor<typeof gameMachine>;
export type GameSnapshot = SnapshotFrom<typeof gameMachine>;

/** Starts a game actor: a new deal from options, or an existing state. */
export function createGameActor(input: GameMachineInput): GameActor {
  const start = 'state' in input ? { state: validateGameState(input.state) } : input;
  return createActor(gameMachine, { input: start }).start();
}

/** Sends a move to the actor and returns the new state; a refused move throws its `IllegalMoveError`. */
export function sendMove(actor: GameActor, move: Move): GameState {
  const before = actor.getSnapshot();
  if (before.status !== 'active') throw new IllegalMoveError('game-over', 'the game is over');
  actor.send(move);
  const after = actor.getSnapshot();
  if (after.context.game === before.context.game) {
    const error = after.context.error ?? { code: 'malformed-move' as const, message: 'the move was not accepted' };
    throw new IllegalMoveError(error.code, error.message);
  }
  return after.context.game;
}

export const SNAPSHOT_FORMAT = 'birimba-snapshot';
export const SNAPSHOT_VERSION = 1;

/** A persisted game actor, stamped with its format version. JSON-safe. */
export interface PersistedGame {
  readonly format: typeof SNAPSHOT_FORMAT;
  readonly version: typeof SNAPSHOT_VERSION;
  readonly snapshot: unknown;
}

export function persistGame(actor: GameActor): PersistedGame {
  return { format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, snapshot: actor.getPersistedSnapshot() };
}

function expectedValue(game: GameState): unknown {
  return game.phase === 'over' ? 'over' : { turn: game.phase };
}

/**
 * Restores a persisted game (an object or its JSON text) as a running actor. A snapshot of another format version
 * or a corrupted one throws a `SnapshotError` and nothing is loaded.
 */
export function restoreGame(persisted: unknown): GameActor {
  let data = persisted;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      throw new SnapshotError('corrupted', 'the snapshot is not valid JSON');
    }
  }
  if (data === null || typeof data !== 'object') throw new SnapshotError('corrupted', 'the snapshot is not an object');
  const p = data as Partial<PersistedGame>;
  if (p.format !== SNAPSHOT_FORMAT) {
    throw new SnapshotError('wrong-format', `not a Birimba snapshot (format ${JSON.stringify(p.format)})`);
  }
  if (p.version !== SNAPSHOT_VERSION) {
    throw new SnapshotError(
      'wrong-version',
      `snapshot version ${JSON.stringify(p.version)} is not supported (this engine reads version ${String(SNAPSHOT_VERSION)})`,
    );
  }
  const snap = p.snapshot as { status?: unknown; value?: unknown; context?: { game?: unknown; error?: unknown } } | null;
  if (snap === null || typeof snap !== 'object' || snap.context === null || typeof snap.context !== 'object') {
    throw new SnapshotError('corrupted', 'the snapshot has no game context');
  }
  const game = validateGameState(snap.context.game);
  const over = game.phase === 'over';
  if (snap.status !== (over ? 'done' : 'active') || JSON.stringify(snap.value) !== JSON.stringify(expectedValue(game))) {
    throw new SnapshotError('corrupted', 'the snapshot’s machine state does not match its game');
  }
  const snapshot = { ...snap, context: { game, error: null } };
  return createActor(gameMachine, {
    snapshot: snapshot as unknown as GameSnapshot,
    input: { state: game },
  }).start();
}
