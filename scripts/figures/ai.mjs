// The AI's figures, from packages/ai/bench/results/: the quick benchmarks' (`pnpm bench`: playout, draw-search,
// search, decision, expert-decision), and strength runs pooled by bench/strength-report.ts --out into NAME.json.
// `strength:NAME:FIELD` is one figure of one strength run, for tables and prose.

import { day, num, pct, signed, table } from './format.mjs';

const results = (name) => `packages/ai/bench/results/${name}.json`;

/** `✓` or `✗` against a target. */
const met = (ok) => (ok ? '✓' : '✗');

/** `7 Dec, load 12`: when a run was, and how busy the machine was. */
const when = (r) =>
  `${day(r.measured).replace(/ \d{4}$/, '')}, load ${num(Math.max(...r.load1.filter(Number.isFinite)))}`;

/** `median 0.23 ms, p95 1.45 ms`. */
const spread = (t, digits = 2) => `median ${num(t.median, digits)} ms, p95 ${num(t.p95, digits)} ms`;

const QUICK = ['playout', 'draw-search', 'search', 'decision', 'expert-decision'];

function quickTable(playout, draw, search, decision, expert) {
  const g = playout.gamesPerCpuSecond;
  const count = search.searches['countPlays (every play, none built)'];
  const capped = search.searches['enumeratePlays (maxPlays 200000)'];
  const thesis = search.searches.thesisTreePlays;
  const { stress, games } = decision.figures;
  const play = expert.cpuMs.play;
  return table(
    ['measure', 'result (CPU time)', 'target', 'run'],
    [
      [
        `playout core (\`bench/playout.ts\`, ${num(playout.games)} whole deals, one thread): greedy / random policy`,
        `**${num(g.greedyFast)}** / **${num(g.randomFast)}** games/s; ×${num(g.greedyFast / g.greedyPlayGame)} / ×${num(g.randomFast / g.randomPlayGame)} over \`playGame\``,
        `≥ 3,000 ${met(g.greedyFast >= 3000)} / ≥ 10,000 ${met(g.randomFast >= 10_000)}`,
        when(playout),
      ],
      [
        `the draw's expectimax, leaves a decision without / with Star1 (\`bench/draw-search.ts\`, ${num(draw.decisions)} decisions)`,
        `${num(draw.leavesWithout, 1)} / ${num(draw.leavesWithStar1, 1)} (${pct(1 - draw.leavesWithStar1 / draw.leavesWithout, 0)} fewer), the same choice in ${num(draw.sameChoice)}`,
        '—',
        when(draw),
      ],
      [
        `every play of ${num(search.positions)} 22-card hands with 4 wilds and 6 team melds (\`bench/search.ts\`, \`countPlays\`)`,
        `${num(count.plays.median / 1e6, 2)} million distinct plays (median); counting them takes ${spread(count.ms, 0)}`,
        `median ≤ 20 ms ${met(count.ms.median <= 20)}`,
        when(search),
      ],
      [
        '`enumeratePlays` capped at 200,000 on those hands / the thesis tree',
        `median ${num(capped.ms.median, 0)} ms (${num(capped.truncated)} of ${num(search.positions)} capped) / ${spread(thesis.ms, 1)}, ${num(thesis.plays.median)} plays`,
        '—',
        when(search),
      ],
      [
        `classic play decision, ${num(games.full.positions)} positions of classic self-play (\`bench/decision.ts\`)`,
        `full search: ${spread(games.full)}; thesis tree: ${spread(games.thesis)}`,
        `p95 ≤ 20 ms ${met(games.full.p95 <= 20)}`,
        when(decision),
      ],
      [
        `classic play decision, the ${num(stress.full.positions)} 22-card hands above`,
        `full (capped): ${spread(stress.full, 0)}; thesis tree: ${spread(stress.thesis, 0)}`,
        `p95 ≤ 20 ms ${met(stress.full.p95 <= 20)} (full)`,
        when(decision),
      ],
      [
        `expert decision at its default budget, play phase (\`bench/expert-decision.ts\`, ${num(expert.games)} games, ${num(play.decisions)} decisions)`,
        `p50 ${num(play.p50)} ms, **p95 ${num(play.p95)} ms**, max ${num(play.max)} ms; all decisions p95 ${num(expert.cpuMs.all.p95)} ms (wall clock: p95 ${num(expert.wallMs.all.p95)} ms)`,
        `p95 ≤ 1 s ${met(play.p95 <= 1000)}`,
        when(expert),
      ],
    ],
  );
}

/** The search bench's count of every play of its stress hands. */
const counted = (search) => search.searches['countPlays (every play, none built)'];

export const aiFigures = {
  'ai-quick': { sources: QUICK.map(results), text: quickTable },
  'ai-plays': {
    sources: [results('search')],
    text: (search) =>
      `**${num(counted(search).plays.median / 1e6, 2)} million** plays (p95 ${num(counted(search).plays.p95 / 1e6, 1)} million)`,
  },
  'ai-count-median': { sources: [results('search')], text: (search) => `${num(counted(search).ms.median)} ms` },
  'ai-draw': {
    sources: [results('draw-search')],
    text: (d) =>
      `${num(d.decisions)} draw decisions of the classic player: ${num(d.leavesWithout, 1)} leaves evaluated a decision without pruning, ${num(d.leavesWithStar1, 1)} with Star1 (${pct(1 - d.leavesWithStar1 / d.leavesWithout, 0)} fewer), the same choice in ${d.sameChoice === d.decisions ? 'all' : num(d.sameChoice)}, ${num(d.msBothSearches, 1)} ms of CPU a decision for both searches (${when(d)})`,
  },
  'ai-expert-times': {
    sources: [results('expert-decision')],
    text: (e) =>
      `play phase p50 ${num(e.cpuMs.play.p50)} ms, **p95 ${num(e.cpuMs.play.p95)} ms** of CPU, all decisions p95 ${num(e.cpuMs.all.p95)} ms (the wall clock's p95 ${num(e.wallMs.all.p95)} ms; ${when(e)})`,
  },
  'ai-expert-p95': {
    sources: [results('expert-decision')],
    text: (e) => `${num(e.cpuMs.play.p95 / 1000, 2)} s`,
  },
  'ai-playout': {
    sources: [results('playout')],
    text: ({ gamesPerCpuSecond: g, ...r }) =>
      `${num(g.greedyFast)} / ${num(g.randomFast)} games/s of CPU, ×${num(g.greedyFast / g.greedyPlayGame)} / ×${num(g.randomFast / g.randomPlayGame)} over \`playGame\` (${when(r)})`,
  },
};

/** `48.5–57.2 %`: an interval of shares. */
const shares = (low, high) => `${num(100 * low, 1)}–${pct(high)}`;

/** `316 ms`, `1.27 s`: a decision time. */
const time = (ms) => (ms >= 1000 ? `${num(ms / 1000, 2)} s` : `${num(ms)} ms`);

const FIELDS = {
  /** `200` deals. */
  deals: ({ summary }) => num(summary.deals),
  /** `1,700,001–1,700,200`. */
  seeds: ({ summary }) => `${num(summary.seeds[0])}–${num(summary.seeds[1])}`,
  /** `+22.9`: A's score difference a deal. */
  diff: ({ summary }) => signed(summary.scoreDifference.mean),
  /** `−19.2 … +64.9`: its 95 % interval. */
  diffCI: ({ summary: { scoreDifference: d } }) => `${signed(d.low)} … ${signed(d.high)}`,
  /** `52.9 % (48.5–57.2 %)`: games won, with the per-deal interval. */
  games: ({ summary: { gamesWon: g } }) => `${pct(g.share)} (${shares(g.low, g.high)})`,
  /** `55.0 % (47.6–63.7 %)`: matches to 3000 won, resampled, with the bootstrap interval. */
  matches: ({ summary: { matchesWon: m } }) => `${pct(m.winRate)} (${shares(m.low, m.high)})`,
  /** `p50 316 ms, p95 1.27 s`: A's decisions, then B's. */
  timesA: ({ summary: { decisionMs: t } }) => `p50 ${time(t.a.p50)}, p95 ${time(t.a.p95)}`,
  timesB: ({ summary: { decisionMs: t } }) => `p50 ${time(t.b.p50)}, p95 ${time(t.b.p95)}`,
  /** `−142.5 (CI −275.8 … −9.2) to +50.8`: the lowest and highest run (chunk) pooled, by score difference. */
  parts: ({ parts }) => {
    const by = [...parts].sort((x, y) => x.scoreDifference.mean - y.scoreDifference.mean);
    const [low, high] = [by[0].scoreDifference, by.at(-1).scoreDifference];
    return `${signed(low.mean)} (CI ${signed(low.low)} … ${signed(low.high)}) to ${signed(high.mean)}`;
  },
  /** `8` runs (chunks) of `25` deals. */
  chunks: ({ parts }) => `${num(parts.length)} chunks of ${num(parts[0].deals)}`,
};

/** `1.5 %` … from an audit's results: `audit:FIELD`. */
const AUDIT_FIELDS = {
  decisions: (a) => num(a.decisions),
  agree: (a) => pct(a.agree / a.decisions),
  misses: (a) =>
    `${num(a.misses)} = **${pct(a.missShare.share)}** (95 % CI ${shares(a.missShare.low, a.missShare.high)})`,
  share: (a) => pct(a.missShare.share),
  count: (a) => `${num(a.misses)} of ${num(a.decisions)}`,
  interval: (a) => shares(a.missShare.low, a.missShare.high),
  seconds: (a) => `${num(a.seconds)} s`,
  when: (a) => when(a),
};

/** The coach's bench (`bench/coach.ts`): `coach:FIELD`. */
const COACH_FIELDS = {
  flags: (c) => `**${num(c.flags)} turns, ${num(c.flags / c.deals, 2)} a deal**`,
  confirmed: (c) => `**${num(c.confirmed)} of ${num(c.flags)} (${pct(c.confirmed / c.flags)})**`,
  share: (c) => pct(c.confirmed / c.flags),
  count: (c) => num(c.flags),
  target: (c) => `≥ 90 % ${met(c.confirmed / c.flags >= 0.9)}`,
  lead: (c) => `p50 ${num(c.leadPoints.p50)} points (the least: ${signed(c.leadPoints.min, 0)})`,
  checks: (c) => `p50 ${time(c.checkMs.p50)}, p95 ${time(c.checkMs.p95)}, max ${time(c.checkMs.max)}`,
  positions: (c) => num(c.positions),
  deals: (c) => num(c.deals),
  seeds: (c) => `${num(c.seeds[0])}–${num(c.seeds[1])}`,
  when: (c) => when(c),
};

/** A field of `fields`, or an error naming what was asked. */
const fieldOf = (fields, name, what) => {
  if (!Object.hasOwn(fields, name)) throw new Error(`${what} has no field ${name}`);
  return fields[name];
};

export const aiFamilies = {
  audit: (field) => ({ sources: [results('audit')], text: fieldOf(AUDIT_FIELDS, field, 'the audit') }),
  /** `audit-miss:SEED:TURN`: a miss of the audit, `+102, bound +76`, by the game's seed and the turn. */
  'audit-miss': (seed, turn) => ({
    sources: [results('audit')],
    text: ({ worst }) => {
      const miss = worst.find((w) => w.seed === Number(seed) && w.turn === Number(turn));
      if (miss === undefined) throw new Error(`the audit has no miss at seed ${seed}, turn ${turn}`);
      return `${signed(miss.gap, 0)}, bound ${signed(miss.low, 0)}`;
    },
  }),
  coach: (field) => ({ sources: [results('coach')], text: fieldOf(COACH_FIELDS, field, 'the coach bench') }),
  strength: (name, field) => ({ sources: [results(name)], text: fieldOf(FIELDS, field, 'a strength run') }),
};
