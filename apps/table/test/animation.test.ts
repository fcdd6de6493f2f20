// Following the bots and cards that travel: the acting seat and the cards it just played are marked, a skip
// control hurries the bots, cards glide (Web Animations API) from where they came from, and nothing moves under
// prefers-reduced-motion. happy-dom has no layout and no Web Animations: `animate` is recorded, and the end
// states in a real browser are checked by the e2e test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewFor } from '@birimba/engine';
import { type BirimbaTable } from '../src/birimba-table.js';
import { mount, playThroughUi, q, qa, registryNames, savedState, settle, status, syncDecide } from './helpers.js';

const KEY = 'animation-test';

interface Recorded {
  readonly target: Element;
  readonly keyframes: Keyframe[];
}
let recorded: Recorded[] = [];
const realAnimate = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'animate');

function reduce(on: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: on && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  recorded = [];
  HTMLElement.prototype.animate = function (this: Element, keyframes: Keyframe[] | PropertyIndexedKeyframes | null) {
    recorded.push({ target: this, keyframes: keyframes as Keyframe[] });
    return {
      addEventListener: () => undefined,
      cancel: () => undefined,
      finished: Promise.resolve(),
    } as unknown as Animation;
  };
  reduce(false);
});

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  if (realAnimate === undefined) delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  else Object.defineProperty(HTMLElement.prototype, 'animate', realAnimate);
  vi.useRealTimers();
});

async function humanTurn(el: BirimbaTable): Promise<void> {
  await playThroughUi(el, { type: 'draw' });
  await playThroughUi(el, { type: 'discard', card: (viewFor(savedState(KEY), 0).hand[0] as { id: number }).id });
}

describe('bot moves a person can follow', () => {
  it('highlights the acting seat and the cards it just played', async () => {
    const el = await mount({ storageKey: KEY });
    await humanTurn(el);
    await settle(el);
    expect(qa(el, '[data-acting]')).toHaveLength(1);
    expect(q(el, '[data-zone="seat-3"]')?.hasAttribute('data-acting')).toBe(true);
    // East's discard is on top of the pile, highlighted.
    const pile = qa(el, '[data-zone="pile"] [data-card]');
    expect(pile[pile.length - 1]?.classList.contains('fresh')).toBe(true);
  });

  it('shows a skip button while the bots play with a delay; it finishes their turns; the delay applies again after', async () => {
    const el = document.createElement('birimba-table');
    el.decisionFunction = syncDecide;
    el.botNamesFunction = registryNames;
    el.setAttribute('ai-delay', '20000');
    el.setAttribute('seed', '7');
    el.setAttribute('storage-key', KEY);
    document.body.append(el);
    await el.updateComplete;
    // The table is drawn (its first render waits for a task of its own); from here the clock is the test's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(q(el, '[data-action="skip"]')).toBeNull();
    await humanTurn(el);
    await el.updateComplete;
    expect(status(el).turn).toBe(1);
    const skip = q(el, '[data-action="skip"]');
    expect(skip).not.toBeNull();
    skip?.click();
    // 20 s delays: only the skip lets the bots finish (their zero-delay steps still go through timers).
    for (let i = 0; i < 400 && !(status(el).turn === 0 && status(el).phase === 'draw'); i++) {
      // 1 ms: a zero-delay timer set while the fake clock ticks is due 1 ms later.
      await vi.advanceTimersByTimeAsync(1);
      await el.updateComplete;
    }
    expect(status(el)).toEqual({ turn: 0, phase: 'draw' });
    expect(q(el, '[data-action="skip"]')).toBeNull();
    // After the human's next turn the delay applies again: West acts only once the 20 s have passed.
    await humanTurn(el);
    await vi.advanceTimersByTimeAsync(19_000);
    await el.updateComplete;
    expect(status(el)).toEqual({ turn: 1, phase: 'draw' });
    expect(q(el, '[data-action="skip"]')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1_500);
    await el.updateComplete;
    expect(status(el)).toEqual({ turn: 1, phase: 'play' });
    el.remove();
  });

  it('has no skip button with ai-delay 0', async () => {
    const el = await mount();
    await playThroughUi(el, { type: 'draw' });
    expect(q(el, '[data-action="skip"]')).toBeNull();
  });
});

describe('cards that travel', () => {
  it('the card you draw comes from the stock; your discard glides to the pile', async () => {
    const el = await mount({ storageKey: KEY });
    const hand = new Set(viewFor(savedState(KEY), 0).hand.map((c) => c.id));
    recorded = [];
    await playThroughUi(el, { type: 'draw' });
    const drawn = viewFor(savedState(KEY), 0).hand.find((c) => !hand.has(c.id));
    const ofDrawn = recorded.filter((r) => r.target.getAttribute('data-id') === String(drawn?.id));
    expect(ofDrawn).toHaveLength(1);
    expect(ofDrawn[0]?.keyframes[0]?.translate).toMatch(/^-?[\d.]+px -?[\d.]+px$/);
    expect(ofDrawn[0]?.keyframes[0]?.opacity).toBe(0.4);
    expect(ofDrawn[0]?.keyframes[1]).toMatchObject({ translate: '0px 0px', opacity: 1 });
    expect(ofDrawn[0]?.target.closest('[data-zone="hand"]')).not.toBeNull();
  });

  it('a bot’s discard arrives on the pile from its seat', async () => {
    const el = await mount({ storageKey: KEY });
    await humanTurn(el);
    await settle(el);
    const top = savedState(KEY).pile.at(-1);
    const ofTop = recorded.filter(
      (r) => r.target.getAttribute('data-id') === String(top?.id) && r.target.closest('[data-zone="pile"]') !== null,
    );
    expect(ofTop.length).toBeGreaterThanOrEqual(1);
  });

  it('moves nothing under prefers-reduced-motion', async () => {
    reduce(true);
    const el = await mount({ storageKey: KEY });
    recorded = [];
    await humanTurn(el);
    await settle(el);
    await playThroughUi(el, { type: 'draw' });
    expect(status(el).phase).toBe('play');
    expect(recorded).toEqual([]);
    expect(qa(el, '.flight-layer .ghost')).toHaveLength(0);
  });
});
