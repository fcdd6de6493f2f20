// A bot module that takes a minute to load (its top level waits): a run stays in its start for as long, before any
// deal. Then it plays like the random bot.
import { setTimeout } from 'node:timers/promises';
import { createBot } from '@birimba/ai';

await setTimeout(60_000);

export default function slowToLoad() {
  return createBot('random');
}
