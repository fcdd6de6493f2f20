// What a watcher's page received, as the browser saw it: every WebSocket frame kept, each decoded as the page's SDK
// decodes it, and checked against the deal's states rebuilt from the room's history in the server's store — no
// face-down card's identity reached the page (helpers/watch-check.ts; the deal's end: watch-wire.test.ts).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { Protocol } from '@colyseus/core';
import { decode } from '@colyseus/schema';
import { type GameState, applyMove } from '@birimba/engine';
import { RoomModel } from '../../src/room/room-model.js';
import type { RoomEvent } from '../../src/store/room-events.js';
import { type Received, checkWatcher } from '../helpers/watch-check.js';

/** msgpack, as the page's SDK reads a message (the SDK's own dependency). */
const msgpack = createRequire(import.meta.resolve('@colyseus/sdk'))('msgpackr') as {
  unpack(this: void, buffer: Uint8Array): unknown;
};
const unpack = msgpack.unpack;
/** The low bits of a frame's first byte: its protocol code (the high ones are modifiers). */
const PROTOCOL_CODE_MASK = 31;

/** Every WebSocket frame the page receives from now on. */
export function keepFrames(page: Page): Buffer[] {
  const frames: Buffer[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => frames.push(Buffer.isBuffer(payload) ? payload : Buffer.from(payload))),
  );
  return frames;
}

/** A frame's message, if it is one (`ROOM_DATA`): its type and payload as the SDK decodes them. */
export function messageOf(frame: Buffer): Received | null {
  if (((frame[0] ?? 0) & PROTOCOL_CODE_MASK) !== Protocol.ROOM_DATA) return null;
  const it = { offset: 1 };
  const type = decode.stringCheck(frame, it) ? decode.string(frame, it) : String(decode.number(frame, it));
  const payload = frame.byteLength > it.offset ? unpack(frame.subarray(it.offset)) : undefined;
  return { type, payload } as Received;
}

/** Every state of the room's deal so far: its history as the server stored it, folded as the server folds it. */
export function dealStates(dataDir: string, code: string): GameState[] {
  const lines = readFileSync(join(dataDir, 'rooms', `${code}.jsonl`), 'utf8')
    .trim()
    .split('\n');
  const model = RoomModel.fromHistory(lines.map((line) => JSON.parse(line) as RoomEvent));
  const match = model.match;
  model.dispose();
  if (match === null) return [];
  const states = [match.dealStart];
  for (const move of match.moves) states.push(applyMove(states.at(-1) as GameState, move));
  return states;
}

/** Checks every frame received so far (the room in one deal) against that deal's states: its messages by
 * `checkWatcher`, the other frames only the handshake, the public state and its patches, and pings. Returns the
 * messages and the number of cards they showed. */
export function checkWatcherFrames(
  name: string,
  frames: readonly Buffer[],
  dataDir: string,
  code: string,
): { messages: Received[]; cards: number; states: number } {
  // The frames first, then the states: every frame was sent from a state the store holds by then.
  const received = [...frames];
  const states = dealStates(dataDir, code);
  const messages = received.flatMap((frame) => messageOf(frame) ?? []);
  const cards = checkWatcher(name, messages, [], states);
  // The other frames are the handshake, the public state and its patches (their cards: none, watch-wire.test.ts).
  const others = new Set(received.filter((f) => messageOf(f) === null).map((f) => (f[0] ?? 0) & PROTOCOL_CODE_MASK));
  for (const other of others)
    expect([Protocol.JOIN_ROOM, Protocol.ROOM_STATE, Protocol.ROOM_STATE_PATCH, Protocol.PING]).toContain(other);
  return { messages, cards, states: states.length };
}
