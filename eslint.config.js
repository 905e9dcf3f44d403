import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries (ARCHITECTURE.md): bond-math imports nothing; contracts imports only zod;
 * server and web may use contracts and bond-math but not each other. On the server a module
 * imports only itself, plugins, lib and db; a service no SQL; routes no repository; plugins
 * and lib no module; the data tool is reached through its door. In the web, features do not
 * import each other, widgets fetch no data, and contracts' values come from its zod-free
 * subpaths. test/lint-boundaries.test.ts shows each zone refusing a violation.
 */
const folders = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// ---- Server zones (no-restricted-imports: a later block replaces, so each lists its all) ----

const noWeb = {
  group: ['@bondsight/web', '**/apps/web/**'],
  message: 'The server does not import the web app.',
};
const dataDoor = {
  regex: '/data/(?!index$).+',
  message: 'Reach the data tool through apps/server/src/data/index.ts.',
};
const noOtherModule = {
  regex: '^\\.\\./(?!\\.\\./)',
  message: 'A module imports only itself, plugins, lib and db: not another module.',
};
const onlySharedLayers = {
  regex: '^\\.\\./\\.\\./(?!(plugins|lib|db)/)',
  message: 'A module imports only itself, plugins, lib and db.',
};
const noSql = {
  regex: '^(drizzle-orm(/.*)?|.*/db/schema(/.*)?)$',
  message: 'A service holds use cases: SQL and the schema belong in its repository.',
};
const noRepository = {
  regex: '\\.repository$',
  message: 'Routes speak HTTP and call the service, never a repository.',
};
const noModules = {
  regex: '^\\.\\./(modules|data|cli)/',
  message: 'Plugins and lib are cross-cutting: they import no feature module.',
};
const serverZone = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: [noWeb, ...patterns] }] },
});
const moduleZone = [dataDoor, noOtherModule, onlySharedLayers];

// ---- Web zones (the typescript-eslint rule: it can allow type-only imports) -----------------

const overHttp = {
  group: ['@bondsight/server', '@bondsight/labels', '**/apps/server/**'],
  message: 'The web app talks to the server over HTTP only.',
};
/** A value import from the root would bring zod into the bundle; types are erased. */
const zodFreeContracts = {
  name: '@bondsight/contracts',
  allowTypeImports: true,
  message: 'Import values from a zod-free subpath (@bondsight/contracts/access, /cookies...).',
};
const webZone = (files, patterns = []) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { paths: [zodFreeContracts], patterns: [overHttp, ...patterns] },
    ],
  },
});

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/)',
              message: 'bond-math is dependency-free and I/O-free: relative imports only.',
            },
          ],
        },
      ],
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?!\\.{1,2}/|zod$)', message: 'contracts depends on zod only.' }],
        },
      ],
    },
  },
  serverZone(['apps/server/**/*.ts'], []),
  serverZone(
    ['apps/server/src/**/*.ts'],
    [dataDoor],
    ['apps/server/src/data/**', 'apps/server/src/cli/**', 'apps/server/src/server.ts'],
  ),
  serverZone(['apps/server/src/modules/**/*.ts'], moduleZone),
  serverZone(['apps/server/src/modules/**/*.service.ts'], [...moduleZone, noSql]),
  serverZone(['apps/server/src/modules/**/*.routes.ts'], [...moduleZone, noRepository]),
  serverZone(['apps/server/src/plugins/**/*.ts', 'apps/server/src/lib/**/*.ts'], [noModules]),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  webZone(['apps/web/**/*.{ts,tsx}']),
  // A feature may not reach into another feature: shared code lives in lib/ or widgets/. A
  // relative path climbs to features/ by as many steps as the file is deep, so each depth
  // gets its own pattern.
  ...folders('./apps/web/src/features/').flatMap((feature) =>
    [0, 1, 2, 3].map((depth) =>
      webZone(
        [`apps/web/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
        [
          {
            group: ['**/features/*', `!**/features/${feature}`, `!**/features/${feature}/**`],
            message: 'Features do not import each other.',
          },
          {
            regex: `^(\\.\\./){${depth + 1}}(?!${feature}/)[^.]`,
            message: 'Features do not import each other.',
          },
        ],
      ),
    ),
  ),
  webZone(
    ['apps/web/src/widgets/**/*.{ts,tsx}'],
    [
      {
        group: ['**/features/**', '**/lib/api-client*', '@tanstack/react-query'],
        message: 'Widgets are data-free: they take props, they do not fetch.',
      },
    ],
  ),
);
