// The outbox of finished matches: a match's record goes into the room store first — what survives kill -9 and a
// failover to another process — and a drain writes it to the database (match-archive.ts), then takes it out. The game
// never waits for the database: `keep` resolves once the store has the record. The database down or slow, the record
// waits and the drain tries again later, the waits growing on the server's clock; after a restart the records left are
// drained at the start, and every process looks at the outbox every minute for those a process sharing it left. A
// record written twice (the drain stopped between the database and the store) is still one match: the archive records
// by the match's id.

import type { Clock, Timer } from '../clock.js';
import { type Database, DatabaseError } from '../db/database.js';
import { type ServerLog, errorText } from '../log.js';
import { type RoomStore, StoreError } from '../store/room-store.js';
import type { KeptMatch } from './kept-match.js';
import { recordMatch } from './match-archive.js';

/** The first wait before the drain tries again, and the longest. */
export const FIRST_RETRY_MS = 1000;
export const LONGEST_RETRY_MS = 60_000;
/** How often the store's outbox is looked at with nothing waiting: records a process sharing the store (Redis) left
 * when it died are written by the others within this. */
export const LOOK_AGAIN_MS = 60_000;

/** What the outbox needs. */
export interface OutboxPlaces {
  readonly store: RoomStore;
  readonly database: Database;
  readonly clock: Clock;
  /** Where a record not written, and a drain's failure, are said (a quiet log: one line of a cause a minute). */
  readonly log: ServerLog;
}

/** Records a finished match is kept as until the database has it. */
export class MatchOutbox {
  /** Records the store could not keep: written from here (lost if this process dies before the database is back). */
  private readonly unkept = new Map<string, KeptMatch>();
  private draining: Promise<void> | null = null;
  private again = false;
  private retry: Timer | null = null;
  private waitMs = FIRST_RETRY_MS;
  private stopped = false;
  /** Matches this process wrote to the database (tests and /health read it). */
  written = 0;

  constructor(private readonly places: OutboxPlaces) {}

  /** A match ended: its record into the store, then the drain started. Never refused: a store that cannot keep it
   * now leaves it to this process to write. */
  async keep(match: KeptMatch): Promise<void> {
    try {
      await this.places.store.outboxPut(match.id, JSON.stringify(match));
    } catch (e) {
      this.unkept.set(match.id, match);
      this.places.log.error('match record not kept in the store', { match: match.id, error: errorText(e) });
    }
    this.drain();
  }

  /** Writes every record waiting to the database now (a pass after the one running, if one is). */
  drain(): void {
    if (this.stopped) return;
    if (this.draining !== null) {
      this.again = true;
      return;
    }
    this.retry?.cancel();
    this.retry = null;
    this.draining = this.pass().finally(() => {
      this.draining = null;
      if (this.again) {
        this.again = false;
        this.drain();
      }
    });
  }

  /** Resolves once no pass runs (the records left wait for the next). */
  async idle(): Promise<void> {
    while (this.draining !== null) await this.draining;
  }

  /** No more passes; the records left wait in the store for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.retry?.cancel();
    await this.idle();
  }

  /** One pass: each record written, then taken out of the store. The database or the store away ends it; a record the
   * database refuses for itself is passed over. Whatever is left is tried again later. */
  private async pass(): Promise<void> {
    const { store, log } = this.places;
    let left = false;
    try {
      const stored = await store.outboxRecords();
      const records = [
        ...stored.map((r) => ({ id: r.id, text: r.record, match: null, inStore: true })),
        ...[...this.unkept.values()].map((match) => ({ id: match.id, text: '', match, inStore: false })),
      ];
      for (const record of records) {
        if (this.stopped) return;
        try {
          await this.write(record.match ?? (JSON.parse(record.text) as KeptMatch), record.inStore);
        } catch (e) {
          if (isOutage(e)) throw e;
          left = true;
          log.error('match record refused', { match: record.id, error: errorText(e) });
        }
      }
    } catch (e) {
      left = true;
      log.error('match records not written', { error: errorText(e), retryMs: this.waitMs });
    }
    if (left) this.later();
    else {
      this.waitMs = FIRST_RETRY_MS;
      // Another process sharing the store may die with records in it: looked at again every while.
      this.after(LOOK_AGAIN_MS);
    }
  }

  /** One record to the database, then out of the outbox. */
  private async write(match: KeptMatch, inStore: boolean): Promise<void> {
    if (await recordMatch(this.places.database, match)) this.written++;
    if (inStore) await this.places.store.outboxDone(match.id);
    else this.unkept.delete(match.id);
  }

  /** The next pass after the wait now, which grows for the one after. */
  private later(): void {
    const wait = this.waitMs;
    this.waitMs = Math.min(LONGEST_RETRY_MS, this.waitMs * 2);
    this.after(wait);
  }

  private after(ms: number): void {
    if (this.stopped) return;
    this.retry?.cancel();
    this.retry = this.places.clock.after(ms, () => {
      this.retry = null;
      this.drain();
    });
  }
}

/** Whether a failure is the database's or the store's absence (every record would fail alike), not the record's. */
function isOutage(e: unknown): boolean {
  return (e instanceof DatabaseError && (e.code === 'unavailable' || e.code === 'closed')) || e instanceof StoreError;
}
