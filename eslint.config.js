// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries between layers and features, and cycles, are checked on the real import
// graph by scripts/check-imports.ts (part of `npm run lint`).

export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    '**/dist/**',
    '**/dist-server/**',
    'data/**',
    'e2e/artifacts/**',
    'coverage/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Dates and numbers are formatted in one place, packages/shared/src/utils (format-date.ts,
    // format-count.ts, locale-format.ts), which knows every locale's conventions; the web app calls
    // it through src/lib/i18n/format.ts with the active language.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Format with @packdex/shared/utils (formatNumber, longDate, shortDate, timeOfDay …), the one place.',
        },
        {
          selector: 'MemberExpression[object.name="Intl"]',
          message: 'Format with @packdex/shared/utils (formatNumber, longDate, shortDate, timeOfDay …), the one place.',
        },
      ],
    },
  },
  {
    // The web shows dates and numbers in the interface's language: through src/lib/i18n/format.ts,
    // which passes the active language to the shared formatters.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@packdex/shared/utils',
              message: 'Import the formatters from @/lib/i18n/format.ts: they follow the interface language.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Migrations are frozen and typed against Kysely<any> on purpose (Kysely's own advice).
    files: ['apps/api/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/vite.config.ts'],
    languageOptions: { parserOptions: { projectService: false, project: 'apps/web/tsconfig.node.json' } },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // CommonJS on purpose: it must parse on whatever old Node runs it (see the file's header).
    files: ['scripts/check-node.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
