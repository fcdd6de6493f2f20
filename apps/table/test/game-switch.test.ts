// The game behind the element is chosen at its first update: while the online game loads, the local game must not
// begin (no deal, no save, no bot), however many updates come meanwhile; then every question goes to the online one.
import { describe, expect, it } from 'vitest';
import { GameSwitch } from '../src/game/game-switch.js';
import { NO_SETTINGS } from '../src/game/settings.js';
import type { GameChange, TableGame } from '../src/game/table-game.js';

/** A game that counts what was asked of it. */
function counted(label: string): TableGame & {
  begun: number;
  connected: number;
  label: string;
  tell(c: GameChange): void;
} {
  const listeners = new Set<(c: GameChange) => void>();
  return {
    label,
    tell: (c) => listeners.forEach((l) => l(c)),
    begun: 0,
    connected: 0,
    mySeat: 0,
    view: null,
    seats: [],
    people: [],
    myTurn: false,
    botsPlaying: false,
    saving: 'saved',
    reload: () => undefined,
    thinking: null,
    failure: null,
    log: [],
    match: null,
    history: [],
    canDealNext: false,
    final: null,
    revealedHands: null,
    settings: NO_SETTINGS,
    handOrder: null,
    begin() {
      this.begun++;
    },
    hostConnected() {
      this.connected++;
    },
    play: () => null,
    hint: () => Promise.resolve(null),
    nextDeal: () => label === 'online',
    newGame: () => undefined,
    retry: () => false,
    skip: () => undefined,
    setSettings: () => undefined,
    setHandOrder: () => undefined,
    exportLog: () => null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

describe('the game switch', () => {
  it('begins the local game when nothing else is chosen', () => {
    const local = counted('local');
    const game = new GameSwitch(local, () => null);
    game.hostConnected();
    game.begin();
    game.begin();
    expect([local.connected, local.begun]).toEqual([1, 2]);
  });

  it('never begins the local game while the online one loads, then hands everything to it', async () => {
    const local = counted('local');
    const online = counted('online');
    let arrive: (g: TableGame) => void = () => undefined;
    const game = new GameSwitch(local, () => new Promise<TableGame>((resolve) => (arrive = resolve)));
    game.hostConnected();
    game.begin();
    game.begin();
    game.hostConnected();
    expect([local.begun, local.connected]).toEqual([0, 0]);
    expect(game.view).toBeNull();
    const changes: string[] = [];
    game.subscribe((c) => changes.push(c.kind));
    arrive(online);
    await Promise.resolve();
    expect([online.begun, online.connected, local.begun]).toEqual([1, 1, 0]);
    expect(game.nextDeal()).toBe(true);
    expect(changes).toEqual(['changed']);
  });

  it('plays a lent game (a lesson) in place of the chosen one, whose changes wait, and gives it back', () => {
    const local = counted('local');
    const lesson = counted('lesson');
    const game = new GameSwitch(local, () => null);
    game.begin();
    const changes: string[] = [];
    game.subscribe((c) => changes.push(c.kind));
    game.lend(lesson);
    expect(lesson.begun).toBe(1);
    expect(game.nextDeal()).toBe(false);
    local.tell({ kind: 'failure', failure: { code: 'bot-failed', seat: 1, bot: 'classic', message: '' } });
    lesson.tell({ kind: 'turn', seat: 0, phase: 'draw' });
    expect(changes).toEqual(['changed', 'turn']);
    game.giveBack();
    lesson.tell({ kind: 'turn', seat: 1, phase: 'play' });
    local.tell({ kind: 'changed' });
    expect(changes).toEqual(['changed', 'turn', 'changed', 'changed']);
    expect(local.begun).toBe(1);
  });
});
