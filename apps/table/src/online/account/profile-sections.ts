// The parts of a profile anyone may be shown, drawn the same for one's own and another player's: who it is (avatar,
// name, handle, joined) and the statistics per form (`[data-statistics]`).

import { type TemplateResult, html } from 'lit';
import type { Locale } from '@birimba/engine';
import type { FormStatistics } from '@birimba/protocol';
import type { ProfileTexts } from '../../texts/profile-texts.js';
import { avatarPicture } from './avatars.js';

/** Who a profile is: what the account and a player's public profile both say. */
export interface ProfilePerson {
  readonly name: string;
  readonly handle: string;
  readonly avatar: string | null;
  readonly joined: string;
}

/** The avatar, the name, the handle and the date joined (said by `joined`: «Playing since …»). */
export function profileWho(
  person: ProfilePerson,
  joinedSaid: (date: string) => string,
  locale: Locale,
): TemplateResult {
  const joined = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(person.joined));
  return html`<div class="profile-who">
    ${avatarPicture(person.avatar, person.name)}
    <div>
      <p class="profile-name" data-account-name>${person.name}</p>
      <p class="note">
        <span data-account-handle=${person.handle}>@${person.handle}</span> ·
        <span data-account-joined=${person.joined}>${joinedSaid(joined)}</span>
      </p>
    </div>
  </div>`;
}

/** The statistics per form, a row each (`[data-form=N]`), or a line when there are none. */
export function profileStatistics(forms: readonly FormStatistics[], p: ProfileTexts): TemplateResult {
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
