// The settings at the table: opened from the bar, saved under storage-key, applied from the next deal (players and
// rules), speed and language at once, and resumed with the game.
import { afterEach, describe, expect, it } from 'vitest';
import { RULE_INFO } from '@birimba/engine';
import type { BirimbaTable } from '../src/birimba-table.js';
import { click, mount, q, qa, registryNames, savedState, settle, status, syncDecide } from './helpers.js';

const KEY = 'settings-test';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

async function openSettings(el: BirimbaTable): Promise<void> {
  click(el, '[data-action="settings"]');
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
}

async function choose(el: BirimbaTable, selector: string, value: string): Promise<void> {
  const control = q<HTMLSelectElement | HTMLInputElement>(el, selector);
  if (control === null) throw new Error(`no ${selector}`);
  if (control instanceof HTMLInputElement && control.type === 'checkbox') control.click();
  else {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
  await el.updateComplete;
}

const savedSettings = (): unknown => (JSON.parse(localStorage.getItem(KEY) ?? '{}') as { settings?: unknown }).settings;

describe('settings at the table', () => {
  it('offers the registry’s difficulty for each AI seat and every rule of the engine', async () => {
    const el = await mount({ storageKey: KEY });
    await openSettings(el);
    expect(q(el, '[data-panel="settings"]')).not.toBeNull();
    const names = registryNames();
    for (const seat of [1, 2, 3]) {
      const options = qa(el, `[data-setting="bot-${seat}"] option`).map((o) => (o as HTMLOptionElement).value);
      expect(options.length).toBeGreaterThan(1);
      for (const option of options) expect(names).toContain(option);
    }
    // Every rule, the number of players included.
    for (const info of RULE_INFO) expect(q(el, `[data-rule="${info.field}"]`), info.field).not.toBeNull();
    // Escape closes the panel.
    (q(el, '[part="table"]') as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    await el.updateComplete;
    expect(q(el, '[data-panel]')).toBeNull();
  });

  it('saves a change at once; players and rules apply from the next deal, the language at once; a new visit resumes them', async () => {
    const el = await mount({ storageKey: KEY });
    const rulesBefore = savedState(KEY).rules;
    await openSettings(el);
    await choose(el, '[data-setting="bot-1"]', 'easy');
    await choose(el, '[data-setting="bot-3"]', 'hard');
    await choose(el, '[data-rule="allowSets"]', '');
    await choose(el, '[data-setting="lang"]', 'el');
    expect(savedSettings()).toEqual({
      bots: ['easy', 'normal', 'hard'],
      rules: { allowSets: true },
      speed: null,
      lang: 'el',
    });
    // This deal goes on as it was dealt; the language changed now.
    expect(savedState(KEY).rules).toEqual(rulesBefore);
    expect((JSON.parse(localStorage.getItem(KEY) ?? '{}') as { seats: string[] }).seats).toEqual([
      'human',
      'normal',
      'normal',
      'normal',
    ]);
    expect(q(el, '[data-action="draw"]')?.textContent?.trim()).toBe('Τράβα');

    // The next deal (a new game here) takes them.
    el.newGame();
    await settle(el);
    expect(savedState(KEY).rules.allowSets).toBe(true);
    expect((JSON.parse(localStorage.getItem(KEY) ?? '{}') as { seats: string[] }).seats).toEqual([
      'human',
      'easy',
      'normal',
      'hard',
    ]);
    el.remove();

    const again = await mount({ storageKey: KEY });
    expect(q(again, '[data-action="draw"]')?.textContent?.trim()).toBe('Τράβα');
    await openSettings(again);
    expect(q<HTMLSelectElement>(again, '[data-setting="bot-1"]')?.value).toBe('easy');
    expect(q<HTMLInputElement>(again, '[data-rule="allowSets"]')?.checked).toBe(true);
  });

  it('applies the players and the rules at the next deal of a match', async () => {
    const el = document.createElement('birimba-table');
    el.decisionFunction = syncDecide;
    el.botNamesFunction = registryNames;
    el.setAttribute('ai-delay', '0');
    el.setAttribute('seats', 'greedy greedy greedy greedy');
    el.setAttribute('seed', '4');
    el.setAttribute('target', '100000');
    el.setAttribute('storage-key', KEY);
    document.body.append(el);
    await el.updateComplete;
    await openSettings(el);
    await choose(el, '[data-setting="bot-2"]', 'easy');
    await choose(el, '[data-rule="twoOfSuitNeverDirty"]', '');
    for (let i = 0; i < 20000 && status(el).phase !== 'over'; i++) await new Promise((r) => setTimeout(r, 0));
    expect(status(el).phase).toBe('over');
    expect(savedState(KEY).rules.twoOfSuitNeverDirty).toBe(false);
    click(el, '[data-action="next-deal"]');
    await el.updateComplete;
    const next = savedState(KEY);
    expect(next.match.deal).toBe(2);
    expect(next.rules.twoOfSuitNeverDirty).toBe(true);
    expect(next.rules.matchTarget).toBe(100000);
    expect((JSON.parse(localStorage.getItem(KEY) ?? '{}') as { seats: string[] }).seats).toEqual([
      'greedy',
      'greedy',
      'easy',
      'greedy',
    ]);
  });

  it('a chosen speed wins over ai-delay', async () => {
    const el = await mount({ storageKey: KEY });
    await openSettings(el);
    await choose(el, '[data-setting="speed"]', 'slow');
    expect(savedSettings()).toMatchObject({ speed: 'slow' });
    // Slow: the bots wait between actions, so the skip control shows while they play.
    click(el, '[data-action="close-panel"]');
    await el.updateComplete;
    click(el, '[data-action="draw"]');
    await el.updateComplete;
    (qa(el, '[data-zone="hand"] button[data-card]')[0] as HTMLElement).click();
    await el.updateComplete;
    click(el, '[data-action="discard"]');
    await el.updateComplete;
    expect(q(el, '[data-action="skip"]')).not.toBeNull();
  });
});
