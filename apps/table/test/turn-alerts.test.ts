// "It is your turn" online: the tab's title carries «(Σειρά σου) » / "(Your turn) " while it is the player's turn, in
// the table's language, and loses it after; when the turn comes (once, not at every change) a sound and a vibration,
// and a notification only with the page hidden and the browser's yes; none while a bot plays for the player; each as
// the settings say, which the device remembers — a notification asked of the browser first.

import { render } from 'lit';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@birimba/engine';
import type { RoomSeat } from '@birimba/protocol';
import { DEFAULT_PREFERENCES, Preferences } from '../src/online/device/preferences.js';
import { TurnAlerts } from '../src/online/device/turn-alerts.js';
import type { OnlineGame } from '../src/online/room/online-game.js';
import { OnlineScreens } from '../src/online/screens/lobby.js';
import { OnlineSettings } from '../src/online/screens/online-settings.js';
import { ONLINE_TEXTS } from '../src/texts/online-texts.js';
import { FakeDevice } from './support/alert-device.js';
import { roomSeat } from './support/room-seat.js';
import { guestAccount, idleQueue } from './support/guest-account.js';

/** Maria's game at seat 2, whose turn and stand-in the test moves. */
function mariasGame(): {
  game: OnlineGame;
  turnTo: (seat: number, phase?: string) => void;
  standIn: (on: boolean) => void;
} {
  const seats: RoomSeat[] = [roomSeat({ name: 'Eleni' }), roomSeat({ name: 'Nikos' }), roomSeat({ name: 'Maria' })];
  const state = {
    account: guestAccount(),
    rated: idleQueue(),
    view: { turn: 0, phase: 'draw' } as { turn: number; phase: string } | null,
    mySeat: 2,
    visitor: null,
    room: { stage: 'playing', seats, code: 'ABCDEFGHJK', turn: 0 },
    subscribe: () => () => undefined,
    connection: 'in-room',
    deadlineAt: null,
    problem: null,
    graceEndsAt: () => null,
  };
  return {
    game: state as unknown as OnlineGame,
    turnTo: (seat, phase = 'draw') => {
      state.view = { turn: seat, phase };
    },
    standIn: (on) => {
      seats[2] = { ...seats[2]!, standIn: on };
    },
  };
}

function alertsOf(game: OnlineGame, device: FakeDevice, locale: { now: Locale }): TurnAlerts {
  const texts = (): (typeof ONLINE_TEXTS)[Locale] => ONLINE_TEXTS[locale.now];
  return new TurnAlerts(game, new Preferences(() => localStorage), texts, Object.values(ONLINE_TEXTS), device);
}

describe('the tab’s title', () => {
  it('says it is your turn while it is, in the table’s language, and not after', () => {
    const { game, turnTo } = mariasGame();
    const device = new FakeDevice();
    const locale = { now: 'el' as Locale };
    const alerts = alertsOf(game, device, locale);
    alerts.check();
    expect(device.title).toBe('Birimba online');
    turnTo(2);
    alerts.check();
    expect(device.title).toBe('(Σειρά σου) Birimba online');
    turnTo(2, 'play');
    alerts.check();
    expect(device.title).toBe('(Σειρά σου) Birimba online');
    // The page follows the table's language with a title of its own: the mark comes back in that language.
    locale.now = 'en';
    device.title = 'Μπιρίμπα online';
    alerts.check();
    expect(device.title).toBe('(Your turn) Μπιρίμπα online');
    turnTo(0);
    alerts.check();
    expect(device.title).toBe('Μπιρίμπα online');
    turnTo(2);
    alerts.check();
    alerts.stop();
    expect(device.title).toBe('Μπιρίμπα online');
  });

  it('is not marked while a bot plays for the player, nor at the deal’s end', () => {
    const { game, turnTo, standIn } = mariasGame();
    const device = new FakeDevice();
    const alerts = alertsOf(game, device, { now: 'en' });
    standIn(true);
    turnTo(2);
    alerts.check();
    expect([device.title, device.played, device.buzzed]).toEqual(['Birimba online', 0, 0]);
    standIn(false);
    turnTo(2, 'over');
    alerts.check();
    expect(device.title).toBe('Birimba online');
  });
});

describe('when the turn comes', () => {
  it('plays a sound and vibrates once a turn, not at every change', () => {
    const { game, turnTo } = mariasGame();
    const device = new FakeDevice();
    const alerts = alertsOf(game, device, { now: 'en' });
    turnTo(2);
    alerts.check();
    turnTo(2, 'play');
    alerts.check();
    alerts.check();
    expect([device.played, device.buzzed, alerts.sounds, alerts.vibrations]).toEqual([1, 1, 1, 1]);
    turnTo(0);
    alerts.check();
    turnTo(2);
    alerts.check();
    expect([device.played, alerts.sounds]).toEqual([2, 2]);
    // Nothing to notify: the page is in sight, and notifications are off by default.
    expect(device.notices).toEqual([]);
  });

  it('notifies only with the setting on, the browser’s yes and the page hidden', () => {
    const { game, turnTo } = mariasGame();
    const device = new FakeDevice('granted');
    new Preferences(() => localStorage).set({ turnNotify: true, turnSound: false, turnVibrate: false });
    const alerts = alertsOf(game, device, { now: 'el' });
    const turn = (): void => {
      turnTo(0);
      alerts.check();
      turnTo(2);
      alerts.check();
    };
    turn();
    expect(device.notices).toEqual([]);
    device.isHidden = true;
    turn();
    expect(device.notices).toEqual([['Μπιρίμπα: σειρά σου', 'Ήρθε η σειρά σου να παίξεις.']]);
    device.allowed = 'denied';
    turn();
    expect([device.notices.length, alerts.notifications, device.played, device.buzzed]).toEqual([1, 1, 0, 0]);
  });

  it('is counted on the room’s bar, for a page’s tests', () => {
    const { game, turnTo } = mariasGame();
    const device = new FakeDevice();
    const el = document.createElement('div');
    const draw = (): void => void render(screens.bar(ONLINE_TEXTS.en, Date.now()), el);
    const shell = Object.assign(document.createElement('div'), { addController: () => undefined, requestUpdate: draw });
    const screens = new OnlineScreens(shell as never, game, () => '', { device });
    turnTo(2);
    screens.alerts.check();
    draw();
    expect(el.querySelector('[data-room-bar]')?.getAttribute('data-turn-sounds')).toBe('1');
    expect(el.querySelector('[data-room-bar]')?.getAttribute('data-turn-vibrations')).toBe('1');
  });
});

describe('the settings', () => {
  const fields = (device: FakeDevice, lang: Locale = 'en'): HTMLElement => {
    const el = document.createElement('div');
    document.body.append(el);
    const settings = new OnlineSettings(new Preferences(() => localStorage), device, () => draw());
    const draw = (): void => void render(settings.render(ONLINE_TEXTS[lang]), el);
    draw();
    return el;
  };
  const box = (el: HTMLElement, name: string): HTMLInputElement | null =>
    el.querySelector<HTMLInputElement>(`[data-setting="${name}"]`);

  it('offer sound and vibration on, notifications off, and remember each', () => {
    const el = fields(new FakeDevice(), 'el');
    expect(['phrases', 'turn-sound', 'turn-vibrate', 'turn-notify'].map((n) => box(el, n)?.checked)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(el.querySelector('label[for="pref-turn-sound"]')?.textContent).toBe('Ήχος όταν έρχεται η σειρά μου');
    box(el, 'turn-sound')?.click();
    box(el, 'turn-vibrate')?.click();
    expect(new Preferences(() => localStorage).value).toEqual({
      ...DEFAULT_PREFERENCES,
      turnSound: false,
      turnVibrate: false,
    });
  });

  it('ask the browser before notifying, and stay off with a word when it says no', async () => {
    const yes = new FakeDevice('default', 'granted');
    const el = fields(yes);
    box(el, 'turn-notify')?.click();
    await Promise.resolve();
    expect([yes.asked, new Preferences(() => localStorage).value.turnNotify]).toEqual([1, true]);
    localStorage.clear();
    const no = new FakeDevice('default', 'denied');
    const refused = fields(no);
    box(refused, 'turn-notify')?.click();
    await Promise.resolve();
    expect(new Preferences(() => localStorage).value.turnNotify).toBe(false);
    expect(box(refused, 'turn-notify')?.checked).toBe(false);
    expect(refused.querySelector('[data-notify-refused]')?.textContent).toContain('does not allow notifications');
  });

  it('leave out what the device has not', () => {
    const device = new FakeDevice('unsupported');
    device.canVibrate = false;
    const el = fields(device);
    expect([box(el, 'turn-vibrate'), box(el, 'turn-notify')]).toEqual([null, null]);
    expect(box(el, 'turn-sound')).not.toBeNull();
  });
});
