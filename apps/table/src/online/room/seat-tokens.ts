// Where an online table keeps its seats' reservation tokens: the tab's sessionStorage, one entry per server and room,
// and which room of that server the tab was last in. A reload (or a server restart) takes the seat back with them;
// another tab of the same browser is another player. Nothing of the local game's save is touched.

/** The prefix of every key this module writes (the local game's save has its own `storage-key`). */
const PREFIX = 'birimba-online';

/** The part of the Web Storage interface used here (sessionStorage in a page). */
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

  /** The token of the seat this tab holds in `code`, if any. */
  token(code: string): string | null {
    return this.read(this.key(`room:${code}`));
  }

  /** The room of this server the tab was in last (and still holds a seat in), if any. */
  lastRoom(): string | null {
    return this.read(this.key('last'));
  }

  /** Keeps the seat's token and makes the room the last one. */
  keep(code: string, token: string): void {
    this.write(this.key(`room:${code}`), token);
    this.write(this.key('last'), code);
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
