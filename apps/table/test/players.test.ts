// The number of players at the table (issue 24): two head to head, four or six in partnerships — chosen in the
// settings or by the `players` attribute, saved and loaded; any other number is refused at each door.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Players, createGameActor } from '@birimba/engine';
import { SaveError, readSave, writeSave } from '../src/game/save-file.js';
import { parsePlayers, parseSeats, withSettingsBots } from '../src/attributes/setup.js';
import { NO_SETTINGS, TABLE_RULE_INFO, readSettings } from '../src/game/settings.js';
import { mountWith as mountWithKey, savedState, settle, status } from './helpers.js';

const KEY = 'players-test';
const settings = (rules: object) => ({ bots: null, speed: null, lang: null, rules });

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the settings', () => {
  it.each([2, 4, 6])('read a saved choice of %i players', (players) => {
    expect(readSettings(settings({ players }))?.rules).toEqual({ players });
  });

  it.each([3, 5, 8, 0, 'four', '6', null])('refuse settings of %s players', (players) => {
    expect(readSettings(settings({ players }))).toBeNull();
  });

  it('offer the number of players as a choice of 2, 4 and 6', () => {
    const info = TABLE_RULE_INFO.find((i) => i.field === 'players');
    expect(info?.kind).toBe('choice');
    expect([...((info as { choices?: readonly unknown[] }).choices ?? [])].sort()).toEqual([2, 4, 6]);
  });
});

describe('the seats of each form', () => {
  it('fills two, four or six seats from the seats attribute, seat 0 human', () => {
    expect(parseSeats('human expert', 2)).toEqual(['human', 'expert']);
    expect(parseSeats('human expert greedy classic', 2)).toEqual(['human', 'expert']);
    expect(parseSeats('human expert greedy random')).toEqual(['human', 'expert', 'greedy', 'random']);
    // Seats 4 and 5 play as their partners, 1 and 2.
    expect(parseSeats('human expert greedy random', 6)).toEqual([
      'human',
      'expert',
      'greedy',
      'random',
      'expert',
      'greedy',
    ]);
    expect(parseSeats('human a b c d e', 6)).toEqual(['human', 'a', 'b', 'c', 'd', 'e']);
  });

  it('gives seats 4 and 5 of six the settings’ bots of their partners', () => {
    const seats = parseSeats('human classic classic classic', 6);
    const chosen = withSettingsBots(seats, { ...NO_SETTINGS, bots: ['expert', 'greedy', 'random'] });
    expect(chosen).toEqual(['human', 'expert', 'greedy', 'random', 'expert', 'greedy']);
    expect(withSettingsBots(['human', 'classic'], { ...NO_SETTINGS, bots: ['expert', 'greedy', 'random'] })).toEqual([
      'human',
      'expert',
    ]);
  });

  it('reads the players attribute as 2, 4 or 6, anything else as none', () => {
    expect([2, 4, 6, '2', ' 6 '].map(parsePlayers)).toEqual([2, 4, 6, 2, 6]);
    expect([3, 5, 8, 'four', '', null, undefined, 4.5].map(parsePlayers)).toEqual(Array(8).fill(null));
  });
});

describe('saves of each form', () => {
  const save = (players: Players, seats: readonly string[], totals?: number[]): string =>
    writeSave({
      actor: createGameActor({ seed: 3, rules: { players, matchTarget: totals === undefined ? null : 3000 } }),
      seats,
      log: [],
      handOrder: null,
      history: totals === undefined ? [] : [{ deal: 1, totals: totals as [number, number] }],
      settings: null,
      moves: null,
    });
  const six = ['human', 'classic', 'classic', 'classic', 'classic', 'classic'];

  it('loads a two-player and a six-player game, seats and match history included', () => {
    const two = readSave(save(2, ['human', 'expert']));
    expect(two.actor.getSnapshot().context.game.rules.players).toBe(2);
    expect(two.seats).toEqual(['human', 'expert']);
    const sixSaved = readSave(save(6, six));
    expect(sixSaved.actor.getSnapshot().context.game.rules.players).toBe(6);
    expect(sixSaved.seats).toEqual(six);
    expect(readSave(save(6, six, [10, 20, 30])).history).toEqual([{ deal: 1, totals: [10, 20, 30] }]);
  });

  it('refuses seats that do not match the game’s players', () => {
    expect(() => readSave(save(6, ['human', 'classic', 'classic', 'classic']))).toThrow(SaveError);
    expect(() => readSave(save(6, ['human', 'classic', 'classic', 'classic']))).toThrow(/4 seats .* 6 players/);
    expect(() => readSave(save(2, six))).toThrow(/6 seats .* 2 players/);
    expect(() => readSave(save(4, ['human', 'classic', 'classic']))).toThrow(/no valid seats/);
  });

  it('refuses a history whose totals do not count the game’s teams', () => {
    const text = JSON.parse(save(6, six)) as Record<string, unknown>;
    text.history = [{ deal: 1, totals: [1, 2] }];
    expect(() => readSave(JSON.stringify(text))).toThrow(/3 teams of 6 players/);
    text.history = [{ deal: 1, totals: [1, 2, 3, 4] }];
    expect(() => readSave(JSON.stringify(text))).toThrow(/history is damaged/);
  });
});

const mountWith = (attributes: Record<string, string>) => mountWithKey(KEY, attributes);

const savedSeats = (): unknown => (JSON.parse(localStorage.getItem(KEY) ?? '{}') as { seats?: unknown }).seats;

describe('the players attribute', () => {
  // Every seat human: the game waits at seat 0 whatever the bots can play.
  it.each([
    [2, 'human human'],
    [6, 'human human human human human human'],
  ])('deals a game of %i players', async (players, seats) => {
    const { el, refused } = await mountWith({ players: String(players), seats });
    expect(refused).toEqual([]);
    expect(savedState(KEY).rules.players).toBe(players);
    expect(savedState(KEY).hands).toHaveLength(players);
    expect(savedSeats()).toEqual(seats.split(' '));
    expect(status(el)).toEqual({ turn: 0, phase: 'draw' });
  });

  it.each(['3', '5', '8', 'four', '-2'])(
    'refuses players="%s", names what it allows, and deals four',
    async (value) => {
      const { el, refused } = await mountWith({ players: value, seats: 'human human human human' });
      expect(refused).toMatchObject([{ code: 'bad-attribute', attribute: 'players', value }]);
      expect(refused[0]?.allowed).toMatch(/2, 4 or 6/);
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`players="${value}"`));
      expect(el.players).toBeNull();
      expect(savedState(KEY).rules.players).toBe(4);
    },
  );

  it('keeps the last good value and deals it at the next new game; the settings’ choice wins', async () => {
    const { el, refused } = await mountWith({ players: '2', seats: 'human human' });
    el.setAttribute('players', '7');
    await el.updateComplete;
    expect(refused.map((r) => r.value)).toEqual(['7']);
    expect(el.players).toBe(2);
    el.setAttribute('players', '6');
    await el.updateComplete;
    el.newGame({ seats: 'human human human human human human' });
    await settle(el);
    expect(savedState(KEY).rules.players).toBe(6);
  });

  it('deals the number chosen in the settings over the attribute', async () => {
    const chosen = { ...NO_SETTINGS, rules: { players: 2 } };
    localStorage.setItem(
      KEY,
      writeSave({
        actor: createGameActor({ seed: 3, rules: { players: 2 } }),
        seats: ['human', 'human'],
        log: [],
        handOrder: null,
        history: [],
        settings: chosen,
        moves: null,
      }),
    );
    const { el } = await mountWith({ players: '6', seats: 'human human human human human human' });
    expect(savedState(KEY).rules.players).toBe(2);
    el.newGame();
    await settle(el);
    expect(savedState(KEY).rules.players).toBe(2);
    expect(savedSeats()).toEqual(['human', 'human']);
  });
});
