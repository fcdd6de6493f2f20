// The parts of one's own profile that change it: the name (`[data-action=rename]`), the avatar chosen from the drawn
// set (`[data-avatar=ID]`), the languages spoken (`[data-language]`) and who sees what (`[data-privacy]`). Each change
// is asked of the server through `change`; what is shown is the account as it answered.

import { type TemplateResult, html } from 'lit';
import {
  AVATARS,
  type AccountSelf,
  type EditProfileRequest,
  type Visibility,
  NAME_MAX_LENGTH,
} from '@birimba/protocol';
import type { ProfileTexts } from '../../texts/profile-texts.js';
import { avatarPicture } from './avatars.js';

/** The languages offered as checkboxes; any other the account has is kept and shown too. */
const LANGUAGES = ['el', 'en'] as const;
const VISIBILITIES: readonly Visibility[] = ['everyone', 'friends', 'nobody'];

/** How the sections ask for a change. */
export interface ProfileChanges {
  rename(name: string): void;
  edit(request: EditProfileRequest): void;
  /** A change is under way: the avatars wait for it. */
  busy(): boolean;
}

/** The name and its rename form. */
export function renameForm(self: AccountSelf, p: ProfileTexts, changes: ProfileChanges): TemplateResult {
  return html`<form
    class="profile-rename"
    @submit=${(e: Event) => {
      e.preventDefault();
      const name = (e.currentTarget as HTMLFormElement).querySelector('input')?.value.trim() ?? '';
      if (name !== '') changes.rename(name);
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
  </form>`;
}

/** The avatars to choose from, the account's pressed. */
export function avatarChoice(self: AccountSelf, p: ProfileTexts, changes: ProfileChanges): TemplateResult {
  return html`<fieldset class="profile-avatars" ?disabled=${changes.busy()}>
    <legend>${p.avatar}</legend>
    ${AVATARS.map(
      (id) =>
        html`<button
          type="button"
          part="button"
          class="avatar-choice"
          data-avatar=${id}
          aria-pressed=${self.avatar === id ? 'true' : 'false'}
          @click=${() => changes.edit({ avatar: id })}
        >
          ${avatarPicture(id, self.name, p.avatarLabel(id))}
        </button>`,
    )}
  </fieldset>`;
}

/** The languages spoken, a checkbox each. */
export function languageChoice(self: AccountSelf, p: ProfileTexts, changes: ProfileChanges): TemplateResult {
  const all = [...new Set([...LANGUAGES, ...self.languages])];
  const set = (language: string, on: boolean): void => {
    changes.edit({ languages: all.filter((l) => (l === language ? on : self.languages.includes(l))) });
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

/** Who sees the statistics and who the matches, and whether the account is on the leaderboards. */
export function privacyChoice(self: AccountSelf, p: ProfileTexts, changes: ProfileChanges): TemplateResult {
  const choice = (what: 'statistics' | 'history', label: string): TemplateResult =>
    html`<label
      >${label}
      <select
        data-privacy=${what}
        @change=${(e: Event) =>
          changes.edit({ privacy: { [what]: (e.target as HTMLSelectElement).value as Visibility } })}
      >
        ${VISIBILITIES.map(
          (v) => html`<option value=${v} ?selected=${self.privacy[what] === v}>${p.visibility[v]}</option>`,
        )}
      </select></label
    >`;
  return html`<fieldset class="profile-privacy">
    <legend>${p.privacy}</legend>
    ${choice('statistics', p.statisticsSee)} ${choice('history', p.historySee)}
    <label class="profile-on-boards"
      ><input
        type="checkbox"
        data-privacy="leaderboards"
        .checked=${self.privacy.leaderboards}
        @change=${(e: Event) => changes.edit({ privacy: { leaderboards: (e.target as HTMLInputElement).checked } })}
      />${p.onLeaderboards}</label
    >
  </fieldset>`;
}
