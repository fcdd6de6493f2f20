// "Play rated" on the online page: beside «Play now», the form's choice and `[data-action=play-rated]` for a signed-in
// player (signed out, how to sign in first — by playing once, or with a passkey where the page offers one); while the
// page waits in the queue, the panel `[data-rated-queue]` in the doors' place: the wait so far (ticking), how many
// look for the form, the window of ratings («±200») and Cancel (`[data-action=leave-queue]`); a wait that ended
// without a table says why (`[data-rated-problem]`). The queue itself is the online game's (room/rated-queue.ts).

import { type TemplateResult, html, nothing } from 'lit';
import { type Locale, type Players, PLAYER_COUNTS } from '@birimba/engine';
import { passkeysOffered } from '../account/passkey-offer.js';
import type { OnlineGame } from '../room/online-game.js';
import { RATED_QUEUE_TEXTS, type RatedQueueTexts } from '../../texts/rated-queue-texts.js';
import { action } from './action.js';

/** The way into the queue among the doors: the form and Play rated, or how to sign in first. */
export function ratedQueueWay(game: OnlineGame, locale: Locale, name: () => string): TemplateResult {
  const o = RATED_QUEUE_TEXTS[locale];
  const queue = game.rated;
  if (!game.account.signedIn)
    return html`<div class="way rated-way">
      <p class="note" data-rated-sign-in>★ ${o.signIn(passkeysOffered(game.account.origin()))}</p>
    </div>`;
  return html`<div class="way rated-way">
    <div class="rated-choice">
      <label
        >${o.form}
        <select
          data-field="rated-form"
          @change=${(e: Event) => (queue.form = Number((e.target as HTMLSelectElement).value) as Players)}
        >
          ${[...PLAYER_COUNTS].sort((a, b) => a - b).map((n) => html`<option value=${n} ?selected=${n === queue.form}>${o.forms[n]}</option>`)}
        </select></label
      >
      ${action('play-rated', `★ ${o.play}`, () => void queue.enter(queue.form, name()))}
    </div>
    <small>${o.playNote}</small>
    ${problem(game, o)}
  </div>`;
}

/** Whether the page is in the queue (or on its way in, or to its table): the panel takes the doors' place. */
export const inRatedQueue = (game: OnlineGame): boolean => game.rated.stage !== 'idle';

/** The waiting panel: the wait, how many look, the window, Cancel; a table found, its seat being taken. */
export function ratedQueuePanel(game: OnlineGame, locale: Locale): TemplateResult {
  const o = RATED_QUEUE_TEXTS[locale];
  const queue = game.rated;
  const status = queue.status;
  if (queue.stage === 'seating')
    return html`<section class="rated-queue" data-rated-queue="seating">
      <p class="rated-found" role="status">★ ${o.found}</p>
    </section>`;
  return html`<section class="rated-queue" data-rated-queue=${queue.stage} aria-labelledby="rated-queue-title">
    <h2 id="rated-queue-title">★ ${o.looking} <span class="rated-form">${o.forPlayers(queue.form)}</span></h2>
    <p class="rated-wait" data-waited=${queue.waitedSeconds}>${o.waited(queue.waitedSeconds)}</p>
    ${
      status === null
        ? nothing
        : html`<p class="rated-facts" role="status">
            <span data-looking=${status.looking}>${o.count(status.looking)}</span>
            <span data-within=${status.within ?? 'anyone'}>${o.within(status.within)}</span>
          </p>`
    }
    <small>${o.widens}</small>
    ${action('leave-queue', o.cancel, () => queue.leave())}
  </section>`;
}

/** Why the last wait ended without a table, or was refused. */
function problem(game: OnlineGame, o: RatedQueueTexts): TemplateResult | typeof nothing {
  const why = game.rated.problem;
  return why === null
    ? nothing
    : html`<p class="problem" part="error" data-rated-problem=${why} role="alert">${o.problems[why]}</p>`;
}
