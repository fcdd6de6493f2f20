// <birimba-score-sheet>: the one score sheet — the running score during a deal (public figures only), the deal's
// full breakdown at its end, and in a match the deal-by-deal history with the totals and the next-deal button.

import { type TemplateResult, html, nothing } from 'lit';
import { type FinalScores, type PublicScore, type Seat, type Team, soleLeader } from '@birimba/engine';
import type { Texts } from '../texts/i18n.js';
import { sideOf, teamsFromMySide } from '../display/seat-geometry.js';
import type { DealResult, MatchInfo } from '../api/types.js';
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

  declare live: readonly PublicScore[] | null;
  declare final: FinalScores | null;
  declare match: MatchInfo | null;
  declare history: readonly DealResult[];
  /** The seat of the person at the table: the columns are its team's first, named from there ("Us", "Them"). */
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

  /** A team as the player sees it: 0 their own, then the others (the order of the texts). */
  private side(team: Team): Team {
    return sideOf(team, this.mySeat, this.t.players);
  }

  /** The sheet's columns: the player's team first, then the others (each figure keeps its team's letter). */
  private get teams(): readonly Team[] {
    return teamsFromMySide(this.mySeat, this.t.players);
  }

  private head(): TemplateResult {
    const t = this.t;
    return html`<tr>
      <th scope="col"><span class="sr-only">${t.score}</span></th>
      ${this.teams.map((team) => html`<th scope="col">${t.teamsShort[this.side(team)]}</th>`)}
    </tr>`;
  }

  /** One row of the sheet: a heading and a figure per team (`mark` names each figure's team: `a`, `b`, `c`). */
  private row(label: string, figure: (team: Team) => number, total = false, mark?: string): TemplateResult {
    return html`<tr class=${total ? 'total' : ''}>
      <th scope="row">${label}</th>
      ${this.teams.map((team) => {
        const letter = 'abc'[team] ?? '';
        const score = mark === 'score' ? letter : nothing;
        const matchTotal = mark === 'match' ? letter : nothing;
        return html`<td data-score=${score} data-match-total=${matchTotal}>${figure(team)}</td>`;
      })}
    </tr>`;
  }

  private renderMatch(match: MatchInfo): TemplateResult | typeof nothing {
    if (match.target === null) return nothing;
    const t = this.t;
    const leader = soleLeader(match.totals);
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
                ${this.teams.map((team) => html`<td>${d.totals[team]}</td>`)}
              </tr>`,
          )}
          ${this.row(t.matchTotal, (team) => match.totals[team] ?? 0, true, 'match')}
        </tbody>
      </table>
      ${
        match.over
          ? html`<p class="verdict">
              <strong data-match-winner=${'abc'[leader ?? 0]}>${t.matchWinner[this.side(leader ?? 0)]}</strong>
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
            ${this.row(t.meldPoints, (team) => live[team]?.meldPoints ?? 0)}
            ${this.row(t.birimbaBonus, (team) => live[team]?.birimbaBonus ?? 0)}
            ${this.row(t.total, (team) => live[team]?.onTable ?? 0, true, 'score')}
          </tbody>
        </table>
        <small>${t.scoreNote}</small>
        ${match === null ? nothing : this.renderMatch(match)}
      </section>`;
    }
    const row = (label: string, key: keyof FinalScores['teams'][0]): TemplateResult =>
      this.row(label, (team) => Number(final.teams[team]?.[key] ?? 0), key === 'total');
    return html`<section part="score-sheet" class="sheet final" data-score-sheet role="region" aria-label=${t.score}>
      <h3>${match !== null && match.target !== null ? `${t.dealN(match.deal)}: ${t.score}` : t.score}</h3>
      <p class="verdict">
        ${final.endReason === 'closed' ? t.endClosed[this.side(final.closedBy ?? 0)] : t.endStock}
        <strong data-winner=${final.winner === null ? 'tie' : 'abc'[final.winner]}
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
