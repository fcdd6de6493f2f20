// Human-readable summaries (stdout) and the per-game CSV.

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
  const parts = [
    `${String(r.deals)}${r.deals !== r.dealsPlanned ? ` of ${String(r.dealsPlanned)}` : ''} deals`,
    `${String(r.games)} games${r.duplicate ? ' (duplicate: every deal twice, teams swapped)' : ''}`,
    `seed ${String(r.seed)}`,
  ];
  if (r.shard !== null) parts.push(`shard ${r.shard}`);
  return `${a.name} vs ${b.name}: ${parts.join(', ')}${r.interrupted ? ' — INTERRUPTED' : ''}`;
}

/** The per-bot table of the summary, header row first. */
export function botTableRows(r: MatchReport): string[][] {
  return [
    ['bot', 'wins', 'draws', 'losses', 'win rate', '95 % CI', 'mean score', 'birimbas clean/dirty/13', 'decision ms p50/p95'],
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
  lines.push(`score difference (${a.name} − ${b.name}): ${signed(r.scoreDiff.mean)} ± ${r.scoreDiff.stderr.toFixed(1)} (mean ± standard error, per deal)`);
  lines.push(
    `by seats: team A (seats 0, 2) won ${String(r.sides.teamA.wins)}, team B (seats 1, 3) won ${String(r.sides.teamB.wins)}, ${String(r.sides.teamA.draws)} draws`,
  );
  lines.push(
    `endings: ${String(r.endings.closed)} closed (${a.name} ${String(a.closed)}, ${b.name} ${String(b.closed)}), ${String(r.endings.stockExhausted)} stock exhausted; mean ${r.meanTurns.toFixed(1)} turns, ${r.meanMoves.toFixed(1)} moves`,
  );
  lines.push(
    `speed: ${String(r.games)} games in ${r.elapsedSeconds.toFixed(2)} s = ${r.gamesPerSecond.toFixed(1)} games/s${r.workers !== null ? ` on ${String(r.workers)} worker${r.workers === 1 ? '' : 's'}` : ''}`,
  );
  if (r.failures.length > 0) lines.push(`FAILED: ${String(r.failures.length)} failure(s), games that threw or deals lost with a crashed worker; see "failures" (each with its deal seed)`);
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

/** One row per game (failed ones too, with their error), header first. Team A is seats 0 and 2. */
export function matchCsv(r: MatchReport): string {
  const [a, b] = r.bots.map((bot) => bot.name) as [string, string];
  const rows: (string | number | null)[][] = [];
  const team = (t: 0 | 1 | null): string | null => (t === null ? null : t === 0 ? 'A' : 'B');
  for (const g of r.results) {
    const [botA, botB] = g.swapped ? [b, a] : [a, b];
    const winner = g.score[0] > g.score[1] ? 'A' : g.score[0] < g.score[1] ? 'B' : 'draw';
    rows.push([g.deal, g.seed, botA, botB, g.score[0], g.score[1], winner, g.end, team(g.closedBy), g.turns, g.moves, ...g.birimbas[0], ...g.birimbas[1], null]);
  }
  for (const f of r.failures) {
    const [botA, botB] = f.swapped === true ? [b, a] : f.swapped === false ? [a, b] : [null, null];
    rows.push([f.deal, f.seed, botA, botB, null, null, null, null, null, null, null, null, null, null, null, null, null, f.error]);
  }
  rows.sort((x, y) => (x[0] as number) - (y[0] as number));
  return [CSV_HEADER.join(','), ...rows.map((row) => row.map(csvField).join(','))].join('\n') + '\n';
}
