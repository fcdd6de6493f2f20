// The crisp inputs of the classic player's play system for one play (classic-ai.md §5): what it gains, holds back,
// feeds or dirties, the threat and the stage, whether it empties the hand or closes, the margin if the deal ended
// now, and the hand value of what stays.

import {
  type Card,
  DECK_POINTS,
  DECK_SIZE,
  SCORE,
  birimbaBonusFor,
  cardPoints,
  meetsRequirement,
} from '@birimba/engine';
import type { Play } from '../search/plays.js';
import { type CardThrows, negativeThrow } from './heuristics.js';
import { handValue } from './hand-value.js';
import type { CardMemory } from './memory.js';

/** The crisp inputs of the play system for one play, in the profile's input names. */
export function playFeatures(
  play: Play,
  memory: CardMemory,
  throws: ReadonlyMap<number, CardThrows>,
): Record<string, number> {
  let gain = 0;
  let hold = 0;
  let pull = 0;
  let dirty = 0;
  for (const m of play.melds) {
    const before = m.cards.length - m.added.length;
    gain += m.added.reduce((s, c) => s + cardPoints(c), 0);
    gain += birimbaBonusFor(m.cards.length, m.clean) - (m.isNew ? 0 : birimbaBonusFor(before, m.wasClean));
    let most = 0;
    let best = 0;
    for (const c of m.added) {
      const t = throws.get(c.id);
      most = Math.min(most, negativeThrow(t));
      best = Math.max(best, t?.partnerLay ?? 0);
    }
    hold -= most;
    pull += best;
    if (!m.clean && (m.isNew || m.wasClean)) dirty++;
  }
  // Under the birimbaki variant (rules §6) the first birimba unlocks the packet: without it the team can neither
  // take its birimbaki nor avoid that penalty, so making it is worth the penalty on top of its own bonus.
  const unlocks =
    memory.birimbakiNeeds !== 'nothing' &&
    play.melds.some((m) => meetsRequirement(memory.birimbakiNeeds, memory.team, [{ ...m, team: memory.team }]));
  if (unlocks) gain -= SCORE.noBirimbaki;
  const empties = play.emptiesHand ? 1 : 0;
  const closes = empties === 1 && memory.ownTookBirimbaki ? 1 : 0;
  return {
    gain,
    hold,
    pull,
    dirty,
    threat: memory.threat,
    stage: memory.stage,
    used: play.used.length,
    empties,
    closes,
    lead: marginIfOver(memory, gain, play.rest, closes === 1),
    ...handValue(play.rest, memory.stockSize),
  };
}

/** Average points of a card nobody has seen: the deck's points over its cards (960 / 108). */
const UNSEEN_CARD_POINTS = DECK_POINTS / DECK_SIZE;

/**
 * Our estimated final margin if the deal ended right after this play: the table as it would stand, our hand's
 * points, the other hands at the average card value, the opponents' birimbaki penalty, and the closing bonus. Only
 * the rules about closing read it, and a team that closes has taken its birimbaki, so ours never applies.
 */
function marginIfOver(memory: CardMemory, gain: number, rest: readonly Card[], closes: boolean): number {
  const sizes = memory.handSizes;
  // With six, the margin is against one opposing team: the opponents' cards count for one team's share of them.
  const theirs = memory.opponents.reduce<number>((n, s) => n + (sizes[s] ?? 0), 0) / memory.opposingTeams;
  const partner = memory.partner === null ? 0 : (sizes[memory.partner] ?? 0);
  const ownHand = rest.reduce((s, c) => s + cardPoints(c), 0);
  return (
    memory.lead +
    gain -
    ownHand +
    UNSEEN_CARD_POINTS * (theirs - partner) +
    (memory.opponentsTookBirimbaki ? 0 : -SCORE.noBirimbaki) +
    (closes ? SCORE.closing : 0)
  );
}
