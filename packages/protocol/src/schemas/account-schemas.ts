// @birimba/protocol/schemas, the account routes: the valibot schemas of what each route takes (a server reads a
// request's body with them) and gives (a client may check an answer), as `schema/account-*.schema.json` publish them.
// Names follow the name rules of the table (`NameSchema`), handles `HANDLE_PATTERN`.

import * as v from 'valibot';
import { GameLogSchema, RuleSetSchema } from '@birimba/game-log';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_ID_LENGTH,
  AVATARS,
  type AccountRoute,
  DEVICE_LINK_SECRET_LENGTH,
  HANDLE_PATTERN,
} from '../accounts.js';
import type {
  AccountError,
  AccountExport,
  AccountSelf,
  BirimbaCounts,
  CreateAccountRequest,
  DeviceLink,
  EditProfileRequest,
  FormStatistics,
  MatchDetail,
  MatchPage,
  MatchSeat,
  MatchTeam,
  Passkey,
  PlayedMatch,
  PlayerProfile,
  ProfilePrivacy,
  RedeemDeviceLinkRequest,
  RenameRequest,
  SeatPlayer,
  SignedIn,
} from '../account-shapes.js';
import type { FriendList, FriendPlayer } from '../friends.js';
import { RATING_CHANGE_REASONS, type FormRating, type RatingChange } from '../ratings.js';
import { BOT_LEVELS, NameSchema, TokenSchema } from './client-schemas.js';

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const integer = v.pipe(v.number(), v.safeInteger());
const seat = v.pipe(count, v.maxValue(5));
const team = v.pipe(count, v.maxValue(2));
const form = v.picklist([2, 4, 6]);
const outcome = v.picklist(['won', 'lost', 'drawn']);
const base64url = (length: number) => v.pipe(v.string(), v.regex(new RegExp(`^[A-Za-z0-9_-]{${String(length)}}$`)));

/** A date and time in UTC as `Date.prototype.toISOString` writes it. */
export const InstantSchema = v.pipe(v.string(), v.isoTimestamp());

/** An account's id: `ACCOUNT_ID_LENGTH` characters of base64url. */
export const AccountIdSchema = base64url(ACCOUNT_ID_LENGTH);

/** A handle (`HANDLE_PATTERN`). */
export const HandleSchema = v.pipe(v.string(), v.regex(HANDLE_PATTERN));

/** A finished match's id: 1 to 64 of `A-Z a-z 0-9 _ -`. */
export const MatchIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** An avatar of the table's drawn set, by id (`AVATARS`), or null for none. */
const AvatarSchema = v.nullable(v.picklist(AVATARS));

/** The languages a player speaks: at most 8 BCP 47 tags (`el`, `en`, `pt-BR`), each once. */
const LanguagesSchema = v.pipe(
  v.array(v.pipe(v.string(), v.regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/))),
  v.maxLength(8),
  v.check((tags) => new Set(tags).size === tags.length, 'each language once'),
);

const visibility = v.picklist(['everyone', 'friends', 'nobody']);
const PrivacySchema: v.GenericSchema<ProfilePrivacy> = v.strictObject({
  statistics: visibility,
  history: visibility,
  leaderboards: v.boolean(),
});

const AccountSelfSchema: v.GenericSchema<AccountSelf> = v.strictObject({
  id: AccountIdSchema,
  name: NameSchema,
  handle: HandleSchema,
  avatar: AvatarSchema,
  languages: LanguagesSchema,
  joined: InstantSchema,
  privacy: PrivacySchema,
});

const CreateAccountSchema: v.GenericSchema<CreateAccountRequest> = v.strictObject({ name: NameSchema });
/** A device signed in: the account and its new key. */
export const SignedInSchema: v.GenericSchema<SignedIn> = v.strictObject({
  account: AccountSelfSchema,
  key: TokenSchema,
});
const DeviceLinkSchema: v.GenericSchema<DeviceLink> = v.strictObject({
  secret: base64url(DEVICE_LINK_SECRET_LENGTH),
  expires: InstantSchema,
});
const RedeemSchema: v.GenericSchema<RedeemDeviceLinkRequest> = v.strictObject({
  secret: base64url(DEVICE_LINK_SECRET_LENGTH),
});
const RenameSchema: v.GenericSchema<RenameRequest> = v.strictObject({ name: NameSchema });
const EditProfileSchema: v.GenericSchema<EditProfileRequest> = v.strictObject({
  avatar: v.optional(AvatarSchema),
  languages: v.optional(LanguagesSchema),
  privacy: v.optional(
    v.strictObject({
      statistics: v.optional(visibility),
      history: v.optional(visibility),
      leaderboards: v.optional(v.boolean()),
    }),
  ),
});

const BirimbasSchema: v.GenericSchema<BirimbaCounts> = v.strictObject({ clean: count, dirty: count });

const FormStatisticsSchema: v.GenericSchema<FormStatistics> = v.strictObject({
  form,
  matches: count,
  won: count,
  drawn: count,
  deals: count,
  averageDealScore: v.pipe(v.number(), v.finite()),
  birimbas: BirimbasSchema,
  closings: count,
  best: v.nullable(v.strictObject({ match: MatchIdSchema, score: integer })),
});

const RatingChangeSchema: v.GenericSchema<RatingChange> = v.strictObject({
  match: MatchIdSchema,
  at: InstantSchema,
  before: integer,
  after: integer,
  counted: v.boolean(),
  reason: v.picklist(RATING_CHANGE_REASONS),
});

const FormRatingSchema: v.GenericSchema<FormRating> = v.strictObject({
  form,
  rating: integer,
  provisional: v.boolean(),
  matches: count,
  history: v.array(RatingChangeSchema),
});

const PlayerProfileSchema: v.GenericSchema<PlayerProfile> = v.strictObject({
  handle: HandleSchema,
  name: NameSchema,
  avatar: AvatarSchema,
  languages: LanguagesSchema,
  joined: InstantSchema,
  statistics: v.nullable(v.array(FormStatisticsSchema)),
  history: v.boolean(),
  ratings: v.optional(v.nullable(v.array(FormRatingSchema))),
});

const SeatPlayerSchema: v.GenericSchema<SeatPlayer> = v.variant('kind', [
  v.strictObject({ kind: v.literal('account'), name: NameSchema, handle: HandleSchema }),
  v.strictObject({ kind: v.literal('former') }),
  v.strictObject({ kind: v.literal('guest'), name: NameSchema }),
  v.strictObject({ kind: v.literal('bot'), level: v.picklist(BOT_LEVELS) }),
]);

const MatchSeatSchema: v.GenericSchema<MatchSeat> = v.strictObject({
  seat,
  team,
  player: SeatPlayerSchema,
  standIn: v.boolean(),
});

const MatchTeamSchema: v.GenericSchema<MatchTeam> = v.strictObject({
  team,
  seats: v.array(seat),
  outcome,
  score: integer,
  deals: v.array(integer),
  birimbas: BirimbasSchema,
  closings: count,
});

const summaryEntries = {
  id: MatchIdSchema,
  form,
  started: InstantSchema,
  ended: InstantSchema,
  seats: v.array(MatchSeatSchema),
  teams: v.array(MatchTeamSchema),
};
const PlayedMatchSchema: v.GenericSchema<PlayedMatch> = v.strictObject({
  ...summaryEntries,
  seat: v.optional(seat),
  outcome: v.optional(outcome),
});
const MatchPageSchema: v.GenericSchema<MatchPage> = v.strictObject({
  matches: v.array(PlayedMatchSchema),
  next: v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))),
});
const MatchDetailSchema = v.strictObject({
  ...summaryEntries,
  rules: RuleSetSchema,
  log: GameLogSchema,
}) as v.GenericSchema<unknown> as v.GenericSchema<MatchDetail>;

/** A passkey's id: its credential id, base64url (WebAuthn allows up to 1023 bytes). */
export const PasskeyIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,1364}$/));

/** A passkey of an account, as its list and the export show it. */
export const PasskeySchema: v.GenericSchema<Passkey> = v.strictObject({
  id: PasskeyIdSchema,
  name: NameSchema,
  created: InstantSchema,
  lastUsed: v.nullable(InstantSchema),
  synced: v.boolean(),
});

/** Another player in a friends list (friends.ts). */
export const FriendPlayerSchema: v.GenericSchema<FriendPlayer> = v.strictObject({
  handle: HandleSchema,
  name: NameSchema,
  avatar: AvatarSchema,
  since: InstantSchema,
});

/** An account's friends, requests and blocks: the `friends` route's answer, and a part of the export. */
export const FriendListSchema: v.GenericSchema<FriendList> = v.strictObject({
  friends: v.array(FriendPlayerSchema),
  incoming: v.array(FriendPlayerSchema),
  outgoing: v.array(FriendPlayerSchema),
  blocked: v.array(FriendPlayerSchema),
});

const AccountExportSchema = v.strictObject({
  format: v.literal('birimba-account'),
  version: v.literal(1),
  exported: InstantSchema,
  account: AccountSelfSchema,
  names: v.array(v.strictObject({ name: NameSchema, from: InstantSchema, until: v.nullable(InstantSchema) })),
  devices: count,
  passkeys: v.array(PasskeySchema),
  statistics: v.array(FormStatisticsSchema),
  matches: v.array(MatchDetailSchema),
  friends: FriendListSchema,
}) as v.GenericSchema<unknown> as v.GenericSchema<AccountExport>;

/** The body of a refusal: `{ error, message }`. */
export const AccountErrorSchema: v.GenericSchema<AccountError> = v.strictObject({
  error: v.picklist(Object.keys(ACCOUNT_ERRORS) as (keyof typeof ACCOUNT_ERRORS)[]),
  message: v.string(),
});

/** What each route takes as its body, for the routes that take one. */
export const ACCOUNT_REQUEST_SCHEMAS: Partial<Readonly<Record<AccountRoute, v.GenericSchema>>> = {
  createAccount: CreateAccountSchema,
  redeemDeviceLink: RedeemSchema,
  rename: RenameSchema,
  editProfile: EditProfileSchema,
};

/** What each route answers with, for the routes that answer with a body. */
export const ACCOUNT_ANSWER_SCHEMAS: Partial<Readonly<Record<AccountRoute, v.GenericSchema>>> = {
  createAccount: SignedInSchema,
  me: AccountSelfSchema,
  makeDeviceLink: DeviceLinkSchema,
  redeemDeviceLink: SignedInSchema,
  exportAccount: AccountExportSchema,
  rename: AccountSelfSchema,
  editProfile: AccountSelfSchema,
  player: PlayerProfileSchema,
  playerMatches: MatchPageSchema,
  match: MatchDetailSchema,
};
