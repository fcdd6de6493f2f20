import { describe, expect, it } from 'vitest';
import {
  type GameState,
  SNAPSHOT_VERSION,
  SnapshotError,
  createGameActor,
  newGame,
  persistGame,
  restoreGame,
  sendMove,
  validateGameState,
} from '../../src/index.js';
import { playRandomGame } from '../support/random-play.js';

function midGame(seed: number, at: number) {
  const { moves, states } = playRandomGame(seed);
  const cut = Math.min(at, moves.length - 1);
  const actor = createGameActor({ seed });
  for (const m of moves.slice(0, cut)) sendMove(actor, m);
  return { actor, rest: moves.slice(cut), final: states[states.length - 1] as GameState };
}

function errorOf(fn: () => unknown): SnapshotError {
  try {
    fn();
  } catch (e) {
    if (e instanceof SnapshotError) return e;
    throw e;
  }
  throw new Error('expected a SnapshotError');
}

describe('persisting and restoring a game', () => {
  it('round-trips mid-game through JSON and continues identically', () => {
    for (const [seed, at] of [
      [1, 40],
      [2, 101],
      [3, 7],
      [4, 150],
      [5, 1],
    ] as const) {
      const { actor, rest, final } = midGame(seed, at);
      const text = JSON.stringify(persistGame(actor));
      const restored = restoreGame(text);
      expect(restored.getSnapshot().value).toEqual(actor.getSnapshot().value);
      expect(restored.getSnapshot().context.game).toEqual(actor.getSnapshot().context.game);
      for (const m of rest) sendMove(restored, m);
      expect(JSON.stringify(restored.getSnapshot().context.game)).toBe(JSON.stringify(final));
      expect(restored.getSnapshot().status).toBe('done');
    }
  });

  it('stamps the snapshot with its format and version', () => {
    const persisted = persistGame(createGameActor({ seed: 1 }));
    expect(persisted.format).toBe('birimba-snapshot');
    expect(persisted.version).toBe(SNAPSHOT_VERSION);
  });

  it('restores a finished game as done', () => {
    const { moves } = playRandomGame(8);
    const actor = createGameActor({ seed: 8 });
    for (const m of moves) sendMove(actor, m);
    const restored = restoreGame(JSON.parse(JSON.stringify(persistGame(actor))));
    expect(restored.getSnapshot().status).toBe('done');
  });

  it('refuses a snapshot of another format version', () => {
    const persisted = JSON.parse(JSON.stringify(persistGame(createGameActor({ seed: 1 })))) as Record<string, unknown>;
    expect(errorOf(() => restoreGame({ ...persisted, version: 2 })).code).toBe('wrong-version');
    expect(errorOf(() => restoreGame({ ...persisted, version: undefined })).code).toBe('wrong-version');
    expect(errorOf(() => restoreGame({ ...persisted, format: 'chess' })).code).toBe('wrong-format');
  });

  describe('refuses corrupted snapshots', () => {
    const { actor } = midGame(21, 60);
    const good = JSON.stringify(persistGame(actor));
    const corrupt = (
      edit: (snap: { value: unknown; status: unknown; context: { game: Record<string, unknown> } }) => void,
    ) => {
      const p = JSON.parse(good) as { snapshot: Parameters<typeof edit>[0] };
      edit(p.snapshot);
      return p;
    };
    const cases: [string, unknown][] = [
      ['text that is not JSON', good.slice(0, good.length / 2)],
      ['null', null],
      ['no snapshot', { format: 'birimba-snapshot', version: 1 }],
      [
        'a card in two places',
        corrupt((s) => {
          const hands = s.context.game.hands as unknown[][];
          (hands[1] as unknown[]).push((hands[0] as unknown[])[0]);
        }),
      ],
      [
        'a missing card',
        corrupt((s) => {
          (s.context.game.stock as unknown[]).pop();
        }),
      ],
      [
        'a card that is not in the deck',
        corrupt((s) => {
          ((s.context.game.hands as unknown[][])[0] as unknown[])[0] = { id: 3, rank: 'K', suit: 'S' };
        }),
      ],
      [
        'an unknown rule',
        corrupt((s) => {
          s.context.game.rules = { ...(s.context.game.rules as object), jokersWild: false };
        }),
      ],
      [
        'a machine state that does not match the game',
        corrupt((s) => {
          s.value = s.value === 'over' ? { turn: 'draw' } : 'over';
        }),
      ],
      [
        'a bad phase',
        corrupt((s) => {
          s.context.game.phase = 'dance';
        }),
      ],
      [
        'a bad random state',
        corrupt((s) => {
          s.context.game.rng = 'abc';
        }),
      ],
      [
        'an invalid meld',
        corrupt((s) => {
          const g = s.context.game;
          const hand = (g.hands as unknown[][])[0] as unknown[];
          g.melds = [...(g.melds as unknown[]), { id: 999, team: 0, cards: hand.splice(0, 3), arrangement: {} }];
          g.nextMeldId = 1000;
        }),
      ],
    ];
    for (const [what, snapshot] of cases) {
      it(`refuses ${what}`, () => {
        expect(errorOf(() => restoreGame(snapshot)).code).toMatch(/corrupted|wrong-format|wrong-version/);
      });
    }
  });

  it('validates a fresh game state and returns it unchanged', () => {
    const state = newGame({ seed: 'tournament-7' });
    expect(JSON.stringify(validateGameState(JSON.parse(JSON.stringify(state))))).toBe(JSON.stringify(state));
  });
});
