// @birimba/protocol/schemas, the leaderboard routes (leaderboards.ts): the schema of a board's page, and the reading of
// a board's request — its form from the path, its period from the query — as a server does it, a refusal being the
// `bad-request` to answer with.

import * as v from 'valibot';
import { AVATARS } from '../accounts.js';
import type { MatchForm } from '../account-shapes.js';
import {
  LEADERBOARD_BOARDS,
  LEADERBOARD_PERIODS,
  type LeaderboardBoard,
  type LeaderboardEntry,
  type LeaderboardPage,
  type LeaderboardPeriod,
  type LeaderboardRoute,
} from '../leaderboards.js';
import { HandleSchema } from './account-schemas.js';
import { NameSchema } from './client-schemas.js';
import type { ReadRequest } from './read-account.js';

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const rank = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

const EntrySchema: v.GenericSchema<LeaderboardEntry> = v.strictObject({
  rank,
  handle: HandleSchema,
  name: NameSchema,
  avatar: v.nullable(v.picklist(AVATARS)),
  rating: v.pipe(v.number(), v.safeInteger()),
  matches: count,
});

/** A board's page (`LeaderboardPage`). */
export const LeaderboardPageSchema: v.GenericSchema<LeaderboardPage> = v.strictObject({
  form: v.picklist([2, 4, 6]),
  period: v.picklist(LEADERBOARD_PERIODS),
  board: v.picklist(LEADERBOARD_BOARDS),
  month: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
  top: v.array(EntrySchema),
  around: v.nullable(v.array(EntrySchema)),
  you: v.union([rank, v.literal('hidden'), v.null()]),
});

/** What each leaderboard route answers with. */
export const LEADERBOARD_ANSWER_SCHEMAS: Readonly<Record<LeaderboardRoute, v.GenericSchema>> = {
  leaderboard: LeaderboardPageSchema,
};

/** A board asked for: its form, period and whose. */
export interface LeaderboardRequest {
  /** The number of players. */
  readonly form: MatchForm;
  /** All time or this month. */
  readonly period: LeaderboardPeriod;
  /** Everyone's, or the asker's and their friends'. */
  readonly board: LeaderboardBoard;
}

/** A board's request read from its path's `:form` and its query (`?period=`, nothing else), or the refusal. */
export function readLeaderboardRequest(form: unknown, query: unknown): ReadRequest<LeaderboardRequest> {
  const refused = (message: string): ReadRequest<LeaderboardRequest> => ({
    ok: false,
    error: { error: 'bad-request', message: `leaderboard: ${message}` },
  });
  if (form !== '2' && form !== '4' && form !== '6') return refused('the form is 2, 4 or 6 (players)');
  const fields = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const other = Object.keys(fields).find((k) => k !== 'period' && k !== 'board');
  if (other !== undefined) return refused('the query takes only period and board');
  const period = fields.period ?? 'all';
  if (!LEADERBOARD_PERIODS.includes(period as LeaderboardPeriod))
    return refused(`period is ${LEADERBOARD_PERIODS.join(' or ')}`);
  const board = fields.board ?? 'all';
  if (!LEADERBOARD_BOARDS.includes(board as LeaderboardBoard))
    return refused(`board is ${LEADERBOARD_BOARDS.join(' or ')}`);
  const request = { form: Number(form) as MatchForm, period: period as LeaderboardPeriod };
  return { ok: true, request: { ...request, board: board as LeaderboardBoard } };
}
