// A room's lobby for each form: its seats grouped by team (partners opposite; two players alone; three teams of
// six) and the number of players among the host's rules.

import { render } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { type Players, resolveRules } from '@birimba/engine';
import { TEXTS } from '../src/texts/i18n.js';
import { OnlineScreens } from '../src/online/screens/lobby.js';
import type { OnlineGame } from '../src/online/room/online-game.js';
import { roomSeat } from './support/room-seat.js';
import { ONLINE_TEXTS } from '../src/texts/online-texts.js';
import { guestAccount, idleQueue } from './support/guest-account.js';

afterEach(() => {
  document.body.innerHTML = '';
});

/** What the lobby asked the room to change. */
let sent: unknown[] = [];

/** Draws the last lobby again, its game changed by `change` (what the room said since), in `lang`. */
let redraw: (change: object, lang?: 'en' | 'el') => void = () => undefined;

/**
 * The lobby of a room of `players` (and other rules), seen by its host at seat 0, drawn into the page; `seated`
 * people sit at the first seats.
 */
function lobbyOf(players: Players, rules: object = {}, seated = 1): HTMLElement {
  sent = [];
  const names = ['Maria', 'Nikos', 'Eleni', 'Kostas'];
  const seats = Array.from({ length: players }, (_, seat) =>
    roomSeat({
      name: seat < seated ? (names[seat] ?? '') : '',
      occupant: seat < seated ? 'human' : 'empty',
      connected: seat < seated,
    }),
  );
  const game = {
    room: {
      code: 'ABCDEFGHJK',
      host: 0,
      seats,
      rules: JSON.stringify(resolveRules({ ...rules, players })),
      botLevel: 'normal',
      chat: false,
    },
    configure: (settings: unknown) => sent.push(settings),
    ready: (ready: boolean) => sent.push({ ready }),
    askSeat: (seat: number) => sent.push({ ask: seat }),
    people: seats.map((s, seat) => ({ ...s, human: s.occupant === 'human', host: seat === 0 })),
    mySeat: 0,
    isHost: true,
    link: 'https://example.org/?room=ABCDEFGHJK',
    connection: 'open',
    problem: null,
    deadlineAt: null,
    visitor: null,
    account: guestAccount(),
    rated: idleQueue(),
  } as unknown as OnlineGame;
  const host = Object.assign(document.createElement('div'), { addController: () => undefined });
  const screens = new OnlineScreens(host as never, game, () => '');
  const el = document.createElement('div');
  document.body.append(el);
  render(screens.lobby(TEXTS.en, ONLINE_TEXTS.en, 'en'), el);
  redraw = (change, lang = 'en') => {
    Object.assign(game, change);
    render(screens.lobby(TEXTS[lang], ONLINE_TEXTS[lang], lang), el);
  };
  return el;
}

const teams = (el: HTMLElement): string[][] =>
  [...el.querySelectorAll('.teams ul')].map((ul) =>
    [...ul.querySelectorAll('[data-seat]')].map((s) => s.getAttribute('data-seat') ?? ''),
  );

describe('a room’s seats by team', () => {
  it('groups four as partners opposite, as ever', () => {
    expect(teams(lobbyOf(4))).toEqual([
      ['0', '2'],
      ['1', '3'],
    ]);
  });

  it('seats two players alone, each a team', () => {
    expect(teams(lobbyOf(2))).toEqual([['0'], ['1']]);
  });

  it('groups six in three teams of partners opposite, named A, B and C', () => {
    const el = lobbyOf(6);
    expect(teams(el)).toEqual([
      ['0', '3'],
      ['1', '4'],
      ['2', '5'],
    ]);
    expect([...el.querySelectorAll('.team-name')].map((n) => n.textContent?.trim())).toEqual([
      'Team A',
      'Team B',
      'Team C',
    ]);
  });

  it('lets the host choose the number of players with the other rules', () => {
    const select = lobbyOf(6).querySelector<HTMLSelectElement>('[data-rule="players"]');
    const chosen = [...(select?.options ?? [])].filter((option) => option.hasAttribute('selected'));
    expect(chosen.map((option) => option.textContent?.trim())).toEqual(['Six, three partnerships']);
  });

  it('offers as first seat only the seats of the room’s form', () => {
    const seats = (el: HTMLElement): string[] =>
      [...(el.querySelector<HTMLSelectElement>('[data-rule="firstSeat"]')?.options ?? [])].map((o) => o.text.trim());
    expect(seats(lobbyOf(2))).toHaveLength(3);
    expect(seats(lobbyOf(4))).toHaveLength(5);
    const six = seats(lobbyOf(6));
    expect(six).toHaveLength(7);
    expect(new Set(six).size).toBe(7);
  });

  it('starts a smaller table at seat 0 when its first seat would not be at it', () => {
    const choose = (el: HTMLElement, players: number): void => {
      const select = el.querySelector<HTMLSelectElement>('[data-rule="players"]') as HTMLSelectElement;
      select.selectedIndex = [...select.options].findIndex((o) => o.text.startsWith(players === 2 ? 'Two' : 'Four'));
      select.dispatchEvent(new Event('change'));
    };
    choose(lobbyOf(6, { firstSeat: 5 }), 4);
    expect(sent).toEqual([{ rules: { players: 4, firstSeat: 0 } }]);
    choose(lobbyOf(6, { firstSeat: 1 }), 2);
    expect(sent).toEqual([{ rules: { players: 2 } }]);
  });

  it('shows the room’s real form after a refused change, and says why in words until the next action', () => {
    const el = lobbyOf(6, {}, 3);
    const select = el.querySelector<HTMLSelectElement>('[data-rule="players"]') as HTMLSelectElement;
    const shownForm = (): string => select.options[select.selectedIndex]?.text.trim() ?? '';
    select.selectedIndex = [...select.options].findIndex((o) => o.text.startsWith('Two'));
    select.dispatchEvent(new Event('change'));
    expect(sent).toEqual([{ rules: { players: 2 } }]);
    // The room refuses: it still has six seats, and the lobby says so — not a seat somebody took.
    const refused = { problem: 'too-many-people', problemFacts: { seated: 3, players: 2 } };
    redraw(refused);
    expect(shownForm()).toBe('Six, three partnerships');
    expect(el.querySelector('[data-problem]')?.textContent?.trim()).toBe(
      '3 people are seated: for 2 players, 1 must leave first.',
    );
    redraw(refused, 'el');
    expect(el.querySelector('[data-problem]')?.textContent?.trim()).toBe(
      'Κάθονται τρεις: για δύο παίκτες πρέπει να φύγει ένας.',
    );
    redraw({ problem: null, problemFacts: null });
    expect(el.querySelector('[data-problem]')).toBeNull();
  });
});

describe('the lobby of a rematch, and a visitor', () => {
  it('gives each person but the host Ready, marks who is, and counts them on the host’s Start', () => {
    const el = lobbyOf(4, {}, 3);
    const seats = (el.querySelector('.teams') as HTMLElement).querySelectorAll('[data-seat]');
    expect(seats.length).toBe(4);
    expect(el.querySelector('[data-action="ready"]')).toBeNull();
    expect(el.querySelector('[data-action="start-game"]')?.textContent).toContain('Start (0 of 2 ready)');
    const room = { code: 'ABCDEFGHJK', host: 0, botLevel: 'normal', rules: JSON.stringify(resolveRules({})) };
    const seated = (ready: boolean[]) =>
      ready.map((r, seat) =>
        roomSeat({ name: ['Maria', 'Nikos', 'Eleni', ''][seat], occupant: seat < 3 ? 'human' : 'empty', ready: r }),
      );
    redraw({ room: { ...room, seats: seated([false, true, false, false]) } });
    expect(el.querySelector('[data-action="start-game"]')?.textContent).toContain('Start (1 of 2 ready)');
    expect(el.querySelector('[data-seat="1"] [data-ready]')).not.toBeNull();
    redraw({ isHost: false, mySeat: 2 }, 'el');
    const ready = el.querySelector<HTMLButtonElement>('[data-action="ready"]');
    expect(ready?.textContent?.trim()).toBe('Είμαι έτοιμος/η');
    expect(el.querySelector('[data-action="start-game"]')).toBeNull();
    ready?.click();
    expect(sent.at(-1)).toEqual({ ready: true });
  });

  it('shows a visitor the offline players’ seats to ask for, and what they asked', () => {
    const el = lobbyOf(4, {}, 2);
    const room = { code: 'ABCDEFGHJK', host: 0, stage: 'playing', botLevel: 'normal', rules: '{}' };
    const seat = (name: string, connected: boolean) =>
      roomSeat({ name, occupant: name === '' ? 'bot' : 'human', connected, standIn: !connected });
    redraw({
      room: { ...room, seats: [seat('Maria', true), seat('Nikos', false), seat('', false), seat('', false)] },
      visitor: { asked: -1 },
    });
    const asks = [...el.querySelectorAll<HTMLButtonElement>('[data-action="ask-seat"]')];
    expect(asks.map((b) => [b.dataset.seat, b.textContent?.trim()])).toEqual([['1', 'Ask for Nikos’s seat']]);
    asks[0]?.click();
    expect(sent.at(-1)).toEqual({ ask: 1 });
    redraw({ visitor: { asked: 1 } });
    expect(el.querySelector('[data-asked="1"]')?.textContent).toContain('waiting for the table');
    // An ask only the seat's own device may answer: the visitor is told where to say yes.
    const owned = [seat('Maria', true), { ...seat('Nikos', false), askedBy: 'Nikos', askAnswer: 'owner' as const }];
    redraw({ room: { ...room, seats: [...owned, seat('', false), seat('', false)] } }, 'el');
    expect(el.querySelector('[data-asked="1"]')?.textContent).toContain(
      'μόνο μια συσκευή που έπαιξε σε αυτή τη θέση μπορεί να αφήσει αυτήν να μπει',
    );
  });
});

describe('the host’s chat switch', () => {
  it('turns free chat on from the lobby', () => {
    const el = lobbyOf(4);
    const box = el.querySelector<HTMLInputElement>('[data-room-setting="chat"]');
    expect(box?.checked).toBe(false);
    expect(el.querySelector('label[for="room-chat"]')?.textContent).toContain('Free chat');
    box?.click();
    expect(sent).toEqual([{ chat: true }]);
  });
});
