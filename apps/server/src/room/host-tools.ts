// The host's tools (issue 35 §5): in a match, pause it (no move is played, the turn's timer stops with the time it
// had left, the bots wait; every screen shows who paused) and let it go on, give an offline player's seat to a bot for
// the rest of the match; in the lobby, move a person to an empty seat, ask a person to leave (barred for
// `KICK_BAR_MS` unless the host lets them back); at any time, pass the host's rights to another person at the table.
// Each is a client message read and rate-limited by the intake (messages.ts), then done here through the room core's
// pipeline: recorded in the store before anyone is told, so a restart finds the room as it was.

import type { Client } from '@colyseus/core';
import { ServerError } from '@colyseus/core';
import { CLOSE_CODES, JOIN_ERRORS, KICK_BAR_MS } from '@birimba/protocol';
import type { ServerLog } from '../log.js';
import { tokenHash } from '../secrets.js';
import type { Ticket } from './admission.js';
import type { MessageHandler } from './messages.js';
import { Refusal } from './refusal.js';
import type { RoomCore } from './room-core.js';
import { idKey } from './match-record.js';
import { moveSeat } from './lobby-messages.js';
import { turnAway } from './visitors.js';
import { atStage, hostOnly, onTable } from './guards.js';

export class HostTools {
  constructor(
    private readonly core: RoomCore,
    private readonly log: ServerLog,
  ) {}

  // ---- a match ------------------------------------------------------------------------------------------------

  /** `pause`: the host pauses the match being played, or lets it go on from where it stood. */
  readonly pause: MessageHandler<'pause'> = async (_client, seat, { paused }) => {
    const core = this.core;
    hostOnly(core.model, seat);
    const pause = core.model.paused;
    if (paused) {
      atStage(core.model, 'playing');
      if (pause !== null) return;
      const left = core.turns.timeLeft();
      await core.commit({ kind: 'paused', seat, paused: true, left });
      // The timer stops and any bot decision on its way is dropped: nothing is played until the match goes on.
      core.turns.stop();
    } else {
      if (pause === null) throw new Refusal('wrong-stage', 'not now: the match is not paused');
      await core.commit({ kind: 'paused', seat, paused: false });
      core.turns.resumed(pause.left);
    }
    this.log.info(paused ? 'match paused' : 'match goes on', { room: core.code, seat });
    await core.afterChange();
    // Every seat's view again, with its deadline: none while paused, the time left once it goes on.
    core.sendWholeToAll();
  };

  /** `give-to-bot`: the host gives an offline player's seat to a bot for the rest of the match. */
  readonly giveToBot: MessageHandler<'give-to-bot'> = async (_client, seat, { seat: to }) => {
    const core = this.core;
    hostOnly(core.model, seat);
    atStage(core.model, 'playing', 'deal-over');
    const record = core.model.seats[to];
    if (record?.occupant !== 'human' || record.given === true)
      throw new Refusal('not-offline', `seat ${String(to)} is not a person’s seat of this match`);
    if (core.connections.connected(to))
      throw new Refusal('not-offline', `${record.name} is at the table: only an offline player’s seat goes to a bot`);
    // A visitor asking for the seat is told no: nobody may ask for it any more.
    const asking = core.connections.asking(to);
    if (asking !== null) turnAway(core, asking.client, 'the host gave that seat to a bot');
    await core.commit({ kind: 'given', seat: to });
    // The held reconnection, if any, is refused: the seat is the bot's.
    core.connections.expire(to);
    core.turns.setStandIn(to, false);
    this.log.info('seat given to a bot', { room: core.code, seat: to });
  };

  /** `move` while the match is paused: refused (`paused`) before the intake's move handler sees it. */
  guardMove(play: MessageHandler<'move'>): MessageHandler<'move'> {
    return async (client, seat, message) => {
      const model = this.core.model;
      if (model.paused !== null && model.match?.ids.get(idKey(seat, message.id)) === undefined) {
        this.core.tell(client, 'answer', {
          id: message.id,
          accepted: false,
          code: 'paused',
          message: `${model.paused.name} paused the match: moves wait until it goes on`,
        });
        return;
      }
      await play(client, seat, message);
    };
  }

  // ---- the lobby ----------------------------------------------------------------------------------------------

  /** `host-move`: the host moves a person to an empty seat. */
  readonly hostMove: MessageHandler<'host-move'> = async (_client, seat, { from, to }) => {
    const core = this.core;
    const model = core.model;
    hostOnly(model, seat);
    atStage(model, 'lobby');
    onTable(model, from, 'from');
    onTable(model, to, 'to');
    if (model.seats[from]?.occupant !== 'human')
      throw new Refusal('bad-message', `from: nobody sits at seat ${String(from)}`);
    if (from === to) return;
    if (model.seats[to]?.occupant !== 'empty') throw new Refusal('seat-taken', `seat ${String(to)} is taken`);
    await moveSeat(core, from, to);
    this.log.info('moved by the host', { room: core.code, from, to });
  };

  /** `kick`: the host asks a person to leave the lobby; they may not come back for `KICK_BAR_MS` without a yes. */
  readonly kick: MessageHandler<'kick'> = async (_client, seat, { seat: whom }) => {
    const core = this.core;
    hostOnly(core.model, seat);
    atStage(core.model, 'lobby');
    onTable(core.model, whom, 'seat');
    if (whom === seat) throw new Refusal('bad-message', 'seat: the host does not ask themselves to leave (leave)');
    if (core.model.seats[whom]?.occupant !== 'human')
      throw new Refusal('bad-message', `seat: nobody sits at seat ${String(whom)}`);
    const client = core.connections.client(whom);
    const address = addressOf(client);
    await core.commit({
      kind: 'kicked',
      seat: whom,
      addressHash: address === null ? null : tokenHash(address),
      until: core.services.clock.now() + KICK_BAR_MS,
    });
    core.connections.expire(whom);
    client?.leave(CLOSE_CODES.kicked, 'the host asked you to leave the room');
    core.tellMutes();
    // The list of people barred is told again when the bar ends.
    core.services.clock.after(KICK_BAR_MS, () => {
      void core.run(() => Promise.resolve(core.closing ? undefined : core.sync()));
    });
    this.log.info('asked to leave', { room: core.code, seat: whom });
  };

  /** `let-back`: the host lets a person asked to leave come back now. */
  readonly letBack: MessageHandler<'let-back'> = async (_client, seat, { name }) => {
    const core = this.core;
    hostOnly(core.model, seat);
    const now = core.services.clock.now();
    if (!core.model.bars.some((bar) => bar.name === name && bar.until > now))
      throw new Refusal('not-asked', `nobody called ${name} is kept out of this room`);
    await core.commit({ kind: 'let-back', name });
    this.log.info('let back', { room: core.code });
  };

  /** Refuses the join of a person the host asked to leave, while their bar lasts: by their old token, or by their
   * address without a token of this room's. */
  checkBar(client: Client, token: string | undefined): void {
    const now = this.core.services.clock.now();
    const bars = this.core.model.bars.filter((bar) => bar.until > now);
    if (bars.length === 0) return;
    const hash = token === undefined ? null : tokenHash(token);
    // A seat's own token always takes it back, whatever address it comes from (the host's, say, from the same Wi-Fi).
    if (hash !== null && this.core.model.seatOfToken(hash) !== null) return;
    const address = addressOf(client);
    const at = address === null ? null : tokenHash(address);
    if (bars.some((bar) => (hash !== null && bar.tokenHash === hash) || (at !== null && bar.addressHash === at)))
      throw new ServerError(
        JOIN_ERRORS.barred,
        'barred: the host asked you to leave this room; you may come back when the host lets you',
      );
  }

  // ---- at any time --------------------------------------------------------------------------------------------

  /** `pass-host`: the host gives the host's rights to another person at the table, connected. */
  readonly passHost: MessageHandler<'pass-host'> = async (_client, seat, { seat: to }) => {
    const core = this.core;
    hostOnly(core.model, seat);
    if (to === seat) return;
    const record = core.model.seats[to];
    if (record?.occupant !== 'human' || record.left || !core.connections.connected(to) || core.turns.standsIn(to))
      throw new Refusal('not-here', `the host’s rights go only to another person at the table, not seat ${String(to)}`);
    await core.commit({ kind: 'host', seat: to });
    this.log.info('host passed', { room: core.code, from: seat, to });
  };
}

/** The address a client came from (its matchmaking ticket), or null. */
function addressOf(client: Client | null): string | null {
  const address = (client?.auth as Partial<Ticket> | undefined)?.address;
  return typeof address === 'string' && address !== '' ? address : null;
}
