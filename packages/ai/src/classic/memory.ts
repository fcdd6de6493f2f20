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
  nextSeat,
  partnerOf,
  publicScores,
  seatsOf,
  stockAfterDeal,
  teamOf,
  teamsOf,
} from '@birimba/engine';

/** What the classic player remembers, all from its view. */
export interface CardMemory {
  /** Its seat. */
  readonly seat: Seat;
  /** Its team. */
  readonly team: Team;
  /** Its partner's seat (opposite), or null with two players, who play alone. */
  readonly partner: Seat | null;
  /** Every opponent's seat, in playing order from ours: one with two players, two with four, four with six. */
  readonly opponents: readonly Seat[];
  /** The opponent who plays right after us (he sees our discard first). */
  readonly nextOpponent: Seat;
  /** The opponent who plays before us (the same as `nextOpponent` with two players). */
  readonly otherOpponent: Seat;
  /** Opposing teams: one, or two with six players. */
  readonly opposingTeams: number;
  /** Cards the partner publicly holds (none with two players). */
  readonly partnerKnown: readonly Card[];
  /** Cards the next opponent publicly holds. */
  readonly nextOpponentKnown: readonly Card[];
  /** Cards every other opponent publicly holds (none with two players, three opponents' with six). */
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
  /** Whether the opponents took theirs (with six: whether an opposing team did). */
  readonly opponentsTookBirimbaki: boolean;
  /** Cards in the stock. */
  readonly stockSize: number;
  /** 0 at the deal, 1 when the stock is empty. */
  readonly stage: number;
  /** How close the opponents are to closing, 0..1: they took a birimbaki and one of them has few cards (the nearest
   * opposing team with six). */
  readonly threat: number;
  /** Our running score minus theirs, the best other team's with six (melds and bonuses so far, not hands). */
  readonly lead: number;
  /**
   * What our team still lacks to take its birimbaki under the variant of rules §6 (`'birimba'`,
   * `'cleanBirimba'`); `'nothing'` when the rule is off, already met, or the birimbaki taken.
   */
  readonly birimbakiNeeds: MeldRequirement;
}

/** The memory of a view, at a table of two, four or six. */
export function buildMemory(view: PlayerView): CardMemory {
  const seat = view.seat;
  const team = view.team;
  const players = view.rules.players;
  const partner = partnerOf(seat, players);
  const opponents = seatsOf(players)
    .map((_, k) => ((seat + k) % players) as Seat)
    .filter((s) => teamOf(s, players) !== team);
  const nextOpponent = nextSeat(seat, players);
  const otherOpponent = opponents[opponents.length - 1] as Seat;
  let threat = 0;
  let opponentsTook = false;
  for (const other of teamsOf(players)) {
    if (other === team) continue;
    const took = view.tookBirimbaki[other] === true;
    opponentsTook ||= took;
    const fewest = Math.min(...opponents.filter((s) => teamOf(s, players) === other).map((s) => handSize(view, s)));
    // Taking the birimbaki is the first step to closing; a short hand after it is the second.
    threat = Math.max(threat, took ? Math.max(0, Math.min(1, 1 - (fewest - 1) / 8)) : Math.max(0, 0.3 - fewest / 30));
  }
  const known = (s: Seat | null): readonly Card[] => (s === null ? [] : (view.known[s] ?? []));
  return {
    seat,
    team,
    partner,
    opponents,
    nextOpponent,
    otherOpponent,
    opposingTeams: teamsOf(players).length - 1,
    partnerKnown: known(partner),
    nextOpponentKnown: known(nextOpponent),
    otherOpponentKnown: opponents.filter((s) => s !== nextOpponent).flatMap(known),
    pile: view.pile,
    ownMelds: view.melds.filter((m) => m.team === team),
    opponentMelds: view.melds.filter((m) => m.team !== team),
    handSizes: view.handSizes,
    ownTookBirimbaki: view.tookBirimbaki[team] === true,
    opponentsTookBirimbaki: opponentsTook,
    stockSize: view.stockSize,
    stage: Math.max(0, Math.min(1, 1 - view.stockSize / stockAfterDeal({ players, initialUpCard: false }))),
    threat,
    lead: tableLead(view),
    birimbakiNeeds:
      view.tookBirimbaki[team] || meetsRequirement(view.rules.birimbakiRequires, team, view.melds)
        ? 'nothing'
        : view.rules.birimbakiRequires,
  };
}

function handSize(view: PlayerView, seat: Seat): number {
  return view.handSizes[seat] ?? HAND_SIZE;
}

/** Melds and bonuses on the table, ours minus the best other team's, from public information (hands not counted). */
function tableLead(view: PlayerView): number {
  const scores = publicScores(view);
  let best = -Infinity;
  for (const other of teamsOf(view.rules.players)) {
    if (other !== view.team) best = Math.max(best, scores[other]?.onTable ?? 0);
  }
  return (scores[view.team]?.onTable ?? 0) - best;
}
