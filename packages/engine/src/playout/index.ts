// @birimba/engine/playout: the fast path for search. A deal as mutable typed arrays (`Playout`) that a rollout policy
// plays thousands of times a second, with the meld summary it judges melds by. The rules are the pure core's; people
// who play or check games use the main entry, `@birimba/engine`. `api/engine-playout.api.md` records this surface.

export { MeldShape, runVerdict } from '../core/meld-shape.js';
export { PlayoutDeal } from './deal.js';
export { Playout } from './playout.js';
export {
  type Random01,
  AT_MELD,
  AT_PACKET,
  AT_PILE,
  AT_STOCK,
  END_CLOSED,
  END_NONE,
  END_STOCK,
  PHASE_DRAW,
  PHASE_OVER,
  PHASE_PLAY,
} from './places.js';
