// What a watcher may say, and how a visitor becomes one. A watcher holds no seat and sends nothing but quick phrases
// and emotes — only while the host lets watchers send them, one every `PHRASE_INTERVAL_MS` — and `sync`; anything else
// is refused `watching`. A visitor (in the room without a seat, come to ask for one) may watch instead (`watch`).

import type { Client } from '@colyseus/core';
import { MAX_WATCHERS, PHRASE_INTERVAL_MS } from '@birimba/protocol';
import type { ClientMessage } from '@birimba/protocol/schemas';
import type { ServerLog } from '../log.js';
import { Refusal } from './refusal.js';
import type { RoomCore } from './room-core.js';

/** A watcher's message, in its turn in the room's queue. */
export function watcherMessage(core: RoomCore, client: Client, message: ClientMessage): void {
  const watcher = core.connections.watcher(client.sessionId);
  if (watcher === undefined) return;
  if (message.type === 'sync') {
    core.sendWatch(client);
    return;
  }
  if (message.type !== 'phrase')
    throw new Refusal('watching', 'you are watching: a watcher sends nothing but phrases (when the host allows)');
  if (core.model.settings.watcherPhrases !== true)
    throw new Refusal('watcher-phrases-off', 'the host does not let watchers send phrases');
  const stage = core.model.stage;
  if (stage === 'lobby')
    throw new Refusal('wrong-stage', 'not now: the room is at lobby, this is for playing, deal-over or match-over');
  if (!core.connections.watcherPhraseNow(client.sessionId, PHRASE_INTERVAL_MS))
    throw new Refusal('too-soon', `one phrase every ${String(PHRASE_INTERVAL_MS / 1000)} s`);
  const said = { seat: -1 as const, id: message.payload.id, watcher: watcher.name };
  for (const seat of core.model.seatList()) {
    const to = core.connections.client(seat);
    if (to !== null) core.tell(to, 'phrase', said);
  }
  for (const to of [...core.connections.visitorClients(), ...core.connections.watcherClients()])
    core.tell(to, 'phrase', said);
}

/** `watch` from a visitor: they watch from now on, their ask (if any) withdrawn. */
export function visitorWatches(core: RoomCore, client: Client, log: ServerLog): void {
  const visit = core.connections.visitor(client.sessionId);
  if (visit === undefined) return;
  if (core.model.settings.watching === false)
    throw new Refusal('watch-off', 'the host does not allow watching this room');
  const name = visit.name;
  core.connections.endVisit(client.sessionId);
  if (!core.connections.watch(client, name)) {
    core.connections.visit(client, name);
    throw new Refusal('watchers-full', `${String(MAX_WATCHERS)} people watch this room already`);
  }
  core.welcomeWatcher(client);
  core.sync();
  log.info('visitor watches', { room: core.code, watchers: core.connections.watcherCount });
}
