// What the table tells the player in the line above the hand, besides whose turn it is: a refusal or an instruction
// (in the table's language, the engine's reason from its phrase book), the warning before a move that would close
// the deal, and the notice that the save could not be used. A Lit controller: the table renders again on change.

import type { ReactiveControllerHost } from 'lit';
import {
  type Move,
  type MoveOutcome,
  type PlayerView,
  type Seat,
  IllegalMoveError,
  moveOutcome,
  phraseText,
  tellRefusal,
} from '@birimba/engine';
import { cardSymbol } from '../components/card.js';
import type { Texts } from '../texts/i18n.js';
import type { SeatPerson } from '../game/table-game.js';
import { tellFrom } from '../display/seat-names.js';
import type { SaveProblem } from '../api/types.js';

/**
 * A refusal in the table's language: the engine's phrase book words the refusal's details (an invalid meld's fault
 * with its places, the card, the meld …), seats named as the table names them (`seat-names.ts`) and cards as symbols.
 */
export function refusalText(
  error: IllegalMoveError,
  mySeat: Seat,
  t: Texts,
  people: readonly SeatPerson[] = [],
): string {
  return `${t.errorPrefix}: ${phraseText(tellRefusal(error, tellFrom(mySeat, t, people)), { cardText: cardSymbol })}`;
}

/**
 * Whether the selection, played now, would close the deal (or end it on the last turn): said before it is made.
 * The engine's `moveOutcome` tells what each way of playing the selection would do.
 */
export function closingWarning(view: PlayerView, selected: ReadonlySet<number>, t: Texts): string | null {
  if (view.phase !== 'play' || selected.size === 0) return null;
  const cards = [...selected];
  const outcome = (move: Move): MoveOutcome | null => {
    const o = moveOutcome(view, move);
    return o instanceof IllegalMoveError ? null : o;
  };
  if (cards.length === 1) {
    const discard = outcome({ type: 'discard', card: cards[0] as number });
    if (discard?.closes === true) return t.closesByDiscard;
    if (discard?.endsDeal === true) return t.lastTurn;
  }
  const plays: Move[] = [
    { type: 'meld', cards },
    ...view.melds.filter((m) => m.team === view.team).map((m): Move => ({ type: 'layOff', meldId: m.id, cards })),
  ];
  return plays.some((move) => outcome(move)?.closes === true) ? t.closesByPlay : null;
}

export class Feedback {
  /** A refusal or an instruction ("Select cards first."), or null. */
  message: string | null = null;
  /** The save could not be used (shown until dismissed). */
  notice: SaveProblem | null = null;
  /** What the player's own move led to ("You picked up your team's birimbaki …"), until the next action. */
  news: string | null = null;

  constructor(private readonly host: ReactiveControllerHost) {}

  tell(message: string | null): void {
    this.message = message;
    this.host.requestUpdate();
  }

  /** Tells the player what their move led to (not a refusal: the line's news). */
  inform(news: string): void {
    this.news = news;
    this.host.requestUpdate();
  }

  clear(): void {
    this.news = null;
    this.tell(null);
  }

  setNotice(notice: SaveProblem | null): void {
    this.notice = notice;
    this.host.requestUpdate();
  }
}
