// One's own profile (`[data-profile]`): the account as its owner sees it — who it is and its changes
// (profile-edits.ts), the statistics per form, the friends (profile-friends.ts), the history of matches, the passkeys where the page can use them,
// another device's sign-in link, signing out here or everywhere, the export and deleting. Every change is the server's
// answer shown; every refusal one line.

import { type TemplateResult, html, nothing } from 'lit';
import type { Locale, Seat } from '@birimba/engine';
import type { Texts } from '../../texts/i18n.js';
import type { AccountSelf, EditProfileRequest, PlayerProfile } from '@birimba/protocol';
import { PROFILE_TEXTS, type ProfileTexts } from '../../texts/profile-texts.js';
import { action } from '../screens/action.js';
import type { AccountResult } from './account-client.js';
import type { AccountSession } from './account-session.js';
import { DeviceLinkSection } from './device-link.js';
import { FriendsClient } from './friends.js';
import { type HistoryWords, MatchHistory } from './match-history.js';
import { passkeysOffered } from './passkey-offer.js';
import { profileDialog } from './profile-dialog.js';
import { type ProfileChanges, avatarChoice, languageChoice, privacyChoice, renameForm } from './profile-edits.js';
import { ProfileFriends } from './profile-friends.js';
import { ProfilePasskeys } from './profile-passkeys.js';
import { profileRatings } from './profile-ratings.js';
import { profileStatistics, profileWho } from './profile-sections.js';

/** What the profile needs of the screens around it. */
export interface ProfileHost {
  /** Draw again. */
  update(): void;
  /** Close the profile. */
  close(): void;
  /** The table's own texts now. */
  texts(): Texts;
  /** Open a finished match's log (its JSON text) in the table's replay, seen from `seat`. */
  review(log: string, seat: Seat): void;
  /** Open the profile of the player of `handle` (another's, read-only; one's own when it is this account's). */
  player(handle: string): void;
}

/** The words of one's own history. */
const OWN_HISTORY = (p: ProfileTexts): HistoryWords => ({
  title: p.history,
  loading: p.loadingMatches,
  failed: p.matchesFailed,
});

export class ProfileView {
  /** What the server gives others to see (the statistics), or null before it answered. */
  private profile: PlayerProfile | null = null;
  /** A question before an action that cannot be taken back. */
  private asking: 'sign-out-everywhere' | 'delete-account' | null = null;
  /** The last refusal, said in one line. */
  private problem: string | null = null;
  private busy = false;
  /** The player's matches (match-history.ts). */
  private readonly history: MatchHistory;
  /** Another device's sign-in link (device-link.ts). */
  private readonly device: DeviceLinkSection;
  /** The account's passkeys (profile-passkeys.ts), where this page can use them; else null. */
  private readonly passkeys: ProfilePasskeys | null;
  /** The changes the sections ask for (profile-edits.ts). */
  private readonly changes: ProfileChanges;
  /** The account's friends, requests and blocks (profile-friends.ts). */
  private readonly friends: ProfileFriends;

  constructor(
    private readonly account: AccountSession,
    private readonly host: ProfileHost,
  ) {
    this.history = new MatchHistory(account.client, host);
    this.device = new DeviceLinkSection(account.origin, {
      update: () => host.update(),
      make: () => this.run(account.client.call('makeDeviceLink')),
    });
    this.passkeys = passkeysOffered(account.origin())
      ? new ProfilePasskeys(account, { update: () => host.update(), run: (call) => this.run(call) })
      : null;
    this.friends = new ProfileFriends(new FriendsClient(account.origin, account.keys), host);
    this.changes = {
      rename: (name) => void this.changed(account.client.call('rename', { name })),
      edit: (request: EditProfileRequest) => void this.changed(account.client.call('editProfile', request)),
      busy: () => this.busy,
    };
  }

  /** Opened: the account and its statistics asked anew (another device may have renamed it, or signed it out). */
  opened(): void {
    this.device.clear();
    this.asking = null;
    this.problem = null;
    void this.load();
  }

  private async load(): Promise<void> {
    const self = await this.account.refresh();
    if (self === null || this.account.unavailable !== null) return;
    const profile = await this.account.client.call('player', undefined, self.handle);
    if (profile.ok) this.profile = profile.value;
    this.host.update();
    await Promise.all([this.history.load(self.handle), this.friends.load(), this.passkeys?.load()]);
  }

  /** Runs a call of the account's, showing its refusal; its value, or null. */
  private async run<T>(call: Promise<AccountResult<T>>): Promise<T | null> {
    this.busy = true;
    this.problem = null;
    this.host.update();
    const result = await call;
    this.busy = false;
    if (!result.ok) {
      this.problem = result.problem;
      // The key is no longer good: the device is signed out, and shows it.
      if (result.problem === 'unauthorized' || result.problem === 'signed-out') this.account.signedOut();
    }
    this.host.update();
    return result.ok ? result.value : null;
  }

  private async changed(call: Promise<AccountResult<AccountSelf>>): Promise<void> {
    const self = await this.run(call);
    if (self !== null) this.account.updated(self);
  }

  /** Signs out here (`signOut`), everywhere (`signOutEverywhere`) or deletes the account: this device plays as a
   * guest from now on, whatever the server answered (a key it no longer takes is as good as revoked). */
  private async leave(route: 'signOut' | 'signOutEverywhere' | 'deleteAccount'): Promise<void> {
    this.asking = null;
    const result = await this.account.client.call(route);
    // Refused for a passing reason (the database away): said, and the device stays signed in to try again.
    if (!result.ok && result.problem !== 'unauthorized' && result.problem !== 'signed-out') {
      this.problem = result.problem;
      this.host.update();
      return;
    }
    this.profile = null;
    this.device.clear();
    this.account.signedOut();
  }

  private async download(): Promise<void> {
    const data = await this.run(this.account.client.call('exportAccount'));
    if (data === null) return;
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `birimba-${data.account.handle}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  render(locale: Locale): TemplateResult {
    const p = PROFILE_TEXTS[locale];
    const self = this.account.signedIn ? this.account.self : null;
    // The server unable to say what the account is now: said plainly, in place of a profile it cannot vouch for.
    const unavailable = this.account.signedIn ? this.account.unavailable : null;
    return profileDialog(
      {
        locale,
        state:
          unavailable !== null
            ? 'unavailable'
            : self !== null
              ? 'signed-in'
              : this.account.signedIn
                ? 'loading'
                : 'guest',
        title: p.title,
        body:
          unavailable !== null
            ? html`<p class="problem" role="alert" data-account-problem=${unavailable}>
                ${p.problems[unavailable] ?? p.problem}
              </p>`
            : self === null
              ? this.guest(p)
              : this.signedIn(self, p, locale),
        problem: this.problem,
        close: () => this.host.close(),
      },
      p,
    );
  }

  private guest(p: ProfileTexts): TemplateResult {
    return this.account.signedIn
      ? html`<p role="status">${p.loading}</p>`
      : html`<p>${p.guest}</p>
          <p class="note">${p.guestLink}</p>`;
  }

  private signedIn(self: AccountSelf, p: ProfileTexts, locale: Locale): TemplateResult {
    const c = this.changes;
    return html`${profileWho(self, p.joined, locale)} ${renameForm(self, p, c)} ${avatarChoice(self, p, c)}
    ${languageChoice(self, p, c)} ${privacyChoice(self, p, c)} ${profileStatistics(this.profile?.statistics ?? [], p)}
    ${profileRatings(this.profile?.ratings, p, locale)} ${this.friends.render(locale)}
    ${this.history.render(p, locale, this.host.texts(), OWN_HISTORY(p))} ${this.passkeys?.render(p, locale) ?? nothing}
    ${this.device.render(p, locale)} ${this.leaving(self, p)}`;
  }

  private leaving(self: AccountSelf, p: ProfileTexts): TemplateResult {
    const ask = (what: 'sign-out-everywhere' | 'delete-account' | null): void => {
      this.asking = what;
      this.host.update();
    };
    const question =
      this.asking === null
        ? nothing
        : html`<div class="profile-ask" role="alertdialog" aria-labelledby="profile-ask" data-ask=${this.asking}>
            <p id="profile-ask">
              ${this.asking === 'delete-account' ? p.deleteAsk(self.name) : p.signOutEverywhereAsk}
            </p>
            ${
              this.asking === 'delete-account'
                ? action('confirm-delete-account', p.deleteConfirm, () => void this.leave('deleteAccount'), true)
                : action('confirm-sign-out-everywhere', p.confirm, () => void this.leave('signOutEverywhere'), true)
            }
            ${action('cancel', p.cancel, () => ask(null))}
          </div>`;
    return html`<section class="profile-leave">
      ${action('sign-out', p.signOut, () => void this.leave('signOut'))}
      ${action('sign-out-everywhere', p.signOutEverywhere, () => ask('sign-out-everywhere'))}
      ${action('export-account', p.exportAccount, () => void this.download())}
      ${action('delete-account', p.deleteAccount, () => ask('delete-account'))} ${question}
    </section>`;
  }
}
