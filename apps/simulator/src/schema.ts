// The schema (valibot) through which the result files birimba-sim reads are checked: match and tournament results and
// their per-deal records. `schema/*.json` is generated from it (pnpm schema). Game logs, rule sets and moves are
// @birimba/game-log's.

import * as v from 'valibot';
import { RuleSetSchema } from '@birimba/game-log';

const int = (min?: number) =>
  min === undefined ? v.pipe(v.number(), v.safeInteger()) : v.pipe(v.number(), v.safeInteger(), v.minValue(min));
const count = int(0);
const real = v.pipe(v.number(), v.finite());
const nonNegative = v.pipe(v.number(), v.finite(), v.minValue(0));
const share = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1));
const interval = v.strictTuple([share, share]);
const team = v.picklist([0, 1, 2]);
/** One value per team: two (two or four players) or three (six); a record's count is checked against its rules. */
const perTeam = <T extends v.GenericSchema>(item: T) =>
  v.union([v.strictTuple([item, item]), v.strictTuple([item, item, item])]);
const histogram = v.record(v.pipe(v.string(), v.regex(/^-?\d+$/)), count);

const birimbaCounts = v.strictTuple([count, count, count]);
/** A score difference: two and six players add its 95 % interval. */
const scoreDiff = v.strictObject({ mean: real, stderr: nonNegative, ci95: v.optional(v.strictTuple([real, real])) });

export const GameRecordSchema = v.strictObject({
  deal: count,
  seed: int(),
  swapped: v.boolean(),
  seating: v.optional(v.picklist([0, 1, 2])),
  round: v.optional(count),
  score: perTeam(int()),
  totals: v.optional(perTeam(int())),
  end: v.picklist(['closed', 'stock-exhausted']),
  closedBy: v.nullable(team),
  turns: count,
  moves: count,
  birimbas: perTeam(birimbaCounts),
});

export const GameFailureSchema = v.strictObject({
  deal: count,
  seed: int(),
  swapped: v.optional(v.boolean()),
  seating: v.optional(v.picklist([0, 1, 2])),
  error: v.string(),
});

const winDrawLoss = v.strictObject({ wins: count, draws: count, losses: count });

/** A unit with a game that did not finish (its figures left out). */
const IncompleteUnitSchema = v.strictObject({
  deal: count,
  seed: int(),
  recorded: count,
  failed: v.pipe(v.array(v.omit(GameFailureSchema, ['deal', 'seed'])), v.minLength(1)),
});

/** What a bot's entry has in a match and in a tournament alike. */
const botEntries = {
  name: v.string(),
  kind: v.string(),
  options: v.record(v.string(), v.unknown()),
  games: count,
  wins: count,
  draws: count,
  losses: count,
  winRate: share,
  winRateCI95: interval,
  matchWins: v.nullable(count),
  matchWinRate: v.nullable(share),
  matchWinRateCI95: v.nullable(interval),
};

const BotReportSchema = v.strictObject({
  ...botEntries,
  meanScore: real,
  scoreDiff: v.optional(scoreDiff),
  closed: count,
  birimbas: v.strictObject({ clean: count, dirty: count, thirteen: count }),
  decisionMs: v.strictObject({ p50: nonNegative, p95: nonNegative, count }),
  decisionHistogram: histogram,
});

const SHARD = /^\d+(,\d+)*\/\d+$/;
const DIGEST = /^sha256:[0-9a-f]{64}$/;

const matchEntries = {
  format: v.literal('birimba-sim-match'),
  version: v.literal(2),
  seed: int(),
  dealsPlanned: int(1),
  duplicate: v.boolean(),
  target: v.nullable(int(1)),
  players: v.optional(v.picklist([2, 6])),
  rules: RuleSetSchema,
  shard: v.nullable(v.pipe(v.string(), v.regex(SHARD))),
  interrupted: v.boolean(),
  deals: count,
  games: count,
  units: v.optional(v.strictObject({ complete: count, incomplete: count })),
  matches: v.nullable(v.strictObject({ played: count, meanDeals: nonNegative })),
  bots: v.union([
    v.strictTuple([BotReportSchema, BotReportSchema]),
    v.strictTuple([BotReportSchema, BotReportSchema, BotReportSchema]),
  ]),
  scoreDiff,
  scoreDiffHistogram: v.strictObject({ width: int(1), bins: histogram }),
  duels: v.strictObject({ firstWins: count, draws: count, secondWins: count }),
  sides: v.strictObject({ teamA: winDrawLoss, teamB: winDrawLoss, teamC: v.optional(winDrawLoss) }),
  endings: v.strictObject({ closed: count, stockExhausted: count }),
  meanTurns: nonNegative,
  meanMoves: nonNegative,
  gamesPerSecond: nonNegative,
  elapsedSeconds: nonNegative,
  cpuSeconds: nonNegative,
  workers: v.nullable(int(1)),
  failures: v.array(GameFailureSchema),
  incomplete: v.optional(v.array(IncompleteUnitSchema)),
  results: v.array(GameRecordSchema),
};

/** A match inside a tournament result (the tournament's digest covers it). */
export const MatchInTournamentSchema = v.strictObject(matchEntries);

/** `match --json` and `merge --json` of match results. */
export const MatchResultSchema = v.strictObject({ ...matchEntries, digest: v.pipe(v.string(), v.regex(DIGEST)) });

const TournamentBotSchema = v.strictObject({
  ...botEntries,
  scoreDiff,
  duels: v.strictObject({ wins: count, draws: count, losses: count }),
  elo: real,
});

/** `tournament --json` and `merge --json` of tournament results. */
export const TournamentResultSchema = v.strictObject({
  format: v.literal('birimba-sim-tournament'),
  version: v.literal(2),
  seed: int(),
  deals: int(1),
  target: v.nullable(int(1)),
  games: count,
  players: v.optional(v.picklist([2, 6])),
  rules: RuleSetSchema,
  shard: v.nullable(v.pipe(v.string(), v.regex(SHARD))),
  interrupted: v.boolean(),
  bots: v.pipe(v.array(TournamentBotSchema), v.minLength(2)),
  eloBasis: v.picklist(['deals', 'matches']),
  eloMethod: v.string(),
  matches: v.pipe(v.array(MatchInTournamentSchema), v.minLength(1)),
  gamesPerSecond: nonNegative,
  elapsedSeconds: nonNegative,
  workers: v.nullable(int(1)),
  digest: v.pipe(v.string(), v.regex(DIGEST)),
});
