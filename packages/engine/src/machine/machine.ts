// The game flow as an xstate v5 machine: dealing, each turn's draw → play → discard, the birimbaki transitions
// and the end. Its guards and actions are the rule functions `applyMove` uses; nothing here decides a rule.

import { type Actor, type SnapshotFrom, assign, createActor, setup } from 'xstate';
import {
  type IllegalMoveDetails,
  ArgumentError,
  IllegalMoveError,
  SnapshotError,
  quoteInput,
} from '../vocabulary/errors.js';
import { illegalMove } from '../words/tell.js';
import { type CheckedMove, type Move, checkMove, normalizeMove } from '../core/moves.js';
import { type GameState, type NewGameOptions, newGame } from '../core/state.js';
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
} from '../core/turn-rules.js';
import { validateGameState } from '../core/validate.js';

/** A refused move, kept as plain data so the snapshot stays JSON. */
export interface RejectedMove {
  /** The refusal code. */
  readonly code: IllegalMoveError['code'];
  /** The refusal in a sentence. */
  readonly message: string;
  /** The facts behind it, for words in any language (`tellRefusal`). */
  readonly details?: IllegalMoveDetails;
}

/** The machine's context: the game and the last refusal. */
export interface GameContext {
  /** The game state, as `applyMove` would have it. */
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

/** The game flow as an xstate v5 machine: `dealing`, `turn.draw`, `turn.play`, the transient `turn.handCheck`, `turn.discarded`, `turn.turnEnd`, and the final `over`. Its guards and actions are the rule functions of `applyMove`. */
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
      if (!(result instanceof IllegalMoveError)) return { error: null };
      const { code, message, details } = result;
      return { error: details === undefined ? { code, message } : { code, message, details } };
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

/** A running game machine (`createGameActor`, `restoreGame`). */
export type GameActor = Actor<typeof gameMachine>;
/** A snapshot of the game machine. */
export type GameSnapshot = SnapshotFrom<typeof gameMachine>;

/**
 * An actor that reports its errors to nobody would rethrow them later, outside any caller's reach (an uncaught
 * exception); the machine's own guards never throw, so an error here means a bug, and the actor's `error` status
 * (refused by `sendMove`) is how it shows.
 */
function started(actor: GameActor): GameActor {
  actor.subscribe({ error: () => undefined });
  return actor.start();
}

/**
 * Starts a game actor: a new deal from options, or an existing state. Bad options (a seed, a rule set) or a state
 * that is not well-formed throw their typed error here, at once; no actor is made.
 */
export function createGameActor(input: GameMachineInput): GameActor {
  if (input === null || typeof input !== 'object') {
    throw new ArgumentError(
      'bad-options',
      `createGameActor needs { seed, rules? } or { state }, got ${quoteInput(input)}`,
    );
  }
  // The deal is made (and checked) here, so a bad seed or rule set is refused before any actor exists.
  const state = 'state' in input ? validateGameState(input.state) : newGame(input);
  return started(createActor(gameMachine, { input: { state } }));
}

/**
 * Sends a move to the actor and returns the new state; a refused move throws its `IllegalMoveError` and leaves the
 * actor as it was. Anything that is not a move (`null`, a string, an unknown or internal event type such as
 * `xstate.stop`) is refused as `malformed-move` before it reaches the actor.
 */
export function sendMove(actor: GameActor, move: Move): GameState {
  if (actor === null || typeof actor !== 'object' || typeof (actor as Partial<GameActor>).getSnapshot !== 'function') {
    throw new ArgumentError(
      'bad-options',
      `sendMove needs a game actor (createGameActor or restoreGame), got ${quoteInput(actor)}`,
    );
  }
  const before = actor.getSnapshot();
  const normal = normalizeMove(move, before.context.game.rules.players);
  if (normal instanceof IllegalMoveError) throw normal;
  if (before.status === 'error') throw illegalMove({ code: 'game-over', byError: true });
  if (before.status !== 'active') throw illegalMove({ code: 'game-over' });
  actor.send(normal);
  const after = actor.getSnapshot();
  if (after.context.game === before.context.game) {
    const error = after.context.error ?? { code: 'malformed-move' as const, message: 'the move was not accepted' };
    throw new IllegalMoveError(error.code, error.message, error.details);
  }
  return after.context.game;
}

/** The `format` stamp of a persisted game. */
export const SNAPSHOT_FORMAT = 'birimba-snapshot';
/** The `version` stamp of a persisted game; `restoreGame` reads only this one. */
export const SNAPSHOT_VERSION = 1;

/** A persisted game actor, stamped with its format version. JSON-safe. */
export interface PersistedGame {
  /** Always `birimba-snapshot`. */
  readonly format: typeof SNAPSHOT_FORMAT;
  /** The snapshot format version. */
  readonly version: typeof SNAPSHOT_VERSION;
  /** The actor's persisted snapshot (xstate), checked on restore. */
  readonly snapshot: unknown;
}

/** The actor as plain JSON, stamped with its format version (`restoreGame` reads it back). */
export function persistGame(actor: GameActor): PersistedGame {
  if (
    actor === null ||
    typeof actor !== 'object' ||
    typeof (actor as Partial<GameActor>).getPersistedSnapshot !== 'function'
  ) {
    throw new ArgumentError('bad-options', `persistGame needs a game actor, got ${quoteInput(actor)}`);
  }
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
  try {
    return restore(persisted);
  } catch (e) {
    // A cyclic or absurdly deep snapshot fails inside JSON or the validator: it is corrupted, nothing is loaded.
    if (e instanceof SnapshotError) throw e;
    const reason = e instanceof Error ? e.message.slice(0, 100) : 'unreadable';
    throw new SnapshotError('corrupted', `the snapshot cannot be read (${reason})`, { cause: e });
  }
}

function restore(persisted: unknown): GameActor {
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
    throw new SnapshotError('wrong-format', `not a Birimba snapshot (format ${quoteInput(p.format)})`);
  }
  if (p.version !== SNAPSHOT_VERSION) {
    throw new SnapshotError(
      'wrong-version',
      `snapshot version ${quoteInput(p.version)} is not supported (this engine reads version ${String(SNAPSHOT_VERSION)})`,
    );
  }
  const snap = p.snapshot as {
    status?: unknown;
    value?: unknown;
    context?: { game?: unknown; error?: unknown };
  } | null;
  if (snap === null || typeof snap !== 'object' || snap.context === null || typeof snap.context !== 'object') {
    throw new SnapshotError('corrupted', 'the snapshot has no game context');
  }
  const game = validateGameState(snap.context.game);
  const over = game.phase === 'over';
  if (
    snap.status !== (over ? 'done' : 'active') ||
    JSON.stringify(snap.value) !== JSON.stringify(expectedValue(game))
  ) {
    throw new SnapshotError('corrupted', 'the snapshot’s machine state does not match its game');
  }
  // Only what the machine needs is carried over from the outside object: its state value, status and our context.
  const snapshot = {
    status: snap.status,
    value: expectedValue(game),
    historyValue: {},
    children: {},
    context: { game, error: null },
  };
  return started(
    createActor(gameMachine, {
      snapshot: snapshot as unknown as GameSnapshot,
      input: { state: game },
    }),
  );
}
