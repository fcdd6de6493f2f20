// <birimba-score-sheet>: the one score sheet — the running score during a deal (public figures only), the deal's
// full breakdown at its end, and in a match the deal-by-deal history with the totals and the next-deal button.

import { type TemplateResult, html, nothing } from 'lit';
import type { FinalScores, PublicScore, Seat, Team } from '@birimba/engine';
import type { Texts } from '../i18n.js';
import { sideOf } from '../seat-geometry.js';
import type { DealResult, MatchInfo } from '../types.js';
import { LightElement, define } from './light-element.js';

export class BirimbaScoreSheet extends LightElement {
  static override properties = {
    live: { attribute: false },
    final: { attribute: false },
    match: { attribute: false },
    history: { attribute: false },
    mySeat: { attribute: false },
    t: { attribute: false },
  };

  declare live: readonly [PublicScore, PublicScore] | null;
  declare final: FinalScores | null;
  declare match: MatchInfo | null;
  declare history: readonly DealResult[];
  /** The seat of the person at the table: the columns stay team A and B, named from there ("Us", "Them"). */
  declare mySeat: Seat;
  declare t: Texts;

  constructor() {
    super();
    this.live = null;
    this.final = null;
    this.match = null;
    this.history = [];
    this.mySeat = 0;
  }

  /** A team as the player sees it: 0 their own, 1 the opponents (the order of the texts). */
  private side(team: Team): Team {
    return sideOf(team, this.mySeat);
  }

  private head(): TemplateResult {
    const t = this.t;
    return html`<tr>
      <th scope="col"><span class="sr-only">${t.score}</span></th>
      <th scope="col">${t.teamsShort[this.side(0)]}</th>
      <th scope="col">${t.teamsShort[this.side(1)]}</th>
    </tr>`;
  }

  private renderMatch(match: MatchInfo): TemplateResult | typeof nothing {
    if (match.target === null) return nothing;
    const t = this.t;
    const [a, b] = match.totals;
    const leader = a > b ? 0 : b > a ? 1 : null;
    const deals = this.history;
    return html`<div
      class="match"
      data-match
      data-deal=${match.deal}
      data-target=${match.target}
      data-over=${match.over ? 'true' : 'false'}
    >
      <h4>${t.match(match.target, match.deal)}</h4>
      <table class="scores" data-history>
        <thead>
          ${this.head()}
        </thead>
        <tbody>
          ${deals.map(
            (d) =>
              html`<tr data-deal-row=${d.deal}>
                <th scope="row">${t.dealN(d.deal)}</th>
                <td>${d.totals[0]}</td>
                <td>${d.totals[1]}</td>
              </tr>`,
          )}
          <tr class="total">
            <th scope="row">${t.matchTotal}</th>
            <td data-match-total="a">${a}</td>
            <td data-match-total="b">${b}</td>
          </tr>
        </tbody>
      </table>
      ${
        match.over
          ? html`<p class="verdict">
              <strong data-match-winner=${leader === 0 ? 'a' : 'b'}>${t.matchWinner[this.side(leader ?? 0)]}</strong>
            </p>`
          : this.final !== null
            ? html`<p>${t.matchGoesOn}</p>`
            : nothing
      }
    </div>`;
  }

  override render(): TemplateResult | typeof nothing {
    const t = this.t;
    const final = this.final;
    const match = this.match;
    if (final === null) {
      const live = this.live;
      if (live === null) return nothing;
      return html`<section part="scores" class="sheet live" data-scores aria-label=${t.score}>
        <h3>${t.scoreNow}</h3>
        <table class="scores">
          <thead>
            ${this.head()}
          </thead>
          <tbody>
            <tr>
              <th scope="row">${t.meldPoints}</th>
              <td>${live[0].meldPoints}</td>
              <td>${live[1].meldPoints}</td>
            </tr>
            <tr>
              <th scope="row">${t.birimbaBonus}</th>
              <td>${live[0].birimbaBonus}</td>
              <td>${live[1].birimbaBonus}</td>
            </tr>
            <tr class="total">
              <th scope="row">${t.total}</th>
              <td data-score="a">${live[0].onTable}</td>
              <td data-score="b">${live[1].onTable}</td>
            </tr>
          </tbody>
        </table>
        <small>${t.scoreNote}</small>
        ${match === null ? nothing : this.renderMatch(match)}
      </section>`;
    }
    const [a, b] = final.teams;
    const row = (label: string, key: keyof typeof a): TemplateResult =>
      html`<tr class=${key === 'total' ? 'total' : ''}>
        <th scope="row">${label}</th>
        <td>${a[key]}</td>
        <td>${b[key]}</td>
      </tr>`;
    return html`<section part="score-sheet" class="sheet final" data-score-sheet role="region" aria-label=${t.score}>
      <h3>${match !== null && match.target !== null ? `${t.dealN(match.deal)}: ${t.score}` : t.score}</h3>
      <p class="verdict">
        ${final.endReason === 'closed' ? t.endClosed[this.side(final.closedBy ?? 0)] : t.endStock}
        <strong data-winner=${final.winner === null ? 'tie' : final.winner === 0 ? 'a' : 'b'}
          >${final.winner === null ? t.tie : t.winner[this.side(final.winner)]}</strong
        >
      </p>
      <table class="scores">
        <thead>
          ${this.head()}
        </thead>
        <tbody>
          ${row(t.meldPoints, 'meldPoints')} ${row(t.birimbaBonus, 'birimbaBonus')} ${row(t.handPenalty, 'handPenalty')}
          ${row(t.birimbakiPenalty, 'birimbakiPenalty')} ${row(t.closingBonus, 'closingBonus')} ${row(t.total, 'total')}
        </tbody>
      </table>
      ${match === null ? nothing : this.renderMatch(match)}
    </section>`;
  }
}

define('birimba-score-sheet', BirimbaScoreSheet);

declare global {
  interface HTMLElementTagNameMap {
    'birimba-score-sheet': BirimbaScoreSheet;
  }
}
