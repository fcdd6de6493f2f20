// The table seats four so far: a two- or six-player rule set, save or game is refused at its door (issue 24's table
// slice comes later), and the settings offer no number of players.

import { describe, expect, it } from 'vitest';
import { createGameActor } from '@birimba/engine';
import { SaveError, readSave, writeSave } from '../src/game/save-file.js';
import { TABLE_RULE_INFO, readSettings } from '../src/settings.js';

const settings = (rules: object) => ({ bots: null, speed: null, lang: null, rules });

describe('the number of players at the table', () => {
  it('reads settings of four players and refuses those of two or six', () => {
    expect(readSettings(settings({ players: 4 }))?.rules).toEqual({ players: 4 });
    expect(readSettings(settings({}))).not.toBeNull();
    expect(readSettings(settings({ players: 2 }))).toBeNull();
    expect(readSettings(settings({ players: 6 }))).toBeNull();
  });

  it('offers every rule of the engine but the number of players', () => {
    expect(TABLE_RULE_INFO.map((i) => i.field)).not.toContain('players');
    expect(TABLE_RULE_INFO.length).toBeGreaterThan(0);
  });

  it('refuses a save of a six-player game with a SaveError naming the form', () => {
    const save = (players: 4 | 6): string =>
      writeSave({
        actor: createGameActor({ seed: 3, rules: { players } }),
        seats: ['human', 'bot:classic', 'bot:classic', 'bot:classic'],
        log: [],
        handOrder: null,
        history: [],
        settings: null,
        moves: null,
      });
    expect(readSave(save(4)).actor.getSnapshot().context.game.rules.players).toBe(4);
    expect(() => readSave(save(6))).toThrow(SaveError);
    expect(() => readSave(save(6))).toThrow(/6 players; this table seats four/);
  });
});
