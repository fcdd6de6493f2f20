// Every style of the online part, adopted by the table once it is loaded: the lobby and the room's bar
// (lobby.styles.ts), the table's talk (phrases.styles.ts), the host's tools, watching, a rated room's marks,
// «Play rated» and the friends' list with its invitations.

import { css } from 'lit';
import { lobbyStyles } from './lobby.styles.js';
import { phraseStyles } from './phrases.styles.js';
import { hostToolStyles } from './host-tools.styles.js';
import { watchingStyles } from './watching.styles.js';
import { ratedRoomStyles } from './lobby-rating.styles.js';
import { friendsStyles } from '../friends/friends.styles.js';
import { ratedQueueStyles } from './rated-queue.styles.js';

/** Every style of the online part, adopted by the table once it is loaded. */
export const onlineStyles = css`
  ${lobbyStyles}
  ${phraseStyles}
  ${hostToolStyles}
  ${watchingStyles}
  ${ratedRoomStyles}
  ${friendsStyles}
  ${ratedQueueStyles}
`;
