// Entry of the bundle: registers <birimba-table>.

import { BirimbaTable } from './birimba-table.js';

export { BirimbaTable };
export type {
  ErrorEventDetail,
  GameOverEventDetail,
  MatchOverEventDetail,
  LanguageEventDetail,
  MoveEventDetail,
  SaveDamagedEventDetail,
  TurnEventDetail,
} from './api/events.js';
export type { BadAttributeDetail } from './attributes/check-attributes.js';
export type { OnlineMissingDetail, TableErrorCode, TableFailure } from './api/errors.js';
export type { SaveState } from './game/save-store.js';
export type { DecideFn } from './game/bot-turns.js';
export type { GameOptions } from './game/table-game.js';
export type { GameLog, LoggedSeat } from '@birimba/game-log';

if (!customElements.get('birimba-table')) customElements.define('birimba-table', BirimbaTable);
