// The account's door in the online screens: `[data-action=profile]` in the lobby and on the room's bar opens the
// profile (`[data-profile]`), whose views are a chunk of their own (account-views.ts, `account-views-*.js`) fetched the
// first time it opens; a sign-in link opened on this page (`#device=SECRET`) is redeemed and taken out of the address
// bar; «Sign in with a passkey» on a device with no account; and the account's one quiet line (`[data-account-note]`).

import { type ReactiveControllerHost, type TemplateResult, html, nothing } from 'lit';
import type { Locale, Seat } from '@birimba/engine';
import type { Texts } from '../../texts/i18n.js';
import { deviceLinkSecret } from '@birimba/protocol';
import type { AccountNote, AccountSession } from '../account/account-session.js';
import { passkeysOffered } from '../account/passkey-offer.js';
import type { ProfileView } from '../account/account-views.js';
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

export class ProfileDoor {
  private open = false;
  private view: ProfileView | null = null;
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
      aria-expanded=${this.open ? 'true' : 'false'}
      @click=${() => void this.toggle()}
    >
      <svg class="person" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4.5" />
        <path d="M3 21.5q0-7.5 9-7.5t9 7.5z" />
      </svg>
      <span class="text">${o.account.profile}</span>
    </button>`;
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
    if (!this.open) return nothing;
    return this.view === null
      ? html`<span data-profile="loading" role="status">…</span>`
      : this.view.render(this.table.locale());
  }

  private async toggle(): Promise<void> {
    this.open = !this.open;
    this.host.requestUpdate();
    if (!this.open) {
      await this.host.updateComplete;
      this.focus('[data-action="profile"]');
      return;
    }
    if (this.view === null) {
      const { ProfileView: View, profileStyles } = await import('../account/account-views.js');
      const root = this.host.shadowRoot;
      const sheet = profileStyles.styleSheet;
      if (root !== null && sheet !== undefined) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      this.view = new View(this.account, {
        update: () => this.host.requestUpdate(),
        close: () => void this.toggle(),
        texts: () => this.table.texts(),
        review: (log, seat) => {
          // The replay takes the table's place; the profile is closed behind it.
          this.open = false;
          this.table.review(log, seat);
        },
      });
    }
    this.view.opened();
    this.host.requestUpdate();
  }

  /** The focus back on the profile's button when the dialog closes (a modal dialog takes it as it opens). */
  private focus(selector: string): void {
    this.host.shadowRoot?.querySelector<HTMLElement>(selector)?.focus();
  }
}
