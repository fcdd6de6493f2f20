// The table's talk: quick phrases and emotes during a match, free text while the host allows chat (one every
// `PHRASE_INTERVAL_MS`, phrases included), and each player's mutes. Told to every client of the room but those who
// muted the sayer; the chat's lines and the mutes are recorded through the room core, the phrases are not.

import type { Seat } from '@birimba/engine';
import { PHRASE_INTERVAL_MS } from '@birimba/protocol';
import type { ServerMessages } from '@birimba/protocol/schemas';
import { atStage } from './guards.js';
import type { MessageHandler } from './messages.js';
import { Refusal } from './refusal.js';
import type { RoomCore } from './room-core.js';

export class TalkMessages {
  constructor(private readonly core: RoomCore) {}

  /** `phrase`: a player's quick phrase or emote, during a match, one every `PHRASE_INTERVAL_MS`: told to every client
   * of the room (the sender too, as every screen shows it alike) but those who muted the sender. Not stored. */
  readonly phrase: MessageHandler<'phrase'> = (_client, seat, { id }) => {
    const core = this.core;
    atStage(core.model, 'playing', 'deal-over', 'match-over');
    if (!core.connections.phraseNow(seat, PHRASE_INTERVAL_MS))
      throw new Refusal('too-soon', `one phrase every ${String(PHRASE_INTERVAL_MS / 1000)} s`);
    this.tellHearers(seat, 'phrase', { seat, id });
    return Promise.resolve();
  };

  /** `chat`: a person's line of free text, while the host allows chat, one every `PHRASE_INTERVAL_MS` (phrases
   * included): recorded (the room keeps its last lines), then told to every client but those who muted the sayer. */
  readonly chat: MessageHandler<'chat'> = async (_client, seat, { text }) => {
    const core = this.core;
    if (core.model.settings.chat !== true) throw new Refusal('chat-off', 'the host has not turned chat on');
    if (!core.connections.phraseNow(seat, PHRASE_INTERVAL_MS))
      throw new Refusal('too-soon', `one line every ${String(PHRASE_INTERVAL_MS / 1000)} s`);
    await core.commit({ kind: 'said', seat, text });
    const line = core.model.chat.at(-1);
    if (line !== undefined) this.tellHearers(seat, 'chat', { lines: [line], kept: false });
  };

  /** `mute`: a player stops being shown another person's phrases, or shows them again; the room keeps it. */
  readonly mute: MessageHandler<'mute'> = async (client, seat, { seat: of, muted }) => {
    const model = this.core.model;
    if (of === seat || model.seats[of]?.occupant !== 'human')
      throw new Refusal('bad-message', `seat: only another person's phrases may be muted, not seat ${String(of)}'s`);
    if (model.seats[seat]?.mutes.includes(of) !== muted) await this.core.commit({ kind: 'muted', seat, of, muted });
    this.core.tell(client, 'mutes', { seats: this.core.model.seats[seat]?.mutes ?? [] });
  };

  /** Tells every client of the room — the people at the table but those who muted `from`, the visitors and the
   * watchers (who read the chat but never write in it). */
  private tellHearers<T extends 'phrase' | 'chat'>(from: Seat, type: T, payload: ServerMessages[T]): void {
    const core = this.core;
    for (const to of core.model.seatList()) {
      const client = core.connections.client(to);
      if (client !== null && core.model.seats[to]?.mutes.includes(from) !== true) core.tell(client, type, payload);
    }
    for (const client of [...core.connections.visitorClients(), ...core.connections.watcherClients()])
      core.tell(client, type, payload);
  }
}
