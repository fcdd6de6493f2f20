// The host's tools on the table (issue 35 §5). In a match, on the room's bar: Pause (`data-action=pause`; while paused
// the same place offers Resume, `data-action=resume`) and the banner every screen shows while paused (`data-paused`,
// «Παύση — Maria»), and the host's menu (`data-action=host-tools`): pass the host's rights to a person at the table
// (`pass-host`), give an offline player's seat to a bot for the rest of the match (`give-to-bot`). In the lobby, on
// each person's seat: Move (`host-move`, then an empty seat's «Move Maria here»), Make host, Ask to leave (`kick`, then
// the host's yes, `kick-confirm`, or `cancel-kick`); and
// the people asked to leave, each with Let back in (`let-back`). The server judges each; its refusals are the room's
// problems like any other.

import { type ReactiveControllerHost, type TemplateResult, html, nothing } from 'lit';
import type { Seat } from '@birimba/engine';
import type { OnlineTexts } from '../../texts/online-texts.js';
import type { OnlineGame } from '../room/online-game.js';

/** A button of the host's tools: its action, its words, and whom it is for (its label: the words, then the name). */
function tool(name: string, label: string, run: () => void, seat?: Seat, who?: string): TemplateResult {
  return html`<button
    part="button"
    type="button"
    class="small"
    data-action=${name}
    data-for-seat=${seat ?? nothing}
    aria-label=${who === undefined ? nothing : `${label}: ${who}`}
    @click=${run}
  >
    ${label}
  </button>`;
}

/** The room bar's part of the host's tools during a match: the pause banner, Pause or Resume, and the host's menu. */
export class HostBar {
  /** The host's menu is open. */
  private open = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly game: OnlineGame,
  ) {}

  /** The banner (for everyone while paused), and for the host Pause / Resume and the menu's button. */
  render(o: OnlineTexts): TemplateResult {
    const game = this.game;
    const room = game.room;
    if (room === null || room.stage === 'lobby') return html`${nothing}`;
    const h = o.host;
    const paused = room.pausedBy !== '';
    const banner = paused
      ? html`<div class="paused-banner" data-paused=${room.pausedBy} role="status">
          <strong>${h.paused(room.pausedBy)}</strong> <span>${h.pausedNote}</span>
        </div>`
      : nothing;
    if (!game.isHost || game.visitor !== null) return html`${banner}`;
    const pause = paused
      ? tool('resume', h.resume, () => game.hostTool('pause', { paused: false }))
      : room.stage === 'playing'
        ? tool('pause', h.pause, () => game.hostTool('pause', { paused: true }))
        : nothing;
    const toggle = (): void => {
      this.open = !this.open;
      this.host.requestUpdate();
    };
    return html`${banner}${pause}
      <button
        part="button"
        type="button"
        class="small"
        data-action="host-tools"
        aria-expanded=${this.open ? 'true' : 'false'}
        @click=${toggle}
      >
        ${h.menu}
      </button>
      ${this.open ? this.menu(o) : nothing}`;
  }

  /** The host's menu: each other person at the table, with what the host may do for their seat. */
  private menu(o: OnlineTexts): TemplateResult {
    const game = this.game;
    const room = game.room;
    const h = o.host;
    const match = room?.stage === 'playing' || room?.stage === 'deal-over';
    const rows = (room?.seats ?? []).flatMap((s, i) => {
      const seat = i as Seat;
      if (s.occupant !== 'human' || seat === game.mySeat || s.left) return [];
      const give = !s.connected && match;
      return [
        html`<li data-host-seat=${seat}>
          <span class="who">${s.name}${s.connected ? nothing : html` <em>(${h.offline})</em>`}</span>
          ${s.connected ? tool('pass-host', h.makeHost, () => game.hostTool('pass-host', { seat }), seat, s.name) : nothing}
          ${give ? tool('give-to-bot', h.giveToBot, () => game.hostTool('give-to-bot', { seat }), seat, s.name) : nothing}
        </li>`,
      ];
    });
    return html`<section class="host-menu" data-host-menu aria-label=${h.menu}>
      <h2>${h.menu}</h2>
      ${
        rows.length === 0
          ? html`<p>${h.nobody}</p>`
          : html`<ul>
              ${rows}
            </ul>`
      }
    </section>`;
  }
}

/** The host's tools on a person's seat in the lobby: Move, Make host, Ask to leave (none for the host's own seat but
 * Move). */
export function lobbyPersonTools(game: OnlineGame, seat: Seat, o: OnlineTexts): TemplateResult | typeof nothing {
  const room = game.room;
  const person = room?.seats[seat];
  if (room === null || !game.isHost || person?.occupant !== 'human') return nothing;
  const h = o.host;
  const moving = game.hostMoving === seat;
  return html`<span class="host-seat-tools">
    ${
      moving
        ? tool('cancel-move', h.cancelMove, () => game.pickToMove(null), seat)
        : tool('host-move', h.move, () => game.pickToMove(seat), seat, person.name)
    }
    ${
      seat === game.mySeat
        ? nothing
        : html`${person.connected ? tool('pass-host', h.makeHost, () => game.hostTool('pass-host', { seat }), seat, person.name) : nothing}
          ${
            game.hostKicking === seat
              ? html`${tool('kick-confirm', h.kickConfirm(person.name), () => game.hostTool('kick', { seat }), seat)}
                ${tool('cancel-kick', h.cancelKick, () => game.pickToKick(null), seat)}`
              : tool('kick', h.kick, () => game.pickToKick(seat), seat, person.name)
          }`
    }
  </span>`;
}

/** On an empty seat of the lobby while the host moves someone: «Move Maria here»; null otherwise. */
export function moveHere(game: OnlineGame, to: Seat, o: OnlineTexts): TemplateResult | null {
  const from = game.hostMoving;
  const person = from === null ? undefined : game.room?.seats[from];
  if (from === null || !game.isHost || person?.occupant !== 'human') return null;
  const label = o.host.moveHere(person.name);
  return html`<button
    part="button"
    type="button"
    class="small primary"
    data-action="host-move-here"
    data-for-seat=${to}
    @click=${() => game.hostTool('host-move', { from, to })}
  >
    ${label}
  </button>`;
}

/** For the host in the lobby: the people asked to leave who may not come back yet, each with Let back in. */
export function barredList(game: OnlineGame, o: OnlineTexts): TemplateResult | typeof nothing {
  const barred = game.room?.barred ?? [];
  if (!game.isHost || barred.length === 0) return nothing;
  const h = o.host;
  return html`<section class="barred" data-barred aria-label=${h.barred}>
    <h2>${h.barred}</h2>
    <ul>
      ${barred.map(
        (name) =>
          html`<li data-barred-name=${name}>
            <span class="who">${name}</span>
            <button
              part="button"
              type="button"
              class="small"
              data-action="let-back"
              aria-label=${`${h.letBack}: ${name}`}
              @click=${() => game.hostTool('let-back', { name })}
            >
              ${h.letBack}
            </button>
          </li>`,
      )}
    </ul>
  </section>`;
}
