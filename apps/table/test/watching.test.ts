// Watching on the online screens, in English and Greek: Watch beside Join on the lobby (offered first when a room was
// full or its game under way), Watch instead for a visitor, the watcher's page while the room gathers (the banner, no
// seat of theirs, nothing to sit at), the watcher's bar during play (the banner, no Away, phrases only when the host
// allows), the count of watchers the players see (`[data-watchers]`, its text the count), the host's two settings, a
// watcher's message drawn as a view with no hand, and a watcher's phrase in the talk.

import { afterEach, describe, expect, it } from 'vitest';
import type { WatchMessage } from '@birimba/protocol';
import { watchedView } from '../src/online/room/room-facts.js';
import { RoomTalk } from '../src/online/room/room-talk.js';
import { watcherTeams } from '../src/display/seat-names.js';
import type { SeatPerson } from '../src/game/table-game.js';
import { TEXTS } from '../src/texts/i18n.js';
import { draw, roomOf, text } from './support/online-screens.js';
import { roomSeat } from './support/room-seat.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Watch on the lobby', () => {
  it('sits beside Join, with the room’s code, and watches', () => {
    const { el, sent } = draw({}, 'lobby');
    const watch = el.querySelector<HTMLButtonElement>('[data-action="watch"]');
    expect(watch?.textContent?.trim()).toBe('Watch');
    expect(watch?.classList.contains('primary')).toBe(false);
    // Right after the way in by code, whose field it reads.
    expect(watch?.closest('.way')?.previousElementSibling?.querySelector('[data-field="room-code"]')).not.toBeNull();
    watch?.click();
    // (The fields are read from the element's shadow root: the browser tests type into them.)
    expect(sent.map((s) => (s as unknown[])[0])).toEqual(['watch']);
  });

  it('is offered first when the room was full or its game under way, in English and Greek', () => {
    for (const problem of ['room-full', 'game-started']) {
      const en = draw({ problem }, 'lobby').el.querySelector('[data-action="watch"]');
      expect(en?.textContent?.trim()).toBe('Watch this game instead');
      expect(en?.classList.contains('primary')).toBe(true);
      expect(text(draw({ problem }, 'lobby', 'el').el, '[data-action="watch"]')).toBe('Παρακολούθησε αυτή την παρτίδα');
    }
  });

  it('says why watching was refused or ended', () => {
    expect(text(draw({ problem: 'watch-off' }, 'lobby').el, '[data-problem]')).toBe(
      'The host does not allow watching this room.',
    );
    expect(text(draw({ problem: 'watchers-full' }, 'lobby', 'el').el, '[data-problem]')).toBe(
      'Πενήντα θεατές παρακολουθούν ήδη: δοκίμασε αργότερα.',
    );
  });

  it('is offered to a visitor as Watch instead, while the host allows watching', () => {
    const visitor = { asked: -1 };
    const { el, sent } = draw({ room: roomOf({ stage: 'playing' }), visitor }, 'lobby');
    el.querySelector<HTMLButtonElement>('[data-action="watch"]')?.click();
    expect(sent).toEqual([['watch-instead']]);
    const off = draw({ room: roomOf({ stage: 'playing', watching: false }), visitor }, 'lobby').el;
    expect(off.querySelector('[data-action="watch"]')).toBeNull();
  });
});

describe('the watcher', () => {
  it('waits in the lobby with the banner, seated nowhere, with nothing to sit at or set', () => {
    const room = roomOf({ seats: [roomSeat({ name: 'Maria' }), roomSeat({ occupant: 'empty', name: '' })] });
    for (const lang of ['en', 'el'] as const) {
      const { el } = draw({ room, watching: true }, 'lobby', lang);
      expect(text(el, '[data-watching]')).toBe(lang === 'en' ? 'You are watching' : 'Παρακολουθείς');
      expect(el.querySelector('[data-seat-choice]')).toBeNull();
      expect(el.querySelector('.lobby-seat.mine')).toBeNull();
      expect(el.querySelector('[data-action="ready"], [data-room-settings]')).toBeNull();
      expect(el.querySelector('[data-action="leave"]')).not.toBeNull();
    }
  });

  it('sees the banner on the bar during play, no Away, and phrases only when the host allows', () => {
    const playing = roomOf({ stage: 'playing', turn: 0, phase: 'draw', watchers: 3 });
    const { el } = draw({ room: playing, watching: true }, 'bar');
    expect(text(el, '[data-watching]')).toBe('You are watching');
    expect(el.querySelector('[data-watchers]')).toBeNull();
    expect(el.querySelector('[data-action="away"], [data-action="phrases"]')).toBeNull();
    const talking = draw({ room: { ...playing, watcherPhrases: true }, watching: true }, 'bar').el;
    expect(talking.querySelector('[data-action="phrases"]')).not.toBeNull();
  });
});

describe('the players', () => {
  it('see how many watch when anyone does, on the bar and in the lobby, in English and Greek', () => {
    const player = { isHost: true, mySeat: 0 as const };
    const none = draw({ ...player, room: roomOf({ stage: 'playing', turn: 0, phase: 'draw' }) }, 'bar').el;
    expect(none.querySelector('[data-watchers]')).toBeNull();
    const bar = draw({ ...player, room: roomOf({ stage: 'playing', turn: 0, phase: 'draw', watchers: 2 }) }, 'bar');
    expect(text(bar.el, '[data-watchers]')).toBe('2');
    expect(text(bar.el, '.watchers')).toBe('2 watching');
    const lobby = draw({ ...player, room: roomOf({ watchers: 1 }) }, 'lobby', 'el').el;
    expect(text(lobby, '[data-watchers]')).toBe('1');
    expect(text(lobby, '.watchers')).toBe('1 παρακολουθεί');
  });

  it('give the host the switches of watching in the Say picker during play', () => {
    const room = roomOf({ stage: 'playing', turn: 0, phase: 'draw', watchers: 1 });
    const { el, sent } = draw({ isHost: true, room }, 'bar');
    el.querySelector<HTMLButtonElement>('[data-action="phrases"]')?.click();
    const watching = el.querySelector<HTMLButtonElement>('[data-action="watching-toggle"]');
    expect(watching?.getAttribute('aria-pressed')).toBe('true');
    watching?.click();
    el.querySelector<HTMLButtonElement>('[data-action="watcher-phrases-toggle"]')?.click();
    expect(sent).toEqual([
      ['settings', { watching: false }],
      ['settings', { watcherPhrases: true }],
    ]);
    // Not the host: no switch.
    const other = draw({ isHost: false, room }, 'bar').el;
    other.querySelector<HTMLButtonElement>('[data-action="phrases"]')?.click();
    expect(other.querySelector('[data-action="watching-toggle"]')).toBeNull();
  });

  it('give the host the two settings of watching', () => {
    const { el, sent } = draw({ isHost: true, room: roomOf() }, 'lobby');
    const watching = el.querySelector<HTMLInputElement>('[data-room-setting="watching"]');
    const phrases = el.querySelector<HTMLInputElement>('[data-room-setting="watcher-phrases"]');
    expect([watching?.checked, phrases?.checked]).toEqual([true, false]);
    watching!.checked = false;
    watching!.dispatchEvent(new Event('change'));
    phrases!.checked = true;
    phrases!.dispatchEvent(new Event('change'));
    expect(sent).toEqual([
      ['settings', { watching: false }],
      ['settings', { watcherPhrases: true }],
    ]);
  });
});

describe('what a watcher is told', () => {
  it('is drawn as a view from seat 0 with no hand; outside a match, no view', () => {
    const empty: WatchMessage = {
      code: 'ABCDEFGHJK',
      deal: 0,
      played: 0,
      from: 0,
      view: null,
      moves: [],
      deadlineIn: null,
      deadline: 0,
    };
    expect(watchedView(empty)).toBeNull();
    const view = { kind: 'watcher-view', turn: 1, phase: 'draw', handSizes: [11, 11] } as never;
    const seen = watchedView({ ...empty, deal: 1, view });
    expect(seen?.view).toMatchObject({ kind: 'player-view', seat: 0, team: 0, hand: [], turn: 1 });
    expect(seen && 'code' in seen).toBe(false);
  });

  it('signs a watcher’s phrase with their name in the talk', () => {
    const talk = new RoomTalk(() => undefined);
    talk.said({ seat: -1, id: 'hello', watcher: 'Eleni' }, 1, 3);
    expect(talk.lines(1)).toMatchObject([{ seat: -1, watcher: 'Eleni', said: { id: 'hello' }, after: 3 }]);
    expect(talk.bubble(-1)?.said).toEqual({ id: 'hello' });
    talk.reset();
  });
});

describe('a watcher’s teams', () => {
  const person = (name: string): SeatPerson => ({
    name,
    human: true,
    connected: true,
    standIn: false,
    host: false,
    level: '',
  });
  const bot: SeatPerson = { ...person(''), human: false, level: 'easy' };

  it('are named by their people, none of them «yours», in English and Greek', () => {
    const four = [person('Maria'), bot, person('Eleni'), { ...bot }];
    const en = watcherTeams(TEXTS.en, four);
    expect(en.teams[0]).toBe('Maria and Eleni');
    expect(en.teams[1]).toMatch(/^Bot 1 .* and Bot 2 /);
    expect(en.winner[0]).toBe('Maria and Eleni win the deal');
    // Word and letter held together (a no-break space): a narrow score corner never breaks «Ομάδα / Α».
    expect(en.teamsShort).toEqual(['Team\u00a0A', 'Team\u00a0B']);
    expect(watcherTeams(TEXTS.el, four).teamsShort).toEqual(['Ομάδα\u00a0Α', 'Ομάδα\u00a0Β']);
    const two = watcherTeams(TEXTS.el, [person('Maria'), person('Nikos')]);
    expect(two.teams).toEqual(['Maria', 'Nikos']);
    expect(two.winner[1]).toBe('Nikos κερδίζει τη μοιρασιά');
    expect(two.teamsShort).toEqual(['Maria', 'Nikos']);
  });

  it('say a pair took its birimbaki in the plural, a person alone in the singular, in Greek', () => {
    const four = [person('Maria'), bot, person('Eleni'), { ...bot }];
    expect(watcherTeams(TEXTS.el, four).tookBirimbaki).toEqual(['πήραν μπιριμπάκι', 'πήραν μπιριμπάκι']);
    expect(watcherTeams(TEXTS.el, [person('Maria'), person('Nikos')]).tookBirimbaki).toEqual([
      'πήρε μπιριμπάκι',
      'πήρε μπιριμπάκι',
    ]);
    expect(watcherTeams(TEXTS.en, four).tookBirimbaki).toEqual(['took a birimbaki', 'took a birimbaki']);
  });
});
