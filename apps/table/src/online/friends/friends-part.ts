// The friends on the online page of a signed-in player (`[data-friends]`): each friend with their presence
// (`[data-presence]`, `[data-handle]`), online ones first, Watch for a friend whose match may be watched; in a room's
// lobby its host invites an online friend (`[data-action=invite]`, then "Invited"); and an invitation to a friend's
// table (`[data-invitation]`) with Join (`[data-action=accept-invitation]`, as the room's link would) and No
// (`[data-action=decline-invitation]`). A collapsible list headed "Friends · 3 online", open at first.

import { type ReactiveControllerHost, type TemplateResult, html, nothing } from 'lit';
import type { Locale } from '@birimba/engine';
import { type FriendPresence, type InviteAnswer, PRESENCE_ROUTES } from '@birimba/protocol';
import { askServer } from '../account/account-request.js';
import type { OnlineGame } from '../room/online-game.js';
import { FRIENDS_TEXTS, type FriendsTexts } from '../../texts/friends-texts.js';
import { PresenceLine } from './presence-line.js';

export class FriendsPart {
  readonly line: PresenceLine;
  /** The friends invited from this page, by room and handle. */
  private readonly invited = new Set<string>();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly game: OnlineGame,
  ) {
    this.line = new PresenceLine(
      () => game.account.origin(),
      () => host.requestUpdate(),
    );
  }

  /** The friends' list and the invitations (nothing for a page not signed in, or of nobody's friends). */
  render(locale: Locale): TemplateResult {
    this.line.keep(this.game.account.key());
    const f = FRIENDS_TEXTS[locale];
    const friends = this.line.friends;
    const online = friends.filter((friend) => friend.status !== 'offline').length;
    return html`${this.line.invitations.map(
      (invitation) =>
        html`<p class="invitation" role="status" data-invitation=${invitation.room}>
          <span>${f.invites(invitation.from.name)}</span>
          <span class="invitation-answers">
            <button
              part="button"
              type="button"
              class="primary"
              data-action="accept-invitation"
              @click=${() => this.accept(invitation.room)}
            >
              ${f.join}
            </button>
            <button
              part="button"
              type="button"
              data-action="decline-invitation"
              @click=${() => this.line.decline(invitation.room)}
            >
              ${f.no}
            </button>
          </span>
        </p>`,
    )}
    ${
      friends.length === 0
        ? nothing
        : html`<details class="friends" data-friends open>
            <summary>${f.friends} · ${f.online(online)}</summary>
            <ul>
              ${friends.map((friend) => this.friend(friend, f))}
            </ul>
          </details>`
    }`;
  }

  private friend(friend: FriendPresence, f: FriendsTexts): TemplateResult {
    const room = this.game.room;
    const canInvite = room !== null && room.stage === 'lobby' && this.game.isHost && friend.status === 'online';
    const sent = room !== null && this.invited.has(`${room.code} ${friend.handle}`);
    return html`<li data-friend data-handle=${friend.handle} data-presence=${friend.status}>
      <span class="friend-name">${friend.name}</span>
      <small class="friend-status">${f.status[friend.status]}</small>
      ${
        friend.status === 'watchable' && friend.room !== null && room === null
          ? html`<button
              part="button"
              type="button"
              data-action="watch-friend"
              @click=${() => void this.game.watch(friend.room ?? '', this.myName())}
            >
              ${f.watch}
            </button>`
          : nothing
      }
      ${
        canInvite
          ? html`<button
              part="button"
              type="button"
              data-action="invite"
              ?disabled=${sent}
              @click=${() => void this.invite(room.code, friend.handle)}
            >
              ${sent ? f.invited : f.invite}
            </button>`
          : nothing
      }
    </li>`;
  }

  private myName(): string {
    return this.game.account.self?.name ?? 'Player';
  }

  private accept(room: string): void {
    this.line.dismiss(room);
    void this.game.join(room, this.myName());
  }

  private async invite(room: string, handle: string): Promise<void> {
    this.invited.add(`${room} ${handle}`);
    this.host.requestUpdate();
    const answer = await askServer<InviteAnswer>(this.game.account.origin(), this.game.account.keys, {
      method: PRESENCE_ROUTES.invite.method,
      needsKey: true,
      sendKey: true,
      path: PRESENCE_ROUTES.invite.path,
      body: { room, handle },
      noContent: false,
    });
    if (!answer.ok) this.invited.delete(`${room} ${handle}`);
    this.host.requestUpdate();
  }
}
