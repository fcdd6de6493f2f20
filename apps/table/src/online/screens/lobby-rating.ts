// A rated room on screen: the host's yes-or-no setting (`[data-room-setting=rated]`), and for everyone in the lobby
// whether the match will be rated — `[data-rated]` when the host made it rated and nothing stands in the way, else
// `[data-unrated]` with a line per reason the server gives (`data-reason`, `UNRATED_REASONS`) — and, during a rated
// match, a small mark in the room's bar (`[data-rated-mark]`). A server from before ratings says neither: nothing shows.

import { type TemplateResult, html, nothing } from 'lit';
import type { PublicRoomState } from '@birimba/protocol';
import type { OnlineTexts } from '../../texts/online-texts.js';
import type { OnlineGame } from '../room/online-game.js';

/** The room's match will be rated: the host made it so and the server found nothing against it. */
export const isRated = (room: PublicRoomState | null): boolean =>
  room?.rated === true && room.unrated !== undefined && room.unrated.length === 0;

/** The host's setting, as the lobby's other yes-or-no settings (`check`); none from a server without ratings. */
export function ratedSetting(
  game: OnlineGame,
  o: OnlineTexts,
  check: (name: string, label: string, checked: boolean, set: (on: boolean) => void) => TemplateResult,
): TemplateResult | typeof nothing {
  const room = game.room;
  if (room?.unrated === undefined) return nothing;
  return check('rated', o.rated.setting, room.rated === true, (on) => game.configure({ rated: on }));
}

/** Whether the match will be rated, for everyone in the lobby: `[data-rated]`, or `[data-unrated]` and its reasons. */
export function ratedNote(game: OnlineGame, o: OnlineTexts): TemplateResult | typeof nothing {
  const room = game.room;
  const reasons = room?.unrated;
  if (reasons === undefined) return nothing;
  if (isRated(room)) return html`<p class="rated-note" data-rated role="status">★ ${o.rated.rated}</p>`;
  // The live region holds the list (a list with a role of its own would leave its lines outside any list).
  return html`<div class="rated-note unrated" data-unrated=${reasons.join(' ')} role="status">
    <ul>
      ${reasons.map((reason) => html`<li data-reason=${reason}>${o.rated.unrated(o.rated.reasons[reason])}</li>`)}
    </ul>
  </div>`;
}

/** During a rated match, the room bar's mark. */
export function ratedMark(game: OnlineGame, o: OnlineTexts): TemplateResult | typeof nothing {
  const room = game.room;
  if (room === null || room.stage === 'lobby' || !isRated(room)) return nothing;
  return html`<span class="rated-mark" data-rated-mark title=${o.rated.markNote}
    ><span aria-hidden="true">★</span> ${o.rated.mark}</span
  >`;
}
