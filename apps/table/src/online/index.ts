// The online part of <birimba-table>, loaded by the element with a dynamic `import()` only when it has a `server`:
// the online game, its screens (lobby, room bar) and words, and @colyseus/sdk with them — none of it in the bundle
// of a page that plays locally.

export { OnlineGame, type OnlineSetup, type Connection } from './room/online-game.js';
export { deviceStorage } from './room/seat-tokens.js';
export { OnlineScreens } from './screens/lobby.js';
export { ONLINE_TEXTS, type OnlineTexts } from '../texts/online-texts.js';
import { css } from 'lit';
import { friendsStyles } from './friends/friends.styles.js';
import { onlineStyles as screenStyles } from './screens/lobby.styles.js';

/** The online screens' styles: the lobby's and the room's, and the friends' list's (friends.styles.ts). */
export const onlineStyles = css`
  ${screenStyles} ${friendsStyles}
`;
