// Progress on stderr: a redrawn bar with the ETA on a terminal, a plain line now and then otherwise (CI logs).

const BAR_WIDTH = 28;

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.round(seconds);
  if (s < 60) return `${String(s)} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${String(m)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${String(Math.floor(m / 60))} h ${String(m % 60).padStart(2, '0')} min`;
}

import type { Output } from './cli/terminal.js';

export interface ProgressOptions {
  readonly total: number;
  readonly stream: Output;
  /** Plain lines at most this often (ms) when the stream is not a terminal. */
  readonly intervalMs: number;
  /** What the deals are, e.g. `deals` or `duplicate deals of tuning`. Default `deals`. */
  readonly unit?: string;
}

export class Progress {
  private readonly started = performance.now();
  private lastLine = performance.now();
  private lastDrawn = 0;
  private drawnBar = false;

  constructor(private readonly options: ProgressOptions) {}

  private get unit(): string {
    return this.options.unit ?? 'deals';
  }

  private get tty(): boolean {
    return this.options.stream.isTTY === true;
  }

  /** `done` of `total` deals finished, `games` games. */
  update(done: number, games: number): void {
    const now = performance.now();
    const seconds = (now - this.started) / 1000;
    const rate = games / Math.max(seconds, 1e-9);
    const eta = done === 0 ? Infinity : (seconds / done) * (this.options.total - done);
    if (this.tty) {
      if (now - this.lastDrawn < 100 && done < this.options.total) return;
      this.lastDrawn = now;
      const filled = Math.round((BAR_WIDTH * done) / Math.max(1, this.options.total));
      const bar = `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
      const pct = ((100 * done) / Math.max(1, this.options.total)).toFixed(0).padStart(3);
      this.options.stream.write(
        `\r${bar} ${pct} % ${String(done)}/${String(this.options.total)} ${this.unit}, ${rate.toFixed(1)} games/s, ETA ${duration(eta)}\x1b[K`,
      );
      this.drawnBar = true;
    } else if (now - this.lastLine >= this.options.intervalMs) {
      this.lastLine = now;
      this.options.stream.write(
        `birimba-sim: ${String(done)}/${String(this.options.total)} ${this.unit}, ${String(games)} games, ${rate.toFixed(1)} games/s, ETA ${duration(eta)}\n`,
      );
    }
  }

  /** Writes a message on its own line (the bar, if any, is redrawn by the next update). */
  note(message: string): void {
    if (this.drawnBar) {
      this.options.stream.write('\r\x1b[K');
      this.drawnBar = false;
    }
    this.options.stream.write(`${message}\n`);
  }

  finish(): void {
    if (this.drawnBar) this.options.stream.write('\n');
    this.drawnBar = false;
  }
}
