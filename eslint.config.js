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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'bench/results/**',
      '.tmp/**',
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
