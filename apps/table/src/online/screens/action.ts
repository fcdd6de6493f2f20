// A button of the online screens (the lobby and the room's bar), with the contract's `data-action` name.

import { type TemplateResult, html, nothing } from 'lit';

/** A button of the lobby. Where the issue and the table's brief name one action twice (`create-room` / `create`,
 * `join-room` / `join`, `start-game` / `start`), the button carries the name and a frame around it the
 * short one: a click on either is the button's. */
export function action(name: string, label: string, run: () => void, primary = false, alias?: string): TemplateResult {
  const button = html`<button
    part="button"
    type="button"
    class=${primary ? 'primary' : ''}
    data-action=${name}
    @click=${alias === undefined ? run : nothing}
  >
    ${label}
  </button>`;
  return alias === undefined ? button : html`<span class="action" data-action=${alias} @click=${run}>${button}</span>`;
}
