// The replay view: its bar (where it stands, a move back and on, play and its speed, a deal to jump to, the seat it is
// seen from — each named as at the table —, the coach, the log to save, a file to open) over the table's own felt, the hand of that seat, the end of a deal and the side column
// (score sheet and log), drawn by the table's templates from the replay's position.

import { type TemplateResult, html, nothing } from 'lit';
import { type Locale, type Seat, seatsOf, tellPlan } from '@birimba/engine';
import { felt } from '../templates/felt.js';
import { endOfDeal, saveLogButton, sideColumn } from '../templates/scores.js';
import type { TableScene } from '../templates/scene.js';
import { sortHand } from '../controllers/hand-selection.js';
import type { ReplayGame } from './replay-game.js';
import { seatNames } from './replay-game.js';
import { phraseTemplate } from '../components/phrase.js';
import type { Texts } from '../texts/i18n.js';
import { type ReplayModel, isFirst, isLast, movesIn } from './replay-model.js';
import type { ReplayPart } from './replay-part.js';
import type { CoachFn } from '../controllers/coach.js';
import { markAt } from './replay-coach.js';
import { type ReplayTexts, REPLAY_SPEEDS } from './replay-texts.js';
import '../components/hand.js';

/** What the replay view needs beside the replay: its words, the table's scene of a position, the element's frame. */
export interface ReplayFrame {
  readonly rt: ReplayTexts;
  readonly lang: Locale;
  readonly sizeClasses: string;
  /** The table's scene of the replay at its position. */
  readonly scene: (game: ReplayGame) => TableScene;
  /** A file was picked or dropped. */
  readonly openFile: (file: File) => void;
  /** The view can go back to the table's game. */
  readonly closable: boolean;
  /** How the coach is asked (the coach's worker, or the page's test seam). */
  readonly coach: () => CoachFn;
}

const keys = (part: ReplayPart) => (e: KeyboardEvent) => {
  if (e.target instanceof HTMLSelectElement || e.altKey || e.ctrlKey || e.metaKey) return;
  // The hand's own arrow keys move its focus.
  if (e.composedPath().some((n) => n instanceof HTMLElement && n.localName === 'birimba-hand')) return;
  const act: Record<string, () => void> = {
    ArrowRight: () => part.next(),
    ArrowLeft: () => part.prev(),
    PageDown: () => part.toDeal(part.position.deal + 1),
    PageUp: () => part.toDeal(part.position.deal - 1),
    End: () => part.toEnd(),
  };
  const action = act[e.key];
  if (action === undefined) return;
  e.preventDefault();
  part.pause();
  action();
};

function opener(frame: ReplayFrame): TemplateResult {
  const picked = (e: Event): void => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file !== undefined) frame.openFile(file);
    input.value = '';
  };
  return html`<label class="replay-open" part="button">
    <input type="file" accept=".json,application/json" data-replay-file @change=${picked} />
    <span>${frame.rt.open}</span>
  </label>`;
}

function bar(part: ReplayPart, model: ReplayModel, frame: ReplayFrame, t: Texts): TemplateResult {
  const { rt } = frame;
  const names = seatNames(model.log, t, rt.human);
  const at = part.position;
  const players = model.log.rules.players;
  const select = (label: string, name: string, value: number, options: TemplateResult[], pick: (n: number) => void) =>
    html`<label class="replay-pick"
      ><span>${label}</span
      ><select
        data-replay-pick=${name}
        .value=${String(value)}
        @change=${(e: Event) => pick(Number((e.target as HTMLSelectElement).value))}
      >
        ${options}
      </select></label
    >`;
  const option = (value: number, text: string, chosen: boolean) =>
    html`<option value=${String(value)} ?selected=${chosen}>${text}</option>`;
  return html`<div class="replay-bar" role="group" aria-label=${rt.title}>
    <div class="replay-steps">
      <button
        part="button"
        data-action="replay-prev"
        aria-label=${rt.prev}
        ?disabled=${isFirst(at)}
        @click=${() => part.prev()}
      >
        ◀
      </button>
      <button
        part="button"
        class="primary"
        data-action=${part.playing ? 'replay-pause' : 'replay-play'}
        @click=${() => (part.playing ? part.pause() : part.play())}
      >
        ${part.playing ? rt.pause : rt.play}
      </button>
      <button
        part="button"
        data-action="replay-next"
        aria-label=${rt.next}
        ?disabled=${isLast(model, at)}
        @click=${() => part.next()}
      >
        ▶
      </button>
      <p class="replay-where" aria-live="polite">
        <b data-replay-position>${rt.position(at.deal + 1, at.move)}</b>
        <span>${rt.positionOf(model.deals.length, movesIn(model, at.deal))}</span>
      </p>
    </div>
    <div class="replay-picks">
      ${select(
        rt.deal,
        'deal',
        at.deal,
        model.deals.map((_, d) => option(d, rt.dealOption(d + 1), d === at.deal)),
        (d) => part.toDeal(d),
      )}
      ${select(
        rt.seenFrom,
        'seat',
        part.seat,
        seatsOf(players).map((s) => option(s, rt.seat(s, names[s] ?? ''), s === part.seat)),
        (s) => part.seeFrom(s as Seat),
      )}
      ${select(
        rt.speed,
        'speed',
        part.speed,
        REPLAY_SPEEDS.map((_, i) => option(i, rt.speeds[i] ?? '', i === part.speed)),
        (i) => part.setSpeed(i),
      )}
      <button
        part="button"
        class="small"
        data-action="replay-end"
        ?disabled=${at.move === movesIn(model, at.deal)}
        @click=${() => part.toEnd()}
      >
        ${rt.toEnd}
      </button>
      <button
        part="button"
        class="small"
        data-action="replay-coach"
        ?disabled=${coaching(part)}
        @click=${() => part.coach(frame.coach())}
      >
        ${rt.coach}
      </button>
      ${saveLogButton(model.log, t)} ${opener(frame)}
      ${
        frame.closable
          ? html`<button part="button" class="small" data-action="replay-close" @click=${() => part.close()}>
              ${rt.close}
            </button>`
          : nothing
      }
    </div>
    ${coachLine(part, frame, t)}
  </div>`;
}

/** The coach is at work on this deal and seat. */
const coaching = (part: ReplayPart): boolean => {
  const run = part.coachRun;
  return run !== null && !run.failed && run.done < run.total;
};

/** The coach's progress on the deal, then its summary and its mark on the turn at the position: the better turn in the
 * table's words, its cards as cards (the engine's phrase book, as the coach says it at the table). */
function coachLine(part: ReplayPart, { rt }: ReplayFrame, t: Texts): TemplateResult | typeof nothing {
  const run = part.coachRun;
  if (run === null || run.deal !== part.position.deal || run.seat !== part.seat) return nothing;
  if (run.failed) return html`<p class="replay-coach" role="status" data-replay-coach="failed">${rt.coachFailed}</p>`;
  if (coaching(part))
    return html`<p class="replay-coach" role="status" data-replay-coach="checking">
      <progress max=${run.total} value=${run.done} aria-label=${rt.coachChecking}></progress>
      <span>${rt.coachProgress(run.done, run.total)}</span>
    </p>`;
  const mark = markAt(run, part.position.deal, part.position.move);
  return html`<p class="replay-coach" role="status" data-replay-coach="done" data-flagged=${run.marks.length}>
    <span>${rt.coachSummary(run.marks.length, run.total)}</span>
    ${
      mark === null
        ? nothing
        : html`<b data-replay-coach-mark
            >${rt.coachMark(mark.verdict.gap)}
            ${phraseTemplate(tellPlan(mark.verdict.best.moves, { locale: t.locale }), t)}</b
          >`
    }
  </p>`;
}

/** The hand of the seat the replay is seen from, sorted, to look at (nothing in it is played). */
function hand(scene: TableScene): TemplateResult {
  const { view, t } = scene;
  const cards = sortHand(view.hand, 'suit');
  return html`<section part="hand" class="hand-zone" data-zone="hand" aria-label="${t.hand}: ${t.cards(cards.length)}">
    <div class="hand-head"><span class="count">${t.hand} · ${cards.length}</span></div>
    <birimba-hand
      .cards=${cards}
      .selected=${new Set<number>()}
      .marks=${new Map()}
      .drawn=${null}
      .t=${t}
    ></birimba-hand>
  </section>`;
}

/** The replay when nothing is shown yet: the log being loaded, or why it could not be opened, and a file to open. */
function notReady(part: ReplayPart, frame: ReplayFrame): TemplateResult {
  const status = part.status;
  const { rt } = frame;
  const body =
    status.kind === 'loading'
      ? html`<p role="status" data-replay-loading>${rt.loading}</p>`
      : status.kind === 'failed'
        ? html`<div role="alert" data-replay-error=${status.problem.code}>
            <p><b>${rt.cannotOpen}</b> ${rt.problems[status.problem.code]}</p>
            <details>
              <summary>${rt.details}</summary>
              <p class="replay-detail">${status.problem.detail}</p>
            </details>
          </div>`
        : nothing;
  return html`<div class="replay-empty">
    <h2>${rt.title}</h2>
    ${body}
    <div class="replay-picks">
      ${opener(frame)}
      ${
        frame.closable
          ? html`<button part="button" class="small" data-action="replay-close" @click=${() => part.close()}>
              ${rt.close}
            </button>`
          : nothing
      }
    </div>
    <p class="replay-drop">${rt.dropHere}</p>
  </div>`;
}

/** The replay view. */
export function replayView(part: ReplayPart, frame: ReplayFrame): TemplateResult {
  const status = part.status;
  const game = part.game;
  if (status.kind !== 'ready' || game === null)
    return html`<div part="table" class="table replay ${frame.sizeClasses}" lang=${frame.lang} data-replay>
      <div class="main">${notReady(part, frame)}</div>
    </div>`;
  const scene = frame.scene(game);
  return html`<div
    part="table"
    class="table replay ${frame.sizeClasses}"
    lang=${frame.lang}
    data-replay
    @keydown=${keys(part)}
  >
    <div class="main">
      ${bar(part, status.model, frame, scene.t)}
      <div class="replay-stage">
        ${felt(scene)}
        ${game.final !== null ? html`<p class="replay-all" data-replay-all>${frame.rt.allHands}</p>` : nothing}
        ${hand(scene)} ${endOfDeal(scene)}
      </div>
    </div>
    ${sideColumn(scene)}
  </div>`;
}
