// A seat of a room's public state for the online screens' tests: a connected person with nothing else to tell,
// changed by `more`.

import type { RoomSeat } from '@birimba/protocol';

export const roomSeat = (more: Partial<RoomSeat> = {}): RoomSeat => ({
  occupant: 'human',
  name: '',
  connected: true,
  level: '',
  standIn: false,
  left: false,
  ready: false,
  away: false,
  timeouts: 0,
  graceEnds: 0,
  askedBy: '',
  askAnswer: '',
  ...more,
});
