import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

const webAliasResolver = fileURLToPath(
  new URL('./apps/web/build/eslint-alias-resolver.cjs', import.meta.url),
);

/** The web app's layers, lowest first: each may import only from layers below it. */
const webLayers = {
  base: ['lib', 'config', 'hooks', 'components'],
  api: ['lib', 'config', 'hooks', 'components', 'api'],
  feature: ['lib', 'config', 'hooks', 'components', 'api'],
  app: ['lib', 'config', 'hooks', 'components', 'api', 'feature', 'app'],
};

/**
 * The API's modules (apps/api/src/modules/<m>/): routes -> service -> repository, with mappers
 * beside them. A module imports packages, its own folder (./), lib, db and plugins; what two
 * modules share moves to lib. Checked on the import text, so no resolver is needed.
 */
const apiModuleMessage =
  'An API module imports only its own folder, lib, db, plugins and packages: ' +
  'code that two modules share moves to apps/api/src/lib.';
const apiModulePatterns = (allowedUp) => [
  {
    // `../x` is a sibling module; `../../x` must be one of the allowed folders or files.
    regex: `^\\.\\.(/|$)(?!\\.\\./(${allowedUp.join('|')})(/|$))`,
    message: apiModuleMessage,
  },
  // Any other way of naming a module's folder (an alias, a package path).
  { regex: '^(?!\\.)(.*/)?modules/', message: apiModuleMessage },
];
const apiModuleLayers = {
  // Repositories (and any other module file) take plugins' types only: values come as deps.
  inner: [
    ...apiModulePatterns(['lib', 'db', 'plugins']),
    {
      regex: '^\\.\\./\\.\\./plugins/',
      allowTypeImports: true,
      message: 'Only routes import values from plugins: a service takes named deps.',
    },
  ],
  // Routes register on the app, so they use the plugins' hooks and errors; no queries.
  routes: [
    ...apiModulePatterns(['lib', 'db', 'plugins']),
    {
      regex: '^drizzle-orm(/|$)|(^|/)db/schema(/|$)',
      message: 'Routes do not query: queries belong to the module repository (<m>.repository.ts).',
    },
  ],
  // Services and mappers hold rules and shapes: rows and transactions reach them as types.
  services: [
    ...apiModulePatterns(['lib', 'db', 'plugins']),
    {
      regex: '^\\.\\./\\.\\./(plugins|db)/',
      allowTypeImports: true,
      message:
        'Services and mappers import only types from db and plugins: queries go in the repository.',
    },
    {
      regex: '^drizzle-orm(/|$)',
      message: 'Services and mappers do not query: queries belong to the module repository.',
    },
  ],
  // Tests also build the app and use the test harness.
  tests: apiModulePatterns(['lib', 'db', 'plugins', 'test', 'app', 'config']),
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'bench/results/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // A pattern that backtracks super-linearly lets one request freeze the server.
  regexp.configs['flat/recommended'],
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The house's limit (issue 25): a file past 400 lines is split, by what its parts do.
    files: ['apps/**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // eslint-module-utils loads import resolvers with require(), so they are CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiModuleLayers.inner }] },
  },
  {
    files: ['apps/api/src/modules/**/*.{service,mappers}.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiModuleLayers.services }] },
  },
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiModuleLayers.routes }] },
  },
  {
    files: ['apps/api/src/modules/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiModuleLayers.tests }] },
  },
  {
    // shared -> lib/config/components -> api -> features -> app, and no feature imports another.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [webAliasResolver]: {} },
      'boundaries/elements': [
        { type: 'lib', pattern: 'apps/web/src/lib' },
        { type: 'config', pattern: 'apps/web/src/config' },
        { type: 'hooks', pattern: 'apps/web/src/hooks' },
        { type: 'components', pattern: 'apps/web/src/components' },
        { type: 'api', pattern: 'apps/web/src/api' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'app', pattern: 'apps/web/src/app' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...['lib', 'config', 'hooks', 'components'].map((type) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: webLayers.base } } } },
            })),
            {
              from: { element: { type: 'api' } },
              allow: { to: { element: { types: { anyOf: webLayers.api } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: webLayers.feature } } } },
            },
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: webLayers.app } } } },
            },
          ],
        },
      ],
    },
  },
);
