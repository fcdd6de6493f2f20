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
