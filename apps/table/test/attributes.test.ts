// Attributes are checked when they are set: a bad value is refused at once with a `birimba-error` of code
// `bad-attribute` (the attribute, the value, what is allowed) and a console warning, and the last good value is kept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { botKinds } from '@birimba/ai';
import { SEAT_KINDS } from '../src/attributes/check-attributes.js';
import { DEFAULT_SEATS } from '../src/attributes/setup.js';
import { mountWith as mountWithKey, savedState, status } from './helpers.js';

const KEY = 'attributes-test';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

const mountWith = (attributes: Record<string, string>) => mountWithKey(KEY, attributes);

const savedSeats = (): unknown => (JSON.parse(localStorage.getItem(KEY) ?? '{}') as { seats?: unknown }).seats;

describe('attributes checked when set', () => {
  it('refuses a seat no bot can play, names it, warns, and plays the default seats', async () => {
    const { el, refused } = await mountWith({ seats: 'human dragon normal normal' });
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      code: 'bad-attribute',
      attribute: 'seats',
      value: 'human dragon normal normal',
    });
    expect(refused[0]?.allowed).toContain('classic');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('seats="human dragon normal normal"'));
    expect(el.seats).toBe(DEFAULT_SEATS);
    expect(savedSeats()).toEqual(DEFAULT_SEATS.split(' '));
    // The bots play: the turn comes back to seat 0.
    expect(status(el).turn).toBe(0);
  });

  it.each(['human', 'human normal normal normal normal', '   '])(
    'checks seats="%s" (blank: the default)',
    async (seats) => {
      const { refused } = await mountWith({ seats });
      expect(refused.map((r) => r.attribute)).toEqual(seats.trim() === '' ? [] : ['seats']);
    },
  );

  it('refuses a target that is not a whole number above 0 and keeps the last good one', async () => {
    const { el, refused } = await mountWith({ target: 'abc' });
    expect(refused).toMatchObject([{ attribute: 'target', value: 'abc' }]);
    expect(el.target).toBeNull();
    expect(savedState(KEY).rules.matchTarget).toBeNull();

    el.setAttribute('target', '3000');
    await el.updateComplete;
    el.setAttribute('target', '-5');
    await el.updateComplete;
    expect(refused.map((r) => r.value)).toEqual(['abc', '-5']);
    expect(el.target).toBe(3000);
    el.newGame();
    await el.updateComplete;
    expect(savedState(KEY).rules.matchTarget).toBe(3000);
  });

  it('refuses a language other than English or Greek, and a negative or non-numeric delay', async () => {
    const { el, refused } = await mountWith({ lang: 'xx', 'ai-delay': '-1' });
    expect(refused.map((r) => r.attribute).sort()).toEqual(['ai-delay', 'lang']);
    expect(el.lang).toBe('');
    expect(el.aiDelay).toBe(900);
    el.setAttribute('lang', 'el-GR');
    await el.updateComplete;
    expect(refused).toHaveLength(2);
  });

  it('takes an empty target as no target', async () => {
    const { el, refused } = await mountWith({ target: '' });
    expect(refused).toEqual([]);
    expect(el.target).toBe(0);
    expect(savedState(KEY).rules.matchTarget).toBeNull();
  });

  it('knows exactly the seat kinds the AI registry has', () => {
    expect(new Set(SEAT_KINDS)).toEqual(new Set(['human', ...botKinds().keys()]));
  });
});
