// A room's rated matches: the host's choice and the seats decide at Start whether a match is rated, and a match played
// to its end in a rated room is kept rated, with the seats whose person had left it — what the archive rates.
import { describe, expect, it } from 'vitest';
import { type RuleSet, type Seat, resolveRules } from '@birimba/engine';
import { type GameLog, replayGameLog } from '@birimba/game-log';
import { keptMatch } from '../src/matches/kept-match.js';
import { RoomModel } from '../src/room/room-model.js';
import { ratedRoom } from '../src/room/room-rating.js';
import { unratedReasons } from '../src/ratings/rating-rules.js';
import { tokenHash } from '../src/secrets.js';
import type { RoomEvent, RoomSettings } from '../src/store/room-events.js';
import { playedLog } from './helpers/played-log.js';

const RULES: RuleSet = resolveRules({ players: 2, matchTarget: 3000 });
/** A match of two people to 3000, played once for the file. */
const LOG: GameLog = playedLog('rated-room', RULES, 2);
const SETTINGS: RoomSettings = { rules: RULES, botLevel: 'easy', moveTimer: 0, public: false, rated: true };

/** Maria and Nikos, each signed in (or not: `accounts`), in the lobby of a two-player room of `settings`. */
function lobby(settings: RoomSettings = SETTINGS, accounts: readonly (string | undefined)[] = ['maria', 'nikos']) {
  return [
    RoomModel.created('RATEDROOM1', settings),
    ...['Maria', 'Nikos'].map((name, seat): RoomEvent => {
      const account = accounts[seat];
      return {
        kind: 'seated',
        seat: seat as Seat,
        name,
        tokenHash: tokenHash(name),
        ...(account === undefined ? {} : { account }),
      };
    }),
    { kind: 'host', seat: 0 },
  ] satisfies RoomEvent[];
}

/** The log's match played in the room from its start, `during` happening after its first move. */
function played(
  events: readonly RoomEvent[],
  during: readonly RoomEvent[] = [],
  bots: readonly (string | null)[] = [null, null],
): RoomModel {
  const moves: RoomEvent[] = [];
  replayGameLog(LOG, (event) => {
    if (event.kind === 'dealt' && moves.length > 0) moves.push({ kind: 'next-deal' });
    if (event.kind === 'move')
      moves.push({ kind: 'move', seat: event.before.turn, move: event.move, id: null, note: null });
  });
  return RoomModel.fromHistory([
    ...events,
    { kind: 'started', seed: LOG.seed as string, bots, shuffle: 'hmac-sha256', at: 1 },
    ...moves.slice(0, 1),
    ...during,
    ...moves.slice(1),
  ]);
}

describe('a rated room', () => {
  it('keeps a match played to its end as rated, nobody having left', () => {
    const room = played(lobby());
    expect(room.stage).toBe('match-over');
    expect(room.match?.unrated).toEqual([]);
    const kept = keptMatch('RATEDROOM1', room.finished[0] ?? expect.fail('no match finished'), 2);
    expect(kept).toMatchObject({ rated: true, leavers: [], accounts: ['maria', 'nikos'] });
  });

  it('names the seat of a person who left and was not back at the end a leaver; one back is not', () => {
    expect(played(lobby(), [{ kind: 'left', seat: 1 }]).finished[0]).toMatchObject({ rated: true, leavers: [1] });
    const back: RoomEvent[] = [
      { kind: 'left', seat: 1 },
      { kind: 'returned', seat: 1 },
    ];
    expect(played(lobby(), back).finished[0]?.leavers).toEqual([]);
  });

  it('rates no match the host did not make rated, nor one with a bot or a person not signed in', () => {
    const off = played(lobby({ ...SETTINGS, rated: false }));
    expect(off.match?.unrated).toEqual(['off']);
    expect(off.finished[0]?.rated).toBe(false);
    expect(played(lobby(SETTINGS, ['maria', undefined])).match?.unrated).toEqual(['no-account']);
    const { rated: _none, ...older } = SETTINGS;
    expect(played(lobby(older)).finished[0]?.rated).toBe(false);
  });

  it('rates a lowered target only in a room a test server made with its lowered rated target', () => {
    const ONE_DEAL: RuleSet = resolveRules({ players: 2, matchTarget: null });
    const short: RoomSettings = { ...SETTINGS, rules: ONE_DEAL };
    const standard = RoomModel.fromHistory(lobby(short));
    expect(standard.ratedTarget).toBe(3000);
    expect(unratedReasons(ratedRoom(standard.settings, standard.seats, standard.ratedTarget))).toEqual([
      'lowered-target',
    ]);
    const [, ...rest] = lobby(short);
    for (const [least, unrated] of [
      [null, []],
      [500, ['lowered-target']],
    ] as const) {
      const tested = RoomModel.fromHistory([RoomModel.created('RATEDROOM1', short, least), ...rest]);
      expect(tested.ratedTarget).toBe(least);
      expect(unratedReasons(ratedRoom(tested.settings, tested.seats, tested.ratedTarget))).toEqual(unrated);
    }
    // A target of 500 or more is rated at 500; the standard rules are still asked for.
    const five = resolveRules({ players: 2, matchTarget: 500 });
    const room = RoomModel.fromHistory([RoomModel.created('RATEDROOM1', { ...SETTINGS, rules: five }, 500), ...rest]);
    expect(unratedReasons(ratedRoom(room.settings, room.seats, room.ratedTarget))).toEqual([]);
    const custom = { ...room.settings, rules: { ...five, allowSets: true } };
    expect(unratedReasons(ratedRoom(custom, room.seats, room.ratedTarget))).toEqual(['custom-rules']);
  });

  it('rates no match with a bot at a seat', () => {
    const events = lobby().filter((e) => !(e.kind === 'seated' && e.seat === 1));
    const room = played(events, [], [null, 'easy']);
    expect(room.match?.unrated).toEqual(['bot-seat']);
    expect(room.finished[0]?.rated).toBe(false);
  });
});
