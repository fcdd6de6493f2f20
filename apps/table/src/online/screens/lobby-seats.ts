// The lobby's seats, by team: a person by their name and marks (host, ready, offline) — the name of a person playing
// under an account opens their profile (`[data-action=player-profile]` with `data-handle`), and shows their handle
// where two people of the room share a name (`[data-handle-shown]`) — a free seat by the bot that will play it and a
// button to sit there (`data-seat-choice`).

import { type TemplateResult, html, nothing } from 'lit';
import { type Seat, isPlayers, seatsOfTeam, teamsOf } from '@birimba/engine';
import { parseRoomRules } from '@birimba/protocol';
import { namesAtStart } from '../../display/seat-names.js';
import type { Texts } from '../../texts/i18n.js';
import type { OnlineTexts } from '../../texts/online-texts.js';
import { sharedNames } from '../account/shared-names.js';
import type { OnlineGame } from '../room/online-game.js';
import { barredList, lobbyPersonTools, moveHere } from './host-tools.js';

/** The room's seats by team (two teams of two, two players alone, or three teams of two: rule `players`); `player`
 * opens the profile of a handle (none: the names open nothing). */
export function lobbySeats(
  game: OnlineGame,
  t: Texts,
  o: OnlineTexts,
  player?: (handle: string) => void,
): TemplateResult {
  const people = game.people;
  const rules: { players?: unknown } = game.room === null ? {} : parseRoomRules(game.room.rules);
  const players = isPlayers(rules.players) ? rules.players : 4;
  // A free seat is named by the bot that will play it if the match begins now, as every screen will name it.
  const atStart = namesAtStart(people, game.room?.botLevel ?? '', t);
  const shared = sharedNames(people.map((person) => (person?.human === true ? person.name : '')));
  const seatCard = (seat: Seat): TemplateResult => {
    const person = people[seat];
    // A watcher sits nowhere.
    const mine = seat === game.mySeat && !game.watching;
    const taken = person?.human === true;
    const handle = game.room?.seats[seat]?.handle ?? '';
    const told =
      handle === '' || !taken || !shared(person.name)
        ? nothing
        : html` <span class="handle" data-handle-shown=${handle}>@${handle}</span>`;
    const name =
      handle === '' || player === undefined || person === undefined
        ? person?.name
        : html`<button
            type="button"
            class="player-name"
            data-action="player-profile"
            data-handle=${handle}
            aria-label=${o.account.openPlayer(person.name)}
            @click=${() => player(handle)}
          >
            ${person.name}
          </button>`;
    return html`<li
      class="lobby-seat ${mine ? 'mine' : ''}"
      data-seat=${seat}
      data-occupied=${taken ? 'human' : 'empty'}
    >
      <span class="seat-no">${o.seat(seat + 1)}</span>
      ${
        taken
          ? html`<span class="who"
                >${name}${told}${mine ? html` <em>(${o.you})</em>` : nothing}
                ${person.host ? html`<span class="mark host" data-host>★ ${t.host}</span>` : nothing}
                ${game.room?.seats[seat]?.ready === true ? html`<span class="mark ready" data-ready>✓ ${o.readyMark}</span>` : nothing}
                ${person.connected ? nothing : html`<span class="mark offline" data-offline>${t.offline}</span>`}</span
              >
              ${lobbyPersonTools(game, seat, o)}`
          : game.watching
            ? html`<span class="who free" data-bot-name>${o.empty(atStart[seat] ?? '')}</span>`
            : html`<span class="who free" data-bot-name>${o.empty(atStart[seat] ?? '')}</span> ${
                  moveHere(game, seat, o) ??
                  html`<button
                    part="button"
                    type="button"
                    class="small"
                    data-seat-choice=${seat}
                    @click=${() => game.chooseSeat(seat)}
                  >
                    ${o.sitHere}
                  </button>`
                }`
      }
    </li>`;
  };
  return html`<section class="lobby-seats" aria-label=${o.seats}>
    <h2>${o.seats}</h2>
    <div class="teams">
      ${teamsOf(players).map((team) => {
        const name = o.team(team);
        return html`<ul aria-label=${name}>
          <li class="team-name">${name}</li>
          ${seatsOfTeam(team, players).map(seatCard)}
        </ul>`;
      })}
    </div>
    ${barredList(game, o)}
  </section>`;
}
