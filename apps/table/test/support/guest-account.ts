// The account of a unit test's online game: a device signed in nowhere, with no storage, whose server is never asked
// (a screen that only draws the profile's button needs no more); and its rated queue, not in it.

import { AccountSession } from '../../src/online/account/account-session.js';
import { RatedQueue } from '../../src/online/room/rated-queue.js';

export function guestAccount(): AccountSession {
  return new AccountSession(
    () => 'http://127.0.0.1:1',
    () => null,
    () => undefined,
  );
}

/** A rated queue the page is not in (the lobby's «Play rated» way), for a test's stand-in of the online game. */
export function idleQueue(): RatedQueue {
  return new RatedQueue({
    endpoint: () => 'ws://127.0.0.1:1',
    key: () => null,
    seat: () => Promise.resolve(false),
    changed: () => undefined,
  });
}
