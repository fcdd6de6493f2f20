// The table's online game (`OnlineGame`, apps/table/src/online/room) at a six-player room: every seat's bot is shown
// thinking in its turn, seats 4 and 5 as well as 0 to 3. Bots wait for the test's clock here (a bot delay of 47 s, a
// length no other timer of the server has), so the seat thinking stays in the room's public state until the test lets
// its decision go; the deal is the same every run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from './helpers/server.js';
import { openTab } from './client/online-tables.js';

const BOT_DELAY_MS = 47_000;
let slow: TestServer;
beforeAll(async () => {
  slow = await testServer({ botDelayMs: BOT_DELAY_MS, newSeed: () => 'online-six-thinking' });
});
afterAll(async () => {
  await slow?.close();
});

describe('the online game of a six-player room', () => {
  it('shows any seat of a six-player room as thinking, seats 4 and 5 too', async () => {
    const maria = openTab(`ws://127.0.0.1:${String(slow.server.port)}`);
    maria.game.begin();
    await maria.game.create('Maria');
    await maria.until(() => maria.game.room !== null, 'the room');
    maria.game.configure({ rules: { players: 6, firstSeat: 4, matchTarget: null } });
    await maria.until(() => maria.game.seats.length === 6, 'six seats');
    maria.game.start();
    await maria.until(() => maria.game.view !== null, 'the first view');
    expect(maria.game.view?.turn).toBe(4);
    await maria.until(() => maria.game.thinking === 4, 'seat 4 thinking');
    // Seat 4's decisions (its draw, then its play) are let go one at a time, each once the bot waits on the clock;
    // after each, Maria has its moves (views come before the state that says who thinks next) and who thinks now.
    // (The bot's own timer, not the server's others — the outbox's look every minute is always waiting.)
    for (let i = 0; i < 12 && maria.game.view?.turn === 4; i++) {
      await expect.poll(() => slow.clock.waitingOf(BOT_DELAY_MS), { timeout: 20_000 }).toBeGreaterThan(0);
      const logged = maria.game.log.length;
      slow.clock.advance(BOT_DELAY_MS);
      await maria.until(
        () => maria.game.log.length > logged && maria.game.thinking === maria.game.view?.turn,
        'the decision played, the next seat thinking',
      );
    }
    expect([maria.game.view?.turn, maria.game.thinking]).toEqual([5, 5]);
    await maria.game.leave();
  });
});
