// One's own friends in the profile (`[data-friend-list]`): each friend a row (`[data-friend=HANDLE]`, room for a
// `data-presence` to come) whose name opens their profile, with Remove; the requests received
// (`[data-friend-request=HANDLE]`) with Accept (`[data-action=accept-friend]`) and Decline
// (`[data-action=decline-friend]`); those sent (`[data-friend-sent=HANDLE]`) with Take back
// (`[data-action=cancel-friend-request]`); and the players blocked (`[data-blocked=HANDLE]`) with Unblock
// (`[data-action=unblock]`). Every change is the server's lists asked anew; a refusal is one line.

import { type TemplateResult, html, nothing } from 'lit';
import type { Locale } from '@birimba/engine';
import type { FriendList, FriendPlayer, FriendRoute } from '@birimba/protocol';
import { FRIEND_TEXTS } from '../../texts/friend-texts.js';
import type { AccountResult } from './account-client.js';
import type { FriendsClient } from './friends.js';

/** What the section needs of the profile around it. */
export interface FriendsHost {
  /** Draw again. */
  update(): void;
  /** Open the profile of the player of `handle`. */
  player(handle: string): void;
}

/** A row's button: its `data-action`, its words and what it asks the server. */
interface RowAction {
  readonly name: string;
  readonly label: string;
  readonly aria: string;
  readonly route: FriendRoute;
}

/** Which list a row is of: its attribute names its handle. */
type RowKind = 'friend' | 'friend-request' | 'friend-sent' | 'blocked';

/** The row's handle on the attribute of its kind, none on the others. */
const mark = (kind: RowKind, attribute: RowKind, player: FriendPlayer): string | typeof nothing =>
  kind === attribute ? player.handle : nothing;

export class ProfileFriends {
  /** The account's lists, or null before the server told them. */
  private list: FriendList | null = null;
  /** The last refusal, or null. */
  private problem: string | null = null;
  private busy = false;

  constructor(
    private readonly friends: FriendsClient,
    private readonly host: FriendsHost,
  ) {}

  /** The lists asked anew. */
  async load(): Promise<void> {
    const list = await this.friends.list();
    if (list.ok) this.list = list.value;
    else this.problem = list.problem;
    this.host.update();
  }

  private async change(route: FriendRoute, handle: string): Promise<void> {
    this.busy = true;
    this.problem = null;
    this.host.update();
    const done: AccountResult<unknown> = await this.friends.call(route, handle);
    this.busy = false;
    if (!done.ok) this.problem = done.problem;
    await this.load();
  }

  render(locale: Locale): TemplateResult {
    const f = FRIEND_TEXTS[locale];
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const list = this.list;
    const row = (attribute: RowKind, player: FriendPlayer, actions: readonly RowAction[]): TemplateResult =>
      html`<li
        data-friend=${mark(attribute, 'friend', player)}
        data-friend-request=${mark(attribute, 'friend-request', player)}
        data-friend-sent=${mark(attribute, 'friend-sent', player)}
        data-blocked=${mark(attribute, 'blocked', player)}
      >
        <button
          type="button"
          class="player-name"
          data-action="player-profile"
          data-handle=${player.handle}
          @click=${() => this.host.player(player.handle)}
        >
          ${player.name}
        </button>
        <span class="note">@${player.handle} · ${f.since(day.format(new Date(player.since)))}</span>
        <span class="friend-actions">
          ${actions.map(
            (a) =>
              html`<button
                part="button"
                type="button"
                data-action=${a.name}
                aria-label=${a.aria}
                ?disabled=${this.busy}
                @click=${() => void this.change(a.route, player.handle)}
              >
                ${a.label}
              </button>`,
          )}
        </span>
      </li>`;
    const part = (title: string, players: readonly FriendPlayer[], each: (p: FriendPlayer) => TemplateResult) =>
      players.length === 0
        ? nothing
        : html`<h4>${title}</h4>
            <ul class="friend-list">
              ${players.map(each)}
            </ul>`;
    return html`<section class="profile-friends" data-friend-list=${list?.friends.length ?? 'loading'}>
      <h3>${f.friends}</h3>
      ${
        this.problem === null
          ? nothing
          : html`<p class="problem" role="alert">${f.problems[this.problem as never] ?? f.problem}</p>`
      }
      ${
        list === null
          ? nothing
          : html`${part(f.incoming, list.incoming, (p) =>
              row('friend-request', p, [
                { name: 'accept-friend', label: f.accept, aria: f.acceptLabel(p.name), route: 'acceptFriend' },
                { name: 'decline-friend', label: f.decline, aria: f.declineLabel(p.name), route: 'declineFriend' },
              ]),
            )}
            ${
              list.friends.length === 0
                ? html`<p class="note">${f.noFriends}</p>`
                : html`<ul class="friend-list">
                    ${list.friends.map((p) =>
                      row('friend', p, [
                        { name: 'remove-friend', label: f.remove, aria: f.removeLabel(p.name), route: 'removeFriend' },
                      ]),
                    )}
                  </ul>`
            }
            ${part(f.outgoing, list.outgoing, (p) =>
              row('friend-sent', p, [
                {
                  name: 'cancel-friend-request',
                  label: f.cancel,
                  aria: f.cancelLabel(p.name),
                  route: 'cancelFriendRequest',
                },
              ]),
            )}
            ${part(f.blocked, list.blocked, (p) =>
              row('blocked', p, [
                { name: 'unblock', label: f.unblock, aria: f.unblockLabel(p.name), route: 'unblock' },
              ]),
            )}
            ${list.blocked.length === 0 ? nothing : html`<p class="note">${f.blockedNote}</p>`}`
      }
    </section>`;
  }
}
