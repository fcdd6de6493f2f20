// "Play rated" on the online page: the form's choice beside its button, and the waiting panel (the wait's clock large,
// the count and the window of ratings side by side, wrapping on a phone).

import { css } from 'lit';

export const ratedQueueStyles = css`
  .rated-choice {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.5rem;
  }
  .rated-choice label {
    display: grid;
    gap: 0.25rem;
    font-size: 0.9rem;
  }
  .rated-choice select {
    inline-size: auto;
  }
  .rated-queue {
    display: grid;
    gap: 0.5rem;
    justify-items: start;
    padding: 0.8rem 1rem;
    border-radius: 0.6rem;
    border-inline-start: 3px solid var(--_accent);
    background: #ffffff14;
  }
  .rated-queue h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  .rated-queue .rated-form {
    font-weight: normal;
    opacity: 0.85;
  }
  .rated-wait {
    margin: 0;
    font-size: 1.6rem;
    font-variant-numeric: tabular-nums;
  }
  .rated-facts {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 1.2rem;
    margin: 0;
  }
  .rated-queue small {
    opacity: 0.85;
  }
  .rated-found {
    margin: 0;
    font-size: 1.1rem;
  }
`;
