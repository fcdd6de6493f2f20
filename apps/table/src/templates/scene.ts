// What a render of <birimba-table> knows: the player's view, the game, the words, and the element's controllers.
// The element builds one scene per render; the table's template and each area's read only what they need of it.

import type { TemplateResult, nothing } from 'lit';
import type { Locale, PlayerView, Seat } from '@birimba/engine';
import type { LogAside } from '../components/log.js';
import type { CoachController } from '../controllers/coach.js';
import type { Feedback } from '../controllers/feedback.js';
import type { HandSelection } from '../controllers/hand-selection.js';
import type { HintController } from '../controllers/hint.js';
import type { LastBotMove } from '../display/last-bot-move.js';
import type { Panels } from '../controllers/panels.js';
import type { LessonMode } from '../lessons/lesson-mode.js';
import type { TableActions } from '../input/table-actions.js';
import type { TableGame } from '../game/table-game.js';
import type { Texts } from '../texts/i18n.js';
import type { Speed } from '../game/settings.js';

/** What the buttons call on the element: its public methods. */
export interface TableCommands {
  newGame(): void;
  nextDeal(): boolean;
  hint(): Promise<unknown>;
  applyHint(): void;
  retry(): boolean;
  skip(): void;
  clearSelection(): void;
  /** Plays on from the game another tab saved under the same key. */
  loadNewer(): void;
  /** Puts the end-of-deal sheet aside (to see the final table) or brings it back. */
  toggleSheet(): void;
  /** Opens the replay of the deal or match just finished. */
  review(): Promise<boolean>;
}

/** What an online table's people say (drawn by the online part): by the seats, in the log, and its settings. */
export interface TalkScene {
  /** What `seat` says now (a phrase or an emote of the last seconds), drawn inside its seat — or, for the player's
   * own, in their hand's area; nothing when it says nothing. */
  bubble(seat: Seat): TemplateResult | typeof nothing;
  /** The deal's phrases for the log, each after the move it followed. */
  readonly lines: readonly LogAside[];
  /** The online table's own fields of the settings panel. */
  readonly settings: TemplateResult;
}

/** What an online room adds to the table's scene; every member null for a local game. */
export interface OnlineScene {
  /** The online room's bar above the table (its code, the connection, Say, Away, leave, the notices). */
  readonly roomBar: TemplateResult | null;
  /** The room's part of the status line, beside whose turn it is: the move timer, the host's tools. */
  readonly roomTools: TemplateResult | null;
  /** What an online table's people say. */
  readonly talk: TalkScene | null;
}

export interface TableScene extends OnlineScene {
  /** The end-of-deal sheet is put aside: the final table is seen whole. */
  readonly sheetAside: boolean;
  readonly view: PlayerView;
  readonly game: TableGame;
  readonly t: Texts;
  readonly lang: Locale;
  /** The speed chosen in the settings; null: the `ai-delay` attribute. */
  readonly speed: Speed | null;
  /** Milliseconds between bot actions now. */
  readonly delay: number;
  /** The side seats are narrow: their face-up cards are written small. */
  readonly compactSides: boolean;
  readonly selection: HandSelection;
  readonly hint: HintController;
  /** The coach: its line after the player's turn, and Show me's copy of the position. */
  readonly coach: CoachController;
  /** The coach is on (the setting, else the `coach` attribute, and in every lesson; never online). */
  readonly coachOn: boolean;
  /** The coach setting the settings panel shows (the settings' choice, else the `coach` attribute): a lesson's coach
   * does not change it. */
  readonly coachSetting: boolean;
  readonly feedback: Feedback;
  readonly lastBotMove: LastBotMove;
  readonly panels: Panels;
  /** «Learn Biriba»: the lesson open, the progress, the offer. */
  readonly lessons: LessonMode;
  readonly actions: TableActions;
  readonly commands: TableCommands;
  /** The layout's width classes (narrow, roomy, wide). */
  readonly sizeClasses: string;
  /** What the live region says now. */
  readonly announcement: string;
  /** The table's keyboard shortcuts. */
  readonly onKeydown: (event: KeyboardEvent) => void;
}
