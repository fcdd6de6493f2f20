// What the player keeps in view between moves: the keyboard focus inside the table after an action, the meld a
// hint or the lay-off target names scrolled into view within the melds (a phone shows a few at a time), and the
// table's top when the game replaces a long lobby.

/** The element's side: its shadow root, and a promise of its next render with its parts drawn. */
export interface KeptView {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
}

export class ViewKeeper {
  /** The meld last scrolled into view. */
  private meldShown: number | null = null;
  /** Whether the last render showed the online lobby. */
  private inLobby = false;

  constructor(private readonly host: KeptView) {}

  /** Whether the focus is inside the table now (read before an action). */
  hasFocus(): boolean {
    const root = this.host.renderRoot;
    return root instanceof ShadowRoot && root.activeElement !== null;
  }

  /**
   * After an action taken from the table (a button, Enter): when the button the focus was on went away or was
   * disabled, the focus goes to the hand (or, with no hand shown, the first action that can be taken), so the
   * shortcuts keep working.
   */
  async keepFocus(): Promise<void> {
    await this.host.updateComplete;
    const root = this.host.renderRoot;
    const active = root instanceof ShadowRoot ? root.activeElement : null;
    if (active !== null && !(active as HTMLButtonElement).disabled && active.isConnected) return;
    const hand = root.querySelector<HTMLElement & { focusCurrent?: () => void }>('birimba-hand');
    if (hand?.focusCurrent !== undefined && hand.querySelector('button') !== null) hand.focusCurrent();
    else root.querySelector<HTMLElement>('[data-action]:not([disabled])')?.focus();
  }

  /**
   * Told at each render whether the lobby is shown. When the game replaces it — Start pressed at the bottom of a
   * lobby longer than a phone's screen — the page would stay scrolled down the table: its top is brought into view.
   */
  showTableTop(lobby: boolean): void {
    const started = this.inLobby && !lobby;
    this.inLobby = lobby;
    if (!started) return;
    void this.host.updateComplete.then(() => {
      const table = this.host.renderRoot.querySelector<HTMLElement>('.table');
      if (table !== null && table.getBoundingClientRect().top < 0) table.scrollIntoView({ block: 'start' });
    });
  }

  /** The melds from their start again (the end of a deal: the final table is read from its first melds). */
  showAllMelds(): void {
    this.meldShown = null;
    void this.host.updateComplete.then(() => {
      const area = this.host.renderRoot.querySelector<HTMLElement>('.melds-area');
      if (area !== null) area.scrollTop = 0;
    });
  }

  /** Scrolls the meld `id` (a hint's lay-off, or the target) into view within the melds, once, when it is named. */
  showMeld(id: number | null): void {
    if (id === this.meldShown) return;
    this.meldShown = id;
    if (id === null) return;
    // Once the melds have drawn (they render after the table).
    void this.host.updateComplete.then(() => {
      const area = this.host.renderRoot.querySelector<HTMLElement>('.melds-area');
      const meld = area?.querySelector<HTMLElement>(`[data-meld="${String(id)}"]`);
      if (area === null || area === undefined || meld === null || meld === undefined) return;
      const a = area.getBoundingClientRect();
      const m = meld.getBoundingClientRect();
      // On a phone the team's name sticks to the top of the area: the meld is shown below it, not under it.
      const title = meld.closest('birimba-melds')?.querySelector('h3');
      const under = title != null && getComputedStyle(title).position === 'sticky' ? title.offsetHeight : 0;
      const top = a.top + under;
      if (m.top < top) area.scrollTop -= top - m.top + 4;
      // Down until its foot is in sight, but never so far that its head goes under the team's name.
      else if (m.bottom > a.bottom) area.scrollTop += Math.min(m.bottom - a.bottom + 4, m.top - top);
    });
  }
}
