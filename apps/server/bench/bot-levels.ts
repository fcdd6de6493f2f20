// The CPU cost of one deal per bot level: whole deals of four bots of the level (`playGame`, as the server's bot
// worker decides: one bot per level, `createBot(level)`), timed by this process's CPU time, not the wall clock.

import { LEVELS, createBot, playGame } from '@birimba/ai';
import { load1 } from './stats.js';

export interface LevelFigures {
  readonly level: string;
  readonly deals: number;
  /** CPU seconds a deal takes (four bots of the level), and per decision. */
  readonly cpuSecondsPerDeal: number;
  readonly cpuMsPerDecision: number;
  readonly decisionsPerDeal: number;
  readonly load1: number;
}

export function botLevels(deals: number): LevelFigures[] {
  return LEVELS.map(({ name }) => {
    // The expert levels take seconds of CPU a deal: fewer deals of them keep the run short.
    const n = name === 'expert' ? 1 : name === 'hard' ? Math.max(1, Math.ceil(deals / 2)) : deals * 5;
    const bot = createBot(name);
    let decisions = 0;
    const start = process.cpuUsage();
    for (let i = 0; i < n; i++) decisions += playGame({ seed: 9000 + i, bots: [bot, bot, bot, bot] }).decisions.length;
    const used = process.cpuUsage(start);
    const cpu = (used.user + used.system) / 1e6;
    return {
      level: name,
      deals: n,
      cpuSecondsPerDeal: Math.round((cpu / n) * 1000) / 1000,
      cpuMsPerDecision: Math.round((cpu / decisions) * 1e5) / 100,
      decisionsPerDeal: Math.round(decisions / n),
      load1: load1(),
    };
  });
}
