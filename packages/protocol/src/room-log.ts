// A room's game log over HTTP, as the table asks for it and the server answers: the route, and the seat's token in the
// `Authorization` header. What the answer holds is a `@birimba/game-log` log, read with that package's reader.

/** The route of a room's game log (Express notation): `GET`, for the room's players once a match is over. */
export const ROOM_LOG_ROUTE = '/rooms/:code/log';

/** The path of a room's game log: its last finished match, or match `match` (1, 2, …) of the room. */
export function roomLogPath(code: string, match?: number): string {
  const path = ROOM_LOG_ROUTE.replace(':code', encodeURIComponent(code));
  return match === undefined ? path : `${path}?match=${String(match)}`;
}

/** The `Authorization` header that proves a seat: its token as a bearer token. */
export function roomLogAuthorization(token: string): string {
  return `Bearer ${token}`;
}

/** The token of an `Authorization` header (`Bearer TOKEN`), or null when it holds none. */
export function tokenOfAuthorization(header: string | null | undefined): string | null {
  return /^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? null;
}
