// Human-readable summaries (stdout) and the per-deal CSV (streamed from the spooled records).

import type { Team } from '@birimba/engine';
import { writeWhole } from './disk.js';
import { type GameFailure, byDeal } from './records.js';
import type { RecordSpool } from './result-file.js';
import type { MatchReport } from './results.js';

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
const ms = (x: number): string => (x < 0.1 ? x.toFixed(3) : x < 10 ? x.toFixed(2) : x.toFixed(1));
const signed = (x: number, digits = 1): string => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;

/** Left-aligns the first `left` columns and right-aligns the rest. */
export function table(rows: readonly (readonly string[])[], left = 1): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => {
          const pad = ' '.repeat((widths[i] ?? 0) - [...cell].length);
          return i < left ? cell + pad : pad + cell;
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The first line of the summary: the bots, deals, games, seed, shard. */
export function matchHeadline(r: MatchReport): string {
  const [a, b] = r.bots;
  const planned = r.deals !== r.dealsPlanned ? ` of ${String(r.dealsPlanned)}` : '';
  const parts =
    r.target === null
      ? [
          `${String(r.deals)}${planned} deals`,
          `${String(r.games)} games${r.duplicate ? ' (duplicate: every deal twice, teams swapped)' : ''}`,
        ]
      : [
          `${String(r.deals)}${planned} ${r.duplicate ? 'duplicate matches (each twice, teams swapped)' : 'matches'} to ${String(r.target)}`,
          `${String(r.games)} deals played`,
        ];
  parts.push(`seed ${String(r.seed)}`);
  if (r.shard !== null) parts.push(`shard ${r.shard}`);
  return `${a.name} vs ${b.name}: ${parts.join(', ')}${r.interrupted ? ' — INTERRUPTED' : ''}`;
}

/** The per-bot table of the summary, header row first. */
export function botTableRows(r: MatchReport): string[][] {
  return [
    [
      'bot',
      'wins',
      'draws',
      'losses',
      'win rate',
      '95 % CI',
      'mean score',
      'birimbas clean/dirty/13',
      'decision ms p50/p95',
    ],
    ...r.bots.map((bot) => [
      bot.name,
      String(bot.wins),
      String(bot.draws),
      String(bot.losses),
      pct(bot.winRate),
      `${pct(bot.winRateCI95[0])}–${pct(bot.winRateCI95[1])}`,
      bot.meanScore.toFixed(1),
      `${String(bot.birimbas.clean)}/${String(bot.birimbas.dirty)}/${String(bot.birimbas.thirteen)}`,
      `${ms(bot.decisionMs.p50)} / ${ms(bot.decisionMs.p95)}`,
    ]),
  ];
}

/** The lines after the table: score difference, seats, endings, speed, failures. */
export function matchDetailLines(r: MatchReport): string[] {
  const [a, b] = r.bots;
  const lines: string[] = [];
  if (r.matches !== null) {
    const rate = (bot: MatchReport['bots'][number]): string =>
      `${bot.name} ${String(bot.matchWins)} (${pct(bot.matchWinRate ?? 0)}, 95 % CI ${pct(bot.matchWinRateCI95?.[0] ?? 0)}–${pct(bot.matchWinRateCI95?.[1] ?? 1)})`;
    lines.push(
      `matches won: ${rate(a)}, ${rate(b)}; ${String(r.matches.played)} matches played to ${String(r.target)}, ${r.matches.meanDeals.toFixed(1)} deals per match`,
    );
  }
  lines.push(
    `score difference (${a.name} − ${b.name}): ${signed(r.scoreDiff.mean)} ± ${r.scoreDiff.stderr.toFixed(1)} (mean ± standard error, per deal${r.target === null ? '' : ' played'})`,
  );
  lines.push(
    `by seats: team A (seats 0, 2) won ${String(r.sides.teamA.wins)}, team B (seats 1, 3) won ${String(r.sides.teamB.wins)}, ${String(r.sides.teamA.draws)} draws`,
  );
  lines.push(
    `endings: ${String(r.endings.closed)} closed (${a.name} ${String(a.closed)}, ${b.name} ${String(b.closed)}), ${String(r.endings.stockExhausted)} stock exhausted; mean ${r.meanTurns.toFixed(1)} turns, ${r.meanMoves.toFixed(1)} moves`,
  );
  lines.push(
    `speed: ${String(r.games)} games in ${r.elapsedSeconds.toFixed(2)} s = ${r.gamesPerSecond.toFixed(1)} games/s${r.workers !== null ? ` on ${String(r.workers)} worker${r.workers === 1 ? '' : 's'}` : ''}`,
  );
  if (r.failures.length > 0)
    lines.push(
      `FAILED: ${String(r.failures.length)} failure(s), games that threw or deals lost with a crashed worker; see "failures" (each with its deal seed)`,
    );
  return lines;
}

export function matchSummary(r: MatchReport): string {
  return [matchHeadline(r), '', table(botTableRows(r)), '', ...matchDetailLines(r)].join('\n');
}

export function csvField(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const CSV_HEADER = [
  'deal',
  'seed',
  'teamA_bot',
  'teamB_bot',
  'teamA_score',
  'teamB_score',
  'winner',
  'end',
  'closed_by',
  'turns',
  'moves',
  'teamA_birimbas_clean',
  'teamA_birimbas_dirty',
  'teamA_birimbas_13',
  'teamB_birimbas_clean',
  'teamB_birimbas_dirty',
  'teamB_birimbas_13',
  'error',
] as const;

const MATCH_COLUMNS = ['round', 'teamA_match_total', 'teamB_match_total'] as const;

/** The CSV header of a match (under a target, three more columns). */
export function csvHeader(r: MatchReport): string[] {
  return r.target === null ? [...CSV_HEADER] : [...CSV_HEADER, ...MATCH_COLUMNS];
}

/** Rows of one match in deal order — the spooled records, and failed games with their error — each passed to `write`. */
export function matchCsvRows(r: MatchReport, spool: RecordSpool, write: (row: string) => void): void {
  const [a, b] = r.bots.map((bot) => bot.name) as [string, string];
  const team = (t: Team | null): string | null => (t === null ? null : (['A', 'B', 'C'][t] ?? null));
  const extra = r.target === null ? 0 : MATCH_COLUMNS.length;
  const row = (cells: (string | number | null)[]): void => write(cells.map(csvField).join(','));
  const failures = [...r.failures].sort(byDeal);
  let f = 0;
  const failureRow = (x: GameFailure): void => {
    const [botA, botB] = x.swapped === true ? [b, a] : x.swapped === false ? [a, b] : [null, null];
    row([
      x.deal,
      x.seed,
      botA,
      botB,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      x.error,
      ...new Array<null>(extra).fill(null),
    ]);
  };
  for (const g of spool.records()) {
    while (f < failures.length && byDeal(failures[f] as GameFailure, g) < 0) failureRow(failures[f++] as GameFailure);
    const [botA, botB] = g.swapped ? [b, a] : [a, b];
    const winner = g.score[0] > g.score[1] ? 'A' : g.score[0] < g.score[1] ? 'B' : 'draw';
    const match = r.target === null ? [] : [g.round ?? null, g.totals?.[0] ?? null, g.totals?.[1] ?? null];
    row([
      g.deal,
      g.seed,
      botA,
      botB,
      g.score[0],
      g.score[1],
      winner,
      g.end,
      team(g.closedBy),
      g.turns,
      g.moves,
      ...g.birimbas[0],
      ...g.birimbas[1],
      null,
      ...match,
    ]);
  }
  while (f < failures.length) failureRow(failures[f++] as GameFailure);
}

/** Writes a CSV: a header, then each part's rows (written to FILE.part and renamed, so a file at FILE is whole). */
export function writeCsv(
  path: string,
  header: readonly string[],
  parts: readonly ((write: (row: string) => void) => void)[],
): void {
  writeWhole(path, '--csv', (write) => {
    write(`${header.join(',')}\n`);
    for (const rows of parts) rows((line) => write(`${line}\n`));
  });
}
