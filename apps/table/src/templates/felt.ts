// The felt: the score and each team's birimbaki in its corners, the other seats around it (placed from the player's
// side: one opposite with two players, three around with four, five around an oval with six), the stock and the
// whole pile in the middle, every team's melds below.

import { type TemplateResult, html, nothing } from 'lit';
import { type Players, type Seat, type Team, publicScores, teamsOf } from '@birimba/engine';
import type { MeldTapDetail } from '../components/meld-area.js';
import { tableCard } from '../components/seat.js';
import { type Place, PLACE_CLASSES, seatAt, sideOf, teamAt, teamsFromMySide } from '../display/seat-geometry.js';
import { roomNames } from '../display/seat-names.js';
import type { TableScene } from './scene.js';
import '../components/card.js';
import '../components/meld-area.js';

/**
 * The corners: the score (the match totals and the target in a match; else the score on the table, and once the deal
 * is over its final totals, as the score sheet gives them) and each team's birimbaki, taken or not.
 */
function corners({ view, game, t }: TableScene): TemplateResult {
  const match = game.match;
  const players = view.rules.players;
  // The player's team first ("Us"), each named from the player's side ("Us", "Them").
  const tally = (team: Team, points: number): TemplateResult =>
    html`<span class="tally"
      ><span>${t.teamsShort[sideOf(team, game.mySeat, players)] ?? ''}</span> <b>${points}</b></span
    >`;
  const scores = publicScores(view);
  // At a deal's end the table's score is not the deal's: the hands left, the closing and the birimbaki still count.
  const final = game.final;
  const points = (team: Team): number => final?.teams[team]?.total ?? scores[team]?.onTable ?? 0;
  const corner =
    match !== null && match.target !== null
      ? html`<div class="corner score" data-match-bar role="group" aria-label="${t.match(match.target, match.deal)}">
          ${teamsFromMySide(game.mySeat, players).map((team) => tally(team, match.totals[team] ?? 0))}
          <span class="target">→ ${match.target}</span>
        </div>`
      : html`<div
          class="corner score"
          data-table-score
          role="group"
          aria-label=${final === null ? t.scoreNow : t.score}
        >
          ${teamsFromMySide(game.mySeat, players).map((team) => tally(team, points(team)))}
        </div>`;
  // Each team's birimbaki, by side: its packet still waiting on the felt, or taken (✓). The −100 and closing depend on it.
  const sides = teamsOf(players);
  const took = (side: Team): boolean => view.tookBirimbaki[teamAt(side, game.mySeat, players)] === true;
  const team = (side: Team): TemplateResult =>
    html`<span class="tally birimbaki" data-birimbaki-team=${'abc'[side] ?? ''} data-taken=${took(side)}
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
      aria-label=${t.birimbakiaState(sides.map(took))}
    >
      <span class="label">${t.birimbakia}</span>
      ${sides.map(team)}
    </div>`;
}

/** The seat at `place` (counted counter-clockwise from the player's, at the bottom; a watcher's table draws place 0
 * too, where a player's hand would be). */
export function seat(scene: TableScene, place: Place): TemplateResult {
  const { view, game, t } = scene;
  const players = view.rules.players;
  const s: Seat = seatAt(place, game.mySeat, players);
  // The seat opposite has the width of the felt; the others are narrow columns on a narrow table.
  const opposite = place === players / 2;
  return html`<birimba-seat
    class=${PLACE_CLASSES[players][place] ?? ''}
    .seat=${s}
    .mySeat=${game.mySeat}
    .person=${game.people[s] ?? null}
    .named=${roomNames(game.people, t)[s] ?? null}
    .count=${view.handSizes[s] ?? 0}
    .known=${view.known[s] ?? []}
    .revealed=${game.revealedHands?.[s] ?? null}
    .acting=${scene.lastBotMove.seat === s}
    .thinking=${game.thinking === s}
    .toAct=${view.phase !== 'over' && view.turn === s}
    .bubble=${scene.talk?.bubble(s) ?? nothing}
    .compact=${(!opposite && scene.compactSides) || scene.sizeClasses.includes('narrow')}
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

/** Every team's melds, the player's team's first (on the left); theirs are buttons (tap to lay off). */
function melds({ view, game, t, selection, hint, lastBotMove, actions }: TableScene): TemplateResult {
  const team = (n: Team): TemplateResult =>
    html`<birimba-melds
      .team=${n}
      .side=${sideOf(n, game.mySeat, view.rules.players)}
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
    ${teamsFromMySide(game.mySeat, view.rules.players).map(team)}
  </div>`;
}

/** The other seats, in the order they are read: four players north, east, then west after the middle (as ever);
 * two the opponent north; six the partner north, the upper seats, then the lower ones after the middle. */
const AROUND: Readonly<Record<Players, { before: readonly Place[]; after: readonly Place[] }>> = {
  2: { before: [1], after: [] },
  4: { before: [2, 1], after: [3] },
  6: { before: [3, 4, 2, 1], after: [5] },
};

export function felt(scene: TableScene): TemplateResult {
  const players = scene.view.rules.players;
  const around = AROUND[players];
  return html`<div class="felt players-${players}">
    ${corners(scene)} ${around.before.map((place) => seat(scene, place))} ${middle(scene)}
    ${around.after.map((place) => seat(scene, place))} ${melds(scene)}
  </div>`;
}
