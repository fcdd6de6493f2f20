// Entry of the bundle: registers <birimba-table>.

import { BirimbaTable } from './birimba-table.js';

export { BirimbaTable };
export type {
  ErrorEventDetail,
  GameOverEventDetail,
  MatchOverEventDetail,
  MoveEventDetail,
  SaveDamagedEventDetail,
  TurnEventDetail,
} from './birimba-table.js';
export type { TableErrorCode, TableFailure } from './errors.js';
export type { DecideFn, GameOptions } from './game-controller.js';
export type { GameLog, LoggedSeat } from './game-log.js';

if (!customElements.get('birimba-table')) customElements.define('birimba-table', BirimbaTable);
