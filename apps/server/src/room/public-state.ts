// The room's synchronised state as Colyseus schema: the protocol's `PublicRoomState`, field by field. Only public
// facts go here — never a card; each seat's own cards reach that seat alone, in `view` messages.

import { Encoder, type SchemaType, schema, t } from '@colyseus/schema';

/** Each room's two encoding buffers (the encoder's and the full-state one), in bytes. The whole public state, at its
 * largest (four names of 24 characters, every rule), encodes in under 1 KB; Colyseus' default of 16 KB each was an
 * eighth of a room's memory. A state that ever outgrew it would grow the buffer on its own (with a warning). */
export const STATE_BUFFER_BYTES = 4 * 1024;
Encoder.BUFFER_SIZE = STATE_BUFFER_BYTES;

/** One seat (`RoomSeat`). */
export const SeatState = schema(
  {
    occupant: t.string().default('empty'),
    name: t.string().default(''),
    connected: t.boolean().default(false),
    level: t.string().default(''),
    standIn: t.boolean().default(false),
    left: t.boolean().default(false),
  },
  'SeatState',
);
export type SeatState = SchemaType<typeof SeatState>;

/** The room (`PublicRoomState`). */
export const RoomState = schema(
  {
    code: t.string().default(''),
    public: t.boolean().default(false),
    stage: t.string().default('lobby'),
    host: t.int8().default(-1),
    seats: t.array(SeatState),
    rules: t.string().default('{}'),
    botLevel: t.string().default(''),
    moveTimer: t.uint16().default(0),
    deadline: t.float64().default(0),
    turn: t.int8().default(-1),
    phase: t.string().default(''),
    deal: t.uint16().default(0),
    totals: t.array('int32'),
    scores: t.array('int32'),
    thinking: t.int8().default(-1),
  },
  'RoomState',
);
export type RoomState = SchemaType<typeof RoomState>;
