// What a player expects of the table between moves: the keyboard focus stays in it after each action, the language
// follows the browser when the page sets none, and "New game" in a match names what is lost.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewFor } from '@birimba/engine';
import { click, mount, q, savedState, settle, untilOver } from './helpers.js';
import type { BirimbaTable } from '../src/index.js';
import { syncDecide } from './helpers.js';

const KEY = 'comfort-test';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

const focused = (el: BirimbaTable): Element | null => (el.shadowRoot as ShadowRoot).activeElement;

describe('keyboard focus after an action', () => {
  it('stays in the table after Draw and after a discard (on a hand card), so the shortcuts keep working', async () => {
    const el = await mount({ storageKey: KEY });
    const draw = q(el, '[data-action="draw"]') as HTMLButtonElement;
    draw.focus();
    expect(focused(el)).toBe(draw);
    draw.click();
    await el.updateComplete;
    await el.updateComplete;
    expect(focused(el)?.closest('[data-zone="hand"]')).not.toBeNull();

    const card = viewFor(savedState(KEY), 0).hand[0] as { id: number };
    const discard = q(el, '[data-action="discard"]') as HTMLButtonElement;
    discard.focus();
    el.play({ type: 'discard', card: card.id });
    await settle(el);
    expect(focused(el)).not.toBeNull();
    expect((focused(el) as HTMLButtonElement).disabled).not.toBe(true);
  });

  it('is not taken when the focus was elsewhere on the page', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const el = await mount({ storageKey: KEY });
    outside.focus();
    el.play({ type: 'draw' });
    await el.updateComplete;
    expect(document.activeElement).toBe(outside);
  });
});

describe('the card just drawn', () => {
  it('is marked in the hand until the turn ends', async () => {
    const el = await mount({ storageKey: KEY });
    expect(q(el, '[data-zone="hand"] [data-drawn]')).toBeNull();
    el.play({ type: 'draw' });
    await el.updateComplete;
    const state = savedState(KEY);
    const marked = q(el, '[data-zone="hand"] [data-drawn]');
    expect(marked?.getAttribute('data-id')).toBe(String(state.hands[0]?.at(-1)?.id));
    expect(marked?.getAttribute('aria-label')).toContain('just drawn');
    el.play({ type: 'discard', card: Number(marked?.getAttribute('data-id')) });
    await settle(el);
    expect(q(el, '[data-zone="hand"] [data-drawn]')).toBeNull();
  });
});

describe('the settings', () => {
  it('name each group once: no label repeats its group’s title', async () => {
    const el = await mount();
    click(el, '[data-action="settings"]');
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    const groups = [...(el.shadowRoot as ShadowRoot).querySelectorAll('[data-settings] fieldset')];
    for (const group of groups) {
      const legend = group.querySelector('legend')?.textContent?.trim();
      const labels = [...group.querySelectorAll('label')].map((l) => l.textContent?.trim());
      expect(labels, legend).not.toContain(legend);
    }
    expect(groups.length).toBeGreaterThanOrEqual(4);
  });
});

describe('the language without a lang attribute', () => {
  function withBrowserLanguages(languages: string[]): void {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  }

  it('is Greek on a browser that prefers Greek', async () => {
    withBrowserLanguages(['el-GR', 'en']);
    const el = await mount();
    expect(q(el, '[data-action="new-game"]')?.textContent?.trim()).toBe('Νέα παρτίδα');
  });

  it('is English on any other browser, and the lang attribute or the settings win', async () => {
    withBrowserLanguages(['fr-FR', 'el']);
    const el = await mount();
    expect(q(el, '[data-action="new-game"]')?.textContent?.trim()).toBe('New game');
    withBrowserLanguages(['el']);
    const en = await mount({ lang: 'en' });
    expect(q(en, '[data-action="new-game"]')?.textContent?.trim()).toBe('New game');
  });
});

describe('New game in the middle of a match', () => {
  it('names the match and its score in the question', async () => {
    const el = document.createElement('birimba-table');
    el.decisionFunction = syncDecide;
    for (const [name, value] of Object.entries({
      'ai-delay': '0',
      seats: 'greedy greedy greedy greedy',
      seed: '11',
      target: '100000',
      'storage-key': KEY,
    }))
      el.setAttribute(name, value);
    document.body.append(el);
    await untilOver(el);
    const a = q(el, '[data-match-total="a"]')?.textContent?.trim();
    const b = q(el, '[data-match-total="b"]')?.textContent?.trim();
    click(el, '[data-action="new-game"]');
    await el.updateComplete;
    const question = q(el, '#confirm-text')?.textContent ?? '';
    expect(question).toContain('match in progress will be lost');
    expect(question).toContain('deal 1');
    expect(question).toContain(`Us ${String(a)} – ${String(b)} Them`);
  });
});
