// Styles of the leaderboard (leaderboard-view.ts), inside the profile's dialog (profile.styles.ts): its switches two
// rows of buttons that wrap on a phone, its rows a table whose names are buttons, the asker's own row marked.

import { css } from 'lit';

export const leaderboardStyles = css`
  .leaderboard {
    display: grid;
    gap: 0.6rem;
  }
  .leaderboard-switches {
    display: grid;
    gap: 0.4rem;
  }
  .leaderboard-switches [role='group'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .leaderboard-switches button[aria-pressed='true'] {
    background: #2e7d32;
    color: #fff;
    font-weight: 600;
  }
  .leaderboard-rows {
    inline-size: 100%;
    border-collapse: collapse;
  }
  .leaderboard-rows th,
  .leaderboard-rows td {
    padding: 0.3rem 0.4rem;
    text-align: start;
    font-weight: normal;
  }
  .leaderboard-rows :is(td, th):first-child,
  .leaderboard-rows :is(td, th):nth-child(n + 3) {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .leaderboard-rows thead th {
    font-size: 0.8rem;
    opacity: 0.8;
  }
  .leaderboard-rows tbody tr:nth-child(odd) {
    background: #ffffff0d;
  }
  .leaderboard-rows tr[data-you] {
    background: #ffd54f33;
    font-weight: 600;
  }
  .leaderboard-rows .name {
    min-block-size: 2.75rem;
    padding: 0;
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: underline;
    cursor: pointer;
  }
`;
