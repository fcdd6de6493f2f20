// Another player's profile (`[data-profile=player]` with `data-handle`), read-only: who they are, the languages they
// speak, their statistics per form and their last matches as far as they let the asker see (`player`,
// `playerMatches`: the server decides). A part they hide is said plainly: `[data-statistics=hidden]`,
// `[data-history=private]`. A signed-in viewer may add them as a friend or block them (friend-buttons.ts).

import { type TemplateResult, html, nothing } from 'lit';
import type { Locale } from '@birimba/engine';
import type { PlayerProfile } from '@birimba/protocol';
import { PROFILE_TEXTS, type ProfileTexts } from '../../texts/profile-texts.js';
import type { AccountSession } from './account-session.js';
import { FriendButtons } from './friend-buttons.js';
import { FriendsClient } from './friends.js';
import { MatchHistory } from './match-history.js';
import type { ProfileHost } from './own-profile.js';
import { profileDialog } from './profile-dialog.js';
import { profileRatings } from './profile-ratings.js';
import { profileStatistics, profileWho } from './profile-sections.js';

export class PlayerView {
  /** The handle asked for (as the address or a seat named it). */
  private handle = '';
  /** The profile as the server gave it to this asker, or null before it answered. */
  private profile: PlayerProfile | null = null;
  /** Why there is none (`not-found`, `profiles-unavailable`, …), or null. */
  private problem: string | null = null;
  private readonly history: MatchHistory;
  /** Add friend and Block, for a signed-in viewer (friend-buttons.ts). */
  private readonly buttons: FriendButtons;

  constructor(
    private readonly account: AccountSession,
    private readonly host: ProfileHost,
  ) {
    this.history = new MatchHistory(account.client, host);
    this.buttons = new FriendButtons(new FriendsClient(account.origin, account.keys), () => host.update());
  }

  /** Whether the viewer may befriend or block the player shown: signed in, and someone else. */
  private befriends(handle: string): boolean {
    return this.account.signedIn && this.account.self?.handle !== handle;
  }

  /** Opened on the player of `handle`: their profile asked anew, then their matches if they let the asker see them. */
  opened(handle: string): void {
    this.handle = handle;
    this.profile = null;
    this.problem = null;
    void this.load(handle);
  }

  private async load(handle: string): Promise<void> {
    const answer = await this.account.client.call('player', undefined, handle);
    // Another profile opened meanwhile (a name tapped in this one's history): this answer is not its.
    if (handle !== this.handle) return;
    if (answer.ok) this.profile = answer.value;
    else this.problem = answer.problem;
    this.host.update();
    if (!answer.ok) return;
    await Promise.all([
      answer.value.history ? this.history.load(answer.value.handle) : null,
      this.befriends(answer.value.handle) ? this.buttons.load(answer.value.handle) : null,
    ]);
  }

  render(locale: Locale): TemplateResult {
    const p = PROFILE_TEXTS[locale];
    return profileDialog(
      {
        locale,
        state: 'player',
        handle: this.profile?.handle ?? this.handle,
        title: p.player.title,
        body: this.body(p, locale),
        problem: this.problem,
        close: () => this.host.close(),
      },
      p,
    );
  }

  private body(p: ProfileTexts, locale: Locale): TemplateResult {
    const profile = this.profile;
    if (profile === null) return this.problem === null ? html`<p role="status">${p.player.loading}</p>` : html``;
    const w = p.player;
    const languages = profile.languages.map((l) => p.languageNames[l] ?? l).join(', ');
    return html`${profileWho(profile, w.joined, locale)}
    ${this.befriends(profile.handle) ? this.buttons.render(locale, profile.name) : nothing}
    ${
      languages === ''
        ? nothing
        : html`<p class="profile-spoken" data-languages=${profile.languages.join(' ')}>${w.languages}: ${languages}</p>`
    }
    ${
      profile.statistics === null
        ? html`<section class="profile-statistics" data-statistics="hidden">
            <h3>${p.statistics}</h3>
            <p class="note">${w.statisticsHidden}</p>
          </section>`
        : profileStatistics(profile.statistics, p)
    }
    ${profileRatings(profile.ratings, p, locale)}
    ${
      profile.history
        ? this.history.render(p, locale, this.host.texts(), {
            title: w.history,
            loading: w.loadingMatches,
            failed: w.matchesFailed,
          })
        : html`<section class="profile-history" data-history="private">
            <h3>${w.history}</h3>
            <p class="note">${w.historyPrivate}</p>
          </section>`
    }`;
  }
}
