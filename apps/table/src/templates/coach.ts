// The coach's line above the hand — what a better turn would have been worth, by the coach's verdict, with Show me —
// and, over the table when asked, the better turn drawn on a copy of the position as the turn began: the turn in
// the engine's words, the hand then with its cards marked as a hint marks them, and the player's team's melds after.

import { type TemplateResult, html, nothing } from 'lit';
import { type Card, type Move, tellPlan } from '@birimba/engine';
import { phraseTemplate } from '../components/phrase.js';
import type { CardMark } from '../components/hand.js';
import { COACH_TEXTS } from '../texts/coach-texts.js';
import type { TableScene } from './scene.js';
import '../components/card.js';
import '../components/meld-area.js';

/** What the better turn does with each card of the hand as the turn began. */
function marksOf(moves: readonly Move[]): Map<number, CardMark> {
  const marks = new Map<number, CardMark>();
  for (const move of moves) {
    if (move.type === 'meld') move.cards.forEach((id) => marks.set(id, 'meld'));
    if (move.type === 'layOff') move.cards.forEach((id) => marks.set(id, 'lay-off'));
    if (move.type === 'discard') marks.set(move.card, 'discard');
  }
  return marks;
}

/** Show me: the better turn over the table, on a copy of the position (the game itself is not touched). */
export function coachCopy({ coach, t }: TableScene): TemplateResult | typeof nothing {
  const copy = coach.copy();
  const line = coach.line;
  if (!coach.showing || copy === null || line === null) return nothing;
  const c = COACH_TEXTS[t.locale];
  const { gap, low, high } = line.verdict;
  const marks = marksOf(copy.moves);
  const card = (k: Card): TemplateResult => {
    const mark = marks.get(k.id);
    return html`<span class="coach-card" data-card-id=${k.id} data-suggest=${mark ?? nothing}>
      <birimba-card part="card" .card=${k}></birimba-card>
      ${mark === undefined ? nothing : html`<span class="mark ${mark}" aria-hidden="true">${mark === 'discard' ? '↓' : '★'}</span>`}
    </span>`;
  };
  const team = copy.after.team;
  const melds = copy.after.melds.filter((m) => m.team === team);
  return html`<div class="panel-backdrop" @click=${(e: Event) => e.target === e.currentTarget && coach.toggle()}>
    <div
      class="panel coach-copy"
      role="dialog"
      aria-modal="true"
      aria-label=${c.copyTitle}
      data-show-me
      data-moves=${JSON.stringify(copy.moves)}
    >
      <header>
        <h2>${c.copyTitle}</h2>
        <button part="button" class="small" data-action="close-show-me" @click=${() => coach.toggle()}>
          ${c.hide}
        </button>
      </header>
      <div class="panel-body" tabindex="0">
        <p class="coach-plan" data-show-me-plan>
          <strong>${phraseTemplate(tellPlan(copy.moves, { locale: t.locale }), t)}</strong>
        </p>
        <p>${c.gain(gap, low, high)}</p>
        <h3>${c.handBefore}</h3>
        <div class="coach-hand" data-show-me-hand>${copy.before.hand.map(card)}</div>
        <h3>${c.meldsAfter}</h3>
        ${
          melds.length === 0
            ? html`<p>${c.noMelds}</p>`
            : html`<div class="coach-felt">
                <birimba-melds
                  data-show-me-melds
                  .team=${team}
                  .side=${0}
                  .melds=${melds}
                  .ours=${false}
                  .target=${null}
                  .hinted=${null}
                  .fresh=${new Set<number>()}
                  .tookBirimbaki=${copy.after.tookBirimbaki[team]}
                  .t=${t}
                ></birimba-melds>
              </div>`
        }
      </div>
    </div>
  </div>`;
}

/** The coach's line, when it has something to say (else nothing): short, so that a phone's table keeps its room. */
export function coachLine({ coach, t }: TableScene): TemplateResult | typeof nothing {
  const line = coach.line;
  if (line === null) return nothing;
  const c = COACH_TEXTS[t.locale];
  const { verdict } = line;
  return html`<div
    class="msg coach"
    role="status"
    data-coach
    data-coach-gap=${Math.round(verdict.gap)}
    title=${c.gain(verdict.gap, verdict.low, verdict.high)}
  >
    <span><strong>${c.title}:</strong> ${c.short(verdict.gap)}</span>
    <button
      part="button"
      class="small"
      data-action="show-me"
      aria-expanded=${coach.showing ? 'true' : 'false'}
      @click=${() => coach.toggle()}
    >
      ${c.showMe}
    </button>
    <button
      part="button"
      class="small"
      data-action="dismiss-coach"
      aria-label=${c.dismiss}
      title=${c.dismiss}
      @click=${() => coach.dismiss()}
    >
      ×
    </button>
  </div>`;
}
