// The log of what fails again and again (log.ts' QuietLog): a line of one cause is said at once, then at most once a
// minute with how many like it were not; rooms and seats do not make another cause, anything else does.
import { describe, expect, it } from 'vitest';
import { QUIET_MS, QuietLog, logLine } from '../src/log.js';

/** A QuietLog on a clock the test moves, and the lines it lets through. */
function quiet(): { log: QuietLog; lines: string[]; advance: (ms: number) => void } {
  const lines: string[] = [];
  let now = 0;
  const log = new QuietLog(
    {
      info: (message, fields) => lines.push(logLine('info', message, fields)),
      error: (message, fields) => lines.push(logLine('error', message, fields)),
    },
    () => now,
  );
  return { log, lines, advance: (ms) => (now += ms) };
}

describe('a quiet log', () => {
  it('says a cause once a minute, then how many like it it did not say', () => {
    const { log, lines, advance } = quiet();
    for (let i = 0; i < 20; i++) log.error('room error', { room: `ROOM${String(i)}`, on: 'move', error: 'store-io' });
    expect(lines).toEqual(['error room error room=ROOM0 on=move error=store-io']);
    advance(QUIET_MS - 1);
    log.error('room error', { room: 'LATE', on: 'move', error: 'store-io' });
    expect(lines).toHaveLength(1);
    advance(1);
    log.error('room error', { room: 'AGAIN', on: 'move', error: 'store-io' });
    expect(lines.at(-1)).toBe('error room error room=AGAIN on=move error=store-io repeated=20');
  });

  it('says each cause on its own: another error, another message, another level', () => {
    const { log, lines } = quiet();
    log.error('room error', { on: 'move', error: 'store-io' });
    log.error('room error', { on: 'bot', error: 'store-io' });
    log.error('room error', { on: 'move', error: 'store-lost' });
    log.info('room error', { on: 'move', error: 'store-io' });
    log.error('room error', { on: 'move', error: 'store-io', seat: 2 });
    expect(lines).toHaveLength(4);
  });
});
