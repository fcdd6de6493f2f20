// The controllers of the player's turn, made together for the element: the hand's selection, the hint, what the
// player is told (the line above the hand, the live region), the bot's last move marked, cards that travel, the
// buttons' actions and the keyboard's shortcuts — and what they do when the game changes (game-reactions.ts).

import type { ReactiveControllerHost } from 'lit';
import type { IllegalMoveError, Move } from '@birimba/engine';
import type { TableFailure } from '../api/errors.js';
import { Announcer } from '../display/announcer.js';
import { LastBotMove } from '../display/last-bot-move.js';
import type { GameSwitch } from '../game/game-switch.js';
import type { RoomRefusal } from '../game/table-game.js';
import { shortcuts } from '../input/keyboard-shortcuts.js';
import { TableActions } from '../input/table-actions.js';
import type { Texts } from '../texts/i18n.js';
import { Feedback } from './feedback.js';
import { reactTo } from './game-reactions.js';
import { HandSelection } from './hand-selection.js';
import { HintController } from './hint.js';
import type { Panels } from './panels.js';
import { Travel } from './travel.js';

/** What the turn's controllers read of the element, when they need it. */
export interface TurnTable {
  readonly host: ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };
  readonly game: GameSwitch;
  readonly panels: Panels;
  readonly texts: () => Texts;
  /** Plays a move as the element's `play()` does (a refusal is shown). */
  readonly play: (move: Move) => IllegalMoveError | null;
  /** The element's `hint()` and `clearSelection()`, for the keyboard. */
  readonly hint: () => Promise<unknown>;
  readonly clearSelection: () => void;
  /** A hint failed: told to the page (`birimba-error`). */
  readonly hintFailed: (failure: TableFailure) => void;
  /** A room's own reason for a refusal, in the table's language (online), or null. */
  readonly roomRefusal: (room: RoomRefusal) => string | null;
  readonly fire: <T>(type: string, detail: T) => void;
  /** A deal is over: its sheet is shown again. */
  readonly dealOver: () => void;
}

export class TurnControls {
  readonly travel: Travel;
  readonly feedback: Feedback;
  readonly selection: HandSelection;
  readonly hints: HintController;
  readonly announcer = new Announcer();
  readonly lastBotMove = new LastBotMove();
  readonly actions: TableActions;
  readonly onKeydown: (event: KeyboardEvent) => void;

  constructor(table: TurnTable) {
    const { host, game } = table;
    this.travel = new Travel(host);
    this.feedback = new Feedback(host);
    this.selection = new HandSelection(host, game, () => this.travel.reorder());
    this.hints = new HintController(host, game, this.feedback, () => table.texts().hintNone, table.hintFailed);
    this.actions = new TableActions(game, this.selection, this.feedback, table.play, table.texts);
    this.onKeydown = shortcuts(table, this.actions, this.selection, table.panels);
    const reactions = {
      host,
      game,
      hints: this.hints,
      travel: this.travel,
      announcer: this.announcer,
      feedback: this.feedback,
      lastBotMove: this.lastBotMove,
      texts: table.texts,
      roomRefusal: table.roomRefusal,
      fire: table.fire,
      dealOver: table.dealOver,
    };
    game.subscribe((change) => reactTo(change, reactions));
  }

  /** What belonged to the turn just played: the selection, the hint, what was said. */
  resetTurn(): void {
    this.selection.clear();
    this.hints.clear();
    this.feedback.clear();
  }
}
