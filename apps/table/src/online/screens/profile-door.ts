// The account's door in the online screens: `[data-action=profile]` in the lobby and on the room's bar opens the
// profile (`[data-profile]`), and a player's name (a lobby's seat, a history's row) or the page's address
// (`#profile=HANDLE`) another player's (`[data-profile=player]`); their views are a chunk of their own (account-views.ts,
// `account-views-*.js`) fetched the first time one opens. A sign-in link opened on this page (`#device=SECRET`) is
// redeemed and taken out of the address bar; «Sign in with a passkey» on a device with no account; and the account's
// one quiet line (`[data-account-note]`). The leaderboard (`[data-action=leaderboard]`, `[data-leaderboard]`) opens in
// the same dialog, from the same chunk.

import { type ReactiveControllerHost, type TemplateResult, html, nothing } from 'lit';
import type { Locale, Seat } from '@birimba/engine';
import type { Texts } from '../../texts/i18n.js';
import { deviceLinkSecret, profileLinkHandle } from '@birimba/protocol';
import type { AccountNote, AccountSession } from '../account/account-session.js';
import { passkeysOffered } from '../account/passkey-offer.js';
import type { LeaderboardView, PlayerView, ProfileView } from '../account/account-views.js';
import type { OnlineTexts } from '../../texts/online-texts.js';

/** The page's address and its history (a test's own). */
export interface PageAddress {
  readonly location: { readonly href: string; readonly pathname: string; readonly search: string };
  readonly history: { replaceState(data: unknown, unused: string, url: string): void };
}

/** What the profile reads of the table around it. */
export interface ProfileTable {
  /** The table's language now. */
  locale(): Locale;
  /** The table's own texts now. */
  texts(): Texts;
  /** Opens a finished match's log (its JSON text) in the table's replay, seen from `seat`. */
  review(log: string, seat: Seat): void;
}

/** The profile shown: one's own, another player's by handle, or the leaderboard. */
type Shown =
  { readonly kind: 'own' } | { readonly kind: 'player'; readonly handle: string } | { readonly kind: 'leaderboard' };

export class ProfileDoor {
  private shown: Shown | null = null;
  /** The views, once their chunk is loaded. */
  private views: {
    readonly own: ProfileView;
    readonly player: PlayerView;
    readonly leaderboard: LeaderboardView;
  } | null = null;
  /** What had the focus when a profile opened: it has it back when the profile closes. */
  private opener: HTMLElement | null = null;
  /** A passkey sign-in under way (the browser's prompt open). */
  private signingIn = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly account: AccountSession,
    private readonly table: ProfileTable,
  ) {}

  /** A sign-in link opened here: its secret out of the address bar at once (a reload must not send it again, nor a
   * shared screen show it), then redeemed. */
  redeemLink(page: PageAddress): void {
    const secret = deviceLinkSecret(page.location.href);
    if (secret === null) return;
    page.history.replaceState(null, '', `${page.location.pathname}${page.location.search}`);
    void this.account.redeem(secret);
  }

  /** A profile's address opened here (`#profile=HANDLE`, as `/p/HANDLE` links to it): that player's profile shown.
   * The address keeps it: it is no secret, and a reload shows the profile again. */
  openLinked(page: PageAddress): void {
    const handle = profileLinkHandle(page.location.href);
    if (handle !== null) void this.openPlayer(handle);
  }

  /** The profile's button (`data-signed-in`: whether this device has an account here). */
  button(o: OnlineTexts): TemplateResult {
    const signedIn = this.account.signedIn;
    return html`<button
      part="button"
      type="button"
      class="profile-button"
      data-action="profile"
      data-signed-in=${signedIn ? 'true' : 'false'}
      aria-label=${signedIn ? o.account.profile : o.account.profileGuest}
      aria-expanded=${this.shown?.kind === 'own' ? 'true' : 'false'}
      @click=${() => void this.toggle()}
    >
      <svg class="person" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4.5" />
        <path d="M3 21.5q0-7.5 9-7.5t9 7.5z" />
      </svg>
      <span class="text">${o.account.profile}</span>
    </button>`;
  }

  /** The leaderboard's button (`[data-action=leaderboard]`): the board opens in the profile's dialog. */
  leaderboardButton(o: OnlineTexts): TemplateResult {
    return html`<button
      part="button"
      type="button"
      class="leaderboard-button"
      data-action="leaderboard"
      aria-expanded=${this.shown?.kind === 'leaderboard' ? 'true' : 'false'}
      @click=${() => void (this.shown?.kind === 'leaderboard' ? this.close() : this.openLeaderboard())}
    >
      ${o.account.leaderboard}
    </button>`;
  }

  /** Opens the leaderboard; the account's handle asked first, so that its own row is marked. */
  async openLeaderboard(): Promise<void> {
    if (this.account.signedIn && this.account.self === null) await this.account.refresh();
    return this.show({ kind: 'leaderboard' });
  }

  /** The account's quiet line: signed in by a link, a link refused, or no account for now. */
  note(o: OnlineTexts): TemplateResult | typeof nothing {
    const { note, self } = this.account;
    if (note === null) return nothing;
    const a = o.account;
    const said: Record<Exclude<AccountNote, 'linked' | 'passkey'>, string> = {
      'link-refused': a.linkRefused,
      away: a.away,
      'passkey-cancelled': a.passkeyCancelled,
      'passkey-refused': a.passkeyRefused,
      'passkey-failed': a.passkeyFailed,
    };
    const text =
      note === 'linked' || note === 'passkey' ? (self === null ? '' : a.linked(self.name, self.handle)) : said[note];
    return text === ''
      ? nothing
      : html`<p class="note account-note" data-account-note=${note} role="status">${text}</p>`;
  }

  /** «Sign in with a passkey», for a device with no account here, where the browser offers passkeys and the server
   * is reached by a name (passkey-offer.ts); the WebAuthn code is fetched when it is pressed. */
  passkeySignIn(o: OnlineTexts): TemplateResult | typeof nothing {
    if (this.account.signedIn || !passkeysOffered(this.account.origin())) return nothing;
    return html`<button
      part="button"
      type="button"
      class="passkey-sign-in"
      data-action="sign-in-passkey"
      ?disabled=${this.signingIn}
      @click=${() => void this.signInWithPasskey()}
    >
      ${o.account.signInPasskey}
    </button>`;
  }

  private async signInWithPasskey(): Promise<void> {
    this.signingIn = true;
    this.host.requestUpdate();
    try {
      await this.account.signInWithPasskey();
    } finally {
      this.signingIn = false;
      this.host.requestUpdate();
    }
  }

  /** The profile, while open (a dialog over the lobby or the table). */
  panel(): TemplateResult | typeof nothing {
    const shown = this.shown;
    if (shown === null) return nothing;
    if (this.views === null) return html`<span data-profile="loading" role="status">…</span>`;
    return this.views[shown.kind].render(this.table.locale());
  }

  /** Opens the profile of the player of `handle`: one's own when it is this account's, else theirs, read-only. */
  async openPlayer(handle: string): Promise<void> {
    // A page just opened knows its key, not yet its account's handle.
    const self = this.account.signedIn ? (this.account.self ?? (await this.account.refresh())) : null;
    if (self !== null && handle === self.handle) return this.show({ kind: 'own' });
    return this.show({ kind: 'player', handle });
  }

  private async toggle(): Promise<void> {
    // Over another player's profile, the button opens one's own.
    if (this.shown?.kind === 'own') await this.close();
    else await this.show({ kind: 'own' });
  }

  private async show(shown: Shown): Promise<void> {
    const active = this.host.shadowRoot?.activeElement;
    if (this.shown === null) this.opener = active instanceof HTMLElement ? active : null;
    this.shown = shown;
    this.host.requestUpdate();
    const views = this.views ?? (await this.loadViews());
    // Closed, or another profile asked for, while the chunk loaded.
    if (this.shown !== shown) return;
    if (shown.kind === 'own') views.own.opened();
    else if (shown.kind === 'leaderboard') views.leaderboard.opened();
    else views.player.opened(shown.handle);
    this.host.requestUpdate();
  }

  private async close(): Promise<void> {
    this.shown = null;
    this.host.requestUpdate();
    await this.host.updateComplete;
    // The focus back where it was (a modal dialog takes it as it opens): the button or the name that opened it.
    const opener = this.opener?.isConnected === true ? this.opener : null;
    (opener ?? this.host.shadowRoot?.querySelector<HTMLElement>('[data-action="profile"]'))?.focus();
    this.opener = null;
  }

  private async loadViews(): Promise<NonNullable<ProfileDoor['views']>> {
    const { ProfileView, PlayerView, LeaderboardView, profileStyles, leaderboardStyles } =
      await import('../account/account-views.js');
    if (this.views !== null) return this.views;
    const root = this.host.shadowRoot;
    const sheets = [profileStyles.styleSheet, leaderboardStyles.styleSheet].filter((s) => s !== undefined);
    if (root !== null) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
    const host = {
      update: () => this.host.requestUpdate(),
      close: () => void this.close(),
      texts: () => this.table.texts(),
      review: (log: string, seat: Seat) => {
        // The replay takes the table's place; the profile is closed behind it.
        this.shown = null;
        this.table.review(log, seat);
      },
      player: (handle: string) => void this.openPlayer(handle),
    };
    this.views = {
      own: new ProfileView(this.account, host),
      player: new PlayerView(this.account, host),
      leaderboard: new LeaderboardView(this.account, host),
    };
    return this.views;
  }
}
