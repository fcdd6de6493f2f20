// Where a Birimba server is (its WebSocket endpoint and its HTTP origin, from the `server` attribute) and a room's
// game log from it (`GET /rooms/:code/log`, for the room's players once the match is over).

import { type GameLog, parseGameLog } from '@birimba/game-log';
import { roomLogAuthorization, roomLogPath } from '@birimba/protocol';

/** The server's WebSocket endpoint from the `server` attribute (`http(s)://` is read as its WebSocket). */
export const endpointOf = (server: string): string => server.trim().replace(/^http/, 'ws').replace(/\/+$/, '');

/** The server's HTTP origin (its page, its routes). */
export const httpOriginOf = (server: string): string => endpointOf(server).replace(/^ws/, 'http');

/**
 * A room's game log, asked with a seat's token and read with `@birimba/game-log`'s reader; null when the server does
 * not give it, cannot be reached, or answers with something that is not a game log.
 */
export async function fetchRoomLog(origin: string, code: string, token: string): Promise<GameLog | null> {
  if (typeof fetch !== 'function') return null;
  try {
    const response = await fetch(`${origin}${roomLogPath(code)}`, {
      headers: { authorization: roomLogAuthorization(token) },
    });
    return response.ok ? parseGameLog(await response.text()) : null;
  } catch {
    return null;
  }
}
