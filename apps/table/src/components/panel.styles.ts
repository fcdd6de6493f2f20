// Styles of the table's panels (settings, rules, the new-game question): a sheet over the table.

import { css } from 'lit';

export const panelStyles = css`
  .panel-backdrop {
    position: absolute;
    inset: 0;
    background: #0008;
    z-index: 30;
    display: grid;
    place-items: center;
    padding: 0.5rem;
  }
  .panel {
    background: #fbf7ea;
    color: #1d1d1d;
    border-radius: 0.8rem;
    box-shadow: 0 10px 30px #000a;
    inline-size: min(36rem, 100%);
    max-block-size: 100%;
    display: flex;
    flex-direction: column;
    overflow: hidden;
  }
  .panel > header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: 0.5rem 0.8rem;
    border-block-end: 1px solid #0002;
  }
  .panel > header h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  .panel .panel-body {
    overflow: auto;
    padding: 0.5rem 0.8rem 0.8rem;
  }
  .panel button,
  .panel select,
  .panel input {
    font: inherit;
  }
  .panel select,
  .panel input[type='number'] {
    min-block-size: 2.5rem;
    padding: 0 0.4rem;
    border-radius: 0.4rem;
    border: 1px solid #0005;
    background: #fff;
    color: #111;
    max-inline-size: 100%;
  }
  birimba-settings fieldset {
    border: 1px solid #0002;
    border-radius: 0.5rem;
    margin: 0 0 0.6rem;
    padding: 0.3rem 0.6rem 0.5rem;
  }
  birimba-settings legend {
    font-weight: 700;
    padding: 0 0.3rem;
  }
  birimba-settings .field {
    display: grid;
    grid-template-columns: 1fr minmax(7rem, 45%);
    gap: 0.2rem 0.6rem;
    align-items: center;
    padding: 0.2rem 0;
  }
  birimba-settings .field.check {
    grid-template-columns: auto 1fr;
  }
  birimba-settings .field.check input {
    inline-size: 1.4rem;
    block-size: 1.4rem;
  }
  birimba-settings .field small {
    grid-column: 1 / -1;
    color: #444;
  }
  birimba-settings .note {
    margin: 0 0 0.5rem;
    font-size: 0.85rem;
    color: #333;
  }
  birimba-rules h3 {
    font-size: 0.95rem;
    margin: 0.8rem 0 0.2rem;
  }
  birimba-rules p,
  birimba-rules li {
    font-size: 0.88rem;
    line-height: 1.45;
  }
  birimba-rules ul {
    padding-inline-start: 1.2rem;
    margin: 0.2rem 0;
  }
  .confirm {
    padding: 0.8rem;
    display: flex;
    flex-direction: column;
    gap: 0.7rem;
  }
  .confirm p {
    margin: 0;
  }
  .confirm .row {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
    justify-content: flex-end;
  }
`;
