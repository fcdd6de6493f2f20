// The table's talk, decided: quick phrases and emotes during a match, free text while the host allows chat (one every
// `PHRASE_INTERVAL_MS`, phrases included), and each player's mutes. Told to every client of the room but those who
// muted the sayer (telling.ts' `hearers`); the chat's lines and the mutes are stored, the phrases are not.

import { type Seat } from '@birimba/engine';
import { PHRASE_INTERVAL_MS } from '@birimba/protocol';
import { type Effect, type MessageDecider, type RoomNow, send, store } from './decision.js';
import { atStage } from './guards.js';
import { Refusal } from './refusal.js';
import { hearers } from './telling.js';

/** The seat says something now — refused (`too-soon`, naming `what`) when it said anything in the last
 * `PHRASE_INTERVAL_MS`. */
function saying(room: RoomNow, seat: Seat, what: string): Effect {
  if (room.now - room.people.phraseAt(seat) < PHRASE_INTERVAL_MS)
    throw new Refusal('too-soon', `one ${what} every ${String(PHRASE_INTERVAL_MS / 1000)} s`);
  return { kind: 'phrase-said', by: { seat } };
}

/** `phrase`: a player's quick phrase or emote, during a match, one every `PHRASE_INTERVAL_MS`: told to every client
 * of the room (the sender too, as every screen shows it alike) but those who muted the sender. Not stored. */
export const phrase: MessageDecider<'phrase'> = (room, from, { id }) => {
  atStage(room.model, 'playing', 'deal-over', 'match-over');
  const said = saying(room, from.seat, 'phrase');
  return [said, ...hearers(room, from.seat).map((to) => send(to, 'phrase', { seat: from.seat, id }))];
};

/** `chat`: a person's line of free text, while the host allows chat, one every `PHRASE_INTERVAL_MS` (phrases
 * included): stored (the room keeps its last lines), then told to every client but those who muted the sayer. */
export const chat: MessageDecider<'chat'> = (room, from, { text }) => {
  if (room.model.settings.chat !== true) throw new Refusal('chat-off', 'the host has not turned chat on');
  const said = saying(room, from.seat, 'line');
  return [said, store({ kind: 'said', seat: from.seat, text }), { kind: 'tell-chat-line', from: from.seat }];
};

/** `mute`: a player stops being shown another person's phrases, or shows them again; the room keeps it. */
export const mute: MessageDecider<'mute'> = (room, from, { seat: of, muted }) => {
  const model = room.model;
  if (of === from.seat || model.seats[of]?.occupant !== 'human')
    throw new Refusal('bad-message', `seat: only another person's phrases may be muted, not seat ${String(of)}'s`);
  const changes = model.seats[from.seat]?.mutes.includes(of) !== muted;
  return [
    ...(changes ? [store({ kind: 'muted', seat: from.seat, of, muted })] : []),
    { kind: 'tell-own-mutes', seat: from.seat, to: { session: from.session } },
  ];
};
