// What the room's bar says of the people at the table during play, beside the cards: a visitor asking for an offline
// player's seat (the seat's own device asked whether it is them; for an asker without proof, Let in / No with the
// warning that their device has no proof, for the host — or anyone, the host offline), a turn whose time ran out
// (everyone is told), a player away (this one gets "I'm back"), and the wait for an offline player whose turn it is,
// with the time until a bot plays for them.

import { type TemplateResult, html, nothing } from 'lit';
import type { Seat } from '@birimba/engine';
import type { OnlineGame } from '../room/online-game.js';
import type { OnlineTexts } from '../../texts/online-texts.js';
import { action } from './action.js';

/** The notices of the room's bar, in the order they matter. */
export function roomNotices(game: OnlineGame, o: OnlineTexts, now: number): TemplateResult {
  const room = game.room;
  if (room === null) return html``;
  // A watcher's table is drawn from seat 0, but the seat is not theirs: every player there is told of by name.
  const me = game.watching ? null : game.mySeat;
  const notices: TemplateResult[] = [];
  room.seats.forEach((_, i) => {
    const ask = askNotice(game, o, i as Seat);
    if (ask !== null) notices.push(ask);
  });
  room.seats.forEach((s, seat) => {
    if (s.occupant !== 'human') return;
    if (s.away && seat === me)
      notices.push(
        html`<div class="notice away" data-away=${seat} role="status">
          <span>${o.awayMe}</span>${action('back', o.back, () => game.away(false), true)}
        </div>`,
      );
    else if (s.away)
      // Another player away (their time ran out twice, or they said so): on a phone «Nikos: εκτός», drawn from
      // data-short — their seat says a bot plays —, the sentence for screen readers.
      notices.push(
        html`<span
          class="notice other-away ${s.timeouts > 0 ? 'timed-out' : ''}"
          data-away=${seat}
          data-timed-out=${s.timeouts > 0 ? seat : nothing}
          data-short=${o.awayShort(s.name)}
          ><span class="whole">${o.away(s.name)}</span></span
        >`,
      );
    else if (s.timeouts > 0)
      notices.push(
        html`<span class="notice timed-out" data-timed-out=${seat} role="status"
          >${seat === me ? o.timedOutMe : o.timedOut(s.name)}</span
        >`,
      );
  });
  const turn = room.turn;
  const waiting = turn >= 0 && room.stage === 'playing' ? game.graceEndsAt(turn) : null;
  const turnSeat = room.seats[turn];
  if (waiting !== null && turnSeat !== undefined && turn !== me) {
    const left = Math.max(0, Math.ceil((waiting - now) / 1000));
    notices.push(
      html`<span class="notice waiting-offline" data-waiting-offline=${turn} data-grace=${left} role="status"
        >${o.waitingOffline(turnSeat.name, left)}</span
      >`,
    );
  }
  return notices.length === 0 ? html`${nothing}` : html`<div class="notices" data-notices>${notices}</div>`;
}

/** A visitor's ask for a seat, for those who answer it: the seat's own device is asked whether the asker is its
 * person; the table (the host, or anyone while the host is offline) is told plainly that the asker's device has no
 * proof. The host is told of an ask only the seat's own device may answer. */
function askNotice(game: OnlineGame, o: OnlineTexts, seat: Seat): TemplateResult | null {
  const s = game.room?.seats[seat];
  if (s === undefined || s.askedBy === '') return null;
  const own = seat === game.mySeat;
  if (!game.answersAsk(seat))
    return s.askAnswer === 'owner' && game.isHost && !own
      ? html`<p class="notice owner-answers" role="status" data-owner-answers=${seat}>
          ${o.ownerAnswers(s.name, s.askedBy)}
        </p>`
      : null;
  const buttons = (yes: string, no: string): TemplateResult => html`
    <button
      part="button"
      type="button"
      class="primary"
      data-action="let-in"
      data-seat=${seat}
      @click=${() => game.letIn(seat, true, s.askedBy)}
    >
      ${yes}
    </button>
    <button
      part="button"
      type="button"
      data-action="refuse-seat"
      data-seat=${seat}
      @click=${() => game.letIn(seat, false, s.askedBy)}
    >
      ${no}
    </button>
  `;
  return own
    ? html`<div class="notice ask own-ask" role="alertdialog" data-asked-seat=${seat} data-own-ask>
        <p>${o.ownAsk(s.askedBy)}</p>
        ${buttons(o.itIsMe, o.notMe)}
      </div>`
    : html`<div class="notice ask" role="alertdialog" data-asked-seat=${seat}>
        <p>${o.asksSeat(s.name, s.askedBy)}</p>
        <p class="no-proof" data-no-proof>${o.noProof(s.name)}</p>
        ${buttons(o.letIn, o.refuseSeat)}
      </div>`;
}
