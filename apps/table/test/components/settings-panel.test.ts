// <birimba-settings>: difficulty from the AI registry's names, every rule of RULE_INFO rendered by its kind (new
// rules appear by themselves), speed and language; each change sent up whole.
import { afterEach, describe, expect, it } from 'vitest';
import { type RuleFieldInfo, DEFAULT_RULES, RULE_INFO } from '@birimba/engine';
import { botKinds } from '@birimba/ai';
import { TEXTS } from '../../src/texts/i18n.js';
import {
  type Settings,
  BOT_NAMES,
  LEVELS,
  NO_SETTINGS,
  difficultyChoices,
  readSettings,
} from '../../src/game/settings.js';
import { type BirimbaSettings, humanize } from '../../src/components/settings-panel.js';
import '../../src/components/settings-panel.js';

afterEach(() => {
  document.body.innerHTML = '';
});

async function panel(extra: Partial<BirimbaSettings> = {}): Promise<{ el: BirimbaSettings; changes: Settings[] }> {
  const el = document.createElement('birimba-settings');
  Object.assign(el, {
    settings: NO_SETTINGS,
    choices: ['random', 'greedy', 'classic'],
    seats: ['human', 'classic', 'classic', 'classic'],
    rules: DEFAULT_RULES,
    t: TEXTS.en,
    ...extra,
  });
  const changes: Settings[] = [];
  el.addEventListener('settings-change', (e) => changes.push(e.detail.settings));
  document.body.append(el);
  await el.updateComplete;
  return { el, changes };
}

const select = (el: Element | null, value: string): void => {
  const s = el as HTMLSelectElement;
  s.value = value;
  s.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('difficulty choices', () => {
  it('offers the levels when the registry has them, the bot names until then', () => {
    expect(difficultyChoices(['random', 'greedy', 'classic'])).toEqual(['random', 'greedy', 'classic']);
    expect(difficultyChoices(['random', 'greedy', 'classic', 'expert', 'easy', 'normal', 'hard'])).toEqual([...LEVELS]);
    expect(difficultyChoices(['random', 'greedy', 'classic', 'easy'])).toEqual([...BOT_NAMES]);
  });

  it('works with the registry as it is now', () => {
    const names = [...botKinds().keys()];
    const choices = difficultyChoices(names);
    expect(choices.length).toBeGreaterThan(0);
    for (const choice of choices) expect(names).toContain(choice);
  });
});

describe('<birimba-settings>', () => {
  it('has a control for every field of the engine’s RuleSet, the number of players included, of the field’s kind', async () => {
    const { el, changes } = await panel();
    const players = el.querySelector<HTMLSelectElement>('[data-rule="players"]');
    expect([...(players?.options ?? [])].map((o) => o.textContent?.trim())).toEqual([
      'Four, two partnerships',
      'Two, head to head',
      'Six, three partnerships',
    ]);
    // Chosen with the other players' levels, not among the variants.
    expect(players?.closest('fieldset')?.querySelector('legend')?.textContent?.trim()).toBe('Players');
    select(players, '2');
    expect(changes.at(-1)?.rules).toEqual({ players: 6 });
    for (const info of RULE_INFO) {
      const control = el.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-rule="${info.field}"]`);
      expect(control, info.field).not.toBeNull();
      const kind = info.kind === 'boolean' ? 'checkbox' : info.kind === 'choice' ? 'select-one' : 'number';
      expect(control?.type, info.field).toBe(kind);
      expect(el.querySelector(`label[for="${control?.id ?? ''}"]`)?.textContent?.trim(), info.field).not.toBe('');
    }
  });

  it('offers as first seat the seats of the form chosen, and a smaller form starts at seat 0', async () => {
    const firstSeats = (el: Element): number => el.querySelectorAll('[data-rule="firstSeat"] option').length;
    const six = await panel({ settings: { ...NO_SETTINGS, rules: { players: 6, firstSeat: 5 } } });
    expect([...six.el.querySelectorAll('[data-rule="firstSeat"] option')].map((o) => o.textContent?.trim())).toEqual([
      'You',
      'East',
      'N-East',
      'North',
      'N-West',
      'West',
      'Drawn at random',
    ]);
    select(six.el.querySelector('[data-rule="players"]'), '0');
    expect(six.changes.at(-1)?.rules).toEqual({ players: 4, firstSeat: 0 });
    const two = await panel({ rules: { ...DEFAULT_RULES, players: 2 } });
    expect(firstSeats(two.el)).toBe(3);
    select(two.el.querySelector('[data-rule="firstSeat"]'), '1');
    expect(two.changes.at(-1)?.rules).toEqual({ firstSeat: 1 });
    select(two.el.querySelector('[data-rule="players"]'), '2');
    expect(two.changes.at(-1)?.rules).toEqual({ players: 6 });
  });

  it('shows a rule it has no words for with a readable name and the engine’s description', async () => {
    const extra = {
      field: 'birimbakiNeedsLuck',
      kind: 'boolean',
      description: 'a made-up rule',
    } as unknown as RuleFieldInfo;
    const { el, changes } = await panel({ info: [...RULE_INFO, extra] });
    const box = el.querySelector<HTMLInputElement>('[data-rule="birimbakiNeedsLuck"]');
    expect(el.querySelector('label[for="rule-birimbakiNeedsLuck"]')?.textContent).toBe('Birimbaki needs luck');
    expect(el.querySelector('[lang="en"]')?.textContent).toBe('a made-up rule');
    box?.click();
    expect(changes.at(-1)?.rules).toEqual({ birimbakiNeedsLuck: true });
    expect(humanize('twoOfSuitNeverDirty')).toBe('Two of suit never dirty');
  });

  it('sends each change up as whole settings: bots, rules, speed, language', async () => {
    const { el, changes } = await panel();
    select(el.querySelector('[data-setting="bot-2"]'), 'greedy');
    expect(changes.at(-1)?.bots).toEqual(['classic', 'greedy', 'classic']);
    select(el.querySelector('[data-rule="closingRequires"]'), '2');
    expect(changes.at(-1)?.rules).toEqual({ closingRequires: 'cleanBirimba' });
    const target = el.querySelector<HTMLInputElement>('[data-rule="matchTarget"]');
    if (target === null) throw new Error('no match target');
    target.value = '3000';
    target.dispatchEvent(new Event('change'));
    expect(changes.at(-1)?.rules).toEqual({ matchTarget: 3000 });
    select(el.querySelector('[data-setting="speed"]'), 'fast');
    expect(changes.at(-1)?.speed).toBe('fast');
    select(el.querySelector('[data-setting="lang"]'), 'el');
    expect(changes.at(-1)?.lang).toBe('el');
    for (const settings of changes) expect(readSettings(JSON.parse(JSON.stringify(settings)))).toEqual(settings);
  });

  it('speaks Greek', async () => {
    const { el } = await panel({ t: TEXTS.el, lang: 'el', choices: [...LEVELS] });
    expect(el.querySelector('label[for="rule-allowSets"]')?.textContent).toBe('Και φύλλα ίδιας αξίας κάνουν κατεβασιά');
    expect([...el.querySelectorAll('[data-setting="bot-1"] option')].map((o) => o.textContent)).toContain('Δύσκολος');
    expect(el.textContent).not.toMatch(/\b(AI|rules?|boolean)\b/i);
  });
});

describe('readSettings', () => {
  it('refuses anything off, an unknown or ill-typed rule included', () => {
    const good = { bots: ['easy', 'hard', 'expert'], rules: { allowSets: true }, speed: 'slow', lang: 'el' };
    expect(readSettings(good)).toEqual(good);
    expect(readSettings({ ...good, rules: { allowSets: 'yes' } })).toBeNull();
    expect(readSettings({ ...good, rules: { __proto__: { x: 1 }, toString: 1 } })).toBeNull();
    expect(readSettings({ ...good, bots: ['easy'] })).toBeNull();
    expect(readSettings({ ...good, speed: 'warp' })).toBeNull();
    expect(readSettings({ ...good, lang: 'fr' })).toBeNull();
    expect(readSettings(null)).toBeNull();
  });
});

describe('in an online room', () => {
  it('offers only the language: the rules, the bots and their pace are the room’s, and says so', async () => {
    for (const t of [TEXTS.en, TEXTS.el]) {
      const { el, changes } = await panel({ online: true, t });
      expect([...el.querySelectorAll('[data-setting]')].map((s) => s.getAttribute('data-setting'))).toEqual(['lang']);
      expect(el.querySelector('.note')?.textContent?.trim()).toBe(t.settingsOnline);
      select(el.querySelector('[data-setting="lang"]'), 'el');
      expect(changes.at(-1)?.lang).toBe('el');
      el.remove();
    }
  });
});
