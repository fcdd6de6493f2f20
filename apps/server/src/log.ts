// The server's own log: one line per event, made only of codes, seats, counts and messages the server writes itself —
// never a card, a view, a move's cards or a client's payload, so the log holds no hand (a test reads whole games' logs).

/** What a line may carry besides its message: plain values only. */
export type LogFields = Readonly<Record<string, string | number | boolean | null>>;

/** Where the server's lines go. */
export interface ServerLog {
  info(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** A line: the level, the message, then `key=value` pairs. */
export function logLine(level: 'info' | 'error', message: string, fields: LogFields = {}): string {
  const pairs = Object.entries(fields).map(([k, v]) => `${k}=${String(v)}`);
  return [level, message, ...pairs].join(' ');
}

/** The log on standard error, each line stamped with the time. */
export const consoleLog: ServerLog = {
  info: (message, fields) => console.error(`${new Date().toISOString()} ${logLine('info', message, fields)}`),
  error: (message, fields) => console.error(`${new Date().toISOString()} ${logLine('error', message, fields)}`),
};

/** The first line of an error's message: what the log keeps of an unexpected error (no stack, no data). */
export function errorText(e: unknown): string {
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return text.split('\n')[0]?.slice(0, 200) ?? '';
}

/** How often a line of one cause is said at most, unless told otherwise: once a minute. */
export const QUIET_MS = 60_000;

/**
 * A log for what may fail again and again (a refused move while the store is away, a request cut off, a sweep that
 * cannot reach Redis): a line of one cause — its message and fields but the room's and the seat's — is said at once,
 * then at most once every `everyMs`, saying how many like it were not (`repeated`). A flood is a line a minute.
 */
export class QuietLog implements ServerLog {
  private readonly said = new Map<string, { at: number; held: number }>();

  constructor(
    private readonly log: ServerLog,
    private readonly now: () => number,
    private readonly everyMs = QUIET_MS,
  ) {}

  info(message: string, fields: LogFields = {}): void {
    this.say('info', message, fields);
  }

  error(message: string, fields: LogFields = {}): void {
    this.say('error', message, fields);
  }

  private say(level: 'info' | 'error', message: string, fields: LogFields): void {
    const { room: _room, seat: _seat, ...cause } = fields;
    const key = logLine(level, message, cause);
    const now = this.now();
    const last = this.said.get(key);
    if (last !== undefined && now - last.at < this.everyMs) {
      last.held++;
      return;
    }
    if (this.said.size >= 1000) this.said.clear();
    this.said.set(key, { at: now, held: 0 });
    this.log[level](message, last === undefined || last.held === 0 ? fields : { ...fields, repeated: last.held });
  }
}
