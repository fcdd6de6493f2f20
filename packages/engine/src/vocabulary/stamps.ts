// A reusable "seen in this pass" set over small integer keys: one stamp per pass, no clearing, and no wrap-around
// however many passes a long run makes.

/** Marks keys 0..size-1 as seen during the current pass; `next()` starts a new pass in O(1). */
export class StampSet {
  private readonly marks: Uint32Array;
  private stamp: number;

  /** `start` is the stamp of the pass before the first (tests start near the top to cross the wrap). */
  constructor(size: number, start = 0) {
    this.marks = new Uint32Array(size);
    this.stamp = start;
  }

  /** Starts a new pass: nothing is seen. A stamp is never reused while old marks could equal it. */
  next(): void {
    // The marks are 32-bit: past 2^32 - 1 a stamp would no longer equal its own marks.
    if (this.stamp >= 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 0;
    }
    this.stamp++;
  }

  /** Whether `key` was marked in this pass. */
  has(key: number): boolean {
    return this.marks[key] === this.stamp;
  }

  mark(key: number): void {
    this.marks[key] = this.stamp;
  }
}
