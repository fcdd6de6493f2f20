// The replay of an online room's match (issue 54 §5, §6): its seats named as at that table — people by their names,
// bots as the table names a room's bots, in the page's language —, the server's moves noted in the log as at play
// («(τελείωσε ο χρόνος)»), the coach leaving the server's turn alone and telling a better turn in the table's words,
// Review opening from the player's own seat, and Save the log giving the log's own text as a file.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachVerdict } from '@birimba/ai';
import type { Move, PlayerView } from '@birimba/engine';
import { serializeGameLog } from '@birimba/game-log';
import type { BirimbaTable } from '../src/birimba-table.js';
import { ReplayPart } from '../src/replay/replay-part.js';
import { turnsOf } from '../src/replay/replay-coach.js';
import { linesAt, replayModel } from '../src/replay/replay-model.js';
import { q, qa, syncDecide, until } from './helpers.js';
import { roomMatchLog } from './support/room-log.js';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

const { log, noted } = roomMatchLog();
const model = replayModel(log);
const dataUrl = (text: string): string => `data:application/json;charset=utf-8,${encodeURIComponent(text)}`;

async function replayOf(lang: string, coach: BirimbaTable['coachFunction'] = null): Promise<BirimbaTable> {
  const el = document.createElement('birimba-table');
  el.coachFunction = coach;
  el.decisionFunction = syncDecide;
  el.setAttribute('ai-delay', '0');
  el.setAttribute('lang', lang);
  el.setAttribute('replay', dataUrl(serializeGameLog(log)));
  document.body.append(el);
  await until(() => q(el, '[data-replay-position]') !== null);
  await el.updateComplete;
  return el;
}

async function press(el: BirimbaTable, action: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) {
    q<HTMLButtonElement>(el, `[data-action="${action}"]`)?.click();
    await el.updateComplete;
  }
}

const text = (e: Element | null | undefined): string => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the replay of an online room’s match', () => {
  it('names every seat as its table did, in the page’s language: people by name, bots by level, no compass', async () => {
    const el = await replayOf('el');
    expect(qa(el, '[data-replay-pick="seat"] option').map(text)).toEqual([
      'Θέση 1 · Maria',
      'Θέση 2 · Μποτ 1 (πολύ δύσκολο)',
      'Θέση 3 · Nikos',
      'Θέση 4 · Μποτ 2 (εύκολο)',
    ]);
    // Seen from Maria's seat: Nikos opposite, the bots on her right and left.
    expect(qa(el, 'birimba-seat [data-name]').map((n) => n.dataset.name)).toEqual([
      'Nikos',
      'Μποτ 1 (πολύ δύσκολο)',
      'Μποτ 2 (εύκολο)',
    ]);
    expect(text(q(el, '.felt'))).not.toMatch(/Ανατολή|Βορράς|Δύση/);
  });

  it('notes the server’s moves in the log as at play: «(τελείωσε ο χρόνος)»', async () => {
    const lines = linesAt(model, { deal: 0, move: (noted.at(-1) ?? 0) + 1 }, 0);
    const timed = lines.filter((l) => l.note === 'timeout');
    expect(timed.length).toBeGreaterThanOrEqual(noted.length);
    expect(timed.every((l) => 'seat' in l && l.seat === 2)).toBe(true);
    const el = await replayOf('el');
    await press(el, 'replay-next', (noted.at(-1) ?? 0) + 1);
    const shown = qa(el, 'birimba-log li[data-note="timeout"]');
    expect(shown.length).toBe(timed.length);
    expect(shown.every((li) => text(li).startsWith('Nikos') && text(li).endsWith('(τελείωσε ο χρόνος)'))).toBe(true);
  });

  it('leaves the turn the server played alone: the coach is not asked about it', () => {
    const turns = turnsOf(model, 0, 2);
    expect(turns.length).toBeGreaterThan(2);
    expect(turns.some((turn) => noted.some((i) => i >= turn.first - 1 && i <= turn.last))).toBe(false);
    const played = model.deals[0]?.states[noted[0] ?? 0]?.turnNumber;
    expect(turns.every((turn) => turn.view.turnNumber !== played)).toBe(true);
  });

  it('tells the coach’s better turn in the table’s words and cards, never in engine notation', async () => {
    const asked: number[] = [];
    // A coach that flags every turn, its better turn the turn played (what the mark says of it is the test).
    const coach = (view: PlayerView, moves: readonly Move[]): Promise<CoachVerdict> => {
      asked.push(view.turnNumber);
      const turn = { moves, label: 'ENGINE: meld 5S 6S 7S; discard KD', value: 0 };
      return Promise.resolve({
        played: turn,
        best: turn,
        gap: 61,
        low: 20,
        high: 90,
        same: false,
        flagged: true,
        considered: 2,
        rollouts: 10,
      });
    };
    const el = await replayOf('el', coach);
    const first = turnsOf(model, 0, 0)[0];
    if (first === undefined) throw new Error('Maria has no turn');
    await press(el, 'replay-coach');
    await until(() => q(el, '[data-replay-coach="done"]') !== null);
    await press(el, 'replay-next', first.last + 1);
    const mark = q(el, '[data-replay-coach-mark]');
    expect(text(mark)).toContain('61 πόντους');
    expect(text(mark)).not.toContain('ENGINE');
    // The discard that ends the turn is told in Greek, its card as a card (its name for screen readers).
    expect(text(mark)).toMatch(/Πέτα/);
    expect(mark?.querySelector('[role="img"]')?.getAttribute('aria-label')).toMatch(/[α-ω]/);
  });

  it('opens from the seat given (Review: the player’s own), its hand at the bottom', async () => {
    const host = { addController: () => undefined, requestUpdate: () => undefined };
    const part = new ReplayPart(host as never);
    await part.openLog(log, 2);
    expect(part.seat).toBe(2);
    expect(part.game?.view.seat).toBe(2);
    await part.openLog(log);
    expect(part.seat).toBe(0);
  });

  it('saves the log: its own text as a file named for it', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:log';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const el = await replayOf('en');
    expect(text(q(el, '[data-action="save-log"]'))).toBe('Save the log');
    await press(el, 'save-log');
    expect(names).toEqual(['birimba-server-review-1.json']);
    expect(await saved[0]?.text()).toBe(serializeGameLog(log));
  });
});
