// The rules of ratings, pure: which match is rated (and why not), the skill model, how a rated match changes each
// player's skill (leavers lose, their partners are left alone), the number a player is shown, and the limits against
// farming (the same players five times a day, a new account's first three matches). No I/O: rating-store.ts reads and
// writes what these decide.

import { rate } from 'openskill';
import { DEFAULT_RULES, type RuleSet } from '@birimba/engine';
import {
  FIRST_MATCHES,
  PROVISIONAL_MATCHES,
  RATED_TARGET,
  type RatingChangeReason,
  SAME_PLAYERS_DAILY,
  START_RATING,
  type UnratedReason,
} from '@birimba/protocol';

/**
 * A player's skill as the Weng-Lin model holds it: `mu` the estimate, `sigma` its uncertainty. We use openskill's
 * default model, Plackett-Luce: it rates any number of teams of any size from their order at the end (two
 * partnerships, three, or one against one) in closed form — no iteration, a few microseconds a match — and its
 * updates for teams agree with TrueSkill's without its patent. Its defaults: mu 25, sigma 25/3.
 */
export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

/** A new player's skill in a form: openskill's defaults. */
export const NEW_SKILL: Skill = Object.freeze({ mu: 25, sigma: 25 / 3 });

/**
 * Rating points a unit of `mu` is worth. The number shown is `START_RATING + RATING_SCALE · (mu − 25)`, rounded: 1500
 * at the start; a first win one against one +53, a player who wins nine in ten in the end some 500 above the start.
 * It is the estimate itself, not the conservative `mu − 3·sigma` (openskill's `ordinal`), which rises with every match
 * played, lost ones too, as the uncertainty shrinks — a number a player could not make sense of. The uncertainty is
 * said as a word instead: `provisional`.
 */
export const RATING_SCALE = 20;

/** The share of a seat's moves a stand-in played above which its player is a leaver. */
export const LEAVER_SHARE = 1 / 3;

/** The number a player is shown for `skill`. */
export function displayRating(skill: Skill): number {
  return Math.round(START_RATING + RATING_SCALE * (skill.mu - NEW_SKILL.mu));
}

/** Whether a rating of `matches` counted rated matches is still provisional. */
export function isProvisional(matches: number): boolean {
  return matches < PROVISIONAL_MATCHES;
}

/** A room as far as whether its next match is rated: the host's choice, the rules, who sits where. */
export interface RatedRoom {
  /** The host made the room rated. */
  readonly rated: boolean;
  /** The least match target rated (null: one deal too); absent: `RATED_TARGET`. Only a server a test started lowers
   * it (server.ts' `ratedTestTarget`): a rated match is played to the form's default target. */
  readonly ratedTarget?: number | null;
  readonly rules: RuleSet;
  /** Each seat: a person (with their account, null when not signed in), a bot or nobody. */
  readonly seats: readonly RatedRoomSeat[];
}

/** A seat of a `RatedRoom`. */
export type RatedRoomSeat =
  { readonly occupant: 'human'; readonly account: string | null } | { readonly occupant: 'bot' | 'empty' };

/** Why the room's next match will not be rated, in `UNRATED_REASONS`' order; none: it will be. */
export function unratedReasons(room: RatedRoom): UnratedReason[] {
  const reasons: UnratedReason[] = [];
  if (!room.rated) reasons.push('off');
  if (room.seats.some((s) => s.occupant !== 'human')) reasons.push('bot-seat');
  const accounts = room.seats.flatMap((s) => (s.occupant === 'human' ? [s.account] : []));
  if (accounts.some((a) => a === null)) reasons.push('no-account');
  const signedIn = accounts.filter((a) => a !== null);
  if (new Set(signedIn).size < signedIn.length) reasons.push('same-account');
  if (!isStandard(room.rules)) reasons.push('custom-rules');
  const target = room.rules.matchTarget;
  const least = room.ratedTarget === undefined ? RATED_TARGET : room.ratedTarget;
  if (least !== null && (target === null || target < least)) reasons.push('lowered-target');
  return reasons;
}

/** Every rule as rules.md has it, but the form, the target (`lowered-target`) and who plays first — the seat that
 * begins is no rule of play, and every seat begins as often over many matches. */
function isStandard(rules: RuleSet): boolean {
  const free: ReadonlySet<keyof RuleSet> = new Set(['players', 'matchTarget', 'firstSeat']);
  return (Object.keys(DEFAULT_RULES) as (keyof RuleSet)[]).every(
    (field) => free.has(field) || rules[field] === DEFAULT_RULES[field],
  );
}

/** Whether a seat's player is a leaver: they left the match, or a stand-in played more than `LEAVER_SHARE` of its
 * moves (a bot while they were away or offline, or the server when their time ran out). */
export function isLeaver(seat: { readonly left: boolean; readonly moves: number; readonly servedMoves: number }) {
  return seat.left || (seat.moves > 0 && seat.servedMoves / seat.moves > LEAVER_SHARE);
}

/** A seat of a rated match, as the rating of it needs. */
export interface RatedSeat {
  readonly team: number;
  /** The team's place at the end: 0 for the highest score, teams of equal scores the same place. */
  readonly place: number;
  readonly left: boolean;
  /** The player's skill before the match. */
  readonly skill: Skill;
}

/**
 * Each seat's skill after a rated match, by seat. The match is rated by the teams' places; a leaver is rated as if
 * their team had finished last, alone below every other; a leaver's partner keeps the skill they had, as if the match
 * had not counted; the others are rated by the match as it ended.
 */
export function rateSeats(seats: readonly RatedSeat[]): Skill[] {
  const teams = [...new Set(seats.map((s) => s.team))].sort((a, b) => a - b);
  const places = teams.map((team) => seats.find((s) => s.team === team)?.place ?? 0);
  const last = Math.max(...places) + 1;
  const rated = (lastTeam: number | null): Skill[][] =>
    rate(
      teams.map((team) => seats.filter((s) => s.team === team).map((s) => ({ ...s.skill }))),
      { rank: teams.map((team, i) => (team === lastTeam ? last : (places[i] ?? 0))) },
    );
  const asEnded = rated(null);
  const byLeaverTeam = new Map<number, Skill[][]>();
  return seats.map((seat) => {
    const teamIndex = teams.indexOf(seat.team);
    const member = seats.filter((s) => s.team === seat.team).indexOf(seat);
    if (seat.left) {
      const asLast = byLeaverTeam.get(seat.team) ?? rated(seat.team);
      byLeaverTeam.set(seat.team, asLast);
      return asLast[teamIndex]?.[member] ?? seat.skill;
    }
    if (seats.some((s) => s.team === seat.team && s.left)) return seat.skill;
    return asEnded[teamIndex]?.[member] ?? seat.skill;
  });
}

/** The teams' places from their final scores: 0 for the highest, equal scores the same place. */
export function placesOf(scores: readonly number[]): number[] {
  return scores.map((score) => scores.filter((other) => other > score).length);
}

/** A seat of a rated match with what the farming limits need of its player. */
export interface CountedSeat extends RatedSeat {
  /** The player's rated matches of the form that counted before this one. */
  readonly counted: number;
  /** Their first matches still waiting (`first-matches`) before this one. */
  readonly waiting: number;
}

/** How a rated match counts for one seat. */
export interface SeatCount {
  readonly reason: RatingChangeReason;
  /** The player's skill changes now by this match. */
  readonly counted: boolean;
  /** Before it: the player's waiting first matches are applied, in order (this match is the last of them). */
  readonly applyWaiting: boolean;
}

/**
 * How a rated match counts for each seat, by seat, given how many rated matches the same set of accounts counted
 * together that day before it (`sameDay`). Past `SAME_PLAYERS_DAILY`, for nobody. Else: a leaver's partner, not;
 * among a player's first `FIRST_MATCHES` that count, the last applies those waiting, then itself, the others wait;
 * every other counts.
 */
export function countSeats(seats: readonly CountedSeat[], sameDay: number): SeatCount[] {
  if (sameDay >= SAME_PLAYERS_DAILY)
    return seats.map(() => ({ reason: 'daily-limit', counted: false, applyWaiting: false }));
  return seats.map((seat): SeatCount => {
    if (!seat.left && seats.some((s) => s.team === seat.team && s.left))
      return { reason: 'partner-left', counted: false, applyWaiting: false };
    const reason = seat.left ? 'left' : 'played';
    if (seat.counted > 0) return { reason, counted: true, applyWaiting: false };
    if (seat.waiting + 1 < FIRST_MATCHES) return { reason: 'first-matches', counted: false, applyWaiting: false };
    return { reason, counted: true, applyWaiting: true };
  });
}

/** A waiting first match of a player: its seats as they were rated (each one's skill then), and the player's seat. */
export interface WaitingMatch {
  readonly seats: readonly RatedSeat[];
  readonly seat: number;
}

/** A player's skill after each of their waiting first matches, applied in order from `start`: each rated with the
 * others' skills as they were in it, and the player's own as the matches before left it. */
export function applyWaiting(start: Skill, matches: readonly WaitingMatch[]): Skill[] {
  const after: Skill[] = [];
  let skill = start;
  for (const match of matches) {
    const seats = match.seats.map((s, i) => (i === match.seat ? { ...s, skill } : s));
    skill = rateSeats(seats)[match.seat] ?? skill;
    after.push(skill);
  }
  return after;
}
