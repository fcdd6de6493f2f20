// The classic player's card memory, built from its seat's view alone: what each other seat publicly holds, the
// whole pile, hand sizes, the birimbakia, the stock (thesis §10; a human paying attention knows the same).

import {
  type Card,
  HAND_SIZE,
  type Meld,
  type MeldRequirement,
  type PlayerView,
  meetsRequirement,
  type Seat,
  type Team,
  partnerOf,
  publicScores,
  STOCK_AFTER_DEAL,
} from '@birimba/engine';

/** What the classic player remembers, all from its view. */
export interface CardMemory {
  /** Its seat. */
  readonly seat: Seat;
  /** Its team. */
  readonly team: Team;
  /** Its partner's seat. */
  readonly partner: Seat;
  /** The opponent who plays right after us (he sees our discard first), then the other one. */
  readonly nextOpponent: Seat;
  /** The opponent who plays before us. */
  readonly otherOpponent: Seat;
  /** Cards the partner publicly holds. */
  readonly partnerKnown: readonly Card[];
  /** Cards the next opponent publicly holds. */
  readonly nextOpponentKnown: readonly Card[];
  /** Cards the other opponent publicly holds. */
  readonly otherOpponentKnown: readonly Card[];
  /** The whole pile. */
  readonly pile: readonly Card[];
  /** Our team's melds. */
  readonly ownMelds: readonly Meld[];
  /** The opponents' melds. */
  readonly opponentMelds: readonly Meld[];
  /** Cards in each hand. */
  readonly handSizes: readonly number[];
  /** Whether our team took its birimbaki. */
  readonly ownTookBirimbaki: boolean;
  /** Whether the opponents took theirs. */
  readonly opponentsTookBirimbaki: boolean;
  /** Cards in the stock. */
  readonly stockSize: number;
  /** 0 at the deal, 1 when the stock is empty. */
  readonly stage: number;
  /** How close the opponents are to closing, 0..1: they took a birimbaki and one of them has few cards. */
  readonly threat: number;
  /** Our running score minus theirs (melds and bonuses so far, less hand points we can see: ours only). */
  readonly lead: number;
  /**
   * What our team still lacks to take its birimbaki under the variant of rules §6 (`'birimba'`,
   * `'cleanBirimba'`); `'nothing'` when the rule is off, already met, or the birimbaki taken.
   */
  readonly birimbakiNeeds: MeldRequirement;
}

/** The memory of a view. */
export function buildMemory(view: PlayerView): CardMemory {
  const seat = view.seat;
  const team = view.team;
  // Four players (the bots' door refuses the other forms): the partner sits opposite.
  const partner = partnerOf(seat) as Seat;
  const nextOpponent = ((seat + 1) % 4) as Seat;
  const otherOpponent = ((seat + 3) % 4) as Seat;
  const opponentsTook = view.tookBirimbaki[(1 - team) as Team] === true;
  const fewest = Math.min(view.handSizes[nextOpponent] ?? HAND_SIZE, view.handSizes[otherOpponent] ?? HAND_SIZE);
  // Taking the birimbaki is the first step to closing; a short hand after it is the second.
  const threat = opponentsTook ? Math.max(0, Math.min(1, 1 - (fewest - 1) / 8)) : Math.max(0, 0.3 - fewest / 30);
  return {
    seat,
    team,
    partner,
    nextOpponent,
    otherOpponent,
    partnerKnown: view.known[partner] ?? [],
    nextOpponentKnown: view.known[nextOpponent] ?? [],
    otherOpponentKnown: view.known[otherOpponent] ?? [],
    pile: view.pile,
    ownMelds: view.melds.filter((m) => m.team === team),
    opponentMelds: view.melds.filter((m) => m.team !== team),
    handSizes: view.handSizes,
    ownTookBirimbaki: view.tookBirimbaki[team] === true,
    opponentsTookBirimbaki: opponentsTook,
    stockSize: view.stockSize,
    stage: Math.max(0, Math.min(1, 1 - view.stockSize / STOCK_AFTER_DEAL)),
    threat,
    lead: tableLead(view),
    birimbakiNeeds:
      view.tookBirimbaki[team] || meetsRequirement(view.rules.birimbakiRequires, team, view.melds)
        ? 'nothing'
        : view.rules.birimbakiRequires,
  };
}

/** Melds and bonuses on the table, ours minus theirs, from public information (hands are not counted). */
function tableLead(view: PlayerView): number {
  const scores = publicScores(view);
  return (scores[view.team]?.onTable ?? 0) - (scores[(1 - view.team) as Team]?.onTable ?? 0);
}
