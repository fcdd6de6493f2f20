// The online table's own part of the settings panel: whether the players' phrases are shown, and how the player's
// turn is told (a sound, a vibration where the device has one, a notification where the browser has them). Each
// change is remembered on the device (preferences.ts); a notification is asked of the browser when turned on.

import { type TemplateResult, html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { AlertDevice } from '../device/turn-alerts.js';
import type { OnlinePreferences, Preferences } from '../device/preferences.js';
import type { OnlineTexts } from '../../texts/online-texts.js';

export class OnlineSettings {
  /** The browser said no to notifications when the player turned them on. */
  private refused = false;

  constructor(
    private readonly preferences: Preferences,
    private readonly device: AlertDevice,
    private readonly redraw: () => void,
  ) {}

  private set(change: Partial<OnlinePreferences>): void {
    this.preferences.set(change);
    this.redraw();
  }

  /** Notifications on: the browser is asked first, and they stay off unless it allows them. */
  private async notify(on: boolean): Promise<void> {
    this.refused = false;
    if (!on) return this.set({ turnNotify: false });
    const permission = this.device.permission() === 'granted' ? 'granted' : await this.device.askPermission();
    this.refused = permission !== 'granted';
    this.set({ turnNotify: !this.refused });
  }

  render(o: OnlineTexts): TemplateResult {
    const value = this.preferences.value;
    const box = (id: keyof OnlinePreferences, name: string, label: string, on: (checked: boolean) => void) =>
      html`<div class="field check">
        <input
          id="pref-${name}"
          type="checkbox"
          data-setting=${name}
          .checked=${live(value[id])}
          @change=${(e: Event) => on((e.target as HTMLInputElement).checked)}
        />
        <label for="pref-${name}">${label}</label>
      </div>`;
    return html`<fieldset data-online-preferences>
      <legend>${o.talkSettings}</legend>
      ${box('phrases', 'phrases', o.showPhrases, (phrases) => this.set({ phrases }))}
      ${box('turnSound', 'turn-sound', o.turnSound, (turnSound) => this.set({ turnSound }))}
      ${this.device.canVibrate ? box('turnVibrate', 'turn-vibrate', o.turnVibrate, (turnVibrate) => this.set({ turnVibrate })) : nothing}
      ${
        this.device.permission() === 'unsupported'
          ? nothing
          : box('turnNotify', 'turn-notify', o.turnNotify, (on) => void this.notify(on))
      }
      ${this.refused ? html`<p class="note" role="status" data-notify-refused>${o.notifyRefused}</p>` : nothing}
    </fieldset>`;
  }
}
