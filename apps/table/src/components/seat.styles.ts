// Styles of <birimba-seat>: a compact name plate with a fan of card backs; shown cards fan out below.

import { css } from 'lit';

export const seatStyles = css`
  birimba-seat {
    display: block;
    min-inline-size: 0;
  }
  birimba-seat .seat {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.2rem;
    padding: 0.2rem 0.35rem 0.3rem;
    border-radius: 0.6rem;
    border: 2px solid transparent;
    min-inline-size: 0;
  }
  birimba-seat .seat.to-act {
    border-color: #ffffff55;
    background: #ffffff12;
  }
  birimba-seat .seat[data-acting] {
    border-color: var(--_accent);
  }
  /* «Nikos: παίζει ο υπολογιστής» in small type under the name; in a narrow seat, under the name it repeats, only
     «παίζει μποτ» (the whole sentence stays for screen readers), which breaks between words, never inside one. */
  birimba-seat .stand-in {
    max-inline-size: 100%;
    font-size: 0.7rem;
    font-style: italic;
    text-align: center;
    line-height: 1.15;
    hyphens: manual;
  }
  birimba-seat .stand-in.compact::after {
    content: attr(data-short) / '';
  }

  birimba-seat .who {
    display: flex;
    align-items: center;
    justify-content: center;
    flex-wrap: wrap;
    gap: 0.1rem 0.3rem;
    font-size: 0.8rem;
    font-weight: 600;
    white-space: nowrap;
  }
  birimba-seat.west .who,
  birimba-seat.east .who {
    flex-direction: column;
  }
  /* «εκτός σύνδεσης» and a long name («Μποτ (εύκολο)») wrap within a narrow side seat rather than run off the
     screen. */
  birimba-seat .who .name,
  birimba-seat .who .offline {
    max-inline-size: 100%;
    white-space: normal;
    text-align: center;
    line-height: 1.15;
  }
  /* A name of one long word («Konstantinos») breaks rather than run over the pile from a narrow side seat, on two
     lines at most: the rest of a longer one («Χαραλαμποπουλοςκαραγιαν») is cut with an ellipsis, the whole name in
     the seat's label and its title. A bot's level is a little smaller, so that «(κανονικό)» keeps its line whole. */
  birimba-seat .who .name {
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    overflow: hidden;
  }
  birimba-seat .who .name .level {
    font-size: 0.85em;
    font-weight: 400;
  }
  birimba-seat.west .count,
  birimba-seat.east .count {
    font-size: 0.7rem;
  }
  birimba-seat .count {
    min-inline-size: 1.4rem;
    padding: 0 0.3rem;
    border-radius: 1rem;
    background: #0006;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  birimba-seat .backs {
    display: flex;
    justify-content: center;
    max-inline-size: 100%;
    block-size: 2.1rem;
  }
  birimba-seat .card-back {
    flex: none;
    inline-size: 1.5rem;
    block-size: 2.1rem;
    border-radius: 0.18rem;
    border: 1px solid #fff9;
    margin-inline-start: calc(var(--step) - 1.5rem);
    box-shadow: 0 1px 1px #0005;
  }
  birimba-seat .card-back:first-child {
    margin-inline-start: 0;
  }
  birimba-seat .known {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.1rem;
  }
  birimba-seat .caption {
    font-size: 0.62rem;
    font-style: italic;
    opacity: 0.9;
  }
  birimba-seat .cards {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    --_card-w: 1.7rem;
    max-inline-size: 100%;
  }
  birimba-seat .cards birimba-card {
    margin-inline-start: -0.75rem;
  }
  birimba-seat .cards birimba-card:first-child {
    margin-inline-start: 0;
  }
  birimba-seat .cards.chips {
    gap: 0.1rem;
    justify-content: center;
  }
  birimba-seat .cards.chips .chip {
    margin: 0;
    padding: 0 0.06rem;
    font-size: 0.6rem;
    line-height: 1.25;
    letter-spacing: -0.03em;
  }
  birimba-seat .caption {
    text-align: center;
    line-height: 1.1;
  }
  birimba-seat .thinking {
    display: inline-flex;
    gap: 2px;
  }
  birimba-seat .thinking i {
    inline-size: 5px;
    block-size: 5px;
    border-radius: 50%;
    background: currentColor;
    animation: birimba-blink 1s infinite;
  }
  birimba-seat .thinking i:nth-child(2) {
    animation-delay: 0.2s;
  }
  birimba-seat .thinking i:nth-child(3) {
    animation-delay: 0.4s;
  }
  @keyframes birimba-blink {
    50% {
      opacity: 0.2;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    birimba-seat .thinking i {
      animation: none;
    }
  }
  /* A phone: the count on the badge says it all; no fan of backs, so that the melds have the room. */
  .table.narrow birimba-seat .backs {
    display: none;
  }
  .table.narrow birimba-seat .seat {
    padding: 0.1rem 0.25rem 0.15rem;
    gap: 0.1rem;
  }
  /* A phone: the cards a seat took with the pile keep to two lines (they scroll), so that a seat never grows over
     the melds below it. */
  .table.narrow birimba-seat .known .cards.chips {
    max-block-size: 1.7rem;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
`;
