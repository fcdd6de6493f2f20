import { config } from '@birimba/eslint-config';

export default config({ tsconfigRootDir: import.meta.dirname });
