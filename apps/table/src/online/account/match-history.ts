// The profile's history (`[data-history]`): the player's finished matches, newest first, a page at a time
// (`playerMatches`), a row each (`[data-match=ID]`: when, the form, partners and opponents — an account's name opens
// its profile, `[data-action=player-profile]`, and shows its handle where two of the match share the name — the
// scores, won or lost) with Review (`[data-action=review-match]`),
// which fetches the match with its game log (`match`) and opens it in the table's replay, seen from the player's seat,
// where the coach marks its turns. One's own history and another player's are drawn alike, in their own words.

import { type TemplateResult, html, nothing } from 'lit';
import type { Locale, Seat } from '@birimba/engine';
import type { PlayedMatch, SeatPlayer } from '@birimba/protocol';
import type { Texts } from '../../texts/i18n.js';
import type { ProfileTexts } from '../../texts/profile-texts.js';
import type { AccountClient } from './account-client.js';
import { type PlayedRow, playedRow } from './played-match.js';
import { sharedNames } from './shared-names.js';

/** Where the history stands: not asked yet, being asked, shown, or not to be had now. */
type HistoryState = 'idle' | 'loading' | 'shown' | 'failed';

/** The words of a history: one's own («Your matches») or another player's («Matches»). */
export interface HistoryWords {
  readonly title: string;
  readonly loading: string;
  readonly failed: string;
}

/** A text of a list of names (`with`, `against`) as a template: the names, each drawn by `who`, where the text puts
 * its argument — whatever the language's order around it. */
function namesSaid(say: (names: string) => string, names: readonly TemplateResult[]): TemplateResult {
  const [before = '', after = ''] = say('\u0000').split('\u0000');
  return html`${before}${names.map((n, i) => (i === 0 ? n : html`, ${n}`))}${after}`;
}

export class MatchHistory {
  private state: HistoryState = 'idle';
  private matches: PlayedMatch[] = [];
  private next: string | null = null;
  /** The match being fetched for its replay, or null. */
  private opening: string | null = null;
  private handle = '';

  constructor(
    private readonly client: AccountClient,
    private readonly host: {
      update(): void;
      /** Opens a finished match's log (its JSON text) in the table's replay, seen from `seat`. */
      review(log: string, seat: Seat): void;
      /** Opens the profile of the player of `handle`. */
      player(handle: string): void;
    },
  ) {}

  private update(): void {
    this.host.update();
  }

  /** The first page of `handle`'s matches, asked anew. */
  async load(handle: string): Promise<void> {
    this.handle = handle;
    this.matches = [];
    this.next = null;
    await this.page();
  }

  private async page(): Promise<void> {
    this.state = 'loading';
    this.update();
    const before = this.next;
    const page = await this.client.call('playerMatches', undefined, this.handle, before === null ? {} : { before });
    if (page.ok) {
      this.matches = [...this.matches, ...page.value.matches];
      this.next = page.value.next;
    }
    this.state = page.ok ? 'shown' : 'failed';
    this.update();
  }

  private async open(row: PlayedRow): Promise<void> {
    this.opening = row.id;
    this.update();
    const match = await this.client.call('match', undefined, row.id);
    this.opening = null;
    if (!match.ok) this.state = 'failed';
    this.update();
    // The replay reads the log as it reads a file (checked, an older version upgraded), and says why when it cannot.
    if (match.ok) this.host.review(JSON.stringify(match.value.log), row.seat as Seat);
  }

  render(p: ProfileTexts, locale: Locale, t: Texts, words: HistoryWords): TemplateResult {
    const rows = this.matches.flatMap((m) => playedRow(m, this.handle) ?? []);
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const who = (player: SeatPlayer, shared: (name: string) => boolean): TemplateResult =>
      player.kind === 'account'
        ? html`<button
            type="button"
            class="player-name"
            data-action="player-profile"
            data-handle=${player.handle}
            aria-label=${p.openPlayer(player.name)}
            @click=${() => this.host.player(player.handle)}
          >
            ${player.name}${
              shared(player.name)
                ? html` <span class="handle" data-handle-shown=${player.handle}>@${player.handle}</span>`
                : nothing
            }
          </button>`
        : html`${
            player.kind === 'guest'
              ? player.name
              : player.kind === 'former'
                ? p.former
                : p.bot(t.levels[player.level] ?? player.level)
          }`;
    const row = (r: PlayedRow): TemplateResult => {
      const shared = sharedNames(
        [...r.partners, ...r.opponents, r.player].map((p) =>
          p.kind === 'account' || p.kind === 'guest' ? p.name : '',
        ),
      );
      const named = (players: readonly SeatPlayer[]): TemplateResult[] => players.map((p) => who(p, shared));
      return html`<li class="played ${r.outcome}" data-match=${r.id} data-outcome=${r.outcome}>
        <p class="played-head">
          <strong class="outcome">${p.outcomes[r.outcome]}</strong>
          <span class="scores" data-scores=${r.scores.join(' ')}>${r.scores.join(' – ')}</span>
          <span class="note"
            >${p.form(r.form)} · <time datetime=${r.ended}>${when.format(new Date(r.ended))}</time></span
          >
        </p>
        <p class="note">
          ${r.partners.length === 0 ? nothing : html`${namesSaid(p.with, named(r.partners))} · `}
          ${namesSaid(p.against, named(r.opponents))}
        </p>
        <button
          part="button"
          type="button"
          data-action="review-match"
          ?disabled=${this.opening !== null}
          aria-label=${p.reviewLabel(when.format(new Date(r.ended)))}
          @click=${() => void this.open(r)}
        >
          ${this.opening === r.id ? p.opening : t.review}
        </button>
      </li>`;
    };
    return html`<section class="profile-history" data-history=${this.state}>
      <h3>${words.title}</h3>
      ${rows.length === 0 && this.state === 'shown' ? html`<p class="note">${p.noMatches}</p>` : nothing}
      ${
        rows.length === 0
          ? nothing
          : html`<ol class="played-list">
              ${rows.map(row)}
            </ol>`
      }
      ${this.state === 'loading' ? html`<p class="note" role="status">${words.loading}</p>` : nothing}
      ${this.state === 'failed' ? html`<p class="problem" role="alert">${words.failed}</p>` : nothing}
      ${
        this.next !== null && this.state === 'shown'
          ? html`<button part="button" type="button" data-action="more-matches" @click=${() => void this.page()}>
              ${p.more}
            </button>`
          : nothing
      }
    </section>`;
  }
}
