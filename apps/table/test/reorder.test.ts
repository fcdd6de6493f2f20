// Drag to reorder the hand with pointer events (a tap still selects), Alt+arrows, and the order in the autosave.
import { afterEach, describe, expect, it } from 'vitest';
import { type BirimbaTable } from '../src/birimba-table.js';
import { mount, q, qa } from './helpers.js';

const KEY = 'reorder-test';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const cards = (el: BirimbaTable): HTMLElement[] => qa(el, '[data-zone="hand"] [data-card]');
const order = (el: BirimbaTable): string[] => cards(el).map((c) => c.getAttribute('data-card') ?? '');

/** happy-dom has no layout: give the hand's cards one row, 40px apart. */
function layOut(el: BirimbaTable): void {
  cards(el).forEach((card, i) => {
    card.getBoundingClientRect = () => ({
      left: i * 40,
      right: i * 40 + 36,
      top: 0,
      bottom: 50,
      width: 36,
      height: 50,
      x: i * 40,
      y: 0,
      toJSON: () => ({}),
    });
  });
}

const pointer = (target: Element, type: string, x: number, y = 25): void => {
  target.dispatchEvent(
    new PointerEvent(type, {
      pointerId: 1,
      button: 0,
      clientX: x,
      clientY: y,
      bubbles: true,
      composed: true,
      cancelable: true,
    }),
  );
};

describe('reordering the hand', () => {
  it('dragging card 1 past card 3 moves it there; a tap still selects; the order is saved and resumed', async () => {
    const el = await mount({ storageKey: KEY });
    const before = order(el);
    layOut(el);
    const first = cards(el)[0] as HTMLElement;
    pointer(first, 'pointerdown', 18);
    pointer(first, 'pointermove', 60);
    pointer(first, 'pointermove', 100);
    pointer(first, 'pointerup', 100);
    first.click(); // the click a browser fires after the drag must not select
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    const after = order(el);
    expect(after).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
    expect(cards(el).every((c) => c.getAttribute('aria-pressed') === 'false')).toBe(true);

    // A tap (movement under the threshold) selects.
    const second = cards(el)[1] as HTMLElement;
    pointer(second, 'pointerdown', 58);
    pointer(second, 'pointermove', 60);
    pointer(second, 'pointerup', 60);
    second.click();
    await el.updateComplete;
    expect(cards(el)[1]?.getAttribute('aria-pressed')).toBe('true');
    expect(order(el)).toEqual(after);

    // The order is in the autosave.
    expect((JSON.parse(localStorage.getItem(KEY) ?? '{}') as { handOrder?: number[] }).handOrder).toHaveLength(11);
    el.remove();
    const again = await mount({ storageKey: KEY });
    expect(order(again)).toEqual(after);

    // Sorting resets the custom order.
    (q(again, '[data-sort="rank"]') as HTMLElement).click();
    await again.updateComplete;
    (q(again, '[data-sort="suit"]') as HTMLElement).click();
    await again.updateComplete;
    expect(order(again)).toEqual(before);
    expect((JSON.parse(localStorage.getItem(KEY) ?? '{}') as { handOrder?: number[] }).handOrder).toBeUndefined();
  });

  it('appends cards that arrive after a custom order', async () => {
    const el = await mount({ storageKey: KEY });
    const first = cards(el)[0] as HTMLElement;
    first.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'ArrowRight',
        altKey: true,
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
    await el.updateComplete;
    const custom = order(el);
    (q(el, '[data-action="draw"]') as HTMLElement).click();
    await el.updateComplete;
    const now = order(el);
    expect(now).toHaveLength(12);
    expect(now.slice(0, 11)).toEqual(custom);
  });

  it('moves the focused card with Alt+arrows', async () => {
    const el = await mount();
    const before = order(el);
    const first = cards(el)[0] as HTMLElement;
    first.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'ArrowRight',
        altKey: true,
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
    await el.updateComplete;
    expect(order(el)).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(cards(el)[1]?.getAttribute('tabindex')).toBe('0');
    (cards(el)[1] as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowLeft', altKey: true, bubbles: true, composed: true, cancelable: true }),
    );
    await el.updateComplete;
    expect(order(el)).toEqual(before);
  });
});
