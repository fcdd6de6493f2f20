// Plays one seeded game between four simple players through the public API and prints its log and score.
// Usage: tsx packages/engine/examples/demo.ts [--seed N]

import {
  type GameState,
  type Move,
  type Seed,
  applyMove,
  describeMove,
  finalScores,
  formatCards,
  isGameOver,
  legalMoves,
  newGame,
  randomSource,
} from '../src/index.js';

function parseSeed(argv: readonly string[]): Seed {
  const i = argv.indexOf('--seed');
  if (i === -1) return 2026;
  const raw = argv[i + 1];
  if (raw === undefined || raw.length === 0) {
    console.error('--seed needs a value');
    process.exit(2);
  }
  return /^-?\d+$/.test(raw) ? Number(raw) : raw;
}

/** An eager player: always lays down what it can (largest first), takes a pile of 3+, discards at random. */
function choose(state: GameState, moves: readonly Move[], random: () => number): Move {
  const plays = moves.filter((m) => m.type === 'meld' || m.type === 'layOff');
  if (plays.length > 0) {
    const size = (m: Move): number => ('cards' in m ? m.cards.length : 0);
    return plays.reduce((a, b) => (size(b) > size(a) ? b : a));
  }
  const take = moves.find((m) => m.type === 'takePile');
  if (take !== undefined && state.pile.length >= 3) return take;
  const i = Math.floor(random() * moves.length);
  return moves.filter((m) => m.type !== 'takePile')[Math.min(i, moves.length - 2)] ?? (moves[0] as Move);
}

const seed = parseSeed(process.argv.slice(2));
let state = newGame({ seed });
const random = randomSource(`demo-players-${String(seed)}`);
console.log(`Birimba — seeded demo game (seed ${String(seed)})`);
for (const seat of [0, 1, 2, 3] as const) console.log(`  seat ${seat} holds ${formatCards(state.hands[seat] ?? [])}`);
let lastTurn = 0;
while (!isGameOver(state)) {
  if (state.turnNumber !== lastTurn) {
    lastTurn = state.turnNumber;
    console.log(
      `Turn ${String(state.turnNumber)} — seat ${String(state.turn)} (stock ${String(state.stock.length)}, pile ${String(state.pile.length)})`,
    );
  }
  const move = choose(state, legalMoves(state), random);
  const next = applyMove(state, move);
  console.log(`  ${describeMove(state, move, next)}`);
  state = next;
}
const result = finalScores(state);
console.log(
  `\nThe game ended: ${result.endReason}${result.closedBy === null ? '' : ` (team ${'AB'[result.closedBy] ?? '?'} closed)`}.`,
);
for (const team of [0, 1] as const) {
  const s = result.teams[team];
  console.log(
    `Team ${'AB'[team] ?? '?'}: melds ${s.meldPoints}, birimbas ${s.birimbaBonus}, hands ${s.handPenalty}, ` +
      `birimbaki ${s.birimbakiPenalty}, closing ${s.closingBonus} = ${s.total}`,
  );
}
console.log(result.winner === null ? 'A draw.' : `Team ${'AB'[result.winner] ?? '?'} wins.`);
