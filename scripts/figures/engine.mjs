// The engine's figures, from packages/engine/bench/results/engine.json (bench/run.ts).

import { day, num, pct, table } from './format.mjs';

const ENGINE = 'packages/engine/bench/results/engine.json';

/** `✓` or `✗` against a target. */
const met = (ok) => (ok ? '✓' : '✗');

const ratio = (r) => r.actor.medianMs / r.pure.medianMs;

function engineTable(r) {
  return table(
    ['measure', 'result (CPU time)', 'target'],
    [
      [
        `\`checkMeld\` on 3–8 card inputs (${pct(r.checkMeld.validShare, 0)} valid)`,
        `${num(r.checkMeld.perSecond / 1e6, 2)} million calls/s`,
        `≥ 500,000/s ${met(r.checkMeld.perSecond >= 500_000)}`,
      ],
      [
        'whole random-play game, pure API (`legalMoves` + `applyMove`)',
        `median ${num(r.pure.medianMs, 2)} ms (p95 ${num(r.pure.p95Ms, 2)} ms)`,
        `≤ 5 ms median ${met(r.pure.medianMs <= 5)}`,
      ],
      [
        'whole random-play game, xstate actor',
        `median ${num(r.actor.medianMs, 2)} ms (p95 ${num(r.actor.p95Ms, 2)} ms): **${num(ratio(r), 2)}×** the pure API`,
        `≤ 2× ${met(ratio(r) <= 2)}`,
      ],
      [
        `mid-game state as JSON, ${num(r.midGameState.games)} games`,
        `median ${num(r.midGameState.medianBytes / 1000, 1)} KB, max ${num(r.midGameState.maxBytes / 1000, 1)} KB`,
        `≤ 20 KB ${met(r.midGameState.maxBytes <= 20_000)}`,
      ],
    ],
  );
}

export const engineFigures = {
  'engine-bench': { sources: [ENGINE], text: engineTable },
  'engine-measured': {
    sources: [ENGINE],
    text: (r) =>
      `${day(r.measured)}, Node ${r.node.replace(/^v/, '')}, load average ${num(r.load1[0], 1)}→${num(r.load1[1], 1)} on the 2 cores`,
  },
  'engine-moves': { sources: [ENGINE], text: (r) => num(r.movesPerGame) },
  'engine-actor-per-move': {
    sources: [ENGINE],
    text: (r) => `${num((1000 * (r.actor.medianMs - r.pure.medianMs)) / r.movesPerGame)} µs`,
  },
  'engine-actor-verdict': {
    sources: [ENGINE],
    text: (r) => `${ratio(r) <= 2 ? 'met' : 'missed'} in this run (${num(ratio(r), 2)}×)`,
  },
};
