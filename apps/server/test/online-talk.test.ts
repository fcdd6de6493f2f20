// The table's online game talking through this server: a phrase said by one table is shown by its seat on both, a
// sooner one is not sent, a mute keeps the muted seat's phrases off the muter's table and comes back after a reload.
import { describe, expect, it } from 'vitest';
import { tableServer } from './helpers/table-server.js';
import type { Said } from '../../table/src/online/room/room-talk.js';

const tables = tableServer();

/** The phrase's id of what a seat said, or null. */
const idOf = (said: Said | undefined): string | null => (said !== undefined && 'id' in said ? said.id : null);

/** Maria's and Nikos's tables in a match of a private room. */
const twoAtTable = () => tables.matchOfTwo({ botLevel: 'easy' });

describe('the table’s talk online', () => {
  it('shows a phrase by its seat on both tables, once in each log; a sooner one is not sent', async () => {
    const [maria, nikos] = await twoAtTable();
    maria.game.say('well-done');
    maria.game.say('oops');
    for (const tab of [maria, nikos]) {
      await tab.until(() => idOf(tab.game.talk.bubble(0)?.said) === 'well-done', 'the bubble');
      expect(tab.game.talk.lines(1).map((l) => [l.seat, l.said])).toEqual([[0, { id: 'well-done' }]]);
    }
    // Nothing was refused: the second phrase never left the page.
    expect(maria.game.problem).toBeNull();
    maria.game.hostDisconnected();
    nikos.game.hostDisconnected();
  });

  it('mutes another table’s phrases, kept after a reload', async () => {
    const [maria, nikos] = await twoAtTable();
    maria.game.mute(1, true);
    await maria.until(() => maria.game.talk.mutes.includes(1), 'the mute told back');
    nikos.game.say('hurry');
    await nikos.until(() => idOf(nikos.game.talk.bubble(1)?.said) === 'hurry', 'his own bubble');
    // Maria's own phrase comes after Nikos's, in order: by then his would have come.
    tables.t.clock.advance(3000);
    maria.game.say('thanks');
    await maria.until(() => maria.game.talk.bubble(0) !== null, 'her own bubble');
    expect(maria.game.talk.bubble(1)).toBeNull();
    // A reload: a new table on the same device.
    maria.game.hostDisconnected();
    const again = tables.tab({ storage: maria.storage });
    again.game.begin();
    await again.until(() => again.game.talk.mutes.includes(1), 'the mute after the reload');
    again.game.hostDisconnected();
    nikos.game.hostDisconnected();
  });
});
