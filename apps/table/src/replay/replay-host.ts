// What <birimba-table> holds of the replay before it is needed: whether a replay is shown, and the loading of the
// replay part (`import()`, see index.ts) the first time a log is opened — by the `replay` attribute, a file dropped
// on the table, or Review at the end of a match.

import { type ReactiveControllerHost, type TemplateResult, html } from 'lit';
import type { Seat } from '@birimba/engine';
import type { GameLog } from '@birimba/game-log';
import type * as ReplayParts from './index.js';
import type { ReplayFrame } from './replay-view.js';
import type { ReplayPart } from './replay-part.js';

type ReplayModule = typeof ReplayParts;

export class ReplayHost {
  private loaded: { readonly module: ReplayModule; readonly part: ReplayPart } | null = null;
  private loading: Promise<{ readonly module: ReplayModule; readonly part: ReplayPart }> | null = null;
  /** The `replay` and `replay-token` attributes last opened. */
  private opened: { readonly url: string; readonly token: string | null } | null = null;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {}

  /** A replay is shown instead of the table's game: a log is open, being opened, or could not be opened. */
  get shown(): boolean {
    return this.loading !== null && (this.loaded === null || this.loaded.part.status.kind !== 'closed');
  }

  /** The replay part, once loaded (tests and the element's methods reach it through this). */
  get part(): ReplayPart | null {
    return this.loaded?.part ?? null;
  }

  /**
   * The `replay` attribute is `url` now, and `replay-token` is `token`: a new address (or the same with another token)
   * is opened, the token sent as `Authorization: Bearer` (an empty address opens the view to pick a file).
   */
  attribute(url: string | null, token: string | null): void {
    if (url === null || (url === this.opened?.url && token === this.opened.token)) return;
    this.opened = { url, token };
    void this.open((part) =>
      url.trim() === '' ? Promise.resolve(part.clear()) : part.openUrl(url, document.baseURI, token),
    );
  }

  /** Opens the log at `url` with a seat's `token` (Review of an online room this table played in), seen from `seat`. */
  openUrl(url: string, token: string | null, seat: Seat = 0): Promise<void> {
    return this.open((part) => part.openUrl(url, document.baseURI, token, seat));
  }

  /** Opens a file picked or dropped. */
  openFile(file: Blob): Promise<void> {
    return this.open((part) => part.openFile(file));
  }

  /** Opens a log from its text (a match of the profile's history), seen from `seat` (the player's). */
  openText(text: string, seat: Seat = 0): Promise<void> {
    return this.open((part) => part.openText(text, seat));
  }

  /** Opens a log of the page (the table's own match, for Review), seen from `seat` (the player's). */
  openLog(log: GameLog, seat: Seat = 0): Promise<void> {
    return this.open((part) => part.openLog(log, seat));
  }

  private async open(how: (part: ReplayPart) => Promise<void>): Promise<void> {
    this.loading ??= import('./index.js').then((module) => {
      const part = new module.ReplayPart(this.host);
      this.loaded = { module, part };
      return this.loaded;
    });
    this.host.requestUpdate();
    const { part } = await this.loading;
    await how(part);
    this.host.requestUpdate();
  }

  /** The replay view (or, while its part loads, a line saying so). */
  render(frame: Omit<ReplayFrame, 'rt' | 'closable'>, closable: boolean): TemplateResult {
    const loaded = this.loaded;
    if (loaded === null)
      return html`<div part="table" class="table replay ${frame.sizeClasses}" role="status" lang=${frame.lang}>…</div>`;
    return loaded.module.replayView(loaded.part, { ...frame, closable, rt: loaded.module.REPLAY_TEXTS[frame.lang] });
  }
}
