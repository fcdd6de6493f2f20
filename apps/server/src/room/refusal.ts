// A client message refused: the `error` message its sender alone is told (a stable code and one line); the room is
// unchanged.

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
