// The leaderboard (`[data-leaderboard]` with `data-form`, `data-period` and `data-board`), a dialog like the profile's:
// a form's board of all time or of this month, everyone's or (signed in) the player's and their friends', as the
// server ranks it (`LEADERBOARD_ROUTES`), its top rows (`[data-rank]`, the
// rank as value) and, for a signed-in player, their own place with the ten around it (`data-you` on their row), or why
// it is not there. A name opens that player's profile (`[data-action=player-profile]`).

import { type TemplateResult, html, nothing } from 'lit';
import type { Locale } from '@birimba/engine';
import {
  LEADERBOARD_BOARDS,
  LEADERBOARD_PERIODS,
  LEADERBOARD_ROUTES,
  type LeaderboardBoard,
  type LeaderboardEntry,
  type LeaderboardPage,
  type LeaderboardPeriod,
  type MatchForm,
  leaderboardPath,
} from '@birimba/protocol';
import { LEADERBOARD_TEXTS, type LeaderboardTexts } from '../../texts/leaderboard-texts.js';
import { PROFILE_TEXTS } from '../../texts/profile-texts.js';
import { askServer } from './account-request.js';
import type { AccountSession } from './account-session.js';
import type { ProfileHost } from './own-profile.js';
import { profileDialog } from './profile-dialog.js';

const FORMS: readonly MatchForm[] = [2, 4, 6];

export class LeaderboardView {
  private form: MatchForm = 4;
  private period: LeaderboardPeriod = 'all';
  private whose: LeaderboardBoard = 'all';
  /** The page shown, or null before the server answered the one asked for. */
  private page: LeaderboardPage | null = null;
  /** Why there is none (an `AccountProblem`), or null. */
  private problem: string | null = null;

  constructor(
    private readonly account: AccountSession,
    private readonly host: ProfileHost,
  ) {}

  /** Opened: the board asked anew (the form, period and board last chosen; everyone's when signed out since). */
  opened(): void {
    if (!this.account.signedIn) this.whose = 'all';
    void this.load(this.form, this.period, this.whose);
  }

  private async load(form: MatchForm, period: LeaderboardPeriod, whose = this.whose): Promise<void> {
    this.form = form;
    this.period = period;
    this.whose = whose;
    this.page = null;
    this.problem = null;
    this.host.update();
    const answer = await askServer<LeaderboardPage>(this.account.origin(), this.account.keys, {
      method: LEADERBOARD_ROUTES.leaderboard.method,
      needsKey: false,
      // The key names the asker: their own place.
      sendKey: true,
      path: leaderboardPath(form, period, whose),
      noContent: false,
    });
    // Another board asked for meanwhile: this answer is not its.
    if (form !== this.form || period !== this.period || whose !== this.whose) return;
    if (answer.ok) this.page = answer.value;
    else this.problem = answer.problem;
    this.host.update();
  }

  render(locale: Locale): TemplateResult {
    const b = LEADERBOARD_TEXTS[locale];
    return profileDialog(
      {
        locale,
        state: 'leaderboard',
        title: b.title,
        body: this.body(b),
        problem: this.problem,
        close: () => this.host.close(),
      },
      PROFILE_TEXTS[locale],
    );
  }

  private body(b: LeaderboardTexts): TemplateResult {
    const page = this.page;
    const choice = <T extends string | number>(
      name: string,
      value: T,
      label: string,
      chosen: boolean,
      run: () => void,
    ) =>
      html`<button
        part="button"
        type="button"
        data-action=${name}
        data-value=${value}
        aria-pressed=${chosen}
        @click=${run}
      >
        ${label}
      </button>`;
    return html`<section
      class="leaderboard"
      data-leaderboard
      data-form=${this.form}
      data-period=${this.period}
      data-board=${this.whose}
    >
      <div class="leaderboard-switches">
        <div role="group" aria-label=${b.forms}>
          ${FORMS.map((f) => choice('leaderboard-form', f, b.form(f), f === this.form, () => void this.load(f, this.period)))}
        </div>
        <div role="group" aria-label=${b.periods}>
          ${LEADERBOARD_PERIODS.map((p) =>
            choice('leaderboard-period', p, b.period[p], p === this.period, () => void this.load(this.form, p)),
          )}
        </div>
        ${
          this.account.signedIn
            ? html`<div role="group" aria-label=${b.boards}>
                ${LEADERBOARD_BOARDS.map((w) =>
                  choice(
                    'leaderboard-board',
                    w,
                    b.board[w],
                    w === this.whose,
                    () => void this.load(this.form, this.period, w),
                  ),
                )}
              </div>`
            : nothing
        }
      </div>
      ${page?.month == null ? nothing : html`<p class="note" data-month=${page.month}>${b.monthOf(page.month)}</p>`}
      ${page === null ? (this.problem === null ? html`<p role="status">${b.loading}</p>` : nothing) : this.board(page, b)}
    </section>`;
  }

  private board(page: LeaderboardPage, b: LeaderboardTexts): TemplateResult {
    const you = this.account.self?.handle ?? null;
    const own = page.around?.find((e) => e.handle === you) ?? null;
    const inTop = own !== null && page.top.some((e) => e.handle === own.handle);
    const empty = page.board === 'friends' ? b.emptyFriends : b.empty;
    return html`${page.top.length === 0 ? html`<p class="note">${empty}</p>` : this.table(page.top, b, you, b.title)}
    ${
      page.you === 'hidden'
        ? html`<p class="note" data-you="hidden">${b.hidden}</p>`
        : !this.account.signedIn
          ? html`<p class="note" data-you="guest">${b.signIn}</p>`
          : page.you === null
            ? html`<p class="note" data-you="none">${b.notOn}</p>`
            : inTop || page.around === null
              ? nothing
              : html`<h3>${b.you}</h3>
                  ${this.table(page.around, b, you, b.you)}`
    }`;
  }

  private table(rows: readonly LeaderboardEntry[], b: LeaderboardTexts, you: string | null, label: string) {
    return html`<div class="table-scroll" tabindex="0" role="region" aria-label=${label}>
      <table class="leaderboard-rows">
        <thead>
          <tr>
            <th scope="col">${b.rank}</th>
            <th scope="col">${b.player}</th>
            <th scope="col">${b.rating}</th>
            <th scope="col">${b.matches}</th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (e) =>
              html`<tr data-rank=${e.rank} data-handle=${e.handle} ?data-you=${e.handle === you}>
                <td>${e.rank}</td>
                <th scope="row">
                  <button
                    type="button"
                    class="name"
                    data-action="player-profile"
                    data-handle=${e.handle}
                    aria-label=${b.openPlayer(e.name)}
                    @click=${() => this.host.player(e.handle)}
                  >
                    ${e.name}</button
                  >${e.handle === you ? html` <span class="you">(${b.yourRow})</span>` : nothing}
                </th>
                <td>${e.rating}</td>
                <td>${e.matches}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}
