// Who may do a thing and when: the checks a message's decision makes before it does anything — the lobby's, the
// match's and the talk's, the visitors' (visitors.ts), the host's tools (host-tools.ts) and a watcher's phrases
// (watching.ts). Each refuses with the same code and words wherever it is asked.

import type { Seat } from '@birimba/engine';
import type { Stage } from '@birimba/protocol';
import { Refusal } from './refusal.js';
import type { RoomModel } from './room-model.js';

/** Refuses anyone but the host (`not-host`). */
export function hostOnly(model: RoomModel, seat: Seat): void {
  if (model.host !== seat) throw new Refusal('not-host', 'only the host may do this');
}

/** Refuses at any stage but `stages` (`wrong-stage`). */
export function atStage(model: RoomModel, ...stages: readonly Stage[]): void {
  const now = model.stage;
  if (!stages.includes(now))
    throw new Refusal('wrong-stage', `not now: the room is at ${now}, this is for ${stages.join(' or ')}`);
}

/** Refuses a seat the room's form has not (`bad-message`, naming the message's `field`). */
export function onTable(model: RoomModel, seat: Seat, field: string): void {
  const seats = model.seats.length;
  if (seat >= seats)
    throw new Refusal(
      'bad-message',
      `${field}: a room of ${String(seats)} players has seats 0 to ${String(seats - 1)}, not ${String(seat)}`,
    );
}
