// An account's live line as a page reads it (`GET /api/account/events`, a streamed fetch): its events kept in order
// as they come, and a wait for the next one that fits.

import { PRESENCE_ROUTES, type PresenceEvent, accountAuthorization, readPresenceEvents } from '@birimba/protocol';
import { eventually } from './eventually.js';

export interface LiveLine {
  /** Every event so far. */
  readonly events: PresenceEvent[];
  /** The first event after the `from`-th (default: any so far) that fits `test`, waited for. */
  next(test: (event: PresenceEvent) => boolean, what: string, from?: number): Promise<PresenceEvent>;
  close(): void;
}

/** Opens a live line of the account of `key` on the server at `http`; refused (not 200): its status thrown. */
export async function openLine(http: string, key: string): Promise<LiveLine> {
  const abort = new AbortController();
  const response = await fetch(`${http}${PRESENCE_ROUTES.events.path}`, {
    headers: { authorization: accountAuthorization(key) },
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`live line refused: ${String(response.status)}`);
  const events: PresenceEvent[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let text = '';
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      const read = readPresenceEvents(text + value);
      text = read.rest;
      events.push(...(read.events as PresenceEvent[]));
    }
  })();
  return {
    events,
    async next(test, what, from = 0) {
      let found: PresenceEvent | undefined;
      await eventually(async () => {
        found = events.slice(from).find(test);
        return Promise.resolve(found !== undefined);
      }, what);
      return found!;
    },
    close: () => abort.abort(),
  };
}
