// A client message refused: the `error` message its sender alone is told (a stable code and one line); a join
// refused: the matchmaking's code and one line. Either way the room is unchanged.

import type { ErrorMessage } from '@birimba/protocol/schemas';

/** A refusal to send back as `error`. */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorMessage['code'],
    message: string,
  ) {
    super(message);
  }
}

/** A join refused: the matchmaking's code (`JOIN_ERRORS`, or `closed`) and its line, as the client reads it. */
export class JoinRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
