// @birimba/protocol/schemas: the valibot schemas of every message and of the room's public state — what a server
// checks each client message with, and what `schema/*.schema.json` publish. Built from the engine's and the game log's
// own descriptions (`RULE_INFO` through `RuleSetSchema`, `MOVE_TYPES` through `MoveSchema`, `LEVEL_NAMES`), so a rule, a
// move type or a level added there is known here without a change. A page that only talks to a server imports the
// main entry, which carries no valibot.

import * as v from 'valibot';
import { type Move, RANKS, SUITS } from '@birimba/engine';
import { LEVEL_NAMES } from '@birimba/ai';
import { CardIdSchema, MoveSchema, NOTE_KINDS, RuleSetSchema, SeatSchema } from '@birimba/game-log';
import {
  CHAT_KEPT_LINES,
  CHAT_MAX_LENGTH,
  CLIENT_MESSAGE_TYPES,
  EMOTES,
  ERROR_CODES,
  MAX_WATCHERS,
  MOVE_ID_MAX_LENGTH,
  MOVE_TIMER_RANGE,
  NAME_MAX_LENGTH,
  QUICK_PHRASES,
  SEAT_OCCUPANTS,
  SERVER_MESSAGE_TYPES,
  STAGES,
  TOKEN_LENGTH,
} from '../constants.js';
import type {
  AskSeatMessage,
  AwayMessage,
  ChatMessage,
  ChooseSeatMessage,
  GiveToBotMessage,
  HostMoveMessage,
  KickMessage,
  LetBackMessage,
  LetInMessage,
  PassHostMessage,
  PauseMessage,
  MuteMessage,
  PhraseId,
  PhraseMessage,
  ReadyMessage,
  ClientMessageType,
  EmptyMessage,
  JoinOptions,
  MoveMessage,
  SettingsMessage,
} from '../client-messages.js';
import type { ServerMessageType } from '../server-messages.js';
import type { PublicRoomState, RoomSeat } from '../room-state.js';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '../room-code.js';

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const integer = v.pipe(v.number(), v.safeInteger());
const seatNumber = v.pipe(integer, v.minValue(-1), v.maxValue(5));

/** What a name may not hold anywhere: control and format characters (Unicode Cc, Cf: zero-width spaces and joiners,
 * bidi overrides and isolates, soft hyphens), unpaired surrogates (Cs), line and paragraph separators, and the
 * characters drawn as nothing that are letters by category (the Hangul fillers, the Braille blank, the combining
 * grapheme joiner, the Khmer inherent vowels). */
const INVISIBLE = String.raw`\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u034f\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0`;

/** The most combining marks one letter may carry (decomposed): polytonic Greek needs three (ᾅ), Vietnamese two. */
const MOST_MARKS = 3;

/** A stack of more combining marks than `MOST_MARKS` in a row. */
const MARK_STACK = new RegExp(String.raw`\p{M}{${String(MOST_MARKS + 1)}}`, 'u');

/**
 * A display name: 1 to `NAME_MAX_LENGTH` UTF-16 code units; something visible (not only spaces and marks); no
 * `INVISIBLE` character anywhere, no space at either end; at most `MOST_MARKS` combining marks on a letter, counted
 * decomposed (NFD). The published JSON Schema's pattern says all but the last as the characters are sent (a reader
 * applies the count on the decomposed form itself): its `description` says so.
 */
export const NameSchema = v.pipe(
  v.string(),
  v.description(
    `A display name: 1 to ${String(NAME_MAX_LENGTH)} UTF-16 code units, something visible, no control or format ` +
      'character (Unicode Cc, Cf), no unpaired surrogate, no line or paragraph separator, no invisible filler ' +
      '(U+034F, U+115F, U+1160, U+17B4, U+17B5, U+2800, U+3164, U+FFA0), no space at either end, and at most ' +
      `${String(MOST_MARKS)} combining marks on one letter. The pattern counts the marks as sent; a server counts ` +
      'them decomposed (NFD) as well, which the pattern cannot say.',
  ),
  v.minLength(1),
  v.maxLength(NAME_MAX_LENGTH),
  // One pattern, as JSON Schema has one per string: something visible ahead; no stack of marks as sent; then the
  // characters themselves, no space at either end. The `u` flag for the property escapes (JSON Schema's regexes are
  // Unicode-aware).
  v.regex(
    new RegExp(
      // The classes list the combining grapheme joiner (U+034F) as a character of its own, to refuse it.
      // eslint-disable-next-line no-misleading-character-class
      String.raw`^(?=[^${INVISIBLE}]*[^\s\p{M}${INVISIBLE}])(?![^]*${MARK_STACK.source})` +
        String.raw`[^\s${INVISIBLE}](?:[^${INVISIBLE}]*[^\s${INVISIBLE}])?$`,
      'u',
    ),
    'something visible; no control, format or invisible character; no space at either end; no stack of marks',
  ),
  v.check(
    (name) => !MARK_STACK.test(name.normalize('NFD')),
    `at most ${String(MOST_MARKS)} combining marks on a letter`,
  ),
);

/** A seat's reservation token: `TOKEN_LENGTH` characters of base64url. */
export const TokenSchema = v.pipe(v.string(), v.regex(new RegExp(`^[A-Za-z0-9_-]{${String(TOKEN_LENGTH)}}$`)));

/** A room code as servers write it (`isRoomCode`). */
export const RoomCodeSchema = v.pipe(
  v.string(),
  v.regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${String(ROOM_CODE_LENGTH)}}$`)),
);

/** The bot levels a room may have: `@birimba/ai`'s `LEVEL_NAMES`, weakest first. */
export const BOT_LEVELS: readonly string[] = LEVEL_NAMES;

/** The options of `joinOrCreate`, `create` and `joinById`. */
export const JoinOptionsSchema: v.GenericSchema<JoinOptions> = v.strictObject({
  name: NameSchema,
  token: v.optional(TokenSchema),
  seat: v.optional(SeatSchema),
  public: v.optional(v.boolean()),
  ask: v.optional(v.boolean()),
  watch: v.optional(v.boolean()),
});

const ChooseSeatSchema: v.GenericSchema<ChooseSeatMessage> = v.strictObject({ seat: SeatSchema });

const SettingsSchema: v.GenericSchema<SettingsMessage> = v.strictObject({
  rules: v.optional(RuleSetSchema),
  botLevel: v.optional(v.picklist(BOT_LEVELS)),
  moveTimer: v.optional(
    v.union([
      v.literal(0),
      v.pipe(v.number(), v.integer(), v.minValue(MOVE_TIMER_RANGE.min), v.maxValue(MOVE_TIMER_RANGE.max)),
    ]),
  ),
  public: v.optional(v.boolean()),
  chat: v.optional(v.boolean()),
  watching: v.optional(v.boolean()),
  watcherPhrases: v.optional(v.boolean()),
});

// The engine's move schema, each type's object without `seat`: a client's move is its connection's seat's.
type TypedEntries = v.ObjectEntries & { readonly type: v.GenericSchema };
type MoveOption = v.StrictObjectSchema<TypedEntries, undefined>;
const moveOptions = (MoveSchema as unknown as v.VariantSchema<'type', MoveOption[], undefined>).options;
/** A move as a client sends it: the engine's `MoveSchema` without `seat`. */
export const ClientMoveSchema = v.variant(
  'type',
  moveOptions.map((option) => {
    const { seat: _seat, ...entries } = option.entries;
    return v.strictObject(entries as TypedEntries);
  }),
) as v.GenericSchema<unknown> as v.GenericSchema<Move>;

const MoveMessageSchema: v.GenericSchema<MoveMessage> = v.strictObject({
  id: v.pipe(v.string(), v.regex(new RegExp(`^[A-Za-z0-9_-]{1,${String(MOVE_ID_MAX_LENGTH)}}$`))),
  move: ClientMoveSchema,
});

const EmptySchema: v.GenericSchema<EmptyMessage> = v.optional(v.strictObject({}));
const ReadySchema: v.GenericSchema<ReadyMessage> = v.strictObject({ ready: v.boolean() });
const AwaySchema: v.GenericSchema<AwayMessage> = v.strictObject({ away: v.boolean() });
const AskSeatSchema: v.GenericSchema<AskSeatMessage> = v.strictObject({ seat: SeatSchema });
const LetInSchema: v.GenericSchema<LetInMessage> = v.strictObject({ seat: SeatSchema, allow: v.optional(v.boolean()) });

/** A quick phrase's or an emote's id: one of `QUICK_PHRASES` or `EMOTES`. */
export const PhraseIdSchema: v.GenericSchema<PhraseId> = v.picklist([...QUICK_PHRASES, ...EMOTES]);
const PhraseSchema: v.GenericSchema<PhraseMessage> = v.strictObject({ id: PhraseIdSchema });
const MuteSchema: v.GenericSchema<MuteMessage> = v.strictObject({ seat: SeatSchema, muted: v.boolean() });

/** A chat line's text: 1 to `CHAT_MAX_LENGTH` code units, something visible, no control character, no unpaired
 * surrogate, no line or paragraph separator (one line). Shown as text, so markup is only characters. */
export const ChatTextSchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(CHAT_MAX_LENGTH),
  v.regex(
    /^(?=[^]*[^\s\p{Cc}\p{Cf}])[^\p{Cc}\p{Cs}\p{Zl}\p{Zp}]*$/u,
    'one line of something visible, no control characters',
  ),
);
const ChatSchema: v.GenericSchema<ChatMessage> = v.strictObject({ text: ChatTextSchema });
const PauseSchema: v.GenericSchema<PauseMessage> = v.strictObject({ paused: v.boolean() });
const PassHostSchema: v.GenericSchema<PassHostMessage> = v.strictObject({ seat: SeatSchema });
const GiveToBotSchema: v.GenericSchema<GiveToBotMessage> = v.strictObject({ seat: SeatSchema });
const HostMoveSchema: v.GenericSchema<HostMoveMessage> = v.strictObject({ from: SeatSchema, to: SeatSchema });
const KickSchema: v.GenericSchema<KickMessage> = v.strictObject({ seat: SeatSchema });
const LetBackSchema: v.GenericSchema<LetBackMessage> = v.strictObject({ name: NameSchema });

/** Each client message type's payload schema. */
export const CLIENT_PAYLOADS: { readonly [T in ClientMessageType]: v.GenericSchema } = {
  'choose-seat': ChooseSeatSchema,
  settings: SettingsSchema,
  start: EmptySchema,
  move: MoveMessageSchema,
  'next-deal': EmptySchema,
  rematch: EmptySchema,
  sync: EmptySchema,
  ready: ReadySchema,
  away: AwaySchema,
  'ask-seat': AskSeatSchema,
  'let-in': LetInSchema,
  phrase: PhraseSchema,
  mute: MuteSchema,
  chat: ChatSchema,
  pause: PauseSchema,
  'pass-host': PassHostSchema,
  'give-to-bot': GiveToBotSchema,
  'host-move': HostMoveSchema,
  kick: KickSchema,
  'let-back': LetBackSchema,
  watch: EmptySchema,
};

/** A client message as `{ type, payload }`: what `room.send(type, payload)` carries. */
export const ClientMessageSchema: v.GenericSchema = v.variant(
  'type',
  CLIENT_MESSAGE_TYPES.map((type) => v.strictObject({ type: v.literal(type), payload: CLIENT_PAYLOADS[type] })),
);

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
  visitor: v.strictObject({ asked: seatNumber }),
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
  connected: v.boolean(),
  level: v.union([v.literal(''), v.picklist(BOT_LEVELS)]),
  standIn: v.boolean(),
  left: v.boolean(),
  ready: v.boolean(),
  away: v.boolean(),
  timeouts: count,
  graceEnds: count,
  askedBy: v.union([v.literal(''), NameSchema]),
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
});
