// A bot whose decision cannot be had stops the game at its seat: the player is told next to the hand in the table's
// language, with a Retry button, and `birimba-error` is dispatched. The table never plays a move a bot did not choose.
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerView } from '@birimba/engine';
import type { BirimbaTable, MoveEventDetail } from '../src/index.js';
import type { TableFailure as ErrorEventDetail } from '../src/api/errors.js';
import type { DecideFn } from '../src/index.js';
import { click, q, savedState, settle, syncDecide, untilOver } from './helpers.js';

const KEY = 'bot-failure';
const BOTS = 'normal normal normal normal';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

interface Table {
  readonly el: BirimbaTable;
  readonly moves: MoveEventDetail[];
  /** Resolves with the first `birimba-error`. */
  readonly failed: Promise<ErrorEventDetail>;
}

function table(decide: DecideFn | null, attributes: Record<string, string> = {}): Table {
  const el = document.createElement('birimba-table');
  el.decisionFunction = decide;
  el.setAttribute('ai-delay', '0');
  el.setAttribute('seats', BOTS);
  el.setAttribute('seed', '4');
  el.setAttribute('storage-key', KEY);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const moves: MoveEventDetail[] = [];
  el.addEventListener('birimba-move', (e) => moves.push(e.detail));
  const failed = new Promise<ErrorEventDetail>((resolve) =>
    el.addEventListener('birimba-error', (e) => resolve(e.detail as ErrorEventDetail), { once: true }),
  );
  document.body.append(el);
  return { el, moves, failed };
}

/** A decision function that throws from the `n`th call (counted from 1) on, until `healed` is set. */
function breaking(n: number): { decide: DecideFn; heal(): void } {
  let calls = 0;
  let healed = false;
  return {
    decide: (bot: string, view: PlayerView, seed: number) => {
      calls++;
      if (!healed && calls >= n) throw new Error('the bot fell over');
      return syncDecide(bot, view, seed);
    },
    heal: () => (healed = true),
  };
}

const failureBox = (el: BirimbaTable): HTMLElement | null => q(el, '[data-failure]');

describe('a bot that fails', () => {
  it('stops the game at its seat: birimba-error, the error next to the hand with Retry, no move played for it', async () => {
    const broken = breaking(5);
    const { el, moves, failed } = table(broken.decide);
    const detail = await failed;
    const played = moves.length;
    const turn = savedState(KEY).turn;
    expect(detail).toEqual({ code: 'bot-failed', seat: turn, bot: 'normal', message: 'the bot fell over' });
    // Four decisions were had before it (the moves they made were played); none after.
    expect(played).toBeGreaterThan(0);
    await el.updateComplete;
    expect(moves).toHaveLength(played);
    expect(savedState(KEY).turn).toBe(detail.seat);
    const box = failureBox(el);
    expect(box?.getAttribute('data-failure')).toBe('bot-failed');
    expect(box?.getAttribute('role')).toBe('alert');
    expect(box?.textContent).toContain('could not decide a move, so the game waits here');
    expect(q(el, '[data-action="retry"]')?.textContent?.trim()).toBe('Retry');
    expect(q(el, '[data-thinking]')).toBeNull();
  });

  it('plays on after Retry once the bot decides again, to the end of the deal', async () => {
    const broken = breaking(3);
    const { el, moves, failed } = table(broken.decide);
    const detail = await failed;
    const played = moves.length;
    broken.heal();
    await el.updateComplete;
    click(el, '[data-action="retry"]');
    await untilOver(el);
    expect(moves.length).toBeGreaterThan(played);
    expect(moves[played]?.seat).toBe(detail.seat);
    expect(failureBox(el)).toBeNull();
  });

  it('tells it in Greek with lang="el"', async () => {
    const { el, failed } = table(breaking(1).decide, { lang: 'el' });
    const detail = await failed;
    await el.updateComplete;
    expect(failureBox(el)?.textContent).toContain(
      `Ο υπολογιστής δεν βρήκε κίνηση για τη θέση «${['Εσύ', 'Ανατολή', 'Βορράς (συμπαίκτης)', 'Δύση'][detail.seat]}». Η παρτίδα περιμένει.`,
    );
    expect(q(el, '[data-action="retry"]')?.textContent?.trim()).toBe('Ξαναδοκίμασε');
  });

  it('is refused, not played around, when it chooses a move the engine refuses', async () => {
    const discardNothing: DecideFn = () => ({ moves: [{ type: 'discard', card: 999 }] });
    const { el, moves, failed } = table(discardNothing);
    const detail = await failed;
    expect(detail.code).toBe('bot-failed');
    expect(detail.message).toMatch(/^the normal bot at seat \d chose a move the engine refuses: \S/);
    await el.updateComplete;
    expect(moves).toEqual([]);
    expect(savedState(KEY).turnNumber).toBe(1);
  });

  it('is refused when it decides no move at all', async () => {
    const { el, moves, failed } = table(() => ({ moves: [] }));
    expect((await failed).message).toMatch(/decided no move$/);
    await el.updateComplete;
    expect(moves).toEqual([]);
  });
});

describe('an AI worker that cannot start', () => {
  it('is a worker-failed error shown to the player; no move is played', async () => {
    // No decision seam: the table starts its worker (here at a page-given URL; DOM emulators have no workers at all).
    const { el, moves, failed } = table(null, { 'worker-url': '/missing-worker.js' });
    const detail = await failed;
    expect(detail.code).toBe('worker-failed');
    expect(detail.bot).toBe('normal');
    expect(detail.message).toMatch(/^the AI worker (could not start|failed)/);
    await el.updateComplete;
    expect(moves).toEqual([]);
    expect(failureBox(el)?.textContent).toContain('The computer players could not start (the AI worker did not load)');
  });

  it('fails a hint with birimba-error (bot expert) and the game goes on', async () => {
    const el = document.createElement('birimba-table');
    el.decisionFunction = (bot, view, seed) =>
      bot === 'expert' ? Promise.reject(new Error('no expert today')) : syncDecide(bot, view, seed);
    el.setAttribute('ai-delay', '0');
    el.setAttribute('seed', '7');
    el.setAttribute('storage-key', KEY);
    const errors: ErrorEventDetail[] = [];
    el.addEventListener('birimba-error', (e) => errors.push(e.detail as ErrorEventDetail));
    document.body.append(el);
    await settle(el);
    expect(await el.hint()).toBeNull();
    expect(errors).toEqual([{ code: 'bot-failed', seat: 0, bot: 'expert', message: 'no expert today' }]);
    await el.updateComplete;
    expect(failureBox(el)?.textContent).toContain('No hint: the AI could not decide.');
    expect(el.play({ type: 'draw' })).toBeNull();
    await el.updateComplete;
    expect(failureBox(el)).toBeNull();
  });
});
