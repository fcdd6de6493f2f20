// A match played by @birimba/ai's greedy bots through the engine, deal by deal until it is over, and its game log as a
// server writes one: what the archive's tests read statistics from.

import { type Bot, createBot, playGame } from '@birimba/ai';
import { type RuleSet, type Seat, isMatchOver, newGame, nextDeal, resolveRules, seatsOf } from '@birimba/engine';
import { type GameLog, type LoggedDeal, buildGameLog, loggedDeal } from '@birimba/game-log';

const greedy: Bot = createBot('greedy');

/** The people's names by seat: Maria first. */
const PEOPLE = ['Maria', 'Nikos', 'Eleni', 'Kostas', 'Sofia', 'Giorgos'];

/** The log of a match of greedy bots dealt from `seed` under `rules`; the first `people` seats are people (Maria at
 * seat 0, then Nikos, …) whose moves the greedy bot chose, the rest bots. */
export function playedLog(seed: string, rules: Partial<RuleSet>, people = 1): GameLog {
  const full = resolveRules(rules);
  const deals: LoggedDeal[] = [];
  let state = newGame({ seed, rules: full, shuffle: 'hmac-sha256' });
  for (;;) {
    const game = playGame({
      seed,
      bots: seatsOf(full.players).map(() => greedy),
      initial: state,
      botSeed: deals.length,
    });
    deals.push(loggedDeal(game.state, game.moves));
    if (isMatchOver(game.state)) break;
    state = nextDeal(game.state);
  }
  return buildGameLog({
    source: 'server',
    deal: 1,
    seed,
    shuffle: 'hmac-sha256',
    rules: full,
    seats: seatsOf(full.players).map((seat: Seat) =>
      seat < people
        ? { seat, name: 'human', kind: 'human', options: {}, player: PEOPLE[seat] ?? 'Maria' }
        : { seat, name: 'greedy', kind: 'greedy', options: {} },
    ),
    deals,
  });
}
