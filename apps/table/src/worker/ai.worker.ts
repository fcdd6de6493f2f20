// The AI worker: gets a bot name, one seat's PlayerView and a seed; posts back the bot's decision. Also tells the
// names the AI registry offers (for the difficulty setting), and the coach's verdict on a turn the player has just
// played (`coachTurn`; the table asks it of a worker of its own, so the bots never wait behind it). Runs off the main
// thread so the page never freezes while a bot thinks.

import { type Bot, botKinds, coachTurn, createBot } from '@birimba/ai';
import type { Move, PlayerView } from '@birimba/engine';

export type WorkerRequest =
  | {
      readonly id: number;
      readonly kind?: 'decide';
      readonly bot: string;
      readonly view: PlayerView;
      readonly seed: number;
    }
  | { readonly id: number; readonly kind: 'bots' }
  | {
      readonly id: number;
      readonly kind: 'coach';
      readonly view: PlayerView;
      readonly played: readonly Move[];
      readonly seed: number;
    };

const bots = new Map<string, Bot>();

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const { id } = request;
  try {
    if (request.kind === 'bots') {
      self.postMessage({ id, bots: [...botKinds().keys()] });
      return;
    }
    if (request.kind === 'coach') {
      self.postMessage({ id, verdict: coachTurn(request.view, request.played, request.seed) });
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
