// A round robin of duplicate matches: every pair of bots plays the same deals. Bots are ranked by what players
// play for — matches under a target, otherwise the score difference of each deal — with Elo fitted to those results.

import type { RuleSet } from '@birimba/engine';
import { counted } from './counted.js';
import { type MatchData, type MatchReport, type ScoreDiff, matchReport, scoreDiffOf } from './results.js';
import { formText, table, unitCount } from './report.js';
import { ClusteredShare, type PairResult, RunningMean, Z95, fitElo, wilson95 } from './stats.js';

export const TOURNAMENT_FORMAT = 'birimba-sim-tournament';
export const TOURNAMENT_VERSION = 2;

export const ELO_METHOD =
  'Bradley–Terry maximum likelihood over all pairwise duels (a draw is half a win to each; one virtual draw added per pairing so a perfect record stays finite), fitted by the MM iteration, 400-point logistic scale, anchored at a mean of 1500';

export interface TournamentBot {
  readonly name: string;
  readonly kind: string;
  readonly options: Readonly<Record<string, unknown>>;
  /** Deals played, over all its pairings, and their wins, draws and losses. */
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly winRate: number;
  readonly winRateCI95: [number, number];
  /** Its team's total minus the opponents', per deal (a unit's games averaged first), over all its pairings. */
  readonly scoreDiff: ScoreDiff;
  /** Under a match target: matches won, their share and its 95 % interval; null otherwise. */
  readonly matchWins: number | null;
  readonly matchWinRate: number | null;
  readonly matchWinRateCI95: [number, number] | null;
  /** What Elo is fitted to: matches under a target, otherwise deals won on score difference. */
  readonly duels: { readonly wins: number; readonly draws: number; readonly losses: number };
  readonly elo: number;
}

export interface TournamentReport {
  readonly format: typeof TOURNAMENT_FORMAT;
  readonly version: typeof TOURNAMENT_VERSION;
  readonly seed: number;
  /** Units per pairing (deals, or matches under a target), each played twice (teams swapped). */
  readonly deals: number;
  readonly target: number | null;
  readonly games: number;
  /** How many played, 2 or 6 (also `rules.players`); absent for four, as in every file written before the field. */
  readonly players?: 2 | 6;
  readonly rules: RuleSet;
  /** `"i/n"` for one shard, `"1,3/4"` for several merged, null for the whole tournament (every pairing alike). */
  readonly shard: string | null;
  readonly interrupted: boolean;
  /** In the order given on the command line. */
  readonly bots: readonly TournamentBot[];
  /** `matches` under a target, else `deals`: what a duel is. */
  readonly eloBasis: 'deals' | 'matches';
  readonly eloMethod: string;
  /** Every pairing's full match result (the first bot is the one given first). */
  readonly matches: readonly MatchReport[];
  readonly gamesPerSecond: number;
  readonly elapsedSeconds: number;
  /** Null for merged shards. */
  readonly workers: number | null;
}

export function tournamentReport(
  names: readonly string[],
  data: readonly MatchData[],
  elapsedSeconds: number,
  workers: number | null,
): TournamentReport {
  const matches = data.map(matchReport);
  const index = new Map(names.map((n, i) => [n, i]));
  const pairs: PairResult[] = data.map((d) => ({
    a: index.get(d.config.bots[0].label) as number,
    b: index.get(d.config.bots[1].label) as number,
    scoreA: d.stats.duels[0] + d.stats.duels[1] / 2,
    games: d.stats.duels[0] + d.stats.duels[1] + d.stats.duels[2],
  }));
  const elo = fitElo(names.length, pairs);
  const target = data[0]?.config.rules.matchTarget ?? null;
  const players = data[0]?.config.rules.players ?? 4;
  const bots = names.map((name, i): TournamentBot => {
    let games = 0;
    let wins = 0;
    let draws = 0;
    let matchWins = 0;
    let matchesPlayed = 0;
    const duels = { wins: 0, draws: 0, losses: 0 };
    const diff = new RunningMean();
    const share = new ClusteredShare();
    const matchShare = new ClusteredShare();
    let spec: MatchReport['bots'][number] | undefined;
    data.forEach((d, m) => {
      const side = d.config.bots[0].label === name ? 0 : d.config.bots[1].label === name ? 1 : null;
      if (side === null) return;
      const report = matches[m] as MatchReport;
      const mine = report.bots[side];
      spec = mine;
      games += mine.games;
      wins += mine.wins;
      draws += mine.draws;
      matchWins += d.stats.bots[side]?.matchWins ?? 0;
      matchesPlayed += d.stats.matchesPlayed;
      diff.merge(d.stats.scoreDiff, side === 0 ? 1 : -1);
      share.merge(d.stats.winShare, side === 1);
      matchShare.merge(d.stats.matchShare, side === 1);
      duels.wins += d.stats.duels[side === 0 ? 0 : 2];
      duels.draws += d.stats.duels[1];
      duels.losses += d.stats.duels[side === 0 ? 2 : 0];
    });
    return {
      name,
      kind: spec?.kind ?? name,
      options: spec?.options ?? {},
      games,
      wins,
      draws,
      losses: games - wins - draws,
      winRate: games === 0 ? 0 : (wins + draws / 2) / games,
      winRateCI95: games === 0 ? wilson95(0, 0) : share.interval(),
      scoreDiff: scoreDiffOf(diff.result(), players),
      matchWins: target === null ? null : matchWins,
      matchWinRate: target === null ? null : matchesPlayed === 0 ? 0 : matchWins / matchesPlayed,
      matchWinRateCI95: target === null ? null : matchShare.interval(),
      duels,
      elo: elo[i] as number,
    };
  });
  const games = matches.reduce((s, m) => s + m.games, 0);
  const [first] = data;
  const rules = first?.config.rules as RuleSet;
  return {
    format: TOURNAMENT_FORMAT,
    version: TOURNAMENT_VERSION,
    seed: first?.config.seed ?? 0,
    deals: first?.config.dealsPlanned ?? 0,
    target,
    games,
    ...(rules.players === 4 ? {} : { players: rules.players }),
    rules,
    shard: matches[0]?.shard ?? null,
    interrupted: matches.some((m) => m.interrupted),
    bots,
    eloBasis: target === null ? 'deals' : 'matches',
    eloMethod: ELO_METHOD,
    matches,
    gamesPerSecond: elapsedSeconds > 0 ? games / elapsedSeconds : 0,
    elapsedSeconds,
    workers,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;

export function tournamentHeadline(t: TournamentReport): string {
  const units =
    t.target === null
      ? counted(t.deals, 'duplicate deal')
      : `${counted(t.deals, 'duplicate match', 'duplicate matches')} to ${String(t.target)}`;
  return `tournament: ${String(t.bots.length)} bots${formText(t.rules.players)}, round robin of ${units} per pairing, seed ${String(t.seed)}${t.shard === null ? '' : `, shard ${t.shard}`}${t.interrupted ? ' — INTERRUPTED' : ''}`;
}

const ranking = (t: TournamentReport): TournamentBot[] => [...t.bots].sort((x, y) => y.elo - x.elo);

/** The ranked table, header row first; the first two columns are text. */
export function rankingRows(t: TournamentReport): string[][] {
  const matchColumns = t.target === null ? [] : ['match wins', 'match win rate', 'match 95 % CI'];
  return [
    [
      'rank',
      'bot',
      'deals',
      'wins',
      'draws',
      'losses',
      'win rate',
      '95 % CI',
      'score diff/deal',
      ...matchColumns,
      'Elo',
    ],
    ...ranking(t).map((b, i) => [
      String(i + 1),
      b.name,
      String(b.games),
      String(b.wins),
      String(b.draws),
      String(b.losses),
      pct(b.winRate),
      `${pct(b.winRateCI95[0])}–${pct(b.winRateCI95[1])}`,
      `${signed(b.scoreDiff.mean)} ± ${b.scoreDiff.stderr.toFixed(1)}`,
      ...(t.target === null || b.matchWinRateCI95 === null
        ? []
        : [
            String(b.matchWins),
            pct(b.matchWinRate ?? 0),
            `${pct(b.matchWinRateCI95[0])}–${pct(b.matchWinRateCI95[1])}`,
          ]),
      b.elo.toFixed(0),
    ]),
  ];
}

/** What the row bot did against the column bot: match win rate under a target, else score difference per deal. */
export function matrixRows(t: TournamentReport): string[][] {
  const ranked = ranking(t);
  const cell = (row: string, col: string): string => {
    if (row === col) return '—';
    for (const m of t.matches) {
      const [a, b] = m.bots;
      const side = a.name === row && b.name === col ? 0 : b.name === row && a.name === col ? 1 : null;
      if (side === null) continue;
      const mine = m.bots[side];
      if (t.target !== null && mine.matchWinRate !== null && mine.matchWinRateCI95 !== null) {
        return `${pct(mine.matchWinRate)} (${(100 * mine.matchWinRateCI95[0]).toFixed(0)}–${(100 * mine.matchWinRateCI95[1]).toFixed(0)})`;
      }
      const mean = side === 0 ? m.scoreDiff.mean : -m.scoreDiff.mean;
      return `${signed(mean)} ± ${(Z95 * m.scoreDiff.stderr).toFixed(0)}`;
    }
    return '';
  };
  return [
    ['', ...ranked.map((b) => b.name)],
    ...ranked.map((r) => [r.name, ...ranked.map((c) => cell(r.name, c.name))]),
  ];
}

export function matrixTitle(t: TournamentReport): string {
  return t.target === null
    ? 'score difference per deal of the row against the column (± 95 % interval):'
    : 'match win rate of the row against the column (95 % CI):';
}

/** The lines after the tables: the Elo method, speed, failures. */
export function tournamentDetailLines(t: TournamentReport): string[] {
  const lines = [
    `Elo and ranking: fitted to ${t.eloBasis === 'matches' ? 'the matches (each match a duel)' : 'the deals, each won by the bot with the better score difference over its two games'}; ${t.eloMethod}.`,
    `speed: ${String(t.games)} games in ${t.elapsedSeconds.toFixed(2)} s = ${t.gamesPerSecond.toFixed(1)} games/s${t.workers === null ? ' (merged shards)' : ` on ${String(t.workers)} worker${t.workers === 1 ? '' : 's'}`}`,
  ];
  const failures = t.matches.reduce((s, m) => s + m.failures.length, 0);
  if (failures > 0) lines.push(`FAILED: ${String(failures)} game(s) did not finish; see each match's "failures"`);
  const incomplete = t.matches.reduce((s, m) => s + (m.incomplete?.length ?? 0), 0);
  if (incomplete > 0)
    lines.push(
      `INCOMPLETE: ${unitCount(incomplete, t.target)} across the pairings lost a game: every figure above leaves them out; see each match's "incomplete"`,
    );
  return lines;
}

export function tournamentSummary(t: TournamentReport): string {
  return [
    tournamentHeadline(t),
    '',
    table(rankingRows(t), 2),
    '',
    matrixTitle(t),
    table(matrixRows(t)),
    '',
    ...tournamentDetailLines(t),
  ].join('\n');
}
