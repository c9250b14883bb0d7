// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = (() => {
  try {
    return readdirSync(new URL('./crm-app/src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/** Imports flow one way: design-system <- crm-app -> api-client <- api-server (docs/architecture.md). */
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

/** The server's zones (no-restricted-imports: a later block replaces an earlier one, so each repeats the first). */
const serverOnlyContract = {
  group: [
    'react',
    'react-dom',
    '@doorline/design-system',
    '@doorline/crm-app',
    '**/crm-app/**',
    '**/design-system/**',
  ],
  message: 'The server imports the API contract only.',
};
const noHttp = {
  group: ['**/http/**', '../http', './http', 'fastify', 'fastify/*', '@fastify/*'],
  message: 'The domain and the database know nothing of HTTP or Fastify: only http/ imports them.',
};
const noDomain = {
  group: ['**/domain/**', '../domain', '../../domain'],
  message: 'Queries return rows and flags; they never import the domain (it calls them).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api-server/drizzle/**',
      'data/**',
      '**/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['design-system/**/*.{ts,tsx}', 'crm-app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['design-system/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['@doorline/*', '@/*', '**/crm-app/**', '**/api-client/**'],
        message: 'The design system knows nothing of the CRM.',
      },
      {
        group: [
          'react-router',
          'react-router-dom',
          '@tanstack/react-query',
          'i18next',
          'react-i18next',
          'valtio',
          'react-hook-form',
        ],
        message:
          'The design system depends on react, react-aria-components, vanilla-extract and TanStack Table only.',
      },
    ]),
  },
  {
    files: ['api-client/**/*.ts'],
    rules: restrict([
      {
        group: [
          'react',
          'react-dom',
          '@doorline/design-system',
          '@doorline/crm-app',
          '@doorline/api-server',
          '**/api-server/**',
        ],
        message: 'The API client is standalone: no React, no server code.',
      },
    ]),
  },
  {
    files: ['api-server/**/*.ts'],
    rules: restrict([serverOnlyContract]),
  },
  // Inside the server, layers point one way: http -> domain -> db (docs/architecture.md).
  {
    files: ['api-server/src/domain/**/*.ts'],
    rules: restrict([serverOnlyContract, noHttp]),
  },
  {
    files: ['api-server/src/db/**/*.ts'],
    rules: restrict([serverOnlyContract, noHttp]),
  },
  {
    files: ['api-server/src/db/queries/**/*.ts'],
    rules: restrict([serverOnlyContract, noHttp, noDomain]),
  },
  // The file store (issue 29) sits beside db/: the domain uses it; it knows no HTTP and no domain.
  {
    files: ['api-server/src/storage/**/*.ts'],
    rules: restrict([serverOnlyContract, noHttp, noDomain]),
  },
  {
    files: ['api-server/src/http/**/*.ts'],
    rules: restrict([
      serverOnlyContract,
      {
        group: ['**/db/queries/**'],
        message: 'Routes call the domain, which calls the queries.',
      },
    ]),
  },
  {
    files: ['crm-app/src/{lib,components,hooks,config,i18n,types,utils}/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
        message: 'Shared code never imports a feature or the app layer.',
      },
      {
        group: ['@doorline/api-server'],
        message: 'The app talks to the server through @doorline/api-client.',
      },
    ]),
  },
  ...features.flatMap((feature) => {
    const rules = [
      {
        group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
        message: 'A feature never imports another feature: move shared code to lib/ or components/.',
      },
      {
        group: ['@/app/*', '../../*'],
        message: 'Features import shared code through @/ and never the app layer.',
      },
      {
        group: ['@doorline/api-server'],
        message: 'The app talks to the server through @doorline/api-client.',
      },
    ];
    const folder = `crm-app/src/features/${feature}`;
    return [
      {
        files: [`${folder}/**/*.{ts,tsx}`],
        rules: restrict([
          ...rules,
          {
            group: ['@/lib/api'],
            message:
              "Components read and write through the feature's api/ hooks, never the API client itself.",
          },
        ]),
      },
      // The feature's api/ files are where the client is called; tests may stand in for it.
      { files: [`${folder}/api/**/*.ts`, `${folder}/**/*.test.{ts,tsx}`], rules: restrict(rules) },
    ];
  }),
  {
    // The app's and the design system's tests share a module registry per worker (`isolate: false`):
    // a mocked module would reach the files after. Stub with spies, which the setup restores
    // (crm-app/src/testing/stub-api.ts).
    files: ['crm-app/src/**/*.test.{ts,tsx}', 'design-system/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'No vi.mock here: files share modules (isolate: false). Use stubMethods or vi.spyOn (crm-app/src/testing/stub-api.ts).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
