// Watching a room, on screen: the watcher's banner («You are watching», `[data-watching]`) in the room's bar and on the
// lobby's page while the room gathers, the count of watchers the players see (`[data-watchers]`, its text the count)
// when anyone watches, and the host's two settings of watching.

import { type TemplateResult, html, nothing } from 'lit';
import { formatRoomCode } from '@birimba/protocol';
import type { Texts } from '../../texts/i18n.js';
import type { OnlineTexts } from '../../texts/online-texts.js';
import type { OnlineGame } from '../room/online-game.js';
import { action } from './action.js';
import { lobbySeats } from './lobby-seats.js';

/** An eye, drawn beside the watchers' count and the watcher's banner. */
const EYE = html`<svg class="eye" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="M1.5 12 Q12 2 22.5 12 Q12 22 1.5 12 Z" />
  <circle cx="12" cy="12" r="3.5" />
</svg>`;

/** For the players: how many watch, when anyone does (`[data-watchers]`, whose text is the count). */
export function watchersCount(game: OnlineGame, o: OnlineTexts): TemplateResult | typeof nothing {
  const n = game.room?.watchers ?? 0;
  if (game.watching || n === 0) return nothing;
  return html`<span class="watchers" title=${o.watch.watchersLabel(n)}
    >${EYE}<span data-watchers>${n}</span> <span class="text">${o.watch.watchersWord(n)}</span></span
  >`;
}

/** For a watcher: «You are watching». */
export function watchBanner(o: OnlineTexts): TemplateResult {
  return html`<span class="watching-banner" data-watching role="status"
    >${EYE}<strong>${o.watch.watching}</strong></span
  >`;
}

/** A watcher's page while the room gathers: the banner, what they will see, the seats, Leave. */
export function watcherLobby(game: OnlineGame, t: Texts, o: OnlineTexts): TemplateResult {
  const room = game.room;
  return html`<div class="room watcher" data-watcher-lobby>
    <p class="code">
      ${o.roomCodeLabel}
      <strong data-room-code=${room?.code ?? ''}>${formatRoomCode(room?.code ?? '')}</strong>
    </p>
    <p class="watching-intro">${watchBanner(o)}</p>
    <p class="note">${o.watch.watchingNote}</p>
    ${lobbySeats(game, t, o)}
    <p class="waiting">${o.watch.watchingLobby}</p>
    <div class="buttons">${action('leave', o.leave, () => void game.leave())}</div>
  </div>`;
}

/** The host's settings of watching, as the lobby's yes-or-no settings (`[data-room-setting]`). */
export function watchSettings(
  game: OnlineGame,
  o: OnlineTexts,
  check: (name: string, label: string, checked: boolean, set: (on: boolean) => void) => TemplateResult,
): TemplateResult {
  const room = game.room;
  if (room === null) return html``;
  return html`${check('watching', o.watch.allowWatching, room.watching, (on) => game.configure({ watching: on }))}
  ${check('watcher-phrases', o.watch.watcherPhrases, room.watcherPhrases, (on) =>
    game.configure({ watcherPhrases: on }),
  )}`;
}
