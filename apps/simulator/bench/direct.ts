// Plays deals in this thread without the simulator, for bench/run.ts to compare with: `pure` is a plain loop with
// @birimba/ai's playGame (the engine's pure API); `core` and `machine` the simulator's own game loop (through the
// engine's pure core, or its xstate actor) without its pool, statistics or files.
// Usage: tsx bench/direct.ts <pure|core|machine> <bot> <deals> [first seed];
// prints {"games", "seconds", "cpuSeconds", "checksum"}.

import { createBot, playGame } from '@birimba/ai';
import { resolveRules } from '@birimba/engine';
import { playUnit } from '../dist/game.js';

const [mode = 'pure', kind = 'random', dealsArg = '100', firstArg = '1'] = process.argv.slice(2);
// The simulator turns the classic player's explanations off; so does this loop, to play the very same games.
const bot = createBot(kind, kind === 'classic' ? { explain: false } : {});
const bots = [bot, bot, bot, bot] as const;
const rules = resolveRules({});
const deals = Number(dealsArg);
const first = Number(firstArg);
let checksum = 0;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
for (let seed = first; seed < first + deals; seed++) {
  if (mode === 'pure') {
    const game = playGame({ seed, bots, now: () => performance.now() });
    checksum += game.scores.teams[0].total - game.scores.teams[1].total;
  } else {
    const [game] = playUnit({
      seed,
      rules,
      bots,
      engine: mode === 'core' ? 'core' : 'machine',
      onDecision: () => undefined,
    });
    if (game === undefined) throw new Error('no game');
    checksum += game.scores.teams[0].total - game.scores.teams[1].total;
  }
}
const seconds = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
console.log(JSON.stringify({ games: deals, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, checksum }));
