// The account this device plays under on one server: made the first time the player goes into a room with a name
// (signed in by playing: nothing else is asked), its key handed to every join, a sign-in link opened on this device
// redeemed, and signing out. Nothing here stands in a game's way: a refusal or an unreachable server leaves the player
// anonymous for this room, and the account is made the next time.

import type { AccountSelf, SignedIn } from '@birimba/protocol';
import { AccountClient, type AccountProblem, type AccountResult } from './account-client.js';
import { AccountKeys } from './account-keys.js';
import type { KeyValueStorage } from '../room/seat-tokens.js';

/** What the lobby says of the account, in one quiet line: signed in here by a link just now (`linked`), a link that
 * no longer signs in (`link-refused`), no account made for now (`away`: the player plays on as a guest), signed in
 * with a passkey just now (`passkey`), or not: the prompt closed (`passkey-cancelled`), the passkey not one the server
 * knows (`passkey-refused`), or no answer for now (`passkey-failed`). */
export type AccountNote =
  'linked' | 'link-refused' | 'away' | 'passkey' | 'passkey-cancelled' | 'passkey-refused' | 'passkey-failed';

/** How long a join waits for its account to be made: a server whose database is slow, not down, must not hold the
 * player at the door. Past it the player goes in as a guest; the account, once made, is kept for the next room. */
export const ACCOUNT_WAIT_MS = 3000;

export class AccountSession {
  /** The key this device keeps for the server (localStorage, `birimba-account|SERVER`). */
  readonly keys: AccountKeys;
  readonly client: AccountClient;
  /** The account as the server last told it (made, redeemed, `me`), or null before it has. */
  self: AccountSelf | null = null;
  /** What to say of the account now, or null. */
  note: AccountNote | null = null;
  /** Why the server could not say what the account is when last asked (`refresh`): its database away
   * (`profiles-unavailable`), or no answer (`unreachable`); null when it answered. */
  unavailable: AccountProblem | null = null;
  /** The account being made: joins at the same moment wait for the one account. */
  private making: Promise<string | null> | null = null;

  constructor(
    /** The server's HTTP origin: its page opens a sign-in link. */
    readonly origin: () => string,
    storage: () => KeyValueStorage | null,
    /** Something shown changed. */
    private readonly changed: () => void,
  ) {
    this.keys = new AccountKeys(storage, origin);
    this.client = new AccountClient(origin, this.keys);
  }

  /** This device is signed in on the server (it keeps a key). */
  get signedIn(): boolean {
    return this.keys.account() !== null;
  }

  /** The key this device joins with, or null (anonymous). */
  key(): string | null {
    return this.keys.account()?.key ?? null;
  }

  /** The key to go into a room with: this device's, or — the first time it plays on this server — the key of an
   * account made now for `name`. Null when none could be made (the database away, the name refused, no answer): the
   * player plays as a guest and the account is made next time. */
  keyFor(name: string): Promise<string | null> {
    const key = this.key();
    if (key !== null) return Promise.resolve(key);
    this.making ??= this.make(name).finally(() => {
      this.making = null;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        this.note = 'away';
        this.changed();
        resolve(null);
      }, ACCOUNT_WAIT_MS);
    });
    return Promise.race([this.making, late]).finally(() => clearTimeout(timer));
  }

  private async make(name: string): Promise<string | null> {
    const made = await this.client.call('createAccount', { name });
    if (!made.ok) {
      this.note = 'away';
      this.changed();
      return null;
    }
    this.signedInAs(made.value.account, made.value.key);
    return made.value.key;
  }

  /** Signs this device in with a sign-in link's secret (opened as `#device=SECRET`): the account it names now, its
   * own key kept; a link used, expired or unknown leaves the device as it was, and says so. */
  async redeem(secret: string): Promise<boolean> {
    return this.signedInBy(await this.client.call('redeemDeviceLink', { secret }), 'linked', 'link-refused');
  }

  /** Signs this device in with a passkey the browser offers (the passkeys' chunk loaded now): the account it names,
   * its own key kept; cancelled, not recognised or unanswered, the device stays as it was, and says so. */
  async signInWithPasskey(): Promise<boolean> {
    const { Passkeys } = await import('./passkeys.js');
    const signed = await new Passkeys(this.origin, this.keys).signIn();
    const refusal: AccountNote = signed.ok
      ? 'passkey'
      : signed.problem === 'cancelled'
        ? 'passkey-cancelled'
        : signed.problem === 'unauthorized'
          ? 'passkey-refused'
          : 'passkey-failed';
    return this.signedInBy(signed, 'passkey', refusal);
  }

  /** Signed in by a link or a passkey: the account it names, its own key kept, and `done` said; else `refusal`. */
  private signedInBy(signed: AccountResult<SignedIn>, done: AccountNote, refusal: AccountNote): boolean {
    if (signed.ok) this.signedInAs(signed.value.account, signed.value.key);
    this.note = signed.ok ? done : refusal;
    this.changed();
    return signed.ok;
  }

  /** The account as the server has it now (`me`); null, and signed out, when its key is no longer good. The server
   * unable to say for now (`unavailable`), the account it told before is kept for when it can. */
  async refresh(): Promise<AccountSelf | null> {
    this.unavailable = null;
    const me = await this.client.call('me');
    const signedOut = !me.ok && (me.problem === 'unauthorized' || me.problem === 'signed-out');
    if (me.ok) this.self = me.value;
    else if (signedOut) this.self = null;
    else this.unavailable = me.problem;
    this.changed();
    return this.self;
  }

  /** The account changed on the server (renamed, its profile edited): as the answer says. */
  updated(self: AccountSelf): void {
    this.self = self;
    this.changed();
  }

  /** Signed out on this device (its key revoked, or the account deleted): it plays as a guest, and gets a new account
   * the next time it plays. */
  signedOut(): void {
    this.keys.forget();
    this.self = null;
    this.note = null;
    this.changed();
  }

  private signedInAs(account: AccountSelf, key: string): void {
    this.keys.keep({ id: account.id, key });
    this.self = account;
    this.note = null;
    this.changed();
  }
}
