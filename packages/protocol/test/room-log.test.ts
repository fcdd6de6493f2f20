// A room's game log over HTTP: the route both sides name, and the seat's token in the Authorization header.
import { describe, expect, it } from 'vitest';
import { ROOM_LOG_ROUTE, roomLogAuthorization, roomLogPath, tokenOfAuthorization } from '../src/index.js';

describe('the room log route', () => {
  it('is one route: the path the table asks for matches the pattern the server serves', () => {
    expect(ROOM_LOG_ROUTE).toBe('/rooms/:code/log');
    const pattern = new RegExp(`^${ROOM_LOG_ROUTE.replace(':code', '([^/?]+)')}(\\?|$)`);
    expect(pattern.exec(roomLogPath('7KQ2M9XRTA'))?.[1]).toBe('7KQ2M9XRTA');
    expect(roomLogPath('7KQ2M9XRTA', 2)).toBe('/rooms/7KQ2M9XRTA/log?match=2');
  });

  it('never lets a code leave its place in the path', () => {
    expect(roomLogPath('../../etc')).toBe('/rooms/..%2F..%2Fetc/log');
    expect(roomLogPath('a?b#c')).toBe('/rooms/a%3Fb%23c/log');
  });

  it('carries the token as a bearer token, read back exactly', () => {
    expect(roomLogAuthorization('abc_DEF-123')).toBe('Bearer abc_DEF-123');
    expect(tokenOfAuthorization(roomLogAuthorization('abc_DEF-123'))).toBe('abc_DEF-123');
    for (const header of [undefined, null, '', 'Bearer', 'Bearer ', 'Basic abc', 'bearer abc', 'Bearer a b']) {
      expect(tokenOfAuthorization(header)).toBeNull();
    }
  });
});
