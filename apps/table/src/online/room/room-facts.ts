// What a room's public state and the server's messages say, as the table reads it: who sits where, the match as it
// stands, the finished deals of the match.

import { type PlayerView, perTeam } from '@birimba/engine';
import type { DealOverMessage, PublicRoomState, ViewMessage, WatchMessage } from '@birimba/protocol';
import type { SeatPerson } from '../../game/table-game.js';
import type { DealResult, MatchInfo } from '../../api/types.js';

/** Each seat's kind: `human`, or the level of the bot that plays it. */
export const seatKinds = (room: PublicRoomState | null): string[] =>
  (room?.seats ?? []).map((s) => (s.occupant === 'bot' ? s.level : 'human'));

/** Who sits at each seat: name, person or bot, connected, a stand-in playing for them, the host. */
export function seatPeople(room: PublicRoomState | null): SeatPerson[] {
  const host = room?.host ?? -1;
  return (room?.seats ?? []).map((s, seat) => ({
    name: s.name,
    human: s.occupant === 'human',
    connected: s.connected,
    standIn: s.standIn || s.left,
    host: seat === host,
    level: s.level,
  }));
}

/**
 * The match as this seat's view shows it, with the totals of the deal just over (`over`, when the view's deal is over
 * and it is that deal's: a deal being played is never another's — the same number in a rematch is a new match).
 */
export function matchOf(view: PlayerView | null, over: DealOverMessage | null): MatchInfo | null {
  if (view === null) return null;
  const ended = over !== null && view.phase === 'over' && over.deal === view.match.deal ? over : null;
  const totals = ended?.totals ?? view.match.totals;
  return {
    deal: view.match.deal,
    totals: perTeam(view.rules.players, (team) => totals[team] ?? 0),
    target: view.rules.matchTarget,
    over: ended?.matchOver ?? false,
  };
}

/** A watcher's message as the table draws it: a view from seat 0's side with no hand (the watcher holds none); null
 * outside a match. */
export function watchedView(message: WatchMessage): ViewMessage | null {
  const { view, code: _code, ...rest } = message;
  if (view === null) return null;
  const { kind: _kind, ...open } = view;
  return { ...rest, view: { ...open, kind: 'player-view', seat: 0, team: 0, hand: [] } };
}

/** The match's finished deals with the one just over (replacing an earlier report of it). */
export function withDeal(results: readonly DealResult[], message: DealOverMessage): DealResult[] {
  const teams = message.scores.teams;
  // Two teams (of two players, or of one), or three of six players.
  const totals = perTeam(teams.length === 3 ? 6 : 4, (team) => teams[team]?.total ?? 0);
  return [...results.filter((r) => r.deal < message.deal), { deal: message.deal, totals }];
}
