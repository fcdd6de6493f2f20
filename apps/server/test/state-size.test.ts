// The room's public state at its largest encodes well inside each room's encoding buffer (STATE_BUFFER_BYTES, made
// small to keep a room's memory down), so the buffer never has to grow.
import { Encoder } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '@birimba/engine';
import { NAME_MAX_LENGTH } from '@birimba/protocol';
import { RoomState, STATE_BUFFER_BYTES, SeatState } from '../src/room/public-state.js';

describe('the public state', () => {
  it('at its largest encodes in under a quarter of the buffer, which is the size every encoder is given', () => {
    expect(Encoder.BUFFER_SIZE).toBe(STATE_BUFFER_BYTES);
    const state = new RoomState();
    state.code = 'ABCDEFGHJK';
    state.stage = 'deal-over';
    state.rules = JSON.stringify({ ...DEFAULT_RULES, matchTarget: 30000 });
    state.botLevel = 'expert';
    state.moveTimer = 600;
    state.deadline = Date.now() + 600_000;
    for (let i = 0; i < 4; i++) {
      const seat = new SeatState();
      seat.occupant = 'human';
      // The widest name: four bytes a character in UTF-8.
      seat.name = '😀'.repeat(NAME_MAX_LENGTH / 2);
      seat.level = 'expert';
      state.seats.push(seat);
    }
    state.totals.push(-12_345, 23_456);
    state.scores.push(-2_345, 3_456);
    const bytes = new Encoder(state).encodeAll();
    expect(bytes.length).toBeLessThan(STATE_BUFFER_BYTES / 4);
  });
});
