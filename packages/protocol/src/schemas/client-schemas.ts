// @birimba/protocol/schemas, client → server: the valibot schemas a server checks every client message and the join
// options with, and the texts both directions share (a name, a token, a room code, a chat line, a phrase). Built from
// the engine's and the game log's own descriptions (`RULE_INFO` through `RuleSetSchema`, `MOVE_TYPES` through
// `MoveSchema`, `LEVEL_NAMES`), so a rule, a move type or a level added there is known here without a change.
// server-schemas.ts has the other direction; `schema/*.schema.json` publish both. A page that only talks to a server
// imports the main entry, which carries no valibot.

import * as v from 'valibot';
import type { Move } from '@birimba/engine';
import { LEVEL_NAMES } from '@birimba/ai';
import { MoveSchema, RuleSetSchema, SeatSchema } from '@birimba/game-log';
import {
  CHAT_MAX_LENGTH,
  CLIENT_MESSAGE_TYPES,
  EMOTES,
  MOVE_ID_MAX_LENGTH,
  MOVE_TIMER_RANGE,
  NAME_MAX_LENGTH,
  QUICK_PHRASES,
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
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '../room-code.js';

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
  playNow: v.optional(v.boolean()),
  account: v.optional(TokenSchema),
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
  rated: v.optional(v.boolean()),
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
const LetInSchema: v.GenericSchema<LetInMessage> = v.strictObject({
  seat: SeatSchema,
  allow: v.optional(v.boolean()),
  asker: v.optional(NameSchema),
});

/** A quick phrase's or an emote's id: one of `QUICK_PHRASES` or `EMOTES`. */
export const PhraseIdSchema: v.GenericSchema<PhraseId> = v.picklist([...QUICK_PHRASES, ...EMOTES]);
const PhraseSchema: v.GenericSchema<PhraseMessage> = v.strictObject({ id: PhraseIdSchema });
const MuteSchema: v.GenericSchema<MuteMessage> = v.strictObject({ seat: SeatSchema, muted: v.boolean() });

/**
 * A chat line's text, cleaned as a name is (`NameSchema`): 1 to `CHAT_MAX_LENGTH` code units, something visible, one
 * line, no control or format character (no bidi override or isolate turning the line around, no zero-width space), no
 * unpaired surrogate, no invisible filler, at most `MOST_MARKS` combining marks on a letter — but a zero-width joiner
 * between two emoji (a family, a profession: U+200D after an emoji, its skin tone or its variation selector, and
 * before an emoji), which a name may not hold either. Shown as text, so markup is only characters.
 */
export const ChatTextSchema = v.pipe(
  v.string(),
  v.description(
    `A chat line: 1 to ${String(CHAT_MAX_LENGTH)} UTF-16 code units of one line, something visible, no control or ` +
      'format character (Unicode Cc, Cf) but a zero-width joiner between two emoji, no unpaired surrogate, no ' +
      `invisible filler, at most ${String(MOST_MARKS)} combining marks on one letter (counted decomposed by a server).`,
  ),
  v.minLength(1),
  v.maxLength(CHAT_MAX_LENGTH),
  v.regex(
    new RegExp(
      // eslint-disable-next-line no-misleading-character-class
      String.raw`^(?=[^${INVISIBLE}]*[^\s\p{M}${INVISIBLE}])(?![^]*${MARK_STACK.source})` +
        String.raw`(?:[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f]\u200d(?=\p{Extended_Pictographic})|[^${INVISIBLE}])+$`,
      'u',
    ),
    'one line of something visible; no control, format or invisible character; no stack of marks',
  ),
  v.check(
    (text) => !MARK_STACK.test(text.normalize('NFD')),
    `at most ${String(MOST_MARKS)} combining marks on a letter`,
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
