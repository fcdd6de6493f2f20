// `replay --check-bots`: each logged bot is built again from its spec and asked every decision of the game again,
// with the runner's own seeds (`decisionSeed`), and must decide exactly the logged moves. What a replay alone cannot
// tell: a log whose bots were renamed still replays, since the moves and the end are the same.

import { type Bot, decisionSeed, privateView } from '@birimba/ai';
import { type GameState, type Move, type Seat, quoteInput, viewFor } from '@birimba/engine';
import type { GameLog, ReplayEvent } from '@birimba/game-log';
import { parseBotSpec } from './bot-spec.js';
import { UsageError, messageOf } from './errors.js';
import { makeBot } from './worker.js';

/** A bot that decides otherwise than its log says it did. Exit status 1, like a replay that differs. */
export class BotCheckError extends Error {
  override readonly name = 'BotCheckError';
}

/** JSON with its keys sorted, to compare options whatever their order. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x !== null && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );

/**
 * The bot of every seat, built again from the log's specs (profiles and modules read from their files, which must
 * be the very files played: their SHA-256 is in the log). Refused (UsageError) for a log the simulator did not
 * write or a seat a person played; a spec whose kind or options are not the logged ones is a BotCheckError.
 */
export async function loggedBots(log: GameLog): Promise<[Bot, Bot, Bot, Bot]> {
  if (log.source !== undefined && log.source !== 'simulator')
    throw new UsageError(
      `--check-bots asks the bots of logs the simulator wrote; this log comes from the ${log.source}`,
    );
  const made = new Map<string, Bot>();
  const bots: Bot[] = [];
  for (const entry of log.bots) {
    if (entry.kind === 'human')
      throw new UsageError(`--check-bots asks bots: seat ${String(entry.seat)} was played by a person`);
    let bot = made.get(entry.name);
    if (bot === undefined) {
      const spec = await parseBotSpec(entry.name);
      if (spec.kind !== entry.kind || canonical(spec.reported) !== canonical(entry.options)) {
        throw new BotCheckError(
          `seat ${String(entry.seat)}: the bot ${quoteInput(entry.name)} is not what the log says was played (kind ${quoteInput(entry.kind)}, options ${quoteInput(entry.options, 120)}; the spec gives ${quoteInput(spec.kind)}, ${quoteInput(spec.reported, 120)})`,
        );
      }
      try {
        bot = await makeBot(spec);
      } catch (e) {
        throw new UsageError(
          `seat ${String(entry.seat)}: cannot build the bot ${quoteInput(entry.name)} (${messageOf(e)})`,
        );
      }
      made.set(entry.name, bot);
    }
    bots.push(bot);
  }
  return bots as [Bot, Bot, Bot, Bot];
}

/**
 * A replay listener that asks the bot of the seat to act again whenever the runner would have (a new turn, a phase
 * change, a plan cut short) and checks each logged move against its decision; throws a BotCheckError at the first
 * difference. `decisions()` tells how many were checked.
 */
export function botChecker(
  log: GameLog,
  bots: readonly [Bot, Bot, Bot, Bot],
): { onEvent: (event: ReplayEvent) => void; decisions: () => number } {
  let plan: Move[] = [];
  let step = 0;
  let lastTurn = 0;
  let asked = 0;
  const ask = (state: GameState, round: number): void => {
    if (state.turnNumber !== lastTurn) {
      lastTurn = state.turnNumber;
      step = 0;
    }
    const seat: Seat = state.turn;
    const seed = decisionSeed(log.seed, round, state, step++);
    try {
      plan = [...((bots as readonly Bot[])[seat] as Bot).decide(privateView(viewFor(state, seat)), seed).moves];
    } catch (e) {
      throw new BotCheckError(
        `deal ${String(round + 1)}, turn ${String(state.turnNumber)}, seat ${String(seat)}: the bot ${quoteInput(log.bots[seat]?.name)} fails to decide (${messageOf(e)})`,
      );
    }
    asked++;
  };
  const onEvent = (event: ReplayEvent): void => {
    if (event.kind === 'dealt') {
      plan = [];
      lastTurn = 0;
      return;
    }
    if (event.kind !== 'move') return;
    const { before, after, move, deal } = event;
    if (plan.length === 0) ask(before, deal);
    const decided = plan.shift();
    if (canonical(decided) !== canonical(move)) {
      throw new BotCheckError(
        `deal ${String(deal + 1)}, turn ${String(before.turnNumber)}, seat ${String(before.turn)}: the bot ${quoteInput(log.bots[before.turn]?.name)} decides ${quoteInput(decided ?? 'nothing more', 80)} where the log has ${quoteInput(move, 80)}`,
      );
    }
    // Where playGame stops a plan: the deal is over, the turn has passed, or the seat is to draw again.
    if (after.phase === 'over' || after.turn !== before.turn || after.phase === 'draw') plan = [];
  };
  return { onEvent, decisions: () => asked };
}
