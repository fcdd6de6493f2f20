// The host's tools during a match: every screen shows who paused («Παύση — Maria»), the host alone has Pause (Resume
// while paused) and the host's menu — Make host for a person at the table, Give the seat to a bot for one offline,
// which asks first, and its own Close (Escape too, the focus back on the menu's button) — and each sends its message;
// a seat the host gave to a bot is a line of every screen's log; in the lobby, Ask to leave waits for the host's yes.

import { html, render } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicRoomState, RoomSeat } from '@birimba/protocol';
import { HostNotes } from '../src/online/room/host-notes.js';
import { RoomTalk } from '../src/online/room/room-talk.js';
import { lobbyPersonTools } from '../src/online/screens/host-tools.js';
import { OnlineScreens } from '../src/online/screens/lobby.js';
import type { OnlineGame } from '../src/online/room/online-game.js';
import { ONLINE_TEXTS } from '../src/texts/online-texts.js';
import { roomSeat } from './support/room-seat.js';
import { guestAccount, idleQueue } from './support/guest-account.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const bot: RoomSeat = roomSeat({ occupant: 'bot', connected: false, level: 'easy' });

/** The room's bar of the player at seat 0 (the host unless `host` says otherwise); what they sent. */
function barOf(more: { host?: number; pausedBy?: string; lang?: 'en' | 'el' } = {}): {
  el: HTMLElement;
  sent: unknown[][];
} {
  const sent: unknown[][] = [];
  const host = more.host ?? 0;
  const seats = [
    roomSeat({ name: 'Maria' }),
    roomSeat({ name: 'Nikos', connected: false }),
    roomSeat({ name: 'Eleni' }),
    bot,
  ];
  const game = {
    room: { code: 'ABCDEFGHJK', stage: 'playing', seats, host, turn: 0, moveTimer: 0, pausedBy: more.pausedBy ?? '' },
    connection: 'in-room',
    deadlineAt: null,
    visitor: null,
    mySeat: 0,
    isHost: host === 0,
    answersAsks: host === 0,
    problem: null,
    problemFacts: null,
    graceEndsAt: () => null,
    hostTool: (type: string, payload: unknown) => sent.push([type, payload]),
    away: () => undefined,
    leave: () => Promise.resolve(),
    account: guestAccount(),
    rated: idleQueue(),
  } as unknown as OnlineGame;
  const el = document.createElement('div');
  // The room's bar (the pause banner) and its part of the status line (Pause, the host's menu).
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
const text = (el: HTMLElement, selector: string): string | null =>
  el.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;

describe('the host’s tools on the room’s bar', () => {
  it('show every screen who paused, in English and Greek; the others have no Pause', () => {
    expect(text(barOf({ host: 2, pausedBy: 'Maria' }).el, '[data-paused] strong')).toBe('Paused — Maria');
    const { el } = barOf({ host: 2, pausedBy: 'Maria', lang: 'el' });
    expect(text(el, '[data-paused] strong')).toBe('Παύση — Maria');
    expect(el.querySelector('[data-action="pause"], [data-action="resume"], [data-action="host-tools"]')).toBeNull();
    expect(barOf({ host: 2 }).el.querySelector('[data-paused]')).toBeNull();
  });

  it('give the host Pause, and Resume in its place while paused', () => {
    const running = barOf();
    expect(running.el.querySelector('[data-action="resume"]')).toBeNull();
    press(running.el, '[data-action="pause"]');
    const paused = barOf({ pausedBy: 'Maria' });
    expect(paused.el.querySelector('[data-action="pause"]')).toBeNull();
    press(paused.el, '[data-action="resume"]');
    expect([...running.sent, ...paused.sent]).toEqual([
      ['pause', { paused: true }],
      ['pause', { paused: false }],
    ]);
  });

  it('open the host’s menu: Make host for a person at the table, the seat to a bot for one offline', () => {
    const { el, sent } = barOf();
    expect(el.querySelector('[data-host-menu]')).toBeNull();
    press(el, '[data-action="host-tools"]');
    expect(el.querySelector('[data-action="host-tools"]')?.getAttribute('aria-expanded')).toBe('true');
    // Nikos is offline: his seat may go to a bot; Eleni is here: she may be made host. Nobody for the bot's seat.
    expect(el.querySelector('[data-action="pass-host"][data-for-seat="1"]')).toBeNull();
    expect(el.querySelector('[data-action="give-to-bot"][data-for-seat="2"]')).toBeNull();
    expect(el.querySelector('[data-for-seat="3"]')).toBeNull();
    expect(el.querySelector('[data-action="pass-host"][data-for-seat="2"]')?.getAttribute('aria-label')).toBe(
      'Make host: Eleni',
    );
    press(el, '[data-action="pass-host"][data-for-seat="2"]');
    expect(sent).toEqual([['pass-host', { seat: 2 }]]);
  });

  it('ask the host before an offline player’s seat goes to a bot: no keeps it, yes gives it', () => {
    const { el, sent } = barOf({ lang: 'el' });
    press(el, '[data-action="host-tools"]');
    press(el, '[data-action="give-to-bot"][data-for-seat="1"]');
    expect(text(el, '[data-give-ask="1"] p')).toBe(
      'Να παίζει ο υπολογιστής τη θέση: Nikos, ως το τέλος της παρτίδας, αν δεν επιστρέψει;',
    );
    press(el, '[data-action="cancel-give-to-bot"][data-for-seat="1"]');
    expect(el.querySelector('[data-give-ask]')).toBeNull();
    expect(sent).toEqual([]);
    press(el, '[data-action="give-to-bot"][data-for-seat="1"]');
    press(el, '[data-action="give-to-bot-confirm"][data-for-seat="1"]');
    expect(sent).toEqual([['give-to-bot', { seat: 1 }]]);
    expect(el.querySelector('[data-give-ask]')).toBeNull();
  });

  it('close the host’s menu with its own button, in English and Greek, the focus back on the menu’s button', () => {
    for (const [lang, label, words] of [
      ['en', 'Close the host tools', 'Close'],
      ['el', 'Κλείσιμο των εργαλείων οικοδεσπότη', 'Κλείσιμο'],
    ] as const) {
      const { el } = barOf({ lang });
      press(el, '[data-action="host-tools"]');
      const close = el.querySelector<HTMLButtonElement>('[data-host-menu] [data-action="close-host-tools"]');
      expect(close?.getAttribute('aria-label')).toBe(label);
      expect(close?.textContent?.trim()).toBe(words);
      close?.focus();
      close?.click();
      expect(el.querySelector('[data-host-menu]')).toBeNull();
      const opener = el.querySelector('[data-action="host-tools"]');
      expect(opener?.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(opener);
      document.body.innerHTML = '';
    }
  });

  it('close the host’s menu with Escape from inside it or from its button, the table’s Escape left undone', () => {
    const { el } = barOf();
    const escapes: Event[] = [];
    el.addEventListener('keydown', (e) => escapes.push(e));
    const escape = (target: Element | null): void =>
      void target?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    for (const from of ['[data-host-menu] [data-action="pass-host"]', '[data-action="host-tools"]']) {
      press(el, '[data-action="host-tools"]');
      const inside = el.querySelector<HTMLElement>(from);
      inside?.focus();
      escape(inside);
      expect(el.querySelector('[data-host-menu]'), from).toBeNull();
      expect(document.activeElement, from).toBe(el.querySelector('[data-action="host-tools"]'));
    }
    // The table's own Escape (it clears the selection) never heard them.
    expect(escapes).toEqual([]);
    // With the menu closed, Escape is the table's again.
    escape(el.querySelector('[data-action="host-tools"]'));
    expect(escapes).toHaveLength(1);
  });
});

describe('a seat the host gave to a bot, in the log of every screen', () => {
  /** The room with Nikos's seat given to a bot (`given`), or not yet. */
  const roomWith = (given: boolean): PublicRoomState =>
    ({
      seats: [
        roomSeat({ name: 'Maria' }),
        roomSeat({ name: 'Nikos', connected: false, left: given, standIn: given, given }),
      ],
    }) as unknown as PublicRoomState;

  it('is noted once, after the move it followed, when the seat’s `given` turns on', () => {
    const notes = new HostNotes();
    notes.seen(null, roomWith(true), 1, 3);
    notes.seen(roomWith(false), roomWith(false), 1, 5);
    expect(notes.lines(1)).toEqual([]);
    notes.seen(roomWith(false), roomWith(true), 1, 7);
    notes.seen(roomWith(true), roomWith(true), 1, 8);
    expect(notes.lines(1)).toEqual([{ kind: 'given', seat: 1, name: 'Nikos', deal: 1, after: 7, n: 1 }]);
    expect(notes.lines(2)).toEqual([]);
    notes.reset();
    expect(notes.lines(1)).toEqual([]);
  });

  it('is a line of the log’s, in Greek and in English, beside what the people said', () => {
    const hostNotes = new HostNotes();
    hostNotes.seen(roomWith(false), roomWith(true), 1, 7);
    const game = {
      room: roomWith(true),
      mySeat: 0,
      match: { deal: 1 },
      talk: new RoomTalk(() => undefined),
      hostNotes,
    } as unknown as OnlineGame;
    const shell = Object.assign(document.createElement('div'), {
      addController: () => undefined,
      requestUpdate: () => undefined,
    });
    const screens = new OnlineScreens(shell as never, game, () => '');
    const words = {
      el: 'Ο οικοδεσπότης έδωσε στον υπολογιστή τη θέση: Nikos',
      en: 'The host gave Nikos’s seat to a bot',
    };
    for (const lang of ['el', 'en'] as const) {
      const lines = screens.talk(ONLINE_TEXTS[lang]).lines;
      expect(lines.map((l) => l.after)).toEqual([7]);
      const el = document.createElement('div');
      render(html`${lines.map((l) => l.line)}`, el);
      expect(text(el, '[data-host-note="given"][data-seat="1"]')).toBe(words[lang]);
    }
  });
});

describe('the host’s tools on a person’s seat in the lobby', () => {
  /** Nikos's seat (1) as the host (Maria, seat 0) sees it; what she sent. */
  function nikosSeat(lang: 'en' | 'el' = 'en'): { el: HTMLElement; sent: unknown[][] } {
    const sent: unknown[][] = [];
    const el = document.createElement('div');
    const game = {
      room: { code: 'ABCDEFGHJK', stage: 'lobby', seats: [roomSeat({ name: 'Maria' }), roomSeat({ name: 'Nikos' })] },
      isHost: true,
      mySeat: 0,
      hostMoving: null as number | null,
      hostKicking: null as number | null,
      hostTool: (type: string, payload: unknown) => {
        sent.push([type, payload]);
        game.hostKicking = null;
        draw();
      },
      pickToMove: () => undefined,
      pickToKick: (seat: number | null) => {
        game.hostKicking = seat;
        draw();
      },
    };
    const draw = (): void => void render(lobbyPersonTools(game as unknown as OnlineGame, 1, ONLINE_TEXTS[lang]), el);
    document.body.append(el);
    draw();
    return { el, sent };
  }

  it('ask the host’s yes before asking a person to leave; No keeps them', () => {
    const { el, sent } = nikosSeat();
    expect(el.querySelector('[data-action="kick"]')?.getAttribute('aria-label')).toBe('Ask to leave: Nikos');
    press(el, '[data-action="kick"]');
    expect(sent).toEqual([]);
    expect(text(el, '[data-action="kick-confirm"]')).toBe('Yes, ask Nikos to leave');
    press(el, '[data-action="cancel-kick"]');
    expect(sent).toEqual([]);
    expect(el.querySelector('[data-action="kick-confirm"]')).toBeNull();
    press(el, '[data-action="kick"]');
    press(el, '[data-action="kick-confirm"]');
    expect(sent).toEqual([['kick', { seat: 1 }]]);
  });

  it('say it in Greek', () => {
    const { el } = nikosSeat('el');
    press(el, '[data-action="kick"]');
    expect(text(el, '[data-action="kick-confirm"]')).toBe('Ναι, να αποχωρήσει: Nikos');
    expect(text(el, '[data-action="cancel-kick"]')).toBe('Όχι, να μείνει');
  });
});
