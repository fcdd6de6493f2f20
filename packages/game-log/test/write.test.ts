// Writing a log: a played deal as the log keeps it, the log of a game, its file's text.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { finalScores } from '@birimba/engine';
import {
  GAME_LOG_FORMAT,
  GAME_LOG_VERSION,
  buildGameLog,
  humanSeat,
  loggedDeal,
  parseGameLog,
  replayGameLog,
  serializeGameLog,
  stateSha256,
} from '../src/index.js';
import { playedLog } from './helpers/games.js';

describe('stateSha256', () => {
  it('is the SHA-256 of the state’s JSON, the digest Node’s crypto gives (a four-player rule set without players)', () => {
    const { ends } = playedLog('a seed', { matchTarget: 1000 });
    for (const state of ends) {
      // As the state was written before the rule "players" existed: every older log replays to its hash.
      const { players, ...rules } = state.rules;
      expect(players).toBe(4);
      expect(stateSha256(state)).toBe(
        createHash('sha256')
          .update(JSON.stringify({ ...state, rules }))
          .digest('hex'),
      );
    }
    expect(new Set(ends.map(stateSha256)).size).toBe(ends.length);
  });
});

describe('loggedDeal', () => {
  it('keeps the moves and the end: the final scores, the turn, the state’s hash', () => {
    const { log, ends } = playedLog(40);
    const state = ends[0]!;
    const deal = loggedDeal(state, log.deals[0]!.moves);
    expect(deal).toEqual({
      moves: log.deals[0]!.moves,
      final: { scores: finalScores(state), turns: state.turnNumber, stateSha256: stateSha256(state) },
    });
    expect(deal).not.toHaveProperty('notes');
    expect(loggedDeal(state, [], [{ move: 0, seat: 0, note: 'timeout' }]).notes).toEqual([
      { move: 0, seat: 0, note: 'timeout' },
    ]);
  });
});

describe('buildGameLog and serializeGameLog', () => {
  it('write version 3, which reads back the same: a string seed, a person with a name, notes', () => {
    const { log: played } = playedLog('ffeeddccbbaa99887766554433221100');
    const log = buildGameLog({
      source: 'server',
      deal: 1,
      seed: played.seed,
      rules: played.rules,
      seats: [humanSeat(0, 'Ελένη'), played.bots[1]!, humanSeat(2), played.bots[3]!],
      deals: [{ ...played.deals[0]!, notes: [{ move: 0, seat: 0, note: 'timeout' }] }],
    });
    expect(log).toMatchObject({ format: GAME_LOG_FORMAT, version: GAME_LOG_VERSION, source: 'server', swapped: false });
    expect(log.bots[0]).toEqual({ seat: 0, name: 'human', kind: 'human', options: {}, player: 'Ελένη' });
    expect(log.bots[2]).toEqual({ seat: 2, name: 'human', kind: 'human', options: {} });
    const text = serializeGameLog(log);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.trimEnd()).not.toContain('\n');
    expect(parseGameLog(text)).toEqual(log);
  });
});

describe('the logs of two and six players', () => {
  it.each([2, 6] as const)('a match of %i players is written, read back and replayed to every end', (players) => {
    const { log, ends } = playedLog(`form-${String(players)}`, { players, matchTarget: 600 });
    expect(log.bots.map((b) => b.seat)).toEqual(ends[0]!.rules.players === 2 ? [0, 1] : [0, 1, 2, 3, 4, 5]);
    const read = parseGameLog(serializeGameLog(log));
    expect(read).toEqual(log);
    expect(replayGameLog(read).map(stateSha256)).toEqual(ends.map(stateSha256));
  });
});
