// Styles of the table's buttons and of the row of actions under the hand.

import { css } from 'lit';

export const controlsStyles = css`
  /* Buttons. */
  button[part='button'] {
    font: inherit;
    font-size: 0.88rem;
    font-weight: 600;
    min-block-size: 2.75rem;
    padding: 0 0.6rem;
    border-radius: 0.6rem;
    border: 1px solid #0006;
    background: var(--_card-bg);
    color: var(--_card-fg);
    cursor: pointer;
    box-shadow: 0 1px 2px #0007;
  }
  button[part='button'].small {
    min-block-size: 2.2rem;
    font-size: 0.8rem;
    padding: 0 0.5rem;
  }
  /* On a phone every button is a 44 px target at least, as the cards are. */
  .table.narrow button[part='button'].small {
    min-block-size: 2.75rem;
  }
  button[part='button'].primary {
    background: var(--_accent);
    color: #1b1400;
  }
  button[part='button']:disabled {
    opacity: 0.42;
    cursor: default;
    box-shadow: none;
  }
  button:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .controls {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 0.3rem;
    padding: 0.3rem 0.5rem 0.5rem;
  }
  .controls[data-over] {
    visibility: hidden;
  }
  /* A label breaks between its words, never inside one («Κατέβασ/ε»). */
  .controls button[part='button'] {
    padding: 0 0.2rem;
    font-size: 0.82rem;
    line-height: 1.1;
    hyphens: manual;
    overflow-wrap: normal;
  }
  /* A phone: «Μάζεψε τα πεταμένα» has two columns (one line, two on the narrowest), the other six one each. */
  .table.narrow .controls [data-action='take-pile'] {
    grid-column: span 2;
  }
  /* The narrowest phones (320 px): the one-word labels («Κατέβασε», «Υπόδειξη») fit their quarter of the row. */
  .table.tight .controls button[part='button'] {
    font-size: 0.74rem;
  }
  /* from 640 px of the table's width (roomy: set from the element's own width). */
  .table.roomy .controls {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
  .table.roomy .controls button[part='button'] {
    font-size: 0.9rem;
  }
`;
