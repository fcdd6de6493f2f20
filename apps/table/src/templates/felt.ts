// The felt: the score and each team's birimbaki in its corners, the other three seats around it (placed from the
// player's side), the stock and the whole pile in the middle, both teams' melds below.

import { type TemplateResult, html } from 'lit';
import { type Seat, publicScores } from '@birimba/engine';
import type { MeldTapDetail } from '../components/meld-area.js';
import { tableCard } from '../components/seat.js';
import { type Place, PLACE_CLASS, seatAt, sideOf } from '../seat-geometry.js';
import type { TableScene } from './scene.js';
import '../components/card.js';
import '../components/meld-area.js';

/** The corners: the score (the match totals and the target in a match) and each team's birimbaki, taken or not. */
function corners({ view, game, t }: TableScene): TemplateResult {
  const match = game.match;
  const us = (team: 0 | 1): string => t.teamsShort[sideOf(team, game.mySeat)] ?? '';
  const [a, b] = publicScores(view);
  const corner =
    match !== null && match.target !== null
      ? html`<div class="corner score" data-match-bar role="group" aria-label="${t.match(match.target, match.deal)}">
          <span class="tally"><span>${us(0)}</span> <b>${match.totals[0]}</b></span>
          <span class="tally"><span>${us(1)}</span> <b>${match.totals[1]}</b></span>
          <span class="target">→ ${match.target}</span>
        </div>`
      : html`<div class="corner score" data-table-score role="group" aria-label=${t.scoreNow}>
          <span class="tally"><span>${us(0)}</span> <b>${a.onTable}</b></span>
          <span class="tally"><span>${us(1)}</span> <b>${b.onTable}</b></span>
        </div>`;
  // Each team's birimbaki: its packet still waiting on the felt, or taken (✓). The −100 and closing depend on it.
  const took = (side: 0 | 1): boolean =>
    view.tookBirimbaki[side === 0 ? view.team : ((1 - view.team) as 0 | 1)] === true;
  const team = (side: 0 | 1): TemplateResult =>
    html`<span class="tally birimbaki" data-birimbaki-team=${side === 0 ? 'a' : 'b'} data-taken=${took(side)}
      ><span>${t.teamsShort[side]}</span>${
        took(side)
          ? html`<b class="taken" aria-hidden="true">✓</b>`
          : html`<span class="packet card-back" aria-hidden="true"></span>`
      }</span
    >`;
  return html`${corner}
    <div
      class="corner packets"
      data-birimbakia=${view.birimbakiaLeft}
      role="img"
      aria-label=${t.birimbakiaState(took(0), took(1))}
    >
      <span class="label">${t.birimbakia}</span>
      ${team(0)} ${team(1)}
    </div>`;
}

/** The seat at `place` (left, opposite or right of the player). */
function seat(scene: TableScene, place: Exclude<Place, 0>): TemplateResult {
  const { view, game, t } = scene;
  const s: Seat = seatAt(place, game.mySeat);
  return html`<birimba-seat
    class=${PLACE_CLASS[place]}
    .seat=${s}
    .mySeat=${game.mySeat}
    .person=${game.people[s] ?? null}
    .count=${view.handSizes[s] ?? 0}
    .known=${view.known[s] ?? []}
    .revealed=${game.revealedHands?.[s] ?? null}
    .acting=${scene.lastBotMove.seat === s}
    .thinking=${game.thinking === s}
    .toAct=${view.phase !== 'over' && view.turn === s}
    .compact=${(place !== 2 && scene.compactSides) || scene.sizeClasses.includes('narrow')}
    .t=${t}
  ></birimba-seat>`;
}

/** The stock and the whole pile, face up. */
function middle({ view, t, lastBotMove }: TableScene): TemplateResult {
  return html`<div class="middle">
    <section
      part="stock"
      class="stock"
      data-zone="stock"
      data-count=${view.stockSize}
      aria-label="${t.stock}: ${t.cards(view.stockSize)}"
    >
      ${view.stockSize > 0 ? html`<birimba-card part="card-back" .card=${null}></birimba-card>` : html`<span class="empty-slot"></span>`}
      <span class="badge">${view.stockSize}</span>
      <span class="label">${t.stock}</span>
    </section>
    <section
      part="pile"
      class="pile"
      data-zone="pile"
      data-count=${view.pile.length}
      aria-label="${t.pile}: ${t.cards(view.pile.length)}"
    >
      <span class="label">${t.pile} · ${view.pile.length}</span>
      <div class="pile-cards" tabindex="0" role="group" aria-label="${t.pile}: ${t.cards(view.pile.length)}">
        ${view.pile.length === 0 ? html`<span class="empty-slot">${t.pileEmpty}</span>` : view.pile.map((c) => tableCard(c, t, lastBotMove.cards.has(c.id)))}
      </div>
    </section>
  </div>`;
}

/** Both teams' melds; the player's team's are buttons (tap to lay off). */
function melds({ view, t, selection, hint, lastBotMove, actions }: TableScene): TemplateResult {
  const team = (n: 0 | 1): TemplateResult =>
    html`<birimba-melds
      .team=${n}
      .melds=${view.melds.filter((m) => m.team === n)}
      .ours=${view.team === n}
      .target=${selection.target}
      .hinted=${hint.layOffMeld}
      .fresh=${lastBotMove.cards}
      .tookBirimbaki=${view.tookBirimbaki[n]}
      .t=${t}
    ></birimba-melds>`;
  return html`<div
    class="melds-area"
    tabindex="0"
    role="region"
    aria-label=${t.melds}
    @meld-tap=${(e: CustomEvent<MeldTapDetail>) => actions.tapMeld(e.detail.meldId)}
  >
    ${team(0)} ${team(1)}
  </div>`;
}

export function felt(scene: TableScene): TemplateResult {
  return html`<div class="felt">
    ${corners(scene)} ${seat(scene, 2)} ${seat(scene, 1)} ${middle(scene)} ${seat(scene, 3)} ${melds(scene)}
  </div>`;
}
