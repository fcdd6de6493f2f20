// A server reads every client message with readClientMessage: what the protocol says is taken as it is, anything else
// is an `error` with a stable code and a one-line reason — never a throw, whatever arrives.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_INFO, applyMove, legalMoves, newGame } from '@birimba/engine';
import { LEVELS } from '@birimba/ai';
import {
  CHAT_MAX_LENGTH,
  CLIENT_MESSAGE_TYPES,
  EMOTES,
  ERROR_CODES,
  LEVEL_NAMES,
  MAX_MESSAGE_BYTES,
  MOVE_TIMER_RANGE,
  NAME_MAX_LENGTH,
  QUICK_PHRASES,
} from '../src/index.js';
import { BOT_LEVELS, JoinOptionsSchema, jsonSize, readClientMessage } from '../src/schemas/index.js';
import * as v from 'valibot';

const refusal = (type: unknown, payload: unknown) => {
  const read = readClientMessage(type, payload);
  return read.ok ? null : read.error;
};

describe('readClientMessage', () => {
  it('takes every message type with a payload as the protocol says', () => {
    const good: Record<(typeof CLIENT_MESSAGE_TYPES)[number], unknown> = {
      'choose-seat': { seat: 2 },
      settings: { rules: { matchTarget: 1500, allowSets: true }, botLevel: 'hard', moveTimer: 30, public: true },
      start: undefined,
      move: { id: 'm-1', move: { type: 'draw' } },
      'next-deal': {},
      rematch: undefined,
      sync: {},
      ready: { ready: true },
      away: { away: false },
      'ask-seat': { seat: 3 },
      'let-in': { seat: 3, allow: false },
      phrase: { id: 'good-luck' },
      mute: { seat: 1, muted: true },
      chat: { text: 'Καλησπέρα σε όλους 👋 <b>not bold</b>' },
      pause: { paused: true },
      'pass-host': { seat: 2 },
      'give-to-bot': { seat: 1 },
      'host-move': { from: 0, to: 3 },
      kick: { seat: 1 },
      'let-back': { name: 'Μαρία' },
      watch: {},
    };
    for (const type of CLIENT_MESSAGE_TYPES) {
      const read = readClientMessage(type, good[type]);
      expect(read.ok, type).toBe(true);
      if (read.ok) expect(read.message).toEqual({ type, payload: good[type] });
    }
  });

  it('refuses the new messages malformed: ready and away need their boolean, ask-seat and let-in a seat', () => {
    expect(refusal('ready', {})?.code).toBe('bad-message');
    expect(refusal('ready', { ready: 'yes' })?.message).toContain('ready');
    expect(refusal('away', undefined)?.code).toBe('bad-message');
    expect(refusal('ask-seat', { seat: 6 })?.message).toContain('seat');
    expect(refusal('let-in', { seat: 1, allow: 1 })?.message).toContain('allow');
    expect(refusal('let-in', { seat: 1, extra: true })?.code).toBe('bad-message');
  });

  it('refuses the host’s tools malformed, naming the field', () => {
    expect(refusal('pause', {})?.message).toContain('paused');
    expect(refusal('pause', { paused: 'yes' })?.code).toBe('bad-message');
    expect(refusal('pass-host', { seat: -1 })?.message).toContain('seat');
    expect(refusal('give-to-bot', { seat: 1.5 })?.code).toBe('bad-message');
    expect(refusal('host-move', { from: 0 })?.message).toContain('to');
    expect(refusal('host-move', { from: 0, to: 6 })?.message).toContain('to');
    expect(refusal('kick', { seat: 1, bar: false })?.code).toBe('bad-message');
    expect(refusal('let-back', { name: ' Maria' })?.message).toContain('name');
  });

  it('reads watching: the join option, the host settings, the watch message; refuses them malformed', () => {
    expect(v.safeParse(JoinOptionsSchema, { name: 'Eleni', watch: true }).success).toBe(true);
    expect(v.safeParse(JoinOptionsSchema, { name: 'Eleni', watch: 'yes' }).success).toBe(false);
    const settings = readClientMessage('settings', { watching: false, watcherPhrases: true });
    expect(settings.ok).toBe(true);
    expect(refusal('settings', { watching: 1 })?.message).toContain('watching');
    expect(refusal('settings', { watcherPhrases: 'on' })?.message).toContain('watcherPhrases');
    expect(readClientMessage('watch', undefined).ok).toBe(true);
    expect(refusal('watch', { seat: 1 })?.code).toBe('bad-message');
  });

  it('takes every quick phrase and emote by its id, and refuses anything else as a phrase', () => {
    for (const id of [...QUICK_PHRASES, ...EMOTES]) expect(refusal('phrase', { id })).toBeNull();
    expect(new Set([...QUICK_PHRASES, ...EMOTES]).size).toBe(QUICK_PHRASES.length + EMOTES.length);
    expect(refusal('phrase', { id: 'Good luck!' })).toMatchObject({ code: 'bad-message', type: 'phrase' });
    expect(refusal('phrase', { id: 'good-luck', text: 'hi' })?.code).toBe('bad-message');
    expect(refusal('phrase', undefined)?.code).toBe('bad-message');
    expect(refusal('mute', { seat: 1 })?.message).toContain('muted');
    expect(refusal('mute', { seat: 6, muted: true })?.message).toContain('seat');
  });

  it('takes a chat line of one visible line up to 200 characters, and refuses the rest', () => {
    expect(refusal('chat', { text: 'x'.repeat(CHAT_MAX_LENGTH) })).toBeNull();
    expect(refusal('chat', { text: 'family 👨‍👩‍👧' })).toBeNull();
    expect(refusal('chat', { text: 'x'.repeat(CHAT_MAX_LENGTH + 1) })).toMatchObject({
      code: 'bad-message',
      type: 'chat',
    });
    for (const text of ['', '   ', 'two\nlines', 'bell\u0007', '\u200b', 'line\u2028sep', 'half \ud800'])
      expect(refusal('chat', { text })?.code, JSON.stringify(text)).toBe('bad-message');
    expect(refusal('settings', { chat: true })).toBeNull();
  });

  it('takes every move the engine finds legal, as the engine writes it, and no seat on it', () => {
    let state = newGame({ seed: 7 });
    for (let i = 0; i < 60 && state.phase !== 'over'; i++) {
      const moves = legalMoves(state);
      for (const move of moves) {
        expect(refusal('move', { id: 'x', move })).toBeNull();
        const withSeat = refusal('move', { id: 'x', move: { ...move, seat: state.turn } });
        expect(withSeat?.code).toBe('bad-message');
        expect(withSeat?.message).toContain('seat');
      }
      state = applyMove(state, moves[moves.length - 1]!);
    }
  });

  it('takes every value of every rule of RULE_INFO in settings, and refuses others', () => {
    for (const info of RULE_INFO) {
      const values = info.kind === 'boolean' ? [true, false] : info.kind === 'choice' ? info.choices : [null, 1, 3000];
      for (const value of values) expect(refusal('settings', { rules: { [info.field]: value } })).toBeNull();
      expect(refusal('settings', { rules: { [info.field]: 'nonsense' } })?.message).toContain(`rules.${info.field}`);
    }
    expect(refusal('settings', { rules: { cheat: true } })?.code).toBe('bad-message');
  });

  it('takes the levels of @birimba/ai and the timer in its range or off', () => {
    expect(BOT_LEVELS).toEqual(LEVELS.map((l) => l.name));
    for (const botLevel of BOT_LEVELS) expect(refusal('settings', { botLevel })).toBeNull();
    expect(refusal('settings', { botLevel: 'godlike' })?.code).toBe('bad-message');
    for (const moveTimer of [0, MOVE_TIMER_RANGE.min, MOVE_TIMER_RANGE.max])
      expect(refusal('settings', { moveTimer })).toBeNull();
    for (const moveTimer of [MOVE_TIMER_RANGE.min - 1, MOVE_TIMER_RANGE.max + 1, 12.5, -1])
      expect(refusal('settings', { moveTimer })?.code).toBe('bad-message');
  });

  it('names the field that is wrong', () => {
    expect(refusal('choose-seat', { seat: 6 })).toEqual({
      code: 'bad-message',
      message: 'choose-seat: "seat": expected (0 | 1 | 2 | 3 | 4 | 5), got 6',
      type: 'choose-seat',
    });
    expect(refusal('move', { id: 'a b', move: { type: 'draw' } })?.message).toContain('"id"');
    expect(refusal('move', { id: 'a', move: { type: 'cheat' } })?.message).toContain('"move.type"');
    expect(refusal('start', { now: true })?.message).toContain('"now"');
  });

  it('refuses an unknown type as unknown-type, whatever the type is', () => {
    expect(refusal('shuffle', {})).toMatchObject({ code: 'unknown-type', type: 'shuffle' });
    expect(refusal(7, {})).toMatchObject({ code: 'unknown-type', type: null });
    expect(refusal('__proto__', {})?.code).toBe('unknown-type');
    expect(refusal('x'.repeat(1000), {})).toMatchObject({ code: 'unknown-type', type: null });
  });

  it('refuses a payload over MAX_MESSAGE_BYTES before anything else, deep nesting included', () => {
    expect(refusal('sync', { pad: 'x'.repeat(MAX_MESSAGE_BYTES) })?.code).toBe('too-large');
    let deep: unknown = 0;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(refusal('sync', deep)?.code).toBe('too-large');
    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${String(i)}`, i]));
    expect(refusal('move', wide)?.code).toBe('too-large');
    expect(
      refusal('move', { id: 'a', move: { type: 'meld', cards: Array.from({ length: 30 }, (_, i) => i) } }),
    ).toBeNull();
  });

  it('measures JSON size close to JSON.stringify, never below it by much', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const size = jsonSize(value, 1e9);
        const text = JSON.stringify(value).length;
        return size >= text * 0.5 && size <= text * 3 + 10;
      }),
      { seed: 5, numRuns: 500 },
    );
  });

  it('never throws, and refuses with a known code, whatever the type and payload', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...CLIENT_MESSAGE_TYPES), fc.anything()), fc.anything(), (type, payload) => {
        const read = readClientMessage(type, payload);
        return read.ok || (ERROR_CODES.includes(read.error.code) && !read.error.message.includes('\n'));
      }),
      { seed: 11, numRuns: 3000 },
    );
  });
});

describe('JoinOptionsSchema', () => {
  const takes = (options: unknown): boolean => v.safeParse(JoinOptionsSchema, options).success;
  it('takes a name, a token, a seat and public; refuses empty, long, padded or control-character names', () => {
    expect(takes({ name: 'Μαρία' })).toBe(true);
    expect(takes({ name: 'Maria K.', seat: 3, public: true, token: 'a'.repeat(43) })).toBe(true);
    expect(takes({ name: 'x'.repeat(NAME_MAX_LENGTH) })).toBe(true);
    for (const name of ['', ' Maria', 'Maria ', 'x'.repeat(NAME_MAX_LENGTH + 1), 'Ma\nria', 'Ma\u0000ria', 'M\u2028'])
      expect(takes({ name }), JSON.stringify(name)).toBe(false);
    expect(takes({ name: 'Maria', token: 'short' })).toBe(false);
    expect(takes({ name: 'Maria', seat: 6 })).toBe(false);
    expect(takes({ name: 'Maria', admin: true })).toBe(false);
  });
});

describe('the level names of the main entry', () => {
  it('are @birimba/ai’s LEVELS, the levels the schemas accept', () => {
    expect([...LEVEL_NAMES]).toEqual([...BOT_LEVELS]);
    expect([...LEVEL_NAMES]).toEqual(LEVELS.map((l) => l.name));
  });
});
