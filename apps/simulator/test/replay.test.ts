import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expectRefused, readJson, sim, tempDir } from './helpers/cli.js';

/** @birimba/game-log's fixtures: logs of versions 1 and 2 as their writers wrote them. */
const FIXTURES = join(
  dirname(createRequire(import.meta.url).resolve('@birimba/game-log/package.json')),
  'test',
  'fixtures',
);

/** A duplicate match of two deals with a log per game, played once for the tests that read its logs. */
let logged: Promise<{ dir: string; logs: string[] }> | null = null;
function loggedGames(): Promise<{ dir: string; logs: string[] }> {
  logged ??= playLoggedGames();
  return logged;
}

async function playLoggedGames(): Promise<{ dir: string; logs: string[] }> {
  const dir = tempDir();
  const run = await sim(
    'match',
    'greedy',
    'random',
    '--deals',
    '2',
    '--seed',
    '5',
    '--duplicate',
    '--log-dir',
    join(dir, 'logs'),
    '--json',
    join(dir, 'r.json'),
  );
  expect(run.code).toBe(0);
  return {
    dir,
    logs: readdirSync(join(dir, 'logs'))
      .sort()
      .map((f) => join(dir, 'logs', f)),
  };
}

describe('birimba-sim replay', () => {
  it('writes one replayable log per game, which replays to the logged end', async () => {
    const { dir, logs } = await loggedGames();
    expect(logs.map((l) => l.replace(/.*\//, ''))).toEqual([
      'deal-000000-seed-5-swapped.json',
      'deal-000000-seed-5.json',
      'deal-000001-seed-6-swapped.json',
      'deal-000001-seed-6.json',
    ]);
    const log = readJson<{
      version: number;
      source: string;
      seed: number;
      rules: unknown;
      bots: { name: string }[];
      deals: { moves: unknown[]; final: { scores: { teams: { total: number }[] } } }[];
    }>(logs[1]!);
    expect([log.version, log.source]).toEqual([3, 'simulator']);
    expect(log.seed).toBe(5);
    expect(log.bots.map((b) => b.name)).toEqual(['greedy', 'random', 'greedy', 'random']);
    expect(log.deals).toHaveLength(1);
    const deal = log.deals[0]!;
    const result = readJson<{ results: { score: number[] }[] }>(join(dir, 'r.json'));
    expect(deal.final.scores.teams.map((t) => t.total)).toEqual(result.results[0]?.score);

    const replay = await sim('replay', logs[1]!);
    expect(replay.code).toBe(0);
    expect(replay.stderr).toBe('');
    const lines = replay.stdout.trim().split('\n');
    expect(lines[0]).toBe('deal 0, seed 5; rules.md defaults');
    expect(lines).toContain('turn 1');
    expect(lines.filter((l) => /^ {2}Seat \d (draws|takes the pile|melds|lays off|discards)/.test(l))).toHaveLength(
      deal.moves.length,
    );
    expect(lines.at(-2)).toMatch(
      /^verified: the replay ends exactly as logged: every move legal, the final scores and state/,
    );
    expect(lines.at(-1)).toMatch(/^not checked: who played/);
  });

  it('with --seat shows only what that seat saw: other seats draw "from the stock"', async () => {
    const { logs } = await loggedGames();
    const all = (await sim('replay', logs[3]!)).stdout;
    const seat2 = await sim('replay', logs[3]!, '--seat', '2');
    expect(seat2.code).toBe(0);
    const draws = (text: string, seat: number): string[] =>
      text.split('\n').filter((l) => l.startsWith(`  Seat ${String(seat)} draws`));
    for (const seat of [0, 1, 3]) {
      expect(draws(all, seat).some((l) => !l.includes('from the stock'))).toBe(true);
      expect(draws(seat2.stdout, seat).every((l) => /draws from the stock/.test(l))).toBe(true);
    }
    expect(draws(seat2.stdout, 2).every((l) => !l.includes('from the stock'))).toBe(true);
    expect(seat2.stdout).toMatch(/ {2}Seat 0: 11 cards\n/);
    expect(seat2.stdout).not.toMatch(/ {2}Seat 2: 11 cards\n/);
  });

  it('exits 1 with a clear message when the log does not reproduce its game: a score, a move, the final state', async () => {
    const { dir, logs } = await loggedGames();
    const log = JSON.parse(readFileSync(logs[1]!, 'utf8')) as {
      deals: { final: { scores: { teams: { total: number }[] } } }[];
    };
    (log.deals[0]!.final.scores.teams[0] as { total: number }).total += 10;
    writeFileSync(join(dir, 'score.json'), JSON.stringify(log));
    const wrongScore = await sim('replay', join(dir, 'score.json'));
    expect(wrongScore.code).toBe(1);
    expect(wrongScore.stderr).toMatch(
      /^birimba-sim: .*score\.json: the replay does not reproduce the logged game: it ends -?\d+ to -?\d+, the log says -?\d+ to -?\d+\n$/,
    );

    const moves = JSON.parse(readFileSync(logs[1]!, 'utf8')) as { deals: { moves: unknown[] }[] };
    moves.deals[0]!.moves.splice(3, 1);
    writeFileSync(join(dir, 'moves.json'), JSON.stringify(moves));
    const wrongMove = await sim('replay', join(dir, 'moves.json'));
    expect(wrongMove.code).toBe(1);
    expect(wrongMove.stderr).toMatch(
      /^birimba-sim: .*moves\.json: move \d+ of the log .* is refused by the engine: .*\n$/,
    );

    const state = JSON.parse(readFileSync(logs[1]!, 'utf8')) as { deals: { final: { stateSha256: string } }[] };
    state.deals[0]!.final.stateSha256 = 'f'.repeat(64);
    writeFileSync(join(dir, 'state.json'), JSON.stringify(state));
    const wrongState = await sim('replay', join(dir, 'state.json'));
    expect(wrongState.code).toBe(1);
    expect(wrongState.stderr).toMatch(
      /^birimba-sim: .*state\.json: the replay does not reproduce the logged game: same scores but a different final state \(sha256 [0-9a-f]{12}…, logged ffffffffffff…\)\n$/,
    );
  });
});

describe('birimba-sim replay of logs of other writers and versions', () => {
  it.each([
    ['v1-table-string-seed.json', /^deal 1, seed "[0-9a-f]{32}"; rules\.md defaults$/, 'normal and hard', 'easy'],
    ['v1-table-human.json', /^deal 1, seed 7; rules\.md defaults$/, 'human and normal', 'normal'],
    ['v1-simulator-deal.json', /^deal 0, seed 8; rules\.md defaults$/, 'greedy', 'classic'],
    ['v2-simulator-deal.json', /^deal 0, seed 8; rules\.md defaults$/, 'greedy', 'classic'],
  ])('replays %s to its logged end', async (file, header, teamA, teamB) => {
    const run = await sim('replay', join(FIXTURES, file));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(header);
    expect(lines[1]).toBe(`team A (seats 0, 2): ${teamA}; team B (seats 1, 3): ${teamB}`);
    expect(lines.at(-2)).toMatch(
      /^verified: the replay ends exactly as logged: every move legal, the final scores and state/,
    );
    expect(lines.at(-1)).toMatch(/^not checked: who played/);
  });

  it('replays every deal of a match logged by version 2', async () => {
    const run = await sim('replay', join(FIXTURES, 'v2-simulator-match.json'));
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines.filter((l) => /^deal \d+ of the match$/.test(l))).toEqual([
      'deal 1 of the match',
      'deal 2 of the match',
    ]);
    expect(lines.filter((l) => l.startsWith('verified: '))).toHaveLength(2);
  });

  it('shows the notes of a log under the moves they are about, and refuses a note on another seat’s move', async () => {
    const dir = tempDir();
    expect((await sim('match', 'greedy', 'random', '--deals', '1', '--seed', '4', '--log-dir', dir)).code).toBe(0);
    const log = readJson<{ deals: { moves: { type: string }[]; notes?: unknown[] }[] }>(
      join(dir, 'deal-000000-seed-4.json'),
    );
    // Seat 0 plays first; the move after its discard is seat 1's first.
    const seat1 = log.deals[0]!.moves.findIndex((m) => m.type === 'discard') + 1;
    log.deals[0]!.notes = [
      { move: 0, seat: 0, note: 'timeout' },
      { move: seat1, seat: 1, note: 'stand-in' },
    ];
    writeFileSync(join(dir, 'notes.json'), JSON.stringify(log));
    const run = await sim('replay', join(dir, 'notes.json'));
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    const notes = lines.flatMap((l, i) => (l.startsWith('    note: ') ? [[lines[i - 1], l]] : []));
    expect(notes).toEqual([
      [
        expect.stringMatching(/^ {2}Seat 0 draws/),
        '    note: the server played this move for seat 0, whose time ran out',
      ],
      [
        expect.stringMatching(/^ {2}Seat 1 (draws|takes the pile)/),
        '    note: a bot played this move for seat 1, whose player had left',
      ],
    ]);

    log.deals[0]!.notes = [{ move: 0, seat: 3, note: 'timeout' }];
    writeFileSync(join(dir, 'wrong-note.json'), JSON.stringify(log));
    const wrong = await sim('replay', join(dir, 'wrong-note.json'));
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/wrong-note\.json: a note says seat 3 made move 1 \(timeout\), but seat 0 did\n$/);
  });
});

describe('replay of a file that is not a game log', () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'broken.json'), '{"format": ');
  writeFileSync(join(dir, 'other.json'), '{"format": "something-else"}');
  writeFileSync(join(dir, 'newer.json'), '{"format": "birimba-sim-game", "version": 7}');

  it.each([
    ['a missing game log', join(dir, 'none.json'), /cannot read game log ".*none\.json" \(ENOENT\)/],
    ['a game log that is not JSON', join(dir, 'broken.json'), /broken\.json is not valid JSON/],
    [
      'a file that is no game log',
      join(dir, 'other.json'),
      /is not a birimba-sim game log: format is "something-else"/,
    ],
    [
      'a game log of a version it does not know',
      join(dir, 'newer.json'),
      /newer\.json is not a birimba-sim game log: version 7 is not one this reader knows \(1, 2, 3\)/,
    ],
  ])('refuses %s with exit 2 and one line on stderr', async (_, file, message) => {
    expectRefused(await sim('replay', file), message);
  });
});

describe('replay of a damaged log', () => {
  /** The log of one game, played once for all the damages; each test gets a copy of its own to damage. */
  let text: Promise<string> | null = null;
  async function log(): Promise<Record<string, unknown>> {
    text ??= (async () => {
      const d = tempDir();
      const run = await sim('match', 'greedy', 'random', '--deals', '1', '--seed', '8', '--log-dir', d);
      expect(run.code).toBe(0);
      return readFileSync(join(d, 'deal-000000-seed-8.json'), 'utf8');
    })();
    return JSON.parse(await text) as Record<string, unknown>;
  }
  const damaged: [string, (l: Record<string, unknown> & { deals: { moves: unknown[] }[] }) => void, RegExp][] = [
    [
      'a move of an unknown type',
      (l) => (l.deals[0]!.moves[2] = { type: 'cheat' }),
      /"deals\.0\.moves\.2\.type": expected \("draw" \| "takePile" \| "meld" \| "layOff" \| "discard"\), got "cheat"/,
    ],
    [
      'a move with cards that are no cards',
      (l) => (l.deals[0]!.moves[1] = { type: 'meld', cards: 'AS 2S 3S' }),
      /"deals\.0\.moves\.1\.cards": expected Array, got "AS 2S 3S"/,
    ],
    [
      'a card beyond the deck',
      (l) => (l.deals[0]!.moves[1] = { type: 'discard', card: 500 }),
      /"deals\.0\.moves\.1\.card": expected <=161, got 500/,
    ],
    ['a move that is null', (l) => (l.deals[0]!.moves[0] = null), /"deals\.0\.moves\.0": expected Object, got null/],
    ['no deals', (l) => delete (l as Record<string, unknown>).deals, /"deals" is missing/],
    ['no seed', (l) => delete (l as Record<string, unknown>).seed, /"seed" is missing/],
    ['a field it does not have', (l) => ((l as Record<string, unknown>).cheat = true), /"cheat" is not a field it has/],
    ['a bot missing', (l) => (l.bots as unknown[]).pop(), /"bots": one entry a seat of 2, 4 or 6 players, got 3/],
    [
      'a final without its state digest',
      (l) => delete (l.deals[0] as unknown as { final: Record<string, unknown> }).final.stateSha256,
      /"deals\.0\.final\.stateSha256" is missing/,
    ],
  ];
  it.each(damaged)('%s: one line, exit 2, no stack trace', async (_, damage, message) => {
    const l = (await log()) as Record<string, unknown> & { deals: { moves: unknown[] }[] };
    damage(l);
    const file = join(tempDir(), 'damaged.json');
    writeFileSync(file, JSON.stringify(l));
    const run = await sim('replay', file);
    expectRefused(run, /damaged\.json is not a birimba-sim game log: /);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/internal error|\bat .*\.js:\d+/);
  });
});
