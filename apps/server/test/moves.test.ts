// Moves as the room takes them: only the seat to act plays, for its own seat only; the engine refuses what the rules
// do not allow, with its code and reason, and the room is unchanged; a move sent again with its id is answered again,
// never played twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerView } from '@birimba/engine';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
});

/** A started room: Maria at 0 (to act first), Nikos at 1, bots at 2 and 3. */
async function started(): Promise<[Player, Player]> {
  const maria = await Player.create(t.sdk(), { name: 'Maria' });
  const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos' });
  maria.send('start');
  await maria.myTurn();
  return [maria, nikos];
}

describe('a move', () => {
  it('of the seat to act is played, answered by its id and shown to every seat as it may see it', async () => {
    const [maria, nikos] = await started();
    const answer = await maria.move({ type: 'draw' }, 'draw-1');
    expect(answer).toEqual({ id: 'draw-1', accepted: true, deal: 1, index: 0, repeat: false });
    const mine = await maria.next('view', (v) => v.played === 1);
    const theirs = await nikos.next('view', (v) => v.played === 1);
    expect(mine.moves[0]?.events[0]).toMatchObject({ kind: 'draw', seat: 0, card: expect.any(String) as string });
    expect(theirs.moves[0]?.events[0]).toEqual({ kind: 'draw', seat: 0, last: false });
    expect(mine.view.hand).toHaveLength(12);
  });

  it('sent again with the same id is answered again and not played twice', async () => {
    const [maria] = await started();
    await maria.move({ type: 'draw' }, 'same');
    const again = await maria.move({ type: 'draw' }, 'same');
    expect(again).toEqual({ id: 'same', accepted: true, deal: 1, index: 0, repeat: true });
    expect((maria.view as PlayerView).hand).toHaveLength(12);
    expect(maria.views().at(-1)?.played).toBe(1);
  });

  it('of another seat is refused: not your turn, and the room is unchanged', async () => {
    const [maria, nikos] = await started();
    const answer = await nikos.move({ type: 'draw' });
    expect(answer).toMatchObject({ accepted: false, code: 'not-your-turn' });
    expect(maria.views().at(-1)?.played).toBe(0);
  });

  it('carrying a seat is not a move a client may send (the seat is the connection’s)', async () => {
    const [maria, nikos] = await started();
    const since = nikos.received.length;
    nikos.send('move', { id: 'x', move: { type: 'draw', seat: 0 } });
    const error = await nikos.next('error', () => true, since);
    expect(error).toMatchObject({ code: 'bad-message', type: 'move' });
    expect(error.message).toContain('seat');
    expect(maria.views().at(-1)?.played).toBe(0);
  });

  it('the rules do not allow is refused with the engine’s code and reason', async () => {
    const [maria] = await started();
    expect(await maria.move({ type: 'discard', card: 0 })).toMatchObject({ accepted: false, code: 'wrong-phase' });
    await maria.move({ type: 'draw' });
    const view = maria.view as PlayerView;
    const notMine = Array.from({ length: 108 }, (_, id) => id).find((id) => !view.hand.some((c) => c.id === id)) ?? 0;
    const refused = await maria.move({ type: 'discard', card: notMine });
    expect(refused).toMatchObject({ accepted: false, code: 'card-not-in-hand' });
    const three = view.hand.slice(0, 3).map((c) => c.id);
    const meld = await maria.move({ type: 'meld', cards: three });
    if (!meld.accepted) expect(['invalid-meld', 'cannot-take-birimbaki', 'cannot-close']).toContain(meld.code);
    expect(maria.views().at(-1)?.played).toBe(meld.accepted ? 2 : 1);
  });

  it('before the start is refused: no deal is being played', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    expect(await maria.move({ type: 'draw' })).toMatchObject({ accepted: false, code: 'not-playing' });
  });
});
