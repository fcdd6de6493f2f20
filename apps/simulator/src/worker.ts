// The worker thread (run by tinypool): plays one unit — a deal, or under a match target a whole match — once, or
// twice with the teams swapped, and sends back the per-deal records and the decision times of each bot. Game logs
// are written here, next to the game.

import { threadId } from 'node:worker_threads';
import type { Bot, Decision } from '@birimba/ai';
import { createBot } from '@birimba/ai';
import { type PlayerView, type RuleSet, matchTotals, quoteInput } from '@birimba/engine';
import { loggedDeal } from '@birimba/game-log';
import { type BotSpec, moduleFactory, notABot } from './bot-spec.js';
import { DecisionMarks, type WatchCell } from './deadline.js';
import { messageOf, oneLine } from './errors.js';
import { type Engine, type PlayedDeal, playUnit } from './game.js';
import { unitLog, writeGameLog } from './game-log.js';
import { type GameFailure, type GameRecord, type UnitOutcome, gameRecord } from './records.js';
import { type MatchBots, botsBySeat, gamesPerUnit, seatingFields, seatings } from './seating.js';
import { type Histogram, addToHistogram } from './stats.js';

export interface UnitTask {
  /** Which pairing of a tournament (0 for a match). */
  readonly pair: number;
  /** The unit's index: its seed is the run's seed + this. */
  readonly deal: number;
  readonly seed: number;
  readonly duplicate: boolean;
  /** With `matchTarget` set, the unit is a match of deals. */
  readonly rules: RuleSet;
  /** The match's bots: two, or three with six players. */
  readonly bots: MatchBots<BotSpec>;
  readonly engine: Engine;
  /** Where to write one log per game, or null. */
  readonly logDir: string | null;
  /** The most milliseconds a decision may take; 0 for no limit. */
  readonly decisionTimeout: number;
  /**
   * Games of this unit that failed already, by seating — a decision past its deadline, whose worker was terminated
   * — recorded as failures with their error and not played again.
   */
  readonly failedGames?: readonly { readonly seating: number; readonly error: string }[];
}

/** What a worker is sent: units to play one after the other, and where to mark its decisions (for the deadline). */
export interface UnitBatch {
  readonly units: readonly UnitTask[];
  readonly watch: WatchCell | null;
}

/** The bot with its decisions marked in shared memory, so that the main thread sees one that runs too long. */
function marked(bot: Bot, marks: DecisionMarks, unit: number, seat: number, seating: number): Bot {
  return {
    name: bot.name,
    options: bot.options,
    decide(view, seed) {
      marks.start(unit, seat, seating);
      try {
        return bot.decide(view, seed);
      } finally {
        marks.end();
      }
    },
  };
}

/** A module bot whose decision is not a list of moves fails its game with a sentence, not a TypeError. */
function checkedBot(label: string, bot: Bot): Bot {
  return {
    name: typeof bot.name === 'string' ? bot.name : label,
    options: bot.options,
    decide(view: PlayerView, seed: number): Decision {
      const decision = bot.decide(view, seed) as unknown;
      const moves = (decision as { moves?: unknown } | null)?.moves;
      if (!Array.isArray(moves) || moves.length === 0 || !moves.every((m) => m !== null && typeof m === 'object')) {
        throw new Error(
          `bot ${label} at seat ${String(view.seat)} broke the bot contract: decide returned ${quoteInput(decision, 80)}, not { moves: [move, …] }`,
        );
      }
      return decision as Decision;
    },
  };
}

/** The bot of a spec: a registered bot, or a module bot checked against the bot contract at every decision. */
export async function makeBot(spec: BotSpec): Promise<Bot> {
  if (spec.module === undefined) return createBot(spec.kind, spec.options);
  const bot = (await moduleFactory(spec.module))(spec.options);
  const problem = notABot(bot);
  if (problem !== null) throw new Error(`bot module ${spec.label}: ${problem}`);
  return checkedBot(spec.label, bot);
}

// Bots are built once per worker; a tuning run sends hundreds of profiles, so the cache keeps the latest few.
const CACHED_BOTS = 256;
const bots = new Map<string, Promise<Bot>>();
function cachedBot(spec: BotSpec): Promise<Bot> {
  const key = JSON.stringify([spec.kind, spec.module, spec.options]);
  let bot = bots.get(key);
  if (bot === undefined) {
    bot = makeBot(spec);
    if (bots.size >= CACHED_BOTS) bots.delete(bots.keys().next().value as string);
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

/** An error as one line of at most a few hundred characters. */
const errorLine = (e: unknown): string => oneLine(messageOf(e));

/**
 * A batch of units, played one after the other: one message each way for several quick units (tinypool's per-task
 * cost — a message each way and a memory reading — is a sizeable share of a random game).
 */
export default async function playBatch(batch: UnitBatch): Promise<UnitOutcome[]> {
  const marks = batch.watch === null ? null : new DecisionMarks(batch.watch, threadId);
  const out: UnitOutcome[] = [];
  for (const [i, task] of batch.units.entries()) out.push(await playUnitTask(task, marks, i));
  return out;
}

async function playUnitTask(task: UnitTask, marks: DecisionMarks | null, position: number): Promise<UnitOutcome> {
  const fault = faultFor(task.deal);
  if (fault === 'exit') process.exit(1);
  if (fault === 'crash') {
    setImmediate(() => {
      throw new Error(`injected worker crash at deal ${String(task.deal)}`);
    });
    return new Promise<never>(() => undefined);
  }
  const games: GameRecord[] = [];
  const failures: GameFailure[] = [];
  const decisionHistograms = task.bots.map((): Histogram => ({}));
  let bots: readonly Bot[];
  try {
    bots = await Promise.all(task.bots.map(cachedBot));
  } catch (e) {
    const error = errorLine(e);
    for (let index = 0; index < gamesPerUnit(task.rules.players, task.duplicate); index++)
      failures.push({ deal: task.deal, seed: task.seed, ...seatingFields(task.rules.players, index), error });
    return { pair: task.pair, deal: task.deal, games, failures, decisionHistograms };
  }
  const target = task.rules.matchTarget;
  let ioError: string | undefined;
  const players = task.rules.players;
  for (const [index, seating] of seatings(players, task.bots.length, task.duplicate).entries()) {
    const fields = seatingFields(players, index);
    const failed = task.failedGames?.find((g) => g.seating === index);
    if (failed !== undefined) {
      failures.push({ deal: task.deal, seed: task.seed, ...fields, error: failed.error });
      continue;
    }
    const { swapped } = fields;
    // Seat s's bot is the bot of its team under this seating (the first bot at team A in the first game).
    const botOfSeat = botsBySeat(seating, players);
    const seats = botOfSeat.map((bot, seat) =>
      marks === null ? (bots[bot] as Bot) : marked(bots[bot] as Bot, marks, position, seat, index),
    );
    try {
      if (fault === 'throw') throw new Error(`injected failure at deal ${String(task.deal)}`);
      const played: PlayedDeal[] = playUnit({
        seed: task.seed,
        rules: task.rules,
        bots: seats,
        engine: task.engine,
        decisionTimeout: task.decisionTimeout,
        onDecision: (seat, ms) => addToHistogram(decisionHistograms[botOfSeat[seat] as number] as Histogram, ms),
      });
      const records = played.map((deal, round) => {
        const place = { deal: task.deal, seed: task.seed, ...fields, round: target === null ? null : round };
        return gameRecord(
          place,
          deal.state,
          deal.scores,
          deal.moves.length,
          target === null ? null : matchTotals(deal.state),
        );
      });
      if (task.logDir !== null) {
        const deals = played.map((d) => loggedDeal(d.state, d.moves));
        const specs = botOfSeat.map((bot) => task.bots[bot] as BotSpec);
        try {
          writeGameLog(task.logDir, unitLog(task.deal, task.seed, swapped, specs, task.rules, deals), fields.seating);
        } catch (e) {
          // A game whose log is lost is a failure, not a game played; the run stops (the next log would fail too).
          const error = errorLine(e);
          failures.push({ deal: task.deal, seed: task.seed, ...fields, error });
          ioError = error;
          continue;
        }
      }
      games.push(...records);
    } catch (e) {
      // A match that failed part-way is a failure only: records are kept for whole games.
      failures.push({ deal: task.deal, seed: task.seed, ...fields, error: errorLine(e) });
    }
  }
  return {
    pair: task.pair,
    deal: task.deal,
    games,
    failures,
    decisionHistograms,
    ...(ioError === undefined ? {} : { ioError }),
  };
}
