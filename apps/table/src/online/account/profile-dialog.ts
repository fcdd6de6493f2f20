// The profile's dialog: a modal <dialog> over the lobby or the table (`[data-profile]`), its title and Close, and the
// last refusal said in one line — the frame both profiles are drawn in, one's own (own-profile.ts) and another
// player's (player-profile.ts).

import { type TemplateResult, html, nothing } from 'lit';
import { ref } from 'lit/directives/ref.js';
import type { Locale } from '@birimba/engine';
import type { ProfileTexts } from '../../texts/profile-texts.js';
import { action } from '../screens/action.js';

/** What a profile's dialog shows. */
export interface ProfileFrame {
  readonly locale: Locale;
  /** The dialog's `data-profile`: `guest`, `loading`, `signed-in` or `unavailable` for one's own, `player` for another's. */
  readonly state: string;
  /** Another player's handle (`data-handle`); none on one's own. */
  readonly handle?: string;
  readonly title: string;
  readonly body: TemplateResult;
  /** The last refusal (an `AccountProblem`), or null. */
  readonly problem: string | null;
  readonly close: () => void;
}

/** Shows the dialog as a modal once it is in the page: Lit hands it over before it puts the new part in place (the
 * first render, or the dialog moved from the lobby to the table), so a moment later. */
function shownModal(element: Element | undefined): void {
  if (!(element instanceof HTMLDialogElement)) return;
  queueMicrotask(() => {
    if (element.isConnected && !element.open) element.showModal();
  });
}

/** The dialog around a profile's body. */
export function profileDialog(frame: ProfileFrame, p: ProfileTexts): TemplateResult {
  // A modal <dialog>: in the page's top layer, over the lobby or the table whatever holds its button (the status
  // line during play), the rest of the page inert behind it; Escape closes it.
  return html`<dialog
    class="profile"
    lang=${frame.locale}
    data-profile=${frame.state}
    data-handle=${frame.handle ?? nothing}
    aria-labelledby="profile-title"
    ${ref(shownModal)}
    @cancel=${(e: Event) => {
      e.preventDefault();
      frame.close();
    }}
  >
    <header class="profile-head">
      <h2 id="profile-title">${frame.title}</h2>
      ${action('close-profile', p.close, frame.close)}
    </header>
    ${frame.body}
    ${
      frame.problem === null
        ? nothing
        : html`<p class="problem" role="alert" data-account-problem=${frame.problem}>
            ${p.problems[frame.problem as keyof ProfileTexts['problems']] ?? p.problem}
          </p>`
    }
  </dialog>`;
}
