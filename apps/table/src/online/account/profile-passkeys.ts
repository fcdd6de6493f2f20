// The profile's passkeys (`[data-passkeys]`), where this page can use them (passkey-offer.ts): «Add a passkey»
// (`[data-action=add-passkey]`: the browser asks the player, the server adds it), and the account's passkeys, a row
// each (`[data-passkey=ID]`: its name, when added, when last used) with Rename (`[data-action=rename-passkey]`: its
// name in a field, `[data-field=passkey-name]`, kept by `[data-action=save-passkey-name]`) and Delete
// (`[data-action=delete-passkey]`), asked first (`[data-action=confirm-delete-passkey]`). A refusal is the profile's
// one line.

import { type TemplateResult, html, nothing } from 'lit';
import type { Locale } from '@birimba/engine';
import { NAME_MAX_LENGTH, type Passkey } from '@birimba/protocol';
import type { ProfileTexts } from '../../texts/profile-texts.js';
import { action } from '../screens/action.js';
import type { AccountResult } from './account-client.js';
import type { AccountSession } from './account-session.js';
import { Passkeys } from './passkeys.js';

/** What the passkeys need of the profile around them. */
export interface PasskeysHost {
  /** Draw again. */
  update(): void;
  /** Runs a call, the profile busy meanwhile and its refusal said; its value, or null. */
  run<T>(call: Promise<AccountResult<T>>): Promise<T | null>;
}

export class ProfilePasskeys {
  private readonly passkeys: Passkeys;
  /** The account's passkeys, or null before the server told them. */
  private list: readonly Passkey[] | null = null;
  /** The passkey whose deleting is asked about, or null. */
  private asking: Passkey | null = null;
  /** The passkey being renamed (its name in a field), or null. */
  private renaming: Passkey | null = null;

  constructor(
    account: AccountSession,
    private readonly host: PasskeysHost,
  ) {
    this.passkeys = new Passkeys(account.origin, account.keys);
  }

  /** The account's passkeys asked anew. */
  async load(): Promise<void> {
    this.asking = null;
    this.renaming = null;
    const list = await this.passkeys.list();
    this.list = list.ok ? list.value : null;
    this.host.update();
  }

  private async add(): Promise<void> {
    if ((await this.host.run(this.passkeys.add())) !== null) await this.load();
  }

  private async rename(passkey: Passkey, input: HTMLInputElement | null): Promise<void> {
    const name = input?.value.trim() ?? '';
    if (name === '' || name === passkey.name) return this.show({ renaming: null });
    if ((await this.host.run(this.passkeys.rename(passkey.id, name))) !== null) await this.load();
  }

  /** Opens or closes the rename field or the question, and draws again. */
  private show(state: { renaming?: Passkey | null; asking?: Passkey | null }): void {
    if (state.renaming !== undefined) this.renaming = state.renaming;
    if (state.asking !== undefined) this.asking = state.asking;
    this.host.update();
  }

  private async delete(passkey: Passkey): Promise<void> {
    this.asking = null;
    await this.host.run(this.passkeys.delete(passkey.id));
    await this.load();
  }

  render(p: ProfileTexts, locale: Locale): TemplateResult {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const when = (iso: string): string => day.format(new Date(iso));
    const renameForm = (k: Passkey): TemplateResult =>
      html`<form
        class="passkey-rename"
        @submit=${(e: Event) => {
          e.preventDefault();
          void this.rename(k, (e.currentTarget as HTMLFormElement).querySelector('input'));
        }}
      >
        <label
          >${p.passkeyName} <input data-field="passkey-name" maxlength=${NAME_MAX_LENGTH} .value=${k.name}
        /></label>
        <button part="button" type="submit" data-action="save-passkey-name">${p.savePasskeyName}</button>
        ${action('cancel-rename-passkey', p.cancel, () => this.show({ renaming: null }))}
      </form>`;
    const row = (k: Passkey): TemplateResult =>
      html`<li data-passkey=${k.id}>
        ${this.renaming?.id === k.id ? renameForm(k) : html`<span class="passkey-name">${k.name}</span>`}
        <span class="note"
          >${p.passkeyAdded(when(k.created))} ·
          ${k.lastUsed === null ? p.passkeyNeverUsed : p.passkeyUsed(when(k.lastUsed))}</span
        >
        <span class="passkey-actions">
          <button
            part="button"
            type="button"
            data-action="rename-passkey"
            aria-label=${p.renamePasskeyLabel(k.name)}
            @click=${() => this.show({ renaming: k, asking: null })}
          >
            ${p.renamePasskey}
          </button>
          <button
            part="button"
            type="button"
            data-action="delete-passkey"
            aria-label=${p.deletePasskeyLabel(k.name)}
            @click=${() => this.show({ asking: k, renaming: null })}
          >
            ${p.deletePasskey}
          </button>
        </span>
      </li>`;
    const asking = this.asking;
    return html`<section class="profile-passkeys" data-passkeys=${this.list?.length ?? 'loading'}>
      <h3>${p.passkeys}</h3>
      <p class="note">${p.passkeysNote}</p>
      ${
        this.list === null
          ? nothing
          : this.list.length === 0
            ? html`<p class="note">${p.noPasskeys}</p>`
            : html`<ul class="passkey-list">
                ${this.list.map(row)}
              </ul>`
      }
      ${
        asking === null
          ? nothing
          : html`<div class="profile-ask" role="alertdialog" aria-labelledby="passkey-ask" data-ask="delete-passkey">
              <p id="passkey-ask">${p.deletePasskeyAsk(asking.name)}</p>
              ${action('confirm-delete-passkey', p.deletePasskeyConfirm, () => void this.delete(asking), true)}
              ${action('cancel-delete-passkey', p.cancel, () => this.show({ asking: null }))}
            </div>`
      }
      ${action('add-passkey', p.addPasskey, () => void this.add())}
    </section>`;
  }
}
