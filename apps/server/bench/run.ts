// The server benchmark (issue 22): `pnpm --filter @birimba/server bench [options]`, against the built server.
//   --rooms 10,100      four-client rooms of each load run (one run per count)
//   --pace human|full|both  one move a second per room, as fast as the rooms go, or both (default both)
//   --bot-rooms-quarter also run each count with expert-bot rooms added, a quarter of all the rooms
//   --seconds 30 --warmup 5  the measuring window and the warm-up before it
//   --loaders N         load processes the rooms are spread over (default 1)
//   --watchers N        watchers in each four-client room (joined with `watch: true`, bytes received counted; default 0)
//   --phrase-every S    each player of a four-client room says a quick phrase every S seconds, staggered (0: none)
//   --compare-social    each run twice, plain and social (--watchers and --phrase-every, or 2 and 10 when not given),
//                       with a row of the differences: issue 35's figure against today's in one run
//   --compare-accounts  each run twice, its people without and with accounts (each joins with its account's key):
//                       what accounts cost a move's round trip, in one run (issue 49)
//   --store N           the store micro-benchmark, N appends (0: skip; default 2000)
//   --deals N           bot levels: deals per level (expert and hard: fewer; 0: skip; default 2)
//   --out FILE          the figures as JSON (default bench/results/server.json)
// Prints a table of each part and writes every figure as JSON; never fails on a missed target, it reports it.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { botLevels } from './bot-levels.js';
import { type LoadFigures, runLoad } from './load.js';
import { type SocialDifference, signed, socialDifferences } from './social.js';
import { load1 } from './stats.js';
import { storeBench } from './store-bench.js';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '10,100' },
    pace: { type: 'string', default: 'both' },
    'bot-rooms-quarter': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    loaders: { type: 'string', default: '1' },
    watchers: { type: 'string' },
    'phrase-every': { type: 'string' },
    'compare-social': { type: 'boolean', default: false },
    'compare-accounts': { type: 'boolean', default: false },
    store: { type: 'string', default: '2000' },
    deals: { type: 'string', default: '2' },
    out: { type: 'string', default: 'bench/results/server.json' },
  },
});

const whole = (name: string, text: string): number => {
  if (!/^\d+$/.test(text)) throw new Error(`--${name} must be a whole number, got ${JSON.stringify(text)}`);
  return Number(text);
};
const counts = values.rooms.split(',').map((r) => whole('rooms', r.trim()));
const paces =
  values.pace === 'both' ? [1000, 0] : values.pace === 'human' ? [1000] : values.pace === 'full' ? [0] : null;
if (paces === null) throw new Error(`--pace must be human, full or both, got ${JSON.stringify(values.pace)}`);
const seconds = whole('seconds', values.seconds);
const warmup = whole('warmup', values.warmup);
const loaders = whole('loaders', values.loaders);
if (loaders < 1) throw new Error('--loaders must be at least 1');
const compare = values['compare-social'];
const watchers = whole('watchers', values.watchers ?? (compare ? '2' : '0'));
const phraseEvery = whole('phrase-every', values['phrase-every'] ?? (compare ? '10' : '0'));
if (compare && watchers === 0 && phraseEvery === 0)
  throw new Error('--compare-social compares with watchers or phrases: not both 0');
/** The social part of each run: none, and (comparing) the watchers and phrases; or the ones asked for. */
const socials = compare
  ? [
      { watchers: 0, phraseEvery: 0 },
      { watchers, phraseEvery },
    ]
  : [{ watchers, phraseEvery }];
/** Without accounts, and (comparing them) with. */
const accountModes = values['compare-accounts'] ? [false, true] : [false];
const socialName = (w: number, p: number): string =>
  `${w > 0 ? ` + ${String(w)} watchers` : ''}${p > 0 ? ` + a phrase / ${String(p)} s` : ''}`;

const results: Record<string, unknown> = { started: new Date().toISOString(), load1: load1() };
console.log(
  `server benchmark: load average ${String(load1())} on ${String((await import('node:os')).cpus().length)} cores`,
);

const runs: LoadFigures[] = [];
for (const rooms of counts) {
  for (const paceMs of paces) {
    for (const [social, accounts] of socials.flatMap((so) => accountModes.map((a) => [so, a] as const))) {
      // Compared with accounts, both runs' rooms come from households of their own: accounts are made per address.
      const households = values['compare-accounts'];
      const base = {
        ...{ rooms, botRooms: 0, botLevel: 'expert', paceMs, seconds, warmup, loaders, accounts, households },
        ...social,
      };
      const pace = `${paceMs === 0 ? 'full' : 'human'}${socialName(social.watchers, social.phraseEvery)}${accounts ? ' + accounts' : ''}`;
      if (values['bot-rooms-quarter']) {
        // The same human rooms, without and then with expert-bot rooms making a quarter of all rooms.
        const humans = rooms - Math.round(rooms / 4);
        runs.push(await runLoad(`${String(humans)} rooms ${pace}`, { ...base, rooms: humans }));
        console.log(JSON.stringify(runs.at(-1)));
        runs.push(
          await runLoad(`${String(humans)} rooms ${pace} + ${String(rooms - humans)} expert-bot rooms`, {
            ...base,
            rooms: humans,
            botRooms: rooms - humans,
          }),
        );
      } else runs.push(await runLoad(`${String(rooms)} rooms ${pace}`, base));
      console.log(JSON.stringify(runs.at(-1)));
    }
  }
}
results.load = runs;
if (runs.length > 0) {
  console.log(
    '\nrooms held | pace | loaders | moves/s | RTT p50 / p95 / p99 ms | KB/room | server CPU | loader loop p99 | load avg | watcher KB/s | phrases/s',
  );
  for (const r of runs)
    console.log(
      `${r.name} | held ${String(r.roomsHeld)} | ${r.pace} | ${String(r.loaders)} | ${String(r.movesPerSecond)} | ${String(r.rttMs.p50)} / ${String(r.rttMs.p95)} / ${String(r.rttMs.p99)} | ${String(r.kbPerRoom)} | ${String(r.serverCpuPct)} % | ${String(r.loaderLoopP99Ms)} ms | ${String(r.load1Before)}→${String(r.load1After)} | ${String(r.watcherKBps)} | ${String(r.phrasesPerSecond)}`,
    );
  if (compare) {
    results.socialDifferences = socialDifferences(runs);
    console.log('\nsocial − plain | RTT p95 ms | KB/room | server CPU | watchers received');
    for (const d of results.socialDifferences as SocialDifference[])
      console.log(
        `${d.name} | ${signed(d.rttP95Ms)} | ${signed(d.kbPerRoom)} | ${signed(d.serverCpuPct)} % | ${String(d.watcherMB)} MB (${String(d.watcherKBps)} KB/s a watcher)`,
      );
  }
}

const appends = whole('store', values.store);
if (appends > 0) {
  results.store = await storeBench(appends);
  console.log('\nstore append ms:', JSON.stringify(results.store));
}
const deals = whole('deals', values.deals);
if (deals > 0) {
  results.botLevels = botLevels(deals);
  console.log('\nCPU per deal by bot level:', JSON.stringify(results.botLevels));
}

const out = resolve(values.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
console.log(`\nwritten to ${out}`);
process.exit(0);
