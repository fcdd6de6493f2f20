// What a lesson shows on the table: the bar above the felt — the lesson's title, its goal (`[data-lesson-goal]`,
// `data-done="true"` once reached), the lesson's coach (`[data-lesson-coach]`: the hint after two wrong tries), Start
// again, Next lesson and All lessons — the lessons' list (with Back to the game) and, at the start of a first game, the
// offer of the lessons on the line above the hand.

import { type TemplateResult, html, nothing } from 'lit';
import type { Locale } from '@birimba/engine';
import { phraseTemplate } from '../components/phrase.js';
import type { Texts } from '../texts/i18n.js';
import { type CoachLine, type LessonTexts, LESSON_TEXTS } from '../texts/lesson-texts.js';
import { LESSONS } from './lesson-data.js';
import type { LessonGame } from './lesson-game.js';
import type { LessonMode } from './lesson-mode.js';

/** What the lesson's templates read of the table's render. */
export interface LessonScene {
  readonly lessons: LessonMode;
  readonly t: Texts;
  readonly lang: Locale;
}

/** What the lesson's coach says now: the lesson's end, the hint after two wrong tries, the answer to a wrong try, or
 * the lesson's opening; and which of them (`data-lesson-coach`: the expert coach's own line, on in lessons, is
 * `[data-coach]` above the hand). */
function coachLine(game: LessonGame, lt: LessonTexts): { kind: string; label: string; line: CoachLine } {
  const words = lt.lessons[game.lesson.key];
  if (game.done) return { kind: 'done', label: lt.coachLabel, line: words.done(game.score) };
  if (game.hintDue) return { kind: 'hint', label: lt.hintLabel, line: words.hint };
  if (game.lastTry === 'refused') return { kind: 'refused', label: lt.coachLabel, line: [lt.refused] };
  if (game.lastTry === 'turn-ended') return { kind: 'turn-ended', label: lt.coachLabel, line: [lt.turnEnded] };
  return { kind: 'intro', label: lt.coachLabel, line: words.coach };
}

/** The bar of the lesson open; nothing when none is. */
export function lessonBar(scene: LessonScene): TemplateResult | typeof nothing {
  const { lessons, t, lang } = scene;
  const game = lessons.game;
  if (game === null) return nothing;
  const lt = LESSON_TEXTS[lang];
  const { number, key } = game.lesson;
  const words = lt.lessons[key];
  const coach = coachLine(game, lt);
  return html`<section class="lesson" data-lesson=${number} aria-labelledby="lesson-title">
    <div class="lesson-head">
      <h2 id="lesson-title">
        <span class="lesson-n">${lt.lessonN(number, LESSONS.length)}</span>
        <span class="lesson-title">${words.title}</span>
      </h2>
      <div class="lesson-menu">
        ${
          game.done
            ? html`<button part="button" class="small primary" data-action="next-lesson" @click=${() => lessons.next()}>
                ${lt.next}
              </button>`
            : nothing
        }
        ${
          game.done
            ? nothing
            : html`<button part="button" class="small" data-action="restart-lesson" @click=${() => game.restart()}>
                ${lt.restart}
              </button>`
        }
        <button part="button" class="small" data-action="lesson-list" @click=${() => lessons.showList(true)}>
          ${lt.allLessons}
        </button>
      </div>
    </div>
    <p class="lesson-goal ${game.done ? 'done' : ''}">
      <strong>${lt.goalLabel}:</strong>
      <span data-lesson-goal data-done=${game.done ? 'true' : 'false'}>${words.goal}</span>
      ${game.done ? html`<span class="check" aria-hidden="true">✓</span><span class="sr-only">(${lt.doneMark})</span>` : nothing}
    </p>
    <p
      class="lesson-coach ${coach.kind}"
      role="status"
      data-lesson-coach=${coach.kind}
      ?data-lesson-hint=${coach.kind === 'hint'}
    >
      <strong>${coach.label}:</strong> ${phraseTemplate(coach.line, t)}
    </p>
  </section>`;
}

/** The offer of the lessons at the start of a first game, in place of the prompt; null when not offered now. */
export function lessonOffer(scene: LessonScene, firstTurn: boolean): TemplateResult | null {
  const { lessons, lang } = scene;
  if (!lessons.offerShown(firstTurn)) return null;
  const lt = LESSON_TEXTS[lang];
  return html`<div class="msg prompt lesson-offer" data-lesson-offer>
    <span>${lt.offer}</span>
    <button part="button" class="small primary" data-action="learn" @click=${() => lessons.showList(true)}>
      ${lt.offerYes}
    </button>
    <button part="button" class="small" data-action="no-lessons" @click=${() => lessons.answerOffer()}>
      ${lt.offerNo}
    </button>
  </div>`;
}

/** The lessons' list (the panel's body): each lesson, done or not, opened by its button; with a lesson open, the way
 * back to the game. */
export function lessonList({ lessons, lang }: LessonScene): TemplateResult {
  const lt = LESSON_TEXTS[lang];
  const done = new Set(lessons.progress.done);
  return html`<div class="lesson-list" data-lesson-list>
    <p>${done.size === LESSONS.length ? lt.allDone : lt.learnIntro}</p>
    ${
      lessons.game === null
        ? nothing
        : html`<p class="leave">
            <button part="button" data-action="leave-lesson" @click=${() => lessons.leaveToGame()}>${lt.leave}</button>
          </p>`
    }
    <ol>
      ${LESSONS.map(
        (lesson) =>
          html`<li>
            <button
              part="button"
              class="lesson-item ${done.has(lesson.number) ? 'done' : ''}"
              data-lesson-open=${lesson.number}
              data-done=${done.has(lesson.number) ? 'true' : 'false'}
              @click=${() => lessons.open(lesson.number)}
            >
              <span class="lesson-n">${lesson.number}.</span>
              <span class="lesson-title">${lt.lessons[lesson.key].title}</span>
              ${done.has(lesson.number) ? html`<span class="check"><span aria-hidden="true">✓</span> ${lt.doneMark}</span>` : nothing}
            </button>
          </li>`,
      )}
    </ol>
  </div>`;
}
