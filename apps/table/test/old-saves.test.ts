// Saves written before the log's lines were the engine's `MoveEvent` still load: their lines are upgraded (a draw
// without `last`, a pile taken without its cards, a lay-off without the meld it made, a close without its seat)
// and told as any other line.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MoveEvent, createGameActor, persistGame } from '@birimba/engine';
import { SaveError, readLogEntry, readSave, writeSave } from '../src/game/save-file.js';
import { damagedKey } from '../src/game/save-store.js';
import { mount, q, qa } from './helpers.js';

const KEY = 'old-save-test';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

/** The lines of a save of today (before this change), as its table wrote them. */
const OLD_LOG = [
  { kind: 'draw', seat: 0, card: 'QS' },
  { kind: 'draw', seat: 1 },
  { kind: 'takePile', seat: 2, count: 3 },
  { kind: 'takePile', seat: 3, count: 2, cards: ['JK', '4D'] },
  { kind: 'layOff', seat: 3, cards: ['8H'], meldId: 1 },
  { kind: 'birimbaki', seat: 3 },
  { kind: 'closed' },
  { kind: 'stockOut' },
];

function saveText(log: readonly unknown[]): string {
  const actor = createGameActor({ seed: 5 });
  const text = JSON.stringify({
    format: 'birimba-table-save',
    version: 1,
    seats: ['human', 'classic', 'classic', 'classic'],
    log,
    game: persistGame(actor),
  });
  actor.stop();
  return text;
}

describe('saves with the log lines of before', () => {
  it('reads every old line as the engine’s MoveEvent', () => {
    const saved = readSave(saveText(OLD_LOG));
    const expected: MoveEvent[] = [
      { kind: 'draw', seat: 0, card: 'QS', last: false },
      { kind: 'draw', seat: 1, last: false },
      { kind: 'takePile', seat: 2, count: 3, cards: [] },
      { kind: 'takePile', seat: 3, count: 2, cards: ['JK', '4D'] },
      { kind: 'layOff', seat: 3, cards: ['8H'], meldId: 1, after: [] },
      { kind: 'birimbaki', seat: 3 },
      // The close is said of the seat whose move it ended: the one of the line before.
      { kind: 'closed', seat: 3 },
      { kind: 'stockOut' },
    ];
    expect(saved.log).toEqual(expected);
    // Written again and read back, the lines are the same.
    const again = readSave(writeSave(saved));
    saved.actor.stop();
    again.actor.stop();
    expect(again.log).toEqual(expected);
  });

  it('still refuses what no save ever held: a close with no seat before it, a pile of other cards than its count', () => {
    expect(readLogEntry({ kind: 'closed' })).toBeNull();
    expect(readLogEntry({ kind: 'takePile', seat: 1, count: 3, cards: ['JK'] })).toBeNull();
    expect(readLogEntry({ kind: 'draw', seat: 1, last: 'yes' })).toBeNull();
    expect(readLogEntry({ kind: 'layOff', seat: 1, cards: ['8H'], meldId: 1, after: 'meld' })).toBeNull();
    expect(() => readSave(saveText([{ kind: 'closed' }]))).toThrow(SaveError);
  });

  it('loads in the table with no notice, and tells the old lines from the player’s side', async () => {
    localStorage.setItem(KEY, saveText(OLD_LOG));
    const el = await mount({ storageKey: KEY });
    expect(q(el, '[data-notice]')).toBeNull();
    expect(localStorage.getItem(damagedKey(KEY))).toBeNull();
    const lines = qa(el, '[data-log] li').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(lines).toEqual([
      'You draw Q♠︎',
      'East draws from the stock',
      'North takes the pile (3 cards)',
      // Cards are chips side by side.
      'West takes the pile (2 cards: JK4♦︎)',
      'West lays off 8♥︎ on meld 1',
      'West takes a birimbaki',
      'West closes the deal',
      'The stock is exhausted and the deal ends',
    ]);
  });
});
