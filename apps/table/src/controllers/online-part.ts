// The table's online part as the element holds it: loaded with `import()` (and @colyseus/sdk with it) only when the
// element has a `server` — the online game, its screens (the lobby, the room's bar, what its people say) and their
// words and styles — and what the element's render asks of it.

import { type CSSResultOrNative, type ReactiveControllerHost, type TemplateResult, adoptStyles, html } from 'lit';
import type { Locale } from '@birimba/engine';
import type { DecideFn } from '../game/bot-turns.js';
import type { RoomRefusal, TableGame } from '../game/table-game.js';
import { withRoomTeams } from '../display/seat-names.js';
import type { TalkScene } from '../templates/scene.js';
import type { Texts } from '../texts/i18n.js';
import type * as OnlineParts from '../online/index.js';
import type { OnlineGame, OnlineScreens } from '../online/index.js';

/** The online part, loaded only when the element has a `server` (src/online/index.ts). */
type OnlineModule = typeof OnlineParts;

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
}

export class OnlinePart {
  /** The online module and its game and screens, once loaded (online mode only). */
  private loaded: { module: OnlineModule; game: OnlineGame; screens: OnlineScreens } | null = null;

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

  /** Loads the online part (and @colyseus/sdk with it) and makes the online game. */
  async load(): Promise<TableGame> {
    const table = this.table;
    const module = await import('../online/index.js');
    const game = new module.OnlineGame({
      server: () => table.server() ?? '',
      room: () => table.room(),
      name: () => table.name() ?? '',
      decide: () => table.decide(),
      storage: module.deviceStorage,
    });
    const screens = new module.OnlineScreens(table.host, game, () => table.name() ?? '', {
      locale: () => table.locale(),
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

  /** The room's bar above the table, and what its people say; nulls for a local game. */
  scene(): { readonly roomBar: TemplateResult | null; readonly talk: TalkScene | null } {
    const loaded = this.loaded;
    if (loaded === null) return { roomBar: null, talk: null };
    const o = loaded.module.ONLINE_TEXTS[this.table.locale()];
    return { roomBar: loaded.screens.bar(o, Date.now()), talk: loaded.screens.talk(o) };
  }

  /** Before a room's deal: a line while the part loads, then the lobby. */
  lobby(t: Texts): TemplateResult {
    const lang = this.table.locale();
    const loaded = this.loaded;
    if (loaded === null)
      return html`<div part="table" class="table online-wait" role="status" lang=${lang}>${t.connecting}</div>`;
    return loaded.screens.lobby(t, loaded.module.ONLINE_TEXTS[lang], lang);
  }
}
