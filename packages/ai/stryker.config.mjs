// @ts-check
// Mutation testing of the AI: `pnpm mutate` (not part of `check`; docs/mutation.md).
import { strykerConfig } from '../../scripts/stryker-config.mjs';

export default strykerConfig({
  vitestRunner: import.meta.resolve('@stryker-mutator/vitest-runner'),
  low: 70,
  high: 80,
});
