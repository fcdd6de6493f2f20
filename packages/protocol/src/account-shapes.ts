// The JSON of the account routes (accounts.ts): what each takes and gives — an account as its owner sees it, a
// player's public profile and statistics, a finished match as a player's history shows it — and an error's body.
// Dates are ISO 8601 strings in UTC (`2026-05-01T19:30:00.000Z`).

import type { RuleSet } from '@birimba/engine';
import type { GameLog } from '@birimba/game-log';
import type { AccountErrorCode } from './accounts.js';
import type { FriendList } from './friends.js';
import type { FormRating } from './ratings.js';

/** Who may see a part of a profile: `friends` is the player and their friends (friends.ts). */
export type Visibility = 'everyone' | 'friends' | 'nobody';

/** The forms a match is played in: two, four or six players. */
export type MatchForm = 2 | 4 | 6;

/** How a match ended for a team or a seat: a single deal may end level. */
export type MatchOutcome = 'won' | 'lost' | 'drawn';

/** What a profile lets others see: its statistics (everyone by default) and its matches (friends by default). */
export interface ProfilePrivacy {
  /** Who sees the statistics (`everyone` by default). */
  readonly statistics: Visibility;
  /** Who sees the matches played (`friends` by default). */
  readonly history: Visibility;
  /** Whether the account is on the leaderboards (`leaderboards.ts`; true by default): false hides it from every one. */
  readonly leaderboards: boolean;
}

/** An account as its owner sees it (`me`, and the answer of every change). */
export interface AccountSelf {
  /** The account's id: random, unguessable, never changes. */
  readonly id: string;
  /** The name shown at the table (`NameSchema`'s rules). */
  readonly name: string;
  /** The handle of its page, `/p/HANDLE` (`HANDLE_PATTERN`); it stays when the name changes. */
  readonly handle: string;
  /** The avatar chosen from the table's drawn set, by id, or null for none. */
  readonly avatar: string | null;
  /** The languages the player speaks, as BCP 47 tags (`el`, `en`). */
  readonly languages: readonly string[];
  /** When the account was made. */
  readonly joined: string;
  /** Who sees what of the profile. */
  readonly privacy: ProfilePrivacy;
}

/** Making an account (`createAccount`). */
export interface CreateAccountRequest {
  /** The name to play under (`NameSchema`'s rules). */
  readonly name: string;
}

/** A device signed in (`createAccount`, `redeemDeviceLink`): the account and this device's key, told this once. */
export interface SignedIn {
  /** The account signed in. */
  readonly account: AccountSelf;
  /** The device's account key (`ACCOUNT_KEY_LENGTH` characters): sent as `Authorization: Account KEY`. */
  readonly key: string;
}

/** A sign-in link for another device (`makeDeviceLink`): its secret for `deviceLinkUrl`, and when it stops working. */
export interface DeviceLink {
  /** The link's secret (`DEVICE_LINK_SECRET_LENGTH` characters): `deviceLinkUrl` makes the link. */
  readonly secret: string;
  /** When the link stops working (`DEVICE_LINK_MS` after it was made). */
  readonly expires: string;
}

/** Signing in with a link (`redeemDeviceLink`): the secret `deviceLinkSecret` read from its address. */
export interface RedeemDeviceLinkRequest {
  /** The secret of the link opened. */
  readonly secret: string;
}

/** Changing the name (`rename`). */
export interface RenameRequest {
  /** The new name (`NameSchema`'s rules). */
  readonly name: string;
}

/** Changing the profile (`editProfile`): only what is sent changes. */
export interface EditProfileRequest {
  /** The avatar's id, or null for none. */
  readonly avatar?: string | null;
  /** The languages spoken, as BCP 47 tags: at most 8. */
  readonly languages?: readonly string[];
  /** Who sees the statistics, the matches. */
  readonly privacy?: Partial<ProfilePrivacy>;
}

/** Birimbas made: clean (no acting wild) and dirty. */
export interface BirimbaCounts {
  /** Clean birimbas: no wild acting in them. */
  readonly clean: number;
  /** Dirty birimbas: a wild acting in them. */
  readonly dirty: number;
}

/** A player's statistics in one form of the game. */
export interface FormStatistics {
  /** The number of players. */
  readonly form: MatchForm;
  /** Matches played to their end. */
  readonly matches: number;
  /** Matches their team won. */
  readonly won: number;
  /** Matches that ended level (a single deal tied at the top). */
  readonly drawn: number;
  /** Deals played. */
  readonly deals: number;
  /** Their team's points a deal, on average over every deal (0 without deals). */
  readonly averageDealScore: number;
  /** Birimbas their team made. */
  readonly birimbas: BirimbaCounts;
  /** Deals their team closed. */
  readonly closings: number;
  /** The match of their team's highest final score, or null before any. */
  readonly best: { readonly match: string; readonly score: number } | null;
}

/** A player's public profile (`player`): what they let the asker see. */
export interface PlayerProfile {
  /** The handle of the page. */
  readonly handle: string;
  /** The name shown at the table. */
  readonly name: string;
  /** The avatar's id, or null for none. */
  readonly avatar: string | null;
  /** The languages spoken, as BCP 47 tags. */
  readonly languages: readonly string[];
  /** When the account was made. */
  readonly joined: string;
  /** One entry a form played, or null when the player hides their statistics from the asker. */
  readonly statistics: readonly FormStatistics[] | null;
  /** Whether the asker may read the player's matches (`playerMatches`). */
  readonly history: boolean;
  /** The player's rating in each form they played rated (`ratings.ts`), with its history; null when they hide their
   * statistics from the asker (a rating is one of them). (Absent from servers before ratings.) */
  readonly ratings?: readonly FormRating[] | null;
}

/** Who played a seat of a match: an account (by name and handle), a former player (an account since deleted), a
 * person without an account, or a bot. */
export type SeatPlayer =
  | { readonly kind: 'account'; readonly name: string; readonly handle: string }
  | { readonly kind: 'former' }
  | { readonly kind: 'guest'; readonly name: string }
  | { readonly kind: 'bot'; readonly level: string };

/** One seat of a finished match. */
export interface MatchSeat {
  /** The seat, 0 .. players − 1. */
  readonly seat: number;
  /** The seat's team (the engine's `teamOf`). */
  readonly team: number;
  /** Who played it. */
  readonly player: SeatPlayer;
  /** A bot played some of its moves (the person was away, or gone). */
  readonly standIn: boolean;
}

/** One team of a finished match: its final score, each deal's, and how it ended. */
export interface MatchTeam {
  /** The team, 0, 1 or 2. */
  readonly team: number;
  /** Its seats. */
  readonly seats: readonly number[];
  /** Won, lost or drawn. */
  readonly outcome: MatchOutcome;
  /** Its final score: the match's total. */
  readonly score: number;
  /** The team's score of each deal, in order. */
  readonly deals: readonly number[];
  /** Birimbas it made over the match. */
  readonly birimbas: BirimbaCounts;
  /** Deals it closed. */
  readonly closings: number;
}

/** A finished match as a history lists it. */
export interface MatchSummary {
  /** The match's id (also its replay's). */
  readonly id: string;
  /** The number of players. */
  readonly form: MatchForm;
  /** When its first deal was dealt. */
  readonly started: string;
  /** When its last deal ended. */
  readonly ended: string;
  /** Every seat, in order. */
  readonly seats: readonly MatchSeat[];
  /** Every team, in order. */
  readonly teams: readonly MatchTeam[];
}

/** A match of a player's history (`playerMatches`): the match, and how it went for the player. The server always
 * sends `seat` and `outcome`; a page of plain summaries (before they were added) is still a page. */
export interface PlayedMatch extends MatchSummary {
  /** The player's seat (their first, should they have sat at two). */
  readonly seat?: number;
  /** How the match ended for the player's team. */
  readonly outcome?: MatchOutcome;
}

/** A page of a player's matches (`playerMatches`), newest first; `next` is the `before` of the next page, or null. */
export interface MatchPage {
  /** The page's matches, newest first. */
  readonly matches: readonly PlayedMatch[];
  /** The `before` of the next page, or null on the last. */
  readonly next: string | null;
}

/** One finished match in full (`match`): its rules and its game log, which the table replays and reviews. */
export interface MatchDetail extends MatchSummary {
  /** The rule set it was played under. */
  readonly rules: RuleSet;
  /** Its game log (`@birimba/game-log`), for the replay and the review. */
  readonly log: GameLog;
}

/** A name the account had, and from when (the current one has `until` null). */
export interface NameHeld {
  /** The name. */
  readonly name: string;
  /** When the account took it. */
  readonly from: string;
  /** When it changed, or null for the current name. */
  readonly until: string | null;
}

/** A passkey of the account (`passkeys`, and the export): how the player tells it, and when it was added and used. */
export interface Passkey {
  /** The credential's id, base64url (`deletePasskey`). */
  readonly id: string;
  /** The name the player gave it. */
  readonly name: string;
  /** When it was added. */
  readonly created: string;
  /** When it last signed a device in, or null before. */
  readonly lastUsed: string | null;
  /** Whether its key is synced to the player's other devices (a password manager's), not kept on one device alone. */
  readonly synced: boolean;
}

/** Everything kept of an account (`exportAccount`). */
export interface AccountExport {
  /** Always `birimba-account`. */
  readonly format: 'birimba-account';
  /** 1. */
  readonly version: 1;
  /** When the export was made. */
  readonly exported: string;
  /** The account as its owner sees it. */
  readonly account: AccountSelf;
  /** Every name it had, oldest first. */
  readonly names: readonly NameHeld[];
  /** How many devices are signed in now. */
  readonly devices: number;
  /** Its passkeys (no key material: a public key proves nothing to its owner). */
  readonly passkeys: readonly Passkey[];
  /** Its statistics, one entry a form played. */
  readonly statistics: readonly FormStatistics[];
  /** Every match it played, with its log. */
  readonly matches: readonly MatchDetail[];
  /** Its friends, the requests it sent and received, the players it blocked. */
  readonly friends: FriendList;
}

/** The body of every refusal of an account route. */
export interface AccountError {
  /** Why (`ACCOUNT_ERRORS`). */
  readonly error: AccountErrorCode;
  /** One line a player could read; never a key or a secret that was sent. */
  readonly message: string;
}

/** What each route takes as its body (`undefined`: none). */
export interface AccountRequests {
  /** The route `ACCOUNT_ROUTES.createAccount`. */
  readonly createAccount: CreateAccountRequest;
  /** The route `ACCOUNT_ROUTES.me`. */
  readonly me: undefined;
  /** The route `ACCOUNT_ROUTES.makeDeviceLink`. */
  readonly makeDeviceLink: undefined;
  /** The route `ACCOUNT_ROUTES.redeemDeviceLink`. */
  readonly redeemDeviceLink: RedeemDeviceLinkRequest;
  /** The route `ACCOUNT_ROUTES.signOut`. */
  readonly signOut: undefined;
  /** The route `ACCOUNT_ROUTES.signOutEverywhere`. */
  readonly signOutEverywhere: undefined;
  /** The route `ACCOUNT_ROUTES.exportAccount`. */
  readonly exportAccount: undefined;
  /** The route `ACCOUNT_ROUTES.rename`. */
  readonly rename: RenameRequest;
  /** The route `ACCOUNT_ROUTES.editProfile`. */
  readonly editProfile: EditProfileRequest;
  /** The route `ACCOUNT_ROUTES.deleteAccount`. */
  readonly deleteAccount: undefined;
  /** The route `ACCOUNT_ROUTES.player`. */
  readonly player: undefined;
  /** The route `ACCOUNT_ROUTES.playerMatches`. */
  readonly playerMatches: undefined;
  /** The route `ACCOUNT_ROUTES.match`. */
  readonly match: undefined;
}

/** What each route answers with when it succeeds (`undefined`: 204, no body). */
export interface AccountAnswers {
  /** The route `ACCOUNT_ROUTES.createAccount`. */
  readonly createAccount: SignedIn;
  /** The route `ACCOUNT_ROUTES.me`. */
  readonly me: AccountSelf;
  /** The route `ACCOUNT_ROUTES.makeDeviceLink`. */
  readonly makeDeviceLink: DeviceLink;
  /** The route `ACCOUNT_ROUTES.redeemDeviceLink`. */
  readonly redeemDeviceLink: SignedIn;
  /** The route `ACCOUNT_ROUTES.signOut`. */
  readonly signOut: undefined;
  /** The route `ACCOUNT_ROUTES.signOutEverywhere`. */
  readonly signOutEverywhere: undefined;
  /** The route `ACCOUNT_ROUTES.exportAccount`. */
  readonly exportAccount: AccountExport;
  /** The route `ACCOUNT_ROUTES.rename`. */
  readonly rename: AccountSelf;
  /** The route `ACCOUNT_ROUTES.editProfile`. */
  readonly editProfile: AccountSelf;
  /** The route `ACCOUNT_ROUTES.deleteAccount`. */
  readonly deleteAccount: undefined;
  /** The route `ACCOUNT_ROUTES.player`. */
  readonly player: PlayerProfile;
  /** The route `ACCOUNT_ROUTES.playerMatches`. */
  readonly playerMatches: MatchPage;
  /** The route `ACCOUNT_ROUTES.match`. */
  readonly match: MatchDetail;
}
