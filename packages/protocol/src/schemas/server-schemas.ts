// @birimba/protocol/schemas, server → client: the valibot schemas of what a server sends one client and of the room's
// public state, as `schema/*.schema.json` publish them (client-schemas.ts has the other direction and the texts both
// share).

import * as v from 'valibot';
import { RANKS, SUITS } from '@birimba/engine';
import { CardIdSchema, NOTE_KINDS, SeatSchema } from '@birimba/game-log';
import {
  CHAT_KEPT_LINES,
  ERROR_CODES,
  MAX_WATCHERS,
  MOVE_TIMER_RANGE,
  ASK_ANSWERS,
  SEAT_OCCUPANTS,
  SERVER_MESSAGE_TYPES,
  STAGES,
} from '../constants.js';
import type { ServerMessageType } from '../server-messages.js';
import { UNRATED_REASONS } from '../ratings.js';
import type { PublicRoomState, RoomSeat } from '../room-state.js';
import { HandleSchema } from './account-schemas.js';
import {
  BOT_LEVELS,
  ChatTextSchema,
  NameSchema,
  PhraseIdSchema,
  RoomCodeSchema,
  TokenSchema,
} from './client-schemas.js';

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const integer = v.pipe(v.number(), v.safeInteger());
const seatNumber = v.pipe(integer, v.minValue(-1), v.maxValue(5));

// Server → client. These describe what a client receives; the engine's data (a view, final scores) is checked by its
// marks and named fields only — its full shape is the engine's (`PlayerView`, `FinalScores`).

const team = v.picklist([0, 1, 2]);
const notation = v.pipe(v.string(), v.regex(/^(?:(?:[A2-9JQK]|10)[SHDC]|JK)$/));

/** A card as the engine writes it: `{ id, rank, suit }`. */
export const CardSchema: v.GenericSchema = v.strictObject({
  id: CardIdSchema,
  rank: v.picklist([...RANKS, 'JK']),
  suit: v.nullable(v.picklist(SUITS)),
});

/** What a viewer may learn of a move: the engine's `MoveEvent`. */
export const MoveEventSchema: v.GenericSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('draw'), seat: SeatSchema, card: v.optional(notation), last: v.boolean() }),
  v.strictObject({ kind: v.literal('takePile'), seat: SeatSchema, count, cards: v.array(notation) }),
  v.strictObject({ kind: v.literal('meld'), seat: SeatSchema, cards: v.array(notation) }),
  v.strictObject({
    kind: v.literal('layOff'),
    seat: SeatSchema,
    cards: v.array(notation),
    meldId: count,
    after: v.array(notation),
  }),
  v.strictObject({ kind: v.literal('discard'), seat: SeatSchema, card: notation }),
  v.strictObject({ kind: v.literal('birimbaki'), seat: SeatSchema }),
  v.strictObject({ kind: v.literal('closed'), seat: SeatSchema }),
  v.strictObject({ kind: v.literal('stockOut') }),
]);

const ViewSchema = v.pipe(
  v.looseObject({
    kind: v.literal('player-view'),
    seat: SeatSchema,
    hand: v.array(CardSchema),
    turn: SeatSchema,
    phase: v.picklist(['draw', 'play', 'over']),
  }),
  v.description("the engine's PlayerView (viewFor): this seat's hand and public information only"),
);

const WatcherViewSchema = v.pipe(
  v.looseObject({
    kind: v.literal('watcher-view'),
    handSizes: v.array(count),
    turn: SeatSchema,
    phase: v.picklist(['draw', 'play', 'over']),
  }),
  v.check((view) => !('hand' in view) && !('seat' in view), 'a watcher view holds no hand and no seat'),
  v.description("the public part of the engine's PlayerView: every seat's public information, no hand"),
);

const LearnedMovesSchema = v.array(
  v.strictObject({
    index: count,
    seat: SeatSchema,
    events: v.array(MoveEventSchema),
    note: v.optional(v.picklist(NOTE_KINDS)),
  }),
);

const FinalScoresSchema = v.pipe(
  v.looseObject({
    teams: v.pipe(v.array(v.looseObject({ total: integer })), v.minLength(2), v.maxLength(3)),
    winner: v.nullable(team),
    endReason: v.picklist(['closed', 'stock-exhausted']),
    closedBy: v.nullable(team),
  }),
  v.description("the engine's FinalScores"),
);

const REFUSAL_CODE = v.pipe(v.string(), v.regex(/^[a-z-]+$/));

/** Each server message type's payload schema. */
export const SERVER_PAYLOADS: { readonly [T in ServerMessageType]: v.GenericSchema } = {
  welcome: v.strictObject({ code: RoomCodeSchema, seat: SeatSchema, token: TokenSchema }),
  view: v.strictObject({
    deal: count,
    played: count,
    from: count,
    view: ViewSchema,
    moves: LearnedMovesSchema,
    deadlineIn: v.nullable(count),
    deadline: count,
  }),
  answer: v.variant('accepted', [
    v.strictObject({ id: v.string(), accepted: v.literal(true), deal: count, index: count, repeat: v.boolean() }),
    v.strictObject({ id: v.string(), accepted: v.literal(false), code: REFUSAL_CODE, message: v.string() }),
  ]),
  'deal-over': v.strictObject({
    deal: count,
    scores: FinalScoresSchema,
    hands: v.pipe(
      v.array(v.array(CardSchema)),
      v.check((hands) => [2, 4, 6].includes(hands.length), 'a hand for each of 2, 4 or 6 seats'),
    ),
    totals: v.pipe(v.array(integer), v.minLength(2), v.maxLength(3)),
    matchOver: v.boolean(),
    matchWinner: v.nullable(team),
  }),
  error: v.strictObject({ code: v.picklist(ERROR_CODES), message: v.string(), type: v.nullable(v.string()) }),
  visitor: v.strictObject({ asked: seatNumber, reclaimed: v.optional(v.literal(true)) }),
  phrase: v.union([
    v.strictObject({ seat: SeatSchema, id: PhraseIdSchema }),
    v.strictObject({ seat: v.literal(-1), id: PhraseIdSchema, watcher: NameSchema }),
  ]),
  mutes: v.strictObject({ seats: v.pipe(v.array(SeatSchema), v.maxLength(5)) }),
  chat: v.strictObject({
    lines: v.pipe(
      v.array(
        v.strictObject({
          n: v.pipe(count, v.minValue(1)),
          seat: SeatSchema,
          name: NameSchema,
          text: ChatTextSchema,
        }),
      ),
      v.maxLength(CHAT_KEPT_LINES),
    ),
    kept: v.boolean(),
  }),
  watch: v.strictObject({
    code: RoomCodeSchema,
    deal: count,
    played: count,
    from: count,
    view: v.nullable(WatcherViewSchema),
    moves: LearnedMovesSchema,
    deadlineIn: v.nullable(count),
    deadline: count,
  }),
};

/** A server message as `{ type, payload }`. */
export const ServerMessageSchema: v.GenericSchema = v.variant(
  'type',
  SERVER_MESSAGE_TYPES.map((type) => v.strictObject({ type: v.literal(type), payload: SERVER_PAYLOADS[type] })),
);

/** One seat of the public room state. */
export const RoomSeatSchema: v.GenericSchema<RoomSeat> = v.strictObject({
  occupant: v.picklist(SEAT_OCCUPANTS),
  name: v.union([v.literal(''), NameSchema]),
  handle: v.optional(v.union([v.literal(''), HandleSchema])),
  connected: v.boolean(),
  level: v.union([v.literal(''), v.picklist(BOT_LEVELS)]),
  standIn: v.boolean(),
  left: v.boolean(),
  given: v.optional(v.boolean()),
  ready: v.boolean(),
  away: v.boolean(),
  timeouts: count,
  graceEnds: count,
  askedBy: v.union([v.literal(''), NameSchema]),
  askAnswer: v.picklist(ASK_ANSWERS),
});

/** The room's public state (`PublicRoomState`), as a client's SDK decodes it. */
export const RoomStateSchema: v.GenericSchema<PublicRoomState> = v.strictObject({
  code: RoomCodeSchema,
  public: v.boolean(),
  stage: v.picklist(STAGES),
  host: seatNumber,
  seats: v.pipe(
    v.array(RoomSeatSchema),
    v.check((seats) => [2, 4, 6].includes(seats.length), 'a room has 2, 4 or 6 seats'),
  ),
  rules: v.pipe(v.string(), v.description('the rule set in full, as JSON')),
  botLevel: v.picklist(BOT_LEVELS),
  moveTimer: v.union([
    v.literal(0),
    v.pipe(integer, v.minValue(MOVE_TIMER_RANGE.min), v.maxValue(MOVE_TIMER_RANGE.max)),
  ]),
  chat: v.boolean(),
  watching: v.boolean(),
  watcherPhrases: v.boolean(),
  watchers: v.pipe(count, v.maxValue(MAX_WATCHERS)),
  deadline: count,
  turn: seatNumber,
  phase: v.picklist(['', 'draw', 'play', 'over']),
  deal: count,
  totals: v.pipe(v.array(integer), v.minLength(2), v.maxLength(3)),
  scores: v.pipe(v.array(integer), v.minLength(2), v.maxLength(3)),
  thinking: seatNumber,
  pausedBy: v.union([v.literal(''), NameSchema]),
  barred: v.pipe(v.array(NameSchema), v.maxLength(50)),
  nextTable: v.boolean(),
  rated: v.optional(v.boolean()),
  unrated: v.optional(v.pipe(v.array(v.picklist(UNRATED_REASONS)), v.maxLength(UNRATED_REASONS.length))),
});
