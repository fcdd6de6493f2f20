// Replay: a log dealt from its seed with its rules, every move through the engine's machine, deal after deal of a
// match, each end checked — and every way a log can differ from its game named by its deal and move.
import { describe, expect, it } from 'vitest';
import { type GameState, type Move, type Seat, isMatchOver } from '@birimba/engine';
import {
  type GameLog,
  type ReplayEvent,
  ReplayError,
  parseGameLog,
  replayGameLog,
  serializeGameLog,
} from '../src/index.js';
import { copy, playedLog } from './helpers/games.js';

/** The events of a replay, in order, by kind and deal. */
function events(log: GameLog): string[] {
  const seen: ReplayEvent[] = [];
  replayGameLog(log, (e) => seen.push(e));
  return seen.map((e) => `${e.kind} ${String(e.deal)}`);
}

describe('replayGameLog', () => {
  it.each([
    ['a numeric seed', 31],
    ['a negative numeric seed', -5],
    ['the table’s kind of string seed', '5e1f0a9c33b2d4e6f708192a3b4c5d6e'],
    ['a string of digits, which deals otherwise than the number', '31'],
  ])('replays a game with %s from its file to the same final state', (_, seed) => {
    const { log, ends } = playedLog(seed);
    const read = parseGameLog(serializeGameLog(log));
    const replayed = replayGameLog(read);
    expect(replayed.map((s) => JSON.stringify(s))).toEqual(ends.map((s) => JSON.stringify(s)));
  });

  it('deals a string seed and the number it spells differently', () => {
    expect(playedLog('31').log.deals[0]?.moves).not.toEqual(playedLog(31).log.deals[0]?.moves);
  });

  it('tells its progress: the deal dealt, each move, the end, the end verified', () => {
    const { log } = playedLog(12);
    const seen: ReplayEvent[] = [];
    replayGameLog(log, (e) => seen.push(e));
    const moves = log.deals[0]!.moves;
    expect(seen.map((e) => e.kind)).toEqual(['dealt', ...moves.map(() => 'move'), 'over', 'verified']);
    const steps = seen.filter((e) => e.kind === 'move');
    expect(steps.map((e) => e.move)).toEqual(moves);
    expect(steps.map((e) => e.index)).toEqual(moves.map((_, i) => i));
    // Each move goes from the state after the one before.
    steps.slice(1).forEach((e, i) => expect(e.before).toBe(steps[i]!.after));
    const verified = seen.at(-1) as Extract<ReplayEvent, { kind: 'verified' }>;
    expect(verified.stateSha256).toBe(log.deals[0]!.final.stateSha256);
  });

  it('replays every deal of a match, each from the end of the one before', () => {
    const { log, ends } = playedLog(7, { matchTarget: 1500 });
    expect(log.deals.length).toBeGreaterThan(1);
    expect(isMatchOver(ends.at(-1)!)).toBe(true);
    const kinds = events(log).filter((e) => e.startsWith('dealt') || e.startsWith('verified'));
    expect(kinds).toEqual(log.deals.flatMap((_, d) => [`dealt ${String(d)}`, `verified ${String(d)}`]));
    const dealt: GameState[] = [];
    replayGameLog(log, (e) => void (e.kind === 'dealt' && dealt.push(e.state)));
    expect(dealt.map((s) => s.match.deal)).toEqual(log.deals.map((_, d) => d + 1));
  });

  it('shows the notes on a move with that move', () => {
    const { log } = playedLog(3);
    const moves = log.deals[0]!.moves;
    const noted = copy(log) as { deals: { notes?: unknown[] }[] } & GameLog;
    const turns: Seat[] = [];
    replayGameLog(log, (e) => void (e.kind === 'move' && turns.push(e.before.turn)));
    noted.deals[0]!.notes = [
      { move: 0, seat: turns[0]!, note: 'timeout' },
      { move: moves.length - 1, seat: turns.at(-1)!, note: 'stand-in' },
    ];
    const seen: ReplayEvent[] = [];
    replayGameLog(parseGameLog(JSON.stringify(noted)), (e) => seen.push(e));
    const withNotes = seen.filter((e) => e.kind === 'move' && e.notes.length > 0);
    expect(withNotes.map((e) => (e.kind === 'move' ? [e.index, e.notes.map((n) => n.note)] : null))).toEqual([
      [0, ['timeout']],
      [moves.length - 1, ['stand-in']],
    ]);
  });
});

/** A log's deals, open to damage. */
interface Log {
  deals: { moves: Move[]; notes?: unknown[]; final: { scores: { teams: { total: number }[] }; stateSha256: string } }[];
}

function refused(log: GameLog, damage: (l: Log) => void): ReplayError {
  const damaged = copy(log) as unknown as Log;
  damage(damaged);
  try {
    replayGameLog(damaged as unknown as GameLog);
  } catch (e) {
    expect(e).toBeInstanceOf(ReplayError);
    return e as ReplayError;
  }
  throw new Error('the damaged log replayed');
}

describe('a log that does not replay to its end', () => {
  const single = playedLog(21).log;
  const match = playedLog(7, { matchTarget: 1500 }).log;
  const last = match.deals.length - 1;

  it('a move the engine refuses: its deal, its index, the move and the engine’s reason', () => {
    const e = refused(single, (l) => l.deals[0]!.moves.splice(3, 1));
    expect([e.code, e.deal, e.move]).toEqual(['move-refused', 0, 3]);
    expect(e.message).toMatch(/^move 4 of the log \(\{.*\}\) is refused by the engine: .+/);
  });

  it('a move refused in a later deal of a match names that deal', () => {
    const e = refused(match, (l) => l.deals[1]!.moves.splice(0, 1));
    expect([e.code, e.deal, e.move]).toEqual(['move-refused', 1, 0]);
    expect(e.message).toMatch(/^move 1 of deal 2 of the log /);
  });

  it('moves after the deal is over', () => {
    const e = refused(single, (l) => l.deals[0]!.moves.push({ type: 'draw' }));
    const n = single.deals[0]!.moves.length;
    expect([e.code, e.deal, e.move]).toEqual(['moves-after-end', 0, n]);
    expect(e.message).toBe(`the game ended after move ${String(n)} but the log has ${String(n + 1)} moves`);
  });

  it('moves that end before the deal does', () => {
    const e = refused(single, (l) => l.deals[0]!.moves.pop());
    expect([e.code, e.deal, e.move]).toEqual(['moves-missing', 0, null]);
    expect(e.message).toMatch(/^the log's \d+ moves end before the deal does$/);
  });

  it('another score', () => {
    const e = refused(single, (l) => (l.deals[0]!.final.scores.teams[0]!.total += 10));
    expect([e.code, e.deal]).toEqual(['wrong-scores', 0]);
    expect(e.message).toMatch(/^the replay does not reproduce the logged game: it ends -?\d+ to -?\d+, the log says/);
  });

  it('the same scores but another final state', () => {
    const e = refused(match, (l) => (l.deals[last]!.final.stateSha256 = '0'.repeat(64)));
    expect([e.code, e.deal]).toEqual(['wrong-state', last]);
    expect(e.message).toMatch(
      new RegExp(
        `^the replay does not reproduce the logged game of deal ${String(last + 1)}: same scores but a different final state \\(sha256 [0-9a-f]{12}…, logged 000000000000…\\)$`,
      ),
    );
  });

  it('a deal after the match is over', () => {
    const e = refused(match, (l) => l.deals.push(l.deals[0]!));
    expect([e.code, e.deal]).toEqual(['deals-after-match', last]);
    expect(e.message).toBe(
      `the match is over after deal ${String(last + 1)} but the log has ${String(last + 2)} deals`,
    );
  });

  it('a match that is not over after its last deal', () => {
    const e = refused(match, (l) => l.deals.pop());
    expect([e.code, e.deal]).toEqual(['deals-missing', last - 1]);
    expect(e.message).toBe(`the log's ${String(last)} deal(s) end before the match does`);
  });

  it('a note on a move of another seat', () => {
    const e = refused(single, (l) => (l.deals[0]!.notes = [{ move: 0, seat: 2, note: 'timeout' }]));
    expect([e.code, e.deal, e.move]).toEqual(['wrong-note', 0, 0]);
    expect(e.message).toBe('a note says seat 2 made move 1 (timeout), but seat 0 did');
  });
});
