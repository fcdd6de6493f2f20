// The test counts of docs/testing.md, from docs/testing/counts.json (scripts/test-counts.mjs).

import { day, num } from './format.mjs';

const COUNTS = 'docs/testing/counts.json';

/** The suites `check` runs (the table's end-to-end suite and the server's as `soak:e2e` runs them are not). */
const CHECKED = ['engine', 'game-log', 'ai', 'protocol', 'simulator', 'table', 'table-e2e', 'server', 'scripts'];

export const testFigures = {
  'tests-total': {
    sources: [COUNTS],
    text: ({ counts }) => `**${num(CHECKED.reduce((sum, name) => sum + counts[name], 0))}**`,
  },
  'tests-counted': {
    sources: [COUNTS],
    text: ({ counted, commit }) => `${day(counted)} at ${commit}`,
  },
};

export const testFamilies = {
  /** `tests:SUITE`: how many tests a suite has. */
  tests: (suite) => ({
    sources: [COUNTS],
    text: ({ counts }) => {
      if (!Object.hasOwn(counts, suite)) throw new Error(`${COUNTS} counts no suite ${suite}`);
      return num(counts[suite]);
    },
  }),
};
