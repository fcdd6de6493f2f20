// The bots' worker thread (run by tinypool): decides for one seat from that seat's view, so a bot's thinking never
// holds up the server's event loop. One bot per level is made once and kept.

import { type Bot, createBot } from '@birimba/ai';
import type { Move, PlayerView } from '@birimba/engine';

/** What a room asks: the level, the seat's view (never a game state), the decision's seed. */
export interface DecideTask {
  readonly level: string;
  readonly view: PlayerView;
  readonly seed: number;
}

const bots = new Map<string, Bot>();

/** The moves the bot of `level` decides. */
export default function decide(task: DecideTask): readonly Move[] {
  let bot = bots.get(task.level);
  if (bot === undefined) {
    bot = createBot(task.level);
    bots.set(task.level, bot);
  }
  return bot.decide(task.view, task.seed).moves;
}
