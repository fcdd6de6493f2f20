// Human-readable summaries (stdout) and the per-deal CSV (streamed from the spooled records).

import { type Players, type Team, teamCount } from '@birimba/engine';
import { soleLeader } from '@birimba/engine';
import { TEAM_LETTERS, seatingIndex, seatingText, seatings, teamSeatsText } from './seating.js';
import { writeWhole } from './disk.js';
import { type GameFailure, byDeal } from './records.js';
import type { RecordSpool } from './result-file.js';
import type { MatchReport, ScoreDiff } from './results.js';

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

/** The form in words: `six players (three teams)`. */
export function formName(players: Players): string {
  return { 2: 'two players (head to head)', 4: 'four players (two teams)', 6: 'six players (three teams)' }[players];
}

/** `, six players (three teams)`: the form in a headline, nothing for the common four. */
export const formText = (players: Players): string => (players === 4 ? '' : `, ${formName(players)}`);

/** How often a duplicate unit is played, and how: `twice`, `teams swapped` (three times with six players). */
export function duplicateText(players: Players): { times: string; how: string } {
  return teamCount(players) === 2
    ? { times: 'twice', how: 'teams swapped' }
    : { times: 'three times', how: 'the first bot at each team in turn' };
}

/** The first line of the summary: the bots, deals, games, seed, shard. */
export function matchHeadline(r: MatchReport): string {
  const planned = r.deals !== r.dealsPlanned ? ` of ${String(r.dealsPlanned)}` : '';
  const { times, how } = duplicateText(r.rules.players);
  const again = `${times}, ${how}`;
  const parts =
    r.target === null
      ? [
          `${String(r.deals)}${planned} deals`,
          `${String(r.games)} games${r.duplicate ? ` (duplicate: every deal ${again})` : ''}`,
        ]
      : [
          `${String(r.deals)}${planned} ${r.duplicate ? `duplicate matches (each ${again})` : 'matches'} to ${String(r.target)}`,
          `${String(r.games)} deals played`,
        ];
  parts.push(`seed ${String(r.seed)}`);
  if (r.shard !== null) parts.push(`shard ${r.shard}`);
  return `${r.bots.map((bot) => bot.name).join(' vs ')}${formText(r.rules.players)}: ${parts.join(', ')}${r.interrupted ? ' — INTERRUPTED' : ''}`;
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
  const players = r.rules.players;
  if (r.matches !== null) {
    const rate = (bot: MatchReport['bots'][number]): string =>
      `${bot.name} ${String(bot.matchWins)} (${pct(bot.matchWinRate ?? 0)}, 95 % CI ${pct(bot.matchWinRateCI95?.[0] ?? 0)}–${pct(bot.matchWinRateCI95?.[1] ?? 1)})`;
    lines.push(
      `matches won: ${r.bots.map(rate).join(', ')}; ${String(r.matches.played)} matches played to ${String(r.target)}, ${r.matches.meanDeals.toFixed(1)} deals per match`,
    );
  }
  const perDeal = `per deal${r.target === null ? '' : ' played'}`;
  // The four-player line is kept as it always was; the other forms name the 95 % interval too (`ci95`).
  const interval = ({ ci95 }: ScoreDiff): string =>
    ci95 === undefined ? '' : `95 % interval ${signed(ci95[0])} to ${signed(ci95[1])}`;
  const meanSe = ({ mean, stderr }: { mean: number; stderr: number }): string =>
    `${signed(mean)} ± ${stderr.toFixed(1)}`;
  if (r.bots.length === 3) {
    const each = r.bots.map((bot) => {
      const d = bot.scoreDiff ?? { mean: 0, stderr: 0 };
      return `${bot.name} ${meanSe(d)} (${interval(d)})`;
    });
    lines.push(
      `score difference (each bot's team − the mean of the two others; mean ± standard error, ${perDeal}): ${each.join(', ')}`,
    );
  } else {
    const averaged = teamCount(players) === 3 ? ", the mean of each bot's teams" : '';
    const range = interval(r.scoreDiff);
    lines.push(
      `score difference (${a.name} − ${b.name}${averaged}): ${meanSe(r.scoreDiff)} (mean ± standard error, ${perDeal}${range === '' ? '' : `; ${range}`})`,
    );
  }
  const sides = [r.sides.teamA, r.sides.teamB, ...(r.sides.teamC === undefined ? [] : [r.sides.teamC])];
  const won = sides.map(
    (s, t) => `team ${TEAM_LETTERS[t] ?? '?'} (${teamSeatsText(t as Team, players)}) won ${String(s.wins)}`,
  );
  lines.push(`by seats: ${won.join(', ')}, ${String(r.sides.teamA.draws)} draws`);
  lines.push(
    `endings: ${String(r.endings.closed)} closed (${r.bots.map((bot) => `${bot.name} ${String(bot.closed)}`).join(', ')}), ${String(r.endings.stockExhausted)} stock exhausted; mean ${r.meanTurns.toFixed(1)} turns, ${r.meanMoves.toFixed(1)} moves`,
  );
  lines.push(
    `speed: ${String(r.games)} games in ${r.elapsedSeconds.toFixed(2)} s = ${r.gamesPerSecond.toFixed(1)} games/s${r.workers !== null ? ` on ${String(r.workers)} worker${r.workers === 1 ? '' : 's'}` : ''}`,
  );
  if (r.failures.length > 0)
    lines.push(
      `FAILED: ${String(r.failures.length)} failure(s), games that threw or deals lost with a crashed worker; see "failures" (each with its deal seed)`,
    );
  lines.push(...incompleteLines(r));
  return lines;
}

/** Incomplete units named one by one in the summary; the others are counted (all are in the results). */
const INCOMPLETE_SHOWN = 5;

/** `2 deals`, `1 match`, `3 complete deals`: a count of units (matches under a target). */
export const unitCount = (n: number, target: number | null, adjective = ''): string =>
  `${String(n)} ${adjective === '' ? '' : `${adjective} `}${target === null ? 'deal' : 'match'}${n === 1 ? '' : target === null ? 's' : 'es'}`;

/**
 * What the figures leave out, and why: the units with a game that did not finish, each with its failed games
 * (`deal 3 (teams swapped): bot x at seat 1: no decision within 250 ms`); nothing when every unit is complete.
 */
export function incompleteLines(r: MatchReport): string[] {
  const lost = r.incomplete ?? [];
  if (lost.length === 0) return [];
  const recorded = lost.reduce((s, u) => s + u.recorded, 0);
  const kept =
    recorded === 0
      ? 'none of their games finished'
      : `${recorded === 1 ? 'the 1 game of theirs that finished is' : `the ${String(recorded)} games of theirs that finished are`} in the records`;
  const lines = [
    `INCOMPLETE: ${String(lost.length)} of ${unitCount(r.deals, r.target)} lost a game: every figure above counts only the ${unitCount(r.deals - lost.length, r.target, 'complete')}; ${kept}`,
  ];
  const unit = r.target === null ? 'deal' : 'match';
  for (const u of lost.slice(0, INCOMPLETE_SHOWN)) {
    for (const f of u.failed) {
      const text = f.swapped === undefined ? 'lost with its worker' : seatingText(r.rules.players, seatingIndex(f));
      lines.push(`  ${unit} ${String(u.deal)}${text === '' ? '' : ` (${text})`}: ${f.error}`);
    }
  }
  if (lost.length > INCOMPLETE_SHOWN)
    lines.push(`  and ${unitCount(lost.length - INCOMPLETE_SHOWN, r.target)} more: see "incomplete" in the results`);
  return lines;
}

export function matchSummary(r: MatchReport): string {
  return [matchHeadline(r), '', table(botTableRows(r)), '', ...matchDetailLines(r)].join('\n');
}

export function csvField(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The team letters of a match's form: A, B (and C with six players). */
const lettersOf = (r: MatchReport): readonly string[] => TEAM_LETTERS.slice(0, teamCount(r.rules.players));

/** The CSV header of a match: per-team columns for each of its teams (under a target, the round and totals too). */
export function csvHeader(r: MatchReport): string[] {
  const teams = lettersOf(r);
  const each = (suffix: string): string[] => teams.map((t) => `team${t}_${suffix}`);
  const birimbas = teams.flatMap((t) => ['clean', 'dirty', '13'].map((k) => `team${t}_birimbas_${k}`));
  const header = ['deal', 'seed', ...each('bot'), ...each('score'), 'winner', 'end', 'closed_by', 'turns', 'moves'];
  header.push(...birimbas, 'error');
  return r.target === null ? header : [...header, 'round', ...each('match_total')];
}

/** Rows of one match in deal order — the spooled records, and failed games with their error — each passed to `write`. */
export function matchCsvRows(r: MatchReport, spool: RecordSpool, write: (row: string) => void): void {
  const names = r.bots.map((bot) => bot.name);
  const teams = lettersOf(r).length;
  const seatingsOfMatch = seatings(r.rules.players, names.length, true);
  const botsOf = (g: { swapped?: boolean; seating?: number }): (string | null)[] =>
    (seatingsOfMatch[seatingIndex(g)] ?? []).map((bot) => names[bot] ?? null);
  const team = (t: Team | null): string | null => (t === null ? null : (TEAM_LETTERS[t] ?? null));
  const row = (cells: (string | number | null)[]): void => write(cells.map(csvField).join(','));
  const blank = (n: number): null[] => new Array<null>(n).fill(null);
  const failures = [...r.failures].sort(byDeal);
  let f = 0;
  const failureRow = (x: GameFailure): void => {
    const bots = x.swapped === undefined ? blank(teams) : botsOf(x);
    // Scores, winner, end, closed_by, turns, moves and birimbas are blank; the error; the match columns blank.
    row([
      x.deal,
      x.seed,
      ...bots,
      ...blank(teams + 5 + 3 * teams),
      x.error,
      ...blank(r.target === null ? 0 : 1 + teams),
    ]);
  };
  for (const g of spool.records()) {
    while (f < failures.length && byDeal(failures[f] as GameFailure, g) < 0) failureRow(failures[f++] as GameFailure);
    const winner = soleLeader(g.score);
    const match = r.target === null ? [] : [g.round ?? null, ...(g.totals ?? blank(teams))];
    row([
      g.deal,
      g.seed,
      ...botsOf(g),
      ...g.score,
      winner === null ? 'draw' : team(winner),
      g.end,
      team(g.closedBy),
      g.turns,
      g.moves,
      ...g.birimbas.flat(),
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
