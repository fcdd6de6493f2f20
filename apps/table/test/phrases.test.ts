// The table's talk online: a phrase the server tells is shown by its seat for a few seconds and once in the log, in
// the table's language; the picker says the twelve phrases and eight emotes by their ids, one every three seconds,
// and mutes another person (never oneself or a bot); a setting hides what is said, and the device remembers it.

import { html, render } from 'lit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMOTES, PHRASE_INTERVAL_MS, QUICK_PHRASES, type RoomSeat } from '@birimba/protocol';
import type { PublicRoomState } from '@birimba/protocol';
import { DEFAULT_PREFERENCES, Preferences, readPreferences } from '../src/online/device/preferences.js';
import type { OnlineGame } from '../src/online/room/online-game.js';
import { BUBBLE_MS, RoomTalk } from '../src/online/room/room-talk.js';
import { OnlineScreens } from '../src/online/screens/lobby.js';
import { talkScene } from '../src/online/screens/phrases.js';
import { OnlineSettings } from '../src/online/screens/online-settings.js';
import { ONLINE_TEXTS } from '../src/texts/online-texts.js';
import { formTexts } from '../src/texts/form-texts.js';
import { roomSeat } from './support/room-seat.js';
import { FakeDevice } from './support/alert-device.js';
import '../src/components/log.js';
import { guestAccount, idleQueue } from './support/guest-account.js';

afterEach(() => {
  vi.useRealTimers();
});

const bot: RoomSeat = roomSeat({ occupant: 'bot', connected: false, level: 'easy' });
const SEATS = [roomSeat({ name: 'Eleni' }), roomSeat({ name: 'Nikos' }), bot, roomSeat({ name: 'Maria' })];

/** Eleni's game at seat 0 of a match, with the talk of a real RoomTalk; what she sent. */
function eleniGame(more: { chat?: boolean; host?: number } = {}): {
  game: OnlineGame;
  sent: unknown[][];
  redraws: () => number;
} {
  let redraws = 0;
  const sent: unknown[][] = [];
  const talk = new RoomTalk(() => redraws++);
  const game = {
    room: {
      code: 'ABCDEFGHJK',
      stage: 'playing',
      seats: SEATS,
      host: more.host ?? 0,
      turn: 1,
      moveTimer: 0,
      chat: more.chat ?? false,
    } as Partial<PublicRoomState>,
    connection: 'in-room',
    deadlineAt: null,
    visitor: null,
    mySeat: 0,
    isHost: (more.host ?? 0) === 0,
    answersAsks: true,
    problem: null,
    problemFacts: null,
    match: { deal: 1 },
    talk,
    graceEndsAt: () => null,
    say: (id: string) => {
      if (talk.say()) sent.push(['phrase', id]);
    },
    mute: (seat: number, muted: boolean) => sent.push(['mute', seat, muted]),
    chat: (text: string) => {
      if (talk.say()) sent.push(['chat', text]);
    },
    configure: (settings: unknown) => sent.push(['settings', settings]),
    leave: () => Promise.resolve(),
    account: guestAccount(),
    rated: idleQueue(),
  } as unknown as OnlineGame;
  return { game, sent, redraws: () => redraws };
}

/** The room's bar of `game`, drawn again whenever the screens ask. */
function barOf(game: OnlineGame, lang: 'en' | 'el' = 'en'): HTMLElement {
  const el = document.createElement('div');
  const draw = (): void => void render(screens.bar(ONLINE_TEXTS[lang], Date.now()), el);
  const shell = Object.assign(document.createElement('div'), { addController: () => undefined, requestUpdate: draw });
  const screens = new OnlineScreens(shell as never, game, () => '');
  document.body.append(el);
  draw();
  return el;
}

const press = (el: ParentNode, selector: string): void => el.querySelector<HTMLButtonElement>(selector)?.click();

describe('what the server tells', () => {
  it('is shown by its seat for a few seconds, a phrase said again anew', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { game, redraws } = eleniGame();
    game.talk.said({ seat: 1, id: 'good-luck' }, 1, 3);
    expect(game.talk.bubble(1)?.said).toEqual({ id: 'good-luck' });
    expect(game.talk.bubble(3)).toBeNull();
    vi.advanceTimersByTime(BUBBLE_MS - 1000);
    game.talk.said({ seat: 1, id: 'thanks' }, 1, 4);
    vi.advanceTimersByTime(1000);
    // The first bubble's time is over, not the second's.
    expect(game.talk.bubble(1)?.said).toEqual({ id: 'thanks' });
    vi.advanceTimersByTime(BUBBLE_MS);
    expect(game.talk.bubble(1)).toBeNull();
    expect(redraws()).toBe(3);
    expect(game.talk.lines(1).map((l) => [l.seat, l.said, l.after])).toEqual([
      [1, { id: 'good-luck' }, 3],
      [1, { id: 'thanks' }, 4],
    ]);
    expect(game.talk.lines(2)).toEqual([]);
  });

  it('is drawn inside the seat in the table’s language, an emote as a named picture', () => {
    const { game } = eleniGame();
    const scene = talkScene(game, ONLINE_TEXTS.el, new Preferences(() => localStorage), html``);
    game.talk.said({ seat: 1, id: 'good-luck' }, 1, 0);
    game.talk.said({ seat: 3, id: 'heart' }, 1, 0);
    const el = document.createElement('div');
    document.body.append(el);
    render(html`${scene.bubble(1)}${scene.bubble(3)}${scene.bubble(0)}`, el);
    expect(el.querySelector('[data-bubble="good-luck"]')?.textContent?.trim()).toBe('Καλή τύχη!');
    expect(el.querySelector('[data-bubble="heart"] [role="img"]')?.getAttribute('aria-label')).toBe('καρδιά');
    expect(el.querySelectorAll('[data-bubble]')).toHaveLength(2);
  });

  it('is a line of the log after the move it followed, by the sayer’s name, "You" for the player', () => {
    const { game } = eleniGame();
    game.talk.said({ seat: 1, id: 'think' }, 1, 1);
    game.talk.said({ seat: 0, id: 'oops' }, 1, 2);
    const scene = talkScene(game, ONLINE_TEXTS.en, new Preferences(() => localStorage), html``);
    const log = document.createElement('birimba-log');
    log.entries = [
      { kind: 'draw', seat: 1, last: false },
      { kind: 'discard', seat: 1, card: '7H' },
    ];
    log.asides = scene.lines;
    log.t = formTexts('en', 4);
    document.body.append(log);
    return log.updateComplete.then(() => {
      const lines = [...log.querySelectorAll('li')].map((li) => (li.textContent ?? '').replace(/\s+/g, ' ').trim());
      expect(lines).toEqual([
        expect.stringMatching(/draws/),
        'Nikos: Think it over a little…',
        expect.stringMatching(/7/),
        'You: Oops!',
      ]);
    });
  });
});

describe('the picker', () => {
  it('opens from the bar and says each phrase and emote by its id, then closes', () => {
    const { game, sent } = eleniGame();
    const el = barOf(game);
    expect(el.querySelector('[data-phrases]')).toBeNull();
    press(el, '[data-action="phrases"]');
    const ids = [...el.querySelectorAll('[data-phrase]')].map((b) => b.getAttribute('data-phrase'));
    expect(ids).toEqual([...QUICK_PHRASES, ...EMOTES]);
    // Every button has a name: a phrase its words, an emote its name.
    for (const b of el.querySelectorAll('[data-phrase]'))
      expect((b.getAttribute('aria-label') ?? b.textContent ?? '').trim()).not.toBe('');
    expect(el.querySelector('[data-phrase="well-done"]')?.textContent?.trim()).toBe('Well done!');
    press(el, '[data-phrase="well-done"]');
    expect(sent).toEqual([['phrase', 'well-done']]);
    expect(el.querySelector('[data-phrases]')).toBeNull();
  });

  it('waits three seconds between two phrases', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { game, sent } = eleniGame();
    const el = barOf(game, 'el');
    press(el, '[data-action="phrases"]');
    press(el, '[data-phrase="lets-go"]');
    press(el, '[data-action="phrases"]');
    expect(el.querySelector<HTMLButtonElement>('[data-phrase="oops"]')?.disabled).toBe(true);
    press(el, '[data-phrase="oops"]');
    vi.advanceTimersByTime(PHRASE_INTERVAL_MS);
    expect(el.querySelector<HTMLButtonElement>('[data-phrase="oops"]')?.disabled).toBe(false);
    expect(el.querySelector('[data-phrase="oops"]')?.textContent?.trim()).toBe('Ωχ!');
    press(el, '[data-phrase="oops"]');
    expect(sent).toEqual([
      ['phrase', 'lets-go'],
      ['phrase', 'oops'],
    ]);
  });

  it('mutes the other people, not the player or a bot, and shows who is muted', () => {
    const { game, sent } = eleniGame();
    game.talk.muted([3]);
    const el = barOf(game);
    press(el, '[data-action="phrases"]');
    const mutes = [...el.querySelectorAll('[data-action="mute"]')];
    expect(
      mutes.map((b) => [b.getAttribute('data-seat'), b.textContent?.trim(), b.getAttribute('aria-pressed')]),
    ).toEqual([
      ['1', 'Nikos', 'false'],
      ['3', 'Maria', 'true'],
    ]);
    press(el, '[data-action="mute"][data-seat="1"]');
    press(el, '[data-action="mute"][data-seat="3"]');
    expect(sent).toEqual([
      ['mute', 1, true],
      ['mute', 3, false],
    ]);
  });

  it('closes with Escape and Close', () => {
    const { game } = eleniGame();
    const el = barOf(game);
    press(el, '[data-action="phrases"]');
    el.querySelector('[data-phrases]')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(el.querySelector('[data-phrases]')).toBeNull();
    press(el, '[data-action="phrases"]');
    press(el, '[data-action="close-phrases"]');
    expect(el.querySelector('[data-phrases]')).toBeNull();
  });
});

describe('the chat', () => {
  const line = (n: number, seat: number, name: string, text: string) => ({ n, seat: seat as 0, name, text });

  it('keeps the room’s lines once each; a line just said shows by its seat and in the log, the kept ones do not', () => {
    const { game } = eleniGame({ chat: true });
    game.talk.chatted({ lines: [line(1, 1, 'Nikos', 'hi'), line(2, 3, 'Maria', 'hello')], kept: true }, 1, 0);
    expect(game.talk.bubble(1)).toBeNull();
    expect(game.talk.lines(1)).toEqual([]);
    game.talk.chatted({ lines: [line(3, 1, 'Nikos', 'ready?')], kept: false }, 1, 2);
    game.talk.chatted({ lines: [line(2, 3, 'Maria', 'hello'), line(3, 1, 'Nikos', 'ready?')], kept: true }, 1, 2);
    expect(game.talk.chat.map((l) => l.n)).toEqual([1, 2, 3]);
    expect(game.talk.bubble(1)?.said).toEqual({ text: 'ready?' });
    expect(game.talk.lines(1).map((l) => [l.seat, l.said, l.after])).toEqual([[1, { text: 'ready?' }, 2]]);
  });

  it('shows the lines as text, never as markup, and the bubble too', () => {
    const { game } = eleniGame({ chat: true });
    const markup = '<img src=x onerror="alert(1)"> <b>bold</b>';
    game.talk.chatted({ lines: [line(1, 1, 'Nikos', markup)], kept: false }, 1, 0);
    const el = barOf(game);
    press(el, '[data-action="phrases"]');
    const shown = el.querySelector('[data-chat-line="1"]');
    expect(shown?.textContent?.replace(/\s+/g, ' ').trim()).toBe(`Nikos: ${markup}`);
    expect(shown?.querySelector('img, b:not(:first-child)')).toBeNull();
    const scene = talkScene(game, ONLINE_TEXTS.en, new Preferences(() => localStorage), html``);
    const bubble = document.createElement('div');
    document.body.append(bubble);
    render(html`${scene.bubble(1)}`, bubble);
    expect(bubble.querySelector('[data-bubble="chat"]')?.textContent?.trim()).toBe(markup);
    expect(bubble.querySelector('img')).toBeNull();
  });

  it('sends a line typed, not an empty one, at the phrases’ pace', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { game, sent } = eleniGame({ chat: true });
    const el = barOf(game, 'el');
    press(el, '[data-action="phrases"]');
    expect(el.querySelector('[data-chat] h3')?.textContent).toBe('Κουβέντα');
    const input = el.querySelector<HTMLInputElement>('[data-field="chat"]');
    const form = el.querySelector<HTMLFormElement>('form.chat-say');
    if (input === null || form === null) throw new Error('no chat form');
    input.value = '   ';
    form.requestSubmit();
    input.value = ' Καλησπέρα ';
    form.requestSubmit();
    expect(input.value).toBe('');
    input.value = 'again';
    form.requestSubmit();
    expect(el.querySelector<HTMLButtonElement>('[data-action="send-chat"]')?.disabled).toBe(true);
    vi.advanceTimersByTime(PHRASE_INTERVAL_MS);
    form.requestSubmit();
    expect(sent).toEqual([
      ['chat', 'Καλησπέρα'],
      ['chat', 'again'],
    ]);
  });

  it('is not offered while off; the host turns it on and off, the others cannot', () => {
    const off = eleniGame();
    const el = barOf(off.game);
    press(el, '[data-action="phrases"]');
    expect(el.querySelector('[data-chat]')).toBeNull();
    expect(el.querySelector('[data-action="chat-toggle"]')?.getAttribute('aria-pressed')).toBe('false');
    press(el, '[data-action="chat-toggle"]');
    expect(off.sent).toEqual([['settings', { chat: true }]]);
    const guest = eleniGame({ chat: true, host: 1 });
    const theirs = barOf(guest.game);
    press(theirs, '[data-action="phrases"]');
    expect(theirs.querySelector('[data-chat]')).not.toBeNull();
    expect(theirs.querySelector('[data-action="chat-toggle"]')).toBeNull();
  });
});

describe('the setting', () => {
  it('hides the bubbles and the log’s lines, and the device remembers it', () => {
    const { game } = eleniGame();
    game.talk.said({ seat: 1, id: 'hello' }, 1, 0);
    const el = document.createElement('div');
    document.body.append(el);
    render(
      new OnlineSettings(new Preferences(() => localStorage), new FakeDevice(), () => undefined).render(
        ONLINE_TEXTS.en,
      ),
      el,
    );
    const box = el.querySelector<HTMLInputElement>('[data-setting="phrases"]');
    expect(box?.checked).toBe(true);
    expect(el.querySelector(`label[for="${box?.id ?? ''}"]`)?.textContent).toContain('phrases');
    box?.click();
    // A new page on the same device.
    const again = talkScene(game, ONLINE_TEXTS.en, new Preferences(() => localStorage), html``);
    render(html`${again.bubble(1)}`, el);
    expect(el.querySelector('[data-bubble]')).toBeNull();
    expect(again.lines).toEqual([]);
  });

  it('reads a damaged or foreign entry as the defaults, field by field', () => {
    expect(readPreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences('{not json')).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences('[false]')).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences('{"phrases":"no","other":1}')).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences('{"phrases":false,"turnNotify":true}')).toEqual({
      ...DEFAULT_PREFERENCES,
      phrases: false,
      turnNotify: true,
    });
  });
});
