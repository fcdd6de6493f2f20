// What the room's bar says of the people during play: a visitor asking for an offline player's seat (Let in / No with
// the warning that the asker's device has no proof, for the host, or for anyone while the host is offline; the seat's
// own device asked whether it is them), a turn whose time ran out (every screen), Away, a player away
// (this one gets "I'm back"), the wait for an offline player whose turn it is, and the move timer as `data-deadline`.

import { html, render } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoomSeat } from '@birimba/protocol';
import { OnlineScreens } from '../src/online/screens/lobby.js';
import type { OnlineGame } from '../src/online/room/online-game.js';
import { ONLINE_TEXTS } from '../src/texts/online-texts.js';
import { roomSeat } from './support/room-seat.js';
import { guestAccount, idleQueue } from './support/guest-account.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const person = (name: string, more: Partial<RoomSeat> = {}): RoomSeat => roomSeat({ name, ...more });
const bot: RoomSeat = { ...person(''), occupant: 'bot', connected: false, level: 'easy' };

/** The room's bar of the player at seat 0 with `seats`; what they sent. */
function barOf(
  seats: RoomSeat[],
  more: {
    host?: number;
    turn?: number;
    lang?: 'en' | 'el';
    deadlineAt?: number | null;
    graceAt?: number | null;
    watching?: boolean;
  } = {},
): { el: HTMLElement; sent: unknown[][] } {
  const sent: unknown[][] = [];
  const host = more.host ?? 0;
  const game = {
    room: { code: 'ABCDEFGHJK', stage: 'playing', seats, host, turn: more.turn ?? 0, moveTimer: 60 },
    connection: 'in-room',
    deadlineAt: more.deadlineAt ?? null,
    visitor: null,
    mySeat: 0,
    watching: more.watching ?? false,
    isHost: host === 0,
    answersAsks: host === 0 || seats[host]?.connected !== true,
    answersAsk: (seat: number) =>
      seats[seat]?.askAnswer === 'owner' ? seat === 0 : host === 0 || seats[host]?.connected !== true,
    problem: null,
    problemFacts: null,
    graceEndsAt: () => more.graceAt ?? null,
    letIn: (seat: number, allow = true, asker?: string) => sent.push(['let-in', seat, allow, asker]),
    away: (away: boolean) => sent.push(['away', away]),
    leave: () => Promise.resolve(),
    account: guestAccount(),
    rated: idleQueue(),
  } as unknown as OnlineGame;
  const el = document.createElement('div');
  // The room's bar and its part of the status line (the move timer, the host's tools).
  const draw = (): void => {
    const o = ONLINE_TEXTS[more.lang ?? 'en'];
    render(html`${screens.bar(o, 1_000_000)}${screens.statusTools(o, 1_000_000)}`, el);
  };
  const shell = Object.assign(document.createElement('div'), { addController: () => undefined, requestUpdate: draw });
  const screens = new OnlineScreens(shell as never, game, () => '');
  document.body.append(el);
  draw();
  return { el, sent };
}

const press = (el: HTMLElement, selector: string): void => el.querySelector<HTMLButtonElement>(selector)?.click();

describe('the room’s notices', () => {
  it('asks the host to let a visitor in to an offline seat, says the device has no proof, and sends the answer', () => {
    const asked = person('Maria', { connected: false, askedBy: 'Maria', askAnswer: 'table' });
    const { el, sent } = barOf([person('Eleni'), asked, bot, bot]);
    expect(el.querySelector('[data-asked-seat="1"]')?.textContent).toContain('Maria asks to come back');
    expect(el.querySelector('[data-asked-seat="1"] [data-no-proof]')?.textContent).toContain(
      'No proof: this device has never played at Maria’s seat',
    );
    press(el, '[data-action="let-in"][data-seat="1"]');
    press(el, '[data-action="refuse-seat"][data-seat="1"]');
    // Each answer names the asker it was given to.
    expect(sent).toEqual([
      ['let-in', 1, true, 'Maria'],
      ['let-in', 1, false, 'Maria'],
    ]);
  });

  it('says in Greek too that the asker’s device has no proof', () => {
    const asked = person('Nikos', { connected: false, askedBy: 'Νίκος', askAnswer: 'table' });
    const { el } = barOf([person('Eleni'), asked, bot, bot], { lang: 'el' });
    expect(el.querySelector('[data-no-proof]')?.textContent).toContain(
      'Καμία απόδειξη: αυτή η συσκευή δεν έχει παίξει ποτέ στη θέση «Nikos»',
    );
  });

  it('asks the seat’s own device whether the asker is them, and not the host', () => {
    const mine = barOf([person('Eleni', { askedBy: 'Eleni', askAnswer: 'owner' }), person('Nikos'), bot, bot], {
      host: 1,
    });
    expect(mine.el.querySelector('[data-own-ask]')?.textContent).toContain(
      'Someone on another device asks for your seat, as “Eleni”. Is it you?',
    );
    expect(mine.el.querySelector('[data-no-proof]')).toBeNull();
    press(mine.el, '[data-action="let-in"][data-seat="0"]');
    expect(mine.sent).toEqual([['let-in', 0, true, 'Eleni']]);
    // The host is told, with nothing to answer: only the seat's own device may.
    const host = barOf([person('Eleni'), person('Nikos', { connected: false, askedBy: 'Nikos', askAnswer: 'owner' })]);
    expect(host.el.querySelector('[data-action="let-in"]')).toBeNull();
    expect(host.el.querySelector('[data-owner-answers="1"]')?.textContent).toContain(
      'only a device that played at that seat can let them in',
    );
  });

  it('leaves the answer to the host while the host is here, and to anyone when the host is offline', () => {
    const asked = person('Maria', { connected: false, askedBy: 'Μαρία', askAnswer: 'table' });
    expect(
      barOf([person('Eleni'), asked, person('Nikos'), bot], { host: 2 }).el.querySelector('[data-action="let-in"]'),
    ).toBeNull();
    const { el } = barOf([person('Eleni'), asked, person('Nikos', { connected: false }), bot], { host: 2, lang: 'el' });
    expect(el.querySelector('[data-asked-seat="1"]')?.textContent).toContain('Μαρία: ζητά τη θέση «Maria»');
    expect(el.querySelector('[data-action="let-in"]')).not.toBeNull();
  });

  it('tells everyone whose time ran out, and this player in their own words', () => {
    const { el } = barOf([person('Eleni', { timeouts: 1 }), person('Nikos', { timeouts: 1 }), bot, bot], {
      lang: 'el',
    });
    expect(el.querySelector('[data-timed-out="0"]')?.textContent).toContain('Ο χρόνος σου τελείωσε');
    expect(el.querySelector('[data-timed-out="1"]')?.textContent).toContain('Nikos: τελείωσε ο χρόνος');
  });

  it('gives a player who is away "I’m back", and says who else is', () => {
    const { el, sent } = barOf([
      person('Eleni', { away: true, timeouts: 2 }),
      person('Nikos', { away: true }),
      bot,
      bot,
    ]);
    expect(el.querySelector('[data-away="0"]')?.textContent).toContain('You are away');
    expect(el.querySelector('[data-away="1"]')?.textContent).toContain('Nikos is away');
    // On a phone only its short form shows (their seat says a bot plays).
    expect(el.querySelector<HTMLElement>('[data-away="1"]')?.dataset.short).toBe('Nikos: away');
    press(el, '[data-action="back"]');
    expect(sent).toEqual([['away', false]]);
  });

  it('tells a watcher of seat 0’s person by name: the seat their table is drawn from is not theirs', () => {
    const { el } = barOf([person('Maria', { away: true, timeouts: 2 }), person('Nikos', { timeouts: 1 }), bot, bot], {
      lang: 'el',
      watching: true,
      turn: 0,
      graceAt: 1_030_000,
    });
    expect(el.querySelector('[data-away="0"]')?.textContent).toContain('Maria');
    expect(el.querySelector('[data-action="back"]')).toBeNull();
    expect(el.textContent).not.toContain('Είσαι εκτός');
    expect(el.querySelector('[data-waiting-offline="0"]')?.textContent).toContain('Maria');
  });

  it('offers Away during a match, which asks a bot to play, and not while away', () => {
    const here = barOf([person('Eleni'), person('Nikos'), bot, bot], { lang: 'el' });
    expect(here.el.querySelector('[data-action="away"]')?.textContent?.trim()).toBe('Λείπω');
    expect(here.el.querySelector('[data-action="back"]')).toBeNull();
    press(here.el, '[data-action="away"]');
    expect(here.sent).toEqual([['away', true]]);
    const away = barOf([person('Eleni', { away: true }), person('Nikos'), bot, bot]);
    expect(away.el.querySelector('[data-action="away"]')).toBeNull();
    expect(away.el.querySelector('[data-action="back"]')).not.toBeNull();
  });

  it('says the table waits for an offline player, with the seconds until a bot plays', () => {
    const seats = [person('Eleni'), person('Nikos', { connected: false, graceEnds: 5 }), bot, bot];
    const { el } = barOf(seats, { turn: 1, graceAt: 1_000_000 + 41_200 });
    const wait = el.querySelector('[data-waiting-offline="1"]');
    expect(wait?.getAttribute('data-grace')).toBe('42');
    expect(wait?.textContent).toContain('Nikos is offline: a bot plays their seat in 42 s');
  });

  it('shows the move timer’s seconds left as data-deadline', () => {
    const { el } = barOf([person('Eleni'), bot], { deadlineAt: 1_000_000 + 29_500 });
    expect(el.querySelector('[data-deadline]')?.getAttribute('data-deadline')).toBe('30');
  });
});
