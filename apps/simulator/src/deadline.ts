// The decision deadline across threads: a worker marks in shared memory when a decision starts and ends (and which
// seat, in which game of its batch, is deciding); the main thread looks at the marks and terminates a worker whose
// decision has run past the deadline, since a bot that never returns cannot be stopped from inside its own thread.

/** The fields of one watch cell (Float64): when the decision started (0: none running), seat, unit, seating, thread. */
const STARTED = 0;
const SEAT = 1;
const UNIT = 2;
const SEATING = 3;
const THREAD = 4;
const CELL = 5;

/** Milliseconds on a clock every thread of the process shares. */
export const sharedNow = (): number => performance.timeOrigin + performance.now();

/** Where one batch's decisions are marked: a shared buffer (one cell per running batch) and its cell. */
export interface WatchCell {
  readonly buffer: SharedArrayBuffer;
  readonly cell: number;
}

/** The worker's side: marks decisions in its batch's cell. */
export class DecisionMarks {
  private readonly cell: Float64Array;

  constructor(watch: WatchCell, threadId: number) {
    this.cell = new Float64Array(watch.buffer, watch.cell * CELL * 8, CELL);
    this.cell[THREAD] = threadId;
  }

  start(unit: number, seat: number, seating: number): void {
    this.cell[SEAT] = seat;
    this.cell[UNIT] = unit;
    this.cell[SEATING] = seating;
    this.cell[STARTED] = sharedNow();
  }

  end(): void {
    this.cell[STARTED] = 0;
  }
}

/** A decision found past its deadline: which unit of the batch, which seat, which game, in which thread. */
export interface LateDecision {
  readonly unit: number;
  readonly seat: number;
  /** Which game of the unit: its seating (0: the first bot at team A; 1 with two teams: swapped). */
  readonly seating: number;
  readonly threadId: number;
}

/** The main thread's side: one cell per running batch. */
export class DecisionWatch {
  readonly buffer: SharedArrayBuffer;
  private readonly cells: Float64Array;
  private readonly free: number[];

  constructor(readonly size: number) {
    this.buffer = new SharedArrayBuffer(size * CELL * 8);
    this.cells = new Float64Array(this.buffer);
    this.free = Array.from({ length: size }, (_, i) => i);
  }

  take(): WatchCell {
    const cell = this.free.pop();
    if (cell === undefined) throw new Error('no free watch cell');
    this.cells.fill(0, cell * CELL, (cell + 1) * CELL);
    return { buffer: this.buffer, cell };
  }

  release(watch: WatchCell): void {
    this.cells.fill(0, watch.cell * CELL, (watch.cell + 1) * CELL);
    this.free.push(watch.cell);
  }

  /** The decision of this cell if it has been running longer than `deadlineMs`, else null. */
  late(watch: WatchCell, deadlineMs: number): LateDecision | null {
    const at = watch.cell * CELL;
    const started = this.cells[at + STARTED] as number;
    if (started === 0 || sharedNow() - started <= deadlineMs) return null;
    return {
      unit: this.cells[at + UNIT] as number,
      seat: this.cells[at + SEAT] as number,
      seating: this.cells[at + SEATING] as number,
      threadId: this.cells[at + THREAD] as number,
    };
  }
}

/** A game whose bot did not decide in time: its worker was terminated. */
export class DecisionTimeout extends Error {
  override readonly name = 'DecisionTimeout';
  constructor(
    message: string,
    /** The unit's place in the batch. */
    readonly unit: number,
    /** Which game of the unit: its seating. */
    readonly seating: number,
  ) {
    super(message);
  }
}
