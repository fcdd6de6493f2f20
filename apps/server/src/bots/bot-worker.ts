// The bots' worker thread (run by tinypool): decides for one seat from that seat's view, so a bot's thinking never
// holds up the server's event loop. One bot per level is made once and kept.

import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { type Bot, createBot } from '@birimba/ai';
import type { Move, PlayerView } from '@birimba/engine';

/** The nice value of a bot thread: a bot's thinking yields the CPU to the rooms' event loop (the players' moves) when
 * the machine is busy, instead of competing with it as an equal. */
export const BOT_NICE = 10;

// Linux lets one thread's priority be set by its thread id (`/proc/thread-self` names it); elsewhere the bots keep
// the process's priority.
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, BOT_NICE);
} catch {
  // not Linux, or not allowed: nothing to do
}

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
