// The AI worker: gets a bot name, one seat's PlayerView and a seed; posts back the bot's decision. Also tells the
// names the AI registry offers (for the difficulty setting). Runs off the main thread so the page never freezes
// while a bot thinks.

import { type Bot, botKinds, createBot } from '@birimba/ai';
import type { PlayerView } from '@birimba/engine';

export type WorkerRequest =
  | {
      readonly id: number;
      readonly kind?: 'decide';
      readonly bot: string;
      readonly view: PlayerView;
      readonly seed: number;
    }
  | { readonly id: number; readonly kind: 'bots' };

const bots = new Map<string, Bot>();

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const { id } = request;
  try {
    if (request.kind === 'bots') {
      self.postMessage({ id, bots: [...botKinds().keys()] });
      return;
    }
    let bot = bots.get(request.bot);
    if (bot === undefined) {
      bot = createBot(request.bot);
      bots.set(request.bot, bot);
    }
    self.postMessage({ id, decision: bot.decide(request.view, request.seed) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
