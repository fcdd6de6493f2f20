import { describe, expect, it } from 'vitest';
import {
  type GameState,
  IllegalMoveError,
  createGameActor,
  gameMachine,
  sendMove,
  applyMove,
  legalMoves,
  newGame,
} from '../../src/index.js';
import { createActor } from 'xstate';
import { playRandomGame } from '../support/random-play.js';
import { sameJson } from '../support/same.js';
import { samples, soak } from '../support/samples.js';
import { thrown } from '../support/thrown.js';

function machineValue(state: GameState): unknown {
  return state.phase === 'over' ? 'over' : { turn: state.phase };
}

describe('the xstate game machine', () => {
  it('reaches exactly the states of the pure API on the same games', () => {
    const seen = { midPlayPickUps: 0, discardPickUps: 0, closings: 0, stockEnds: 0 };
    const allSeen = (): boolean => Object.values(seen).every((n) => n > 0);
    // The sample (60 games in check, 300 in a soak run, the 12 it was measured with in the mutation run), and on until
    // every transition has been through the machine (random play rarely closes: the first closing is game 74).
    for (let seed = 1; seed <= samples(soak(300, 60), 5) || (!allSeen() && seed <= 400); seed++) {
      const { states, moves } = playRandomGame(seed);
      const actor = createGameActor({ seed });
      expect(JSON.stringify(actor.getSnapshot().context.game)).toBe(JSON.stringify(states[0]));
      moves.forEach((move, i) => {
        const before = states[i] as GameState;
        const next = sendMove(actor, move);
        const expected = states[i + 1] as GameState;
        if (!sameJson(next, expected)) expect.fail(`game ${String(seed)} differs after move ${String(i)}`);
        const snap = actor.getSnapshot();
        if (!sameJson(snap.value, machineValue(next))) {
          expect.fail(`machine state ${JSON.stringify(snap.value)} does not match phase ${next.phase}`);
        }
        if (next.birimbakia.length < before.birimbakia.length) {
          if (move.type === 'discard') seen.discardPickUps++;
          else seen.midPlayPickUps++;
        }
        if (next.endReason === 'closed' && before.endReason === null) seen.closings++;
        if (next.endReason === 'stock-exhausted' && before.endReason === null) seen.stockEnds++;
      });
      expect(actor.getSnapshot().status).toBe('done');
    }
    // The birimbaki transitions were all exercised through the machine.
    expect(seen.midPlayPickUps).toBeGreaterThan(0);
    expect(seen.discardPickUps).toBeGreaterThan(0);
    expect(seen.closings).toBeGreaterThan(0);
    expect(seen.stockEnds).toBeGreaterThan(0);
  });

  it('refuses in the machine exactly what the pure API refuses under the birimbaki variant', () => {
    const rules = { birimbakiRequires: 'birimba' } as const;
    let refused = 0;
    // 30 games in check, 60 in a soak run, the 6 it was measured with in the mutation run.
    for (let seed = 1; seed <= samples(soak(60, 30), 5); seed++) {
      const { states, moves } = playRandomGame(seed, { rules });
      const actor = createGameActor({ seed, rules });
      moves.forEach((move, i) => {
        const before = states[i] as GameState;
        // Every move the default rules would allow here but the variant does not: refused alike by both.
        const loose = legalMoves({ ...before, rules: { ...before.rules, birimbakiRequires: 'nothing' } });
        for (const candidate of loose) {
          let pure: unknown = null;
          try {
            applyMove(before, candidate);
          } catch (e) {
            pure = e;
          }
          if (!(pure instanceof IllegalMoveError)) continue;
          expect(pure.code).toBe('cannot-take-birimbaki');
          expect(() => sendMove(actor, candidate)).toThrow(pure.message);
          refused++;
        }
        const next = sendMove(actor, move);
        if (!sameJson(next, states[i + 1])) expect.fail(`game ${String(seed)} differs after move ${String(i)}`);
      });
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('starts in the draw phase of the first seat', () => {
    const actor = createActor(gameMachine, { input: { seed: 5, firstSeat: 2 } }).start();
    expect(actor.getSnapshot().value).toEqual({ turn: 'draw' });
    expect(actor.getSnapshot().context.game.turn).toBe(2);
  });

  it('refuses an illegal move with its code and keeps the state', () => {
    const actor = createGameActor({ seed: 9 });
    const before = actor.getSnapshot().context.game;
    let error: unknown;
    try {
      sendMove(actor, { type: 'discard', card: before.hands[0]?.[0]?.id ?? 0 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect((error as IllegalMoveError).code).toBe('wrong-phase');
    expect(actor.getSnapshot().context.game).toBe(before);
    expect(actor.getSnapshot().context.error?.code).toBe('wrong-phase');
    expect(actor.getSnapshot().value).toEqual({ turn: 'draw' });
    // The next legal move clears the error.
    sendMove(actor, { type: 'draw' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().value).toEqual({ turn: 'play' });
  });

  it('refuses events that are not moves', () => {
    const actor = createGameActor({ seed: 9 });
    expect(() => sendMove(actor, { type: 'shuffle' } as never)).toThrow(IllegalMoveError);
    // Sent to the actor directly, an unknown event is refused by the machine itself and recorded.
    actor.send({ type: 'shuffle' } as never);
    expect(actor.getSnapshot().context.error?.code).toBe('malformed-move');
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('can start from a given state and refuses a corrupted one', () => {
    const state = newGame({ seed: 3 });
    const actor = createGameActor({ state });
    expect(actor.getSnapshot().context.game).toEqual(state);
    const broken = { ...state, stock: state.stock.slice(1) };
    expect(() => createGameActor({ state: broken })).toThrow(/missing/);
  });

  it('starts from a given state in the machine state of its phase: draw, play, or over', () => {
    const { states } = playRandomGame(11);
    const draw = states.find((s) => s.phase === 'draw') as GameState;
    const play = states.find((s) => s.phase === 'play') as GameState;
    const over = states[states.length - 1] as GameState;
    expect(over.phase).toBe('over');
    expect(createGameActor({ state: draw }).getSnapshot().value).toEqual({ turn: 'draw' });
    expect(createGameActor({ state: play }).getSnapshot().value).toEqual({ turn: 'play' });
    const done = createGameActor({ state: over }).getSnapshot();
    expect([done.value, done.status]).toEqual(['over', 'done']);
    const refused = thrown(IllegalMoveError, () => sendMove(createGameActor({ state: over }), { type: 'draw' }));
    expect([refused.code, refused.message]).toEqual(['game-over', 'the game is over']);
  });

  it('is over and refuses moves after the game ends', () => {
    const { moves } = playRandomGame(11);
    const actor = createGameActor({ seed: 11 });
    for (const m of moves) sendMove(actor, m);
    expect(actor.getSnapshot().status).toBe('done');
    expect(() => sendMove(actor, { type: 'draw' })).toThrow(/over/);
  });
});
