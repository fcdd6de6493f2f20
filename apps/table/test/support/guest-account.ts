// The account of a unit test's online game: a device signed in nowhere, with no storage, whose server is never asked
// (a screen that only draws the profile's button needs no more).

import { AccountSession } from '../../src/online/account/account-session.js';

export function guestAccount(): AccountSession {
  return new AccountSession(
    () => 'http://127.0.0.1:1',
    () => null,
    () => undefined,
  );
}
