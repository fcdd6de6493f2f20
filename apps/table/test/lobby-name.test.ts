// The lobby's name field: the name this device typed last, else — on a device signed in by a link or a passkey, which
// never typed one — the account's own name.

import { describe, expect, it } from 'vitest';
import type { AccountSelf } from '@birimba/protocol';
import { draw } from './support/online-screens.js';
import { guestAccount } from './support/guest-account.js';

const nameField = (el: HTMLElement): string =>
  el.querySelector<HTMLInputElement>('input[data-field="player-name"]')?.value ?? 'no field';

describe("the lobby's name", () => {
  it('is empty on a device that never typed one and is signed in nowhere', () => {
    expect(nameField(draw({}, 'lobby', 'en', '').el)).toBe('');
  });

  it("is the account's name on a device signed in without typing one, and the typed one once there is one", () => {
    const account = guestAccount();
    account.self = { name: 'Maria K', handle: 'maria-k' } as AccountSelf;
    expect(nameField(draw({ account }, 'lobby', 'en', '').el)).toBe('Maria K');
    localStorage.setItem('birimba-online-name', 'Μαρία');
    expect(nameField(draw({ account }, 'lobby', 'en', '').el)).toBe('Μαρία');
  });

  it("is the page's own name attribute before either", () => {
    const account = guestAccount();
    account.self = { name: 'Maria K', handle: 'maria-k' } as AccountSelf;
    expect(nameField(draw({ account }, 'lobby', 'en', 'Eleni').el)).toBe('Eleni');
  });
});
