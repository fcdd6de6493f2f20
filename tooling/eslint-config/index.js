// @ts-check
// Shared flat ESLint config for Birimba packages.
//
// Usage in a package's eslint.config.js:
//   import { config } from '@birimba/eslint-config';
//   export default config({ tsconfigRootDir: import.meta.dirname });
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * @param {{ tsconfigRootDir: string, ignores?: string[] }} options
 * @returns {import('eslint').Linter.Config[]}
 */
export function config({ tsconfigRootDir, ignores = [] }) {
  return defineConfig(
    {
      ignores: ['dist/**', 'coverage/**', 'node_modules/**', '.turbo/**', ...ignores],
    },
    js.configs.recommended,
    tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        parserOptions: {
          projectService: true,
          tsconfigRootDir,
        },
      },
      linterOptions: {
        reportUnusedDisableDirectives: 'error',
      },
      rules: {
        '@typescript-eslint/no-unused-vars': [
          'error',
          {
            argsIgnorePattern: '^_',
            varsIgnorePattern: '^_',
            caughtErrorsIgnorePattern: '^_',
            destructuredArrayIgnorePattern: '^_',
          },
        ],
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      },
    },
    {
      // A source file is sized by what it does: past 400 lines of code (comments and blank lines not counted) it holds
      // more than one part. Tests are one file per behaviour and are not counted.
      files: ['src/**/*.ts'],
      rules: {
        'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      },
    },
    {
      // Plain JS config files (eslint.config.js etc.) are not part of any tsconfig.
      files: ['**/*.{js,mjs,cjs}'],
      extends: [tseslint.configs.disableTypeChecked],
    },
  );
}

export default config;
