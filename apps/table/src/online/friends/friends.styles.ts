// The friends' list and the invitations on the online page (friends-part.ts).

import { css } from 'lit';

export const friendsStyles = css`
  .friends {
    margin: 0.5em 0;
  }
  .friends summary {
    cursor: pointer;
  }
  .friends ul {
    list-style: none;
    margin: 0.4em 0 0;
    padding: 0;
  }
  .friends li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
    padding: 0.2em 0;
  }
  .friends li[data-presence='offline'] {
    opacity: 0.6;
  }
  /* A card that stands out from the page, its two answers kept together on a narrow screen. */
  .invitation {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5em;
    margin: 0.5em 0;
    padding: 0.5em 0.75em;
    border-inline-start: 3px solid var(--_accent);
    border-radius: 0.5rem;
    background: #ffffff14;
  }
  .invitation-answers {
    display: flex;
    gap: 0.5em;
  }
`;
