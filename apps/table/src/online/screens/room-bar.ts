// The room's bar above the table during play: the room's code, "reconnecting…", what the host may do next (rematch),
// what went wrong, the phrases' button and picker, Away (a bot plays the player's turns until they are back), and
// Leave — which in a match asks first what it means; under it the room's notices. Beside whose turn it is, in the
// status line: the move timer's countdown, the host's tools (host-tools.ts) and the profile, so that on a phone the room's bar
// keeps one line and the felt its room.

import { type ReactiveControllerHost, type TemplateResult, html, nothing } from 'lit';
import { formatRoomCode } from '@birimba/protocol';
import type { OnlineGame } from '../room/online-game.js';
import { type OnlineTexts, problemText } from '../../texts/online-texts.js';
import { action } from './action.js';
import { roomNotices } from './room-notices.js';
import { PhrasePicker } from './phrases.js';
import { watchBanner, watchersCount } from './watching.js';
import type { TurnAlerts } from '../device/turn-alerts.js';
import { HostBar } from './host-tools.js';
import { ratedMark } from './lobby-rating.js';
import type { ProfileDoor } from './profile-door.js';

export class RoomBar {
  /** The player pressed Leave in a match: asked first what it means. */
  private askingLeave = false;
  /** The phrases' button and picker (phrases.ts). */
  private readonly phrases: PhrasePicker;
  /** The pause banner, and the host's Pause and menu (host-tools.ts). */
  private readonly hostBar: HostBar;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly game: OnlineGame,
    /** The turn's alerts, counted on the bar for a page's tests (`data-turn-sounds`, …). */
    private readonly alerts: TurnAlerts | null,
    /** The profile's button and dialog, in the status line. */
    private readonly profile: ProfileDoor,
  ) {
    this.phrases = new PhrasePicker(host, game);
    this.hostBar = new HostBar(host, game);
  }

  /** The room's bar during play: its code, the connection, the move timer, what the host may do next, leave. */
  render(o: OnlineTexts, now: number): TemplateResult {
    const game = this.game;
    const room = game.room;
    const stage = room?.stage ?? 'playing';
    const alerts = this.alerts;
    // A watcher says phrases only while the host lets watchers send them.
    const talks = stage !== 'lobby' && (!game.watching || room?.watcherPhrases === true);
    return html`<div
      class="room-bar"
      data-room-bar
      data-turn-sounds=${alerts?.sounds ?? 0}
      data-turn-vibrations=${alerts?.vibrations ?? 0}
      data-turn-notifications=${alerts?.notifications ?? 0}
    >
      <span class="code"
        ><span class="text">${o.roomCodeLabel}</span>
        <strong data-room-code=${room?.code ?? ''}>${formatRoomCode(room?.code ?? '')}</strong></span
      >
      ${game.watching ? watchBanner(o) : watchersCount(game, o)} ${ratedMark(game, o)}
      ${
        game.connection === 'reconnecting'
          ? html`<span class="mark offline" data-connection="reconnecting" role="status">${o.reconnecting}</span>`
          : nothing
      }
      ${stage === 'deal-over' && !game.isHost ? html`<span class="waiting">${o.waitingNextDeal}</span>` : nothing}
      ${stage === 'match-over' && game.isHost ? action('rematch', o.rematch, () => game.rematch(), true) : nothing}
      ${game.problem !== null ? html`<span class="problem" data-problem=${game.problem}>${problemText(game.problem, o, game.problemFacts)}</span>` : nothing}
      ${talks ? this.phrases.button(o) : nothing} ${this.awayAction(o, stage)} ${this.leaveAction(o, stage)}
      ${talks ? this.phrases.panel(o) : nothing} ${this.hostBar.banner(o)} ${roomNotices(game, o, now)}
    </div>`;
  }

  /** What the room adds to the status line, beside whose turn it is: the move timer's countdown (on a phone its short
   * form, the whole sentence for screen readers), the host's tools and the profile (its picture on a phone: the
   * room's bar has no room for it there). */
  statusTools(o: OnlineTexts, now: number): TemplateResult {
    const game = this.game;
    const left = game.deadlineAt === null ? null : Math.max(0, Math.ceil((game.deadlineAt - now) / 1000));
    const timer =
      left !== null && (game.room?.stage ?? 'playing') === 'playing'
        ? html`<span class="timer ${left <= 10 ? 'low' : ''}" data-timer=${left} data-deadline=${left}
            ><span class="text">${o.timeLeft(left)}</span
            ><span class="short" aria-hidden="true">${o.timeLeftShort(left)}</span></span
          >`
        : nothing;
    return html`${timer}${this.hostBar.tools(o)}${this.profile.button(o)}${this.profile.panel()}`;
  }

  /** Away, during a match while this player is here: a bot plays their turns until they tap I'm back (a notice). */
  private awayAction(o: OnlineTexts, stage: string): TemplateResult | typeof nothing {
    const me = this.game.room?.seats[this.game.mySeat];
    if (stage === 'lobby' || me === undefined || me.away || this.game.visitor !== null || this.game.watching)
      return nothing;
    return html`<button
      part="button"
      type="button"
      data-action="away"
      title=${o.goAwayNote}
      @click=${() => this.game.away(true)}
    >
      ${o.goAway}
    </button>`;
  }

  /** Leave: in a match it asks first (a bot plays the seat; the room's link brings the player back). */
  private leaveAction(o: OnlineTexts, stage: string): TemplateResult {
    const ask = (asking: boolean): void => {
      this.askingLeave = asking;
      this.host.requestUpdate();
    };
    // A watcher holds no seat: they simply go.
    if (stage === 'lobby' || this.game.watching) return action('leave', o.leave, () => void this.game.leave());
    if (!this.askingLeave) return action('leave', o.leave, () => ask(true));
    return html`<div class="leave-ask" role="alertdialog" aria-label=${o.leave} data-leave-ask>
      <p>${o.leaveAsk}</p>
      ${action('confirm-leave', o.leaveConfirm, () => {
        ask(false);
        void this.game.leave();
      })}
      ${action('cancel-leave', o.leaveCancel, () => ask(false), true)}
    </div>`;
  }
}
