// The lobby's messages: a person moves to an empty seat or says they are ready; the host sets the room up (the rules,
// the bots' level, the move timer, who may talk and watch), starts the match, and after it brings the table back to
// the lobby (`rematch`). Each is checked (who, when: guards.ts) and done through the room core's pipeline.

import { type Seat, resolveRules } from '@birimba/engine';
import type { ServerLog } from '../log.js';
import type { RoomSettings } from '../store/room-events.js';
import { atStage, hostOnly, onTable } from './guards.js';
import type { MessageHandler } from './messages.js';
import { Refusal } from './refusal.js';
import type { RoomCore } from './room-core.js';

/** The settings the host may change at any stage, alone: who may talk and watch. */
const TALK_SETTINGS: ReadonlySet<string> = new Set(['chat', 'watching', 'watcherPhrases']);

export class LobbyMessages {
  constructor(
    private readonly core: RoomCore,
    private readonly log: ServerLog,
  ) {}

  /** `choose-seat`: in the lobby, a person moves to an empty seat. */
  readonly chooseSeat: MessageHandler<'choose-seat'> = async (_client, seat, { seat: to }) => {
    const model = this.core.model;
    atStage(model, 'lobby');
    if (to === seat) return;
    onTable(model, to, 'seat');
    if (model.seats[to]?.occupant !== 'empty') throw new Refusal('seat-taken', `seat ${String(to)} is taken`);
    await moveSeat(this.core, seat, to);
  };

  /** `settings`: the host changes the rules, the bots' level, the move timer or whether the room is listed. */
  readonly settings: MessageHandler<'settings'> = async (_client, seat, change) => {
    const model = this.core.model;
    hostOnly(model, seat);
    // Chat and watching alone may be turned on or off at any time; the rest waits for the lobby or a match's end.
    const talkOnly = Object.keys(change).every((field) => TALK_SETTINGS.has(field));
    if (!talkOnly) atStage(model, 'lobby', 'match-over');
    // The whole rule set is checked before anyone moves (a first seat the new form has not, say).
    let rules = model.settings.rules;
    try {
      if (change.rules !== undefined) rules = resolveRules({ ...model.settings.rules, ...change.rules });
    } catch (e) {
      throw new Refusal('bad-message', `rules: ${(e as Error).message}`);
    }
    if (rules.players !== model.settings.rules.players) await this.seatFor(rules.players);
    const settings: RoomSettings = {
      rules,
      botLevel: change.botLevel ?? model.settings.botLevel,
      moveTimer: change.moveTimer ?? model.settings.moveTimer,
      public: change.public ?? model.settings.public,
      chat: change.chat ?? model.settings.chat === true,
      watching: change.watching ?? model.settings.watching !== false,
      watcherPhrases: change.watcherPhrases ?? model.settings.watcherPhrases === true,
    };
    await this.core.commit({ kind: 'settings', settings });
    if (!settings.watching) this.core.dismissWatchers();
  };

  /** `start`: the host starts the match from the lobby. */
  readonly start: MessageHandler<'start'> = async (_client, seat) => {
    hostOnly(this.core.model, seat);
    atStage(this.core.model, 'lobby');
    await this.startMatch();
  };

  /** `rematch`: after a match, the host takes the table back to the lobby with the same people in their seats. */
  readonly rematch: MessageHandler<'rematch'> = async (_client, seat) => {
    hostOnly(this.core.model, seat);
    atStage(this.core.model, 'match-over');
    this.core.turns.reset();
    await this.core.commit({ kind: 'lobby' });
    this.log.info('back to the lobby', { room: this.core.code });
  };

  /** `ready`: in the lobby, a person is ready for the match (or no longer). */
  readonly ready: MessageHandler<'ready'> = async (_client, seat, { ready }) => {
    atStage(this.core.model, 'lobby');
    if (this.core.model.seats[seat]?.ready !== ready) await this.core.commit({ kind: 'ready', seat, ready });
  };

  /** Before the lobby's form changes to `players`: the people at seats it drops move to seats it keeps. Refused
   * after the lobby (a match's seats stay), or when more people sit here than the form seats. */
  private async seatFor(players: number): Promise<void> {
    const model = this.core.model;
    if (model.stage !== 'lobby')
      throw new Refusal('wrong-stage', 'the number of players changes only in the lobby, before a match');
    const people = model.seatList().filter((s) => model.seats[s]?.occupant === 'human');
    const extra = people.length - players;
    if (extra > 0)
      throw new Refusal(
        'too-many-people',
        `${String(people.length)} people sit at this table: for ${String(players)} players ` +
          `${String(extra)} must leave first`,
      );
    for (const from of people.filter((s) => s >= players)) {
      const to = model.seatList().find((s) => s < players && model.seats[s]?.occupant === 'empty');
      if (to !== undefined) await moveSeat(this.core, from, to);
    }
  }

  private async startMatch(): Promise<void> {
    const model = this.core.model;
    const level = model.settings.botLevel;
    // A person who left keeps their seat (a bot plays it until they are back with the link).
    const seatBots = model.seatList().map((s) => (model.seats[s]?.occupant === 'human' ? null : level));
    this.core.turns.reset();
    await this.core.commit({
      kind: 'started',
      seed: this.core.services.newSeed(),
      bots: seatBots,
      shuffle: 'hmac-sha256',
    });
    this.core.sendWholeToAll();
    this.log.info('match started', {
      room: this.core.code,
      match: this.core.model.match?.number ?? 0,
      bots: seatBots.filter((b) => b !== null).length,
    });
  }
}

/** A seat's person moves to an empty seat in the lobby — by their choice or the host's: their connection, held
 * session and token go along, and they are welcomed at the new seat. */
export async function moveSeat(core: RoomCore, from: Seat, to: Seat): Promise<void> {
  await core.commit({ kind: 'moved', from, to });
  const client = core.connections.move(from, to);
  core.tellMutes();
  if (client !== null)
    core.tell(client, 'welcome', { code: core.code, seat: to, token: core.connections.tokenOf(client.sessionId) });
}
