// The server's unguessable values: room codes (the protocol's alphabet, 50 bits), seats' reservation tokens (256 bits,
// kept only as their SHA-256) and deal seeds (128 bits, as the table draws them).

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@birimba/protocol';

/** A new room code. */
export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}

/** A new seat reservation token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How a token is kept: its SHA-256 in hex. The token itself is never stored. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one whose hash is `hash` (compared in constant time). */
export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(tokenHash(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A new deal seed: 128 bits as 32 hex digits. */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}
