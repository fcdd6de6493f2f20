import { config } from '@birimba/eslint-config';

// Stryker's sandboxes and reports (`pnpm mutate`) are copies and output, not sources.
export default config({ tsconfigRootDir: import.meta.dirname, ignores: ['.stryker-tmp/**', 'reports/**'] });
