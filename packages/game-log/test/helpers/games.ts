// Games played by @birimba/ai's greedy bots through the engine, deal by deal until the match is over, logged with
// the package's writer; and the fixtures, logs of the older versions as their writers wrote them.

import { readFileSync } from 'node:fs';
import { type Bot, createBot, playGame } from '@birimba/ai';
import {
  type GameState,
  type RuleSet,
  type Seat,
  type Seed,
  isMatchOver,
  newGame,
  nextDeal,
  resolveRules,
  seatsOf,
} from '@birimba/engine';
import { type GameLog, type LoggedDeal, type LoggedSeat, buildGameLog, loggedDeal } from '../../src/index.js';

const greedy = createBot('greedy');

/** A game of greedy bots from `seed` (every deal of a match under `matchTarget`; as many players as the rules say),
 * and its log. */
export function playedLog(seed: Seed, rules: Partial<RuleSet> = {}): { log: GameLog; ends: GameState[] } {
  const full = resolveRules(rules);
  const ends: GameState[] = [];
  const deals: LoggedDeal[] = [];
  const bots: Bot[] = seatsOf(full.players).map(() => greedy);
  let state = newGame({ seed, rules: full });
  for (;;) {
    const game = playGame({ seed, bots, initial: state, botSeed: ends.length });
    ends.push(game.state);
    deals.push(loggedDeal(game.state, game.moves));
    if (isMatchOver(game.state)) break;
    state = nextDeal(game.state);
  }
  const seat = (n: Seat): LoggedSeat => ({ seat: n, name: 'greedy', kind: 'greedy', options: {} });
  const log = buildGameLog({
    source: 'simulator',
    deal: 0,
    seed,
    rules: full,
    seats: seatsOf(full.players).map(seat),
    deals,
  });
  return { log, ends };
}

/** A copy of a log to damage. */
export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The logs of versions 1 and 2 in test/fixtures (see its README). */
export const FIXTURES = [
  'v1-table-string-seed.json',
  'v1-table-human.json',
  'v1-simulator-deal.json',
  'v2-simulator-deal.json',
  'v2-simulator-match.json',
] as const;

/** A version 3 log written before deals were derived by HMAC (it names no `shuffle`). */
export const CONTINUED_FIXTURE = 'v3-simulator-match-continued.json';

export const fixture = (name: (typeof FIXTURES)[number] | typeof CONTINUED_FIXTURE): string =>
  readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
