// Bots at the table are seeded as @birimba/ai's runner seeds them (game seed, seat, turn, step within the turn): a
// table whose four seats are bots plays a deal move for move as `playGame({ seed, bots })`, a resumed game included.
import { afterEach, describe, expect, it } from 'vitest';
import { type Bot, type PlayedGame, createBot, decisionSeed, playGame } from '@birimba/ai';
import { type GameState, type Move, type Seat, applyMove, newGame, viewFor } from '@birimba/engine';
import type { BirimbaTable } from '../src/birimba-table.js';
import { syncDecide, until, untilOver } from './helpers.js';

const KEY = 'bot-seeds';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const bots = (seats: string): [Bot, Bot, Bot, Bot] => seats.split(' ').map((k) => createBot(k)) as [Bot, Bot, Bot, Bot];
const played = (seats: string, seed: number): PlayedGame => playGame({ seed, bots: bots(seats) });

/** How many moves were made before decision `index`. */
const movesBefore = (game: PlayedGame, index: number): number =>
  game.decisions.slice(0, index).reduce((n, d) => n + d.moves.length, 0);

interface Table {
  readonly el: BirimbaTable;
  readonly moves: { seat: Seat; move: Move }[];
}

/** A table of four bots; `stopAfter` removes it (as a closed page) right after that many moves. */
function table(seats: string, seed: number, stopAfter?: number): Table {
  const el = document.createElement('birimba-table');
  el.decisionFunction = syncDecide;
  el.setAttribute('ai-delay', '0');
  el.setAttribute('seats', seats);
  el.setAttribute('seed', String(seed));
  el.setAttribute('storage-key', KEY);
  const moves: { seat: Seat; move: Move }[] = [];
  el.addEventListener('birimba-move', (e) => {
    moves.push({ seat: e.detail.seat, move: e.detail.move });
    if (moves.length === stopAfter) el.remove();
  });
  document.body.append(el);
  return { el, moves };
}

/** Plays `seats` from `seed` at a table closed after `cut` moves, then on a new table that resumes the save. */
async function closedAndResumed(seats: string, seed: number, cut: number): Promise<Move[]> {
  const first = table(seats, seed, cut);
  await until(() => !first.el.isConnected);
  expect(first.moves).toHaveLength(cut);
  const second = table(seats, seed);
  await untilOver(second.el);
  return [...first.moves, ...second.moves].map((m) => m.move);
}

/** A seed whose deal has a seat asked again in its play (after a birimbaki picked up mid-play), its choice there
 * depending on the step: 5 since deals are derived by HMAC (it was 9 before). */
const AGAIN_SEED = 5;

describe('bot decisions seeded as the AI runner seeds them', () => {
  it.each([
    ['normal easy normal easy', 1],
    ['normal easy normal easy', 2],
    ['random easy random normal', 9],
  ])('four bots (%s) at the table play seed %i move for move as playGame', async (seats, seed) => {
    const expected = played(seats, seed);
    const { el, moves } = table(seats, seed);
    await untilOver(el);
    expect(moves.map((m) => m.move)).toEqual(expected.moves);
    expect(moves.map((m) => m.seat)).toEqual(expected.decisions.flatMap((d) => d.moves.map(() => d.seat)));
  });

  it('asks again with step 2 after a birimbaki picked up mid-play, also on a page reloaded right then', async () => {
    const seats = 'random easy random normal';
    const expected = played(seats, AGAIN_SEED);
    // The decision asked again: a play-phase decision right after another of the same seat.
    const again = expected.decisions.findIndex(
      (d, i) =>
        i > 0 &&
        d.phase === 'play' &&
        expected.decisions[i - 1]?.phase === 'play' &&
        expected.decisions[i - 1]?.seat === d.seat,
    );
    const cut = movesBefore(expected, again);
    // This test proves something only if that seat's choice there depends on the step.
    const state = expected.moves
      .slice(0, cut)
      .reduce<GameState>((s, m) => applyMove(s, m), newGame({ seed: AGAIN_SEED }));
    const bot = bots(seats)[state.turn as 0 | 1 | 2 | 3];
    const asked = (step: number): readonly Move[] =>
      bot.decide(viewFor(state, state.turn), decisionSeed(AGAIN_SEED, 0, state, step)).moves;
    expect(asked(2)).not.toEqual(asked(1));
    expect(await closedAndResumed(seats, AGAIN_SEED, cut)).toEqual(expected.moves);
  });

  it('resumes a deal closed between a bot’s draw and its play with the same seeds', async () => {
    const seats = 'random easy random normal';
    const expected = played(seats, 9);
    const drawn = expected.decisions.findIndex((d, i) => i >= 18 && d.phase === 'draw');
    expect(await closedAndResumed(seats, 9, movesBefore(expected, drawn + 1))).toEqual(expected.moves);
  });
});
