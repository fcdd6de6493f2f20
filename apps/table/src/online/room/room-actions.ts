// What a person in a room sends it, as the online game's methods: a seat in the lobby, the host's settings and start,
// ready, away, what is said at the table (phrases, chat, mutes), a visitor's ask and the table's answer, watching
// instead, the host's tools. The online game (online-game.ts) sends them on its line to the server.

import type { Seat } from '@birimba/engine';
import type { ClientMessages, PhraseId, SettingsMessage } from '@birimba/protocol';
import type { RoomTalk } from './room-talk.js';

type HostTool = 'pause' | 'pass-host' | 'give-to-bot' | 'host-move' | 'kick' | 'let-back';

export abstract class RoomActions {
  /** What is said at the table (room-talk.ts): its pace. */
  abstract readonly talk: RoomTalk;
  /** The number of players this player last asked the room's form for. */
  protected askedPlayers: number | null = null;

  /** Sends a message to the room. */
  protected abstract send(type: string, payload: unknown): void;
  /** Tells the table something shown changed. */
  protected abstract changed(): void;

  chooseSeat(seat: Seat): void {
    this.send('choose-seat', { seat });
  }

  /** The host's settings: rules (the target is `rules.matchTarget`), the bots' level, the move timer, public. */
  configure(settings: SettingsMessage): void {
    if (typeof settings.rules?.players === 'number') this.askedPlayers = settings.rules.players;
    this.send('settings', settings);
  }

  start(): void {
    this.send('start', {});
  }

  /** After a match: back to the lobby with the same seats (the host), where each person says they are ready. */
  rematch(): void {
    this.send('rematch', {});
  }

  /** In the lobby: ready for the match, or not yet. */
  ready(ready: boolean): void {
    this.send('ready', { ready });
  }

  /** During a match: a bot plays this seat's turns while away; `false`: back (at the next turn's boundary). */
  away(away: boolean): void {
    this.send('away', { away });
  }

  /** Says a quick phrase or shows an emote to the table (at most one every three seconds: a sooner one is not sent). */
  say(id: PhraseId): void {
    if (this.talk.say()) this.send('phrase', { id });
  }

  /** Says a line of free text to the table, while the host allows chat (at the phrases' pace). */
  chat(text: string): void {
    if (this.talk.say()) this.send('chat', { text });
  }

  /** Mutes another person's phrases (this player no longer gets them), or hears them again. */
  mute(seat: Seat, muted: boolean): void {
    this.send('mute', { seat, muted });
  }

  /** A visitor asks for the seat of an offline player (theirs, from another device). */
  askSeat(seat: Seat): void {
    this.send('ask-seat', { seat });
  }

  /** The ask for a seat answered — by its own device, or by the host (or, the host offline, a player) — for the asker
   * shown (`asker`: a later asker is not let in by a yes given to the first). */
  letIn(seat: Seat, allow = true, asker?: string): void {
    this.send('let-in', asker === undefined || asker === '' ? { seat, allow } : { seat, allow, asker });
  }

  /** A visitor watches instead of asking for a seat. */
  watchInstead(): void {
    this.send('watch', {});
  }

  /** The person the host picked to move to another seat (the lobby's host tools), or null. */
  hostMoving: Seat | null = null;

  /** The person the host asked to have leave, awaiting the host's yes (the lobby's host tools), or null. */
  hostKicking: Seat | null = null;

  /** One of the host's tools (host-tools.ts): pause, pass-host, give-to-bot, host-move, kick, let-back. */
  hostTool<T extends HostTool>(type: T, payload: ClientMessages[T]): void {
    if (type === 'host-move' || type === 'kick') {
      this.hostMoving = null;
      this.hostKicking = null;
    }
    this.send(type, payload);
  }

  /** The host picks a person to ask to leave (then says yes: `hostTool('kick', …)`), or drops the pick. */
  pickToKick(seat: Seat | null): void {
    this.hostKicking = seat;
    this.changed();
  }

  /** The host picks a person to move (then an empty seat: `hostTool('host-move', …)`), or drops the pick. */
  pickToMove(seat: Seat | null): void {
    this.hostMoving = seat;
    this.changed();
  }
}
