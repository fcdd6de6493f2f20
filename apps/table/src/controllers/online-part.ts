// The table's online part as the element holds it: the online game, its screens (the lobby, the room's bar, what its
// people say) and their words and styles, and what the element's render asks of it. The page enables it by loading
// the entry `@birimba/table/online` (src/online-entry.ts; the CDN build has it), which provides how to load the part
// (@colyseus/sdk with it); a table loads it only when it has a `server`. No module of the table imports it at run
// time (here only its types).

import { type CSSResultOrNative, type ReactiveControllerHost, type TemplateResult, adoptStyles, html } from 'lit';
import type { Locale, Seat } from '@birimba/engine';
import type { DecideFn } from '../game/bot-turns.js';
import type { RoomRefusal, TableGame } from '../game/table-game.js';
import { withRoomTeams } from '../display/seat-names.js';
import type { OnlineScene } from '../templates/scene.js';
import type { Texts } from '../texts/i18n.js';
import { type OnlineMissingDetail, onlineMissing } from '../api/errors.js';
import type * as OnlineParts from '../online/index.js';
import type { OnlineGame, OnlineScreens } from '../online/index.js';

/** The online part, loaded only when the element has a `server` (src/online/index.ts). */
export type OnlineModule = typeof OnlineParts;

/** The scene of a table that plays no room. */
export const NO_ROOM: OnlineScene = { roomBar: null, roomTools: null, talk: null };

/** How the online part is loaded, once the page's online entry has provided it; null until then. */
let provided: (() => Promise<OnlineModule>) | null = null;
/** Tables whose `server` came before the online entry: they go on when it is provided. */
const waiting: ((load: () => Promise<OnlineModule>) => void)[] = [];

/** Enables online play for the tables of the page: `load` brings the online part to a table with a `server`. */
export function provideOnlinePart(load: () => Promise<OnlineModule>): void {
  if (provided !== null) return;
  provided = load;
  for (const wake of waiting.splice(0)) wake(load);
}

/** The online part's loader: now, or when the page provides it. */
const onlineLoader = (): Promise<() => Promise<OnlineModule>> =>
  provided !== null ? Promise.resolve(provided) : new Promise((resolve) => waiting.push(resolve));

/** What the online part reads of the element, when it needs it. */
export interface OnlineTable {
  readonly host: ReactiveControllerHost & HTMLElement;
  /** The element's own styles, to which the online screens' are added. */
  styles(): readonly CSSResultOrNative[];
  server(): string | null;
  room(): string | null;
  name(): string | null;
  /** Who runs the expert for a hint (in the page, on the view). */
  decide(): DecideFn;
  locale(): Locale;
  /** The page has not loaded the online part: told to the page (`birimba-error`). */
  missing(failure: OnlineMissingDetail): void;
  /** The table's own texts now (its language's). */
  texts(): Texts;
  /** Opens a finished match's log (its JSON text) in the table's replay, seen from `seat` (a match of the profile's
   * history): the replay reads and checks it as a file's. */
  review(log: string, seat: Seat): void;
}

export class OnlinePart {
  /** The online module and its game and screens, once loaded (online mode only). */
  private loaded: { module: OnlineModule; game: OnlineGame; screens: OnlineScreens } | null = null;
  /** The table has a `server` but the page has not loaded the online part: said in place of the lobby meanwhile. */
  private missing = false;

  constructor(private readonly table: OnlineTable) {}

  /** The table plays online: it has a `server`. */
  get mode(): boolean {
    const server = this.table.server();
    return server !== null && server.trim() !== '';
  }

  /** The online part is loaded: the table is a room's. */
  get ready(): boolean {
    return this.loaded !== null;
  }

  /** Loads the online part (and @colyseus/sdk with it) and makes the online game; first waits for the page to
   * provide it, saying so, when it has not. */
  async load(): Promise<TableGame> {
    const table = this.table;
    if (provided === null) {
      this.missing = true;
      table.missing(onlineMissing(table.server() ?? ''));
    }
    const module = await (await onlineLoader())();
    this.missing = false;
    const game = new module.OnlineGame({
      server: () => table.server() ?? '',
      room: () => table.room(),
      name: () => table.name() ?? '',
      decide: () => table.decide(),
      storage: module.deviceStorage,
    });
    const screens = new module.OnlineScreens(table.host, game, () => table.name() ?? '', {
      locale: () => table.locale(),
      texts: () => table.texts(),
      review: (log, seat) => table.review(log, seat),
    });
    this.loaded = { module, game, screens };
    table.host.addController(screens);
    adoptStyles(table.host.shadowRoot as ShadowRoot, [...table.styles(), module.onlineStyles]);
    table.host.requestUpdate();
    return game;
  }

  /** How the room words its own refusal of a move (the seat played by a stand-in, its time ran out, …). */
  roomRefusal(room: RoomRefusal): string | null {
    return this.loaded?.module.ONLINE_TEXTS[this.table.locale()].roomRefusals[room] ?? null;
  }

  /** The table's texts with the room's teams named by their people. */
  texts(t: Texts, game: TableGame): Texts {
    return this.loaded === null ? t : withRoomTeams(t, game.people, game.mySeat, game.watching === true);
  }

  /** The room's bar above the table, its part of the status line, and what its people say; nulls for a local game. */
  scene(): OnlineScene {
    const loaded = this.loaded;
    if (loaded === null) return NO_ROOM;
    const o = loaded.module.ONLINE_TEXTS[this.table.locale()];
    const now = Date.now();
    return {
      roomBar: loaded.screens.bar(o, now),
      roomTools: loaded.screens.statusTools(o, now),
      talk: loaded.screens.talk(o),
    };
  }

  /** Before a room's deal: a line while the part loads (or why it does not), then the lobby. */
  lobby(t: Texts): TemplateResult {
    const lang = this.table.locale();
    const loaded = this.loaded;
    if (loaded === null && this.missing)
      return html`<div part="table" class="table online-wait" lang=${lang}>
        <p part="error" class="msg error" role="alert" data-failure="online-missing">${t.onlineMissing}</p>
      </div>`;
    if (loaded === null)
      return html`<div part="table" class="table online-wait" role="status" lang=${lang}>${t.connecting}</div>`;
    return loaded.screens.lobby(t, loaded.module.ONLINE_TEXTS[lang], lang);
  }
}
