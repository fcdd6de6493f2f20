// The line right above the hand: what the table tells the player — a refusal, the warning before a closing move,
// the hint with its button, your turn (in a lesson, the coach's line in its place), whose turn or who is thinking —
// and, over all of these, why the game waits at a bot's seat (with Retry); above the line, the notice of a damaged
// save and the coach's line; beside it, Skip ahead.

import { type TemplateResult, html, nothing } from 'lit';
import { phraseText, tellDecision, tellPlan } from '@birimba/engine';
import { cardSymbol } from '../components/card.js';
import { phraseTemplate } from '../components/phrase.js';
import { closingWarning } from '../controllers/feedback.js';
import type { Hint } from '../controllers/hint.js';
import type { Texts } from '../texts/i18n.js';
import { placeOf } from '../display/seat-geometry.js';
import { seatNamer } from '../display/seat-names.js';
import type { TableScene } from './scene.js';
import { coachLine } from './coach.js';
import { lessonOffer } from '../lessons/lesson-bar.js';

/** The hint's moves as advice in the table's language (the engine's phrase book), its cards as cards. */
function hintWords({ moves, explanation }: Hint, t: Texts): TemplateResult {
  const pile = explanation?.pileSize;
  return phraseTemplate(tellPlan(moves, { locale: t.locale, ...(pile === undefined ? {} : { pileSize: pile }) }), t);
}

/** Why the AI suggests it, in the table's language, from the explanation's reason and figures (its title). */
function hintWhy({ moves, explanation }: Hint, t: Texts): string | typeof nothing {
  if (explanation?.reason === undefined) return nothing;
  const story = { ...explanation, reason: explanation.reason };
  return phraseText(tellDecision(moves, story, { locale: t.locale }), { cardText: cardSymbol });
}

/** What is said on the line: the first that applies of refusal, warning, hint, your turn, someone else's. */
function message(scene: TableScene): TemplateResult | typeof nothing {
  const { view, game, t, feedback, selection, hint, commands } = scene;
  const who = seatNamer(game.mySeat, t, game.people);
  const warning = game.myTurn ? closingWarning(view, selection.selected, t) : null;
  const shown = hint.shown;
  if (feedback.message !== null)
    return html`<p part="error" class="msg error" role="alert" data-error>${feedback.message}</p>`;
  if (warning !== null) return html`<p class="msg warning" role="status" data-warning>${warning}</p>`;
  if (feedback.news !== null) return html`<p class="msg prompt" role="status" data-news>${feedback.news}</p>`;
  if (shown !== null) {
    return html`<div part="hint" class="msg hint" data-hint title=${hintWhy(shown, t)}>
      <span><strong>${t.hintTitle}:</strong> <span data-hint-text>${hintWords(shown, t)}</span></span>
      <button part="button" class="small" data-action="apply-hint" @click=${() => commands.applyHint()}>
        ${t.applyHint}
      </button>
    </div>`;
  }
  // In a lesson the coach's line takes the prompt's place: the lesson's bar already says what to do, and a phone's
  // felt keeps its height.
  if (scene.coach.line !== null && scene.lessons.game !== null) return coachLine(scene);
  if (game.myTurn) {
    // The start of a first game (no move yet, a local game): the lessons are offered once, in place of the prompt.
    const offer = lessonOffer(scene, scene.roomBar === null && game.log.length === 0 && view.match.deal === 1);
    if (offer !== null) return offer;
    return html`<p class="msg prompt" data-prompt>${view.phase === 'draw' ? t.yourTurnDraw : t.yourTurnPlay}</p>`;
  }
  if (view.phase === 'over') return nothing;
  const thinking = game.thinking;
  return html`<p class="msg waiting">
    ${thinking !== null ? t.thinking(who(thinking)) : t.turnOf(game.watching === true ? 1 : placeOf(view.turn, game.mySeat, t.players), who(view.turn))}
  </p>`;
}

/** Why the game waits at a bot's seat, or why a hint could not be had: with Retry. */
function failureBox({ game, t, hint, commands }: TableScene): TemplateResult | null {
  const failure = game.failure ?? hint.failure;
  if (failure === null) return null;
  const text =
    failure.bot === 'expert'
      ? t.hintFailed(failure.code)
      : t.failure(failure.code, seatNamer(game.mySeat, t, game.people)(failure.seat));
  return html`<div
    part="error"
    class="msg error failure"
    role="alert"
    data-failure=${failure.code}
    data-seat=${failure.seat}
  >
    <span>${text}</span>
    <button part="button" class="small" data-action="retry" @click=${() => commands.retry()}>${t.retry}</button>
  </div>`;
}

/** The game is not being saved: the storage refused it (tried again at each move), or another tab's game is there. */
function saveNotice({ game, t, commands }: TableScene): TemplateResult | typeof nothing {
  if (game.saving === 'failed')
    return html`<div class="msg notice" role="status" data-notice="save-failed"><span>${t.saveFailed}</span></div>`;
  if (game.saving === 'elsewhere')
    return html`<div class="msg notice" role="alert" data-notice="save-elsewhere">
      <span>${t.saveElsewhere}</span>
      <button part="button" class="small" data-action="load-newer" @click=${() => commands.loadNewer()}>
        ${t.loadNewer}
      </button>
    </div>`;
  return nothing;
}

export function feedbackLine(scene: TableScene): TemplateResult {
  const { game, t, feedback, delay, commands } = scene;
  const notice = feedback.notice;
  return html`<div class="feedback" data-feedback data-coach-status=${scene.coach.status}>
    ${
      notice === null
        ? nothing
        : html`<div class="msg notice" role="alert" data-notice="save-damaged">
            <span>${t.saveDamaged(notice.reason, notice.backupKey)}</span>
            <button part="button" class="small" data-action="dismiss-notice" @click=${() => feedback.setNotice(null)}>
              ${t.dismiss}
            </button>
          </div>`
    }
    ${saveNotice(scene)} ${scene.coach.line === null || scene.lessons.game === null ? coachLine(scene) : nothing}
    <div class="line">
      ${failureBox(scene) ?? message(scene)}
      ${
        game.botsPlaying && delay > 0
          ? html`<button part="button" class="small" data-action="skip" @click=${() => commands.skip()}>
              ${t.skip}
            </button>`
          : nothing
      }
    </div>
  </div>`;
}
