// "Play rated" on the table's side: this page's wait in its form's rated queue on the server (`RATED_QUEUE_ROOM`) —
// joined with the account's key, what the server says of the wait (`queue-status`: how long, how many look, the
// window of ratings), counted on by the second between, and, once a table is found (`queue-seated`), the rated room
// joined by its code at the seat kept for this account, as a room's code typed in the lobby is. A wait ends plainly:
// cancelled, taken over by another tab (`replaced`), refused (`RATED_QUEUE_ERRORS`) or its connection lost.

import { Client, type Room } from '@colyseus/sdk';
import { DEFAULT_PLAYERS, type Players, type Seat } from '@birimba/engine';
import {
  type QueueSeatedMessage,
  type QueueStatusMessage,
  RATED_QUEUE_CLOSE_CODES,
  RATED_QUEUE_ERRORS,
  RATED_QUEUE_ROOM,
  type RatedQueueOptions,
} from '@birimba/protocol';
import type { QueueProblem } from '../../texts/rated-queue-texts.js';

/** Where the page is with the queue: not in it, on its way in, waiting, or a table found and its seat being taken. */
export type QueueStage = 'idle' | 'joining' | 'waiting' | 'seating';

/** What the queue needs of the online game. */
export interface QueueSide {
  /** The server's WebSocket endpoint. */
  endpoint(): string;
  /** The account's key this device keeps, or null (signed out). */
  key(): string | null;
  /** Joins the room of `code` at `seat` under `name`, as the lobby's join does. */
  seat(code: string, seat: Seat, name: string): Promise<boolean>;
  /** Something shown changed. */
  changed(): void;
}

/** A refusal of the queue's join as a problem: its HTTP status among `RATED_QUEUE_ERRORS`, else unreachable. */
export function queueProblem(error: unknown): QueueProblem {
  const code = (error as { code?: unknown } | null)?.code;
  const named = Object.entries(RATED_QUEUE_ERRORS).find(([, n]) => n === code);
  return named === undefined ? 'unreachable' : (named[0] as QueueProblem);
}

export class RatedQueue {
  stage: QueueStage = 'idle';
  /** The form chosen (2, 4 or 6 players): the one waited for. */
  form: Players = DEFAULT_PLAYERS;
  /** What the server said of the wait last, or null before it has. */
  status: QueueStatusMessage | null = null;
  /** Why the last wait ended or never began, or null. */
  problem: QueueProblem | null = null;
  /** When the wait began, by this page's clock (the server's `waitedMs` counted back). */
  private since = 0;
  private name = '';
  private sdk: Client | null = null;
  private room: Room | null = null;
  private seated: QueueSeatedMessage | null = null;
  private ticking: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly side: QueueSide) {}

  /** The wait so far, in whole seconds. */
  get waitedSeconds(): number {
    return this.stage === 'idle' ? 0 : Math.max(0, Math.floor((Date.now() - this.since) / 1000));
  }

  /** Into the queue of `form` under `name`, signed in: false when refused (its `problem` says why). */
  async enter(form: Players, name: string): Promise<boolean> {
    if (this.stage !== 'idle') return false;
    const key = this.side.key();
    if (key === null) return this.fail('not-signed-in');
    if (name.trim() === '') return this.fail('no-name');
    this.form = form;
    this.name = name.trim();
    this.stage = 'joining';
    this.problem = null;
    this.since = Date.now();
    this.side.changed();
    const options: RatedQueueOptions = { form, account: key };
    let room: Room;
    try {
      room = await (this.sdk ??= new Client(this.side.endpoint())).joinOrCreate(RATED_QUEUE_ROOM, options);
    } catch (error) {
      // Cancelled meanwhile: nothing to say.
      if (this.stage !== 'joining') return false;
      this.stage = 'idle';
      return this.fail(queueProblem(error));
    }
    // Cancelled while the join was under way: out again at once.
    if (this.stage !== 'joining') {
      void room.leave(true).catch(() => undefined);
      return false;
    }
    this.attach(room);
    return true;
  }

  /** Out of the queue (Cancel, or the page going away): the server forgets the wait. */
  leave(): void {
    const room = this.room;
    if (room === null && this.stage === 'idle') return;
    this.end();
    this.side.changed();
    if (room === null) return;
    room.send('queue-leave', {});
    void room.leave(true).catch(() => undefined);
  }

  private attach(room: Room): void {
    this.room = room;
    this.stage = 'waiting';
    // A lost connection ends the wait on the server: the page says so rather than trying again behind the player.
    room.reconnection.enabled = false;
    room.onMessage('queue-status', (status: QueueStatusMessage) => {
      this.status = status;
      this.since = Date.now() - status.waitedMs;
      this.side.changed();
    });
    room.onMessage('queue-seated', (seated: QueueSeatedMessage) => (this.seated = seated));
    room.onLeave((code: number) => this.onLeave(room, code));
    // Listening now: the queue may tell this page where it stands, and seat it.
    room.send('queue-ready', {});
    // The wait's clock, a second at a time.
    this.ticking = setInterval(() => this.side.changed(), 1000);
    this.side.changed();
  }

  private onLeave(room: Room, code: number): void {
    if (room !== this.room) return;
    const seated = this.seated;
    this.end();
    if (code === RATED_QUEUE_CLOSE_CODES.seated && seated !== null) {
      this.stage = 'seating';
      this.side.changed();
      void this.side.seat(seated.room, seated.seat, this.name).finally(() => {
        this.stage = 'idle';
        this.side.changed();
      });
      return;
    }
    this.fail(code === RATED_QUEUE_CLOSE_CODES.replaced ? 'replaced' : 'lost');
  }

  /** Not waiting any more: no room, no clock. */
  private end(): void {
    if (this.ticking !== null) clearInterval(this.ticking);
    this.ticking = null;
    this.room?.removeAllListeners();
    this.room = null;
    this.seated = null;
    this.status = null;
    this.stage = 'idle';
  }

  private fail(problem: QueueProblem): false {
    this.problem = problem;
    this.side.changed();
    return false;
  }
}
