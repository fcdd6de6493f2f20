// The worker thread (run by tinypool): plays one deal — once, or twice with the teams swapped — and sends back
// the raw records and decision times. Game logs are written here, next to the game.

import type { Bot } from '@birimba/ai';
import type { RuleSet } from '@birimba/engine';
import { type BotSpec, botOf } from './botSpec.js';
import { messageOf } from './errors.js';
import { playOnMachine } from './game.js';
import { gameLog, writeGameLog } from './gameLog.js';
import { type DealOutcome, type GameFailure, type GameRecord, gameRecord } from './records.js';
import { type Histogram, addToHistogram } from './stats.js';

export interface DealTask {
  /** Which pairing of a tournament (0 for a match). */
  readonly pair: number;
  readonly deal: number;
  readonly seed: number;
  readonly duplicate: boolean;
  readonly rules: RuleSet;
  readonly bots: readonly [BotSpec, BotSpec];
  /** Where to write one log per game, or null. */
  readonly logDir: string | null;
}

const bots = new Map<string, Bot>();
function cachedBot(spec: BotSpec): Bot {
  const key = JSON.stringify([spec.kind, spec.options]);
  let bot = bots.get(key);
  if (bot === undefined) {
    bot = botOf(spec);
    bots.set(key, bot);
  }
  return bot;
}

// Fault injection for the simulator's own tests: BIRIMBA_SIM_FAULTS="throw@3,crash@5,exit@7" makes deal 3's game
// throw, deal 5's worker die of an uncaught exception and deal 7's worker exit.
function faultFor(deal: number): string | undefined {
  const spec = process.env.BIRIMBA_SIM_FAULTS;
  if (spec === undefined || spec === '') return undefined;
  for (const item of spec.split(',')) {
    const [kind, at] = item.split('@');
    if (Number(at) === deal) return kind;
  }
  return undefined;
}

export default function playDeal(task: DealTask): Promise<DealOutcome> | DealOutcome {
  const fault = faultFor(task.deal);
  if (fault === 'exit') process.exit(1);
  if (fault === 'crash') {
    setImmediate(() => {
      throw new Error(`injected worker crash at deal ${String(task.deal)}`);
    });
    return new Promise<never>(() => undefined);
  }
  const [a, b] = [cachedBot(task.bots[0]), cachedBot(task.bots[1])];
  const games: GameRecord[] = [];
  const failures: GameFailure[] = [];
  const decisionHistograms: [Histogram, Histogram] = [{}, {}];
  for (const swapped of task.duplicate ? [false, true] : [false]) {
    // Team A (seats 0, 2) is the first bot, unless swapped.
    const first = swapped ? 1 : 0;
    const seats = swapped ? ([b, a, b, a] as const) : ([a, b, a, b] as const);
    try {
      if (fault === 'throw') throw new Error(`injected failure at deal ${String(task.deal)}`);
      const game = playOnMachine({
        seed: task.seed,
        rules: task.rules,
        bots: seats,
        onDecision: (seat, ms) => addToHistogram(decisionHistograms[seat % 2 === 0 ? first : 1 - first] as Histogram, ms),
      });
      games.push(gameRecord(task.deal, task.seed, swapped, game.state, game.scores, game.moves.length));
      if (task.logDir !== null) {
        const [sa, sb] = swapped ? [task.bots[1], task.bots[0]] : [task.bots[0], task.bots[1]];
        writeGameLog(task.logDir, gameLog(task.deal, task.seed, swapped, [sa, sb, sa, sb], game.state, game.scores, game.moves));
      }
    } catch (e) {
      failures.push({ deal: task.deal, seed: task.seed, swapped, error: messageOf(e) });
    }
  }
  return { pair: task.pair, deal: task.deal, games, failures, decisionHistograms };
}
