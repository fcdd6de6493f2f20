// A match's messages from the people playing it: a move (answered by its id, played once however often it is sent),
// the next deal (the host), away and back (a bot plays the person's turns meanwhile), and `sync` (the whole view
// again). Each is checked (who, when: guards.ts; the move's legality by the engine) and done through the room core.

import type { AnswerMessage } from '@birimba/protocol/schemas';
import { atStage, hostOnly } from './guards.js';
import type { MessageHandler } from './messages.js';
import type { RoomCore } from './room-core.js';
import { idKey } from './match-record.js';

export class MatchMessages {
  constructor(private readonly core: RoomCore) {}

  /** `move`: a person's move, answered by its id, played once whatever the number of times it is sent. */
  readonly move: MessageHandler<'move'> = async (client, seat, { id, move }) => {
    const answer = (a: AnswerMessage): void => this.core.tell(client, 'answer', a);
    const refuse = (code: Extract<AnswerMessage, { accepted: false }>['code'], message: string): void =>
      answer({ id, accepted: false, code, message });
    const match = this.core.model.match;
    const played = match?.ids.get(idKey(seat, id));
    if (played !== undefined) {
      answer({ id, accepted: true, deal: played.deal, index: played.index, repeat: true });
      return;
    }
    if (match === null || this.core.model.stage !== 'playing') {
      refuse('not-playing', 'no deal is being played');
      return;
    }
    const deal = match.state.match.deal;
    if (match.state.turn === seat) {
      const control = this.core.turns.control(seat);
      if (control.kind === 'bot') {
        if (control.note === 'timeout') refuse('timed-out', 'your time ran out: the server plays this turn for you');
        else refuse('stand-in', 'a bot plays your seat until your next turn begins');
        return;
      }
    }
    const refusal = this.core.model.refusal(seat, move);
    if (refusal !== null) {
      refuse(refusal.code, refusal.message);
      return;
    }
    // Every seat's view first: a client told its move was played already holds the view that shows it.
    await this.core.playMove(seat, move, id, null);
    this.core.turns.personPlayed(seat);
    answer({ id, accepted: true, deal, index: match.moves.length - 1, repeat: false });
  };

  /** `next-deal`: the host deals the match's next deal. */
  readonly nextDeal: MessageHandler<'next-deal'> = async (_client, seat) => {
    hostOnly(this.core.model, seat);
    atStage(this.core.model, 'deal-over');
    await this.core.commit({ kind: 'next-deal' });
    this.core.sendWholeToAll();
  };

  /** `away`: during a match, a bot plays the person's turns; or they are back (at a turn's boundary). */
  readonly away: MessageHandler<'away'> = async (_client, seat, { away }) => {
    atStage(this.core.model, 'playing', 'deal-over', 'match-over');
    const record = this.core.model.seats[seat];
    if (away) {
      if (record?.away !== true) await this.core.commit({ kind: 'away', seat, away: true });
      return;
    }
    this.core.turns.personPlayed(seat);
    if (record?.away === true && this.core.turns.back(seat))
      await this.core.commit({ kind: 'away', seat, away: false });
  };

  /** `sync`: a client asks for its whole view again. */
  readonly sync: MessageHandler<'sync'> = (client, seat) => {
    this.core.sendWhole(client, seat);
    return Promise.resolve();
  };
}
