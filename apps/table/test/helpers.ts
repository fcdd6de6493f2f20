// Shared test helpers: mount a table with the synchronous decision seam, wait for the bots, play seat 0 through
// the UI the way a person would (clicks on data-card / data-action), and read the saved game.

import { botKinds, createBot } from '@birimba/ai';
import {
  type Card,
  type GameState,
  type Move,
  type PlayerView,
  DECK,
  formatCard,
  restoreGame,
  viewFor,
} from '@birimba/engine';
import { vi } from 'vitest';
import '../src/index.js';
import type { BirimbaTable } from '../src/birimba-table.js';
import type { BadAttributeDetail } from '../src/attributes/check-attributes.js';

export const syncDecide = (bot: string, view: PlayerView, seed: number) => createBot(bot).decide(view, seed);
/** The seam with the hint's expert at the `hard` level's budget (200 rollouts, not 3200): for tests of what the table
 * does with a hint, where the search's strength is not what is tested (the expert's own tests measure that). */
export const quickHintDecide = (bot: string, view: PlayerView, seed: number) =>
  (bot === 'expert' ? createBot('expert', { iterations: 200 }) : createBot(bot)).decide(view, seed);
export const registryNames = (): string[] => [...botKinds().keys()];

export interface MountOptions {
  readonly seed?: string;
  readonly storageKey?: string;
  readonly lang?: string;
  readonly seats?: string;
  /** The decision seam (default `syncDecide`: every bot as the registry makes it). */
  readonly decide?: typeof syncDecide;
}

export async function mount(options: MountOptions = {}): Promise<BirimbaTable> {
  const el = document.createElement('birimba-table');
  el.decisionFunction = options.decide ?? syncDecide;
  el.botNamesFunction = registryNames;
  el.setAttribute('ai-delay', '0');
  el.setAttribute('seed', options.seed ?? '7');
  if (options.storageKey !== undefined) el.setAttribute('storage-key', options.storageKey);
  if (options.lang !== undefined) el.setAttribute('lang', options.lang);
  if (options.seats !== undefined) el.setAttribute('seats', options.seats);
  document.body.append(el);
  await settle(el);
  return el;
}

/** A table with these attributes (ai-delay 0, seed 7 and the storage key unless given) and the `bad-attribute`
 * refusals it fires, heard from before it is on the page; console warnings silenced (spied on). */
export async function mountWith(
  key: string,
  attributes: Record<string, string>,
): Promise<{ el: BirimbaTable; refused: BadAttributeDetail[] }> {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const el = document.createElement('birimba-table');
  el.decisionFunction = syncDecide;
  el.botNamesFunction = registryNames;
  for (const [name, value] of Object.entries({ 'ai-delay': '0', seed: '7', 'storage-key': key, ...attributes }))
    el.setAttribute(name, value);
  const refused: BadAttributeDetail[] = [];
  el.addEventListener('birimba-error', (e) => {
    if (e.detail.code === 'bad-attribute') refused.push(e.detail);
  });
  document.body.append(el);
  await settle(el);
  return { el, refused };
}

export const root = (el: BirimbaTable): ShadowRoot => el.shadowRoot as ShadowRoot;
export const q = <T extends Element = HTMLElement>(el: BirimbaTable, selector: string): T | null =>
  root(el).querySelector<T>(selector);
export const qa = (el: BirimbaTable, selector: string): HTMLElement[] => [
  ...root(el).querySelectorAll<HTMLElement>(selector),
];

export function status(el: BirimbaTable): { turn: number; phase: string } {
  const s = q(el, '[data-status]');
  return { turn: Number(s?.getAttribute('data-turn')), phase: s?.getAttribute('data-phase') ?? '' };
}

/** Waits until seat 0 is to act or the game is over (the bots play with ai-delay 0 on timers). */
export async function settle(el: BirimbaTable, limit = 5000): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await el.updateComplete;
    const s = status(el);
    if (s.phase === 'over' || (s.turn === 0 && !Number.isNaN(s.turn) && q(el, '[data-thinking]') === null)) {
      await new Promise((r) => setTimeout(r, 0));
      await el.updateComplete;
      const again = status(el);
      if (again.phase === s.phase && again.turn === s.turn) return;
    }
    await new Promise((r) => setTimeout(r, 0));
  }
  throw new Error('the bots did not hand the turn back');
}

/** Waits (on timers, as the bots play) until `done` holds; fails after `limit` rounds. */
export async function until(done: () => boolean, limit = 20000): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (done()) return;
    await new Promise((r) => setTimeout(r, 0));
  }
  throw new Error('the condition never held');
}

/** Waits until the deal shown is over (bots playing every seat on timers). */
export async function untilOver(el: BirimbaTable, limit = 20000): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await el.updateComplete;
    if (status(el).phase === 'over') return;
    await new Promise((r) => setTimeout(r, 0));
  }
  throw new Error('the deal did not end');
}

export function click(el: BirimbaTable, selector: string): void {
  const target = q(el, selector);
  if (target === null) throw new Error(`nothing matches ${selector}`);
  target.click();
}

/** The full state as saved under the storage key (tests only: the element never exposes it). */
export function savedState(key: string): GameState {
  const text = localStorage.getItem(key);
  if (text === null) throw new Error('nothing saved');
  const data = JSON.parse(text) as { game: unknown };
  return restoreGame(data.game).getSnapshot().context.game;
}

/** Cards seat 0 must not see. Once the deal is over the hands are shown (their points are counted against their
 * team, rules §7): only the stock and the untaken birimbakia stay hidden. */
export const hiddenFrom0 = (state: GameState): Card[] => [
  ...state.stock,
  ...state.birimbakia.flat(),
  ...(state.phase === 'over'
    ? []
    : [1, 2, 3].flatMap((s) =>
        (state.hands[s] ?? []).filter((c) => !(state.known[s] ?? []).some((k) => k.id === c.id)),
      )),
];

export const visibleTo0 = (state: GameState): Card[] => {
  const v = viewFor(state, 0);
  const others =
    state.phase === 'over'
      ? [1, 2, 3].flatMap((s) => state.hands[s] ?? [])
      : v.known.flat().filter((c) => !v.hand.includes(c));
  return [...v.hand, ...v.pile, ...v.melds.flatMap((m) => m.cards), ...others];
};

/** The face-up cards a seat's zone shows: what it took with the pile, or its whole hand once the deal is over. */
export const shownAtSeat = (state: GameState, seat: number): number =>
  state.phase === 'over' ? (state.hands[seat]?.length ?? 0) : (state.known[seat]?.length ?? 0);

/** Selects the hand cards of these ids by clicking not-yet-selected buttons with the same notation. */
export async function selectCards(el: BirimbaTable, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    const notation = formatCard(DECK[id] as Card);
    const button = qa(el, `[data-zone="hand"] [data-card="${notation}"]`).find(
      (b) => b.getAttribute('aria-pressed') !== 'true',
    );
    if (button === undefined) throw new Error(`no unselected ${notation} in hand`);
    button.click();
    await el.updateComplete;
  }
}

/** Plays one move of seat 0 through the UI. */
export async function playThroughUi(el: BirimbaTable, move: Move): Promise<void> {
  switch (move.type) {
    case 'draw':
      click(el, '[data-action="draw"]');
      break;
    case 'takePile':
      click(el, '[data-action="take-pile"]');
      break;
    case 'meld':
      await selectCards(el, move.cards);
      click(el, '[data-action="meld"]');
      break;
    case 'layOff':
      await selectCards(el, move.cards);
      click(el, `[data-meld="${move.meldId}"]`);
      break;
    case 'discard':
      await selectCards(el, [move.card]);
      click(el, '[data-action="discard"]');
      break;
  }
  await el.updateComplete;
}

/**
 * Plays seat 0's turns through the UI (choosing with the greedy bot on seat 0's view) until the game is over;
 * `each` runs after every human action and every settle.
 */
export async function playWholeGame(
  el: BirimbaTable,
  key: string,
  each?: () => void,
  maxSteps = 2000,
): Promise<number> {
  const greedy = createBot('greedy');
  let steps = 0;
  while (status(el).phase !== 'over') {
    if (++steps > maxSteps) throw new Error('the game did not end');
    const view = viewFor(savedState(key), 0);
    const decision = greedy.decide(view, steps);
    const move = decision.moves[0];
    if (move === undefined) throw new Error('the bot gave no move');
    await playThroughUi(el, move);
    const error = q(el, '[data-error]');
    if (error !== null) throw new Error(`the UI refused ${JSON.stringify(move)}: ${error.textContent ?? ''}`);
    each?.();
    await settle(el);
    each?.();
  }
  return steps;
}
