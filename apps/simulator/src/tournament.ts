// A round robin of duplicate matches: every pair of bots plays the same deals; win rates with Wilson intervals
// per bot and per pairing, and Elo ratings fitted to all pairwise results.

import type { RuleSet } from '@birimba/engine';
import { type MatchData, type MatchReport, matchReport } from './results.js';
import { CSV_HEADER, csvField, matchCsv, table } from './report.js';
import { type PairResult, fitElo, wilson95 } from './stats.js';

export const TOURNAMENT_FORMAT = 'birimba-sim-tournament';
export const TOURNAMENT_VERSION = 1;

export const ELO_METHOD =
  'Bradley–Terry maximum likelihood over all pairwise games (a draw is half a win to each; one virtual draw added per pairing so a perfect record stays finite), fitted by the MM iteration, 400-point logistic scale, anchored at a mean of 1500';

export interface TournamentBot {
  readonly name: string;
  readonly kind: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly winRate: number;
  readonly winRateCI95: [number, number];
  readonly elo: number;
}

export interface TournamentReport {
  readonly format: typeof TOURNAMENT_FORMAT;
  readonly version: typeof TOURNAMENT_VERSION;
  readonly seed: number;
  /** Deals per pairing, each played twice (teams swapped). */
  readonly deals: number;
  readonly games: number;
  readonly rules: RuleSet;
  /** `"i/n"` for one shard, `"1,3/4"` for several merged, null for the whole tournament (every pairing alike). */
  readonly shard: string | null;
  readonly interrupted: boolean;
  /** In the order given on the command line. */
  readonly bots: readonly TournamentBot[];
  readonly eloMethod: string;
  /** Every pairing's full match result (the first bot is the one given first). */
  readonly matches: readonly MatchReport[];
  readonly gamesPerSecond: number;
  readonly elapsedSeconds: number;
  /** Null for merged shards. */
  readonly workers: number | null;
}

export function tournamentReport(names: readonly string[], data: readonly MatchData[], elapsedSeconds: number, workers: number | null): TournamentReport {
  const matches = data.map(matchReport);
  const index = new Map(names.map((n, i) => [n, i]));
  const pairs: PairResult[] = matches.map((m) => ({
    a: index.get(m.bots[0].name) as number,
    b: index.get(m.bots[1].name) as number,
    scoreA: m.bots[0].wins + m.bots[0].draws / 2,
    games: m.games,
  }));
  const elo = fitElo(names.length, pairs);
  const bots = names.map((name, i): TournamentBot => {
    let games = 0;
    let wins = 0;
    let draws = 0;
    let spec: MatchReport['bots'][number] | undefined;
    for (const m of matches) {
      for (const b of m.bots) {
        if (b.name !== name) continue;
        spec = b;
        games += b.games;
        wins += b.wins;
        draws += b.draws;
      }
    }
    return {
      name,
      kind: spec?.kind ?? name,
      options: spec?.options ?? {},
      games,
      wins,
      draws,
      losses: games - wins - draws,
      winRate: games === 0 ? 0 : (wins + draws / 2) / games,
      winRateCI95: wilson95(wins + draws / 2, games),
      elo: elo[i] as number,
    };
  });
  const games = matches.reduce((s, m) => s + m.games, 0);
  const [first] = data;
  return {
    format: TOURNAMENT_FORMAT,
    version: TOURNAMENT_VERSION,
    seed: first?.config.seed ?? 0,
    deals: first?.config.dealsPlanned ?? 0,
    games,
    rules: first?.config.rules as RuleSet,
    shard: matches[0]?.shard ?? null,
    interrupted: data.some((d) => d.interrupted),
    bots,
    eloMethod: ELO_METHOD,
    matches,
    gamesPerSecond: elapsedSeconds > 0 ? games / elapsedSeconds : 0,
    elapsedSeconds,
    workers,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

export function tournamentHeadline(t: TournamentReport): string {
  return `tournament: ${String(t.bots.length)} bots, round robin of ${String(t.deals)} duplicate deals per pairing, seed ${String(t.seed)}${t.shard === null ? '' : `, shard ${t.shard}`}${t.interrupted ? ' — INTERRUPTED' : ''}`;
}

const ranking = (t: TournamentReport): TournamentBot[] => [...t.bots].sort((x, y) => y.elo - x.elo);

/** The ranked table, header row first; the first two columns are text. */
export function rankingRows(t: TournamentReport): string[][] {
  return [
    ['rank', 'bot', 'games', 'wins', 'draws', 'losses', 'win rate', '95 % CI', 'Elo'],
    ...ranking(t).map((b, i) => [
      String(i + 1),
      b.name,
      String(b.games),
      String(b.wins),
      String(b.draws),
      String(b.losses),
      pct(b.winRate),
      `${pct(b.winRateCI95[0])}–${pct(b.winRateCI95[1])}`,
      b.elo.toFixed(0),
    ]),
  ];
}

/** The win rate of the row bot against the column bot (95 % CI), header row first. */
export function matrixRows(t: TournamentReport): string[][] {
  const ranked = ranking(t);
  const cell = (row: string, col: string): string => {
    if (row === col) return '—';
    for (const m of t.matches) {
      const [a, b] = m.bots;
      const mine = a.name === row && b.name === col ? a : b.name === row && a.name === col ? b : null;
      if (mine !== null) return `${pct(mine.winRate)} (${(100 * mine.winRateCI95[0]).toFixed(0)}–${(100 * mine.winRateCI95[1]).toFixed(0)})`;
    }
    return '';
  };
  return [['', ...ranked.map((b) => b.name)], ...ranked.map((r) => [r.name, ...ranked.map((c) => cell(r.name, c.name))])];
}

/** The lines after the tables: the Elo method, speed, failures. */
export function tournamentDetailLines(t: TournamentReport): string[] {
  const lines = [
    `Elo: ${t.eloMethod}.`,
    `speed: ${String(t.games)} games in ${t.elapsedSeconds.toFixed(2)} s = ${t.gamesPerSecond.toFixed(1)} games/s${t.workers === null ? ' (merged shards)' : ` on ${String(t.workers)} worker${t.workers === 1 ? '' : 's'}`}`,
  ];
  const failures = t.matches.reduce((s, m) => s + m.failures.length, 0);
  if (failures > 0) lines.push(`FAILED: ${String(failures)} game(s) did not finish; see each match's "failures"`);
  return lines;
}

export function tournamentSummary(t: TournamentReport): string {
  return [
    tournamentHeadline(t),
    '',
    table(rankingRows(t), 2),
    '',
    'win rate of the row against the column (95 % CI):',
    table(matrixRows(t)),
    '',
    ...tournamentDetailLines(t),
  ].join('\n');
}

/** One CSV row per game of every pairing: the pairing's two bots, then the match CSV's columns. */
export function tournamentCsv(t: TournamentReport): string {
  const lines = [['pairing_bot1', 'pairing_bot2', ...CSV_HEADER].join(',')];
  for (const m of t.matches) {
    const prefix = `${csvField(m.bots[0].name)},${csvField(m.bots[1].name)},`;
    const rows = matchCsv(m).split('\n').slice(1).filter((line) => line !== '');
    lines.push(...rows.map((row) => prefix + row));
  }
  return `${lines.join('\n')}\n`;
}
