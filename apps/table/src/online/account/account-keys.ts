// Where an online table keeps the account it is signed in as, per server: the account's id and its device key, in the
// device's localStorage beside the seats' tokens (seat-tokens.ts). The key is a secret: it leaves this storage only in
// the `Authorization: Account …` header and the WebSocket join's `account` option, never in a URL.

import type { KeyValueStorage } from '../room/seat-tokens.js';

/** The prefix of every key this module writes (the seats' tokens have their own). */
const PREFIX = 'birimba-account';

/** An account this device is signed in as. */
export interface SignedInAccount {
  readonly id: string;
  readonly key: string;
}

export class AccountKeys {
  /** The account as last kept, for a page whose storage is missing or refused: signed in while the page lives (and
   * not made anew at every join). */
  private readonly memory = new Map<string, string>();

  constructor(
    private readonly storage: () => KeyValueStorage | null,
    private readonly server: () => string,
  ) {}

  private get name(): string {
    return `${PREFIX}|${this.server()}`;
  }

  /** The account this device is signed in as on this server, or null. */
  account(): SignedInAccount | null {
    let text: string | null;
    try {
      const storage = this.storage();
      text = storage === null ? (this.memory.get(this.name) ?? null) : storage.getItem(this.name);
    } catch {
      // Storage refused (private mode, a policy): signed in for as long as the page lives.
      text = this.memory.get(this.name) ?? null;
    }
    if (text === null) return null;
    try {
      const data = JSON.parse(text) as Partial<SignedInAccount> | null;
      return typeof data?.id === 'string' && typeof data.key === 'string' ? { id: data.id, key: data.key } : null;
    } catch {
      return null;
    }
  }

  /** Keeps the account this device signed in as (a new account, or a sign-in link redeemed). */
  keep(account: SignedInAccount): void {
    this.write(JSON.stringify({ id: account.id, key: account.key }));
  }

  /** Forgets it (signed out, or its key refused as no longer good). */
  forget(): void {
    this.write(null);
  }

  private write(value: string | null): void {
    if (value === null) this.memory.delete(this.name);
    else this.memory.set(this.name, value);
    try {
      const storage = this.storage();
      if (value === null) storage?.removeItem(this.name);
      else storage?.setItem(this.name, value);
    } catch {
      // Storage refused: nothing is kept beyond the page.
    }
  }
}
