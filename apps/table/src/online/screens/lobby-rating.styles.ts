// A rated room's marks: the lobby's line saying whether the match will be rated (and why not), and the room bar's mark
// during a rated match.

import { css } from 'lit';

export const ratedRoomStyles = css`
  .rated-note {
    margin: 0;
    padding: 0.45rem 0.7rem;
    border-radius: 0.5rem;
    background: #ffffff14;
    font-size: 0.92rem;
  }
  .rated-note[data-rated] {
    border-inline-start: 3px solid var(--_accent);
  }
  .rated-note.unrated {
    opacity: 0.9;
  }
  .rated-note.unrated ul {
    display: grid;
    gap: 0.2rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .rated-mark {
    display: inline-flex;
    align-items: center;
    gap: 0.2rem;
    padding: 0.05rem 0.45rem;
    border-radius: 999px;
    border: 1px solid var(--_accent);
    color: var(--_accent);
    font-size: 0.8rem;
    white-space: nowrap;
  }
`;
