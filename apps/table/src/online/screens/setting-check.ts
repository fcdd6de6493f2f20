// A yes-or-no setting of a room's host in the lobby (public, chat, watching): a checkbox with its label, named by
// `[data-room-setting=NAME]` as the tests and the issue name them.

import { type TemplateResult, html } from 'lit';

/** A yes-or-no room setting of the host's: `[data-room-setting=NAME]`. */
export function check(name: string, label: string, checked: boolean, set: (on: boolean) => void): TemplateResult {
  return html`<div class="field check">
    <input
      id="room-${name}"
      type="checkbox"
      data-room-setting=${name}
      .checked=${checked}
      @change=${(e: Event) => set((e.target as HTMLInputElement).checked)}
    />
    <label for="room-${name}">${label}</label>
  </div>`;
}
