// The profile (`[data-profile]`), a chunk of its own (`account-views-*.js`) loaded the first time a player opens it:
// the account as its owner sees it — avatar and its chooser, name and rename, handle, joined, languages, who sees
// what, the statistics per form — the passkeys where the page can use them, another device's sign-in link with its QR
// code, signing out here or everywhere, the export and deleting. Every change is the server's answer shown; every
// refusal one line.

import { type TemplateResult, html, nothing } from 'lit';
import { ref } from 'lit/directives/ref.js';
import type { Locale, Seat } from '@birimba/engine';
import type { Texts } from '../../texts/i18n.js';
import {
  AVATARS,
  type AccountSelf,
  type FormStatistics,
  type PlayerProfile,
  type Visibility,
  NAME_MAX_LENGTH,
  deviceLinkUrl,
} from '@birimba/protocol';
import { PROFILE_TEXTS, type ProfileTexts } from '../../texts/profile-texts.js';
import { action } from '../screens/action.js';
import { type QrMatrix, copyText, qrSvg } from '../screens/share.js';
import type { AccountResult } from './account-client.js';
import type { AccountSession } from './account-session.js';
import { avatarPicture } from './avatars.js';
import { MatchHistory } from './match-history.js';
import { passkeysOffered } from './passkey-offer.js';
import { ProfilePasskeys } from './profile-passkeys.js';

export { profileStyles } from './profile.styles.js';

/** The languages offered as checkboxes; any other the account has is kept and shown too. */
const LANGUAGES = ['el', 'en'] as const;
const VISIBILITIES: readonly Visibility[] = ['everyone', 'friends', 'nobody'];

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
}

/** Shows the dialog as a modal once it is in the page: Lit hands it over before it puts the new part in place (the
 * first render, or the dialog moved from the lobby to the table), so a moment later. */
function shownModal(element: Element | undefined): void {
  if (!(element instanceof HTMLDialogElement)) return;
  queueMicrotask(() => {
    if (element.isConnected && !element.open) element.showModal();
  });
}

/** A sign-in link made for another device: its address, until when, and its QR code once drawn. */
interface ShownLink {
  readonly url: string;
  readonly expires: string;
  qr: QrMatrix | null;
}

export class ProfileView {
  /** What the server gives others to see (the statistics), or null before it answered. */
  private profile: PlayerProfile | null = null;
  private link: ShownLink | null = null;
  private copied = false;
  /** A question before an action that cannot be taken back. */
  private asking: 'sign-out-everywhere' | 'delete-account' | null = null;
  /** The last refusal, said in one line. */
  private problem: string | null = null;
  private busy = false;
  /** The player's matches (match-history.ts). */
  private readonly history: MatchHistory;
  /** The account's passkeys (profile-passkeys.ts), where this page can use them; else null. */
  private readonly passkeys: ProfilePasskeys | null;

  constructor(
    private readonly account: AccountSession,
    private readonly host: ProfileHost,
  ) {
    this.history = new MatchHistory(account.client, host);
    this.passkeys = passkeysOffered(account.origin())
      ? new ProfilePasskeys(account, { update: () => host.update(), run: (call) => this.run(call) })
      : null;
  }

  /** Opened: the account and its statistics asked anew (another device may have renamed it, or signed it out). */
  opened(): void {
    this.link = null;
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
    await Promise.all([this.history.load(self.handle), this.passkeys?.load()]);
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

  private rename(input: HTMLInputElement | null): void {
    const name = input?.value.trim() ?? '';
    if (name !== '') void this.changed(this.account.client.call('rename', { name }));
  }

  private async makeLink(): Promise<void> {
    const made = await this.run(this.account.client.call('makeDeviceLink'));
    if (made === null) return;
    const link: ShownLink = { url: deviceLinkUrl(this.account.origin(), made.secret), expires: made.expires, qr: null };
    this.link = link;
    this.copied = false;
    this.host.update();
    const { encode } = await import('../screens/qr.js');
    link.qr = encode(link.url, { ecc: 'M', border: 0 });
    this.host.update();
  }

  private copy(url: string): void {
    copyText(url, () => {
      this.copied = true;
      this.host.update();
    });
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
    this.link = null;
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
    const state =
      unavailable !== null ? 'unavailable' : self !== null ? 'signed-in' : this.account.signedIn ? 'loading' : 'guest';
    // A modal <dialog>: in the page's top layer, over the lobby or the table whatever holds its button (the status
    // line during play), the rest of the page inert behind it; Escape closes it.
    return html`<dialog
      class="profile"
      lang=${locale}
      data-profile=${state}
      aria-labelledby="profile-title"
      ${ref(shownModal)}
      @cancel=${(e: Event) => {
        e.preventDefault();
        this.host.close();
      }}
    >
      <header class="profile-head">
        <h2 id="profile-title">${p.title}</h2>
        ${action('close-profile', p.close, () => this.host.close())}
      </header>
      ${
        unavailable !== null
          ? html`<p class="problem" role="alert" data-account-problem=${unavailable}>
              ${p.problems[unavailable] ?? p.problem}
            </p>`
          : self === null
            ? this.guest(p)
            : this.signedIn(self, p, locale)
      }
      ${
        this.problem === null
          ? nothing
          : html`<p class="problem" role="alert" data-account-problem=${this.problem}>
              ${p.problems[this.problem as keyof ProfileTexts['problems']] ?? p.problem}
            </p>`
      }
    </dialog>`;
  }

  private guest(p: ProfileTexts): TemplateResult {
    return this.account.signedIn
      ? html`<p role="status">${p.loading}</p>`
      : html`<p>${p.guest}</p>
          <p class="note">${p.guestLink}</p>`;
  }

  private signedIn(self: AccountSelf, p: ProfileTexts, locale: Locale): TemplateResult {
    const joined = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(self.joined));
    return html`<div class="profile-who">
        ${avatarPicture(self.avatar, self.name)}
        <div>
          <p class="profile-name" data-account-name>${self.name}</p>
          <p class="note">
            <span data-account-handle=${self.handle}>@${self.handle}</span> ·
            <span data-account-joined=${self.joined}>${p.joined(joined)}</span>
          </p>
        </div>
      </div>
      <form
        class="profile-rename"
        @submit=${(e: Event) => {
          e.preventDefault();
          this.rename((e.currentTarget as HTMLFormElement).querySelector('input'));
        }}
      >
        <label
          >${p.name}
          <input
            data-field="account-name"
            name="account-name"
            autocomplete="nickname"
            maxlength=${NAME_MAX_LENGTH}
            .value=${self.name}
        /></label>
        <button part="button" type="submit" data-action="rename">${p.rename}</button>
      </form>
      ${this.avatars(self, p)} ${this.languages(self, p)} ${this.privacy(self, p)} ${this.statistics(p)}
      ${this.history.render(p, locale, this.host.texts())} ${this.passkeys?.render(p, locale) ?? nothing}
      ${this.device(p, locale)} ${this.leaving(self, p)}`;
  }

  private avatars(self: AccountSelf, p: ProfileTexts): TemplateResult {
    return html`<fieldset class="profile-avatars" ?disabled=${this.busy}>
      <legend>${p.avatar}</legend>
      ${AVATARS.map(
        (id) =>
          html`<button
            type="button"
            part="button"
            class="avatar-choice"
            data-avatar=${id}
            aria-pressed=${self.avatar === id ? 'true' : 'false'}
            @click=${() => void this.changed(this.account.client.call('editProfile', { avatar: id }))}
          >
            ${avatarPicture(id, self.name, p.avatarLabel(id))}
          </button>`,
      )}
    </fieldset>`;
  }

  private languages(self: AccountSelf, p: ProfileTexts): TemplateResult {
    const all = [...new Set([...LANGUAGES, ...self.languages])];
    const set = (language: string, on: boolean): void => {
      const languages = all.filter((l) => (l === language ? on : self.languages.includes(l)));
      void this.changed(this.account.client.call('editProfile', { languages }));
    };
    return html`<fieldset class="profile-languages">
      <legend>${p.languages}</legend>
      ${all.map(
        (language) =>
          html`<label class="check"
            ><input
              type="checkbox"
              data-language=${language}
              .checked=${self.languages.includes(language)}
              @change=${(e: Event) => set(language, (e.target as HTMLInputElement).checked)}
            />${p.languageNames[language] ?? language}</label
          >`,
      )}
    </fieldset>`;
  }

  private privacy(self: AccountSelf, p: ProfileTexts): TemplateResult {
    const choice = (what: 'statistics' | 'history', label: string): TemplateResult =>
      html`<label
        >${label}
        <select
          data-privacy=${what}
          @change=${(e: Event) =>
            void this.changed(
              this.account.client.call('editProfile', {
                privacy: { [what]: (e.target as HTMLSelectElement).value as Visibility },
              }),
            )}
        >
          ${VISIBILITIES.map(
            (v) => html`<option value=${v} ?selected=${self.privacy[what] === v}>${p.visibility[v]}</option>`,
          )}
        </select></label
      >`;
    return html`<fieldset class="profile-privacy">
      <legend>${p.privacy}</legend>
      ${choice('statistics', p.statisticsSee)} ${choice('history', p.historySee)}
    </fieldset>`;
  }

  private statistics(p: ProfileTexts): TemplateResult {
    const forms = this.profile?.statistics ?? [];
    const row = (s: FormStatistics): TemplateResult =>
      html`<tr data-form=${s.form}>
        <th scope="row">${p.form(s.form)}</th>
        <td>${s.matches}</td>
        <td>${s.won}</td>
        <td>${s.deals}</td>
        <td>${Math.round(s.averageDealScore)}</td>
        <td>${s.birimbas.clean} / ${s.birimbas.dirty}</td>
        <td>${s.closings}</td>
        <td>${s.best?.score ?? '—'}</td>
      </tr>`;
    return html`<section class="profile-statistics" data-statistics=${forms.length}>
      <h3>${p.statistics}</h3>
      ${
        forms.length === 0
          ? html`<p class="note">${p.noStatistics}</p>`
          : html`<div class="table-scroll" tabindex="0" role="region" aria-label=${p.statistics}>
              <table>
                <thead>
                  <tr>
                    <td></td>
                    <th scope="col">${p.played}</th>
                    <th scope="col">${p.won}</th>
                    <th scope="col">${p.deals}</th>
                    <th scope="col">${p.average}</th>
                    <th scope="col">${p.birimbas}</th>
                    <th scope="col">${p.closings}</th>
                    <th scope="col">${p.best}</th>
                  </tr>
                </thead>
                <tbody>
                  ${forms.map(row)}
                </tbody>
              </table>
            </div>`
      }
    </section>`;
  }

  private device(p: ProfileTexts, locale: Locale): TemplateResult {
    const link = this.link;
    const until =
      link === null ? '' : new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(link.expires));
    return html`<section class="profile-device">
      ${action('sign-in-device', p.device, () => void this.makeLink(), link === null)}
      ${
        link === null
          ? nothing
          : html`<div class="device-link" data-device-link-box>
              <label>${p.deviceLink} <input readonly data-device-link .value=${link.url} /></label>
              ${action('copy-device-link', this.copied ? p.copied : p.copy, () => this.copy(link.url))}
              <p class="note" data-device-link-expires=${link.expires}>${p.deviceNote(until)}</p>
              <span class="qr-box" data-qr=${link.qr === null ? 'loading' : 'shown'}
                >${link.qr === null ? nothing : qrSvg(link.qr, p.qrLabel)}</span
              >
            </div>`
      }
    </section>`;
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
