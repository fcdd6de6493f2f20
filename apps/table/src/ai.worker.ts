// The AI worker: gets a bot name, one seat's PlayerView and a seed; posts back the bot's decision.
// Runs off the main thread so the page never freezes while a bot thinks.

import { type Bot, createBot } from '@birimba/ai';
import type { PlayerView } from '@birimba/engine';

export interface DecideRequest {
  readonly id: number;
  readonly bot: string;
  readonly view: PlayerView;
  readonly seed: number;
}

const bots = new Map<string, Bot>();

self.addEventListener('message', (event: MessageEvent<DecideRequest>) => {
  const { id, bot: name, view, seed } = event.data;
  try {
    let bot = bots.get(name);
    if (bot === undefined) {
      bot = createBot(name);
      bots.set(name, bot);
    }
    self.postMessage({ id, decision: bot.decide(view, seed) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
