import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries (ARCHITECTURE.md): bond-math imports nothing; contracts imports only zod;
 * server and web may use contracts and bond-math but not each other; web features do not
 * import each other; widgets fetch no data.
 */
const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/bond-math/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: '^(?!\\.{1,2}/)',
          message: 'bond-math is dependency-free and I/O-free: relative imports only.',
        },
      ]),
      'no-restricted-globals': [
        'error',
        {
          name: 'Date',
          message: 'bond-math has no clock and no JS Date: use the calendar-date type.',
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^(?!\\.{1,2}/|zod$)', message: 'contracts depends on zod only.' },
      ]),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@bondsight/web', '**/apps/web/**'],
          message: 'The server does not import the web app.',
        },
      ]),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        {
          group: ['@bondsight/server', '@bondsight/labels', '**/apps/server/**'],
          message: 'The web app talks to the server over HTTP only.',
        },
      ]),
    },
  },
  // A feature may not reach into another feature: shared code lives in lib/ or widgets/.
  ...[
    'auth',
    'bond-summary',
    'bond-archive',
    'bond-list',
    'similar-bonds',
    'entities',
    'shell-config',
    'registration-banner',
    'mobile-offer',
    'page-alert',
    'hints',
    'phone-confirm',
    'paid-access',
    'support-tickets',
    'admin-review',
    'access-requests',
  ].map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/features/*', `!**/features/${feature}`, `!**/features/${feature}/**`],
          message: 'Features do not import each other.',
        },
        {
          group: ['@bondsight/server', '@bondsight/labels'],
          message: 'The web app talks to the server over HTTP only.',
        },
      ]),
    },
  })),
  {
    files: ['apps/web/src/widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/features/**', '**/lib/api-client*', '@tanstack/react-query'],
          message: 'Widgets are data-free: they take props, they do not fetch.',
        },
      ]),
    },
  },
);
