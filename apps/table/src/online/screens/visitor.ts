// The visitor's screen: someone who opened a room's link on another device once its match had begun. Seated nowhere,
// they see the seats of people who are offline and ask for theirs (`ask-seat`); the table lets them in (room-bar's
// asks) or not.

import { type TemplateResult, html, nothing } from 'lit';
import type { Seat } from '@birimba/engine';
import type { OnlineGame } from '../room/online-game.js';
import type { OnlineTexts } from '../../texts/online-texts.js';
import { action } from './action.js';

/** The seats a visitor may ask for, and what they asked. */
export function visitorPanel(game: OnlineGame, o: OnlineTexts): TemplateResult {
  const room = game.room;
  const asked = game.visitor?.asked ?? -1;
  const offline = (room?.seats ?? []).flatMap((s, seat) =>
    s.occupant === 'human' && !s.connected ? [{ seat: seat as Seat, name: s.name }] : [],
  );
  return html`<div class="room visitor" data-visitor>
    ${
      offline.length === 0
        ? html`<p>${o.noSeatToAsk}</p>`
        : html`<p>${o.visitorTitle}</p>
            <ul class="asks">
              ${offline.map(
                ({ seat, name }) =>
                  html`<li>
                    <button
                      part="button"
                      type="button"
                      class=${asked === seat ? 'primary' : ''}
                      data-action="ask-seat"
                      data-seat=${seat}
                      aria-pressed=${asked === seat ? 'true' : 'false'}
                      @click=${() => game.askSeat(seat)}
                    >
                      ${o.askSeat(name)}
                    </button>
                  </li>`,
              )}
            </ul>`
    }
    ${
      asked >= 0
        ? html`<p class="status-line" role="status" data-asked=${asked}>
            ${room?.seats[asked]?.askAnswer === 'owner' && room.seats[asked].askedBy !== '' ? o.askedOwner : o.asked}
          </p>`
        : nothing
    }
    <div class="buttons">
      ${room?.watching === true ? action('watch', o.watch.watchInstead, () => game.watchInstead()) : nothing}
      <button part="button" type="button" data-action="leave" @click=${() => void game.leave()}>${o.leave}</button>
    </div>
  </div>`;
}
