// The online screens drawn for a unit test: a room's public state with defaults (`roomOf`), and the lobby or the room's
// bar of a game like the one given, in English or Greek, with what the screens sent (`draw`).

import { render } from 'lit';
import { resolveRules } from '@birimba/engine';
import type { PublicRoomState, RoomSeat } from '@birimba/protocol';
import { OnlineScreens } from '../../src/online/screens/lobby.js';
import type { OnlineGame } from '../../src/online/room/online-game.js';
import { RoomTalk } from '../../src/online/room/room-talk.js';
import { TEXTS } from '../../src/texts/i18n.js';
import { ONLINE_TEXTS } from '../../src/texts/online-texts.js';
import { roomSeat } from './room-seat.js';
import { guestAccount, idleQueue } from './guest-account.js';

export type Lang = 'en' | 'el';

export function roomOf(more: Partial<PublicRoomState> = {}): PublicRoomState {
  const seats: RoomSeat[] = [roomSeat({ name: 'Maria' }), roomSeat({ name: 'Nikos' })];
  return {
    code: 'ABCDEFGHJK',
    public: false,
    stage: 'lobby',
    host: 0,
    seats,
    rules: JSON.stringify(resolveRules({ players: 2 })),
    botLevel: 'normal',
    moveTimer: 0,
    chat: false,
    watching: true,
    watcherPhrases: false,
    watchers: 0,
    deadline: 0,
    turn: -1,
    phase: '',
    deal: 0,
    totals: [0, 0],
    scores: [0, 0],
    thinking: -1,
    pausedBy: '',
    barred: [],
    nextTable: false,
    ...more,
  };
}

/** The screens of a game like `game`, drawn: the lobby, or the room's bar (the element's `name` attribute given). */
export function draw(
  game: Partial<OnlineGame>,
  what: 'lobby' | 'bar',
  lang: Lang = 'en',
  nameAttribute = 'Eleni',
): { el: HTMLElement; sent: unknown[] } {
  const sent: unknown[] = [];
  const full = {
    room: null,
    code: null,
    connection: 'idle',
    problem: null,
    problemFacts: null,
    visitor: null,
    watching: false,
    mySeat: 0,
    isHost: false,
    answersAsks: false,
    deadlineAt: null,
    people: [],
    link: null,
    talk: new RoomTalk(() => undefined),
    graceEndsAt: () => null,
    watch: (code: string, name: string) => sent.push(['watch', code, name]),
    watchInstead: () => sent.push(['watch-instead']),
    configure: (settings: unknown) => sent.push(['settings', settings]),
    leave: () => Promise.resolve(),
    ...game,
    account: game.account ?? guestAccount(),
    rated: idleQueue(),
  } as unknown as OnlineGame;
  const el = document.createElement('div');
  const redraw = (): void =>
    void render(
      what === 'lobby' ? screens.lobby(TEXTS[lang], ONLINE_TEXTS[lang], lang) : screens.bar(ONLINE_TEXTS[lang], 0),
      el,
    );
  const shell = Object.assign(document.createElement('div'), { addController: () => undefined, requestUpdate: redraw });
  const screens = new OnlineScreens(shell as never, full, () => nameAttribute);
  document.body.append(el);
  redraw();
  return { el, sent };
}

export const text = (el: HTMLElement, selector: string): string =>
  el.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
