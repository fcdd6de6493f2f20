// Styles of <birimba-score-sheet>: a paper score pad.

import { css } from 'lit';

export const scoreSheetStyles = css`
  birimba-score-sheet {
    display: block;
  }
  birimba-score-sheet .sheet {
    background: #fbf7ea;
    color: #222;
    border-radius: 0.6rem;
    padding: 0.5rem 0.7rem;
    box-shadow: 0 2px 6px #0006;
  }
  birimba-score-sheet h3 {
    margin: 0 0 0.3rem;
    font-size: 0.95rem;
  }
  birimba-score-sheet h4 {
    margin: 0.4rem 0 0.2rem;
    font-size: 0.9rem;
  }
  birimba-score-sheet .verdict {
    margin: 0.2rem 0 0.4rem;
    font-size: 0.9rem;
  }
  birimba-score-sheet .verdict strong {
    display: block;
    font-size: 1.05rem;
  }
  birimba-score-sheet table.scores {
    border-collapse: collapse;
    inline-size: 100%;
    font-size: 0.85rem;
    font-variant-numeric: tabular-nums;
  }
  birimba-score-sheet th,
  birimba-score-sheet td {
    padding: 0.12rem 0.35rem;
    text-align: end;
    border-block-end: 1px solid #0001;
  }
  birimba-score-sheet th[scope='row'] {
    text-align: start;
    font-weight: 500;
  }
  birimba-score-sheet tr.total th,
  birimba-score-sheet tr.total td {
    font-weight: 700;
    border-block-start: 2px solid #0006;
  }
  birimba-score-sheet small {
    display: block;
    margin-block-start: 0.3rem;
    color: #444;
  }
  birimba-score-sheet .match {
    margin-block-start: 0.4rem;
    border-block-start: 1px dashed #0005;
  }
`;
