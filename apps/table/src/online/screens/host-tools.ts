// The host's tools on the table (issue 35 §5). In a match, in the status line beside whose turn it is: Pause
// (`data-action=pause`; while paused the same place offers Resume, `data-action=resume`) and the host's menu
// (`data-action=host-tools`, closed by `close-host-tools` or Escape, the focus back on its button): pass the host's
// rights to a person at the table
// (`pass-host`), give an offline player's seat to a bot for the rest of the match (`give-to-bot`, then the host's yes,
// `give-to-bot-confirm`, or `cancel-give-to-bot`); on the room's bar the banner every screen shows while paused
// (`data-paused`, «Παύση — Maria»); in every screen's log, a seat the host gave to a bot (`data-host-note=given`). In
// the lobby, on
// each person's seat: Move (`host-move`, then an empty seat's «Move Maria here»), Make host, Ask to leave (`kick`, then
// the host's yes, `kick-confirm`, or `cancel-kick`); and
// the people asked to leave, each with Let back in (`let-back`). The server judges each; its refusals are the room's
// problems like any other.

import { type ReactiveControllerHost, type TemplateResult, html, nothing } from 'lit';
import type { Seat } from '@birimba/engine';
import type { LogAside } from '../../components/log.js';
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

/** The pictures of the host's buttons on a phone (drawn, not a font's: the same on every device). */
const PAUSE_ICON = html`<svg class="icon-picture" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <rect x="6" y="5" width="4" height="14" rx="1" />
  <rect x="14" y="5" width="4" height="14" rx="1" />
</svg>`;
const RESUME_ICON = html`<svg class="icon-picture" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="M7 4.5 L19.5 12 L7 19.5 Z" />
</svg>`;
const HOST_ICON = html`<svg class="icon-picture" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="M12 2.5 L14.8 8.6 L21.5 9.3 L16.5 13.8 L17.9 20.4 L12 17 L6.1 20.4 L7.5 13.8 L2.5 9.3 L9.2 8.6 Z" />
</svg>`;

/** A button of the host's tools in the status line: its words, and on a phone its picture (the words then for screen
 * readers and its tooltip). */
function iconTool(name: string, label: string, picture: TemplateResult, run: () => void): TemplateResult {
  return html`<button
    part="button"
    type="button"
    class="small icon host-tool"
    data-action=${name}
    title=${label}
    @click=${run}
  >
    ${picture}<span class="text">${label}</span>
  </button>`;
}

/** The host's tools during a match: the pause banner every screen shows on the room's bar, and — beside whose turn it
 * is, in the status line (on a phone as pictures, so that the room's bar keeps one line) — the host's Pause or Resume
 * and the menu's button, the menu under it. */
export class HostBar {
  /** The host's menu is open. */
  private open = false;
  /** The button that opened the menu: the focus goes back to it when the menu closes. */
  private opener: HTMLElement | null = null;
  /** The seat the host tapped «Give the seat to a bot» for: asked first. */
  private giving: Seat | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly game: OnlineGame,
  ) {}

  /** While paused, for everyone: «Παύση — Maria». */
  banner(o: OnlineTexts): TemplateResult | typeof nothing {
    const room = this.game.room;
    if (room === null || room.stage === 'lobby' || room.pausedBy === '') return nothing;
    return html`<div class="paused-banner" data-paused=${room.pausedBy} role="status">
      <strong>${o.host.paused(room.pausedBy)}</strong> <span>${o.host.pausedNote}</span>
    </div>`;
  }

  /** For the host in a match: Pause (Resume while paused), the menu's button, and the menu while it is open. */
  tools(o: OnlineTexts): TemplateResult | typeof nothing {
    const game = this.game;
    const room = game.room;
    if (room === null || room.stage === 'lobby' || !game.isHost || game.visitor !== null) return nothing;
    const h = o.host;
    const pause =
      room.pausedBy !== ''
        ? iconTool('resume', h.resume, RESUME_ICON, () => game.hostTool('pause', { paused: false }))
        : room.stage === 'playing'
          ? iconTool('pause', h.pause, PAUSE_ICON, () => game.hostTool('pause', { paused: true }))
          : nothing;
    return html`${pause}
      <button
        part="button"
        type="button"
        class="small icon host-tool"
        data-action="host-tools"
        aria-expanded=${this.open ? 'true' : 'false'}
        title=${h.menu}
        @click=${(e: Event) => {
          this.opener = e.currentTarget as HTMLElement;
          this.show(!this.open);
        }}
        @keydown=${this.escape}
      >
        ${HOST_ICON}<span class="text">${h.menu}</span>
      </button>
      ${this.open ? this.menu(o) : nothing}`;
  }

  private show(open: boolean): void {
    this.open = open;
    this.giving = null;
    this.host.requestUpdate();
  }

  /** Closes the menu and gives the focus back to the button that opened it (the menu's controls are going). */
  private close(): void {
    this.show(false);
    this.opener?.focus();
  }

  /** Escape on the menu or its button closes the menu; the table's own Escape (clear the selection) is not done. */
  private readonly escape = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || !this.open) return;
    e.stopPropagation();
    this.close();
  };

  private askGive(seat: Seat | null): void {
    this.giving = seat;
    this.host.requestUpdate();
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
          ${
            !give
              ? nothing
              : this.giving === seat
                ? html`<div class="give-ask" role="alertdialog" aria-label=${h.giveToBot} data-give-ask=${seat}>
                    <p>${h.giveAsk(s.name)}</p>
                    ${tool(
                      'give-to-bot-confirm',
                      h.giveConfirm,
                      () => {
                        this.askGive(null);
                        game.hostTool('give-to-bot', { seat });
                      },
                      seat,
                    )}
                    ${tool('cancel-give-to-bot', h.giveCancel, () => this.askGive(null), seat)}
                  </div>`
                : tool('give-to-bot', h.giveToBot, () => this.askGive(seat), seat, s.name)
          }
        </li>`,
      ];
    });
    return html`<section class="host-menu" data-host-menu aria-label=${h.menu} @keydown=${this.escape}>
      <header>
        <h2>${h.menu}</h2>
        <button
          part="button"
          type="button"
          class="small"
          data-action="close-host-tools"
          aria-label=${h.closeMenu}
          @click=${() => this.close()}
        >
          ${h.close}
        </button>
      </header>
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

/** The log's lines on every screen for what the host did in this deal: «The host gave Nikos’s seat to a bot», each
 * after the move it followed. */
export function hostNoteLines(game: OnlineGame, o: OnlineTexts): LogAside[] {
  return game.hostNotes.lines(game.match?.deal ?? 0).map((note) => ({
    after: note.after,
    key: `host-${String(note.n)}`,
    line: html`<span class="host-note" data-host-note=${note.kind} data-seat=${note.seat}
      >${o.host.given(note.name)}</span
    >`,
  }));
}
