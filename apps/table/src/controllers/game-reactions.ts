// What the table does when its game changes: the hint kept or dropped, cards that travel, what the live region and
// the line above the hand say, the bot's last move marked, and the element's events to the page.

import type { ReactiveControllerHost } from 'lit';
import { BIRIMBAKI_SIZE, soleLeader } from '@birimba/engine';
import type {
  ErrorEventDetail,
  GameOverEventDetail,
  MatchOverEventDetail,
  MoveEventDetail,
  SaveDamagedEventDetail,
  TurnEventDetail,
} from '../api/events.js';
import type { GameChange, TableGame } from '../game/table-game.js';
import type { Texts } from '../texts/i18n.js';
import type { Announcer } from '../display/announcer.js';
import { type Feedback, refusalText } from './feedback.js';
import type { HintController } from './hint.js';
import type { LastBotMove } from '../display/last-bot-move.js';
import type { Travel } from './travel.js';

/** The element's parts a change reaches. */
export interface Reactions {
  readonly host: ReactiveControllerHost;
  readonly game: TableGame;
  readonly hints: HintController;
  readonly travel: Travel;
  readonly announcer: Announcer;
  readonly feedback: Feedback;
  readonly lastBotMove: LastBotMove;
  texts(): Texts;
  /** A room's own reason for a refusal, in the table's language (online), or null. */
  roomRefusal(room: NonNullable<Extract<GameChange, { kind: 'refused' }>['room']>): string | null;
  fire<T>(type: string, detail: T): void;
  /** A deal is over: its sheet is shown again. */
  dealOver(): void;
}

export function reactTo(change: GameChange, r: Reactions): void {
  r.host.requestUpdate();
  const { game, hints } = r;
  const t = r.texts();
  // A hint is for one position: a new turn or another's move makes it stale; the player's own next step of it
  // leaves the rest.
  if (change.kind === 'move') hints.moved(change.seat === game.mySeat ? change.move : null);
  if (change.kind === 'turn') hints.positionChanged();
  switch (change.kind) {
    case 'move': {
      const { seat, move, description } = change;
      r.travel.move(seat, move, game.log, game.mySeat);
      const lines = r.announcer.newLines(game.log);
      // A watcher is nobody's "you".
      const me = game.watching === true ? null : game.mySeat;
      r.announcer.move(lines, me, t, game.people);
      if (lines.some((line) => line.kind === 'birimbaki' && line.seat === game.mySeat))
        r.feedback.inform(t.yourBirimbaki(BIRIMBAKI_SIZE));
      r.lastBotMove.note(seat, game.seats[seat], move);
      r.fire<MoveEventDetail>('birimba-move', { seat, move, description });
      break;
    }
    case 'turn':
      r.announcer.turn(change.seat, change.phase, game.watching === true ? null : game.mySeat, t, game.people);
      r.fire<TurnEventDetail>('birimba-turn', { seat: change.seat, phase: change.phase });
      break;
    case 'deal-over':
      r.dealOver();
      r.fire<GameOverEventDetail>('birimba-game-over', { ...change.scores, match: change.match });
      break;
    case 'match-over': {
      const { deal, totals, target } = change.match;
      const winner = soleLeader(totals);
      r.fire<MatchOverEventDetail>('birimba-match-over', { deal, totals, target: target ?? 0, winner });
      break;
    }
    case 'refused': {
      const room = change.room === undefined ? null : r.roomRefusal(change.room);
      r.feedback.tell(room ?? refusalText(change.error, game.mySeat, t, game.people));
      break;
    }
    case 'failure':
      r.fire<ErrorEventDetail>('birimba-error', change.failure);
      break;
    case 'save-damaged':
      r.feedback.setNotice(change.problem);
      r.fire<SaveDamagedEventDetail>('birimba-save-damaged', change.problem);
      break;
    case 'changed':
      break;
  }
}
