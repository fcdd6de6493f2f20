// <birimba-log> and <birimba-score-sheet>: cards as cards in the log; one score sheet with the match history.
import { afterEach, describe, expect, it } from 'vitest';
import type { MoveEvent } from '@birimba/engine';
import { TEXTS } from '../../src/texts/i18n.js';
import '../../src/components/log.js';
import '../../src/components/score-sheet.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<birimba-log>', () => {
  it('shows cards as symbols named for screen readers, never as engine codes', async () => {
    const el = document.createElement('birimba-log');
    const entries: MoveEvent[] = [
      { kind: 'draw', seat: 0, card: 'QS', last: false },
      { kind: 'draw', seat: 1, last: false },
      { kind: 'meld', seat: 2, cards: ['10H', 'JH', 'QH'] },
      { kind: 'takePile', seat: 3, count: 2, cards: ['JK', '4D'] },
    ];
    Object.assign(el, { entries, t: TEXTS.en });
    document.body.append(el);
    await el.updateComplete;
    const lines = [...el.querySelectorAll('li')];
    expect(lines).toHaveLength(4);
    const text = el.textContent ?? '';
    expect(text).not.toMatch(/\b(QS|10H|JH|QH|4D)\b/);
    expect([...(lines[0]?.querySelectorAll('[role="img"]') ?? [])].map((c) => c.getAttribute('aria-label'))).toEqual([
      'Queen of spades',
    ]);
    expect(lines[1]?.textContent?.trim()).toBe('East draws from the stock');
    expect(
      [...(lines[2]?.querySelectorAll('[role="img"]') ?? [])].map((c) => c.textContent?.replace('\uFE0E', '')),
    ).toEqual(['10♥', 'J♥', 'Q♥']);
    expect(lines[3]?.querySelectorAll('[role="img"]')).toHaveLength(2);
    expect(el.querySelectorAll('[data-card]')).toHaveLength(0);
  });

  it('names the people of an online room by their names, the bots by their level and number, in both languages', async () => {
    const person = (name: string) => ({
      name,
      human: name !== '',
      connected: true,
      standIn: false,
      host: false,
      level: name !== '' ? '' : 'hard',
    });
    const people = [person(''), person('Eleni'), person('Nikos'), person('')];
    const entries: MoveEvent[] = [
      { kind: 'draw', seat: 1, last: false },
      { kind: 'draw', seat: 2, last: false },
      { kind: 'draw', seat: 3, last: false },
    ];
    const lines = async (t: (typeof TEXTS)['en']): Promise<string[]> => {
      const el = document.createElement('birimba-log');
      Object.assign(el, { entries, mySeat: 2, people, t });
      document.body.append(el);
      await el.updateComplete;
      return [...el.querySelectorAll('li')].map((li) => li.textContent?.trim() ?? '');
    };
    expect(await lines(TEXTS.en)).toEqual([
      'Eleni draws from the stock',
      'You draw from the stock',
      'Bot 2 (hard) draws from the stock',
    ]);
    expect((await lines(TEXTS.el))[0]).toMatch(/^Eleni: /);
  });

  it('keeps the whole deal, not only the last lines', async () => {
    const el = document.createElement('birimba-log');
    const entries: MoveEvent[] = Array.from({ length: 150 }, (_, i) => ({
      kind: 'draw',
      seat: ((i % 3) + 1) as 1 | 2 | 3,
      last: false,
    }));
    Object.assign(el, { entries, t: TEXTS.el });
    document.body.append(el);
    await el.updateComplete;
    expect(el.querySelectorAll('li')).toHaveLength(150);
    expect(el.querySelector('li')?.textContent?.trim()).toBe('Ανατολή: τράβηξε από την τράπουλα');
  });
});

describe('<birimba-score-sheet>', () => {
  const team = (total: number) => ({
    meldPoints: total,
    birimbaBonus: 0,
    handPenalty: 0,
    birimbakiPenalty: 0,
    closingBonus: 0,
    total,
  });

  it('shows one sheet: the running score during the deal, the breakdown at the end (never both)', async () => {
    const el = document.createElement('birimba-score-sheet');
    Object.assign(el, {
      t: TEXTS.en,
      live: [
        { meldPoints: 30, birimbaBonus: 0, onTable: 30 },
        { meldPoints: 0, birimbaBonus: 0, onTable: 0 },
      ],
    });
    document.body.append(el);
    await el.updateComplete;
    expect(el.querySelectorAll('table')).toHaveLength(1);
    expect(el.querySelector('[data-score="a"]')?.textContent).toBe('30');
    el.final = { teams: [team(50), team(80)], winner: 1, endReason: 'closed', closedBy: 1 };
    await el.updateComplete;
    expect(el.querySelectorAll('table')).toHaveLength(1);
    expect(el.querySelector('[data-scores]')).toBeNull();
    expect(el.querySelector('[data-winner]')?.textContent).toBe('The opponents win the deal');
    expect(el.textContent).toContain('The opponents closed the deal.');
  });

  it('puts team B first as "Us" for a player of team B (mySeat 1), each figure under its own team', async () => {
    const el = document.createElement('birimba-score-sheet');
    Object.assign(el, {
      t: TEXTS.en,
      mySeat: 1,
      final: { teams: [team(50), team(80)], winner: 1, endReason: 'closed', closedBy: 1 },
    });
    document.body.append(el);
    await el.updateComplete;
    expect([...el.querySelectorAll('thead th')].map((th) => th.textContent?.trim())).toEqual(['Score', 'Us', 'Them']);
    expect([...el.querySelectorAll('tr.total td')].map((td) => td.textContent)).toEqual(['80', '50']);
    expect(el.querySelector('[data-winner]')?.getAttribute('data-winner')).toBe('b');
    expect(el.querySelector('[data-winner]')?.textContent).toBe('Your team wins the deal');
    expect(el.textContent).toContain('Your team closed the deal.');
  });

  it('in a match: every finished deal, the totals and the winner in good grammar', async () => {
    const el = document.createElement('birimba-score-sheet');
    Object.assign(el, {
      t: TEXTS.en,
      final: { teams: [team(400), team(100)], winner: 0, endReason: 'stock-exhausted', closedBy: null },
      match: { deal: 3, totals: [3100, 1900], target: 3000, over: true },
      history: [
        { deal: 1, totals: [1500, 900] },
        { deal: 2, totals: [1200, 900] },
        { deal: 3, totals: [400, 100] },
      ],
    });
    document.body.append(el);
    await el.updateComplete;
    expect([...el.querySelectorAll('[data-deal-row]')].map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['Deal 1', '1500', '900'],
      ['Deal 2', '1200', '900'],
      ['Deal 3', '400', '100'],
    ]);
    expect(el.querySelector('[data-match-total="a"]')?.textContent).toBe('3100');
    expect(el.querySelector('[data-match-winner]')?.textContent).toBe('Your team won the match!');
    el.t = TEXTS.el;
    await el.updateComplete;
    expect(el.querySelector('[data-match-winner]')?.textContent).toBe('Η ομάδα σου κέρδισε τον αγώνα!');
  });
});
