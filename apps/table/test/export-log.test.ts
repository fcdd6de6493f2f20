// exportLog(): a deal played at the table as the simulator's game log, which its replay reproduces exactly — once
// the deal is over and its seed tells no card still to come.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type Bot, createBot, playGame } from '@birimba/ai';
import { type GameState, createGameActor, finalScores, resolveRules, sendMove } from '@birimba/engine';
import type { BirimbaTable } from '../src/birimba-table.js';
import type { GameLog } from '../src/game-log.js';
import { mount, playWholeGame, syncDecide, untilOver } from './helpers.js';

const KEY = 'export-log';
const SEATS = 'normal easy normal easy';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

function bots(seed: string, options: { target?: string } = {}): BirimbaTable {
  const el = document.createElement('birimba-table');
  el.decisionFunction = syncDecide;
  el.setAttribute('ai-delay', '0');
  el.setAttribute('seats', SEATS);
  el.setAttribute('seed', seed);
  el.setAttribute('storage-key', KEY);
  if (options.target !== undefined) el.setAttribute('target', options.target);
  document.body.append(el);
  return el;
}

/** What `birimba-sim replay` does with a log file: the seed and rules through the engine's machine, every move,
 * then the final scores and the SHA-256 of the final state's JSON. */
function replay(log: GameLog): { scores: unknown; sha: string } {
  const actor = createGameActor({ seed: log.seed, rules: resolveRules(log.rules) });
  let state: GameState = actor.getSnapshot().context.game;
  for (const move of log.moves) state = sendMove(actor, move);
  actor.stop();
  expect(state.phase).toBe('over');
  return {
    scores: JSON.parse(JSON.stringify(finalScores(state))),
    sha: createHash('sha256').update(JSON.stringify(state)).digest('hex'),
  };
}

/** The log written to a file and read back, as the simulator reads it. */
const asFile = (log: GameLog | null): GameLog => JSON.parse(JSON.stringify(log)) as GameLog;

describe('exportLog()', () => {
  it('is the simulator’s log of the deal four bots played: seed, rules, seats, the moves of playGame, the final state', async () => {
    const el = bots('2');
    await untilOver(el);
    const expected = playGame({ seed: 2, bots: SEATS.split(' ').map((k) => createBot(k)) as [Bot, Bot, Bot, Bot] });
    const log = asFile(el.exportLog());
    expect(log).toEqual({
      format: 'birimba-sim-game',
      version: 1,
      deal: 1,
      seed: 2,
      swapped: false,
      rules: expected.state.rules,
      bots: SEATS.split(' ').map((kind, seat) => ({ seat, name: kind, kind, options: {} })),
      moves: expected.moves,
      final: {
        scores: JSON.parse(JSON.stringify(expected.scores)) as unknown,
        turns: expected.state.turnNumber,
        stateSha256: expect.any(String) as unknown,
      },
    });
    expect(replay(log)).toEqual({ scores: log.final.scores, sha: log.final.stateSha256 });
  });

  it('names a human seat human and holds the moves played through the UI; null before the deal is over', async () => {
    const el = await mount({ storageKey: KEY, seed: '5' });
    expect(el.exportLog()).toBeNull();
    await playWholeGame(el, KEY);
    const log = asFile(el.exportLog());
    expect(log.bots[0]).toEqual({ seat: 0, name: 'human', kind: 'human', options: {} });
    expect(log.bots.slice(1).map((b) => b.kind)).toEqual(['normal', 'normal', 'normal']);
    expect(replay(log)).toEqual({ scores: log.final.scores, sha: log.final.stateSha256 });
  });

  it('is the same after the page is reloaded: the moves are saved with the game', async () => {
    const first = bots('3');
    await untilOver(first);
    const log = first.exportLog();
    expect(log).not.toBeNull();
    first.remove();
    const again = bots('3');
    await untilOver(again);
    expect(again.exportLog()).toEqual(log);
  });

  it.each([
    ['written before the moves were kept', (): undefined => undefined],
    ['whose moves do not lead to its game', (moves: unknown[]): unknown[] => moves.slice(0, -1)],
  ])('is null for a save %s (the deal cannot be proven from its seed)', async (_, change) => {
    const first = bots('3');
    await untilOver(first);
    first.remove();
    const save = JSON.parse(localStorage.getItem(KEY) ?? '{}') as { moves?: unknown[] };
    save.moves = change(save.moves ?? []);
    localStorage.setItem(KEY, JSON.stringify(save));
    const again = bots('3');
    await untilOver(again);
    expect(again.exportLog()).toBeNull();
  });

  it('is null while a match goes on (the seed tells the next deal) and for a later deal', async () => {
    const el = bots('11', { target: '3000' });
    await untilOver(el);
    expect(el.exportLog()).toBeNull();
    expect(el.nextDeal()).toBe(true);
    await untilOver(el);
    expect(el.exportLog()).toBeNull();
  });

  it('is given for a match decided in its first deal', async () => {
    const el = bots('11', { target: '100' });
    await untilOver(el);
    const log = asFile(el.exportLog());
    expect(log.rules.matchTarget).toBe(100);
    expect(replay(log)).toEqual({ scores: log.final.scores, sha: log.final.stateSha256 });
  });
});
