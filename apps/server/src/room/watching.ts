// What a watcher may say, and how a visitor becomes one, decided. A watcher holds no seat and sends nothing but quick
// phrases and emotes — only while the host lets watchers send them, one every `PHRASE_INTERVAL_MS` — and `sync`;
// anything else is refused `watching`. A visitor (in the room without a seat, come to ask for one) may watch instead
// (`watch`).

import { MAX_WATCHERS, PHRASE_INTERVAL_MS } from '@birimba/protocol';
import type { ClientMessage } from '@birimba/protocol/schemas';
import { type Decision, type RoomNow, type To, SYNC, log, send } from './decision.js';
import { Refusal } from './refusal.js';
import { onlookers } from './telling.js';

/** A watcher's message, in its turn in the room's queue. */
export function watcherMessage(room: RoomNow, session: string, message: ClientMessage): Decision {
  const { model, people } = room;
  const watcher = people.watcher(session);
  if (watcher === undefined) return [];
  if (message.type === 'sync') return [{ kind: 'tell-watch', to: { session } }];
  if (message.type !== 'phrase')
    throw new Refusal('watching', 'you are watching: a watcher sends nothing but phrases (when the host allows)');
  if (model.settings.watcherPhrases !== true)
    throw new Refusal('watcher-phrases-off', 'the host does not let watchers send phrases');
  if (model.stage === 'lobby')
    throw new Refusal('wrong-stage', 'not now: the room is at lobby, this is for playing, deal-over or match-over');
  if (room.now - people.watcherPhraseAt(session) < PHRASE_INTERVAL_MS)
    throw new Refusal('too-soon', `one phrase every ${String(PHRASE_INTERVAL_MS / 1000)} s`);
  const said = { seat: -1 as const, id: message.payload.id, watcher: watcher.name };
  // Every person at the table hears a watcher (a mute is of a seat), then the visitors and the watchers.
  const seats = model.seatList().filter((seat) => people.connected(seat));
  const to: To[] = [...seats.map((seat) => ({ seat })), ...onlookers(room)];
  return [{ kind: 'phrase-said', by: { session } }, ...to.map((t) => send(t, 'phrase', said))];
}

/** `watch` from a visitor: they watch from now on, their ask (if any) withdrawn. */
export function visitorWatches(room: RoomNow, session: string): Decision {
  const { model, people } = room;
  const visit = people.visitor(session);
  if (visit === undefined) return [];
  if (model.settings.watching === false) throw new Refusal('watch-off', 'the host does not allow watching this room');
  if (people.watcherCount >= MAX_WATCHERS)
    throw new Refusal('watchers-full', `${String(MAX_WATCHERS)} people watch this room already`);
  return [
    { kind: 'end-visit', session },
    { kind: 'watch', session, name: visit.name },
    { kind: 'tell-watcher-welcome', to: { session } },
    SYNC,
    log(room, 'visitor watches', { watchers: people.watcherCount + 1 }),
  ];
}
