// The friend and block buttons on another player's profile, for a signed-in viewer: `[data-action=add-friend]` whose
// `data-relation` says how the two stand — `none` (Add friend), `sent` (Request sent, nothing more to do), `asked`
// (they asked: Accept), `friends` — and `[data-action=block]`, asked first (`[data-action=confirm-block]`); a player
// blocked is said so, with Unblock (`[data-action=unblock]`). How they stand is read from the viewer's lists.

import { type TemplateResult, html, nothing } from 'lit';
import type { Locale } from '@birimba/engine';
import type { FriendRoute } from '@birimba/protocol';
import { FRIEND_TEXTS } from '../../texts/friend-texts.js';
import { action } from '../screens/action.js';
import { type FriendsClient, type Relation, relationTo } from './friends.js';

export class FriendButtons {
  /** How the viewer stands with the player, or null before the server told. */
  private relation: Relation | null = null;
  private handle = '';
  private asking = false;
  private busy = false;
  private problem: string | null = null;

  constructor(
    private readonly friends: FriendsClient,
    private readonly update: () => void,
  ) {}

  /** Opened on the player of `handle`: how the viewer stands with them asked anew. */
  async load(handle: string): Promise<void> {
    this.handle = handle;
    this.relation = null;
    this.asking = false;
    this.problem = null;
    const list = await this.friends.list();
    if (handle !== this.handle) return;
    if (list.ok) this.relation = relationTo(list.value, handle);
    this.update();
  }

  private async change(route: FriendRoute): Promise<void> {
    const handle = this.handle;
    this.asking = false;
    this.busy = true;
    this.update();
    const done = await this.friends.call(route, handle);
    this.busy = false;
    if (done.ok) await this.load(handle);
    else {
      this.problem = done.problem;
      this.update();
    }
  }

  render(locale: Locale, name: string): TemplateResult {
    const f = FRIEND_TEXTS[locale];
    const relation = this.relation;
    if (relation === null) return html``;
    const add =
      relation === 'blocked'
        ? html`<p class="note">${f.isBlocked}</p>
            ${action('unblock', f.unblock, () => void this.change('unblock'))}`
        : html`<button
            part="button"
            type="button"
            class=${relation === 'none' || relation === 'asked' ? 'primary' : ''}
            data-action="add-friend"
            data-relation=${relation}
            ?disabled=${this.busy || relation === 'sent' || relation === 'friends'}
            @click=${() => void this.change(relation === 'asked' ? 'acceptFriend' : 'requestFriend')}
          >
            ${{ none: f.add, sent: f.sent, asked: f.asked, friends: f.isFriend }[relation]}
          </button>`;
    const block =
      relation === 'blocked'
        ? nothing
        : this.asking
          ? html`<div class="profile-ask" role="alertdialog" aria-labelledby="block-ask" data-ask="block">
              <p id="block-ask">${f.blockAsk(name)}</p>
              ${action('confirm-block', f.blockConfirm, () => void this.change('block'), true)}
              ${action('cancel-block', f.keep, () => {
                this.asking = false;
                this.update();
              })}
            </div>`
          : action('block', f.block, () => {
              this.asking = true;
              this.update();
            });
    return html`<section class="profile-friend-buttons">
      ${add} ${block}
      ${
        this.problem === null
          ? nothing
          : html`<p class="problem" role="alert">${f.problems[this.problem as never] ?? f.problem}</p>`
      }
    </section>`;
  }
}
