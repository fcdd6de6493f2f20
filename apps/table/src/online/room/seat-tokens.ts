// Where an online table keeps its seats' reservation tokens: the device's localStorage, one entry per server and
// room, and which room of that server this browser was last in. A reload, a new tab, a browser closed and opened
// again, a server restart: the seat is taken back with them. Two tabs of one browser in one room are one player — the
// later takes the seat over and the earlier is told. A room watched (no seat, no token) is noted too, so that a reload
// watches it again. Nothing of the local game's save is touched.

/** The prefix of every key this module writes (the local game's save has its own `storage-key`). */
const PREFIX = 'birimba-online';

/** The part of the Web Storage interface used here (localStorage in a page). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class SeatTokens {
  constructor(
    private readonly storage: () => KeyValueStorage | null,
    private readonly server: () => string,
  ) {}

  private key(what: string): string {
    return `${PREFIX}|${this.server()}|${what}`;
  }

  /** The token of the seat this browser holds in `code`, if any. */
  token(code: string): string | null {
    return this.read(this.key(`room:${code}`));
  }

  /** The room of this server the browser was in last (and still holds a seat in), if any. */
  lastRoom(): string | null {
    return this.read(this.key('last'));
  }

  /** The room this browser watches (and the name it watches with), if any: a reload watches it again. */
  watched(): { readonly code: string; readonly name: string } | null {
    const text = this.read(this.key('watching'));
    const at = text?.indexOf('|') ?? -1;
    return text === null || at <= 0 ? null : { code: text.slice(0, at), name: text.slice(at + 1) };
  }

  /** Notes that this browser watches `code` as `name`. */
  watch(code: string, name: string): void {
    this.write(this.key('watching'), `${code}|${name}`);
  }

  /** This browser no longer watches (`code`, when given: only if that is the room it watches). */
  unwatch(code?: string): void {
    if (code === undefined || this.watched()?.code === code) this.write(this.key('watching'), null);
  }

  /** Keeps the seat's token and makes the room the last one. */
  keep(code: string, token: string): void {
    this.write(this.key(`room:${code}`), token);
    this.write(this.key('last'), code);
  }

  /** The room is no longer the one this browser opens by itself; its token is kept for its link. */
  notLast(code: string): void {
    if (this.lastRoom() === code) this.write(this.key('last'), null);
  }

  /** Forgets the room (left for good, or its token is no longer good). */
  forget(code: string): void {
    this.write(this.key(`room:${code}`), null);
    if (this.lastRoom() === code) this.write(this.key('last'), null);
  }

  private read(key: string): string | null {
    try {
      return this.storage()?.getItem(key) ?? null;
    } catch {
      return null; // storage refused (private mode, a policy): the seat lives as long as the page
    }
  }

  private write(key: string, value: string | null): void {
    try {
      const storage = this.storage();
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // as above: nothing kept, play goes on
    }
  }
}

/** The device's storage for seat tokens: the page's localStorage, or null where the page may not use it. */
export function deviceStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // a page whose storage is forbidden: the seat lives as long as the page
  }
}
