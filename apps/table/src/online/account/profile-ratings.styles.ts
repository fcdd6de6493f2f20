// Styles of a profile's ratings (profile-ratings.ts): the number large, «provisional» a quiet pill, the chart as wide
// as the dialog (its labels light), the last rated matches a short list. Part of the profile's styles.

import { css } from 'lit';

export const ratingStyles = css`
  .profile-ratings {
    display: grid;
    gap: 0.6rem;
  }
  .profile .rating {
    display: grid;
    gap: 0.35rem;
    padding: 0.6rem 0.7rem;
    border-radius: 0.6rem;
    background: #ffffff0d;
  }
  .profile .rating h4,
  .profile .rating h5 {
    margin: 0;
    font-size: 0.95rem;
  }
  .profile .rating h5 {
    font-weight: 600;
    opacity: 0.85;
  }
  .rating-line {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.2rem 0.6rem;
  }
  .rating-number {
    font-size: 1.6rem;
    font-variant-numeric: tabular-nums;
    color: var(--_accent, #ffd54f);
  }
  .rating .provisional {
    padding: 0 0.45rem;
    border: 1px solid currentColor;
    border-radius: 999px;
    font-size: 0.8rem;
    opacity: 0.85;
  }
  .rating-chart {
    inline-size: 100%;
    max-inline-size: 26rem;
    block-size: auto;
    overflow: visible;
  }
  .rating-chart .axis line {
    stroke: #ffffff33;
    stroke-width: 1;
  }
  .rating-chart .axis text {
    fill: #ffffffb3;
    font-size: 11px;
    font-variant-numeric: tabular-nums;
  }
  .rating-chart .line {
    fill: none;
    stroke: var(--_accent, #ffd54f);
    stroke-width: 2;
    stroke-linejoin: round;
  }
  .rating-chart .point {
    fill: var(--_accent, #ffd54f);
  }
  .rating-recent {
    display: grid;
    gap: 0.2rem;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.88rem;
  }
  .rating-recent li {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.5rem;
  }
  .rating-recent .change {
    min-inline-size: 2.5rem;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  .rating-recent [data-counted='false'] .change,
  .rating-recent .why {
    opacity: 0.8;
  }
`;
