// Leave, in the room's bar: in a match it asks first — a bot plays the seat, the room's link brings the player back —
// and leaves only when confirmed; in the lobby it leaves at once.

import { render } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { OnlineScreens } from '../src/online/screens/lobby.js';
import type { OnlineGame } from '../src/online/room/online-game.js';
import { ONLINE_TEXTS } from '../src/texts/online-texts.js';
import { guestAccount, idleQueue } from './support/guest-account.js';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The room's bar at `stage`, drawn again after each change the screens ask for; how often the game left. */
function barAt(stage: string, lang: 'en' | 'el' = 'en'): { el: HTMLElement; left: () => number } {
  let leaves = 0;
  const game = {
    room: { code: 'ABCDEFGHJK', stage, seats: [], turn: -1 },
    connection: 'in-room',
    deadlineAt: null,
    visitor: null,
    isHost: false,
    problem: null,
    problemFacts: null,
    leave: () => {
      leaves++;
      return Promise.resolve();
    },
    account: guestAccount(),
    rated: idleQueue(),
  } as unknown as OnlineGame;
  const el = document.createElement('div');
  const draw = (): void => void render(screens.bar(ONLINE_TEXTS[lang], Date.now()), el);
  const host = Object.assign(document.createElement('div'), { addController: () => undefined, requestUpdate: draw });
  const screens = new OnlineScreens(host as never, game, () => '');
  document.body.append(el);
  draw();
  return { el, left: () => leaves };
}

const press = (el: HTMLElement, name: string): void =>
  el.querySelector<HTMLButtonElement>(`button[data-action="${name}"]`)?.click();

describe('Leave', () => {
  it('asks first in a match, and leaves only when confirmed', () => {
    const { el, left } = barAt('playing');
    press(el, 'leave');
    expect(left()).toBe(0);
    expect(el.querySelector('[data-leave-ask]')?.textContent).toContain('the room’s link brings you back');
    press(el, 'cancel-leave');
    expect([left(), el.querySelector('[data-leave-ask]')]).toEqual([0, null]);
    press(el, 'leave');
    press(el, 'confirm-leave');
    expect(left()).toBe(1);
  });

  it('asks in Greek on a Greek table', () => {
    const { el } = barAt('deal-over', 'el');
    press(el, 'leave');
    expect(el.querySelector('[data-leave-ask] p')?.textContent).toMatch(/^Να φύγεις από την παρτίδα;/);
    expect(el.querySelector('button[data-action="confirm-leave"]')?.textContent?.trim()).toBe('Φεύγω');
  });

  it('leaves the lobby at once: nothing is lost there', () => {
    const { el, left } = barAt('lobby');
    press(el, 'leave');
    expect(left()).toBe(1);
  });
});
