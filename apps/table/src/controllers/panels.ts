// The panels over the table — the settings, the rules, the lessons' list, and the question before a new game — and the bot names the
// settings offer (asked once, of the AI worker where the registry lives). A Lit controller.

import type { ReactiveControllerHost } from 'lit';
import { BOT_NAMES, difficultyChoices } from '../game/settings.js';

export type Panel = 'settings' | 'rules' | 'confirm-new-game' | 'lessons';

export class Panels {
  /** The panel open, or null. */
  open: Panel | null = null;
  /** The difficulty choices of the settings; null until the registry's names are known. */
  botChoices: readonly string[] | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** The names the AI registry offers. */
    private readonly botNames: () => readonly string[] | Promise<readonly string[]>,
  ) {}

  show(panel: Panel | null): void {
    this.open = panel;
    this.host.requestUpdate();
  }

  close(): void {
    this.show(null);
  }

  /** Opens the settings; the first time, asks the registry's names for the difficulty choice. */
  async showSettings(): Promise<void> {
    this.show('settings');
    if (this.botChoices !== null) return;
    try {
      this.botChoices = difficultyChoices(await this.botNames());
    } catch {
      this.botChoices = [...BOT_NAMES];
    }
    this.host.requestUpdate();
  }
}
