// Reading a game log: every version (1 of the table and of the simulator, 2, 3) read as version 3, and everything
// else refused with its reason in one line.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '@birimba/engine';
import {
  GameLogError,
  ReplayError,
  checkGameLog,
  parseGameLog,
  replayGameLog,
  serializeGameLog,
} from '../src/index.js';
import { CONTINUED_FIXTURE, FIXTURES, copy, fixture, playedLog } from './helpers/games.js';

interface OldLog {
  seed: unknown;
  bots: unknown;
  rules: unknown;
  deals?: unknown[];
  moves?: unknown[];
  final?: unknown;
}

describe('logs of versions 1 and 2', () => {
  it.each(FIXTURES)('%s reads as version 3 with its seed, seats and deals, and replays to its logged end', (name) => {
    const old = JSON.parse(fixture(name)) as OldLog;
    const log = parseGameLog(fixture(name));
    expect(log.version).toBe(3);
    expect(log.format).toBe('birimba-sim-game');
    expect(log.source).toBeUndefined();
    expect(log.seed).toBe(old.seed);
    expect(log.bots).toEqual(old.bots);
    expect(log.rules).toEqual({ ...DEFAULT_RULES, ...(old.rules as object) });
    expect(log.deals).toEqual(old.deals ?? [{ moves: old.moves, final: old.final }]);
    const ends = replayGameLog(log);
    expect(ends).toHaveLength(log.deals.length);
    expect(ends.every((s) => s.phase === 'over')).toBe(true);
  });

  it('keeps the table’s unguessable string seed and its human seat', () => {
    expect(parseGameLog(fixture('v1-table-string-seed.json')).seed).toMatch(/^[0-9a-f]{32}$/);
    expect(parseGameLog(fixture('v1-table-human.json')).bots[0]).toEqual({
      seat: 0,
      name: 'human',
      kind: 'human',
      options: {},
    });
  });

  it('reads a match of version 2 as its deals in order', () => {
    const log = parseGameLog(fixture('v2-simulator-match.json'));
    expect(log.deals.length).toBeGreaterThan(1);
    expect(log.rules.matchTarget).toBe(600);
  });
});

describe('version 3', () => {
  it('reads back what the writer wrote', () => {
    const { log } = playedLog('a string seed');
    expect(parseGameLog(serializeGameLog(log))).toEqual(log);
  });

  it('says how the deals were shuffled, and replays only with that derivation', () => {
    const { log } = playedLog(7, { matchTarget: 1500 });
    expect(log.shuffle).toBe('hmac-sha256');
    const { shuffle: _said, ...unsaid } = log;
    expect(() => replayGameLog(unsaid)).toThrow(ReplayError);
  });

  it('replays a match logged before deals were derived by HMAC, the generator continued from deal to deal', () => {
    const log = parseGameLog(fixture(CONTINUED_FIXTURE));
    expect(log.shuffle).toBeUndefined();
    expect(log.deals.length).toBe(3);
    const ends = replayGameLog(log);
    expect(ends.map((s) => s.shuffle)).toEqual(['continued', 'continued', 'continued']);
    expect(() => replayGameLog({ ...log, shuffle: 'hmac-sha256' })).toThrow(ReplayError);
  });

  it('gives the full rule set of a log that names only some rules', () => {
    const log = copy(playedLog(4).log) as { rules: unknown };
    log.rules = { matchTarget: null };
    expect(checkGameLog(log).rules).toEqual(DEFAULT_RULES);
  });
});

type Damage = (log: Record<string, unknown> & { deals: Record<string, unknown>[] }) => unknown;

/** The reason a damaged copy of a written log is refused with. */
function refusal(damage: Damage): GameLogError {
  const log = copy(playedLog(9).log) as unknown as Parameters<Damage>[0];
  const text = JSON.stringify(damage(log) ?? log);
  try {
    parseGameLog(text);
  } catch (e) {
    expect(e).toBeInstanceOf(GameLogError);
    return e as GameLogError;
  }
  throw new Error('the damaged log was read');
}

describe('a log it cannot read is refused with its reason in one line', () => {
  it('text that is not JSON', () => {
    const e = (() => {
      try {
        parseGameLog('{"format": ');
      } catch (error) {
        return error as GameLogError;
      }
      throw new Error('read');
    })();
    expect(e.code).toBe('not-json');
    expect(e.message).toMatch(/^the log is not valid JSON \(.+\)$/);
  });

  it.each<[string, Damage, GameLogError['code'], RegExp]>([
    ['not an object', () => [1, 2], 'wrong-format', /^not a JSON object$/],
    [
      'another format',
      (l) => ({ ...l, format: 'birimba-sim-match' }),
      'wrong-format',
      /^format is "birimba-sim-match", not "birimba-sim-game"$/,
    ],
    ['a newer version', (l) => ({ ...l, version: 4 }), 'unknown-version', /^version 4 is not one this reader knows/],
    ['a version as text', (l) => ({ ...l, version: '3' }), 'unknown-version', /^version "3" is not one/],
    ['no version', (l) => ({ ...l, version: undefined }), 'unknown-version', /^"version" is missing$/],
    [
      'a move of an unknown type',
      (l) => void ((l.deals[0]!.moves as unknown[])[2] = { type: 'cheat' }),
      'malformed',
      /^"deals\.0\.moves\.2\.type": expected \("draw" \| "takePile" \| "meld" \| "layOff" \| "discard"\), got "cheat"$/,
    ],
    [
      'a card beyond the deck',
      (l) => void ((l.deals[0]!.moves as unknown[])[1] = { type: 'discard', card: 108 }),
      'malformed',
      /^"deals\.0\.moves\.1\.card": expected <=107, got 108$/,
    ],
    ['no deals', (l) => void delete (l as Record<string, unknown>).deals, 'malformed', /^"deals" is missing$/],
    ['an empty seed', (l) => ({ ...l, seed: '' }), 'malformed', /^"seed": /],
    ['a fractional seed', (l) => ({ ...l, seed: 1.5 }), 'malformed', /^"seed": /],
    ['a field it does not have', (l) => ({ ...l, cheat: true }), 'malformed', /^"cheat" is not a field it has$/],
    ['an unknown source', (l) => ({ ...l, source: 'elsewhere' }), 'malformed', /^"source": expected/],
    [
      'a seat out of place',
      (l) => void ((l.bots as { seat: number }[])[1]!.seat = 2),
      'malformed',
      /^"bots": the entry in place 1 is of seat 2, got \[/,
    ],
    [
      'a seat the table of four has not',
      (l) => void Object.assign((l.deals[0]!.moves as object[])[0]!, { seat: 5 }),
      'malformed',
      /^"deals\.0\.moves\.0\.seat": a game of 4 players has no seat 5$/,
    ],
    [
      'a card of the third deck at a table of four',
      (l) => void ((l.deals[0]!.moves as unknown[])[1] = { type: 'meld', cards: [3, 140, 5] }),
      'malformed',
      /^"deals\.0\.moves\.1\.cards\.1": expected <=107, got 140$/,
    ],
    [
      'a player that is not a name',
      (l) => void ((l.bots as Record<string, unknown>[])[0]!.player = 7),
      'malformed',
      /^"bots\.0\.player": expected string, got 7$/,
    ],
    [
      'a note of an unknown kind',
      (l) => void (l.deals[0]!.notes = [{ move: 0, seat: 0, note: 'cheated' }]),
      'malformed',
      /^"deals\.0\.notes\.0\.note": expected \("timeout" \| "stand-in"\), got "cheated"$/,
    ],
    [
      'a note on a move the deal does not have',
      (l) => void (l.deals[0]!.notes = [{ move: (l.deals[0]!.moves as unknown[]).length, seat: 0, note: 'timeout' }]),
      'malformed',
      /^"deals\.0\.notes\.0\.move": the deal has no move \d+ \(it has \d+\)$/,
    ],
    [
      'a state digest that is not one',
      (l) => void ((l.deals[0]!.final as Record<string, unknown>).stateSha256 = 'abc'),
      'malformed',
      /^"deals\.0\.final\.stateSha256": expected /,
    ],
    [
      'a log of six players that names four seats',
      (l) => void ((l.rules as Record<string, unknown>).players = 6),
      'malformed',
      /^"bots": a game of 6 players names 6 seats, not 4$/,
    ],
    ['a log of five players', (l) => void ((l.rules as Record<string, unknown>).players = 5), 'malformed', /players/],
    [
      'a first seat the table of two players has not',
      (l) => void Object.assign(l.rules as Record<string, unknown>, { players: 2, firstSeat: 3 }),
      'malformed',
      /firstSeat is a seat of the table/,
    ],
    [
      'a first seat of six players at a table of four',
      (l) => void Object.assign(l.rules as Record<string, unknown>, { firstSeat: 5 }),
      'malformed',
      /firstSeat is a seat of the table/,
    ],
    [
      'an unknown rule',
      (l) => void ((l.rules as Record<string, unknown>).jokersWild = true),
      'malformed',
      /^"rules\.jokersWild" is not a field it has$/,
    ],
    [
      'version 2 with a string seed (only version 3 and the table’s version 1 have them)',
      (l) => ({ ...l, version: 2, seed: 'abc' }),
      'malformed',
      /^"seed": expected number, got "abc"$/,
    ],
    [
      'version 2 with what only version 3 has',
      (l) => ({ ...l, version: 2, seed: 9 }),
      'malformed',
      /^"source" is not a field it has$/,
    ],
  ])('%s', (_, damage, code, reason) => {
    const e = refusal(damage);
    expect(e.code).toBe(code);
    expect(e.reason).toMatch(reason);
    expect(e.message).toBe(`not a birimba-sim game log: ${e.reason}`);
    expect(e.message).not.toContain('\n');
  });
});
