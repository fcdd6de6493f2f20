import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBot } from '@birimba/ai';
import {
  type Card,
  type GameState,
  type Move,
  DECK,
  applyMove,
  checkMove,
  createGameActor,
  formatCard,
  legalMoves,
  newGame,
  persistGame,
  viewFor,
} from '@birimba/engine';
import { click, mount, playThroughUi, q, qa, savedState, selectCards, settle, status } from './helpers.js';

const KEY = 'actions-test';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

/** Plays seat 0 through the UI (draw, then discard the first card) until `want` finds a legal move for seat 0. */
async function playUntil(
  el: Awaited<ReturnType<typeof mount>>,
  want: (moves: Move[]) => Move | undefined,
): Promise<Move> {
  for (let turn = 0; turn < 60; turn++) {
    const state = savedState(KEY);
    if (state.phase === 'draw') await playThroughUi(el, { type: 'draw' });
    const found = want(legalMoves(viewFor(savedState(KEY), 0)));
    if (found !== undefined) return found;
    const hand = viewFor(savedState(KEY), 0).hand;
    await playThroughUi(el, { type: 'discard', card: (hand[0] as { id: number }).id });
    await settle(el);
    if (status(el).phase === 'over') break;
  }
  throw new Error('no such move came up');
}

describe('actions through the UI', () => {
  it('selects and unselects a card by clicking', async () => {
    const el = await mount({ storageKey: KEY });
    const card = qa(el, '[data-zone="hand"] button[data-card]')[0] as HTMLElement;
    card.click();
    await el.updateComplete;
    expect(qa(el, '[data-zone="hand"] button[data-card][aria-pressed="true"]')).toHaveLength(1);
    (qa(el, '[data-zone="hand"] button[data-card]')[0] as HTMLElement).click();
    await el.updateComplete;
    expect(qa(el, '[data-zone="hand"] button[data-card][aria-pressed="true"]')).toHaveLength(0);
  });

  it('draws, discards, and the bots play until it is seat 0’s turn again', async () => {
    const el = await mount({ storageKey: KEY });
    const moves: unknown[] = [];
    el.addEventListener('birimba-move', (e) => moves.push(e.detail));
    click(el, '[data-action="draw"]');
    await el.updateComplete;
    expect(status(el)).toEqual({ turn: 0, phase: 'play' });
    expect(qa(el, '[data-zone="hand"] button[data-card]')).toHaveLength(12);
    const hand = viewFor(savedState(KEY), 0).hand;
    await playThroughUi(el, { type: 'discard', card: (hand[0] as { id: number }).id });
    await settle(el);
    expect(status(el)).toEqual({ turn: 0, phase: 'draw' });
    expect(moves.length).toBeGreaterThanOrEqual(1 + 1 + 3 * 2);
    expect(moves[0]).toMatchObject({ seat: 0, move: { type: 'draw' } });
    expect(qa(el, '[data-log] li').length).toBeGreaterThan(0);
    expect(q(el, '[data-log]')?.textContent).toMatch(
      /(West|North|East) (draws from the stock|takes the pile \(\d+ cards?)/,
    );
  });

  it('takes the pile', async () => {
    const el = await mount({ storageKey: KEY });
    await playThroughUi(el, { type: 'draw' });
    await playThroughUi(el, { type: 'discard', card: (viewFor(savedState(KEY), 0).hand[0] as { id: number }).id });
    await settle(el);
    const pile = savedState(KEY).pile.length;
    expect(pile).toBeGreaterThan(0);
    click(el, '[data-action="take-pile"]');
    await el.updateComplete;
    expect(qa(el, '[data-zone="hand"] button[data-card]')).toHaveLength(11 + pile);
    expect(q(el, '[data-zone="pile"]')?.getAttribute('data-count')).toBe('0');
  });

  it('shows the engine’s reason for an illegal meld', async () => {
    const el = await mount({ storageKey: KEY });
    await playThroughUi(el, { type: 'draw' });
    const view = viewFor(savedState(KEY), 0);
    // Two cards are never a meld.
    const cards = view.hand.slice(0, 2).map((c) => c.id);
    const expected = checkMove(view, { type: 'meld', cards });
    expect(expected).toBeInstanceOf(Error);
    await selectCards(el, cards);
    click(el, '[data-action="meld"]');
    await el.updateComplete;
    expect(q(el, '[data-error]')?.textContent).toContain((expected as Error).message);
    expect(status(el).phase).toBe('play');
  });

  it('refuses to draw twice with the engine’s reason', async () => {
    const el = await mount({ storageKey: KEY });
    await playThroughUi(el, { type: 'draw' });
    const draw = q(el, '[data-action="draw"]') as HTMLButtonElement;
    expect(draw.disabled).toBe(true);
    el.play({ type: 'draw' });
    await el.updateComplete;
    expect(q(el, '[data-error]')?.textContent).toContain('you have already drawn this turn');
  });

  it('asks for one card to discard', async () => {
    const el = await mount({ storageKey: KEY });
    await playThroughUi(el, { type: 'draw' });
    click(el, '[data-action="discard"]');
    await el.updateComplete;
    expect(q(el, '[data-error]')?.textContent).toBe('Select exactly one card to discard.');
  });

  it('melds selected cards', async () => {
    const el = await mount({ storageKey: KEY, seed: '11' });
    const meld = await playUntil(el, (moves) => moves.find((m) => m.type === 'meld'));
    await playThroughUi(el, meld);
    expect(q(el, '[data-error]')).toBeNull();
    expect(qa(el, '[data-zone="melds-a"] [data-meld]').length).toBeGreaterThan(0);
    expect(q(el, '[data-zone="melds-a"] [data-clean]')).not.toBeNull();
  });

  it('lays off selected cards on a tapped meld of its team', async () => {
    const el = await mount({ storageKey: KEY, seed: '11' });
    const layOff = await playUntil(el, (moves) => moves.find((m) => m.type === 'layOff'));
    if (layOff.type !== 'layOff') throw new Error('expected a lay-off');
    const before = savedState(KEY).melds.find((m) => m.id === layOff.meldId)?.cards.length ?? 0;
    await playThroughUi(el, layOff);
    expect(q(el, '[data-error]')).toBeNull();
    expect(q(el, `[data-meld="${layOff.meldId}"]`)?.querySelectorAll('[data-card]')).toHaveLength(
      before + layOff.cards.length,
    );
  });

  it('disables lay off while the team has no meld, with the reason as its description', async () => {
    const el = await mount({ storageKey: KEY });
    await playThroughUi(el, { type: 'draw' });
    const layOff = q(el, '[data-action="lay-off"]') as HTMLButtonElement;
    expect(layOff.disabled).toBe(true);
    const why = q(el, `#${layOff.getAttribute('aria-describedby') ?? 'none'}`);
    expect(why?.textContent).toBe('Your team has no melds to lay off on.');
    expect(layOff.title).toBe('Your team has no melds to lay off on.');
  });

  it('disables taking an empty pile and drawing out of turn, each with its reason', async () => {
    const el = await mount({ storageKey: KEY });
    const reason = (action: string): string | null => {
      const button = q(el, `[data-action="${action}"]`) as HTMLButtonElement;
      if (!button.disabled) return null;
      return q(el, `#${button.getAttribute('aria-describedby') ?? 'none'}`)?.textContent ?? '';
    };
    expect(savedState(KEY).pile).toHaveLength(0);
    expect(reason('take-pile')).toBe('The pile is empty.');
    expect(reason('draw')).toBeNull();
    expect(reason('discard')).toBe('Draw a card or take the pile first.');
    await playThroughUi(el, { type: 'draw' });
    expect(reason('draw')).toBe('You have drawn: now meld, lay off or discard.');
    expect(reason('discard')).toBeNull();
  });

  it('asks for a meld when laying off without one tapped', async () => {
    const el = await mount({ storageKey: KEY, seed: '11' });
    await playUntil(el, (moves) => moves.find((m) => m.type === 'layOff'));
    (qa(el, '[data-zone="hand"] button[data-card]')[0] as HTMLElement).click();
    await el.updateComplete;
    click(el, '[data-action="lay-off"]');
    await el.updateComplete;
    expect(q(el, '[data-error]')?.textContent).toContain('melds to lay off');
  });

  it('says before the move is made that playing all the cards would close the deal', async () => {
    // A deal where seat 0 plays with its team's birimbaki taken and can lay its whole hand down: found by the engine.
    const greedy = createBot('greedy');
    let found: GameState | null = null;
    let emptying: number[] = [];
    for (let seed = 1; seed < 2000 && found === null; seed++) {
      let state = newGame({ seed: `closing-${seed}` });
      while (found === null && state.phase !== 'over') {
        const before = state.turnNumber;
        for (const move of greedy.decide(viewFor(state, state.turn), state.turnNumber).moves) {
          state = applyMove(state, move);
          const hand = state.hands[0]?.length ?? 0;
          if (state.turn === 0 && state.phase === 'play' && state.tookBirimbaki[0] && hand >= 3) {
            const all = legalMoves(state).find(
              (m) => (m.type === 'meld' || m.type === 'layOff') && m.cards.length === hand,
            );
            if (all !== undefined && (all.type === 'meld' || all.type === 'layOff')) {
              found = state;
              emptying = [...all.cards];
            }
          }
          if (found !== null || state.phase === 'over' || state.turnNumber !== before) break;
        }
      }
    }
    if (found === null) throw new Error('no such deal');
    const save = {
      format: 'birimba-table-save',
      version: 1,
      seats: ['human', 'classic', 'classic', 'classic'],
      log: [],
      game: persistGame(createGameActor({ state: found })),
    };
    localStorage.setItem(KEY, JSON.stringify(save));
    const el = await mount({ storageKey: KEY });
    const cards = qa(el, '[data-zone="hand"] button[data-card]');
    expect(cards).toHaveLength(found.hands[0]?.length ?? -1);
    // The hand's buttons carry the card's notation; two copies of a card are interchangeable here.
    const used = new Set<HTMLElement>();
    const byId = (id: number): HTMLElement => {
      const button = cards.find(
        (c) => !used.has(c) && c.getAttribute('data-card') === formatCard(DECK[id] as Card),
      ) as HTMLElement;
      used.add(button);
      return button;
    };
    for (const id of emptying.slice(0, -1)) byId(id).click();
    await el.updateComplete;
    expect(q(el, '[data-warning]')).toBeNull();
    byId(emptying[emptying.length - 1] as number).click();
    await el.updateComplete;
    expect(q(el, '[data-warning]')?.textContent).toBe('Careful: playing all your cards closes the deal.');
    expect(savedState(KEY).phase).toBe('play');
  });

  it('clears the selection with Escape and with the clear button', async () => {
    const el = await mount({ storageKey: KEY });
    const pressed = (): number => qa(el, '[data-zone="hand"] button[data-card][aria-pressed="true"]').length;
    (qa(el, '[data-zone="hand"] button[data-card]')[0] as HTMLElement).click();
    (qa(el, '[data-zone="hand"] button[data-card]')[3] as HTMLElement).click();
    await el.updateComplete;
    expect(pressed()).toBe(2);
    (q(el, '[part="table"]') as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    await el.updateComplete;
    expect(pressed()).toBe(0);
    expect((q(el, '[data-action="clear-selection"]') as HTMLButtonElement).disabled).toBe(true);
    (qa(el, '[data-zone="hand"] button[data-card]')[1] as HTMLElement).click();
    await el.updateComplete;
    expect((q(el, '[data-action="clear-selection"]') as HTMLButtonElement).disabled).toBe(false);
    click(el, '[data-action="clear-selection"]');
    await el.updateComplete;
    expect(pressed()).toBe(0);
  });

  it('gives a hint from the AI for the human seat and marks the cards', async () => {
    const el = await mount({ storageKey: KEY });
    const decision = await el.hint();
    expect(decision?.moves[0]).toBeDefined();
    await el.updateComplete;
    expect(q(el, '[data-hint]')?.textContent).toMatch(/draw from the stock|take the pile/);
  });

  it('starts a new game with the new-game button and fires the turn event', async () => {
    const el = await mount({ storageKey: KEY });
    await playThroughUi(el, { type: 'draw' });
    const turns = vi.fn();
    el.addEventListener('birimba-turn', (e) => {
      turns(e.detail);
    });
    click(el, '[data-action="new-game"]');
    await el.updateComplete;
    // A deal is running: the player is asked first, and nothing is dealt until he confirms.
    expect(q(el, '[data-confirm]')).not.toBeNull();
    expect(turns).not.toHaveBeenCalled();
    click(el, '[data-action="cancel"]');
    await el.updateComplete;
    expect(q(el, '[data-confirm]')).toBeNull();
    expect(status(el)).toEqual({ turn: 0, phase: 'play' });
    click(el, '[data-action="new-game"]');
    await el.updateComplete;
    click(el, '[data-action="confirm-new-game"]');
    await settle(el);
    expect(turns).toHaveBeenCalledWith({ seat: 0, phase: 'draw' });
    expect(qa(el, '[data-zone="hand"] button[data-card]')).toHaveLength(11);
  });
});
