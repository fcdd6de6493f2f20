// The profile's views, a chunk of their own (`account-views-*.js`) loaded the first time a player opens one: one's
// own profile (own-profile.ts), another player's (player-profile.ts), the leaderboard (leaderboard-view.ts) and the
// styles they are drawn with.

export { ProfileView, type ProfileHost } from './own-profile.js';
export { PlayerView } from './player-profile.js';
export { profileStyles } from './profile.styles.js';
export { LeaderboardView } from './leaderboard-view.js';
export { leaderboardStyles } from './leaderboard.styles.js';
